/// iOS Dynamic Type: each text style's size at each content size category.
///
/// Source: Apple Human Interface Guidelines, "Typography", "Specifications", the iOS and iPadOS
/// Dynamic Type sizes (H: Apple's published table, as reproduced in several design-system
/// references that agree on every value). A custom font scaled with `UIFontMetrics(forTextStyle:)`
/// or `Font.custom(_:size:relativeTo:)` follows its style's curve: the declared size times the
/// style's size at the category over its size at Large (M: Apple's `UIFontMetrics` documentation
/// says it scales by the style's curve; the exact arithmetic, a ratio, is not published).

/// The text styles, in the table's order.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle = "large-title"
    case title1 = "title1"
    case title2 = "title2"
    case title3 = "title3"
    case headline
    case body
    case callout
    case subheadline
    case footnote
    case caption1 = "caption1"
    case caption2 = "caption2"

    /// The style's size in points at each category, xSmall to AX5 (`ContentSizeCategory` order).
    var sizes: [Double] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's size at `category`.
    public func size(at category: ContentSizeCategory) -> Double { sizes[category.index] }

    /// The system font's weight in this style: Headline is Semibold, every other style Regular
    /// (the same HIG table, H).
    public var weight: Int { self == .headline ? 600 : 400 }

    /// UIKit's name for the style, `UIFont.TextStyle`'s raw value, as storyboards and XIBs write
    /// it in a `fontDescription`'s `style` (Large Title is `UICTFontTextStyleTitle0`).
    public var uiKitName: String {
        switch self {
        case .largeTitle: return "UICTFontTextStyleTitle0"
        case .title1: return "UICTFontTextStyleTitle1"
        case .title2: return "UICTFontTextStyleTitle2"
        case .title3: return "UICTFontTextStyleTitle3"
        case .headline: return "UICTFontTextStyleHeadline"
        case .body: return "UICTFontTextStyleBody"
        case .callout: return "UICTFontTextStyleCallout"
        case .subheadline: return "UICTFontTextStyleSubhead"
        case .footnote: return "UICTFontTextStyleFootnote"
        case .caption1: return "UICTFontTextStyleCaption1"
        case .caption2: return "UICTFontTextStyleCaption2"
        }
    }

    /// A size declared at the default category (Large) scaled along this style's curve to
    /// `category`, as `UIFontMetrics.scaledValue(for:)` scales a custom font.
    public func scaled(_ declared: Double, to category: ContentSizeCategory) -> Double {
        declared * size(at: category) / size(at: .l)
    }
}

/// The content size categories, smallest first; Large is the default.
public enum ContentSizeCategory: String, CaseIterable, Sendable {
    case xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5

    var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// As Settings and the HIG name it: "xSmall", "AX5".
    public var label: String {
        switch self {
        case .xs: return "xSmall"
        case .s: return "Small"
        case .m: return "Medium"
        case .l: return "Large"
        case .xl: return "xLarge"
        case .xxl: return "xxLarge"
        case .xxxl: return "xxxLarge"
        default: return rawValue.uppercased()
        }
    }
}
