import JSONText
import Testing

@Suite("JSON writer")
struct JSONWriterTests {
    @Test("pretty by default: two-space indents, keys in the order written, empty containers on one line")
    func pretty() {
        var json = JSONWriter()
        json.beginObject()
        json.string("name", "Noto \"Sans\"\n")
        json.integer("faces", 2)
        json.beginArray("empty")
        json.endArray()
        json.null("strut")
        json.bool("clean", true)
        json.endObject()
        #expect(
            json.text
                == "{\n  \"name\": \"Noto \\\"Sans\\\"\\n\",\n  \"faces\": 2,\n  \"empty\": [],\n  \"strut\": null,\n  \"clean\": true\n}"
        )
    }

    @Test("numbers: integral without .0, 1/64 units exactly, points to 1/10000, non-finite as null")
    func numbers() {
        var json = JSONWriter(compact: true)
        json.beginArray()
        json.number(nil, 24)
        json.number(nil, -426.015625)  // -426 1/64
        json.number(nil, 0.1)
        json.points(nil, 13.090000000000002)
        json.points(nil, -0.00004)
        json.number(nil, .infinity)
        json.number(nil, nil)
        json.endArray()
        #expect(json.text == "[24,-426.015625,0.1,13.09,0,null,null]")
    }

    @Test("takeBytes hands over what is written and keeps the writer's place")
    func streaming() {
        var json = JSONWriter(compact: true)
        json.beginArray()
        json.integer(nil, 1)
        let first = json.takeBytes()
        json.integer(nil, 2)
        json.endArray()
        #expect(String(decoding: first + json.takeBytes(), as: UTF8.self) == "[1,2]")
    }

    @Test("a repeated value is the same bytes as writing it again, and is written anew at another depth or comma")
    func repeated() {
        func value(_ json: inout JSONWriter) {
            json.beginArray("sizes")
            json.integer(nil, 12)
            json.endArray()
        }
        var direct = JSONWriter()
        var reused = JSONWriter()
        var kept: JSONWriter.Written?
        direct.beginArray()
        reused.beginArray()
        for _ in 0..<2 {
            direct.beginObject()
            reused.beginObject()
            direct.integer("line", 1)
            reused.integer("line", 1)
            value(&direct)
            kept = reused.repeated(kept) { value(&$0) }
            direct.endObject()
            reused.endObject()
        }
        // First in its object (no comma before it), and one level deeper: written anew.
        direct.beginObject()
        reused.beginObject()
        value(&direct)
        kept = reused.repeated(kept) { value(&$0) }
        direct.beginObject("inner")
        reused.beginObject("inner")
        value(&direct)
        _ = reused.repeated(kept) { value(&$0) }
        direct.endObject()
        reused.endObject()
        direct.endObject()
        reused.endObject()
        direct.endArray()
        reused.endArray()
        #expect(reused.text == direct.text)
        #expect(direct.text.contains("\"inner\": {\n      \"sizes\": [\n        12"))
    }
}
