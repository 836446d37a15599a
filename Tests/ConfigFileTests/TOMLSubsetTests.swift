import ConfigFile
import Foundation
import Testing

/// Documents the subset reads, each compared with Python's `tomllib` (the standard library's TOML
/// 1.0 reader): the same keys, tables and values.
private let valid: [String] = [
    "",
    "# only a comment\n\n",
    "platform = [\"ios\", \"web\"]\nfail-on = \"warning\"\n",
    "[audit]\nset = 'probe'  # a literal string\nwide = true\nsizes = [12, 17, 34,]\n",
    "a = \"tab\\there \\\"q\\\" \\\\ \\u00e9 \\U0001F600\"\nb = 'C:\\\\path'\n",
    "n = -17\nm = +42\nbig = 1_000_000\nzero = 0\nf = 3.14\ng = -0.5e-3\nh = 6.02E+23\ni = 1e10\n",
    "list = [\n  \"a\", # first\n  \"b\"\n]\nempty = []\nnested = [[1, 2], [\"x\"]]\n",
    "[check]\nignore = [\"IB005\",\"IB004\"]\n[scan]\nexclude = [\"**/Pods/**\"]\n",
    "key-with_dash = false\nKEY2 = true\n\r\nx = 1\r\n",
    "s = \"\"\n",
]

/// Documents TOML forbids: the subset and `tomllib` both refuse them.
private let invalid: [String] = [
    "a = 1\na = 2\n",
    "[t]\n[t]\n",
    "a = \n",
    "a = \"unterminated\n",
    "a = 1 b = 2\n",
    "a = \"\\q\"\n",
    "a = 01\n",
    "a = 1__0\n",
    "a = _1\n",
    "a = 1.\n",
    "a = .5\n",
    "a = [1 2]\n",
    "= 1\n",
    "a = truee\n",
    "a = \"\\u12\"\n",
    "[t\n",
]

/// Valid TOML the subset does not read: refused as unsupported, never read as something else.
private let unsupported: [String] = [
    "a.b = 1\n", "\"quoted\" = 1\n", "[a.b]\n", "[[t]]\n", "t = {x = 1}\n", "d = 1979-05-27\n",
    "s = \"\"\"x\"\"\"\n", "h = 0xFF\n", "f = inf\n",
]

/// What `tomllib` reads of `text`: each value tagged with its type, or nil when it refuses the text.
private func tomllib(_ text: String) throws -> [String: Any]? {
    let program = """
        import json, sys, tomllib
        def tag(v):
            if isinstance(v, bool): return "bool:" + ("true" if v else "false")
            if isinstance(v, int): return "int:" + str(v)
            if isinstance(v, float): return "float:" + repr(v)
            if isinstance(v, str): return "str:" + v
            if isinstance(v, list): return [tag(x) for x in v]
            if isinstance(v, dict): return {k: tag(x) for k, x in v.items()}
            return "other:" + str(v)
        try:
            print(json.dumps(tag(tomllib.loads(sys.stdin.read()))))
        except tomllib.TOMLDecodeError:
            print("null")
        """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", program]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
    return try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? [String: Any]
}

/// A value of the subset in `tomllib`'s tagged form.
private func matches(_ value: TOMLValue, _ tagged: Any?) -> Bool {
    switch value {
    case .string(let text): return tagged as? String == "str:" + text
    case .integer(let number): return tagged as? String == "int:\(number)"
    case .boolean(let on): return tagged as? String == "bool:\(on)"
    case .float(let number):
        guard let text = tagged as? String, text.hasPrefix("float:") else { return false }
        return Double(text.dropFirst(6)) == number
    case .array(let items):
        guard let list = tagged as? [Any], list.count == items.count else { return false }
        return zip(items, list).allSatisfy { matches($0, $1) }
    }
}

@Suite("inkbox.toml: the TOML subset, against Python's tomllib")
struct TOMLSubsetTests {
    @Test("valid documents read as tomllib reads them", arguments: valid)
    func agrees(text: String) throws {
        let entries = try TOMLSubset.parse(text)
        let reference = try #require(try tomllib(text), "tomllib refuses \(text.debugDescription)")
        var seen: [String: Set<String>] = [:]
        for entry in entries {
            let table = entry.table.map { reference[$0] as? [String: Any] } ?? reference
            #expect(matches(entry.value, table?[entry.key]), "\(entry.key) in \(text.debugDescription)")
            seen[entry.table ?? "", default: []].insert(entry.key)
        }
        // Nothing tomllib reads is left out.
        for (key, value) in reference {
            if let table = value as? [String: Any] {
                #expect(Set(table.keys) == seen[key] ?? [], "[\(key)] in \(text.debugDescription)")
            } else {
                #expect(seen[""]?.contains(key) == true, "\(key) in \(text.debugDescription)")
            }
        }
    }

    @Test("documents TOML forbids are refused by both, with a line", arguments: invalid)
    func refuses(text: String) throws {
        #expect(try tomllib(text) == nil, "tomllib reads \(text.debugDescription)")
        let error = #expect(throws: TOMLError.self) { try TOMLSubset.parse(text) }
        #expect((error?.line ?? 0) >= 1)
    }

    @Test("valid TOML beyond the subset is refused as unsupported", arguments: unsupported)
    func unsupportedRefused(text: String) throws {
        #expect(try tomllib(text) != nil, "tomllib refuses \(text.debugDescription)")
        let error = #expect(throws: TOMLError.self) { try TOMLSubset.parse(text) }
        #expect(error?.message.contains("not supported") == true, "\(error?.message ?? "")")
    }

    @Test("errors name their line")
    func lines() {
        let error = #expect(throws: TOMLError.self) { try TOMLSubset.parse("a = 1\n\n[t]\nb = [1,\n 2,\n x]\n") }
        #expect(error?.line == 6)
        let twice = #expect(throws: TOMLError.self) { try TOMLSubset.parse("a = 1\n# c\na = 2\n") }
        #expect(twice?.line == 3 && twice?.message == "'a' is given twice")
    }
}
