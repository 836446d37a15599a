/// CSS `text-box` (css-inline-3, "Trimming Leading"): a block's first line trimmed at its over
/// edge and its last line at its under edge, each to a metric of the first available font. A
/// trimmed edge no longer moves with `line-height`; under a clip, ink past it is cut.
public struct TextBox: Sendable, Equatable, Hashable {
    /// The metric the first line's over edge is trimmed to; nil when it is not trimmed.
    public var over: Over?
    /// The metric the last line's under edge is trimmed to; nil when it is not trimmed.
    public var under: Under?

    public enum Over: String, Sendable, CaseIterable {
        /// The font's ascent, as the line's content area uses it.
        case text
        /// The cap height (OS/2 `sCapHeight`).
        case cap
    }

    public enum Under: String, Sendable, CaseIterable {
        /// The font's descent.
        case text
        /// The alphabetic baseline: nothing below it.
        case alphabetic
    }

    public init(over: Over?, under: Under?) {
        self.over = over
        self.under = under
    }

    /// Nothing trimmed (`text-box: normal`).
    public static let normal = TextBox(over: nil, under: nil)

    public var trims: Bool { over != nil || under != nil }

    /// Why a `text-box` value is not read.
    public enum Problem: Error, Equatable, Sendable {
        /// Not a value of the grammar.
        case invalid
        /// A valid edge inkbox does not model (`ex`, `ideographic`, `ideographic-ink`).
        case unmodelled(String)
    }

    /// The `text-box` shorthand: `normal`, or `<text-box-trim> || <text-box-edge>` (a missing trim
    /// is `trim-both`, a missing edge `auto`).
    public static func parse(_ value: String) -> Result<TextBox, Problem> {
        let words = keywords(value)
        if words == ["normal"] { return .success(.normal) }
        guard !words.isEmpty else { return .failure(.invalid) }
        let trims = ["none", "trim-start", "trim-end", "trim-both"]
        let trim = words.filter { trims.contains($0) }
        guard trim.count <= 1 else { return .failure(.invalid) }
        let edge = words.filter { !trims.contains($0) }
        // The edge is one run: a trim keyword may stand before or after it, not inside it.
        if let first = edge.first, let start = words.firstIndex(of: first),
            words[start..<min(start + edge.count, words.count)] != edge[...]
        {
            return .failure(.invalid)
        }
        return parse(trim: trim.first ?? "trim-both", edge: edge.isEmpty ? "auto" : edge.joined(separator: " "))
    }

    /// The longhands `text-box-trim` (default none) and `text-box-edge` (default auto).
    public static func parse(trim: String, edge: String) -> Result<TextBox, Problem> {
        let trim = keywords(trim).joined(separator: " ")
        let trimsOver = trim == "trim-start" || trim == "trim-both"
        let trimsUnder = trim == "trim-end" || trim == "trim-both"
        guard trimsOver || trimsUnder || trim == "none" else { return .failure(.invalid) }
        let words = keywords(edge)
        let unmodelled = ["ex", "ideographic", "ideographic-ink"]
        if let word = words.first(where: unmodelled.contains) { return .failure(.unmodelled(word)) }
        let overWord: String
        let underWord: String
        switch words.count {
        // `auto` behaves as `text` while `line-fit-edge` keeps its initial value (css-inline-3).
        case 1 where words[0] == "auto": (overWord, underWord) = ("text", "text")
        // One keyword stands for both edges where it can, else the other is `text`.
        case 1: (overWord, underWord) = (words[0], words[0] == "cap" ? "text" : words[0])
        case 2: (overWord, underWord) = (words[0], words[1])
        default: return .failure(.invalid)
        }
        guard let over = Over(rawValue: overWord), let under = Under(rawValue: underWord) else {
            return .failure(.invalid)
        }
        return .success(TextBox(over: trimsOver ? over : nil, under: trimsUnder ? under : nil))
    }

    private static func keywords(_ value: String) -> [String] {
        value.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
    }

    /// The shorthand that says it: `trim-both cap alphabetic`, `trim-start text`, `normal`.
    public var css: String {
        switch (over, under) {
        case (nil, nil): return "normal"
        case (let over?, let under?): return "trim-both \(over.rawValue) \(under.rawValue)"
        case (let over?, nil): return "trim-start \(over.rawValue)"
        case (nil, let under?): return "trim-end text \(under.rawValue)"
        }
    }
}
