/// A file that could not be read, or a malformed entry, with its file and line.
public struct StringSourceError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String
    public var description: String { file + (line.map { ":\($0)" } ?? "") + ": " + message }

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }
}
