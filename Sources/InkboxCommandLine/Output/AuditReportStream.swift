import AuditPipeline
import CommandOptions
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
    /// The face in each of the run's outputs, in `AuditReportStream.outputs` order.
    var outputs: [RenderedOutput] = []
    /// What the family checks read of it (`FamilyCheck`), at the end of the run.
    var member: FamilyMember?
}

/// One face in one output format.
struct RenderedOutput {
    /// The face's text, JSON or JSON Lines, ready to write.
    var bytes: [UInt8] = []
    var summaryRows: [[String]] = []
    var findings: [Finding] = []
    var html: ReportFace?
}

/// Where one output of the run goes and how it reads: standard output in `--format` with the
/// text view asked, or a `--report` file, in full and uncoloured.
struct AuditOutput {
    var format: OutputFormat
    var view: TextView
    var colour: Bool
    /// How wide its text is: standard output's (`Console.textWidth`); a file's 80 columns, or its
    /// cells' with `--wide`.
    var width: TextWidth
    /// nil for standard output.
    var path: String?
}

/// Writes `inkbox audit`'s report as the faces come, in input order, keeping only what the end
/// of the report needs (counts, errors, skipped files, one summary row per face): text, JSON and
/// JSON Lines go out face by face to standard output, so memory stays bounded whatever the number
/// of fonts. HTML, whose summary comes first, keeps its faces; `--report` files are written at the
/// end, each through the one output writer.
struct AuditReportStream {
    private let command: AuditCommand
    private let console: Console
    /// Standard output first, then each `--report` file.
    let outputs: [AuditOutput]
    private(set) var errors: [FontReadingError] = []
    private var skipped: [SkippedFile] = []
    /// The gravest finding of any face.
    private(set) var severity: Severity?
    /// A `--report` file could not be written.
    private(set) var reportFailed = false
    private var faces = 0
    /// Faces by their gravest finding, and findings by severity, unreadable fonts included.
    private var faceTally: [Severity: Int] = [:]
    private var tally: [Severity: Int] = [:]
    /// Per output: what its end needs, and a file's bytes so far.
    private var summaryRows: [[[String]]]
    private var findings: [[Finding]]
    private var htmlFaces: [[ReportFace]]
    private var files: [[UInt8]]
    /// Every face read, for the family checks at the end.
    private var members: [FamilyMember] = []
    private var familyFindings: [FamilyFinding] = []

    init(_ command: AuditCommand, _ console: Console) {
        self.command = command
        self.console = console
        outputs =
            [
                AuditOutput(
                    format: command.format, view: command.view, colour: console.usesColour,
                    width: console.textWidth(wide: command.wide), path: nil)
            ]
            + command.reports.map {
                AuditOutput(
                    format: $0.format, view: .report, colour: false, width: command.wide ? .wide : .standard,
                    path: $0.path)
            }
        summaryRows = outputs.map { _ in [] }
        findings = outputs.map { _ in [] }
        htmlFaces = outputs.map { _ in [] }
        files = outputs.map { _ in [] }
        for index in outputs.indices where outputs[index].format == .json && outputs[index].view != .quiet {
            write(JSONReport.documentStart, to: index)
        }
    }

    /// One face's share of the report in every output; safe on any thread (it reads only its arguments).
    static func render(_ face: FaceAudit, _ command: AuditCommand, outputs: [AuditOutput]) -> RenderedFace {
        let findings = faceFindings(face)
        var rendered = RenderedFace(severity: findings.gravest)
        rendered.member = face.familyMember
        for finding in findings { rendered.tally[finding.level, default: 0] += 1 }
        rendered.outputs = outputs.map { render(face, findings: findings, command, $0) }
        return rendered
    }

    private static func render(_ face: FaceAudit, findings: [Finding], _ command: AuditCommand, _ output: AuditOutput)
        -> RenderedOutput
    {
        var rendered = RenderedOutput()
        guard output.view != .quiet else { return rendered }
        switch output.format {
        case .text:
            switch output.view {
            case .report:
                rendered.bytes = Array(
                    TextReport.audit(
                        face, characters: command.request.characters, colour: output.colour, width: output.width
                    ).utf8)
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
        case .sarif, .github, .statistics: rendered.findings = findings
        case .concise: rendered.bytes = Array(FindingFormats.concise(findings).utf8)
        case .markdown:
            rendered.findings = findings
            rendered.summaryRows = TextReport.summaryRows(face, wide: command.wide)
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

    /// Standard output as it comes; a file's bytes kept for its end.
    private mutating func write(_ text: String, to index: Int) { write(bytes: Array(text.utf8), to: index) }

    private mutating func write(bytes: [UInt8], to index: Int) {
        if outputs[index].path == nil { console.standardOutput.write(bytes: bytes) } else { files[index] += bytes }
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
        if let member = face.member { members.append(member) }
        if let gravest = face.severity { faceTally[gravest, default: 0] += 1 }
        severity = [severity, face.severity].compactMap { $0 }.max()
        tally.merge(face.tally, uniquingKeysWith: +)
        for (index, rendered) in face.outputs.enumerated() where outputs[index].view != .quiet {
            if outputs[index].format == .json && faces > 1 { write(",", to: index) }
            if !rendered.bytes.isEmpty { write(bytes: rendered.bytes, to: index) }
            summaryRows[index] += rendered.summaryRows
            findings[index] += rendered.findings
            if let html = rendered.html { htmlFaces[index].append(html) }
        }
    }

    /// The end of the report in every output: totals, errors and skipped files in each format's
    /// way; then each `--report` file is written (one that cannot be is named, and exits 2).
    mutating func finish() {
        familyFindings = FamilyCheck.findings(members, settings: command.request.settings)
        for finding in familyFindings { tally[finding.severity, default: 0] += 1 }
        severity = ([severity] + familyFindings.map(\.severity)).compactMap { $0 }.max()
        for index in outputs.indices where outputs[index].view != .quiet {
            finish(index)
            guard let path = outputs[index].path else { continue }
            do throws(OutputError) {
                try OutputFile.write(bytes: files[index], to: path, project: command.fonts.project)
            } catch {
                console.diagnose(error.description)
                reportFailed = true
            }
        }
    }

    private mutating func finish(_ index: Int) {
        let output = outputs[index]
        let problems =
            errors.map { Finding(.unreadable, file: $0.path, title: "inkbox", message: $0.reason) }
            + skipped.map { Finding(.skipped, file: $0.path, title: "inkbox", message: $0.reason) }
            + familyFindings.map {
                Finding(
                    $0.rule, level: $0.severity, file: $0.file, title: "inkbox family \($0.family)",
                    message: $0.message, key: $0.family)
            }
        switch output.format {
        case .text:
            switch output.view {
            case .report:
                write(TextReport.families(familyFindings, colour: output.colour, width: output.width), to: index)
                if faces > 1 || !errors.isEmpty { write(textTotals + "\n", to: index) }
            case .summary:
                write(
                    TextReport.summaryTable(summaryRows[index], width: outputs[index].width)
                        + TextReport.families(familyFindings, colour: output.colour, width: output.width) + textTotals
                        + "\n", to: index)
            case .listClipped, .quiet: break
            }
            write(TextReport.skipped(skipped), to: index)
        case .json:
            write(
                bytes: JSONReport.documentEnd(
                    faces: faces, errors: errors, skipped: skipped, families: familyFindings,
                    config: console.configFile),
                to: index)
        case .jsonl:
            // One line per error and per skipped file after the faces, each an object of its own kind.
            for error in errors {
                var line = JSONWriter(compact: true)
                line.beginObject()
                line.problem("error", Problem(error))
                line.endObject()
                write(line.text + "\n", to: index)
            }
            for file in skipped { write(jsonLine("skipped", ["file": file.path, "reason": file.reason]), to: index) }
            for finding in familyFindings {
                var line = JSONWriter(compact: true)
                line.beginObject()
                JSONReport.write(finding, key: "family", into: &line)
                line.endObject()
                write(line.text + "\n", to: index)
            }
        case .sarif: write(FindingFormats.sarif(findings[index] + problems, version: Specs.version), to: index)
        case .concise: write(FindingFormats.concise(problems), to: index)
        case .statistics: write(FindingFormats.statistics(findings[index] + problems), to: index)
        case .github:
            write(
                FindingFormats.github(findings[index] + problems, annotate: command.request.annotate), to: index)
        case .markdown:
            write(TextReport.markdownSummary(summaryRows[index], totals: totals, problems: problems), to: index)
        case .html:
            let problems = errors.map(\.description) + skipped.map { "skipped \($0.path): \($0.reason)" }
            write(
                HTMLReport.audit(htmlFaces[index], errors: problems, families: familyFindings, version: Specs.version),
                to: index)
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

    /// The totals in a text report: the findings on a line of their own, so that they fit a terminal.
    private var textTotals: String { totals.replacingOccurrences(of: ". Findings: ", with: ".\nFindings: ") }

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
