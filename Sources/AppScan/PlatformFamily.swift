/// A family the platform itself provides, named as the source names it (`sans-serif-medium`,
/// `FontFamily.Serif`, no family at all), and the font a device draws for it: AOSP's
/// `frameworks/base/data/fonts/fonts.xml` (Android 5 to 15) names each family's files and the
/// weight an alias stands for. A device maker may ship other fonts (H for AOSP and Pixel, U for
/// others), so the app's own files never stand in for them: a usage is checked only against the
/// device's fonts given with `--fonts` (a device's `/system/fonts`, or Debian's
/// `fonts-roboto-unhinted`), and is unresolved without them.
public struct PlatformFamily: Sendable, Hashable {
    /// As the source names it: `sans-serif-medium`, `FontFamily.Serif`, or `sans-serif` for a
    /// view that names no family (the theme's default, Roboto).
    public var declared: String
    /// The family name of the font files fonts.xml lists for it.
    public var family: String
    public var weight: Int
    /// Families looked for when the given fonts lack `family`, in order.
    public var fallbacks: [String] = []
    /// Where the platform's own font comes from, for a usage whose font is not among `--fonts`.
    public var provider: Provider = .aosp

    public enum Provider: Sendable, Hashable {
        /// An Android device's `/system/fonts`, as AOSP's fonts.xml names them.
        case aosp
        /// Apple's system font, which iOS alone ships and Apple publishes for design.
        case apple

        /// What a usage that cannot be checked without the font is told to do.
        public var hint: String {
            switch self {
            case .aosp: return "on an AOSP device (fonts.xml); pass --fonts with the device's fonts to check it"
            case .apple:
                return "on iOS; pass --fonts with Apple's SF Pro (SF-Pro.ttf from developer.apple.com/fonts) "
                    + "to check it"
            }
        }
    }

    /// "sans-serif-medium (Roboto 500)": how a usage names it.
    public var label: String { "\(declared) (\(family) \(weight))" }

    /// The families to look for, in order.
    public var families: [String] { [family] + fallbacks }

    /// fonts.xml's families and aliases, by name (`android:fontFamily` takes either).
    private static let android: [String: (family: String, weight: Int)] = [
        "sans-serif": ("Roboto", 400), "sans-serif-thin": ("Roboto", 100), "sans-serif-light": ("Roboto", 300),
        "sans-serif-medium": ("Roboto", 500), "sans-serif-black": ("Roboto", 900),
        "arial": ("Roboto", 400), "helvetica": ("Roboto", 400), "tahoma": ("Roboto", 400), "verdana": ("Roboto", 400),
        "sans-serif-condensed": ("Roboto Condensed", 400), "sans-serif-condensed-light": ("Roboto Condensed", 300),
        "sans-serif-condensed-medium": ("Roboto Condensed", 500),
        "serif": ("Noto Serif", 400), "times": ("Noto Serif", 400), "times new roman": ("Noto Serif", 400),
        "palatino": ("Noto Serif", 400), "georgia": ("Noto Serif", 400), "baskerville": ("Noto Serif", 400),
        "goudy": ("Noto Serif", 400), "fantasy": ("Noto Serif", 400), "itc stone serif": ("Noto Serif", 400),
        "monospace": ("Droid Sans Mono", 400), "sans-serif-monospace": ("Droid Sans Mono", 400),
        "monaco": ("Droid Sans Mono", 400),
        "serif-monospace": ("Cutive Mono", 400), "courier": ("Cutive Mono", 400), "courier new": ("Cutive Mono", 400),
        "casual": ("Coming Soon", 400), "cursive": ("Dancing Script", 400),
        "sans-serif-smallcaps": ("Carrois Gothic SC", 400),
    ]

    /// Compose's `FontFamily.X` constants: the Android families they stand for (`FontFamily.Default`
    /// is `SansSerif`, Roboto).
    private static let compose: [String: String] = [
        "FontFamily.Default": "sans-serif", "FontFamily.SansSerif": "sans-serif", "FontFamily.Serif": "serif",
        "FontFamily.Monospace": "monospace", "FontFamily.Cursive": "cursive",
    ]

    /// The family an Android view's `fontFamily` names (case ignored, as fonts.xml lookups are),
    /// or a Compose `FontFamily.X`; nil for a name the platform does not provide.
    public static func android(_ name: String) -> PlatformFamily? {
        let key = compose[name] ?? name.lowercased()
        return android[key].map { PlatformFamily(declared: name, family: $0.family, weight: $0.weight) }
    }

    /// What a view that names no family draws: the theme's default, sans-serif.
    public static let androidDefault = PlatformFamily(declared: "sans-serif", family: "Roboto", weight: 400)

    /// iOS's system font, as a text style, `systemFont(ofSize:)` or a storyboard's system font
    /// names it (`declared`): SF Pro, one variable font since iOS 14, whose optical size follows the
    /// point size (Apple, WWDC20 "The details of UI typography"; H), published for design as
    /// SF-Pro.ttf (family "SF Pro") at developer.apple.com/fonts; the same download's SF Pro Text
    /// (below 20 pt) and SF Pro Display (20 pt and up), the faces before iOS 14, stand in for it when
    /// it is absent. Apple's own font is never replaced by the app's (a usage is checked only
    /// against `--fonts`). The variable font is measured at its default instance, not at the
    /// optical size iOS sets (U: how far that moves ink is not measured).
    public static func iosSystem(declared: String, weight: Int, size: Double) -> PlatformFamily {
        PlatformFamily(
            declared: declared, family: "SF Pro", weight: weight,
            fallbacks: [size < 20 ? "SF Pro Text" : "SF Pro Display"], provider: .apple)
    }

    /// A system font's weight: a storyboard's `type` (system, boldSystem...) and `weight` attribute,
    /// or a Swift `weight:` member, as `UIFont.Weight` and `Font.Weight` name them (ultraLight 100
    /// ... black 900, the CSS scale).
    public static func iosWeight(type: String, weight: String?) -> Int {
        let weights = [
            "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600,
            "bold": 700, "heavy": 800, "black": 900,
        ]
        if let weight, let value = weights[weight] { return value }
        return type == "boldSystem" ? 700 : 400
    }
}
