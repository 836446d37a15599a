import FontValues
import Foundation
import Testing

@testable import LineBoxAnalysis

/// What Skia itself lays out for the bundled fonts (scripts/golden/skia_boxes.py, skia-python
/// pinned), with the fonts' metrics as fontTools reads them: the analysis rebuilds each box from
/// the metrics alone.
struct SkiaGolden: Decodable {
    struct Metrics: Decodable {
        let unitsPerEm, hheaAscender, hheaDescender, hheaLineGap, typoAscender, typoDescender, typoLineGap: Int
        let useTypoMetrics: Bool
        let winAscent, winDescent, headYMin, headYMax: Int

        var vertical: VerticalMetrics {
            VerticalMetrics(
                unitsPerEm: unitsPerEm,
                hhea: .init(ascender: hheaAscender, descender: hheaDescender, lineGap: hheaLineGap),
                typo: .init(
                    ascender: typoAscender, descender: typoDescender, lineGap: typoLineGap,
                    useTypoMetrics: useTypoMetrics),
                win: .init(ascent: winAscent, descent: winDescent),
                head: .init(xMin: 0, yMin: headYMin, xMax: unitsPerEm, yMax: headYMax), capHeight: nil, xHeight: nil)
        }
    }
    struct Paragraph: Decodable {
        let size: Double
        let height: Double?
        let baseline: Double
        let lineHeight: Double
    }
    struct FontMetricsInt: Decodable {
        let size: Double
        let density: Double
        let top, ascent, descent, bottom: Double
    }
    struct Font: Decodable {
        let file: String
        let metrics: Metrics
        let flutter: [Paragraph]
        let android: [FontMetricsInt]
    }
    let generator: String
    let fonts: [Font]

    static func load() throws -> SkiaGolden {
        let url = try #require(Bundle.module.url(forResource: "skia", withExtension: "json", subdirectory: "Golden"))
        return try JSONDecoder().decode(SkiaGolden.self, from: Data(contentsOf: url))
    }
}

@Suite("Line boxes equal to Skia's own (golden data from skia-python)")
struct SkiaGoldenTests {
    @Test("Flutter: skparagraph's baseline and rounded line height, .5 ties included, at every size and height")
    func skparagraph() throws {
        let golden = try SkiaGolden.load()
        #expect(golden.fonts.count == 9)
        var ties = 0
        for font in golden.fonts {
            let metrics = font.metrics.vertical
            #expect(font.flutter.count == 112)
            for paragraph in font.flutter {
                let line = box(
                    .flutter, metrics, size: paragraph.size,
                    lineHeight: paragraph.height.map { .multiple($0) } ?? .natural
                )
                let label = "\(font.file) \(paragraph.size) px, height \(paragraph.height.map { "\($0)" } ?? "none")"
                #expect(abs(line.top - paragraph.baseline) < 1e-5, "\(label)")
                #expect(line.top + line.bottom == paragraph.lineHeight, "\(label)")
                // A size times height at exactly .5 px, which a double computation rounds up.
                if let height = paragraph.height,
                    (paragraph.size * height * 2).rounded() == paragraph.size * height * 2,
                    (paragraph.size * height).truncatingRemainder(dividingBy: 1) == 0.5
                {
                    ties += 1
                }
            }
        }
        #expect(ties > 0)  // the data holds the ties skparagraph's float arithmetic rounds its own way
    }

    @Test("Android: Paint.getFontMetricsInt as hwui rounds Skia's metrics, at every size and density")
    func fontMetricsInt() throws {
        let golden = try SkiaGolden.load()
        for font in golden.fonts {
            let metrics = font.metrics.vertical
            #expect(font.android.count == 42)
            for expected in font.android {
                var options = PlatformOptions()
                options.density = expected.density
                let input = LineInput(
                    metrics: metrics, postScriptName: nil, familyName: nil, size: expected.size,
                    lineHeight: .natural, scale: 3, options: options, fallbacks: [])
                let found = AndroidPlatform.fontMetrics(input, metrics)
                #expect(
                    [found.top, found.ascent, found.descent, found.bottom]
                        == [expected.top, expected.ascent, expected.descent, expected.bottom],
                    "\(font.file) \(expected.size) dp at density \(expected.density)")
            }
        }
    }
}
