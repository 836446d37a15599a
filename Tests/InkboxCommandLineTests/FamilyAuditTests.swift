import FontFixtures
import Foundation
import Testing

/// The family checks' findings of an `audit --format json` run, as (rule, message).
private func families(_ run: Run) -> [(rule: String, message: String)] {
    let document = (try? JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))) as? [String: Any]
    return (document?["families"] as? [[String: Any]] ?? []).map {
        ($0["rule"] as? String ?? "", $0["message"] as? String ?? "")
    }
}

@Suite("inkbox audit: a family's faces checked together")
struct FamilyAuditTests {
    @Test(
        "members whose metrics differ and usWin short of the family's ink are findings; one fix plan clears the first")
    func familyFindings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbox-family-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/alone", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Noto Sans Regular planned alone for ℊ (its descender grows past -293), the Italic left as it is.
        let regular = folder + "/alone/NotoSans-Regular.ttf"
        #expect(inkbox("fix", "--chars", "ℊ", "--platform", "ios", "-o", regular, fixture(.shaping)).status == 0)
        let audit = ["audit", "--chars", "ℊ", "--platform", "ios,web", "--format", "json"]
        let apart = families(inkbox(audit + [regular, fixture(.italic)]))
        #expect(apart.map(\.rule) == ["inkbox.family-metrics", "inkbox.family-win"])
        let differing = apart.first?.message ?? ""
        #expect(differing.hasPrefix("the 2 faces differ in vertical metrics: hhea.ascender 972..1069 (2 values)"))
        #expect(differing.contains("on ios the baseline sits 972..1069 units below its top, 97 apart"))
        // The family's ink is the union of the head boxes; Noto's usWin (1069/293) stops short of it.
        #expect(apart.last?.message.contains("NotoSans-Italic 1069/293") == true)
        #expect(apart.last?.message.contains("Windows GDI cuts ink past usWin") == true)

        // Fixed together, the faces share their values: only the usWin finding, which --platform windows-gdi fixes.
        let fixed = inkbox(
            "fix", "--chars", "ℊ", "--platform", "ios", "-o", folder + "/together", fixture(.shaping), fixture(.italic))
        #expect(fixed.status == 0, "\(fixed.standardError)")
        let together = try FileManager.default.contentsOfDirectory(atPath: folder + "/together").sorted().map {
            folder + "/together/" + $0
        }
        #expect(families(inkbox(audit + together)).map(\.rule) == ["inkbox.family-win"])

        // In the text report, by family, before the totals; a face alone has no family finding.
        let text = inkbox("audit", "--chars", "ℊ", "--platform", "ios", regular, fixture(.italic)).standardOutput
        #expect(
            text.contains("family \"Noto Sans\" (2 faces)\n  warning inkbox.family-metrics:\n    the 2 faces differ"))
        #expect(families(inkbox(audit + [fixture(.italic)])).isEmpty)
        // The HTML report lists them after its matrix; SARIF carries them with their rules.
        let html = inkbox("audit", "--chars", "ℊ", "--format", "html", regular, fixture(.italic)).standardOutput
        #expect(html.contains("<h2>Family checks</h2>"))
        #expect(html.contains("<code>inkbox.family-metrics</code> Noto Sans: the 2 faces differ"))
        let sarif = inkbox("audit", "--chars", "ℊ", "--format", "sarif", regular, fixture(.italic)).standardOutput
        #expect(sarif.contains("\"ruleId\": \"inkbox.family-win\""))
    }
}
