import FontValues
import LineBoxAnalysis
import Testing

@Suite("Judgement: how a measured overflow becomes a verdict")
struct JudgementTests {
    @Test("ink up to the faint-ink threshold is a note; past it at the top or bottom, an error")
    func faint() {
        let judgement = Judgement(faint: 0.5 / 3, sides: .unstated)
        #expect(judgement.judge(.top, 0) == nil)
        #expect(judgement.judge(.top, 0.5 / 3)! == (Severity.note, Rule.faintInk))
        #expect(judgement.judge(.bottom, 0.5 / 3 + 0.001)! == (Severity.error, Rule.clips))
        #expect(judgement.judge(.left, 0.01)! == (Severity.note, Rule.faintInk))
    }

    @Test("a side cuts where the view hugs its text, warns where nothing says, has room where the view is wider")
    func sides() {
        func judge(_ sides: ViewSides, _ edge: Edge, rightToLeft: Bool = false) -> Rule? {
            Judgement(faint: 0, sides: sides).judge(edge, 1, rightToLeft: rightToLeft)?.rule
        }
        #expect(judge(.hugs, .left) == .clips && judge(.hugs, .right) == .clips)
        #expect(judge(.unstated, .left) == .sideOverhang && judge(.unstated, .right) == .sideOverhang)
        // Start-aligned in a wider view: the start (left of left-to-right text) is at the text.
        #expect(judge(.wider(aligned: .start), .left) == .clips && judge(.wider(aligned: .start), .right) == .sideRoom)
        #expect(judge(.wider(aligned: .start), .right, rightToLeft: true) == .clips)
        #expect(judge(.wider(aligned: .start), .left, rightToLeft: true) == .sideRoom)
        #expect(
            judge(.wider(aligned: .center), .left) == .sideRoom && judge(.wider(aligned: .center), .right) == .sideRoom)
        #expect(judge(.wider(aligned: .end), .right) == .clips && judge(.wider(aligned: .end), .left) == .sideRoom)
        // The top and bottom do not depend on the width.
        #expect(judge(.wider(aligned: .center), .top) == .clips)
        // Without the text, a side that hugs is not known to have an item standing at it.
        #expect(ViewSides.wider(aligned: .start).withoutText == ViewSides(start: .unstated, end: .wider))
        #expect(
            ViewSides.named.map(\.value).map(\.description) == [
                "unstated", "hug", "fill-start", "fill-center", "fill-end",
            ])
    }

    @Test("an item takes its gravest edge; rulings list the rules an audit broke, gravest first")
    func rulings() throws {
        var settings = AuditSettings(sizes: [30])
        settings.options.faintInkOverride = 0.5
        let metrics = VerticalMetrics(
            unitsPerEm: 1000, hhea: .init(ascender: 800, descender: -200, lineGap: 0), typo: nil, win: nil,
            head: .init(xMin: -100, yMin: -300, xMax: 1100, yMax: 900), capHeight: nil, xHeight: nil)
        // At 30 pt, @3x: 1 unit is 0.09 device px. A glyph 100 units past the top (cut), one
        // overhanging its left side by 100 units (a warning), one 2 units past the top (faint).
        let glyphs = [
            MeasuredItem(
                character: "É", glyphID: 1, inkBounds: InkBounds(xMin: 0, yMin: 0, xMax: 500, yMax: 900), advance: 500),
            MeasuredItem(
                character: "j", glyphID: 2, inkBounds: InkBounds(xMin: -100, yMin: -100, xMax: 300, yMax: 500),
                advance: 300),
            MeasuredItem(
                character: "A", glyphID: 3, inkBounds: InkBounds(xMin: 0, yMin: 0, xMax: 500, yMax: 802), advance: 500),
        ]
        let audit = Auditor.audit(metrics: metrics, postScriptName: nil, glyphs: glyphs, settings: settings)
        let result = try #require(audit.results.first as SizeResult?)
        #expect(result.clipped.map(\.rule) == [.clips, .sideOverhang, .faintInk])
        #expect(result.cut.map(\.character) == ["É"])
        #expect(audit.rulings.map(\.rule) == [.clips, .sideOverhang, .faintInk])
        #expect(audit.severity == .error && audit.clips)
        settings.viewSides = .hugs
        let hugging = Auditor.audit(metrics: metrics, postScriptName: nil, glyphs: glyphs, settings: settings)
        #expect(hugging.results.first?.cut.map(\.character) == ["É", "j"])

        // Rules turned off make no finding: `--ignore IB004,inkbox.faint-ink`, then `--select IB005`.
        settings.viewSides = .unstated
        settings.rules = try RuleSelection(select: nil, ignore: ["IB004", "inkbox.faint-ink"])
        let ignoring = Auditor.audit(metrics: metrics, postScriptName: nil, glyphs: glyphs, settings: settings)
        #expect(ignoring.results.first?.clipped.map(\.rule) == [.clips])
        #expect(settings.rules.off == [.sideOverhang, .faintInk])
        settings.rules = try RuleSelection(select: ["IB005"])
        let selecting = Auditor.audit(metrics: metrics, postScriptName: nil, glyphs: glyphs, settings: settings)
        #expect(selecting.rulings.map(\.rule) == [.faintInk] && selecting.severity == .note && !selecting.clips)
        settings.rules = try RuleSelection(select: ["IB005"], extend: ["inkbox.clips"])
        #expect(settings.rules.reports(.clips) && !settings.rules.reports(.sideOverhang))
    }

    @Test("a selection names rules by code or id, or all; an input never read and unknown names are refused")
    func selection() throws {
        #expect(try RuleSelection(select: nil) == .all)
        #expect(try RuleSelection(select: ["all"], ignore: ["ib005"]).off == [.faintInk])
        let always = #expect(throws: RuleSelectionError.self) { try RuleSelection(select: nil, ignore: ["IB010"]) }
        #expect(always?.name == "IB010" && always?.known == true)
        let unknown = #expect(throws: RuleSelectionError.self) { try RuleSelection(select: ["inkbox.nope"]) }
        #expect(unknown?.name == "inkbox.nope" && unknown?.known == false)
        // Rules about the run are always on, whatever is selected.
        let only = try RuleSelection(select: ["IB001"])
        #expect([Rule.unreadable, .unchecked, .staleBaseline, .skipped, .accepted].allSatisfy(only.reports))
    }

    @Test("--severity gives a rule another severity; the judgement, the item and the ruling carry it")
    func severities() throws {
        let rules = try RuleSelection(select: nil, severity: ["IB004=error", "inkbox.clips=warning", "IB005=note"])
        // A rule given its own severity changes nothing; the last given for a rule wins.
        #expect(rules.changed.map(\.rule) == [.clips, .sideOverhang])
        #expect(rules.severity(of: .clips) == .warning && rules.severity(of: .spills) == .warning)
        #expect(try RuleSelection(select: nil, severity: ["IB001=note", "IB001=error"]).changed.isEmpty)
        #expect(try RuleSelection(select: nil, severity: ["all=note"]).severity(of: .collides) == .note)
        for bad in ["IB001", "IB001=fatal", "=error", "IB001:error"] {
            let error = #expect(throws: RuleSelectionError.self) { try RuleSelection(select: nil, severity: [bad]) }
            #expect(error?.kind == .severity, "\(bad)")
        }
        let always = #expect(throws: RuleSelectionError.self) {
            try RuleSelection(select: nil, severity: ["IB010=note"])
        }
        #expect(always?.known == true)
        // The gravest edge by the run's severities: a side overhang made an error beats a cut made a warning.
        let judgement = Judgement(faint: 0, sides: .unstated, levels: rules.levels)
        #expect(judgement.judge(Edges(top: 1, bottom: 0, left: 1, right: 0)) == (.error, .sideOverhang))
        #expect(judgement.judge(Edges(top: 1, bottom: 0, left: 0, right: 0)) == (.warning, .clips))
    }
}
