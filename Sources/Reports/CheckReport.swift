import AuditPipeline
import DesignTokens
import FontReading
import FontValues
import Foundation
import InputFiles
import JSONText
import LineBoxAnalysis
import TextEscaping
import TextSources

/// The reporters of `inkbox check`: text, JSON (a contract), JUnit XML and GitHub annotations.
public enum CheckReport {
    /// Failures first: errors, then clips, then accepted clips, then passes; file order within.
    public static func ordered(_ results: [TokenCheckResult]) -> [TokenCheckResult] {
        func rank(_ result: TokenCheckResult) -> Int {
            switch result.verdict {
            case .error: return 0
            case .clip: return result.baselined ? 2 : 1
            case .pass: return 3
            }
        }
        // Indices sorted, not results: a result is a large value, and moving each of a dense
        // scan's tens of thousands through a sort was a tenth of its time.
        let ranks = results.map(rank)
        return results.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { results[$0] }
    }

    /// The one verdict vocabulary of check and scan (and audit's ok, warning, note): failures in
    /// capitals, a pass by its gravest finding.
    public static func verdictLabel(_ result: TokenCheckResult) -> String {
        switch result.verdict {
        case .error: return "ERROR"
        case .clip: return result.baselined ? "accepted" : "CLIP"
        case .pass where result.check.verdict == .clip: return "suppressed"
        case .pass: return result.severity.map { $0.rawValue } ?? "ok"
        }
    }

    /// How a verdict is coloured, from the result itself (never from its rendered text).
    enum Tone { case bad, good, quiet, plain }

    static func tone(_ result: TokenCheckResult) -> Tone {
        switch result.verdict {
        case .error: return .bad
        case .clip: return result.baselined ? .quiet : .bad
        case .pass where result.check.verdict == .clip: return .quiet
        case .pass: return result.severity == nil ? .good : .plain
        }
    }

    static func paint(_ cell: String, _ tone: Tone, _ paint: Paint) -> String {
        switch tone {
        case .bad: return paint.red(cell)
        case .good: return paint.green(cell)
        case .quiet: return paint.dim(cell)
        case .plain: return cell
        }
    }

    public static func location(_ result: TokenCheckResult) -> String {
        result.file + (result.line.map { ":\($0)" } ?? "")
    }

    /// The face a token was measured on, with the weight actually used: `ipaexg.ttf (IPAexGothic
    /// 400, nearest to 700)` when the token asked for a weight the fonts do not have.
    public static func fontLabel(_ face: FaceInfo, asked: Int) -> String {
        let used = face.measuredWeight ?? 400
        return "\(Paths.name(face.file)) (\(face.typographicFamily ?? face.family) \(used)"
            + (used == asked ? "" : ", nearest to \(asked)") + ")"
    }

    /// "at AX5 (53): ": the text size a check that passes at its size is cut at.
    static func textSizeLead(_ result: TokenCheckResult) -> String {
        guard let textSize = result.textSize, let size = result.result else { return "" }
        return "at \(textSize.label) (\(NumberText.plain(size.pointSize))): "
    }

    public static func sizeLabel(_ style: CheckedStyle) -> String {
        let line: String
        switch style.lineHeight {
        case .normal: line = "normal"
        case .multiplier(let factor): line = NumberText.two(factor * style.fontSize)
        case .platformMultiple(let factor): line = "x" + NumberText.two(factor)
        case .fixed(let points): line = NumberText.two(points)
        }
        return "\(NumberText.plain(style.fontSize)) / \(line)"
    }

    /// "É +0.36 top, j +1.33 bottom, j +0.57 left", the worst glyph (or string) per edge.
    public static func worst(_ result: SizeResult, strings: [MeasuredString]? = nil, cutOnly: Bool = false) -> String {
        Edge.allCases.compactMap { edge in
            (cutOnly ? result.worstCut(edge) : result.worstClipped(edge)).map { crossing($0, strings, edge) }
        }.joined(separator: ", ")
    }

    /// "Å +1.63 top, Å +0.20 left": how far one item crosses each edge it crosses.
    public static func overflow(_ item: ClippedItem, strings: [MeasuredString]?) -> String {
        Edge.allCases.filter { item[$0] > 0 }.map { crossing(item, strings, $0) }.joined(separator: ", ")
    }

    /// "Å +1.63 top": an item and how far it crosses one edge; a string of a known language
    /// says it ("[Ấ]n bản (vi) +0.52 top").
    private static func crossing(_ item: ClippedItem, _ strings: [MeasuredString]?, _ edge: Edge) -> String {
        let language = item.item.stringIndex.flatMap { index in
            strings.flatMap { $0.indices.contains(index) ? $0[index].string.language : nil }
        }
        return TextReport.name(item, strings, at: edge) + (language.map { " (\(Escape.terminal($0)))" } ?? "") + " +"
            + NumberText.two(item[edge]) + " " + edge.rawValue
    }

    public static func safeLineHeightLabel(_ result: TokenCheckResult) -> String {
        if let safe = result.safeLineHeight { return NumberText.two(safe) + " " + result.platform.unit }
        guard result.result != nil else { return "-" }
        return result.platform.noSafeLineHeight(fails: result.verdict == .clip)
    }

    public static func summary(_ outcome: CheckOutcome) -> String {
        let results = outcome.results
        let count = { (verdict: TokenVerdict, baselined: Bool) in
            results.filter { $0.verdict == verdict && $0.baselined == baselined }.count
        }
        // A clip whose every error a suppression turns off is said apart from the passes.
        let suppressed = results.filter { $0.verdict == .pass && $0.check.verdict == .clip }.count
        let passing = results.filter { $0.verdict == .pass && $0.check.verdict != .clip }
        let warned = passing.filter { $0.severity == .warning }.count
        let noted = passing.filter { $0.severity == .note }.count
        var parts = [
            "\(count(.clip, false)) clip", "\(count(.error, false)) error",
            "\(count(.pass, false) - suppressed) pass"
                + (warned + noted > 0 ? " (\(warned) with warnings, \(noted) with notes)" : ""),
        ]
        if !outcome.unchecked.isEmpty {
            parts += Unchecked.Kind.allCases.map { kind in
                "\(outcome.unchecked.filter { $0.kind == kind }.count) \(kind.rawValue)"
            }
        }
        if count(.clip, true) > 0 { parts.append("\(count(.clip, true)) accepted by the baseline") }
        if suppressed > 0 { parts.append("\(suppressed) suppressed") }
        let stale = outcome.staleSuppressions.count
        if stale > 0 { parts.append("\(stale) stale suppression\(stale == 1 ? "" : "s")") }
        if !outcome.stale.isEmpty {
            parts.append("\(outcome.stale.count) stale baseline entr\(outcome.stale.count == 1 ? "y" : "ies")")
        }
        if !outcome.fileErrors.isEmpty {
            parts.append("\(outcome.fileErrors.count) unreadable file\(outcome.fileErrors.count == 1 ? "" : "s")")
        }
        // What was measured: the characters, strings, or both when some tokens name their own strings.
        let shaped = results.filter { $0.strings != nil }.count
        // Languages: every one a token or usage was checked in (a token's own, a platform's declared).
        var characters = outcome.characters
        let languages = Set(
            results.filter { $0.strings == nil }.flatMap { result -> [String] in
                guard case .languages(let codes) = result.characters else { return [] }
                return codes
            })
        if !languages.isEmpty, !characters.isAsked || characters.isLanguages {
            characters = .languages(languages.sorted())
        }
        let measured =
            shaped == 0
            ? characters.label
            : shaped == results.count ? "strings" : "\(characters.label); strings for \(shaped)"
        // `--chars` text is the user's; the summary ends the GitHub and text reports, so it stays one line.
        let total = results.count + outcome.unchecked.count
        let rules = results.lazy.compactMap { $0.audit?.settings.rules }.first
        return "\(total) \(outcome.subject)\(total == 1 ? "" : "s") (\(Escape.terminal(measured))): "
            + parts.joined(separator: ", ")
            + ". Findings: \(findings(outcome).tally)."
            // Rules turned off are said wherever the summary is (text, GitHub, Markdown).
            + (rules.flatMap(TextReport.rulesOff).map { " Rules off: \($0)." } ?? "")
            + (rules.flatMap(TextReport.severitiesGiven).map { " Severity: \($0)." } ?? "")
    }

    // MARK: Text

    /// The findings, then a table worst first; fitted to `width`, each file is said once above
    /// its rows (`--wide`: in each row, as `file:line`), so that no path is shortened.
    public static func text(_ outcome: CheckOutcome, colour: Bool, width: TextWidth = .standard) -> String {
        let paint = Paint(enabled: colour)
        let platforms = Set(outcome.results.map(\.platform))
        let platformColumn = platforms.count > 1 || platforms.first.map { $0 != .standard } == true
        var rows = [
            ["verdict", "token"] + (platformColumn ? ["platform"] : [])
                + ["where", "size / line", "gutter top/bottom", "font", "sides", "safe line height", "clipped"]
        ]
        let shift = platformColumn ? 1 : 0
        var notes: [String] = []
        let ordered = ordered(outcome.results)
        var tones = ordered.map(tone)
        var files = ordered.map(\.file)
        for result in ordered {
            let lead = [verdictLabel(result), result.path] + (platformColumn ? [result.platform.rawValue] : [])
            // Why a token was not checked stands where its cut would (the font column may be left out).
            guard let style = result.style, let size = result.result else {
                rows.append(lead + [location(result), "", "", "", "", "", result.error ?? ""])
                continue
            }
            let fontName = result.face.map { fontLabel($0, asked: style.fontWeight.value) } ?? "-"
            rows.append(
                lead + [
                    location(result), sizeLabel(style),
                    "\(NumberText.two(size.gutter.top)) / \(NumberText.two(size.gutter.bottom)) \(result.platform.unit)",
                    fontName,
                    size.gutter.left > 0 || size.gutter.right > 0
                        ? "\(NumberText.two(size.gutter.left)) / \(NumberText.two(size.gutter.right)) \(result.platform.unit)"
                        : "-",
                    safeLineHeightLabel(result),
                    size.clipped.isEmpty
                        ? "-"
                        : size.cut.isEmpty
                            ? "none cut (\(size.clipped.count) past)"
                            : textSizeLead(result) + "\(size.cut.count) cut: "
                                + worst(size, strings: result.strings, cutOnly: true),
                ])
            if let strings = result.strings, let line = TextReport.missingStrings(strings),
                result.platform == outcome.results.first?.platform
            {
                notes.append("\(result.path): " + line)
            }
            if let missing = result.measurement?.missing, !missing.isEmpty, result.characters.isAsked,
                result.platform == outcome.results.first?.platform
            {
                notes.append(
                    "\(result.path): \(missing.count) character(s) missing from the font: "
                        + missing.prefix(12).map { TextReport.label($0, 0) }.joined(separator: " "))
            }
        }
        // What was not checked, and why: notes, listed after every check (scan lists its own).
        if outcome.subject == "token check" {
            for entry in outcome.unchecked {
                rows.append(
                    [entry.kind.rawValue, entry.what] + (platformColumn ? [entry.platform.rawValue] : [])
                        + [entry.file + (entry.line.map { ":\($0)" } ?? ""), "", "", "", "", "", entry.reason])
                files.append(entry.file)
                tones.append(.plain)
            }
        }
        // Left out first as the width narrows: the sides' gutters, the font, the safe line height;
        // what is cut comes last and wraps.
        var fit = TextReport.TableFit.terminal(width, optional: [6 + shift, 5 + shift, 7 + shift])
        if width.columns != nil {
            // Grouped by file, the files in the order of their worst row; each row's place is its line.
            var firstRow: [String: Int] = [:]
            for (index, file) in files.enumerated() where firstRow[file] == nil { firstRow[file] = index }
            let order = files.indices.sorted { (firstRow[files[$0]] ?? 0, $0) < (firstRow[files[$1]] ?? 0, $1) }
            var grouped = [rows[0]]
            grouped[0][2 + shift] = "line"
            for (position, index) in order.enumerated() {
                var row = rows[index + 1]
                let file = files[index]
                if position == 0 || files[order[position - 1]] != file {
                    fit.headings[position + 1] = file.isEmpty ? "-" : file
                }
                let place = row[2 + shift]
                row[2 + shift] = place.hasPrefix(file + ":") ? String(place.dropFirst(file.count + 1)) : ""
                grouped.append(row)
            }
            rows = grouped
            tones = order.map { tones[$0] }
        }
        // The findings on a line of their own, so that the summary fits a terminal.
        let sentences = summary(outcome).replacingOccurrences(of: ". Findings: ", with: ".\nFindings: ")
        var text =
            sentences.split(separator: "\n").map { TextReport.hanging("", String($0), indent: 2, width: width) }
            .joined()
            + "\n"
        // A run with nothing to list (every input unreadable) prints no table of headings alone.
        if rows.count > 1 {
            text += TextReport.table(rows, rightAligned: [], fit: fit) { row, column, cell in
                guard row > 0 else { return paint.dim(cell) }
                return column == 0 && tones.indices.contains(row - 1) ? Self.paint(cell, tones[row - 1], paint) : cell
            }
        }
        if let languages = languageNote(outcome) { notes.append(languages) }
        let stale = staleSuppressionNotes(outcome)
        for (label, note) in stale.map({ ("warning", $0) }) + notes.map({ ("note", $0) }) {
            let lines = TextReport.wrapWords(Escape.terminal(note), width: width.prose - label.count - 2)
            text += "\n\(label): " + lines.joined(separator: "\n" + String(repeating: " ", count: label.count + 2))
        }
        return text + (notes.isEmpty && stale.isEmpty ? "" : "\n")
    }

    /// Where languages were checked (those declared, else English), the languages the fonts are
    /// also made for that none of them stands for, and how to declare them: one note, nil when
    /// there are none.
    public static func languageNote(_ outcome: CheckOutcome) -> String? {
        var declared = Set<String>()
        var covered = Set<CharacterSetName>()
        for result in outcome.results where result.strings == nil {
            guard case .languages(let codes) = result.characters else { continue }
            declared.formUnion(codes.compactMap { Exemplars.key(forLanguage: $0) })
            covered.formUnion(result.measurement?.sets ?? [])
        }
        let others = CharacterSetName.scriptSets.filter(covered.contains).flatMap(\.exampleLanguages).filter {
            !declared.contains($0)
        }
        guard !declared.isEmpty, !others.isEmpty else { return nil }
        return "checked the characters of " + declared.sorted().joined(separator: ", ")
            + "; the fonts are also made for other languages (" + others.joined(separator: ", ")
            + ", ...), not checked: declare the product's languages to check them (--lang "
            + (declared.sorted() + others.prefix(1)).joined(separator: ",")
            + ", a token's $extensions.com.inkbox.languages, or an app's values-xx, xx.lproj, *_xx.arb)"
    }

    // MARK: HTML

    /// The HTML report: every token, and each clipping token's worst glyphs (or strings) drawn
    /// from the outlines the check fetched.
    public static func html(_ outcome: CheckOutcome) -> String {
        let entries = outcome.results.map { result -> HTMLReport.TokenEntry in
            var detail = result.error ?? ""
            var picture: (glyphs: [PictureGlyph], setting: PictureSetting)?
            var severity = 0.0
            if let audit = result.audit, let size = result.result, let style = result.style {
                severity = size.overflow.largest
                detail =
                    "\(result.face.map { $0.postScriptName ?? $0.family } ?? "") \(sizeLabel(style)) "
                    + (size.clipped.isEmpty ? "holds every glyph" : clipMessage(result))
                if let worst = audit.worst(), let unitsPerEm = result.metrics?.unitsPerEm {
                    // A strings check draws each worst string whole; its glyph ids are string indices.
                    let glyphs = worst.glyphs.compactMap { glyph -> PictureGlyph? in
                        guard let outline = result.outlines[glyph.item] else { return nil }
                        switch glyph.item {
                        case .string(let index):
                            let text = result.strings.flatMap {
                                $0.indices.contains(index) ? $0[index].string.text : nil
                            }
                            return PictureGlyph(
                                label: text ?? "string \(index + 1)", glyphID: nil, outline: outline, sides: glyph.sides
                            )
                        case .glyph(let character, let glyphID):
                            return PictureGlyph(
                                label: character.map(String.init) ?? "gid \(glyphID)", glyphID: glyphID,
                                outline: outline,
                                sides: glyph.sides)
                        }
                    }
                    picture = (
                        glyphs,
                        PictureSetting(
                            title: "\(result.path) · \(result.platform.rawValue) · \(sizeLabel(style))",
                            unit: result.platform.unit, pointSize: size.pointSize, unitsPerEm: unitsPerEm,
                            lineBox: size.lineBox, gutter: size.advice.padding, heuristic: size.heuristic?.gutter)
                    )
                }
            }
            return HTMLReport.TokenEntry(
                path: result.path, location: location(result), platform: result.platform.rawValue,
                verdict: verdictLabel(result), detail: detail, severity: severity, picture: picture)
        }
        return HTMLReport.check(entries, summary: summary(outcome), version: ToolInfo.version)
    }

    // MARK: Markdown

    /// A summary for a CI page (`$GITHUB_STEP_SUMMARY`): the totals, then the failures, worst
    /// first (at most `limit`), each with where it is, what is cut and the room that stops it.
    public static func markdown(_ outcome: CheckOutcome, limit: Int = 25) -> String {
        let cell = Escape.markdownCell
        var text = "### inkbox: \(cell(summary(outcome)))\n\n"
        let failing = ordered(outcome.results).filter { $0.verdict != .pass && !$0.baselined }
        if failing.isEmpty {
            text += "Nothing is cut.\n"
        } else {
            text +=
                "| verdict | token | platform | where | font | size / line | cut | gutter top / bottom | safe line height |\n"
            text += "|---|---|---|---|---|---|---|---|---|\n"
            for result in failing.prefix(limit) {
                var cells = [verdictLabel(result), result.path, result.platform.rawValue, location(result)]
                if let style = result.style, let size = result.result {
                    cells += [
                        result.face.map { fontLabel($0, asked: style.fontWeight.value) } ?? "-", sizeLabel(style),
                        "\(size.cut.count): " + worst(size, strings: result.strings, cutOnly: true),
                        "\(NumberText.two(size.gutter.top)) / \(NumberText.two(size.gutter.bottom)) \(result.platform.unit)",
                        safeLineHeightLabel(result),
                    ]
                } else {
                    cells += [result.error ?? "", "", "", "", ""]
                }
                text += "| " + cells.map(cell).joined(separator: " | ") + " |\n"
            }
            if failing.count > limit {
                text += "\nand \(failing.count - limit) more: see the job's annotations or SARIF.\n"
            }
        }
        // Below the errors, what does not fail the run, by rule, then the next step.
        let findings = findings(outcome).filter { $0.level < .error }
        let rules = [Severity.warning, .note].flatMap { severity in
            Rule.allCases.compactMap { rule -> String? in
                let count = findings.filter { $0.rule == rule && $0.level == severity }.count
                return count == 0 ? nil : "\(count) \(rule.label) (\(severity.rawValue))"
            }
        }
        if !rules.isEmpty { text += "\nNot failing: " + rules.joined(separator: ", ") + ".\n" }
        if let languages = languageNote(outcome) { text += "\nNote: " + cell(languages) + ".\n" }
        let command = outcome.subject == "usage" ? "inkbox scan" : "inkbox check"
        text +=
            "\nNext: each rule, what it means and its fix: \(ToolInfo.repository)/blob/main/docs/rules.md. "
            + "To fail only on new clips, accept today's: `\(command) --write-baseline .inkbox-baseline.json ...`, "
            + "then run with `--baseline .inkbox-baseline.json`.\n"
        return text
    }

    // MARK: JSON

    /// `{"tokens": [...], "errors": [...], "stale": [...]}`, documented in docs/json.md.
    /// `config`: the inkbox.toml the run read, nil for none.
    public static func json(_ outcome: CheckOutcome, config: String? = nil) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.beginArray("tokens")
        for result in outcome.results {
            json.beginObject()
            json.string("path", result.path)
            json.string("platform", result.platform.rawValue)
            json.string("file", result.file)
            json.integer("line", result.line)
            json.string("verdict", result.verdict.rawValue)
            // The gravest finding (`Judgement`): a pass may carry a warning or a note; null for none.
            json.string("severity", result.severity?.rawValue)
            json.bool("baselined", result.baselined)
            // The suppressions that turned a finding of the token off.
            json.suppressions("suppressed", used(result))
            json.string("error", result.error)
            if let resolution = result.resolution {
                json.beginObject("font")
                json.string("file", resolution.file)
                json.integer("faceIndex", resolution.faceIndex)
                json.axisValues("variation", result.face?.variation)
                json.string("postScriptName", result.face?.postScriptName)
                json.string("matched", resolution.matched)
                json.endObject()
            } else {
                json.null("font")
            }
            if let style = result.style {
                json.beginArray("fontFamily")
                for family in style.fontFamilies { json.string(nil, family) }
                json.endArray()
                json.integer("fontWeight", style.fontWeight.value)
                json.bool("italic", style.fontWeight.italic)
                json.number("fontSize", style.fontSize)
                writeLineHeight(style.lineHeight, into: &json)
                json.string("letterSpacing", style.letterSpacing)
            }
            json.string(
                "characters",
                result.strings == nil ? result.characters.label(measured: result.measurement?.sets ?? []) : "strings")
            json.points("safeLineHeight", result.safeLineHeight)
            json.beginArray("missing")
            for character in result.measurement?.missing ?? [] { json.string(nil, String(character)) }
            json.endArray()
            json.beginArray("results")
            if let audit = result.audit {
                for size in audit.results {
                    JSONReport.write(size, audit.settings, strings: result.strings, into: &json)
                }
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        // What was not checked, and why: a note each, never a pass or an error.
        json.beginArray("unchecked")
        for entry in outcome.unchecked {
            json.beginObject()
            json.string("path", entry.what)
            json.string("platform", entry.platform.rawValue)
            json.string("file", entry.file)
            json.integer("line", entry.line)
            json.string("kind", entry.kind.rawValue)
            json.string("reason", entry.reason)
            json.endObject()
        }
        json.endArray()
        json.problems("errors", outcome.fileErrors.map(Problem.init))
        BaselineFile.writeEntries(
            "stale", outcome.stale.map(\.entry), reasons: outcome.stale.map(\.reason.rawValue), into: &json)
        json.suppressions("staleSuppressions", outcome.staleSuppressions)
        json.string("config", config)
        json.endObject()
        return json.text + "\n"
    }

    // MARK: JUnit

    /// One test suite per platform, one test case per token: clips are failures, unreadable
    /// tokens are errors, accepted clips are skipped. Only elements and attributes of the
    /// common JUnit schema (Jenkins xunit junit-10.xsd); the token's file and line go in the text.
    /// A token's line height in JSON: null for normal, else `{"fixed": 21}`, `{"multiplier": 1.5}`
    /// (of the size) or `{"platformMultiple": 1.2}` (of the natural line). Check and scan write it so.
    public static func writeLineHeight(_ lineHeight: TokenLineHeight, into json: inout JSONWriter) {
        switch lineHeight {
        case .normal: json.null("lineHeight")
        case .multiplier(let factor): json.numberObject("lineHeight", "multiplier", factor)
        case .platformMultiple(let factor): json.numberObject("lineHeight", "platformMultiple", factor)
        case .fixed(let points): json.numberObject("lineHeight", "fixed", points)
        }
    }

    public static func junit(_ outcome: CheckOutcome) -> String {
        let results = outcome.results
        func counts(_ subset: [TokenCheckResult]) -> String {
            let failures = subset.filter { $0.verdict == .clip && !$0.baselined }.count
            let errors = subset.filter { $0.verdict == .error }.count
            return "tests=\"\(subset.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"inkbox check\" \(counts(results))>\n"
        for platform in Platform.allCases {
            let subset = results.filter { $0.platform == platform }
            guard !subset.isEmpty else { continue }
            let skipped = subset.filter(\.baselined).count
            xml += "  <testsuite name=\"inkbox check \(platform.rawValue)\" \(counts(subset)) skipped=\"\(skipped)\">\n"
            for result in subset {
                xml += "    <testcase name=\"\(Escape.xmlText(result.path))\" classname=\"inkbox.\(platform.rawValue)\""
                switch result.verdict {
                case .pass:
                    xml += "/>\n"
                    continue
                case .error:
                    let message = result.error ?? "error"
                    xml +=
                        ">\n      <error type=\"error\" message=\"\(Escape.xmlText(message))\">"
                        + Escape.xmlText("\(location(result)): \(message)") + "</error>\n"
                case .clip:
                    let text = clipMessage(result)
                    let element = result.baselined ? "skipped" : "failure"
                    let message = result.baselined ? "accepted by the baseline: " + text : text
                    xml +=
                        ">\n      <\(element) type=\"\(result.baselined ? "baseline" : "clip")\" message=\"\(Escape.xmlText(message))\">"
                        + Escape.xmlText("\(location(result)): \(message)") + "</\(element)>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        if !outcome.fileErrors.isEmpty {
            xml +=
                "  <testsuite name=\"inkbox check files\" tests=\"\(outcome.fileErrors.count)\" failures=\"0\" errors=\"\(outcome.fileErrors.count)\">\n"
            for error in outcome.fileErrors {
                xml += "    <testcase name=\"\(Escape.xmlText(error.file))\" classname=\"inkbox.files\">\n"
                xml +=
                    "      <error type=\"error\" message=\"\(Escape.xmlText(error.message))\">\(Escape.xmlText(error.description))</error>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// "clips at 17 pt: 5 glyphs, É +0.36 top, j +1.33 bottom; gutter 0.67 / 1.33 pt; safe line height none (bottom clips)",
    /// in the platform's unit (pt, dp or px).
    public static func clipMessage(_ result: TokenCheckResult) -> String {
        guard let size = result.result else { return "clips" }
        if size.clipped.isEmpty, let worst = size.collisions.max(by: { $0.overlap < $1.overlap }) {
            return "lines collide at \(NumberText.plain(size.pointSize)) \(result.platform.unit): overlap "
                + "\(NumberText.two(worst.overlap)) \(result.platform.unit)"
        }
        let noun = result.strings == nil ? "glyph" : "string"
        let unit = result.platform.unit
        var text =
            "clips at \(NumberText.plain(size.pointSize)) \(unit)"
            + (result.textSize.map { " (\($0.description), declared \(NumberText.plain(result.style?.fontSize ?? 0)))" }
                ?? "")
            + ": \(size.cut.count) \(noun)\(size.cut.count == 1 ? "" : "s") cut, "
            + worst(size, strings: result.strings, cutOnly: true)
        text += "; gutter \(NumberText.two(size.gutter.top)) / \(NumberText.two(size.gutter.bottom)) \(unit)"
        if size.gutter.left > 0 || size.gutter.right > 0 {
            text += "; sides \(NumberText.two(size.gutter.left)) / \(NumberText.two(size.gutter.right)) \(unit)"
        }
        text += "; safe line height \(safeLineHeightLabel(result))"
        if let accepted = result.acceptedOverflow, !result.baselined {
            text +=
                "; worse than the baseline accepts (\(NumberText.two(accepted.top)) / \(NumberText.two(accepted.bottom)), sides "
                + "\(NumberText.two(accepted.left)) / \(NumberText.two(accepted.right)) \(unit))"
        }
        return text
    }

    // MARK: GitHub

    /// Workflow commands (`::error file=...,line=...,title=...::message`) that GitHub shows on
    /// the token's line in the pull request, those at `annotate` or graver. Accepted clips are
    /// notices; stale baseline entries are warnings.
    public static func github(_ outcome: CheckOutcome, annotate: Severity = .error) -> String {
        FindingFormats.github(findings(outcome), annotate: annotate) + summary(outcome) + "\n"
    }

    /// Every finding of a check, as GitHub annotations and SARIF show it and the exit code and
    /// summary count it: each rule a token breaks (accepted clips as notes), tokens and files
    /// that could not be read, and stale baseline entries.
    public static func findings(_ outcome: CheckOutcome) -> [Finding] {
        var findings: [Finding] = []
        for result in ordered(outcome.results) {
            let title = "inkbox \(result.platform.rawValue)"
            if let error = result.error {
                findings.append(
                    Finding(
                        .unreadable, file: result.file, line: result.line, column: result.column, title: title,
                        message: "\(result.path): \(error)", platform: result.platform.rawValue))
                continue
            }
            for ruling in result.rulings {
                if let suppression = result.suppression(of: ruling.rule) {
                    findings.append(
                        Finding(
                            .suppressed, file: result.file, line: result.line, column: result.column, title: title,
                            message: "\(result.path): \(ruling.rule.code) \(ruling.rule.label), suppressed"
                                + (suppression.target == nil ? "" : " at line \(suppression.line ?? 0)")
                                + ": \(suppression.reason)",
                            platform: result.platform.rawValue))
                    continue
                }
                let (rule, level) = said(ruling, in: result)
                let accepted = rule == .accepted
                var message = "\(result.path): \(ruling.rule.label)"
                if ruling.rule == .clips || ruling.rule == .collides {
                    message = "\(result.path) \(clipMessage(result))" + (accepted ? " (accepted by the baseline)" : "")
                } else if let (_, item) = ruling.worst {
                    message += ": " + overflow(item, strings: result.strings)
                    if ruling.rule == .sideOverhang {
                        message += " (cut only where the view hugs its text: --width hug)"
                    }
                }
                let key = [result.platform.rawValue, result.path, result.face?.postScriptName ?? ""]
                    .joined(separator: "\u{0}")
                findings.append(
                    Finding(
                        rule, level: level, file: result.file, line: result.line, column: result.column, title: title,
                        message: message, key: key,
                        platform: result.platform.rawValue))
            }
        }
        for error in outcome.fileErrors {
            findings.append(
                Finding(.unreadable, file: error.file, line: error.line, title: "inkbox", message: error.message))
        }
        for unchecked in outcome.unchecked {
            findings.append(
                Finding(
                    .unchecked, file: unchecked.file, line: unchecked.line, column: unchecked.column,
                    title: "inkbox \(unchecked.platform.rawValue)",
                    message: "\(unchecked.what): \(unchecked.kind.rawValue): \(unchecked.reason)",
                    platform: unchecked.platform.rawValue))
        }
        for suppression in outcome.staleSuppressions {
            findings.append(
                Finding(
                    .staleSuppression, file: suppression.file, line: suppression.line, title: "inkbox",
                    message: staleMessage(suppression, in: outcome)))
        }
        for unused in outcome.stale {
            findings.append(
                Finding(
                    .staleBaseline, file: nil, title: "inkbox baseline",
                    message:
                        "stale baseline entry \(unused.entry.path) (\(unused.entry.platform)) \(unused.reason.rawValue)"
                ))
        }
        return findings
    }

    /// The gravest severity of `findings(outcome)`, without writing their messages (the exit code's
    /// question, asked of every usage of a scan).
    public static func gravest(_ outcome: CheckOutcome) -> Severity? {
        var levels: [Severity] = outcome.results.flatMap { result in
            result.error != nil
                ? [Rule.unreadable.severity] : result.rulings.map { said($0, in: result).level }
        }
        if !outcome.fileErrors.isEmpty { levels.append(Rule.unreadable.severity) }
        if !outcome.unchecked.isEmpty { levels.append(Rule.unchecked.severity) }
        if !outcome.stale.isEmpty { levels.append(Rule.staleBaseline.severity) }
        if !outcome.staleSuppressions.isEmpty { levels.append(Rule.staleSuppression.severity) }
        return levels.max()
    }

    /// Why a suppression is stale: what is wrong with it, or that it turned nothing off.
    public static func staleMessage(_ suppression: Suppression, in outcome: CheckOutcome) -> String {
        if let problem = suppression.problem { return "\(suppression.written) is not applied: \(problem)" }
        if let target = suppression.target, outcome.unplaced.contains(suppression) {
            return "\(suppression.written) suppresses nothing: no usage checked on line \(target)"
        }
        return "\(suppression.written) suppresses nothing: its rules found nothing there"
    }

    /// Each stale suppression at its place, for the text reports: `file:line: why`.
    public static func staleSuppressionNotes(_ outcome: CheckOutcome) -> [String] {
        outcome.staleSuppressions.map {
            $0.file + ($0.line.map { ":\($0)" } ?? "") + ": " + staleMessage($0, in: outcome)
        }
    }

    /// The suppressions that turn a finding of `result` off.
    static func used(_ result: TokenCheckResult) -> [Suppression] {
        guard !result.suppressions.isEmpty else { return [] }
        let rules = result.rulings.map(\.rule)
        return result.suppressions.filter { suppression in rules.contains(where: suppression.suppresses) }
    }

    /// A ruling as its finding says it: one a suppression turns off is `suppressed`, an error the
    /// baseline accepts `accepted` (notes both); any other its own rule at the run's severity.
    private static func said(_ ruling: Ruling, in result: TokenCheckResult) -> (rule: Rule, level: Severity) {
        if result.suppression(of: ruling.rule) != nil { return (.suppressed, Rule.suppressed.severity) }
        if result.baselined && ruling.severity == .error { return (.accepted, Rule.accepted.severity) }
        return (ruling.rule, ruling.severity)
    }
}
