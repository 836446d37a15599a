import FontFixtures
import FontValues
import Testing

@testable import FontReading

@Suite("Line-break opportunities")
struct LineBreakTests {
    private func breaks(_ text: String) -> [Int] {
        let scalars = Array(text.unicodeScalars)
        return scalars.indices.filter { LineBreaks.allowed(before: $0, in: scalars) }
    }

    @Test("after spaces and hyphens, never before a space")
    func words() {
        #expect(breaks("ab  cd-ef") == [4, 7])
    }

    @Test("between CJK characters, except before closing punctuation and small kana or after opening punctuation")
    func kinsoku() {
        // 日 本 「 語 」 っ て 。: not before 」 (4), っ (5) or 。 (7); not after 「 (before 3).
        #expect(breaks("日本「語」って。") == [1, 2, 6])
        #expect(breaks("ab日本") == [2, 3])
    }
}

@Suite("Layouts for wrapping")
struct LayoutTests {
    @Test("one piece per cluster in logical order: advances add up to the run's, marks stay with their base")
    func pieces() throws {
        let face = try FontFace(path: FontFixture.shaping.path)
        let text = "ab cE\u{301}d"
        let string = LocalizedString(text: text, language: nil, source: "test", key: "1", line: nil)
        let layout = try #require(try face.measureStrings([string], features: [], layouts: true).first?.layout)
        #expect(layout.pieces.map(\.offset) == [0, 1, 2, 3, 4, 6])
        #expect(layout.pieces.map(\.breakBefore) == [false, false, false, true, false, false])
        #expect(layout.pieces.map(\.isSpace) == [false, false, true, false, false, false])
        let shaped = try face.shape(text)
        #expect(abs(layout.pieces.map(\.advance).reduce(0, +) - shaped.advance) < 1e-9)
        // The accent's ink belongs to the É piece, above the E alone.
        let plainE = try #require(try face.shape("E").inkBounds)
        #expect((layout.pieces[4].inkBounds?.yMax ?? 0) > plainE.yMax)
        #expect(try face.measureStrings([string], features: []).first?.layout.pieces.isEmpty == true)
    }
}
