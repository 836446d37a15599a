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
        // A .. that climbs to a folder inside the root is read as the path it makes (an SCSS
        // source's url() written for its compiled sheet's folder); one below a missing folder is not.
        #expect(
            try root.confine("../missing/new.ttf", namedIn: tokens)
                == scratch.path + "/project/tokens/../missing/new.ttf")
        #expect(throws: InputFileError(path: "../missing/../../secret.ttf", reason: "outside the scanned folder")) {
            try root.confine("../missing/../../secret.ttf", namedIn: tokens)
        }
    }

    @Test("a folder is searched for font files in sorted order, leaving out what --exclude matches")
    func search() throws {
        let scratch = try Scratch()
        for name in ["b/Z.otf", "a/Y.TTF", "a/notes.txt", "a/Emoji.ttf", "c.woff2"] { _ = try scratch.file(name) }
        let (files, skipped, refused) = FontFileSearch.expand([scratch.path], excluding: ["*Emoji*"])
        #expect(files.map { String($0.path.dropFirst(scratch.path.count + 1)) } == ["a/Y.TTF", "b/Z.otf", "c.woff2"])
        #expect(files.allSatisfy { !$0.explicit && $0.folder == scratch.path })
        #expect(skipped.isEmpty && refused.isEmpty)
        // A file named itself is kept whatever its extension; an empty folder is said to be.
        let named = try scratch.file("font.bin")
        _ = try scratch.file("empty/readme.md")
        let given = FontFileSearch.expand([named, scratch.path + "/empty"]).files
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
            try OutputFile.write(
                bytes: Array("new".utf8), to: project + "/report.json", project: Project(root: project))
        }
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "keep")
        let target = project + "/sub/out.json"
        try OutputFile.makeFolder(project + "/sub", project: Project(root: project))
        try OutputFile.write(bytes: Array("one".utf8), to: target, project: Project(root: project))
        try OutputFile.write(bytes: Array("two".utf8), to: target, project: Project(root: project))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "two")
        #expect(throws: OutputError.self) {
            try OutputFile.write(bytes: [], to: project + "/sub", project: Project(root: project))
        }
    }
}

/// Issue 39's read and write rules, on a project of its own (`--root`): what a planted link or a
/// version control folder can no longer reach. Each fails on the code before that issue.
@Suite("One rule for every path the command line names")
struct ProjectRuleTests {
    @Test("a path inside the project is read only while its links keep it there; one outside is read as named")
    func admit() throws {
        let scratch = try Scratch()
        let project = Project(root: scratch.path + "/project")
        let secret = try scratch.file("outside/env", "TOKEN=x")
        _ = try scratch.file("project/fonts/A.ttf")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/project/strings.txt", withDestinationPath: secret)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/project/app", withDestinationPath: scratch.path + "/outside")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/project/fonts-link", withDestinationPath: "fonts")
        for path in ["strings.txt", "app", "app/env"] {
            #expect(
                throws: InputFileError(
                    path: scratch.path + "/project/" + path,
                    reason: "a link leads outside the project folder \(canonical(scratch.path))/project (see --root); "
                        + "nothing was read through it")
            ) { try project.admit(scratch.path + "/project/" + path) }
        }
        // A link that stays, a path outside the project (named directly), and a missing file pass.
        for path in ["/project/fonts-link/A.ttf", "/project/fonts/A.ttf", "/outside/env", "/project/none.json"] {
            try project.admit(scratch.path + path)
        }
    }

    @Test("nothing in .git is read, named directly, through a link or from a path inside an input")
    func versionControl() throws {
        let scratch = try Scratch()
        let config = try scratch.file("project/.git/config", "[remote] extraheader = AUTHORIZATION: token")
        let tokens = try scratch.file("project/tokens.json")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/project/catalog.strings", withDestinationPath: ".git/config")
        let project = Project(root: scratch.path + "/project")
        let refused = InputFileError(path: config, reason: "inside .git, which inkbox never reads")
        #expect(throws: refused) { try project.admit(config) }
        #expect(throws: InputFileError(path: "/x/.hg/store", reason: "inside .hg, which inkbox never reads")) {
            try Project(root: scratch.path).admit("/x/.hg/store")
        }
        #expect(throws: InputFileError.self) { try project.admit(scratch.path + "/project/catalog.strings") }
        let root = try ProjectRoot(scratch.path + "/project")
        #expect(throws: InputFileError(path: "../project/.git/config", reason: "inside .git, which inkbox never reads"))
        {
            try root.confine("../project/.git/config", namedIn: tokens)
        }
        #expect(throws: InputFileError(path: "catalog.strings", reason: "inside .git, which inkbox never reads")) {
            try root.confine("catalog.strings", namedIn: tokens)
        }
    }

    @Test("a font folder's link that leads out of the project is refused, the other fonts found, .git not searched")
    func search() throws {
        let scratch = try Scratch()
        _ = try scratch.file("project/Fonts/A.ttf")
        _ = try scratch.file("project/Fonts/.git/objects/B.ttf")
        _ = try scratch.file("system/C.ttf")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/project/Fonts/system", withDestinationPath: scratch.path + "/system")
        let (files, _, refused) = FontFileSearch.expand(
            [scratch.path + "/project/Fonts"], project: Project(root: scratch.path + "/project"))
        #expect(files.map(\.path) == [scratch.path + "/project/Fonts/A.ttf"])
        #expect(refused.map(\.path) == [scratch.path + "/project/Fonts/system"])
        // A folder outside the project, named directly, follows its links (a system font folder).
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/system/linked", withDestinationPath: scratch.path + "/project/Fonts")
        let outside = FontFileSearch.expand(
            [scratch.path + "/system"], project: Project(root: scratch.path + "/project"))
        #expect(outside.files.map(\.path) == [scratch.path + "/system/C.ttf", scratch.path + "/system/linked/A.ttf"])
        #expect(outside.refused.isEmpty)
    }

    @Test("a link at an output to a FIFO or device is never written through; a FIFO named directly is, without waiting")
    func devices() throws {
        let scratch = try Scratch()
        let fifo = scratch.path + "/outside/fifo"
        try FileManager.default.createDirectory(atPath: scratch.path + "/outside", withIntermediateDirectories: true)
        #expect(mkfifo(fifo, 0o600) == 0)
        _ = try scratch.file("checkout/tokens/t.json")
        for (name, target) in [("out.sarif", fifo), ("full.json", "/dev/full"), ("stdout.json", "/proc/self/fd/1")] {
            try FileManager.default.createSymbolicLink(
                atPath: scratch.path + "/checkout/" + name, withDestinationPath: target)
            // Outside --root (the checkout is not the current directory here): the folder named is the place.
            #expect(throws: OutputError.self, "\(name)") {
                try OutputFile.write(
                    bytes: Array("x".utf8), to: scratch.path + "/checkout/" + name,
                    project: Project(root: scratch.path + "/checkout/tokens"))
            }
        }
        // Named directly, outside the project: opened without waiting for a reader.
        #expect(throws: OutputError(path: fifo, reason: "a FIFO that no process reads; nothing was written")) {
            try OutputFile.write(bytes: Array("x".utf8), to: fifo)
        }
        try OutputFile.write(bytes: Array("x".utf8), to: "/dev/null")
    }

    @Test("nothing is written in .git, through a link or named directly")
    func writeVersionControl() throws {
        let scratch = try Scratch()
        let config = try scratch.file("project/.git/config", "[core]")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/project/.inkbox-baseline.json", withDestinationPath: ".git/config")
        let project = Project(root: scratch.path + "/project")
        for path in [scratch.path + "/project/.inkbox-baseline.json", config, scratch.path + "/project/.git/new"] {
            #expect(throws: OutputError.self, "\(path)") {
                try OutputFile.write(bytes: Array("x".utf8), to: path, project: project)
            }
        }
        #expect(throws: OutputError.self) {
            try OutputFile.makeFolder(scratch.path + "/project/.git/out", project: project)
        }
        #expect(try String(contentsOfFile: config, encoding: .utf8) == "[core]")
    }
}

/// A path through its links, as inkbox prints its folders (macOS's /var is a link).
private func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
}

@Suite("A path's parts as text")
struct PathPartsTests {
    /// Every path of up to five characters from `a`, `.`, `/` and `é`: 1,365 paths.
    static let paths: [String] = (1...5).reduce(into: [""]) { paths, length in
        paths += paths.filter { $0.count == length - 1 }.flatMap { path in ["a", ".", "/", "é"].map { path + $0 } }
    }

    /// Foundation's `NSString` methods are the reference: the same parts, over every path they
    /// read. Where they differ from it, by design: `//` is the root (Foundation gives `""`), and a
    /// one-character path has no folder, where Foundation's `deletingLastPathComponent` stops the
    /// process (its precondition on Linux: a `.` or one-letter folder of a checkout reached it).
    /// Foundation also stops on a run of slashes before a non-ASCII character (`a//é`: its slash
    /// fixing indexes past the string's end); those 81 paths are only run through ours.
    @Test("name, folder, extension and stem are Foundation's, without its traps")
    func foundationsParts() {
        var compared = 0
        for path in Self.paths {
            if let run = path.range(of: "//"), path[run.upperBound...].contains(where: { !$0.isASCII }) {
                #expect(Paths.name(path) == Paths.name(path.replacingOccurrences(of: "//", with: "/")))
                continue
            }
            let nsPath = path as NSString
            let rootOnly = !path.isEmpty && path.allSatisfy { $0 == "/" }
            #expect(Paths.name(path) == (rootOnly ? "/" : nsPath.lastPathComponent), "\(path)")
            #expect(Paths.fileExtension(path) == nsPath.pathExtension, "\(path)")
            #expect(Paths.deletingExtension(path) == (rootOnly ? "/" : nsPath.deletingPathExtension), "\(path)")
            // Where Foundation would trap: a path of one character once its final slashes are gone.
            var trimmed = Substring(path)
            while trimmed.count > 1, trimmed.last == "/" { trimmed = trimmed.dropLast() }
            if trimmed.count == 1, trimmed != "/" {
                #expect(Paths.folder(path) == "", "\(path)")
            } else {
                #expect(Paths.folder(path) == (rootOnly ? "/" : nsPath.deletingLastPathComponent), "\(path)")
                compared += 1
            }
        }
        #expect(Self.paths.count == 1_365 && compared > 1_200)
        #expect(Paths.folder("a/b.ttf") == "a" && Paths.name("a/b.ttf") == "b.ttf")
        #expect(Paths.fileExtension("Fonts/Inter.TTF") == "TTF" && Paths.deletingExtension("x/..b") == "x/.")
    }
}
