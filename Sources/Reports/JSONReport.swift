import AuditPipeline
import FontReading
import FontValues
import InputFiles
import JSONText
import LineBoxAnalysis
import TextSources

/// The JSON contract of `inkbox metrics` and `inkbox audit`, documented in docs/json.md.
/// Fields may be added; none is renamed or removed.
public enum JSONReport {
    public static func document(_ run: FaceRun) -> String {
        var bytes = Array(documentStart.utf8)
        for (index, face) in run.faces.enumerated() { bytes += (index > 0 ? [UInt8(ascii: ",")] : []) + element(face) }
        return String(
            decoding: bytes + documentEnd(faces: run.faces.count, errors: run.errors, skipped: run.skipped),
            as: UTF8.self)
    }

    /// The document in pieces, so that `inkbox audit` can write it face by face: the start, each
    /// face as an element of `fonts` (a comma goes between elements), and the end.
    public static let documentStart = "{\n  \"fonts\": ["

    public static func element(_ face: FaceAudit) -> [UInt8] {
        var json = JSONWriter(depth: 2)
        write(face, into: &json)
        return json.takeBytes()
    }

    /// The end: errors, skipped files, for faces of a family audited together the family checks'
    /// findings (`families`), and the inkbox.toml the run read (`config`, null for none).
    public static func documentEnd(
        faces: Int, errors: [FontReadingError], skipped: [SkippedFile], families: [FamilyFinding] = [],
        config: String? = nil
    ) -> [UInt8] {
        var json = JSONWriter(depth: 1)
        writeProblems(errors: errors, skipped: skipped, into: &json)
        json.beginArray("families")
        for finding in families { write(finding, key: nil, into: &json) }
        json.endArray()
        json.string("config", config)
        return Array((faces > 0 ? "\n  ]," : "],").utf8) + json.takeBytes() + Array("\n}\n".utf8)
    }

    /// A family finding: `{"family", "faces", "rule", "severity", "message"}`.
    public static func write(_ finding: FamilyFinding, key: String?, into json: inout JSONWriter) {
        json.beginObject(key)
        json.string("family", finding.family)
        json.strings("faces", finding.faces)
        json.string("file", finding.file)
        json.string("rule", finding.rule.rawValue)
        json.string("severity", finding.severity.rawValue)
        json.string("message", finding.message)
        json.endObject()
    }

    /// `"errors"` and `"skipped"`: files that could not be read, and files a directory search
    /// passed over (not errors: they do not change the exit code).
    private static func writeProblems(errors: [FontReadingError], skipped: [SkippedFile], into json: inout JSONWriter) {
        json.problems("errors", errors.map(Problem.init))
        json.beginArray("skipped")
        for file in skipped {
            json.beginObject()
            json.string("file", file.path)
            json.string("reason", file.reason)
            json.endObject()
        }
        json.endArray()
    }

    public static func write(_ outcome: FaceAudit, into json: inout JSONWriter) {
        let face = outcome.face
        let metrics = outcome.metrics
        json.beginObject()
        json.string("file", face.file)
        json.integer("faceIndex", face.faceIndex)
        json.integer("faceCount", face.faceCount)
        json.string("family", face.family)
        json.string("style", face.style)
        json.string("postScriptName", face.postScriptName)
        json.string("typographicFamily", face.typographicFamily)
        json.string("typographicSubfamily", face.typographicSubfamily)
        json.integer("weightClass", face.weightClass)
        json.bool("italic", face.isItalic)
        json.integer("glyphCount", face.glyphCount)
        json.axisValues("variation", face.variation)
        json.string("instance", face.instanceName)
        json.beginArray("axes")
        for axis in face.axes {
            json.beginObject()
            json.string("tag", axis.tag)
            json.string("name", axis.name)
            json.number("min", axis.minimum)
            json.number("default", axis.defaultValue)
            json.number("max", axis.maximum)
            json.endObject()
        }
        json.endArray()
        json.beginArray("namedInstances")
        for instance in face.namedInstances {
            json.beginObject()
            json.string("name", instance.name)
            json.string("postScriptName", instance.postScriptName)
            json.axisValues("coordinates", instance.coordinates)
            json.endObject()
        }
        json.endArray()
        json.integer("unitsPerEm", metrics.unitsPerEm)
        writeMetrics(metrics, into: &json)
        if let strings = outcome.strings {
            writeStrings(strings, into: &json)
        } else if let measurement = outcome.measurement {
            writeGlyphs(measurement, into: &json)
        }
        if !outcome.audits.isEmpty {
            json.beginArray("results")
            for audit in outcome.audits {
                for result in audit.results { write(result, audit.settings, strings: outcome.strings, into: &json) }
            }
            json.endArray()
            // The standard platform's (iOS's) gutter coefficients, or the first platform's when it was not audited.
            let main = outcome.audits.first { $0.settings.platform == .standard } ?? outcome.audits[0]
            json.edges("coefficients", main.coefficients, points: false)
            // The face's findings, as SARIF and the exit code see them: rule, severity, message.
            json.beginArray("findings")
            for finding in faceFindings(outcome) {
                json.beginObject()
                json.string("rule", finding.rule.rawValue)
                json.string("severity", finding.level.rawValue)
                json.string("message", finding.message)
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
    }

    private static func writeMetrics(_ metrics: VerticalMetrics, into json: inout JSONWriter) {
        json.beginObject("metrics")
        json.beginObject("hhea")
        json.integer("ascender", metrics.hhea.ascender)
        json.integer("descender", metrics.hhea.descender)
        json.integer("lineGap", metrics.hhea.lineGap)
        json.endObject()
        if let typo = metrics.typo {
            json.beginObject("typo")
            json.integer("ascender", typo.ascender)
            json.integer("descender", typo.descender)
            json.integer("lineGap", typo.lineGap)
            json.bool("useTypoMetrics", typo.useTypoMetrics)
            json.endObject()
        } else {
            json.null("typo")
        }
        if let win = metrics.win {
            json.beginObject("win")
            json.integer("ascent", win.ascent)
            json.integer("descent", win.descent)
            json.endObject()
        } else {
            json.null("win")
        }
        json.beginObject("head")
        json.integer("xMin", metrics.head.xMin)
        json.integer("yMin", metrics.head.yMin)
        json.integer("xMax", metrics.head.xMax)
        json.integer("yMax", metrics.head.yMax)
        json.endObject()
        json.integer("capHeight", metrics.capHeight)
        json.integer("xHeight", metrics.xHeight)
        json.endObject()
    }

    private static func writeGlyphs(_ measurement: GlyphMeasurement, into json: inout JSONWriter) {
        json.beginArray("glyphs")
        for glyph in measurement.glyphs {
            json.beginObject()
            writeCharacter(glyph.character, into: &json)
            json.integer("glyphId", glyph.glyphID.map(Int.init))
            writeInk(glyph.inkBounds, into: &json)
            json.number("advance", glyph.advance)
            json.endObject()
        }
        json.endArray()
        json.beginArray("missing")
        for character in measurement.missing { json.string(nil, String(character)) }
        json.endArray()
        // The script sets `--set auto` (the default) or a script set chose; empty for other choices.
        json.beginArray("characterSets")
        for set in measurement.sets { json.string(nil, set.rawValue) }
        json.endArray()
    }

    /// `"inkBounds": {"xMin", "yMin", "xMax", "yMax"}` in font units, or null without ink.
    private static func writeInk(_ ink: InkBounds?, into json: inout JSONWriter) {
        guard let ink else {
            json.null("inkBounds")
            return
        }
        json.beginObject("inkBounds")
        json.number("xMin", ink.xMin)
        json.number("yMin", ink.yMin)
        json.number("xMax", ink.xMax)
        json.number("yMax", ink.yMax)
        json.endObject()
    }

    private static func writeCharacter(_ character: Unicode.Scalar?, into json: inout JSONWriter) {
        json.string("char", character.map(String.init))
        json.integer("codepoint", character.map { Int($0.value) })
    }

    /// The strings of a strings audit: text, language, source, key and the ink of the shaped string.
    private static func writeStrings(_ strings: [MeasuredString], into json: inout JSONWriter) {
        json.beginArray("strings")
        for (index, measured) in strings.enumerated() {
            json.beginObject()
            json.integer("index", index)
            json.string("text", measured.string.text)
            json.string("language", measured.string.language)
            json.string("source", measured.string.source)
            json.string("key", measured.string.key)
            writeInk(measured.inkBounds, into: &json)
            json.integer("highestCluster", measured.highestCluster)
            json.integer("lowestCluster", measured.lowestCluster)
            json.integer("leftmostCluster", measured.leftmostCluster)
            json.integer("rightmostCluster", measured.rightmostCluster)
            json.number("advance", measured.advance)
            json.bool("rightToLeft", measured.rightToLeft)
            writeFallbacks(measured, into: &json)
            json.string("missing", measured.missing)
            json.endObject()
        }
        json.endArray()
    }

    /// `"textSize": {"contentSize": "ax5", "textStyle": "body"}`, `{"contentSize": "ax5", "factor": 1.31}` (a size
    /// the source works out itself) or `{"fontScale": 2, "scaling": "nonlinear"}`.
    public static func write(_ textSize: TextSize, into json: inout JSONWriter) {
        json.beginObject("textSize")
        switch textSize {
        case .contentSize(let category, let style):
            json.string("contentSize", category.rawValue)
            json.string("textStyle", style.rawValue)
        case .ownContentSize(let category, let size, let atLarge):
            json.string("contentSize", category.rawValue)
            json.number("factor", size / atLarge)
        case .fontScale(let scale):
            json.number("fontScale", scale.scale)
            json.string("scaling", scale.scaling.rawValue)
        }
        json.endObject()
    }

    public static func write(
        _ result: SizeResult, _ settings: AuditSettings, strings: [MeasuredString]? = nil,
        into json: inout JSONWriter
    ) {
        json.beginObject()
        json.string("platform", result.platform.rawValue)
        writeOptions(settings, into: &json)
        json.string("unit", result.platform.unit)
        json.number("pointSize", result.pointSize)
        if let textSize = settings.textSize {
            json.number("declaredSize", settings.declaredSize(of: result.pointSize))
            write(textSize, into: &json)
        }
        json.number("scale", settings.scale)
        switch settings.lineHeight {
        case .natural: json.null("lineHeight")
        case .fixed(let points): json.numberObject("lineHeight", "fixed", points)
        case .multiple(let factor): json.numberObject("lineHeight", "multiple", factor)
        }
        json.number("tolerance", settings.tolerancePixels)
        json.number("faintInk", settings.options.faintInk(on: result.platform))
        json.string("width", settings.judgement.sides.description)
        json.string("edges", settings.edges.rawValue)
        // The gravest finding at this size (`Judgement`): null when no ink crosses an edge.
        json.string("severity", result.severity?.rawValue)
        switch settings.letterSpacing {
        case .em(let em): json.numberObject("letterSpacing", "em", em)
        case .absolute(let amount): json.number("letterSpacing", amount)
        }
        json.beginObject("assumptions")
        json.string("tallScripts", settings.tallScripts.rawValue)
        json.endObject()
        // The rules whose findings were not made (`--select`, `--ignore`).
        json.strings("rulesOff", settings.rules.off.map(\.rawValue))
        // The rules given another severity (`--severity`), by id.
        json.beginObject("ruleSeverity")
        for (rule, severity) in settings.rules.changed { json.string(rule.rawValue, severity.rawValue) }
        json.endObject()
        json.beginObject("lineBox")
        writeEdges(result.lineBox, into: &json)
        json.points("ascent", result.lineBox.ascent)
        json.points("descent", result.lineBox.descent)
        json.endObject()
        // Lines that mix fonts, named by the fallback fonts drawn on them.
        var fallbackNames: [Int: String] = [:]
        for string in strings ?? [] {
            for (index, fallback) in zip(string.fallbacksUsed, string.fallbacks) {
                fallbackNames[index] = fallback.font
            }
        }
        json.beginArray("mixedLineBoxes")
        for mixed in result.mixedLineBoxes {
            json.beginObject()
            json.beginArray("fallbacks")
            for index in mixed.fallbacks { json.string(nil, fallbackNames[index] ?? "fallback \(index + 1)") }
            json.endArray()
            writeEdges(mixed.lineBox, into: &json)
            json.endObject()
        }
        json.endArray()
        json.beginArray("clipped")
        for glyph in result.clipped {
            json.beginObject()
            if let strings, let index = glyph.item.stringIndex, strings.indices.contains(index) {
                // A strings audit: the string's index and text; clusters are scalar offsets.
                let measured = strings[index]
                json.integer("string", index)
                json.string("text", measured.string.text)
                json.string("language", measured.string.language)
                json.integer(
                    "cluster", TextReport.cluster(of: glyph, strings, at: glyph.top >= glyph.bottom ? .top : .bottom))
                json.integer("leftCluster", glyph.left > 0 ? TextReport.cluster(of: glyph, strings, at: .left) : nil)
                json.integer("rightCluster", glyph.right > 0 ? TextReport.cluster(of: glyph, strings, at: .right) : nil)
                writeFallbacks(measured, into: &json)
                // The string's own line, when fallback fonts drawn on it changed the box.
                if let box = glyph.lineBox {
                    json.beginObject("lineBox")
                    writeEdges(box, into: &json)
                    json.endObject()
                } else {
                    json.null("lineBox")
                }
            } else {
                writeCharacter(glyph.character, into: &json)
                json.integer("glyphId", glyph.glyphID.map(Int.init))
            }
            json.points("top", glyph.top)
            json.points("bottom", glyph.bottom)
            json.points("left", glyph.left)
            json.points("right", glyph.right)
            json.string("severity", glyph.severity.rawValue)
            json.string("rule", glyph.rule.rawValue)
            json.endObject()
        }
        json.endArray()
        json.edges("overflow", result.overflow)
        json.beginObject("extremes")
        writeExtreme("top", result.highest, strings: strings, into: &json)
        writeExtreme("bottom", result.lowest, strings: strings, into: &json)
        json.endObject()
        json.edges("gutter", result.gutter)
        if let heuristic = result.heuristic {
            json.beginObject("heuristic")
            json.string("rule", "ceil(pointSize / 6)")
            json.number("gutter", heuristic.gutter)
            json.string("verdict", heuristic.isSufficient ? "sufficient" : "insufficient")
            json.edges("shortfall", heuristic.shortfall, sides: false)
            json.edges("waste", heuristic.waste, sides: false)
            json.endObject()
        } else {
            json.null("heuristic")
        }
        if settings.lineHeight != .natural && result.platform.judgesHabit {
            let fix = result.lineHeightFix
            json.beginObject("lineHeightFix")
            if let top = fix.top {
                json.beginObject("top")
                json.points("lineHeight", top.lineHeight)
                json.number("multiple", (top.multiple * 10_000).rounded(.up) / 10_000)
                json.endObject()
            } else {
                json.null("top")
            }
            json.bool("fixesBottom", fix.fixesBottom)
            json.endObject()
        } else {
            json.null("lineHeightFix")
        }
        writeAdvice(result.advice, into: &json)
        if let width = settings.wrapWidth {
            json.number("wrapWidth", width)
            json.integer("wrappedLines", result.wrappedLines)
        }
        if settings.lines > 1 || settings.wrapWidth != nil {
            if settings.lines < Int.max { json.number("lines", Double(settings.lines)) }
            json.beginArray("collisions")
            for collision in result.collisions {
                json.beginObject()
                for (key, item) in [("upper", collision.upperItem), ("lower", collision.lowerItem)] {
                    switch item {
                    case .string(let index)?: json.integer(key + "String", index)
                    case .glyph(_, let glyphID)?: json.integer(key + "GlyphId", Int(glyphID))
                    case nil: json.null(key + "GlyphId")
                    }
                }
                if let line = collision.line {
                    // Within one wrapped string: line `line` (0 is the first) over the next.
                    json.integer("line", line)
                    json.integer("upperCluster", collision.upperCluster)
                    json.integer("lowerCluster", collision.lowerCluster)
                }
                json.points("overlap", collision.overlap)
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
    }

    /// A line box's top and bottom edges and its line height.
    private static func writeEdges(_ box: LineBox, into json: inout JSONWriter) {
        json.points("top", box.top)
        json.points("bottom", box.bottom)
        json.points("lineHeight", box.lineHeight)
    }

    /// Which fallback font drew which characters of a string.
    private static func writeFallbacks(_ string: MeasuredString, into json: inout JSONWriter) {
        json.beginArray("fallbacks")
        for fallback in string.fallbacks {
            json.beginObject()
            json.string("font", fallback.font)
            json.string("characters", fallback.characters)
            json.endObject()
        }
        json.endArray()
    }

    private static func writeAdvice(_ advice: PlatformAdvice, into json: inout JSONWriter) {
        json.beginObject("advice")
        json.edges("padding", advice.padding)
        if let fixes = advice.includeFontPaddingFixes {
            json.bool("includeFontPaddingFixes", fixes)
        } else {
            json.null("includeFontPaddingFixes")
        }
        json.points("smallestLineHeight", advice.smallestLineHeight)
        if let margin = advice.overflowClipMargin { json.points("overflowClipMargin", margin) }
        if advice.crossesTrimmedEdge { json.bool("crossesTrimmedEdge", true) }
        json.number("smallestHeightMultiple", advice.smallestHeightMultiple)
        if let strut = advice.smallestStrutHeight { json.number("smallestStrutHeight", strut) }
        json.integer("winAscentNeeded", advice.winAscentNeeded)
        json.integer("winDescentNeeded", advice.winDescentNeeded)
        json.bool("onlyFontCanFix", advice.onlyFontCanFix)
        if let height = advice.smallestViewHeight { json.points("smallestViewHeight", height) }
        json.endObject()
    }

    /// The options that shaped a platform's line box, as the CLI spells them.
    private static func writeOptions(_ settings: AuditSettings, into json: inout JSONWriter) {
        json.beginObject("options")
        write(settings.platform.describedOptions(settings), into: &json)
        json.endObject()
    }

    private static func write(_ entries: [OptionEntry], into json: inout JSONWriter) {
        for entry in entries {
            switch entry.value {
            case .number(let value): json.number(entry.key, value)
            case .text(let value): json.string(entry.key, value)
            case .flag(let value): json.bool(entry.key, value)
            case .group(let group?):
                json.beginObject(entry.key)
                write(group, into: &json)
                json.endObject()
            case .group(nil): json.null(entry.key)
            }
        }
    }

    /// The highest or lowest item: a glyph (`char`, `glyphId`), or in a strings audit the string
    /// (`string` index and `text`), never a string index posing as a glyph id.
    private static func writeExtreme(
        _ key: String, _ glyph: MeasuredItem?, strings: [MeasuredString]?,
        into json: inout JSONWriter
    ) {
        guard let glyph, let ink = glyph.inkBounds else {
            json.null(key)
            return
        }
        json.beginObject(key)
        switch glyph.item {
        case .string(let index):
            json.integer("string", index)
            json.string("text", strings.flatMap { $0.indices.contains(index) ? $0[index].string.text : nil })
        case .glyph(let character, let glyphID):
            writeCharacter(character, into: &json)
            json.integer("glyphId", Int(glyphID))
        }
        json.number(key == "top" ? "yMax" : "yMin", key == "top" ? ink.yMax : ink.yMin)
        json.endObject()
    }
}
