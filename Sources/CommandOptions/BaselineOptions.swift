import AuditPipeline
import DesignTokens
import InputFiles

/// `--baseline` and `--write-baseline`, for check and scan.
public struct BaselineOptions {
    public var read: String?
    public var write: String?

    public static func options(group: String) -> [OptionSpec] {
        [
            OptionSpec(
                name: "--baseline", valueName: "file",
                help: "Accept the failures listed in this file (from --write-baseline); entries that no longer "
                    + "fail are reported as stale.", group: group),
            OptionSpec(
                name: "--write-baseline", valueName: "file",
                help: "Write the current failures to this file and accept them in this run (never through a link "
                    + "that leads out of the project).", group: group),
        ]
    }

    public init(_ parsed: ParsedArguments) {
        read = parsed.values["--baseline"]
        write = parsed.values["--write-baseline"]
    }

    /// Writes the failures (`--write-baseline`) or accepts those the file lists (`--baseline`);
    /// returns the entries that accepted nothing, also said on standard error. The baseline is
    /// read and written under the project's rules (`Project`, `OutputFile`).
    public func apply(
        to results: inout [TokenCheckResult], fileErrors: inout [TokenError], project: Project, console: Console
    ) -> [Baseline.Unused] {
        var stale: [Baseline.Unused] = []
        if let path = write {
            let written = Baseline(failuresOf: results)
            do {
                try OutputFile.write(BaselineFile.text(written), to: path, project: project, console: console)
                _ = written.apply(to: &results)
                console.diagnose("wrote \(written.entries.count) accepted failure(s) to \(path)")
            } catch {
                fileErrors.append(
                    TokenError(file: path, line: nil, path: nil, message: "cannot write baseline (\(error.reason))"))
            }
        } else if let path = read {
            do { stale = try Baseline.read(path, project: project).apply(to: &results) } catch {
                fileErrors.append(error)
            }
        }
        for unused in stale {
            console.diagnose(
                "stale baseline entry: \(unused.entry.path) (\(unused.entry.platform)) \(unused.reason.rawValue)")
        }
        return stale
    }
}
