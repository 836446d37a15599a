import AppScan
import AuditPipeline
import CommandOptions
import DesignTokens
import FontValues
import Foundation
import InputFiles
import JSONText
import LineBoxAnalysis
import Reports
import TextEscaping

/// `--format` of scan: check's formats.
private let scanFormat = Choice(
    "--format", valueName: "format",
    help: "text (the default), json (the documented contract), junit, github (workflow "
        + "annotations at each usage's line), sarif (SARIF 2.1.0), html, markdown (a summary for "
        + "$GITHUB_STEP_SUMMARY), as for inkbox check" + Specs.conciseFormats,
    default: CheckFormat.text,
    group: "OUTPUT OPTIONS")

extension Specs {
    static let scan = CommandSpec(
        name: "scan",
        abstract: "Find the text styles an app's own sources declare and check each where it is declared.",
        usage: "inkbox scan [<options>] <path> ...",
        arguments: [ArgumentSpec(name: "<path> ...", help: "Project folders to scan (each is its own root).")],
        options: [
            OptionSpec(
                name: "--fonts", valueName: "dir",
                help: "Fonts kept outside the project (repeatable), and a device's own fonts for Android's "
                    + "families (sans-serif is Roboto); the project's own font files are always used.",
                group: "FONT OPTIONS"),
            ScanCommand.fallbackOption, ScanCommand.excludeOption, LayoutOptions.overflow.spec,
        ] + CharacterChoiceOptions.options + [
            CharacterChoiceOptions.languages, CharacterChoiceOptions.shownCase.spec,
            CharacterChoiceOptions.rareShare.spec,
        ]
            + RenderingOptions.options
            + RenderingOptions.ruleOptions
            + PlatformOptionGroup.options + [TextSizeOptions.api]
            + BaselineOptions.options(group: "OUTPUT OPTIONS") + [
                scanFormat.spec, Specs.statistics, AnnotationOptions.annotate.spec, OptionSpec.report, OptionSpec.root,
                OptionSpec.wide,
                colour.spec,
            ] + ConfigOptions.options + [
                helpOption
            ],
        discussion: """
            Reads, from each folder down (not following links, skipping .git, build output,
            dependencies and what --exclude matches):
              - storyboards and XIBs: label, button, textField and textView fonts, their text, a
                height constraint, attributed text's font and paragraph style, size-class variations;
              - Swift and SwiftUI: UIFont(name:size:) and .custom(_:size:) with literal values,
                Apple's system font (UIFont.systemFont(ofSize:), .system(size:), preferredFont
                and .system(.body)),
                .font(.name), .font(Type.name) and an attributes dictionary's .font: Type.name
                naming a static member that holds one (a bare
                text style is the system font), calls of a static func helper with literal
                arguments (.font(.poppins(.bold, size: 16)), an enum case's raw value naming the
                font), the Text(...) or label.text they are set with, and
                the NSMutableParagraphStyle an attributes literal names; a design system's style
                whose cases map to fonts (a switch of literals, or computed properties followed
                case by case through locals, static values and functions, arithmetic, min and
                max, and Body's size at each Dynamic Type setting) at each call of a view, view
                modifier, View function or UIKit label (and its subclasses) that takes it
                (BrandText("Hi", style: .title), .modifier(Typo(.h1)), .textStyle(.body),
                Label(.title)), with that call's text, .clipped(), .frame(height:) and .fixedSize();
                a type's static style holding a font made by a helper (BonMot's TextStyles.h1 of
                StringStyle(.font(UIFont.brandBold(size: 31)))) wherever code names it; SwiftGen's
                generated fonts (FontFamily.Poppins.bold.font(size: 17), .swiftUIFont(size: 28)),
                also in a style's configuration (Config(font: FontFamily.Inter.bold, size: 28)),
                a variable font's named instance by its PostScript name (Inter_Semi-Bold);
              - Android layouts: TextView and its kin (android:fontFamily and app:fontFamily @font/,
                a font-family XML's font by textStyle and textFontWeight, textSize, lineHeight and
                app:lineHeight, lineSpacingMultiplier, includeFontPadding, layout_height, with
                @dimen/ values (intuit's sdp and ssp ones, _12sdp, at their default folder's),
                styles and ?attr/ text appearances through the application theme, a view with
                no size at its AppCompat or Material theme's default appearance's, 14sp, a
                wrap_content button's sides not known to hug (its 88dip minimum width),
                text and @string/ with its translations in values-*/);
              - Compose: TextStyle(fontFamily =, fontSize =, lineHeight =, letterSpacing =) in
                Kotlin, its family a FontFamily(Font(R.font.x)) the project defines (in a try or
                lazy block beside the platform's fallbacks too, or of fonts
                its file names, val regular = Font(...), or a function returns, fun brand() =
                FontFamily(...), or a parameter of the function making the style, at its
                default or the one value the app's calls pass) or the style writes in place, copies of a
                val style, MaterialTheme.typography.x uses with the nearest Typography(...)'s x of
                the same Material library, or of a Typography(...) the project names and uses by
                name (AppTypography.x), a Material 3 Text with no style in bodyLarge or the
                slot its component gives it (a button's labelLarge, a TopAppBar title's
                titleLarge, an AlertDialog's headlineSmall and bodyMedium, a chip's labelLarge, a
                drawer item's bodyLarge, a list item's headline bodyLarge, a FAB's labelLarge, a
                snackbar's bodyMedium, a text field's value, label and placeholder bodyLarge...),
                with its own fontFamily = over Material 3's slot where no theme sets it, a family
                that falls back (fontFamily ?: brand) at its
                fallback, calls of a project
                composable that take its default style (style: TextStyle = ...);
              - CSS, SCSS and HTML, Vue or Svelte <style> blocks: rules with font-family or
                font-size (px, rem against the root's size, em and % of the parent's; the font
                shorthand too), line-height and height, with what they inherit as far as the
                sheets show it: body's values, those of the rule a rule is nested in, custom
                properties and SCSS $variables, the same selector's rules in other sheets; and
                the @font-face rules that map families to files, and Next.js's next/font
                variables (a family Google Fonts or Fontshare serves ships no file: pass its
                files with --fonts); a box hidden for screen readers (.sr-only, clip: rect(0 0
                0 0)) shows no text;
              - HTML documents: each element with text, styled as a browser's cascade styles it
                by the sheets the page links (and their @imports) and its <style> blocks
                (selectors, specificity, the style attribute, inheritance, the browser's own
                heading and form-control sizes); elements of one style are one usage
                ("<p> and 11 more alike"); a rule that matches no element is read as above;
              - Tailwind CSS, where a package, config or sheet uses it: each element of an
                HTML, Vue, Svelte, Astro, JSX or TSX template whose literal class or className
                (cn(...) and clsx(...) literals too) sets a family, size or line height, read
                as the rule Tailwind generates from the project's theme over version 3's or
                4's defaults (text-sm/6, leading-none, truncate, line-clamp-2, bg-clip-text,
                @apply, theme()), with its text (in a script, what its expressions give: a
                literal list's fields under .map); a clip whose text sits in its only child, a
                block, has that child's padding as room (shadcn/ui's AccordionContent and its
                pb-4); the platform's font (font-sans) is not listed; UnoCSS's Tailwind-like presets (a unocss package or uno.config) so
                too, over preset-mini's theme (text-16 is 4rem);
              - Flutter: TextStyle(fontFamily:, fontSize:, height:) literals and the Text('...')
                or Text.rich(TextSpan(text: '...')) they style, copyWith of a literal style,
                textTheme.x uses with the nearest TextTheme(...)'s x (Material 3's size where
                it sets none; a slot no theme sets at Material 3's size in the ThemeData's family;
                a theme override that only recolours is none; a slot set to a name is the style
                that name declares, one set by the file's function of its parameters,
                display(56, FontWeight.w700), that function's TextStyle(...) with the call's
                values; base.bodyMedium?.copyWith(...) is Material 3's slot with
                the copy's values), ThemeData(fontFamily:) (a parameter's default where the
                function making the theme takes it), or the
                family its typography or textTheme applies (inline, or in the project function
                that makes it, given directly or through a local, or in a top-level variable
                or static member a file declares: its .apply(fontFamily:) or the
                google_fonts text theme it copies, less the slots that theme's .copyWith(...)
                replaces), as the family of styles that set a
                size and none (not a RichText's, which merges no DefaultTextStyle), google_fonts' GoogleFonts.x(...) from its bundled asset of the
                variant the package draws for the weight (its closest; its .fontFamily, one
                variant's family, that variant's file at every weight), and a Text
                with no style, or a TextStyle of its own that names no family (merged over it as
                Flutter does), in the slot its component gives it (bodyMedium, an AppBar title's
                titleLarge, a button's labelLarge, a dropdown item's titleMedium, a tab's
                titleSmall, a popup menu item's labelLarge, a chip's labelLarge, a DataTable
                column's titleSmall, a TextField's value bodyLarge...; a SelectableText as a Text);
                extension members that copy a style (textstyle_extensions'
                TextStyles.body.bold.size(16), the project's own extension on TextStyle); a
                google_fonts text theme given as a theme's textTheme; a family's file picked by
                each file's own weight and slope, a variable font at its fontVariations and weight;
              - React Native (.js, .jsx, .ts, .tsx): each StyleSheet.create({...}) style and
                inline style={{...}} with a literal fontFamily (not another renderer's
                StyleSheet: @react-pdf/renderer's PDF pages; a style no file can draw is left
                out: one its file never names, of a sheet kept in the file, or one no other
                script names, of a sheet exported by name), at the Text or TextInput whose
                style names it (style={[styles.body, { fontSize: 18 }]}, merged in order, with
                its text; a condition or a prop in it is not merged, and said), on
                react-native-ios and react-native-android (fontSize, lineHeight, fontWeight,
                fontStyle, letterSpacing, textTransform, includeFontPadding, a literal height,
                top and bottom padding as room; on Android the asset fonts/Family_bold.ttf and
                the like, as React Native picks it, and a system family's name, monospace,
                sans-serif-medium, as fonts.xml gives it); a value that names a constant
                (fontFamily: Fonts.bold, an imported fontRegular, typography.primary.medium
                through an alias) is its literal, Platform.select and
                Platform.OS === 'ios' ? a : b give each platform its branch, and a spread of
                another file's style (...sharedStyles.textMedium, imported by a relative path)
                its entries; const $title: TextStyle = {...} styles, plain objects a style
                names (const styles = {...}), style arrays and themed styles; NativeWind's
                classes on a Text (className="text-xl font-rubik-bold", rem 14 or its
                inlineRem); fonts loaded with expo-font (useFonts({...}), require('...ttf'),
                @expo-google-fonts);
                the project's own Text, or a text component named as its file (UiText of
                UiText.tsx, imported from it or from a folder's index), that picks its style
                by props (Ignite's <Text preset="heading" size="xs" />, <UiText variant="h1">,
                from objects its file declares or imports)
                or gives its Text a style beneath the caller's (style={[{ fontFamily:
                'Urbanist' }, props.style]}, fontFamily: font[weight] by the element's weight
                prop) at each element, its parameters' defaults where a prop is not given;
                'System' is the platform font, not listed; a Text with no size in one of React
                Native's views (View, ScrollView, Pressable...) at its default, 14; a text
                shown through a translation key ({I18n.t('key')}, tx="key") checked with that
                key's text in each language of the app's translations;
              - Kotlin and Dart: values and styles one file names where another uses them
                (fontFamily: Fonts.raleway, fontSize = Dimens.BODY.sp, TextStyles.body1 and its
                copies, a Dart function returning a style called as Styles.body(context)), literals and arithmetic of them followed through the names
                (a Dart size through a function that scales it, adjustFontSize(14), at factor 1
                where the factor is a run-time value); a project's
                own typography class (val body: TextStyle members, or an interface an object
                implements) at each use through the theme (AppTheme.typography.body,
                getAppTextTheme(context).body, a Kotlin TextStyle extension that copies,
                .style(color = c)), with the nearest instance's style (in Dart, of the
                instances in the use's own package and the packages it imports), and under each
                theme as near; a style argument given a style's name (style = SmallHeading), and
                theme styles through a file's name for them (val typography =
                MaterialTheme.typography), across lines as dart format writes them.
            Each usage is judged in its container, as its source declares it: a UIKit label, an
            Android TextView and a React Native Text cut at their bounds; a CSS rule cuts only with overflow other than
            visible, contain: paint or background-clip: text (then its padding is room before the
            cut; its text-box trims the line to the cap height or baseline, which no line height
            moves); a Compose Text only with a clip among its modifiers (the paddings after the clip
            room before the cut), a Flutter Text only as the
            child of a ClipRect (or ClipRRect, ClipOval, ClipPath). Ink past a line box that nothing
            cuts is a warning (inkbox.spills) that says what would cut it; --overflow hidden judges
            every usage whose source declares nothing as cut.

            Each usage is checked on its own platform at its size, line height and fixed height,
            with its own text when known, exactly as inkbox audit checks that font. Where the text
            is not known, the characters checked are those of the languages the project declares
            (Android values-xx, iOS xx.lproj, Flutter *_xx.arb, a JavaScript app's locales/xx.json,
            with the default resources taken to be English), else English (one note names the other languages the fonts are made
            for); --set, --chars and --lang say otherwise. A language's characters are its CLDR
            exemplars (main, auxiliary, index, punctuation, numbers). A size of 2 pt or
            less is a placeholder, skipped. Computed values are listed as skipped, never guessed.

            Text that grows with the user's text size is checked at every setting too, and a
            usage that holds at its size but cuts at a larger one is reported at the first that
            cuts: on iOS text styles (.font(.body), a storyboard's UICTFontTextStyleBody),
            .custom(_:size:) and relativeTo:, UIFontMetrics around a UIFont, along the style's
            Dynamic Type curve (xSmall to AX5); on Android and Compose sizes in sp, at the font
            scales of --api; Flutter text at both, on Body's curve on iOS, unless the app sets
            its own text scaling (then at its size, and a note says where). A fixed height stays
            fixed; a custom storyboard font stays at its size, adjustsFontForContentSizeCategory
            or not, as UIKit draws it (said beside it).

            The fonts are the project's own font files and --fonts; iOS usages resolve only to the
            files the app registers (UIAppFonts of an Info.plist or XcodeGen's project.yml, a
            storyboard's customFonts, a CTFontManagerRegister
            call naming the file), by their PostScript names. @font/name and a missing
            @font-face source are looked for by file name; an Android font-family XML stands for
            its regular font, a Flutter family for its pubspec.yaml asset. Android's own families
            (sans-serif-medium, serif, no family, Compose's FontFamily.SansSerif) are the fonts
            AOSP's fonts.xml names (Roboto 500, Noto Serif...), looked for only in --fonts, as a
            device draws its own: --fonts /usr/share/fonts/truetype/roboto/unhinted (Debian's
            fonts-roboto-unhinted) or a device's /system/fonts. Android attributes
            resolve as on a device: the view's, its style, the default style of the application
            theme (AndroidManifest.xml), the theme's own, then textAppearance. Apple's system font
            (a text style, a storyboard's system font) is SF Pro, looked for only in --fonts
            (Apple's SF-Pro.ttf from developer.apple.com/fonts, which may not be redistributed);
            without it those usages are unresolved.

            A baseline (--write-baseline, --baseline) accepts a usage by its file, what declares it
            and its style, not its line: editing a file above a usage keeps its entry. A comment
            'inkbox: ignore[IB001] reason' turns those rules off for the usage on its line (or, alone
            on its line, on the next): its findings become suppressed notes with the reason; one that
            turned nothing off, or gives no reason, is a warning (IB019).

            What a scan costs is bounded, whatever the tree holds: files of at most 8 MiB, 200,000
            files and folders looked at, 2,000 text usages from one file and 20,000 in all (past
            which it stops reading), 5,000 distinct styles measured (one in a font not found costs
            nothing and is not counted). What a limit leaves out is an error that names it and the
            file (exit 2), never a pass: scan a smaller folder. A font file that cannot be read is
            one error naming it and why (exit 2); its usages are unresolved, naming the file.
            """,
        examples: [
            "inkbox scan --fonts Fonts Examples/scan-app",
            "inkbox scan --fonts Fonts --format json Examples/scan-app/android",
        ],
        common: [
            CommonOption("--fonts", "more fonts, and the platforms' own (repeatable)"),
            CommonOption("--exclude", "leave out files and folders matching a glob (repeatable)"),
            CommonOption("--baseline", "accept the clips a baseline file lists; fail on new ones"),
            CommonOption("--format", "text (default), json, sarif, github, junit, markdown, html, ..."),
            CommonOption("--fail-on", "the least severity that exits 1: error (default), warning or note"),
        ])
}

/// `inkbox scan`, parsed.
struct ScanCommand {
    var roots: [String]
    var fonts: [String]
    /// `--exclude`: what each root's search leaves out.
    var exclude: [String]
    var settings: CheckSettings
    var format: CheckFormat
    /// `--report`: the same run's reports in other formats, to files.
    var reports: [ReportFile<CheckFormat>]
    var baseline: BaselineOptions
    /// The least severity that fails the run (`--fail-on`).
    var failOn: Severity
    /// The least severity `--format github` annotates (`--annotate`).
    var annotate: Severity
    /// Text tables as wide as their cells (`--wide`).
    var wide: Bool
    /// The project the folders, fonts and outputs are read and written under (`--root`).
    var project: Project

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard !parsed.positionals.isEmpty else { throw UsageError("missing expected argument '<path> ...'") }
        project = parsed.project
        wide = parsed.has(.wide)
        roots = parsed.positionals
        fonts = parsed.allValues["--fonts"] ?? []
        exclude = parsed.all(Self.excludeOption)
        let rendering = try RenderingOptions(parsed)
        failOn = rendering.failOn
        annotate = try AnnotationOptions.annotate.parse(parsed)
        var settings = rendering.checkSettings(
            characters: try CharacterChoiceOptions.parse(parsed), platforms: [],
            options: try PlatformOptionGroup.parse(parsed))
        settings.androidAPI = try TextSizeOptions.api(parsed)
        settings.stringsInCapitals = try CharacterChoiceOptions.shownCase.parse(parsed) ?? false
        settings.rareShare = try CharacterChoiceOptions.rareShare.parse(parsed).map { $0 / 100 } ?? settings.rareShare
        // Where a usage's source declares nothing that cuts or lets spill.
        settings.overflow = try LayoutOptions.overflow.parse(parsed)
        format = try scanFormat.parse(parsed, statistics: .statistics)
        reports = try ReportFile.parse(parsed)
        settings.drawing = format == .html || reports.contains { $0.format == .html }
        settings.fallbacks = parsed.all(Self.fallbackOption)
        self.settings = settings
        baseline = BaselineOptions(parsed)
    }

    static let fallbackOption = OptionSpec(
        name: "--fallback", valueName: "font",
        help: "A font that draws the characters the app's fonts lack, as the device's fallback does (repeatable, "
            + "in order), e.g. --fallback /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc for Chinese "
            + "text in a Latin font. Its ink counts, and a line it is drawn on gets each platform's line box for "
            + "mixed fonts.", group: "FONT OPTIONS")

    static let excludeOption = OptionSpec(
        name: "--exclude", valueName: "glob",
        help: "Leave out files and folders below each root whose name, or path below the root, matches (repeatable; "
            + "* also matches /), e.g. --exclude 'docs/*' --exclude '*Generated*'.", group: "FONT OPTIONS")
}

func runScan(_ command: ScanCommand, _ console: Console) -> ExitCode {
    // Every folder and font the command line names, under the project's read rule; what it
    // refuses is an error of its own, and the others are still scanned.
    var fileErrors: [TokenError] = []
    let fonts = FontFileSearch.expand(command.fonts, project: command.project)
    fileErrors += fonts.refused.map { TokenError(file: $0.path, line: nil, path: nil, message: $0.reason) }
    // A fallback font the read rule refuses is an error of its own; the others are used.
    var settings = command.settings
    settings.fallbacks = command.settings.fallbacks.filter { path in
        do throws(InputFileError) {
            try command.project.admit(path)
            return true
        } catch {
            fileErrors.append(TokenError(file: path, line: nil, path: nil, message: error.reason))
            return false
        }
    }
    var roots: [ScannedRoot] = []
    for root in command.roots {
        do { try command.project.admit(root) } catch {
            fileErrors.append(TokenError(file: root, line: nil, path: nil, message: error.reason))
            continue
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            fileErrors.append(TokenError(file: root, line: nil, path: nil, message: "not a folder"))
            continue
        }
        roots.append(
            ScannedRoot(
                checking: AppScan(root: root, excluding: command.exclude), extraFonts: fonts.files.map(\.path),
                settings: settings))
    }
    if command.baseline.read != nil || command.baseline.write != nil {
        roots.applyBaseline {
            _ = command.baseline.apply(to: &$0, fileErrors: &fileErrors, project: command.project, console: console)
        }
    }
    var outcome = roots.checkOutcome
    outcome.fileErrors += fileErrors
    outcome.characters = command.settings.characters
    if command.format == .json {
        ScanReport.json(roots, config: console.configFile) { console.standardOutput.write(bytes: $0) }
    } else {
        console.standardOutput.write(
            render(command.format, colour: console.usesColour, width: console.textWidth(wide: command.wide)))
    }
    let written = ReportFile.write(command.reports, project: command.project, console: console) {
        render($0, colour: false, width: command.wide ? .wide : .standard)
    }
    for error in outcome.fileErrors { console.diagnose(error.description) }
    return written ? ExitCode(outcome, failOn: command.failOn) : .inputError

    func render(_ format: CheckFormat, colour: Bool, width: TextWidth) -> String {
        switch format {
        case .json:
            var bytes: [UInt8] = []
            ScanReport.json(roots, config: console.configFile) { bytes += $0 }
            return String(decoding: bytes, as: UTF8.self)
        case .text:
            return ScanReport.text(
                roots, characters: command.settings.characters, colour: colour, width: width)
        case .junit: return CheckReport.junit(outcome)
        case .html: return CheckReport.html(outcome)
        case .github: return CheckReport.github(outcome, annotate: command.annotate)
        case .sarif: return FindingFormats.sarif(CheckReport.findings(outcome), version: Specs.version)
        case .markdown: return CheckReport.markdown(outcome)
        case .concise: return FindingFormats.concise(CheckReport.findings(outcome))
        case .statistics: return FindingFormats.statistics(CheckReport.findings(outcome))
        }
    }
}
