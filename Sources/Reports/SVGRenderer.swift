import FontValues
import LineBoxAnalysis
import TextEscaping

/// One glyph to draw: its outline and what to call it.
public struct PictureGlyph: Sendable, Equatable {
    public var label: String
    /// The glyph drawn, or nil for a whole string.
    public var glyphID: UInt32?
    public var outline: GlyphOutline
    /// The sides of a view as wide as the item, when they were audited: drawn, and ink past
    /// them drawn as cut.
    public var sides: SideBox?
    public init(label: String, glyphID: UInt32?, outline: GlyphOutline, sides: SideBox? = nil) {
        self.label = label
        self.glyphID = glyphID
        self.outline = outline
        self.sides = sides
    }
}

/// What a picture shows besides the glyphs: the line box at one size, the gutter that fixes it
/// and, on iOS, the `ceil(S/6)` gutter.
public struct PictureSetting: Sendable, Equatable {
    public var title: String
    public var unit: String
    public var pointSize: Double
    public var unitsPerEm: Int
    public var lineBox: LineBox
    public var gutter: Edges
    public var heuristic: Double?

    public init(
        title: String, unit: String, pointSize: Double, unitsPerEm: Int, lineBox: LineBox, gutter: Edges,
        heuristic: Double?
    ) {
        self.title = title
        self.unit = unit
        self.pointSize = pointSize
        self.unitsPerEm = unitsPerEm
        self.lineBox = lineBox
        self.gutter = gutter
        self.heuristic = heuristic
    }
}

/// Glyph outlines against a platform's line box, as SVG. The picture and the numbers come from
/// the same values: outlines in font units times `pointSize / unitsPerEm`, times 8 picture
/// units per point; the root element states that scale and the baseline in `data-` attributes.
public enum SVGRenderer {
    /// Picture units per point (or dp, or px).
    public static let unitsPerPoint = 8.0

    public static func svg(_ glyphs: [PictureGlyph], setting: PictureSetting, id: String = "inkbox") -> String {
        let k = unitsPerPoint
        let scale = setting.pointSize / Double(max(setting.unitsPerEm, 1)) * k  // picture units per font unit
        let box = setting.lineBox
        let heuristic = setting.heuristic ?? 0
        var inkTop = box.top + max(setting.gutter.top, heuristic)
        var inkBottom = box.bottom + max(setting.gutter.bottom, heuristic)
        for glyph in glyphs {
            for point in points(glyph.outline) {
                inkTop = max(inkTop, point.y * scale / k)
                inkBottom = max(inkBottom, -point.y * scale / k)
            }
        }
        let margin = 2 * k
        let labelWidth = 24 * labelSize / 2 + 3 * k
        let baseline = margin + 4 * k + inkTop * k
        // Each item's origin leaves room for its ink and its sides left of the pen, and the next
        // item starts past this one's ink and sides, so that no item is drawn over another.
        var pen = margin
        var placed: [(PictureGlyph, Double)] = []
        for glyph in glyphs {
            let xs = points(glyph.outline).map(\.x)
            let left = min(xs.min() ?? 0, 0) * scale
            let right = (xs.max() ?? 0) * scale
            let sideLeft = (glyph.sides?.left ?? 0) * k
            let sideRight = (glyph.sides?.right ?? 0) * k
            let origin = pen - min(left, sideLeft, 0)
            placed.append((glyph, origin))
            pen = origin + max(glyph.outline.advance * scale, right, sideRight, 2 * k) + 2 * k
        }
        let width = pen + labelWidth + margin
        let boxTop = baseline - box.top * k
        let boxBottom = baseline + box.bottom * k
        // The rules (baseline, ceil(S/6), gutter) and their labels, at 11 px on the page (the
        // picture is drawn at half its units), each label at least a line below the one above it
        // so that close rules do not print over each other; the picture is tall enough for all.
        var rules: [(y: Double, colour: String, dash: String?, label: String)] = [
            (baseline, "#999999", nil, "baseline")
        ]
        if let habit = setting.heuristic, habit > 0 {
            rules.append((boxTop - habit * k, "#d9822b", "6 4", "ceil(S/6) \(n(habit)) \(setting.unit)"))
            rules.append((boxBottom + habit * k, "#d9822b", "6 4", "ceil(S/6) \(n(habit)) \(setting.unit)"))
        }
        if setting.gutter.top > 0 {
            rules.append(
                (boxTop - setting.gutter.top * k, "#2e8b57", "3 3", "gutter \(n(setting.gutter.top)) \(setting.unit)"))
        }
        if setting.gutter.bottom > 0 {
            rules.append(
                (
                    boxBottom + setting.gutter.bottom * k, "#2e8b57", "3 3",
                    "gutter \(n(setting.gutter.bottom)) \(setting.unit)"
                ))
        }
        var labels: [(y: Double, text: String, colour: String)] = []
        var lastY = -Double.infinity
        for rule in rules.sorted(by: { $0.y < $1.y }) {
            let y = max(rule.y + 8, lastY + labelSize + 2)
            lastY = y
            labels.append((y, rule.label, rule.colour))
        }
        let height = max(baseline + inkBottom * k + margin, lastY + margin / 2)

        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
            + "width=\"\(n(width / 2))\" height=\"\(n(height / 2))\" role=\"img\" class=\"picture\" "
            + "data-units-per-font-unit=\"\(scale)\" data-baseline=\"\(n(baseline))\">\n"
        svg += "<title>\(Escape.htmlText(setting.title))</title>\n"
        svg +=
            "<defs><clipPath id=\"\(id)-outside\"><rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(boxTop))\"/>"
            + "<rect x=\"0\" y=\"\(n(boxBottom))\" width=\"\(n(width))\" height=\"\(n(max(0, height - boxBottom)))\"/></clipPath></defs>\n"
        svg +=
            "<rect class=\"box\" x=\"\(n(margin / 2))\" y=\"\(n(boxTop))\" width=\"\(n(pen - margin / 2))\" "
            + "height=\"\(n(boxBottom - boxTop))\" fill=\"#eef4ff\" stroke=\"#3566c8\" stroke-width=\"1\"/>\n"
        for rule in rules {
            svg += line(rule.y, width: pen, colour: rule.colour, dash: rule.dash)
        }
        for label in labels {
            svg +=
                "<text x=\"\(n(pen + 8))\" y=\"\(n(label.y))\" font-family=\"sans-serif\" font-size=\"\(n(labelSize))\" "
                + "fill=\"\(label.colour)\">\(Escape.htmlText(label.text))</text>\n"
        }
        for (index, (glyph, x)) in placed.enumerated() {
            let d = path(glyph.outline, originX: x, baseline: baseline, scale: scale)
            guard !d.isEmpty else { continue }
            var clip = "\(id)-outside"
            if let sides = glyph.sides {
                // The view's sides: ink left of the left one or right of the right one is cut too.
                let left = x + sides.left * k
                let right = x + sides.right * k
                clip += "-\(index)"
                svg +=
                    "<defs><clipPath id=\"\(clip)\"><rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(boxTop))\"/>"
                    + "<rect x=\"0\" y=\"\(n(boxBottom))\" width=\"\(n(width))\" height=\"\(n(max(0, height - boxBottom)))\"/>"
                    + "<rect x=\"0\" y=\"0\" width=\"\(n(max(0, left)))\" height=\"\(n(height))\"/>"
                    + "<rect x=\"\(n(right))\" y=\"0\" width=\"\(n(max(0, width - right)))\" height=\"\(n(height))\"/></clipPath></defs>\n"
                for side in [left, right] {
                    svg +=
                        "<line class=\"side\" x1=\"\(n(side))\" y1=\"\(n(boxTop))\" x2=\"\(n(side))\" y2=\"\(n(boxBottom))\" "
                        + "stroke=\"#3566c8\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>\n"
                }
            }
            svg +=
                "<path class=\"glyph\" data-char=\"\(Escape.htmlText(glyph.label))\" "
                + (glyph.glyphID.map { "data-glyph-id=\"\($0)\" " } ?? "")
                + "data-origin-x=\"\(n(x))\" d=\"\(d)\" fill=\"#1b1b1b\"/>\n"
            svg += "<path class=\"cut\" d=\"\(d)\" fill=\"#e0245e\" clip-path=\"url(#\(clip))\"/>\n"
        }
        svg +=
            "<text x=\"\(n(margin / 2))\" y=\"\(n(margin + 2 * k))\" font-family=\"sans-serif\" font-size=\"\(n(labelSize + 2))\" "
            + "fill=\"#333333\">\(Escape.htmlText(setting.title))</text>\n"
        return svg + "</svg>\n"
    }

    /// Caption and label text size in picture units: 11 to 12 px on the page.
    static let labelSize = 22.0

    private static func line(_ y: Double, width: Double, colour: String, dash: String?) -> String {
        let dashed = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        return
            "<line x1=\"0\" y1=\"\(n(y))\" x2=\"\(n(width))\" y2=\"\(n(y))\" stroke=\"\(colour)\" stroke-width=\"1.5\"\(dashed)/>\n"
    }

    /// The outline as SVG path data in picture coordinates (y down).
    static func path(_ outline: GlyphOutline, originX: Double, baseline: Double, scale: Double) -> String {
        func x(_ value: Double) -> String { n(originX + value * scale) }
        func y(_ value: Double) -> String { n(baseline - value * scale) }
        var parts: [String] = []
        for (index, command) in outline.commands.enumerated() {
            switch command {
            case .move(let px, let py):
                parts.append((index == 0 ? "" : "Z ") + "M\(x(px)) \(y(py))")
            case .line(let px, let py): parts.append("L\(x(px)) \(y(py))")
            case .quadratic(let cx, let cy, let px, let py): parts.append("Q\(x(cx)) \(y(cy)) \(x(px)) \(y(py))")
            case .cubic(let ax, let ay, let bx, let by, let px, let py):
                parts.append("C\(x(ax)) \(y(ay)) \(x(bx)) \(y(by)) \(x(px)) \(y(py))")
            }
        }
        return parts.isEmpty ? "" : parts.joined(separator: " ") + " Z"
    }

    private static func points(_ outline: GlyphOutline) -> [(x: Double, y: Double)] {
        outline.commands.flatMap { command -> [(x: Double, y: Double)] in
            switch command {
            case .move(let x, let y), .line(let x, let y): return [(x, y)]
            case .quadratic(let cx, let cy, let x, let y): return [(cx, cy), (x, y)]
            case .cubic(let ax, let ay, let bx, let by, let x, let y): return [(ax, ay), (bx, by), (x, y)]
            }
        }
    }

    /// Picture coordinates to 1/1000 unit, without trailing zeros.
    static func n(_ value: Double) -> String { NumberText.shortest(value, decimals: 3) }
}
