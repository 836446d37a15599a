/// Where a line may break, simplified from UAX #14 (Unicode line breaking): after spaces, after
/// hyphens, and between Chinese and Japanese characters, except before closing punctuation and
/// small kana or after opening punctuation (kinsoku). Thai, Lao, Khmer and Myanmar words need
/// a dictionary and break only at spaces here.
enum LineBreaks {
    static func allowed(before offset: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard offset > 0, offset < scalars.count else { return false }
        let previous = scalars[offset - 1]
        let current = scalars[offset]
        if current.properties.isWhitespace { return false }  // spaces hang at the end of a line
        if previous.properties.isWhitespace || ["-", "\u{2010}", "\u{2013}", "/"].contains(previous) { return true }
        guard isIdeographic(previous) || isIdeographic(current) else { return false }
        return !noBreakBefore.contains(current) && !noBreakAfter.contains(previous)
    }

    /// Han, kana, CJK symbols and full-width forms: a line may break between any two.
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default: return false
        }
    }

    static let noBreakBefore = Set("、。，．・：；？！ー）」』】〕〉》ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻゠〜～),.:;!?]}".unicodeScalars)
    static let noBreakAfter = Set("（「『【〔〈《([{".unicodeScalars)
}
