import AuditPipeline
import DesignTokens
import FontReading
import FontValues
import InputFiles
import LineBoxAnalysis

/// What `inkbox generate` measures before it writes: the fonts of the Swift table, the
/// `@font-face` plans, the tokens checked on every web engine. Problems are returned with the rest;
/// the other inputs still run.
public enum GenerateRun {
    /// `generate swift`: each face measured once, keyed by PostScript name (the table's key);
    /// a second face under a name already taken is left out with a warning.
    public static func swiftFonts(
        _ requests: [FontResolution], characters: CharacterChoice, sizes: [Double], lineHeight: LineHeight = .natural
    )
        -> (fonts: [GeneratedFont], problems: [Problem], warnings: [String])
    {
        var result: (fonts: [GeneratedFont], problems: [Problem], warnings: [String]) = ([], [], [])
        var seen: [String: FontResolution] = [:]
        for request in requests {
            do throws(FontReadingError) {
                let face = try FontFace(path: request.file, faceIndex: request.faceIndex, variation: request.variation)
                let name = face.info.postScriptName ?? face.info.family
                if let first = seen[name] {
                    if (first.file, first.faceIndex, first.variation) != (
                        request.file, request.faceIndex, request.variation
                    ) {
                        result.warnings.append(
                            "\(first.file) and \(request.file) are both PostScript name \(name); the table keeps the first"
                        )
                    }
                    continue
                }
                seen[name] = request
                result.fonts.append(
                    try GeneratedFont(measuring: face, characters: characters, sizes: sizes, lineHeight: lineHeight))
            } catch {
                result.problems.append(Problem(error))
            }
        }
        return result
    }

    /// `generate css --font-face`: each face planned for the web (`inkbox fix`'s plan, the line
    /// kept where it can be, top and bottom only), with the path it was named by.
    public static func fontFacePlans(
        _ faces: [(path: String, faceIndex: Int)], characters: CharacterChoice,
        settings: AuditSettings
    ) -> (plans: [(plan: FacePlan, source: String)], problems: [Problem]) {
        var settings = settings
        settings.platform = .web
        settings.edges = .vertical
        var result: (plans: [(plan: FacePlan, source: String)], problems: [Problem]) = ([], [])
        for found in faces {
            do throws(FontReadingError) {
                let face = try FontFace(path: found.path, faceIndex: found.faceIndex)
                let plan = try FontFix.plan(
                    face, .characters(characters), settings: [settings], policy: .keepLineHeight)
                result.plans.append((plan, found.path))
            } catch {
                result.problems.append(Problem(error))
            }
        }
        return result
    }

    /// Tokens checked on `platforms`: on the web, on every engine (the generated CSS holds each).
    public static func tokenResults(
        _ tokens: [TypographyToken], fonts: FontIndex, root: ProjectRoot?,
        characters: CharacterChoice, platforms: [Platform],
        options: PlatformOptions
    ) -> (results: [TokenCheckResult], problems: [Problem]) {
        let engines: [WebEngine] = platforms == [.web] ? WebEngine.allCases : [options.web.engine]
        var result: (results: [TokenCheckResult], problems: [Problem]) = ([], [])
        for engine in engines {
            var options = options
            options.web.engine = engine
            var settings = CheckSettings(characters: characters, platforms: platforms, options: options)
            settings.root = root
            let checked = TokenChecker.check(tokens, fonts: fonts, settings: settings)
            result.results += checked
            if engine == engines.first {
                result.problems += checked.compactMap { check in
                    check.error.map { Problem(file: check.file, line: check.line, message: "\(check.path): \($0)") }
                }
            }
        }
        return result
    }
}
