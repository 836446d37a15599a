import FontReading
import LineBoxAnalysis

/// What every token is checked with, unless the token says otherwise.
public struct CheckSettings: Sendable, Equatable {
    public var characters: CharacterChoice
    public var scale: Double
    public var tolerancePixels: Double
    public var tallScripts: TallScriptAssumption

    public init(characters: CharacterChoice = .named(.latin), scale: Double = 3, tolerancePixels: Double = 0,
                tallScripts: TallScriptAssumption = .clip) {
        self.characters = characters
        self.scale = scale
        self.tolerancePixels = tolerancePixels
        self.tallScripts = tallScripts
    }
}

public enum TokenVerdict: String, Sendable {
    case pass, clip, error
}

/// One token's check on one platform (iOS so far), or why it could not be checked.
public struct TokenCheckResult: Sendable {
    /// The token's dot path, file and 1-based line.
    public var path: String
    public var file: String
    public var line: Int?
    /// Nil when the token itself could not be read (a broken reference, a bad value).
    public var token: TypographyToken?
    public var platform: String
    public var characters: CharacterChoice
    public var resolution: FontResolution?
    public var face: FaceDescription?
    public var measurement: GlyphMeasurement?
    public var audit: FontAudit?
    public var error: String?
    /// True when a baseline accepts this token's clipping.
    public var baselined = false

    public var verdict: TokenVerdict {
        if error != nil { return .error }
        return audit?.clips == true ? .clip : .pass
    }

    /// The verdict at the token's one size.
    public var result: SizeResult? { audit?.results.first }

    /// The smallest line height (points) at which nothing clips, where one exists: on iOS none
    /// does when the bottom clips, since a line height only moves the top edge.
    public var safeLineHeight: Double? {
        guard let result, result.overflow.bottom == 0 else { return nil }
        return result.lineHeightFix.top?.lineHeight ?? result.lineBox.lineHeight
    }
}

/// Resolves each token's font, measures it and puts it in the iOS line box.
public enum TokenChecker {
    /// The platforms `inkbox check` knows so far.
    public static let platforms = ["ios"]

    /// Checks every token of a set; tokens that could not be read become error results, in
    /// file order with the others.
    public static func check(_ set: TokenSet, fonts: FontIndex, settings: CheckSettings) -> [TokenCheckResult] {
        var results = check(set.tokens, fonts: fonts, settings: settings)
        for error in set.errors {
            guard let path = error.path else { continue }
            for platform in platforms {
                results.append(TokenCheckResult(path: path, file: error.file, line: error.line, token: nil, platform: platform,
                                                characters: settings.characters, error: error.message))
            }
        }
        return results.sorted { ($0.file, $0.line ?? 0, $0.path) < ($1.file, $1.line ?? 0, $1.path) }
    }

    public static func check(_ tokens: [TypographyToken], fonts: FontIndex, settings: CheckSettings) -> [TokenCheckResult] {
        var cache: [String: Result<(FaceDescription, VerticalMetrics, GlyphMeasurement), FontReadingError>] = [:]
        return tokens.map { token in
            let characters: CharacterChoice
            switch token.characters {
            case .set(let name)?: characters = CharacterSetName(rawValue: name).map(CharacterChoice.named) ?? settings.characters
            case .chars(let text)?: characters = .text(text)
            case nil: characters = settings.characters
            }
            var outcome = TokenCheckResult(path: token.path, file: token.file, line: token.line, token: token,
                                           platform: "ios", characters: characters)
            let resolution: FontResolution
            switch fonts.resolve(families: token.fontFamilies, weight: token.fontWeight) {
            case .failure(let failure):
                outcome.error = failure.message
                return outcome
            case .success(let found):
                resolution = found
            }
            outcome.resolution = resolution
            let key = "\(resolution.file)\u{0}\(resolution.faceIndex)\u{0}\(resolution.variation)\u{0}\(characters)"
            let measured = cache[key] ?? { () -> Result<(FaceDescription, VerticalMetrics, GlyphMeasurement), FontReadingError> in
                do throws(FontReadingError) {
                    let face = try FontFace(path: resolution.file, faceIndex: resolution.faceIndex,
                                            variation: resolution.variation)
                    return .success((face.description, face.metrics, try face.measure(characters.selection)))
                } catch {
                    return .failure(error)
                }
            }()
            cache[key] = measured
            switch measured {
            case .failure(let failure):
                outcome.error = failure.description
            case .success(let (description, metrics, measurement)):
                outcome.face = description
                outcome.measurement = measurement
                let lineHeight: LineHeight
                switch token.lineHeight {
                case .normal: lineHeight = .natural
                case .multiplier(let factor): lineHeight = .fixed(factor * token.fontSize)
                case .fixed(let points): lineHeight = .fixed(points)
                }
                outcome.audit = Auditor.audit(
                    metrics: metrics, postScriptName: description.postScriptName, glyphs: measurement.glyphs,
                    settings: AuditSettings(sizes: [token.fontSize], lineHeight: lineHeight, scale: settings.scale,
                                            tolerancePixels: settings.tolerancePixels, tallScripts: settings.tallScripts))
            }
            return outcome
        }
    }
}
