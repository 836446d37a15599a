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
/// `--exclude` patterns match and version control folders. Every argument, and every link the
/// search meets, is read under the project's read rule (`Project`): what it refuses is an error
/// of its own (`refused`), never read, and the other fonts are still found.
public enum FontFileSearch {
    /// The extensions a directory search keeps (case-insensitive).
    public static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]

    /// The files, in argument order, each directory's files sorted by path; what the search
    /// passed over; and what the read rule refused. `excluding` patterns (fnmatch, `*` also
    /// matches `/`) are matched against each path below a directory argument, relative to it, and
    /// against the file or directory name.
    public static func expand(_ arguments: [String], excluding patterns: [String] = [], project: Project = Project())
        -> (files: [FoundFontFile], skipped: [SkippedFile], refused: [InputFileError])
    {
        var search = Search(patterns: patterns, project: project)
        var files: [FoundFontFile] = []
        for argument in arguments {
            do throws(InputFileError) { try project.admit(argument) } catch {
                search.refused.append(error)
                continue
            }
            var status = stat()
            guard stat(argument, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                files.append(FoundFontFile(path: argument, explicit: true))  // read (and refused) as a file
                continue
            }
            search.found = []
            Self.search(argument, relative: "", argument: argument, in: &search)
            files +=
                search.found.isEmpty
                ? [FoundFontFile(path: argument, explicit: true, emptyFolder: true)]
                : search.found.sorted().map { FoundFontFile(path: $0, explicit: false, folder: argument) }
        }
        return (files, search.skipped, search.refused)
    }

    /// One search's state: what it found, passed over and refused, and the folders it has seen.
    private struct Search {
        let patterns: [String]
        let project: Project
        var found: [String] = []
        var skipped: [SkippedFile] = []
        var refused: [InputFileError] = []
        var visited = Set<[UInt64]>()
    }

    private static func search(_ directory: String, relative: String, argument: String, in search: inout Search) {
        let patterns = search.patterns
        var status = stat()
        guard stat(directory, &status) == 0 else {
            search.skipped.append(SkippedFile(path: directory, reason: String(cString: strerror(errno))))
            return
        }
        // A directory is searched once, however many links lead to it.
        guard search.visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else {
            search.skipped.append(SkippedFile(path: directory, reason: "a link to a directory already searched"))
            return
        }
        let entries: [FolderListing.Entry]
        do { entries = try FolderListing.entries(directory) } catch {
            search.skipped.append(SkippedFile(path: directory, reason: "cannot read the directory (\(error.reason))"))
            return
        }
        for entry in entries where !Paths.versionControlFolders.contains(Substring(entry.shown)) {
            guard let name = entry.name else {
                if isFontFile(entry.shown) {
                    search.skipped.append(
                        SkippedFile(
                            path: (directory as NSString).appendingPathComponent(entry.shown),
                            reason: "a name that is not valid UTF-8: not read"))
                }
                continue
            }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let below = relative.isEmpty ? name : relative + "/" + name
            if isExcluded(below, name: name, by: patterns) { continue }
            var link = stat()
            if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                do throws(InputFileError) { try search.project.admit(path, foundUnder: argument) } catch {
                    search.refused.append(error)
                    continue
                }
            }
            var entry = stat()
            guard stat(path, &entry) == 0 else { continue }  // a dangling link: nothing to read
            switch entry.st_mode & S_IFMT {
            case S_IFDIR:
                Self.search(path, relative: below, argument: argument, in: &search)
            case S_IFREG:
                if isFontFile(name) { search.found.append(path) }
            default:
                continue  // devices, FIFOs and sockets are never fonts
            }
        }
    }

    /// Whether a file's name ends in a font extension.
    private static func isFontFile(_ name: String) -> Bool {
        let suffix = name.split(separator: ".").last.map { String($0).lowercased() } ?? ""
        return name.contains(".") && extensions.contains(suffix)
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
