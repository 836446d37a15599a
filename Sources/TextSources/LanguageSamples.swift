import FontValues

/// Shaped samples per language, so a font can be audited for a language before any strings
/// exist: capitals and lower case with the marks each script stacks, and `stacked`, worst-case
/// combining sequences.
public enum LanguageSamples {
    public static let names = ["vi", "th", "hi", "ar", "he", "el", "ru", "stacked"]

    private static let samples: [String: [String]] = [
        "vi": ["CHỖ NGỒI", "Nguyễn Thị Ánh", "Ở ĐÂY CÓ PHỞ", "Quyển sách giấy", "ặ ậ ễ ỗ ữ ỹ Ặ Ậ Ễ Ỗ Ữ Ỹ"],
        "th": ["ที่นั่ง", "ปู่ย่าตายาย", "ญี่ปุ่น", "น้ำใจ", "ฎีกา ฏู"],
        "hi": ["हिन्दी", "क्षत्रिय", "ड्रूज़", "स्त्री", "प्रकृति"],
        "ar": ["العربية", "مُتَحَرِّك", "بِسْمِ ٱللَّٰهِ", "إِنَّ"],
        "he": ["עִבְרִית", "שָׁלוֹם", "בְּרֵאשִׁית"],
        "el": ["Ἀθῆναι", "ΐ ΰ ἕ ῷ", "Ελληνικά", "ᾯ ᾨ Ὢ"],
        "ru": ["Ёлка", "ЁЙЩЦ", "Й й ё Ђ Ћ"],
        "stacked": [
            "E\u{323}\u{302}\u{303}", "A\u{30A}\u{301}", "o\u{304}\u{301}", "u\u{308}\u{30C}",
            "a\u{301}\u{302}\u{303}\u{308}", "g\u{327}\u{323}", "Q\u{327}",
        ],
    ]

    /// The samples of one name (a language code or `stacked`); nil for an unknown name.
    public static func strings(_ name: String) -> [LocalizedString]? {
        guard let texts = samples[name] else { return nil }
        let language = name == "stacked" ? nil : name
        return texts.enumerated().map {
            LocalizedString(
                text: $0.element, language: language, source: "--samples", key: "\(name) \($0.offset + 1)", line: nil)
        }
    }
}
