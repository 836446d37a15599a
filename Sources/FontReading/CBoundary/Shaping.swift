internal import CFreeType
internal import CHarfBuzz
import FontValues

/// How to shape a string: language (BCP 47, e.g. `vi`), OpenType features (`liga=0`, `ss01`).
/// Script and direction are guessed from the text, as `hb-shape` does.
public struct ShapingOptions: Sendable, Equatable {
    public var language: String?
    public var features: [String]
    public init(language: String? = nil, features: [String] = []) {
        self.language = language
        self.features = features
    }
}

/// One shaped glyph: its id, the index of the first character (Unicode scalar) of its cluster,
/// its position and advance, and its exact ink moved to that position, in font units.
public struct ShapedGlyph: Sendable, Equatable {
    public var glyphID: UInt32
    public var cluster: Int
    public var x: Double
    public var y: Double
    public var advance: Double = 0
    public var inkBounds: InkBounds? = nil
}

/// A shaped string: its glyphs and the union of their exact ink bounds moved to their shaped
/// positions (nil when nothing has ink), in font units from the start of the string.
public struct ShapedRun: Sendable, Equatable {
    public var glyphs: [ShapedGlyph]
    public var inkBounds: InkBounds?
    /// The cluster (scalar index) of the glyph reaching highest and lowest, furthest left and right.
    public var highestCluster: Int?
    public var lowestCluster: Int?
    public var leftmostCluster: Int? = nil
    public var rightmostCluster: Int? = nil
    /// The pen's horizontal advance over the whole run, in font units.
    public var advance: Double = 0
    /// HarfBuzz shaped the run right to left (glyphs are in visual order, clusters descending).
    public var rightToLeft = false
}

/// Owns a HarfBuzz font made on the face's own FreeType face (its tables), at the face's
/// variation. One per FontFace; not Sendable, like the face. It holds the FreeType face (and
/// so its library) strongly: HarfBuzz's reference to the FT_Face must not outlive the library.
final class HarfBuzzFont {
    let font: OpaquePointer
    let freeType: FreeTypeFace

    init(face: FreeTypeFace, coordinates: [Double]) {
        freeType = face
        let hbFace = hb_ft_face_create_referenced(face.handle)
        font = hb_font_create(hbFace)
        hb_face_destroy(hbFace)  // the font keeps its own reference
        // hb_font_create scales to units per em: positions come out in font units.
        if !coordinates.isEmpty {
            let values = coordinates.map { Float($0) }
            values.withUnsafeBufferPointer { buffer in
                hb_font_set_var_coords_design(font, buffer.baseAddress, UInt32(buffer.count))
            }
        }
    }

    deinit { hb_font_destroy(font) }
}

@available(*, unavailable)
extension HarfBuzzFont: Sendable {}

extension FontFace {
    /// A glyph's advance width in font units at the face's variation, as HarfBuzz gives it to
    /// shaping (hmtx, with HVAR or phantom-point deltas): the same advance a shaped string adds up.
    public func advance(glyphID: UInt32) -> Double {
        Double(hb_font_get_glyph_h_advance(harfBuzzFont.font, glyphID))
    }

    /// Shapes `text` with HarfBuzz on this face and measures the ink of the shaped run: each
    /// glyph's exact ink bounds moved by its shaped position, united.
    public func shape(_ text: String, options: ShapingOptions = ShapingOptions()) throws(FontReadingError) -> ShapedRun
    {
        let scalars = text.unicodeScalars.map(\.value)
        guard !scalars.isEmpty else { return ShapedRun(glyphs: [], inkBounds: nil) }
        guard let buffer = hb_buffer_create() else { return ShapedRun(glyphs: [], inkBounds: nil) }
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { pointer in
            hb_buffer_add_utf32(
                buffer, pointer.baseAddress, Int32(clamping: pointer.count), 0, Int32(clamping: pointer.count))
        }
        if let language = options.language {
            hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        }
        hb_buffer_guess_segment_properties(buffer)
        var features: [hb_feature_t] = []
        for spec in options.features {
            var feature = hb_feature_t()
            if hb_feature_from_string(spec, -1, &feature) != 0 { features.append(feature) }
        }
        features.withUnsafeBufferPointer { pointer in
            hb_shape(harfBuzzFont.font, buffer, pointer.baseAddress, UInt32(pointer.count))
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else {
            return ShapedRun(glyphs: [], inkBounds: nil)
        }
        var glyphs: [ShapedGlyph] = []
        var penX = 0.0
        var penY = 0.0
        var ink: InkBounds?
        var highest: Int?
        var lowest: Int?
        var leftmost: Int?
        var rightmost: Int?
        for index in 0..<Int(count) {
            let info = infos[index]
            let position = positions[index]
            var glyph = ShapedGlyph(
                glyphID: info.codepoint, cluster: Int(info.cluster),
                x: penX + Double(position.x_offset), y: penY + Double(position.y_offset),
                advance: Double(position.x_advance))
            penX += Double(position.x_advance)
            penY += Double(position.y_advance)
            let cached: InkBounds?
            if let known = shapedInk[glyph.glyphID] {
                cached = known
            } else {
                cached = try inkBounds(glyphID: glyph.glyphID)
                shapedInk[glyph.glyphID] = .some(cached)
            }
            glyph.inkBounds = cached?.moved(dx: glyph.x, dy: glyph.y)
            glyphs.append(glyph)
            guard let moved = glyph.inkBounds else { continue }
            if moved.yMax > ink?.yMax ?? -.infinity { highest = glyph.cluster }
            if moved.yMin < ink?.yMin ?? .infinity { lowest = glyph.cluster }
            if moved.xMin < ink?.xMin ?? .infinity { leftmost = glyph.cluster }
            if moved.xMax > ink?.xMax ?? -.infinity { rightmost = glyph.cluster }
            ink = ink?.union(moved) ?? moved
        }
        return ShapedRun(
            glyphs: glyphs, inkBounds: ink, highestCluster: highest, lowestCluster: lowest, leftmostCluster: leftmost,
            rightmostCluster: rightmost, advance: penX, rightToLeft: hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL
        )
    }
}
