import FontFixtures
import FontValues
import Foundation
import Testing

@testable import FontReading

/// A scratch directory with damaged copies of real fixture fonts, made fresh for each test.
private struct Scratch {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("inkbox-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ bytes: Data) throws -> String {
        let url = directory.appendingPathComponent(name)
        try bytes.write(to: url)
        return url.path
    }

    func fixtureBytes(_ fixture: FontFixture) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: fixture.path))
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

/// Opens a face and measures every glyph, the most a command does with a file.
private func readEverything(
    _ path: String, faceIndex: Int = 0,
    variation: VariationRequest = .defaultInstance
) throws(FontReadingError) {
    let face = try FontFace(path: path, faceIndex: faceIndex, variation: variation)
    _ = try face.measure(.allGlyphs)
}

private func error(of body: () throws -> Void) -> FontReadingError? {
    do {
        try body()
    } catch let failure as FontReadingError {
        return failure
    } catch {
        Issue.record("expected a FontReadingError, got \(error)")
    }
    return nil
}

@Suite("Bad input is an error naming the file, never a crash")
struct FontReadingErrorTests {
    @Test func missingFile() {
        let path = "/nonexistent/inkbox/font.ttf"
        #expect(error { try readEverything(path) } == .fileNotFound(path: path))
        #expect(FontReadingError.fileNotFound(path: path).description == "/nonexistent/inkbox/font.ttf: no such file")
    }

    @Test func directory() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        #expect(error { try readEverything(scratch.directory.path) } == .isDirectory(path: scratch.directory.path))
    }

    @Test func emptyFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("empty.ttf", Data())
        #expect(error { try readEverything(path) } == .emptyFile(path: path))
    }

    @Test func notAFont() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("notes.ttf", Data("these are notes, not a font\n".utf8))
        #expect(error { try readEverything(path) } == .notAFont(path: path, content: "a text file"))
        #expect(error { try readEverything(path) }?.reason == "not a font: a text file")
        // Bytes that are neither a font nor text: FreeType's own word.
        let binary = try scratch.write(
            "binary.ttf", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]))
        #expect(error { try readEverything(binary) } == .notAFont(path: binary))
        #expect(error { try readEverything(binary) }?.reason == "not a font file FreeType can read")
    }

    @Test("a page or a pointer saved under a font's name says what it is")
    func nonFontContent() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let cases: [(String, String)] = [
            // As public apps ship them: GitHub's page for the font, a placeholder, an LFS pointer.
            ("\n\n<!DOCTYPE html>\n<html lang=\"en\">", "an HTML page, saved in the font's place"),
            ("\u{FEFF}<html><head><base href=\"/\">", "an HTML page, saved in the font's place"),
            (
                "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 159608\n",
                "a Git LFS pointer; the font itself was not fetched (git lfs pull)"
            ),
            ("# Placeholder font file - replace with actual Poppins-Regular.ttf\n", "a text file"),
            // Cut inside a character at 512 bytes: still text.
            (String(repeating: "a", count: 511) + "é", "a text file"),
        ]
        for (number, (text, content)) in cases.enumerated() {
            let path = try scratch.write("font\(number).ttf", Data(text.utf8))
            #expect(error { try readEverything(path) } == .notAFont(path: path, content: content), "\(text.prefix(20))")
        }
        // A control character is not text.
        let control = try scratch.write("control.ttf", Data("text\u{1B}[31m red\n".utf8))
        #expect(error { try readEverything(control) } == .notAFont(path: control))
        // A copy whose bytes were lost, as two public apps ship their fonts: all zero.
        let zeros = try scratch.write("zeros.ttf", Data(count: 143_788))
        #expect(
            error { try readEverything(zeros) }
                == .notAFont(path: zeros, content: "nothing but zero bytes where its tables should be"))
    }

    @Test func truncatedHeader() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("truncated.ttf", try scratch.fixtureBytes(.trueType).prefix(5000))
        // The table directory is read before FreeType: the first table past the end is named.
        #expect(
            error { try readEverything(path) }
                == .corrupt(path: path, reason: "table 'GPOS' claims bytes 1020..<41606, but the file has 5000"))
        let bytes = try scratch.fixtureBytes(.trueType)
        let header = try scratch.write("header.ttf", bytes.prefix(20))
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])  // sfnt numTables
        #expect(
            error { try readEverything(header) }
                == .corrupt(path: header, reason: "table directory claims \(tables) tables but the file ends first"))
    }

    @Test("a table directory longer than a read page is read whole: its last record's table past the end is named")
    func directoryAcrossPages() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // 300 records (4,812 bytes of directory, past the first 4,096-byte page that file reads
        // take): each table the file's first 4 bytes but the last, which claims bytes past the end.
        let tables = 300
        var bytes: [UInt8] = [0, 1, 0, 0, UInt8(tables >> 8), UInt8(tables & 0xFF), 0, 0, 0, 0, 0, 0]
        func uint32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        for index in 0..<tables {
            let tag = Array(String(format: "t%03d", index).utf8)
            bytes += tag + uint32(0) + uint32(index == tables - 1 ? 6_000 : 0) + uint32(4)
        }
        bytes += [UInt8](repeating: 0, count: 100)
        let path = try scratch.write("many-tables.ttf", Data(bytes))
        #expect(
            error { try readEverything(path) }
                == .corrupt(
                    path: path, reason: "table 't299' claims bytes 6000..<6004, but the file has \(bytes.count)"))
    }

    @Test(
        "every truncation of a TrueType, CFF and WOFF2 font is read or refused, never a crash",
        arguments: [FontFixture.trueType, .cff, .woff2])
    func everyTruncation(fixture: FontFixture) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let bytes = try scratch.fixtureBytes(fixture)
        var refused = 0
        for length in stride(from: 1, to: bytes.count, by: max(1, bytes.count / 40)) {
            let path = try scratch.write("cut-\(length)", bytes.prefix(length))
            if let failure = error(of: { try readEverything(path) }) {
                #expect(failure.path == path)
                refused += 1
            }
        }
        #expect(refused > 30)
    }

    @Test("scrambled CFF charstrings fail as a glyph load error")
    func corruptGlyphs() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var bytes = [UInt8](try scratch.fixtureBytes(.cff))
        // Find the CFF table in the table directory; its second half is charstrings.
        func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let tableCount = Int(bytes[4]) << 8 | Int(bytes[5])
        let record = try #require(
            (0..<tableCount).map { 12 + 16 * $0 }.first { bytes[$0..<$0 + 4].elementsEqual("CFF ".utf8) })
        let start = uint32(record + 8) + uint32(record + 12) / 2
        let length = uint32(record + 12) / 2
        // A fixed linear congruential sequence, so the damage is the same on every run.
        var state: UInt64 = 1
        for _ in 0..<4000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes[start + Int((state >> 33) % UInt64(length))] = UInt8(truncatingIfNeeded: state >> 13)
        }
        let path = try scratch.write("scrambled.otf", Data(bytes))
        let failure = error { try readEverything(path) }
        guard case .glyphLoadFailed(let failedPath, _, _) = failure else {
            Issue.record("expected a glyph load error, got \(String(describing: failure))")
            return
        }
        #expect(failedPath == path)
    }

    @Test func faceIndexOutOfRange() {
        let path = FontFixture.collection.path
        #expect(
            error { try readEverything(path, faceIndex: 2) } == .faceIndexOutOfRange(path: path, index: 2, faceCount: 2)
        )
        #expect(
            FontReadingError.faceIndexOutOfRange(path: "a.otc", index: 2, faceCount: 2).description
                == "a.otc: face index 2 out of range (the file has 2 faces: 0...1)")
        #expect(
            error { try readEverything(FontFixture.cff.path, faceIndex: 1) }
                == .faceIndexOutOfRange(path: FontFixture.cff.path, index: 1, faceCount: 1))
    }

    @Test func bitmapOnlyFace() {
        let path = FontFixture.bitmapOnly.path
        #expect(error { try readEverything(path) } == .bitmapOnly(path: path))
    }

    @Test func unknownInstanceAndAxis() {
        let path = FontFixture.variable.path
        let instances = [
            "Thin", "Extra Light", "Light", "Regular", "Medium", "Semi Bold", "Bold", "Extra Bold", "Black",
        ]
        #expect(
            error { try readEverything(path, variation: .namedInstance("Heavy")) }
                == .unknownInstance(path: path, name: "Heavy", available: instances))
        #expect(
            error { try readEverything(path, variation: .axes([AxisValue(tag: "wdth", value: 90)])) }
                == .unknownAxis(path: path, tag: "wdth", available: ["wght"]))
        #expect(
            error { try readEverything(path, variation: .axes([AxisValue(tag: "wght", value: 1000)])) }
                == .axisValueOutOfRange(path: path, tag: "wght", value: 1000, minimum: 100, maximum: 900))
        #expect(
            error { try readEverything(FontFixture.cff.path, variation: .namedInstance("Bold")) }
                == .notVariable(path: FontFixture.cff.path))
    }
}
