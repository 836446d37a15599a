import LineBoxAnalysis

/// What declares a usage in an app's source.
public enum UsageKind: Sendable, Equatable, CustomStringConvertible {
    /// A storyboard or XIB view (`label`, `button`...), or one of its size-class variations.
    case storyboard(element: String, variation: String? = nil)
    case swift(SwiftFontCall)
    /// A CSS rule, by its selector (the first 60 characters).
    case css(selector: String)
    /// An Android layout view, by its element (`TextView`, `Button`).
    case androidView(String)
    case flutterTextStyle
    /// A Jetpack Compose `TextStyle(...)` in Kotlin.
    case composeTextStyle
    /// A SwiftUI `.font(...)` or UIKit `.font =` naming a font member, as written.
    case fontReference(String)

    /// As reports and the JSON's `kind` say it: "storyboard label", "UIFont(name:size:)", "css .title".
    public var description: String {
        switch self {
        case .storyboard(let element, let variation?): return "storyboard \(element) (variation \(variation))"
        case .storyboard(let element, nil): return "storyboard \(element)"
        case .swift(let call): return call.rawValue
        case .css(let selector): return "css \(selector.prefix(60))"
        case .androidView(let element): return element
        case .flutterTextStyle, .composeTextStyle: return "TextStyle"
        case .fontReference(let written): return written
        }
    }
}

/// The Swift calls that name a font and a size, or Apple's system font at a size or text style.
public enum SwiftFontCall: String, Sendable, CaseIterable {
    case uiFont = "UIFont(name:size:)"
    case custom = "Font.custom(_:size:)"
    case customRelative = "Font.custom(_:size:relativeTo:)"
    /// `Font.custom(_:fixedSize:)`: a size Dynamic Type does not scale.
    case customFixed = "Font.custom(_:fixedSize:)"
    /// `UIFont.systemFont(ofSize:weight:)`, `boldSystemFont(ofSize:)`, `italicSystemFont(ofSize:)`.
    case systemFont = "UIFont.systemFont(ofSize:)"
    /// SwiftUI `Font.system(size:weight:design:)`.
    case system = "Font.system(size:)"
    /// SwiftUI `Font.system(_:design:weight:)` with a text style.
    case systemStyle = "Font.system(_:)"
    case preferredFont = "UIFont.preferredFont(forTextStyle:)"
}

/// Why a usage's font cannot be checked: listed, never guessed.
public enum UnresolvedReason: Sendable, Equatable, CustomStringConvertible {
    /// A storyboard view without a `fontDescription`.
    case defaultSystemFont
    case dynamicType(style: String)
    /// A storyboard system font of a `type` (system, boldSystem...).
    case systemFont(type: String)
    /// Attributed text whose font names none.
    case attributedSystemFont
    case attributedWithoutAttributes
    case attributedWithoutFont
    /// Android: a platform family (`sans-serif`), or no family at all.
    case platformFamily(String)
    case platformDefault
    /// A font file named by the project that lies outside it, or cannot be read.
    case fontOutside(family: String, file: String)
    case fontUnreadable(family: String, file: String, reason: String)
    /// An Android font a provider downloads at run time (`fontProviderAuthority`): no file ships.
    case downloadableFont(String)
    /// A Material text style (Compose `MaterialTheme.typography`, Flutter `textTheme`) the app's
    /// theme does not set.
    case materialDefault(slot: String)

    public var description: String {
        switch self {
        case .defaultSystemFont: return "no fontDescription: the system font at its default size"
        case .dynamicType(let style): return "Dynamic Type text style \(style): the system font"
        case .systemFont(let type): return "the system font (\(type)), not shipped by the app"
        case .attributedSystemFont: return "the system font"
        case .attributedWithoutAttributes: return "attributed text without attributes"
        case .attributedWithoutFont: return "attributed text without a font"
        case .platformFamily(let family): return "the platform family \(family)"
        case .platformDefault: return "no fontFamily: the platform font"
        case .fontOutside(let family, let file): return "\(family): \(file): outside the scanned folder"
        case .fontUnreadable(let family, let file, let reason): return "\(family): \(file): \(reason)"
        case .downloadableFont(let name): return "downloadable font \(name): pass --fonts with its files"
        case .materialDefault(let slot):
            return "\(slot) is Material's default (no theme in the project sets it): the platform font"
        }
    }
}

/// Why a usage's size, line height or other value is not checked: it is not a literal inkbox
/// reads, and is listed with its line, never evaluated.
public enum SkipReason: Sendable, Equatable, CustomStringConvertible {
    case noPointSize
    /// A call or style whose font or size is an expression ("the font name or size").
    case computed(String)
    /// A size given by a resource, variable or unit inkbox does not resolve: the property and
    /// the values it reads ("px or rem").
    case notStatic(property: String, expected: String)
    /// A value in a unit inkbox does not resolve: the property, its text, the units read.
    case unit(property: String, value: String, expected: String)
    case paragraphStyleComputed(String)
    case paragraphStyleNotFound(String)
    case lineHeightRange
    /// A Compose `FontFamily` the project does not define as `FontFamily(Font(R.font...))`.
    case undefinedFamily(String)
    /// A text of private-use characters only (`\ue54e`): an icon font's, which no standard
    /// glyph draws; the font that does is set at run time.
    case privateUseText

    public var description: String {
        switch self {
        case .noPointSize: return "no point size"
        case .computed(let what): return "\(what) is computed, not a literal"
        case .notStatic(let property, let expected): return "\(property) is not a static \(expected) value"
        case .unit(let property, let value, let expected): return "\(property) \(value) is not \(expected)"
        case .paragraphStyleComputed(let name): return "paragraph style \(name) is given computed or differing values"
        case .paragraphStyleNotFound(let name):
            return "the paragraph style \(name) is not an NSMutableParagraphStyle() of this file"
        case .lineHeightRange: return "a line height between different minimum and maximum is not modelled"
        case .undefinedFamily(let name):
            return "the FontFamily \(name) is not defined in the project as FontFamily(Font(R.font...))"
        case .privateUseText:
            return "its text is private-use characters (an icon font's), drawn by a font set at run time"
        }
    }
}

/// How the user's text size setting reaches a usage, as its source opts in.
public enum TextScaling: Sendable, Hashable {
    /// iOS Dynamic Type along a text style's curve: `Font.custom(_:size:relativeTo:)` (body without
    /// `relativeTo:`), `UIFontMetrics(forTextStyle:).scaledFont(for:)` (`UIFontMetrics.default`: body).
    case dynamicType(TextStyle)
    /// iOS Dynamic Type through a size the source works out from a text style's size
    /// (`UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize - 1`, clamped):
    /// the size at each content size category, in `ContentSizeCategory` order.
    case dynamicTypeSizes([Double])
    /// Android's font scale: a size in sp (TextView `textSize`, Compose `.sp`).
    case fontScale
    /// Flutter's `MediaQuery.textScaler`: Android's font scale on Android (non-linear from API 34,
    /// M: Flutter's `textScaler` documentation), and on iOS Body's size at the content size
    /// category over its size at Large (H: flutter/engine `FlutterViewController.mm`,
    /// `textScaleFactor`).
    case flutter

    /// The settings checked beside the default one, smallest first: every other content size
    /// category, or every other font scale Settings offers at Android API level `api`, scaled as
    /// that version scales.
    public func textSizes(api: Int) -> [TextSize] {
        switch self {
        case .dynamicType(let style):
            return ContentSizeCategory.allCases.filter { $0 != .l }.map { .contentSize($0, style: style) }
        case .dynamicTypeSizes(let sizes):
            let large = zip(ContentSizeCategory.allCases, sizes).first { $0.0 == .l }?.1 ?? 0
            return zip(ContentSizeCategory.allCases, sizes).filter { $0.0 != .l && large > 0 }.map {
                .ownContentSize($0.0, size: $0.1, atLarge: large)
            }
        case .fontScale:
            return FontScale.settings(api: api).filter { $0 != 1 }.map {
                .fontScale(FontScale(scale: $0, scaling: FontScaling(api: api)))
            }
        case .flutter:
            // Both platforms' settings, by the factor each names, smallest first.
            let both = Self.dynamicType(.body).textSizes(api: api) + Self.fontScale.textSizes(api: api)
            return both.sorted { $0.precedes($1) }
        }
    }
}
