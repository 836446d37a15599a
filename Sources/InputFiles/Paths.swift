import Foundation

/// Path arithmetic shared by the read and write rules: a path as text (`lexical`), as the system
/// resolves it (`canonical`), and the folders inkbox never reads or writes (`versionControl`).
public enum Paths {
    /// `path` made absolute from `folder`, with `.`, `..` and repeated `/` taken out as text.
    static func lexical(_ path: String, from folder: String = FileManager.default.currentDirectoryPath) -> String {
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

    /// `path` as a file written at `folder` names it, with no path of the machine that made the
    /// file: relative (climbing with `..` where it must) when both lie within `root`, else the
    /// file's name alone. All three are made absolute from the working folder first.
    public static func portable(_ path: String, from folder: String, within root: String) -> String {
        let target = lexical(path).split(separator: "/")
        let base = lexical(folder).split(separator: "/")
        let top = lexical(root).split(separator: "/")
        guard target.starts(with: top), base.starts(with: top) else {
            return target.last.map(String.init) ?? path
        }
        let shared = zip(target, base).prefix { $0 == $1 }.count
        let climb = Array(repeating: "..", count: base.count - shared)
        let parts = climb + target.dropFirst(shared).map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `path` through every symbolic link (`realpath`); nil when it does not exist (errno says why).
    static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is `folder` or lies below it (both absolute, without a final `/`).
    static func within(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    // A path's parts as text, as Foundation's `NSString` path methods read them, without their
    // trap: on Linux, `deletingLastPathComponent` stops the process on a one-character path
    // (`"a"`, `"."`, `"a/"`; swift-corelibs-foundation's `_startOfLastPathComponent` precondition),
    // which a checkout's one-letter folder reached. Also about 30 times cheaper (callgrind: 13,000
    // to 32,000 instructions a call against about 830): the NSString methods copy and re-slash the
    // path at each call. The path's slashes are read as Foundation
    // fixes them: repeated `/` as one, a final `/` left out (but `/` itself).

    /// The last part of `path`: `"b.ttf"` of `"a/b.ttf"`; `"/"` of `"/"`; `""` of `""`.
    public static func name(_ path: String) -> String {
        withFixedBytes(path) { bytes in
            let start = bytes.count == 1 ? 0 : bytes.lastIndex(of: slash).map { $0 + 1 } ?? 0
            return text(bytes[start...])
        }
    }

    /// `path` without its last part: `"a"` of `"a/b.ttf"`; `"/"` of `"/b.ttf"` and of `"/"`; `""`
    /// of a bare name.
    public static func folder(_ path: String) -> String {
        withFixedBytes(path) { bytes in
            guard let last = bytes.lastIndex(of: slash) else { return "" }
            return last == 0 ? "/" : text(bytes[..<last])
        }
    }

    /// The extension of `path`'s name, after its last `.`: `"ttf"` of `"a/b.ttf"`; `""` where
    /// the name has no `.` but at its start (`".bashrc"`, `".."`).
    public static func fileExtension(_ path: String) -> String {
        withFixedBytes(path) { bytes in extensionDot(bytes).map { text(bytes[($0 + 1)...]) } ?? "" }
    }

    /// `path` without its name's extension and the `.` before it: `"a/b"` of `"a/b.ttf"`, `"a"`
    /// of `"a."`; `path` (its slashes fixed) where the name has none (`".bashrc"`).
    public static func deletingExtension(_ path: String) -> String {
        withFixedBytes(path) { bytes in text(bytes[..<(extensionDot(bytes) ?? bytes.count)]) }
    }

    private static let slash = UInt8(ascii: "/")

    /// The offset of the last `.` of a fixed path's name, where one follows another byte of the
    /// name and the name is not `..`.
    private static func extensionDot(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let start = bytes.lastIndex(of: slash).map { $0 + 1 } ?? 0
        let name = bytes[start...]
        guard !name.elementsEqual("..".utf8), let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != start
        else { return nil }
        return dot
    }

    /// Calls `body` with the UTF-8 of `path`, each run of `/` as one and no final `/` (but `/`
    /// itself): as Foundation reads a path's slashes.
    private static func withFixedBytes<T>(_ path: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        var path = path
        return path.withUTF8 { bytes in
            let fixed = bytes.indices.allSatisfy { index in
                bytes[index] != slash || (index + 1 == bytes.count ? index == 0 : bytes[index + 1] != slash)
            }
            if fixed { return body(bytes) }
            var copy: [UInt8] = []
            copy.reserveCapacity(bytes.count)
            for byte in bytes where !(byte == slash && copy.last == slash) { copy.append(byte) }
            if copy.count > 1, copy.last == slash { copy.removeLast() }
            return copy.withUnsafeBufferPointer(body)
        }
    }

    /// Bytes sliced from a path at its slashes and dots, as text (whole characters: the cuts fall
    /// next to an ASCII byte).
    private static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }

    /// The folders of version control systems: their contents are the repository's history and,
    /// in CI, its credentials (actions/checkout keeps the job's token in `.git/config`). Nothing
    /// inkbox reads or writes may lie in one, whatever link or name leads there.
    static let versionControlFolders: Set<Substring> = [".git", ".hg", ".svn", ".bzr", "_darcs", ".jj", "CVS"]

    /// The first version control folder among the components of `path` below `folder` (all of
    /// them when `folder` is nil), if any.
    static func versionControl(in path: String, below folder: String? = nil) -> String? {
        let rest = folder.map { within(path, $0) ? String(path.dropFirst($0 == "/" ? 0 : $0.count)) : path } ?? path
        return rest.split(separator: "/").first { versionControlFolders.contains($0) }.map(String.init)
    }
}
