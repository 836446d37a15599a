import Foundation

/// The inputs that cost minutes or gigabytes before inkbox bounded them (issues 23 and 39), made
/// the same way every time and run by every `scripts/fuzz` campaign after its mutants, under the
/// shapes' limits (`Shapes.limits`: 10 s and 500 MB). `expectedStatus` is each one's exit code.
public enum KnownBombs {
    public static let count = 15

    /// The exit code each bomb ends with: 2 where it reaches a limit or an unreadable input, else
    /// its verdict.
    public static let expectedStatus: [String: Int32] = [
        "unclosed-bracket": 2, "nested-media": 0, "self-parented-style": 2, "font-faces": 2, "storyboard-labels": 2,
        "woff-2GB": 2, "swift-one-line": 2, "css-comments": 0, "collection-repeats": 1, "collection-faces": 2,
        "alias-chain": 2, "ref-chain": 2, "many-tokens": 2, "mixin-fanout": 0,
    ]

    /// Bomb `number`; `fonts` are the fixture fonts by name (a collection is made of one).
    public static func bombCase(_ number: Int, canary: String, fonts: [(name: String, bytes: [UInt8])] = [])
        -> FuzzCase?
    {
        var fuzzCase = bomb(number, fonts: fonts)
        fuzzCase?.limits = Shapes.limits
        return fuzzCase
    }

    private static func bomb(_ number: Int, fonts: [(name: String, bytes: [UInt8])]) -> FuzzCase? {
        func scan(_ name: String, _ files: [(String, String)]) -> FuzzCase {
            let folder = "bomb-\(number)"
            var fuzzCase = FuzzCase(
                index: number, target: .scan, seedName: "bomb", mutation: name,
                fileName: folder + "/" + files[0].0, bytes: Array(files[0].1.utf8), format: "json")
            fuzzCase.extraFiles = files.dropFirst().map { (folder + "/" + $0.0, Array($0.1.utf8)) }
            return fuzzCase
        }
        func tokens(_ name: String, _ members: [String]) -> FuzzCase {
            FuzzCase(
                index: number, target: .tokens, seedName: "bomb", mutation: name,
                fileName: "bomb-\(number).tokens.json", bytes: Array(("{" + members.joined(separator: ",") + "}").utf8),
                format: "json")
        }
        func collection(_ name: String, faces: Int, distinct: Bool) -> FuzzCase? {
            guard let font = fonts.first(where: { $0.name == "DejaVuSans.ttf" })?.bytes else { return nil }
            var fuzzCase = FuzzCase(
                index: number, target: .font, seedName: "bomb", mutation: name, fileName: "bomb-\(number).ttc",
                bytes: FontMutator.collection(of: font, faces: faces, distinct: distinct), format: "json")
            fuzzCase.characterSet = "latin"
            return fuzzCase
        }
        switch number {
        // usages inside `[`s that never close (298 KB: 33 s before; each looked 2,000 characters ahead, quadratically)
        case 0:
            return scan(
                "unclosed-bracket",
                [("Views.swift", "let a = " + String(repeating: "[UIFont(name: \"A\", size: 12), \n", count: 14_000))])
        case 1:  // `@media{` 30,000 times (20,000 in 140 KB: over 60 s, quadratic)
            return scan(
                "nested-media",
                [
                    (
                        "a.css",
                        String(repeating: "@media{", count: 30_000) + ".a{font-family:x;font-size:12px}"
                            + String(repeating: "}", count: 30_000)
                    )
                ])
        case 2:  // a self-parented style of 20,000 items used by 1,200 views (200 views, 588 KB: 43 s)
            let items = (0..<20_000).map { "<item name=\"a\($0)\">v</item>" }.joined()
            return scan(
                "self-parented-style",
                [
                    (
                        "res/layout/main.xml",
                        "<LinearLayout>"
                            + String(
                                repeating: "<TextView style=\"@style/S\" android:textSize=\"12sp\"/>", count: 1_200)
                            + "</LinearLayout>"
                    ),
                    ("res/values/styles.xml", "<resources><style name=\"S\" parent=\"S\">\(items)</style></resources>"),
                ])
        case 3:  // 40,000 @font-face rules and 40,000 rules (30,000 of each, 2.8 MB: 73 s)
            let faces = (0..<40_000).map { "@font-face{font-family:\"F\($0)\";src:url(\"f\($0).ttf\")}\n" }.joined()
            let rules = (0..<40_000).map { ".r\($0){font-family:\"F\(39_999 - $0)\";font-size:\(10 + $0 % 50)px}\n" }
                .joined()
            return scan("font-faces", [("a.css", faces + rules)])
        case 4:  // a storyboard of 900,000 labels (7.2 MB: 4.4 GB)
            return scan(
                "storyboard-labels",
                [
                    (
                        "Main.storyboard",
                        "<document><objects>" + String(repeating: "<label/>", count: 900_000)
                            + "</objects></document>"
                    )
                ])
        case 5, 6:  // a WOFF whose zlib stream inflates to 2 GB (2.4 MB: 2.1 GB of memory), through audit and fix
            guard let font = CompressionBomb.woff(inflating: 2_000_000_000) else { return nil }
            var fuzzCase = FuzzCase(
                index: number, target: number == 5 ? .font : .fontFix, seedName: "bomb", mutation: "woff-2GB",
                fileName: "bomb-\(number).woff", bytes: font, format: "json")
            fuzzCase.characterSet = "auto"
            return fuzzCase
        // Issue 39. A Swift file of one line, usages at its end: each looked back to the line's start (327 KB: 31 s).
        case 7:
            return scan(
                "swift-one-line",
                [
                    (
                        "Views.swift",
                        "let a = \"" + String(repeating: "x", count: 1_000_000) + "\"; "
                            + String(repeating: "[UIFont(name: \"A\", size: 12)]; ", count: 2_100)
                    )
                ])
        case 8:  // 2 MB of CSS comments, the rest of the file copied for each (26 s)
            return scan(
                "css-comments",
                [("a.css", String(repeating: "/**/", count: 500_000) + ".a{font-family:x;font-size:12px}")])
        case 9:  // a collection whose 600 faces name one table directory (0.7 MB: 51 s)
            return collection("collection-repeats", faces: 600, distinct: false)
        case 10:  // 1,100 faces, each its own directory over one set of tables: past the limit of 1,000
            return collection("collection-faces", faces: 1_100, distinct: true)
        case 11:  // 100,000 aliases in a chain, written from the far end (each walked 64 steps: 29 s, 681 MB)
            return tokens(
                "alias-chain",
                stride(from: 100_000, to: 0, by: -1).map { "\"t\($0)\": {\"$value\": \"{t\($0 - 1)}\"}" }
                    + ["\"t0\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Lato\", \"fontSize\": 16}}"])
        case 12:  // 50,000 typography tokens whose sizes point through 63 $ref pointers into a big object (19 s)
            let pointers = (1..<64).map { "\"p\($0)\": {\"$value\": {\"$ref\": \"#/p\($0 - 1)/$value\"}}" }
            let sized = (0..<50_000).map {
                "\"t\($0)\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Lato\", "
                    + "\"fontSize\": {\"$ref\": \"#/p63/$value\"}}}"
            }
            return tokens("ref-chain", ["\"p0\": {\"$type\": \"dimension\", \"$value\": \"16px\"}"] + pointers + sized)
        case 13:  // 20,000 typography tokens of distinct sizes (1.9 MB: 15 s, 1.4 GB)
            return tokens(
                "many-tokens",
                (0..<20_000).map {
                    "\"s\($0)\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Lato\", "
                        + "\"fontSize\": \"\(8 + Double($0) / 100)px\", \"lineHeight\": 1.2}}"
                })
        case 14:  // SCSS mixins each including the one below 40 times, 8 deep (4 KB: over 60 s, 40^7 expansions)
            let mixins = (1..<8).map { level in
                "@mixin m\(level) { "
                    + String(repeating: "@include m\(level - 1); ", count: 40) + "}"
            }
            return scan(
                "mixin-fanout",
                [
                    (
                        "a.scss",
                        (["@mixin m0 { font-family: X; font-size: 12px; }"] + mixins + [".a { @include m7; }"])
                            .joined(separator: "\n")
                    )
                ])
        default:
            return nil
        }
    }
}
