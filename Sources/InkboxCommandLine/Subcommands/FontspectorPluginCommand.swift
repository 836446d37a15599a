import AuditPipeline
import CommandOptions
import FontReading
import Foundation
import Reports

extension Specs {
    static let fontspectorPlugin = CommandSpec(
        name: "fontspector-plugin",
        abstract: "Answer fontspector's plugin protocol: inkbox's clipping check inside fontspector.",
        usage: "inkbox fontspector-plugin --metadata | --check <check-id> <font>",
        arguments: [
            ArgumentSpec(name: "<font>", help: "The one font file --check judges (fontspector passes its path).")
        ],
        options: [FontspectorPluginCommand.metadata, FontspectorPluginCommand.check, helpOption],
        discussion: """
            fontspector runs a plugin as an executable answering --metadata and --check <id> <file>
            with JSON on standard output (docs/fix.md; the shapes are fontspector-checkapi's
            PluginMetadata and CheckResult). Integrations/fontspector/inkbox-fontspector-plugin is that
            executable; run it as

              fontspector --plugin Integrations/fontspector/inkbox-fontspector-plugin --profile inkbox FONT

            The check, inkbox/clipping, audits the font's top and bottom edges with inkbox's probe set
            on the platforms INKBOX_PLATFORMS names (default ios,android,web: iOS UILabel, Android
            TextView, the web with overflow: hidden) and answers one FAIL per face and platform that
            cuts ink (code cut-PLATFORM), naming the worst glyphs, the sizes and the inkbox fix command,
            or one PASS (code not-cut). A font inkbox cannot read is a FAIL (code not-measured): what
            was not measured never passes. The fontbakery profile in Integrations/fontbakery runs the
            same check. The legacy forms 'metadata' and 'check <id> <file>' are taken too.
            The exit code is 0 whenever the protocol answered, the check's verdict being in the JSON;
            64 for an unknown check, a file count other than one, or a bad INKBOX_PLATFORMS.
            """,
        examples: [
            "inkbox fontspector-plugin --metadata",
            "inkbox fontspector-plugin --check inkbox/clipping Fonts/ipaexg.ttf",
        ])
}

/// `inkbox fontspector-plugin`, parsed.
struct FontspectorPluginCommand: Equatable {
    enum Request: Equatable {
        case metadata
        case check(file: String)
    }
    var request: Request
    /// The audit the check runs: `--set probe --edges vertical` on the platforms asked.
    var audit: AuditCommand
    var platforms: String

    init(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) {
        var positionals = parsed.positionals
        var checkID = parsed[Self.check]
        if positionals.first == "metadata" || positionals.first == "check" {
            let word = positionals.removeFirst()
            if word == "check" {
                guard !positionals.isEmpty else { throw UsageError("'check' needs a check id and a file") }
                checkID = positionals.removeFirst()
            }
        }
        let wantsMetadata = parsed.has(Self.metadata) || parsed.positionals.first == "metadata"
        if wantsMetadata {
            guard checkID == nil, positionals.isEmpty else {
                throw UsageError("--metadata takes no check and no file")
            }
            request = .metadata
        } else if let checkID {
            guard checkID == ClippingCheck.id else {
                throw UsageError("unknown check '\(checkID)': this plugin has \(ClippingCheck.id)")
            }
            guard positionals.count == 1, let file = positionals.first else {
                throw UsageError("\(ClippingCheck.id) checks one file at a time, got \(positionals.count)")
            }
            request = .check(file: file)
        } else {
            throw UsageError("expected --metadata or --check <check-id> <font>")
        }
        platforms = environment["INKBOX_PLATFORMS"].flatMap { $0.isEmpty ? nil : $0 } ?? "ios,android,web"
        let file: String
        if case .check(let path) = request { file = path } else { file = "-" }
        do {
            audit = try AuditCommand(
                try ParsedArguments(
                    ["--set", "probe", "--edges", "vertical", "--platform", platforms, "--format", "json", "--", file],
                    options: Specs.audit.options))
        } catch {
            throw UsageError("INKBOX_PLATFORMS=\(platforms): \(error.message)")
        }
    }

    static let metadata = OptionSpec(
        name: "--metadata", help: "Print the plugin's profile (inkbox) and check (inkbox/clipping) as JSON.",
        group: "PROTOCOL")
    static let check = OptionSpec(
        name: "--check", valueName: "check-id", help: "Run this check (inkbox/clipping) on the one <font> given.",
        group: "PROTOCOL")
}

func runFontspectorPlugin(_ command: FontspectorPluginCommand, _ console: Console) -> ExitCode {
    guard case .check(let file) = command.request else {
        console.standardOutput.write(ClippingCheck.metadata())
        return .success
    }
    let request = command.audit.request
    let run = eachFace(command.audit.fonts, command.audit.faces) { (face) throws(FontReadingError) in
        let (items, fallbacks) = try request.items(nil)
        return try AuditPipeline.run(face, items, fallbacks: fallbacks, settings: request.settings)
    }
    let errors = run.errors.map(\.description) + run.skipped.map { "\($0.path): \($0.reason)" }
    let statuses = ClippingCheck.statuses(
        file: file, faces: run.faces, errors: errors, platforms: command.platforms)
    console.standardOutput.write(ClippingCheck.result(file: file, statuses))
    return .success
}
