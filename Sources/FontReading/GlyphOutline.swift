internal import CFreeType

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
        return GlyphOutline(commands: commands.map {
            switch $0 {
            case .move(let px, let py): return .move(x: x(px), y: y(py))
            case .line(let px, let py): return .line(x: x(px), y: y(py))
            case .quadratic(let cx, let cy, let px, let py): return .quadratic(cx: x(cx), cy: y(cy), x: x(px), y: y(py))
            case .cubic(let c1x, let c1y, let c2x, let c2y, let px, let py):
                return .cubic(c1x: x(c1x), c1y: y(c1y), c2x: x(c2x), c2y: y(c2y), x: x(px), y: y(py))
            }
        }, advance: advance * scale)
    }
}

extension FontFace {
    /// The unscaled, unhinted outline of a glyph, decomposed by `FT_Outline_Decompose`, and its
    /// advance. An empty glyph (a space) has no commands.
    public func outline(glyphID: UInt32) throws(FontReadingError) -> GlyphOutline {
        try withLoadedOutline(glyphID) { outline, advance in
            var collector = OutlineCollector()
            guard var shape = outline else { return GlyphOutline(commands: [], advance: advance) }
            var functions = FT_Outline_Funcs(
                move_to: { to, user in
                    guard let to, let user else { return 0 }
                    user.assumingMemoryBound(to: OutlineCollector.self).pointee.add(.move(x: Double(to.pointee.x), y: Double(to.pointee.y)))
                    return 0
                },
                line_to: { to, user in
                    guard let to, let user else { return 0 }
                    user.assumingMemoryBound(to: OutlineCollector.self).pointee.add(.line(x: Double(to.pointee.x), y: Double(to.pointee.y)))
                    return 0
                },
                conic_to: { control, to, user in
                    guard let control, let to, let user else { return 0 }
                    user.assumingMemoryBound(to: OutlineCollector.self).pointee.add(.quadratic(
                        cx: Double(control.pointee.x), cy: Double(control.pointee.y),
                        x: Double(to.pointee.x), y: Double(to.pointee.y)))
                    return 0
                },
                cubic_to: { first, second, to, user in
                    guard let first, let second, let to, let user else { return 0 }
                    user.assumingMemoryBound(to: OutlineCollector.self).pointee.add(.cubic(
                        c1x: Double(first.pointee.x), c1y: Double(first.pointee.y),
                        c2x: Double(second.pointee.x), c2y: Double(second.pointee.y),
                        x: Double(to.pointee.x), y: Double(to.pointee.y)))
                    return 0
                },
                shift: 0, delta: 0)
            let status = withUnsafeMutablePointer(to: &collector) { pointer in
                FT_Outline_Decompose(&shape, &functions, UnsafeMutableRawPointer(pointer))
            }
            guard status == 0 else { return nil }
            return GlyphOutline(commands: collector.commands, advance: advance)
        }
    }
}

/// Receives FreeType's decomposition callbacks.
private struct OutlineCollector {
    var commands: [GlyphOutline.Command] = []
    mutating func add(_ command: GlyphOutline.Command) { commands.append(command) }
}
