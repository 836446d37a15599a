import DesignTokens
import FontValues
import Foundation
import InputFiles
import LineBoxAnalysis
import TextSources

// MARK: - Resolve: the usages that name what other files declare

extension AppScan {
    /// Resolves every usage through the index: Kotlin, Dart and style sheets read together, Swift
    /// members and helpers, theme slots, and the fonts each usage's declaration ships.
    mutating func resolve(_ index: ScanIndex) {
        appFonts.formUnion(index.appFonts)
        flutterTextScaling = index.flutterTextScaling
        languages = index.declared.mapValues { $0.sorted() }
        resolveShownCharacters(index)
        let (ambient, projects) = readStyleSources(index)
        resolveSheets(index)
        // A web family a font provider serves ships no file: looked for among --fonts, and said.
        if !index.downloadedFamilies.isEmpty {
            for position in usages.indices where usages[position].platform == .web {
                guard case .name(let family)? = usages[position].font,
                    let provider = index.downloadedFamilies[family.lowercased()]
                else { continue }
                usages[position].downloaded(family, from: provider)
            }
        }
        resolveScriptStyles(index)
        resolveTextKeys(index)
        for style in index.styleChains.broken {
            errors.append(
                ScanError(
                    file: style.file, line: style.line,
                    message: "style \(style.name): its chain of parents is circular or longer than "
                        + "\(AndroidScanner.StyleChains.depthLimit) styles (the limit); followed no further"))
        }
        resolveSwift(index)
        if !index.swiftGenFonts.isEmpty {
            let calls = untilLimit(index.swiftSources, reading: "SwiftGen font calls") {
                SwiftGenFonts.usages($1, file: $0, fonts: index.swiftGenFonts)
            }
            for (file, found) in calls { add(found, of: file) }
        }
        let material2 = ThemeFamily.material2(
            index.flutterThemeFamilies, files: (index.styleSources[.flutter] ?? []).map(\.file))
        resolveThemes(index, projects: projects, ambient: ambient, material2: material2)
        resolveComposeWrappers(index)
        // A Text scales by `MediaQuery.textScalerOf(context)`, the platform's setting, unless the
        // app sets its own (H: Flutter's `Text.textScaler`); how an app's own setting scales is not
        // modelled, so then none of its Flutter text is checked past its size.
        if flutterTextScaling.isEmpty {
            for index in usages.indices where usages[index].platform == .flutter { usages[index].scaling = .flutter }
        }
        for font in fonts {
            let name = Paths.name(font)
            let lowercased = name.lowercased()
            if index.registeredNames.contains(lowercased)
                || index.registeredNames.contains(Paths.deletingExtension(lowercased))
                || index.registeredExtensions.contains(Paths.fileExtension(lowercased))
            {
                appFonts.insert(name)
            }
        }
        resolveShippedFonts(index)
        usages.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        if usages.count > Self.totalUsageLimit {
            let first = usages[Self.totalUsageLimit]
            errors.append(
                ScanError(
                    file: first.file, line: first.line,
                    message: "more than \(Self.totalUsageLimit) text usages (the limit): this one and the "
                        + "\(usages.count - Self.totalUsageLimit - 1) after it are not checked: scan a smaller folder"))
            usages.removeLast(usages.count - Self.totalUsageLimit)
        }
        // Silence is a verdict: a folder where nothing declares a font must not pass a CI check.
        if usages.isEmpty {
            errors.append(
                ScanError(
                    file: ".", line: nil,
                    message: "no text usage found: nothing was checked (files read: "
                        + ScanIndex.readers.keys.sorted().joined(separator: ", ") + ")"))
        }
    }

    /// The characters each platform's text shows and how many of its strings hold each: its
    /// strings, scripts', templates' and documents' (`CharacterShares`).
    private mutating func resolveShownCharacters(_ index: ScanIndex) {
        var shown = index.shown
        var shares = index.shares
        let scripts = index.scriptCharacters.scalars
        for platform in ReactNativeScanner.platforms where !scripts.isEmpty {
            shown[platform, default: []].formUnion(scripts)
            shares[platform, default: CharacterShares()].add(index.scriptShares)
        }
        // A web app's text is its scripts', templates', documents', Markdown's and translations',
        // as React Native's is (U: a page may show text from elsewhere, a CMS, as an app may).
        let markup = index.markupCharacters.scalars
        if !scripts.isEmpty || !markup.isEmpty {
            shown[.web, default: []].formUnion(scripts.union(markup))
            shares[.web, default: CharacterShares()].add(index.scriptShares)
            shares[.web, default: CharacterShares()].add(index.markupShares)
        }
        shownCharacters = shown.filter { !index.unreadStrings.contains($0.key) }
        let android =
            index.androidStrings.values.map(\.self) + index.androidTranslations.values.flatMap { $0.map(\.text) }
        if !android.isEmpty {
            shownCharacters[.android] = ScanIndex.shownCharacters(android)
            shares[.android] = android.reduce(into: CharacterShares()) { $0.add($1) }
        }
        characterShares = shares.filter { shownCharacters[$0.key] != nil }
    }

    /// Kotlin's and Dart's styles read together, each file's usages added; the family each Dart
    /// file's styles take from Flutter's ThemeData (`ThemeFamily`), and each platform's project.
    private mutating func readStyleSources(_ index: ScanIndex) -> (
        ambient: [String: ThemeFamily.Ambient], projects: [Platform: StyleProject]
    ) {
        var ambient: [String: ThemeFamily.Ambient] = [:]
        var projects: [Platform: StyleProject] = [:]
        for syntax in [StyleSyntax.compose, .flutter] {
            let files = index.styleSources[syntax.platform] ?? []
            let themeFamilies = syntax.platform == .flutter ? index.flutterThemeFamilies : []
            let read = syntax.read(
                files, themeFamilies: themeFamilies, limit: Self.totalUsageLimit - usages.count,
                packages: index.dartPackages)
            for (file, found) in zip(files, read.usages) {
                add(found, of: file.file)
                // More styles of one kind than are read, though fewer usages (the styles used stand no longer).
                if let line = read.capped[file.file], found.count <= Self.usageLimit {
                    errors.append(
                        ScanError(
                            file: file.file, line: line,
                            message: "more than \(Self.usageLimit) text styles of one kind in one file (the limit): "
                                + "the rest are not checked"))
                }
            }
            if read.usages.count < files.count {
                stopped(
                    at: files[read.usages.count].file,
                    reading: syntax.platform == .compose ? "Kotlin styles" : "Dart styles")
            }
            if syntax.platform == .flutter { ambient = read.ambient }
            projects[syntax.platform] = read.project
        }
        return (ambient, projects)
    }

    /// `find` on each file in order, until the usages found and those it returned pass
    /// `totalUsageLimit`: the files after are not read, and an error names the first.
    mutating func untilLimit<Found>(
        _ files: [(file: String, source: SourceText)], reading what: String,
        _ find: (String, SourceText) -> [Found]
    ) -> [(file: String, found: [Found])] {
        var all: [(file: String, found: [Found])] = []
        var count = usages.count
        for (file, source) in files {
            guard count <= Self.totalUsageLimit else {
                stopped(at: file, reading: what)
                break
            }
            let found = find(file, source)
            count += found.count
            all.append((file, found))
        }
        return all
    }

    /// The error of a scan that stopped reading `what` at `file`, past `totalUsageLimit` (its files
    /// at first, later what it resolves).
    mutating func stopped(at file: String, reading what: String) {
        errors.append(
            ScanError(
                file: file, line: nil,
                message: "stopped reading \(what) here (this file and those after it): more than "
                    + "\(Self.totalUsageLimit) text usages (the limit); scan a smaller folder"))
    }

    /// `MaterialTheme.typography.x` (`Theme.of(context).textTheme.x`) is the style that the
    /// Typography(...) (TextTheme(...)) nearest the use, by folder (a repository of several apps
    /// has one each), sets for x: a literal TextStyle's or copied style's usage, the platform font
    /// for one without a family, a computed one skipped, and Material's default (the platform
    /// font) when unset. A project's own typography (`AppTheme.typography.x`, `ProjectThemes`) is
    /// resolved the same way, to its nearest instance; a member that instance does not set is skipped.
    private mutating func resolveThemes(
        _ index: ScanIndex, projects: [Platform: StyleProject], ambient: [String: ThemeFamily.Ambient],
        material2: Set<String>
    ) {
        var themeSlots = index.themeSlots
        var themeReferences = index.themeReferences
        for syntax in [StyleSyntax.compose, .flutter] {
            let project = ProjectThemes(
                index.styleSources[syntax.platform] ?? [], syntax: syntax,
                limit: Self.totalUsageLimit - usages.count)
            if let unread = project.unread { stopped(at: unread, reading: "uses of the project's typography") }
            themeSlots.merge(project.slots) { first, _ in first }
            themeReferences.merge(project.references) { first, _ in first }
        }
        for key in themeSlots.keys {
            guard let project = projects[key.platform], var slots = themeSlots[key] else { continue }
            resolveNamedSlots(&slots, platform: key.platform, project: project)
            themeSlots[key] = slots
        }
        // Flutter's Material theme is read with no TextTheme in the project too where a ThemeData
        // names a family: its slots are then Material's defaults in that family (`materialDefault`).
        // (One whose family is a run-time value makes them skipped as computed, never the platform font.)
        let material = ScanIndex.ThemeKey(platform: .flutter)
        if themeSlots[material] == nil, themeReferences[material] != nil, !ambient.isEmpty {
            themeSlots[material] = [:]
        }
        // A Compose app that makes no Typography of a Material library draws that library's own: each
        // use of it is Material's default (the platform font), listed as one where a Typography leaves
        // the slot unset is.
        for key in themeReferences.keys where key.platform == .compose && key.type == nil && themeSlots[key] == nil {
            themeSlots[key] = [:]
        }
        let overrides = Self.overrideScopes(index)
        let keys = themeSlots.keys.sorted {
            ($0.platform.rawValue, $0.type ?? "", $0.library ?? "", $0.instance ?? "") < (
                $1.platform.rawValue, $1.type ?? "", $1.library ?? "", $1.instance ?? ""
            )
        }
        for key in keys {
            guard var slots = themeSlots[key] else { continue }
            if key.platform == .flutter, key.type == nil {
                applyMaterial3Geometry(&slots, material2: material2, ambient: ambient)
            } else if key.platform == .compose, key.type == nil {
                // Material 2's slots (`body1`) have other names: no scale, computed.
                applyMaterialCopies(&slots, platform: .compose, ambient: ambient) { _, name in
                    Self.composeMaterial3Scale(name)
                }
            }
            // A Text with no style in a Material 2 theme's component takes that component's Material 2 slot.
            let uses = (themeReferences[key] ?? []).compactMap { file, reference in
                var reference = reference
                guard reference.implicit, material2.contains(file) else { return (file, reference) }
                guard let slot = reference.material2 else { return nil }
                reference.written = reference.written.replacingOccurrences(
                    of: "textTheme." + reference.name, with: "textTheme." + slot)
                reference.name = slot
                return (file, reference)
            }
            resolveTheme(
                key, slots: slots, uses: uses, ambient: ambient, material2: material2,
                packages: key.platform == .flutter ? index.dartPackages : DartPackages(),
                overrides: key.platform == .flutter ? overrides : [:])
        }
    }

    /// The most files overriding the ambient theme whose widget classes are followed to their callers
    /// (each search reads every Dart file); past it, an override themes its own file alone.
    static let overrideLimit = 8

    /// Each Flutter file that overrides the ambient theme (`ScanIndex.themeOverrides`) and the files
    /// under it: its own, and those that build a widget class that makes it (`SharezonePlusPageTheme(
    /// child: ...)`), whose subtrees it themes (U: a widget given the override as a child elsewhere
    /// is not followed).
    static func overrideScopes(_ index: ScanIndex) -> [String: Set<String>] {
        let sources = index.styleSources[.flutter] ?? []
        var scopes: [String: Set<String>] = [:]
        for (number, (file, owners)) in index.themeOverrides.sorted(by: { $0.key < $1.key }).enumerated() {
            var scope: Set<String> = [file]
            for (other, source) in sources
            where number < overrideLimit && owners.contains(where: { source.text.containsBytes($0 + "(") }) {
                scope.insert(other)
            }
            scopes[file] = scope
        }
        return scopes
    }

    /// A theme slot set to a name (`TextTheme(displayLarge: displayLarge)`, whose getter returns a
    /// style, `bodyLarge = AppType.body`) is the style the project declares by that name, as though
    /// written there: a usage at the slot's line, its arguments the slot's (via the declaration).
    /// A name the project declares no style by stays computed. A slot's literal style has its named
    /// values read as the style's own usage has them (`fontSize = h1`, `val h1 = 40.sp`).
    private mutating func resolveNamedSlots(
        _ slots: inout [String: [String: ScanIndex.ThemeSlot]], platform: Platform, project: StyleProject
    ) {
        let separator: Character = platform == .compose ? "=" : ":"
        var taken = Set(usages.map { StyleDeclaration.Place(file: $0.file, line: $0.line) })
        for (file, fileSlots) in slots {
            for (name, slot) in fileSlots {
                switch slot.value {
                case .textStyle, .materialCopy:
                    // Its named values (`fontSize = h1`, `val h1 = 40.sp`) as the literals they name.
                    slots[file]?[name]?.arguments = project.literals(
                        in: slot.arguments, file: file, type: nil, separator: separator)
                default: break
                }
                guard case .named(let written) = slot.value else { continue }
                guard let style = project.style(written, in: file, type: nil, separator: separator) else {
                    slots[file]?[name]?.value = .computed
                    continue
                }
                slots[file]?[name] = (slot.line, .textStyle, style.arguments)
                guard taken.insert(StyleDeclaration.Place(file: file, line: slot.line)).inserted,
                    var usage = Self.themeStyle(style.arguments, platform: platform, file: file, line: slot.line)
                else { continue }
                usage.via = "\(style.place.file):\(style.place.line)"
                usages.append(usage)
            }
        }
    }

    /// A Flutter `TextTheme` slot that sets a family and no size takes Material 3's type scale for it
    /// under its own values (`FlutterScanner.material3Geometry`), as `ThemeData` merges its text theme
    /// over the typography's geometry: the slot's usage in its file, and so its uses and copies, are
    /// that style. Material 2's scale is not read: a slot of a Material 2 theme (`material2`) keeps no size.
    private mutating func applyMaterial3Geometry(
        _ slots: inout [String: [String: ScanIndex.ThemeSlot]], material2: Set<String>,
        ambient: [String: ThemeFamily.Ambient]
    ) {
        applyMaterialCopies(&slots, platform: .flutter, ambient: ambient) { file, name in
            material2.contains(file) ? nil : Self.material3Scale(name)
        }
        // The Flutter styles with no size, by file and line, found once.
        var sizeless: [String: [Int: Int]] = [:]
        for position in usages.indices where usages[position].platform == .flutter {
            guard usages[position].skipped == .noPointSize else { continue }
            sizeless[usages[position].file, default: [:]][usages[position].line] = position
        }
        for (file, fileSlots) in slots where !material2.contains(file) {
            for (name, slot) in fileSlots {
                guard case .textStyle = slot.value, let geometry = FlutterScanner.material3Geometry[name],
                    let scale = Self.material3Scale(name), let position = sizeless[file]?[slot.line]
                else { continue }
                let set = Set(slot.arguments.map(StyleSyntax.argumentName))
                slots[file]?[name]?.arguments =
                    scale.filter { !set.contains(StyleSyntax.argumentName($0)) } + slot.arguments
                var usage = usages[position]
                usage.skipped = nil
                usage.pointSize = geometry.size
                if usage.lineHeight == .normal { usage.lineHeight = .multiplier(geometry.height) }
                if usage.weight == nil {
                    usage.weight = FontWeight(value: geometry.weight)
                    // A google_fonts style's variant follows the weight (`drawn(byGoogleFonts:)`).
                    if case .fileNamed(_, let family)? = usage.font { usage.drawn(byGoogleFonts: family) }
                }
                usage.addNote("the size and line height of Material 3's \(name) (the slot sets none)")
                usages[position] = usage
            }
        }
    }

    /// A copy of Material's own style for a slot (`StyleSyntax.Value.materialCopy`: Flutter's
    /// `base.bodyMedium?.copyWith(...)`, Compose's `Typography().bodyLarge.copy(...)`) is Material 3's
    /// style for it, `scale`, with the copy's arguments over it, and so is the copy's own usage;
    /// computed where `scale` gives none (a Material 2 theme's).
    private mutating func applyMaterialCopies(
        _ slots: inout [String: [String: ScanIndex.ThemeSlot]], platform: Platform,
        ambient: [String: ThemeFamily.Ambient], scale: (_ file: String, _ slot: String) -> [Substring]?
    ) {
        // The usages skipped as copies, by file and line, found once.
        var copies: [String: [Int: Int]] = [:]
        for position in usages.indices where usages[position].platform == platform {
            guard case .computed(let what)? = usages[position].skipped, what.hasSuffix(" (copied)") else { continue }
            copies[usages[position].file, default: [:]][usages[position].line] = position
        }
        for (file, fileSlots) in slots {
            for (name, slot) in fileSlots {
                guard case .materialCopy = slot.value else { continue }
                guard let scale = scale(file, name) else {
                    slots[file]?[name]?.value = .computed
                    continue
                }
                let set = Set(slot.arguments.map(StyleSyntax.argumentName))
                let arguments = scale.filter { !set.contains(StyleSyntax.argumentName($0)) } + slot.arguments
                slots[file]?[name] = (slot.line, .textStyle, arguments)
                // The copy's own usage is that style, in its file's ThemeData family where it names none
                // (`TextTheme base = GoogleFonts.latoTextTheme(); base.copyWith(bodyMedium: base.bodyMedium?...)`).
                if let position = copies[file]?[slot.line], usages[position].skipped == .computed("\(name) (copied)"),
                    var usage = Self.slotStyle(
                        arguments, slot: name, platform: platform, file: file, line: slot.line, ambient: ambient)
                {
                    usage.addNote("Material 3's \(name) with the copy's arguments")
                    usages[position] = usage
                }
            }
        }
    }

    private mutating func resolveTheme(
        _ key: ScanIndex.ThemeKey, slots: [String: [String: ScanIndex.ThemeSlot]],
        uses: [(file: String, reference: SwiftScanner.FontReference)], ambient: [String: ThemeFamily.Ambient],
        material2: Set<String>, packages: DartPackages, overrides: [String: Set<String>]
    ) {
        let platform = key.platform
        // Each file's nearest themes, found once (a use's member type is its theme's file): an
        // override whose subtree the file is in, else of the others those in its own Dart package
        // and the packages it imports where any is.
        let themeFiles = slots.keys.sorted()
        let themes = themeFiles.filter { overrides[$0] == nil }
        var overriding: [String: [String]] = [:]
        for file in themeFiles {
            for subtree in overrides[file] ?? [] { overriding[subtree, default: []].append(file) }
        }
        // One search for every theme, and one for each set of packages a file reaches.
        let files = Set(uses.map(\.file))
        var nearest = packages.nearest(themes, to: files.filter { overriding[$0] == nil })
        for file in files {
            if let overriding = overriding[file] { nearest[file] = NearestFiles(overriding).nearest(to: file) }
        }
        let styles = slots.flatMap { file, slots in
            slots.map { slot, place in (file, SwiftScanner.FontMember(type: file, name: slot, line: place.line)) }
        }
        // A use as near to several themes (a desktop and a mobile one, chosen at run time) is
        // checked under each: a usage per theme, its `via` naming it.
        let scoped = uses.flatMap { file, reference in
            (nearest[file].flatMap { $0.isEmpty ? nil : $0 } ?? [""]).map { theme in
                var reference = reference
                reference.type = theme
                return (file, reference)
            }
        }
        // A copy that changes nothing the line box depends on (`.copyWith(color: ...)`) is the style itself.
        let copies = scoped.filter { $0.1.arguments.map(Self.changesMetrics) == true }
        resolveThemeCopies(key, slots: slots, copies: copies, ambient: ambient, material2: material2)
        resolveFontMembers(styles, scoped.filter { $0.1.arguments.map(Self.changesMetrics) != true }) {
            file, reference in
            var usage = TextUsage(
                file: file, line: reference.line, kind: .fontReference(reference.written), platform: platform)
            let theme = reference.type ?? ""
            switch slots[theme]?[reference.name]?.value {
            case .textStyle?:
                guard
                    var styled = Self.slotStyle(
                        slots[theme]?[reference.name]?.arguments ?? [], slot: reference.name, platform: platform,
                        file: file, line: reference.line, ambient: ambient)
                else {
                    // A Text with no style in the platform font is not the project's to check.
                    guard !reference.implicit else { return nil }
                    usage.unresolved = .platformDefault
                    return usage
                }
                styled.kind = usage.kind
                // The slot it follows, where no usage was found there (another theme took that one).
                if let line = slots[theme]?[reference.name]?.line, !theme.isEmpty { styled.via = "\(theme):\(line)" }
                return styled
            case .copy?, .computed?, .named?, .materialCopy?: usage.skipped = .computed("\(reference.name) (\(theme))")
            case nil:
                if key.type == nil,
                    var styled = Self.materialDefault(
                        reference.name, over: [], file: file, line: reference.line, ambient: ambient,
                        material2: material2)
                {
                    styled.kind = usage.kind
                    return styled
                } else if reference.implicit {
                    return nil
                } else if let type = key.type {
                    usage.skipped = .computed(
                        theme.isEmpty
                            ? "\(reference.name) (no \(type) the file's package reaches)"
                            : "\(reference.name) (not set by the \(type) of \(theme))")
                } else {
                    usage.unresolved = .materialDefault(slot: reference.name)
                }
            }
            return usage
        }
    }

    /// Each call of a Compose text composable that passes no style (`ComposeWrapper`) is a usage
    /// at the call in the wrapper's default style, as the scan resolved it where the signature
    /// names it; that default stands no longer as a usage of its own once called.
    private mutating func resolveComposeWrappers(_ index: ScanIndex) {
        guard !index.composeWrappers.isEmpty else { return }
        let sources = index.styleSources[.compose] ?? []
        let packages = sources.map { ComposeWrapper.package(of: $0.source) }
        var called: Set<Int> = []
        var added: [TextUsage] = []
        // A call of overloads of one name (`Text(String)`, `Text(AnnotatedString)`) is one.
        var seen: Set<String> = []
        for wrapper in index.composeWrappers {
            guard
                let position = usages.firstIndex(where: {
                    $0.file == wrapper.file && $0.line == wrapper.defaultLine && $0.platform == .compose
                })
            else { continue }
            for ((file, source), package) in zip(sources, packages)
            where source.text.containsBytes(wrapper.name + "(") && wrapper.isVisible(in: source, package: package) {
                for call in wrapper.calls(in: source) where added.count <= AppScan.usageLimit * 8 {
                    called.insert(position)
                    guard seen.insert("\(file):\(call.line):\(wrapper.package).\(wrapper.name)").inserted else {
                        continue
                    }
                    var usage = usages[position]
                    usage.via = "\(usage.file):\(usage.line)" + (usage.via.map { ", " + $0 } ?? "")
                    usage.file = file
                    usage.line = call.line
                    usage.kind = .fontReference(call.written)
                    usage.apply(call.context)
                    added.append(usage)
                }
            }
        }
        usages = usages.indices.filter { !called.contains($0) }.map { usages[$0] } + added
    }

    /// The style sheets read together: those of each site that uses Tailwind with its templates'
    /// elements as the rules of sheets of their own and its base styles before all
    /// (`TailwindClasses`), the others as one site. Next.js's font properties hold for all.
    private mutating func resolveSheets(_ index: ScanIndex) {
        var fonts = CSSScanner.Sheet(file: "", rules: [], faces: [], variables: [])
        if !index.nextFontProperties.isEmpty {
            fonts.rules.append(
                CSSScanner.Rule(
                    selector: ":root", line: 0, column: 0, declarations: index.nextFontProperties, parent: nil,
                    sameElement: false, isDocument: true))
        }
        let sites = index.tailwind.sites()
        let positions = Dictionary(sites.indices.map { (sites[$0].folder, $0) }, uniquingKeysWith: min)
        let folders = Set(positions.keys)
        func site(of file: String) -> Int? { TailwindProject.nearest(file, among: folders).flatMap { positions[$0] } }
        var sheets: [Int?: [CSSScanner.Sheet]] = [:]
        for sheet in CSSScanner.included(index.sheets) { sheets[site(of: sheet.file), default: []].append(sheet) }
        var elements: [Int: [(file: String, elements: [TailwindClasses.Element])]] = [:]
        for file in index.tailwind.elements {
            guard let position = site(of: file.file) else { continue }
            // NativeWind's classes in scripts style React Native views: not read as the web's.
            let script = ReactNativeScanner.fileTypes.contains(Paths.fileExtension(file.file).lowercased())
            if sites[position].nativeWind, script { continue }
            elements[position, default: []].append(file)
        }
        for position in [nil] + sites.indices.map(Optional.some) {
            let theme = position.map { sites[$0].theme }
            var base = fonts
            let own = sheets[position] ?? []
            if let theme, !theme.uno || index.tailwind.unoReset {
                let set = (fonts.rules + own.flatMap(\.rules)).filter(\.isDocument).flatMap(\.declarations.keys)
                base.rules.append(TailwindClasses.preflight(theme, except: Set(set)))
            }
            let files = position.flatMap { elements[$0] } ?? []
            guard !own.isEmpty || !files.isEmpty else { continue }
            let applied = theme.map { theme in own.map { TailwindClasses.applied($0, theme: theme) } } ?? own
            let templates =
                theme.map { theme in
                    files.map { TailwindClasses.sheet($0.elements, file: $0.file, theme: theme) }
                } ?? []
            let found = CSSScanner.usages(of: [base] + applied + templates)
            // A Tailwind site's documents with utility classes are read by them (`TailwindClasses`);
            // the rest (a design mockup with its own `<style>`) as any site's, without Tailwind's base.
            let classed = Set(files.map(\.file))
            let documents = index.documents.filter {
                site(of: $0.relative) == position && !classed.contains($0.relative)
            }
            let matched = readDocuments(documents, sheets: applied, base: fonts)
            for (sheet, usages) in zip(own, found.dropFirst()) {
                let unmatched = usages.filter {
                    !matched.contains(.init(file: sheet.file, line: $0.line, column: $0.column ?? 0))
                }
                // A CSS module's classes are not the templates' `class="..."`: no texts from them.
                let read =
                    theme != nil
                    ? TailwindClasses.ownFamilies(unmatched, of: sheet)
                    : sheet.isModule
                        ? unmatched
                        : StyledDocuments.templateTexts(
                            unmatched, index.classTexts, numbers: index.scriptDeclarations.numbers)
                add(read, of: sheet.file)
            }
            for (file, usages) in zip(files, found.suffix(templates.count)) {
                add(TailwindClasses.usages(usages, of: file.elements), of: file.file)
            }
        }
    }

    /// The usages of the HTML documents' elements, styled by the sheets each links and holds
    /// (`StyledDocuments`), alike ones across documents as one; the rules they matched, which are
    /// read through them. A document that links no sheet read and holds no `<style>` has nothing
    /// to match.
    private mutating func readDocuments(_ documents: [ScanFile], sheets: [CSSScanner.Sheet], base: CSSScanner.Sheet)
        -> Set<StyledDocuments.RulePlace>
    {
        let files = sheets.map(\.file)
        var cache = SelectorCache()
        var matched: Set<StyledDocuments.RulePlace> = []
        var found: [StyledDocuments.Alike] = []
        for file in documents {
            guard usages.count + found.count <= Self.totalUsageLimit else {
                stopped(at: file.relative, reading: "HTML documents")
                break
            }
            let own = sheets.filter { $0.file == file.relative }
            guard let text = read(file.path, file.relative, again: true) else { continue }
            let markup = HTMLMarkup(text)
            var seen: Set<String> = []
            let linked = markup.links.flatMap { href in
                StyledDocuments.link(href, from: file.folder).flatMap {
                    StyledDocuments.resolved($0, among: files, document: file.relative)
                }.map { StyledDocuments.imported($0, sheets: sheets, seen: &seen) } ?? []
            }
            guard !linked.isEmpty || !own.isEmpty else { continue }
            let applied = [base] + linked + own
            let result = StyledDocuments.usages(
                of: StyledDocuments.Document(file: file.relative, markup: markup), sheets: applied, selectors: &cache)
            if let problem = result.problem {
                errors.append(ScanError(file: file.relative, line: nil, message: problem))
                continue
            }
            matched.formUnion(result.matched)
            found += StyledDocuments.alike(result.usages.map { ($0, 1) })
        }
        var byFile: [String: [TextUsage]] = [:]
        for usage in StyledDocuments.alike(found).map(StyledDocuments.named) {
            byFile[usage.file, default: []].append(usage)
        }
        for file in documents.map(\.relative) { add(byFile[file] ?? [], of: file) }
        return matched
    }

    /// Each reference to a style by name (`.font(.title)`, `.font(AppFont.title)`, `label.font =
    /// .title`, `MaterialTheme.typography.bodyLarge`) is a usage at its own line, with the style of
    /// the member it names (a usage found at the member's line) and the text it is chained to; a
    /// member that is referred to stands no longer as a usage of its own. A name no member defines
    /// is what `undefined` makes of it (Dynamic Type's system font, Material's default), or is
    /// not read (members in a package, computed).
    mutating func resolveFontMembers(
        _ members: [(file: String, member: SwiftScanner.FontMember)],
        _ references: [(file: String, reference: SwiftScanner.FontReference)],
        computed: [(member: String, usage: TextUsage)] = [],
        undefined: (String, SwiftScanner.FontReference) -> TextUsage?
    ) {
        // "Type.name" -> the definitions' usages, one a file (a monorepo's apps may each declare one).
        var byName: [String: [Int]] = [:]
        func define(_ member: String, at index: Int) {
            AppScan.keep(index, in: &byName[member, default: []]) { usages[$0].file }
        }
        for (member, usage) in computed {
            usages.append(usage)
            define(member, at: usages.count - 1)
        }
        guard !references.isEmpty else { return }
        struct Place: Hashable {
            var file: String
            var line: Int
        }
        var place: [Place: Int] = [:]  // the first usage found at each place
        for index in usages.indices where place[Place(file: usages[index].file, line: usages[index].line)] == nil {
            place[Place(file: usages[index].file, line: usages[index].line)] = index
        }
        for (file, member) in members {
            if let index = place[Place(file: file, line: member.line)] {
                define("\(member.type).\(member.name)", at: index)
            }
        }
        var referenced: Set<Int> = []
        var added: [TextUsage] = []
        for (file, reference) in references {
            let names =
                reference.type.map { ["\($0).\(reference.name)"] } ?? [
                    "Font.\(reference.name)", "UIFont.\(reference.name)",
                ]
            var usage: TextUsage
            // The definition nearest the use.
            if let defined = names.lazy.compactMap({ byName[$0] }).first,
                let index = AppScan.nearest(defined, file: { self.usages[$0].file }, to: file)
            {
                referenced.insert(index)
                usage = usages[index]
                // The chain followed, nearest first: the member, then what it took its style from.
                usage.via = "\(usage.file):\(usage.line)" + (usage.via.map { ", " + $0 } ?? "")
                usage.file = file
                usage.line = reference.line
            } else if let unset = undefined(file, reference) {
                usage = unset
            } else {
                continue
            }
            // The view is the referencing Text's: its text, capitals, clip, frame, as its source declares them.
            usage.apply(reference.context)
            usage.kind = .fontReference(reference.written)
            added.append(usage)
        }
        // The referenced members leave, in place (a dense tree's usages are tens of megabytes).
        var kept = 0
        for index in usages.indices where !referenced.contains(index) {
            usages.swapAt(kept, index)
            kept += 1
        }
        usages.removeLast(usages.count - kept)
        usages += added
    }
}
