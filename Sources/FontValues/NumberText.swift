/// Numbers as reports print them, without Foundation's locale-dependent formatting: the one
/// formatter every report, message and help text uses.
public enum NumberText {
    /// 17, 17.5, 0.1234: a value as typed (whole numbers without a point, at most four decimals).
    public static func plain(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String((value * 10_000).rounded() / 10_000)
    }

    /// A fixed number of decimals: `fixed(2.5, decimals: 2)` is "2.50".
    public static func fixed(_ value: Double, decimals: Int) -> String {
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

    /// Two decimals, for measured amounts in a platform's unit.
    public static func two(_ value: Double) -> String { fixed(value, decimals: 2) }

    /// Four decimals, for coefficients in em.
    public static func em(_ value: Double) -> String { fixed(value, decimals: 4) }

    /// A multiple rounded up to hundredths, with two decimals.
    public static func multiple(_ value: Double) -> String { fixed((value * 100).rounded(.up) / 100, decimals: 2) }

    /// Font units: whole numbers as integers, sub-unit extrema with up to two decimals.
    public static func units(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : fixed(value, decimals: 2)
    }

    /// The shortest text that reads back as `value`: 700, 0.0417.
    public static func shortest(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// `value` rounded to `decimals` places, without trailing zeros (and never "-0").
    public static func shortest(_ value: Double, decimals: Int) -> String {
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let rounded = (value * factor).rounded() / factor
        return shortest(rounded == 0 ? 0 : rounded)
    }
}
