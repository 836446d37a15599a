import FontValues
import Testing

@testable import LineBoxAnalysis

/// 1000 units per em with a tall line box, so that only the sides can clip.
private let roomy = VerticalMetrics(
    unitsPerEm: 1000, hhea: .init(ascender: 2000, descender: -1000, lineGap: 0), typo: nil, win: nil,
    head: .init(xMin: -200, yMin: -1000, xMax: 1200, yMax: 2000), capHeight: nil, xHeight: nil)

private func item(advance: Double, xMin: Double, xMax: Double, rightToLeft: Bool = false, clusters: Int = 1)
    -> MeasuredItem
{
    MeasuredItem(
        item: .string(index: 0), inkBounds: InkBounds(xMin: xMin, yMin: 0, xMax: xMax, yMax: 700), advance: advance,
        rightToLeft: rightToLeft, clusters: clusters)
}

private func result(
    _ platform: Platform, _ items: [MeasuredItem], size: Double = 10,
    _ configure: (inout AuditSettings) -> Void = { _ in }
) throws -> SizeResult {
    var settings = AuditSettings(sizes: [size])
    settings.platform = platform
    settings.options.density = 2
    configure(&settings)
    return try #require(
        Auditor.audit(metrics: roomy, postScriptName: nil, glyphs: items, settings: settings).results.first)
}

@Suite("The sides of a view as wide as its text")
struct SideTests {
    @Test("iOS: ink left of the pen and past the advance clips; the gutters snap up to device pixels")
    func iosSides() throws {
        // 10 pt: 500 units are 5 pt, on the @3x grid; -20 and 530 units reach 0.2 and 0.3 pt out.
        let clipped = try result(.ios, [item(advance: 500, xMin: -20, xMax: 530)])
        #expect(abs(clipped.overflow.left - 0.2) < 1e-9 && abs(clipped.overflow.right - 0.3) < 1e-9)
        #expect(clipped.gutter.left == 1.0 / 3 && clipped.gutter.right == 1.0 / 3)
        #expect(clipped.gutter.top == 0 && clipped.gutter.bottom == 0)
        let inside = try result(.ios, [item(advance: 500, xMin: 0, xMax: 500)])
        #expect(inside.clipped.isEmpty && inside.overflow == Edges(top: 0, bottom: 0))
    }

    @Test("right-to-left text ends at the right side: the width's rounding slack falls at the left")
    func rightToLeft() throws {
        // 505 units at 10 pt are 5.05 pt, a 5.333 pt label at @3x. Ink 15 units past the right end
        // of the advances is cut in right-to-left text (the label's right side is the text's
        // start) but falls in the slack of left-to-right text; ink 25 units left of the pen is
        // the reverse.
        let rtl = try result(.ios, [item(advance: 505, xMin: 0, xMax: 520, rightToLeft: true)])
        #expect(abs(rtl.overflow.right - 0.15) < 1e-9 && rtl.overflow.left == 0)
        let ltr = try result(.ios, [item(advance: 505, xMin: 0, xMax: 520)])
        #expect(ltr.clipped.isEmpty)
        let leftOfRTL = try result(.ios, [item(advance: 505, xMin: -25, xMax: 500, rightToLeft: true)])
        #expect(leftOfRTL.clipped.isEmpty)
        let leftOfLTR = try result(.ios, [item(advance: 505, xMin: -25, xMax: 500)])
        #expect(abs(leftOfLTR.overflow.left - 0.25) < 1e-9)
    }

    @Test("each platform's width: device pixels up, layout units then a rounded clip, whole pixels")
    func widths() {
        let grid3 = PixelGrid(scale: 3)
        let grid2 = PixelGrid(scale: 2)
        let grid1 = PixelGrid(scale: 1)
        #expect(Platform.ios.model.width(content: 5.05, grid: grid3) == 16.0 / 3)
        #expect(Platform.android.model.width(content: 5.05, grid: grid2) == 5.5)
        // Chromium: 12.1875 px is already in layout units; its clip's right edge rounds to 12.
        #expect(Platform.web.model.width(content: 12.1875, grid: grid1) == 12)
        #expect(Platform.web.model.width(content: 12.5, grid: grid1) == 13)
        #expect(Platform.web.model.width(content: 12.49, grid: grid1) == 13)  // 12.5 in 1/64 px, then rounded
        #expect(Platform.flutter.model.width(content: 5.05, grid: grid2) == 6)
        #expect(Platform.windowsGDI.model.width(content: 5.45, grid: grid1) == 5)
    }

    @Test("letter spacing widens the view and moves the last cluster; Android splits it around each cluster")
    func letterSpacing() throws {
        // Three clusters over 1500 units at 10 pt, ink flush with the advances; 0.1 em is 1 pt.
        let flush = item(advance: 1500, xMin: 0, xMax: 1500, clusters: 3)
        let ios = try result(.ios, [flush]) { $0.letterSpacing = .em(0.1) }
        #expect(ios.clipped.isEmpty)  // the last cluster moves 2 pt, the view grows 3 pt
        // Negative spacing: the view shrinks by 3 pt, the last cluster moves back 2 pt; the
        // spacing after it is lost past the right side.
        let tight = try result(.ios, [flush]) { $0.letterSpacing = .absolute(-1) }
        #expect(abs(tight.overflow.right - 1) < 1e-9)
        // Android: half before each cluster, so the first cluster's ink moves 0.5 pt right and
        // nothing is cut on the left even with ink 0.4 pt left of the pen.
        let overhang = item(advance: 1500, xMin: -40, xMax: 1500, clusters: 3)
        #expect(try result(.android, [overhang]) { $0.letterSpacing = .em(0.1) }.overflow.left == 0)
        #expect(try result(.ios, [overhang]) { $0.letterSpacing = .em(0.1) }.overflow.left > 0)
    }

    @Test("Android useBoundsForWidth widens to the ink's right end; with the shift, the start fits too")
    func boundsForWidth() throws {
        let italic = item(advance: 500, xMin: -30, xMax: 560)
        let plain = try result(.android, [italic])
        #expect(plain.overflow.left > 0 && plain.overflow.right > 0)
        let on = try result(.android, [italic]) { $0.options.android.boundsForWidth = .on }
        #expect(on.overflow.left > 0 && on.overflow.right == 0)
        let shift = try result(.android, [italic]) { $0.options.android.boundsForWidth = .shift }
        #expect(shift.clipped.isEmpty)
        // Compose has no such flag: the option is Android's own.
        #expect(try result(.compose, [italic]) { $0.options.android.boundsForWidth = .shift }.overflow.right > 0)
    }

    @Test("--edges picks the edges: vertical ignores the sides, horizontal the line box")
    func edges() throws {
        // Ink 3000 units high crosses the top; 40 units past the advance cross the right side.
        let both = MeasuredItem(
            item: .string(index: 0), inkBounds: InkBounds(xMin: 0, yMin: 0, xMax: 540, yMax: 3000), advance: 500)
        let all = try result(.ios, [both])
        #expect(all.overflow.top > 0 && all.overflow.right > 0)
        let vertical = try result(.ios, [both]) { $0.edges = .vertical }
        #expect(vertical.overflow.top > 0 && vertical.overflow.right == 0 && vertical.clipped.first?.right == 0)
        let horizontal = try result(.ios, [both]) { $0.edges = .horizontal }
        #expect(horizontal.overflow.top == 0 && horizontal.gutter.top == 0 && horizontal.overflow.right > 0)
        #expect(horizontal.clipped.first?.top == 0 && horizontal.clipped.first?.lineBox == nil)
    }

    @Test("a mark alone has no sides: it is drawn on the glyph before it")
    func marks() throws {
        // A combining acute with no advance and its ink left of the pen.
        let acute = MeasuredItem(
            character: "\u{301}", glyphID: 9, inkBounds: InkBounds(xMin: -300, yMin: 500, xMax: -100, yMax: 700))
        #expect(acute.isMark && acute.advance == 0)
        #expect(try result(.ios, [acute]).clipped.isEmpty)
        let byID = MeasuredItem(character: nil, glyphID: 9, inkBounds: acute.inkBounds)
        #expect(try result(.ios, [byID]).clipped.isEmpty)
        // A spacing glyph with the same ink is cut at its left.
        let spacing = MeasuredItem(character: "´", glyphID: 10, inkBounds: acute.inkBounds, advance: 300)
        #expect(try result(.ios, [spacing]).overflow.left > 0)
    }

    @Test("coefficients gain the sides in em")
    func coefficients() {
        var settings = AuditSettings(sizes: [10, 20])
        settings.platform = .ios
        let audit = Auditor.audit(
            metrics: roomy, postScriptName: nil, glyphs: [item(advance: 500, xMin: -20, xMax: 530)],
            settings: settings)
        #expect(audit.coefficients.left == 0.02 && audit.coefficients.right == 0.03)
        #expect(audit.clipsAtSides)
    }

    @Test("a wrapped right-to-left line ends at the wrap width's right side")
    func wrapped() throws {
        // Two words of 400 units and a space, wrapped at 5 pt (500 units) onto two lines. Each
        // line is aligned to the right side of the width, so a word's ink 30 units past its
        // advance crosses that side by 0.3 pt; the space hangs at the left.
        let word = TextPiece(
            offset: 0, advance: 400, inkBounds: InkBounds(xMin: 0, yMin: 0, xMax: 430, yMax: 700),
            breakBefore: false, isSpace: false)
        let space = TextPiece(offset: 1, advance: 100, inkBounds: nil, breakBefore: false, isSpace: true)
        var second = word
        second.offset = 2
        second.breakBefore = true
        let layout = TextLayout(pieces: [word, space, second], rightToLeft: true)
        let ink = InkBounds(xMin: 0, yMin: 0, xMax: 930, yMax: 700)
        var settings = AuditSettings(sizes: [10])
        settings.wrapWidth = 5
        settings.lines = 2
        let audit = Auditor.audit(
            metrics: roomy, postScriptName: nil,
            glyphs: [
                MeasuredItem(item: .string(index: 0), inkBounds: ink, advance: 900, rightToLeft: true, clusters: 3)
            ],
            layouts: [layout], settings: settings)
        let result = try #require(audit.results.first)
        #expect(abs(result.overflow.right - 0.3) < 1e-9 && result.overflow.left == 0)
        #expect(result.clipped.first?.rightCluster == 0)
        #expect(result.clipped.first?.sides == nil)
    }
}
