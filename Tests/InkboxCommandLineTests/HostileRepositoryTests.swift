import FontFixtures
import Foundation
import Testing

// Each test here reproduces a defect found by running inkbox on a hostile checkout (issue 23)
// and fails on the code before the fix.

private func write(_ text: String, _ path: String) throws {
    try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

private func link(_ path: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
}

private func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

@Suite("Writes never leave their place through a planted link")
struct PlantedLinkTests {
    private let tokens = packageFile("Examples/dtcg/typography.tokens.json")

    @Test("fix -o DIR refuses a link at a copy's name that leads out of DIR, and writes the other copies")
    func fixThroughLink() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("ssh-ed25519 AAAA victim", folder + "/authorized_keys")
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        try link(folder + "/out/ipaexg.ttf", to: "../authorized_keys")
        try link(folder + "/out/DejaVuSans.ttf", to: folder + "/created-outside.ttf")  // dangling
        let run = inkbox(
            "fix", "--keep-names", "-o", folder + "/out", fixture(.clipsOnIOS), fixture(.trueType),
            fixture(.useTypoMetrics))
        #expect(run.status == 2)
        #expect(contents(folder + "/authorized_keys") == "ssh-ed25519 AAAA victim")
        #expect(!FileManager.default.fileExists(atPath: folder + "/created-outside.ttf"))
        #expect(
            run.standardError.contains("out/ipaexg.ttf: cannot write (a link leads outside the folder \(folder)/out"))
        #expect(
            run.standardError.contains(
                "out/DejaVuSans.ttf: cannot write (a link leads outside the folder \(folder)/out"))
        // The input that has no planted link is still written.
        #expect(FileManager.default.fileExists(atPath: folder + "/out/Lato-Regular.ttf"))
    }

    @Test("a write through a linked folder inside the project makes nothing outside it")
    func linkedFolder() throws {
        let project = try scratchFolder()
        let elsewhere = try scratchFolder()
        defer { for path in [project, elsewhere] { try? FileManager.default.removeItem(atPath: path) } }
        try link(project + "/out", to: elsewhere)
        let run = inkbox(
            "check", "--root", project, "--fonts", FontFixture.directory.path, "--write-baseline",
            project + "/out/inkbox-baseline.json", tokens)
        #expect(run.status == 2)
        #expect(run.standardError.contains("a link leads outside the project folder \(project)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    }

    @Test(
        "--write-baseline through a link at the baseline's path out of the project is refused; the check still reports")
    func baselineThroughLink() throws {
        let project = try scratchFolder()
        let elsewhere = try scratchFolder()
        defer { for path in [project, elsewhere] { try? FileManager.default.removeItem(atPath: path) } }
        try write("#!/bin/sh\necho victim\n", elsewhere + "/victim.sh")
        try link(project + "/inkbox-baseline.json", to: elsewhere + "/victim.sh")
        let run = inkbox(
            "check", "--root", project, "--fonts", FontFixture.directory.path, "--write-baseline",
            project + "/inkbox-baseline.json", tokens)
        #expect(run.status == 2)
        #expect(contents(elsewhere + "/victim.sh") == "#!/bin/sh\necho victim\n")
        #expect(
            run.standardError.contains(
                "inkbox-baseline.json: cannot write baseline (a link leads outside the project folder"))
        #expect(run.standardOutput.contains("text.heading-ja"))
        // A link that stays in the project is still written through.
        try FileManager.default.removeItem(atPath: project + "/inkbox-baseline.json")
        try write("", project + "/real.json")
        try link(project + "/inkbox-baseline.json", to: "real.json")
        #expect(
            inkbox(
                "check", "--root", project, "--fonts", FontFixture.directory.path, "--write-baseline",
                project + "/inkbox-baseline.json", tokens
            ).status == 0)
        #expect(contents(project + "/real.json")?.contains("\"accepted\"") == true)
    }

    @Test("a device inside the project is refused; one named outside it is written in place")
    func devices() throws {
        let project = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: project) }
        try link(project + "/report.svg", to: "/dev/null")
        let planted = inkbox(
            "generate", "css", "--root", project, "--fonts", FontFixture.directory.path, tokens,
            "-o", project + "/report.svg")
        #expect(planted.status == 2)
        #expect(planted.standardError.contains("a link leads outside the project folder"))
        #expect(
            inkbox(
                "generate", "css", "--root", project, "--fonts", FontFixture.directory.path, tokens, "-o", "/dev/null"
            ).status == 0)
    }
}

/// A scratch folder below the current directory, named relatively (`.build/...`), as `scan .` and
/// `scan ./app` name theirs.
private func relativeScratch() throws -> (absolute: String, relative: String) {
    let relative = ".build/inkbox-repo-tests/\(UUID().uuidString)"
    let absolute = FileManager.default.currentDirectoryPath + "/" + relative
    try FileManager.default.createDirectory(atPath: absolute, withIntermediateDirectories: true)
    return (absolute, relative)
}

@Suite("Reads stay inside a relative scan root")
struct RelativeRootTests {
    @Test(
        "pubspec assets and @font-face sources outside the scanned folder are never measured, whatever is there",
        arguments: ["outside/Secret.ttf", "outside/missing.ttf", "outside/empty.ttf", "outside/notes.ttf"])
    func outsideSources(target: String) throws {
        let (folder, relative) = try relativeScratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/outside", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture(.clipsOnIOS), toPath: folder + "/outside/Secret.ttf")
        try write("", folder + "/outside/empty.ttf")
        try write("not a font", folder + "/outside/notes.ttf")
        try write(
            "flutter:\n  fonts:\n    - family: Brand\n      fonts:\n        - asset: ../../\(target)\n",
            folder + "/app/flutter/pubspec.yaml")
        try write("const a = TextStyle(fontFamily: 'Brand', fontSize: 20);\n", folder + "/app/flutter/lib/main.dart")
        try write(
            "@font-face { font-family: \"Secret\"; src: url(\"../../\(target)\"); }\n.t { font-family: \"Secret\"; font-size: 20px; }\n",
            folder + "/app/web/styles.css")
        for root in [relative + "/app", relative + "/app/flutter/..", "./" + relative + "/app/web/../"] {
            let run = inkbox("scan", "--format", "json", root)
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            let usages = try #require(json["usages"] as? [[String: Any]])
            #expect(usages.count == 2, "\(root)")
            for usage in usages {
                #expect(usage["verdict"] as? String == "unresolved", "\(root): \(usage)")
                #expect(
                    (usage["reason"] as? String)?.hasSuffix("../../\(target): outside the scanned folder") == true,
                    "\(usage)")
            }
            #expect(!run.standardOutput.contains("IPAex"))
        }
    }
}

/// A folder to scan, with `files` (path below it -> contents) written in it.
private func app(_ files: [String: String]) throws -> String {
    let folder = try scratchFolder()
    for (path, text) in files { try write(text, folder + "/" + path) }
    return folder
}

private func scanJSON(_ arguments: String...) throws -> (Run, [String: Any]) {
    let run = inkbox(["scan", "--format", "json"] + arguments)
    let json = try #require(
        try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(run)")
    return (run, json)
}

@Suite("Bounded cost: every limit is an error that names it")
struct CostLimitTests {
    @Test("a circular chain of Android styles is an error at its style, and the views still resolve")
    func circularStyle() throws {
        let items = (0..<2000).map { "<item name=\"a\($0)\">v</item>" }.joined()
        let folder = try app([
            "res/values/styles.xml":
                "<resources>\n<style name=\"S\" parent=\"S\"><item name=\"android:fontFamily\">@font/x</item>\(items)</style></resources>",
            "res/layout/main.xml": "<LinearLayout>"
                + String(repeating: "<TextView style=\"@style/S\" android:textSize=\"12sp\"/>", count: 50)
                + "</LinearLayout>",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (run, json) = try scanJSON(folder)
        #expect(run.status == 2)
        #expect(
            run.standardError.contains(
                "res/values/styles.xml:2: style S: its chain of parents is circular or longer than 32 styles (the limit)"
            ))
        let usages = try #require(json["usages"] as? [[String: Any]])
        #expect(usages.count == 50)
        #expect(usages.allSatisfy { ($0["reason"] as? String)?.hasPrefix("@font/x: no font file named x") == true })
    }

    @Test("more than 2,000 usages in one file is an error naming the limit; the first 2,000 are kept")
    func usagesPerFile() throws {
        let labels = String(
            repeating:
                "<label><fontDescription key=\"fontDescription\" name=\"Lato-Regular\" pointSize=\"12\"/></label>",
            count: 2_001)
        let folder = try app(["Main.storyboard": "<document><objects>\(labels)</objects></document>"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (run, json) = try scanJSON(folder)
        #expect(run.status == 2)
        #expect(run.standardError.contains("Main.storyboard:1: more than 2000 text usages in one file (the limit)"))
        #expect((json["usages"] as? [[String: Any]])?.count == 2_000)
    }

    @Test(
        "past 20,000 usages in one scan, reading stops with an error naming the file, and the usages past the limit are an error naming the first: the first 20,000 are kept"
    )
    func usagesPerScan() throws {
        let labels = String(
            repeating:
                "<label><fontDescription key=\"fontDescription\" name=\"Lato-Regular\" pointSize=\"12\"/></label>",
            count: 2_000)
        let storyboard = "<document><objects>\(labels)</objects></document>"
        let names = (1...12).map { String(format: "s%02d.storyboard", $0) }
        let folder = try app(Dictionary(uniqueKeysWithValues: names.map { ($0, storyboard) }))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (run, json) = try scanJSON(folder)
        #expect(run.status == 2)
        // Eleven files are read (20,000 usages is not past the limit), the twelfth is not.
        #expect(
            run.standardError.contains(
                "s12.storyboard: stopped reading files here (this file and those after it): more than 20000 text usages"
            ))
        #expect(
            run.standardError.contains(
                "s11.storyboard:1: more than 20000 text usages (the limit): this one and the 1999 after it are not checked"
            ))
        let usages = try #require(json["usages"] as? [[String: Any]])
        #expect(usages.count == 20_000)
        #expect(usages.last?["file"] as? String == "s10.storyboard")
    }

    @Test(
        "past 20,000 usages, calls of a design system's view are read no further: an error names the file where reading stopped"
    )
    func wrapperCallsPerScan() throws {
        let style = """
            import SwiftUI
            enum AppTextStyle {
                case title, body
                var font: Font {
                    switch self {
                    case .title: return .custom("Lato-Bold", size: 28)
                    case .body: return .custom("Lato-Regular", size: 17)
                    }
                }
            }
            struct BrandText: View {
                let text: String
                let style: AppTextStyle
                init(_ text: String, style: AppTextStyle) {
                    self.text = text
                    self.style = style
                }
                var body: some View { Text(text).font(style.font) }
            }
            """
        let calls = String(repeating: "BrandText(\"Ångström\", style: .title)\n", count: 2_000)
        var files = ["DesignSystem.swift": style]
        for number in 1...11 { files[String(format: "Screens/S%02d.swift", number)] = calls }
        let folder = try app(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (run, json) = try scanJSON(folder)
        #expect(run.status == 2)
        #expect(
            run.standardError.contains(
                ": stopped reading calls of the design system's views here (this file and those after it)"))
        #expect(run.standardError.contains(": more than 20000 text usages (the limit): this one and the"))
        #expect((json["usages"] as? [[String: Any]])?.count == 20_000)
    }

    @Test(
        "past 5,000 distinct styles measured in one scan, usages are errors naming the limit, never passes; styles of no font do not count"
    )
    func distinctStyles() throws {
        // 5,001 sizes of Lato, in files of at most 2,000 (one file's limit).
        let sheets = stride(from: 0, to: 5_001, by: 2_000).map { start in
            (start..<min(start + 2_000, 5_001)).map {
                ".r\($0) { font-family: \"Lato\"; font-size: \(10 + Double($0) / 1_000)px; }"
            }.joined(separator: "\n")
        }
        let folder = try app(Dictionary(uniqueKeysWithValues: sheets.enumerated().map { ("web/a\($0).css", $1) }))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (run, json) = try scanJSON("--fonts", FontFixture.directory.path, folder)
        #expect(run.status == 2)
        let usages = try #require(json["usages"] as? [[String: Any]])
        let over = usages.filter { $0["verdict"] as? String == "error" }
        #expect(usages.count == 5_001 && over.count == 1)
        #expect((over.first?["reason"] as? String)?.contains("more than 5000 distinct styles (the limit)") == true)
        // Styles in a family no font is given for cost nothing to check: they do not count.
        let unknown = (0..<1_001).map { ".u\($0) { font-family: \"Nowhere\"; font-size: \(10 + Double($0) / 100)px; }" }
        try unknown.joined(separator: "\n").write(toFile: folder + "/web/b.css", atomically: true, encoding: .utf8)
        let (_, mixed) = try scanJSON("--fonts", FontFixture.directory.path, folder)
        let verdicts = try #require(mixed["usages"] as? [[String: Any]]).map { $0["verdict"] as? String }
        #expect(verdicts.filter { $0 == "error" }.count == 1 && verdicts.filter { $0 == "unresolved" }.count == 1_001)
    }

    @Test("@media blocks nested 20,000 deep are read in one pass, and the rule inside is found")
    func nestedMedia() throws {
        let css =
            String(repeating: "@media screen {", count: 20_000) + ".a { font-family: \"Lato\"; font-size: 12px; }"
            + String(repeating: "}", count: 20_000)
        let folder = try app(["a.css": css])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (_, json) = try scanJSON("--fonts", FontFixture.directory.path, folder)
        #expect((json["usages"] as? [[String: Any]])?.map { $0["kind"] as? String } == ["css .a"])
    }

    @Test("rules nested 20,000 deep (CSS nesting, SCSS) are read in one pass, the innermost inheriting the outermost")
    func nestedRules() throws {
        let scss =
            ".a { font-family: \"Lato\";" + String(repeating: " .b {", count: 20_000) + " font-size: 12px; "
            + String(repeating: "}", count: 20_001)
        let folder = try app(["a.scss": scss])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Vietnamese's stacked marks cut Lato at 12 px in a box that hides its overflow.
        let (_, json) = try scanJSON(
            "--fonts", FontFixture.directory.path, "--overflow", "hidden", "--lang", "vi", folder)
        let usages = try #require(json["usages"] as? [[String: Any]])
        #expect(usages.count == 2)
        // The outer rule has no size to check; the innermost takes its family.
        #expect(usages.map { $0["verdict"] as? String } == ["skipped", "clip"])
        #expect((usages.last?["kind"] as? String)?.hasPrefix("css .a .b .b") == true)
    }

    @Test(
        "Dart classes nested 20,000 deep, and names that double at every step, are read in bounded time: the style inside is found, the doubling one skipped"
    )
    func namedValueBombs() throws {
        // Each name is twice the next, 40 deep: followed in full it would take 2^40 steps.
        let doubling = (0..<40).map { "const v\($0) = v\($0 + 1) + v\($0 + 1);" }.joined(separator: "\n")
        let dart =
            String(repeating: "class A {", count: 20_000)
            + "static const TextStyle s = TextStyle(fontFamily: 'Lato', fontSize: 12);"
            + String(repeating: "}", count: 20_000) + "\n\(doubling)\nconst v40 = 1;\n"
            + "final t = TextStyle(fontFamily: 'Lato', fontSize: v0);\n"
        let folder = try app(["lib/a.dart": dart])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (_, json) = try scanJSON("--fonts", FontFixture.directory.path, "--overflow", "hidden", folder)
        let usages = try #require(json["usages"] as? [[String: Any]])
        #expect(usages.map { $0["verdict"] as? String } == ["clip", "skipped"])
        #expect(usages.last?["reason"] as? String == "fontFamily or fontSize is computed, not a literal")
    }

    /// `bytes` as a WOFF with one table's original length (and the header's total) set to `claimed`.
    private func inflatedWOFF(claimed: UInt32) throws -> [UInt8] {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture(.woff))))
        func put32(_ at: Int, _ value: UInt32) {
            for index in 0..<4 { bytes[at + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(index))) }
        }
        put32(16, claimed)
        put32(44 + 12, claimed)
        return bytes
    }

    @Test(
        "a WOFF whose tables claim to decode past 128 MiB is refused before anything is inflated, by every command",
        arguments: [["audit"], ["metrics"], ["fix", "--dry-run"]])
    func woffBomb(command: [String]) throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(try inflatedWOFF(claimed: 2_000_000_000)).write(to: URL(fileURLWithPath: folder + "/bomb.woff"))
        let run = inkbox(command + [folder + "/bomb.woff"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("bomb.woff: decodes to 20000"))
        #expect(run.standardError.contains("bytes, over the limit of 134217728 for a WOFF or WOFF2 font"))
    }

    @Test("a WOFF2 whose header claims to decode past 128 MiB is refused")
    func woff2Bomb() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture(.woff2))))
        bytes.replaceSubrange(16..<20, with: [0x7F, 0xFF, 0xFF, 0xFF])
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/bomb.woff2"))
        let run = inkbox("audit", folder + "/bomb.woff2")
        #expect(run.status == 2)
        #expect(run.standardError.contains("decodes to 2147483647 bytes, over the limit"))
        #expect(inkbox("audit", "--set", "probe", fixture(.woff2)).status != 2)
    }
}

@Suite("Nothing the scan reads is ignored in silence")
struct SilenceTests {
    @Test(
        "a scanned file that is malformed or declares a DOCTYPE is an error with its file and line",
        arguments: [
            (
                "ios/Info.plist", "<plist><dict><key>UIAppFonts</key><array><string>a.ttf</string></dict></plist>",
                "ios/Info.plist:1: "
            ),
            ("res/values/styles.xml", "<resources><style name=\"S\"></resources>", "res/values/styles.xml:1: "),
            (
                "res/values/strings.xml", "<!DOCTYPE resources [<!ENTITY x \"y\">]>\n<resources/>",
                "res/values/strings.xml:1: "
            ),
            (
                "AndroidManifest.xml", "<manifest><application android:theme=\"@style/T\"></manifest>",
                "AndroidManifest.xml:1: "
            ),
            ("res/font/brand.xml", "<font-family>\n<font android:font=\"@font/a\">", "res/font/brand.xml:2: "),
        ])
    func malformed(file: String, text: String, expected: String) throws {
        let folder = try app([
            file: text,
            "res/layout/main.xml": "<TextView android:fontFamily=\"@font/brand\" android:textSize=\"12sp\"/>",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = inkbox("scan", folder)
        #expect(run.status == 2)
        #expect(run.standardError.contains(folder + "/" + expected + "not well-formed XML"), "\(run.standardError)")
    }

    @Test(
        "a binary property list is an error only when it lists UIAppFonts, which it would leave unknown; unread files never fail"
    )
    func binaryPlist() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("let d = UIFont(name: \"Lato-Regular\", size: 13)\n", folder + "/b.swift")
        try Data(Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0xFF, 0xFE] + Array("CFBundleName".utf8)).write(
            to: URL(fileURLWithPath: folder + "/Settings.plist"))
        // Nor do files scan never reads: an XML file outside Android's resource folders, in Latin-1.
        try Data(
            Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<project name=\"caf".utf8) + [0xE9]
                + Array("\"/>".utf8)
        )
        .write(to: URL(fileURLWithPath: folder + "/pom.xml"))
        let quiet = inkbox("scan", "--fonts", FontFixture.directory.path, folder)
        #expect(quiet.status != 2, "\(quiet.standardError)")
        try Data(Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0xFF] + Array("UIAppFonts".utf8)).write(
            to: URL(fileURLWithPath: folder + "/Info.plist"))
        let run = inkbox("scan", "--fonts", FontFixture.directory.path, folder)
        #expect(run.status == 2)
        #expect(run.standardError.contains("Info.plist: a binary property list that lists UIAppFonts"))
    }

    @Test("invalid UTF-8 in a source is an error with its line, not U+FFFD")
    func invalidUTF8() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(
            Array("let a = 1\nlet b = UIFont(name: \"Lato-Regular\", size: 12)\nlet c = \"".utf8) + [
                0xC3, 0x28, 0x22, 0x0A,
            ]
        )
        .write(to: URL(fileURLWithPath: folder + "/a.swift"))
        try write("let d = UIFont(name: \"Lato-Regular\", size: 13)\n", folder + "/b.swift")
        let run = inkbox("scan", "--fonts", FontFixture.directory.path, folder)
        #expect(run.status == 2)
        #expect(run.standardError.contains("a.swift:3: invalid UTF-8"))
        #expect(run.standardOutput.contains("\n  b.swift\n"))
    }

    @Test(
        "a folder whose every font is unreadable is exit 2, for every command that takes folders",
        arguments: [["audit"], ["metrics"], ["fix", "--dry-run"], ["generate", "swift"]])
    func unreadableFolder(command: [String]) throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("not a font", folder + "/a.ttf")
        try Data(try Data(contentsOf: URL(fileURLWithPath: fixture(.trueType))).prefix(3000)).write(
            to: URL(fileURLWithPath: folder + "/b.ttf"))
        let run = inkbox(command + [folder])
        #expect(run.status == 2)
        #expect(
            run.standardError.contains(
                "\(folder): no readable font in this folder (2 font files skipped): nothing was measured"))
    }
}

@Suite("No raw bidi control or line separator in any output")
struct OutputEscapingTests {
    @Test(
        "U+202E, U+2066, U+2028, U+2029 and C1 controls in a token's name are escaped in every format",
        arguments: ["text", "json", "junit", "github", "sarif", "html"])
    func formats(format: String) throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = "evil\u{202E}txt.\u{2066}x\u{2028}y\u{2029}z\u{85}w"
        try write(
            "{\"text\": {\"$type\": \"typography\", \"\(name)\": {\"$value\": {\"fontFamily\": \"IPAexGothic\", \"fontSize\": 17}}}}",
            folder + "/t.tokens.json")
        let run = inkbox(
            "check", "--root", folder, "--fonts", FontFixture.directory.path, "--format", format,
            folder + "/t.tokens.json")
        #expect(run.status == 1)
        let unsafe: (Unicode.Scalar) -> Bool = { [0x85, 0x2028, 0x2029, 0x202E, 0x2066].contains($0.value) }
        #expect(!(run.standardOutput + run.standardError).unicodeScalars.contains(where: unsafe))
        if format == "json" || format == "sarif" {
            // A reader still gets the name back exactly.
            #expect(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) is [String: Any])
            #expect(run.standardOutput.contains("evil\\u202etxt"))
        }
    }
}

// Issue 39 (round 3): inputs named on the command line, links to devices and FIFOs at outputs,
// and `.git`. Each test fails on the code before it (the FIFO ones by hanging past their limit).

/// A checkout with `.git/config` holding a token, a secret file outside it, and the example tokens.
private struct Checkout {
    let folder: String
    var project: String { folder + "/checkout" }
    var outside: String { folder + "/outside" }
    static let secret = "GITHUB_TOKEN=ghs_canary"

    init() throws {
        folder = try scratchFolder()
        try write("[http] extraheader = AUTHORIZATION: basic \(Self.secret)\n", project + "/.git/config")
        try write(Self.secret + "\n", outside + "/env")
        let tokens = try String(contentsOfFile: packageFile("Examples/dtcg/typography.tokens.json"), encoding: .utf8)
        try write(tokens, project + "/tokens/typography.tokens.json")
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}

@Suite("Round 3: what the command line names is read and written under one rule", .timeLimit(.minutes(1)))
struct CommandLineRuleTests {
    @Test("a link at --report, --write-baseline or -o to a FIFO outside is refused at once, never waited on")
    func fifoOutputs() throws {
        let checkout = try Checkout()
        defer { checkout.remove() }
        #expect(mkfifo(checkout.outside + "/fifo", 0o600) == 0)
        for name in ["out.sarif", "baseline.json", "Gutters.swift"] {
            try link(checkout.project + "/" + name, to: checkout.outside + "/fifo")
        }
        let fonts = FontFixture.directory.path
        let tokens = checkout.project + "/tokens/typography.tokens.json"
        let root = checkout.project + "/tokens"
        let report = inkbox(
            "check", "--root", root, "--fonts", fonts, tokens, "--report", "sarif=" + checkout.project + "/out.sarif")
        #expect(report.status == 2)
        #expect(report.standardError.contains("out.sarif: cannot write (a link leads outside the folder"))
        let baseline = inkbox(
            "check", "--root", root, "--fonts", fonts, tokens, "--write-baseline", checkout.project + "/baseline.json")
        #expect(baseline.status == 2)
        let generated = inkbox(
            "generate", "css", "--root", root, "--fonts", fonts, tokens, "-o", checkout.project + "/Gutters.swift")
        #expect(generated.status == 2)
        #expect(generated.standardError.contains("Gutters.swift: cannot write (a link leads outside the folder"))
    }

    @Test("a link at an output to /dev/full or /proc/self/fd/1 is refused; /dev/null named directly is written")
    func deviceOutputs() throws {
        let checkout = try Checkout()
        defer { checkout.remove() }
        try link(checkout.project + "/full.json", to: "/dev/full")
        try link(checkout.project + "/stdout.json", to: "/proc/self/fd/1")
        let tokens = checkout.project + "/tokens/typography.tokens.json"
        for name in ["full.json", "stdout.json"] {
            let run = inkbox(
                "check", "--root", checkout.project + "/tokens", "--fonts", FontFixture.directory.path, tokens,
                "--report", "json=" + checkout.project + "/" + name)
            #expect(run.status == 2, "\(name)")
            #expect(run.standardError.contains(name + ": cannot write (a link leads outside the folder"), "\(name)")
        }
        let null = inkbox(
            "check", "--root", checkout.project, "--fonts", FontFixture.directory.path, tokens, "--report",
            "json=/dev/null")
        #expect(null.status == 1)
    }

    @Test("--write-baseline through a link into .git is refused and .git/config keeps its text")
    func baselineIntoGit() throws {
        let checkout = try Checkout()
        defer { checkout.remove() }
        try link(checkout.project + "/.inkbox-baseline.json", to: ".git/config")
        let run = inkbox(
            "check", "--root", checkout.project, "--fonts", FontFixture.directory.path,
            checkout.project + "/tokens/typography.tokens.json", "--write-baseline",
            checkout.project + "/.inkbox-baseline.json")
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot write baseline (inside .git, which inkbox never writes)"))
        #expect(contents(checkout.project + "/.git/config")?.contains(Checkout.secret) == true)
    }

    @Test("audit --strings, --text-file and --fallback through a link out of the project are refused, never printed")
    func linkedStrings() throws {
        let checkout = try Checkout()
        defer { checkout.remove() }
        try link(checkout.project + "/strings.txt", to: checkout.outside + "/env")
        try FileManager.default.copyItem(atPath: fixture(.trueType), toPath: checkout.outside + "/Fallback.ttf")
        try link(checkout.project + "/Fallback.ttf", to: checkout.outside + "/Fallback.ttf")
        for option in ["--strings", "--text-file"] {
            for format in ["json", "text"] {
                let run = inkbox(
                    "audit", "--root", checkout.project, "--format", format, option, checkout.project + "/strings.txt",
                    "--text", "Éj", fixture(.trueType))
                #expect(run.status == 2)
                #expect(!(run.standardOutput + run.standardError).contains("canary"), "\(option) \(format)")
                #expect(
                    run.standardError.contains(
                        "strings.txt: a link leads outside the project folder \(checkout.project) (see --root)"))
            }
        }
        let fallback = inkbox(
            "audit", "--root", checkout.project, "--text", "Éj", "--fallback", checkout.project + "/Fallback.ttf",
            fixture(.trueType))
        #expect(fallback.status == 2)
        #expect(fallback.standardError.contains("Fallback.ttf: a link leads outside the project folder"))
    }

    @Test("a scanned folder, a token file and a font folder linked out of the project are refused; the others run")
    func linkedInputs() throws {
        let checkout = try Checkout()
        defer { checkout.remove() }
        try write("let a = UIFont(name: \"IPAexGothic\", size: 12)\n", checkout.outside + "/app/Views.swift")
        try link(checkout.project + "/app", to: checkout.outside + "/app")
        try write("{\"\(Checkout.secret)\": 1}", checkout.outside + "/t.tokens.json")
        try link(checkout.project + "/linked.tokens.json", to: checkout.outside + "/t.tokens.json")
        try FileManager.default.createDirectory(atPath: checkout.project + "/Fonts", withIntermediateDirectories: true)
        try link(checkout.project + "/Fonts/system", to: FontFixture.directory.path)
        try FileManager.default.copyItem(atPath: fixture(.clipsOnIOS), toPath: checkout.project + "/Fonts/ipaexg.ttf")

        let scan = inkbox("scan", "--root", checkout.project, checkout.project + "/app")
        #expect(scan.status == 2)
        #expect(!scan.standardOutput.contains("Views.swift"))
        #expect(scan.standardError.contains("app: a link leads outside the project folder"))

        let check = inkbox(
            "check", "--root", checkout.project, "--fonts", checkout.project + "/Fonts", "--format", "json",
            checkout.project + "/linked.tokens.json", checkout.project + "/tokens/typography.tokens.json")
        #expect(check.status == 2)
        #expect(!(check.standardOutput + check.standardError).contains("canary"))
        #expect(check.standardError.contains("linked.tokens.json: a link leads outside the project folder"))
        #expect(check.standardError.contains("Fonts/system: a link leads outside the project folder"))
        // The other tokens are still checked, against the font the folder holds itself.
        #expect(check.standardOutput.contains("Fonts/ipaexg.ttf"))
        #expect(!check.standardOutput.contains("Lato-Regular.ttf"))
    }

    @Test("a token's catalog in .git is refused and none of its lines is printed, in any format")
    func catalogInGit() throws {
        let checkout = try Checkout()
        defer { checkout.remove() }
        try write(
            """
            {"text": {"$type": "typography", "t": {"$extensions": {"com.inkbox": {"strings": "../.git/config"}},
              "$value": {"fontFamily": "IPAexGothic", "fontSize": 12}}}}
            """, checkout.project + "/tokens/t.tokens.json")
        for format in ["json", "html", "markdown", "text"] {
            let run = inkbox(
                "check", "--root", checkout.project, "--fonts", FontFixture.directory.path, "--format", format,
                checkout.project + "/tokens/t.tokens.json")
            #expect(run.status == 2)
            #expect(!(run.standardOutput + run.standardError).contains("canary"), "\(format)")
            #expect(run.standardOutput.contains("inside .git, which inkbox never reads") || format != "json")
        }
    }
}

@Suite("Round 3: nothing passed over in silence")
struct RoundThreeSilenceTests {
    @Test("scan says which entries it cannot name or look at: a name that is not UTF-8, a path past PATH_MAX")
    func unnamedEntries() throws {
        let folder = try scratchFolder()
        var deep = folder + "/deep"
        defer {
            removeFolders(deep, under: folder)
            try? FileManager.default.removeItem(atPath: folder)
        }
        try write("let a = UIFont(name: \"Lato-Regular\", size: 13)\n", folder + "/ok.swift")
        let badName = Array((folder + "/a").utf8) + [0xFF] + Array("b.swift".utf8)
        let descriptor = open(badName.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        // Deeper than PATH_MAX (4096 on Linux): 40 folders of 120 characters.
        for _ in 0..<40 { deep += "/" + String(repeating: "x", count: 120) }
        #expect(makeFolders(deep))
        let run = inkbox("scan", "--fonts", FontFixture.directory.path, folder)
        #expect(run.status == 2)
        #expect(run.standardError.contains("a\\\\xFFb.swift: a name that is not valid UTF-8: not read"))
        #expect(run.standardError.contains(": cannot be looked at (file name too long): not read"))
        #expect(run.standardOutput.contains("\n  ok.swift\n"))
    }

    @Test("a script in a one-character folder (a, é) that spreads a package's style is scanned, not a crash")
    func oneCharacterFolders() throws {
        // Foundation's deletingLastPathComponent stopped the process on "a" (Linux), reached by
        // the module lookup's climb from each such file's folder.
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["a", "é"] {
            try write(
                """
                import theme from 'theme';
                import { Text, StyleSheet } from 'react-native';
                export const X = () => <Text style={styles.t}>Hello</Text>;
                const styles = StyleSheet.create({ t: { ...theme.text, fontFamily: 'Lato-Regular', fontSize: 14 } });

                """, folder + "/" + name + "/x.tsx")
        }
        let run = inkbox("scan", "--fonts", FontFixture.directory.path, folder)
        #expect(run.status == 0 || run.status == 1, "\(run.standardError)")
        #expect(run.standardOutput.contains("\n  a/x.tsx\n") && run.standardOutput.contains("\n  é/x.tsx\n"))
    }

    @Test(
        "a font with an empty table is refused as browsers refuse it, whatever the container",
        arguments: ["OS/2", "post", "name"])
    func emptyTable(tag: String) throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var sfnt = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture(.useTypoMetrics))))
        let tables = Int(sfnt[4]) << 8 | Int(sfnt[5])
        let record = try #require(
            (0..<tables).map { 12 + 16 * $0 }.first { Array(sfnt[$0..<$0 + 4]) == Array(tag.utf8) })
        sfnt.replaceSubrange(record + 12..<record + 16, with: [0, 0, 0, 0])
        try Data(sfnt).write(to: URL(fileURLWithPath: folder + "/empty.ttf"))
        var woff = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture(.woff))))
        let woffTables = Int(woff[12]) << 8 | Int(woff[13])
        let woffRecord = try #require(
            (0..<woffTables).map { 44 + 20 * $0 }.first { Array(woff[$0..<$0 + 4]) == Array(tag.utf8) })
        woff.replaceSubrange(woffRecord + 12..<woffRecord + 16, with: [0, 0, 0, 0])
        try Data(woff).write(to: URL(fileURLWithPath: folder + "/empty.woff"))
        for file in ["empty.ttf", "empty.woff"] {
            let run = inkbox("audit", "--platform", "web", "--set", "probe", folder + "/" + file)
            #expect(run.status == 2, "\(file)")
            #expect(
                run.standardError.contains("table '\(tag)' is empty (length 0), which browsers refuse (ots-sanitize)"),
                "\(run.standardError)")
        }
    }
}

/// Makes every folder of `path`, one below the other from the first, so that a path longer than
/// PATH_MAX can be made (each `mkdirat` is given one name).
/// Removes the folders `makeFolders` made for `path` below `base`, deepest first, each by its
/// parent's descriptor: FileManager's removeItem fails past PATH_MAX and left them behind.
private func removeFolders(_ path: String, under base: String) {
    let parts = path.split(separator: "/").map(String.init)
    var parents = [open("/", O_RDONLY | O_DIRECTORY)]
    for part in parts.dropLast() {
        guard let parent = parents.last, parent >= 0 else { break }
        parents.append(openat(parent, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW))
    }
    let kept = base.split(separator: "/").count
    for (parent, part) in zip(parents, parts).dropFirst(kept).reversed() where parent >= 0 {
        unlinkat(parent, part, AT_REMOVEDIR)
    }
    for parent in parents where parent >= 0 { close(parent) }
}

private func makeFolders(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    var folder = open("/", O_RDONLY | O_DIRECTORY)
    guard folder >= 0 else { return false }
    for part in parts {
        if mkdirat(folder, String(part), 0o755) != 0 && errno != EEXIST { return false }
        let next = openat(folder, String(part), O_RDONLY | O_DIRECTORY)
        close(folder)
        guard next >= 0 else { return false }
        folder = next
    }
    close(folder)
    return true
}
