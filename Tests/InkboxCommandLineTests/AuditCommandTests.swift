import FontFixtures
import Foundation
import Testing

private func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

@Suite("inkbox audit")
struct AuditCommandTests {
    @Test("the classic probe on IPAex Gothic clips, exit 1, and reads as pinned")
    func probeReport() {
        let run = inkbox("audit", fixture(.clipsOnIOS), "--set", "probe")
        #expect(run.status == 1)
        #expect(run.standardError.isEmpty)
        expectSnapshot(run.standardOutput, "audit-ipaexg-probe.txt")
    }

    @Test("with a line height the report offers the line height that fixes the top, never the bottom")
    func lineHeightReport() {
        let run = inkbox("audit", fixture(.clipsOnIOS), "--chars", "ÉÅjgqÇ", "--sizes", "15,17", "--line-height", "16")
        #expect(run.status == 1)
        expectSnapshot(run.standardOutput, "audit-ipaexg-line-height.txt")
    }

    @Test(
        "a font whose line box holds the probe exits 0; its j crosses the left side: a warning, an error with --width hug"
    )
    func nothingClips() {
        let run = inkbox("audit", fixture(.useTypoMetrics), "--set", "probe", "--edges", "vertical")
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("OK: nothing is cut at 10 sizes"))
        // Lato's j reaches 71 units left of its origin: a label as wide as it cuts the hook, but
        // only a view that hugs its text with j first, which a font audited alone does not say.
        // (At 120 columns, where the sides' columns fit beside the gutters.)
        let sides = inkbox(
            ["audit", fixture(.useTypoMetrics), "--set", "probe", "--size", "34"], environment: ["COLUMNS": "120"])
        #expect(sides.status == 0)
        #expect(
            sides.standardOutput.contains("(j +1.21)")
                && sides.standardOutput.contains("warning   1 item at 1 of 1 size overhang"))
        let hugging = inkbox(
            ["audit", fixture(.useTypoMetrics), "--set", "probe", "--size", "34", "--width", "hug"],
            environment: ["COLUMNS": "120"])
        #expect(hugging.status == 1)
        #expect(hugging.standardOutput.contains(" j +1.21") && hugging.standardOutput.contains("CLIPS at 1 of 1 size"))
        // --fail-on warning makes the overhang fail without saying how wide the view is.
        #expect(
            inkbox("audit", fixture(.useTypoMetrics), "--set", "probe", "--size", "34", "--fail-on", "warning").status
                == 1)
    }

    @Test("every face of a collection is audited unless --face picks one")
    func collectionFaces() throws {
        let all = try object(inkbox("audit", fixture(.collection), "--set", "probe", "--format", "json").standardOutput)
        #expect((all["fonts"] as? [[String: Any]])?.map { $0["faceIndex"] as? Int } == [0, 1])
        let one = try object(
            inkbox("audit", fixture(.collection), "--face", "1", "--set", "probe", "--format", "json").standardOutput)
        #expect((one["fonts"] as? [[String: Any]])?.map { $0["postScriptName"] as? String } == ["Cantarell-Bold"])
    }

    @Test("the JSON report is pinned as a contract")
    func jsonSnapshot() {
        let run = inkbox(
            "audit", fixture(.clipsOnIOS), fixture(.variable), "--instance", "Bold", "--set", "probe",
            "--sizes", "11,17", "--format", "json")
        // IPAex Gothic is not variable: its error is reported and Inter is still audited.
        #expect(run.status == 2)
        expectSnapshot(run.standardOutput, "audit-probe.json")
        #expect(
            run.standardError
                == "inkbox: Fonts/ipaexg.ttf: not a variable font (--instance and --axis need an fvar table)\n")
    }

    @Test("JSON carries every contract field, and its overflows follow from its own ink and line box")
    func jsonContract() throws {
        let run = inkbox("audit", fixture(.clipsOnIOS), "--set", "latin", "--format", "json")
        let document = try object(run.standardOutput)
        #expect((document["errors"] as? [Any])?.isEmpty == true)
        let font = try #require((document["fonts"] as? [[String: Any]])?.first)
        for key in [
            "file", "faceIndex", "family", "style", "postScriptName", "variation", "unitsPerEm", "metrics",
            "glyphs", "missing", "results", "coefficients",
        ] {
            #expect(font.keys.contains(key), "fonts[].\(key)")
        }
        let metrics = try #require(font["metrics"] as? [String: Any])
        for key in ["hhea", "typo", "win", "head", "capHeight", "xHeight"] {
            #expect(metrics.keys.contains(key), "metrics.\(key)")
        }
        let unitsPerEm = try #require(font["unitsPerEm"] as? Double)
        var ink: [Int: (yMin: Double, yMax: Double)] = [:]
        for glyph in try #require(font["glyphs"] as? [[String: Any]]) {
            guard let codepoint = glyph["codepoint"] as? Int, let bounds = glyph["inkBounds"] as? [String: Double],
                let yMin = bounds["yMin"], let yMax = bounds["yMax"]
            else { continue }
            ink[codepoint] = (yMin, yMax)
        }
        let results = try #require(font["results"] as? [[String: Any]])
        #expect(results.count == 10)
        for result in results {
            for key in ["platform", "pointSize", "scale", "lineHeight", "lineBox", "clipped", "gutter", "heuristic"] {
                #expect(result.keys.contains(key), "results[].\(key)")
            }
            let size = try #require(result["pointSize"] as? Double)
            let box = try #require(result["lineBox"] as? [String: Double])
            let top = try #require(box["top"])
            let bottom = try #require(box["bottom"])
            let clipped = try #require(result["clipped"] as? [[String: Any]])
            #expect(!clipped.isEmpty)
            for entry in clipped {
                let codepoint = try #require(entry["codepoint"] as? Int)
                let bounds = try #require(ink[codepoint])
                let expectedTop = max(0, bounds.yMax * size / unitsPerEm - top)
                let expectedBottom = max(0, -bounds.yMin * size / unitsPerEm - bottom)
                // JSON rounds points to 1/10000; the line box is rounded too.
                #expect(abs((entry["top"] as? Double ?? -1) - expectedTop) < 0.0002)
                #expect(abs((entry["bottom"] as? Double ?? -1) - expectedBottom) < 0.0002)
            }
        }
    }

    @Test("an unreadable input is reported on stderr and in JSON, the others are still processed, exit 2")
    func inputErrors() throws {
        let run = inkbox(
            "audit", "/nonexistent/font.ttf", fixture(.bitmapOnly), fixture(.useTypoMetrics),
            "--set", "probe", "--format", "json")
        #expect(run.status == 2)
        #expect(
            run.standardError == """
                inkbox: /nonexistent/font.ttf: no such file
                inkbox: Fonts/6x13-ISO8859-1.pcf.gz: bitmap-only face: no outlines to measure

                """)
        let document = try object(run.standardOutput)
        #expect((document["fonts"] as? [Any])?.count == 1)
        // Every command's problems have one shape: file, line (null when unknown), message, rule.
        let errors = try #require(document["errors"] as? [[String: Any]])
        #expect(
            errors.map { NSDictionary(dictionary: $0) }
                == [
                    [
                        "file": "/nonexistent/font.ttf", "line": NSNull(), "message": "no such file",
                        "rule": "inkbox.unreadable",
                    ],
                    [
                        "file": "Fonts/6x13-ISO8859-1.pcf.gz", "line": NSNull(),
                        "message": "bitmap-only face: no outlines to measure",
                        "rule": "inkbox.unreadable",
                    ],
                ].map { NSDictionary(dictionary: $0) })
    }

    @Test("colour only on a terminal, and never with NO_COLOR")
    func colour() {
        let arguments = ["audit", fixture(.clipsOnIOS), "--set", "probe", "--size", "17"]
        #expect(inkbox(arguments, terminal: true).standardOutput.contains("\u{1B}["))
        #expect(!inkbox(arguments, terminal: true, environment: ["NO_COLOR": "1"]).standardOutput.contains("\u{1B}["))
        #expect(!inkbox(arguments).standardOutput.contains("\u{1B}["))
    }

    @Test("characters the font lacks are listed as missing")
    func missing() throws {
        let run = inkbox("audit", fixture(.cff), "--chars", "Aあ", "--format", "json")
        let font = try #require((try object(run.standardOutput)["fonts"] as? [[String: Any]])?.first)
        #expect(font["missing"] as? [String] == ["あ"])
        #expect(
            inkbox("audit", fixture(.cff), "--chars", "Aあ").standardOutput.contains(
                "1 measured (1 with ink), 1 missing"))
    }
}

@Suite("inkbox metrics")
struct MetricsCommandTests {
    @Test("metrics of every fixture read as pinned")
    func textReport() {
        let fonts = FontFixture.allCases.filter { $0 != .bitmapOnly }.map(fixture)
        let run = inkbox(["metrics"] + fonts)
        #expect(run.status == 0)
        expectSnapshot(run.standardOutput, "metrics.txt")
    }

    @Test("a variable font at axis values reports them")
    func variation() throws {
        let run = inkbox("metrics", fixture(.variable), "--axis", "wght=650", "--format", "json")
        let font = try #require((try object(run.standardOutput)["fonts"] as? [[String: Any]])?.first)
        #expect(font["variation"] as? [String: Double] == ["wght": 650])
        #expect((font["namedInstances"] as? [Any])?.count == 9)
    }
}
