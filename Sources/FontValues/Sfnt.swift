/// The bytes of a font file, wherever they are: in memory, or read from a file a few at a time
/// (so that a hostile header costs what it reads, never the file's size).
public protocol FontBytes {
    var size: UInt64 { get }
    /// `count` bytes at `offset`; nil unless every one lies inside.
    mutating func read(_ offset: UInt64, _ count: Int) -> [UInt8]?
}

extension FontBytes {
    public mutating func uint8(at offset: UInt64) -> UInt8? { read(offset, 1)?.first }
    public mutating func uint16(at offset: UInt64) -> UInt16? {
        read(offset, 2).map { $0.reduce(0) { $0 << 8 | UInt16($1) } }
    }
    public mutating func uint32(at offset: UInt64) -> UInt32? {
        read(offset, 4).map { $0.reduce(0) { $0 << 8 | UInt32($1) } }
    }

    /// A WOFF2 UIntBase128 at `offset`, which moves past it; nil when malformed (a leading
    /// zero byte, more than five bytes, or over 32 bits) or cut short.
    public mutating func base128(at offset: inout UInt64) -> UInt32? {
        var value: UInt32 = 0
        for index in 0..<5 {
            guard let byte = uint8(at: offset) else { return nil }
            offset += 1
            if index == 0 && byte == 0x80 { return nil }
            guard value & 0xFE00_0000 == 0 else { return nil }
            value = value << 7 | UInt32(byte & 0x7F)
            if byte & 0x80 == 0 { return value }
        }
        return nil
    }
}

extension Array: FontBytes where Element == UInt8 {
    public var size: UInt64 { UInt64(count) }

    public func read(_ offset: UInt64, _ count: Int) -> [UInt8]? {
        guard count >= 0, offset <= UInt64(self.count), UInt64(count) <= UInt64(self.count) - offset else { return nil }
        return Array(self[Int(offset)..<Int(offset) + count])
    }
}

/// One record of an sfnt table directory: a table's tag and where it lies, and where the record is.
public struct SfntTable: Sendable, Equatable {
    public var tag: String
    public var offset: UInt64
    public var length: UInt64
    /// Where the 16-byte record itself is in the file.
    public var record: UInt64

    public init(tag: String, offset: UInt64, length: UInt64, record: UInt64) {
        self.tag = tag
        self.offset = offset
        self.length = length
        self.record = record
    }
}

/// Why a collection header or a table directory cannot be read: each names the face (in a
/// collection) and what is wrong, in one lowercase line.
public enum SfntStructureError: Error, Sendable, Equatable, CustomStringConvertible {
    case collectionHeaderCutShort
    case tooManyFaces(claimed: UInt32, room: UInt64)
    case directoryCutShort(face: Int?)
    case directoryEndsEarly(face: Int?, tables: UInt16)
    case tableOutside(face: Int?, tag: String, offset: UInt64, length: UInt64, size: UInt64)
    /// A table of length 0: ots-sanitize, which Chromium and Firefox run on every web font,
    /// refuses the font ("zero-length table"), and no tool that makes fonts writes one.
    case emptyTable(face: Int?, tag: String)

    public var description: String {
        func which(_ face: Int?) -> String { face.map { "face \($0): " } ?? "" }
        switch self {
        case .collectionHeaderCutShort: return "collection header cut short"
        case .tooManyFaces(let claimed, let room):
            return "collection claims \(claimed) faces, but the file has room for \(room)"
        case .directoryCutShort(let face): return which(face) + "table directory cut short"
        case .directoryEndsEarly(let face, let tables):
            return which(face) + "table directory claims \(tables) tables but the file ends first"
        case .tableOutside(let face, let tag, let offset, let length, let size):
            return which(face) + "table '\(tag)' claims bytes \(offset)..<\(offset + length), but the file has \(size)"
        case .emptyTable(let face, let tag):
            return which(face) + "table '\(tag)' is empty (length 0), which browsers refuse (ots-sanitize)"
        }
    }
}

/// The one reader of sfnt structure (OpenType 1.9.1, "Font file": the collection header and the
/// table directory), for the checks before FreeType reads a font and for the patcher that writes one.
public enum Sfnt {
    /// 'ttcf'.
    public static let collectionTag: UInt32 = 0x7474_6366
    /// TrueType, 'OTTO', 'true'.
    public static let fontTags: Set<UInt32> = [0x0001_0000, 0x4F54_544F, 0x7472_7565]

    /// Where each face's table directory starts: 0 for a single font, a collection's offsets
    /// (each face needing room for its 4-byte offset and a 12-byte header); nil when the bytes
    /// are neither (WOFF, WOFF2, not a font).
    public static func faceDirectories<Bytes: FontBytes>(_ bytes: inout Bytes) throws(SfntStructureError) -> [UInt64]? {
        guard let signature = bytes.uint32(at: 0) else { return nil }
        if fontTags.contains(signature) { return [0] }
        guard signature == collectionTag else { return nil }
        guard let count = bytes.uint32(at: 8) else { throw .collectionHeaderCutShort }
        let room = bytes.size >= 12 ? (bytes.size - 12) / 16 : 0
        guard count >= 1, UInt64(count) <= room else { throw .tooManyFaces(claimed: count, room: room) }
        var directories: [UInt64] = []
        for index in 0..<UInt64(count) {
            guard let offset = bytes.uint32(at: 12 + 4 * index) else { throw .collectionHeaderCutShort }
            directories.append(UInt64(offset))
        }
        return directories
    }

    /// Where face `face`'s table directory starts, reading only the header and that face's offset
    /// (`faceDirectories` reads them all): what opening one face of a big collection costs. Nil
    /// when the bytes are not an sfnt or a collection; an error when the face is not in it.
    public static func faceDirectory<Bytes: FontBytes>(_ bytes: inout Bytes, face: Int) throws(SfntStructureError)
        -> UInt64?
    {
        guard let signature = bytes.uint32(at: 0) else { return nil }
        if fontTags.contains(signature) { return face == 0 ? 0 : nil }
        guard signature == collectionTag else { return nil }
        guard let count = bytes.uint32(at: 8) else { throw .collectionHeaderCutShort }
        let room = bytes.size >= 12 ? (bytes.size - 12) / 16 : 0
        guard count >= 1, UInt64(count) <= room else { throw .tooManyFaces(claimed: count, room: room) }
        guard face >= 0, face < Int(count) else { return nil }
        guard let offset = bytes.uint32(at: 12 + 4 * UInt64(face)) else { throw .collectionHeaderCutShort }
        return UInt64(offset)
    }

    /// The table records of the directory at `directory`, in file order, each table inside the
    /// bytes and not empty; `face` names the face in errors (nil outside a collection).
    public static func tables<Bytes: FontBytes>(
        _ bytes: inout Bytes, directory: UInt64,
        face: Int? = nil
    ) throws(SfntStructureError) -> [SfntTable] {
        guard let count = bytes.uint16(at: directory + 4) else { throw .directoryCutShort(face: face) }
        var tables: [SfntTable] = []
        for index in 0..<UInt64(count) {
            let record = directory + 12 + 16 * index
            guard let tag = bytes.uint32(at: record), let offset = bytes.uint32(at: record + 8),
                let length = bytes.uint32(at: record + 12)
            else {
                throw .directoryEndsEarly(face: face, tables: count)
            }
            let table = SfntTable(
                tag: tableTagName(tag), offset: UInt64(offset), length: UInt64(length), record: record)
            guard table.offset + table.length <= bytes.size else {
                throw .tableOutside(
                    face: face, tag: table.tag, offset: table.offset, length: table.length, size: bytes.size)
            }
            guard table.length > 0 else { throw .emptyTable(face: face, tag: table.tag) }
            tables.append(table)
        }
        return tables
    }
}
