/// How many of an app's own strings hold each character, as written: where a usage's text is not
/// known, a character few of them hold is one such a text rarely shows (`Rule.unshipped`, with
/// `CheckSettings.rareShare`). A string counts where it holds a letter (not `'#fff'`'s or `','`).
public struct CharacterShares: Sendable, Equatable {
    /// The strings counted.
    public private(set) var strings = 0
    /// How many of them hold each character.
    public private(set) var holding: [Unicode.Scalar: Int] = [:]

    public init() {}

    /// Counts one string's characters, each once.
    mutating func add(_ string: some StringProtocol) {
        var seen: Set<Unicode.Scalar> = []
        var letter = false
        for scalar in string.unicodeScalars where seen.insert(scalar).inserted {
            letter = letter || scalar.properties.isAlphabetic
        }
        guard letter else { return }
        strings += 1
        for scalar in seen { holding[scalar, default: 0] += 1 }
    }

    mutating func add(_ other: CharacterShares) {
        strings += other.strings
        holding.merge(other.holding, uniquingKeysWith: +)
    }

    /// The characters at least `share` (0 to 1) of the strings hold; at 0, every one held.
    public func held(atLeast share: Double) -> Set<Unicode.Scalar> {
        let needed = share * Double(strings)
        return Set(holding.filter { Double($0.value) >= needed }.keys)
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
            let string = String(decoding: bytes[range], as: UTF8.self)
            if literal, !string.contains(" "), string.first?.isUppercase != true { return }
            add(string)
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
