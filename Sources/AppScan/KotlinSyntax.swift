/// Kotlin's parameter lists and named arguments, as the Compose readers take them apart.
enum KotlinSyntax {
    /// A Kotlin function's name and parameters, from just past its `fun `: `fun appTypography(
    /// fontFamily: FontFamily?)`, `fun TextStyle.x(`, `fun <T> x(`.
    /// `end` is just past its `)`, nil when that is not found.
    static func signature(_ text: String, after start: String.Index) -> (
        name: String, parameters: [(name: String, default: Substring?)], end: String.Index?
    )? {
        let head = text[start...].prefix(300)
        guard let open = head.firstIndex(of: "(") else { return nil }
        let name = head[..<open].reversed().prefix { $0.isNamePart }
        guard !name.isEmpty else { return nil }
        let call = SwiftScanner.call(text, from: text.index(after: open), limit: 4_000)
        return (String(name.reversed()), call.arguments.compactMap(parameter), call.end)
    }

    /// `fontWeight: FontWeight = FontWeight.Bold` as its name and default.
    static func parameter(_ written: Substring) -> (name: String, default: Substring?)? {
        let entry = written.trimmed()
        let name = StyleSyntax.argumentName(Substring(entry))
        guard !name.isEmpty, entry.dropFirst(name.count).drop(while: { $0 == " " }).first == ":" else { return nil }
        return (name, entry.firstIndex(of: "=").map { Substring(entry[entry.index(after: $0)...].trimmed()) })
    }

    /// `field = value` as its parts; nil for a positional argument.
    static func named(_ written: Substring) -> (field: String, value: Substring)? {
        let entry = Substring(written.trimmed())
        let field = StyleSyntax.argumentName(entry)
        let rest = entry.dropFirst(field.count).drop { $0 == " " }
        guard !field.isEmpty, rest.first == "=", rest.dropFirst().first != "=" else { return nil }
        return (field, Substring(rest.dropFirst().trimmed()))
    }
}
