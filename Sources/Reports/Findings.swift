import AuditPipeline
import FontValues
import Foundation
import JSONText
import LineBoxAnalysis
import TextEscaping

/// One thing a CI system should show: a clipping token or face, an unreadable input, an accepted
/// clip, a stale baseline entry. GitHub annotations (`--format github`) and SARIF
/// (`--format sarif`) are both written from the same list, so they carry the same findings.
public struct Finding: Equatable {
    public var rule: Rule
    /// The rule's severity in the run (its own unless `--severity` gives another): one mapping for
    /// every format and the exit code.
    public var level: Severity
    /// The file and 1-based line it is about (nil for findings about the run, as stale entries).
    public var file: String?
    public var line: Int?
    /// The 1-based column in UTF-16 code units, where a line holds many findings (a minified sheet).
    public var column: Int?
    /// A short title: `inkbox ios`, `inkbox baseline`.
    public var title: String
    /// The platform it was found on, as reports name it (`ios`, `web (blink)`); nil for findings
    /// about an input or the run.
    public var platform: String?
    public var message: String
    /// What the finding is about, without its line or figures (a token's path, a usage's style),
    /// so that an alert keeps its identity across runs (SARIF `partialFingerprints`); nil: the
    /// title and message.
    public var key: String?
}

extension Finding {
    public init(
        _ rule: Rule, level: Severity? = nil, file: String?, line: Int? = nil, column: Int? = nil, title: String,
        message: String, key: String? = nil, platform: String? = nil
    ) {
        self.init(
            rule: rule, level: level ?? rule.severity, file: file, line: line, column: column, title: title,
            platform: platform, message: message,
            key: key)
    }

    /// A stable hash of the rule, the file and what the finding is about (FNV-1a, 64 bits, hex):
    /// the same from run to run and machine to machine, whatever line the finding moves to.
    public var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(rule.rawValue)\u{0}\(file ?? "")\u{0}\(key ?? title + "\u{0}" + message)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}

/// "2 errors, 1 warning, 0 notes": how many findings of each severity, gravest first.
public func severityTally(_ count: (Severity) -> Int) -> String {
    Severity.allCases.reversed().map { severity in
        let number = count(severity)
        return "\(number) \(severity.rawValue)\(number == 1 ? "" : "s")"
    }.joined(separator: ", ")
}

extension [Finding] {
    /// How many findings carry each severity: "2 errors, 1 warning, 0 notes".
    public var tally: String { severityTally { severity in filter { $0.level == severity }.count } }

    /// The gravest severity among them.
    public var gravest: Severity? { map(\.level).max() }
}

public enum FindingFormats {
    /// GitHub workflow commands (`::error file=...,line=...,title=...::message`), shown on the
    /// file's line in a pull request: one per file and line (and column, where one is given), at the gravest severity there, its
    /// findings (the platforms of one usage) in one message, and only those at `annotate` or
    /// graver (GitHub shows 10 of each kind a step; a reviewer reads errors). A last plain line
    /// counts what was left to the summary.
    public static func github(_ findings: [Finding], annotate: Severity = .error) -> String {
        var order: [AnnotationPlace] = []
        var byPlace: [AnnotationPlace: [Finding]] = [:]
        for finding in findings where finding.level >= annotate {
            let place = AnnotationPlace(file: finding.file, line: finding.line, column: finding.column)
            if byPlace[place] == nil { order.append(place) }
            byPlace[place, default: []].append(finding)
        }
        var text = ""
        for place in order {
            let group = byPlace[place] ?? []
            guard let gravest = group.max(by: { $0.level < $1.level }) else { continue }
            let command = gravest.level == .note ? "notice" : gravest.level.rawValue
            var properties: [String] = []
            if let file = place.file { properties.append("file=\(Escape.githubProperty(file))") }
            if let line = place.line { properties.append("line=\(line)") }
            if let column = place.column { properties.append("col=\(column)") }
            var titles: [String] = []
            for title in group.map(\.title) where !titles.contains(title) { titles.append(title) }
            properties.append("title=\(Escape.githubProperty(titles.joined(separator: " · ")))")
            // One line each, named by its platform where the line holds more than one.
            let message = group.map { titles.count == 1 ? $0.message : "\($0.title): \($0.message)" }
                .joined(separator: "\n")
            text += "::\(command) \(properties.joined(separator: ","))::\(Escape.githubData(message))\n"
        }
        // What was left out, gravest first, and the --annotate that shows the gravest of it.
        let left = Severity.allCases.filter { $0 < annotate }.reversed().compactMap { severity in
            let count = findings.filter { $0.level == severity }.count
            return count == 0 ? nil : (severity, "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")")
        }
        if let (gravest, _) = left.first {
            text +=
                "inkbox: \(left.map(\.1).joined(separator: " and ")) not annotated (listed in the text and Markdown "
                + "reports; --annotate \(gravest.rawValue) annotates them)\n"
        }
        return text
    }

    /// One line per finding, as compilers and linters print them (`--format concise`), gravest
    /// first and then in the order found: `path:line:col: IB001 error: message`, the path as given
    /// (never shortened), the line and column where known, `inkbox:` for a finding about the run.
    public static func concise(_ findings: [Finding]) -> String {
        let ordered = findings.enumerated().sorted {
            ($0.element.level, $1.offset) > ($1.element.level, $0.offset)
        }
        return ordered.map { _, finding in
            let place = [finding.file ?? "inkbox", finding.line.map(String.init), finding.column.map(String.init)]
                .compactMap { $0 }.joined(separator: ":")
            return Escape.terminal(
                "\(place): \(finding.rule.code) \(finding.level.rawValue): "
                    + (finding.platform.map { "[\($0)] " } ?? "") + finding.message) + "\n"
        }.joined()
    }

    /// How many findings each rule has, and on which platforms (`--statistics`): one row per rule,
    /// gravest first, then the most found; a last line totals them.
    public static func statistics(_ findings: [Finding]) -> String {
        var counts: [Rule: Int] = [:]
        var levels: [Rule: Severity] = [:]
        var platforms: [Rule: [String: Int]] = [:]
        for finding in findings {
            counts[finding.rule, default: 0] += 1
            levels[finding.rule] = max(levels[finding.rule] ?? finding.level, finding.level)
            platforms[finding.rule, default: [:]][finding.platform ?? "-", default: 0] += 1
        }
        func level(_ rule: Rule) -> Severity { levels[rule] ?? rule.severity }
        let rules = counts.keys.sorted {
            (level($0), counts[$0] ?? 0, $1.code) > (level($1), counts[$1] ?? 0, $0.code)
        }
        let rows = rules.map { rule -> [String] in
            let split = (platforms[rule] ?? [:]).sorted { ($0.value, $1.key) > ($1.value, $0.key) }
                .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            return ["\(counts[rule] ?? 0)", rule.code, rule.rawValue, level(rule).rawValue, split]
        }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            Escape.terminal(
                String(repeating: " ", count: widths[0] - row[0].count) + row[0] + "  "
                    + (1..<4).map { row[$0] + String(repeating: " ", count: widths[$0] - row[$0].count) }
                    .joined(separator: "  ") + "  " + row[4])
                + "\n"
        }.joined() + "\(findings.count) finding\(findings.count == 1 ? "" : "s"): \(findings.tally)\n"
    }

    /// Where an annotation stands: a file, line and column (nil for the run's own; the column
    /// tells apart the rules of a minified sheet).
    private struct AnnotationPlace: Hashable {
        var file: String?
        var line: Int?
        var column: Int?
    }

    /// A SARIF 2.1.0 log with one run of inkbox: its rules, and a result per finding located at
    /// its file (and line), relative paths as given.
    public static func sarif(_ findings: [Finding], version: String) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.string("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        json.string("version", "2.1.0")
        json.beginArray("runs")
        json.beginObject()
        json.beginObject("tool")
        json.beginObject("driver")
        json.string("name", "inkbox")
        json.string("version", version)
        json.string("informationUri", "https://github.com/inkbox/inkbox")
        json.beginArray("rules")
        for rule in Rule.allCases {
            json.beginObject()
            json.string("id", rule.rawValue)
            json.beginObject("shortDescription")
            json.string("text", rule.label)
            json.endObject()
            json.beginObject("fullDescription")
            json.string("text", rule.summary)
            json.endObject()
            json.string("helpUri", ToolInfo.helpURI(rule))
            json.beginObject("help")
            json.string("text", "\(rule.summary) What to do: \(rule.fix)")
            json.string("markdown", rule.helpMarkdown)
            json.endObject()
            json.beginObject("defaultConfiguration")
            json.string("level", rule.severity.rawValue)
            json.endObject()
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.endObject()
        json.beginArray("results")
        for finding in findings {
            json.beginObject()
            json.string("ruleId", finding.rule.rawValue)
            json.integer("ruleIndex", Rule.allCases.firstIndex(of: finding.rule))
            json.string("level", finding.level.rawValue)
            json.beginObject("message")
            json.string("text", "\(finding.title): \(finding.message)")
            json.endObject()
            // Code scanning matches an alert across runs by this, not by its line.
            json.beginObject("partialFingerprints")
            json.string("inkboxFinding/v1", finding.fingerprint)
            json.endObject()
            if let file = finding.file {
                json.beginArray("locations")
                json.beginObject()
                json.beginObject("physicalLocation")
                json.beginObject("artifactLocation")
                json.string("uri", uri(file))
                json.endObject()
                if let line = finding.line, line > 0 {
                    json.beginObject("region")
                    json.integer("startLine", line)
                    if let column = finding.column, column > 0 { json.integer("startColumn", column) }
                    json.endObject()
                }
                json.endObject()
                json.endObject()
                json.endArray()
            }
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.endArray()
        json.endObject()
        return json.text + "\n"
    }

    /// A path as a URI reference: relative paths stay relative (to the checkout, as code scanning
    /// reads them), absolute ones become `file://` URIs; characters a URI cannot hold are escaped.
    public static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let escaped = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + escaped : escaped
    }
}

/// The tool's name and version, as reports and generated files state them.
public enum ToolInfo {
    public static let version = "0.1.0"
    /// Where inkbox's source and docs live (README.md names it): SARIF's `informationUri`, and
    /// each rule's `helpUri` into `docs/rules.md`.
    public static let repository = "https://github.com/inkbox/inkbox"

    /// The page that explains `rule`: its section of docs/rules.md.
    public static func helpURI(_ rule: Rule) -> String { "\(repository)/blob/main/docs/rules.md#\(rule.anchor)" }
}

extension Rule {
    /// The rule's anchor in docs/rules.md (`inkbox-clips`).
    public var anchor: String { rawValue.replacingOccurrences(of: ".", with: "-") }

    /// The rule's section of docs/rules.md, and the Markdown help of its SARIF rule.
    public var helpMarkdown: String {
        "**\(label)** (\(severity.rawValue)). \(summary)\n\n**What to do:** \(fix)\n"
    }

    /// docs/rules.md, made from the rules themselves (a test keeps the file equal to it).
    public static var reference: String {
        var text = """
            # Verdicts: rules and severities

            Every finding of `inkbox audit`, `check` and `scan` has a rule and a severity, decided in one
            place (`Judgement` and `Rule` in `Sources/LineBoxAnalysis/Signal.swift`, which this page is
            written from; a test keeps it so) and said the same way by every format: text (the verdict
            line, then a `warning` or `note` line each), JSON (`severity` and `rule` on every clipped item,
            `severity` per size and token, a face's `findings`), SARIF (`level`, and each rule with its
            description, its fix, its default level and this page as its `helpUri`), GitHub (`::error`,
            `::warning`, `::notice`), JUnit (a failure for each error only), Markdown and HTML. The exit
            code is 1 only when an error remains; `--fail-on warning` or `--fail-on note` fails on those
            too. Summaries count errors, warnings and notes, unreadable inputs included.

            Each rule has a short code beside its id (`IB001`), stable as the id: `--format concise` prints
            it on each finding's line, `--statistics` counts findings by it. `--select`, `--extend-select`
            and `--ignore` (audit, check, scan; codes or ids, comma-separated, or `all`) turn the rules about
            ink and metrics on and off (IB001-IB008, IB014-IB017): the findings of a rule that is off are
            not made, so no report, count or exit code holds them, and every report says which rules were
            off (a verdict with `inkbox.clips` off reads "not judged", never OK); `--severity IB004=error`
            (or `severity = [...]` in inkbox.toml) gives one of them another severity, which every format
            and the exit code follow. An input that could not be read, a usage left unchecked, a stale
            baseline entry, a skipped file and an accepted clip are always said, at their own severity.

            | code | rule | severity | when | the fix it suggests |
            |---|---|---|---|---|

            """
        for rule in allCases {
            text +=
                "| \(rule.code) | `\(rule.rawValue)` | \(rule.severity.rawValue) | \(rule.summary) | \(rule.fix) |\n"
        }
        for rule in allCases {
            text += "\n<a id=\"\(rule.anchor)\"></a>\n\n## \(rule.code) `\(rule.rawValue)`\n\n\(rule.helpMarkdown)"
        }
        return text
    }
}

/// What one audited face's findings are: each rule it breaks on each platform, at the font
/// file, with its severity (`FontAudit.rulings`).
public func faceFindings(_ outcome: FaceAudit) -> [Finding] {
    var findings: [Finding] = []
    let name = outcome.face.postScriptName ?? outcome.face.family
    let face = outcome.face.faceCount > 1 ? " (face \(outcome.face.faceIndex))" : ""
    for audit in outcome.audits {
        let platform = audit.settings.platform
        for ruling in audit.rulings {
            var message =
                "\(name)\(face): \(ruling.rule.label) on \(audit.settings.platformLabel) at \(ruling.sizes.count) of "
                + "\(audit.results.count) sizes"
            if let (result, item) = ruling.worst {
                message +=
                    "; at \(NumberText.plain(result.pointSize)) \(platform.unit): "
                    + (ruling.rule == .clips
                        ? CheckReport.worst(result, strings: outcome.strings, cutOnly: true)
                        : CheckReport.overflow(item, strings: outcome.strings))
                if ruling.rule == .clips { message += "; " + result.fixText }
            }
            findings.append(
                Finding(
                    ruling.rule, level: ruling.severity, file: outcome.face.file,
                    title: "inkbox \(audit.settings.platformLabel)",
                    message: message, platform: audit.settings.platformLabel))
        }
    }
    return findings
}
