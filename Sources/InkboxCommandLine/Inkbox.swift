import AuditPipeline
import CommandOptions
import FontReading
import Foundation
import InputFiles
import LineBoxAnalysis
import Reports
import TextEscaping
import TextSources

/// The `inkbox` command line: parses, calls the libraries, prints. Each subcommand's spec, parsed
/// options and run are in `Subcommands/`, the option groups in `Options/`, the console, help,
/// progress and exit codes in `Output/`; the work is the libraries' and the reports `Reports`'.
public enum Inkbox {
    /// Runs `inkbox` with `arguments` (without the program name) and returns the exit code. Each
    /// command is parsed (reading no file), then the one file an option names (`--strut-font`)
    /// is read, then it runs.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        let status = dispatch(arguments, console: console)
        // A report that could not all go out is no pass: the run exits 2, as for a report file.
        guard let failure = console.standardOutput.failure else { return status }
        console.diagnose("standard output: the report could not be written whole: \(failure)")
        return max(status, ExitCode.inputError.rawValue)
    }

    private static func dispatch(_ arguments: [String], console: Console) -> Int32 {
        // No subcommand is a command line that asks nothing: the overview, on standard error, exit 64.
        guard let subcommand = arguments.first else {
            console.standardError.write(Specs.overview + "\n")
            return ExitCode.usage.rawValue
        }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "-h", "--help":
            console.standardOutput.write(Specs.overview + "\n")
            return ExitCode.success.rawValue
        case "--version":
            console.standardOutput.write(Specs.versionLine + "\n")
            return ExitCode.success.rawValue
        case "help":
            guard let name = rest.first else {
                console.standardOutput.write(Specs.overview + "\n")
                return ExitCode.success.rawValue
            }
            // `help generate swift` is generate's help: the words after a subcommand are its arguments.
            guard let command = Specs.commands.first(where: { $0.name == name }),
                rest.count == 1
                    || (command.name == Specs.generate.name && rest.count == 2
                        && GenerateTarget(rawValue: rest[1]) != nil)
            else {
                let known = Specs.commands.contains { $0.name == name }
                return usageError(
                    UsageError(
                        "unknown subcommand '\(rest.joined(separator: " "))'"
                            + (known
                                ? ": '\(name)' takes no further subcommand"
                                    + (name == Specs.generate.name ? " but swift, css or android" : "")
                                : suggestion(name, among: Specs.commands.map(\.name)))), nil, console)
            }
            // `help generate swift`: the options that shape the target's platform only.
            let target = rest.count == 2 ? GenerateTarget(rawValue: rest[1]) : nil
            console.standardOutput.write(Specs.help(for: command, platforms: target.map { [$0.platform] }))
            return ExitCode.success.rawValue
        case Specs.metrics.name:
            return runCommand(Specs.metrics, rest, console) { (parsed, console) throws(UsageError) in
                let command = try MetricsCommand(parsed)
                return { runMetrics(command, console) }
            }
        case Specs.audit.name:
            return runCommand(Specs.audit, rest, console) { (parsed, console) throws(UsageError) in
                var command = try AuditCommand(parsed)
                try command.request.template.options.readStrutFont()
                return { runAudit(command, console) }
            }
        case Specs.check.name:
            return runCommand(Specs.check, rest, console) { (parsed, console) throws(UsageError) in
                var command = try CheckCommand(parsed)
                try command.settings.options.readStrutFont()
                return { runCheck(command, console) }
            }
        case Specs.scan.name:
            return runCommand(Specs.scan, rest, console) { (parsed, console) throws(UsageError) in
                var command = try ScanCommand(parsed)
                try command.settings.options.readStrutFont()
                return { runScan(command, console) }
            }
        case Specs.fix.name:
            return runCommand(Specs.fix, rest, console) { (parsed, console) throws(UsageError) in
                var command = try FixCommand(parsed)
                try command.request.template.options.readStrutFont()
                return { runFix(command, console) }
            }
        case Specs.render.name:
            return runCommand(Specs.render, rest, console) { (parsed, console) throws(UsageError) in
                var command = try RenderCommand(parsed)
                try command.settings.options.readStrutFont()
                return { runRender(command, console) }
            }
        case Specs.generate.name:
            return runCommand(Specs.generate, rest, console) { (parsed, console) throws(UsageError) in
                var command = try GenerateCommand(parsed, arguments: rest)
                try command.options.readStrutFont()
                return { runGenerate(command, console) }
            }
        case Specs.fontspectorPlugin.name:
            return runCommand(Specs.fontspectorPlugin, rest, console) { (parsed, console) throws(UsageError) in
                let command = try FontspectorPluginCommand(parsed, environment: console.environment)
                return { runFontspectorPlugin(command, console) }
            }
        case Specs.completions.name:
            return runCommand(Specs.completions, rest, console) { (parsed, console) throws(UsageError) in
                guard parsed.positionals.count == 1, let name = parsed.positionals.first,
                    let shell = Shell(rawValue: name)
                else { throw UsageError("completions takes one shell: bash, zsh or fish") }
                return {
                    console.standardOutput.write(ShellFiles.script(shell))
                    return .success
                }
            }
        case Specs.manual.name:
            return runCommand(Specs.manual, rest, console) { (parsed, console) throws(UsageError) in
                guard parsed.positionals.isEmpty else { throw UsageError("man takes no arguments") }
                return {
                    console.standardOutput.write(ShellFiles.manual)
                    return .success
                }
            }
        default:
            return usageError(
                UsageError(
                    "unknown subcommand '\(subcommand)'" + suggestion(subcommand, among: Specs.commands.map(\.name))),
                nil, console)
        }
    }

    private static func runCommand(
        _ spec: CommandSpec, _ arguments: [String], _ console: Console,
        _ make: (ParsedArguments, Console) throws(UsageError) -> () -> ExitCode
    ) -> Int32 {
        do {
            let configured = try ConfigOptions.apply(
                spec, arguments, folder: FileManager.default.currentDirectoryPath)
            let parsed = try ParsedArguments(configured.arguments, options: spec.options)
            if parsed.wantsHelp {
                // `generate swift --help`: the target's page, as `help generate swift`.
                let target =
                    spec.name == Specs.generate.name ? parsed.positionals.first.flatMap(GenerateTarget.init) : nil
                console.standardOutput.write(Specs.help(for: spec, platforms: target.map { [$0.platform] }))
                return ExitCode.success.rawValue
            }
            if parsed.has(ConfigOptions.verbose) {
                console.diagnose(configured.file.map { "config: \($0)" } ?? "config: none")
            }
            var console = console
            console.colour = try Specs.colour.parse(parsed)
            console.configFile = configured.file
            let run = try make(parsed, console)
            return run().rawValue
        } catch {
            return usageError(error, spec, console)
        }
    }

    private static func usageError(_ error: UsageError, _ spec: CommandSpec?, _ console: Console) -> Int32 {
        let usage = spec?.usage ?? "inkbox <subcommand> [<options>] <font> ..."
        let helpCommand = spec.map { "inkbox help \($0.name)" } ?? "inkbox --help"
        console.standardError.write(
            "Error: \(Escape.terminal(error.message))\nUsage: \(usage)\n  See '\(helpCommand)' for more information.\n")
        return ExitCode.usage.rawValue
    }
}

func reportErrors(_ errors: [FontReadingError], _ console: Console) {
    for error in errors { console.diagnose(error.description) }
}

/// Files a directory search passed over, one warning each (not an error: the exit code stays), for
/// commands whose report does not list them.
func reportSkipped(_ skipped: [SkippedFile], _ console: Console) {
    for file in skipped { console.diagnose("warning: skipped \(file.path): \(file.reason)") }
}
