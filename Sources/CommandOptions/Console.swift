import Foundation
import InputFiles
import Reports
import TextEscaping

/// Where a command writes. Tests pass `CapturedText`; the executable passes the real streams.
public protocol TextSink: AnyObject {
    func write(_ text: String)
    /// UTF-8 bytes, as a streaming writer makes them.
    func write(bytes: [UInt8])
    /// True when the stream is a terminal (colour may be used).
    var isTerminal: Bool { get }
    /// The terminal's width in columns, nil when the stream is not a terminal or does not say.
    var columns: Int? { get }
    /// Why something written could not go out (a full disk), nil while everything has.
    var failure: String? { get }
}

extension TextSink {
    public var failure: String? { nil }
}

/// Standard output or standard error.
public final class FileDescriptorSink: TextSink {
    private let handle: FileHandle
    public let isTerminal: Bool

    public let columns: Int?

    public private(set) var failure: String?

    public init(fileDescriptor: Int32) {
        handle = FileHandle(fileDescriptor: fileDescriptor, closeOnDealloc: false)
        isTerminal = isatty(fileDescriptor) == 1
        var size = winsize()
        columns =
            isTerminal && ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
            ? Int(size.ws_col) : nil
    }

    public func write(_ text: String) { write(bytes: Array(text.utf8)) }

    /// Straight from the array's storage: a JSON report of a font folder is a gigabyte, and
    /// `Data(bytes)` copied it on its way out.
    public func write(bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(
                    handle.fileDescriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    // A full disk or a closed stream: the rest cannot go out, and the run says so.
                    if failure == nil { failure = String(cString: strerror(written < 0 ? errno : EIO)) }
                    return
                }
            }
        }
    }
}

/// Collects what a command writes, for tests.
public final class CapturedText: TextSink {
    public private(set) var text = ""
    public let isTerminal: Bool
    public let columns: Int?
    public init(isTerminal: Bool = false, columns: Int? = nil) {
        self.isTerminal = isTerminal
        self.columns = columns
    }
    public func write(_ text: String) { self.text += text }
    public func write(bytes: [UInt8]) { text += String(decoding: bytes, as: UTF8.self) }
}

/// `--color auto|always|never`.
public enum ColourChoice: String, CaseIterable, Sendable {
    case auto, always, never
}

/// The streams and environment a command runs with.
public struct Console {
    public var standardOutput: any TextSink
    public var standardError: any TextSink
    public var environment: [String: String]
    /// `--color`: auto (the default) colours a terminal only.
    public var colour: ColourChoice = .auto
    /// The inkbox.toml the run read (`--config`, or found), which JSON reports name; nil: none.
    public var configFile: String?

    public init(standardOutput: any TextSink, standardError: any TextSink, environment: [String: String]) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.environment = environment
    }

    /// The process's own standard output, standard error and environment.
    public static func standard() -> Console {
        Console(
            standardOutput: FileDescriptorSink(fileDescriptor: 1),
            standardError: FileDescriptorSink(fileDescriptor: 2),
            environment: ProcessInfo.processInfo.environment)
    }

    /// A diagnostic on standard error: `inkbox: ` and the message on one line, with anything
    /// the message took from input (paths, names, parser text) unable to move the cursor, colour
    /// the terminal or start a CI workflow command.
    public func diagnose(_ message: String) {
        standardError.write("inkbox: " + Escape.terminal(message) + "\n")
    }

    /// How wide text reports on standard output are: `--wide`, else `COLUMNS`, else the terminal's
    /// width, else 80 (`TextWidth.resolve`).
    public func textWidth(wide: Bool) -> TextWidth {
        TextWidth.resolve(wide: wide, environment: environment, terminalColumns: standardOutput.columns)
    }

    /// Colour on standard output: `--color always` or `never` as asked; else on a terminal unless
    /// NO_COLOR is set (no-color.org), and anywhere FORCE_COLOR is set to anything but 0 (as CI
    /// logs that show colour ask; force-color.org).
    public var usesColour: Bool {
        switch colour {
        case .always: return true
        case .never: return false
        case .auto:
            if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
            return standardOutput.isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}

extension OutputFile {
    /// `text` to standard output for `-`, else to a file by `OutputFile`'s rule.
    public static func write(_ text: String, to path: String, project: Project, console: Console) throws(OutputError) {
        if path == "-" {
            console.standardOutput.write(text)
            return
        }
        try write(bytes: Array(text.utf8), to: path, project: project)
    }
}
