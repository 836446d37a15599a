import AppScan
import AuditPipeline
import FontValues
import Foundation
import JSONText
import LineBoxAnalysis
import TextEscaping

/// `inkbox scan`'s reports: text, JSON and its findings; JUnit and HTML are check's, over
/// `checkOutcome`.
public enum ScanReport {
    /// Check's words for a checked usage (ok, warning, note, CLIP, accepted, ERROR), and what
    /// could not be checked says so (unresolved, skipped).
    static func verdict(_ result: UsageResult) -> (word: String, tone: CheckReport.Tone) {
        switch result.verdict {
        case .unresolved, .skipped: return (result.verdict.rawValue, .plain)
        case .error where result.check == nil: return ("ERROR", .bad)
        case .pass, .clip, .error:
            guard let check = result.checkResult(path: "", file: result.usage.file) else {
                return (result.verdict.rawValue, .plain)
            }
            return (CheckReport.verdictLabel(check), CheckReport.tone(check))
        }
    }

    /// The files the scans could not read.
    public static func problems(_ roots: [ScannedRoot]) -> [Problem] {
        roots.flatMap { root in root.scan.errors.map { Problem($0, in: root) } }
    }

    /// Each root's usages, file by file, the files worst first (a file with a cut before one with
    /// warnings only, then in the order read); fitted to `width`, each file is said once above its
    /// rows and each usage's detail is on the lines below it (`--wide`: `file:line` and the detail
    /// in each row).
    public static func text(_ roots: [ScannedRoot], characters: CharacterChoice, colour: Bool, width: TextWidth)
        -> String
    {
        let paint = Paint(enabled: colour)
        let wide = width.columns == nil
        var text = ""
        for root in roots {
            let scan = root.scan
            text +=
                paint.bold(Escape.terminal(scan.root))
                + "  (\(scan.filesRead) files read, \(scan.fonts.count) font files)\n"
            let verdicts = root.results.map(verdict)
            func rank(_ tone: CheckReport.Tone) -> Int {
                switch tone {
                case .bad: 0
                case .plain: 1
                case .quiet: 2
                case .good: 3
                }
            }
            var fileRank: [String: Int] = [:]
            for (result, verdict) in zip(root.results, verdicts) {
                fileRank[result.usage.file] = min(fileRank[result.usage.file] ?? 3, rank(verdict.tone))
            }
            let order = root.results.indices.sorted {
                (fileRank[root.results[$0].usage.file] ?? 3, $0) < (fileRank[root.results[$1].usage.file] ?? 3, $1)
            }
            var rows = [["verdict", wide ? "where" : "line", "what", "platform", "font", "detail"]]
            var fit = TextReport.TableFit.terminal(width, shrinkable: [2, 4], keepsHead: [2, 4])
            for index in order {
                let usage = root.results[index].usage
                if !wide, rows.count == 1 || root.results[order[rows.count - 2]].usage.file != usage.file {
                    fit.headings[rows.count] = usage.file
                }
                rows.append([
                    verdicts[index].word, wide ? "\(usage.file):\(usage.line)" : "\(usage.line)",
                    usage.kind.description, usage.platform.rawValue, usage.summary, detail(root.results[index]),
                ])
            }
            fit.lastBelow = !wide
            text += TextReport.table(rows, rightAligned: wide ? [] : [1], fit: fit) { row, column, cell in
                guard row > 0, column == 0 else { return row == 0 ? paint.dim(cell) : cell }
                return order.indices.contains(row - 1)
                    ? CheckReport.paint(cell, verdicts[order[row - 1]].tone, paint) : cell
            }
            var outcome = [root].checkOutcome
            outcome.characters = characters
            // The findings on a line of their own, as check's, so that the summary fits a terminal.
            for part in CheckReport.summary(outcome).components(separatedBy: ". Findings: ").enumerated() {
                let words = (part.offset == 0 ? "" : "Findings: ") + part.element
                let lines = wide ? [words] : TextReport.wrapWords(words, width: width.prose - 4)
                text += "  " + lines.joined(separator: "\n    ") + (part.offset == 0 ? "." : "") + "\n"
            }
            if let first = scan.flutterTextScaling.first {
                let more = scan.flutterTextScaling.count > 1 ? " and \(scan.flutterTextScaling.count - 1) more" : ""
                text += TextReport.labelled(
                    "note",
                    "the app sets Flutter's text scaling itself (\(first)\(more)), which inkbox does not model: its "
                        + "Flutter text is checked at its declared size only", width: width)
            }
            for stale in CheckReport.staleSuppressionNotes(outcome) {
                text += TextReport.labelled("warning", Escape.terminal(stale), width: width)
            }
            if let languages = CheckReport.languageNote(outcome) {
                text += TextReport.labelled("note", languages, width: width)
            }
            // Each language assumed for a platform of its usages, and whether beside what the app
            // declares or instead of English.
            var guessed: [String: Bool] = [:]
            let platforms = Set(root.results.map { $0.usage.platform == .compose ? .android : $0.usage.platform })
            for platform in scan.characterShares.keys where !outcome.characters.isAsked && platforms.contains(platform)
            {
                for main in scan.undeclaredLanguages(platform) {
                    guessed[main] = guessed[main] == true || !(scan.languages[platform] ?? []).isEmpty
                }
            }
            for (main, besides) in guessed.sorted(by: { $0.key < $1.key }) {
                text += TextReport.labelled(
                    "note",
                    besides
                        ? "a tenth or more of the app's strings are in \(main)'s script, which no language it "
                            + "declares is written in: text not known is checked in \(main) too"
                        : "the app declares no language and most of its strings are in \(main)'s script: text not "
                            + "known is checked in \(main), not English", width: width)
            }
            if !scan.languagesWithoutSets.isEmpty {
                text += TextReport.labelled(
                    "note",
                    "declared languages inkbox has no characters for, not checked where a usage's "
                        + "text is not known: " + scan.languagesWithoutSets.joined(separator: ", "), width: width)
            }
            text += "\n"
        }
        return text
    }

    /// What is cut and the fix, or why the usage was not checked, and its text.
    private static func detail(_ result: UsageResult) -> String {
        var detail = result.reason ?? ""
        if let size = result.check?.result, result.verdict == .clip {
            detail =
                Edge.allCases.filter { size.worstCut($0) != nil }.map {
                    "\($0.rawValue) +\(NumberText.two(size.overflow[$0]))"
                }
                .joined(separator: " ") + ": " + size.fixText
            if let textSize = result.textSize {
                detail =
                    "at \(textSize.description), \(NumberText.plain(size.pointSize)) \(result.usage.platform.unit) "
                    + "(fine below it): " + detail
            }
            if let cut = result.usage.overflowReason { detail += " (\(cut))" }
        } else if let size = result.check?.result, result.verdict == .pass {
            // Ink past a box that does not cut, or held by its padding: how far, and what cuts.
            func past(_ rule: Rule) -> String? {
                let edges = Edge.allCases.filter { edge in size.clipped.contains { $0.rule == rule && $0[edge] > 0 } }
                guard !edges.isEmpty else { return nil }
                return edges.map { "\($0.rawValue) +\(NumberText.two(size.overflow[$0]))" }.joined(separator: " ")
            }
            let reason = result.usage.overflowReason ?? result.usage.platform.overflowDescription(.visible)
            let said = [
                past(.spills).map { "spills \($0): not cut, " + reason },
                past(.paddingRoom).map { "within the padding \($0): not cut (\(reason))" },
            ].compactMap { $0 }
            if !said.isEmpty { detail = (said + (detail.isEmpty ? [] : [detail])).joined(separator: " · ") }
        }
        if let words = result.usage.text, !words.isEmpty {
            detail += (detail.isEmpty ? "" : " · ") + "\"\(words.prefix(30))\""
        }
        // The translations that clip, by their language: the base text may not.
        if result.verdict == .clip, let check = result.check, let strings = check.strings, let size = check.result {
            let cut = Set(size.cut.compactMap(\.item.stringIndex)).sorted().compactMap {
                strings.indices.contains($0) ? strings[$0].string : nil
            }
            for string in cut where string.language != nil {
                detail += " · \(string.language ?? "") \"\(string.text.prefix(30))\""
            }
        }
        return detail
    }

    /// The JSON document, given to `write` a usage at a time, so that memory stays bounded
    /// however many usages a scan holds.
    /// `config`: the inkbox.toml the run read, nil for none.
    public static func json(_ roots: [ScannedRoot], config: String? = nil, write: ([UInt8]) -> Void) {
        var json = JSONWriter()
        json.beginObject()
        json.beginArray("usages")
        // Each style's results, written once for all its usages (the check alive as long as its bytes).
        var written: [ObjectIdentifier: (check: SharedStyleCheck, results: JSONWriter.Written)] = [:]
        for root in roots {
            for result in root.results {
                self.write(result, root: root.scan.root, into: &json, written: &written)
                write(json.takeBytes())
            }
        }
        json.endArray()
        json.problems("errors", problems(roots))
        // Declared languages without a character set: not checked where a usage's text is not known.
        json.strings("uncheckedLanguages", Array(Set(roots.flatMap(\.scan.languagesWithoutSets))).sorted())
        // Where an app sets Flutter's text scaling itself: its Flutter text is checked at its size only.
        json.strings("flutterTextScaling", roots.flatMap(\.scan.flutterTextScaling))
        json.suppressions("staleSuppressions", roots.flatMap(\.staleSuppressions))
        // What each root's scan read: its files (their bytes, as `scripts/bench-scan` counts
        // speed) and the font files it found.
        json.beginArray("read")
        for root in roots {
            json.beginObject()
            json.string("root", root.scan.root)
            json.integer("files", root.scan.filesRead)
            json.integer("bytes", root.scan.bytesRead)
            json.integer("fontFiles", root.scan.fonts.count)
            json.endObject()
        }
        json.endArray()
        json.string("config", config)
        json.endObject()
        write(json.takeBytes() + [0x0A])
    }

    private static func write(
        _ result: UsageResult, root: String, into json: inout JSONWriter,
        written: inout [ObjectIdentifier: (check: SharedStyleCheck, results: JSONWriter.Written)]
    ) {
        let usage = result.usage
        json.beginObject()
        json.string("root", root)
        json.string("file", usage.file)
        json.integer("line", usage.line)
        json.integer("column", usage.column)
        json.string("kind", usage.kind.description)
        json.string("platform", usage.platform.rawValue)
        if let resolution = result.check?.resolution {
            json.beginObject("font")
            json.string("name", usage.font?.label)
            json.string("file", resolution.file)
            json.integer("faceIndex", resolution.faceIndex)
            if !usage.axes.isEmpty {
                // The variable font's axes as the source sets them; drawn pinned to the font's ranges.
                json.beginObject("axes")
                for axis in usage.axes { json.number(axis.tag, axis.value) }
                json.endObject()
            }
            json.endObject()
        } else {
            json.null("font")
        }
        json.number("pointSize", usage.pointSize)
        CheckReport.writeLineHeight(usage.lineHeight, into: &json)
        json.number("height", usage.height)
        if let padding = usage.includeFontPadding {
            json.bool("includeFontPadding", padding)
        } else {
            json.null("includeFontPadding")
        }
        // Whether the view cuts, as the source says (null: it says nothing), and what says so.
        json.string("overflow", usage.overflow?.rawValue)
        json.string("overflowBy", usage.overflowReason)
        if usage.padding != .zero {
            json.beginObject("padding")
            for edge in Edge.allCases { json.number(edge.rawValue, usage.padding[edge]) }
            json.endObject()
        }
        // Where the style it follows is declared (a member, a style case, a theme slot), when elsewhere.
        json.string("via", usage.via)
        json.string("text", usage.text)
        json.beginArray("translations")
        for translation in usage.translations {
            json.beginObject()
            json.string("language", translation.language)
            json.string("text", translation.text)
            json.endObject()
        }
        json.endArray()
        json.string("verdict", result.verdict.rawValue)
        // The text size setting the verdict is at, for a usage that scales with it: the smallest that cuts.
        if let textSize = result.textSize { JSONReport.write(textSize, into: &json) } else { json.null("textSize") }
        // What was never measured is a note, whatever stopped it (a font not found included).
        let unchecked = result.verdict == .unresolved || result.verdict == .skipped
        json.string(
            "severity",
            unchecked
                ? Severity.note.rawValue
                : result.check?.severity(baselined: result.baselined, suppressions: result.suppressions)?.rawValue)
        // What was measured where the text is not known: the declared languages' characters, or auto.
        json.string("characters", result.check.map { $0.strings == nil ? $0.characters.label : "strings" })
        json.bool("baselined", result.baselined)
        // The comments that turned a finding of the usage off.
        let found = result.rulings.map(\.rule)
        json.suppressions("suppressed", result.suppressions.filter { found.contains(where: $0.suppresses) })
        json.string("reason", result.reason)
        let shared = result.shared.map(ObjectIdentifier.init)
        let results = json.repeated(shared.flatMap { written[$0]?.results }) { json in
            json.beginArray("results")
            if let audit = result.check?.audit {
                for size in audit.results {
                    JSONReport.write(size, audit.settings, strings: result.check?.strings, into: &json)
                }
            }
            json.endArray()
        }
        if let shared, let check = result.shared { written[shared] = (check, results) }
        json.endObject()
    }
}
