import FontValues
import Testing

@Suite("Character sets and languages")
struct CharacterSetTests {
    @Test("a language names the sets of its script, by its primary subtag; one inkbox has no set for is nil")
    func languages() {
        #expect(CharacterSetName.sets(forLanguage: "en") == [.latin])
        #expect(CharacterSetName.sets(forLanguage: "vi-VN") == [.latin, .vietnamese])
        #expect(CharacterSetName.sets(forLanguage: "pt_BR") == [.latin])
        #expect(CharacterSetName.sets(forLanguage: "xx") == nil)
        // Several languages: each set once, in the order reports name them.
        #expect(CharacterSetName.sets(forLanguages: ["ja", "en", "xx", "fr"]) == [.latin, .japanese])
    }

    @Test("a choice is looked up as characters or script sets, and labelled as reports say it")
    func choice() {
        #expect(CharacterChoice.text("Éjg").selection == .characters(["É", "j", "g"]))
        #expect(CharacterChoice.languages(["el", "ru"]).selection == .scripts([.greek, .cyrillic]))
        #expect(CharacterChoice.languages(["en", "fr"]).label == "languages en, fr")
        #expect(CharacterChoice.text("jq").label == "\"jq\"")
    }
}
