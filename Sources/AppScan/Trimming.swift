extension StringProtocol {
    /// The text without the whitespace and line breaks at either end (Unicode's White_Space),
    /// as `trimmingCharacters(in: .whitespacesAndNewlines)` gives it, but read over its scalars:
    /// Foundation's trimming goes through NSString on Linux, and was half of what reading a big
    /// style sheet cost.
    func trimmed() -> String {
        let scalars = unicodeScalars
        let isSpace = { (scalar: Unicode.Scalar) in
            scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first..<scalars.index(after: last)])
    }
}
