import Foundation
import InputFiles
import JSONText
import LineBoxAnalysis

// MARK: - The languages a project declares, and which files are nearest

extension AppScan {
    /// The language a folder declares, and for which platform: Android `values-fr`,
    /// `values-pt-rBR`, `values-b+sr+Latn`; iOS `fr.lproj`, `pt-BR.lproj` (not `Base.lproj`).
    /// Other qualifiers (`values-night`, `values-v21`, `values-car`) declare none.
    static func declaredLanguage(folder name: String) -> (Platform, String)? {
        if name.hasSuffix(".lproj") { return language(String(name.dropLast(6))).map { (.ios, $0) } }
        guard name.hasPrefix("values-") else { return nil }
        var qualifier = String(name.dropFirst(7))
        if qualifier.hasPrefix("b+") { qualifier = String(qualifier.dropFirst(2).split(separator: "+").first ?? "") }
        let primary = qualifier.split(separator: "-").first.map(String.init) ?? ""
        return ["car", "tv", "ldrtl", "ldltr"].contains(primary) ? nil : language(primary).map { (.android, $0) }
    }

    /// Flutter's `supportedLocales: [Locale('en'), Locale('fr', 'CA')]`: the languages named.
    static func supportedLocales(_ source: SourceText) -> Set<String> {
        let text = source.text
        guard let start = source.firstCode(of: "supportedLocales", from: text.startIndex) else { return [] }
        var found: Set<String> = []
        var rest = text[start.upperBound...].prefix(4_000)
        while let locale = rest.range(of: "Locale(") {
            let argument = rest[locale.upperBound...].prefix(12).drop { $0 == " " }
            if let quote = argument.first, quote == "'" || quote == "\"",
                let code = language(String(argument.dropFirst().prefix { $0 != quote }))
            {
                found.insert(code)
            }
            rest = rest[locale.upperBound...]
        }
        return found
    }

    /// `<html lang="fr">`: the document's language.
    static func htmlLanguage(_ text: String) -> String? {
        guard let open = text.range(of: "<html", options: .caseInsensitive) else { return nil }
        let tag = text[open.upperBound...].prefix { $0 != ">" }.prefix(2_000)
        guard let attribute = tag.range(of: "lang=") else { return nil }
        let value = tag[attribute.upperBound...].drop { $0 == "\"" || $0 == "'" }.prefix {
            $0 != "\"" && $0 != "'" && $0 != " "
        }
        return language(String(value).lowercased())
    }

    /// An `.xcstrings` catalog's source language and every localization it holds.
    static func catalogLanguages(_ text: String) -> Set<String> {
        guard let root = try? JSONParser.parse(Array(text.utf8)) else { return [] }
        var found = Set([root["sourceLanguage"]?.string].compactMap { $0 }.compactMap(language))
        for string in root["strings"]?.members ?? [] {
            for localization in string.value["localizations"]?.members ?? [] {
                if let code = language(localization.key) { found.insert(code) }
            }
        }
        return found
    }

    /// The folders JavaScript apps keep their translations in (i18next, react-intl, i18n-js).
    static let localeFolders: Set<String> = ["locales", "locale", "i18n", "translations", "lang", "langs", "messages"]

    /// A JavaScript app's translations, for the web and React Native: `locales/fr.json`,
    /// `i18n/pt-BR.json`, or i18next's `locales/fr/translation.json` (the language a folder under
    /// a locale folder names). The language of `path`, relative to the scanned folder; nil elsewhere.
    /// With `extensions` "ts" and "js": a module of translations (Ignite's `app/i18n/fr.ts`).
    static func declaredLanguage(script path: String, extensions: Set<String> = ["json"]) -> String? {
        // The last three names of the path (asked of every script: not split whole).
        var parts: [String] = []
        var end = path.utf8.endIndex
        while parts.count < 3, end > path.utf8.startIndex {
            let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/"))
            let start = slash.map { path.utf8.index(after: $0) } ?? path.utf8.startIndex
            if start < end { parts.insert(String(path[start..<end]), at: 0) }
            if parts.count == 1, !extensions.contains(Paths.fileExtension(parts[0]).lowercased()) { return nil }
            guard let slash else { break }
            end = slash
        }
        guard parts.count >= 2 else { return nil }
        let stem = Paths.deletingExtension(parts[parts.count - 1])
        if localeFolders.contains(parts[parts.count - 2].lowercased()) { return language(stem) }
        if parts.count >= 3, localeFolders.contains(parts[parts.count - 3].lowercased()) {
            return language(parts[parts.count - 2])
        }
        return nil
    }

    /// The platforms a JavaScript app's translations are shown on.
    static let scriptPlatforms: [Platform] = [.web] + ReactNativeScanner.platforms

    /// Flutter's `app_fr.arb`, `intl_pt_BR.arb`: the language after the first underscore.
    static func declaredLanguage(arb name: String) -> String? {
        let stem = Paths.deletingExtension(name)
        guard let underscore = stem.firstIndex(of: "_") else { return nil }
        return language(String(stem[stem.index(after: underscore)...].split(separator: "_").first ?? ""))
    }

    /// A primary language subtag: two or three lowercase letters.
    private static func language(_ text: String) -> String? {
        let primary = text.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return (2...3).contains(primary.count) && primary.allSatisfy({ $0.isASCII && $0.isLowercase }) ? primary : nil
    }

    static func folders(_ file: String) -> [Substring] { file.split(separator: "/").dropLast() }

    /// The most declarations of one name kept to choose from: the first files' (a few apps in one tree).
    static let declarationsKept = 8

    /// Adds `item` to the declarations of one name, one a file: it replaces its file's own (a
    /// file's last stands), else joins them while fewer than `declarationsKept` are.
    static func keep<Item>(_ item: Item, in declared: inout [Item], file: (Item) -> String) {
        if let same = declared.firstIndex(where: { file($0) == file(item) }) {
            declared[same] = item
        } else if declared.count < declarationsKept {
            declared.append(item)
        }
    }

    /// Of a few `items` (a declaration each app of a monorepo makes: `Font.display`), the one in
    /// `target` itself, else the one whose file is nearest it by `NearestFiles`' rule (the most
    /// folders shared, then the fewest folders deep), the first of equals.
    static func nearest<Item>(_ items: [Item], file: (Item) -> String, to target: String) -> Item? {
        guard items.count > 1 else { return items.first }
        if let own = items.first(where: { file($0) == target }) { return own }
        let folders = Self.folders(target)
        func rank(_ item: Item) -> (Int, Int) {
            let own = Self.folders(file(item))
            return (zip(own, folders).prefix { $0 == $1 }.count, -own.count)
        }
        return items.max { rank($0) < rank($1) }
    }

    /// For each of `files`, the items whose file (`file(item)`) is nearest it (`NearestFiles`), in
    /// the items' order.
    static func nearestItems<Item>(_ items: [Item], file: (Item) -> String, to files: [String]) -> [String: [Item]] {
        guard !items.isEmpty else { return [:] }
        let positions = Dictionary(grouping: items.indices, by: { file(items[$0]) })
        let search = NearestFiles(Array(positions.keys))
        var found: [String: [Item]] = [:]
        for target in files {
            found[target] = search.nearest(to: target).flatMap { positions[$0] ?? [] }.sorted().map { items[$0] }
        }
        return found
    }
}

/// Which of a set of files are nearest another: those that share the most folders with it, and
/// of those the fewest folders deep (`lib/theme/` is the app's, `lib/feature/x/` one part's, for
/// a file of `lib/pages/`); one, or several equally near. The files' folders are a tree, each
/// folder knowing the shallowest files below it, so that a search costs the depth of the file
/// searched for, not the number of files (a tree of thousands of themes and uses was quadratic).
struct NearestFiles {
    private struct Folder {
        var children: [Substring: Int] = [:]
        /// The files below this folder that are fewest folders deep, sorted, and that depth.
        var shallowest: [String] = []
        var depth = Int.max
    }
    private var folders = [Folder()]

    init(_ files: [String]) {
        for file in Set(files).sorted() {
            let path = AppScan.folders(file)
            var node = 0
            note(file, depth: path.count, at: node)
            for name in path {
                if let child = folders[node].children[name] {
                    node = child
                } else {
                    folders.append(Folder())
                    folders[node].children[name] = folders.count - 1
                    node = folders.count - 1
                }
                note(file, depth: path.count, at: node)
            }
        }
    }

    private mutating func note(_ file: String, depth: Int, at node: Int) {
        if depth < folders[node].depth {
            folders[node].depth = depth
            folders[node].shallowest = [file]
        } else if depth == folders[node].depth {
            folders[node].shallowest.append(file)  // files come sorted
        }
    }

    /// The nearest files to `file` (sorted); none when there are no files.
    func nearest(to file: String) -> [String] {
        var node = 0
        for name in AppScan.folders(file) {
            guard let child = folders[node].children[name] else { break }
            node = child
        }
        return folders[node].shallowest
    }
}
