import Foundation
import Fuzzing
import JSONText

// inkbox-fuzz: runs the inkbox executable on seeded mutants of the fixture fonts, token files
// and catalogs, each in its own process with a time limit, and keeps every crash, hang, exit
// outside 0/1/2/64, invalid JSON, silent pass, leak or raw output as a reproducer.
// scripts/fuzz builds and runs it; see that script for the options.

struct Options {
    var inkbox = ""
    var package = "."
    var seed: UInt64 = 1
    var fonts = 1000
    var texts = 100
    var timeout = 20.0
    var jobs = 2
    var output = "fuzz-findings"
    /// Run only this case and keep its mutant, to reproduce one run.
    var only: Int?
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

/// Runs `arguments` with standard output and error in files, killing it after `timeout` seconds.
func run(_ executable: String, _ arguments: [String], in folder: String, timeout: Double) -> RunResult {
    let outPath = folder + "/stdout", errPath = folder + "/stderr"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let environment: [UnsafeMutablePointer<CChar>?] = [String](["LANG=C.UTF-8", "NO_COLOR=1"]).map { strdup($0) } + [nil]
    defer { environment.forEach { free($0) } }
    guard posix_spawn(&pid, executable, &actions, nil, argv, environment) == 0 else { fail("cannot run \(executable)") }
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    while true {
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
    let signalled = (status & 0x7F) != 0 && (status & 0x7F) != 0x7F
    let read = { (path: String) in [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()) }
    return RunResult(status: signalled ? nil : (status >> 8) & 0xFF, signal: signalled && !timedOut ? status & 0x7F : nil,
                     timedOut: timedOut, standardOutput: read(outPath), standardError: read(errPath),
                     peakMemoryKiB: Int(usage.ru_maxrss))
}

final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    var findings: [String: Int] = [:]
    var exits: [String: Int] = [:]
    var byMutation: [String: Int] = [:]
    var peakMemoryKiB = 0
    var peakCase = ""
    var lines: [String] = []

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
let project = work + "/project"
try? manager.createDirectory(atPath: project, withIntermediateDirectories: true)
defer { try? manager.removeItem(atPath: work) }
// The canary lies outside the project root; mutants name its path, its contents must never show.
let canaryPath = work + "/canary.txt"
let secret = "inkbox-canary-\(options.seed)-\(UInt64.random(in: 1...UInt64.max))"
try? secret.write(toFile: canaryPath, atomically: true, encoding: .utf8)
let fontsDirectory = options.package + "/Fonts"

func load(_ path: String) -> [UInt8] {
    guard let data = manager.contents(atPath: path) else { fail("cannot read \(path)") }
    return [UInt8](data)
}

let fontSeeds = Campaign.fontSeeds.map { (name: $0, bytes: load(fontsDirectory + "/" + $0)) }
// Each original font's glyphs with ink: a mutant that passes with fewer than half is a silent pass.
let originalInk: [String: Int] = Dictionary(uniqueKeysWithValues: Campaign.fontSeeds.flatMap { seed in
    Campaign.fontSets.map { set in
        let result = run(options.inkbox, ["audit", "--set", set, "--format", "json", fontsDirectory + "/" + seed], in: project,
                         timeout: 60)
        guard let document = try? JSONParser.parse(result.standardOutput) else { fail("the original \(seed) gives no JSON") }
        return (seed + " " + set, Oracle.inkedGlyphs(in: document))
    }
})
let textSeeds = Campaign.textSeeds(package: options.package) ?? { fail("cannot read the text seeds in \(options.package)") }()
// Cases are made one at a time as they run: fonts first, then tokens and catalogs.
func fuzzCase(_ number: Int) -> FuzzCase? {
    number < options.fonts ? Campaign.fontCase(number, seeds: fontSeeds, seed: options.seed)
        : Campaign.textCase(number - options.fonts, seeds: textSeeds, seed: options.seed, canary: canaryPath)
}

try? manager.createDirectory(atPath: options.output, withIntermediateDirectories: true)
let tally = Tally()
DispatchQueue.concurrentPerform(iterations: options.jobs) { job in
    let folder = project + "/job\(job)"
    try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let numbers = options.only.map { [$0] } ?? Array(0..<(options.fonts + options.texts))
    for number in numbers where number % options.jobs == job {
        guard let fuzzCase = fuzzCase(number) else { continue }
        // Token mutants get a folder of their own as the project root, so that a catalog they
        // name beside them is inside it and the canary is not.
        guard let mutant = fuzzCase.write(in: folder) else { fail("cannot write \(fuzzCase.fileName) in \(folder)") }
        let result = run(options.inkbox, fuzzCase.arguments(mutantPath: mutant, fontsDirectory: fontsDirectory, root: folder),
                         in: folder, timeout: options.timeout)
        let finding = Oracle.judge(result, expectsJSON: fuzzCase.expectsJSON,
                                   originalInkedGlyphs: fuzzCase.target == .font ? originalInk[fuzzCase.seedName + " " + fuzzCase.characterSet] : nil,
                                   canary: secret)
        tally.add(fuzzCase, result, finding)
        if finding != nil || options.only != nil {
            let kept = options.output + "/" + (finding?.rawValue ?? "kept")
            try? manager.createDirectory(atPath: kept, withIntermediateDirectories: true)
            _ = fuzzCase.write(in: kept)
            let command = (["inkbox"] + fuzzCase.arguments(mutantPath: fuzzCase.fileName, fontsDirectory: "Fonts", root: "."))
                .joined(separator: " ")
            try? (command + "\n\n" + String(decoding: result.standardError.prefix(4000), as: UTF8.self))
                .write(toFile: kept + "/" + fuzzCase.fileName + ".txt", atomically: true, encoding: .utf8)
        }
        try? manager.removeItem(atPath: folder + "/" + fuzzCase.topFolder)
    }
}

let seconds = Date().timeIntervalSince(started)
print("inkbox-fuzz: seed \(options.seed), \(options.fonts) font mutants, \(options.texts) token and catalog mutants, "
    + "\(options.jobs) jobs, \(String(format: "%.0f", seconds)) s")
print("peak memory of one run: \(tally.peakMemoryKiB / 1024) MiB (\(tally.peakCase))")
print("runs by mutation:")
for (key, count) in tally.byMutation.sorted(by: { $0.key < $1.key }) { print("  \(key): \(count)") }
print("exit codes:")
for (key, count) in tally.exits.sorted(by: { $0.key < $1.key }) { print("  \(key): \(count)") }
print("findings:")
for finding in Finding.allCases { print("  \(finding.rawValue): \(tally.findings[finding.rawValue] ?? 0)") }
for line in tally.lines.sorted().prefix(50) { print("  " + line) }
if !tally.lines.isEmpty { print("reproducers in \(options.output)/") }
exit(tally.lines.isEmpty ? 0 : 1)
