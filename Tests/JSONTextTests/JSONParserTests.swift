import JSONText
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    @Test("values keep the line of their key; the last of duplicate keys wins")
    func lines() throws {
        let value = try JSONParser.parse(Array("{\n  \"a\": 1,\n  \"b\": [true, null, \"x\"],\n  \"a\": 2\n}".utf8))
        #expect(value.members?.map(\.line) == [2, 3, 4])
        #expect(value["a"] == .number(2))
        #expect(value["b"] == .array([.bool(true), .null, .string("x")]))
    }

    @Test("a byte order mark is allowed; escapes and surrogate pairs decode")
    func text() throws {
        #expect(
            try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("\"\\u00c9\\ud83d\\ude00\\t\"".utf8)) == .string("É😀\t"))
    }

    @Test("errors say where, by line and column")
    func errors() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("{\"a\": 1,}".utf8)) }
        do {
            _ = try JSONParser.parse(Array("{\n  \"a\": 1\n} x".utf8))
            Issue.record("text after the value is an error")
        } catch {
            #expect(error.line == 3 && error.column == 3)
            #expect(error.description == "invalid JSON at line 3, column 3: unexpected text after the JSON value")
        }
    }

    @Test(
        "lenient JSON (tsconfig's, JSON5-minded loaders'): comments and trailing commas are blank, strings kept whole, lines kept"
    )
    func lenient() throws {
        let text = """
            {
              // a comment, "quoted"
              "a": "x // not a comment, /* nor this */",
              /* a block,
                 two lines */
              "b": [1, 2,],
            }
            """
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
        let value = try JSONParser.parseLenient(Array(text.utf8))
        #expect(value["a"] == .string("x // not a comment, /* nor this */"))
        #expect(value["b"] == .array([.number(1), .number(2)]))
        #expect(value.members?.map(\.line) == [3, 6])
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parseLenient(Array("{\"a\": }".utf8)) }
    }

    @Test("nesting deeper than the limit is refused, not a stack overflow")
    func depth() {
        let deep =
            String(repeating: "[", count: JSONParser.maximumDepth + 2)
            + String(repeating: "]", count: JSONParser.maximumDepth + 2)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(deep.utf8)) }
    }
}
