import Foundation
import LineBoxAnalysis
import Testing

@testable import Reports

@Suite("Text tables and lines")
struct TextReportTests {
    private static let plain: @Sendable (Int, Int, String) -> String = { _, _, cell in cell }

    @Test("columns two spaces apart, right-aligned where asked, no trailing spaces")
    func aligned() {
        let text = TextReport.table(
            [["size", "font"], ["17", "Lato"], ["9", "IPAex Gothic"]], rightAligned: [0], style: Self.plain)
        #expect(text == "  size  font\n    17  Lato\n     9  IPAex Gothic\n")
    }

    @Test("too wide: optional columns go first and are named, then cells shrink, then the last column wraps")
    func fitted() {
        let rows = [["a", "path", "note"], ["x", "some/long/folder/file.json", "one two three four five six"]]
        var fit = TextReport.TableFit(width: 40, optional: [0], shrinkable: [1])
        fit.shortest = 10
        let text = TextReport.table(rows, rightAligned: [], fit: fit, style: Self.plain)
        // Without column 0: 2 + 26 + 2 + 27 = 57 > 40, so the path shrinks to max(10, 26 - 17) characters, keeping its
        // end; 2 + 10 + 2 + 27 = 41 is still over, so the note wraps at 27 - 1 = 26 characters.
        #expect(
            text
                == "  path        note\n  …file.json  one two three four five\n              six\n  (--wide also shows: a)\n"
        )
        let wrapped = TextReport.table(
            [["k", "advice"], ["1", "padding 2.00 / 3.00 pt; includeFontPadding fixes it"]],
            rightAligned: [], fit: TextReport.TableFit(width: 30), style: Self.plain)
        #expect(wrapped == "  k  advice\n  1  padding 2.00 / 3.00 pt;\n     includeFontPadding fixes\n     it\n")
    }

    @Test("names from input are escaped before they are measured")
    func escaped() {
        #expect(TextReport.table([["a\u{1B}b"]], rightAligned: [], style: Self.plain) == "  a\\u{1b}b\n")
    }

    @Test("words wrap at spaces; a longer word stays whole; labelled text hangs under its label")
    func words() {
        #expect(TextReport.wrapWords("one two three", width: 7) == ["one two", "three"])
        #expect(TextReport.wrapWords("unbreakable word", width: 4) == ["unbreakable", "word"])
        #expect(TextReport.labelled("note", "short", width: .standard) == "  note      short\n")
        for columns in [80, 100, 160] {
            let long = TextReport.labelled(
                "warning", String(repeating: "word ", count: 60), width: TextWidth(columns: columns))
            #expect(long.split(separator: "\n").allSatisfy { $0.count <= columns })
            #expect(long.split(separator: "\n").contains { $0.count > columns - 5 })
            #expect(
                long.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 12)) })
        }
    }

    @Test(
        "a terminal's columns: wide East Asian characters two, combining and format marks none, a Thai vowel sign one")
    func terminalColumns() {
        #expect("Ångström".terminalColumns == 8)
        #expect("IPAexゴシック".terminalColumns == 5 + 2 * 4)
        #expect("e\u{301}".terminalColumns == 1)
        #expect("a\u{200D}b".terminalColumns == 2)
        // U+0E33 THAI CHARACTER SARA AM: one Character with the letter before it, two columns.
        #expect("(\u{0E33}".count == 1 && "(\u{0E33}".terminalColumns == 2)
        // A table pads by columns: the wide name's row ends where the narrow one's does.
        let table = TextReport.table([["ゴシック", "x"], ["abcdefgh", "y"]], rightAligned: [], style: Self.plain)
        #expect(table == "  ゴシック  x\n  abcdefgh  y\n")
    }

    @Test("the width: --wide, then COLUMNS, then the terminal's, then 80; never under 40")
    func widths() {
        #expect(TextWidth.resolve(wide: true, environment: ["COLUMNS": "90"], terminalColumns: 70) == .wide)
        #expect(TextWidth.resolve(wide: false, environment: ["COLUMNS": "90"], terminalColumns: 70).columns == 90)
        #expect(TextWidth.resolve(wide: false, environment: ["COLUMNS": "x"], terminalColumns: 70).columns == 70)
        #expect(TextWidth.resolve(wide: false, environment: [:], terminalColumns: nil).columns == 80)
        #expect(TextWidth.resolve(wide: false, environment: ["COLUMNS": "12"], terminalColumns: nil).columns == 40)
    }

    @Test("paint wraps in ANSI codes only when enabled; pad leaves one space after a full cell")
    func paint() {
        #expect(Paint(enabled: true).red("CLIP") == "\u{1B}[31mCLIP\u{1B}[0m")
        #expect(Paint(enabled: false).red("CLIP") == "CLIP")
        #expect(pad("ab", 4) == "ab  " && pad("abcd", 4) == "abcd ")
    }
}

@Suite("Findings")
struct FindingTests {
    @Test("GitHub commands: the level's command, escaped properties and message")
    func github() {
        let findings = [
            Finding(.clips, file: "tokens/a,b.json", line: 12, title: "inkbox ios", message: "body: 50% cut\nbelow"),
            Finding(.faintInk, file: nil, title: "inkbox web", message: "faint"),
        ]
        #expect(
            FindingFormats.github(findings, annotate: .note)
                == "::error file=tokens/a%2Cb.json,line=12,title=inkbox ios::body: 50%25 cut%0Abelow\n"
                + "::notice title=inkbox web::faint\n")
        // Errors only by default; what is left is counted.
        #expect(
            FindingFormats.github(findings)
                == "::error file=tokens/a%2Cb.json,line=12,title=inkbox ios::body: 50%25 cut%0Abelow\n"
                + "inkbox: 1 note not annotated (listed in the text and Markdown reports; --annotate note annotates them)\n"
        )
    }

    @Test("GitHub commands: one per file and line, at its gravest level, each platform's message in it")
    func githubGrouped() {
        let findings = [
            Finding(.sideOverhang, file: "a.css", line: 3, title: "inkbox web", message: "overhangs"),
            Finding(.clips, file: "a.css", line: 3, title: "inkbox ios", message: "cut"),
            Finding(.clips, file: "a.css", line: 4, column: 2, title: "inkbox ios", message: "cut too"),
        ]
        #expect(
            FindingFormats.github(findings, annotate: .warning)
                == "::error file=a.css,line=3,title=inkbox web · inkbox ios::inkbox web: overhangs%0Ainkbox ios: cut\n"
                + "::error file=a.css,line=4,col=2,title=inkbox ios::cut too\n")
        // An error's line shows the error alone; the warning is counted.
        #expect(FindingFormats.github(findings).hasPrefix("::error file=a.css,line=3,title=inkbox ios::cut\n"))
    }

    @Test("the tally counts each severity, gravest first")
    func tally() {
        let findings = [
            Finding(.clips, file: nil, title: "", message: ""),
            Finding(.sideOverhang, file: nil, title: "", message: ""),
            Finding(.sideOverhang, file: nil, title: "", message: ""),
        ]
        #expect(findings.tally == "1 error, 2 warnings, 0 notes")
        #expect(findings.gravest == .error)
        #expect([Finding]().gravest == nil)
    }

    @Test(
        "every SARIF rule carries its full description, its help as text and Markdown, and a helpUri to its docs section"
    )
    func sarifRules() throws {
        let log = FindingFormats.sarif([], version: "0")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["informationUri"] as? String == ToolInfo.repository)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == Rule.allCases.count)
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        for (rule, entry) in zip(Rule.allCases, rules) {
            #expect((entry["fullDescription"] as? [String: String])?["text"] == rule.summary)
            let help = try #require(entry["help"] as? [String: String])
            #expect(help["text"]?.contains(rule.fix) == true && help["markdown"] == rule.helpMarkdown)
            let uri = try #require(entry["helpUri"] as? String)
            #expect(uri.hasPrefix(ToolInfo.repository + "/blob/main/docs/rules.md#"))
            #expect(page.contains("<a id=\"\(rule.anchor)\"></a>"), "docs/rules.md has no anchor for \(rule.rawValue)")
        }
    }

    @Test("docs/rules.md is the rules' own table (INKBOX_RECORD_SNAPSHOTS=1 rewrites it, and fails the run)")
    func rulesPage() throws {
        let url = packageRoot.appendingPathComponent("docs/rules.md")
        if ProcessInfo.processInfo.environment["INKBOX_RECORD_SNAPSHOTS"] != nil {
            try Rule.reference.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded docs/rules.md; review it and run again without INKBOX_RECORD_SNAPSHOTS")
            return
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == Rule.reference)
    }
}

/// The package's root folder, from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
