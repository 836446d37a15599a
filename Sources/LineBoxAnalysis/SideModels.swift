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

/// Android's ink-bounds width (API 35, `TextView.setUseBoundsForWidth` and
/// `setShiftDrawingOffsetForStartOverhang`; docs/line-box-models.md, "Sides of a text view").
public enum AndroidBoundsForWidth: String, CaseIterable, Sendable {
    /// The TextView default: the view is as wide as the advances.
    case off
    /// `useBoundsForWidth`: the width also covers the ink; ink left of the start stays clipped.
    case on
    /// Also `shiftDrawingOffsetForStartOverhang`: the text is drawn shifted right by its start
    /// overhang, so the ink fits at both sides.
    case shift
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
    static func box(_ platform: Platform, _ line: Line, size: Double, unitScale: Double, letterSpacing: Double,
                    grid: PixelGrid, options: PlatformOptions) -> SideBox {
        let spacing = letterSpacing * size
        let clusters = Double(max(line.clusters, 1))
        // Android's Minikin puts half of the spacing before each cluster and half after it
        // (frameworks/minikin `Layout.cpp`, H); the other platforms add it after (M).
        let lead = platform == .android || platform == .compose ? spacing / 2 : 0
        let trail = lead + (clusters - 1) * spacing  // how far the last cluster's ink moves
        let content = line.advance * unitScale + clusters * spacing
        let inkLeft = line.inkXMin * unitScale + lead, inkRight = line.inkXMax * unitScale + trail
        var box: SideBox
        if platform == .android && options.androidBoundsForWidth != .off {
            // The layout's width covers the union of the advances and the ink (Layout
            // `computeDrawingBoundingBox`, API 35); with the shift, the drawing moves right by the
            // start overhang, which puts the view's left side that far left of the pen (M: Android's
            // documentation of both flags).
            let start = min(0, inkLeft)
            let width = grid.ceil(max(content, inkRight) - start)
            box = options.androidBoundsForWidth == .shift ? SideBox(left: start, right: start + width) : SideBox(left: 0, right: width)
        } else {
            // Natural alignment: left-to-right text starts at the left side, right-to-left text
            // ends at the right side, so the rounding's slack falls after the text either way.
            let width = width(platform, content: content, grid: grid)
            box = line.rightToLeft ? SideBox(left: content - width, right: content) : SideBox(left: 0, right: width)
        }
        return SideBox(left: box.left - lead, right: box.right - trail)
    }

    /// The width of a view sized to `content` (the line's advances and spacing), in the platform's unit.
    static func width(_ platform: Platform, content: Double, grid: PixelGrid) -> Double {
        switch platform {
        case .ios, .android, .compose, .reactNativeIOS, .reactNativeAndroid:
            // Rounded up to device pixels (React Native: Yoga rounds a text node up, M). iOS: UILabel's intrinsic width is CoreText's
            // typographic width, which italic angle and ink do not widen (M). Android:
            // `(int) Math.ceil(Layout.getDesiredWidth(...))` (AOSP TextView.onMeasure, H).
            // Compose: `ceil(maxIntrinsicWidth)` (M).
            return grid.ceil(content)
        case .web:
            // A shrink-to-fit box is the advances in layout units (1/64 px, rounded up), and its
            // `overflow: hidden` clip is snapped to device pixels by rounding its right edge
            // (M: measured against headless Chromium by scripts/web-compare --horizontal).
            let layout = (content * 64 - PixelGrid.tolerance).rounded(.up) / 64
            return grid.round(layout)
        case .flutter:
            // TextPainter rounds its width up to a whole logical pixel (M).
            return (content - PixelGrid.tolerance).rounded(.up) + 0
        case .windowsGDI:
            // `DT_CALCRECT` sums GDI's whole-pixel advances; inkbox rounds the line's total
            // (docs/line-box-models.md, "Things nobody has settled").
            return content.rounded()
        }
    }
}
