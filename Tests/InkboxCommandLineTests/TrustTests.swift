import FontFixtures
import Foundation
import Testing

// Verdicts a user can trust (issue 12): each test failed on the code before its fix.

@Suite("Verdicts a user can trust")
struct TrustTests {
    private let tokens = packageFile("Examples/dtcg/typography.tokens.json")

    @Test("check on files with no typography token exits 2 and says so, in check and generate")
    func noTokens() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbox-trust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("colors.tokens.json")
        try Data(##"{"color": {"$type": "color", "$value": "#ffffff"}}"##.utf8).write(to: file)
        for arguments in [
            ["check", "--fonts", FontFixture.directory.path, file.path],
            ["generate", "css", "--fonts", FontFixture.directory.path, file.path],
        ] {
            let run = inkbox(arguments)
            #expect(run.status == 2)
            #expect(run.standardError.contains("colors.tokens.json: no typography tokens: nothing was checked"))
        }
    }

    @Test(
        "every amount carries its platform's unit, in every format",
        arguments: [("web", "px"), ("compose", "dp"), ("ios", "pt")])
    func units(platform: String, unit: String) throws {
        let pattern = try NSRegularExpression(pattern: "(?:clips at [0-9.]+|[0-9.]+ / [0-9.]+) (pt|px|dp)")
        for format in ["github", "junit", "text"] {
            // A CSS box or a Compose Text cuts only where it clips: this one does.
            let clip = platform == "ios" ? [] : ["--overflow", "hidden"]
            let run = inkbox(
                ["check", "--fonts", FontFixture.directory.path, "--platform", platform, "--format", format, tokens]
                    + clip)
            #expect(run.status == 1)
            let text = run.standardOutput
            let units = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }
            #expect(!units.isEmpty, "\(format)")
            #expect(units.allSatisfy { $0 == unit }, "\(format): \(units)")
        }
    }

    @Test("typos get the nearest subcommand or option; help takes generate's target")
    func suggestions() {
        let subcommand = inkbox("audti", fixture(.trueType))
        #expect(subcommand.status == 64)
        #expect(subcommand.standardError.hasPrefix("Error: unknown subcommand 'audti'; did you mean 'audit'?\n"))
        let option = inkbox("audit", "--szie", "17", fixture(.trueType))
        #expect(option.status == 64)
        #expect(option.standardError.hasPrefix("Error: unknown option '--szie'; did you mean '--size'?\n"))
        #expect(!inkbox("audit", "--zzzzzzzz", fixture(.trueType)).standardError.contains("did you mean"))
        let help = inkbox("help", "generate", "swift")
        #expect(help.status == 0)
        #expect(help.standardOutput == inkbox("generate", "swift", "--help").standardOutput)
        #expect(help.standardOutput != inkbox("generate", "--help").standardOutput)
        #expect(inkbox("help", "generate", "kotlin").status == 64)
    }

    @Test("lines whose ink collides fail the verdict and exit 1, though nothing clips")
    func collisions() {
        let run = inkbox(
            "audit", fixture(.shaping), "--text", "gggg ỄỄỄỄ", "--size", "17", "--width", "50", "--line-height", "18")
        #expect(run.status == 1)
        #expect(
            run.standardOutput.contains("verdict   COLLIDES: nothing is cut, but lines' ink collides at 1 of 1 size"))
    }

    @Test("render draws the face asked for, and its help offers one platform")
    func render() {
        let bold = inkbox("render", fixture(.collection), "--face", "1", "--text", "Éj")
        #expect(bold.standardOutput.contains("<title>Cantarell-Bold 17 pt"))
        #expect(!inkbox("render", "--help").standardOutput.contains("or all"))
        let several = inkbox("render", fixture(.trueType), "--text", "Éj", "--platform", "ios,web")
        #expect(several.status == 64)
        #expect(several.standardError.hasPrefix("Error: render draws one platform at a time"))
    }

    @Test("labels name the face actually measured: a variable instance's style and weight, the weight a token got")
    func faceLabels() throws {
        let bold = inkbox("audit", "--instance", "Bold", fixture(.variable), "--set", "probe")
        #expect(bold.standardOutput.contains("names     Inter Bold · PostScript Inter-Bold · weight 700"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbox-trust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("t.tokens.json")
        try Data(
            #"{"t": {"$type": "typography", "$value": {"fontFamily": "IPAexGothic", "fontSize": 17, "fontWeight": 700}}}"#
                .utf8
        )
        .write(to: file)
        let check = inkbox("check", "--fonts", FontFixture.directory.path, "--wide", file.path)
        #expect(check.standardOutput.contains("ipaexg.ttf (IPAexGothic 400, nearest to 700)"))
    }

    @Test("characters a font lacks never count as ink; strings with nothing measurable are an error, not OK or CLIPS")
    func missingCharacters() throws {
        let hebrew = inkbox("audit", fixture(.shaping), "--samples", "he", "--size", "17")
        #expect(hebrew.status == 2)
        #expect(
            hebrew.standardError.contains(
                "nothing to measure: none of the 3 strings has ink (3 of them hold characters no font draws"))
        func ink(_ text: String) throws -> [String: Double]? {
            let run = inkbox("audit", fixture(.shaping), "--text", text, "--size", "17", "--format", "json")
            let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
            let strings = (document?["fonts"] as? [[String: Any]])?.first?["strings"] as? [[String: Any]]
            return strings?.first?["inkBounds"] as? [String: Double]
        }
        let plain = try #require(try ink("Ab"))
        let mixed = try #require(try ink("Ab שלום"))
        #expect(mixed["yMax"] == plain["yMax"] && mixed["yMin"] == plain["yMin"])
        let text = inkbox(
            ["audit", fixture(.shaping), "--text", "Ab שלום", "--size", "17"], environment: ["COLUMNS": "160"]
        ).standardOutput
        #expect(
            text.contains(
                "missing   1 of 1 strings hold characters no font draws, not counted as ink (? 1): ש ל ו ם; --fallback FONT draws them"
            ))
    }

    @Test("the HTML reports say what to do in the platform's terms and unit, and draw both edges' worst glyphs")
    func htmlReports() {
        let audit = inkbox("audit", fixture(.clipsOnIOS), "--set", "latin", "--format", "html").standardOutput
        for text in [
            "<th>fix</th>", "padding 1.00 / 2.33 pt", "3 pt: wastes", "<th>top fix: line height</th>",
            "Coefficients: top 0.0",
        ] {
            #expect(audit.contains(text), "\(text)")
        }
        #expect(audit.contains("font-size=\"22\"") && !audit.contains("font-size=\"14\""))
        let check = inkbox("check", "--fonts", FontFixture.directory.path, "--set", "latin", "--format", "html", tokens)
            .standardOutput
        // IPAex Gothic's heading clips at both edges: its picture shows Å (top) and Ç (bottom).
        let picture = check.components(separatedBy: "<section").first { $0.contains("text.heading-ja · ios") } ?? ""
        #expect(picture.contains("data-char=\"Å\"") && picture.contains("data-char=\"Ç\""))
    }

    @Test(
        "an option that does not apply to the run is a usage error that says why",
        arguments: [
            (["--engine", "safari-ios"], "'--engine' applies to web; this run checks ios (see --platform)"),
            (
                ["--platform", "web", "--ios-placement", "centred"],
                "'--ios-placement' applies to ios; this run checks web"
            ),
            (["--text", "Éj", "--set", "latin"], "'--set' does not apply to strings"),
            (
                ["--fallback", "x.ttf"],
                "'--fallback' applies to strings: add --text, --text-file, --strings or --samples"
            ),
        ])
    func notApplicable(arguments: [String], message: String) {
        let run = inkbox(["audit", fixture(.trueType)] + arguments)
        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("Error: " + message), "\(run.standardError)")
        #expect(
            inkbox(["generate", "css", "--fonts", FontFixture.directory.path, "--density", "3", tokens]).status == 64)
    }

    @Test("a strings audit's extremes name the string, not a glyph id 0 with no character")
    func stringExtremes() throws {
        let run = inkbox("audit", fixture(.shaping), "--samples", "vi", "--size", "17", "--format", "json")
        let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let result = ((document?["fonts"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first
        let top = try #require((result?["extremes"] as? [String: Any])?["top"] as? [String: Any])
        #expect(top["glyphId"] == nil && top["char"] == nil)
        #expect(top["string"] as? Int != nil && top["text"] as? String != nil)
    }

    @Test(
        "the default set follows the font's scripts: a Thai font is checked on Thai, a Japanese one on kana and kanji too"
    )
    func scriptDefault() {
        let thai = inkbox("audit", fixture(.thai))
        #expect(thai.standardOutput.contains("glyphs    auto (thai): "))
        #expect(!thai.standardOutput.contains("missing   "))
        let japanese = inkbox("audit", fixture(.clipsOnIOS), "--format", "json").standardOutput
        #expect(japanese.contains("\"characterSets\": [\n        \"latin\",") && japanese.contains("\"japanese\""))
        // IPAex has no Hangul: nothing to measure
        #expect(inkbox("audit", fixture(.clipsOnIOS), "--set", "hangul").status == 2)
    }
}
