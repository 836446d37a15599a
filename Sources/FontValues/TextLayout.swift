/// One cluster of a shaped string, for wrapping it into lines: its advance, its ink, and whether
/// a line may start at it. Font units of the audited font.
public struct TextPiece: Sendable, Equatable {
    /// The cluster's first scalar offset in the string.
    public var offset: Int
    public var advance: Double
    /// The cluster's ink relative to its own pen position, y up (nil for spaces and marks-only
    /// clusters without outlines).
    public var inkBounds: InkBounds?
    /// A line may break before this piece.
    public var breakBefore: Bool
    /// Whitespace hangs at the end of a line: it never pushes a line past the width.
    public var isSpace: Bool

    public init(offset: Int, advance: Double, inkBounds: InkBounds?, breakBefore: Bool, isSpace: Bool) {
        self.offset = offset
        self.advance = advance
        self.inkBounds = inkBounds
        self.breakBefore = breakBefore
        self.isSpace = isSpace
    }
}

/// A shaped string as clusters in logical order, ready to be wrapped at a width.
public struct TextLayout: Sendable, Equatable {
    public var pieces: [TextPiece]
    /// Right-to-left text: lines start at the right edge.
    public var rightToLeft: Bool

    public init(pieces: [TextPiece], rightToLeft: Bool) {
        self.pieces = pieces
        self.rightToLeft = rightToLeft
    }
}
