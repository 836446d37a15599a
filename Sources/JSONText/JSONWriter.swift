/// A small streaming JSON writer, beside the parser: values go straight into one string, in the order written,
/// so that a report on 65,535 glyphs is one pass with no intermediate tree.
public struct JSONWriter {
    public private(set) var text = ""
    private var needsComma: [Bool] = [false]
    private var indent: Int { needsComma.count - 1 }

    public init() { text.reserveCapacity(1 << 16) }

    public mutating func beginObject(_ key: String? = nil) { open(key, "{") }
    public mutating func endObject() { close("}") }
    public mutating func beginArray(_ key: String? = nil) { open(key, "[") }
    public mutating func endArray() { close("]") }

    public mutating func string(_ key: String?, _ value: String?) {
        prefix(key)
        if let value { appendQuoted(value) } else { text += "null" }
    }

    public mutating func integer(_ key: String?, _ value: Int?) {
        prefix(key)
        text += value.map(String.init) ?? "null"
    }

    public mutating func bool(_ key: String?, _ value: Bool) {
        prefix(key)
        text += value ? "true" : "false"
    }

    /// A number as Swift prints it, shortest round-trip form; integral values without ".0".
    public mutating func number(_ key: String?, _ value: Double?) {
        prefix(key)
        guard let value, value.isFinite else { text += "null"; return }
        if value == value.rounded(), abs(value) < 1e15 {
            text += String(Int64(value))
        } else {
            text += String(value)
        }
    }

    /// Points, rounded to 1/10000 pt (far below a device pixel) so that floating-point noise
    /// such as 13.090000000000002 stays out of the contract.
    public mutating func points(_ key: String?, _ value: Double?) {
        number(key, value.map { ($0 * 10_000).rounded() / 10_000 })
    }

    /// `"key": {"field": value}`, for values such as `{"fixed": 24}`.
    public mutating func numberObject(_ key: String?, _ field: String, _ value: Double) {
        beginObject(key)
        number(field, value)
        endObject()
    }

    public mutating func null(_ key: String?) {
        prefix(key)
        text += "null"
    }

    private mutating func open(_ key: String?, _ bracket: String) {
        prefix(key)
        text += bracket
        needsComma.append(false)
    }

    private mutating func close(_ bracket: String) {
        let hadItems = needsComma.removeLast()
        if hadItems { newline() }
        text += bracket
    }

    private mutating func prefix(_ key: String?) {
        if needsComma[needsComma.count - 1] { text += "," }
        needsComma[needsComma.count - 1] = true
        if indent > 0 { newline() }
        if let key {
            appendQuoted(key)
            text += ": "
        }
    }

    private mutating func newline() {
        text += "\n"
        text += String(repeating: "  ", count: indent)
    }

    private mutating func appendQuoted(_ value: String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
