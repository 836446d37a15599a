import LineBoxAnalysis

/// A project's own typography, read as Material's theme is: a class whose members are text styles
/// (Compose `data class AppTypography(val body: TextStyle, ...)`, Flutter `class AppTextTheme {
/// final TextStyle body; }`), the instances the project makes of it (`AppTypography(body =
/// TextStyle(...))`), and the ways its code reaches one (the accessors): a property, getter or
/// function of that type (`AppTheme.typography`, `context.textStyles`, `getAppTextTheme(context)`),
/// a CompositionLocal of it (`LocalAppTypography.current`), a named instance, and a local name given
/// one of these (`final theme = getAppTextTheme(context);`). A use of a member through one
/// (`AppTheme.typography.body`) is a theme reference, resolved to the style the nearest instance sets.
struct ProjectThemes {
    /// The themes' slots (by the class's name), and their uses, as `ScanIndex` keeps Material's.
    var slots: [ScanIndex.ThemeKey: [String: [String: ScanIndex.ThemeSlot]]] = [:]
    var references: [ScanIndex.ThemeKey: [(file: String, reference: SwiftScanner.FontReference)]] = [:]
    /// The first file whose uses were not read: more than the limit were found before it.
    var unread: String?

    /// The most typography classes and accessors of each followed: many times a real design system's.
    static let classLimit = 64
    static let accessorLimit = 64

    /// A project's Kotlin or Dart files, read together; their uses until more than `limit` are found.
    init(_ files: [(file: String, source: SourceText)], syntax: StyleSyntax, limit: Int = .max) {
        let kotlin = syntax.platform == .compose
        var classes: [String: Set<String>] = [:]
        // Members given their style where they are declared (`object AppType { val body: TextStyle =
        // TextStyle(...) }`, a constructor's defaults): the instance of a type the project makes none
        // of with arguments (`AppTypography()`).
        var declared: [String: [String: [String: ScanIndex.ThemeSlot]]] = [:]
        for (file, source) in files where source.text.containsBytes("TextStyle") {
            let found = Self.classes(in: source, kotlin: kotlin)
            classes.merge(found.mapValues { Set($0.keys) }) { $0.union($1) }
            for (type, members) in found {
                let given = members.compactMapValues { $0 }
                if !given.isEmpty {
                    declared[type, default: [:]][file, default: [:]].merge(given) { first, _ in first }
                }
            }
        }
        let copiers = StyleCopiers(kotlin ? files : [])
        let typography = classes.filter { $0.value.count >= 2 }.sorted { $0.key < $1.key }.prefix(Self.classLimit)
        var found = 0
        for (type, members) in typography {
            let key = ScanIndex.ThemeKey(platform: syntax.platform, type: type)
            var instance = syntax
            instance.call = type + "("
            instance.slots = members
            var accessors: Set<String> = []
            for (file, source) in files where source.text.containsBytes(type) {
                let objects = kotlin ? Self.objectSlots(of: type, members: members, in: source) : []
                for slot in instance.slots(in: source) + objects where slots[key]?[file]?[slot.slot] == nil {
                    slots[key, default: [:]][file, default: [:]][slot.slot] = (slot.line, slot.value, slot.arguments)
                }
                if accessors.count < Self.accessorLimit {
                    accessors.formUnion(Self.accessors(of: type, in: source, kotlin: kotlin))
                }
            }
            if slots[key] == nil, let given = declared[type] { slots[key] = given }
            let names = accessors.sorted().prefix(Self.accessorLimit)
            for (file, source) in files where names.contains(where: { source.text.containsBytes($0) }) {
                guard found <= limit else {
                    unread = unread ?? file
                    break
                }
                let uses = Self.references(
                    to: Array(names), slots: members, in: source, syntax: syntax, copiers: copiers)
                found += uses.count
                references[key, default: []] += uses.map { (file, $0) }
            }
        }
        if kotlin { readNamedTypographies(files, syntax: syntax, copiers: copiers, limit: limit, found: &found) }
    }

    /// Compose Material's own `Typography` given a name (`val AppTypography = Typography(bodyLarge =
    /// TextStyle(...))`) and used by it (`AppTypography.bodyLarge`), not through `MaterialTheme`: each
    /// a theme of its own (`ThemeKey.instance`), its slots that call's, a slot it leaves unset Material's
    /// default, as in MaterialTheme's. The first of a name is kept; `Typography()`, Material's own
    /// (the platform font's), is none, and a name used inside a `Typography(...)` sets a slot there.
    private mutating func readNamedTypographies(
        _ files: [(file: String, source: SourceText)], syntax: StyleSyntax, copiers: StyleCopiers, limit: Int,
        found: inout Int
    ) {
        var named: [(key: ScanIndex.ThemeKey, name: String)] = []
        var seen: Set<String> = []
        // The lines of a Typography(...) call at `call`, up to its `)`.
        func lines(_ source: SourceText, _ call: Range<String.Index>) -> ClosedRange<Int>? {
            SwiftScanner.call(source.text, from: call.upperBound, limit: 20_000).end.map {
                source.lines.line(of: call.lowerBound)...source.lines.line(of: $0)
            }
        }
        for (file, source) in files where named.count < Self.classLimit && source.text.containsBytes(syntax.call) {
            let text = source.text
            // Names not met before, each with its call (a name is read once, however many files give it).
            let given = source.codeRanges(of: syntax.call).compactMap { call -> (String, Range<String.Index>)? in
                guard StyleSyntax.startsName(text, at: call.lowerBound),
                    let name = ComposeScanner.declaredName(text, before: call.lowerBound), !seen.contains(name)
                else { return nil }
                return (name, call)
            }
            guard !given.isEmpty else { continue }
            let fileSlots = syntax.slots(in: source)
            let library = ComposeScanner.materialLibrary(source)
            for (name, call) in given where named.count < Self.classLimit && !seen.contains(name) {
                seen.insert(name)
                guard let lines = lines(source, call) else { continue }
                let own = fileSlots.filter { lines.contains($0.line) }
                guard !own.isEmpty else { continue }
                let key = ScanIndex.ThemeKey(platform: syntax.platform, library: library, instance: name)
                for slot in own where slots[key]?[file]?[slot.slot] == nil {
                    slots[key, default: [:]][file, default: [:]][slot.slot] = (slot.line, slot.value, slot.arguments)
                }
                named.append((key, name))
            }
        }
        var calls: [String: [ClosedRange<Int>]] = [:]  // a searched file's Typography(...) calls, by line
        for (key, name) in named {
            for (file, source) in files where source.text.containsBytes(name + ".") {
                guard found <= limit else {
                    unread = unread ?? file
                    return
                }
                if calls[file] == nil {
                    calls[file] = source.codeRanges(of: syntax.call).compactMap { lines(source, $0) }
                }
                let uses = Self.references(
                    to: [name], slots: syntax.slots, in: source, syntax: syntax, copiers: copiers
                ).filter { use in !(calls[file] ?? []).contains { $0.contains(use.line) } }
                found += uses.count
                references[key, default: []] += uses.map { (file, $0) }
            }
        }
    }

    // MARK: - Reading

    /// The classes of a file with members typed `TextStyle`, and those members: Kotlin's
    /// `val name: TextStyle` (in a constructor or a body), Dart's `final TextStyle name;`; each with
    /// the style Kotlin gives it where it is declared (`val name: TextStyle = TextStyle(...)`, a
    /// constructor's default too).
    static func classes(in source: SourceText, kotlin: Bool) -> [String: [String: ScanIndex.ThemeSlot?]] {
        let code = Code(source)
        let types = source.types
        var found: [String: [String: ScanIndex.ThemeSlot?]] = [:]
        for offset in code.words("TextStyle") {
            let after = code.skip(from: offset + 9)
            guard after < code.count, code.bytes[after] != UInt8(ascii: "("), code.bytes[after] != UInt8(ascii: ".")
            else { continue }
            let member: String?
            if kotlin {
                // `val name: TextStyle`
                let colon = code.back(from: offset)
                guard colon >= 0, code.bytes[colon] == UInt8(ascii: ":") else { continue }
                let name = code.word(endingAt: code.back(from: colon))
                guard let name, ["val", "var"].contains(code.word(endingAt: code.back(from: name.start))?.text)
                else { continue }
                member = name.text
            } else {
                // `final TextStyle name;`, `TextStyle? name;`
                var next = after
                if code.bytes[next] == UInt8(ascii: "?") { next = code.skip(from: next + 1) }
                guard let name = code.word(startingAt: next) else { continue }
                let end = code.skip(from: name.end)
                guard end < code.count, code.bytes[end] == UInt8(ascii: ";") else { continue }
                member = name.text
            }
            let constructor = kotlin ? code.constructorOwner(of: offset) : nil
            guard let member, let owner = constructor ?? StyleDeclaration.type(at: code.index(offset), in: types)
            else { continue }
            var given: ScanIndex.ThemeSlot?
            if kotlin, code.bytes[after] == UInt8(ascii: "=") {
                given = Self.value(at: code.skip(from: after + 1), in: source, code: code)
            }
            if found[owner]?[member] == nil { found[owner, default: [:]][member] = given }
        }
        return found
    }

    /// The most Kotlin objects implementing one typography type read in a file (a design system has
    /// one or two, a light and a dark).
    static let objectLimit = 16

    /// The members each Kotlin object implementing `type` sets, an instance of it (`return object :
    /// AppTypography { override val body = TextStyle(...) }`, `object DarkType : AppTypography {`).
    static func objectSlots(
        of type: String, members: Set<String>, in source: SourceText
    ) -> [(slot: String, line: Int, value: StyleSyntax.Value, arguments: [Substring])] {
        let code = Code(source)
        var found: [(slot: String, line: Int, value: StyleSyntax.Value, arguments: [Substring])] = []
        var objects: [(open: Int, close: Int)] = []
        for offset in code.words(type) where objects.count < objectLimit {
            // `object : Type`, `object Name : Type`, then `{` (after `()` for an abstract class).
            let colon = code.back(from: offset)
            guard colon >= 0, code.bytes[colon] == UInt8(ascii: ":"),
                var keyword = code.word(endingAt: code.back(from: colon))
            else { continue }
            if keyword.text != "object", let before = code.word(endingAt: code.back(from: keyword.start)) {
                keyword = before
            }
            var open = code.skip(from: offset + type.utf8.count)
            if open < code.count, code.bytes[open] == UInt8(ascii: "("), let close = code.closing(of: open) {
                open = code.skip(from: close + 1)
            }
            guard keyword.text == "object", open < code.count, code.bytes[open] == UInt8(ascii: "{"),
                let close = code.closing(of: open, reach: 40_000)
            else { continue }
            objects.append((open, close))
        }
        guard !objects.isEmpty else { return [] }
        // Each object's members, the first `val` of each name in its body: `override val body =`,
        // `override val body: TextStyle =`. The file's `val`s are found once.
        let declarations = code.words("val")
        for object in objects {
            var set: Set<String> = []
            for at in declarations where at > object.open && at < object.close {
                guard let member = code.word(startingAt: code.skip(from: at + 3)), members.contains(member.text),
                    set.insert(member.text).inserted
                else { continue }
                var next = code.skip(from: member.end)
                if next < code.count, code.bytes[next] == UInt8(ascii: ":"),
                    let annotation = code.word(startingAt: code.skip(from: next + 1))
                {
                    next = code.skip(from: annotation.end)
                }
                guard next < code.count, code.bytes[next] == UInt8(ascii: "=") else { continue }
                let given = Self.value(at: code.skip(from: next + 1), in: source, code: code)
                found.append((member.text, given.line, given.value, given.arguments))
            }
        }
        return found
    }

    /// The style a member is given at `offset`: a `TextStyle(...)` with its arguments, a copy of
    /// another, or anything else (computed), at the line the scan finds its usage.
    private static func value(at offset: Int, in source: SourceText, code: Code) -> ScanIndex.ThemeSlot {
        let index = code.index(offset)
        let line = source.lines.line(of: index)
        if source.text[index...].hasPrefix("TextStyle(") {
            let open = source.text.index(index, offsetBy: 10)
            return (line, .textStyle, SwiftScanner.callArguments(source.text, from: open))
        }
        let head = source.text[index...].prefix { $0 != "\n" && $0 != "(" }
        return (line, head.hasSuffix(".copy") ? .copy : .computed, [])
    }

    /// The names through which a file reaches a `type`: its properties, getters and functions of
    /// that type, its CompositionLocals of it and its named instances.
    static func accessors(of type: String, in source: SourceText, kotlin: Bool) -> Set<String> {
        let code = Code(source)
        let types = kotlin ? [] : source.types
        var found: Set<String> = []
        for offset in code.words(type) where found.count < accessorLimit {
            let end = offset + type.utf8.count
            let after = code.skip(from: end)
            let before = code.back(from: offset)
            let isCall = after < code.count && code.bytes[after] == UInt8(ascii: "(")
            if isCall {
                // A CompositionLocal made with one: `val LocalTypography = staticCompositionLocalOf { AppTypography() }`.
                if kotlin, before >= 0, code.bytes[before] == UInt8(ascii: "{"),
                    code.word(endingAt: code.back(from: before))?.text.hasSuffix("ompositionLocalOf") == true,
                    let name = code.declaredName(before: before)
                {
                    found.insert(name + ".current")
                    continue
                }
                // A named instance: `val appTypography = AppTypography(`, `final theme = AppTheme(`.
                guard before >= 0, code.bytes[before] == UInt8(ascii: "="),
                    let name = code.word(endingAt: code.back(from: before)), name.text != type
                else { continue }
                found.insert(name.text)
            } else if kotlin {
                if before >= 0, code.bytes[before] == UInt8(ascii: "<") {
                    // `val LocalAppTypography = staticCompositionLocalOf<AppTypography>`
                    if let name = code.declaredName(before: before) { found.insert(name + ".current") }
                } else if before >= 0, code.bytes[before] == UInt8(ascii: ":") {
                    let previous = code.back(from: before)
                    if previous >= 0, code.bytes[previous] == UInt8(ascii: ")") {
                        // `fun appTypography(): AppTypography`
                        if let open = code.opening(of: previous), let name = code.word(endingAt: code.back(from: open)),
                            code.word(endingAt: code.back(from: name.start))?.text == "fun"
                        {
                            found.insert(name.text)
                        }
                    } else if let name = code.word(endingAt: previous),
                        ["val", "var"].contains(code.word(endingAt: code.back(from: name.start))?.text)
                    {
                        found.insert(name.text)  // `val typography: AppTypography`
                    }
                }
            } else {
                // `AppTextTheme get textStyles =>`, `final AppTextTheme textTheme;`, `AppTextTheme getTextTheme(`
                var next = after
                if next < code.count, code.bytes[next] == UInt8(ascii: "?") { next = code.skip(from: next + 1) }
                guard var name = code.word(startingAt: next) else { continue }
                if name.text == "get", let getter = code.word(startingAt: code.skip(from: name.end)) { name = getter }
                let follows = code.skip(from: name.end)
                guard follows < code.count, "(=;".utf8.contains(code.bytes[follows]) else { continue }
                // A static member is reached through its type: `AppTextTheme.of(context)`.
                let modifiers = code.word(endingAt: before).map {
                    [$0] + [code.word(endingAt: code.back(from: $0.start))]
                }
                if modifiers?.contains(where: { $0?.text == "static" }) == true {
                    guard let owner = StyleDeclaration.type(at: code.index(offset), in: types) else { continue }
                    found.insert(owner + "." + name.text)
                } else {
                    found.insert(name.text)
                }
            }
        }
        return found
    }

    /// Each use of a member through an accessor (`AppTheme.typography.body`,
    /// `getAppTextTheme(context).body`, `LocalAppTypography.current.body`), and through a local
    /// name a file gives an accessor's value (`val type = AppTheme.typography` ... `type.body`).
    /// Material's own (`MaterialTheme.typography.x`, `Theme.of(context).textTheme.x`) are left to it.
    static func references(
        to accessors: [String], slots: Set<String>, in source: SourceText, syntax: StyleSyntax,
        copiers: StyleCopiers
    ) -> [SwiftScanner.FontReference] {
        let kotlin = syntax.platform == .compose
        let code = Code(source)
        var found: [SwiftScanner.FontReference] = []
        var aliases: Set<String> = []
        var read: Set<Int> = []  // a word reached both as an accessor and as a local name is one use
        var sites: [(offset: Int, name: String, alias: Bool)] = []
        for accessor in accessors {
            let parts = accessor.split(separator: ".", maxSplits: 1).map(String.init)
            sites += code.words(parts[0]).map { ($0, accessor, false) }
        }
        sites.sort { $0.offset < $1.offset }
        var cursor = 0
        while cursor < sites.count, found.count <= AppScan.usageLimit {
            let (offset, accessor, isAlias) = sites[cursor]
            cursor += 1
            guard !read.contains(offset), !code.isMaterialTheme(before: offset) else { continue }
            let parts = accessor.split(separator: ".", maxSplits: 1)
            var end = offset + parts[0].utf8.count
            // A call's arguments, a null assertion, `.current` of a CompositionLocal.
            var next = code.skip(from: end)
            if !isAlias, next < code.count, code.bytes[next] == UInt8(ascii: "("), let close = code.closing(of: next) {
                end = close + 1
                next = code.skip(from: end)
            }
            while next < code.count, code.bytes[next] == UInt8(ascii: "!") || code.bytes[next] == UInt8(ascii: "?") {
                next += 1
            }
            if parts.count == 2 {
                guard next < code.count, code.bytes[next] == UInt8(ascii: "."),
                    code.word(startingAt: next + 1)?.text == String(parts[1])
                else { continue }
                end = next + 1 + parts[1].utf8.count
                next = code.skip(from: end)
                if next < code.count, code.bytes[next] == UInt8(ascii: "("), let close = code.closing(of: next) {
                    next = code.skip(from: close + 1)
                }
            }
            if next < code.count, code.bytes[next] == UInt8(ascii: "."), let slot = code.word(startingAt: next + 1),
                slots.contains(slot.text)
            {
                // A copy of the style carries its arguments (a project's copier's too: `.style(...)`);
                // a property of it is no style.
                var copy = syntax.copy
                var copied = syntax.copyArguments(source.text, after: code.index(slot.end))
                if copied == nil, let call = copiers.call(source.text, after: code.index(slot.end)) {
                    (copy, copied) = ("." + call.name + "(", call.arguments)
                }
                guard let copied else { continue }
                read.insert(offset)
                let start = code.chainStart(before: offset)
                let index = code.index(offset)
                found.append(
                    SwiftScanner.FontReference(
                        type: nil, name: slot.text, line: source.lines.line(of: index),
                        written: code.text(start..<slot.end) + (copied.isEmpty ? "" : copy + "...)"),
                        context: StyleSyntax.textContext(source.text, around: index),
                        arguments: copied.isEmpty ? nil : copied))
            } else if !isAlias, let alias = code.localName(assignedAt: code.chainStart(before: offset), kotlin: kotlin),
                !aliases.contains(alias), aliases.count < accessorLimit
            {
                // Uses of the local name after its declaration.
                aliases.insert(alias)
                let later = code.words(alias).filter { $0 > offset }.map { ($0, alias, true) }
                sites = Array(sites[cursor...] + later).sorted { $0.offset < $1.offset }
                cursor = 0
            }
        }
        return found
    }
}

/// A Kotlin or Dart source's code as UTF-8 bytes (a byte's offset is an index of its text), read
/// forward and back by word and punctuation.
private struct Code {
    let source: SourceText
    let bytes: [UInt8]
    var count: Int { bytes.count }

    init(_ source: SourceText) {
        self.source = source
        bytes = Array(source.text.utf8)
    }

    func index(_ offset: Int) -> String.Index { source.text.utf8.index(source.text.utf8.startIndex, offsetBy: offset) }
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// Each code occurrence of `word` not inside a longer word.
    func words(_ word: String) -> [Int] {
        let length = word.utf8.count
        let utf8 = source.text.utf8
        return source.codeRanges(of: word).map { utf8.distance(from: utf8.startIndex, to: $0.lowerBound) }.filter {
            ($0 == 0 || !isWordByte(bytes[$0 - 1]) && bytes[$0 - 1] != UInt8(ascii: "$"))
                && ($0 + length == count || !isWordByte(bytes[$0 + length]))
        }
    }

    /// The first offset from `offset` that is not white space.
    func skip(from offset: Int) -> Int {
        var offset = offset
        while offset < count,
            bytes[offset] == 0x20 || bytes[offset] == 0x09 || bytes[offset] == 0x0A
                || bytes[offset] == 0x0D
        {
            offset += 1
        }
        return offset
    }

    /// The last offset before `offset` that is not white space (-1 when none is).
    func back(from offset: Int) -> Int {
        var offset = offset - 1
        while offset >= 0,
            bytes[offset] == 0x20 || bytes[offset] == 0x09 || bytes[offset] == 0x0A
                || bytes[offset] == 0x0D
        {
            offset -= 1
        }
        return offset
    }

    /// The word that ends at `last` (inclusive).
    func word(endingAt last: Int) -> (start: Int, text: String)? {
        var start = last
        while start >= 0, isWordByte(bytes[start]) { start -= 1 }
        guard start < last else { return nil }
        return (start + 1, text(start + 1..<last + 1))
    }

    /// The word that starts at `first`.
    func word(startingAt first: Int) -> (end: Int, text: String)? {
        var end = first
        while end < count, isWordByte(bytes[end]) { end += 1 }
        guard end > first, first < count, bytes[first] > UInt8(ascii: "9") else { return nil }
        return (end, text(first..<end))
    }

    /// How far a bracket's match is looked for: a call's arguments here are short (`(context)`),
    /// a typography class's constructor a few thousand bytes. Each search is bounded, and the
    /// searches per file are (`AppScan.usageLimit`), so that no file costs more than its size.
    static let reach = 4_000

    /// The `)` (`}`) that closes the `(` (`{`) at `open`, within `reach`.
    func closing(of open: Int, reach: Int = Code.reach) -> Int? { matching(open, forward: true, reach: reach) }

    /// The `(` that the `)` at `close` closes, within `reach`.
    func opening(of close: Int) -> Int? { matching(close, forward: false, reach: Self.reach) }

    /// The bracket that matches the one at `offset`, read forward from a `(` or `{`, back from a `)`.
    private func matching(_ offset: Int, forward: Bool, reach: Int) -> Int? {
        let brace = bytes[offset] == UInt8(ascii: "{")
        let (open, close) = brace ? (UInt8(ascii: "{"), UInt8(ascii: "}")) : (UInt8(ascii: "("), UInt8(ascii: ")"))
        let (same, other) = forward ? (open, close) : (close, open)
        let end = forward ? min(count - 1, offset + reach) : max(0, offset - reach)
        var depth = 0
        for cursor in stride(from: offset, through: end, by: forward ? 1 : -1) {
            if bytes[cursor] == same { depth += 1 }
            if bytes[cursor] == other {
                depth -= 1
                if depth == 0 { return cursor }
            }
        }
        return nil
    }

    /// The class whose constructor's parentheses hold `offset` (`class AppTypography(val body: TextStyle)`).
    func constructorOwner(of offset: Int) -> String? {
        var depth = 0
        for cursor in stride(from: offset, through: max(0, offset - Self.reach), by: -1) {
            if bytes[cursor] == UInt8(ascii: ")") { depth += 1 }
            guard bytes[cursor] == UInt8(ascii: "(") else { continue }
            if depth > 0 {
                depth -= 1
                continue
            }
            guard let name = word(endingAt: back(from: cursor)) else { return nil }
            var keyword = word(endingAt: back(from: name.start))
            // `class Name constructor(`, `class Name @Inject constructor(`
            if name.text == "constructor", let type = keyword {
                keyword = word(endingAt: back(from: type.start))
                return keyword?.text == "class" ? type.text : nil
            }
            return keyword?.text == "class" ? name.text : nil
        }
        return nil
    }

    /// The name of the `val` whose initializer holds `offset`, within its statement.
    func declaredName(before offset: Int) -> String? {
        var cursor = offset
        while cursor >= 0, offset - cursor < 300, bytes[cursor] != UInt8(ascii: ";"), bytes[cursor] != UInt8(ascii: "}")
        {
            if let keyword = word(endingAt: cursor), keyword.text == "val" || keyword.text == "var",
                let name = word(startingAt: skip(from: cursor + 1))
            {
                return name.text
            }
            cursor -= 1
        }
        return nil
    }

    /// Where the dotted chain that ends in the word at `offset` begins (`AppTheme.typography`).
    func chainStart(before offset: Int) -> Int {
        var start = offset
        while start >= 2, bytes[start - 1] == UInt8(ascii: "."), isWordByte(bytes[start - 2]), offset - start < 200 {
            start -= 1
            while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
        }
        return start
    }

    /// Whether the word at `offset` is reached through Material's theme (`MaterialTheme.typography`,
    /// `Theme.of(context).textTheme`), which the Material reading resolves.
    func isMaterialTheme(before offset: Int) -> Bool {
        guard offset > 0, bytes[offset - 1] == UInt8(ascii: ".") else { return false }
        var end = offset - 2
        if end >= 0, bytes[end] == UInt8(ascii: ")"), let open = opening(of: end) {
            guard let of = word(endingAt: open - 1), of.text == "of", of.start > 0,
                bytes[of.start - 1] == UInt8(ascii: ".")
            else { return false }
            // Flutter's is `Theme.of(context)`; a plain `Theme.typography` is a project's own
            // `object Theme` (Compose has no `Theme`).
            return word(endingAt: of.start - 2).map { $0.text == "Theme" || $0.text == "MaterialTheme" } ?? false
        }
        return word(endingAt: end)?.text == "MaterialTheme"
    }

    /// The local name a statement declares with the value that starts at `offset`
    /// (`val type = ...`, `final theme = ...`), if it does.
    func localName(assignedAt offset: Int, kotlin: Bool) -> String? {
        let equals = back(from: offset)
        guard equals >= 0, bytes[equals] == UInt8(ascii: "="), let name = word(endingAt: back(from: equals)),
            let keyword = word(endingAt: back(from: name.start))
        else { return nil }
        return (kotlin ? ["val", "var"] : ["final", "var", "const"]).contains(keyword.text) ? name.text : nil
    }
}
