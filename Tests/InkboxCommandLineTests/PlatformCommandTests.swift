import FontFixtures
import FontReading
import Foundation
import Testing

private func results(_ run: Run) throws -> [[String: Any]] {
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let font = try #require((document["fonts"] as? [[String: Any]])?.first)
    return try #require(font["results"] as? [[String: Any]])
}

private func edge(_ result: [String: Any], _ name: String) -> Double {
    (result["lineBox"] as? [String: Double])?[name] ?? .nan
}

@Suite("inkbox audit on every platform")
struct PlatformCommandTests {
    @Test("one command gives every platform's verdict, each result with the options that shaped it")
    func allPlatforms() throws {
        let run = inkbox(
            "audit", fixture(.useTypoMetrics), "--platform", "all", "--sizes", "16", "--set", "probe", "--format",
            "json")
        let found = try results(run)
        #expect(
            found.compactMap { $0["platform"] as? String } == [
                "ios", "android", "compose", "web", "flutter", "windows-gdi", "react-native-ios",
                "react-native-android",
            ])
        #expect(found.allSatisfy { $0["options"] is [String: Any] && $0["advice"] is [String: Any] })
        #expect((found[1]["options"] as? [String: Any])?["includeFontPadding"] as? Bool == true)
        #expect((found[3]["options"] as? [String: Any])?["engine"] as? String == "chrome-linux")
        #expect((found[7]["options"] as? [String: Any])?["lineHeightSpan"] as? String == "centred")
        // Lato sets USE_TYPO_METRICS with a typo ascender (1610) below hhea's (1974): Android and
        // Chrome on Linux honour it, Apple does not.
        #expect(edge(found[2], "ascent") < edge(found[0], "ascent"))
        // JSON rounds to 1/10000
        #expect(abs(edge(found[2], "ascent") - (1610 * 16 * 2.625 / 2000).rounded() / 2.625) < 0.0001)
    }

    @Test("the platform list in --help, docs/commands.md and the JSON platform values agree")
    func platformList() throws {
        let json = try results(
            inkbox(
                "audit", fixture(.useTypoMetrics), "--platform", "all", "--sizes", "16", "--set", "probe",
                "--format", "json")
        ).compactMap { $0["platform"] as? String }
        let help = inkbox("help", "audit").standardOutput.replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "  ", with: " ")
        let reference = try String(contentsOfFile: packageFile("docs/commands.md"), encoding: .utf8)
        let row = try #require(reference.split(separator: "\n").first { $0.hasPrefix("| `--platform LIST` |") })
        for name in json + ["react-native"] {
            #expect(row.contains("`\(name)`"), "docs/commands.md's --platform row lacks \(name)")
            #expect(help.contains(name), "--help lacks \(name)")
        }
        // The reference names no platform the JSON lacks.
        let named = row.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            .filter { $0.first?.isLetter == true && !$0.hasPrefix("--") && $0 != "all" }
        #expect(Set(named).subtracting(json + ["react-native"]).isEmpty, "\(named)")
    }

    @Test(
        "--text-box trims the web line: ink past a trimmed edge is cut whatever the line height; the clip margin holds it"
    )
    func textBox() throws {
        func audit(_ font: FontFixture, _ textBox: String, engine: String = "chrome-linux") throws -> [String: Any] {
            try #require(
                try results(
                    inkbox(
                        "audit", fixture(font), "--platform", "web", "--engine", engine, "--overflow", "hidden",
                        "--text-box", textBox, "--chars", "\u{C9}g", "--size", "40", "--line-height-multiple", "2",
                        "--format", "json")
                ).first)
        }
        let trimmed = try audit(.clipsOnIOS, "trim-both cap alphabetic")
        let advice = try #require(trimmed["advice"] as? [String: Any])
        #expect(advice["crossesTrimmedEdge"] as? Bool == true && advice["smallestLineHeight"] is NSNull)
        #expect((advice["overflowClipMargin"] as? Double ?? 0) > 0)
        #expect((trimmed["options"] as? [String: Any])?["textBox"] as? String == "trim-both cap alphabetic")
        #expect(edge(trimmed, "bottom") == 0 && (trimmed["clipped"] as? [Any])?.count == 2)
        // Untrimmed, line-height 2 holds both; Firefox ESR 153 ignores text-box.
        #expect((try audit(.clipsOnIOS, "normal")["clipped"] as? [Any])?.isEmpty == true)
        #expect(
            (try audit(.clipsOnIOS, "trim-both cap alphabetic", engine: "firefox-linux")["clipped"] as? [Any])?.isEmpty
                == true)
        // DejaVu Sans has no OS/2 cap height: the edge is the top of H hinted at the size, as Skia
        // measures it (30 px at 40 px, where the outline's is 29.16: Chromium's box is 30 px tall).
        let face = try FontFace(path: fixture(.trueType))
        let letterH = try #require(face.glyphID(for: "H"))
        let hinted = try #require(try face.hintedInkBounds(glyphID: letterH, pixelSize: 40))
        let exact = try #require(try face.inkBounds(glyphID: letterH))
        let scale = 40 / Double(face.metrics.unitsPerEm)
        #expect(face.metrics.capHeight == nil && (exact.yMax * scale).rounded() != hinted.yMax * scale)
        #expect(edge(try audit(.trueType, "trim-both cap alphabetic"), "top") == hinted.yMax * scale)
        let invalid = inkbox("audit", fixture(.trueType), "--platform", "web", "--text-box", "trim-both ex")
        #expect(invalid.status == 64 && invalid.standardError.contains("--text-box"))
    }

    @Test("--engine all audits the web once per engine, each result and report line naming its engine")
    func everyWebEngine() throws {
        let arguments = [
            "audit", fixture(.useTypoMetrics), "--platform", "web,ios", "--engine", "all", "--sizes", "16",
        ]
        let found = try results(inkbox(arguments + ["--format", "json"]))
        #expect(
            found.map { ($0["options"] as? [String: Any])?["engine"] as? String ?? $0["platform"] as? String ?? "" }
                == ["chrome-linux", "firefox-linux", "webkit-linux", "chrome-mac", "safari-ios", "windows", "ios"])
        // Each engine is its own model: Gecko rounds the ascent up where Blink rounds it.
        #expect(edge(found[1], "top") != edge(found[0], "top") || edge(found[1], "bottom") != edge(found[0], "bottom"))
        let text = inkbox(arguments).standardOutput
        #expect(text.contains("web firefox-linux"))
        #expect(text.contains("web webkit-linux"))
        let check = inkbox("check", "--fonts", packageFile("Fonts"), "--engine", "all", "tokens.json")
        #expect(check.status == 64)
        #expect(check.standardError.contains("'--engine all' is for audit and fix"))
    }

    @Test(
        "a size may carry its platform's unit: sp is Android's dp at the default font scale, and a unit the platform does not measure in is refused"
    )
    func sizeUnits() throws {
        let plain = try results(
            inkbox("audit", fixture(.clipsOnIOS), "--platform", "android", "--sizes", "14,18", "--format", "json"))
        let scaled = try results(
            inkbox("audit", fixture(.clipsOnIOS), "--platform", "android", "--sizes", "14sp,18sp", "--format", "json"))
        #expect(scaled.compactMap { $0["pointSize"] as? Double } == [14, 18])
        #expect(NSArray(array: plain) == NSArray(array: scaled))
        let lineHeight = try results(
            inkbox("audit", fixture(.clipsOnIOS), "--size", "17pt", "--line-height", "21pt", "--format", "json"))
        #expect((lineHeight.first?["lineHeight"] as? [String: Double])?["fixed"] == 21)
        let wrong = inkbox("audit", fixture(.clipsOnIOS), "--platform", "android,ios", "--size", "14sp")
        #expect(wrong.status == 64)
        #expect(
            wrong.standardError.contains("invalid value '14sp' for '--size': sp is not ios's unit; it measures in pt"))
    }

    @Test("text sizes: each category or font scale drawn at its size, the declared size kept, the first cut named")
    func textSizes() throws {
        let ios = try results(
            inkbox(
                "audit", fixture(.useTypoMetrics), "--set", "probe", "--size", "17", "--content-size", "l,ax5",
                "--format", "json"))
        #expect(ios.compactMap { $0["pointSize"] as? Double } == [17, 53])
        #expect(ios.compactMap { $0["declaredSize"] as? Double } == [17, 17])
        #expect((ios[1]["textSize"] as? [String: String]) == ["contentSize": "ax5", "textStyle": "body"])
        let android = try results(
            inkbox(
                "audit", fixture(.useTypoMetrics), "--set", "probe", "--platform", "android", "--sizes", "14sp,18sp",
                "--font-scale", "1.3,2", "--format", "json"))
        #expect(android.compactMap { $0["pointSize"] as? Double } == [18.8, 21.6, 26, 30])
        let linear = try results(
            inkbox(
                "audit", fixture(.useTypoMetrics), "--set", "probe", "--platform", "android", "--size", "14",
                "--font-scale", "2", "--font-scaling", "linear", "--format", "json"))
        #expect(linear.first?["pointSize"] as? Double == 28)
        // --api 33: Settings offers up to 1.3, scaled linearly; --font-scaling still says otherwise.
        let android13 = try results(
            inkbox(
                "audit", fixture(.useTypoMetrics), "--set", "probe", "--platform", "android", "--size", "14sp",
                "--font-scale", "all", "--api", "33", "--format", "json"))
        // In 32-bit float, as Java multiplies: 14 x 0.85f is 11.900001.
        #expect(android13.compactMap { $0["pointSize"] as? Double } == [11.900001, 14, 16.1, 18.199999])
        let tables13 = try results(
            inkbox(
                "audit", fixture(.useTypoMetrics), "--set", "probe", "--platform", "android", "--size", "14",
                "--font-scale", "1.3", "--api", "33", "--font-scaling", "nonlinear", "--format", "json"))
        #expect(tables13.first?["pointSize"] as? Double == 18.8)
        #expect(inkbox("audit", fixture(.useTypoMetrics), "--platform", "android", "--api", "latest").status == 64)
        // Flutter on iOS scales along Body's curve whatever --text-style says: 17 x 53 / 17.
        let flutter = try results(
            inkbox(
                "audit", fixture(.useTypoMetrics), "--set", "probe", "--platform", "flutter", "--size", "16",
                "--content-size", "ax5", "--text-style", "caption2", "--format", "json"))
        #expect(flutter.first?["pointSize"] as? Double == 16.0 * 53 / 17)
        // Both kinds of setting on one platform, ordered by how much each grows the size: DejaVu Sans
        // 14 px in a line of 1.1 holds "Jump" at xSmall, 0.85 and Small, and is cut from Medium (x16/17)
        // under a ClipRect.
        let both = inkbox(
            "audit", fixture(.trueType), "--platform", "flutter", "--text", "Jump", "--size", "14",
            "--line-height-multiple", "1.1", "--content-size", "all", "--font-scale", "all", "--edges", "vertical",
            "--overflow", "hidden")
        #expect(both.standardOutput.contains("text size flutter: first cut at Medium, nothing cut below it"))
        // An sp line height scales as the size does; a dp one stays.
        for (lineHeight, expected) in [("20sp", 34.0), ("20", 20.0)] {
            let scaled = try results(
                inkbox(
                    "audit", fixture(.useTypoMetrics), "--set", "probe", "--platform", "android", "--size", "14",
                    "--line-height", lineHeight, "--font-scale", "2", "--format", "json"))
            #expect((scaled.first?["lineHeight"] as? [String: Double])?["fixed"] == expected, "\(lineHeight)")
        }
        // A label pinned to 21 pt holds Lato at 17 pt, not at xLarge's 19 pt: the report says where it starts.
        let pinned = inkbox(
            "audit", fixture(.useTypoMetrics), "--set", "probe", "--size", "17", "--height", "21", "--content-size",
            "all",
            "--edges", "vertical")
        #expect(pinned.standardOutput.contains("text size ios: first cut at xLarge, nothing cut below it"))
        // The worst category first.
        let sections = pinned.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ios       ") }
        #expect(sections.first?.contains("Dynamic Type AX5") == true)
        #expect(inkbox("audit", fixture(.useTypoMetrics), "--content-size", "huge").status == 64)
        #expect(inkbox("audit", fixture(.useTypoMetrics), "--font-scale", "2").status == 64)
    }

    @Test("the platforms side by side read as pinned")
    func textReport() {
        let run = inkbox("audit", fixture(.clipsOnIOS), "--platform", "all", "--sizes", "16", "--set", "probe")
        #expect(run.status == 1)
        expectSnapshot(run.standardOutput, "audit-ipaexg-platforms.txt")
    }

    @Test("font QA view: windows-gdi lists every glyph beyond usWin, with its exact overflow")
    func gdiQA() throws {
        let run = inkbox(
            "audit", fixture(.clipsOnIOS), "--platform", "windows-gdi", "--set", "all", "--size", "512",
            "--edges", "vertical", "--format", "json")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let font = try #require((document["fonts"] as? [[String: Any]])?.first)
        let glyphs = try #require(font["glyphs"] as? [[String: Any]])
        // usWin is 1802 / 401 units; at 512 px per em a unit is a quarter pixel.
        let beyond = glyphs.filter { glyph in
            guard let ink = glyph["inkBounds"] as? [String: Double] else { return false }
            return (ink["yMax"] ?? 0) > 1802 || (ink["yMin"] ?? 0) < -401
        }
        let clipped = try #require(try results(run).first?["clipped"] as? [[String: Any]])
        #expect(!beyond.isEmpty)
        #expect(clipped.count == beyond.count)
        let first = try #require(clipped.first)
        let glyph = try #require(beyond.first { $0["glyphId"] as? Int == first["glyphId"] as? Int })
        let ink = try #require(glyph["inkBounds"] as? [String: Double])
        #expect(abs((first["top"] as? Double ?? 0) - max(0, (ink["yMax"] ?? 0) - 1802) / 4) < 0.0001)
        let advice = try #require(try results(run).first?["advice"] as? [String: Any])
        #expect(advice["onlyFontCanFix"] as? Bool == true)
    }

    @Test("sizes default to each platform's type scale")
    func defaultSizes() throws {
        let found = try results(
            inkbox("audit", fixture(.cff), "--platform", "ios,web", "--set", "probe", "--format", "json"))
        #expect(found.filter { $0["platform"] as? String == "ios" }.count == 10)
        #expect(
            found.filter { $0["platform"] as? String == "web" }.compactMap { $0["pointSize"] as? Double }
                == [12, 14, 16, 18, 20, 24, 32, 40])
    }
}
