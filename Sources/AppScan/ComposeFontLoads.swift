/// Compose families loaded at run time through an enum of font files, as Compose Multiplatform
/// apps do where generated resources are not used (DroidKaigi 2023):
///
///     enum class FontResource(val resName: String) { Montserrat("montserrat_medium.ttf") }
///     expect fun fontFamilyResource(fontResource: FontResource): FontFamily?
///     val montserrat = fontFamilyResource(FontResource.Montserrat)
///
/// Each part may sit in its own file; they meet in the index (`ScanIndex.composeFontLoads`) and
/// `montserrat` becomes a family of the one font the case names (`res/font/montserrat_medium`,
/// at the weight `Font()` gives by default, 400). Assumption (U, docs/scan.md): a function
/// declared to return a `FontFamily`, given a case whose literal names a font file, loads that file.
struct ComposeFontLoads {
    /// `Type.Case` -> the resource a case's first literal argument names (its file name without
    /// its extension), for cases whose literal is a font file name.
    var cases: [String: String] = [:]
    /// Functions declared to return `FontFamily` or `FontFamily?`.
    var functions: Set<String> = []
    /// `val name = function(Type.Case)`: the function and the case, by the name; `val name =
    /// function()`: the function, the case empty.
    var calls: [String: (function: String, argument: String)] = [:]

    mutating func read(_ source: SourceText) {
        cases.merge(Self.fontCases(source)) { first, _ in first }
        functions.formUnion(Self.familyFunctions(source))
        calls.merge(Self.calls(source)) { first, _ in first }
    }

    /// The families the calls load, by the names they are given, and the names given a call of a
    /// function that makes a family in another file (`val chango = changoFontFamily()` in common
    /// code, `actual fun changoFontFamily(): FontFamily = FontFamily(...)` in `androidMain`).
    func families(made: [String: ShippedFamily]) -> [String: ShippedFamily] {
        calls.reduce(into: [:]) { families, call in
            if call.value.argument.isEmpty {
                if made[call.key] == nil, let family = made[call.value.function + "()"] { families[call.key] = family }
                return
            }
            guard functions.contains(call.value.function), let resource = cases[call.value.argument] else { return }
            families[call.key] = .faces([ShippedFamily.Face(resource: resource, weight: 400, italic: false)])
        }
    }

    /// `enum class Name(...) { Case("file.ttf"), Other("file.otf", ...); ... }`.
    static func fontCases(_ source: SourceText) -> [String: String] {
        let text = source.text
        var found: [String: String] = [:]
        for declaration in source.codeRanges(of: "enum class ") where startsWord(text, declaration.lowerBound) {
            let name = text[declaration.upperBound...].prefix { $0.isNamePart }
            guard !name.isEmpty, let open = source.firstCode(of: "{", from: declaration.upperBound) else { continue }
            var at = open.upperBound
            // Entries: `Case(arguments)` separated by commas, up to `;` or the body's end.
            while at < text.endIndex {
                at = text[at...].firstIndex { !$0.isWhitespace && $0 != "," } ?? text.endIndex
                let entry = text[at...].prefix { $0.isNamePart }
                guard !entry.isEmpty, entry.endIndex < text.endIndex, text[entry.endIndex] == "(" else { break }
                let call = SwiftScanner.call(text, from: text.index(after: entry.endIndex))
                guard let end = call.end else { break }
                at = end
                if let literal = call.arguments.first.flatMap({ SwiftScanner.stringLiteral(Substring($0.trimmed())) }),
                    let resource = Self.fontResource(literal)
                {
                    found["\(name).\(entry)"] = resource
                }
            }
        }
        return found
    }

    /// `montserrat_medium.ttf` -> `montserrat_medium`; nil for a name that is not a font file's.
    private static func fontResource(_ literal: String) -> String? {
        guard let dot = literal.lastIndex(of: "."),
            AppScan.fontExtensions.contains(literal[literal.index(after: dot)...].lowercased())
        else { return nil }
        let stem = literal[..<dot]
        let resource = stem[(stem.lastIndex(of: "/").map { stem.index(after: $0) } ?? stem.startIndex)...]
        return resource.isEmpty ? nil : String(resource)
    }

    /// `fun name(...): FontFamily` (or `FontFamily?`), `expect` and `actual` ones too.
    static func familyFunctions(_ source: SourceText) -> Set<String> {
        let text = source.text
        var names: Set<String> = []
        for found in source.codeRanges(of: "fun ") where startsWord(text, found.lowerBound) {
            let name = text[found.upperBound...].prefix { $0.isNamePart }
            guard !name.isEmpty, name.endIndex < text.endIndex, text[name.endIndex] == "(",
                let end = SwiftScanner.call(text, from: text.index(after: name.endIndex)).end
            else { continue }
            let rest = text[end...].drop { $0 == " " }
            guard rest.hasPrefix(":") else { continue }
            let type = rest.dropFirst().drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "?" }
            if type == "FontFamily" || type == "FontFamily?" { names.insert(String(name)) }
        }
        return names
    }

    /// `val name = function(Type.Case)`: a call of one argument, an enum case; `val name = function()`.
    static func calls(_ source: SourceText) -> [String: (function: String, argument: String)] {
        let text = source.text
        var calls: [String: (function: String, argument: String)] = [:]
        for found in source.codeRanges(of: "val ") where startsWord(text, found.lowerBound) {
            let name = text[found.upperBound...].prefix { $0.isNamePart }
            let rest = text[name.endIndex...].drop { $0 == " " }
            guard !name.isEmpty, rest.hasPrefix("=") else { continue }
            let callee = rest.dropFirst().drop { $0 == " " }
            let function = callee.prefix { $0.isNamePart }
            guard !function.isEmpty, function.endIndex < text.endIndex, text[function.endIndex] == "(" else { continue }
            let arguments = SwiftScanner.callArguments(text, from: text.index(after: function.endIndex))
            if arguments.allSatisfy({ $0.allSatisfy(\.isBlank) }) {
                calls[String(name)] = (String(function), "")
                continue
            }
            guard arguments.count == 1, let argument = arguments.first?.trimmed() else { continue }
            let parts = argument.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ $0.first?.isUppercase == true }),
                parts.allSatisfy({ $0.allSatisfy { $0.isNamePart } })
            else { continue }
            calls[String(name)] = (String(function), argument)
        }
        return calls
    }

    /// No letter, digit or `_` just before `index`: a keyword there is not the end of a name (`interval `).
    private static func startsWord(_ text: String, _ index: String.Index) -> Bool {
        guard index > text.startIndex else { return true }
        let previous = text[text.index(before: index)]
        return !(previous.isLetter || previous.isNumber || previous == "_")
    }
}
