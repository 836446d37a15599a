import Foundation
import Fuzzing
import InputFiles
import JSONText

// inkbox-fuzz: runs the inkbox executable on seeded mutants of the fixture fonts, token files,
// catalogs, app sources and hostile trees, each in its own process with a time limit, and keeps
// every finding (`Finding`) as a reproducer. scripts/fuzz builds and runs it; see that script
// for the options.

struct Options {
    var inkbox = ""
    var package = "."
    var seed: UInt64 = 1
    var fonts = 1000
    var texts = 100
    var timeout = 40.0
    var jobs = 2
    var output = "fuzz-findings"
    /// Run only this case and keep its mutant, to reproduce one run.
    var only: Int?
    /// A Python with fontTools, to judge fix's copies (scripts/fuzz-support/fontcheck.py).
    var python: String?
    /// How many pathological shapes to run (`Shapes`); nil: all of them.
    var shapes: Int?
    /// ots-sanitize, the sanitizer browsers run on web fonts: a font mutant it refuses for an
    /// empty table must not pass inkbox either.
    var ots: String?
}

func parseOptions() -> Options {
    var options = Options()
    var arguments = Array(CommandLine.arguments.dropFirst())[...]
    func value(_ name: String) -> String {
        guard let next = arguments.popFirst() else { fail("\(name) needs a value") }
        return next
    }
    while let argument = arguments.popFirst() {
        switch argument {
        case "--inkbox": options.inkbox = value(argument)
        case "--package": options.package = value(argument)
        case "--seed": options.seed = UInt64(value(argument)) ?? { fail("--seed takes a whole number") }()
        case "--fonts": options.fonts = Int(value(argument)) ?? { fail("--fonts takes a whole number") }()
        case "--texts": options.texts = Int(value(argument)) ?? { fail("--texts takes a whole number") }()
        case "--timeout": options.timeout = Double(value(argument)) ?? { fail("--timeout takes seconds") }()
        case "--jobs": options.jobs = max(1, Int(value(argument)) ?? 1)
        case "--out": options.output = value(argument)
        case "--only": options.only = Int(value(argument)) ?? { fail("--only takes a case number") }()
        case "--python": options.python = value(argument)
        case "--ots": options.ots = value(argument)
        case "--shapes": options.shapes = Int(value(argument)) ?? { fail("--shapes takes a whole number") }()
        default: fail("unknown option '\(argument)'")
        }
    }
    guard !options.inkbox.isEmpty else { fail("--inkbox PATH is required") }
    return options
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("inkbox-fuzz: \(message)\n".utf8))
    exit(64)
}

/// Runs `arguments` with standard output and error in files in `folder`, killing it after
/// `timeout` seconds; in `workingFolder` when one is given (through env -C, since posix_spawn
/// has no portable chdir).
func run(_ executable: String, _ arguments: [String], in folder: String, timeout: Double, workingFolder: String? = nil)
    -> RunResult
{
    // The program whose memory is sampled: the one given, also when env starts it in `workingFolder`
    // (env's own image, before its exec, is not that program's).
    let name = String(Paths.name(executable).prefix(15))
    let (executable, arguments) =
        workingFolder.map { ("/usr/bin/env", ["-C", $0, executable] + arguments) } ?? (executable, arguments)
    let outPath = folder + "/stdout"
    let errPath = folder + "/stderr"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let environment: [UnsafeMutablePointer<CChar>?] =
        [String](["LANG=C.UTF-8", "NO_COLOR=1"]).map { strdup($0) } + [nil]
    defer { for pointer in environment { free(pointer) } }
    var own = rusage()
    getrusage(RUSAGE_SELF.rawValue, &own)
    guard posix_spawn(&pid, executable, &actions, nil, argv, environment) == 0 else { fail("cannot run \(executable)") }
    let started = Date()
    let deadline = started.addingTimeInterval(timeout)
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    // Peak memory from /proc (VmHWM of the running image): the rusage of a child that
    // posix_spawn made with vfork also counts the fuzzer's own peak, which it shared until exec.
    // A sample taken before the exec is the fuzzer's own image (its Name is the fuzzer's): not
    // counted, or a quick run would carry the fuzzer's peak.
    var highWater = 0
    let statusPath = "/proc/\(pid)/status"
    while true {
        if let text = try? String(contentsOfFile: statusPath, encoding: .utf8) {
            let lines = text.split(separator: "\n")
            if lines.first(where: { $0.hasPrefix("Name:") })?.split(separator: "\t").last.map(String.init) == name,
                let line = lines.first(where: { $0.hasPrefix("VmHWM:") }),
                let kib = Int(line.split(separator: " ").dropFirst().first ?? "")
            {
                highWater = max(highWater, kib)
            }
        }
        let done = wait4(pid, &status, WNOHANG, &usage)
        if done == pid { break }
        if Date() > deadline {
            kill(pid, SIGKILL)
            wait4(pid, &status, 0, &usage)
            timedOut = true
            break
        }
        usleep(2_000)
    }
    // A run too quick to sample: its rusage is exact when above the fuzzer's own peak, else only
    // bounded by it (and so under the limit); then it is not counted.
    let peak: Int? = highWater > 0 ? highWater : usage.ru_maxrss > own.ru_maxrss ? Int(usage.ru_maxrss) : nil
    let signalled = (status & 0x7F) != 0 && (status & 0x7F) != 0x7F
    let read = { (path: String) in [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()) }
    return RunResult(
        status: signalled ? nil : (status >> 8) & 0xFF, signal: signalled && !timedOut ? status & 0x7F : nil,
        timedOut: timedOut, standardOutput: read(outPath), standardError: read(errPath),
        peakMemoryKiB: peak, seconds: Date().timeIntervalSince(started))
}

/// fontcheck.py as a worker: one line a question, one line an answer, fontTools loaded once.
final class FontChecker {
    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private var buffered: [UInt8] = []

    init?(python: String, script: String) {
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice  // fontTools' warnings about mutants
        do { try process.run() } catch { return nil }
    }

    /// "ok", or "bad: why".
    func judge(input source: String, copy: String) -> String {
        input.fileHandleForWriting.write(Data("\(source)\t\(copy)\n".utf8))
        while true {
            if let newline = buffered.firstIndex(of: 0x0A) {
                defer { buffered.removeSubrange(...newline) }
                return String(decoding: buffered[..<newline], as: UTF8.self)
            }
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { return "bad: the checker stopped" }
            buffered += data
        }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

/// The names in a folder, to tell whether a run made anything there.
func listing(_ folder: String) -> Set<String> {
    Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
}

final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    var findings: [String: Int] = [:]
    var exits: [String: Int] = [:]
    var byMutation: [String: Int] = [:]
    var peakMemoryKiB = 0
    var peakCase = ""
    var slowestSeconds = 0.0
    var slowestCase = ""
    var largestOutput = 0
    var largestOutputCase = ""
    /// The slowest run of each scanner's shapes and of each known bomb, by name.
    var slowestShapes: [String: (seconds: Double, memoryKiB: Int, name: String)] = [:]
    var copiesJudged = 0
    var lines: [String] = []

    func judged() {
        lock.lock()
        copiesJudged += 1
        lock.unlock()
    }

    func add(_ fuzzCase: FuzzCase, _ result: RunResult, _ finding: Finding?) {
        lock.lock()
        defer { lock.unlock() }
        let exit = result.timedOut ? "timeout" : result.signal.map { "signal \($0)" } ?? "exit \(result.status ?? -1)"
        exits["\(fuzzCase.target.rawValue) \(exit)", default: 0] += 1
        byMutation["\(fuzzCase.target.rawValue) \(fuzzCase.mutation)", default: 0] += 1
        if let memory = result.peakMemoryKiB, memory > peakMemoryKiB {
            peakMemoryKiB = memory
            peakCase = fuzzCase.fileName
        }
        if result.standardOutput.count > largestOutput {
            largestOutput = result.standardOutput.count
            largestOutputCase = fuzzCase.fileName
        }
        if let seconds = result.seconds, seconds > slowestSeconds {
            slowestSeconds = seconds
            slowestCase = fuzzCase.fileName
        }
        if fuzzCase.seedName.hasPrefix("shape-") || fuzzCase.seedName == "bomb", let seconds = result.seconds {
            let key = fuzzCase.seedName == "bomb" ? "bomb " + fuzzCase.mutation : fuzzCase.seedName
            if seconds > slowestShapes[key]?.seconds ?? -1 {
                slowestShapes[key] = (seconds, result.peakMemoryKiB ?? 0, fuzzCase.fileName + " " + fuzzCase.mutation)
            }
        }
        if let finding {
            findings[finding.rawValue, default: 0] += 1
            lines.append("\(finding.rawValue): \(fuzzCase.fileName) (\(fuzzCase.mutation)): \(exit)")
        }
    }
}

let options = parseOptions()
let started = Date()
let manager = FileManager.default
let work = manager.temporaryDirectory.appendingPathComponent("inkbox-fuzz-\(getpid())").path
let project = work + "/originals"
try? manager.createDirectory(atPath: project, withIntermediateDirectories: true)
defer { try? manager.removeItem(atPath: work) }
let secret = "inkbox-canary-\(options.seed)-\(UInt64.random(in: 1...UInt64.max))"
let fontsDirectory = options.package + "/Fonts"

/// Each job's folder outside its project (`OUTSIDE/project/job` is the project): the canary,
/// whose text must never show or change, and a font hostile trees name, which must never be
/// measured. One per job, so that what a run changes there is told of that run.
struct Outside {
    let folder: String
    var canary: String { folder + "/canary.txt" }
    var project: String { folder + "/project/job" }
    let before: Set<String>

    init(job: Int) {
        folder = work + "/job\(job)"
        try? manager.createDirectory(atPath: folder + "/project/job", withIntermediateDirectories: true)
        try? secret.write(toFile: folder + "/canary.txt", atomically: true, encoding: .utf8)
        try? manager.copyItem(
            atPath: fontsDirectory + "/" + HostileTree.secretFontSeed, toPath: folder + "/" + HostileTree.secretFont)
        mkfifo(folder + "/" + HostileTree.fifo, 0o600)  // that nobody reads: a write to it would wait for ever
        before = listing(folder)
    }

    /// Whether the last run left it as it was; it is put back either way.
    func unchanged() -> Bool {
        let same = (try? String(contentsOfFile: canary, encoding: .utf8)) == secret && listing(folder) == before
        if !same {
            try? secret.write(toFile: canary, atomically: true, encoding: .utf8)
            for name in listing(folder).subtracting(before) { try? manager.removeItem(atPath: folder + "/" + name) }
        }
        return same
    }
}

func load(_ path: String) -> [UInt8] {
    guard let data = manager.contents(atPath: path) else { fail("cannot read \(path)") }
    return [UInt8](data)
}

let fontSeeds = Campaign.fontSeeds.map { (name: $0, bytes: load(fontsDirectory + "/" + $0)) }
// Each original font's glyphs with ink: a mutant that passes with fewer than half is a silent pass.
let originalInk: [String: Int] = Dictionary(
    uniqueKeysWithValues: Campaign.fontSeeds.flatMap { seed in
        Campaign.fontSets.map { set in
            let result = run(
                options.inkbox, ["audit", "--set", set, "--format", "json", fontsDirectory + "/" + seed], in: project,
                timeout: 60)
            guard let document = try? JSONParser.parse(result.standardOutput) else {
                fail("the original \(seed) gives no JSON")
            }
            return (seed + " " + set, Oracle.inkedGlyphs(in: document))
        }
    })
let textSeeds =
    Campaign.textSeeds(package: options.package) ?? { fail("cannot read the text seeds in \(options.package)") }()
// Every (language, marker) the scanners' sources search for, read now: a new marker is a new shape.
let markers =
    Shapes.markers(package: options.package) ?? { fail("cannot read Sources/AppScan in \(options.package)") }()
let shapeCount = min(options.shapes ?? Int.max, Shapes.count(markers))
// Cases are made one at a time as they run: fonts first, then tokens and catalogs. Then the
// known bombs (`KnownBombs`) and the pathological shapes (`Shapes`), in every campaign.
func fuzzCase(_ number: Int, canary: String) -> FuzzCase? {
    let bombs = options.fonts + options.texts
    if number < options.fonts { return Campaign.fontCase(number, seeds: fontSeeds, seed: options.seed) }
    if number < bombs {
        return Campaign.textCase(number - options.fonts, seeds: textSeeds, seed: options.seed, canary: canary)
    }
    if number < bombs + KnownBombs.count {
        return KnownBombs.bombCase(number - bombs, canary: canary, fonts: fontSeeds)
    }
    // Spread over the shapes when only some are run, so that every language is among them.
    let shape = number - bombs - KnownBombs.count
    let stride = max(1, Shapes.count(markers) / max(shapeCount, 1))
    return Shapes.shapeCase(shape * stride, pairs: markers)
}

try? manager.createDirectory(atPath: options.output, withIntermediateDirectories: true)
let tally = Tally()
let fontCheckScript = options.package + "/scripts/fuzz-support/fontcheck.py"
DispatchQueue.concurrentPerform(iterations: options.jobs) { job in
    let outside = Outside(job: job)
    let folder = outside.project
    let checker = options.python.flatMap { FontChecker(python: $0, script: fontCheckScript) }
    let numbers =
        options.only.map { [$0] } ?? Array(0..<(options.fonts + options.texts + KnownBombs.count + shapeCount))
    for number in numbers where number % options.jobs == job {
        guard let fuzzCase = fuzzCase(number, canary: outside.canary) else { continue }
        // Token mutants get a folder of their own as the project root, so that a catalog they
        // name beside them is inside it and the canary is not.
        guard let mutant = fuzzCase.write(in: folder, outside: outside.folder) else {
            fail("cannot write \(fuzzCase.fileName) in \(folder)")
        }
        let arguments = fuzzCase.arguments(
            mutantPath: mutant, fontsDirectory: fontsDirectory, root: folder, outside: outside.folder)
        let result = run(
            options.inkbox, arguments, in: folder, timeout: options.timeout,
            workingFolder: fuzzCase.workingFolder.map { folder + "/" + $0 })
        var finding = Oracle.judge(
            result, expectsJSON: fuzzCase.expectsJSON,
            originalInkedGlyphs: fuzzCase.target == .font
                ? originalInk[fuzzCase.seedName + " " + fuzzCase.characterSet] : nil,
            canary: secret, format: fuzzCase.format, secrets: fuzzCase.secrets, limits: fuzzCase.limits)
        // Nothing outside the project changes: the canary keeps its text, nothing new appears beside it.
        if !outside.unchanged(), finding == nil { finding = .writeOutside }
        // A font the browsers' sanitizer refuses for an empty table is refused by inkbox too.
        if finding == nil, fuzzCase.target == .font, fuzzCase.mutation == FontMutation.emptiedTable.rawValue,
            result.status != 2, let ots = options.ots
        {
            let sanitized = run(ots, [mutant, "/dev/null"], in: folder, timeout: 60)
            if String(decoding: sanitized.standardError + sanitized.standardOutput, as: UTF8.self).contains(
                "zero-length table")
            {
                finding = .silentPass
            }
        }
        // Nor does what the tree protects (its .git/config).
        for path in fuzzCase.protected where finding == nil {
            let original = fuzzCase.extraFiles.first { $0.path.hasSuffix("/" + path) }?.bytes
            let now = manager.contents(atPath: folder + "/" + fuzzCase.topFolder + "/" + path).map { [UInt8]($0) }
            if now != original { finding = .writeOutside }
        }
        // A copy fix wrote must be as valid as its input, to checkers that are not inkbox.
        let copy = mutant + "-fixed"
        if finding == nil, fuzzCase.target == .fontFix, let checker, manager.fileExists(atPath: copy) {
            tally.judged()
            let answer = checker.judge(input: mutant, copy: copy)
            if answer != "ok" {
                finding = .invalidFix
                try? answer.write(toFile: copy + ".why", atomically: true, encoding: .utf8)
            }
        }
        tally.add(fuzzCase, result, finding)
        if finding != nil || options.only != nil {
            let kept = options.output + "/" + (finding?.rawValue ?? "kept")
            try? manager.createDirectory(atPath: kept, withIntermediateDirectories: true)
            _ = fuzzCase.write(in: kept, outside: outside.folder)
            if manager.fileExists(atPath: copy) {
                try? manager.copyItem(atPath: copy, toPath: kept + "/" + fuzzCase.fileName + "-fixed")
            }
            let command =
                (fuzzCase.workingFolder.map { "cd \($0) && " } ?? "")
                + (["inkbox"]
                + fuzzCase.arguments(
                    mutantPath: fuzzCase.fileName, fontsDirectory: "Fonts", root: ".", outside: "OUTSIDE"))
                .joined(separator: " ")
            try? (command + "\n\n" + String(decoding: result.standardError.prefix(4000), as: UTF8.self))
                .write(toFile: kept + "/" + fuzzCase.fileName + ".txt", atomically: true, encoding: .utf8)
        }
        for leftover in [
            fuzzCase.topFolder, Paths.name(fuzzCase.fileName) + "-fixed",
            Paths.name(fuzzCase.fileName) + ".svg",
            Paths.name(fuzzCase.fileName) + ".swift",
        ] {
            try? manager.removeItem(atPath: folder + "/" + leftover)
        }
    }
}

let seconds = Date().timeIntervalSince(started)
print(
    "inkbox-fuzz: seed \(options.seed), \(options.fonts) font mutants, \(options.texts) token, catalog, source and tree mutants, "
        + "\(KnownBombs.count) known bombs, \(shapeCount) of \(Shapes.count(markers)) pathological shapes "
        + "(\(markers.count) markers), "
        + "\(options.jobs) jobs, \(String(format: "%.0f", seconds)) s")
print(
    "peak memory of one run: \(tally.peakMemoryKiB / 1024) MiB (\(tally.peakCase)); slowest run: "
        + "\(String(format: "%.1f", tally.slowestSeconds)) s (\(tally.slowestCase))")
var own = rusage()
getrusage(RUSAGE_SELF.rawValue, &own)
print(
    "the fuzzer's own peak memory: \(own.ru_maxrss / 1024) MiB; largest output: \(tally.largestOutput / 1024) KiB (\(tally.largestOutputCase))"
)
print(
    "fix copies judged by fontTools and ots-sanitize: \(tally.copiesJudged)"
        + (options.python == nil ? " (no --python given)" : ""))
print(
    "slowest known bomb and shape of each scanner (the limit is \(Int(Shapes.limits.seconds)) s, \(Shapes.limits.memoryKiB / 1024) MiB):"
)
for (key, slowest) in tally.slowestShapes.sorted(by: { $0.key < $1.key }) {
    print("  \(key): \(String(format: "%.2f", slowest.seconds)) s, \(slowest.memoryKiB / 1024) MiB (\(slowest.name))")
}
print("runs by mutation:")
for (key, count) in tally.byMutation.sorted(by: { $0.key < $1.key }) { print("  \(key): \(count)") }
print("exit codes:")
for (key, count) in tally.exits.sorted(by: { $0.key < $1.key }) { print("  \(key): \(count)") }
print("findings:")
for finding in Finding.allCases { print("  \(finding.rawValue): \(tally.findings[finding.rawValue] ?? 0)") }
for line in tally.lines.sorted().prefix(50) { print("  " + line) }
if !tally.lines.isEmpty { print("reproducers in \(options.output)/") }
exit(tally.lines.isEmpty ? 0 : 1)
