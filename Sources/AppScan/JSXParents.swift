/// The element a JSX element sits in, found by walking back from its `<` over the tags before it:
/// a closing tag and its opening pair are siblings passed over, a self-closing tag is passed over,
/// a fragment (`<>`) is transparent, and the first opening tag left unclosed is the parent.
/// Read over UTF-8 bytes within a budget; an opening `<` that follows a name (`FC<Props>`,
/// `useState<Item>`) is a type's, not a tag's. Anything it cannot pair is unknown.
enum JSXParents {
    /// React Native's own views that hold a Text and are no Text themselves (H: react-native's
    /// components; a Text in one of them takes no size from it).
    static let containers: Set<String> = [
        "View", "ScrollView", "SafeAreaView", "KeyboardAvoidingView", "ImageBackground", "Pressable",
        "TouchableOpacity", "TouchableHighlight", "TouchableWithoutFeedback", "Modal", "Animated.View",
        "Animated.ScrollView",
    ]

    /// The name of the element `element` (the `<` of its tag) sits in; nil where the walk cannot
    /// tell (the start of the file or of the budget reached, tags that do not pair).
    static func parent(of element: String.Index, in text: String, budget: inout Int) -> String? {
        let bytes = text.utf8
        var closed: [Substring] = []
        var index = element
        var read = 0
        defer { budget -= read }
        while index > bytes.startIndex, read < min(8_000, budget) {
            index = bytes.index(before: index)
            read += 1
            guard bytes[index] == UInt8(ascii: "<") else { continue }
            let after = bytes.index(after: index)
            guard after < bytes.endIndex else { continue }
            // An opening `<` that follows a name is a type's (`FC<Props>`); a closing one may follow
            // text (`bold</Text>`).
            if bytes[after] != UInt8(ascii: "/"), index > bytes.startIndex {
                let before = bytes[bytes.index(before: index)]
                if isScriptNameByte(before) || before == UInt8(ascii: ".") { continue }
            }
            if bytes[after] == UInt8(ascii: "/") {
                // `</View>`, or `</>` closing a fragment.
                let name = self.name(text, from: bytes.index(after: after))
                guard name.endIndex < bytes.endIndex, bytes[name.endIndex] == UInt8(ascii: ">") else { continue }
                closed.append(name)
            } else if bytes[after] == UInt8(ascii: ">") {
                // A fragment's `<>`: its pair's, else transparent.
                if closed.last == "" { closed.removeLast() }
            } else if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[after]) {
                let name = self.name(text, from: after)
                guard let end = tagEnd(text, from: name.endIndex, read: &read) else { return nil }
                if bytes[bytes.index(before: end)] == UInt8(ascii: "/") { continue }
                guard let last = closed.popLast() else { return String(name) }
                guard last == name else { return nil }
            }
        }
        return nil
    }

    /// The tag name starting at `start` (`Animated.View`), at most 100 bytes.
    private static func name(_ text: String, from start: String.Index) -> Substring {
        let bytes = text.utf8
        var end = start
        while end < bytes.endIndex, bytes.distance(from: start, to: end) < 100,
            isScriptNameByte(bytes[end]) || bytes[end] == UInt8(ascii: ".")
        {
            end = bytes.index(after: end)
        }
        return text[start..<end]
    }

    /// The index of the `>` that ends the tag whose attributes start at `start` (strings and
    /// braces kept whole), within 4,000 bytes counted in `read`; nil where it does not end.
    private static func tagEnd(_ text: String, from start: String.Index, read: inout Int) -> String.Index? {
        let end = JSXTexts.scan(text[...], from: start, within: 4_000, read: &read) { byte, depth in
            depth == 0 && (byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<"))
        }
        return end.flatMap { text.utf8[$0] == UInt8(ascii: ">") ? $0 : nil }
    }
}
