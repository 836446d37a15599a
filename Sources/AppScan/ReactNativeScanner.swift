import DesignTokens
import FontValues
import InputFiles
import LineBoxAnalysis

/// React Native styles in JavaScript and TypeScript (`.js`, `.jsx`, `.ts`, `.tsx`): each style of
/// a `StyleSheet.create({ title: {...} })` and each inline `style={{...}}` that names a
/// `fontFamily` is a usage on both platforms a `Text` is drawn on, `react-native-ios` and
/// `react-native-android` (each with its own line box: docs/line-box-models.md, "React Native"),
/// whose `Text` always cuts at its bounds. Read as code (comments blank, strings apart) with
/// Dart's rules, which are JavaScript's for quotes and comments; a template literal is read as code.
enum ReactNativeScanner {
    /// The file types read (`ScanIndex.readers`); one past the file limit is a generated bundle, not
    /// read (`AppScan.walk`).
    static let fileTypes: Set<String> = ["js", "jsx", "ts", "tsx"]

    /// The platforms a React Native `Text` is drawn on.
    static let platforms: [Platform] = [.reactNativeIOS, .reactNativeAndroid]

    /// The scan's reader for these files: only a file that names a style is lexed.
    static let reader: ScanIndex.Reader = { text, file, index in
        // A Metro config's `withNativeWind(config, { inlineRem: 16 })`: the rem NativeWind inlines.
        if text.containsBytes("withNativeWind("), let key = text.firstBytes(of: "inlineRem:"),
            let rem = literalNumber(text[key.upperBound...].prefix(12).prefix { $0 != "," && $0 != "}" && $0 != "\n" })
        {
            index.tailwind.inlineRems[file.folder] = rem
        }
        // An inline `style={{...}}` is React Native's only in a file that names it (`from
        // 'react-native'`); elsewhere it is React DOM's CSS (a Next.js `ImageResponse`), not read.
        let styles =
            text.containsBytes("StyleSheet.create(")
            || ((text.containsBytes("style={{") || text.containsBytes(": TextStyle"))
                && text.containsBytes("react-native"))
        // A `<Text` element of a React Native file may be the project's own `Text`, styled by its
        // props (a screen of Ignite's: `<Text preset="heading" tx="welcome" />`), and so may a
        // component whose name says text (`<AppText variant="title">`) where nothing else makes
        // the file read; a web file's is a web library's (Chakra's `<Text>`), not read.
        let elements = text.containsTag(endingWith: "Text") && text.containsBytes("react-native")
        // Declarations a style may name: read where a file speaks of fonts (`Fonts`, `fontSize`, `FONTS`) or
        // of spacing and padding (`spacing.huge`), and the texts of a module of translations
        // (`app/i18n/fr.ts`) a `tx` prop may name. Every file would cost mattermost twice its time.
        let constants =
            text.containsBytes("font") || text.containsBytes("Font") || text.containsBytes("FONT")
            || text.containsBytes("pacing")
            || text.containsBytes("padding")
            || AppScan.declaredLanguage(script: file.relative, extensions: ["ts", "js"]) != nil
        // The names the project declares numbers: what a Text shows of them is digits (`{streak}`).
        if text.containsBytes(": number") || text.containsBytes(": string") || text.containsBytes("useState")
            || text.containsBytes(" = ref(")
        {
            index.scriptDeclarations.readTypes(text)
        }
        // A file of JSX: its components, and the texts its calls of others pass (`JSXNames`),
        // read as written where the file is not lexed for its styles (a call in a comment adds texts).
        let jsx = text.containsBytes("/>") || text.containsBytes("</")
        guard styles || elements || constants else {
            if jsx { index.scriptDeclarations.readCalls(text) }
            return []
        }
        let code = SourceText(text, .javascript)
        let imports = ScriptDeclarations.imports(code)
        // A text component of its file's name (`Text.tsx`) may pick its style from objects another
        // file declares (`VARIANTS[variant]`, `ScriptDeclarations.picker`).
        let component = Paths.deletingExtension(Paths.name(file.relative))
        let picks = elements && component.first?.isUppercase == true && text.containsBytes(component + "(")
        if styles || constants || picks {
            index.scriptDeclarations.read(code, file: file.relative, imports: imports)
        } else if elements {
            index.scriptDeclarations.readImports(imports, file: file.relative)
        }
        let names = jsx ? index.scriptDeclarations.readCalls(code.text) : nil
        // A `StyleSheet` of another renderer's package (`@react-pdf/renderer`'s PDF pages, whose
        // text nothing clips; aphrodite's CSS) styles no React Native view: no usage.
        if let module = imports["StyleSheet"]?.module, !mayBeReactNative(module) { return [] }
        return styles || elements ? usages(code, file: file.relative, imports: imports, names: names) : []
    }

    /// Whether a module a file imports from may be React Native's or the project's own: React
    /// Native, a package named for it (`react-native-unistyles`, `@react-native-community/...`),
    /// or a path (`./theme`, `@/theme`, `~/theme`); not another package (`@react-pdf/renderer`,
    /// `aphrodite`). A bare path a bundler resolves (`theme/sheets`) reads as a package.
    private static func mayBeReactNative(_ module: String) -> Bool {
        module.containsBytes("react-native") || isProjectPath(module)
    }

    /// Whether a module is a path of the project's (`./theme`, `@/theme`, `~/theme`, `#theme`),
    /// not a package.
    private static func isProjectPath(_ module: String) -> Bool {
        module.hasPrefix(".") || module.hasPrefix("/") || module.hasPrefix("@/") || module.hasPrefix("~")
            || module.hasPrefix("#")
    }

    /// The size React Native draws a Text at when no style gives one, and no Text it sits in
    /// (H: react-native `RCTFont.mm` on iOS, `ViewProps.FONT_SIZE_SP = 14.0f` on Android). A
    /// Text in another inherits that one's size, so it is given only to a Text whose parent is
    /// one of React Native's views (`JSXParents`).
    static let defaultSize = 14.0

    /// The style properties a usage reads (`style`), whose values a constant may give.
    static let readProperties: Set<String> = [
        "fontFamily", "fontSize", "lineHeight", "fontWeight", "fontStyle", "letterSpacing", "height",
        "includeFontPadding", "textTransform", "padding", "paddingVertical", "paddingTop", "paddingBottom",
    ]

    /// The usages of one file, in order (at most one more than `AppScan.usageLimit`). Its objects
    /// are read within a budget of twice its characters: a file of nested or repeated calls costs
    /// what its size warrants. A `<Text>` or `<TextInput>` whose `style` names the file's sheet
    /// styles (`style={styles.title}`, `style={[styles.body, styles.bold, { fontSize: 18 }]}`) is
    /// a usage of them merged in order, later properties over earlier (H: react-native
    /// `StyleSheet.flatten`), with the element's text where it is a literal; a sheet style so used
    /// stands no longer as a usage of its own. Items of anything else (a condition, `active &&
    /// styles.bold`; a prop) are not merged: the usage is the element without them, and says so;
    /// a sheet style only such an item names stays a usage at its own line.
    static func usages(
        _ code: SourceText, file: String, imports: [String: (module: String, name: String)]? = nil,
        names: JSXNames.FileNames? = nil
    ) -> [TextUsage] {
        let text = code.text
        guard text.containsBytes("StyleSheet.create(") || text.containsBytes("style={{") || text.containsBytes("Text")
        else { return [] }
        var usages: [TextUsage] = []
        var budget = 2 * text.utf8.count + 20_000
        // Texts are read (`JSXTexts`, some 32 steps a character) within 16 steps a byte of the file.
        var textBudget = 16 * text.utf8.count + 20_000
        // Walks back to an element's parent (`JSXParents`) within 8 bytes a byte of the file, apart.
        var parentBudget = 8 * text.utf8.count + 20_000
        func entries(from start: String.Index) -> [Substring] { Self.entries(text, from: start, budget: &budget) }
        let sheetStyles = Self.sheetStyles(code, budget: &budget)
        let byName = Dictionary(sheetStyles.map { ($0.name, $0.properties) }, uniquingKeysWith: { first, _ in first })
        var used: Set<String> = []
        // A `Text` the file imports from elsewhere than react-native is the project's own component,
        // whose props may pick its style (`ScriptDeclarations.StylePicker`).
        let imports = imports ?? ScriptDeclarations.imports(code)
        let component = imports["Text"].map { $0.module != "react-native" } ?? false
        // `<Text>`, `<TextInput>`, and Reanimated's and React Native's `<Animated.Text>`; and the
        // project's components imported from a file of their name (`<UiText variant="h2">` of
        // `components/UiText`) or, where their name ends with `Text`, by it from a folder's index
        // file (`import { AppText } from '../components'`; U: the project's one component of that
        // name; every `<Box>` of a design system read as one cost rainbow a third of its scan),
        // whose props may pick their style as `Text`'s do.
        let wrappers = imports.filter { local, source in
            guard local != "Text", local.first?.isUppercase == true, source.module != "react-native" else {
                return false
            }
            let last = source.module.split(separator: "/").last.map(String.init)
            return last == (source.name == "default" ? local : source.name)
                || source.name == local && local.hasSuffix("Text") && Self.isProjectPath(source.module)
        }.keys.sorted()
        let elements =
            (code.codeRanges(of: "<Text") + code.codeRanges(of: "<Animated.Text")).map { ($0, nil as String?) }
            + wrappers.prefix(64).flatMap { tag in code.codeRanges(of: "<" + tag).map { ($0, tag as String?) } }
        let imported = Set(imports.keys)
        for (element, wrapper) in elements.sorted(by: { $0.0.lowerBound < $1.0.lowerBound })
        where usages.count <= AppScan.usageLimit {
            let bound = names?.at(element.lowerBound)
            guard
                budget > 0,
                let found = Self.styledElement(
                    text, at: element, sheets: byName, imported: imported, component: component,
                    wrapper: wrapper, names: bound?.names ?? [:], budget: &budget, textBudget: &textBudget)
            else {
                continue
            }
            // The props' picks first (resolved once every file is read), then each name's
            // properties, then the inline objects', by position: later over earlier.
            var merged: [String: Substring] = [:]
            var order: [String] = []
            let picked: [Substring] =
                component && found.tag == "Text" || wrapper != nil
                ? [
                    "...<\(found.tag)"
                        + found.props.filter { Self.isPick($0.value) }.map { "|\($0.name)=\($0.value)" }.joined()
                ]
                : []
            // Another file's style (`import styles from './Card.style'`) is spread in place once
            // every file is read (`AppScan.resolveScriptStyles`).
            let named = found.names.map { byName[$0] ?? ["..." + $0] }
            // Its classes, under its style (U: NativeWind puts `style` over `className`), once the
            // project's NativeWind theme is known (`AppScan.resolveScriptStyles`).
            let classes: [Substring] =
                found.props.first { $0.name == "className" }.map {
                    ["...className(" + $0.value + ")"]
                } ?? []
            for item in [picked, classes] + named + found.inline.map({ entries(from: $0) }) {
                for property in item {
                    let key = property.prefix { $0 != ":" }.trimmed().trimmingQuotes
                    if merged.updateValue(property, forKey: key) == nil { order.append(key) }
                }
            }
            used.formUnion(found.names)
            // A Text with no size of its own in one of React Native's views: drawn at the default.
            let standalone =
                merged["fontSize"] == nil && found.tag != "TextInput"
                && JSXParents.parent(of: element.lowerBound, in: text, budget: &parentBudget).map(
                    JSXParents.containers.contains) == true
            let preset = found.props.first { $0.name == "preset" }.map { " preset=\"\($0.value)\"" } ?? ""
            let kind =
                found.names.isEmpty
                ? "\(found.tag)\(preset)" : "\(found.tag)\(preset) style={\(found.names.joined(separator: ", "))}"
            usages += style(
                order.compactMap { merged[$0] }, kind: kind, file: file, line: code.lines.line(of: element.lowerBound),
                defaultSize: standalone ? Self.defaultSize : nil
            ).map { Self.element($0, found, component: bound?.component) }
        }
        usages += definitions(sheetStyles, unused: { !used.contains($0) }, code: code, file: file, after: usages.count)
        // `<Text style={{ fontFamily: 'Brand', fontSize: 16 }}>`.
        for inline in code.codeRanges(of: "style={{") where usages.count <= AppScan.usageLimit {
            usages += style(
                entries(from: inline.upperBound), kind: "style={{...}}", file: file,
                line: code.lines.line(of: inline.lowerBound))
        }
        return usages.sorted { $0.line < $1.line }
    }

    /// The usages of the sheet styles no element of the file uses, at their lines (after `listed`
    /// usages, within `AppScan.usageLimit`), where the file may draw them otherwise (`namedStyles`):
    /// a style nothing in the file names, of a sheet that goes nowhere else, draws nothing; one of
    /// a sheet the file exports, what another file says (`AppScan.resolveScriptStyles`).
    private static func definitions(
        _ sheetStyles: [(name: String, properties: [Substring], line: Int, kind: String)],
        unused: (String) -> Bool, code: SourceText, file: String, after listed: Int
    ) -> [TextUsage] {
        let reach = namedStyles(code, among: Set(sheetStyles.map(\.name)))
        var usages: [TextUsage] = []
        for style in sheetStyles where unused(style.name) && listed + usages.count <= AppScan.usageLimit {
            guard let reach = reach(style.name) else { continue }
            for var usage in self.style(style.properties, kind: style.kind, file: file, line: style.line) {
                if case .exported(let sheet) = reach { usage.exportedSheet = sheet }
                usages.append(usage)
            }
        }
        return usages
    }

    /// A usage of an element's style with what the element says of its text: its texts, or the
    /// expression that gives them; capitals; a one-line field's centring; the items not merged.
    private static func element(_ usage: TextUsage, _ found: StyledElement, component: JSXNames.Component?) -> TextUsage
    {
        var usage = usage
        usage.text = found.text
        usage.translations = found.otherTexts.map { TokenText($0) }
        usage.jsxBody = usage.text == nil ? found.body : nil
        usage.jsxComponent = usage.jsxBody == nil ? nil : component
        usage.textKey = found.text == nil ? found.textKey : nil
        usage.allCaps = usage.allCaps || found.upper
        // A one-line field centres its line in a fixed height (M: UIKit's UITextField,
        // `contentVerticalAlignment` .center; H: Android's `Widget.EditText` gravity
        // `center_vertical`); a multi-line one starts at its top.
        usage.centredInHeight = found.tag == "TextInput" && !found.multiline
        if !found.others.isEmpty {
            usage.addNote(
                "checked without the style items that are not this file's sheet styles or objects: "
                    + found.others.joined(separator: ", "))
        }
        return usage
    }

    /// How a file's style may be drawn.
    enum StyleReach {
        /// By the file: it names the style beside its declaration (`styles.title`), or gives its
        /// sheet whole (`styles[kind]`, `flatten(styles)`); or the sheet has no name.
        case here
        /// Only by a file that imports the sheet the file exports by its name (`export const
        /// styles =`); one exported as a default (`export default styles`), which the importer
        /// names, is given whole.
        case exported(String)
    }

    /// How the file may draw each of its styles (`styles.title`, `$label`); nil where nothing
    /// can: a style of a sheet that goes nowhere else and that the file never names. One pass over the code.
    static func namedStyles(_ code: SourceText, among names: Set<String>) -> (String) -> StyleReach? {
        let bytes = Array(code.text.utf8)
        let owners = Set(names.map { $0.split(separator: ".", maxSplits: 1).first.map(String.init) ?? $0 })
        let lengths = Set(owners.map(\.utf8.count))
        var named: Set<String> = []
        var gone: Set<String> = []  // given whole
        var exported: Set<String> = []
        var next = 0  // the first string literal that ends after the offset read
        var offset = 0
        func word(from start: Int) -> Int {
            var end = start
            while end < bytes.count, isScriptNameByte(bytes[end]) { end += 1 }
            return end
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            guard isScriptNameByte(byte) else {
                offset += 1
                continue
            }
            let end = word(from: offset)
            defer { offset = end }
            while next < code.strings.count, code.strings[next].upperBound <= offset { next += 1 }
            // Not a member (`theme.styles`), but a spread is a use (`...$base`).
            let member =
                offset > 0 && bytes[offset - 1] == UInt8(ascii: ".")
                && !(offset > 2 && bytes[offset - 2] == UInt8(ascii: ".") && bytes[offset - 3] == UInt8(ascii: "."))
            guard lengths.contains(end - offset), !member,
                next == code.strings.count || !code.strings[next].contains(offset)
            else { continue }
            let owner = String(decoding: bytes[offset..<end], as: UTF8.self)
            guard owners.contains(owner) else { continue }
            // Its declaration (`const styles =`, `export const $label: TextStyle =`).
            let line = String(
                decoding: bytes[max(0, offset - 100)..<offset].split(separator: UInt8(ascii: "\n")).last ?? [],
                as: UTF8.self)
            if ["const ", "let ", "var "].contains(where: line.hasSuffix) {
                if line.containsBytes("export ") { exported.insert(owner) }
                continue
            }
            if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
                let member = word(from: end + 1)
                named.insert(owner + "." + String(decoding: bytes[(end + 1)..<member], as: UTF8.self))
            } else {
                named.insert(owner)
                gone.insert(owner)
            }
        }
        return { name in
            let owner = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
            if named.contains(name) || gone.contains(owner) || name.hasPrefix(".") { return .here }
            return exported.contains(owner) ? .exported(owner) : nil
        }
    }

    /// Whether a prop's value may name a pick (`heading`, `xs`, `semi-bold`): a word, nothing else.
    static func isPick(_ value: String) -> Bool {
        !value.isEmpty && value.count <= 64 && value.allSatisfy { $0.isLetter || $0.isNumber || "_-".contains($0) }
    }

    /// The key of a text shown through a translation call, `{I18n.t('welcome')}`, `{t("a.b")}`,
    /// `{translate('key', { name })}` (i18n-js, i18next, Ignite): a call of `t` or `translate`
    /// whose first argument is a string literal; nil for anything else.
    static func translationKey(_ body: Substring) -> String? {
        let inner = body.trimmed()
        guard inner.first == "{", inner.last == "}", let open = inner.firstIndex(of: "(") else { return nil }
        let callee = inner.dropFirst()[..<open].trimmed()
        guard ["t", "translate"].contains(callee.split(separator: ".").last.map(String.init) ?? ""),
            callee.allSatisfy({ $0.isLetter || $0.isNumber || "_$.".contains($0) })
        else { return nil }
        let arguments = inner[inner.index(after: open)...].dropLast().trimmed()
        guard let quote = arguments.first, quote == "'" || quote == "\"",
            let close = arguments.dropFirst().firstIndex(of: quote),
            arguments[arguments.index(after: close)...].trimmed().first.map({ $0 == ")" || $0 == "," }) == true
        else { return nil }
        let key = arguments[arguments.index(after: arguments.startIndex)..<close]
        return key.isEmpty || key.contains("\\") ? nil : String(key)
    }

    /// What a `<Text ...>` or `<TextInput ...>` element gives its style.
    struct StyledElement {
        var tag: String
        /// The sheet styles its `style={...}` names (`styles.title`, `$label`), in order.
        var names: [String] = []
        /// The index after each `{` of the inline objects its `style` holds, in order.
        var inline: [String.Index] = []
        /// Its text, where the source gives it (`>Hello<`, `JSXTexts`, or a `text="Hello"` prop).
        var text: String?
        /// The other texts its body may show (`{busy ? 'Connexion...' : 'Se connecter'}`'s second).
        var otherTexts: [String] = []
        /// Its body, where it names what is not known yet (`{streak}`).
        var body: String?
        /// Its other style items as written (a condition, a prop, a style of another file).
        var others: [String] = []
        /// A `TextInput` of more than one line (`multiline`).
        var multiline = false
        /// Its text is upper-cased in place (`{title.toUpperCase()}`).
        var upper = false
        /// Its props given as string literals (`preset="heading"`), in order.
        var props: [(name: String, value: String)] = []
        /// The translation key its text is shown by (`ReactNativeScanner.translationKey`, or the
        /// project's `Text`'s `tx="welcome"`).
        var textKey: String?
    }

    /// What an element gives its style; nil where it gives no sheet style and is not the project's
    /// own `Text` (`component`) or another component of the project's (`wrapper`, its name), or is
    /// not such an element. The opening tag is read within 4,000 characters and what is left of
    /// `budget`; its texts within what is left of `textBudget`.
    static func styledElement(
        _ text: String, at element: Range<String.Index>, sheets: [String: [Substring]],
        imported: Set<String> = [], component: Bool = false, wrapper: String? = nil, names: [String: [String]] = [:],
        budget: inout Int, textBudget: inout Int
    ) -> StyledElement? {
        var index = element.upperBound
        let input = wrapper == nil && text[index...].hasPrefix("Input")
        if input { index = text.index(index, offsetBy: 5) }
        guard let after = text[index...].first,
            after.isBlank || (wrapper != nil || component && !input) && (after == ">" || after == "/")
        else { return nil }
        let animated = text[element].hasPrefix("<Animated.") ? "Animated." : ""
        var found = StyledElement(tag: wrapper ?? animated + (input ? "TextInput" : "Text"))
        var depth = 0
        var quote: (character: Character, start: String.Index)?
        var styleStart: String.Index?
        var textStart: String.Index?
        var textValue: Substring?
        var style: Substring?
        var end: String.Index?
        // Each character read counts against the file's budget: a file of tags that never close
        // (`<Text {{{{...`) costs what its size warrants.
        var read = 0
        defer { budget -= read }
        while read < min(4_000, budget), index < text.endIndex, end == nil {
            read += 1
            let character = text[index]
            if let open = quote {
                if character == open.character {
                    quote = nil
                    // `name="literal"` at the tag's own level, or `name={"literal"}`: a prop.
                    let next = text.index(after: index)
                    let braced =
                        depth == 1 && character != "`" && text.has("={", before: open.start) && next < text.endIndex
                        && text[next] == "}"
                    if depth == 0 && character == "\"" && text.has("=", before: open.start) || braced,
                        found.props.count < 32
                    {
                        let equals = text.index(open.start, offsetBy: braced ? -2 : -1)
                        let start = text.start(ofRunBefore: equals, within: 40, where: \.isLetter)
                        if start < equals {
                            found.props.append(
                                (String(text[start..<equals]), String(text[text.index(after: open.start)..<index])))
                        }
                    }
                }
            } else if character.isScriptQuote {
                quote = (character, index)
            } else if character == "{" {
                if depth == 0, text.has("style=", before: index),
                    text.has(" style=", before: index) || text.has("\nstyle=", before: index)
                        || text.has("\tstyle=", before: index)
                {
                    styleStart = text.index(after: index)
                }
                // `text={busy ? 'Connexion...' : label}`: read as a body is (`JSXTexts`).
                if depth == 0, text.has(" text=", before: index) || text.has("\ntext=", before: index) {
                    textStart = index
                }
                depth += 1
            } else if character == "}" {
                depth -= 1
                if depth == 0, let start = styleStart, style == nil { style = text[start..<index] }
                if depth == 0, let start = textStart, textValue == nil { textValue = text[start...index] }
            } else if character == ">", depth == 0 {
                end = text.index(after: index)
            } else if character == "<", depth == 0 {
                // Another tag before this one closes: not an element (a file of `<Text a` costs
                // what its size warrants).
                break
            }
            index = text.index(after: index)
        }
        guard let end else { return nil }
        found.multiline =
            input && text[element.upperBound..<end].containsBytes("multiline")
            && !text[element.upperBound..<end].containsBytes("multiline={false}")
        if let style { readStyle(style, into: &found, sheets: sheets, imported: imported) }
        // A style given only as something else (a prop, a condition) is not this file's to read.
        // So is one styled by classes alone (`className="text-xl"`), which NativeWind may make a style.
        guard
            !found.names.isEmpty || component || wrapper != nil
                || found.props.contains(where: { $0.name == "className" })
        else { return nil }
        readTexts(
            text, after: end, textValue: textValue, names: names, component: component, into: &found,
            textBudget: &textBudget)
        return found
    }

    /// An element's texts: its body up to the next tag (`JSXTexts`), else its `text` prop
    /// (`text="Go"`, `text={...}`), within `textBudget`; capitals and its translation key.
    private static func readTexts(
        _ text: String, after end: String.Index, textValue: Substring?, names: [String: [String]], component: Bool,
        into found: inout StyledElement, textBudget: inout Int
    ) {
        let closing = text[text.index(before: end)...].first == ">" && text[..<text.index(before: end)].last == "/"
        let body = closing ? "" : JSXTexts.body(text[end...].prefix(2_000))
        let shown = body.allSatisfy(\.isBlank) ? textValue ?? body : body
        textBudget -= 32 * shown.utf8.count
        let texts = textBudget > 0 ? JSXTexts.texts(shown, names: JSXTexts.Names(texts: names)) : nil
        found.text = texts?.first.flatMap { $0.isEmpty ? nil : $0 } ?? found.props.first { $0.name == "text" }?.value
        if found.text != nil {
            found.otherTexts = Array((texts ?? []).dropFirst())
        } else if texts == nil, textBudget > 0 {
            // Read again with the names the project declares numbers (`AppScan.resolveTexts`).
            found.body = String(shown)
        }
        found.upper = body.containsBytes(".toUpperCase()") || body.containsBytes(".toLocaleUpperCase(")
        found.textKey =
            (component ? found.props.first { $0.name == "tx" }?.value : nil) ?? translationKey(body.prefix(400))
    }

    /// The items of an element's `style={...}` (one, or a list's): where each inline object
    /// starts, each name of a sheet style or of an imported module's (`styles.title`,
    /// `Card.styles.x`), and anything else as written (a condition, a prop).
    private static func readStyle(
        _ style: Substring, into found: inout StyledElement, sheets: [String: [Substring]], imported: Set<String>
    ) {
        guard let first = style.firstIndex(where: { !$0.isBlank }),
            let last = style.lastIndex(where: { !$0.isBlank })
        else { return }
        let items =
            style[first] == "[" && style[last] == "]" && first < last
            ? splitTopLevel(style[style.index(after: first)..<last]) : [style]
        for item in items {
            let trimmed = item.drop(while: \.isBlank)
            if trimmed.first == "{" {
                found.inline.append(trimmed.index(after: trimmed.startIndex))
                continue
            }
            let name = String(trimmed.prefix { $0.isNamePart || $0 == "." || $0 == "$" })
            let root = name.prefix { $0 != "." }
            if sheets[name] != nil || root.count < name.count && imported.contains(String(root)),
                trimmed.dropFirst(name.count).allSatisfy(\.isBlank)
            {
                found.names.append(name)
            } else {
                found.others.append(String(trimmed.trimmed().prefix(60)))
            }
        }
    }

    /// A list's items, split at its own commas, or at `separator` (strings, with their escapes, and
    /// brackets kept whole); an item of white space alone is none.
    static func splitTopLevel(_ list: Substring, at separator: (Character) -> Bool = { $0 == "," }) -> [Substring] {
        var items: [Substring] = []
        var start = list.startIndex
        list.eachOutsideStrings { index, depth in
            if depth == 0, separator(list[index]) {
                items.append(list[start..<index])
                start = list.index(after: index)
            }
            return true
        }
        items.append(list[start...])
        return items.filter { !$0.allSatisfy(\.isBlank) }
    }

    /// The name a declaration gives the call at `index`: `const styles = ` (or `let`, `var`,
    /// `export const`), within 200 characters before it.
    static func declaredName(_ text: String, before index: String.Index) -> String? {
        let before = text[..<index].reversed().drop(while: \.isBlank)
        guard before.first == "=" else { return nil }
        let name = String(
            before.dropFirst().drop(while: \.isBlank).prefix(200).prefix(while: ScriptDeclarations.isIdentifier)
                .reversed())
        return name.isEmpty ? nil : name
    }

    /// The usages a style object's properties make, one per platform; none where it names no
    /// `fontFamily` or `'System'` (the platform font, not the project's to check). With no
    /// `fontSize`, a usage is drawn at `defaultSize` where one is given, else skipped.
    static func style(
        _ properties: [Substring], kind: String, file: String, line: Int, defaultSize: Double? = nil
    ) -> [TextUsage] {
        // Only a style that names a family or spreads another may be one (most of a sheet's styles
        // lay views out): the rest are passed over before their properties are read.
        guard properties.contains(where: { $0.containsBytes("fontFamily") || $0.containsBytes("...") }) else {
            return []
        }
        var values: [String: Substring] = [:]
        for property in properties {
            let name = property.prefix { $0 != ":" }.trimmed().trimmingQuotes
            values[name] = Substring(property.drop { $0 != ":" }.dropFirst().trimmed())
        }
        // A spread (`...shared.text`, `...Platform.select({...})`), a constant (`Fonts.bold`) or a
        // platform's choice (`Platform.OS === 'ios' ? 'A' : 'B'`, `PlatformChoice`) is read once
        // every file is (`AppScan.resolveScriptStyles`); until then the usage waits.
        let spreads = values.keys.contains { $0.hasPrefix("...") }
        let pending =
            spreads
            || readProperties.contains { name in
                values[name].map { ScriptDeclarations.isReference($0) || PlatformChoice.isChoice($0) } ?? false
            }
        // `'System'` is the platform font on iOS (H: react-native `RCTFont.mm`, "Handle system font
        // as special case") and on Android, which has no asset of that name (M): not listed.
        guard let written = values["fontFamily"] ?? (spreads ? "" : nil),
            SwiftScanner.stringLiteral(written) != "System"
        else { return [] }
        return platforms.map { platform in
            var usage = TextUsage(file: file, line: line, kind: .fontReference(kind), platform: platform)
            usage.defaultPointSize = defaultSize
            if pending { usage.scriptProperties = properties.map { String($0.drop(while: \.isBlank)) } }
            guard let family = SwiftScanner.stringLiteral(written) else {
                usage.skipped = .computed("fontFamily")
                return usage
            }
            let slope = values["fontStyle"].flatMap(SwiftScanner.stringLiteral)
            let italic = slope == "italic"
            let weight = values["fontWeight"].flatMap(fontWeight)
            // A weight, slope or padding that is not a literal picks a font or a line box not known here.
            for (name, read) in [
                ("fontWeight", weight != nil), ("fontStyle", italic || slope == "normal"),
                ("includeFontPadding", ["true", "false"].contains(values["includeFontPadding"] ?? "")),
            ] where values[name] != nil && !read {
                usage.skipped = .computed(name)
            }
            usage.weight =
                weight.map { FontWeight(value: $0, italic: italic) }
                ?? (italic ? FontWeight(value: 400, italic: true) : nil)
            if platform == .reactNativeIOS {
                usage.font = .name(family)
            } else if var system = PlatformFamily.android(family) {
                // A system family's name (`monospace`, `sans-serif-medium`): with no asset of that
                // name (M: no app ships one), React Native asks the system for it (H: react-native
                // `ReactFontManager`, an asset else `Typeface.create(family, style)`), at the weight asked.
                if let weight { system.weight = weight }
                usage.unresolved = .platformFamily(family)
                usage.font = .platform(system)
            } else {
                usage.font = .fileNamed(androidAsset(family, weight: weight ?? 400, italic: italic), family: family)
            }
            readSizes(values, defaultSize: defaultSize, into: &usage)
            // A fixed height (`height: 20`): the box the Text cuts its ink at; a percentage is no fixed height.
            if let height = values["height"].flatMap(literalNumber) { usage.height = height }
            // Top and bottom padding are room inside the bounds a Text cuts at (M: iOS draws the text
            // into a backing store of its bounds; H: Android's TextView.onDraw clips its top and
            // bottom at the view's edges); not a TextInput's, whose field may cut at its text rect
            // (U). The most specific property wins (H: Yoga, `paddingTop` over `paddingVertical` over
            // `padding`); one that is not a number gives no room, and the usage says so.
            for (edge, names) in kind.hasPrefix("TextInput")
                ? []
                : [
                    ("top", ["paddingTop", "paddingVertical", "padding"]),
                    ("bottom", ["paddingBottom", "paddingVertical", "padding"]),
                ]
            {
                guard let written = names.lazy.compactMap({ values[$0] }).first else { continue }
                guard let room = literalNumber(written) else {
                    if !pending, written.trimmed() != "0" {
                        usage.note = "its \(edge) padding is not a number here: no room counted"
                    }
                    continue
                }
                if edge == "top" { usage.padding.top = room } else { usage.padding.bottom = room }
            }
            if platform == .reactNativeAndroid, let padding = values["includeFontPadding"] {
                usage.includeFontPadding = padding == "true"
            }
            usage.allCaps = values["textTransform"].flatMap(SwiftScanner.stringLiteral) == "uppercase"
            return usage
        }
    }

    /// A style's size (else `defaultSize`, said), line height and letter spacing; a value that is
    /// not a literal number is computed.
    private static func readSizes(_ values: [String: Substring], defaultSize: Double?, into usage: inout TextUsage) {
        if let size = values["fontSize"] {
            if let points = literalNumber(size) {
                usage.pointSize = points
            } else {
                usage.skipped = .computed("fontSize")
            }
        } else if let defaultSize {
            usage.pointSize = defaultSize
            usage.addNote("React Native's default size, \(Int(defaultSize)): no style gives one, no Text holds it")
        } else {
            usage.skipped = .noPointSize
        }
        if let height = values["lineHeight"] {
            if let points = literalNumber(height) {
                usage.lineHeight = .fixed(points)
            } else {
                usage.skipped = .computed("lineHeight")
            }
        }
        if let spacing = values["letterSpacing"] {
            if let points = Double(spacing), points.isFinite, abs(points) < 1_000 {
                usage.letterSpacing = .absolute(points)
            } else {
                usage.skipped = .computed("letterSpacing")
            }
        }
    }

    /// The asset React Native on Android draws a family from: `fonts/{family}.ttf`, or
    /// `{family}_bold`, `_italic`, `_bold_italic` for a weight of 700 or more and an italic slope
    /// (H: react-native `ReactFontManager.createAssetTypeface`, `TypefaceStyle.nearestStyle`);
    /// without that file it draws a system font of that name, not the family's other files.
    static func androidAsset(_ family: String, weight: Int, italic: Bool) -> String {
        family + (weight >= 700 ? (italic ? "_bold_italic" : "_bold") : (italic ? "_italic" : ""))
    }

    /// `'bold'`, `'normal'`, `'100'`...`'900'`, or a number (`fontWeight: 600`).
    static func fontWeight(_ written: Substring) -> Int? {
        let value = SwiftScanner.stringLiteral(written) ?? String(written)
        switch value {
        case "normal": return 400
        case "bold": return 700
        default: return Int(value).flatMap { (100...900).contains($0) && $0 % 100 == 0 ? $0 : nil }
        }
    }

    /// The entries of the object literal whose `{` is just before `start` (or the items of an array
    /// whose `[` is, `closing` "]"), split at its own commas (strings, brackets and nested objects
    /// kept whole), up to its `}`; none where it does not close within 20,000 bytes and what is
    /// left of `budget`, 16 levels deep. As `SwiftScanner.call` splits a call, but each entry a slice
    /// of `text` (its place is its line) and a backtick a quote.
    static func entries(
        _ text: String, from start: String.Index, closing: Character = "}", budget: inout Int
    ) -> [Substring] {
        // Over the UTF-8 bytes: every delimiter is ASCII, so each slice starts and ends on one.
        let bytes = text.utf8
        let close = closing.asciiValue ?? UInt8(ascii: "}")
        var entries: [Substring] = []
        var depth = 0
        var quote: UInt8?
        var entryStart = start
        var index = start
        var read = 0
        defer { budget -= read }
        while index < bytes.endIndex, read < min(20_000, budget) {
            let byte = bytes[index]
            if let open = quote {
                if byte == UInt8(ascii: "\\") {
                    index = bytes.index(after: index)
                    read += 1
                } else if byte == open {
                    quote = nil
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"): quote = byte
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    guard depth < 16 else { return [] }
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 {
                        // Only an object that closes is read: one cut short would lose its last properties.
                        guard byte == close else { return [] }
                        entries.append(text[entryStart..<index])
                        return entries.filter { !$0.allSatisfy(\.isBlank) }
                    }
                    depth -= 1
                case UInt8(ascii: ",") where depth == 0:
                    entries.append(text[entryStart..<index])
                    entryStart = bytes.index(after: index)
                default: break
                }
            }
            if index < bytes.endIndex { index = bytes.index(after: index) }
            read += 1
        }
        return []
    }
}

extension String {
    /// The text without one pair of surrounding quotes: a JavaScript object key's (`'title'`), a
    /// pubspec value's.
    var trimmingQuotes: String {
        guard let first, let last = self.last, count >= 2, first == last, first == "'" || first == "\"" else {
            return self
        }
        return String(dropFirst().dropLast())
    }
}
