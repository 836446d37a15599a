import Reports
import FontValues
import AuditPipeline
import Foundation
import FontPatching
import FontReading
import InputFiles
import JSONText
import LineBoxAnalysis
import TextEscaping
import TextSources

extension Specs {
    static let fix = CommandSpec(
        name: "fix",
        abstract: "Write a copy of a font whose vertical metrics hold its ink on the chosen platforms.",
        usage: "inkbox fix [<options>] -o <out> <font> ...",
        arguments: [fontArgument],
        options: [
            OptionSpec(name: "--face", valueName: "n", help: "Fix only this face of a collection (default: every face).",
                       group: "FONT OPTIONS"),
            FontArguments.option,
        ] + CharacterChoiceOptions.options + StringInputs.options + [PlatformSelection.option] + SizeOptions.options
            + RenderingOptions.options + PlatformOptionGroup.options + [
            OptionSpec(name: "--keep", valueName: "line-height",
                       help: "The policy (default): room one edge lacks comes first from room the other edge spares (the "
                           + "baseline moves, the line keeps its height), then from the line gap, and only then is added.",
                       group: "FIX OPTIONS"),
            OptionSpec(name: "--grow", help: "Only raise values: every line that reads them grows.", group: "FIX OPTIONS"),
            OptionSpec(name: "--dry-run", help: "Print the plan and what it would leave clipping; write nothing.",
                       group: "FIX OPTIONS"),
            OptionSpec(name: "--rename", valueName: "suffix",
                       help: "Add this to the family, full and PostScript names of the copy (Lato becomes \"Lato Fixed\", "
                           + "Lato-Regular LatoFixed-Regular). The name table is rewritten.", group: "FIX OPTIONS"),
            OptionSpec(name: "--family", valueName: "name",
                       help: "Name the copy's family this instead, changing the full and PostScript names with it: what "
                           + "the SIL Open Font License asks when the original reserves its name.", group: "FIX OPTIONS"),
            OptionSpec(name: "--output", shortName: "-o", valueName: "out",
                       help: "The patched font (one input), or a folder for several (made if missing). Never an input; a "
                           + "link there that leads out of the project or the folder is refused.",
                       group: "OUTPUT OPTIONS"),
            formatOption, helpOption,
        ],
        discussion: """
            For each face, inkbox audits the items on every chosen platform, then finds the smallest
            changes to hhea (ascender, descender, lineGap) and OS/2 (sTypo*, usWin*) that stop them
            clipping at the top and bottom, using the same line-box models as inkbox audit: each
            platform moves only the table it reads (iOS: hhea; Android, Compose, Flutter, Chrome on
            Linux: typo under USE_TYPO_METRICS, else hhea; Windows: usWin). hhea and typo that held
            the same values keep the same values. A variable font is measured at every named
            instance too; its metric variations (MVAR) are kept, so each instance moves with the
            default.

            The patch is byte-exact: only hhea, OS/2 and head.checkSumAdjustment change, with the
            table checksums; WOFF tables are recompressed with zlib; WOFF2 is decoded and encoded
            again with the reference library (google/woff2). The copy is then opened and audited again
            exactly as inkbox audit would with the same options, and the exit code is that audit's
            (0 nothing is cut, 1 still cut, 2 an input could not be read).

            Only vertical edges are planned by default: the sides of a view are a matter of insets,
            not metrics (--edges horizontal or all plans for them too). The audit of the copy
            judges every edge --edges names (all by default), as inkbox audit does. Fonts under the SIL Open Font License with a Reserved
            Font Name must not keep that name once modified: a warning says so.
            """)
}

/// `inkbox fix`, parsed.
struct FixCommand: Equatable {
    var fonts: FontArguments
    var faces: FaceSelection
    var request: AuditRequest
    /// What the plan holds: the vertical edges unless `--edges` says.
    var planEdges: AuditedEdges
    var policy: FixPolicy
    var dryRun: Bool
    var output: String?
    var format: OutputFormat
    var renaming: Renaming?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard !parsed.positionals.isEmpty else { throw UsageError("missing expected argument '<font> ...'") }
        fonts = FontArguments(parsed.positionals, parsed)
        faces = try FaceSelection(parsed)
        request = try AuditRequest(parsed)
        planEdges = parsed.values["--edges"] == nil ? .vertical : request.template.edges
        try parsed.exclusive("--keep", "--grow")
        _ = try parsed.value("--keep", "line-height") { $0 == "line-height" ? $0 : nil }
        policy = parsed.flags.contains("--grow") ? .grow : .keepLineHeight
        dryRun = parsed.flags.contains("--dry-run")
        output = parsed.values["--output"]
        if !dryRun && output == nil { throw UsageError("missing '-o <out>': where to write the patched font (or --dry-run)") }
        if output == "-" { throw UsageError("'-o -': a font is not written to standard output; name a file") }
        format = try parsed.value("--format", "text or json") { $0 == "text" || $0 == "json" ? OutputFormat(rawValue: $0) : nil } ?? .text
        try parsed.exclusive("--rename", "--family")
        let nameValue = { (text: String) -> String? in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let printable = !trimmed.isEmpty && trimmed.count <= 40 && !trimmed.unicodeScalars.contains { $0.properties.generalCategory == .control }
            return printable && !Renaming.postScriptPart(of: trimmed).isEmpty ? trimmed : nil
        }
        if let suffix = try parsed.value("--rename", "a suffix of up to 40 characters with a letter or digit", nameValue) {
            renaming = .suffix(suffix)
        } else if let family = try parsed.value("--family", "a family name of up to 40 characters with a letter or digit", nameValue) {
            renaming = .family(family)
        }
    }
}

/// What `fix` did with one font file.
struct FixedFile {
    var input: String
    /// Where the copy went (nil on a dry run).
    var output: String?
    var plans: [FacePlan]
    /// Said once per file: a reserved font name kept.
    var messages: [String] = []
    /// The copy audited again, per face: what still clips (from the plan on a dry run).
    var remaining: [[RemainingClip]]

    /// The gravest finding of the copy's audit.
    var severity: Severity? { remaining.joined().map(\.severity).max() }
}

func runFix(_ command: FixCommand, _ console: Console) -> ExitCode {
    let loaded = command.request.strings?.load()
    for error in loaded?.errors ?? [] { console.diagnose(error.description) }
    // The faces through the same rule as audit's: folders searched, empty ones an error.
    let (faces, faceErrors, skipped) = faceList(command.fonts, command.faces)
    reportSkipped(skipped, console)
    var errors = faceErrors.map(\.description)
    var files: [(path: String, faces: [Int])] = []
    for face in faces {
        if files.last?.path == face.path { files[files.count - 1].faces.append(face.faceIndex) } else { files.append((face.path, [face.faceIndex])) }
    }
    var fixed: [FixedFile] = []
    let targets = outputPaths(files.map(\.path), command)
    for (file, target) in zip(files, targets) {
        do throws(FixFailure) {
            fixed.append(try fix(file.path, faces: file.faces, to: target, command, strings: loaded?.strings))
        } catch {
            errors.append(error.message)
        }
    }
    switch command.format {
    case .json: console.standardOutput.write(fixJSON(fixed, errors: errors))
    default:
        let audited = command.request.settings.map { "\($0.platform.rawValue) (\($0.sizes.count) size\($0.sizes.count == 1 ? "" : "s"))" }
            .joined(separator: ", ")
        console.standardOutput.write(fixed.map { fixText($0, audited: audited, colour: console.usesColour) }.joined(separator: "\n"))
    }
    for error in errors { console.diagnose(error) }
    if !errors.isEmpty || !(loaded?.errors.isEmpty ?? true) { return .inputError }
    return ExitCode(verdict: fixed.compactMap(\.severity).max(), failOn: command.request.failOn)
}

private struct FixFailure: Error {
    var message: String
}

/// Where each input's copy goes: `-o` itself for one font file named alone, else inside the
/// folder `-o` (made if missing), by the input's name. Nil on a dry run;
/// an error message when it would overwrite an input or another copy.
private func outputPaths(_ inputs: [String], _ command: FixCommand) -> [Result<String?, FixFailure>] {
    guard let output = command.output, !command.dryRun else { return inputs.map { _ in .success(nil) } }
    func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
    let intoFolder = inputs.count > 1 || command.fonts.paths.count > 1 || command.fonts.paths.contains(where: isFolder) || isFolder(output)
    if intoFolder && !isFolder(output) {
        do throws(OutputError) { try OutputFile.makeFolder(output) } catch {
            return inputs.map { .failure(FixFailure(message: "\($0): cannot write the copy: \(error)")) }
        }
    }
    let inputIdentities = Set(inputs.map(fileIdentity))
    var taken: Set<String> = []
    return inputs.map { input in
        let target = intoFolder ? (output as NSString).appendingPathComponent((input as NSString).lastPathComponent) : output
        if inputIdentities.contains(fileIdentity(target)) {
            return .failure(FixFailure(message: "\(input): the output \(target) is an input: inkbox never overwrites a font it reads"))
        }
        guard taken.insert(fileIdentity(target)).inserted else {
            return .failure(FixFailure(message: "\(input): another input already writes \(target); fix them separately"))
        }
        return .success(target)
    }
}

/// A path's file as the system knows it (device and inode) when it exists, else its standard form.
private func fileIdentity(_ path: String) -> String {
    var status = stat()
    if stat(path, &status) == 0 { return "\(status.st_dev):\(status.st_ino)" }
    return (path as NSString).standardizingPath
}

private func fix(_ path: String, faces: [Int], to target: Result<String?, FixFailure>, _ command: FixCommand,
                 strings: [LocalizedString]?) throws(FixFailure) -> FixedFile {
    let target = try target.get()
    let settings = command.request.settings
    let planned = settings.map { setting in
        var setting = setting
        setting.edges = command.planEdges
        return setting
    }
    var result: FixedFile
    do throws(FontReadingError) {
        var plans: [FacePlan] = []
        for index in faces {
            let face = try FontFace(path: path, faceIndex: index)
            let (items, fallbacks) = try command.request.items(strings)
            plans.append(try FontFix.plan(face, items, fallbacks: fallbacks, settings: planned, policy: command.policy))
        }
        result = FixedFile(input: path, output: nil, plans: plans, remaining: plans.map(\.plan.remaining))
    } catch {
        throw FixFailure(message: error.description)
    }
    result.messages = FontFix.reservedNameWarnings(path, plans: result.plans, renaming: command.renaming)
    guard let target else { return result }
    let bytes: [UInt8]
    do throws(FontReadingError) { bytes = try FontFix.patchedFile(path, plans: result.plans, renaming: command.renaming) } catch {
        throw FixFailure(message: error.description)
    }
    do throws(OutputError) { try OutputFile.write(bytes: bytes, to: target) } catch {
        throw FixFailure(message: "\(path): copy not written: \(error)")
    }
    do throws(FontReadingError) {
        result.output = target
        result.remaining = []
        for plan in result.plans {
            let (items, fallbacks) = try command.request.items(strings)
            result.remaining.append(try FontFix.audit(copy: target, plan, items, fallbacks: fallbacks, settings: settings))
        }
        return result
    } catch {
        throw FixFailure(message: error.description)
    }
}

// MARK: - Reports

/// `audited` names the platforms and how many sizes each was audited at.
private func fixText(_ file: FixedFile, audited: String, colour: Bool) -> String {
    let paint = Paint(enabled: colour)
    var text = paint.bold(Escape.terminal(file.input + (file.output.map { " -> " + $0 } ?? " (dry run)"))) + "\n"
    for message in file.messages { text += "  " + Escape.terminal(message) + "\n" }
    for (plan, remaining) in zip(file.plans, file.remaining) {
        if file.plans.count > 1 { text += "  face \(plan.face.faceIndex): " + Escape.terminal(plan.face.postScriptName ?? plan.face.family) + "\n" }
        var licence: [String] = []
        if let description = plan.licence.description {
            licence.append(String(description.split(whereSeparator: \.isNewline).first ?? ""))
        }
        if let url = plan.licence.url, url != plan.licence.description { licence.append(url) }
        if let embedding = plan.licence.embedding { licence.append("embedding: " + embedding) }
        if !licence.isEmpty { text += "  licence   " + Escape.terminal(licence.joined(separator: " · ")) + "\n" }
        if plan.plan.changes.isEmpty {
            text += "  no change needed\n"
        } else {
            let rows = [["field", "before", "after"]] + plan.plan.changes.map { [$0.field.rawValue, "\($0.before)", "\($0.after)"] }
            text += TextReport.table(rows, rightAligned: [1, 2]) { row, _, cell in row == 0 ? paint.dim(cell) : cell }
            let effects = [["platform", "reads", "line height", "baseline below top", "ink centre offset"]] + plan.plan.effects.map { effect in
                [effect.platform.rawValue, effect.table?.rawValue ?? "-", change(effect.lineHeight), change(effect.baseline), change(effect.centring)]
            }
            text += "  in font units, per platform (the line's natural height, where its baseline sits, how far the ink sits off centre):\n"
            text += TextReport.table(effects, rightAligned: [2, 3, 4]) { row, _, cell in row == 0 ? paint.dim(cell) : cell }
        }
        for note in plan.plan.notes { text += "  note: " + Escape.terminal(note) + "\n" }
        let checked = "the default instance" + (plan.instances.isEmpty ? "" : " and \(plan.instances.count) named instances")
        let what = file.output == nil ? "planned metrics" : "patched copy, audited again"
        let cut = remaining.filter { $0.severity == .error }
        if cut.isEmpty {
            text += "  " + paint.green("clean") + ": \(what) on \(audited): nothing is cut (\(checked))\n"
            let others = Severity.allCases.reversed().compactMap { severity -> String? in
                let count = remaining.filter { $0.severity == severity }.count
                return count == 0 ? nil : "\(count) size\(count == 1 ? "" : "s") with \(severity.rawValue)s"
            }
            if !others.isEmpty {
                text += "  (" + others.joined(separator: ", ") + ": side overhangs or faint ink, as inkbox audit reports them)\n"
            }
        } else {
            text += "  " + paint.red("STILL CLIPS") + ": \(what); the font's vertical metrics do not hold these:\n"
            for clip in cut.prefix(12) {
                let instance = clip.caseIndex == 0 ? "default" : plan.instances[safe: clip.caseIndex - 1] ?? "?"
                let edges = Edge.allCases.filter { clip.overflow[$0] > 0 }.map { "\($0.rawValue) +\(NumberText.two(clip.overflow[$0]))" }
                text += "    " + Escape.terminal("\(instance) · \(clip.platform.rawValue) \(NumberText.plain(clip.size)) \(clip.platform.unit): "
                    + edges.joined(separator: " ")) + "\n"
            }
            if cut.count > 12 { text += "    and \(cut.count - 12) more\n" }
        }
    }
    return text
}

private func change(_ pair: (before: Int, after: Int)) -> String {
    pair.before == pair.after ? "\(pair.before)" : "\(pair.before) -> \(pair.after)"
}

private func fixJSON(_ files: [FixedFile], errors: [String]) -> String {
    var json = JSONWriter()
    json.beginObject()
    json.beginArray("files")
    for file in files {
        json.beginObject()
        json.string("input", file.input)
        json.string("output", file.output)
        json.strings("messages", file.messages)
        json.beginArray("faces")
        for (plan, remaining) in zip(file.plans, file.remaining) {
            json.beginObject()
            json.integer("faceIndex", plan.face.faceIndex)
            json.string("postScriptName", plan.face.postScriptName)
            json.beginObject("licence")
            json.string("description", plan.licence.description)
            json.string("url", plan.licence.url)
            json.integer("fsType", plan.licence.fsType)
            json.string("embedding", plan.licence.embedding)
            json.strings("reservedFontNames", plan.licence.reservedFontNames)
            json.endObject()
            json.beginArray("changes")
            for change in plan.plan.changes {
                json.beginObject()
                json.string("field", change.field.rawValue)
                json.integer("before", change.before)
                json.integer("after", change.after)
                json.endObject()
            }
            json.endArray()
            json.beginArray("platforms")
            for effect in plan.plan.effects {
                json.beginObject()
                json.string("platform", effect.platform.rawValue)
                json.string("table", effect.table?.rawValue)
                for (key, pair) in [("lineHeight", effect.lineHeight), ("baseline", effect.baseline), ("inkCentreOffset", effect.centring)] {
                    json.beginObject(key)
                    json.integer("before", pair.before)
                    json.integer("after", pair.after)
                    json.endObject()
                }
                json.endObject()
            }
            json.endArray()
            json.strings("notes", plan.plan.notes)
            json.strings("instances", plan.instances)
            json.bool("clean", !remaining.contains { $0.severity == .error })
            json.beginArray("stillClips")
            for clip in remaining {
                json.beginObject()
                json.string("instance", clip.caseIndex == 0 ? nil : plan.instances[safe: clip.caseIndex - 1])
                json.string("platform", clip.platform.rawValue)
                json.number("size", clip.size)
                for edge in Edge.allCases { json.points(edge.rawValue, clip.overflow[edge]) }
                json.string("severity", clip.severity.rawValue)
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }
    json.endArray()
    json.strings("errors", errors)
    json.endObject()
    return String(decoding: json.takeBytes(), as: UTF8.self) + "\n"
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
