import FontFixtures
import Foundation
import Testing

private func font(_ run: Run) throws -> [String: Any] {
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    return try #require((document["fonts"] as? [[String: Any]])?.first)
}

@Suite("inkbox audit on strings")
struct StringAuditTests {
    @Test("strings are shaped, placeholders left out, and the clipping cluster named")
    func strings() throws {
        let run = inkbox(
            "audit", fixture(.clipsOnIOS), "--text", "CHỖ NGỒI", "--text", "Ça %1$@ va", "--lang", "vi",
            "--size", "17", "--format", "json")
        #expect(run.status == 1)
        let report = try font(run)
        let strings = try #require(report["strings"] as? [[String: Any]])
        #expect(strings.compactMap { $0["text"] as? String } == ["CHỖ NGỒI", "Ça %1$@ va"])
        #expect(strings.allSatisfy { $0["language"] as? String == "vi" })
        let clipped = try #require(((report["results"] as? [[String: Any]])?.first?["clipped"]) as? [[String: Any]])
        let cedilla = try #require(clipped.first { $0["string"] as? Int == 1 })
        #expect(cedilla["cluster"] as? Int == 0)  // Ç reaches lowest
        let stack = try #require(clipped.first { $0["string"] as? Int == 0 })
        #expect(stack["cluster"] as? Int == 2)  // Ỗ reaches highest
        let text = inkbox("audit", fixture(.clipsOnIOS), "--text", "CHỖ NGỒI", "--lang", "vi", "--size", "17")
            .standardOutput
        #expect(text.contains("CH[Ỗ] NGỒI"))
        // A long string is shown in a window that keeps the bracketed cluster in view.
        let long = inkbox(
            "audit", fixture(.clipsOnIOS), "--text",
            "Une erreur s'est produite lors du chargement ou de la mise à jour",
            "--size", "17"
        ).standardOutput
        #expect(long.contains("…rs du char[g]ement ou de l…"))
    }

    @Test("a placeholder's literal text is not measured")
    func placeholders() throws {
        // "%@" in IPAex Gothic has no descender, "j" has: left out, the string fits where "j" would not.
        let report = try font(
            inkbox(
                "audit", fixture(.clipsOnIOS), "--text", "a%@b", "--text", "a{j}b", "--size", "17",
                "--format", "json"))
        let strings = try #require(report["strings"] as? [[String: Any]])
        let inks = strings.compactMap { ($0["inkBounds"] as? [String: Double])?["yMin"] }
        #expect(inks.count == 2 && inks[0] == inks[1])
    }

    @Test("built-in samples per language, and worst-case stacks taller than any word")
    func samples() throws {
        let report = try font(
            inkbox("audit", fixture(.shaping), "--samples", "vi,stacked", "--size", "17", "--format", "json"))
        let strings = try #require(report["strings"] as? [[String: Any]])
        #expect(strings.count == 12)
        let top = { (language: String?) in
            strings.filter { ($0["language"] as? String) == language }
                .compactMap { ($0["inkBounds"] as? [String: Double])?["yMax"] }.max() ?? 0
        }
        #expect(top(nil) > top("vi"))
        #expect(inkbox("audit", fixture(.shaping), "--samples", "klingon").status == 64)
    }

    @Test("inkbox check measures the strings in each token's font")
    func check() throws {
        let run = inkbox(
            "check", "--fonts", FontFixture.directory.path, "--text", "CHỖ NGỒI", "--text", "Ça va", "--lang", "vi",
            "--format", "json", packageFile("Examples/dtcg/typography.tokens.json"))
        #expect(run.status == 1)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let tokens = try #require(document["tokens"] as? [[String: Any]])
        let heading = try #require(tokens.first { $0["path"] as? String == "text.heading-ja" })
        #expect(heading["verdict"] as? String == "clip")
        let clipped = try #require(((heading["results"] as? [[String: Any]])?.first?["clipped"]) as? [[String: Any]])
        #expect(Set(clipped.compactMap { $0["text"] as? String }) == ["CHỖ NGỒI", "Ça va"])
        let text = inkbox(
            "check", "--fonts", FontFixture.directory.path, "--text", "Ça va",
            packageFile("Examples/dtcg/typography.tokens.json")
        ).standardOutput
        #expect(text.contains("[Ç]a va +"))
    }

    @Test("a string catalog, per language; a malformed catalog is an input error while the others are read")
    func catalog() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "inkbox-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Localizable.xcstrings")
        try """
        {"sourceLanguage": "en", "strings": {"seat": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Seat"}},
          "vi": {"stringUnit": {"state": "translated", "value": "CHỖ NGỒI"}},
          "th": {"stringUnit": {"state": "translated", "value": "ที่นั่ง"}}}}}}
        """.write(to: catalog, atomically: true, encoding: .utf8)
        let broken = directory.appendingPathComponent("Broken.strings")
        try "\"a\" = ;".write(to: broken, atomically: true, encoding: .utf8)
        let run = inkbox(
            "audit", fixture(.shaping), "--strings", catalog.path, "--strings", broken.path,
            "--size", "17", "--line-height", "17", "--format", "json")
        #expect(run.status == 2)
        #expect(run.standardError.contains("Broken.strings:1: expected a quoted string"))
        let strings = try #require(try font(run)["strings"] as? [[String: Any]])
        #expect(strings.compactMap { $0["language"] as? String } == ["en", "vi", "th"])
    }
}

@Suite("Collisions between lines")
struct CollisionCommandTests {
    @Test(
        "a real catalog (CSE's widget strings, 12 languages): every string read, clipping strings listed per language")
    func realCatalog() throws {
        let catalog = packageFile("Examples/strings/Localizable.xcstrings")
        // The catalog read independently: each localization's values, and the key as English
        // source text where the key has no English localization.
        let data = try Data(contentsOf: URL(fileURLWithPath: catalog))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var expected: [String: Int] = [:]
        for (key, entry) in try #require(root["strings"] as? [String: [String: Any]]) {
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            if !key.isEmpty && localizations["en"] == nil { expected["en", default: 0] += 1 }
            for language in localizations.keys { expected[language, default: 0] += 1 }
        }
        let run = inkbox("audit", fixture(.clipsOnIOS), "--strings", catalog, "--size", "17", "--format", "json")
        #expect(run.status == 1)
        let report = try font(run)
        let strings = try #require(report["strings"] as? [[String: Any]])
        let read = Dictionary(grouping: strings) { $0["language"] as? String ?? "?" }.mapValues(\.count)
        #expect(read == expected)
        let clipped = try #require(((report["results"] as? [[String: Any]])?.first?["clipped"]) as? [[String: Any]])
        let clipping = Dictionary(grouping: clipped) { $0["language"] as? String ?? "?" }.mapValues(\.count)
        #expect(clipping.count > 1)
        // The text report names every clipping language with its count out of its strings.
        let text = inkbox("audit", fixture(.clipsOnIOS), "--strings", catalog, "--size", "17").standardOutput
        #expect(
            text.contains("clipping strings at 17 pt: \(clipped.count) of \(strings.count), per language, worst first:")
        )
        for (language, count) in clipping {
            #expect(text.contains("\n    \(language): \(count) of \(expected[language] ?? 0)\n"))
        }
    }

    @Test("--width wraps each string: the first line's top and the last line's bottom clip; its own lines collide")
    func wrapped() throws {
        // Noto Sans at 17 pt in a fixed 17 pt line: Ễ reaches above the line's top edge.
        let base = [fixture(.shaping), "--text", "gg ỄỄ", "--size", "17", "--line-height", "17", "--format", "json"]
        func result(_ extra: [String]) throws -> [String: Any] {
            let run = inkbox(["audit"] + base + extra)
            return try #require(((try font(run))["results"] as? [[String: Any]])?.first)
        }
        #expect((try result([])["clipped"] as? [[String: Any]])?.count == 1)
        // At 30 pt "gg " and "ỄỄ" take a line each: Ễ is on the second line, below the first.
        let wrapped = try result(["--width", "30"])
        #expect((wrapped["clipped"] as? [[String: Any]])?.isEmpty == true)
        #expect(wrapped["wrappedLines"] as? Int == 2)
        let collision = try #require((wrapped["collisions"] as? [[String: Any]])?.first)
        #expect(collision["line"] as? Int == 0)
        #expect(
            [0, 1].contains(collision["upperCluster"] as? Int ?? -1)
                && [3, 4].contains(collision["lowerCluster"] as? Int ?? -1))
        #expect((collision["overlap"] as? Double ?? 0) > 0)
        // One line drawn: the g's are the last line's, and nothing collides.
        let one = try result(["--width", "30", "--lines", "1"])
        #expect((one["collisions"] as? [Any])?.isEmpty == true)
        #expect(inkbox("audit", fixture(.shaping), "--width", "30").status == 64)
    }

    @Test("on the web (chrome-linux, slight hinting) strings are measured hinted, like glyphs")
    func webHinting() throws {
        func overflow(_ arguments: [String]) throws -> [[String: Double]] {
            let run = inkbox(
                [
                    "audit", fixture(.clipsOnIOS), "--platform", "web", "--sizes", "11,13,17,24", "--edges", "vertical",
                    "--format", "json",
                ] + arguments)
            let results = try #require((try font(run))["results"] as? [[String: Any]])
            return results.compactMap { $0["overflow"] as? [String: Double] }
        }
        // One glyph as a string lands where the glyph does, hinted or not.
        for hinting in ["slight", "none"] {
            #expect(
                try overflow(["--text", "Éj", "--web-hinting", hinting])
                    == overflow(["--chars", "Éj", "--web-hinting", hinting]))
        }
        #expect(try overflow(["--text", "Éj"]) != overflow(["--text", "Éj", "--web-hinting", "none"]))
    }

    @Test("with --lines, the deepest ink of one line over the tallest of the next is reported with its overlap")
    func collisions() throws {
        let run = inkbox(
            "audit", fixture(.shaping), "--text", "gyp", "--text", "ỖẪ", "--text", "ace", "--lang", "vi",
            "--size", "20", "--line-height", "20", "--lines", "3", "--format", "json")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let font = try #require((document["fonts"] as? [[String: Any]])?.first)
        let result = try #require((font["results"] as? [[String: Any]])?.first)
        let collisions = try #require(result["collisions"] as? [[String: Any]])
        let worst = try #require(collisions.first)
        #expect(worst["upperString"] as? Int == 0 && worst["lowerString"] as? Int == 1)
        // The overlap is the descender plus the stack minus the 20 pt pitch, from the strings' own ink.
        let strings = try #require(font["strings"] as? [[String: Any]])
        let descent = -((strings[0]["inkBounds"] as? [String: Double])?["yMin"] ?? 0)
        let height = (strings[1]["inkBounds"] as? [String: Double])?["yMax"] ?? 0
        let expected = (descent + height) * 20 / 1000 - 20
        #expect(abs((worst["overlap"] as? Double ?? 0) - expected) < 0.0001)
        #expect(!collisions.contains { $0["upperString"] as? Int == 2 && $0["lowerString"] as? Int == 2 })
    }
}

@Suite("Fallback fonts")
struct FallbackTests {
    @Test("characters the font lacks are drawn by the fallback, their ink scaled to the font's units, and named")
    func fallback() throws {
        func strings(_ arguments: String...) throws -> [[String: Any]] {
            let run = inkbox(["audit"] + arguments + ["--size", "17", "--format", "json"])
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            return try #require(((document["fonts"] as? [[String: Any]])?.first?["strings"]) as? [[String: Any]])
        }
        let mixed = try #require(
            try strings(fixture(.useTypoMetrics), "--text", "ab 東京 ปู่", "--fallback", fixture(.clipsOnIOS)).first)
        let fallbacks = try #require(mixed["fallbacks"] as? [[String: String]])
        #expect(fallbacks == [["font": "IPAexGothic", "characters": "東京"]])
        #expect(mixed["missing"] as? String == "ปู่")
        // 東京 alone in IPAex Gothic (2048 units per em), scaled to Lato's 2000.
        let alone = try #require(try strings(fixture(.clipsOnIOS), "--text", "東京").first)
        let kanjiTop = try #require((alone["inkBounds"] as? [String: Double])?["yMax"])
        let latinTop = try #require(
            (try strings(fixture(.useTypoMetrics), "--text", "ab").first?["inkBounds"] as? [String: Double])?["yMax"])
        let mixedTop = try #require((mixed["inkBounds"] as? [String: Double])?["yMax"])
        #expect(abs(mixedTop - max(latinTop, kanjiTop * 2000 / 2048)) < 1e-9)
    }

    @Test("a character whose canonical decomposition the font maps stays in it, drawn decomposed, as Chromium does")
    func decomposedStaysInFont() throws {
        let run = inkbox(
            "audit", fixture(.clipsOnIOS), "--text", "CHỖ", "--text", "ỚỪ", "--fallback", fixture(.shaping),
            "--size", "17", "--format", "json")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let strings = try #require((document["fonts"] as? [[String: Any]])?.first?["strings"] as? [[String: Any]])
        // IPAex Gothic maps O, U+0302 and U+0303 but not Ỗ; it has no horn (U+031B) for Ớ and Ừ.
        #expect((strings[0]["fallbacks"] as? [Any])?.isEmpty == true)
        #expect((strings[1]["fallbacks"] as? [[String: String]]) == [["font": "NotoSans-Regular", "characters": "ỚỪ"]])
    }
}

@Suite("Lines that mix fonts, end to end")
struct MixedFontLineCommandTests {
    private func clipped(_ arguments: [String]) throws -> [[String: Any]] {
        let run = inkbox(["audit"] + arguments + ["--size", "17", "--format", "json"])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let result = try #require(
            ((document["fonts"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        return try #require(result["clipped"] as? [[String: Any]])
    }

    @Test("Compose: kanji drawn by IPAex Gothic inside Lato fit the line fallbackLineSpacing widens, not Lato's own")
    func fallbackLineSpacing() throws {
        let kanji = [
            fixture(.useTypoMetrics), "--text", "日本語", "--fallback", fixture(.clipsOnIOS), "--platform", "compose",
        ]
        #expect(try clipped(kanji).isEmpty)
        let off = try clipped(kanji + ["--fallback-line-spacing", "off"])
        #expect(off.count == 1)
        #expect((off.first?["fallbacks"] as? [[String: String]]) == [["font": "IPAexGothic", "characters": "日本語"]])
    }

    @Test("iOS: Vietnamese drawn by Noto Sans in an IPAex Gothic label fits the grown line, clips the label font's own")
    func iosFallbackLine() throws {
        let stack = [fixture(.clipsOnIOS), "--text", "ỚỪ", "--fallback", fixture(.shaping), "--edges", "vertical"]
        #expect(try clipped(stack).isEmpty)
        let primary = try clipped(stack + ["--ios-fallback-line", "primary"])
        #expect(primary.count == 1 && primary.first?["lineBox"] is NSNull)
        // A fixed line height pins Noto Sans' deeper descent, so the grown line's top is lower than
        // the label font's: the string reports its own line box.
        let fixed = try clipped(stack + ["--line-height", "17"])
        let box = try #require(fixed.first?["lineBox"] as? [String: Double])
        #expect(box["lineHeight"] == 17 && (box["top"] ?? 0) < 15)
    }
}
