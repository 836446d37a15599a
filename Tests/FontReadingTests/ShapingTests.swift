import FontFixtures
import FontValues
import Foundation
import Testing
import TextSources

@testable import FontReading

struct GoldenShaping: Decodable {
    struct Run: Decodable, CustomTestStringConvertible {
        let file: String
        let axes: [String: Double]?
        let language: String?
        let features: [String]
        let text: String
        let exercises: String
        /// `[glyph id, cluster, x, y]`; clusters are uharfbuzz's UTF-8 offsets, not compared.
        let glyphs: [[Double]]
        let inkBounds: [Double]?
        /// The pen's advance over the run, font units.
        let advance: Double
        let rightToLeft: Bool
        var testDescription: String { "\(file) \(text.debugDescription) (\(exercises))" }
    }
    let runs: [Run]

    static let shared: GoldenShaping = {
        guard let url = Bundle.module.url(forResource: "shaping", withExtension: "json", subdirectory: "Golden"),
            let data = try? Data(contentsOf: url),
            let document = try? JSONDecoder().decode(GoldenShaping.self, from: data)
        else {
            // Test-only: the golden file ships with the tests.
            preconditionFailure("Tests/FontReadingTests/Golden/shaping.json is missing or unreadable")
        }
        return document
    }()
}

private func face(_ run: GoldenShaping.Run) throws -> FontFace {
    let variation = run.axes.map { axes in VariationRequest.axes(axes.map { AxisValue(tag: $0.key, value: $0.value) }) }
    return try FontFace(path: FontFixture.path(of: run.file), variation: variation ?? .defaultInstance)
}

@Suite("Shaping against uharfbuzz and fontTools")
struct ShapingTests {
    @Test(
        "glyphs and positions match, and the run's ink is the union of moved exact ink within a font unit",
        arguments: GoldenShaping.shared.runs)
    func golden(run: GoldenShaping.Run) throws {
        let shaped = try face(run).shape(
            run.text, options: ShapingOptions(language: run.language, features: run.features))
        #expect(shaped.glyphs.map { Double($0.glyphID) } == run.glyphs.map { $0[0] })
        #expect(shaped.glyphs.map(\.x) == run.glyphs.map { $0[2] })
        #expect(shaped.glyphs.map(\.y) == run.glyphs.map { $0[3] })
        let expected = try #require(run.inkBounds)
        let ink = try #require(shaped.inkBounds)
        // Exact extrema to 1/64 unit on both sides; a variable instance's points are rounded
        // to whole units by FreeType (see FontFaceTests), hence one unit.
        for (ours, theirs) in zip([ink.xMin, ink.yMin, ink.xMax, ink.yMax], expected) {
            #expect(abs(ours - theirs) <= 1, "\(ours) vs \(theirs)")
        }
        #expect(shaped.advance == run.advance)
        #expect(shaped.rightToLeft == run.rightToLeft)
    }

    @Test(
        "a string as the auditor sees it has the shaped advance, direction and ink within a font unit",
        arguments: GoldenShaping.shared.runs)
    func measured(run: GoldenShaping.Run) throws {
        let string = LocalizedString(text: run.text, language: run.language, source: "golden", key: run.text, line: nil)
        let item = try #require(try face(run).measureStrings([string], features: run.features).asGlyphs.glyphs.first)
        #expect(abs(item.advance - run.advance) <= 1)
        #expect(item.rightToLeft == run.rightToLeft)
        #expect(item.clusters == run.text.count)
        let expected = try #require(run.inkBounds)
        let ink = try #require(item.inkBounds)
        #expect(abs(ink.xMin - expected[0]) <= 1 && abs(ink.xMax - expected[2]) <= 1, "\(ink) vs \(expected)")
    }

    @Test("a decomposed É has the precomposed one's ink")
    func decomposed() throws {
        let noto = try FontFace(path: FontFixture.path(of: "NotoSans-Regular.ttf"))
        let decomposed = try #require(try noto.shape("E\u{301}").inkBounds)
        let precomposed = try #require(try noto.shape("É").inkBounds)
        #expect(abs(decomposed.yMax - precomposed.yMax) <= 1 && abs(decomposed.yMin - precomposed.yMin) <= 1)
    }

    @Test("a Vietnamese stack reaches higher than any single glyph of the Latin set")
    func vietnameseStack() throws {
        let noto = try FontFace(path: FontFixture.path(of: "NotoSans-Regular.ttf"))
        let stack = try #require(try noto.shape("Ỗ", options: ShapingOptions(language: "vi")).inkBounds)
        let latin = try noto.measure(
            .characters([0x20...0x7E, 0xA0...0xFF, 0x100...0x17F].joined().compactMap(Unicode.Scalar.init)))
        let highest = latin.glyphs.compactMap(\.inkBounds?.yMax).max() ?? 0
        #expect(stack.yMax > highest)
    }

    @Test("a Thai below-mark reaches below the baseline, and the cluster that does is named")
    func thaiBelow() throws {
        let thai = try FontFace(path: FontFixture.path(of: "NotoSansThai-Regular.ttf"))
        let run = try thai.shape("ปู่", options: ShapingOptions(language: "th"))
        let ink = try #require(run.inkBounds)
        #expect(ink.yMin < 0)
        #expect(run.lowestCluster == 0 || run.lowestCluster == 1)
    }
}
