import InputFiles

enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, jsonl, sarif, github, markdown, html, concise, statistics
}

enum CheckFormat: String, CaseIterable, Sendable {
    case text, json, junit, github, sarif, html, markdown, concise, statistics
}

extension OptionSpec {
    /// `-o`/`--output` of the commands that write one file, by `OutputFile`'s rule.
    static let output = OptionSpec(
        name: "--output", shortName: "-o", valueName: "file",
        help: "Write here instead of standard output (never through a link that leads out of the project).",
        group: "OUTPUT OPTIONS")

    /// `--report FORMAT=PATH` of audit, check and scan.
    static let report = OptionSpec(
        name: "--report", valueName: "format=path",
        help: "Also write the report in this format to this file, from the same run (repeatable; any --format "
            + "value, e.g. --report sarif=inkbox.sarif --report junit=inkbox.xml --report markdown=summary.md). "
            + "Files are written as -o writes them: never through a link that leads out of the project.",
        group: "OUTPUT OPTIONS")
}

/// `--report FORMAT=PATH`, repeatable: more reports of the same run, each to its own file.
struct ReportFile<Format: RawRepresentable & CaseIterable & Equatable>: Equatable where Format.RawValue == String {
    var format: Format
    var path: String

    static func parse(_ parsed: ParsedArguments) throws(UsageError) -> [ReportFile] {
        var reports: [ReportFile] = []
        let formats = Format.allCases.map(\.rawValue).joined(separator: ", ")
        for text in parsed.allValues[OptionSpec.report.name] ?? [] {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, let format = Format(rawValue: parts[0]), !parts[1].isEmpty, parts[1] != "-" else {
                throw UsageError(
                    "invalid value '\(text)' for '--report': expected FORMAT=PATH with a format of \(formats) and a "
                        + "file path (standard output is --format's)")
            }
            guard !reports.contains(where: { $0.path == parts[1] }) else {
                throw UsageError("'--report' names \(parts[1]) twice")
            }
            reports.append(ReportFile(format: format, path: parts[1]))
        }
        return reports
    }

    /// Writes each report as `render` makes it; a file that cannot be written is a one-line error
    /// naming it, and the others are still written. False when any failed.
    static func write(_ reports: [ReportFile], project: Project, console: Console, render: (Format) -> String) -> Bool {
        var written = true
        for report in reports {
            do throws(OutputError) {
                try OutputFile.write(render(report.format), to: report.path, project: project, console: console)
            } catch {
                console.diagnose(error.description)
                written = false
            }
        }
        return written
    }
}
