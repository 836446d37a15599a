import JSONText
import TextSources

/// What one run of inkbox on a mutant did.
public struct RunResult: Sendable {
    /// The exit status; nil when a signal ended the run.
    public var status: Int32?
    /// The signal that ended the run (a crash), if one did.
    public var signal: Int32?
    public var timedOut: Bool
    public var standardOutput: [UInt8]
    public var standardError: [UInt8]
    /// Peak resident memory in KiB, and wall-clock seconds, when the run was a process of its own.
    public var peakMemoryKiB: Int?
    public var seconds: Double?

    public init(
        status: Int32?, signal: Int32? = nil, timedOut: Bool = false, standardOutput: [UInt8], standardError: [UInt8],
        peakMemoryKiB: Int? = nil, seconds: Double? = nil
    ) {
        self.status = status
        self.signal = signal
        self.timedOut = timedOut
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.peakMemoryKiB = peakMemoryKiB
        self.seconds = seconds
    }
}

/// What is wrong with a run, worst first. A run with none of these is fine, whatever its exit
/// code among 0, 1, 2 and 64.
public enum Finding: String, CaseIterable, Sendable {
    case crash
    /// Killed at the fuzzer's time limit.
    case hang
    /// Finished, but over its `Oracle.Limits` (20 s or 1 GiB for a mutant; 10 s or 500 MB for a
    /// known bomb or a pathological shape): an input that costs more than its size warrants.
    case slow
    case memory
    /// An exit code outside inkbox's documented 0, 1, 2 and 64.
    case badExit = "bad-exit"
    /// `--format json` printed something that is not JSON.
    case invalidJSON = "invalid-json"
    /// Exit 0 for a font that lost glyph data: fewer than half the original's glyphs with ink.
    case silentPass = "silent-pass"
    /// The contents of the canary file outside the project appeared in the output.
    case leak
    /// Standard error held a raw control character or a line that is not one of inkbox's own, or
    /// a report held a raw control character, line separator or bidi control.
    case rawOutput = "raw-output"
    /// A JUnit report that is not well-formed XML, or a jsonl line that is not JSON.
    case invalidReport = "invalid-report"
    /// `inkbox fix` wrote a copy that ots-sanitize or fontTools refuses while they accept the input.
    case invalidFix = "invalid-fix"
    /// Something outside the project changed: the canary file, or a new file beside it.
    case writeOutside = "write-outside"
}

public enum Oracle {
    /// What one run may cost before it is a finding.
    public struct Limits: Sendable, Equatable {
        public var seconds: Double
        public var memoryKiB: Int

        public init(seconds: Double, memoryKiB: Int) {
            self.seconds = seconds
            self.memoryKiB = memoryKiB
        }

        /// A mutant may take this long and this much memory, whatever its input: twice the target
        /// (every input under 10 MB is meant to finish within 10 s and 500 MB on the 2-core
        /// machine), which the known bombs and the pathological shapes are held to (`Shapes.limits`).
        public static let mutants = Limits(seconds: 20, memoryKiB: 1 << 20)
    }

    /// The finding for `run`, or nil. `inkedGlyphs` is the original font's count of glyphs with
    /// ink (from `inkedGlyphs(in:)`), for font mutants; `canary` is the secret that must never leak.
    public static func judge(
        _ run: RunResult, expectsJSON: Bool, originalInkedGlyphs: Int?, canary: String,
        format: String = "json", secrets: [String] = [], limits: Limits = .mutants
    ) -> Finding? {
        if run.signal != nil { return .crash }
        if run.timedOut { return .hang }
        guard let status = run.status, [0, 1, 2, 64].contains(status) else { return .badExit }
        if let seconds = run.seconds, seconds > limits.seconds { return .slow }
        if let memory = run.peakMemoryKiB, memory > limits.memoryKiB { return .memory }
        let output = run.standardOutput
        let errors = run.standardError
        if ([canary] + secrets).contains(where: { contains(output, $0) || contains(errors, $0) }) { return .leak }
        if !stderrIsClean(errors) { return .rawOutput }
        // No report holds a bidi control, a line separator or a C1 control raw; text and workflow
        // commands hold no other control either (one record a line).
        if String(decoding: output, as: UTF8.self).unicodeScalars.contains(where: isReordering) { return .rawOutput }
        if !expectsJSON, output.contains(where: { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }) { return .rawOutput }
        guard status != 64 else { return nil }
        if format == "junit", !output.isEmpty, (try? XMLReader.parse(String(decoding: output, as: UTF8.self))) == nil {
            return .invalidReport
        }
        if format == "jsonl",
            output.split(separator: 0x0A).contains(where: { (try? JSONParser.parse(Array($0))) == nil })
        {
            return .invalidReport
        }
        guard expectsJSON else { return nil }
        guard let document = try? JSONParser.parse(output) else { return .invalidJSON }
        if status == 0, format == "json", let original = originalInkedGlyphs {
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
                count +=
                    glyphs.filter { glyph in
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
            line.hasPrefix("inkbox: ") || line.hasPrefix("Error: ") || line.hasPrefix("Usage: ")
                || line.hasPrefix("  See '")
        }
    }

    /// C1 controls, line and paragraph separators, bidi embeddings, overrides and isolates.
    static func isReordering(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
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
