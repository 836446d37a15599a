import Testing

@testable import FontValues

@Suite("Measured items")
struct MeasurementTests {
    @Test(
        "no character of the ranges a mark is not looked up for is a nonspacing or enclosing mark, by Unicode's tables; the marks beside them are marks"
    )
    func markFree() {
        let marks = MeasuredItem.markFree.flatMap { range in
            range.compactMap(Unicode.Scalar.init).filter {
                [.nonspacingMark, .enclosingMark].contains($0.properties.generalCategory)
            }
        }
        #expect(marks.isEmpty, "\(marks.prefix(10))")
        // Just outside them: the combining grave, the kana sound marks.
        for value: UInt32 in [0x0300, 0x3099, 0x309A] {
            let item = MeasuredItem(character: Unicode.Scalar(value), glyphID: 1, inkBounds: nil, advance: 0)
            #expect(item.isMark, "U+\(String(value, radix: 16))")
        }
        #expect(!MeasuredItem(character: "漢", glyphID: 1, inkBounds: nil, advance: 500).isMark)
    }
}
