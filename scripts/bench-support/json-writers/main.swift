// The JSON writer against two peers on the same records: Foundation's JSONEncoder (Codable
// structs, pretty printed) and a plain byte buffer with hand-written appends (no escaping, no
// indentation logic: the floor). Each writes 200,000 glyph records like the audit's `glyphs`
// array. Built by scripts/bench-json with JSONWriter.swift itself; prints MB/s and ratios.
import Foundation

struct Ink: Codable { var xMin, yMin, xMax, yMax: Double }
struct Glyph: Codable { var char: String; var codepoint: Int; var glyphId: Int; var inkBounds: Ink; var advance: Double }

func glyph(_ index: Int) -> Glyph {
    let code = 65 + index % 26
    let ink = Ink(xMin: Double(index % 97) - 20, yMin: -Double(index % 300), xMax: 500 + Double(index % 41) / 64,
                  yMax: 700 + Double(index % 13))
    return Glyph(char: String(UnicodeScalar(UInt8(code))), codepoint: code, glyphId: index, inkBounds: ink, advance: 600)
}
let glyphs: [Glyph] = (0..<200_000).map(glyph)

func measure(_ name: String, _ body: () -> Int) -> Double {
    var best = Double.infinity
    var size = 0
    for _ in 0..<5 {
        let start = Date()
        size = body()
        best = min(best, Date().timeIntervalSince(start))
    }
    print("  \(name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(String(format: "%6.1f", best * 1000)) ms  "
          + "\(String(format: "%6.0f", Double(size) / best / 1e6)) MB/s  (\(size / 1_000_000) MB)")
    return best
}

let ours = measure("inkbox JSONWriter") {
    var json = JSONWriter()
    json.beginObject()
    json.beginArray("glyphs")
    for glyph in glyphs {
        json.beginObject()
        json.string("char", glyph.char)
        json.integer("codepoint", glyph.codepoint)
        json.integer("glyphId", glyph.glyphId)
        json.beginObject("inkBounds")
        json.number("xMin", glyph.inkBounds.xMin)
        json.number("yMin", glyph.inkBounds.yMin)
        json.number("xMax", glyph.inkBounds.xMax)
        json.number("yMax", glyph.inkBounds.yMax)
        json.endObject()
        json.number("advance", glyph.advance)
        json.endObject()
    }
    json.endArray()
    json.endObject()
    return json.bytes.count
}
let encoder = measure("Foundation JSONEncoder (pretty)") {
    let coder = JSONEncoder()
    coder.outputFormatting = [.prettyPrinted]
    let document: [String: [Glyph]] = ["glyphs": glyphs]
    return (try? coder.encode(document).count) ?? 0
}
let plain = measure("plain byte buffer (the floor)") {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1 << 20)
    bytes += Array("{\"glyphs\":[".utf8)
    for glyph in glyphs {
        bytes += Array("{\"char\":\"\(glyph.char)\",\"codepoint\":\(glyph.codepoint),\"glyphId\":\(glyph.glyphId),".utf8)
        bytes += Array("\"inkBounds\":{\"xMin\":\(glyph.inkBounds.xMin),\"yMin\":\(glyph.inkBounds.yMin),".utf8)
        bytes += Array("\"xMax\":\(glyph.inkBounds.xMax),\"yMax\":\(glyph.inkBounds.yMax)},\"advance\":\(glyph.advance)},".utf8)
    }
    bytes += Array("]}".utf8)
    return bytes.count
}
print(String(format: "  JSONWriter takes %.2fx JSONEncoder's time and %.2fx the plain buffer's", ours / encoder, ours / plain))
