import FontValues
import Testing

@testable import LineBoxAnalysis

/// Pieces 100 units wide with ink 10..90 across, 0..700 up; `breaks` marks where a line may start.
private func layout(_ text: String, rightToLeft: Bool = false) -> TextLayout {
    let scalars = Array(text.unicodeScalars)
    return TextLayout(
        pieces: scalars.indices.map { index in
            let space = scalars[index] == " "
            return TextPiece(
                offset: index, advance: 100,
                inkBounds: space
                    ? nil : InkBounds(xMin: 10, yMin: scalars[index] == "g" ? -200 : 0, xMax: 90, yMax: 700),
                breakBefore: index > 0 && scalars[index - 1] == " " && !space, isSpace: space)
        }, rightToLeft: rightToLeft)
}

@Suite("Wrapping strings into lines")
struct WrappingTests {
    @Test("greedy by word: a line takes words while they fit; trailing spaces hang")
    func greedy() {
        // "ab cd ef": 8 pieces of 100. At 500: "ab cd " fits (the space hangs), "ef" starts line 2.
        #expect(layout("ab cd ef").lines(width: 500) == [0..<6, 6..<8])
        // At 250: "ab " then "cd " then "ef".
        #expect(layout("ab cd ef").lines(width: 250) == [0..<3, 3..<6, 6..<8])
    }

    @Test("a word wider than the line breaks between clusters")
    func emergency() {
        #expect(layout("abcde").lines(width: 250) == [0..<2, 2..<4, 4..<5])
    }

    @Test("lines start at the left edge, or at the right edge for right-to-left text")
    func placement() throws {
        let ltr = layout("ab").placedInk(0..<2, width: 1000)
        #expect(ltr.map(\.ink.xMin) == [10, 110])
        let rtl = layout("ab", rightToLeft: true).placedInk(0..<2, width: 1000)
        #expect(rtl.map(\.ink.xMin) == [910, 810])
    }

    @Test("what can clip is the first line's top and the last line's bottom")
    func clippingInk() throws {
        // "gg hh" at 300: line 1 "gg " (descenders), line 2 "hh".
        let wrapped = WrappedText(layout("gg hh"), width: 300, maxLines: .max, pitch: nil, unitScale: 0.01)
        #expect(wrapped.lineCount == 2)
        #expect(wrapped.bottom?.y == 0 && wrapped.bottom?.offset == 3)
        #expect(wrapped.top?.y == 700 && wrapped.top?.offset == 0)
        // Drawn on one line only, the descenders are the last line's.
        #expect(WrappedText(layout("gg hh"), width: 300, maxLines: 1, pitch: nil, unitScale: 0.01).bottom?.y == -200)
    }

    @Test("lines collide only where their ink shares horizontal extent")
    func collisions() throws {
        // Line 1 "gg " over line 2 "hh": g reaches 200 below, h 700 above; pitch 8 at 0.01 per unit:
        // 9 - 8 = 1 where they overlap.
        let wrapped = WrappedText(layout("gg hh"), width: 300, maxLines: .max, pitch: 8, unitScale: 0.01)
        let collision = try #require(wrapped.collision)
        #expect(abs(collision.overlap - 1) < 1e-9 && collision.line == 0)
        #expect(collision.upper == 0 && collision.lower == 3)
        // After two leading spaces the g's sit right of both h's: no shared extent, no collision.
        let apart = layout("  gg hh").lines(width: 500)
        #expect(apart == [0..<5, 5..<7])
        #expect(WrappedText(layout("  gg hh"), width: 500, maxLines: .max, pitch: 8, unitScale: 0.01).collision == nil)
    }
}
