import LineBoxAnalysis

/// The fix for a size in the platform's own terms and unit: what the text report's fix column,
/// the HTML reports and the check messages say.
public enum FixText {
    /// The fix for one size in the platform's terms; "-" when nothing clips.
    public static func describe(_ result: SizeResult, unit: String) -> String {
        let overflow = result.overflow
        guard !result.clipped.isEmpty || overflow.largest > 0 else { return "-" }
        let height = result.advice.smallestViewHeight.map { "height >= \(two($0)) \(unit), or " } ?? ""
        let parts = (overflow.top > 0 || overflow.bottom > 0 ? [height + vertical(result, unit: unit)] : [])
            + (overflow.left > 0 || overflow.right > 0 ? [sides(result, unit: unit)] : [])
        return parts.isEmpty ? vertical(result, unit: unit) : parts.joined(separator: "; ")
    }

    /// The top and bottom: padding, and the platform's line-height or font-padding alternative.
    private static func vertical(_ result: SizeResult, unit: String) -> String {
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
            if let strut = advice.smallestStrutHeight { return "StrutStyle height >= \(two(strut)), or " + padding }
            return advice.smallestHeightMultiple.map { "height >= \(two($0)), or " + padding }
                ?? padding + " (height cannot: that edge keeps the font's own metrics)"
        case .windowsGDI:
            return "only the font: usWinAscent >= \(advice.winAscentNeeded ?? 0), usWinDescent >= \(advice.winDescentNeeded ?? 0)"
        case .reactNativeIOS, .reactNativeAndroid:
            let style = "paddingTop \(two(advice.padding.top)), paddingBottom \(two(advice.padding.bottom))"
            let fontPadding = advice.includeFontPaddingFixes.map { $0 ? "; includeFontPadding: true fixes it" : "" } ?? ""
            return (advice.smallestLineHeight.map { "lineHeight >= \(two($0)), or " } ?? "") + style + fontPadding
        }
    }

    /// The left and right sides (docs/line-box-models.md, "Sides of a text view").
    private static func sides(_ result: SizeResult, unit: String) -> String {
        let padding = result.advice.padding
        let amounts = "\(two(padding.left)) / \(two(padding.right)) \(unit)"
        switch result.platform {
        case .ios: return "side insets " + amounts
        case .android:
            // TextView clips at its padding (AOSP TextView.onDraw): padding alone gives the ink
            // room but does not move the clip.
            return "sides " + amounts + ": useBoundsForWidth" + (padding.left > 0 ? " + shiftDrawingOffsetForStartOverhang" : "")
                + " (API 35), or side padding with shadowRadius >= the side overflow (TextView clips at its padding)"
        case .compose: return "horizontal padding " + amounts
        case .web: return "padding-inline " + amounts
        case .flutter: return "horizontal Padding " + amounts
        case .windowsGDI: return "a DrawText rectangle wider by " + amounts + ", or DT_NOCLIP"
        case .reactNativeIOS, .reactNativeAndroid:
            return "paddingLeft \(two(padding.left)), paddingRight \(two(padding.right))"
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
