/// How tall a line is asked to be.
public enum LineHeight: Sendable, Equatable {
    /// The platform's natural line height for the font.
    case natural
    /// A fixed line height in points (on iOS: `minimumLineHeight = maximumLineHeight`).
    case fixed(Double)
    /// A multiple of the natural line height (on iOS: `lineHeightMultiple`).
    case multiple(Double)
}
