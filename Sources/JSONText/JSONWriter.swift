/// A small streaming JSON writer, beside the parser: values go straight into one byte buffer, in
/// the order written, so that a report on 65,535 glyphs is one pass with no intermediate tree.
/// `takeBytes()` hands over what is written so far, so a long document can go out as it is made
/// with bounded memory. Pretty (two-space indents) by default; `compact` writes one line.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    /// Whether the innermost object or array has a value already (the next one needs a comma),
    /// and the same for each one around it, outermost first.
    private var needsComma = false
    private var outer: [Bool] = []
    private var indent: Int { outer.count }
    private let compact: Bool

    /// A writer for a value `depth` levels inside a document (an element of a top-level object's
    /// array is at depth 2): its lines are indented as there, and its first value has no comma
    /// (the caller writes one between elements).
    public init(compact: Bool = false, depth: Int = 0) {
        self.compact = compact
        outer = Array(repeating: false, count: depth)
        bytes.reserveCapacity(1 << 16)
    }

    /// The document so far, as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// What is written so far, emptied from the writer (which keeps its place in the document).
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// The bytes written for one value and where they were written (its depth, and whether a
    /// comma came first), for `repeated`.
    public struct Written: Sendable {
        fileprivate var bytes: [UInt8]
        fileprivate var indent: Int
        fileprivate var comma: Bool
    }

    /// Writes one value (`write` writes exactly one, its key included), or, when `written` was
    /// written at the same place before, its bytes again: for a value a document repeats (a
    /// scan's usages of one style have the same results). Returns what to give it the next time.
    public mutating func repeated(_ written: Written?, _ write: (inout JSONWriter) -> Void) -> Written {
        if let written, written.indent == indent, written.comma == needsComma {
            bytes.append(contentsOf: written.bytes)
            needsComma = true
            return written
        }
        let (start, comma, depth) = (bytes.count, needsComma, indent)
        write(&self)
        return Written(bytes: Array(bytes[start...]), indent: depth, comma: comma)
    }

    public mutating func beginObject(_ key: String? = nil) { open(key, UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray(_ key: String? = nil) { open(key, UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    public mutating func string(_ key: String?, _ value: String?) {
        prefix(key)
        if let value { appendQuoted(value) } else { append("null") }
    }

    /// An array of strings.
    public mutating func strings(_ key: String?, _ values: [String]) {
        beginArray(key)
        for value in values { string(nil, value) }
        endArray()
    }

    public mutating func integer(_ key: String?, _ value: Int?) {
        prefix(key)
        if let value { appendInteger(Int64(value)) } else { append("null") }
    }

    public mutating func bool(_ key: String?, _ value: Bool) {
        prefix(key)
        append(value ? "true" : "false")
    }

    /// A number as Swift prints it, shortest round-trip form; integral values without ".0".
    public mutating func number(_ key: String?, _ value: Double?) {
        prefix(key)
        guard let value, value.isFinite else {
            append("null")
            return
        }
        if value == value.rounded(), abs(value) < 1e15 {
            appendInteger(Int64(value))
        } else if (value * 64).rounded() == value * 64, abs(value) < 1_073_741_824 {
            // Ink in 1/64 font units: the exact decimal (at most six places) is what Swift prints.
            appendSixtyFourths(Int64(value * 64))
        } else {
            append(String(value))
        }
    }

    /// `sixtyFourths / 64` exactly: the integer, a point, and up to six decimals (1/64 is
    /// 0.015625), without trailing zeros.
    private mutating func appendSixtyFourths(_ sixtyFourths: Int64) {
        if sixtyFourths < 0 { bytes.append(UInt8(ascii: "-")) }
        appendInteger(Int64(sixtyFourths.magnitude / 64))
        appendFraction(sixtyFourths.magnitude % 64 * 15_625, digits: 6)  // millionths
    }

    /// `.` and the `digits`-place decimal fraction `fraction` (e.g. 500 of 4 places is .05),
    /// without trailing zeros; nothing for 0.
    private mutating func appendFraction(_ fraction: UInt64, digits: Int) {
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var remaining = fraction
        var places = digits
        while remaining % 10 == 0 {
            remaining /= 10
            places -= 1
        }
        var divisor: UInt64 = 1
        for _ in 1..<places { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(remaining / divisor % 10))
            divisor /= 10
        }
    }

    /// Points, rounded to 1/10000 pt (far below a device pixel) so that floating-point noise
    /// such as 13.090000000000002 stays out of the contract. Written as the integer and up to four
    /// decimals, without trailing zeros: the shortest form that reads back as the same Double.
    public mutating func points(_ key: String?, _ value: Double?) {
        guard let value, value.isFinite, abs(value) < 1e10 else {
            number(key, value.map { ($0 * 10_000).rounded() / 10_000 })
            return
        }
        prefix(key)
        let tenThousandths = Int64((value * 10_000).rounded())
        if tenThousandths < 0 { bytes.append(UInt8(ascii: "-")) }
        appendInteger(Int64(tenThousandths.magnitude / 10_000))
        appendFraction(tenThousandths.magnitude % 10_000, digits: 4)
    }

    /// `"key": {"field": value}`, for values such as `{"fixed": 24}`.
    public mutating func numberObject(_ key: String?, _ field: String, _ value: Double) {
        beginObject(key)
        number(field, value)
        endObject()
    }

    public mutating func null(_ key: String?) {
        prefix(key)
        append("null")
    }

    private mutating func open(_ key: String?, _ bracket: UInt8) {
        prefix(key)
        bytes.append(bracket)
        outer.append(needsComma)
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8) {
        let hadItems = needsComma
        needsComma = outer.popLast() ?? false
        if hadItems { newline() }
        bytes.append(bracket)
    }

    private mutating func prefix(_ key: String?) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
        if indent > 0 { newline() }
        if let key {
            appendQuoted(key)
            bytes.append(UInt8(ascii: ":"))
            if !compact { bytes.append(UInt8(ascii: " ")) }
        }
    }

    private mutating func newline() {
        guard !compact else { return }
        // Byte by byte: appending a shared array of spaces retained it on every line.
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<(2 * indent) { bytes.append(UInt8(ascii: " ")) }
    }

    private mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// Decimal digits without a String in between.
    private mutating func appendInteger(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    private mutating func appendQuoted(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        // Keys and most values are plain ASCII: copied as they are, byte by byte from the string's
        // own storage (a UTF8View walked element by element was a tenth of a large report's time).
        let copied =
            value.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
                for byte in buffer where byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C { return false }
                bytes.append(contentsOf: buffer)
                return true
            } ?? false
        if copied {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x22: append("\\\"")
            case 0x5C: append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            // Controls, DEL and C1; U+2028 and U+2029, which end lines in JavaScript; bidi
            // embeddings, overrides and isolates, which reorder what a reader of the file sees.
            case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                let hex = String(scalar.value, radix: 16)
                append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            case 0..<0x80: bytes.append(UInt8(scalar.value))
            default: UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
