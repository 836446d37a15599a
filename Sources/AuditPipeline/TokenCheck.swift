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
    /// The characters the product's strings hold, where the text is not known (`AuditSettings.shownCharacters`).
    public var shownCharacters: Set<Unicode.Scalar>?
    /// Scan's strings count as shipped in capitals too, in every view (`--shown-case capitals-too`).
    public var stringsInCapitals = false
    /// The share of the app's strings (0 to 1) a character must be held by to count as shown where
    /// a usage's text is not known (`--rare-share`): one fewer hold is cut only in rare text.
    public var rareShare = CheckSettings.rareShareDefault
    public static let rareShareDefault = 0.01
    /// The folder that catalogs named inside token files must stay in (`--root`); nil is the
    /// current directory.
    public var root: ProjectRoot?
    /// The rules whose findings are made (`AuditSettings.rules`).
    public var rules = RuleSelection.all

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
        audit.shownCharacters = shownCharacters
        audit.centredInHeight = centredInHeight
        audit.rules = rules
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

/// One checked style at its place, for the reports: a token's check on one platform (or why it
/// could not be checked), or a scanned usage's (`ScannedRoot.checkOutcome`). The check's fields
/// read through it (`result.audit` is `result.check.audit`).
@dynamicMemberLookup
public struct TokenCheckResult: Sendable {
    /// The token's dot path (a usage's kind), file, 1-based line, and the column where a line
    /// holds many (a minified style sheet's rules).
    public var path: String
    public var file: String
    public var line: Int?
    public var column: Int?
    /// The style checked; nil when the token itself could not be read (a broken reference, a bad value).
    public var style: CheckedStyle?
    public var check: StyleCheck {
        get { shared.check }
        set { shared = SharedStyleCheck(newValue) }
    }
    /// The check, held once for all the results that share it (a scan's usages of one style).
    private var shared: SharedStyleCheck
    /// The rules the check's audit broke (`FontAudit.rulings`; none for an unchecked style).
    public var rulings: [Ruling] { shared.rulings }
    /// True when a baseline accepts this clipping.
    public var baselined = false
    /// The overflow a baseline entry accepted for this result, when one names it: a result that
    /// clips more fails, and its message says by how much.
    public var acceptedOverflow: Edges?

    public init(path: String, file: String, line: Int?, style: CheckedStyle?, check: StyleCheck) {
        self.init(path: path, file: file, line: line, style: style, shared: SharedStyleCheck(check))
    }

    public init(path: String, file: String, line: Int?, style: CheckedStyle?, shared: SharedStyleCheck) {
        self.path = path
        self.file = file
        self.line = line
        self.style = style
        self.shared = shared
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<StyleCheck, Value>) -> Value {
        get { check[keyPath: keyPath] }
        set { check[keyPath: keyPath] = newValue }
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<StyleCheck, Value>) -> Value { check[keyPath: keyPath] }

    /// What turns its findings off at its place: its token's `ignore`, a usage's comments.
    public var suppressions: [Suppression] = []

    /// The gravest finding: an unreadable token is an error, a clip a baseline accepts or a
    /// finding a suppression turns off a note.
    public var severity: Severity? { check.severity(baselined: baselined, suppressions: suppressions) }

    /// Its verdict, once its suppressions turn their rules off.
    public var verdict: TokenVerdict { check.verdict(suppressions: suppressions) }

    /// The suppression that turns `rule`'s findings off here, if one does.
    public func suppression(of rule: Rule) -> Suppression? { suppressions.first { $0.suppresses(rule) } }
}

/// A check held by reference, so that the results of one style share it: a check is kilobytes,
/// and a dense tree has tens of thousands of usages of a few hundred styles.
public final class SharedStyleCheck: Sendable {
    public let check: StyleCheck
    /// The rules its audit broke (`FontAudit.rulings`), worked out once for all who share it.
    public let rulings: [Ruling]
    public init(_ check: StyleCheck) {
        self.check = check
        rulings = check.audit?.rulings ?? []
    }
}

/// Checks design tokens (`StyleChecker`, each token's style at its place).
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
                        path: path, file: error.file, line: error.line, style: nil,
                        check: StyleCheck(platform: platform, characters: settings.characters, error: error.message)))
            }
        }
        return results.sorted { ($0.file, $0.line ?? 0, $0.path) < ($1.file, $1.line ?? 0, $1.path) }
    }

    public static func check(_ tokens: [TypographyToken], fonts: FontIndex, settings: CheckSettings)
        -> [TokenCheckResult]
    {
        let styles = tokens.map(CheckedStyle.init)
        let checked = StyleChecker.check(styles, fonts: fonts, settings: settings)
        return zip(tokens, zip(styles, checked)).flatMap { token, pair in
            let suppressions = token.ignore.map {
                Suppression(
                    names: $0.rules.split(separator: ",").map(String.init), reason: $0.reason, file: token.file,
                    line: $0.line)
            }
            return pair.1.map {
                var result = TokenCheckResult(
                    path: pair.0.name, file: pair.0.file, line: pair.0.line, style: pair.0, check: $0)
                result.suppressions = suppressions
                return result
            }
        }
    }
}

/// What a check produced, for the reporters and the exit code: `inkbox check`'s tokens, or
/// `inkbox scan`'s usages (each style checked by `StyleChecker`). One outcome, so one verdict vocabulary,
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
            entry.column = result.column
            self.unchecked.append(entry)
        }
        self.results = results.filter { $0.unresolved == nil }
    }

    /// Suppressions written where no checked result is (a comment above no usage): each stale,
    /// with its own problem where it has one.
    public var unplaced: [Suppression] = []

    /// The suppressions that turned nothing off in this run, or cannot apply, in the order
    /// written: each result's (unless it could not be checked at all) and the unplaced.
    public var staleSuppressions: [Suppression] {
        Suppression.stale(
            results.lazy.filter { !$0.suppressions.isEmpty }.map {
                ($0.suppressions, $0.error != nil ? nil : $0.rulings.map(\.rule))
            },
            unplaced: unplaced)
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
