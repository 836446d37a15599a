import FontFixtures
import Foundation
import Testing

private func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "inkbox-directory-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

private func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// The fixture fonts a search of `Fonts/` finds: the font extensions, sorted by path.
private let fixtureFiles = FontFixture.allCases.map(\.path).filter { !$0.hasSuffix(".pcf.gz") }.sorted()

@Suite("Folders of fonts")
struct DirectoryTests {
    @Test("a folder gives byte-identical reports to the same files listed by hand, in sorted order")
    func folderIsItsFiles() {
        // The default set: every fixture has characters of its own scripts to measure.
        for format in ["text", "json"] {
            let folder = inkbox("audit", FontFixture.directory.path, "--sizes", "11,17", "--format", format)
            let listed = inkbox(["audit"] + fixtureFiles + ["--sizes", "11,17", "--format", format])
            #expect(folder.status == listed.status)
            #expect(folder.standardOutput == listed.standardOutput, "\(format)")
            #expect(folder.standardError == listed.standardError)
        }
        #expect(
            inkbox("metrics", FontFixture.directory.path).standardOutput
                == inkbox(["metrics"] + fixtureFiles).standardOutput)
    }

    @Test("a face that cannot be read is skipped and listed when a folder search found it, an error when named")
    func skipped() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A bitmap-only face under a font extension, beside a font that reads.
        try FileManager.default.copyItem(
            atPath: FontFixture.bitmapOnly.path, toPath: directory.appendingPathComponent("bitmap.ttf").path)
        try FileManager.default.copyItem(
            atPath: FontFixture.clipsOnIOS.path, toPath: directory.appendingPathComponent("b.ttf").path)
        let run = inkbox("audit", directory.path, "--set", "probe", "--format", "json")
        #expect(run.status == 1)  // IPAex Gothic clips; the skipped face is no error
        let document = try object(run.standardOutput)
        #expect((document["fonts"] as? [Any])?.count == 1)
        #expect((document["errors"] as? [Any])?.isEmpty == true)
        let skipped = try #require(document["skipped"] as? [[String: String]])
        #expect(skipped.map { $0["file"] } == [directory.appendingPathComponent("bitmap.ttf").path])
        #expect(skipped.first?["reason"]?.contains("bitmap-only") == true)
        let text = inkbox("audit", directory.path, "--set", "probe")
        #expect(
            text.standardOutput.contains(
                "1 file skipped, in whole or in part:\n  \(directory.path)/bitmap.ttf: bitmap-only"))
        // Named on the command line, the same file is an input error.
        #expect(inkbox("audit", directory.appendingPathComponent("bitmap.ttf").path, "--set", "probe").status == 2)
    }

    @Test("symbolic links are followed once: a loop ends, and a link into a folder already searched is listed")
    func loops() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sub = directory.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: FontFixture.cff.path, toPath: sub.appendingPathComponent("a.otf").path)
        try FileManager.default.createSymbolicLink(
            atPath: sub.appendingPathComponent("loop").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("dangling.ttf").path,
            withDestinationPath: "nowhere.ttf")
        let run = inkbox("metrics", directory.path, "--format", "json")
        #expect(run.status == 0)
        let document = try object(run.standardOutput)
        #expect(
            (document["fonts"] as? [[String: Any]])?.map { $0["file"] as? String } == [
                sub.appendingPathComponent("a.otf").path
            ])
        let skipped = try #require(document["skipped"] as? [[String: String]])
        #expect(skipped.map { $0["reason"] } == ["a link to a directory already searched"])
    }

    @Test("--exclude leaves out files and folders by name or by path below the folder")
    func exclude() throws {
        let all = try object(inkbox("metrics", FontFixture.directory.path, "--format", "json").standardOutput)
        let some = try object(
            inkbox(
                "metrics", FontFixture.directory.path, "--exclude", "*.woff*", "--exclude", "Noto*",
                "--format", "json"
            ).standardOutput)
        let files = { (document: [String: Any]) in
            Set((document["fonts"] as? [[String: Any]])?.compactMap { $0["file"] as? String } ?? [])
        }
        #expect(files(all).contains { $0.hasSuffix(".woff2") } && files(all).contains { $0.contains("NotoSans") })
        #expect(!files(some).contains { $0.contains(".woff") || $0.contains("/Noto") })
        #expect(files(some).isSubset(of: files(all)) && files(some).count > 3)
        // The same option for check --fonts: without IPAex Gothic the Japanese heading has no font.
        let check = try object(
            inkbox(
                "check", "--fonts", FontFixture.directory.path, "--exclude", "ipaex*", "--format", "json",
                packageFile("Examples/dtcg/typography.tokens.json")
            ).standardOutput)
        let heading = (check["tokens"] as? [[String: Any]])?.first { $0["path"] as? String == "text.heading-ja" }
        #expect(heading?["verdict"] as? String == "error")
    }

    @Test("generate swift takes a folder too")
    func generate() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            atPath: FontFixture.useTypoMetrics.path, toPath: directory.appendingPathComponent("Lato.ttf").path)
        let folder = inkbox("generate", "swift", directory.path)
        #expect(folder.status == 0)
        #expect(folder.standardOutput.contains("\"Lato-Regular\": Font("))
    }
}

@Suite("Views of the audit for people and CI")
struct AuditViewTests {
    @Test(
        "--summary: one line per face and platform, the worst cut item at each edge and the gutter range; --wide every edge"
    )
    func summary() {
        let wide = inkbox(
            "audit", fixture(.clipsOnIOS), fixture(.useTypoMetrics), "--set", "probe", "--summary", "--wide")
        #expect(wide.status == 1)
        let lines = wide.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(
            lines[1].contains("CLIPS    Fonts/ipaexg.ttf") && lines[1].contains("É +0.73 top @34")
                && lines[1].contains("j +2.66 bottom @34") && lines[1].contains("j +1.23 left @34"))
        #expect(lines[1].contains("0.33-1.00 / 1.00-2.67 (0.67-1.33 / 0.00) pt"))
        // Lato holds the probe at the top and bottom; its j overhangs the left side: a warning.
        #expect(lines[2].hasPrefix("  warning  Fonts/Lato-Regular.ttf") && !lines[2].contains("top @"))
        #expect(lines[3] == "2 faces audited: 1 cut, 1 with warnings, 0 with notes, 0 clean.")
        #expect(lines[4] == "Findings: 1 error, 1 warning, 0 notes.")
        // By default the folder is said once, each face above its rows, and only the cut items
        // are named, wrapped after a comma to fit 80 columns.
        let run = inkbox(
            "audit", fixture(.useTypoMetrics), fixture(.clipsOnIOS), "--set", "probe", "--summary")
        #expect(
            run.standardOutput == """
                  faces in Fonts/
                  verdict  platform  gutter top/bottom, min-max  worst cut
                  ipaexg.ttf
                  CLIPS    ios       0.33-1.00 / 1.00-2.67 pt    É +0.73 top @34,
                                                                 j +2.66 bottom @34
                  Lato-Regular.ttf
                  warning  ios       0.00 / 0.00 pt              -
                2 faces audited: 1 cut, 1 with warnings, 0 with notes, 0 clean.
                Findings: 1 error, 1 warning, 0 notes.

                """)
    }

    @Test("--list-clipped: every clipped item at every size, its four overflows agreeing with the JSON")
    func listClipped() throws {
        let run = inkbox("audit", fixture(.clipsOnIOS), "--set", "probe", "--sizes", "11,17", "--list-clipped")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 11)  // the heading and 5 glyphs at 2 sizes
        #expect(
            lines.contains { $0.contains("ios         17  error     cut   j (gid 77)   0.00    1.33  0.61   0.00") })
        // The severity column: ink that nothing cuts (a CSS box by default) is a warning, faint ink a note.
        let web = inkbox(
            "audit", fixture(.clipsOnIOS), "--set", "probe", "--size", "17", "--platform", "web", "--list-clipped")
        let rows = web.standardOutput.split(separator: "\n").dropFirst()
        #expect(
            !rows.isEmpty && rows.allSatisfy { $0.contains(" warning   spills, not cut ") || $0.contains(" note ") })
    }

    @Test("--quiet prints nothing and keeps the exit code; the views need the text format")
    func quiet() {
        let run = inkbox("audit", fixture(.clipsOnIOS), "--quiet")
        #expect(run.status == 1 && run.standardOutput.isEmpty)
        #expect(inkbox("audit", fixture(.clipsOnIOS), "--summary", "--format", "json").status == 64)
        #expect(inkbox("audit", fixture(.clipsOnIOS), "--summary", "--quiet").status == 64)
    }
}

@Suite("SARIF")
struct SARIFTests {
    @Test("check: every result at a line GitHub annotates (one annotation a line), at the token's file and line")
    func check() throws {
        let tokens = packageFile("Examples/dtcg/typography.tokens.json")
        let sarif = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    inkbox(
                        "check", "--fonts", FontFixture.directory.path,
                        "--format", "sarif", tokens
                    ).standardOutput.utf8))
                as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let annotations = inkbox(
            "check", "--fonts", FontFixture.directory.path, "--format", "github", "--annotate", "note", tokens
        )
        .standardOutput
        .split(separator: "\n").filter { $0.hasPrefix("::") }
        // Six findings on three tokens' lines: one annotation a line, at its gravest level.
        let lines = Set(
            results.compactMap {
                ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                    as? [String: Any])?["startLine"] as? Int
            })
        #expect(results.count == 6 && lines == [21, 32, 43] && annotations.count == lines.count)
        #expect(annotations.allSatisfy { annotation in lines.contains { annotation.contains(",line=\($0),") } })
        let heading = try #require(
            results.first {
                ($0["message"] as? [String: Any])?["text"].map { "\($0)" }?.contains("text.heading-ja") == true
            })
        let location = try #require(
            ((heading["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        let uri = tokens.hasPrefix("/") ? "file://" + tokens : tokens
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == uri)
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 43)
        #expect(heading["level"] as? String == "error" && heading["ruleId"] as? String == "inkbox.clips")
    }

    @Test("audit: a result per face and platform that clips, at the font file; skipped faces are notes")
    func audit() throws {
        let text = inkbox(
            "audit", fixture(.clipsOnIOS), fixture(.useTypoMetrics), "--set", "probe", "--edges", "vertical",
            "--format", "sarif")
        #expect(text.status == 1)
        let sarif = try #require(
            try JSONSerialization.jsonObject(with: Data(text.standardOutput.utf8)) as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 1)  // Lato holds the probe at the top and bottom
        #expect(
            ((results.first?["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(
                "inkbox ios: IPAexGothic: cut on ios at 10 of 10 sizes; at 34 pt: É +0.73 top, j +2.66 bottom") == true)
        #expect(results.first?["level"] as? String == "error" && results.first?["ruleId"] as? String == "inkbox.clips")
    }
}

@Suite("Progress and streamed output")
struct ProgressTests {
    @Test("progress on a terminal's standard error, cleared at the end; never in CI, with --no-progress or for JSON")
    func progress() {
        let fast = ["INKBOX_PROGRESS_AFTER": "0"]
        let shown = inkbox(
            ["audit", FontFixture.directory.path, "--set", "probe", "--edges", "vertical", "--quiet"], terminal: true,
            environment: fast)
        #expect(shown.standardError.contains("15 of 15 faces · "))  // 14 files, a collection of two faces
        #expect(shown.standardError.hasSuffix("\r\u{1B}[2K"))
        for (arguments, environment) in [
            ([String](), ["CI": "true"]), (["--no-progress"], [:]), (["--format", "json"], [:]),
        ] {
            let run = inkbox(
                ["audit", FontFixture.directory.path, "--set", "probe", "--edges", "vertical"] + arguments,
                terminal: true,
                environment: fast.merging(environment) { $1 })
            #expect(!run.standardError.contains("faces · "), "\(arguments) \(environment)")
        }
        // Not a terminal: nothing.
        #expect(
            !inkbox(["audit", FontFixture.directory.path, "--quiet"], environment: fast).standardError.contains(
                "faces · "))
    }

    @Test("--format jsonl: one face per line, each the JSON report's face, then errors and skipped files")
    func jsonLines() throws {
        let lines = inkbox(
            "audit", fixture(.clipsOnIOS), fixture(.useTypoMetrics), "/no/such.ttf", "--set", "probe", "--format",
            "jsonl"
        )
        .standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        let document = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    inkbox(
                        "audit", fixture(.clipsOnIOS), fixture(.useTypoMetrics),
                        "--set", "probe", "--format", "json"
                    ).standardOutput.utf8))
                as? [String: Any])
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        for (line, font) in zip(lines.prefix(2), fonts) {
            let face = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(NSDictionary(dictionary: face) == NSDictionary(dictionary: font))
        }
        let error = try #require(
            try JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: [String: Any]])
        #expect(
            NSDictionary(dictionary: error["error"] ?? [:])
                == NSDictionary(dictionary: [
                    "file": "/no/such.ttf", "line": NSNull(), "message": "no such file", "rule": "inkbox.unreadable",
                ]))
    }
}
