/// A strict, small XML reader for string catalogs (Android `strings.xml`), written for input
/// that strangers control:
///
/// - no entity is ever expanded beyond the five XML predefines and character references, so a
///   document cannot read a file, reach the network or grow (no XXE, no "billion laughs");
/// - a DOCTYPE with an internal subset or an external DTD is refused; a bare
///   `<!DOCTYPE resources>` is allowed;
/// - malformed XML (mismatched or unclosed tags, text after the root, bad characters) is an
///   error with its line, never recovered into something else;
/// - nesting depth and references per document are bounded (`XMLReader.Limits`).
///
/// The rules followed are XML 1.0 (fifth edition, www.w3.org/TR/xml), less what a string
/// catalog never needs: processing instructions and comments are skipped, namespaces are kept
/// as prefixes in names. `inkbox scan` reads storyboards, XIBs and Android layouts with it too.
public struct XMLReader {
    enum Limits {
        /// Deepest element nesting accepted.
        static let depth = 256
        /// Character and predefined-entity references accepted in one document.
        static let references = 1_000_000
    }

    /// An element with its attributes and children, in document order.
    public struct Element: Sendable {
        public var name: String
        public var attributes: [String: String]
        public var children: [Node]
        /// The 1-based line of the element's start tag.
        public var line: Int

        /// The local part of the name: `g` for `xliff:g`.
        public var localName: String { name.split(separator: ":").last.map(String.init) ?? name }

        /// The child elements, in order.
        public var elements: [Element] {
            children.compactMap { if case .element(let element) = $0 { return element } else { return nil } }
        }

        public func elements(named wanted: String) -> [Element] {
            children.compactMap {
                if case .element(let element) = $0, element.name == wanted { return element } else { return nil }
            }
        }
    }

    public enum Node: Sendable {
        case element(Element)
        case text(String)

        /// All text below, as `XMLNode.stringValue` gives it.
        public var text: String {
            switch self {
            case .text(let text): return text
            case .element(let element): return element.children.map(\.text).joined()
            }
        }
    }

    public struct Failure: Error {
        public var line: Int
        public var message: String
    }

    /// The root element of `text`, or the first thing wrong with it. With `externalDTD`, a
    /// DOCTYPE's external identifier (Apple's property lists all name
    /// `-//Apple//DTD PLIST 1.0//EN`) is accepted and never fetched or read; an internal subset
    /// is refused all the same, so still no entity can be declared.
    public static func parse(_ text: String, externalDTD: Bool = false) throws(Failure) -> Element {
        var reader = XMLReader(Array(text.unicodeScalars), externalDTD: externalDTD)
        return try reader.document()
    }

    private let scalars: [Unicode.Scalar]
    private let externalDTD: Bool
    private var index = 0
    private var line = 1
    private var references = 0

    private init(_ scalars: [Unicode.Scalar], externalDTD: Bool) {
        self.scalars = scalars
        self.externalDTD = externalDTD
    }

    // MARK: Document

    private mutating func document() throws(Failure) -> Element {
        if peek() == "\u{FEFF}" { index += 1 }
        var root: Element?
        while true {
            skipSpace()
            guard index < scalars.count else { break }
            if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<!DOCTYPE") {
                guard root == nil else { throw fail("DOCTYPE after the root element") }
                try doctype()
            } else if peek() == "<" {
                guard root == nil else { throw fail("a second root element (only one is allowed)") }
                root = try element(depth: 1)
            } else {
                throw fail(root == nil ? "text before the root element" : "text after the root element")
            }
        }
        guard let root else { throw fail(scalars.isEmpty ? "empty document" : "no root element") }
        return root
    }

    /// `<!DOCTYPE name>` only: an internal subset (`[...]`, where entities are declared) or an
    /// external identifier (`SYSTEM`, `PUBLIC`; accepted unread with `externalDTD`) is refused,
    /// so no entity can be defined.
    private mutating func doctype() throws(Failure) {
        index += "<!DOCTYPE".unicodeScalars.count
        while index < scalars.count, scalars[index] != ">" {
            if scalars[index] == "[" {
                throw fail("DOCTYPE with an internal subset is refused: inkbox expands no entities")
            }
            if !externalDTD, starts(with: "SYSTEM") || starts(with: "PUBLIC") {
                throw fail("DOCTYPE with an external DTD is refused: inkbox reads no other file")
            }
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }
        guard index < scalars.count else { throw fail("unterminated DOCTYPE") }
        index += 1
    }

    private mutating func comment() throws(Failure) {
        index += 4
        while index < scalars.count {
            if starts(with: "--") {
                guard starts(with: "-->") else { throw fail("'--' inside a comment") }
                index += 3
                return
            }
            try advanceCharacter()
        }
        throw fail("unterminated comment")
    }

    // MARK: Elements

    private mutating func element(depth: Int) throws(Failure) -> Element {
        guard depth <= Limits.depth else { throw fail("elements nested deeper than \(Limits.depth)") }
        let startLine = line
        index += 1  // <
        let name = try self.name()
        var attributes: [String: String] = [:]
        while true {
            let hadSpace = skipSpace()
            guard let next = peek() else { throw fail("unterminated start tag <\(name)>") }
            if next == ">" {
                index += 1
                break
            }
            if starts(with: "/>") {
                index += 2
                return Element(name: name, attributes: attributes, children: [], line: startLine)
            }
            guard hadSpace else { throw fail("expected a space before an attribute in <\(name)>") }
            let attribute = try self.name()
            skipSpace()
            guard peek() == "=" else { throw fail("expected '=' after attribute \(attribute)") }
            index += 1
            skipSpace()
            guard let quote = peek(), quote == "\"" || quote == "'" else {
                throw fail("attribute \(attribute) needs a quoted value")
            }
            index += 1
            let value = try characterData(until: quote, inAttribute: true)
            index += 1
            guard attributes.updateValue(value, forKey: attribute) == nil else {
                throw fail("attribute \(attribute) repeated in <\(name)>")
            }
        }
        var children: [Node] = []
        while true {
            guard index < scalars.count else { throw Failure(line: startLine, message: "<\(name)> is never closed") }
            if starts(with: "</") {
                index += 2
                let closing = try self.name()
                skipSpace()
                guard peek() == ">" else { throw fail("expected '>' to end </\(closing)>") }
                index += 1
                guard closing == name else {
                    throw fail("</\(closing)> closes <\(name)> opened on line \(startLine)")
                }
                return Element(name: name, attributes: attributes, children: children, line: startLine)
            } else if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<![CDATA[") {
                index += 9
                let start = index
                while index < scalars.count, !starts(with: "]]>") { try advanceCharacter() }
                guard index < scalars.count else { throw fail("unterminated CDATA section") }
                children.append(.text(string(start..<index)))
                index += 3
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!") {
                throw fail("markup declarations belong in a DOCTYPE, which is refused")
            } else if peek() == "<" {
                children.append(.element(try element(depth: depth + 1)))
            } else {
                children.append(.text(try characterData(until: "<", inAttribute: false)))
            }
        }
    }

    private mutating func name() throws(Failure) -> String {
        let start = index
        while let scalar = peek(), isNameCharacter(scalar, first: index == start) { index += 1 }
        guard index > start else { throw fail("expected a name") }
        return string(start..<index)
    }

    private func isNameCharacter(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        if scalar.isASCII {  // most names are ASCII: no Unicode property look-up for them
            let byte = UInt8(scalar.value)
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
                UInt8(ascii: ":"):
                return true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): return !first
            default: return false
            }
        }
        if scalar.properties.isAlphabetic { return true }
        return !first && (scalar.properties.numericType != nil || scalar == "-" || scalar == ".")
    }

    /// Text up to `end` (not consumed), references resolved.
    private mutating func characterData(until end: Unicode.Scalar, inAttribute: Bool) throws(Failure) -> String {
        var text: [UInt8] = []
        var run = index  // the characters read since the last reference, appended in one go
        while true {
            guard let scalar = peek() else {
                if inAttribute { throw fail("unterminated attribute value") }
                Self.encode(scalars[run..<index], into: &text)
                return String(decoding: text, as: UTF8.self)
            }
            if scalar == end {
                Self.encode(scalars[run..<index], into: &text)
                return String(decoding: text, as: UTF8.self)
            }
            if inAttribute && scalar == "<" { throw fail("'<' inside an attribute value") }
            if scalar == "&" {
                Self.encode(scalars[run..<index], into: &text)
                Self.encode(CollectionOfOne(try reference()), into: &text)
                run = index
            } else {
                if !inAttribute, scalar == "]", starts(with: "]]>") { throw fail("']]>' in text") }
                try advanceCharacter()
            }
        }
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` or `&#xN;`: one character each. Any
    /// other entity is undefined, since no DTD may define one.
    private mutating func reference() throws(Failure) -> Unicode.Scalar {
        references += 1
        guard references <= Limits.references else { throw fail("more than \(Limits.references) references") }
        index += 1  // &
        let start = index
        while let scalar = peek(), scalar != ";", index - start < 12 { index += 1 }
        guard peek() == ";" else { throw fail("'&' that starts no reference (write &amp;)") }
        let body = string(start..<index)
        index += 1
        switch body {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, let scalar = Unicode.Scalar(value), Self.isXMLCharacter(scalar) else {
                throw fail("&\(body); is not a character XML allows")
            }
            return scalar
        }
        throw fail("undefined entity &\(body); (inkbox expands no entities)")
    }

    // MARK: Scanning

    /// The scalars of `range` as a string: encoded to UTF-8 in one buffer (a `UnicodeScalarView`
    /// appended scalar by scalar was a fifth of what reading a storyboard cost).
    private func string(_ range: Range<Int>) -> String {
        var bytes: [UInt8] = []
        Self.encode(scalars[range], into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func encode(_ scalars: some Collection<Unicode.Scalar>, into bytes: inout [UInt8]) {
        bytes.reserveCapacity(bytes.count + scalars.count)
        for scalar in scalars {
            if scalar.isASCII {
                bytes.append(UInt8(scalar.value))
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
    }

    private func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func starts(with prefix: String) -> Bool {
        var position = index
        for scalar in prefix.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = index
        while let scalar = peek(), scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" {
            if scalar == "\n" { line += 1 }
            index += 1
        }
        return index > start
    }

    private mutating func skip(past end: String, what: String) throws(Failure) {
        while index < scalars.count, !starts(with: end) { try advanceCharacter() }
        guard index < scalars.count else { throw fail("unterminated \(what)") }
        index += end.unicodeScalars.count
    }

    /// Moves past one character, counting lines and refusing what XML 1.0 does not allow.
    private mutating func advanceCharacter() throws(Failure) {
        let scalar = scalars[index]
        guard Self.isXMLCharacter(scalar) else {
            throw fail("character U+\(String(scalar.value, radix: 16, uppercase: true)) is not allowed in XML")
        }
        if scalar == "\n" { line += 1 }
        index += 1
    }

    /// XML 1.0 `Char`: tab, newline, carriage return, and U+0020 up, less U+FFFE and U+FFFF.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private func fail(_ message: String) -> Failure { Failure(line: line, message: message) }
}
