import Testing

@Suite("Help, version and usage errors")
struct HelpAndUsageTests {
    @Test("--help, -h and help print the same overview to stdout and exit 0; no arguments print it to stderr, exit 64")
    func overview() {
        let runs = [inkbox("--help"), inkbox("-h"), inkbox("help")]
        for run in runs {
            #expect(run.status == 0)
            #expect(run.standardError.isEmpty)
            #expect(run.standardOutput == runs[0].standardOutput)
        }
        expectSnapshot(runs[0].standardOutput, "help-overview.txt")
        let nothing = inkbox([])
        #expect(nothing.status == 64 && nothing.standardOutput.isEmpty)
        #expect(nothing.standardError == runs[0].standardOutput)
    }

    @Test(
        "help <subcommand>, <subcommand> --help and -h print the same help",
        arguments: ["audit", "metrics", "check", "scan", "fix", "generate"])
    func subcommandHelp(name: String) {
        let runs = [
            inkbox("help", name), inkbox(name, "--help"), inkbox(name, "-h"), inkbox(name, "Fonts/x.ttf", "-h"),
        ]
        for run in runs {
            #expect(run.status == 0)
            #expect(run.standardError.isEmpty)
            #expect(run.standardOutput == runs[0].standardOutput)
        }
        for section in ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OUTPUT OPTIONS:", "EXIT CODES:"] {
            #expect(runs[0].standardOutput.contains(section))
        }
        expectSnapshot(runs[0].standardOutput, "help-\(name).txt")
    }

    @Test(
        "a help page opens with usage, the options most runs need and two examples: one screen before the groups",
        arguments: ["audit", "check", "scan", "fix", "generate"])
    func firstScreen(name: String) {
        let lines = inkbox("help", name).standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        let firstGroup = lines.firstIndex { $0.hasSuffix("OPTIONS:") } ?? lines.count
        #expect(firstGroup <= 40, "\(name): \(firstGroup) lines before its first group")
        let top = lines[..<firstGroup].joined(separator: "\n")
        #expect(
            top.contains("USAGE: inkbox \(name)") && top.contains("MOST RUNS NEED:") && top.contains("FOR EXAMPLE:"))
        let common = lines.drop { $0 != "MOST RUNS NEED:" }.dropFirst().prefix { $0.hasPrefix("  ") }
        #expect((4...5).contains(common.filter { $0.hasPrefix("  -") }.count), "\(name): \(common)")
        // Every option named there is in full in its group, and the long description follows the options.
        let page = lines.joined(separator: "\n")
        #expect(
            page.range(of: "\nDESCRIPTION:\n").map {
                $0.lowerBound > (page.range(of: "OPTIONS:")?.lowerBound ?? page.endIndex)
            } == true)
    }

    @Test("help generate swift lists only the options that shape iOS; css the web's; the plain page all")
    func generateTargets() {
        // The options each page lists (an option's own line, not a mention in the description).
        func listed(_ target: String...) -> Set<String> {
            Set(
                inkbox(["help", "generate"] + target).standardOutput.split(separator: "\n").compactMap { line in
                    line.hasPrefix("  --") ? line.dropFirst(2).split(separator: " ").first.map(String.init) : nil
                })
        }
        let swift = listed("swift")
        let css = listed("css")
        let all = listed()
        for option in ["--density", "--flutter-leading", "--compose-trim", "--engine", "--rn-line-height-span"] {
            #expect(!swift.contains(option) && all.contains(option), "\(option)")
        }
        #expect(swift.contains("--ios-placement") && !css.contains("--ios-placement"))
        #expect(css.contains("--engine") && !css.contains("--density"))
        #expect(swift.isSubset(of: all) && swift.count < all.count - 20)
    }

    @Test func version() {
        let run = inkbox("--version")
        #expect(run.status == 0)
        // The test build is a plain `swift build`: no commit was passed (scripts/package passes one,
        // and scripts/package-check reads it back from the packaged binary).
        #expect(run.standardOutput == "inkbox 0.1.0 (built from source, commit not recorded)\n")
    }

    @Test(
        "usage errors go to stderr with the usage line and exit 64",
        arguments: [
            (["audit", "--frob", "a.ttf"], "unknown option '--frob'"),
            (["audit"], "missing expected argument '<font> ...'"),
            (["audit", "a.ttf", "--size"], "missing value for '--size <size>'"),
            (
                ["audit", "a.ttf", "--size", "0"],
                "invalid value '0' for '--size': expected a size above 0 and up to 1000"
            ),
            (
                ["audit", "a.ttf", "--size", "nan"],
                "invalid value 'nan' for '--size': expected a size above 0 and up to 1000"
            ),
            (
                ["audit", "a.ttf", "--sizes", "40-10"],
                "invalid value '40-10' for '--sizes': expected sizes like 11,13,17 or a range like 10-40 or 10-40:2 (0 < size <= 1000)"
            ),
            (["audit", "a.ttf", "--scale", "4"], "invalid value '4' for '--scale': expected 1, 2 or 3"),
            (
                ["audit", "a.ttf", "--set", "klingon"],
                "invalid value 'klingon' for '--set': expected one of auto, probe, latin, vietnamese, greek, cyrillic, hebrew, "
                    + "arabic, devanagari, thai, japanese, hangul, all, glyphs"
            ),
            (["audit", "a.ttf", "--set", "probe", "--chars", "É"], "'--set' and '--chars' cannot be used together"),
            (
                ["audit", "a.ttf", "--line-height", "20", "--line-height-multiple", "1.2"],
                "'--line-height' and '--line-height-multiple' cannot be used together"
            ),
            (
                ["audit", "a.ttf", "--platform", "flutter", "--strut-height", "1.2"],
                "'--strut-height' needs '--flutter-strut on' or '--flutter-strut force'"
            ),
            (
                [
                    "audit", "a.ttf", "--platform", "flutter", "--flutter-strut", "force", "--strut-font",
                    "/nonexistent/strut.ttf",
                ],
                "invalid value for '--strut-font': /nonexistent/strut.ttf: no such file"
            ),
            (
                ["audit", "a.ttf", "--platform", "ios,mac"],
                "invalid value 'ios,mac' for '--platform': expected all or one or more of ios, android, compose, web, flutter, windows-gdi, "
                    + "react-native-ios, react-native-android, react-native"
            ),
            (
                ["audit", "a.ttf", "--engine", "netscape"],
                "invalid value 'netscape' for '--engine': expected chrome-linux or firefox-linux or webkit-linux or chrome-mac "
                    + "or safari-ios or windows"
            ),
            (
                ["audit", "a.ttf", "--include-font-padding", "maybe"],
                "invalid value 'maybe' for '--include-font-padding': expected on or off"
            ),
            (
                ["audit", "a.ttf", "--axis", "wght"],
                "invalid value 'wght' for '--axis': expected tag=value pairs separated by commas, e.g. wght=700,wdth=90"
            ),
            (["audit", "a.ttf", "--face", "-1"], "invalid value '-1' for '--face': expected a face index 0 or more"),
            (["metrics", "a.ttf", "--format", "xml"], "invalid value 'xml' for '--format': expected text or json"),
            (["metrics", "a.ttf", "--help=yes"], "option '--help' takes no value"),
        ])
    func usageErrors(arguments: [String], message: String) {
        let run = inkbox(arguments)
        #expect(run.status == 64)
        #expect(run.standardOutput.isEmpty)
        let name = arguments[0]
        #expect(
            run.standardError == """
                Error: \(message)
                Usage: inkbox \(name) [<options>] <font> ...
                  See 'inkbox help \(name)' for more information.

                """)
    }

    @Test func unknownSubcommand() {
        let run = inkbox("frobnicate", "a.ttf")
        #expect(run.status == 64)
        #expect(
            run.standardError == """
                Error: unknown subcommand 'frobnicate'
                Usage: inkbox <subcommand> [<options>] <font> ...
                  See 'inkbox --help' for more information.

                """)
    }

    @Test func sizeLists() {
        #expect(
            inkbox("audit", fixture(.useTypoMetrics), "--set", "probe", "--sizes", "10-12:0.5,20", "--format", "json")
                .standardOutput.components(separatedBy: "\"pointSize\"").count - 1 == 6)
    }
}
