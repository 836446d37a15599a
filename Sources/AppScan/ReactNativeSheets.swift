import Foundation

extension ReactNativeScanner {
    /// Each sheet's styles, by `sheet.style` (`StyleSheet.create({...})`), each constant typed as a
    /// text style, and each plain object a style names (`const styles = { title: {...} }`), with
    /// their properties and lines, in order, read within `budget`.
    static func sheetStyles(_ code: SourceText, budget: inout Int) -> [(
        name: String, properties: [Substring], line: Int, kind: String
    )] {
        let text = code.text
        func entries(from start: String.Index) -> [Substring] { Self.entries(text, from: start, budget: &budget) }
        var sheetStyles: [(name: String, properties: [Substring], line: Int, kind: String)] = []
        // Each entry of a sheet whose value is an object is a style, `sheet.entry`.
        func add(sheet: String, _ found: [Substring]) {
            for entry in found {
                let name = entry.prefix { $0 != ":" }.trimmed().trimmingQuotes
                let value = entry.drop { $0 != ":" }.dropFirst().drop(while: \.isBlank)
                guard !name.isEmpty, value.first == "{" else { continue }
                sheetStyles.append(
                    (
                        sheet + "." + name, entries(from: text.index(after: value.startIndex)),
                        code.lines.line(of: value.startIndex), "StyleSheet \(name)"
                    ))
            }
        }
        for call in code.codeRanges(of: "StyleSheet.create(") where sheetStyles.count <= AppScan.usageLimit {
            let open = text[call.upperBound...].drop(while: \.isBlank)
            guard open.first == "{" else { continue }
            add(
                sheet: Self.declaredName(text, before: call.lowerBound) ?? "",
                entries(from: text.index(after: open.startIndex)))
        }
        // A constant typed as a text style (`const $title: TextStyle = {...}`, Ignite's way) is a
        // style of its own name, as a sheet's is.
        for annotation in code.codeRanges(of: ": TextStyle") where sheetStyles.count <= AppScan.usageLimit {
            let rest = text[annotation.upperBound...].prefix(40)
            let start = text.start(
                ofRunBefore: annotation.lowerBound, within: 200, where: ScriptDeclarations.isIdentifier)
            let name = String(text[start..<annotation.lowerBound])
            guard !name.isEmpty, ["const ", "let ", "var "].contains(where: { text.has($0, before: start) }),
                rest.first == " " || rest.first == "=",
                let equals = rest.firstIndex(where: { !$0.isBlank }), rest[equals] == "=",
                let open = rest[rest.index(after: equals)...].firstIndex(where: { !$0.isBlank }),
                rest[open] == "{"
            else { continue }
            sheetStyles.append(
                (name, entries(from: text.index(after: open)), code.lines.line(of: open), "TextStyle \(name)"))
        }
        // A plain object a style names: `const styles = { title: {...} }` with `style={styles.title}`,
        // or `const $input = { fontFamily: ... }` with `style={$input}` (H: React Native takes any
        // object as a style; `StyleSheet.create` returns its argument).
        let named = Set(sheetStyles.map { $0.name.prefix { $0 != "." } })
        for declaration in code.codeRanges(of: "const ") where sheetStyles.count <= AppScan.usageLimit {
            guard ScriptDeclarations.startsWord(text, at: declaration.lowerBound) else { continue }
            let rest = text[declaration.upperBound...]
            let name = rest.prefix(while: ScriptDeclarations.isIdentifier)
            let value = rest[name.endIndex...].drop(while: \.isBlank)
            guard !name.isEmpty, !named.contains(name), value.first == "=",
                let open = value.dropFirst().firstIndex(where: { !$0.isBlank }), text[open] == "{"
            else { continue }
            let sheet = ["style={", "style={["].contains { text.containsBytes($0 + name + ".") }
            guard
                sheet || ["}", ",", "]"].contains(where: { text.containsBytes("style={" + name + $0) })
                    || text.containsBytes("style={[" + name + ",")
            else { continue }
            let found = entries(from: text.index(after: open))
            if sheet {
                add(sheet: String(name), found)
            } else {
                sheetStyles.append((String(name), found, code.lines.line(of: open), "TextStyle \(name)"))
            }
        }
        return sheetStyles
    }
}
