/// A Compose style whose family is a parameter of the function that makes it (`fun appTypography(
/// fontFamily: FontFamily?) = Typography(bodyLarge = TextStyle(fontFamily = fontFamily))`) has the
/// family that parameter is given: its default, or else the one value every call in the project
/// passes, a caller's own parameter followed to its default (`fun AppTheme(fontFamily: FontFamily? =
/// brandFamily()) { ... typography = appTypography(fontFamily) }`). The app is taken to start with
/// those defaults (U: a setting may choose another family at run time); calls that pass different
/// values, or a parameter with neither default nor callers, leave the family computed.
enum ComposeParameters {
    /// How many callers' parameters are followed, the most calls of one function read, and the
    /// most parameters followed to their calls in a project (each search reads every Kotlin file).
    static let depthLimit = 3
    static let callLimit = 100
    static let searchLimit = 64

    /// The sites' `fontFamily = name` arguments, where `name` is a parameter of the enclosing
    /// function that resolves, rewritten to the value it resolves to.
    static func resolve(_ sites: inout [[StyleSyntax.Site]], in files: [(file: String, source: SourceText)]) {
        var functions: [[Range<String.Index>]] = []  // each file's `fun ` declarations, found when needed
        var cache: [String: Substring?] = [:]
        func declarations(_ position: Int) -> [Range<String.Index>] {
            while functions.count <= position { functions.append(files[functions.count].source.codeRanges(of: "fun ")) }
            return functions[position]
        }
        for position in files.indices {
            for site in sites[position].indices {
                for (number, argument) in sites[position][site].arguments.enumerated() {
                    guard let (field, value) = KotlinSyntax.named(argument), field == "fontFamily",
                        let first = value.first, first.isLowercase,
                        value.allSatisfy({ $0.isNamePart })
                    else { continue }
                    let found = Self.value(
                        of: String(value), at: sites[position][site].index, file: position, files: files,
                        declarations: declarations, cache: &cache, depth: 0)
                    if let found { sites[position][site].arguments[number] = Substring("fontFamily = " + found) }
                }
            }
        }
    }

    /// The value the parameter `name` of the function enclosing `index` in file `file` has.
    private static func value(
        of name: String, at index: String.Index, file: Int, files: [(file: String, source: SourceText)],
        declarations: (Int) -> [Range<String.Index>], cache: inout [String: Substring?], depth: Int
    ) -> Substring? {
        let text = files[file].source.text
        guard depth < depthLimit, let function = declarations(file).last(where: { $0.lowerBound < index }),
            let (function, parameters, end) = KotlinSyntax.signature(text, after: function.upperBound),
            let parameter = parameters.firstIndex(where: { $0.name == name }),
            let end, Self.isInBody(text, from: end, index: index)
        else { return nil }
        if let given = parameters[parameter].default { return given }
        let key = function + "\u{0}" + name
        if let known = cache[key] { return known }
        guard cache.count < searchLimit else { return nil }
        cache[key] = .some(nil)  // a call of the function within its own callers is no value
        var values: Set<Substring> = []
        var calls = 0
        for caller in files.indices where files[caller].source.text.containsBytes(function + "(") {
            let callerText = files[caller].source.text
            for call in files[caller].source.codeRanges(of: function + "(") where calls < callLimit {
                // A call, not the declaration nor a longer name's.
                let before = callerText[..<call.lowerBound]
                if let previous = before.last, previous.isLetter || previous.isNumber || previous == "_" { continue }
                if before.hasSuffix("fun ") || before.hasSuffix(".") { continue }
                // A preview's call is no value the app runs with.
                if let enclosing = declarations(caller).last(where: { $0.lowerBound < call.lowerBound }),
                    Self.isPreview(callerText[..<enclosing.lowerBound])
                {
                    continue
                }
                calls += 1
                let arguments = SwiftScanner.callArguments(callerText, from: call.upperBound)
                let named = arguments.compactMap(KotlinSyntax.named).first { $0.field == name }?.value
                let positional = arguments.filter { KotlinSyntax.named($0) == nil }
                guard
                    var passed = named
                        ?? (parameter < positional.count ? Substring(positional[parameter].trimmed()) : nil)
                else {
                    values.insert("")  // the default there is none of
                    continue
                }
                if passed.allSatisfy({ $0.isNamePart }), passed.first?.isLowercase == true {
                    guard
                        let followed = Self.value(
                            of: String(passed), at: call.lowerBound, file: caller, files: files,
                            declarations: declarations, cache: &cache, depth: depth + 1)
                    else {
                        values.insert("")
                        continue
                    }
                    passed = followed
                }
                values.insert(passed)
            }
        }
        let value = values.count == 1 && values.first != "" ? values.first : nil
        cache[key] = .some(value)
        return value
    }

    /// Whether `index` is in the body of the function whose parameter list ends at `end`: an
    /// expression body (`) = Typography(`), or a block (`): Typography {`) not closed before it.
    static func isInBody(_ text: String, from end: String.Index, index: String.Index) -> Bool {
        guard end <= index else { return false }
        var depth = 0
        for character in text[end..<index] {
            if character == "{" { depth += 1 }
            if character == "}" {
                depth -= 1
                if depth <= 0 { return false }  // the block closed, or the body was an expression
            }
        }
        return true
    }

    /// Whether the annotations before a `fun` (the text before it) make it a preview (`@Preview`,
    /// `@PreviewLightDark`, `@Preview(...)`): those on its line and the lines above it, up to a blank
    /// line or the end of the declaration before.
    static func isPreview(_ before: Substring) -> Bool {
        let lines = before.suffix(600).split(separator: "\n", omittingEmptySubsequences: false).reversed().prefix(8)
        for (number, line) in lines.enumerated() {
            if line.containsBytes("@Preview") { return true }
            let code = line.trimmed()
            if number > 0, code.isEmpty || code.hasSuffix("}") || code.hasSuffix(";") { return false }
        }
        return false
    }
}
