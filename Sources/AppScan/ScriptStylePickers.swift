import Foundation
import InputFiles

/// The project's own text components (`Text.tsx`, `UiText.tsx`, `AppText.tsx`): the style each
/// gives its elements, by their props' picks and by a style of its own, read once every script is.
extension ScriptDeclarations {
    /// A component's style picks: each prop that indexes one of its file's objects, in the order
    /// its source writes them (later over earlier, as the style array it builds), with the value
    /// it takes when the element gives none (`props.preset ?? "default"`).
    struct StylePicker: Sendable {
        /// The component's name: its file's (`Text` of `Text.tsx`, `UiText` of `UiText.tsx`).
        var component: String
        var file: String
        var picks: [(prop: String, object: String, fallback: String?)]
        /// The style it gives every element beneath its picks and the element's own
        /// (`ScriptDeclarations.baseStyle`), and the line of the `<Text` that gives it.
        var base: [String] = []
        var baseLine: Int?
        /// The literal defaults of its props (`({ weight = 'regular' })`), for a value its base
        /// picks by one (`picked`).
        var defaults: [String: String] = [:]

        /// A base entry whose value picks a constant by a prop (`fontFamily: font[weight]`), as the
        /// member the element's prop names, else the prop's default (`fontFamily: font.semibold`
        /// for `<AppText weight="semibold">`); any other entry as it is.
        func picked(_ entry: String, given: [String: String]) -> String {
            guard let (key, value) = ScriptDeclarations.keyed(Substring(entry)), value.last == "]",
                let open = value.firstIndex(of: "["),
                ScriptDeclarations.isReference(value[..<open])
            else { return entry }
            let prop = String(value[value.index(after: open)..<value.index(before: value.endIndex)])
            guard let member = given[prop] ?? defaults[prop], !member.isEmpty,
                member.allSatisfy(ScriptDeclarations.isIdentifier)
            else {
                return entry
            }
            return key + ": " + value[..<open] + "." + member
        }
    }

    /// The picker of the component an element names (`<UiText`, `<Text`), where one file of the
    /// project declares it.
    func picker(of component: String) -> StylePicker? {
        let found = pickers.filter { $0.component == component }
        return found.count == 1 ? found.first : nil
    }

    /// The style picks of a file that declares a text component of its own name (`Text.tsx` that
    /// exports `Text`, Ignite's; `UiText.tsx` that exports `UiText` and draws react-native's
    /// `<Text>`): each `object[prop]` whose object the file declares and whose prop is one of the
    /// component's (`props.preset`, destructured from `props` or in its parameters, `({ variant =
    /// "body" })`, with their defaults), 16 at most, and the style it gives its `<Text` of its own
    /// (`baseStyle`); nil where it has neither.
    static func picker(
        _ code: SourceText, file: String, objects: [String: [String]], derived: [String: String],
        imports: [String: (module: String, name: String)]
    ) -> StylePicker? {
        let text = code.text
        let component = Paths.deletingExtension(Paths.name(file))
        // React Native's `Text` under the name the file imports it by (`Text as RNText`).
        let tag = imports.first { $0.value == ("react-native", "Text") }?.key ?? "Text"
        guard component.first?.isUppercase == true, component.allSatisfy(isIdentifier),
            ["export const ", "export function ", "export default function "].contains(where: {
                text.containsBytes($0 + component)
            }) || text.containsBytes("export default " + component),
            component == "Text" || text.containsBytes("<" + tag) && text.containsBytes("react-native")
        else { return nil }
        // The props destructured from `props` (`const { weight, size, style: $override } = props`).
        var props: Set<String> = []
        var defaults: [String: String] = [:]
        // The parameters destructured where the component is declared (`= memo(({ variant = "body", style }) =>`).
        if let declared = code.codeRanges(of: "const " + component).first
            ?? code.codeRanges(of: "function " + component)
            .first,
            let open = text[declared.upperBound...].prefix(300).firstBytes(of: "({")
        {
            var budget = 4_000
            for item in ReactNativeScanner.entries(text, from: open.upperBound, budget: &budget).prefix(64) {
                let name = item.trimmed().prefix(while: isIdentifier)
                guard !name.isEmpty else { continue }
                props.insert(String(name))
                let rest = item.trimmed().dropFirst(name.count).trimmed()
                if rest.hasPrefix("="), let literal = SwiftScanner.stringLiteral(Substring(rest.dropFirst().trimmed()))
                {
                    defaults[String(name)] = literal
                }
            }
        }
        for destructuring in code.codeRanges(of: "} = props") {
            let head = text[..<destructuring.lowerBound].suffix(400)
            guard let open = head.lastIndex(of: "{") else { continue }
            for item in head[head.index(after: open)...].split(separator: ",") {
                let name = item.trimmed().prefix(while: isIdentifier)
                if !name.isEmpty { props.insert(String(name)) }
            }
        }
        for read in code.codeRanges(of: "props.") {
            let name = text[read.upperBound...].prefix(65).prefix(while: isIdentifier)
            if !name.isEmpty { props.insert(String(name)) }
        }
        var picks: [(prop: String, object: String, fallback: String?)] = []
        for bracket in code.codeRanges(of: "[") where picks.count < 16 {
            let object = String(
                text[text.start(ofRunBefore: bracket.lowerBound, within: 200, where: isIdentifier)..<bracket.lowerBound]
            )
            let prop = text[bracket.upperBound...].prefix(65).prefix(while: isIdentifier)
            guard !object.isEmpty, !prop.isEmpty, text[prop.endIndex...].first == "]",
                objects[object] != nil || derived[object] != nil || imports[object] != nil,
                props.contains(String(prop)),
                !picks.contains(where: { $0.prop == prop && $0.object == object })
            else { continue }
            // `props.preset ?? "default"` or `$presets[props.preset] ? props.preset : "default"`: the
            // pick without the prop.
            var fallback = defaults[String(prop)]
            if let given = text.firstBytes(of: "props.\(prop) ?? ") ?? text.firstBytes(of: "? props.\(prop) : ") {
                let literal = text[given.upperBound...].prefix(66).prefix { $0 != "\n" && $0 != ";" && $0 != ")" }
                fallback = SwiftScanner.stringLiteral(Substring(literal.trimmed()))
            }
            picks.append((String(prop), object, fallback))
        }
        let declared = Set(imports.keys).union(objects.keys.map { String($0.prefix { $0 != "." }) })
        let base = baseStyle(code, tag: tag, declared: declared, props: props)
        guard !picks.isEmpty || !base.entries.isEmpty else { return nil }
        return StylePicker(
            component: component, file: file, picks: picks, base: base.entries, baseLine: base.line, defaults: defaults)
    }

    /// The style a text component gives every element it draws, beneath its picks and the
    /// element's own (`<Text {...props} style={[{ fontFamily: 'Urbanist' }, styles.text, props.style]} />`,
    /// the commonest wrapper): its first `<Text`'s (`tag`'s) style items that are objects of its own or
    /// constants it declares or imports (`styles.text`), as spreads of its file, then its inline
    /// objects' entries, as a usage's are read; not its props (`style`, `props.style`) or picks
    /// (`variants[variant]`). Only a component whose `<Text` takes a style its props give (the
    /// caller's) has one: another's `<Text` is a usage of its own. U: the element's style goes
    /// over the component's, as in that order.
    private static func baseStyle(
        _ code: SourceText, tag: String, declared: Set<String>, props: Set<String>
    ) -> (entries: [String], line: Int?) {
        let text = code.text
        guard let first = code.codeRanges(of: "<" + tag).first else { return ([], nil) }
        var budget = 8_000
        var textBudget = 0
        guard
            let element = ReactNativeScanner.styledElement(
                text, at: first, sheets: [:], imported: declared, component: true, budget: &budget,
                textBudget: &textBudget)
        else { return ([], nil) }
        guard element.others.contains(where: { $0.hasPrefix("props.") || props.contains($0) }) else { return ([], nil) }
        let names = element.names.filter { !$0.hasPrefix("props.") }.map { "..." + $0 }
        let inline = element.inline.flatMap { start in
            ReactNativeScanner.entries(text, from: start, budget: &budget).map { String($0.trimmed()) }
        }
        let entries = Array((names + inline).prefix(64))
        return (entries, entries.isEmpty ? nil : code.lines.line(of: first.lowerBound))
    }
}
