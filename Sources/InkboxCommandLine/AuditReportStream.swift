import AuditPipeline
import FontReading
import InputFiles
import JSONText
import Reports

/// One face's share of `inkbox audit`'s report, made on the worker that measured it
/// (`AuditReportStream.render`), so that writing it out is all the writer thread does.
struct RenderedFace {
    var fails = false
    /// The face's text, JSON or JSON Lines, ready to write.
    var bytes: [UInt8] = []
    var summaryRows: [[String]] = []
    var findings: [Finding] = []
    var html: ReportFace?
}

/// Writes `inkbox audit`'s report as the faces come, in input order, keeping only what the end
/// of the report needs (counts, errors, skipped files, one summary row per face): text, JSON and
/// JSON Lines go out face by face, so memory stays bounded whatever the number of fonts. HTML,
/// whose summary comes first, keeps its faces.
struct AuditReportStream {
    private let command: AuditCommand
    private let console: Console
    let colour: Bool
    private(set) var errors: [FontReadingError] = []
    private var skipped: [SkippedFile] = []
    /// Some face clips or collides on some platform.
    private(set) var fails = false
    private var faces = 0
    private var failingFaces = 0
    private var summaryRows: [[String]] = []
    private var findings: [Finding] = []
    private var htmlFaces: [ReportFace] = []

    init(_ command: AuditCommand, _ console: Console) {
        self.command = command
        self.console = console
        colour = console.usesColour
        if command.format == .json && command.view != .quiet { console.standardOutput.write(JSONReport.documentStart) }
    }

    /// One face's share of the report; safe on any thread (it reads only the command).
    static func render(_ face: FaceAudit, _ command: AuditCommand, colour: Bool) -> RenderedFace {
        var rendered = RenderedFace(fails: face.audits.contains(where: \.fails))
        guard command.view != .quiet else { return rendered }
        switch command.format {
        case .text:
            switch command.view {
            case .report: rendered.bytes = Array(TextReport.audit(face, characters: command.request.characters, colour: colour).utf8)
            case .summary: rendered.summaryRows = TextReport.summaryRows(face)
            case .listClipped: rendered.bytes = Array(TextReport.clippedList([face]).utf8)
            case .quiet: break
            }
        case .json:
            rendered.bytes = JSONReport.element(face)
        case .jsonl:
            var line = JSONWriter(compact: true)
            JSONReport.write(face, into: &line)
            rendered.bytes = line.takeBytes() + [UInt8(ascii: "\n")]
        case .sarif: rendered.findings = faceFindings(face)
        case .html:
            rendered.html = ReportFace(
                face: face.face, metrics: face.metrics,
                characters: command.request.strings == nil ? command.request.characters.label(measured: face.measurement?.sets ?? []) : "strings",
                missingCount: face.measurement?.missing.count ?? 0, audits: face.audits, outlines: face.outlines,
                labels: Dictionary(uniqueKeysWithValues: (face.strings ?? []).enumerated().map { ($0.offset, $0.element.string.text) }))
        }
        return rendered
    }

    mutating func add(_ outcome: FaceOutcome<RenderedFace>) {
        switch outcome {
        case .error(let error): errors.append(error)
        case .skipped(let file): skipped.append(file)
        case .face(let face): add(face)
        }
    }

    private mutating func add(_ face: RenderedFace) {
        faces += 1
        if face.fails { failingFaces += 1 }
        fails = fails || face.fails
        guard command.view != .quiet else { return }
        if command.format == .json && faces > 1 { console.standardOutput.write(",") }
        if !face.bytes.isEmpty { console.standardOutput.write(bytes: face.bytes) }
        summaryRows += face.summaryRows
        findings += face.findings
        if let html = face.html { htmlFaces.append(html) }
    }

    /// The end of the report: totals, errors and skipped files in each format's way.
    mutating func finish() {
        guard command.view != .quiet else { return }
        switch command.format {
        case .text:
            switch command.view {
            case .report:
                if faces > 1 { console.standardOutput.write("\(faces) faces audited: \(failingFaces) clip, \(faces - failingFaces) clean\n") }
            case .summary: console.standardOutput.write(TextReport.summaryTable(summaryRows))
            case .listClipped, .quiet: break
            }
            console.standardOutput.write(TextReport.skipped(skipped))
        case .json:
            console.standardOutput.write(bytes: JSONReport.documentEnd(faces: faces, errors: errors, skipped: skipped))
        case .jsonl:
            // One line per error and per skipped file after the faces, each an object of its own kind.
            for error in errors { console.standardOutput.write(jsonLine("error", ["file": error.path, "message": error.reason])) }
            for file in skipped { console.standardOutput.write(jsonLine("skipped", ["file": file.path, "reason": file.reason])) }
        case .sarif:
            let problems = errors.map { Finding(level: .error, rule: .unreadable, file: $0.path, line: nil, title: "inkbox", message: $0.reason) }
                + skipped.map { Finding(level: .note, rule: .skipped, file: $0.path, line: nil, title: "inkbox", message: $0.reason) }
            console.standardOutput.write(FindingFormats.sarif(findings + problems, version: Specs.version))
        case .html:
            let problems = errors.map(\.description) + skipped.map { "skipped \($0.path): \($0.reason)" }
            console.standardOutput.write(HTMLReport.audit(htmlFaces, errors: problems, version: Specs.version))
        }
    }

    /// `{"kind": {"file": ..., ...}}` on one line.
    private func jsonLine(_ kind: String, _ fields: KeyValuePairs<String, String>) -> String {
        var line = JSONWriter(compact: true)
        line.beginObject()
        line.beginObject(kind)
        for (key, value) in fields { line.string(key, value) }
        line.endObject()
        line.endObject()
        return line.text + "\n"
    }
}

/// What SARIF shows of one audited face: each platform on which it clips or collides, at the
/// font file.
func faceFindings(_ outcome: FaceAudit) -> [Finding] {
    var findings: [Finding] = []
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
    return findings
}
