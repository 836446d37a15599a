import Foundation

/// SwiftGen's font accessors (its `fonts` template, `swift5`; H: SwiftGen
/// `Sources/SwiftGenCLI/templates/fonts/swift5.stencil`). The generated file, where the project
/// keeps it, declares each font in an enum per family:
/// `static let bold = FontConvertible(name: "Poppins-Bold", family: "Poppins", path: "Poppins-Bold.ttf")`
/// (the type's name is the template's `fontTypeName`), and code calls
/// `FontFamily.Poppins.bold.font(size: 16)`, which is `UIFont(name: "Poppins-Bold", size: 16)`, or
/// `.swiftUIFont(size: 16)`, `swiftUIFont(fixedSize:)` and `swiftUIFont(size:relativeTo:)`, which
/// are SwiftUI's `Font.custom` with the same arguments. Each call is checked as that literal call
/// would be, where it is written; the generated file registers its fonts itself
/// (`CTFontManagerRegisterFontsForURL` beside the `path:` literals: `SwiftScanner.registeredFonts`).
/// A font accessor given to a member (`static let title = FontFamily.Poppins.bold.font(size: 20)`)
/// is that usage, not followed to the member's uses.
enum SwiftGenFonts {
    /// A font the generated file declares: its PostScript name, and where.
    struct Font: Equatable {
        var name: String
        var file: String
        var line: Int
    }

    /// The fonts a Swift file declares, by `Family.style` (the innermost enum and the member).
    static func declarations(_ source: SourceText, file: String) -> [String: Font] {
        let text = source.text
        guard text.containsBytes("(name: \""), text.containsBytes("family: \""), text.containsBytes("path: \"") else {
            return [:]
        }
        var fonts: [String: Font] = [:]
        let types = source.types
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("static let ") && line.contains("(name: \"") {
            guard let first = line.firstIndex(where: { !$0.isWhitespace }), source.isCode(first),
                let type = StyleDeclaration.type(at: line.startIndex, in: types),
                let declared = line.range(of: "static let "), let equals = line.firstIndex(of: "=")
            else { continue }
            let member = line[declared.upperBound..<equals].trimmedSpaces()
            let value = line[line.index(after: equals)...].trimmedSpaces()
            guard !member.isEmpty, member.allSatisfy({ $0.isNamePart }),
                value.hasSuffix(")"), let open = value.firstIndex(of: "("),
                value[..<open].allSatisfy({ $0.isNamePart })
            else { continue }
            let arguments = SwiftScanner.callArguments(value, from: value.index(after: open))
            guard arguments.count == 3, arguments[1].hasPrefix("family:"), arguments[2].hasPrefix("path:"),
                arguments[0].hasPrefix("name:"),
                let name = SwiftScanner.stringLiteral(Substring(arguments[0].dropFirst("name:".count).trimmedSpaces()))
            else { continue }
            let key = "\(type).\(member)"
            if fonts[key] == nil { fonts[key] = Font(name: name, file: file, line: offset + 1) }
        }
        return fonts
    }

    /// The calls of a Swift file on the fonts declared (`Family.style.font(size: 16)`), each a
    /// usage as the literal call it stands for would be, its `via` the declaration.
    static func usages(_ source: SourceText, file: String, fonts: [String: Font]) -> [TextUsage] {
        let text = source.text
        guard text.containsBytes(".font(size:") || text.containsBytes(".swiftUIFont(") else { return [] }
        var usages: [TextUsage] = []
        var context: SwiftScanner.CallContext?
        for (marker, call) in [(".font(", SwiftFontCall.uiFont), (".swiftUIFont(", .custom)] {
            var start = text.startIndex
            while usages.count <= AppScan.usageLimit, let found = source.firstCode(of: marker, from: start) {
                start = found.upperBound
                let chain = text[..<found.lowerBound].reversed().prefix(200).prefix {
                    $0.isNamePart || $0 == "."
                }
                let written = String(chain.reversed())
                let parts = written.split(separator: ".")
                guard parts.count >= 2, let font = fonts["\(parts[parts.count - 2]).\(parts[parts.count - 1])"] else {
                    continue
                }
                let arguments = SwiftScanner.callArguments(text, from: found.upperBound)
                let label = arguments.first?.hasPrefix("fixedSize:") == true ? "fixedSize:" : "size:"
                guard arguments.first?.hasPrefix(label) == true, call == .custom || label == "size:" else { continue }
                var usage = TextUsage(
                    file: file, line: source.lines.line(of: found.lowerBound),
                    kind: .fontReference("\(written)\(marker)\(arguments.joined(separator: ", ")))"),
                    platform: .ios)
                usage.via = "\(font.file):\(font.line)"
                usage.scaling = SwiftScanner.dynamicTypeScaling(
                    call, arguments: arguments, text: text, before: found.lowerBound)
                if let size = arguments.first.flatMap({ literalNumber($0.dropFirst(label.count)) }) {
                    usage.font = .name(font.name)
                    usage.pointSize = size
                } else {
                    usage.skipped = .computed("the font size")
                }
                // What is around the call is looked for before its chain, as before a literal call.
                if context == nil { context = SwiftScanner.CallContext(source) }
                let chainStart = text.index(found.lowerBound, offsetBy: -written.count)
                context?.place(&usage, at: chainStart, in: text)
                usages.append(usage)
            }
        }
        return usages.sorted { $0.line < $1.line }
    }
}
