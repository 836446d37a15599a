import FontValues

/// The user's text size setting a view was drawn at: an iOS Dynamic Type category along a text
/// style's curve, or an Android font scale (also Compose, Flutter and React Native on Android).
public enum TextSize: Sendable, Equatable {
    case contentSize(ContentSizeCategory, style: TextStyle)
    /// A Dynamic Type category at which a source's own formula gives the size `size` where it gives
    /// `atLarge` at Large (`UIFont(name:size:)` of Body's size less one, clamped): no style's curve.
    case ownContentSize(ContentSizeCategory, size: Double, atLarge: Double)
    case fontScale(FontScale)

    /// The platforms whose text follows this setting: Dynamic Type on iOS (UIKit, React Native,
    /// Flutter on iOS), the font scale on Android, Compose, Flutter and React Native on Android.
    public func applies(to platform: Platform) -> Bool {
        switch self {
        case .contentSize, .ownContentSize: return [.ios, .reactNativeIOS, .flutter].contains(platform)
        case .fontScale: return [.android, .compose, .flutter, .reactNativeAndroid].contains(platform)
        }
    }

    /// This setting as `platform` draws it: Flutter scales all text along Body's curve, whatever
    /// style was asked (H: flutter/engine `FlutterViewController.mm`, `textScaleFactor`).
    public func on(_ platform: Platform) -> TextSize {
        if platform == .flutter, case .contentSize(let category, _) = self {
            return .contentSize(category, style: .body)
        }
        return self
    }

    /// How much the setting names a size to grow, to order settings of both kinds together: the
    /// style's size at the category over its size at Large, or the font scale (the non-linear
    /// tables grow large sizes less). Ties keep the categories' order (`ContentSizeCategory`).
    public var factor: Double {
        switch self {
        case .contentSize(let category, let style): return style.scaled(1, to: category)
        case .ownContentSize(_, let size, let atLarge): return size / atLarge
        case .fontScale(let scale): return scale.scale
        }
    }

    /// Whether this setting comes before `other`: the smaller factor, then the smaller category.
    public func precedes(_ other: TextSize) -> Bool {
        func category(_ size: TextSize) -> Int {
            switch size {
            case .contentSize(let category, _), .ownContentSize(let category, _, _): return category.index
            case .fontScale: return 0
            }
        }
        return (factor, category(self)) < (other.factor, category(other))
    }

    /// The size drawn for a declared one.
    public func drawn(_ declared: Double) -> Double {
        switch self {
        case .contentSize(let category, let style): return style.scaled(declared, to: category)
        case .ownContentSize(_, let size, let atLarge): return declared * size / atLarge
        case .fontScale(let scale): return scale.dp(fromSp: declared)
        }
    }

    /// "AX5", "font scale 2": as a platform's name in reports says it.
    public var label: String {
        switch self {
        case .contentSize(let category, _), .ownContentSize(let category, _, _): return category.label
        case .fontScale(let scale): return "font scale \(NumberText.plain(scale.scale))"
        }
    }

    /// "Dynamic Type AX5 (body curve)", "font scale 2 (non-linear, API 34+)": the view line's words.
    public var description: String {
        switch self {
        case .contentSize(let category, let style): return "Dynamic Type \(category.label) (\(style.rawValue) curve)"
        case .ownContentSize(let category, _, _): return "Dynamic Type \(category.label) (the source's own sizes)"
        case .fontScale(let scale):
            return "font scale \(NumberText.plain(scale.scale)) ("
                + (scale.scaling == .nonlinear ? "non-linear, API 34+" : "linear") + ")"
        }
    }
}

extension AuditSettings {
    /// These settings drawn at each text size: the sizes scaled (the declared ones kept beside
    /// them), and a line height that follows the platform's rule at each size: a multiple
    /// scales with the font everywhere; a fixed line height stays as it is (an iOS
    /// `minimumLineHeight` in points, a dp line height) unless `lineHeightScales` (an sp line
    /// height: converted as the size is); a fixed view height stays fixed.
    public func drawn(at textSizes: [TextSize], lineHeightScales: Bool) -> [AuditSettings] {
        textSizes.map { textSize in
            var settings = self
            settings.declaredSizes = sizes
            settings.sizes = sizes.map(textSize.drawn)
            settings.textSize = textSize
            if lineHeightScales, case .fixed(let height) = lineHeight {
                settings.lineHeight = .fixed(textSize.drawn(height))
            }
            return settings
        }
    }
}
