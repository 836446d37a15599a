import FontFixtures
import FontValues
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

private let dtcg = packageFile("Examples/dtcg/typography.tokens.json")
private let studio = packageFile("Examples/tokens-studio/tokens.json")
private let styleDictionary = [
    packageFile("Examples/style-dictionary/base.json"),
    packageFile("Examples/style-dictionary/typography.json"),
]
private let fonts = FontFixture.directory.path

private func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

private func tokens(_ run: Run) throws -> [[String: Any]] {
    try #require(try object(run.standardOutput)["tokens"] as? [[String: Any]])
}

private func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inkbox-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

@Suite("inkbox check")
struct CheckCommandTests {
    // The dtcg body and title declare English (`$extensions.com.inkbox.languages`): Latin only, and
    // both pass as their descriptions say; the heading checks auto and clips.
    @Test(
        "each example format gives the same verdicts at the top and bottom: body passes, the Japanese heading clips",
        arguments: [
            ([dtcg], ["text.body": "pass", "text.title": "pass", "text.heading-ja": "clip"]),
            ([studio], ["typography.body": "pass", "typography.heading-ja": "clip"]),
            (styleDictionary, ["text.body": "pass", "text.heading-ja": "clip"]),
        ])
    func examples(files: [String], verdicts: [String: String]) throws {
        let run = inkbox(["check", "--fonts", fonts, "--format", "json", "--edges", "vertical"] + files)
        #expect(run.status == 1)
        let found = try tokens(run)
        #expect(
            Dictionary(
                uniqueKeysWithValues: found.map { ($0["path"] as? String ?? "", $0["verdict"] as? String ?? "") })
                == verdicts)
        // At the sides too (the default), every example token passes or clips as at the top and
        // bottom: their side overhangs are warnings, since a token does not say how wide its view is.
        let sides = try tokens(inkbox(["check", "--fonts", fonts, "--format", "json"] + files))
        #expect(
            Dictionary(
                uniqueKeysWithValues: sides.map { ($0["path"] as? String ?? "", $0["verdict"] as? String ?? "") })
                == verdicts)
        #expect(
            sides.filter { $0["verdict"] as? String == "pass" }.allSatisfy { $0["severity"] as? String == "warning" })
        // In a view that hugs its text, Lato's and Inter's side overhangs are cut: every token clips.
        let hugging = try tokens(inkbox(["check", "--fonts", fonts, "--format", "json", "--width", "hug"] + files))
        #expect(hugging.allSatisfy { $0["verdict"] as? String == "clip" })
    }

    @Test("a missing token file is its error, exit 2, with no table of headings alone before it")
    func missingFile() {
        let run = inkbox("check", "--fonts", fonts, "missing.tokens.json")
        #expect(run.status == 2)
        #expect(run.standardError.contains("missing.tokens.json: no such file"))
        #expect(!run.standardOutput.contains("verdict") && run.standardOutput.contains("1 unreadable file"))
    }

    @Test("the sides: a token's worst glyphs past each side, its side gutters, and its letter spacing applied")
    func sides() throws {
        let run = inkbox("check", "--fonts", fonts, "--format", "json", "--edges", "horizontal", dtcg)
        let found = try tokens(run)
        let body = try #require(found.first { $0["path"] as? String == "text.body" })
        let result = try #require((body["results"] as? [[String: Any]])?.first)
        let gutter = try #require(result["gutter"] as? [String: Double])
        #expect(gutter["top"] == 0 && gutter["bottom"] == 0)
        // The body is Lato 16/24 in English: its sides are inkbox audit's of Lato on Latin.
        let lato = try object(
            inkbox(
                "audit", fixture(.useTypoMetrics), "--lang", "en", "--size", "16", "--line-height", "24",
                "--edges", "horizontal", "--format", "json"
            ).standardOutput)
        let latoResult = try #require(
            ((lato["fonts"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect(gutter == latoResult["gutter"] as? [String: Double] && (gutter["left"] ?? 0) > 0)
        #expect((result["clipped"] as? [[String: Any]])?.count == (latoResult["clipped"] as? [[String: Any]])?.count)
        // The title's -0.2 px letter spacing is what inkbox audit gives with the same spacing.
        let title = try #require(found.first { $0["path"] as? String == "text.title" })
        let checked = try #require((title["results"] as? [[String: Any]])?.first)
        let audit = try object(
            inkbox(
                "audit", fixture(.variable), "--instance", "SemiBold", "--size", "28", "--line-height", "35",
                "--letter-spacing", "-0.2", "--edges", "horizontal", "--lang", "en", "--format", "json"
            ).standardOutput)
        let audited = try #require(((audit["fonts"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect(
            NSDictionary(dictionary: checked["overflow"] as? [String: Any] ?? [:])
                == NSDictionary(dictionary: audited["overflow"] as? [String: Any] ?? [:]))
        // The spacing reached the audit (one glyph has one cluster, so its own sides do not move).
        #expect(checked["letterSpacing"] as? Double == -0.2 && audited["letterSpacing"] as? Double == -0.2)
    }

    @Test("a token's verdict agrees with inkbox audit on the same font, size and line height")
    func agreesWithAudit() throws {
        let check = try tokens(inkbox("check", "--fonts", fonts, "--format", "json", dtcg))
        let heading = try #require(check.first { $0["path"] as? String == "text.heading-ja" })
        let checked = try #require((heading["results"] as? [[String: Any]])?.first)
        let audit = try object(
            inkbox(
                "audit", fixture(.clipsOnIOS), "--lang", "ja,en", "--size", "20", "--line-height", "20", "--format",
                "json"
            )
            .standardOutput)
        let audited = try #require(((audit["fonts"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        for key in ["lineBox", "clipped", "overflow", "gutter", "heuristic", "lineHeightFix"] {
            #expect(
                NSDictionary(dictionary: ["v": checked[key] as Any])
                    == NSDictionary(dictionary: ["v": audited[key] as Any]), "\(key)")
        }
        #expect(heading["safeLineHeight"] is NSNull)  // the bottom clips: no line height fixes it on iOS
    }

    @Test("with no languages declared, tokens are checked on English's characters; one note names the others")
    func defaultLanguage() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("t.tokens.json").path
        try Data(
            #"""
            {"body": {"$type": "typography", "$value": {"fontFamily": "Roboto", "fontSize": 14, "lineHeight": 1.2}},
             "title": {"$type": "typography", "$value": {"fontFamily": "Lato", "fontSize": 16, "lineHeight": 1.1}},
             "ja": {"$type": "typography", "$value": {"fontFamily": "IPAexGothic", "fontSize": 20, "lineHeight": 1}}}
            """#.utf8
        ).write(to: URL(fileURLWithPath: file))
        let english = Set(try #require(Exemplars.characters(forLanguage: "en")).map { String(Character($0)) })
        let run = inkbox("check", "--root", folder.path, "--fonts", fonts, "--format", "json", file)
        var cut: Set<String> = []
        for token in try tokens(run) {
            #expect(token["characters"] as? String == "languages en")
            for glyph in (token["results"] as? [[String: Any]])?.first?["clipped"] as? [[String: Any]] ?? []
            where glyph["severity"] as? String == "error" {
                cut.insert(glyph["char"] as? String ?? "")
            }
        }
        // Only English's characters fail: no Ẵ, no Ģ, no 〱.
        #expect(!cut.isEmpty && cut.isSubset(of: english), "\(cut.subtracting(english))")
        // --lang en is the same; the text report names what the fonts also cover.
        let declared = inkbox(
            "check", "--root", folder.path, "--fonts", fonts, "--lang", "en", "--format", "json", file)
        #expect(declared.standardOutput == run.standardOutput)
        let text = inkbox("check", "--root", folder.path, "--fonts", fonts, "--wide", file).standardOutput
        #expect(text.contains("note: checked the characters of en; the fonts are also made for other languages (fr,"))
        #expect(text.contains(" vi, ") && text.contains(" ja"))
        // Declared, Vietnamese is checked and its stacked marks cut.
        let vietnamese = inkbox(
            "check", "--root", folder.path, "--fonts", fonts, "--lang", "en,vi", "--format", "json", file)
        #expect(vietnamese.standardOutput.contains("\"char\": \"Ẵ\""))
    }

    @Test("a token of generic families only is unresolved, a note and never an error; the font map names one to check")
    func genericFamilies() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("t.tokens.json").path
        try Data(
            #"{"code": {"$type": "typography", "$value": {"fontFamily": ["ui-monospace", "monospace"], "fontSize": 12}}}"#
                .utf8
        ).write(to: URL(fileURLWithPath: file))
        let run = inkbox("check", "--root", folder.path, "--fonts", fonts, "--format", "json", file)
        #expect(run.status == 0)
        let json = try object(run.standardOutput)
        #expect((json["tokens"] as? [Any])?.isEmpty == true)
        let unchecked = try #require((json["unchecked"] as? [[String: Any]])?.first)
        #expect(unchecked["kind"] as? String == "unresolved" && unchecked["path"] as? String == "code")
        #expect(
            (unchecked["reason"] as? String)?.hasPrefix("only generic families ('ui-monospace', 'monospace')") == true)
        // With the font map's word for monospace, the token is checked with that file.
        let map = folder.appendingPathComponent("map.json").path
        try FileManager.default.copyItem(
            atPath: fixture(.trueType), toPath: folder.appendingPathComponent("Mono.ttf").path)
        try Data(#"{"fonts": [{"family": "monospace", "file": "Mono.ttf"}]}"#.utf8).write(to: URL(fileURLWithPath: map))
        let mapped = inkbox("check", "--root", folder.path, "--font-map", map, "--format", "json", file)
        #expect(try tokens(mapped).first?["verdict"] as? String != "error")
        #expect(
            (try tokens(mapped).first?["font"] as? [String: Any])?["matched"] as? String
                == "'ui-monospace' (generic) skipped; 'monospace' 400 from the font map")
    }

    @Test("the text report reads as pinned")
    func textReport() {
        let run = inkbox("check", "--fonts", fonts, dtcg)
        #expect(run.status == 1)
        expectSnapshot(run.standardOutput, "check-dtcg.txt")
    }

    @Test("the JSON report is pinned as a contract")
    func jsonReport() {
        expectSnapshot(
            inkbox("check", "--fonts", fonts, "--set", "probe", "--format", "json", dtcg).standardOutput,
            "check-dtcg.json")
    }

    @Test("GitHub annotations point at the token's file and line")
    func github() {
        let run = inkbox("check", "--fonts", fonts, "--format", "github", dtcg)
        let lines = run.standardOutput.split(separator: "\n")
        // One error (the heading is cut), annotated; warnings for side overhangs and notes for faint
        // ink are counted, and annotated with --annotate warning.
        #expect(lines.filter { $0.hasPrefix("::") }.count == 1 && lines.filter { $0.hasPrefix("::error ") }.count == 1)
        let warnings = inkbox("check", "--fonts", fonts, "--format", "github", "--annotate", "warning", dtcg)
        let widened = warnings.standardOutput.split(separator: "\n")
        // Two tokens overhang (one line each, its faint ink in the same message); the heading's
        // overhang joins its error.
        #expect(
            widened.filter { $0.hasPrefix("::warning ") }.count == 2 && !widened.contains { $0.hasPrefix("::notice ") })
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "::error file=Examples/dtcg/typography.tokens.json,line=43,title=inkbox ios::text.heading-ja clips at 20 pt: "
                )
            })
        expectSnapshot(run.standardOutput, "check-dtcg-github.txt")
    }

    @Test(
        "--content-size and --font-scale: a token that passes at its size is reported at the first text size that cuts")
    func textSizes() throws {
        let folder = try scratch()
        let file = folder.appendingPathComponent("label.tokens.json").path
        try """
        { "label": { "$type": "typography", "$value": { "fontFamily": "Lato", "fontSize": "17px", "fontWeight": 400, "lineHeight": "21px" } } }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let plain = inkbox("check", "--fonts", fonts, "--chars", "Éj", file)
        #expect(plain.status == 0)
        let sized = inkbox(
            "check", "--fonts", fonts, "--chars", "Éj", "--content-size", "all", "--format", "github", file)
        #expect(sized.status == 1)
        #expect(sized.standardOutput.contains("label clips at 19 pt (Dynamic Type xLarge (body curve), declared 17): "))
        let json = try tokens(
            inkbox("check", "--fonts", fonts, "--chars", "Éj", "--content-size", "all", "--format", "json", file))
        #expect((json.first?["results"] as? [[String: Any]])?.first?["pointSize"] as? Double == 19)
        // A multiplier line height grows with the font: the example tokens pass at every font scale.
        #expect(inkbox("check", "--fonts", fonts, "--platform", "android", "--font-scale", "all", dtcg).status == 0)
        #expect(inkbox("check", "--fonts", fonts, "--font-scale", "2", dtcg).status == 64)
        // ...as a multiple of the size drawn: Noto Sans 20 px is 34 px at font scale 2 (non-linear),
        // in a line of 1.1 x 34, not of 22 px put through the curve (35).
        try """
        { "label": { "$type": "typography", "$value": { "fontFamily": "Noto Sans", "fontSize": "20px", "fontWeight": 400, "lineHeight": 1.1 } } }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let scaled = try tokens(
            inkbox(
                "check", "--fonts", fonts, "--platform", "flutter", "--overflow", "hidden", "--chars", "Jump",
                "--font-scale", "all", "--format", "json", file))
        let atTwo = try #require((scaled.first?["results"] as? [[String: Any]])?.first)
        #expect(atTwo["pointSize"] as? Double == 34 && atTwo["declaredSize"] as? Double == 20)
        #expect(abs(((atTwo["lineHeight"] as? [String: Double])?["fixed"] ?? 0) - 37.4) < 1e-9, "\(atTwo)")
        // A token naming its text style follows that style's curve: footnote's 13 pt at Large is 15 pt at xLarge.
        try """
        { "label": { "$type": "typography", "$value": { "fontFamily": "Lato", "fontSize": "17px", "fontWeight": 400, "lineHeight": "21px" },
          "$extensions": { "com.inkbox": { "textStyle": "footnote" } } } }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let footnote = inkbox(
            "check", "--fonts", fonts, "--chars", "Éj", "--content-size", "all", "--format", "github", file)
        #expect(
            footnote.standardOutput.contains(
                "label clips at 19.6154 pt (Dynamic Type xLarge (footnote curve), declared 17)"))
        try """
        { "label": { "$type": "typography", "$value": { "fontFamily": "Lato", "fontSize": "17px", "fontWeight": 400 },
          "$extensions": { "com.inkbox": { "textStyle": "huge" } } } }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let unknown = inkbox("check", "--fonts", fonts, "--format", "github", file)
        #expect(unknown.status == 2 && unknown.standardOutput.contains("textStyle must be one of large-title, title1"))
    }

    @Test("JUnit output uses only the elements and attributes of the common JUnit schema")
    func junit() throws {
        let run = inkbox("check", "--fonts", fonts, "--format", "junit", dtcg)
        expectSnapshot(run.standardOutput, "check-dtcg-junit.xml")
        let document = try XMLDocument(data: Data(run.standardOutput.utf8))
        // jenkinsci/xunit-plugin junit-10.xsd: the elements and the attributes each may carry.
        let allowed: [String: Set<String>] = [
            "testsuites": ["name", "time", "tests", "failures", "errors"],
            "testsuite": [
                "name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname",
                "id", "package", "file", "log", "url",
            ],
            "testcase": ["name", "time", "classname", "group"],
            "failure": ["type", "message"], "error": ["type", "message"], "skipped": ["type", "message"],
            "system-out": [], "system-err": [],
        ]
        let required: [String: Set<String>] = [
            "testsuite": ["name", "tests", "failures", "errors"], "testcase": ["name"],
        ]
        var elements: [XMLElement] = []
        func collect(_ element: XMLElement) {
            elements.append(element)
            for child in element.children ?? [] { if let child = child as? XMLElement { collect(child) } }
        }
        collect(try #require(document.rootElement()))
        #expect(document.rootElement()?.name == "testsuites")
        for element in elements {
            let name = element.name ?? ""
            let attributes = Set((element.attributes ?? []).compactMap(\.name))
            #expect(allowed[name] != nil, "element \(name)")
            #expect(attributes.isSubset(of: allowed[name] ?? []), "attributes of \(name): \(attributes)")
            #expect((required[name] ?? []).isSubset(of: attributes), "required attributes of \(name)")
        }
        #expect(elements.filter { $0.name == "failure" }.count == 1)  // errors only: the heading
        #expect(elements.filter { $0.name == "testcase" }.count == 3)
    }

    @Test("a baseline accepts known failures and reports entries that no longer fail as stale")
    func baseline() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("baseline.json").path
        let written = inkbox("check", "--fonts", fonts, "--set", "latin", "--write-baseline", file, dtcg)
        #expect(written.status == 0)
        // Each entry keeps the overflow it accepts, as the check's own JSON reports it.
        let report =
            try JSONSerialization.jsonObject(
                with: Data(
                    inkbox(
                        "check", "--fonts", fonts, "--set", "latin", "--format",
                        "json", dtcg
                    ).standardOutput.utf8)) as? [String: Any]
        let heading = (report?["tokens"] as? [[String: Any]])?.first { $0["path"] as? String == "text.heading-ja" }
        let overflow = try #require(
            ((heading?["results"] as? [[String: Any]])?.first?["overflow"]) as? [String: Double])
        let baseline =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any]
        #expect(baseline?["version"] as? Int == 3)
        let entries = try #require(baseline?["accepted"] as? [[String: Any]])
        // The body and title declare English and pass: only the heading's clip is accepted.
        #expect(entries.map { $0["path"] as? String } == ["text.heading-ja"])
        let entry = try #require(entries.first { $0["path"] as? String == "text.heading-ja" })
        #expect(entry["platform"] as? String == "ios")
        for edge in ["top", "bottom", "left", "right"] { #expect(entry[edge] as? Double == overflow[edge], "\(edge)") }
        let accepted = inkbox(
            ["check", "--fonts", fonts, "--set", "latin", "--baseline", file, dtcg], environment: ["COLUMNS": "300"])
        #expect(accepted.status == 0)
        #expect(
            accepted.standardOutput.hasPrefix(
                "3 token checks (latin): 0 clip, 0 error, 2 pass (2 with warnings, 0 with notes), 1 accepted by the baseline"
            ))
        // A run where that token passes (its overflow within the tolerance): the entry is stale, and says so.
        let stale = inkbox("check", "--fonts", fonts, "--baseline", file, "--tolerance", "100", dtcg)
        #expect(stale.status == 0)
        #expect(stale.standardError.contains("inkbox: stale baseline entry: text.heading-ja (ios) no longer fails\n"))
    }

    @Test("a baseline fails a token that clips more than it accepted, and says why an entry accepted nothing")
    func baselineAmounts() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("baseline.json")
        try Data(
            """
            {"version": 2, "accepted": [
              {"path": "text.heading-ja", "platform": "ios", "top": 0.5, "bottom": 2.65},
              {"path": "text.gone", "platform": "ios", "top": 1, "bottom": 1},
              {"path": "text.body", "platform": "web", "top": 1, "bottom": 1}]}
            """.utf8
        ).write(to: file)
        let worse = inkbox(
            "check", "--fonts", fonts, "--set", "latin", "--edges", "vertical", "--baseline", file.path, dtcg)
        #expect(worse.status == 1)
        #expect(worse.standardOutput.contains("CLIP     text.heading-ja"))
        #expect(worse.standardError.contains("stale baseline entry: text.gone (ios) names no token of this check"))
        #expect(
            worse.standardError.contains(
                "stale baseline entry: text.body (web) names a platform not checked in this run"))
        let github = inkbox(
            "check", "--fonts", fonts, "--set", "latin", "--edges", "vertical", "--baseline", file.path,
            "--format", "github", dtcg)
        #expect(github.standardOutput.contains("worse than the baseline accepts (0.50 / 2.65, sides 0.00 / 0.00 pt)"))
        // A version 2 entry was written before the sides were checked: it accepts nothing there.
        try Data(
            #"{"version": 2, "accepted": [{"path": "text.heading-ja", "platform": "ios", "top": 9, "bottom": 9}]}"#.utf8
        )
        .write(to: file)
        let sides = inkbox(
            "check", "--fonts", fonts, "--set", "latin", "--baseline", file.path, "--format", "github", dtcg)
        #expect(sides.standardOutput.contains("text.heading-ja clips at 20 pt"))
        #expect(sides.standardOutput.contains("worse than the baseline accepts (9.00 / 9.00, sides 0.00 / 0.00 pt)"))
        // A version 1 entry, without amounts, accepts whatever the token clips.
        try Data(#"{"version": 1, "accepted": [{"path": "text.heading-ja", "platform": "ios"}]}"#.utf8).write(to: file)
        #expect(
            inkbox("check", "--fonts", fonts, "--set", "latin", "--edges", "vertical", "--baseline", file.path, dtcg)
                .status == 0)
    }

    @Test("malformed token files give errors with positions and exit 2; valid tokens are still checked")
    func badTokens() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("broken.tokens.json")
        try
            "{\n  \"text\": {\n    \"$type\": \"typography\",\n    \"x\": { \"$value\": { \"fontFamily\": \"Lato\" } }\n  }\n,}"
            .write(to: broken, atomically: true, encoding: .utf8)
        let cyclic = directory.appendingPathComponent("cyclic.tokens.json")
        try """
        {"size": {"$type": "dimension", "a": {"$value": "{size.b}"}, "b": {"$value": "{size.a}"}},
         "text": {"$type": "typography",
                  "loop": {"$value": {"fontFamily": "Lato", "fontSize": "{size.a}"}},
                  "nofont": {"$value": {"fontFamily": "Helvetica Neue", "fontSize": 16}},
                  "fine": {"$value": {"fontFamily": "Lato", "fontSize": 16, "lineHeight": 1.5}}}}
        """.write(to: cyclic, atomically: true, encoding: .utf8)
        let run = inkbox("check", "--fonts", fonts, "--format", "json", "--edges", "vertical", broken.path, cyclic.path)
        #expect(run.status == 2)
        let document = try object(run.standardOutput)
        let errors = try #require(document["errors"] as? [[String: Any]])
        #expect(errors.first?["message"] as? String == "invalid JSON at line 6, column 2: expected a quoted key")
        #expect(errors.first?["line"] as? Int == 6)
        let found = try tokens(run)
        let byPath = Dictionary(uniqueKeysWithValues: found.map { ($0["path"] as? String ?? "", $0) })
        #expect(byPath["text.fine"]?["verdict"] as? String == "pass")
        #expect(byPath["text.loop"]?["verdict"] as? String == "error")
        #expect(byPath["text.loop"]?["error"] as? String == "reference cycle: {size.a} -> {size.b} -> {size.a}")
        #expect(byPath["text.loop"]?["line"] as? Int == 3)
        #expect(
            byPath["text.nofont"]?["error"] as? String
                == "no font for 'Helvetica Neue' ('Helvetica Neue' (not found))")
        #expect(run.standardError.hasPrefix("inkbox: \(relative(broken.path)):6: invalid JSON at line 6, column 2"))
    }

    @Test("a token whose font is corrupt is an error for that token only")
    func corruptFont() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let font = try Data(contentsOf: URL(fileURLWithPath: FontFixture.trueType.path))
        try font.prefix(4000).write(to: directory.appendingPathComponent("Broken.ttf"))
        let map = directory.appendingPathComponent("map.json")
        try "{\"fonts\": [{\"family\": \"Broken Sans\", \"file\": \"Broken.ttf\"}]}".write(
            to: map, atomically: true, encoding: .utf8)
        let tokensFile = directory.appendingPathComponent("t.tokens.json")
        try """
        {"text": {"$type": "typography",
          "broken": {"$value": {"fontFamily": "Broken Sans", "fontSize": 16}},
          "fine": {"$value": {"fontFamily": "Lato", "fontSize": 16, "lineHeight": 1.5}}}}
        """.write(to: tokensFile, atomically: true, encoding: .utf8)
        let run = inkbox(
            "check", "--fonts", fonts, "--font-map", map.path, "--root", directory.path, "--format", "json",
            "--edges", "vertical", tokensFile.path)
        #expect(run.status == 2)
        let byPath = Dictionary(uniqueKeysWithValues: try tokens(run).map { ($0["path"] as? String ?? "", $0) })
        #expect(byPath["text.fine"]?["verdict"] as? String == "pass")
        #expect(
            (byPath["text.broken"]?["error"] as? String)?.hasSuffix(
                "Broken.ttf: corrupt or truncated font (table 'GPOS' claims bytes 1020..<41606, but the file has 4000)")
                == true)
    }

    @Test("several platforms: one result per token and platform, each with its own verdict and advice")
    func platforms() throws {
        let run = inkbox(
            "check", "--fonts", fonts, "--platform", "ios,android,web", "--format", "json", "--edges", "vertical",
            "--overflow", "hidden", dtcg)
        let found = try tokens(run)
        #expect(found.count == 9)
        let verdicts = Dictionary(
            uniqueKeysWithValues: found.map {
                ("\($0["path"] as? String ?? "") \($0["platform"] as? String ?? "")", $0["verdict"] as? String ?? "")
            })
        #expect(verdicts["text.heading-ja ios"] == "clip" && verdicts["text.heading-ja web"] == "clip")
        // A CSS box that does not hide its overflow cuts nothing: the heading's ink spills, a warning.
        let visible = try tokens(
            inkbox("check", "--fonts", fonts, "--platform", "web", "--format", "json", "--edges", "vertical", dtcg))
        let heading = try #require(visible.first { $0["path"] as? String == "text.heading-ja" })
        #expect(heading["verdict"] as? String == "pass" && heading["severity"] as? String == "warning")
        #expect(verdicts["text.heading-ja android"] == "pass")  // includeFontPadding: the head box holds the ink
        #expect(verdicts["text.body android"] == "pass" && verdicts["text.body web"] == "pass")
        let web = try #require(
            found.first { $0["path"] as? String == "text.heading-ja" && $0["platform"] as? String == "web" })
        #expect(
            web["safeLineHeight"] as? Double
                == ((web["results"] as? [[String: Any]])?.first?["advice"] as? [String: Any])?["smallestLineHeight"]
                as? Double)
    }

    @Test(
        "check needs fonts",
        arguments: [
            (["check", "t.json"], "missing '--fonts <dir>' (or '--font-map <file>'): inkbox needs the font files"),
            (["check", "--fonts", "f"], "missing expected argument '<tokens> ...'"),
            (
                ["check", "--fonts", "f", "t.json", "--format", "xml"],
                "invalid value 'xml' for '--format': expected text, json, junit, github, sarif, html, markdown, concise or statistics"
            ),
            (
                ["check", "--fonts", "f", "t.json", "--token-format", "figma"],
                "invalid value 'figma' for '--token-format': expected one of dtcg, tokens-studio, style-dictionary"
            ),
        ])
    func usage(arguments: [String], message: String) {
        let run = inkbox(arguments)
        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("Error: \(message)\nUsage: inkbox check"))
    }
}

@Suite("inkbox check on strings")
struct CheckStringsTests {
    @Test("a token's family list is the fallback chain: later families draw what the first lacks")
    func familyChain() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("t.tokens.json")
        try """
        {"text": {"$type": "typography",
          "mixed": {"$value": {"fontFamily": ["Lato", "IPAexGothic"], "fontSize": 17}}}}
        """.write(to: file, atomically: true, encoding: .utf8)
        func check(_ extra: String...) throws -> [String: [String: Any]] {
            let run = inkbox(
                [
                    "check", "--fonts", fonts, "--platform", "compose", "--overflow", "hidden", "--text", "日本語",
                    "--format", "json",
                ] + extra + [file.path])
            return Dictionary(uniqueKeysWithValues: try tokens(run).map { ($0["path"] as? String ?? "", $0) })
        }
        // fallbackLineSpacing widens the line to IPAex Gothic's ascent: the kanji fit.
        #expect(try check()["text.mixed"]?["verdict"] as? String == "pass")
        // Without it the kanji reach 0.12 dp (0.32 device px) past Lato's top: faint ink, a note;
        // counting every overflow (--faint-ink 0), a clip.
        #expect(try check("--fallback-line-spacing", "off")["text.mixed"]?["severity"] as? String == "note")
        let off = try check("--fallback-line-spacing", "off", "--faint-ink", "0")["text.mixed"]
        #expect(off?["verdict"] as? String == "clip")
        let clipped = try #require(((off?["results"] as? [[String: Any]])?.first?["clipped"]) as? [[String: Any]])
        #expect((clipped.first?["fallbacks"] as? [[String: String]]) == [["font": "IPAexGothic", "characters": "日本語"]])
    }

    @Test("--width wraps the strings at each token's size: the wrapped lines clip less and may collide")
    func wrapped() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("t.tokens.json")
        try """
        {"label": {"$type": "typography", "$value": {"fontFamily": "Noto Sans", "fontSize": 17, "lineHeight": "17px"}}}
        """.write(to: file, atomically: true, encoding: .utf8)
        func result(_ extra: String...) throws -> [String: Any] {
            let run = inkbox(["check", "--fonts", fonts, "--text", "gg ỄỄ", "--format", "json"] + extra + [file.path])
            return try #require((try tokens(run).first?["results"] as? [[String: Any]])?.first)
        }
        #expect((try result()["clipped"] as? [Any])?.count == 1)
        let wrapped = try result("--width", "30")
        #expect((wrapped["clipped"] as? [Any])?.isEmpty == true)
        #expect((wrapped["collisions"] as? [[String: Any]])?.first?["line"] as? Int == 0)
        #expect(inkbox("check", "--fonts", fonts, "--width", "30", file.path).status == 64)
    }

    @Test(
        "a token names its own string catalogs under $extensions, relative to its file; an unreadable one is its error")
    func extensionCatalogs() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("vi"), withIntermediateDirectories: true)
        try #"{"greeting": "CHỖ NGỒI", "plain": "xin chao"}"#
            .write(to: directory.appendingPathComponent("vi/app.json"), atomically: true, encoding: .utf8)
        let file = directory.appendingPathComponent("t.tokens.json")
        try """
        {"text": {"$type": "typography",
          "vietnamese": {"$value": {"fontFamily": "IPAexGothic", "fontSize": 17},
                         "$extensions": {"com.inkbox": {"strings": "vi/app.json", "text": "Ça"}}},
          "missing": {"$value": {"fontFamily": "Lato", "fontSize": 17},
                      "$extensions": {"com.inkbox": {"strings": ["nope.json"]}}},
          "glyphs": {"$value": {"fontFamily": "Lato", "fontSize": 17, "lineHeight": 1.5}}}}
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = inkbox(
            "check", "--fonts", fonts, "--root", directory.path, "--format", "json", "--edges", "vertical", file.path)
        #expect(run.status == 2)
        let byPath = Dictionary(uniqueKeysWithValues: try tokens(run).map { ($0["path"] as? String ?? "", $0) })
        let clipped = try #require(
            ((byPath["text.vietnamese"]?["results"] as? [[String: Any]])?.first?["clipped"])
                as? [[String: Any]])
        #expect(Set(clipped.compactMap { $0["text"] as? String }) == ["CHỖ NGỒI", "Ça"])
        #expect(clipped.first { $0["text"] as? String == "CHỖ NGỒI" }?["language"] as? String == "vi")
        #expect((byPath["text.missing"]?["error"] as? String)?.hasSuffix("nope.json: no such file") == true)
        #expect(byPath["text.glyphs"]?["verdict"] as? String == "pass")
        #expect(byPath["text.glyphs"]?["characters"] as? String == "languages en")
        #expect(byPath["text.vietnamese"]?["characters"] as? String == "strings")
        #expect(
            inkbox("check", "--fonts", fonts, "--root", directory.path, file.path).standardOutput
                .hasPrefix("3 token checks (languages en; strings for 1): "))
    }
}
