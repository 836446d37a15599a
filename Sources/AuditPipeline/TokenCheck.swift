import DesignTokens
import FontReading
import FontValues
import Foundation
import InputFiles
import LineBoxAnalysis
import TextSources

/// What every token is checked with, unless the token says otherwise.
public struct CheckSettings: Sendable, Equatable {
    public var characters: CharacterChoice
    public var platforms: [Platform]
    public var options: PlatformOptions
    public var scale: Double
    public var tolerancePixels: Double
    public var tallScripts: TallScriptAssumption
    /// Which edges count (`--edges`).
    public var edges: AuditedEdges = .all
    /// Strings to shape in each token's font instead of its characters (`--strings`, `--text`).
    public var strings: [LocalizedString]?
    /// The user's text size settings each token is also checked at, smallest first, on the
    /// platforms each applies to (`TextSize.applies(to:)`): a token that passes at its size is
    /// reported at the first of them that cuts (`TokenCheckResult.textSize`).
    public var textSizes: [TextSize] = []
    /// A fixed line height scales with the text size (an sp line height; a token's multiplier
    /// always does); otherwise it stays, as an iOS `minimumLineHeight` in points does.
    public var lineHeightScales = false
    /// The Android API level whose font scales and scaling `scan` checks an sp size at (`--api`).
    public var androidAPI = FontScale.nonlinearAPI
    public var features: [String] = []
    /// Font files that draw the characters a token's font lacks, in order (`--fallback`).
    public var fallbacks: [String] = []
    /// Fetch the outlines of each audit's worst items, to draw them (an HTML report).
    public var drawing = false
    /// Lines drawn, and the width strings wrap at (`AuditSettings.lines`, `wrapWidth`).
    public var lines = 1
    public var wrapWidth: Double?
    /// How wide each token's view is against its text (`--width hug`).
    public var viewSides: ViewSides = .unstated
    /// The view centres its line in a token's fixed height (`AuditSettings.centredInHeight`).
    public var centredInHeight = false
    /// Whether each token's view cuts ink past its line box (`--overflow`; nil: the platform's default
    /// text view's), and the padding before the cut.
    public var overflow: ViewOverflow?
    public var padding: Edges = .zero
    /// The folder that catalogs named inside token files must stay in (`--root`); nil is the
    /// current directory.
    public var root: ProjectRoot?

    /// The audit settings for one token on one platform.
    func audit(
        platform: Platform, size: Double, lineHeight: LineHeight, letterSpacing: LetterSpacing = .none,
        viewHeight: Double? = nil
    ) -> AuditSettings {
        var audit = AuditSettings(
            sizes: [size], lineHeight: lineHeight, scale: scale, tolerancePixels: tolerancePixels,
            tallScripts: tallScripts)
        audit.platform = platform
        audit.options = options
        audit.lines = lines
        audit.wrapWidth = wrapWidth
        audit.viewHeight = viewHeight
        audit.edges = edges
        audit.letterSpacing = letterSpacing
        audit.viewSides = viewSides
        audit.overflow = overflow
        audit.padding = padding
        audit.centredInHeight = centredInHeight
        return audit
    }

    public init(
        characters: CharacterChoice = .named(.auto), platforms: [Platform] = [.ios],
        options: PlatformOptions = PlatformOptions(), scale: Double = 3, tolerancePixels: Double = 0,
        tallScripts: TallScriptAssumption = .clip
    ) {
        self.characters = characters
        self.platforms = platforms
        self.options = options
        self.scale = scale
        self.tolerancePixels = tolerancePixels
        self.tallScripts = tallScripts
    }
}

public enum TokenVerdict: String, Sendable {
    case pass, clip, error
}

/// One token's check on one platform, or why it could not be checked.
public struct TokenCheckResult: Sendable {
    /// The token's dot path, file and 1-based line.
    public var path: String
    public var file: String
    public var line: Int?
    /// Nil when the token itself could not be read (a broken reference, a bad value).
    public var token: TypographyToken?
    public var platform: Platform
    public var characters: CharacterChoice
    public var resolution: FontResolution?
    /// The fonts that draw what the token's font lacks in a strings check, in order: its other
    /// families, then `--fallback` files. The strings' glyphs index `[resolution] + fallbacks`.
    public var fallbacks: [FontResolution] = []
    public var face: FaceInfo?
    public var metrics: VerticalMetrics?
    public var measurement: GlyphMeasurement?
    /// In a strings check, the strings as shaped in the token's font; the audit's glyph ids
    /// are indices into it.
    public var strings: [MeasuredString]?
    public var audit: FontAudit?
    /// The outlines of the audit's worst items, when the check draws them (`CheckSettings.drawing`).
    public var outlines: [AuditItem: GlyphOutline] = [:]
    public var error: String?
    /// Why the token was not checked though nothing is wrong with it (its families are all
    /// generic: the platform's choice): a note, never a pass or an error (`CheckOutcome.unchecked`).
    public var unresolved: String?
    /// True when a baseline accepts this token's clipping.
    public var baselined = false
    /// The text size setting `audit` is at (`CheckSettings.textSizes`): the smallest that cuts a
    /// token that passes at its declared size; nil for the declared size.
    public var textSize: TextSize?
    /// The overflow a baseline entry accepted for this token, when one names it: a token that
    /// clips more fails, and its message says by how much.
    public var acceptedOverflow: Edges?

    public var verdict: TokenVerdict {
        if error != nil { return .error }
        return audit?.fails == true ? .clip : .pass
    }

    /// The gravest finding: an unreadable token is an error, a clip a baseline accepts a note.
    public var severity: Severity? {
        if error != nil { return .error }
        if baselined { return .note }
        return audit?.severity
    }

    /// The verdict at the token's one size.
    public var result: SizeResult? { audit?.results.first }

    /// The smallest line height (in the platform's unit) at which nothing clips, where one
    /// exists (`Platform.safeLineHeight`).
    public var safeLineHeight: Double? { result.flatMap(platform.safeLineHeight) }
}

/// Resolves each token's font, measures it and puts it in each platform's line box.
public enum TokenChecker {
    /// Checks every token of a set; tokens that could not be read become error results, in
    /// file order with the others.
    public static func check(_ set: TokenSet, fonts: FontIndex, settings: CheckSettings) -> [TokenCheckResult] {
        var results = check(set.tokens, fonts: fonts, settings: settings)
        for error in set.errors {
            guard let path = error.path else { continue }
            for platform in settings.platforms {
                results.append(
                    TokenCheckResult(
                        path: path, file: error.file, line: error.line, token: nil, platform: platform,
                        characters: settings.characters, error: error.message))
            }
        }
        return results.sorted { ($0.file, $0.line ?? 0, $0.path) < ($1.file, $1.line ?? 0, $1.path) }
    }

    public static func check(_ tokens: [TypographyToken], fonts: FontIndex, settings: CheckSettings)
        -> [TokenCheckResult]
    {
        var cache: [MeasureKey: Result<MeasuredFace, FontReadingError>] = [:]
        var catalogs: [[String]: Result<[LocalizedString], StringSourceError>] = [:]
        return tokens.flatMap { token -> [TokenCheckResult] in
            var characters = settings.characters
            var strings = settings.strings
            var stringsKey: [[String]] = []
            switch token.characters {
            case .set(let name)?:
                characters = CharacterSetName(rawValue: name).map(CharacterChoice.named) ?? settings.characters
            case .chars(let text)?: characters = .text(text)
            case .languages(let codes)?: characters = .languages(codes)
            case .strings(let files, let texts)?:
                let loaded =
                    catalogs[[token.file] + files] ?? Self.loadCatalogs(files, namedIn: token.file, root: settings.root)
                catalogs[[token.file] + files] = loaded
                let own = texts.enumerated().map {
                    LocalizedString(
                        text: $0.element.text, language: $0.element.language, source: token.file,
                        key: "\(token.path) text \($0.offset + 1)",
                        line: token.line)
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
                        var outcome = TokenCheckResult(
                            path: token.path, file: token.file, line: token.line, token: token,
                            platform: $0, characters: characters)
                        outcome.error = failure.description
                        return outcome
                    }
                }
            case nil: break
            }
            let blank = settings.platforms.map {
                TokenCheckResult(
                    path: token.path, file: token.file, line: token.line, token: token, platform: $0,
                    characters: characters)
            }
            let resolution: FontResolution
            switch fonts.resolve(families: token.fontFamilies, weight: token.fontWeight) {
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
            case .success(let found):
                resolution = found
            }
            // The token's other families, then --fallback files, draw what its font lacks.
            let chain =
                fonts.resolveChain(families: token.fontFamilies, weight: token.fontWeight).filter {
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
                characters: characters, strings: stringsKey)
            let measured =
                cache[key]
                ?? Self.measure(
                    resolution, fallbacks: chain, characters: characters, strings: strings,
                    settings: settings)
            cache[key] = measured
            let lineHeight: LineHeight
            switch token.lineHeight {
            case .normal: lineHeight = .natural
            case .multiplier(let factor): lineHeight = .fixed(factor * token.fontSize)
            case .platformMultiple(let factor): lineHeight = .multiple(factor)
            case .fixed(let points): lineHeight = .fixed(points)
            }
            return blank.map { blankOutcome in
                var outcome = blankOutcome
                outcome.resolution = resolution
                outcome.fallbacks = chain
                switch measured {
                case .failure(let failure):
                    outcome.error = failure.description
                case .success(let font):
                    outcome.face = font.face.info
                    outcome.metrics = font.face.metrics
                    outcome.measurement = font.measurement
                    outcome.strings = font.strings
                    do throws(FontReadingError) {
                        let declared = settings.audit(
                            platform: outcome.platform, size: token.fontSize, lineHeight: lineHeight,
                            letterSpacing: token.spacing, viewHeight: token.viewHeight)
                        var audit = try AuditPipeline.audit(font, declared)
                        // Passing at its size, it is checked at each text size, smallest first,
                        // until one cuts. A token naming its text style follows that style's
                        // Dynamic Type curve (where the platform follows a style's: `TextSize.on`).
                        let style = token.textStyle.flatMap(TextStyle.init(rawValue:))
                        let larger = settings.textSizes.filter { $0.applies(to: outcome.platform) }.map {
                            var textSize = $0
                            if let style, case .contentSize(let category, _) = textSize {
                                textSize = .contentSize(category, style: style)
                            }
                            return textSize.on(outcome.platform)
                        }
                        var sizes = declared.drawn(at: larger, lineHeightScales: settings.lineHeightScales)
                        if case .multiplier(let factor) = token.lineHeight {
                            // A multiple of the size is one of the size drawn: 1.5 x 24 px at font
                            // scale 2, not 18 sp through the non-linear curve.
                            for index in sizes.indices {
                                sizes[index].lineHeight = .fixed(factor * (sizes[index].sizes.first ?? token.fontSize))
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
                    } catch {
                        outcome.error = error.description
                    }
                }
                return outcome
            }
        }
    }
}

extension TokenChecker {
    /// A token's face (and fallback chain) opened and measured on its characters or strings.
    static func measure(
        _ resolution: FontResolution, fallbacks chain: [FontResolution], characters: CharacterChoice,
        strings: [LocalizedString]?, settings: CheckSettings
    ) -> Result<MeasuredFace, FontReadingError> {
        do throws(FontReadingError) {
            let face = try FontFace(
                path: resolution.file, faceIndex: resolution.faceIndex, variation: resolution.variation)
            guard let strings else { return .success(try AuditPipeline.measure(face, .characters(characters))) }
            var fallbacks: [FontFace] = []
            for font in chain {
                fallbacks.append(try FontFace(path: font.file, faceIndex: font.faceIndex, variation: font.variation))
            }
            let audits = settings.platforms.map { settings.audit(platform: $0, size: 1, lineHeight: .natural) }
            return .success(
                try AuditPipeline.measure(
                    face, .strings(strings, features: settings.features), fallbacks: fallbacks,
                    options: .needed(by: audits, drawing: settings.drawing)))
        } catch {
            return .failure(error)
        }
    }
}

extension TokenChecker {
    /// Every string of a token's own catalogs, or the first catalog that cannot be read. Each
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

/// What a check produced, for the reporters and the exit code: `inkbox check`'s tokens, or
/// `inkbox scan`'s usages (each checked as a token). One outcome, so one verdict vocabulary,
/// one summary and one exit rule for both.
public struct CheckOutcome {
    public var results: [TokenCheckResult]
    /// Problems with whole files (token files, the font map, the baseline, scanned sources).
    public var fileErrors: [TokenError]
    /// Baseline entries that accepted nothing in this run, and why.
    public var stale: [Baseline.Unused]
    public var characters: CharacterChoice
    /// What could not be checked (scan's unresolved and skipped usages): notes, never failures.
    public var unchecked: [Unchecked]
    /// What one check is of, for the summary: "token check", "usage".
    public var subject: String

    public init(
        results: [TokenCheckResult], fileErrors: [TokenError], stale: [Baseline.Unused], characters: CharacterChoice,
        unchecked: [Unchecked] = [], subject: String = "token check"
    ) {
        self.results = results
        self.fileErrors = fileErrors
        self.stale = stale
        self.characters = characters
        self.unchecked = unchecked
        self.subject = subject
        // A token that could not be checked through no fault of its own is unresolved: a note.
        for result in results {
            guard let reason = result.unresolved else { continue }
            var entry = Unchecked(
                kind: .unresolved, file: result.file, line: result.line, platform: result.platform,
                what: result.path, reason: reason)
            entry.column = result.token?.column
            self.unchecked.append(entry)
        }
        self.results = results.filter { $0.unresolved == nil }
    }

    /// Whether an input could not be read: the run exits 2, whatever the findings.
    public var hasProblems: Bool { !fileErrors.isEmpty || results.contains { $0.verdict == .error } }
}

/// Something a check found and could not check, and why: a usage whose font or size is not a
/// literal, or is the system's.
public struct Unchecked: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// Its font cannot be checked (a system font, a platform family, a font outside the project).
        case unresolved
        /// Its size or line height is not a literal inkbox reads.
        case skipped
    }

    public var kind: Kind
    public var file: String
    public var line: Int?
    public var column: Int?
    public var platform: Platform
    /// What declares it ("TextView", "css .title").
    public var what: String
    public var reason: String

    public init(kind: Kind, file: String, line: Int?, platform: Platform, what: String, reason: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.platform = platform
        self.what = what
        self.reason = reason
    }
}

/// What one measurement of a token's fonts depends on: the faces drawn (the token's, then its
/// fallbacks), the characters, and the string files and texts shaped.
struct MeasureKey: Hashable {
    struct Face: Hashable {
        var file: String
        var index: Int
        var variation: VariationRequest
    }

    var faces: [Face]
    var characters: CharacterChoice
    var strings: [[String]]
}
