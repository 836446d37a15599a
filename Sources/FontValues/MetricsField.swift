/// The table a platform reads a face's ascent, descent and line gap from.
public enum MetricsTable: String, CaseIterable, Sendable {
    case hhea
    /// OS/2 `sTypoAscender`, `sTypoDescender`, `sTypoLineGap`.
    case typo
    /// OS/2 `usWinAscent`, `usWinDescent` (no line gap).
    case win
}

/// A vertical metric `inkbox fix` may change, named as in its table.
public enum MetricsField: String, CaseIterable, Sendable {
    case hheaAscender = "hhea.ascender"
    case hheaDescender = "hhea.descender"
    case hheaLineGap = "hhea.lineGap"
    case typoAscender = "OS/2.sTypoAscender"
    case typoDescender = "OS/2.sTypoDescender"
    case typoLineGap = "OS/2.sTypoLineGap"
    case winAscent = "OS/2.usWinAscent"
    case winDescent = "OS/2.usWinDescent"

    public var table: MetricsTable {
        switch self {
        case .hheaAscender, .hheaDescender, .hheaLineGap: return .hhea
        case .typoAscender, .typoDescender, .typoLineGap: return .typo
        case .winAscent, .winDescent: return .win
        }
    }

    /// The field's value in `metrics`, in its table's sign; nil when the face has no OS/2.
    public func value(in metrics: VerticalMetrics) -> Int? {
        switch self {
        case .hheaAscender: return metrics.hhea.ascender
        case .hheaDescender: return metrics.hhea.descender
        case .hheaLineGap: return metrics.hhea.lineGap
        case .typoAscender: return metrics.typo?.ascender
        case .typoDescender: return metrics.typo?.descender
        case .typoLineGap: return metrics.typo?.lineGap
        case .winAscent: return metrics.win?.ascent
        case .winDescent: return metrics.win?.descent
        }
    }

    /// `metrics` with the field set to `value` (unchanged when the face has no OS/2).
    public func setting(_ value: Int, in metrics: VerticalMetrics) -> VerticalMetrics {
        var metrics = metrics
        switch self {
        case .hheaAscender: metrics.hhea.ascender = value
        case .hheaDescender: metrics.hhea.descender = value
        case .hheaLineGap: metrics.hhea.lineGap = value
        case .typoAscender: metrics.typo?.ascender = value
        case .typoDescender: metrics.typo?.descender = value
        case .typoLineGap: metrics.typo?.lineGap = value
        case .winAscent: metrics.win?.ascent = value
        case .winDescent: metrics.win?.descent = value
        }
        return metrics
    }

    /// The range the field's binary type holds: int16 (FWORD) in hhea and typo, uint16 in usWin.
    public var range: ClosedRange<Int> {
        switch self {
        case .winAscent, .winDescent: return 0...Int(UInt16.max)
        default: return Int(Int16.min)...Int(Int16.max)
        }
    }
}
