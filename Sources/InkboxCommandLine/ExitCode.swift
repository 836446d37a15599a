/// inkbox's exit codes: part of its interface, listed in every `--help`.
public enum ExitCode: Int32, CaseIterable, Sendable {
    /// Every input was read and nothing clips.
    case success = 0
    /// Something clips (and every input was read).
    case clipping = 1
    /// An input could not be read; the other inputs were still processed.
    case inputError = 2
    /// The command line was wrong.
    case usage = 64

    var meaning: String {
        switch self {
        case .success: return "every input was read and nothing clips"
        case .clipping: return "a glyph clips at some size (audit, check), or still clips in the fixed copy (fix)"
        case .inputError: return "an input could not be read (the others are still processed)"
        case .usage: return "usage error: unknown option, bad value, missing argument"
        }
    }
}
