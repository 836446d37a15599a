import AuditPipeline
import FontFixtures
import FontReading
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
