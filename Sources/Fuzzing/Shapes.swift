import Foundation

/// Pathological shapes for every scanner and every marker it searches for (issue 39): files
/// built so that any work that is not linear in their size shows as time or memory. The markers
/// are not listed by hand: they are the string literals of the scanners' own sources
/// (`Sources/AppScan`), read when a campaign starts, so a marker added to a scanner is tried on
/// the next run. Each (language, marker) gets a file of 1 MB in five parts (`markerShape`): the
/// marker inside brackets nested as deep as they go, used again and again on one line and on many
/// lines, between comments, and after brackets it never closes. Each language then gets four
/// files of 8 MB with every marker at once: one line, unclosed brackets, bare brackets nested
/// 100,000 deep and then around the markers, and a chain of declarations each naming the one
/// before. `scripts/fuzz` runs them all
/// under a tighter limit (`limits`): 10 s and 500 MB.
public enum Shapes {
    /// What a shape may cost, on the 2-core machine: the target every input under 10 MB meets.
    public static let limits = Oracle.Limits(seconds: 10, memoryKiB: 500 << 10)

    /// A file type a scanner reads, and how a marker is written in it.
    struct Language: Sendable {
        let name: String
        /// Where the file lies in the scanned folder: its name and folders decide how scan reads it.
        let path: String
        /// The marker written as that language would use it.
        let use: @Sendable (String) -> String
        /// A comment, and brackets to leave open or to nest.
        let comment: String
        let open: String
        let close: String
        /// The document around the body (an XML root, a component's `<style>`).
        let wrap: @Sendable (String) -> String
        /// Declaration `index` of a chain, naming declaration `index - 1`.
        let chain: @Sendable (Int) -> String
        /// XML must stay well formed to be read at all: nested elements instead of open brackets.
        var isXML = false
    }

    static func jsonText(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    static func xmlText(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: ">", with: "&gt;")
    }

    static let languages: [Language] = [
        Language(
            name: "swift", path: "ios/Views.swift",
            use: { "\($0)(\"Brand-Regular\", size: 12) Text(\"Éj\").font(.custom(\"Brand\", size: 12)) " },
            comment: "/* c */", open: "(", close: ")", wrap: { $0 },
            chain: { "static let f\($0) = f\($0 - 1)\n" }),
        Language(
            name: "kotlin", path: "android/app/src/main/java/Theme.kt",
            use: { "\($0)(fontFamily = Brand, fontSize = 12.sp) Text(\"Éj\", style = \($0)) " },
            comment: "/* c */", open: "(", close: ")", wrap: { $0 },
            chain: { "val s\($0) = s\($0 - 1).copy(fontSize = 12.sp)\n" }),
        Language(
            name: "dart", path: "flutter/lib/main.dart",
            use: { "\($0)(fontFamily: 'Brand', fontSize: 12) Text('Éj', style: \($0)) " },
            comment: "/* c */", open: "(", close: ")", wrap: { $0 },
            chain: { "static final s\($0) = s\($0 - 1).copyWith(fontSize: 12);\n" }),
        Language(
            name: "jsx", path: "app/src/App.tsx",
            use: {
                "\($0)({ a: { fontFamily: 'Brand', fontSize: 12, \($0): 1 } }) <Text style={{ fontSize: \($0) }}/> "
            },
            comment: "/* c */", open: "{", close: "}", wrap: { $0 },
            chain: { "const s\($0) = StyleSheet.create({ a: { fontFamily: s\($0 - 1).a } });\n" }),
        Language(
            name: "translations", path: "app/i18n/locales/fr.json",
            use: { "\"\(jsonText($0))\": [\"\(jsonText($0))\", {\"k\": \"Éj\"}], " },
            comment: "\"c\": \"c\", ", open: "[", close: "]", wrap: { "{\($0) \"end\": 0}" },
            chain: { "\"s\($0)\": {\"s\($0 - 1)\": \"Éj\"},\n" }),
        Language(
            // TypeScript's JSON (`ModulePaths`): comments and trailing commas read.
            name: "tsconfig", path: "tsconfig.json",
            use: { "\"\(jsonText($0))/*\": [\"src/\(jsonText($0))/*\", ], // c\n" },
            comment: "/* c */ ", open: "[", close: "]",
            wrap: { "{ \"compilerOptions\": { \"baseUrl\": \".\", \"paths\": { \($0) \"end\": [] }, }, }" },
            chain: { "\"@a\($0)/*\": [\"@a\($0 - 1)/*\"],\n" }),
        Language(
            name: "css", path: "web/a.css",
            use: { ".a \($0) { font-family: \"\($0)\"; font-size: 12px; line-height: \($0); \($0): 1 } " },
            comment: "/* c */", open: "{", close: "}", wrap: { $0 },
            chain: { ":root { --v\($0): var(--v\($0 - 1)); } .r\($0) { font-size: var(--v\($0)); }\n" }),
        Language(
            name: "scss", path: "web/b.scss",
            use: { ".a \($0) { font-family: \"\($0)\"; font-size: 12px; \($0): 1 } // c\n" },
            comment: "// c\n", open: "{", close: "}", wrap: { $0 },
            chain: { "$v\($0): $v\($0 - 1);\n.r\($0) { font-size: $v\($0); }\n" }),
        Language(
            name: "vue", path: "web/A.vue",
            use: { ".a \($0) { font-family: \"\($0)\"; font-size: 12px } " },
            comment: "/* c */", open: "{", close: "}", wrap: { "<template><p>Éj</p></template><style>\($0)</style>" },
            chain: { ".a\($0) { font-size: \($0)px } .a\($0) .a\($0 - 1) { font-family: Brand }\n" }),
        Language(
            name: "svelte", path: "web/B.svelte",
            use: { ".a \($0) { font-family: \"\($0)\"; font-size: 12px } " },
            comment: "/* c */", open: "{", close: "}", wrap: { "<p>Éj</p><style lang=\"scss\">\($0)</style>" },
            chain: { ".a\($0) { &.b\($0 - 1) { font-size: 12px } }\n" }),
        Language(
            name: "html", path: "web/index.html",
            use: { "<p lang=\"\(xmlText($0))\">\(xmlText($0))</p><html lang=\"\(xmlText($0))\"> " },
            comment: "<!-- c -->", open: "<div>", close: "</div>",
            // A <style> whose rules its elements match (StyledDocuments): descendants, siblings, structure.
            wrap: {
                "<html lang=\"en\"><style>p, div p, div > p ~ p:nth-child(2n+1), :is(div, p) p:not(.a) "
                    + "{ font-family: Brand; font-size: 12px; line-height: 1 }</style>\($0)</html>"
            },
            chain: { "<p id=\"p\($0)\" class=\"p\($0 - 1)\">x</p>\n" }),
        Language(
            name: "layout", path: "android/app/src/main/res/layout/main.xml",
            use: {
                let value = xmlText($0)
                return "<TextView android:textSize=\"12sp\" android:fontFamily=\"\(value)\" android:text=\"\(value)\" "
                    + "android:lineHeight=\"\(value)\" style=\"\(value)\"/>"
            },
            comment: "<!-- c -->", open: "<LinearLayout>", close: "</LinearLayout>",
            wrap: { "<LinearLayout>\($0)</LinearLayout>" },
            chain: {
                "<TextView style=\"@style/S\($0)\" android:text=\"@string/s\($0)\" android:textSize=\"12sp\"/>\n"
            },
            isXML: true),
        Language(
            name: "values", path: "android/app/src/main/res/values/styles.xml",
            use: {
                let value = xmlText($0)
                return "<style name=\"\(value)\" parent=\"\(value)\"><item name=\"\(value)\">\(value)</item></style>"
                    + "<string name=\"\(value)\">\(value)</string><dimen name=\"\(value)\">12sp</dimen>"
            },
            comment: "<!-- c -->", open: "<declare-styleable name=\"x\">", close: "</declare-styleable>",
            wrap: { "<resources>\($0)</resources>" },
            chain: {
                "<style name=\"S\($0)\" parent=\"S\($0 - 1)\"><item name=\"android:textSize\">12sp</item></style>\n"
            },
            isXML: true),
        Language(
            name: "fontxml", path: "android/app/src/main/res/font/brand.xml",
            use: {
                let value = xmlText($0)
                return "<font android:font=\"@font/\(value)\" android:fontWeight=\"\(value)\" "
                    + "android:fontStyle=\"\(value)\" app:font=\"\(value)\"/>"
            },
            comment: "<!-- c -->", open: "<font-family>", close: "</font-family>",
            wrap: { "<font-family>\($0)</font-family>" },
            chain: { "<font android:font=\"@font/f\($0)\" android:fontWeight=\"\($0 % 900)\"/>\n" }, isXML: true),
        Language(
            name: "manifest", path: "android/app/src/main/AndroidManifest.xml",
            use: {
                "<application android:theme=\"\(xmlText($0))\"><activity android:theme=\"\(xmlText($0))\"/></application>"
            },
            comment: "<!-- c -->", open: "<queries>", close: "</queries>", wrap: { "<manifest>\($0)</manifest>" },
            chain: { "<activity android:name=\"a\($0)\" android:theme=\"@style/S\($0 - 1)\"/>\n" }, isXML: true),
        Language(
            name: "storyboard", path: "ios/Main.storyboard",
            use: {
                let value = xmlText($0)
                return "<label text=\"\(value)\"><fontDescription key=\"fontDescription\" name=\"\(value)\" "
                    + "family=\"\(value)\" pointSize=\"12\" style=\"\(value)\"/></label>"
            },
            comment: "<!-- c -->", open: "<view>", close: "</view>",
            wrap: { "<document><objects>\($0)</objects></document>" },
            chain: {
                "<label id=\"l\($0)\"><attributedString key=\"attributedText\"><fragment content=\"l\($0 - 1)\"/></attributedString></label>\n"
            },
            isXML: true),
        Language(
            name: "plist", path: "ios/Info.plist",
            use: { "<key>\(xmlText($0))</key><string>\(xmlText($0))</string>" },
            comment: "<!-- c -->", open: "<dict>", close: "</dict>",
            wrap: { "<plist><dict><key>UIAppFonts</key><array><string>a.ttf</string></array>\($0)</dict></plist>" },
            chain: { "<key>k\($0)</key><string>k\($0 - 1)</string>\n" }, isXML: true),
        Language(
            name: "pubspec", path: "flutter/pubspec.yaml",
            use: { "    - family: \($0)\n      fonts:\n        - asset: \($0)\n" },
            comment: "# c\n", open: "[", close: "]", wrap: { "flutter:\n  fonts:\n\($0)" },
            chain: { "    - family: f\($0)\n      fonts:\n        - asset: f\($0 - 1).ttf\n" }),
        Language(
            name: "xcstrings", path: "ios/Localizable.xcstrings",
            use: {
                "\"\($0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\": {}, "
            },
            comment: " ", open: "[", close: "]",
            wrap: { "{\"strings\": {\"a\": {\"localizations\": {\($0) \"fr\": {}}}}}" },
            chain: { "\"s\($0)\": {\"localizations\": {\"l\($0 - 1)\": {}}}, " }),
    ]

    /// Which files each scanner source reads, by its file (and, in `IOSScanners.swift`, its `MARK`
    /// section). A source or section not named here gives its markers to every language, so
    /// nothing new is left out; sources that search nothing give none.
    static let readers: [String: [String]] = [
        "CSSScanner.swift": ["css", "scss", "vue", "svelte", "html"],
        "CSSSheetReading.swift": ["css", "scss", "vue", "svelte", "html"],
        "HTMLMarkup.swift": ["html"], "CSSSelectors.swift": ["html", "css"], "StyledDocuments.swift": ["html", "css"],
        "StyleSyntax.swift": ["kotlin", "dart"], "StyleTextContext.swift": ["kotlin", "dart"],
        "SwiftGenFonts.swift": ["swift"],
        "StyleDeclarations.swift": ["kotlin", "dart", "swift"], "ProjectThemes.swift": ["kotlin", "dart"],
        "ComposeWrappers.swift": ["kotlin"], "DefaultTextStyles.swift": ["kotlin", "dart"],
        "ReactNativeScanner.swift": ["jsx"], "ReactNativeSheets.swift": ["jsx"], "ScriptDeclarations.swift": ["jsx"],
        "ScriptStylePickers.swift": ["jsx"],
        "ScriptPlatformChoice.swift": ["jsx"], "ScriptWords.swift": ["jsx"],
        "JSXTexts.swift": ["jsx", "vue", "svelte"],
        "JSXNames.swift": ["jsx"], "JSXParents.swift": ["jsx"],
        "CharacterShares.swift": ["jsx", "translations", "vue", "svelte", "html"], "ModulePaths.swift": ["tsconfig"],
        "TailwindClasses.swift": ["html", "vue", "svelte", "jsx", "css"], "TailwindTheme.swift": ["css", "jsx"],
        "TailwindDefaults.swift": [], "GoogleFontsVariants.swift": [], "NextFonts.swift": ["jsx"],
        "SwiftFontFunctions.swift": ["swift"],
        "IOSScanners.swift": [],
        "IOSScanners.swift#Storyboards and XIBs": ["storyboard"],
        "IOSScanners.swift#Info.plist": ["plist"],
        "SwiftScanner.swift": ["swift"],
        "AndroidScanner.swift": ["layout", "values", "fontxml", "manifest"],
        "FlutterScanner.swift": ["dart", "pubspec"],
        "ComposeScanner.swift": ["kotlin"],
        "DeclaredLanguages.swift": ["html", "dart", "xcstrings", "values", "translations"],
        "ScanIndex.swift": ["dart", "values", "layout", "manifest", "pubspec", "translations"],
        "ScanResolution.swift": ["kotlin", "dart", "css", "layout", "html"],
        "AppScan.swift": ["plist"], "TextUsage.swift": [],
        "PlatformFamily.swift": ["css", "layout", "kotlin", "dart", "swift"],
        "ScannedRoot.swift": [], "UsageCheck.swift": [], "UsageTypes.swift": [],
    ]

    /// Every (language, marker) pair the scanner sources under `package` give, in a stable order;
    /// nil when they cannot be read.
    public static func markers(package: String) -> [(language: String, marker: String)]? {
        let folder = package + "/Sources/AppScan"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder), !names.isEmpty else {
            return nil
        }
        var pairs: [(language: String, marker: String)] = []
        var seen: Set<String> = []
        for name in names.sorted() where name.hasSuffix(".swift") {
            guard let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) else { return nil }
            for (section, body) in sections(text) {
                let languages = readers[name + section] ?? readers[name] ?? languagesByName
                for marker in literals(body) {
                    for language in languages where seen.insert(language + "\u{0}" + marker).inserted {
                        pairs.append((language, marker))
                    }
                }
            }
        }
        return pairs
    }

    static var languagesByName: [String] { languages.map(\.name) }

    /// A source's parts: "" before the first `// MARK: - ` line, then "#Title" for each.
    static func sections(_ text: String) -> [(String, Substring)] {
        var parts: [(String, Substring)] = []
        var title = ""
        var start = text.startIndex
        var index = text.startIndex
        while let mark = text[index...].range(of: "\n// MARK: - ") {
            parts.append((title, text[start..<mark.lowerBound]))
            let end = text[mark.upperBound...].firstIndex(of: "\n") ?? text.endIndex
            title = "#" + text[mark.upperBound..<end]
            start = end
            index = end
        }
        parts.append((title, text[start...]))
        return parts
    }

    /// The string literals of Swift source that could be markers: one line, 2 to 40 characters,
    /// no interpolation, not a sentence (a message has two or more spaces).
    static func literals(_ source: Substring) -> [String] {
        var found: [String] = []
        for line in source.split(separator: "\n") {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            var index = code.startIndex
            while let open = code[index...].firstIndex(of: "\"") {
                var cursor = code.index(after: open)
                var literal = ""
                var closed = false
                while cursor < code.endIndex {
                    let character = code[cursor]
                    if character == "\"" {
                        closed = true
                        break
                    }
                    if character == "\\" {
                        cursor = code.index(after: cursor)
                        guard cursor < code.endIndex else { break }
                        switch code[cursor] {
                        case "n": literal.append("\n")
                        case "t": literal.append("\t")
                        case "(": literal = "\u{0}"  // interpolation: not a marker
                        default: literal.append(code[cursor])
                        }
                    } else {
                        literal.append(character)
                    }
                    cursor = code.index(after: cursor)
                }
                guard closed else { break }
                index = code.index(after: cursor)
                if (2...40).contains(literal.count), !literal.contains("\u{0}"),
                    literal.filter({ $0 == " " }).count < 2, !literal.allSatisfy(\.isWhitespace)
                {
                    found.append(literal)
                }
            }
        }
        return found
    }

    /// How many shapes `pairs` make: one file per pair, then four per language.
    public static func count(_ pairs: [(language: String, marker: String)]) -> Int {
        pairs.count + 4 * languages.count
    }

    /// Shape `index` of `pairs` as a scan case, or nil past the last.
    public static func shapeCase(_ index: Int, pairs: [(language: String, marker: String)]) -> FuzzCase? {
        guard index >= 0 else { return nil }
        if index < pairs.count {
            guard let language = languages.first(where: { $0.name == pairs[index].language }) else { return nil }
            return scanCase(
                index, language, name: "marker", body: markerShape(language, pairs[index].marker))
        }
        let rest = index - pairs.count
        guard rest < 4 * languages.count else { return nil }
        let language = languages[rest / 4]
        let markers = pairs.filter { $0.language == language.name }.map(\.marker)
        let kind = ["all-one-line", "all-unclosed", "nested", "chain"][rest % 4]
        return scanCase(index, language, name: kind, body: mixedShape(language, markers: markers, kind: kind))
    }

    static func scanCase(_ index: Int, _ language: Language, name: String, body: String) -> FuzzCase {
        var fuzzCase = FuzzCase(
            index: index, target: .scan, seedName: "shape-" + language.name, mutation: "shape-\(name)",
            fileName: "shape-\(index)/" + language.path, bytes: Array(language.wrap(body).utf8), format: "json")
        fuzzCase.limits = limits
        return fuzzCase
    }

    /// `part` repeated until the text holds `bytes` bytes.
    static func repeated(_ part: String, to bytes: Int) -> String {
        let count = max(1, bytes / max(1, part.utf8.count))
        return String(repeating: part, count: count)
    }

    /// One marker's file: 1 MB in five parts of 200 KB, bare brackets first (a marker that opens
    /// a bracket it never closes, `url(`, hides every bracket after it from a scanner that counts
    /// them): the marker inside brackets nested as deep as they go (XML as deep as its reader
    /// allows), used again and again on one line and on many, between comments, and after each
    /// bracket it leaves open.
    static func markerShape(_ language: Language, _ marker: String) -> String {
        let part = 200_000
        let use = language.use(marker)
        let depth = language.isXML ? 200 : part / 2 / max(1, language.open.utf8.count + language.close.utf8.count)
        let nested =
            String(repeating: language.open, count: depth) + use + String(repeating: language.close, count: depth)
        let lines = language.isXML || language.name == "pubspec" ? use : use + "\n"
        let unclosed = language.isXML ? repeated(use, to: part) : repeated(marker + language.open, to: part)
        return nested + "\n" + repeated(use.replacingOccurrences(of: "\n", with: " "), to: part) + "\n"
            + repeated(lines, to: part) + "\n" + repeated(use + language.comment, to: part) + "\n" + unclosed
    }

    /// Every marker of a language at once, in 8 MB (under scan's 8 MiB file limit).
    static func mixedShape(_ language: Language, markers: [String], kind: String) -> String {
        let size = 8_000_000
        let all = markers.isEmpty ? ["x"] : markers
        switch kind {
        case "all-one-line":
            return repeated(all.map(language.use).joined().replacingOccurrences(of: "\n", with: " "), to: size)
        case "all-unclosed":
            guard !language.isXML else { return repeated(all.map(language.use).joined(separator: "\n"), to: size) }
            return repeated(all.map { $0 + language.open + language.use($0) }.joined(), to: size)
        case "nested":
            // Bare brackets 100,000 deep first, then around every marker (XML readers stop at 256
            // levels: nested as deep as allowed, many times over).
            let depth = language.isXML ? 250 : 100_000
            let open = String(repeating: language.open, count: depth)
            let close = String(repeating: language.close, count: depth)
            let middle = all.map(language.use).joined()
            return repeated(open + close, to: size / 2) + repeated(open + middle + close, to: size / 2)
        default:
            var text = ""
            var index = 1
            while text.utf8.count < size {
                text += language.chain(index)
                index += 1
            }
            return text
        }
    }
}
