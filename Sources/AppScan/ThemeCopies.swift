import DesignTokens
import Foundation
import LineBoxAnalysis

// MARK: - Resolve copies of theme styles, and Material's own styles

/// A usage's file and line, and for a copy's site the slot it copies.
private struct Place: Hashable {
    var file: String
    var line: Int
    var slot = ""
}

extension AppScan {
    /// Each copy of a theme style (`AppTheme.typography.body.copy(fontWeight = FontWeight.Bold)`,
    /// `textTheme.bodyLarge!.copyWith(fontSize: 20)`) is a usage at its line: the copy's arguments
    /// over those of the `TextStyle(...)` the nearest theme sets, the platform font where neither
    /// names a family (Compose's `FontFamily.Default`, a Flutter file's `ThemeData` family where one
    /// is set); a slot set otherwise is skipped. The copy's site, which `StyleSyntax` found no style
    /// for, stands no longer as a usage of its own.
    mutating func resolveThemeCopies(
        _ key: ScanIndex.ThemeKey, slots: [String: [String: ScanIndex.ThemeSlot]],
        copies: [(String, SwiftScanner.FontReference)], ambient: [String: ThemeFamily.Ambient],
        material2: Set<String>
    ) {
        // What the copies replace is taken out in one pass after them (a pass per copy would cost
        // the square of a tree's usages): the literals merged Texts stand for, and each copy's
        // site, which `StyleSyntax` found no style for, up to three lines below it.
        let literals = Set(
            usages.lazy.filter { $0.kind == .flutterTextStyle }.map { Place(file: $0.file, line: $0.line) })
        var merged: Set<Place> = []
        var sites: Set<Place> = []
        let existing = usages.count
        // The usage standing at each place, checked or to be: what a copy of a copy builds on,
        // looked up once (not a search of every usage per copy).
        var standing: [Place: TextUsage] = [:]
        for usage in usages where usage.skipped == nil && usage.unresolved == nil {
            let place = Place(file: usage.file, line: usage.line)
            if standing[place] == nil { standing[place] = usage }
        }
        for (file, reference) in copies {
            var usage = TextUsage(
                file: file, line: reference.line, kind: .fontReference(reference.written), platform: key.platform)
            let theme = reference.type ?? ""
            let slot = slots[theme]?[reference.name]
            if let slot, case .textStyle = slot.value {
                let overrides = (reference.arguments ?? []).map { $0.drop(while: \.isBlank) }
                let set = Set(overrides.map(StyleSyntax.argumentName))
                let arguments = slot.arguments.filter { !set.contains(StyleSyntax.argumentName($0)) } + overrides
                if var styled = Self.slotStyle(
                    arguments, slot: reference.name, platform: key.platform, file: file, line: reference.line,
                    ambient: ambient)
                {
                    styled.kind = usage.kind
                    styled.via = "\(theme):\(slot.line)" + (styled.via.map { ", " + $0 } ?? "")
                    usage = styled
                } else {
                    // A Text with no style in the platform font is not the project's to check.
                    guard !reference.implicit else { continue }
                    usage.unresolved = .platformDefault
                }
            } else if slot == nil, key.type == nil {
                let own = (reference.arguments ?? []).map { $0.drop(while: \.isBlank) }
                if var styled = Self.materialDefault(
                    reference.name, over: own, file: file, line: reference.line, ambient: ambient,
                    material2: material2)
                    ?? Self.composeMaterialDefault(
                        reference.name, over: own, key: key, file: file, line: reference.line)
                {
                    styled.kind = usage.kind
                    usage = styled
                } else {
                    guard !reference.implicit else { continue }
                    usage.unresolved = .materialDefault(slot: reference.name)
                }
            } else if let slot, case .copy = slot.value, let base = standing[Place(file: theme, line: slot.line)],
                var copied = Self.copy(of: base, with: reference.arguments ?? [])
            {
                // A copy of a slot that is itself a copy of a style (`small: small.copyWith(color: c)`):
                // that copy's usage, with what this copy sets.
                copied.kind = usage.kind
                copied.via = "\(theme):\(slot.line)" + (base.via.map { ", " + $0 } ?? "")
                copied.file = file
                copied.line = reference.line
                usage = copied
            } else {
                usage.skipped = .computed("\(reference.name) (\(theme), copied)")
            }
            usage.apply(reference.context)
            // A Text's merged style that cannot be worked out leaves the literal's own usage, where a
            // theme's family gave it one; one that can stands for it.
            if let line = reference.merges, literals.contains(Place(file: file, line: line)) {
                guard usage.skipped == nil, usage.unresolved == nil else { continue }
                merged.insert(Place(file: file, line: line))
            }
            for line in reference.line...reference.line + 3 {
                sites.insert(Place(file: file, line: line, slot: reference.name))
            }
            usages.append(usage)
        }
        removeReplaced(merged: merged, sites: sites, before: existing)
    }

    /// Takes out, among the first `before` usages, the literals merged Texts stand for and the copies'
    /// sites their copies replace (`resolveThemeCopies`), in one pass.
    private mutating func removeReplaced(merged: Set<Place>, sites: Set<Place>, before existing: Int) {
        guard !merged.isEmpty || !sites.isEmpty else { return }
        var kept: [TextUsage] = []
        kept.reserveCapacity(usages.count)
        for (position, usage) in usages.enumerated() {
            if position < existing {
                if usage.kind == .flutterTextStyle, merged.contains(Place(file: usage.file, line: usage.line)) {
                    continue
                }
                if case .computed(let what)? = usage.skipped, what.hasSuffix(" (copied)"),
                    sites.contains(
                        Place(file: usage.file, line: usage.line, slot: String(what.dropLast(" (copied)".count))))
                {
                    continue
                }
            }
            kept.append(usage)
        }
        usages = kept
    }

    /// A style's usage with a copy's literal `fontWeight`, `fontSize` and line height over it
    /// (Flutter's `.copyWith(fontWeight: FontWeight.w600, height: 1.2, color: c)`, Compose's
    /// `.copy(fontSize = 20.sp, lineHeight = 28.sp)`); nil when the copy sets anything else its
    /// measure depends on, or a value that is not a literal.
    static func copy(of base: TextUsage, with arguments: [Substring]) -> TextUsage? {
        var usage = base
        let compose = base.platform == .compose
        for argument in arguments.map({ $0.drop(while: \.isBlank) }) where changesMetrics([argument]) {
            let name = StyleSyntax.argumentName(argument)
            let value = argument.dropFirst(name.count).drop { $0 == " " }.dropFirst().trimmed()[...]
            switch name {
            case "fontWeight":
                guard let weight = compose ? ComposeScanner.fontWeight(value) : FlutterScanner.fontWeight(value)
                else { return nil }
                usage.weight = FontWeight(value: weight, italic: base.weight?.italic ?? false)
            case "fontSize":
                guard let size = compose ? ComposeScanner.sp(String(value)) : literalNumber(value) else { return nil }
                usage.pointSize = size
            case "height" where !compose:
                guard let factor = literalNumber(value) else { return nil }
                usage.lineHeight = .multiplier(factor)
            case "lineHeight" where compose:
                guard let points = ComposeScanner.sp(String(value)) else { return nil }
                usage.lineHeight = .fixed(points)
                usage.lineHeightScales = true
            default: return nil
            }
        }
        return usage
    }

    /// Whether a copy's arguments change what its text is measured with (family, size, line height,
    /// weight, slope, spacing), not only its paint (`color`, `decoration`, `shadows`).
    static func changesMetrics(_ arguments: [Substring]) -> Bool {
        let metrics: Set<String> = [
            "fontFamily", "fontFamilyFallback", "fontSize", "height", "lineHeight", "lineHeightStyle", "fontWeight",
            "fontStyle", "letterSpacing", "leadingDistribution", "platformStyle", "fontVariations", "inherit",
            "fontFeatures", "textBaseline", "baselineShift", "wordSpacing", "locale", "package",
        ]
        return arguments.contains { metrics.contains(StyleSyntax.argumentName($0.drop(while: \.isBlank))) }
    }

    /// A Flutter Material slot no theme sets, in a file whose `ThemeData` names a family
    /// (`ThemeFamily`): Material 3's type scale for it in that family, as `ThemeData` applies its
    /// `fontFamily` to the whole text theme (H: flutter `theme_data.dart`, `textTheme.apply(fontFamily:)`
    /// over `Typography.englishLike2021`), with a copy's arguments over it; skipped in a Material 2
    /// theme (its scale is not read); nil where no family is set (the platform font).
    static func materialDefault(
        _ slot: String, over arguments: [Substring], file: String, line: Int,
        ambient: [String: ThemeFamily.Ambient], material2: Set<String>
    ) -> TextUsage? {
        guard let family = ambient[file] else { return nil }
        guard let argument = family.argument else {
            // The theme's family is the project's, not a literal here (`fontFamily: kFontFamily`,
            // `kFontFamily = loadFamily()`): not the platform font, and not known.
            var usage = TextUsage(file: file, line: line, kind: .flutterTextStyle, platform: .flutter)
            usage.skipped = .computed("\(slot) in the ThemeData's fontFamily at \(family.place)")
            return usage
        }
        guard !material2.contains(file), FlutterScanner.material3Geometry[slot] != nil else {
            // The family is known, the size is Material 2's (or an old slot's) scale: not read.
            var usage = TextUsage(file: file, line: line, kind: .flutterTextStyle, platform: .flutter)
            usage.skipped = .computed("\(slot) (Material 2's type scale in the ThemeData's family, not read)")
            return usage
        }
        guard let scale = material3Scale(slot).map({ $0 + [argument] }) else { return nil }
        let set = Set(arguments.map(StyleSyntax.argumentName))
        guard
            var usage = FlutterScanner.style(
                scale.filter { !set.contains(StyleSyntax.argumentName($0)) } + arguments, file: file, line: line)
        else { return nil }
        usage.via = family.place
        usage.addNote("Material 3's \(slot) in the ThemeData's family (no theme sets the slot)")
        return usage
    }

    /// Material 3's size, line height and weight for a Flutter slot, as `TextStyle` arguments.
    static func material3Scale(_ slot: String) -> [Substring]? {
        FlutterScanner.material3Geometry[slot].map { geometry in
            [
                "fontSize: \(geometry.size)", "height: \(geometry.height)",
                "fontWeight: FontWeight.w\(geometry.weight)",
            ]
        }
    }

    /// Compose: Material 3's own style for a slot no theme sets, with the arguments of a copy or of a
    /// Text over it where they name a family (`Text("Hi", fontFamily = Brand, fontSize = 24.sp)`,
    /// `MaterialTheme.typography.bodyLarge.copy(fontFamily = Brand)`); nil otherwise (Material's
    /// default, the platform font) and for Material 2's slots, whose scale is not read.
    static func composeMaterialDefault(
        _ slot: String, over arguments: [Substring], key: ScanIndex.ThemeKey, file: String, line: Int
    ) -> TextUsage? {
        let set = Set(arguments.map(StyleSyntax.argumentName))
        guard key.platform == .compose, set.contains("fontFamily"), let scale = composeMaterial3Scale(slot),
            var usage = ComposeScanner.style(
                scale.filter { !set.contains(StyleSyntax.argumentName($0)) } + arguments, file: file, line: line)
        else { return nil }
        usage.addNote("Material 3's \(slot) with its own arguments (no theme sets the slot)")
        return usage
    }

    /// Compose Material 3's size, line height and weight for a slot, as `TextStyle` arguments.
    static func composeMaterial3Scale(_ slot: String) -> [Substring]? {
        ComposeScanner.material3Scale[slot].map { scale in
            [
                "fontSize = \(scale.size).sp", "lineHeight = \(scale.lineHeight).sp",
                "fontWeight = FontWeight.W\(scale.weight)",
            ]
        }
    }

    /// A theme slot's style at a use in `file`: the slot's arguments, in the family of the file's
    /// `ThemeData` where they name none (`ThemeFamily`, then named by `via`) and it does not replace
    /// `slot` (`GoogleFonts.replacedSlots`); nil where neither does.
    static func slotStyle(
        _ arguments: [Substring], slot: String, platform: Platform, file: String, line: Int,
        ambient: [String: ThemeFamily.Ambient]
    ) -> TextUsage? {
        if let styled = themeStyle(arguments, platform: platform, file: file, line: line) { return styled }
        guard let family = ambient[file], !family.replaced.contains(slot), let argument = family.argument,
            var styled = themeStyle(arguments + [argument], platform: platform, file: file, line: line)
        else { return nil }
        styled.via = family.place
        return styled
    }

    /// The usage a theme's `TextStyle(...)` arguments make: a Compose style with no family has
    /// Compose's default, `FontFamily.Default` (Android's sans-serif, Roboto, checked against the
    /// device's fonts); nil for a Flutter one with no family (the platform font).
    static func themeStyle(_ arguments: [Substring], platform: Platform, file: String, line: Int) -> TextUsage? {
        guard platform == .compose else { return FlutterScanner.style(arguments, file: file, line: line) }
        let family = arguments.contains { StyleSyntax.argumentName($0) == "fontFamily" }
        return ComposeScanner.style(
            arguments + (family ? [] : ["fontFamily = FontFamily.Default"]), file: file, line: line)
    }
}
