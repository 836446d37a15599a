import FontReading
import LineBoxAnalysis
import TextSources

/// The strings an audit measures instead of a character set: `--text`, `--text-file`, `--strings`.
struct StringInputs: Equatable {
    var texts: [String]
    var textFiles: [String]
    var catalogs: [String]
    var language: String?
    var features: [String]
    var samples: [String]
    /// Fonts that draw the characters the audited font lacks, in order.
    var fallbacks: [String]

    init?(_ parsed: ParsedArguments) throws(UsageError) {
        samples = try parsed.value("--samples", "languages from " + LanguageSamples.names.joined(separator: ", ") + ", or all") {
            text -> [String]? in
            let names = text == "all" ? LanguageSamples.names : text.split(separator: ",").map(String.init)
            return names.allSatisfy { LanguageSamples.strings($0) != nil } && !names.isEmpty ? names : nil
        } ?? []
        fallbacks = parsed.allValues["--fallback"] ?? []
        texts = parsed.allValues["--text"] ?? []
        textFiles = parsed.allValues["--text-file"] ?? []
        catalogs = parsed.allValues["--strings"] ?? []
        language = parsed.values["--lang"]
        features = (parsed.values["--features"] ?? "").split(separator: ",").map(String.init)
        // Options that only mean something for strings, or only for characters, are usage errors
        // when they would be ignored.
        if texts.isEmpty && textFiles.isEmpty && catalogs.isEmpty && samples.isEmpty {
            if let given = ["--fallback", "--lang", "--features"].first(where: { parsed.values[$0] != nil }) {
                throw UsageError("'\(given)' applies to strings: add --text, --text-file, --strings or --samples")
            }
            return nil
        }
        if let given = ["--set", "--chars"].first(where: { parsed.values[$0] != nil }) {
            throw UsageError("'\(given)' does not apply to strings: --text, --text-file, --strings and --samples are "
                + "checked instead of characters")
        }
    }

    /// Every string, and the files that could not be read.
    func load() -> (strings: [LocalizedString], errors: [StringSourceError]) {
        var strings = texts.enumerated().map {
            LocalizedString(text: $0.element, language: language, source: "--text", key: "--text \($0.offset + 1)", line: nil)
        }
        strings += samples.flatMap { LanguageSamples.strings($0) ?? [] }
        var errors: [StringSourceError] = []
        for file in textFiles + catalogs {
            // Plain text files take --lang; catalogs say their own languages, --lang filling gaps.
            let read = StringSources.read(file, language: textFiles.contains(file) ? language : nil)
            strings += read.strings.map { var string = $0; string.language = string.language ?? language; return string }
            errors += read.errors
        }
        return (strings, errors)
    }
}

