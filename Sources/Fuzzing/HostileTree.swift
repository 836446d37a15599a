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
        var fuzzCase = FuzzCase(
            index: index, target: .tree, seedName: "tree", mutation: "tree-\(scenario)",
            fileName: folder + "/app/web/styles.css", bytes: css, format: "json")
        switch scenario {
        case 0:  // --write-baseline through a link to the canary
            fuzzCase.mutation = "baseline-link"
            fuzzCase.links = [("inkbox-baseline.json", canaryLink)]
            fuzzCase.treeArguments = ["scan", "--fonts", "{FONTS}", "app", "--write-baseline", "inkbox-baseline.json"]
            fuzzCase.format = "text"
        case 1:  // fix -o DIR where DIR/NAME links out, and a dangling link that would create a file outside
            fuzzCase.mutation = "fix-output-link"
            fuzzCase.links = [
                ("out/Lato-Regular.ttf", canaryLink), ("out/DejaVuSans.ttf", "{OUTSIDE}/created-by-fix.ttf"),
            ]
            fuzzCase.treeArguments = [
                "fix", "--format", "json", "-o", "out", "{FONTS}/Lato-Regular.ttf", "{FONTS}/DejaVuSans.ttf",
            ]
        case 2:  // the output folder itself a link out of the tree
            fuzzCase.mutation = "output-folder-link"
            fuzzCase.links = [("out", "{OUTSIDE}")]
            fuzzCase.treeArguments = [
                "fix", "--format", "json", "-o", "out/new", "{FONTS}/Lato-Regular.ttf", "{FONTS}/DejaVuSans.ttf",
            ]
        case 3:  // check --write-baseline with a relative link that climbs out
            fuzzCase.mutation = "check-baseline-link"
            fuzzCase.extraFiles = [(folder + "/t.tokens.json", tokens)]
            fuzzCase.links = [("b.json", "../../../" + (canary as NSString).lastPathComponent)]
            fuzzCase.treeArguments = [
                "check", "--fonts", "{FONTS}", "--format", "sarif", "--write-baseline", "b.json", "t.tokens.json",
            ]
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
            fuzzCase.bytes = Array(
                """
                @font-face { font-family: "Secret"; src: url("\(climb)"); }
                @font-face { font-family: "Linked"; src: url("fonts/\(secretFont)"); }
                .a { font-family: "Secret"; font-size: 16px; }
                .b { font-family: "Linked"; font-size: 16px; }

                """.utf8)
            let pubspec = "flutter:\n  fonts:\n    - family: Secret\n      fonts:\n        - asset: \(climb)\n"
            fuzzCase.extraFiles = [
                (folder + "/app/flutter/pubspec.yaml", Array(pubspec.utf8)),
                (
                    folder + "/app/flutter/lib/main.dart",
                    Array("const a = TextStyle(fontFamily: 'Secret', fontSize: 16);\n".utf8)
                ),
            ]
            fuzzCase.links = [("app/web/fonts", "{OUTSIDE}")]
            let roots = ["app", "./app", "app/flutter/..", "app/web/../", "."]
            fuzzCase.treeArguments = [
                "scan", "--format", ["json", "html", "sarif"][index % 3], roots[(index / 100) % roots.count],
            ]
            fuzzCase.format = fuzzCase.treeArguments[2]
            fuzzCase.secrets = [secretName]
        default:  // link loops and links into the tree itself: the walk ends, nothing is read twice
            fuzzCase.mutation = "link-loops"
            fuzzCase.links = [
                ("app/loop", "."), ("app/up", ".."), ("app/web/self.css", "styles.css"), ("app/out", "{OUTSIDE}"),
            ]
            fuzzCase.treeArguments = ["scan", "--fonts", "{FONTS}", "--format", "github", "."]
            fuzzCase.format = "github"
        }
        return fuzzCase
    }
}
