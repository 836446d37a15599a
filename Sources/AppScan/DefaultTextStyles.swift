/// The style a `Text` that gives none is drawn in, as Material's libraries give it: the theme's
/// base slot (Flutter's `DefaultTextStyle`, a `Material`'s `bodyMedium`; Compose's `LocalTextStyle`,
/// `MaterialTheme`'s `bodyLarge`), or the slot a component around it gives the argument it is in
/// (an app bar's title, a button's label). Each such Text is a use of that slot
/// (`SwiftScanner.FontReference.implicit`), listed only where the theme gives the slot the
/// project's font. Flutter and Compose are one path, each a table.
struct DefaultTextStyles: Sendable {
    typealias Slot = (material3: String, material2: String?)

    /// What a use of a slot writes (`textTheme.`), and what gives the base slot.
    var reference: String
    var baseSource: String
    var base: Slot
    /// The slot each component gives the text under each of its arguments (`""`: a Kotlin trailing lambda).
    var componentSlots: [String: [String: Slot]]
    /// Components that give the text in them a style of their own, not read; a project's widget
    /// whose name ends in one (`BrandAppBar`) or in a component above is taken to set one too.
    var ownTextStyles: Set<String>
    var ownPrefixes: [String] = []
    /// The component itself, or a call further out, whose own argument replaces the component's
    /// default: a Text in the component then takes that style, not read.
    var componentOverrides: [String: (outer: Set<String>, arguments: Set<String>)] = [:]
    /// A `Text`'s own arguments that change its measure over the slot's (Compose's `fontSize =`),
    /// read as a copy of the slot with them.
    var styleArguments: Set<String> = []
    /// Flutter's `Tab(text: ...)` (`tabTexts`).
    var readsTabTexts = false
    /// Kotlin: a lambda given as an argument (`title = { Text(...) }`) is that argument.
    var lambdas = false
    /// Dart: a Text's own `TextStyle(...)` that names no family is merged over its slot (`merges`).
    var mergesStyles = false
    /// Text fields, whose value is drawn in a slot of their own, wherever they are.
    var fields: [String: Slot] = [:]
    /// Why a field cuts its value at its bounds, where it always does.
    var fieldClip: String?
    /// Whether a file's `Text` is this library's (Compose: it imports Material 3's).
    var reads: @Sendable (SourceText) -> Bool = { _ in true }

    /// Flutter's Material (H: flutter `material.dart`, whose `Material` sets `bodyMedium` as the
    /// `DefaultTextStyle`), the slot by component as Flutter's component defaults name them (H:
    /// flutter `app_bar.dart` `_AppBarDefaultsM3.titleTextStyle`, whose Material 2 title is the
    /// `primaryTextTheme`'s; the buttons' `textStyle`, `labelLarge` in both; `list_tile.dart`
    /// `_LisTileDefaultsM3` and `_LisTileDefaultsM2`; `dialog.dart` `_DialogDefaultsM3` and
    /// `_DialogDefaultsM2`; `snack_bar.dart` `_SnackbarDefaultsM3`, whose Material 2 content is a
    /// theme of its own, the platform font's; `dropdown.dart` `_textStyle`; `tabs.dart`
    /// `_TabsPrimaryDefaultsM3`; `popup_menu.dart`; `chip.dart`, every chip's label in
    /// `_ChipDefaultsM3.labelStyle` `labelLarge`, Material 2's `ChipThemeData.fromDefaults(labelStyle:
    /// theme.textTheme.bodyLarge!)`; `data_table.dart`, a column's label in `titleSmall` and a cell
    /// in `bodyMedium`, unless the DataTable sets `headingTextStyle:` or `dataTextStyle:`), and
    /// Cupertino's widgets, which set their own. A component theme the project's `ThemeData` gives
    /// (`chipTheme:`, `appBarTheme:`) is not read.
    static let flutter: DefaultTextStyles = {
        let button: [String: Slot] = ["child": ("labelLarge", "labelLarge"), "label": ("labelLarge", "labelLarge")]
        let chip: [String: Slot] = ["label": ("labelLarge", "bodyLarge")]
        let chips = ["Chip", "ActionChip", "FilterChip", "ChoiceChip", "InputChip"]
        let appBar: [String: Slot] = ["title": ("titleLarge", nil)]
        let tile: [String: Slot] = ["title": ("bodyLarge", "titleMedium"), "subtitle": ("bodyMedium", "bodyMedium")]
        let dialogTitle: [String: Slot] = ["title": ("headlineSmall", "titleLarge")]
        return DefaultTextStyles(
            reference: "textTheme.", baseSource: "DefaultTextStyle", base: ("bodyMedium", "bodyMedium"),
            componentSlots: [
                "AppBar": appBar, "SliverAppBar": appBar, "TextButton": button, "ElevatedButton": button,
                "OutlinedButton": button, "FilledButton": button, "ListTile": tile, "SwitchListTile": tile,
                "CheckboxListTile": tile, "RadioListTile": tile, "ExpansionTile": tile,
                "AlertDialog": dialogTitle.merging(["content": ("bodyMedium", "titleMedium")]) { first, _ in first },
                "SimpleDialog": dialogTitle, "SnackBar": ["content": ("bodyMedium", nil)],
                "DropdownMenuItem": ["child": ("titleMedium", "titleMedium")], "Tab": ["child": ("titleSmall", nil)],
                "PopupMenuItem": ["child": ("labelLarge", "titleMedium")],
                "DataColumn": ["label": ("titleSmall", "titleSmall")], "DataCell": ["": ("bodyMedium", "bodyMedium")],
            ].merging(chips.map { ($0, chip) }) { first, _ in first },
            ownTextStyles: [
                "AppBar", "SliverAppBar", "ListTile", "CheckboxListTile", "SwitchListTile", "RadioListTile",
                "ExpansionTile", "TextButton", "ElevatedButton", "OutlinedButton", "FilledButton",
                "FloatingActionButton", "MaterialButton", "RawMaterialButton", "IconButton", "Chip", "ActionChip",
                "FilterChip", "ChoiceChip", "InputChip", "Tab", "TabBar", "SnackBar", "AlertDialog", "SimpleDialog",
                "SimpleDialogOption", "NavigationBar", "NavigationDestination", "NavigationRail",
                "NavigationRailDestination", "NavigationDrawer", "DropdownButton", "DropdownButtonFormField",
                "DropdownMenuItem", "DropdownMenu", "PopupMenuItem", "CheckedPopupMenuItem", "PopupMenuButton",
                "MenuItemButton", "SubmenuButton", "InputDecoration", "TextField", "TextFormField", "Tooltip", "Badge",
                "SegmentedButton", "ButtonSegment", "DataTable", "DataCell", "DataColumn", "Stepper", "Step",
                "MaterialBanner", "DefaultTextStyle", "AnimatedDefaultTextStyle",
            ],
            ownPrefixes: ["Cupertino"],
            componentOverrides: [
                "DropdownMenuItem": (["DropdownButton", "DropdownButtonFormField"], ["style"]),
                "Tab": (["TabBar"], ["labelStyle"]),
                "PopupMenuItem": (["PopupMenuItem"], ["textStyle", "labelTextStyle"]),
                "DataColumn": (["DataTable"], ["headingTextStyle"]), "DataCell": (["DataTable"], ["dataTextStyle"]),
            ].merging(chips.map { ($0, ([$0], ["labelStyle"])) }) { first, _ in first },
            readsTabTexts: true, mergesStyles: true,
            // H: flutter `text_field.dart`, `theme.useMaterial3 ? _m3InputStyle(context) :
            // theme.textTheme.titleMedium!` (`_m3InputStyle`: `bodyLarge`) merged with its `style:`;
            // a `TextFormField` passes its own to its TextField.
            fields: ["TextField": ("bodyLarge", "titleMedium"), "TextFormField": ("bodyLarge", "titleMedium")])
    }()

    /// Compose's Material 3 (H: androidx `MaterialTheme.kt`, `ProvideTextStyle(value =
    /// typography.bodyLarge)`; `Button.kt`, each button's `labelLarge`; `tokens/DialogTokens.kt`,
    /// `HeadlineFont` `HeadlineSmall` and `SupportingTextFont` `BodyMedium`;
    /// `tokens/AppBarSmallTokens.kt`, `TitleFont` `TitleLarge`; `tokens/NavigationBarTokens.kt` and
    /// `tokens/NavigationRailTokens.kt`, `LabelTextFont` `LabelMedium`, which `NavigationRailItem`
    /// gives its label through `ProvideTextStyle`; `NavigationDrawer.kt`, whose `NavigationDrawerItem`
    /// gives its label and badge a `LocalContentColor` only, in a `Surface`: the theme's `bodyLarge`;
    /// `Chip.kt`, whose chips give their label `LocalTextStyle provides labelTextStyle` in `ChipContent`,
    /// each its tokens' `LabelTextFont`, `LabelLarge` (`tokens/AssistChipTokens.kt`, `FilterChipTokens`,
    /// `InputChipTokens`, `SuggestionChipTokens`);
    /// `tokens/PrimaryNavigationTabTokens.kt`, `LabelTextFont` `TitleSmall`; `ListItem.kt`, each
    /// slot `ProvideTextStyleFromToken` of `tokens/ListTokens.kt`: headline `BodyLarge`, supporting
    /// `BodyMedium`, overline and trailing `LabelSmall` (named `headlineText`... before 1.1);
    /// `FloatingActionButton.kt`, every FAB's content and an extended FAB's text in
    /// `ExtendedFabPrimaryTokens.LabelTextFont` `LabelLarge`; `Snackbar.kt`, its content in
    /// `SnackbarTokens.SupportingTextFont` `BodyMedium`, its action in `ActionLabelTextFont`
    /// `LabelLarge`; `Menu.kt` `DropdownMenuItemContent`, `MenuTokens.ListItemLabelTextFont`
    /// `LabelLarge` (1.0 to 1.3); `AppBar.kt`, the medium and large app bars' expanded titles in
    /// `TopAppBarMediumTokens.HeadlineFont` `HeadlineSmall` and `TopAppBarLargeTokens.HeadlineFont`
    /// `HeadlineMedium`; `internal/TextFieldImpl.kt` `CommonDecorationBox` (androidx 018e359), a
    /// `TextField`'s or `OutlinedTextField`'s label between `bodyLarge` resting and `bodySmall`
    /// floating, read at rest, its placeholder, prefix and suffix `bodyLarge`, its supporting text
    /// `bodySmall`, and its value `LocalTextStyle`, `bodyLarge`, unless it sets `textStyle`, cut at
    /// its bounds: `fieldClip`).
    /// Components whose text style is not read here (menus' other items, badges, tooltips) and a
    /// `ProvideTextStyle` or
    /// `CompositionLocalProvider` around the Text leave it unread; so do Material 2's `Text`
    /// (`androidx.compose.material`), Wear's and TV's, which are other libraries.
    static let compose: DefaultTextStyles = {
        let button: [String: Slot] = ["": ("labelLarge", nil), "content": ("labelLarge", nil)]
        let appBar: [String: Slot] = ["title": ("titleLarge", nil)]
        let chip: [String: Slot] = ["label": ("labelLarge", nil)]
        let fab: [String: Slot] = ["": ("labelLarge", nil), "content": ("labelLarge", nil)]
        let listItem: [String: Slot] = [
            "headlineContent": ("bodyLarge", nil), "supportingContent": ("bodyMedium", nil),
            "overlineContent": ("labelSmall", nil), "trailingContent": ("labelSmall", nil),
            "headlineText": ("bodyLarge", nil), "supportingText": ("bodyMedium", nil),
            "overlineText": ("labelSmall", nil),
        ]
        let field: [String: Slot] = [
            "label": ("bodyLarge", nil), "placeholder": ("bodyLarge", nil), "prefix": ("bodyLarge", nil),
            "suffix": ("bodyLarge", nil), "supportingText": ("bodySmall", nil),
        ]
        let slots: [String: [String: Slot]] = [
            "TextField": field, "OutlinedTextField": field, "Button": button, "TextButton": button,
            "OutlinedButton": button, "ElevatedButton": button,
            "FilledTonalButton": button, "TopAppBar": appBar, "CenterAlignedTopAppBar": appBar,
            "AlertDialog": ["title": ("headlineSmall", nil), "text": ("bodyMedium", nil)],
            "NavigationBarItem": ["label": ("labelMedium", nil)], "NavigationRailItem": ["label": ("labelMedium", nil)],
            "NavigationDrawerItem": ["label": ("bodyLarge", nil), "badge": ("bodyLarge", nil)],
            "AssistChip": chip, "ElevatedAssistChip": chip, "FilterChip": chip, "ElevatedFilterChip": chip,
            "InputChip": chip, "SuggestionChip": chip, "ElevatedSuggestionChip": chip,
            "Tab": ["text": ("titleSmall", nil)], "ListItem": listItem,
            "FloatingActionButton": fab, "SmallFloatingActionButton": fab, "LargeFloatingActionButton": fab,
            "ExtendedFloatingActionButton": fab.merging(["text": ("labelLarge", nil)]) { first, _ in first },
            "Snackbar": ["": ("bodyMedium", nil), "content": ("bodyMedium", nil), "action": ("labelLarge", nil)],
            "DropdownMenuItem": ["text": ("labelLarge", nil)], "MediumTopAppBar": ["title": ("headlineSmall", nil)],
            "LargeTopAppBar": ["title": ("headlineMedium", nil)],
        ]
        let own: Set<String> = [
            "TextField", "Chip", "Badge", "Tooltip", "SegmentedButton", "SearchBar", "DatePicker", "TimePicker",
            "ProvideTextStyle", "CompositionLocalProvider", "MaterialTheme",
        ]
        return DefaultTextStyles(
            reference: "MaterialTheme.typography.", baseSource: "LocalTextStyle", base: ("bodyLarge", nil),
            componentSlots: slots, ownTextStyles: own.union(slots.keys),
            styleArguments: ["fontSize", "fontStyle", "fontWeight", "fontFamily", "letterSpacing", "lineHeight"],
            lambdas: true, fields: ["TextField": ("bodyLarge", nil), "OutlinedTextField": ("bodyLarge", nil)],
            // H: androidx 2d317b6 `TextFieldScroll.kt`, `textFieldScroll` is `clipToBounds()` then the
            // scroll layout, on every BasicTextField.
            fieldClip: "a text field clips its value at its bounds (Compose's textFieldScroll)",
            reads: { source in
                let text = source.text
                guard
                    text.containsBytes("import androidx.compose.material3.Text")
                        || text.containsBytes("import androidx.compose.material3.*")
                else { return false }
                // A file that declares its own `Text` draws that one.
                return source.codeRanges(of: "fun Text(").isEmpty
            })
    }()

    /// Each `Text(...)` (`Text.rich`) of a file that gives no `style` (or, in Dart, one that only
    /// paints), as a use of the slot it is drawn in: the base, or the one a component around it
    /// (within six calls in its file) gives the argument it is in. One in another component that
    /// sets its own, or in a project's widget named as one, is not read; another widget of the
    /// project around it is assumed to pass the default through (U).
    func uses(in source: SourceText) -> [SwiftScanner.FontReference] {
        guard reads(source) else { return [] }
        let text = source.text
        var found: [SwiftScanner.FontReference] = []
        // Flutter's `SelectableText` merges its style over the `DefaultTextStyle` as `Text` does (H:
        // flutter `selectable_text.dart`, `defaultTextStyle.style.merge(widget.style)`).
        let calls =
            ["Text(", "Text.rich(", "SelectableText(", "SelectableText.rich("] + fields.keys.sorted().map { $0 + "(" }
        for call in calls.flatMap({ source.codeRanges(of: $0) }) {
            // `RichText(` and `TextSpan(` are other calls (and `Text(` in `SelectableText(` is none);
            // `widget.Text(` no widget.
            if let previous = text[..<call.lowerBound].last,
                previous.isLetter || previous.isNumber || previous == "_" || previous == "."
            {
                continue
            }
            let arguments = SwiftScanner.callArguments(text, from: call.upperBound)
            let field = String(text[call].dropLast())
            // A Compose field's own `textStyle` is not read.
            if fields[field] != nil, arguments.contains(where: { StyleSyntax.argumentName($0) == "textStyle" }) {
                continue
            }
            var own = arguments.filter { styleArguments.contains(StyleSyntax.argumentName($0)) }.map {
                $0.drop(while: \.isBlank)
            }
            var literal: (arguments: [Substring], line: Int)?
            if let style = arguments.first(where: { StyleSyntax.argumentName($0) == "style" }) {
                // A style that only paints (`style: TextStyle(color: Colors.red)`) keeps the slot's
                // metrics; in Dart one that sets no family is merged over the slot.
                guard let found = Self.literalStyle(style, in: source, after: call.upperBound),
                    !AppScan.changesMetrics(found.arguments) || mergesStyles && Self.merges(found.arguments)
                else { continue }
                if AppScan.changesMetrics(found.arguments) {
                    own = found.arguments.map { $0.drop(while: \.isBlank) }
                    literal = found
                }
            }
            // A field's value is in its own slot wherever it is; a Text in the one its component gives.
            let drawnIn: (Slot, String)? =
                fields[field].map { ($0, "\(field) (value: \(self.reference)\($0.material3))") }
                ?? self.slot(of: call.lowerBound, in: text)
            guard let (slot, drawn) = drawnIn else { continue }
            let written = literal == nil ? drawn : drawn.dropLast() + " + its TextStyle)"
            var reference = SwiftScanner.FontReference(
                type: nil, name: slot.material3, line: source.lines.line(of: call.lowerBound), written: written,
                context: StyleSyntax.textContext(text, around: call.upperBound),
                arguments: own.isEmpty ? nil : own, implicit: true, material2: slot.material2)
            reference.merges = literal?.line
            if fields[field] != nil, let fieldClip {
                reference.context.overflow = .hidden
                reference.context.overflowReason = fieldClip
            }
            found.append(reference)
        }
        if readsTabTexts { found += Self.tabTexts(in: source) }
        return found.sorted { $0.line < $1.line }
    }

    /// The slot a Text at `index` is drawn in, and how its usage is written; nil where it is not read.
    private func slot(of index: String.Index, in text: String) -> (Slot, String)? {
        var position = index
        var slot: Slot? = base
        var written = "Text (\(baseSource): \(reference)\(base.material3))"
        for _ in 0..<6 {
            guard let parent = StyleSyntax.enclosingCall(text, before: position, throughLists: true, lambdas: lambdas)
            else { break }
            defer { position = parent.nameStart }
            let name = parent.name.split(separator: ".").first.map(String.init) ?? parent.name
            if let slots = componentSlots[name] {
                // The argument the Text is in: `title: Text('Hi')`, `child: Row(children: [Text(...)])`.
                let argument = argumentName(around: position, in: text)
                slot = slots[argument]
                let shown = argument.isEmpty && lambdas ? "content" : argument
                written = "Text (\(name) \(shown): \(reference)\(slot?.material3 ?? ""))"
                if let override = componentOverrides[name],
                    override.outer.contains(name)
                        && parent.arguments.contains(where: {
                            override.arguments.contains(StyleSyntax.argumentName($0))
                        })
                        || Self.overridden(override, from: parent.nameStart, in: text)
                {
                    slot = nil
                }
                break
            }
            // A project's wrapper of one (`BrandAppBar`, `MyTextButton`) is taken to set it too.
            if ownPrefixes.contains(where: { name.hasPrefix($0) })
                || ownTextStyles.contains(where: { name.hasSuffix($0) })
            {
                slot = nil
                break
            }
        }
        return slot.map { ($0, written) }
    }

    /// A `Tab(text: ...)` draws its text in the TabBar's label style: Material 3's `titleSmall`
    /// (H: flutter `tabs.dart` `_TabsPrimaryDefaultsM3.labelStyle`; Material 2's is the
    /// `primaryTextTheme`'s, not read), unless the TabBar sets `labelStyle:`.
    private static func tabTexts(in source: SourceText) -> [SwiftScanner.FontReference] {
        let text = source.text
        var found: [SwiftScanner.FontReference] = []
        for call in source.codeRanges(of: "Tab(") {
            if let previous = text[..<call.lowerBound].last,
                previous.isLetter || previous.isNumber || previous == "_" || previous == "."
            {
                continue
            }
            let arguments = SwiftScanner.callArguments(text, from: call.upperBound)
            guard arguments.contains(where: { StyleSyntax.argumentName($0) == "text" }),
                let override = flutter.componentOverrides["Tab"], !overridden(override, from: call.lowerBound, in: text)
            else { continue }
            found.append(
                SwiftScanner.FontReference(
                    type: nil, name: "titleSmall", line: source.lines.line(of: call.lowerBound),
                    written: "Tab (TabBar label: textTheme.titleSmall)",
                    context: StyleSyntax.TextContext(text: StyleSyntax.namedText(arguments)), implicit: true,
                    material2: nil))
        }
        return found
    }

    /// Whether a call of `override.outer` within four calls around `index` gives one of `override.arguments`.
    private static func overridden(
        _ override: (outer: Set<String>, arguments: Set<String>), from index: String.Index, in text: String
    ) -> Bool {
        var position = index
        for _ in 0..<4 {
            guard let parent = StyleSyntax.enclosingCall(text, before: position, throughLists: true) else {
                return false
            }
            position = parent.nameStart
            if override.outer.contains(parent.name) {
                return parent.arguments.contains { override.arguments.contains(StyleSyntax.argumentName($0)) }
            }
        }
        return false
    }

    /// The arguments of a `style:` argument that is a `TextStyle(...)` literal, and its line in
    /// `source` (the argument's text is looked for from `call`); nil for any other value.
    private static func literalStyle(_ argument: Substring, in source: SourceText, after call: String.Index) -> (
        arguments: [Substring], line: Int
    )? {
        var value = argument.drop(while: \.isBlank).dropFirst("style".count).drop { $0 == " " }
        guard value.first == ":" else { return nil }
        value = value.dropFirst().drop(while: \.isBlank)
        if value.hasPrefix("const ") { value = value.dropFirst(6).drop(while: \.isBlank) }
        guard value.hasPrefix("TextStyle("), value.hasSuffix(")") else { return nil }
        let text = String(value)
        let literal = SwiftScanner.call(text, from: text.index(text.startIndex, offsetBy: "TextStyle(".count))
        guard literal.end == text.endIndex else { return nil }
        let found = source.text.firstBytes(of: String(argument), from: call)
        let at = found.flatMap { source.text[$0].firstBytes(of: "TextStyle(") }
        return (literal.arguments, source.lines.line(of: at?.lowerBound ?? call))
    }

    /// Whether Flutter merges a Text's literal style over the slot it is drawn in: it inherits (no
    /// `inherit: false`) and names no family, so every field it leaves unset, the family first, is
    /// the slot's (H: flutter `text.dart`, `Text.build`: `defaultTextStyle.style.merge(style)`
    /// where `style.inherit`).
    private static func merges(_ arguments: [Substring]) -> Bool {
        !arguments.contains { argument in
            let argument = argument.drop(while: \.isBlank)
            let name = StyleSyntax.argumentName(argument)
            let value = argument.dropFirst(name.count).drop { $0 == " " }.dropFirst().trimmed()
            return name == "fontFamily" || name == "package" || name == "inherit" && value != "true"
        }
    }

    /// The name of the named argument `index` lies in (`title` of `AppBar(title: Row(...))` for an
    /// index in the Row, through a list: `actions: [...]`, and in Kotlin through a lambda given as
    /// one: `title = { ... }`): read back to the `,` or `(` that starts it, within 2,000
    /// characters; empty for a positional argument and a Kotlin trailing lambda.
    private func argumentName(around index: String.Index, in text: String) -> String {
        var depth = 0
        var cursor = index
        var start: String.Index?  // just past the nearest comma outside any bracket
        for _ in 0..<2000 where cursor > text.startIndex {
            cursor = text.index(before: cursor)
            let character = text[cursor]
            if character == ")" || character == "]" || character == "}" {
                depth += 1
            } else if character == "(" || character == "[" || character == "{" {
                if depth > 0 {
                    depth -= 1
                } else if character == "["
                    || lambdas && character == "{" && StyleSyntax.isLambdaArgument(text, brace: cursor)
                {
                    // The list (the lambda) is one argument: its elements' commas do not start it.
                    start = nil
                } else if lambdas && character == "{" {
                    return ""
                } else {
                    let from = start ?? text.index(after: cursor)
                    return StyleSyntax.argumentName(text[from..<index].drop(while: \.isBlank))
                }
            } else if character == ",", depth == 0, start == nil {
                start = text.index(after: cursor)
            }
        }
        return ""
    }
}
