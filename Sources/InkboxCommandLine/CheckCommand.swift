import InputFiles
import Reports
import FontValues
import JSONText
import AuditPipeline
import DesignTokens
import Foundation
import FontReading
import LineBoxAnalysis

enum CheckFormat: String, CaseIterable, Sendable {
    case text, json, junit, github, sarif, html
}

/// `inkbox check`, parsed.
struct CheckCommand {
    var tokens: TokenInputs
    var platforms: [Platform]
    var settings: CheckSettings
    var format: CheckFormat
    var baseline: BaselineOptions
    var strings: StringInputs?
    /// The least severity that fails the run (`--fail-on`).
    var failOn: Severity
    /// Text tables as wide as their cells (`--wide`).
    var wide: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        wide = parsed.flags.contains("--wide")
        guard !parsed.positionals.isEmpty else { throw UsageError("missing expected argument '<tokens> ...'") }
        tokens = try TokenInputs(parsed, files: parsed.positionals)
        platforms = try PlatformSelection.parse(parsed)
        let rendering = try RenderingOptions(parsed)
        failOn = rendering.failOn
        let shaped = try StringInputs(parsed)
        settings = rendering.checkSettings(characters: try CharacterChoiceOptions.parse(parsed, hasStrings: shaped != nil), platforms: platforms,
                                                              options: try PlatformOptionGroup.readStrutFont(PlatformOptionGroup.parse(parsed)))
        try parsed.checkApplicable(PlatformOptionGroup.options + RenderingOptions.options, to: platforms)
        format = try Specs.checkFormat.parse(parsed)
        strings = shaped
        settings.features = strings?.features ?? []
        settings.fallbacks = strings?.fallbacks ?? []
        (settings.lines, settings.wrapWidth, settings.viewSides) = try LayoutOptions.parse(parsed, hasStrings: strings != nil)
        settings.drawing = format == .html
        baseline = BaselineOptions(parsed)
    }
}


func runCheck(_ command: CheckCommand, _ console: Console) -> ExitCode {
    let (tokens, index, root, inputErrors) = command.tokens.read()
    var fileErrors = tokens.errors.filter { $0.path == nil } + inputErrors
    var settings = command.settings
    settings.root = root
    if let inputs = command.strings {
        let loaded = inputs.load()
        settings.strings = loaded.strings
        fileErrors += loaded.errors.map { TokenError(file: $0.file, line: $0.line, path: nil, message: $0.message) }
    }
    var results = TokenChecker.check(tokens, fonts: index, settings: settings)

    let stale = command.baseline.apply(to: &results, fileErrors: &fileErrors, root: command.tokens.root, console: console)

    let outcome = CheckOutcome(results: results, fileErrors: fileErrors, stale: stale, characters: command.settings.characters)
    switch command.format {
    case .text: console.standardOutput.write(CheckReport.text(outcome, colour: console.usesColour, wide: command.wide))
    case .json: console.standardOutput.write(CheckReport.json(outcome))
    case .junit: console.standardOutput.write(CheckReport.junit(outcome))
    case .github: console.standardOutput.write(CheckReport.github(outcome))
    case .sarif: console.standardOutput.write(FindingFormats.sarif(CheckReport.findings(outcome), version: Specs.version))
    case .html: console.standardOutput.write(CheckReport.html(outcome))
    }
    for error in fileErrors { console.diagnose(error.description) }
    for error in index.errors { console.diagnose("warning: not indexed: \(error.description)") }
    reportSkipped(index.skipped, console)
    return ExitCode(outcome, failOn: command.failOn)
}

/// `--baseline` and `--write-baseline`, for check and scan.
struct BaselineOptions {
    var read: String?
    var write: String?

    static func options(group: String) -> [OptionSpec] {
        [OptionSpec(name: "--baseline", valueName: "file",
                    help: "Accept the failures listed in this file (from --write-baseline); entries that no longer "
                        + "fail are reported as stale.", group: group),
         OptionSpec(name: "--write-baseline", valueName: "file",
                    help: "Write the current failures to this file and accept them in this run (never through a link "
                        + "that leads out of the project).", group: group)]
    }

    init(_ parsed: ParsedArguments) {
        read = parsed.values["--baseline"]
        write = parsed.values["--write-baseline"]
    }

    /// Writes the failures (`--write-baseline`) or accepts those the file lists (`--baseline`);
    /// returns the entries that accepted nothing, also said on standard error. The baseline is
    /// written under `OutputFile`'s rule, inside `root` (`--root`, else the current directory).
    func apply(to results: inout [TokenCheckResult], fileErrors: inout [TokenError], root: String? = nil,
               console: Console) -> [Baseline.Unused] {
        var stale: [Baseline.Unused] = []
        if let path = write {
            let written = Baseline(failuresOf: results)
            do {
                try OutputFile.write(BaselineFile.text(written), to: path, root: root, console: console)
                _ = written.apply(to: &results)
                console.diagnose("wrote \(written.entries.count) accepted failure(s) to \(path)")
            } catch {
                fileErrors.append(TokenError(file: path, line: nil, path: nil, message: "cannot write baseline (\(error.reason))"))
            }
        } else if let path = read {
            do { stale = try Baseline.read(path).apply(to: &results) } catch { fileErrors.append(error) }
        }
        for unused in stale {
            console.diagnose("stale baseline entry: \(unused.entry.path) (\(unused.entry.platform)) \(unused.reason.rawValue)")
        }
        return stale
    }
}
