/// A JSON value that remembers the line it starts on, so that a token or string can be
/// reported at its place in the file (GitHub annotations, JUnit, text reports). Shared by the
/// design-token reader and the string catalogs.
public indirect enum JSONValue: Sendable, Equatable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The member named `key`; with duplicate keys the last wins, as JSON.parse does.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    public var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}

/// One `"key": value` of an object, with the line of its key (1-based).
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue
    public var line: Int
}

/// Why a file is not JSON, with the 1-based line and column of the problem.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    public var description: String { "invalid JSON at line \(line), column \(column): \(message)" }

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}

/// A strict RFC 8259 parser over bytes, with a depth limit so hostile nesting cannot exhaust
/// the stack. It records each key's line. Duplicate keys are kept (the last one wins).
public struct JSONParser {
    /// Deeper nesting than this is refused: real token files nest a few levels.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        // A UTF-8 byte order mark is allowed and ignored.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
            parser.lineStart = 3
        }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.failure("unexpected text after the JSON value") }
        return value
    }

    /// JSON as TypeScript's `tsconfig.json` and JSON5-minded tools write it: `//` and `/* */`
    /// comments and a comma before `}` or `]` are blanked (positions kept), then `parse`. One pass
    /// over the bytes.
    public static func parseLenient(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var kept = bytes
        var index = 0
        var lastCode: Int?  // the last byte outside strings and comments that is not white space
        func blank(_ range: Range<Int>) {
            for at in range where kept[at] != UInt8(ascii: "\n") { kept[at] = UInt8(ascii: " ") }
        }
        while index < kept.count {
            let byte = kept[index]
            let next = index + 1 < kept.count ? kept[index + 1] : 0
            if byte == UInt8(ascii: "\"") {
                var end = index + 1
                while end < kept.count, kept[end] != UInt8(ascii: "\"") {
                    end += kept[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                lastCode = min(end, kept.count - 1)
                index = end + 1
                continue
            }
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                var end = index
                while end < kept.count, kept[end] != UInt8(ascii: "\n") { end += 1 }
                blank(index..<end)
                index = end
                continue
            }
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                var end = index + 2
                while end + 1 < kept.count, !(kept[end] == UInt8(ascii: "*") && kept[end + 1] == UInt8(ascii: "/")) {
                    end += 1
                }
                end = min(end + 2, kept.count)
                blank(index..<end)
                index = end
                continue
            }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]"), let comma = lastCode,
                kept[comma] == UInt8(ascii: ",")
            {
                kept[comma] = UInt8(ascii: " ")
            }
            if ![0x20, 0x09, 0x0A, 0x0D].contains(byte) { lastCode = index }
            index += 1
        }
        return try parse(kept)
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: index - lineStart + 1, message: message)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        guard index < bytes.count else { throw failure("unexpected end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure("unexpected character '\(printable(bytes[index]))'")
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
        let expected = Array(literal.utf8)
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected)
        else {
            throw failure("unexpected character '\(printable(bytes[index]))'")
        }
        index += expected.count
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("expected a quoted key")
            }
            let keyLine = line
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw failure("expected ':' after a key")
            }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, value: try parseValue(depth: depth + 1), line: keyLine))
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of file in an object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw failure("expected ',' or '}'")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of file in an array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            throw failure("expected ',' or ']'")
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        var text = ""
        var runStart = index
        // Invalid UTF-8 is an error, never U+FFFD: a catalog's text is measured as written.
        func flush(_ end: Int) throws(JSONSyntaxError) {
            guard end > runStart else { return }
            guard let run = String(validating: bytes[runStart..<end], as: UTF8.self) else {
                throw failure("invalid UTF-8 in a string")
            }
            text += run
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try flush(index)
                index += 1
                return text
            }
            if byte < 0x20 { throw failure("control character in a string") }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            try flush(index)
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): text.unicodeScalars.append("\"")
            case UInt8(ascii: "\\"): text.unicodeScalars.append("\\")
            case UInt8(ascii: "/"): text.unicodeScalars.append("/")
            case UInt8(ascii: "b"): text.unicodeScalars.append("\u{08}")
            case UInt8(ascii: "f"): text.unicodeScalars.append("\u{0C}")
            case UInt8(ascii: "n"): text.unicodeScalars.append("\n")
            case UInt8(ascii: "r"): text.unicodeScalars.append("\r")
            case UInt8(ascii: "t"): text.unicodeScalars.append("\t")
            case UInt8(ascii: "u"):
                var unit = try parseHex4()
                if (0xD800..<0xDC00).contains(unit), index + 1 < bytes.count,
                    bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                {
                    index += 2
                    let low = try parseHex4()
                    if (0xDC00..<0xE000).contains(low) {
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    }
                }
                guard let scalar = Unicode.Scalar(unit) else { throw failure("unpaired surrogate in a \\u escape") }
                text.unicodeScalars.append(scalar)
            default:
                index -= 1
                throw failure("invalid escape '\\\(printable(escape))'")
            }
            runStart = index
        }
        throw failure("unterminated string")
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw failure("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("invalid \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        let integerDigits = digits()
        guard integerDigits > 0 else { throw failure("invalid number") }
        if integerDigits > 1, bytes[index - integerDigits] == UInt8(ascii: "0") {
            throw failure("leading zero in a number")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("invalid number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { throw failure("invalid number") }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            throw failure("number out of range")
        }
        return value
    }

    private func printable(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }
}
