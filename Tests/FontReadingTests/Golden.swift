import Foundation
import Testing

/// What fontTools (scripts/golden/generate.py, version pinned) read from each fixture face.
struct GoldenDocument: Decodable {
    let fontTools: String
    let faces: [GoldenFace]

    static let shared: GoldenDocument = {
        guard let url = Bundle.module.url(forResource: "fonttools", withExtension: "json", subdirectory: "Golden"),
            let data = try? Data(contentsOf: url),
            let document = try? JSONDecoder().decode(GoldenDocument.self, from: data)
        else {
            // Test-only: the golden file is part of the test bundle; without it no test can run.
            preconditionFailure("Tests/FontReadingTests/Golden/fonttools.json is missing or unreadable")
        }
        return document
    }()
}

struct GoldenFace: Decodable, CustomTestStringConvertible {
    struct Variation: Decodable {
        let instance: String?
        let axes: [String: Double]?
    }
    struct Metrics: Decodable {
        struct Hhea: Decodable { let ascender, descender, lineGap: Int }
        struct Typo: Decodable {
            let ascender, descender, lineGap: Int
            let useTypoMetrics: Bool
        }
        struct Win: Decodable { let ascent, descent: Int }
        struct Head: Decodable { let xMin, yMin, xMax, yMax: Int }
        let unitsPerEm: Int
        let hhea: Hhea
        let typo: Typo?
        let win: Win?
        let head: Head
        let capHeight: Int?
        let xHeight: Int?
        struct Underline: Decodable { let position, thickness: Int }
        let underline: Underline?
    }
    struct Axis: Decodable {
        let tag: String
        let min, `default`, max: Double
    }
    struct Instance: Decodable {
        let name: String
        let coordinates: [String: Double]
    }

    let file: String
    let faceIndex: Int
    let variation: Variation?
    let exercises: String
    let family: String?
    let style: String?
    let typographicFamily: String?
    let typographicSubfamily: String?
    let postScriptName: String?
    let weightClass: Int?
    let glyphCount: Int
    let axes: [Axis]?
    let namedInstances: [Instance]?
    let location: [String: Double]?
    let metrics: Metrics
    let latinCmap: [[Int]]
    let mappedCount: Int
    /// `[glyphId]` for a glyph without ink, else `[glyphId, xMin, yMin, xMax, yMax]`.
    let inkBounds: [[Double]]
    /// Composite glyphs with a scaled component, whose points FreeType rounds to whole units.
    let scaledComposites: [Int]
    /// hmtx advance widths by glyph id.
    let advances: [Double]
    /// glyf header boxes of simple glyphs, keyed by glyph id (TrueType only).
    let controlBounds: [String: [Int]]?

    var testDescription: String {
        var text = "\(file) face \(faceIndex)"
        if let instance = variation?.instance { text += " instance \(instance)" }
        if let axes = variation?.axes { text += " " + axes.map { "\($0.key)=\($0.value)" }.joined(separator: ",") }
        return text
    }
}
