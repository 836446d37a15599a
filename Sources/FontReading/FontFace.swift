@_exported import FontValues
import Foundation
internal import CFreeType

/// One face of a font file, opened through FreeType, at one point of its design space.
///
/// It owns its own FreeType library (FreeType is not thread-safe per library), so it is
/// deliberately not Sendable: measure one font per task and pass the Sendable results on.
public final class FontFace {
    /// Who the face is: names, weight, axes, named instances, the variation measured.
    public let description: FaceDescription
    /// Raw hhea, OS/2 and head metrics, with metric variations (MVAR) applied where FreeType
    /// applies them for the chosen instance.
    public let metrics: VerticalMetrics

    private let face: FreeTypeFace
    private let path: String
    /// Exact ink bounds by glyph id, kept while shaping strings reuses the same glyphs.
    var shapedInk: [UInt32: InkBounds?] = [:]
    /// Hinted ink bounds by pixel size and glyph id, kept while strings reuse the same glyphs.
    private var hintedInk: [Double: [UInt32: InkBounds?]] = [:]
    /// HarfBuzz on the same FreeType face, made the first time a string is shaped.
    lazy var harfBuzzFont = HarfBuzzFont(face: face, coordinates: description.variation?.map(\.value) ?? [])

    /// How many faces a font file holds: 1 for a single font, N for a collection.
    public static func faceCount(atPath path: String) throws(FontReadingError) -> Int {
        try checkReadableFile(path)
        _ = try FontFileStructure.check(path)
        let library = try wrap(path) { () throws(FreeTypeError) in try FreeTypeLibrary() }
        let face = try openFace(library: library, path: path, index: 0)
        return max(face.faceCount, 1)
    }

    /// Opens face `faceIndex` of the font at `path` and sets its variation.
    ///
    /// Missing files, directories, empty files, files that are not fonts, corrupt or truncated
    /// fonts, out-of-range face indices, bitmap-only faces and unknown instances or axes are
    /// errors that name the file; nothing in the file can crash this.
    public init(path: String, faceIndex: Int = 0, variation: VariationRequest = .defaultInstance) throws(FontReadingError) {
        try checkReadableFile(path)
        _ = try FontFileStructure.check(path)
        let library = try wrap(path) { () throws(FreeTypeError) in try FreeTypeLibrary() }
        var face = try openFace(library: library, path: path, index: 0)
        let faceCount = max(face.faceCount, 1)
        guard faceIndex >= 0, faceIndex < faceCount else {
            throw .faceIndexOutOfRange(path: path, index: faceIndex, faceCount: faceCount)
        }
        if faceIndex > 0 { face = try openFace(library: library, path: path, index: faceIndex) }
        guard face.isScalable else { throw .bitmapOnly(path: path) }
        guard face.isSFNT else { throw .missingTable(path: path, table: "hhea (not an OpenType or TrueType font)") }
        try FontFileStructure.checkTables(path: path, table: { sfntTable(face, $0) }, length: { sfntTableLength(face, $0) },
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

        self.description = FaceDescription(
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
    public var glyphCount: Int { description.glyphCount }

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

    /// The exact ink bounds of a glyph in font units; nil for a glyph without outline
    /// points (a space). The outline is loaded unscaled and unhinted
    /// (`FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP`) and measured with
    /// `FT_Outline_Get_BBox`, never the control box (freetype `include/freetype/ftbbox.h`).
    public func inkBounds(glyphID: UInt32) throws(FontReadingError) -> InkBounds? {
        try loadOutline(glyphID, flags: FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP, shift: inkSubunitShift)
            .map { InkBounds(xMin: $0.xMin / inkSubunitsPerFontUnit, yMin: $0.yMin / inkSubunitsPerFontUnit,
                             xMax: $0.xMax / inkSubunitsPerFontUnit, yMax: $0.yMax / inkSubunitsPerFontUnit) }
    }

    /// The ink bounds of a glyph as FreeType's light ("slight") hinting draws it at
    /// `pixelSize` pixels per em, which moves vertical extents to the pixel grid at small sizes:
    /// what Skia renders on Linux (`FT_LOAD_TARGET_LIGHT`). Given in font units (the hinted
    /// 26.6 pixel bounds divided by the scale), so the analysis treats both alike.
    public func hintedInkBounds(glyphID: UInt32, pixelSize: Double) throws(FontReadingError) -> InkBounds? {
        guard pixelSize > 0, pixelSize < 10_000, let size = FT_F26Dot6(exactly: (pixelSize * 64).rounded()) else {
            return try inkBounds(glyphID: glyphID)
        }
        do {
            try checkFreeType("FT_Set_Char_Size", FT_Set_Char_Size(face.handle, 0, size, 72, 72))
        } catch {
            throw .glyphLoadFailed(path: path, glyphID: glyphID, reason: "\(error.function): \(error.reason)")
        }
        let unitsPerPixel = Double(metrics.unitsPerEm) / pixelSize / 64
        return try loadOutline(glyphID, flags: FT_LOAD_TARGET_LIGHT_FLAG | FT_LOAD_NO_BITMAP, shift: 0)
            .map { InkBounds(xMin: $0.xMin * unitsPerPixel, yMin: $0.yMin * unitsPerPixel,
                             xMax: $0.xMax * unitsPerPixel, yMax: $0.yMax * unitsPerPixel) }
    }

    /// `hintedInkBounds`, remembered per pixel size and glyph: strings reuse the same glyphs.
    public func cachedHintedInkBounds(glyphID: UInt32, pixelSize: Double) throws(FontReadingError) -> InkBounds? {
        if let known = hintedInk[pixelSize]?[glyphID] { return known }
        let bounds = try hintedInkBounds(glyphID: glyphID, pixelSize: pixelSize)
        hintedInk[pixelSize, default: [:]][glyphID] = .some(bounds)
        return bounds
    }

    /// Loads a glyph's outline with `flags`, shifts its points left by `shift` bits and
    /// returns `FT_Outline_Get_BBox` in the outline's own units; nil without outline points.
    private func loadOutline(_ glyphID: UInt32, flags: Int, shift: FT_Pos) throws(FontReadingError)
        -> (xMin: Double, yMin: Double, xMax: Double, yMax: Double)? {
        do {
            try checkFreeType("FT_Load_Glyph", FT_Load_Glyph(face.handle, FT_UInt(glyphID), FT_Int32(flags)))
        } catch {
            throw .glyphLoadFailed(path: path, glyphID: glyphID, reason: "\(error.function): \(error.reason)")
        }
        guard let slot = face.handle.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
              slot.pointee.outline.n_points > 0,
              let points = slot.pointee.outline.points else { return nil }
        if shift > 0 {
            for index in 0..<Int(slot.pointee.outline.n_points) {
                points[index].x <<= shift
                points[index].y <<= shift
            }
        }
        var box = FT_BBox()
        do {
            try checkFreeType("FT_Outline_Get_BBox", FT_Outline_Get_BBox(&slot.pointee.outline, &box))
        } catch {
            throw .glyphLoadFailed(path: path, glyphID: glyphID, reason: "\(error.function): \(error.reason)")
        }
        return (Double(box.xMin), Double(box.yMin), Double(box.xMax), Double(box.yMax))
    }

    /// Loads a glyph unscaled and unhinted and hands its outline (nil without points) and its
    /// advance in font units to `body`; a nil result is a decomposition failure.
    func withLoadedOutline<T>(_ glyphID: UInt32, _ body: (FT_Outline?, Double) -> T?) throws(FontReadingError) -> T {
        let flags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        do {
            try checkFreeType("FT_Load_Glyph", FT_Load_Glyph(face.handle, FT_UInt(glyphID), flags))
        } catch {
            throw .glyphLoadFailed(path: path, glyphID: glyphID, reason: "\(error.function): \(error.reason)")
        }
        guard let slot = face.handle.pointee.glyph else {
            throw .glyphLoadFailed(path: path, glyphID: glyphID, reason: "no glyph slot")
        }
        let advance = Double(slot.pointee.advance.x)
        let outline = slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE && slot.pointee.outline.n_points > 0
            ? slot.pointee.outline : nil
        guard let result = body(outline, advance) else {
            throw .glyphLoadFailed(path: path, glyphID: glyphID, reason: "FT_Outline_Decompose failed")
        }
        return result
    }

    /// The glyphs measured again with light hinting, for each size at its pixel size
    /// (`AuditSettings.hintedPixelSizes`): what the auditor takes as `hintedGlyphs`.
    public func hintedGlyphs(_ measurement: GlyphMeasurement,
                             pixelSizes: [Double: Double]) throws(FontReadingError) -> [Double: [MeasuredGlyph]] {
        var hinted: [Double: [MeasuredGlyph]] = [:]
        for (size, pixels) in pixelSizes { hinted[size] = try self.hinted(measurement, pixelSize: pixels).glyphs }
        return hinted
    }

    /// The same glyphs measured again with light hinting at `pixelSize` pixels per em.
    public func hinted(_ measurement: GlyphMeasurement, pixelSize: Double) throws(FontReadingError) -> GlyphMeasurement {
        var glyphs = measurement.glyphs
        for index in glyphs.indices {
            glyphs[index].inkBounds = try hintedInkBounds(glyphID: glyphs[index].glyphID, pixelSize: pixelSize)
        }
        return GlyphMeasurement(glyphs: glyphs, missing: measurement.missing)
    }

    /// Looks up and measures the glyphs of a selection. Characters the cmap does not map
    /// are listed in `missing`, never dropped silently; a selection in which no glyph has ink
    /// is an error, so a face that could not be measured never reads as one that fits.
    public func measure(_ selection: GlyphSelection) throws(FontReadingError) -> GlyphMeasurement {
        var glyphs: [MeasuredGlyph] = []
        var missing: [Unicode.Scalar] = []
        switch selection {
        case .characters(let characters):
            var seen = Set<Unicode.Scalar>()
            for character in characters where seen.insert(character).inserted {
                if let glyph = glyphID(for: character) {
                    glyphs.append(MeasuredGlyph(character: character, glyphID: glyph, inkBounds: try inkBounds(glyphID: glyph)))
                } else {
                    missing.append(character)
                }
            }
        case .allMappedCharacters:
            for (character, glyph) in mappedCharacters() {
                glyphs.append(MeasuredGlyph(character: character, glyphID: glyph, inkBounds: try inkBounds(glyphID: glyph)))
            }
        case .allGlyphs:
            glyphs.reserveCapacity(glyphCount)
            for glyph in 0..<UInt32(clamping: glyphCount) {
                glyphs.append(MeasuredGlyph(character: nil, glyphID: glyph, inkBounds: try inkBounds(glyphID: glyph)))
            }
        }
        guard glyphs.contains(where: { $0.inkBounds != nil }) else {
            throw .nothingMeasurable(path: path, asked: glyphs.count + missing.count, missing: missing.count)
        }
        return GlyphMeasurement(glyphs: glyphs, missing: missing)
    }
}

@available(*, unavailable)
extension FontFace: Sendable {}

// MARK: - Opening

private func checkReadableFile(_ path: String) throws(FontReadingError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .fileNotFound(path: path)
    }
    if isDirectory.boolValue { throw .isDirectory(path: path) }
    guard FileManager.default.isReadableFile(atPath: path) else {
        throw .unreadable(path: path, reason: "permission denied")
    }
    // A device, FIFO or socket could block or never end: only regular files are fonts.
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        throw .unreadable(path: path, reason: "not a regular file")
    }
    if status.st_size == 0 { throw .emptyFile(path: path) }
}

private func wrap<T>(_ path: String, _ body: () throws(FreeTypeError) -> T) throws(FontReadingError) -> T {
    do { return try body() } catch { throw .corrupt(path: path, reason: "\(error.function): \(error.reason)") }
}

private func openFace(library: FreeTypeLibrary, path: String, index: Int) throws(FontReadingError) -> FreeTypeFace {
    do {
        return try FreeTypeFace(library: library, path: path, index: index)
    } catch {
        if error.isUnknownFileFormat {
            guard let container = fontSignature(path) else { throw .notAFont(path: path) }
            throw .corrupt(path: path, reason: "starts like \(container) but no FreeType driver can read it")
        }
        if error.isCannotOpenResource { throw .unreadable(path: path, reason: error.reason) }
        throw .corrupt(path: path, reason: "\(error.function): \(error.reason)")
    }
}

/// The container a file's first four bytes announce, to tell a damaged font from a file
/// that is no font at all.
private func fontSignature(_ path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    let bytes = [UInt8](handle.readData(ofLength: 4))
    switch bytes {
    case [0x00, 0x01, 0x00, 0x00], Array("true".utf8): return "a TrueType font"
    case Array("OTTO".utf8): return "an OpenType (CFF) font"
    case Array("ttcf".utf8): return "a font collection"
    case Array("wOFF".utf8): return "a WOFF font"
    case Array("wOF2".utf8): return "a WOFF2 font"
    default: return nil
    }
}

// MARK: - Tables

/// The length of a face's table `tag` as FreeType reads it; nil when the face has none.
private func sfntTableLength(_ face: FreeTypeFace, _ tag: String) -> Int? {
    var length: FT_ULong = 0
    guard FT_Load_Sfnt_Table(face.handle, tableTag(tag), 0, nil, &length) == 0 else { return nil }
    return Int(length)
}

/// The bytes of a face's table `tag`; nil when the face has none.
private func sfntTable(_ face: FreeTypeFace, _ tag: String) -> [UInt8]? {
    guard let length = sfntTableLength(face, tag) else { return nil }
    var bytes = [UInt8](repeating: 0, count: length)
    var read = FT_ULong(length)
    let status = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face.handle, tableTag(tag), 0, $0.baseAddress, &read) }
    return status == 0 ? bytes : nil
}

private func tableTag(_ tag: String) -> FT_ULong {
    tag.utf8.reduce(0) { $0 << 8 | FT_ULong($1) }
}

private func readVerticalMetrics(face: FreeTypeFace, path: String) throws(FontReadingError) -> VerticalMetrics {
    guard let headPointer = FT_Get_Sfnt_Table(face.handle, FT_SFNT_HEAD) else {
        throw .missingTable(path: path, table: "head")
    }
    guard let hheaPointer = FT_Get_Sfnt_Table(face.handle, FT_SFNT_HHEA) else {
        throw .missingTable(path: path, table: "hhea")
    }
    let head = headPointer.assumingMemoryBound(to: TT_Header.self).pointee
    let hhea = hheaPointer.assumingMemoryBound(to: TT_HoriHeader.self).pointee
    guard head.Units_Per_EM > 0 else { throw .invalidTable(path: path, reason: "head.unitsPerEm is 0") }
    // FreeType returns NULL for OS/2 when the table is absent (its version field is 0xFFFF).
    let os2 = FT_Get_Sfnt_Table(face.handle, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
    let hasVersion2 = (os2?.version ?? 0) >= 2

    return VerticalMetrics(
        unitsPerEm: Int(head.Units_Per_EM),
        hhea: .init(ascender: Int(hhea.Ascender), descender: Int(hhea.Descender), lineGap: Int(hhea.Line_Gap)),
        typo: os2.map {
            .init(ascender: Int($0.sTypoAscender), descender: Int($0.sTypoDescender),
                  lineGap: Int($0.sTypoLineGap), useTypoMetrics: $0.fsSelection & (1 << 7) != 0)
        },
        win: os2.map { .init(ascent: Int($0.usWinAscent), descent: Int($0.usWinDescent)) },
        head: .init(xMin: Int(head.xMin), yMin: Int(head.yMin), xMax: Int(head.xMax), yMax: Int(head.yMax)),
        capHeight: hasVersion2 ? os2.map { Int($0.sCapHeight) } : nil,
        xHeight: hasVersion2 ? os2.map { Int($0.sxHeight) } : nil)
}

// MARK: - Variations

private struct DesignSpace {
    var axes: [VariationAxis] = []
    var instances: [NamedInstance] = []
    var current: [AxisValue]?
}

private func applyVariation(_ request: VariationRequest, to face: FreeTypeFace, names: NameTable,
                            path: String) throws(FontReadingError) -> DesignSpace {
    guard face.hasVariations else {
        if request != .defaultInstance { throw .notVariable(path: path) }
        return DesignSpace()
    }
    let mm = try wrap(path) { () throws(FreeTypeError) in try FreeTypeVariationDescription(face: face) }
    let mmVar = mm.handle.pointee
    var space = DesignSpace()
    let axisCount = Int(mmVar.num_axis)
    if let axes = mmVar.axis {
        for index in 0..<axisCount {
            let axis = axes[index]
            let tag = tagString(axis.tag)
            space.axes.append(VariationAxis(
                tag: tag,
                name: names[FT_UShort(clamping: axis.strid)] ?? axis.name.map { String(cString: $0) } ?? tag,
                minimum: doubleFromFixed16(axis.minimum),
                defaultValue: doubleFromFixed16(axis.def),
                maximum: doubleFromFixed16(axis.maximum)))
        }
    }
    if let styles = mmVar.namedstyle {
        for index in 0..<Int(mmVar.num_namedstyles) {
            let style = styles[index]
            var coordinates: [AxisValue] = []
            if let coords = style.coords {
                for axis in 0..<space.axes.count {
                    coordinates.append(AxisValue(tag: space.axes[axis].tag, value: doubleFromFixed16(coords[axis])))
                }
            }
            space.instances.append(NamedInstance(
                name: names[FT_UShort(clamping: style.strid)] ?? "instance \(index + 1)",
                postScriptName: style.psid == 0xFFFF ? nil : names[FT_UShort(clamping: style.psid)],
                coordinates: coordinates))
        }
    }

    switch request {
    case .defaultInstance:
        break
    case .namedInstance(let wanted):
        let key = instanceKey(wanted)
        guard let index = space.instances.firstIndex(where: {
            instanceKey($0.name) == key || $0.postScriptName.map(instanceKey) == key
        }) else {
            throw .unknownInstance(path: path, name: wanted, available: space.instances.map(\.name))
        }
        try wrap(path) { () throws(FreeTypeError) in
            try checkFreeType("FT_Set_Named_Instance", FT_Set_Named_Instance(face.handle, FT_UInt(index + 1)))
        }
    case .axes(let values):
        var coordinates = space.axes.map { fixed16(from: $0.defaultValue) ?? 0 }
        for value in values {
            guard let index = space.axes.firstIndex(where: { $0.tag == value.tag }) else {
                throw .unknownAxis(path: path, tag: value.tag, available: space.axes.map(\.tag))
            }
            let axis = space.axes[index]
            guard value.value >= axis.minimum, value.value <= axis.maximum, let fixed = fixed16(from: value.value) else {
                throw .axisValueOutOfRange(path: path, tag: value.tag, value: value.value,
                                           minimum: axis.minimum, maximum: axis.maximum)
            }
            coordinates[index] = fixed
        }
        try wrap(path) { () throws(FreeTypeError) in
            try coordinates.withUnsafeMutableBufferPointer { (buffer) throws(FreeTypeError) in
                try checkFreeType("FT_Set_Var_Design_Coordinates",
                                  FT_Set_Var_Design_Coordinates(face.handle, FT_UInt(buffer.count), buffer.baseAddress))
            }
        }
    }

    var current = [FT_Fixed](repeating: 0, count: axisCount)
    try wrap(path) { () throws(FreeTypeError) in
        try current.withUnsafeMutableBufferPointer { (buffer) throws(FreeTypeError) in
            try checkFreeType("FT_Get_Var_Design_Coordinates",
                              FT_Get_Var_Design_Coordinates(face.handle, FT_UInt(buffer.count), buffer.baseAddress))
        }
    }
    space.current = zip(space.axes, current).map { AxisValue(tag: $0.tag, value: doubleFromFixed16($1)) }
    return space
}

/// "Semi Bold", "SemiBold" and "semi-bold" all name the same instance.
private func instanceKey(_ name: String) -> String {
    String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
}

private func tagString(_ tag: FT_ULong) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
    return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
}
