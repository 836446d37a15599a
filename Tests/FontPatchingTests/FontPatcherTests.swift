import FontFixtures
import FontValues
import Foundation
import Testing

@testable import FontPatching

/// A table's place in an sfnt, read here without the patcher's own reader.
private func table(_ tag: String, in bytes: [UInt8]) -> Range<Int>? {
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    for index in 0..<u16(4) {
        let record = 12 + 16 * index
        if String(decoding: bytes[record..<record + 4], as: UTF8.self) == tag {
            return u32(record + 8)..<u32(record + 8) + u32(record + 12)
        }
    }
    return nil
}

private func int16(_ bytes: [UInt8], _ at: Int) -> Int {
    Int(Int16(bitPattern: UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])))
}

@Suite("Font patcher")
struct FontPatcherTests {
    @Test("the container is told by its first four bytes")
    func container() {
        #expect(FontContainer([0, 1, 0, 0]) == .sfnt)
        #expect(FontContainer(Array("OTTO".utf8)) == .sfnt)
        #expect(FontContainer(Array("ttcf".utf8)) == .collection)
        #expect(FontContainer(Array("wOFF".utf8)) == .woff)
        #expect(FontContainer(Array("wOF2".utf8)) == .woff2)
        #expect(FontContainer(Array("GIF8".utf8)) == nil)
        #expect(FontContainer([0, 1]) == nil)
    }

    @Test("checksums sum big-endian words, the last one padded with zeros")
    func checksums() {
        #expect(checksum([0, 0, 0, 1, 0, 0, 0, 2]) == 3)
        #expect(checksum([1]) == 0x0100_0000)
        #expect(checksum([0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 2]) == 1)  // wraps around
        #expect(padding(5) == 3 && padding(8) == 0)
    }

    @Test("a patch sets the fields and head's checkSumAdjustment, and no other byte")
    func patch() throws {
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: FontFixture.useTypoMetrics.path)))
        let hhea = try #require(table("hhea", in: original))
        let head = try #require(table("head", in: original))
        #expect(int16(original, hhea.lowerBound + 4) == 1974)  // Lato's hhea ascender
        let patched = try FontPatcher.patch(original, faces: [0: [.hheaAscender: 2000, .hheaDescender: -500]])
        #expect(patched.count == original.count)
        #expect(int16(patched, hhea.lowerBound + 4) == 2000 && int16(patched, hhea.lowerBound + 6) == -500)
        // The whole file sums to the magic number once checkSumAdjustment is set.
        #expect(checksum(patched) == 0xB1B0_AFBA)
        let changed = patched.indices.filter { patched[$0] != original[$0] }
        let allowed = Set(hhea.lowerBound + 4..<hhea.lowerBound + 8).union(head.lowerBound + 8..<head.lowerBound + 12)
        let records = 12..<12 + 16 * Int(original[5])  // the hhea record's checksum changes too
        #expect(changed.allSatisfy { allowed.contains($0) || records.contains($0) })
    }

    @Test("a value that does not fit its field, and a file that is not a font, are errors")
    func refused() throws {
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: FontFixture.useTypoMetrics.path)))
        #expect(throws: FontPatchError.valueDoesNotFit(.hheaAscender, 40_000)) {
            try FontPatcher.patch(original, faces: [0: [.hheaAscender: 40_000]])
        }
        #expect(throws: FontPatchError.notAFont) { try FontPatcher.patch(Array("not a font".utf8), faces: [:]) }
        #expect(throws: FontPatchError.noFace(3)) { try FontPatcher.patch(original, faces: [3: [.hheaAscender: 2000]]) }
        // Cut at 200 bytes, Lato's first record (GPOS, at 566164) already points past the end.
        let cut = FontPatchError.structure(
            .tableOutside(face: nil, tag: "GPOS", offset: 566_164, length: 84_930, size: 200))
        #expect(throws: cut) { try FontPatcher.patch(Array(original.prefix(200)), faces: [0: [.hheaAscender: 2000]]) }
        #expect(cut.description == "table 'GPOS' claims bytes 566164..<651094, but the file has 200")
        // Cut inside the directory (12 + 17 * 16 = 284 bytes), the records themselves end first.
        let directory = FontPatchError.structure(.directoryEndsEarly(face: nil, tables: 17))
        #expect(throws: directory) {
            try FontPatcher.patch(Array(original.prefix(20)), faces: [0: [.hheaAscender: 2000]])
        }
        #expect(FontPatchError.missingTable("head", face: nil).description == "no head table")
        #expect(FontPatchError.missingTable("OS/2", face: 1).description == "face 1 has no OS/2 table")
    }

    @Test("WOFF2 through the reference library (CWOFF2): decoded to the sfnt, encoded, decoded to the same tables")
    func woff2() throws {
        let woff2 = [UInt8](try Data(contentsOf: URL(fileURLWithPath: FontFixture.woff2.path)))
        let sfnt = try WOFF2.decode(woff2)
        #expect(FontContainer(sfnt) == .sfnt)
        let hhea = try #require(table("hhea", in: sfnt))
        #expect(int16(sfnt, hhea.lowerBound + 4) == 1974)  // Lato's hhea ascender, as in the TrueType fixture
        let again = try WOFF2.decode(try WOFF2.encode(sfnt))
        #expect(table("hhea", in: again).map { Array(again[$0]) } == Array(sfnt[hhea]))
        #expect(throws: FontPatchError.self) { try WOFF2.decode(Array(woff2.prefix(100))) }
    }

    @Test("renaming: a suffix or a new family; PostScript names keep only what they may hold")
    func renaming() {
        #expect(Renaming.suffix("Fixed").apply(to: "Lato") == "Lato Fixed")
        #expect(Renaming.family("Latch").apply(to: "Lato") == "Latch")
        #expect(Renaming.postScriptPart(of: "Lato Fixed (v2)/ä") == "LatoFixedv2")
    }
}
