import LineBoxAnalysis

/// The fix for a size in the platform's own terms and unit: what the text report's fix column,
/// the HTML reports and the check messages say.
public enum FixText {
    /// The fix for one size in the platform's terms; "-" when nothing clips.
    public static func describe(_ result: SizeResult, unit: String) -> String {
        guard !result.clipped.isEmpty || result.overflow.top > 0 || result.overflow.bottom > 0 else { return "-" }
        let advice = result.advice
        let padding = "padding \(two(advice.padding.top)) / \(two(advice.padding.bottom)) \(unit)"
        switch result.platform {
        case .ios: return padding
        case .android, .compose:
            guard let fixes = advice.includeFontPaddingFixes else { return padding }
            return padding + (fixes ? "; includeFontPadding fixes it" : "; includeFontPadding does not fix it")
        case .web:
            return advice.smallestLineHeight.map { "line-height >= \(two($0)) px, or " + padding } ?? padding
        case .flutter:
            return advice.smallestHeightMultiple.map { "height >= \(two($0)), or " + padding }
                ?? padding + " (height cannot: that edge keeps the font's own metrics)"
        case .windowsGDI:
            return "only the font: usWinAscent >= \(advice.winAscentNeeded ?? 0), usWinDescent >= \(advice.winDescentNeeded ?? 0)"
        }
    }

    private static func two(_ value: Double) -> String { fixed(value, decimals: 2) }
}

/// A fixed number of decimals without Foundation's locale-dependent formatting.
public func fixed(_ value: Double, decimals: Int) -> String {
    var factor = 1.0
    for _ in 0..<decimals { factor *= 10 }
    let scaled = (abs(value) * factor).rounded()
    guard scaled < 1e15 else { return String(value) }
    let whole = Int64(scaled)
    let unit = Int64(factor)
    let integerPart = whole / unit
    let fraction = String(whole % unit)
    let sign = value < 0 && whole != 0 ? "-" : ""
    if decimals == 0 { return sign + String(integerPart) }
    return sign + String(integerPart) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
}
