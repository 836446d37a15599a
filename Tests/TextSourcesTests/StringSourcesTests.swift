import FontValues
import Foundation
import Testing

@testable import TextSources

private func write(_ files: [String: [UInt8]]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inkbox-strings-\(UUID().uuidString)")
    for (name, bytes) in files {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
    return directory
}

@Suite("String catalogs")
struct StringSourcesTests {
    @Test(
        "placeholders are left out of the ink; %% is a literal percent",
        arguments: [
            ("Xin chào %@!", ["Xin chào ", "!"]),
            ("%1$s of %2$lld", [" of "]),
            ("100%% sure", ["100% sure"]),
            ("Hi {name}, {0} new", ["Hi ", ", ", " new"]),
            ("%.2f €", [" €"]),
            ("{not a placeholder}", ["{not a placeholder}"]),
        ])
    func placeholders(text: String, segments: [String]) {
        #expect(Placeholders.segments(text) == segments)
    }

    @Test("Apple .strings in UTF-16 with comments and escapes, language from the .lproj folder")
    func appleStrings() throws {
        let text = "/* Greeting */\n\"hello\" = \"Xin chào\\n\\\"bạn\\\"\";\n// done\n\"title\" = \"CHỖ \\U1EA0\";\n"
        let utf16: [UInt8] =
            [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let directory = try write(["vi.lproj/Localizable.strings": utf16])
        defer { try? FileManager.default.removeItem(at: directory) }
        let (strings, errors) = StringSources.read(
            directory.appendingPathComponent("vi.lproj/Localizable.strings").path)
        #expect(errors.isEmpty)
        #expect(strings.map(\.text) == ["Xin chào\n\"bạn\"", "CHỖ Ạ"])
        #expect(strings.map(\.key) == ["hello", "title"])
        #expect(strings.map(\.line) == [2, 4])
        #expect(strings.allSatisfy { $0.language == "vi" })
    }

    @Test("a malformed .strings file is one error with its line")
    func malformedStrings() throws {
        let directory = try write(["Localizable.strings": Array("\"a\" = \"b\";\n\"c\" \"d\";\n".utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Localizable.strings").path
        let (strings, errors) = StringSources.read(path)
        #expect(strings.isEmpty)
        #expect(errors == [StringSourceError(file: path, line: 2, message: "expected '=' after \"c\"")])
    }

    @Test("an Xcode string catalog gives every localization, plural and device variant")
    func xcstrings() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Only source": {},
              "": {"shouldTranslate": false},
              "Key is English": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "日本語"}}}},
              "items": {"localizations": {
                "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
                                                  "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}},
                "vi": {"stringUnit": {"state": "translated", "value": "%lld mục"}},
                "de": {"variations": {"device": {"iphone": {"stringUnit": {"state": "translated", "value": "Öffnen"}}}}}}}}}
            """
        let directory = try write(["Localizable.xcstrings": Array(catalog.utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let (strings, errors) = StringSources.read(directory.appendingPathComponent("Localizable.xcstrings").path)
        #expect(errors.isEmpty)
        #expect(
            strings.map { "\($0.language ?? "-"):\($0.text)" }
                == [
                    "en:Only source", "en:Key is English", "ja:日本語", "en:%lld item", "en:%lld items", "vi:%lld mục",
                    "de:Öffnen",
                ])
    }

    @Test(
        "Android strings.xml: strings, plurals and arrays, escapes resolved, xliff placeholders out, language from values-xx"
    )
    func android() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
              <string name="greeting">Xin chào <xliff:g id="name">%1$s</xliff:g>!</string>
              <string name="quote">\\"Tiếng   Việt\\"  \\u1EA0 don\\'t</string>
              <string name="spaced">"  kept  "</string>
              <plurals name="items"><item quantity="other">%d mục</item></plurals>
              <string-array name="days"><item>Thứ hai</item><item>Chủ nhật</item></string-array>
            </resources>
            """
        let directory = try write(["res/values-vi/strings.xml": Array(xml.utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let (strings, errors) = StringSources.read(directory.appendingPathComponent("res/values-vi/strings.xml").path)
        #expect(errors.isEmpty)
        #expect(
            strings.map(\.text) == [
                "Xin chào %@!", "\"Tiếng Việt\" Ạ don't", "  kept  ", "%d mục", "Thứ hai", "Chủ nhật",
            ])
        #expect(strings.map(\.key) == ["greeting", "quote", "spaced", "items[other]", "days[0]", "days[1]"])
        #expect(strings.allSatisfy { $0.language == "vi" })
    }

    @Test(
        "a JSON file's language comes from its name or folder only when that is an ISO 639 code",
        arguments: [
            ("vi.json", "vi"), ("pt-BR.json", "pt-BR"), ("zh_Hant.json", "zh-Hant"), ("locales/fil/common.json", "fil"),
            ("web/app.json", nil), ("ios/strings.json", nil), ("src/all.json", nil),
        ] as [(String, String?)])
    func jsonLanguage(path: String, language: String?) {
        #expect(StringSources.jsonLanguage(path) == language)
    }

    @Test("nested JSON i18n with the language from the file name; invalid JSON is an error with its line")
    func json() throws {
        let directory = try write([
            "locales/pt-BR.json": Array("{\"home\": {\"title\": \"Ação\", \"tabs\": [\"Início\", \"Perfil\"]}}".utf8),
            "locales/bad.json": Array("{\n\"a\": \"b\",\n}".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let (strings, errors) = StringSources.read(directory.appendingPathComponent("locales/pt-BR.json").path)
        #expect(errors.isEmpty)
        #expect(strings.map(\.key) == ["home.title", "home.tabs[0]", "home.tabs[1]"])
        #expect(strings.allSatisfy { $0.language == "pt-BR" })
        let bad = StringSources.read(directory.appendingPathComponent("locales/bad.json").path)
        #expect(bad.strings.isEmpty && bad.errors.first?.line == 3)
    }
}
