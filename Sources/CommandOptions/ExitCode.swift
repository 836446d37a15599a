import AuditPipeline
import LineBoxAnalysis
import Reports

/// inkbox's exit codes: part of its interface, listed in every `--help`.
public enum ExitCode: Int32, CaseIterable, Sendable {
    /// Every input was read and no finding reaches `--fail-on` (default: no error).
    case success = 0
    /// A finding reaches `--fail-on`: by default, ink a person would see cut (and every input was read).
    case clipping = 1
    /// An input could not be read, or a report file written; the other inputs were still processed.
    case inputError = 2
    /// The command line was wrong.
    case usage = 64

    /// 1 when the gravest finding of a run whose inputs were all read reaches `failOn`, else 0.
    public init(verdict severity: Severity?, failOn: Severity) {
        self = severity.map { $0 >= failOn } == true ? .clipping : .success
    }

    /// Check's and scan's one rule: 2 when an input could not be read, else by the gravest finding.
    public init(_ outcome: CheckOutcome, failOn: Severity) {
        self =
            outcome.hasProblems ? .inputError : ExitCode(verdict: CheckReport.gravest(outcome), failOn: failOn)
    }

    public var meaning: String {
        switch self {
        case .success:
            return "every input was read and no finding reaches --fail-on (default: no error; warnings and notes pass)"
        case .clipping:
            return
                "an error: ink is cut at some size (audit, check, scan) or in the fixed copy (fix); or a finding at --fail-on"
        case .inputError: return "an input could not be read or a report written (the others are still processed)"
        case .usage: return "usage error: unknown option, bad value, missing argument"
        }
    }
}
