import FontValues

/// One face of a family as `inkbox audit` read it.
public struct FamilyMember: Sendable, Equatable {
    /// The face as reports name it (its PostScript name, else family and style).
    public var name: String
    public var file: String
    /// The typographic family name (name ID 16, else 1): what groups members.
    public var family: String
    public var metrics: VerticalMetrics

    public init(name: String, file: String, family: String, metrics: VerticalMetrics) {
        self.name = name
        self.file = file
        self.family = family
        self.metrics = metrics
    }
}

/// A finding about a family as a whole: what its members' vertical metrics cost on each platform.
public struct FamilyFinding: Sendable, Equatable {
    public var rule: Rule
    /// The rule's severity in the run (`RuleSelection.severity(of:)`).
    public var severity: Severity
    public var family: String
    /// The members given, in order.
    public var faces: [String]
    /// The first member's file: where CI shows the finding.
    public var file: String
    public var message: String
}

/// The checks font engineers run on a family (fontbakery's `family/vertical_metrics`,
/// `family/win_ascent_and_descent`, `os2_metrics_match_hhea`, `linegaps`; Google Fonts' vertical
/// metrics guide), said as what each costs on each platform audited, in font units and at the
/// largest size audited there. Only families of two or more faces given together are checked.
public enum FamilyCheck {
    public static func findings(_ members: [FamilyMember], settings: [AuditSettings]) -> [FamilyFinding] {
        var families: [(name: String, members: [FamilyMember])] = []
        for member in members {
            if let at = families.firstIndex(where: { $0.name == member.family }) {
                families[at].members.append(member)
            } else {
                families.append((member.family, [member]))
            }
        }
        var findings: [FamilyFinding] = []
        for family in families where family.members.count > 1 {
            let made: [(Rule, String?)] = [
                (.familyMetrics, differing(family.members, settings)),
                (.familyWin, winBelowInk(family.members, settings)),
                (.typoHhea, typoApart(family.members, settings)),
                (.lineGap, lineGaps(family.members, settings)),
            ]
            // The run's rules (every setting of a run shares them).
            let rules = settings.first?.rules ?? .all
            for case (let rule, let message?) in made where rules.reports(rule) {
                findings.append(
                    FamilyFinding(
                        rule: rule, severity: rules.severity(of: rule), family: family.name,
                        faces: family.members.map(\.name),
                        file: family.members[0].file, message: message))
            }
        }
        return findings
    }

    /// "2.27 pt at 17 pt": `units` of a `unitsPerEm` em at the largest size `setting` audits.
    private static func cost(_ units: Int, _ unitsPerEm: Int, _ platform: Platform, sizes: [Double]) -> String {
        let size = sizes.max() ?? platform.defaultSizes.max() ?? 16
        let amount = Double(units) / Double(max(unitsPerEm, 1)) * size
        return "\(NumberText.two(amount)) \(platform.unit) at \(NumberText.plain(size)) \(platform.unit)"
    }

    /// Members whose values differ: each field with more than one value, and each platform whose
    /// line height then jumps between weights.
    private static func differing(_ members: [FamilyMember], _ settings: [AuditSettings]) -> String? {
        let fields: [(String, (VerticalMetrics) -> Int?)] = [
            ("hhea.ascender", { $0.hhea.ascender }), ("hhea.descender", { $0.hhea.descender }),
            ("hhea.lineGap", { $0.hhea.lineGap }), ("OS/2.sTypoAscender", { $0.typo?.ascender }),
            ("OS/2.sTypoDescender", { $0.typo?.descender }), ("OS/2.sTypoLineGap", { $0.typo?.lineGap }),
            ("OS/2.usWinAscent", { $0.win?.ascent }), ("OS/2.usWinDescent", { $0.win?.descent }),
        ]
        let spread = fields.compactMap { name, value -> String? in
            let values = members.compactMap { value($0.metrics) }
            guard let low = values.min(), let high = values.max(), low != high else { return nil }
            return "\(name) \(low)..\(high) (\(Set(values).count) values)"
        }
        guard !spread.isEmpty else { return nil }
        let unitsPerEm = members[0].metrics.unitsPerEm
        let sameEm = members.allSatisfy { $0.metrics.unitsPerEm == unitsPerEm }
        let lines = settings.compactMap { setting -> String? in
            let read = members.compactMap { line(setting, $0.metrics) }
            guard sameEm, read.count == members.count else { return nil }
            var parts: [String] = []
            for (what, values) in [("the line is", read.map(\.height)), ("the baseline sits", read.map(\.baseline))] {
                guard let low = values.min(), let high = values.max(), low != high else { continue }
                parts.append(
                    "\(what) \(low)..\(high) units" + (what == "the line is" ? "" : " below its top")
                        + ", \(high - low) apart ("
                        + cost(high - low, unitsPerEm, setting.platform, sizes: setting.sizes) + ")")
            }
            return parts.isEmpty ? nil : "on \(setting.platformLabel) " + parts.joined(separator: " and ")
        }
        return "the \(members.count) faces differ in vertical metrics: " + spread.joined(separator: ", ")
            + (lines.isEmpty
                ? "" : "; " + lines.joined(separator: "; ") + ": text of one size moves between weights")
            + " (fontbakery's family/vertical_metrics)"
    }

    /// Members whose usWin does not cover the family's ink (the union of their head boxes): what
    /// Windows GDI cuts, which Google Fonts' guide and fontbakery's family/win_ascent_and_descent ask of usWin.
    private static func winBelowInk(_ members: [FamilyMember], _ settings: [AuditSettings]) -> String? {
        let unitsPerEm = members[0].metrics.unitsPerEm
        guard members.allSatisfy({ $0.metrics.unitsPerEm == unitsPerEm }),
            let top = members.map(\.metrics.head.yMax).max(), let bottom = members.map(\.metrics.head.yMin).min()
        else { return nil }
        let short = members.compactMap { member -> (name: String, units: Int, text: String)? in
            guard let win = member.metrics.win else { return nil }
            let above = max(0, top - win.ascent)
            let below = max(0, -bottom - win.descent)
            guard above + below > 0 else { return nil }
            return (member.name, max(above, below), "\(member.name) \(win.ascent)/\(win.descent)")
        }
        guard let worst = short.max(by: { $0.units < $1.units }) else { return nil }
        let gdi = settings.first { $0.platform == .windowsGDI }
        return "usWinAscent/usWinDescent of \(short.count) of \(members.count) faces stop short of the family's ink "
            + "(head boxes up to \(top) / \(bottom)): " + short.prefix(6).map(\.text).joined(separator: ", ")
            + (short.count > 6 ? " and \(short.count - 6) more" : "")
            + "; Windows GDI cuts ink past usWin, up to \(worst.units) units in \(worst.name) ("
            + cost(worst.units, unitsPerEm, .windowsGDI, sizes: gdi?.sizes ?? [])
            + "); Google Fonts' vertical metrics guide asks usWin to cover the family (family/win_ascent_and_descent)"
    }

    /// Members with USE_TYPO_METRICS whose typo and hhea differ: the line, or where its baseline
    /// sits, differs between platforms reading one and those reading the other.
    private static func typoApart(_ members: [FamilyMember], _ settings: [AuditSettings]) -> String? {
        let apart = members.filter { member in
            guard let typo = member.metrics.typo, typo.useTypoMetrics else { return false }
            let hhea = member.metrics.hhea
            return typo.ascender != hhea.ascender || typo.descender != hhea.descender || typo.lineGap != hhea.lineGap
        }
        guard let first = apart.first, let typo = first.metrics.typo else { return nil }
        let hhea = first.metrics.hhea
        let lines = settings.compactMap { setting -> (setting: AuditSettings, line: Line)? in
            line(setting, first.metrics).map { (setting, $0) }
        }
        var said =
            "USE_TYPO_METRICS is set but OS/2 typo and hhea differ in \(apart.count) of \(members.count) faces ("
            + "\(first.name): typo \(typo.ascender)/\(typo.descender)/\(typo.lineGap), hhea "
            + "\(hhea.ascender)/\(hhea.descender)/\(hhea.lineGap))"
        let tables = Set(lines.map(\.line.table))
        if tables.contains(.typo) && tables.contains(.hhea) {
            said +=
                ": "
                + lines.map {
                    "\($0.setting.platformLabel) reads \($0.line.table.rawValue), line \($0.line.height) units, baseline "
                        + "\($0.line.baseline) below its top"
                }.joined(separator: "; ")
            let baselines = lines.map(\.line.baseline)
            if let low = baselines.min(), let high = baselines.max(), high > low, let setting = lines.first?.setting {
                said +=
                    "; the text sits up to \(high - low) units apart ("
                    + cost(high - low, first.metrics.unitsPerEm, setting.platform, sizes: setting.sizes) + ")"
            }
        }
        return said + "; Google Fonts' guide keeps them equal (os2_metrics_match_hhea)"
    }

    /// A line as one platform lays it out from `metrics`, in font units.
    private struct Line {
        var table: MetricsTable
        var height: Int
        var baseline: Int
    }

    /// A line's natural height and where its baseline sits below its top, as `setting` reads
    /// `metrics`: the line gap counted where the platform lays it out on one line (the web,
    /// Flutter: half above, half below), as `MetricsFix` counts it.
    private static func line(_ setting: AuditSettings, _ metrics: VerticalMetrics) -> Line? {
        guard let table = setting.metricsTable(metrics) else { return nil }
        let read = PlatformMetrics.read(table, metrics)
        let gap = [.web, .flutter].contains(setting.platform) ? read.lineGap : 0
        return Line(
            table: table, height: Int((read.ascent + read.descent + gap).rounded()),
            baseline: Int((read.ascent + gap / 2).rounded()))
    }

    /// Members with a line gap in hhea or typo: the room the platforms that lay it out add between lines.
    private static func lineGaps(_ members: [FamilyMember], _ settings: [AuditSettings]) -> String? {
        let gapped = members.filter { $0.metrics.hhea.lineGap != 0 || ($0.metrics.typo?.lineGap ?? 0) != 0 }
        guard let first = gapped.first else { return nil }
        let widest = gapped.map { max($0.metrics.hhea.lineGap, $0.metrics.typo?.lineGap ?? 0) }.max() ?? 0
        let layers = settings.filter { [.web, .flutter].contains($0.platform) }
        let costs = layers.map {
            "\($0.platformLabel) " + cost(widest, first.metrics.unitsPerEm, $0.platform, sizes: $0.sizes)
        }
        return "\(gapped.count) of \(members.count) faces have a line gap (\(first.name): hhea "
            + "\(first.metrics.hhea.lineGap), typo \(first.metrics.typo.map { String($0.lineGap) } ?? "none")), up to "
            + "\(widest) units"
            + (costs.isEmpty
                ? ": the web and Flutter lay it out between lines"
                : ", laid out between lines on " + costs.joined(separator: ", "))
            + "; Google Fonts' guide asks 0 (linegaps)"
    }
}
