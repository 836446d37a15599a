enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, jsonl, sarif, html
}

enum CheckFormat: String, CaseIterable, Sendable {
    case text, json, junit, github, sarif, html
}

extension OptionSpec {
    /// `-o`/`--output` of the commands that write one file, by `OutputFile`'s rule.
    static let output = OptionSpec(
        name: "--output", shortName: "-o", valueName: "file",
        help: "Write here instead of standard output (never through a link that leads out of the project).",
        group: "OUTPUT OPTIONS")
}
