import AuditPipeline
import FontReading
import FontValues
import InputFiles
import JSONText
import LineBoxAnalysis
import Reports

/// One face's share of `inkbox audit`'s report, made on the worker that measured it
/// (`AuditReportStream.render`), so that writing it out is all the writer thread does.
struct RenderedFace {
    /// The gravest finding of the face on any platform (nil: nothing crosses an edge).
    var severity: Severity?
    /// Its findings by severity: what the run's totals count.
    var tally: [Severity: Int] = [:]
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
    /// The gravest finding of any face.
    private(set) var severity: Severity?
    private var faces = 0
    /// Faces by their gravest finding, and findings by severity, unreadable fonts included.
    private var faceTally: [Severity: Int] = [:]
    private var tally: [Severity: Int] = [:]
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
        let findings = faceFindings(face)
        var rendered = RenderedFace(severity: findings.gravest)
        for finding in findings { rendered.tally[finding.level, default: 0] += 1 }
        guard command.view != .quiet else { return rendered }
        switch command.format {
        case .text:
            switch command.view {
            case .report:
                rendered.bytes = Array(
                    TextReport.audit(face, characters: command.request.characters, colour: colour, wide: command.wide)
                        .utf8)
            case .summary: rendered.summaryRows = TextReport.summaryRows(face, wide: command.wide)
            case .listClipped: rendered.bytes = Array(TextReport.clippedList([face]).utf8)
            case .quiet: break
            }
        case .json:
            rendered.bytes = JSONReport.element(face)
        case .jsonl:
            var line = JSONWriter(compact: true)
            JSONReport.write(face, into: &line)
            rendered.bytes = line.takeBytes() + [UInt8(ascii: "\n")]
        case .sarif: rendered.findings = findings
        case .html:
            rendered.html = ReportFace(
                face: face.face, metrics: face.metrics,
                characters: command.request.strings == nil
                    ? command.request.characters.label(measured: face.measurement?.sets ?? []) : "strings",
                missingCount: face.measurement?.missing.count ?? 0, audits: face.audits, outlines: face.outlines,
                labels: Dictionary(
                    uniqueKeysWithValues: (face.strings ?? []).enumerated().map { ($0.offset, $0.element.string.text) })
            )
        }
        return rendered
    }

    mutating func add(_ outcome: FaceOutcome<RenderedFace>) {
        switch outcome {
        case .error(let error):
            errors.append(error)
            tally[.error, default: 0] += 1
        case .skipped(let file):
            skipped.append(file)
            tally[.note, default: 0] += 1
        case .face(let face): add(face)
        }
    }

    private mutating func add(_ face: RenderedFace) {
        faces += 1
        if let gravest = face.severity { faceTally[gravest, default: 0] += 1 }
        severity = [severity, face.severity].compactMap { $0 }.max()
        tally.merge(face.tally, uniquingKeysWith: +)
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
                if faces > 1 || !errors.isEmpty { console.standardOutput.write(totals + "\n") }
            case .summary:
                console.standardOutput.write(TextReport.summaryTable(summaryRows, wide: command.wide) + totals + "\n")
            case .listClipped, .quiet: break
            }
            console.standardOutput.write(TextReport.skipped(skipped))
        case .json:
            console.standardOutput.write(bytes: JSONReport.documentEnd(faces: faces, errors: errors, skipped: skipped))
        case .jsonl:
            // One line per error and per skipped file after the faces, each an object of its own kind.
            for error in errors {
                var line = JSONWriter(compact: true)
                line.beginObject()
                line.problem("error", Problem(error))
                line.endObject()
                console.standardOutput.write(line.text + "\n")
            }
            for file in skipped {
                console.standardOutput.write(jsonLine("skipped", ["file": file.path, "reason": file.reason]))
            }
        case .sarif:
            let problems =
                errors.map { Finding(.unreadable, file: $0.path, title: "inkbox", message: $0.reason) }
                + skipped.map { Finding(.skipped, file: $0.path, title: "inkbox", message: $0.reason) }
            console.standardOutput.write(FindingFormats.sarif(findings + problems, version: Specs.version))
        case .html:
            let problems = errors.map(\.description) + skipped.map { "skipped \($0.path): \($0.reason)" }
            console.standardOutput.write(HTMLReport.audit(htmlFaces, errors: problems, version: Specs.version))
        }
    }

    /// "652 faces audited: 40 cut, 300 with warnings, 12 with notes, 300 clean; 1 unreadable. Findings: 52
    /// errors, 310 warnings, 20 notes."
    private var totals: String {
        let cut = faceTally[.error] ?? 0
        let warned = faceTally[.warning] ?? 0
        let noted = faceTally[.note] ?? 0
        let findings = severityTally { tally[$0] ?? 0 }
        return
            "\(faces) face\(faces == 1 ? "" : "s") audited: \(cut) cut, \(warned) with warnings, \(noted) with notes, "
            + "\(faces - cut - warned - noted) clean" + (errors.isEmpty ? "" : "; \(errors.count) unreadable")
            + (skipped.isEmpty ? "" : "; \(skipped.count) skipped") + ". Findings: \(findings)."
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
