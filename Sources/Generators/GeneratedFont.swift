import AuditPipeline
import FontReading
import FontValues
import Foundation
import LineBoxAnalysis

/// What a generated file knows about one font: its iOS gutter coefficients and the exact
/// gutters at the audited sizes where pixel snapping makes them smaller than the coefficients.
public struct GeneratedFont: Sendable, Equatable {
    /// `UIFont.fontName`: the table key.
    public var postScriptName: String
    /// Other names `UIFont.fontName` may give the same face: the fvar named instance's
    /// PostScript name when the measured coordinates are a named instance's (FreeType names such
    /// a face from its coordinates, `Inter_600wght`, where the app sees `Inter-SemiBold`).
    public var aliases: [String] = []
    /// The typographic family and the variation coordinates, for matching a `UIFont` whose name
    /// is none of the above (a variable font set through a variation attribute).
    public var family: String = ""
    public var axes: [AxisValue] = []
    public var fileName: String
    public var sha256: String
    public var characters: String
    /// Em per point size, the largest over the audited sizes and scales.
    public var coefficients: Edges
    public var exact: [ExactGutter]

    /// A measured gutter in whole device pixels at one size and scale.
    public struct ExactGutter: Sendable, Equatable {
        public var pointSize: Double
        public var scale: Double
        public var topPixels: Int
        public var bottomPixels: Int
        public var leftPixels: Int
        public var rightPixels: Int
    }

    /// The screen scales every generated table covers.
    public static let scales: [Double] = [1, 2, 3]

    /// Measures a face's characters and audits them on iOS at `sizes`, `lineHeight` and every scale.
    public init(
        measuring face: FontFace, characters: CharacterChoice, sizes: [Double], lineHeight: LineHeight = .natural
    )
        throws(FontReadingError)
    {
        let audited = try AuditPipeline.run(
            face, .characters(characters),
            settings: Self.scales.map { AuditSettings(sizes: sizes, lineHeight: lineHeight, scale: $0) })
        let audits = audited.audits
        let bytes = FileManager.default.contents(atPath: face.info.file).map { [UInt8]($0) } ?? []
        let info = face.info
        self.init(
            postScriptName: info.postScriptName ?? info.family,
            fileName: URL(fileURLWithPath: info.file).lastPathComponent,
            sha256: SHA256.hex(bytes), characters: characters.label(measured: audited.measurement?.sets ?? []),
            audits: audits)
        family = info.typographicFamily ?? info.family
        axes = info.variation ?? []
        // At a named instance's coordinates, the instance's PostScript name (from fvar, or made
        // as Adobe TN #5902 says when fvar has none, as FreeType and CoreText both do).
        if let instance = info.namedInstances.first(where: { $0.coordinates == axes }),
            let name = instance.postScriptName
                ?? (try? FontFace(path: info.file, faceIndex: info.faceIndex, variation: .namedInstance(instance.name)))?
                .info.postScriptName,
            name != postScriptName
        {
            aliases = [name]
        }
    }

    /// Builds the entry from one iOS audit per screen scale of the same face and glyphs.
    public init(postScriptName: String, fileName: String, sha256: String, characters: String, audits: [FontAudit]) {
        self.postScriptName = postScriptName
        self.fileName = fileName
        self.sha256 = sha256
        self.characters = characters
        coefficients = audits.map(\.coefficients).reduce(Edges(top: 0, bottom: 0)) { $0.max($1) }
        var exact: [ExactGutter] = []
        for audit in audits {
            let grid = PixelGrid(scale: audit.settings.scale)
            for result in audit.results {
                let size = result.pointSize
                let fromCoefficients = Edges(
                    top: grid.ceil(coefficients.top * size), bottom: grid.ceil(coefficients.bottom * size),
                    left: grid.ceil(coefficients.left * size), right: grid.ceil(coefficients.right * size))
                guard fromCoefficients != result.gutter else { continue }
                func pixels(_ points: Double) -> Int { Int((points * grid.scale).rounded()) }
                let gutter = result.gutter
                exact.append(
                    ExactGutter(
                        pointSize: size, scale: grid.scale, topPixels: pixels(gutter.top),
                        bottomPixels: pixels(gutter.bottom), leftPixels: pixels(gutter.left),
                        rightPixels: pixels(gutter.right)))
            }
        }
        self.exact = exact.sorted { ($0.pointSize, $0.scale) < ($1.pointSize, $1.scale) }
    }
}

/// What every generated file states about where it came from.
public struct GenerationContext: Sendable, Equatable {
    public var version: String
    /// The command line that regenerates the file, with paths as given.
    public var command: String
    public init(version: String, command: String) {
        self.version = version
        self.command = command
    }
}
