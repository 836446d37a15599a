import FontReading
import FontValues
import Foundation
import InputFiles

/// One unit of work's outcome, in input order: what the work made of a face, an error (a file
/// named on the command line), or a face a folder search found and could not read.
public enum FaceOutcome<Face> {
    case face(Face)
    case error(FontReadingError)
    case skipped(SkippedFile)
}

/// How one face's work may run: the threads its glyphs may be split among, and the ink shared
/// between the faces of a collection in this run.
public struct FaceWork: Sendable, Equatable {
    public var workers: Int
    public var sharedInk: SharedInk?

    public init(workers: Int = 1, sharedInk: SharedInk? = nil) {
        self.workers = workers
        self.sharedInk = sharedInk
    }
}

/// Runs work over the faces of font files on every core, in input order: what `audit`, `metrics`
/// and every command over font files share, for any library user who wants bounded, ordered,
/// parallel audits.
public enum FaceRunner {
    /// Opens every face `faceIndex` names (nil: every face of each file) in `files` (from
    /// `FontFileSearch.expand`) and hands what `body` makes of each to `emit`, in input order, as
    /// soon as it and every face before it are done. `skipped` (what the search passed over) goes
    /// first, then what the read rule `refused`, as errors. An unreadable file or face is an error
    /// when the command line named the file, skipped when a folder search found it; the others go on.
    ///
    /// Each face of a collection is its own unit of work, so a big collection does not keep one
    /// core busy while the other waits; all cores work, and at most `window` finished faces wait
    /// for the writer, so memory stays bounded however many fonts there are. With fewer faces than
    /// cores, `body` is told how many threads each face may split its glyphs among; the faces of
    /// a collection share one `SharedInk`, made for this run.
    public static func each<Face>(
        _ files: [FoundFontFile], skipped: [SkippedFile] = [], refused: [InputFileError] = [], faceIndex: Int?,
        variation: VariationRequest,
        _ body: (FontFace, FaceWork) throws(FontReadingError) -> Face,
        progress: ((Int, Int) -> Void)? = nil, emit: (FaceOutcome<Face>) -> Void
    ) {
        let (units, repeated) = faceUnits(files, faceIndex: faceIndex)
        for file in skipped + repeated { emit(.skipped(file)) }
        for error in refused { emit(.error(.refused(path: error.path, reason: error.reason))) }
        let workersPerFace = max(1, ProcessInfo.processInfo.activeProcessorCount / max(units.count, 1))
        // The faces of a collection share the ink of the outlines they share.
        let collections = Dictionary(grouping: units.map(\.file.path), by: { $0 }).filter { $0.value.count > 1 }
        let sharedInk = SharedInk()
        for (path, faces) in collections { sharedInk.expect(faces.count, of: path) }
        // A folder whose every font is unreadable measured nothing: an error, never a pass.
        var unread = FolderTally(units.map(\.file))
        withoutActuallyEscaping(body) { body in
            let work = UncheckedBox(body)
            InOrder.run(
                count: units.count, window: 4 * ProcessInfo.processInfo.activeProcessorCount,
                work: { index in
                    let unit = units[index]
                    defer { if collections[unit.file.path] != nil { sharedInk.done(with: unit.file.path) } }
                    do throws(FontReadingError) {
                        if let error = unit.error { throw error }
                        let face = try FontFace(path: unit.file.path, faceIndex: unit.faceIndex, variation: variation)
                        return [
                            FaceOutcome<Face>.face(
                                try work.value(face, FaceWork(workers: workersPerFace, sharedInk: sharedInk)))
                        ]
                    } catch {
                        return [
                            unit.file.explicit
                                ? .error(error) : .skipped(SkippedFile(path: error.path, reason: error.reason))
                        ]
                    }
                },
                emit: { index, outcomes in
                    if case .face? = outcomes.first { unread.read(units[index].file) }
                    outcomes.forEach(emit)
                    progress?(index + 1, units.count)
                })
        }
        unread.errors.map(FaceOutcome.error).forEach(emit)
    }

    /// The faces `faceIndex` names in `files`, for a caller that opens them itself, with the same
    /// rule as `each` for a file whose faces cannot be counted: an error when the command line
    /// named it, skipped when a folder search found it.
    public static func list(
        _ files: [FoundFontFile], skipped: [SkippedFile] = [], refused: [InputFileError] = [], faceIndex: Int?
    ) -> (faces: [(path: String, faceIndex: Int)], errors: [FontReadingError], skipped: [SkippedFile]) {
        let (units, repeated) = faceUnits(files, faceIndex: faceIndex)
        var list: (faces: [(path: String, faceIndex: Int)], errors: [FontReadingError], skipped: [SkippedFile]) = (
            [], refused.map { .refused(path: $0.path, reason: $0.reason) }, skipped + repeated
        )
        var unread = FolderTally(files)
        for unit in units {
            if let error = unit.error {
                if unit.file.explicit {
                    list.errors.append(error)
                } else {
                    list.skipped.append(SkippedFile(path: error.path, reason: error.reason))
                }
            } else {
                list.faces.append((unit.file.path, unit.faceIndex))
                unread.read(unit.file)
            }
        }
        list.errors += unread.errors
        return list
    }

    /// The faces of each file: the one `faceIndex` names, or every distinct face of a collection
    /// (counted from its header; a face that repeats an earlier face's table directory is the
    /// same bytes, measured once, and said to be in `repeated`), else face 0.
    private static func faceUnits(_ files: [FoundFontFile], faceIndex: Int?) -> (
        units: [FaceUnit], repeated: [SkippedFile]
    ) {
        var units: [FaceUnit] = []
        var repeated: [SkippedFile] = []
        for file in files {
            if file.emptyFolder {
                units.append(FaceUnit(file: file, faceIndex: 0, error: .noFontFiles(path: file.path)))
                continue
            }
            if let faceIndex {
                units.append(FaceUnit(file: file, faceIndex: faceIndex))
                continue
            }
            do throws(FontReadingError) {
                let list = try FontFace.distinctFaces(atPath: file.path)
                units += list.faces.map { FaceUnit(file: file, faceIndex: $0) }
                if let error = list.overLimitError {
                    units.append(FaceUnit(file: file, faceIndex: FontFace.faceLimit, error: error))
                }
                if !list.repeats.isEmpty {
                    repeated.append(SkippedFile(path: file.path, reason: Self.describe(list.repeats)))
                }
            } catch {
                units.append(FaceUnit(file: file, faceIndex: 0, error: error))
            }
        }
        return (units, repeated)
    }

    /// "599 faces (1, 2, 3, ...) repeat an earlier face's table directory...": the faces not measured again, and why.
    static func describe(_ repeats: [(face: Int, of: Int)]) -> String {
        let shown = repeats.prefix(3).map { String($0.face) } + (repeats.count > 3 ? ["..."] : [])
        return "\(repeats.count) face\(repeats.count == 1 ? "" : "s") (\(shown.joined(separator: ", "))) repeat "
            + "an earlier face's table directory, byte for byte: each is measured once, as the face it repeats"
    }
}

/// One face of one file to measure, or the error that its file's face count gave.
private struct FaceUnit {
    var file: FoundFontFile
    var faceIndex: Int
    var error: FontReadingError?
}

/// The folder arguments of a run and whether any of their fonts was read.
private struct FolderTally {
    private var folders: [String] = []
    private var files: [String: Set<String>] = [:]
    private var read: Set<String> = []

    init(_ found: [FoundFontFile]) {
        for file in found {
            guard let folder = file.folder else { continue }
            if files[folder] == nil { folders.append(folder) }
            files[folder, default: []].insert(file.path)
        }
    }

    mutating func read(_ file: FoundFontFile) { if let folder = file.folder { read.insert(folder) } }

    /// `noReadableFont` for each folder none of whose fonts was read.
    var errors: [FontReadingError] {
        folders.filter { !read.contains($0) }.map {
            FontReadingError.noReadableFont(path: $0, skipped: files[$0]?.count ?? 0)
        }
    }
}

/// Runs work on every core and delivers the results in order.
public enum InOrder {
    /// Calls `work` for every index in `0..<count` on all cores and `emit` with each result in
    /// index order, on the calling thread, as soon as it and all before it are done. Workers do
    /// not start an index more than `window` ahead of the next one to emit.
    public static func run<T>(count: Int, window: Int, work: @escaping (Int) -> T, emit: (Int, T) -> Void) {
        guard count > 0 else { return }
        let state = InOrderState<T>(window: max(1, window))
        let workers = min(count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        let group = DispatchGroup()
        let job = UncheckedBox(work)
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                while let index = state.take(count: count) { state.finish(index, job.value(index)) }
            }
        }
        for index in 0..<count { emit(index, state.wait(for: index)) }
        group.wait()
    }
}

/// The shared state of `InOrder.run`: the next index to take, the finished results, the next
/// index to emit; one condition guards them all.
private final class InOrderState<T>: @unchecked Sendable {
    private let condition = NSCondition()
    private let window: Int
    private var nextToTake = 0
    private var nextToEmit = 0
    private var finished: [Int: T] = [:]

    init(window: Int) { self.window = window }

    /// The next index to work on, once it is within the window; nil when none is left.
    func take(count: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while nextToTake < count && nextToTake - nextToEmit >= window { condition.wait() }
        guard nextToTake < count else { return nil }
        nextToTake += 1
        return nextToTake - 1
    }

    func finish(_ index: Int, _ result: T) {
        condition.lock()
        finished[index] = result
        condition.broadcast()
        condition.unlock()
    }

    /// The result at `index`, once it is finished (the caller emits them in order).
    func wait(for index: Int) -> T {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = finished.removeValue(forKey: index) {
                nextToEmit = index + 1
                condition.broadcast()
                return result
            }
            condition.wait()
        }
    }
}

/// Carries work into the parallel loop. The work only reads its caller's settings and makes its own
/// FontFace per call, so running it on several threads at once is safe.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// What a run over font files produced: the faces, in input order; the errors of files named on
/// the command line; and what was passed over in directories, with the reason.
public struct FaceRun {
    public var faces: [FaceAudit] = []
    public var errors: [FontReadingError] = []
    public var skipped: [SkippedFile] = []

    public init(faces: [FaceAudit] = [], errors: [FontReadingError] = [], skipped: [SkippedFile] = []) {
        self.faces = faces
        self.errors = errors
        self.skipped = skipped
    }
}
