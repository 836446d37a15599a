internal import CFreeType
import Foundation

/// The strings of a face's `name` table, one per name ID, chosen in the order fontTools'
/// `getDebugName` uses: Windows English (3, 1, 0x409), then Mac Roman English (1, 0, 0),
/// then any other Unicode record. Records are ranked when the table is read and decoded only when
/// their ID is asked for: a face's copyright and licence texts, often the longest strings it has,
/// cost nothing to a caller that wants its family.
struct NameTable {
    private let face: FreeTypeFace
    /// Each name ID's records, best rank first (table order among equals).
    private var records: [FT_UShort: [(rank: Int, index: FT_UInt)]] = [:]

    init(face: FreeTypeFace) {
        self.face = face
        let count = FT_Get_Sfnt_Name_Count(face.handle)
        for index in 0..<count {
            var record = FT_SfntName()
            guard FT_Get_Sfnt_Name(face.handle, index, &record) == 0, record.string != nil,
                let rank = Self.rank(record)
            else { continue }
            records[record.name_id, default: []].append((rank, index))
        }
        for id in records.keys {
            records[id]?.sort { ($0.rank, $0.index) < ($1.rank, $1.index) }
        }
    }

    subscript(id: FT_UShort) -> String? {
        for candidate in records[id] ?? [] {
            if let value = decoded(candidate), !value.isEmpty { return value }
        }
        return nil
    }
    subscript(id: Int32) -> String? { self[FT_UShort(clamping: id)] }

    /// Every string of name ID `id`, in every platform and language, in table order, each once.
    func allStrings(_ id: Int32) -> [String] {
        var values: [String] = []
        for candidate in (records[FT_UShort(clamping: id)] ?? []).sorted(by: { $0.index < $1.index }) {
            if let value = decoded(candidate), !value.isEmpty, !values.contains(value) { values.append(value) }
        }
        return values
    }

    private static func rank(_ record: FT_SfntName) -> Int? {
        switch (Int32(record.platform_id), Int32(record.encoding_id)) {
        case (TT_PLATFORM_MICROSOFT, TT_MS_ID_UNICODE_CS), (TT_PLATFORM_MICROSOFT, TT_MS_ID_UCS_4),
            (TT_PLATFORM_MICROSOFT, TT_MS_ID_SYMBOL_CS):
            return record.language_id == 0x409 ? 0 : 2
        case (TT_PLATFORM_APPLE_UNICODE, _): return 3
        case (TT_PLATFORM_MACINTOSH, TT_MAC_ID_ROMAN): return record.language_id == 0 ? 1 : 4
        default: return nil
        }
    }

    private func decoded(_ candidate: (rank: Int, index: FT_UInt)) -> String? {
        var record = FT_SfntName()
        guard FT_Get_Sfnt_Name(face.handle, candidate.index, &record) == 0, let bytes = record.string else {
            return nil
        }
        let data = UnsafeBufferPointer(start: bytes, count: Int(record.string_len))
        if Int32(record.platform_id) == TT_PLATFORM_MACINTOSH { return String(bytes: data, encoding: .macOSRoman) }
        return utf16BigEndian(data)
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
