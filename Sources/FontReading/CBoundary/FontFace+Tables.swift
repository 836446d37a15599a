internal import CFreeType
import FontValues
import Foundation

// MARK: - Tables

/// The length of a face's table `tag` as FreeType reads it; nil when the face has none.
func sfntTableLength(_ face: FreeTypeFace, _ tag: String) -> Int? {
    var length: FT_ULong = 0
    guard FT_Load_Sfnt_Table(face.handle, tableTag(tag), 0, nil, &length) == 0 else { return nil }
    return Int(length)
}

/// The bytes of a face's table `tag`, at most `limit` of them; nil when the face has none.
func sfntTable(_ face: FreeTypeFace, _ tag: String, limit: Int? = nil) -> [UInt8]? {
    guard let whole = sfntTableLength(face, tag) else { return nil }
    let length = min(whole, limit ?? whole)
    var bytes = [UInt8](repeating: 0, count: length)
    var read = FT_ULong(length)
    let status = bytes.withUnsafeMutableBufferPointer {
        FT_Load_Sfnt_Table(face.handle, tableTag(tag), 0, $0.baseAddress, &read)
    }
    return status == 0 ? bytes : nil
}

func tableTag(_ tag: String) -> FT_ULong {
    tag.utf8.reduce(0) { $0 << 8 | FT_ULong($1) }
}

func readVerticalMetrics(face: FreeTypeFace, path: String) throws(FontReadingError) -> VerticalMetrics {
    guard let headPointer = FT_Get_Sfnt_Table(face.handle, FT_SFNT_HEAD) else {
        throw .missingTable(path: path, table: "head")
    }
    guard let hheaPointer = FT_Get_Sfnt_Table(face.handle, FT_SFNT_HHEA) else {
        throw .missingTable(path: path, table: "hhea")
    }
    let head = headPointer.assumingMemoryBound(to: TT_Header.self).pointee
    let hhea = hheaPointer.assumingMemoryBound(to: TT_HoriHeader.self).pointee
    guard head.Units_Per_EM > 0 else { throw .invalidTable(path: path, reason: "head.unitsPerEm is 0") }
    // FreeType returns NULL for OS/2 when the table is absent (its version field is 0xFFFF).
    let os2 = FT_Get_Sfnt_Table(face.handle, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
    let hasVersion2 = (os2?.version ?? 0) >= 2
    let post = FT_Get_Sfnt_Table(face.handle, FT_SFNT_POST)?.assumingMemoryBound(to: TT_Postscript.self).pointee

    return VerticalMetrics(
        unitsPerEm: Int(head.Units_Per_EM),
        hhea: .init(ascender: Int(hhea.Ascender), descender: Int(hhea.Descender), lineGap: Int(hhea.Line_Gap)),
        typo: os2.map {
            .init(
                ascender: Int($0.sTypoAscender), descender: Int($0.sTypoDescender),
                lineGap: Int($0.sTypoLineGap), useTypoMetrics: $0.fsSelection & (1 << 7) != 0)
        },
        win: os2.map { .init(ascent: Int($0.usWinAscent), descent: Int($0.usWinDescent)) },
        head: .init(xMin: Int(head.xMin), yMin: Int(head.yMin), xMax: Int(head.xMax), yMax: Int(head.yMax)),
        capHeight: hasVersion2 ? os2.map { Int($0.sCapHeight) } : nil,
        xHeight: hasVersion2 ? os2.map { Int($0.sxHeight) } : nil,
        underline: post.map { .init(position: Int($0.underlinePosition), thickness: Int($0.underlineThickness)) })
}

/// A face's licence as its tables state it (OpenType 1.9.1, "name" IDs 0, 13, 14; "OS/2" fsType).
public struct FontLicence: Sendable, Equatable {
    /// Name ID 13, the licence description.
    public var description: String?
    /// Name ID 14, the licence's URL.
    public var url: String?
    /// OS/2 `fsType`, the embedding permissions; nil without OS/2.
    public var fsType: Int?
    /// The names the SIL Open Font License reserves, as the copyright notice (name ID 0) declares
    /// them ("with Reserved Font Name 'Lato'"): a modified font must not use them (OFL 1.1,
    /// condition 3).
    public var reservedFontNames: [String]
    /// What the licence says of a modified copy's names, where it restricts them.
    public var namingRule: NamingRule?

    /// A licence's rule on the names of a modified font.
    public struct NamingRule: Sendable, Equatable {
        /// The licence and the clause: "SIL Open Font License 1.1, condition 3".
        public var source: String
        /// The names a modified copy must not use or include.
        public var names: [String]
        /// Whether the rule covers the copy's file name too (the IPA Font License's does).
        public var coversFileName: Bool
        /// What the licence asks of a modified copy given to others.
        public var obligations: String

        /// The names `text` (a family or file name) holds, case, spaces, hyphens and underscores
        /// ignored: "IPAex Gothic" and "ipaexgothic-fixed" both hold "IPAexGothic".
        public func names(in text: String) -> [String] {
            func folded(_ text: String) -> String { text.lowercased().filter { !" -_".contains($0) } }
            let haystack = folded(text)
            return names.filter { !folded($0).isEmpty && haystack.contains(folded($0)) }
        }
    }

    /// The rule for a licence text: the OFL's Reserved Font Names, or, under the IPA Font License
    /// Agreement v1.0, every family, full and PostScript name of the original (Article 3.1(4): no
    /// one may use or include the name of the Licensed Program as a program, font or file name of
    /// a Derived Program).
    static func namingRule(licence: [String], reserved: [String], names: [String]) -> NamingRule? {
        if !reserved.isEmpty {
            return NamingRule(
                source: "SIL Open Font License 1.1, condition 3", names: reserved, coversFileName: false,
                obligations: "a modified copy is given to others only under the SIL Open Font License 1.1, "
                    + "with its copyright notice and the licence (conditions 2 and 5)")
        }
        let isIPA = licence.contains {
            $0.range(of: "licenses/IPA", options: .caseInsensitive) != nil
                || $0.range(of: "IPA Font License", options: .caseInsensitive) != nil
        }
        guard isIPA, !names.isEmpty else { return nil }
        return NamingRule(
            source: "IPA Font License Agreement v1.0, Article 3.1(4)", names: names, coversFileName: true,
            obligations: "the copy is a Derived Program: it is given to others only under the IPA Font License "
                + "Agreement v1.0, with the licence and a way to restore the original (Article 3.1(1)-(3))")
    }

    /// What fsType's embedding bits allow (OpenType 1.9.1, "OS/2", fsType).
    public var embedding: String? {
        guard let fsType else { return nil }
        var parts: [String]
        switch fsType & 0xF {
        case 0: parts = ["installable"]
        case 2: parts = ["restricted licence"]
        case 4: parts = ["preview and print"]
        case 8: parts = ["editable"]
        default: parts = ["unknown usage bits \(fsType & 0xF)"]
        }
        if fsType & 0x100 != 0 { parts.append("no subsetting") }
        if fsType & 0x200 != 0 { parts.append("bitmap embedding only") }
        return parts.joined(separator: ", ")
    }
}

extension FontFace {
    /// The face's licence, embedding bits and reserved font names.
    public func licence() -> FontLicence {
        let names = NameTable(face: face)
        let os2 = FT_Get_Sfnt_Table(face.handle, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
        let reserved = Self.reservedFontNames(names[TT_NAME_ID_COPYRIGHT] ?? "")
        return FontLicence(
            description: names[TT_NAME_ID_LICENSE], url: names[TT_NAME_ID_LICENSE_URL],
            fsType: os2.map { Int($0.fsType) },
            reservedFontNames: reserved,
            namingRule: FontLicence.namingRule(
                licence: [TT_NAME_ID_COPYRIGHT, TT_NAME_ID_LICENSE, TT_NAME_ID_LICENSE_URL].flatMap {
                    names.allStrings($0)
                }, reserved: reserved,
                names: [
                    TT_NAME_ID_FONT_FAMILY, TT_NAME_ID_FULL_NAME, TT_NAME_ID_PS_NAME, TT_NAME_ID_TYPOGRAPHIC_FAMILY,
                ]
                .flatMap { names.allStrings($0) }))
    }

    /// The quoted names after "Reserved Font Name(s)" in a copyright notice.
    static func reservedFontNames(_ copyright: String) -> [String] {
        guard let range = copyright.range(of: "Reserved Font Name", options: .caseInsensitive) else { return [] }
        let rest = copyright[range.upperBound...]
        var names: [String] = []
        var current: String?
        for character in rest {
            if "\"'\u{201C}\u{201D}\u{2018}\u{2019}".contains(character) {
                if let name = current {
                    if !name.isEmpty { names.append(name) }
                    current = nil
                } else {
                    current = ""
                }
            } else if current != nil {
                current?.append(character)
            } else if character == "." || names.count >= 8 {
                break
            }
        }
        return names
    }
}
