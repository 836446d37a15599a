/// Android's font scale: how a size in sp becomes dp at the user's font size setting.
///
/// Source: AOSP `core/java/android/content/res/FontScaleConverterFactory.java` and
/// `FontScaleConverterImpl.java` (H, read). Up to Android 13 a size in sp is the size times the
/// scale (linear). From Android 14 (API 34) scales from 1.13 (the first table's 1.15 less 0.02)
/// follow non-linear tables, so that large text grows less than small text: at 2.0, 14 sp is
/// 26 dp, not 28. Between two tables the factory interpolates each of the tables' sp sizes and
/// builds a new table; past the last table, or below the first, it scales linearly. All in 32-bit
/// float, as Java computes it. Compose's `TextUnit.sp` uses the same converter (androidx
/// `FontScaleConverterFactory`, H).

/// How sp becomes dp above a font scale of 1.
public enum FontScaling: String, CaseIterable, Sendable {
    /// Android 13 and older: sp times the scale.
    case linear
    /// Android 14 (API 34) and later: AOSP's non-linear tables.
    case nonlinear

    /// The scaling Android at API level `api` applies: non-linear from 34.
    public init(api: Int) { self = api >= FontScale.nonlinearAPI ? .nonlinear : .linear }
}

/// A font scale and how it applies: what `Configuration.fontScale` and the platform do to an sp size.
public struct FontScale: Sendable, Equatable {
    public var scale: Double
    public var scaling: FontScaling

    public init(scale: Double, scaling: FontScaling = .nonlinear) {
        self.scale = scale
        self.scaling = scaling
    }

    /// Android 14: the first API level with the non-linear tables and the scales past 130%, and
    /// the one inkbox models unless told another (`--api`).
    public static let nonlinearAPI = 34

    /// The scales Settings offers at API level `api`: 85% to 130% up to Android 13 (AOSP
    /// packages/apps/Settings `entryvalues_font_size`: 0.85, 1.0, 1.15, 1.30; H), and from Android
    /// 14 also 150%, 180% and 200%, the scales of the non-linear tables (M: Settings' own array for
    /// Android 14 not read).
    public static func settings(api: Int = nonlinearAPI) -> [Double] {
        api >= nonlinearAPI ? [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2] : [0.85, 1, 1.15, 1.3]
    }

    /// `sp` in dp at this scale, computed in 32-bit float as Android does, and given as the
    /// shortest decimal that is that float (21.6, not 21.600000381469727).
    public func dp(fromSp sp: Double) -> Double {
        let value = Float(sp)
        let dp: Float
        if scaling == .nonlinear, let table = Self.table(forScale: Float(scale)) {
            dp = table.convert(value)
        } else {
            dp = value * Float(scale)
        }
        return Double(String(dp)) ?? Double(dp)
    }

    /// The sp sizes every table is keyed by.
    static let spSizes: [Float] = [8, 10, 12, 14, 18, 20, 24, 30, 100]

    /// AOSP's tables, by scale key (`(int) (scale * 100)`).
    static let tables: [(key: Int, dp: [Float])] = [
        (115, [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100]),
        (130, [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100]),
        (150, [12, 15, 18, 22, 24, 26, 28, 30, 100]),
        (180, [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100]),
        (200, [16, 20, 24, 26, 30, 34, 36, 38, 100]),
    ]

    /// `isNonLinearFontScalingActive`: from the first table's scale less 0.02.
    static let minimumScale: Float = Float(tables[0].key) / 100 - 0.02

    /// `FontScaleConverterFactory.forScale`: nil below the non-linear range (linear scaling).
    static func table(forScale scale: Float) -> Table? {
        guard scale >= minimumScale else { return nil }
        // The key truncates, as `(int) (fontScale * SCALE_KEY_MULTIPLIER)` does.
        let key = Int((scale * 100).rounded(.towardZero))
        if let exact = tables.first(where: { $0.key == key }) { return Table(sp: spSizes, dp: exact.dp) }
        guard let upper = tables.firstIndex(where: { $0.key > key }), upper > 0 else {
            // Outside the tables: one pair, (1, scale), which scales linearly.
            return Table(sp: [1], dp: [scale])
        }
        let low = tables[upper - 1]
        let high = tables[upper]
        let start = Table(sp: spSizes, dp: low.dp)
        let end = Table(sp: spSizes, dp: high.dp)
        let point = constrainedMap(0, 1, Float(low.key) / 100, Float(high.key) / 100, scale)
        return Table(sp: spSizes, dp: spSizes.map { lerp(start.convert($0), end.convert($0), point) })
    }

    /// `FontScaleConverterImpl`: sp to dp by its lookup table.
    struct Table {
        var sp: [Float]
        var dp: [Float]

        /// `lookupAndInterpolate`: an exact entry, else between two entries, from 0 below the
        /// first, and by the last entry's ratio past the end.
        func convert(_ value: Float) -> Float {
            let positive = abs(value)
            let sign: Float = value < 0 ? -1 : value > 0 ? 1 : 0
            if let index = sp.firstIndex(of: positive) { return sign * dp[index] }
            let lower = (sp.lastIndex { $0 < positive }).map { $0 } ?? -1
            if lower >= sp.count - 1 {
                guard let lastSp = sp.last, let lastDp = dp.last, lastSp != 0 else { return 0 }
                return value * (lastDp / lastSp)
            }
            let (startSp, startDp) = lower == -1 ? (Float(0), Float(0)) : (sp[lower], dp[lower])
            return sign * constrainedMap(startDp, dp[lower + 1], startSp, sp[lower + 1], positive)
        }
    }
}

/// `MathUtils.lerp`.
private func lerp(_ start: Float, _ stop: Float, _ amount: Float) -> Float { start + (stop - start) * amount }

/// `MathUtils.constrainedMap`: `value`'s place between `valueMin` and `valueMax` (clamped to
/// 0...1), mapped onto `rangeMin...rangeMax`.
private func constrainedMap(
    _ rangeMin: Float, _ rangeMax: Float, _ valueMin: Float, _ valueMax: Float, _ value: Float
) -> Float {
    let amount = valueMax == valueMin ? 0 : min(max((value - valueMin) / (valueMax - valueMin), 0), 1)
    return lerp(rangeMin, rangeMax, amount)
}
