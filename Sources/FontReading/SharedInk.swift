import FontValues
import Foundation

/// Exact ink measured once for the faces of a collection that share their outline tables (the ten
/// faces of a Noto CJK collection share one CFF table): keyed by those tables' place in the file
/// and the variation (`FontFileStructure.outlineTablesKey`), never by the face. A run declares
/// how many faces of a file it will measure (`expect`) and each face says when it is done
/// (`done`); the file's entries go when its last face is done, so memory stays bounded.
public enum SharedInk {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var ink: [String: [UInt32: InkBounds?]] = [:]
    nonisolated(unsafe) private static var pending: [String: Int] = [:]

    /// `faces` faces of the collection at `path` will be measured in this run.
    public static func expect(_ faces: Int, of path: String) {
        lock.lock()
        pending[path, default: 0] += faces
        lock.unlock()
    }

    /// One face of `path` is measured: when it was the last, the file's entries are dropped.
    public static func done(with path: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let count = pending[path] else { return }
        if count > 1 {
            pending[path] = count - 1
        } else {
            pending[path] = nil
            ink = ink.filter { !$0.key.hasPrefix(path + "\u{0}") }
        }
    }

    /// What is known for `key`, when its file was declared with `expect`.
    static func known(_ key: String, path: String) -> [UInt32: InkBounds?]? {
        lock.lock()
        defer { lock.unlock() }
        guard pending[path] != nil else { return nil }
        return ink[key] ?? [:]
    }

    static func add(_ measured: [UInt32: InkBounds?], for key: String, path: String) {
        guard !measured.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        guard pending[path] != nil else { return }
        ink[key, default: [:]].merge(measured) { first, _ in first }
    }
}
