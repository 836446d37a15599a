import Foundation
import LineBoxAnalysis

/// How Compose (Kotlin) and Flutter (Dart) write text styles, read by one path: `TextStyle(...)`
/// literals and copies of a named one (`usages`), a theme's named styles (`Typography(bodyLarge =
/// TextStyle(...))`, `TextTheme(bodyLarge: TextStyle(...))`) and their uses
/// (`MaterialTheme.typography.bodyLarge`, `Theme.of(context).textTheme.bodyLarge`).
struct StyleSyntax: Sendable {
    var platform: Platform
    var kind: UsageKind
    /// The call that sets the styles, with its `(`.
    var call: String
    /// What follows a slot's name in that call: `=` in Kotlin, `:` in Dart.
    var separator: Character
    /// What a use writes before the slot's name.
    var reference: String
    /// A copy of a style with some arguments changed, with its `(`.
    var copy: String
    /// The name a declaration gives the value at an index (`val name =`, `name =>`), if any.
    var declaredName: @Sendable (String, String.Index) -> String?
    /// The usage a TextStyle's arguments declare at a file and line; nil when it sets no family.
    var style: @Sendable ([Substring], String, Int) -> TextUsage?
    var slots: Set<String>

    /// Material's slots: Material 3's, and Material 2's (Compose `h1`, Flutter `headline1`).
    private static let material3: Set<String> = [
        "displayLarge", "displayMedium", "displaySmall", "headlineLarge", "headlineMedium", "headlineSmall",
        "titleLarge", "titleMedium", "titleSmall", "bodyLarge", "bodyMedium", "bodySmall", "labelLarge", "labelMedium",
        "labelSmall",
    ]
    static let compose = StyleSyntax(
        platform: .compose, kind: .composeTextStyle, call: "Typography(", separator: "=",
        reference: "MaterialTheme.typography.", copy: ".copy(",
        declaredName: ComposeScanner.declaredName, style: ComposeScanner.style,
        slots: material3.union([
            "h1", "h2", "h3", "h4", "h5", "h6", "subtitle1", "subtitle2", "body1", "body2",
            "button", "caption", "overline",
        ]))
    static let flutter = StyleSyntax(
        platform: .flutter, kind: .flutterTextStyle, call: "TextTheme(", separator: ":", reference: "textTheme.",
        copy: ".copyWith(", declaredName: FlutterScanner.declaredName, style: FlutterScanner.style,
        slots: material3.union([
            "headline1", "headline2", "headline3", "headline4", "headline5", "headline6",
            "subtitle1", "subtitle2", "bodyText1", "bodyText2", "caption", "button", "overline",
        ]))

    /// The usages of files read together (a project's Kotlin, or its Dart), each file's in
    /// order: its `TextStyle(...)` literals and copies, and its uses of named styles
    /// (`TextStyles.body1`), with the values and styles every file names. A named style that is
    /// used or copied stands no longer as a usage of its own: its uses and copies are.
    func usages(of files: [(file: String, source: SourceText)]) -> [[TextUsage]] {
        read(files, themeFamilies: []).usages
    }

    /// `usages(of:)`, each style that sets a size and no family given the family the nearest
    /// `ThemeData(fontFamily:)` of `themeFamilies` sets (of those in the packages its file reaches),
    /// that family for each file (`ThemeFamily`), the project's named values and styles, and where
    /// each file with more style sites of one kind than are read is read no further. Past `limit` usages the files after are not
    /// read: the usages returned are then fewer than the files (the first files').
    func read(
        _ files: [(file: String, source: SourceText)], themeFamilies: [ThemeFamily], limit: Int = .max,
        packages: DartPackages = DartPackages()
    ) -> (
        usages: [[TextUsage]], ambient: [String: ThemeFamily.Ambient], project: StyleProject,
        capped: [String: Int]
    ) {
        // Each file on its own is read on every core; what one file learns of the others follows.
        let extensions = platform == .flutter ? DartStyleExtensions(files) : .none
        let sites = files.concurrentMap { self.sites(in: $0.source, extensions: extensions) }
        var read = zip(files, sites).map { (sites: $1.sites, types: $0.source.types) }
        var capped: [String: Int] = [:]
        for (file, sites) in zip(files, sites) { capped[file.file] = sites.cappedAt }
        if platform == .compose {
            var sites = read.map(\.sites)
            ComposeParameters.resolve(&sites, in: files)
            for position in read.indices { read[position].sites = sites[position] }
        }
        let dart = platform == .flutter
        let both = Array(zip(files, read))
        let project = StyleProject(
            both.concurrentMap {
                declarations(in: $0.0.source, file: $0.0.file, sites: $0.1.sites, types: $0.1.types)
            }.flatMap { $0 },
            helpers: dart ? StyleHelper.helpers(files) : [:],
            memberTypes: dart
                ? zip(files, read).reduce(into: [:]) { all, file in
                    all.merge(StyleHelper.memberTypes(in: file.0.source, types: file.1.types)) { first, _ in first }
                } : [:])
        let ambient = ThemeFamily.ambient(themeFamilies, files: files, project: project, packages: packages)
        // Each file's usages, and the declarations they use or copy (which stand no longer), a
        // few hundred files at a time until more than `limit` are found: the files after are not
        // read (the usages returned are the first files').
        var perFile: [(usages: [TextUsage], used: Set<StyleDeclaration.Place>)] = []
        var count = 0
        for start in stride(from: 0, to: both.count, by: 256) where count <= limit {
            let part = Array(both[start..<min(start + 256, both.count)]).concurrentMap { file, read in
                var used: Set<StyleDeclaration.Place> = []
                let usages =
                    (usages(
                        file.source, file: file.file, sites: read.sites, types: read.types, project: project,
                        ambient: ambient[file.file], copied: &used)
                    + namedUses(
                        file.source, file: file.file, project: project, ambient: ambient[file.file], used: &used))
                    .sorted { $0.line < $1.line }
                return (usages: usages, used: used)
            }
            count += part.reduce(0) { $0 + $1.usages.count }
            perFile += part
        }
        let found = perFile.map(\.usages)
        let used = perFile.reduce(into: Set<StyleDeclaration.Place>()) { $0.formUnion($1.used) }
        guard !used.isEmpty else { return (found, ambient, project, capped) }
        let unused = found.map { usages in
            usages.filter { $0.kind != kind || !used.contains(StyleDeclaration.Place(file: $0.file, line: $0.line)) }
        }
        return (unused, ambient, project, capped)
    }

    /// A `TextStyle(...)` or a `base.copy(...)` written in a file.
    struct Site: Sendable {
        /// Where `TextStyle(` or the copied style's name starts.
        var index: String.Index
        var line: Int
        var arguments: [Substring]
        /// The style a copy copies, as written (`base`, `TextStyles.body1`); nil for a literal.
        var base: String?
        /// Whether the base is a call's result (`TextStyles.body(context).copyWith(`): a copy of a
        /// function's style, read only where the project declares that function's style.
        var called = false
    }

    /// Each `TextStyle(...)` and `x.copy(...)` of the file, in order (at most one more than
    /// `AppScan.usageLimit` of each), and where the file is read no further when a kind has more.
    func sites(in source: SourceText, extensions: DartStyleExtensions = .none) -> (sites: [Site], cappedAt: Int?) {
        let text = source.text
        let google = platform == .flutter && text.containsBytes(GoogleFonts.prefix)
        guard google || text.containsBytes("TextStyle(") || text.containsBytes(copy) || !extensions.members.isEmpty
        else { return ([], nil) }
        var cappedAt: Int?
        func cap(_ count: Int) {
            if count > AppScan.usageLimit, let line = sites.last?.line { cappedAt = min(cappedAt ?? line, line) }
        }
        let lines = source.lines
        var sites: [Site] = []
        var start = text.startIndex
        var count = 0
        while count <= AppScan.usageLimit, let found = source.firstCode(of: "TextStyle(", from: start) {
            start = found.upperBound
            // `PlatformTextStyle(`, `DefaultTextStyle(` and other names ending in TextStyle are not one.
            if let previous = text[..<found.lowerBound].last, previous.isLetter || previous.isNumber || previous == "_"
            {
                continue
            }
            count += 1
            sites.append(
                Site(
                    index: found.lowerBound, line: lines.line(of: found.lowerBound),
                    arguments: SwiftScanner.callArguments(text, from: found.upperBound), base: nil))
        }
        cap(count)
        start = text.startIndex
        count = 0
        while count <= AppScan.usageLimit, let found = source.firstCode(of: copy, from: start) {
            start = found.upperBound
            guard let base = copiedBase(text, before: found.lowerBound) else { continue }
            count += 1
            sites.append(
                Site(
                    index: base.index, line: lines.line(of: found.lowerBound),
                    arguments: SwiftScanner.callArguments(text, from: found.upperBound), base: base.written,
                    called: base.called))
        }
        cap(count)
        // Dart extension members that copy (`TextStyles.body.bold.size(16)`): a copy of the style
        // before the chain. A type's own member (`FontWeight.bold`) copies no style the project
        // declares, and sets no size or family: it is no usage.
        let chains = extensions.chains(in: source)
        for chain in chains {
            guard let base = copiedBase(text, before: chain.start) else { continue }
            sites.append(
                Site(
                    index: base.index, line: lines.line(of: chain.start), arguments: chain.arguments,
                    base: base.written, called: base.called))
        }
        cap(chains.count)
        // google_fonts' `GoogleFonts.lato(...)`: a TextStyle with the family the call implies.
        start = text.startIndex
        count = 0
        while google, count <= AppScan.usageLimit, let found = source.firstCode(of: GoogleFonts.prefix, from: start) {
            start = found.upperBound
            guard let call = GoogleFonts.call(text[found.lowerBound...]) else { continue }
            let read = SwiftScanner.call(text, from: text.utf8.index(found.lowerBound, offsetBy: call.head))
            // The style's family name (`GoogleFonts.lato().fontFamily`) is no style given to text.
            if let end = read.end, text[end...].hasPrefix(".fontFamily") { continue }
            count += 1
            sites.append(
                Site(
                    index: found.lowerBound, line: lines.line(of: found.lowerBound),
                    arguments: read.arguments + [GoogleFonts.implied(call.family)], base: nil))
        }
        cap(count)
        return (sites.sorted { $0.index < $1.index }, cappedAt)
    }

    /// The style a copy starting at `copyStart` (its `.`) copies, as written (`AppText.base`, Dart's null assertion
    /// `textTheme.bodyLarge!`, a function's result `TextStyles.body(context)`), where it starts, and
    /// whether it is a call's result; nil where no name is written there.
    private func copiedBase(_ text: String, before copyStart: String.Index) -> (
        written: String, index: String.Index, called: Bool
    )? {
        let utf8 = text.utf8
        var end = copyStart
        while end > utf8.startIndex, [UInt8(ascii: "!"), UInt8(ascii: "?")].contains(utf8[utf8.index(before: end)]) {
            end = utf8.index(before: end)
        }
        let called = end > utf8.startIndex && utf8[utf8.index(before: end)] == UInt8(ascii: ")")
        // Its arguments within 200 bytes: `(context)`, or its lines as `dart format` writes them.
        if called, let open = text.openingParenthesis(before: end, within: 200) { end = open }
        let before = text[..<end].reversed()
        // Dart names may hold `$` (`$styles.text.body`).
        let dollar: Character = platform == .flutter ? "$" : "_"
        let written = String(
            before.prefix(200).prefix { $0.isNamePart || $0 == "." || $0 == dollar }
                .reversed()
                .drop { $0 == "." })
        guard !written.isEmpty else { return nil }
        let index = text.index(before.startIndex.base, offsetBy: -written.count, limitedBy: text.startIndex)
        return (written, index ?? copyStart, called)
    }

    /// The values and styles the file names (`StyleDeclaration`), each with the type it is declared in.
    func declarations(
        in source: SourceText, file: String, sites: [Site], types: [TypeSpan]
    ) -> [StyleDeclaration] {
        let text = source.text
        // A helper's call (`StyleHelper`), with the copy of it that may follow: the copy is no style of its own.
        let helped =
            platform == .flutter ? StyleHelper.declarations(in: source, file: file, types: types, sites: sites) : []
        let calls = Set(helped.map { "\($0.type ?? "").\($0.name)" })
        var found: [StyleDeclaration] = helped
        for site in sites {
            // A name given just before the value: `val body = TextStyle(`, `TextStyle get h2 =>⏎ h1.copyWith(`.
            let end = text[..<site.index].reversed().prefix(200).drop(while: \.isBlank).startIndex.base
            guard let name = declaredName(text, end),
                !calls.contains("\(StyleDeclaration.type(at: site.index, in: types) ?? "").\(name)")
            else { continue }
            found.append(
                StyleDeclaration(
                    file: file, type: StyleDeclaration.type(at: site.index, in: types), name: name, line: site.line,
                    value: site.base.map { .copy(base: $0, overrides: site.arguments) } ?? .style(site.arguments)))
        }
        found += StyleDeclaration.expressions(in: source, file: file, types: types)
        if platform == .flutter {
            found += StyleDeclaration.scalers(in: source, file: file, types: types)
        }
        return found
    }

    /// Each `TextStyle(...)` whose arguments `style` reads as a usage, and each copy of a style
    /// `project` resolves (one of the file's, or a `Type.name` of the project: its arguments
    /// under the copy's); a copy of another style that sets the family or size is skipped as
    /// computed. Each with the literal text of the `Text(...)` it is given to. Values named
    /// rather than written (`fontFamily: Fonts.raleway`, `fontSize: FontSizes.s14`) are the
    /// literals `project` finds for them. The styles copied are added to `copied`.
    func usages(
        _ source: SourceText, file: String, sites: [Site], types: [TypeSpan],
        project: StyleProject, ambient: ThemeFamily.Ambient?, copied: inout Set<StyleDeclaration.Place>
    ) -> [TextUsage] {
        let text = source.text
        var usages: [TextUsage] = []
        // Styles that take no theme's family: those a google_fonts text theme's copy replaces its
        // slots with, and a `RichText`'s, which merges no `DefaultTextStyle` (H: flutter
        // `basic.dart`, `RichText`: "must be explicitly styled"; U: a `WidgetSpan`'s `Text` in it would).
        let unthemed =
            platform == .flutter
            ? (text.containsBytes(GoogleFonts.prefix) ? GoogleFonts.themeCopies(in: source) : [])
                + Self.calls(of: "RichText(", in: source) : []
        for site in sites where usages.count <= AppScan.usageLimit {
            let type = StyleDeclaration.type(at: site.index, in: types)
            var arguments = project.literals(in: site.arguments, file: file, type: type, separator: separator)
            var copiedPlace: StyleDeclaration.Place?
            if let base = site.base {
                let set = Set(arguments.map(Self.argumentName))
                guard let inherited = project.style(base, in: file, type: type, separator: separator) else {
                    if !site.called, set.contains("fontSize") || set.contains("fontFamily") {
                        var usage = TextUsage(file: file, line: site.line, kind: kind, platform: platform)
                        usage.skipped = .computed(
                            "\((base.split(separator: ".").last).map(String.init) ?? base) (copied)")
                        usages.append(usage)
                    }
                    continue
                }
                copied.insert(inherited.place)
                copied.formUnion(inherited.bases)
                copiedPlace = inherited.place
                arguments = inherited.arguments.filter { !set.contains(Self.argumentName($0)) } + arguments
            }
            let themed = site.base != nil || !unthemed.contains { $0.contains(site.index) }
            guard var usage = style(arguments, file, site.line, ambient: themed ? ambient : nil) else { continue }
            usage.apply(Self.textContext(text, around: site.index))
            if let place = copiedPlace { usage.via = "\(place.file):\(place.line)" }
            usages.append(usage)
        }
        // A style a helper makes (`late final TextStyle h1 = _createFont(...)`) stands, as a literal
        // one does, until it is used; what it was made of stands no longer.
        for declaration in project.calls(in: file) where usages.count <= AppScan.usageLimit {
            guard
                let made = project.style(
                    declaration.name, in: file, type: declaration.type, separator: separator),
                made.place == declaration.place,
                let usage = style(made.arguments, file, declaration.line, ambient: ambient)
            else { continue }
            copied.formUnion(made.bases)
            usages.append(usage)
        }
        return usages
    }

    /// Where each call of `name` (`RichText(`, not `MyRichText(`) in code is, to its `)` (or 20,000
    /// characters on).
    static func calls(of name: String, in source: SourceText) -> [Range<String.Index>] {
        let text = source.text
        return source.codeRanges(of: name).compactMap { found in
            if let previous = text[..<found.lowerBound].last, previous.isLetter || previous.isNumber || previous == "_"
            {
                return nil
            }
            let end = SwiftScanner.call(text, from: found.upperBound, limit: 20_000).end
            return found
                .lowerBound..<(end ?? text.index(found.upperBound, offsetBy: 20_000, limitedBy: text.endIndex)
                ?? text.endIndex)
        }
    }

    /// The usage a style's arguments declare (`style`); one that sets a size and no family, and
    /// inherits (no `inherit: false`), takes the project's theme family where one is set (`ThemeFamily`).
    func style(_ arguments: [Substring], _ file: String, _ line: Int, ambient: ThemeFamily.Ambient?) -> TextUsage? {
        if let usage = style(arguments, file, line) { return usage }
        let names = arguments.map(Self.argumentName)
        guard let ambient, let family = ambient.argument, names.contains("fontSize"),
            !arguments.contains(where: { Self.argumentName($0) == "inherit" && $0.contains("false") }),
            var usage = style(arguments + [family], file, line)
        else { return nil }
        usage.via = ambient.place
        return usage
    }

    /// What a value falls back to when what comes first is unset: `B` of Kotlin's `A ?: B` and Dart's
    /// `A ?? B` (the last, outside brackets and strings), the value itself otherwise. A family
    /// written so (`fontFamily = fontFamily ?: brandFamily`, a setting's choice before the app's own)
    /// is read as the app's default (U: the setting taken to be unset, as on a first start).
    static func fallback<S: StringProtocol>(_ value: S) -> S.SubSequence {
        var depth = 0
        var quote: Character?
        var last: S.Index?
        var index = value.startIndex
        while index < value.endIndex {
            let character = value[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
            } else if depth == 0, character == "?",
                let next = value.index(index, offsetBy: 1, limitedBy: value.endIndex),
                next < value.endIndex, value[next] == ":" || value[next] == "?"
            {
                last = value.index(after: next)
                index = next
            }
            index = value.index(after: index)
        }
        guard let last else { return value[...] }
        return value[last...].drop(while: \.isBlank)
    }

    /// `fontSize` of `fontSize = 17.sp` or `fontSize: 17`.
    static func argumentName(_ argument: Substring) -> String {
        String(argument.prefix { $0.isNamePart })
    }

    /// How the call sets a slot.
    enum Value {
        /// `TextStyle(...)`: a usage at its line, or, without a family, the platform font.
        case textStyle
        /// `base.copy(...)`: a usage at its line when `base` is a literal TextStyle of the file.
        case copy
        /// A name alone (`displayLarge: displayLarge`, `bodyLarge = AppType.body`): the style the
        /// project declares by it (`StyleProject.style`), where it declares one.
        case named(String)
        /// Flutter: a copy of the same slot of a text theme the project does not make
        /// (`bodyMedium: base.bodyMedium?.copyWith(fontFamily: fontName)`, `base` a parameter, as
        /// a function given `ThemeData.light().textTheme` writes it): Material's own style for the
        /// slot with the copy's arguments (U: the theme copied is taken to be Material's).
        case materialCopy
        /// Anything else (`baseline.bodyLarge`, a function's result).
        case computed
    }

    /// Each slot the file's calls set, with the line of its value's style, and a literal
    /// TextStyle's arguments: the theme's call (`TextTheme(`), and a copy of a theme that sets
    /// slots (`base.copyWith(bodyMedium: ...)`, `Typography().copy(bodyLarge = ...)`).
    func slots(
        in source: SourceText, copies themeCopies: [(range: Range<String.Index>, ambient: AmbientCopy?)]? = nil
    ) -> [(slot: String, line: Int, value: Value, arguments: [Substring])] {
        let text = source.text
        let lines = source.lines
        var found: [(slot: String, line: Int, value: Value, arguments: [Substring])] = []
        let calls = source.codeRanges(of: self.call).filter { call in
            // `MyTextTheme(` is another call.
            text[..<call.lowerBound].last.map { !$0.isLetter && !$0.isNumber } ?? true
        }
        let copies = (themeCopies ?? self.themeCopies(in: source)).filter { $0.ambient != .unapplied }.map(\.range)
        // The names the file gives Material's default typography (`val defaultTypography = Typography()`).
        let defaults =
            platform == .compose
            ? Set(
                // `AppTypography()` is another call.
                source.codeRanges(of: "Typography()").compactMap { found in
                    Self.startsName(text, at: found.lowerBound)
                        ? ComposeScanner.declaredName(text, before: found.lowerBound) : nil
                })
            : []
        // The file's extensions that copy a style (`fun TextStyle.inter() = copy(fontFamily = Inter)`).
        let copiers = StyleCopiers(platform == .compose && !defaults.isEmpty ? [("", source)] : [])
        // The file's functions that make a style of their parameters (`StyleHelper`).
        let helpers = platform == .flutter ? StyleHelper.helpers([("", source)]).filter(\.value.base.isEmpty) : [:]
        for call in (calls + copies).sorted(by: { $0.lowerBound < $1.lowerBound })
        where found.count <= AppScan.usageLimit {
            // `Typography().run { copy(bodyLarge = bodyLarge.copy(...)) }`: slots of Material's own, unnamed.
            let receiver = platform == .compose && Self.overDefaultTypography(text, at: call.lowerBound)
            var cursor = call.upperBound
            // A theme of 15 styles is longer than other calls.
            for argument in SwiftScanner.callArguments(text, from: call.upperBound, limit: 20_000) {
                let name = String(argument.prefix { $0.isLetter || $0.isNumber })
                let value = argument.dropFirst(name.count).drop { $0 == " " }
                guard slots.contains(name), value.first == separator else { continue }
                // The argument's line: where its name is next written after the previous one (a
                // style's, where its TextStyle( or copy is: the line of its usage).
                let place = text.firstBytes(of: name, from: cursor)
                cursor = place?.upperBound ?? cursor
                let written = value.dropFirst().drop(while: \.isBlank)
                if isPaintOnlyCopy(written, of: name) || isSlotConverter(written, of: name) { continue }
                // A literal style: `TextStyle(`, or google_fonts' `GoogleFonts.lato(` (a family implied).
                let google = platform == .flutter ? GoogleFonts.call(written) : nil
                let marker =
                    written.hasPrefix("TextStyle(")
                    ? "TextStyle("
                    : google.map { String(written.prefix($0.head)) }
                        ?? (written.prefix { $0 != "(" }.hasSuffix(copy.dropLast()) ? copy : nil)
                let style = marker.flatMap { text.firstBytes(of: $0, from: cursor) }
                let named = StyleProject.name(written.trimmed()[...]).map(Value.named)
                if marker == nil, let made = StyleHelper.made(written, in: text, from: cursor, helpers: helpers) {
                    found.append((name, lines.line(of: made.at), .textStyle, made.arguments))
                    continue
                }
                if let arguments = materialCopyArguments(
                    written, of: name, defaults: defaults, receiver: receiver, copiers: copiers)
                {
                    found.append(
                        (name, lines.line(of: place?.lowerBound ?? call.lowerBound), .materialCopy, arguments))
                    continue
                }
                found.append(
                    (
                        name, lines.line(of: style?.lowerBound ?? place?.lowerBound ?? call.lowerBound),
                        marker == nil ? named ?? .computed : marker == copy ? .copy : .textStyle,
                        marker != nil && marker != copy
                            ? style.map {
                                SwiftScanner.callArguments(text, from: $0.upperBound)
                                    + (google.map { [GoogleFonts.implied($0.family)] } ?? [])
                            } ?? []
                            : []
                    ))
            }
        }
        return found
    }

    /// The arguments of a copy of Material's own style for `slot` setting `slot` (`Value.materialCopy`):
    /// Flutter's `base.slot?.copyWith(...)`, `base` a plain lower-case name; Compose's
    /// `base.slot.copy(...)`, `base` Material's default typography, `Typography()` written there or one
    /// of `defaults`, the names the file gives it (`val defaultTypography = Typography()`), or none in a copy of the
    /// receiver over it (`receiver`: `Typography().run { copy(bodyLarge = bodyLarge.copy(...)) }`).
    /// A copier of the file may come first, its copy's arguments under the copy's
    /// (`base.bodyLarge.inter().copy(fontSize = 18.sp)`, or without the copy). Nil for anything else.
    func materialCopyArguments(
        _ written: Substring, of slot: String, defaults: Set<String> = [], receiver: Bool = false,
        copiers: StyleCopiers = StyleCopiers([])
    ) -> [Substring]? {
        var base = written.prefix { $0.isNamePart }
        guard let first = base.first else { return nil }
        switch platform {
        case .flutter: guard first.isLowercase else { return nil }
        case .compose:
            if receiver, base == slot {
                base = written.prefix(0)
            } else if base == "Typography", written[base.endIndex...].hasPrefix("()") {
                base = written.prefix(base.count + 2)
            } else {
                guard defaults.contains(String(base)) else { return nil }
            }
        default: return nil
        }
        var rest = written[base.endIndex...]
        let slotted = base.isEmpty ? slot : "." + slot
        guard rest.hasPrefix(slotted) else { return nil }
        rest = rest.dropFirst(slotted.count).drop { $0 == "!" || $0 == "?" }
        var copied: [Substring] = []
        if let copier = copiers.call(written.base, after: rest.startIndex), copier.end <= written.endIndex {
            copied = copier.arguments
            rest = written.base[copier.end..<written.endIndex]
            if rest.allSatisfy(\.isBlank) { return copied }
        }
        let copy = platform == .compose ? ".copy(" : ".copyWith("
        guard rest.hasPrefix(copy) else { return nil }
        let text = String(rest)
        let call = SwiftScanner.call(text, from: text.index(text.startIndex, offsetBy: copy.count))
        guard let end = call.end, text[end...].allSatisfy(\.isBlank) else { return nil }
        let own = call.arguments.filter { !$0.isEmpty }
        let set = Set(own.map { Self.argumentName($0.drop(while: \.isBlank)) })
        return copied.filter { !set.contains(Self.argumentName($0)) } + own
    }

    /// A Flutter text theme copy of the ambient theme (`Theme.of(context)`, a local name given it,
    /// `context.textTheme`): `applied` given to a widget that provides a theme (`Theme(data:
    /// baseTheme.copyWith(textTheme: baseTheme.textTheme.copyWith(...)))`: an override of the
    /// subtree under it), `unapplied` given to anything else (a list item's own text theme, a
    /// Markdown style sheet), which themes nothing (H: Flutter's `Theme.of` reads the nearest `Theme`
    /// widget above). Nil for a copy of a theme the project makes (`base.textTheme.copyWith(` of
    /// `ThemeData.light()`), which stays a theme.
    enum AmbientCopy { case applied, unapplied }

    static func ambientCopy(_ text: String, copy: Range<String.Index>) -> AmbientCopy? {
        // The receiver: `theme.textTheme`, `Theme.of(context).textTheme!`, within 120 characters.
        let before = text[..<copy.lowerBound].reversed().drop { $0 == "!" || $0 == "?" }
        let window = String(before.prefix(120).reversed())
        guard window.hasSuffix("textTheme") || window.hasSuffix("TextTheme") else { return nil }
        let receiver = window.reversed().prefix {
            $0.isNamePart || $0 == "." || $0 == "(" || $0 == ")"
        }
        let chain = String(receiver.reversed())
        let root = chain.prefix { $0.isNamePart }
        let ambient =
            chain.hasPrefix("Theme.of(") || chain.hasPrefix("context.")
            || {
                // `final theme = Theme.of(context);` within the 3,000 bytes before it.
                let utf8 = text.utf8
                let start = utf8.index(copy.lowerBound, offsetBy: -3_000, limitedBy: utf8.startIndex) ?? utf8.startIndex
                return text[start..<copy.lowerBound].firstBytes(of: "\(root) = Theme.of(") != nil
            }()
        guard ambient else { return nil }
        // The calls it is given to, nearest first: one that provides a theme applies it.
        var position = copy.lowerBound
        for _ in 0..<6 {
            guard let call = enclosingCall(text, before: position) else { return .unapplied }
            position = call.nameStart
            let name = call.name.split(separator: ".").last.map(String.init) ?? call.name
            if ["Theme", "ThemeData", "AnimatedTheme", "MaterialApp", "CupertinoApp"].contains(name) {
                return .applied
            }
        }
        return .unapplied
    }

    /// The copies of a theme that set slots (`base.copyWith(bodyMedium: ...)`), each with what it
    /// copies in Flutter (`ambientCopy`).
    func themeCopies(in source: SourceText) -> [(range: Range<String.Index>, ambient: AmbientCopy?)] {
        let text = source.text
        // Compose's copy of the receiver in a block over Material's default typography, `copy(` alone.
        let receiverCopies =
            platform == .compose && text.containsBytes("Typography()")
            ? source.codeRanges(of: "copy(").filter { found in
                Self.startsName(text, at: found.lowerBound) && Self.overDefaultTypography(text, at: found.lowerBound)
            } : []
        return (source.codeRanges(of: copy) + receiverCopies).compactMap { copy in
            // A style's copy sets no slot: its first argument names one.
            let first = text[copy.upperBound...].drop(while: \.isBlank)
            let name = first.prefix { $0.isLetter || $0.isNumber }
            guard slots.contains(String(name)),
                first.dropFirst(name.count).drop(while: { $0 == " " }).first == separator
            else { return nil }
            return (copy, platform == .flutter ? Self.ambientCopy(text, copy: copy) : nil)
        }
    }

    /// Whether a name at `index` is one of its own: not the end of a longer name, nor a member
    /// (`copy(`, not `.copy(` or `recopy(`).
    static func startsName(_ text: String, at index: String.Index) -> Bool {
        text[..<index].last.map { !$0.isNamePart && $0 != "." } ?? true
    }

    /// Whether a Compose call at `index` opens a block whose receiver is Material's default
    /// typography: `Typography().run {` or `with(Typography()) {` just before it.
    static func overDefaultTypography(_ text: String, at index: String.Index) -> Bool {
        let before = text[..<index].reversed().drop(while: \.isBlank)
        guard before.first == "{" else { return false }
        let head = String(before.dropFirst().drop(while: \.isBlank).prefix(24).reversed())
        return head.hasSuffix("Typography().run") || head.hasSuffix("with(Typography())")
    }

    /// Whether a Material theme's slot is written as a copy of the same slot of another theme that
    /// changes nothing the line box depends on (`titleLarge: textTheme.titleLarge?.copyWith(color:
    /// c)`, as a `Theme(data: theme.copyWith(textTheme: ...))` override recolours text): it sets no
    /// measure, so it is no slot of the theme that writes it (a theme of such slots alone is none).
    /// A project's own theme keeps such a slot (`call` is its type's).
    private func isPaintOnlyCopy(_ written: Substring, of slot: String) -> Bool {
        guard call == Self.flutter.call || call == Self.compose.call else { return false }
        guard let marker = written.firstBytes(of: copy) else { return false }
        // The base without its `?` or `!` (`Theme.of(context).textTheme.titleLarge`), and the copy the whole value.
        let base = String(written[..<marker.lowerBound].reversed().drop { $0 == "!" || $0 == "?" }.reversed())
        let call = SwiftScanner.call(written.base, from: marker.upperBound)
        guard base.hasSuffix("." + slot), let end = call.end, end <= written.endIndex,
            written[end...].allSatisfy(\.isBlank)
        else { return false }
        return !AppScan.changesMetrics(call.arguments)
    }

    /// A Dart slot set to a function of the same slot of another theme (`bodyMedium:
    /// converter(input.bodyMedium, 'bodyMedium')`, as a function mapping one `TextTheme` to
    /// another writes it): it defines no style, the slot stays the one of the theme it converts (U:
    /// the converter is taken to keep its size and line height; zulip's change the weight axis of
    /// a variable font and the letter spacing).
    private func isSlotConverter(_ written: Substring, of slot: String) -> Bool {
        guard call == Self.flutter.call else { return false }
        let function = written.prefix { $0.isNamePart }
        guard !function.isEmpty, function.endIndex < written.endIndex, written[function.endIndex] == "(" else {
            return false
        }
        let call = SwiftScanner.call(written.base, from: written.index(after: function.endIndex))
        guard let end = call.end, end <= written.endIndex, written[end...].allSatisfy(\.isBlank),
            let first = call.arguments.first
        else { return false }
        let input = first.trimmed().reversed().drop { $0 == "!" || $0 == "?" }.reversed()
        return String(input).hasSuffix("." + slot)
    }

    /// Each use of a slot in the file, with the literal text of the `Text(...)` call it styles,
    /// and in Dart each `Text` that gives no style (`defaultStyleUses`).
    func references(in source: SourceText) -> [SwiftScanner.FontReference] {
        (platform == .flutter ? DefaultTextStyles.flutter : DefaultTextStyles.compose).uses(in: source)
            + slotUses(in: source)
    }

    /// Each use of a slot in the file (`textTheme.bodyLarge`, also as `dart format` breaks a chain:
    /// `Theme.of(context)\n.textTheme\n.bodySmall`), with the literal text of the `Text(...)` call
    /// it styles.
    private func slotUses(in source: SourceText) -> [SwiftScanner.FontReference] {
        let text = source.text
        let whole = String(reference.dropLast())
        guard text.containsBytes(whole) else { return [] }
        var references: [SwiftScanner.FontReference] = []
        // The style arguments by the name they are given, read once for every named slot use.
        var arguments: [Substring: [Range<String.Index>]]?
        func styleArguments() -> [Substring: [Range<String.Index>]] {
            if let arguments { return arguments }
            let found = Dictionary(
                grouping: Self.namedStyleArguments(in: source, separator: separator), by: { text[$0.name] }
            ).mapValues { $0.map(\.argument) }
            arguments = found
            return found
        }
        for (name, alias) in [(whole, false)] + aliases(in: source).map({ ($0, true) }) {
            var start = text.startIndex
            while references.count <= AppScan.usageLimit, let found = source.firstCode(of: name, from: start) {
                start = found.upperBound
                // An alias is a name of its own: not the end of a longer name or chain.
                if alias, let previous = text[..<found.lowerBound].last,
                    previous.isLetter || previous.isNumber || previous == "_" || previous == "."
                {
                    continue
                }
                let dot = text[found.upperBound...].drop(while: \.isBlank)
                guard dot.first == ".",
                    let (reference, end) = slotUse(
                        of: found, at: dot.dropFirst().drop(while: \.isBlank).startIndex, in: source)
                else { continue }
                references += Self.namedUses(
                    of: reference, at: found.lowerBound, ending: end, in: source, styleArguments)
            }
        }
        return references
    }

    /// A slot's use given a name (`val bodySmall = MaterialTheme.typography.bodySmall`, `final
    /// title = textTheme.titleLarge!.copyWith(color: c);`): a use at each `style` argument given
    /// that name in the file (`Text(x, style = bodySmall)`), with that Text's text (U: the name
    /// is not followed through scopes); the use itself where it is given none, or no argument
    /// names it.
    private static func namedUses(
        of reference: SwiftScanner.FontReference, at start: String.Index, ending end: String.Index,
        in source: SourceText, _ styleArguments: () -> [Substring: [Range<String.Index>]]
    ) -> [SwiftScanner.FontReference] {
        let text = source.text
        // The statement `NAME = <chain to the use>` and nothing after it on its line.
        let before = text[..<start].reversed()
        let chain = before.prefix(200).prefix { $0.isLetter || $0.isNumber || "_.()".contains($0) || $0.isBlank }
        let assignment = before.dropFirst(chain.count)
        let after = text[end...].first { $0 != " " && $0 != "\t" }
        guard assignment.first == "=", after == nil || after == "\n" || after == ";" || after == "\r" else {
            return [reference]
        }
        let reversedName = assignment.dropFirst().drop { $0 == " " }.prefix {
            $0.isNamePart
        }
        let name = String(reversedName.reversed())
        // A declaration (`val`, `var`, `final`, `const`, a type: `TextStyle? title =`), not an argument.
        let keyword = String(
            assignment.dropFirst().drop { $0 == " " }.dropFirst(reversedName.count).drop { $0 == " " }
                .prefix { $0.isNamePart || $0 == "?" }.reversed())
        guard let first = name.first, first.isLetter || first == "_",
            ["val", "var", "final", "const", "late"].contains(keyword) || keyword.first?.isUppercase == true
        else { return [reference] }
        let uses = (styleArguments()[Substring(name)] ?? []).map { found in
            var use = reference
            use.line = source.lines.line(of: found.lowerBound)
            use.context = textContext(text, around: found.lowerBound)
            use.written = name + " (" + reference.written + ")"
            return use
        }
        return uses.isEmpty ? [reference] : uses
    }

    /// The names a file gives the theme's styles (`val typography = MaterialTheme.typography`,
    /// `final theme = Theme.of(context).textTheme;`), each taken to stand for them wherever the
    /// file uses it (U: a name is not followed through scopes).
    private func aliases(in source: SourceText) -> Set<String> {
        let text = source.text
        let whole = String(reference.dropLast())
        var names: Set<String> = []
        for found in source.codeRanges(of: whole) {
            guard let end = text[found.upperBound...].first(where: { $0 != " " }), end == "\n" || end == ";"
            else { continue }
            let before = text[..<found.lowerBound].reversed()
            let chain = before.prefix(200).prefix { $0.isLetter || $0.isNumber || "_.()".contains($0) }
            let rest = before.dropFirst(chain.count).drop { $0 == " " }
            guard rest.first == "=", !"=!<>".contains(rest.dropFirst().first ?? " ") else { continue }
            let name = String(
                rest.dropFirst().drop { $0 == " " }.prefix { $0.isNamePart }.reversed())
            if let first = name.first, first.isLowercase || first == "_", name != whole { names.insert(name) }
        }
        return names
    }

    /// The use of the slot whose name starts at `start`, after the theme's styles at `found`, and
    /// where the expression ends (past a copy's arguments); nil for no slot.
    private func slotUse(of found: Range<String.Index>, at start: String.Index, in source: SourceText)
        -> (SwiftScanner.FontReference, end: String.Index)?
    {
        let text = source.text
        let slot = String(text[start...].prefix { $0.isLetter || $0.isNumber })
        guard slots.contains(slot) else { return nil }
        let end = text.utf8.index(start, offsetBy: slot.utf8.count)
        guard let copied = copyArguments(text, after: end) else { return nil }
        let rest = text[end...].drop { $0 == "!" || $0 == "?" || $0.isBlank }
        let expressionEnd =
            rest.first == "."
            ? rest.firstIndex(of: "(").flatMap { SwiftScanner.call(text, from: text.index(after: $0)).end } ?? end
            : end
        let reference = SwiftScanner.FontReference(
            type: nil, name: slot, line: source.lines.line(of: found.lowerBound),
            written: text[found] + "." + slot + (copied.isEmpty ? "" : copy + "...)"),
            context: Self.textContext(text, around: found.lowerBound), arguments: copied.isEmpty ? nil : copied)
        return (reference, expressionEnd)
    }

    /// What follows a reference to a style at `index`: nothing more (`[]`: the style itself), a
    /// copy of it (`.copy(fontSize = 20.sp)`: its arguments, over the style's), or a member of it
    /// (`.fontSize`: nil, no style). A copy with no arguments, or a Dart `.apply(...)` that only
    /// paints, is the style.
    func copyArguments(_ text: String, after index: String.Index) -> [Substring]? {
        let rest = text[index...].drop { $0 == "!" || $0 == "?" || $0.isBlank }
        guard rest.first == "." else { return [] }
        // Dart's `.apply(color: ...)` that only paints is the style (H: flutter `TextStyle.apply`,
        // whose other arguments scale or shift the metrics: not read).
        if platform == .flutter, rest.hasPrefix(".apply(") {
            let paint: Set<String> = [
                "color", "backgroundColor", "decoration", "decorationColor", "decorationStyle",
                "decorationThicknessFactor", "decorationThicknessDelta", "shadows", "overflow",
            ]
            let arguments = SwiftScanner.callArguments(text, from: text.index(rest.startIndex, offsetBy: 7))
            return arguments.allSatisfy { paint.contains(Self.argumentName($0.drop(while: \.isBlank))) } ? [] : nil
        }
        guard rest.hasPrefix(copy) else { return nil }
        return SwiftScanner.callArguments(text, from: text.index(rest.startIndex, offsetBy: copy.count)).filter {
            !$0.allSatisfy(\.isBlank)
        }
    }
}
