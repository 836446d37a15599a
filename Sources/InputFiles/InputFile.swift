import Foundation

/// Files that inputs name, read under the rules for untrusted input: only regular files (never
/// a device, FIFO, socket or `/proc` entry that could hang or leak), and no more than a limit.
public enum InputFile {
    /// The bytes of the regular file at `path`, at most `limit` of them.
    public static func read(_ path: String, limit: Int) throws(InputFileError) -> [UInt8] {
        try read(path, limit: limit, first: .max)
    }

    /// The first `count` bytes of the regular file at `path`, whatever its size (fewer where it is
    /// shorter): what it begins as.
    public static func head(_ path: String, count: Int) throws(InputFileError) -> [UInt8] {
        try read(path, limit: .max, first: count)
    }

    private static func read(_ path: String, limit: Int, first: Int) throws(InputFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputFileError(path: path, errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw InputFileError(path: path, errno: errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw InputFileError(path: path, reason: "is a directory")
        default: throw InputFileError(path: path, reason: "not a regular file (a device, FIFO or socket is never read)")
        }
        guard status.st_size <= limit else {
            throw InputFileError(path: path, reason: "\(status.st_size) bytes, over the limit of \(limit)")
        }
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), first))
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeMutableBytes {
                Foundation.read(descriptor, $0.baseAddress, $0.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path: path, errno: errno)
            }
            if count == 0 { break }  // the file shrank while it was read
            offset += count
        }
        if offset < bytes.count { bytes.removeSubrange(offset...) }  // kept in place, not copied
        return bytes
    }
}

/// The folder that paths named inside inputs (a token file's catalogs, a font map's fonts, an
/// app's `@font-face` sources and pubspec assets) must stay in: the current directory, `--root`,
/// or the folder `inkbox scan` scans. A path is resolved against the folder of the file that
/// names it, then through every symbolic link (`realpath`), whatever the spelling of the root
/// (`.`, `../x`, a link); if it ends outside the root it is refused with one message whatever is
/// there (a file, a device, nothing), so that nothing about the rest of the machine can be learned.
public struct ProjectRoot: Sendable, Equatable {
    /// The root's canonical path (symbolic links resolved), without a final `/`.
    public let path: String
    /// What a refused path is outside of: "the project root /x (see --root)", "the scanned folder".
    public let outsideReason: String

    /// The root at `path`, which must be an existing directory; `outside` names it in the error
    /// for a path outside it (default: the project root and `--root`).
    public init(_ path: String, outside: String? = nil) throws(InputFileError) {
        guard let canonical = Paths.canonical(path) else { throw InputFileError(path: path, errno: errno) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: canonical, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw InputFileError(path: path, reason: "not a directory")
        }
        self.path = canonical == "/" ? "" : canonical
        outsideReason = "outside " + (outside ?? "the project root \(canonical) (see --root)")
    }

    /// `named` (as written in the file at `namedIn`) as a path inside the root; an error that
    /// says why otherwise.
    public func confine(_ named: String, namedIn file: String) throws(InputFileError) -> String {
        let folder = Paths.folder(file)
        let joined = named.hasPrefix("/") || folder.isEmpty ? named : folder + "/" + named
        let outside = InputFileError(path: named, reason: outsideReason)
        guard let canonical = Paths.canonical(joined) else {
            // A file that does not exist yet is judged by the deepest folder above it that does,
            // and no `..` may climb from there; only inside the root does reading it say more.
            let components = joined.split(separator: "/", omittingEmptySubsequences: false)
            var kept = components.count - 1
            var folder = components[..<kept].joined(separator: "/")
            while kept > 0, Paths.canonical(folder.isEmpty ? "." : folder) == nil {
                kept -= 1
                folder = components[..<kept].joined(separator: "/")
            }
            if joined.hasPrefix("/"), folder.isEmpty { folder = "/" }
            guard let existing = Paths.canonical(folder.isEmpty ? "." : folder), contains(existing),
                !components[kept...].contains("..")
            else { throw outside }
            try refuseVersionControl(named, Paths.lexical(joined))
            return joined
        }
        guard contains(canonical) else { throw outside }
        try refuseVersionControl(named, canonical)
        var status = stat()
        guard stat(canonical, &status) == 0 else { throw InputFileError(path: named, errno: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw InputFileError(path: named, reason: "not a regular file")
        }
        return joined
    }

    /// Whether a canonical path is the root or lies below it.
    private func contains(_ canonical: String) -> Bool { (canonical + "/").hasPrefix(path + "/") }

    /// `.git` and its kin are never read, even inside the root (`Project`).
    private func refuseVersionControl(_ named: String, _ resolved: String) throws(InputFileError) {
        if let folder = Paths.versionControl(in: resolved, below: path.isEmpty ? "/" : path) {
            throw InputFileError(path: named, reason: "inside \(folder), which inkbox never reads")
        }
    }
}

/// A file that could not be read, and why, in one line.
public struct InputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    init(path: String, errno code: Int32) {
        self.init(path: path, reason: code == ENOENT ? "no such file" : String(cString: strerror(code)).lowercased())
    }

    public var description: String { "\(path): \(reason)" }
}
