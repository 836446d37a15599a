internal import CFreeType
import FontValues
import Foundation

extension FontFace {
    /// The exact ink bounds of a glyph in font units; nil for a glyph without outline
    /// points (a space). The outline is loaded unscaled and unhinted
    /// (`FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP`) and measured with
    /// `FT_Outline_Get_BBox`, never the control box (freetype `include/freetype/ftbbox.h`).
    public func inkBounds(glyphID: UInt32) throws(FontReadingError) -> InkBounds? {
        try loadOutline(
            glyphID, flags: FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP, shift: inkSubunitShift
        )
        .map {
            InkBounds(
                xMin: $0.xMin / inkSubunitsPerFontUnit, yMin: $0.yMin / inkSubunitsPerFontUnit,
                xMax: $0.xMax / inkSubunitsPerFontUnit, yMax: $0.yMax / inkSubunitsPerFontUnit)
        }
    }

    /// The ink bounds of a glyph as FreeType's hinter draws it at `pixelSize` pixels per em, which
    /// moves extents to the pixel grid at small sizes: light hinting is what Skia renders on Linux
    /// (`FT_LOAD_TARGET_LIGHT`), full hinting what WebKitGTK renders without desktop font settings
    /// (`FT_LOAD_TARGET_NORMAL`). Given in font units (the hinted 26.6 pixel bounds divided by
    /// the scale), so the analysis treats both alike.
    public func hintedInkBounds(glyphID: UInt32, pixelSize: Double, hinting: GlyphHinting = .light)
        throws(FontReadingError) -> InkBounds?
    {
        guard pixelSize > 0, pixelSize < 10_000, let size = FT_F26Dot6(exactly: (pixelSize * 64).rounded()) else {
            return try inkBounds(glyphID: glyphID)
        }
        do {
            try checkFreeType("FT_Set_Char_Size", FT_Set_Char_Size(face.handle, 0, size, 72, 72))
        } catch {
            throw .glyphLoadFailed(path: path, glyphID: glyphID, reason: "\(error.function): \(error.reason)")
        }
        let unitsPerPixel = Double(metrics.unitsPerEm) / pixelSize / 64
        let target = hinting == .light ? FT_LOAD_TARGET_LIGHT_FLAG : FT_LOAD_TARGET_NORMAL_FLAG
        return try loadOutline(glyphID, flags: target | FT_LOAD_NO_BITMAP, shift: 0)
            .map {
                InkBounds(
                    xMin: $0.xMin * unitsPerPixel, yMin: $0.yMin * unitsPerPixel,
                    xMax: $0.xMax * unitsPerPixel, yMax: $0.yMax * unitsPerPixel)
            }
    }

    /// `hintedInkBounds`, remembered per pixel size and glyph: strings reuse the same glyphs.
    public func cachedHintedInkBounds(glyphID: UInt32, pixelSize: Double, hinting: GlyphHinting)
        throws(FontReadingError) -> InkBounds?
    {
        let key = HintedSize(pixelSize: pixelSize, hinting: hinting)
        if let known = hintedInk[key]?[glyphID] { return known }
        let bounds = try hintedInkBounds(glyphID: glyphID, pixelSize: pixelSize, hinting: hinting)
        hintedInk[key, default: [:]][glyphID] = .some(bounds)
        return bounds
    }

    /// Loads a glyph's outline with `flags`, shifts its points left by `shift` bits and
    /// returns `FT_Outline_Get_BBox` in the outline's own units; nil without outline points.
    func loadOutline(_ glyphID: UInt32, flags: Int, shift: FT_Pos) throws(FontReadingError)
        -> (xMin: Double, yMin: Double, xMax: Double, yMax: Double)?
    {
        do {
            try checkFreeType("FT_Load_Glyph", FT_Load_Glyph(face.handle, FT_UInt(glyphID), FT_Int32(flags)))
        } catch {
            throw .glyphLoadFailed(path: path, glyphID: glyphID, reason: "\(error.function): \(error.reason)")
        }
        guard let slot = face.handle.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
            slot.pointee.outline.n_points > 0,
            let points = slot.pointee.outline.points
        else { return nil }
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
        let outline =
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE && slot.pointee.outline.n_points > 0
            ? slot.pointee.outline : nil
        guard let result = body(outline, advance) else {
            throw .glyphLoadFailed(path: path, glyphID: glyphID, reason: "FT_Outline_Decompose failed")
        }
        return result
    }

    /// The glyphs measured again with `hinting`, for each size at its pixel size
    /// (`AuditSettings.hintedPixelSizes`): what the auditor takes as `hintedGlyphs`.
    public func hintedGlyphs(
        _ measurement: GlyphMeasurement,
        pixelSizes: [Double: Double], hinting: GlyphHinting
    ) throws(FontReadingError) -> [Double: [MeasuredItem]] {
        var hinted: [Double: [MeasuredItem]] = [:]
        for (size, pixels) in pixelSizes {
            hinted[size] = try self.hinted(measurement, pixelSize: pixels, hinting: hinting).glyphs
        }
        return hinted
    }

    /// The same glyphs measured again with `hinting` at `pixelSize` pixels per em.
    public func hinted(_ measurement: GlyphMeasurement, pixelSize: Double, hinting: GlyphHinting = .light)
        throws(FontReadingError) -> GlyphMeasurement
    {
        var glyphs = measurement.glyphs
        for index in glyphs.indices {
            guard let glyphID = glyphs[index].glyphID else { continue }
            glyphs[index].inkBounds = try hintedInkBounds(glyphID: glyphID, pixelSize: pixelSize, hinting: hinting)
        }
        return GlyphMeasurement(glyphs: glyphs, missing: measurement.missing, sets: measurement.sets)
    }

    /// A glyph with its exact ink (from `known` when another face with the same outlines measured
    /// it, else measured and added to `fresh`) and its advance.
    func measuredGlyph(
        _ character: Unicode.Scalar?, _ glyphID: UInt32, known: [UInt32: InkBounds?],
        fresh: inout [UInt32: InkBounds?]
    ) throws(FontReadingError) -> MeasuredItem {
        let ink: InkBounds?
        if let shared = known[glyphID] {
            ink = shared
        } else {
            ink = try inkBounds(glyphID: glyphID)
            fresh[glyphID] = .some(ink)
        }
        return MeasuredItem(character: character, glyphID: glyphID, inkBounds: ink, advance: advance(glyphID: glyphID))
    }

    /// Looks up and measures the glyphs of a selection. Characters the cmap does not map
    /// are listed in `missing`, never dropped silently; a selection in which no glyph has ink
    /// is an error, so a face that could not be measured never reads as one that fits.
    ///
    /// With `workers` above 1, a big selection is split among that many threads, each reading the
    /// font through its own face (a FreeType face serves one thread); the glyphs keep their order.
    /// With `sharedInk`, faces of a collection that share their outline tables share the ink
    /// measured: each glyph once for all of them.
    public func measure(
        _ selection: GlyphSelection, workers: Int = 1,
        sharedInk: SharedInk? = nil
    ) throws(FontReadingError) -> GlyphMeasurement {
        let (wanted, missing, sets) = glyphsToMeasure(selection)
        let sharedKey =
            sharedInk == nil
            ? nil
            : FontFileStructure.outlineTablesKey(path, faceIndex: info.faceIndex).map {
                SharedInk.Key(path: path, tables: $0, variation: (info.variation ?? []).map { "\($0.tag)=\($0.value)" })
            }
        let known = sharedKey.flatMap { sharedInk?.known($0) } ?? [:]
        let chunks = workers > 1 && wanted.count >= 4096 ? workers : 1
        let size = (wanted.count + chunks - 1) / max(chunks, 1)
        let parts = stride(from: 0, to: wanted.count, by: max(size, 1)).map {
            wanted[$0..<min($0 + size, wanted.count)]
        }
        var results = [Result<(glyphs: [MeasuredItem], fresh: [UInt32: InkBounds?]), FontReadingError>](
            repeating: .success(([], [:])), count: parts.count)
        if parts.count <= 1 {
            results = [Self.measureChunk(wanted[...], known: known, on: self)]
        } else {
            let collected = ChunkResults(count: parts.count)
            let (file, faceIndex, variation) = (
                path, info.faceIndex, info.variation.map(VariationRequest.axes) ?? .defaultInstance
            )
            // This face measures the first part, on whichever thread runs it; no other thread
            // touches it meanwhile. Each other part gets a face of its own.
            let this = OneThreadFace(face: self)
            DispatchQueue.concurrentPerform(iterations: parts.count) { index in
                do throws(FontReadingError) {
                    let face =
                        index == 0 ? this.face : try FontFace(path: file, faceIndex: faceIndex, variation: variation)
                    collected.set(index, Self.measureChunk(parts[index], known: known, on: face))
                } catch {
                    collected.set(index, .failure(error))
                }
            }
            results = collected.results
        }
        var glyphs: [MeasuredItem] = []
        glyphs.reserveCapacity(wanted.count)
        var fresh: [UInt32: InkBounds?] = [:]
        for result in results {
            let part = try result.get()
            glyphs += part.glyphs
            fresh.merge(part.fresh) { first, _ in first }
        }
        if let sharedKey { sharedInk?.add(fresh, for: sharedKey) }
        guard glyphs.contains(where: { $0.inkBounds != nil }) else {
            throw .nothingMeasurable(path: path, asked: glyphs.count + missing.count, missing: missing.count)
        }
        return GlyphMeasurement(glyphs: glyphs, missing: missing, sets: sets)
    }

    /// The characters and glyphs a selection names, in order, duplicates removed; the characters
    /// the cmap does not map; and the script sets chosen.
    private func glyphsToMeasure(_ selection: GlyphSelection)
        -> (wanted: [(character: Unicode.Scalar?, glyph: UInt32)], missing: [Unicode.Scalar], sets: [CharacterSetName])
    {
        var wanted: [(character: Unicode.Scalar?, glyph: UInt32)] = []
        var missing: [Unicode.Scalar] = []
        var sets: [CharacterSetName] = []
        func lookUp(_ characters: [Unicode.Scalar]) {
            var seen = Set<Unicode.Scalar>(minimumCapacity: characters.count)
            for character in characters where seen.insert(character).inserted {
                if let glyph = glyphID(for: character) {
                    wanted.append((character, glyph))
                } else {
                    missing.append(character)
                }
            }
        }
        switch selection {
        case .characters(let characters):
            lookUp(characters)
        case .allMappedCharacters:
            wanted = mappedCharacters().map { ($0.character, $0.glyphID) }
        case .scripts(let named):
            let mapped = { (scalar: Unicode.Scalar) in self.glyphID(for: scalar) != nil }
            var chosen = named ?? CharacterSetName.covered(mapped: mapped)
            if chosen.isEmpty { chosen = [.all] }  // a symbol or pictograph font: every character it maps
            sets = chosen
            lookUp(
                chosen == [.all] ? mappedCharacters().map(\.character) : chosen.flatMap { $0.scalars(mapped: mapped) })
        case .capitals(let codes):
            lookUp(LanguageCharacters.shared.characters(codes, capitals: true))
        case .languages(let codes):
            lookUp(LanguageCharacters.shared.characters(codes))
            sets = CharacterSetName.covered { self.glyphID(for: $0) != nil }
        case .allGlyphs:
            wanted = (0..<UInt32(clamping: glyphCount)).map { (nil, $0) }
        }
        return (wanted, missing, sets)
    }

    /// One part of a measurement on `face` (this face, or another opened on the same font for
    /// another thread): each glyph's ink from `known`, else measured and added to `fresh`.
    private static func measureChunk(
        _ part: ArraySlice<(character: Unicode.Scalar?, glyph: UInt32)>, known: [UInt32: InkBounds?],
        on face: FontFace
    ) -> Result<(glyphs: [MeasuredItem], fresh: [UInt32: InkBounds?]), FontReadingError> {
        do throws(FontReadingError) {
            var fresh: [UInt32: InkBounds?] = [:]
            let glyphs = try part.map { (entry) throws(FontReadingError) -> MeasuredItem in
                try face.measuredGlyph(entry.character, entry.glyph, known: known, fresh: &fresh)
            }
            return .success((glyphs, fresh))
        } catch {
            return .failure(error)
        }
    }
}

/// The parts of a measurement split among threads, each set once under a lock.
private final class ChunkResults: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var results: [Result<(glyphs: [MeasuredItem], fresh: [UInt32: InkBounds?]), FontReadingError>]

    init(count: Int) { results = Array(repeating: .success(([], [:])), count: count) }

    func set(_ index: Int, _ result: Result<(glyphs: [MeasuredItem], fresh: [UInt32: InkBounds?]), FontReadingError>) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }
}

/// The characters of each list of languages, or their capitals, worked out once per process
/// (`Exemplars`' union of their sets: every style a scan checks asks for the same languages, each
/// set thousands of characters where an app declares dozens of languages). At most `limit` lists
/// are kept.
private final class LanguageCharacters: @unchecked Sendable {
    static let shared = LanguageCharacters()
    static let limit = 64
    private let lock = NSLock()
    private var known: [Key: [Unicode.Scalar]] = [:]

    private struct Key: Hashable {
        var codes: [String]
        var capitals: Bool
    }

    func characters(_ codes: [String], capitals: Bool = false) -> [Unicode.Scalar] {
        let key = Key(codes: codes, capitals: capitals)
        lock.lock()
        let cached = known[key]
        lock.unlock()
        if let cached { return cached }
        let characters =
            capitals ? Exemplars.capitals(forLanguages: codes) : Exemplars.characters(forLanguages: codes)
        lock.lock()
        if known.count >= Self.limit { known.removeAll() }
        known[key] = characters
        lock.unlock()
        return characters
    }
}

/// A face handed to one other thread while its owner waits for it (`measure(_:workers:)`).
private struct OneThreadFace: @unchecked Sendable {
    let face: FontFace
}
