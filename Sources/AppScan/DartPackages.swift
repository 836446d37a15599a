/// The Dart packages of a project (each `pubspec.yaml`'s `name:`, by the folder it is in) and the
/// packages each Dart file imports (`import 'package:ente_ui/theme/ente_theme.dart';`): a monorepo's
/// app takes its theme from its own package or one it imports (H: Dart resolves `package:` imports
/// by name, not by folder), before one in a sibling app that happens to be as near by folder.
struct DartPackages {
    /// Each package's folder ("" at the root), by name.
    private(set) var folders: [String: String] = [:]
    private(set) var imports: [String: Set<String>] = [:]

    /// The most imports read from one file, and how far into it they are looked for.
    static let importLimit = 200
    static let headLimit = 64_000

    /// A pubspec's package: its top-level `name:`.
    mutating func readPubspec(_ text: String, file: String) {
        for line in text.prefix(Self.headLimit).split(separator: "\n") where line.hasPrefix("name:") {
            let name = line.dropFirst("name:".count).trimmed().trimmingQuotes
            guard !name.isEmpty, folders[name] == nil else { return }
            let parts = file.split(separator: "/").dropLast()
            folders[name] = parts.joined(separator: "/")
            return
        }
    }

    /// The packages a Dart file imports (or exports), from its head: each line that starts with
    /// `import 'package:` or `export "package:`, up to the first declaration, read over UTF-8 (a
    /// directive is ASCII).
    mutating func readImports(_ text: String, file: String) {
        var found: Set<String> = []
        let bytes = text.utf8.prefix(Self.headLimit)
        var lineStart = bytes.startIndex
        while lineStart < bytes.endIndex, found.count < Self.importLimit {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            let line = bytes[lineStart..<lineEnd]
            lineStart = lineEnd < bytes.endIndex ? bytes.index(after: lineEnd) : lineEnd
            guard line.starts(with: "import ".utf8) || line.starts(with: "export ".utf8) else {
                // Directives come before declarations: the first declaration ends them.
                let directive = ["library", "part", "@"].contains { line.starts(with: $0.utf8) }
                if let first = line.first, (0x41...0x7A).contains(first), !directive { break }
                continue
            }
            var target = line.dropFirst(7).drop { $0 == UInt8(ascii: " ") }
            guard let quote = target.first, quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else { continue }
            target = target.dropFirst()
            guard target.starts(with: "package:".utf8) else { continue }
            let name = target.dropFirst(8).prefix { $0 != UInt8(ascii: "/") && $0 != quote }
            if !name.isEmpty { found.insert(String(decoding: name, as: UTF8.self)) }
        }
        if !found.isEmpty { imports[file] = found }
    }

    /// Of `files`, those a file reaches: in the package it is in or in one it imports. Each of
    /// `files` is placed in its package once.
    func reach(_ files: [String]) -> Reach {
        var importers: [String: Set<String>] = [:]
        var imported: [String: Set<String>] = [:]
        for (file, names) in imports {
            guard let user = package(of: file) else { continue }
            for name in names where name != user {
                importers[name, default: []].insert(user)
                imported[user, default: []].insert(name)
            }
        }
        return Reach(
            packages: self,
            files: Dictionary(
                grouping: files.compactMap { file in package(of: file).map { (package: $0, file: file) } },
                by: \.package
            ).mapValues { $0.map(\.file).sorted() }, imported: imported, importers: importers)
    }

    /// Of `themes` (files), those nearest by folder to each of `files` among the ones it reaches
    /// (`Reach.packages(from:)`); by folder alone for a file in no package.
    func nearest(_ themes: [String], to files: [String]) -> [String: [String]] {
        let everyTheme = NearestFiles(themes)
        let reach = reach(themes)
        var searches: [[String]: NearestFiles] = [:]
        var found: [String: [String]] = [:]
        for file in files where found[file] == nil {
            guard let reached = reach.packages(from: file) else {
                found[file] = everyTheme.nearest(to: file)
                continue
            }
            let search = searches[reached] ?? NearestFiles(reach.files(in: reached))
            searches[reached] = search
            found[file] = search.nearest(to: file)
        }
        return found
    }

    struct Reach {
        fileprivate var packages: DartPackages
        /// The files by their package.
        fileprivate var files: [String: [String]]
        /// The packages each package's files import, and those whose files import each package.
        fileprivate var imported: [String: Set<String>]
        fileprivate var importers: [String: Set<String>]

        /// The packages `file` reaches that hold any of the files (sorted): its own and those it
        /// imports; else those its package's other files import, directly or through others (the
        /// app's theme package); else those that use its package (an app whose theme a library's
        /// widgets are drawn in); else none (a sibling app's theme is not its: Material's own
        /// applies). Nil where the file is in no package (nearness by folder alone decides).
        func packages(from file: String) -> [String]? {
            guard !files.isEmpty, let own = packages.package(of: file) else { return nil }
            let reached = (packages.imports[file] ?? []).union([own]).filter { files[$0] != nil }.sorted()
            guard reached.isEmpty else { return reached }
            let dependencies = closure(of: own, through: imported).filter { files[$0] != nil }.sorted()
            guard dependencies.isEmpty else { return dependencies }
            return closure(of: own, through: importers).filter { files[$0] != nil }.sorted()
        }

        /// The packages `links` lead to from `package`, directly or through others (at most as
        /// many steps as there are packages).
        private func closure(of package: String, through links: [String: Set<String>]) -> Set<String> {
            var found: Set<String> = []
            var next: Set<String> = [package]
            for _ in 0..<packages.folders.count where !next.isEmpty {
                next = Set(next.flatMap { links[$0] ?? [] }).subtracting(found).subtracting([package])
                found.formUnion(next)
            }
            return found
        }

        /// The files in `packages`, sorted.
        func files(in packages: [String]) -> [String] { packages.flatMap { files[$0] ?? [] }.sorted() }
    }

    /// The package a file is in: the one whose folder holds it, the deepest.
    private func package(of path: String) -> String? {
        folders.filter { $0.value.isEmpty || path.hasPrefix($0.value + "/") }.max { $0.value.count < $1.value.count }?
            .key
    }
}
