import FontReading
import FontValues
import InputFiles
import LineBoxAnalysis
import TextSources

/// The strings an audit measures instead of a character set: `--text`, `--text-file`, `--strings`.
public struct StringInputs: Equatable {
    public var texts: [String]
    public var textFiles: [String]
    public var catalogs: [String]
    public var language: String?
    public var features: [String]
    public var samples: [String]
    /// Fonts that draw the characters the audited font lacks, in order.
    public var fallbacks: [String]

    public init?(_ parsed: ParsedArguments) throws(UsageError) {
        samples = try Self.samplesOption.parse(parsed) ?? []
        fallbacks = parsed.all(Self.fallbackOption)
        texts = parsed.all(Self.textOption)
        textFiles = parsed.all(Self.textFileOption)
        catalogs = parsed.all(Self.stringsOption)
        language = parsed[Self.languageOption]
        features = (parsed[Self.featuresOption] ?? "").split(separator: ",").map(String.init)
        // Options that only mean something for strings, or only for characters, are usage errors
        // when they would be ignored.
        if texts.isEmpty && textFiles.isEmpty && catalogs.isEmpty && samples.isEmpty {
            if let given = [Self.fallbackOption, Self.featuresOption].first(where: parsed.has)?.name {
                throw UsageError("'\(given)' applies to strings: add --text, --text-file, --strings or --samples")
            }
            return nil
        }
        if let given = ["--set", "--chars"].first(where: { parsed.values[$0] != nil }) {
            throw UsageError(
                "'\(given)' does not apply to strings: --text, --text-file, --strings and --samples are "
                    + "checked instead of characters")
        }
    }

    /// What a run reads once: every string, the fallback fonts the read rule lets it read, and
    /// the files that could not be read or were refused (`StringSources.load`, `Project`).
    public struct Loaded {
        public var strings: [LocalizedString]
        public var fallbacks: [String]
        public var errors: [StringSourceError]
    }

    public func load(project: Project) -> Loaded {
        let (strings, errors) = StringSources.load(
            texts: texts, textFiles: textFiles, catalogs: catalogs, samples: samples, language: language,
            project: project)
        var loaded = Loaded(strings: strings, fallbacks: [], errors: errors)
        for path in fallbacks {
            do throws(InputFileError) {
                try project.admit(path)
                loaded.fallbacks.append(path)
            } catch {
                loaded.errors.append(StringSourceError(file: path, line: nil, message: error.reason))
            }
        }
        return loaded
    }
}

extension StringInputs {
    public static let options: [OptionSpec] = [
        textOption, textFileOption, stringsOption, samplesOption.spec, languageOption, featuresOption, fallbackOption,
    ]

    public static let textOption = OptionSpec(
        name: "--text", valueName: "string",
        help: "Shape and check this string (repeatable) instead of a character set.", group: "STRING OPTIONS")
    public static let textFileOption = OptionSpec(
        name: "--text-file", valueName: "file", help: "Shape and check every line of this file (repeatable).",
        group: "STRING OPTIONS")
    public static let stringsOption = OptionSpec(
        name: "--strings", valueName: "file",
        help: "Shape and check a string catalog (repeatable): Apple .strings or .xcstrings, Android "
            + "strings.xml, JSON i18n; each string in its own language. Placeholders (%@, %1$s, {name}) are "
            + "left out of the ink.", group: "STRING OPTIONS")
    public static let samplesOption = Valued(
        "--samples", valueName: "list",
        help: "Shape built-in samples: vi, th, hi, ar, he, el, ru (words with each script's marks) and "
            + "stacked (worst-case combining stacks), comma-separated, or all.",
        expected: "languages from " + LanguageSamples.names.joined(separator: ", ") + ", or all",
        group: "STRING OPTIONS"
    ) { text in
        let names = text == "all" ? LanguageSamples.names : text.split(separator: ",").map(String.init)
        return names.allSatisfy { LanguageSamples.strings($0) != nil } && !names.isEmpty ? names : nil
    }
    public static let languageOption = OptionSpec(
        name: "--lang", valueName: "code",
        help: "Language for --text and --text-file, and for catalog strings that name none (e.g. vi). "
            + "Without strings: check the characters of these languages (comma-separated: en,vi,el,ja; CLDR's "
            + "exemplar characters, both cases; check's default is en).",
        group: "STRING OPTIONS", values: Exemplars.languages)
    public static let featuresOption = OptionSpec(
        name: "--features", valueName: "list", help: "OpenType features for shaping, e.g. liga=0,ss01.",
        group: "STRING OPTIONS")
    public static let fallbackOption = OptionSpec(
        name: "--fallback", valueName: "font",
        help: "A font that draws the characters the audited font lacks (repeatable, in order). Its ink counts, "
            + "scaled to the audited font, and a line it is drawn on gets each platform's line box for mixed "
            + "fonts (see --fallback-line-spacing, --ios-fallback-line).", group: "STRING OPTIONS")
}
