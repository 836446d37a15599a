import DesignTokens
import FontFixtures
import FontReading
import FontValues
import Foundation
import InputFiles
import Testing

@testable import AuditPipeline

/// The index of every fixture font, built once.
private let index = FontIndex(directories: [FontFixture.directory.path])

private func resolve(_ families: [String], _ weight: Int, italic: Bool = false) throws -> FontResolution {
    try index.resolve(families: families, weight: FontWeight(value: weight, italic: italic)).get()
}

@Suite("Font resolution")
struct FontIndexTests {
    @Test("a static face of the exact weight")
    func staticFace() throws {
        let found = try resolve(["IPAexGothic"], 400)
        #expect(found.file == FontFixture.clipsOnIOS.path)
        #expect(found.variation == .defaultInstance)
        #expect(found.matched == "'IPAexGothic' 400: ipaexg.ttf face 0 (IPAexGothic Regular)")
    }

    @Test("a family no face answers to, where a file named so could not be read: that file, not \"not found\"")
    func unreadableFileNamedForTheFamily() throws {
        let folder = NSTemporaryDirectory() + "inkbox-broken-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A copy mangled by a text encoder, as a public app ships its Open Sans.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: FontFixture.clipsOnIOS.path))
        bytes.replaceSubrange(20..<24, with: [0xEF, 0xBF, 0xBD, 0x00])
        try bytes.write(to: URL(fileURLWithPath: folder + "/OpenSans-Regular.ttf"))
        let broken = FontIndex(directories: [folder])
        #expect(broken.errors.count == 1)
        let found = try broken.resolve(families: ["OpenSans-Regular"], weight: FontWeight(value: 400)).get()
        #expect(found.file == folder + "/OpenSans-Regular.ttf")
        #expect(found.matched == "'OpenSans-Regular': the file named so, which could not be read")
        // Another name is not found, as before.
        #expect(throws: TokenResolutionError.self) {
            try broken.resolve(families: ["Lato"], weight: FontWeight(value: 400)).get()
        }
    }

    @Test("a variable font at the weight, through its wght axis")
    func variableFace() throws {
        let found = try resolve(["Inter"], 600)
        #expect(found.file == FontFixture.variable.path)
        #expect(found.variation == .axes([AxisValue(tag: "wght", value: 600)]))
    }

    @Test(
        "a variable font's named instance by PostScript name: Adobe's generated one, and as SwiftGen writes CoreText's"
    )
    func namedInstance() throws {
        // The fixture's instances have no PostScript names of their own (fvar postscriptNameID 0xFFFF).
        for name in ["Inter-SemiBold", "Inter_Semi-Bold", "inter-semibold"] {
            let found = try resolve([name], 400)
            #expect(found.file == FontFixture.variable.path)
            #expect(found.variation == .namedInstance("Semi Bold"), "\(name)")
            #expect(found.matched == "'\(name)': Inter-roman.var.ttf face 0 (Inter Semi Bold), a named instance")
        }
        #expect(
            FontIndex.instanceName(family: "Source Sans 3", subfamily: "Extra Light Italic")
                == "SourceSans3-ExtraLightItalic")
        // A name no face and no instance answers to stays unknown; the family itself is the face.
        #expect(throws: TokenResolutionError.self) { try resolve(["Inter_Heavy"], 400) }
        #expect(try resolve(["Inter"], 400).variation == .axes([AxisValue(tag: "wght", value: 400)]))
        // What is measured is that instance.
        let semiBold = try FontFace(path: FontFixture.variable.path, variation: .namedInstance("Semi Bold")).info
        #expect(semiBold.variation?.first { $0.tag == "wght" }?.value == 600)
    }

    @Test(
        "a family found by its name as written or without spaces, hyphens and underscores, either side's, in a kept index too"
    )
    func namesCompared() throws {
        // "Noto Sans" is a family name, "NotoSans-Regular" a PostScript name, "DejaVuSans" both.
        for name in ["Noto Sans", "noto sans", "NotoSans", "Noto_Sans", "NotoSans-Regular", "Noto Sans Regular"] {
            #expect(try resolve([name], 400).file == FontFixture.shaping.path, "\(name)")
        }
        #expect(try resolve(["Noto-Sans"], 400, italic: true).file == FontFixture.italic.path)
        for name in ["DejaVu Sans", "DejaVu-Sans", "DejaVuSans"] {
            #expect(try resolve([name], 400).file.hasSuffix("DejaVuSans.ttf"), "\(name)")
        }
        // Kept to one file, the others' names answer no more.
        let kept = index.keeping(files: [FontFixture.italic.path])
        #expect(
            try kept.resolve(families: ["Noto_Sans"], weight: FontWeight(value: 400)).get().file
                == FontFixture.italic.path)
        #expect(throws: TokenResolutionError.self) {
            try kept.resolve(families: ["DejaVu Sans"], weight: FontWeight(value: 400)).get()
        }
    }

    @Test("the bold face of a collection")
    func collectionFace() throws {
        let found = try resolve(["Cantarell"], 700)
        #expect(found.file == FontFixture.collection.path && found.faceIndex == 1)
    }

    @Test("the first available family of a fallback list, saying which were skipped")
    func fallback() throws {
        let found = try resolve(["Hiragino Sans", "sans-serif", "Lato"], 400)
        #expect(found.file == FontFixture.useTypoMetrics.path || found.file == FontFixture.woff2.path)
        #expect(found.matched.hasPrefix("'Hiragino Sans' (not found), 'sans-serif' (generic) skipped; 'Lato' 400"))
    }

    @Test("the nearest weight when the exact one is missing, and italic falls back to upright")
    func nearest() throws {
        let found = try resolve(["Lato"], 700, italic: true)
        #expect(found.matched.contains("no such weight, nearest 400"))
        #expect(found.matched.hasSuffix("no italic face: upright used"))
    }

    @Test("an unknown family is an error that names it")
    func unknown() {
        let result = index.resolve(families: ["Comic Sans MS"], weight: FontWeight(value: 400))
        #expect(
            result
                == .failure(TokenResolutionError(message: "no font for 'Comic Sans MS' ('Comic Sans MS' (not found))")))
    }

    @Test("the font map wins over the index, with paths relative to the map")
    func fontMap() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inkbox-map-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let map = directory.appendingPathComponent("fonts.json")
        try """
        {"fonts": [{"family": "Brand Sans", "weight": 700, "file": "\(FontFixture.variable.path)", "instance": "Bold"},
                   {"family": "Relative", "file": "sub/font.ttf"}]}
        """.write(to: map, atomically: true, encoding: .utf8)
        var mapped = index
        mapped.map = try FontMapEntry.read(map.path, root: ProjectRoot("/"))
        let found = try mapped.resolve(families: ["Brand Sans"], weight: FontWeight(value: 700)).get()
        #expect(found.variation == .namedInstance("Bold"))
        #expect(mapped.map[1].file == directory.appendingPathComponent("sub/font.ttf").path)
        #expect(throws: TokenResolutionError.self) {
            try mapped.resolve(families: ["Brand Sans"], weight: FontWeight(value: 400)).get()
        }
    }

    @Test("the bitmap-only fixture is not indexed and nothing else fails")
    func indexErrors() {
        #expect(index.errors.isEmpty)  // .pcf.gz is not a font extension the index reads
        #expect(index.faces.count == 15)  // 14 files, the collection holding two faces
    }
}
