import AuditPipeline
import FontFixtures
import FontReading
import Foundation
import Fuzzing
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
        try Data(FontMutator.collection(of: font, faces: 600, distinct: false)).write(
            to: URL(fileURLWithPath: repeated))
        try Data(FontMutator.collection(of: font, faces: 1_001, distinct: true)).write(
            to: URL(fileURLWithPath: distinct))
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
