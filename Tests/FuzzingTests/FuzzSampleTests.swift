import CommandOptions
import FontFixtures
import Foundation
import Fuzzing
import InkboxCommandLine
import JSONText
import Testing

/// A small, seeded sample of `scripts/fuzz`, run in-process on every test run: the same mutants
/// every time, judged by the same oracle as the full campaign.
@Suite("Fuzzing: a seeded sample of hostile fonts, token files, catalogs and app sources")
struct FuzzSampleTests {
    static let seed: UInt64 = 20_261_130
    static let fontMutants = 240  // 8 seeds x 6 mutations x 5, half on --set latin, half on auto
    static let textMutants = 120

    @Test("font mutants: no crash, exit 0, 1, 2 or 64, valid JSON, no silent pass of a font that lost glyph data")
    func fonts() throws {
        let seeds = try Campaign.fontSeeds.map { (name: $0, bytes: try bytes(FontFixture.path(of: $0))) }
        var original: [String: Int] = [:]
        for seed in Campaign.fontSeeds {
            for set in Campaign.fontSets {
                let run = inkbox(["audit", "--set", set, "--format", "json", FontFixture.path(of: seed)])
                original[seed + " " + set] = Oracle.inkedGlyphs(in: try JSONParser.parse(run.standardOutput))
                #expect(original[seed + " " + set, default: 0] > 0, "the original \(seed) has ink")
            }
        }
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var exits: [Int32: Int] = [:]
        var targets: [FuzzCase.Target: Int] = [:]
        for index in 0..<Self.fontMutants {
            let fuzzCase = try #require(Campaign.fontCase(index, seeds: seeds, seed: Self.seed))
            let path = folder + "/" + fuzzCase.fileName
            try Data(fuzzCase.bytes).write(to: URL(fileURLWithPath: path))
            let run = inkbox(
                fuzzCase.arguments(mutantPath: path, fontsDirectory: FontFixture.directory.path, root: folder))
            exits[run.status ?? -1, default: 0] += 1
            let ink = fuzzCase.target == .font ? original[fuzzCase.seedName + " " + fuzzCase.characterSet] : nil
            let finding = Oracle.judge(
                run, expectsJSON: fuzzCase.expectsJSON, originalInkedGlyphs: ink,
                canary: "unused", format: fuzzCase.format)
            #expect(finding == nil, "\(fuzzCase.fileName) (\(fuzzCase.mutation)): \(finding?.rawValue ?? "")")
            targets[fuzzCase.target, default: 0] += 1
            for leftover in [path, path + "-fixed", path + ".svg", path + ".swift"] {
                try? FileManager.default.removeItem(atPath: leftover)
            }
        }
        // The sample reaches every outcome (fonts that still clip, still pass, and that are
        // refused) and every command.
        #expect(exits[0, default: 0] > 0 && exits[1, default: 0] > 0 && exits[2, default: 0] > 0, "\(exits)")
        #expect(Set(targets.keys) == [.font, .fontFix, .metrics, .render, .generate], "\(targets)")
    }

    @Test(
        "token, catalog and app source mutants: nothing outside the project is read, nothing raw reaches the terminal")
    func texts() throws {
        let outside = try scratch()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let canary = outside + "/canary.txt"
        let secret = "inkbox-canary-\(Self.seed)"
        try secret.write(toFile: canary, atomically: true, encoding: .utf8)
        let project = outside + "/project/job0"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        let package = FontFixture.directory.deletingLastPathComponent().path
        let seeds = try #require(Campaign.textSeeds(package: package))
        var targets: [FuzzCase.Target: Int] = [:]
        var formats: Set<String> = []
        for index in 0..<Self.textMutants {
            let fuzzCase = try #require(Campaign.textCase(index, seeds: seeds, seed: Self.seed, canary: canary))
            targets[fuzzCase.target, default: 0] += 1
            // Hostile trees run in their own folder (relative roots and links), which a run in
            // this process cannot change to: scripts/fuzz runs them, each in a process of its own.
            guard fuzzCase.workingFolder == nil else { continue }
            let path = try #require(fuzzCase.write(in: project, outside: outside))
            let run = inkbox(
                fuzzCase.arguments(mutantPath: path, fontsDirectory: FontFixture.directory.path, root: project))
            let finding = Oracle.judge(
                run, expectsJSON: fuzzCase.expectsJSON, originalInkedGlyphs: nil, canary: secret,
                format: fuzzCase.format)
            #expect(finding == nil, "\(fuzzCase.fileName) (\(fuzzCase.mutation)): \(finding?.rawValue ?? "")")
            formats.insert(fuzzCase.format)
            try FileManager.default.removeItem(atPath: project + "/" + fuzzCase.topFolder)
        }
        #expect(
            targets[.tokens, default: 0] > 0 && targets[.catalog, default: 0] > 0 && targets[.scan, default: 0] > 0
                && targets[.tree, default: 0] > 0, "\(targets)")
        #expect(formats == ["json", "text", "github", "junit", "sarif", "html"], "\(formats)")
    }

    @Test(
        "the known bombs of issues 23 and 39 end in a limit's error or their verdict, never a silent pass",
        arguments: 0..<KnownBombs.count)
    func knownBombs(number: Int) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fonts = try Campaign.fontSeeds.map { (name: $0, bytes: try bytes(FontFixture.path(of: $0))) }
        let fuzzCase = try #require(KnownBombs.bombCase(number, canary: folder + "/canary.txt", fonts: fonts))
        let path = try #require(fuzzCase.write(in: folder))
        let run = inkbox(fuzzCase.arguments(mutantPath: path, fontsDirectory: FontFixture.directory.path, root: folder))
        #expect(
            Oracle.judge(
                run, expectsJSON: fuzzCase.expectsJSON, originalInkedGlyphs: nil, canary: "unused",
                format: fuzzCase.format) == nil)
        #expect(
            run.status == KnownBombs.expectedStatus[fuzzCase.mutation],
            "\(fuzzCase.mutation): \(String(decoding: run.standardError, as: UTF8.self))")
    }

    @Test("every scanner language gets shapes of the markers its source searches for, each under scan's file limit")
    func shapes() throws {
        let package = FontFixture.directory.deletingLastPathComponent().path
        let pairs = try #require(Shapes.markers(package: package))
        let byLanguage = Dictionary(grouping: pairs, by: \.language).mapValues { Set($0.map(\.marker)) }
        // Markers the scanners search for reach the files they read.
        #expect(byLanguage["swift"]?.isSuperset(of: ["UIFont(name:", ".custom(", ".font(", "UIFontMetrics"]) == true)
        #expect(
            byLanguage["kotlin"]?.isSuperset(of: ["TextStyle(", "FontFamily(", "MaterialTheme.typography."]) == true)
        #expect(byLanguage["dart"]?.isSuperset(of: ["TextStyle(", ".copyWith(", "TextTheme("]) == true)
        #expect(byLanguage["css"]?.isSuperset(of: ["@font-face", "var(", "url(", "font-family"]) == true)
        #expect(byLanguage["layout"]?.isSuperset(of: ["@font/", "@style/", "?attr/"]) == true)
        #expect(byLanguage["pubspec"]?.contains("- asset:") == true)
        // Sentences (messages) are not markers.
        #expect(!pairs.contains { $0.marker.filter { $0 == " " }.count >= 2 })
        // One file per pair, then four per language, each a scan case under 8 MiB.
        for index in [0, pairs.count - 1, Shapes.count(pairs) - 1] {
            let fuzzCase = try #require(Shapes.shapeCase(index, pairs: pairs))
            #expect(fuzzCase.target == .scan && fuzzCase.limits == Shapes.limits)
            #expect(fuzzCase.bytes.count > 500_000 && fuzzCase.bytes.count <= 8 << 20, "\(fuzzCase.mutation)")
        }
        #expect(Shapes.shapeCase(Shapes.count(pairs), pairs: pairs) == nil)
    }

    @Test("the same seed makes the same mutants")
    func deterministic() throws {
        let seeds = [(name: "DejaVuSans.ttf", bytes: try bytes(FontFixture.trueType.path))]
        for index in [0, 7, 31] {
            #expect(
                Campaign.fontCase(index, seeds: seeds, seed: 5)?.bytes
                    == Campaign.fontCase(index, seeds: seeds, seed: 5)?.bytes)
            #expect(Campaign.fontCase(index, seeds: seeds, seed: 5)?.bytes != seeds[0].bytes)
        }
    }
}

/// The oracle, on runs whose verdict is known: it must be able to fail.
@Suite("Fuzzing oracle")
struct OracleTests {
    let json = Array(#"{"fonts": [{"glyphs": [{"inkBounds": {"yMax": 1}}, {"inkBounds": null}]}]}"#.utf8)

    @Test func findings() {
        func judge(_ run: RunResult, json: Bool = true, ink: Int? = nil) -> Finding? {
            Oracle.judge(run, expectsJSON: json, originalInkedGlyphs: ink, canary: "SECRET")
        }
        #expect(judge(RunResult(status: 0, standardOutput: json, standardError: [])) == nil)
        #expect(judge(RunResult(status: nil, signal: 11, standardOutput: [], standardError: [])) == .crash)
        #expect(judge(RunResult(status: nil, timedOut: true, standardOutput: [], standardError: [])) == .hang)
        #expect(judge(RunResult(status: 139, standardOutput: [], standardError: [])) == .badExit)
        #expect(judge(RunResult(status: 1, standardOutput: Array("{".utf8), standardError: [])) == .invalidJSON)
        #expect(judge(RunResult(status: 0, standardOutput: json, standardError: []), ink: 3) == .silentPass)
        #expect(judge(RunResult(status: 0, standardOutput: json, standardError: []), ink: 2) == nil)
        #expect(
            judge(RunResult(status: 2, standardOutput: Array("x SECRET".utf8), standardError: []), json: false) == .leak
        )
        #expect(
            judge(RunResult(status: 2, standardOutput: [], standardError: Array("inkbox: a\u{1B}[31m\n".utf8)))
                == .rawOutput)
        #expect(
            judge(RunResult(status: 2, standardOutput: [], standardError: Array("inkbox: a\n::error::x\n".utf8)))
                == .rawOutput)
        #expect(
            judge(RunResult(status: 1, standardOutput: Array("a\rb\n".utf8), standardError: []), json: false)
                == .rawOutput)
        #expect(judge(RunResult(status: 0, standardOutput: json, standardError: [], seconds: 20.5)) == .slow)
        #expect(judge(RunResult(status: 0, standardOutput: json, standardError: [], peakMemoryKiB: 1 << 21)) == .memory)
        #expect(
            judge(RunResult(status: 0, standardOutput: json, standardError: [], peakMemoryKiB: 1 << 19, seconds: 3))
                == nil)
        let bidi = Array(#"{"fonts": [], "name": "a\#u{202E}b"}"#.utf8)
        #expect(judge(RunResult(status: 0, standardOutput: bidi, standardError: [])) == .rawOutput)
        #expect(
            Oracle.judge(
                RunResult(status: 1, standardOutput: Array("<a><b></a>".utf8), standardError: []), expectsJSON: false,
                originalInkedGlyphs: nil, canary: "SECRET", format: "junit") == .invalidReport)
        #expect(
            Oracle.judge(
                RunResult(status: 1, standardOutput: Array("{}\n{\n".utf8), standardError: []), expectsJSON: false,
                originalInkedGlyphs: nil, canary: "SECRET", format: "jsonl") == .invalidReport)
        #expect(
            Oracle.judge(
                RunResult(status: 1, standardOutput: Array("x Cantarell".utf8), standardError: []), expectsJSON: false,
                originalInkedGlyphs: nil, canary: "SECRET", format: "text", secrets: ["Cantarell"]) == .leak)
    }

    @Test("every hostile tree scenario is made, each with what it plants")
    func trees() throws {
        let package = FontFixture.directory.deletingLastPathComponent().path
        let seeds = try #require(Campaign.textSeeds(package: package))
        let cases = (0..<90).compactMap {
            Campaign.textCase($0 * 10 + 9, seeds: seeds, seed: 1, canary: "/x/canary.txt")
        }
        #expect(
            Set(cases.map(\.mutation)) == [
                "baseline-link", "fix-output-link", "output-folder-link", "check-baseline-link",
                "generate-output-link", "render-output-link", "relative-root", "link-loops", "command-line-links",
                "linked-tokens", "fifo-outputs", "git-baseline", "git-catalog", "one-character-folders",
                "unusual-folder-names",
            ])
        #expect(cases.allSatisfy { $0.target == .tree && $0.workingFolder != nil && !$0.treeArguments.isEmpty })
        #expect(
            cases.filter {
                !["relative-root", "git-catalog", "one-character-folders", "unusual-folder-names"].contains($0.mutation)
            }
            .allSatisfy { !$0.links.isEmpty })
        #expect(cases.filter { $0.mutation.hasPrefix("git-") }.allSatisfy { $0.protected == [".git/config"] })
        #expect(cases.filter { $0.mutation == "relative-root" }.allSatisfy { $0.secrets == [HostileTree.secretName] })
    }
}

private func inkbox(_ arguments: [String]) -> RunResult {
    let output = CapturedText()
    let errors = CapturedText()
    let status = Inkbox.run(
        arguments,
        console: Console(
            standardOutput: output, standardError: errors,
            environment: ["NO_COLOR": "1"]))
    return RunResult(status: status, standardOutput: Array(output.text.utf8), standardError: Array(errors.text.utf8))
}

private func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

private func scratch() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("inkbox-fuzz-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
