import Foundation

/// Hostile checkouts, as a pull request can make them: symbolic links planted at the paths
/// inkbox writes (`-o`, `fix -o DIR`, `--write-baseline`), links out of the tree, paths that
/// climb out of a relative scan root, and link loops. Each runs in the tree's own folder (so its
/// roots and links are relative to it); nothing outside the tree may be read or written.
///
/// The folder outside the project (`{OUTSIDE}`) holds the canary text, whose contents must
/// never change or be printed, and `secret-font.otf` (a copy of Cantarell), which must never be
/// measured: no "Cantarell" in the output of a run that was given no other Cantarell.
public enum HostileTree {
    /// The font the fuzzer keeps outside the project, and the name that shows if it is read.
    public static let secretFont = "secret-font.otf"
    public static let secretFontSeed = "Cantarell-Regular.otf"
    public static let secretName = "Cantarell"

    /// The scenarios, in turn.
    static let scenarioCount = 9

    static func treeCase(_ index: Int, seeds: [(name: String, bytes: [UInt8])], canary: String) -> FuzzCase {
        let folder = "mutant-tree-\(index)"
        let scenario = (index / 10) % scenarioCount
        let css = seeds.first { $0.name == "scan-app/web/styles.css" }?.bytes ?? []
        let tokens = seeds.first { $0.name == "typography.tokens.json" }?.bytes ?? []
        let canaryLink = "{OUTSIDE}/" + (canary as NSString).lastPathComponent
        var fuzzCase = FuzzCase(index: index, target: .tree, seedName: "tree", mutation: "tree-\(scenario)",
                                fileName: folder + "/app/web/styles.css", bytes: css, format: "json")
        switch scenario {
        case 0:  // --write-baseline through a link to the canary
            fuzzCase.mutation = "baseline-link"
            fuzzCase.links = [("inkbox-baseline.json", canaryLink)]
            fuzzCase.treeArguments = ["scan", "--fonts", "{FONTS}", "app", "--write-baseline", "inkbox-baseline.json"]
            fuzzCase.format = "text"
        case 1:  // fix -o DIR where DIR/NAME links out, and a dangling link that would create a file outside
            fuzzCase.mutation = "fix-output-link"
            fuzzCase.links = [("out/Lato-Regular.ttf", canaryLink), ("out/DejaVuSans.ttf", "{OUTSIDE}/created-by-fix.ttf")]
            fuzzCase.treeArguments = ["fix", "--format", "json", "-o", "out", "{FONTS}/Lato-Regular.ttf", "{FONTS}/DejaVuSans.ttf"]
        case 2:  // the output folder itself a link out of the tree
            fuzzCase.mutation = "output-folder-link"
            fuzzCase.links = [("out", "{OUTSIDE}")]
            fuzzCase.treeArguments = ["fix", "--format", "json", "-o", "out/new", "{FONTS}/Lato-Regular.ttf", "{FONTS}/DejaVuSans.ttf"]
        case 3:  // check --write-baseline with a relative link that climbs out
            fuzzCase.mutation = "check-baseline-link"
            fuzzCase.extraFiles = [(folder + "/t.tokens.json", tokens)]
            fuzzCase.links = [("b.json", "../../../" + (canary as NSString).lastPathComponent)]
            fuzzCase.treeArguments = ["check", "--fonts", "{FONTS}", "--format", "sarif", "--write-baseline", "b.json", "t.tokens.json"]
            fuzzCase.format = "sarif"
        case 4:  // generate -o through a link
            fuzzCase.mutation = "generate-output-link"
            fuzzCase.extraFiles = [(folder + "/t.tokens.json", tokens)]
            fuzzCase.links = [("gutters.css", canaryLink)]
            fuzzCase.format = "text"
            fuzzCase.treeArguments = ["generate", "css", "--fonts", "{FONTS}", "-o", "gutters.css", "t.tokens.json"]
        case 5:  // render -o through a link
            fuzzCase.mutation = "render-output-link"
            fuzzCase.links = [("picture.svg", canaryLink)]
            fuzzCase.format = "text"
            fuzzCase.treeArguments = ["render", "--text", "Éj", "-o", "picture.svg", "{FONTS}/ipaexg.ttf"]
        case 6, 7:  // sources that name the outside font, read from relative roots of every spelling
            fuzzCase.mutation = "relative-root"
            let climb = "../../../../../" + secretFont
            fuzzCase.bytes = Array("""
                @font-face { font-family: "Secret"; src: url("\(climb)"); }
                @font-face { font-family: "Linked"; src: url("fonts/\(secretFont)"); }
                .a { font-family: "Secret"; font-size: 16px; }
                .b { font-family: "Linked"; font-size: 16px; }

                """.utf8)
            let pubspec = "flutter:\n  fonts:\n    - family: Secret\n      fonts:\n        - asset: \(climb)\n"
            fuzzCase.extraFiles = [
                (folder + "/app/flutter/pubspec.yaml", Array(pubspec.utf8)),
                (folder + "/app/flutter/lib/main.dart", Array("const a = TextStyle(fontFamily: 'Secret', fontSize: 16);\n".utf8)),
            ]
            fuzzCase.links = [("app/web/fonts", "{OUTSIDE}")]
            let roots = ["app", "./app", "app/flutter/..", "app/web/../", "."]
            fuzzCase.treeArguments = ["scan", "--format", ["json", "html", "sarif"][index % 3], roots[(index / 100) % roots.count]]
            fuzzCase.format = fuzzCase.treeArguments[2]
            fuzzCase.secrets = [secretName]
        default:  // link loops and links into the tree itself: the walk ends, nothing is read twice
            fuzzCase.mutation = "link-loops"
            fuzzCase.links = [("app/loop", "."), ("app/up", ".."), ("app/web/self.css", "styles.css"), ("app/out", "{OUTSIDE}")]
            fuzzCase.treeArguments = ["scan", "--fonts", "{FONTS}", "--format", "github", "."]
            fuzzCase.format = "github"
        }
        return fuzzCase
    }
}

/// The inputs that cost minutes or gigabytes before inkbox bounded them (issue 23), made the same
/// way every time and run by every `scripts/fuzz` campaign after its mutants, under the same
/// oracle: a run over 20 s or 1 GiB is a finding.
public enum KnownBombs {
    public static let count = 7

    public static func bombCase(_ number: Int, canary: String) -> FuzzCase? {
        func scan(_ name: String, _ files: [(String, String)]) -> FuzzCase {
            let folder = "bomb-\(number)"
            var fuzzCase = FuzzCase(index: number, target: .scan, seedName: "bomb", mutation: name,
                                    fileName: folder + "/" + files[0].0, bytes: Array(files[0].1.utf8), format: "json")
            fuzzCase.extraFiles = files.dropFirst().map { (folder + "/" + $0.0, Array($0.1.utf8)) }
            return fuzzCase
        }
        switch number {
        case 0:  // usages inside `[`s that never close (298 KB: 33 s before; each looked 2,000 characters ahead, quadratically)
            return scan("unclosed-bracket", [("Views.swift", "let a = " + String(repeating: "[UIFont(name: \"A\", size: 12), \n", count: 14_000))])
        case 1:  // `@media{` 30,000 times (20,000 in 140 KB: over 60 s, quadratic)
            return scan("nested-media", [("a.css", String(repeating: "@media{", count: 30_000) + ".a{font-family:x;font-size:12px}"
                                            + String(repeating: "}", count: 30_000))])
        case 2:  // a self-parented style of 20,000 items used by 1,200 views (200 views, 588 KB: 43 s)
            let items = (0..<20_000).map { "<item name=\"a\($0)\">v</item>" }.joined()
            return scan("self-parented-style", [
                ("res/layout/main.xml", "<LinearLayout>" + String(repeating: "<TextView style=\"@style/S\" android:textSize=\"12sp\"/>", count: 1_200)
                    + "</LinearLayout>"),
                ("res/values/styles.xml", "<resources><style name=\"S\" parent=\"S\">\(items)</style></resources>"),
            ])
        case 3:  // 40,000 @font-face rules and 40,000 rules (30,000 of each, 2.8 MB: 73 s)
            let faces = (0..<40_000).map { "@font-face{font-family:\"F\($0)\";src:url(\"f\($0).ttf\")}\n" }.joined()
            let rules = (0..<40_000).map { ".r\($0){font-family:\"F\(39_999 - $0)\";font-size:\(10 + $0 % 50)px}\n" }.joined()
            return scan("font-faces", [("a.css", faces + rules)])
        case 4:  // a storyboard of 900,000 labels (7.2 MB: 4.4 GB)
            return scan("storyboard-labels", [("Main.storyboard", "<document><objects>" + String(repeating: "<label/>", count: 900_000)
                                                   + "</objects></document>")])
        case 5, 6:  // a WOFF whose zlib stream inflates to 2 GB (2.4 MB: 2.1 GB of memory), through audit and fix
            guard let font = CompressionBomb.woff(inflating: 2_000_000_000) else { return nil }
            var fuzzCase = FuzzCase(index: number, target: number == 5 ? .font : .fontFix, seedName: "bomb", mutation: "woff-2GB",
                                    fileName: "bomb-\(number).woff", bytes: font, format: "json")
            fuzzCase.characterSet = "auto"
            return fuzzCase
        default:
            return nil
        }
    }
}
