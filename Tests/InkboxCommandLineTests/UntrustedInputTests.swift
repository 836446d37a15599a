import FontFixtures
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

// Each test here reproduces a defect found by feeding hostile inputs to inkbox (issue 11) and
// fails on the code before the fix.

private func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inkbox-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

private func write(_ text: String, _ url: URL) throws { try Data(text.utf8).write(to: url) }

/// A table record of an sfnt: where the record is, and the table's offset and length.
private func table(_ bytes: [UInt8], _ tag: String, directory: Int = 0) -> (record: Int, offset: Int, length: Int)? {
    func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    let count = Int(bytes[directory + 4]) << 8 | Int(bytes[directory + 5])
    for index in 0..<count {
        let record = directory + 12 + 16 * index
        if String(decoding: bytes[record..<record + 4], as: UTF8.self) == tag {
            return (record, u32(record + 8), u32(record + 12))
        }
    }
    return nil
}

private func put16(_ bytes: inout [UInt8], _ at: Int, _ value: Int) {
    bytes[at] = UInt8(truncatingIfNeeded: value >> 8)
    bytes[at + 1] = UInt8(truncatingIfNeeded: value)
}

private func put32(_ bytes: inout [UInt8], _ at: Int, _ value: Int) {
    for index in 0..<4 { bytes[at + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
}

private func fixtureBytes(_ font: FontFixture) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: font.path)))
}

/// `stderr` is one `inkbox: ` line per problem, with nothing raw in it.
private func expectOneLineErrors(_ run: Run, count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == count, "\(run.standardError)", sourceLocation: sourceLocation)
    #expect(lines.allSatisfy { $0.hasPrefix("inkbox: ") }, "\(run.standardError)", sourceLocation: sourceLocation)
    #expect(
        !run.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, sourceLocation: sourceLocation)
}

@Suite("Hostile catalogs: no crash, no entity, no recovery")
struct HostileCatalogTests {
    @Test("an empty or single-NUL strings.xml is an input error with its line, not a crash", arguments: ["", "\u{0}"])
    func emptyXML(content: String) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("strings.xml")
        try write(content, file)
        let run = inkbox("audit", "--strings", file.path, fixture(.useTypoMetrics))
        #expect(run.status == 2)
        #expect(run.standardError.contains("strings.xml:1: invalid XML: "))
        expectOneLineErrors(run, count: 1)
    }

    @Test(
        "no entity is expanded: external, parameter and nested entities are refused, and the file never shows",
        arguments: [
            "<!DOCTYPE resources [<!ENTITY xxe SYSTEM \"file://CANARY\">]>\n<resources><string name=\"a\">&xxe;</string></resources>",
            "<!DOCTYPE resources [<!ENTITY % p SYSTEM \"file://CANARY\"> %p;]>\n<resources/>",
            "<!DOCTYPE r [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>\n<resources>&b;</resources>",
            "<!DOCTYPE resources SYSTEM \"file://CANARY\">\n<resources/>",
            "<resources><string name=\"a\">&xxe;</string></resources>",
        ])
    func entities(document: String) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let canary = folder.appendingPathComponent("canary.txt")
        try write("THE-CANARY-LINE", canary)
        let file = folder.appendingPathComponent("strings.xml")
        try write(document.replacingOccurrences(of: "CANARY", with: canary.path), file)
        for format in ["text", "json"] {
            let run = inkbox("audit", "--format", format, "--strings", file.path, fixture(.useTypoMetrics))
            #expect(run.status == 2)
            #expect(!run.standardOutput.contains("THE-CANARY") && !run.standardError.contains("THE-CANARY"))
            #expect(run.standardError.contains("invalid XML: "))
            expectOneLineErrors(run, count: 1)
        }
    }

    @Test("malformed XML is an error with its line, never recovered")
    func mismatchedTags() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("strings.xml")
        try write("<resources>\n  <string name=\"a\">Ça</strong>\n</resources>\n", file)
        let run = inkbox("audit", "--strings", file.path, fixture(.useTypoMetrics))
        #expect(run.status == 2)
        #expect(run.standardError.hasSuffix("strings.xml:2: invalid XML: </strong> closes <string> opened on line 2\n"))
    }

    @Test(
        "invalid UTF-8 and UTF-16 are errors with their line, not U+FFFD",
        arguments: [
            ("a.strings", [0x22, 0x61, 0x22, 0x20, 0x3D, 0x20, 0x22, 0xC3, 0x28, 0x22, 0x3B]),
            ("b.txt", [0x6F, 0x6B, 0x0A, 0xFF, 0x0A]),
            ("vi.json", [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xE2, 0x82, 0x22, 0x7D]),
            ("c.strings", [0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00]),
        ])
    func encodings(name: String, bytes: [UInt8]) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        let run = inkbox("audit", "--strings", file.path, fixture(.useTypoMetrics))
        #expect(run.status == 2)
        #expect(run.standardError.contains("invalid UTF"), "\(run.standardError)")
        #expect(!run.standardOutput.contains("\u{FFFD}"))
    }

    @Test(
        "a catalog of the wrong shape is an error, not a catalog with no strings",
        arguments: ["{\"strings\": []}", "[]", "{\"sourceLanguage\": 3, \"strings\": {}}"])
    func wronglyTypedCatalog(text: String) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Localizable.xcstrings")
        try write(text, file)
        #expect(inkbox("audit", "--strings", file.path, fixture(.useTypoMetrics)).status == 2)
    }

    @Test("a string over the length limit is an error that names the limit")
    func longString() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("long.txt")
        try write(String(repeating: "g", count: 100_001), file)
        let run = inkbox("audit", "--strings", file.path, fixture(.useTypoMetrics))
        #expect(run.status == 2)
        #expect(run.standardError.contains("long.txt:1: string line 1 has 100001 characters, over the limit of 100000"))
    }

    @Test("a token's own text over the length limit is an error for that token")
    func longTokenText() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = folder.appendingPathComponent("t.tokens.json")
        try write(
            "{\"t\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Lato\", \"fontSize\": 16}, "
                + "\"$extensions\": {\"com.inkbox\": {\"text\": \"\(String(repeating: "g", count: 100_001))\"}}}}",
            tokens)
        let run = inkbox("check", "--fonts", FontFixture.directory.path, "--root", folder.path, "--wide", tokens.path)
        #expect(run.status == 2)
        #expect(run.standardOutput.contains("over the limit of 100000"))
    }
}

@Suite("Paths named inside token files stay inside the project")
struct ProjectRootTests {
    /// A project folder with a token file whose tokens name `catalogs`, plus a good token.
    private func check(_ catalogs: [String], prepare: (URL) throws -> Void = { _ in }) throws -> (
        Run, [String: [String: Any]]
    ) {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try write("SECRET-OUTSIDE\n", root.appendingPathComponent("secret.txt"))
        try prepare(project)
        var tokens =
            "{\"text\": {\"$type\": \"typography\", \"fine\": {\"$value\": {\"fontFamily\": \"Lato\", \"fontSize\": 16, \"lineHeight\": 1.5}}"
        for (index, catalog) in catalogs.enumerated() {
            tokens +=
                ", \"t\(index)\": {\"$value\": {\"fontFamily\": \"Lato\", \"fontSize\": 16}, "
                + "\"$extensions\": {\"com.inkbox\": {\"strings\": \"\(catalog)\"}}}"
        }
        let file = project.appendingPathComponent("t.tokens.json")
        try write(tokens + "}}", file)
        let run = inkbox(
            "check", "--fonts", FontFixture.directory.path, "--root", project.path, "--format", "json", "--edges",
            "vertical",
            file.path)
        let results =
            (try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])?["tokens"]
            as? [[String: Any]] ?? []
        #expect(!run.standardOutput.contains("SECRET-OUTSIDE") && !run.standardOutput.contains("root:x:0"))
        return (run, Dictionary(uniqueKeysWithValues: results.map { ($0["path"] as? String ?? "", $0) }))
    }

    @Test("absolute paths, ../ and /proc are errors for their token only; the others are checked")
    func outside() throws {
        let (run, tokens) = try check(["/etc/passwd", "../secret.txt", "/proc/self/environ", "sub/../../secret.txt"])
        #expect(run.status == 2)
        #expect(tokens["text.fine"]?["verdict"] as? String == "pass")
        for index in 0..<4 {
            #expect((tokens["text.t\(index)"]?["error"] as? String)?.contains("outside the project root") == true)
        }
    }

    @Test("a symbolic link out of the project, and a FIFO inside it, are refused")
    func linksAndDevices() throws {
        let (run, tokens) = try check(["link.json", "fifo.json", "dev.json"]) { project in
            try FileManager.default.createSymbolicLink(
                atPath: project.appendingPathComponent("link.json").path,
                withDestinationPath: "../secret.txt")
            #expect(mkfifo(project.appendingPathComponent("fifo.json").path, 0o644) == 0)
            try FileManager.default.createSymbolicLink(
                atPath: project.appendingPathComponent("dev.json").path,
                withDestinationPath: "/dev/zero")
        }
        #expect(run.status == 2)
        #expect((tokens["text.t0"]?["error"] as? String)?.contains("outside the project root") == true)
        #expect((tokens["text.t1"]?["error"] as? String)?.contains("not a regular file") == true)
        #expect((tokens["text.t2"]?["error"] as? String)?.contains("outside the project root") == true)
        #expect(tokens["text.fine"]?["verdict"] as? String == "pass")
    }

    @Test("a font map entry outside the project is an error")
    func fontMap() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let map = folder.appendingPathComponent("map.json")
        try write("{\"fonts\": [{\"family\": \"Lato\", \"file\": \"/etc/passwd\"}]}", map)
        let tokens = folder.appendingPathComponent("t.tokens.json")
        try write(
            "{\"t\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Lato\", \"fontSize\": 16}}}", tokens)
        let run = inkbox("check", "--font-map", map.path, "--root", folder.path, tokens.path)
        #expect(run.status == 2)
        #expect(run.standardError.contains("map.json: fonts[0]: /etc/passwd: outside the project root"))
    }
}

@Suite("Names from fonts and tokens cannot break out of what inkbox writes")
struct EscapingTests {
    @Test("a font file name holding newlines stays inside the generated Swift's comments")
    func swiftHeader() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = folder.appendingPathComponent("x\nlet injected = 1\n.ttf")
        try FileManager.default.copyItem(atPath: fixture(.trueType), toPath: font.path)
        let run = inkbox("generate", "swift", font.path)
        #expect(run.status == 0)
        let header = run.standardOutput.components(separatedBy: "#if canImport(UIKit)")[0]
        #expect(header.split(separator: "\n").allSatisfy { $0.hasPrefix("//") }, "\(header)")
        #expect(
            !run.standardOutput.split(separator: "\n").contains {
                $0.trimmingCharacters(in: .whitespaces) == "let injected = 1"
            })
    }

    @Test("token names cannot end a CSS comment, break Android XML or start a GitHub workflow command")
    func tokenNames() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = folder.appendingPathComponent("t.tokens.json")
        try write(
            """
            {"a*/ body{color:red} /*b": {"$type": "typography", "$value": {"fontFamily": "Nope", "fontSize": 16}},
             "c--><evil/><!--": {"$type": "typography", "$value": {"fontFamily": "Lato", "fontSize": 16}},
             "nl\\r\\n::error::injected": {"$type": "typography", "$value": {"fontFamily": "IPAexGothic", "fontSize": 16}}}
            """, tokens)
        let fonts = FontFixture.directory.path
        let css = inkbox("generate", "css", "--fonts", fonts, tokens.path).standardOutput
        var outsideComments = css
        while let start = outsideComments.range(of: "/*"),
            let end = outsideComments.range(of: "*/", range: start.upperBound..<outsideComments.endIndex)
        {
            outsideComments.removeSubrange(start.lowerBound..<end.upperBound)
        }
        #expect(!outsideComments.contains("body"), "\(css)")
        let android = inkbox("generate", "android", "--fonts", fonts, tokens.path).standardOutput
        let document = try XMLDocument(data: Data(android.utf8))
        #expect(document.rootElement()?.elements(forName: "evil").isEmpty == true)
        for format in ["github", "text", "junit"] {
            let run = inkbox("check", "--fonts", fonts, "--format", format, tokens.path)
            #expect(run.status == 2)
            #expect(!run.standardOutput.contains("\r"))
            #expect(!run.standardOutput.split(separator: "\n").contains { $0.hasPrefix("::error::injected") })
        }
    }

    @Test("control characters in paths reach the terminal as \\u{…}, and every error is one line")
    func terminal() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = folder.appendingPathComponent("e\u{1B}[31mvil\r\n::error::x.ttf")
        try FileManager.default.copyItem(atPath: fixture(.trueType), toPath: font.path)
        let missing = folder.appendingPathComponent("gone\n.ttf").path
        let run = inkbox("audit", font.path, missing)
        #expect(run.standardOutput.contains("e\\u{1b}[31mvil\\u{d}\\u{a}::error::x.ttf"))
        #expect(!run.standardOutput.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\r" })
        expectOneLineErrors(run, count: 1)
    }
}

@Suite("-o writes through one writer")
struct OutputTests {
    private let tokens = packageFile("Examples/dtcg/typography.tokens.json")

    @Test("'-' is standard output, and no file named '-' appears")
    func dash() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = inkbox("generate", "css", "--fonts", FontFixture.directory.path, tokens, "-o", "-")
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("/* Generated by inkbox"))
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    @Test("a symbolic link is written through; a device is written in place and stays a device")
    func linksAndDevices() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.css")
        let link = folder.appendingPathComponent("link.css")
        try write("old", target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.css")
        #expect(inkbox("generate", "css", "--fonts", FontFixture.directory.path, tokens, "-o", link.path).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.css")
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("/* Generated by inkbox"))
        #expect(inkbox("render", fixture(.clipsOnIOS), "--text", "Éj", "-o", "/dev/null").status == 1)
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("a full disk, a directory and a missing folder are one-line errors with exit 2")
    func failures() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var targets = [folder.path, folder.path + "/no/such/folder.svg"]
        #if os(Linux)
            targets.append("/dev/full")
        #endif
        for target in targets {
            let run = inkbox("render", fixture(.clipsOnIOS), "--text", "Éj", "-o", target)
            #expect(run.status == 2)
            expectOneLineErrors(run, count: 1)
            #expect(run.standardError.contains(": cannot write ("))
        }
        #if os(Linux)
            let baseline = inkbox(
                "check", "--fonts", FontFixture.directory.path, "--write-baseline", "/dev/full", tokens)
            #expect(baseline.status == 2)
            #expect(baseline.standardError.contains("/dev/full: cannot write baseline (no space left on device)"))
        #endif
    }
}

@Suite("Broken fonts never pass")
struct BrokenFontTests {
    private func audit(_ bytes: [UInt8], name: String = "broken.ttf") throws -> Run {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return inkbox("audit", file.path)
    }

    @Test("a font cut short is an error, however much of it is left")
    func truncated() throws {
        let lato = try fixtureBytes(.useTypoMetrics)
        for length in [330_796, lato.count - 1, lato.count / 2] {
            let run = try audit(Array(lato.prefix(length)))
            #expect(run.status == 2, "\(length) bytes")
            expectOneLineErrors(run, count: 1)
        }
    }

    @Test("missing, empty or misdirected glyph data is an error, not an empty measurement")
    func glyphData() throws {
        let original = try fixtureBytes(.trueType)
        let glyf = try #require(table(original, "glyf"))
        let loca = try #require(table(original, "loca"))
        let maxp = try #require(table(original, "maxp"))
        let cmap = try #require(table(original, "cmap"))
        var mutants: [String: [UInt8]] = [:]
        var bytes = original
        put32(&bytes, glyf.record + 12, 0)
        mutants["glyf length 0"] = bytes
        bytes = original
        put32(&bytes, glyf.record, 0x676C_7958)  // 'glyX': no glyf table at all
        mutants["no glyf"] = bytes
        bytes = original
        put32(&bytes, glyf.record + 12, glyf.length / 2)
        mutants["glyf cut in half"] = bytes
        bytes = original
        put16(&bytes, loca.offset + 2 * 40, 0x7FFF)
        mutants["loca out of order"] = bytes
        for count in [0, 1] {
            bytes = original
            put16(&bytes, maxp.offset + 4, count)
            mutants["maxp.numGlyphs \(count)"] = bytes
        }
        bytes = original
        for at in cmap.offset..<cmap.offset + cmap.length { bytes[at] = 0 }
        mutants["cmap zeroed"] = bytes
        for (name, mutant) in mutants.sorted(by: { $0.key < $1.key }) {
            let run = try audit(mutant)
            #expect(run.status == 2, "\(name): \(run.standardError)")
            expectOneLineErrors(run, count: 1)
        }
    }

    @Test("a collection that claims 65,536 faces is one error line")
    func collectionFaces() throws {
        var bytes = try fixtureBytes(.collection)
        put32(&bytes, 8, 65_536)
        let run = try audit(bytes, name: "big.otc")
        #expect(run.status == 2)
        expectOneLineErrors(run, count: 1)
        #expect(run.standardError.contains("collection claims 65536 faces"))
    }

    @Test("a variable font whose axis default lies outside its range is an error")
    func axisRange() throws {
        var bytes = try fixtureBytes(.variable)
        let fvar = try #require(table(bytes, "fvar"))
        let axes = fvar.offset + (Int(bytes[fvar.offset + 4]) << 8 | Int(bytes[fvar.offset + 5]))  // axesArrayOffset
        let maximum = bytes[axes + 12..<axes + 16]
        bytes.replaceSubrange(axes + 12..<axes + 16, with: bytes[axes + 4..<axes + 8])  // max = min
        bytes.replaceSubrange(axes + 4..<axes + 8, with: maximum)  // min = the old max, above the default
        let run = try audit(bytes)
        #expect(run.status == 2)
        #expect(run.standardError.contains("fvar axis 'wght' has default"))
    }
}
