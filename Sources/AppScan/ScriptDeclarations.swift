import Foundation
import LineBoxAnalysis

/// What a project's JavaScript and TypeScript declare for the React Native styles of other files:
/// literal constants (`fontFamily: Fonts.bold`, `fontSize: theme.sizes.md`), the style objects a
/// style spreads (`...sharedStyles.textMedium`, a `StyleSheet.create` or object literal of this
/// file or one it imports by a relative path) and `Platform.select` branches. Read per file;
/// resolved once every file is read (`AppScan.resolveScriptStyles`).
struct ScriptDeclarations: Sendable {
    /// Each constant's value as written (`'Inter-Bold'`, `18`) and where, by its path from its
    /// declaration (`Fonts.family.bold`); nil where definitions disagree (ambiguous: not resolved).
    private(set) var constants: [String: (value: String, place: String)?] = [:]
    /// The same by each shorter path of two or more names their paths end with.
    private var endings: [String: (value: String, place: String)?] = [:]
    /// Each file's object literals by path (`styles.title`, `default.textMedium` for a default
    /// export), as their entries are written.
    private(set) var objects: [String: [String: [String]]] = [:]
    /// Each file's imports from relative paths: the local name, the module path as written from
    /// the file's folder, and the name it exports (`default` for a default import).
    private(set) var imports: [String: [String: (module: String, name: String)]] = [:]

    /// A file's declarations, within a budget of twice its characters.
    mutating func read(_ code: SourceText, file: String) {
        let text = code.text
        var budget = 2 * text.utf8.count + 20_000
        var own: [String: [String]] = [:]
        for keyword in ["const ", "let ", "var "] {
            for declaration in code.codeRanges(of: keyword) where budget > 0 {
                guard Self.startsWord(text, at: declaration.lowerBound) else { continue }
                let rest = text[declaration.upperBound...]
                let name = rest.prefix(while: Self.isIdentifier)
                guard let first = name.first, !first.isNumber else { continue }
                // An optional type annotation, then `=`, on the declaration's line.
                let afterName = rest[name.endIndex...].prefix(200).prefix { $0 != "\n" && $0 != ";" }
                guard let equals = afterName.firstIndex(of: "="),
                    afterName[afterName.index(after: equals)...].first != "="
                else { continue }
                let value = Self.objectValue(text[text.index(after: equals)...].drop(while: \.isWhitespace))
                add(String(name), value: value, code: code, file: file, into: &own, depth: 0, budget: &budget)
            }
        }
        for export in code.codeRanges(of: "export default ") where budget > 0 {
            let value = Self.objectValue(text[export.upperBound...].drop(while: \.isWhitespace))
            let name = value.prefix(while: Self.isIdentifier)
            if value.first == "{" {
                add("default", value: value, code: code, file: file, into: &own, depth: 0, budget: &budget)
            } else if !name.isEmpty {
                // `export default styles`: the object of that name.
                for (path, entries) in own where path == name || path.hasPrefix(name + ".") {
                    own["default" + path.dropFirst(name.count)] = entries
                }
            }
        }
        if !own.isEmpty { objects[file] = own }
        let found = Self.imports(code)
        if !found.isEmpty { imports[file] = found }
    }

    /// A `StyleSheet.create({...})`'s object, else the value as it is.
    private static func objectValue(_ value: Substring) -> Substring {
        value.hasPrefix("StyleSheet.create(") ? value.dropFirst("StyleSheet.create(".count) : value
    }

    private mutating func add(
        _ path: String, value: Substring, code: SourceText, file: String, into own: inout [String: [String]],
        depth: Int, budget: inout Int
    ) {
        if value.first == "{" {
            guard depth < 8 else { return }
            let entries = ReactNativeScanner.entries(
                code.text, from: value.index(after: value.startIndex), budget: &budget)
            own[path] = entries.map { String($0.drop(while: \.isWhitespace)) }
            for entry in entries {
                guard let (key, member) = Self.keyed(entry) else { continue }
                add(
                    path + "." + key, value: member, code: code, file: file, into: &own, depth: depth + 1,
                    budget: &budget)
            }
            return
        }
        // A string or a number, to the end of its expression (`as const`, a `,` or `;` after it).
        let written = value.prefix { !",;\n}".contains($0) }.trimmed()
        let literal = written.hasSuffix(" as const") ? String(written.dropLast(" as const".count)) : written
        guard SwiftScanner.stringLiteral(Substring(literal)) != nil || Double(literal) != nil else { return }
        let place = "\(file):\(code.lines.line(of: value.startIndex))"
        Self.record(literal, place: place, at: path, in: &constants)
        // Each shorter path it ends with (`fonts.bold` of `theme.fonts.bold`), for `constant`.
        var parts = path.split(separator: ".").dropFirst()
        while parts.count >= 2 {
            Self.record(literal, place: place, at: parts.joined(separator: "."), in: &endings)
            parts = parts.dropFirst()
        }
    }

    /// A value at a path, or nil there where another value is already recorded (ambiguous).
    private static func record(
        _ value: String, place: String, at path: String, in table: inout [String: (value: String, place: String)?]
    ) {
        if let known = table[path] {
            if known?.value != value { table[path] = .some(nil) }
        } else {
            table[path] = (value, place)
        }
    }

    /// An object entry's key (unquoted, an identifier) and its value; nil for a spread or a method.
    static func keyed(_ entry: Substring) -> (key: String, value: Substring)? {
        let key = entry.prefix { $0 != ":" }.trimmed()
        let unquoted = SwiftScanner.stringLiteral(Substring(key)) ?? key
        let value = entry.drop { $0 != ":" }.dropFirst().drop(while: \.isWhitespace)
        guard !unquoted.isEmpty, unquoted.allSatisfy(isIdentifier), !value.isEmpty else { return nil }
        return (unquoted, value)
    }

    /// `import A from './x'`, `import { B, C as D } from './x'`, `import A, { B } from './x'`.
    private static func imports(_ code: SourceText) -> [String: (module: String, name: String)] {
        var found: [String: (module: String, name: String)] = [:]
        for statement in code.codeRanges(of: "import ") where startsWord(code.text, at: statement.lowerBound) {
            let clause = code.text[statement.upperBound...].prefix(600)
            guard let from = clause.range(of: " from "), !clause[..<from.lowerBound].contains(";") else { continue }
            let module = clause[from.upperBound...].drop(while: \.isWhitespace).prefix { $0 != ";" && $0 != "\n" }
                .trimmed()
            guard let path = SwiftScanner.stringLiteral(Substring(module)) else { continue }
            var names = clause[..<from.lowerBound].replacingOccurrences(of: "type ", with: "")
            if let open = names.firstIndex(of: "{"), let close = names.firstIndex(of: "}"), open < close {
                for item in names[names.index(after: open)..<close].split(separator: ",") {
                    let words = item.split(separator: " ").map(String.init)
                    if words.count == 1 { found[words[0]] = (path, words[0]) }
                    if words.count == 3, words[1] == "as" { found[words[2]] = (path, words[0]) }
                }
                names.removeSubrange(open...close)
            }
            let local = names.trimmed().trimmingCharacters(in: CharacterSet(charactersIn: ", "))
            if !local.isEmpty, local.allSatisfy(isIdentifier) { found[local] = (path, "default") }
        }
        return found
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "$"
    }

    /// Whether a keyword at `index` starts a word (`const`, not `xconst`).
    private static func startsWord(_ text: String, at index: String.Index) -> Bool {
        guard let before = text[..<index].last else { return true }
        return !isIdentifier(before) && before != "."
    }

    /// The value a reference in `file` names: a bare name the constant the file declares or
    /// imports by it; a member path the constant of that path, else the one constant whose path
    /// ends with it (`fonts.bold` reached through a theme, `theme.fonts.bold`), where all such agree.
    func constant(_ path: String, in file: String) -> (value: String, place: String)? {
        // A bare name (`fontRegular`) is a constant the file declares or imports by that name.
        if !path.contains(".") {
            if let binding = imports[file]?[path] { return constants[binding.name] ?? nil }
            return constants[path].flatMap { $0 }.flatMap { $0.place.hasPrefix(file + ":") ? $0 : nil }
        }
        return constants[path] ?? endings[path] ?? nil
    }

    /// The entries of the object a path names in a file: its own (`styles.title`), or through
    /// one of its imports (`sharedStyles.textMedium` from `import sharedStyles from '../Styles'`),
    /// with the file that declares it.
    func object(_ path: String, in file: String) -> (entries: [String], file: String, path: String)? {
        if let own = objects[file]?[path] { return (own, file, path) }
        let head = String(path.prefix(while: Self.isIdentifier))
        // Only a relative path is a file here; a package's or an alias's (`@/theme`) is not known.
        guard let binding = imports[file]?[head], binding.module.hasPrefix(".") else { return nil }
        // The module's path from the scanned folder, `..` taking off a folder (none past the root).
        var parts = file.split(separator: "/").dropLast().map(String.init)
        for part in binding.module.split(separator: "/") {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else if part != "." {
                parts.append(String(part))
            }
        }
        let base = parts.joined(separator: "/")
        let target = ["", ".ts", ".tsx", ".js", ".jsx", "/index.ts", "/index.tsx", "/index.js"].lazy
            .map { base + $0 }.first { objects[$0] != nil }
        guard let target else { return nil }
        let member = binding.name + path.dropFirst(head.count)
        return objects[target]?[member].map { ($0, target, member) }
    }

    /// Whether a value is a reference: a name (`fontRegular`) or a member path (`Fonts.bold`,
    /// `theme.sizes.md`), identifiers joined by dots, not a literal.
    static func isReference(_ value: Substring) -> Bool {
        !["true", "false", "null", "undefined"].contains(value)
            && value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
                guard let first = part.first, !first.isNumber else { return false }
                return part.allSatisfy(isIdentifier)
            }
    }
}

extension AppScan {
    /// React Native styles that spread other objects or name constants, read again once every
    /// file is read: each `...x.y` is the entries of the object it names (`ScriptDeclarations.object`),
    /// each `...Platform.select({ ios: {...}, android: {...} })` the branch of the usage's
    /// platform (else `native`, else `default`: H, react-native `Platform.select`), in place, later
    /// entries over earlier; each value that names a constant the literal it gives. The usage's
    /// `via` names the objects and constants it took. A style that spread no family stays
    /// the platform font's: not listed.
    mutating func resolveScriptStyles(_ index: ScanIndex) {
        let declarations = index.scriptDeclarations
        // The sheet styles others spread (`file|name`): building blocks, not usages of their own.
        var spread: Set<String> = []
        usages = usages.compactMap { usage in
            guard let properties = usage.scriptProperties, case .fontReference(let kind) = usage.kind else {
                return usage
            }
            var places: [String] = []
            var budget = 1_000
            var objects: [(file: String, path: String)] = []
            let expanded = Self.expand(
                properties, file: usage.file, platform: usage.platform, declarations, objects: &objects, depth: 0,
                budget: &budget)
            for object in objects {
                spread.insert(object.file + "|" + (object.path.split(separator: ".").last.map(String.init) ?? ""))
                places.append("\(object.file) \(object.path)")
            }
            let read = expanded.map { property, file -> Substring in
                guard let (name, value) = ScriptDeclarations.keyed(Substring(property)),
                    ReactNativeScanner.readProperties.contains(name)
                else { return Substring(property) }
                let written = Substring(value.trimmed())
                guard ScriptDeclarations.isReference(written),
                    let constant = declarations.constant(String(written), in: file)
                else { return Substring(property) }
                places.append(constant.place)
                return Substring(name + ": " + constant.value)
            }
            // A style that names no family, spread or its own, is the platform font's.
            guard read.contains(where: { ScriptDeclarations.keyed($0)?.key == "fontFamily" }),
                var resolved = ReactNativeScanner.style(read, kind: kind, file: usage.file, line: usage.line).first(
                    where: { $0.platform == usage.platform })
            else { return nil }
            resolved.column = usage.column
            resolved.text = usage.text
            resolved.note = usage.note
            resolved.scriptProperties = nil
            resolved.via = places.isEmpty ? nil : places.joined(separator: ", ")
            return resolved
        }
        usages.removeAll { usage in
            guard case .fontReference(let kind) = usage.kind, kind.hasPrefix("StyleSheet ") else { return false }
            return spread.contains(usage.file + "|" + kind.dropFirst("StyleSheet ".count))
        }
    }

    /// A style's entries with each spread replaced by the entries it brings, depth first, each
    /// with the file it is written in (whose declarations its names are).
    private static func expand(
        _ entries: [String], file: String, platform: Platform, _ declarations: ScriptDeclarations,
        objects: inout [(file: String, path: String)], depth: Int, budget: inout Int
    ) -> [(entry: String, file: String)] {
        var result: [(entry: String, file: String)] = []
        for entry in entries where budget > 0 {
            budget -= 1
            guard entry.hasPrefix("..."), depth < 8 else {
                result.append((entry, file))
                continue
            }
            let spread = entry.dropFirst(3).trimmed()
            if spread.hasPrefix("Platform.select("), let open = spread.firstIndex(of: "{") {
                var parse = 4 * spread.utf8.count
                let branches = ReactNativeScanner.entries(spread, from: spread.index(after: open), budget: &parse)
                    .compactMap { ScriptDeclarations.keyed($0) }
                let key = platform == .reactNativeIOS ? "ios" : "android"
                guard
                    let branch = [key, "native", "default"].lazy.compactMap({ name in
                        branches.first { $0.key == name }?.value
                    }).first, branch.first == "{"
                else { continue }
                let object = String(branch)
                let inner = ReactNativeScanner.entries(
                    object, from: object.index(after: object.startIndex), budget: &parse
                )
                .map { String($0.drop(while: \.isWhitespace)) }
                result += expand(
                    inner, file: file, platform: platform, declarations, objects: &objects, depth: depth + 1,
                    budget: &budget)
            } else if ScriptDeclarations.isReference(Substring(spread)),
                let object = declarations.object(spread, in: file)
            {
                objects.append((object.file, object.path))
                result += expand(
                    object.entries, file: object.file, platform: platform, declarations, objects: &objects,
                    depth: depth + 1, budget: &budget)
            }
        }
        return result
    }
}
