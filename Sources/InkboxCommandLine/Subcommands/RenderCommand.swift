import AuditPipeline
import CommandOptions
import FontReading
import FontValues
import Foundation
import InputFiles
import LineBoxAnalysis
import Reports

extension Specs {
    static let render = CommandSpec(
        name: "render",
        abstract: "Draw glyphs against a platform's line box as SVG: the cut ink, the gutter and ceil(S/6).",
        usage: "inkbox render [<options>] --text <text> <font>",
        arguments: [ArgumentSpec(name: "<font>", help: "A font file.")],
        options: FaceSelection.options + [
            OptionSpec(
                name: "--text", valueName: "text", help: "The characters to draw, side by side at their advances.",
                group: "CHARACTER OPTIONS"),
            OptionSpec(
                name: "--platform", valueName: "name",
                help: "Line-box model, one: ios (UILabel, the default), android, compose, web, flutter or "
                    + "windows-gdi.", group: "LAYOUT OPTIONS"),
            OptionSpec(name: "--size", valueName: "pt", help: "The size (default 17).", group: "LAYOUT OPTIONS"),
            OptionSpec(name: "--line-height", valueName: "pt", help: "As for inkbox audit.", group: "LAYOUT OPTIONS"),
            OptionSpec(
                name: "--line-height-multiple", valueName: "x", help: "As for inkbox audit.", group: "LAYOUT OPTIONS"),
        ] + RenderingOptions.options + PlatformOptionGroup.options + [
            OptionSpec.output, OptionSpec.root,
            helpOption,
        ],
        discussion: """
            The label's box is blue, the baseline grey, ink outside the box red, the recommended
            gutter green and, on iOS, the ceil(S/6) gutter orange. Outlines are FreeType's, unscaled
            and unhinted, at 8 picture units per point; the picture and the numbers of inkbox audit
            come from the same values. Exits 1 when something is cut, as audit does.
            """,
        examples: [
            "inkbox render --text \"Éjy\" --size 17 Fonts/ipaexg.ttf -o ipaexg.svg"
        ],
        common: [
            CommonOption("--platform", "the line box drawn: ios (default), android, web, ..."),
            CommonOption("--size", "the size drawn"),
            CommonOption("--text", "the text drawn"),
            CommonOption("--output", "the SVG file (default: standard output)"),
        ])
}

/// `inkbox render`, parsed.
struct RenderCommand {
    var font: String
    var text: String
    var faces: FaceSelection
    var settings: AuditSettings
    var output: String?
    var project: Project

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard parsed.positionals.count == 1, let font = parsed.positionals.first else {
            throw UsageError(
                parsed.positionals.isEmpty ? "missing expected argument '<font>'" : "render takes one font")
        }
        self.font = font
        guard let text = parsed.values["--text"], !text.isEmpty else { throw UsageError("missing '--text <text>'") }
        self.text = text
        faces = try FaceSelection(parsed)
        let audit = try AuditRequest(parsed)
        guard audit.platforms.count == 1, audit.webEngines == nil, let platform = audit.platforms.first else {
            throw UsageError("render draws one platform at a time")
        }
        guard (audit.sizes ?? [17]).count == 1 else { throw UsageError("render draws one size: use --size") }
        var settings = audit.settings(for: platform)
        settings.sizes = audit.sizes ?? [17]
        self.settings = settings
        output = parsed[.output]
        project = parsed.project
    }
}

func runRender(_ command: RenderCommand, _ console: Console) -> ExitCode {
    do throws(FontReadingError) {
        do { try command.project.admit(command.font) } catch {
            throw .refused(path: command.font, reason: error.reason)
        }
        let face = try FontFace(
            path: command.font, faceIndex: command.faces.faceIndex ?? 0, variation: command.faces.variation)
        let measured = try AuditPipeline.measure(face, .characters(.text(command.text)))
        let audit = try AuditPipeline.audit(measured, command.settings)
        // Every character drawn in order, repeats included; those the font lacks are named.
        var glyphs: [PictureGlyph] = []
        var missing: [String] = []
        for scalar in command.text.unicodeScalars {
            guard let glyph = face.glyphID(for: scalar) else {
                missing.append(String(scalar))
                continue
            }
            let item = AuditItem.glyph(character: scalar, glyphID: glyph)
            glyphs.append(
                PictureGlyph(
                    label: String(scalar), glyphID: glyph, outline: try AuditPipeline.outline(measured, item),
                    sides: audit.results.first?.clipped.first { $0.item == item }?.sides))
        }
        guard let result = audit.results.first else { return .inputError }
        let setting = PictureSetting(
            title: ReportText.title(face.info, result: result, settings: command.settings),
            unit: command.settings.platform.unit, pointSize: result.pointSize, unitsPerEm: face.metrics.unitsPerEm,
            lineBox: result.lineBox, gutter: result.advice.padding, heuristic: result.heuristic?.gutter)
        let svg = SVGRenderer.svg(glyphs, setting: setting)
        do {
            try OutputFile.write(svg, to: command.output ?? "-", project: command.project, console: console)
        } catch {
            console.diagnose(error.description)
            return .inputError
        }
        if !missing.isEmpty {
            console.diagnose("\(command.font): not in the font, not drawn: \(missing.joined(separator: " "))")
        }
        return result.clipped.isEmpty ? .success : .clipping
    } catch {
        console.diagnose(error.description)
        return .inputError
    }
}

/// Titles shared by pictures and reports.
enum ReportText {
    static func title(_ face: FaceInfo, result: SizeResult, settings: AuditSettings) -> String {
        let line: String
        switch settings.lineHeight {
        case .natural: line = "natural line height"
        case .fixed(let value): line = "line height \(NumberText.plain(value)) \(settings.platform.unit)"
        case .multiple(let factor): line = "line height x\(NumberText.plain(factor))"
        }
        return
            "\(face.postScriptName ?? face.family) \(NumberText.plain(result.pointSize)) \(settings.platform.unit) · "
            + "\(settings.platform.rawValue) · \(line) · \(result.clipped.count) clipped"
    }
}
