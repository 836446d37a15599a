/// A project's Kotlin extension functions that copy a text style (`fun TextStyle.style(color: Color =
/// Black, fontWeight: FontWeight = FontWeight.Bold) = this.copy(color = color, fontWeight = fontWeight)`):
/// a call of one on a theme's style (`AppTheme.typography.body.style(color = Red)`) is a copy whose
/// arguments are the function's `copy` arguments, each parameter given the call's argument (by name
/// or position) or else its default.
struct StyleCopiers {
    struct Copier {
        var parameters: [(name: String, default: Substring?)]
        /// The `copy(...)` arguments, as written in the function (`fontWeight = fontWeight`).
        var copied: [(field: String, value: Substring)]
    }

    private(set) var copiers: [String: Copier] = [:]

    /// The most copiers a project's files give (a design system has a few).
    static let limit = 64

    /// The copiers a project's Kotlin files declare.
    init(_ files: [(file: String, source: SourceText)]) {
        for (_, source) in files where copiers.count < Self.limit {
            let text = source.text
            for found in source.codeRanges(of: "fun TextStyle.") where copiers.count < Self.limit {
                guard let signature = KotlinSyntax.signature(text, after: found.upperBound),
                    copiers[signature.name] == nil, let end = signature.end
                else { continue }
                // `) = this.copy(`, `): TextStyle = copy(`, `) { return this.copy(`
                guard var body = text.returnedExpression(after: end) else { continue }
                if body.hasPrefix("this.") { body = body.dropFirst("this.".count) }
                guard body.hasPrefix("copy(") else { continue }
                let arguments = SwiftScanner.callArguments(text, from: text.index(body.startIndex, offsetBy: 5))
                copiers[signature.name] = Copier(
                    parameters: signature.parameters, copied: arguments.compactMap(KotlinSyntax.named))
            }
        }
    }

    /// The call of a copier that follows a style at `index` (`.style(color = Red)`): its name, the
    /// arguments of the copy it makes (`fontWeight = FontWeight.Bold`) and where the call ends; nil
    /// when none follows.
    func call(_ text: String, after index: String.Index) -> (
        name: String, arguments: [Substring], end: String.Index
    )? {
        guard !copiers.isEmpty else { return nil }
        let rest = text[index...].drop { $0 == "!" || $0 == "?" || $0 == " " }
        guard rest.first == "." else { return nil }
        let name = rest.dropFirst().prefix { $0.isNamePart }
        guard let copier = copiers[String(name)], text[name.endIndex...].first == "(" else { return nil }
        let read = SwiftScanner.call(text, from: text.index(after: name.endIndex))
        guard let end = read.end else { return nil }
        let given = read.arguments.filter { !$0.allSatisfy(\.isBlank) }
        var bound: [String: Substring] = [:]
        for (position, argument) in given.enumerated() {
            if let named = KotlinSyntax.named(argument) {
                bound[named.field] = named.value
            } else if position < copier.parameters.count {
                bound[copier.parameters[position].name] = Substring(argument.trimmed())
            }
        }
        let arguments = copier.copied.map { field, value -> Substring in
            // A parameter is the call's argument or its default; anything else is as written.
            let parameter = copier.parameters.first { $0.name == value }
            let given = parameter.flatMap { bound[$0.name] ?? $0.default } ?? value
            return Substring(field + " = " + given)
        }
        return (String(name), arguments, end)
    }
}
