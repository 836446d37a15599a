import Foundation

/// One mutant and how inkbox is run on it.
public struct FuzzCase: Sendable {
    public enum Target: String, Sendable {
        /// `inkbox audit --format json FONT`
        case font
        /// `inkbox check --fonts DIR --root DIR --format F TOKENS`
        case tokens
        /// `inkbox audit --format json --strings CATALOG Lato-Regular.ttf`
        case catalog
        /// `inkbox fix --format json -o COPY FONT`: the patcher reads the mutant's tables itself.
        case fontFix = "font-fix"
        /// `inkbox scan --fonts DIR --format F FOLDER`: one mutated source file of the example
        /// app, at its path in a folder of its own.
        case scan
    }

    public var index: Int
    public var target: Target
    /// The seed file the mutant was made from.
    public var seedName: String
    public var mutation: String
    /// The mutant's file name (the seed's extension kept, so inkbox reads it as that kind); for
    /// scan, a path whose first folder is the scanned root.
    public var fileName: String
    public var bytes: [UInt8]
    /// The output format asked for: json, text or github.
    public var format: String
    /// For fonts, the `--set` audited: `latin` on even cases (a set most seeds fit, so a mutant
    /// that stops clipping for lack of ink is caught) and `auto` on odd ones.
    public var characterSet: String = "latin"
    /// For fonts, the `--edges` audited: `vertical` with `latin` (most seeds pass, so a mutant
    /// that passes for lack of ink shows as a silent pass) and `all` with `auto`.
    public var edges: String { characterSet == "latin" ? "vertical" : "all" }

    /// The command line, without the program name.
    public func arguments(mutantPath: String, fontsDirectory: String, root: String) -> [String] {
        switch target {
        case .font: return ["audit", "--set", characterSet, "--edges", edges, "--format", format, mutantPath]
        case .tokens: return ["check", "--fonts", fontsDirectory, "--root", root, "--format", format, mutantPath]
        case .catalog: return ["audit", "--format", format, "--strings", mutantPath, fontsDirectory + "/Lato-Regular.ttf"]
        case .fontFix:
            return ["fix", "--set", characterSet, "--platform", "ios,windows-gdi", "--rename", "Fuzz", "--format", format,
                    "-o", mutantPath + "-fixed", mutantPath]
        case .scan:
            return ["scan", "--fonts", fontsDirectory, "--format", format, String(mutantPath.dropLast(fileName.count)) + topFolder]
        }
    }

    /// The first component of `fileName`: what to delete after the run.
    public var topFolder: String { String(fileName.prefix { $0 != "/" }) }

    /// Writes the mutant in `folder` (making a scan mutant's folders) and returns its path.
    public func write(in folder: String) -> String? {
        let path = folder + "/" + fileName
        let manager = FileManager.default
        try? manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        return manager.createFile(atPath: path, contents: Data(bytes)) ? path : nil
    }

    public var expectsJSON: Bool { format == "json" }
}

/// The seeded list of mutants: the same seed and counts give the same cases.
public enum Campaign {
    /// The fixture fonts mutated: TrueType, CFF, WOFF, WOFF2, a collection, a variable font, and
    /// IPAex Gothic, which clips (so a mutant that stops clipping for lack of ink is caught).
    public static let fontSeeds = [
        "DejaVuSans.ttf", "Cantarell-Regular.otf", "Cantarell-Regular.woff", "Lato-Regular.woff2",
        "Cantarell-RegularBold.otc", "Inter-roman.var.ttf", "Lato-Regular.ttf", "ipaexg.ttf",
    ]

    /// The character sets font mutants are audited on, in turn.
    public static let fontSets = ["latin", "auto"]

    /// The example app's source files that scan mutants are made from, relative to its folder.
    public static let scanSeedFiles = [
        "ios/Main.storyboard", "ios/Cell.xib", "ios/Views.swift", "ios/Info.plist",
        "android/app/src/main/res/layout/activity_main.xml", "android/app/src/main/res/values/styles.xml",
        "android/app/src/main/AndroidManifest.xml", "web/styles.css", "flutter/lib/main.dart", "flutter/pubspec.yaml",
    ]
    static let scanApp = "Examples/scan-app/"

    /// The text seeds: token files and catalogs by file name, the example app's files as
    /// `scan-app/PATH`, and the built-in catalogs.
    public static func textSeeds(package: String) -> [(name: String, bytes: [UInt8])]? {
        func load(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: package + "/" + path).map { [UInt8]($0) } }
        var seeds: [(name: String, bytes: [UInt8])] = []
        for path in textSeedFiles {
            guard let bytes = load(path) else { return nil }
            seeds.append(((path as NSString).lastPathComponent, bytes))
        }
        for path in scanSeedFiles {
            guard let bytes = load(scanApp + path) else { return nil }
            seeds.append(("scan-app/" + path, bytes))
        }
        return seeds + builtInCatalogs.map { (name: $0.name, bytes: Array($0.text.utf8)) }
    }

    /// The example token files and catalog mutated, relative to the package root; small seed
    /// catalogs of the other kinds are written here.
    public static let textSeedFiles = [
        "Examples/dtcg/typography.tokens.json", "Examples/tokens-studio/tokens.json",
        "Examples/style-dictionary/typography.json", "Examples/strings/Localizable.xcstrings",
    ]

    public static let builtInCatalogs: [(name: String, text: String)] = [
        ("strings.xml", """
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
                <string name="title">Ça va, Ångström</string>
                <string name="count">Bonjour <xliff:g id="n">%1$d</xliff:g> gens</string>
                <plurals name="songs"><item quantity="one">Chỗ ngồi</item><item quantity="other">%d jours</item></plurals>
            </resources>
            """),
        ("Localizable.strings", "/* greeting */\n\"hello\" = \"Ça va Ångström\";\n\"bye\" = \"Tạm biệt\\n\";\n"),
        ("vi.json", "{\"home\": {\"title\": \"CHỖ NGỒI\", \"items\": [\"gặp\", \"Ỗ\"]}}"),
    ]

    /// Font mutant number `index`: each case has its own generator, so any one can be made
    /// again alone (`scripts/fuzz --only N`) and none has to be held in memory for long.
    public static func fontCase(_ index: Int, seeds: [(name: String, bytes: [UInt8])], seed: UInt64) -> FuzzCase? {
        guard !seeds.isEmpty, index >= 0 else { return nil }
        var random = generator(seed, index)
        let source = seeds[index % seeds.count]
        let mutation = FontMutation.allCases[(index / seeds.count) % FontMutation.allCases.count]
        let bytes = FontMutator.mutate(source.bytes, mutation, using: &random)
        var fuzzCase = FuzzCase(index: index, target: .font, seedName: source.name, mutation: mutation.rawValue,
                                fileName: "mutant-\(index)-" + source.name, bytes: bytes, format: "json")
        fuzzCase.characterSet = fontSets[(index / (seeds.count * FontMutation.allCases.count)) % fontSets.count]
        // One font mutant in five goes through inkbox fix, which patches and renames the copy.
        if index % 5 == 4 { fuzzCase.target = .fontFix }
        return fuzzCase
    }

    /// Token or catalog mutant number `index`. Paths in hostile snippets point at `canary`, a
    /// file outside the project root whose contents must never be printed.
    public static func textCase(_ index: Int, seeds: [(name: String, bytes: [UInt8])], seed: UInt64, canary: String) -> FuzzCase? {
        guard !seeds.isEmpty, index >= 0 else { return nil }
        var random = generator(seed, index)
        let source = seeds[index % seeds.count]
        let mutation = TextMutation.allCases[(index / seeds.count) % TextMutation.allCases.count]
        let isTokens = source.name.hasSuffix(".tokens.json") || source.name == "tokens.json" || source.name == "typography.json"
        let isScan = source.name.hasPrefix("scan-app/")
        let xml = [".xml", ".storyboard", ".xib", ".plist"].contains { source.name.hasSuffix($0) }
        let kind = isTokens ? "tokens" : xml ? "xml" : isScan ? "source" : "catalog"
        let bytes = TextMutator.mutate(source.bytes, mutation, canary: canary, kind: kind, using: &random)
        let formats = isTokens || isScan ? ["json", "text", "github"] : ["json", "text"]
        let fileName = isScan ? "mutant-scan-\(index)/" + source.name.dropFirst("scan-app/".count) : "mutant-text-\(index)-" + source.name
        return FuzzCase(index: index, target: isTokens ? .tokens : isScan ? .scan : .catalog, seedName: source.name,
                        mutation: mutation.rawValue, fileName: fileName, bytes: bytes, format: formats[index % formats.count])
    }

    private static func generator(_ seed: UInt64, _ index: Int) -> SeededRandom {
        var mixer = SeededRandom(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        return SeededRandom(seed: mixer.next())
    }
}
