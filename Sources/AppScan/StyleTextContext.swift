import Foundation
import LineBoxAnalysis

// The Text a Kotlin or Dart style is given to, read from the source around the style: its
// literal text, its upper-casing, and what around it cuts ink (`StyleSyntax.textContext`), and
// the calls the source's parentheses and lambdas enclose (`enclosingCall`).
extension StyleSyntax {
    /// What the source says of the Text a style is given to: its literal text, and whether its view
    /// cuts ink past its line box (issue 40; docs/line-box-models.md, "What cuts").
    struct TextContext: Equatable {
        var text: String?
        /// The text is upper-cased where it is given (`"Hi".uppercase()`, `'Hi'.toUpperCase()`).
        var allCaps = false
        var overflow: ViewOverflow?
        var overflowReason: String?
        /// The height of the Text's frame (SwiftUI `.frame(height:)`), its line centred in it.
        var height: Double?
        /// How wide the Text is against its text (SwiftUI `.fixedSize()`: it hugs it).
        var sides: ViewSides?
        /// The room between the line box and the cut (Compose paddings inside a clip).
        var padding: Edges?
    }

    /// The `Text(...)` call whose arguments hold `index` and what it says: its literal text
    /// (`Text("Hi", style = ...)`, `Text(text = "Hi")`, `Text.rich(TextSpan(text: 'Hi'))`), and
    /// whether anything cuts it. A Compose Text is cut at its bounds by a clip among its own
    /// modifiers (`Modifier.clip`, `clipToBounds()`, `graphicsLayer(clip = true)`: H, Compose
    /// `Modifier.clip`), and a Flutter Text by a `ClipRect`, `ClipRRect`, `ClipOval` or `ClipPath`
    /// whose child it is (H, `RenderClipRect` sizes to its child). A clip further out (a Card's
    /// shape, `clipBehavior`, a clipping Box) cuts at its own bounds, not the text's: said, not
    /// counted as a cut. Nothing found for a style given to no Text call.
    static func textContext(
        _ text: String, around index: String.Index,
        texts: Set<String> = ["Text", "TextSpan", "Text.rich", "SelectableText", "SelectableText.rich"]
    ) -> TextContext {
        guard let call = enclosingCall(text, before: index), texts.contains(call.name) else { return TextContext() }
        let arguments = call.arguments
        var context = TextContext(text: literal(of: call, arguments: arguments))
        // The text argument (the first, or `text =`) upper-cased where it is given.
        let given = arguments.first { argumentName($0) == "text" } ?? arguments.first
        if let given, upperCasings.contains(where: { given.trimmed().hasSuffix($0) }) {
            context.allCaps = true
            if context.text == nil, let literal = upperCased(given) { context.text = literal }
        }
        if let modifier = arguments.first(where: { argumentName($0) == "modifier" }),
            modifier.containsBytes(".clip(") || modifier.containsBytes("clipToBounds()")
                || modifier.containsBytes("clip = true")
        {
            context.overflow = .hidden
            context.overflowReason = "a clip among the Text's modifiers"
            context.padding = ComposeScanner.paddingInsideClip(modifier)
            return context
        }
        // The calls around it, nearest first, over a bounded stretch of the source.
        var position = call.nameStart
        for level in 0..<6 {
            guard let parent = enclosingCall(text, before: position) else { break }
            position = parent.nameStart
            let clips = ["ClipRect", "ClipRRect", "ClipOval", "ClipPath"].contains(parent.name)
            if clips, level == 0 {
                context.overflow = .hidden
                context.overflowReason = "a \(parent.name) around the Text, at its bounds"
                return context
            }
            let clipped =
                clips
                || ["Card", "Surface", "Button", "ElevatedButton", "OutlinedButton", "TextButton", "FilledButton"]
                    .contains(parent.name)
                || parent.arguments.contains {
                    $0.containsBytes(".clip(") || $0.containsBytes("clipToBounds")
                        || argumentName($0) == "clipBehavior" && !$0.containsBytes("Clip.none")
                }
            if clipped {
                context.overflowReason =
                    "a \(parent.name) around it clips at its own bounds, which the source does not tie to the text's"
                return context
            }
        }
        return context
    }

    /// A call around an index (`enclosingCall`): its name, where the name starts, and its
    /// arguments, read only when asked for (a parent's arguments hold the whole tree under it).
    struct EnclosingCall {
        var name: String
        var nameStart: String.Index
        fileprivate var text: String
        /// Where its arguments start; nil for a trailing lambda's call without parentheses.
        fileprivate var argumentsStart: String.Index?

        var arguments: [Substring] { argumentsStart.map { SwiftScanner.callArguments(text, from: $0) } ?? [] }
    }

    /// A call around `index`: the name before the unclosed `(` of its arguments, or of a trailing
    /// lambda's `{` (`Card(shape = s) { Text(...) }`, `Surface { ... }`), and where its name starts.
    /// Looks back over at most 2,000 characters (Unicode scalars), over the UTF-8 bytes: brackets
    /// are ASCII. A list the index is in (`children: [...]`) ends the search, or is passed
    /// `throughLists` to the call it is given to.
    static func enclosingCall(
        _ text: String, before index: String.Index, throughLists: Bool = false, lambdas: Bool = false
    ) -> EnclosingCall? {
        let utf8 = text.utf8
        var depth = 0
        var cursor = index
        var read = 0
        while cursor > utf8.startIndex, read < 2000 {
            cursor = utf8.index(before: cursor)
            let byte = utf8[cursor]
            guard byte & 0xC0 != 0x80 else { continue }  // within a character: counted at its first byte
            read += 1
            switch byte {
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"): depth += 1
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth == 0 else {
                    depth -= 1
                    continue
                }
                if byte == UInt8(ascii: "[")
                    || lambdas && byte == UInt8(ascii: "{") && isLambdaArgument(text, brace: cursor)
                {
                    guard throughLists else { return nil }
                    continue
                }
                return call(text, opening: cursor)
            default: break
            }
        }
        return nil
    }

    /// The call whose arguments (or trailing lambda) the bracket at `open` opens.
    private static func call(_ text: String, opening open: String.Index) -> EnclosingCall? {
        var nameEnd = open
        var arguments: String.Index?
        if text[open] == "{" {
            // A trailing lambda: its call's arguments, if any, end just before it.
            let before = text[..<open].reversed().drop(while: \.isBlank)
            guard let last = before.first else { return nil }
            if last == ")" {
                let close = text.index(before: before.startIndex.base)
                guard let parenthesis = matchingOpen(text, close: close) else { return nil }
                arguments = text.index(after: parenthesis)
                nameEnd = parenthesis
            } else {
                nameEnd = before.startIndex.base
            }
        } else {
            arguments = text.index(after: open)
        }
        // A generic call's type arguments (`DropdownMenuItem<String>(`) come before its `(`.
        if nameEnd > text.startIndex, text[text.index(before: nameEnd)] == ">" {
            nameEnd =
                matchingOpen(
                    text, close: text.index(before: nameEnd), pair: ("<", ">"), limit: 200,
                    allowed: { $0.isLetter || $0.isNumber || " _.,?".contains($0) }) ?? nameEnd
        }
        let name = text[..<nameEnd].reversed().prefix { $0.isNamePart || $0 == "." }
        guard !name.isEmpty else { return nil }
        return EnclosingCall(
            name: String(name.reversed()), nameStart: name.endIndex.base, text: text, argumentsStart: arguments)
    }

    /// Whether the `{` at `brace` opens a Kotlin lambda given as an argument's value (`title = {`,
    /// `(x, {`), not a trailing lambda (`Button(...) {`, `Row {`).
    static func isLambdaArgument(_ text: String, brace: String.Index) -> Bool {
        guard let last = text[..<brace].reversed().first(where: { !$0.isWhitespace }) else { return false }
        return last == "=" || last == "," || last == "("
    }

    /// The bracket that opens the one at `close` (`(` for `)`, `<` for `>`), reading back at most
    /// `limit` characters, each bracket or one `allowed` accepts.
    static func matchingOpen(
        _ text: String, close: String.Index, pair: (open: Character, close: Character) = ("(", ")"),
        limit: Int = 2000, allowed: (Character) -> Bool = { _ in true }
    ) -> String.Index? {
        var depth = 0
        var cursor = close
        for _ in 0..<limit where cursor > text.startIndex {
            cursor = text.index(before: cursor)
            let character = text[cursor]
            if character == pair.close {
                depth += 1
            } else if character == pair.open {
                if depth == 0 { return cursor }
                depth -= 1
            } else if !allowed(character) {
                return nil
            }
        }
        return nil
    }

    /// A Text call's literal text, nil for a computed one.
    private static func literal(of call: EnclosingCall, arguments: [Substring]) -> String? {
        // `Text.rich(TextSpan(text: 'Hi'), style: ...)`: the span's text, when it has no children.
        if call.name == "Text.rich" || call.name == "SelectableText.rich" {
            guard let span = arguments.first, span.hasPrefix("TextSpan("), !span.contains("children") else {
                return nil
            }
            return Self.namedText(
                SwiftScanner.callArguments(String(span), from: span.index(span.startIndex, offsetBy: 9)))
        }
        // `Text("Hi", ...)`, or the `text` argument: `Text(text = "Hi")`, `TextSpan(text: 'Hi')`.
        if call.name == "Text" || call.name == "SelectableText", let first = arguments.first,
            let literal = Self.literalText(first)
        {
            return literal
        }
        return Self.namedText(arguments)
    }

    /// How Kotlin and Dart upper-case a string where it is given to a Text.
    private static let upperCasings = [".uppercase()", ".toUpperCase()", ".uppercase(Locale.ROOT)"]

    /// The literal of `"Hi".uppercase()` (or `text = "Hi".uppercase()`), as written.
    private static func upperCased(_ argument: Substring) -> String? {
        var value = argument.trimmed()[...]
        if argumentName(value) == "text" {
            value = value.dropFirst(4).drop { $0 == " " || $0 == "=" || $0 == ":" }
        }
        for suffix in upperCasings where value.hasSuffix(suffix) {
            return literalText(value.dropLast(suffix.count).trimmed()[...])
        }
        return nil
    }

    /// A string literal that is no template (`$name` in Kotlin and Dart is computed).
    private static func literalText(_ value: Substring) -> String? {
        SwiftScanner.stringLiteral(value).flatMap { $0.contains("$") ? nil : $0 }
    }

    /// The literal of a call's `text = "..."` (Kotlin) or `text: '...'` (Dart) argument.
    static func namedText(_ arguments: [Substring]) -> String? {
        for argument in arguments where argumentName(argument) == "text" {
            let value = argument.dropFirst(4).drop { $0 == " " }
            if value.first == "=" || value.first == ":" {
                return literalText(value.dropFirst().drop(while: \.isBlank))
            }
        }
        return nil
    }
}
