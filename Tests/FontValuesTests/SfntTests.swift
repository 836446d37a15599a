import FontValues
import Testing

@Suite("sfnt structure")
struct SfntTests {
    /// An sfnt header with `tables` records, each `length` bytes at `offset`.
    private func font(tables: [(tag: String, offset: UInt32, length: UInt32)], size: Int) -> [UInt8] {
        var bytes: [UInt8] = [0, 1, 0, 0, 0, UInt8(tables.count), 0, 0, 0, 0, 0, 0]
        func u32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        for table in tables { bytes += Array(table.tag.utf8) + u32(0) + u32(table.offset) + u32(table.length) }
        return bytes + [UInt8](repeating: 0, count: max(0, size - bytes.count))
    }

    @Test("a font's one directory, its records in file order, each inside the file")
    func directory() throws {
        var bytes = font(tables: [("head", 44, 54), ("hhea", 100, 36)], size: 136)
        #expect(try Sfnt.faceDirectories(&bytes) == [0])
        #expect(
            try Sfnt.tables(&bytes, directory: 0) == [
                SfntTable(tag: "head", offset: 44, length: 54, record: 12),
                SfntTable(tag: "hhea", offset: 100, length: 36, record: 28),
            ])
        var short = font(tables: [("head", 44, 54), ("hhea", 100, 36)], size: 135)
        #expect(throws: SfntStructureError.tableOutside(face: nil, tag: "hhea", offset: 100, length: 36, size: 135)) {
            try Sfnt.tables(&short, directory: 0)
        }
        var cut = Array(font(tables: [("head", 44, 54)], size: 100).prefix(20))
        #expect(throws: SfntStructureError.directoryEndsEarly(face: nil, tables: 1)) {
            try Sfnt.tables(&cut, directory: 0)
        }
    }

    @Test("a collection's faces, and a header that claims more faces than the file can hold")
    func collection() throws {
        var bytes =
            Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 20, 0, 0, 0, 32] + [UInt8](repeating: 0, count: 40)
        #expect(try Sfnt.faceDirectories(&bytes) == [20, 32])
        var greedy = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 1, 0, 0] + [UInt8](repeating: 0, count: 40)
        #expect(throws: SfntStructureError.tooManyFaces(claimed: 65_536, room: 2)) { try Sfnt.faceDirectories(&greedy) }
        #expect(
            SfntStructureError.tooManyFaces(claimed: 65_536, room: 2).description
                == "collection claims 65536 faces, but the file has room for 2")
        var woff = Array("wOFF".utf8) + [UInt8](repeating: 0, count: 40)
        #expect(try Sfnt.faceDirectories(&woff) == nil)
    }
}
