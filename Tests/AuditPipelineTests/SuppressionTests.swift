import AuditPipeline
import LineBoxAnalysis
import Testing

@Suite("Suppressions: inkbox: ignore[IB001] reason in a comment, or a token's ignore")
struct SuppressionTests {
    @Test("a comment applies to its own line, or alone on its line to the next, in any language's comment")
    func comments() {
        let text = """
            let a = UIFont(name: "X", size: 20)  // inkbox: ignore[IB001,IB004] the view has 4 pt of padding
            // inkbox: ignore[inkbox.clips] a ribbon: cut by design
            let b = 1
            <!-- inkbox: ignore[IB001] one Latin word -->
            /* inkbox: ignore[IB001] a badge */
            Text("x") # inkbox: ignore[IB001] below -->
            """
        let found = Suppression.comments(in: text, file: "a.swift")
        #expect(found.map(\.line) == [1, 2, 4, 5, 6])
        #expect(found.map(\.target) == [1, 3, 5, 6, 6])
        #expect(found[0].rules == [.clips, .sideOverhang] && found[0].reason == "the view has 4 pt of padding")
        #expect(found[1].rules == [.clips] && found[1].reason == "a ribbon: cut by design")
        #expect(found[2].reason == "one Latin word" && found[3].reason == "a badge" && found[4].reason == "below")
        #expect(found.allSatisfy { $0.problem == nil && $0.file == "a.swift" })
        #expect(found[0].suppresses(.sideOverhang) && !found[0].suppresses(.faintInk))
        #expect(found[0].written == "ignore[IB001,IB004]")
    }

    @Test("a name that is no rule, a rule always said, no rule or no reason: a problem, and it suppresses nothing")
    func problems() {
        let text = """
            // inkbox: ignore[IB999] typo
            // inkbox: ignore[IB010] unreadable on purpose
            // inkbox: ignore[] nothing named
            // inkbox: ignore[IB001]
            // inkbox: ignore[IB001 no bracket closes
            """
        let found = Suppression.comments(in: text, file: "b.kt")
        #expect(found.count == 5)
        #expect(found.allSatisfy { $0.problem != nil && !$0.suppresses(.clips) })
        #expect(found[0].problem?.contains("'IB999' is no rule") == true)
        #expect(found[1].problem?.contains("always said") == true)
        #expect(found[3].problem?.contains("no reason") == true)
        #expect(Suppression(names: ["IB001"], reason: "why", file: "t.json", line: 3).problem == nil)
    }

    @Test("a file without the marker holds none; one made of markers is read once, each with its line")
    func hostile() {
        #expect(Suppression.comments(in: "", file: "e").isEmpty)
        #expect(Suppression.comments(in: String(repeating: "inkbox: ignore", count: 10_000), file: "e").isEmpty)
        let many = String(repeating: "x // inkbox: ignore[IB001] r\n", count: 20_000)
        let found = Suppression.comments(in: many, file: "m")
        #expect(found.count == 20_000 && found.last?.line == 20_000 && found.last?.target == 20_000)
    }

    @Test("stale: a suppression that turned nothing off, or cannot apply; one where nothing was checked is not judged")
    func stale() {
        let clips = Suppression(names: ["IB001"], reason: "r", file: "f", line: 1)
        let sides = Suppression(names: ["IB004"], reason: "r", file: "f", line: 2)
        let broken = Suppression(names: ["IB999"], reason: "r", file: "f", line: 3)
        let elsewhere = Suppression(names: ["IB001"], reason: "r", file: "g", line: 9)
        let notChecked = Suppression(names: ["IB001"], reason: "r", file: "h", line: 1)
        let stale = Suppression.stale(
            [([clips, sides, broken], [Rule.clips, .faintInk]), ([notChecked], nil)], unplaced: [elsewhere])
        #expect(stale == [sides, broken, elsewhere])
    }
}
