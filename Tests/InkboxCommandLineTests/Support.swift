import FontFixtures
import Foundation
import InkboxCommandLine
import Testing

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
    let error = CapturedText()
    let status = Inkbox.run(arguments, console: Console(standardOutput: output, standardError: error,
                                                        environment: environment))
    let root = FontFixture.directory.path + "/"
    return Run(status: status,
               standardOutput: output.text.replacingOccurrences(of: root, with: "Fonts/"),
               standardError: error.text.replacingOccurrences(of: root, with: "Fonts/"))
}

/// Absolute paths of fixtures, for command lines.
func fixture(_ font: FontFixture) -> String { font.path }

/// Compares `actual` with `Snapshots/<name>`. With INKBOX_RECORD_SNAPSHOTS set it writes the
/// file instead and fails, so that a recorded snapshot is reviewed and committed, never
/// accepted silently by the run that wrote it.
func expectSnapshot(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["INKBOX_RECORD_SNAPSHOTS"] != nil {
        do {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded Snapshots/\(name); review it and run again without INKBOX_RECORD_SNAPSHOTS",
                         sourceLocation: sourceLocation)
        } catch {
            Issue.record("cannot write Snapshots/\(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("no Snapshots/\(name): run with INKBOX_RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "differs from Snapshots/\(name)", sourceLocation: sourceLocation)
}
