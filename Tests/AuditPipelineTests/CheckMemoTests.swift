import DesignTokens
import FontFixtures
import FontValues
import LineBoxAnalysis
import Testing

@testable import AuditPipeline

/// IPAex Gothic at 17 pt, the text the settings give.
private let style = CheckedStyle(
    name: "heading", file: "tokens.json", line: 1, fontFamilies: ["IPAexGothic"],
    fontWeight: FontWeight(value: 400, italic: false), fontSize: 17, lineHeight: .normal)

private func settings(_ platform: Platform, text: String) -> CheckSettings {
    var settings = CheckSettings(platforms: [platform])
    settings.strings = [LocalizedString(text: text, language: nil, source: "test", key: "1", line: nil)]
    return settings
}

/// What a check found, to compare: its verdict, the overflow at its size and the texts it shaped.
private func found(_ checks: [[StyleCheck]]) -> [String] {
    checks.flatMap { $0 }.map {
        "\($0.verdict) \(String(describing: $0.result?.overflow)) \($0.strings?.map(\.string.text) ?? [])"
    }
}

@Suite("Checks of one run share what they measure (CheckMemo)")
struct CheckMemoTests {
    private let fonts = FontIndex(directories: [FontFixture.directory.path])

    @Test("one memo gives each platform's check what a fresh check gives, and starts afresh for other strings")
    func sharedAcrossChecks() {
        var memo = CheckMemo()
        for platform in [Platform.ios, .android, .web] {
            let shared = StyleChecker.check(
                [style], fonts: fonts, settings: settings(platform, text: "Éjy"), memo: &memo)
            let fresh = StyleChecker.check([style], fonts: fonts, settings: settings(platform, text: "Éjy"))
            #expect(found(shared) == found(fresh))
            #expect(found(shared).first?.hasSuffix("[\"Éjy\"]") == true)
        }
        // The check's own strings are no part of a measurement's key: other strings are measured anew.
        let other = StyleChecker.check([style], fonts: fonts, settings: settings(.ios, text: "ace"), memo: &memo)
        #expect(found(other) == found(StyleChecker.check([style], fonts: fonts, settings: settings(.ios, text: "ace"))))
        #expect(found(other).first?.hasSuffix("[\"ace\"]") == true)
    }
}
