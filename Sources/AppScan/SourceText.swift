import Foundation
import TextSources

/// Lines of a text, for turning an offset into a 1-based line number quickly.
struct LineIndex {
    private var starts: [String.Index]

    /// Lines end at each line feed byte, a CRLF's too (which Swift reads as one Character).
    init(_ text: String) {
        starts = [text.startIndex]
        let utf8 = text.utf8
        var index = utf8.startIndex
        while let newline = text.firstBytes(of: "\n", from: index) {  // memchr, where the bytes are contiguous
            index = newline.upperBound
            starts.append(index)
        }
    }

    /// The 1-based column of `index` in its line of `text`, in UTF-16 code units (SARIF's default
    /// column kind).
    func column(of index: String.Index, in text: String) -> Int {
        text.utf16.distance(from: starts[line(of: index) - 1], to: index) + 1
    }

    func line(of index: String.Index) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}

/// The root element of an XML source, or its first problem as a scan error with its line: a file
/// the scan reads and cannot parse (malformed, a DOCTYPE with declarations) is never ignored.
func parseXML(_ text: String, file: String, externalDTD: Bool = false) throws(ScanError) -> XMLReader.Element {
    do { return try XMLReader.parse(text, externalDTD: externalDTD) } catch {
        throw ScanError(file: file, line: error.line, message: "not well-formed XML: \(error.message)")
    }
}

/// The languages whose source the scanners read as code: each has its own comments and strings.
enum SourceLanguage: Sendable {
    /// JavaScript and TypeScript (JSX too): Dart's comments and quotes, no raw strings, template
    /// literals in backquotes with `${}`, and a quote right after a word is JSX text, not a string.
    case swift, kotlin, dart, javascript
}

/// A Swift, Kotlin or Dart file as the scanners read it: lexed once, so that only code is code.
/// Comments (line, block, nested, doc) are blanked in `text`, newlines kept and one space left for
/// each UTF-16 unit, so lines and columns stay right; string literals (single, multi-line, raw,
/// character literals) keep their text, for the literals scanners read, but are not code: a marker
/// inside one is no usage (`firstCode(of:from:)`). Interpolations inside strings (`\(x)`, `${x}`,
/// `$x`) are code. One pass over the bytes; the line index and the type spans are made once and shared.
struct SourceText: Sendable {
    /// The source with its comments blanked.
    let text: String
    /// The UTF-8 offsets in `text` of every string literal's contents (between its delimiters,
    /// without the interpolations in it), in order and apart.
    let strings: [Range<Int>]
    let lines: LineIndex
    /// The types declared in `text` and their bodies, found once for every reader of the file;
    /// none in a script, whose readers name objects, not types (`ScriptDeclarations`).
    let types: [TypeSpan]

    init(_ source: String, _ language: SourceLanguage) {
        var lexer = SourceLexer(Array(source.utf8), language)
        let (bytes, strings) = lexer.run()
        text = String(decoding: bytes, as: UTF8.self)
        self.strings = strings
        lines = LineIndex(text)
        types = language == .javascript ? [] : StyleDeclaration.typeSpans(text)
    }

    /// Whether the character at `index` is code: not in a string literal (comments are already blank).
    func isCode(_ index: String.Index) -> Bool {
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: index)
        var low = 0
        var high = strings.count
        while low < high {  // the first string that ends after `offset`
            let middle = (low + high) / 2
            if strings[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low == strings.count || !strings[low].contains(offset)
    }

    /// The next occurrence of `marker` from `start` that begins in code.
    func firstCode(of marker: String, from start: String.Index) -> Range<String.Index>? {
        var from = start
        while from < text.endIndex, let found = text.firstBytes(of: marker, from: from) {
            if isCode(found.lowerBound) { return found }
            from = found.upperBound
        }
        return nil
    }

    /// Each `{` of the code and the `}` that closes it, as UTF-8 offsets in `text`: one pass over
    /// the bytes, so that finding a body costs nothing however many are asked for (braces in
    /// strings are not code; comments are blank already).
    func bracePairs() -> [Int: Int] {
        var pairs: [Int: Int] = [:]
        var open: [Int] = []
        var next = 0  // the first string literal that ends after the offset read
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
            while next < strings.count, strings[next].upperBound <= offset { next += 1 }
            if next < strings.count, strings[next].contains(offset) { continue }
            if byte == UInt8(ascii: "{") {
                open.append(offset)
            } else if let start = open.popLast() {
                pairs[start] = offset
            }
        }
        return pairs
    }

    /// The code between the `{` at `open` and its `}` (`bracePairs`).
    func body(open: String.Index, pairs: [Int: Int]) -> Range<String.Index>? {
        let utf8 = text.utf8
        guard let close = pairs[utf8.distance(from: utf8.startIndex, to: open)] else { return nil }
        return utf8.index(after: open)..<utf8.index(utf8.startIndex, offsetBy: close)
    }

    /// Every occurrence of `marker` that begins in code, in order, at most `limit` of them.
    func codeRanges(of marker: String, limit: Int = AppScan.usageLimit + 1) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var from = text.startIndex
        while found.count < limit, let range = firstCode(of: marker, from: from) {
            found.append(range)
            from = range.upperBound
        }
        return found
    }
}

/// The one pass `SourceText` makes: a stack of what is open (code inside an interpolation, a
/// string, a block comment), so that strings inside interpolations inside strings end where
/// their language ends them.
private struct SourceLexer {
    let bytes: [UInt8]
    let language: SourceLanguage
    var output: [UInt8] = []
    var strings: [Range<Int>] = []
    var index = 0

    /// A string being read: its delimiter (`"`, `'`, `"""`, `'''`), whether escapes are read (not
    /// in raw strings), the `#`s of a Swift raw string, and where its current run of contents began.
    struct OpenString {
        /// What ends it: its quote and, in a Swift raw string, as many `#`s as opened it.
        var closing: [UInt8]
        /// What starts an escape or a Swift interpolation: `\`, and the raw string's `#`s.
        var escape: [UInt8]
        var escapes: Bool
        var interpolates: Bool
        var start: Int
        /// A one-line string, which ends at the end of its line, closed or not.
        var oneLine: Bool

        init(quote: [UInt8], escapes: Bool, hashes: Int, interpolates: Bool, start: Int) {
            let hashBytes = Array(repeating: UInt8(ascii: "#"), count: hashes)
            closing = quote + hashBytes
            escape = [UInt8(ascii: "\\")] + hashBytes
            self.escapes = escapes
            self.interpolates = interpolates
            self.start = start
            oneLine = quote.count == 1
        }
    }

    /// What is open: strings, and for each interpolation the depth of brackets in it.
    enum Frame {
        case string(OpenString)
        case interpolation(depth: Int)
    }

    var stack: [Frame] = []

    init(_ bytes: [UInt8], _ language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
        codeMarks = Self.marks("/\"'#(){}" + (language == .dart ? "r" : language == .javascript ? "`" : ""))
        output.reserveCapacity(bytes.count)
    }

    private func byte(_ at: Int) -> UInt8 { at < bytes.count ? bytes[at] : 0 }

    private func starts(_ text: String, at: Int) -> Bool {
        let wanted = Array(text.utf8)
        guard at + wanted.count <= bytes.count else { return false }
        return bytes[at..<at + wanted.count].elementsEqual(wanted)
    }

    /// Copies `count` bytes as they are.
    private mutating func copy(_ count: Int) {
        let end = min(bytes.count, index + count)
        output += bytes[index..<end]
        index = end
    }

    /// Blanks bytes up to `end`: newlines kept, a space for each UTF-16 unit.
    private mutating func blank(to end: Int) {
        let end = min(bytes.count, end)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                output.append(byte)
            } else if byte & 0xC0 != 0x80 {
                output.append(UInt8(ascii: " "))
                if byte >= 0xF0 { output.append(UInt8(ascii: " ")) }
            }
            index += 1
        }
    }

    mutating func run() -> ([UInt8], [Range<Int>]) {
        while index < bytes.count {
            if case .string(let open)? = stack.last {
                readString(open)
            } else {
                readCode()
            }
        }
        // A string left open at the end of the file: its contents so far are still a string.
        if case .string(let open)? = stack.last, open.start < output.count { strings.append(open.start..<output.count) }
        return (output, strings)
    }

    /// The bytes that may start something in code (a comment, a string, an interpolation's
    /// bracket), and in a string (a line's end, an escape, an interpolation; its closing quote is
    /// added): any other is copied with the run of such bytes after it, at once.
    private static func marks(_ characters: String) -> [Bool] {
        var marks = [Bool](repeating: false, count: 256)
        for mark in characters.utf8 { marks[Int(mark)] = true }
        return marks
    }
    private let codeMarks: [Bool]
    private let stringMarks = marks("\n\\$#")

    /// Copies the run of bytes from here that `marks` does not hold, nor `also`; false when there is none.
    private mutating func copyUnmarked(_ marks: [Bool], also: UInt8? = nil) -> Bool {
        var end = index
        while end < bytes.count, !marks[Int(bytes[end])], bytes[end] != also { end += 1 }
        guard end > index else { return false }
        output.append(contentsOf: bytes[index..<end])
        index = end
        return true
    }

    /// One step in code: a comment, a string's start, an interpolation's end, or one byte.
    private mutating func readCode() {
        if copyUnmarked(codeMarks) { return }
        let current = bytes[index]
        let next = byte(index + 1)
        if current == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
            let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            blank(to: end)
            return
        }
        if current == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
            // Block comments nest in Swift, Kotlin and Dart alike, not in JavaScript.
            var depth = 0
            var end = index
            while end < bytes.count {
                if bytes[end] == UInt8(ascii: "/"), byte(end + 1) == UInt8(ascii: "*"),
                    language != .javascript || depth == 0
                {
                    depth += 1
                    end += 2
                } else if bytes[end] == UInt8(ascii: "*"), byte(end + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    end += 2
                    if depth == 0 { break }
                } else {
                    end += 1
                }
            }
            blank(to: end)
            return
        }
        if case .interpolation(let depth)? = stack.last {
            if current == UInt8(ascii: "(") || current == UInt8(ascii: "{") {
                stack[stack.count - 1] = .interpolation(depth: depth + 1)
            } else if current == UInt8(ascii: ")") || current == UInt8(ascii: "}") {
                if depth == 0 {
                    // The interpolation ends: back in its string, whose contents go on from here.
                    stack.removeLast()
                    copy(1)
                    if case .string(var open)? = stack.last {
                        open.start = output.count
                        stack[stack.count - 1] = .string(open)
                    }
                    return
                }
                stack[stack.count - 1] = .interpolation(depth: depth - 1)
            }
        }
        if let open = stringStart() {
            stack.append(.string(open))
            return
        }
        copy(1)
    }

    /// A string literal starting here, its opening delimiter copied; nil when none does.
    private mutating func stringStart() -> OpenString? {
        let current = bytes[index]
        switch language {
        case .swift:
            var hashes = 0
            while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
            guard byte(index + hashes) == UInt8(ascii: "\"") else { return nil }
            let triple = starts("\"\"\"", at: index + hashes)
            copy(hashes + (triple ? 3 : 1))
            return OpenString(
                quote: Array((triple ? "\"\"\"" : "\"").utf8), escapes: true, hashes: hashes, interpolates: true,
                start: output.count)
        case .kotlin:
            if current == UInt8(ascii: "'") {
                copy(1)
                return OpenString(
                    quote: [UInt8(ascii: "'")], escapes: true, hashes: 0, interpolates: false, start: output.count)
            }
            guard current == UInt8(ascii: "\"") else { return nil }
            let triple = starts("\"\"\"", at: index)
            copy(triple ? 3 : 1)
            return OpenString(
                quote: Array((triple ? "\"\"\"" : "\"").utf8), escapes: !triple, hashes: 0, interpolates: true,
                start: output.count)
        case .dart:
            // r'...' is raw, but only where the r starts a word (not the end of `bar'`).
            let previous = index > 0 ? bytes[index - 1] : 0
            let raw =
                current == UInt8(ascii: "r") && !isWordByte(previous)
                && (next(1) == UInt8(ascii: "'") || next(1) == UInt8(ascii: "\""))
            let quoteAt = raw ? index + 1 : index
            let quote = byte(quoteAt)
            guard quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else { return nil }
            let tripled = [quote, quote, quote]
            let triple = quoteAt + 3 <= bytes.count && Array(bytes[quoteAt..<quoteAt + 3]) == tripled
            copy((raw ? 1 : 0) + (triple ? 3 : 1))
            return OpenString(
                quote: triple ? tripled : [quote], escapes: !raw, hashes: 0, interpolates: !raw, start: output.count)
        case .javascript:
            // `<Text>Don't</Text>`: JavaScript never writes a string right after a word, JSX text does.
            let previous = index > 0 ? bytes[index - 1] : 0
            if current == UInt8(ascii: "`") {
                copy(1)
                var open = OpenString(
                    quote: [current], escapes: true, hashes: 0, interpolates: true, start: output.count)
                open.oneLine = false
                return open
            }
            guard current == UInt8(ascii: "'") || current == UInt8(ascii: "\""), !isWordByte(previous) else {
                return nil
            }
            copy(1)
            return OpenString(quote: [current], escapes: true, hashes: 0, interpolates: false, start: output.count)
        }
    }

    private func next(_ offset: Int) -> UInt8 { byte(index + offset) }

    /// One step in a string: its end, an escape, an interpolation's start, or one byte of it.
    private mutating func readString(_ open: OpenString) {
        if copyUnmarked(stringMarks, also: open.closing[0]) { return }
        let current = bytes[index]
        let closing = open.closing
        if current == closing[0], index + closing.count <= bytes.count,
            bytes[index..<index + closing.count].elementsEqual(closing)
        {
            endRun(open)
            stack.removeLast()
            copy(closing.count)
            return
        }
        // A one-line string ends at the line's end, closed or not.
        if current == UInt8(ascii: "\n"), open.oneLine {
            endRun(open)
            stack.removeLast()
            return
        }
        switch language {
        case .swift:
            // `\(` opens an interpolation (`\#(` in a raw string); `\x` escapes one character.
            let escape = open.escape
            if current == escape[0], index + escape.count <= bytes.count,
                bytes[index..<index + escape.count].elementsEqual(escape)
            {
                if byte(index + escape.count) == UInt8(ascii: "(") {
                    interpolate(open, delimiter: escape.count + 1)
                } else {
                    copy(escape.count + 1)
                }
                return
            }
        case .kotlin, .dart, .javascript:
            if open.escapes, current == UInt8(ascii: "\\") {
                copy(2)
                return
            }
            if open.interpolates, current == UInt8(ascii: "$") {
                if next(1) == UInt8(ascii: "{") {
                    interpolate(open, delimiter: 2)
                    return
                }
                // `$name`: the name is code (not in a JavaScript template).
                if language != .javascript, isWordByte(next(1)) {
                    endRun(open)
                    copy(1)
                    while index < bytes.count, isWordByte(bytes[index]), bytes[index] < 0x80 { copy(1) }
                    var reopened = open
                    reopened.start = output.count
                    stack[stack.count - 1] = .string(reopened)
                    return
                }
            }
        }
        copy(1)
    }

    /// Ends the string's current run of contents and opens an interpolation after its delimiter.
    private mutating func interpolate(_ open: OpenString, delimiter: Int) {
        endRun(open)
        copy(delimiter)
        stack.append(.interpolation(depth: 0))
    }

    /// The string's contents from where its current run began to here.
    private mutating func endRun(_ open: OpenString) {
        if open.start < output.count { strings.append(open.start..<output.count) }
    }
}
