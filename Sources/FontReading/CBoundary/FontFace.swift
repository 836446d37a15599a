internal import CFreeType
import FontValues
import Foundation

/// One face of a font file, opened through FreeType, at one point of its design space.
///
/// It owns its own FreeType library (FreeType is not thread-safe per library), so it is
/// deliberately not Sendable: measure one font per task and pass the Sendable results on.
public final class FontFace {
    /// Who the face is: names, weight, axes, named instances, the variation measured.
    public let info: FaceInfo
    /// Raw hhea, OS/2 and head metrics, with metric variations (MVAR) applied where FreeType
    /// applies them for the chosen instance.
    public let metrics: VerticalMetrics

    let face: FreeTypeFace
    let path: String
    /// Exact ink bounds by glyph id, kept while shaping strings reuses the same glyphs.
    var shapedInk: [UInt32: InkBounds?] = [:]
    /// Hinted ink bounds by pixel size and hinting, and glyph id, kept while strings reuse the
    /// same glyphs.
    var hintedInk: [HintedSize: [UInt32: InkBounds?]] = [:]
    /// Whether the face draws each character looked up past its cmap (`draws`): through its
    /// canonical decomposition, found once a character.
    var drawnDecomposed: [Unicode.Scalar: Bool] = [:]
    /// HarfBuzz on the same FreeType face, made the first time a string is shaped.
    lazy var harfBuzzFont = HarfBuzzFont(face: face, coordinates: info.variation?.map(\.value) ?? [])

    /// The faces of the file at `path` to measure (`FaceList`): each distinct face once, at most
    /// `faceLimit` of them.
    public static func distinctFaces(atPath path: String) throws(FontReadingError) -> FaceList {
        var list = FontFileStructure.distinctFaces(path, count: try faceCount(atPath: path))
        if list.faces.count > faceLimit {
            list.overLimit = list.faces.count - faceLimit
            list.faces.removeLast(list.overLimit)
        }
        return list
    }

    /// The most distinct faces measured in one file (1,000): many times the largest collections
    /// published (a "super TTC" of every weight, slope and width of a family holds a few hundred),
    /// so that a small file that claims thousands of faces sharing one set of tables costs seconds.
    public static let faceLimit = 1_000

    /// How many faces a font file holds: 1 for a single font, N for a collection. A file whose
    /// header says it holds one font is not opened here (opening a WOFF2 font decodes all of it):
    /// opening its face says what else is wrong with it, with the same error.
    public static func faceCount(atPath path: String) throws(FontReadingError) -> Int {
        try checkReadableFile(path)
        if try FontFileStructure.check(path) == 1 { return 1 }
        let library = try wrap(path) { () throws(FreeTypeError) in try FreeTypeLibrary() }
        let face = try openFace(library: library, path: path, index: 0)
        return max(face.faceCount, 1)
    }

    /// Opens face `faceIndex` of the font at `path` and sets its variation.
    ///
    /// Missing files, directories, empty files, files that are not fonts, corrupt or truncated
    /// fonts, out-of-range face indices, bitmap-only faces and unknown instances or axes are
    /// errors that name the file; nothing in the file can crash this.
    public init(path: String, faceIndex: Int = 0, variation: VariationRequest = .defaultInstance)
        throws(FontReadingError)
    {
        try checkReadableFile(path)
        _ = try FontFileStructure.check(path, face: faceIndex)
        let library = try wrap(path) { () throws(FreeTypeError) in try FreeTypeLibrary() }
        var face = try openFace(library: library, path: path, index: 0)
        let faceCount = max(face.faceCount, 1)
        guard faceIndex >= 0, faceIndex < faceCount else {
            throw .faceIndexOutOfRange(path: path, index: faceIndex, faceCount: faceCount)
        }
        if faceIndex > 0 { face = try openFace(library: library, path: path, index: faceIndex) }
        guard face.isScalable else { throw .bitmapOnly(path: path) }
        guard face.isSFNT else { throw .missingTable(path: path, table: "hhea (not an OpenType or TrueType font)") }
        try FontFileStructure.checkTables(
            path: path, table: { sfntTable(face, $0, limit: $1) }, length: { sfntTableLength(face, $0) },
            glyphTables: FontFileStructure.hasPlainGlyphTables(path))
        guard face.handle.pointee.num_charmaps > 0 else {
            throw .invalidTable(path: path, reason: "no cmap subtable FreeType can read: no character maps to a glyph")
        }

        let names = NameTable(face: face)
        let design = try applyVariation(variation, to: face, names: names, path: path)
        self.metrics = try readVerticalMetrics(face: face, path: path)
        let os2 = FT_Get_Sfnt_Table(face.handle, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
        let head = FT_Get_Sfnt_Table(face.handle, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee
        let italicFromOS2 = os2.map { $0.fsSelection & 1 != 0 }
        let italicFromHead = head.map { $0.Mac_Style & 2 != 0 } ?? false
        let familyFallback = face.handle.pointee.family_name.map { String(cString: $0) } ?? ""
        let styleFallback = face.handle.pointee.style_name.map { String(cString: $0) } ?? ""

        self.info = FaceInfo(
            file: path,
            faceIndex: faceIndex,
            faceCount: faceCount,
            family: names[TT_NAME_ID_FONT_FAMILY] ?? familyFallback,
            style: names[TT_NAME_ID_FONT_SUBFAMILY] ?? styleFallback,
            postScriptName: FT_Get_Postscript_Name(face.handle).map { String(cString: $0) },
            typographicFamily: names[TT_NAME_ID_TYPOGRAPHIC_FAMILY],
            typographicSubfamily: names[TT_NAME_ID_TYPOGRAPHIC_SUBFAMILY],
            weightClass: os2.map { Int($0.usWeightClass) },
            isItalic: italicFromOS2 ?? italicFromHead,
            glyphCount: face.glyphCount,
            axes: design.axes,
            namedInstances: design.instances,
            variation: design.current)
        self.face = face
        self.path = path
    }

    /// The number of glyphs (maxp.numGlyphs).
    public var glyphCount: Int { info.glyphCount }

    /// The glyph the face's Unicode cmap maps `character` to; nil when it maps none.
    public func glyphID(for character: Unicode.Scalar) -> UInt32? {
        let glyph = FT_Get_Char_Index(face.handle, FT_ULong(character.value))
        return glyph == 0 ? nil : UInt32(glyph)
    }

    /// Every character the selected cmap maps, in code point order, with its glyph.
    public func mappedCharacters() -> [(character: Unicode.Scalar, glyphID: UInt32)] {
        guard face.handle.pointee.charmap != nil else { return [] }
        var result: [(character: Unicode.Scalar, glyphID: UInt32)] = []
        var glyph: FT_UInt = 0
        var code = FT_Get_First_Char(face.handle, &glyph)
        while glyph != 0 {
            if code <= FT_ULong(UInt32.max), let scalar = Unicode.Scalar(UInt32(code)) {
                result.append((scalar, UInt32(glyph)))
            }
            let next = FT_Get_Next_Char(face.handle, code, &glyph)
            if next <= code { break }  // a broken cmap must not loop forever
            code = next
        }
        return result
    }
}

@available(*, unavailable)
extension FontFace: Sendable {}

/// The faces of one file to measure: each distinct face once, in order, up to `FontFace.faceLimit`.
public struct FaceList: Sendable {
    public var path: String
    public var faces: [Int]
    /// Faces of a collection that repeat an earlier face's table directory (the same bytes), and
    /// the face each repeats: measured once, as that face.
    public var repeats: [(face: Int, of: Int)] = []
    /// How many distinct faces past `FontFace.faceLimit` are not measured.
    public var overLimit = 0

    /// The error for the faces past the limit, if any: the first `faceLimit` are still measured.
    public var overLimitError: FontReadingError? {
        guard overLimit > 0 else { return nil }
        return .invalidTable(
            path: path,
            reason: "\(faces.count + overLimit) distinct faces, over the limit of \(FontFace.faceLimit): the "
                + "\(overLimit) past it are not measured")
    }
}

/// A pixel size and the hinting glyphs are measured with there: the key of `FontFace.hintedInk`.
struct HintedSize: Hashable {
    var pixelSize: Double
    var hinting: GlyphHinting
}
