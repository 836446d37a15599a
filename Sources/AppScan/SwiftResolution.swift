import Foundation
import LineBoxAnalysis

// MARK: - Resolve Swift: helpers, members, design systems

extension AppScan {
    /// Swift's helper calls and its references to members (`.font(AppFont.title)`); a bare text
    /// style (`.font(.body)`) is Dynamic Type's system font.
    mutating func resolveSwift(_ index: ScanIndex) {
        resolveFontCalls(
            index.swiftReferences.filter { $0.reference.arguments != nil }, index.swiftFunctions, index.swiftEnums)
        // Styles worked out case by case (`SwiftStyleIndex`): each case a usage at the property that
        // makes its font, whose literal template (a size from another member) stands no longer.
        // A member whose literal is skipped as computed (`UIFont(name: bold, size: base + 16)`) is worked out instead.
        let skipped = Set(usages.filter { $0.skipped != nil }.map { "\($0.file):\($0.line)" })
        let literalMembers = Set(
            index.swiftMembers.filter { !skipped.contains("\($0.file):\($0.member.line)") }.map {
                "\($0.member.type).\($0.member.name)"
            })
        var styles = index.swiftStyles
        styles.helpers = Dictionary(grouping: index.swiftFunctions, by: \.function.name)
        styles.enums = index.swiftEnums
        styles.swiftGenFonts = index.swiftGenFonts
        let cases = styles.caseFonts()
        let members = styles.memberFonts()
        let computed = (cases.fonts + members.fonts).filter { !literalMembers.contains($0.member) }
        // A member's literal template, and a helper's once a member has called it, stand no longer;
        // nor do the fonts a type's member is made of (`.font(UIFont.brandBold(size: 16))` in its body).
        let helpersCalled = Set((cases.helpersCalled + members.helpersCalled).map { "\($0.file):\($0.line)" })
        let ownMembers = members.fonts.filter { !literalMembers.contains($0.member) }
        let spans = Dictionary(grouping: computed, by: \.file).mapValues { $0.map(\.lines) }
        let memberSpans = Dictionary(grouping: ownMembers, by: \.file).mapValues { $0.map(\.lines) }
        func within(_ spans: [String: [ClosedRange<Int>]], _ file: String, _ line: Int) -> Bool {
            spans[file]?.contains { $0.contains(line) } == true
        }
        usages.removeAll { usage in
            let inMember = within(memberSpans, usage.file, usage.line)
            switch usage.kind {
            case .fontReference: return inMember
            case .swift:
                guard !inMember else { return true }
                return usage.skipped != nil
                    && (helpersCalled.contains("\(usage.file):\(usage.line)") || within(spans, usage.file, usage.line))
            default: return false
            }
        }
        let definitions = computed.map { found in
            var usage = TextUsage(
                file: found.file, line: found.lines.lowerBound, kind: .fontReference(found.member), platform: .ios)
            usage.font = .name(found.name)
            usage.pointSize = found.size
            usage.scaling = found.dynamicTypeSizes.map(TextScaling.dynamicTypeSizes)
            return (found.member, usage)
        }
        // A design system's views, called with a style whose cases map to fonts (`BrandText(_, style: .title)`).
        let styleTypes = Set(
            index.swiftMembers.map(\.member.type)
                + computed.compactMap { $0.member.split(separator: ".").first.map(String.init) })
        // Each is looked for in every Swift file: the first 128 (by name) are, which no design system exceeds,
        // with the first 2,000 `View` functions that pass a style on to one of them.
        func first<T: Hashable>(_ items: [T], _ count: Int, by key: (T) -> String) -> [T] {
            Array(Set(items).sorted { key($0) < key($1) }.prefix(count))
        }
        let wrapperKey = { (wrapper: SwiftDesignSystem.Wrapper) in
            "\(wrapper.type) \(wrapper.label) \(wrapper.styleType)"
        }
        let declared = index.swiftWrappers + SwiftDesignSystem.inherited(index.swiftWrappers, by: index.swiftSubclasses)
        let taking = first(declared.filter { styleTypes.contains($0.styleType) }, 128, by: wrapperKey)
        let functions = first(index.swiftViewFunctions, 2_000) { "\($0.name) \($0.type) \($0.body)" }
        let wrappers = first(taking + SwiftDesignSystem.forwarders(functions, to: taking), 128, by: wrapperKey)
        let calls =
            wrappers.isEmpty
            ? []
            : untilLimit(index.swiftSources, reading: "calls of the design system's views") {
                SwiftDesignSystem.calls(of: wrappers, in: $1)
            }.flatMap { file, found in found.map { (file, $0) } }
        // A member that is a style holding a font (BonMot's `TextStyles.h1`) is used wherever code names it.
        let styleMembers = Set(
            ownMembers.filter { !SwiftStyleIndex.fontTypes.contains($0.declaredType) }.map(\.member))
        let styleReferences =
            styleMembers.isEmpty
            ? []
            : untilLimit(index.swiftSources, reading: "uses of style members") { file, source in
                SwiftDesignSystem.styleReferences(to: styleMembers, in: source).filter { !within(spans, file, $0.line) }
            }.flatMap { file, found in found.map { (file, $0) } }
        let references = index.swiftReferences.filter { $0.reference.arguments == nil } + calls + styleReferences
        resolveFontMembers(index.swiftMembers, references, computed: definitions) { file, reference in
            guard reference.type == nil || reference.type == "Font" || reference.type == "UIFont",
                SwiftScanner.textStyles.contains(reference.name)
            else { return nil }
            var usage = TextUsage(
                file: file, line: reference.line, kind: .fontReference(reference.written), platform: .ios)
            usage.unresolved = .dynamicType(style: reference.name)
            if let style = SwiftScanner.textStyle(named: reference.name) {
                // The system font at the style's size, which Dynamic Type scales (H: Apple, `Font.body`...).
                let size = style.size(at: .l)
                usage.pointSize = size
                usage.font = .platform(.iosSystem(declared: reference.name, weight: style.weight, size: size))
                usage.scaling = .dynamicType(style)
            }
            return usage
        }
    }

    /// Each call of a Swift font helper (`.font(.poppins(.bold, size: 16))`) is a usage at its own
    /// line with the font the helper makes of its literal arguments (skipped when they are
    /// computed or do not fit it); a helper that is called stands no longer as a usage of its own.
    /// A call of a helper the project does not define (a package's) is not read.
    private mutating func resolveFontCalls(
        _ calls: [(file: String, reference: SwiftScanner.FontReference)],
        _ functions: [(file: String, function: SwiftFontFunctions.Function)], _ enums: [String: [String: String]]
    ) {
        guard !calls.isEmpty else { return }
        struct Place: Hashable {
            var file: String
            var line: Int
        }
        var byName: [String: [(file: String, function: SwiftFontFunctions.Function)]] = [:]
        for function in functions { byName[function.function.name, default: []].append(function) }
        var called: Set<Place> = []
        var added: [TextUsage] = []
        for (file, call) in calls {
            // Overloads of one name, 16 at most.
            let candidates = (byName[call.name] ?? []).filter { call.type == nil || $0.function.type == call.type }
                .prefix(16)
            guard !candidates.isEmpty, let arguments = call.arguments else { continue }
            var usage = TextUsage(file: file, line: call.line, kind: .fontReference(call.written), platform: .ios)
            usage.apply(call.context)
            if let (helper, font) = candidates.lazy.compactMap({ candidate in
                SwiftFontFunctions.font(of: arguments, calling: candidate.function, enums: enums).map {
                    (candidate, $0)
                }
            }).first {
                usage.font = .name(font.name)
                usage.pointSize = font.size
                called.insert(Place(file: helper.file, line: helper.function.line))
            } else {
                usage.skipped = .computed("the font name or size")
                for candidate in candidates {
                    called.insert(Place(file: candidate.file, line: candidate.function.line))
                }
            }
            added.append(usage)
        }
        usages.removeAll {
            guard case .swift = $0.kind else { return false }
            return called.contains(Place(file: $0.file, line: $0.line))
        }
        usages += added
    }
}
