import Testing

@testable import LineBoxAnalysis

@Suite("Text size settings: Dynamic Type and Android's font scale, on literal values")
struct TextSizeTests {
    @Test("Dynamic Type: Body 17 pt is 53 pt at AX5 and 14 pt at xSmall; a custom font follows its style's curve")
    func dynamicType() {
        #expect(TextStyle.body.size(at: .ax5) == 53)
        #expect(TextStyle.body.size(at: .xs) == 14)
        #expect(TextStyle.body.size(at: .l) == 17)
        #expect(TextStyle.largeTitle.size(at: .ax5) == 60)
        #expect(TextStyle.caption2.size(at: .ax5) == 40)
        #expect(TextStyle.footnote.size(at: .m) == 12)
        #expect(TextStyle.body.scaled(17, to: .ax5) == 53)
        // A 34 pt custom font relative to body is twice body's size at every category.
        #expect(TextStyle.body.scaled(34, to: .ax3) == 80)
        #expect(TextStyle.allCases.allSatisfy { $0.sizes.count == ContentSizeCategory.allCases.count })
        #expect(ContentSizeCategory.ax5.label == "AX5" && ContentSizeCategory.xs.label == "xSmall")
    }

    @Test("Android: 14 sp at 2.0 is 26 dp from API 34 and 28 dp linear; 18 sp at 1.3 is 21.6 dp")
    func fontScaleTables() {
        #expect(FontScale(scale: 2, scaling: .nonlinear).dp(fromSp: 14) == 26)
        #expect(FontScale(scale: 2, scaling: .linear).dp(fromSp: 14) == 28)
        #expect(FontScale(scale: 1.3).dp(fromSp: 18) == 21.6)
        // Between table entries: 16 sp at 2.0 lies between 14 (26) and 18 (30): 28 dp.
        #expect(FontScale(scale: 2).dp(fromSp: 16) == 28)
        // Below the first entry, from 0: 4 sp at 2.0 is half of 8 sp's 16 dp.
        #expect(FontScale(scale: 2).dp(fromSp: 4) == 8)
        // Past the last entry (100 sp), the last ratio: 200 sp at 2.0 is 200 dp.
        #expect(FontScale(scale: 2).dp(fromSp: 200) == 200)
        // Scales below 1.13 are linear even from API 34; 1 is the size itself.
        #expect(FontScale(scale: 1.1).dp(fromSp: 20) == 22)
        #expect(FontScale(scale: 1).dp(fromSp: 14) == 14)
        #expect(FontScale(scale: 0.85).dp(fromSp: 20) == 17)
    }

    @Test("an API level says the settings and the scaling: up to 1.3, linear, before 34; to 2.0, non-linear, from it")
    func apiLevels() {
        #expect(FontScale.settings(api: 33) == [0.85, 1, 1.15, 1.3])
        #expect(FontScale.settings(api: 34) == [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2])
        #expect(FontScale.settings() == FontScale.settings(api: 36))
        #expect(FontScaling(api: 33) == .linear && FontScaling(api: 34) == .nonlinear)
    }

    @Test("settings of both kinds order by the factor each names; equal sizes keep the categories' order")
    func ordering() {
        #expect(TextSize.contentSize(.xs, style: .body).precedes(.fontScale(FontScale(scale: 0.85))))  // 14/17
        #expect(TextSize.fontScale(FontScale(scale: 0.85)).precedes(.contentSize(.s, style: .body)))  // 15/17
        #expect(TextSize.contentSize(.ax1, style: .body).precedes(.fontScale(FontScale(scale: 1.8))))  // 28/17
        // Footnote is 12 pt at xSmall, Small and Medium alike.
        #expect(TextSize.contentSize(.xs, style: .footnote).precedes(.contentSize(.s, style: .footnote)))
        #expect(!TextSize.contentSize(.s, style: .footnote).precedes(.contentSize(.xs, style: .footnote)))
    }

    @Test("between two tables the factory interpolates each sp size, as AOSP's formula does in float")
    func interpolatedScale() {
        // 1.4 is halfway from 1.3 to 1.5: 14 sp is lerp(18.8, 22, 0.5) = 20.4, 18 sp lerp(21.6, 24, 0.5) = 22.8.
        #expect(FontScale(scale: 1.4).dp(fromSp: 14) == 20.4)
        #expect(FontScale(scale: 1.4).dp(fromSp: 18) == 22.8)
        // The formula itself, in Float: start + (end - start) * point, point = (1.9 - 1.8) / (2 - 1.8),
        // 14 sp being 24.4 dp at 1.8 and 26 dp at 2.0.
        let point = (Float(1.9) - Float(1.8)) / (Float(2) - Float(1.8))
        let expected = Float(24.4) + (Float(26) - Float(24.4)) * point
        #expect(FontScale(scale: 1.9).dp(fromSp: 14) == Double(String(expected)))
        #expect(abs(FontScale(scale: 1.9).dp(fromSp: 14) - 25.2) < 0.0001)
        // Past the last table (2.0), linear: 14 sp at 2.5 is 35 dp.
        #expect(FontScale(scale: 2.5).dp(fromSp: 14) == 35)
    }

    @Test("settings drawn at text sizes: sizes scaled, declared ones kept, sp line heights scaled, pt ones not")
    func drawnSettings() {
        var settings = AuditSettings(sizes: [17], lineHeight: .fixed(21))
        let ios = settings.drawn(at: [.contentSize(.ax5, style: .body)], lineHeightScales: false)
        #expect(ios.first?.sizes == [53] && ios.first?.declaredSizes == [17] && ios.first?.lineHeight == .fixed(21))
        #expect(ios.first?.platformLabel == "ios AX5")
        settings.platform = .android
        settings.sizes = [14]
        settings.lineHeight = .fixed(14)
        let android = settings.drawn(at: [.fontScale(FontScale(scale: 2))], lineHeightScales: true)
        #expect(android.first?.sizes == [26] && android.first?.lineHeight == .fixed(26))
        #expect(android.first?.declaredSize(of: 26) == 14)
        #expect(android.first?.platformLabel == "android font scale 2")
    }
}
