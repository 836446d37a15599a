/// How much a finding matters. Only an error fails a run by default (`--fail-on`): a warning is
/// ink that is cut only in a layout the input does not declare, a note is said for the record.
public enum Severity: String, CaseIterable, Sendable, Comparable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }
}

/// Every kind of finding inkbox reports, with its severity, when it applies and the fix it
/// suggests: the one place reports, SARIF's rules and docs/rules.md read them from.
public enum Rule: String, CaseIterable, Sendable {
    case clips = "inkbox.clips"
    case unshipped = "inkbox.unshipped"
    case collides = "inkbox.collides"
    case sideOverhang = "inkbox.side-overhang"
    case faintInk = "inkbox.faint-ink"
    case sideRoom = "inkbox.side-room"
    case spills = "inkbox.spills"
    case paddingRoom = "inkbox.padding-room"
    case accepted = "inkbox.accepted"
    case unreadable = "inkbox.unreadable"
    case staleBaseline = "inkbox.stale-baseline"
    case skipped = "inkbox.skipped"
    case unchecked = "inkbox.unchecked"
    case familyMetrics = "inkbox.family-metrics"
    case familyWin = "inkbox.family-win"
    case typoHhea = "inkbox.typo-hhea"
    case lineGap = "inkbox.line-gap"
    case suppressed = "inkbox.suppressed"
    case staleSuppression = "inkbox.stale-suppression"

    /// The rule's short code (`IB001`), stable as its id: a new rule takes the next number, a
    /// rule's number is never given to another (`--format concise`, `--statistics`, docs/rules.md).
    public var code: String {
        let number: Int
        switch self {
        case .clips: number = 1
        case .unshipped: number = 2
        case .collides: number = 3
        case .sideOverhang: number = 4
        case .faintInk: number = 5
        case .sideRoom: number = 6
        case .spills: number = 7
        case .paddingRoom: number = 8
        case .accepted: number = 9
        case .unreadable: number = 10
        case .staleBaseline: number = 11
        case .skipped: number = 12
        case .unchecked: number = 13
        case .familyMetrics: number = 14
        case .familyWin: number = 15
        case .typoHhea: number = 16
        case .lineGap: number = 17
        case .suppressed: number = 18
        case .staleSuppression: number = 19
        }
        return "IB" + String(repeating: "0", count: number < 10 ? 2 : number < 100 ? 1 : 0) + String(number)
    }

    public var severity: Severity {
        switch self {
        case .clips, .collides, .unreadable: return .error
        case .sideOverhang, .spills, .staleBaseline, .unshipped, .familyMetrics, .familyWin, .typoHhea,
            .staleSuppression:
            return .warning
        case .faintInk, .sideRoom, .paddingRoom, .accepted, .skipped, .unchecked, .lineGap, .suppressed: return .note
        }
    }

    /// A few words for a verdict column: "cut", "overhangs a side".
    public var label: String {
        switch self {
        case .clips: return "cut"
        case .unshipped: return "cut, in few or no strings shipped"
        case .collides: return "lines collide"
        case .sideOverhang: return "overhangs a side"
        case .faintInk: return "faint ink"
        case .sideRoom: return "side with room"
        case .spills: return "spills, not cut"
        case .paddingRoom: return "within the padding"
        case .accepted: return "accepted"
        case .unreadable: return "unreadable"
        case .staleBaseline: return "stale entry"
        case .skipped: return "skipped"
        case .unchecked: return "unchecked"
        case .familyMetrics: return "family metrics differ"
        case .familyWin: return "usWin below the family's ink"
        case .typoHhea: return "typo and hhea apart"
        case .lineGap: return "line gap"
        case .suppressed: return "suppressed"
        case .staleSuppression: return "stale suppression"
        }
    }

    /// When the rule applies, in one sentence.
    public var summary: String {
        switch self {
        case .clips:
            return
                "Ink crosses the line box's top or bottom, or a side of a view declared as wide as its text, by more than "
                + "the platform's faint-ink threshold: it is cut off."
        case .unshipped:
            return
                "A view whose text is not known would cut a character of its languages that none of the app's own "
                + "strings holds, or fewer than --rare-share of them (1 in 100): it is cut only in text the app does not "
                + "ship or rarely shows (a name, what users type, a rare word)."
        case .collides: return "One line's ink reaches into the next line's (--lines, --width)."
        case .sideOverhang:
            return
                "Ink crosses a side of a view as wide as its text; it is cut only where the view hugs its text and the "
                + "glyph stands first or last, which the input does not say."
        case .faintInk:
            return
                "Ink crosses an edge by no more than the platform's faint-ink threshold (a fraction of a device pixel): "
                + "nobody sees it cut."
        case .sideRoom:
            return "Ink crosses a side of its text, but the view is declared wider than its text: nothing is cut."
        case .spills:
            return
                "Ink crosses the line box, but nothing cuts it there (a CSS box whose overflow is visible, a Compose or "
                + "Flutter Text with no clip): it is painted over what surrounds the text, and cut only if a parent "
                + "clips it."
        case .paddingRoom:
            return
                "Ink crosses the line box, but the view's padding holds it inside the edge that cuts: nothing is cut."
        case .accepted: return "A clip that a baseline entry accepts."
        case .unreadable: return "An input could not be read or resolved, so it was not checked."
        case .staleBaseline: return "A baseline entry accepted nothing in this run."
        case .skipped: return "A file found in a folder is not a font inkbox reads, and was skipped."
        case .unchecked:
            return "A text usage inkbox could not check: a system font, a computed value, a size of 2 pt or less."
        case .familyMetrics:
            return "Faces of one family audited together have different vertical metrics: the line height "
                + "jumps between weights on the platforms named."
        case .familyWin:
            return "A face's usWinAscent or usWinDescent stops short of the family's ink (the union of the members' "
                + "head boxes): Windows GDI cuts ink past usWin."
        case .typoHhea:
            return "A face sets USE_TYPO_METRICS but its OS/2 typo and hhea values differ: the line differs between "
                + "platforms reading typo and platforms reading hhea."
        case .lineGap:
            return "A face of a family has a line gap in hhea or OS/2 typo: the web and Flutter add it between lines."
        case .suppressed:
            return "A finding turned off at its place, with the reason: an inkbox: ignore[IB001] reason comment on "
                + "the usage's line or the line above it, or a token's $extensions.com.inkbox.ignore."
        case .staleSuppression:
            return "A suppression that suppressed nothing in this run (its rules found nothing there), or that "
                + "cannot apply: a name that is no rule, a rule that is always said, no reason."
        }
    }

    /// What to do about it.
    public var fix: String {
        switch self {
        case .clips: return "Add the gutter or padding the report gives, or a line height that holds the ink."
        case .unshipped:
            return "Nothing if the view shows only the app's common strings; where it shows names, what users "
                + "type or the rare words, add the gutter or padding the report gives."
        case .collides: return "Raise the line height to the one the report gives."
        case .sideOverhang:
            return "Nothing if the view is wider than its text; otherwise add the side padding the report gives "
                + "(--width hug checks it as an error)."
        case .faintInk: return "Nothing; --faint-ink 0 counts every overflow."
        case .sideRoom: return "Nothing."
        case .spills:
            return "Nothing while nothing cuts the text; where a parent clips it (overflow: hidden, Modifier.clip, "
                + "ClipRect), give the text the padding the report gives, or check it with --overflow hidden."
        case .paddingRoom: return "Nothing; keep the padding."
        case .accepted: return "Fix it and remove the entry, or leave it accepted."
        case .unreadable: return "Fix the file or reference the message names."
        case .staleBaseline: return "Remove the entry (--write-baseline writes a fresh baseline)."
        case .skipped: return "Nothing, or --exclude it."
        case .unchecked: return "Declare the font by name in the source, or check the usage by hand."
        case .familyMetrics, .familyWin, .typoHhea, .lineGap:
            return "inkbox fix on the family's faces together plans one set of values for every member."
        case .suppressed: return "Nothing while the reason holds; remove the comment or entry when it no longer does."
        case .staleSuppression: return "Remove the suppression, or correct the rule or reason it names."
        }
    }
}

/// How wide the view is against its text at one side, which decides whether ink past that side
/// is cut.
public enum ViewWidth: String, Sendable, Equatable, Hashable {
    /// Nothing says (a font audited alone, a design token): ink past a side would be cut only if
    /// the view hugs its text, so it is a warning.
    case unstated
    /// The view's edge is at the text (`--width hug`, a label with no width or edge constraints,
    /// Android `wrap_content`, a shrink-to-fit CSS box, or the side text is aligned to in a wider
    /// view): ink past it is cut.
    case hugs
    /// The view is wider than its text at this side (`0dp`, `match_parent`, pinned edges, with
    /// the text aligned away from it): the ink has room.
    case wider
}

/// How wide the view is at the start and the end of its text (the left and the right of
/// left-to-right text, swapped for right-to-left text).
public struct ViewSides: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var start: ViewWidth
    public var end: ViewWidth

    public init(start: ViewWidth, end: ViewWidth) {
        self.start = start
        self.end = end
    }

    public static let unstated = ViewSides(start: .unstated, end: .unstated)
    public static let hugs = ViewSides(start: .hugs, end: .hugs)

    /// A view wider than its text, by where the text is aligned in it: the side it is aligned to
    /// is at the text; centred text has room at both.
    public static func wider(aligned alignment: TextAlignment) -> ViewSides {
        switch alignment {
        case .start: return ViewSides(start: .hugs, end: .wider)
        case .center: return ViewSides(start: .wider, end: .wider)
        case .end: return ViewSides(start: .wider, end: .hugs)
        }
    }

    /// The width at a view's left or right side for text running `rightToLeft` or not.
    public func at(_ edge: Edge, rightToLeft: Bool) -> ViewWidth {
        (edge == .left) != rightToLeft ? start : end
    }

    /// What the text cannot say: where the view's edge is at the text, whether an item stands
    /// there. Sides that hug become unstated.
    public var withoutText: ViewSides {
        ViewSides(start: start == .hugs ? .unstated : start, end: end == .hugs ? .unstated : end)
    }

    /// As `--width` names it: "unstated", "hug", "fill-start", "fill-center", "fill-end"; other
    /// pairs (a text-less usage's) as "start unstated, end wider".
    public var description: String {
        if let name = Self.named.first(where: { $0.value == self })?.key { return name }
        func word(_ width: ViewWidth) -> String { width == .hugs ? "hug" : width.rawValue }
        return "start \(word(start)), end \(word(end))"
    }

    /// The sides `--width` names.
    public static let named: KeyValuePairs<String, ViewSides> = [
        "unstated": .unstated, "hug": .hugs, "fill-start": .wider(aligned: .start),
        "fill-center": .wider(aligned: .center),
        "fill-end": .wider(aligned: .end),
    ]
}

/// The rules a run reports (`--select`, `--extend-select`, `--ignore`) and at what severity
/// (`--severity`): findings of the others are not made, so that no report, count or exit code
/// holds them. Only rules about ink and metrics can be turned off or given another severity: an
/// input that could not be read, a usage left unchecked, a baseline entry gone stale or a file
/// skipped is always said, at its own severity.
public struct RuleSelection: Sendable, Equatable {
    /// The rules reported; every other `selectable` rule is off.
    public private(set) var enabled: Set<Rule>
    /// The severities given in place of rules' own (`--severity IB004=error`).
    public private(set) var levels: [Rule: Severity] = [:]

    public static let all = RuleSelection(enabled: Set(Rule.allCases))

    /// The rules a selection may turn off.
    public static let selectable: [Rule] = [
        .clips, .unshipped, .collides, .sideOverhang, .faintInk, .sideRoom, .spills, .paddingRoom, .familyMetrics,
        .familyWin, .typoHhea, .lineGap,
    ]

    private init(enabled: Set<Rule>) { self.enabled = enabled }

    /// `select` (nil: every rule), with `extend` added and `ignore` taken away: each a rule's code
    /// (`IB005`), its id (`inkbox.faint-ink`) or `all`; `severity` gives rules another severity,
    /// each `RULE=LEVEL` (`IB004=error`, `inkbox.faint-ink=warning`; the last given for a rule wins).
    public init(select: [String]?, extend: [String] = [], ignore: [String] = [], severity: [String] = [])
        throws(RuleSelectionError)
    {
        var enabled = Set(Self.selectable)
        if let select { enabled = try Self.rules(select) }
        enabled.formUnion(try Self.rules(extend))
        enabled.subtract(try Self.rules(ignore))
        self.enabled = enabled.union(Rule.allCases.filter { !Self.selectable.contains($0) })
        for given in severity {
            let parts = given.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, let level = Severity(rawValue: parts[1].lowercased()) else {
                throw RuleSelectionError(name: given, known: false, kind: .severity)
            }
            for rule in try Self.rules([parts[0]]) { levels[rule] = level == rule.severity ? nil : level }
        }
    }

    private static func rules(_ names: [String]) throws(RuleSelectionError) -> Set<Rule> {
        var rules: Set<Rule> = []
        for name in names {
            if name.lowercased() == "all" {
                rules.formUnion(selectable)
                continue
            }
            guard let rule = Rule.allCases.first(where: { $0.code == name.uppercased() || $0.rawValue == name })
            else { throw RuleSelectionError(name: name, known: false) }
            guard selectable.contains(rule) else { throw RuleSelectionError(name: name, known: true) }
            rules.insert(rule)
        }
        return rules
    }

    /// Whether findings of `rule` are made.
    public func reports(_ rule: Rule) -> Bool { enabled.contains(rule) }

    /// The severity of `rule`'s findings in this run: as given, else the rule's own.
    public func severity(of rule: Rule) -> Severity { levels[rule] ?? rule.severity }

    /// The rules given another severity, in code order, with it.
    public var changed: [(rule: Rule, severity: Severity)] {
        Rule.allCases.compactMap { rule in levels[rule].map { (rule, $0) } }
    }

    /// The rules turned off, in code order.
    public var off: [Rule] { Rule.allCases.filter { !enabled.contains($0) } }
}

/// A rule named in a selection that is not one, or that cannot be turned off.
public struct RuleSelectionError: Error, Sendable, Equatable {
    public var name: String
    /// It names a rule, one that is always reported.
    public var known: Bool
    public var kind: Kind = .rule

    public enum Kind: Sendable, Equatable {
        /// A rule's name (`--select`, `--ignore`).
        case rule
        /// A `RULE=LEVEL` pair (`--severity`).
        case severity
    }

    public var message: String {
        if kind == .severity {
            return "'\(name)' gives no rule a severity: write RULE=LEVEL, as IB004=error (levels: "
                + Severity.allCases.reversed().map(\.rawValue).joined(separator: ", ") + ")"
        }
        return known
            ? "'\(name)' is always reported at its own severity: only rules about ink and metrics can be selected, "
                + "turned off or given a severity (" + RuleSelection.selectable.map(\.code).joined(separator: ", ")
                + ")"
            : "'\(name)' is no rule: give a code (IB001), an id (inkbox.clips) or all"
    }
}

/// Where a line of text sits in a view wider than it.
public enum TextAlignment: String, Sendable, Equatable, Hashable {
    case start, center, end
}

/// Whether the view the text is drawn in cuts the ink that crosses its line box (issue 40;
/// docs/line-box-models.md, "What cuts"). The CLI spelling is CSS's, `--overflow hidden|visible`.
public enum ViewOverflow: String, CaseIterable, Sendable {
    /// Ink past the view's edges is cut: a UIKit label draws into a backing store the size of its
    /// bounds (H), an Android TextView clips at its bounds (H), a CSS box with `overflow` other
    /// than visible clips at its padding box (css-overflow-3, H), a Compose or Flutter Text under
    /// a clip.
    case hidden
    /// Nothing cuts it: a CSS box paints overflowing ink (H); a Compose `Text` and a Flutter
    /// `Text` clip only when their layout overflows its constraints or a parent clips (H: Compose
    /// `TextDelegate.paint`, Flutter `RenderParagraph.paint`).
    case visible
}

/// The judgement of one clipped item: its rule and severity, from how far its ink crosses each
/// edge, the platform's faint-ink threshold, whether its view cuts at all, the padding between its
/// line box and the cut, the width of its view and the run's severities. The only place a measured
/// overflow becomes a verdict.
public struct Judgement: Sendable, Equatable {
    /// Ink up to this far (the platform's unit) past an edge is faint.
    public var faint: Double
    public var sides: ViewSides
    /// Whether anything cuts the ink past the line box (`ViewOverflow`).
    public var overflow: ViewOverflow
    /// How far the cut lies beyond the line box at each edge: the view's padding, in the platform's unit.
    public var room: Edges
    /// The severities given in place of rules' own (`RuleSelection.levels`).
    public var levels: [Rule: Severity]

    public init(
        faint: Double, sides: ViewSides, overflow: ViewOverflow = .hidden, room: Edges = .zero,
        levels: [Rule: Severity] = [:]
    ) {
        self.faint = faint
        self.sides = sides
        self.overflow = overflow
        self.room = room
        self.levels = levels
    }

    /// The severity of `rule`'s findings: as the run gives it, else the rule's own.
    public func level(_ rule: Rule) -> Severity { levels[rule] ?? rule.severity }

    /// The severity and rule of ink past `edge` by `overflow` (nil when it does not cross it),
    /// for text running `rightToLeft` or not.
    public func judge(_ edge: Edge, _ overflow: Double, rightToLeft: Bool = false) -> (severity: Severity, rule: Rule)?
    {
        rule(edge, overflow, rightToLeft: rightToLeft).map { (level($0), $0) }
    }

    private func rule(_ edge: Edge, _ overflow: Double, rightToLeft: Bool) -> Rule? {
        guard overflow > 0 else { return nil }
        guard overflow > faint + PixelGrid.tolerance else { return .faintInk }
        // Where nothing cuts, ink past the box spills: seen whole, over what surrounds the text.
        guard self.overflow == .hidden else { return .spills }
        let beyond = overflow - room[edge]
        guard beyond > PixelGrid.tolerance else { return .paddingRoom }
        guard beyond > faint + PixelGrid.tolerance else { return .faintInk }
        guard edge == .left || edge == .right else { return .clips }
        switch sides.at(edge, rightToLeft: rightToLeft) {
        case .hugs: return .clips
        case .unstated: return .sideOverhang
        case .wider: return .sideRoom
        }
    }

    /// The gravest of the four edges (a faint note when nothing crosses, which never happens for
    /// a clipped item); of equally grave edges, the first in `Edge` order.
    public func judge(_ overflow: Edges, rightToLeft: Bool = false) -> (severity: Severity, rule: Rule) {
        Edge.allCases.compactMap { judge($0, overflow[$0], rightToLeft: rightToLeft) }.max { $0.severity < $1.severity }
            ?? (level(.faintInk), .faintInk)
    }

    /// The severity of a clipped item at one edge (nil where it does not cross it).
    public func severity(of item: ClippedItem, at edge: Edge) -> Severity? {
        judge(edge, item[edge], rightToLeft: item.rightToLeft)?.severity
    }
}

/// One rule an audit's items broke, over its sizes: what reports and findings say of it.
public struct Ruling: Sendable, Equatable {
    public var rule: Rule
    /// The rule's severity in the audit (`Judgement.level`).
    public var severity: Severity
    /// The sizes where it applies, in audit order.
    public var sizes: [Double]
    /// How many items (glyphs or strings) it applies to, over every size.
    public var items: Int
    /// The size and item reaching furthest past an edge under this rule (nil for collisions).
    public var worst: (result: SizeResult, item: ClippedItem)?

    public static func == (lhs: Ruling, rhs: Ruling) -> Bool {
        lhs.rule == rhs.rule && lhs.severity == rhs.severity && lhs.sizes == rhs.sizes && lhs.items == rhs.items
            && lhs.worst?.result == rhs.worst?.result && lhs.worst?.item == rhs.worst?.item
    }
}

extension FontAudit {
    /// The rules broken at some size, gravest first (then in `Rule` order): cut ink and
    /// collisions are errors, side overhangs no layout declares warnings, faint ink notes.
    public var rulings: [Ruling] {
        var rulings: [Rule: Ruling] = [:]
        func add(_ rule: Rule, _ result: SizeResult, item: ClippedItem?, items: Int) {
            var ruling =
                rulings[rule] ?? Ruling(rule: rule, severity: result.judgement.level(rule), sizes: [], items: 0)
            if ruling.sizes.last != result.pointSize { ruling.sizes.append(result.pointSize) }
            ruling.items += items
            if let item, item.overflow.largest > ruling.worst?.item.overflow.largest ?? 0 {
                ruling.worst = (result, item)
            }
            rulings[rule] = ruling
        }
        for result in results {
            for item in result.clipped { add(item.rule, result, item: item, items: 1) }
            if !result.collisions.isEmpty { add(.collides, result, item: nil, items: result.collisions.count) }
        }
        let order = Rule.allCases
        return rulings.values.sorted {
            ($0.severity, order.firstIndex(of: $1.rule) ?? 0) > ($1.severity, order.firstIndex(of: $0.rule) ?? 0)
        }
    }
}
