internal import CWOFF2
internal import CZlib
import FontValues

/// Why a font file could not be patched: one line, without the file's name (the caller adds it).
public enum FontPatchError: Error, Equatable, CustomStringConvertible {
    case notAFont
    /// The collection header or a table directory (`Sfnt`).
    case structure(SfntStructureError)
    case noFace(Int)
    /// A table the patch needs; `face` nil outside a collection's loop.
    case missingTable(String, face: Int?)
    case tableListedTwice(face: Int)
    case valueDoesNotFit(MetricsField, Int)
    case tableTooShort(String, for: MetricsField)
    case headTooShort(Int)
    case nameTableCutShort
    case nameRecordPastEnd
    case notMacRoman(String)
    case postScriptNameTooLong(String)
    case nameTableTooLarge
    case fontTooLarge
    case woffHeaderCutShort
    case woffDirectoryCutShort
    case woffTableTooLarge(String, bytes: Int)
    case woffTableDoesNotInflate(String, bytes: Int)
    case woffBlockPastEnd
    case woffTooLarge
    case woff2DoesNotDecode(announced: Int?)
    case woff2CannotEncode
    case woff2EncoderRefused
    case zlibCannotCompress

    /// One lowercase line (acronyms aside): what `fix` says after "cannot patch:".
    public var description: String {
        switch self {
        case .notAFont: return "not an OpenType, TrueType, collection or WOFF file"
        case .structure(let error): return error.description
        case .noFace(let face): return "the file has no face \(face)"
        case .missingTable(let tag, let face): return (face.map { "face \($0) has " } ?? "") + "no \(tag) table"
        case .tableListedTwice(let face): return "face \(face) lists a table twice"
        case .valueDoesNotFit(let field, let value): return "\(field.rawValue) \(value) does not fit its table's field"
        case .tableTooShort(let table, let field): return "\(table) table is too short for \(field.rawValue)"
        case .headTooShort(let bytes): return "head table is \(bytes) bytes"
        case .nameTableCutShort: return "name table cut short"
        case .nameRecordPastEnd: return "a name record lies past the end of the name table"
        case .notMacRoman(let text): return "'\(text)' cannot be written in Mac Roman"
        case .postScriptNameTooLong(let name): return "the PostScript name \(name) is longer than 63 characters"
        case .nameTableTooLarge: return "name table too large"
        case .fontTooLarge: return "the font would be too large"
        case .woffHeaderCutShort: return "WOFF header cut short"
        case .woffDirectoryCutShort: return "WOFF table directory cut short"
        case .woffTableTooLarge(let tag, let bytes): return "WOFF table '\(tag)' claims \(bytes) bytes"
        case .woffTableDoesNotInflate(let tag, let bytes):
            return "WOFF table '\(tag)' does not decompress to its \(bytes) bytes"
        case .woffBlockPastEnd: return "WOFF metadata or private block lies past the file's end"
        case .woffTooLarge: return "the WOFF file would be too large"
        case .woff2DoesNotDecode(let announced?): return "WOFF2 file does not decode (it announces \(announced) bytes)"
        case .woff2DoesNotDecode(nil): return "WOFF2 file does not decode"
        case .woff2CannotEncode: return "the patched font cannot be encoded as WOFF2"
        case .woff2EncoderRefused: return "the WOFF2 encoder refused the patched font"
        case .zlibCannotCompress: return "zlib could not compress a table"
        }
    }
}

/// A byte-exact patch of a face's vertical metrics: only hhea, OS/2 and head's
/// checkSumAdjustment change; every other byte of the file stays as it was, except WOFF's own
/// header, directory and the recompressed tables, and WOFF2, which is encoded afresh (OpenType 1.9.1: "Font file", "hhea", "OS/2",
/// "head"; WOFF 1.0, W3C Recommendation 2012).
public enum FontPatcher {
    /// `bytes` with each face's fields (by face index) set to the given values, and, with
    /// `renaming`, every face's name table renamed. In a collection, a table shared by several
    /// faces is written once and stays shared. Renaming lays the tables out again (the name table
    /// changes length); every other table keeps its bytes.
    public static func patch(_ bytes: [UInt8], faces: [Int: [MetricsField: Int]], renaming: Renaming? = nil)
        throws(FontPatchError) -> [UInt8]
    {
        switch FontContainer(bytes) {
        case .sfnt?, .collection?: return try renamed(try patchSfnt(bytes, faces: faces), renaming)
        case .woff?: return try patchWOFF(bytes, values: faces[0] ?? [:], renaming: renaming)
        case .woff2?:
            // Decoded by the reference decoder, patched as an sfnt, encoded again by the reference
            // encoder (google/woff2): the tables are the same once decoded, the bytes are new.
            return try WOFF2.encode(try renamed(try patchSfnt(try WOFF2.decode(bytes), faces: faces), renaming))
        case nil: throw .notAFont
        }
    }

    /// The family name of face `faceIndex` after `renaming`, from its name table (nil without one).
    public static func renamedFamily(_ bytes: [UInt8], faceIndex: Int, _ renaming: Renaming) -> String? {
        let sfnt = FontContainer(bytes) == .woff2 ? (try? WOFF2.decode(bytes)) : bytes
        guard let sfnt, FontContainer(sfnt) != .woff, let directories = try? faceDirectories(sfnt),
            directories.indices.contains(faceIndex),
            let record = (try? tableRecords(sfnt, directory: directories[faceIndex]))?["name"],
            let family = NameTableEditor.family(Array(sfnt[record.offset..<record.offset + record.length]))
        else { return nil }
        return renaming.apply(to: family)
    }

    /// An sfnt or collection with every face's name table renamed.
    private static func renamed(_ bytes: [UInt8], _ renaming: Renaming?) throws(FontPatchError) -> [UInt8] {
        guard let renaming else { return bytes }
        var replacements: [Int: [String: [UInt8]]] = [:]
        for (face, directory) in try faceDirectories(bytes).enumerated() {
            guard let record = try tableRecords(bytes, directory: directory)["name"] else {
                throw .missingTable("name", face: face)
            }
            replacements[face] = [
                "name": try NameTableEditor.renamed(
                    Array(bytes[record.offset..<record.offset + record.length]), renaming)
            ]
        }
        return try replacingTables(bytes, replacements)
    }

    /// `bytes` (an sfnt or collection) with tables of some faces replaced by bytes of any length:
    /// the directories, then every table at a 4-byte boundary, in the order of the old offsets
    /// (new tables last). Tables shared before stay shared unless replaced apart; every face gets
    /// its checkSumAdjustment again. A collection's DSIG fields are cleared: a signature cannot
    /// survive a change.
    static func replacingTables(_ bytes: [UInt8], _ replacements: [Int: [String: [UInt8]]]) throws(FontPatchError)
        -> [UInt8]
    {
        let directories = try faceDirectories(bytes)
        let collection = FontContainer(bytes) == .collection
        var header: [UInt8] = []
        if collection {
            guard let major = BigEndian.uint16(bytes, 4) else { throw .structure(.collectionHeaderCutShort) }
            let length = 12 + 4 * directories.count + (major >= 2 ? 12 : 0)
            guard length <= bytes.count else { throw .structure(.collectionHeaderCutShort) }
            header = Array(bytes[0..<length])
            if major >= 2 { header.replaceSubrange(length - 12..<length, with: [UInt8](repeating: 0, count: 12)) }
        }
        // The blocks of table data: old ones by their place in the file, new ones by content.
        var oldBlocks: [Int: Int] = [:]  // length by offset
        var newBlocks: [[UInt8]] = []
        var faces: [(version: UInt32, tables: [(tag: String, record: TableRecord, block: Block)])] = []
        enum Block: Hashable {
            case old(Int)
            case new(Int)
        }
        for (face, directory) in directories.enumerated() {
            guard directory + 12 <= bytes.count, let count = BigEndian.uint16(bytes, directory + 4) else {
                throw .structure(.directoryCutShort(face: face))
            }
            let records = try tableRecords(bytes, directory: directory)
            var tables: [(tag: String, record: TableRecord, block: Block)] = []
            for (tag, record) in records.sorted(by: { $0.value.position < $1.value.position }) {
                if let data = replacements[face]?[tag] {
                    let index = newBlocks.firstIndex(of: data) ?? newBlocks.count
                    if index == newBlocks.count { newBlocks.append(data) }
                    tables.append((tag, record, .new(index)))
                } else {
                    oldBlocks[record.offset] = max(oldBlocks[record.offset] ?? 0, record.length)
                    tables.append((tag, record, .old(record.offset)))
                }
            }
            guard tables.count == Int(count) else { throw .tableListedTwice(face: face) }
            faces.append((BigEndian.uint32(bytes, directory) ?? 0, tables))
        }
        var offset = header.count
        var directoryOffsets: [Int] = []
        for face in faces {
            directoryOffsets.append(offset)
            offset += 12 + 16 * face.tables.count
        }
        var placed: [Block: Int] = [:]
        var body: [UInt8] = []
        let start = offset
        for (old, length) in oldBlocks.sorted(by: { $0.key < $1.key }) {
            placed[.old(old)] = start + body.count
            body += bytes[old..<old + length] + [UInt8](repeating: 0, count: padding(length))
        }
        for (index, data) in newBlocks.enumerated() {
            placed[.new(index)] = start + body.count
            body += data + [UInt8](repeating: 0, count: padding(data.count))
        }
        guard start + body.count <= Int(UInt32.max) else { throw .fontTooLarge }
        var out = header
        for (index, directory) in directoryOffsets.enumerated() where collection {
            BigEndian.put32(&out, 12 + 4 * index, UInt32(directory))
        }
        for face in faces {
            out += offsetTable(flavor: face.version, count: face.tables.count)
            for table in face.tables {
                out += bytes[table.record.position..<table.record.position + 4]  // the tag as the file has it
                switch table.block {
                case .old: BigEndian.append32(&out, BigEndian.uint32(bytes, table.record.position + 4) ?? 0)
                case .new(let index): BigEndian.append32(&out, checksum(newBlocks[index]))
                }
                BigEndian.append32(&out, UInt32(placed[table.block] ?? 0))
                switch table.block {
                case .old: BigEndian.append32(&out, UInt32(table.record.length))
                case .new(let index): BigEndian.append32(&out, UInt32(newBlocks[index].count))
                }
            }
        }
        out += body
        for directory in directoryOffsets { try writeAdjustment(&out, directory: directory) }
        return out
    }

    // MARK: sfnt and collections

    private static func patchSfnt(_ bytes: [UInt8], faces: [Int: [MetricsField: Int]]) throws(FontPatchError) -> [UInt8]
    {
        var out = bytes
        let directories = try faceDirectories(bytes)
        var changed: Set<Int> = []  // offsets of the tables written
        for (face, values) in faces.sorted(by: { $0.key < $1.key }) where !values.isEmpty {
            guard directories.indices.contains(face) else { throw .noFace(face) }
            let records = try tableRecords(bytes, directory: directories[face])
            for table in [MetricsTable.hhea, .typo] {
                let fields = values.filter { $0.key.table == table || (table == .typo && $0.key.table == .win) }
                guard !fields.isEmpty else { continue }
                let tag = table == .hhea ? "hhea" : "OS/2"
                guard let record = records[tag] else { throw .missingTable(tag, face: face) }
                for (field, value) in fields {
                    try write(field, value, into: &out, table: record)
                }
                changed.insert(record.offset)
            }
        }
        // Every directory that points at a written table gets its new checksum, and every face
        // that holds one gets a new checkSumAdjustment.
        for directory in directories {
            let records = try tableRecords(out, directory: directory)
            var touched = false
            for record in records.values where changed.contains(record.offset) {
                BigEndian.put32(&out, record.position + 4, checksum(out[record.offset..<record.offset + record.length]))
                touched = true
            }
            if touched { try writeAdjustment(&out, directory: directory) }
        }
        return out
    }

    /// Where each face's table directory starts: 0 for a single font, the collection's offsets (`Sfnt`).
    private static func faceDirectories(_ bytes: [UInt8]) throws(FontPatchError) -> [Int] {
        var file = bytes
        let directories: [UInt64]?
        do throws(SfntStructureError) { directories = try Sfnt.faceDirectories(&file) } catch {
            throw .structure(error)
        }
        guard let directories else { throw .notAFont }
        return directories.map { Int($0) }
    }

    struct TableRecord {
        /// Where the record itself is in the file.
        var position: Int
        var offset: Int
        var length: Int
    }

    /// A face's table records by tag, each inside the file (`Sfnt`).
    static func tableRecords(_ bytes: [UInt8], directory: Int) throws(FontPatchError) -> [String: TableRecord] {
        var file = bytes
        do throws(SfntStructureError) {
            let tables = try Sfnt.tables(&file, directory: UInt64(directory))
            return Dictionary(
                tables.map {
                    ($0.tag, TableRecord(position: Int($0.record), offset: Int($0.offset), length: Int($0.length)))
                },
                uniquingKeysWith: { first, _ in first })
        } catch {
            throw .structure(error)
        }
    }

    /// Byte offsets of the fields in their tables (OpenType 1.9.1 "hhea", "OS/2" version 0 on).
    private static func location(_ field: MetricsField) -> Int {
        switch field {
        case .hheaAscender: return 4
        case .hheaDescender: return 6
        case .hheaLineGap: return 8
        case .typoAscender: return 68
        case .typoDescender: return 70
        case .typoLineGap: return 72
        case .winAscent: return 74
        case .winDescent: return 76
        }
    }

    private static func write(_ field: MetricsField, _ value: Int, into bytes: inout [UInt8], table: TableRecord)
        throws(FontPatchError)
    {
        guard field.range.contains(value) else { throw .valueDoesNotFit(field, value) }
        let at = location(field)
        guard at + 2 <= table.length else { throw .tableTooShort(field.table == .hhea ? "hhea" : "OS/2", for: field) }
        BigEndian.put16(&bytes, table.offset + at, UInt16(truncatingIfNeeded: value))
    }

    /// head.checkSumAdjustment of the face whose directory is at `directory`: 0xB1B0AFBA less the
    /// sum of its directory and of its tables' checksums, head's taken with the field at 0 (as
    /// fontTools computes it for each face of a collection too).
    private static func writeAdjustment(_ bytes: inout [UInt8], directory: Int) throws(FontPatchError) {
        let records = try tableRecords(bytes, directory: directory)
        guard let head = records["head"], head.length >= 12, let count = BigEndian.uint16(bytes, directory + 4) else {
            throw .missingTable("head", face: nil)
        }
        BigEndian.put32(&bytes, head.offset + 8, 0)
        // inside the file: tableRecords read it
        var sum = checksum(bytes[directory..<directory + 12 + 16 * Int(count)])
        for record in records.values {
            sum &+= checksum(bytes[record.offset..<record.offset + record.length])
        }
        BigEndian.put32(&bytes, head.offset + 8, 0xB1B0_AFBA &- sum)
    }

    // MARK: WOFF

    private struct WOFFEntry {
        var tag: String
        /// The tag's four bytes, written back as they were.
        var raw: UInt32
        var offset: Int
        var compressed: Int
        var original: Int
        var checksum: UInt32
    }

    private static func patchWOFF(_ bytes: [UInt8], values: [MetricsField: Int], renaming: Renaming?)
        throws(FontPatchError) -> [UInt8]
    {
        guard let flavor = BigEndian.uint32(bytes, 4), let count = BigEndian.uint16(bytes, 12),
            let metaOffset = BigEndian.uint32(bytes, 24), let metaLength = BigEndian.uint32(bytes, 28),
            let privateOffset = BigEndian.uint32(bytes, 36), let privateLength = BigEndian.uint32(bytes, 40)
        else {
            throw .woffHeaderCutShort
        }
        var entries: [WOFFEntry] = []
        for index in 0..<Int(count) {
            let at = 44 + 20 * index
            guard let tag = BigEndian.uint32(bytes, at), let offset = BigEndian.uint32(bytes, at + 4),
                let compressed = BigEndian.uint32(bytes, at + 8), let original = BigEndian.uint32(bytes, at + 12),
                let sum = BigEndian.uint32(bytes, at + 16), Int(offset) + Int(compressed) <= bytes.count,
                compressed <= original
            else {
                throw .woffDirectoryCutShort
            }
            entries.append(
                WOFFEntry(
                    tag: tableTagName(tag), raw: tag, offset: Int(offset), compressed: Int(compressed),
                    original: Int(original), checksum: sum))
        }
        // The tables that change, decompressed, patched, recompressed.
        var replaced: [String: (data: [UInt8], original: [UInt8])] = [:]
        func decoded(_ tag: String) throws(FontPatchError) -> [UInt8] {
            guard let entry = entries.first(where: { $0.tag == tag }) else { throw .missingTable(tag, face: nil) }
            // hhea, OS/2, head and name are small: a claim of more is not believed.
            guard entry.original <= 1 << 20 else { throw .woffTableTooLarge(tag, bytes: entry.original) }
            let stored = Array(bytes[entry.offset..<entry.offset + entry.compressed])
            return entry.compressed == entry.original ? stored : try inflate(stored, length: entry.original, tag: tag)
        }
        for (tag, table) in [("hhea", MetricsTable.hhea), ("OS/2", .typo)] {
            let fields = values.filter { $0.key.table == table || (table == .typo && $0.key.table == .win) }
            guard !fields.isEmpty else { continue }
            var data = try decoded(tag)
            let record = TableRecord(position: 0, offset: 0, length: data.count)
            for (field, value) in fields { try write(field, value, into: &data, table: record) }
            replaced[tag] = (data, data)
        }
        if let renaming {
            let renamed = try NameTableEditor.renamed(try decoded("name"), renaming)
            replaced["name"] = (renamed, renamed)
        }
        guard !replaced.isEmpty else { return bytes }
        // A renamed table changes its length in the sfnt the WOFF decodes to.
        func original(_ entry: WOFFEntry) -> Int { replaced[entry.tag]?.original.count ?? entry.original }
        // head.checkSumAdjustment of the sfnt the WOFF decodes to: its directory lists the
        // tables in tag order, each at a 4-byte boundary (WOFF 1.0, "Table directory").
        var head = try decoded("head")
        guard head.count >= 12 else { throw .headTooShort(head.count) }
        BigEndian.put32(&head, 8, 0)
        var sums: [String: UInt32] = Dictionary(
            entries.map { ($0.tag, $0.checksum) }, uniquingKeysWith: { first, _ in first })
        for (tag, table) in replaced { sums[tag] = checksum(table.original) }
        sums["head"] = checksum(head)
        var directory = offsetTable(flavor: flavor, count: entries.count)
        var sfntOffset = 12 + 16 * entries.count
        for entry in entries.sorted(by: { $0.raw < $1.raw }) {
            BigEndian.append32(&directory, entry.raw)
            BigEndian.append32(&directory, sums[entry.tag] ?? 0)
            BigEndian.append32(&directory, UInt32(truncatingIfNeeded: sfntOffset))
            BigEndian.append32(&directory, UInt32(truncatingIfNeeded: original(entry)))
            sfntOffset += original(entry) + padding(original(entry))
        }
        var sum = checksum(directory[...])
        for entry in entries { sum &+= sums[entry.tag] ?? 0 }
        BigEndian.put32(&head, 8, 0xB1B0_AFBA &- sum)
        replaced["head"] = (head, head)

        // Recompressed where the table was compressed before and zlib makes it smaller.
        for (tag, table) in replaced {
            guard let entry = entries.first(where: { $0.tag == tag }),
                entry.compressed < entry.original || tag == "name"
            else { continue }
            let packed = try deflate(table.original)
            replaced[tag] = (packed.count < table.original.count ? packed : table.original, table.original)
        }

        // The file again: header, directory (same order), the tables in their order in the file,
        // each at a 4-byte boundary, then the metadata and private blocks.
        var placed: [String: (offset: Int, length: Int)] = [:]
        var body: [UInt8] = []
        var offset = 44 + 20 * entries.count
        for entry in entries.sorted(by: { $0.offset < $1.offset }) {
            let data = replaced[entry.tag]?.data ?? Array(bytes[entry.offset..<entry.offset + entry.compressed])
            placed[entry.tag] = (offset, data.count)
            body += data + [UInt8](repeating: 0, count: padding(data.count))
            offset += data.count + padding(data.count)
        }
        var records: [UInt8] = []
        for entry in entries {
            BigEndian.append32(&records, entry.raw)
            BigEndian.append32(&records, UInt32(truncatingIfNeeded: placed[entry.tag]?.offset ?? 0))
            BigEndian.append32(&records, UInt32(truncatingIfNeeded: placed[entry.tag]?.length ?? 0))
            BigEndian.append32(&records, UInt32(truncatingIfNeeded: original(entry)))
            BigEndian.append32(&records, sums[entry.tag] ?? entry.checksum)
        }
        var out = [UInt8](bytes[0..<44])
        var tail: [UInt8] = []
        for (at, length, field) in [
            (Int(metaOffset), Int(metaLength), 24), (Int(privateOffset), Int(privateLength), 36),
        ] where length > 0 {
            guard at + length <= bytes.count else { throw .woffBlockPastEnd }
            let pad = padding(offset)
            tail += [UInt8](repeating: 0, count: pad)
            offset += pad
            BigEndian.put32(&out, field, UInt32(truncatingIfNeeded: offset))
            tail += bytes[at..<at + length]
            offset += length
        }
        guard offset <= Int(UInt32.max) else { throw .woffTooLarge }
        BigEndian.put32(&out, 8, UInt32(offset))
        BigEndian.put32(&out, 16, UInt32(truncatingIfNeeded: sfntOffset))  // totalSfntSize
        out += records + body + tail
        return out
    }
}

// MARK: - WOFF2

/// The WOFF2 reference library (google/woff2 through the CWOFF2 shim).
enum WOFF2 {
    /// Larger fonts are not believed: the reference decoder itself stops at 30 MiB.
    static let largest = 64 << 20

    static func decode(_ bytes: [UInt8]) throws(FontPatchError) -> [UInt8] {
        let announced = bytes.withUnsafeBufferPointer { inkbox_woff2_decoded_size($0.baseAddress, $0.count) }
        guard announced > 0, announced <= largest else { throw .woff2DoesNotDecode(announced: announced) }
        var out = [UInt8](repeating: 0, count: announced)
        let size = out.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer {
                inkbox_woff2_decode($0.baseAddress, $0.count, target.baseAddress, target.count)
            }
        }
        guard size > 0, size <= announced else { throw .woff2DoesNotDecode(announced: nil) }
        return Array(out.prefix(size))
    }

    static func encode(_ sfnt: [UInt8]) throws(FontPatchError) -> [UInt8] {
        let most = sfnt.withUnsafeBufferPointer { inkbox_woff2_max_encoded_size($0.baseAddress, $0.count) }
        guard most > 0, most <= largest * 2 else { throw .woff2CannotEncode }
        var out = [UInt8](repeating: 0, count: most)
        var size = most
        let status = out.withUnsafeMutableBufferPointer { target in
            sfnt.withUnsafeBufferPointer { inkbox_woff2_encode($0.baseAddress, $0.count, target.baseAddress, &size) }
        }
        guard status == 1, size <= most else { throw .woff2EncoderRefused }
        return Array(out.prefix(size))
    }
}

// MARK: - Helpers

/// The sfnt offset table: version, table count and the binary-search fields.
func offsetTable(flavor: UInt32, count: Int) -> [UInt8] {
    var power = 1
    var exponent = 0
    while power * 2 <= count {
        power *= 2
        exponent += 1
    }
    var out: [UInt8] = []
    BigEndian.append32(&out, flavor)
    BigEndian.append16(&out, UInt16(truncatingIfNeeded: count))
    BigEndian.append16(&out, UInt16(truncatingIfNeeded: power * 16))
    BigEndian.append16(&out, UInt16(truncatingIfNeeded: exponent))
    BigEndian.append16(&out, UInt16(truncatingIfNeeded: count * 16 - power * 16))
    return out
}

/// The OpenType table checksum: the sum of big-endian uint32 words, the last padded with zeros.
func checksum<C: Collection>(_ data: C) -> UInt32 where C.Element == UInt8 {
    var sum: UInt32 = 0
    var word: UInt32 = 0
    var count = 0
    for byte in data {
        word = word << 8 | UInt32(byte)
        count += 1
        if count == 4 {
            sum &+= word
            word = 0
            count = 0
        }
    }
    if count > 0 { sum &+= word << (8 * UInt32(4 - count)) }
    return sum
}

func padding(_ length: Int) -> Int { (4 - length % 4) % 4 }

/// zlib's uncompress into exactly `length` bytes (WOFF 1.0: the table's origLength).
func inflate(_ data: [UInt8], length: Int, tag: String) throws(FontPatchError) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: length)
    var size = uLongf(length)
    let status = out.withUnsafeMutableBufferPointer { target in
        data.withUnsafeBufferPointer { source in
            uncompress(target.baseAddress, &size, source.baseAddress, uLong(source.count))
        }
    }
    guard status == Z_OK, Int(size) == length else { throw .woffTableDoesNotInflate(tag, bytes: length) }
    return out
}

/// zlib's compress2 at its best level.
func deflate(_ data: [UInt8]) throws(FontPatchError) -> [UInt8] {
    var size = compressBound(uLong(data.count))
    var out = [UInt8](repeating: 0, count: Int(size))
    let status = out.withUnsafeMutableBufferPointer { target in
        data.withUnsafeBufferPointer { source in
            compress2(target.baseAddress, &size, source.baseAddress, uLong(source.count), Z_BEST_COMPRESSION)
        }
    }
    guard status == Z_OK else { throw .zlibCannotCompress }
    return Array(out.prefix(Int(size)))
}

/// Big-endian reads that answer nil past the end, and writes.
enum BigEndian {
    static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16? {
        guard at >= 0, at + 2 <= bytes.count else { return nil }
        return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
    }

    static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32? {
        guard at >= 0, at + 4 <= bytes.count else { return nil }
        return UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
            | UInt32(bytes[at + 3])
    }

    static func put16(_ bytes: inout [UInt8], _ at: Int, _ value: UInt16) {
        bytes[at] = UInt8(value >> 8)
        bytes[at + 1] = UInt8(truncatingIfNeeded: value)
    }

    static func put32(_ bytes: inout [UInt8], _ at: Int, _ value: UInt32) {
        for index in 0..<4 { bytes[at + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(index))) }
    }

    static func append16(_ bytes: inout [UInt8], _ value: UInt16) {
        bytes += [UInt8(value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    static func append32(_ bytes: inout [UInt8], _ value: UInt32) {
        bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
}
