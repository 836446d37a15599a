/// The characters a language is written with: CLDR's exemplar characters (main, auxiliary,
/// index, punctuation and numbers, upper and lower case), from the table `scripts/cldr-exemplars`
/// generates from a pinned CLDR (`ExemplarTable.swift`). `--lang en` is English's letters and
/// marks, not Latin Extended-A; a vertical-text mark (〱) is no language's.
public enum Exemplars {
    /// The table, read once: language code (lower case, `sr-latn`) to its characters in code point order.
    static let byLanguage: [String: [Unicode.Scalar]] = {
        var table: [String: [Unicode.Scalar]] = [:]
        for (code, characters) in lines { table[code, default: []] += characters.unicodeScalars }
        return table
    }()

    /// The table's lines, each its language code and its run of characters, cut over the bytes
    /// (`:` and the line break are ASCII): walking its characters cost each process 2 ms.
    private static var lines: [(code: String, characters: Substring)] {
        table.utf8.split(separator: UInt8(ascii: "\n")).compactMap { line in
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            return (String(Substring(line[..<colon])), Substring(line[line.index(after: colon)...]))
        }
    }

    /// Every language code the table has characters for, in order (what `--lang` completes with):
    /// read from the lines' codes, so that a command's options do not build the table.
    public static var languages: [String] { Set(lines.map(\.code)).sorted() }

    /// Codes CLDR files under another name.
    private static let aliases = ["iw": "he", "in": "id", "ji": "yi", "no": "nb", "tl": "fil", "jw": "jv"]

    /// The table's key for a language code: `pt-BR` is `pt`, `sr-Latn-RS` is `sr-latn` where CLDR has
    /// that script's own set, else `sr`; nil for a language CLDR has no characters for.
    public static func key(forLanguage code: String) -> String? {
        let parts = code.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first else { return nil }
        let primary = aliases[first] ?? first
        if parts.count > 1, parts[1].count == 4, byLanguage[primary + "-" + parts[1]] != nil {
            return primary + "-" + parts[1]
        }
        return byLanguage[primary] != nil ? primary : nil
    }

    /// A language's characters, nil when CLDR has none for it.
    public static func characters(forLanguage code: String) -> [Unicode.Scalar]? {
        key(forLanguage: code).flatMap { byLanguage[$0] }
    }

    /// The characters of several languages, each once, in code point order.
    public static func characters(forLanguages codes: [String]) -> [Unicode.Scalar] {
        Set(codes.flatMap { characters(forLanguage: $0) ?? [] }).sorted { $0.value < $1.value }
    }

    /// The characters of several languages as capitals draw them: each upper-cased (ß is SS),
    /// each once, in code point order.
    public static func capitals(forLanguages codes: [String]) -> [Unicode.Scalar] {
        Set(characters(forLanguages: codes).flatMap { String($0).uppercased().unicodeScalars }).sorted {
            $0.value < $1.value
        }
    }
}
