import FontFixtures
import Foundation
import Testing

// Each test here reproduces a defect found by running inkbox on a hostile checkout (issue 23)
// and fails on the code before the fix.

private func scratch() throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inkbox-repo-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    // Resolved, so that paths compare equal to what inkbox prints (macOS's /var is a link).
    return URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
}

private func write(_ text: String, _ path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

private func link(_ path: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
}

private func contents(_ path: String) -> String? { FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } }

@Suite("Writes never leave their place through a planted link")
struct PlantedLinkTests {
    private let tokens = packageFile("Examples/dtcg/typography.tokens.json")

    @Test("fix -o DIR refuses a link at a copy's name that leads out of DIR, and writes the other copies")
    func fixThroughLink() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("ssh-ed25519 AAAA victim", folder + "/authorized_keys")
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        try link(folder + "/out/ipaexg.ttf", to: "../authorized_keys")
        try link(folder + "/out/DejaVuSans.ttf", to: folder + "/created-outside.ttf")  // dangling
        let run = inkbox("fix", "-o", folder + "/out", fixture(.clipsOnIOS), fixture(.trueType), fixture(.useTypoMetrics))
        #expect(run.status == 2)
        #expect(contents(folder + "/authorized_keys") == "ssh-ed25519 AAAA victim")
        #expect(!FileManager.default.fileExists(atPath: folder + "/created-outside.ttf"))
        #expect(run.standardError.contains("out/ipaexg.ttf: cannot write (a link leads outside the folder \(folder)/out"))
        #expect(run.standardError.contains("out/DejaVuSans.ttf: cannot write (a link leads outside the folder \(folder)/out"))
        // The input that has no planted link is still written.
        #expect(FileManager.default.fileExists(atPath: folder + "/out/Lato-Regular.ttf"))
    }

    @Test("a write through a linked folder inside the project makes nothing outside it")
    func linkedFolder() throws {
        let project = try scratch(), elsewhere = try scratch()
        defer { for path in [project, elsewhere] { try? FileManager.default.removeItem(atPath: path) } }
        try link(project + "/out", to: elsewhere)
        let run = inkbox("check", "--root", project, "--fonts", FontFixture.directory.path, "--write-baseline",
                         project + "/out/inkbox-baseline.json", tokens)
        #expect(run.status == 2)
        #expect(run.standardError.contains("a link leads outside the project root \(project)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    }

    @Test("--write-baseline through a link at the baseline's path out of the project is refused; the check still reports")
    func baselineThroughLink() throws {
        let project = try scratch(), elsewhere = try scratch()
        defer { for path in [project, elsewhere] { try? FileManager.default.removeItem(atPath: path) } }
        try write("#!/bin/sh\necho victim\n", elsewhere + "/victim.sh")
        try link(project + "/inkbox-baseline.json", to: elsewhere + "/victim.sh")
        let run = inkbox("check", "--root", project, "--fonts", FontFixture.directory.path, "--write-baseline",
                         project + "/inkbox-baseline.json", tokens)
        #expect(run.status == 2)
        #expect(contents(elsewhere + "/victim.sh") == "#!/bin/sh\necho victim\n")
        #expect(run.standardError.contains("inkbox-baseline.json: cannot write baseline (a link leads outside the project root"))
        #expect(run.standardOutput.contains("text.heading-ja"))
        // A link that stays in the project is still written through.
        try FileManager.default.removeItem(atPath: project + "/inkbox-baseline.json")
        try write("", project + "/real.json")
        try link(project + "/inkbox-baseline.json", to: "real.json")
        #expect(inkbox("check", "--root", project, "--fonts", FontFixture.directory.path, "--write-baseline",
                       project + "/inkbox-baseline.json", tokens).status == 0)
        #expect(contents(project + "/real.json")?.contains("\"accepted\"") == true)
    }

    @Test("a device inside the project is refused; one named outside it is written in place")
    func devices() throws {
        let project = try scratch()
        defer { try? FileManager.default.removeItem(atPath: project) }
        try link(project + "/report.svg", to: "/dev/null")
        let planted = inkbox("generate", "css", "--root", project, "--fonts", FontFixture.directory.path, tokens,
                             "-o", project + "/report.svg")
        #expect(planted.status == 2)
        #expect(planted.standardError.contains("a link leads outside the project root"))
        #expect(inkbox("generate", "css", "--root", project, "--fonts", FontFixture.directory.path, tokens, "-o", "/dev/null").status == 0)
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
    @Test("pubspec assets and @font-face sources outside the scanned folder are never measured, whatever is there",
          arguments: ["outside/Secret.ttf", "outside/missing.ttf", "outside/empty.ttf", "outside/notes.ttf"])
    func outsideSources(target: String) throws {
        let (folder, relative) = try relativeScratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/outside", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture(.clipsOnIOS), toPath: folder + "/outside/Secret.ttf")
        try write("", folder + "/outside/empty.ttf")
        try write("not a font", folder + "/outside/notes.ttf")
        try write("flutter:\n  fonts:\n    - family: Brand\n      fonts:\n        - asset: ../../\(target)\n", folder + "/app/flutter/pubspec.yaml")
        try write("const a = TextStyle(fontFamily: 'Brand', fontSize: 20);\n", folder + "/app/flutter/lib/main.dart")
        try write("@font-face { font-family: \"Secret\"; src: url(\"../../\(target)\"); }\n.t { font-family: \"Secret\"; font-size: 20px; }\n",
                  folder + "/app/web/styles.css")
        for root in [relative + "/app", relative + "/app/flutter/..", "./" + relative + "/app/web/../"] {
            let run = inkbox("scan", "--format", "json", root)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            let usages = try #require(json["usages"] as? [[String: Any]])
            #expect(usages.count == 2, "\(root)")
            for usage in usages {
                #expect(usage["verdict"] as? String == "unresolved", "\(root): \(usage)")
                #expect((usage["reason"] as? String)?.hasSuffix("../../\(target): outside the scanned folder") == true, "\(usage)")
            }
            #expect(!run.standardOutput.contains("IPAex"))
        }
    }
}
