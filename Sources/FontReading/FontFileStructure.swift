import FontValues
import Foundation

/// The checks a font file passes before FreeType reads a face from it, and the checks a face's
/// glyph data passes before it is measured. FreeType is lenient by design: it reads a glyf table
/// that is cut short, a loca that points past it, or a collection that claims 65,536 faces, and
/// answers with empty glyphs. A font measured that way would pass a check it should fail, so
/// these cases are errors here (OpenType 1.9.1, "Font file", "loca", "maxp", "hhea", "hmtx"; the
/// same rules as ots-sanitize, `src/ots.cc`, `src/loca.cc`, `src/hmtx.cc`).
enum FontFileStructure {
    /// Whether a face's loca can be checked against its glyf: not in WOFF2, whose glyf and loca
    /// are transformed and rebuilt by FreeType's own decoder, which checks them as it goes.
    static func hasPlainGlyphTables(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 4)).map { [UInt8]($0) } != Array("wOF2".utf8)
    }

    /// The number of faces the file's header announces, once every table record of every face
    /// (or of face `face` alone, when one is given: what opening one face needs) is known to lie
    /// inside the file; nil for a file that is not an sfnt, a collection, WOFF or WOFF2 (FreeType
    /// then says what it is), and for a WOFF2 collection. Each distinct table directory is read
    /// once, however many faces name it.
    static func check(_ path: String, face: Int? = nil) throws(FontReadingError) -> Int? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        var file = FileBytes(handle: handle, size: size)
        guard let signature = file.uint32(at: 0) else { return nil }
        switch signature {
        case Sfnt.collectionTag,
            _ where Sfnt.fontTags.contains(signature):
            do throws(SfntStructureError) {
                let collection = signature == Sfnt.collectionTag
                if let face {
                    guard let directory = try Sfnt.faceDirectory(&file, face: face) else { return nil }
                    _ = try Sfnt.tables(&file, directory: directory, face: collection ? face : nil)
                    return Int(file.uint32(at: 8) ?? 1)
                }
                guard let directories = try Sfnt.faceDirectories(&file) else { return nil }
                var checked: Set<UInt64> = []
                for (index, directory) in directories.enumerated() where checked.insert(directory).inserted {
                    _ = try Sfnt.tables(&file, directory: directory, face: collection ? index : nil)
                }
                return directories.count
            } catch {
                throw .corrupt(path: path, reason: error.description)
            }
        case 0x774F_4646:  // 'wOFF': table records are 20 bytes from offset 44
            guard let tables = file.uint16(at: 12), let total = file.uint32(at: 16) else {
                throw truncated(path, "WOFF header cut short")
            }
            var sum: UInt64 = 0
            for index in 0..<UInt64(tables) {
                let record = 44 + 20 * index
                guard let tag = file.uint32(at: record), let offset = file.uint32(at: record + 4),
                    let length = file.uint32(at: record + 8), let original = file.uint32(at: record + 12)
                else {
                    throw truncated(path, "WOFF table directory claims \(tables) tables but the file ends first")
                }
                guard UInt64(offset) + UInt64(length) <= size else {
                    let outside = SfntStructureError.tableOutside(
                        face: nil, tag: tableTagName(tag), offset: UInt64(offset),
                        length: UInt64(length), size: size)
                    throw truncated(path, outside.description)
                }
                guard original > 0 else {
                    throw invalid(path, SfntStructureError.emptyTable(face: nil, tag: tableTagName(tag)).description)
                }
                sum += UInt64(original)
            }
            try checkDecodedSize(max(UInt64(total), sum), path: path)
            return 1
        case 0x774F_4632:  // 'wOF2': the header's total, and each table's original length in the directory
            guard let tables = file.uint16(at: 12), let total = file.uint32(at: 16) else {
                throw truncated(path, "WOFF2 header cut short")
            }
            var sum: UInt64 = 0
            var cursor: UInt64 = 48
            for _ in 0..<tables {
                guard let flags = file.uint8(at: cursor) else {
                    throw truncated(path, "WOFF2 table directory cut short")
                }
                let tagName = flags & 0x3F == 0x3F ? file.uint32(at: cursor + 1).map(tableTagName) : nil
                cursor += flags & 0x3F == 0x3F ? 5 : 1
                guard let original = file.base128(at: &cursor) else {
                    throw invalid(path, "WOFF2 table directory is malformed")
                }
                guard original > 0 else {
                    let known = Int(flags & 0x3F)
                    let tag = tagName ?? (woff2KnownTags.indices.contains(known) ? woff2KnownTags[known] : "?")
                    throw invalid(path, SfntStructureError.emptyTable(face: nil, tag: tag).description)
                }
                sum += UInt64(original)
                // glyf and loca with transform 0, and any other table with a transform other than 0, carry a transformed length.
                let tag = flags & 0x3F
                let transform = flags >> 6
                if (tag == 10 || tag == 11) ? transform == 0 : transform != 0 {
                    guard file.base128(at: &cursor) != nil else {
                        throw invalid(path, "WOFF2 table directory is malformed")
                    }
                }
            }
            try checkDecodedSize(max(UInt64(total), sum), path: path)
            return file.uint32(at: 4) == Sfnt.collectionTag ? nil : 1  // a collection's faces: FreeType counts
        default:
            return nil
        }
    }

    /// WOFF2's known table tags, by the index its table directory flags give (W3C WOFF2, 5.1).
    private static let woff2KnownTags = [
        "cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep",
        "CFF ", "VORG", "EBDT", "EBLC", "gasp", "hdmx", "kern", "LTSH", "PCLT", "VDMX", "vhea", "vmtx", "BASE",
        "GDEF", "GPOS", "GSUB", "EBSC", "JSTF", "MATH", "CBDT", "CBLC", "COLR", "CPAL", "SVG ", "sbix", "acnt",
        "avar", "bdat", "bloc", "bsln", "cvar", "fdsc", "feat", "fmtx", "fvar", "gvar", "hsty", "just", "lcar",
        "mort", "morx", "opbd", "prop", "trak", "Zapf", "Silf", "Glat", "Gloc", "Feat", "Sill",
    ]

    /// The most bytes a WOFF or WOFF2 font may decode to (128 MiB, several times the largest
    /// CJK fonts): checked from the header and table directory before anything is inflated, so
    /// a small file whose streams would expand to gigabytes costs nothing.
    public static let decodedLimit: UInt64 = 128 << 20

    private static func checkDecodedSize(_ size: UInt64, path: String) throws(FontReadingError) {
        guard size <= decodedLimit else {
            throw invalid(path, "decodes to \(size) bytes, over the limit of \(decodedLimit) for a WOFF or WOFF2 font")
        }
    }

    /// The faces of a collection to measure, each table directory once: a face whose directory
    /// offset an earlier face has is the same face, byte for byte, and is listed in `repeats`
    /// with the face it repeats. Every face of a file that is not a collection. Reads the
    /// collection's header once.
    static func distinctFaces(_ path: String, count: Int) -> FaceList {
        var result = FaceList(path: path, faces: [])
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return FaceList(path: path, faces: Array(0..<count))
        }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        var file = FileBytes(handle: handle, size: size)
        guard file.uint32(at: 0) == Sfnt.collectionTag, let directories = try? Sfnt.faceDirectories(&file) else {
            return FaceList(path: path, faces: Array(0..<count))
        }
        var first: [UInt64: Int] = [:]
        for (face, directory) in directories.enumerated().prefix(count) {
            if let earlier = first[directory] {
                result.repeats.append((face, earlier))
            } else {
                first[directory] = face
                result.faces.append(face)
            }
        }
        return result
    }

    /// The tables a face of a collection draws its outlines from, as offset and length in the file:
    /// faces of one collection with the same key share their glyph outlines byte for byte, so
    /// their ink needs measuring once (`SharedInk`). Nil outside collections.
    static func outlineTablesKey(_ path: String, faceIndex: Int) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        var file = FileBytes(handle: handle, size: size)
        guard file.uint32(at: 0) == Sfnt.collectionTag, let directory = try? Sfnt.faceDirectory(&file, face: faceIndex),
            let tables = try? Sfnt.tables(&file, directory: directory, face: faceIndex)
        else { return nil }
        let records = Dictionary(tables.map { ($0.tag, $0) }, uniquingKeysWith: { first, _ in first })
        // What the ink depends on. CFF outlines are absolute: the CFF table and variations alone.
        // TrueType outlines: glyf, loca and its format (head's indexToLocFormat, not the whole
        // head, which faces of a collection keep apart), the side bearings composites are placed
        // by (hmtx, hhea, maxp), and variations.
        let cff = records["CFF "] != nil || records["CFF2"] != nil
        var wanted = ["fvar", "avar"] + (cff ? ["CFF ", "CFF2"] : ["glyf", "loca", "hmtx", "hhea", "maxp", "gvar"])
        wanted.sort()
        var parts: [String] = [path]
        for tag in wanted {
            if let record = records[tag] { parts.append("\(tag)@\(record.offset)+\(record.length)") }
        }
        if !cff {
            guard let head = records["head"], let format = file.uint16(at: head.offset + 50) else { return nil }
            parts.append("indexToLocFormat=\(format)")
        }
        return parts.joined(separator: "\u{0}")
    }

    /// A face's tables hold together: maxp counts glyphs, cmap has subtables, hmtx holds the
    /// metrics hhea announces, every fvar axis has its default inside its range, TrueType
    /// outlines have both loca and glyf, and loca holds an offset for every glyph, in order,
    /// inside glyf. FreeType repairs some of these quietly (a cmap made from glyph names, an axis
    /// range set to its default), which no platform that draws the font does.
    /// `table` returns a table's bytes as FreeType reads them (WOFF and WOFF2 decoded), at most
    /// the count given when one is, and `length` its length, each nil when the face has none.
    static func checkTables(
        path: String, table: (String, Int?) -> [UInt8]?, length: (String) -> Int?,
        glyphTables: Bool
    ) throws(FontReadingError) {
        guard let maxp = table("maxp", 6), let glyphCount = maxp.uint16(at: 4) else {
            throw .missingTable(path: path, table: "maxp")
        }
        guard glyphCount > 0 else { throw invalid(path, "maxp.numGlyphs is 0: the font has no glyphs") }
        guard let cmap = table("cmap", 4) else { throw .missingTable(path: path, table: "cmap") }
        guard let subtables = cmap.uint16(at: 2), subtables > 0 else {
            throw invalid(path, "cmap has no subtables: no character maps to a glyph")
        }
        if let fvar = table("fvar", nil), let axesOffset = fvar.uint16(at: 4), let axisCount = fvar.uint16(at: 8),
            let axisSize = fvar.uint16(at: 10)
        {
            for index in 0..<Int(axisCount) {
                let record = Int(axesOffset) + index * Int(axisSize)
                guard let tag = fvar.uint32(at: record), let minimum = fvar.uint32(at: record + 4),
                    let defaultValue = fvar.uint32(at: record + 8), let maximum = fvar.uint32(at: record + 12)
                else {
                    throw invalid(path, "fvar holds \(axisCount) axes but ends first")
                }
                let (low, middle, high) = (
                    Int32(bitPattern: minimum), Int32(bitPattern: defaultValue), Int32(bitPattern: maximum)
                )
                guard low <= middle, middle <= high else {
                    throw invalid(
                        path,
                        "fvar axis '\(tableTagName(tag))' has default \(Double(middle) / 65536) outside "
                            + "\(Double(low) / 65536)...\(Double(high) / 65536)")
                }
            }
        }
        if let hhea = table("hhea", 36), let metricCount = hhea.uint16(at: 34) {
            let hmtxLength = length("hmtx") ?? 0
            guard metricCount >= 1, metricCount <= glyphCount else {
                throw invalid(path, "hhea.numberOfHMetrics is \(metricCount), but maxp.numGlyphs is \(glyphCount)")
            }
            let needed = 4 * Int(metricCount) + 2 * (Int(glyphCount) - Int(metricCount))
            guard hmtxLength >= needed else {
                throw invalid(
                    path,
                    "hmtx holds \(hmtxLength) bytes; \(glyphCount) glyphs with \(metricCount) metrics need \(needed)")
            }
        }
        guard glyphTables else { return }
        let loca = table("loca", nil)
        let glyfLength = length("glyf")
        // CFF, CFF2 or bitmap outlines: FreeType checks them as it loads
        guard loca != nil || glyfLength != nil else { return }
        guard let loca else { throw .missingTable(path: path, table: "loca (glyf needs it)") }
        guard let glyfLength else { throw .missingTable(path: path, table: "glyf (loca points into it)") }
        guard let head = table("head", 54), let format = head.uint16(at: 50), format <= 1 else {
            throw invalid(path, "head.indexToLocFormat is neither 0 nor 1")
        }
        let entrySize = format == 0 ? 2 : 4
        let entries = Int(glyphCount) + 1
        guard loca.count >= entries * entrySize else {
            throw invalid(path, "loca holds \(loca.count / entrySize) offsets; \(glyphCount) glyphs need \(entries)")
        }
        var previous = 0
        for index in 0..<entries {
            let offset = format == 0 ? Int(loca.uint16(at: 2 * index) ?? 0) * 2 : Int(loca.uint32(at: 4 * index) ?? 0)
            guard offset >= previous else {
                throw invalid(
                    path, "loca offset of glyph \(index) (\(offset)) is before glyph \(index - 1)'s (\(previous))")
            }
            guard offset <= glyfLength else {
                throw invalid(
                    path,
                    "loca points glyph \(min(index, Int(glyphCount) - 1)) to byte \(offset), "
                        + "past the end of glyf (\(glyfLength) bytes)")
            }
            previous = offset
        }
    }

    private static func invalid(_ path: String, _ reason: String) -> FontReadingError {
        .invalidTable(path: path, reason: reason)
    }

    private static func truncated(_ path: String, _ reason: String) -> FontReadingError {
        .corrupt(path: path, reason: reason)
    }
}

/// A file's bytes read a few at a time, each inside the file or nil (`Sfnt`'s reads, and the
/// WOFF and WOFF2 headers'). Reads go through one page of `pageSize` bytes, so that a table
/// directory's records cost one system call a page rather than two each, and a hostile header
/// still costs what it reads, never the file's size.
private struct FileBytes: FontBytes {
    static let pageSize = 4096
    let handle: FileHandle
    let size: UInt64
    private var page: [UInt8] = []
    private var pageStart: UInt64 = 0

    init(handle: FileHandle, size: UInt64) {
        self.handle = handle
        self.size = size
    }

    mutating func read(_ offset: UInt64, _ count: Int) -> [UInt8]? {
        guard count >= 0, offset <= size, UInt64(count) <= size - offset else { return nil }
        let end = offset + UInt64(count)
        if offset < pageStart || end > pageStart + UInt64(page.count) {
            let wanted = min(max(count, Self.pageSize), Int(clamping: size - offset))
            do {
                try handle.seek(toOffset: offset)
                guard let data = try handle.read(upToCount: wanted), data.count == wanted else { return nil }
                page = [UInt8](data)
                pageStart = offset
            } catch {
                return nil
            }
        }
        let start = Int(offset - pageStart)
        return Array(page[start..<start + count])
    }
}

extension [UInt8] {
    fileprivate func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= count else { return nil }
        return UInt16(self[offset]) << 8 | UInt16(self[offset + 1])
    }

    fileprivate func uint32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= count else { return nil }
        return self[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
