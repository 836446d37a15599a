import Foundation

/// Dart extension members on `TextStyle` that return a copy of the style (`lato.bold.size(14)`),
/// each read as the `copyWith` arguments it stands for: the project's own (`extension E on
/// TextStyle { TextStyle get bold => copyWith(fontWeight: FontWeight.bold); TextStyle size(double
/// v) => copyWith(fontSize: v); }`, a member calling another of the same extension too) and, in a
/// project that imports it, the `textstyle_extensions` package's (its `lib/textstyle_extensions.dart`,
/// gskinnerTeam/flutter-textstyle-extensions, read for the table below).
struct DartStyleExtensions: Sendable {
    /// A member's `copyWith` arguments, each a name and its value as written, nil for the value
    /// the call is given (`size(16)`: `fontSize: 16`); whether it is called with one (a getter is not).
    struct Member: Sendable {
        var arguments: [(name: String, value: String?)]
        var called: Bool
    }
    private(set) var members: [String: Member] = [:]

    static let none = DartStyleExtensions()

    /// textstyle_extensions 1.x/2.x: every member is `copyWith` of one argument (`textDecoration`'s
    /// others are paint). `scale(v)` is `fontSize: fontSize * v`: the base's size times a value, left
    /// computed.
    private static let package: [String: Member] = {
        var members: [String: Member] = [:]
        let weights = [
            "thin": "w100", "extraLight": "w200", "light": "w300", "regular": "normal", "medium": "w500",
            "semiBold": "w600", "bold": "w700", "extraBold": "w800", "black": "w900",
        ]
        for (name, weight) in weights {
            members[name] = Member(arguments: [("fontWeight", "FontWeight.\(weight)")], called: false)
        }
        members["italic"] = Member(arguments: [("fontStyle", "FontStyle.italic")], called: false)
        for name in ["underline", "lineThrough", "overline"] {
            members[name] = Member(arguments: [("decoration", "TextDecoration.\(name)")], called: false)
        }
        let parameters = [
            "textColor": "color", "textBackgroundColor": "backgroundColor", "size": "fontSize",
            "weight": "fontWeight", "style": "fontStyle", "letterSpace": "letterSpacing", "wordSpace": "wordSpacing",
            "baseline": "textBaseline", "textHeight": "height", "textLocale": "locale", "textForeground": "foreground",
            "textBackground": "background", "textShadows": "shadows", "textFeatures": "fontFeatures",
            "textDecoration": "decoration",
        ]
        for (name, argument) in parameters { members[name] = Member(arguments: [(argument, nil)], called: true) }
        members["scale"] = Member(arguments: [("fontSize", "fontSize * v")], called: true)
        return members
    }()

    private init() {}

    /// The members the project's Dart files declare, and the package's where a file imports it.
    init(_ files: [(file: String, source: SourceText)]) {
        for (_, source) in files {
            if source.text.containsBytes("package:textstyle_extensions/") {
                members.merge(Self.package) { own, _ in own }
            }
            // The file's braces paired once, for all its extensions.
            var pairs: [Int: Int]?
            for found in source.codeRanges(of: "extension ") {
                members.merge(Self.declared(in: source, at: found, pairs: &pairs)) { first, _ in first }
            }
        }
    }

    /// The members of an `extension Name on TextStyle { ... }` at `found`: each `TextStyle get name
    /// => copyWith(...);` or `TextStyle name(Type value) => copyWith(...);`, and each that calls
    /// another (`TextStyle get bold => weight(FontWeight.w700);`) as that one's with its value.
    private static func declared(
        in source: SourceText, at found: Range<String.Index>, pairs: inout [Int: Int]?
    ) -> [String: Member] {
        let text = source.text
        let head = text[found.upperBound...].prefix(200)
        guard let open = head.firstIndex(of: "{"),
            head[..<open].split(whereSeparator: \.isBlank).suffix(2).elementsEqual(["on", "TextStyle"])
        else { return [:] }
        let paired = pairs ?? source.bracePairs()
        pairs = paired
        guard let body = source.body(open: open, pairs: paired) else { return [:] }
        var direct: [String: Member] = [:]
        var calls: [String: (member: String, value: Substring)] = [:]
        for written in text[body].components(separatedBy: ";") {
            // Its doc comments left out.
            let declaration = written.split(separator: "\n")
                .filter { !$0.drop(while: \.isBlank).hasPrefix("//") }.joined(separator: "\n")
            let words = declaration.split { !($0.isNamePart) }
            guard words.first == "TextStyle", words.count > 2, let arrow = declaration.range(of: "=>") else { continue }
            let getter = words[1] == "get"
            let name = String(getter ? words[2] : words[1])
            let parameter = getter ? nil : words.dropFirst(2).dropFirst().first.map(String.init)
            let value = declaration[arrow.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
            let callee = value.prefix { $0.isNamePart }
            guard !callee.isEmpty, value.dropFirst(callee.count).first == "(" else { continue }
            let arguments = SwiftScanner.callArguments(
                value, from: value.index(value.startIndex, offsetBy: callee.count + 1))
            if callee == "copyWith" {
                let written: [(name: String, value: String?)] = arguments.compactMap { argument in
                    guard let colon = argument.firstIndex(of: ":") else { return nil }
                    let value = argument[argument.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    return (argument[..<colon].trimmingCharacters(in: .whitespaces), value == parameter ? nil : value)
                }
                direct[name] = Member(arguments: written, called: !getter)
            } else if getter, let only = arguments.first, arguments.count == 1 {
                calls[name] = (String(callee), only)
            }
        }
        for (name, call) in calls {
            guard let called = direct[call.member], called.called else { continue }
            direct[name] = Member(
                arguments: called.arguments.map { ($0.name, $0.value ?? String(call.value)) }, called: false)
        }
        return direct
    }

    /// Each chain of members in the file's code (`.bold.size(16)`): where its first `.` is, and its
    /// `copyWith` arguments in order (a later one over an earlier, as `copyWith` does). At most
    /// `AppScan.usageLimit + 1` of them.
    func chains(in source: SourceText) -> [(start: String.Index, arguments: [Substring])] {
        guard !members.isEmpty else { return [] }
        let text = source.text
        let utf8 = text.utf8
        let bytes = Array(utf8)
        var found: [(start: String.Index, arguments: [Substring])] = []
        var walked = (offset: 0, index: utf8.startIndex)  // offsets to indices, walking forward once
        var offset = 0
        while found.count <= AppScan.usageLimit, offset + 1 < bytes.count {
            defer { offset += 1 }
            // A `.` and a word: a member whose name is one of the extension's, in code.
            guard bytes[offset] == UInt8(ascii: "."), isWordByte(bytes[offset + 1]) else { continue }
            var end = offset + 1
            while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
            guard members[String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)] != nil else {
                offset = end - 1
                continue
            }
            walked = (offset, utf8.index(walked.index, offsetBy: offset - walked.offset))
            guard source.isCode(walked.index), let chain = chain(text, at: walked.index) else { continue }
            found.append((walked.index, chain.arguments))
            let chainEnd = utf8.distance(from: walked.index, to: chain.end) + offset
            walked = (chainEnd, chain.end)
            offset = chainEnd - 1
        }
        return found
    }

    /// The chain of members at `index` (its `.`): its `copyWith` arguments and where it ends; nil
    /// where no member starts there. A member with a value must be called with one, a getter not be called.
    private func chain(_ text: String, at index: String.Index) -> (arguments: [Substring], end: String.Index)? {
        var arguments: [Substring] = []
        var cursor = index
        while cursor < text.endIndex, text[cursor] == "." {
            let nameStart = text.index(after: cursor)
            let name = text[nameStart...].prefix { $0.isNamePart }
            guard let member = members[String(name)] else { break }
            let after = name.endIndex
            let called = after < text.endIndex && text[after] == "("
            guard called == member.called else { break }
            if called {
                let call = SwiftScanner.call(text, from: text.index(after: after))
                guard let end = call.end, let value = call.arguments.first else { break }
                arguments += member.arguments.map { "\($0.name): \($0.value ?? String(value))"[...] }
                cursor = end
            } else {
                arguments += member.arguments.compactMap { argument in
                    argument.value.map { "\(argument.name): \($0)"[...] }
                }
                cursor = after
            }
        }
        return arguments.isEmpty ? nil : (arguments, cursor)
    }
}
