import FontFixtures
import Foundation
import LineBoxAnalysis
import Testing

private func write(_ text: String, _ path: String) throws {
    try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

private func json(_ run: Run) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
}

/// The usages of a scan's JSON, by "file:line".
private func usages(_ run: Run) throws -> [String: [String: Any]] {
    let list = try #require(try json(run)["usages"] as? [[String: Any]])
    return Dictionary(uniqueKeysWithValues: list.map { ("\($0["file"] ?? ""):\($0["line"] ?? "")", $0) })
}

@Suite("Signal: fail only on ink a person would see cut")
struct SignalTests {
    @Test("sub-pixel ink is a note: IPAex Gothic's A at 15/21 exits 0; --fail-on note and --faint-ink 0 fail it")
    func faintInk() {
        // (At 120 columns, where the sides' columns fit.)
        let plain = inkbox(
            ["audit", fixture(.clipsOnIOS), "--chars", "A", "--size", "15", "--line-height", "21"],
            environment: ["COLUMNS": "120"])
        #expect(plain.status == 0)
        #expect(plain.standardOutput.contains("verdict   OK: nothing is cut at 1 size"))
        #expect(plain.standardOutput.contains("(A +0.01)"))
        #expect(
            plain.standardOutput.contains("note      1 item at 1 of 1 size reach at most 0.5 device px past an edge"))
        #expect(
            inkbox(
                "audit", fixture(.clipsOnIOS), "--chars", "A", "--size", "15", "--line-height", "21", "--fail-on",
                "note"
            ).status == 1)
        // Counting every overflow, the A's 0.04 px past its left side overhangs a side: a warning
        // where the view's width is not stated, a cut in a view that hugs it.
        let counted = inkbox(
            "audit", fixture(.clipsOnIOS), "--chars", "A", "--size", "15", "--line-height", "21", "--faint-ink", "0")
        #expect(counted.status == 0 && counted.standardOutput.contains("warning   1 item"))
        #expect(
            inkbox(
                "audit", fixture(.clipsOnIOS), "--chars", "A", "--size", "15", "--line-height", "21", "--faint-ink",
                "0",
                "--width", "hug"
            ).status == 1)
        #expect(inkbox("audit", fixture(.clipsOnIOS), "--fail-on", "never").status == 64)
    }

    @Test("every finding carries a rule and a severity: JSON, SARIF (with each rule's description and fix), GitHub")
    func formats() throws {
        let document = try json(
            inkbox("audit", fixture(.useTypoMetrics), "--set", "probe", "--size", "34", "--format", "json"))
        let font = try #require((document["fonts"] as? [[String: Any]])?.first)
        let findings = try #require(font["findings"] as? [[String: Any]])
        #expect(
            findings.map { $0["rule"] as? String } == ["inkbox.side-overhang"]
                && findings.first?["severity"] as? String == "warning")
        let result = try #require((font["results"] as? [[String: Any]])?.first)
        #expect(result["severity"] as? String == "warning" && result["width"] as? String == "unstated")
        #expect((result["clipped"] as? [[String: Any]])?.first?["rule"] as? String == "inkbox.side-overhang")
        let sarif = try json(
            inkbox("audit", fixture(.useTypoMetrics), "--set", "probe", "--size", "34", "--format", "sarif"))
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let overhang = try #require(rules.first { $0["id"] as? String == "inkbox.side-overhang" })
        #expect((overhang["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
        #expect(((overhang["help"] as? [String: Any])?["text"] as? String)?.contains("--width hug") == true)
        #expect((run["results"] as? [[String: Any]])?.map { $0["level"] as? String } == ["warning"])
        let github = inkbox(
            "check", "--fonts", FontFixture.directory.path, "--format", "github", "--annotate", "note",
            packageFile("Examples/dtcg/typography.tokens.json"))
        // Every level annotated; faint ink shares its token's line with the token's warning.
        #expect(
            github.standardOutput.contains("::warning ") && github.standardOutput.contains("faint ink: ")
                && github.status == 1)
    }

    @Test("summaries count errors, warnings and notes, unreadable inputs included; an unreadable token file exits 2")
    func summaries() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("{ not json", folder + "/broken.tokens.json")
        let run = inkbox("check", "--fonts", FontFixture.directory.path, folder + "/broken.tokens.json")
        #expect(run.status == 2)
        #expect(
            run.standardOutput.hasPrefix(
                "0 token checks (languages en): 0 clip, 0 error, 0 pass, 1 unreadable file.\nFindings: 1 error,"))
        let audit = inkbox("audit", fixture(.clipsOnIOS), folder + "/broken.tokens.json", "--set", "probe")
        #expect(audit.status == 2)
        #expect(
            audit.standardOutput.contains(
                "1 face audited: 1 cut, 0 with warnings, 0 with notes, 0 clean; 1 unreadable.\nFindings: 2 errors,"))
    }

    @Test("default text reports fit 120 columns; --wide shows every column")
    func terminalWidth() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runs = [
            inkbox("audit", fixture(.clipsOnIOS), fixture(.italic), "--platform", "all"),
            inkbox("audit", FontFixture.directory.path, "--summary"),
            inkbox("audit", fixture(.italic), "--samples", "all", "--platform", "ios,android"),
            inkbox(
                "check", "--fonts", FontFixture.directory.path, "--platform", "all",
                packageFile("Examples/dtcg/typography.tokens.json")),
            inkbox("scan", "--fonts", FontFixture.directory.path, packageFile("Examples/scan-app")),
        ]
        for run in runs {
            let long: [String] = run.standardOutput.split(separator: "\n").map(String.init).filter { $0.count > 120 }
            #expect(long.isEmpty, "\(long.first ?? "")")
        }
        let wide = inkbox("audit", fixture(.clipsOnIOS), "--set", "probe", "--wide").standardOutput
        #expect(
            wide.contains("box top/bottom") && wide.contains("gutter left/right") && !wide.contains("--wide also shows")
        )
        #expect(
            inkbox("audit", fixture(.clipsOnIOS), "--set", "probe").standardOutput.contains(
                "(--wide also shows: box top/bottom"))
    }

    @Test("a font audited alone names no characters it was not asked for; --set and --chars do")
    func missingCharacters() {
        let auto = inkbox("audit", fixture(.clipsOnIOS), "--sizes", "17").standardOutput
        #expect(!auto.contains("missing"))
        let latin = inkbox("audit", fixture(.clipsOnIOS), "--set", "latin", "--sizes", "17").standardOutput
        #expect(latin.contains("52 missing") && latin.contains("  missing   µ Ċ ċ"))
    }

    @Test("check and scan take --lang: the characters of those languages; unknown codes are usage errors")
    func languages() throws {
        let tokens = packageFile("Examples/tokens-studio/tokens.json")
        let english = try json(
            inkbox("check", "--fonts", FontFixture.directory.path, "--lang", "en", "--format", "json", tokens))
        let vietnamese = try json(
            inkbox("check", "--fonts", FontFixture.directory.path, "--lang", "vi", "--format", "json", tokens))
        #expect((english["tokens"] as? [[String: Any]])?.first?["characters"] as? String == "languages en")
        #expect((vietnamese["tokens"] as? [[String: Any]])?.first?["characters"] as? String == "languages vi")
        #expect(inkbox("check", "--fonts", FontFixture.directory.path, "--lang", "zz9", tokens).status == 64)
        #expect(
            inkbox("check", "--fonts", FontFixture.directory.path, "--lang", "en", "--set", "latin", tokens).status
                == 64)
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(
            #"{"t": {"$type": "typography", "$value": {"fontFamily": "Lato", "fontSize": 16}, "#
                + #""$extensions": {"com.inkbox": {"languages": ["en", "zz9"]}}}}"#, folder + "/t.tokens.json")
        let bad = inkbox("check", "--fonts", FontFixture.directory.path, "--wide", folder + "/t.tokens.json")
        #expect(bad.status == 2 && bad.standardOutput.contains("languages: no character set for 'zz9'"))
    }

    @Test("scan: each platform's declared languages, sides from the declaration, letter spacing, placeholder sizes")
    func scanDeclarations() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let res = folder + "/app/src/main/res"
        try write("<resources><string name=\"a\">Jump</string></resources>", res + "/values/strings.xml")
        try write("<resources><string name=\"a\">Nhảy</string></resources>", res + "/values-vi/strings.xml")
        try write("<resources/>", res + "/values-night/colors.xml")
        try write("<resources><string name=\"a\">跳</string></resources>", res + "/values-zh-rCN/strings.xml")
        try write("<resources><string name=\"a\">ᐱᓐᖑᐊᖅ</string></resources>", res + "/values-iu/strings.xml")
        try write(
            """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
              <TextView android:layout_width="wrap_content" android:fontFamily="@font/lato" android:textSize="34sp"
                  android:text="jump" />
              <TextView android:layout_width="match_parent" android:gravity="center" android:fontFamily="@font/lato"
                  android:textSize="34sp" android:text="jump" />
              <TextView android:layout_width="0dp" android:fontFamily="@font/lato" android:textSize="34sp"
                  android:letterSpacing="0.1" />
            </LinearLayout>
            """, res + "/layout/main.xml")
        try FileManager.default.createDirectory(atPath: res + "/font", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture(.useTypoMetrics), toPath: res + "/font/lato.ttf")
        try write("let a = UIFont(name: \"Lato-Regular\", size: 1)\n", folder + "/ios/A.swift")
        try write("", folder + "/ios/fr.lproj/Localizable.strings")
        try write("<html lang=\"de\"><body></body></html>", folder + "/web/index.html")
        try write(
            ".a { font-family: Lato; font-size: 34px; display: inline-block; overflow: hidden; letter-spacing: 0.05em }\n"
                + ".b { font-family: Lato; font-size: 34px; display: block; text-align: center; overflow: hidden }\n",
            folder + "/web/a.css")
        let run = inkbox("scan", "--fonts", FontFixture.directory.path, "--format", "json", folder)
        let found = try usages(run)
        func first(_ key: String) -> [String: Any]? { (found[key]?["results"] as? [[String: Any]])?.first }
        // The j of "jump" overhangs the left side: cut in a wrap_content view, room in a centred match_parent.
        #expect(found["app/src/main/res/layout/main.xml:2"]?["verdict"] as? String == "clip")
        #expect(first("app/src/main/res/layout/main.xml:2")?["width"] as? String == "hug")
        #expect(found["app/src/main/res/layout/main.xml:4"]?["verdict"] as? String == "pass")
        #expect(first("app/src/main/res/layout/main.xml:4")?["width"] as? String == "fill-center")
        // No text: Android's declared languages (values-vi, values-zh and the default, English); 0dp start-aligned,
        // its start side unstated without text; letterSpacing in em.
        let spaced = try #require(found["app/src/main/res/layout/main.xml:6"])
        #expect(spaced["characters"] as? String == "languages en, vi, zh")
        #expect(first("app/src/main/res/layout/main.xml:6")?["width"] as? String == "start unstated, end wider")
        #expect(
            (first("app/src/main/res/layout/main.xml:6")?["letterSpacing"] as? [String: Any])?["em"] as? Double == 0.1)
        // A size of 1 pt is a placeholder.
        #expect(found["ios/A.swift:1"]?["verdict"] as? String == "skipped")
        #expect((found["ios/A.swift:1"]?["reason"] as? String)?.contains("placeholder") == true)
        // CSS: inline-block hugs its text, a centred block leaves room; the web's language is the page's.
        #expect(first("web/a.css:1")?["width"] as? String == "unstated")  // no text: the sides that hug are unstated
        #expect(first("web/a.css:2")?["width"] as? String == "fill-center")
        #expect(found["web/a.css:1"]?["characters"] as? String == "languages de, en")
        #expect((first("web/a.css:1")?["letterSpacing"] as? [String: Any])?["em"] as? Double == 0.05)
        #expect(run.status != 2, "\(run.standardError)")
        // Inuktitut has no exemplar characters in CLDR: said, not checked where the text is not known.
        #expect(try json(run)["uncheckedLanguages"] as? [String] == ["iu"])
    }

    @Test("fix judges its copy as audit does: the same exit code, and clean means nothing is cut")
    func fixEqualsAudit() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let copy = folder + "/fixed.ttf"
        let fixed = inkbox("fix", "--keep-names", fixture(.clipsOnIOS), "-o", copy)
        let audited = inkbox("audit", copy)
        #expect(
            fixed.status == audited.status && fixed.status == 0, "\(fixed.standardOutput)\n\(audited.standardOutput)")
        #expect(fixed.standardOutput.contains("clean: patched copy, audited again on ios (10 sizes): nothing is cut"))
        // Sides the font's metrics cannot move stay what audit says: a warning, not a cut.
        #expect(audited.standardOutput.contains("warning   "))
        let hugging = inkbox(
            "fix", fixture(.clipsOnIOS), "-o", folder + "/hug.ttf", "--edges", "vertical", "--sizes", "17")
        #expect(hugging.status == inkbox("audit", folder + "/hug.ttf", "--edges", "vertical", "--sizes", "17").status)
    }
}

@Suite("One problem shape")
struct ProblemShapeTests {
    /// The `errors` of a JSON document.
    private func errors(_ run: Run) throws -> [NSDictionary] {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        return try #require(document["errors"] as? [[String: Any]]).map { NSDictionary(dictionary: $0) }
    }

    @Test("audit, check, scan and fix write an input they cannot read as {file, line, message, rule}")
    func everyCommand() throws {
        let folder = NSTemporaryDirectory() + "inkbox-problems-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/res/layout", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("<LinearLayout><TextView".utf8).write(to: URL(fileURLWithPath: folder + "/res/layout/main.xml"))
        let unreadable = { (file: String, line: Any, message: String) -> NSDictionary in
            ["file": file, "line": line, "message": message, "rule": "inkbox.unreadable"]
        }
        #expect(
            try errors(inkbox("audit", "/no/such.ttf", "--format", "json")) == [
                unreadable("/no/such.ttf", NSNull(), "no such file")
            ])
        #expect(
            try errors(inkbox("fix", "/no/such.ttf", "--dry-run", "--format", "json"))
                == [unreadable("/no/such.ttf", NSNull(), "no such file")])
        #expect(
            try errors(inkbox("check", "--fonts", FontFixture.directory.path, "/no/tokens.json", "--format", "json"))
                .map { $0["file"] as? String } == ["/no/tokens.json"])
        // The malformed layout, then the folder where nothing could be checked.
        let scanned = try errors(inkbox("scan", "--format", "json", folder))
        #expect(scanned.count == 2)
        #expect(
            scanned.first.map { Set($0.allKeys.compactMap { $0 as? String }) } == ["file", "line", "message", "rule"])
        #expect(scanned.first?["file"] as? String == folder + "/res/layout/main.xml")
        #expect(scanned.first?["line"] is Int)
    }
}
