import Foundation

/// Reading a style sheet's text into rules (`CSSScanner.sheet`): its blocks and statements, nested
/// rules joined to their parents, `@font-face`, `@import`, SCSS variables, the `font` shorthand's
/// longhands, comments, and the `<style>` blocks of components and documents. What the rules then
/// give each element is `CSSScanner.swift`'s.
extension CSSScanner {
    /// The sheet's rules, `@font-face` rules and top-level SCSS variables, in one pass that keeps
    /// strings, `url(...)` and brackets whole. Rules in `@media`, `@supports`, `@layer` and
    /// `@container` are read as if outside them; `@keyframes`, `@mixin`, `@function` and other
    /// at-rules' blocks, and SCSS placeholders (`%name`), are not rules of elements (a top-level
    /// `@mixin` without parameters is kept for the `@include`s that name it: `included`).
    static func sheet(_ text: String, file: String, scss: Bool? = nil) -> Sheet {
        let scss = scss ?? file.lowercased().hasSuffix(".scss")
        let source = withoutComments(text, lineComments: scss)
        var reader = SheetReader(scss: scss, lines: LineIndex(source))
        var segment = source.startIndex
        var quote: Character?
        var brackets = 0
        var index = source.startIndex
        while index < source.endIndex {
            let character = source[index]
            if let open = quote {
                if character == "\\" {
                    index = source.index(index, offsetBy: 2, limitedBy: source.endIndex) ?? source.endIndex
                    continue
                }
                if character == open || character == "\n" { quote = nil }
            } else {
                switch character {
                case "\"", "'": quote = character
                case "(": brackets += 1
                case ")": brackets = max(0, brackets - 1)
                case ";" where brackets == 0:
                    reader.statement(source[segment..<index])
                    segment = source.index(after: index)
                case "{" where brackets == 0:
                    reader.open(source[segment..<index].trimmed(), at: index, in: source)
                    segment = source.index(after: index)
                case "}" where brackets == 0:
                    reader.statement(source[segment..<index])
                    reader.close()
                    segment = source.index(after: index)
                default: break
                }
            }
            index = source.index(after: index)
        }
        return Sheet(
            file: file, rules: reader.rules, faces: reader.faces, variables: reader.variables, imports: reader.imports,
            mixins: reader.mixins)
    }

    /// `sheet`'s state as it reads: the blocks open (a rule, an at-rule read through or skipped, an
    /// `@font-face`), and what it has found.
    private struct SheetReader {
        enum Frame {
            case rule(Int)
            case transparent
            case fontFace([String: String])
            case mixin(String, [String: String])
            case skipped
        }
        let scss: Bool
        let lines: LineIndex
        var stack: [Frame] = []
        /// Beside each frame, the rule nearest the top at that depth (transparent and skipped frames
        /// passed over): kept as frames are pushed, so no `{` looks down the stack.
        var enclosing: [Int?] = []
        var rules: [Rule] = []
        var faces: [Face] = []
        var variables: [(name: String, value: String, isDefault: Bool)] = []
        var imports: [String] = []
        var mixins: [(name: String, declarations: [String: String])] = []

        init(scss: Bool, lines: LineIndex) {
            self.scss = scss
            self.lines = lines
        }

        /// Names (`@apply` classes, `@include`d mixins) with more after them, kept to 4,000 characters.
        static func adding(_ more: String, to names: String?) -> String {
            String(((names.map { $0 + " " } ?? "") + more).prefix(4_000))
        }

        mutating func push(_ frame: Frame) {
            if case .rule(let index) = frame {
                enclosing.append(index)
            } else {
                enclosing.append(enclosing.last ?? nil)
            }
            stack.append(frame)
        }

        /// A declaration of the rule or `@font-face` open, or a top-level SCSS variable.
        mutating func statement(_ text: Substring) {
            let trimmed = text.trimmed()
            guard !trimmed.isEmpty else { return }
            switch stack.last {
            case .rule(let rule)? where scss && trimmed.hasPrefix("@include"):
                if let name = CSSScanner.includedMixin(trimmed[...]) {
                    rules[rule].declarations["@include"] = Self.adding(name, to: rules[rule].declarations["@include"])
                }
            case .mixin(let name, var declarations)?:
                if trimmed.hasPrefix("@include") {
                    if let included = CSSScanner.includedMixin(trimmed[...]) {
                        declarations["@include"] = Self.adding(included, to: declarations["@include"])
                    }
                } else if let (property, value) = declaration(Substring(trimmed)) {
                    declarations[property] = value
                }
                stack[stack.count - 1] = .mixin(name, declarations)
            case .rule(let rule)?:
                if trimmed.hasPrefix("@apply"), trimmed.dropFirst(6).first?.isWhitespace == true {
                    // Tailwind's classes, read once the theme is known (`TailwindClasses.applied`).
                    let classes = String(trimmed.dropFirst(6).trimmed())
                    rules[rule].declarations["@apply"] = Self.adding(classes, to: rules[rule].declarations["@apply"])
                } else if let (property, value) = declaration(Substring(trimmed)) {
                    if property == "font", let longhands = CSSScanner.fontShorthand(value) {
                        rules[rule].declarations.merge(longhands) { _, shorthand in shorthand }
                    } else {
                        rules[rule].declarations[property] = value
                    }
                }
            case .fontFace(var declarations)?:
                if let (property, value) = declaration(Substring(trimmed)) {
                    declarations[property] = value
                    stack[stack.count - 1] = .fontFace(declarations)
                }
            case nil where trimmed.lowercased().hasPrefix("@import"):
                if let url = CSSScanner.importedURL(trimmed.dropFirst(7)) { imports.append(url) }
            case nil where scss && trimmed.hasPrefix("$"):
                guard let colon = trimmed.firstIndex(of: ":") else { return }
                var value = trimmed[trimmed.index(after: colon)...].trimmed()
                let isDefault = value.hasSuffix("!default")
                if isDefault { value = value.dropLast("!default".count).trimmed() }
                variables.append((String(trimmed[..<colon]).trimmed(), value, isDefault))
            default: break
            }
        }

        /// The block a `{` opens, by its header.
        mutating func open(_ header: String, at index: String.Index, in source: String) {
            let lowercased = header.lowercased()
            let parent = enclosing.last ?? nil
            if case .skipped? = stack.last {
                push(.skipped)
            } else if case .fontFace? = stack.last {
                push(.skipped)
            } else if case .mixin? = stack.last {
                push(.skipped)
            } else if scss, stack.isEmpty, let name = CSSScanner.declaredMixin(header) {
                push(.mixin(name, [:]))
            } else if lowercased == "@font-face" {
                push(.fontFace([:]))
            } else if ["@media", "@supports", "@layer", "@container", "@scope", "@document"].contains(where: {
                lowercased.hasPrefix($0)
            }) {
                push(.transparent)
            } else if header.hasPrefix("@") || header.hasPrefix("%") || header.isEmpty {
                push(.skipped)
            } else {
                // Kept to 200 characters: rules nested thousands deep cost no more than their text;
                // white space as one space (`h1,\n  h2` is `h1, h2`, as a report shows it).
                let header = header.split(whereSeparator: \.isBlank).joined(separator: " ")
                let combined = String(
                    (parent.map { CSSScanner.combined(rules[$0].selector, header) } ?? header).prefix(200))
                rules.append(
                    Rule(
                        selector: combined, line: lines.line(of: index), column: lines.column(of: index, in: source),
                        declarations: [:], parent: parent, sameElement: parent != nil && isSameElement(header),
                        isDocument: parent == nil && documentSelectors(lowercased) != nil))
                push(.rule(rules.count - 1))
            }
        }

        /// A `}`: the block it closes, an `@font-face` kept as the family and the sources a browser
        /// reads (`CSSScanner.browserSources`); a face with none is not kept.
        mutating func close() {
            _ = enclosing.popLast()
            switch stack.popLast() {
            case .fontFace(let declarations)?:
                if let family = declarations["font-family"].map(unquoted), let sources = declarations["src"] {
                    let urls = CSSScanner.browserSources(sources)
                    if let url = urls.first { faces.append((family, url, Array(urls.dropFirst()))) }
                }
            case .mixin(let name, let declarations)?: mixins.append((name, declarations))
            default: break
            }
        }
    }

    /// The name a top-level SCSS `@mixin` declares where it takes no parameters (`@mixin bold`,
    /// `@mixin bold()`); nil for any other header. A mixin with parameters is not read (U: its
    /// `@include`s add nothing).
    static func declaredMixin(_ header: String) -> String? {
        guard header.hasPrefix("@mixin"), header.dropFirst(6).first?.isWhitespace == true else { return nil }
        var name = header.dropFirst(6).trimmed()
        if name.hasSuffix("()") { name = name.dropLast(2).trimmed() }
        return !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
            ? String(name) : nil
    }

    /// The mixin an `@include` statement names where it passes nothing (`@include bold;`,
    /// `@include bold()`); nil for one with arguments or a block.
    static func includedMixin(_ statement: Substring) -> String? {
        guard statement.dropFirst(8).first?.isWhitespace == true else { return nil }
        return declaredMixin("@mixin " + statement.dropFirst(8).trimmed())
    }

    /// The sheets with each rule's `@include`s read as the declarations of the mixins they name,
    /// under the rule's own (U: Sass inserts them where the `@include` stands, so a declaration of
    /// the rule before it that the mixin also sets loses; that order is not kept), from the mixins
    /// of all the sheets (one declared twice differently is not guessed; mixins included by
    /// mixins, 8 deep).
    static func included(_ sheets: [Sheet]) -> [Sheet] {
        var found: [String: [[String: String]]] = [:]
        for sheet in sheets {
            for mixin in sheet.mixins where found[mixin.name]?.contains(mixin.declarations) != true {
                found[mixin.name, default: []].append(mixin.declarations)
            }
        }
        let mixins = found.compactMapValues { $0.count == 1 ? $0.first : nil }
        guard !mixins.isEmpty else { return sheets }
        // Each mixin expanded once (a mixin that includes another many times, many deep, costs
        // what its text does).
        var expandedMixins: [String: [String: String]] = [:]
        func expanded(_ names: String, depth: Int) -> [String: String] {
            var declarations: [String: String] = [:]
            var seen: Set<Substring> = []
            for name in names.split(separator: " ") where seen.insert(name).inserted {
                declarations.merge(mixin(String(name), depth: depth)) { _, later in later }
            }
            return declarations
        }
        func mixin(_ name: String, depth: Int) -> [String: String] {
            if let done = expandedMixins[name] { return done }
            guard depth < 8, var own = mixins[name] else { return [:] }
            if let inner = own.removeValue(forKey: "@include") {
                own.merge(expanded(inner, depth: depth + 1)) { own, _ in own }
            }
            expandedMixins[name] = own
            return own
        }
        return sheets.map { sheet in
            var sheet = sheet
            for index in sheet.rules.indices {
                guard let names = sheet.rules[index].declarations.removeValue(forKey: "@include") else { continue }
                sheet.rules[index].declarations.merge(expanded(names, depth: 0)) { own, _ in own }
            }
            return sheet
        }
    }

    /// The sources of an `@font-face` `src` a browser reads, in order, their URLs unquoted: not
    /// Embedded OpenType (`.eot`, `format('embedded-opentype')`: Internet Explorer's alone) or an
    /// SVG font (`.svg#id`, `format('svg')`: no longer read by Chromium or Firefox), nor a `data:`
    /// URL (inkbox does not read it: U, the next source is taken); none where none is left, as a
    /// face whose only source is `url('x.eot')` loads nothing in those browsers (H: css-fonts-4, a
    /// source whose format is not supported is skipped). At most 8.
    static func browserSources(_ sources: String) -> [String] {
        var found: [String] = []
        for source in ReactNativeScanner.splitTopLevel(Substring(sources)) where found.count < 8 {
            guard let open = source.range(of: "url(") else { continue }
            let url = unquoted(String(source[open.upperBound...].prefix { $0 != ")" }).trimmed())
            let path = url.lowercased().prefix { $0 != "?" && $0 != "#" }
            let format = source.lowercased()
            guard !url.lowercased().hasPrefix("data:"), !path.hasSuffix(".eot"), !path.hasSuffix(".svg"),
                !format.contains("embedded-opentype"), !format.contains("format('svg')"),
                !format.contains("format(\"svg\")")
            else { continue }
            found.append(url)
        }
        return found
    }

    /// The style sheet of a Vue or Svelte component: its `<style>` blocks (`lang="scss"` read as
    /// SCSS; Sass's indented syntax, Less and Stylus not read), everything else blanked with its
    /// newlines kept so that lines stay right. Nil when it has no block read.
    static func componentSheet(_ text: String, file: String) -> Sheet? {
        var sheet = ""
        var scss = false
        var found = false
        var cursor = text.startIndex
        // What is not a style block is blanked, a space for each UTF-16 unit, so that lines and
        // columns stay the file's.
        func blank(_ part: Substring) {
            for scalar in part.unicodeScalars {
                sheet += scalar == "\n" ? "\n" : scalar.value > 0xFFFF ? "  " : " "
            }
        }
        while let open = text.firstBytes(of: "<style", from: cursor),
            let tagEnd = text[open.upperBound...].firstIndex(of: ">"),
            let close = text.firstBytes(of: "</style>", from: tagEnd)
        {
            let attributes = text[open.upperBound..<tagEnd].lowercased().replacingOccurrences(of: "'", with: "\"")
            let language = attributes.range(of: "lang=\"").map {
                String(attributes[$0.upperBound...].prefix { $0 != "\"" })
            }
            let body = text.index(after: tagEnd)
            blank(text[cursor..<body])
            if language == nil || language == "css" || language == "scss" || language == "postcss" {
                sheet += text[body..<close.lowerBound]
                scss = scss || language == "scss"
                found = true
            } else {
                blank(text[body..<close.lowerBound])
            }
            cursor = close.lowerBound
        }
        return found ? self.sheet(sheet, file: file, scss: scss) : nil
    }

    /// A nested selector joined to its parent's: `&` replaced by it (`&:hover`, `&__title`), else a
    /// descendant (`.markdown h1`); a list on either side joined pairwise.
    static func combined(_ parent: String, _ child: String) -> String {
        let parents = parent.split(separator: ",").map { $0.trimmed() }
        let children = child.split(separator: ",").map { $0.trimmed() }
        return children.flatMap { child in
            parents.map { child.contains("&") ? child.replacingOccurrences(of: "&", with: $0) : "\($0) \(child)" }
        }.joined(separator: ", ")
    }

    /// `&:hover`, `&.active`, `&[open]`: the parent's own element, which inherits what the
    /// parent's parent gives it; `&__title`, `& p`, `& > p` are other elements, inside it.
    static func isSameElement(_ child: String) -> Bool {
        guard child.hasPrefix("&"), let next = child.dropFirst().first else { return child == "&" }
        return ":.[#".contains(next)
    }

    /// `property: value` with `!important` dropped (it orders the cascade, not the value), the
    /// property lowercased unless it is a custom one (CSS compares those as written).
    static func declaration(_ statement: Substring) -> (String, String)? {
        let parts = statement.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        var value = parts[1].trimmed()
        // `! important`, in any case, with any space between (CSS Syntax 3).
        if let bang = value.lastIndex(of: "!"),
            value[value.index(after: bang)...].trimmed().lowercased() == "important"
        {
            value = value[..<bang].trimmed()
        }
        let property = parts[0].trimmed()
        guard !property.isEmpty, !property.contains(" ") || property.hasPrefix("--") else { return nil }
        return (property.hasPrefix("--") ? property : property.lowercased(), value)
    }

    /// The sheet an `@import` names: its string or `url()` (`@import 'a.css' screen;`,
    /// `@import url("b.css") layer(base);`).
    static func importedURL(_ rest: Substring) -> String? {
        var value = rest.trimmed()
        if value.lowercased().hasPrefix("url("), let close = value.firstIndex(of: ")") {
            value = value[value.index(value.startIndex, offsetBy: 4)..<close].trimmed()
        }
        guard let quote = value.first else { return nil }
        if quote == "\"" || quote == "'" {
            let inner = value.dropFirst().prefix { $0 != quote }
            return inner.isEmpty ? nil : String(inner)
        }
        let bare = value.prefix { !$0.isWhitespace && $0 != ";" }
        return bare.isEmpty ? nil : String(bare)
    }

    /// The longhands the `font` shorthand sets (H: css-fonts-4, `font`): its style, weight and
    /// the like before the size, `size[/line-height]`, then the family list; what it does not
    /// name is reset (`line-height: normal`). Nil for a system font (`font: menu`), a `var()` or
    /// anything without a size and a family: the shorthand stays unread.
    static func fontShorthand(_ value: String) -> [String: String]? {
        guard !value.contains("var("), !value.contains("$") else { return nil }
        // The words: split at white space outside quotes and brackets.
        let words = ReactNativeScanner.splitTopLevel(value[...], at: \.isBlank)
        // `25px/2`, `25px / 2` and `25px /2` alike.
        let joined = words.reduce(into: [String]()) { joined, word in
            if let last = joined.last, last.hasSuffix("/") || word.hasPrefix("/") {
                joined[joined.count - 1] = last + word
            } else {
                joined.append(String(word))
            }
        }
        let sizeUnits = ["px", "em", "rem", "%", "pt", "vw", "vh", "ex", "ch"]
        guard
            let sizeAt = joined.firstIndex(where: { word in
                let size = word.prefix { $0 != "/" }.lowercased()
                return keywordSizes[size] != nil || size.hasPrefix("calc(") || ["smaller", "larger"].contains(size)
                    || (sizeUnits.contains { size.hasSuffix($0) }
                        && literalNumber(size.prefix { $0.isNumber || $0 == "." }) != nil)
            }), sizeAt + 1 < joined.count
        else { return nil }
        let size = joined[sizeAt].split(separator: "/", maxSplits: 1).map { $0.trimmed() }
        var longhands = [
            "font-size": String(size[0]), "line-height": size.count > 1 ? String(size[1]) : "normal",
            "font-family": joined[(sizeAt + 1)...].joined(separator: " "), "font-style": "normal",
            "font-weight": "normal",
        ]
        for word in joined[..<sizeAt].map({ $0.lowercased() }) {
            if ["italic", "oblique"].contains(word) {
                longhands["font-style"] = word
            } else if ["bold", "bolder", "lighter"].contains(word) || Int(word) != nil {
                longhands["font-weight"] = word
            }
        }
        return longhands
    }

    /// The text with each comment replaced by spaces (newlines kept, and as many spaces as the
    /// comment's UTF-16 units, so lines and columns stay right): `/* */`, and in SCSS `//` to the
    /// end of its line (not inside a string or `url(...)`). One pass over the bytes.
    static func withoutComments(_ text: String, lineComments: Bool = false) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        let (slash, star, newline, space) = (
            UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "\n"), UInt8(ascii: " ")
        )
        func blank(_ range: Range<Int>) {
            for byte in bytes[range] {
                if byte == newline {
                    result.append(newline)
                } else if byte & 0xC0 != 0x80 {  // one space a UTF-16 unit: two for a 4-byte character
                    result.append(space)
                    if byte >= 0xF0 { result.append(space) }
                }
            }
        }
        var index = 0
        var quote: UInt8?
        var brackets = 0
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open || byte == newline { quote = nil }
                result.append(byte)
                index += 1
                continue
            }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == slash, next == star {
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == star && bytes[end + 1] == slash) { end += 1 }
                end = end + 1 < bytes.count ? end + 2 : bytes.count
                blank(index..<end)
                index = end
                continue
            }
            if lineComments, brackets == 0, byte == slash, next == slash {
                let end = bytes[index...].firstIndex(of: newline) ?? bytes.count
                blank(index..<end)
                index = end
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "("): brackets += 1
            case UInt8(ascii: ")"): brackets = max(0, brackets - 1)
            default: break
            }
            result.append(byte)
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
