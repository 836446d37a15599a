import AuditPipeline
import DesignTokens
import Foundation

/// One scanned root: what was found there and each usage's verdict.
public struct ScannedRoot: Sendable {
    public var scan: AppScan
    public var results: [UsageResult]

    public init(scan: AppScan, results: [UsageResult]) {
        self.scan = scan
        self.results = results
    }

    /// The scan with each usage checked (`UsageCheck.check`). The usages are then held by their
    /// results alone (`scan.usages` is left empty), so a dense tree's are not held twice.
    public init(checking scan: AppScan, extraFonts: [String], settings: CheckSettings) {
        results = UsageCheck.check(scan, extraFonts: extraFonts, settings: settings)
        self.scan = scan
        self.scan.usages = []
        self.scan.errors += Self.fontErrors(results, scan: scan)
        placeSuppressions()
    }

    /// One error for each font file the checks could not read, with how many usages it left
    /// unchecked (each of them unresolved, naming the file): a broken font is one problem, not
    /// one per label that uses it. A file inside the scanned folder is named from it.
    static func fontErrors(_ results: [UsageResult], scan: AppScan) -> [ScanError] {
        var counts: [String: (reason: String, usages: Int)] = [:]
        for result in results where result.verdict == .unresolved {
            guard let font = result.check?.unreadableFont else { continue }
            counts[font.file, default: (font.reason, 0)].usages += 1
        }
        return counts.keys.sorted().compactMap { file in
            guard let (reason, usages) = counts[file] else { return nil }
            return ScanError(
                file: scan.relativePath(file), line: nil,
                message: "\(reason): \(usages) usage\(usages == 1 ? "" : "s") of it not checked")
        }
    }

    /// Suppressions written where no usage is (a comment above no usage); a usage that was not
    /// checked holds its own, not judged.
    public private(set) var unplaced: [Suppression] = []

    /// The suppressions of this root that turned nothing off, or cannot apply, each file as a
    /// path from where inkbox runs.
    public var staleSuppressions: [Suppression] {
        Suppression.stale(
            results.lazy.filter { !$0.suppressions.isEmpty }.map { result in
                (
                    result.suppressions,
                    result.check.flatMap { $0.error != nil ? nil : result.rulings.map(\.rule) }
                )
            }, unplaced: unplaced
        ).map(placed)
    }

    /// Gives each usage the comments about its line; the others are `unplaced`.
    private mutating func placeSuppressions() {
        guard !scan.suppressions.isEmpty else { return }
        struct Place: Hashable {
            var file: String
            var line: Int
        }
        var byPlace: [Place: [Suppression]] = [:]
        for suppression in scan.suppressions {
            byPlace[Place(file: suppression.file, line: suppression.target ?? 0), default: []].append(suppression)
        }
        var placed = Set<Place>()
        for index in results.indices {
            let place = Place(file: results[index].usage.file, line: results[index].usage.line)
            guard let found = byPlace[place] else { continue }
            placed.insert(place)
            results[index].suppressions = found
        }
        unplaced = scan.suppressions.filter {
            !placed.contains(Place(file: $0.file, line: $0.target ?? 0))
        }
    }

    /// A suppression of this root with its file as a path from where inkbox runs.
    func placed(_ suppression: Suppression) -> Suppression {
        var suppression = suppression
        suppression.file = path(suppression.file)
        return suppression
    }

    /// A file of this root as a path from where inkbox runs: what CI annotations point at.
    public func path(_ file: String) -> String {
        scan.root == "." || file.hasPrefix("/")
            ? file : file == "." ? scan.root : (scan.root as NSString).appendingPathComponent(file)
    }
}

extension [ScannedRoot] {
    /// Applies check's baseline to the checked usages, each keyed by `TextUsage.baselineKey`:
    /// `apply` gets them as check's results and marks those it accepts.
    public mutating func applyBaseline(_ apply: (inout [TokenCheckResult]) -> Void) {
        var checked: [TokenCheckResult] = []
        var positions: [(root: Int, result: Int)] = []
        for (rootIndex, root) in enumerated() {
            for (resultIndex, result) in root.results.enumerated() {
                guard let check = result.checkResult(path: result.usage.baselineKey, file: result.usage.file) else {
                    continue
                }
                checked.append(check)
                positions.append((rootIndex, resultIndex))
            }
        }
        apply(&checked)
        for (position, check) in zip(positions, checked) {
            self[position.root].results[position.result].baselined = check.baselined
            self[position.root].results[position.result].acceptedOverflow = check.acceptedOverflow
        }
    }

    /// The checked usages as check's results (each at its usage's file, named by its kind), for
    /// check's reports. Unresolved and skipped usages are the scan's notes, not check's errors.
    public var checkOutcome: CheckOutcome {
        var outcome = CheckOutcome(results: [], fileErrors: [], stale: [], characters: .named(.auto), subject: "usage")
        for root in self {
            for usage in root.results {
                let file = root.path(usage.usage.file)
                switch usage.verdict {
                case .unresolved, .skipped:
                    outcome.unchecked.append(
                        Unchecked(
                            kind: usage.verdict == .skipped ? .skipped : .unresolved, file: file,
                            line: usage.usage.line, platform: usage.usage.platform,
                            what: usage.usage.kind.description, reason: usage.reason ?? ""))
                    outcome.unchecked[outcome.unchecked.count - 1].column = usage.usage.column
                case .pass, .clip, .error:
                    guard
                        let result = usage.checkResult(
                            path: usage.usage.kind.description + (usage.textSize.map { " at \($0.label)" } ?? ""),
                            file: file)
                    else {
                        // Not checked at all (over the style limit): a problem of the run.
                        outcome.fileErrors.append(
                            TokenError(
                                file: file, line: usage.usage.line, path: nil,
                                message: "\(usage.usage.kind): \(usage.reason ?? "not checked")"))
                        continue
                    }
                    var placed = result
                    placed.suppressions = result.suppressions.map(root.placed)
                    outcome.results.append(placed)
                }
            }
            outcome.unplaced += root.unplaced.map { root.placed($0) }
            outcome.fileErrors += root.scan.errors.map {
                TokenError(file: root.path($0.file), line: $0.line, path: nil, message: $0.message)
            }
        }
        return outcome
    }
}

extension Problem {
    /// A scanned file's problem, its file as a path from where inkbox runs.
    public init(_ error: ScanError, in root: ScannedRoot) {
        self.init(file: root.path(error.file), line: error.line, message: error.message)
    }
}
