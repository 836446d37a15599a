import FontValues
import Testing

@Suite("Character sets and languages")
struct CharacterSetTests {
    @Test("a language is CLDR's exemplar characters: English's letters, not Latin Extended-A or Vietnamese")
    func languages() throws {
        let english = Set(try #require(Exemplars.characters(forLanguage: "en")))
        // English's own letters and marks, both cases, and its punctuation and digits.
        #expect(["a", "Z", "é", "É", "ï", "œ", "Œ", "’", "…", "7"].allSatisfy { english.contains($0) })
        // Not Vietnamese's stacked capitals, Latvian's Ģ, or a kana repeat mark of vertical text.
        #expect(!english.contains("Ẵ") && !english.contains("Ģ") && !english.contains("〱"))
        let vietnamese = Set(try #require(Exemplars.characters(forLanguage: "vi-VN")))
        #expect(vietnamese.contains("Ẵ") && vietnamese.contains("ẵ"))
        #expect(try #require(Exemplars.characters(forLanguage: "lv")).contains("Ģ"))
        // Japanese: kana, kanji and its punctuation, no vertical-text mark.
        let japanese = Set(try #require(Exemplars.characters(forLanguage: "ja")))
        #expect(japanese.contains("あ") && japanese.contains("漢") && japanese.contains("「") && !japanese.contains("〱"))
        // By primary subtag, a script subtag where CLDR has that script's own set, and old codes.
        #expect(Exemplars.key(forLanguage: "pt_BR") == "pt" && Exemplars.key(forLanguage: "sr-Latn-RS") == "sr-latn")
        #expect(Exemplars.key(forLanguage: "iw") == "he" && Exemplars.key(forLanguage: "xx") == nil)
        // Several languages: each character once, in code point order.
        let both = Exemplars.characters(forLanguages: ["en", "fr", "xx"])
        #expect(both == both.sorted { $0.value < $1.value } && Set(both).count == both.count && both.contains("Ÿ"))
    }

    @Test("a choice is looked up as characters or script sets, and labelled as reports say it")
    func choice() {
        #expect(CharacterChoice.text("Éjg").selection == .characters(["É", "j", "g"]))
        #expect(CharacterChoice.languages(["el", "ru"]).selection == .languages(["el", "ru"]))
        #expect(CharacterChoice.languages(["en", "fr"]).label == "languages en, fr")
        #expect(CharacterChoice.text("jq").label == "\"jq\"")
    }
}
