import DesignTokens
import InputFiles
import TextSources
import Foundation

/// Known failures a team has accepted (`--write-baseline`), so that `--baseline` fails only
/// on new clipping, as linters do. Keyed by token path and platform.
///
/// File format (stable): `{"version": 1, "accepted": [{"path": "text.body", "platform": "ios"}]}`.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable {
        public var path: String
        public var platform: String
        public init(path: String, platform: String) {
            self.path = path
            self.platform = platform
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// The clipping tokens of a check, as a baseline.
    public init(failuresOf results: [TokenCheckResult]) {
        entries = results.filter { $0.verdict == .clip }.map { Entry(path: $0.path, platform: $0.platform.rawValue) }
    }

    public static func read(_ path: String) throws(TokenError) -> Baseline {
        let data: [UInt8]
        do { data = try InputFile.read(path, limit: TokenReader.maximumFileSize) } catch {
            throw TokenError(file: path, line: nil, path: nil, message: "cannot read baseline (\(error.reason))")
        }
        let root: JSONValue
        do { root = try JSONParser.parse(data) } catch {
            throw TokenError(file: path, line: error.line, path: nil, message: error.description)
        }
        guard case .array(let accepted)? = root["accepted"] else {
            throw TokenError(file: path, line: 1, path: nil, message: "a baseline needs an \"accepted\" array")
        }
        var entries: [Entry] = []
        for item in accepted {
            guard let tokenPath = item["path"]?.string else {
                throw TokenError(file: path, line: nil, path: nil, message: "every accepted entry needs a \"path\"")
            }
            entries.append(Entry(path: tokenPath, platform: item["platform"]?.string ?? "ios"))
        }
        return Baseline(entries: entries)
    }

    /// Marks the clipping results this baseline accepts; returns the entries that no longer fail.
    public func apply(to results: inout [TokenCheckResult]) -> [Entry] {
        let accepted = Set(entries)
        var used = Set<Entry>()
        for index in results.indices where results[index].verdict == .clip {
            let entry = Entry(path: results[index].path, platform: results[index].platform.rawValue)
            if accepted.contains(entry) {
                results[index].baselined = true
                used.insert(entry)
            }
        }
        return entries.filter { !used.contains($0) }
    }
}
