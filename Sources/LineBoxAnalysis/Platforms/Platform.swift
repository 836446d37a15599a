import FontValues

/// The platforms whose line box inkbox models. Raw values are the CLI spellings. Everything that
/// is one platform's (its options, line box, sides, advice, and the words that describe them)
/// lives in its file in this folder, as a `PlatformModel`; `model` is the registry.
public enum Platform: String, CaseIterable, Sendable {
    case ios
    case android
    case compose
    case web
    case flutter
    case windowsGDI = "windows-gdi"
    /// React Native `Text` on iOS (TextKit, as `RCTTextLayoutManager` lays it out).
    case reactNativeIOS = "react-native-ios"
    /// React Native `Text` on Android (a TextView with `CustomLineHeightSpan`).
    case reactNativeAndroid = "react-native-android"

    /// The registry: the one place that maps a platform to its model.
    var model: any PlatformModel {
        switch self {
        case .ios: return IOSPlatform()
        case .android: return AndroidPlatform()
        case .compose: return ComposePlatform()
        case .web: return WebPlatform()
        case .flutter: return FlutterPlatform()
        case .windowsGDI: return WindowsGDIPlatform()
        case .reactNativeIOS: return ReactNativeIOSPlatform()
        case .reactNativeAndroid: return ReactNativeAndroidPlatform()
        }
    }

    /// The platform audited when none is named.
    public static let standard = Platform.ios

    /// Whether reports judge the `ceil(pointSize / 6)` habit and give the line height that holds
    /// the top (iOS, where teams pad by the habit and a line height moves only the top).
    public var judgesHabit: Bool { model.judgesHabit }

    /// What `--platform` also accepts for a group of platforms.
    public static let aliases: [String: [Platform]] = ["react-native": [.reactNativeIOS, .reactNativeAndroid]]

    /// The unit sizes, line heights, edges and gutters are given in.
    public var unit: String { model.unit }

    /// Sizes audited when none are given: the platform's own type scale.
    public var defaultSizes: [Double] { model.defaultSizes }

    /// Every platform option, in the order `--help` lists them: each declared once, in the file
    /// of the platform it belongs to.
    public static var options: [PlatformOption] { allCases.flatMap { $0.model.options } }

    /// The options a report shows for this platform, as the CLI spells them (the JSON `options`).
    public func describedOptions(_ settings: AuditSettings) -> [OptionEntry] { model.describedOptions(settings) }

    /// The words a text report puts after the platform's name: the view, its options and line.
    public func viewDescription(_ settings: AuditSettings) -> String { model.viewDescription(settings) }
    /// Whether the platform's own text view, as it is by default, cuts ink past its line box.
    public var defaultOverflow: ViewOverflow { model.defaultOverflow }
    /// What cuts the ink, or lets it spill, in a few words: "cut at the label's bounds".
    public func overflowDescription(_ overflow: ViewOverflow) -> String { model.overflowDescription(overflow) }

    /// The fix for one size in the platform's own terms and unit, "-" when nothing clips: what
    /// the text report's fix column, the HTML reports and the check messages say. The top and
    /// bottom take padding or the platform's line-height or font-padding alternative (or a
    /// taller fixed view); the sides take the platform's own widening.
    func fix(_ result: SizeResult) -> String {
        let overflow = result.overflow
        guard !result.clipped.isEmpty || overflow.largest > 0 else { return "-" }
        let height = result.advice.smallestViewHeight.map { "height >= \(NumberText.two($0)) \(unit), or " } ?? ""
        let parts =
            (result.clipsVertically ? [height + model.verticalFix(result)] : [])
            + (overflow.left > 0 || overflow.right > 0 ? [model.sideFix(result.advice.padding)] : [])
        return parts.isEmpty ? model.verticalFix(result) : parts.joined(separator: "; ")
    }

    /// The smallest line height (in the platform's unit) at which nothing clips, where a line
    /// height can move the clipping edges at all (nil where none does: the advice says what does).
    public func safeLineHeight(_ result: SizeResult) -> Double? { model.safeLineHeight(result) }

    /// What a check table says when `safeLineHeight` is nil for a measured size.
    public func noSafeLineHeight(fails: Bool) -> String { model.noSafeLineHeight(fails: fails) }

    /// The distance between baselines of consecutive lines for a line box; nil where the
    /// platform has no line model here.
    public func pitch(_ lineBox: LineBox) -> Double? { model.pitch(lineBox) }

    /// Device pixels per unit, for snapping gutters.
    public func pixelsPerUnit(scale: Double, options: PlatformOptions) -> Double {
        model.pixelsPerUnit(scale: scale, options: options)
    }

    /// Whether the platform centres the line in a view of a fixed height (UILabel) rather than
    /// putting it at the top.
    public var centresLineInFixedHeight: Bool { model.centresLineInFixedHeight }
}

extension SizeResult {
    /// The fix in the platform's own terms and unit (`Platform.fix`); "-" when nothing clips.
    public var fixText: String { platform.fix(self) }
}

/// Everything that is one platform's. The analysis asks a platform through this protocol only;
/// defaults are the common case, each platform's file overrides what is its own.
protocol PlatformModel: Sendable {
    var unit: String { get }
    var defaultSizes: [Double] { get }
    /// The options that are this platform's (some also shape other platforms: `PlatformOption.platforms`).
    var options: [PlatformOption] { get }
    func pixelsPerUnit(scale: Double, options: PlatformOptions) -> Double
    /// The table whose values make the line box; nil where the font's values are not read.
    func metricsTable(_ options: PlatformOptions, _ metrics: VerticalMetrics) -> MetricsTable?
    /// One line's box, in the platform's unit.
    func lineBox(_ input: LineInput) -> LineBox
    /// The line in a view of a fixed height (docs/line-box-models.md, "A view of a fixed height").
    func lineBox(_ box: LineBox, inHeight height: Double, _ input: LineInput) -> LineBox
    var centresLineInFixedHeight: Bool { get }
    /// Android's Minikin puts half of the letter spacing before each cluster (frameworks/minikin
    /// `Layout.cpp`, H); the other platforms add it after (M).
    var spacingBeforeClusters: Bool { get }
    /// The width of a view sized to `content` (the line's advances and spacing).
    func width(content: Double, grid: PixelGrid) -> Double
    /// The sides of a view whose width is not the advances' (Android's ink bounds); nil for the usual.
    func inkBoundSides(
        content: Double, inkLeft: Double, inkRight: Double, grid: PixelGrid,
        options: PlatformOptions
    ) -> SideBox?
    /// Advice beyond padding for one set of fonts whose ink crosses the line box.
    func advise(_ advice: inout PlatformAdvice, _ context: AdviceContext)
    /// iOS's own fix: the smallest line height holding the top ink (a line height moves only the top).
    func topLineHeightFix(inkTop: Double, box: LineBox, grid: PixelGrid) -> (lineHeight: Double, multiple: Double)?
    /// Whether the `ceil(pointSize / 6)` habit is judged (iOS, where teams use it).
    var judgesHabit: Bool { get }
    /// Whether `--tall-scripts exempt` applies.
    var exemptsTallScripts: Bool { get }
    /// Whether ink beyond usWinAscent/usWinDescent is cut on this platform with these options.
    func cutsAtWinMetrics(_ options: PlatformOptions) -> Bool
    func pitch(_ lineBox: LineBox) -> Double?
    func safeLineHeight(_ result: SizeResult) -> Double?
    func noSafeLineHeight(fails: Bool) -> String
    func verticalFix(_ result: SizeResult) -> String
    func sideFix(_ padding: Edges) -> String
    func viewDescription(_ settings: AuditSettings) -> String
    func describedOptions(_ settings: AuditSettings) -> [OptionEntry]
    /// Whether the text view, as it is by default, cuts ink past its line box (issue 40).
    var defaultOverflow: ViewOverflow { get }
    /// What cuts the ink, or lets it spill, on this platform.
    func overflowDescription(_ overflow: ViewOverflow) -> String
}

extension PlatformModel {
    var options: [PlatformOption] { [] }
    func lineBox(_ box: LineBox, inHeight height: Double, _ input: LineInput) -> LineBox {
        // The line at the top: the view cuts at the line's own top and `height` below it.
        var fixed = box
        fixed.bottom = height - box.top
        return fixed
    }
    var centresLineInFixedHeight: Bool { false }
    var spacingBeforeClusters: Bool { false }
    var defaultOverflow: ViewOverflow { .hidden }
    func overflowDescription(_ overflow: ViewOverflow) -> String {
        overflow == .hidden ? "cut at the view's bounds" : "not cut (overflow visible)"
    }
    func inkBoundSides(
        content: Double, inkLeft: Double, inkRight: Double, grid: PixelGrid,
        options: PlatformOptions
    ) -> SideBox? { nil }
    func advise(_ advice: inout PlatformAdvice, _ context: AdviceContext) {}
    func topLineHeightFix(inkTop: Double, box: LineBox, grid: PixelGrid) -> (lineHeight: Double, multiple: Double)? {
        nil
    }
    var judgesHabit: Bool { false }
    var exemptsTallScripts: Bool { false }
    func cutsAtWinMetrics(_ options: PlatformOptions) -> Bool { false }
    func pitch(_ lineBox: LineBox) -> Double? { lineBox.lineHeight }
    func safeLineHeight(_ result: SizeResult) -> Double? { nil }
    func noSafeLineHeight(fails: Bool) -> String { "none" }
    /// Padding in the platform's unit, the fix every platform but GDI starts from.
    func padding(_ advice: PlatformAdvice) -> String {
        "padding \(NumberText.two(advice.padding.top)) / \(NumberText.two(advice.padding.bottom)) \(unit)"
    }
    func amounts(_ padding: Edges) -> String {
        "\(NumberText.two(padding.left)) / \(NumberText.two(padding.right)) \(unit)"
    }
}

/// One line to lay out: the font, the size and every setting its box depends on.
struct LineInput {
    var metrics: VerticalMetrics
    var postScriptName: String?
    var familyName: String?
    var size: Double
    var lineHeight: LineHeight
    var scale: Double
    var options: PlatformOptions
    /// The fallback fonts drawn on the line besides the audited one. Each platform's rule
    /// for a line that mixes fonts decides whether and how they widen the line.
    var fallbacks: [VerticalMetrics] = []
    /// A fixed view height (`AuditSettings.viewHeight`).
    var viewHeight: Double? = nil
    /// The view centres its text in that height (`AuditSettings.centredInHeight`).
    var centredInHeight = false
    /// The font's cap height in font units (`AuditInput.capHeight(size:)`), where a trimmed line
    /// box needs it.
    var capHeight: Double? = nil

    /// The line's box on `platform`, in a view of a fixed height when one is given.
    func box(on platform: Platform) -> LineBox {
        let model = platform.model
        let box = model.lineBox(self)
        guard let height = viewHeight else { return box }
        guard centredInHeight, !model.centresLineInFixedHeight else {
            return model.lineBox(box, inHeight: height, self)
        }
        // A TextView with gravity center_vertical offsets its layout by half the room, in whole
        // pixels, when the text is shorter than the view (`TextView.getVerticalOffset`, H).
        let pixels = platform.pixelsPerUnit(scale: scale, options: options)
        let room = height - box.top - box.bottom
        let offset = room > 0 ? (room / 2 * pixels + PixelGrid.tolerance).rounded(.down) / pixels : 0
        var fixed = box
        fixed.top = box.top + offset
        fixed.bottom = height - fixed.top
        return fixed
    }
}

/// What a platform's advice for one set of fonts is worked out from.
struct AdviceContext {
    var input: LineInput
    var box: LineBox
    /// Whether the set's ink crosses the line box's top or bottom.
    var clips: Bool
    /// How far the set's ink reaches above and below the baseline, in the platform's unit.
    var inkTop: Double
    var inkBottom: Double
    var grid: PixelGrid
    /// The set's highest and lowest ink in font units.
    var highest: Double?
    var lowest: Double?
}

/// Every option that shapes a line box, each platform's in its own group.
public struct PlatformOptions: Sendable, Equatable {
    /// Device pixels per dp (Android, Compose) or per logical pixel (Flutter).
    public var density: Double = 2.625
    /// Every platform's faint-ink threshold in device pixels at once (`--faint-ink`), instead of
    /// each platform's default.
    public var faintInkOverride: Double?
    public var ios = IOSOptions()
    /// Android's Paint and TextView options, which Compose and React Native on Android share.
    public var android = AndroidOptions()
    public var compose = ComposeOptions()
    public var web = WebOptions()
    public var flutter = FlutterOptions()
    public var reactNative = ReactNativeOptions()

    public init() {}

    /// How far past an edge, in device pixels, ink may reach and still be faint: a note, never an
    /// error (`Judgement`; docs/line-box-models.md, "Faint ink"). The web's is measured (it paints
    /// no pixel); the others' half a device pixel is argued (U): less than half of one pixel
    /// row's coverage, within the pixel rounding every platform's line box is known to.
    public func faintInk(on platform: Platform) -> Double {
        if let faintInkOverride { return faintInkOverride }
        return platform == .web ? web.faintInk : Self.faintInkDefault
    }

    /// The faint-ink threshold of every platform but the web, in device pixels.
    public static let faintInkDefault = 0.5

    /// Whether the platform draws glyphs hinted: only the web engines on Linux, unless hinting is none.
    public func drawsHinted(on platform: Platform) -> Bool { platform == .web && web.drawsHinted }
}

/// One option a report shows, as the CLI spells it: the JSON `options` object is these, in order.
public struct OptionEntry: Sendable, Equatable {
    public var key: String
    public var value: OptionValue
    public init(_ key: String, _ value: OptionValue) {
        self.key = key
        self.value = value
    }
}

public indirect enum OptionValue: Sendable, Equatable {
    case number(Double?)
    case text(String?)
    case flag(Bool)
    /// A group of options, or null when the feature is off.
    case group([OptionEntry]?)
}

/// A command-line option that shapes line boxes, declared once with its platforms: parsing,
/// `--help`, the value list and the default all come from here.
public struct PlatformOption: Sendable {
    public let name: String
    public let valueName: String
    public let help: String
    /// The platforms whose line box it shapes: given for none a run checks, it is a usage error.
    public let platforms: [Platform]
    /// What a valid value is, for the error message.
    public let expected: String
    private let apply: @Sendable (String, inout PlatformOptions) -> OptionProblem?

    init(
        _ name: String, valueName: String, help: String, platforms: [Platform], expected: String,
        apply: @escaping @Sendable (String, inout PlatformOptions) -> OptionProblem?
    ) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.platforms = platforms
        self.expected = expected
        self.apply = apply
    }

    /// Sets the option from its text, or says why it cannot. Options are parsed in the order
    /// `Platform.options` lists them, whatever the order given.
    public func parse(_ text: String, into options: inout PlatformOptions) -> OptionProblem? { apply(text, &options) }

    /// One of an enum's cases; the value list and the default come from the enum.
    static func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ field: WritableKeyPath<PlatformOptions, T> & Sendable, help: String, platforms: [Platform],
        valueName: String? = nil
    ) -> PlatformOption where T.RawValue == String {
        let values = T.allCases.map(\.rawValue)
        return PlatformOption(
            name, valueName: valueName ?? values.joined(separator: "|"),
            help: help + " Default \(PlatformOptions()[keyPath: field].rawValue).", platforms: platforms,
            expected: values.joined(separator: " or ")
        ) { text, options in
            guard let value = T(rawValue: text) else { return .invalid }
            options[keyPath: field] = value
            return nil
        }
    }

    /// on or off; the default comes from `PlatformOptions()` unless `defaultText` says it depends.
    static func flag(
        _ name: String, _ field: WritableKeyPath<PlatformOptions, Bool> & Sendable, help: String,
        platforms: [Platform]
    ) -> PlatformOption {
        let defaultText = PlatformOptions()[keyPath: field] ? "on" : "off"
        return optionalFlag(name, help: help + " Default \(defaultText).", platforms: platforms) { options, value in
            options[keyPath: field] = value
        }
    }

    static func optionalFlag(
        _ name: String, help: String, platforms: [Platform],
        set: @escaping @Sendable (inout PlatformOptions, Bool) -> Void
    ) -> PlatformOption {
        PlatformOption(name, valueName: "on|off", help: help, platforms: platforms, expected: "on or off") {
            text, options in
            guard let value = ["on": true, "off": false, "true": true, "false": false][text] else { return .invalid }
            set(&options, value)
            return nil
        }
    }

    /// A number within `range`.
    static func number(
        _ name: String, valueName: String, help: String, platforms: [Platform], range: ClosedRange<Double>,
        expected: String, set: @escaping @Sendable (inout PlatformOptions, Double) -> OptionProblem?
    ) -> PlatformOption {
        PlatformOption(name, valueName: valueName, help: help, platforms: platforms, expected: expected) {
            text, options in
            guard let value = Double(text), value.isFinite, range.contains(value) else { return .invalid }
            return set(&options, value)
        }
    }
}

/// Why a platform option's value was not taken.
public enum OptionProblem: Sendable, Equatable {
    /// Not one of the values `PlatformOption.expected` describes.
    case invalid
    /// A valid value that needs another option first (the message says which).
    case needs(String)
}
