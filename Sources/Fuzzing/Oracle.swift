import JSONText

/// What one run of inkbox on a mutant did.
public struct RunResult: Sendable {
    /// The exit status; nil when a signal ended the run.
    public var status: Int32?
    /// The signal that ended the run (a crash), if one did.
    public var signal: Int32?
    public var timedOut: Bool
    public var standardOutput: [UInt8]
    public var standardError: [UInt8]
    /// Peak resident memory in KiB, when the run was a process of its own.
    public var peakMemoryKiB: Int?

    public init(status: Int32?, signal: Int32? = nil, timedOut: Bool = false, standardOutput: [UInt8], standardError: [UInt8],
                peakMemoryKiB: Int? = nil) {
        self.status = status
        self.signal = signal
        self.timedOut = timedOut
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.peakMemoryKiB = peakMemoryKiB
    }
}

/// What is wrong with a run, worst first. A run with none of these is fine, whatever its exit
/// code among 0, 1, 2 and 64.
public enum Finding: String, CaseIterable, Sendable {
    case crash
    case hang
    /// An exit code outside inkbox's documented 0, 1, 2 and 64.
    case badExit = "bad-exit"
    /// `--format json` printed something that is not JSON.
    case invalidJSON = "invalid-json"
    /// Exit 0 for a font that lost glyph data: fewer than half the original's glyphs with ink.
    case silentPass = "silent-pass"
    /// The contents of the canary file outside the project appeared in the output.
    case leak
    /// Standard error held a raw control character or a line that is not one of inkbox's own, or
    /// a text report held a raw control character.
    case rawOutput = "raw-output"
}

public enum Oracle {
    /// The finding for `run`, or nil. `inkedGlyphs` is the original font's count of glyphs with
    /// ink (from `inkedGlyphs(in:)`), for font mutants; `canary` is the secret that must never leak.
    public static func judge(_ run: RunResult, expectsJSON: Bool, originalInkedGlyphs: Int?, canary: String) -> Finding? {
        if run.signal != nil { return .crash }
        if run.timedOut { return .hang }
        guard let status = run.status, [0, 1, 2, 64].contains(status) else { return .badExit }
        let output = run.standardOutput, errors = run.standardError
        if contains(output, canary) || contains(errors, canary) { return .leak }
        if !stderrIsClean(errors) { return .rawOutput }
        // Text and workflow-command reports: one record a line, nothing raw from input.
        if !expectsJSON, output.contains(where: { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }) { return .rawOutput }
        guard expectsJSON, status != 64 else { return nil }
        guard let document = try? JSONParser.parse(output) else { return .invalidJSON }
        if status == 0, let original = originalInkedGlyphs {
            let inked = inkedGlyphs(in: document)
            if inked == 0 || inked * 2 < original { return .silentPass }
        }
        return nil
    }

    /// Glyphs with ink over every face of an `inkbox audit --format json` document.
    public static func inkedGlyphs(in document: JSONValue) -> Int {
        var count = 0
        if case .array(let fonts)? = document["fonts"] {
            for font in fonts {
                guard case .array(let glyphs)? = font["glyphs"] else { continue }
                count += glyphs.filter { glyph in
                    if case .object? = glyph["inkBounds"] { return true }
                    return false
                }.count
            }
        }
        return count
    }

    /// Every line of standard error is one of inkbox's (`inkbox: ...`, or a usage error's three
    /// lines) and holds no control character: nothing from input reached the terminal raw.
    static func stderrIsClean(_ bytes: [UInt8]) -> Bool {
        guard !bytes.contains(where: { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }) else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "\n").allSatisfy { line in
            line.hasPrefix("inkbox: ") || line.hasPrefix("Error: ") || line.hasPrefix("Usage: ") || line.hasPrefix("  See '")
        }
    }

    private static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, haystack.count >= pattern.count else { return false }
        for start in 0...(haystack.count - pattern.count) where haystack[start] == pattern[0] {
            if haystack[start..<start + pattern.count].elementsEqual(pattern) { return true }
        }
        return false
    }
}
