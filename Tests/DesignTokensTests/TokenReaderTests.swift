import Foundation
import JSONText
import LineBoxAnalysis
import Testing

@testable import DesignTokens

/// Writes token files into a fresh temporary folder and reads them.
private struct TokenFiles {
    let directory: URL

    init(_ files: [String: String]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("inkbox-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func read(_ names: String..., format: TokenFormat? = nil) -> TokenSet {
        TokenReader.read(files: names.map(path), format: format)
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

private func token(_ set: TokenSet, _ path: String) throws -> TypographyToken {
    try #require(set.tokens.first { $0.path == path }, "no token \(path); errors: \(set.errors)")
}

@Suite("Token formats")
struct TokenReaderTests {
    @Test("DTCG: group $type inheritance, alias chains, $ref pointers, object and string dimensions")
    func dtcg() throws {
        let files = try TokenFiles([
            "t.tokens.json": """
            {
              "base": { "$type": "dimension", "size": { "$value": { "value": 1.25, "unit": "rem" } } },
              "alias": { "size": { "$value": "{base.size}" } },
              "family": { "$type": "fontFamily", "ui": { "$value": ["Inter", "sans-serif"] } },
              "text": {
                "$type": "typography",
                "a": { "$value": { "fontFamily": "{family.ui}", "fontSize": "{alias.size}", "fontWeight": "semi-bold",
                                   "lineHeight": 1.4, "letterSpacing": { "value": 0.5, "unit": "px" } } },
                "b": { "$value": { "fontFamily": "Lato", "fontSize": { "$ref": "#/base/size/$value" }, "fontWeight": 700,
                                   "lineHeight": "24px" } },
                "c": { "$value": "{text.a}" }
              }
            }
            """
        ])
        defer { files.remove() }
        let set = files.read("t.tokens.json")
        #expect(set.formats.values.first == .dtcg)
        #expect(set.errors.isEmpty)
        let a = try token(set, "text.a")
        #expect(a.fontFamilies == ["Inter", "sans-serif"])
        #expect(a.fontSize == 20)
        #expect(a.fontWeight == FontWeight(value: 600))
        #expect(a.lineHeight == .multiplier(1.4))
        #expect(a.letterSpacing == "0.5px")
        #expect(a.line == 7)
        let b = try token(set, "text.b")
        #expect(b.fontSize == 20 && b.lineHeight == .fixed(24) && b.fontWeight.value == 700)
        let c = try token(set, "text.c")
        #expect(c.fontSize == 20 && c.fontFamilies == ["Inter", "sans-serif"])
    }

    @Test("DTCG: cycles, missing references, wrong types and $value with children are errors for their token")
    func dtcgErrors() throws {
        let files = try TokenFiles([
            "t.json": """
            {
              "x": { "$type": "dimension", "a": { "$value": "{x.b}" }, "b": { "$value": "{x.a}" } },
              "text": {
                "$type": "typography",
                "cycle": { "$value": { "fontFamily": "Lato", "fontSize": "{x.a}" } },
                "missing": { "$value": { "fontFamily": "Lato", "fontSize": "{x.nope}" } },
                "colour": { "$value": { "fontFamily": "Lato", "fontSize": "#ff0000" } },
                "both": { "$value": { "fontFamily": "Lato", "fontSize": 16 }, "child": { "$value": 1 } },
                "good": { "$value": { "fontFamily": "Lato", "fontSize": 16 } }
              }
            }
            """
        ])
        defer { files.remove() }
        let set = files.read("t.json")
        #expect(set.tokens.map(\.path) == ["text.good"])
        let messages = Dictionary(
            uniqueKeysWithValues: set.errors.compactMap { error in error.path.map { ($0, error.message) } })
        #expect(messages["text.cycle"] == "reference cycle: {x.a} -> {x.b} -> {x.a}")
        #expect(messages["text.missing"] == "reference {x.nope} not found")
        #expect(messages["text.colour"] == "fontSize '#ff0000' is not a number or dimension")
        #expect(messages["text.both"] == "has both $value and a child token or group 'child'")
        #expect(set.errors.first { $0.path == "text.missing" }?.line == 6)
    }

    @Test(
        "every line-height spelling, per format",
        arguments: [
            ("1.5", TokenFormat.dtcg, TokenLineHeight.multiplier(1.5)),
            ("\"150%\"", .dtcg, .multiplier(1.5)),
            ("\"24px\"", .dtcg, .fixed(24)),
            ("{\"value\": 24, \"unit\": \"px\"}", .dtcg, .fixed(24)),
            ("\"1.5rem\"", .dtcg, .fixed(24)),
            ("\"normal\"", .dtcg, .normal),
            ("\"AUTO\"", .tokensStudio, .normal),
            ("24", .tokensStudio, .fixed(24)),
            ("\"150%\"", .tokensStudio, .multiplier(1.5)),
            ("1.5", .styleDictionary, .multiplier(1.5)),
        ])
    func lineHeights(written: String, format: TokenFormat, expected: TokenLineHeight) throws {
        let valueKey = format == .dtcg ? "$value" : "value"
        let typeKey = format == .dtcg ? "$type" : "type"
        let files = try TokenFiles([
            "t.json": """
            { "t": { "\(typeKey)": "typography", "\(valueKey)": { "fontFamily": "Lato", "fontSize": 16, "lineHeight": \(written) } } }
            """
        ])
        defer { files.remove() }
        let set = files.read("t.json", format: format)
        #expect(try token(set, "t").lineHeight == expected)
    }

    @Test("an absent line height is the natural one")
    func absentLineHeight() throws {
        let files = try TokenFiles([
            "t.json": "{\"t\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Lato\", \"fontSize\": 16}}}"
        ])
        defer { files.remove() }
        #expect(try token(files.read("t.json"), "t").lineHeight == .normal)
    }

    @Test("Tokens Studio: token sets, math over references, Figma weight names, per-token characters")
    func tokensStudio() throws {
        let files = try TokenFiles([
            "studio.json": """
            {
              "core": {
                "size": { "base": { "value": "16", "type": "fontSizes" }, "big": { "value": "({size.base} + 4) * 1.5", "type": "fontSizes" } },
                "lh": { "value": "{size.base} * 1.5", "type": "lineHeights" },
                "t": {
                  "heading": { "type": "typography", "value": { "fontFamily": "Hiragino Sans", "fontWeight": "W6",
                               "fontSize": "{size.big}", "lineHeight": "{lh}" },
                               "$extensions": { "com.inkbox": { "set": "vietnamese" } } },
                  "quote": { "type": "typography", "value": { "fontFamily": "Lato", "fontWeight": "SemiBold Italic",
                             "fontSize": "{size.base}", "lineHeight": "AUTO" },
                             "$extensions": { "com.inkbox": { "chars": "ÉÅjy" } } }
                }
              },
              "$metadata": { "tokenSetOrder": ["core"] }
            }
            """
        ])
        defer { files.remove() }
        let set = files.read("studio.json")
        #expect(set.formats.values.first == .tokensStudio)
        #expect(set.errors.isEmpty)
        let heading = try token(set, "t.heading")
        #expect(heading.fontSize == 30)
        #expect(heading.lineHeight == .fixed(24))
        #expect(heading.fontWeight == FontWeight(value: 600))
        #expect(heading.characters == .set("vietnamese"))
        let quote = try token(set, "t.quote")
        #expect(quote.fontWeight == FontWeight(value: 600, italic: true))
        #expect(quote.lineHeight == .normal)
        #expect(quote.characters == .chars("ÉÅjy"))
    }

    @Test("Style Dictionary: files deep-merge in order, old .value references resolve")
    func styleDictionary() throws {
        let files = try TokenFiles([
            "base.json":
                "{\"size\": {\"body\": {\"value\": 16}, \"big\": {\"value\": 20}}, \"family\": {\"value\": \"Lato\"}}",
            "override.json": "{\"size\": {\"body\": {\"value\": 17}}}",
            "text.json": """
            {"text": {"body": {"value": {"fontFamily": "{family.value}", "fontSize": "{size.body.value}", "lineHeight": 1.25}},
                      "big": {"type": "typography", "value": {"fontFamily": "{family}", "fontSize": "{size.big}"}}}}
            """,
        ])
        defer { files.remove() }
        let set = files.read("base.json", "override.json", "text.json")
        #expect(Set(set.formats.values) == [.styleDictionary])
        #expect(set.errors.isEmpty)
        #expect(try token(set, "text.body").fontSize == 17)
        #expect(try token(set, "text.body").lineHeight == .multiplier(1.25))
        #expect(try token(set, "text.big").fontSize == 20)
    }

    @Test(
        "format detection",
        arguments: [
            ("{\"a\": {\"$value\": 1}}", TokenFormat.dtcg),
            ("{\"a\": {\"value\": 1}}", .styleDictionary),
            ("{\"a\": {\"value\": \"16\", \"type\": \"fontSizes\"}}", .tokensStudio),
            ("{\"$themes\": [], \"a\": {\"value\": 1}}", .tokensStudio),
            ("{\"a\": {\"$value\": \"16\", \"$type\": \"fontSizes\"}}", .tokensStudio),
        ])
    func detection(text: String, format: TokenFormat) throws {
        #expect(TokenReader.detectFormat(try JSONParser.parse(Array(text.utf8))) == format)
    }

    @Test("a file that is not JSON is one error with its position; the other files are still read")
    func invalidFile() throws {
        let files = try TokenFiles([
            "bad.json": "{\n  \"a\": {\n    \"$value\": 1,\n  }\n}",
            "good.json":
                "{\"t\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Lato\", \"fontSize\": 16}}}",
        ])
        defer { files.remove() }
        let set = files.read("bad.json", "good.json")
        #expect(set.tokens.map(\.path) == ["t"])
        #expect(
            set.errors == [
                TokenError(
                    file: files.path("bad.json"), line: 4, path: nil,
                    message: "invalid JSON at line 4, column 3: expected a quoted key")
            ])
    }

    @Test(
        "a 50 MB token file is read, not refused or crashed on; past 2,000 typography tokens one error names the limit")
    func largeFile() throws {
        var text = "{\"text\": {\"$type\": \"typography\""
        let entry =
            ", \"t%d\": {\"$value\": {\"fontFamily\": \"Lato\", \"fontSize\": 16, \"lineHeight\": 1.5}, \"$description\": \"%@\"}"
        let padding = String(repeating: "x", count: 400)
        var index = 0
        while text.utf8.count < 50 << 20 {
            text += String(format: entry, index, padding)
            index += 1
        }
        text += "}}"
        let files = try TokenFiles(["big.tokens.json": text])
        defer { files.remove() }
        let set = files.read("big.tokens.json")
        #expect(index > TokenReader.typographyLimit)
        #expect(
            set.errors.map(\.message) == [
                "more than 2000 typography tokens (the limit): text.t2000 and the tokens after it are not checked"
            ])
        #expect(set.tokens.count == TokenReader.typographyLimit)
    }

    @Test(
        "a chain of 100,000 aliases resolves each token once: those within 63 aliases of a value pass, the rest say why"
    )
    func longChains() throws {
        var members = ["\"t0\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Lato\", \"fontSize\": 16}}"]
        // Written from the far end, so that no token is resolved after the one it names.
        for index in stride(from: 100_000, to: 0, by: -1) {
            members.append("\"t\(index)\": {\"$value\": \"{t\(index - 1)}\"}")
        }
        members += [
            "\"c1\": {\"$value\": \"{c2}\"}", "\"c2\": {\"$value\": \"{c3}\"}", "\"c3\": {\"$value\": \"{c1}\"}",
        ]
        let files = try TokenFiles(["chain.tokens.json": "{" + members.joined(separator: ",") + "}"])
        defer { files.remove() }
        let set = files.read("chain.tokens.json")
        #expect(Set(set.tokens.map(\.path)) == Set((0...63).map { "t\($0)" }))
        let byPath = Dictionary(set.errors.compactMap { error in error.path.map { ($0, error.message) } }) { a, _ in a }
        #expect(byPath.count == 100_000 - 63 + 3)
        #expect(byPath["t64"] == "reference chain longer than 64")
        #expect(byPath["t100000"] == "reference chain longer than 64")
        // A cycle is said from the token that enters it, as if each were followed alone.
        #expect(byPath["c2"] == "reference cycle: {c2} -> {c3} -> {c1} -> {c2}")
        #expect(byPath["c3"] == "reference cycle: {c3} -> {c1} -> {c2} -> {c3}")
    }

    @Test("missing files and directories are file errors")
    func missingFiles() throws {
        let files = try TokenFiles([:])
        defer { files.remove() }
        let set = TokenReader.read(files: ["/nonexistent/t.json", files.directory.path])
        #expect(set.errors.map(\.message) == ["no such file", "is a directory, not a token file"])
    }
}

@Suite("Token extensions read by other modules")
struct TokenTextStyleTests {
    @Test("a token's textStyle names are LineBoxAnalysis's text styles, one list in two modules kept equal")
    func textStyles() {
        #expect(TokenValues.textStyles == TextStyle.allCases.map(\.rawValue))
    }
}
