import FontValues
import Testing

@Suite("CSS text-box values (css-inline-3)")
struct TextBoxTests {
    private func parsed(_ value: String) -> TextBox? {
        if case .success(let box) = TextBox.parse(value) { return box }
        return nil
    }

    @Test("the shorthand: a trim and edges in either order, trim-both and auto when missing")
    func shorthand() {
        #expect(parsed("trim-both cap alphabetic") == TextBox(over: .cap, under: .alphabetic))
        #expect(parsed("cap alphabetic trim-both") == TextBox(over: .cap, under: .alphabetic))
        #expect(parsed("cap alphabetic") == TextBox(over: .cap, under: .alphabetic))
        #expect(parsed("trim-start") == TextBox(over: .text, under: nil))
        #expect(parsed("trim-end text alphabetic") == TextBox(over: nil, under: .alphabetic))
        // One edge keyword stands for both where it can, else the under edge is text.
        #expect(parsed("trim-both cap") == TextBox(over: .cap, under: .text))
        #expect(parsed("trim-both auto") == TextBox(over: .text, under: .text))
        #expect(parsed("Normal") == .normal && parsed("none cap alphabetic") == .normal)
    }

    @Test("what is not the grammar is invalid; valid edges inkbox does not model are named")
    func problems() {
        for value in ["", "trim-both trim-end", "cap trim-both alphabetic", "alphabetic", "cap cap cap", "trim"] {
            #expect(TextBox.parse(value) == .failure(.invalid), "\(value)")
        }
        #expect(TextBox.parse("trim-both ex alphabetic") == .failure(.unmodelled("ex")))
        #expect(TextBox.parse(trim: "trim-both", edge: "ideographic") == .failure(.unmodelled("ideographic")))
    }

    @Test("the longhands, and the shorthand each value prints as")
    func longhandsAndCSS() {
        #expect(TextBox.parse(trim: "trim-start", edge: "cap alphabetic") == .success(TextBox(over: .cap, under: nil)))
        #expect(TextBox.parse(trim: "none", edge: "cap") == .success(.normal))
        for value in ["trim-both cap alphabetic", "trim-start text", "trim-end text alphabetic", "normal"] {
            #expect(parsed(value)?.css == value)
        }
    }
}
