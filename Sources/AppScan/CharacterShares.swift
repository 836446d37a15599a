/// How many of an app's own strings hold each character, as written: where a usage's text is not
/// known, a character few of them hold is one such a text rarely shows (`Rule.unshipped`, with
/// `CheckSettings.rareShare`). A string counts where it holds a letter (not `'#fff'`'s or `','`).
public struct CharacterShares: Sendable, Equatable {
    /// The strings counted.
    public private(set) var strings = 0
    /// How many of them hold each ASCII character, and each other one.
    private var ascii = [Int](repeating: 0, count: 128)
    private var others: [Unicode.Scalar: Int] = [:]

    /// How many of the strings hold each character.
    public var holding: [Unicode.Scalar: Int] {
        var all = others
        for (byte, count) in ascii.enumerated() where count > 0 { all[Unicode.Scalar(UInt8(byte))] = count }
        return all
    }

    public init() {}

    /// Counts one string's characters, each once: over its UTF-8 bytes, ASCII in a table, the
    /// others decoded (a script's strings are mostly ASCII).
    mutating func add(_ string: some StringProtocol) {
        add(bytes: Array(string.utf8)[...])
    }

    private mutating func add(bytes: ArraySlice<UInt8>) {
        var seen = [Bool](repeating: false, count: 128)
        var letter = false
        var wide = false
        for byte in bytes {
            if byte >= 0x80 {
                wide = true
            } else if !seen[Int(byte)] {
                seen[Int(byte)] = true
                letter = letter || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            }
        }
        var scalars: Set<Unicode.Scalar> = []
        if wide {
            for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars where !scalar.isASCII {
                if scalars.insert(scalar).inserted { letter = letter || scalar.properties.isAlphabetic }
            }
        }
        guard letter else { return }
        strings += 1
        for byte in 0..<128 where seen[byte] { ascii[byte] += 1 }
        for scalar in scalars { others[scalar, default: 0] += 1 }
    }

    mutating func add(_ other: CharacterShares) {
        strings += other.strings
        for byte in 0..<128 { ascii[byte] += other.ascii[byte] }
        others.merge(other.others, uniquingKeysWith: +)
    }

    /// The characters at least `share` (0 to 1) of the strings hold; at 0, every one held.
    public func held(atLeast share: Double) -> Set<Unicode.Scalar> {
        let needed = share * Double(strings)
        return Set(holding.filter { $0.value > 0 && Double($0.value) >= needed }.keys)
    }

    /// The texts of a script: each run of JSX text between tags (`>Se connecter<`), and each
    /// string literal that reads as text, with a space or a capital first (`'Connexion'`, `"Se
    /// connecter"`, a template's text), not a word of code (`'center'`, `'rgba(0,0,0,.5)'`, an
    /// import's `'../theme/fonts'`, a key `'home.title'`); outside comments. One pass over the
    /// bytes; a quote that does not close ends at its line.
    mutating func addScript(_ text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        func byte(_ at: Int) -> UInt8 { at < bytes.count ? bytes[at] : 0 }
        func take(_ range: Range<Int>, literal: Bool = false) {
            guard range.count > 1 else { return }
            let slice = bytes[range]
            // A literal reads as text with a space or a capital first (an ASCII one, or any
            // letter past ASCII: `'Étape'`).
            if literal, !slice.contains(UInt8(ascii: " ")), let first = slice.first,
                !(first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")),
                first < 0x80 || String(decoding: slice.prefix(4), as: UTF8.self).first?.isUppercase != true
            {
                return
            }
            add(bytes: slice)
        }
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if current == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && byte(index + 1) == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index += 2
            } else if current == UInt8(ascii: "'") || current == UInt8(ascii: "\"") || current == UInt8(ascii: "`") {
                let start = index + 1
                index = start
                while index < bytes.count, bytes[index] != current,
                    current == UInt8(ascii: "`") || bytes[index] != UInt8(ascii: "\n")
                {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                take(start..<min(index, bytes.count), literal: true)
                index += 1
            } else if current == UInt8(ascii: ">"), index > 0,
                ![UInt8(ascii: " "), UInt8(ascii: "="), UInt8(ascii: "-")].contains(bytes[index - 1])
            {
                // A tag's end (`<Text>`, `"/>`), not an arrow or a comparison.
                let start = index + 1
                index = start
                while index < bytes.count,
                    ![UInt8(ascii: "<"), UInt8(ascii: "{"), UInt8(ascii: ">")].contains(bytes[index])
                {
                    index += 1
                }
                take(start..<index)
            } else {
                index += 1
            }
        }
    }
}
