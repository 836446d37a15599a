import AuditPipeline
import Foundation
import LineBoxAnalysis
import Testing

@testable import AppScan

/// Tailwind CSS's classes as the rules it generates (its `utilities.ts` and `corePlugins.js`), a
/// project's theme over the defaults generated from its source, and elements in templates.
@Suite("Tailwind CSS: classes, themes, templates")
struct TailwindTests {
    @Test("classes as Tailwind 3 and 4 generate them: sizes with their line heights, leading over them, clips")
    func declarations() {
        func css(_ classes: String, _ theme: TailwindTheme = .version3) -> [String: String] {
            TailwindClasses.declarations(classes, theme: theme)
        }
        // Version 3's `text-xl` is 1.25rem with a line height of 1.75rem (config.full.js);
        // version 4's the same size with calc(1.75 / 1.25) worked out.
        #expect(css("text-xl") == ["font-size": "1.25rem", "line-height": "1.75rem"])
        #expect(css("text-xl", .version4) == ["font-size": "1.25rem", "line-height": "1.4"])
        // leading-* wins over the size's line height whatever the order (v4: var(--tw-leading, ...)).
        #expect(css("leading-none text-5xl") == ["font-size": "3rem", "line-height": "1"])
        #expect(css("text-sm leading-tight", .version4) == ["font-size": "0.875rem", "line-height": "1.25"])
        // A modifier: v3 from the lineHeight scale, v4 a multiple of --spacing (0.25rem).
        #expect(css("text-sm/6") == ["font-size": "0.875rem", "line-height": "1.5rem"])
        #expect(css("text-sm/7", .version4) == ["font-size": "0.875rem", "line-height": "1.75rem"])
        #expect(css("leading-5", .version4) == ["line-height": "1.25rem"])
        #expect(css("text-[17px]/[22px]") == ["font-size": "17px", "line-height": "22px"])
        // Colours and alignment are no sizes; a variant is not the base style.
        #expect(css("text-red-500 text-center text-[#fff] md:text-xl hover:font-serif") == [:])
        #expect(
            css("truncate")
                == ["overflow": "hidden", "text-overflow": "ellipsis", "white-space": "nowrap"])
        #expect(css("line-clamp-2") == ["overflow": "hidden", "-webkit-line-clamp": "2"])
        #expect(css("overflow-x-hidden") == ["overflow-x": "hidden", "overflow-y": "auto"])
        #expect(css("overflow-x-clip") == ["overflow-x": "clip"])
        #expect(css("bg-clip-text text-transparent") == ["background-clip": "text"])
        // Hidden from sight, kept for screen readers; shown again.
        #expect(
            css("sr-only") == [
                "position": "absolute", "width": "1px", "height": "1px", "overflow": "hidden",
                "clip": "rect(0, 0, 0, 0)", "white-space": "nowrap",
            ])
        #expect(CSSScanner.isVisuallyHidden(css("sr-only")) && !CSSScanner.isVisuallyHidden(css("sr-only not-sr-only")))
        // An arbitrary property is its declaration.
        #expect(
            css("[text-box:trim-both_cap_alphabetic] md:[text-box:normal]") == ["text-box": "trim-both cap alphabetic"])
        #expect(
            css("font-serif font-bold uppercase") == [
                "font-family": "ui-serif, Georgia, Cambria, \"Times New Roman\", Times, serif", "font-weight": "700",
                "text-transform": "uppercase",
            ])
        #expect(
            css("font-['Brand_Sans'] -tracking-wide") == ["font-family": "'Brand Sans'", "letter-spacing": "-0.025em"])
        #expect(
            css("h-6 py-0.5 !pt-1") == [
                "height": "1.5rem", "padding-top": "0.25rem", "padding-bottom": "0.125rem",
            ])
        #expect(
            css("h-6 py-0.5", .version4) == [
                "height": "1.5rem", "padding-top": "0.125rem", "padding-bottom": "0.125rem",
            ])
    }

    @Test("a file's Tailwind package is the nearest folder that holds it, never one whose name only begins its path")
    func nearestPackage() {
        let folders: Set<String> = ["", "apps/web", "apps/web/docs", "apps/we"]
        #expect(TailwindProject.nearest("apps/web/src/app.css", among: folders) == "apps/web")
        #expect(TailwindProject.nearest("apps/web/docs/page.html", among: folders) == "apps/web/docs")
        #expect(TailwindProject.nearest("apps/web", among: folders) == "apps/web")
        #expect(TailwindProject.nearest("apps/website/index.html", among: folders) == "")
        #expect(TailwindProject.nearest("index.html", among: folders) == "")
        #expect(TailwindProject.nearest("apps/website/index.html", among: ["apps/web"]) == nil)
        #expect(TailwindProject.nearest("", among: ["", "a"]) == "")
    }

    @Test("a project's theme: v3 config's theme replaces a key and extend adds to it; v4 @theme; the version")
    func projectTheme() {
        let config = TailwindTheme.config(
            SourceText(
                """
                const defaultTheme = require('tailwindcss/defaultTheme') // theme: { fontSize: {} }
                module.exports = {
                  content: ['./src/**/*.tsx'],
                  theme: {
                    lineHeight: { snug: '1.2' },
                    extend: {
                      fontFamily: { brand: ['"Brand Sans"', ...defaultTheme.fontFamily.sans], spread: [...x, 'A'] },
                      fontSize: { huge: ['3rem', { lineHeight: '1', letterSpacing: '-0.02em' }], tiny: ['8px', '10px'],
                        'mid': '1.1rem' },
                      colors: { brand: '#f00' },
                    },
                  },
                }
                """, .javascript))
        #expect(config.replaced == ["leading"])
        #expect(
            config.values == [
                "leading": ["snug": "1.2"], "font": ["brand": "\"Brand Sans\""],
                "text": ["huge": "3rem", "tiny": "8px", "mid": "1.1rem"],
                "text--line-height": ["huge": "1", "tiny": "10px"], "text--letter-spacing": ["huge": "-0.02em"],
            ])
        let theme = TailwindTheme.project(major: 3, config)
        #expect(theme.value("leading", "tight") == nil && theme.value("text", "xl") == "1.25rem")

        let sheet = """
            @import "tailwindcss";
            /* @theme { --font-ghost: X; } */
            @theme {
              --font-*: initial;
              --font-display: "Satoshi", sans-serif;
              --text-huge: 4rem;
              --text-huge--line-height: calc(4.5 / 4);
              @keyframes spin { to { transform: rotate(360deg); } }
            }
            """
        let overrides = TailwindTheme.sheet(sheet)
        #expect(overrides.replaced == ["font"])
        #expect(
            overrides.values == [
                "font": ["display": "\"Satoshi\", sans-serif"], "text": ["huge": "4rem"],
                "text--line-height": ["huge": "calc(4.5 / 4)"],
            ])
        #expect(
            TailwindClasses.declarations("font-display text-huge", theme: .project(major: 4, overrides)) == [
                "font-family": "\"Satoshi\", sans-serif", "font-size": "4rem", "line-height": "1.125",
            ])
        #expect(TailwindTheme.sheetVersion(sheet) == 4 && TailwindTheme.sheetVersion("@tailwind base;") == 3)
        #expect(TailwindTheme.sheetVersion("/* @tailwind base; */ .a {}") == nil)
        #expect(TailwindTheme.packageVersion(#"{"devDependencies": {"tailwindcss" : "~4.1.3"}}"#) == 4)
        #expect(TailwindTheme.packageVersion(#"{"dependencies": {"tailwindcss": "latest"}}"#) == nil)
    }

    @Test("elements: class and className literals with their tag, line, column and text; bindings and expressions not")
    func elements() {
        let source = """
            <template>
              <p :class="text-xl">{{ a }}</p>
              <h1 class="font-brand   text-2xl">Ågjy</h1>
            </template>
            const A = () => <span className={'text-sm truncate'}>{name}</span>;
            const B = () => <b className={`text-lg ${x}`}>b</b>;
            const C = () => <Title data-class="text-sm" className={`text-lg`} />;
            const D = () => <div className="flex gap-2">x</div>;
            const E = () => <p className={cn("text-sm  font-medium", active && "font-bold", `leading-none ${y}`)}>e</p>;
            const F = () => <p className={clsx(size === 'lg' ? 'text-lg' : 'text-sm')}>f</p>;
            const G = () => <p className={`text-xs ${on ? "truncate" : ""} uppercase`}>g</p>;
            const H = () => <p className="text-xs">Hello <b>you</b></p>;
            """
        let found = TailwindClasses.elements(source).map {
            "\($0.line):\($0.column) \($0.tag) [\($0.classes)] \($0.text ?? "-")"
        }
        // A template literal's text outside `${}` and a class helper's literal arguments are
        // always applied; a condition's strings are not. Text is known only whole.
        #expect(
            found == [
                "3:7 h1 [font-brand text-2xl] Ågjy", "5:23 span [text-sm truncate] -",
                "6:20 b [text-lg] b", "7:45 Title [text-lg] -", "9:20 p [text-sm font-medium leading-none] e",
                "11:20 p [text-xs uppercase] g", "12:20 p [text-xs] -",
            ])
    }

    @Test(
        "a script's element shows the texts its expressions give: a literal list's fields under .map, a condition's branches"
    )
    func scriptTexts() {
        let source = """
            const STATS = [{ value: 'Ågjy' }, { value: 'Zoë' }];
            const shown = STATS.slice(0, 2);
            export const S = () => <div>{shown.map(s => <p className="text-4xl truncate">{s.value}</p>)}</div>;
            export const T = ({ label, on }) => <p className="text-sm truncate">{label}</p>;
            export const U = ({ on }) => <p className="text-sm truncate">{on ? 'Oui' : 'Non'}</p>;
            export const V = () => (
              <div>{[{ step: '01' }, { step: 'Äpq' }].map((item, i) => <p className="text-5xl truncate">{item.step}</p>)}</div>
            );
            """
        let texts = TailwindClasses.elements(source, jsx: true).map { [$0.text] + $0.otherTexts }
        // A list mapped where it stands is a literal list too.
        #expect(texts == [["Ågjy", "Zoë"], [nil], ["Oui", "Non"], ["01", "Äpq"]])
        // A template's `{{ }}` is not JSX: its text is read as written only where it has none.
        #expect(TailwindClasses.elements(source).map(\.text) == [nil, nil, nil, nil])
    }

    @Test(
        "an element's only child, a block: its literal classes; none where there are two, an inline, text or no closing tag near"
    )
    func onlyChild() {
        let source = """
            const A = ({ children }) => (
              <Content className="overflow-hidden text-sm" {...props}>
                <div className={cn("pb-4 pt-0", className)}>{children}</div>
              </Content>
            );
            const B = () => <p className="text-sm truncate"><div className="p-2"><div>a</div></div></p>;
            const C = () => <p className="text-sm truncate"><div className="p-2">a</div><div>b</div></p>;
            const D = () => <p className="text-sm truncate"><span className="p-2">a</span></p>;
            const E = () => <p className="text-sm truncate"><div className="p-2">a</div> b</p>;
            const F = () => <p className="text-sm truncate"><div className="p-2" /></p>;
            """
        let found = TailwindClasses.elements(source).map {
            "\($0.line) \($0.onlyChild.map { "\($0.tag) [\($0.classes)]" } ?? "-")"
        }
        #expect(found == ["2 div [pb-4 pt-0]", "6 div [p-2]", "7 -", "8 -", "9 -", "10 -"])
        // A child whose closing tag ends just past the 4,000 bytes it is looked for in.
        let long = #"<p className="text-sm truncate"><div className="p-2">"# + String(repeating: "a", count: 3_996)
        #expect(TailwindClasses.elements(long + "</div></p>").first?.onlyChild?.classes == "p-2")
        #expect(TailwindClasses.elements(long + "</div>").first?.onlyChild == nil)
    }

    @Test("theme() in a sheet's values: v3's paths, v4's variables, UnoCSS's; a name of no value read stays")
    func themeFunction() {
        let v3 = TailwindTheme.version3
        #expect(TailwindClasses.themed(#"theme("fontFamily.serif")"#, theme: v3) == v3.value("font", "serif"))
        #expect(
            TailwindClasses.themed("calc(theme(spacing[2.5]) + theme('fontSize.lg'))", theme: v3)
                == "calc(0.625rem + 1.125rem)")
        #expect(TailwindClasses.themed("--theme(--text-lg)", theme: .version4) == "1.125rem")
        #expect(TailwindClasses.themed("theme(colors.red.500)", theme: v3) == "theme(colors.red.500)")
        #expect(TailwindClasses.themed("theme(fontSize.16)", theme: .unocss) == "theme(fontSize.16)")
    }

    @Test(
        "UnoCSS: its classes read with preset-mini's theme and the config's merged into it; numbers in quarters of a rem; its reset only where imported"
    )
    func unocss() throws {
        let folder = NSTemporaryDirectory() + "inkbox-unocss-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
        try #"{ "devDependencies": { "unocss": "^66.0.0" } }"#.write(
            toFile: folder + "/package.json", atomically: true, encoding: .utf8)
        try """
        import { defineConfig, presetUno } from 'unocss'
        export default defineConfig({
          presets: [presetUno()],
          theme: { fontFamily: { brand: 'Brand, sans-serif' }, fontSize: { huge: ['5rem', '1'] } },
        })
        """.write(toFile: folder + "/uno.config.ts", atomically: true, encoding: .utf8)
        try """
        <template>
          <h1 class="font-brand text-huge truncate">Ågjy</h1>
          <p class="font-brand text-16 leading-6 truncate">Big</p>
          <p class="font-brand text-xl truncate">Xl</p>
          <p class="font-brand text-[13px] truncate">Own</p>
          <p class="font-sans text-xl truncate">Platform</p>
        </template>
        """.write(toFile: folder + "/src/App.vue", atomically: true, encoding: .utf8)
        func read() -> [TextUsage] { AppScan(root: folder).usages.sorted { $0.line < $1.line } }
        // The config's fontSize adds `huge` to the preset's sizes (`xl` stays); `text-16` is 4rem,
        // `leading-6` 1.5rem; without the reset an element's own line height is the browser's.
        let usages = read()
        #expect(usages.map(\.line) == [2, 3, 4, 5] && usages.allSatisfy { $0.font == .name("Brand") })
        #expect(usages.map(\.pointSize) == [80, 64, 20, 13])
        #expect(usages.map(\.lineHeight) == [.multiplier(1), .fixed(24), .fixed(28), .normal])
        // With UnoCSS's Tailwind reset imported, Tailwind's base: line-height 1.5.
        try "import '@unocss/reset/tailwind.css'\nimport 'uno.css'".write(
            toFile: folder + "/src/main.ts", atomically: true, encoding: .utf8)
        #expect(read().last?.lineHeight == .multiplier(1.5))
        // Where the package also depends on Tailwind, the site is Tailwind's: `text-16` is no size.
        try #"{ "devDependencies": { "unocss": "^66.0.0", "tailwindcss": "^3.4.1" } }"#.write(
            toFile: folder + "/package.json", atomically: true, encoding: .utf8)
        #expect(read().first { $0.line == 3 }?.pointSize != 64)
    }

    @Test("sites: a package that uses Tailwind has its own base and theme; sheets outside it are read without them")
    func sites() throws {
        let folder = NSTemporaryDirectory() + "inkbox-tailwind-sites-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for path in ["/site/src", "/docs"] {
            try FileManager.default.createDirectory(atPath: folder + path, withIntermediateDirectories: true)
        }
        try #"{ "dependencies": { "tailwindcss": "^4.0.0" } }"#.write(
            toFile: folder + "/site/package.json", atomically: true, encoding: .utf8)
        try "@theme { --font-sans: Brand, sans-serif; }".write(
            toFile: folder + "/site/src/app.css", atomically: true, encoding: .utf8)
        try #"<p class="text-sm truncate">Site</p>"#.write(
            toFile: folder + "/site/src/index.html", atomically: true, encoding: .utf8)
        // Another site of the tree: no Tailwind base (line-height 1.5), its classes not Tailwind's.
        try ".a { font-family: Docs; font-size: 16px; }".write(
            toFile: folder + "/docs/a.css", atomically: true, encoding: .utf8)
        try #"<p class="text-sm truncate">Docs</p>"#.write(
            toFile: folder + "/docs/index.html", atomically: true, encoding: .utf8)
        // A site in Tailwind's default sans (generic): a rule that only inherits it is the platform's
        // font, not listed; one that names a generic family itself is, as any sheet's.
        try FileManager.default.createDirectory(atPath: folder + "/plain", withIntermediateDirectories: true)
        try #"{ "dependencies": { "tailwindcss": "^4.0.0" } }"#.write(
            toFile: folder + "/plain/package.json", atomically: true, encoding: .utf8)
        try """
        .size { font-size: 12px; }
        .inherit { font-family: inherit; font-size: 12px; }
        .mono { font-family: ui-monospace; font-size: 12px; }
        """.write(toFile: folder + "/plain/a.css", atomically: true, encoding: .utf8)
        // A Hugo site's layouts/ is no Android layout folder (layout, layout-land): not read as one.
        try FileManager.default.createDirectory(atPath: folder + "/docs/layouts", withIntermediateDirectories: true)
        try "{{ printf \"<?xml\" }}<urlset></urlset>".write(
            toFile: folder + "/docs/layouts/sitemap.xml", atomically: true, encoding: .utf8)
        let scan = AppScan(root: folder)
        #expect(scan.errors.isEmpty)
        let usages = scan.usages.sorted { $0.file < $1.file }
        #expect(usages.map { "\($0.file):\($0.line)" } == ["docs/a.css:1", "plain/a.css:3", "site/src/index.html:1"])
        // Normal outside a site, the base's 1.5, v4's text-sm: calc(1.25 / 0.875).
        #expect(usages.map(\.lineHeight) == [.normal, .multiplier(1.5), .multiplier(1.25 / 0.875)])
        #expect(usages.last?.font == .name("Brand"))
    }

    @Test(
        "font providers' families a sheet or page links or imports (Google Fonts' CSS API v1 and v2, Fontshare's): in order, once each, lowercased"
    )
    func fontLinks() throws {
        let found = FontLinks.families(
            """
            @import url('https://fonts.googleapis.com/css2?family=Plus+Jakarta+Sans:wght@400;700&family=Roboto%20Mono&display=swap');
            <link href="https://fonts.googleapis.com/css?family=Lato|Open+Sans:400,700" rel="stylesheet">
            <link href="https://fonts.googleapis.com/css2?family=Lato">
            @import url('https://api.fontshare.com/v2/css?f[]=satoshi@400,500&f%5B%5D=clash-display@600&display=swap');
            """)
        #expect(
            found.map(\.family) == [
                "plus jakarta sans", "roboto mono", "lato", "open sans", "satoshi", "clash display",
            ])
        #expect(
            found.map(\.provider) == [
                "Google Fonts", "Google Fonts", "Google Fonts", "Google Fonts", "Fontshare", "Fontshare",
            ])
        #expect(FontLinks.families("https://fonts.googleapis.com/css2 family=Inter").isEmpty)
        #expect(!FontLinks.mayLink("fonts.example.com/css?family=Inter"))
    }

    @Test("Next.js fonts: a local font's files and a Google font's family, each defining its variable")
    func nextFonts() {
        let fonts = NextFonts.fonts(
            SourceText(
                """
                import { Inter as FontSans, Roboto_Mono } from "next/font/google"
                import localFont from 'next/font/local'
                const fontSans = FontSans({ subsets: ["latin"], variable: "--font-sans" })
                const mono = Roboto_Mono({ variable: '--font-mono' })
                const nacelle = localFont({
                  src: [
                    { path: "../public/fonts/nacelle-regular.woff2", weight: "400" },
                    { path: "../public/fonts/nacelle-semibold.woff2", weight: "600" },
                  ],
                  variable: "--font-nacelle",
                })
                const heading = localFont({ src: "../assets/fonts/CalSans.woff2", variable: "--font-heading" })
                const noVariable = localFont({ src: "./x.woff2" })
                """, .javascript))
        #expect(
            fonts == [
                .init(variable: "--font-heading", family: "heading", files: ["../assets/fonts/CalSans.woff2"]),
                .init(variable: "--font-mono", family: "Roboto Mono", files: []),
                .init(
                    variable: "--font-nacelle", family: "nacelle",
                    files: ["../public/fonts/nacelle-regular.woff2", "../public/fonts/nacelle-semibold.woff2"]),
                .init(variable: "--font-sans", family: "Inter", files: []),
            ])
        // Next 13's package, `@next/font`, the same.
        let older = NextFonts.fonts(
            SourceText(
                """
                import { Nunito } from "@next/font/google";
                const nunito = Nunito({ subsets: ["latin"], variable: "--nunito" });
                """, .javascript))
        #expect(older == [.init(variable: "--nunito", family: "Nunito", files: [])])
    }

    @Test("a scan: elements checked as rules with their text, in the theme's fonts; the platform's font not listed")
    func scan() throws {
        let folder = NSTemporaryDirectory() + "inkbox-tailwind-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
        try #"{ "devDependencies": { "tailwindcss": "^3.4.1" } }"#.write(
            toFile: folder + "/package.json", atomically: true, encoding: .utf8)
        try """
        module.exports = { theme: { extend: { fontFamily: { brand: ['Brand', 'sans-serif'] } } } }
        """.write(toFile: folder + "/tailwind.config.js", atomically: true, encoding: .utf8)
        try """
        @tailwind base;
        @font-face { font-family: Brand; src: url(./Brand.ttf); }
        """.write(toFile: folder + "/src/index.css", atomically: true, encoding: .utf8)
        try """
        export const App = () => (
          <main>
            <h1 className="font-brand text-5xl truncate">Ågjy</h1>
            <p className="text-sm leading-none truncate">Platform</p>
            <span className="font-brand text-5xl sr-only">Ågjy</span>
          </main>
        );
        """.write(toFile: folder + "/src/App.jsx", atomically: true, encoding: .utf8)
        let usages = AppScan(root: folder).usages
        #expect(usages.count == 1)
        let usage = try #require(usages.first)
        #expect(usage.file == "src/App.jsx" && usage.line == 3 && usage.column == 9)
        #expect(usage.kind == .fontReference(#"<h1 class="font-brand text-5xl truncate">"#))
        #expect(usage.text == "Ågjy" && usage.pointSize == 48 && usage.lineHeight == .multiplier(1))
        #expect(usage.overflow == .hidden && usage.font == .fileNamed("Brand", family: "Brand"))

        // A clip whose text sits in its only child, a block: the child's padding is room (shadcn/ui's
        // AccordionContent), its own where it sets one.
        try """
        export const Content = ({ children, className }) => (
          <Root className="font-brand text-sm overflow-hidden pt-1">
            <div className={cn("pb-4 pt-0 px-2", className)}>{children}</div>
          </Root>
        );
        """.write(toFile: folder + "/src/Accordion.jsx", atomically: true, encoding: .utf8)
        let content = try #require(AppScan(root: folder).usages.first { $0.file == "src/Accordion.jsx" })
        #expect(content.padding == Edges(top: 4, bottom: 16, left: 8, right: 8))
        #expect(
            content.overflowReason
                == #"overflow: hidden; its text inside its only child <div class="pb-4 pt-0 px-2">, whose padding is room"#
        )
        try FileManager.default.removeItem(atPath: folder + "/src/Accordion.jsx")

        // Tailwind 4 with a Next.js font: the theme's family names the font's variable, and the
        // layout's <body> classes set the document's family and size, which elements inherit (the
        // body is no usage of its own).
        try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
        try """
        @import "tailwindcss";
        @theme { --font-display: var(--font-display), sans-serif; --text-quote: 20px; }
        .title { @apply text-4xl leading-none; overflow: hidden; }
        .quote { font-family: var(--font-display); font-size: var(--text-quote); overflow: hidden; }
        """.write(toFile: folder + "/src/index.css", atomically: true, encoding: .utf8)
        try """
        import localFont from "next/font/local";
        const display = localFont({ src: "../src/Brand.ttf", variable: "--font-display" });
        export default function Layout({ children }) {
          return <body className={`${display.variable} font-display text-lg`}>{children}</body>;
        }
        """.write(toFile: folder + "/app/layout.tsx", atomically: true, encoding: .utf8)
        try """
        export const Page = () => <p className="leading-none truncate">Ågjy</p>;
        """.write(toFile: folder + "/app/page.tsx", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder + "/tailwind.config.js")
        try #"{ "dependencies": { "tailwindcss": "^4.1.0" } }"#.write(
            toFile: folder + "/package.json", atomically: true, encoding: .utf8)
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/src/Brand.ttf"))
        // React DOM's inline style (a Next.js ImageResponse): no React Native usage.
        try """
        import { ImageResponse } from "next/og";
        export default () => new ImageResponse(<div style={{ fontFamily: "Brand", fontSize: 60 }}>OG</div>);
        """.write(toFile: folder + "/app/og.tsx", atomically: true, encoding: .utf8)
        let next = AppScan(root: folder).usages.map { usage in
            var font = "-"
            if case .file(let path, let family)? = usage.font {
                font = "\(family) \((path as NSString).lastPathComponent)"
            }
            return "\(usage.file):\(usage.line) \(usage.kind) \(font) \(usage.pointSize ?? 0) \(usage.text ?? "-")"
        }
        // font-brand is no class of this theme: the h1 inherits the body's family, as the p does.
        #expect(
            next == [
                #"app/page.tsx:1 <p class="leading-none truncate"> display Brand.ttf 18.0 Ågjy"#,
                #"src/App.jsx:3 <h1 class="font-brand text-5xl truncate"> display Brand.ttf 48.0 Ågjy"#,
                #"src/App.jsx:4 <p class="text-sm leading-none truncate"> display Brand.ttf 14.0 Platform"#,
                // A sheet's rule with @apply: the classes' declarations under its own.
                "src/index.css:3 css .title display Brand.ttf 36.0 -",
                // The theme's variables on the root, the Next.js font's over them.
                "src/index.css:4 css .quote display Brand.ttf 20.0 -",
            ])
        #expect(
            AppScan(root: folder).usages.first { $0.kind == .css(selector: ".title") }?.lineHeight == .multiplier(1))

        // With NativeWind, scripts' classes style React Native views: not the web's (the layout's
        // body too: the sheet's .title is left in the default sans, the platform's font). .quote
        // names its family; version 3 sets no `--text-quote`, so its size is not known.
        try #"{ "dependencies": { "tailwindcss": "^3.4.1", "nativewind": "^4.1.0" } }"#.write(
            toFile: folder + "/package.json", atomically: true, encoding: .utf8)
        let native = AppScan(root: folder).usages
        #expect(native.map(\.kind) == [.css(selector: ".quote")] && native.first?.pointSize == nil)

        // The same classes where no config, sheet or package.json says Tailwind: not Tailwind's.
        try FileManager.default.removeItem(atPath: folder + "/package.json")
        try "".write(toFile: folder + "/src/index.css", atomically: true, encoding: .utf8)
        #expect(AppScan(root: folder).usages.isEmpty)
    }
}
