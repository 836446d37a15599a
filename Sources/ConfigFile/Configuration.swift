import Foundation
import InputFiles

/// An `inkbox.toml`: options every command that reads it takes (its top-level keys) and each
/// command's own (`[audit]`, `[check]`, `[scan]`), each key an option's name without its dashes
/// (`platform = ["ios", "web"]`, `fail-on = "warning"`, `ignore = ["IB005"]`, `wide = true`).
/// The command line overrides it: an option given there takes none of the file's values.
public struct Configuration: Sendable, Equatable {
    /// The file, as found or given.
    public var path: String
    public var entries: [TOMLEntry]

    /// The name looked for.
    public static let fileName = "inkbox.toml"
    /// Larger than any real configuration: a file past it is refused, not read.
    static let sizeLimit = 1 << 20

    /// The first `inkbox.toml` in `folder` or a folder above it (as ruff finds its own); nil for none.
    public static func find(from folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0..<256 {
            let candidate = current.appendingPathComponent(fileName).path
            var status = stat()
            if lstat(candidate, &status) == 0 { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
        return nil
    }

    /// Reads the file at `path`: a regular file (not a link), at most 1 MiB, strictly TOML.
    public static func read(_ path: String) throws(ConfigurationError) -> Configuration {
        // A link planted where the file is looked for could lead out of the checkout: never followed.
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            throw ConfigurationError(path: path, line: nil, message: "a symbolic link, not read")
        }
        let bytes: [UInt8]
        do throws(InputFileError) {
            bytes = try InputFile.read(path, limit: sizeLimit)
        } catch {
            throw ConfigurationError(path: path, line: nil, message: error.reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigurationError(path: path, line: nil, message: "not UTF-8")
        }
        do throws(TOMLError) {
            return Configuration(path: path, entries: try TOMLSubset.parse(text))
        } catch {
            throw ConfigurationError(path: path, line: error.line, message: error.message)
        }
    }

    /// What an option is, as the command that reads the file declares it.
    public enum OptionKind: Sendable {
        case flag
        case value
        /// A value that is a path: relative ones are read from the file's folder.
        case path
    }

    /// The command-line arguments the file gives `command`: its top-level keys that are options of
    /// `command`, then its `[command]` table's, leaving out every option `given` (the command line's
    /// own) names. `kind` says what an option of a command is (nil: that command has no such option).
    /// Every entry is checked, whichever command runs: a top-level key no command has, a table no
    /// command has, or a key its table's command does not have is an error.
    public func arguments(
        for command: String, commands: Set<String>, given: Set<String>, from folder: String,
        kind: (_ command: String, _ option: String) -> OptionKind?
    ) throws(ConfigurationError) -> [String] {
        let base = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        let here = URL(fileURLWithPath: folder).standardizedFileURL.path
        let names = commands.sorted()
        var arguments: [String] = []
        for entry in entries {
            let name = "--" + entry.key
            if let table = entry.table {
                guard commands.contains(table) else {
                    throw error(entry, "[\(table)] is no command's table (\(names.joined(separator: ", ")))")
                }
                guard kind(table, name) != nil else {
                    throw error(entry, "'\(entry.key)' is no option of inkbox \(table) (see inkbox help \(table))")
                }
                guard table == command else { continue }
            } else if !names.contains(where: { kind($0, name) != nil }) {
                throw error(entry, "'\(entry.key)' is no option of inkbox \(names.joined(separator: ", "))")
            }
            guard let kind = kind(command, name), !given.contains(name) else { continue }
            let values: [TOMLValue]
            if case .array(let items) = entry.value { values = items } else { values = [entry.value] }
            for value in values {
                switch (kind, value) {
                case (.flag, .boolean(let on)):
                    if on { arguments.append(name) }
                case (.flag, _):
                    throw error(entry, "'\(entry.key)' is a flag: true or false")
                case (_, .string(let text)):
                    // A relative path is the file's folder's, wherever the command runs.
                    let resolved =
                        kind == .path && !text.hasPrefix("/") && base != here ? base + "/" + text : text
                    arguments += [name, resolved]
                case (.value, .integer(let number)): arguments += [name, String(number)]
                case (.value, .float(let number)): arguments += [name, String(number)]
                default:
                    throw error(entry, "'\(entry.key)' takes a string" + (kind == .path ? " (a path)" : " or a number"))
                }
            }
        }
        return arguments
    }

    private func error(_ entry: TOMLEntry, _ message: String) -> ConfigurationError {
        ConfigurationError(path: path, line: entry.line, message: message)
    }
}

/// A configuration file that cannot be read or used: its path, line where known, and why.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var message: String

    public var description: String { path + (line.map { ":\($0)" } ?? "") + ": " + message }
}
