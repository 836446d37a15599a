import FontValues

/// How tall a line is asked to be.
public enum LineHeight: Sendable, Equatable {
    /// The platform's natural line height for the font.
    case natural
    /// A fixed line height in points (on iOS: `minimumLineHeight = maximumLineHeight`).
    case fixed(Double)
    /// A multiple of the natural line height (on iOS: `lineHeightMultiple`).
    case multiple(Double)
}

extension LineHeight {
    /// "natural line height", "line height 21 pt", "line height x1.5": as reports say it.
    public func label(unit: String) -> String {
        switch self {
        case .natural: return "natural line height"
        case .fixed(let points): return "line height \(NumberText.plain(points)) \(unit)"
        case .multiple(let factor): return "line height x\(NumberText.plain(factor))"
        }
    }
}
