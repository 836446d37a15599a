/// How many of an app's own strings hold each character, as written: where a usage's text is not
/// known, a character few of them hold is one such a text rarely shows (`Rule.unshipped`, with
/// `CheckSettings.rareShare`). A string counts where it holds a letter (not `'#fff'`'s or `','`).
public struct CharacterShares: Sendable, Equatable {
    /// The strings counted.
    public private(set) var strings = 0
    /// How many of them hold each ASCII character, and each other one.
    private var ascii = [Int](repeating: 0, count: 128)
    private var others: [Unicode.Scalar: Int] = [:]
    /// How many of them hold letters of each script other than Latin, by the language its letters
    /// are taken for (`mainLanguage`).
    private var scripts: [String: Int] = [:]

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
        let counted: Void? = string.utf8.withContiguousStorageIfAvailable { add(bytes: $0) }
        if counted == nil { add(bytes: Array(string.utf8)[...]) }
    }

    private mutating func add<Bytes: Collection<UInt8>>(bytes: Bytes) where Bytes.Index == Int {
        let (seen, wide) = UTF8Scalars.asciiBits(bytes)
        // A-Z and a-z: bits 1-26 and 33-58 of the high half.
        var letter = seen.high & 0x07FF_FFFE_07FF_FFFE != 0
        // The characters past ASCII, each once: sorted in place (a string holds a few dozen), not
        // hashed into a set made for each string.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: wide) { buffer in
            var count = 0
            if wide > 0 {
                UTF8Scalars.forEachPastASCII(bytes) { value in
                    if count < buffer.count {
                        buffer[count] = value
                        count += 1
                    }
                }
            }
            var scalars = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
            scalars.sort()
            var languages = 0  // a bit per `Self.languages`
            var previous: UInt32? = nil
            for value in scalars where value != previous {
                previous = value
                guard let scalar = Unicode.Scalar(value) else { continue }
                letter = letter || scalar.properties.isAlphabetic
                if let language = Self.language(of: scalar) { languages |= 1 << language }
            }
            guard letter else { return }
            strings += 1
            for (half, offset) in [(seen.low, 0), (seen.high, 64)] {
                var bits = half  // each set bit, lowest first
                while bits != 0 {
                    ascii[offset + bits.trailingZeroBitCount] += 1
                    bits &= bits - 1
                }
            }
            previous = nil
            for value in scalars where value != previous {
                previous = value
                if let scalar = Unicode.Scalar(value) { others[scalar, default: 0] += 1 }
            }
            // Kana with Han is Japanese.
            if languages & 0b10 != 0 { languages &= ~0b100 }
            for (bit, language) in Self.languages.enumerated() where languages & (1 << bit) != 0 {
                scripts[language, default: 0] += 1
            }
        }
    }

    /// The languages `language(of:)` names, by their index.
    static let languages = ["ko", "ja", "zh", "ru", "el", "he", "ar", "hi", "th"]

    /// The language a letter of a script other than Latin is taken for, as its index in
    /// `languages` (U: the script's most spoken language; Cyrillic is also Ukrainian's and
    /// Bulgarian's, Arabic Persian's and Urdu's).
    static func language(of scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: 0
        case 0x3040...0x30FF: 1
        case 0x4E00...0x9FFF: 2
        case 0x0400...0x04FF: 3
        case 0x0370...0x03FF: 4
        case 0x0590...0x05FF: 5
        case 0x0600...0x06FF: 6
        case 0x0900...0x097F: 7
        case 0x0E00...0x0E7F: 8
        default: nil
        }
    }

    /// The language the strings are mostly in where it is not written in Latin letters: the one
    /// whose script at least half of them hold (Hangul: `ko`), Han counted as Japanese where a
    /// tenth of them hold kana; nil otherwise. Where an app declares no language, its text not
    /// known is taken to be in this one rather than English (`UsageCheck`).
    public var mainLanguage: String? { scriptLanguages(atLeast: 0.5).first }

    /// The languages of the scripts other than Latin at least `share` (0 to 1) of the strings
    /// hold, most held first, Han counted as Japanese where a tenth of them hold kana.
    public func scriptLanguages(atLeast share: Double) -> [String] {
        var counts = scripts
        if let kana = counts["ja"], 10 * kana >= strings, let han = counts.removeValue(forKey: "zh") {
            counts["ja"] = kana + han
        }
        guard strings > 0 else { return [] }
        return counts.filter { Double($0.value) >= share * Double(strings) }
            .sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
    }

    mutating func add(_ other: CharacterShares) {
        strings += other.strings
        for byte in 0..<128 { ascii[byte] += other.ascii[byte] }
        others.merge(other.others, uniquingKeysWith: +)
        scripts.merge(other.scripts, uniquingKeysWith: +)
    }

    /// The characters at least `share` (0 to 1) of the strings hold; at 0, every one held.
    public func held(atLeast share: Double) -> Set<Unicode.Scalar> {
        let needed = share * Double(strings)
        return Set(holding.filter { $0.value > 0 && Double($0.value) >= needed }.keys)
    }

    /// A template literal's bytes without its interpolations (`${...}`, braces counted).
    static func withoutInterpolations(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard bytes.contains(UInt8(ascii: "$")) else { return bytes }
        var kept: [UInt8] = []
        var depth = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if depth == 0, byte == UInt8(ascii: "$"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "{")
            {
                depth = 1
                index += 2
                continue
            }
            if depth > 0 {
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") { depth -= 1 }
            } else {
                kept.append(byte)
            }
            index += 1
        }
        return kept[...]
    }

    /// Whether a literal with a space or a capital first reads as text: letters are at least half
    /// of what is not white space (not an SVG path, `'matrix(1 0 0 1 399.4 622.2)'` or an id,
    /// `'KR-10-7'`), it is not a list of class names (`'flex-1 mt-4 bg-white'`: lower-case
    /// words, digits and `-:/[].%`, a `-` in it), nor one word in camel case (a font's or a
    /// screen's name, `'GmarketSansMedium'`, `'MapTextSetting'`). A byte past ASCII counts as a letter.
    static func readsAsText(_ bytes: ArraySlice<UInt8>) -> Bool {
        var letters = 0
        var shown = 0
        var classes = true
        var dash = false
        var camel = false
        var previousLower = false
        for byte in bytes where byte != UInt8(ascii: " ") {
            shown += 1
            let lower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let upper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            camel = camel || previousLower && upper
            previousLower = lower
            if lower || upper || byte >= 0x80 { letters += 1 }
            dash = dash || byte == UInt8(ascii: "-")
            classes =
                classes
                && (lower || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || "-:/[].%".utf8.contains(byte))
        }
        return 2 * letters >= shown && !(classes && dash) && !(camel && !bytes.contains(UInt8(ascii: " ")))
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
            var slice = bytes[range]
            // A template's `${...}` is code, not its text.
            if literal, bytes[range.lowerBound - 1] == UInt8(ascii: "`") { slice = Self.withoutInterpolations(slice) }
            // A literal reads as text with a space or a capital first (an ASCII one, or any
            // letter past ASCII: `'Étape'`).
            if literal, !slice.contains(UInt8(ascii: " ")), let first = slice.first,
                !(first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")),
                first < 0x80 || String(decoding: slice.prefix(4), as: UTF8.self).first?.isUppercase != true
            {
                return
            }
            if literal, !Self.readsAsText(slice) { return }
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

/// The Unicode scalars of UTF-8 bytes, decoded without making a `String` of them.
enum UTF8Scalars {
    /// A bit per ASCII character the bytes hold (`low` for 0-63, `high` for 64-127), and how many
    /// bytes past ASCII they hold: one pass.
    static func asciiBits<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> (
        bits: (low: UInt64, high: UInt64), pastASCII: Int
    ) {
        var bits: (low: UInt64, high: UInt64) = (0, 0)
        var pastASCII = 0
        for byte in bytes {
            if byte >= 0x80 {
                pastASCII += 1
            } else if byte < 64 {
                bits.low |= 1 << byte
            } else {
                bits.high |= 1 << (byte - 64)
            }
        }
        return (bits, pastASCII)
    }

    /// Calls `body` with each scalar past ASCII, in order. The bytes are a string's (valid UTF-8);
    /// where they are not, each byte that starts no well-formed sequence is U+FFFD: the scalars
    /// called are those `String(decoding:as:)` reads, though not always as many U+FFFD.
    static func forEachPastASCII<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ body: (UInt32) -> Void)
    where Bytes.Index == Int {
        var index = bytes.startIndex
        let end = bytes.endIndex
        while index < end {
            let lead = bytes[index]
            guard lead >= 0x80 else {
                index += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
            var value = UInt32(lead) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
            var valid = length > 0 && index + length <= end
            if valid {
                for next in bytes[(index + 1)..<(index + length)] {
                    guard next & 0xC0 == 0x80 else {
                        valid = false
                        break
                    }
                    value = value << 6 | UInt32(next & 0x3F)
                }
            }
            // Not too long for its value (`C0 80`), not a surrogate, not past U+10FFFF.
            valid = valid && value >= (length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000)
            body(valid && Unicode.Scalar(value) != nil ? value : 0xFFFD)
            index += valid ? length : 1
        }
    }
}

/// A set of Unicode scalars gathered from UTF-8 bytes: ASCII and the Basic Multilingual Plane
/// as bits, the rest in a set (`ScanIndex.shownCharacters` over a whole app's scripts).
struct ScalarBits {
    private var ascii: (low: UInt64, high: UInt64) = (0, 0)
    /// A bit per scalar of the Basic Multilingual Plane, made at its first.
    private var plane: [UInt64] = []
    private var astral: Set<Unicode.Scalar> = []

    mutating func add(_ string: some StringProtocol) {
        let added: Void? = string.utf8.withContiguousStorageIfAvailable { add(bytes: $0) }
        if added == nil { Array(string.utf8).withUnsafeBufferPointer { add(bytes: $0) } }
    }

    private mutating func add(bytes: UnsafeBufferPointer<UInt8>) {
        let (seen, wide) = UTF8Scalars.asciiBits(bytes)
        ascii = (ascii.low | seen.low, ascii.high | seen.high)
        guard wide > 0 else { return }
        if plane.isEmpty { plane = [UInt64](repeating: 0, count: 1024) }
        UTF8Scalars.forEachPastASCII(bytes) { value in
            if value < 0x10000 {
                plane[Int(value >> 6)] |= 1 << (value & 63)
            } else if let scalar = Unicode.Scalar(value) {
                astral.insert(scalar)
            }
        }
    }

    /// The scalars added.
    var scalars: Set<Unicode.Scalar> {
        var all = astral
        for (word, offset) in [(ascii.low, 0), (ascii.high, 64)] + plane.enumerated().map({ ($1, $0 * 64) }) {
            var bits = word
            while bits != 0 {
                if let scalar = Unicode.Scalar(UInt32(offset + bits.trailingZeroBitCount)) { all.insert(scalar) }
                bits &= bits - 1
            }
        }
        return all
    }
}
