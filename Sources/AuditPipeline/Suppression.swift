import Foundation
import JSONText
import LineBoxAnalysis

/// Findings turned off at their place, with the reason: an `inkbox: ignore[IB004] reason` comment
/// in a source file (Swift, Kotlin, Dart, XML, CSS, any language: the comment's text is what is
/// read), or a token's `$extensions["com.inkbox"].ignore`. Its findings are said as suppressed
/// (notes, with the reason); one that suppresses nothing in a run is said as stale.
public struct Suppression: Sendable, Hashable {
    /// The rules it suppresses.
    public var rules: [Rule]
    public var reason: String
    /// Where it is written, as reports name the file.
    public var file: String
    public var line: Int?
    /// The line whose findings it suppresses, for a comment (nil: the findings of what holds it,
    /// as a token's own).
    public var target: Int?
    /// Why it suppresses nothing, whatever the run finds: a name that is no rule, a rule that is
    /// always said, no reason. Nil for one that applies.
    public var problem: String?
    /// How it is written, for messages: `ignore[IB004,IB005]`.
    public var written: String

    /// `names` (codes or ids) with `reason`; a bad name or an empty reason is its `problem`.
    public init(names: [String], reason: String, file: String, line: Int?) {
        self.file = file
        self.line = line
        self.reason = reason.trimmingCharacters(in: .whitespaces)
        written = "ignore[" + names.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ",") + "]"
        rules = []
        for name in names {
            let name = name.trimmingCharacters(in: .whitespaces)
            guard let rule = Rule.allCases.first(where: { $0.code == name.uppercased() || $0.rawValue == name }) else {
                problem = "'\(name)' is no rule: give a code (IB001) or an id (inkbox.clips)"
                return
            }
            guard RuleSelection.selectable.contains(rule) else {
                problem = "\(rule.code) \(rule.rawValue) is always said: it cannot be suppressed"
                return
            }
            if !rules.contains(rule) { rules.append(rule) }
        }
        if rules.isEmpty {
            problem = "names no rule (IB001, inkbox.clips)"
        } else if self.reason.isEmpty {
            problem = "gives no reason: say why nobody sees it cut, or why it is accepted"
        }
    }

    /// Whether it turns off `rule`'s findings.
    public func suppresses(_ rule: Rule) -> Bool { problem == nil && rules.contains(rule) }

    /// The suppressions that turned nothing off in a run, or cannot apply, in the order written:
    /// those `held` (each place's suppressions and the rules found there, nil where nothing could
    /// be checked: not judged) and those `unplaced` (written where nothing was checked).
    public static func stale(
        _ held: some Sequence<(suppressions: [Suppression], found: [Rule]?)>, unplaced: [Suppression]
    ) -> [Suppression] {
        var declared: [Suppression] = []
        var seen = Set<Suppression>()
        var used = Set<Suppression>()
        for (suppressions, found) in held where !suppressions.isEmpty {
            declared += suppressions.filter { seen.insert($0).inserted }
            guard let found else {
                used.formUnion(suppressions.filter { $0.problem == nil })
                continue
            }
            for rule in found {
                if let suppression = suppressions.first(where: { $0.suppresses(rule) }) { used.insert(suppression) }
            }
        }
        declared += unplaced.filter { seen.insert($0).inserted }
        return declared.filter { !used.contains($0) }
    }

    /// What comments say: `inkbox: ignore[`.
    static let marker = Array("inkbox: ignore[".utf8)

    /// The suppressions a source file's comments write, one per `inkbox: ignore[CODES] reason`,
    /// each with the line it is about (`target`): its own, or the next one for a comment alone on
    /// its line (`// inkbox: ignore[IB001] ...` above the usage). The reason runs to the end of the
    /// line or of the comment (`*/`, `-->`). A file without the marker costs one search; one with
    /// many, a pass over it.
    public static func comments(in text: String, file: String) -> [Suppression] {
        var text = text
        return text.withUTF8 { bytes -> [Suppression] in
            guard let base = bytes.baseAddress else { return [] }
            var found: [Suppression] = []
            var start = 0
            var line = 1
            var counted = 0
            while start + Self.marker.count <= bytes.count,
                let hit = memchr(base + start, Int32(Self.marker[0]), bytes.count - start - Self.marker.count + 1)
            {
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                guard bytes[at..<at + Self.marker.count].elementsEqual(Self.marker) else {
                    start = at + 1
                    continue
                }
                for byte in bytes[counted..<at] where byte == 0x0A { line += 1 }
                counted = at
                start = at + Self.marker.count
                found.append(comment(bytes, at: at, line: line, file: file))
            }
            return found
        }
    }

    private static func comment(_ bytes: UnsafeBufferPointer<UInt8>, at marker: Int, line: Int, file: String)
        -> Suppression
    {
        var lineStart = marker
        while lineStart > 0 && bytes[lineStart - 1] != 0x0A && marker - lineStart < 200 { lineStart -= 1 }
        var lineEnd = marker + Self.marker.count
        while lineEnd < bytes.count && bytes[lineEnd] != 0x0A && lineEnd - marker < 500 { lineEnd += 1 }
        let before = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<marker]), as: UTF8.self)
        var rest = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[(marker + Self.marker.count)..<lineEnd]), as: UTF8.self)
        for closer in ["*/", "-->"] {
            if let end = rest.range(of: closer) { rest = String(rest[..<end.lowerBound]) }
        }
        // Alone on its line (only a comment's opening before it): about the next line.
        let alone = before.allSatisfy { $0.isWhitespace || "/*#<!-{".contains($0) }
        let names = rest.firstIndex(of: "]").map { rest[..<$0].split(separator: ",").map(String.init) } ?? []
        var suppression = Suppression(
            names: names, reason: rest.firstIndex(of: "]").map { String(rest[rest.index(after: $0)...]) } ?? "",
            file: file, line: line)
        suppression.target = line + (alone ? 1 : 0)
        return suppression
    }
}

extension JSONWriter {
    /// `"key": [{"rules", "reason", "file", "line", "problem"}]`: suppressions as written, each
    /// with its rules by id and why it cannot apply (null when it can).
    public mutating func suppressions(_ key: String, _ suppressions: [Suppression]) {
        beginArray(key)
        for suppression in suppressions {
            beginObject()
            strings("rules", suppression.rules.map(\.rawValue))
            string("reason", suppression.reason)
            string("file", suppression.file)
            integer("line", suppression.line)
            string("problem", suppression.problem)
            endObject()
        }
        endArray()
    }
}
