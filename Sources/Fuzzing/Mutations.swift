import CZlib
import Foundation

/// Deterministic mutations of fonts, token files and string catalogs, for `scripts/fuzz` and the
/// seeded sample in the test suite. The same seed gives the same mutants on every machine.

/// SplitMix64 (Steele, Lea, Flood, "Fast splittable pseudorandom number generators", 2014):
/// small, fast and the same everywhere, unlike the system generator.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// How a font mutant was made.
public enum FontMutation: String, CaseIterable, Sendable {
    /// 1 to 16 random bytes anywhere in the file set to random values.
    case byteFlips = "byte-flips"
    /// 1 to 8 bytes flipped inside one table, chosen by name (glyf, loca, cmap, maxp, CFF, ...).
    case tableFlips = "table-flips"
    /// The file cut short at a random length.
    case truncation
    /// A table record's offset, length or tag, the table count, or a collection's face count changed.
    case directory
    /// A metric or count field (hhea, OS/2, head, maxp) set to an extreme: 0, 1, 0x7FFF, 0x8000, 0xFFFF.
    case extremeValue = "extreme-value"
    /// A table's data emptied: its record's length set to 0, or its bytes zeroed.
    case emptiedTable = "emptied-table"
    /// The font as a WOFF one of whose tables is a real zlib stream of zeros that inflates to
    /// 96 MiB (under inkbox's limit) or 2 GB (over it, and under the 2 GiB FreeType allocates at
    /// most), a few MB on disk; a WOFF2 whose header claims gigabytes.
    case compressionBomb = "compression-bomb"
}

/// How a token file or catalog mutant was made.
public enum TextMutation: String, CaseIterable, Sendable {
    /// Random bytes flipped.
    case byteFlips = "byte-flips"
    /// The file cut short.
    case truncation
    /// A hostile snippet spliced in at a random place: paths out of the project, XML entities,
    /// control characters, workflow commands, invalid UTF-8, deep nesting, huge numbers.
    case splice
    /// A whole hostile document of the file's kind.
    case replacement
    /// A snippet of the file's kind (a usage, a rule, a style, a token) repeated to about 1 MB.
    case repetition
    /// Openers (`[`, `(`, `{`, `@media {`, `<b>`, `Text(`) repeated to about 1 MB, never closed
    /// or closed at the end.
    case nesting
}

public enum FontMutator {
    /// A collection of `faces` faces over one font's tables (a font, not a collection): every face
    /// naming the font's own table directory, or (`distinct`) each its own copy of it. What a few
    /// hundred kilobytes can claim: the shapes of issue 39's collection bombs.
    public static func collection(of font: [UInt8], faces: Int, distinct: Bool) -> [UInt8] {
        func u32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        guard font.count >= 12, faces >= 1 else { return font }
        let tables = Int(font[4]) << 8 | Int(font[5])
        let directory = 12 + 16 * tables
        guard font.count >= directory else { return font }
        let header = 12 + 4 * faces
        let copies = distinct ? faces - 1 : 0
        // The font's tables move by the header and the copies of its directory before it.
        var moved = font
        for table in 0..<tables {
            let at = 12 + 16 * table + 8
            let offset = moved[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            moved.replaceSubrange(at..<at + 4, with: u32(offset + header + directory * copies))
        }
        let offsets = (0..<faces).map { distinct ? header + directory * $0 : header + directory * copies }
        return Array("ttcf".utf8) + [0, 1, 0, 0] + u32(faces) + offsets.flatMap(u32)
            + Array(repeating: Array(moved[..<directory]), count: copies).flatMap { $0 } + moved
    }

    /// A mutant of `font` made by `mutation`.
    public static func mutate(_ font: [UInt8], _ mutation: FontMutation, using random: inout SeededRandom) -> [UInt8] {
        var bytes = font
        guard !bytes.isEmpty else { return bytes }
        let tables = SFNTTables(bytes)
        switch mutation {
        case .byteFlips:
            for _ in 0..<Int.random(in: 1...16, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
        case .tableFlips:
            guard let table = tables.records.randomElement(using: &random), table.length > 0 else {
                return flip(bytes, &random)
            }
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let at = table.offset + Int.random(in: 0..<table.length, using: &random)
                if at < bytes.count { bytes[at] ^= UInt8.random(in: 1...255, using: &random) }
            }
        case .truncation:
            bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
        case .directory:
            guard let record = tables.records.randomElement(using: &random) else { return flip(bytes, &random) }
            switch Int.random(in: 0..<5, using: &random) {
            // offset
            case 0: write32(&bytes, record.recordOffset + 8, UInt32.random(in: 0...UInt32.max, using: &random))
            case 1:
                write32(
                    &bytes, record.recordOffset + 12, UInt32(record.length) &* UInt32.random(in: 2...64, using: &random)
                )
            // tag
            case 2: write32(&bytes, record.recordOffset, UInt32.random(in: 0...UInt32.max, using: &random))
            // numTables
            case 3: write16(&bytes, tables.directoryOffset + 4, UInt16.random(in: 0...UInt16.max, using: &random))
            default:
                if tables.isCollection {
                    write32(&bytes, 8, [0, 3, 1000, 65_536, UInt32.max].randomElement(using: &random) ?? 0)
                } else {
                    write32(&bytes, record.recordOffset + 8, UInt32(bytes.count))  // a table that starts at the end
                }
            }
        case .extremeValue:
            let fields: [(table: String, offset: Int, width: Int)] = [
                ("hhea", 4, 2), ("hhea", 6, 2), ("hhea", 8, 2), ("hhea", 34, 2),
                ("OS/2", 68, 2), ("OS/2", 70, 2), ("OS/2", 72, 2), ("OS/2", 74, 2), ("OS/2", 76, 2), ("OS/2", 62, 2),
                ("head", 18, 2), ("head", 38, 2), ("head", 42, 2), ("head", 50, 2),
                ("maxp", 4, 2), ("fvar", 16 + 4, 4), ("fvar", 16 + 8, 4), ("fvar", 16 + 12, 4),
            ]
            let values: [UInt32] = [0, 1, 0x7FFF, 0x8000, 0xFFFF, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF]
            guard let field = fields.randomElement(using: &random),
                let table = tables.records.first(where: { $0.tag == field.table }),
                let value = values.randomElement(using: &random)
            else { return flip(bytes, &random) }
            if field.width == 2 {
                write16(&bytes, table.offset + field.offset, UInt16(truncatingIfNeeded: value))
            } else {
                write32(&bytes, table.offset + field.offset, value)
            }
        case .compressionBomb:
            return CompressionBomb.font(
                bytes, inflating: Bool.random(using: &random) ? 96 << 20 : 2_000_000_000, using: &random)
        case .emptiedTable:
            let names = [
                "glyf", "loca", "cmap", "CFF ", "hmtx", "maxp", "hhea", "head", "OS/2", "name", "fvar", "gvar", "GSUB",
                "GPOS",
            ]
            let present = tables.records.filter { names.contains($0.tag) }
            guard let table = present.randomElement(using: &random) else { return flip(bytes, &random) }
            if Bool.random(using: &random) {
                write32(&bytes, table.recordOffset + 12, 0)
            } else {
                for at in table.offset..<min(table.offset + table.length, bytes.count) { bytes[at] = 0 }
            }
        }
        return bytes
    }

    private static func flip(_ bytes: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
        var bytes = bytes
        bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
        return bytes
    }

    private static func write16(_ bytes: inout [UInt8], _ at: Int, _ value: UInt16) {
        guard at >= 0, at + 2 <= bytes.count else { return }
        bytes[at] = UInt8(value >> 8)
        bytes[at + 1] = UInt8(value & 0xFF)
    }

    private static func write32(_ bytes: inout [UInt8], _ at: Int, _ value: UInt32) {
        guard at >= 0, at + 4 <= bytes.count else { return }
        for index in 0..<4 { bytes[at + index] = UInt8(truncatingIfNeeded: value >> UInt32(24 - 8 * index)) }
    }
}

/// The table records of an sfnt, or of a collection's first face; none for WOFF and WOFF2
/// (their tables are compressed, so byte and truncation mutations stand in).
struct SFNTTables {
    struct Record {
        var tag: String
        var recordOffset: Int
        var offset: Int
        var length: Int
    }

    var records: [Record] = []
    var directoryOffset = 0
    var isCollection = false

    init(_ bytes: [UInt8]) {
        func u32(_ at: Int) -> Int? {
            guard at >= 0, at + 4 <= bytes.count else { return nil }
            return bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        guard let signature = u32(0) else { return }
        if signature == 0x7474_6366 {
            isCollection = true
            guard let first = u32(12) else { return }
            directoryOffset = first
        } else if signature != 0x0001_0000 && signature != 0x4F54_544F && signature != 0x7472_7565 {
            return
        }
        guard let count = u32(directoryOffset + 4).map({ $0 >> 16 }) else { return }
        for index in 0..<min(count, 64) {
            let record = directoryOffset + 12 + 16 * index
            guard let tag = u32(record), let offset = u32(record + 8), let length = u32(record + 12) else { break }
            let name = String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
            records.append(Record(tag: name, recordOffset: record, offset: offset, length: length))
        }
    }
}

public enum TextMutator {
    /// What inputs may try to reach: the canary file outside the project, whose contents must
    /// never appear in any output.
    public static func hostileSnippets(canary: String) -> [String] {
        [
            "../../../../../../\(canary)", canary, "/proc/self/environ", "/dev/zero", "/etc/passwd",
            "<!DOCTYPE resources [<!ENTITY xxe SYSTEM \"file://\(canary)\">]>", "&xxe;",
            "<!DOCTYPE r [<!ENTITY % p SYSTEM \"file://\(canary)\"> %p;]>",
            "<!DOCTYPE r [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>",
            "\u{1B}[31m", "\r\n::error::injected", "%0A::warning::x", "*/ body{color:red} /*", "\n let injected = 1 //",
            "-->", "]]>", "\u{0}", "\u{202E}", String(repeating: "[", count: 300),
            String(repeating: "{\"a\":", count: 300),
            "1e308", "-1e308", "NaN", "99999999999999999999999", "\"$ref\": \"#\"", "{\"$value\": \"{a.b}\"}",
            // App sources (inkbox scan): fonts named out of the project, escapes in names and text.
            "@font-face { font-family: X; src: url(\"../../../../\(canary)\"); } .x { font-family: X; font-size: 16px }",
            "<TextView android:fontFamily=\"@font/../../../../canary\" android:textSize=\"16sp\" android:text=\"\u{1B}[2J\"/>",
            "\nlabel.font = UIFont(name: \"\u{1B}]8;;x\u{7}\", size: 17); label.text = \"\u{1B}[31m\"\n",
            "TextStyle(fontFamily: '../../\(canary)', fontSize: 1e308)",
            String(repeating: "UIFont(name: \"A\", size: 9)", count: 500),
        ]
    }

    /// A mutant of a text input (token file or catalog).
    public static func mutate(
        _ text: [UInt8], _ mutation: TextMutation, canary: String, kind: String,
        using random: inout SeededRandom
    ) -> [UInt8] {
        var bytes = text
        switch mutation {
        case .byteFlips:
            guard !bytes.isEmpty else { return [0xFF] }
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
        case .truncation:
            bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
        case .splice:
            let snippet = hostileSnippets(canary: canary).randomElement(using: &random) ?? ""
            let at = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
            bytes.insert(contentsOf: Array(snippet.utf8), at: at)
        case .replacement:
            bytes = Array(hostileDocument(kind, canary: canary, using: &random).utf8)
        case .repetition, .nesting:
            let pieces = mutation == .repetition ? repeatedSnippets(kind) : openers
            let piece = Array((pieces.randomElement(using: &random) ?? "x").utf8)
            let count = max(1, (1 << 20) / max(1, piece.count))
            var grown = [UInt8]()
            grown.reserveCapacity(count * piece.count)
            for _ in 0..<count { grown += piece }
            if mutation == .nesting, Bool.random(using: &random),
                let closer = closers[String(decoding: piece, as: UTF8.self)]
            {
                for _ in 0..<count { grown += Array(closer.utf8) }
            }
            let at = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
            bytes.insert(contentsOf: grown, at: at)
        }
        return bytes
    }

    /// What a source of each kind repeats when it is large: usages, rules, styles, tokens.
    static func repeatedSnippets(_ kind: String) -> [String] {
        switch kind {
        case "xml":
            return [
                "<label><fontDescription key=\"fontDescription\" name=\"IPAexGothic\" pointSize=\"15\"/></label>",
                "<TextView android:fontFamily=\"@font/brand\" android:textSize=\"15sp\" style=\"@style/S\"/>",
                "<style name=\"S\" parent=\"S\"><item name=\"android:textSize\">12sp</item></style>",
                "<string name=\"s\">Ça</string>", "<label/>",
            ]
        case "tokens":
            return [
                "\"t\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Lato\", \"fontSize\": 16}},",
                "{\"a\": {\"b\": 1}},",
            ]
        default:
            return [
                "@font-face { font-family: \"F\"; src: url(\"f.ttf\"); }\n",
                ".r { font-family: \"Brand Sans\"; font-size: 13px; }\n",
                "label.font = UIFont(name: \"IPAexGothic\", size: 15)\n",
                "Text(\"a\").font(.custom(\"IPAexGothic\", size: 15))\n",
                "TextStyle(fontFamily: 'Brand', fontSize: 17, height: 1.2),\n", "\"a\" = \"Ça\";\n",
            ]
        }
    }

    static let openers = [
        "[", "(", "{", "@media screen {", "<b>", "Text(", "{\"a\":", "[.font: UIFont(name: \"A\", size: 9), ",
    ]
    static let closers = [
        "[": "]", "(": ")", "{": "}", "@media screen {": "}", "<b>": "</b>", "Text(": ")", "{\"a\":": "1}",
        "[.font: UIFont(name: \"A\", size: 9), ": "]",
    ]

    /// A complete hostile document of a kind: `tokens`, `xml`, `xcstrings`, `strings`, `json`.
    static func hostileDocument(_ kind: String, canary: String, using random: inout SeededRandom) -> String {
        let snippet = hostileSnippets(canary: canary).randomElement(using: &random) ?? ""
        let escaped = snippet.unicodeScalars.map {
            $0.value < 0x20 || $0 == "\"" || $0 == "\\" ? String(format4($0.value)) : String($0)
        }
        .joined()
        switch kind {
        case "xml":
            return [
                "<?xml version=\"1.0\"?>\n<!DOCTYPE resources [<!ENTITY xxe SYSTEM \"file://\(canary)\">]>\n"
                    + "<resources><string name=\"a\">&xxe;</string></resources>\n",
                "<resources><string name=\"a\">x</strong></resources>",
                "", "\u{0}", "<resources>" + String(repeating: "<b>", count: 5000) + "</resources>",
                "<resources><string name=\"\(escaped)\">\(escaped)</string></resources>",
            ].randomElement(using: &random) ?? ""
        case "tokens":
            return [
                "{\"t\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Lato\", \"fontSize\": 16}, "
                    + "\"$extensions\": {\"com.inkbox\": {\"strings\": \"\(escaped)\"}}}}",
                "{\"t\u{0D}\u{0A}::error::injected\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Lato\", \"fontSize\": 16}}}",
                "{\"t\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"\(escaped)\", \"fontSize\": 1e308}}}",
                "{}", "[]", "",
            ].randomElement(using: &random) ?? ""
        case "source":
            return [
                "@font-face { font-family: F; src: url(\(canary)); }\n.a { font-family: F; font-size: 12px; line-height: \(escaped) }",
                "let s = NSMutableParagraphStyle()\n" + String(repeating: "s.minimumLineHeight = 1e308\n", count: 50)
                    + "x.attributedText = NSAttributedString(string: \"\(escaped)\", attributes: [.font: UIFont(name: \"IPAexGothic\", size: 15) as Any, .paragraphStyle: s])",
                String(repeating: "Text(\"", count: 3000),
                String(repeating: "[", count: 5000) + "UIFont(name: \"A\", size: 9)",
                "", "\u{0}",
            ].randomElement(using: &random) ?? ""
        default:
            return [
                "{\"sourceLanguage\": \"en\", \"strings\": {\"\(escaped)\": {}}}", "{\"strings\": []}",
                "\"\(escaped)\" = \"x\";",
                "\u{FF}\u{FE}\u{D8}", "{\"a\": \"\\ud800\"}",
            ].randomElement(using: &random) ?? ""
        }
    }

    private static func format4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// Fonts that inflate far beyond their size on disk.
enum CompressionBomb {
    /// `font` (an sfnt, or a WOFF whose tables are read back) as a WOFF with one more table, a
    /// zlib stream of `size` zeros; a WOFF2 gets a header that claims `size` instead.
    static func font(_ font: [UInt8], inflating size: Int, using random: inout SeededRandom) -> [UInt8] {
        if font.starts(with: Array("wOF2".utf8)) {
            var bytes = font
            let claim = be32(size)
            for index in 0..<4 where bytes.count >= 20 { bytes[16 + index] = claim[index] }
            return bytes
        }
        var entries = tableData(font)
        guard !entries.isEmpty, let stream = zeros(size) else { return font }
        // WOFF 1.0: a 44-byte header, 20-byte table records, then each table (as it was stored,
        // or the bomb's stream), 4-byte aligned.
        entries.append(("zzzz", stream, size))
        entries.sort { $0.tag < $1.tag }
        var directory: [UInt8] = []
        var data: [UInt8] = []
        let start = 44 + 20 * entries.count
        for entry in entries {
            directory +=
                Array(entry.tag.utf8.prefix(4)) + be32(start + data.count) + be32(entry.data.count)
                + be32(entry.original) + be32(0)
            data += entry.data
            while data.count % 4 != 0 { data.append(0) }
        }
        let total = entries.reduce(12 + 16 * entries.count) { $0 + ($1.original + 3) / 4 * 4 }
        let flavor = Array(font.starts(with: Array("wOFF".utf8)) ? font.dropFirst(4).prefix(4) : font.prefix(4))
        var header =
            Array("wOFF".utf8) + flavor + be32(start + data.count) + be16(entries.count) + be16(0) + be32(total)
        header += be16(1) + be16(0) + be32(0) + be32(0) + be32(0) + be32(0) + be32(0)
        return header + directory + data
    }

    /// Each table's bytes as stored and its decoded length: an sfnt's (not a collection's), or a
    /// WOFF's compressed streams.
    private static func tableData(_ font: [UInt8]) -> [(tag: String, data: [UInt8], original: Int)] {
        func u32(_ at: Int) -> Int? {
            at >= 0 && at + 4 <= font.count ? font[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } : nil
        }
        if font.starts(with: Array("wOFF".utf8)) {
            guard let count = u32(12).map({ $0 >> 16 }) else { return [] }
            return (0..<count).compactMap { index in
                let record = 44 + 20 * index
                guard let offset = u32(record + 4), let length = u32(record + 8), let original = u32(record + 12),
                    offset + length <= font.count
                else { return nil }
                return (
                    String(decoding: font[record..<record + 4], as: UTF8.self), Array(font[offset..<offset + length]),
                    original
                )
            }
        }
        let tables = SFNTTables(font)
        guard !tables.isCollection else { return [] }
        return tables.records.compactMap { record in
            guard record.offset >= 0, record.length >= 0, record.offset + record.length <= font.count else {
                return nil
            }
            return (record.tag, Array(font[record.offset..<record.offset + record.length]), record.length)
        }
    }

    /// A small WOFF (one empty-glyph sfnt's tables, stored) with a table that inflates to `size`.
    static func woff(inflating size: Int) -> [UInt8]? {
        var random = SeededRandom(seed: 1)
        let tables: [(tag: String, data: [UInt8])] = [
            ("head", [UInt8](repeating: 0, count: 54)), ("maxp", [0, 0, 0x50, 0, 0, 1]),
        ]
        var sfnt = [0, 1, 0, 0] + be16(tables.count) + [0, 0, 0, 0, 0, 0]
        var offset = 12 + 16 * tables.count
        for table in tables {
            sfnt += Array(table.tag.utf8) + be32(0) + be32(offset) + be32(table.data.count)
            offset += (table.data.count + 3) / 4 * 4
        }
        for table in tables { sfnt += table.data + [UInt8](repeating: 0, count: (4 - table.data.count % 4) % 4) }
        let bomb = font(sfnt, inflating: size, using: &random)
        return bomb == sfnt ? nil : bomb
    }

    /// The streams made so far, by size, behind a lock: the fuzzer's jobs share them.
    private final class Streams: @unchecked Sendable {
        let lock = NSLock()
        var bySize: [Int: [UInt8]] = [:]
    }

    private static let streams = Streams()

    /// A zlib stream of `size` zero bytes, made once per size (zeros compress about 1,000 to 1).
    static func zeros(_ size: Int) -> [UInt8]? {
        streams.lock.lock()
        defer { streams.lock.unlock() }
        if let stream = streams.bySize[size] { return stream }
        var stream = z_stream()
        guard deflateInit_(&stream, 9, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        let chunk = [UInt8](repeating: 0, count: 1 << 20)
        var output = [UInt8](repeating: 0, count: 1 << 16)
        var result: [UInt8] = []
        var left = size
        while true {
            let feed = min(left, chunk.count)
            left -= feed
            let flush = left == 0 ? Z_FINISH : Z_NO_FLUSH
            var status: Int32 = Z_OK
            chunk.withUnsafeBufferPointer { input in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(feed)
                repeat {
                    output.withUnsafeMutableBufferPointer { buffer in
                        stream.next_out = buffer.baseAddress
                        stream.avail_out = UInt32(buffer.count)
                        status = deflate(&stream, flush)
                        result += buffer.prefix(buffer.count - Int(stream.avail_out))
                    }
                } while stream.avail_out == 0
            }
            if status == Z_STREAM_END { break }
            guard status == Z_OK || status == Z_BUF_ERROR else { return nil }
        }
        streams.bySize[size] = result
        return result
    }

    private static func be32(_ value: Int) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: UInt32(clamping: value) >> UInt32($0)) }
    }
    private static func be16(_ value: Int) -> [UInt8] {
        [8, 0].map { UInt8(truncatingIfNeeded: UInt16(clamping: value) >> UInt16($0)) }
    }
}
