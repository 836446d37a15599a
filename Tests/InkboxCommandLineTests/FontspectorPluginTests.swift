import FontFixtures
import Foundation
import Testing

/// The answer a plugin printed, as fontspector's host reads it: one JSON object.
private func object(_ run: Run) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))) as? [String: Any] ?? [:]
}

private func subresults(_ run: Run) -> [[String: Any]] { object(run)["subresults"] as? [[String: Any]] ?? [] }

@Suite("inkbox fontspector-plugin: fontspector's plugin protocol")
struct FontspectorPluginTests {
    @Test("--metadata and the legacy metadata name the profile inkbox and its one check, as CheckMetadata")
    func metadata() {
        for form in [["--metadata"], ["metadata"]] {
            let run = inkbox(["fontspector-plugin"] + form)
            #expect(run.status == 0, "\(run.standardError)")
            let answer = object(run)
            #expect(answer["api_version"] as? Int == 1)
            let checks = answer["checks"] as? [[String: Any]] ?? []
            #expect(checks.map { $0["id"] as? String } == ["inkbox/clipping"])
            #expect(checks.first?["applies_to"] as? String == "TTF")
            #expect(checks.first?["runs_on_collection"] as? Bool == false)
            let profile = (answer["profiles"] as? [String: Any])?["inkbox"] as? [String: Any]
            #expect((profile?["sections"] as? [String: [String]])?.values.first == ["inkbox/clipping"])
            #expect(answer["filetypes"] as? [String: String] == [:])
        }
    }

    @Test("a font that clips FAILs per platform, naming glyphs, sizes and the fix; one that does not PASSes")
    func verdicts() {
        let cut = inkbox("fontspector-plugin", "--check", "inkbox/clipping", fixture(.clipsOnIOS))
        #expect(cut.status == 0, "\(cut.standardError)")
        #expect(object(cut)["worst_status"] as? String == "FAIL")
        #expect(object(cut)["filename"] as? String == "Fonts/ipaexg.ttf")  // as given, read from the root
        #expect(subresults(cut).map { $0["code"] as? String } == ["cut-ios"])
        let message = subresults(cut).first?["message"] as? String ?? ""
        #expect(message.hasPrefix("IPAexGothic is cut on ios at 10 sizes (11, 12, 13, 15, 16, 17, 20, 22, 28, 34 pt):"))
        #expect(message.contains("  top: É +0.73 pt at 34"))
        #expect(message.contains("  bottom: j +2.66 pt at 34"))
        #expect(message.contains("fix: inkbox fix --platform ios,android,web --set probe"))

        let clean = inkbox("fontspector-plugin", "check", "inkbox/clipping", fixture(.trueType))
        #expect(subresults(clean).map { $0["severity"] as? String } == ["PASS"])
        #expect(object(clean)["worst_status"] as? String == "PASS")

        // The platforms are INKBOX_PLATFORMS': Windows GDI cuts IPAex Gothic too, and the fix names it.
        let gdi = inkbox(
            ["fontspector-plugin", "--check", "inkbox/clipping", fixture(.clipsOnIOS)],
            environment: ["INKBOX_PLATFORMS": "windows-gdi"])
        #expect(subresults(gdi).map { $0["code"] as? String } == ["cut-windows-gdi"])
        #expect((subresults(gdi).first?["message"] as? String)?.contains("--platform windows-gdi ") == true)
    }

    @Test("what was not measured FAILs; what is not an answer exits 64 with nothing on stdout")
    func refusals() {
        let unreadable = inkbox("fontspector-plugin", "--check", "inkbox/clipping", packageFile("Fonts/README.md"))
        #expect(unreadable.status == 0)
        #expect(subresults(unreadable).map { $0["code"] as? String } == ["not-measured"])
        #expect(object(unreadable)["worst_status"] as? String == "FAIL")
        for arguments in [
            ["--check", "inkbox/other", fixture(.trueType)],
            ["--check", "inkbox/clipping", fixture(.trueType), fixture(.clipsOnIOS)],
            ["--check", "inkbox/clipping"], ["--metadata", fixture(.trueType)], [],
        ] {
            let run = inkbox(["fontspector-plugin"] + arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.standardOutput.isEmpty, "\(arguments)")
            #expect(!run.standardError.isEmpty, "\(arguments)")
        }
        let badPlatforms = inkbox(
            ["fontspector-plugin", "--check", "inkbox/clipping", fixture(.trueType)],
            environment: ["INKBOX_PLATFORMS": "mars"])
        #expect(badPlatforms.status == 64)
        #expect(badPlatforms.standardError.contains("INKBOX_PLATFORMS=mars"))
    }
}
