import AuditPipeline
import FontValues
import JSONText
import LineBoxAnalysis
import TextEscaping

/// `inkbox fix`'s reports: per file, the plan (fields before and after, what each platform reads)
/// and what the copy's audit found.
public enum FixReport {
    /// Each file's plan and what its copy's audit found.
    public static func text(
        _ files: [FixedFile], settings: [AuditSettings], colour: Bool, width: TextWidth = .standard
    ) -> String {
        let audited = settings.map {
            "\($0.platformLabel) (\($0.sizes.count) size\($0.sizes.count == 1 ? "" : "s"))"
        }
        .joined(separator: ", ")
        var said: Set<String> = []
        return files.map { text($0, audited: audited, colour: colour, width: width, said: &said) }.joined(
            separator: "\n")
    }

    /// `audited` names the platforms and how many sizes each was audited at. A message or
    /// licence in `said` was printed for an earlier file (of the same family) and is not again.
    private static func text(
        _ file: FixedFile, audited: String, colour: Bool, width: TextWidth, said: inout Set<String>
    ) -> String {
        let paint = Paint(enabled: colour)
        var text = paint.bold(Escape.terminal(file.input + (file.output.map { " -> " + $0 } ?? " (dry run)"))) + "\n"
        for message in file.messages where said.insert(message).inserted {
            text += TextReport.hanging("  ", Escape.terminal(message), indent: 4, width: width)
        }
        for (plan, remaining) in zip(file.plans, file.remaining) {
            if file.plans.count > 1 {
                text +=
                    "  face \(plan.face.faceIndex): " + Escape.terminal(plan.face.postScriptName ?? plan.face.family)
                    + "\n"
            }
            var licence: [String] = []
            if let description = plan.licence.description {
                licence.append(String(description.split(whereSeparator: \.isNewline).first ?? ""))
            }
            if let url = plan.licence.url, url != plan.licence.description { licence.append(url) }
            if let embedding = plan.licence.embedding { licence.append("embedding: " + embedding) }
            let line = licence.joined(separator: " · ")
            if !licence.isEmpty && said.insert(line).inserted {
                text += TextReport.labelled("licence", Escape.terminal(line), width: width)
            }
            if plan.plan.changes.isEmpty {
                text += "  no change needed\n"
            } else {
                let rows =
                    [["field", "before", "after"]]
                    + plan.plan.changes.map { [$0.field.rawValue, "\($0.before)", "\($0.after)"] }
                text += TextReport.table(rows, rightAligned: [1, 2]) { row, _, cell in row == 0 ? paint.dim(cell) : cell
                }
                let effects =
                    [["platform", "reads", "line height", "baseline below top", "ink centre offset"]]
                    + plan.plan.effects.map { effect in
                        [
                            effect.platformLabel, effect.table?.rawValue ?? "-",
                            change(effect.lineHeight) + (effect.grewUncut ? " (!)" : ""),
                            change(effect.baseline), change(effect.centring),
                        ]
                    }
                text += TextReport.hanging(
                    "  ",
                    "in font units, per platform (the line's natural height, where its baseline sits, how far the ink "
                        + "sits off centre):", indent: 2, width: width)
                text += TextReport.table(effects, rightAligned: [2, 3, 4]) { row, column, cell in
                    if row == 0 { return paint.dim(cell) }
                    let grown = plan.plan.effects[safe: row - 1]?.grewUncut ?? false
                    return grown && column == 2 ? paint.yellow(cell) : cell
                }
            }
            for warning in plan.plan.warnings {
                text += TextReport.hanging("  warning: ", Escape.terminal(warning), indent: 4, width: width)
            }
            for note in plan.plan.notes {
                text += TextReport.hanging("  note: ", Escape.terminal(note), indent: 4, width: width)
            }
            let checked =
                "the default instance" + (plan.instances.isEmpty ? "" : " and \(plan.instances.count) named instances")
            let what = file.output == nil ? "planned metrics" : "patched copy, audited again"
            let cut = remaining.filter { $0.severity == .error }
            if cut.isEmpty {
                // Wrapped uncoloured, painted after.
                let clean = TextReport.hanging(
                    "  ", "clean: \(what) on \(audited): nothing is cut (\(checked))", indent: 4, width: width)
                text += "  " + paint.green("clean") + clean.dropFirst("  clean".count)
                let others = Severity.allCases.reversed().compactMap { severity -> String? in
                    let count = remaining.filter { $0.severity == severity }.count
                    return count == 0 ? nil : "\(count) size\(count == 1 ? "" : "s") with \(severity.rawValue)s"
                }
                if !others.isEmpty {
                    text += TextReport.hanging(
                        "  ",
                        "(" + others.joined(separator: ", ")
                            + ": side overhangs or faint ink, as inkbox audit reports them)",
                        indent: 3, width: width)
                }
            } else {
                let still = TextReport.hanging(
                    "  ", "STILL CLIPS: \(what); the font's vertical metrics do not hold these:", indent: 4,
                    width: width)
                text += "  " + paint.red("STILL CLIPS") + still.dropFirst("  STILL CLIPS".count)
                for clip in cut.prefix(12) {
                    let instance = clip.caseIndex == 0 ? "default" : plan.instances[safe: clip.caseIndex - 1] ?? "?"
                    let edges = Edge.allCases.filter { clip.overflow[$0] > 0 }.map {
                        "\($0.rawValue) +\(NumberText.two(clip.overflow[$0]))"
                    }
                    text +=
                        "    "
                        + Escape.terminal(
                            "\(instance) · \(clip.platformLabel) \(NumberText.plain(clip.size)) \(clip.platform.unit): "
                                + edges.joined(separator: " ")) + "\n"
                }
                if cut.count > 12 { text += "    and \(cut.count - 12) more\n" }
            }
        }
        return text
    }

    private static func change(_ pair: (before: Int, after: Int)) -> String {
        pair.before == pair.after ? "\(pair.before)" : "\(pair.before) -> \(pair.after)"
    }

    public static func json(_ files: [FixedFile], errors: [Problem]) -> String {
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
                    json.bool("grewUncut", effect.grewUncut)
                    for (key, pair) in [
                        ("lineHeight", effect.lineHeight), ("baseline", effect.baseline),
                        ("inkCentreOffset", effect.centring),
                    ] {
                        json.beginObject(key)
                        json.integer("before", pair.before)
                        json.integer("after", pair.after)
                        json.endObject()
                    }
                    json.endObject()
                }
                json.endArray()
                json.strings("warnings", plan.plan.warnings)
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
        json.problems("errors", errors)
        json.endObject()
        return String(decoding: json.takeBytes(), as: UTF8.self) + "\n"
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
