import AuditPipeline
import CommandOptions
import FontPatching
import FontReading
import FontValues
import Foundation
import InputFiles
import JSONText
import LineBoxAnalysis
import Reports
import TextEscaping
import TextSources

extension Specs {
    static let fix = CommandSpec(
        name: "fix",
        abstract: "Write a copy of a font whose vertical metrics hold its ink on the chosen platforms.",
        usage: "inkbox fix [<options>] -o <out> <font> ...",
        arguments: [fontArgument],
        options: [
            OptionSpec(
                name: "--face", valueName: "n", help: "Fix only this face of a collection (default: every face).",
                group: "FONT OPTIONS"),
            FontArguments.option,
        ] + CharacterChoiceOptions.options + StringInputs.options + [PlatformSelection.option] + SizeOptions.options
            + RenderingOptions.options + PlatformOptionGroup.options + [
                FixCommand.keep.spec, FixCommand.grow, FixCommand.keepLine, FixCommand.convention.spec,
                FixCommand.families.spec,
                FixCommand.dryRun,
                FixCommand.rename.spec,
                FixCommand.family.spec, FixCommand.keepNames,
                FixCommand.output, OptionSpec.root,
                textOrJSON.spec, colour.spec, helpOption,
            ],
        discussion: """
            For each face, inkbox audits the items on every chosen platform, then finds the smallest
            changes to hhea (ascender, descender, lineGap) and OS/2 (sTypo*, usWin*) that stop them
            clipping at the top and bottom, using the same line-box models as inkbox audit: each
            platform moves only the table it reads (iOS: hhea; Android, Compose, Flutter, Chrome on
            Linux: typo under USE_TYPO_METRICS, else hhea; Windows: usWin). hhea and typo that held
            the same values keep the same values. A variable font is measured at every named
            instance too; its metric variations (MVAR) are kept, so each instance moves with the
            default.

            The patch is byte-exact: only hhea, OS/2 and head.checkSumAdjustment change, with the
            table checksums; WOFF tables are recompressed with zlib; WOFF2 is decoded and encoded
            again with the reference library (google/woff2). The copy is then opened and audited again
            exactly as inkbox audit would with the same options, and the exit code is that audit's
            (0 nothing is cut, 1 still cut, 2 an input could not be read or its copy was refused).

            Only vertical edges are planned by default: the sides of a view are a matter of insets,
            not metrics (--edges horizontal or all plans for them too). The audit of the copy
            judges every edge --edges names (all by default), as inkbox audit does.

            Licences that restrict a modified font's names are kept: under the SIL Open Font
            License a copy must not use a Reserved Font Name (condition 3), and under the IPA Font
            License no font, program or file name of a derived font may use or include the
            original's name (Article 3.1(4)). Such a copy is refused (exit 2) unless --family names
            it otherwise; --keep-names writes it anyway, for the holder of the names or a copy
            nobody else receives. What the licence asks of a copy given to others is noted.

            Faces given together that share a typographic family name (name ID 16, else 1) are
            planned as one family: every member takes the family's values first (the highest
            ascenders and lowest descenders of any member, the smallest line gap, usWin covering
            all), then one plan holds every member's items, so line height does not jump between
            weights. Each face's notes say so, and name a platform whose line grows for a face it
            drew uncut. --families all plans every face given as one family; --families none plans
            each face alone. --convention google-fonts also follows Google Fonts' vertical metrics
            guide: hhea = typo, line gaps 0, usWin covering the family's head boxes; microsoft
            follows the OpenType spec (usWin over every glyph), apple the TrueType manual (hhea over
            every glyph). A platform whose line grows although it cut nothing is marked "(!)".
            """,
        examples: [
            "inkbox fix --set probe Fonts/ipaexg.ttf --family \"Kakeru Gothic\" -o kakeru-gothic.ttf",
            "inkbox fix --platform ios,android,web --set probe --dry-run --format json Fonts/ipaexg.ttf",
        ],
        common: [
            CommonOption("--platform", "the platforms whose cuts the plan stops (default ios)"),
            CommonOption("--convention", "minimal (default), google-fonts, microsoft or apple"),
            CommonOption("--family", "the copy's family name (a reserved name is refused)"),
            CommonOption("--output", "where the copy goes (a file, or a folder for several)"),
            CommonOption("--dry-run", "print the plan, write nothing"),
        ])
}

/// `inkbox fix`, parsed.
struct FixCommand: Equatable {
    var fonts: FontArguments
    var faces: FaceSelection
    var request: AuditRequest
    /// What the plan holds: the vertical edges unless `--edges` says.
    var planEdges: AuditedEdges
    var policy: FixPolicy
    var dryRun: Bool
    var output: String?
    var format: OutputFormat
    var renaming: Renaming?
    var families: FontFixRun.Families
    var keepNames: Bool
    var convention: FixConvention
    var keptLines: Set<Platform>

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard !parsed.positionals.isEmpty else { throw UsageError("missing expected argument '<font> ...'") }
        fonts = FontArguments(parsed.positionals, parsed)
        faces = try FaceSelection(parsed)
        request = try AuditRequest(parsed)
        planEdges = parsed.has(RenderingOptions.edges.spec) ? request.template.edges : .vertical
        try parsed.exclusive(Self.keep.spec, Self.grow)
        _ = try Self.keep.parse(parsed)
        policy = parsed.has(Self.grow) ? .grow : .keepLineHeight
        dryRun = parsed.has(Self.dryRun)
        output = parsed[Self.output]
        if !dryRun && output == nil {
            throw UsageError("missing '-o <out>': where to write the patched font (or --dry-run)")
        }
        if output == "-" { throw UsageError("'-o -': a font is not written to standard output; name a file") }
        format = try Specs.textOrJSON.parse(parsed)
        families = try Self.families.parse(parsed) ?? .byName
        keepNames = parsed.has(Self.keepNames)
        convention = try Self.convention.parse(parsed) ?? .minimal
        let kept = try PlatformSelection.platforms(parsed.allValues[Self.keepLine.name] ?? [], option: "--keep-line")
        for platform in kept where !request.settings.contains(where: { $0.platform == platform }) {
            throw UsageError(
                "'--keep-line \(platform.rawValue)': \(platform.rawValue) is not among the platforms asked (--platform)"
            )
        }
        keptLines = Set(kept)
        // A convention moves tables whatever the ink needs: a kept line must not read one it moves.
        let moved: [FixConvention: Set<Platform>] = [
            .googleFonts: Set(Platform.allCases), .apple: Set(Platform.allCases), .microsoft: [.windowsGDI],
        ]
        if let clash = keptLines.intersection(moved[convention] ?? []).map(\.rawValue).sorted().first {
            throw UsageError(
                "'--keep-line \(clash)' and '--convention \(convention.rawValue)' do not go together: the convention "
                    + (convention == .microsoft ? "moves usWin, which \(clash) reads" : "moves hhea and typo"))
        }
        try parsed.exclusive(Self.rename.spec, Self.family.spec)
        if let suffix = try Self.rename.parse(parsed) {
            renaming = .suffix(suffix)
        } else if let family = try Self.family.parse(parsed) {
            renaming = .family(family)
        }
    }

    static let keep = Valued(
        "--keep", valueName: "line-height",
        help: "The policy (default): room one edge lacks comes first from room the other edge spares (the "
            + "baseline moves, the line keeps its height), then from the line gap, and only then is added.",
        expected: "line-height", group: "FIX OPTIONS"
    ) { $0 == "line-height" ? $0 : nil }
    static let grow = OptionSpec(
        name: "--grow", help: "Only raise values: every line that reads them grows.", group: "FIX OPTIONS")
    static let keepLine = OptionSpec(
        name: "--keep-line", valueName: "platform",
        help: "Never grow this platform's line (repeatable, or comma-separated): no room is added to or spent from "
            + "the table it reads; what that leaves cut on other platforms reading the same table is listed.",
        group: "FIX OPTIONS", values: PlatformSelection.names)
    static let convention = Valued(
        "--convention", valueName: "minimal|google-fonts|microsoft|apple",
        help: "What the plan follows beyond holding the ink: minimal (the default: each platform's table moved only "
            + "as needed); google-fonts (Google Fonts' vertical metrics guide: hhea = typo, line gaps 0, usWin "
            + "covering the family's ink; fontbakery's checks of it pass); microsoft (the OpenType spec's OS/2: usWin "
            + "covering every glyph, so Windows clips none); apple (the TrueType manual's hhea: ascender and "
            + "descender at the highest and lowest glyph).",
        expected: "minimal, google-fonts, microsoft or apple", group: "FIX OPTIONS"
    ) { FixConvention(rawValue: $0) }
    static let families = Valued(
        "--families", valueName: "name|all|none",
        help: "Which faces given together share one plan: those with one typographic family name (name, the "
            + "default), all of them, or none (each face alone).",
        expected: "name, all or none", group: "FIX OPTIONS"
    ) { FontFixRun.Families(rawValue: $0) }
    static let dryRun = OptionSpec(
        name: "--dry-run", help: "Print the plan and what it would leave clipping; write nothing.", group: "FIX OPTIONS"
    )
    static let rename = Valued(
        "--rename", valueName: "suffix",
        help: "Add this to the family, full and PostScript names of the copy (Lato becomes \"Lato Fixed\", "
            + "Lato-Regular LatoFixed-Regular). The name table is rewritten.",
        expected: "a suffix of up to 40 characters with a letter or digit", group: "FIX OPTIONS", convert: name)
    static let family = Valued(
        "--family", valueName: "name",
        help: "Name the copy's family this instead, changing the full and PostScript names with it: what "
            + "the SIL Open Font License asks when the original reserves its name.",
        expected: "a family name of up to 40 characters with a letter or digit", group: "FIX OPTIONS", convert: name)
    static let keepNames = OptionSpec(
        name: "--keep-names",
        help: "Write the copy under names its licence reserves for the original (the OFL's Reserved Font Names, "
            + "the IPA Font License's font names): only if you hold them, or nobody else gets the copy.",
        group: "FIX OPTIONS")
    static let output = OptionSpec(
        name: "--output", shortName: "-o", valueName: "out",
        help: "The patched font (one input), or a folder for several (made if missing). Never an input; a "
            + "link there that leads out of the project or the folder is refused.",
        group: "OUTPUT OPTIONS")

    /// A name for the copy: printable, at most 40 characters, with something a PostScript name can hold.
    private static func name(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let printable =
            !trimmed.isEmpty && trimmed.count <= 40
            && !trimmed.unicodeScalars.contains { $0.properties.generalCategory == .control }
        return printable && !Renaming.postScriptPart(of: trimmed).isEmpty ? trimmed : nil
    }
}

func runFix(_ command: FixCommand, _ console: Console) -> ExitCode {
    let loaded = command.request.strings?.load(project: command.fonts.project)
    for error in loaded?.errors ?? [] { console.diagnose(error.description) }
    // The faces through the same rule as audit's: folders searched, empty ones an error.
    let (faces, faceErrors, skipped) = faceList(command.fonts, command.faces)
    reportSkipped(skipped, console)
    var errors = faceErrors.map(Problem.init)
    var files: [(path: String, faces: [Int])] = []
    for face in faces {
        if files.last?.path == face.path {
            files[files.count - 1].faces.append(face.faceIndex)
        } else {
            files.append((face.path, [face.faceIndex]))
        }
    }
    var fixed: [FixedFile] = []
    var run = FontFixRun(
        settings: command.request.settings, planEdges: command.planEdges, policy: command.policy,
        renaming: command.renaming, project: command.fonts.project
    ) { () throws(FontReadingError) in try command.request.items(loaded) }
    run.keepNames = command.keepNames
    run.convention = command.convention
    run.keptLines = command.keptLines
    let output = command.dryRun ? nil : command.output
    let targets = FontFixRun.outputPaths(
        files.map(\.path), output: output, namedPaths: command.fonts.paths, project: command.fonts.project)
    let inputs = zip(files, targets).map { FontFixRun.FixInput(path: $0.path, faces: $0.faces, target: $1) }
    for result in run.fix(inputs, families: command.families) {
        switch result {
        case .success(let file): fixed.append(file)
        case .failure(let error): errors.append(Problem(error))
        }
    }
    switch command.format {
    case .json: console.standardOutput.write(FixReport.json(fixed, errors: errors))
    default:
        console.standardOutput.write(
            FixReport.text(
                fixed, settings: command.request.settings, colour: console.usesColour,
                width: console.textWidth(wide: false)))
    }
    for error in errors { console.diagnose(error.description) }
    if !errors.isEmpty || !(loaded?.errors.isEmpty ?? true) { return .inputError }
    return ExitCode(verdict: fixed.compactMap(\.severity).max(), failOn: command.request.failOn)
}
