import DesignTokens
import Foundation
import InputFiles
import JSONText
import LineBoxAnalysis
import TextSources

/// Known failures a team has accepted (`--write-baseline`), so that `--baseline` fails only
/// on new or worse clipping, as linters do. Keyed by token path and platform; each entry keeps
/// the overflow it accepted, so a token that clips more than that fails again.
///
/// File format (stable): `{"version": 3, "accepted": [{"path": "text.body", "platform": "ios",
/// "top": 0.94, "bottom": 2.65, "left": 0.57, "right": 0}]}`, overflows in the platform's unit at
/// the token's size. Version 2 files (top and bottom only, written before the sides were
/// checked) accept no overflow at the sides; version 1 files (no amounts) accept any amount.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var path: String
        public var platform: String
        /// The accepted overflow; nil in a version 1 file (any amount is accepted).
        public var overflow: Edges?
        public init(path: String, platform: String, overflow: Edges? = nil) {
            self.path = path
            self.platform = platform
            self.overflow = overflow
        }

        var key: String { path + "\u{0}" + platform }
    }

    /// An entry that accepted nothing in this run, and why.
    public struct Unused: Sendable, Equatable {
        public enum Reason: String, Sendable {
            /// The token was checked on the platform and passes: the entry can go.
            case passes = "no longer fails"
            /// No token of that path was checked (renamed, deleted, or another token file).
            case unknownToken = "names no token of this check"
            /// The token was checked, but not on that platform (`--platform`).
            case platformNotChecked = "names a platform not checked in this run"
        }
        public var entry: Entry
        public var reason: Reason
    }

    /// How much more than the accepted overflow still counts as the same (points, dp or px).
    public static let tolerance = 0.01

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// The failing tokens of a check, with their overflow, as a baseline. Results that share a
    /// path and platform (one style declared in several places) share an entry, with the
    /// largest overflow at each side.
    public init(failuresOf results: [TokenCheckResult]) {
        var entries: [Entry] = []
        var positions: [String: Int] = [:]
        for result in results where result.verdict == .clip {
            let entry = Entry(path: result.path, platform: result.platform.rawValue, overflow: result.result?.overflow)
            guard let position = positions[entry.key] else {
                positions[entry.key] = entries.count
                entries.append(entry)
                continue
            }
            if let old = entries[position].overflow, let new = entry.overflow {
                entries[position].overflow = Edges(
                    top: max(old.top, new.top), bottom: max(old.bottom, new.bottom),
                    left: max(old.left, new.left), right: max(old.right, new.right))
            }
        }
        self.entries = entries
    }

    /// The baseline at `path`, read under `project`'s read rule.
    public static func read(_ path: String, project: Project) throws(TokenError) -> Baseline {
        do { try project.admit(path) } catch {
            throw TokenError(file: path, line: nil, path: nil, message: error.reason)
        }
        let root = try TokenReader.readJSON(path, kind: "baseline")
        guard case .array(let accepted)? = root["accepted"] else {
            throw TokenError(file: path, line: 1, path: nil, message: "a baseline needs an \"accepted\" array")
        }
        var entries: [Entry] = []
        for item in accepted {
            guard let tokenPath = item["path"]?.string else {
                throw TokenError(file: path, line: nil, path: nil, message: "every accepted entry needs a \"path\"")
            }
            var overflow: Edges?
            if case .number(let top)? = item["top"], case .number(let bottom)? = item["bottom"] {
                func side(_ key: String) -> Double {
                    if case .number(let value)? = item[key] { return value } else { return 0 }
                }
                overflow = Edges(top: top, bottom: bottom, left: side("left"), right: side("right"))
            }
            entries.append(Entry(path: tokenPath, platform: item["platform"]?.string ?? "ios", overflow: overflow))
        }
        return Baseline(entries: entries)
    }

    /// Marks the failing results this baseline accepts: the same token and platform, clipping
    /// no more than the entry accepted. A result that clips more stays failing, with the
    /// accepted amount for its message. Returns the entries that accepted nothing, and why.
    public func apply(to results: inout [TokenCheckResult]) -> [Unused] {
        let byKey = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var used = Set<String>()
        for index in results.indices where results[index].verdict == .clip {
            let key = results[index].path + "\u{0}" + results[index].platform.rawValue
            guard let entry = byKey[key] else { continue }
            used.insert(key)
            results[index].acceptedOverflow = entry.overflow
            guard let accepted = entry.overflow, let overflow = results[index].result?.overflow else {
                results[index].baselined = true
                continue
            }
            results[index].baselined =
                overflow.top <= accepted.top + Self.tolerance
                && overflow.bottom <= accepted.bottom + Self.tolerance
                && overflow.left <= accepted.left + Self.tolerance
                && overflow.right <= accepted.right + Self.tolerance
        }
        let checkedPaths = Set(results.map(\.path))
        let checkedKeys = Set(results.map { $0.path + "\u{0}" + $0.platform.rawValue })
        return entries.filter { !used.contains($0.key) }.map { entry in
            let reason: Unused.Reason =
                !checkedPaths.contains(entry.path)
                ? .unknownToken
                : checkedKeys.contains(entry.key) ? .passes : .platformNotChecked
            return Unused(entry: entry, reason: reason)
        }
    }
}

public enum BaselineFile {
    /// A baseline in its documented format, sorted so that diffs stay small.
    public static func text(_ baseline: Baseline) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.integer("version", 3)
        writeEntries(
            "accepted", baseline.entries.sorted { ($0.path, $0.platform) < ($1.path, $1.platform) }, into: &json)
        json.endObject()
        return json.text + "\n"
    }

    /// `"key": [{"path", "platform", "top", "bottom", "left", "right"}]`, as in the baseline file and (with a
    /// `reason`) the check report's `stale`.
    public static func writeEntries(
        _ key: String, _ entries: [Baseline.Entry], reasons: [String]? = nil, into json: inout JSONWriter
    ) {
        json.beginArray(key)
        for (index, entry) in entries.enumerated() {
            json.beginObject()
            json.string("path", entry.path)
            json.string("platform", entry.platform)
            if let overflow = entry.overflow {  // rounded as the reports print them; Baseline.tolerance absorbs it
                json.points("top", overflow.top)
                json.points("bottom", overflow.bottom)
                json.points("left", overflow.left)
                json.points("right", overflow.right)
            }
            if let reasons, index < reasons.count { json.string("reason", reasons[index]) }
            json.endObject()
        }
        json.endArray()
    }
}
