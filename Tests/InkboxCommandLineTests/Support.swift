import CommandOptions
import FontFixtures
import Foundation
import InkboxCommandLine
import Testing
import TextEscaping

/// What one in-process run of `inkbox` printed and returned.
struct Run {
    let status: Int32
    let standardOutput: String
    let standardError: String
}

/// Runs `inkbox` in process. Fixture paths in the output read `Fonts/...`, as they would from
/// the package root, so snapshots do not depend on where the checkout lives.
func inkbox(_ arguments: String..., terminal: Bool = false, environment: [String: String] = [:]) -> Run {
    inkbox(arguments, terminal: terminal, environment: environment)
}

func inkbox(_ arguments: [String], terminal: Bool = false, environment: [String: String] = [:]) -> Run {
    let output = CapturedText(isTerminal: terminal)
    let error = CapturedText(isTerminal: terminal)
    let status = Inkbox.run(
        arguments,
        console: Console(
            standardOutput: output, standardError: error,
            environment: environment))
    return Run(status: status, standardOutput: relative(output.text), standardError: relative(error.text))
}

/// The package root, where README's commands run.
let packageRoot = FontFixture.directory.deletingLastPathComponent().path + "/"

/// Paths in output as they read from the package root, in plain text and as a Markdown cell
/// spells them (a checkout under `mktemp -d` has a dot in its path, which Markdown escapes).
func relative(_ text: String) -> String {
    text.replacingOccurrences(of: packageRoot, with: "").replacingOccurrences(
        of: Escape.markdownCell(packageRoot), with: "")
}

/// A file in the package, such as `Examples/dtcg/typography.tokens.json`: relative when the
/// tests run from the package root (as `swift test` does), so that reports show the path a
/// user would type and align as they would; absolute otherwise.
func packageFile(_ path: String) -> String {
    FileManager.default.currentDirectoryPath + "/" == packageRoot ? path : packageRoot + path
}

/// Absolute paths of fixtures, for command lines.
func fixture(_ font: FontFixture) -> String { font.path }

/// A new, empty folder for one test, its path resolved (macOS's /var is a link), so that it
/// compares equal to the paths inkbox prints; removed when the test process exits.
func scratchFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbox-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    ScratchFolders.shared.add(folder.path)
    return folder.resolvingSymlinksInPath().path
}

/// The folders `scratchFolder()` made, removed at the process's exit (runs of the suite had left
/// a thousand in the temporary folder): at exit rather than at each test's end, as Swift Testing
/// has no teardown a free function can register.
private final class ScratchFolders: @unchecked Sendable {
    static let shared: ScratchFolders = {
        atexit { ScratchFolders.shared.removeAll() }
        return ScratchFolders()
    }()
    private let lock = NSLock()
    private var folders: [String] = []

    func add(_ folder: String) { lock.withLock { folders.append(folder) } }

    func removeAll() {
        for folder in lock.withLock({ folders }) { try? FileManager.default.removeItem(atPath: folder) }
    }
}

/// Compares `actual` with `Snapshots/<name>`. With INKBOX_RECORD_SNAPSHOTS set it writes the
/// file instead and fails, so that a recorded snapshot is reviewed and committed, never
/// accepted silently by the run that wrote it.
func expectSnapshot(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["INKBOX_RECORD_SNAPSHOTS"] != nil {
        do {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record(
                "recorded Snapshots/\(name); review it and run again without INKBOX_RECORD_SNAPSHOTS",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("cannot write Snapshots/\(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record(
            "no Snapshots/\(name): run with INKBOX_RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "differs from Snapshots/\(name)", sourceLocation: sourceLocation)
}
