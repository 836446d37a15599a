import JSONText
import Testing

@testable import DesignTokens

private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
}

private func syntaxError(_ text: String) -> JSONSyntaxError? {
    do { _ = try parse(text) } catch { return error }
    return nil
}

@Suite("JSON parser")
struct JSONParserTests {
    @Test func valuesAndLines() throws {
        let value = try parse(
            "{\n  \"a\": 1.5e2,\n  \"b\": [true, false, null, \"x\\u00e9\\ud83d\\ude00\\n\"],\n  \"a\": -0\n}")
        let members = try #require(value.members)
        #expect(members.map(\.key) == ["a", "b", "a"])
        #expect(members.map(\.line) == [2, 3, 4])
        #expect(value["a"] == .number(0))  // the last duplicate wins
        #expect(value["b"] == .array([.bool(true), .bool(false), .null, .string("xé😀\n")]))
    }

    @Test func byteOrderMarkIsIgnored() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == .object([]))
    }

    @Test(
        "syntax errors say where",
        arguments: [
            ("{\n  \"a\": 1,\n}", 3, 1, "expected a quoted key"),
            ("{\"a\" 1}", 1, 6, "expected ':' after a key"),
            ("[1, 2", 1, 6, "unexpected end of file in an array"),
            ("{\"a\": tru}", 1, 7, "unexpected character 't'"),
            ("{\"a\": 01}", 1, 9, "leading zero in a number"),
            ("{\"a\": \"x\ny\"}", 1, 9, "control character in a string"),
            ("{} {}", 1, 4, "unexpected text after the JSON value"),
            ("\"\\q\"", 1, 3, "invalid escape '\\q'"),
            ("", 1, 1, "unexpected end of file"),
        ])
    func syntaxErrors(text: String, line: Int, column: Int, message: String) {
        #expect(syntaxError(text) == JSONSyntaxError(line: line, column: column, message: message))
    }

    @Test("deep nesting is refused, not a stack overflow")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(syntaxError(text)?.message == "nested deeper than 256 levels")
    }
}
