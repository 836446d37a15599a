import Foundation
import LineBoxAnalysis

/// What a React Native value gives each platform: `Platform.select({ ios: a, android: b })` by
/// its keys, and `Platform.OS === 'ios' ? a : b` as the branch of that platform and the branch of
/// every other (H: react-native `Platform.select` tries the platform's own key, then `native`, then
/// `default`; `Platform.OS` is `'ios'` on iOS and `'android'` on Android). One home for both, so a
/// theme's constant, a style's value and a spread style choose alike.
enum PlatformChoice {
    /// The keys a choice is recorded under (`typography.primary@ios`).
    static let recordedKeys: Set<String> = ["ios", "android", "native", "default"]

    /// A platform's keys in the order a choice is tried: its own, `native`, `default`.
    static func keys(for platform: Platform?) -> [String] {
        switch platform {
        case .reactNativeIOS?: return ["ios", "native", "default"]
        case .reactNativeAndroid?: return ["android", "native", "default"]
        default: return []
        }
    }

    /// Whether a value chooses by platform, to be read once every file is.
    static func isChoice(_ value: Substring) -> Bool {
        value.hasPrefix("Platform.select(") || ternary(value) != nil
    }

    /// Each branch a value gives and the key it is given under: a `Platform.select`'s entries, or
    /// a `Platform.OS` condition's two branches (`'ios' ? a : b` as `ios: a, default: b`); nil for
    /// any other value.
    static func branches(_ value: Substring, budget: inout Int) -> [(key: String, value: Substring)]? {
        if value.hasPrefix("Platform.select(") {
            guard let open = value.firstIndex(of: "{") else { return nil }
            return ReactNativeScanner.entries(value.base, from: value.index(after: open), budget: &budget)
                .compactMap { ScriptDeclarations.keyed($0) }
        }
        return ternary(value)
    }

    /// The branch a value gives `platform`, trimmed; nil where it is no choice or gives none.
    static func branch(_ value: Substring, for platform: Platform) -> String? {
        var parse = 4 * min(value.utf8.count, 100_000)
        guard let branches = branches(value, budget: &parse) else { return nil }
        return keys(for: platform).lazy.compactMap { key in branches.first { $0.key == key }?.value }.first?
            .trimmed()
    }

    /// `Platform.OS === 'ios' ? a : b` (or `==`, `!==`, `!=`, the whole in parentheses): `ios: a,
    /// default: b` (`!==`: `ios: b, default: a`). Each branch ends at the expression's end: a `,`,
    /// `;` or line break outside brackets and strings, or a bracket that closes one it did not
    /// open, within 2,000 characters. A branch holding another condition is not read (nil), nor is
    /// a value that does not start with `Platform.OS` (no other value is walked).
    static func ternary(_ value: Substring) -> [(key: String, value: Substring)]? {
        var text = value
        if text.first == "(" { text = text.dropFirst().drop(while: \.isBlank) }
        guard text.hasPrefix("Platform.OS") else { return nil }
        text = text.prefix(2_000)
        var parts: [Substring] = []
        var start = text.startIndex
        var end = text.endIndex
        var read = true
        let closed = text.eachOutsideStrings { index, depth in
            guard depth <= 0 else { return true }
            let character = text[index]
            // A bracket it did not open, a `,` or `;`, or a line break once the last branch has
            // begun (`\n`, `\r\n`) ends the expression.
            if depth < 0 || character == "," || character == ";"
                || character.isNewline && parts.count == 2 && !text[start..<index].allSatisfy(\.isBlank)
            {
                end = index
                return false
            }
            if character == "?" {
                // `a?.b` and `a ?? b` are no condition, nor is a second one.
                let next = text.index(after: index)
                guard next < text.endIndex, text[next] != ".", text[next] != "?", parts.isEmpty else {
                    read = false
                    return false
                }
                parts.append(text[start..<index])
                start = next
            } else if character == ":", parts.count == 1 {
                parts.append(text[start..<index])
                start = text.index(after: index)
            }
            return true
        }
        guard read, closed, parts.count == 2 else { return nil }
        let (yes, no) = (parts[1].trimmedSlice(), text[start..<end].trimmedSlice())
        guard !yes.isEmpty, !no.isEmpty, let (os, equal) = condition(parts[0]) else { return nil }
        return equal ? [(os, yes), ("default", no)] : [(os, no), ("default", yes)]
    }

    /// The platform a condition compares `Platform.OS` with, and whether it asks for equality.
    private static func condition(_ written: Substring) -> (os: String, equal: Bool)? {
        let condition = written.trimmedSlice()
        for (operator_, equal) in [("!==", false), ("===", true), ("!=", false), ("==", true)] {
            guard let found = condition.range(of: operator_) else { continue }
            guard condition[..<found.lowerBound].trimmedSlice() == "Platform.OS",
                let os = SwiftScanner.stringLiteral(condition[found.upperBound...].trimmedSlice())
            else { return nil }
            return (os, equal)
        }
        return nil
    }
}
