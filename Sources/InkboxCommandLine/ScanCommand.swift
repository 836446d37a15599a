import FontValues
import AppScan
import AuditPipeline
import DesignTokens
import Foundation
import JSONText
import LineBoxAnalysis
import Reports
import TextEscaping

extension Specs {
    static let scan = CommandSpec(
        name: "scan",
        abstract: "Find the text styles an app's own sources declare and check each where it is declared.",
        usage: "inkbox scan [<options>] <path> ...",
        arguments: [ArgumentSpec(name: "<path> ...", help: "Project folders to scan (each is its own root).")],
        options: [
            OptionSpec(name: "--fonts", valueName: "dir",
                       help: "Fonts kept outside the project (repeatable); the project's own font files are always used.",
                       group: "FONT OPTIONS"),
        ] + CharacterChoiceOptions.options + [CharacterChoiceOptions.languages] + RenderingOptions.options + PlatformOptionGroup.options
            + BaselineOptions.options(group: "OUTPUT OPTIONS") + [
            OptionSpec(name: "--format", valueName: "format",
                       help: "text (the default), json (the documented contract), junit, github (workflow annotations at "
                           + "each usage's line), sarif (SARIF 2.1.0) or html, as for inkbox check.", group: "OUTPUT OPTIONS"),
            OptionSpec.wide,
            helpOption,
        ],
        discussion: """
            Reads, from each folder down (not following links, skipping .git, build output and
            dependencies):
              - storyboards and XIBs: label, button, textField and textView fonts, their text, a
                height constraint, attributed text's font and paragraph style, size-class variations;
              - Swift and SwiftUI: UIFont(name:size:) and .custom(_:size:) with literal values,
                the Text(...) or label.text they are set with, and the NSMutableParagraphStyle
                an attributes literal names;
              - Android layouts: TextView and its kin (fontFamily @font/, textSize, lineHeight,
                lineSpacingMultiplier, includeFontPadding, layout_height, text and @string/ with
                its translations in values-*/strings.xml);
              - CSS: rules with font-family and font-size (px, rem), line-height, height, and the
                @font-face rules that map families to files;
              - Flutter: TextStyle(fontFamily:, fontSize:, height:) literals.
            Each usage is checked on its own platform at its size, line height and fixed height,
            with its own text when known, exactly as inkbox audit checks that font. Where the text
            is not known, the characters checked are those of the languages the project declares
            (Android values-xx, iOS xx.lproj, Flutter *_xx.arb, with the default resources taken
            to be English), else auto; --set, --chars and --lang say otherwise. A size of 2 pt or
            less is a placeholder, skipped. A system font
            the project does not ship, a Dynamic Type style and computed values are listed as
            unresolved or skipped, never guessed.

            The fonts are the project's own font files and --fonts; iOS usages resolve only to the
            files an Info.plist registers in UIAppFonts, when one does. @font/name and a missing
            @font-face source are looked for by file name; an Android font-family XML stands for
            its regular font, a Flutter family for its pubspec.yaml asset. Android attributes
            resolve as on a device: the view's, its style, the default style of the application
            theme (AndroidManifest.xml), the theme's own, then textAppearance.

            A baseline (--write-baseline, --baseline) accepts a usage by its file, what declares it
            and its style, not its line: editing a file above a usage keeps its entry.
            """)
}

/// `inkbox scan`, parsed.
struct ScanCommand {
    var roots: [String]
    var fonts: [String]
    var settings: CheckSettings
    var format: CheckFormat
    var baseline: BaselineOptions
    /// The least severity that fails the run (`--fail-on`).
    var failOn: Severity
    /// Text tables as wide as their cells (`--wide`).
    var wide: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard !parsed.positionals.isEmpty else { throw UsageError("missing expected argument '<path> ...'") }
        wide = parsed.flags.contains("--wide")
        roots = parsed.positionals
        fonts = parsed.allValues["--fonts"] ?? []
        let rendering = try RenderingOptions(parsed)
        failOn = rendering.failOn
        var settings = rendering.checkSettings(characters: try CharacterChoiceOptions.parse(parsed), platforms: [],
                                               options: try PlatformOptionGroup.readStrutFont(PlatformOptionGroup.parse(parsed)))
        format = try parsed.value("--format", "text, json, junit, github, sarif or html", CheckFormat.init(rawValue:)) ?? .text
        settings.drawing = format == .html
        self.settings = settings
        baseline = BaselineOptions(parsed)
    }
}

func runScan(_ command: ScanCommand, _ console: Console) -> ExitCode {
    var scans: [(scan: AppScan, results: [UsageResult])] = []
    for root in command.roots {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            console.diagnose("\(root): not a folder")
            return .inputError
        }
        let scan = AppScan(root: root)
        scans.append((scan, UsageCheck.check(scan, extraFonts: command.fonts, settings: command.settings)))
    }
    var fileErrors: [TokenError] = []
    acceptBaseline(command.baseline, in: &scans, fileErrors: &fileErrors, console: console)
    let all = scans.flatMap(\.results)
    switch command.format {
    case .json: writeScanJSON(scans, to: console.standardOutput)
    case .text: console.standardOutput.write(scanText(scans, colour: console.usesColour, wide: command.wide))
    case .junit: console.standardOutput.write(CheckReport.junit(outcome(scans)))
    case .html: console.standardOutput.write(CheckReport.html(outcome(scans)))
    case .github: console.standardOutput.write(FindingFormats.github(findings(scans)) + counts(scans) + "\n")
    case .sarif: console.standardOutput.write(FindingFormats.sarif(findings(scans), version: Specs.version))
    }
    let errors = scans.flatMap { scan in scan.scan.errors.map { $0.description(root: scan.scan.root) } }
    for error in errors { console.diagnose(error) }
    for error in fileErrors { console.diagnose(error.description) }
    if !errors.isEmpty || !fileErrors.isEmpty || all.contains(where: { $0.verdict == .error }) { return .inputError }
    return ExitCode(verdict: findings(scans).gravest, failOn: command.failOn)
}

/// Check's baseline over the usages, each keyed by `TextUsage.baselineKey`.
private func acceptBaseline(_ options: BaselineOptions, in scans: inout [(scan: AppScan, results: [UsageResult])],
                            fileErrors: inout [TokenError], console: Console) {
    guard options.read != nil || options.write != nil else { return }
    var checked: [TokenCheckResult] = []
    var positions: [(scan: Int, result: Int)] = []
    for (scanIndex, scan) in scans.enumerated() {
        for (resultIndex, result) in scan.results.enumerated() {
            guard var check = result.check else { continue }
            check.path = result.usage.baselineKey
            checked.append(check)
            positions.append((scanIndex, resultIndex))
        }
    }
    _ = options.apply(to: &checked, fileErrors: &fileErrors, console: console)
    for (position, check) in zip(positions, checked) {
        scans[position.scan].results[position.result].check?.baselined = check.baselined
        scans[position.scan].results[position.result].check?.acceptedOverflow = check.acceptedOverflow
    }
}

/// CLIP, PASS, ...; a clip the baseline accepts as "accepted", as check says it; a pass with a
/// warning or note says so.
private func verdict(_ result: UsageResult) -> String {
    if result.check?.baselined == true { return "accepted" }
    if result.verdict == .pass, let severity = result.check?.severity { return "PASS, \(severity.rawValue)" }
    return result.verdict.rawValue.uppercased()
}

/// "18 usages: 0 pass, 12 clip, 3 unresolved, 3 skipped, 0 error. Findings: 12 errors, 0 warnings, 6 notes."
private func counts(_ scans: [(scan: AppScan, results: [UsageResult])]) -> String {
    let results = scans.flatMap(\.results)
    let counts = Dictionary(grouping: results, by: \.verdict).mapValues(\.count)
    let accepted = results.filter { $0.check?.baselined == true }.count
    return "\(results.count) usages: " + ["pass", "clip", "unresolved", "skipped", "error"].map {
        "\(counts[UsageVerdict(rawValue: $0) ?? .error] ?? 0) \($0)" + ($0 == "clip" && accepted > 0 ? " (\(accepted) accepted by the baseline)" : "")
    }.joined(separator: ", ") + ". Findings: \(findings(scans).tally)."
}

/// A usage's file as a path from where inkbox runs: what CI annotations point at.
private func path(_ scan: AppScan, _ usage: TextUsage) -> String {
    scan.root == "." ? usage.file : (scan.root as NSString).appendingPathComponent(usage.file)
}

/// The checked usages as check's results, for check's JUnit, HTML and findings.
private func outcome(_ scans: [(scan: AppScan, results: [UsageResult])]) -> CheckOutcome {
    var results: [TokenCheckResult] = []
    for (scan, usages) in scans {
        for usage in usages {
            // Unresolved and skipped usages are the scan's notes, not check's errors.
            guard var result = usage.check, usage.verdict != .unresolved && usage.verdict != .skipped else { continue }
            result.path = usage.usage.kind
            result.file = path(scan, usage.usage)
            results.append(result)
        }
    }
    return CheckOutcome(results: results, fileErrors: [], stale: [], characters: .named(.auto))
}

/// Check's findings, the unreadable files, and each usage that could not be checked as a note.
private func findings(_ scans: [(scan: AppScan, results: [UsageResult])]) -> [Finding] {
    var findings = CheckReport.findings(outcome(scans))
    for (scan, usages) in scans {
        for usage in usages where usage.verdict == .unresolved || usage.verdict == .skipped {
            findings.append(Finding(.unchecked, file: path(scan, usage.usage), line: usage.usage.line,
                                    title: "inkbox \(usage.usage.platform.rawValue)",
                                    message: "\(usage.usage.kind): \(usage.verdict.rawValue): \(usage.reason ?? "")"))
        }
        for error in scan.errors {
            findings.append(Finding(.unreadable, file: error.file == "." ? scan.root : (scan.root as NSString).appendingPathComponent(error.file),
                                    line: error.line, title: "inkbox", message: error.message))
        }
    }
    return findings
}

private func scanText(_ scans: [(scan: AppScan, results: [UsageResult])], colour: Bool, wide: Bool) -> String {
    let paint = Paint(enabled: colour)
    var text = ""
    for (scan, results) in scans {
        text += paint.bold(Escape.terminal(scan.root)) + "  (\(scan.filesRead) files read, \(scan.fonts.count) font files)\n"
        var rows = [["verdict", "where", "what", "platform", "font", "detail"]]
        for result in results {
            var detail = result.reason ?? ""
            if let size = result.check?.result, result.verdict == .clip {
                detail = Edge.allCases.filter { size.worstCut($0) != nil }.map { "\($0.rawValue) +\(NumberText.two(size.overflow[$0]))" }
                    .joined(separator: " ") + ": " + size.fixText
                if result.usage.platform == .web, !["hidden", "clip", "auto", "scroll"].contains(result.usage.overflow ?? "") {
                    detail = "where overflow is hidden (this rule sets \(result.usage.overflow ?? "none")): " + detail
                }
            }
            if let words = result.usage.text, !words.isEmpty { detail += (detail.isEmpty ? "" : " · ") + "\"\(words.prefix(30))\"" }
            rows.append([verdict(result), "\(result.usage.file):\(result.usage.line)", result.usage.kind, result.usage.platform.rawValue,
                         result.usage.summary, detail])
        }
        // Each usage's detail (what is cut, the fix, its text) on the lines below it, unless --wide.
        var fit = TextReport.TableFit.terminal(wide: wide, shrinkable: [2, 1, 4], keepsHead: [2])
        fit.lastBelow = !wide
        text += TextReport.table(rows, rightAligned: [], fit: fit) { row, column, cell in
            guard row > 0, column == 0 else { return row == 0 ? paint.dim(cell) : cell }
            return cell.hasPrefix("CLIP") || cell.hasPrefix("ERROR") ? paint.red(cell) : cell.hasPrefix("PASS") ? paint.green(cell)
                : cell.hasPrefix("accepted") ? paint.dim(cell) : cell
        }
        text += "  " + counts([(scan, results)]) + "\n"
        if !scan.languagesWithoutSets.isEmpty {
            text += TextReport.labelled("note", "declared languages inkbox has no characters for, not checked where a usage's "
                + "text is not known: " + scan.languagesWithoutSets.joined(separator: ", "))
        }
        text += "\n"
    }
    return text
}

/// The JSON document, written to `output` a usage at a time, so that memory stays bounded
/// however many usages a scan holds.
private func writeScanJSON(_ scans: [(scan: AppScan, results: [UsageResult])], to output: TextSink) {
    var json = JSONWriter()
    json.beginObject()
    json.beginArray("usages")
    for (scan, results) in scans {
        for result in results {
            let usage = result.usage
            json.beginObject()
            json.string("root", scan.root)
            json.string("file", usage.file)
            json.integer("line", usage.line)
            json.string("kind", usage.kind)
            json.string("platform", usage.platform.rawValue)
            if let resolution = result.check?.resolution {
                json.beginObject("font")
                json.string("name", usage.font?.label)
                json.string("file", resolution.file)
                json.integer("faceIndex", resolution.faceIndex)
                json.endObject()
            } else {
                json.null("font")
            }
            json.number("pointSize", usage.pointSize)
            CheckReport.writeLineHeight(usage.lineHeight, into: &json)
            json.number("height", usage.height)
            if let padding = usage.includeFontPadding { json.bool("includeFontPadding", padding) } else { json.null("includeFontPadding") }
            if usage.platform == .web { json.string("overflow", usage.overflow) }
            json.string("text", usage.text)
            json.strings("translations", usage.translations)
            json.string("verdict", result.verdict.rawValue)
            json.string("severity", result.check?.severity?.rawValue)
            // What was measured where the text is not known: the declared languages' characters, or auto.
            json.string("characters", result.check.map { $0.strings == nil ? $0.characters.label : "strings" })
            json.bool("baselined", result.check?.baselined == true)
            json.string("reason", result.reason)
            json.beginArray("results")
            if let audit = result.check?.audit {
                for size in audit.results { JSONReport.write(size, audit.settings, strings: result.check?.strings, into: &json) }
            }
            json.endArray()
            json.endObject()
            output.write(bytes: json.takeBytes())
        }
    }
    json.endArray()
    json.strings("errors", scans.flatMap { scan in scan.scan.errors.map { $0.description(root: scan.scan.root) } })
    // Declared languages without a character set: not checked where a usage's text is not known.
    json.strings("uncheckedLanguages", Array(Set(scans.flatMap(\.scan.languagesWithoutSets))).sorted())
    json.endObject()
    output.write(bytes: json.takeBytes() + [0x0A])
}
