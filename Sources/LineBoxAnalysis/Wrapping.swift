import FontValues

extension TextLayout {
    /// Greedy line breaking at `width` font units, as text views wrap by word: each line takes
    /// pieces until the next one would cross the width, then breaks at the last opportunity on
    /// the line, or before that piece when a single word is wider than the line.
    public func lines(width: Double) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while start < pieces.count {
            var x = 0.0
            var lastBreak: Int?
            var end = start
            while end < pieces.count {
                let piece = pieces[end]
                if end > start && piece.breakBefore { lastBreak = end }
                if end > start && !piece.isSpace && x + piece.advance > width + PixelGrid.tolerance {
                    end = lastBreak ?? end
                    break
                }
                x += piece.advance
                end += 1
            }
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// Each piece's ink placed on its line: x from the line's start edge (the left, or the right
    /// edge at `width` for right-to-left text), y unchanged.
    func placedInk(_ line: Range<Int>, width: Double) -> [(piece: Int, ink: InkBounds)] {
        var placed: [(piece: Int, ink: InkBounds)] = []
        var pen = rightToLeft ? width : 0
        for index in line {
            let piece = pieces[index]
            if rightToLeft { pen -= piece.advance }
            if let ink = piece.inkBounds {
                placed.append(
                    (index, InkBounds(xMin: ink.xMin + pen, yMin: ink.yMin, xMax: ink.xMax + pen, yMax: ink.yMax)))
            }
            if !rightToLeft { pen += piece.advance }
        }
        return placed
    }
}

/// A string wrapped at one size: its lines, the ink that can clip (the first line's top and the
/// last line's bottom), and the worst collision between consecutive lines.
struct WrappedText {
    var lineCount: Int
    /// Highest ink of the first line and lowest of the last, font units, with their clusters.
    var top: (y: Double, offset: Int)?
    var bottom: (y: Double, offset: Int)?
    /// The ink reaching furthest left and right on any drawn line, font units from the left of
    /// the wrap width (each line at its own alignment), with their clusters.
    var left: (x: Double, offset: Int)?
    var right: (x: Double, offset: Int)?
    /// The deepest overlap between a piece of one line and a piece of the next that share some
    /// horizontal extent, in the platform's unit (positive only).
    var collision: (overlap: Double, line: Int, upper: Int, lower: Int)?

    /// - Parameters: `width` in font units; `maxLines` lines at most are drawn; `pitch` in the
    ///   platform's unit, `unitScale` from font units to it; nil pitch: no collisions.
    init(_ layout: TextLayout, width: Double, maxLines: Int, pitch: Double?, unitScale: Double) {
        let lines = Array(layout.lines(width: width).prefix(max(1, maxLines)))
        lineCount = lines.count
        let placed = lines.map { layout.placedInk($0, width: width) }
        if let first = placed.first {
            for (piece, ink) in first where ink.yMax > top?.y ?? -.infinity {
                top = (ink.yMax, layout.pieces[piece].offset)
            }
        }
        if let last = placed.last {
            for (piece, ink) in last where ink.yMin < bottom?.y ?? .infinity {
                bottom = (ink.yMin, layout.pieces[piece].offset)
            }
        }
        for (piece, ink) in placed.joined() {
            if ink.xMin < left?.x ?? .infinity { left = (ink.xMin, layout.pieces[piece].offset) }
            if ink.xMax > right?.x ?? -.infinity { right = (ink.xMax, layout.pieces[piece].offset) }
        }
        guard let pitch else { return }
        for line in placed.indices.dropLast() {
            // The lower line's pieces by left edge: each upper piece meets only those starting
            // within the widest lower ink to its left, so long lines stay near-linear.
            let lowers = placed[line + 1].sorted { $0.ink.xMin < $1.ink.xMin }
            let widest = lowers.map { $0.ink.xMax - $0.ink.xMin }.max() ?? 0
            for (upperPiece, upper) in placed[line] {
                var low = 0
                var high = lowers.count
                while low < high {
                    let middle = (low + high) / 2
                    if lowers[middle].ink.xMin < upper.xMin - widest { low = middle + 1 } else { high = middle }
                }
                for (lowerPiece, lower) in lowers[low...] {
                    if lower.xMin >= upper.xMax { break }
                    guard lower.xMax > upper.xMin else { continue }
                    let overlap = (lower.yMax - upper.yMin) * unitScale - pitch
                    if overlap > PixelGrid.tolerance && overlap > collision?.overlap ?? 0 {
                        collision = (overlap, line, layout.pieces[upperPiece].offset, layout.pieces[lowerPiece].offset)
                    }
                }
            }
        }
    }
}

extension MeasuredItem {
    /// A wrapped string's ink as far as it can clip: the first line's top, the last line's bottom.
    func clipping(_ text: WrappedText?) -> MeasuredItem {
        var clipping = self
        clipping.inkBounds = inkBounds.flatMap { ink in
            guard let top = text?.top, let bottom = text?.bottom else { return nil }
            return InkBounds(xMin: ink.xMin, yMin: bottom.y, xMax: ink.xMax, yMax: top.y)
        }
        return clipping
    }
}
