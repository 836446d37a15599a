import FontFixtures
import FontReading
import FontValues
import Foundation
import Testing

@testable import AuditPipeline
@testable import FontPatching
@testable import LineBoxAnalysis

private func iosSettings(_ edges: AuditedEdges = .vertical) -> [AuditSettings] {
    var settings = AuditSettings()
    settings.edges = edges
    return [settings]
}

private func plan(
    _ font: FontFixture, _ characters: String, _ settings: [AuditSettings] = iosSettings(),
    policy: FixPolicy = .grow, faceIndex: Int = 0
) throws -> FacePlan {
    try FontFix.plan(
        FontFace(path: font.path, faceIndex: faceIndex), .characters(.text(characters)), settings: settings,
        policy: policy)
}

/// Writes `bytes` to a new temporary file and returns its path.
private func temporaryFont(_ bytes: [UInt8], _ name: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbox-fix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
}

private func audit(_ path: String, _ characters: String, faceIndex: Int = 0) throws -> FontAudit {
    let face = try FontFace(path: path, faceIndex: faceIndex)
    let measured = try AuditPipeline.measure(face, .characters(.text(characters)))
    return try AuditPipeline.audit(measured, iosSettings()[0])
}

@Suite("inkbox fix: plans and patches")
struct FontFixTests {
    @Test("IPAex Gothic on iOS: the planned hhea holds É and j, and one unit less at either edge does not")
    func smallestPlan() throws {
        let planned = try plan(.clipsOnIOS, "Éj")
        #expect(try audit(FontFixture.clipsOnIOS.path, "Éj").clips, "the fixture must clip before the fix")
        #expect(planned.plan.remaining.isEmpty)
        let changed = Set(planned.plan.changes.map(\.field))
        // hhea and typo hold the same values in IPAex Gothic: they move together.
        #expect(changed == [.hheaAscender, .hheaDescender, .typoAscender, .typoDescender])
        let after = planned.plan.after
        let input = try AuditPipeline.input(
            AuditPipeline.measure(
                FontFace(path: FontFixture.clipsOnIOS.path),
                .characters(.text("Éj"))), iosSettings()[0])
        // The plan holds all ink, faint ink too: one unit less lets some cross (a note, not a cut).
        func crosses(_ metrics: VerticalMetrics) -> Bool {
            var changed = input
            changed.metrics = metrics
            return Auditor.audit(changed, settings: iosSettings()[0]).results.contains { !$0.clipped.isEmpty }
        }
        #expect(!crosses(after))
        #expect(crosses(MetricsField.hheaAscender.setting(after.hhea.ascender - 1, in: after)))
        #expect(crosses(MetricsField.hheaDescender.setting(after.hhea.descender + 1, in: after)))
    }

    @Test("--keep line-height moves spare room from the bottom to the top: the line stays as tall")
    func keepLineHeight() throws {
        let kept = try plan(.clipsOnIOS, "É", policy: .keepLineHeight)
        let grown = try plan(.clipsOnIOS, "É", policy: .grow)
        let keptEffect = try #require(kept.plan.effects.first)
        let grownEffect = try #require(grown.plan.effects.first)
        #expect(kept.plan.remaining.isEmpty && grown.plan.remaining.isEmpty)
        #expect(keptEffect.lineHeight.before == keptEffect.lineHeight.after)
        #expect(keptEffect.baseline.after > keptEffect.baseline.before)
        #expect(grownEffect.lineHeight.after > grownEffect.lineHeight.before)
        #expect(kept.plan.after.hhea.descender > kept.plan.before.hhea.descender, "the descender gave its spare room")
    }

    @Test("a line height shorter than the ink cannot be fixed by metrics, and the plan says so")
    func unfixable() throws {
        var settings = iosSettings()
        settings[0].lineHeight = .fixed(10)
        settings[0].sizes = [17]
        let planned = try plan(.clipsOnIOS, "Éj", settings)
        #expect(!planned.plan.remaining.isEmpty)
        // Fields never run away: nothing passes the ink by more than two pixels at 17 pt.
        for change in planned.plan.changes where change.field == .hheaAscender {
            #expect(change.after <= 1905 + 2 * 41)
        }
    }

    @Test("a variable font is planned at every named instance")
    func variable() throws {
        let planned = try plan(.variable, "ÉÅj")
        #expect(planned.instances.count == 9)
        #expect(planned.plan.remaining.isEmpty)
        let path = try temporaryFont(FontFix.patchedFile(FontFixture.variable.path, plans: [planned]), "inter.ttf")
        for instance in planned.instances {
            let face = try FontFace(path: path, variation: .namedInstance(instance))
            let audit = Auditor.audit(
                try AuditPipeline.input(AuditPipeline.measure(face, .characters(.text("ÉÅj"))), iosSettings()[0]),
                settings: iosSettings()[0])
            #expect(!audit.clips, "\(instance) still clips")
        }
    }

    @Test(
        "the patch of a TrueType font: only the metric fields and checkSumAdjustment change; the file sums to 0xB1B0AFBA"
    )
    func trueTypePatch() throws {
        let planned = try plan(.clipsOnIOS, "Éj")
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: FontFixture.clipsOnIOS.path)))
        let patched = try FontFix.patchedFile(FontFixture.clipsOnIOS.path, plans: [planned])
        #expect(patched.count == original.count)
        let records = try FontPatcher.tableRecords(original, directory: 0)
        let allowed: [(String, Range<Int>)] = [("hhea", 4..<10), ("OS/2", 68..<78), ("head", 8..<12)]
        var allowedBytes = Set<Int>()
        for (tag, range) in allowed {
            let record = try #require(records[tag])
            allowedBytes.formUnion(range.map { record.offset + $0 })
            // The table's checksum in its record is the new data's.
            let sum = checksum(patched[record.offset..<record.offset + record.length], head: tag == "head")
            #expect(sum == readUInt32(patched, record.position + 4), "\(tag) checksum")
        }
        var directoryBytes = Set<Int>()
        for tag in ["hhea", "OS/2"] { directoryBytes.formUnion((4..<8).map { records[tag]!.position + $0 }) }
        let differing = (0..<original.count).filter { original[$0] != patched[$0] }
        #expect(!differing.isEmpty)
        #expect(differing.allSatisfy { allowedBytes.contains($0) || directoryBytes.contains($0) })
        #expect(checksum(patched[...], head: false) == 0xB1B0_AFBA)
        // FreeType reads the planned values back.
        let path = try temporaryFont(patched, "ipaexg.ttf")
        #expect(try FontFace(path: path).metrics == planned.plan.after)
        #expect(!(try audit(path, "Éj").clips))
    }

    @Test("the patch of a WOFF font: FreeType reads the new values; other tables keep their compressed bytes")
    func woffPatch() throws {
        let planned = try plan(.woff, "ÉÅjq")
        #expect(!planned.plan.changes.isEmpty)
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: FontFixture.woff.path)))
        let patched = try FontFix.patchedFile(FontFixture.woff.path, plans: [planned])
        let path = try temporaryFont(patched, "cantarell.woff")
        #expect(try FontFace(path: path).metrics == planned.plan.after)
        let before = woffTables(original)
        let after = woffTables(patched)
        #expect(Set(before.keys) == Set(after.keys))
        for (tag, data) in before where !["hhea", "OS/2", "head"].contains(tag) {
            #expect(after[tag] == data, "\(tag) changed")
        }
    }

    @Test("each face of a collection gets its own plan, in its own tables")
    func collection() throws {
        let regular = try plan(.collection, "ÉÅjq", faceIndex: 0)
        let bold = try plan(.collection, "ÉÅjq", faceIndex: 1)
        let path = try temporaryFont(FontFix.patchedFile(FontFixture.collection.path, plans: [regular, bold]), "c.otc")
        #expect(try FontFace(path: path, faceIndex: 0).metrics == regular.plan.after)
        #expect(try FontFace(path: path, faceIndex: 1).metrics == bold.plan.after)
    }

    @Test(
        "faces of one family given together share one plan: the family's values, every member's ink held, the cost said; alone they differ"
    )
    func familyPlan() throws {
        var settings: [AuditSettings] = []
        for platform in [Platform.ios, .android, .web] {
            var setting = AuditSettings()
            setting.platform = platform
            setting.edges = .vertical
            settings.append(setting)
        }
        func run(_ families: FontFixRun.Families) throws -> [FacePlan] {
            let run = FontFixRun(settings: settings, planEdges: .vertical, policy: .keepLineHeight, renaming: nil) {
                () throws(FontReadingError) in (.characters(.text("ÉÅjqgy")), [])
            }
            let input = FontFixRun.FixInput(path: FontFixture.collection.path, faces: [0, 1], target: .success(nil))
            return try run.fix([input], families: families)[0].get().plans
        }
        let alone = try run(.none)
        let family = try run(.byName)
        // Cantarell's Regular and Bold need different room alone; together both take the larger.
        func fields(_ plan: FacePlan) -> [Int?] { MetricsField.allCases.map { $0.value(in: plan.plan.after) } }
        #expect(fields(alone[0]) != fields(alone[1]))
        #expect(fields(family[0]) == fields(family[1]))
        for field in MetricsField.allCases {
            let values = alone.compactMap { field.value(in: $0.plan.after) }
            guard let shared = field.value(in: family[0].plan.after), !values.isEmpty else { continue }
            switch field.growth {
            case 1: #expect(shared >= values.max() ?? 0, "\(field)")
            case -1: #expect(shared <= values.min() ?? 0, "\(field)")
            default: break
            }
        }
        #expect(family.allSatisfy { $0.plan.remaining.isEmpty })
        #expect(family.allSatisfy { $0.plan.notes.first?.hasPrefix("planned with the family: the 2 faces") == true })
        // The members' values when they differ: the highest ascender, the smallest line gap (even
        // where most members have a larger one: a face without a gap does not get one).
        var low = family[0].plan.before
        low.hhea.ascender -= 50
        low.hhea.lineGap = 7
        var tall = family[0].plan.before
        tall.hhea.lineGap = 90
        let shared = MetricsFix.familyMetrics([low, tall, tall])
        #expect(shared?.hhea.ascender == tall.hhea.ascender)
        #expect(shared?.hhea.lineGap == 7)
        var other = tall
        other.unitsPerEm *= 2
        #expect(MetricsFix.familyMetrics([tall, other]) == nil)
    }

    @Test("a platform whose line grows for a face it drew uncut, to share the family's values, is named")
    func familyGrowthNote() throws {
        // Noto Sans Italic's ink is held on iOS; planned with a face that needs more room, its line grows.
        var setting = AuditSettings()
        setting.edges = .vertical
        let members = try [FontFixture.italic, .clipsOnIOS].map { font in
            try FontFix.measure(
                FontFace(path: font.path), .characters(.text("ÉÅjqgy")), settings: [setting])
        }
        var measured = members
        // One family by name is the caller's grouping; the units per em differ here (1000, 2048):
        // planned alone, said.
        let plans = FontFix.plans(measured, settings: [setting], policy: .grow, family: "Test")
        #expect(plans.allSatisfy { $0.plan.notes.contains { $0.hasPrefix("planned alone: the 2 faces of \"Test\"") } })
        // With the same units per em (the second measured with the first's metrics raised), the
        // first's line grows although it cut nothing.
        var raised = measured[0]
        for index in raised.cases.indices {
            raised.cases[index].metrics.hhea.ascender += 300
            raised.cases[index].metrics.typo?.ascender += 300
        }
        measured[1] = raised
        let shared = FontFix.plans(measured, settings: [setting], policy: .grow, family: "Test")
        #expect(
            shared[0].plan.warnings.contains {
                $0.hasPrefix("ios cut nothing in this face, yet its line grows by 300 units")
            })
    }

    @Test("WOFF2: decoded, patched and encoded again by the reference library; FreeType reads the new values")
    func woff2() throws {
        let planned = try plan(
            .woff2, "ẪǺỹjqy",
            [
                AuditSettings(),
                {
                    var gdi = AuditSettings(sizes: [12])
                    gdi.platform = .windowsGDI
                    return gdi
                }(),
            ])
        #expect(!planned.plan.changes.isEmpty)
        let patched = try FontFix.patchedFile(FontFixture.woff2.path, plans: [planned])
        #expect(FontContainer(patched) == .woff2)
        let path = try temporaryFont(patched, "lato.woff2")
        #expect(try FontFace(path: path).metrics == planned.plan.after)
        // Decoded, the copy's tables are the input's but for the metric fields.
        let before = try WOFF2.decode(try [UInt8](Data(contentsOf: URL(fileURLWithPath: FontFixture.woff2.path))))
        let after = try WOFF2.decode(patched)
        let old = try FontPatcher.tableRecords(before, directory: 0)
        let new = try FontPatcher.tableRecords(after, directory: 0)
        #expect(Set(old.keys) == Set(new.keys))
        for (tag, record) in old where !["hhea", "OS/2", "head"].contains(tag) {
            let counterpart = try #require(new[tag])
            #expect(
                before[record.offset..<record.offset + record.length]
                    == after[counterpart.offset..<counterpart.offset + counterpart.length],
                "\(tag) changed")
        }
    }

    @Test(
        "--family renames the copy: FreeType reads the new names; every other table keeps its bytes; the file sums right"
    )
    func renameTrueType() throws {
        var gdi = AuditSettings(sizes: [12])
        gdi.platform = .windowsGDI
        let planned = try plan(.useTypoMetrics, "ẪǺỹ", [gdi])
        let patched = try FontFix.patchedFile(
            FontFixture.useTypoMetrics.path, plans: [planned], renaming: .family("Latch"))
        let path = try temporaryFont(patched, "latch.ttf")
        let face = try FontFace(path: path)
        #expect(face.info.family == "Latch")
        #expect(face.info.postScriptName == "Latch-Regular")
        #expect(face.metrics == planned.plan.after)
        #expect(checksum(patched[...], head: false) == 0xB1B0_AFBA)
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: FontFixture.useTypoMetrics.path)))
        let old = try FontPatcher.tableRecords(original, directory: 0)
        let new = try FontPatcher.tableRecords(patched, directory: 0)
        #expect(Set(old.keys) == Set(new.keys))
        for (tag, record) in old where !["OS/2", "head", "name", "hhea"].contains(tag) {
            let moved = try #require(new[tag])
            #expect(
                original[record.offset..<record.offset + record.length]
                    == patched[moved.offset..<moved.offset + moved.length], "\(tag)")
            #expect(
                checksum(patched[moved.offset..<moved.offset + moved.length], head: false)
                    == readUInt32(patched, moved.position + 4))
        }
    }

    @Test("--rename adds a suffix to every face of a collection, and FreeType opens each")
    func renameCollection() throws {
        let plans = try [0, 1].map { try plan(.collection, "ÉÅjq", faceIndex: $0) }
        let path = try temporaryFont(
            FontFix.patchedFile(FontFixture.collection.path, plans: plans, renaming: .suffix("Fixed")), "c.otc")
        for index in [0, 1] {
            let face = try FontFace(path: path, faceIndex: index)
            #expect(face.info.family == "Cantarell Fixed")
            #expect(face.info.postScriptName?.hasPrefix("CantarellFixed-") == true)
            #expect(face.metrics == plans[index].plan.after)
        }
    }

    @Test("a hostile file: cut short, or not a font, is an error, never a crash")
    func hostile() throws {
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: FontFixture.clipsOnIOS.path)))
        for bytes in [
            Array(original.prefix(40)), Array(original.prefix(3)), [UInt8](repeating: 0xFF, count: 64),
            Array("wOFF".utf8) + [UInt8](repeating: 0xFF, count: 60),
            Array("wOF2".utf8) + [UInt8](repeating: 0xFF, count: 60),
        ] {
            #expect(throws: FontPatchError.self) { try FontPatcher.patch(bytes, faces: [0: [.hheaAscender: 2000]]) }
        }
        #expect(throws: FontPatchError.self) { try FontPatcher.patch(original, faces: [0: [.hheaAscender: 40000]]) }
        // A WOFF whose hhea claims 4 GB once decompressed.
        var woff = try [UInt8](Data(contentsOf: URL(fileURLWithPath: FontFixture.woff.path)))
        let count = Int(woff[12]) << 8 | Int(woff[13])
        let hhea = try #require(
            (0..<count).map { 44 + 20 * $0 }.first { String(decoding: woff[$0..<$0 + 4], as: UTF8.self) == "hhea" })
        for index in 0..<4 { woff[hhea + 12 + index] = 0xFF }
        #expect(throws: FontPatchError.self) { try FontPatcher.patch(woff, faces: [0: [.hheaAscender: 2000]]) }
        #expect(throws: FontPatchError.self) { try FontPatcher.patch(original, faces: [3: [.hheaAscender: 2000]]) }
    }
}

private func readUInt32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[at + $1]) }
}

/// The OpenType checksum, written here from the specification rather than taken from the code
/// under test; head's checkSumAdjustment (bytes 8..<12) counts as 0 when `head`.
private func checksum(_ data: ArraySlice<UInt8>, head: Bool) -> UInt32 {
    var words = Array(data)
    if head { for index in 8..<12 { words[index] = 0 } }
    words += [UInt8](repeating: 0, count: (4 - words.count % 4) % 4)
    return stride(from: 0, to: words.count, by: 4).reduce(UInt32(0)) { $0 &+ readUInt32(words, $1) }
}

/// A WOFF file's stored (compressed) table data by tag.
private func woffTables(_ bytes: [UInt8]) -> [String: [UInt8]] {
    let count = Int(bytes[12]) << 8 | Int(bytes[13])
    var tables: [String: [UInt8]] = [:]
    for index in 0..<count {
        let at = 44 + 20 * index
        let tag = String(decoding: bytes[at..<at + 4], as: UTF8.self)
        let offset = Int(readUInt32(bytes, at + 4))
        let length = Int(readUInt32(bytes, at + 8))
        tables[tag] = Array(bytes[offset..<offset + length])
    }
    return tables
}

/// One setting per platform at its default sizes, top and bottom edges only (what a plan holds).
private func verticalSettings(_ platforms: [Platform]) -> [AuditSettings] {
    platforms.map { platform in
        var setting = AuditSettings()
        setting.platform = platform
        setting.sizes = platform.defaultSizes
        setting.edges = .vertical
        return setting
    }
}

@Suite("inkbox fix --convention google-fonts")
struct FixConventionTests {
    @Test("hhea = typo, line gaps 0, usWin over the head box; no platform's room above or below the baseline shrinks")
    func googleFonts() throws {
        let settings = verticalSettings([.ios, .android, .web])
        // Lato: USE_TYPO_METRICS with typo 1610/-390/400 and hhea 1974/-426/0, usWin short of its head box.
        let face = try FontFace(path: FontFixture.useTypoMetrics.path)
        let items = AuditItems.characters(.text("ÉÅÇjqyg"))
        let minimal = try FontFix.plan(face, items, settings: settings, policy: .keepLineHeight)
        let planned = try FontFix.plan(
            face, items, settings: settings, policy: .keepLineHeight, convention: .googleFonts)
        let after = planned.plan.after
        let typo = try #require(after.typo)
        let win = try #require(after.win)
        #expect(after.hhea.ascender == typo.ascender && after.hhea.descender == typo.descender)
        #expect(after.hhea.lineGap == 0 && typo.lineGap == 0)
        #expect(win.ascent >= after.head.yMax && win.descent >= -after.head.yMin)
        #expect(minimal.plan.after.typo?.lineGap != 0, "the minimal plan keeps Lato's typo line gap apart")
        for (kept, moved) in zip(minimal.plan.effects, planned.plan.effects) {
            #expect(moved.baseline.after >= kept.baseline.after, "\(moved.platformLabel): room above shrank")
            #expect(
                moved.lineHeight.after - moved.baseline.after >= kept.lineHeight.after - kept.baseline.after,
                "\(moved.platformLabel): room below shrank")
        }
        #expect(planned.plan.remaining.allSatisfy { $0.severity != .error })
        #expect(
            planned.plan.notes.contains { $0.hasPrefix("google-fonts: hhea and typo are equal") } == !typo
                .useTypoMetrics)
    }
}

@Suite("inkbox fix --convention microsoft and apple")
struct SpecConventionTests {
    @Test("microsoft: the minimal plan with usWin over the head box, nothing else moved")
    func microsoft() throws {
        let settings = verticalSettings([.ios, .android, .web])
        // Lato: usWin 1974/426 short of its head box.
        let face = try FontFace(path: FontFixture.useTypoMetrics.path)
        let items = AuditItems.characters(.text("ÉÅÇjqyg"))
        let minimal = try FontFix.plan(face, items, settings: settings, policy: .keepLineHeight).plan
        let planned = try FontFix.plan(face, items, settings: settings, policy: .keepLineHeight, convention: .microsoft)
            .plan
        let win = try #require(planned.after.win)
        #expect(minimal.after.win.map { $0.ascent < face.metrics.head.yMax } == true, "Lato's usWin starts short")
        #expect(win.ascent == face.metrics.head.yMax && win.descent == -face.metrics.head.yMin)
        #expect(planned.after.hhea == minimal.after.hhea && planned.after.typo == minimal.after.typo)
        #expect(planned.notes.contains { $0.hasPrefix("microsoft: usWinAscent/usWinDescent") })
        #expect(planned.remaining.allSatisfy { $0.severity != .error })
    }

    @Test("apple: hhea over the head box; typo moves with it only where the two were equal")
    func apple() throws {
        let settings = verticalSettings([.ios, .android, .web])
        let items = AuditItems.characters(.text("ÉÅÇjqyg"))
        // Lato keeps typo apart from hhea; Noto Sans has them equal (1069/-293/0).
        for (fixture, linked) in [(FontFixture.useTypoMetrics, false), (.shaping, true)] {
            let face = try FontFace(path: fixture.path)
            let minimal = try FontFix.plan(face, items, settings: settings, policy: .keepLineHeight).plan
            let planned = try FontFix.plan(face, items, settings: settings, policy: .keepLineHeight, convention: .apple)
                .plan
            let head = face.metrics.head
            #expect(planned.after.hhea.ascender == max(head.yMax, minimal.after.hhea.ascender), "\(fixture)")
            #expect(planned.after.hhea.descender == min(head.yMin, minimal.after.hhea.descender), "\(fixture)")
            let typo = try #require(planned.after.typo)
            if linked {
                #expect(typo.ascender == planned.after.hhea.ascender && typo.descender == planned.after.hhea.descender)
            } else {
                #expect(typo == minimal.after.typo)
            }
            #expect(planned.after.win == minimal.after.win, "\(fixture): usWin is not Apple's")
            #expect(planned.remaining.allSatisfy { $0.severity != .error }, "\(fixture)")
        }
    }

    @Test("a line the convention alone grows, for a platform that cut nothing, is marked and put down to it")
    func growthByConvention() throws {
        // Noto Sans and the probe set cut nothing on Android; Apple's hhea grows its line.
        let settings = verticalSettings([.android])
        let face = try FontFace(path: FontFixture.shaping.path)
        let items = AuditItems.characters(.text("Hxg"))
        let minimal = try FontFix.plan(face, items, settings: settings, policy: .keepLineHeight).plan
        #expect(minimal.changes.isEmpty, "nothing is cut: the minimal plan changes nothing")
        let planned = try FontFix.plan(face, items, settings: settings, policy: .keepLineHeight, convention: .apple)
            .plan
        let effect = try #require(planned.effects.first)
        #expect(effect.grewUncut && effect.lineHeight.after > effect.lineHeight.before)
        #expect(
            planned.warnings == [
                "android cut nothing in this face, yet its line grows by "
                    + "\(effect.lineHeight.after - effect.lineHeight.before) units "
                    + "(\(effect.lineHeight.before) -> \(effect.lineHeight.after)) for Apple's convention (hhea over "
                    + "every glyph)"
            ])
    }
}

@Suite("inkbox fix --keep-line")
struct KeepLineTests {
    @Test("a kept platform's line does not grow, and the plan says what then still crosses the line elsewhere")
    func keepsAndSays() throws {
        let settings = verticalSettings([.ios, .android, .web])
        // Lato alone: the web lays out typo with its 400-unit gap, Android reads typo without it.
        let face = try FontFace(path: FontFixture.useTypoMetrics.path)
        let measured = try FontFix.measure(face, .characters(.text("ẪǺỹjqy")), settings: settings)
        let free = try #require(
            FontFix.plans([measured], settings: settings, policy: .keepLineHeight, family: nil).first)
        let android = { (plan: MetricsPlan) in plan.effects.first { $0.platform == .android }?.lineHeight }
        let grown = try #require(android(free.plan))
        #expect(grown.after > grown.before, "without --keep-line the web's room grows Android's line")
        #expect(free.plan.warnings.contains { $0.hasPrefix("android cut nothing in this face, yet its line grows") })
        #expect(free.plan.effects.first { $0.platform == .android }?.grewUncut == true)

        let kept = try #require(
            FontFix.plans(
                [measured], settings: settings, policy: .keepLineHeight, keepingLines: [.android], family: nil
            )
            .first)
        let held = try #require(android(kept.plan))
        #expect(held.after == held.before)
        #expect(!kept.plan.warnings.contains { $0.hasPrefix("android") })
        #expect(kept.plan.notes.contains { $0.hasPrefix("android's line is kept (--keep-line)") && $0.contains("web") })
        #expect(kept.plan.remaining.contains { $0.platform == .web })
    }
}
