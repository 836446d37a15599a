import FontValues
import Testing

@testable import LineBoxAnalysis

private func metrics(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int = 0) -> VerticalMetrics {
    VerticalMetrics(
        unitsPerEm: unitsPerEm,
        hhea: .init(ascender: ascender, descender: descender, lineGap: lineGap),
        typo: nil, win: nil, head: .init(xMin: 0, yMin: descender, xMax: unitsPerEm, yMax: ascender),
        capHeight: nil, xHeight: nil)
}

/// UIFont values measured on devices (line-box-models.md, "iOS and macOS"), printed there to
/// three decimals, with the fonts' hhea values. Our model must reproduce them.
struct MeasuredUIFont: Sendable, CustomTestStringConvertible {
    let postScriptName: String
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let pointSize: Double
    let measuredAscender: Double?
    let measuredDescender: Double?
    let measuredLineHeight: Double
    var testDescription: String { "\(postScriptName) \(pointSize)" }
}

private let measuredFonts = [
    MeasuredUIFont(
        postScriptName: "Helvetica", unitsPerEm: 2048, ascender: 1577, descender: -471, pointSize: 17,
        measuredAscender: 15.640, measuredDescender: nil, measuredLineHeight: 19.55),
    MeasuredUIFont(
        postScriptName: "HelveticaNeue", unitsPerEm: 1000, ascender: 952, descender: -213, pointSize: 16,
        measuredAscender: nil, measuredDescender: nil, measuredLineHeight: 18.64),
    MeasuredUIFont(
        postScriptName: ".SFUI-Regular", unitsPerEm: 2048, ascender: 1950, descender: -494, pointSize: 40,
        measuredAscender: 38.086, measuredDescender: 9.648, measuredLineHeight: 47.734),
]

@Suite("iOS UILabel line box")
struct IOSLabelModelTests {
    @Test("reproduces measured UIFont ascender, descender and lineHeight", arguments: measuredFonts)
    func measuredValues(font: MeasuredUIFont) {
        let box = IOSLabelModel.lineBox(
            metrics: metrics(unitsPerEm: font.unitsPerEm, ascender: font.ascender, descender: font.descender),
            postScriptName: font.postScriptName, pointSize: font.pointSize, lineHeight: .natural,
            grid: PixelGrid(scale: 3))
        // The measured values are printed to three decimals.
        #expect(abs(box.lineHeight - font.measuredLineHeight) < 0.0005)
        if let ascender = font.measuredAscender { #expect(abs(box.ascent - ascender) < 0.0005) }
        if let descender = font.measuredDescender { #expect(abs(box.descent - descender) < 0.0005) }
    }

    @Test(
        "the +15% applies to Helvetica, Helvetica-* and Times-* only",
        arguments: [
            ("Helvetica", true), ("Helvetica-Bold", true), ("Times-Roman", true),
            ("HelveticaNeue", false), ("TimesNewRomanPSMT", false), ("Inter-Regular", false), (nil, false),
        ])
    func leadingBump(name: String?, bumped: Bool) {
        #expect(IOSLabelModel.hasUIKitLeadingBump(postScriptName: name) == bumped)
    }

    @Test("the hhea line gap and typo metrics never count")
    func ignoresLineGapAndTypo() {
        var withGap = metrics(unitsPerEm: 1000, ascender: 880, descender: -120, lineGap: 500)
        let plain = IOSLabelModel.lineBox(
            metrics: metrics(unitsPerEm: 1000, ascender: 880, descender: -120),
            postScriptName: nil, pointSize: 17, lineHeight: .natural, grid: PixelGrid(scale: 3))
        withGap.typo = .init(ascender: 1100, descender: -400, lineGap: 0, useTypoMetrics: true)
        let gapped = IOSLabelModel.lineBox(
            metrics: withGap, postScriptName: nil, pointSize: 17, lineHeight: .natural,
            grid: PixelGrid(scale: 3))
        #expect(plain == gapped)
        #expect(abs(plain.lineHeight - 17) < 1e-12)
    }

    @Test("a positive hhea descender is read as its absolute value")
    func positiveDescender() {
        let grid = PixelGrid(scale: 2)
        let negative = IOSLabelModel.lineBox(
            metrics: metrics(unitsPerEm: 1000, ascender: 800, descender: -250),
            postScriptName: nil, pointSize: 15, lineHeight: .natural, grid: grid)
        let positive = IOSLabelModel.lineBox(
            metrics: metrics(unitsPerEm: 1000, ascender: 800, descender: 250),
            postScriptName: nil, pointSize: 15, lineHeight: .natural, grid: grid)
        #expect(negative == positive)
    }

    @Test(
        "the label is its line height rounded up to pixels, with edges on the pixel grid",
        arguments: [1.0, 2.0, 3.0], [9.5, 11, 13, 17, 17.3, 28, 34, 72])
    func pixelGrid(scale: Double, size: Double) {
        let grid = PixelGrid(scale: scale)
        for lineHeight in [LineHeight.natural, .fixed(size * 1.2), .multiple(0.9), .multiple(1.35)] {
            let box = IOSLabelModel.lineBox(
                metrics: metrics(unitsPerEm: 2048, ascender: 1802, descender: -246),
                postScriptName: nil, pointSize: size, lineHeight: lineHeight, grid: grid)
            let pixels = box.height * scale
            #expect(abs(pixels - pixels.rounded()) < 1e-9)
            #expect(abs(box.top * scale - (box.top * scale).rounded()) < 1e-9)
            #expect(box.height >= box.lineHeight - 1e-9 && box.height < box.lineHeight + 1 / scale)
            // The baseline sits within a pixel of the unrounded `L - D` below the top.
            #expect(abs(box.top - (box.lineHeight - box.descent)) <= 1 / scale)
        }
    }

    @Test("a line height moves only the top edge: the descent stays pinned")
    func lineHeightMovesTopOnly() {
        let grid = PixelGrid(scale: 3)
        let font = metrics(unitsPerEm: 1000, ascender: 800, descender: -200)
        let bottoms = stride(from: 14.0, through: 30, by: 1.0 / 3).map {
            IOSLabelModel.lineBox(metrics: font, postScriptName: nil, pointSize: 17, lineHeight: .fixed($0), grid: grid)
                .bottom
        }
        #expect(Set(bottoms.map { ($0 * 3).rounded() }).count == 1)
        let tight = IOSLabelModel.lineBox(
            metrics: font, postScriptName: nil, pointSize: 17, lineHeight: .fixed(14), grid: grid)
        let loose = IOSLabelModel.lineBox(
            metrics: font, postScriptName: nil, pointSize: 17, lineHeight: .fixed(30), grid: grid)
        #expect(abs((loose.top - tight.top) - 16) < 1e-9)
    }

    @Test("a line height multiple scales the natural line height, Helvetica's bump included")
    func multiple() {
        let font = metrics(unitsPerEm: 2048, ascender: 1577, descender: -471)
        let natural = IOSLabelModel.lineBox(
            metrics: font, postScriptName: "Helvetica", pointSize: 17, lineHeight: .natural,
            grid: PixelGrid(scale: 3))
        let doubled = IOSLabelModel.lineBox(
            metrics: font, postScriptName: "Helvetica", pointSize: 17,
            lineHeight: .multiple(2), grid: PixelGrid(scale: 3))
        #expect(abs(doubled.lineHeight - 2 * natural.lineHeight) < 1e-12)
    }
}

@Suite("Pixel grid")
struct PixelGridTests {
    @Test func ceilingIgnoresFloatingPointNoise() {
        let grid = PixelGrid(scale: 3)
        #expect(grid.ceil(0.1 + 0.2 + 2.7) == 3)  // 3.0000000000000004 is 3 pt, not 3 1/3
        #expect(grid.ceil(1e-12) == 0)
        #expect(grid.ceil(0.01) == 1.0 / 3)
    }

    @Test func roundingHalvesGoUp() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.round(0.25) == 0.5)
        #expect(grid.round(0.24) == 0)
        #expect(grid.round(-0.25) == 0)
    }
}
