import ConfigFile
import FontFixtures
import Foundation
import Testing

@Suite("inkbox.toml: options from a file, the command line over them")
struct ConfigTests {
    private func config(_ text: String) throws -> String {
        let path = try scratchFolder() + "/inkbox.toml"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("a run with a config file and a run with the same flags give byte-identical reports")
    func sameAsFlags() throws {
        let file = try config(
            """
            # every command
            platform = ["ios", "web"]
            fail-on = "warning"

            [audit]
            set = "probe"
            ignore = ["IB005"]
            severity = ["IB004=error", "IB007=note"]
            wide = true

            [check]
            set = "latin"
            """)
        for format in ["text", "json"] {
            let configured = inkbox("audit", "--config", file, "--format", format, fixture(.clipsOnIOS))
            let flagged = inkbox(
                "audit", "--platform", "ios", "--platform", "web", "--fail-on", "warning", "--set", "probe",
                "--ignore", "IB005", "--severity", "IB004=error,IB007=note", "--wide", "--format", format,
                fixture(.clipsOnIOS))
            #expect(configured.status == 1 && configured.status == flagged.status)
            // JSON names the file the run read (`config`, null for none); nothing else differs.
            let named = format == "json" ? "\"config\": \"\(file)\"" : ""
            #expect(format == "text" || configured.standardOutput.contains(named))
            #expect(format == "text" || flagged.standardOutput.contains("\"config\": null"))
            #expect(
                configured.standardOutput.replacingOccurrences(of: named, with: "\"config\": null")
                    == flagged.standardOutput, "\(format)")
        }
        // check and scan name it too.
        for command in ["check", "scan"] {
            let input =
                command == "check"
                ? packageFile("Examples/dtcg/typography.tokens.json") : packageFile("Examples/scan-app")
            let run = inkbox(command, "--config", file, "--fonts", packageFile("Fonts"), "--format", "json", input)
            let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
            #expect(document?["config"] as? String == file, "\(command)")
        }
        // The command line overrides the file: an option it gives takes none of the file's values.
        let overridden = inkbox(
            "audit", "--config", file, "--platform", "android", "--statistics", fixture(.clipsOnIOS))
        #expect(!overridden.standardOutput.contains("ios") && !overridden.standardOutput.contains("web"))
        // --verbose names the file; --isolated reads none.
        let verbose = inkbox("audit", "--config", file, "--verbose", "--quiet", fixture(.clipsOnIOS))
        #expect(verbose.standardError.contains("inkbox: config: \(file)"))
        #expect(inkbox("audit", "--config", file, "--isolated", fixture(.clipsOnIOS)).status == 64)
    }

    @Test("an unknown key, a bad value or another command's option is an error with the file and line, exit 64")
    func strict() throws {
        let cases: [(String, String)] = [
            ("platform = \"ios\"\nnope = 1\n", ":2: 'nope' is no option of inkbox audit, check, scan"),
            ("[check]\ndry-run = true\n", ":2: 'dry-run' is no option of inkbox check"),
            ("[fix]\ndry-run = true\n", ":2: [fix] is no command's table (audit, check, scan)"),
            ("[audit]\nwide = \"yes\"\n", ":2: 'wide' is a flag: true or false"),
            ("platform = [\"ios\"\n", ":2: an array's values must be separated by commas and end with ]"),
            ("a.b = 1\n", ":1: dotted keys are not supported"),
            ("[audit]\nconfig = \"other.toml\"\n", ":2: 'config' is no option of inkbox audit"),
            ("[audit]\nset = true\n", ":2: 'set' takes a string or a number"),
        ]
        for (text, message) in cases {
            let file = try config(text)
            let run = inkbox("audit", "--config", file, fixture(.clipsOnIOS))
            #expect(run.status == 64 && run.standardError.hasPrefix("Error: \(file)\(message)"), "\(run.standardError)")
        }
        // Another command's options are not given to audit: a top-level --fonts (check's and scan's)
        // and check's table.
        let file = try config("fonts = \"Fonts\"\n[check]\ntoken-format = \"dtcg\"\n")
        #expect(inkbox("audit", "--config", file, "--set", "probe", "--quiet", fixture(.useTypoMetrics)).status != 64)
        // A link where the file is looked for is not followed.
        let folder = try scratchFolder()
        try FileManager.default.createSymbolicLink(atPath: folder + "/inkbox.toml", withDestinationPath: file)
        let linked = inkbox("audit", "--config", folder + "/inkbox.toml", fixture(.useTypoMetrics))
        #expect(linked.status == 64 && linked.standardError.contains("inkbox.toml: a symbolic link, not read"))
        // Help is shown whatever the file holds.
        #expect(inkbox("audit", "--config", folder + "/inkbox.toml", "--help").status == 0)
        let missing = inkbox("audit", "--config", "/nonexistent/inkbox.toml", fixture(.useTypoMetrics))
        #expect(missing.status == 64 && missing.standardError.contains("/nonexistent/inkbox.toml: no such file"))
    }

    @Test("inkbox.toml is found in the folder or the nearest one above it; a relative path is the file's folder's")
    func found() throws {
        let root = try scratchFolder()
        let inner = root + "/app/src"
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
        #expect(Configuration.find(from: inner) == nil || Configuration.find(from: inner)?.hasPrefix(root) == false)
        try "fonts = \"Fonts\"\n".write(toFile: root + "/inkbox.toml", atomically: true, encoding: .utf8)
        let path = try #require(Configuration.find(from: inner))
        #expect(path == root + "/inkbox.toml")
        let arguments = try Configuration.read(path).arguments(
            for: "check", commands: ["check"], given: [], from: inner
        ) { $1 == "--fonts" ? .path : nil }
        #expect(arguments == ["--fonts", root + "/Fonts"])
        // From the file's own folder the path stays as written (the reports show it so).
        #expect(
            try Configuration.read(path).arguments(for: "check", commands: ["check"], given: [], from: root) { _, _ in
                .path
            }
                == ["--fonts", "Fonts"])
    }
}
