import InputFiles

public enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, jsonl, sarif, github, markdown, html, concise, statistics
}

public enum CheckFormat: String, CaseIterable, Sendable {
    case text, json, junit, github, sarif, html, markdown, concise, statistics
}

extension OptionSpec {
    /// `-o`/`--output` of the commands that write one file, by `OutputFile`'s rule.
    public static let output = OptionSpec(
        name: "--output", shortName: "-o", valueName: "file",
        help: "Write here instead of standard output (never through a link that leads out of the project).",
        group: "OUTPUT OPTIONS")

    /// `--report FORMAT=PATH` of audit, check and scan.
    public static let report = OptionSpec(
        name: "--report", valueName: "format=path",
        help: "Also write the report in this format to this file, from the same run (repeatable; any --format "
            + "value, e.g. --report sarif=inkbox.sarif --report junit=inkbox.xml --report markdown=summary.md). "
            + "Files are written as -o writes them: never through a link that leads out of the project.",
        group: "OUTPUT OPTIONS")
}

/// `--report FORMAT=PATH`, repeatable: more reports of the same run, each to its own file.
public struct ReportFile<Format: RawRepresentable & CaseIterable & Equatable>: Equatable
where Format.RawValue == String {
    public var format: Format
    public var path: String

    public static func parse(_ parsed: ParsedArguments) throws(UsageError) -> [ReportFile] {
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
    public static func write(_ reports: [ReportFile], project: Project, console: Console, render: (Format) -> String)
        -> Bool
    {
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

/// What the text report of `audit` shows (`--summary`, `--list-clipped`), or nothing (`--quiet`).
public enum TextView: Equatable {
    case report, summary, listClipped, quiet

    public static func parse(_ parsed: ParsedArguments, format: OutputFormat) throws(UsageError) -> TextView {
        try parsed.exclusive(summaryOption, listClippedOption, quietOption)
        let view: TextView =
            parsed.has(summaryOption)
            ? .summary : parsed.has(listClippedOption) ? .listClipped : parsed.has(quietOption) ? .quiet : .report
        if view == .summary || view == .listClipped, format != .text {
            throw UsageError(
                "'\(view == .summary ? summaryOption.name : listClippedOption.name)' is a view of the text report: "
                    + "it does not apply to --format \(format.rawValue)")
        }
        return view
    }

    public static let summaryOption = OptionSpec(
        name: "--summary",
        help: "One line per face: its verdict on each platform, the worst item at each edge "
            + "and the range of gutters over the sizes.", group: "OUTPUT OPTIONS")
    public static let listClippedOption = OptionSpec(
        name: "--list-clipped",
        help: "Every clipped glyph or string, one line each: face, platform, size, severity (error where it is "
            + "cut; warning or note where it is not), rule, and how far it crosses each edge.",
        group: "OUTPUT OPTIONS")
    public static let quietOption = OptionSpec(
        name: "--quiet", help: "Print no report: the exit code says it (errors still go to standard error).",
        group: "OUTPUT OPTIONS")
    public static let options = [summaryOption, listClippedOption, quietOption]
}
