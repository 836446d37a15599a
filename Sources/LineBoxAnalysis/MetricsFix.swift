import FontValues

extension MetricsField {
    /// The fields of `table` that hold `edge`: its ascender (top) or descender (bottom).
    static func edgeField(_ table: MetricsTable, _ edge: Edge) -> MetricsField {
        switch (table, edge) {
        case (.hhea, .top): return .hheaAscender
        case (.hhea, _): return .hheaDescender
        case (.typo, .top): return .typoAscender
        case (.typo, _): return .typoDescender
        case (.win, .top): return .winAscent
        case (.win, _): return .winDescent
        }
    }

    static func gapField(_ table: MetricsTable) -> MetricsField? {
        switch table {
        case .hhea: return .hheaLineGap
        case .typo: return .typoLineGap
        case .win: return nil
        }
    }

    /// +1 when a larger value holds more ink (ascenders, usWinDescent), -1 for the signed
    /// descenders, 0 for line gaps.
    var growth: Int {
        switch self {
        case .hheaDescender, .typoDescender: return -1
        case .hheaLineGap, .typoLineGap: return 0
        default: return 1
        }
    }
}

/// How `inkbox fix` finds room for the ink.
public enum FixPolicy: String, CaseIterable, Sendable {
    /// Room at one edge is first taken from spare room at the other (the baseline moves, the line
    /// stays as tall), then from the table's line gap (a line with its gap stays as tall), and
    /// only then added.
    case keepLineHeight = "line-height"
    /// Values are only raised: every line that reads them grows.
    case grow
}

/// The convention a plan follows beyond holding the audited ink (`inkbox fix --convention`).
public enum FixConvention: String, CaseIterable, Sendable {
    /// The smallest changes that hold the ink: each platform's table moved only as its items
    /// need, tables that were apart kept apart.
    case minimal
    /// Google Fonts' vertical metrics guide (googlefonts.github.io/gf-guide/metrics, rules 2-6):
    /// hhea and OS/2 typo equal, both line gaps 0 (half of a gap's room moved into the ascender,
    /// half into the descender, so no platform's room above or below the baseline shrinks), and
    /// usWinAscent/usWinDescent covering the family's head boxes. USE_TYPO_METRICS is left as
    /// it is (turning it on changes DirectWrite's line), and said.
    case googleFonts = "google-fonts"
    /// Microsoft's OpenType specification (OS/2, usWinAscent and usWinDescent: Windows clips the
    /// ink beyond them, and "if any clipping is unacceptable" they are set to head.yMax and
    /// -head.yMin): the minimal plan, with usWin covering the family's head boxes.
    case microsoft
    /// Apple's TrueType Reference Manual (hhea: ascent is the "distance from baseline of highest
    /// ascender", descent "of lowest descender"): the minimal plan, with hhea's ascender and
    /// descender at the family's head yMax and yMin, so no glyph crosses the line on platforms
    /// that read hhea; typo moves with hhea where the two were equal.
    case apple

    /// Why a plan under this convention grows a line that cut nothing; nil for the minimal plan,
    /// which grows a line only for the ink.
    var growthReason: String? {
        switch self {
        case .minimal: return nil
        case .googleFonts: return "for Google Fonts' convention"
        case .microsoft: return "for Microsoft's convention (usWin over every glyph)"
        case .apple: return "for Apple's convention (hhea over every glyph)"
        }
    }
}

/// One field's value before and after the plan, in the default instance.
public struct FieldChange: Sendable, Equatable {
    public var field: MetricsField
    public var before: Int
    public var after: Int
}

/// What the plan does to one platform's line, in font units (from the table the platform reads,
/// before pixel rounding): the natural line height and the baseline's distance below its top.
public struct PlatformEffect: Sendable, Equatable {
    public var platform: Platform
    /// The platform as reports name it (`AuditSettings.platformLabel`: the web with its engine).
    public var platformLabel: String
    /// The table the platform reads; nil where it reads none of the font's (elegantTextHeight).
    public var table: MetricsTable?
    public var lineHeight: (before: Int, after: Int)
    public var baseline: (before: Int, after: Int)
    /// The ink's centre relative to the line's, before and after: half the difference between
    /// the room above the ink and below it (positive: the ink sits low).
    public var centring: (before: Int, after: Int)
    /// The line grows although the platform drew the face uncut (a warning says why).
    public var grewUncut = false

    public static func == (lhs: PlatformEffect, rhs: PlatformEffect) -> Bool {
        lhs.platform == rhs.platform && lhs.platformLabel == rhs.platformLabel && lhs.table == rhs.table
            && lhs.lineHeight == rhs.lineHeight
            && lhs.baseline == rhs.baseline && lhs.centring == rhs.centring && lhs.grewUncut == rhs.grewUncut
    }
}

/// A size where ink still crosses an edge of the view.
public struct RemainingClip: Sendable, Equatable {
    /// Which of the cases (named instances) the plan was made for.
    public var caseIndex: Int
    public var platform: Platform
    /// The platform as reports name it (`AuditSettings.platformLabel`).
    public var platformLabel: String
    public var size: Double
    /// How far, in the platform's unit, at each audited edge.
    public var overflow: Edges
    /// The gravest finding at this size (`Judgement`): only an error is ink a person sees cut.
    public var severity: Severity = .error

    /// Each size of `audit` where ink crosses an audited edge.
    public static func all(in audit: FontAudit, caseIndex: Int) -> [RemainingClip] {
        audit.results.compactMap { result in
            guard result.overflow.largest > 0, let severity = result.severity else { return nil }
            return RemainingClip(
                caseIndex: caseIndex, platform: audit.settings.platform,
                platformLabel: audit.settings.platformLabel, size: result.pointSize,
                overflow: result.overflow, severity: severity)
        }
    }
}

/// The planned metrics of a face and what they do.
public struct MetricsPlan: Sendable {
    public var before: VerticalMetrics
    public var after: VerticalMetrics
    /// Every field that changes, in `MetricsField` order.
    public var changes: [FieldChange]
    /// One per audited platform, in the order asked.
    public var effects: [PlatformEffect]
    /// What still clips with the planned metrics (empty when the plan holds everywhere).
    public var remaining: [RemainingClip]
    /// Where the plan departs from the usual consistency between tables, and why.
    public var notes: [String]
    /// Each platform whose line grows although it drew the face uncut: a cost said, not hidden.
    public var warnings: [String] = []

    /// The planned ascent, descent (positive, below the baseline) and line gap of `table`, in
    /// font units: what a platform reading that table lays the line out with.
    public func planned(_ table: MetricsTable) -> (ascent: Int, descent: Int, lineGap: Int) {
        let read = PlatformMetrics.read(table, after)
        return (
            MetricsFix.wholeUnits(read.ascent), MetricsFix.wholeUnits(read.descent), MetricsFix.wholeUnits(read.lineGap)
        )
    }
}

/// The smallest changes to a face's vertical metrics (hhea, OS/2 typo and win) that stop its
/// checked items clipping at the top and bottom on the audited platforms, sizes and line heights
/// (`inkbox fix`; docs/line-box-models.md, "Fixing the font (`inkbox fix`)").
///
/// Each platform's line box comes from the same models the audit uses: the plan raises the
/// fields of the table a platform reads (`PlatformMetrics.table`) by the overflow the audit
/// finds, converted to font units, and audits again until nothing clips or nothing more can
/// help. The sides of a view are not a matter of vertical metrics and are not planned for.
public enum MetricsFix {
    /// Plans the metrics of one face. `cases` are the face as audited at each point of its design
    /// space that must hold (the default instance first, then named instances), each with its own
    /// metrics (metric variations applied) and measured items; the plan changes every case's
    /// fields by the same amounts. Settings are audited at their top and bottom edges only.
    public static func plan(
        cases: [AuditInput], settings: [AuditSettings], policy: FixPolicy, convention: FixConvention = .minimal,
        keepingLines kept: Set<Platform> = []
    ) -> MetricsPlan? {
        guard let first = cases.first else { return nil }
        let settings = vertical(settings)
        let groups = linkedTables(first.metrics)
        let unconventional = deltas(cases, settings, policy: policy, groups: groups, kept: kept)
        let target = conventional(convention, applying(unconventional, to: first.metrics), head: first.metrics.head)
        var plan = result(
            cases, settings, deltas: target.map { toward($0, from: first.metrics) } ?? unconventional, groups: groups)
        growth(
            cases, settings, &plan, reason: "as the table it reads serves other platforms too",
            convention: convention, unconventional: applying(unconventional, to: first.metrics))
        plan.notes += conventionNotes(convention, plan) + keptNotes(plan, kept)
        return plan
    }

    /// Each platform whose line `--keep-line` keeps: said, with what that leaves cut.
    private static func keptNotes(_ plan: MetricsPlan, _ kept: Set<Platform>) -> [String] {
        let cut = Set(plan.remaining.filter { $0.severity == .error }.map(\.platformLabel))
        let crossing = Set(plan.remaining.map(\.platformLabel)).subtracting(cut)
        return plan.effects.filter { kept.contains($0.platform) }.map { effect in
            "\(effect.platformLabel)'s line is kept (--keep-line): no room was added to or spent from the "
                + "\(effect.table?.rawValue ?? "table") it reads"
                + (cut.isEmpty ? "" : "; still cut: " + cut.sorted().joined(separator: ", "))
                + (crossing.isEmpty
                    ? "" : "; ink still crosses the line, uncut, on " + crossing.sorted().joined(separator: ", "))
        }
    }

    /// The values `convention` asks for, from planned `metrics` and the head box (the family's)
    /// its tables must cover; nil for the minimal plan, which asks nothing beyond the ink.
    static func conventional(
        _ convention: FixConvention, _ metrics: VerticalMetrics, head: VerticalMetrics.HeadBounds
    ) -> VerticalMetrics? {
        var values: [MetricsField: Int] = [:]
        switch convention {
        case .minimal:
            return nil
        case .googleFonts:
            return googleFonts(metrics, head: head)
        case .microsoft:
            break
        case .apple:
            let ascender = max(metrics.hhea.ascender, head.yMax)
            let descender = min(metrics.hhea.descender, head.yMin)
            values = [.hheaAscender: ascender, .hheaDescender: descender]
            if let typo = metrics.typo, typo.ascender == metrics.hhea.ascender,
                typo.descender == metrics.hhea.descender, typo.lineGap == metrics.hhea.lineGap
            {
                values[.typoAscender] = ascender
                values[.typoDescender] = descender
            }
            return applying(toward(values, from: metrics), to: metrics)
        }
        if let win = metrics.win {
            values[.winAscent] = max(win.ascent, head.yMax)
            values[.winDescent] = max(win.descent, -head.yMin)
        }
        return applying(toward(values, from: metrics), to: metrics)
    }

    /// The values Google Fonts' guide asks for (`FixConvention.googleFonts`), from planned
    /// `metrics` and the head box the family's usWin must cover.
    private static func googleFonts(_ metrics: VerticalMetrics, head: VerticalMetrics.HeadBounds) -> VerticalMetrics {
        // Half of a line gap, rounded up: the web and Flutter lay it out above and below the line.
        func half(_ gap: Int) -> Int { max(gap, 0) / 2 + max(gap, 0) % 2 }
        var ascent = metrics.hhea.ascender + half(metrics.hhea.lineGap)
        var descent = -metrics.hhea.descender + half(metrics.hhea.lineGap)
        if let typo = metrics.typo {
            ascent = max(ascent, typo.ascender + half(typo.lineGap))
            descent = max(descent, -typo.descender + half(typo.lineGap))
        }
        var values: [MetricsField: Int] = [
            .hheaAscender: ascent, .hheaDescender: -descent, .hheaLineGap: 0,
            .typoAscender: ascent, .typoDescender: -descent, .typoLineGap: 0,
        ]
        if let win = metrics.win {
            values[.winAscent] = max(win.ascent, head.yMax)
            values[.winDescent] = max(win.descent, -head.yMin)
        }
        return applying(toward(values, from: metrics), to: metrics)
    }

    /// The deltas that take `metrics` to `target`'s values (each field `target` has).
    private static func toward(_ target: VerticalMetrics, from metrics: VerticalMetrics) -> [MetricsField: Int] {
        toward(
            Dictionary(
                uniqueKeysWithValues: MetricsField.allCases.compactMap { field in
                    field.value(in: target).map { (field, $0) }
                }),
            from: metrics)
    }

    private static func toward(_ values: [MetricsField: Int], from metrics: VerticalMetrics) -> [MetricsField: Int] {
        values.reduce(into: [:]) { deltas, entry in
            if let own = entry.key.value(in: metrics) { deltas[entry.key] = entry.value - own }
        }
    }

    /// What a convention did, and what it left to the font's source.
    private static func conventionNotes(_ convention: FixConvention, _ plan: MetricsPlan) -> [String] {
        let after = plan.after
        switch convention {
        case .minimal:
            return []
        case .googleFonts:
            guard let typo = after.typo, !typo.useTypoMetrics else { return [] }
            return [
                "google-fonts: hhea and typo are equal and the line gaps 0; USE_TYPO_METRICS stays off (the guide "
                    + "asks it on, which changes DirectWrite's line: set it in the font's source)"
            ]
        case .microsoft:
            guard let win = after.win else { return ["microsoft: the font has no OS/2 table; usWin was not planned"] }
            return [
                "microsoft: usWinAscent/usWinDescent \(win.ascent)/\(win.descent) cover every glyph, so Windows clips none"
            ]
        case .apple:
            let readers = plan.effects.filter { $0.table == .hhea }.map(\.platformLabel)
            return [
                "apple: hhea \(after.hhea.ascender)/\(after.hhea.descender) reaches the highest and lowest glyph, so no "
                    + "glyph crosses the line of a platform that reads hhea"
                    + (readers.isEmpty ? "" : " (here " + readers.joined(separator: ", ") + ")")
            ]
        }
    }

    /// Plans the metrics of a family's faces as one (`inkbox fix` on faces given together): each
    /// member first takes the family's values (`familyMetrics`), then all members' cases are
    /// planned together, so every member ends with the same values. Nil when the members cannot
    /// share values (different units per em, or tables one has and another lacks), or none is given.
    public static func familyPlan(
        members: [[AuditInput]], settings: [AuditSettings], policy: FixPolicy, convention: FixConvention = .minimal,
        keepingLines kept: Set<Platform> = []
    ) -> [MetricsPlan]? {
        let defaults = members.compactMap(\.first).map(\.metrics)
        guard defaults.count == members.count, let family = familyMetrics(defaults) else { return nil }
        let settings = vertical(settings)
        // Each member's move to the family's values, applied to its every case (instances move with it).
        let alignments = defaults.map { metrics in
            Dictionary(
                uniqueKeysWithValues: MetricsField.allCases.compactMap { field -> (MetricsField, Int)? in
                    guard let own = field.value(in: metrics), let shared = field.value(in: family) else { return nil }
                    return (field, shared - own)
                })
        }
        let aligned = zip(members, alignments).flatMap { cases, alignment in
            cases.map { input in
                var moved = input
                moved.metrics = applying(alignment, to: input.metrics)
                return moved
            }
        }
        let groups = linkedTables(family)
        let joint = deltas(aligned, settings, policy: policy, groups: groups, kept: kept)
        // Under a convention every member takes the family's values with the convention's
        // changes, over the union of the members' head boxes.
        let head = VerticalMetrics.HeadBounds(
            xMin: defaults.map(\.head.xMin).min() ?? 0, yMin: defaults.map(\.head.yMin).min() ?? 0,
            xMax: defaults.map(\.head.xMax).max() ?? 0, yMax: defaults.map(\.head.yMax).max() ?? 0)
        let target = conventional(convention, applying(joint, to: family), head: head)
        return zip(members, alignments).map { cases, alignment in
            let own = cases.first?.metrics ?? family
            let unconventional = alignment.merging(joint, uniquingKeysWith: +)
            var plan = result(
                cases, settings, deltas: target.map { toward($0, from: own) } ?? unconventional, groups: groups)
            growth(
                cases, settings, &plan, reason: "to share the family's metrics", convention: convention,
                unconventional: applying(unconventional, to: own))
            plan.notes += conventionNotes(convention, plan) + keptNotes(plan, kept)
            return plan
        }
    }

    /// The values a family's members share: the highest ascenders and lowest descenders of any
    /// member (each holds every member's line), the smallest line gap of any member (a face without
    /// a gap never gets one, which fontbakery's `linegaps` would flag; the plan then adds at the
    /// edges what the ink needs), and usWin* covering every member's. Nil when they differ in units
    /// per em or in the tables they have.
    static func familyMetrics(_ members: [VerticalMetrics]) -> VerticalMetrics? {
        guard var family = members.first,
            members.allSatisfy({
                $0.unitsPerEm == family.unitsPerEm && ($0.typo == nil) == (family.typo == nil)
                    && ($0.win == nil) == (family.win == nil)
            })
        else { return nil }
        for field in MetricsField.allCases {
            let values = members.compactMap { field.value(in: $0) }
            guard !values.isEmpty else { continue }
            let value: Int
            switch field.growth {
            case 1: value = values.max() ?? 0
            default: value = values.min() ?? 0
            }
            family = field.setting(value, in: family)
        }
        return family
    }

    /// Each platform whose line grows for a face that it drew uncut: the cost of the plan, marked on
    /// its effect and said as a warning. What the plan without the convention (`unconventional`)
    /// grows is put down to `reason` (sharing the family's values, a table other platforms read),
    /// the rest to the convention.
    private static func growth(
        _ cases: [AuditInput], _ settings: [AuditSettings], _ plan: inout MetricsPlan, reason: String,
        convention: FixConvention, unconventional: VerticalMetrics
    ) {
        guard let first = cases.first else { return }
        let ink = inkExtent([first])
        for (index, setting) in zip(plan.effects.indices, settings) {
            let effect = plan.effects[index]
            let grown = effect.lineHeight.after - effect.lineHeight.before
            guard grown > 0, Auditor.audit(first, settings: setting).results.allSatisfy({ $0.overflow.largest <= 0 })
            else { continue }
            plan.effects[index].grewUncut = true
            let base = self.effect(setting, before: plan.before, after: unconventional, ink: ink).lineHeight.after
            let byConvention = effect.lineHeight.after - max(base, effect.lineHeight.before)
            let causes = [
                base > effect.lineHeight.before ? reason : nil,
                convention.growthReason.flatMap { why in
                    byConvention > 0 ? (base > effect.lineHeight.before ? "and by \(byConvention) " : "") + why : nil
                },
            ]
            plan.warnings.append(
                "\(effect.platformLabel) cut nothing in this face, yet its line grows by \(grown) units "
                    + "(\(effect.lineHeight.before) -> \(effect.lineHeight.after)) "
                    + causes.compactMap { $0 }.joined(separator: ", ")
                    + (convention == .minimal ? "; --keep-line \(setting.platform.rawValue) plans without it" : ""))
        }
    }

    /// The settings with only their top and bottom edges audited: what a plan holds.
    private static func vertical(_ settings: [AuditSettings]) -> [AuditSettings] {
        settings.map { setting -> AuditSettings in
            var vertical = setting
            vertical.edges = .vertical
            return vertical
        }
    }

    /// The smallest changes, field by field, after which every case is clean on every setting
    /// (or nothing more helps).
    private static func deltas(
        _ cases: [AuditInput], _ settings: [AuditSettings], policy: FixPolicy, groups: [[MetricsTable]],
        kept: Set<Platform> = []
    ) -> [MetricsField: Int] {
        guard let first = cases.first else { return [:] }
        // Groups a kept platform reads (`--keep-line`): never raised, and their line gap not spent
        // where that platform does not lay the gap out (moving it to an edge would grow its line).
        var frozen: Set<Int> = []
        var gapFrozen: Set<Int> = []
        for setting in settings where kept.contains(setting.platform) {
            guard let table = setting.metricsTable(first.metrics),
                let group = groups.firstIndex(where: { $0.contains(table) })
            else { continue }
            frozen.insert(group)
            if ![.web, .flutter].contains(setting.platform) { gapFrozen.insert(group) }
        }
        let ink = inkExtent(cases)
        // No field needs to reach past the ink by more than two pixels at the smallest audited
        // size (rounding, hinting); the cap keeps a line that no metric can fix (a fixed line
        // height shorter than the ink) from growing without end.
        let margin = pixelMargin(settings, unitsPerEm: first.metrics.unitsPerEm)
        var deltas: [MetricsField: Int] = [:]
        var donors: Set<Int> = []  // groups that already gave room from one edge to the other
        var stuck: Set<GroupEdge> = []
        var previous: [GroupEdge: Need] = [:]
        var attempts: [GroupEdge: Int] = [:]
        var raised: [MetricsField: Int] = [:]  // what was added, beyond what was moved
        var moved: [GroupEdge: Int] = [:]  // what an edge took from the other edge's spare room

        for _ in 0..<48 {
            let needs = shortfalls(cases, settings, deltas: deltas, groups: groups)
            var progressed = false
            for (key, need) in needs.sorted(by: { $0.key < $1.key }) where !stuck.contains(key) {
                // What was added did not help: rounding to pixels can swallow less than half a
                // pixel, so half a pixel more is tried, three times, before the edge is given up
                // as not the font's to fix (a fixed line height shorter than the ink).
                if let last = previous[key], need.units >= last.units {
                    attempts[key, default: 0] += 1
                    if attempts[key, default: 0] > 3 {
                        stuck.insert(key)
                        continue
                    }
                }
                let units = need.units + (attempts[key] ?? 0) * need.halfPixel
                let tables = groups[key.group]
                let value = { (field: MetricsField) -> Int? in
                    field.value(in: first.metrics).map { $0 + (deltas[field] ?? 0) }
                }
                var rest = units
                if policy == .keepLineHeight, !donors.contains(key.group),
                    needs[GroupEdge(group: key.group, edge: key.edge.opposite)] == nil
                {
                    donors.insert(key.group)
                    // Room the other edge can spare: it keeps the ink's extent and a pixel.
                    let other = key.edge.opposite
                    let spare =
                        tables.compactMap { table -> Int? in
                            let field = MetricsField.edgeField(table, other)
                            return value(field).map { $0 * field.growth - wholeUnits(ink[other]) - margin }
                        }.min() ?? 0
                    let taken = max(0, min(rest, spare))
                    rest -= taken
                    moved[key, default: 0] += taken
                    let gap =
                        gapFrozen.contains(key.group)
                        ? 0 : tables.compactMap { MetricsField.gapField($0).flatMap(value) }.min() ?? 0
                    let fromGap = max(0, min(rest, gap))
                    rest -= fromGap
                    for table in tables {
                        add(-taken, to: MetricsField.edgeField(table, other), &deltas)
                        if let field = MetricsField.gapField(table) { add(-fromGap, to: field, &deltas) }
                        add(taken + fromGap, to: MetricsField.edgeField(table, key.edge), &deltas)
                    }
                    progressed = progressed || taken + fromGap > 0
                }
                guard rest > 0 else { continue }
                guard !frozen.contains(key.group) else {
                    stuck.insert(key)
                    continue
                }
                for table in tables {
                    let field = MetricsField.edgeField(table, key.edge)
                    guard let reach = value(field).map({ $0 * field.growth }) else { continue }
                    let raise = min(rest, wholeUnits(ink[key.edge]) + 2 * margin - reach)
                    if raise > 0 {
                        add(raise, to: field, &deltas)
                        raised[field, default: 0] += raise
                        progressed = true
                    } else {
                        stuck.insert(key)
                    }
                }
            }
            previous = needs
            guard progressed else { break }
        }
        // Steps of whole and half pixels may overshoot: each raise, and each move from one edge to
        // the other, is cut back to the least that keeps every case clean (linked tables
        // together), when the plan holds at all.
        let clean = { (trial: [MetricsField: Int]) in shortfalls(cases, settings, deltas: trial, groups: groups).isEmpty
        }
        if clean(deltas) {
            for (group, tables) in groups.enumerated() {
                for edge in [Edge.top, .bottom] {
                    let fields = tables.map { MetricsField.edgeField($0, edge) }
                    let donors = tables.map { MetricsField.edgeField($0, edge.opposite) }
                    if let amount = fields.compactMap({ raised[$0] }).min(), amount > 0 {
                        tighten(amount, &deltas, clean: clean) { trial, cut in
                            for field in fields { add(-cut, to: field, &trial) }
                        }
                    }
                    if let amount = moved[GroupEdge(group: group, edge: edge)], amount > 0 {
                        tighten(amount, &deltas, clean: clean) { trial, cut in
                            for field in fields { add(-cut, to: field, &trial) }
                            for field in donors { add(cut, to: field, &trial) }
                        }
                    }
                }
            }
        }
        return deltas
    }

    /// The largest cut of `amount` units, by bisection, after which every case is still clean:
    /// `apply` makes the cut on a copy of the deltas.
    private static func tighten(
        _ amount: Int, _ deltas: inout [MetricsField: Int],
        clean: ([MetricsField: Int]) -> Bool, _ apply: (inout [MetricsField: Int], Int) -> Void
    ) {
        var low = 0
        var high = amount  // cutting `low` units is known to keep it clean
        while low < high {
            let middle = (low + high + 1) / 2
            var trial = deltas
            apply(&trial, middle)
            if clean(trial) { low = middle } else { high = middle - 1 }
        }
        apply(&deltas, low)
    }

    /// Tables whose values must move together: hhea and typo when they hold the same values (the
    /// Google Fonts guidance keeps them equal, so that every platform sees one line).
    static func linkedTables(_ metrics: VerticalMetrics) -> [[MetricsTable]] {
        var groups: [[MetricsTable]] = []
        if let typo = metrics.typo {
            let same =
                typo.ascender == metrics.hhea.ascender && typo.descender == metrics.hhea.descender
                && typo.lineGap == metrics.hhea.lineGap
            groups += same ? [[.hhea, .typo]] : [[.hhea], [.typo]]
        } else {
            groups.append([.hhea])
        }
        if metrics.win != nil { groups.append([.win]) }
        return groups
    }

    private struct GroupEdge: Hashable, Comparable {
        var group: Int
        var edge: Edge
        static func < (lhs: GroupEdge, rhs: GroupEdge) -> Bool {
            (lhs.group, lhs.edge == .top ? 0 : 1) < (rhs.group, rhs.edge == .top ? 0 : 1)
        }
    }

    /// What a group's edge lacks: the largest overflow of any case, platform and size reading it,
    /// in font units rounded up, and half a device pixel at that size.
    private struct Need {
        var units: Int
        var halfPixel: Int
    }

    private static func shortfalls(
        _ cases: [AuditInput], _ settings: [AuditSettings], deltas: [MetricsField: Int],
        groups: [[MetricsTable]]
    ) -> [GroupEdge: Need] {
        var needs: [GroupEdge: Need] = [:]
        for input in cases {
            var changed = input
            changed.metrics = applying(deltas, to: input.metrics)
            for setting in settings {
                guard let table = PlatformMetrics.table(setting.platform, setting.options, changed.metrics),
                    let group = groups.firstIndex(where: { $0.contains(table) })
                else { continue }
                let audit = Auditor.audit(changed, settings: setting)
                for result in audit.results where result.pointSize > 0 {
                    for edge in [Edge.top, .bottom] where result.overflow[edge] > 0 {
                        let perPoint = Double(changed.metrics.unitsPerEm) / result.pointSize
                        let units = max(1, wholeUnits(result.overflow[edge] * perPoint - 1e-9))
                        let pixels = setting.platform.pixelsPerUnit(scale: setting.scale, options: setting.options)
                        let key = GroupEdge(group: group, edge: edge)
                        if units > needs[key]?.units ?? 0 {
                            needs[key] = Need(units: units, halfPixel: max(1, wholeUnits(perPoint / pixels / 2)))
                        }
                    }
                }
            }
        }
        return needs
    }

    /// `metrics` with each field moved by its delta, clamped to the field's binary range.
    public static func applying(_ deltas: [MetricsField: Int], to metrics: VerticalMetrics) -> VerticalMetrics {
        var metrics = metrics
        for (field, delta) in deltas {
            guard let value = field.value(in: metrics) else { continue }
            let moved = value.addingReportingOverflow(delta).overflow ? value : value + delta
            metrics = field.setting(min(max(moved, field.range.lowerBound), field.range.upperBound), in: metrics)
        }
        return metrics
    }

    private static func add(_ units: Int, to field: MetricsField, _ deltas: inout [MetricsField: Int]) {
        // A field grows with `growth`: a signed descender moves down (more negative) to hold more.
        let signed = field.growth == 0 ? units : units * field.growth
        deltas[field, default: 0] += signed
    }

    /// The highest and lowest ink of every case's items, in font units (lowest as a distance below
    /// the baseline).
    private static func inkExtent(_ cases: [AuditInput]) -> Edges {
        var top = 0.0
        var bottom = 0.0
        for input in cases {
            for item in input.glyphs {
                guard let bounds = item.inkBounds else { continue }
                top = max(top, bounds.yMax)
                bottom = max(bottom, -bounds.yMin)
            }
        }
        return Edges(top: top.rounded(.up), bottom: bottom.rounded(.up))
    }

    /// One device pixel at the smallest audited size, in font units, rounded up.
    private static func pixelMargin(_ settings: [AuditSettings], unitsPerEm: Int) -> Int {
        let smallest =
            settings.flatMap { setting in
                setting.sizes.filter { $0 > 0 }.map {
                    $0 * setting.platform.pixelsPerUnit(scale: setting.scale, options: setting.options)
                }
            }.min() ?? 1
        return wholeUnits(Double(unitsPerEm) / max(smallest, 1))
    }

    /// `value` rounded up to a whole font unit, within int32 (values from a font are small; this
    /// keeps a hostile one from trapping).
    static func wholeUnits(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? Int(Int32.max) : 0 }
        return Int(min(max(value.rounded(.up), Double(Int32.min)), Double(Int32.max)))
    }

    private static func result(
        _ cases: [AuditInput], _ settings: [AuditSettings], deltas: [MetricsField: Int],
        groups: [[MetricsTable]]
    ) -> MetricsPlan {
        let before = cases[0].metrics
        let after = applying(deltas, to: before)
        let changes = MetricsField.allCases.compactMap { field -> FieldChange? in
            guard let old = field.value(in: before), let new = field.value(in: after), old != new else { return nil }
            return FieldChange(field: field, before: old, after: new)
        }
        var remaining: [RemainingClip] = []
        for (index, input) in cases.enumerated() {
            var changed = input
            changed.metrics = applying(deltas, to: input.metrics)
            for setting in settings {
                remaining += RemainingClip.all(in: Auditor.audit(changed, settings: setting), caseIndex: index)
            }
        }
        let ink = inkExtent([cases[0]])
        let effects = settings.map { effect($0, before: before, after: after, ink: ink) }
        return MetricsPlan(
            before: before, after: after, changes: changes, effects: effects, remaining: remaining,
            notes: notes(after, changed: !changes.isEmpty, settings: settings))
    }

    private static func effect(
        _ setting: AuditSettings, before: VerticalMetrics, after: VerticalMetrics,
        ink: Edges
    ) -> PlatformEffect {
        let table = PlatformMetrics.table(setting.platform, setting.options, before)
        func line(_ metrics: VerticalMetrics) -> (height: Int, baseline: Int, centring: Int) {
            guard let table else { return (0, 0, 0) }
            let read = PlatformMetrics.read(table, metrics)
            // The web and Flutter lay the line gap out as leading, half above and half below;
            // UIKit, Android and GDI do not count it on one line.
            let gap = [.web, .flutter].contains(setting.platform) ? wholeUnits(read.lineGap) : 0
            let baseline = wholeUnits(read.ascent) + gap / 2
            let height = wholeUnits(read.ascent) + wholeUnits(read.descent) + gap
            let above = baseline - wholeUnits(ink.top)
            let below = height - baseline - wholeUnits(ink.bottom)
            return (height, baseline, (above - below) / 2)
        }
        let old = line(before)
        let new = line(after)
        return PlatformEffect(
            platform: setting.platform, platformLabel: setting.platformLabel, table: table,
            lineHeight: (old.height, new.height),
            baseline: (old.baseline, new.baseline), centring: (old.centring, new.centring))
    }

    /// Where the planned tables depart from the Google Fonts vertical metrics guidance
    /// (hhea = typo under USE_TYPO_METRICS; win covering the head box), and why.
    private static func notes(_ after: VerticalMetrics, changed: Bool, settings: [AuditSettings]) -> [String] {
        var notes: [String] = []
        if let typo = after.typo, changed {
            let same =
                typo.ascender == after.hhea.ascender && typo.descender == after.hhea.descender
                && typo.lineGap == after.hhea.lineGap
            if typo.useTypoMetrics && !same {
                notes.append(
                    "hhea and OS/2 typo differ although USE_TYPO_METRICS is set (the guidance keeps them equal); "
                        + "they are kept apart, each moved only for the platforms that read it")
            }
            if !typo.useTypoMetrics {
                notes.append(
                    "USE_TYPO_METRICS stays off: turning it on would change the line on every platform that reads "
                        + "typo under it (FreeType, DirectWrite), beyond what the audited items need")
            }
        }
        if let win = after.win, win.ascent < after.head.yMax || win.descent < -after.head.yMin {
            let windows = settings.contains { $0.platform.model.cutsAtWinMetrics($0.options) }
            notes.append(
                "usWinAscent/usWinDescent \(win.ascent)/\(win.descent) do not cover the head box \(after.head.yMax)/\(-after.head.yMin)"
                    + (windows
                        ? ": they hold the checked items only; Windows cuts other glyphs beyond them"
                        : ": add --platform windows-gdi to fix them for Windows, which cuts ink beyond them"))
        }
        return notes
    }
}

extension Edge {
    /// Top for bottom and back; left for right and back.
    public var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .left: return .right
        case .right: return .left
        }
    }
}
