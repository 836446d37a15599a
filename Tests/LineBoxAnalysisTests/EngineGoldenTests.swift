import FontValues
import Foundation
import Testing

@testable import LineBoxAnalysis

/// A bundled font's vertical metrics as fontTools reads them (scripts/golden/skia_boxes.py), from
/// which the analysis rebuilds every engine's box.
struct GoldenMetrics: Decodable {
    let unitsPerEm, hheaAscender, hheaDescender, hheaLineGap, typoAscender, typoDescender, typoLineGap: Int
    let useTypoMetrics: Bool
    let winAscent, winDescent, headYMin, headYMax, underlinePosition, underlineThickness: Int

    var vertical: VerticalMetrics {
        VerticalMetrics(
            unitsPerEm: unitsPerEm,
            hhea: .init(ascender: hheaAscender, descender: hheaDescender, lineGap: hheaLineGap),
            typo: .init(
                ascender: typoAscender, descender: typoDescender, lineGap: typoLineGap,
                useTypoMetrics: useTypoMetrics),
            win: .init(ascent: winAscent, descent: winDescent),
            head: .init(xMin: 0, yMin: headYMin, xMax: unitsPerEm, yMax: headYMax), capHeight: nil, xHeight: nil,
            underline: .init(position: underlinePosition, thickness: underlineThickness))
    }
}

/// Loads a golden file of this test bundle.
func goldenFile<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Golden"))
    return try JSONDecoder().decode(T.self, from: Data(contentsOf: url))
}

/// What Skia itself lays out for the bundled fonts (scripts/golden/skia_boxes.py, skia-python
/// pinned), with the fonts' metrics as fontTools reads them: the analysis rebuilds each box from
/// the metrics alone.
struct SkiaGolden: Decodable {
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
        let metrics: GoldenMetrics
        let flutter: [Paragraph]
        let android: [FontMetricsInt]
    }
    let generator: String
    let fonts: [Font]

}

@Suite("Line boxes equal to Skia's own (golden data from skia-python)")
struct SkiaGoldenTests {
    @Test("Flutter: skparagraph's baseline and rounded line height, .5 ties included, at every size and height")
    func skparagraph() throws {
        let golden = try goldenFile("skia", as: SkiaGolden.self)
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
        let golden = try goldenFile("skia", as: SkiaGolden.self)
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

/// How Firefox ESR and WebKitGTK lay out a one-line block for the bundled fonts
/// (scripts/golden/browser_boxes.py): its height and its text's layout baseline, in CSS pixels.
struct BrowserGolden: Decodable {
    struct Block: Decodable {
        let size: Double
        let lineHeight: String
        let dpr: Double
        let height: Double
        let baseline: Double

        /// The line height as inkbox takes it: `normal`, a multiple, or `13.75px`.
        var modelled: LineHeight {
            if lineHeight == "normal" { return .natural }
            if lineHeight.hasSuffix("px"), let pixels = Double(lineHeight.dropLast(2)) { return .fixed(pixels) }
            return Double(lineHeight).map { .multiple($0) } ?? .natural
        }
    }
    struct Font: Decodable {
        let file: String
        let metrics: GoldenMetrics
        let firefox: [Block]
        let webkit: [Block]
    }
    let engines: [String: String]
    let fonts: [Font]
}

@Suite("Web line boxes equal to Firefox's and WebKitGTK's own layout (golden data from the browsers)")
struct BrowserGoldenTests {
    @Test("firefox-linux: Gecko's block height, and the baseline it paints at (its layout baseline, snapped)")
    func gecko() throws {
        let golden = try goldenFile("browsers", as: BrowserGolden.self)
        #expect(golden.fonts.count == 9)
        for font in golden.fonts {
            #expect(font.firefox.count == 112)
            for block in font.firefox {
                let line = box(.web, font.metrics.vertical, size: block.size, lineHeight: block.modelled) {
                    $0.web.engine = .firefoxLinux
                    $0.web.devicePixelRatio = block.dpr
                }
                let label = "\(font.file) \(block.size) px, line-height \(block.lineHeight), dpr \(block.dpr)"
                #expect(abs(line.lineHeight - block.height) < 1e-4, "\(label)")
                // Gecko paints at the layout baseline rounded to a device pixel, half up.
                #expect(line.top == roundHalfUp(block.baseline * block.dpr) / block.dpr, "\(label)")
            }
        }
    }

    @Test("webkit-linux: WebKit's block height and baseline, in whole CSS pixels")
    func webkit() throws {
        let golden = try goldenFile("browsers", as: BrowserGolden.self)
        for font in golden.fonts {
            #expect(font.webkit.count == 112)
            for block in font.webkit {
                let line = box(.web, font.metrics.vertical, size: block.size, lineHeight: block.modelled) {
                    $0.web.engine = .webkitLinux
                    $0.web.devicePixelRatio = block.dpr
                }
                let label = "\(font.file) \(block.size) px, line-height \(block.lineHeight), dpr \(block.dpr)"
                #expect(line.top == block.baseline && line.top + line.bottom == block.height, "\(label)")
            }
        }
    }
}
