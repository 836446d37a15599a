import InputFiles
import TextEscaping
import Foundation
import FontReading
import AuditPipeline
import Reports
import LineBoxAnalysis
import TextSources

/// The `inkbox` command line: parses, calls the libraries, prints. No domain logic lives here.
public enum Inkbox {
    /// Runs `inkbox` with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        guard let subcommand = arguments.first else {
            console.standardOutput.write(Specs.overview + "\n")
            return ExitCode.success.rawValue
        }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "-h", "--help":
            console.standardOutput.write(Specs.overview + "\n")
            return ExitCode.success.rawValue
        case "--version":
            console.standardOutput.write(Specs.version + "\n")
            return ExitCode.success.rawValue
        case "help":
            guard let name = rest.first else {
                console.standardOutput.write(Specs.overview + "\n")
                return ExitCode.success.rawValue
            }
            // `help generate swift` is generate's help: the words after a subcommand are its arguments.
            guard let command = Specs.commands.first(where: { $0.name == name }),
                  rest.count == 1 || (command.name == Specs.generate.name && rest.count == 2
                                      && GenerateTarget(rawValue: rest[1]) != nil) else {
                let known = Specs.commands.contains { $0.name == name }
                return usageError(UsageError("unknown subcommand '\(rest.joined(separator: " "))'"
                    + (known ? ": '\(name)' takes no further subcommand" + (name == Specs.generate.name ? " but swift, css or android" : "")
                        : suggestion(name, among: Specs.commands.map(\.name)))), nil, console)
            }
            console.standardOutput.write(Specs.help(for: command))
            return ExitCode.success.rawValue
        case Specs.metrics.name:
            return runCommand(Specs.metrics, rest, console) { (parsed) throws(UsageError) in
                let command = try MetricsCommand(parsed)
                return { runMetrics(command, console) }
            }
        case Specs.audit.name:
            return runCommand(Specs.audit, rest, console) { (parsed) throws(UsageError) in
                let command = try AuditCommand(parsed)
                return { runAudit(command, console) }
            }
        case Specs.check.name:
            return runCommand(Specs.check, rest, console) { (parsed) throws(UsageError) in
                let command = try CheckCommand(parsed)
                return { runCheck(command, console) }
            }
        case Specs.render.name:
            return runCommand(Specs.render, rest, console) { (parsed) throws(UsageError) in
                let command = try RenderCommand(parsed)
                return { runRender(command, console) }
            }
        case Specs.generate.name:
            return runCommand(Specs.generate, rest, console) { (parsed) throws(UsageError) in
                let command = try GenerateCommand(parsed, arguments: rest)
                return { runGenerate(command, console) }
            }
        default:
            return usageError(UsageError("unknown subcommand '\(subcommand)'" + suggestion(subcommand, among: Specs.commands.map(\.name))),
                              nil, console)
        }
    }

    private static func runCommand(_ spec: CommandSpec, _ arguments: [String], _ console: Console,
                                   _ make: (ParsedArguments) throws(UsageError) -> () -> ExitCode) -> Int32 {
        do {
            let parsed = try ParsedArguments(arguments, options: spec.options)
            if parsed.wantsHelp {
                console.standardOutput.write(Specs.help(for: spec))
                return ExitCode.success.rawValue
            }
            let run = try make(parsed)
            return run().rawValue
        } catch {
            return usageError(error, spec, console)
        }
    }

    private static func usageError(_ error: UsageError, _ spec: CommandSpec?, _ console: Console) -> Int32 {
        let usage = spec?.usage ?? "inkbox <subcommand> [<options>] <font> ..."
        let helpCommand = spec.map { "inkbox help \($0.name)" } ?? "inkbox --help"
        console.standardError.write("Error: \(Escape.terminal(error.message))\nUsage: \(usage)\n  See '\(helpCommand)' for more information.\n")
        return ExitCode.usage.rawValue
    }
}

/// What a run over font files produced: the faces, in input order; the errors of files named on
/// the command line; and what was passed over in directories, with the reason.
struct FaceRun {
    var faces: [FaceAudit] = []
    var errors: [FontReadingError] = []
    var skipped: [SkippedFile] = []
}

/// Opens every face the selection names in every font argument (files, and directories searched
/// by `FontFileSearch`); an unreadable file or face is recorded and the others go on: as an error
/// when the command line named the file, as skipped when a directory search found it.
func eachFace(_ arguments: FontArguments, _ selection: FaceSelection,
              _ body: (FontFace) throws(FontReadingError) -> FaceAudit) -> FaceRun {
    let (files, skippedInSearch) = arguments.files()
    // One font per task: every FontFace owns its FreeType library (and HarfBuzz font), so files
    // are measured in parallel; results keep the order of the files.
    let perFile = FileResults(count: files.count)
    withoutActuallyEscaping(body) { body in
        let work = UncheckedBox(body)
        DispatchQueue.concurrentPerform(iterations: files.count) { fileIndex in
            perFile.set(fileIndex, eachFace(in: files[fileIndex].path, selection, work.value))
        }
    }
    var run = FaceRun(skipped: skippedInSearch)
    for (file, result) in zip(files, perFile.results) {
        run.faces += result.faces
        if file.explicit {
            run.errors += result.errors
        } else {
            run.skipped += result.errors.map { SkippedFile(path: $0.path, reason: $0.reason) }
        }
    }
    return run
}

private func eachFace(in file: String, _ selection: FaceSelection,
                      _ body: (FontFace) throws(FontReadingError) -> FaceAudit) -> (faces: [FaceAudit], errors: [FontReadingError]) {
    var faces: [FaceAudit] = []
    var errors: [FontReadingError] = []
    do throws(FontReadingError) {
        var indices = selection.faceIndex.map { [$0] } ?? []
        if indices.isEmpty { indices = Array(0..<(try FontFace.faceCount(atPath: file))) }
        for index in indices {
            do {
                let face = try FontFace(path: file, faceIndex: index, variation: selection.variation)
                faces.append(try body(face))
            } catch {
                errors.append(error)
            }
        }
    } catch {
        errors.append(error)
    }
    return (faces, errors)
}

/// The per-file results of parallel work, written under a lock.
private final class FileResults: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var results: [(faces: [FaceAudit], errors: [FontReadingError])]

    init(count: Int) { results = Array(repeating: ([], []), count: count) }

    func set(_ index: Int, _ result: (faces: [FaceAudit], errors: [FontReadingError])) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }
}

/// Carries the per-face work into the parallel loop. The work only reads the parsed command and
/// makes its own FontFace per call, so running it on several threads at once is safe.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

func reportErrors(_ errors: [FontReadingError], _ console: Console) {
    for error in errors { console.diagnose(error.description) }
}

/// What SARIF shows of an audit: each face and platform that clips or collides (at the font file),
/// each file that could not be read, each face a folder search skipped.
func auditFindings(_ run: FaceRun) -> [Finding] {
    var findings: [Finding] = []
    for outcome in run.faces {
        let name = outcome.face.postScriptName ?? outcome.face.family
        let face = outcome.face.faceCount > 1 ? " (face \(outcome.face.faceIndex))" : ""
        for audit in outcome.audits where audit.fails {
            let platform = audit.settings.platform
            let failing = audit.results.filter { !$0.clipped.isEmpty || !$0.collisions.isEmpty }
            let worst = audit.results.max { $0.overflow.largest < $1.overflow.largest }
            var message = "\(name)\(face) " + (audit.clips ? "clips" : "collides") + " on \(platform.rawValue) at "
                + "\(failing.count) of \(audit.results.count) sizes"
            if let worst, audit.clips {
                message += "; at \(formatPoints(worst.pointSize)) \(platform.unit): " + CheckReport.worst(worst, strings: outcome.strings)
                    + "; " + FixText.describe(worst, unit: platform.unit)
            }
            findings.append(Finding(level: .error, rule: audit.clips ? .clips : .collides, file: outcome.face.file, line: nil,
                                    title: "inkbox \(platform.rawValue)", message: message))
        }
    }
    findings += run.errors.map { Finding(level: .error, rule: .unreadable, file: $0.path, line: nil, title: "inkbox", message: $0.reason) }
    findings += run.skipped.map { Finding(level: .note, rule: .skipped, file: $0.path, line: nil, title: "inkbox", message: $0.reason) }
    return findings
}

/// Files a directory search passed over, one warning each (not an error: the exit code stays), for
/// commands whose report does not list them.
func reportSkipped(_ skipped: [SkippedFile], _ console: Console) {
    for file in skipped { console.diagnose("warning: skipped \(file.path): \(file.reason)") }
}

func runMetrics(_ command: MetricsCommand, _ console: Console) -> ExitCode {
    let run = eachFace(command.fonts, command.faces) { face in
        FaceAudit(face: face.info, metrics: face.metrics)
    }
    switch command.format {
    case .text, .html, .sarif: console.standardOutput.write(TextReport.metrics(run.faces, colour: console.usesColour) + TextReport.skipped(run.skipped))
    case .json: console.standardOutput.write(JSONReport.document(run))
    }
    reportErrors(run.errors, console)
    return run.errors.isEmpty ? .success : .inputError
}

func runAudit(_ command: AuditCommand, _ console: Console) -> ExitCode {
    let loaded = command.strings?.load()
    for error in loaded?.errors ?? [] { console.diagnose(error.description) }
    let run = eachFace(command.fonts, command.faces) { (face) throws(FontReadingError) in
        // Each task opens its own fallback faces: a FontFace belongs to one task.
        var fallbacks: [FontFace] = []
        let items: AuditItems
        if let strings = loaded?.strings {
            for path in command.strings?.fallbacks ?? [] { fallbacks.append(try FontFace(path: path)) }
            items = .strings(strings, features: command.strings?.features ?? [])
        } else {
            items = .characters(command.characters)
        }
        return try AuditPipeline.run(face, items, fallbacks: fallbacks, settings: command.platforms.map(command.settings(for:)),
                                     drawing: command.format == .html)
    }
    switch command.format {
    case .text:
        switch command.view {
        case .report:
            console.standardOutput.write(TextReport.audit(run.faces, characters: command.characters, colour: console.usesColour)
                + TextReport.skipped(run.skipped))
        case .summary: console.standardOutput.write(TextReport.summary(run.faces) + TextReport.skipped(run.skipped))
        case .listClipped: console.standardOutput.write(TextReport.clippedList(run.faces) + TextReport.skipped(run.skipped))
        case .quiet: break
        }
    case .json: if command.view != .quiet { console.standardOutput.write(JSONReport.document(run)) }
    case .sarif: if command.view != .quiet { console.standardOutput.write(FindingFormats.sarif(auditFindings(run), version: Specs.version)) }
    case .html:
        guard command.view != .quiet else { break }
        let report = run.faces.map {
            ReportFace(face: $0.face, metrics: $0.metrics,
                       characters: command.strings == nil ? command.characters.label(measured: $0.measurement?.sets ?? []) : "strings",
                       missingCount: $0.measurement?.missing.count ?? 0, audits: $0.audits, outlines: $0.outlines,
                       labels: Dictionary(uniqueKeysWithValues: ($0.strings ?? []).enumerated().map {
                           ($0.offset, $0.element.string.text)
                       }))
        }
        let problems = run.errors.map(\.description) + run.skipped.map { "skipped \($0.path): \($0.reason)" }
        console.standardOutput.write(HTMLReport.audit(report, errors: problems, version: Specs.version))
    }
    reportErrors(run.errors, console)
    if !run.errors.isEmpty || !(loaded?.errors.isEmpty ?? true) { return .inputError }
    return run.faces.contains { $0.audits.contains(where: \.fails) } ? .clipping : .success
}
