import FontValues
import Testing

@testable import LineBoxAnalysis

/// One face of 1000 units per em whose ink (900 up, 250 down) passes its hhea box (800 / -200).
private func input(typo: (Int, Int, Int, Bool)? = nil, win: (Int, Int)? = nil) -> AuditInput {
    AuditInput(
        metrics: font(hhea: (800, -200, 0), typo: typo, win: win, head: (-250, 900)), postScriptName: nil,
        glyphs: [
            MeasuredItem(
                character: "É", glyphID: 1, inkBounds: InkBounds(xMin: 0, yMin: 0, xMax: 500, yMax: 900), advance: 600),
            MeasuredItem(
                character: "j", glyphID: 2, inkBounds: InkBounds(xMin: 0, yMin: -250, xMax: 300, yMax: 700),
                advance: 300),
        ])
}

private func settings(_ platform: Platform, sizes: [Double] = [10]) -> AuditSettings {
    var settings = AuditSettings(sizes: sizes, scale: 1)
    settings.platform = platform
    settings.options.density = 1
    return settings
}

@Suite("Metrics plan (inkbox fix)")
struct MetricsFixTests {
    @Test("iOS at 10 pt, 1x, growing: hhea rises to the ink, to the unit, and nothing else changes")
    func growIOS() throws {
        let plan = try #require(MetricsFix.plan(cases: [input()], settings: [settings(.ios)], policy: .grow))
        // The ink needs a top of 9 pt and a bottom of 2.5 pt. The label is ceil(L) tall with the
        // line centred and the baseline rounded half up: with A = 8.51 and D = 2.5, L = 11.01, the
        // label 12 and the baseline round(0.495 + 8.51) = 9 (top 9, bottom 3). With A = 8.50 the
        // label is 11 and the baseline round(8.5) = 9, leaving a bottom of 2: 851 is the least.
        #expect(
            plan.changes == [
                FieldChange(field: .hheaAscender, before: 800, after: 851),
                FieldChange(field: .hheaDescender, before: -200, after: -250),
            ])
        #expect(plan.remaining.isEmpty)
        // Centring: half of (room above the ink - room below it): (-100 - -50) / 2 before, (-49 - 0) / 2 after.
        #expect(
            plan.effects == [
                PlatformEffect(
                    platform: .ios, platformLabel: "ios", table: .hhea, lineHeight: (1000, 1101), baseline: (800, 851),
                    centring: (-25, -24))
            ])
    }

    @Test("keeping the line height: the bottom's room is taken from spare room at the top first")
    func keepLineHeight() throws {
        // hhea 1000 / -100: room above (100 spare) and too little below (150 short).
        var tall = input()
        tall.metrics.hhea = .init(ascender: 1100, descender: -100, lineGap: 0)
        let plan = try #require(MetricsFix.plan(cases: [tall], settings: [settings(.ios)], policy: .keepLineHeight))
        #expect(plan.remaining.isEmpty)
        // The top spares 1100 - 900 - one pixel (100 units at 10 pt, 1x) = 100 units, which go to the
        // bottom; one unit more makes L = 12.01 pt, a 13 pt label whose baseline rounds to 10
        // (bottom 3 >= 2.5). With D = 2.00 the label stays 12 and the bottom 2.
        #expect(
            plan.changes == [
                FieldChange(field: .hheaAscender, before: 1100, after: 1000),
                FieldChange(field: .hheaDescender, before: -100, after: -201),
            ])
        #expect(plan.effects.map(\.lineHeight.after) == [1201])
    }

    @Test("Android reads typo under USE_TYPO_METRICS: typo moves, hhea stays; GDI's win values cover the ink")
    func tables() throws {
        let face = input(typo: (700, -150, 100, true), win: (800, 200))
        let plan = try #require(
            MetricsFix.plan(cases: [face], settings: [settings(.android), settings(.windowsGDI)], policy: .grow))
        #expect(plan.remaining.isEmpty)
        let fields = Set(plan.changes.map(\.field))
        #expect(!fields.contains(.hheaAscender) && !fields.contains(.hheaDescender))
        #expect(plan.planned(.win).ascent == 900 && plan.planned(.win).descent == 250)
        #expect(plan.effects.map(\.table) == [.typo, .win])
    }
}
