import AuditPipeline
import FontReading
import FontValues
import Foundation
import InputFiles
import LineBoxAnalysis
import TextEscaping
import TextSources

/// The reports for people: compact, aligned, readable in ten seconds. Colour only when the
/// caller says so (a terminal without NO_COLOR).
public enum TextReport {
    public static func metrics(_ faces: [FaceAudit], colour: Bool) -> String {
        var text = ""
        for outcome in faces {
            let face = outcome.face
            let metrics = outcome.metrics
            text += header(face, colour: colour)
            text += "  names     " + names(face) + "\n"
            text +=
                "  hhea      ascender \(metrics.hhea.ascender)  descender \(metrics.hhea.descender)  lineGap \(metrics.hhea.lineGap)\n"
            if let typo = metrics.typo {
                text +=
                    "  typo      ascender \(typo.ascender)  descender \(typo.descender)  lineGap \(typo.lineGap)"
                    + "  USE_TYPO_METRICS \(typo.useTypoMetrics ? "on" : "off")\n"
            } else {
                text += "  typo      (no OS/2 table)\n"
            }
            if let win = metrics.win { text += "  win       ascent \(win.ascent)  descent \(win.descent)\n" }
            text +=
                "  head      xMin \(metrics.head.xMin)  yMin \(metrics.head.yMin)  xMax \(metrics.head.xMax)  yMax \(metrics.head.yMax)\n"
            text +=
                "  unitsPerEm \(metrics.unitsPerEm)  capHeight \(metrics.capHeight.map(String.init) ?? "-")"
                + "  xHeight \(metrics.xHeight.map(String.init) ?? "-")  glyphs \(face.glyphCount)\n"
            if !face.axes.isEmpty {
                text +=
                    "  axes      "
                    + face.axes.map {
                        "\(Escape.terminal($0.tag)) \(NumberText.shortest($0.minimum))...\(NumberText.shortest($0.maximum)) (default \(NumberText.shortest($0.defaultValue)))"
                    }.joined(separator: ", ") + "\n"
                text += "  instances " + Escape.terminal(face.namedInstances.map(\.name).joined(separator: ", ")) + "\n"
            }
            text += "\n"
        }
        return text
    }

    /// One face's report (`AuditReportStream` writes the total after the last).
    public static func audit(
        _ outcome: FaceAudit, characters: CharacterChoice, colour: Bool, width: TextWidth = .standard
    ) -> String {
        let paint = Paint(enabled: colour)
        var text = ""
        guard let measurement = outcome.measurement, let first = outcome.audits.first else { return "" }
        let face = outcome.face
        let metrics = outcome.metrics
        text += header(face, colour: colour)
        text += labelled("names", names(face), width: width)
        var metricLine =
            "upm \(metrics.unitsPerEm) · hhea \(metrics.hhea.ascender) / \(metrics.hhea.descender)"
            + " gap \(metrics.hhea.lineGap)"
        if let typo = metrics.typo {
            metricLine +=
                " · typo \(typo.ascender) / \(typo.descender) gap \(typo.lineGap)"
                + (typo.useTypoMetrics ? " (USE_TYPO_METRICS)" : "")
        }
        if let win = metrics.win { metricLine += " · win \(win.ascent) / \(win.descent)" }
        text += labelled("metrics", metricLine, width: width)
        let inked = measurement.glyphs.filter { $0.inkBounds != nil }.count
        let strings = outcome.strings
        var glyphLine: String
        if let strings {
            let languages = Escape.terminal(
                Set(strings.map { $0.string.language ?? "?" }).sorted().joined(separator: " "))
            glyphLine = "\(strings.count) shaped (\(inked) with ink), languages \(languages)"
        } else {
            let checked = characters.label(measured: measurement.sets)
            glyphLine =
                "\(Escape.terminal(checked)): \(measurement.glyphs.count) measured (\(inked) with ink)"
            // Characters auto chose because the font mostly maps their scripts: the rest nobody asked about.
            if characters.isAsked { glyphLine += ", \(measurement.missing.count) missing" }
        }
        if let result = first.results.first {
            if let high = result.highest, let ink = high.inkBounds {
                glyphLine += " · highest \(name(high.item, strings, top: true)) \(NumberText.units(ink.yMax))"
            }
            if let low = result.lowest, let ink = low.inkBounds {
                glyphLine += " · lowest \(name(low.item, strings, top: false)) \(NumberText.units(ink.yMin))"
            }
        }
        text += labelled(strings == nil ? "glyphs" : "strings", glyphLine, width: width)
        if let strings, let line = missingStrings(strings) { text += labelled("missing", line, width: width) }
        if !measurement.missing.isEmpty, characters.isAsked {
            let shown = measurement.missing.prefix(24).map { label($0, 0) }.joined(separator: " ")
            text += labelled("missing", shown + (measurement.missing.count > 24 ? " ..." : ""), width: width)
        }
        for audit in worstTextSizeFirst(outcome.audits) {
            text +=
                audit.settings.platform.judgesHabit
                ? iosSection(audit, strings: strings, paint: paint, width: width)
                : platformSection(audit, strings: strings, paint: paint, width: width)
            if let strings { text += clippingStrings(audit, strings) }
            text += collisionLines(audit, strings)
        }
        if outcome.audits.count > 1 {
            // Coloured words are measured uncoloured: wrapped first, painted after.
            let line = outcome.audits.map {
                "\($0.settings.platformLabel) " + verdictWord($0, paint: Paint(enabled: false))
            }
            .joined(separator: " · ")
            var painted = labelled("platforms", line, width: width)
            for audit in outcome.audits {
                let word = verdictWord(audit, paint: Paint(enabled: false))
                painted = painted.replacingOccurrences(
                    of: "\(audit.settings.platformLabel) \(word)",
                    with: "\(audit.settings.platformLabel) \(verdictWord(audit, paint: paint))")
            }
            text += painted + "\n"
        }
        text += firstCutLines(outcome.audits, width: width)
        return text
    }

    /// For each platform audited at several text sizes: the smallest text size at which something
    /// is cut (with a fixed --height, the first setting at which the view cuts its text), or that
    /// none is.
    static func firstCutLines(_ audits: [FontAudit], width: TextWidth) -> String {
        var text = ""
        var platforms: [Platform] = []
        for audit in audits where audit.settings.textSize != nil && !platforms.contains(audit.settings.platform) {
            platforms.append(audit.settings.platform)
        }
        for platform in platforms {
            let sized = audits.filter { $0.settings.platform == platform && $0.settings.textSize != nil }
            guard sized.count > 1 else { continue }
            // Smallest setting first, categories and font scales by the factor each names.
            let ordered = sized.sorted {
                guard let first = $0.settings.textSize, let second = $1.settings.textSize else { return false }
                return first.precedes(second)
            }
            let line =
                ordered.firstIndex(where: \.clips).map { index in
                    "\(platform.rawValue): first cut at \(ordered[index].settings.textSize?.label ?? "")"
                        + (index == 0 ? " (the smallest asked)" : ", nothing cut below it")
                } ?? "\(platform.rawValue): nothing cut at any of the \(ordered.count) text sizes"
            text += labelled("text size", line, width: width) + "\n"
        }
        return text
    }

    /// The iOS section: line box, worst glyphs, gutters and how ceil(S/6) fares, per size.
    private static func iosSection(_ audit: FontAudit, strings: [MeasuredString]?, paint: Paint, width: TextWidth)
        -> String
    {
        let settings = audit.settings
        var text =
            "  ios       UILabel, one line, \(settings.lineHeight.label(unit: settings.platform.unit)), @\(Int(settings.scale))x"
            + viewHeightLabel(settings) + textSizeLabel(settings)
            + (settings.options.ios.placement == .centred ? ", glyphs centred by baselineOffset (unconfirmed)" : "")
            + (strings?.contains { !$0.fallbacksUsed.isEmpty } == true
                ? (settings.options.ios.fallbackLine == .grow
                    ? ", lines grow for fallback fonts (unconfirmed)"
                    : ", fallback fonts keep the label font's box (unconfirmed)") : "")
            + (settings.tolerancePixels > 0 ? ", tolerance \(NumberText.plain(settings.tolerancePixels)) px" : "")
            + (settings.tallScripts == .exempt ? ", tall scripts exempt (unconfirmed)" : "") + "\n\n"
        let hasFix = settings.lineHeight != .natural
        let sides = audit.clipsAtSides
        let edges = sides ? 4 : 2
        var rows = [
            measuredHeader(sides) + ["gutter top/bottom"] + (sides ? ["gutter left/right"] : [])
                + ["ceil(S/6) fares"] + (hasFix ? ["top fix: line height"] : [])
        ]
        for result in audit.results {
            guard let heuristic = result.heuristic else { continue }
            let fares: String
            if heuristic.isSufficient {
                fares =
                    "\(NumberText.plain(heuristic.gutter)): spare \(NumberText.two(heuristic.waste.top)) / \(NumberText.two(heuristic.waste.bottom))"
            } else {
                var short: [String] = []
                if heuristic.shortfall.top > 0 { short.append("top \(NumberText.two(heuristic.shortfall.top))") }
                if heuristic.shortfall.bottom > 0 {
                    short.append("bottom \(NumberText.two(heuristic.shortfall.bottom))")
                }
                fares = "\(NumberText.plain(heuristic.gutter)): SHORT " + short.joined(separator: ", ")
            }
            var row =
                measuredCells(result, strings, sides: sides)
                + ["\(NumberText.two(result.gutter.top)) / \(NumberText.two(result.gutter.bottom))"]
                + (sides ? ["\(NumberText.two(result.gutter.left)) / \(NumberText.two(result.gutter.right))"] : [])
                + [fares]
            if hasFix {
                if let top = result.lineHeightFix.top {
                    row.append(">= \(NumberText.two(top.lineHeight)) pt (x\(NumberText.multiple(top.multiple)))")
                } else {
                    row.append("-")
                }
            }
            rows.append(row)
        }
        let fares = 3 + edges + (sides ? 2 : 1)
        text += table(
            rows, rightAligned: Set([0, 1, 2, 3 + edges] + (sides ? [4 + edges] : [])),
            // Left out first as the width narrows: the box, the sides' gutters, then the worst past the sides.
            fit: worstFit(width, optional: [1] + (sides ? [4 + edges, 6, 5] : []))
        ) { row, column, cell in
            guard row > 0 else { return paint.dim(cell) }
            if column == 2 { return cell.trimmingSpaces == "0" ? paint.green(cell) : paint.red(cell) }
            if column == fares { return cell.contains("SHORT") ? paint.red(cell) : cell }
            return cell
        }
        text +=
            "\n"
            + labelled(
                "coefficients",
                "top \(NumberText.em(audit.coefficients.top)) em · bottom \(NumberText.em(audit.coefficients.bottom)) em"
                    + (sides
                        ? " · left \(NumberText.em(audit.coefficients.left)) em · right \(NumberText.em(audit.coefficients.right)) em"
                        : "")
                    + " (ceil(S/6) is about 0.1667 em)", width: width)
        if hasFix, audit.results.contains(where: { $0.overflow.bottom > 0 }) {
            text += labelled(
                "note", "no line height fixes the bottom edge on iOS (the descent stays pinned); use the bottom gutter",
                width: width)
        }
        return text + verdictLine(audit, paint: paint, width: width)
    }

    /// A table of `measuredCells` fitted to `width`: `optional` left out in order, then the worst
    /// top and bottom, which name whole strings with `--text`, shortened in their middle.
    private static func worstFit(_ width: TextWidth, optional: [Int]) -> TableFit {
        var fit = TableFit.terminal(width, optional: optional, shrinkable: [3, 4])
        fit.keepsEnds = [3, 4]
        return fit
    }

    /// The headings of `measuredCells`.
    private static func measuredHeader(_ sides: Bool) -> [String] {
        ["size", "box top/bottom", "cut", "worst top", "worst bottom"] + (sides ? ["worst left", "worst right"] : [])
    }

    /// Size, line box, how many items are cut and the worst item per edge (the sides too when
    /// `sides`): the first cells of every row. An edge whose worst item is not cut there (a
    /// warning or a note) is in brackets.
    private static func measuredCells(_ result: SizeResult, _ strings: [MeasuredString]?, sides: Bool) -> [String] {
        let edges: [Edge] = sides ? Edge.allCases : [.top, .bottom]
        let judgement = result.judgement
        return [
            NumberText.plain(result.pointSize),
            "\(NumberText.two(result.lineBox.top)) / \(NumberText.two(result.lineBox.bottom))",
            String(result.cut.count),
        ]
            + edges.map { edge in
                guard let item = result.worstClipped(edge) else { return "-" }
                let cell = name(item, strings, at: edge) + " +" + NumberText.two(item[edge])
                return judgement.severity(of: item, at: edge) == .error ? cell : "(\(cell))"
            }
    }

    /// A clipped glyph, or a clipped string with the cluster reaching furthest past `edge` in
    /// brackets (`name(_:_:top:cluster:)`).
    public static func name(_ clipped: ClippedItem, _ strings: [MeasuredString]?, at edge: Edge) -> String {
        name(clipped.item, strings, top: edge != .bottom, cluster: cluster(of: clipped, strings, at: edge))
    }

    /// The cluster of a clipped string that reaches furthest past `edge`: on its wrapped lines,
    /// or on its one line; nil for a glyph.
    public static func cluster(of clipped: ClippedItem, _ strings: [MeasuredString]?, at edge: Edge) -> Int? {
        let string = clipped.item.stringIndex.flatMap { index in
            strings.flatMap { $0.indices.contains(index) ? $0[index] : nil }
        }
        let line: Int?
        switch edge {
        case .top: line = string?.highestCluster
        case .bottom: line = string?.lowestCluster
        case .left: line = string?.leftmostCluster
        case .right: line = string?.rightmostCluster
        }
        return clipped.wrappedCluster(edge) ?? line
    }

    /// A glyph's character, or in a strings audit the string with its highest or lowest
    /// cluster (or `cluster`, when given) in brackets, shortened to about 28 characters around it.
    public static func name(
        _ item: AuditItem, _ strings: [MeasuredString]?, top: Bool,
        cluster: Int? = nil
    ) -> String {
        guard case .string(let index) = item, let strings, strings.indices.contains(index) else {
            return label(item.character, item.glyphID ?? 0)
        }
        let string = strings[index]
        let text = Escape.terminal(
            string.highlighted(cluster ?? (top ? string.highestCluster : string.lowestCluster))
                .replacingOccurrences(of: "\n", with: " "))
        guard text.count > 28 else { return text }
        // Long strings: a window that keeps the bracketed cluster in view.
        let characters = Array(text)
        let bracket = characters.firstIndex(of: "[") ?? 0
        let start = bracket > 20 ? bracket - 10 : 0
        let window = String(characters[start..<min(characters.count, start + (start > 0 ? 26 : 27))])
        return (start > 0 ? "…" : "") + window + (start + window.count < characters.count ? "…" : "")
    }

    /// With several lines, the worst collisions at the largest size: which ink reaches into which.
    private static func collisionLines(_ audit: FontAudit, _ strings: [MeasuredString]?) -> String {
        let settings = audit.settings
        guard settings.lines > 1 || settings.wrapWidth != nil,
            let result = audit.results.max(by: { $0.pointSize < $1.pointSize })
        else { return "" }
        let unit = settings.platform.unit
        let lines =
            settings.wrapWidth.map { "the lines of each string wrapped at \(NumberText.plain($0)) \(unit)" }
            ?? "\(settings.lines) lines"
        guard !result.collisions.isEmpty else {
            return "  collisions none between \(lines) at \(NumberText.plain(result.pointSize)) \(unit)"
                + (result.wrappedLines.map { " (up to \($0) line\($0 == 1 ? "" : "s"))" } ?? "") + "\n\n"
        }
        var text =
            "  collisions between \(lines) at \(NumberText.plain(result.pointSize)) \(unit) (pitch "
            + "\(NumberText.two(settings.platform.pitch(result.lineBox) ?? 0))), worst first:\n"
        for collision in result.collisions.prefix(5) {
            let upper = name(
                collision.upperItem ?? .string(index: collision.upper), strings, top: false,
                cluster: collision.upperCluster)
            let lower = name(
                collision.lowerItem ?? .string(index: collision.lower), strings, top: true,
                cluster: collision.lowerCluster)
            if let line = collision.line {
                text +=
                    "    \(upper) line \(line + 1) over \(lower) line \(line + 2): overlap \(NumberText.two(collision.overlap)) \(unit)\n"
            } else {
                text += "    \(upper) above \(lower): overlap \(NumberText.two(collision.overlap)) \(unit)\n"
            }
        }
        return text + "\n"
    }

    /// The strings that clip at the largest size, per language (the language with the worst
    /// overflow first), worst first, with their source: all languages' counts, and the worst
    /// strings of each (ten when there is one language, three each otherwise).
    private static func clippingStrings(_ audit: FontAudit, _ strings: [MeasuredString]) -> String {
        guard let result = audit.results.max(by: { $0.pointSize < $1.pointSize }), !result.clipped.isEmpty else {
            return ""
        }
        // Clipped strings with their index into `strings`.
        let worst = result.clipped.compactMap { clipped -> (ClippedItem, Int)? in
            guard let index = clipped.item.stringIndex, strings.indices.contains(index) else { return nil }
            return (clipped, index)
        }.sorted { $0.0.overflow.largest > $1.0.overflow.largest }
        let byLanguage = Dictionary(grouping: worst) { strings[$0.1].string.language ?? "?" }
        let totals = Dictionary(grouping: strings) { $0.string.language ?? "?" }.mapValues(\.count)
        // Languages in the order of their worst string (`worst` is sorted), each once.
        var languages: [String] = []
        for (_, index) in worst where !languages.contains(strings[index].string.language ?? "?") {
            languages.append(strings[index].string.language ?? "?")
        }
        let shown = languages.count == 1 ? 10 : 3
        var text =
            "  clipping strings at \(NumberText.plain(result.pointSize)) \(audit.settings.platform.unit): \(worst.count) of "
            + "\(strings.count)" + (languages.count > 1 ? ", per language" : "") + ", worst first:\n"
        for language in languages {
            let clipped = byLanguage[language] ?? []
            if languages.count > 1 {
                text += "    \(Escape.terminal(language)): \(clipped.count) of \(totals[language] ?? 0)\n"
            }
            for (glyph, index) in clipped.prefix(shown) {
                let string = strings[index]
                let worst = glyph.worstEdge
                let edge = "\(worst.rawValue) +\(NumberText.two(glyph[worst]))"
                let drawn =
                    string.fallbacks.map { "\($0.characters) in \($0.font)" }
                    + (string.missing.isEmpty ? [] : ["\(string.missing) in no font"])
                let marked = name(glyph, strings, at: worst)
                let source =
                    string.string.source == "--text"
                    ? string.string.key : "\(string.string.source) \(string.string.key)"
                text +=
                    (languages.count > 1 ? "      " : "    \(Escape.terminal(language))  ") + "\(marked)  \(edge)"
                    + "  (\(Escape.terminal(source)))"
                    + (drawn.isEmpty ? "" : "  [" + Escape.terminal(drawn.joined(separator: "; ")) + "]")
                    + (glyph.lineBox.map { "  line \(NumberText.two($0.top)) / \(NumberText.two($0.bottom))" } ?? "")
                    + "\n"
            }
            if clipped.count > shown {
                text += (languages.count > 1 ? "      " : "    ") + "... and \(clipped.count - shown) more\n"
            }
        }
        return text + "\n"
    }

    /// Strings holding characters no font of the chain draws, per language, with the characters:
    /// their .notdef boxes are not counted as ink, so the user is told what was not measured.
    public static func missingStrings(_ strings: [MeasuredString]) -> String? {
        let lacking = strings.filter { !$0.missing.isEmpty }
        guard !lacking.isEmpty else { return nil }
        let languages = Dictionary(grouping: lacking) { $0.string.language ?? "?" }.map {
            "\($0.key) \($0.value.count)"
        }.sorted()
        var characters: [Unicode.Scalar] = []
        for string in lacking {
            for scalar in string.missing.unicodeScalars where !characters.contains(scalar) && characters.count < 12 {
                characters.append(scalar)
            }
        }
        return "\(lacking.count) of \(strings.count) strings hold characters no font draws, not counted as ink ("
            + languages.joined(separator: ", ") + "): "
            + Escape.terminal(characters.map { label($0, 0) }.joined(separator: " "))
            + "; --fallback FONT draws them"
    }

    /// The rules a run turned off, by code (`IB005, IB004 (--select, --ignore)`); nil when none is.
    public static func rulesOff(_ rules: RuleSelection) -> String? {
        rules.off.isEmpty ? nil : rules.off.map(\.code).joined(separator: ", ") + " (--select, --ignore)"
    }

    /// The rules a run gave another severity (`IB004 error, IB005 warning (--severity)`); nil when none.
    public static func severitiesGiven(_ rules: RuleSelection) -> String? {
        rules.changed.isEmpty
            ? nil
            : rules.changed.map { "\($0.rule.code) \($0.severity.rawValue)" }.joined(separator: ", ") + " (--severity)"
    }

    /// CLIPS or COLLIDES (errors), else the gravest finding (warning, note) or ok: the platform's
    /// verdict in a word.
    public static func verdictWord(_ audit: FontAudit, paint: Paint) -> String {
        if audit.clips { return paint.red("CLIPS") }
        if audit.collides { return paint.red("COLLIDES") }
        return paint.green(audit.severity.map(\.rawValue) ?? "ok")
    }

    /// The verdict, then a line for each warning and note: what it is and at how many sizes.
    private static func verdictLine(_ audit: FontAudit, paint: Paint, width: TextWidth) -> String {
        let rulings = audit.rulings
        let sizes = audit.results.count
        func at(_ ruling: Ruling) -> String { "at \(ruling.sizes.count) of \(sizes) size\(sizes == 1 ? "" : "s")" }
        // A rule given another severity (`--severity`) says so where the verdict names it.
        func given(_ ruling: Ruling) -> String {
            ruling.severity == ruling.rule.severity ? "" : " (\(ruling.severity.rawValue): --severity)"
        }
        var text: String
        var named: Rule?
        if let cut = rulings.first(where: { $0.rule == .clips }) {
            text = "  verdict   " + paint.red("CLIPS") + " " + at(cut) + given(cut) + "\n"
            named = .clips
        } else if let collides = rulings.first(where: { $0.rule == .collides }) {
            text =
                "  verdict   " + paint.red("COLLIDES") + ": nothing is cut, but lines' ink collides " + at(collides)
                + given(collides) + "\n"
            named = .collides
        } else if !audit.settings.rules.reports(.clips) {
            text = "  verdict   not judged: \(Rule.clips.code) \(Rule.clips.rawValue) is off\n"
        } else if let error = rulings.first(where: { $0.severity == .error }) {
            text = "  verdict   " + paint.red("ERROR") + ": \(error.rule.label) " + at(error) + given(error) + "\n"
            named = error.rule
        } else {
            text =
                "  verdict   " + paint.green("OK") + ": nothing is cut at \(sizes) size" + (sizes == 1 ? "" : "s")
                + "\n"
        }
        let faint = NumberText.plain(audit.settings.options.faintInk(on: audit.settings.platform))
        // Each other rule, but the collisions of a face that also clips (errors both, said by the verdict).
        for ruling in rulings where ruling.rule != named && !(ruling.rule == .collides && named == .clips) {
            let noun = ruling.items == 1 ? "item" : "items"
            switch ruling.rule {
            case .sideOverhang:
                text += labelled(
                    ruling.severity.rawValue,
                    "\(ruling.items) \(noun) " + at(ruling) + " overhang a side of a view as wide as its text "
                        + "(cut only where the view hugs its text and the item stands first or last: --width hug)",
                    width: width)
            case .faintInk:
                text += labelled(
                    ruling.severity.rawValue,
                    "\(ruling.items) \(noun) " + at(ruling) + " reach at most \(faint) device px past an edge: "
                        + "faint, not seen cut (--faint-ink)", width: width)
            case .sideRoom:
                text += labelled(
                    ruling.severity.rawValue,
                    "\(ruling.items) \(noun) " + at(ruling) + " overhang a side of their text, in a view wider than it",
                    width: width)
            default:
                text += labelled(ruling.severity.rawValue, "\(ruling.rule.label) " + at(ruling), width: width)
            }
        }
        if rulings.contains(where: { $0.severity != .error }) && audit.results.contains(where: { !$0.clipped.isEmpty })
        {
            text += labelled("", "(in brackets: ink past an edge that is not cut there)", width: width)
        }
        // A verdict with rules turned off says so: what it does not judge is not judged OK.
        if let off = rulesOff(audit.settings.rules) { text += labelled("rules off", off, width: width) }
        if let given = severitiesGiven(audit.settings.rules) { text += labelled("severity", given, width: width) }
        return text + "\n"
    }

    /// The audits in report order: a platform's text sizes (`--content-size`, `--font-scale`)
    /// worst first, by the furthest ink past an edge in device pixels; everything else as run.
    public static func worstTextSizeFirst(_ audits: [FontAudit]) -> [FontAudit] {
        func worst(_ audit: FontAudit) -> Double {
            let pixels = audit.settings.platform.pixelsPerUnit(
                scale: audit.settings.scale, options: audit.settings.options)
            let overflows = audit.results.map { result in Edge.allCases.map { result.overflow[$0] }.max() ?? 0 }
            return (overflows.max() ?? 0) * pixels
        }
        var ordered: [FontAudit] = []
        var index = 0
        while index < audits.count {
            var end = index + 1
            if audits[index].settings.textSize != nil {
                while end < audits.count, audits[end].settings.textSize != nil,
                    audits[end].settings.platform == audits[index].settings.platform
                {
                    end += 1
                }
            }
            ordered += audits[index..<end].enumerated().sorted {
                (-worst($0.element), $0.offset) < (-worst($1.element), $1.offset)
            }.map(\.element)
            index = end
        }
        return ordered
    }

    /// Android, Compose, web, Flutter and Windows GDI: one row per size with the advice in the
    /// platform's own terms.
    private static func platformSection(
        _ audit: FontAudit, strings: [MeasuredString]?, paint: Paint, width: TextWidth
    ) -> String {
        let settings = audit.settings
        let platform = settings.platform
        var text = labelled(platform.rawValue, platformDescription(settings), width: width) + "\n"
        let sides = audit.clipsAtSides
        var rows = [measuredHeader(sides) + ["fix"]]
        for result in audit.results {
            rows.append(measuredCells(result, strings, sides: sides) + [result.fixText])
        }
        text += table(rows, rightAligned: [0, 1, 2], fit: worstFit(width, optional: [1] + (sides ? [6, 5] : []))) {
            row, column, cell in
            guard row > 0 else { return paint.dim(cell) }
            if column == 2 { return cell.trimmingSpaces == "0" ? paint.green(cell) : paint.red(cell) }
            return cell
        }
        text += "\n  unit      \(platform.unit)\n"
        return text + verdictLine(audit, paint: paint, width: width)
    }

    /// ", in a view 16 pt tall (the line centred)" when the view's height is fixed.
    private static func viewHeightLabel(_ settings: AuditSettings) -> String {
        guard let height = settings.viewHeight else { return "" }
        return ", in a view \(NumberText.plain(height)) \(settings.platform.unit) tall"
            + (settings.platform.centresLineInFixedHeight || settings.centredInHeight
                ? " (the line centred in it)" : " (the line at its top)")
    }

    private static func platformDescription(_ settings: AuditSettings) -> String {
        settings.platform.viewDescription(settings) + viewHeightLabel(settings) + overflowLabel(settings)
            + textSizeLabel(settings)
    }

    /// ", overflow: visible (nothing cuts) (assumed; --overflow hidden checks it under a clip)":
    /// whether the view cuts, where that is a choice (a CSS box, a Compose or Flutter Text) or was
    /// given, and that it was assumed when nothing said so.
    static func overflowLabel(_ settings: AuditSettings) -> String {
        let platform = settings.platform
        guard settings.overflow != nil || platform.defaultOverflow == .visible else { return "" }
        let cut = settings.cutsOverflow
        let padding =
            settings.padding == .zero
            ? ""
            : ", padding \(NumberText.plain(settings.padding.top)) / "
                + "\(NumberText.plain(settings.padding.bottom)) \(platform.unit)"
        return ", " + platform.overflowDescription(cut) + padding
            + (settings.overflow == nil ? " (assumed; --overflow hidden checks it under a clip)" : "")
    }

    /// ", at Dynamic Type AX5 (body curve), declared 17 pt": the size column is the size drawn.
    private static func textSizeLabel(_ settings: AuditSettings) -> String {
        guard let textSize = settings.textSize, let declared = settings.declaredSizes else { return "" }
        return ", at \(textSize.description), declared "
            + declared.map(NumberText.plain).joined(separator: ", ") + " \(settings.platform.unit)"
    }

    /// `--summary`: one line per face and platform (`summaryRows`), aligned, the faces worst first
    /// (cut, then colliding, then with warnings, notes, none; in the order given within each). The
    /// face is never shortened; past the width, the worst cuts wrap under themselves.
    public static func summaryTable(_ rows: [[String]], width: TextWidth = .standard) -> String {
        let wide = width.columns == nil
        // The folder every face is in is said once, above the table.
        let files = rows.map { $0[1] }.filter { !$0.isEmpty }
        var folder = files.first.map { Paths.folder($0) + "/" } ?? ""
        while !folder.isEmpty, !files.allSatisfy({ $0.hasPrefix(folder) }) {
            folder = Paths.folder(String(folder.dropLast())) + "/"
            if folder == "/" { folder = "" }
        }
        var faces: [[[String]]] = []
        for row in rows where row.count == 5 {
            var row = row
            if !wide, folder.count > 1, row[1].hasPrefix(folder) { row[1] = String(row[1].dropFirst(folder.count)) }
            if row[1].isEmpty, !faces.isEmpty { faces[faces.count - 1].append(row) } else { faces.append([row]) }
        }
        func rank(_ face: [[String]]) -> Int {
            face.map { row in ["CLIPS", "COLLIDES", "error", "warning", "note"].firstIndex(of: row[0]) ?? 5 }.min() ?? 5
        }
        let ordered = faces.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
        let heading = wide || folder.count < 2 ? "" : "  faces in " + Escape.terminal(folder) + "\n"
        let head = [
            "verdict", "face", "platform", "gutter top/bottom" + (wide ? " (left/right)" : "") + ", min-max",
            wide ? "worst" : "worst cut",
        ]
        let sorted = ordered.flatMap(\.element)
        guard !wide else {
            return heading
                + table([head] + sorted.map { [$0[0], $0[1], $0[2], $0[4], $0[3]] }, rightAligned: [], fit: .wide) {
                    _, _, cell in cell
                }
        }
        // Each face on a line of its own above its platforms' rows, so that no name is shortened.
        var fit = TableFit.terminal(width)
        for (index, row) in sorted.enumerated() where !row[1].isEmpty { fit.headings[index + 1] = row[1] }
        return heading
            + table(
                [head.filter { $0 != "face" }] + sorted.map { [$0[0], $0[2], $0[4], $0[3]] }, rightAligned: [], fit: fit
            ) { _, _, cell in cell }
    }

    /// `--format markdown` of audit, for a CI page (`$GITHUB_STEP_SUMMARY`): the totals, then the
    /// `--summary` rows that fail (at most `limit`, each with its face), then the inputs that could
    /// not be read; every name escaped for a Markdown cell.
    public static func markdownSummary(
        _ rows: [[String]], totals: String, problems: [Finding], limit: Int = 25
    ) -> String {
        let cell = Escape.markdownCell
        var text = "### inkbox: \(cell(totals))\n\n"
        var face = ""
        var failing: [[String]] = []
        for row in rows where row.count == 5 {
            if !row[1].isEmpty { face = row[1] }
            if row[0] == "CLIPS" || row[0] == "COLLIDES" { failing.append([row[0], face] + row[2...]) }
        }
        if failing.isEmpty {
            text += "Nothing is cut.\n"
        } else {
            text += "| verdict | face | platform | worst cut | gutter top / bottom |\n|---|---|---|---|---|\n"
            for row in failing.prefix(limit) { text += "| " + row.map(cell).joined(separator: " | ") + " |\n" }
            if failing.count > limit { text += "\nand \(failing.count - limit) more.\n" }
        }
        for problem in problems where problem.level == .error {
            text += "\n- \(cell(problem.file ?? "")): \(cell(problem.message))"
        }
        return text + (problems.contains { $0.level == .error } ? "\n" : "")
    }

    /// One face's `--summary` rows: per platform its verdict, the worst item past each edge (over
    /// every size, with its size; only where it is cut unless `wide`) and the range of gutters
    /// over the sizes (the sides' too when `wide`).
    public static func summaryRows(_ outcome: FaceAudit, wide: Bool = false) -> [[String]] {
        var rows: [[String]] = []
        for (index, audit) in outcome.audits.enumerated() {
            let verdict = verdictWord(audit, paint: Paint(enabled: false))
            var worst: [String] = []
            for edge in Edge.allCases {
                let candidates = audit.results.compactMap { result in
                    result.worstClipped(edge).map { (result.pointSize, $0) }
                }
                guard let (size, item) = candidates.max(by: { $0.1[edge] < $1.1[edge] }),
                    wide || audit.settings.judgement.severity(of: item, at: edge) == .error
                else { continue }
                worst.append(
                    name(item, outcome.strings, at: edge)
                        + " +\(NumberText.two(item[edge])) \(edge.rawValue) @\(NumberText.plain(size))")
            }
            func range(_ edge: Edge) -> String {
                let values = audit.results.map { $0.gutter[edge] }
                let low = values.min() ?? 0
                let high = values.max() ?? 0
                return low == high ? NumberText.two(low) : "\(NumberText.two(low))-\(NumberText.two(high))"
            }
            let gutter =
                "\(range(.top)) / \(range(.bottom))"
                + (wide && audit.clipsAtSides ? " (\(range(.left)) / \(range(.right)))" : "")
                + " \(audit.settings.platform.unit)"
            rows.append([
                verdict, index == 0 ? title(outcome.face) : "", audit.settings.platformLabel,
                worst.isEmpty ? "-" : worst.joined(separator: ", "), gutter,
            ])
        }
        return rows
    }

    /// `--list-clipped`: every clipped item at every size, one line each, with its severity and
    /// rule (an error where it is cut, a warning or note where it is not) and how far it crosses
    /// each edge in the platform's unit (a heading per call: the report writes one table per face,
    /// as the faces come).
    public static func clippedList(_ faces: [FaceAudit]) -> String {
        var rows: [[String]] = [
            ["face", "platform", "size", "severity", "rule", "item", "top", "bottom", "left", "right"]
        ]
        for outcome in faces {
            for audit in outcome.audits {
                for result in audit.results {
                    for item in result.clipped {
                        let label =
                            name(item, outcome.strings, at: item.worstEdge)
                            + (item.item.glyphID.map { " (gid \($0))" } ?? "")
                        rows.append([
                            title(outcome.face), audit.settings.platformLabel, NumberText.plain(result.pointSize),
                            item.severity.rawValue, item.rule.label, label,
                            NumberText.two(item.top), NumberText.two(item.bottom), NumberText.two(item.left),
                            NumberText.two(item.right),
                        ])
                    }
                }
            }
        }
        return table(rows, rightAligned: [2, 6, 7, 8, 9]) { _, _, cell in cell }
    }

    /// A face as reports title it: its file, face index in a collection, and variation.
    public static func title(_ face: FaceInfo) -> String {
        var title = face.file
        if face.faceCount > 1 { title += " (face \(face.faceIndex) of \(face.faceCount))" }
        if let variation = face.variation {
            title += " @ " + variation.map { "\($0.tag)=\(NumberText.shortest($0.value))" }.joined(separator: ",")
        }
        return title
    }

    /// Files a directory search passed over, after the faces: never silent.
    public static func skipped(_ skipped: [SkippedFile]) -> String {
        guard !skipped.isEmpty else { return "" }
        return "\(skipped.count) file\(skipped.count == 1 ? "" : "s") skipped, in whole or in part:\n"
            + skipped.map { "  " + Escape.terminal("\($0.path): \($0.reason)") + "\n" }.joined() + "\n"
    }

    private static func header(_ face: FaceInfo, colour: Bool) -> String {
        let paint = Paint(enabled: colour)
        let instance = face.variation != nil ? face.instanceName.map { " (\($0))" } ?? "" : ""
        return paint.bold(Escape.terminal(title(face) + instance)) + "\n"
    }

    private static func names(_ face: FaceInfo) -> String {
        // A variable font's instance is named by what was measured, not by the default's name-table entries.
        var parts = ["\(face.typographicFamily ?? face.family) \(face.measuredStyle)"]
        if let postScript = face.postScriptName { parts.append("PostScript \(postScript)") }
        if let weight = face.measuredWeight { parts.append("weight \(weight)") }
        if face.isItalic { parts.append("italic") }
        return Escape.terminal(parts.joined(separator: " · "))
    }

    /// A character as people read it; invisible ones as U+XXXX, glyphs without one as gid N.
    public static func label(_ character: Unicode.Scalar?, _ glyphID: UInt32) -> String {
        guard let character else { return "gid \(glyphID)" }
        if character.properties.isWhitespace || character.properties.generalCategory == .control
            || character.properties.generalCategory == .format
            || character.properties.generalCategory == .nonspacingMark
        {
            return "U+" + hex(character.value)
        }
        return String(character)
    }
}

extension String {
    fileprivate var trimmingSpaces: String { String(filter { $0 != " " }) }
}

public func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
