import CommandOptions
import FontFixtures
import Foundation
import InkboxCommandLine
import Testing

private let dtcg = packageFile("Examples/dtcg/typography.tokens.json")
private let fonts = FontFixture.directory.path

/// A file's text, with paths read from the package root as `inkbox(...)` shows standard output.
private func contents(_ path: String) -> String? { (try? String(contentsOfFile: path, encoding: .utf8)).map(relative) }

/// The shell at this path, where this machine has it (CI installs zsh and fish).
private func shell(_ name: String) -> String? {
    ["/usr/bin/", "/bin/", "/opt/homebrew/bin/", "/usr/local/bin/"].map { $0 + name }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Runs `executable` on `arguments`, returning its exit status, standard output and standard error
/// (both small: each is read to its end in turn).
private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardError = error
    process.standardOutput = output
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let data = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: printed, as: UTF8.self), String(decoding: data, as: UTF8.self))
}

@Suite("Into CI in minutes: reports, completions, the manual, colour")
struct CIConventionTests {
    @Test("the command-line module runs commands and stays small: parsing, help and settings live in libraries")
    func commandLineModuleSize() throws {
        let folder = packageRoot + "Sources/InkboxCommandLine"
        let files = try #require(FileManager.default.subpaths(atPath: folder)).filter { $0.hasSuffix(".swift") }
        let lines = try files.reduce(0) { total, file in
            total
                + (try String(contentsOfFile: folder + "/" + file, encoding: .utf8)).split(
                    separator: "\n", omittingEmptySubsequences: false
                ).count - 1
        }
        #expect(files.count > 10 && lines > 1_000)
        #expect(lines < 2_500, "Sources/InkboxCommandLine holds \(lines) lines: move what is not a command's run out")
    }

    @Test(
        "one check run writes annotations to standard output and SARIF, JUnit and Markdown files, each its format's own"
    )
    func everyReportFromOneRun() throws {
        let folder = try scratchFolder()
        let reports = ["sarif": "inkbox.sarif", "junit": "inkbox.xml", "markdown": "summary.md", "json": "check.json"]
        let arguments = ["check", "--fonts", fonts, dtcg]
        let combined = inkbox(
            arguments + ["--format", "github"] + reports.flatMap { ["--report", "\($0.key)=\(folder)/\($0.value)"] })
        #expect(combined.status == 1)
        #expect(combined.standardOutput == inkbox(arguments + ["--format", "github"]).standardOutput)
        for (format, file) in reports {
            let alone = inkbox(arguments + ["--format", format])
            #expect(
                contents("\(folder)/\(file)") == alone.standardOutput,
                "--report \(format) differs from --format \(format)")
        }
        let summary = try #require(contents("\(folder)/summary.md"))
        #expect(summary.hasPrefix("### inkbox: 3 token checks"))
        #expect(summary.contains("| CLIP | text\\.heading-ja | ios | Examples/dtcg/typography\\.tokens\\.json\\:43 |"))
        // scan takes the same reports.
        let scan = inkbox(
            "scan", "--fonts", fonts, packageFile("Examples/scan-app/web"), "--report", "markdown=\(folder)/scan.md")
        #expect(scan.status == 1 && contents("\(folder)/scan.md")?.contains("styles\\.css\\:7") == true)
    }

    @Test("one audit run writes every format: each --report file is that format's own run, streamed or not")
    func auditReports() throws {
        let folder = try scratchFolder()
        let arguments = [
            "audit", "--set", "probe", "--platform", "ios,web", fixture(.clipsOnIOS), fixture(.useTypoMetrics),
        ]
        let formats = ["text", "json", "jsonl", "sarif", "github", "markdown", "html"]
        let combined = inkbox(
            arguments + ["--format", "github"] + formats.flatMap { ["--report", "\($0)=\(folder)/report.\($0)"] })
        #expect(combined.status == 1)
        for format in formats {
            let alone = inkbox(arguments + ["--format", format])
            #expect(contents("\(folder)/report.\(format)") == alone.standardOutput, "--report \(format) differs")
        }
        let summary = try #require(contents("\(folder)/report.markdown"))
        #expect(summary.contains("| CLIPS | Fonts/ipaexg\\.ttf | ios |"), "\(summary)")
        #expect(
            combined.standardOutput.hasPrefix("::error file=Fonts/ipaexg.ttf,title=inkbox ios::IPAexGothic: cut on ios")
        )
    }

    @Test("a report that cannot be written names its file and exits 2; the others are still written")
    func unwritableReport() throws {
        let folder = try scratchFolder()
        let run = inkbox(
            "check", "--fonts", fonts, dtcg, "--format", "github", "--report", "sarif=\(folder)/missing/inkbox.sarif",
            "--report", "junit=\(folder)/inkbox.xml")
        #expect(run.status == 2)
        #expect(run.standardError.contains("\(folder)/missing/inkbox.sarif"))
        #expect(contents("\(folder)/inkbox.xml")?.contains("<testsuites") == true)
    }

    @Test("standard output that cannot take the report (a full disk, a closed stream) is no pass: it is said, exit 2")
    func unwritableStandardOutput() throws {
        // A descriptor open for reading only: every write fails, as on a full disk.
        let descriptor = open("/dev/null", O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        for arguments in [["audit", fixture(.trueType)], ["check", "--fonts", fonts, "--format", "json", dtcg]] {
            let output = FileDescriptorSink(fileDescriptor: descriptor)
            let error = CapturedText()
            let status = Inkbox.run(
                arguments, console: Console(standardOutput: output, standardError: error, environment: [:]))
            #expect(status == 2 && output.failure != nil, "\(arguments)")
            #expect(error.text.contains("inkbox: standard output: the report could not be written whole: "))
        }
        // A usage error stays one.
        let output = FileDescriptorSink(fileDescriptor: descriptor)
        let status = Inkbox.run(
            ["audit", "--nope"],
            console: Console(standardOutput: output, standardError: CapturedText(), environment: [:]))
        #expect(status == 64)
    }

    @Test(
        "--report takes FORMAT=PATH, a format --format takes, a file once",
        arguments: [
            (["--report", "sarif"], "invalid value 'sarif' for '--report': expected FORMAT=PATH"),
            (["--report", "pdf=a.pdf"], "invalid value 'pdf=a.pdf' for '--report'"),
            (["--report", "sarif=-"], "standard output is --format's"),
            (["--report", "sarif=a", "--report", "junit=a"], "'--report' names a twice"),
        ])
    func reportValues(arguments: [String], message: String) {
        let run = inkbox(["check", "--fonts", fonts, dtcg] + arguments)
        #expect(run.status == 64)
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }

    @Test("completion scripts parse in their shells and offer every subcommand and option")
    func completions() throws {
        let folder = try scratchFolder()
        for (name, check) in [("bash", ["-n"]), ("zsh", ["-n"]), ("fish", ["--no-execute"])] {
            let script = inkbox("completions", name)
            #expect(script.status == 0)
            for command in ["audit", "check", "scan", "fix", "generate", "render", "completions", "man"] {
                #expect(script.standardOutput.contains(command), "\(name) completion lacks \(command)")
            }
            for option in ["--engine", "--report", "--color", "--platform", "--web-hinting"] {
                #expect(script.standardOutput.contains(name == "fish" ? "-l " + option.dropFirst(2) : option))
            }
            #expect(script.standardOutput.contains("firefox-linux"), "\(name): --engine's values")
            let path = "\(folder)/inkbox.\(name)"
            try script.standardOutput.write(toFile: path, atomically: true, encoding: .utf8)
            // bash is everywhere inkbox builds; CI installs zsh and fish (.ci/run), so only a
            // developer's machine may lack them.
            guard let executable = shell(name) else {
                #expect(name != "bash" && ProcessInfo.processInfo.environment["CI"] == nil, "\(name) is missing")
                continue
            }
            let parsed = try run(executable, check + [path])
            #expect(parsed.status == 0, "\(name) -n: \(parsed.error)")
        }
        #expect(inkbox("completions", "tcsh").status == 64)
    }

    @Test(
        "bash, zsh and fish complete option values: platforms, sets, formats, languages, generate targets; no metavars")
    func completionValues() throws {
        let folder = try scratchFolder()
        // What the shell offers after each command line (the last word is being typed).
        let lines: [([String], (Set<String>) -> Bool)] = [
            (["audit", "--platform", ""], { $0.isSuperset(of: ["ios", "windows-gdi", "react-native", "all"]) }),
            (["audit", "--set", ""], { $0.isSuperset(of: ["probe", "vietnamese", "all"]) && !$0.contains("Fonts/") }),
            (["scan", "--format", ""], { $0.isSuperset(of: ["sarif", "concise", "statistics"]) }),
            (["check", "--lang", "vi"], { $0.contains("vi") && $0.allSatisfy { $0.hasPrefix("vi") } }),
            (["generate", "sw"], { $0 == ["swift"] }),
            (["audit", "--width", ""], { $0.contains("hug") && !$0.contains("w") }),
            (["audit", "--content-size", "c"], { $0.isEmpty }),
            (["audit", "--sizes", ""], { $0.isEmpty }),
            (["fix", "--keep-line", "and"], { $0 == ["android"] }),
        ]
        for name in ["bash", "zsh", "fish"] {
            guard let executable = shell(name) else {
                #expect(name != "bash" && ProcessInfo.processInfo.environment["CI"] == nil, "\(name) is missing")
                continue
            }
            // zsh's completion runs only in an interactive shell: it is driven through a pseudo-terminal.
            let script = name == "zsh" ? "\(folder)/_inkbox" : "\(folder)/inkbox.\(name)"
            try inkbox("completions", name).standardOutput.write(toFile: script, atomically: true, encoding: .utf8)
            try Self.zshDriver.write(toFile: "\(folder)/complete.zsh", atomically: true, encoding: .utf8)
            for (words, expected) in lines {
                let program =
                    name == "bash"
                    ? "source \(script); COMP_WORDS=(inkbox \(words.map { "'\($0)'" }.joined(separator: " "))); "
                        + "COMP_CWORD=\(words.count); _inkbox; printf '%s\\n' \"${COMPREPLY[@]}\""
                    : "source \(script); complete -C 'inkbox \(words.joined(separator: " "))'"
                // zsh under timeout(1) where there is one, so that a terminal that never answers fails
                // the test, not hangs it.
                let driver = ["-f", "\(folder)/complete.zsh", folder, "inkbox " + words.joined(separator: " ")]
                let offered =
                    name == "zsh"
                    ? try shell("timeout").map { try run($0, ["30", executable] + driver) } ?? run(executable, driver)
                    : try run(executable, ["-c", program])
                let values = Set(
                    // (A pseudo-terminal ends lines with CR LF, one Character: split at any line end.)
                    offered.output.split(whereSeparator: \.isNewline).map {
                        String($0.prefix { $0 != "\t" }).trimmingCharacters(in: .whitespacesAndNewlines)
                    }.filter { !$0.isEmpty })
                #expect(
                    offered.status == 0 && expected(values),
                    "\(name): inkbox \(words.joined(separator: " ")): \(values.sorted())")
            }
        }
    }

    /// Prints what zsh's completion offers for the command line "$2" (its last word being typed)
    /// with the completion functions in the folder "$1": an interactive zsh in a pseudo-terminal
    /// (zsh/zpty) whose compadd prints each candidate (after zsh-capture-completion's method).
    static let zshDriver = #"""
        #!/bin/zsh -f
        # Prints what zsh's completion offers for the command line "$2" with the completion functions in $1.
        zmodload zsh/zpty || exit 1
        zpty z zsh -f -i
        local line
        setopt rcquotes
        () {
            zpty -w z source $1
            repeat 4; do
                zpty -r z line
                [[ $line == ok* ]] && return
            done
            echo 'error initializing.' >&2
            exit 2
        } =( <<< "
        PROMPT=
        fpath=($1 \$fpath)
        autoload compinit
        compinit -u -D
        zstyle ':completion:*' list-grouped false
        zstyle ':completion:*' insert-tab false
        zstyle ':completion:*' list-separator ''
        compadd () {
            if [[ \${@[1,(i)(-|--)]} == *-(O|A|D)\\ * ]]; then
                builtin compadd \"\$@\"
                return \$?
            fi
            typeset -a __hits
            builtin compadd -A __hits \"\$@\"
            for i in {1..\$#__hits}; do
                echo -E - \$__hits[i]
            done
        }
        zstyle ':completion:*' completer _complete
        bindkey '^M' undefined
        bindkey '^J' undefined
        bindkey '^I' complete-word
        null-line () { echo -E - \$'\\0' }
        compprefuncs=( null-line )
        comppostfuncs=( null-line exit )
        echo ok")
        zpty -w z "$2"$'\t'
        integer tog=0
        while zpty -r z; do :; done | while IFS= read -r line; do
            if [[ $line == *$'\0\r' ]]; then
                (( tog++ )) && exit 0 || continue
            fi
            (( tog )) && echo -E - $line
        done
        exit 2
        """#

    @Test("the manual page holds every subcommand, option and exit code, and groff reads it without a warning")
    func manual() throws {
        let page = inkbox("man")
        #expect(page.status == 0 && page.standardOutput.hasPrefix(".TH INKBOX 1"))
        for command in ["audit", "check", "scan", "fix", "generate", "render", "metrics"] {
            #expect(page.standardOutput.contains(".SS \(command)\n"))
        }
        #expect(page.standardOutput.contains("\\fB\\-\\-report\\fR"))
        #expect(page.standardOutput.contains(".SH EXIT STATUS"))
        guard let groff = shell("groff") else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "groff is missing (CI installs groff-base)")
            return
        }
        let folder = try scratchFolder()
        try page.standardOutput.write(toFile: "\(folder)/inkbox.1", atomically: true, encoding: .utf8)
        let read = try run(groff, ["-man", "-z", "-ww", "\(folder)/inkbox.1"])
        #expect(read.status == 0 && read.error.isEmpty, "\(read.error)")
    }

    @Test("--color always and never; auto colours a terminal unless NO_COLOR, anything when FORCE_COLOR")
    func colour() {
        let arguments = ["audit", "--set", "probe", "--sizes", "17", fixture(.clipsOnIOS)]
        func coloured(_ run: Run) -> Bool { run.standardOutput.contains("\u{1B}[") }
        #expect(coloured(inkbox(arguments + ["--color", "always"])))
        #expect(!coloured(inkbox(arguments + ["--color", "never"], terminal: true)))
        #expect(!coloured(inkbox(arguments)))
        #expect(coloured(inkbox(arguments, terminal: true)))
        #expect(!coloured(inkbox(arguments, terminal: true, environment: ["NO_COLOR": "1"])))
        #expect(coloured(inkbox(arguments, environment: ["FORCE_COLOR": "1"])))
        #expect(!coloured(inkbox(arguments, environment: ["FORCE_COLOR": "0"])))
        #expect(!coloured(inkbox(arguments + ["--color", "never"], environment: ["FORCE_COLOR": "1"])))
        #expect(inkbox(arguments + ["--color", "sometimes"]).status == 64)
    }
}
