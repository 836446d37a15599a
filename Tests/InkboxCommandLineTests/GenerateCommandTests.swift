import FontFixtures
import Foundation
import Testing

private let fonts = FontFixture.directory.path
private let dtcg = packageFile("Examples/dtcg/typography.tokens.json")

/// Runs a program and returns its standard output, or records why it failed.
private func run(_ arguments: [String], in directory: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(
        process.terminationStatus == 0,
        "\(arguments.joined(separator: " ")) failed: \(String(decoding: message, as: UTF8.self))")
    return String(decoding: data, as: UTF8.self)
}

private func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

@Suite("inkbox generate")
struct GenerateCommandTests {
    let swiftFonts = [packageFile("Fonts/ipaexg.ttf"), packageFile("Fonts/Lato-Regular.ttf")]

    @Test("the Swift file reads as pinned, and the same inputs give the same bytes")
    func swiftSnapshot() {
        let first = inkbox(["generate", "swift"] + swiftFonts)
        #expect(first.status == 0)
        #expect(first.standardError.isEmpty)
        expectSnapshot(first.standardOutput, "generated-gutters.swift.txt")
        #expect(inkbox(["generate", "swift"] + swiftFonts).standardOutput == first.standardOutput)
    }

    @Test(
        "a generated file carries no path of the machine that made it: the same fonts in two checkouts give the same bytes"
    )
    func noMachinePath() throws {
        var files: [String: [String]] = [:]
        // Two checkouts of one project in different places (one of them in a folder with a dot).
        for place in ["", "/a.b"] {
            let folder = try scratchFolder() + place + "/app"
            try FileManager.default.createDirectory(atPath: folder + "/Fonts", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder + "/web", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: fixture(.clipsOnIOS), toPath: folder + "/Fonts/ipaexg.ttf")
            for (target, name) in [("swift", "Gutters.swift"), ("css", "web/fonts.css")] {
                let run = inkbox(
                    ["generate", target] + (target == "css" ? ["--font-face"] : []) + [
                        "--root", folder, folder + "/Fonts/ipaexg.ttf", "-o", folder + "/" + name,
                    ])
                #expect(run.status == 0, "\(run.standardError)")
                let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                #expect(!text.contains(folder) && !text.contains("inkbox-test-"), "\(target): \(text.prefix(300))")
                files[name, default: []].append(text)
            }
        }
        for (name, texts) in files { #expect(texts.count == 2 && texts[0] == texts[1], "\(name)") }
        // The style sheet's src reaches the font from its own folder, as a browser resolves it.
        #expect(files["web/fonts.css"]?.first?.contains("src: url(\"../Fonts/ipaexg.ttf\")") == true)
    }

    @Test(
        "the generated Swift compiles with swiftc, and its gutters equal inkbox audit's at every audited size and scale"
    )
    func swiftCompilesAndAgrees() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "inkbox-generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try inkbox(["generate", "swift"] + swiftFonts).standardOutput
            .write(to: directory.appendingPathComponent("InkboxGutters.swift"), atomically: true, encoding: .utf8)

        // Every (font, size, scale) the audit measured, as the audit gives it.
        var expected: [String] = []
        var calls = ""
        for (font, name) in zip(swiftFonts, ["IPAexGothic", "Lato-Regular"]) {
            for scale in [1, 2, 3] {
                let report = try json(inkbox("audit", font, "--scale", "\(scale)", "--format", "json").standardOutput)
                let results = try #require(
                    ((report["fonts"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
                for result in results {
                    let size = try #require(result["pointSize"] as? Double)
                    let gutter = try #require(result["gutter"] as? [String: Double])
                    let pixels = { (value: Double?) in Int(((value ?? -1) * Double(scale)).rounded()) }
                    expected.append(
                        "\(name) \(size) \(scale) \(pixels(gutter["top"])) \(pixels(gutter["bottom"])) "
                            + "\(pixels(gutter["left"])) \(pixels(gutter["right"]))")
                    calls += "check(\"\(name)\", \(size), \(scale))\n"
                }
            }
        }
        try """
        func check(_ name: String, _ size: Double, _ scale: Double) {
            let gutter = InkboxGutters.gutter(fontName: name, pointSize: size, scale: scale)
            print(name, size, Int(scale), Int((gutter.top * scale).rounded()), Int((gutter.bottom * scale).rounded()),
                  Int((gutter.left * scale).rounded()), Int((gutter.right * scale).rounded()))
        }
        \(calls)
        let unknown = InkboxGutters.gutter(fontName: "Unknown", pointSize: 17, scale: 3)
        print("unknown", unknown.top, unknown.bottom)
        """.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        _ = try run(["swiftc", "InkboxGutters.swift", "main.swift", "-lm", "-o", "gutters"], in: directory)
        let lines = try run(["./gutters"], in: directory).split(separator: "\n").map(String.init)
        #expect(Array(lines.dropLast()) == expected)
        #expect(lines.last == "unknown 3.0 3.0")  // ceil(17 / 6) for a font that was not measured
        #expect(expected.count == 60)
    }

    @Test("--size and --line-height: the table holds the gutters of that line box, as audit measures it, and says so")
    func lineHeight() throws {
        let file = inkbox("generate", "swift", fixture(.clipsOnIOS), "--size", "17pt", "--line-height", "21")
        #expect(file.status == 0)
        #expect(file.standardOutput.contains("hhea line box 21 pt tall"))
        #expect(
            file.standardOutput.contains("an NSParagraphStyle with minimumLineHeight and\n// maximumLineHeight 21."))
        let natural = inkbox("generate", "swift", fixture(.clipsOnIOS), "--size", "17").standardOutput
        for (text, lineHeight) in [(file.standardOutput, ["--line-height", "21"]), (natural, [])] {
            let audit = inkbox(
                ["audit", fixture(.clipsOnIOS), "--size", "17", "--scale", "1", "--format", "json"] + lineHeight)
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8)) as? [String: Any])
            let result = try #require(
                ((document["fonts"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
            let gutter = try #require(result["gutter"] as? [String: Double])
            let top = Int(try #require(gutter["top"]))
            let bottom = Int(try #require(gutter["bottom"]))
            #expect(text.contains("Exact(pointSize: 17, scale: 1, top: \(top), bottom: \(bottom),"), "\(lineHeight)")
        }
        // The line height changes the table: 21 pt of line leave room at the top on iOS.
        #expect(natural.contains("Exact(pointSize: 17, scale: 1, top: 1,"))
        let css = inkbox("generate", "css", "--fonts", fonts, dtcg, "--line-height", "20")
        #expect(css.status == 64 && css.standardError.contains("'--line-height' is for generate swift"))
    }

    @Test("from tokens, each font is measured at the tokens' own variation, with the audit's coefficients")
    func swiftFromTokens() throws {
        let source = inkbox("generate", "swift", "--tokens", dtcg, "--fonts", fonts).standardOutput
        var top = 0.0
        var bottom = 0.0
        var left = 0.0
        var right = 0.0
        var sets: [String] = []
        for scale in ["1", "2", "3"] {
            let report = try json(
                inkbox(
                    "audit", fixture(.variable), "--axis", "wght=600", "--scale", scale,
                    "--format", "json"
                ).standardOutput)
            sets = ((report["fonts"] as? [[String: Any]])?.first?["characterSets"] as? [String]) ?? []
            let coefficients = try #require(
                (report["fonts"] as? [[String: Any]])?.first?["coefficients"] as? [String: Double])
            top = max(top, coefficients["top"] ?? 0)
            bottom = max(bottom, coefficients["bottom"] ?? 0)
            left = max(left, coefficients["left"] ?? 0)
            right = max(right, coefficients["right"] ?? 0)
        }
        #expect(
            source.contains(
                "\"Inter_600wght\": Font(top: \(top), bottom: \(bottom), left: \(left), right: \(right), characters: "
                    + "\"auto (\(sets.joined(separator: " + ")))\", family: \"Inter\", axes: [\"wght\": 600]"))
        // The app sees the named instance's name, Inter-SemiBold: it finds the same entry.
        #expect(source.contains("\"Inter-SemiBold\": \"Inter_600wght\","))
        #expect(source.contains("\"IPAexGothic\": Font(") && source.contains("\"Lato-Regular\": Font("))
    }

    @Test("the generated table finds a variable face by its instance name or by family and axes; duplicates are named")
    func swiftLookups() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "inkbox-generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try inkbox("generate", "swift", "--axis", "wght=600", "--sizes", "17", fixture(.variable)).standardOutput
            .write(to: directory.appendingPathComponent("InkboxGutters.swift"), atomically: true, encoding: .utf8)
        try """
        let byKey = InkboxGutters.gutter(fontName: "Inter_600wght", pointSize: 17, scale: 3)
        let byInstance = InkboxGutters.gutter(fontName: "Inter-SemiBold", pointSize: 17, scale: 3)
        let byAxes = InkboxGutters.gutter(family: "Inter", axes: ["wght": 600], pointSize: 17, scale: 3)
        let otherWeight = InkboxGutters.gutter(family: "Inter", axes: ["wght": 700], pointSize: 17, scale: 3)
        print(byKey == byInstance, byAxes == byKey, otherWeight == nil, InkboxGutters.isMeasured(fontName: "Inter-SemiBold"))
        """.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        _ = try run(["swiftc", "InkboxGutters.swift", "main.swift", "-lm", "-o", "lookups"], in: directory)
        #expect(try run(["./lookups"], in: directory) == "true true true true\n")

        let copy = directory.appendingPathComponent("LatoCopy.ttf")
        try FileManager.default.copyItem(atPath: fixture(.useTypoMetrics), toPath: copy.path)
        let duplicate = inkbox("generate", "swift", fixture(.useTypoMetrics), copy.path)
        #expect(duplicate.status == 0)
        #expect(
            duplicate.standardError.contains(
                "LatoCopy.ttf are both PostScript name Lato-Regular; the table keeps the first"))
    }

    @Test("CSS and Android values come from the same analysis as inkbox check, pinned")
    func styles() throws {
        let css = inkbox("generate", "css", "--fonts", fonts, dtcg)
        #expect(css.status == 0)
        expectSnapshot(css.standardOutput, "generated-dtcg.css.txt")
        let android = inkbox("generate", "android", "--fonts", fonts, "--include-font-padding", "off", dtcg)
        #expect(android.status == 0)
        expectSnapshot(android.standardOutput, "generated-dtcg-dimens.xml")
        // The web safe line height of the clipping heading equals inkbox check's.
        let check = try json(
            inkbox("check", "--fonts", fonts, "--platform", "web", "--format", "json", dtcg).standardOutput)
        let heading = try #require(
            (check["tokens"] as? [[String: Any]])?.first { $0["path"] as? String == "text.heading-ja" })
        let safe = try #require(heading["safeLineHeight"] as? Double)
        #expect(css.standardOutput.contains("--inkbox-text-heading-ja-chrome-linux-line-height-safe: \(Int(safe))px;"))
    }

    @Test(
        "generate needs a target and inputs",
        arguments: [
            (["generate"], "missing expected argument '<target>': swift, css or android"),
            (["generate", "kotlin", "a.ttf"], "invalid value 'kotlin' for '<target>': expected swift, css or android"),
            (
                ["generate", "swift"],
                "missing expected argument '<font> ...' (or '--tokens <file>' with '--fonts <dir>')"
            ),
            (
                ["generate", "css", "t.json"],
                "missing '--fonts <dir>' (or '--font-map <file>'): inkbox needs the font files"
            ),
        ])
    func usage(arguments: [String], message: String) {
        let run = inkbox(arguments)
        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("Error: \(message)\nUsage: inkbox generate"))
    }
}
