import DesignTokens
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
    /// Each file's objects made from another's keys (`$fontWeightStyles` of
    /// `Object.entries(typography.primary).reduce(...)`): the path of the object they are made from.
    private var derived: [String: [String: String]] = [:]
    /// Each object entry whose value names another (`primary: fonts.gothamSsm`), by its path: a
    /// constant under it is the one under what it names (`typography.primary.medium`); nil where
    /// definitions disagree.
    private var aliases: [String: (value: String, place: String)?] = [:]
    /// The fonts the project loads under a family name of its own, by that name: expo-font's
    /// `useFonts({ brandBold: require('./fonts/Brand-Bold.ttf') })` or `Font.loadAsync(...)`, or an
    /// `@expo-google-fonts` package's font (`{ spaceGroteskBold }` of `import { SpaceGrotesk_700Bold
    /// as spaceGroteskBold } from '@expo-google-fonts/space-grotesk'`). H: expo-font `loadAsync`,
    /// whose keys are the `fontFamily` names a style gives. Nil where definitions disagree.
    private(set) var loadedFonts: [String: LoadedFont?] = [:]

    /// Each module of translations' strings (`app/i18n/fr.ts`: `const fr = { welcome: { title: "..." } }`),
    /// by language and then key (`welcome.title`), for a `tx` prop.
    private(set) var texts: [String: [String: String]] = [:]

    /// The project's `Text` components that pick their style by props, by the file that declares
    /// each (Ignite's `Text`: `$presets[preset]`, `$fontWeightStyles[weight]`, `$sizeStyles[size]`).
    private(set) var pickers: [StylePicker] = []
    /// The names the project's scripts declare numbers and never strings (`JSXTexts.declaredTypes`).
    var numbers: Set<String> { declaredNumbers.subtracting(declaredStrings) }
    private var declaredNumbers: Set<String> = []
    private var declaredStrings: Set<String> = []

    /// What each call of a project component passes (`<Row title="x" />`), by its name, and how
    /// many files declare a component of that name (one: the calls are its).
    private(set) var callers: [String: [JSXNames.Passed]] = [:]
    private(set) var components: [String: Int] = [:]

    /// Reads a script's components and the calls it makes of others, within twice its size, and
    /// gives what it binds (`JSXNames.read`).
    @discardableResult
    mutating func readCalls(_ text: String) -> JSXNames.FileNames {
        var budget = 2 * text.utf8.count + 20_000
        let names = JSXNames.read(text, budget: &budget)
        for component in names.components { components[component.name, default: 0] += 1 }
        for call in JSXNames.callers(text, scopes: names.scopes, budget: &budget)
        where callers[call.component, default: []].count < 1_000 {
            callers[call.component, default: []].append(call.passed)
        }
        return names
    }

    /// Reads the names a script declares numbers or strings.
    mutating func readTypes(_ text: String) {
        let (numbers, strings) = JSXTexts.declaredTypes(text)
        declaredNumbers.formUnion(numbers)
        declaredStrings.formUnion(strings)
    }

    /// A font a project loads at run time.
    enum LoadedFont: Sendable, Equatable {
        /// A file `require`d by its path as written, in the file (from the scanned folder) that writes it.
        case file(module: String, in: String)
        /// A Google font of an `@expo-google-fonts` package: its family without spaces
        /// (`SpaceGrotesk`) and weight, as its export names them (`SpaceGrotesk_700Bold_Italic`).
        case google(family: String, weight: FontWeight)
    }

    /// A file's declarations, within a budget of twice its characters, given its imports
    /// (`ScriptDeclarations.imports`).
    /// Where a module a file imports lives (a relative path, a tsconfig's alias).
    var modules = ModulePaths()
    /// The words every script says, for the styles of sheets their files export.
    var words = ScriptWords()

    /// Keeps what a file imports, for the names its elements' styles give (`cardStyles.price`).
    mutating func readImports(_ found: [String: (module: String, name: String)], file: String) {
        if !found.isEmpty { imports[file] = found }
    }

    mutating func read(_ code: SourceText, file: String, imports found: [String: (module: String, name: String)]) {
        let text = code.text
        var budget = 2 * text.utf8.count + 20_000
        var own: [String: [String]] = [:]
        let language = AppScan.declaredLanguage(script: file, extensions: ["ts", "js"])
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
                let value = Self.objectValue(text[text.index(after: equals)...].drop(while: \.isBlank))
                add(
                    String(name), value: value, code: code, file: file, language: language, into: &own, depth: 0,
                    budget: &budget)
            }
        }
        for export in code.codeRanges(of: "export default ") where budget > 0 {
            let value = Self.objectValue(text[export.upperBound...].drop(while: \.isBlank))
            let name = value.prefix(while: Self.isIdentifier)
            if value.first == "{" {
                add(
                    "default", value: value, code: code, file: file, language: language, into: &own, depth: 0,
                    budget: &budget)
            } else if !name.isEmpty {
                // `export default styles`: the object of that name.
                for (path, entries) in own where path == name || path.hasPrefix(name + ".") {
                    own["default" + path.dropFirst(name.count)] = entries
                }
            }
        }
        if !own.isEmpty { objects[file] = own }
        if !found.isEmpty { imports[file] = found }
        // An entry loads a font by `require('x.ttf')` or an `@expo-google-fonts` import.
        let google = found.values.contains { $0.module.hasPrefix("@expo-google-fonts/") }
        for entries in own.values {
            for entry in entries where google || entry.containsBytes("require(") {
                loadedFont(entry, file: file, imports: found)
            }
        }
        // Or an object given in place: `useFonts({ RubikBold: require('./Rubik-Bold.ttf') })`,
        // `Font.loadAsync({...})` (H: expo-font `useFonts(map)` loads the map as `loadAsync` does).
        for call in code.codeRanges(of: "useFonts(") + code.codeRanges(of: "loadAsync(") where budget > 0 {
            let open = text[call.upperBound...].drop(while: \.isBlank)
            guard open.first == "{" else { continue }
            for entry in ReactNativeScanner.entries(text, from: text.index(after: open.startIndex), budget: &budget)
            where google || entry.containsBytes("require(") {
                loadedFont(String(entry), file: file, imports: found)
            }
        }
        if let picker = Self.picker(code, file: file, objects: own, derived: derived[file] ?? [:], imports: found) {
            pickers.append(picker)
        }
    }

    /// The font an object entry loads under its key, if it is one: `key: require('x.ttf')`,
    /// `key: Family_400Regular` or `{ Family_400Regular }` of an `@expo-google-fonts` import.
    private mutating func loadedFont(
        _ entry: String, file: String, imports: [String: (module: String, name: String)]
    ) {
        // `key: value`, the key maybe quoted (`'Inter-Black': require(...)`), or a shorthand `{ name }`.
        let colon = entry.firstIndex(of: ":")
        let written = colon.map { entry[..<$0].trimmed() } ?? entry.trimmed()
        let key = SwiftScanner.stringLiteral(Substring(written)) ?? written
        let value = colon.map { entry[entry.index(after: $0)...].trimmed() } ?? written
        var font: LoadedFont?
        if value.hasPrefix("require("), value.hasSuffix(")"),
            let module = SwiftScanner.stringLiteral(Substring(value.dropFirst(8).dropLast())),
            [".ttf", ".otf"].contains(where: { module.lowercased().hasSuffix($0) })
        {
            font = .file(module: module, in: file)
        } else if let binding = imports[value], binding.module.hasPrefix("@expo-google-fonts/") {
            font = Self.googleExport(binding.name)
        }
        guard let font, !key.isEmpty, key.count <= 200, !key.contains(where: \.isScriptQuote) else { return }
        if let known = loadedFonts[key] {
            if known != font { loadedFonts[key] = .some(nil) }
        } else {
            loadedFonts[key] = font
        }
    }

    /// The family and weight an `@expo-google-fonts` export names: `SpaceGrotesk_700Bold`,
    /// `Roboto_500Medium_Italic`, `SourceSans3_400Regular`; nil for any other name.
    static func googleExport(_ name: String) -> LoadedFont? {
        let parts = name.split(separator: "_")
        guard parts.count == 2 || parts.count == 3, let family = parts.first, family.first?.isUppercase == true,
            let weight = Int(parts[1].prefix(while: \.isNumber)), (100...900).contains(weight)
        else { return nil }
        let italic = parts.count == 3 ? parts[2] == "Italic" : parts[1].hasSuffix("Italic")
        guard parts.count == 2 || italic else { return nil }
        return .google(family: String(family), weight: FontWeight(value: weight, italic: italic))
    }

    /// A `StyleSheet.create({...})`'s object, the object a themed style returns (`(theme) => ({...})`,
    /// Ignite's `ThemedStyle`, read whatever the theme), else the value as it is.
    private static func objectValue(_ value: Substring) -> Substring {
        if value.hasPrefix("StyleSheet.create(") { return value.dropFirst("StyleSheet.create(".count) }
        let head = value.prefix(80)
        guard value.first == "(" || value.first.map(isIdentifier) == true, let arrow = head.firstBytes(of: "=>"),
            head[..<arrow.lowerBound].allSatisfy({ isIdentifier($0) || "(): <>,".contains($0) })
        else { return value }
        let body = value[arrow.upperBound...].drop(while: \.isBlank)
        guard body.first == "(" else { return value }
        let object = body.dropFirst().drop(while: \.isBlank)
        return object.first == "{" ? object : value
    }

    private mutating func add(
        _ path: String, value: Substring, code: SourceText, file: String, language: String?,
        into own: inout [String: [String]], depth: Int, budget: inout Int
    ) {
        if value.first == "[" {
            // A style array (`[$base, $sizes.lg, { fontSize: 12 }]`) is an object that spreads its
            // references and holds its objects' entries, in order (H: react-native
            // `StyleSheet.flatten`); a condition among its items (`active && x`) is not read.
            var items: [String] = []
            for item in ReactNativeScanner.entries(
                code.text, from: value.index(after: value.startIndex), closing: "]", budget: &budget)
            {
                let trimmed = item.trimmed()
                if trimmed.first == "{" {
                    items += ReactNativeScanner.entries(
                        trimmed, from: trimmed.index(after: trimmed.startIndex), budget: &budget
                    ).map { String($0.drop(while: \.isBlank)) }
                } else if Self.isReference(Substring(trimmed)) {
                    items.append("..." + trimmed)
                }
            }
            own[path] = items
            return
        }
        if depth < 8, let branches = PlatformChoice.branches(value, budget: &budget) {
            // `Platform.select({ ios: "Brand", android: fonts.brand })`, `Platform.OS === "ios" ?
            // "Brand" : fonts.brand`: each branch read at the path with its platform
            // (`typography.primary@ios`), for `constant(_:in:platform:)`.
            for (key, branch) in branches where PlatformChoice.recordedKeys.contains(key) {
                add(
                    path + "@" + key, value: branch, code: code, file: file, language: nil, into: &own,
                    depth: depth + 1, budget: &budget)
            }
            return
        }
        if value.hasPrefix("Object.entries(") {
            // Ignite's `Object.entries(typography.primary).reduce((acc, [weight, fontFamily]) => ({
            // ...acc, [weight]: { fontFamily } }), {})`: each key of that object a style of its family.
            let source = value.dropFirst("Object.entries(".count).prefix { $0 != ")" }
            let call = value.prefix(400)
            if Self.isReference(source), call.contains(").reduce("), call.contains("{ fontFamily }") {
                derived[file, default: [:]][path] = String(source)
            }
            return
        }
        if value.first == "{" {
            guard depth < 8 else { return }
            let entries = ReactNativeScanner.entries(
                code.text, from: value.index(after: value.startIndex), budget: &budget)
            own[path] = entries.map { String($0.drop(while: \.isBlank)) }
            for entry in entries {
                guard let (key, member) = Self.keyed(entry) else { continue }
                add(
                    path + "." + key, value: member, code: code, file: file, language: language, into: &own,
                    depth: depth + 1, budget: &budget)
            }
            return
        }
        // A string (to its closing quote: it may hold a comma) or a number, to the end of its
        // expression (`as const`, a `,` or `;` after it).
        var end = value.startIndex
        if let quote = value.first, quote.isScriptQuote {
            var escaped = false
            var index = value.index(after: value.startIndex)
            var read = 0
            while index < value.endIndex, read < 10_000 {
                if escaped {
                    escaped = false
                } else if value[index] == "\\" {
                    escaped = true
                } else if value[index] == quote {
                    end = value.index(after: index)
                    break
                }
                index = value.index(after: index)
                read += 1
            }
        }
        // Over UTF-8: a Character walk reads a CRLF as one character, and went on past the line.
        let rest = value[end...].utf8
        let stop = rest.firstIndex {
            $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") || $0 == 10 || $0 == UInt8(ascii: "}")
        }
        let written = (value[..<end] + value[end..<(stop ?? rest.endIndex)]).trimmed()
        let literal = written.hasSuffix(" as const") ? String(written.dropLast(" as const".count)) : written
        var place: String { "\(file):\(code.lines.line(of: value.startIndex))" }
        if Self.isReference(Substring(literal)) {
            Self.record(literal, place: place, at: path, in: &aliases)
            // As a style, the object it names (`default: $baseStyle`).
            if depth > 0 { own[path] = ["..." + literal] }
            return
        }
        let string = SwiftScanner.stringLiteral(Substring(literal))
        guard string != nil || Double(literal) != nil else { return }
        if let language, let string, let dot = path.firstIndex(of: "."), texts[language, default: [:]].count < 100_000 {
            texts[language, default: [:]][String(path[path.index(after: dot)...])] = string
        }
        let here = place
        Self.record(literal, place: here, at: path, in: &constants)
        // Each shorter path it ends with (`fonts.bold` of `theme.fonts.bold`), for `constant`: what
        // follows each of its dots but the last (its names are never empty).
        let dots = path.utf8.indices.filter { path.utf8[$0] == UInt8(ascii: ".") }
        for dot in dots.dropLast() {
            Self.record(literal, place: here, at: String(path[path.utf8.index(after: dot)...]), in: &endings)
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
        // The first `:`, found over UTF-8 (entries are read by the thousand; a Character walk
        // cost a twelfth of a React Native app's scan).
        guard let colon = entry.utf8.firstIndex(of: UInt8(ascii: ":")) else {
            // A shorthand (`{ fonts, primary: ... }`) is the name it is.
            let shorthand = entry.trimmedSlice()
            guard !shorthand.isEmpty, shorthand.allSatisfy(isIdentifier), shorthand.first?.isNumber == false
            else { return nil }
            return (String(shorthand), shorthand)
        }
        let value = entry[entry.utf8.index(after: colon)...].drop(while: \.isBlank)
        guard !value.isEmpty, let key = key(entry[..<colon]) else { return nil }
        return (key, value)
    }

    /// An object entry's key as written before its `:`, unquoted, where it is an identifier.
    private static func key(_ written: Substring) -> String? {
        // Over UTF-8 where it is ASCII, as most keys are; a Character walk cost a fiftieth of a
        // React Native app's scan.
        guard written.utf8.allSatisfy({ $0 < 0x80 }) else {
            let key = written.trimmed()
            let unquoted = SwiftScanner.stringLiteral(Substring(key)) ?? key
            return !unquoted.isEmpty && unquoted.allSatisfy(isIdentifier) ? unquoted : nil
        }
        let trimmed = written.utf8.trimmingSpaceBytes()
        let key = trimmed.literalInside() ?? trimmed
        return !key.isEmpty && key.allSatisfy(isScriptNameByte) ? String(Substring(key)) : nil
    }

    /// `import A from './x'`, `import { B, C as D } from './x'`, `import A, { B } from './x'`.
    static func imports(_ code: SourceText) -> [String: (module: String, name: String)] {
        var found: [String: (module: String, name: String)] = [:]
        var text = code.text
        let utf8 = text.utf8
        let starts = code.codeRanges(of: "import ").compactMap { statement in
            startsWord(text, at: statement.lowerBound)
                ? utf8.distance(from: utf8.startIndex, to: statement.upperBound) : nil
        }
        guard !starts.isEmpty else { return found }
        text.withUTF8 { bytes in
            for start in starts {
                // To its `;`, within 600 bytes.
                var end = start
                while end < bytes.count, end - start < 600, bytes[end] != UInt8(ascii: ";") { end += 1 }
                let clause = Array(bytes[start..<end])
                let from = clause.withUnsafeBufferPointer { clause in
                    Self.fromKeyword.withUnsafeBufferPointer { clause.firstOffset(of: $0) }
                }
                guard let from else { continue }
                // The module's literal, to its line's end.
                let line = clause[(from + Self.fromKeyword.count)...].drop(while: isSpaceByte).prefix {
                    $0 != UInt8(ascii: "\n")
                }
                guard let module = line.trimmingSpaceBytes().literalInside() else { continue }
                let path = String(decoding: module, as: UTF8.self)
                var names = Self.removing(Array("type ".utf8), from: Array(clause[..<from]))
                if let open = names.firstIndex(of: UInt8(ascii: "{")),
                    let close = names.firstIndex(of: UInt8(ascii: "}")),
                    open < close
                {
                    for item in names[(open + 1)..<close].split(separator: UInt8(ascii: ",")) {
                        let words = item.split(whereSeparator: isSpaceByte).map { String(decoding: $0, as: UTF8.self) }
                        if words.count == 1 { found[words[0]] = (path, words[0]) }
                        if words.count == 3, words[1] == "as" { found[words[2]] = (path, words[0]) }
                    }
                    names.removeSubrange(open...close)
                }
                // The default's name, without the commas and spaces about it (`React, `).
                func isCommaOrSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: ",") || byte == UInt8(ascii: " ") }
                var local = names[...].trimmingSpaceBytes().drop(while: isCommaOrSpace)
                while let last = local.last, isCommaOrSpace(last) { local = local.dropLast() }
                let name = String(decoding: local, as: UTF8.self)
                if !name.isEmpty, name.allSatisfy(isIdentifier) { found[name] = (path, "default") }
            }
        }
        return found
    }

    /// ` from `, which ends an import's names.
    private static let fromKeyword = Array(" from ".utf8)

    /// `bytes` without each `needle` in it, left to right.
    private static func removing(_ needle: [UInt8], from bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var offset = 0
        while offset < bytes.count {
            if bytes[offset...].starts(with: needle) {
                offset += needle.count
            } else {
                result.append(bytes[offset])
                offset += 1
            }
        }
        return result
    }

    static func isIdentifier(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {  // most of a script's characters, without Unicode's tables
            return ascii | 0x20 >= UInt8(ascii: "a") && ascii | 0x20 <= UInt8(ascii: "z")
                || ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9") || ascii == UInt8(ascii: "_")
                || ascii == UInt8(ascii: "$")
        }
        return character.isLetter || character.isNumber
    }

    /// Whether a keyword at `index` starts a word (`const`, not `xconst`).
    static func startsWord(_ text: String, at index: String.Index) -> Bool {
        guard let before = text[..<index].last else { return true }
        return !isIdentifier(before) && before != "."
    }

    /// The value a reference in `file` names: a bare name the constant the file declares or
    /// imports by it; a member path the constant of that path (on `platform`, the branch a
    /// `Platform.select` gives it), else the one constant whose path ends with it (`fonts.bold`
    /// reached through a theme, `theme.fonts.bold`), where all such agree.
    func constant(_ path: String, in file: String, platform: Platform? = nil) -> (value: String, place: String)? {
        // A bare name (`fontRegular`) is a constant the file declares or imports by that name.
        if !path.contains(".") {
            let imported = imports[file]?[path]?.name
            let name = imported ?? path
            let reachable = { (found: (value: String, place: String)) in
                imported != nil || found.place.hasPrefix(file + ":")
            }
            // The platform's branch first (`const FONT = Platform.OS === 'ios' ? 'A' : 'B'`).
            let keys = PlatformChoice.keys(for: platform)
            for key in keys.map({ name + "@" + $0 }) + [name] {
                if let found = constants[key] ?? nil { return reachable(found) ? found : nil }
                // A name for another constant (`DEFAULT_FONT = FONTS.BRAND.BOLD`).
                guard let alias = aliases[key] ?? nil else { continue }
                guard reachable(alias) else { return nil }
                return aliased(alias.value, depth: 1, keys: keys) { constants[$0] ?? endings[$0] ?? nil }
            }
            return nil
        }
        return aliased(path, depth: 0, keys: PlatformChoice.keys(for: platform)) { constants[$0] ?? endings[$0] ?? nil }
    }

    /// What `lookup` finds at `path` (a platform's branch of a `Platform.select` first, `keys`),
    /// else at the path an alias makes of it (`typography.primary.medium` as
    /// `fonts.gothamSsm.medium` where `primary: fonts.gothamSsm`; `look.family` as `Fonts.regular`
    /// where `family: Fonts.regular`), four aliases deep.
    private func aliased<T>(_ path: String, depth: Int, keys: [String], _ lookup: (String) -> T?) -> T? {
        // Each key in its order, a literal or a name (`android: FONT, default: "X"`) alike.
        for key in keys {
            if let found = lookup(path + "@" + key) { return found }
            guard let alias = aliases[path + "@" + key] else { continue }
            guard depth < 4, let target = alias?.value else { return nil }
            return aliased(target, depth: depth + 1, keys: keys, lookup)
        }
        if let found = lookup(path) { return found }
        guard depth < 4 else { return nil }
        var head = path
        while true {
            let rest = path.dropFirst(head.count)
            // A branch of objects (`primary: Platform.select({ ios: { bold: "X" } })`).
            for key in keys where !rest.isEmpty { if let found = lookup(head + "@" + key + rest) { return found } }
            if let alias = keys.lazy.compactMap({ self.aliases[head + "@" + $0] }).first ?? aliases[head] {
                guard let target = alias?.value else { return nil }
                return aliased(target + rest, depth: depth + 1, keys: keys, lookup)
            }
            guard let dot = head.lastIndex(of: ".") else { return nil }
            head = String(head[..<dot])
        }
    }

    /// The entries of the object a path names in a file: its own (`styles.title`), or through
    /// one of its imports (`sharedStyles.textMedium` from `import sharedStyles from '../Styles'`),
    /// with the file that declares it.
    func object(_ path: String, in file: String) -> (entries: [String], file: String, path: String)? {
        if let own = objects[file]?[path] { return (own, file, path) }
        if let dot = path.lastIndex(of: "."), let source = derived[file]?[String(path[..<dot])] {
            return (["fontFamily: " + source + path[dot...]], file, path)
        }
        let head = String(path.prefix(while: Self.isIdentifier))
        // A relative path, or one a tsconfig maps; a package's is not known.
        guard let binding = imports[file]?[head] else { return nil }
        let target = modules.paths(binding.module, from: file).lazy.flatMap { base in
            ["", ".ts", ".tsx", ".js", ".jsx", "/index.ts", "/index.tsx", "/index.js"].lazy.map { base + $0 }
        }
        .first { objects[$0] != nil }
        guard let target else { return nil }
        let member = binding.name + path.dropFirst(head.count)
        return objects[target]?[member].map { ($0, target, member) }
    }

    /// Whether a value is a reference: a name (`fontRegular`) or a member path (`Fonts.bold`,
    /// `theme.sizes.md`), identifiers joined by dots, not a literal.
    static func isReference(_ value: Substring) -> Bool {
        // Over the bytes, which stops at the first that no name holds (a value may be a whole
        // object); each part between dots is there and starts with no digit. Past ASCII, its
        // characters are read as characters.
        var partStart = true
        var ascii = true
        for byte in value.utf8 {
            guard isScriptNameByte(byte) || byte == UInt8(ascii: ".") else { return false }
            if byte == UInt8(ascii: ".") {
                guard !partStart else { return false }
                partStart = true
                continue
            }
            if partStart, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { return false }
            partStart = false
            ascii = ascii && byte < 0x80
        }
        guard !partStart,
            !["true", "false", "null", "undefined"].contains(where: { value.utf8.elementsEqual($0.utf8) })
        else { return false }
        return ascii
            || value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
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
        // The sheet styles others spread (`file|name`): building blocks, not usages of their own;
        // so is the `<Text` whose style a component gives each of its elements.
        var spread: Set<String> = []
        let bases = Set(declarations.pickers.compactMap { picker in picker.baseLine.map { "\(picker.file)|\($0)" } })
        let nativeWind = index.tailwind.nativeStyles()
        usages = usages.compactMap { usage in
            if !bases.isEmpty, bases.contains("\(usage.file)|\(usage.line)") { return nil }
            guard let written = usage.scriptProperties, case .fontReference(let kind) = usage.kind else {
                return usage
            }
            let properties = written.flatMap { entry in
                entry.hasPrefix("...className(") && entry.hasSuffix(")")
                    ? nativeWind(String(entry.dropFirst(13).dropLast()), usage.file) : [entry]
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
                var written = Substring(value.trimmed())
                // `fontFamily: Platform.select({ ios: 'Brand', android: fonts.brand })`: the platform's.
                if let branch = PlatformChoice.branch(written, for: usage.platform) {
                    written = Substring(branch)
                    if !ScriptDeclarations.isReference(written) { return Substring(name + ": " + written) }
                }
                guard ScriptDeclarations.isReference(written),
                    let constant = declarations.constant(String(written), in: file, platform: usage.platform)
                else { return Substring(property) }
                places.append(constant.place)
                return Substring(name + ": " + constant.value)
            }
            // A style that names no family, spread or its own, is the platform font's.
            guard read.contains(where: { ScriptDeclarations.keyed($0)?.key == "fontFamily" }),
                var resolved = ReactNativeScanner.style(
                    read, kind: kind, file: usage.file, line: usage.line, defaultSize: usage.defaultPointSize
                ).first(
                    where: { $0.platform == usage.platform })
            else { return nil }
            resolved.column = usage.column
            (resolved.text, resolved.translations, resolved.textKey, resolved.jsxBody, resolved.jsxComponent) = (
                usage.text, usage.translations, usage.textKey, usage.jsxBody, usage.jsxComponent
            )
            resolved.centredInHeight = usage.centredInHeight
            resolved.exportedSheet = usage.exportedSheet
            resolved.allCaps = resolved.allCaps || usage.allCaps
            // A spread no file of the project declares (`...theme.text` of a package) is said.
            let missing = properties.compactMap { entry -> String? in
                let spread = String(entry.dropFirst(3)).trimmed()
                guard entry.hasPrefix("..."), ScriptDeclarations.isReference(Substring(spread)),
                    declarations.object(spread, in: usage.file) == nil
                else { return nil }
                return spread
            }
            let unfound =
                missing.isEmpty
                ? nil : "checked without the styles no file declares: " + missing.joined(separator: ", ")
            let notes = [usage.note, resolved.note, unfound].compactMap { $0 }
            resolved.note = notes.isEmpty ? nil : notes.joined(separator: "; ")
            resolved.scriptProperties = nil
            resolved.via = places.isEmpty ? nil : places.joined(separator: ", ")
            return resolved
        }
        usages.removeAll { usage in
            guard case .fontReference(let kind) = usage.kind,
                let name = ["StyleSheet ", "TextStyle "].first(where: kind.hasPrefix).map({ kind.dropFirst($0.count) })
            else { return false }
            return spread.contains(usage.file + "|" + name)
                || usage.exportedSheet.map { !declarations.words.mayBeDrawn(String(name), of: $0) } == true
        }
    }

    /// The props of the project's component as `ReactNativeScanner.usages` writes them for the
    /// resolution: `<Text|preset=heading|size=xs`, `<UiText|variant=h2`.
    private static func props(_ element: String) -> [String: String] {
        var given: [String: String] = [:]
        for prop in element.split(separator: "|").dropFirst() {
            let parts = prop.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { given[String(parts[0])] = String(parts[1]) }
        }
        return given
    }

    /// Each React Native usage shown by a translation key (`TextUsage.textKey`) takes the texts
    /// the key has in the app's translations (JSON, `ScanIndex.translations`, and translation
    /// modules, `ScriptDeclarations.texts`): English's (else the first language's) as its text, the
    /// others as its translations, each checked in its language. A key none holds leaves the
    /// usage checked with the characters the app shows.
    mutating func resolveTextKeys(_ index: ScanIndex) {
        resolveTexts(index)
        var tables = index.translations
        for (language, texts) in index.scriptDeclarations.texts {
            tables[language, default: [:]].merge(texts) { first, _ in first }
        }
        guard !tables.isEmpty else { return }
        for position in usages.indices {
            guard let key = usages[position].textKey else { continue }
            let found = tables.compactMap { language, texts in
                texts[key].map { TokenText(Self.withoutPlaceholders($0), language: language) }
            }
            .sorted { ($0.language ?? "") < ($1.language ?? "") }
            guard let first = found.first(where: { $0.language == "en" }) ?? found.first else { continue }
            usages[position].text = first.text
            usages[position].translations = found.filter { $0 != first }
        }
    }

    /// Each React Native `<Text>` whose body named what was not known when its file was read
    /// (`TextUsage.jsxBody`) is read again with the names the project declares numbers and the
    /// props its component's callers pass (`JSXNames.props`: every call of the one component of
    /// its name, U: that the calls found are all its calls).
    mutating func resolveTexts(_ index: ScanIndex) {
        let declarations = index.scriptDeclarations
        let numbers = declarations.numbers
        for position in usages.indices {
            guard let body = usages[position].jsxBody else { continue }
            let component = usages[position].jsxComponent
            usages[position].jsxBody = nil
            usages[position].jsxComponent = nil
            var names = JSXTexts.Names(numbers: numbers)
            if let component, declarations.components[component.name] == 1,
                let callers = declarations.callers[component.name]
            {
                names.texts = JSXNames.props(of: component, callers: callers)
            }
            guard !names.numbers.isEmpty || !names.texts.isEmpty,
                let texts = JSXTexts.texts(Substring(body), names: names),
                let first = texts.first, !first.isEmpty
            else { continue }
            usages[position].text = first
            usages[position].translations = texts.dropFirst().map { TokenText($0) }
        }
    }

    /// A translation without its placeholders (`{{name}}`, i18next's; `%{name}`, i18n-js's), which
    /// the app fills at run time (U: with text of the same characters, not known here).
    static func withoutPlaceholders(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = [rest.firstBytes(of: "{{"), rest.firstBytes(of: "%{")].compactMap({ $0 }).min(by: {
            $0.lowerBound < $1.lowerBound
        }) {
            let closing = rest[open.lowerBound...].hasPrefix("{{") ? "}}" : "}"
            guard let close = rest[open.upperBound...].firstBytes(of: closing) else { break }
            result += rest[..<open.lowerBound]
            rest = rest[close.upperBound...]
        }
        return result + rest
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
            if spread.hasPrefix("<") {
                // The project's component picks by the element's props (`ReactNativeScanner.usages`).
                guard let picker = declarations.picker(of: String(spread.dropFirst().prefix { $0 != "|" })) else {
                    continue
                }
                let given = props(spread)
                result += expand(
                    picker.base.map { picker.picked($0, given: given) }, file: picker.file, platform: platform,
                    declarations, objects: &objects, depth: depth + 1, budget: &budget)
                for pick in picker.picks {
                    guard let value = given[pick.prop] ?? pick.fallback,
                        let object = declarations.object(pick.object + "." + value, in: picker.file)
                    else { continue }
                    objects.append((object.file, object.path))
                    result += expand(
                        object.entries, file: object.file, platform: platform, declarations, objects: &objects,
                        depth: depth + 1, budget: &budget)
                }
            } else if let object = PlatformChoice.branch(Substring(spread), for: platform) {
                guard object.first == "{" else { continue }
                var parse = 4 * object.utf8.count
                let inner = ReactNativeScanner.entries(
                    object, from: object.index(after: object.startIndex), budget: &parse
                )
                .map { String($0.drop(while: \.isBlank)) }
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
