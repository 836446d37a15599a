import Foundation

/// A new name for a modified font (`inkbox fix --rename`, `--family`): the family, full and
/// PostScript names change together, as the SIL Open Font License asks of a Modified Version
/// whose original has a Reserved Font Name (OFL 1.1, condition 3).
public enum Renaming: Sendable, Equatable {
    /// The family gains a suffix: "Lato" becomes "Lato Fixed", "Lato-Bold" "LatoFixed-Bold".
    case suffix(String)
    /// The family is replaced: "Lato" becomes "Latch", "Lato-Bold" "Latch-Bold".
    case family(String)

    /// The family name `family` becomes.
    public func apply(to family: String) -> String {
        switch self {
        case .suffix(let suffix): return family + " " + suffix
        case .family(let name): return name
        }
    }

    /// What of `text` a PostScript name may hold: printable ASCII but space and `[](){}<>/%`
    /// (OpenType 1.9.1, "name", name ID 6).
    public static func postScriptPart(of text: String) -> String {
        String(
            text.unicodeScalars.filter {
                $0.value >= 33 && $0.value <= 126 && !"[](){}<>/%".unicodeScalars.contains($0)
            }.map(Character.init))
    }
}

/// The `name` table rewritten for a `Renaming` (OpenType 1.9.1, "name": formats 0 and 1).
enum NameTableEditor {
    /// The table with name IDs 1, 4, 6, 16, 18 and 21 renamed, the old PostScript name replaced
    /// in ID 3, and the PostScript names of a variable font's instances (ID 25, the prefix, and the
    /// IDs from 256 that fvar points at) renamed where they start with the old PostScript family;
    /// every other record, and format 1's language tags, kept. Those names in encodings other
    /// than UTF-16 (Windows, Unicode) and Mac Roman (Mac Japanese, say) are dropped, since they
    /// would keep the old name; IDs from 256 in them are kept, as fvar may point at them.
    static func renamed(_ table: [UInt8], _ renaming: Renaming) throws(FontPatchError) -> [UInt8] {
        guard let format = BigEndian.uint16(table, 0), format <= 1, let count = BigEndian.uint16(table, 2),
            let storage = BigEndian.uint16(table, 4)
        else { throw .nameTableCutShort }
        struct Record {
            var header: [UInt8]  // platform, encoding, language, name IDs
            var platform: UInt16
            var encoding: UInt16
            var nameID: UInt16
            var text: [UInt8]
        }
        func string(_ offset: UInt16?, _ length: UInt16?) throws(FontPatchError) -> [UInt8] {
            guard let offset, let length, Int(storage) + Int(offset) + Int(length) <= table.count else {
                throw .nameRecordPastEnd
            }
            let start = Int(storage) + Int(offset)
            return Array(table[start..<start + Int(length)])
        }
        var records: [Record] = []
        for index in 0..<Int(count) {
            let at = 6 + 12 * index
            guard at + 12 <= table.count, let platform = BigEndian.uint16(table, at),
                let encoding = BigEndian.uint16(table, at + 2),
                let nameID = BigEndian.uint16(table, at + 6)
            else { throw .nameTableCutShort }
            records.append(
                Record(
                    header: Array(table[at..<at + 8]), platform: platform, encoding: encoding, nameID: nameID,
                    text: try string(BigEndian.uint16(table, at + 10), BigEndian.uint16(table, at + 8))))
        }
        var languageTags: [[UInt8]] = []
        if format == 1 {
            let at = 6 + 12 * Int(count)
            guard let tags = BigEndian.uint16(table, at) else { throw .nameTableCutShort }
            for index in 0..<Int(tags) {
                languageTags.append(
                    try string(
                        BigEndian.uint16(table, at + 2 + 4 * index + 2), BigEndian.uint16(table, at + 2 + 4 * index)))
            }
        }

        // Each platform and language renames from its own family and PostScript names.
        func decode(_ record: Record) -> String? {
            switch (record.platform, record.encoding) {
            case (0, _), (3, 0), (3, 1), (3, 10):
                guard record.text.count % 2 == 0 else { return nil }
                let units = stride(from: 0, to: record.text.count, by: 2).map {
                    UInt16(record.text[$0]) << 8 | UInt16(record.text[$0 + 1])
                }
                return String(decoding: units, as: UTF16.self)
            case (1, 0): return String(bytes: record.text, encoding: .macOSRoman)
            default: return nil
            }
        }
        func encode(_ text: String, like record: Record) throws(FontPatchError) -> [UInt8] {
            if record.platform == 1 {
                guard let bytes = text.data(using: .macOSRoman) else { throw .notMacRoman(text) }
                return [UInt8](bytes)
            }
            return text.utf16.flatMap { [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] }
        }
        func key(_ record: Record) -> [UInt8] { Array(record.header[0..<6]) }  // platform, encoding, language
        var families: [[UInt8]: String] = [:]
        var postScripts: [[UInt8]: String] = [:]
        for record in records {
            guard let text = decode(record) else { continue }
            if record.nameID == 16 || (record.nameID == 1 && families[key(record)] == nil) {
                families[key(record)] = text
            }
            if record.nameID == 6 { postScripts[key(record)] = text }
        }
        let anyPostScript = postScripts.values.first
        var undecodable: Set<Int> = []
        for index in records.indices {
            let record = records[index]
            guard [1, 3, 4, 6, 16, 18, 21, 25].contains(record.nameID) || record.nameID >= 256 else { continue }
            guard let text = decode(record) else {
                undecodable.insert(index)
                continue
            }
            let family = families[key(record)] ?? families.values.first ?? text
            let newFamily = renaming.apply(to: family)
            let renamed: String
            switch record.nameID {
            case 25, 256...:
                // An instance's PostScript name, or the prefix they are made from: "Inter-Bold".
                guard
                    let old = (postScripts[key(record)] ?? anyPostScript)?.split(separator: "-").first.map(String.init),
                    text == old || text.hasPrefix(old + "-")
                else { continue }
                renamed = Renaming.postScriptPart(of: newFamily) + text.dropFirst(old.count)
            case 6, 3:
                guard let old = record.nameID == 6 ? text : postScripts[key(record)] ?? anyPostScript else { continue }
                let parts = old.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
                let newName = Renaming.postScriptPart(of: newFamily) + (parts.count > 1 ? "-" + parts[1] : "")
                guard newName.count <= 63 else { throw .postScriptNameTooLong(newName) }
                renamed = record.nameID == 6 ? newName : text.replacingOccurrences(of: old, with: newName)
            default:
                renamed = text.hasPrefix(family) ? newFamily + text.dropFirst(family.count) : renaming.apply(to: text)
            }
            records[index].text = try encode(renamed, like: record)
        }
        // A name that cannot be read cannot be renamed: it would keep the old name, so it goes.
        records = records.enumerated().filter { !undecodable.contains($0.offset) || $0.element.nameID >= 256 }.map(
            \.element)

        // The table again: header, records, language tags, then the strings.
        let headerLength = 6 + 12 * records.count + (format == 1 ? 2 + 4 * languageTags.count : 0)
        guard headerLength <= Int(UInt16.max) else { throw .nameTableTooLarge }
        var out: [UInt8] = []
        BigEndian.append16(&out, format)
        BigEndian.append16(&out, UInt16(records.count))
        BigEndian.append16(&out, UInt16(headerLength))
        var strings: [UInt8] = []
        func place(_ text: [UInt8]) throws(FontPatchError) -> (UInt16, UInt16) {
            guard text.count <= Int(UInt16.max), strings.count <= Int(UInt16.max) else { throw .nameTableTooLarge }
            defer { strings += text }
            return (UInt16(text.count), UInt16(strings.count))
        }
        for record in records {
            let (length, offset) = try place(record.text)
            out += record.header
            BigEndian.append16(&out, length)
            BigEndian.append16(&out, offset)
        }
        if format == 1 {
            BigEndian.append16(&out, UInt16(languageTags.count))
            for tag in languageTags {
                let (length, offset) = try place(tag)
                BigEndian.append16(&out, length)
                BigEndian.append16(&out, offset)
            }
        }
        return out + strings
    }

    /// The family name a `name` table gives: ID 16 or ID 1, Windows English first.
    static func family(_ table: [UInt8]) -> String? {
        guard let count = BigEndian.uint16(table, 2), let storage = BigEndian.uint16(table, 4) else { return nil }
        var found: [UInt16: String] = [:]
        for index in 0..<Int(count) {
            let at = 6 + 12 * index
            guard let platform = BigEndian.uint16(table, at), let nameID = BigEndian.uint16(table, at + 6),
                let length = BigEndian.uint16(table, at + 8), let offset = BigEndian.uint16(table, at + 10),
                platform == 3, nameID == 1 || nameID == 16, Int(storage) + Int(offset) + Int(length) <= table.count
            else { continue }
            let start = Int(storage) + Int(offset)
            let units = stride(from: start, to: start + Int(length) - 1, by: 2).map {
                UInt16(table[$0]) << 8 | UInt16(table[$0 + 1])
            }
            found[nameID] = String(decoding: units, as: UTF16.self)
        }
        return found[16] ?? found[1]
    }
}
