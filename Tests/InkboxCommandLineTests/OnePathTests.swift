import FontFixtures
import Foundation
import Testing

/// audit, check, render and generate run the same pipeline: for one font, size and platform
/// they must give the same line box and gutters.
@Suite("One path: every command gives the same numbers")
struct OnePathTests {
    @Test("IPAex Gothic at 17 pt on iOS: audit, check, render and generate swift agree", arguments: ["ÉÅjyg", "qpÇ"])
    func sameNumbers(characters: String) throws {
        let font = fixture(.clipsOnIOS)
        let audit = try json(inkbox("audit", font, "--size", "17", "--chars", characters, "--format", "json"))
        let auditResult = try #require(
            ((audit["fonts"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let gutter = try #require(auditResult["gutter"] as? [String: Double])
        let lineBox = try #require(auditResult["lineBox"] as? [String: Double])

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "inkbox-one-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = folder.appendingPathComponent("t.tokens.json")
        try Data(
            """
            {"t": {"$type": "typography", "$value": {"fontFamily": "IPAexGothic", "fontSize": 17},
                   "$extensions": {"com.inkbox": {"chars": "\(characters)"}}}}
            """.utf8
        ).write(to: tokens)
        let check = try json(inkbox("check", "--fonts", FontFixture.directory.path, "--format", "json", tokens.path))
        let checkResult = try #require(
            ((check["tokens"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect(checkResult["gutter"] as? [String: Double] == gutter)
        #expect(checkResult["lineBox"] as? [String: Double] == lineBox)
        #expect(checkResult["overflow"] as? [String: Double] == auditResult["overflow"] as? [String: Double])
        #expect((checkResult["clipped"] as? [Any])?.count == (auditResult["clipped"] as? [Any])?.count)

        // The picture: 8 picture units per point; the box, then a gutter line above and below it.
        let svg = inkbox("render", font, "--text", characters, "--size", "17").standardOutput
        let box = numbers(svg, #"<rect class="box" x="[0-9.]+" y="([0-9.]+)" width="[0-9.]+" height="([0-9.]+)""#)
        try #require(box.count == 2, "the picture draws the line box")
        let gutterLines = numbers(svg, ##"<line x1="0" y1="([0-9.]+)"[^>]*stroke="#2e8b57""##, all: true)
        // A gutter of 0 draws no line.
        let pictureTop: Double = gutterLines.first { $0 < box[0] }.map { (box[0] - $0) / 8 } ?? 0
        let pictureBottom: Double = gutterLines.first { $0 > box[0] + box[1] }.map { ($0 - box[0] - box[1]) / 8 } ?? 0
        let pictureHeight: Double = box[1] / 8
        #expect(abs(pictureTop - (gutter["top"] ?? -1)) < 0.001)
        #expect(abs(pictureBottom - (gutter["bottom"] ?? -1)) < 0.001)
        #expect(abs(pictureHeight - (lineBox["top"] ?? 0) - (lineBox["bottom"] ?? 0)) < 0.001)

        // The generated table: no exact entry at 17 pt and @3x means the coefficients give it,
        // rounded up to device pixels, as InkboxGutters.gutter does.
        let swift = inkbox("generate", "swift", "--chars", characters, "--sizes", "17", font).standardOutput
        let entry = numbers(swift, #""IPAexGothic": Font\(top: ([0-9.]+), bottom: ([0-9.]+)"#)
        try #require(entry.count == 2, "the generated table has the face's coefficients")
        let exact = numbers(swift, #"Exact\(pointSize: 17, scale: 3, top: ([0-9]+), bottom: ([0-9]+)\)"#)
        let fromCoefficients: [Double] = entry.map { ($0 * 17 * 3 - 1e-9).rounded(.up) / 3 }
        let generated: [Double] = exact.count == 2 ? exact.map { $0 / 3 } : fromCoefficients
        #expect(
            abs(generated[0] - (gutter["top"] ?? -1)) < 0.0001 && abs(generated[1] - (gutter["bottom"] ?? -1)) < 0.0001,
            "generated \(generated), audited \(gutter)")
    }

    private func json(_ run: Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    }

    /// The captured numbers of the first match of `pattern` (or the first group of every match).
    private func numbers(_ text: String, _ pattern: String, all: Bool = false) -> [Double] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        let matches =
            all ? regex.matches(in: text, range: range) : Array(regex.matches(in: text, range: range).prefix(1))
        return matches.flatMap { match in
            (1..<(all ? 2 : match.numberOfRanges)).compactMap { index in
                Range(match.range(at: index), in: text).flatMap { Double(text[$0]) }
            }
        }
    }
}
