import Foundation
import Reports
import Testing

@Suite("Text reports fit the terminal")
struct TerminalWidthTests {
    /// Runs that print every kind of text table: an audit on every platform, with strings, side
    /// columns and long advice; a summary of every fixture; a token check; a scan of the example
    /// app; a fix plan.
    static let runs: [[String]] = [
        ["audit", "--platform", "all", packageFile("Fonts/ipaexg.ttf"), packageFile("Fonts/NotoSans-Italic.ttf")],
        ["audit", "--platform", "ios,web", "--text", "Ångström ประจำ 日本語", packageFile("Fonts/ipaexg.ttf")],
        ["audit", "--platform", "all", "--summary", packageFile("Fonts")],
        [
            "check", "--fonts", packageFile("Fonts"), "--platform", "ios,web",
            packageFile("Examples/dtcg/typography.tokens.json"),
        ],
        ["scan", "--fonts", packageFile("Fonts"), packageFile("Examples/scan-app")],
        [
            "fix", "--dry-run", "--family", "Kakeru Gothic", "--platform", "ios,android,web",
            packageFile("Fonts/ipaexg.ttf"),
        ],
    ]

    @Test("at 80, 100 and 160 columns no line is wider, and the tables use the room", arguments: [80, 100, 160])
    func fits(columns: Int) {
        for arguments in Self.runs {
            let run = inkbox(arguments, environment: ["COLUMNS": "\(columns)"])
            let lines = run.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.count > 5, "\(arguments)")
            let wider = lines.filter { $0.terminalColumns > columns }
            #expect(wider.isEmpty, "\(arguments.prefix(3)) at \(columns): \(wider)")
            #expect(lines.contains { $0.terminalColumns > columns - 12 }, "\(arguments.prefix(3)) at \(columns)")
        }
    }

    @Test("piped with no COLUMNS a report is 80 wide; --wide is as wide as its cells; each file is said once, whole")
    func defaults() {
        let scan = ["scan", "--fonts", packageFile("Fonts"), packageFile("Examples/scan-app")]
        let piped = inkbox(scan).standardOutput
        #expect(piped == inkbox(scan, environment: ["COLUMNS": "80"]).standardOutput)
        #expect(piped.split(separator: "\n").allSatisfy { String($0).terminalColumns <= 80 })
        // No path is shortened: the file stands whole above its rows, and in each row with --wide.
        #expect(!piped.contains("…in/java"))
        #expect(piped.contains("\n  android/app/src/main/java/com/example/ui/Screen.kt\n"))
        let wide = inkbox(scan + ["--wide"], environment: ["COLUMNS": "80"]).standardOutput
        #expect(wide.contains("android/app/src/main/java/com/example/ui/Screen.kt:19"))
        #expect(wide.split(separator: "\n").contains { String($0).terminalColumns > 160 })
    }

    @Test("summaries are worst first: faces that cut, then those with warnings, then the clean")
    func worstFirst() {
        let run = inkbox(
            ["audit", "--summary", "--set", "probe", packageFile("Fonts")], environment: ["COLUMNS": "200"])
        // The table's rows: the lines before the families' findings.
        let table = run.standardOutput.components(separatedBy: "\nfamily ")[0]
        let verdicts = table.split(separator: "\n").compactMap { line -> Int? in
            let word = line.split(separator: " ").first.map(String.init) ?? ""
            return ["CLIPS": 0, "warning": 1, "note": 2, "ok": 3][word]
        }
        #expect(verdicts.count > 10)
        #expect(verdicts == verdicts.sorted())
        #expect(Set(verdicts).count > 1)
    }
}
