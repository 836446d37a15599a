import DesignTokens
import FontValues
import Foundation
import InputFiles
import JSONText
import LineBoxAnalysis
import TextSources

/// One place an app sets the font of a text view, as its own source declares it (`inkbox scan`).
public struct TextUsage: Sendable, Equatable {
    /// The file, relative to the scanned root, and the 1-based line.
    public var file: String
    public var line: Int
    /// The 1-based column, in UTF-16 code units, where a line may hold many usages (a CSS rule's
    /// `{`: a minified sheet is one line); nil elsewhere.
    public var column: Int?
    /// What declares it: "storyboard label", "UIFont(name:size:)", "css .title", "TextView",
    /// "TextStyle".
    public var kind: UsageKind
    public var platform: Platform
    /// How the font is named: a PostScript name (iOS), a CSS or Flutter family, an Android
    /// `@font/` resource; nil when the usage names none it can be checked with.
    public var font: FontName?
    /// The weight and slope the source asks of its family (Compose's `fontWeight = FontWeight.Bold`,
    /// `fontStyle = FontStyle.Italic`): which of the family's fonts draws it. Nil: the family's regular.
    public var weight: FontWeight?
    public var pointSize: Double?
    public var lineHeight: TokenLineHeight = .normal
    /// A fixed view height in the platform's unit.
    public var height: Double?
    /// The view's own text, when the source gives it as a literal.
    public var text: String?
    /// The same text in the app's other languages (Android `values-*/strings.xml`), each with
    /// the language its folder names: checked too.
    public var translations: [TokenText] = []
    /// Android `includeFontPadding`, when the layout sets it.
    public var includeFontPadding: Bool?
    /// The view centres its text in its fixed `height` (an Android TextView's `gravity="center"`
    /// or `center_vertical`).
    public var centredInHeight = false
    /// The text is shown in capitals (`android:textAllCaps`, CSS `text-transform: uppercase`,
    /// Compose `.uppercase()`, Dart `.toUpperCase()`): its text, or its languages' characters, are
    /// checked upper-cased.
    public var allCaps = false
    /// Whether the view cuts ink past its line box, as the source declares it (`ViewOverflow`): a
    /// CSS rule's `overflow`, `contain: paint` or `background-clip: text` (hidden) or their absence
    /// (visible); a Compose `Modifier.clip` or a Flutter `ClipRect` on the Text. Nil where the
    /// source says nothing: the platform's own text view decides (`Platform.defaultOverflow`).
    public var overflow: ViewOverflow?
    /// What declares the cut (`overflow: hidden`), or, where nothing cuts, what would.
    public var overflowReason: String?
    /// The padding between the line box and the cut, in the platform's unit (CSS padding under
    /// `overflow: hidden`, an Android TextView's padding).
    public var padding: Edges = .zero
    /// How wide the view is at its text's start and end, as the source declares it (Android
    /// `layout_width` and `gravity`, CSS shrink-to-fit boxes and `text-align`, storyboard
    /// constraints and `textAlignment`); unstated elsewhere.
    public var sides: ViewSides = .unstated
    /// Letter spacing the source declares (`android:letterSpacing`, CSS `letter-spacing`).
    public var letterSpacing: LetterSpacing = .none
    /// Why the usage cannot be checked (computed values, a system font, a Dynamic Type style):
    /// listed, never guessed.
    public var unresolved: UnresolvedReason?
    public var skipped: SkipReason?
    /// The user's text size setting scales this text: checked at every setting, not only the
    /// default (`UsageCheck`). Nil: drawn at its declared size whatever the setting.
    public var scaling: TextScaling?
    /// Android: the line height is in sp, so the font scale converts it as it converts the size.
    public var lineHeightScales = false
    /// What the source asks that the platform does not do, said beside a pass (a storyboard
    /// custom font with `adjustsFontForContentSizeCategory`, which UIKit does not scale).
    public var note: String?

    public init(file: String, line: Int, kind: UsageKind, platform: Platform) {
        self.file = file
        self.line = line
        self.kind = kind
        self.platform = platform
    }
}

extension TextUsage {
    /// What the source says of the Text this usage's style is given to: its text and its cut.
    mutating func apply(_ context: StyleSyntax.TextContext) {
        text = context.text ?? text
        allCaps = allCaps || context.allCaps
        overflow = context.overflow
        overflowReason = context.overflowReason
        height = context.height ?? height
        sides = context.sides ?? sides
    }

    /// "IPAexGothic, 15 pt, line 18, height 16": the style as declared.
    public var summary: String {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
        }
        var parts: [String] = []
        if let font { parts.append(font.label) }
        if let pointSize { parts.append("\(number(pointSize)) \(platform.unit)") }
        switch lineHeight {
        case .normal: break
        case .fixed(let value): parts.append("line \(number(value))")
        case .multiplier(let factor): parts.append("line x\(number(factor)) of the size")
        case .platformMultiple(let factor): parts.append("line x\(number(factor))")
        }
        if let height { parts.append("height \(number(height))") }
        return parts.joined(separator: ", ")
    }

    /// What a baseline accepts this usage by: its file, what declares it and its style, not its
    /// line, so that editing a file above a usage does not make its entry stale. Usages of one
    /// style in one file share an entry.
    public var baselineKey: String { "\(file): \(kind): \(summary)" }
}

/// How a usage names its font.
public enum FontName: Sendable, Equatable {
    /// A name the font index resolves (PostScript name, family).
    case name(String)
    /// A font file the project ships, resolved from the usage's own declaration (`@font/name`,
    /// `@font-face src`).
    case file(path: String, family: String)
    /// A font file the declaration names but the project does not hold: looked for by this file
    /// name (without extension, case ignored) among the fonts given with `--fonts`.
    case fileNamed(String, family: String)
    /// A Compose `FontFamily` by the name the Kotlin source gives it (`val Brand = FontFamily(...)`),
    /// until the scan finds its definition.
    case composeFamily(String)
    /// A family the platform provides (Android's `sans-serif`): checked against the device's
    /// fonts given with `--fonts`, never the app's.
    case platform(PlatformFamily)

    public var label: String {
        switch self {
        case .name(let name), .composeFamily(let name): return name
        case .file(_, let family), .fileNamed(_, let family): return family
        case .platform(let family): return family.label
        }
    }
}

/// A problem with one scanned file (unreadable, malformed XML): the others are still scanned.
/// The same file, line and message as a string source's problem.
public typealias ScanError = StringSourceError

/// Every usage found under a project root, and the font files it ships.
public struct AppScan: Sendable {
    public var root: String
    public var usages: [TextUsage] = []
    /// Font files found in the tree (absolute paths).
    public var fonts: [String] = []
    /// The font file names an iOS app registers: `UIAppFonts` in its Info.plist files, the
    /// `customFonts` of its storyboards and XIBs (which Xcode adds to it), and the shipped files a
    /// Swift file that calls `CTFontManagerRegister...` names in a literal
    /// (`SwiftScanner.registeredFonts`). Empty when it registers none: an iOS font resolves only to
    /// a registered file or one given with `--fonts`.
    public var appFonts: Set<String> = []
    public var errors: [ScanError] = []
    /// How many files were read.
    public var filesRead = 0
    /// The languages the project declares, by the platform whose usages they are for (primary
    /// subtags, sorted): Android `values-xx` folders; iOS `xx.lproj` folders and `.xcstrings`
    /// catalogs' localizations; Flutter `*_xx.arb` files and `supportedLocales`; the web
    /// `<html lang>`.
    public var languages: [Platform: [String]] = [:]
    /// Where the project sets Flutter's text scaling itself ("lib/main.dart:12
    /// withClampedTextScaling", the first hundred or so): its Flutter usages are then checked at
    /// their declared size only, which the report says. Empty: they scale with the platform's
    /// setting, Flutter's default.
    public var flutterTextScaling: [String] = []

    /// The declared languages inkbox has no character set for: not checked where the text is
    /// not known, and said so (Chinese, Amharic, Bengali, Georgian...).
    public var languagesWithoutSets: [String] {
        Set(languages.values.joined()).filter { Exemplars.key(forLanguage: $0) == nil }.sorted()
    }

    /// Folders never searched: version control, build output, dependencies.
    static let ignoredFolders: Set<String> = [
        ".git", ".build", "build", "DerivedData", "Pods", "node_modules", ".gradle",
        ".dart_tool", ".swiftpm", "Carthage",
    ]
    /// The largest source file read (8 MiB) and the most files and folders looked at (200,000).
    static let fileLimit = 8 << 20
    static let entryLimit = 200_000
    /// The most text usages read from one file (2,000: many times a real storyboard's, and a
    /// JSON report of at most tens of MB); the rest are an error, never checked. Each scanner
    /// stops reading a file once it has found one more than this.
    static let usageLimit = 2_000

    /// Scans the tree at `root`: files are read only inside it, symbolic links are not followed, and
    /// what `excluding` matches (`FontFileSearch.isExcluded`, below the root) is left out.
    public init(root: String, excluding patterns: [String] = []) {
        self.root = (root as NSString).standardizingPath
        var cssFaces: [(file: String, family: String, url: String)] = []
        var androidFonts: [String: String] = [:]  // resource name -> path
        var androidStrings: [String: String] = [:]
        var androidTranslations: [String: [TokenText]] = [:]  // name -> the other locales' texts, in path order
        var androidFamilies: [String: AndroidScanner.FontFamilyResource] = [:]  // font-family XML resource
        var androidDimens: [String: String] = [:]  // the default values/ folder's dimens
        var composeFamilies: [String: ComposeScanner.Family] = [:]  // Kotlin FontFamily name -> what it ships
        var swiftMembers: [(file: String, member: SwiftScanner.FontMember)] = []
        var registeredNames: Set<String> = []
        var registeredExtensions: Set<String> = []
        var swiftReferences: [(file: String, reference: SwiftScanner.FontReference)] = []
        var swiftFunctions: [(file: String, function: SwiftFontFunctions.Function)] = []
        var swiftEnums: [String: [String: String]] = [:]
        // Each file's theme styles (Compose Typography, Flutter TextTheme), the first call's, and their uses.
        var themeSlots: [Platform: [String: [String: (line: Int, value: StyleSyntax.Value, arguments: [Substring])]]] =
            [:]
        var themeReferences: [Platform: [(file: String, reference: SwiftScanner.FontReference)]] = [:]
        func readTheme(_ source: SourceText, _ file: String, _ syntax: StyleSyntax) {
            for slot in syntax.slots(in: source) where themeSlots[syntax.platform]?[file]?[slot.slot] == nil {
                themeSlots[syntax.platform, default: [:]][file, default: [:]][slot.slot] = (
                    slot.line, slot.value, slot.arguments
                )
            }
            themeReferences[syntax.platform, default: []] += syntax.references(in: source).map { (file, $0) }
        }
        // family -> the pubspec and its asset path
        var flutterFamilies: [String: (pubspec: String, path: String)] = [:]
        var sources: [(path: String, relative: String)] = []
        let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]
        let wanted: Set<String> = [
            "storyboard", "xib", "swift", "xml", "css", "scss", "vue", "svelte", "dart", "plist", "yaml", "html", "htm",
            "xcstrings",
            "kt",
        ]
        var seen = 0
        var declared: [Platform: Set<String>] = [:]
        var stack = [self.root]
        while let folder = stack.popLast(), seen < Self.entryLimit {
            let entries: [FolderListing.Entry]
            do { entries = try FolderListing.entries(folder) } catch {
                errors.append(
                    ScanError(
                        file: relativePath(folder), line: nil, message: "cannot list this folder (\(error.reason))"))
                continue
            }
            // Every entry is read or said not to be: a name that is not UTF-8, or one that cannot
            // be looked at (a path longer than the system allows), is an error with its bytes shown.
            for entry in entries where !entry.shown.hasPrefix(".") || entry.shown == ".well-known" {
                seen += 1
                let shownPath = relativePath((folder as NSString).appendingPathComponent(entry.shown))
                if !patterns.isEmpty, FontFileSearch.isExcluded(shownPath, name: entry.shown, by: patterns) {
                    continue
                }
                guard let name = entry.name else {
                    errors.append(
                        ScanError(file: shownPath, line: nil, message: "a name that is not valid UTF-8: not read"))
                    continue
                }
                let path = (folder as NSString).appendingPathComponent(name)
                var status = stat()
                guard lstat(path, &status) == 0 else {
                    errors.append(
                        ScanError(
                            file: shownPath, line: nil,
                            message: "cannot be looked at (\(String(cString: strerror(errno)).lowercased())): not read")
                    )
                    continue
                }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    if !Self.ignoredFolders.contains(name) { stack.append(path) }
                    if let (platform, language) = Self.declaredLanguage(folder: name) {
                        declared[platform, default: []].insert(language)
                    }
                case S_IFREG:
                    let ext = (name as NSString).pathExtension.lowercased()
                    if ext == "arb", let language = Self.declaredLanguage(arb: name) {
                        declared[.flutter, default: []].insert(language)
                    }
                    if fontExtensions.contains(ext) {
                        fonts.append(path)
                        if (folder as NSString).lastPathComponent == "font" {
                            androidFonts[(name as NSString).deletingPathExtension] = path
                        }
                    } else if wanted.contains(ext),
                        Self.isRead(name: name, ext: ext, folder: (folder as NSString).lastPathComponent)
                    {
                        sources.append((path, relativePath(path)))
                    }
                default:
                    continue  // links, devices, FIFOs: never read
                }
            }
        }
        if seen >= Self.entryLimit {
            errors.append(
                ScanError(
                    file: ".", line: nil, message: "stopped after \(Self.entryLimit) entries: scan a smaller folder"))
        }
        fonts.sort()
        defer { languages = declared.mapValues { $0.sorted() } }
        // Android strings (default locale) and styles first: layouts name them.
        var androidStyles: [String: AndroidScanner.Style] = [:]
        var androidThemes: [(folder: String, theme: String)] = []  // each manifest's folder and application theme
        let isResource = { (relative: String) in
            (relative.contains("/values/") || relative.contains("/values-")) && relative.hasSuffix(".xml")
                || (relative as NSString).lastPathComponent == "AndroidManifest.xml"
        }
        for source in sources where isResource(source.relative) {
            guard let text = read(source.path, source.relative) else { continue }
            do throws(ScanError) {
                if (source.relative as NSString).lastPathComponent == "AndroidManifest.xml" {
                    if let theme = try AndroidScanner.applicationTheme(text, file: source.relative) {
                        androidThemes.append(((source.relative as NSString).deletingLastPathComponent, theme))
                    }
                    continue
                }
                // A resource may stand in any file of a values folder (`strings_config.xml`), as aapt merges them.
                let folder = ((source.relative as NSString).deletingLastPathComponent as NSString).lastPathComponent
                if folder == "values" {
                    androidDimens.merge(try AndroidScanner.dimens(text, file: source.relative)) { first, _ in first }
                    androidStrings.merge(try AndroidScanner.strings(text, file: source.relative)) { first, _ in first }
                } else if let (_, language) = Self.declaredLanguage(folder: folder) {
                    for (name, value) in try AndroidScanner.strings(text, file: source.relative) {
                        androidTranslations[name, default: []].append(TokenText(value, language: language))
                    }
                }
                androidStyles.merge(
                    try AndroidScanner.styles(text, file: source.relative).mapValues { style in
                        var style = style
                        style.file = source.relative
                        return style
                    }
                ) { first, _ in first }
            } catch {
                errors.append(error)
            }
        }
        let styleChains = AndroidScanner.StyleChains(androidStyles)
        func add(_ found: [TextUsage], of file: String) {
            if found.count > Self.usageLimit {
                errors.append(
                    ScanError(
                        file: file, line: found[Self.usageLimit].line,
                        message: "more than "
                            + "\(Self.usageLimit) text usages in one file (the limit): the rest are not checked"))
            }
            usages += found.prefix(Self.usageLimit)
        }
        // Kotlin and Dart files are read together, once all are known: one names the values and
        // styles another uses (`Fonts.raleway`, `TextStyles.body1`).
        var styleSources: [Platform: [(file: String, source: SourceText)]] = [:]
        // Style sheets likewise: what `:root`, `html` and `body` set in one applies to all.
        var sheets: [CSSScanner.Sheet] = []
        for source in sources where !isResource(source.relative) {
            guard let text = read(source.path, source.relative) else { continue }
            let ext = (source.path as NSString).pathExtension.lowercased()
            var found: [TextUsage] = []
            defer { add(found, of: source.relative) }
            do throws(ScanError) {
                switch ext {
                case "storyboard", "xib":
                    let registered: Set<String>
                    (found, registered) = try StoryboardScanner.usages(text, file: source.relative)
                    appFonts.formUnion(registered)
                case "swift":
                    // Swift, Kotlin and Dart are read as code: comments blank, strings not searched.
                    let code = SourceText(text, .swift)
                    found = SwiftScanner.usages(code, file: source.relative)
                    swiftMembers += SwiftScanner.fontMembers(code).map { (source.relative, $0) }
                    if let registered = SwiftScanner.registeredFonts(code) {
                        registeredNames.formUnion(registered.names)
                        registeredExtensions.formUnion(registered.extensions)
                    }
                    swiftReferences += SwiftScanner.fontReferences(code).map { (source.relative, $0) }
                    swiftFunctions += SwiftFontFunctions.functions(code).map { (source.relative, $0) }
                    swiftEnums.merge(SwiftFontFunctions.stringEnums(code)) { first, _ in first }
                case "css", "scss", "vue", "svelte":
                    let component = ext == "vue" || ext == "svelte"
                    guard
                        let sheet = component
                            ? CSSScanner.componentSheet(text, file: source.relative)
                            : CSSScanner.sheet(text, file: source.relative)
                    else { break }
                    sheets.append(sheet)
                    cssFaces += sheet.faces.map { (source.path, $0.family, $0.url) }
                case "kt":
                    let code = SourceText(text, .kotlin)
                    styleSources[.compose, default: []].append((source.relative, code))
                    composeFamilies.merge(ComposeScanner.families(code)) { first, _ in first }
                    readTheme(code, source.relative, .compose)
                case "dart":
                    let code = SourceText(text, .dart)
                    styleSources[.flutter, default: []].append((source.relative, code))
                    // What ships is under lib/ (a package's layout); tests set scaling for their own widgets.
                    // At most 100 places are kept: one is enough to say so.
                    if source.relative.split(separator: "/").dropLast().contains("lib"), flutterTextScaling.count < 100
                    {
                        flutterTextScaling += FlutterScanner.textScalingSettings(code).prefix(100).map {
                            "\(source.relative):\($0.line) \($0.what)"
                        }
                    }
                    readTheme(code, source.relative, .flutter)
                    declared[.flutter, default: []].formUnion(Self.supportedLocales(code))
                case "html", "htm":
                    if let language = Self.htmlLanguage(text) { declared[.web, default: []].insert(language) }
                case "xcstrings": declared[.ios, default: []].formUnion(Self.catalogLanguages(text))
                case "plist":
                    if let names = try InfoPlistScanner.appFonts(text, file: source.relative) {
                        appFonts.formUnion(names)
                    }
                case "xml" where source.relative.contains("/layout"):
                    // The application theme of the nearest manifest above the layout (activity themes are not read).
                    let theme = androidThemes.filter { $0.folder.isEmpty || source.relative.hasPrefix($0.folder + "/") }
                        .max { $0.folder.count < $1.folder.count }?.theme
                    found = try AndroidScanner.usages(
                        text, file: source.relative, strings: androidStrings,
                        translations: androidTranslations, styles: styleChains, theme: theme, dimens: androidDimens)
                case "xml"
                where (source.relative as NSString).deletingLastPathComponent.hasSuffix("/font")
                    || (source.relative as NSString).deletingLastPathComponent == "font":
                    if let regular = try AndroidScanner.familyRegular(text, file: source.relative) {
                        androidFamilies[
                            ((source.relative as NSString).lastPathComponent as NSString).deletingPathExtension] =
                            regular
                    }
                case "yaml" where (source.relative as NSString).lastPathComponent == "pubspec.yaml":
                    for (family, asset) in FlutterScanner.pubspecFonts(text) {
                        flutterFamilies[family] = (source.path, asset)
                    }
                default: break
                }
            } catch {
                errors.append(error)
            }
        }
        for syntax in [StyleSyntax.compose, .flutter] {
            let files = styleSources[syntax.platform] ?? []
            for (file, found) in zip(files, syntax.usages(of: files)) { add(found, of: file.file) }
        }
        styleSources = [:]
        for (sheet, found) in zip(sheets, CSSScanner.usages(of: sheets)) { add(found, of: sheet.file) }
        sheets = []
        for style in styleChains.broken {
            errors.append(
                ScanError(
                    file: style.file, line: style.line,
                    message: "style \(style.name): its chain of parents is circular or longer than "
                        + "\(AndroidScanner.StyleChains.depthLimit) styles (the limit); followed no further"))
        }
        resolveFontCalls(swiftReferences.filter { $0.reference.arguments != nil }, swiftFunctions, swiftEnums)
        resolveFontMembers(swiftMembers, swiftReferences.filter { $0.reference.arguments == nil }) { file, reference in
            // A bare text style is Dynamic Type's system font.
            guard reference.type == nil || reference.type == "Font" || reference.type == "UIFont",
                SwiftScanner.textStyles.contains(reference.name)
            else { return nil }
            var usage = TextUsage(
                file: file, line: reference.line, kind: .fontReference(reference.written), platform: .ios)
            usage.unresolved = .dynamicType(style: reference.name)
            if let style = SwiftScanner.textStyle(named: reference.name) {
                // The system font at the style's size, which Dynamic Type scales (H: Apple, `Font.body`...).
                let size = style.size(at: .l)
                usage.pointSize = size
                usage.font = .platform(.iosSystem(declared: reference.name, weight: style.weight, size: size))
                usage.scaling = .dynamicType(style)
            }
            return usage
        }
        // `MaterialTheme.typography.x` (`Theme.of(context).textTheme.x`) is the style that the
        // Typography(...) (TextTheme(...)) nearest the use, by folder (a repository of several apps
        // has one each), sets for x: a literal TextStyle's or copied style's usage, the platform font
        // for one without a family, a computed one skipped, and Material's default (the platform
        // font) when unset.
        for (platform, slots) in themeSlots.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let uses = themeReferences[platform] ?? []
            // Each file's nearest themes, found once (a use's member type is its theme's file).
            let themeFiles = slots.keys.sorted().map { ($0, Self.folders($0)) }
            let nearest = Dictionary(
                Set(uses.map(\.file)).map { ($0, Self.nearest(themeFiles, to: $0)) },
                uniquingKeysWith: { first, _ in first })
            let styles = slots.flatMap { file, slots in
                slots.map { slot, place in (file, SwiftScanner.FontMember(type: file, name: slot, line: place.line)) }
            }
            let scoped = uses.map { file, reference in
                var reference = reference
                reference.type = nearest[file].flatMap { $0.count == 1 ? $0[0] : nil } ?? ""
                return (file, reference)
            }
            resolveFontMembers(styles, scoped) { file, reference in
                var usage = TextUsage(
                    file: file, line: reference.line, kind: .fontReference(reference.written), platform: platform)
                if let themes = nearest[file], themes.count > 1 {
                    usage.skipped = .ambiguousTheme(slot: reference.name, themes: themes)
                    return usage
                }
                let theme = reference.type ?? ""
                switch slots[theme]?[reference.name]?.value {
                case .textStyle? where platform == .compose:
                    // A Typography style with no family has Compose's default, FontFamily.Default:
                    // Android's sans-serif (Roboto), checked against the device's fonts.
                    let arguments =
                        (slots[theme]?[reference.name]?.arguments ?? []) + ["fontFamily = FontFamily.Default"]
                    guard var styled = ComposeScanner.style(arguments, file: file, line: reference.line) else {
                        usage.unresolved = .platformDefault
                        return usage
                    }
                    styled.kind = usage.kind
                    return styled
                case .textStyle?: usage.unresolved = .platformDefault
                case .copy?, .computed?: usage.skipped = .computed("\(reference.name) (\(theme))")
                case nil: usage.unresolved = .materialDefault(slot: reference.name)
                }
                return usage
            }
        }
        // A Text scales by `MediaQuery.textScalerOf(context)`, the platform's setting, unless the
        // app sets its own (H: Flutter's `Text.textScaler`); how an app's own setting scales is not
        // modelled, so then none of its Flutter text is checked past its size.
        if flutterTextScaling.isEmpty {
            for index in usages.indices where usages[index].platform == .flutter { usages[index].scaling = .flutter }
        }
        for font in fonts {
            let name = (font as NSString).lastPathComponent
            let lowercased = name.lowercased()
            if registeredNames.contains(lowercased)
                || registeredNames.contains((lowercased as NSString).deletingPathExtension)
                || registeredExtensions.contains((lowercased as NSString).pathExtension)
            {
                appFonts.insert(name)
            }
        }
        // Fonts each usage's own declaration ships: @font/ resources, @font-face sources, pubspec
        // assets. A path a source names is read only inside the scanned folder.
        let confinement = try? ProjectRoot(self.root, outside: "the scanned folder")
        var cssFaceByFamily: [String: (file: String, family: String, url: String)] = [:]
        for face in cssFaces where cssFaceByFamily[face.family.lowercased()] == nil {
            cssFaceByFamily[face.family.lowercased()] = face
        }
        for index in usages.indices {
            // A Compose family is the `@font/` resource of its regular font.
            if case .composeFamily(let family)? = usages[index].font {
                switch composeFamilies[family] {
                case .faces?:
                    usages[index].font = composeFamilies[family]?.font(for: usages[index].weight).map {
                        .name("@font/" + $0)
                    }
                case .downloadable?:
                    usages[index].font = nil
                    usages[index].unresolved = .downloadableFont("FontFamily \(family)")
                case nil:
                    // A lowercase name no definition gives is a variable or a parameter.
                    usages[index].font = nil
                    usages[index].skipped =
                        family.first?.isUppercase == true ? .undefinedFamily(family) : .computed("fontFamily")
                }
            }
            guard case .name(let name)? = usages[index].font else { continue }
            if name.hasPrefix("@font/") {
                let resource = String(name.dropFirst("@font/".count))
                // A font-family XML resource stands for its regular (400, normal) font.
                var file = resource
                switch androidFamilies[resource] {
                case .downloadable?:
                    usages[index].font = nil
                    usages[index].unresolved = .downloadableFont(name)
                    continue
                case .regular(let regular)?: file = regular
                case nil: break
                }
                usages[index].font =
                    androidFonts[file].map { .file(path: $0, family: name) } ?? .fileNamed(file, family: name)
            } else if usages[index].platform == .flutter, let asset = flutterFamilies[name] {
                shipped(asset.path, namedIn: asset.pubspec, family: name, by: &usages[index], confinement)
            } else if usages[index].platform == .web, let face = cssFaceByFamily[name.lowercased()] {
                shipped(face.url, namedIn: face.file, family: name, by: &usages[index], confinement)
            }
        }
        usages.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        // Silence is a verdict: a folder where nothing declares a font must not pass a CI check.
        if usages.isEmpty {
            errors.append(
                ScanError(
                    file: ".", line: nil,
                    message: "no text usage found: nothing was checked (storyboards, XIBs, Swift, "
                        + "Android layouts, Kotlin, Dart, CSS, SCSS and Vue or Svelte styles are read)"))
        }
    }

    /// The font file a source names for `family`: the file when it lies inside the scanned folder;
    /// looked for by its name among the fonts when it is missing; unresolved when it is outside,
    /// with one reason whatever is there.
    private func shipped(
        _ named: String, namedIn file: String, family: String, by usage: inout TextUsage, _ root: ProjectRoot?
    ) {
        let name = ((named as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let root else {
            usage.font = nil
            usage.unresolved = .fontOutside(family: family, file: named)
            return
        }
        do throws(InputFileError) {
            let path = try root.confine(named, namedIn: file)
            usage.font =
                FileManager.default.fileExists(atPath: path)
                ? .file(path: path, family: family) : .fileNamed(name, family: family)
        } catch  where error.reason == root.outsideReason {
            usage.font = nil
            usage.unresolved = .fontUnreadable(family: family, file: named, reason: error.reason)
        } catch {
            usage.font = .fileNamed(name, family: family)
        }
    }

    private func relativePath(_ path: String) -> String {
        path == root ? "." : path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// The language a folder declares, and for which platform: Android `values-fr`,
    /// `values-pt-rBR`, `values-b+sr+Latn`; iOS `fr.lproj`, `pt-BR.lproj` (not `Base.lproj`).
    /// Other qualifiers (`values-night`, `values-v21`, `values-car`) declare none.
    static func declaredLanguage(folder name: String) -> (Platform, String)? {
        if name.hasSuffix(".lproj") { return language(String(name.dropLast(6))).map { (.ios, $0) } }
        guard name.hasPrefix("values-") else { return nil }
        var qualifier = String(name.dropFirst(7))
        if qualifier.hasPrefix("b+") { qualifier = String(qualifier.dropFirst(2).split(separator: "+").first ?? "") }
        let primary = qualifier.split(separator: "-").first.map(String.init) ?? ""
        return ["car", "tv", "ldrtl", "ldltr"].contains(primary) ? nil : language(primary).map { (.android, $0) }
    }

    /// Flutter's `supportedLocales: [Locale('en'), Locale('fr', 'CA')]`: the languages named.
    static func supportedLocales(_ source: SourceText) -> Set<String> {
        let text = source.text
        guard let start = source.firstCode(of: "supportedLocales", from: text.startIndex) else { return [] }
        var found: Set<String> = []
        var rest = text[start.upperBound...].prefix(4_000)
        while let locale = rest.range(of: "Locale(") {
            let argument = rest[locale.upperBound...].prefix(12).drop { $0 == " " }
            if let quote = argument.first, quote == "'" || quote == "\"",
                let code = language(String(argument.dropFirst().prefix { $0 != quote }))
            {
                found.insert(code)
            }
            rest = rest[locale.upperBound...]
        }
        return found
    }

    /// `<html lang="fr">`: the document's language.
    static func htmlLanguage(_ text: String) -> String? {
        guard let open = text.range(of: "<html", options: .caseInsensitive) else { return nil }
        let tag = text[open.upperBound...].prefix { $0 != ">" }.prefix(2_000)
        guard let attribute = tag.range(of: "lang=") else { return nil }
        let value = tag[attribute.upperBound...].drop { $0 == "\"" || $0 == "'" }.prefix {
            $0 != "\"" && $0 != "'" && $0 != " "
        }
        return language(String(value).lowercased())
    }

    /// An `.xcstrings` catalog's source language and every localization it holds.
    static func catalogLanguages(_ text: String) -> Set<String> {
        guard let root = try? JSONParser.parse(Array(text.utf8)) else { return [] }
        var found = Set([root["sourceLanguage"]?.string].compactMap { $0 }.compactMap(language))
        for string in root["strings"]?.members ?? [] {
            for localization in string.value["localizations"]?.members ?? [] {
                if let code = language(localization.key) { found.insert(code) }
            }
        }
        return found
    }

    /// Flutter's `app_fr.arb`, `intl_pt_BR.arb`: the language after the first underscore.
    static func declaredLanguage(arb name: String) -> String? {
        let stem = (name as NSString).deletingPathExtension
        guard let underscore = stem.firstIndex(of: "_") else { return nil }
        return language(String(stem[stem.index(after: underscore)...].split(separator: "_").first ?? ""))
    }

    /// A primary language subtag: two or three lowercase letters.
    private static func language(_ text: String) -> String? {
        let primary = text.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return (2...3).contains(primary.count) && primary.allSatisfy({ $0.isASCII && $0.isLowercase }) ? primary : nil
    }

    /// The files of `files` that share the most folders with `file`: one, or several equally near.
    static func nearest(_ files: [String], to file: String) -> [String] {
        nearest(files.map { ($0, folders($0)) }, to: file)
    }

    private static func folders(_ file: String) -> [Substring] { file.split(separator: "/").dropLast() }

    /// `nearest(_:to:)` over files whose folders are split once.
    private static func nearest(_ files: [(file: String, folders: [Substring])], to file: String) -> [String] {
        let folders = folders(file)
        let shared = files.map { zip(folders, $0.folders).prefix { $0 == $1 }.count }
        guard let most = shared.max() else { return [] }
        return zip(files, shared).filter { $0.1 == most }.map(\.0.file).sorted()
    }

    /// Each reference to a style by name (`.font(.title)`, `.font(AppFont.title)`, `label.font =
    /// .title`, `MaterialTheme.typography.bodyLarge`) is a usage at its own line, with the style of
    /// the member it names (a usage found at the member's line) and the text it is chained to; a
    /// member that is referred to stands no longer as a usage of its own. A name no member defines
    /// is what `undefined` makes of it (Dynamic Type's system font, Material's default), or is
    /// not read (members in a package, computed).
    private mutating func resolveFontMembers(
        _ members: [(file: String, member: SwiftScanner.FontMember)],
        _ references: [(file: String, reference: SwiftScanner.FontReference)],
        undefined: (String, SwiftScanner.FontReference) -> TextUsage?
    ) {
        guard !references.isEmpty else { return }
        struct Place: Hashable {
            var file: String
            var line: Int
        }
        var place: [Place: Int] = [:]  // the first usage found at each place
        for index in usages.indices where place[Place(file: usages[index].file, line: usages[index].line)] == nil {
            place[Place(file: usages[index].file, line: usages[index].line)] = index
        }
        var byName: [String: Int] = [:]  // "Type.name" -> the definition's usage
        for (file, member) in members {
            if let index = place[Place(file: file, line: member.line)] {
                byName["\(member.type).\(member.name)"] = index
            }
        }
        var referenced: Set<Int> = []
        var added: [TextUsage] = []
        for (file, reference) in references {
            let names =
                reference.type.map { ["\($0).\(reference.name)"] } ?? [
                    "Font.\(reference.name)", "UIFont.\(reference.name)",
                ]
            var usage: TextUsage
            if let index = names.lazy.compactMap({ byName[$0] }).first {
                referenced.insert(index)
                usage = usages[index]
                usage.file = file
                usage.line = reference.line
            } else if let unset = undefined(file, reference) {
                usage = unset
            } else {
                continue
            }
            // The view is the referencing Text's: its text, capitals, clip, frame, as its source declares them.
            usage.apply(reference.context)
            usage.kind = .fontReference(reference.written)
            added.append(usage)
        }
        usages = usages.indices.filter { !referenced.contains($0) }.map { usages[$0] } + added
    }

    /// Each call of a Swift font helper (`.font(.poppins(.bold, size: 16))`) is a usage at its own
    /// line with the font the helper makes of its literal arguments (skipped when they are
    /// computed or do not fit it); a helper that is called stands no longer as a usage of its own.
    /// A call of a helper the project does not define (a package's) is not read.
    private mutating func resolveFontCalls(
        _ calls: [(file: String, reference: SwiftScanner.FontReference)],
        _ functions: [(file: String, function: SwiftFontFunctions.Function)], _ enums: [String: [String: String]]
    ) {
        guard !calls.isEmpty else { return }
        struct Place: Hashable {
            var file: String
            var line: Int
        }
        var byName: [String: [(file: String, function: SwiftFontFunctions.Function)]] = [:]
        for function in functions { byName[function.function.name, default: []].append(function) }
        var called: Set<Place> = []
        var added: [TextUsage] = []
        for (file, call) in calls {
            // Overloads of one name, 16 at most.
            let candidates = (byName[call.name] ?? []).filter { call.type == nil || $0.function.type == call.type }
                .prefix(16)
            guard !candidates.isEmpty, let arguments = call.arguments else { continue }
            var usage = TextUsage(file: file, line: call.line, kind: .fontReference(call.written), platform: .ios)
            usage.apply(call.context)
            if let (helper, font) = candidates.lazy.compactMap({ candidate in
                SwiftFontFunctions.font(of: arguments, calling: candidate.function, enums: enums).map {
                    (candidate, $0)
                }
            }).first {
                usage.font = .name(font.name)
                usage.pointSize = font.size
                called.insert(Place(file: helper.file, line: helper.function.line))
            } else {
                usage.skipped = .computed("the font name or size")
                for candidate in candidates {
                    called.insert(Place(file: candidate.file, line: candidate.function.line))
                }
            }
            added.append(usage)
        }
        usages.removeAll {
            guard case .swift = $0.kind else { return false }
            return called.contains(Place(file: $0.file, line: $0.line))
        }
        usages += added
    }

    /// Whether the scan reads a file of a wanted extension: XML only in the folders Android reads
    /// (`layout*`, `values*`, `font`, and the manifest), YAML only `pubspec.yaml`. A file scan does
    /// not read cannot fail it.
    static func isRead(name: String, ext: String, folder: String) -> Bool {
        switch ext {
        case "xml":
            return name == "AndroidManifest.xml" || folder.hasPrefix("layout") || folder.hasPrefix("values")
                || folder == "font"
        case "yaml": return name == "pubspec.yaml"
        default: return true
        }
    }

    private mutating func read(_ path: String, _ relative: String) -> String? {
        do throws(InputFileError) {
            let bytes = try InputFile.read(path, limit: Self.fileLimit)
            filesRead += 1
            // A property list matters only when it lists UIAppFonts (its keys are ASCII, even in a
            // binary one, which is not read).
            if relative.lowercased().hasSuffix(".plist") {
                guard bytes.firstRange(of: Array("UIAppFonts".utf8)) != nil else { return nil }
                if bytes.starts(with: Array("bplist".utf8)) {
                    errors.append(
                        ScanError(
                            file: relative, line: nil,
                            message: "a binary property list that lists UIAppFonts, which "
                                + "inkbox does not read, so the fonts the app registers are unknown "
                                + "(plutil -convert xml1 makes it XML)"))
                    return nil
                }
            }
            do throws(StringSourceError) { return try StringSources.decode(bytes, file: relative) } catch {
                errors.append(error)
                return nil
            }
        } catch {
            errors.append(ScanError(file: relative, line: nil, message: error.reason))
            return nil
        }
    }
}

/// A number written in source: `17`, `17.5`, `17.0`; nil for anything computed.
func literalNumber(_ text: Substring) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isNumber || $0 == "." }), let value = Double(trimmed), value > 0,
        value <= 1000
    else {
        return nil
    }
    return value
}
