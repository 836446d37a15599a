import LineBoxAnalysis

/// A Compose design system's own text composable with a default style (`fun AppText(text: String,
/// style: TextStyle = AppTheme.typography.body)`): each call that passes no style is drawn in that
/// default, a usage at the call with the default's style (resolved where the signature names it)
/// and the call's own text. A call counts only in a file that sees the wrapper: its package, or
/// an import of it (a file importing Material's `Text` calls Material's, not a wrapper named `Text`).
struct ComposeWrapper: Hashable {
    var file: String
    var name: String
    /// The wrapper's package and the style parameter: its label and position.
    var package: String
    var label: String
    var position: Int
    /// The line of the default's value, where the scan resolves it as a usage.
    var defaultLine: Int

    /// Each top-level `fun Name(...)` of a Kotlin file with a `TextStyle` parameter given a default.
    static func wrappers(in source: SourceText, file: String) -> [ComposeWrapper] {
        let text = source.text
        guard text.containsBytes("TextStyle =") else { return [] }
        let package = Self.package(of: source)
        var found: [ComposeWrapper] = []
        for keyword in source.codeRanges(of: "fun ") where found.count < 64 {
            let name = String(text[keyword.upperBound...].prefix { $0.isNamePart })
            guard name.first?.isUppercase == true,
                let open = text[keyword.upperBound...].dropFirst(name.count).first, open == "("
            else { continue }
            let start = text.index(keyword.upperBound, offsetBy: name.count + 1)
            for (position, parameter) in SwiftScanner.callArguments(text, from: start).enumerated() {
                let label = StyleSyntax.argumentName(parameter.drop(while: \.isBlank))
                let rest = parameter.drop(while: \.isBlank).dropFirst(label.count).drop { $0 == " " }
                guard rest.hasPrefix(":"), rest.dropFirst().drop(while: \.isBlank).hasPrefix("TextStyle"),
                    let equals = rest.firstIndex(of: "=")
                else { continue }
                let value = rest[rest.index(after: equals)...].drop(while: \.isBlank)
                // The value where the signature writes it (the arguments are copies of the text).
                guard !value.isEmpty, let written = text.firstBytes(of: String(value.prefix(60)), from: start) else {
                    continue
                }
                found.append(
                    ComposeWrapper(
                        file: file, name: name, package: package, label: label, position: position,
                        defaultLine: source.lines.line(of: written.lowerBound)))
                break
            }
        }
        return found
    }

    /// `package a.b` of a Kotlin file ("" for none).
    static func package(of source: SourceText) -> String {
        guard let keyword = source.firstCode(of: "package ", from: source.text.startIndex) else { return "" }
        return String(
            source.text[keyword.upperBound...].prefix { $0.isNamePart || $0 == "." })
    }

    /// Whether a file of `package` sees this wrapper under its name.
    func isVisible(in source: SourceText, package: String) -> Bool {
        package == self.package
            || source.firstCode(of: "import \(self.package).\(name)\n", from: source.text.startIndex) != nil
            || source.firstCode(of: "import \(self.package).*", from: source.text.startIndex) != nil
    }

    /// Each call of the wrapper in a file that sees it and passes no style (by label or position),
    /// at its line, with its text.
    func calls(in source: SourceText) -> [SwiftScanner.FontReference] {
        let text = source.text
        var found: [SwiftScanner.FontReference] = []
        for call in source.codeRanges(of: name + "(") where found.count <= AppScan.usageLimit {
            // Not a longer name, a member (`x.Text(`) or the declaration (`fun Text(`).
            let before = text[..<call.lowerBound]
            if let previous = before.last, previous.isLetter || previous.isNumber || previous == "_" || previous == "."
            {
                continue
            }
            if before.reversed().drop(while: \.isBlank).prefix(3).elementsEqual("nuf") { continue }
            let arguments = SwiftScanner.callArguments(text, from: call.upperBound).map {
                $0.drop(while: \.isBlank)
            }
            let named = arguments.filter { argument in
                let name = StyleSyntax.argumentName(argument)
                return !name.isEmpty && argument.dropFirst(name.count).drop { $0 == " " }.first == "="
                    && argument.dropFirst(name.count).drop { $0 == " " }.dropFirst().first != "="
            }
            let positional = arguments.count - named.count
            guard positional <= position, !named.contains(where: { StyleSyntax.argumentName($0) == label }) else {
                continue
            }
            found.append(
                SwiftScanner.FontReference(
                    type: nil, name: name, line: source.lines.line(of: call.lowerBound),
                    written: "\(name)(\(label) = default)",
                    context: StyleSyntax.textContext(text, around: call.upperBound, texts: [name])))
        }
        return found
    }
}
