import Foundation

/// A font file to read: named on the command line, or found in a directory that was. A file found
/// in a directory that cannot be read is skipped and listed; a file named explicitly that cannot
/// be read is an input error.
public struct FoundFontFile: Sendable, Equatable {
    public var path: String
    /// True when the command line named this file itself.
    public var explicit: Bool
    /// A folder the command line named in which the search found no font file: an error, never
    /// a silent pass.
    public var emptyFolder: Bool
    /// The folder argument whose search found this file; nil for a file named itself.
    public var folder: String?

    public init(path: String, explicit: Bool, emptyFolder: Bool = false, folder: String? = nil) {
        self.path = path
        self.explicit = explicit
        self.emptyFolder = emptyFolder
        self.folder = folder
    }
}

/// Something a directory search passed over, and why (a directory it could not read, a symbolic
/// link back into a directory already searched).
public struct SkippedFile: Sendable, Equatable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Turns font arguments into font files: a file stays as given; a directory is searched
/// recursively for the font extensions, in sorted order, following symbolic links once (a link
/// back into a directory already searched is skipped, so loops end), leaving out what
/// `--exclude` patterns match.
public enum FontFileSearch {
    /// The extensions a directory search keeps (case-insensitive).
    public static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]

    /// The files, in argument order, each directory's files sorted by path; and what the search
    /// passed over. `excluding` patterns (fnmatch, `*` also matches `/`) are matched against each
    /// path below a directory argument, relative to it, and against the file or directory name.
    public static func expand(_ arguments: [String], excluding patterns: [String] = []) -> (
        files: [FoundFontFile], skipped: [SkippedFile]
    ) {
        var files: [FoundFontFile] = []
        var skipped: [SkippedFile] = []
        for argument in arguments {
            var status = stat()
            guard stat(argument, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                files.append(FoundFontFile(path: argument, explicit: true))  // read (and refused) as a file
                continue
            }
            var found: [String] = []
            var visited = Set<[UInt64]>()
            search(argument, relative: "", patterns: patterns, visited: &visited, found: &found, skipped: &skipped)
            files +=
                found.isEmpty
                ? [FoundFontFile(path: argument, explicit: true, emptyFolder: true)]
                : found.sorted().map { FoundFontFile(path: $0, explicit: false, folder: argument) }
        }
        return (files, skipped)
    }

    private static func search(
        _ directory: String, relative: String, patterns: [String], visited: inout Set<[UInt64]>,
        found: inout [String], skipped: inout [SkippedFile]
    ) {
        var status = stat()
        guard stat(directory, &status) == 0 else {
            skipped.append(SkippedFile(path: directory, reason: String(cString: strerror(errno))))
            return
        }
        // A directory is searched once, however many links lead to it.
        guard visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else {
            skipped.append(SkippedFile(path: directory, reason: "a link to a directory already searched"))
            return
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            skipped.append(SkippedFile(path: directory, reason: "cannot read the directory"))
            return
        }
        for name in names.sorted() {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let below = relative.isEmpty ? name : relative + "/" + name
            if isExcluded(below, name: name, by: patterns) { continue }
            var entry = stat()
            guard stat(path, &entry) == 0 else { continue }  // a dangling link: nothing to read
            switch entry.st_mode & S_IFMT {
            case S_IFDIR:
                search(path, relative: below, patterns: patterns, visited: &visited, found: &found, skipped: &skipped)
            case S_IFREG:
                let suffix = name.split(separator: ".").last.map { String($0).lowercased() } ?? ""
                if name.contains("."), extensions.contains(suffix) { found.append(path) }
            default:
                continue  // devices, FIFOs and sockets are never fonts
            }
        }
    }

    /// Whether a path below a searched folder (`relative`, or its last component `name`) matches
    /// one of `--exclude`'s patterns (fnmatch, `*` also matches `/`): the one rule for every
    /// command that searches folders.
    public static func isExcluded(_ relative: String, name: String, by patterns: [String]) -> Bool {
        patterns.contains { matches($0, relative) || matches($0, name) }
    }

    private static func matches(_ pattern: String, _ path: String) -> Bool {
        fnmatch(pattern, path, 0) == 0
    }
}
