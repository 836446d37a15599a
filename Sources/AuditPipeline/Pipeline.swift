import FontReading
import FontValues
import LineBoxAnalysis
import TextSources

/// What a face is audited on: characters looked up in its cmap, or strings shaped in it.
public enum AuditItems: Sendable {
    case characters(CharacterChoice)
    case strings([LocalizedString], features: [String])
}

/// What measuring keeps beyond the ink: each string's clusters for wrapping (`layouts`), and its
/// placed glyphs for measuring it again hinted or drawing it (`placements`).
public struct MeasureOptions: Sendable, Equatable {
    public var layouts: Bool
    public var placements: Bool
    /// Threads a big character selection may be split among, and the ink the faces of a
    /// collection share (`FontFace.measure(_:workers:sharedInk:)`).
    public var work: FaceWork

    public init(layouts: Bool = false, placements: Bool = false, work: FaceWork = FaceWork()) {
        self.layouts = layouts
        self.placements = placements
        self.work = work
    }

    /// What audits on `settings` need, and drawing them when `drawing`.
    public static func needed(by settings: [AuditSettings], drawing: Bool) -> MeasureOptions {
        MeasureOptions(
            layouts: settings.contains { $0.wrapWidth != nil },
            placements: drawing || settings.contains { !$0.hintedPixelSizes.isEmpty })
    }
}

/// A face with its items measured: what every audit of it starts from. It holds the open faces
/// (the audited one first, then its fallbacks), so it belongs to one task, like a `FontFace`.
public final class MeasuredFace {
    public let face: FontFace
    public let fallbacks: [FontFace]
    /// One entry per glyph, or per string (its index as the glyph id) in a strings audit.
    public let measurement: GlyphMeasurement
    public let strings: [MeasuredString]?

    init(face: FontFace, fallbacks: [FontFace], measurement: GlyphMeasurement, strings: [MeasuredString]?) {
        self.face = face
        self.fallbacks = fallbacks
        self.measurement = measurement
        self.strings = strings
    }
}

@available(*, unavailable)
extension MeasuredFace: Sendable {}

/// Everything a report needs about one face: who it is, what was measured, one audit per
/// platform asked, and the outlines of the items the pictures draw.
public struct FaceAudit: Sendable {
    public var face: FaceInfo
    public var metrics: VerticalMetrics
    public var measurement: GlyphMeasurement?
    public var strings: [MeasuredString]?
    /// One audit per platform, in the order asked.
    public var audits: [FontAudit]
    /// By glyph id, or by string index in a strings audit: the worst items of each audit.
    public var outlines: [AuditItem: GlyphOutline]

    public init(
        face: FaceInfo, metrics: VerticalMetrics, measurement: GlyphMeasurement? = nil,
        strings: [MeasuredString]? = nil,
        audits: [FontAudit] = [], outlines: [AuditItem: GlyphOutline] = [:]
    ) {
        self.face = face
        self.metrics = metrics
        self.measurement = measurement
        self.strings = strings
        self.audits = audits
        self.outlines = outlines
    }
}

extension FaceAudit {
    /// What the family checks read of the face (`FamilyCheck`).
    public var familyMember: FamilyMember {
        FamilyMember(
            name: face.postScriptName ?? "\(face.family) \(face.style)", file: face.file,
            family: face.typographicFamily ?? face.family, metrics: metrics)
    }
}

/// The one path from an open face to a verdict, in named steps: measure the items, audit them
/// on each platform (hinted where the platform draws hinted glyphs), fetch the outlines the
/// pictures draw. `inkbox audit`, `check`, `render` and `generate` all go through it, so the same
/// font, size and platform give the same numbers everywhere.
public enum AuditPipeline {
    /// Step 1: the ink of every item, in the audited face and, for strings, its fallbacks.
    public static func measure(
        _ face: FontFace, _ items: AuditItems, fallbacks: [FontFace] = [],
        options: MeasureOptions = MeasureOptions()
    ) throws(FontReadingError) -> MeasuredFace {
        switch items {
        case .characters(let characters):
            return MeasuredFace(
                face: face, fallbacks: [],
                measurement: try face.measure(
                    characters.selection, workers: options.work.workers, sharedInk: options.work.sharedInk),
                strings: nil)
        case .strings(let strings, let features):
            let measured = try face.measureStrings(
                strings, features: features, fallbacks: fallbacks, layouts: options.layouts,
                placements: options.placements)
            // As for glyphs (`FontFace.measure`): strings none of which could be measured never pass.
            guard strings.isEmpty || measured.contains(where: { $0.inkBounds != nil }) else {
                throw .nothingShaped(
                    path: face.info.file, strings: measured.count,
                    missing: measured.filter { !$0.missing.isEmpty }.count)
            }
            return MeasuredFace(face: face, fallbacks: fallbacks, measurement: measured.asGlyphs, strings: measured)
        }
    }

    /// Step 2: one platform's audit. Glyphs are measured again hinted (`AuditSettings.hinting`) at the pixel
    /// sizes where the platform draws them hinted (`AuditSettings.hintedPixelSizes`).
    public static func audit(_ measured: MeasuredFace, _ settings: AuditSettings) throws(FontReadingError) -> FontAudit
    {
        Auditor.audit(try input(measured, settings), settings: settings)
    }

    /// What the auditor reads for `settings`: the face's metrics and names, its measured items and
    /// those the platform draws hinted.
    public static func input(_ measured: MeasuredFace, _ settings: AuditSettings) throws(FontReadingError) -> AuditInput
    {
        let face = measured.face
        let hinted: [Double: [MeasuredItem]]
        if settings.hintedPixelSizes.isEmpty {
            hinted = [:]
        } else if let strings = measured.strings {
            hinted = try strings.hintedGlyphs(
                [face] + measured.fallbacks, pixelSizes: settings.hintedPixelSizes, hinting: settings.hinting)
        } else {
            hinted = try face.hintedGlyphs(
                measured.measurement, pixelSizes: settings.hintedPixelSizes, hinting: settings.hinting)
        }
        var input = AuditInput(
            metrics: face.metrics, postScriptName: face.info.postScriptName, familyName: face.info.family,
            glyphs: measured.measurement.glyphs, hintedGlyphs: hinted.isEmpty ? [:] : [settings.hinting: hinted],
            fallbacks: measured.fallbacks.map(\.metrics),
            fallbacksUsed: measured.strings?.fallbacksUsed ?? [], layouts: measured.strings?.map(\.layout) ?? [])
        if settings.trimsToCapHeight, (face.metrics.capHeight ?? 0) <= 0, let letterH = face.glyphID(for: "H") {
            for size in settings.sizes {
                let ink =
                    if let pixels = settings.hintedPixelSizes[size] {
                        try face.cachedHintedInkBounds(glyphID: letterH, pixelSize: pixels, hinting: settings.hinting)
                    } else {
                        try face.inkBounds(glyphID: letterH)
                    }
                input.letterHTops[size] = ink?.yMax
            }
        }
        return input
    }

    /// Step 3: the outlines of the items a picture of `audits` draws (the worst of each), by
    /// glyph id, or whole strings by index.
    public static func outlines(_ measured: MeasuredFace, for audits: [FontAudit]) throws(FontReadingError)
        -> [AuditItem: GlyphOutline]
    {
        var outlines: [AuditItem: GlyphOutline] = [:]
        for audit in audits {
            for clipped in audit.worst()?.glyphs ?? [] where outlines[clipped.item] == nil {
                outlines[clipped.item] = try outline(measured, clipped.item)
            }
        }
        return outlines
    }

    /// One item's outline: a glyph of the face, or a whole string drawn from its fonts.
    public static func outline(_ measured: MeasuredFace, _ item: AuditItem) throws(FontReadingError) -> GlyphOutline {
        switch item {
        case .glyph(_, let glyphID):
            return try measured.face.outline(glyphID: glyphID)
        case .string(let index):
            guard let strings = measured.strings, strings.indices.contains(index) else {
                return GlyphOutline(commands: [], advance: 0)
            }
            return try strings[index].outline([measured.face] + measured.fallbacks)
        }
    }

    /// All the steps for one face: measured once, audited on each of `settings`, with the
    /// outlines its pictures need when `drawing`.
    public static func run(
        _ face: FontFace, _ items: AuditItems, fallbacks: [FontFace] = [], settings: [AuditSettings],
        drawing: Bool = false, work: FaceWork = FaceWork()
    ) throws(FontReadingError) -> FaceAudit {
        var options = MeasureOptions.needed(by: settings, drawing: drawing)
        options.work = work
        let measured = try measure(face, items, fallbacks: fallbacks, options: options)
        var audits: [FontAudit] = []
        for setting in settings { audits.append(try audit(measured, setting)) }
        return FaceAudit(
            face: face.info, metrics: face.metrics, measurement: measured.measurement, strings: measured.strings,
            audits: audits, outlines: drawing ? try outlines(measured, for: audits) : [:])
    }
}
