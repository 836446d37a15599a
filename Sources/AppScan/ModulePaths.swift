import Foundation
import InputFiles
import JSONText

/// Where the module a script imports lives, below the scanned folder: a relative path from the
/// importing file, or one a `tsconfig.json` or `jsconfig.json` maps (`@components/*` to
/// `app/components/*`). Read from every such file (`ScanIndex.readers`), asked when a style names
/// another file's (`ScriptDeclarations.object`).
struct ModulePaths: Sendable {
    /// The module paths each `tsconfig.json` or `jsconfig.json` maps (`compilerOptions.paths`,
    /// from its `baseUrl`), by the folder it is in: `@components/*` to `app/components/*`.
    private var aliases: [String: [(pattern: String, targets: [String])]] = [:]

    /// Reads a tsconfig's `paths` (its first thousand), as TypeScript does: JSON with comments and
    /// trailing commas. One that is not such JSON maps nothing (its imports are then not followed,
    /// and the usages that spread them say so).
    mutating func read(_ text: String, folder: String) {
        guard let root = try? JSONParser.parseLenient(Array(text.utf8)), let options = root["compilerOptions"],
            let paths = options["paths"]?.members
        else { return }
        let base = Self.joined(folder, options["baseUrl"]?.string ?? ".")
        // A thousand patterns at most: a file of more maps no real project's modules.
        aliases[folder] = paths.prefix(1_000).compactMap { member in
            guard case .array(let targets) = member.value else { return nil }
            return (member.key, targets.compactMap(\.string).compactMap { Self.joined(base ?? "", $0) })
        }
    }

    /// `path` below `folder`, `.` and `..` taken off (nil past the scanned folder).
    private static func joined(_ folder: String, _ path: String) -> String? {
        // Split over UTF-8 (a `/` is one byte): a Character split cost a React Native app's scan
        // 24,000 instructions an import.
        var parts = folder.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init)
        for part in path.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init) {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else if part != "." {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// The path below the scanned folder a module names from `file`: a relative one from the
    /// file's folder, else through the nearest tsconfig's `paths` (H: TypeScript's module
    /// resolution; U: that the bundler's own aliases, babel's module-resolver, agree).
    func paths(_ module: String, from file: String) -> [String] {
        let folder = Paths.folder(file)
        if module.hasPrefix(".") { return Self.joined(folder, module).map { [$0] } ?? [] }
        var nearest: String? = folder
        while let current = nearest {
            if let aliases = aliases[current] {
                return aliases.flatMap { alias -> [String] in
                    let parts = alias.pattern.split(separator: "*", maxSplits: 1, omittingEmptySubsequences: false)
                    guard parts.count == 2 else { return alias.pattern == module ? alias.targets : [] }
                    guard module.hasPrefix(parts[0]), module.hasSuffix(parts[1]),
                        module.count >= parts[0].count + parts[1].count
                    else { return [] }
                    let star = module.dropFirst(parts[0].count).dropLast(parts[1].count)
                    return alias.targets.map { $0.replacingOccurrences(of: "*", with: star) }
                }
            }
            nearest = current.isEmpty ? nil : Paths.folder(current)
        }
        return []
    }
}
