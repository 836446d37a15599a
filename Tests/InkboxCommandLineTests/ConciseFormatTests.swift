import FontFixtures
import Foundation
import LineBoxAnalysis
import Testing

@Suite("--format concise and --statistics: one line per finding, counts per rule")
struct ConciseFormatTests {
    private let dtcg = packageFile("Examples/dtcg/typography.tokens.json")
    private let fonts = FontFixture.directory.path

    @Test("rule codes are IB and three digits, one per rule")
    func codes() {
        let codes = Rule.allCases.map(\.code)
        #expect(Set(codes).count == codes.count)
        #expect(codes.allSatisfy { $0.wholeMatch(of: /IB[0-9]{3}/) != nil })
        #expect(Rule.clips.code == "IB001" && Rule.lineGap.code == "IB017")
    }

    @Test("check: the concise lines are SARIF's results, gravest first, each at its file and line")
    func conciseIsSarif() throws {
        let concise = inkbox("check", "--fonts", fonts, "--format", "concise", dtcg)
        #expect(concise.status == 1)
        let lines = concise.standardOutput.split(separator: "\n").map(String.init)
        let sarif = inkbox("check", "--fonts", fonts, "--format", "sarif", dtcg).standardOutput
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(lines.count == results.count && !lines.isEmpty)
        // Each SARIF result's rule, file and line is one concise line's beginning.
        var expected: [String] = []
        for result in results {
            let rule = try #require(Rule.allCases.first { $0.rawValue == result["ruleId"] as? String })
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let file = try #require((location?["artifactLocation"] as? [String: Any])?["uri"] as? String)
            let line = (location?["region"] as? [String: Any])?["startLine"] as? Int
            expected.append("\(file)\(line.map { ":\($0)" } ?? ""): \(rule.code) \(rule.severity.rawValue): ")
        }
        let starts = lines.map { line in
            String(line.prefix { $0 != "[" }).replacingOccurrences(of: "] ", with: "")
        }
        #expect(starts.sorted() == expected.sorted())
        // Gravest first.
        let levels = lines.compactMap { line in Severity.allCases.first { line.contains(" \($0.rawValue): [") } }
        #expect(levels.count == lines.count && levels == levels.sorted(by: >))
        #expect(
            lines.first?.hasPrefix("Examples/dtcg/typography.tokens.json:43: IB001 error: [ios] text.heading-ja")
                == true)
    }

    @Test("--statistics counts the concise lines by rule, gravest first, and totals them")
    func statistics() throws {
        let concise = inkbox("scan", "--fonts", fonts, "--format", "concise", packageFile("Examples/scan-app"))
        let statistics = inkbox("scan", "--fonts", fonts, "--statistics", packageFile("Examples/scan-app"))
        #expect(statistics.status == concise.status && statistics.status == 1)
        #expect(
            statistics.standardOutput
                == inkbox(
                    "scan", "--fonts", fonts, "--format", "statistics",
                    packageFile("Examples/scan-app")
                ).standardOutput)
        let all = statistics.standardOutput.split(separator: "\n").map(String.init)
        let total = try #require(all.last)
        let rows = all.dropLast()
        let lines = concise.standardOutput.split(separator: "\n")
        #expect(total.hasPrefix("\(lines.count) findings: "))
        var previous: Severity = .error
        for row in rows {
            let cells = row.split(separator: " ", omittingEmptySubsequences: true)
            let count = try #require(cells.first.flatMap { Int($0) })
            let code = try #require(cells.dropFirst().first.map(String.init))
            #expect(lines.filter { $0.contains(": \(code) ") }.count == count, "\(row)")
            let rule = try #require(Rule.allCases.first { $0.code == code })
            #expect(rule.severity <= previous, "gravest first: \(row)")
            previous = rule.severity
            // The platforms' counts add up to the rule's.
            let split = row.split(separator: ",").compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }
            #expect(split.reduce(0, +) == count, "\(row)")
        }
        #expect(inkbox("scan", "--fonts", fonts, "--statistics", "--format", "json", ".").status == 64)
    }

    @Test("audit: each face's findings as it comes, an unreadable font as IB010 at its path, exit 2")
    func audit() throws {
        let folder = try scratchFolder()
        let broken = folder + "/broken.ttf"
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: broken))
        let run = inkbox(
            "audit", "--set", "probe", "--platform", "ios,web", "--format", "concise", fixture(.clipsOnIOS),
            fixture(.useTypoMetrics), broken)
        #expect(run.status == 2)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix(relative(fixture(.clipsOnIOS)) + ": IB001 error: [ios] IPAexGothic: cut on ios")
            })
        #expect(
            lines.contains { $0.hasPrefix(relative(fixture(.useTypoMetrics)) + ": IB007 warning: [web] Lato-Regular") })
        #expect(lines.last?.hasPrefix(broken + ": IB010 error: ") == true)
    }

    @Test(
        "--ignore and --select: the findings of rules turned off are not made, counted or failed on, and that is said")
    func ruleSelection() throws {
        let ipa = ["audit", "--set", "probe", "--platform", "ios,web", fixture(.clipsOnIOS)]
        #expect(inkbox(ipa).status == 1)
        let ignoring = inkbox(ipa + ["--ignore", "IB001", "--statistics"])
        #expect(ignoring.status == 0 && !ignoring.standardOutput.contains("IB001"))
        #expect(ignoring.standardOutput.contains("IB007  inkbox.spills"))
        let text = inkbox(ipa + ["--ignore", "inkbox.clips"]).standardOutput
        #expect(text.contains("verdict   not judged: IB001 inkbox.clips is off"))
        #expect(text.contains("rules off IB001 (--select, --ignore)"))
        let json = inkbox(ipa + ["--select", "IB007", "--format", "json"]).standardOutput
        // Every size's settings name the rules off.
        func rulesOff(_ value: Any) -> [[String]] {
            if let object = value as? [String: Any] {
                return (object["rulesOff"] as? [String]).map { [$0] } ?? object.values.flatMap(rulesOff)
            }
            return (value as? [Any])?.flatMap(rulesOff) ?? []
        }
        let lists = rulesOff(try JSONSerialization.jsonObject(with: Data(json.utf8)))
        #expect(!lists.isEmpty && lists.allSatisfy { $0.contains("inkbox.clips") && !$0.contains("inkbox.spills") })
        // Check and scan: the summary says which rules are off.
        let check = inkbox(
            ["check", "--fonts", fonts, "--ignore", "IB001,IB004", dtcg], environment: ["COLUMNS": "300"])
        #expect(check.status == 0 && check.standardOutput.contains("Rules off: IB001, IB004 (--select, --ignore)."))
        #expect(inkbox("check", "--fonts", fonts, "--ignore", "IB010", dtcg).status == 64)
        let scan = inkbox(
            "scan", "--fonts", fonts, "--select", "IB007", "--format", "concise", packageFile("Examples/scan-app"))
        let codes = Set(
            scan.standardOutput.split(separator: "\n").compactMap { $0.split(separator: " ").dropFirst().first })
        #expect(scan.status == 0 && codes == ["IB007", "IB013"], "unchecked usages are always said: \(codes)")
    }

    @Test("--severity: a rule made a warning fails nothing, one made an error fails the run; every format says so")
    func severity() throws {
        let ipa = ["audit", "--set", "probe", "--platform", "ios", fixture(.clipsOnIOS)]
        #expect(inkbox(ipa).status == 1)
        let warned = inkbox(ipa + ["--severity", "IB001=warning", "--format", "concise"])
        #expect(warned.status == 0, "\(warned.standardError)")
        #expect(warned.standardOutput.contains(": IB001 warning: [ios]") && !warned.standardOutput.contains(" error: "))
        let text = inkbox(ipa + ["--severity", "IB001=warning"]).standardOutput
        #expect(text.contains("verdict   CLIPS at ") && text.contains("(warning: --severity)"))
        #expect(text.contains("severity  IB001 warning (--severity)"))
        // A warning made an error is the verdict, and fails the run.
        let strict = inkbox(ipa + ["--severity", "IB001=note,IB004=error", "--statistics"])
        #expect(strict.status == 1)
        #expect(strict.standardOutput.contains("IB004  inkbox.side-overhang  error"))
        let json = inkbox(ipa + ["--severity", "IB001=warning", "--format", "json"]).standardOutput
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let result = try #require((document["fonts"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(!result.isEmpty)
        for size in result {
            #expect(size["ruleSeverity"] as? [String: String] == ["inkbox.clips": "warning"])
            let clipped = try #require(size["clipped"] as? [[String: Any]])
            #expect(
                clipped.allSatisfy { $0["rule"] as? String != "inkbox.clips" || $0["severity"] as? String == "warning" }
            )
        }
        // A check's summary says it too; a bad pair is a usage error.
        let check = inkbox(
            ["check", "--fonts", fonts, "--severity", "IB001=warning", dtcg], environment: ["COLUMNS": "300"])
        #expect(check.status == 0 && check.standardOutput.contains("Severity: IB001 warning (--severity)."))
        #expect(inkbox(ipa + ["--severity", "IB001=fatal"]).status == 64)
    }
}
