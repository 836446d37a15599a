import AuditPipeline
import CommandOptions
import Reports

extension Specs {
    static let metrics = CommandSpec(
        name: "metrics",
        abstract: "Print a font's names, design space and raw vertical metrics.",
        usage: "inkbox metrics [<options>] <font> ...",
        arguments: [fontArgument],
        options: FaceSelection.options + [
            FontArguments.option, textOrJSON.spec, OptionSpec.root, colour.spec, helpOption,
        ],
        discussion: """
            Values are read from the hhea, OS/2 and head tables themselves, in font units with each
            table's own sign (hhea and typo descenders are negative, win descent is positive). They
            are not FreeType's pre-chosen ascender and descender, which mix tables.
            """,
        examples: [
            "inkbox metrics Fonts/ipaexg.ttf",
            "inkbox metrics --format json Fonts/Inter-roman.var.ttf",
        ])
}

/// `inkbox metrics`, parsed.
struct MetricsCommand: Equatable {
    var fonts: FontArguments
    var faces: FaceSelection
    var format: OutputFormat

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard !parsed.positionals.isEmpty else { throw UsageError("missing expected argument '<font> ...'") }
        fonts = FontArguments(parsed.positionals, parsed)
        faces = try FaceSelection(parsed)
        format = try Specs.textOrJSON.parse(parsed)
    }
}

func runMetrics(_ command: MetricsCommand, _ console: Console) -> ExitCode {
    let run = eachFace(command.fonts, command.faces) { face in
        FaceAudit(face: face.info, metrics: face.metrics)
    }
    switch command.format {
    case .text, .html, .sarif, .jsonl, .github, .markdown, .concise, .statistics:
        console.standardOutput.write(
            TextReport.metrics(run.faces, colour: console.usesColour) + TextReport.skipped(run.skipped))
    case .json: console.standardOutput.write(JSONReport.document(run))
    }
    reportErrors(run.errors, console)
    return run.errors.isEmpty ? .success : .inputError
}
