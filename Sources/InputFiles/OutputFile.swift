import Foundation

/// Where every `-o`/`--output`, `--report`, `fix -o DIR` copy and `--write-baseline` goes, one
/// rule for all (`Project` says what the project is):
///
/// - `-` is standard output;
/// - nothing is written outside its place: for a path inside the project (the current directory
///   or `--root`), the project folder that holds it; for any other path, the folder the command
///   line named. A symbolic link (at the file or at any folder above it) is followed only while
///   it stays in that place; one that leads out of it is refused, so a link planted in a checkout
///   never writes elsewhere;
/// - nothing is written in a version control folder (`.git`...), through a link or not;
/// - a new file, or an existing regular file, is written beside it and renamed over it, so a
///   reader never sees half a file (it keeps the old file's permissions);
/// - a device, FIFO or socket is written in place only when the command line names it directly,
///   outside the project, with no link on the way (`/dev/null`, a FIFO made for the run), and
///   it is opened without waiting for a reader; a link to one is never written through, and
///   inside the project, as for a directory, the write is refused;
/// - every write error, a full disk included, is an `OutputError` whose message is one line.
public enum OutputFile {
    /// `bytes` to a file, by the rule above (`-` is the caller's: a font is not for the terminal).
    public static func write(bytes: [UInt8], to path: String, project: Project = Project()) throws(OutputError) {
        switch try place(path, project: project) {
        case .file(let target, let mode): try replace(target, bytes, mode: mode, shownAs: path)
        case .inPlace(let target): try writeInPlace(target, bytes, shownAs: path)
        }
    }

    private enum Target {
        /// A regular file (new or replaced) at this resolved path, with these permissions.
        case file(String, mode: mode_t)
        /// A device, FIFO or socket the command line named directly, outside the project.
        case inPlace(String)
    }

    /// Where a write to `path` lands, by the rule above.
    private static func place(_ path: String, project: Project) throws(OutputError) -> Target {
        let written = Paths.lexical(path)
        let holder = project.place(holding: written)
        let folder = Paths.folder(written)
        guard let folderCanonical = Paths.canonical(folder) else {
            throw OutputError(
                path: path, reason: errno == ENOENT ? "no such folder" : String(cString: strerror(errno)).lowercased())
        }
        let allowed = holder?.canonical ?? folderCanonical
        // Follow the chain of links at the name, each hop resolved from its own folder.
        var target = (folderCanonical as NSString).appendingPathComponent(Paths.name(written))
        for hop in 0..<40 {  // as many links as Linux follows (MAXSYMLINKS)
            guard Paths.within(target, allowed) else { break }
            if let control = Paths.versionControl(in: target, below: holder?.canonical) {
                throw OutputError(path: path, reason: "inside \(control), which inkbox never writes")
            }
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
                let next = Paths.lexical(destination, from: Paths.folder(target))
                let nextFolder = Paths.folder(next)
                target = (Paths.canonical(nextFolder) ?? nextFolder) + "/" + Paths.name(next)
            default:
                guard holder == nil else {
                    throw OutputError(
                        path: path, reason: "not a regular file; inside the project only regular files are written")
                }
                guard hop == 0 else {
                    throw OutputError(
                        path: path,
                        reason: "a link leads to a device, FIFO or socket; only one named directly is written")
                }
                return .inPlace(target)
            }
        }
        throw OutputError(
            path: path,
            reason: holder != nil
                ? "a link leads outside the project folder \(allowed) (see --root); nothing was written through it"
                : "a link leads outside the folder \(allowed); nothing was written through it")
    }

    /// Makes the folder `path` and any missing folders above it, by the same rule: inside the
    /// project, the deepest folder that exists must lead, through its links, into the project.
    public static func makeFolder(_ path: String, project: Project = Project()) throws(OutputError) {
        let written = Paths.lexical(path)
        let holder = project.place(holding: written)
        var existing = written
        var missing: [String] = []
        while Paths.canonical(existing) == nil, existing != "/" {
            missing.insert(Paths.name(existing), at: 0)
            existing = Paths.folder(existing)
        }
        guard var folder = Paths.canonical(existing) else { throw OutputError(path: path, errno: errno) }
        if let holder, !Paths.within(folder, holder.canonical) {
            throw OutputError(
                path: path,
                reason: "a link leads outside the project folder \(holder.canonical) (see --root); no folder was made")
        }
        if let control = Paths.versionControl(
            in: folder + "/" + missing.joined(separator: "/"), below: holder?.canonical)
        {
            throw OutputError(path: path, reason: "inside \(control), which inkbox never writes")
        }
        for name in missing {
            folder = (folder as NSString).appendingPathComponent(name)
            guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { throw OutputError(path: path, errno: errno) }
        }
    }

    /// Writes a temporary file in the same folder, then renames it over `path`.
    private static func replace(_ path: String, _ bytes: [UInt8], mode: mode_t, shownAs shown: String)
        throws(OutputError)
    {
        let folder = Paths.folder(path)
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

    /// Writes to a device or FIFO: opened without waiting (a FIFO nobody reads is an error, not a
    /// job that hangs until CI kills it), then written as any file is.
    private static func writeInPlace(_ path: String, _ bytes: [UInt8], shownAs shown: String) throws(OutputError) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            throw errno == ENXIO
                ? OutputError(path: shown, reason: "a FIFO that no process reads; nothing was written")
                : OutputError(path: shown, errno: errno)
        }
        do throws(OutputError) {
            let flags = fcntl(descriptor, F_GETFL)
            guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
                throw OutputError(path: shown, errno: errno)
            }
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
public struct OutputError: Error, Equatable, CustomStringConvertible {
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
