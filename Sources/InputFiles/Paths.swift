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
