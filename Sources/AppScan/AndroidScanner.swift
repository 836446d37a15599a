import DesignTokens
import FontValues
import Foundation
import LineBoxAnalysis
import TextSources

// MARK: - Android

/// Text views in Android layouts (`TextView`, `Button`, `EditText` and subclasses):
/// `android:fontFamily` (`@font/name` resolved to `res/font/`, platform families unresolved),
/// `textSize` (sp, dp), `lineHeight`, `lineSpacingMultiplier`, `includeFontPadding`, a fixed
/// `layout_height`, and `android:text` (literal, or `@string/` from `res/values/strings.xml`).
enum AndroidScanner {
    /// A `<style>` of `res/values/*.xml`: its parent and its items.
    struct Style: Sendable {
        var name: String
        var parent: String?
        var items: [String: String]
        /// Where it is declared: the values file (set by the scan) and the line.
        var file = ""
        var line = 1
    }

    /// The style items a usage reads (`usage(_:file:strings:translations:)`) or that lead to more
    /// (`styled(_:styles:theme:)`).
    static let readAttributes: Set<String> = Set(
        [
            "fontFamily", "textSize", "lineHeight", "lineSpacingMultiplier", "includeFontPadding",
            "layout_height", "layout_width", "gravity", "textAlignment", "letterSpacing",
            "padding", "paddingVertical", "paddingTop", "paddingBottom", "textAllCaps", "text", "textAppearance",
            "textStyle", "textFontWeight",
            "textViewStyle",
            "buttonStyle",
            "editTextStyle",
        ].map { "android:" + $0 })

    /// The key a style item is kept under, or nil when no usage reads it: the framework's
    /// attributes read; AppCompat's and Material's unprefixed `fontFamily`, `textAllCaps` and
    /// `lineHeight`, kept as a layout names them (`app:fontFamily`); and a theme's text appearances (`textAppearanceBody1`,
    /// `android:textAppearanceLarge`), which `?attr/` references name.
    static func keptItem(_ name: String) -> String? {
        if readAttributes.contains(name) { return name }
        if name == "fontFamily" { return "app:fontFamily" }
        if name == "textAllCaps" { return "app:textAllCaps" }
        if name == "lineHeight" { return "app:lineHeight" }
        let bare = name.hasPrefix("android:") ? String(name.dropFirst("android:".count)) : name
        return bare.hasPrefix("textAppearance") ? name : nil
    }

    /// A `?attr/name` or `?android:attr/name` reference through the theme's items; any other value as it is.
    static func themed(_ value: String?, _ theme: [String: String]) -> String? {
        guard let value else { return nil }
        if value.hasPrefix("?android:attr/") { return theme["android:" + value.dropFirst("?android:attr/".count)] }
        if value.hasPrefix("?attr/") { return theme[String(value.dropFirst("?attr/".count))] }
        return value
    }

    /// `<dimen name="x">14sp</dimen>` of a values file.
    static func dimens(_ text: String, file: String) throws(ScanError) -> [String: String] {
        dimens(in: try parseXML(text, file: file))
    }

    static func dimens(in root: XMLReader.Element) -> [String: String] {
        var dimens: [String: String] = [:]
        for element in root.elements(named: "dimen") {
            if let name = element.attributes["name"] {
                dimens[name] = element.children.map(\.text).joined().trimmed()
            }
        }
        return dimens
    }

    /// A dimen of intuit's sdp and ssp libraries (`_12sdp`, `_minus4sdp`, `_12ssp`), for a name the
    /// project does not define: the value in their default `values/` folder, N dp or N sp (H: intuit/sdp
    /// c81e14a `values/positive_sdps.xml` 1-600, `negative_sdps.xml` 1-60; intuit/ssp 0109c5e
    /// `values/positive_ssps.xml` 1-100). Their `values-swNdp` folders scale every one by N/300 (360: 14.40dp),
    /// sizes, heights and paddings alike, so the default folder is read, as for the project's own.
    static func scalableDimen(_ name: String) -> String? {
        guard name.hasPrefix("_") else { return nil }
        let negative = name.hasPrefix("_minus")
        let body = name.dropFirst(negative ? 6 : 1)
        let unit = body.suffix(3)
        guard unit == "sdp" || (unit == "ssp" && !negative), let number = Int(body.dropLast(3)),
            body.dropLast(3).allSatisfy({ $0.isASCII && $0.isNumber }), number >= 1,
            number <= (negative ? 60 : unit == "sdp" ? 600 : 100)
        else { return nil }
        return (negative ? "-" : "") + String(number) + unit.dropFirst()
    }

    /// Every `<style name="...">` of a values file.
    static func styles(_ text: String, file: String) throws(ScanError) -> [String: Style] {
        styles(in: try parseXML(text, file: file))
    }

    static func styles(in root: XMLReader.Element) -> [String: Style] {
        var styles: [String: Style] = [:]
        for element in root.elements(named: "style") {
            guard let name = element.attributes["name"] else { continue }
            var items: [String: String] = [:]
            for item in element.elements(named: "item") {
                // Only what a usage reads is kept, so a view costs the same however large its styles are.
                if let key = item.attributes["name"].flatMap(keptItem) {
                    items[key] = resourceText(item.children.map(\.text).joined())
                }
            }
            styles[name] = Style(name: name, parent: element.attributes["parent"], items: items, line: element.line)
        }
        return styles
    }

    /// The styles of an app's `res/values*/` files, each chain of parents resolved once: a view
    /// that names a style costs a lookup, however long its chain or however many views name it.
    final class StyleChains {
        /// The longest chain of parents followed; a longer or circular one stops there.
        static let depthLimit = 32
        let styles: [String: Style]
        private var resolved: [String: [String: String]] = [:]
        private var resolving: Set<String> = []
        /// The styles whose chain was circular or longer than `depthLimit`.
        private(set) var broken: [Style] = []

        init(_ styles: [String: Style]) { self.styles = styles }

        /// The first style outside the project a chain derives from (`Theme.AppCompat.Light`,
        /// `android:Widget.TextView`), by `parent=` or the name before its last dot where the
        /// project declares that style; nil where the chain ends in the project.
        func outsideParent(_ reference: String?) -> String? {
            guard var name = reference else { return nil }
            for _ in 0..<Self.depthLimit {
                if name.hasPrefix("@style/") { name = String(name.dropFirst("@style/".count)) }
                guard let style = styles[name] else { return name }
                let implied = name.lastIndex(of: ".").map { String(name[..<$0]) }.flatMap {
                    styles[$0] == nil ? nil : $0
                }
                guard let parent = style.parent ?? implied else { return nil }
                name = parent
            }
            return nil
        }

        /// Each style's items are over its parent's (`parent=`, or the name before its last dot).
        func items(_ reference: String?) -> [String: String] {
            guard let reference, !reference.hasPrefix("@android:") else { return [:] }
            let name = reference.hasPrefix("@style/") ? String(reference.dropFirst("@style/".count)) : reference
            if let done = resolved[name] { return done }
            guard let style = styles[name] else { return [:] }
            guard resolving.count < Self.depthLimit, resolving.insert(name).inserted else {
                if !broken.contains(where: { $0.name == name }) { broken.append(style) }
                return style.items
            }
            let parent =
                style.parent ?? (name.contains(".") ? String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)]) : nil)
            let items = self.items(parent).merging(style.items) { _, own in own }
            resolving.remove(name)
            resolved[name] = items
            return items
        }
    }

    /// The attributes a view gets, in Android's resolution order (`Resources.Theme.obtainStyledAttributes`
    /// in `TextView`'s constructor): its own attributes, then its `style=`, then its default style
    /// from the theme (`android:textViewStyle`, `buttonStyle`, `editTextStyle`), then the theme's own
    /// items; a text appearance only fills what none of them sets, so a theme's `android:fontFamily`
    /// wins over a view's text appearance. The appearance is the view's, its style's or its default
    /// style's: the platform's default styles set one (H: AOSP `Widget.TextView` `textAppearance
    /// ?attr/textAppearanceSmall`, `Widget.Button` `?attr/textAppearanceSmallInverse`,
    /// `Widget.EditText` `?attr/textAppearanceMediumInverse`), so the theme's own
    /// `android:textAppearance` reaches only a view whose default style is the project's and derives
    /// from none outside it. Where nothing sets a size, the default appearance's is the library's
    /// the theme derives from (`defaultTextSize`), named `inkbox:defaultTextSize`.
    static func styled(_ view: XMLReader.Element, styles: StyleChains, theme: String? = nil) -> [String: String] {
        let themeItems = styles.items(theme)
        let component = Component(view.localName)
        let defaultStyle = themeItems[component.styleAttribute]
        var attributes = styles.items(defaultStyle)
        attributes.merge(styles.items(view.attributes["style"])) { _, style in style }
        attributes.merge(view.attributes) { _, own in own }
        let platformAppearance = defaultStyle == nil || styles.outsideParent(defaultStyle) != nil
        let appearance = themed(
            attributes["android:textAppearance"]
                ?? (platformAppearance ? component.appearance : themeItems["android:textAppearance"]),
            themeItems)
        var styled = styles.items(appearance).merging(themeItems.merging(attributes) { _, own in own }) { _, direct in
            direct
        }
        if styled["android:textSize"] == nil, platformAppearance,
            let size = defaultTextSize(component, library: styles.outsideParent(theme))
        {
            styled["inkbox:defaultTextSize"] = size
        }
        return styled
    }

    /// The text views whose default styles differ: a button, a field, any other.
    enum Component {
        case textView, button, editText

        init(_ name: String) {
            self = name.hasSuffix("Button") ? .button : name.hasSuffix("EditText") ? .editText : .textView
        }

        /// The theme attribute that names its default style.
        var styleAttribute: String {
            switch self {
            case .textView: "android:textViewStyle"
            case .button: "android:buttonStyle"
            case .editText: "android:editTextStyle"
            }
        }

        /// The text appearance the platform's default style gives it, a theme attribute.
        var appearance: String {
            switch self {
            case .textView: "?android:attr/textAppearanceSmall"
            case .button: "?android:attr/textAppearanceSmallInverse"
            case .editText: "?android:attr/textAppearanceMediumInverse"
            }
        }
    }

    /// The size of a view's default text appearance under a theme derived from `library`, where
    /// it is known: AppCompat's and the Material Components' themes (and Material 3's) give a text
    /// view and a button 14sp (H: appcompat `abc_text_size_small_material` and
    /// `abc_text_size_button_material` 14sp; `TextAppearance.MaterialComponents.Button` and
    /// Material 3's `labelLarge` 14sp) and AppCompat's a field 18sp (`abc_text_size_medium_material`),
    /// the platform's Material theme 14sp (`TextAppearance.Material.Small`, `.Button`). Nil for any
    /// other theme and for a field outside AppCompat's (not read).
    static func defaultTextSize(_ component: Component, library: String?) -> String? {
        guard let library else { return nil }
        let name = library.hasPrefix("@style/") ? String(library.dropFirst(7)) : library
        let appCompat = ["Theme.AppCompat", "Base.Theme.AppCompat", "Theme.Design"].contains { name.hasPrefix($0) }
        let material =
            ["Theme.MaterialComponents", "Theme.Material3", "Base.Theme.Material"].contains { name.hasPrefix($0) }
        let platform = ["android:Theme.Material", "@android:style/Theme.Material"].contains { name.hasPrefix($0) }
        switch component {
        case .textView, .button: return appCompat || material || platform ? "14sp" : nil
        case .editText: return appCompat ? "18sp" : nil
        }
    }

    /// A view's `textSize`, else its default text appearance's (`styled`), said; one in sp
    /// follows the font scale, one in dp does not (AOSP TypedValue).
    private static func readSize(_ written: String?, fallback: String?, into usage: inout TextUsage) {
        guard let size = written ?? fallback else { return }
        usage.pointSize = density(size)
        if written == nil {
            usage.addNote("no textSize: its default text appearance's, \(size), from the theme's library")
        }
        if usage.pointSize != nil, size.hasSuffix("sp") { usage.scaling = .fontScale }
    }

    /// `<application android:theme="@style/X">` of an `AndroidManifest.xml`.
    static func applicationTheme(_ text: String, file: String) throws(ScanError) -> String? {
        try parseXML(text, file: file).elements(named: "application").first?.attributes["android:theme"]
    }

    static func usages(
        _ text: String, file: String, strings: [String: String], translations: [String: [TokenText]] = [:],
        styles: StyleChains = StyleChains([:]), theme: String? = nil, dimens: [String: String] = [:]
    ) throws(ScanError) -> [TextUsage] {
        let root = try parseXML(text, file: file)
        var usages: [TextUsage] = []
        func visit(_ element: XMLReader.Element) {
            guard usages.count <= AppScan.usageLimit else { return }  // the scan says the file is over the limit
            let name = element.localName
            // Views that draw text; an ImageButton or a FloatingActionButton draws an icon.
            let drawsIcon = name.hasSuffix("ImageButton") || name.hasSuffix("FloatingActionButton")
            if !drawsIcon && (name.hasSuffix("TextView") || name.hasSuffix("Button") || name.hasSuffix("EditText")) {
                var styledView = element
                styledView.attributes = styled(element, styles: styles, theme: theme)
                usages.append(
                    usage(styledView, file: file, strings: strings, translations: translations, dimens: dimens))
            }
            element.elements.forEach(visit)
        }
        visit(root)
        return usages
    }

    private static func usage(
        _ view: XMLReader.Element, file: String, strings: [String: String],
        translations: [String: [TokenText]], dimens: [String: String]
    ) -> TextUsage {
        var usage = TextUsage(file: file, line: view.line, kind: .androidView(view.localName), platform: .android)
        // A `@dimen/` value is read from the default `values/` folder's dimens, the project's or sdp's.
        let dimen = { (value: String) in
            guard value.hasPrefix("@dimen/") else { return value }
            let name = String(value.dropFirst(7))
            return dimens[name] ?? scalableDimen(name) ?? value
        }
        let attribute = { (name: String) -> String? in view.attributes["android:" + name].map(dimen) }
        // AppCompat's and Material's `app:fontFamily` (in styles, `fontFamily`) over the framework's
        // (AppCompatTextHelper reads the app attribute first, M).
        if var family = view.attributes["app:fontFamily"] ?? attribute("fontFamily") {
            // A family named through a string resource (`@string/font_family_medium`: "sans-serif-medium").
            if family.hasPrefix("@string/"), let named = strings[String(family.dropFirst("@string/".count))] {
                family = named
            }
            if family.hasPrefix("@font/") {
                usage.font = .name(family)
            } else {
                usage.unresolved = .platformFamily(family)
                usage.font = PlatformFamily.android(family).map(FontName.platform)
            }
        } else {
            usage.unresolved = .platformDefault
            usage.font = .platform(.androidDefault)
        }
        // The weight and slope asked of the family: `textStyle` (bold adds 300 to the regular's 400,
        // Typeface.create), or `textFontWeight` over it (API 28, TextView.setTypefaceFromAttrs).
        let style = attribute("textStyle")?.split(separator: "|").map { $0.trimmed() } ?? []
        let weight = attribute("textFontWeight").flatMap { Int($0) }.flatMap { (1...1000).contains($0) ? $0 : nil }
        if weight != nil || !style.isEmpty {
            usage.weight = FontWeight(
                value: weight ?? (style.contains("bold") ? 700 : 400), italic: style.contains("italic"))
        }
        readSize(attribute("textSize"), fallback: view.attributes["inkbox:defaultTextSize"], into: &usage)
        if usage.pointSize == nil && usage.unresolved == nil {
            usage.skipped = .notStatic(property: "textSize", expected: "sp or dp")
        }
        // AppCompat's and Material's `app:lineHeight` (in styles, `lineHeight`) over the framework's:
        // AppCompatTextHelper sets it after TextView's constructor has read `android:lineHeight` (M).
        if let lineHeight = view.attributes["app:lineHeight"].map(dimen) ?? attribute("lineHeight") {
            if let fixed = density(lineHeight) {
                usage.lineHeight = .fixed(fixed)
                usage.lineHeightScales = lineHeight.hasSuffix("sp")
            } else {
                usage.skipped = .unit(property: "lineHeight", value: lineHeight, expected: "sp or dp")
            }
        } else if let multiple = attribute("lineSpacingMultiplier").flatMap({ literalNumber($0[...]) }) {
            usage.lineHeight = .platformMultiple(multiple)
        }
        if let padding = attribute("includeFontPadding") { usage.includeFontPadding = padding == "true" }
        usage.height = attribute("layout_height").flatMap(density)
        // gravity center or center_vertical centres the line in a fixed height; a Button's
        // default gravity is center (the framework's Widget.Button style, H).
        let gravity = attribute("gravity") ?? (view.localName.hasSuffix("Button") ? "center" : nil)
        usage.centredInHeight =
            usage.height != nil
            && (gravity?.split(separator: "|").contains { $0 == "center" || $0 == "center_vertical" } ?? false)
        // AppCompat's `app:textAllCaps` (in styles, `textAllCaps`) over the framework's.
        let allCaps = view.attributes["app:textAllCaps"] ?? attribute("textAllCaps")
        usage.allCaps = allCaps == "true"
        usage.themeCapitals = allCaps == nil && view.localName.hasSuffix("Button")
        // A TextView clips at its own top while unscrolled, and at its bottom where its layout fills
        // it (wrap_content): its top and bottom padding are room there; its side padding is not
        // (TextView.onDraw, H). With a fixed height the line sits as the height model puts it.
        if usage.height == nil {
            let vertical = attribute("padding") ?? attribute("paddingVertical")
            let top = (vertical ?? attribute("paddingTop")).flatMap(density) ?? 0
            let bottom = (vertical ?? attribute("paddingBottom")).flatMap(density) ?? 0
            usage.padding = Edges(top: top, bottom: bottom)
        }
        usage.sides = sides(
            width: attribute("layout_width"),
            gravity: attribute("gravity") ?? (view.localName.hasSuffix("Button") ? "center" : nil),
            alignment: attribute("textAlignment"),
            minimum: attribute("minWidth").map { Double($0.prefix { $0.isNumber || $0 == "." }) != 0 }
                ?? view.localName.hasSuffix("Button"))
        if let spacing = attribute("letterSpacing") {
            // android:letterSpacing is in em (a float); a resource or anything else is not read.
            if let em = Double(spacing.trimmedSpaces()), em.isFinite, abs(em) <= 1 {
                usage.letterSpacing = .em(em)
            } else {
                usage.skipped = .unit(property: "letterSpacing", value: spacing, expected: "a static em value")
            }
        }
        if let text = attribute("text") {
            if text.hasPrefix("@string/") {
                let name = String(text.dropFirst("@string/".count))
                usage.text = strings[name]
                usage.translations = translations[name] ?? []
            } else {
                usage.text = resourceText(text)
            }
        }
        return usage
    }

    /// How wide a view is at its text's start and end: `wrap_content` hugs it; `match_parent`,
    /// `0dp` (match constraints) and a fixed width are wider, with the text where `gravity` or
    /// `textAlignment` puts it (start by default); anything else (a dimension resource) is not known.
    /// A view with a `minimum` width hugs a long text and centres a short one, which the scan does
    /// not know: a button's default style gives it one (H: appcompat `Base.Widget.AppCompat.Button`,
    /// the platform's `Widget.Material.Button`: `android:minWidth` 88dip, gravity centre).
    static func sides(width: String?, gravity: String?, alignment: String?, minimum: Bool = false) -> ViewSides {
        switch width {
        case "wrap_content"?: return minimum ? .unstated : .hugs
        case "match_parent"?, "fill_parent"?, "0dp"?, "0dip"?, "0px"?: break
        case let value? where density(value) != nil: break
        default: return .unstated
        }
        switch alignment {
        case "center"?: return .wider(aligned: .center)
        case "viewEnd"?, "textEnd"?: return .wider(aligned: .end)
        case "viewStart"?, "textStart"?: return .wider(aligned: .start)
        default: break
        }
        let parts = Set((gravity ?? "").split(separator: "|").map { $0.trimmedSpaces() })
        if parts.contains("center") || parts.contains("center_horizontal") { return .wider(aligned: .center) }
        if parts.contains("end") || parts.contains("right") { return .wider(aligned: .end) }
        return .wider(aligned: .start)
    }

    /// `16sp`, `16dp` or `16dip` as a number of dp.
    static func density(_ value: String) -> Double? {
        for unit in ["sp", "dp", "dip"] where value.hasSuffix(unit) { return literalNumber(value.dropLast(unit.count)) }
        return nil
    }

    /// A `res/font/` font-family XML: each `<font>` with its weight (`fontWeight`, 400 when not
    /// given) and slope (`fontStyle="italic"`), in order; or a downloadable family.
    static func family(_ text: String, file: String) throws(ScanError) -> ShippedFamily? {
        let root = try parseXML(text, file: file)
        guard root.localName == "font-family" else { return nil }
        // A downloadable font (Google Fonts through a font provider) ships no file.
        if root.attributes["app:fontProviderAuthority"] ?? root.attributes["android:fontProviderAuthority"] != nil {
            // The query names the family: `Lato`, or `name=Lato&weight=700` (Google Fonts' provider).
            let query = root.attributes["app:fontProviderQuery"] ?? root.attributes["android:fontProviderQuery"]
            let name = query.map { query in
                query.contains("name=")
                    ? String(query.split(separator: "&").first { $0.hasPrefix("name=") }?.dropFirst(5) ?? "")
                    : query
            }
            return .downloadable(family: name.flatMap { $0.isEmpty || $0.contains("=") ? nil : $0 })
        }
        let faces = root.elements.filter { $0.localName == "font" }.compactMap { font -> ShippedFamily.Face? in
            let attribute = { (name: String) in font.attributes["android:" + name] ?? font.attributes["app:" + name] }
            guard let resource = attribute("font"), resource.hasPrefix("@font/") else { return nil }
            let weight = attribute("fontWeight").flatMap { Int($0) }.flatMap { (1...1000).contains($0) ? $0 : nil }
            return ShippedFamily.Face(
                resource: String(resource.dropFirst(6)), weight: weight ?? 400,
                italic: attribute("fontStyle") == "italic")
        }
        return faces.isEmpty ? nil : .faces(faces)
    }

    /// `res/values/strings.xml`: each `<string name="...">` and its text.
    static func strings(_ text: String, file: String) throws(ScanError) -> [String: String] {
        strings(in: try parseXML(text, file: file))
    }

    static func strings(in root: XMLReader.Element) -> [String: String] {
        var strings: [String: String] = [:]
        for element in root.elements(named: "string") {
            if let name = element.attributes["name"] {
                strings[name] = resourceText(element.children.map(\.text).joined())
            }
        }
        return strings
    }

    /// A string resource's value as aapt compiles it: double quotes removed (whitespace inside
    /// them kept), runs of whitespace outside them one space and the ends trimmed, and the escapes
    /// `\'`, `\"`, `\\`, `\@`, `\?`, `\n`, `\t` and `\uXXXX` read (developer.android.com, "String
    /// resources", "Escaping apostrophes and quotes").
    static func resourceText(_ raw: String) -> String {
        // Written as UTF-8 bytes: a project's strings are read in every language it has, and a
        // `UnicodeScalarView` appended scalar by scalar cost a tenth of a large app's scan.
        var result: [UInt8] = []
        result.reserveCapacity(raw.utf8.count)
        func append(_ scalar: Unicode.Scalar) {
            if scalar.isASCII { result.append(UInt8(scalar.value)) } else { UTF8.encode(scalar) { result.append($0) } }
        }
        var quoted = false
        var space = false  // whitespace seen outside quotes, not yet written
        var characters = raw.unicodeScalars.makeIterator()
        while let scalar = characters.next() {
            if scalar == "\"" {
                quoted.toggle()
                continue
            }
            if !quoted, Self.isWhitespace(scalar) {
                space = !result.isEmpty
                continue
            }
            if space {
                result.append(UInt8(ascii: " "))
                space = false
            }
            guard scalar == "\\", let next = characters.next() else {
                append(scalar)
                continue
            }
            switch next {
            case "n": result.append(UInt8(ascii: "\n"))
            case "t": result.append(UInt8(ascii: "\t"))
            case "u":
                let hex = String(String.UnicodeScalarView((0..<4).compactMap { _ in characters.next() }))
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                    append(decoded)
                }
            default: append(next)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Foundation's `whitespacesAndNewlines`: Unicode's space separators (Zs, and U+200B, which
    /// Foundation's tables keep as one), line and paragraph separators (Zl, Zp), tab to carriage
    /// return and U+0085, listed so that no table is consulted.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
