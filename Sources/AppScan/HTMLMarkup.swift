import Foundation

/// An HTML document's elements, as a browser's tree builder puts them for the rules that style
/// them (`StyledDocuments`): each element's tag, id, classes and attributes, its parent and the
/// element before it, and the text it holds itself. Read in one pass over the bytes: comments,
/// `<!DOCTYPE>` and the contents of `script`, `style`, `textarea`, `title` and `template` are not
/// elements; a void element (`br`, `img`, `input`...) or one closed with `/>` holds nothing; an end
/// tag closes the nearest open element of its name and those inside it (a stray one is dropped);
/// a `p` is closed by the start of a block (`div`, `ul`, `h1`...), an `li` by the next `li` among
/// its siblings, as HTML's tree builder does for the common cases (the others: U, the tree is
/// read as written).
struct HTMLMarkup {
    struct Element: Sendable {
        var tag: String
        var attributes: [String: String]
        var parent: Int?
        /// The element just before it among its parent's children, and whether it is the last.
        var previous: Int?
        var isLast = true
        var line: Int
        var column: Int
        /// The text the element holds itself (not its children's), white space collapsed, entities
        /// decoded, its first 4,000 bytes; empty where it holds none.
        var text = ""
        /// The characters of its text past those 4,000 bytes that they do not hold.
        var moreCharacters: Set<Unicode.Scalar> = []

        /// Its `class` attribute's names.
        var classes: [Substring] = []

        var id: String? { attributes["id"] }
    }

    var elements: [Element] = []
    /// The style sheets the document links (`<link rel="stylesheet" href>`), as written, in order.
    var links: [String] = []

    /// Documents of more elements than this are read to the limit; the rest of the file is not
    /// styled markup `StyledDocuments` can afford to match (it says so).
    static let elementLimit = 100_000
    /// Whether the document was cut at `elementLimit`.
    var truncated = false

    private static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]
    private static let rawTextElements: Set<String> = ["script", "style", "textarea", "title", "template"]
    /// The starts that close an open `p` (HTML's "close a p element" for these, H: WHATWG HTML 13.2.6.4.7).
    private static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset", "figcaption", "figure",
        "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "main", "menu", "nav", "ol", "p",
        "pre", "section", "table", "ul",
    ]

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var open: [Int] = []
        var lastChild: [Int: Int] = [:]  // by parent index; -1 for the top level
        var line = 1
        var lineStart = 0
        var counted = 0
        var index = 0
        var textStart = 0
        func advanceLines(to end: Int) {
            while counted < end {
                if bytes[counted] == 0x0A {
                    line += 1
                    lineStart = counted + 1
                }
                counted += 1
            }
        }
        func flushText(to end: Int) {
            guard textStart < end, let current = open.last else { return }
            let piece = Self.decoded(bytes[textStart..<end]).split(whereSeparator: \.isBlank).joined(
                separator: " ")
            guard !piece.isEmpty else { return }
            let room = 4_000 - elements[current].text.utf8.count
            let head = room > 0 ? piece.prefix(room) : ""
            if !head.isEmpty { elements[current].text += elements[current].text.isEmpty ? head : " " + head }
            elements[current].moreCharacters.formUnion(piece.dropFirst(head.count).unicodeScalars)
        }
        func close(_ tag: String) {
            if let position = open.lastIndex(where: { elements[$0].tag == tag }) { open.removeSubrange(position...) }
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else {
                index += 1
                continue
            }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                flushText(to: index)
                let comment = bytes[index...].starts(with: Array("<!--".utf8))
                index = Self.find(comment ? Array("-->".utf8) : [UInt8(ascii: ">")], in: bytes, from: index + 2)
                textStart = index
                continue
            }
            let closing = next == UInt8(ascii: "/")
            let nameStart = index + (closing ? 2 : 1)
            var nameEnd = nameStart
            while nameEnd < bytes.count, Self.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
            guard nameEnd > nameStart, Self.isLetter(bytes[nameStart]) else {
                index += 1
                continue
            }
            flushText(to: index)
            let tag = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self).lowercased()
            let (attributes, selfClosing, end) = Self.attributes(bytes, from: nameEnd)
            if closing {
                close(tag)
            } else if elements.count >= Self.elementLimit {
                truncated = true
                break
            } else {
                if tag == "li" || tag == "dt" || tag == "dd" || tag == "option" || tag == "tr" || tag == "td"
                    || tag == "th"
                {
                    // An open sibling of the same kind, with nothing between, is closed.
                    if let last = open.last, elements[last].tag == tag { open.removeLast() }
                }
                if Self.closesParagraph.contains(tag), let last = open.last, elements[last].tag == "p" {
                    open.removeLast()
                }
                advanceLines(to: index)
                let parent = open.last
                var element = Element(
                    tag: tag, attributes: attributes, parent: parent, previous: lastChild[parent ?? -1],
                    line: line, column: index - lineStart + 1)
                element.classes = attributes["class"]?.split(whereSeparator: \.isBlank) ?? []
                if let previous = element.previous { elements[previous].isLast = false }
                lastChild[parent ?? -1] = elements.count
                elements.append(element)
                if tag == "link", attributes["rel"]?.lowercased().split(separator: " ").contains("stylesheet") == true,
                    let href = attributes["href"]
                {
                    links.append(href)
                }
                if Self.rawTextElements.contains(tag) {
                    // Its contents are text or code, not elements: skip to its end tag.
                    index = Self.find(Array("</\(tag)".utf8), in: bytes, from: end, caseInsensitive: true)
                    textStart = index
                    continue
                }
                if !selfClosing && !Self.voidElements.contains(tag) { open.append(elements.count - 1) }
            }
            index = end
            textStart = end
        }
        if !truncated { flushText(to: bytes.count) }
        for position in elements.indices where !elements[position].moreCharacters.isEmpty {
            elements[position].moreCharacters.subtract(elements[position].text.unicodeScalars)
        }
    }

    /// A start tag's attributes from after its name, names lowercased, values unquoted and
    /// decoded; whether it ends with `/>`; the index after its `>`.
    private static func attributes(_ bytes: [UInt8], from start: Int) -> ([String: String], Bool, Int) {
        var attributes: [String: String] = [:]
        var index = start
        func skipSpace() { while index < bytes.count, isSpace(bytes[index]) { index += 1 } }
        while index < bytes.count {
            skipSpace()
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: ">") { return (attributes, false, index + 1) }
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                return (attributes, true, index + 2)
            }
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
                bytes[index] != UInt8(ascii: ">"), !(bytes[index] == UInt8(ascii: "/") && index > nameStart)
            {
                index += 1
            }
            if index == nameStart { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            skipSpace()
            var value = ""
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    let quote = bytes[index]
                    let end = bytes[(index + 1)...].firstIndex(of: quote) ?? bytes.count
                    value = decoded(bytes[(index + 1)..<end])
                    index = min(end + 1, bytes.count)
                } else {
                    let valueStart = index
                    while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                    value = decoded(bytes[valueStart..<index])
                }
            }
            if !name.isEmpty, attributes[name] == nil { attributes[name] = value }
        }
        return (attributes, false, bytes.count)
    }

    /// The index after the first `needle` at or after `start` (the end where there is none).
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int, caseInsensitive: Bool = false)
        -> Int
    {
        guard let first = needle.first, start < bytes.count else { return bytes.count }
        var index = start
        while let hit = bytes[index...].firstIndex(of: first) {
            let end = hit + needle.count
            guard end <= bytes.count else { return bytes.count }
            if zip(bytes[hit..<end], needle).allSatisfy({ (caseInsensitive ? lower($0) : $0) == $1 }) {
                // An end tag's own `>` is passed too.
                return caseInsensitive
                    ? (bytes[end...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? bytes.count) : end
            }
            index = hit + 1
        }
        return bytes.count
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower(byte))
    }
    /// Whether a byte may stand in a tag's name (ASCII letters, digits, `-`, `:`, `_`).
    static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "_")
    }

    /// Text with its character references decoded: numeric (`&#233;`, `&#xE9;`) and the named ones
    /// of Latin-1 and common punctuation; an unknown one stays as written.
    static func decoded(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("&") else { return text }
        var result = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semicolon = after.prefix(12).firstIndex(of: ";") else {
                result += "&"
                rest = after
                continue
            }
            let name = after[..<semicolon]
            var scalar: Unicode.Scalar?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
            } else {
                scalar = namedReferences[String(name)]
            }
            if let scalar {
                result.unicodeScalars.append(scalar)
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }

    /// Named character references: the markup's, Latin-1's letters (`&Eacute;`), and punctuation.
    private static let namedReferences: [String: Unicode.Scalar] = {
        var table: [String: Unicode.Scalar] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "reg": "®",
            "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
            "laquo": "«", "raquo": "»", "middot": "·", "bull": "•", "trade": "™", "euro": "€", "szlig": "ß",
        ]
        // Latin-1's accented letters by their entity names: grave, acute, circ, tilde, uml, ring.
        let marks: [(String, String, String)] = [
            ("grave", "AEIOUaeiou", "ÀÈÌÒÙàèìòù"), ("acute", "AEIOUYaeiouy", "ÁÉÍÓÚÝáéíóúý"),
            ("circ", "AEIOUaeiou", "ÂÊÎÔÛâêîôû"), ("tilde", "ANOano", "ÃÑÕãñõ"), ("uml", "AEIOUaeiouy", "ÄËÏÖÜäëïöüÿ"),
            ("ring", "Aa", "Åå"), ("cedil", "Cc", "Çç"), ("slash", "Oo", "Øø"),
        ]
        for (mark, bases, letters) in marks {
            for (base, letter) in zip(bases, letters) { table[String(base) + mark] = letter.unicodeScalars.first }
        }
        table["AElig"] = "Æ"
        table["aelig"] = "æ"
        return table
    }()
}
