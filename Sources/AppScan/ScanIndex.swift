import DesignTokens
import FontValues
import Foundation
import InputFiles
import JSONText
import LineBoxAnalysis
import TextSources

/// A file the scan reads: its path, its path below the scanned root, and the type it is read as
/// (`ScanIndex.type(name:ext:folder:)`).
struct ScanFile {
    var path: String
    var relative: String
    var type: String

    /// The folder of `relative` ("" for the scanned folder itself).
    var folder: String { Paths.folder(relative) }
}

/// What the scan learns of a project from its files before it resolves any usage: each
/// language's declarations, filled by the readers (one per file type, `ScanIndex.readers`) and
/// read by `AppScan`'s resolve steps. Parse, index, resolve: a reader never looks at another
/// file; what one file names and another defines meets here.
struct ScanIndex {
    /// The languages the project declares (folders, catalogs, `supportedLocales`, `<html lang>`).
    var declared: [Platform: Set<String>] = [:]
    /// The characters of the app's own strings (`AppScan.shownCharacters`), by platform, and the
    /// platforms one of whose strings files could not be read: their set is not whole, so not used.
    var shown: [Platform: Set<Unicode.Scalar>] = [:]
    var unreadStrings: Set<Platform> = []
    /// The font file names an iOS app registers (`AppScan.appFonts`), and what Swift registers in code.
    var appFonts: Set<String> = []
    var registeredNames: Set<String> = []
    var registeredExtensions: Set<String> = []
    /// Where the project sets Flutter's text scaling itself (`AppScan.flutterTextScaling`).
    var flutterTextScaling: [String] = []

    // Android resources: read before the layouts that name them.
    /// A `res/font/` file by its resource name.
    var androidFonts: [String: String] = [:]
    var androidStrings: [String: String] = [:]
    /// A string's text in each other locale (the first in path order).
    var androidTranslations: [String: [TokenText]] = [:]
    var androidTranslated: Set<[String]> = []
    /// A font-family XML resource by its name.
    var androidFamilies: [String: ShippedFamily] = [:]
    /// The default `values/` folder's dimensions.
    var androidDimens: [String: String] = [:]
    var androidStyles: [String: AndroidScanner.Style] = [:]
    var styleChains = AndroidScanner.StyleChains([:])
    /// Each manifest's folder and its application theme.
    var androidThemes: [(folder: String, theme: String)] = []

    // Swift.
    var swiftMembers: [(file: String, member: SwiftScanner.FontMember)] = []
    var swiftReferences: [(file: String, reference: SwiftScanner.FontReference)] = []
    var swiftFunctions: [(file: String, function: SwiftFontFunctions.Function)] = []
    var swiftEnums: [String: [String: String]] = [:]
    /// Views that take a style (`SwiftDesignSystem.Wrapper`), and every Swift file, where their calls are looked for.
    var swiftWrappers: [SwiftDesignSystem.Wrapper] = []
    var swiftSubclasses: [SwiftDesignSystem.Subclass] = []
    var swiftViewFunctions: [SwiftDesignSystem.ViewFunction] = []
    var swiftSources: [(file: String, source: SourceText)] = []
    /// Enum cases and computed properties, for styles worked out case by case.
    var swiftStyles = SwiftStyleIndex()
    /// SwiftGen's generated fonts, by `Family.style` (`SwiftGenFonts`).
    var swiftGenFonts: [String: SwiftGenFonts.Font] = [:]

    // Kotlin and Dart: read together once all are known, one names the values and styles another
    // uses (`Fonts.raleway`, `TextStyles.body1`).
    var styleSources: [Platform: [(file: String, source: SourceText)]] = [:]
    /// Compose text composables with a default style (`ComposeWrapper`).
    var composeWrappers: [ComposeWrapper] = []
    /// A Kotlin `FontFamily` by its name, and what it ships.
    var composeFamilies: [String: ShippedFamily] = [:]
    /// Families loaded through an enum of font files (`ComposeFontLoads`): they join
    /// `composeFamilies` once every Kotlin file is read.
    var composeFontLoads = ComposeFontLoads()
    /// Each file's Material theme styles (Compose `Typography`, Flutter `TextTheme`), the first
    /// call's, and their uses; a project's own typography classes join them when resolved (`ProjectThemes`).
    var themeSlots: [ThemeKey: [String: [String: ThemeSlot]]] = [:]
    var themeReferences: [ThemeKey: [(file: String, reference: SwiftScanner.FontReference)]] = [:]
    /// The usages to come, counted as files are read (`AppScan.totalUsageLimit`): the theme styles
    /// used, the `TextStyle(`s written, the style rules that set a font.
    var usagesToCome = 0
    /// Flutter's `ThemeData(fontFamily:)` calls: the family text that sets none takes.
    var flutterThemeFamilies: [ThemeFamily] = []
    /// A Flutter family by name: the pubspec that declares it and its assets.
    var flutterFamilies: [String: (pubspec: String, assets: ShippedFamily)] = [:]
    var dartPackages = DartPackages()
    /// Flutter files whose theme overrides the ambient one, by the widget classes that build it.
    var themeOverrides: [String: Set<String>] = [:]

    // Style sheets: read together, what `:root`, `html` and `body` set in one applies to all.
    var sheets: [CSSScanner.Sheet] = []
    /// The `@font-face`s of the sheets and Next.js's local fonts, with the file that declares each.
    var cssFaces: [CSSFace] = []
    typealias CSSFace = (file: String, family: String, url: String, later: [String])
    /// Tailwind CSS classes in templates, resolved with the theme once every file is read.
    var tailwind = TailwindProject()
    /// The custom properties Next.js's fonts define for the document (`NextFonts`), by name.
    var nextFontProperties: [String: String] = [:]
    /// The families a font provider serves the web (`next/font/google`; a sheet's or a page's
    /// link to Google Fonts or Fontshare, `FontLinks`), lowercased, with where each is asked for.
    var downloadedFamilies: [String: String] = [:]
    /// Every character of the project's scripts: React Native's shown text
    /// with its translations' (`AppScan.resolve`).
    var scriptCharacters = ScalarBits()
    /// Every character of the project's templates, HTML documents, server templates and Markdown,
    /// and how many of their texts hold each: with the scripts', the web's (`AppScan.resolve`).
    var markupCharacters = ScalarBits()
    var markupShares = CharacterShares()

    /// How many of the app's strings hold each character, by platform (`CharacterShares`), and
    /// the scripts' strings, React Native's.
    var shares: [Platform: CharacterShares] = [:]
    var scriptShares = CharacterShares()
    /// The HTML documents, read again for their elements when the sheets are (`StyledDocuments`).
    var documents: [ScanFile] = []
    /// The texts of the templates' elements by each class they carry (nil: not known whole), at
    /// most 64 a class and a nil for more: a rule no document links takes them
    /// (`StyledDocuments.templateTexts`).
    var classTexts: [String: [String?]] = [:]
    /// JavaScript and TypeScript constants and objects a React Native style may name or spread.
    var scriptDeclarations = ScriptDeclarations()
    /// The strings of a JavaScript app's JSON translations (`locales/fr.json`), by language and
    /// then key, nested keys joined by dots (`welcome.title`, i18next's and i18n-js's lookup).
    var translations: [String: [String: String]] = [:]
}

extension ScanIndex {
    /// The characters of an iOS strings file (`.strings`, `.xcstrings`), as written. One that
    /// cannot be read (an old-style property list) leaves iOS's set unused.
    mutating func show(_ text: String, file: ScanFile) {
        let strings: [LocalizedString]
        do throws(StringSourceError) { strings = try StringSources.parse(Array(text.utf8), file: file.relative) } catch
        {
            unreadStrings.insert(.ios)
            return
        }
        shown[.ios, default: []].formUnion(Self.shownCharacters(strings.map(\.text)))
        for string in strings { shares[.ios, default: CharacterShares()].add(string.text) }
    }

    /// The characters strings show, as written (a view that shows them in capitals adds their
    /// capitals: `withCapitals`), gathered as bits over their UTF-8 bytes (`ScalarBits`).
    static func shownCharacters(_ strings: [String]) -> Set<Unicode.Scalar> {
        var shown = ScalarBits()
        for string in strings { shown.add(string) }
        return shown.scalars
    }

    /// `shown` with each character's capital: a string's upper case is its characters' each
    /// upper-cased, `ß` as `SS` (Unicode's full mapping to upper case needs no context).
    static func withCapitals(_ shown: Set<Unicode.Scalar>) -> Set<Unicode.Scalar> {
        shown.reduce(into: shown) { $0.formUnion(String($1).uppercased().unicodeScalars) }
    }

    /// A kind of theme: Material's (`type` nil) or a project's typography class, on a platform.
    struct ThemeKey: Hashable {
        var platform: Platform
        var type: String?
        /// Compose: the Material library whose `MaterialTheme` a file uses and whose `Typography` it
        /// makes (`ComposeScanner.materialLibrary`); a use is resolved among its library's themes only.
        var library: String?
        /// Compose: a `Typography` of that library the project names and uses by its name
        /// (`AppTypography.bodyLarge`), not through `MaterialTheme` (`ProjectThemes`).
        var instance: String? = nil
    }

    /// A style a theme sets: its line, the value written and, for a `TextStyle(...)`, its arguments.
    typealias ThemeSlot = (line: Int, value: StyleSyntax.Value, arguments: [Substring])

    /// How a file of one type is read: what it declares goes into the index; the usages it holds
    /// on its own are returned.
    typealias Reader =
        @Sendable (_ text: String, _ file: ScanFile, _ index: inout ScanIndex) throws(ScanError) ->
        [TextUsage]

    /// The types resources come in: read before all others, which name them.
    static let resourceTypes: Set<String> = ["values", "manifest"]
    /// The types a file has by its name and folder, not by its extension.
    static let placedTypes: Set<String> = [
        "manifest", "layout", "values", "fontxml", "pubspec", "xcodegen", "packagejson", "tsconfig", "tailwindconfig",
        "unoconfig", "prose", "pagetemplate",
    ]
    /// The types read only for the web's characters: Markdown and its kin, server templates.
    static let pageTextTypes: Set<String> = ["prose", "pagetemplate"]

    /// The type a file is read as: its extension, or, for XML and YAML, what it is where Android
    /// and Flutter read it (`layout`, `values`, `fontxml`, `manifest`, `pubspec`; any other YAML is
    /// read as an XcodeGen spec, `xcodegen`); nil for a file
    /// the scan does not read, which cannot fail it.
    static func type(name: String, ext: String, folder: String) -> String? {
        let type: String?
        switch ext {
        case "xml":
            type =
                name == "AndroidManifest.xml"
                ? "manifest"
                : isResourceFolder(folder, "layout")
                    ? "layout" : isResourceFolder(folder, "values") ? "values" : folder == "font" ? "fontxml" : nil
        case "yaml", "yml": type = name == "pubspec.yaml" ? "pubspec" : "xcodegen"
        case "htm": type = "html"
        case "md", "mdx", "markdown", "rst", "adoc": type = "prose"
        case "php", "erb", "twig", "hbs", "handlebars", "ejs", "njk", "liquid", "pug", "jade", "jinja", "jinja2", "j2",
            "cshtml", "razor", "jsp", "haml", "slim", "mustache":
            type = "pagetemplate"
        case "json":
            type =
                name == "package.json"
                ? "packagejson" : ["tsconfig.json", "jsconfig.json"].contains(name) ? "tsconfig" : nil
        case "js", "cjs", "mjs", "ts", "mts":
            type =
                name.hasPrefix("tailwind.config.")
                ? "tailwindconfig"
                : name.hasPrefix("uno.config.") || name.hasPrefix("unocss.config.") ? "unoconfig" : ext
        // A type named for where a file is, never for its extension: `runner.exe.manifest` (a
        // Windows runner's) is no AndroidManifest.xml.
        default: type = placedTypes.contains(ext) ? nil : ext
        }
        return type.flatMap { readers[$0] == nil ? nil : $0 }
    }

    /// Whether a folder is an Android resource folder of a type: `layout`, or with qualifiers
    /// (`layout-land`, `values-vi`); not Hugo's `layouts/` or a `values_old/`.
    static func isResourceFolder(_ folder: String, _ type: String) -> Bool {
        folder == type || folder.hasPrefix(type + "-")
    }

    /// One reader per file type. A new language is its scanner's file and an entry here.
    static let readers: [String: Reader] = [
        "storyboard": interfaceBuilder, "xib": interfaceBuilder,
        "plist": { text, file, index throws(ScanError) in
            if let names = try InfoPlistScanner.appFonts(text, file: file.relative) { index.appFonts.formUnion(names) }
            return []
        },
        "swift": { text, file, index in
            // Swift, Kotlin and Dart are read as code: comments blank, strings not searched.
            let code = SourceText(text, .swift)
            index.swiftMembers += (SwiftScanner.fontMembers(code) + SwiftDesignSystem.caseFonts(code)).map {
                (file.relative, $0)
            }
            index.swiftWrappers += SwiftDesignSystem.wrappers(code)
            index.swiftSubclasses += SwiftDesignSystem.subclasses(code)
            index.swiftViewFunctions += SwiftDesignSystem.viewFunctions(code)
            index.swiftSources.append((file.relative, code))
            index.swiftStyles.read(code, file: file.relative)
            index.swiftGenFonts.merge(SwiftGenFonts.declarations(code, file: file.relative)) { first, _ in first }
            if let registered = SwiftScanner.registeredFonts(code) {
                index.registeredNames.formUnion(registered.names)
                index.registeredExtensions.formUnion(registered.extensions)
            }
            index.swiftReferences += SwiftScanner.fontReferences(code).map { (file.relative, $0) }
            index.swiftFunctions += SwiftFontFunctions.functions(code).map { (file.relative, $0) }
            index.swiftEnums.merge(SwiftFontFunctions.stringEnums(code)) { first, _ in first }
            return SwiftScanner.usages(code, file: file.relative)
        },
        "xcstrings": { text, file, index in
            index.declared[.ios, default: []].formUnion(AppScan.catalogLanguages(text))
            index.show(text, file: file)
            return []
        },
        "strings": { text, file, index in
            index.show(text, file: file)
            return []
        },
        "css": styleSheet, "scss": styleSheet, "vue": template(styleSheet), "svelte": template(styleSheet),
        "astro": template(styleSheet), "js": template(ReactNativeScanner.reader),
        "jsx": template(ReactNativeScanner.reader), "ts": template(ReactNativeScanner.reader),
        "tsx": template(ReactNativeScanner.reader),
        "html": template { text, file, index throws(ScanError) in
            if let language = AppScan.htmlLanguage(text) { index.declared[.web, default: []].insert(language) }
            index.documents.append(file)
            return try styleSheet(text, file, &index)
        },
        // A web page's text where the scan reads no usage: Markdown's (and reStructuredText's,
        // AsciiDoc's) lines, a server template's (PHP, ERB, Twig, Handlebars, EJS, Nunjucks,
        // Liquid, Pug, Jinja, Razor, JSP, HAML, Slim, Mustache) as a template's.
        "prose": { text, _, index in
            index.markupCharacters.add(text)
            for line in text.split(separator: "\n") where !line.isEmpty { index.markupShares.add(line) }
            return []
        },
        "pagetemplate": { text, _, index in
            index.markupCharacters.add(text)
            index.markupShares.addScript(text)
            return []
        },
        // A JavaScript app's translations (`locales/fr.json`, `AppScan.declaredLanguage(script:)`,
        // which declares their language): their strings' characters, React Native's and the web's.
        "translations": { text, file, index in
            // Read as the JSON5-minded loaders read it (comments, trailing commas).
            guard let root = try? JSONParser.parseLenient(Array(text.utf8)) else {
                index.unreadStrings.formUnion(AppScan.scriptPlatforms)
                return []
            }
            let language = AppScan.declaredLanguage(script: file.relative)
            var strings: [String] = []
            var stack = [("", root)]
            while let (key, value) = stack.popLast(), strings.count < 1_000_000 {
                switch value {
                case .string(let string):
                    strings.append(string)
                    if let language { index.translations[language, default: [:]][key] = string }
                case .object(let members):
                    stack += members.map { (key.isEmpty ? $0.key : key + "." + $0.key, $0.value) }
                case .array(let elements): stack += elements.map { ("", $0) }
                default: break
                }
            }
            // React Native's text is its code's and its translations', and so is a web app's, with
            // its templates', documents' and Markdown's (`AppScan.resolve`).
            let characters = ScanIndex.shownCharacters(strings)
            var shares = CharacterShares()
            for string in strings { shares.add(string) }
            for platform in AppScan.scriptPlatforms {
                index.shown[platform, default: []].formUnion(characters)
                index.shares[platform, default: CharacterShares()].add(shares)
            }
            return []
        },
        "packagejson": { text, file, index in
            index.tailwind.packages[file.folder] = (
                TailwindTheme.packageVersion(text), TailwindTheme.usesNativeWind(text), TailwindTheme.usesUno(text)
            )
            return []
        },
        "tsconfig": { text, file, index in
            index.scriptDeclarations.modules.read(text, folder: file.folder)
            return []
        },
        "tailwindconfig": { text, file, index in
            index.tailwind.signals.append((file.folder, 3, TailwindTheme.config(SourceText(text, .javascript)), false))
            return []
        },
        "unoconfig": { text, file, index in
            index.tailwind.signals.append(
                (file.folder, 4, TailwindTheme.unoConfig(SourceText(text, .javascript)), true))
            return []
        },
        "kt": { text, file, index in
            let code = SourceText(text, .kotlin)
            index.styleSources[.compose, default: []].append((file.relative, code))
            index.composeFamilies.merge(ComposeScanner.families(code)) { first, _ in first }
            index.composeFontLoads.read(code)
            index.composeWrappers += ComposeWrapper.wrappers(in: code, file: file.relative)
            index.readTheme(code, file.relative, .compose)
            index.usagesToCome += code.codeRanges(of: "TextStyle(").count
            return []
        },
        "dart": { text, file, index in
            let code = SourceText(text, .dart)
            index.styleSources[.flutter, default: []].append((file.relative, code))
            // What ships is under lib/ (a package's layout); tests set scaling for their own widgets.
            // At most 100 places are kept: one is enough to say so.
            let folders = file.relative.split(separator: "/").dropLast()
            if folders.contains("lib"), index.flutterTextScaling.count < 100 {
                index.flutterTextScaling += FlutterScanner.textScalingSettings(code).prefix(100).map {
                    "\(file.relative):\($0.line) \($0.what)"
                }
            }
            // A test's theme (`MaterialApp(theme: ThemeData(...))` around the widget it pumps) is
            // no theme the app ships: the package's tests are under test/ and integration_test/.
            let test = folders.contains { ["test", "integration_test", "test_driver"].contains($0) }
            index.readTheme(code, file.relative, .flutter, themes: !test)
            if !test { index.flutterThemeFamilies += ThemeFamily.themes(in: code, file: file.relative) }
            index.usagesToCome += code.codeRanges(of: "TextStyle(").count
            index.declared[.flutter, default: []].formUnion(AppScan.supportedLocales(code))
            index.dartPackages.readImports(text, file: file.relative)
            return []
        },
        "xcodegen": { text, _, index in
            if let names = XcodeGenScanner.appFonts(text) { index.appFonts.formUnion(names) }
            return []
        },
        "pubspec": { text, file, index in
            index.dartPackages.readPubspec(text, file: file.relative)
            for (family, assets) in FlutterScanner.pubspecFonts(text) {
                index.flutterFamilies[family] = (
                    file.path, .faces(assets.map { .init(resource: $0.path, weight: $0.weight, italic: $0.italic) })
                )
            }
            return []
        },
        "manifest": { text, file, index throws(ScanError) in
            if let theme = try AndroidScanner.applicationTheme(text, file: file.relative) {
                index.androidThemes.append((file.folder, theme))
            }
            return []
        },
        "values": androidValues,
        "layout": { text, file, index throws(ScanError) in
            // The application theme of the nearest manifest above the layout (activity themes are not read).
            let theme = index.androidThemes.filter { $0.folder.isEmpty || file.relative.hasPrefix($0.folder + "/") }
                .max { $0.folder.count < $1.folder.count }?.theme
            return try AndroidScanner.usages(
                text, file: file.relative, strings: index.androidStrings, translations: index.androidTranslations,
                styles: index.styleChains, theme: theme, dimens: index.androidDimens)
        },
        "fontxml": { text, file, index throws(ScanError) in
            if let family = try AndroidScanner.family(text, file: file.relative) {
                let name = Paths.deletingExtension(Paths.name(file.relative))
                index.androidFamilies[name] = family
            }
            return []
        },
    ]

    private static let interfaceBuilder: Reader = { text, file, index throws(ScanError) in
        let (usages, registered) = try StoryboardScanner.usages(text, file: file.relative)
        index.appFonts.formUnion(registered)
        return usages
    }

    /// A template's reader: its Next.js fonts (`NextFonts`) and Tailwind classes
    /// (`TailwindClasses`), then what `reader` reads.
    private static func template(_ reader: @escaping Reader) -> Reader {
        { text, file, index throws(ScanError) in
            // An app's text is in its scripts (JSX text, string literals), its templates and its
            // translations: the characters it ships (comments too, which can only add). Not in a
            // build's output, a script that names its source map (`//# sourceMappingURL=` at its
            // end): a bundle's strings are its libraries' and copies of the sources'.
            if ReactNativeScanner.fileTypes.contains(file.type) {
                index.scriptDeclarations.words.read(text)
                if !String(decoding: text.utf8.suffix(300), as: UTF8.self).containsBytes("# sourceMappingURL=") {
                    index.scriptCharacters.add(text)
                    index.scriptShares.addScript(text)
                }
            } else {
                index.markupCharacters.add(text)
                index.markupShares.addScript(text)
            }
            if ReactNativeScanner.fileTypes.contains(file.type), text.containsBytes("next/font/") {
                for font in NextFonts.fonts(SourceText(text, .javascript)) {
                    index.nextFontProperties[font.variable] = index.nextFontProperties[font.variable] ?? font.family
                    index.cssFaces += font.files.map { (file.path, font.family, $0, []) }
                    if font.files.isEmpty {
                        index.noteDownloaded(font.family.lowercased(), from: "next/font/google in \(file.relative)")
                    }
                }
            }
            if ReactNativeScanner.fileTypes.contains(file.type) { index.readFontLinks(text, file: file) }
            // A Vue or Svelte component's numbers (`data()`, `ref(0)`), which its text may show.
            if ["vue", "svelte"].contains(file.type), text.containsBytes("data()") || text.containsBytes(" = ref(") {
                index.scriptDeclarations.readTypes(text)
            }
            for element in TailwindClasses.classTexts(text) {
                for name in element.classes {
                    // Past 64 elements a class's texts are not known whole: one more, not known.
                    let count = index.classTexts[String(name)]?.count ?? 0
                    guard count <= 64 else { continue }
                    index.classTexts[String(name), default: []].append(count < 64 ? element.text : nil)
                }
            }
            if text.containsBytes("@unocss/reset/tailwind") { index.tailwind.unoReset = true }
            let elements = TailwindClasses.elements(text, jsx: ReactNativeScanner.fileTypes.contains(file.type))
            if !elements.isEmpty {
                index.tailwind.elements.append((file.relative, elements))
                index.usagesToCome += elements.count
            }
            return try reader(text, file, &index)
        }
    }

    /// Notes the families a file links from a font provider (`FontLinks`).
    private mutating func readFontLinks(_ text: String, file: ScanFile) {
        guard FontLinks.mayLink(text) else { return }
        for (family, provider) in FontLinks.families(text) {
            noteDownloaded(family, from: "\(provider), linked in \(file.relative)")
        }
    }

    /// Notes a family (lowercased) a provider serves, where it is first asked for.
    private mutating func noteDownloaded(_ family: String, from place: String) {
        if downloadedFamilies[family] == nil { downloadedFamilies[family] = place }
    }

    private static let styleSheet: Reader = { text, file, index in
        index.readFontLinks(text, file: file)
        if let major = TailwindTheme.sheetVersion(text) {
            index.tailwind.signals.append((file.folder, major, TailwindTheme.sheet(text), false))
        }
        if text.containsBytes("@unocss/reset/tailwind") { index.tailwind.unoReset = true }
        // A component's or a document's `<style>` blocks.
        let component = ["vue", "svelte", "astro", "html"].contains(file.type)
        guard
            let sheet = component
                ? CSSScanner.componentSheet(text, file: file.relative) : CSSScanner.sheet(text, file: file.relative)
        else { return [] }
        index.sheets.append(sheet)
        index.usagesToCome += sheet.rules.count {
            $0.declarations["font-family"] != nil || $0.declarations["font-size"] != nil
                || $0.declarations["@apply"] != nil || $0.declarations["@include"] != nil
        }
        index.cssFaces += sheet.faces.map { (file.path, $0.family, $0.url, $0.later) }
        return []
    }

    /// A resource may stand in any file of a values folder (`strings_config.xml`), as aapt merges them.
    private static let androidValues: Reader = { text, file, index throws(ScanError) in
        let folder = Paths.name(file.folder)
        let root = try parseXML(text, file: file.relative)
        if folder == "values" {
            index.androidDimens.merge(AndroidScanner.dimens(in: root)) { first, _ in first }
            index.androidStrings.merge(AndroidScanner.strings(in: root)) { first, _ in first }
        } else if let (_, language) = AppScan.declaredLanguage(folder: folder) {
            // One text a locale, the first in path order, as for the default strings (a tree of
            // many modules would otherwise give each use every module's translation).
            for (name, value) in AndroidScanner.strings(in: root)
            where index.androidTranslated.insert([name, language]).inserted {
                index.androidTranslations[name, default: []].append(TokenText(value, language: language))
            }
        }
        index.androidStyles.merge(
            AndroidScanner.styles(in: root).mapValues { style in
                var style = style
                style.file = file.relative
                return style
            }
        ) { first, _ in first }
        return []
    }

    /// A Kotlin or Dart file's theme styles and its uses of them. The first of each slot is kept, or
    /// the first literal style (a theme's copy that sets a slot to a copy of the file's own theme,
    /// `theme.bodyMedium?.copyWith(color: c)`, stands for that theme's style). With `themes` false (a
    /// test's file) only its uses are read.
    mutating func readTheme(_ source: SourceText, _ file: String, _ syntax: StyleSyntax, themes: Bool = true) {
        let library = syntax.platform == .compose ? ComposeScanner.materialLibrary(source) : nil
        let key = ThemeKey(platform: syntax.platform, library: library)
        // Flutter's copies of a theme, read once: for its slots, and for the overrides below.
        let copies = themes ? syntax.themeCopies(in: source) : []
        for slot in themes ? syntax.slots(in: source, copies: copies) : [] {
            if let kept = themeSlots[key]?[file]?[slot.slot] {
                guard case .textStyle = slot.value else { continue }
                if case .textStyle = kept.value { continue }
            }
            themeSlots[key, default: [:]][file, default: [:]][slot.slot] = (slot.line, slot.value, slot.arguments)
        }
        let references = syntax.references(in: source)
        themeReferences[key, default: []] += references.map { (file, $0) }
        // A Text merged with its own literal style is one usage, and its literal is counted already.
        usagesToCome += references.count { $0.merges == nil }
        // A Flutter override of the ambient theme (`Theme(data: Theme.of(context).copyWith(...))`):
        // the widget classes that build it, whose subtrees it themes.
        // A file that also makes a theme of its own is a theme.
        guard syntax.platform == .flutter, themeSlots[key]?[file] != nil else { return }
        let applied = copies.filter { $0.ambient == .applied }
        guard !applied.isEmpty, copies.allSatisfy({ $0.ambient != nil }), source.codeRanges(of: syntax.call).isEmpty
        else { return }
        let types = source.types
        for copy in applied {
            if let owner = StyleDeclaration.type(at: copy.range.lowerBound, in: types) {
                themeOverrides[file, default: []].insert(owner)
            }
        }
    }
}
