import Foundation

/// "120 of 495 faces · 3.1 s · about 9 s left" on standard error, rewritten in place, for long
/// runs on a terminal: shown once a run passes a second, at most five times a second, and cleared
/// at the end. Never in CI (`CI` set), when standard error is not a terminal (a pipe, a log), for
/// JSON output, or with `--no-progress`. `INKBOX_PROGRESS_AFTER` sets the delay in seconds.
public struct Progress {
    private let console: Console
    private let enabled: Bool
    private let after: TimeInterval
    private let start = Date()
    private var lastShown: TimeInterval = 0
    private var shown = false

    public init(_ console: Console, enabled: Bool) {
        self.console = console
        self.enabled = enabled && console.standardError.isTerminal && console.environment["CI"] == nil
        after = console.environment["INKBOX_PROGRESS_AFTER"].flatMap(Double.init).map { max(0, $0) } ?? 1
    }

    /// `done` of `total` units are written.
    public mutating func update(done: Int, total: Int) {
        guard enabled, total > 1 else { return }
        let elapsed = Date().timeIntervalSince(start)
        guard elapsed >= after, !shown || elapsed - lastShown >= 0.2 || done == total else { return }
        lastShown = elapsed
        let left = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
        let line =
            "\(done) of \(total) faces · \(String(format: "%.1f", elapsed)) s"
            + (done < total && done > 0 ? " · about \(Int(left.rounded(.up))) s left" : "")
        console.standardError.write("\r\u{1B}[2K" + line)
        shown = true
    }

    /// Clears the line, so that the report and errors start clean.
    public func finish() {
        if shown { console.standardError.write("\r\u{1B}[2K") }
    }

    public static let option = OptionSpec(
        name: "--no-progress",
        help: "Do not show progress on standard error (shown only on a terminal, after a second, never in CI or with "
            + "--format json or jsonl).", group: "OUTPUT OPTIONS")
}
