import Foundation
import JSONText
import TextEscaping

/// One thing a CI system should show: a clipping token or face, an unreadable input, an accepted
/// clip, a stale baseline entry. GitHub annotations (`--format github`) and SARIF
/// (`--format sarif`) are both written from the same list, so they carry the same findings.
struct Finding: Equatable {
    enum Level: String {
        case error, warning, note
    }

    /// A stable rule id: what kind of finding it is (`SARIF.rules`).
    enum Rule: String, CaseIterable {
        case clips = "inkbox.clips"
        case collides = "inkbox.collides"
        case unreadable = "inkbox.unreadable"
        case skipped = "inkbox.skipped"
        case staleBaseline = "inkbox.stale-baseline"
        case unchecked = "inkbox.unchecked"

        var summary: String {
            switch self {
            case .clips: return "Ink crosses a text view's edge and is cut off."
            case .collides: return "One line's ink reaches into the next."
            case .unreadable: return "An input could not be read or resolved."
            case .skipped: return "A font found in a folder could not be read and was skipped."
            case .staleBaseline: return "A baseline entry accepted nothing in this run."
            case .unchecked: return "A text usage inkbox could not check: a system font, a computed value."
            }
        }
    }

    var level: Level
    var rule: Rule
    /// The file and 1-based line it is about (nil for findings about the run, as stale entries).
    var file: String?
    var line: Int?
    /// A short title: `inkbox ios`, `inkbox baseline`.
    var title: String
    var message: String
}

enum FindingFormats {
    /// GitHub workflow commands (`::error file=...,line=...,title=...::message`), one per
    /// finding, shown on the file's line in a pull request.
    static func github(_ findings: [Finding]) -> String {
        findings.map { finding in
            let command = finding.level == .note ? "notice" : finding.level.rawValue
            var properties: [String] = []
            if let file = finding.file { properties.append("file=\(Escape.githubProperty(file))") }
            if let line = finding.line { properties.append("line=\(line)") }
            properties.append("title=\(Escape.githubProperty(finding.title))")
            return "::\(command) \(properties.joined(separator: ","))::\(Escape.githubData(finding.message))\n"
        }.joined()
    }

    /// A SARIF 2.1.0 log with one run of inkbox: its rules, and a result per finding located at
    /// its file (and line), relative paths as given.
    static func sarif(_ findings: [Finding], version: String) -> String {
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
        for rule in Finding.Rule.allCases {
            json.beginObject()
            json.string("id", rule.rawValue)
            json.beginObject("shortDescription")
            json.string("text", rule.summary)
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
            json.integer("ruleIndex", Finding.Rule.allCases.firstIndex(of: finding.rule))
            json.string("level", finding.level.rawValue)
            json.beginObject("message")
            json.string("text", "\(finding.title): \(finding.message)")
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
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let escaped = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + escaped : escaped
    }
}
