import Foundation

extension StringProtocol {
    /// The text without the whitespace and line breaks at either end (Unicode's White_Space),
    /// as `trimmingCharacters(in: .whitespacesAndNewlines)` gives it, but read over its scalars:
    /// Foundation's trimming goes through NSString on Linux, and was half of what reading a big
    /// style sheet cost.
    func trimmed() -> String { String(trimmedSlice()) }

    /// The text `trimmed()` gives, as a slice of this one: its indices still place it in the file.
    func trimmedSlice() -> SubSequence {
        trimmed { $0.isASCII ? $0 == " " || (0x09...0x0D).contains($0.value) : $0.properties.isWhitespace }
    }

    /// The text without the spaces and tabs at either end (Unicode's Zs and U+0009), as
    /// `trimmingCharacters(in: .whitespaces)` gives it.
    func trimmedSpaces() -> String {
        String(trimmed { $0.isASCII ? $0 == " " || $0 == "\t" : $0.properties.generalCategory == .spaceSeparator })
    }

    /// The text without the characters `isSpace` takes at either end.
    func trimmed(where isSpace: (Unicode.Scalar) -> Bool) -> SubSequence {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return self[endIndex...] }
        return self[first..<scalars.index(after: last)]
    }
}

extension StringProtocol {
    /// The first occurrence of `needle` at or after `start`, compared byte for byte over UTF-8:
    /// Foundation's `range(of:)` goes through NSString on Linux, copying the text it searches
    /// to UTF-16 on every call, and was a third of what scanning a Swift app cost.
    func firstBytes(of needle: String, from start: Index? = nil) -> Range<Index>? {
        var needle = needle
        let start = start ?? startIndex
        guard !needle.isEmpty else { return start..<start }
        let skip = utf8.distance(from: utf8.startIndex, to: start)
        // The needle's own bytes (no copy: searches run once a line on large files).
        let (found, length) = needle.withUTF8 { wanted in
            let found = utf8.withContiguousStorageIfAvailable { $0.firstOffset(of: wanted, from: skip) }
            return (found, wanted.count)
        }
        guard let found else { return range(of: needle, range: start..<endIndex) }
        guard let offset = found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: offset)
        return lower..<utf8.index(lower, offsetBy: length)
    }

    /// Whether the text holds `needle`, compared byte for byte (a fast first look before a scan).
    func containsBytes(_ needle: String) -> Bool { firstBytes(of: needle) != nil }

    /// The text with each `needle` replaced by `replacement`, found byte for byte as `firstBytes`
    /// finds it (Foundation's `replacingOccurrences` goes through NSString on Linux).
    func replacingBytes(_ needle: String, with replacement: String) -> String {
        var result = ""
        var from = startIndex
        while !needle.isEmpty, let found = firstBytes(of: needle, from: from) {
            result.append(contentsOf: self[from..<found.lowerBound])
            result.append(replacement)
            from = found.upperBound
        }
        result.append(contentsOf: self[from...])
        return result
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// The offset of the first `needle` in these bytes at or after `start`: `memchr` for the
    /// needle's rarest byte in code (`rarity`), not its first (a search for `font` stopped at every
    /// `f` of the file), then `memcmp`. The one byte search of the scanners (`firstBytes`, an
    /// import's ` from `).
    func firstOffset(of needle: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let base = baseAddress, let bytes = needle.baseAddress, start >= 0 else { return nil }
        let rare = needle.indices.min { Self.rarity(needle[$0]) < Self.rarity(needle[$1]) } ?? 0
        var offset = start
        while offset + needle.count <= count {
            guard let hit = memchr(base + offset + rare, Int32(needle[rare]), count - offset - needle.count + 1)
            else { return nil }
            offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - rare
            if memcmp(base + offset, bytes, needle.count) == 0 { return offset }
            offset += 1
        }
        return nil
    }

    /// How common a byte is in source code, 0 (rare) to 4 (white space): the common lower-case
    /// letters 3, the others and `.` 2, capitals, digits, `_` and code's punctuation 1, the
    /// rest 0 (M: a rough order of English and code, enough to pick a needle's byte to look for).
    static func rarity(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"): 4
        case UInt8(ascii: "e"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "o"), UInt8(ascii: "i"),
            UInt8(ascii: "n"), UInt8(ascii: "s"), UInt8(ascii: "r"), UInt8(ascii: "l"):
            3
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "."): 2
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"),
            UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "="),
            UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "/"), UInt8(ascii: "'"),
            UInt8(ascii: "\""), UInt8(ascii: "-"):
            1
        default: 0
        }
    }
}

extension String {
    /// Whether the text opens a tag whose name ends with `suffix` (`<Text`, `<AppText`,
    /// `<Animated.Text` for `Text`): each occurrence of `suffix` with a `<` before the name's
    /// ASCII name bytes (`isScriptNameByte`) and dots, 64 bytes back at most (a fast first look,
    /// as `containsBytes`).
    func containsTag(endingWith suffix: String) -> Bool {
        var from = startIndex
        while let found = firstBytes(of: suffix, from: from) {
            var index = found.lowerBound
            var back = 0
            while index > startIndex, back < 64 {
                index = utf8.index(before: index)
                let byte = utf8[index]
                if byte == UInt8(ascii: "<") { return true }
                guard byte < 0x80, byte == UInt8(ascii: ".") || isScriptNameByte(byte) else { break }
                back += 1
            }
            from = found.upperBound
        }
        return false
    }

    /// Whether the characters just before `index` are `suffix`: a few steps back, whatever the
    /// text's length (a slice's `hasSuffix` measures the slice).
    func has(_ suffix: String, before index: Index) -> Bool {
        var position = index
        for character in suffix.reversed() {
            guard position > startIndex else { return false }
            position = self.index(before: position)
            guard self[position] == character else { return false }
        }
        return true
    }
}

extension StringProtocol {
    /// Where the run of characters `isPart` accepts that ends at `end` starts (`end` when there is
    /// none), `limit` characters back at most: the name before a `:`, a `[` or a `=`.
    func start(ofRunBefore end: Index, within limit: Int, where isPart: (Character) -> Bool) -> Index {
        var start = end
        var count = 0
        while start > startIndex, count < limit, isPart(self[self.index(before: start)]) {
            start = self.index(before: start)
            count += 1
        }
        return start
    }
}

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The `(` that opens the parenthesis just before `end` (a call's arguments, a function's
    /// parameters), balanced over UTF-8 within `limit` bytes; nil where none opens.
    func openingParenthesis(before end: Index, within limit: Int) -> Index? {
        var depth = 0
        var index = end
        var read = 0
        while index > utf8.startIndex, read < limit {
            index = utf8.index(before: index)
            read += 1
            if utf8[index] == UInt8(ascii: ")") {
                depth += 1
            } else if utf8[index] == UInt8(ascii: "(") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

extension String {
    /// The expression a Kotlin or Dart function returns, from just past its parameter list (`end`):
    /// after `=` (Kotlin, a `: Type` before it skipped), `=>` (Dart), or a block's first `return`
    /// (`{ return x * f; }`), its leading white space dropped; nil for any other body.
    func returnedExpression(after end: Index) -> Substring? {
        var body = self[end...].drop(while: \.isBlank)
        if body.hasPrefix(":") {
            body = body.dropFirst().drop(while: \.isBlank).drop { $0.isLetter }.drop(while: \.isBlank)
        }
        if body.hasPrefix("=>") {
            body = body.dropFirst(2)
        } else if body.hasPrefix("=") {
            body = body.dropFirst()
        } else if body.hasPrefix("{") {
            body = body.dropFirst().drop(while: \.isBlank)
            guard body.hasPrefix("return"), body.dropFirst("return".count).first?.isWhitespace == true else {
                return nil
            }
            body = body.dropFirst("return".count)
        } else {
            return nil
        }
        return body.drop(while: \.isBlank)
    }
}

/// A byte of an identifier in Kotlin, Dart or Swift source read as UTF-8: a letter, digit, `_`, or
/// any byte of a non-ASCII character.
func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_")
        || (byte | 0x20) >= UInt8(ascii: "a")
            && (byte | 0x20) <= UInt8(ascii: "z")
        || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

/// An ASCII white-space byte: a space, or a tab to a carriage return (`trimmed()`'s, for ASCII).
func isSpaceByte(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) }

extension BidirectionalCollection where Element == UInt8, SubSequence == Self {
    /// The bytes without the ASCII white space at either end (`isSpaceByte`).
    func trimmingSpaceBytes() -> Self {
        var trimmed = drop(while: isSpaceByte)
        while let last = trimmed.last, isSpaceByte(last) { trimmed = trimmed.dropLast() }
        return trimmed
    }

    /// A string literal's inside: bytes quoted alike at both ends (`'` or `"`), with no quote or
    /// backslash between (`SwiftScanner.stringLiteral`'s rule); nil for anything else.
    func literalInside() -> Self? {
        guard count >= 2, let quote = first, quote == 0x27 || quote == 0x22, last == quote else { return nil }
        let inside = dropFirst().dropLast()
        return inside.contains { $0 == quote || $0 == 0x5C } ? nil : inside
    }
}

extension Character {
    /// `"`, `'` or a backtick: a quote that opens a script's string (compared as ASCII: a
    /// string's `contains` walked its characters at every character of a script).
    var isScriptQuote: Bool { asciiValue.map { $0 == 0x22 || $0 == 0x27 || $0 == 0x60 } ?? false }
    /// `(`, `[` or `{`.
    var isOpeningBracket: Bool { asciiValue.map { $0 == 0x28 || $0 == 0x5B || $0 == 0x7B } ?? false }
    /// `)`, `]` or `}`.
    var isClosingBracket: Bool { asciiValue.map { $0 == 0x29 || $0 == 0x5D || $0 == 0x7D } ?? false }
}

extension Substring {
    /// The name the text ends with: its last run of letters, digits and `_` (`isNamePart`), read
    /// over the bytes while they are ASCII (each its own character), else over the characters.
    func trailingName() -> Substring {
        let utf8 = self.utf8
        var byte = utf8.endIndex
        while byte > utf8.startIndex {
            let before = utf8.index(before: byte)
            let value = utf8[before]
            // Past ASCII, the characters decide (a mark may join the letter before it).
            guard value < 0x80 else { return self[start(ofRunBefore: endIndex, within: .max, where: \.isNamePart)...] }
            guard isWordByte(value) else { break }
            byte = before
        }
        return self[byte...]
    }

    /// The words between spaces and tabs (`split` at `" "` and `"\t"`), cut over the bytes where
    /// the text is ASCII: a declaration's head, read on every line of a file of thousands.
    func spaceSeparatedWords() -> [Substring] {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return split(whereSeparator: { $0 == " " || $0 == "\t" }) }
        return utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }).map(Substring.init)
    }
}

extension Character {
    /// `isWhitespace` (Unicode's White_Space), answered for ASCII without Unicode's tables, which
    /// `isWhitespace` asks for every character: most of what the readers skip is ASCII.
    var isBlank: Bool {
        if let ascii = asciiValue { return ascii == UInt8(ascii: " ") || (0x09...0x0D).contains(ascii) }
        return isWhitespace
    }

    /// A letter, a digit or `_` (`isLetter || isNumber`), answered for ASCII without Unicode's
    /// tables: a name's characters, asked of every line of a Dart file of thousands of getters.
    var isNamePart: Bool {
        if let ascii = asciiValue { return isWordByte(ascii) }
        return isLetter || isNumber || self == "_"
    }
}

/// A byte of a name in JavaScript, TypeScript or Dart (where `$` is a letter) read as UTF-8: a word
/// byte (`isWordByte`) or `$`.
func isScriptNameByte(_ byte: UInt8) -> Bool { isWordByte(byte) || byte == UInt8(ascii: "$") }

extension Substring {
    /// Calls `visit` with the index of each character from `start` that is outside a quoted string
    /// (`"`, `'` or `` ` ``, a backslash escaping the next character) and its bracket depth, counted
    /// from `start`: an opening bracket at the depth outside it, a closing one at the depth it
    /// returns to. Stops where `visit` returns false. The one walk over a script expression's
    /// strings and brackets (`JSXTexts`, `ReactNativeScanner.splitTopLevel`, `PlatformChoice`).
    /// Returns whether it ended outside a string (false for a string left open at the end).
    @discardableResult
    func eachOutsideStrings(from start: Index? = nil, _ visit: (Index, Int) -> Bool) -> Bool {
        var depth = 0
        var quote: Character?
        var index = start ?? startIndex
        while index < endIndex {
            let character = self[index]
            if let open = quote {
                if character == "\\" {
                    index = self.index(after: index)
                } else if character == open {
                    quote = nil
                }
            } else if character.isScriptQuote {
                quote = character
            } else if character.isOpeningBracket {
                guard visit(index, depth) else { return true }
                depth += 1
            } else if character.isClosingBracket {
                depth -= 1
                guard visit(index, depth) else { return true }
            } else if !visit(index, depth) {
                return true
            }
            if index < endIndex { index = self.index(after: index) }
        }
        return quote == nil
    }
}
