import AuditPipeline
import DesignTokens
import FontValues
import Foundation
import InputFiles
import LineBoxAnalysis

/// What `inkbox scan` says of one usage.
public enum UsageVerdict: String, CaseIterable, Sendable {
    case pass, clip, unresolved, skipped, error
}

/// One usage and its check.
public struct UsageResult: Sendable {
    public var usage: TextUsage
    public var verdict: UsageVerdict
    /// The style checked and its check behind a pass or a clip (font resolution, audit at the
    /// usage's size).
    public var style: CheckedStyle?
    public var check: StyleCheck? {
        get { shared?.check }
        set { shared = newValue.map(SharedStyleCheck.init) }
    }
    /// The check, held once for every usage of its style.
    public private(set) var shared: SharedStyleCheck?
    /// The rules the check's audit broke (`FontAudit.rulings`; none without a check).
    public var rulings: [Ruling] { shared?.rulings ?? [] }
    /// True when a baseline accepts this usage's clipping, and the overflow its entry accepted.
    public var baselined = false
    public var acceptedOverflow: Edges?
    /// Why a usage is unresolved, skipped or an error.
    public var reason: String?
    /// The comments that turn its findings off (`Suppression.comments`): on its line or alone
    /// on the line above.
    public var suppressions: [Suppression] = [] {
        didSet { if verdict == .clip, check?.verdict(suppressions: suppressions) == .pass { verdict = .pass } }
    }
    /// The text size setting the check is at, for a usage that scales with it (`TextUsage.scaling`):
    /// the smallest that cuts, or nil when the default does or none does.
    public var textSize: TextSize?

    fileprivate init(
        usage: TextUsage, verdict: UsageVerdict, style: CheckedStyle? = nil, check: SharedStyleCheck? = nil,
        reason: String? = nil, textSize: TextSize? = nil
    ) {
        self.usage = usage
        self.verdict = verdict
        self.style = style
        self.shared = check
        self.reason = reason
        self.textSize = textSize
    }
}

extension UsageResult {
    /// The checked usage as check's result named `path` at `file`: what check's reports and
    /// baseline take. Nil for a usage that was not checked.
    public func checkResult(path: String, file: String) -> TokenCheckResult? {
        guard let shared else { return nil }
        var result = TokenCheckResult(path: path, file: file, line: usage.line, style: style, shared: shared)
        result.column = usage.column
        result.baselined = baselined
        result.acceptedOverflow = acceptedOverflow
        result.suppressions = suppressions
        return result
    }
}

/// Checks each usage's style with its own platform, size, line height, view height and text: the
/// path `inkbox check`'s tokens take (`StyleChecker`: font resolution, measuring, the audit), so a
/// usage is judged exactly as `inkbox audit` judges that font, size, line height and text.
public enum UsageCheck {
    /// The most distinct styles (font, size, line height, height, text) one scan measures: each
    /// costs under a millisecond (a face is opened once for all its styles: 20,000 sizes of Lato
    /// over their languages take 13 s, a site's 3,426 usages in 1,553 styles of Persian text 2.1 s
    /// in all), so a scan stays within seconds; usages of the styles past it are errors. A style
    /// whose font resolves to no file costs nothing and is not counted.
    public static let styleLimit = 5_000
    /// Sizes up to this in source (`UIFont(name:size: 1)`, a descriptor scaled later) are
    /// placeholders: skipped, with that reason.
    public static let placeholderSize = 2.0

    /// `settings.platforms` is ignored: each usage is checked on its own platform.
    public static func check(
        _ scan: AppScan, extraFonts: [String], settings: CheckSettings,
        styleLimit: Int = UsageCheck.styleLimit
    ) -> [UsageResult] {
        var fonts = Fonts(scan, extraFonts: extraFonts)
        var results: [UsageResult?] = Array(repeating: nil, count: scan.usages.count)
        var groups: [GroupKey: [Member]] = [:]
        for (position, usage) in scan.usages.enumerated() {
            switch prepared(usage, at: position, fonts: &fonts, settings: settings) {
            case .done(let result): results[position] = result
            case .toCheck(let key, let member): groups[key, default: []].append(member)
            }
        }
        var checkedStyles = 0
        var resolves: [FamiliesAtWeight: Bool] = [:]
        var memo = CheckMemo()
        // In the order of their descriptions, each written once (a description is made by reflection).
        for (_, key) in groups.keys.map({ ("\($0)", $0) }).sorted(by: { $0.0 < $1.0 }) {
            // Each group let go once checked: a dense tree has tens of thousands of usages.
            guard let members = groups.removeValue(forKey: key) else { continue }
            // Apps repeat their styles: each distinct style (font, size, line height, height,
            // text) is checked once and its result given to every usage that declares it.
            var distinct: [StyleKey: Int] = [:]
            var styles: [CheckedStyle] = []
            let index = key.platform == .ios ? fonts.ios : fonts.all
            // Each member's key made once: it holds the style's texts, hashed whole.
            let styleKeys = members.map(StyleKey.init)
            for (member, styleKey) in zip(members, styleKeys) where distinct[styleKey] == nil {
                let font = FamiliesAtWeight(
                    ios: key.platform == .ios, families: member.style.fontFamilies, weight: member.style.fontWeight)
                let measured =
                    resolves[font]
                    ?? {
                        guard case .success = index.resolve(families: font.families, weight: font.weight) else {
                            return false
                        }
                        return true
                    }()
                resolves[font] = measured
                guard !measured || checkedStyles < styleLimit else {
                    results[member.index] = UsageResult(
                        usage: member.usage, verdict: .error,
                        reason: "not checked: the scan "
                            + "has more than \(styleLimit) distinct styles (the limit)")
                    continue
                }
                if measured { checkedStyles += 1 }
                distinct[styleKey] = styles.count
                styles.append(member.style)
            }
            let checked = StyleChecker.check(
                styles, fonts: index, settings: groupSettings(key, scan: scan, settings: settings), memo: &memo
            ).map { $0.first.map(SharedStyleCheck.init) }
            for (member, styleKey) in zip(members, styleKeys) {
                // One platform each: the group's.
                guard let slot = distinct[styleKey], checked.indices.contains(slot),
                    let check = checked[slot]
                else { continue }
                results[member.index] = result(of: member, check, key: key, scan: scan, fonts: fonts)
            }
        }
        var listed: [UsageResult] = []
        listed.reserveCapacity(results.count)
        for case let result? in results { listed.append(result) }
        return listed
    }

    /// The fonts a scan's usages resolve to: all of them, the iOS app's own (an iOS app draws only
    /// the fonts it registers: its other font files, and those of its other platforms, are not the
    /// iOS usages' to resolve to; fonts given with --fonts are), the font files by name without
    /// extension, lowercased (what `@font/name` and a missing `@font-face` source are looked for
    /// by), and the device's fonts, which alone stand for the platform's families (`PlatformFamily`).
    private struct Fonts {
        var all: FontIndex
        var ios: FontIndex
        var byName: [String: String]
        var device: FontIndex?
        /// The first face of `all` by its file's name without extension, lowercased, letters and
        /// digits only (`Brand-Bold.ttf`: `brandbold`): what an iOS name no face has is looked for by
        /// (`unregisteredReason`), asked of every such usage; made where an iOS usage names its font.
        var byStem: [String: IndexedFace]
        /// Each file's first face in `all` (`flutterFont`, asked of every usage of a pubspec family).
        var firstFaces: [String: IndexedFace]

        init(_ scan: AppScan, extraFonts: [String]) {
            all = FontIndex(directories: scan.fonts + extraFonts)
            let unregistered = Set(scan.fonts.filter { !scan.appFonts.contains(Paths.name($0)) })
            ios = all.keeping(files: Set(all.faces.map(\.file)).subtracting(unregistered))
            let found = FontFileSearch.expand(scan.fonts + extraFonts).files
            byName = Dictionary(
                found.map { (Paths.deletingExtension(Paths.name($0.path)).lowercased(), $0.path) },
                uniquingKeysWith: { first, _ in first })
            firstFaces = Dictionary(
                all.faces.filter { $0.faceIndex == 0 }.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
            let namesFonts = scan.usages.contains {
                guard case .name? = $0.font else { return false }
                return $0.platform == .ios
            }
            byStem =
                namesFonts
                ? Dictionary(
                    all.faces.map { (UsageCheck.squeezed(Paths.deletingExtension(Paths.name($0.file))), $0) },
                    uniquingKeysWith: { first, _ in first }) : [:]
            // The device's fonts: the files found under --fonts, as `all` indexed them (opening
            // each again was half of a scan's fixed cost with a system's thousand fonts).
            let extra = Set(extraFonts)
            device =
                extraFonts.isEmpty
                ? nil : all.keeping(files: Set(found.filter { extra.contains($0.folder ?? $0.path) }.map(\.path)))
        }

        /// The device's font for a platform family at a weight (`device.resolve`), looked up once
        /// for all the usages that ask: an app names a few families thousands of times.
        private var deviceFonts: [[String]: [FontWeight: FontResolution?]] = [:]
        mutating func deviceFont(_ families: [String], _ weight: FontWeight) -> FontResolution? {
            if let known = deviceFonts[families]?[weight] { return known }
            var found: FontResolution?
            if case .success(let resolution)? = device?.resolve(families: families, weight: weight) {
                found = resolution
            }
            deviceFonts[families, default: [:]][weight] = .some(found)
            return found
        }
    }

    /// A usage made ready to check: its verdict already (skipped, unresolved), or its style in its
    /// group of like usages.
    private enum Prepared {
        case done(UsageResult)
        case toCheck(GroupKey, Member)
    }

    /// The usage's font resolved to a file or a family the font index maps (a platform family to
    /// the device's font, a file named to its path), or its verdict when it cannot be checked.
    private static func prepared(
        _ scanned: TextUsage, at position: Int, fonts: inout Fonts, settings: CheckSettings
    ) -> Prepared {
        var usage = scanned
        // An icon: a text of private-use characters only, which no font but the icon font draws,
        // set at run time; a style sheet's rule names its font (a `::before`'s `content`).
        if usage.skipped == nil, usage.platform != .web, !texts(usage).isEmpty,
            texts(usage).allSatisfy({ $0.text.unicodeScalars.allSatisfy { Self.isPrivateUse($0) || $0 == " " } })
        {
            usage.skipped = .privateUseText
        }
        if let reason = usage.skipped {
            return .done(UsageResult(usage: usage, verdict: .skipped, reason: reason.description))
        }
        if case .platform(let system)? = usage.font {
            let declared = usage.unresolved?.description ?? "the platform family \(system.declared)"
            guard usage.pointSize != nil else {
                return .done(
                    UsageResult(
                        usage: usage, verdict: .unresolved,
                        reason: "\(declared), with no size declared (the theme's default, not read)"))
            }
            guard
                let found = fonts.deviceFont(
                    system.families, FontWeight(value: system.weight, italic: usage.weight?.italic ?? false))
            else {
                return .done(
                    UsageResult(
                        usage: usage, verdict: .unresolved,
                        reason: "\(declared): \(system.family) \(system.weight) \(system.provider.hint)"))
            }
            if !fonts.all.map.contains(where: { $0.family == system.label }) {
                let entry = FontMapEntry(
                    family: system.label, file: found.file, faceIndex: found.faceIndex, variation: found.variation)
                fonts.all.map.append(entry)
                fonts.ios.map.append(entry)
            }
            usage.font = .name(system.label)
            usage.unresolved = nil
        }
        if case .fileNamed(let name, let family)? = usage.font {
            guard let path = fonts.byName[name.lowercased()] else {
                return .done(
                    UsageResult(
                        usage: usage, verdict: .unresolved,
                        reason: ["\(family): no font file named \(name) in the project or --fonts", usage.note]
                            .compactMap { $0 }.joined(separator: "; ")))
            }
            usage.font = .file(path: path, family: family)
        }
        guard var font = usage.font, let size = usage.pointSize else {
            return .done(
                UsageResult(
                    usage: usage, verdict: .unresolved, reason: usage.unresolved?.description ?? "no font named"))
        }
        guard size > placeholderSize else {
            return .done(
                UsageResult(
                    usage: usage, verdict: .skipped,
                    reason: "size \(size) \(usage.platform.unit): "
                        + "\(Int(placeholderSize)) or less is a placeholder (a descriptor scaled later), never drawn at that size"
                ))
        }
        // The weight picks the file of a family shipped as several (a Flutter pubspec family's assets).
        let weight = usage.weight ?? FontWeight(value: 400)
        if case .file(_, let family) = font, let path = flutterFont(usage, in: fonts.firstFaces) {
            font = .file(path: path, family: family)
            usage.font = font
        }
        if case .file(let path, let family) = font,
            !fonts.all.map.contains(where: { $0.matches(family: family.lowercased(), weight: weight) })
        {
            fonts.all.map.append(FontMapEntry(family: family, weight: weight.value, italic: weight.italic, file: path))
        }
        var style = CheckedStyle(
            name: "\(usage.file):\(usage.line)", file: usage.file, line: usage.line, fontFamilies: [font.label],
            fontWeight: weight, fontSize: size, lineHeight: usage.lineHeight)
        style.characters = texts(usage).isEmpty ? nil : .strings(catalogs: [], texts: texts(usage))
        style.viewHeight = usage.height
        style.spacing = usage.letterSpacing
        style.axes = usage.axes
        // Flutter gives a variable font's `wght` the style's weight (400 unset) unless its
        // fontVariations set it (H: flutter engine `ParagraphBuilderSkia::TxtToSkia`, since
        // flutter#175771; before it, the default instance was drawn); a static font ignores it.
        if usage.platform == .flutter, !usage.axes.contains(where: { $0.tag == "wght" }) {
            style.axes.append(AxisValue(tag: "wght", value: Double(weight.value)))
        }
        let sides = texts(usage).isEmpty ? usage.sides.withoutText : usage.sides
        // A usage that scales with the user's text size is checked at each setting too.
        let key = GroupKey(
            platform: usage.platform, includeFontPadding: usage.includeFontPadding,
            lineHeightStyle: usage.lineHeightStyle, sides: sides,
            scaling: usage.scaling, lineHeightScales: usage.lineHeightScales, allCaps: usage.allCaps,
            themeCapitals: usage.themeCapitals, centredInHeight: usage.centredInHeight,
            overflow: usage.overflow ?? settings.overflow, padding: usage.padding, textBox: usage.textBox)
        return .toCheck(key, Member(index: position, usage: usage, style: style))
    }

    /// The file of a Flutter family's assets the engine draws the usage's weight and slope with: it
    /// matches them against each file's own (its OS/2 weight class and italic flag, as the font
    /// manager's typefaces report them; CSS matching, `ShippedFamily.matchingFont`), not the
    /// pubspec's `weight:` and `style:` (H: flutter engine `txt` `TypefaceFontStyleSet::getStyle`,
    /// `typeface->fontStyle()`). Nil when none of them is read (the pubspec's pick stands).
    private static func flutterFont(_ usage: TextUsage, in firstFaces: [String: IndexedFace]) -> String? {
        // In the pubspec's order, as the engine registers them (the first of equal matches wins).
        let ordered = usage.familyFiles.compactMap { firstFaces[$0] }
        guard !ordered.isEmpty else { return nil }
        return ShippedFamily.faces(
            ordered.map { ShippedFamily.Face(resource: $0.file, weight: $0.weight, italic: $0.italic) }
        ).matchingFont(for: usage.weight)
    }

    /// The settings a group of like usages is checked with: its platform, view and text options,
    /// and, unless the command line names characters, the languages the app declares.
    private static func groupSettings(_ key: GroupKey, scan: AppScan, settings: CheckSettings) -> CheckSettings {
        var group = settings
        if !settings.characters.isAsked {
            // The languages the app declares for this platform that inkbox has characters for
            // (`AppScan.languagesWithoutSets` names the others), its default resources taken to
            // be English, and those of the scripts its strings hold that none of them is written
            // in (`AppScan.undeclaredLanguages`); where it declares none and its strings are
            // mostly in one such script, that script's language instead of English.
            // Compose reads Android's resources.
            let strings = key.platform == .compose ? .android : key.platform
            let declared = scan.languages[strings] ?? []
            let assumed = scan.undeclaredLanguages(strings)
            let beside = declared.isEmpty && !assumed.isEmpty ? assumed : ["en"] + assumed
            group.characters = .languages(
                Array(Set(declared.filter { Exemplars.key(forLanguage: $0) != nil } + beside)).sorted())
            // The characters the app's strings hold, those few hold left out (`--rare-share`).
            group.shownCharacters = scan.shownCharacters[strings].map { shown in
                let held = scan.characterShares[strings].map { $0.held(atLeast: settings.rareShare) } ?? shown
                return key.allCaps || key.themeCapitals || settings.stringsInCapitals
                    ? ScanIndex.withCapitals(held) : held
            }
        }
        // Text shown in capitals: its languages' capitals only.
        if key.allCaps, case .languages(let codes) = group.characters { group.characters = .capitals(codes) }
        group.platforms = [key.platform]
        if let padding = key.includeFontPadding { group.options.android.includeFontPadding = padding }
        if let style = key.lineHeightStyle { group.options.compose = style }
        group.viewSides = key.sides
        group.centredInHeight = key.centredInHeight
        group.overflow = key.overflow
        group.padding = key.padding
        if let box = key.textBox { group.options.web.textBox = box }
        group.textSizes = key.scaling?.textSizes(api: settings.androidAPI) ?? []
        group.lineHeightScales = key.lineHeightScales
        return group
    }

    /// A usage's result from the check of its style: a pass or a clip; unresolved when its font is
    /// not found (a font the project does not ship is not an error of the scan) or draws none of its
    /// text; an error otherwise.
    private static func result(
        of member: Member, _ shared: SharedStyleCheck, key: GroupKey, scan: AppScan, fonts: Fonts
    ) -> UsageResult {
        let usage = member.usage
        let check = shared.check
        if let reason = check.unresolved {
            return UsageResult(usage: usage, verdict: .unresolved, style: member.style, check: shared, reason: reason)
        }
        guard let error = check.error else {
            return UsageResult(
                usage: usage, verdict: check.verdict == .clip ? .clip : .pass, style: member.style, check: shared,
                reason: usage.note, textSize: check.textSize)
        }
        // A font file that cannot be read is the scan's error, said once for all its usages
        // (`ScannedRoot.fontErrors`); each of them is not checked, and says which file.
        if let font = check.unreadableFont {
            return UsageResult(
                usage: usage, verdict: .unresolved, style: member.style, check: shared,
                reason: "not checked: its font \(scan.relativePath(font.file)) cannot be read (an error of this scan "
                    + "says why)")
        }
        let verdict: UsageVerdict = check.resolution == nil ? .unresolved : .error
        // A font not found: what the usage says of its font (a provider downloads it) beside why.
        let reason =
            key.platform == .ios && check.resolution == nil
            ? unregisteredReason(usage, scan: scan, fonts: fonts) ?? error
            : [error, check.resolution == nil ? usage.note : nil].compactMap { $0 }.joined(separator: "; ")
        return UsageResult(usage: usage, verdict: verdict, style: member.style, check: shared, reason: reason)
    }

    /// Why an iOS font name the registered fonts lack draws the system font on a device, when the
    /// project holds the font: a file the app does not register, or a registered file whose
    /// PostScript name is not the name used (`UIFont(name:)` and `.custom` take that name).
    private static func unregisteredReason(_ usage: TextUsage, scan: AppScan, fonts: Fonts) -> String? {
        guard case .name(let name)? = usage.font else { return nil }
        func relative(_ path: String) -> String {
            path.hasPrefix(scan.root + "/") ? String(path.dropFirst(scan.root.count + 1)) : path
        }
        let fallback = ": a device draws the system font instead"
        if case .success(let found) = fonts.all.resolve(families: [name], weight: FontWeight(value: 400)) {
            return "'\(name)' is in \(relative(found.file)), which the app does not register "
                + "(no UIAppFonts entry, in an Info.plist or an XcodeGen spec, storyboard customFonts or CTFontManagerRegister call names it)"
                + fallback
        }
        guard let face = fonts.byStem[squeezed(name)], let postScript = face.postScriptName else { return nil }
        let unregistered =
            fonts.ios.faces.contains { $0.file == face.file } ? "" : ", and the app does not register it"
        return "'\(name)' is no font's PostScript name: \(relative(face.file))'s is '\(postScript)' "
            + "(the name UIFont(name:) and Font.custom take)" + unregistered + fallback
    }

    /// A name lowercased, with its letters and digits only (`Brand-Bold`: `brandbold`).
    private static func squeezed(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }

    /// Unicode's private-use code points: the area of the Basic Multilingual Plane and planes 15 and 16.
    static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000...0xF8FF).contains(scalar.value) || scalar.value >= 0xF0000
    }

    /// The usage's text and its translations, without empty ones.
    private static func texts(_ usage: TextUsage) -> [TokenText] {
        ([usage.text].compactMap { $0 }.map { TokenText($0) } + usage.translations).filter { !$0.text.isEmpty }.map {
            usage.allCaps ? TokenText($0.text.uppercased(), language: $0.language) : $0
        }
    }

    /// A usage and the style it is checked as.
    private struct Member {
        var index: Int
        var usage: TextUsage
        var style: CheckedStyle
    }

    /// What makes two checks the same: the usage's style at the size and line height checked.
    private struct StyleKey: Hashable {
        /// The usage's style without its place (`CheckedStyle.name`, `file`, `line`), and the file
        /// its font names, if any.
        var style: CheckedStyle
        var font: String?

        init(_ member: Member) {
            style = member.style
            (style.name, style.file, style.line) = ("", "", 0)
            if case .file(let path, _)? = member.usage.font { font = path }
        }
    }

    /// A style's families at its weight, in the iOS app's fonts or all of them: what decides
    /// whether it is measured.
    private struct FamiliesAtWeight: Hashable {
        var ios: Bool
        var families: [String]
        var weight: FontWeight
    }

    private struct GroupKey: Hashable {
        var platform: Platform
        var includeFontPadding: Bool?
        var lineHeightStyle: ComposeOptions?
        /// The view's width at each side; without its text, a side that hugs it is unstated (which
        /// item stands there is not known).
        var sides: ViewSides
        /// How the user's text size reaches the usages (`CheckSettings.textSizes`).
        var scaling: TextScaling?
        var lineHeightScales: Bool
        /// The text is shown in capitals (`TextUsage.allCaps`).
        var allCaps: Bool
        /// The theme may show it in capitals (`TextUsage.themeCapitals`).
        var themeCapitals: Bool
        /// The view centres its line in its fixed height (`TextUsage.centredInHeight`).
        var centredInHeight: Bool
        /// Whether the usage's view cuts (as its source says, else `--overflow`, else the
        /// platform's default) and the padding before the cut.
        var overflow: ViewOverflow?
        var padding: Edges
        /// The rule's `text-box` (`TextUsage.textBox`), else `--text-box`.
        var textBox: TextBox?
    }
}

extension StyleCheck {
    /// The font file a check could not read and why, where its error names one of the files it
    /// resolved (`path: reason`): the style's font or a fallback.
    var unreadableFont: (file: String, reason: String)? {
        guard let error, let resolution else { return nil }
        for file in [resolution.file] + fallbacks.map(\.file) where error.hasPrefix(file + ": ") {
            return (file, String(error.dropFirst(file.count + 2)))
        }
        return nil
    }
}
