/// One string to measure: its text, language, and where it came from.
public struct LocalizedString: Sendable, Equatable {
    public var text: String
    /// BCP 47 language (`vi`, `pt-BR`), nil when the source does not say.
    public var language: String?
    public var source: String
    /// The key in its catalog (or `line N` for text files, `--text N` for the command line).
    public var key: String
    public var line: Int?

    public init(text: String, language: String?, source: String, key: String, line: Int?) {
        self.text = text
        self.language = language
        self.source = source
        self.key = key
        self.line = line
    }
}

/// Format placeholders are left out of the ink: `%@`, `%d`, `%1$s`, `%lld`, `%.2f` and
/// `{name}` split a string into the segments that are really drawn; `%%` is a literal `%`.
public enum Placeholders {
    public static func segments(_ text: String) -> [String] {
        var segments: [String] = []
        var current = ""
        let characters = Array(text.unicodeScalars)
        var index = 0
        func flush() {
            if !current.isEmpty { segments.append(current) }
            current = ""
        }
        while index < characters.count {
            let scalar = characters[index]
            if scalar == "%", index + 1 < characters.count {
                if characters[index + 1] == "%" {
                    current.unicodeScalars.append("%")
                    index += 2
                    continue
                }
                if let end = formatSpecifierEnd(characters, from: index + 1) {
                    flush()
                    index = end
                    continue
                }
            }
            if scalar == "{", let close = characters[(index + 1)...].firstIndex(of: "}"),
                close > index + 1,
                characters[(index + 1)..<close].allSatisfy({
                    $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "."
                })
            {
                flush()
                index = close + 1
                continue
            }
            current.unicodeScalars.append(scalar)
            index += 1
        }
        flush()
        return segments
    }

    /// Where a printf-style specifier that starts after `%` ends (exclusive), or nil.
    private static func formatSpecifierEnd(_ characters: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        func skip(while predicate: (Unicode.Scalar) -> Bool) {
            while index < characters.count, predicate(characters[index]) { index += 1 }
        }
        let digits: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
        // Positional argument: 1$
        let mark = index
        skip(while: digits)
        if index < characters.count, characters[index] == "$", index > mark { index += 1 } else { index = mark }
        skip(while: { "-+ #0'".unicodeScalars.contains($0) })
        skip(while: digits)
        if index < characters.count, characters[index] == "." {
            index += 1
            skip(while: digits)
        }
        skip(while: { "hlqLzjt".unicodeScalars.contains($0) })
        guard index < characters.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(characters[index]) else {
            return nil
        }
        return index + 1
    }
}
