import FontFixtures
import FontReading
import FontValues
import Foundation
import Generators
import LineBoxAnalysis
import Reports
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The exact bounds of SVG path data made of M, L, Q, C and Z commands with absolute
/// coordinates (what the renderer writes), solving the curves' extrema: an implementation
/// independent of FreeType's.
private func bounds(ofPath data: String) -> (xMin: Double, yMin: Double, xMax: Double, yMax: Double) {
    var tokens: [String] = []
    var current = ""
    for character in data {
        if "MLQCZ".contains(character) {
            if !current.isEmpty { tokens.append(current) }
            tokens.append(String(character))
            current = ""
        } else if character == " " {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        } else {
            current.append(character)
        }
    }
    if !current.isEmpty { tokens.append(current) }
    var box = (xMin: Double.infinity, yMin: Double.infinity, xMax: -Double.infinity, yMax: -Double.infinity)
    func include(_ x: Double, _ y: Double) {
        box = (min(box.xMin, x), min(box.yMin, y), max(box.xMax, x), max(box.yMax, y))
    }
    var index = 0
    var pen = (0.0, 0.0)
    func number() -> Double {
        defer { index += 1 }
        return Double(tokens[index]) ?? .nan
    }
    while index < tokens.count {
        let command = tokens[index]
        index += 1
        switch command {
        case "M", "L":
            pen = (number(), number())
            include(pen.0, pen.1)
        case "Q":
            let control = (number(), number())
            let end = (number(), number())
            for axis in 0..<2 {
                let (p0, p1, p2) = axis == 0 ? (pen.0, control.0, end.0) : (pen.1, control.1, end.1)
                let denominator = p0 - 2 * p1 + p2
                if denominator != 0 {
                    let t = (p0 - p1) / denominator
                    if t > 0 && t < 1 {
                        let value = (1 - t) * (1 - t) * p0 + 2 * (1 - t) * t * p1 + t * t * p2
                        axis == 0 ? include(value, end.1) : include(end.0, value)
                        if axis == 0 {
                            box.yMin = min(box.yMin, end.1)
                            box.yMax = max(box.yMax, end.1)
                        }
                    }
                }
            }
            pen = end
            include(pen.0, pen.1)
        case "C":
            let c1 = (number(), number())
            let c2 = (number(), number())
            let end = (number(), number())
            for axis in 0..<2 {
                let (p0, p1, p2, p3) = axis == 0 ? (pen.0, c1.0, c2.0, end.0) : (pen.1, c1.1, c2.1, end.1)
                // Derivative: a t^2 + b t + c.
                let a = -p0 + 3 * p1 - 3 * p2 + p3
                let b = 2 * (p0 - 2 * p1 + p2)
                let c = p1 - p0
                var roots: [Double] = []
                if abs(a) < 1e-12 {
                    if b != 0 { roots.append(-c / b) }
                } else {
                    let discriminant = b * b - 4 * a * c
                    if discriminant >= 0 {
                        roots += [
                            (-b + discriminant.squareRoot()) / (2 * a), (-b - discriminant.squareRoot()) / (2 * a),
                        ]
                    }
                }
                for t in roots where t > 0 && t < 1 {
                    let u = 1 - t
                    let value = u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
                    if axis == 0 {
                        box.xMin = min(box.xMin, value)
                        box.xMax = max(box.xMax, value)
                    } else {
                        box.yMin = min(box.yMin, value)
                        box.yMax = max(box.yMax, value)
                    }
                }
            }
            pen = end
            include(pen.0, pen.1)
        default:
            continue
        }
    }
    return box
}

private func document(_ text: String) throws -> XMLDocument {
    try XMLDocument(data: Data(text.utf8))
}

/// Elements by local name, inside SVG's default namespace too.
private func elements(_ node: XMLNode, named name: String) -> [XMLElement] {
    var found: [XMLElement] = []
    if let element = node as? XMLElement, (element.localName ?? element.name) == name { found.append(element) }
    for child in node.children ?? [] { found += elements(child, named: name) }
    return found
}

extension XMLElement {
    /// An attribute's value by local name.
    fileprivate func value(_ name: String) -> String? {
        (attributes ?? []).first { ($0.localName ?? $0.name) == name }?.stringValue
    }
}

@Suite("Pictures and HTML reports")
struct PictureTests {
    @Test(
        "each glyph's SVG path has the ink bounds inkbox audit reports, at that size",
        arguments: [FontFixture.clipsOnIOS, .cff, .variable])
    func pathBoundsAreInk(fixture: FontFixture) throws {
        let text = "ÉÅjqyg"
        let render = inkbox("render", fixture.path, "--text", text, "--size", "17")
        let svg = try document(render.standardOutput)
        let root = try #require(svg.rootElement())
        let scale = try #require(Double(root.value("data-units-per-font-unit") ?? ""))
        let baseline = try #require(Double(root.value("data-baseline") ?? ""))
        let audit = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    inkbox(
                        "audit", fixture.path, "--chars", text,
                        "--size", "17", "--format", "json"
                    ).standardOutput.utf8)) as? [String: Any])
        let glyphs = try #require(((audit["fonts"] as? [[String: Any]])?.first?["glyphs"]) as? [[String: Any]])
        let paths = elements(svg, named: "path").filter { $0.value("class") == "glyph" }
        #expect(paths.count == text.unicodeScalars.count)
        for path in paths {
            let character = try #require(path.value("data-char"))
            let origin = try #require(Double(path.value("data-origin-x") ?? ""))
            let ink = try #require(
                glyphs.first { $0["char"] as? String == character }?["inkBounds"] as? [String: Double])
            let drawn = bounds(ofPath: path.value("d") ?? "")
            // Coordinates are written to 1/1000 picture unit.
            let tolerance = 0.002
            #expect(abs(drawn.xMin - (origin + (ink["xMin"] ?? 0) * scale)) < tolerance, "\(character) xMin")
            #expect(abs(drawn.xMax - (origin + (ink["xMax"] ?? 0) * scale)) < tolerance, "\(character) xMax")
            #expect(abs(drawn.yMin - (baseline - (ink["yMax"] ?? 0) * scale)) < tolerance, "\(character) yMax")
            #expect(abs(drawn.yMax - (baseline - (ink["yMin"] ?? 0) * scale)) < tolerance, "\(character) yMin")
        }
    }

    @Test(
        "an HTML strings report draws each worst string whole, its glyphs from their own fonts where shaping put them")
    func stringsDrawnWhole() throws {
        // Noto Sans draws Ớ and Ừ; with the label font's box both strings clip.
        let arguments = [
            fixture(.clipsOnIOS), "--text", "ỚỪ jy", "--text", "Ça va", "--fallback", fixture(.shaping),
            "--ios-fallback-line", "primary", "--size", "17",
        ]
        let html = try document(inkbox(["audit"] + arguments + ["--format", "html"]).standardOutput)
        let audit = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    inkbox(["audit"] + arguments + ["--format", "json"])
                        .standardOutput.utf8)) as? [String: Any])
        let strings = try #require(((audit["fonts"] as? [[String: Any]])?.first?["strings"]) as? [[String: Any]])
        let picture = try #require(elements(html, named: "svg").first { $0.value("class") == "picture" })
        let scale = try #require(Double(picture.value("data-units-per-font-unit") ?? ""))
        let baseline = try #require(Double(picture.value("data-baseline") ?? ""))
        let paths = elements(picture, named: "path").filter { $0.value("class") == "glyph" }
        #expect(Set(paths.compactMap { $0.value("data-char") }) == ["ỚỪ jy", "Ça va"])
        for path in paths {
            let ink = try #require(
                strings.first { $0["text"] as? String == path.value("data-char") }?["inkBounds"] as? [String: Double])
            let drawn = bounds(ofPath: path.value("d") ?? "")
            #expect(abs(drawn.yMin - (baseline - (ink["yMax"] ?? 0) * scale)) < 0.002)
            #expect(abs(drawn.yMax - (baseline - (ink["yMin"] ?? 0) * scale)) < 0.002)
        }
    }

    @Test("an HTML check report on strings draws the clipping tokens' strings whole")
    func checkStringsDrawn() throws {
        let html = try document(
            inkbox(
                "check", "--fonts", FontFixture.directory.path, "--text", "CHỖ jy", "--format", "html",
                packageFile("Examples/dtcg/typography.tokens.json")
            ).standardOutput)
        let paths = elements(html, named: "path").filter { $0.value("class") == "glyph" }
        #expect(!paths.isEmpty && paths.allSatisfy { $0.value("data-char") == "CHỖ jy" })
    }

    @Test("the line box in the picture is the audit's")
    func boxIsTheAudits() throws {
        let svg = try document(inkbox("render", fixture(.clipsOnIOS), "--text", "É", "--size", "17").standardOutput)
        let root = try #require(svg.rootElement())
        let baseline = try #require(Double(root.value("data-baseline") ?? ""))
        let box = try #require(elements(svg, named: "rect").first { $0.value("class") == "box" })
        let top = try #require(Double(box.value("y") ?? ""))
        let height = try #require(Double(box.value("height") ?? ""))
        // 17 pt IPAex Gothic: 15 pt above the baseline, 2 below (the audit's line box), 8 units per point.
        #expect(abs((baseline - top) - 15 * 8) < 0.001 && abs(height - 17 * 8) < 0.001)
    }

    @Test("HTML reports are well-formed, self-contained and pinned in structure")
    func htmlWellFormed() throws {
        for run in [
            inkbox(
                "audit", fixture(.clipsOnIOS), fixture(.useTypoMetrics), "--platform", "ios,web", "--format", "html"),
            inkbox(
                "check", "--fonts", FontFixture.directory.path, "--format", "html",
                packageFile("Examples/dtcg/typography.tokens.json")),
        ] {
            #expect(run.status == 1)
            let html = try document(run.standardOutput)
            #expect(elements(html, named: "script").isEmpty)
            #expect(elements(html, named: "img").isEmpty)
            #expect(elements(html, named: "link").isEmpty)
            #expect(!elements(html, named: "svg").isEmpty)
            #expect(elements(html, named: "path").contains { $0.value("class") == "cut" })
        }
    }

    @Test(
        "several faces open with a face by platform matrix: cut faces first, each cell the worst cut and the room lacking in font units"
    )
    func faceMatrix() throws {
        let arguments = [
            "audit", fixture(.useTypoMetrics), fixture(.clipsOnIOS), "--platform", "ios,android", "--set", "probe",
            "--edges", "vertical", "--sizes", "17",
        ]
        let html = try document(inkbox(arguments + ["--format", "html"]).standardOutput)
        let matrix = try #require(elements(html, named: "table").first { $0.value("class") == "matrix" })
        let rows = elements(matrix, named: "tr").dropFirst().map {
            elements($0, named: "td").map { $0.stringValue ?? "" }
        }
        // IPAex Gothic, cut on iOS, comes first though given second; Lato is cut nowhere.
        #expect(rows.map { $0.first } == ["IPAexGothic", "Lato-Regular"])
        // The room lacking: the worst overflow at 17 pt in font units of hhea (2048 per em), rounded up.
        let audit = try #require(
            try JSONSerialization.jsonObject(with: Data(inkbox(arguments + ["--format", "json"]).standardOutput.utf8))
                as? [String: Any])
        let ipa = try #require(
            (audit["fonts"] as? [[String: Any]])?.first { $0["postScriptName"] as? String == "IPAexGothic" })
        let ios = try #require((ipa["results"] as? [[String: Any]])?.first { $0["platform"] as? String == "ios" })
        let overflow = try #require(ios["overflow"] as? [String: Double])
        let top = ((overflow["top"] ?? 0) * 2048 / 17).rounded(.up)
        let bottom = ((overflow["bottom"] ?? 0) * 2048 / 17).rounded(.up)
        let cell = try #require(rows.first?[1])
        #expect(cell.hasPrefix("clips "))
        #expect(cell.hasSuffix("hhea +\(Int(top)) / +\(Int(bottom)) units"), "\(cell)")
        #expect(rows.last?[1] == "ok" && rows.last?[2] == "ok")
        // One face: no matrix.
        let one = try document(inkbox(Array(arguments.prefix(2)) + ["--format", "html"]).standardOutput)
        #expect(!elements(one, named: "table").contains { $0.value("class") == "matrix" })
    }

    @Test("a font named <script> cannot inject anything into a report")
    func escaping() throws {
        let name = "<script>alert('x')</script>&"
        let face = FaceInfo(
            file: "evil\"<b>.ttf", faceIndex: 0, faceCount: 1, family: name, style: name,
            postScriptName: name, typographicFamily: nil, typographicSubfamily: nil, weightClass: 400,
            isItalic: false, glyphCount: 1, axes: [], namedInstances: [], variation: nil)
        let metrics = VerticalMetrics(
            unitsPerEm: 1000, hhea: .init(ascender: 800, descender: -200, lineGap: 0), typo: nil,
            win: nil, head: .init(xMin: 0, yMin: -200, xMax: 1000, yMax: 800), capHeight: nil, xHeight: nil)
        let glyph = MeasuredItem(
            character: "<", glyphID: 1, inkBounds: InkBounds(xMin: 0, yMin: -300, xMax: 500, yMax: 900))
        let audit = Auditor.audit(
            metrics: metrics, postScriptName: name, glyphs: [glyph], settings: AuditSettings(sizes: [10, 20]))
        let outline = GlyphOutline(
            commands: [.move(x: 0, y: -300), .line(x: 500, y: 900), .line(x: 0, y: 900)], advance: 500)
        let html = HTMLReport.audit(
            [
                ReportFace(
                    face: face, metrics: metrics, characters: "\"<chars>\"", missingCount: 0,
                    audits: [audit], outlines: [glyph.item: outline])
            ],
            errors: ["<img src=x onerror=alert(1)>"], version: "1")
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;"))
        _ = try document(html)  // still well-formed
    }

    @Test("every glyph of a CJK font gives a bounded report: the worst drawn, the rest counted")
    func bounded() throws {
        let run = inkbox("audit", fixture(.clipsOnIOS), "--set", "all", "--format", "html")
        #expect(run.standardOutput.utf8.count < 400_000)
        let html = try document(run.standardOutput)
        let drawn = elements(html, named: "path").filter { $0.value("class") == "glyph" }
        #expect(drawn.count == HTMLReport.drawnGlyphs)
        #expect(run.standardOutput.contains("more glyphs past an edge not drawn"))
    }
}
