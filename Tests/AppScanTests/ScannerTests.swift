import DesignTokens
import Foundation
import LineBoxAnalysis
import Testing

@testable import AppScan

/// The scanners on literal sources: what each reads from one declaration, value by value.
@Suite("AppScan's readers, on literal sources")
struct ScannerTests {
    @Test("Android: a TextView's font, size, line height, padding, height, width at its sides and letter spacing")
    func androidView() throws {
        let layout = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
              <TextView android:fontFamily="@font/brand" android:textSize="17sp" android:lineHeight="22dp"
                  android:includeFontPadding="false" android:layout_height="24dp" android:layout_width="match_parent"
                  android:gravity="center_horizontal|top" android:letterSpacing="-0.02" android:text="@string/title" />
              <Button android:fontFamily="sans-serif" android:textSize="14sp" android:layout_width="wrap_content" />
              <Button android:fontFamily="sans-serif" android:textSize="14sp" android:layout_width="wrap_content" android:minWidth="0dp" />
              <TextView android:fontFamily="sans-serif" android:textSize="14sp" android:layout_width="wrap_content" android:minWidth="@dimen/wide" />
            </LinearLayout>
            """
        let usages = try AndroidScanner.usages(
            layout, file: "res/layout/a.xml", strings: ["title": "Ångström"],
            translations: ["title": [TokenText("Ångström (vi)", language: "vi")]])
        #expect(usages.count == 4)
        let view = try #require(usages.first)
        #expect(
            view.line == 2 && view.kind == .androidView("TextView") && view.kind.description == "TextView"
                && view.font == .name("@font/brand"))
        #expect(
            view.pointSize == 17 && view.lineHeight == .fixed(22) && view.includeFontPadding == false
                && view.height == 24)
        #expect(view.sides == .wider(aligned: .center) && view.letterSpacing == .em(-0.02))
        #expect(view.text == "Ångström" && view.translations == [TokenText("Ångström (vi)", language: "vi")])
        // A button's default minimum width centres a short label: whether a wrap_content one hugs
        // its text is not known; with no minimum it does; a minimum not read is one.
        let button = try #require(usages.dropFirst().first)
        #expect(button.unresolved == .platformFamily("sans-serif") && button.sides == .unstated)
        #expect(usages.suffix(2).map(\.sides) == [.hugs, .unstated])
        #expect(button.unresolved?.description == "the platform family sans-serif")
        #expect(button.font == .platform(PlatformFamily(declared: "sans-serif", family: "Roboto", weight: 400)))
    }

    @Test(
        "string resources and style items are read as aapt compiles them: quotes removed, escapes read, spaces collapsed"
    )
    func resourceText() throws {
        #expect(AndroidScanner.resourceText(#"Don\'t"#) == "Don't")
        #expect(AndroidScanner.resourceText(#""  two  spaces ""#) == "  two  spaces ")
        #expect(AndroidScanner.resourceText("  a \n   b  ") == "a b")
        #expect(AndroidScanner.resourceText(#"\@home \u00C9t\u00E9 \"q\""#) == "@home Été \"q\"")
        #expect(AndroidScanner.resourceText("\u{3000}日本語\u{2028}\u{A0}テキスト\u{85}") == "日本語 テキスト")
        // The whitespace it collapses is Foundation's, every scalar of it.
        let differing = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
            AndroidScanner.isWhitespace($0) != CharacterSet.whitespacesAndNewlines.contains($0)
        }
        #expect(differing.isEmpty, "\(differing.prefix(5).map { String($0.value, radix: 16) })")
        let styles = try AndroidScanner.styles(
            #"<resources><style name="T"><item name="android:fontFamily">"sans-serif-black"</item></style></resources>"#,
            file: "res/values/styles.xml")
        #expect(styles["T"]?.items["android:fontFamily"] == "sans-serif-black")
    }

    @Test("Android's own families are the fonts AOSP's fonts.xml names, aliases at their weights")
    func platformFamilies() {
        #expect(
            PlatformFamily.android("sans-serif-medium")
                == PlatformFamily(declared: "sans-serif-medium", family: "Roboto", weight: 500))
        #expect(PlatformFamily.android("Serif")?.family == "Noto Serif")
        #expect(PlatformFamily.android("courier")?.family == "Cutive Mono")
        #expect(
            PlatformFamily.android("sans-serif-condensed-light")?.label
                == "sans-serif-condensed-light (Roboto Condensed 300)")
        #expect(PlatformFamily.android("FontFamily.Default")?.label == "FontFamily.Default (Roboto 400)")
        #expect(PlatformFamily.android("FontFamily.Monospace")?.family == "Droid Sans Mono")
        #expect(PlatformFamily.android("google-sans") == nil && PlatformFamily.android("FontFamily.Brand") == nil)
    }

    @Test(
        "Android widths: wrap_content hugs, match_parent, 0dp and fixed widths are wider, aligned by gravity or textAlignment"
    )
    func androidSides() {
        #expect(AndroidScanner.sides(width: "wrap_content", gravity: "center", alignment: nil) == .hugs)
        #expect(AndroidScanner.sides(width: "0dp", gravity: nil, alignment: nil) == .wider(aligned: .start))
        #expect(
            AndroidScanner.sides(width: "120dp", gravity: "end|center_vertical", alignment: nil)
                == .wider(aligned: .end))
        #expect(
            AndroidScanner.sides(width: "match_parent", gravity: "right", alignment: "center")
                == .wider(aligned: .center))
        #expect(
            AndroidScanner.sides(width: "match_parent", gravity: nil, alignment: "viewEnd") == .wider(aligned: .end))
        #expect(AndroidScanner.sides(width: "@dimen/w", gravity: nil, alignment: nil) == .unstated)
        #expect(AndroidScanner.sides(width: nil, gravity: nil, alignment: nil) == .unstated)
    }

    @Test("CSS: a rule's family, size, line height, overflow, height, box width at its sides and letter spacing")
    func css() throws {
        let (usages, faces) = CSSScanner.usages(
            """
            @font-face { font-family: "Brand"; src: url("fonts/brand.woff2") format("woff2"); }
            .a { font-family: "Brand", serif; font-size: 1.5rem; line-height: 1.25; overflow: hidden; display: inline-block;
                 letter-spacing: 0.5px }
            .b { font-family: Brand; font-size: 20px; line-height: 28px; display: block; text-align: right; height: 30px }
            .c { font-family: Brand; font-size: 20px; float: left }
            .d { font-family: Brand; font-size: 20px }
            """, file: "site.css")
        #expect(faces.map(\.family) == ["Brand"] && faces.map(\.url) == ["fonts/brand.woff2"])
        // A face's source is the first a browser reads: not Internet Explorer's EOT, an SVG font or
        // a data URL; a face with only an EOT loads nothing.
        let legacy = CSSScanner.usages(
            """
            @font-face { font-family: 'Poppins'; src: url('Poppins-Black.eot'); font-weight: 900; }
            @font-face { font-family: 'Poppins'; src: url('P.eot?#iefix') format('embedded-opentype'),
              url('data:font/woff2;charset=utf-8;base64,d09G,AA') format('woff2'),
              url('Poppins-Black.ttf') format('truetype'), url('P.svg#P') format('svg'); }
            """, file: "fonts.css"
        ).faces
        #expect(legacy.map(\.url) == ["Poppins-Black.ttf"])
        #expect(usages.map(\.line) == [2, 4, 5, 6])
        let a = try #require(usages.first)
        #expect(
            a.font == .name("Brand") && a.pointSize == 24 && a.lineHeight == .multiplier(1.25) && a.overflow == .hidden)
        #expect(a.sides == .hugs && a.letterSpacing == .absolute(0.5))
        #expect(
            usages[1].lineHeight == .fixed(28) && usages[1].height == 30 && usages[1].sides == .wider(aligned: .end))
        #expect(usages[2].sides == .hugs)  // a float shrinks to fit
        #expect(usages[3].sides == .unstated)  // an inline or flex item: its parent decides
        let skipped = CSSScanner.usages(
            ".x { font-family: Brand; font-size: 20px; letter-spacing: var(--t) }", file: "x.css"
        ).usages
        #expect(
            skipped.first?.skipped
                == .unit(property: "letter-spacing", value: "var(--t)", expected: "normal, px, em or rem"))
        #expect(skipped.first?.skipped?.description == "letter-spacing var(--t) is not normal, px, em or rem")
        // A box hidden from sight for screen readers (Bootstrap's `.sr-only`, HTML5 Boilerplate's
        // `clip-path`) draws no text: no usage. `clip` cuts only an absolutely positioned box, and
        // a rect with room shows its text.
        let hidden = CSSScanner.usages(
            """
            .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0);
                       font-family: Brand; font-size: 12px }
            .vh { clip: rect(1px 1px 1px 1px) !important; clip-path: inset(50%); font-family: Brand; font-size: 12px }
            .static { clip: rect(0, 0, 0, 0); font-family: Brand; font-size: 12px }
            .cropped { position: absolute; clip: rect(0, 100px, 20px, 0); font-family: Brand; font-size: 12px }
            .half { clip-path: inset(40%); font-family: Brand; font-size: 12px }
            """, file: "a11y.css"
        ).usages
        #expect(hidden.map(\.line) == [4, 5, 6])
        // A `::before` or `::after` shows its `content`: its strings, escapes read; none, no usage;
        // anything else, text not known.
        let generated = CSSScanner.usages(
            #"""
            .title { font-family: Brand; font-size: 34px }
            .title::before { content: '/'; font-family: Brand; font-size: 34px; line-height: 1 }
            .quote:before, .quote:after { content: "\201C" "a\"b" / "alt"; font-family: Brand; font-size: 20px }
            .bar::after { content: ''; font-family: Brand; font-size: 12px; }
            .none::after { content: none; font-family: Brand; font-size: 12px; }
            .tag::before { content: attr(data-tag); font-family: Brand; font-size: 12px; }
            .icon::before { content: "\f101  x"; font-family: Brand; font-size: 12px; }
            """#, file: "g.css"
        ).usages
        #expect(generated.map(\.line) == [1, 2, 3, 6, 7])
        #expect(generated.map(\.text) == [nil, "/", "\u{201C}a\"b", nil, "\u{F101} x"])
    }

    @Test("storyboards: a label's width from the document's constraints and its alignment")
    func storyboardSides() throws {
        let storyboard = """
            <document><scenes><scene><objects><viewController><view key="view" id="root"><subviews>
              <label text="Hug" id="L1"><fontDescription key="fontDescription" name="Brand" pointSize="17"/></label>
              <label text="Pinned" textAlignment="center" id="L2"><fontDescription key="fontDescription" name="Brand" pointSize="17"/></label>
              <label text="Wide" id="L3"><fontDescription key="fontDescription" name="Brand" pointSize="17"/>
                <constraints><constraint firstAttribute="width" constant="200" id="w"/></constraints></label>
              <label text="Frame" id="L4"><fontDescription key="fontDescription" name="Brand" pointSize="17"/></label>
            </subviews><constraints>
              <constraint firstItem="L1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
              <constraint firstItem="L2" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
              <constraint firstItem="root" firstAttribute="trailing" secondItem="L2" secondAttribute="trailing" id="c3"/>
            </constraints></view></viewController></objects></scene></scenes></document>
            """
        let usages = try StoryboardScanner.usages(storyboard, file: "Main.storyboard").usages
        #expect(usages.map(\.text) == ["Hug", "Pinned", "Wide", "Frame"])
        #expect(usages.map(\.sides) == [.hugs, .wider(aligned: .center), .wider(aligned: .start), .unstated])
        #expect(usages.allSatisfy { $0.font == .name("Brand") && $0.pointSize == 17 })
    }

    @Test(
        "storyboards: a text style is the system font at the style's size, scaled with Dynamic Type; a system type at its weight; a custom font does not scale"
    )
    func storyboardSystemFonts() throws {
        let storyboard = """
            <document><scenes><scene><objects><viewController><view key="view" id="root"><subviews>
              <label text="a" adjustsFontForContentSizeCategory="YES" id="L1"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
              <label text="b" id="L2"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/></label>
              <label text="c" id="L3"><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>
              <label text="d" id="L4"><fontDescription key="fontDescription" type="system" weight="semibold" pointSize="13"/></label>
              <label text="e" id="L5"><fontDescription key="fontDescription" type="boldSystem" pointSize="24"/></label>
              <label text="f" id="L6"><fontDescription key="fontDescription" type="italicSystem" pointSize="12"/></label>
              <label text="g" adjustsFontForContentSizeCategory="YES" id="L7"><fontDescription key="fontDescription" name="Brand" pointSize="17"/></label>
              <label text="h" id="L8"><fontDescription key="fontDescription" style="UICTFontTextStyleUnknown"/></label>
            </subviews></view></viewController></objects></scene></scenes></document>
            """
        let usages = try StoryboardScanner.usages(storyboard, file: "Main.storyboard").usages
        #expect(
            usages.map { $0.font?.label } == [
                "body (SF Pro 400)", "largeTitle (SF Pro 400)", "headline (SF Pro 600)", "system (SF Pro 600)",
                "boldSystem (SF Pro 700)", "italicSystem (SF Pro 400)", "Brand", nil,
            ])
        #expect(usages.map(\.pointSize) == [17, 34, 17, 13, 24, 12, 17, nil])
        #expect(
            usages.map(\.scaling) == [.dynamicType(.body), .dynamicType(.largeTitle), .dynamicType(.headline)]
                + Array(repeating: nil, count: 5))
        // SF Pro Text and Display, the faces before iOS 14, split at 20 pt.
        if case .platform(let system)? = usages[4].font, case .platform(let small)? = usages[3].font {
            #expect(system.families == ["SF Pro", "SF Pro Display"] && small.families == ["SF Pro", "SF Pro Text"])
        } else {
            Issue.record("not the system font: \(usages.map(\.font))")
        }
        #expect(usages[5].weight == FontWeight(value: 400, italic: true))
        #expect(usages[6].note?.hasPrefix("adjustsFontForContentSizeCategory is set, but UIKit scales only") == true)
        #expect(usages.filter { $0.note != nil }.count == 1)
        #expect(usages[7].unresolved == .dynamicType(style: "UICTFontTextStyleUnknown"))
    }

    @Test(
        "declared languages: Android values-xx, iOS xx.lproj, Flutter arb and supportedLocales, the web's html lang, xcstrings, JavaScript locale files"
    )
    func languages() {
        #expect(AppScan.declaredLanguage(folder: "values-fr")! == (.android, "fr"))
        #expect(AppScan.declaredLanguage(folder: "values-pt-rBR")! == (.android, "pt"))
        #expect(AppScan.declaredLanguage(folder: "values-b+sr+Latn")! == (.android, "sr"))
        #expect(
            AppScan.declaredLanguage(folder: "values-night") == nil
                && AppScan.declaredLanguage(folder: "values-v21") == nil)
        #expect(
            AppScan.declaredLanguage(folder: "values-car") == nil && AppScan.declaredLanguage(folder: "values") == nil)
        #expect(
            AppScan.declaredLanguage(folder: "ja.lproj")! == (.ios, "ja")
                && AppScan.declaredLanguage(folder: "Base.lproj") == nil)
        #expect(
            AppScan.declaredLanguage(arb: "app_pt_BR.arb") == "pt" && AppScan.declaredLanguage(arb: "app.arb") == nil)
        #expect(
            AppScan.supportedLocales(
                SourceText("supportedLocales: const [Locale('en'), Locale(\"fr\", 'CA'), Locale('zz9')]", .dart)) == [
                    "en", "fr",
                ])
        #expect(AppScan.htmlLanguage("<!doctype html><HTML lang=\"de-AT\" dir=ltr><body>") == "de")
        #expect(AppScan.htmlLanguage("<html><body lang=\"fr\">") == nil)
        #expect(
            AppScan.catalogLanguages(
                #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"vi": {}, "zh-Hans": {}}}}}"#)
                == ["en", "vi", "zh"])
        #expect(AppScan.catalogLanguages("{ not json").isEmpty)
        // A JavaScript app's translations (i18next, react-intl): the web's and React Native's.
        #expect(AppScan.declaredLanguage(script: "app/i18n/locales/vi.json") == "vi")
        #expect(AppScan.declaredLanguage(script: "public/locales/pt-BR/translation.json") == "pt")
        #expect(AppScan.declaredLanguage(script: "src/locales/package.json") == nil)
        #expect(
            AppScan.declaredLanguage(script: "config/fr.json") == nil
                && AppScan.declaredLanguage(script: "fr.json") == nil)
    }

    @Test(
        "a JavaScript app's translation files declare its languages and give the characters it shows, on the web and React Native"
    )
    func scriptTranslations() throws {
        let folder = NSTemporaryDirectory() + "inkbox-locales-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, text) in [
            "app/i18n/locales/nn.json": #"{"open": "Åpne", "nested": {"close": ["lukk"]}}"#,
            "public/locales/vi/translation.json": #"{"hide": "ẩn"}"#,
        ] {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        let scan = AppScan(root: folder)
        #expect(scan.languages[.reactNativeIOS] == ["nn", "vi"] && scan.languages[.web] == ["nn", "vi"])
        let shown = try #require(scan.shownCharacters[.reactNativeAndroid])
        // Each character as written: ẩ, not its capital Ẩ (a view in capitals adds them).
        #expect(["Å", "p", "l", "ẩ"].allSatisfy { shown.contains($0) } && !shown.contains("Ẩ") && !shown.contains("K"))
        // A web app's text is its translations', scripts', templates' and Markdown's, as React Native's.
        #expect(scan.shownCharacters[.web] == shown)
        // One translation file that cannot be read leaves the characters all counted.
        // Its scripts' characters (JSX text, strings) are shown too: é, not É.
        try "export const A = () => <Text>Rosé</Text>;".write(
            toFile: folder + "/app/A.tsx", atomically: true, encoding: .utf8)
        let scripted = try #require(AppScan(root: folder).shownCharacters[.reactNativeIOS])
        #expect(scripted.contains("é") && scripted.contains("Å") && !scripted.contains("É"))
        // The web's: Markdown's lines and a server template's text too (not React Native's).
        for place in ["content", "views"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + place, withIntermediateDirectories: true)
        }
        try "# Ōsaka\n".write(toFile: folder + "/content/post.md", atomically: true, encoding: .utf8)
        try "<p>Ça va</p>".write(toFile: folder + "/views/a.erb", atomically: true, encoding: .utf8)
        let pages = AppScan(root: folder)
        let web = try #require(pages.shownCharacters[.web])
        #expect(["é", "Å", "Ō", "Ç"].allSatisfy { web.contains($0) } && !web.contains("É"))
        #expect(pages.shownCharacters[.reactNativeIOS]?.contains("Ō") == false)
        #expect(pages.characterShares[.web]?.held(atLeast: 0).contains("Ç") == true)
        try "{ not json".write(toFile: folder + "/app/i18n/locales/de.json", atomically: true, encoding: .utf8)
        let unread = AppScan(root: folder)
        #expect(unread.languages[.web] == ["de", "nn", "vi"] && unread.shownCharacters[.reactNativeIOS] == nil)
        #expect(unread.shownCharacters[.web] == nil)
    }

    @Test("sizes in sp and dp, CSS px and rem")
    func units() {
        #expect(
            AndroidScanner.density("16sp") == 16 && AndroidScanner.density("12.5dip") == 12.5
                && AndroidScanner.density("16px") == nil)
        #expect(
            CSSScanner.pixels("1.25rem") == 20 && CSSScanner.pixels("18px") == 18 && CSSScanner.pixels("1em") == nil)
    }
}

@Suite("Usage kinds and reasons")
struct UsageTypeTests {
    @Test("each kind and reason reads as reports and the JSON say it")
    func descriptions() {
        #expect(UsageKind.storyboard(element: "label").description == "storyboard label")
        #expect(
            UsageKind.storyboard(element: "label", variation: "heightClass=compact").description
                == "storyboard label (variation heightClass=compact)")
        #expect(UsageKind.swift(.customRelative).description == "Font.custom(_:size:relativeTo:)")
        #expect(
            UsageKind.css(selector: String(repeating: "a", count: 80)).description == "css "
                + String(repeating: "a", count: 60))
        #expect(UsageKind.flutterTextStyle.description == "TextStyle")
        #expect(
            UnresolvedReason.systemFont(type: "boldSystem").description
                == "the system font (boldSystem), not shipped by the app")
        #expect(
            UnresolvedReason.fontOutside(family: "Brand", file: "../x.ttf").description
                == "Brand: ../x.ttf: outside the scanned folder")
        #expect(
            SkipReason.notStatic(property: "textSize", expected: "sp or dp").description
                == "textSize is not a static sp or dp value")
        #expect(SkipReason.computed("height").description == "height is computed, not a literal")
    }
}

@Suite("Android: what real apps write")
struct AndroidConstructTests {
    private let styles = """
        <resources>
          <style name="AppTheme" parent="Theme.MaterialComponents">
            <item name="textAppearanceBody1">@style/Body</item>
            <item name="android:textAppearanceLarge">@style/Large</item>
            <item name="colorPrimary">#000</item>
          </style>
          <style name="Body"><item name="fontFamily">@font/brand</item><item name="android:textSize">@dimen/body</item></style>
          <style name="Large"><item name="android:fontFamily">@font/serif</item><item name="android:textSize">22sp</item></style>
        </resources>
        """

    @Test("app:fontFamily, AppCompat's fontFamily in a style, ?attr/ text appearances through the theme, @dimen/ sizes")
    func themed() throws {
        let chains = AndroidScanner.StyleChains(try AndroidScanner.styles(styles, file: "res/values/styles.xml"))
        // Only what a usage reads is kept, the unprefixed fontFamily as a layout names it.
        #expect(chains.items("@style/Body") == ["app:fontFamily": "@font/brand", "android:textSize": "@dimen/body"])
        #expect(chains.items("AppTheme").keys.sorted() == ["android:textAppearanceLarge", "textAppearanceBody1"])
        let layout = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
              <TextView app:fontFamily="@font/display" android:fontFamily="@font/ignored" android:textSize="@dimen/title" />
              <TextView android:textAppearance="?attr/textAppearanceBody1" />
              <TextView android:textAppearance="?android:attr/textAppearanceLarge" android:layout_height="@dimen/row" />
              <TextView android:textAppearance="?attr/textAppearanceHeadline1" android:textSize="20sp" />
            </LinearLayout>
            """
        let dimens = try AndroidScanner.dimens(
            "<resources><dimen name=\"title\">24sp</dimen><dimen name=\"body\">16sp</dimen><dimen name=\"row\">30dp</dimen></resources>",
            file: "res/values/dimens.xml")
        let usages = try AndroidScanner.usages(
            layout, file: "res/layout/a.xml", strings: [:], styles: chains, theme: "@style/AppTheme",
            dimens: dimens)
        #expect(
            usages.map(\.font) == [
                .name("@font/display"), .name("@font/brand"), .name("@font/serif"), .platform(.androidDefault),
            ])
        #expect(usages.map(\.pointSize) == [24, 16, 22, 20])
        #expect(usages[2].height == 30)
        // A text appearance the theme does not define is the platform's: unresolved, never guessed.
        #expect(usages[3].unresolved == .platformDefault)
    }

    @Test(
        "a theme's own android:textAppearance reaches no view whose default style is the platform's; a view with no size takes its library's default appearance's"
    )
    func defaultTextAppearances() throws {
        let chains = AndroidScanner.StyleChains(
            try AndroidScanner.styles(
                """
                <resources>
                  <style name="AppTheme" parent="Theme.AppCompat.Light.DarkActionBar">
                    <item name="android:textAppearance">@style/Base</item>
                  </style>
                  <style name="Base"><item name="android:fontFamily">@font/segoe</item></style>
                  <style name="Quick" parent="Theme.AppCompat.DayNight">
                    <item name="android:textViewStyle">@style/QuickText</item>
                    <item name="android:buttonStyle">@style/QuickButton</item>
                  </style>
                  <style name="QuickText" parent="android:Widget.TextView"><item name="android:fontFamily">@font/quick</item></style>
                  <style name="QuickButton"><item name="android:fontFamily">@font/quick</item></style>
                  <style name="Quick.Own"><item name="android:textAppearance">@style/Big</item></style>
                  <style name="Big"><item name="android:textSize">30sp</item></style>
                  <style name="Custom" parent="Theme.SomeLibrary"><item name="android:textViewStyle">@style/QuickText</item></style>
                </resources>
                """, file: "res/values/styles.xml"))
        let layout = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
              <TextView android:textSize="16sp" />
              <TextView />
              <Button />
              <EditText android:fontFamily="@font/quick" />
            </LinearLayout>
            """
        func usages(_ theme: String) throws -> [TextUsage] {
            try AndroidScanner.usages(layout, file: "res/layout/a.xml", strings: [:], styles: chains, theme: theme)
        }
        // Widget.TextView's own appearance is taken before the theme's items: segoe is never drawn.
        let appCompat = try usages("@style/AppTheme")
        #expect(
            appCompat.map(\.font) == Array(repeating: .platform(.androidDefault), count: 3) + [.name("@font/quick")])
        #expect(appCompat.map(\.pointSize) == [16, 14, 14, 18])
        #expect(
            appCompat[1].note?.contains("default text appearance's, 14sp") == true && appCompat[1].scaling == .fontScale
        )
        // A default style of the project's: its family; the theme's own appearance only under a
        // default style that derives from nothing outside the project (the button's).
        let quick = try usages("@style/Quick")
        #expect(quick.map(\.font).prefix(3) == [.name("@font/quick"), .name("@font/quick"), .name("@font/quick")])
        // A button's default style of the project's, of no parent and no appearance: the size the
        // platform's base theme gives is not read.
        #expect(quick.map(\.pointSize) == [16, 14, nil, 18])
        let own = try usages("@style/Quick.Own")
        #expect(own.map(\.pointSize) == [16, 14, 30, 18])
        // A theme of a library whose sizes are not known: no size, skipped as before.
        let custom = try usages("@style/Custom")
        #expect(custom.map(\.pointSize) == [16, nil, nil, nil])
        #expect(chains.outsideParent("@style/Quick.Own") == "Theme.AppCompat.DayNight")
        #expect(chains.outsideParent("QuickButton") == nil)
    }

    @Test("intuit's sdp and ssp dimens: their default folder's N dp or N sp, where the project defines none")
    func scalableDimens() throws {
        let usages = try AndroidScanner.usages(
            """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
              <TextView android:fontFamily="@font/brand" android:textSize="@dimen/_12sdp" android:layout_height="@dimen/_30sdp" />
              <TextView android:fontFamily="@font/brand" android:textSize="@dimen/_14ssp" />
              <TextView android:fontFamily="@font/brand" android:textSize="@dimen/_13sdp" />
              <TextView android:fontFamily="@font/brand" android:textSize="@dimen/_101ssp" />
              <TextView android:fontFamily="@font/brand" android:textSize="@dimen/_+5ssp" />
            </LinearLayout>
            """, file: "res/layout/a.xml", strings: [:], dimens: ["_13sdp": "20sp"])
        // The project's own _13sdp wins; ssp stops at 100, and a name that is no number is none of theirs.
        #expect(usages.map(\.pointSize) == [12, 14, 20, nil, nil])
        #expect(usages.first?.height == 30)
        #expect(usages.map(\.scaling) == [nil, .fontScale, .fontScale, nil, nil])
        #expect(AndroidScanner.scalableDimen("_minus4sdp") == "-4dp")
        #expect(AndroidScanner.scalableDimen("_minus4ssp") == nil)
        #expect(AndroidScanner.scalableDimen("_600sdp") == "600dp")
        #expect(AndroidScanner.scalableDimen("_601sdp") == nil)
        #expect(AndroidScanner.scalableDimen("_0sdp") == nil)
        #expect(AndroidScanner.scalableDimen("_sdp") == nil)
        #expect(AndroidScanner.scalableDimen("12sdp") == nil)
    }

    @Test("AppCompat's lineHeight: app:lineHeight over android:lineHeight, and lineHeight in a style")
    func appCompatLineHeight() throws {
        let chains = AndroidScanner.StyleChains(
            try AndroidScanner.styles(
                "<resources><style name=\"Row\"><item name=\"lineHeight\">@dimen/line</item></style></resources>",
                file: "res/values/styles.xml"))
        let usages = try AndroidScanner.usages(
            """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
              <TextView android:fontFamily="@font/brand" android:textSize="14sp" app:lineHeight="20sp" android:lineHeight="30sp" />
              <TextView android:fontFamily="@font/brand" android:textSize="14sp" style="@style/Row" />
            </LinearLayout>
            """, file: "res/layout/a.xml", strings: [:], styles: chains, dimens: ["line": "22dp"])
        #expect(usages.map(\.lineHeight) == [.fixed(20), .fixed(22)])
        #expect(usages.map(\.lineHeightScales) == [true, false])
    }

    @Test("a font-family XML's font is the one the view's textStyle or textFontWeight picks, as minikin matches")
    func familyMembers() throws {
        let folder = NSTemporaryDirectory() + "inkbox-family-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/res/font", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/res/layout", withIntermediateDirectories: true)
        try """
        <font-family xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
          <font android:font="@font/brand_light" android:fontWeight="300" />
          <font app:font="@font/brand_regular" app:fontWeight="400" />
          <font android:font="@font/brand_italic" android:fontWeight="400" android:fontStyle="italic" />
          <font android:font="@font/brand_bold" android:fontWeight="700" />
        </font-family>
        """.write(toFile: folder + "/res/font/brand.xml", atomically: true, encoding: .utf8)
        try """
        <font-family xmlns:android="http://schemas.android.com/apk/res/android">
          <font android:font="@font/thin_light" android:fontWeight="300" />
        </font-family>
        """.write(toFile: folder + "/res/font/thin.xml", atomically: true, encoding: .utf8)
        try """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
          <TextView android:fontFamily="@font/brand" android:textSize="14sp" />
          <TextView android:fontFamily="@font/brand" android:textSize="14sp" android:textStyle="bold" />
          <TextView android:fontFamily="@font/brand" android:textSize="14sp" android:textStyle="italic" />
          <TextView android:fontFamily="@font/brand" android:textSize="14sp" android:textStyle="bold|italic" />
          <TextView android:fontFamily="@font/brand" android:textSize="14sp" android:textFontWeight="300" />
          <TextView android:fontFamily="@font/thin" android:textSize="14sp" android:textStyle="bold" />
        </LinearLayout>
        """.write(toFile: folder + "/res/layout/main.xml", atomically: true, encoding: .utf8)
        let usages = AppScan(root: folder).usages
        let files = usages.map { usage -> String? in
            guard case .file(let path, _)? = usage.font else { return nil }
            return ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
        // No font file ships: each is looked for by the name the family picks.
        let named = usages.map { usage -> String? in
            if case .fileNamed(let name, _)? = usage.font { return name }
            return nil
        }
        #expect(files.allSatisfy { $0 == nil })
        // Bold italic: 700 upright scores |7-7| + 2 = 2, 400 italic |4-7| = 3: the upright bold.
        #expect(named == ["brand_regular", "brand_bold", "brand_italic", "brand_bold", "brand_light", "thin_light"])
        #expect(usages.last?.note?.contains("fake bold") == true && usages[1].note == nil)
    }

    @Test(
        "a downloadable font family ships no file: its provider's family is looked for among --fonts, or it is unresolved"
    )
    func downloadable() throws {
        let folder = NSTemporaryDirectory() + "inkbox-downloadable-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/res/font", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/res/layout", withIntermediateDirectories: true)
        try """
        <font-family xmlns:app="http://schemas.android.com/apk/res-auto" app:fontProviderAuthority="com.google.android.gms.fonts"
            app:fontProviderQuery="Lato" />
        """.write(toFile: folder + "/res/font/lato.xml", atomically: true, encoding: .utf8)
        try """
        <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:fontFamily="@font/lato" android:textSize="14sp" />
        """.write(toFile: folder + "/res/layout/main.xml", atomically: true, encoding: .utf8)
        // The family the provider is asked for is looked for by name among --fonts; a query naming none is unresolved.
        try """
        <font-family xmlns:app="http://schemas.android.com/apk/res-auto" app:fontProviderAuthority="com.google.android.gms.fonts"
            app:fontProviderQuery="weight=700" />
        """.write(toFile: folder + "/res/font/unnamed.xml", atomically: true, encoding: .utf8)
        try """
        <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:fontFamily="@font/unnamed" android:textSize="14sp" />
        """.write(toFile: folder + "/res/layout/other.xml", atomically: true, encoding: .utf8)
        let scan = AppScan(root: folder)
        #expect(scan.usages.map(\.font) == [.name("Lato"), nil])
        #expect(scan.usages.first?.note?.contains("looked for by its name among --fonts") == true)
        #expect(scan.usages.last?.unresolved == .downloadableFont("@font/unnamed"))
        #expect(
            scan.usages.last?.unresolved?.description == "downloadable font @font/unnamed: pass --fonts with its files")
        #expect(
            try AndroidScanner.family(
                "<font-family xmlns:app=\"x\" app:fontProviderAuthority=\"a\" app:fontProviderQuery=\"name=Inter&amp;weight=700\"/>",
                file: "f.xml") == .downloadable(family: "Inter"))
    }
}

@Suite("CSS: what real sites write")
struct CSSConstructTests {
    @Test("font-size keywords: the sizes Firefox and WebKit compute (golden), whatever the root's size")
    func fontSizeKeywords() throws {
        let url = try #require(
            Bundle.module.url(forResource: "font-size-keywords", withExtension: "json", subdirectory: "Golden"))
        let golden = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let engines = try #require(golden["sizes"] as? [String: [String: Double]])
        #expect(engines.count == 2)
        for (engine, sizes) in engines { #expect(sizes == CSSScanner.keywordSizes, "\(engine)") }
        let sheet = """
            html { font-size: 20px; font-family: Brand; }
            .big { font-size: large; }
            .small { font-size: X-Small; }
            .bigger { font-size: larger; line-height: 150%; }
            """
        let usages = CSSScanner.usages(sheet, file: "a.css").usages.filter { $0.line > 1 }
        #expect(usages.map(\.pointSize) == [18, 10, nil])
        // Its % line height is not read for want of the size: the size's reason is said.
        #expect(usages.last?.skipped == .notStatic(property: "font-size", expected: "px, rem, em or %"))
    }

    @Test(
        "a root-absolute @font-face URL is a file of public/, static/ or assets/, said; one none holds is looked for by name"
    )
    func documentRoot() throws {
        let folder = NSTemporaryDirectory() + "inkbox-public-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/web/public/fonts", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/web/src", withIntermediateDirectories: true)
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/web/public/fonts/Brand.woff2"))
        try """
        @font-face { font-family: Brand; src: url('/fonts/Brand.woff2?v=2') format('woff2'); }
        @font-face { font-family: Gone; src: url("/fonts/Gone.woff2"); }
        @font-face { font-family: Up; src: url("/../../etc/Up.woff2"); }
        .a { font-family: Brand; font-size: 16px; }
        .b { font-family: Gone; font-size: 16px; }
        .c { font-family: Up; font-size: 16px; }
        """.write(toFile: folder + "/web/src/app.css", atomically: true, encoding: .utf8)
        let usages = AppScan(root: folder).usages
        #expect(usages.count == 3)
        let served = (folder as NSString).resolvingSymlinksInPath + "/web/public/fonts/Brand.woff2"
        if case .file(let path, _)? = usages.first?.font {
            #expect((path as NSString).resolvingSymlinksInPath == served)
        } else {
            Issue.record("not read from public/: \(String(describing: usages.first?.font))")
        }
        #expect(usages.first?.note?.hasPrefix("/fonts/Brand.woff2?v=2 read as web/public/fonts/Brand.woff2") == true)
        #expect(usages.dropFirst().map(\.font) == [.fileNamed("Gone", family: "Gone"), .fileNamed("Up", family: "Up")])
        // A source that is no font (a saved web page, a FIFO, never opened to wait) gives way to the
        // next, as a browser's does; where none is a font, the first is read (and said to be none).
        try Data("<!DOCTYPE html>".utf8).write(to: URL(fileURLWithPath: folder + "/web/public/fonts/Next.woff2"))
        #expect(mkfifo(folder + "/web/public/fonts/Next.ttf", 0o644) == 0)
        try Data("wOFF".utf8 + [0, 1, 0, 0]).write(to: URL(fileURLWithPath: folder + "/web/public/fonts/Next.woff"))
        try """
        @font-face { font-family: Next; src: url(/fonts/Next.woff2) format('woff2'), url(../public/fonts/Next.ttf),
          url('/fonts/Next.woff') format('woff'); }
        .d { font-family: Next; font-size: 16px; }
        """.write(toFile: folder + "/web/src/next.css", atomically: true, encoding: .utf8)
        let next = AppScan(root: folder).usages.first { $0.kind == .css(selector: ".d") }
        if case .file(let path, _)? = next?.font {
            #expect(path.hasSuffix("/web/public/fonts/Next.woff"))
        } else {
            Issue.record("not the next source: \(String(describing: next?.font))")
        }
    }

    @Test(
        "!important is dropped from the value; rem follows the root's font-size; :root's literal custom properties are used"
    )
    func values() throws {
        let (usages, _) = CSSScanner.usages(
            """
            html { font-size: 62.5%; }
            :root { --body-size: 1.6rem; --Brand: "Work Sans"; }
            .a { font-family: "Work Sans" !important; font-size: 18px !IMPORTANT; line-height: 1.4 ! important }
            .b { font-family: var(--Brand); font-size: var(--body-size); }
            .c { font-family: Brand; font-size: var(--missing, 12px); }
            .d { font-family: var(--Brand), serif; font-size: var(--body-size, var(--missing)); }
            """, file: "site.css")
        #expect(usages.map(\.line) == [3, 4, 5, 6])
        // A var() first in a list is read as the whole value is; a fallback's own var() is inside it.
        #expect(usages[3].font == .name("Work Sans") && usages[3].pointSize == 16)
        #expect(
            usages[0].font == .name("Work Sans") && usages[0].pointSize == 18
                && usages[0].lineHeight == .multiplier(1.4))
        #expect(usages[1].font == .name("Work Sans") && usages[1].pointSize == 16)  // 1.6rem of a 10 px root
        // A custom property the root does not define as a literal is not guessed (the fallback included).
        #expect(
            usages[2].pointSize == nil
                && usages[2].skipped == .notStatic(property: "font-size", expected: "px, rem, em or %"))
    }

    @Test("a root of a fixed size, and no root: 1rem is 16 px; a root size not read leaves rem not known")
    func root() {
        func root(_ css: String) -> Double? {
            CSSScanner.document(of: [CSSScanner.sheet(css, file: "a.css")]).rootFontSize
        }
        #expect(root(":root { font-size: 20px }") == 20 && root(".a { font-size: 20px }") == 16)
        #expect(CSSScanner.pixels("2rem", rootFontSize: 10) == 20 && CSSScanner.pixels("2em") == nil)
        // The later declaration wins: a viewport's share, which a scan cannot know.
        let fluid =
            "html { font-size: 10px; font-size: clamp(2px, 0.4vw, 125px) } .t { font-family: A; font-size: 3.6rem }"
        #expect(root(fluid) == nil && CSSScanner.pixels("2rem", rootFontSize: nil) == nil)
        let usage = CSSScanner.usages(fluid, file: "a.css").usages.last
        #expect(usage?.pointSize == nil)
        #expect(
            usage?.skipped?.description == "font-size 3.6rem is not known: the root's font-size is not a static px or %"
        )
    }
}

@Suite("Flutter: what real apps write")
struct FlutterConstructTests {
    @Test(
        "text scaling: Flutter text scales with the platform's setting, unless the app sets its own, which is listed by line"
    )
    func textScaling() throws {
        let found = FlutterScanner.textScalingSettings(
            SourceText(
                """
                // textScaler: TextScaler.noScaling would stop it
                return MediaQuery.withClampedTextScaling(
                  maxScaleFactor: 1.5,
                  child: child,
                );
                Text('a', textScaler: TextScaler.noScaling);
                data: MediaQuery.of(context).copyWith(textScaleFactor: 1.0),
                """, .dart))
        #expect(found.map(\.line) == [2, 6, 7])
        #expect(found.map(\.what) == ["withClampedTextScaling", "textScaler", "textScaleFactor"])
        let folder = NSTemporaryDirectory() + "inkbox-flutter-scaling-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/lib", withIntermediateDirectories: true)
        try "final body = TextStyle(fontFamily: 'Brand', fontSize: 16);\n".write(
            toFile: folder + "/lib/styles.dart", atomically: true, encoding: .utf8)
        let scaled = AppScan(root: folder)
        #expect(scaled.usages.map(\.scaling) == [.flutter] && scaled.flutterTextScaling.isEmpty)
        // A widget test's own scaling is not the app's.
        try FileManager.default.createDirectory(atPath: folder + "/test", withIntermediateDirectories: true)
        try "await tester.pumpWidget(Text('a', textScaler: TextScaler.linear(2)));\n".write(
            toFile: folder + "/test/text_test.dart", atomically: true, encoding: .utf8)
        #expect(AppScan(root: folder).usages.map(\.scaling) == [.flutter])
        try "Widget app(Widget child) => MediaQuery.withNoTextScaling(child: child);\n".write(
            toFile: folder + "/lib/main.dart", atomically: true, encoding: .utf8)
        let fixed = AppScan(root: folder)
        #expect(fixed.usages.map(\.scaling) == [nil])
        #expect(fixed.flutterTextScaling == ["lib/main.dart:1 withNoTextScaling"])
    }

    @Test("Flutter's settings: Android's font scales and iOS's categories on Body's curve, by how much each scales")
    func flutterTextSizes() {
        let sizes = TextScaling.flutter.textSizes(api: 34)
        #expect(sizes.count == 11 + 6)
        // xSmall 14/17, font scale 0.85, Small 15/17 ... AX5 53/17.
        #expect(
            sizes.map(\.label) == [
                "xSmall", "font scale 0.85", "Small", "Medium", "xLarge", "font scale 1.15", "xxLarge",
                "font scale 1.3", "xxxLarge", "font scale 1.5", "AX1", "font scale 1.8", "AX2", "font scale 2", "AX3",
                "AX4", "AX5",
            ])
        #expect(sizes.first == .contentSize(.xs, style: .body) && sizes.last == .contentSize(.ax5, style: .body))
        #expect(sizes.contains(.fontScale(FontScale(scale: 2, scaling: .nonlinear))))
        // Flutter on iOS follows Body's curve whatever style is asked; UIKit follows the style's.
        #expect(TextSize.contentSize(.ax5, style: .headline).on(.flutter) == .contentSize(.ax5, style: .body))
        #expect(TextSize.contentSize(.ax5, style: .headline).on(.ios) == .contentSize(.ax5, style: .headline))
    }

    @Test("a Text's literal is the text its style is checked with; values on the next line, as dart format writes them")
    func textAndLayout() {
        let usages = FlutterScanner.usages(
            """
            Text('Hello, Ångström', style: TextStyle(fontFamily: 'Brand', fontSize: 17));
            Text(
              "Jump",
              style: TextStyle(
                fontFamily:
                    'Brand',
                fontSize:
                    22,
                height: 1.25,
              ),
            );
            final heading = TextStyle(fontFamily: 'Brand', fontSize: 28);
            Text(name, style: TextStyle(fontFamily: 'Brand', fontSize: 12));
            """, file: "lib/main.dart")
        #expect(usages.map(\.line) == [1, 4, 12, 13])
        #expect(usages.map(\.text) == ["Hello, Ångström", "Jump", nil, nil])  // a style outside a Text, a computed text
        #expect(
            usages[1].font == .name("Brand") && usages[1].pointSize == 22 && usages[1].lineHeight == .multiplier(1.25))
        #expect(usages.allSatisfy { $0.skipped == nil })
    }

    @Test("Dart as Kotlin: a string template is not a text; a copy of a style the file does not declare is computed")
    func templatesAndCopies() {
        let usages = FlutterScanner.usages(
            """
            Text('Hi $name', style: TextStyle(fontFamily: 'Brand', fontSize: 12));
            Text('Big', style: Theme.of(context).textTheme.bodyLarge!.copyWith(fontSize: 18));
            Text('Red', style: Theme.of(context).textTheme.bodyLarge!.copyWith(color: Colors.red));
            """, file: "lib/main.dart")
        #expect(usages.map(\.line) == [1, 2])
        #expect(usages[0].text == nil && usages[0].pointSize == 12)
        #expect(usages[1].skipped == .computed("bodyLarge (copied)") && usages[1].platform == .flutter)
    }

    @Test("ThemeData's TextTheme styles and their textTheme.x uses; copyWith of a literal style of the file")
    func themeAndCopies() {
        let source = """
            class AppText {
              static const TextStyle base = TextStyle(fontFamily: 'Brand', fontSize: 14, height: 1.4);
              static TextStyle get title => base.copyWith(fontSize: 20);
            }
            final theme = ThemeData(
              textTheme: TextTheme(
                bodyLarge: TextStyle(fontFamily: 'Brand', fontSize: 16),
                titleLarge: AppText.base.copyWith(fontSize: 22),
                labelSmall: GoogleFonts.lato(fontSize: 11),
              ),
            );
            Widget build(BuildContext context) => Column(children: [
              Text('Ångström', style: Theme.of(context).textTheme.bodyLarge),
              Text('Hi $name', style: Theme.of(context).textTheme.labelSmall),
              Text('Jump', style: AppText.base.copyWith(height: 1.0)),
              Text('Variant', style: TextStyle(fontFamily: GoogleFonts.lato().fontFamily, fontSize: 12)),
            ]);
            """
        let usages = FlutterScanner.usages(source, file: "lib/theme.dart")
        // Each copy of the base (its own values over the base's) and the theme's literals (google_fonts'
        // one of them); the base, copied, stands no longer as a usage of its own. The family of one
        // variant google_fonts names is that name (`Lato_regular`), resolved to its font later.
        #expect(usages.map(\.line) == [3, 7, 8, 9, 15, 16])
        #expect(usages[5].skipped == nil && usages[5].font == .name("Lato_regular") && usages[5].pointSize == 12)
        #expect(usages[0].pointSize == 20 && usages[0].lineHeight == .multiplier(1.4))
        #expect(usages[3].font == .fileNamed("Lato-Regular", family: "Lato") && usages[3].pointSize == 11)
        #expect(usages[4].pointSize == 14 && usages[4].lineHeight == .multiplier(1.0) && usages[4].text == "Jump")
        #expect(
            StyleSyntax.flutter.slots(in: SourceText(source, .dart)).map { "\($0.slot):\($0.line):\($0.value)" } == [
                "bodyLarge:7:textStyle", "titleLarge:8:copy", "labelSmall:9:textStyle",
            ])
        let references = StyleSyntax.flutter.references(in: SourceText(source, .dart))
        #expect(references.map(\.name) == ["bodyLarge", "labelSmall"])
        #expect(references.map(\.context.text) == ["Ångström", nil])  // a Dart template is computed
    }
}

@Suite("Kotlin and Dart: values and styles named in one file, used in another")
struct NamedStyleTests {
    @Test(
        "Type.name across files: a family constant, sizes computed from literals, a style copied from a base; each use is a usage at its line"
    )
    func dart() {
        let styles = """
            class Fonts {
              static const String raleway = "Raleway";
            }
            class FontSizes {
              static double get scale => 1;
              static double get s14 => 14 * scale;
              static const double s12 = 12.0;
            }
            class TextStyles {
              static const TextStyle raleway = TextStyle(fontFamily: Fonts.raleway, height: 1);
              static TextStyle get body1 => raleway.copyWith(fontSize: FontSizes.s14, height: 1.71);
              static TextStyle get body2 => body1.copyWith(fontSize: FontSizes.s12 - 1);
              static TextStyle get loop => loop.copyWith(fontSize: 9);
            }
            """
        let screen = """
            Widget build(BuildContext context) => Column(children: [
              Text('Ångström', style: TextStyles.body1),
              Text(title, style: TextStyles.body2.copyWith(color: Colors.red)),
              Text('x', style: TextStyles.body2.copyWith(fontSize: FontSizes.unknown)),
              Text('y', style: TextStyles.loop),
              Text('z', style: TextStyles.body1.fontSize),
            ]);
            """
        let found = StyleSyntax.flutter.usages(of: [
            ("lib/styles.dart", SourceText(styles, .dart)), ("lib/screen.dart", SourceText(screen, .dart)),
        ])
        // The styles used or copied elsewhere stand no longer at their declarations; one that
        // copies itself is computed where it is declared, and its use is not read.
        #expect(found[0].map(\.line) == [13] && found[0].first?.skipped == .computed("loop (copied)"))
        #expect(found[1].map(\.line) == [2, 3, 4])
        let body1 = found[1][0]
        #expect(body1.kind == .fontReference("TextStyles.body1") && body1.text == "Ångström")
        #expect(body1.font == .name("Raleway") && body1.pointSize == 14 && body1.lineHeight == .multiplier(1.71))
        // A copy that changes no value read is its base's style; a chain of copies is followed.
        #expect(found[1][1].pointSize == 11 && found[1][1].lineHeight == .multiplier(1.71))
        // A name no file declares is computed.
        #expect(found[1][2].skipped == .computed("fontFamily or fontSize"))
    }

    @Test("Kotlin: an object's const val and sizes in sp, a style in an object used as Type.name")
    func kotlin() {
        let type = """
            val Brand = FontFamily(Font(R.font.brand))
            object Dimens {
                const val BODY = 16
                val caption = 12.sp
            }
            object AppType {
                val body = TextStyle(fontFamily = Brand, fontSize = Dimens.BODY.sp, lineHeight = (Dimens.BODY + 4).sp)
                val caption = TextStyle(fontFamily = Brand, fontSize = Dimens.caption, letterSpacing = -0.5.sp)
            }
            """
        let screen = """
            @Composable
            fun Screen() {
                Text("Éclair", style = AppType.body)
                Text(text = "Jump", style = AppType.caption.copy(lineHeight = 14.sp))
            }
            """
        let found = StyleSyntax.compose.usages(of: [
            ("Type.kt", SourceText(type, .kotlin)), ("Screen.kt", SourceText(screen, .kotlin)),
        ])
        #expect(found[0].isEmpty)
        #expect(found[1].map(\.line) == [3, 4])
        let body = found[1][0]
        #expect(body.font == .composeFamily("Brand") && body.pointSize == 16 && body.lineHeight == .fixed(20))
        #expect(body.text == "Éclair" && body.kind == .fontReference("AppType.body"))
        let caption = found[1][1]
        #expect(caption.pointSize == 12 && caption.lineHeight == .fixed(14) && caption.letterSpacing == .absolute(-0.5))
        #expect(caption.text == "Jump")
    }

    @Test(
        "Kotlin and Dart styles are read file by file until past the scan's limit: the usages returned are the first files', fewer than the files"
    )
    func styleLimit() {
        let files = (0..<600).map {
            (
                "S\($0).kt",
                SourceText("val s = TextStyle(fontFamily = FontFamily(Font(R.font.brand)), fontSize = 12.sp)", .kotlin)
            )
        }
        #expect(
            StyleSyntax.compose.read(files, themeFamilies: []).usages.map(\.count) == Array(repeating: 1, count: 600))
        let limited = StyleSyntax.compose.read(files, themeFamilies: [], limit: 1).usages
        #expect(!limited.isEmpty && limited.count < 600)
        #expect(limited.allSatisfy { $0.count == 1 })
        #expect(StyleSyntax.compose.read(files, themeFamilies: [], limit: 0).usages.count == limited.count)
        #expect(StyleSyntax.compose.read(files, themeFamilies: [], limit: -1).usages.isEmpty)
    }

    @Test("arithmetic of named values: units, brackets, division by zero and cycles are not guessed")
    func arithmetic() {
        let source = """
            object S {
                const val A = 10
                val B = A * 1.5
                val C = (A + 2) / 4
                val D = A / 0
                val E = F
                val F = E
                val G = A.sp * 2
                val H = A.sp * B.sp
            }
            """
        let project = StyleProject(
            StyleSyntax.compose.declarations(
                in: SourceText(source, .kotlin), file: "S.kt", sites: [], types: StyleDeclaration.typeSpans(source)))
        func value(_ name: String) -> StyleProject.Literal? { project.literal(name[...], in: "S.kt", type: nil)?.value }
        #expect(value("S.B") == .number(15, unit: ""))
        #expect(value("S.C") == .number(3, unit: ""))
        #expect(value("S.G") == .number(20, unit: ".sp"))
        #expect(value("S.D") == nil && value("S.E") == nil && value("S.H") == nil && value("S.Z") == nil)
        #expect(value("S.A.sp") == .number(10, unit: ".sp"))
        // More names than `StyleProject.nameLimit` for one value: not followed.
        let many =
            "object T {\n" + (0..<12).map { "val N\($0) = N\($0 + 1) + N\($0 + 1)" }.joined(separator: "\n")
            + "\nconst val N12 = 1\n}"
        let deep = StyleProject(
            StyleSyntax.compose.declarations(
                in: SourceText(many, .kotlin), file: "T.kt", sites: [], types: StyleDeclaration.typeSpans(many)))
        #expect(deep.literal("T.N8", in: "T.kt", type: nil)?.value == .number(16, unit: ""))
        #expect(deep.literal("T.N0", in: "T.kt", type: nil) == nil)
    }
}

@Suite("Flutter: rich text")
struct FlutterRichTextTests {
    @Test("Text.rich: the TextSpan's literal is the text its style is checked with; a span with children is not known")
    func richText() {
        let source = """
            final a = Text.rich(TextSpan(text: 'Ågata', style: TextStyle(fontFamily: 'Brand', fontSize: 14)));
            final b = Text.rich(TextSpan(text: 'Jump'), style: TextStyle(fontFamily: 'Brand', fontSize: 15));
            final c = Text.rich(TextSpan(text: 'A', children: [TextSpan(text: 'B')]), style: TextStyle(fontFamily: 'Brand', fontSize: 16));
            final d = MyText('x', style: TextStyle(fontFamily: 'Brand', fontSize: 17));
            """
        let usages = FlutterScanner.usages(source, file: "lib/a.dart")
        #expect(usages.map(\.pointSize) == [14, 15, 16, 17])
        #expect(usages.map(\.text) == ["Ågata", "Jump", nil, nil])
    }
}

@Suite("Compose: what real apps write")
struct ComposeConstructTests {
    @Test("TextStyle's family, size, line height, letter spacing and font padding; FontFamily definitions by name")
    func textStyle() {
        let source = """
            val Brand = FontFamily(
                Font(R.font.brand_bold, FontWeight.Bold),
                Font(R.font.brand_regular),
            )
            val Typography = Typography(
                bodyLarge = TextStyle(
                    fontFamily = Brand,
                    fontSize = 16.sp,
                    lineHeight = 24.sp,
                    letterSpacing = 0.5.sp,
                    platformStyle = PlatformTextStyle(includeFontPadding = false),
                ),
                titleLarge = TextStyle(fontFamily = Brand, fontSize = 22f.sp, lineHeight = 1.2.em, letterSpacing = 0.02.em),
                labelSmall = TextStyle(fontFamily = FontFamily.SansSerif, fontSize = 11.sp),
                labelMedium = TextStyle(fontFamily = Brand, fontSize = size),
                bodySmall = TextStyle(fontSize = 12.sp),
            )
            """
        #expect(
            ComposeScanner.families(SourceText(source, .kotlin)) == [
                "Brand": .faces([
                    .init(resource: "brand_bold", weight: 700, italic: false),
                    .init(resource: "brand_regular", weight: 400, italic: false),
                ])
            ])
        let usages = ComposeScanner.usages(source, file: "ui/Type.kt")
        #expect(usages.map(\.line) == [6, 13, 14, 15])  // the style without a family keeps the theme's font
        #expect(usages.allSatisfy { $0.platform == .compose && $0.kind.description == "TextStyle" })
        #expect(
            usages[0].font == .composeFamily("Brand") && usages[0].pointSize == 16 && usages[0].lineHeight == .fixed(24)
        )
        #expect(usages[0].letterSpacing == .absolute(0.5) && usages[0].includeFontPadding == false)
        #expect(
            usages[1].pointSize == 22 && usages[1].lineHeight == .platformMultiple(1.2)
                && usages[1].letterSpacing == .em(0.02))
        #expect(usages[2].unresolved == .platformFamily("FontFamily.SansSerif"))
        #expect(usages[2].font?.label == "FontFamily.SansSerif (Roboto 400)")
        #expect(usages[3].skipped == .computed("fontSize"))
        // The slots the Typography sets, at their TextStyle's line.
        #expect(
            StyleSyntax.compose.slots(in: SourceText(source, .kotlin)).map { "\($0.slot):\($0.line):\($0.value)" } == [
                "bodyLarge:6:textStyle", "titleLarge:13:textStyle", "labelSmall:14:textStyle",
                "labelMedium:15:textStyle", "bodySmall:16:textStyle",
            ])
    }

    @Test(
        "MaterialTheme.typography.x uses, with the Text literal they style; copies of a literal style; computed slots"
    )
    func typographyUses() {
        let source = """
            private val Base = TextStyle(fontFamily = Brand, fontSize = 14.sp, lineHeight = 20.sp)
            val AppTypography = Typography(
                bodyLarge = Base.copy(
                    fontSize = 16.sp,
                ),
                titleLarge = baseline.titleLarge.copy(fontWeight = FontWeight.Bold),
                labelSmall = baseline.labelSmall,
            )
            @Composable fun Screen(name: String) {
                Text("Ångström", style = MaterialTheme.typography.bodyLarge)
                Text(text = "Hi", modifier = Modifier.padding(4.dp), style = MaterialTheme.typography.titleLarge)
                Text("Hello $name", style = MaterialTheme.typography.labelSmall)
                Text(text = "Jump", style = TextStyle(fontFamily = Brand, fontSize = 12.sp))
                Button(onClick = {}) { Label(style = MaterialTheme.typography.bodyMedium) }
                Text("Bold", style = MaterialTheme.typography.bodyLarge.copy(fontWeight = FontWeight.Bold))
                val size = MaterialTheme.typography.bodyLarge.fontSize
            }
            """
        #expect(
            StyleSyntax.compose.slots(in: SourceText(source, .kotlin)).map { "\($0.slot):\($0.line):\($0.value)" } == [
                "bodyLarge:3:copy", "titleLarge:6:copy", #"labelSmall:7:named("baseline.labelSmall")"#,
            ])
        let usages = ComposeScanner.usages(source, file: "Type.kt")
        // The copy (its size over the base's, the base's line height kept) and the TextStyle in
        // Text(...); the base, copied, stands no longer as a usage of its own.
        #expect(usages.map(\.line) == [3, 13])
        #expect(usages[1].text == "Jump" && usages[1].pointSize == 12)
        #expect(
            usages[0].pointSize == 16 && usages[0].lineHeight == .fixed(20) && usages[0].font == .composeFamily("Brand")
        )
        let references = StyleSyntax.compose.references(in: SourceText(source, .kotlin))
        // A copy carries its arguments; a property of a style (`.fontSize`) is no use of it.
        #expect(references.map(\.name) == ["bodyLarge", "titleLarge", "labelSmall", "bodyMedium", "bodyLarge"])
        #expect(references.map(\.line) == [10, 11, 12, 14, 15])
        #expect(references.map(\.arguments) == [nil, nil, nil, nil, ["fontWeight = FontWeight.Bold"]])
        // A Kotlin template is computed; a call other than Text gives no text.
        #expect(references.map(\.context.text) == ["Ångström", "Hi", nil, nil, "Bold"])
    }

    @Test(
        "a use of MaterialTheme.typography takes the nearest Typography by folder (most folders shared, then fewest deep); equally near ones are all taken"
    )
    func nearestTypography() {
        func nearest(_ files: [String], to file: String) -> [String] {
            NearestFiles(files).nearest(to: file)
        }
        let files = ["Jetnews/app/ui/theme/Type.kt", "Reply/app/ui/theme/Type.kt"]
        #expect(nearest(files, to: "Reply/app/ui/home/Home.kt") == ["Reply/app/ui/theme/Type.kt"])
        #expect(nearest(files, to: "Jetnews/app/Screen.kt") == ["Jetnews/app/ui/theme/Type.kt"])
        // Equally near: both (the use is checked under each); the one, however far; none.
        #expect(nearest(files, to: "Other/Main.kt") == files)
        #expect(nearest([files[1]], to: "Other/Main.kt") == [files[1]])
        #expect(nearest([], to: "Main.kt").isEmpty)
        // Sharing as many folders, the shallowest: the app's theme, not one part's.
        let themes = ["lib/theme/app.dart", "lib/feature/x/theme.dart"]
        #expect(nearest(themes, to: "lib/pages/home.dart") == ["lib/theme/app.dart"])
        #expect(nearest(themes, to: "lib/feature/x/page.dart") == ["lib/feature/x/theme.dart"])
        #expect(
            nearest(themes + ["lib/other/theme.dart"], to: "lib/pages/home.dart") == [
                "lib/other/theme.dart", "lib/theme/app.dart",
            ])
        // The folder tree's answer is the definition's (compare with every file) on every pair of
        // a small tree's files, at the root and deeper than any theme.
        let paths = [
            "Type.kt", "a/Type.kt", "a/b/Type.kt", "a/c/Type.kt", "a/b/d/e/Type.kt", "x/Type.kt", "x/y/z/Type.kt",
        ]
        func definition(_ files: [String], to file: String) -> [String] {
            let folders = AppScan.folders(file)
            let shared = files.map { zip(folders, AppScan.folders($0)).prefix { $0 == $1 }.count }
            let near = zip(files, shared).filter { $0.1 == shared.max() }.map(\.0)
            let depth = near.map { AppScan.folders($0).count }.min()
            return near.filter { AppScan.folders($0).count == depth }.sorted()
        }
        for mask in 0..<(1 << paths.count) {
            let files = paths.indices.filter { mask & (1 << $0) != 0 }.map { paths[$0] }
            for target in paths + ["a/b/d/e/f/g/Main.kt", "q/Main.kt", "Main.kt"] {
                #expect(nearest(files, to: target) == definition(files, to: target), "\(files) \(target)")
            }
        }
    }
}

@Suite("SwiftUI and UIKit: fonts by name")
struct FontMemberTests {
    @Test("a SwiftUI Text shown in capitals: its literal .uppercased(), or .textCase(.uppercase) on it")
    func swiftCapitals() {
        let usages = SwiftScanner.usages(
            SourceText(
                """
                Text("Playback".uppercased()).font(.custom("Brand", fixedSize: 40))
                Text("quiet").font(.custom("Brand", size: 20)).textCase(.uppercase)
                Text("plain").font(.custom("Brand", size: 20))
                """, .swift), file: "A.swift")
        #expect(usages.map(\.text) == ["PLAYBACK", "QUIET", "plain"])
        #expect(usages.map(\.allCaps) == [true, true, false])
    }

    @Test(
        "Dynamic Type: .custom scales along body, relativeTo: along its style, fixedSize: and a bare UIFont not at all")
    func dynamicTypeOptIn() {
        let usages = SwiftScanner.usages(
            """
            Text("a").font(.custom("Brand", size: 17))
            Text("b").font(.custom("Brand", size: 17, relativeTo: .headline))
            Text("c").font(.custom("Brand", fixedSize: 17))
            let d = UIFont(name: "Brand", size: 17)
            let e = UIFontMetrics(forTextStyle: .title2).scaledFont(for: UIFont(name: "Brand", size: 22)!)
            let f = UIFontMetrics.default.scaledFont(for: UIFont(name: "Brand", size: 15)!)
            """, file: "A.swift")
        #expect(
            usages.sorted { $0.line < $1.line }.map(\.scaling) == [
                .dynamicType(.body), .dynamicType(.headline), nil, nil, .dynamicType(.title2), .dynamicType(.body),
            ])
        // A fixed size is read as any other (`Font.custom(_:fixedSize:)`).
        let fixed = usages.sorted { $0.line < $1.line }[2]
        #expect(fixed.pointSize == 17 && fixed.kind == .swift(.customFixed) && fixed.skipped == nil)
    }

    @Test(".custom( is Font.custom only with its size: another type's case is no font")
    func customIsFontCustom() {
        let usages = SwiftScanner.usages(
            """
            switch style { case .custom(let color): return color }
            let tint = Tint.custom(.red)
            Text("a").font(.custom(name, size: size))
            """, file: "A.swift")
        #expect(usages.map(\.line) == [3] && usages.first?.skipped == .computed("the font name or size"))
    }

    @Test(
        "UIFontMetrics scales the UIFont it is given, across lines, and no other: a bounded look back, not to the line's start"
    )
    func scaledFontArgument() {
        let usages = SwiftScanner.usages(
            """
            let a = UIFontMetrics(forTextStyle: .title2)
                .scaledFont(for: UIFont(name: "Brand", size: 22)!)
            let metrics = UIFontMetrics.default; let b = UIFont(name: "Brand", size: 15)
            """ + String(repeating: " ", count: 400)
                + "; let c = UIFontMetrics.default.scaledFont(for: UIFont(name: \"Brand\", size: 9)!)",
            file: "A.swift")
        #expect(usages.map(\.scaling) == [.dynamicType(.title2), nil, .dynamicType(.body)])
    }

    @Test(
        "Apple's system font in Swift: UIFont.systemFont and SwiftUI .system at a size and weight, fixed; a text style at its size, scaled"
    )
    func systemFonts() {
        let usages = SwiftScanner.usages(
            """
            Text("a").font(.system(size: 17, weight: .semibold))
            Text("b").font(.system(.body))
            Text("c").font(.system(size: 17, design: .rounded))
            Text("d").font(.system(.headline, design: .default, weight: .bold))
            label.font = UIFont.systemFont(ofSize: 15, weight: UIFont.Weight.medium)
            title.font = .boldSystemFont(ofSize: 20)
            note.font = UIFont.preferredFont(forTextStyle: .footnote)
            scaled.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 22))
            computed.font = .systemFont(ofSize: size)
            mono.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
            """, file: "A.swift")
        #expect(usages.map(\.line) == Array(1...9))
        #expect(
            usages.map { $0.font?.label } == [
                "system (SF Pro 600)", "body (SF Pro 400)", nil, "headline (SF Pro 700)", "systemFont (SF Pro 500)",
                "boldSystemFont (SF Pro 700)", "footnote (SF Pro 400)", "systemFont (SF Pro 400)", nil,
            ])
        #expect(usages.map(\.pointSize) == [17, 17, 17, 17, 15, 20, 13, 22, nil])
        #expect(
            usages.map(\.scaling) == [
                nil, .dynamicType(.body), nil, .dynamicType(.headline), nil, nil, .dynamicType(.footnote),
                .dynamicType(.title2), nil,
            ])
        #expect(usages[2].unresolved == .systemFont(type: "design .rounded"))
        #expect(usages[6].unresolved == .dynamicType(style: "footnote"))
        #expect(usages[8].skipped == .computed("the font size"))
        #expect(usages.map(\.kind.description).prefix(2) == ["Font.system(size:)", "Font.system(_:)"])
    }

    @Test("a file of CRLF line ends gives each usage its line (Swift reads CRLF as one Character)")
    func crlf() {
        let usages = SwiftScanner.usages(
            "import UIKit\r\n\r\nlet font = UIFont(name: \"Brand\", size: 12)\r\n", file: "A.swift")
        #expect(usages.map(\.line) == [3])
    }

    @Test(
        "a static func making a font of its parameters: each call with literal arguments is a usage; an enum case's raw value names the font"
    )
    func helpers() {
        let source = """
            enum PoppinsFont: String {
                case bold = "Poppins-Bold"
                case regular = "Poppins-Regular"
                case Medium
            }
            extension Font {
                static func poppinsBold(size: CGFloat) -> Font {
                    .custom("Poppins-Bold", size: size)
                }
                static func poppins(_ type: PoppinsFont, _ size: CGFloat = 15) -> Font {
                    return .custom(type.rawValue, size: size)
                }
            }
            extension UIFont {
                static func brand(ofSize size: CGFloat) -> UIFont? { UIFont(name: "Brand", size: size) }
            }
            """
        let functions = SwiftFontFunctions.functions(SourceText(source, .swift))
        #expect(functions.map(\.name) == ["poppinsBold", "poppins", "brand"])
        #expect(functions.map(\.type) == ["Font", "Font", "UIFont"] && functions.map(\.line) == [8, 11, 15])
        let enums = SwiftFontFunctions.stringEnums(SourceText(source, .swift))
        #expect(enums == ["PoppinsFont": ["bold": "Poppins-Bold", "regular": "Poppins-Regular", "Medium": "Medium"]])
        func font(_ arguments: [Substring], _ index: Int) -> String? {
            SwiftFontFunctions.font(of: arguments, calling: functions[index], enums: enums).map {
                "\($0.name) \($0.size)"
            }
        }
        #expect(font(["size: 16"], 0) == "Poppins-Bold 16.0")
        #expect(font([".bold", "20"], 1) == "Poppins-Bold 20.0")
        #expect(font(["PoppinsFont.regular"], 1) == "Poppins-Regular 15.0")  // the default size
        #expect(font(["ofSize: 12"], 2) == "Brand 12.0")
        // Computed, or not this helper's arguments: nil (the call is skipped).
        #expect(font(["size: base"], 0) == nil && font([".heavy", "20"], 1) == nil && font(["16"], 0) == nil)
        #expect(font([".bold", "20", "x"], 1) == nil)
    }

    @Test(
        "a .font(.name) or Type.name is a usage at its own line with its member's font; a text style is the system font"
    )
    func members() throws {
        let folder = NSTemporaryDirectory() + "inkbox-members-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
        extension Font {
            static let display = Font.custom("Brand-Bold", size: 28)
        }
        enum AppFont {
            static var caption: UIFont = UIFont(name: "Brand-Regular", size: 12)!
            static let unused = Font.custom("Brand-Light", size: 40)
        }
        """.write(toFile: folder + "/Fonts.swift", atomically: true, encoding: .utf8)
        try """
        struct Header: View {
            var body: some View {
                Text("Ångström").font(.display)
                Text("Small").font(AppFont.caption).bold()
                Text("Menu").font(.headline)
                Text(name).font(theme.font)
            }
        }
        func configure() { label.font = AppFont.caption }
        """.write(toFile: folder + "/Header.swift", atomically: true, encoding: .utf8)
        let usages = AppScan(root: folder).usages
        #expect(
            usages.map { "\($0.file):\($0.line) \($0.kind)" } == [
                "Fonts.swift:6 Font.custom(_:size:)",  // never referred to: a usage of its own
                "Header.swift:3 .font(.display)", "Header.swift:4 .font(AppFont.caption)",
                "Header.swift:5 .font(.headline)",
                "Header.swift:9 .font = AppFont.caption",
            ])
        #expect(usages[1].font == .name("Brand-Bold") && usages[1].pointSize == 28 && usages[1].text == "Ångström")
        #expect(usages[2].font == .name("Brand-Regular") && usages[2].pointSize == 12 && usages[2].text == "Small")
        #expect(usages[3].unresolved == .dynamicType(style: "headline") && usages[3].text == "Menu")
        // A text style is the system font at the style's size and weight, scaled along its curve.
        #expect(
            usages[3].font?.label == "headline (SF Pro 600)" && usages[3].pointSize == 17
                && usages[3].scaling == .dynamicType(.headline))
    }
}

@Suite("Real apps' Kotlin and Dart, as written")
struct RealWritingTests {
    @Test(
        "a FontFamily listing a downloadable font and its shipped fallback, in listOf or not; letter spacing 0 or negative"
    )
    func composeFamilies() {
        let source = """
            val Montserrat = FontFamily(
                Font(googleFont = MontserratFont, fontProvider = provider),
                Font(resId = R.font.montserrat_regular),
                Font(resId = R.font.montserrat_light, weight = FontWeight.Light),
            )
            private val Karla = FontFamily(listOf(Font(R.font.karla_bold, FontWeight.Bold), Font(R.font.karla_regular)))
            val a = TextStyle(fontFamily = Montserrat, fontSize = 14.sp, letterSpacing = 0.sp)
            val b = TextStyle(fontFamily = Karla, fontSize = 14.sp, letterSpacing = (-0.5).sp)
            fun c(fontFamily: FontFamily) = TextStyle(fontFamily = fontFamily, fontSize = 14.sp)
            """
        #expect(
            ComposeScanner.families(
                SourceText(
                    source
                        + "\nval lato = FontFamily(\n    Font(googleFont = GoogleFont(\"Lato\"), fontProvider = provider),\n)"
                        + "\nprivate val InterFont = GoogleFont(name = \"Inter\", bestEffort = true)"
                        + "\nval inter = FontFamily(Font(googleFont = InterFont, fontProvider = p, weight = FontWeight.Bold))",
                    .kotlin))
                == [
                    "Montserrat": .faces([
                        .init(resource: "montserrat_regular", weight: 400, italic: false),
                        .init(resource: "montserrat_light", weight: 300, italic: false),
                    ]),
                    "Karla": .faces([
                        .init(resource: "karla_bold", weight: 700, italic: false),
                        .init(resource: "karla_regular", weight: 400, italic: false),
                    ]),
                    "lato": .downloadable(family: "Lato"), "inter": .downloadable(family: "Inter"),
                ])
        let usages = ComposeScanner.usages(source, file: "Type.kt")
        #expect(usages.map(\.letterSpacing) == [.absolute(0), .absolute(-0.5), .none])
        // A name the scan resolves against the project's definitions: a parameter matches none (computed).
        #expect(usages[2].font == .composeFamily("fontFamily"))
    }

    @Test(
        "Compose: TextUnit(0.9f, TextUnitType.Em) is 0.9.em; a provider's font whose name is no literal is computed"
    )
    func composeTextUnitsAndComputedProviderNames() {
        let usages = ComposeScanner.usages(
            """
            val a = TextStyle(fontFamily = Brand, fontSize = TextUnit(22f, TextUnitType.Sp), lineHeight = TextUnit(0.9f, type = TextUnitType.Em))
            val b = TextStyle(fontFamily = Brand, fontSize = 22.sp, lineHeight = TextUnit(0.9f, TextUnitType.Sp))
            val c = TextStyle(fontFamily = FontFamily(Font(googleFont = GoogleFont(BuildConfig.fontName), fontProvider = p)), fontSize = 22.sp)
            """, file: "Type.kt")
        #expect(usages.map(\.pointSize) == [22, 22, 22])
        #expect(usages[0].lineHeight == .platformMultiple(0.9) && usages[1].lineHeight == .fixed(0.9))
        #expect(usages[2].skipped == .computed("the downloadable font's name") && usages[2].unresolved == nil)
    }

    @Test(
        "a Compose FontFamily of fonts the file names (`val regular = Font(R.font.x)`), as a Multiplatform `actual` writes it"
    )
    func composeNamedFonts() {
        let source = """
            internal val light = Font(R.font.brand_light, FontWeight.Light)
            internal val regular = Font(resId = R.font.brand_regular)
            actual val Brand: FontFamily = FontFamily(
                light,
                regular,
                Font(R.font.brand_bold, FontWeight.Bold),
            )
            val Unknown = FontFamily(elsewhere)
            """
        #expect(
            ComposeScanner.families(SourceText(source, .kotlin)) == [
                "Brand": .faces([
                    .init(resource: "brand_light", weight: 300, italic: false),
                    .init(resource: "brand_regular", weight: 400, italic: false),
                    .init(resource: "brand_bold", weight: 700, italic: false),
                ])
            ])
        // An `R.font` imported by name (`import app.R.font`, DroidKaigi 2022): `font.x` is `R.font.x`.
        let imported = """
            import io.github.droidkaigi.confsched2022.core.designsystem.R.font
            public val montserratFonts: FontFamily = FontFamily(
                Font(font.montserrat_medium, FontWeight.Medium)
            )
            val roboto = FontFamily(Font(resId = font.roboto_regular))
            """
        #expect(
            ComposeScanner.families(SourceText(imported, .kotlin)) == [
                "montserratFonts": .faces([.init(resource: "montserrat_medium", weight: 500, italic: false)]),
                "roboto": .faces([.init(resource: "roboto_regular", weight: 400, italic: false)]),
            ])
    }

    @Test(
        "a Compose FontFamily a function returns (`fun robotoFamily() = FontFamily(...)`) is named by its call, and by a val given that call"
    )
    func composeFamilyFunctions() {
        let source = """
            @Composable
            fun getTypography(): AppTypography {
                val robotoFamily = getRobotoFamily()
                return AppTypography(title = TextStyle(fontFamily = robotoFamily, fontSize = 20.sp))
            }

            private fun getRobotoFamily() = FontFamily(
                Font(Res.font.roboto_regular, FontWeight.W400),
                Font(Res.font.roboto_bold, FontWeight.W700),
            )
            fun monoFamily(): FontFamily = FontFamily(Font(R.font.mono))
            fun sized(size: Int) = FontFamily(Font(R.font.other))
            """
        let roboto = ShippedFamily.faces([
            .init(resource: "roboto_regular", weight: 400, italic: false),
            .init(resource: "roboto_bold", weight: 700, italic: false),
        ])
        #expect(
            ComposeScanner.families(SourceText(source, .kotlin)) == [
                "getRobotoFamily()": roboto, "robotoFamily": roboto,
                "monoFamily()": .faces([.init(resource: "mono", weight: 400, italic: false)]),
            ])
        let called = ComposeScanner.style(["fontFamily = monoFamily()", "fontSize = 12.sp"], file: "T.kt", line: 1)
        #expect(called?.font == .composeFamily("monoFamily()"))
        #expect(called?.skipped == nil)
    }

    @Test(
        "the characters strings show: each as written; with capitals, each upper-cased as the whole string is (ß as SS)"
    )
    func shownCharacters() {
        let strings = ["straße", "ǰ Ω", "ok"]
        let written = ScanIndex.shownCharacters(strings)
        #expect(written == Set(strings.flatMap(\.unicodeScalars)))
        #expect(!written.contains("S") && !written.contains("K"))
        let capitals = ScanIndex.withCapitals(written)
        #expect(capitals == Set(strings.flatMap { $0.unicodeScalars + $0.uppercased().unicodeScalars }))
        // ǰ has no precomposed capital: J and a combining caron; ß is SS.
        #expect(capitals.contains("S") && capitals.contains("\u{030C}") && !capitals.contains("Q"))
    }

    @Test(
        "the characters of UTF-8 bytes, read without making a String: those Swift's own decoding reads, valid or not"
    )
    func charactersOfBytes() {
        let strings = ["straße", "ア𝄞 😀", "\u{FFFF}\u{10000}\u{10FFFF}", "ok", "Воробей \u{0301}"]
        var bits = ScalarBits()
        for string in strings { bits.add(string) }
        #expect(bits.scalars == Set(strings.flatMap(\.unicodeScalars)))
        // Every run of up to four bytes of each kind (ASCII, continuations, leads of each length, the
        // bounds of overlong, surrogate and out-of-range leads), most not UTF-8: the same scalars as
        // `String(decoding:as:)`, U+FFFD for the rest.
        let kinds: [UInt8] = [0x41, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        var runs: [[UInt8]] = [[]]
        var differing: [[UInt8]] = []
        for _ in 1...4 {
            runs = runs.flatMap { run in kinds.map { run + [$0] } }
            for bytes in runs {
                var decoded: Set<UInt32> = []
                UTF8Scalars.forEachPastASCII(bytes[...]) { decoded.insert($0) }
                let swift = String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { !$0.isASCII }.map(\.value)
                if decoded != Set(swift) { differing.append(bytes) }
            }
        }
        #expect(runs.count == 50_625 && differing.isEmpty, "\(differing.prefix(5))")
    }

    @Test("a text's needle replaced byte for byte, every time it occurs; an empty needle replaces nothing")
    func replacingBytes() {
        #expect("a?.b?.c".replacingBytes("?.", with: ".") == "a.b.c")
        #expect("&amp;&amp;x"[...].replacingBytes("&amp;", with: "&") == "&&x")
        #expect("Éa?.".replacingBytes("?.", with: "") == "Éa")
        #expect("abc".replacingBytes("", with: "x") == "abc")
    }

    @Test(
        "a name's characters, a text's trailing name and its space-separated words read over the bytes are what the characters give, past ASCII too"
    )
    func namesOverBytes() {
        let texts = [
            "String get title", "  static const x1_ ", "val Title: Int", "a\tb  c", "", " ", "_", "9lives",
            "final é", "final nomé", "var e\u{301}", "x \u{301}abc", "Ωmega", "a\r\nb", "get\u{00A0}x", "final 漢字",
            "٣b", "a-b", "$styles", "x:y",
        ]
        for text in texts {
            let slice = Substring(text)
            let byCharacters = slice.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed()
            #expect(String(slice.trailingName()) == String(byCharacters), "\(text.debugDescription)")
            #expect(
                slice.spaceSeparatedWords() == slice.split(whereSeparator: { $0 == " " || $0 == "\t" }),
                "\(text.debugDescription)")
            for character in text {
                #expect(
                    character.isNamePart == (character.isLetter || character.isNumber || character == "_"),
                    "\(character.debugDescription)")
            }
        }
        // Every ASCII character, alone.
        for value in UInt8(0)..<0x80 {
            let character = Character(Unicode.Scalar(value))
            #expect(character.isNamePart == (character.isLetter || character.isNumber || character == "_"))
        }
    }

    @Test("a reference is names joined by dots, none empty or starting with a digit, and no keyword")
    func references() {
        for (value, expected) in [
            ("fonts.bold", true), ("$base", true), ("theme.fonts.é", true), ("a..b", false), (".a", false),
            ("a.", false), ("", false), ("a.1b", false), ("true", false), ("null", false), ("'Brand'", false),
            ("x.y2", true), ("Ωmega.x", true), ("a.٣b", false),
        ] {
            #expect(ScriptDeclarations.isReference(Substring(value)) == expected, "\(value)")
        }
    }

    @Test(
        "how many of an app's strings hold each character: a script's JSX texts and the string literals that read as text, not its comments, code, words of code or strings without a letter"
    )
    func characterShares() {
        var shares = CharacterShares()
        shares.addScript(
            """
            // Étape in a comment
            import x from '../theme/fonts';
            const a = 'Étape 1', b = "#000", c = `Ça va`, d = 'rgba(0,0,0,.5)', e = "Suivant";
            const f = 'KR-10-7', g = 'matrix(1 0 0 1 399.38 622.25)', h = 'flex-1 mt-4 bg-white', i = 'M264.1,595.9l-2.0', j = 'GmarketSansMedium', k = `Voir ${TABLE_NAME.story}`;
            const ok = x > 2 ? 1 : 0;
            export const V = () => <Text style={s}>Se connecter</Text>;
            """)
        #expect(shares.strings == 5)
        #expect(shares.holding["É"] == 1 && shares.holding["e"] == 2 && shares.holding["("] == nil)
        #expect(shares.holding["/"] == nil && shares.holding["#"] == nil && shares.holding["_"] == nil)
        #expect(shares.held(atLeast: 0.5) == [" ", "t", "a"])
        #expect(shares.held(atLeast: 0) == Set(shares.holding.keys))
        // Mostly Latin: no main language; mostly Hangul: Korean; kana with Han: Japanese.
        #expect(shares.mainLanguage == nil)
        var korean = CharacterShares()
        for text in ["설정", "알림 설정", "Settings", "개인정보 처리방침"] { korean.add(text) }
        #expect(korean.mainLanguage == "ko")
        // A script a tenth of the strings hold, most held first (beside declared languages).
        var mixed = CharacterShares()
        for text in ["Воробей", "Адвокат"] + Array(repeating: "Lawyer", count: 12) + ["Ελλάδα"] { mixed.add(text) }
        #expect(mixed.mainLanguage == nil && mixed.scriptLanguages(atLeast: 0.1) == ["ru"])
        #expect(mixed.scriptLanguages(atLeast: 0.05) == ["ru", "el"] && mixed.scriptLanguages(atLeast: 0.5).isEmpty)
        var japanese = CharacterShares()
        for text in ["設定", "通知", "ログイン", "OK"] { japanese.add(text) }
        #expect(japanese.mainLanguage == "ja")
        var chinese = CharacterShares()
        for text in ["设置", "通知", "OK"] { chinese.add(text) }
        #expect(chinese.mainLanguage == "zh")
    }

    @Test("a Compose style's weight and slope pick its family's font as Compose's FontMatcher does")
    func composeWeights() throws {
        // Compose Multiplatform's generated resources and a getter, as JetBrains' KotlinConf app writes them.
        let source = """
            internal val Sans: FontFamily
                @Composable
                get() = FontFamily(
                    Font(UiRes.font.sans_bold, FontWeight.Bold, FontStyle.Normal),
                    Font(Res.font.sans_semibold, weight = FontWeight.W600),
                    Font(Res.font.sans_regular, FontWeight.Normal),
                    Font(Res.font.sans_italic, FontWeight(400), FontStyle.Italic),
                    Font(Res.font.sans_light, FontWeight.Light),
                )
            val title = TextStyle(fontFamily = Sans, fontWeight = FontWeight.SemiBold, fontSize = 22.sp)
            val quote = TextStyle(fontFamily = Sans, fontStyle = FontStyle.Italic, fontSize = 16.sp)
            val body = TextStyle(fontFamily = Sans, fontWeight = weight, fontSize = 16.sp)
            val heavy = TextStyle(fontFamily = FontFamily.Default, fontWeight = FontWeight.Black, fontSize = 16.sp)
            """
        let family = try #require(ComposeScanner.families(SourceText(source, .kotlin))["Sans"])
        // Exact, then the nearest: lighter first below 400, heavier first above 500, and from 400
        // to 500 heavier up to 500, then lighter, then above 500; an italic only when asked for.
        let cases: [(FontWeight?, String)] = [
            (nil, "sans_regular"), (FontWeight(value: 600), "sans_semibold"), (FontWeight(value: 900), "sans_bold"),
            (FontWeight(value: 200), "sans_light"), (FontWeight(value: 100), "sans_light"),
            (FontWeight(value: 350), "sans_light"), (FontWeight(value: 450), "sans_regular"),
            (FontWeight(value: 400, italic: true), "sans_italic"),
            (FontWeight(value: 700, italic: true), "sans_italic"),
        ]
        for (weight, expected) in cases {
            #expect(family.matchingFont(for: weight) == expected, "\(String(describing: weight))")
        }
        let medium = ShippedFamily.faces([
            .init(resource: "light", weight: 300, italic: false), .init(resource: "bold", weight: 700, italic: false),
        ])
        #expect(medium.matchingFont(for: FontWeight(value: 500)) == "light")  // up to 500 first, then lighter
        let usages = ComposeScanner.usages(source, file: "Type.kt")
        #expect(
            usages.map(\.weight) == [
                FontWeight(value: 600), FontWeight(value: 400, italic: true), nil, FontWeight(value: 900),
            ])
        #expect(usages[2].skipped == .computed("fontWeight"))
        #expect(usages[3].font?.label == "FontFamily.Default (Roboto 900)")
    }

    @Test("a family written in the style itself: FontFamily(Font(R.font.x)), a list, Font(...).toFontFamily()")
    func composeInlineFamily() {
        let usages = ComposeScanner.usages(
            """
            val a = TextStyle(fontFamily = FontFamily(Font(R.font.brand_regular), Font(R.font.brand_bold, FontWeight.Bold)), fontWeight = FontWeight.Bold, fontSize = 12.sp)
            val b = TextStyle(fontFamily = FontFamily(listOf(Font(R.font.brand_regular))), fontSize = 13.sp)
            val c = TextStyle(fontFamily = Font(R.font.brand_light, FontWeight.Light).toFontFamily(), fontSize = 14.sp)
            val d = TextStyle(fontFamily = FontFamily(Font(googleFont = GoogleFont("Lato"), fontProvider = p)), fontSize = 15.sp)
            val e = TextStyle(fontFamily = FontFamily(fonts), fontSize = 16.sp)
            """, file: "Type.kt")
        #expect(usages.map(\.pointSize) == [12, 13, 14, 15, 16])
        #expect(
            usages.map(\.font) == [
                .name("@font/brand_bold"), .name("@font/brand_regular"), .name("@font/brand_light"), .name("Lato"), nil,
            ])
        // A provider's family is looked for by name among --fonts.
        #expect(usages[3].note?.contains("Lato") == true && usages[4].skipped == .computed("fontFamily"))
    }

    @Test("an ImageButton or a FloatingActionButton draws an icon, not text")
    func iconButtons() throws {
        let layout = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
              <ImageButton android:src="@drawable/x" />
              <com.google.android.material.floatingactionbutton.FloatingActionButton android:src="@drawable/y" />
              <RadioButton android:text="On" android:textSize="14sp" />
            </LinearLayout>
            """
        #expect(try AndroidScanner.usages(layout, file: "a.xml", strings: [:]).map(\.line) == [4])
    }

    @Test("DefaultTextStyle is not a TextStyle")
    func defaultTextStyle() {
        #expect(FlutterScanner.usages("DefaultTextStyle(style: x, child: y)", file: "a.dart").isEmpty)
    }
}

@Suite("CSS: what every element inherits")
struct CSSInheritanceTests {
    @Test(
        "nested rules (CSS nesting, SCSS) inherit their parent's family, size and line height; em and % are of the parent's size; &:hover is the same element"
    )
    func nesting() throws {
        let (usages, _) = CSSScanner.usages(
            """
            body { font-family: Brand; font-size: 16px; line-height: 1.5; }
            .markdown {
              font-size: 20px;
              h1 { font-size: 2rem; line-height: 1; }
              small { font-size: 0.75em; }
              @media (min-width: 600px) { p { font-size: 90%; } }
              &:hover { font-size: 1.5em; }
              &__title { font-family: Other; line-height: 1.25em; }
              .a { background: url("data:image/svg+xml;utf8,<svg/>"); font-size: 12px; }
              button { font-family: inherit; font-size: inherit; }
            }
            @keyframes spin { from { font-size: 10px; } }
            """, file: "site.css")
        #expect(usages.map(\.line) == [1, 2, 4, 5, 6, 7, 8, 9, 10])
        #expect(
            usages.map(\.kind.description) == [
                "css body", "css .markdown", "css .markdown h1", "css .markdown small", "css .markdown p",
                "css .markdown:hover", "css .markdown__title", "css .markdown .a", "css .markdown button",
            ])
        // `inherit` is the parent's value.
        #expect(usages.map(\.pointSize) == [16, 20, 32, 15, 18, 24, 20, 12, 20])
        // A factor inherits as a factor; em computes at the element's own size.
        #expect(usages[1].lineHeight == .multiplier(1.5) && usages[2].lineHeight == .multiplier(1))
        #expect(usages[6].font == .name("Other") && usages[6].lineHeight == .fixed(25))
        #expect(usages.allSatisfy { $0.font == .name("Brand") || $0.font == .name("Other") })
    }

    @Test(
        "SCSS: // comments, top-level $variables (a plain one over !default), mixins are no rules; what one sheet's root and body set applies to every sheet"
    )
    func scssAndSheets() throws {
        let variables = CSSScanner.sheet(
            """
            // Tokens
            $font-stack: "Brand", sans-serif !default;
            $font-stack: "Brand", sans-serif;
            $body-size: 15px; // the base
            $title-size: 30px !default;
            :root { --gap-size: 18px; }
            html { font-size: 62.5%; }
            body { font-family: $font-stack; font-size: $body-size; }
            """, file: "_variables.scss")
        let page = CSSScanner.sheet(
            """
            @mixin big { font-size: 40px; }
            .title { font-size: $title-size; a { font-size: 2rem; } }
            .gap { font-size: var(--gap-size); }
            .url { background: url(//cdn.example.com/a.png); font-size: 11px; }
            $accent: Accent;
            .list { font-family: $accent, sans-serif; font-size: 12px; }
            .module { font-family: vars.$accent; font-size: 13px; }
            .sum { font-family: $accent-2, $accent; font-size: 14px; }
            """, file: "page.scss")
        let plain = CSSScanner.sheet(".c { font-size: 1.2em }", file: "plain.css")
        let found = CSSScanner.usages(of: [variables, page, plain])
        #expect(found[0].map(\.line) == [8] && found[0].first?.pointSize == 15)
        #expect(found[1].map(\.line) == [2, 2, 3, 4, 6, 7, 8])
        #expect(found[1].map(\.pointSize) == [30, 20, 18, 11, 12, 13, 14])
        #expect(found[1].prefix(4).allSatisfy { $0.font == .name("Brand") })
        // A variable before a list's other items, or of a module (`@use "tokens" as vars`), is its value;
        // one not defined stays as written.
        #expect(found[1][4].font == .name("Accent") && found[1][5].font == .name("Accent"))
        #expect(found[1][6].font == .name("$accent-2"))
        #expect(found[2].first?.pointSize == 18)  // 1.2em of body's 15 px
    }

    @Test("a CSS module's classes are its own: a global rule of the same class shares nothing with it")
    func cssModules() {
        let global = CSSScanner.sheet(
            ".title { font-family: Brand; font-size: 24px; overflow: hidden; }", file: "styles/globals.css")
        let module = CSSScanner.sheet(
            ".title { line-height: 1.15; font-size: 4rem; } .title { font-family: Other; }",
            file: "styles/Home.module.css")
        let plain = CSSScanner.sheet(".title { line-height: 1.15; }", file: "styles/other.css")
        let found = CSSScanner.usages(of: [global, module])
        #expect(found[0].first?.lineHeight == .normal && found[0].first?.pointSize == 24)
        // Within the module, its rules of one class share as any sheet's.
        #expect(found[1].map(\.pointSize) == [64, 64] && found[1].last?.font == .name("Other"))
        // A plain sheet's rule of that class shares with the global one.
        #expect(CSSScanner.usages(of: [global, plain])[0].first?.lineHeight == .multiplier(1.15))
    }

    @Test("html, :root and body that set no size are the root's: 16 px, or what html sets")
    func documentSize() {
        let plain = CSSScanner.usages("body { font-family: Brand; line-height: 1.2; }", file: "a.css").usages
        #expect(plain.map(\.pointSize) == [16] && plain.first?.skipped == nil)
        let set = CSSScanner.usages("html { font-size: 62.5% } body { font-family: Brand; }", file: "a.css").usages
        #expect(set.map(\.pointSize) == [10])
        // The root's em and rem are of the initial 16 px (HTML5 Boilerplate's `html { font-size: 1em }`).
        for (root, size) in [("1em", 16.0), ("0.625rem", 10), ("1.25EM", 20)] {
            let em = CSSScanner.usages(
                "html { font-size: \(root) } .x { font-family: Brand; font-size: 2rem; }", file: "a.css"
            ).usages
            #expect(em.last?.pointSize == 2 * size, "\(root)")
        }
        // `font-size: 0` shows no text of its own: no usage.
        let zero = CSSScanner.usages(
            "ul.menu { font-family: Brand; font-size: 0; } .a { font-family: Brand; font-size: 0PX }", file: "a.css")
        #expect(zero.usages.isEmpty)
        // A class's element may be any: its size stays not known.
        let rule = CSSScanner.usages(".x { font-family: Brand; }", file: "a.css").usages
        #expect(rule.map(\.pointSize) == [nil])
    }

    @Test("a selector written over lines is read and shown on one")
    func selectorLines() {
        let usages = CSSScanner.usages("h1,\n  h2\t.x { font-family: Brand; }", file: "a.css").usages
        #expect(usages.map(\.kind) == [.css(selector: "h1, h2 .x")])
    }

    @Test(
        "SCSS: a top-level mixin without parameters is what each @include of it sets, under the rule's own, from any sheet"
    )
    func scssMixins() throws {
        let typography = CSSScanner.sheet(
            """
            @mixin bebas-bold { font-family: "Bebas"; }
            @mixin title() { @include bebas-bold; font-size: 52px; line-height: 1.1; .x { font-size: 9px } }
            @mixin sized($size) { font-size: $size; }
            @mixin twice { font-family: A; }
            """, file: "_typography.scss")
        let other = CSSScanner.sheet("@mixin twice { font-family: B; }", file: "_other.scss")
        let page = CSSScanner.sheet(
            """
            body { font-family: Body; font-size: 16px; }
            .name { @include title; font-size: 40px; }
            .tag { @include bebas-bold(); font-size: 12px; }
            .free { @include sized(20px); @include twice; font-size: 13px; }
            """, file: "page.scss")
        let found = CSSScanner.usages(of: CSSScanner.included([typography, other, page]))
        #expect(found[0].isEmpty && found[1].isEmpty)
        #expect(found[2].map(\.line) == [1, 2, 3, 4])
        #expect(found[2].map(\.font) == [.name("Body"), .name("Bebas"), .name("Bebas"), .name("Body")])
        #expect(found[2].map(\.pointSize) == [16, 40, 12, 13])
        #expect(found[2][1].lineHeight == .multiplier(1.1))
        // Read alone (no sheet declares it), an @include adds nothing.
        #expect(CSSScanner.usages(of: CSSScanner.included([page]))[0].map(\.font).allSatisfy { $0 == .name("Body") })
    }

    @Test(
        "a Vue or Svelte component's <style> blocks are its sheet, at their lines (Less not read); html, :host is the document's root"
    )
    func components() throws {
        let vue = """
            <template>
              <button class="a">Go</button>
            </template>
            <style scoped lang="scss">
            .a { font-size: 2em; .b { font-size: 12px } }
            </style>
            <style lang="less">
            .c { font-size: 30px; }
            </style>
            """
        let component = try #require(CSSScanner.componentSheet(vue, file: "Button.vue"))
        let root = CSSScanner.sheet("html, :host { font-family: Brand; font-size: 10px; }", file: "base.css")
        let found = CSSScanner.usages(of: [root, component])
        #expect(found[1].map(\.line) == [5, 5] && found[1].map(\.pointSize) == [20, 12])
        #expect(found[1].allSatisfy { $0.font == .name("Brand") })
        #expect(CSSScanner.componentSheet("<template><p>Hi</p></template>", file: "P.vue") == nil)
    }

    @Test(
        "custom properties inherit from the rules a rule is nested in; a selector's rules in other sheets are the same elements"
    )
    func customPropertiesAndSharedSelectors() {
        let app = CSSScanner.sheet(
            """
            .app {
              --ui-font: Brand, system-ui;
              --ui-size: var(--base);
              --base: 14px;
              font-family: var(--ui-font);
              .menu { font-size: var(--ui-size); }
            }
            """, file: "app.scss")
        let component = CSSScanner.sheet(
            """
            .app {
              .dialog { font-size: 0.875rem; line-height: 1.25; }
            }
            .other { font-size: 12px; }
            """, file: "dialog.scss")
        let found = CSSScanner.usages(of: [app, component])
        // .app's family reaches its nested .menu, whose size is a property of a property.
        #expect(found[0].map(\.line) == [1, 6] && found[0].map(\.pointSize) == [nil, 14])
        #expect(found[0].allSatisfy { $0.font == .name("Brand") })
        // Another sheet's .app is the same element: its family, its property; .other has no family.
        #expect(
            found[1].map(\.line) == [2] && found[1].first?.font == .name("Brand") && found[1].first?.pointSize == 14)
    }

    @Test(
        "a rule with only a size takes body's family; one with only a family body's size; em is of body's size"
    )
    func inherited() {
        let (usages, _) = CSSScanner.usages(
            """
            html { font-size: 62.5%; }
            body { font-family: "Brand", sans-serif; font-size: 1.6rem; }
            .title { font-size: 24px; line-height: 1.1; }
            .label { font-family: Other; }
            .note { font-size: 1.2em; }
            .plain { color: red; }
            """, file: "site.css")
        #expect(usages.map(\.line) == [2, 3, 4, 5])  // html sets no family and is no usage; .plain sets neither
        #expect(usages[0].font == .name("Brand") && usages[0].pointSize == 16)
        #expect(usages[1].font == .name("Brand") && usages[1].pointSize == 24)
        #expect(usages[2].font == .name("Other") && usages[2].pointSize == 16)
        #expect(usages[3].font == .name("Brand") && usages[3].pointSize == 19.2)
        func document(_ css: String) -> CSSScanner.Document {
            CSSScanner.document(of: [CSSScanner.sheet(css, file: "a.css")])
        }
        #expect(document("html { font-size: 20px }").fontSize == 20)
        #expect(document(".a { font-size: 20px }").fontSize == nil && document(".a { font-size: 20px }").family == nil)
    }
}
