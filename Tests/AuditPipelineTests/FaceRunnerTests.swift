import AuditPipeline
import FontFixtures
import FontReading
import Foundation
import InputFiles
import Testing

@Suite("FaceRunner: ordered, parallel work over the faces of font files")
struct FaceRunnerTests {
    @Test("every face of every file, in input order; a named unreadable file is an error, the others go on")
    func ordered() {
        let found = FontFileSearch.expand([
            FontFixture.collection.path, "/nonexistent/x.ttf", FontFixture.trueType.path,
        ])
        var names: [String] = []
        var errors: [String] = []
        FaceRunner.each(
            found.files, skipped: found.skipped, faceIndex: nil, variation: .defaultInstance,
            { face, _ in
                face.info.postScriptName ?? "?"
            },
            emit: { outcome in
                switch outcome {
                case .face(let name): names.append(name)
                case .error(let error): errors.append(error.path)
                case .skipped: break
                }
            })
        #expect(names == ["Cantarell-Regular", "Cantarell-Bold", "DejaVuSans"])
        #expect(errors == ["/nonexistent/x.ttf"])
    }

    @Test("a collection's faces are listed once per table directory, and at most 1,000 of them; the rest are said")
    func collectionFaces() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbox-ttc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = [UInt8](try Data(contentsOf: URL(fileURLWithPath: FontFixture.trueType.path)))
        let repeated = folder.appendingPathComponent("repeated.ttc").path
        let distinct = folder.appendingPathComponent("distinct.ttc").path
        try Data(collection(of: font, faces: 600, distinct: false)).write(to: URL(fileURLWithPath: repeated))
        try Data(collection(of: font, faces: 1_001, distinct: true)).write(to: URL(fileURLWithPath: distinct))
        let found = FontFileSearch.expand([repeated, distinct])
        let list = FaceRunner.list(found.files, faceIndex: nil)
        #expect(list.faces.filter { $0.path == repeated }.map(\.faceIndex) == [0])
        #expect(
            list.skipped.map(\.reason) == [
                "599 faces (1, 2, 3, ...) repeat an earlier face's table directory, byte for byte: each is measured "
                    + "once, as the face it repeats"
            ])
        #expect(list.faces.filter { $0.path == distinct }.count == FontFace.faceLimit)
        #expect(
            list.errors.map(\.description) == [
                "\(distinct): 1001 distinct faces, over the limit of 1000: the 1 past it are not measured"
            ])
    }

    /// A collection of `faces` faces over one font's tables: every face naming the font's own
    /// table directory, or each its own copy of it.
    private func collection(of font: [UInt8], faces: Int, distinct: Bool) -> [UInt8] {
        func u32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        let tables = Int(font[4]) << 8 | Int(font[5])
        let directory = 12 + 16 * tables
        let header = 12 + 4 * faces
        let copies = distinct ? faces - 1 : 0
        // The font's tables move by the header and the copies of its directory before it.
        var moved = font
        for table in 0..<tables {
            let at = 12 + 16 * table + 8
            let offset = moved[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            moved.replaceSubrange(at..<at + 4, with: u32(offset + header + directory * copies))
        }
        let offsets = (0..<faces).map { distinct ? header + directory * $0 : header + directory * copies }
        return Array("ttcf".utf8) + [0, 1, 0, 0] + u32(faces) + offsets.flatMap(u32)
            + Array(repeating: Array(moved[..<directory]), count: copies).flatMap { $0 } + moved
    }

    @Test("InOrder delivers every result in index order, whatever order the workers finish in")
    func inOrder() {
        var seen: [Int] = []
        InOrder.run(
            count: 200, window: 8, work: { index in index * index },
            emit: { index, value in
                #expect(value == index * index)
                seen.append(index)
            })
        #expect(seen == Array(0..<200))
    }
}
