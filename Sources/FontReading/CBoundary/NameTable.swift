internal import CFreeType
import Foundation

/// The strings of a face's `name` table, one per name ID, chosen in the order fontTools'
/// `getDebugName` uses: Windows English (3, 1, 0x409), then Mac Roman English (1, 0, 0),
/// then any other Unicode record.
struct NameTable {
    private var strings: [FT_UShort: (rank: Int, value: String)] = [:]
    /// Every string of each name ID, in every platform and language, in table order.
    private(set) var allStrings: [FT_UShort: [String]] = [:]

    init(face: FreeTypeFace) {
        let count = FT_Get_Sfnt_Name_Count(face.handle)
        for index in 0..<count {
            var record = FT_SfntName()
            guard FT_Get_Sfnt_Name(face.handle, index, &record) == 0, let bytes = record.string else { continue }
            let data = UnsafeBufferPointer(start: bytes, count: Int(record.string_len))
            guard let (rank, value) = decode(record, data), !value.isEmpty else { continue }
            if !(allStrings[record.name_id] ?? []).contains(value) {
                allStrings[record.name_id, default: []].append(value)
            }
            if let existing = strings[record.name_id], existing.rank <= rank { continue }
            strings[record.name_id] = (rank, value)
        }
    }

    subscript(id: FT_UShort) -> String? { strings[id]?.value }
    subscript(id: Int32) -> String? { strings[FT_UShort(clamping: id)]?.value }

    private func decode(_ record: FT_SfntName, _ data: UnsafeBufferPointer<FT_Byte>) -> (Int, String)? {
        switch (Int32(record.platform_id), Int32(record.encoding_id)) {
        case (TT_PLATFORM_MICROSOFT, TT_MS_ID_UNICODE_CS), (TT_PLATFORM_MICROSOFT, TT_MS_ID_UCS_4),
            (TT_PLATFORM_MICROSOFT, TT_MS_ID_SYMBOL_CS):
            return (record.language_id == 0x409 ? 0 : 2, utf16BigEndian(data))
        case (TT_PLATFORM_APPLE_UNICODE, _):
            return (3, utf16BigEndian(data))
        case (TT_PLATFORM_MACINTOSH, TT_MAC_ID_ROMAN):
            guard let value = String(bytes: data, encoding: .macOSRoman) else { return nil }
            return (record.language_id == 0 ? 1 : 4, value)
        default:
            return nil
        }
    }

    private func utf16BigEndian(_ data: UnsafeBufferPointer<FT_Byte>) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(data.count / 2)
        var index = 0
        while index + 1 < data.count {
            units.append(UInt16(data[index]) << 8 | UInt16(data[index + 1]))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
