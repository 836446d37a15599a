import Foundation

/// The uses of the styles a project names (`TextStyles.body1`, `$styles.text.h1`, `style = SmallHeading`),
/// read by Kotlin and Dart alike: a use is a usage at its line with the style and its Text's literal,
/// and the style it names stands no longer as a usage of its own.
extension StyleSyntax {
    /// Each use of a named style of the project (`TextStyles.body1`, `AppType.title`, not a copy
    /// of it) as a usage at its line with that style and the literal of the `Text(...)` it styles.
    /// The styles used are added to `used`.
    func namedUses(
        _ source: SourceText, file: String, project: StyleProject, ambient: ThemeFamily.Ambient?,
        used: inout Set<StyleDeclaration.Place>
    ) -> [TextUsage] {
        guard !project.styleTypes.isEmpty || project.hasNamedStyles else { return [] }
        let text = source.text
        let bytes = Array(text.utf8)
        let utf8 = text.utf8
        var usages: [TextUsage] = []
        var walked = (offset: 0, index: utf8.startIndex)  // offsets to indices, walking forward once
        var cursor = 0
        while cursor < bytes.count, usages.count <= AppScan.usageLimit {
            let byte = bytes[cursor]
            // `Type.member`: an uppercase word not after a word, `.` or `$`, a dot, a word.
            guard byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z"),
                cursor == 0
                    || !(isWordByte(bytes[cursor - 1]) || bytes[cursor - 1] == UInt8(ascii: ".")
                        || bytes[cursor - 1] == UInt8(ascii: "$"))
            else {
                cursor += 1
                continue
            }
            let start = cursor
            while cursor < bytes.count, isWordByte(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") else { continue }
            let type = String(decoding: bytes[start..<cursor], as: UTF8.self)
            guard project.styleTypes.contains(type) else { continue }
            let memberStart = cursor + 1
            cursor = memberStart
            while cursor < bytes.count, isWordByte(bytes[cursor]) { cursor += 1 }
            guard cursor > memberStart else { continue }
            // A function that returns a style is called (`TextStyles.body(context)`); a copy is a
            // site of its own, and a property (`TextStyles.body.fontSize`) is not a style.
            var next = Self.skipCall(bytes, from: cursor)
            while next < bytes.count, bytes[next] == UInt8(ascii: "!") || bytes[next] == UInt8(ascii: "?") { next += 1 }
            guard next == bytes.count || bytes[next] != UInt8(ascii: "(") && bytes[next] != UInt8(ascii: ".") else {
                continue
            }
            let written = "\(type).\(String(decoding: bytes[memberStart..<cursor], as: UTF8.self))"
            walked = (start, utf8.index(walked.index, offsetBy: start - walked.offset))
            if let usage = use(written, at: walked.index) { usages.append(usage) }
        }
        // Chains of typed members from a top-level name (`$styles.text.h1`), each word read once.
        cursor = 0
        walked = (0, utf8.startIndex)
        while !project.chainRoots.isEmpty, cursor < bytes.count, usages.count <= AppScan.usageLimit {
            guard isScriptNameByte(bytes[cursor]),
                cursor == 0 || !(isScriptNameByte(bytes[cursor - 1]) || bytes[cursor - 1] == UInt8(ascii: "."))
            else {
                cursor += 1
                continue
            }
            let start = cursor
            while cursor < bytes.count, isScriptNameByte(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "."),
                project.chainRoots.contains(String(decoding: bytes[start..<cursor], as: UTF8.self))
            else { continue }
            // The words and dots after the root; the chain ends where no word follows a dot.
            while cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "."), isWordByte(bytes[cursor + 1]) {
                cursor += 1
                while cursor < bytes.count, isWordByte(bytes[cursor]) { cursor += 1 }
            }
            // A call (`.copyWith(`: a site of its own) or a property of the style is no use of it.
            var next = cursor
            while next < bytes.count, bytes[next] == UInt8(ascii: "!") || bytes[next] == UInt8(ascii: "?") { next += 1 }
            guard cursor == bytes.count || bytes[cursor] != UInt8(ascii: "("),
                next == bytes.count || bytes[next] != UInt8(ascii: ".")
            else { continue }
            let written = String(decoding: bytes[start..<cursor], as: UTF8.self)
            walked = (start, utf8.index(walked.index, offsetBy: start - walked.offset))
            if let usage = use(written, at: walked.index) { usages.append(usage) }
        }
        // A style argument given a style's name alone (`Text(x, style = SmallHeading)`, `style: kTitle`).
        for (_, name) in Self.namedStyleArguments(in: source, separator: separator) where project.hasNamedStyles {
            guard usages.count <= AppScan.usageLimit, let usage = use(String(text[name]), at: name.lowerBound)
            else { continue }
            usages.append(usage)
        }
        return usages

        /// The usage of the style `written` names at `index`, marking it and its bases used.
        func use(_ written: String, at index: String.Index) -> TextUsage? {
            guard let style = project.style(written, in: file, type: nil, separator: separator), source.isCode(index),
                var usage = self.style(style.arguments, file, source.lines.line(of: index), ambient: ambient)
            else { return nil }
            used.insert(style.place)
            used.formUnion(style.bases)
            usage.kind = .fontReference(written)
            usage.via = "\(style.place.file):\(style.place.line)"
            usage.apply(Self.textContext(text, around: index))
            return usage
        }
    }

    /// Each `style` or `textStyle` argument of the file given a name alone, and that name, in order.
    static func namedStyleArguments(in source: SourceText, separator: Character) -> [(
        argument: Range<String.Index>, name: Range<String.Index>
    )] {
        ["style", "textStyle"].flatMap { argument in
            source.codeRanges(of: argument).compactMap { found in
                namedArgumentValue(source.text, argument: found, separator: separator).map { (found, $0) }
            }
        }.sorted { $0.argument.lowerBound < $1.argument.lowerBound }
    }

    /// The name alone an argument at `argument` is given (`style = SmallHeading`, `style: kTitle`):
    /// a word after the separator, not followed by a call, a member or a copy; nil for anything else.
    static func namedArgumentValue(_ text: String, argument: Range<String.Index>, separator: Character)
        -> Range<String.Index>?
    {
        if let previous = text[..<argument.lowerBound].last,
            previous.isLetter || previous.isNumber || previous == "_" || previous == "."
        {
            return nil
        }
        let after = text[argument.upperBound...].drop { $0 == " " }
        guard after.first == separator, separator != "=" || after.dropFirst().first != "=" else { return nil }
        let value = after.dropFirst().drop { $0 == " " }
        let name = value.prefix { $0.isNamePart }
        guard let first = name.first, first.isLetter || first == "_", !["true", "false", "null"].contains(name)
        else { return nil }
        let next = value[name.endIndex...].drop { $0 == " " }.first
        guard next != "(", next != ".", next != "!", next != "?" else { return nil }
        return name.startIndex..<name.endIndex
    }

    /// Past the arguments of a call at `offset` (its parentheses balanced within 1,000 bytes), or
    /// `offset` where no call starts.
    static func skipCall(_ bytes: [UInt8], from offset: Int) -> Int {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "(") else { return offset }
        var depth = 0
        for position in offset..<min(bytes.count, offset + 1_000) {
            if bytes[position] == UInt8(ascii: "(") {
                depth += 1
            } else if bytes[position] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return position + 1 }
            }
        }
        return offset
    }
}
