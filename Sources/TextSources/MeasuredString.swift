import FontReading

/// A string shaped in one face: the union of its segments' ink (placeholders left out) and
/// the clusters that reach highest and lowest.
public struct MeasuredString: Sendable, Equatable {
    public var string: LocalizedString
    public var inkBounds: InkBounds?
    public var highestCluster: Int?
    public var lowestCluster: Int?

    /// The string with the cluster at `cluster` (a scalar offset) in brackets: `CH[Ỗ]`.
    public func highlighted(_ cluster: Int?) -> String {
        let scalars = Array(string.text.unicodeScalars)
        guard let cluster, cluster < scalars.count else { return string.text }
        var end = cluster + 1
        while end < scalars.count, scalars[end].properties.generalCategory == .nonspacingMark { end += 1 }
        func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        return text(0..<cluster) + "[" + text(cluster..<end) + "]" + text(end..<scalars.count)
    }
}

extension FontFace {
    /// Shapes each string's drawn segments (placeholders out) and measures their ink, laid end
    /// to end.
    public func measureStrings(_ strings: [LocalizedString], features: [String]) throws(FontReadingError) -> [MeasuredString] {
        var measured: [MeasuredString] = []
        for string in strings {
            var penX = 0.0
            var offset = 0
            var ink: InkBounds?
            var highest: Int?, lowest: Int?
            for segment in Placeholders.segments(string.text) {
                let run = try shape(segment, options: ShapingOptions(language: string.language, features: features))
                let start = Self.scalarOffset(of: segment, in: string.text, from: offset)
                if let bounds = run.inkBounds {
                    let moved = InkBounds(xMin: bounds.xMin + penX, yMin: bounds.yMin, xMax: bounds.xMax + penX, yMax: bounds.yMax)
                    if moved.yMax > ink?.yMax ?? -.infinity { highest = run.highestCluster.map { $0 + start } }
                    if moved.yMin < ink?.yMin ?? .infinity { lowest = run.lowestCluster.map { $0 + start } }
                    ink = ink.map {
                        InkBounds(xMin: min($0.xMin, moved.xMin), yMin: min($0.yMin, moved.yMin),
                                  xMax: max($0.xMax, moved.xMax), yMax: max($0.yMax, moved.yMax))
                    } ?? moved
                }
                penX += run.advance
                offset = start + segment.unicodeScalars.count
            }
            measured.append(MeasuredString(string: string, inkBounds: ink, highestCluster: highest, lowestCluster: lowest))
        }
        return measured
    }

    /// Where `segment` starts in `text` (in scalars), searching from `from`.
    static func scalarOffset(of segment: String, in text: String, from: Int) -> Int {
        let haystack = Array(text.unicodeScalars), needle = Array(segment.unicodeScalars)
        guard !needle.isEmpty, needle.count <= haystack.count else { return from }
        for start in from...(haystack.count - needle.count) where Array(haystack[start..<start + needle.count]) == needle {
            return start
        }
        return from
    }
}

extension Array where Element == MeasuredString {
    /// One pseudo-glyph per string (glyph id = its index) with the string's ink, for the auditor.
    public var asGlyphs: GlyphMeasurement {
        GlyphMeasurement(glyphs: enumerated().map {
            MeasuredGlyph(character: nil, glyphID: UInt32($0.offset), inkBounds: $0.element.inkBounds)
        }, missing: [])
    }
}
