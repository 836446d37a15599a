import Foundation

/// Next.js's fonts (`next/font/local`, `next/font/google`), as the sheets and Tailwind themes that
/// name them through a custom property see them: a call given a `variable`
/// (`const nacelle = localFont({ src: "../public/fonts/nacelle.woff2", variable: "--font-nacelle" })`)
/// defines that property for the document (U: the app sets the call's `.variable` class on
/// `<html>` or `<body>`, as Next's documentation does), its value a family of the call's name
/// whose files are the `src` paths, read as a sheet's `@font-face` is. A Google font (`Inter`,
/// `Roboto_Mono` imported from `next/font/google`) is its family, `Roboto Mono`, downloaded when
/// the app is built: looked for among the fonts given (`--fonts`).
enum NextFonts {
    struct Font: Sendable, Equatable {
        var variable: String
        var family: String
        /// The `src` paths of a local font, as written (relative to its file).
        var files: [String]
    }

    /// The fonts a file makes, in order.
    static func fonts(_ code: SourceText) -> [Font] {
        let text = code.text
        guard text.containsBytes("next/font/") else { return [] }
        var makers: [String: String?] = [:]  // a maker's name here: the Google family it is, nil for localFont
        for (kind, imported) in imports(text) {
            if kind == "local" {
                makers[imported.first?.local ?? ""] = .some(nil)
            } else {
                for name in imported.prefix(64) {
                    makers[name.local] = name.imported.replacingOccurrences(of: "_", with: " ")
                }
            }
        }
        var budget = 2 * text.utf8.count + 20_000
        var found: [Font] = []
        // At most 64 names: each is looked for through the file.
        for (maker, google) in makers.prefix(64) where !maker.isEmpty {
            for call in code.codeRanges(of: maker + "(") {
                let open = text[call.upperBound...].drop(while: \.isBlank)
                guard open.first == "{", let name = ReactNativeScanner.declaredName(text, before: call.lowerBound)
                else { continue }
                var variable: String?
                var files: [String] = []
                for entry in ReactNativeScanner.entries(text, from: text.index(after: open.startIndex), budget: &budget)
                {
                    let key = entry.prefix { $0 != ":" }.trimmed()
                    let value = entry.drop { $0 != ":" }.dropFirst().trimmed()
                    if key == "variable" { variable = SwiftScanner.stringLiteral(value[...]) }
                    if key == "src" { files = paths(value) }
                }
                guard let variable, variable.hasPrefix("--") else { continue }
                if let google {
                    found.append(Font(variable: variable, family: google, files: []))
                } else if !files.isEmpty {
                    found.append(Font(variable: variable, family: name, files: files))
                }
            }
        }
        return found.sorted { $0.variable < $1.variable }
    }

    /// A local font's `src`: a path, or an array of `{ path: "...", weight, style }`.
    private static func paths(_ value: String) -> [String] {
        if let path = SwiftScanner.stringLiteral(value[...]) { return [path] }
        guard value.hasPrefix("[") else { return [] }
        return ReactNativeScanner.splitTopLevel(value.dropFirst().dropLast()[...]).compactMap { item in
            let item = item.trimmed()
            guard item.hasPrefix("{") else { return nil }
            return ReactNativeScanner.splitTopLevel(item.dropFirst().dropLast()[...]).lazy.compactMap { entry in
                entry.prefix { $0 != ":" }.trimmed() == "path"
                    ? SwiftScanner.stringLiteral(entry.drop { $0 != ":" }.dropFirst().trimmed()[...]) : nil
            }.first
        }
    }

    /// The file's imports of next/font: `import localFont from "next/font/local"` (the name given),
    /// `import { Inter, Roboto_Mono as Mono } from "next/font/google"` (each name and its local one).
    private static func imports(_ text: String) -> [(kind: String, names: [(imported: String, local: String)])] {
        var found: [(String, [(imported: String, local: String)])] = []
        var cursor = text.startIndex
        var looked = 0  // at most 256 mentions: a file imports a few fonts
        while looked < 256, let module = text.firstBytes(of: "next/font/", from: cursor) {
            looked += 1
            cursor = module.upperBound
            let kind = String(text[module.upperBound...].prefix { $0.isLetter })
            // The import clause before `from "next/font/..."` (or Next 13's `"@next/font/..."`),
            // within 500 characters.
            var before = text[..<module.lowerBound].suffix(500)
            if before.hasSuffix("@") { before = before.dropLast() }
            guard let start = before.range(of: "import", options: .backwards)?.upperBound else { continue }
            let clause = before[start...].dropLast().trimmed()
            guard clause.hasSuffix("from") else { continue }
            let names = clause.dropLast(4).trimmed()
            if names.hasPrefix("{"), names.hasSuffix("}") {
                found.append(
                    (
                        kind,
                        names.dropFirst().dropLast().split(separator: ",").compactMap { item in
                            let parts = item.split(whereSeparator: \.isBlank)
                            guard let first = parts.first else { return nil }
                            return (String(first), String(parts.count == 3 && parts[1] == "as" ? parts[2] : first))
                        }
                    ))
            } else if names.allSatisfy({ $0.isNamePart || $0 == "$" }), !names.isEmpty {
                found.append((kind, [(names, names)]))
            }
        }
        return found
    }
}

/// The families a page has a font provider serve: Google Fonts
/// (`@import url("https://fonts.googleapis.com/css2?family=Inter:wght@400;700&family=Roboto+Mono")`,
/// `<link href="https://fonts.googleapis.com/css?family=Lato|Open+Sans">`; H: its CSS API v1 and v2,
/// `family` parameters, `|` between families in v1, `:` before a family's styles) and Fontshare
/// (`https://api.fontshare.com/v2/css?f[]=clash-display@600&f[]=satoshi@400`: each `f[]` a family's
/// slug, its words joined by `-`, before `@` and its weights). Downloaded when the page loads: no
/// file ships.
enum FontLinks {
    /// The providers, each with what its links begin with and the parameter that names a family.
    private static let providers: [(name: String, link: String, parameters: [String])] = [
        ("Google Fonts", "fonts.googleapis.com/css", ["family="]),
        ("Fontshare", "api.fontshare.com/v2/css", ["f[]=", "f%5B%5D=", "f%5b%5d="]),
    ]

    /// Whether the text may link a provider (a cheap test before `families`).
    static func mayLink(_ text: String) -> Bool {
        providers.contains { text.containsBytes($0.link) }
    }

    /// The families the text's links name, in order, without repeats, with their provider's name,
    /// the family lowercased (a Fontshare slug's words joined by spaces); at most 64 links of each
    /// provider and 64 families are read.
    static func families(_ text: String) -> [(family: String, provider: String)] {
        var found: [(family: String, provider: String)] = []
        for provider in providers where text.containsBytes(provider.link) {
            for link in text.ranges(of: provider.link).prefix(64) {
                let url = text[link.upperBound...].prefix(2_000).prefix { !"\"'() \n<>`".contains($0) }
                guard let query = url.firstIndex(of: "?") else { continue }
                for parameter in url[url.index(after: query)...].split(separator: "&") {
                    guard let key = provider.parameters.first(where: { parameter.hasPrefix($0) }) else { continue }
                    for item in parameter.dropFirst(key.count).split(separator: "|") {
                        guard found.count < 64 else { return found }
                        let name = item.prefix { $0 != ":" && $0 != "@" }.replacingOccurrences(of: "+", with: " ")
                            .replacingOccurrences(of: "%20", with: " ").replacingOccurrences(of: "-", with: " ")
                            .trimmed().lowercased()
                        if !name.isEmpty, name.count <= 64, !found.contains(where: { $0.family == name }) {
                            found.append((name, provider.name))
                        }
                    }
                }
            }
        }
        return found
    }
}
