/// A glyph's outline in font units, y up, as FreeType decomposes it: what pictures draw.
public struct GlyphOutline: Sendable, Equatable {
    public enum Command: Sendable, Equatable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        /// A quadratic Bézier (TrueType): control point, end point.
        case quadratic(cx: Double, cy: Double, x: Double, y: Double)
        /// A cubic Bézier (CFF): two control points, end point.
        case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
    }

    public var commands: [Command]
    /// The horizontal advance in font units (where the next glyph starts).
    public var advance: Double

    public init(commands: [Command], advance: Double) {
        self.commands = commands
        self.advance = advance
    }

    /// Scaled by `scale` about the origin, then moved by `dx`, `dy` (the advance is scaled).
    public func transformed(scale: Double, dx: Double, dy: Double) -> GlyphOutline {
        func x(_ value: Double) -> Double { value * scale + dx }
        func y(_ value: Double) -> Double { value * scale + dy }
        return GlyphOutline(
            commands: commands.map {
                switch $0 {
                case .move(let px, let py): return .move(x: x(px), y: y(py))
                case .line(let px, let py): return .line(x: x(px), y: y(py))
                case .quadratic(let cx, let cy, let px, let py):
                    return .quadratic(cx: x(cx), cy: y(cy), x: x(px), y: y(py))
                case .cubic(let c1x, let c1y, let c2x, let c2y, let px, let py):
                    return .cubic(c1x: x(c1x), c1y: y(c1y), c2x: x(c2x), c2y: y(c2y), x: x(px), y: y(py))
                }
            }, advance: advance * scale)
    }
}
