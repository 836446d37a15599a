import FontValues

/// Which edges of a text view an audit checks (`--edges`).
public enum AuditedEdges: String, CaseIterable, Sendable {
    /// The line box's top and bottom only.
    case vertical
    /// The view's left and right sides only.
    case horizontal
    /// All four.
    case all

    public var vertical: Bool { self != .horizontal }
    public var horizontal: Bool { self != .vertical }
}

/// The sides of a view sized to one line of text, in the platform's unit, as x positions in the
/// frame of the line's outline as measured: 0 is where the pen starts (the left end of the
/// advances), ink at `inkBounds.xMin * unitScale` and `xMax * unitScale`. Letter spacing, which
/// moves the ink rather than the outline, is folded into the sides.
public struct SideBox: Sendable, Equatable {
    public var left: Double
    public var right: Double
}

/// Each platform's width for a view sized to its text, and where the text sits in it
/// (docs/line-box-models.md, "Sides of a text view").
enum SideModels {
    /// One line of text: `advance` its pen advance in font units, `clusters` its grapheme
    /// clusters, `inkXMin` and `inkXMax` its ink.
    struct Line {
        var advance: Double
        var clusters: Int
        var rightToLeft: Bool
        var inkXMin: Double
        var inkXMax: Double
    }

    /// The sides of the line's view. Letter spacing (em, added to every cluster) moves the ink of
    /// the last cluster by every cluster's spacing but its own; the ink reaching furthest left
    /// and right is taken to be the first and last cluster's (exact for glyphs; for strings with
    /// letter spacing, the usual case).
    static func box(
        _ platform: Platform, _ line: Line, size: Double, unitScale: Double, letterSpacing: Double,
        grid: PixelGrid, options: PlatformOptions
    ) -> SideBox {
        let spacing = letterSpacing * size
        let clusters = Double(max(line.clusters, 1))
        // Android's Minikin puts half of the spacing before each cluster and half after it
        // (`PlatformModel.spacingBeforeClusters`).
        let model = platform.model
        let lead = model.spacingBeforeClusters ? spacing / 2 : 0
        let trail = lead + (clusters - 1) * spacing  // how far the last cluster's ink moves
        let content = line.advance * unitScale + clusters * spacing
        let inkLeft = line.inkXMin * unitScale + lead
        let inkRight = line.inkXMax * unitScale + trail
        var box: SideBox
        if let inkBound = model.inkBoundSides(
            content: content, inkLeft: inkLeft, inkRight: inkRight, grid: grid, options: options)
        {
            box = inkBound
        } else {
            // Natural alignment: left-to-right text starts at the left side, right-to-left text
            // ends at the right side, so the rounding's slack falls after the text either way.
            let width = model.width(content: content, grid: grid)
            box = line.rightToLeft ? SideBox(left: content - width, right: content) : SideBox(left: 0, right: width)
        }
        return SideBox(left: box.left - lead, right: box.right - trail)
    }
}
