import Foundation

/// Where every `-o`/`--output` and `--write-baseline` goes, one rule for all:
///
/// - `-` is standard output;
/// - a new file, or an existing regular file, is written beside it and renamed over it, so a
///   reader never sees half a file (it keeps the old file's permissions);
/// - a symbolic link is written through: its final target gets the same treatment;
/// - a device, FIFO or socket (`/dev/null`, `/dev/stdout`, a pipe) is written in place and never
///   replaced; a directory is refused;
/// - every write error, a full disk included, is an `OutputError` whose message is one line.
enum OutputFile {
    static func write(_ text: String, to path: String, console: Console) throws(OutputError) {
        if path == "-" {
            console.standardOutput.write(text)
            return
        }
        try write(bytes: Array(text.utf8), to: path)
    }

    /// `bytes` to a file, by the same rule (no `-`: a font is not for the terminal).
    static func write(bytes: [UInt8], to path: String) throws(OutputError) {
        let target = resolvedTarget(path)
        var status = stat()
        if lstat(target, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: try replace(target, bytes, mode: status.st_mode & 0o7777, shownAs: path)
            case S_IFDIR: throw OutputError(path: path, reason: "is a directory")
            default: try writeInPlace(target, bytes, shownAs: path)
            }
        } else if errno == ENOENT {
            try replace(target, bytes, mode: 0o644, shownAs: path)
        } else {
            throw OutputError(path: path, errno: errno)
        }
    }

    /// The file a path finally names, following symbolic links (a dangling link names the file
    /// it would create); the path itself when it is not a link.
    private static func resolvedTarget(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {  // as many links as Linux follows (MAXSYMLINKS)
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        return current
    }

    /// Writes a temporary file in the same folder, then renames it over `path`.
    private static func replace(_ path: String, _ bytes: [UInt8], mode: mode_t, shownAs shown: String) throws(OutputError) {
        let folder = (path as NSString).deletingLastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.inkbox-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
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
struct OutputError: Error, CustomStringConvertible {
    var path: String
    var reason: String

    init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)).lowercased())
    }

    var description: String { "\(path): cannot write (\(reason))" }
}
