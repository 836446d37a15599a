import FontValues
import Foundation

/// Exact ink measured once for the faces of a collection that share their outline tables (the ten
/// faces of a Noto CJK collection share one CFF table): keyed by those tables' place in the file
/// and the variation (`FontFileStructure.outlineTablesKey`), never by the face. A run makes one,
/// declares how many faces of a file it will measure (`expect`), passes it to `FontFace.measure`,
/// and each face says when it is done (`done`); the file's entries go when its last face is done,
/// so memory stays bounded. A value, not a global: two runs never see each other's ink.
public final class SharedInk: @unchecked Sendable, Equatable {
    /// Where shared outlines lie in a file, at one variation.
    struct Key: Hashable {
        var path: String
        var tables: String
        var variation: [String]
    }

    // Every access holds `lock`: that is what makes the class safe to share between threads.
    private let lock = NSLock()
    private var ink: [Key: [UInt32: InkBounds?]] = [:]
    private var pending: [String: Int] = [:]

    public init() {}

    public static func == (a: SharedInk, b: SharedInk) -> Bool { a === b }

    /// `faces` faces of the collection at `path` will be measured in this run.
    public func expect(_ faces: Int, of path: String) {
        lock.lock()
        pending[path, default: 0] += faces
        lock.unlock()
    }

    /// One face of `path` is measured: when it was the last, the file's entries are dropped.
    public func done(with path: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let count = pending[path] else { return }
        if count > 1 {
            pending[path] = count - 1
        } else {
            pending[path] = nil
            ink = ink.filter { $0.key.path != path }
        }
    }

    /// What is known for `key`, when its file was declared with `expect`.
    func known(_ key: Key) -> [UInt32: InkBounds?]? {
        lock.lock()
        defer { lock.unlock() }
        guard pending[key.path] != nil else { return nil }
        return ink[key] ?? [:]
    }

    func add(_ measured: [UInt32: InkBounds?], for key: Key) {
        guard !measured.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        guard pending[key.path] != nil else { return }
        ink[key, default: [:]].merge(measured) { first, _ in first }
    }
}
