import FontValues
import Testing

@testable import LineBoxAnalysis

/// Literal metrics: 1000 units per em unless given.
func font(
    upm: Int = 1000, hhea: (Int, Int, Int), typo: (Int, Int, Int, Bool)? = nil, win: (Int, Int)? = nil,
    head: (Int, Int) = (-250, 1000)
) -> VerticalMetrics {
    VerticalMetrics(
        unitsPerEm: upm, hhea: .init(ascender: hhea.0, descender: hhea.1, lineGap: hhea.2),
        typo: typo.map { .init(ascender: $0.0, descender: $0.1, lineGap: $0.2, useTypoMetrics: $0.3) },
        win: win.map { .init(ascent: $0.0, descent: $0.1) },
        head: .init(xMin: 0, yMin: head.0, xMax: upm, yMax: head.1), capHeight: nil, xHeight: nil)
}

func box(
    _ platform: Platform, _ metrics: VerticalMetrics, size: Double, lineHeight: LineHeight = .natural,
    family: String? = nil, fallbacks: [VerticalMetrics] = [],
    _ configure: (inout PlatformOptions) -> Void = { _ in }
) -> LineBox {
    var options = PlatformOptions()
    options.density = 1
    configure(&options)
    return LineInput(
        metrics: metrics, postScriptName: nil, familyName: family, size: size, lineHeight: lineHeight, scale: 3,
        options: options, fallbacks: fallbacks
    ).box(on: platform)
}

func edges(_ box: LineBox) -> [Double] { [box.top, box.bottom] }

@Suite("The FreeType metric rule (Android, Chrome on Linux, Flutter on Android)")
struct FreeTypeRuleTests {
    @Test func useTypoMetricsWithTypoDifferentFromHhea() {
        let chosen = PlatformMetrics.freeType(font(hhea: (1974, -426, 0), typo: (1610, -390, 400, true)))
        #expect(chosen == PlatformMetrics(ascent: 1610, descent: 390, lineGap: 400))
    }

    @Test func hheaWithoutUseTypoMetrics() {
        let chosen = PlatformMetrics.freeType(font(hhea: (1974, -426, 0), typo: (1610, -390, 400, false)))
        #expect(chosen == PlatformMetrics(ascent: 1974, descent: 426, lineGap: 0))
    }

    @Test func zeroHheaFallsBackToTypoThenWin() {
        #expect(
            PlatformMetrics.freeType(font(hhea: (0, 0, 0), typo: (800, -200, 100, false), win: (1000, 300)))
                == PlatformMetrics(ascent: 800, descent: 200, lineGap: 100))
        #expect(
            PlatformMetrics.freeType(font(hhea: (0, 0, 0), typo: (0, 0, 0, false), win: (1000, 300)))
                == PlatformMetrics(ascent: 1000, descent: 300, lineGap: 0))
    }

    @Test("a hhea descender written as positive keeps its sign in FreeType, but not in CoreText")
    func positiveDescender() {
        let metrics = font(hhea: (800, 200, 0))
        #expect(PlatformMetrics.freeType(metrics).descent == -200)
        #expect(PlatformMetrics.coreText(metrics).descent == 200)
    }
}

@Suite("Android TextView")
struct AndroidTests {
    @Test("ascent and descent round half up, top floors, bottom ceils, from the head box")
    func integerMetrics() {
        // 20 px: ascent 725 -> -14.5 rounds to -14; descent 225 -> 4.5 rounds to 5;
        // head yMax 1001 -> -20.02 floors to -21; head yMin -251 -> 5.02 ceils to 6.
        let metrics = font(hhea: (725, -225, 0), head: (-251, 1001))
        #expect(edges(box(.android, metrics, size: 20) { $0.android.includeFontPadding = false }) == [14, 5])
        #expect(edges(box(.android, metrics, size: 20)) == [21, 6])
    }

    @Test("edges are device pixels, reported in dp")
    func density() {
        let metrics = font(hhea: (800, -200, 0), head: (-200, 800))
        #expect(edges(box(.android, metrics, size: 10) { $0.density = 2 }) == [8, 2])
        // 26.25 px: head top 21 px; head bottom 5.25 ceils to 6 px, the descent rounds to 5 px.
        let odd = box(.android, metrics, size: 10) { $0.density = 2.625 }
        #expect(odd.top == 21 / 2.625 && odd.bottom == 6 / 2.625)
        #expect(
            box(.android, metrics, size: 10) {
                $0.density = 2.625
                $0.android.includeFontPadding = false
            }.bottom == 5 / 2.625)
    }

    @Test("elegantTextHeight replaces the font's values with 1900, 500, 2500 and 1000 per 2048 em")
    func elegant() {
        let metrics = font(hhea: (700, -100, 0))
        #expect(
            edges(
                box(.android, metrics, size: 2048) {
                    $0.android.elegantTextHeight = true
                    $0.android.includeFontPadding = false
                }) == [1900, 500])
        #expect(edges(box(.android, metrics, size: 2048) { $0.android.elegantTextHeight = true }) == [2500, 1000])
    }

    @Test("a line height changes nothing on one line")
    func lineHeight() {
        let metrics = font(hhea: (800, -200, 0))
        #expect(box(.android, metrics, size: 20, lineHeight: .fixed(40)) == box(.android, metrics, size: 20))
    }

    @Test("USE_TYPO_METRICS is honoured")
    func typo() {
        let metrics = font(hhea: (1000, -300, 0), typo: (800, -200, 0, true), head: (-200, 800))
        #expect(edges(box(.android, metrics, size: 10) { $0.android.includeFontPadding = false }) == [8, 2])
    }
}

@Suite("Jetpack Compose Text")
struct ComposeTests {
    // 20 px with ascender 800, descender -200: ascent -16, descent 4 px.
    let metrics = font(hhea: (800, -200, 0))

    @Test("includeFontPadding is off by default")
    func defaultPadding() {
        #expect(edges(box(.compose, metrics, size: 20)) == [16, 4])
    }

    @Test("Trim.Both keeps the font's own edges on a single line")
    func trimBoth() {
        #expect(edges(box(.compose, metrics, size: 20, lineHeight: .fixed(30))) == [16, 4])
    }

    @Test("proportional alignment without trim: diff 10, r 0.8, descent' 4 + ceil(2) = 6, ascent' 6 - 30 = -24")
    func proportional() {
        #expect(edges(box(.compose, metrics, size: 20, lineHeight: .fixed(30)) { $0.compose.trim = .none }) == [24, 6])
        #expect(
            edges(box(.compose, metrics, size: 20, lineHeight: .fixed(30)) { $0.compose.trim = .firstLineTop }) == [
                16, 6,
            ])
        #expect(
            edges(box(.compose, metrics, size: 20, lineHeight: .fixed(30)) { $0.compose.trim = .lastLineBottom }) == [
                24, 4,
            ])
    }

    @Test("top alignment puts all the extra below: descent' 4 + 10")
    func topAlignment() {
        #expect(
            edges(
                box(.compose, metrics, size: 20, lineHeight: .fixed(30)) {
                    $0.compose.trim = .none
                    $0.compose.alignment = .top
                }) == [16, 14])
    }

    @Test("a line height smaller than the font: diff -4, descent' 4 + ceil(-3.2) = 1, ascent' 1 - 16 = -15")
    func smallerThanFont() {
        #expect(edges(box(.compose, metrics, size: 20, lineHeight: .fixed(16)) { $0.compose.trim = .none }) == [15, 1])
    }

    @Test("a multiple is in em, of the font size")
    func em() {
        #expect(
            box(.compose, metrics, size: 20, lineHeight: .multiple(1.5)) { $0.compose.trim = .none }
                == box(.compose, metrics, size: 20, lineHeight: .fixed(30)) { $0.compose.trim = .none })
    }
}

@Suite("Web (CSS half-leading)")
struct WebTests {
    let metrics = font(hhea: (800, -200, 100), typo: (700, -300, 0, false), win: (900, 250))

    @Test("chrome-linux: the FreeType rule rounded, normal line height adds the gap, half above and half below")
    func chromeLinuxNormal() {
        // 20 px: A 16, D 4, gap 2: line 22, half-leading 1.
        #expect(edges(box(.web, metrics, size: 20)) == [17, 5])
    }

    @Test("an ascent of exactly half a pixel rounds up")
    func halfPixel() {
        #expect(box(.web, font(hhea: (725, -275, 0)), size: 20).ascent == 15)  // 14.5 px
    }

    @Test("an odd leading: the half above is floored to a device pixel (floor) or to 1/64 px (layout)")
    func oddLeading() {
        #expect(edges(box(.web, metrics, size: 20, lineHeight: .fixed(21))) == [16, 5])
        #expect(
            edges(box(.web, metrics, size: 20, lineHeight: .fixed(21)) { $0.web.baselineSnap = .layout }) == [
                16.5, 4.5,
            ])
    }

    @Test("a line height smaller than the font moves both edges in")
    func smallerThanFont() {
        #expect(edges(box(.web, metrics, size: 20, lineHeight: .fixed(10))) == [11, -1])
    }

    @Test("a unitless line height multiplies the font size")
    func unitless() {
        #expect(
            box(.web, metrics, size: 20, lineHeight: .multiple(1.5))
                == box(.web, metrics, size: 20, lineHeight: .fixed(30)))
    }

    @Test("engines read different tables")
    func engines() {
        let utm = font(hhea: (800, -200, 0), typo: (700, -300, 0, true), win: (900, 250))
        #expect(box(.web, utm, size: 20).ascent == 14)  // typo under USE_TYPO_METRICS
        #expect(box(.web, utm, size: 20) { $0.web.engine = .chromeMac }.ascent == 16)  // hhea regardless
        #expect(box(.web, metrics, size: 20) { $0.web.engine = .windows }.ascent == 18)  // win without UTM
        #expect(box(.web, font(hhea: (810, -190, 0)), size: 20) { $0.web.engine = .safariIOS }.ascent == 17)  // 16.2 up
    }

    @Test("text-box: a trimmed edge is the cap height (1/64 px, drawn on a whole pixel), ascent, descent or baseline")
    func textBox() {
        func trimmed(
            _ css: String, cap: Double? = 700, lineHeight: LineHeight = .natural, engine: WebEngine = .chromeLinux
        ) -> [Double] {
            var options = PlatformOptions()
            if case .success(let box) = TextBox.parse(css) { options.web.textBox = box }
            options.web.engine = engine
            let input = LineInput(
                metrics: metrics, postScriptName: nil, familyName: nil, size: 20, lineHeight: lineHeight, scale: 3,
                options: options, capHeight: cap)
            return edges(input.box(on: .web))
        }
        // 20 px: A 16, D 4, gap 2 (line 22, half-leading 1): untrimmed [17, 5].
        #expect(trimmed("trim-both cap alphabetic") == [14, 0])
        // The line height no longer moves a trimmed edge.
        #expect(trimmed("trim-both cap alphabetic", lineHeight: .fixed(40)) == [14, 0])
        // 14.6 px is 14.59375 in layout, drawn on pixel 15: the clip's bottom rounds to the same pixel.
        #expect(trimmed("trim-both cap alphabetic", cap: 730) == [15, 0])
        #expect(trimmed("trim-both cap alphabetic", cap: 712) == [14, 0])
        // Only the trimmed edge moves: trim-start keeps the half-leading and descent below.
        #expect(trimmed("trim-start text") == [16, 5])
        #expect(trimmed("trim-end text text") == [17, 4])
        // Without a cap height the edge is the baseline (Skia's 0).
        #expect(trimmed("trim-start cap", cap: nil) == [0, 5])
        // Firefox ESR 153 does not implement text-box.
        #expect(
            trimmed("trim-both cap alphabetic", engine: .firefoxLinux)
                == edges(
                    box(.web, metrics, size: 20) {
                        $0.web.engine = .firefoxLinux
                    }))
    }

    @Test("WebKit adds round(0.15 * (A + D)) to the ascent of Times, Helvetica and Courier")
    func webKitBump() {
        let plain = box(.web, metrics, size: 20) { $0.web.engine = .safariIOS }
        let helvetica = box(.web, metrics, size: 20, family: "Helvetica") { $0.web.engine = .safariIOS }
        #expect(helvetica.ascent - plain.ascent == 3)
        #expect(box(.web, metrics, size: 20, family: "Helvetica").ascent == 16)  // not on chrome-linux
    }

    @Test("the device pixel ratio rounds in device pixels")
    func devicePixels() {
        #expect(box(.web, font(hhea: (725, -275, 0)), size: 10) { $0.web.devicePixelRatio = 2 }.ascent == 7.5)
    }

    @Test("the clip is the element's box snapped to device pixels: a fractional line height's bottom rounds")
    func snappedClip() {
        // 15 px, A 12, D 3, line-height 18.75 px: the half-leading 1.875 floors to 1 above, and the
        // clip's bottom edge rounds from 18.75 to 19: 6 px below the baseline, not 5.75.
        #expect(edges(box(.web, font(hhea: (800, -200, 0)), size: 15, lineHeight: .fixed(18.75))) == [13, 6])
        // At 2 device pixels per px: 37.5 rounds half up to 38; the half-leading 3.75 floors to 3.
        #expect(
            edges(
                box(.web, font(hhea: (800, -200, 0)), size: 15, lineHeight: .fixed(18.75)) {
                    $0.web.devicePixelRatio = 2
                })
                == [13.5, 5.5])
    }
}

@Suite("Flutter")
struct FlutterTests {
    let metrics = font(hhea: (800, -200, 100))

    @Test("without a height, the line gap is split evenly")
    func natural() {
        #expect(edges(box(.flutter, metrics, size: 20)) == [17, 5])
    }

    @Test("a height is shared in proportion to ascent and descent, each with half the line gap, or evenly")
    func height() {
        // skparagraph's run is 17 / 5 with the gap (22 px); 30 px in proportion: 17 * 30 / 22 above
        // (in float, as Skia computes: within float precision of the exact value).
        let proportional = box(.flutter, metrics, size: 20, lineHeight: .multiple(1.5))
        #expect(
            abs(proportional.top - 17.0 * 30 / 22) < 1e-5 && abs(proportional.bottom - (30 - 17.0 * 30 / 22)) < 1e-5)
        #expect(
            edges(box(.flutter, metrics, size: 20, lineHeight: .multiple(1.5)) { $0.flutter.distribution = .even }) == [
                21, 9,
            ])
    }

    @Test("applyHeightToFirstAscent and LastDescent off keep the font's own edges")
    func heightBehavior() {
        #expect(
            edges(
                box(.flutter, metrics, size: 20, lineHeight: .multiple(1.5)) {
                    $0.flutter.applyHeightToFirstAscent = false
                    $0.flutter.applyHeightToLastDescent = false
                }) == [16, 4])
    }

    @Test("the line is round(ascent + descent + leading) tall: the clip is that whole number of pixels")
    func roundedHeight() {
        // 800 / -200, no gap, at 14 px with height 1.1: 15.4 px rounds to 15, the baseline 12.32 down.
        let line = box(.flutter, font(hhea: (800, -200, 0)), size: 14, lineHeight: .multiple(1.1))
        #expect(abs(line.top - 12.32) < 1e-5 && abs(line.bottom - (15 - 12.32)) < 1e-5)
        // A line exactly 12.5 px tall in float (10 px: 8 + 2, times 1.25) rounds away from zero, to
        // 13. Ties that float arithmetic puts a hair below .5 round down: SkiaGoldenTests.
        let half = box(.flutter, font(hhea: (800, -200, 0)), size: 10, lineHeight: .multiple(1.25))
        #expect(edges(half) == [10, 3])
    }

    @Test("a strut is a minimum line; forced, it is every line's box whatever the text's height")
    func strut() {
        // Strut of the audited font at 20 px: 16 / 4 with the gap ignored, then leading 0.5 em
        // (10 px) split in half: at least 21 above and 9 below.
        let minimum = box(.flutter, metrics, size: 20) { $0.flutter.strut = FlutterStrut(force: false, leading: 0.5) }
        #expect(edges(minimum) == [21, 9])
        // Forced with height 2 (40 px) in proportion to A + D + G = 22: 16 * 40 / 22 above, and
        // the text's own height 3 changes nothing.
        let forced = box(.flutter, metrics, size: 20, lineHeight: .multiple(3)) {
            $0.flutter.strut = FlutterStrut(force: true, height: 2)
        }
        let top = 16.0 * 40 / 22
        let line = (16.0 + 4) * 40 / 22
        #expect(abs(forced.top - top) < 1e-5 && abs(forced.bottom - (line.rounded() - top)) < 1e-5)
        // Even: the strut's 20 px grow to 40, 10 each side; leading 0.2 em (4 px) half above, half below.
        let even = box(.flutter, metrics, size: 20) {
            $0.flutter.strut = FlutterStrut(force: true, height: 2, leading: 0.2)
            $0.flutter.distribution = .even
        }
        #expect(edges(even) == [28, 16])
        // A strut of another font (900 / -300 per 1000): 18 / 6 at 20 px, beyond the text's 17 / 5.
        let other = box(.flutter, metrics, size: 20) {
            $0.flutter.strut = FlutterStrut(force: false, font: ("Other", font(hhea: (900, -300, 0))))
        }
        #expect(edges(other) == [18, 6])
        // A strut of its own size: 10 px strut of a 20 px text is smaller than the text's line.
        let small = box(.flutter, metrics, size: 20) { $0.flutter.strut = FlutterStrut(force: false, fontSize: 10) }
        #expect(edges(small) == [17, 5])
    }

    @Test("iOS metrics read hhea, Android metrics the FreeType rule")
    func metricsSource() {
        let utm = font(hhea: (800, -200, 0), typo: (700, -300, 0, true))
        #expect(box(.flutter, utm, size: 20).ascent == 14)
        #expect(box(.flutter, utm, size: 20) { $0.flutter.metrics = .ios }.ascent == 16)
    }
}

@Suite("Windows GDI and iOS placement")
struct GDIAndPlacementTests {
    @Test("GDI clips at usWinAscent and usWinDescent at every size")
    func gdi() {
        #expect(edges(box(.windowsGDI, font(hhea: (800, -200, 0), win: (1100, 300)), size: 20)) == [22, 6])
        #expect(edges(box(.windowsGDI, font(hhea: (800, -200, 0)), size: 20)) == [16, 4])  // no OS/2: hhea
    }

    @Test("the centred iOS placement moves the glyphs up by half the extra line height")
    func centred() {
        let metrics = font(hhea: (800, -200, 0))
        let standard = box(.ios, metrics, size: 10, lineHeight: .fixed(16))
        let centred = box(.ios, metrics, size: 10, lineHeight: .fixed(16)) { $0.ios.placement = .centred }
        #expect(standard.top == 14 && standard.bottom == 2)
        #expect(centred.top == 11 && centred.bottom == 5)
    }
}

@Suite("Advice in each platform's terms")
struct AdviceTests {
    private func audit(
        _ platform: Platform, _ glyph: (Double, Double), metrics: VerticalMetrics,
        lineHeight: LineHeight = .natural, overflow: ViewOverflow? = nil,
        _ configure: (inout PlatformOptions) -> Void = { _ in }
    ) -> SizeResult? {
        var settings = AuditSettings(sizes: [20], lineHeight: lineHeight)
        settings.platform = platform
        settings.overflow = overflow
        settings.options.density = 1
        configure(&settings.options)
        let ink = MeasuredItem(
            character: "É", glyphID: 1, inkBounds: InkBounds(xMin: 0, yMin: glyph.0, xMax: 500, yMax: glyph.1),
            advance: 500)
        return Auditor.audit(metrics: metrics, postScriptName: nil, glyphs: [ink], settings: settings).results.first
    }

    @Test("React Native: the smallest lineHeight that holds the ink, and whether includeFontPadding would")
    func reactNative() throws {
        let metrics = font(hhea: (800, -200, 0), head: (-300, 1000))
        // Ink 19 pt above the baseline on a 20 pt line that puts it 16 pt below the top: the
        // line that holds it is the smallest whose centring reaches 19 pt, and no smaller.
        let ios = try #require(audit(.reactNativeIOS, (-250, 950), metrics: metrics, lineHeight: .fixed(20)))
        let holds = try #require(ios.advice.smallestLineHeight)
        #expect(audit(.reactNativeIOS, (-250, 950), metrics: metrics, lineHeight: .fixed(holds))?.overflow.top == 0)
        #expect(
            audit(.reactNativeIOS, (-250, 950), metrics: metrics, lineHeight: .fixed(holds - 1.0 / 3))?.overflow.top
                ?? 0 > 0)
        let android = try #require(
            audit(.reactNativeAndroid, (-250, 950), metrics: metrics, lineHeight: .fixed(20)) {
                $0.android.includeFontPadding = false
            })
        #expect(android.advice.includeFontPaddingFixes == true)
        let line = try #require(android.advice.smallestLineHeight)
        #expect(
            audit(.reactNativeAndroid, (-250, 950), metrics: metrics, lineHeight: .fixed(line)) {
                $0.android.includeFontPadding = false
            }?.overflow == Edges(top: 0, bottom: 0, left: 0, right: 0))
    }

    @Test(
        "faint ink: past an edge by at most the platform's threshold (web 0.1, others 0.5 device px) it is a note, never cut"
    )
    func faintInk() throws {
        let metrics = font(hhea: (800, -200, 0))
        // 20 px: the top is 16 px above the baseline; ink at 802.5 units reaches 0.05 px past it.
        // The box is overflow: hidden here (a CSS box is not by default: ink past it spills, a warning).
        let faint = try #require(
            audit(.web, (-100, 802.5), metrics: metrics, overflow: .hidden) { $0.web.hinting = .none })
        #expect(
            faint.clipped.map(\.severity) == [.note] && faint.clipped.map(\.rule) == [.faintInk] && faint.cut.isEmpty)
        let counted = try #require(
            audit(.web, (-100, 802.5), metrics: metrics, overflow: .hidden) {
                $0.web.hinting = .none
                $0.faintInkOverride = 0
            })
        #expect(counted.cut.count == 1)
        // 0.2 px past it is cut on the web, faint on Flutter (0.5 device px at density 1), where
        // 0.6 px is cut (under a ClipRect: a Text alone does not clip).
        let hiddenWeb = try #require(
            audit(.web, (-100, 810), metrics: metrics, overflow: .hidden) { $0.web.hinting = .none })
        #expect(hiddenWeb.cut.count == 1)
        let faintFlutter = try #require(audit(.flutter, (-100, 810), metrics: metrics, overflow: .hidden))
        #expect(faintFlutter.clipped.map(\.severity) == [.note])
        let clippedFlutter = try #require(audit(.flutter, (-100, 830), metrics: metrics, overflow: .hidden))
        #expect(clippedFlutter.cut.count == 1)
        // With nothing that clips, the same ink spills: a warning, never an error; past padding
        // that holds it, a note.
        let spills = try #require(audit(.flutter, (-100, 830), metrics: metrics))
        #expect(
            spills.cut.isEmpty && spills.clipped.map(\.rule) == [.spills]
                && spills.clipped.map(\.severity) == [.warning])
    }

    @Test("Android: padding in dp, and whether includeFontPadding would fix it")
    func android() throws {
        let metrics = font(hhea: (800, -200, 0), head: (-300, 1000))
        let inside = try #require(audit(.compose, (-250, 950), metrics: metrics))
        #expect(inside.advice.includeFontPaddingFixes == true)
        #expect(inside.advice.padding == Edges(top: 3, bottom: 1))
        let beyond = try #require(audit(.compose, (-250, 1100), metrics: metrics))
        #expect(beyond.advice.includeFontPaddingFixes == false)
    }

    @Test("web: the smallest line height that holds the ink, on the pixel grid")
    func web() throws {
        let metrics = font(hhea: (800, -200, 0))
        let result = try #require(audit(.web, (-300, 950), metrics: metrics))
        let line = try #require(result.advice.smallestLineHeight)
        func holds(_ line: Double) -> Bool {
            let box = box(.web, metrics, size: 20, lineHeight: .fixed(line))
            return box.top >= 19 && box.bottom >= 6
        }
        #expect(holds(line) && !holds(line - 1))
    }

    @Test("Flutter: the smallest height, or none when the edge keeps the font's metrics")
    func flutter() throws {
        let metrics = font(hhea: (800, -200, 0))
        let result = try #require(audit(.flutter, (-300, 950), metrics: metrics))
        // The bottom needs 6 px; the line is round(h * 20) px with the baseline 0.8 * h * 20 below
        // its top. 1.43 holds (29 - 22.88 = 6.12) but 1.44 does not (29 - 23.04 = 5.96), nor 1.57
        // (31 - 25.12 = 5.88): every height from 1.58 on holds (32 - 25.28 = 6.72, ...).
        #expect(result.advice.smallestHeightMultiple == 1.58)
        let pinned = try #require(
            audit(.flutter, (-300, 950), metrics: metrics) { $0.flutter.applyHeightToLastDescent = false })
        #expect(pinned.advice.smallestHeightMultiple == nil)
    }

    @Test("Windows GDI: only the font can fix it, with the usWin values it would need")
    func gdi() throws {
        let result = try #require(
            audit(.windowsGDI, (-310.5, 1100.25), metrics: font(hhea: (800, -200, 0), win: (1000, 300))))
        #expect(result.advice.onlyFontCanFix)
        #expect(result.advice.winAscentNeeded == 1101 && result.advice.winDescentNeeded == 311)
    }
}

/// Literal metrics: 1000 units per em, 20 pt or dp, ascent 800, descent 200 (16 and 4).
@Suite("React Native on iOS (RCTTextLayoutManager, RCTApplyBaselineOffset)")
struct ReactNativeIOSTests {
    let metrics = font(hhea: (800, -200, 100))

    @Test("without lineHeight the line is A + D, the line gap not counted (usesFontLeading = NO)")
    func natural() {
        #expect(edges(box(.reactNativeIOS, metrics, size: 20)) == [16, 4])
    }

    @Test("a lineHeight at least the font's height centres the glyphs: baseline L - D - (L - (A + D)) / 2")
    func taller() {
        // 30 - 4 - 5 = 21 below the top.
        #expect(edges(box(.reactNativeIOS, metrics, size: 20, lineHeight: .fixed(30))) == [21, 9])
        // A multiple is of the font size, as JavaScript computes a lineHeight.
        #expect(edges(box(.reactNativeIOS, metrics, size: 20, lineHeight: .multiple(1.5))) == [21, 9])
    }

    @Test("a lineHeight shorter than the font gets no offset: the descent stays at the bottom and the top is cut")
    func shorter() {
        #expect(edges(box(.reactNativeIOS, metrics, size: 20, lineHeight: .fixed(16))) == [12, 4])
    }

    @Test("the view's height is rounded up to the pixel grid, the extra below the text")
    func pixelGrid() {
        let line = box(.reactNativeIOS, metrics, size: 20, lineHeight: .fixed(30.1))
        #expect(abs(line.top - 21.05) < 1e-9)
        #expect(abs(line.bottom - (91.0 / 3 - 21.05)) < 1e-9)
    }
}

/// Literal metrics at density 1: ascent -16, descent 4, top -20 (head yMax 1000), bottom 5 (yMin -250).
@Suite("React Native on Android (CustomLineHeightSpan, LegacyLineHeightSpan)")
struct ReactNativeAndroidTests {
    let metrics = font(hhea: (800, -200, 0), head: (-250, 1000))

    private func line(_ points: Double, padding: Bool, legacy: Bool = false, density: Double = 1) -> [Double] {
        edges(
            box(.reactNativeAndroid, metrics, size: 20, lineHeight: .fixed(points)) {
                $0.android.includeFontPadding = padding
                $0.reactNative.lineHeightSpan = legacy ? .legacy : .centred
                $0.density = density
            })
    }

    @Test("without lineHeight it is a TextView, includeFontPadding on by default")
    func natural() {
        #expect(edges(box(.reactNativeAndroid, metrics, size: 20)) == [20, 5])
        #expect(
            edges(box(.reactNativeAndroid, metrics, size: 20) { $0.android.includeFontPadding = false }) == [16, 4])
    }

    @Test("centred: half the leading above (rounded up), the rest below; top and bottom keep the further edge")
    func centred() {
        // Leading 10: ascent -21, descent 9; the font's top -20 and bottom 5 are inside them.
        #expect(line(30, padding: true) == [21, 9])
        #expect(line(30, padding: false) == [21, 9])
        // Leading 5: 3 above, 2 below.
        #expect(line(25, padding: false) == [19, 6])
        // Leading -5: ceil(-2.5) = -2 above, floor(-2.5) = -3 below; with font padding the
        // font's own top and bottom stay, so the short line clips nothing more.
        #expect(line(15, padding: false) == [14, 1])
        #expect(line(15, padding: true) == [20, 5])
    }

    @Test("the lineHeight is rounded up to a whole pixel first, at the device's density")
    func pixels() {
        #expect(line(24.2, padding: false) == line(25, padding: false))
        // 15 dp at density 2 is 30 px against ascent -32, descent 8: leading -10, 5 off each side.
        #expect(line(15, padding: false, density: 2) == [13.5, 1.5])
    }

    @Test("legacy: a short line keeps the descent and cuts the top; a tall one shares the extra over top and bottom")
    func legacy() {
        #expect(line(15, padding: true, legacy: true) == [11, 4])  // ascent = descent - 15
        #expect(line(3, padding: true, legacy: true) == [0, 3])  // only the descent, cut to the line
        #expect(line(20, padding: true, legacy: true) == [16, 4])  // bottom = ascent + 20
        #expect(line(22, padding: true, legacy: true) == [17, 5])  // top = bottom - 22
        #expect(line(22, padding: false, legacy: true) == [16, 4])
        #expect(line(30, padding: false, legacy: true) == [23, 7])  // 5 extra: 3 above top, 2 below bottom
    }
}
