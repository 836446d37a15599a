internal import CFreeType
import FontValues

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
                    user.assumingMemoryBound(to: OutlineCollector.self).pointee.add(
                        .move(x: Double(to.pointee.x), y: Double(to.pointee.y)))
                    return 0
                },
                line_to: { to, user in
                    guard let to, let user else { return 0 }
                    user.assumingMemoryBound(to: OutlineCollector.self).pointee.add(
                        .line(x: Double(to.pointee.x), y: Double(to.pointee.y)))
                    return 0
                },
                conic_to: { control, to, user in
                    guard let control, let to, let user else { return 0 }
                    user.assumingMemoryBound(to: OutlineCollector.self).pointee.add(
                        .quadratic(
                            cx: Double(control.pointee.x), cy: Double(control.pointee.y),
                            x: Double(to.pointee.x), y: Double(to.pointee.y)))
                    return 0
                },
                cubic_to: { first, second, to, user in
                    guard let first, let second, let to, let user else { return 0 }
                    user.assumingMemoryBound(to: OutlineCollector.self).pointee.add(
                        .cubic(
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
