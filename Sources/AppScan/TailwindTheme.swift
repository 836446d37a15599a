import Foundation

/// A Tailwind CSS theme: its values by version 4's namespaces (`font` families, `text` sizes with
/// `text--line-height` and `text--letter-spacing`, `leading`, `tracking`, `font-weight`,
/// `spacing`), each by key (`spacing`'s unit, version 4's `--spacing`, under the key ""). The
/// defaults of versions 3 and 4 are generated from Tailwind's source (`TailwindDefaults.swift`,
/// `scripts/tailwind-defaults`); a project's own theme is read over them (`Overrides`). UnoCSS's
/// Tailwind-like presets (presetUno, presetWind3) are read as Tailwind with their own theme,
/// preset-mini's, generated from UnoCSS's source: `uno`.
struct TailwindTheme: Sendable {
    var major: Int
    var values: [String: [String: String]]
    /// UnoCSS's: a number is a multiple of 0.25rem wherever a theme has no key for it (`text-16`
    /// 4rem, `leading-6` 1.5rem; H: preset-mini `handlers.ts` `rem()`), no variables on the root,
    /// and Tailwind's base styles only where the project imports `@unocss/reset/tailwind.css`.
    var uno = false

    /// The namespaces inkbox reads, by the key of a version 3 config's `theme` that sets each.
    static let configKeys = [
        "fontFamily": "font", "fontSize": "text", "fontWeight": "font-weight", "lineHeight": "leading",
        "letterSpacing": "tracking", "spacing": "spacing",
    ]

    /// What a project's theme sets: the namespaces it replaces (a version 3 config's `theme.fontSize`,
    /// version 4's `--text-*: initial`) and the values it adds over the defaults (`theme.extend`,
    /// `@theme`), from every config and style sheet of the project, merged (the first file's
    /// value of a key wins).
    struct Overrides: Sendable {
        var replaced: Set<String> = []
        var values: [String: [String: String]] = [:]

        mutating func merge(_ other: Overrides) {
            replaced.formUnion(other.replaced)
            values.merge(other.values) { mine, theirs in mine.merging(theirs) { first, _ in first } }
        }

        mutating func set(_ namespace: String, _ key: String, _ value: String) {
            if values[namespace]?[key] == nil { values[namespace, default: [:]][key] = value }
        }
    }

    /// The default theme of a major version (3, or 4 and later), or UnoCSS's, with a project's
    /// overrides over it (a UnoCSS config's replace nothing: `unoConfig`).
    static func project(major: Int, _ overrides: Overrides, uno: Bool = false) -> TailwindTheme {
        var theme = uno ? unocss : major >= 4 ? version4 : version3
        for namespace in overrides.replaced { theme.values[namespace] = [:] }
        theme.values.merge(overrides.values) { defaults, project in defaults.merging(project) { _, own in own } }
        return theme
    }

    func value(_ namespace: String, _ key: some StringProtocol) -> String? { values[namespace]?[String(key)] }

    /// The custom properties version 4 sets on the root for its theme's values (`--font-sans`,
    /// `--text-lg--line-height`, `--spacing`), which a project's own rules may name (`font-family:
    /// var(--font-sans)`); version 3 sets none.
    var customProperties: [String: String] {
        guard major >= 4, !uno else { return [:] }
        var properties: [String: String] = [:]
        for (namespace, entries) in values {
            let parts = namespace.components(separatedBy: "--")
            let suffix = parts.count > 1 ? "--" + parts.dropFirst().joined(separator: "--") : ""
            for (key, value) in entries {
                properties[key.isEmpty ? "--" + parts[0] : "--\(parts[0])-\(key)\(suffix)"] = value
            }
        }
        return properties
    }

    // MARK: A project's theme

    /// A version 3 config's theme (`tailwind.config.js`, `.cjs`, `.mjs`, `.ts`): the object after
    /// the first `theme:` that opens one, its keys above replacing the defaults' and those of its
    /// `extend:` adding to them. A key whose value is no object (a function of the theme) and an
    /// entry that is no literal (`...defaultTheme.fontFamily.sans` first) are not read; a family
    /// list's literal names before a spread are (the spread's come after them).
    static func config(_ code: SourceText) -> Overrides {
        var overrides = Overrides()
        let text = code.text
        var budget = 2 * text.utf8.count + 20_000
        guard
            let theme = code.codeRanges(of: "theme").lazy.compactMap({ objectStart(text, after: $0.upperBound) })
                .first
        else { return overrides }
        for entry in ReactNativeScanner.entries(text, from: theme, budget: &budget) {
            let (key, value) = keyAndValue(entry)
            if key == "extend", let start = objectStart(text, after: value.startIndex) {
                for inner in ReactNativeScanner.entries(text, from: start, budget: &budget) {
                    let (key, value) = keyAndValue(inner)
                    read(key, value, into: &overrides, text: text, budget: &budget)
                }
            } else if let namespace = configKeys[key], objectStart(text, after: value.startIndex) != nil {
                overrides.replaced.insert(namespace)
                read(key, value, into: &overrides, text: text, budget: &budget)
            }
        }
        return overrides
    }

    /// One namespace's object of a config (`fontSize: { huge: ['3rem', { lineHeight: '1' }] }`).
    private static func read(
        _ key: String, _ value: Substring, into overrides: inout Overrides, text: String, budget: inout Int
    ) {
        guard let namespace = configKeys[key], let start = objectStart(text, after: value.startIndex) else { return }
        for entry in ReactNativeScanner.entries(text, from: start, budget: &budget) {
            let (name, value) = keyAndValue(entry)
            let trimmed = value.trimmed()
            if let literal = SwiftScanner.stringLiteral(trimmed[...]) {
                overrides.set(namespace, name, literal)
                continue
            }
            guard trimmed.hasPrefix("["), trimmed.hasSuffix("]") else { continue }
            let items = ReactNativeScanner.splitTopLevel(trimmed.dropFirst().dropLast()[...])
                .map { $0.trimmed() }
            if namespace == "font" {
                let names = items.prefix { !$0.hasPrefix("...") }.compactMap { SwiftScanner.stringLiteral($0[...]) }
                if !names.isEmpty { overrides.set(namespace, name, names.joined(separator: ", ")) }
                continue
            }
            // A size with its options: `['1.25rem', '1.75rem']` or `['1.25rem', { lineHeight: '1.75rem' }]`.
            guard namespace == "text", let size = items.first.flatMap({ SwiftScanner.stringLiteral($0[...]) }) else {
                continue
            }
            overrides.set("text", name, size)
            guard let options = items.dropFirst().first else { continue }
            if let lineHeight = SwiftScanner.stringLiteral(options[...]) {
                overrides.set("text--line-height", name, lineHeight)
            } else if options.hasPrefix("{") {
                for option in ReactNativeScanner.splitTopLevel(options.dropFirst().dropLast()[...]) {
                    let (option, value) = keyAndValue(option)
                    guard let literal = SwiftScanner.stringLiteral(value.trimmed()[...]) else { continue }
                    if option == "lineHeight" { overrides.set("text--line-height", name, literal) }
                    if option == "letterSpacing" { overrides.set("text--letter-spacing", name, literal) }
                }
            }
        }
    }

    /// Version 4's `@theme` blocks of a style sheet (`@theme { --font-brand: "Brand", sans-serif;
    /// --text-huge: 3rem; --text-huge--line-height: 1; }`, `@theme inline`, `@theme static`):
    /// their custom properties in the namespaces read; `--font-*: initial` replaces a namespace,
    /// `--*: initial` every one.
    static func sheet(_ text: String) -> Overrides {
        var overrides = Overrides()
        let source = CSSScanner.withoutComments(text)
        var cursor = source.startIndex
        while let at = source.firstBytes(of: "@theme", from: cursor),
            let open = source[at.upperBound...].prefix(200).firstIndex(of: "{")
        {
            // Its own `}`: a block may hold others (`@keyframes`), whose statements are not read.
            var depth = 0
            let close =
                source[open...].firstIndex {
                    depth += $0 == "{" ? 1 : $0 == "}" ? -1 : 0
                    return depth == 0
                } ?? source.endIndex
            cursor = close
            for statement in source[source.index(after: open)..<close].split(separator: ";")
            where !statement.contains("{") && !statement.contains("}") {
                guard let (name, value) = CSSScanner.declaration(statement), name.hasPrefix("--") else { continue }
                let property = name.dropFirst(2)
                if value == "initial", property.hasSuffix("-*") || property == "*" {
                    let namespace = property.dropLast(property == "*" ? 1 : 2)
                    overrides.replaced.formUnion(
                        namespace.isEmpty ? Set(configKeys.values) : [String(namespace)])
                    continue
                }
                if property == "spacing" {
                    overrides.set("spacing", "", value)
                    continue
                }
                for namespace in ["text", "font-weight", "font", "leading", "tracking"]
                where property.hasPrefix(namespace + "-") {
                    let key = property.dropFirst(namespace.count + 1)
                    if namespace == "text",
                        let suffix = ["--line-height", "--letter-spacing"].first(where: { key.hasSuffix($0) })
                    {
                        overrides.set("text" + suffix, String(key.dropLast(suffix.count)), value)
                    } else if !key.contains("--") {
                        overrides.set(namespace, String(key), value)
                    }
                    break
                }
            }
        }
        return overrides
    }

    /// Whether a style sheet loads Tailwind, and which major version: `@import "tailwindcss"` and
    /// `@theme` are version 4's, `@tailwind base` (or `components`, `utilities`) version 3's.
    static func sheetVersion(_ text: String) -> Int? {
        guard text.containsBytes("@import") || text.containsBytes("@theme") || text.containsBytes("@tailwind") else {
            return nil
        }
        let source = CSSScanner.withoutComments(text)
        if source.containsBytes("@import \"tailwindcss") || source.containsBytes("@import 'tailwindcss")
            || source.containsBytes("@theme")
        {
            return 4
        }
        return source.containsBytes("@tailwind ") ? 3 : nil
    }

    /// Whether a `package.json` depends on NativeWind, whose classes style React Native views.
    static func usesNativeWind(_ text: String) -> Bool { text.containsBytes("\"nativewind\"") }

    /// Whether a `package.json` depends on UnoCSS (`"unocss"`, `"@unocss/preset-wind3"`).
    static func usesUno(_ text: String) -> Bool {
        text.containsBytes("\"unocss\"") || text.containsBytes("\"@unocss/")
    }

    /// A UnoCSS config's theme (`uno.config.ts`: `theme: { fontFamily: { brand: 'Brand' } }`), read
    /// as a Tailwind config's: merged into the preset's, its keys replacing none.
    static func unoConfig(_ code: SourceText) -> Overrides {
        var overrides = config(code)
        overrides.replaced = []
        return overrides
    }

    /// The major version of `tailwindcss` a `package.json` depends on (`"tailwindcss": "^3.4.1"`):
    /// the first digit of its range; nil where it names none or no version (`latest`, a URL).
    static func packageVersion(_ text: String) -> Int? {
        guard let key = text.firstBytes(of: "\"tailwindcss\"") else { return nil }
        let rest = text[key.upperBound...].drop(while: \.isBlank)
        guard rest.first == ":" else { return nil }
        let value = rest.dropFirst().drop(while: \.isBlank)
        guard value.first == "\"" else { return nil }
        return value.dropFirst().prefix(20).prefix { $0 != "\"" }.first(where: \.isNumber)?.wholeNumberValue
    }

    // MARK: Reading JavaScript objects

    /// The index after the `{` that opens an object right after a `:` at `index` (`theme: {`).
    private static func objectStart(_ text: String, after index: String.Index) -> String.Index? {
        var rest = text[index...].drop(while: \.isBlank)
        if rest.first == ":" { rest = rest.dropFirst().drop(while: \.isBlank) }
        guard rest.first == "{" else { return nil }
        return text.index(after: rest.startIndex)
    }

    /// An object entry's key (its quotes dropped) and its value from the `:` on.
    private static func keyAndValue(_ entry: Substring) -> (String, Substring) {
        let key = entry.prefix { $0 != ":" }.trimmed()
        let unquoted = SwiftScanner.stringLiteral(key[...]) ?? key
        return (unquoted, entry.drop { $0 != ":" }.dropFirst())
    }
}

/// What the scan learns of a project's Tailwind CSS as it reads files: the elements with classes,
/// and what says a folder uses Tailwind. Nothing is resolved outside a site that uses it (the
/// classes of another framework, Bootstrap's `text-truncate`, are not Tailwind's).
struct TailwindProject: Sendable {
    var elements: [(file: String, elements: [TailwindClasses.Element])] = []
    /// Each `package.json`'s folder, the `tailwindcss` major version it depends on, whether it
    /// depends on NativeWind, and whether on UnoCSS (`unocss`, `@unocss/...`).
    var packages: [String: (major: Int?, nativeWind: Bool, uno: Bool)] = [:]
    /// Each `tailwind.config.*` (version 3's, unless its package says) and each sheet that loads
    /// Tailwind (`@import "tailwindcss"` 4, `@tailwind` 3), and each `uno.config.*` (`uno`), by its
    /// folder, and its theme overrides.
    var signals: [(folder: String, major: Int, overrides: TailwindTheme.Overrides, uno: Bool)] = []
    /// Whether the project imports UnoCSS's Tailwind reset (`@unocss/reset/tailwind.css`).
    var unoReset = false
    /// The rem NativeWind inlines, by the folder of the Metro config that sets it
    /// (`withNativeWind(config, { inlineRem: 16 })`).
    var inlineRems: [String: Double] = [:]

    /// The React Native style entries a file's element's classes make (`TailwindClasses.nativeStyle`)
    /// under the nearest site that depends on NativeWind; none where no such site holds the file
    /// (a `className` React Native ignores).
    func nativeStyles() -> (_ classes: String, _ file: String) -> [String] {
        let sites = sites().filter(\.nativeWind)
        let byFolder = Dictionary(sites.map { ($0.folder, $0) }, uniquingKeysWith: { first, _ in first })
        let folders = Set(byFolder.keys)
        let rems = inlineRems
        return { classes, file in
            guard let folder = Self.nearest(file, among: folders), let site = byFolder[folder] else { return [] }
            return TailwindClasses.nativeStyle(classes, theme: site.theme, rem: rems[folder] ?? 14)
        }
    }

    /// A folder that uses Tailwind, with its theme. With NativeWind, the classes of its scripts
    /// style React Native views, whose line boxes are not the web's: not read yet (docs/scan.md).
    struct Site {
        var folder: String
        var theme: TailwindTheme
        var nativeWind: Bool
    }

    /// The sites: each package that depends on `tailwindcss` or UnoCSS, and the package (the
    /// nearest `package.json` above, else the scanned folder) of each config and sheet that loads
    /// one. A site's version is its package's dependency, else the newest its configs and sheets
    /// say; its theme that version's defaults under every override its files give. A site that
    /// only UnoCSS's package or config names is UnoCSS's.
    func sites() -> [Site] {
        var found: [String: (major: Int?, overrides: TailwindTheme.Overrides)] = [:]
        for (folder, package) in packages where package.major != nil || package.uno {
            found[folder] = (package.major, .init())
        }
        let packageFolders = Set(packages.keys)
        for signal in signals {
            let folder = Self.nearest(signal.folder, among: packageFolders) ?? ""
            var site = found[folder] ?? (nil, .init())
            site.overrides.merge(signal.overrides)
            if packages[folder]?.major == nil, !signal.uno { site.major = max(site.major ?? 0, signal.major) }
            found[folder] = site
        }
        return found.sorted { $0.key < $1.key }.map { folder, site in
            Site(
                folder: folder, theme: .project(major: site.major ?? 4, site.overrides, uno: site.major == nil),
                nativeWind: packages[folder]?.nativeWind ?? false)
        }
    }

    /// The folder among `folders` nearest above `path` (a file's or a folder's, below the scanned
    /// folder, whose own path is ""): the longest that is `path` or holds it. It costs the path's
    /// depth, not the number of folders (a tree of thousands of packages was quadratic).
    static func nearest(_ path: String, among folders: Set<String>) -> String? {
        var candidate = Substring(path)
        while !candidate.isEmpty {
            if folders.contains(String(candidate)) { return String(candidate) }
            candidate = candidate[..<(candidate.lastIndex(of: "/") ?? candidate.startIndex)]
        }
        return folders.contains("") ? "" : nil
    }
}
