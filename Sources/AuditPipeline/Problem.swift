import DesignTokens
import FontReading
import JSONText
import LineBoxAnalysis

/// An input that could not be read (or an output not written), the same in every command: in
/// JSON `{"file", "line", "message", "rule"}` (`line` null when unknown), on standard error
/// `file:line: message`. The other inputs still run.
public struct Problem: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String
    public var rule: Rule

    public init(file: String, line: Int? = nil, message: String, rule: Rule = .unreadable) {
        self.file = file
        self.line = line
        self.message = message
        self.rule = rule
    }

    public var description: String { file + (line.map { ":\($0)" } ?? "") + ": " + message }
}

extension Problem {
    public init(_ error: FontReadingError) { self.init(file: error.path, message: error.reason) }
    /// A token's problem names the token first, as `TokenError.description` does.
    public init(_ error: TokenError) {
        self.init(
            file: error.file, line: error.line, message: error.path.map { "\($0): \(error.message)" } ?? error.message)
    }
    public init(_ error: FixFailure) { self.init(file: error.file, message: error.message) }
}

extension JSONWriter {
    /// `"key": {"file", "line", "message", "rule"}`.
    public mutating func problem(_ key: String?, _ problem: Problem) {
        beginObject(key)
        string("file", problem.file)
        integer("line", problem.line)
        string("message", problem.message)
        string("rule", problem.rule.rawValue)
        endObject()
    }

    /// `"key": [{"file", "line", "message", "rule"}]`.
    public mutating func problems(_ key: String, _ problems: [Problem]) {
        beginArray(key)
        for problem in problems { self.problem(nil, problem) }
        endArray()
    }
}
