import FontPatching
import FontReading
import Foundation
import InputFiles
import LineBoxAnalysis

/// What `fix` did with one font file.
public struct FixedFile: Sendable {
    public var input: String
    /// Where the copy went (nil on a dry run).
    public var output: String?
    public var plans: [FacePlan]
    /// Said once per file: what the licence asks of the copy, a name it reserves kept.
    public var messages: [String] = []
    /// The copy audited again, per face: what still clips (from the plan on a dry run).
    public var remaining: [[RemainingClip]]

    /// The gravest finding of the copy's audit.
    public var severity: Severity? { remaining.joined().map(\.severity).max() }
}

/// Why one font file was not fixed: the file and a one-line message.
public struct FixFailure: Error, CustomStringConvertible {
    public var file: String
    public var message: String

    init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    init(_ error: FontReadingError) { self.init(file: error.path, message: error.reason) }

    public var description: String { "\(file): \(message)" }
}

/// `inkbox fix` over font files: plan each face's metrics, write the patched copy (with the
/// licence's naming rule), and audit the copy again.
public struct FontFixRun {
    /// The audits the copy must pass; the plan holds `planEdges` of them.
    public var settings: [AuditSettings]
    public var planEdges: AuditedEdges
    public var policy: FixPolicy
    /// What the plan follows beyond holding the ink (`inkbox fix --convention`).
    public var convention = FixConvention.minimal
    /// Platforms whose line may not grow (`inkbox fix --keep-line`).
    public var keptLines: Set<Platform> = []
    public var renaming: Renaming?
    /// Write copies that keep names their licence reserves (`inkbox fix --keep-names`): for the
    /// holder of the names' rights, or a copy nobody else receives. Otherwise such a copy is refused.
    public var keepNames = false
    /// The items to audit, made afresh for each face (fallback fonts are opened each time).
    public var items: () throws(FontReadingError) -> (items: AuditItems, fallbacks: [FontFace])
    /// The project copies are written under the rule of (`OutputFile`).
    public var project: Project

    public init(
        settings: [AuditSettings], planEdges: AuditedEdges, policy: FixPolicy, renaming: Renaming?,
        project: Project = Project(),
        items: @escaping () throws(FontReadingError) -> (items: AuditItems, fallbacks: [FontFace])
    ) {
        self.settings = settings
        self.planEdges = planEdges
        self.policy = policy
        self.renaming = renaming
        self.project = project
        self.items = items
    }

    /// One file's faces: planned, and with a `target`, patched, written there and audited again.
    public func fix(_ path: String, faces: [Int], to target: String?) throws(FixFailure) -> FixedFile {
        try fix([FixInput(path: path, faces: faces, target: .success(target))])[0].get()
    }

    /// A font file to fix: its faces, and where its copy goes (nil: a dry run; a failure: none).
    public struct FixInput {
        public var path: String
        public var faces: [Int]
        public var target: Result<String?, FixFailure>

        public init(path: String, faces: [Int], target: Result<String?, FixFailure>) {
            self.path = path
            self.faces = faces
            self.target = target
        }
    }

    /// Which faces given together share one plan.
    public enum Families: String, Sendable, CaseIterable {
        /// Faces with the same typographic family name (name ID 16, else 1).
        case byName = "name"
        /// Every face given, as one family.
        case all
        /// None: each face is planned alone.
        case none
    }

    /// Files' faces: measured, planned (the faces of one family given together share one plan,
    /// `FontFix.plans`, grouped as `families` says), and each file with a target patched, written
    /// there and audited again. One result per file, in order.
    public func fix(_ files: [FixInput], families grouping: Families = .byName) -> [Result<FixedFile, FixFailure>] {
        let planned = settings.map { setting in
            var setting = setting
            setting.edges = planEdges
            return setting
        }
        var results: [Result<FixedFile, FixFailure>?] = files.map { file in
            if case .failure(let failure) = file.target { return .failure(failure) }
            return nil
        }
        // Each file's faces measured, then grouped by family across files, in the order given.
        var measured: [Int: [FontFix.Measured]] = [:]
        var families: [(name: String, members: [(file: Int, face: Int)])] = []
        for (position, file) in files.enumerated() where results[position] == nil {
            do throws(FontReadingError) {
                var faces: [FontFix.Measured] = []
                for index in file.faces {
                    let face = try FontFace(path: file.path, faceIndex: index)
                    let (items, fallbacks) = try items()
                    faces.append(try FontFix.measure(face, items, fallbacks: fallbacks, settings: planned))
                }
                measured[position] = faces
            } catch {
                results[position] = .failure(FixFailure(error))
                continue
            }
            for (index, face) in (measured[position] ?? []).enumerated() {
                let name = face.face.typographicFamily ?? face.face.family
                if grouping != .none, let group = families.firstIndex(where: { grouping == .all || $0.name == name }) {
                    families[group].members.append((position, index))
                } else {
                    families.append((name, [(position, index)]))
                }
            }
        }
        var plans: [Int: [Int: FacePlan]] = [:]
        for family in families {
            let members = family.members.compactMap { measured[$0.file]?[$0.face] }
            let made = FontFix.plans(
                members, settings: planned, policy: policy, convention: convention, keepingLines: keptLines,
                family: family.name)
            for (member, plan) in zip(family.members, made) { plans[member.file, default: [:]][member.face] = plan }
        }
        for (position, file) in files.enumerated() where results[position] == nil {
            let faces = (0..<(measured[position]?.count ?? 0)).compactMap { plans[position]?[$0] }
            guard faces.count == file.faces.count, case .success(let target) = file.target else {
                results[position] = .failure(FixFailure(file: file.path, message: "nothing to plan: no platform asked"))
                continue
            }
            results[position] = Result { () throws(FixFailure) in try finish(file.path, plans: faces, to: target) }
        }
        return zip(files, results).map { file, result in
            result ?? .failure(FixFailure(file: file.path, message: "not fixed"))
        }
    }

    /// A file's planned faces: with a `target`, patched, written there and audited again.
    private func finish(_ path: String, plans: [FacePlan], to target: String?) throws(FixFailure) -> FixedFile {
        var result = FixedFile(input: path, output: nil, plans: plans, remaining: plans.map(\.plan.remaining))
        let conflicts = FontFix.namingConflicts(path, plans: plans, renaming: renaming, target: target)
        if target != nil && !keepNames, let first = conflicts.first {
            throw FixFailure(
                file: path,
                message: "copy refused: \(first); name the copy with --family NAME"
                    + " (or --keep-names for a copy only the names' holder uses)")
        }
        let outcome = target == nil ? "a copy would be refused" : "kept with --keep-names"
        result.messages = conflicts.map { "warning: \($0) (\(outcome))" }
        guard let target else { return result }
        let changed = plans.filter { !$0.plan.changes.isEmpty || renaming != nil }
        for obligation in Set(changed.compactMap { $0.licence.namingRule?.obligations }).sorted() {
            result.messages.append("note: \(obligation)")
        }
        let bytes: [UInt8]
        do throws(FontReadingError) {
            bytes = try FontFix.patchedFile(path, plans: result.plans, renaming: renaming)
        } catch {
            throw FixFailure(error)
        }
        do throws(OutputError) { try OutputFile.write(bytes: bytes, to: target, project: project) } catch {
            throw FixFailure(file: path, message: "copy not written: \(error)")
        }
        do throws(FontReadingError) {
            result.output = target
            result.remaining = []
            for plan in result.plans {
                let (items, fallbacks) = try items()
                result.remaining.append(
                    try FontFix.audit(copy: target, plan, items, fallbacks: fallbacks, settings: settings))
            }
            return result
        } catch {
            throw FixFailure(error)
        }
    }

    /// Where each input's copy goes: `output` itself for one font file named alone, else inside
    /// the folder `output` (made if missing), by the input's name; nil for a dry run (no
    /// `output`). A failure where it would overwrite an input or another copy. `namedPaths` are
    /// the paths as given, folders among them.
    public static func outputPaths(
        _ inputs: [String], output: String?, namedPaths: [String], project: Project = Project()
    ) -> [Result<String?, FixFailure>] {
        guard let output else { return inputs.map { _ in .success(nil) } }
        func isFolder(_ path: String) -> Bool {
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
        }
        let intoFolder =
            inputs.count > 1 || namedPaths.count > 1 || namedPaths.contains(where: isFolder) || isFolder(output)
        if intoFolder && !isFolder(output) {
            do throws(OutputError) { try OutputFile.makeFolder(output, project: project) } catch {
                return inputs.map { .failure(FixFailure(file: $0, message: "cannot write the copy: \(error)")) }
            }
        }
        let inputIdentities = Set(inputs.map(fileIdentity))
        var taken: Set<String> = []
        return inputs.map { input in
            let target =
                intoFolder ? (output as NSString).appendingPathComponent(Paths.name(input)) : output
            if inputIdentities.contains(fileIdentity(target)) {
                return .failure(
                    FixFailure(
                        file: input,
                        message: "the output \(target) is an input: inkbox never overwrites a font it reads"))
            }
            guard taken.insert(fileIdentity(target)).inserted else {
                return .failure(
                    FixFailure(file: input, message: "another input already writes \(target); fix them separately"))
            }
            return .success(target)
        }
    }

    /// A path's file as the system knows it (device and inode) when it exists, else its standard form.
    private static func fileIdentity(_ path: String) -> String {
        var status = stat()
        if stat(path, &status) == 0 { return "\(status.st_dev):\(status.st_ino)" }
        return (path as NSString).standardizingPath
    }
}
