/// Where a platform cuts ink off around one line of text, in points from the baseline.
public struct LineBox: Sendable, Equatable {
    /// Distance from the baseline up to the top edge of the drawable area.
    public var top: Double
    /// Distance from the baseline down to the bottom edge.
    public var bottom: Double
    /// The line height the platform lays the line out with (before pixel rounding).
    public var lineHeight: Double
    /// The font's ascent and descent as the platform reads them, in points (descent positive).
    public var ascent: Double
    public var descent: Double

    public init(top: Double, bottom: Double, lineHeight: Double, ascent: Double, descent: Double) {
        self.top = top
        self.bottom = bottom
        self.lineHeight = lineHeight
        self.ascent = ascent
        self.descent = descent
    }

    /// The whole drawable height, `top + bottom`.
    public var height: Double { top + bottom }
}
