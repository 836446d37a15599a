import FontValues
import Foundation

/// A string shaped in one face: the union of its segments' ink (placeholders left out) and
/// the clusters that reach highest and lowest.
public struct MeasuredString: Sendable, Equatable {
    public var string: LocalizedString
    public var inkBounds: InkBounds?
    public var highestCluster: Int?
    public var lowestCluster: Int?
    /// The clusters whose ink reaches furthest left and right.
    public var leftmostCluster: Int?
    public var rightmostCluster: Int?
    /// The drawn text runs right to left (HarfBuzz's direction for its first run): a view
    /// aligns it to its right edge.
    public var rightToLeft = false
    /// Grapheme clusters drawn (placeholders left out): what letter spacing is added to.
    public var clusters = 0
    /// Characters drawn by fallback fonts, by PostScript name (empty when the primary font drew
    /// everything).
    public var fallbacks: [(font: String, characters: String)] = []
    /// The fallback fonts that drew part of the string, as indices into the `fallbacks` passed to
    /// `measureStrings`: the fonts that share its line, for each platform's mixed-font rule.
    public var fallbacksUsed: [Int] = []
    /// Characters no font in the chain maps (drawn as the primary font's .notdef).
    public var missing: String = ""
    /// The string's clusters in logical order with their advances, ink and line-break
    /// opportunities, for wrapping at a width.
    public var layout = TextLayout(pieces: [], rightToLeft: false)
    /// Every glyph drawn, for measuring the string again hinted (`hinted(_:pixelSize:)`) or
    /// drawing it (`outline(_:)`), and the pen's advance over the string, audited font units.
    public var placed: [PlacedGlyph] = []
    public var advance: Double = 0

    public static func == (lhs: MeasuredString, rhs: MeasuredString) -> Bool {
        lhs.string == rhs.string && lhs.inkBounds == rhs.inkBounds && lhs.highestCluster == rhs.highestCluster
            && lhs.lowestCluster == rhs.lowestCluster && lhs.leftmostCluster == rhs.leftmostCluster
            && lhs.rightmostCluster == rhs.rightmostCluster && lhs.advance == rhs.advance && lhs.missing == rhs.missing
            && lhs.fallbacksUsed == rhs.fallbacksUsed
            && lhs.fallbacks.map(\.font) == rhs.fallbacks.map(\.font)
            && lhs.fallbacks.map(\.characters) == rhs.fallbacks.map(\.characters)
    }

    /// The whole string as one outline in the audited font's units, each glyph from its own
    /// font at its shaped position: what pictures draw. `chain` is the audited face and its
    /// fallbacks, as measured; needs `placements`.
    public func outline(_ chain: [FontFace]) throws(FontReadingError) -> GlyphOutline {
        var commands: [GlyphOutline.Command] = []
        for glyph in placed where chain.indices.contains(glyph.font) {
            commands += try chain[glyph.font].outline(glyphID: glyph.glyphID).transformed(
                scale: glyph.scale, dx: glyph.x, dy: glyph.y
            )
            .commands
        }
        return GlyphOutline(commands: commands, advance: advance)
    }

    /// The string as the auditor's item at `index`, with `inkBounds` (exact, or hinted).
    func item(index: Int, inkBounds: InkBounds?) -> MeasuredItem {
        MeasuredItem(
            item: .string(index: index), inkBounds: inkBounds, advance: advance, rightToLeft: rightToLeft,
            clusters: clusters)
    }

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

/// A glyph of a measured string: which font of the chain drew it (0 is the audited face), where
/// its origin sits in the audited face's units, and the factor from its font's units to those.
public struct PlacedGlyph: Sendable, Equatable {
    public var font: Int
    public var glyphID: UInt32
    public var x: Double
    public var y: Double
    public var scale: Double
}

extension FontFace {
    /// Shapes each string's drawn segments (placeholders out) and measures their ink, laid end
    /// to end, in this face's font units. Characters this face does not map are drawn by the
    /// first of `fallbacks` that does (marks stay with their base's font), scaled to this face's
    /// units per em, and named in `fallbacks`. With `layouts`, each string's clusters are kept
    /// for wrapping (`MeasuredString.layout`); with `placements`, its glyphs, for measuring it
    /// hinted or drawing it (`MeasuredString.placed`).
    public func measureStrings(
        _ strings: [LocalizedString], features: [String], fallbacks: [FontFace] = [],
        layouts: Bool = false, placements: Bool = false
    ) throws(FontReadingError) -> [MeasuredString] {
        let chain = [self] + fallbacks
        var measured: [MeasuredString] = []
        for string in strings {
            var penX = 0.0
            var offset = 0
            var ink: InkBounds?
            var highest: Int?
            var lowest: Int?
            var leftmost: Int?
            var rightmost: Int?
            var clusters = 0
            var drawnBy: [Int: String] = [:]
            var missing = ""
            var pieces: [TextPiece] = []
            var placed: [PlacedGlyph] = []
            var rightToLeft: Bool?
            let scalars = layouts ? Array(string.text.unicodeScalars) : []
            for segment in Placeholders.segments(string.text) {
                let start = Self.scalarOffset(of: segment, in: string.text, from: offset)
                // A placeholder between segments is left out; a line may break where it was.
                let afterPlaceholder = start > offset
                clusters += segment.count
                for run in Self.fontRuns(segment, chain: chain) {
                    let face = chain[run.font]
                    let units = Double(metrics.unitsPerEm) / Double(face.metrics.unitsPerEm)
                    let shaped = try face.shape(
                        run.text, options: ShapingOptions(language: string.language, features: features))
                    let runStart = start + run.offset
                    rightToLeft = rightToLeft ?? (shaped.glyphs.isEmpty ? nil : shaped.rightToLeft)
                    if layouts {
                        var runPieces = Self.pieces(shaped, scale: units, start: runStart, scalars: scalars)
                        // Characters no font draws take their .notdef's room but have no ink of their own.
                        if run.unmapped { for index in runPieces.indices { runPieces[index].inkBounds = nil } }
                        if afterPlaceholder, run.offset == 0, !runPieces.isEmpty { runPieces[0].breakBefore = true }
                        pieces += runPieces
                    }
                    if placements && !run.unmapped {
                        placed += shaped.glyphs.map {
                            PlacedGlyph(
                                font: run.font, glyphID: $0.glyphID, x: $0.x * units + penX, y: $0.y * units,
                                scale: units)
                        }
                    }
                    if run.font > 0 { drawnBy[run.font, default: ""] += run.text }
                    if run.unmapped { missing += run.text }
                    // A .notdef box is not the text's ink: characters a font lacks never count.
                    if !run.unmapped, let bounds = shaped.inkBounds {
                        let moved = bounds.moved(dx: penX / units, scale: units)
                        if moved.yMax > ink?.yMax ?? -.infinity {
                            highest = shaped.highestCluster.map { $0 + runStart }
                        }
                        if moved.yMin < ink?.yMin ?? .infinity { lowest = shaped.lowestCluster.map { $0 + runStart } }
                        if moved.xMin < ink?.xMin ?? .infinity {
                            leftmost = shaped.leftmostCluster.map { $0 + runStart }
                        }
                        if moved.xMax > ink?.xMax ?? -.infinity {
                            rightmost = shaped.rightmostCluster.map { $0 + runStart }
                        }
                        ink = ink?.union(moved) ?? moved
                    }
                    penX += shaped.advance * units
                }
                offset = start + segment.unicodeScalars.count
            }
            var result = MeasuredString(string: string, inkBounds: ink, highestCluster: highest, lowestCluster: lowest)
            result.leftmostCluster = leftmost
            result.rightmostCluster = rightmost
            result.rightToLeft = rightToLeft ?? false
            result.clusters = clusters
            result.fallbacks = drawnBy.keys.sorted().map {
                (chain[$0].info.postScriptName ?? chain[$0].info.family, drawnBy[$0] ?? "")
            }
            result.layout = TextLayout(pieces: pieces, rightToLeft: rightToLeft ?? false)
            result.placed = placed
            result.advance = penX
            result.fallbacksUsed = drawnBy.keys.sorted().map { $0 - 1 }
            result.missing = missing
            measured.append(result)
        }
        return measured
    }

    /// Splits text into runs of one font each: a character goes to the first font of the chain
    /// that maps it, or all of its canonical decomposition, which HarfBuzz then draws decomposed
    /// (as Chromium does: measured, IPAex Gothic keeps Ỗ as O + marks); the first font when none
    /// does, flagged unmapped. Marks stay with their base.
    static func fontRuns(_ text: String, chain: [FontFace]) -> [(text: String, font: Int, offset: Int, unmapped: Bool)]
    {
        var runs: [(text: String, font: Int, offset: Int, unmapped: Bool)] = []
        for (index, scalar) in text.unicodeScalars.enumerated() {
            // No ASCII character is a mark: most of an app's text is looked up no further.
            let isMark =
                !scalar.isASCII && [.nonspacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
            var font = 0
            var unmapped = false
            if isMark, let last = runs.last {
                font = last.font
                unmapped = last.unmapped
            } else if let first = chain.firstIndex(where: { $0.draws(scalar) }) {
                font = first
            } else {
                unmapped = !scalar.properties.isWhitespace
            }
            if let last = runs.last, last.font == font, last.unmapped == unmapped {
                runs[runs.count - 1].text.unicodeScalars.append(scalar)
            } else {
                runs.append((String(scalar), font, index, unmapped))
            }
        }
        return runs
    }

    /// A shaped run's clusters in logical order: each cluster's advance and ink relative to its
    /// own pen position, scaled by `scale` to the audited font's units; `start` is the run's
    /// scalar offset in the string.
    static func pieces(_ run: ShapedRun, scale: Double, start: Int, scalars: [Unicode.Scalar]) -> [TextPiece] {
        // Glyphs are in visual order and HarfBuzz keeps a cluster's glyphs together: each
        // cluster's pen starts where its first (leftmost) glyph's does.
        var pieces: [TextPiece] = []
        var pen = 0.0
        var clusterPen = 0.0
        for (index, glyph) in run.glyphs.enumerated() {
            if index > 0, run.glyphs[index - 1].cluster == glyph.cluster, let last = pieces.indices.last {
                pieces[last].advance += glyph.advance * scale
                if let ink = glyph.inkBounds?.moved(dx: -clusterPen, scale: scale) {
                    pieces[last].inkBounds = pieces[last].inkBounds?.union(ink) ?? ink
                }
            } else {
                clusterPen = pen
                let offset = start + glyph.cluster
                pieces.append(
                    TextPiece(
                        offset: offset, advance: glyph.advance * scale,
                        inkBounds: glyph.inkBounds?.moved(dx: -pen, scale: scale),
                        breakBefore: LineBreaks.allowed(before: offset, in: scalars),
                        isSpace: offset < scalars.count && scalars[offset].properties.isWhitespace))
            }
            pen += glyph.advance
        }
        return run.rightToLeft ? pieces.reversed() : pieces  // logical order
    }

    /// Whether this face maps the character, or every character of its canonical decomposition.
    func draws(_ scalar: Unicode.Scalar) -> Bool {
        if glyphID(for: scalar) != nil { return true }
        if let known = drawnDecomposed[scalar] { return known }
        let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
        let drawn = decomposed.count > 1 && decomposed.allSatisfy { glyphID(for: $0) != nil }
        drawnDecomposed[scalar] = drawn
        return drawn
    }

    /// Where `segment` starts in `text` (in scalars), searching from `from`.
    static func scalarOffset(of segment: String, in text: String, from: Int) -> Int {
        let haystack = Array(text.unicodeScalars)
        let needle = Array(segment.unicodeScalars)
        guard !needle.isEmpty, needle.count <= haystack.count else { return from }
        for start in from...(haystack.count - needle.count)
        where Array(haystack[start..<start + needle.count]) == needle {
            return start
        }
        return from
    }
}

extension Array where Element == MeasuredString {
    /// One item per string (`AuditItem.string`, by index) with the string's ink, for the auditor.
    public var asGlyphs: GlyphMeasurement {
        GlyphMeasurement(
            glyphs: enumerated().map { $0.element.item(index: $0.offset, inkBounds: $0.element.inkBounds) }, missing: []
        )
    }

    /// For each string, the fallback fonts drawn on its line (for `Auditor.audit`).
    public var fallbacksUsed: [[Int]] { map(\.fallbacksUsed) }

    /// `hinted(_:pixelSize:)` for each audited size at its pixel size
    /// (`AuditSettings.hintedPixelSizes`): what the auditor takes as `hintedGlyphs`.
    public func hintedGlyphs(_ chain: [FontFace], pixelSizes: [Double: Double], hinting: GlyphHinting)
        throws(FontReadingError) -> [Double: [MeasuredItem]]
    {
        var hinted: [Double: [MeasuredItem]] = [:]
        for (size, pixels) in pixelSizes { hinted[size] = try self.hinted(chain, pixelSize: pixels, hinting: hinting) }
        return hinted
    }

    /// The strings measured again with light hinting at `pixelSize` (each glyph's hinted ink in
    /// its own font, at its shaped position with y on the pixel grid), as string items for the
    /// auditor's `hintedGlyphs`. `chain` is the audited face and its fallbacks, as measured;
    /// needs `placements`.
    public func hinted(_ chain: [FontFace], pixelSize: Double, hinting: GlyphHinting = .light)
        throws(FontReadingError) -> [MeasuredItem]
    {
        var glyphs: [MeasuredItem] = []
        for (index, string) in enumerated() {
            var ink: InkBounds?
            for glyph in string.placed where chain.indices.contains(glyph.font) {
                guard
                    let bounds = try chain[glyph.font].cachedHintedInkBounds(
                        glyphID: glyph.glyphID, pixelSize: pixelSize, hinting: hinting)
                else { continue }
                // Skia draws horizontal text at whole-pixel vertical positions (its glyph
                // positions are rounded in y), so a mark's shaped offset lands on the pixel grid.
                let pixels = pixelSize / Double(chain[0].metrics.unitsPerEm)
                let y = pixels > 0 ? (glyph.y * pixels).rounded() / pixels : glyph.y
                let moved = bounds.moved(scale: glyph.scale).moved(dx: glyph.x, dy: y)
                ink = ink?.union(moved) ?? moved
            }
            glyphs.append(string.item(index: index, inkBounds: ink))
        }
        return glyphs
    }
}
