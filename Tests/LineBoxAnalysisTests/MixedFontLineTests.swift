import FontValues
import Testing

@testable import LineBoxAnalysis

/// Each platform's rule for a line that mixes fonts (line-box-models.md). The audited font is
/// short (800 / -200 at 1000 units); the fallback is taller above and below (900 / -300) and
/// has a line gap of 200.
@Suite("Lines that mix fonts")
struct MixedFontLineTests {
    let primary = font(hhea: (800, -200, 0), head: (-250, 1000))
    let fallback = font(hhea: (900, -300, 200), head: (-350, 1100))

    @Test("iOS grow (the unconfirmed default): the line takes the largest hhea ascent and descent")
    func iosGrow() {
        // 10 pt: ascent max(8, 9) = 9, descent max(2, 3) = 3; line 12 on the @3x grid.
        #expect(edges(box(.ios, primary, size: 10, fallbacks: [fallback])) == [9, 3])
        // A fixed line height keeps the largest descent pinned: top 10 - 3.
        #expect(edges(box(.ios, primary, size: 10, lineHeight: .fixed(10), fallbacks: [fallback])) == [7, 3])
    }

    @Test("iOS primary keeps the label font's box")
    func iosPrimary() {
        #expect(
            box(.ios, primary, size: 10, fallbacks: [fallback]) { $0.ios.fallbackLine = .primary }
                == box(.ios, primary, size: 10))
    }

    @Test("Android fallbackLineSpacing: ascent and descent of every font; top and bottom widen to hold them")
    func androidFallbackLineSpacing() {
        // 20 px. Primary: ascent -16, descent 4, top -20, bottom 5. Fallback: ascent -18, descent 6.
        #expect(
            edges(box(.android, primary, size: 20, fallbacks: [fallback]) { $0.android.includeFontPadding = false })
                == [18, 6])
        // With font padding: top stays -20 (the fallback's -18 is inside); bottom 5 widens to the descent 6.
        #expect(edges(box(.android, primary, size: 20, fallbacks: [fallback])) == [20, 6])
        // The fallback's head box does not count, only its ascent and descent.
        #expect(
            edges(box(.android, primary, size: 20, fallbacks: [font(hhea: (700, -100, 0), head: (-900, 2000))])) == [
                20, 5,
            ])
    }

    @Test("fallbackLineSpacing widens font padding to a single font's own ascent and descent past its head box")
    func paddingHoldsAscent() {
        // 20 px: ascent 1100 -> -22 beyond head top 1000 -> -20; descent 300 -> 6 beyond head bottom -250 -> 5.
        let tall = font(hhea: (1100, -300, 0), head: (-250, 1000))
        #expect(edges(box(.android, tall, size: 20)) == [22, 6])
        #expect(edges(box(.android, tall, size: 20) { $0.android.fallbackLineSpacing = false }) == [20, 5])
    }

    @Test("fallbackLineSpacing off keeps the primary font's metrics on Android and Compose")
    func fallbackLineSpacingOff() {
        for platform in [Platform.android, .compose] {
            #expect(
                box(platform, primary, size: 20, fallbacks: [fallback]) { $0.android.fallbackLineSpacing = false }
                    == box(platform, primary, size: 20))
        }
    }

    @Test("Compose applies LineHeightStyle to the widened line")
    func compose() {
        // Widened ascent -18, descent 6 (24 px); L 30: diff 6, r 0.75, descent' 6 + ceil(1.5) = 8, ascent' 8 - 30.
        #expect(
            edges(
                box(.compose, primary, size: 20, lineHeight: .fixed(30), fallbacks: [fallback]) {
                    $0.compose.trim = .none
                })
                == [22, 8])
    }

    @Test("web: under line-height normal every used font counts with its own line gap as leading")
    func webNormal() {
        // 20 px. Primary: 16 / 4, no gap. Fallback: 18 / 6, gap 4 split 2 / 2: 20 above, 8 below.
        #expect(edges(box(.web, primary, size: 20, fallbacks: [fallback])) == [20, 8])
    }

    @Test("web: a fixed line height keeps the first available font's box (Blink)")
    func webFixed() {
        #expect(
            box(.web, primary, size: 20, lineHeight: .fixed(30), fallbacks: [fallback])
                == box(.web, primary, size: 20, lineHeight: .fixed(30)))
    }

    @Test("Flutter: the line takes the largest ascent, descent and leading of its runs")
    func flutter() {
        // 20 px: ascents 16 and 18, descents 4 and 6, leadings 0 and 4 split evenly.
        #expect(edges(box(.flutter, primary, size: 20, fallbacks: [fallback])) == [20, 8])
        // height 1.5 (30 px) proportional per run, each with half its gap: primary 24 / 6, fallback
        // 20 / 8 scaled by 30 / 28 (21.43 / 8.57); the line 24 / 8.57 is round(32.57) = 33 px tall.
        #expect(edges(box(.flutter, primary, size: 20, lineHeight: .multiple(1.5), fallbacks: [fallback])) == [24, 9])
    }

    @Test("Windows GDI: the primary font's usWin box")
    func gdi() {
        #expect(box(.windowsGDI, primary, size: 20, fallbacks: [fallback]) == box(.windowsGDI, primary, size: 20))
    }

    @Test("glyphs measured hinted (the web on chrome-linux) keep the fonts drawn on their lines")
    func hintedKeepFallbacks() throws {
        let ink = InkBounds(xMin: 0, yMin: -100, xMax: 500, yMax: 700)
        let strings = [
            MeasuredItem(item: .string(index: 0), inkBounds: ink),
            MeasuredItem(item: .string(index: 1), inkBounds: ink),
        ]
        var settings = AuditSettings(sizes: [20])
        settings.platform = .web
        let input = AuditInput(
            metrics: primary, postScriptName: nil, glyphs: strings, hintedGlyphs: [.light: [20: strings]],
            fallbacks: [fallback], fallbacksUsed: [[], [0]])
        let result = try #require(Auditor.audit(input, settings: settings).results.first)
        let plain = try #require(
            Auditor.audit(
                AuditInput(
                    metrics: primary, postScriptName: nil, glyphs: strings,
                    fallbacks: [fallback], fallbacksUsed: [[], [0]]),
                settings: settings
            ).results.first)
        #expect(result.mixedLineBoxes.map(\.fallbacks) == [[0]])
        #expect(result.mixedLineBoxes.map(\.lineBox) == plain.mixedLineBoxes.map(\.lineBox))
    }

    @Test("the auditor measures each string against the line of the fonts drawn on it")
    func auditorPerString() throws {
        // Two strings with the same ink, 850 units high: one drawn by the primary font alone,
        // one with the fallback on its line. Android without font padding, 20 px.
        let ink = InkBounds(xMin: 0, yMin: -100, xMax: 500, yMax: 850)
        let glyphs = [
            MeasuredItem(character: nil, glyphID: 0, inkBounds: ink, advance: 500),
            MeasuredItem(character: nil, glyphID: 1, inkBounds: ink, advance: 500),
        ]
        var settings = AuditSettings(sizes: [20])
        settings.platform = .android
        settings.options.density = 1
        settings.options.android.includeFontPadding = false
        let result = try #require(
            Auditor.audit(
                metrics: primary, postScriptName: nil, glyphs: glyphs, fallbacks: [fallback],
                fallbacksUsed: [[], [0]], settings: settings
            ).results.first)
        // 17 px of ink: over the primary's 16, inside the widened 18.
        #expect(result.clipped.map(\.glyphID) == [0])
        #expect(result.clipped.first?.lineBox == nil)
        #expect(result.lineBox.top == 16)
        #expect(result.mixedLineBoxes.map(\.fallbacks) == [[0]] && result.mixedLineBoxes.first?.lineBox.top == 18)
        #expect(result.advice.includeFontPaddingFixes == true)

        // With the fallback's line too short as well, that string reports its own box.
        let tall = InkBounds(xMin: 0, yMin: -100, xMax: 500, yMax: 1000)
        let both = try #require(
            Auditor.audit(
                metrics: primary, postScriptName: nil,
                glyphs: [glyphs[0], MeasuredItem(character: nil, glyphID: 1, inkBounds: tall, advance: 500)],
                fallbacks: [fallback], fallbacksUsed: [[], [0]], settings: settings
            ).results.first)
        #expect(both.clipped.map(\.glyphID) == [0, 1])
        #expect(both.clipped.last?.lineBox?.top == 18)
        #expect(both.clipped.last?.top == 2)
        // The worst overflow is the fallback string's 2 px, against its own line.
        #expect(both.overflow.top == 2 && both.highest?.glyphID == 1)
        #expect(both.gutter.top == 2)
    }
}
