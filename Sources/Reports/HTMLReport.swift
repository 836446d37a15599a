import FontValues
import LineBoxAnalysis
import TextEscaping

/// One audited face, with the outlines of the glyphs the report draws.
public struct ReportFace: Sendable {
    public var face: FaceInfo
    public var metrics: VerticalMetrics
    public var characters: String
    public var missingCount: Int
    public var audits: [FontAudit]
    public var outlines: [AuditItem: GlyphOutline]
    /// What to call an audited item when it is not a glyph: a string, by its index.
    /// The text of each string, by index, in a strings audit.
    public var labels: [Int: String]

    public init(
        face: FaceInfo, metrics: VerticalMetrics, characters: String, missingCount: Int,
        audits: [FontAudit], outlines: [AuditItem: GlyphOutline], labels: [Int: String] = [:]
    ) {
        self.face = face
        self.metrics = metrics
        self.characters = characters
        self.missingCount = missingCount
        self.audits = audits
        self.outlines = outlines
        self.labels = labels
    }

    /// A clipped item's name: its string, its character, or its glyph id.
    func label(_ glyph: ClippedItem) -> String {
        switch glyph.item {
        case .string(let index): return labels[index] ?? "string \(index + 1)"
        case .glyph(let character, let glyphID): return character.map(String.init) ?? "gid \(glyphID)"
        }
    }
}

/// One self-contained HTML page (no scripts, external fonts or images) for `--format html`:
/// a summary sorted by severity, then per font and platform the worst glyphs drawn against the
/// line box and a chart of the gutter each size needs beside `ceil(S/6)`. Everything a font or
/// string contains is escaped. Large audits stay bounded: at most `drawnGlyphs` glyphs are drawn
/// per font and platform; the rest are counted.
public enum HTMLReport {
    public static let drawnGlyphs = FontAudit.drawnItems

    /// The size with the largest overflow and its worst clipped glyphs, most overflow first.
    static func severity(_ result: SizeResult) -> Double { result.overflow.largest }

    /// "clips", "collides", or the gravest finding that is not an error ("warning", "note"), else "ok".
    static func verdict(_ audit: FontAudit) -> String {
        audit.clips ? "clips" : audit.collides ? "collides" : audit.severity?.rawValue ?? "ok"
    }

    /// The report of `faces`, the inputs that could not be read, and the family checks' findings
    /// (after the face by platform matrix).
    public static func audit(
        _ faces: [ReportFace], errors: [String], families: [FamilyFinding] = [], version: String
    ) -> String {
        var html = header("inkbox audit report")
        let clipping = faces.filter { $0.audits.contains(where: \.fails) }.count
        html +=
            "<h1>inkbox audit</h1>\n<p class=\"lead\">\(faces.count) face\(faces.count == 1 ? "" : "s"): "
            + "<strong class=\"\(clipping > 0 ? "bad" : "good")\">\(clipping) cut</strong>, \(faces.count - clipping) with nothing cut"
            + (errors.isEmpty ? "" : ", <strong class=\"bad\">\(errors.count) unreadable</strong>") + ".</p>\n"
        if !errors.isEmpty {
            html += "<ul class=\"errors\">" + errors.map { "<li>\(Escape.htmlText($0))</li>" }.joined() + "</ul>\n"
        }
        if faces.count > 1 { html += matrix(faces) }
        if !families.isEmpty {
            html +=
                "<h2>Family checks</h2>\n<ul class=\"family\">"
                + families.map {
                    "<li><strong>\($0.severity.rawValue)</strong> <code>\($0.rule.rawValue)</code> "
                        + "\(Escape.htmlText($0.family)): \(Escape.htmlText($0.message))</li>"
                }.joined() + "</ul>\n"
        }
        var rows: [(Double, String)] = []
        for (index, face) in faces.enumerated() {
            for audit in face.audits {
                let worstResult = audit.results.max { severity($0) < severity($1) }
                let worst = worstResult.map(severity) ?? 0
                let clippedSizes = audit.results.filter { !$0.cut.isEmpty || !$0.collisions.isEmpty }.count
                let unit = audit.settings.platform.unit
                rows.append(
                    (
                        worst,
                        "<tr><td><a href=\"#face-\(index)\">\(Escape.htmlText(name(face.face)))</a></td>"
                            + "<td>\(audit.settings.platformLabel)</td>"
                            + "<td class=\"\(audit.fails ? "bad" : "good")\">\(verdict(audit))</td>"
                            + "<td>\(clippedSizes) of \(audit.results.count)</td>"
                            + "<td>\(number(worst)) \(unit)</td>"
                            + "<td>\(worstGlyphs(worstResult, face))</td></tr>\n"
                    ))
            }
        }
        html +=
            "<h2>Summary</h2>\n<table><thead><tr><th>font</th><th>platform</th><th>verdict</th><th>sizes cut</th>"
            + "<th>largest overflow</th><th>worst glyphs there</th></tr></thead><tbody>\n"
        html += rows.sorted { $0.0 > $1.0 }.map(\.1).joined() + "</tbody></table>\n"
        for (index, face) in faces.enumerated() {
            html += "<section id=\"face-\(index)\"><h2>\(Escape.htmlText(name(face.face)))</h2>\n"
            html +=
                "<p class=\"meta\">\(Escape.htmlText(face.face.file)) · upm \(face.metrics.unitsPerEm) · hhea "
                + "\(face.metrics.hhea.ascender) / \(face.metrics.hhea.descender) · characters \(Escape.htmlText(face.characters))"
                + (face.missingCount > 0 ? " (\(face.missingCount) missing)" : "") + "</p>\n"
            for (auditIndex, audit) in TextReport.worstTextSizeFirst(face.audits).enumerated() {
                html += "<h3>\(audit.settings.platformLabel): \(Escape.htmlText(verdict(audit)))</h3>\n"
                for ruling in audit.rulings where ruling.severity != .error {
                    html +=
                        "<p class=\"meta\">\(ruling.severity.rawValue): \(ruling.items) item\(ruling.items == 1 ? "" : "s") at "
                        + "\(ruling.sizes.count) of \(audit.results.count) sizes. \(Escape.htmlText(ruling.rule.summary))</p>\n"
                }
                html += chart(audit, id: "chart-\(index)-\(auditIndex)")
                if let (result, clipped) = audit.worst(count: drawnGlyphs) {
                    let glyphs = clipped.compactMap { glyph -> PictureGlyph? in
                        guard let outline = face.outlines[glyph.item] else { return nil }
                        return PictureGlyph(
                            label: face.label(glyph), glyphID: glyph.glyphID, outline: outline, sides: glyph.sides)
                    }
                    let setting = PictureSetting(
                        title: "\(name(face.face)) \(number(result.pointSize)) \(audit.settings.platform.unit), "
                            + "\(audit.settings.platformLabel): the \(glyphs.count) worst of \(result.clipped.count) past an edge",
                        unit: audit.settings.platform.unit, pointSize: result.pointSize,
                        unitsPerEm: face.metrics.unitsPerEm,
                        lineBox: result.lineBox, gutter: result.advice.padding, heuristic: result.heuristic?.gutter)
                    html +=
                        "<figure>" + SVGRenderer.svg(glyphs, setting: setting, id: "picture-\(index)-\(auditIndex)")
                        + "<figcaption>Ink outside the box is red; green lines are the gutter that holds it"
                        + (audit.clipsAtSides ? "; dashed blue lines are the sides of a view as wide as each item" : "")
                        + (result.heuristic == nil ? "" : ", orange ones ceil(S/6)")
                        + (result.clipped.count > glyphs.count
                            ? "; \(result.clipped.count - glyphs.count) more glyphs past an edge not drawn" : "")
                        + ".</figcaption></figure>\n"
                } else {
                    html += "<p class=\"good\">No ink crosses an edge at \(audit.results.count) sizes.</p>\n"
                }
                html += sizeTable(audit)
            }
            html += "</section>\n"
        }
        return html + "<footer>inkbox \(Escape.htmlText(version))</footer>\n</body>\n</html>\n"
    }

    /// Several faces at a glance: a row per face (cut ones first, worst first, then those with
    /// warnings), a column per platform, each cell the worst cut in the platform's unit and what
    /// the edges lack in font units of the table the platform reads: the fix `inkbox fix` plans from.
    static func matrix(_ faces: [ReportFace]) -> String {
        var platforms: [String] = []
        for audit in faces.flatMap(\.audits) where !platforms.contains(audit.settings.platformLabel) {
            platforms.append(audit.settings.platformLabel)
        }
        func worst(_ face: ReportFace) -> (rank: Int, cut: Double) {
            let rank = face.audits.contains(where: \.fails) ? 0 : face.audits.contains { $0.severity != nil } ? 1 : 2
            return (rank, face.audits.filter(\.fails).flatMap(\.results).map(severity).max() ?? 0)
        }
        let ordered = faces.enumerated().sorted { one, other in
            let (a, b) = (worst(one.element), worst(other.element))
            return a.rank != b.rank ? a.rank < b.rank : a.cut > b.cut
        }
        var html =
            "<h2>Faces by platform</h2>\n<p class=\"meta\">Each cell: the worst cut at any size, and what the line "
            + "lacks at its top and bottom in font units of the table the platform reads (the room inkbox fix adds "
            + "or moves).</p>\n<table class=\"matrix\"><thead><tr><th>face</th>"
            + platforms.map { "<th>\(Escape.htmlText($0))</th>" }.joined() + "</tr></thead><tbody>\n"
        for (index, face) in ordered {
            html += "<tr><td><a href=\"#face-\(index)\">\(Escape.htmlText(name(face.face)))</a></td>"
            for platform in platforms {
                guard let audit = face.audits.first(where: { $0.settings.platformLabel == platform }) else {
                    html += "<td></td>"
                    continue
                }
                html +=
                    "<td class=\"\(audit.fails ? "bad" : audit.severity == nil ? "good" : "")\">" + cell(audit, face)
                    + "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody></table>\n"
    }

    /// One face and platform: its verdict, worst cut and the room its edges lack in font units.
    private static func cell(_ audit: FontAudit, _ face: ReportFace) -> String {
        let units = Double(face.metrics.unitsPerEm)
        var lack = (top: 0.0, bottom: 0.0)
        for result in audit.results where result.pointSize > 0 && !result.cut.isEmpty {
            lack.top = max(lack.top, (result.overflow.top * units / result.pointSize).rounded(.up))
            lack.bottom = max(lack.bottom, (result.overflow.bottom * units / result.pointSize).rounded(.up))
        }
        let worst = audit.results.map(severity).max() ?? 0
        var text = Escape.htmlText(verdict(audit))
        if audit.fails { text += " \(number(worst)) \(audit.settings.platform.unit)" }
        if lack.top > 0 || lack.bottom > 0 {
            let table = audit.settings.metricsTable(face.metrics).map { "\($0.rawValue) " } ?? ""
            text += "<br/><span class=\"meta\">\(table)+\(number(lack.top)) / +\(number(lack.bottom)) units</span>"
        }
        return text
    }

    /// One token for the check report: its verdict and, when it clips, its worst glyphs drawn.
    public struct TokenEntry: Sendable {
        public var path: String
        public var location: String
        public var platform: String
        public var verdict: String
        public var detail: String
        public var severity: Double
        public var picture: (glyphs: [PictureGlyph], setting: PictureSetting)?

        public init(
            path: String, location: String, platform: String, verdict: String, detail: String, severity: Double,
            picture: (glyphs: [PictureGlyph], setting: PictureSetting)?
        ) {
            self.path = path
            self.location = location
            self.platform = platform
            self.verdict = verdict
            self.detail = detail
            self.severity = severity
            self.picture = picture
        }
    }

    /// The `inkbox check` report: tokens by severity (errors and clips first), then each
    /// clipping token's worst glyphs at its own size and line height.
    public static func check(_ entries: [TokenEntry], summary: String, version: String) -> String {
        func rank(_ entry: TokenEntry) -> Int {
            ["ERROR": 0, "CLIP": 1, "accepted": 2].first { $0.key == entry.verdict }?.value ?? 3
        }
        let ordered = entries.enumerated().sorted {
            (rank($0.element), -$0.element.severity, $0.offset) < (rank($1.element), -$1.element.severity, $1.offset)
        }.map(\.element)
        // The worst `pictureLimit` are drawn, so a scan of thousands of usages stays a page.
        let drawn = Set(ordered.indices.filter { ordered[$0].picture != nil }.prefix(pictureLimit))
        let undrawn = ordered.filter { $0.picture != nil }.count - drawn.count
        var html = header("inkbox check report")
        html += "<h1>inkbox check</h1>\n<p class=\"lead\">\(Escape.htmlText(summary))</p>\n"
        html +=
            "<table><thead><tr><th>verdict</th><th>token</th><th>platform</th><th>where</th><th>detail</th></tr></thead><tbody>\n"
        for (index, entry) in ordered.enumerated() {
            let style = entry.verdict == "ok" ? "good" : (entry.verdict == "accepted" ? "" : "bad")
            let token =
                !drawn.contains(index)
                ? Escape.htmlText(entry.path)
                : "<a href=\"#token-\(index)\">\(Escape.htmlText(entry.path))</a>"
            html +=
                "<tr><td class=\"\(style)\">\(Escape.htmlText(entry.verdict))</td><td>\(token)</td>"
                + "<td>\(Escape.htmlText(entry.platform))</td><td>\(Escape.htmlText(entry.location))</td>"
                + "<td>\(Escape.htmlText(entry.detail))</td></tr>\n"
        }
        html += "</tbody></table>\n"
        for (index, entry) in ordered.enumerated() where drawn.contains(index) {
            guard let picture = entry.picture else { continue }
            html +=
                "<section id=\"token-\(index)\"><h2>\(Escape.htmlText(entry.path)) · \(Escape.htmlText(entry.platform))</h2>\n"
                + "<p class=\"meta\">\(Escape.htmlText(entry.location)) · \(Escape.htmlText(entry.detail))</p>\n"
                + "<figure>" + SVGRenderer.svg(picture.glyphs, setting: picture.setting, id: "token-picture-\(index)")
                + "<figcaption>Ink outside the box is red; green lines are the gutter that holds it.</figcaption></figure></section>\n"
        }
        if undrawn > 0 {
            html += "<p class=\"meta\">\(undrawn) more are not drawn: the worst \(pictureLimit) are.</p>\n"
        }
        return html + "<footer>inkbox \(Escape.htmlText(version))</footer>\n</body>\n</html>\n"
    }

    /// The most pictures one check or scan report draws.
    public static let pictureLimit = 100

    static func header(_ title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(Escape.htmlText(title))</title>
        <style>
        body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; padding: 0 1rem; color: #1b1b1b; }
        h1 { font-size: 1.6rem; } h2 { margin-top: 2.2rem; border-bottom: 1px solid #ddd; } h3 { margin-bottom: .3rem; }
        table { border-collapse: collapse; margin: .6rem 0 1rem; } th, td { padding: .25rem .6rem; border-bottom: 1px solid #eee; text-align: left; }
        th { font-weight: 600; background: #f6f6f6; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
        .bad { color: #c0163f; } .good { color: #1f7a45; } .meta { color: #555; }
        figure { margin: .5rem 0; overflow-x: auto; } figcaption { color: #555; font-size: .9rem; }
        svg.picture, svg.chart { max-width: 100%; height: auto; }
        footer { margin-top: 3rem; color: #777; font-size: .85rem; }
        @media print { body { margin: 0; max-width: none; } section { break-inside: avoid-page; } }
        </style>
        </head>
        <body>

        """
    }

    static func name(_ face: FaceInfo) -> String {
        (face.postScriptName ?? "\(face.family) \(face.style)")
            + (face.faceCount > 1 ? " (face \(face.faceIndex))" : "")
    }

    static func worstGlyphs(_ result: SizeResult?, _ face: ReportFace) -> String {
        guard let result else { return "" }
        let glyphs = result.clipped.sorted { max($0.top, $0.bottom) > max($1.top, $1.bottom) }.prefix(5)
        return glyphs.map { Escape.htmlText(face.label($0)) }.joined(separator: face.labels.isEmpty ? " " : " · ")
            + (glyphs.isEmpty ? "" : " at \(number(result.pointSize))")
    }

    /// Per size: the line box, what clips, the gutter, the fix in the platform's own terms and
    /// unit, and on iOS how ceil(S/6) fares (what it wastes, or by how much it falls short) and
    /// the smallest line height that holds the top.
    static func sizeTable(_ audit: FontAudit) -> String {
        let unit = audit.settings.platform.unit
        let ios = audit.settings.platform.judgesHabit
        let lineHeightFix = ios && audit.results.contains { $0.lineHeightFix.top != nil }
        let sides = audit.clipsAtSides
        var html =
            "<table><thead><tr><th>size</th><th>box top / bottom</th><th>cut (past an edge)</th><th>gutter top / bottom</th>"
            + (sides ? "<th>gutter left / right</th>" : "") + "<th>fix</th>" + (ios ? "<th>ceil(S/6)</th>" : "")
            + (lineHeightFix ? "<th>top fix: line height</th>" : "")
            + "</tr></thead><tbody>\n"
        for result in audit.results {
            html +=
                "<tr><td class=\"num\">\(number(result.pointSize))</td>"
                + "<td class=\"num\">\(number(result.lineBox.top)) / \(number(result.lineBox.bottom)) \(unit)</td>"
                + "<td class=\"num \(result.cut.isEmpty ? "good" : "bad")\">\(result.cut.count) (\(result.clipped.count))</td>"
                + "<td class=\"num\">\(number(result.gutter.top)) / \(number(result.gutter.bottom)) \(unit)</td>"
                + (sides
                    ? "<td class=\"num\">\(number(result.gutter.left)) / \(number(result.gutter.right)) \(unit)</td>"
                    : "")
                + "<td>\(Escape.htmlText(result.fixText))</td>"
            if let h = result.heuristic {
                let verdict =
                    h.isSufficient
                    ? "wastes \(number(h.waste.top)) / \(number(h.waste.bottom)) \(unit)"
                    : "short by \(number(h.shortfall.top)) / \(number(h.shortfall.bottom)) \(unit)"
                html += "<td class=\"\(h.isSufficient ? "" : "bad")\">\(number(h.gutter)) \(unit): \(verdict)</td>"
            }
            if lineHeightFix {
                html +=
                    "<td>"
                    + (result.lineHeightFix.top.map { "\(number($0.lineHeight)) \(unit) (×\(number($0.multiple)))" }
                        ?? "-")
                    + "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody></table>\n"
            + "<p class=\"meta\">Coefficients: top \(NumberText.shortest(audit.coefficients.top)) em, bottom "
            + "\(NumberText.shortest(audit.coefficients.bottom)) em"
            + (sides
                ? ", left \(NumberText.shortest(audit.coefficients.left)) em, right \(NumberText.shortest(audit.coefficients.right)) em "
                : " ")
            + "(the gutter at any size is this times the size, rounded up to device pixels; ceil(S/6) is about 0.1667 em).</p>\n"
    }

    /// Required gutter (top and bottom) against size, with ceil(S/6) on iOS.
    static func chart(_ audit: FontAudit, id: String) -> String {
        let results = audit.results
        guard results.count > 1, let first = results.first, let last = results.last else { return "" }
        let (width, height, left, bottom) = (640.0, 220.0, 48.0, 28.0)
        let maxSize = max(last.pointSize, first.pointSize + 1)
        let minSize = first.pointSize
        let maxValue = max(
            results.map { max($0.gutter.top, $0.gutter.bottom, $0.heuristic?.gutter ?? 0) }.max() ?? 1, 1)
        func x(_ size: Double) -> Double { left + (size - minSize) / (maxSize - minSize) * (width - left - 12) }
        func y(_ value: Double) -> Double { height - bottom - value / maxValue * (height - bottom - 16) }
        func polyline(_ values: [(Double, Double)], colour: String, dash: String?) -> String {
            let points = values.map { "\(SVGRenderer.n(x($0.0))),\(SVGRenderer.n(y($0.1)))" }.joined(separator: " ")
            return "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\""
                + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/>\n"
        }
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" id=\"\(id)\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" "
            + "width=\"\(Int(width))\" height=\"\(Int(height))\" role=\"img\"><title>gutter needed by size</title>\n"
        svg +=
            "<line x1=\"\(left)\" y1=\"\(y(0))\" x2=\"\(width - 12)\" y2=\"\(y(0))\" stroke=\"#999\"/>"
            + "<line x1=\"\(left)\" y1=\"\(y(0))\" x2=\"\(left)\" y2=\"16\" stroke=\"#999\"/>\n"
        svg +=
            "<text x=\"4\" y=\"14\" font-size=\"12\" font-family=\"sans-serif\">\(SVGRenderer.n(maxValue)) \(audit.settings.platform.unit)</text>"
            + "<text x=\"\(left)\" y=\"\(height - 6)\" font-size=\"12\" font-family=\"sans-serif\">\(number(minSize))</text>"
            + "<text x=\"\(width - 40)\" y=\"\(height - 6)\" font-size=\"12\" font-family=\"sans-serif\">\(number(maxSize))</text>\n"
        svg += polyline(results.map { ($0.pointSize, $0.gutter.top) }, colour: "#2e8b57", dash: nil)
        svg += polyline(results.map { ($0.pointSize, $0.gutter.bottom) }, colour: "#3566c8", dash: nil)
        if audit.settings.platform.judgesHabit {
            svg += polyline(results.map { ($0.pointSize, $0.heuristic?.gutter ?? 0) }, colour: "#d9822b", dash: "6 4")
        }
        svg +=
            "<text x=\"\(left + 8)\" y=\"30\" font-size=\"12\" font-family=\"sans-serif\" fill=\"#2e8b57\">top gutter</text>"
            + "<text x=\"\(left + 90)\" y=\"30\" font-size=\"12\" font-family=\"sans-serif\" fill=\"#3566c8\">bottom gutter</text>"
            + (audit.settings.platform.judgesHabit
                ? "<text x=\"\(left + 190)\" y=\"30\" font-size=\"12\" font-family=\"sans-serif\" fill=\"#d9822b\">ceil(S/6)</text>"
                : "")
        return svg + "</svg>\n"
    }

    static func number(_ value: Double) -> String { NumberText.shortest(value, decimals: 2) }
}
