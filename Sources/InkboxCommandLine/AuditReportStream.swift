import AuditPipeline
import FontReading
import InputFiles
import JSONText
import Reports

/// Writes `inkbox audit`'s report as the faces come, in input order, keeping only what the end
/// of the report needs (counts, errors, skipped files, one summary row per face): text, JSON and
/// JSON Lines go out face by face, so memory stays bounded whatever the number of fonts. HTML,
/// whose summary comes first, keeps its faces.
struct AuditReportStream {
    private let command: AuditCommand
    private let console: Console
    private(set) var errors: [FontReadingError] = []
    private var skipped: [SkippedFile] = []
    /// Some face clips or collides on some platform.
    private(set) var fails = false
    private var faces = 0
    private var failingFaces = 0
    private var json = JSONWriter()
    private var summaryRows: [[String]] = []
    private var findings: [Finding] = []
    private var htmlFaces: [ReportFace] = []

    init(_ command: AuditCommand, _ console: Console) {
        self.command = command
        self.console = console
        if command.format == .json && command.view != .quiet {
            json.beginObject()
            json.beginArray("fonts")
        }
    }

    mutating func add(_ outcome: FaceOutcome) {
        switch outcome {
        case .error(let error): errors.append(error)
        case .skipped(let file): skipped.append(file)
        case .face(let face): add(face)
        }
    }

    private mutating func add(_ face: FaceAudit) {
        faces += 1
        let faceFails = face.audits.contains(where: \.fails)
        if faceFails { failingFaces += 1 }
        fails = fails || faceFails
        guard command.view != .quiet else { return }
        switch command.format {
        case .text:
            switch command.view {
            case .report: console.standardOutput.write(TextReport.audit(face, characters: command.characters, colour: console.usesColour))
            case .summary: summaryRows += TextReport.summaryRows(face)
            case .listClipped: console.standardOutput.write(TextReport.clippedList([face], heading: faces == 1))
            case .quiet: break
            }
        case .json:
            JSONReport.write(face, into: &json)
            console.standardOutput.write(bytes: json.takeBytes())
        case .jsonl:
            var line = JSONWriter(compact: true)
            JSONReport.write(face, into: &line)
            console.standardOutput.write(bytes: line.takeBytes() + [UInt8(ascii: "\n")])
        case .sarif: findings += faceFindings(face)
        case .html:
            htmlFaces.append(ReportFace(
                face: face.face, metrics: face.metrics,
                characters: command.strings == nil ? command.characters.label(measured: face.measurement?.sets ?? []) : "strings",
                missingCount: face.measurement?.missing.count ?? 0, audits: face.audits, outlines: face.outlines,
                labels: Dictionary(uniqueKeysWithValues: (face.strings ?? []).enumerated().map { ($0.offset, $0.element.string.text) })))
        }
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
            json.endArray()
            JSONReport.writeProblems(errors: errors, skipped: skipped, into: &json)
            json.endObject()
            console.standardOutput.write(bytes: json.takeBytes() + [UInt8(ascii: "\n")])
        case .jsonl:
            // One line per error and per skipped file after the faces, each an object of its own kind.
            for error in errors {
                var line = JSONWriter(compact: true)
                line.beginObject()
                line.beginObject("error")
                line.string("file", error.path)
                line.string("message", error.reason)
                line.endObject()
                line.endObject()
                console.standardOutput.write(bytes: line.takeBytes() + [UInt8(ascii: "\n")])
            }
            for file in skipped {
                var line = JSONWriter(compact: true)
                line.beginObject()
                line.beginObject("skipped")
                line.string("file", file.path)
                line.string("reason", file.reason)
                line.endObject()
                line.endObject()
                console.standardOutput.write(bytes: line.takeBytes() + [UInt8(ascii: "\n")])
            }
        case .sarif:
            let problems = errors.map { Finding(level: .error, rule: .unreadable, file: $0.path, line: nil, title: "inkbox", message: $0.reason) }
                + skipped.map { Finding(level: .note, rule: .skipped, file: $0.path, line: nil, title: "inkbox", message: $0.reason) }
            console.standardOutput.write(FindingFormats.sarif(findings + problems, version: Specs.version))
        case .html:
            let problems = errors.map(\.description) + skipped.map { "skipped \($0.path): \($0.reason)" }
            console.standardOutput.write(HTMLReport.audit(htmlFaces, errors: problems, version: Specs.version))
        }
    }
}
