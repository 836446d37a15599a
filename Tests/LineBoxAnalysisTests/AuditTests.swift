import FontValues
import Testing

@testable import LineBoxAnalysis

/// 1000 units per em, ascender 800, descender -200: at 10 pt the line is exactly 10 pt with
/// the baseline 8 pt below the top, every edge on the pixel grid, so ink at 800 units touches
/// the top edge exactly.
private let gridFont = VerticalMetrics(
    unitsPerEm: 1000, hhea: .init(ascender: 800, descender: -200, lineGap: 0), typo: nil, win: nil,
    head: .init(xMin: 0, yMin: -200, xMax: 1000, yMax: 800), capHeight: nil, xHeight: nil)

private func glyph(_ character: Unicode.Scalar, _ glyphID: UInt32, yMin: Double, yMax: Double) -> MeasuredItem {
    MeasuredItem(
        character: character, glyphID: glyphID, inkBounds: InkBounds(xMin: 0, yMin: yMin, xMax: 500, yMax: yMax),
        advance: 500)
}

private func audit(
    _ glyphs: [MeasuredItem], sizes: [Double] = [10], lineHeight: LineHeight = .natural,
    tolerance: Double = 0, tallScripts: TallScriptAssumption = .clip, postScriptName: String? = nil
) -> FontAudit {
    Auditor.audit(
        metrics: gridFont, postScriptName: postScriptName, glyphs: glyphs,
        settings: AuditSettings(
            sizes: sizes, lineHeight: lineHeight, scale: 3, tolerancePixels: tolerance,
            tallScripts: tallScripts))
}

@Suite("Auditor")
struct AuditTests {
    @Test("ink that touches an edge does not clip; one unit past it does")
    func touchingIsNotClipping() throws {
        let touching = audit([glyph("A", 1, yMin: -200, yMax: 800)])
        let result = try #require(touching.results.first)
        #expect(result.lineBox.top == 8 && result.lineBox.bottom == 2)
        #expect(result.clipped.isEmpty)
        #expect(result.gutter == Edges(top: 0, bottom: 0))
        #expect(!touching.clips)

        let past = try #require(
            audit([glyph("É", 2, yMin: 0, yMax: 801), glyph("j", 3, yMin: -201, yMax: 500)]).results.first)
        #expect(past.clipped.map(\.character) == ["É", "j"])
        #expect(abs(past.clipped[0].top - 0.01) < 1e-9 && past.clipped[0].bottom == 0)
        #expect(abs(past.clipped[1].bottom - 0.01) < 1e-9 && past.clipped[1].top == 0)
        #expect(past.gutter == Edges(top: 1.0 / 3, bottom: 1.0 / 3))
    }

    @Test("the gutter holds the furthest ink, snapped up to device pixels")
    func gutterSnapsUp() throws {
        // 900 units at 10 pt: 9 pt, 1 pt past the 8 pt top edge; -370 units: 1.7 pt past the bottom.
        let result = try #require(
            audit([glyph("Å", 1, yMin: 0, yMax: 900), glyph("g", 2, yMin: -370, yMax: 500)]).results.first)
        #expect(abs(result.overflow.top - 1) < 1e-9 && abs(result.overflow.bottom - 1.7) < 1e-9)
        #expect(result.gutter.top == 1)
        #expect(result.gutter.bottom == 2)  // 1.7 pt is 5.1 px at @3x: 6 px
        #expect(result.highest?.character == "Å" && result.lowest?.character == "g")
    }

    @Test("ceil(S/6) is judged against the overflow: short where it leaves ink out, wasteful where it is more")
    func heuristic() throws {
        // 12 pt: ceil(12/6) = 2. Top ink 1000 units = 12 pt; the baseline 9.6 pt down rounds to
        // 29 px at @3x, so the ink is 12 - 29/3 = 2.33 pt past the top edge.
        let shortResult = try #require(audit([glyph("Å", 1, yMin: 0, yMax: 1000)], sizes: [12]).results.first)
        #expect(shortResult.lineBox.top == 29.0 / 3)
        let short = try #require(shortResult.heuristic)
        #expect(short.gutter == 2)
        #expect(!short.isSufficient)
        #expect(abs(short.shortfall.top - (12 - 29.0 / 3 - 2)) < 1e-9 && short.shortfall.bottom == 0)
        #expect(short.waste.top == 0 && short.waste.bottom == 2)

        let roomy = try #require(audit([glyph("a", 1, yMin: 0, yMax: 500)], sizes: [12]).results.first?.heuristic)
        #expect(roomy.isSufficient)
        #expect(roomy.waste == Edges(top: 2, bottom: 2))
    }

    @Test("overflow within the tolerance is not clipping, but the gutter still holds it")
    func tolerance() throws {
        // 802 units at 10 pt is 0.02 pt = 0.06 px at @3x past the top.
        let tolerated = try #require(audit([glyph("É", 1, yMin: 0, yMax: 802)], tolerance: 0.5).results.first)
        #expect(tolerated.clipped.isEmpty)
        #expect(tolerated.gutter.top == 1.0 / 3)
        let counted = try #require(audit([glyph("É", 1, yMin: 0, yMax: 802)], tolerance: 0.05).results.first)
        #expect(counted.clipped.count == 1)
    }

    @Test("coefficients are the largest overflow per point size, rounded up to 1/10000 em")
    func coefficients() {
        let result = audit([glyph("Å", 1, yMin: -250, yMax: 880)], sizes: [10, 20, 30])
        // 80 and 50 units past the 800 / -200 edges: 0.08 em and 0.05 em at every size on the grid.
        #expect(result.coefficients == Edges(top: 0.08, bottom: 0.05))
    }

    @Test("with a line height, the smallest line height that holds the top ink is offered; never one for the bottom")
    func lineHeightFix() throws {
        let grid = PixelGrid(scale: 3)
        let result = try #require(audit([glyph("Å", 1, yMin: -300, yMax: 950)], lineHeight: .fixed(10)).results.first)
        let fix = result.lineHeightFix
        let top = try #require(fix.top)
        #expect(!fix.fixesBottom)
        let fixed = IOSLabelModel.lineBox(lineHeight: top.lineHeight, ascent: 8, descent: 2, grid: grid)
        let smaller = IOSLabelModel.lineBox(lineHeight: top.lineHeight - grid.pixel, ascent: 8, descent: 2, grid: grid)
        #expect(fixed.top >= 9.5 - 1e-9)
        #expect(smaller.top < 9.5)
        #expect(abs(top.multiple - top.lineHeight / 10) < 1e-12)
        #expect(audit([glyph("a", 1, yMin: 0, yMax: 500)]).results.first?.lineHeightFix.top == nil)
    }

    @Test("the tall-script assumption exempts Thai and Arabic only when asked")
    func tallScripts() throws {
        let glyphs = [
            glyph("\u{0E34}", 1, yMin: 0, yMax: 1000), glyph("\u{0644}", 2, yMin: -400, yMax: 500),
            glyph("É", 3, yMin: 0, yMax: 1000),
        ]
        #expect(try #require(audit(glyphs).results.first).clipped.count == 3)
        let exempt = try #require(audit(glyphs, tallScripts: .exempt).results.first)
        #expect(exempt.clipped.map(\.character) == ["É"])
    }

    @Test("glyphs without ink never clip and never count as extremes")
    func noInk() throws {
        let space = MeasuredItem(character: " ", glyphID: 3, inkBounds: nil)
        let result = try #require(audit([space]).results.first)
        #expect(result.clipped.isEmpty && result.highest == nil && result.overflow == Edges(top: 0, bottom: 0))
    }
}

@Suite("Character sets")
struct CharacterSetTests {
    @Test func probeIsTheClassicFive() {
        #expect(CharacterSetName.probe.selection == .characters(Array("qyjpÉ".unicodeScalars)))
    }

    @Test func latinCoversThreeBlocks() {
        guard case .characters(let scalars) = CharacterSetName.latin.selection else {
            Issue.record("latin must be a character list")
            return
        }
        #expect(scalars.count == 95 + 96 + 128)
        #expect(scalars.first == " " && scalars.last == "\u{17F}")
    }

    @Test func vietnameseHasEveryToneOnEveryVowel() {
        guard case .characters(let scalars) = CharacterSetName.vietnamese.selection else {
            Issue.record("vietnamese must be a character list")
            return
        }
        // 12 vowels x 5 tones + 5 bare vowels with marks (ă â ê ô ơ ư minus the 12 bases) and đ, in two cases.
        #expect(Set(scalars).count == scalars.count)
        #expect(scalars.contains("ệ") && scalars.contains("Ỹ") && scalars.contains("Đ") && scalars.contains("ữ"))
        #expect(scalars.count == 134)
    }
}
