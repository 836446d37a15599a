/// Space added to every cluster of a line: relative to the font size (Android's `letterSpacing`,
/// CSS `em`, a token's `%`), or in the platform's unit (iOS `kern` points, CSS `px`, dp).
public enum LetterSpacing: Sendable, Equatable, Hashable {
    case em(Double)
    case absolute(Double)

    public static let none = LetterSpacing.absolute(0)

    /// In em at `size` (the platform's unit); 0 for a size of 0.
    public func em(size: Double) -> Double {
        switch self {
        case .em(let value): return value
        case .absolute(let value): return size > 0 ? value / size : 0
        }
    }

    /// `0.05em`, `5%` (of the font size), `1.5` or `1.5px`/`pt`/`dp`/`sp` (the platform's unit),
    /// `0.1rem` (times `rootFontSize`), `normal` (none); nil for anything else or beyond ±1 em
    /// (±1000 in units).
    public init?(_ text: String, rootFontSize: Double = 16) {
        let trimmed = String(text.lowercased().filter { $0 != " " })
        if trimmed == "normal" {
            self = .none
            return
        }
        let units: [(suffix: String, make: (Double) -> LetterSpacing)] = [
            ("rem", { .absolute($0 * rootFontSize) }), ("em", { .em($0) }), ("%", { .em($0 / 100) }),
            ("px", { .absolute($0) }),
            ("pt", { .absolute($0) }), ("dp", { .absolute($0) }), ("sp", { .absolute($0) }), ("", { .absolute($0) }),
        ]
        for (suffix, make) in units where trimmed.hasSuffix(suffix) {
            guard let value = Double(trimmed.dropLast(suffix.count)), value.isFinite else { return nil }
            let made = make(value)
            switch made {
            case .em(let em) where abs(em) > 1: return nil
            case .absolute(let amount) where abs(amount) > 1000: return nil
            default: self = made
            }
            return
        }
        return nil
    }
}
