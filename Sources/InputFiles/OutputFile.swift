import Foundation

/// Where every `-o`/`--output`, `fix -o DIR` copy and `--write-baseline` goes, one rule for all:
///
/// - `-` is standard output;
/// - nothing is written outside its place: the project root (`--root`, else the current
///   directory) for a path inside it, else the folder the command line named. A symbolic link
///   (at the file or at any folder above it) is followed only while it stays in that place; one
///   that leads out of it is refused, so a link planted in a checkout never writes elsewhere;
/// - a new file, or an existing regular file, is written beside it and renamed over it, so a
///   reader never sees half a file (it keeps the old file's permissions);
/// - a device, FIFO or socket named on the command line outside the project (`/dev/null`,
///   `/dev/stdout`, a pipe) is written in place and never replaced; inside the project, and for a
///   directory, the write is refused;
/// - every write error, a full disk included, is an `OutputError` whose message is one line.
public enum OutputFile {
    /// `bytes` to a file, by the rule above (`-` is the caller's: a font is not for the terminal).
    public static func write(bytes: [UInt8], to path: String, root: String? = nil) throws(OutputError) {
        switch try place(path, root: root) {
        case .file(let target, let mode): try replace(target, bytes, mode: mode, shownAs: path)
        case .inPlace: try writeInPlace(path, bytes, shownAs: path)
        }
    }

    private enum Target {
        /// A regular file (new or replaced) at this resolved path, with these permissions.
        case file(String, mode: mode_t)
        /// A device, FIFO or socket the command line named outside the project.
        case inPlace
    }

    /// A path named for writing, made absolute, and the project root it is judged against.
    private struct Named {
        /// The path from the current directory, `.` and `..` taken out as text.
        let written: String
        /// The project root, links resolved.
        let root: String
        /// Whether the path, as written, lies in the project root: then it may be written only there.
        let insideRoot: Bool

        init(_ path: String, root: String?) {
            let current = FileManager.default.currentDirectoryPath
            written = OutputFile.lexical(path, from: current)
            let rootLexical = OutputFile.lexical(root ?? ".", from: current)
            self.root = OutputFile.canonical(rootLexical) ?? rootLexical
            insideRoot = [rootLexical, self.root].contains { [written] in OutputFile.within(written, $0) }
        }
    }

    /// Where a write to `path` lands, by the rule above.
    private static func place(_ path: String, root: String?) throws(OutputError) -> Target {
        let named = Named(path, root: root)
        let (written, rootCanonical, insideRoot) = (named.written, named.root, named.insideRoot)
        let folder = (written as NSString).deletingLastPathComponent
        guard let folderCanonical = canonical(folder) else {
            throw OutputError(
                path: path, reason: errno == ENOENT ? "no such folder" : String(cString: strerror(errno)).lowercased())
        }
        let allowed = insideRoot ? rootCanonical : folderCanonical
        let outside = OutputError(
            path: path,
            reason: insideRoot
                ? "a link leads outside the project root \(rootCanonical) (see --root); nothing was written through it"
                : "a link leads outside the folder \(folderCanonical); nothing was written through it")
        // Follow the chain of links at the name, each hop resolved from its own folder.
        var target = (folderCanonical as NSString).appendingPathComponent((written as NSString).lastPathComponent)
        for _ in 0..<40 {  // as many links as Linux follows (MAXSYMLINKS)
            guard within(target, allowed) else { break }
            var status = stat()
            if lstat(target, &status) != 0 {
                guard errno == ENOENT else { throw OutputError(path: path, errno: errno) }
                return .file(target, mode: 0o644)
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG: return .file(target, mode: status.st_mode & 0o7777)
            case S_IFDIR: throw OutputError(path: path, reason: "is a directory")
            case S_IFLNK:
                guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: target) else {
                    throw OutputError(path: path, errno: errno)
                }
                let hop = lexical(destination, from: (target as NSString).deletingLastPathComponent)
                let hopFolder = (hop as NSString).deletingLastPathComponent
                target = (canonical(hopFolder) ?? hopFolder) + "/" + (hop as NSString).lastPathComponent
            default:
                guard !insideRoot else {
                    throw OutputError(
                        path: path, reason: "not a regular file; inside the project only regular files are written")
                }
                return .inPlace
            }
        }
        // Out of the place (or a loop of links): a device the command line named is still written in place.
        var status = stat()
        if !insideRoot, stat(written, &status) == 0, ![S_IFREG, S_IFDIR].contains(status.st_mode & S_IFMT) {
            return .inPlace
        }
        throw outside
    }

    /// Makes the folder `path` and any missing folders above it, by the same rule: inside the
    /// project, the deepest folder that exists must lead, through its links, into the project.
    public static func makeFolder(_ path: String, root: String? = nil) throws(OutputError) {
        let named = Named(path, root: root)
        var existing = named.written
        var missing: [String] = []
        while canonical(existing) == nil, existing != "/" {
            missing.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        guard var folder = canonical(existing) else { throw OutputError(path: path, errno: errno) }
        if named.insideRoot, !within(folder, named.root) {
            throw OutputError(
                path: path,
                reason: "a link leads outside the project root \(named.root) (see --root); no folder was made")
        }
        for name in missing {
            folder = (folder as NSString).appendingPathComponent(name)
            guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { throw OutputError(path: path, errno: errno) }
        }
    }

    /// `path` made absolute from `folder`, with `.`, `..` and repeated `/` taken out as text.
    private static func lexical(_ path: String, from folder: String) -> String {
        var parts: [Substring] = []
        for part in ((path.hasPrefix("/") ? path : folder + "/" + path).split(separator: "/")) {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func within(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    private static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Writes a temporary file in the same folder, then renames it over `path`.
    private static func replace(_ path: String, _ bytes: [UInt8], mode: mode_t, shownAs shown: String)
        throws(OutputError)
    {
        let folder = (path as NSString).deletingLastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.inkbox-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw OutputError(path: shown, errno: errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(OutputError) {
            fchmod(descriptor, mode)
            try writeAll(descriptor, bytes, shownAs: shown)
            guard fsync(descriptor) == 0 else { throw OutputError(path: shown, errno: errno) }
            guard close(descriptor) == 0 else { throw OutputError(path: shown, errno: errno) }
            guard rename(temporary, path) == 0 else { throw OutputError(path: shown, errno: errno) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
    }

    private static func writeInPlace(_ path: String, _ bytes: [UInt8], shownAs shown: String) throws(OutputError) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY)
        guard descriptor >= 0 else { throw OutputError(path: shown, errno: errno) }
        do throws(OutputError) {
            try writeAll(descriptor, bytes, shownAs: shown)
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw OutputError(path: shown, errno: errno) }
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], shownAs shown: String) throws(OutputError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw OutputError(path: shown, errno: errno)
            }
            offset += written
        }
    }
}

/// An output that could not be written: the path as given and the system's reason.
public struct OutputError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)).lowercased())
    }

    public var description: String { "\(path): cannot write (\(reason))" }
}
