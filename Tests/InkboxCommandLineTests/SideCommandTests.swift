import FontFixtures
import Foundation
import Testing

private func firstResult(_ run: Run) throws -> (font: [String: Any], result: [String: Any]) {
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let font = try #require((document["fonts"] as? [[String: Any]])?.first)
    return (font, try #require((font["results"] as? [[String: Any]])?.first))
}

@Suite("inkbox audit at the sides")
struct SideCommandTests {
    @Test("an italic's f, l and y: ink past both sides of a shrink-to-fit box, and padding-inline that holds it")
    func italic() throws {
        let run = inkbox(
            "audit", fixture(.italic), "--text", "fly", "--platform", "web", "--size", "48", "--edges", "horizontal",
            "--width", "hug", "--overflow", "hidden", "--wide")
        #expect(run.status == 1)
        // Unstated, the box's width is not known to hug its text: the same ink is a warning.
        let unstated = inkbox(
            "audit", fixture(.italic), "--text", "fly", "--platform", "web", "--size", "48", "--edges", "horizontal",
            "--overflow", "hidden")
        #expect(unstated.status == 0 && unstated.standardOutput.contains("warning   1 item at 1 of 1 size overhang"))
        // Noto Sans Italic: f reaches 112 units left of the pen (5.38 px at 48 px), y 48 units
        // past the advances (1043 units, 50.06 px in layout units, a 50 px clip): 2.37 px.
        #expect(run.standardOutput.contains("[f]ly +5.38"))
        #expect(run.standardOutput.contains("fl[y] +2.37"))
        #expect(run.standardOutput.contains("padding-inline 6.00 / 3.00 px"))
        let (font, result) = try firstResult(
            inkbox(
                "audit", fixture(.italic), "--text", "fly", "--platform", "web", "--size", "48",
                "--format", "json"))
        let string = try #require((font["strings"] as? [[String: Any]])?.first)
        #expect(string["advance"] as? Double == 1043 && string["rightToLeft"] as? Bool == false)
        #expect(string["leftmostCluster"] as? Int == 0 && string["rightmostCluster"] as? Int == 2)
        let clipped = try #require((result["clipped"] as? [[String: Any]])?.first)
        #expect(clipped["leftCluster"] as? Int == 0 && clipped["rightCluster"] as? Int == 2)
        #expect(result["gutter"] as? [String: Double] == ["top": 0, "bottom": 0, "left": 6, "right": 3])
        #expect(result["edges"] as? String == "all")
    }

    @Test("right-to-left: كتابي's first letter reaches past the right end, where the label starts it")
    func rightToLeft() throws {
        let run = inkbox(
            "audit", fixture(.arabic), "--text", "كتابي", "--lang", "ar", "--size", "17", "--format", "json")
        let (font, result) = try firstResult(run)
        #expect((font["strings"] as? [[String: Any]])?.first?["rightToLeft"] as? Bool == true)
        let clipped = try #require((result["clipped"] as? [[String: Any]])?.first)
        // 10 units past the advances at 17 pt: 0.17 pt, in the first (rightmost) cluster.
        #expect(abs((clipped["right"] as? Double ?? 0) - 0.17) < 0.001)
        #expect(clipped["left"] as? Double == 0)
        #expect(clipped["rightCluster"] as? Int == 0)
        // The same ink laid out left to right would have hidden in the width's rounding slack.
        let text = inkbox(
            ["audit", fixture(.arabic), "--text", "كتابي", "--lang", "ar", "--size", "17"],
            environment: ["COLUMNS": "120"])
        #expect(text.standardOutput.contains("[ك]تابي +0.17"))
        // Hebrew letters stay inside their advances: nothing is cut at either side.
        let hebrew = try firstResult(
            inkbox(
                "audit", fixture(.hebrew), "--text", "שלום", "--lang", "he", "--size", "17",
                "--format", "json"))
        #expect((hebrew.font["strings"] as? [[String: Any]])?.first?["rightToLeft"] as? Bool == true)
        #expect((hebrew.result["clipped"] as? [Any])?.isEmpty == true)
    }

    @Test("the text report shows side columns only when something crosses a side")
    func columns() {
        let sides = inkbox(
            ["audit", fixture(.italic), "--chars", "fj", "--size", "17"], environment: ["COLUMNS": "120"])
        #expect(sides.standardOutput.contains("worst left  worst right"))
        #expect(sides.standardOutput.contains("gutter left/right"))
        let vertical = inkbox(
            ["audit", fixture(.italic), "--chars", "fj", "--size", "17", "--edges", "vertical"],
            environment: ["COLUMNS": "120"])
        #expect(!vertical.standardOutput.contains("worst left"))
        #expect(inkbox("audit", fixture(.italic), "--chars", "fj", "--edges", "sideways").status == 64)
    }

    @Test("the HTML report draws each worst item's sides and the ink cut past them")
    func html() {
        let run = inkbox("audit", fixture(.italic), "--chars", "fj", "--size", "17", "--format", "html")
        #expect(run.standardOutput.contains("class=\"side\""))
        #expect(run.standardOutput.contains("-outside-0"))
    }

    @Test("Android: the advice names useBoundsForWidth, and --bounds-for-width shift holds the ink")
    func android() {
        let plain = inkbox(
            "audit", fixture(.italic), "--chars", "f", "--platform", "android", "--size", "17", "--edges", "horizontal",
            "--width", "hug", "--wide")
        #expect(plain.status == 1)
        #expect(plain.standardOutput.contains("useBoundsForWidth + shiftDrawingOffsetForStartOverhang (API 35)"))
        let shifted = inkbox(
            "audit", fixture(.italic), "--chars", "f", "--platform", "android", "--size", "17", "--edges", "horizontal",
            "--width", "hug", "--bounds-for-width", "shift")
        #expect(shifted.status == 0)
        // iOS: not Android
        #expect(inkbox("audit", fixture(.italic), "--chars", "f", "--bounds-for-width", "on").status == 64)
    }
}
