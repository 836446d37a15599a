import Foundation
import InputFiles
import Testing

/// A fresh folder for one test, removed after it.
private final class Scratch {
    let path: String
    init() throws {
        path = NSTemporaryDirectory() + "inkbox-inputfiles-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String, _ text: String = "x") throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }
}

@Suite("Input and output files")
struct InputFilesTests {
    @Test("only regular files are read, and no more than the limit")
    func read() throws {
        let scratch = try Scratch()
        let file = try scratch.file("a.json", "{}\n")
        #expect(try InputFile.read(file, limit: 3) == Array("{}\n".utf8))
        #expect(throws: InputFileError(path: file, reason: "3 bytes, over the limit of 2")) {
            try InputFile.read(file, limit: 2)
        }
        #expect(throws: InputFileError(path: scratch.path, reason: "is a directory")) {
            try InputFile.read(scratch.path, limit: 10)
        }
        #expect(
            throws: InputFileError(
                path: "/dev/null", reason: "not a regular file (a device, FIFO or socket is never read)")
        ) {
            try InputFile.read("/dev/null", limit: 10)
        }
        #expect(throws: InputFileError(path: scratch.path + "/none", reason: "no such file")) {
            try InputFile.read(scratch.path + "/none", limit: 10)
        }
    }

    @Test("a path named in a file stays inside the root, whatever links or .. say")
    func confine() throws {
        let scratch = try Scratch()
        let tokens = try scratch.file("project/tokens/tokens.json")
        _ = try scratch.file("project/fonts/A.ttf")
        _ = try scratch.file("secret.ttf")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/project/out.ttf", withDestinationPath: scratch.path + "/secret.ttf")
        let root = try ProjectRoot(scratch.path + "/project", outside: "the scanned folder")
        #expect(try root.confine("../fonts/A.ttf", namedIn: tokens) == scratch.path + "/project/tokens/../fonts/A.ttf")
        let outside = InputFileError(path: "../../secret.ttf", reason: "outside the scanned folder")
        #expect(throws: outside) { try root.confine("../../secret.ttf", namedIn: tokens) }
        #expect(throws: InputFileError(path: "../out.ttf", reason: "outside the scanned folder")) {
            try root.confine("../out.ttf", namedIn: tokens)
        }
        // A file not there yet is judged by the folder above it, and no .. may climb.
        #expect(try root.confine("new.ttf", namedIn: tokens) == scratch.path + "/project/tokens/new.ttf")
        #expect(throws: InputFileError(path: "../../x/new.ttf", reason: "outside the scanned folder")) {
            try root.confine("../../x/new.ttf", namedIn: tokens)
        }
    }

    @Test("a folder is searched for font files in sorted order, leaving out what --exclude matches")
    func search() throws {
        let scratch = try Scratch()
        for name in ["b/Z.otf", "a/Y.TTF", "a/notes.txt", "a/Emoji.ttf", "c.woff2"] { _ = try scratch.file(name) }
        let (files, skipped) = FontFileSearch.expand([scratch.path], excluding: ["*Emoji*"])
        #expect(files.map { String($0.path.dropFirst(scratch.path.count + 1)) } == ["a/Y.TTF", "b/Z.otf", "c.woff2"])
        #expect(files.allSatisfy { !$0.explicit && $0.folder == scratch.path })
        #expect(skipped.isEmpty)
        // A file named itself is kept whatever its extension; an empty folder is said to be.
        let named = try scratch.file("font.bin")
        _ = try scratch.file("empty/readme.md")
        let (given, _) = FontFileSearch.expand([named, scratch.path + "/empty"])
        #expect(given.map(\.explicit) == [true, true] && given.map(\.emptyFolder) == [false, true])
    }

    @Test("output never goes through a link that leads out of its place, and replaces files whole")
    func output() throws {
        let scratch = try Scratch()
        let outside = try scratch.file("outside.txt", "keep")
        let project = scratch.path + "/project"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project + "/report.json", withDestinationPath: outside)
        #expect(throws: OutputError.self) {
            try OutputFile.write(bytes: Array("new".utf8), to: project + "/report.json", root: project)
        }
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "keep")
        let target = project + "/sub/out.json"
        try OutputFile.makeFolder(project + "/sub", root: project)
        try OutputFile.write(bytes: Array("one".utf8), to: target, root: project)
        try OutputFile.write(bytes: Array("two".utf8), to: target, root: project)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "two")
        #expect(throws: OutputError.self) { try OutputFile.write(bytes: [], to: project + "/sub", root: project) }
    }
}
