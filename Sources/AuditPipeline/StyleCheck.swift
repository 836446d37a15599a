import DesignTokens
import FontReading
import FontValues
import Foundation
import InputFiles
import LineBoxAnalysis
import TextSources

/// One text style to check, as a design token or a scanned usage declares it: its fonts, size,
/// line height and letter spacing, the characters or texts it shows, and the view it is drawn in.
public struct CheckedStyle: Sendable, Hashable {
    /// Font families in fallback order, and the weight asked of them.
    public var fontFamilies: [String]
    public var fontWeight: FontWeight
    /// A variable font's axes the style sets, drawn pinned to the font's ranges (`VariationRequest.
    /// pinnedAxes`); empty: the instance the font resolves to.
    public var axes: [AxisValue] = []
    /// Font size in the platform's unit (points, dp, px).
    public var fontSize: Double
    public var lineHeight: TokenLineHeight
    /// Letter spacing as written (carried into reports), and as the sides are checked with.
    public var letterSpacing: String?
    public var spacing: LetterSpacing = .none
    /// The characters or texts to check it on, instead of the check's (`CharacterOverride`).
    public var characters: CharacterOverride?
    /// The iOS text style whose Dynamic Type curve the font follows (`TypographyToken.textStyle`).
    public var textStyle: String?
    /// A fixed view height in the platform's unit (scan: a height constraint, `layout_height`, CSS
    /// `height`), the line centred or top-aligned in it as the check's settings say.
    public var viewHeight: Double?
    /// What declares it, where: the names of its own texts (`"body text 1"`), and the file its
    /// catalogs are named relative to.
    public var name: String
    public var file: String
    public var line: Int

    public init(
        name: String, file: String, line: Int, fontFamilies: [String], fontWeight: FontWeight, fontSize: Double,
        lineHeight: TokenLineHeight
    ) {
        self.name = name
        self.file = file
        self.line = line
        self.fontFamilies = fontFamilies
        self.fontWeight = fontWeight
        self.fontSize = fontSize
        self.lineHeight = lineHeight
    }

    /// A design token's style.
    public init(_ token: TypographyToken) {
        self.init(
            name: token.path, file: token.file, line: token.line, fontFamilies: token.fontFamilies,
            fontWeight: token.fontWeight, fontSize: token.fontSize, lineHeight: token.lineHeight)
        letterSpacing = token.letterSpacing
        spacing = token.spacing
        characters = token.characters
        textStyle = token.textStyle
    }
}

/// One style's check on one platform: the font it resolved to, its measurement and audit, or why
/// it could not be checked.
public struct StyleCheck: Sendable {
    public var platform: Platform
    public var characters: CharacterChoice
    public var resolution: FontResolution?
    /// The fonts that draw what the style's font lacks in a strings check, in order: its other
    /// families, then `--fallback` files. The strings' glyphs index `[resolution] + fallbacks`.
    public var fallbacks: [FontResolution] = []
    public var face: FaceInfo?
    public var metrics: VerticalMetrics?
    public var measurement: GlyphMeasurement?
    /// In a strings check, the strings as shaped in the style's font; the audit's glyph ids are
    /// indices into it.
    public var strings: [MeasuredString]?
    public var audit: FontAudit?
    /// The outlines of the audit's worst items, when the check draws them (`CheckSettings.drawing`).
    public var outlines: [AuditItem: GlyphOutline] = [:]
    public var error: String?
    /// Why the style was not checked though nothing is wrong with it (its families are all
    /// generic: the platform's choice): a note, never a pass or an error (`CheckOutcome.unchecked`).
    public var unresolved: String?
    /// The text size setting `audit` is at (`CheckSettings.textSizes`): the smallest that cuts a
    /// style that passes at its declared size; nil for the declared size.
    public var textSize: TextSize?

    public init(platform: Platform, characters: CharacterChoice, error: String? = nil) {
        self.platform = platform
        self.characters = characters
        self.error = error
    }

    public var verdict: TokenVerdict {
        if error != nil { return .error }
        return audit?.fails == true ? .clip : .pass
    }

    /// The gravest finding: a style that could not be checked is an error, a clip a baseline
    /// accepts a note, and so is a finding `suppressions` turn off.
    public func severity(baselined: Bool, suppressions: [Suppression] = []) -> Severity? {
        if error != nil { return .error }
        if baselined { return .note }
        guard !suppressions.isEmpty, let audit else { return audit?.severity }
        return audit.rulings.map { ruling in
            suppressions.contains { $0.suppresses(ruling.rule) } ? Rule.suppressed.severity : ruling.severity
        }.max()
    }

    /// The verdict once `suppressions` turn their rules off: a clip none of whose errors is left passes.
    public func verdict(suppressions: [Suppression]) -> TokenVerdict {
        guard verdict == .clip, !suppressions.isEmpty, let audit else { return verdict }
        let left = audit.rulings.contains { ruling in
            ruling.severity == .error && !suppressions.contains { $0.suppresses(ruling.rule) }
        }
        return left ? .clip : .pass
    }

    /// The verdict at the style's one size.
    public var result: SizeResult? { audit?.results.first }

    /// The smallest line height (in the platform's unit) at which nothing clips, where one
    /// exists (`Platform.safeLineHeight`).
    public var safeLineHeight: Double? { result.flatMap(platform.safeLineHeight) }
}

/// Resolves each style's font, measures it and puts it in each platform's line box: the one path
/// `inkbox check`'s tokens and `inkbox scan`'s usages are checked by.
public enum StyleChecker {
    /// Each style's checks, one per platform of `settings`, in order.
    public static func check(_ styles: [CheckedStyle], fonts: FontIndex, settings: CheckSettings) -> [[StyleCheck]] {
        var memo = CheckMemo()
        return check(styles, fonts: fonts, settings: settings, memo: &memo)
    }

    /// Each style's checks, with what earlier checks of the run opened, read and measured (`memo`).
    public static func check(
        _ styles: [CheckedStyle], fonts: FontIndex, settings: CheckSettings, memo: inout CheckMemo
    ) -> [[StyleCheck]] {
        memo.start(settings)
        let options = MeasureOptions.needed(
            by: settings.platforms.map { settings.audit(platform: $0, size: 1, lineHeight: .natural) },
            drawing: settings.drawing)
        return styles.map { style -> [StyleCheck] in
            var characters = settings.characters
            var strings = settings.strings
            var stringsKey: [[String]] = []
            switch style.characters {
            case .set(let name)?:
                characters = CharacterSetName(rawValue: name).map(CharacterChoice.named) ?? settings.characters
            case .chars(let text)?: characters = .text(text)
            case .languages(let codes)?: characters = .languages(codes)
            case .strings(let files, let texts)?:
                let loaded =
                    memo.catalogs[[style.file] + files]
                    ?? Self.loadCatalogs(files, namedIn: style.file, root: settings.root)
                memo.catalogs[[style.file] + files] = loaded
                let own = texts.enumerated().map {
                    LocalizedString(
                        text: $0.element.text, language: $0.element.language, source: style.file,
                        key: "\(style.name) text \($0.offset + 1)", line: style.line)
                }
                switch loaded.flatMap({ read in
                    Result { () throws(StringSourceError) in
                        try StringSources.checkLengths(own)
                        return own + read
                    }
                }) {
                case .success(let read):
                    strings = read
                    stringsKey = [files, texts.map { ($0.language ?? "") + "\u{0}" + $0.text }]
                case .failure(let failure):
                    return settings.platforms.map {
                        StyleCheck(platform: $0, characters: characters, error: failure.description)
                    }
                }
            case nil: break
            }
            let blank = settings.platforms.map { StyleCheck(platform: $0, characters: characters) }
            let resolution: FontResolution
            switch fonts.resolve(families: style.fontFamilies, weight: style.fontWeight) {
            case .failure(let failure):
                return blank.map {
                    var outcome = $0
                    if failure.genericOnly {
                        outcome.unresolved = failure.message
                    } else {
                        outcome.error = failure.message
                    }
                    return outcome
                }
            case .success(var found):
                if !style.axes.isEmpty { found.variation = .pinnedAxes(style.axes) }
                resolution = found
            }
            // The style's other families, then --fallback files, draw what its font lacks.
            let chain =
                fonts.resolveChain(families: style.fontFamilies, weight: style.fontWeight).filter {
                    ($0.file, $0.faceIndex, $0.variation) != (
                        resolution.file, resolution.faceIndex, resolution.variation
                    )
                }
                + settings.fallbacks.map {
                    FontResolution(file: $0, faceIndex: 0, variation: .defaultInstance, matched: "--fallback")
                }
            let key = MeasureKey(
                faces: ([resolution] + chain).map {
                    MeasureKey.Face(file: $0.file, index: $0.faceIndex, variation: $0.variation)
                },
                characters: characters, strings: stringsKey, layouts: options.layouts, placements: options.placements)
            let measured: Result<MeasuredFace, FontReadingError>
            if let known = memo.measured[key] {
                measured = known
            } else {
                measured = Self.measure(
                    resolution, fallbacks: chain, characters: characters, strings: strings,
                    features: settings.features, options: options, faces: &memo.faces)
                memo.measured[key] = measured
            }
            return blank.map { blankOutcome in
                var outcome = blankOutcome
                outcome.resolution = resolution
                outcome.fallbacks = chain
                switch measured {
                case .failure(let failure):
                    // Text the font draws none of (an emoji alone) is a fallback font's on a
                    // device: not the style's to check, and never a pass. So are characters it
                    // maps none of: an icon font's text is its own code points (a CSS `content`,
                    // a ligature), not the languages' letters.
                    if case .nothingShaped(_, _, let missing) = failure, missing > 0 {
                        outcome.unresolved = failure.description
                    } else if case .nothingMeasurable(_, let asked, let missing) = failure, missing == asked {
                        outcome.unresolved =
                            failure.description
                            + " (it maps none of the characters checked: an icon font, or another script's)"
                    } else {
                        outcome.error = failure.description
                    }
                case .success(let font):
                    outcome.face = font.face.info
                    outcome.metrics = font.face.metrics
                    outcome.measurement = font.measurement
                    outcome.strings = font.strings
                    do throws(FontReadingError) {
                        try audit(style, in: font, settings: settings, into: &outcome)
                    } catch {
                        outcome.error = error.description
                    }
                }
                return outcome
            }
        }
    }

    /// The style's audit on the outcome's platform: at its size, then, passing there, at each text
    /// size setting, smallest first, until one cuts.
    private static func audit(
        _ style: CheckedStyle, in font: MeasuredFace, settings: CheckSettings, into outcome: inout StyleCheck
    ) throws(FontReadingError) {
        let lineHeight: LineHeight
        switch style.lineHeight {
        case .normal: lineHeight = .natural
        case .multiplier(let factor): lineHeight = .fixed(factor * style.fontSize)
        case .platformMultiple(let factor): lineHeight = .multiple(factor)
        case .fixed(let points): lineHeight = .fixed(points)
        }
        var declared = settings.audit(
            platform: outcome.platform, size: style.fontSize, lineHeight: lineHeight,
            letterSpacing: style.spacing, viewHeight: style.viewHeight)
        // A text that is known shows its characters, shipped often or not.
        if font.strings != nil { declared.shownCharacters = nil }
        var audit = try AuditPipeline.audit(font, declared)
        // A style naming its text style follows that style's Dynamic Type curve (where the
        // platform follows a style's: `TextSize.on`).
        let textStyle = style.textStyle.flatMap(TextStyle.init(rawValue:))
        let larger = settings.textSizes.filter { $0.applies(to: outcome.platform) }.map {
            var textSize = $0
            if let textStyle, case .contentSize(let category, _) = textSize {
                textSize = .contentSize(category, style: textStyle)
            }
            return textSize.on(outcome.platform)
        }
        var sizes = declared.drawn(at: larger, lineHeightScales: settings.lineHeightScales)
        if case .multiplier(let factor) = style.lineHeight {
            // A multiple of the size is one of the size drawn: 1.5 x 24 px at font scale 2, not
            // 18 sp through the non-linear curve.
            for index in sizes.indices {
                sizes[index].lineHeight = .fixed(factor * (sizes[index].sizes.first ?? style.fontSize))
            }
        }
        for drawn in sizes where !audit.fails {
            let scaled = try AuditPipeline.audit(font, drawn)
            if scaled.fails {
                audit = scaled
                outcome.textSize = drawn.textSize
            }
        }
        outcome.audit = audit
        if settings.drawing { outcome.outlines = try AuditPipeline.outlines(font, for: [audit]) }
    }
}

extension StyleChecker {
    /// A style's face (and fallback chain) opened and measured on its characters or strings.
    static func measure(
        _ resolution: FontResolution, fallbacks chain: [FontResolution], characters: CharacterChoice,
        strings: [LocalizedString]?, features: [String], options: MeasureOptions, faces: inout OpenFaces
    ) -> Result<MeasuredFace, FontReadingError> {
        do throws(FontReadingError) {
            let face = try faces.open(resolution)
            guard let strings else { return .success(try AuditPipeline.measure(face, .characters(characters))) }
            var fallbacks: [FontFace] = []
            for font in chain { fallbacks.append(try faces.open(font)) }
            return .success(
                try AuditPipeline.measure(
                    face, .strings(strings, features: features), fallbacks: fallbacks, options: options))
        } catch {
            return .failure(error)
        }
    }
}

extension StyleChecker {
    /// Every string of a style's own catalogs, or the first catalog that cannot be read. Each
    /// path is resolved against the token file's folder and must stay inside `root` (the current
    /// directory when nil), through symbolic links, and be a regular file: a token file written
    /// by a stranger cannot make inkbox read, and print, `/etc/passwd` or `/proc/self/environ`.
    static func loadCatalogs(
        _ files: [String], namedIn tokenFile: String,
        root: ProjectRoot?
    ) -> Result<[LocalizedString], StringSourceError> {
        var strings: [LocalizedString] = []
        for file in files {
            let path: String
            do throws(InputFileError) {
                let folder: ProjectRoot
                if let root {
                    folder = root
                } else {
                    folder = try ProjectRoot(FileManager.default.currentDirectoryPath)
                }
                path = try folder.confine(file, namedIn: tokenFile)
            } catch {
                return .failure(StringSourceError(file: error.path, line: nil, message: error.reason))
            }
            let read = StringSources.read(path, language: nil)
            if let error = read.errors.first { return .failure(error) }
            strings += read.strings
        }
        return .success(strings)
    }
}

/// The faces one check has opened, by file, index and variation, each with what opening it
/// threw: a face is opened (its file read and its tables checked) once for every style drawn in it.
struct OpenFaces {
    private var opened: [MeasureKey.Face: Result<FontFace, FontReadingError>] = [:]

    mutating func open(_ font: FontResolution) throws(FontReadingError) -> FontFace {
        let key = MeasureKey.Face(file: font.file, index: font.faceIndex, variation: font.variation)
        let result =
            opened[key]
            ?? Result { () throws(FontReadingError) in
                try FontFace(path: font.file, faceIndex: font.faceIndex, variation: font.variation)
            }
        opened[key] = result
        return try result.get()
    }
}

/// What one measurement of a style's fonts depends on: the faces drawn (the style's, then its
/// fallbacks), the characters, the string files and texts shaped, and what the audits need kept
/// (`MeasureOptions`); the check's own strings and features are the memo's (`CheckMemo`).
struct MeasureKey: Hashable {
    struct Face: Hashable {
        var file: String
        var index: Int
        var variation: VariationRequest
    }

    var faces: [Face]
    var characters: CharacterChoice
    var strings: [[String]]
    var layouts: Bool
    var placements: Bool
}

/// What the checks of one run share: each face opened (its file read and its tables checked),
/// each catalog read, and each face measured on the same characters or texts once for all the
/// styles that draw it. An app's texts are hundreds of styles of one font, and a scan checks each
/// platform's usages apart (React Native's iOS and Android usages shape the same texts in the
/// same faces). A check whose settings measure differently (their strings, features or root)
/// starts it afresh.
public struct CheckMemo {
    fileprivate var faces = OpenFaces()
    fileprivate var catalogs: [[String]: Result<[LocalizedString], StringSourceError>] = [:]
    fileprivate var measured: [MeasureKey: Result<MeasuredFace, FontReadingError>] = [:]
    private var basis: Basis?

    /// What measuring reads of a check's settings, beside a measurement's key.
    private struct Basis: Equatable {
        var strings: [LocalizedString]?
        var features: [String]
        var root: ProjectRoot?
    }

    public init() {}

    fileprivate mutating func start(_ settings: CheckSettings) {
        let basis = Basis(strings: settings.strings, features: settings.features, root: settings.root)
        if basis != self.basis { self = CheckMemo() }
        self.basis = basis
    }
}

@available(*, unavailable)
extension CheckMemo: Sendable {}
