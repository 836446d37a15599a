import FontValues

/// What to audit: one platform, a list of sizes, a line height, a screen scale.
public struct AuditSettings: Sendable, Equatable {
    public var platform: Platform = .ios
    /// What shapes the platform's line box (placement, density, engine...).
    public var options = PlatformOptions()
    /// Sizes in the platform's unit (pt, dp or px).
    public var sizes: [Double]
    /// A fixed line height in the platform's unit, or a multiple in the platform's own sense:
    /// of the natural line height on iOS (`lineHeightMultiple`) and Android
    /// (`lineSpacingMultiplier`), of the font size on Compose (`em`), the web (unitless
    /// `line-height`) and Flutter (`TextStyle.height`).
    public var lineHeight: LineHeight
    /// Device pixels per point on iOS: 1, 2 or 3.
    public var scale: Double
    /// Overflow up to this many device pixels does not count at all (`--tolerance`); faint ink,
    /// past an edge by no more than `options.faintInk(on:)`, counts as a note (`Judgement`).
    public var tolerancePixels: Double
    /// Lines in the label: from 2, collisions between consecutive lines are reported. With a
    /// wrap width, the most lines drawn.
    public var lines = 1
    /// Wrap each string at this width (the platform's unit) instead: the first line's top and
    /// the last drawn line's bottom can clip, and collisions are found between the string's own
    /// consecutive lines where their ink shares horizontal extent.
    public var wrapWidth: Double?
    public var tallScripts: TallScriptAssumption
    /// Which edges count: the line box's top and bottom, the view's sides, or all four.
    public var edges: AuditedEdges = .all
    /// A view of this fixed height in the platform's unit (a height constraint, `layout_height`,
    /// CSS `height`), or nil for a view as tall as its line. The line sits in it by the
    /// platform's rule (`PlatformModel.lineBox(_:inHeight:_:)`).
    public var viewHeight: Double?
    /// The view centres its text vertically in `viewHeight` (an Android TextView's
    /// `gravity="center"` or `center_vertical`); UILabel always does.
    public var centredInHeight = false
    /// Letter spacing added to every cluster (tokens' `letterSpacing`): it widens the view and
    /// moves the ink of later clusters. Not applied to wrapped lines (`wrapWidth`).
    public var letterSpacing: LetterSpacing = .none
    /// How wide the view is against its text at each side: whether ink past it is cut
    /// (`Judgement`). A wrap width is the view's: its sides hug the wrapped lines.
    public var viewSides: ViewSides = .unstated
    /// Whether the view cuts ink past its line box (`ViewOverflow`); nil for the platform's own
    /// text view as it is by default (`Platform.defaultOverflow`), which reports say they assumed.
    public var overflow: ViewOverflow?
    /// The padding between the line box and the edge that cuts, in the platform's unit (a CSS box's
    /// padding under `overflow: hidden`, an Android TextView's padding).
    public var padding: Edges = .zero
    /// The characters the product's own strings hold, where the text drawn is not known (an app's
    /// `Localizable.strings`, `strings.xml`): a character outside them that its view would cut is
    /// cut only in text the product does not ship (a name, what users type), `Rule.unshipped`, a
    /// warning. Nil: every character counts as shown.
    public var shownCharacters: Set<Unicode.Scalar>?
    /// The rules whose findings are made (`--select`, `--ignore`): an item judged under another is
    /// not listed, lines that collide are not unless `collides` is on.
    public var rules = RuleSelection.all
    /// The user's text size the sizes are drawn at (`drawn(at:lineHeightScales:)`): nil for the
    /// sizes as declared.
    public var textSize: TextSize?
    /// With a text size, the sizes as the source declares them, one per drawn size in `sizes`.
    public var declaredSizes: [Double]?

    /// The platform as reports name it: `web` with its engine unless that is chrome-linux, the
    /// default (`--engine all` audits each engine as its own platform), and the text size it is
    /// drawn at (`ios AX5`, `android font scale 2`).
    public var platformLabel: String {
        let name =
            platform == .web && options.web.engine != .chromeLinux
            ? "web \(options.web.engine.rawValue)" : platform.rawValue
        return textSize.map { "\(name) \($0.label)" } ?? name
    }

    /// The size a source declares for the drawn size `size` (itself without a text size).
    public func declaredSize(of size: Double) -> Double {
        guard let declaredSizes, let index = sizes.firstIndex(of: size), declaredSizes.indices.contains(index) else {
            return size
        }
        return declaredSizes[index]
    }

    /// Whether the view cuts: as declared, else the platform's text view's default.
    public var cutsOverflow: ViewOverflow { overflow ?? platform.defaultOverflow }

    /// How this audit judges an overflow at one size: faint ink in the platform's unit, whether the
    /// view cuts, and the padding before the cut.
    public var judgement: Judgement {
        let pixels = platform.pixelsPerUnit(scale: scale, options: options)
        return Judgement(
            faint: options.faintInk(on: platform) / pixels, sides: wrapWidth != nil ? .hugs : viewSides,
            overflow: cutsOverflow, room: padding, levels: rules.levels)
    }

    /// The pixel sizes at which glyphs must be measured hinted, by audited size: only the web
    /// engines on Linux draw hinted glyphs. Callers measure these with
    /// `FontFace.hinted(_:pixelSize:hinting:)` and `hinting`, and pass them to the auditor.
    public var hintedPixelSizes: [Double: Double] {
        guard options.drawsHinted(on: platform) else { return [:] }
        return Dictionary(
            sizes.map { ($0, $0 * options.web.devicePixelRatio) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether the line box needs the font's cap height, which the caller measures as
    /// `AuditInput.letterHTops` where OS/2 gives none: a web line trimmed to it (`text-box`).
    public var trimsToCapHeight: Bool {
        platform == .web && options.web.engine.trimsTextBox && options.web.textBox.over == .cap
    }

    /// How the glyphs at `hintedPixelSizes` are hinted.
    public var hinting: GlyphHinting { options.web.hinting == .full ? .full : .light }

    /// The iOS text-style sizes (Dynamic Type "Large"): caption2 11 through largeTitle 34.
    public static let iOSTextStyleSizes: [Double] = [11, 12, 13, 15, 16, 17, 20, 22, 28, 34]

    public init(
        sizes: [Double] = Self.iOSTextStyleSizes, lineHeight: LineHeight = .natural, scale: Double = 3,
        tolerancePixels: Double = 0, tallScripts: TallScriptAssumption = .clip
    ) {
        self.sizes = sizes
        self.lineHeight = lineHeight
        self.scale = scale
        self.tolerancePixels = tolerancePixels
        self.tallScripts = tallScripts
    }
}

/// Unconfirmed (U in `docs/line-box-models.md`): for strings containing characters of CoreText's
/// "excessive line height" set (Thai, Arabic, Devanagari and similar scripts; the exact set
/// is not known), UILabel adds an outset content layer when masksToBounds is off.
public enum TallScriptAssumption: String, CaseIterable, Sendable {
    /// Treat those characters like any other: their overflow is reported (the safe choice).
    case clip
    /// Assume they get the outset: their overflow is not counted as clipped.
    case exempt

    /// Scripts that UILabel is believed to give extra room (an approximation of CoreText's set).
    static let scriptRanges: [ClosedRange<UInt32>] = [
        0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF,  // Arabic
        0x0900...0x0DFF,  // Devanagari through Sinhala
        0x0E00...0x0EFF,  // Thai, Lao
        0x0F00...0x0FFF,  // Tibetan
        0x1000...0x109F,  // Myanmar
        0x1780...0x17FF,  // Khmer
        0xFB50...0xFDFF, 0xFE70...0xFEFF,  // Arabic presentation forms
    ]

    func isExempt(_ character: Unicode.Scalar?) -> Bool {
        guard self == .exempt, let value = character?.value else { return false }
        return Self.scriptRanges.contains { $0.contains(value) }
    }
}
