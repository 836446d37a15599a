import Foundation
import InputFiles

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
    static let scenarioCount = 16

    /// A FIFO in the folder outside the project that no process reads: a run that writes to it
    /// waits for ever (`{OUTSIDE}/` + this).
    public static let fifo = "fifo"
    /// What a tree's `.git/config` holds, as the checkout action leaves it (a token): never printed,
    /// never changed.
    public static let gitSecret = "AUTHORIZATION: basic inkbox-git-token"

    static func treeCase(_ index: Int, seeds: [(name: String, bytes: [UInt8])], canary: String) -> FuzzCase {
        let folder = "mutant-tree-\(index)"
        let scenario = (index / 10) % scenarioCount
        let css = seeds.first { $0.name == "scan-app/web/styles.css" }?.bytes ?? []
        let tokens = seeds.first { $0.name == "typography.tokens.json" }?.bytes ?? []
        let canaryLink = "{OUTSIDE}/" + Paths.name(canary)
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
                "fix", "--keep-names", "--format", "json", "-o", "out", "{FONTS}/Lato-Regular.ttf",
                "{FONTS}/DejaVuSans.ttf",
            ]
        case 2:  // the output folder itself a link out of the tree
            fuzzCase.mutation = "output-folder-link"
            fuzzCase.links = [("out", "{OUTSIDE}")]
            fuzzCase.treeArguments = [
                "fix", "--keep-names", "--format", "json", "-o", "out/new", "{FONTS}/Lato-Regular.ttf",
                "{FONTS}/DejaVuSans.ttf",
            ]
        case 3:  // check --write-baseline with a relative link that climbs out
            fuzzCase.mutation = "check-baseline-link"
            fuzzCase.extraFiles = [(folder + "/t.tokens.json", tokens)]
            fuzzCase.links = [("b.json", "../../../" + Paths.name(canary))]
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
        // Issue 39: what the command line names is read and written under one rule.
        case 9:  // --strings, --text-file and a scanned folder that are links out of the project
            fuzzCase.mutation = "command-line-links"
            fuzzCase.links = [("strings.txt", canaryLink), ("linked-app", "{OUTSIDE}")]
            fuzzCase.treeArguments =
                index % 20 < 10
                ? [
                    "audit", "--format", "json", "--strings", "strings.txt", "--text-file", "strings.txt",
                    "{FONTS}/Lato-Regular.ttf",
                ]
                : ["scan", "--format", "json", "linked-app"]
            fuzzCase.secrets = [HostileTree.secretName]
        case 10:  // a token file and a font folder that are links out of the project
            fuzzCase.mutation = "linked-tokens"
            fuzzCase.extraFiles = [(folder + "/t.tokens.json", tokens)]
            fuzzCase.links = [("linked.tokens.json", canaryLink), ("Fonts/outside", "{OUTSIDE}")]
            fuzzCase.treeArguments = [
                "check", "--fonts", "Fonts", "--fonts", "{FONTS}", "--format", "json", "linked.tokens.json",
                "t.tokens.json",
            ]
            fuzzCase.secrets = [HostileTree.secretName]
        case 11:  // a report and a baseline through links to a FIFO outside, with --root a subfolder
            fuzzCase.mutation = "fifo-outputs"
            fuzzCase.extraFiles = [(folder + "/tokens/t.tokens.json", tokens)]
            fuzzCase.links = [("out.sarif", "{OUTSIDE}/" + fifo), ("baseline.json", "{OUTSIDE}/" + fifo)]
            fuzzCase.treeArguments = [
                "check", "--root", "tokens", "--fonts", "{FONTS}", "--format", "text", "--report", "sarif=out.sarif",
                index % 20 < 10 ? "--write-baseline" : "--report",
                index % 20 < 10 ? "baseline.json" : "json=baseline.json",
                "tokens/t.tokens.json",
            ]
            fuzzCase.format = "text"
        case 12:  // --write-baseline through a link into .git, whose config holds a token
            fuzzCase.mutation = "git-baseline"
            fuzzCase.extraFiles = [
                (folder + "/t.tokens.json", tokens), (folder + "/.git/config", Array(gitConfig.utf8)),
            ]
            fuzzCase.links = [(".inkbox-baseline.json", ".git/config")]
            fuzzCase.protected = [".git/config"]
            fuzzCase.treeArguments = [
                "check", "--fonts", "{FONTS}", "--format", "text", "--write-baseline", ".inkbox-baseline.json",
                "t.tokens.json",
            ]
            fuzzCase.format = "text"
            fuzzCase.secrets = [gitSecret]
        case 13:  // a token's catalog in .git, read and its lines printed
            fuzzCase.mutation = "git-catalog"
            let catalog = Array(
                """
                {"text": {"$type": "typography", "t": {"$extensions": {"com.inkbox": {"strings": ".git/config"}},
                  "$value": {"fontFamily": "IPAexGothic", "fontSize": 12}}}}
                """.utf8)
            fuzzCase.extraFiles = [
                (folder + "/t.tokens.json", catalog), (folder + "/.git/config", Array(gitConfig.utf8)),
            ]
            fuzzCase.protected = [".git/config"]
            fuzzCase.treeArguments = [
                "check", "--fonts", "{FONTS}", "--format", ["json", "html", "markdown"][(index / 20) % 3],
                "t.tokens.json",
            ]
            fuzzCase.format = fuzzCase.treeArguments[4]
            fuzzCase.secrets = [gitSecret]
        case 14:  // scripts in one-character folders and a module path with `//` before a non-ASCII name
            // Foundation's path methods stopped the process on both on Linux (`deletingLastPathComponent`
            // of "a", `lastPathComponent` of "a//é").
            fuzzCase.mutation = "one-character-folders"
            let script = Array(
                """
                import theme from 'theme';
                import shared from './/é/x';
                import { Text, StyleSheet } from 'react-native';
                export const X = () => <Text style={styles.t}>Éj</Text>;
                const styles = StyleSheet.create({ t: { ...theme.text, ...shared.t, fontFamily: 'Lato-Regular' } });

                """.utf8)
            fuzzCase.extraFiles = ["a", "é", "a/b", "é/é"].map { (folder + "/app/" + $0 + "/x.tsx", script) }
            fuzzCase.treeArguments = ["scan", "--fonts", "{FONTS}", "--format", "json", "app"]
        case 15:  // every example app source under folders named with non-ASCII letters, spaces, a tab, a dash
            // Foundation's path methods were checked on one-character paths alone (scenario 14); every
            // scanner's paths pass through names like these, and a tab must not reach a report raw.
            fuzzCase.mutation = "unusual-folder-names"
            let sources = seeds.filter { $0.name.hasPrefix("scan-app/") }
            fuzzCase.extraFiles = ["é", "日本 語", "-x", "a\tb", "..."].flatMap { name in
                sources.map { (folder + "/app/" + name + "/" + $0.name.dropFirst("scan-app/".count), $0.bytes) }
            }
            fuzzCase.treeArguments = [
                "scan", "--fonts", "{FONTS}", "--format", ["json", "text", "github", "sarif"][(index / 160) % 4], "app",
            ]
            fuzzCase.format = fuzzCase.treeArguments[4]
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

    /// A `.git/config` with the job's token in it, as actions/checkout writes it.
    static let gitConfig = "[http \"https://github.com/\"]\n\textraheader = \(gitSecret)\n"
}
