import Foundation

/// The inputs that cost minutes or gigabytes before inkbox bounded them (issue 23), made the same
/// way every time and run by every `scripts/fuzz` campaign after its mutants, under the same
/// oracle: a run over 20 s or 1 GiB is a finding.
public enum KnownBombs {
    public static let count = 7

    public static func bombCase(_ number: Int, canary: String) -> FuzzCase? {
        func scan(_ name: String, _ files: [(String, String)]) -> FuzzCase {
            let folder = "bomb-\(number)"
            var fuzzCase = FuzzCase(
                index: number, target: .scan, seedName: "bomb", mutation: name,
                fileName: folder + "/" + files[0].0, bytes: Array(files[0].1.utf8), format: "json")
            fuzzCase.extraFiles = files.dropFirst().map { (folder + "/" + $0.0, Array($0.1.utf8)) }
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
        default:
            return nil
        }
    }
}
