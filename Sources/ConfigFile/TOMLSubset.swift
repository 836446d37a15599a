/// A value of the TOML subset `inkbox.toml` is written in.
public enum TOMLValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    case array([TOMLValue])
}

/// One `key = value` of a file, under the table it stands in (nil: the top level), at its line.
public struct TOMLEntry: Equatable, Sendable {
    public var table: String?
    public var key: String
    public var value: TOMLValue
    public var line: Int
}

/// Why a file is not read: the 1-based line and what is wrong there.
public struct TOMLError: Error, Equatable, Sendable {
    public var line: Int
    public var message: String
}

/// A strict reader of the TOML that configuration files use (toml.io v1.0.0): comments, `[table]`
/// headers of bare keys, `key = value` with bare keys, and values that are basic or literal
/// strings, decimal integers, floats, booleans and arrays of them (over several lines, with a
/// trailing comma). What TOML allows beyond that (dotted or quoted keys, inline tables, dates,
/// multi-line strings, hexadecimal numbers, inf and nan) is refused as unsupported, never read
/// as something else; what TOML forbids (a key or table given twice, a bad escape, a value
/// missing, text after a value) is an error. Its results are compared with Python's `tomllib` in
/// the tests.
public enum TOMLSubset {
    public static func parse(_ text: String) throws(TOMLError) -> [TOMLEntry] {
        var reader = Reader(Array(text.unicodeScalars))
        return try reader.document()
    }
}

private struct Reader {
    let scalars: [Unicode.Scalar]
    var at = 0
    var line = 1

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var current: Unicode.Scalar? { at < scalars.count ? scalars[at] : nil }

    func fail(_ message: String) -> TOMLError { TOMLError(line: line, message: message) }

    mutating func advance() {
        if current == "\n" { line += 1 }
        at += 1
    }

    /// Spaces and tabs.
    mutating func skipBlanks() {
        while let scalar = current, scalar == " " || scalar == "\t" { advance() }
    }

    /// A comment to the end of its line (not the newline); control characters other than tab are
    /// not allowed in it.
    mutating func skipComment() throws(TOMLError) {
        guard current == "#" else { return }
        while let scalar = current, scalar != "\n" {
            if scalar != "\t" && (scalar.value < 0x20 || scalar.value == 0x7F) && scalar != "\r" {
                throw fail("a control character in a comment")
            }
            advance()
        }
    }

    /// The end of a line: blanks, a comment, then a newline (`\r\n` too) or the end of the file.
    mutating func endOfLine() throws(TOMLError) {
        skipBlanks()
        try skipComment()
        if current == "\r" {
            advance()
            guard current == "\n" else { throw fail("a carriage return not followed by a newline") }
        }
        guard current == nil || current == "\n" else { throw fail("text after the value") }
        if current == "\n" { advance() }
    }

    mutating func document() throws(TOMLError) -> [TOMLEntry] {
        var entries: [TOMLEntry] = []
        var table: String?
        var tables: Set<String> = []
        var keys: Set<String> = []
        while current != nil {
            skipBlanks()
            switch current {
            case nil: break
            case "\n", "#", "\r": try endOfLine()
            case "[":
                advance()
                guard current != "[" else { throw fail("arrays of tables are not supported") }
                skipBlanks()
                let name = try bareKey(what: "table name")
                skipBlanks()
                guard current == "]" else {
                    throw fail(current == "." ? "dotted table names are not supported" : "a table header without ]")
                }
                advance()
                guard tables.insert(name).inserted else { throw fail("table [\(name)] is defined twice") }
                table = name
                try endOfLine()
            default:
                let entryLine = line
                let key = try bareKey(what: "key")
                skipBlanks()
                guard current == "=" else {
                    throw fail(current == "." ? "dotted keys are not supported" : "a key without = and a value")
                }
                advance()
                skipBlanks()
                let value = try self.value()
                let full = (table.map { $0 + "." } ?? "") + key
                guard keys.insert(full).inserted else {
                    throw TOMLError(line: entryLine, message: "'\(key)' is given twice")
                }
                entries.append(TOMLEntry(table: table, key: key, value: value, line: entryLine))
                try endOfLine()
            }
        }
        return entries
    }

    /// A bare key: ASCII letters, digits, `-` and `_`, at least one.
    mutating func bareKey(what: String) throws(TOMLError) -> String {
        if current == "\"" || current == "'" { throw fail("quoted keys are not supported") }
        var key = ""
        while let scalar = current,
            ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar)
                || ("A"..."Z").contains(scalar) || scalar == "-" || scalar == "_"
        {
            key.unicodeScalars.append(scalar)
            advance()
        }
        guard !key.isEmpty else { throw fail("a \(what) is missing") }
        return key
    }

    mutating func value() throws(TOMLError) -> TOMLValue {
        switch current {
        case nil, "\n", "#", "\r": throw fail("a value is missing")
        case "\"", "'":
            return .string(try string())
        case "[":
            return .array(try array())
        case "{":
            throw fail("inline tables are not supported")
        case "t", "f":
            let word = take { ("a"..."z").contains($0) }
            switch word {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            default: throw fail("'\(word)' is not a value")
            }
        default:
            return try number()
        }
    }

    /// The scalars from here while `accept` holds.
    mutating func take(while accept: (Unicode.Scalar) -> Bool) -> String {
        var text = ""
        while let scalar = current, accept(scalar) {
            text.unicodeScalars.append(scalar)
            advance()
        }
        return text
    }

    mutating func string() throws(TOMLError) -> String {
        guard let quote = current else { throw fail("a value is missing") }
        advance()
        if current == quote, at + 1 < scalars.count, scalars[at + 1] == quote {
            throw fail("multi-line strings are not supported")
        }
        var text = ""
        while true {
            guard let scalar = current, scalar != "\n" else { throw fail("a string without its closing quote") }
            advance()
            if scalar == quote { return text }
            if scalar != "\t" && (scalar.value < 0x20 || scalar.value == 0x7F) {
                throw fail("a control character in a string")
            }
            guard quote == "\"", scalar == "\\" else {
                text.unicodeScalars.append(scalar)
                continue
            }
            guard let escape = current else { throw fail("a string without its closing quote") }
            advance()
            switch escape {
            case "b": text += "\u{08}"
            case "t": text += "\t"
            case "n": text += "\n"
            case "f": text += "\u{0C}"
            case "r": text += "\r"
            case "\"": text += "\""
            case "\\": text += "\\"
            case "u", "U":
                let digits = escape == "u" ? 4 : 8
                var value: UInt32 = 0
                for _ in 0..<digits {
                    guard let digit = current, let number = UInt32(String(digit), radix: 16) else {
                        throw fail("\\\(escape) needs \(digits) hexadecimal digits")
                    }
                    value = value * 16 + number
                    advance()
                }
                guard let unicode = Unicode.Scalar(value) else { throw fail("\\\(escape) names no Unicode scalar") }
                text.unicodeScalars.append(unicode)
            default: throw fail("'\\\(escape)' is not an escape TOML has")
            }
        }
    }

    mutating func array() throws(TOMLError) -> [TOMLValue] {
        advance()  // [
        var items: [TOMLValue] = []
        while true {
            try skipSpaceAndComments()
            if current == "]" {
                advance()
                return items
            }
            items.append(try value())
            try skipSpaceAndComments()
            switch current {
            case ",": advance()
            case "]":
                advance()
                return items
            default: throw fail("an array's values must be separated by commas and end with ]")
            }
        }
    }

    /// Inside an array: blanks, newlines and comments.
    mutating func skipSpaceAndComments() throws(TOMLError) {
        while true {
            skipBlanks()
            if current == "#" { try skipComment() }
            if current == "\r", at + 1 < scalars.count, scalars[at + 1] == "\n" { advance() }
            guard current == "\n" else { return }
            advance()
        }
    }

    /// A decimal integer or float: `42`, `-17`, `1_000`, `3.14`, `6.02e23`. No leading zeros, an
    /// underscore only between digits.
    mutating func number() throws(TOMLError) -> TOMLValue {
        let text = take {
            ("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                || "+-._".unicodeScalars.contains($0)
        }
        if text.hasPrefix("0x") || text.hasPrefix("0o") || text.hasPrefix("0b") {
            throw fail("hexadecimal, octal and binary integers are not supported")
        }
        if ["inf", "+inf", "-inf", "nan", "+nan", "-nan"].contains(text) {
            throw fail("inf and nan are not supported")
        }
        let unsigned = text.hasPrefix("+") || text.hasPrefix("-") ? String(text.dropFirst()) : text
        // `1979-05-27`, `07:32:00`: four digits and a dash, or a colon after the digits.
        let year = unsigned.prefix(4)
        if current == ":"
            || (year.count == 4 && year.allSatisfy({ ("0"..."9").contains($0) })
                && unsigned.dropFirst(4).first == "-")
        {
            throw fail("dates and times are not supported")
        }
        // Underscores only between digits.
        let scalars = Array(unsigned.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "_" {
            let digit = { (at: Int) in scalars.indices.contains(at) && ("0"..."9").contains(scalars[at]) }
            guard digit(index - 1), digit(index + 1) else { throw fail("'\(text)' is not a number") }
        }
        let plain = unsigned.replacingOccurrences(of: "_", with: "")
        let integerPart = plain.prefix { ("0"..."9").contains($0) }
        guard !integerPart.isEmpty, integerPart == "0" || !integerPart.hasPrefix("0") else {
            throw fail(plain.isEmpty ? "a value is missing" : "'\(text)' is not a number")
        }
        let sign = text.hasPrefix("-") ? "-" : ""
        if plain.allSatisfy({ ("0"..."9").contains($0) }) {
            guard let value = Int(sign + plain) else { throw fail("'\(text)' does not fit a 64-bit integer") }
            return .integer(value)
        }
        // A float: the integer part, then a fraction of digits, an exponent, or both.
        let rest = plain.dropFirst(integerPart.count)
        var valid = false
        if rest.hasPrefix(".") {
            let fraction = rest.dropFirst().prefix { ("0"..."9").contains($0) }
            let after = rest.dropFirst(1 + fraction.count)
            valid = !fraction.isEmpty && (after.isEmpty || Self.isExponent(after))
        } else {
            valid = Self.isExponent(rest)
        }
        guard valid, let value = Double(sign + plain), value.isFinite else { throw fail("'\(text)' is not a number") }
        return .float(value)
    }

    /// `e10`, `E-3`, `e+22`.
    private static func isExponent(_ text: Substring) -> Bool {
        guard text.first == "e" || text.first == "E" else { return false }
        var digits = text.dropFirst()
        if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) }
    }
}
