import AuditPipeline
import CommandOptions
import DesignTokens
import FontReading
import FontValues
import Foundation
import Generators
import InputFiles
import LineBoxAnalysis

extension Specs {
    static let generate = CommandSpec(
        name: "generate",
        abstract:
            "Write the measured gutters into your app: a Swift file with a drop-in UILabel, CSS or Android dimens.",
        usage: "inkbox generate <target> [<options>] <inputs> ...",
        arguments: [
            ArgumentSpec(name: "<target>", help: "swift, css or android."),
            ArgumentSpec(
                name: "<inputs> ...",
                help:
                    "swift: font files or folders (or --tokens with --fonts); css and android: token files with --fonts."
            ),
        ],
        options: FaceSelection.options + CharacterChoiceOptions.options + [
            OptionSpec(
                name: "--tokens", valueName: "file",
                help: "swift: also measure every font these tokens resolve to (repeatable).", group: "TOKEN OPTIONS")
        ] + TokenInputs.options + [
            OptionSpec(
                name: "--sizes", valueName: "list",
                help: "swift: the sizes measured exactly (default the iOS text-style sizes); other sizes use "
                    + "the coefficients. css --font-face: the sizes the overrides hold (default the web's).",
                group: "LAYOUT OPTIONS"),
            SizeOptions.size.spec,
            OptionSpec(
                name: SizeOptions.lineHeight.name, valueName: "pt",
                help: "swift: measure the gutters in a line box of this fixed height (the app sets the same "
                    + "minimumLineHeight and maximumLineHeight on the label's text); the file says so.",
                group: "LAYOUT OPTIONS"),
            OptionSpec(
                name: SizeOptions.lineHeightMultiple.name, valueName: "x",
                help: "swift: measure the gutters at this lineHeightMultiple (set on the label's text).",
                group: "LAYOUT OPTIONS"),
        ] + PlatformOptionGroup.options + [
            OptionSpec(
                name: "--font-face",
                help: "css: instead of token values, @font-face rules for the fonts named, whose ascent-override, "
                    + "descent-override and line-gap-override hold the glyphs (Chromium 87+, Firefox 89+; not Safari).",
                group: "OUTPUT OPTIONS"),
            OptionSpec.output, OptionSpec.root,
            helpOption,
        ],
        discussion: """
            swift: one dependency-free file. InkboxGutters.gutter(fontName:pointSize:scale:) returns
            the measured top and bottom gutter for a PostScript name (UIFont.fontName), falling back to
            ceil(pointSize / 6) for fonts that were not measured (debug builds say so). Under UIKit,
            InkboxLabel applies it: the text is drawn inside the gutter, alignmentRectInsets carries
            the gutter so Auto Layout aligns the text's own box and counts the gutter once,
            sizeThatFits adds it, and Dynamic Type and scale changes update it. The file states the
            inkbox version, the fonts with SHA-256 hashes and this command; the same inputs give the
            same bytes.

            css: per token and web engine, --inkbox-<token>-<engine>-line-height-safe and
            --inkbox-<token>-<engine>-padding-block custom properties.
            css --font-face <font> ...: one @font-face rule per face whose ascent-override,
            descent-override and line-gap-override are inkbox fix's plan for the web engine
            (--engine): the font unpatched, its line holding the glyphs in Chromium and Firefox.
            android: res/values/dimens.xml with inkbox_<token>_padding_top and _padding_bottom in dp
            for a one-line TextView (see --include-font-padding, --density).
            """,
        examples: [
            "inkbox generate swift Fonts/ipaexg.ttf -o InkboxGutters.swift",
            "inkbox generate css --font-face Fonts/ipaexg.ttf",
            "inkbox generate android --fonts Fonts Examples/dtcg/typography.tokens.json",
        ],
        common: [
            CommonOption("--fonts", "where the tokens' fonts are (css, android)"),
            CommonOption("--tokens", "swift: measure every font these tokens resolve to"),
            CommonOption("--sizes", "the sizes measured (swift)"),
            CommonOption("--output", "where the file goes (default: standard output)"),
        ])
}

enum GenerateTarget: String, CaseIterable {
    case swift, css, android

    /// The platform whose line box the target's file sizes.
    var platform: Platform {
        switch self {
        case .swift: .ios
        case .css: .web
        case .android: .android
        }
    }
}

/// `inkbox generate`, parsed.
struct GenerateCommand {
    var target: GenerateTarget
    /// Fonts (swift) or token files (css, android).
    var inputs: [String]
    /// swift: the font files and folders among the inputs, with `--exclude`.
    var fonts: FontArguments
    var tokens: TokenInputs
    var faces: FaceSelection
    var characters: CharacterChoice
    var sizes: [Double]
    /// swift: the line height the gutters are measured at (`--line-height`, `--line-height-multiple`).
    var lineHeight: LineHeight
    var options: PlatformOptions
    var output: String?
    /// css: `@font-face` rules with metric overrides for the fonts named, instead of token values.
    var fontFace: Bool
    /// The sizes were given (`--sizes`), not the default.
    var sizesGiven: Bool
    /// The command line as given, stated in the generated file, each path in it as the project
    /// names it (`portable`).
    var commandLine: String

    init(_ parsed: ParsedArguments, arguments: [String]) throws(UsageError) {
        guard let first = parsed.positionals.first else {
            throw UsageError("missing expected argument '<target>': swift, css or android")
        }
        guard let target = GenerateTarget(rawValue: first) else {
            throw UsageError("invalid value '\(first)' for '<target>': expected swift, css or android")
        }
        self.target = target
        inputs = Array(parsed.positionals.dropFirst())
        fontFace = parsed.flags.contains("--font-face")
        if fontFace && target != .css { throw UsageError("'--font-face' writes CSS: use it with 'generate css'") }
        fonts = FontArguments(target == .swift || fontFace ? inputs : [], parsed)
        let tokenFiles = (parsed.allValues["--tokens"] ?? []) + (target == .swift || fontFace ? [] : inputs)
        if fontFace {
            guard !inputs.isEmpty else { throw UsageError("missing expected argument '<font> ...' for '--font-face'") }
        } else if target == .swift {
            guard !inputs.isEmpty || !tokenFiles.isEmpty else {
                throw UsageError("missing expected argument '<font> ...' (or '--tokens <file>' with '--fonts <dir>')")
            }
        } else if tokenFiles.isEmpty {
            throw UsageError("missing expected argument '<tokens> ...'")
        }
        tokens = try TokenInputs(parsed, files: tokenFiles)
        faces = try FaceSelection(parsed)
        characters = try CharacterChoiceOptions.parse(parsed)
        let given = try SizeOptions.parse(
            parsed, platforms: [target.platform])
        sizesGiven = given.sizes != nil
        sizes = given.sizes ?? AuditSettings.iOSTextStyleSizes
        lineHeight = given.lineHeight
        if target != .swift {
            for name in [SizeOptions.lineHeight.name, SizeOptions.lineHeightMultiple.name]
            where parsed.values[name] != nil {
                throw UsageError("'\(name)' is for generate swift: tokens carry their own line heights")
            }
            if !fontFace, sizesGiven {
                throw UsageError(
                    "'--sizes' and '--size' are for generate swift and css --font-face: tokens carry their sizes")
            }
        }
        options = try PlatformOptionGroup.parse(parsed)
        try parsed.checkApplicable(
            PlatformOptionGroup.options, to: target == .swift ? [.ios] : target == .css ? [.web] : [.android])
        output = parsed[.output]
        let root = tokens.root ?? FileManager.default.currentDirectoryPath
        commandLine = (["inkbox", "generate"] + arguments.map { Self.portable($0, root: root) }).joined(separator: " ")
    }

    /// An argument naming a file or folder, as the project names it from the working folder (a
    /// path outside the project by its name alone): the same inputs give the same file anywhere.
    static func portable(_ argument: String, root: String) -> String {
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            return String(argument[...equals])
                + portable(String(argument[argument.index(after: equals)...]), root: root)
        }
        guard argument.hasPrefix("/") || FileManager.default.fileExists(atPath: argument) else { return argument }
        return Paths.portable(argument, from: FileManager.default.currentDirectoryPath, within: root)
    }
}

func runGenerate(_ command: GenerateCommand, _ console: Console) -> ExitCode {
    let context = GenerationContext(version: Specs.version, command: command.commandLine)
    var problems: [Problem] = []
    let text: String
    switch command.target {
    case .swift:
        // Every face of the files named (or --face, at the variation asked), and each face the
        // tokens resolve to, at the tokens' own variation.
        let (faces, errors, skipped) = faceList(command.fonts, command.faces)
        reportSkipped(skipped, console)
        problems += errors.map(Problem.init)
        var requests = faces.map {
            FontResolution(file: $0.path, faceIndex: $0.faceIndex, variation: command.faces.variation, matched: $0.path)
        }
        if !command.tokens.files.isEmpty {
            requests += tokenResults(command, platforms: [.ios], &problems).compactMap(\.resolution)
        }
        let measured = GenerateRun.swiftFonts(
            requests, characters: command.characters, sizes: command.sizes, lineHeight: command.lineHeight)
        for warning in measured.warnings { console.diagnose("warning: " + warning) }
        problems += measured.problems
        text = SwiftGenerator.source(measured.fonts, context: context, lineHeight: command.lineHeight)
    case .css where command.fontFace:
        let (faces, errors, skipped) = faceList(command.fonts, command.faces)
        reportSkipped(skipped, console)
        var settings = AuditSettings(sizes: command.sizesGiven ? command.sizes : Platform.web.defaultSizes)
        settings.options = command.options
        let planned = GenerateRun.fontFacePlans(faces, characters: command.characters, settings: settings)
        problems += errors.map(Problem.init) + planned.problems
        // Each src as the style sheet's folder reaches it (the working folder's for standard output).
        let folder = command.output.map { Paths.folder($0) } ?? ""
        let root = command.tokens.root ?? FileManager.default.currentDirectoryPath
        text = FontFaceCSS.rules(
            planned.plans.map {
                ($0.plan, Paths.portable($0.source, from: folder.isEmpty ? "." : folder, within: root))
            }, context: context)
    case .css, .android:
        let results = tokenResults(command, platforms: [command.target.platform], &problems)
        text =
            command.target == .css
            ? StyleGenerators.css(results, context: context) : StyleGenerators.android(results, context: context)
    }
    do {
        try OutputFile.write(text, to: command.output ?? "-", project: command.tokens.project, console: console)
    } catch {
        console.diagnose(error.description)
        return .inputError
    }
    for problem in problems { console.diagnose(problem.description) }
    return problems.isEmpty ? .success : .inputError
}

/// The tokens read and checked on `platforms` (`GenerateRun.tokenResults`).
private func tokenResults(_ command: GenerateCommand, platforms: [Platform], _ problems: inout [Problem])
    -> [TokenCheckResult]
{
    let (tokens, index, root, inputErrors) = command.tokens.read()
    problems += (tokens.errors + inputErrors).map(Problem.init)
    let checked = GenerateRun.tokenResults(
        tokens.tokens, fonts: index, root: root, characters: command.characters,
        platforms: platforms, options: command.options)
    problems += checked.problems
    return checked.results
}
