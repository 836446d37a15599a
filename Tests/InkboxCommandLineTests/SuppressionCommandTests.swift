import Foundation
import Testing

@Suite("inkbox: ignore[...] comments and a token's ignore: suppressed, said with the reason, stale when idle")
struct SuppressionCommandTests {
    private let fonts = packageFile("Fonts")

    /// Examples/scan-app copied, with `edits` (file, text, text with the comment) made.
    private func app(_ edits: [(String, String, String)]) throws -> String {
        let folder = try scratchFolder() + "/app"
        try FileManager.default.copyItem(atPath: packageRoot + "Examples/scan-app", toPath: folder)
        for (file, old, new) in edits {
            let path = folder + "/" + file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(old), "\(file)")
            try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test("scan: a comment in Swift, XML, CSS turns its usage's clip off; a bad or idle one is stale, a warning")
    func scan() throws {
        let layout = "android/app/src/main/res/layout/activity_main.xml"
        let folder = try app([
            (
                "ios/Views.swift", "size: 20)\n",
                "size: 20)  // inkbox: ignore[IB001,IB004] the title view has 4 pt of padding\n"
            ),
            (
                layout, "\n    <TextView\n        android:id=\"@+id/tag\"",
                "\n    <!-- inkbox: ignore[IB001] one Latin word -->\n    <TextView\n        android:id=\"@+id/tag\""
            ),
            ("web/styles.css", "\n.title {", "\n/* inkbox: ignore[inkbox.clips] a ribbon, cut by design */\n.title {"),
            ("flutter/lib/main.dart", "Widget notice()", "// inkbox: ignore[IB001]\nWidget notice()"),
            (
                "android/app/src/main/java/com/example/ui/Screen.kt", "fun Screen(count: Int) {",
                "fun Screen(count: Int) { // inkbox: ignore[IB005] nothing here"
            ),
        ])
        let plain = inkbox("scan", "--fonts", fonts, "--format", "concise", packageFile("Examples/scan-app"))
        let run = inkbox("scan", "--fonts", fonts, "--format", "concise", folder)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        // The line of `code` at the file's line (`path:line: CODE ...` or `path:line:col: CODE ...`).
        func line(_ file: String, _ number: Int, _ code: String) -> String? {
            lines.first { line in
                let parts = line.split(separator: " ", maxSplits: 2)
                return parts.count == 3 && parts[1] == code && parts[0].hasPrefix("\(folder)/\(file):\(number):")
            }
        }
        // Each suppressed finding is a note with its reason; the clip is gone.
        #expect(
            line("ios/Views.swift", 9, "IB018")?.contains("IB001 cut, suppressed at line 9: the title view") == true)
        #expect(
            lines.contains { $0.hasPrefix("\(folder)/ios/Views.swift:9: IB018 note: [ios] UIFont(name:size:): IB004") })
        #expect(line("ios/Views.swift", 9, "IB001") == nil && line("ios/Views.swift", 9, "IB004") == nil)
        #expect(line(layout, 16, "IB018")?.hasSuffix("suppressed at line 15: one Latin word") == true)
        #expect(line("web/styles.css", 8, "IB018")?.hasSuffix("a ribbon, cut by design") == true)
        // A comment without a reason suppresses nothing, and says so; so does one above no usage.
        #expect(line("flutter/lib/main.dart", 10, "IB019")?.contains("gives no reason") == true)
        #expect(line("flutter/lib/main.dart", 11, "IB001") != nil)
        #expect(
            line("android/app/src/main/java/com/example/ui/Screen.kt", 18, "IB019")?.hasSuffix(
                "suppresses nothing: no usage checked on line 18") == true)
        // Three clips fewer than the same app without the comments; it still fails on the others.
        let errors = { (run: Run) in run.standardOutput.split(separator: "\n").filter { $0.contains(" error: ") }.count
        }
        #expect(errors(plain) - errors(run) == 3 && run.status == 1)
        let text = inkbox("scan", "--fonts", fonts, folder, environment: ["COLUMNS": "300"]).standardOutput
        #expect(text.contains("3 suppressed, 2 stale suppressions."))
        #expect(text.contains("suppressed     9  UIFont(name:size:)"))
        // JSON: each usage's suppressions that applied, and the stale ones.
        let json = inkbox("scan", "--fonts", fonts, "--format", "json", folder).standardOutput
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let stale = try #require(document["staleSuppressions"] as? [[String: Any]])
        #expect(stale.count == 2 && stale.compactMap { $0["problem"] as? String }.count == 1)
        let usages = try #require(document["usages"] as? [[String: Any]])
        let applied = usages.flatMap { ($0["suppressed"] as? [[String: Any]]) ?? [] }
        #expect(applied.compactMap { $0["reason"] as? String }.sorted().first == "a ribbon, cut by design")
        #expect(applied.count == 3)
    }

    @Test("check: a token's $extensions.com.inkbox.ignore turns its rules off with the reason; a bad entry is stale")
    func tokens() throws {
        let folder = try scratchFolder()
        let file = folder + "/t.tokens.json"
        let original = try String(contentsOfFile: packageRoot + "Examples/dtcg/typography.tokens.json", encoding: .utf8)
        let edited = original.replacingOccurrences(
            of: #""$extensions": { "com.inkbox": { "languages": ["ja", "en"] } }"#,
            with:
                #""$extensions": { "com.inkbox": { "languages": ["ja", "en"], "ignore": { "IB001": "4 pt padding", "IB014": "no family", "IB003": "" } } }"#
        )
        #expect(edited != original)
        try edited.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(inkbox("check", "--fonts", fonts, packageFile("Examples/dtcg/typography.tokens.json")).status == 1)
        let run = inkbox("check", "--fonts", fonts, "--format", "concise", file)
        #expect(run.status == 0, "\(run.standardOutput)")
        let lines = run.standardOutput.split(separator: "\n")
        #expect(
            lines.contains { $0.contains(": IB018 note: [ios] text.heading-ja: IB001 cut, suppressed: 4 pt padding") })
        #expect(lines.filter { $0.contains(": IB019 warning: ") }.count == 2)
        #expect(lines.contains { $0.contains("ignore[IB003] is not applied: gives no reason") })
        let text = inkbox("check", "--fonts", fonts, file, environment: ["COLUMNS": "300"]).standardOutput
        #expect(text.contains("1 suppressed, 2 stale suppressions.") && text.contains("suppressed  text.heading-ja"))
        // An ignore that is not an object of reasons is the token's error.
        try original.replacingOccurrences(
            of: #""languages": ["ja", "en"]"#, with: #""languages": ["ja", "en"], "ignore": ["IB001"]"#
        ).write(toFile: file, atomically: true, encoding: .utf8)
        let broken = inkbox("check", "--fonts", fonts, "--format", "concise", file)
        #expect(broken.status == 2 && broken.standardOutput.contains("ignore must be an object of rules and reasons"))
    }
}
