import TextEscaping
import Foundation
import FontReading
import Generators
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
            guard rest.count == 1, let command = Specs.commands.first(where: { $0.name == name }) else {
                return usageError(UsageError("unknown subcommand '\(rest.joined(separator: " "))'"), nil, console)
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
            return usageError(UsageError("unknown subcommand '\(subcommand)'"), nil, console)
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

/// One face that was read, with its measurement and audit when the command makes them.
struct FaceOutcome {
    var face: FaceInfo
    var metrics: VerticalMetrics
    var measurement: GlyphMeasurement?
    /// One audit per platform, in the order asked.
    var audits: [FontAudit] = []
    /// Outlines of the glyphs an HTML report draws.
    var outlines: [UInt32: GlyphOutline] = [:]
    /// In a strings audit, the strings measured; the audits' glyph ids are indices into it.
    var strings: [MeasuredString]?
}

/// Opens every face the selection names in every file; an unreadable file or face is
/// recorded and the others go on.
func eachFace(_ files: [String], _ selection: FaceSelection,
              _ body: (FontFace) throws(FontReadingError) -> FaceOutcome) -> (faces: [FaceOutcome], errors: [FontReadingError]) {
    // One font per task: every FontFace owns its FreeType library (and HarfBuzz font), so files
    // are measured in parallel; results keep the order of the files.
    let perFile = FileResults(count: files.count)
    withoutActuallyEscaping(body) { body in
        let work = UncheckedBox(body)
        DispatchQueue.concurrentPerform(iterations: files.count) { fileIndex in
            perFile.set(fileIndex, eachFace(in: files[fileIndex], selection, work.value))
        }
    }
    var faces: [FaceOutcome] = []
    var errors: [FontReadingError] = []
    for result in perFile.results {
        faces += result.faces
        errors += result.errors
    }
    return (faces, errors)
}

private func eachFace(in file: String, _ selection: FaceSelection,
                      _ body: (FontFace) throws(FontReadingError) -> FaceOutcome) -> (faces: [FaceOutcome], errors: [FontReadingError]) {
    var faces: [FaceOutcome] = []
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
    private(set) var results: [(faces: [FaceOutcome], errors: [FontReadingError])]

    init(count: Int) { results = Array(repeating: ([], []), count: count) }

    func set(_ index: Int, _ result: (faces: [FaceOutcome], errors: [FontReadingError])) {
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

func runMetrics(_ command: MetricsCommand, _ console: Console) -> ExitCode {
    let (faces, errors) = eachFace(command.fonts, command.faces) { face in
        FaceOutcome(face: face.info, metrics: face.metrics)
    }
    switch command.format {
    case .text, .html: console.standardOutput.write(TextReport.metrics(faces, colour: console.usesColour))
    case .json: console.standardOutput.write(JSONReport.document(faces, errors: errors))
    }
    reportErrors(errors, console)
    return errors.isEmpty ? .success : .inputError
}

func runAudit(_ command: AuditCommand, _ console: Console) -> ExitCode {
    let loaded = command.strings?.load()
    for error in loaded?.errors ?? [] { console.diagnose(error.description) }
    let (faces, errors) = eachFace(command.fonts, command.faces) { (face) throws(FontReadingError) in
        var measurement = try face.measure(command.characters.selection)
        var measuredStrings: [MeasuredString]?
        // Each task opens its own fallback faces: a FontFace belongs to one task.
        var fallbacks: [FontFace] = []
        let hinting = command.platforms.contains { !command.settings(for: $0).hintedPixelSizes.isEmpty }
        if let strings = loaded?.strings {
            for path in command.strings?.fallbacks ?? [] { fallbacks.append(try FontFace(path: path)) }
            let measured = try face.measureStrings(strings, features: command.strings?.features ?? [], fallbacks: fallbacks,
                                                   layouts: command.template.wrapWidth != nil,
                                                   placements: hinting || command.format == .html)
            measuredStrings = measured
            measurement = measured.asGlyphs
        }
        var audits: [FontAudit] = []
        for platform in command.platforms {
            let settings = command.settings(for: platform)
            let hinted: [Double: [MeasuredGlyph]]
            if let measuredStrings {
                hinted = try measuredStrings.hintedGlyphs([face] + fallbacks, pixelSizes: settings.hintedPixelSizes)
            } else {
                hinted = try face.hintedGlyphs(measurement, pixelSizes: settings.hintedPixelSizes)
            }
            audits.append(Auditor.audit(metrics: face.metrics, postScriptName: face.info.postScriptName,
                                        familyName: face.info.family, glyphs: measurement.glyphs,
                                        hintedGlyphs: hinted, fallbacks: fallbacks.map(\.metrics),
                                        fallbacksUsed: measuredStrings?.fallbacksUsed ?? [],
                                        layouts: measuredStrings?.map(\.layout) ?? [], settings: settings))
        }
        // The HTML report draws the worst glyphs, or the worst strings whole.
        var outlines: [UInt32: GlyphOutline] = [:]
        if command.format == .html {
            for audit in audits {
                for glyph in HTMLReport.worst(audit)?.glyphs ?? [] where outlines[glyph.glyphID] == nil {
                    if let measuredStrings, Int(glyph.glyphID) < measuredStrings.count {
                        outlines[glyph.glyphID] = try measuredStrings[Int(glyph.glyphID)].outline([face] + fallbacks)
                    } else {
                        outlines[glyph.glyphID] = try face.outline(glyphID: glyph.glyphID)
                    }
                }
            }
        }
        return FaceOutcome(face: face.info, metrics: face.metrics, measurement: measurement, audits: audits,
                           outlines: outlines, strings: measuredStrings)
    }
    switch command.format {
    case .text:
        console.standardOutput.write(TextReport.audit(faces, characters: command.strings == nil ? command.characters.label : "strings",
                                                      colour: console.usesColour))
    case .json: console.standardOutput.write(JSONReport.document(faces, errors: errors))
    case .html:
        let report = faces.map {
            ReportFace(face: $0.face, metrics: $0.metrics, characters: command.strings == nil ? command.characters.label : "strings",
                       missingCount: $0.measurement?.missing.count ?? 0, audits: $0.audits, outlines: $0.outlines,
                       labels: Dictionary(uniqueKeysWithValues: ($0.strings ?? []).enumerated().map {
                           (UInt32($0.offset), $0.element.string.text)
                       }))
        }
        console.standardOutput.write(HTMLReport.audit(report, errors: errors.map(\.description), version: Specs.version))
    }
    reportErrors(errors, console)
    if !errors.isEmpty || !(loaded?.errors.isEmpty ?? true) { return .inputError }
    return faces.contains { $0.audits.contains(where: \.clips) } ? .clipping : .success
}
