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

    init?(_ parsed: ParsedArguments) throws(UsageError) {
        samples = try parsed.value("--samples", "languages from " + LanguageSamples.names.joined(separator: ", ") + ", or all") {
            text -> [String]? in
            let names = text == "all" ? LanguageSamples.names : text.split(separator: ",").map(String.init)
            return names.allSatisfy { LanguageSamples.strings($0) != nil } && !names.isEmpty ? names : nil
        } ?? []
        texts = parsed.allValues["--text"] ?? []
        textFiles = parsed.allValues["--text-file"] ?? []
        catalogs = parsed.allValues["--strings"] ?? []
        language = parsed.values["--lang"]
        features = (parsed.values["--features"] ?? "").split(separator: ",").map(String.init)
        if texts.isEmpty && textFiles.isEmpty && catalogs.isEmpty && samples.isEmpty { return nil }
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

/// A string shaped in one face: the union of its segments' ink (placeholders left out) and
/// the clusters that reach highest and lowest.
struct MeasuredString {
    var string: LocalizedString
    var inkBounds: InkBounds?
    var highestCluster: Int?
    var lowestCluster: Int?

    /// The string with the cluster at `cluster` (a scalar offset) in brackets: `CH[Ỗ]`.
    func highlighted(_ cluster: Int?) -> String {
        let scalars = Array(string.text.unicodeScalars)
        guard let cluster, cluster < scalars.count else { return string.text }
        var end = cluster + 1
        while end < scalars.count, scalars[end].properties.generalCategory == .nonspacingMark { end += 1 }
        func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        return text(0..<cluster) + "[" + text(cluster..<end) + "]" + text(end..<scalars.count)
    }
}

extension FontFace {
    /// Shapes each string's drawn segments (placeholders out) and measures their ink, laid end
    /// to end; glyphs come back as one pseudo-glyph per string (glyph id = its index) for the
    /// auditor.
    func measureStrings(_ strings: [LocalizedString], features: [String]) throws(FontReadingError) -> [MeasuredString] {
        var measured: [MeasuredString] = []
        for string in strings {
            var penX = 0.0
            var offset = 0
            var ink: InkBounds?
            var highest: Int?, lowest: Int?
            for segment in Placeholders.segments(string.text) {
                let run = try shape(segment, options: ShapingOptions(language: string.language, features: features))
                let start = Self.scalarOffset(of: segment, in: string.text, from: offset)
                if let bounds = run.inkBounds {
                    let moved = InkBounds(xMin: bounds.xMin + penX, yMin: bounds.yMin, xMax: bounds.xMax + penX, yMax: bounds.yMax)
                    if moved.yMax > ink?.yMax ?? -.infinity { highest = run.highestCluster.map { $0 + start } }
                    if moved.yMin < ink?.yMin ?? .infinity { lowest = run.lowestCluster.map { $0 + start } }
                    ink = ink.map {
                        InkBounds(xMin: min($0.xMin, moved.xMin), yMin: min($0.yMin, moved.yMin),
                                  xMax: max($0.xMax, moved.xMax), yMax: max($0.yMax, moved.yMax))
                    } ?? moved
                }
                penX += run.advance
                offset = start + segment.unicodeScalars.count
            }
            measured.append(MeasuredString(string: string, inkBounds: ink, highestCluster: highest, lowestCluster: lowest))
        }
        return measured
    }

    /// Where `segment` starts in `text` (in scalars), searching from `from`.
    static func scalarOffset(of segment: String, in text: String, from: Int) -> Int {
        let haystack = Array(text.unicodeScalars), needle = Array(segment.unicodeScalars)
        guard !needle.isEmpty, needle.count <= haystack.count else { return from }
        for start in from...(haystack.count - needle.count) where Array(haystack[start..<start + needle.count]) == needle {
            return start
        }
        return from
    }
}
