import AuditPipeline
import FontFixtures
import Foundation
import JSONText
import Testing

/// The example app in Examples/scan-app: an iOS part (storyboard, XIB, Swift, SwiftUI,
/// Info.plist), an Android part, a CSS part, a Flutter part, a React Native part and a Tailwind
/// part, over the bundled fonts.
private let app = packageFile("Examples/scan-app")

private func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

private func scanDocument() throws -> [[String: Any]] {
    let run = inkbox("scan", "--fonts", FontFixture.directory.path, "--format", "json", app)
    #expect(run.status == 1, "the example clips: \(run.standardError)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    #expect((document["errors"] as? [Any])?.isEmpty == true)
    return try #require(document["usages"] as? [[String: Any]])
}

/// `inkbox scan --format json` of a folder: its usages.
private func scannedUsages(_ folder: String) throws -> [[String: Any]] {
    let run = inkbox("scan", "--format", "json", folder)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    return try #require(document["usages"] as? [[String: Any]])
}

@Suite("inkbox scan")
struct ScanCommandTests {
    @Test("every usage of the example app is found at its line, with its verdict")
    func usages() throws {
        let found = try scanDocument().map { "\($0["file"] ?? ""):\($0["line"] ?? "") \($0["verdict"] ?? "")" }
        // The pass at 7 carries a note (faint ink). The TextView at 46 is wrap_content: the J of
        // "Jump quickly" hangs past its left side, cut, as the declared layout says. Compose and
        // Flutter text is cut only under a clip (Screen.kt:19, main.dart:10), a CSS box only where
        // its rule hides overflow (styles.css:28 has padding to hold the ink); the rest spills, passes.
        #expect(
            found == [
                "android/app/src/main/java/com/example/ui/Screen.kt:19 clip",
                "android/app/src/main/java/com/example/ui/Screen.kt:20 pass",
                "android/app/src/main/java/com/example/ui/Screen.kt:21 unresolved",
                "android/app/src/main/java/com/example/ui/Screen.kt:22 pass",
                "android/app/src/main/java/com/example/ui/Screen.kt:23 pass",
                "android/app/src/main/java/com/example/ui/Screen.kt:24 pass",
                "android/app/src/main/java/com/example/ui/Type.kt:15 pass",
                "android/app/src/main/res/layout/activity_main.xml:7 pass",
                "android/app/src/main/res/layout/activity_main.xml:15 clip",
                "android/app/src/main/res/layout/activity_main.xml:24 pass",
                "android/app/src/main/res/layout/activity_main.xml:31 pass",
                "android/app/src/main/res/layout/activity_main.xml:39 clip",
                "android/app/src/main/res/layout/activity_main.xml:46 clip",
                "flutter/lib/main.dart:5 pass",
                "flutter/lib/main.dart:7 skipped",
                "flutter/lib/main.dart:10 clip",
                "ios/Cell.xib:7 clip",
                "ios/Main.storyboard:10 clip",
                "ios/Main.storyboard:14 clip",
                "ios/Main.storyboard:18 clip",
                "ios/Main.storyboard:26 unresolved",
                "ios/Main.storyboard:31 unresolved",
                "ios/Main.storyboard:36 clip",
                "ios/Typography.swift:20 clip",
                "ios/Typography.swift:21 unresolved",
                "ios/Typography.swift:22 pass",
                "ios/Views.swift:9 clip",
                "ios/Views.swift:10 skipped",
                "ios/Views.swift:16 pass",
                "ios/Views.swift:25 pass",
                "ios/Views.swift:32 clip",
                "ios/Views.swift:41 pass",
                // React Native: a line as tall as the size cuts on iOS; Android keeps font padding.
                "react-native/App.tsx:3 clip",
                "react-native/App.tsx:3 pass",
                "react-native/App.tsx:4 pass",
                "react-native/App.tsx:4 pass",
                // Tailwind: leading-none under truncate cuts; leading-loose holds the ink.
                "tailwind/src/index.html:4 clip",
                "tailwind/src/index.html:6 pass",
                "web/styles.css:7 clip",
                "web/styles.css:14 pass",
                "web/styles.css:22 skipped",
                "web/styles.css:28 pass",
            ])
    }

    @Test("each checked usage is judged exactly as inkbox audit judges that font, size, line height, height and text")
    func sameAsAudit() throws {
        for usage in try scanDocument()
        where usage["verdict"] as? String == "clip" || usage["verdict"] as? String == "pass" {
            let font = try #require(usage["font"] as? [String: Any])
            let platform = try #require(usage["platform"] as? String)
            var arguments = [
                "audit", "--format", "json", "--platform", platform, "--sizes", "\(usage["pointSize"] ?? 0)",
                "--face", "\(font["faceIndex"] ?? 0)",
            ]
            if let object = usage["lineHeight"] as? [String: Double] {
                if let fixed = object["fixed"] {
                    arguments += ["--line-height", "\(fixed)"]
                } else {
                    arguments += [
                        "--line-height-multiple", "\(object["multiplier"] ?? object["platformMultiple"] ?? 1)",
                    ]
                }
            }
            if let height = usage["height"] as? Double { arguments += ["--height", "\(height)"] }
            if let text = usage["text"] as? String { arguments += ["--text", text] }
            for translation in usage["translations"] as? [[String: String]] ?? [] {
                arguments += ["--text", translation["text"] ?? ""]
            }
            if let padding = usage["includeFontPadding"] as? Bool {
                arguments += ["--include-font-padding", padding ? "on" : "off"]
            }
            // Whether its view cuts, and the padding before the cut, as its source declares.
            if let overflow = usage["overflow"] as? String { arguments += ["--overflow", overflow] }
            if let padding = usage["padding"] as? [String: Double] {
                let edges = ["top", "right", "bottom", "left"].map { "\(padding[$0] ?? 0)" }
                arguments += ["--padding", edges.joined(separator: ",")]
            }
            // The view's width as the source declares it (its JSON names it as --width does).
            let width = try #require((usage["results"] as? [[String: Any]])?.first?["width"] as? String)
            #expect(
                !width.contains(" "),
                "\(usage["file"] ?? ""):\(usage["line"] ?? ""): \(width) has a --width name in the example")
            arguments += ["--width", width]
            // Letter spacing as the source declares it (Compose sp, Android and CSS em).
            let spacing = (usage["results"] as? [[String: Any]])?.first?["letterSpacing"]
            if let points = spacing as? Double, points != 0 {
                arguments += ["--letter-spacing", "\(points)"]
            } else if let em = (spacing as? [String: Double])?["em"] {
                arguments += ["--letter-spacing", "\(em)em"]
            }
            // Without its own text, a usage is checked on the languages the app declares for its platform.
            if let characters = usage["characters"] as? String, characters.hasPrefix("languages ") {
                arguments += [
                    "--lang", characters.dropFirst("languages ".count).replacingOccurrences(of: " ", with: ""),
                ]
            }
            let fontFile = try #require(font["file"] as? String)
            arguments.append(fontFile.hasPrefix("/") ? fontFile : packageRoot + fontFile)
            let audit = inkbox(arguments)
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8)) as? [String: Any])
            var expected = try #require(
                ((document["fonts"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
            var actual = try #require((usage["results"] as? [[String: Any]])?.first)
            // A line height of 1 (CSS, TextStyle.height) is a multiple of the size for audit's
            // option and 24 px for the token it becomes: the same line, said two ways. The line
            // box itself is compared.
            expected["lineHeight"] = nil
            actual["lineHeight"] = nil
            // Audit's --text strings have no language; a scanned translation has its folder's,
            // which each clipped glyph of it names. The glyphs themselves are compared.
            let translations = usage["translations"] as? [[String: String]] ?? []
            for glyph in actual["clipped"] as? [[String: Any]] ?? [] {
                let translation = translations.first { $0["text"] == glyph["text"] as? String }
                #expect(glyph["language"] as? String == translation?["language"])
            }
            func withoutLanguages(_ result: inout [String: Any]) {
                result["clipped"] = (result["clipped"] as? [[String: Any]])?.map { glyph in
                    var glyph = glyph
                    glyph["language"] = nil
                    return glyph
                }
            }
            withoutLanguages(&expected)
            withoutLanguages(&actual)
            // A glyph none of the app's strings holds is a warning of scan's (`inkbox.unshipped`):
            // audit, which has no app, calls it the clip it is.
            actual["clipped"] = (actual["clipped"] as? [[String: Any]])?.map { glyph in
                var glyph = glyph
                if glyph["rule"] as? String == "inkbox.unshipped" {
                    (glyph["rule"], glyph["severity"]) = ("inkbox.clips", "error")
                }
                return glyph
            }
            #expect(
                NSDictionary(dictionary: actual).isEqual(to: expected), "\(usage["file"] ?? ""):\(usage["line"] ?? "")")
        }
    }

    @Test(
        "a label with a height constraint shorter than its line is cut at both edges; unresolved and skipped are counted"
    )
    func heightAndCounts() throws {
        let constrained = try #require(
            try scanDocument().first { $0["file"] as? String == "ios/Main.storyboard" && $0["line"] as? Int == 18 })
        let overflow = try #require(
            ((constrained["results"] as? [[String: Any]])?.first?["overflow"]) as? [String: Any])
        #expect((overflow["top"] as? Double ?? 0) > 0 && (overflow["bottom"] as? Double ?? 0) > 0)
        let text = inkbox("scan", "--fonts", FontFixture.directory.path, "--wide", app).standardOutput
        // Check's summary, words and counts: the usages checked, then what could not be.
        #expect(
            text.contains(
                "42 usages (languages en, vi; strings for 28): 16 clip, 0 error, 19 pass (8 with warnings, 2 with notes), "
                    + "4 unresolved, 3 skipped.\n  Findings: 16 errors, 11 warnings, 16 notes."))
        #expect(
            text.split(separator: "\n").contains {
                $0.hasPrefix("  unresolved ") && $0.contains("  Dynamic Type text style UICTFontTextStyleBody")
            })
    }

    @Test(
        "a font file that cannot be read is one error of the scan, naming it, its cause and the usages it leaves; each of them unchecked, never a pass"
    )
    func unreadableFontOnce() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        // A TrueType font cut short: its table directory claims bytes past the end.
        try Data(try Data(contentsOf: URL(fileURLWithPath: fixture(.trueType))).prefix(5000)).write(
            to: URL(fileURLWithPath: folder + "/fonts/Brand.ttf"))
        try write(
            """
            @font-face { font-family: Brand; src: url(fonts/Brand.ttf); }
            .a { font-family: Brand; font-size: 14px; overflow: hidden; }
            .b { font-family: Brand; font-size: 20px; overflow: hidden; }
            .c { font-family: Brand; font-size: 12px; overflow: hidden; }
            """, to: folder + "/site.css")
        let run = inkbox("scan", "--format", "json", folder)
        #expect(run.status == 2)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let errors = try #require(document["errors"] as? [[String: Any]])
        #expect(errors.map { $0["file"] as? String } == [folder + "/fonts/Brand.ttf"])
        let message = try #require(errors.first?["message"] as? String)
        #expect(
            message.hasPrefix("corrupt or truncated font (table ") && message.hasSuffix(": 3 usages of it not checked"))
        let usages = try #require(document["usages"] as? [[String: Any]])
        #expect(usages.map { $0["verdict"] as? String } == ["unresolved", "unresolved", "unresolved"])
        #expect(
            usages.allSatisfy {
                $0["reason"] as? String
                    == "not checked: its font fonts/Brand.ttf cannot be read (an error of this scan says why)"
            })
        // The text report says it once, on standard error, and counts one error.
        let text = inkbox("scan", folder)
        #expect(text.status == 2)
        #expect(text.standardError.components(separatedBy: "corrupt or truncated font").count == 2)
        #expect(text.standardOutput.contains("Findings: 1 error, 0 warnings"))
    }

    @Test("check's reporters: GitHub annotations for errors, one per file and line (--annotate widens), JUnit, HTML")
    func reporters() throws {
        let github = inkbox("scan", "--fonts", FontFixture.directory.path, "--format", "github", app)
        #expect(github.status == 1)
        let lines = github.standardOutput.split(separator: "\n")
        let annotations = lines.filter { $0.hasPrefix("::") }
        // Errors only by default; the warnings and notes are counted in a plain line.
        #expect(annotations.count == 16 && annotations.allSatisfy { $0.hasPrefix("::error file=") })
        #expect(
            lines.contains(
                "inkbox: 11 warnings and 16 notes not annotated (listed in the text and Markdown reports; "
                    + "--annotate warning annotates them)"))
        #expect(
            lines.contains { $0.contains("Main.storyboard,line=18,title=inkbox ios::storyboard label clips at 17 pt") })
        // --annotate note: every finding, still at most one annotation per file and line.
        let every = inkbox(
            "scan", "--fonts", FontFixture.directory.path, "--format", "github", "--annotate", "note", app)
        let all = every.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::") }
        // The file and line of each: what stands between the command and the title.
        let places = all.map { line in
            line.drop { $0 != " " }.split(separator: ",").prefix { !$0.hasPrefix("title=") }.joined(separator: ",")
        }
        #expect(Set(places).count == all.count)
        #expect(all.filter { $0.hasPrefix("::error ") }.count == 16)
        #expect(all.contains { $0.hasPrefix("::notice ") } && all.contains { $0.hasPrefix("::warning ") })
        #expect(!every.standardOutput.contains("not annotated"))
        let junit = inkbox("scan", "--fonts", FontFixture.directory.path, "--format", "junit", app).standardOutput
        #expect(junit.contains("<testsuites name=\"inkbox check\" tests=\"35\" failures=\"16\" errors=\"0\">"))
        let html = inkbox("scan", "--fonts", FontFixture.directory.path, "--format", "html", app).standardOutput
        #expect(html.hasPrefix("<!doctype html>") || html.hasPrefix("<!DOCTYPE html>"))
        // The step summary: errors first, what does not fail below them, and the next step last.
        let markdown = inkbox("scan", "--fonts", FontFixture.directory.path, "--format", "markdown", app)
            .standardOutput
        let table = try #require(markdown.range(of: "| CLIP |"))
        let notFailing = try #require(
            markdown.range(of: "Not failing: 1 cut, in few or no strings shipped (warning), 4 overhangs a side"))
        #expect(table.lowerBound < notFailing.lowerBound)
        #expect(markdown.hasSuffix("then run with `--baseline .inkbox-baseline.json`.\n"))
    }

    @Test(
        "a web family Google Fonts serves (a page's link, next/font/google) ships no file: where it is not found, the usage says where it is downloaded"
    )
    func webGoogleFonts() throws {
        let folder = try scratchFolder()
        try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
        try write(
            """
            <html><head><link href="https://fonts.googleapis.com/css2?family=Pixelify+Sans" rel="stylesheet">
            <style>h1 { font-family: "Pixelify Sans"; font-size: 20px } p { font-family: Brand; font-size: 12px }</style>
            </head><body><h1>Title</h1><p>Text</p></body></html>
            """, to: folder + "/index.html")
        try write(
            """
            import { Inter } from "next/font/google"
            const inter = Inter({ variable: "--font-inter" })
            """, to: folder + "/app/layout.tsx")
        try write(".lead { font-family: var(--font-inter); font-size: 14px }", to: folder + "/app/globals.css")
        let reasons = try scannedUsages(folder).map { ($0["kind"] as? String ?? "", $0["reason"] as? String ?? "") }
        let byKind = Dictionary(reasons, uniquingKeysWith: { first, _ in first })
        #expect(
            byKind["<h1>"]?.hasSuffix(
                "; downloadable font Pixelify Sans (Google Fonts, linked in index.html): looked for by its name among --fonts"
            )
                == true)
        #expect(
            byKind["css .lead"]?.hasSuffix(
                "; downloadable font Inter (next/font/google in app/layout.tsx): looked for by its name among --fonts")
                == true)
        #expect(byKind["<p>"]?.contains("downloadable") == false)
    }

    @Test(
        "--fallback draws what the app's font lacks, as the device's fallback does: text its font has no glyph for is unresolved without it, checked with it"
    )
    func fallbackFonts() throws {
        let folder = try scratchFolder()
        try FileManager.default.createDirectory(atPath: folder + "/assets/fonts", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/lib", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: FontFixture.useTypoMetrics.path, toPath: folder + "/assets/fonts/Brand.ttf")
        try write(
            """
            name: app
            flutter:
              fonts:
                - family: Brand
                  fonts:
                    - asset: assets/fonts/Brand.ttf
            """, to: folder + "/pubspec.yaml")
        try write(
            "final title = Text('日本語', style: TextStyle(fontFamily: 'Brand', fontSize: 16));\n",
            to: folder + "/lib/main.dart")
        let alone = try #require(try scannedUsages(folder).first)
        #expect(alone["verdict"] as? String == "unresolved")
        #expect((alone["reason"] as? String)?.hasSuffix("--fallback FONT draws them)") == true)
        let run = inkbox("scan", "--format", "json", "--fallback", FontFixture.clipsOnIOS.path, folder)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let usage = try #require((document["usages"] as? [[String: Any]])?.first)
        #expect(["pass", "clip"].contains(usage["verdict"] as? String) && run.standardError.isEmpty)
    }

    @Test("text shown in capitals is checked on its languages' capitals: no lower-case descender can fail it")
    func capitals() throws {
        let folder = try scratchFolder()
        try FileManager.default.copyItem(atPath: FontFixture.clipsOnIOS.path, toPath: folder + "/brand.ttf")
        try """
        @font-face { font-family: Brand; src: url(brand.ttf); }
        .caps { font-family: Brand; font-size: 24px; line-height: 1; overflow: hidden; text-transform: uppercase; }
        """.write(toFile: folder + "/site.css", atomically: true, encoding: .utf8)
        let usage = try #require(try scannedUsages(folder).first)
        #expect(usage["characters"] as? String == "capitals of en")
        let clipped = (usage["results"] as? [[String: Any]])?.first?["clipped"] as? [[String: Any]] ?? []
        let characters = clipped.compactMap { $0["char"] as? String }
        #expect(!characters.isEmpty && characters.allSatisfy { $0 == $0.uppercased() }, "\(characters)")
    }

    @Test(
        "each weight and slope of a Flutter family is measured in the asset the files' own styles pick, as the engine matches them, not the pubspec's"
    )
    func flutterWeightFiles() throws {
        let folder = try scratchFolder()
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        // Two upright faces of weight 400 and an italic one; the pubspec calls the second bold and
        // says nothing of the italic's slope: the engine reads each file's own.
        try FileManager.default.copyItem(
            atPath: FontFixture.clipsOnIOS.path, toPath: folder + "/fonts/Brand-Regular.ttf")
        try FileManager.default.copyItem(atPath: FontFixture.trueType.path, toPath: folder + "/fonts/Brand-Bold.ttf")
        try FileManager.default.copyItem(atPath: FontFixture.italic.path, toPath: folder + "/fonts/Brand-Slanted.ttf")
        try """
        flutter:
          fonts:
            - family: Brand
              fonts:
                - asset: fonts/Brand-Regular.ttf
                - asset: fonts/Brand-Bold.ttf
                  weight: 700
                - asset: fonts/Brand-Slanted.ttf
        """.write(toFile: folder + "/pubspec.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/lib", withIntermediateDirectories: true)
        try """
        Widget b() => Column(children: [
          Text('Éj', style: TextStyle(fontFamily: 'Brand', fontSize: 20)),
          Text('Éj', style: TextStyle(fontFamily: 'Brand', fontSize: 20, fontWeight: FontWeight.bold)),
          Text('Éj', style: TextStyle(fontFamily: 'Brand', fontSize: 20, fontStyle: FontStyle.italic)),
        ]);
        """.write(toFile: folder + "/lib/main.dart", atomically: true, encoding: .utf8)
        let usages = try scannedUsages(folder)
        // Bold: no face is heavier than 400, so the first of the upright 400s, as CSS matching
        // (Skia's matchStyleCSS3) keeps the first of equals.
        #expect(
            usages.map { ($0["font"] as? [String: Any])?["file"] as? String } == [
                folder + "/fonts/Brand-Regular.ttf", folder + "/fonts/Brand-Regular.ttf",
                folder + "/fonts/Brand-Slanted.ttf",
            ])
        // The line boxes are each file's own: IPAex Gothic's and Noto Sans Italic's ascents at 20 px differ.
        let ascents = usages.map {
            (($0["results"] as? [[String: Any]])?.first?["lineBox"] as? [String: Any])?["ascent"] as? Double
        }
        #expect(ascents.count == 3 && ascents[0] != nil && ascents[2] != nil && ascents[0] != ascents[2], "\(ascents)")
    }

    @Test(
        "Flutter fontVariations: a variable font is measured at the axes a style sets (a list or a constant naming one), pinned to its ranges as Skia pins them, its wght at the style's weight unless they set it; axes not literal are skipped"
    )
    func flutterFontVariations() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/lib", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: FontFixture.variable.path, toPath: folder + "/fonts/Inter.ttf")
        try """
        flutter:
          fonts:
            - family: Inter
              fonts:
                - asset: fonts/Inter.ttf
        """.write(toFile: folder + "/pubspec.yaml", atomically: true, encoding: .utf8)
        try """
        const List<FontVariation> bold = [FontVariation('wght', 700)];
        Widget b(double w) => Column(children: [
          Text('Åç', style: TextStyle(fontFamily: 'Inter', fontSize: 20, fontVariations: bold)),
          Text('Åç', style: TextStyle(fontFamily: 'Inter', fontSize: 20, fontVariations: [FontVariation.weight(250)])),
          Text('Åç', style: TextStyle(fontFamily: 'Inter', fontSize: 20,
              fontVariations: const <FontVariation>[FontVariation('wght', 5000), FontVariation('wdth', 50)])),
          Text('Åç', style: TextStyle(fontFamily: 'Inter', fontSize: 20, fontVariations: [FontVariation('wght', 900)])),
          Text('Åç', style: TextStyle(fontFamily: 'Inter', fontSize: 20)),
          Text('Åç', style: TextStyle(fontFamily: 'Inter', fontSize: 20, fontVariations: [FontVariation('wght', w)])),
          Text('Åç', style: TextStyle(fontFamily: 'Inter', fontSize: 20, fontWeight: FontWeight.w700)),
          Text('Åç', style: TextStyle(fontFamily: 'Inter', fontSize: 20, fontWeight: FontWeight.w700,
              fontVariations: [FontVariation.weight(250)])),
        ]);
        """.write(toFile: folder + "/lib/main.dart", atomically: true, encoding: .utf8)
        let usages = try scannedUsages(folder)
        try #require(usages.count == 8)
        #expect(
            usages.map { (($0["font"] as? [String: Any])?["axes"] as? [String: Double]) ?? [:] } == [
                ["wght": 700], ["wght": 250], ["wght": 5000, "wdth": 50], ["wght": 900], [:], [:], [:], ["wght": 250],
            ])
        #expect(usages[5]["verdict"] as? String == "skipped")
        #expect((usages[5]["reason"] as? String)?.contains("fontVariations") == true)
        // The top and bottom of the ink each usage was measured with.
        func extremes(_ usage: [String: Any]) -> [Double?] {
            let found = (usage["results"] as? [[String: Any]])?.first?["extremes"] as? [String: [String: Any]]
            return [found?["top"]?["yMax"] as? Double, found?["bottom"]?["yMin"] as? Double]
        }
        // fontTools' ink (BoundsPen) of Å and ç at wght 700 and 250: committed golden data. The
        // engine sets wght to the style's weight unless the variations set it.
        let golden = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                        .appendingPathComponent("FontReadingTests/Golden/fonttools.json"))) as? [String: Any])
        let faces = try #require(golden["faces"] as? [[String: Any]])
        for (usage, variation) in [(usages[0], ["instance": "Bold"]), (usages[1], ["axes": ["wght": 250]])]
            as [([String: Any], [String: Any])]
        {
            let face = try #require(
                faces.first {
                    $0["file"] as? String == "Inter-roman.var.ttf"
                        && NSDictionary(dictionary: $0["variation"] as? [String: Any] ?? [:]).isEqual(to: variation)
                })
            let cmap = Dictionary(
                (face["latinCmap"] as? [[Int]] ?? []).filter { $0.count == 2 }.map { ($0[0], $0[1]) },
                uniquingKeysWith: { first, _ in first })
            let rows = (face["inkBounds"] as? [[Double]] ?? []).filter { $0.count == 5 }
            let ink = "Åç".unicodeScalars.compactMap { scalar in
                cmap[Int(scalar.value)].flatMap { glyph in rows.first { Int($0[0]) == glyph } }
            }
            try #require(ink.count == 2)
            #expect(extremes(usage) == [ink.map { $0[4] }.max(), ink.map { $0[2] }.min()], "\(variation)")
        }
        // 5000 is pinned to the axis's 900, and an axis the font lacks (wdth) is ignored.
        #expect(extremes(usages[2]) == extremes(usages[3]))
        #expect(extremes(usages[3]) != extremes(usages[4]))
    }

    @Test(
        "google_fonts: GoogleFonts.x(...) is a style drawn from the bundled asset its variant names; a variant not bundled is unresolved"
    )
    func googleFonts() throws {
        let folder = try scratchFolder()
        try FileManager.default.createDirectory(atPath: folder + "/assets/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: FontFixture.clipsOnIOS.path, toPath: folder + "/assets/fonts/IPAexGothic-Regular.ttf")
        try FileManager.default.copyItem(
            atPath: FontFixture.trueType.path, toPath: folder + "/assets/fonts/IPAexGothic-BoldItalic.otf")
        try FileManager.default.createDirectory(atPath: folder + "/lib", withIntermediateDirectories: true)
        try """
        const FontWeight _bold = FontWeight.w700;
        final theme = ThemeData(
          textTheme: TextTheme(bodyMedium: GoogleFonts.iPAexGothic(fontSize: 14, height: 1.0)),
        );
        Widget b(BuildContext context) => Column(children: [
          Text('Éj', style: GoogleFonts.iPAexGothic(fontSize: 20)),
          Text('Éj', style: GoogleFonts.iPAexGothic(fontSize: 20, fontWeight: _bold, fontStyle: FontStyle.italic)),
          Text('Éj', style: GoogleFonts.iPAexGothic(fontSize: 20, fontWeight: FontWeight.w500)),
          Text('Éj', style: Theme.of(context).textTheme.bodyMedium),
          Text('Éj', style: GoogleFonts.iPAexGothic(textStyle: base)),
          Text('Éj', style: GoogleFonts.iPAexGothicTextTheme().bodySmall),
        ]);
        """.write(toFile: folder + "/lib/main.dart", atomically: true, encoding: .utf8)
        let usages = try scannedUsages(folder)
        #expect(usages.map { $0["line"] as? Int } == [6, 7, 8, 9, 10])
        #expect(
            usages.map { ($0["font"] as? [String: Any])?["file"] as? String } == [
                folder + "/assets/fonts/IPAexGothic-Regular.ttf", folder + "/assets/fonts/IPAexGothic-BoldItalic.otf",
                nil, folder + "/assets/fonts/IPAexGothic-Regular.ttf", nil,
            ])
        // A Flutter Text cuts nothing: IPAex Gothic's ink past its line box spills (a pass with a warning).
        #expect(usages.map { $0["verdict"] as? String } == ["pass", "pass", "unresolved", "pass", "skipped"])
        #expect(usages.map { $0["severity"] as? String } == ["warning", nil, "note", "warning", "note"])
        #expect((usages[2]["reason"] as? String)?.contains("no font file named IPAexGothic-Medium") == true)
        #expect(usages[3]["pointSize"] as? Double == 14)
    }

    @Test(
        "google_fonts draws a weight its family lacks from the closest variant the package has, and names the family as the package does"
    )
    func googleFontsClosestVariant() throws {
        let folder = try scratchFolder()
        try FileManager.default.createDirectory(atPath: folder + "/assets/fonts", withIntermediateDirectories: true)
        for name in ["Lato-Bold", "IBMPlexSans-Regular"] {
            try FileManager.default.copyItem(
                atPath: FontFixture.clipsOnIOS.path, toPath: folder + "/assets/fonts/\(name).ttf")
        }
        try FileManager.default.copyItem(
            atPath: FontFixture.trueType.path, toPath: folder + "/assets/fonts/Lato-Italic.ttf")
        try FileManager.default.createDirectory(atPath: folder + "/lib", withIntermediateDirectories: true)
        // Lato has 100, 300, 400, 700 and 900, each upright and italic (google_fonts 6.3.0).
        try """
        Widget b(BuildContext context) => Column(children: [
          Text('Éj', style: GoogleFonts.lato(fontSize: 20, fontWeight: FontWeight.w600)),
          Text('Éj', style: GoogleFonts.lato(fontSize: 20, fontWeight: FontWeight.w800)),
          Text('Éj', style: GoogleFonts.lato(fontSize: 20, fontWeight: FontWeight.w500, fontStyle: FontStyle.italic)),
          Text('Éj', style: GoogleFonts.ibmPlexSans(fontSize: 20)),
          Text('Éj', style: TextStyle(fontFamily: GoogleFonts.lato(fontWeight: FontWeight.w600).fontFamily, fontSize: 20)),
          Text('Éj', style: GoogleFonts.lato(fontSize: 20)),
          Text('Éj', style: GoogleFonts.lato(fontSize: 20, fontWeight: FontWeight.w200)),
        ]);
        """.write(toFile: folder + "/lib/main.dart", atomically: true, encoding: .utf8)
        let usages = try scannedUsages(folder)
        let fonts = folder + "/assets/fonts/"
        // 800 is as far from 700 as from 900: the first of equals, 700.
        #expect(
            usages.map { ($0["font"] as? [String: Any])?["file"] as? String } == [
                fonts + "Lato-Bold.ttf", fonts + "Lato-Bold.ttf", fonts + "Lato-Italic.ttf",
                fonts + "IBMPlexSans-Regular.ttf", fonts + "Lato-Bold.ttf", nil, nil,
            ])
        let reasons = usages.map { $0["reason"] as? String ?? "" }
        #expect(reasons[0].contains("google_fonts draws Lato at 600 from its 700 variant, the closest the package has"))
        #expect(reasons[2].contains("google_fonts draws Lato at 500 italic from its 400 italic variant"))
        #expect(!reasons[3].contains("google_fonts draws"))
        #expect(reasons[5] == "Lato: no font file named Lato-Regular in the project or --fonts")
        // An asset not bundled is named as the package draws it, and why.
        #expect(
            reasons[6] == "Lato: no font file named Lato-Thin in the project or --fonts; "
                + "google_fonts draws Lato at 200 from its 100 variant, the closest the package has")
    }

    @Test("an Android TextView centres its line in a fixed height with gravity center; a Button does by default")
    func gravityInHeight() throws {
        let folder = try scratchFolder()
        let res = folder + "/app/src/main/res"
        try FileManager.default.createDirectory(atPath: res + "/layout", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: res + "/font", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: FontFixture.clipsOnIOS.path, toPath: res + "/font/brand.ttf")
        try """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
          <TextView android:fontFamily="@font/brand" android:textSize="15sp" android:layout_height="53dp"
              android:includeFontPadding="false" android:text="Ångström" />
          <TextView android:fontFamily="@font/brand" android:textSize="15sp" android:layout_height="53dp"
              android:includeFontPadding="false" android:gravity="center" android:text="Ångström" />
          <Button android:fontFamily="@font/brand" android:textSize="15sp" android:layout_height="53dp"
              android:includeFontPadding="false" android:text="Ångström" />
        </LinearLayout>
        """.write(toFile: res + "/layout/main.xml", atomically: true, encoding: .utf8)
        let run = inkbox("scan", "--format", "json", folder)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let verdicts = (document["usages"] as? [[String: Any]] ?? []).map { $0["verdict"] as? String }
        // At the top of 53 dp the Å is cut; centred, 19 dp of room hold it.
        #expect(verdicts == ["clip", "pass", "pass"])
    }

    @Test("SARIF results keep their fingerprint when a line above them moves them")
    func sarifFingerprints() throws {
        let folder = try scratchFolder()
        try FileManager.default.copyItem(atPath: FontFixture.clipsOnIOS.path, toPath: folder + "/brand.ttf")
        let rule = ".a { font-family: Brand; font-size: 24px; line-height: 1; overflow: hidden; }"
        func fingerprints(_ above: String) throws -> [String] {
            try "@font-face { font-family: Brand; src: url(brand.ttf); }\n\(above)\(rule)\n".write(
                toFile: folder + "/site.css", atomically: true, encoding: .utf8)
            let sarif = inkbox("scan", "--format", "sarif", folder).standardOutput
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
            let results = try #require((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            return results.filter { $0["ruleId"] as? String == "inkbox.clips" }.compactMap {
                ($0["partialFingerprints"] as? [String: String])?["inkboxFinding/v1"]
            }
        }
        let before = try fingerprints("")
        #expect(before.count == 1 && before.first?.count == 16)
        #expect(try fingerprints("/* moved */\n\n") == before)
    }

    @Test(
        "@font/ names a font-family XML's regular font, a Flutter family its pubspec asset; styles apply, parents first"
    )
    func familyResources() throws {
        let usages = try scanDocument()
        let title = try #require(usages.first { $0["line"] as? Int == 7 })
        #expect(title["text"] as? String == "Special edition")
        #expect(
            title["translations"] as? [[String: String]] == [["language": "vi", "text": "Ấn bản đặc biệt: Chỗ ngồi"]])
        let caption = try #require(usages.first { $0["line"] as? Int == 39 })
        #expect(caption["pointSize"] as? Double == 11 && caption["includeFontPadding"] as? Bool == false)
        let footer = try #require(usages.first { $0["line"] as? Int == 31 })
        #expect((footer["font"] as? [String: Any])?["file"] as? String == relative(FontFixture.clipsOnIOS.path))
        let headline = try #require(
            usages.first { $0["file"] as? String == "flutter/lib/main.dart" && $0["line"] as? Int == 5 })
        #expect((headline["font"] as? [String: Any])?["name"] as? String == "Brand")
        #expect((headline["font"] as? [String: Any])?["file"] as? String == relative(FontFixture.clipsOnIOS.path))
    }

    @Test("Swift: the text a font is set with, the paragraph style its attributes name, relativeTo: at its size")
    func swiftStatements() throws {
        let usages = try scanDocument().filter { $0["file"] as? String == "ios/Views.swift" }
        let byLine = Dictionary(usages.map { ($0["line"] as? Int ?? 0, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byLine[16]?["text"] as? String == "Quý khách")
        #expect(byLine[25]?["text"] as? String == "Jeudi, 9 €")
        #expect(byLine[32]?["text"] as? String == "Ápice")
        #expect(byLine[32]?["lineHeight"] as? [String: Double] == ["fixed": 18])
        #expect(byLine[41]?["kind"] as? String == "Font.custom(_:size:relativeTo:)")
        #expect(byLine[41]?["pointSize"] as? Double == 13 && byLine[41]?["text"] as? String == "Góc")
    }

    @Test("CSS: ink past a rule that hides no overflow spills, a warning that says so; --overflow hidden cuts it")
    func cssOverflow() throws {
        let folder = try scratchFolder()
        try FileManager.default.copyItem(atPath: FontFixture.clipsOnIOS.path, toPath: folder + "/brand.ttf")
        try """
        @font-face { font-family: Brand; src: url(brand.ttf); }
        .open { font-family: Brand; font-size: 24px; line-height: 1; }
        .shut { font-family: Brand; font-size: 24px; line-height: 1; overflow: hidden; }
        .shown { font-family: Brand; font-size: 24px; line-height: 1; overflow: visible; }
        """.write(toFile: folder + "/site.css", atomically: true, encoding: .utf8)
        let run = inkbox("scan", "--wide", folder)
        let text = run.standardOutput.split(separator: "\n")
        let open = try #require(text.first { $0.contains("site.css:2") })
        #expect(open.hasPrefix("  warning ") && open.contains("spills top +"), "\(open)")
        #expect(open.contains("not cut, this rule sets no overflow: its box paints the ink whole"))
        #expect(text.first { $0.contains("site.css:3") }?.hasPrefix("  CLIP ") == true)
        #expect(run.status == 1)
        // --overflow hidden: every box whose rule says nothing is judged as cut; overflow: visible stays.
        let strict = inkbox("scan", "--wide", "--overflow", "hidden", folder).standardOutput.split(separator: "\n")
        #expect(strict.first { $0.contains("site.css:2") }?.hasPrefix("  CLIP ") == true)
        #expect(strict.first { $0.contains("site.css:4") }?.hasPrefix("  warning ") == true)
        let json = inkbox("scan", "--format", "json", folder).standardOutput
        #expect(
            json.contains("\"overflow\": null") && json.contains("\"overflow\": \"hidden\"")
                && json.contains("\"overflow\": \"visible\""))
    }

    @Test("text that scales with the user's text size is checked at every setting, the first that cuts named")
    func textSizes() throws {
        let folder = try scratchFolder()
        try FileManager.default.createDirectory(atPath: folder + "/ios", withIntermediateDirectories: true)
        let layout = folder + "/android/app/src/main/res/layout"
        try FileManager.default.createDirectory(atPath: layout, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: folder + "/android/app/src/main/res/font", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: FontFixture.useTypoMetrics.path, toPath: folder + "/ios/Lato-Regular.ttf")
        try FileManager.default.copyItem(
            atPath: FontFixture.useTypoMetrics.path, toPath: folder + "/android/app/src/main/res/font/lato.ttf")
        try """
        <plist version="1.0"><dict><key>UIAppFonts</key><array><string>Lato-Regular.ttf</string></array></dict></plist>
        """.write(toFile: folder + "/ios/Info.plist", atomically: true, encoding: .utf8)
        // The same 17 pt Lato in a 21 pt line: scaled by UIFontMetrics (it grows with Dynamic Type),
        // and fixed (it does not).
        try """
        let style = NSMutableParagraphStyle()
        style.minimumLineHeight = 21
        style.maximumLineHeight = 21
        let scaled = NSAttributedString(string: "Éclair", attributes: [.font: UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Lato-Regular", size: 17)!), .paragraphStyle: style])
        let fixed = NSAttributedString(string: "Éclair", attributes: [.font: UIFont(name: "Lato-Regular", size: 17)!, .paragraphStyle: style])
        """.write(toFile: folder + "/ios/Title.swift", atomically: true, encoding: .utf8)
        // A TextView pinned to 20 dp: 14 sp follows the font scale, 14 dp does not.
        try """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
            <TextView android:layout_width="wrap_content" android:layout_height="20dp" android:fontFamily="@font/lato" android:textSize="14sp" android:text="Jump" />
            <TextView android:layout_width="wrap_content" android:layout_height="20dp" android:fontFamily="@font/lato" android:textSize="14dp" android:text="Jump" />
        </LinearLayout>
        """.write(toFile: layout + "/main.xml", atomically: true, encoding: .utf8)
        let run = inkbox("scan", "--wide", folder + "/ios", folder + "/android")
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(
            lines.first { $0.contains("Title.swift:4") }?.contains(
                "CLIP     Title.swift:4  UIFont(name:size:)  ios       Lato-Regular, 17 pt, line 21  at Dynamic Type xLarge (body curve), 19 pt (fine below it)"
            ) == true, "\(run.standardOutput)")
        #expect(lines.first { $0.contains("Title.swift:5") }?.hasPrefix("  ok ") == true)
        #expect(
            lines.first { $0.contains("main.xml:2") }?.contains("at font scale 1.15 (non-linear, API 34+), 16.4 dp")
                == true)
        #expect(lines.first { $0.contains("main.xml:3") }?.hasPrefix("  ok ") == true)
        // --api 33: the scales of Android 13, linear.
        let android13 = inkbox("scan", "--wide", "--api", "33", folder + "/android").standardOutput
        #expect(
            android13.split(separator: "\n").first { $0.contains("main.xml:2") }?.contains(
                "at font scale 1.15 (linear), 16.1 dp") == true, "\(android13)")
        let json = inkbox("scan", "--format", "json", folder + "/android").standardOutput
        #expect(json.contains("\"textSize\": {\n        \"fontScale\": 1.15,\n        \"scaling\": \"nonlinear\""))
        let github = inkbox("scan", "--format", "github", folder + "/android").standardOutput
        #expect(github.contains("TextView at font scale 1.15 clips"), "\(github)")
    }

    @Test(
        "a storyboard label pinned to a height in a Dynamic Type text style: unresolved without Apple's system font; with it, the first category that cuts"
    )
    func storyboardDynamicType() throws {
        let folder = try scratchFolder()
        try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects><viewController id="vc"><view key="view" id="root"><subviews>
                <label text="Jump" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    <constraints><constraint firstAttribute="height" constant="21" id="h"/></constraints>
                </label>
                <label text="Jump" adjustsFontForContentSizeCategory="YES" id="L2">
                    <fontDescription key="fontDescription" name="Lato-Regular" family="Lato" pointSize="17"/>
                </label>
            </subviews></view></viewController></objects></scene></scenes>
            <customFonts key="customFonts"><array key="Lato-Regular.ttf"><string>Lato-Regular</string></array></customFonts>
        </document>
        """.write(toFile: folder + "/app/Main.storyboard", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            atPath: FontFixture.useTypoMetrics.path, toPath: folder + "/app/Lato-Regular.ttf")
        let without = inkbox("scan", "--wide", folder + "/app")
        #expect(without.status == 0)
        #expect(
            without.standardOutput.contains(
                "unresolved  Main.storyboard:4  storyboard label  ios       body (SF Pro 400), 17 pt, height 21  "
                    + "Dynamic Type text style UICTFontTextStyleBody: the system font: SF Pro 400 on iOS; "
                    + "pass --fonts with Apple's SF Pro"), "\(without.standardOutput)")
        // Roboto renamed SF Pro stands in for Apple's font, which may not be redistributed.
        try FileManager.default.createDirectory(atPath: folder + "/system", withIntermediateDirectories: true)
        let renamed = try FontFix.patchedFile(FontFixture.androidSystem.path, plans: [], renaming: .family("SF Pro"))
        try Data(renamed).write(to: URL(fileURLWithPath: folder + "/system/SF-Pro.ttf"))
        let run = inkbox("scan", "--wide", "--fonts", folder + "/system", folder + "/app")
        #expect(run.status == 1)
        #expect(
            run.standardOutput.contains(
                "CLIP     Main.storyboard:4  storyboard label  ios       body (SF Pro 400), 17 pt, height 21  "
                    + "at Dynamic Type xxLarge (body curve), 21 pt (fine below it): bottom +"),
            "\(run.standardOutput)")
        // A custom font is not scaled by UIKit, whatever the storyboard asks: said beside its pass.
        #expect(
            run.standardOutput.split(separator: "\n").contains {
                $0.hasPrefix("  ok       Main.storyboard:8")
                    && $0.contains("adjustsFontForContentSizeCategory is set, but UIKit scales only text-style")
            }, "\(run.standardOutput)")
        let json = inkbox("scan", "--format", "json", "--fonts", folder + "/system", folder + "/app").standardOutput
        #expect(json.contains("\"contentSize\": \"xxl\""), "\(json)")
    }

    @Test(
        "Flutter text scales with the platform's setting: the first that cuts is named; an app that sets its own scaling is checked at its size, and told so"
    )
    func flutterTextScaling() throws {
        let folder = try scratchFolder()
        try FileManager.default.createDirectory(atPath: folder + "/lib", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: FontFixture.androidSystem.path, toPath: folder + "/fonts/Roboto-Regular.ttf")
        try """
        name: app
        flutter:
          fonts:
            - family: Roboto
              fonts:
                - asset: fonts/Roboto-Regular.ttf
        """.write(toFile: folder + "/pubspec.yaml", atomically: true, encoding: .utf8)
        try """
        Widget title() => ClipRect(child: Text('Jump', style: TextStyle(fontFamily: 'Roboto', fontSize: 16, height: 1.0)));
        """.write(toFile: folder + "/lib/main.dart", atomically: true, encoding: .utf8)
        // Roboto at 16 px in a line of 1.0 holds "Jump"; at AX1 on iOS (x28/17) it is cut (a ClipRect
        // cuts the Text at its bounds).
        let run = inkbox("scan", "--wide", folder)
        #expect(run.status == 1)
        #expect(
            run.standardOutput.contains(
                "CLIP     lib/main.dart:1  TextStyle  flutter   Roboto, 16 px, line x1 of the size  "
                    + "at Dynamic Type AX1 (body curve), 26.3529 px (fine below it): bottom +"), "\(run.standardOutput)"
        )
        try """
        Widget title() => ClipRect(child: Text('Jump', style: TextStyle(fontFamily: 'Roboto', fontSize: 16, height: 1.0)));
        Widget app(Widget child) => MediaQuery.withClampedTextScaling(maxScaleFactor: 1.5, child: child);
        """.write(toFile: folder + "/lib/main.dart", atomically: true, encoding: .utf8)
        let clamped = inkbox("scan", "--wide", folder)
        #expect(clamped.status == 0)
        #expect(clamped.standardOutput.contains("  ok       lib/main.dart:1  TextStyle  flutter"))
        #expect(
            clamped.standardOutput.contains(
                "the app sets Flutter's text scaling itself (lib/main.dart:2 withClampedTextScaling)"))
        let json = inkbox("scan", "--format", "json", folder).standardOutput
        #expect(
            json.contains("\"flutterTextScaling\": [\n    \"lib/main.dart:2 withClampedTextScaling\"\n  ]"), "\(json)")
    }

    func nothingFound() throws {
        let folder = try scratchFolder()
        try "print(1)".write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
        let run = inkbox("scan", folder)
        #expect(run.status == 2)
        #expect(run.standardError.contains("\(folder): no text usage found: nothing was checked"))
    }

    @Test(
        "the JSON says what each root's scan read: its files, their bytes and its font files, a file it does not read left out"
    )
    func readCounted() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "main.swift": "let label = UILabel()\nlabel.font = UIFont(name: \"Roboto-Regular\", size: 17)\n",
            "locales/fr.json": "{\"title\": \"Été\"}",
            "notes.txt": "not a source",
        ]
        try FileManager.default.createDirectory(atPath: folder + "/locales", withIntermediateDirectories: true)
        for (name, text) in files { try write(text, to: folder + "/" + name) }
        let run = inkbox("scan", "--format", "json", folder)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let read = try #require(document["read"] as? [[String: Any]])
        let bytes = ["main.swift", "locales/fr.json"].map { files[$0]?.utf8.count ?? 0 }.reduce(0, +)
        #expect(read.count == 1)
        #expect(read.first?["root"] as? String == folder)
        #expect(read.first?["files"] as? Int == 2)
        #expect(read.first?["bytes"] as? Int == bytes)
        #expect(read.first?["fontFiles"] as? Int == 0)
    }

    @Test("a paragraph style given a computed value is skipped, not guessed")
    func computedParagraphStyle() throws {
        let folder = try scratchFolder()
        try """
        let style = NSMutableParagraphStyle()
        style.minimumLineHeight = spacing * 2
        let text = NSAttributedString(string: "A", attributes: [.font: UIFont(name: "IPAexGothic", size: 15)!, .paragraphStyle: style])
        """.write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        let run = inkbox("scan", "--fonts", FontFixture.directory.path, "--wide", folder)
        #expect(run.status == 0)
        #expect(
            run.standardOutput.split(separator: "\n").contains {
                $0.hasPrefix("  skipped ")
                    && $0.contains("  paragraph style style is given computed or differing values")
            })
    }

    @Test(
        "Android: the application theme's default text view style applies; a theme's fontFamily wins over a text appearance"
    )
    func androidTheme() throws {
        let themed = try #require(try scanDocument().first { $0["line"] as? Int == 46 })
        #expect(
            (themed["font"] as? [String: Any])?["name"] as? String == "@font/ipaexg"
                && themed["pointSize"] as? Double == 15)

        let folder = try scratchFolder()
        try FileManager.default.createDirectory(atPath: folder + "/res/values", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/res/layout", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/res/font", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: FontFixture.clipsOnIOS.path, toPath: folder + "/res/font/brand.ttf")
        try FileManager.default.copyItem(atPath: fixture(.cff), toPath: folder + "/res/font/plain.otf")
        try """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/Theme.App"/></manifest>
        """.write(toFile: folder + "/AndroidManifest.xml", atomically: true, encoding: .utf8)
        try """
        <resources>
          <style name="Theme.App" parent="Theme.Material3.Light"><item name="android:fontFamily">@font/brand</item></style>
          <style name="Small"><item name="android:fontFamily">@font/plain</item><item name="android:textSize">12sp</item></style>
        </resources>
        """.write(toFile: folder + "/res/values/styles.xml", atomically: true, encoding: .utf8)
        try """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
          <TextView android:textAppearance="@style/Small" android:text="A" />
        </LinearLayout>
        """.write(toFile: folder + "/res/layout/main.xml", atomically: true, encoding: .utf8)
        let json = inkbox("scan", "--format", "json", folder).standardOutput
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let usage = try #require((document["usages"] as? [[String: Any]])?.first)
        #expect((usage["font"] as? [String: Any])?["name"] as? String == "@font/brand")
        #expect(usage["pointSize"] as? Double == 12)
    }

    @Test("a baseline accepts a usage by its file and style: a line moved keeps it, a worse clip fails again")
    func baseline() throws {
        let folder = try scratchFolder()
        let source = #"label.font = UIFont(name: "IPAexGothic", size: 17); label.text = "Ég""#
        try source.write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        let baseline = folder + "/../" + (folder as NSString).lastPathComponent + "-baseline.json"
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        #expect(inkbox("scan", "--fonts", FontFixture.directory.path, folder).status == 1)
        #expect(inkbox("scan", "--fonts", FontFixture.directory.path, "--write-baseline", baseline, folder).status == 0)
        try ("// a comment above\n\n" + source).write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        let accepted = inkbox("scan", "--fonts", FontFixture.directory.path, "--baseline", baseline, "--wide", folder)
        #expect(accepted.status == 0, "\(accepted.standardError)")
        #expect(accepted.standardOutput.contains("A.swift:3") && accepted.standardOutput.contains("accepted"))
        #expect(
            accepted.standardOutput.contains("1 usage (strings): 0 clip, 0 error, 0 pass, 1 accepted by the baseline."))
        // Without its text the label is checked on the font's characters, and clips more than it accepted.
        try #"label.font = UIFont(name: "IPAexGothic", size: 17)"#.write(
            toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        let worse = inkbox(
            "scan", "--fonts", FontFixture.directory.path, "--format", "json", "--baseline", baseline, folder)
        #expect(worse.status == 1)
        #expect(worse.standardOutput.contains("\"baselined\": false"))
    }

    @Test(
        "an iOS app draws only the fonts it registers (UIAppFonts, a storyboard's customFonts, a CTFontManagerRegister call naming the file); a file named for the font with another PostScript name is said so"
    )
    func appFonts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbox-scan-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder + "/Fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture(.cff), toPath: folder + "/Fonts/Cantarell-Regular.otf")
        try #"let font = UIFont(name: "Cantarell-Regular", size: 17)"#.write(
            toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        func plist(_ names: [String]) throws {
            let strings = names.map { "<string>\($0)</string>" }.joined()
            try
                ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>UIAppFonts</key><array>"
                + strings + "</array></dict></plist>").write(
                    toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        }
        // Shipped but registered nowhere: a device draws the system font, and the report says why.
        let nowhere = inkbox("scan", "--format", "json", folder).standardOutput
        #expect(nowhere.contains("\"verdict\": \"unresolved\""))
        #expect(
            nowhere.contains(
                "'Cantarell-Regular' is in Fonts/Cantarell-Regular.otf, which the app does not register"))
        try plist(["Other.ttf"])
        let unregistered = inkbox("scan", "--format", "json", folder).standardOutput
        #expect(unregistered.contains("\"verdict\": \"unresolved\""))
        try plist(["Fonts/Cantarell-Regular.otf"])
        let registered = inkbox("scan", "--format", "json", folder).standardOutput
        #expect(!registered.contains("\"verdict\": \"unresolved\""))
        #expect(registered.contains("Cantarell-Regular.otf"))
        try FileManager.default.removeItem(atPath: folder + "/Info.plist")
        // Registered in code, by a literal file name next to a CTFontManagerRegister call.
        try """
        let url = Bundle.main.url(forResource: "Cantarell-Regular", withExtension: "otf")!
        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
        """.write(toFile: folder + "/Fonts.swift", atomically: true, encoding: .utf8)
        let inCode = inkbox("scan", "--format", "json", folder).standardOutput
        #expect(!inCode.contains("\"verdict\": \"unresolved\""))
        #expect(inCode.contains("Cantarell-Regular.otf"))
        // A registered file named for the font, whose PostScript name is another: both names are said.
        try FileManager.default.moveItem(
            atPath: folder + "/Fonts/Cantarell-Regular.otf", toPath: folder + "/Fonts/Brand-Regular.otf")
        try #"let font = UIFont(name: "Brand-Regular", size: 17)"#.write(
            toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        try #"for name in ["Brand-Regular.otf"] { CTFontManagerRegisterFontsForURL(url(name), .process, nil) }"#
            .write(toFile: folder + "/Fonts.swift", atomically: true, encoding: .utf8)
        let renamed = inkbox("scan", "--format", "json", folder).standardOutput
        #expect(renamed.contains("\"verdict\": \"unresolved\""))
        #expect(
            renamed.contains(
                "'Brand-Regular' is no font's PostScript name: Fonts/Brand-Regular.otf's is 'Cantarell-Regular' "
                    + "(the name UIFont(name:) and Font.custom take): a device draws the system font instead"))
        // A storyboard registers the fonts its customFonts element lists (Xcode adds them to UIAppFonts).
        try FileManager.default.removeItem(atPath: folder + "/Fonts.swift")
        try FileManager.default.removeItem(atPath: folder + "/A.swift")
        func storyboard(_ customFonts: String) throws {
            try """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene>
            <label text="Ab" id="a"><fontDescription key="fontDescription" name="Cantarell-Regular" \
            family="Cantarell" pointSize="17"/></label></scene></scenes>\(customFonts)</document>
            """.write(toFile: folder + "/Main.storyboard", atomically: true, encoding: .utf8)
        }
        try storyboard("")
        #expect(inkbox("scan", "--format", "json", folder).standardOutput.contains("\"verdict\": \"unresolved\""))
        try storyboard(
            #"<customFonts key="customFonts"><array key="Brand-Regular.otf"><string>Cantarell-Regular</string></array></customFonts>"#
        )
        let storyboarded = inkbox("scan", "--format", "json", folder).standardOutput
        #expect(!storyboarded.contains("\"verdict\": \"unresolved\""), "\(storyboarded)")
        #expect(storyboarded.contains("Brand-Regular.otf"))
    }

    @Test(
        "Android's own families (sans-serif-medium, no family at all) are checked against the device's fonts given with --fonts, never the app's"
    )
    func platformFamilies() throws {
        let folder = try scratchFolder()
        try FileManager.default.createDirectory(atPath: folder + "/res/layout", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/res/font", withIntermediateDirectories: true)
        // The app ships a Roboto of its own: a device draws its system Roboto for sans-serif all the same.
        try FileManager.default.copyItem(atPath: fixture(.androidSystem), toPath: folder + "/res/font/roboto.ttf")
        try """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
          <TextView android:fontFamily="sans-serif-medium" android:textSize="16sp" android:text="Ágj" />
          <TextView android:textSize="14sp" android:text="Ágj" />
          <TextView android:fontFamily="sans-serif" android:text="Ágj" />
          <TextView android:textSize="24sp" android:text="\\ue54e" />
        </LinearLayout>
        """.write(toFile: folder + "/res/layout/a.xml", atomically: true, encoding: .utf8)
        // A Compose Typography style that names no family has Compose's default, FontFamily.Default.
        try FileManager.default.createDirectory(atPath: folder + "/ui", withIntermediateDirectories: true)
        try "val AppTypography = Typography(bodyLarge = TextStyle(fontSize = 16.sp, lineHeight = 24.sp))".write(
            toFile: folder + "/ui/Type.kt", atomically: true, encoding: .utf8)
        try #"@Composable fun Screen() { Text("Ágj", style = MaterialTheme.typography.bodyLarge) }"#.write(
            toFile: folder + "/ui/Screen.kt", atomically: true, encoding: .utf8)
        func usages(_ arguments: String...) throws -> [[String: Any]] {
            let run = inkbox(["scan", "--format", "json"] + arguments + [folder])
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            return try #require(document["usages"] as? [[String: Any]])
        }
        let without = try usages()
        #expect(
            without.map { $0["verdict"] as? String } == [
                "unresolved", "unresolved", "unresolved", "skipped", "unresolved",
            ])
        #expect(
            (without[4]["reason"] as? String)?.hasPrefix(
                "the platform family FontFamily.Default: Roboto 400 on an AOSP device") == true)
        // An icon font's character (set in code): skipped, never measured in the text font.
        #expect(
            without[3]["reason"] as? String
                == "its text is private-use characters (an icon font's), drawn by a font set at run time")
        #expect(
            without[0]["reason"] as? String
                == "the platform family sans-serif-medium: Roboto 500 on an AOSP device (fonts.xml); "
                + "pass --fonts with the device's fonts to check it")
        #expect((without[1]["reason"] as? String)?.hasPrefix("no fontFamily: the platform font: Roboto 400") == true)
        let given = try usages("--fonts", fixture(.androidSystem))
        #expect(given.map { $0["verdict"] as? String } == ["pass", "pass", "unresolved", "skipped", "pass"])
        #expect(given[4]["pointSize"] as? Double == 16 && given[4]["lineHeight"] as? [String: Double] == ["fixed": 24])
        #expect(
            given[2]["reason"] as? String
                == "the platform family sans-serif, with no size declared (the theme's default, not read)")
        // Judged as `inkbox audit` judges Roboto at that size and text on Android.
        for (usage, size) in zip(given.prefix(2), ["16", "14"]) {
            let font = try #require(usage["font"] as? [String: Any])
            #expect((font["file"] as? String)?.hasSuffix("Fonts/Roboto-Regular.ttf") == true)
            let audit = inkbox(
                "audit", "--format", "json", "--platform", "android", "--sizes", size, "--text", "Ágj",
                fixture(.androidSystem))
            let results = try #require((usage["results"] as? [[String: Any]])?.first)
            let audited = try #require(
                ((try JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8)) as? [String: Any])?["fonts"]
                    as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            #expect(results["lineBox"] as? [String: Double] == audited.first?["lineBox"] as? [String: Double])
            #expect((results["clipped"] as? [Any])?.count == (audited.first?["clipped"] as? [Any])?.count)
        }
    }

    @Test("rules of a minified style sheet, all on one line, are told apart by their column in JSON, GitHub and SARIF")
    func minifiedColumns() throws {
        let folder = try scratchFolder()
        let css = ".a{font-family:Lato;font-size:12px}.b{font-family:Lato;font-size:14px;line-height:var(--x)}"
        try css.write(toFile: folder + "/site.min.css", atomically: true, encoding: .utf8)
        let run = inkbox("scan", "--fonts", fixture(.useTypoMetrics), "--format", "json", folder)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let usages = try #require(document["usages"] as? [[String: Any]])
        #expect(usages.map { $0["line"] as? Int } == [1, 1])
        #expect(usages.map { $0["column"] as? Int } == [3, 38])
        // The first is checked (an error or a pass), the second skipped (a note): each at its column.
        let github = inkbox(
            "scan", "--fonts", fixture(.useTypoMetrics), "--format", "github", "--annotate", "note", folder
        ).standardOutput
        #expect(github.contains("site.min.css,line=1,col=38,title=inkbox web::css .b: skipped"))
        let sarif = inkbox("scan", "--fonts", fixture(.useTypoMetrics), "--format", "sarif", folder).standardOutput
        #expect(sarif.contains("\"startColumn\": 38") || sarif.contains("\"startColumn\":38"))
    }

    @Test(
        "a translation that clips is named by its language in the text report, JSON and GitHub annotations, once however many modules translate it"
    )
    func clippingTranslation() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let res = folder + "/app/src/main/res"
        for sub in ["font", "layout", "values", "values-es"] {
            try FileManager.default.createDirectory(atPath: res + "/" + sub, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(atPath: fixture(.clipsOnIOS), toPath: res + "/font/ipaexg.ttf")
        try """
        <TextView xmlns:android="http://schemas.android.com/apk/res/android"
            android:layout_width="wrap_content" android:layout_height="16dp" android:includeFontPadding="false"
            android:fontFamily="@font/ipaexg" android:textSize="14sp" android:text="@string/tag" />
        """.write(toFile: res + "/layout/main.xml", atomically: true, encoding: .utf8)
        try #"<resources><string name="tag">ace</string></resources>"#.write(
            toFile: res + "/values/strings.xml", atomically: true, encoding: .utf8)
        try #"<resources><string name="tag">Ágata</string></resources>"#.write(
            toFile: res + "/values-es/strings.xml", atomically: true, encoding: .utf8)
        // Another module's Spanish for the same name: one text a locale, the first in path order.
        try FileManager.default.createDirectory(
            atPath: folder + "/lib/src/main/res/values-es", withIntermediateDirectories: true)
        try #"<resources><string name="tag">Ágata</string></resources>"#.write(
            toFile: folder + "/lib/src/main/res/values-es/strings.xml", atomically: true, encoding: .utf8)
        let text = inkbox("scan", folder)
        #expect(text.status == 1, "\(text.standardOutput)")
        #expect(text.standardOutput.contains(#""ace" · es "Ágata""#), "\(text.standardOutput)")
        let github = inkbox("scan", "--format", "github", folder).standardOutput
        #expect(github.contains("[Á]gata (es) +"), "\(github)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(inkbox("scan", "--format", "json", folder).standardOutput.utf8))
                as? [String: Any])
        let usage = try #require((json["usages"] as? [[String: Any]])?.first)
        let clipped = try #require((usage["results"] as? [[String: Any]])?.first?["clipped"] as? [[String: Any]])
        #expect(clipped.map { $0["language"] as? String } == ["es"])
        #expect(clipped.map { $0["text"] as? String } == ["Ágata"])
    }

    @Test(
        "where a label's text is not known, a character none of the app's strings holds is cut only in text it does not ship: a warning"
    )
    func unshippedCharacters() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for language in ["en", "fr"] {
            try FileManager.default.createDirectory(
                atPath: folder + "/App/\(language).lproj", withIntermediateDirectories: true)
            try #""title" = "Étape 1 à 2";"#.write(
                toFile: folder + "/App/\(language).lproj/Localizable.strings", atomically: true, encoding: .utf8)
        }
        try #"label.font = UIFont(name: "IPAexGothic", size: 28)"#.write(
            toFile: folder + "/App/Views.swift", atomically: true, encoding: .utf8)
        func clipped(_ options: String...) throws -> [String: (rule: String, severity: String)] {
            let run = inkbox(["scan", "--fonts", FontFixture.directory.path, "--format", "json"] + options + [folder])
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            let usage = try #require((json["usages"] as? [[String: Any]])?.first)
            let items = try #require((usage["results"] as? [[String: Any]])?.first?["clipped"] as? [[String: Any]])
            return Dictionary(
                items.compactMap { item in
                    (item["char"] as? String).map {
                        ($0, (item["rule"] as? String ?? "", item["severity"] as? String ?? ""))
                    }
                }, uniquingKeysWith: { first, _ in first })
        }
        // IPAex Gothic's line box cuts the tops of É and Å: É is in the app's strings, Å in none.
        let shipped = try clipped()
        #expect(shipped["É"]?.rule == "inkbox.clips" && shipped["É"]?.severity == "error")
        #expect(shipped["Å"]?.rule == "inkbox.unshipped" && shipped["Å"]?.severity == "warning")
        // The strings hold à, not À: a label not shown in capitals does not ship À, unless the
        // app upper-cases its strings where no view says so (`--shown-case capitals-too`).
        #expect(shipped["À"]?.rule == "inkbox.unshipped")
        let capitals = try clipped("--shown-case", "capitals-too")
        #expect(capitals["À"]?.rule == "inkbox.clips" && capitals["Å"]?.rule == "inkbox.unshipped")
        // A strings file inkbox cannot read (an old-style property list): the app's strings are not
        // known whole, so every character of its languages counts.
        try #"{ title = "Titre"; }"#.write(
            toFile: folder + "/App/fr.lproj/InfoPlist.strings", atomically: true, encoding: .utf8)
        let unknown = try clipped()
        #expect(unknown["Å"]?.rule == "inkbox.clips" && unknown["Å"]?.severity == "error")
    }

    @Test(
        "where a Text's text is not known, a character fewer than 1 in 100 of the app's strings hold is rare in it: a warning; a known text that shows it is cut, an error; --rare-share 0 counts every one"
    )
    func rareCharacters() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 300 strings, and one that holds É.
        let lines = (1...300).map { "const s\($0) = 'Line \($0)';" }.joined(separator: "\n")
        try """
        import { StyleSheet, Text } from 'react-native';
        \(lines)
        export const A = ({ label }) => <Text style={styles.t}>{label}</Text>;
        export const B = () => <Text style={styles.t}>Étape</Text>;
        const styles = StyleSheet.create({ t: { fontFamily: 'IPAexGothic', fontSize: 28 } });
        """.write(toFile: folder + "/App.tsx", atomically: true, encoding: .utf8)
        func verdicts(_ options: String...) throws -> [String] {
            let run = inkbox(["scan", "--fonts", FontFixture.directory.path, "--format", "json"] + options + [folder])
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            let usages = try #require(json["usages"] as? [[String: Any]]).filter {
                $0["platform"] as? String == "react-native-ios"
            }
            return usages.map { usage in
                let items = (usage["results"] as? [[String: Any]])?.first?["clipped"] as? [[String: Any]] ?? []
                let cut = items.first {
                    ($0["char"] ?? $0["text"]) as? String == "É" || $0["text"] as? String == "Étape"
                }
                return "\(usage["verdict"] ?? "") \(cut?["rule"] ?? "-")"
            }
        }
        // IPAex Gothic cuts É's top: in the unknown label it is rare (1 of 301 strings), a warning,
        // as are the letters "Line N" does not hold; in the known text it is shown, an error.
        #expect(try verdicts() == ["pass inkbox.unshipped", "clip inkbox.clips"])
        #expect(try verdicts("--rare-share", "0") == ["clip inkbox.clips", "clip inkbox.clips"])
        // An app that declares no language and whose strings are mostly Japanese: its text not known
        // is Japanese, whose letters do not include the g every string holds.
        let japanese = (1...30).map { "const s\($0) = 'ログイン gyp \($0)';" }.joined(separator: "\n")
        try """
        import { StyleSheet, Text } from 'react-native';
        \(japanese)
        export const A = ({ label }) => <Text style={styles.t}>{label}</Text>;
        const styles = StyleSheet.create({ t: { fontFamily: 'IPAexGothic', fontSize: 28 } });
        """.write(toFile: folder + "/App.tsx", atomically: true, encoding: .utf8)
        func cuts(_ options: String...) throws -> Set<String> {
            let run = inkbox(["scan", "--fonts", FontFixture.directory.path, "--format", "json"] + options + [folder])
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            let usage = try #require((json["usages"] as? [[String: Any]])?.first)
            let items = (usage["results"] as? [[String: Any]])?.first?["clipped"] as? [[String: Any]] ?? []
            return Set(items.compactMap { $0["char"] as? String })
        }
        #expect(try !cuts().contains("g"))
        #expect(try cuts("--lang", "en").contains("g"))
        let text = inkbox(["scan", "--fonts", FontFixture.directory.path, folder]).standardOutput
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("most of its strings are in ja's script: text not known is checked in ja"))
        let asked = inkbox(["scan", "--fonts", FontFixture.directory.path, "--lang", "en", folder]).standardOutput
        #expect(!asked.contains("most of its strings"))
        // One that declares English (a scaffold's default, as `<html lang="en">` often is) with its
        // strings mostly Japanese: its text not known is checked in both.
        try FileManager.default.createDirectory(atPath: folder + "/locales", withIntermediateDirectories: true)
        try #"{ "login": "Log in" }"#.write(toFile: folder + "/locales/en.json", atomically: true, encoding: .utf8)
        #expect(try cuts().contains("g"))
        let both = inkbox(["scan", "--fonts", FontFixture.directory.path, folder]).standardOutput
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(both.contains("which no language it declares is written in: text not known is checked in ja too"))
        #expect(both.contains("languages en, ja"))
        // A quarter of them Cyrillic, beside English declared: Russian too (CLDR's Russian holds a to z
        // among its auxiliary letters: only its Cyrillic ones say it is written otherwise).
        let cyrillic =
            (1...10).map { "const r\($0) = 'Воробей \($0)';" } + (1...30).map { "const e\($0) = 'Lawyer \($0)';" }
        try """
        import { StyleSheet, Text } from 'react-native';
        \(cyrillic.joined(separator: "\n"))
        export const A = ({ label }) => <Text style={styles.t}>{label}</Text>;
        const styles = StyleSheet.create({ t: { fontFamily: 'IPAexGothic', fontSize: 28 } });
        """.write(toFile: folder + "/App.tsx", atomically: true, encoding: .utf8)
        let russian = inkbox(["scan", "--fonts", FontFixture.directory.path, folder]).standardOutput
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(russian.contains("languages en, ru") && russian.contains("text not known is checked in ru too"))
    }

    @Test(
        "a style whose font maps none of the characters checked (an icon font) is unresolved, never an error or a pass")
    func fontWithoutTheCharacters() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ".icon { font-family: 'DejaVu Sans'; font-size: 16px; }".write(
            toFile: folder + "/a.css", atomically: true, encoding: .utf8)
        // DejaVu Sans has no kanji: as an icon font has none of a language's letters.
        let run = inkbox("scan", "--fonts", FontFixture.directory.path, "--chars", "漢字", "--format", "json", folder)
        #expect(run.status == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let usage = try #require((json["usages"] as? [[String: Any]])?.first)
        #expect(usage["verdict"] as? String == "unresolved")
        #expect((usage["reason"] as? String)?.contains("maps none of the characters checked") == true)
        // One it maps but draws no ink for (a space) stays an error: nothing was measured.
        let blank = inkbox("scan", "--fonts", FontFixture.directory.path, "--chars", " ", "--format", "json", folder)
        #expect(blank.status == 2)
    }

    @Test("a file that is not well-formed XML is an error naming it; the rest is still scanned")
    func malformed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbox-scan-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "<document><label".write(toFile: folder + "/Broken.storyboard", atomically: true, encoding: .utf8)
        try #"let font = UIFont(name: "IPAexGothic", size: 17)"#.write(
            toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        let run = inkbox("scan", "--fonts", FontFixture.directory.path, folder)
        #expect(run.status == 2)
        #expect(run.standardError.contains("Broken.storyboard:1: not well-formed XML"))
        #expect(run.standardOutput.contains("\n  A.swift\n"))
    }

    @Test(
        "Compose: a Kotlin TextStyle is checked on compose with its FontFamily's font from res/font, as audit judges it"
    )
    func compose() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(
            atPath: folder + "/app/src/main/res/font", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: fixture(.clipsOnIOS), toPath: folder + "/app/src/main/res/font/ipaexg.ttf")
        try """
        val Gothic = FontFamily(Font(R.font.ipaexg))
        val Body = TextStyle(fontFamily = Gothic, fontSize = 17.sp, lineHeight = 18.sp)
        """.write(toFile: folder + "/app/src/main/Type.kt", atomically: true, encoding: .utf8)
        let run = inkbox("scan", "--format", "json", folder)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let usage = try #require((document["usages"] as? [[String: Any]])?.first)
        #expect(
            usage["platform"] as? String == "compose" && usage["line"] as? Int == 2
                && usage["kind"] as? String == "TextStyle")
        #expect(((usage["font"] as? [String: Any])?["file"] as? String)?.hasSuffix("res/font/ipaexg.ttf") == true)
        // The same size and line height as `inkbox audit --platform compose`: the verdict and its numbers agree.
        let audit = inkbox(
            "audit", fixture(.clipsOnIOS), "--platform", "compose", "--size", "17", "--line-height", "18",
            "--format", "json"
        ).standardOutput
        let auditResult = try #require(
            ((try JSONSerialization.jsonObject(with: Data(audit.utf8)) as? [String: Any])?["fonts"] as? [[String: Any]])?
                .first?["results"] as? [[String: Any]])
        let scanResult = try #require(usage["results"] as? [[String: Any]])
        #expect(
            (scanResult.first?["overflow"] as? [String: Double])
                == (auditResult.first?["overflow"] as? [String: Double]))
        #expect(usage["verdict"] as? String == (run.status == 1 ? "clip" : "pass"))
    }

    @Test(
        "text the usage's font draws none of (an emoji alone) is unresolved, the fallback named: never an error or a pass"
    )
    func textTheFontLacks() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(
            atPath: folder + "/app/src/main/res/font", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: fixture(.clipsOnIOS), toPath: folder + "/app/src/main/res/font/ipaexg.ttf")
        try """
        val Gothic = FontFamily(Font(R.font.ipaexg))
        @Composable fun Alarm() {
            Text("🚨", style = TextStyle(fontFamily = Gothic, fontSize = 17.sp))
            Text("Ápice 🚨", style = TextStyle(fontFamily = Gothic, fontSize = 17.sp))
        }
        """.write(toFile: folder + "/app/src/main/Alarm.kt", atomically: true, encoding: .utf8)
        let run = inkbox("scan", "--format", "json", folder)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let usages = try #require(document["usages"] as? [[String: Any]])
        #expect(usages.map { $0["text"] as? String } == ["🚨", "Ápice 🚨"])
        #expect(usages.map { $0["verdict"] as? String } == ["unresolved", "pass"])
        #expect((usages.first?["reason"] as? String)?.contains("--fallback FONT draws them") == true)
        #expect(run.status == 0)
    }

    @Test("--exclude leaves out what it matches below the root, by path or by name, as for fonts")
    func exclude() throws {
        let all = try scanDocument().count
        let run = inkbox(
            "scan", "--fonts", FontFixture.directory.path, "--format", "json", "--exclude", "web/*",
            "--exclude", "Typography.swift", app)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let files = (document["usages"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        #expect(files.count == all - 7)  // the four CSS rules and the three SwiftUI references
        #expect(!files.contains { $0.hasPrefix("web/") || $0.hasSuffix("Typography.swift") })
    }

    @Test(
        "a document's descendant rule reaches the element it styles: its line height cuts the span's j, an error at the span, as audit says"
    )
    func documentCascade() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
        .day { font-family: IPAexGothic; font-size: 14px; }
        .day span { line-height: 1; overflow: hidden; }
        """.write(toFile: folder + "/site.css", atomically: true, encoding: .utf8)
        try """
        <html><head><link rel="stylesheet" href="site.css"></head>
        <body><div class="day">
          <span>jour</span></div></body></html>
        """.write(toFile: folder + "/index.html", atomically: true, encoding: .utf8)
        let run = inkbox("scan", "--fonts", FontFixture.directory.path, "--format", "json", folder)
        #expect(run.status == 1)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let usages = try #require(json["usages"] as? [[String: Any]])
        // The `.day` rule and `.day span` are read through the document: one usage, the span.
        #expect(usages.count == 1)
        let usage = try #require(usages.first)
        #expect(usage["file"] as? String == "index.html" && usage["line"] as? Int == 3)
        #expect(usage["kind"] as? String == "<span>" && usage["via"] as? String == "site.css:1, site.css:2")
        #expect(usage["verdict"] as? String == "clip")
        let clipped = try #require((usage["results"] as? [[String: Any]])?.first?["clipped"] as? [[String: Any]])
        #expect(clipped.contains { $0["text"] as? String == "jour" && $0["severity"] as? String == "error" })
        // The same font, size and line height in audit cut the same j by the same amount.
        let audit = inkbox(
            "audit", FontFixture.directory.path + "/ipaexg.ttf", "--platform", "web", "--overflow", "hidden", "--size",
            "14", "--line-height-multiple", "1", "--text", "jour", "--format", "json")
        let auditJSON = try #require(
            try JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8)) as? [String: Any])
        let auditResult = try #require(
            ((auditJSON["fonts"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let overflow = try #require(auditResult["overflow"] as? [String: Double])
        #expect(overflow == ((usage["results"] as? [[String: Any]])?.first?["overflow"] as? [String: Double]))
    }

    @Test(
        "React Native: a Text whose style names the file's sheet styles is a usage of them merged in order, with its text; a condition or a prop in it is not merged, and said"
    )
    func reactNativeStyledTexts() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fonts = folder + "/android/app/src/main/assets/fonts"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: FontFixture.directory.path + "/ipaexg.ttf", toPath: fonts + "/IPAexGothic.ttf")
        try """
        import { StyleSheet, Text, TextInput } from 'react-native';
        export const Card = ({ active }) => (
          <>
            <Text>Don't wait</Text>
            <Text style={styles.title}>Ångström</Text>
            <Text
              numberOfLines={1}
              style={[styles.body, { fontSize: 18, lineHeight: 40 }]}>Åpen</Text>
            <TextInput style={styles.field} />
            <Text style={[styles.caption, active && styles.strong]}>x</Text>
            <Text style={[styles.badge, props.style]}>y</Text>
          </>
        );
        const styles = StyleSheet.create({
          title: { fontFamily: 'IPAexGothic', fontSize: 16, lineHeight: 16 },
          body: { fontFamily: 'IPAexGothic', fontSize: 14, lineHeight: 14 },
          field: { fontFamily: 'IPAexGothic', fontSize: 15 },
          caption: { fontFamily: 'IPAexGothic', fontSize: 11 },
          strong: { fontFamily: 'IPAexGothic', fontWeight: '600', fontSize: 11 },
          badge: { fontFamily: 'IPAexGothic', fontSize: 12, height: 12 },
        });
        """.write(toFile: folder + "/Card.tsx", atomically: true, encoding: .utf8)
        let usages = try scannedUsages(folder).filter { $0["platform"] as? String == "react-native-ios" }
        let rows = usages.map { usage in
            [
                "\(usage["line"] ?? "")", usage["kind"] as? String ?? "", usage["text"] as? String ?? "-",
                (usage["pointSize"] as? Double).map { "\(Int($0))" } ?? "-",
                (usage["lineHeight"] as? [String: Double])?["fixed"].map { "\(Int($0))" } ?? "-",
                (usage["height"] as? Double).map { "height \(Int($0))" } ?? "-",
            ].joined(separator: " ")
        }
        // JSX text's apostrophe (`Don't`) opens no string: the elements after it are read.
        #expect(
            rows == [
                "5 Text style={styles.title} Ångström 16 16 -",
                // The inline object's size and line height over the sheet style's.
                "6 Text style={styles.body} Åpen 18 40 -",
                "9 TextInput style={styles.field} - 15 - -",
                // A condition or a prop in the array is not merged, and said; a style only a
                // condition names stays a usage at its own line.
                "10 Text style={styles.caption} x 11 - -",
                "11 Text style={styles.badge} y 12 - height 12",
                "19 StyleSheet strong - 11 - -",
            ])
        let notes = try scannedUsages(folder).compactMap { $0["reason"] as? String }.filter {
            $0.contains("checked without")
        }
        #expect(
            Set(notes) == [
                "checked without the style items that are not this file's sheet styles or objects: active && styles.strong",
                "checked without the style items that are not this file's sheet styles or objects: props.style",
            ])
    }

    @Test(
        "React Native: each StyleSheet style and inline style={{...}} naming a fontFamily is a usage on iOS and Android, resolved as each platform draws it"
    )
    func reactNativeStyles() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fonts = folder + "/android/app/src/main/assets/fonts"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        // The family's file by name, as React Native's Android asset lookup and `react-native link` want it.
        try FileManager.default.copyItem(
            atPath: FontFixture.directory.path + "/ipaexg.ttf", toPath: fonts + "/IPAexGothic.ttf")
        try """
        import { StyleSheet, Text } from 'react-native';
        export const styles = StyleSheet.create({
          tight: { fontFamily: 'IPAexGothic', fontSize: 16, lineHeight: 16 },
          'roomy': {
            fontFamily: "IPAexGothic", fontSize: 16, lineHeight: 40,
          },
          bold: { fontFamily: 'IPAexGothic', fontWeight: 'bold', fontSize: 20, textTransform: 'uppercase' },
          system: { fontSize: 14 },
          computed: { fontFamily: theme.font, fontSize: 12 },
          weighted: { fontFamily: 'IPAexGothic', fontSize: 12, fontWeight: theme.bold, letterSpacing: -0.5 },
          sizeless: { fontFamily: 'IPAexGothic' },
        });
        // StyleSheet.create({ hidden: { fontFamily: 'IPAexGothic', fontSize: 9 } })
        const label = "style={{ fontFamily: 'IPAexGothic', fontSize: 9 }}";
        export const Title = () => <Text style={{ fontFamily: 'IPAexGothic', fontSize: 12, includeFontPadding: false }}>Éj</Text>;
        """.write(toFile: folder + "/App.tsx", atomically: true, encoding: .utf8)
        // The sheet's styles are another file's to draw (`ScriptWords`): this one takes it whole.
        try "import { styles } from './App';\nexport const themed = (look: keyof typeof styles) => styles[look];\n"
            .write(toFile: folder + "/Themed.tsx", atomically: true, encoding: .utf8)
        // A bundle past the file limit (8 MiB) is generated, not a source: not read, and no error.
        try FileManager.default.createDirectory(atPath: folder + "/dist", withIntermediateDirectories: true)
        try
            ("StyleSheet.create({ a: { fontFamily: 'IPAexGothic', fontSize: 9 } });"
            + String(repeating: " ", count: 9 << 20))
            .write(toFile: folder + "/dist/bundle.js", atomically: true, encoding: .utf8)
        // So is Markdown past it, read only for the web's characters.
        try String(repeating: "Ōsaka\n", count: 2 << 20).write(
            toFile: folder + "/dist/notes.md", atomically: true, encoding: .utf8)
        let run = inkbox("scan", "--format", "json", folder)
        #expect(run.status == 1, "the tight styles clip, and nothing is an input error: \(run.standardError)")
        #expect(!run.standardOutput.contains("bundle.js"))
        let usages = try scannedUsages(folder)
        let rows = usages.map { usage in
            let font = usage["font"] as? [String: Any]
            return [
                "\(usage["line"] ?? "")", usage["platform"] as? String ?? "", usage["kind"] as? String ?? "",
                font?["name"] as? String ?? "-",
                (font?["file"] as? String).map { ($0 as NSString).lastPathComponent } ?? "-",
                (usage["pointSize"] as? Double).map { "\(Int($0))" } ?? "-", usage["verdict"] as? String ?? "",
            ].joined(separator: " ")
        }
        #expect(
            rows == [
                // With lineHeight equal to the size, iOS cuts IPAex's É; Android keeps its font
                // padding (includeFontPadding, on in React Native), which holds it.
                "3 react-native-ios StyleSheet tight IPAexGothic IPAexGothic.ttf 16 clip",
                "3 react-native-android StyleSheet tight IPAexGothic IPAexGothic.ttf 16 pass",
                "4 react-native-ios StyleSheet roomy IPAexGothic IPAexGothic.ttf 16 pass",
                "4 react-native-android StyleSheet roomy IPAexGothic IPAexGothic.ttf 16 pass",
                // iOS lays a line out in the font's hhea ascent and descent, which IPAex's
                // capitals pass; Android draws a bold from `IPAexGothic_bold.ttf` alone, not shipped.
                "7 react-native-ios StyleSheet bold IPAexGothic IPAexGothic.ttf 20 clip",
                "7 react-native-android StyleSheet bold - - 20 unresolved",
                "9 react-native-ios StyleSheet computed - - - skipped",
                "9 react-native-android StyleSheet computed - - - skipped",
                "10 react-native-ios StyleSheet weighted - - 12 skipped",
                "10 react-native-android StyleSheet weighted - - 12 skipped",
                "11 react-native-ios StyleSheet sizeless - - - skipped",
                "11 react-native-android StyleSheet sizeless - - - skipped",
                "15 react-native-ios style={{...}} IPAexGothic IPAexGothic.ttf 12 clip",
                "15 react-native-android style={{...}} IPAexGothic IPAexGothic.ttf 12 clip",
            ])
        let reasons = usages.compactMap { $0["reason"] as? String }
        #expect(reasons.contains("IPAexGothic: no font file named IPAexGothic_bold in the project or --fonts"))
        #expect(reasons.contains("fontFamily is computed, not a literal"))
        #expect(reasons.contains("fontWeight is computed, not a literal"))
        #expect(reasons.contains("no point size"))
    }

}
