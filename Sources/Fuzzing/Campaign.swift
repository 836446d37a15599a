import Foundation
import InputFiles

/// One mutant and how inkbox is run on it.
public struct FuzzCase: Sendable {
    public enum Target: String, Sendable {
        /// `inkbox audit --format F FONT` (json, and in turn text, html, sarif, jsonl)
        case font
        /// `inkbox check --fonts DIR --root DIR --format F TOKENS`
        case tokens
        /// `inkbox audit --format json --strings CATALOG Lato-Regular.ttf`
        case catalog
        /// `inkbox fix --format json -o COPY FONT`: the patcher reads the mutant's tables itself,
        /// and the copy is judged by ots-sanitize and fontTools when the fuzzer has them.
        case fontFix = "font-fix"
        /// `inkbox metrics --format json FONT`
        case metrics
        /// `inkbox render --text ... -o PICTURE.svg FONT`
        case render
        /// `inkbox generate swift -o FILE.swift FONT`
        case generate
        /// `inkbox scan --fonts DIR --format F FOLDER`: one mutated source file of the example
        /// app, at its path in a folder of its own.
        case scan
        /// A hostile checkout (`HostileTree`): planted links, relative roots, links at output
        /// paths; run in its own folder, which nothing may read or write outside of.
        case tree
    }

    public var index: Int
    public var target: Target
    /// The seed file the mutant was made from.
    public var seedName: String
    public var mutation: String
    /// The mutant's file name (the seed's extension kept, so inkbox reads it as that kind); for
    /// scan and tree cases, a path whose first folder is the scanned root or the tree.
    public var fileName: String
    public var bytes: [UInt8]
    /// The output format asked for: json, text, github, junit, sarif, html or jsonl.
    public var format: String
    /// For fonts, the `--set` audited: `latin` on even cases (a set most seeds fit, so a mutant
    /// that stops clipping for lack of ink is caught) and `auto` on odd ones.
    public var characterSet: String = "latin"
    /// For fonts, the `--edges` audited: `vertical` with `latin` (most seeds pass, so a mutant
    /// that passes for lack of ink shows as a silent pass) and `all` with `auto`.
    public var edges: String { characterSet == "latin" ? "vertical" : "all" }
    /// Tree cases: more files (paths like `fileName`'s), and symbolic links (a path below the
    /// tree's folder -> its destination as written; `{OUTSIDE}` is the folder outside the project
    /// that holds the canary).
    public var extraFiles: [(path: String, bytes: [UInt8])] = []
    public var links: [(path: String, destination: String)] = []
    /// Tree cases: the command line, run in the tree's folder; `{FONTS}` is the fixture fonts'
    /// folder, `{OUTSIDE}` the canary's.
    public var treeArguments: [String] = []
    /// Text that must never appear in the output: the names of fonts a tree keeps outside its folder.
    public var secrets: [String] = []
    /// What the run may cost (`Oracle.Limits`): a mutant's, or the tighter target of a known
    /// bomb or a pathological shape.
    public var limits: Oracle.Limits = .mutants
    /// Tree cases: files below the tree's folder that must not change (`.git/config`).
    public var protected: [String] = []

    /// The command line, without the program name.
    public func arguments(mutantPath: String, fontsDirectory: String, root: String, outside: String = "") -> [String] {
        switch target {
        case .font: return ["audit", "--set", characterSet, "--edges", edges, "--format", format, mutantPath]
        case .tokens: return ["check", "--fonts", fontsDirectory, "--root", root, "--format", format, mutantPath]
        case .catalog:
            return ["audit", "--format", format, "--strings", mutantPath, fontsDirectory + "/Lato-Regular.ttf"]
        case .fontFix:
            return [
                "fix", "--set", characterSet, "--platform", "ios,windows-gdi", "--rename", "Fuzz", "--keep-names",
                "--format", format,
                "-o", mutantPath + "-fixed", mutantPath,
            ]
        case .metrics: return ["metrics", "--format", format, mutantPath]
        case .render: return ["render", "--text", "ÉjÅgy", "-o", mutantPath + ".svg", mutantPath]
        case .generate: return ["generate", "swift", "-o", mutantPath + ".swift", mutantPath]
        case .scan:
            return [
                "scan", "--fonts", fontsDirectory, "--format", format,
                String(mutantPath.dropLast(fileName.count)) + topFolder,
            ]
        case .tree:
            return treeArguments.map {
                $0.replacingOccurrences(of: "{FONTS}", with: fontsDirectory).replacingOccurrences(
                    of: "{OUTSIDE}", with: outside)
            }
        }
    }

    /// The first component of `fileName`: what to delete after the run.
    public var topFolder: String { String(fileName.prefix { $0 != "/" }) }

    /// Tree cases run in their own folder (relative roots, links relative to it); nil: anywhere.
    public var workingFolder: String? { target == .tree ? topFolder : nil }

    /// Writes the mutant in `folder` (making a scan mutant's folders, a tree's files and links)
    /// and returns its path.
    public func write(in folder: String, outside: String = "") -> String? {
        let path = folder + "/" + fileName
        let manager = FileManager.default
        for (file, bytes) in [(fileName, bytes)] + extraFiles {
            let target = folder + "/" + file
            try? manager.createDirectory(
                atPath: Paths.folder(target), withIntermediateDirectories: true)
            guard manager.createFile(atPath: target, contents: Data(bytes)) else { return nil }
        }
        for link in links {
            let at = folder + "/" + topFolder + "/" + link.path
            try? manager.createDirectory(
                atPath: Paths.folder(at), withIntermediateDirectories: true)
            let destination = link.destination.replacingOccurrences(of: "{OUTSIDE}", with: outside)
            try? manager.createSymbolicLink(atPath: at, withDestinationPath: destination)
        }
        return path
    }

    /// JSON documents are parsed (json, sarif; jsonl line by line); JUnit is parsed as XML.
    public var expectsJSON: Bool { format == "json" || format == "sarif" }
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
        func load(_ path: String) -> [UInt8]? {
            FileManager.default.contents(atPath: package + "/" + path).map { [UInt8]($0) }
        }
        var seeds: [(name: String, bytes: [UInt8])] = []
        for path in textSeedFiles {
            guard let bytes = load(path) else { return nil }
            seeds.append((Paths.name(path), bytes))
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
        (
            "strings.xml",
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
                <string name="title">Ça va, Ångström</string>
                <string name="count">Bonjour <xliff:g id="n">%1$d</xliff:g> gens</string>
                <plurals name="songs"><item quantity="one">Chỗ ngồi</item><item quantity="other">%d jours</item></plurals>
            </resources>
            """
        ),
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
        var fuzzCase = FuzzCase(
            index: index, target: .font, seedName: source.name, mutation: mutation.rawValue,
            fileName: "mutant-\(index)-" + source.name, bytes: bytes, format: "json")
        fuzzCase.characterSet = fontSets[(index / (seeds.count * FontMutation.allCases.count)) % fontSets.count]
        // One font mutant in five goes through inkbox fix, which patches and renames the copy;
        // one in five through another command or format, each in turn over every seed (blocks of 40).
        if index % 5 == 4 { fuzzCase.target = .fontFix }
        if index % 5 == 3 {
            switch (index / 40) % 4 {
            case 0: fuzzCase.target = .metrics
            case 1: (fuzzCase.target, fuzzCase.format) = (.render, "text")
            case 2: (fuzzCase.target, fuzzCase.format) = (.generate, "text")
            default: fuzzCase.format = ["text", "html", "sarif", "jsonl"][(index / 160) % 4]
            }
        }
        return fuzzCase
    }

    /// Token or catalog mutant number `index`. Paths in hostile snippets point at `canary`, a
    /// file outside the project root whose contents must never be printed.
    public static func textCase(_ index: Int, seeds: [(name: String, bytes: [UInt8])], seed: UInt64, canary: String)
        -> FuzzCase?
    {
        guard !seeds.isEmpty, index >= 0 else { return nil }
        var random = generator(seed, index)
        let source = seeds[index % seeds.count]
        let mutation = TextMutation.allCases[(index / seeds.count) % TextMutation.allCases.count]
        let isTokens =
            source.name.hasSuffix(".tokens.json") || source.name == "tokens.json" || source.name == "typography.json"
        let isScan = source.name.hasPrefix("scan-app/")
        let xml = [".xml", ".storyboard", ".xib", ".plist"].contains { source.name.hasSuffix($0) }
        let kind = isTokens ? "tokens" : xml ? "xml" : isScan ? "source" : "catalog"
        let bytes = TextMutator.mutate(source.bytes, mutation, canary: canary, kind: kind, using: &random)
        // One text case in ten is a hostile tree (planted links, relative roots, links at outputs).
        if index % 10 == 9 { return HostileTree.treeCase(index, seeds: seeds, canary: canary) }
        let formats = isTokens || isScan ? ["json", "text", "github", "junit", "sarif", "html"] : ["json", "text"]
        let fileName =
            isScan
            ? "mutant-scan-\(index)/" + source.name.dropFirst("scan-app/".count) : "mutant-text-\(index)-" + source.name
        return FuzzCase(
            index: index, target: isTokens ? .tokens : isScan ? .scan : .catalog, seedName: source.name,
            mutation: mutation.rawValue, fileName: fileName, bytes: bytes, format: formats[(index / 10) % formats.count]
        )
    }

    private static func generator(_ seed: UInt64, _ index: Int) -> SeededRandom {
        var mixer = SeededRandom(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        return SeededRandom(seed: mixer.next())
    }
}
