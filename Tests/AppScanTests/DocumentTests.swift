import Foundation
import Testing

@testable import AppScan

/// HTML documents and the rules that style their elements (issue 45, item 3).
@Suite("Documents: HTML markup, selectors and the cascade")
struct DocumentTests {
    @Test(
        "markup: elements with their parents and siblings, text, entities; comments, scripts and void elements hold none"
    )
    func markup() {
        let markup = HTMLMarkup(
            """
            <!DOCTYPE html>
            <html><head><link rel="stylesheet" href="a.css?v=2"><title>T &amp; T</title></head>
            <body class="home  dark"><!-- <p>not</p> -->
            <p>One &eacute;t&#xE9; &unknown; <b>bold</b> tail<p>Two<br>lines
            <ul><li>a<li id=x data-k='v'>b</ul>
            <script>if (a < b) { document.write("<p>no</p>") }</script>
            <DIV>Up</DIV></body></html>
            """)
        let tags = markup.elements.map(\.tag)
        #expect(
            tags == ["html", "head", "link", "title", "body", "p", "b", "p", "br", "ul", "li", "li", "script", "div"])
        let element = { (tag: String) in markup.elements.first { $0.tag == tag } }
        #expect(markup.links == ["a.css?v=2"])
        #expect(element("body")?.classes == ["home", "dark"] && element("body")?.line == 3)
        // A p is closed by the next p and by a ul; an li by the next li.
        let paragraphs = markup.elements.indices.filter { markup.elements[$0].tag == "p" }
        #expect(paragraphs.map { markup.elements[$0].parent } == [4, 4])
        #expect(markup.elements[9].parent == 4 && markup.elements[11].parent == 9 && markup.elements[11].previous == 10)
        #expect(markup.elements[paragraphs[0]].text == "One été &unknown; tail")
        #expect(markup.elements[paragraphs[1]].text == "Two lines")
        #expect(markup.elements[11].id == "x" && markup.elements[11].attributes["data-k"] == "v")
        #expect(element("title")?.text == "" && element("script")?.text == "" && element("div")?.text == "Up")
        #expect(markup.elements[10].isLast == false && markup.elements[11].isLast)
    }

    @Test(
        "markup: a text past 4,000 bytes keeps the characters it adds; past the element limit the document is cut, said"
    )
    func markupLimits() {
        let long = HTMLMarkup("<p>" + String(repeating: "a ", count: 3_000) + "Ω</p>")
        #expect(long.elements[0].text.utf8.count <= 4_000 && long.elements[0].moreCharacters == ["Ω"])
        let many = HTMLMarkup(String(repeating: "<i>", count: HTMLMarkup.elementLimit + 1))
        #expect(many.truncated && many.elements.count == HTMLMarkup.elementLimit)
        // Many elements of few styles are a usage each style; more styles than a sheet's usages
        // are refused, said.
        var cache = SelectorCache()
        let sheet = CSSScanner.sheet("p { font-family: Brand; font-size: 12px }", file: "a.css")
        let alike = HTMLMarkup(String(repeating: "<p>x</p>", count: 3 * AppScan.usageLimit))
        let read = StyledDocuments.usages(of: .init(file: "a.html", markup: alike), sheets: [sheet], selectors: &cache)
        #expect(read.problem == nil && read.usages.count == 3 * AppScan.usageLimit)
        let sizes = (0...AppScan.usageLimit).map { #"<p style="font-size: \#($0 + 10)px">x</p>"# }.joined()
        let styled = StyledDocuments.usages(
            of: .init(file: "b.html", markup: HTMLMarkup(sizes)), sheets: [sheet], selectors: &cache)
        #expect(styled.usages.isEmpty && styled.problem?.hasPrefix("more than 2000 styles of text") == true)
    }

    @Test("selectors: types, classes, ids, attributes, combinators and structural pseudo-classes; states match nothing")
    func selectors() throws {
        let markup = HTMLMarkup(
            """
            <html><body><div class="day today" id="d1" lang="fr-CA"><span>1</span><em>2</em><em>3</em></div>
            <a href="/x" class="md:big">link</a></body></html>
            """)
        func matching(_ selector: String) -> [String] {
            var budget = 100_000
            guard let list = CSSSelector.list(selector[...]) else { return ["unread"] }
            return markup.elements.indices.filter { index in
                list.contains { $0.matches(index, in: markup, budget: &budget) }
            }.map { markup.elements[$0].tag + "\(markup.elements[$0].text)" }
        }
        #expect(matching(".day span") == ["span1"])
        #expect(matching("body > span") == [])
        #expect(matching("div.today > em") == ["em2", "em3"])
        #expect(matching("span + em") == ["em2"] && matching("span ~ em") == ["em2", "em3"])
        #expect(matching("#d1 :last-child") == ["em3"] && matching("em:first-of-type") == ["em2"])
        #expect(matching("div > :nth-child(2n+1)") == ["span1", "em3"] && matching("em:nth-of-type(2)") == ["em3"])
        #expect(matching("[lang|=fr] em:not(:last-child)") == ["em2"])
        #expect(
            matching("a[href^='/']") == ["alink"] && matching(".md\\:big") == ["alink"]
                && matching("a:link") == ["alink"])
        #expect(matching(":root") == ["html"] && matching(":is(span, em):where(.x, *)") == ["span1", "em2", "em3"])
        // States and pseudo-elements: not as the page first draws it.
        #expect(matching("a:hover") == [] && matching("span::before") == [] && matching("span:before") == [])
        #expect(matching("svg|a") == ["unread"] && matching("a >") == ["unread"] && matching("") == ["unread"])
        // Specificity: ids, then classes, attributes and pseudo-classes, then types; :where adds none.
        let specificity = { (text: String) in CSSSelector.list(text[...])?.first?.specificity }
        #expect(specificity("#a .b span") == 1_001_001 && specificity("a:not(#x)") == 1_000_001)
        #expect(specificity(":where(#x) p") == 1 && specificity("[lang] p:first-child") == 2_001)
    }

    @Test("selector matching costs what it tests: a deep tree and long descendant chains stop at the budget")
    func selectorBudget() throws {
        let markup = HTMLMarkup(String(repeating: "<div>", count: 2_000) + "x")
        let selector = try #require(CSSSelector.list((String(repeating: "div ", count: 30) + "p")[...])?.first)
        // No span above: every way up the tree is tried, until the budget ends it.
        let deep = try #require(CSSSelector.list(("span " + String(repeating: "div ", count: 30) + "div")[...])?.first)
        // A selector of more compounds than any sheet's is not read (matching recurses one a step).
        #expect(CSSSelector.list((String(repeating: "div ", count: 256) + "p")[...]) == nil)
        #expect(CSSSelector.list((String(repeating: "div ", count: 255) + "p")[...])?.count == 1)
        var budget = 10_000
        #expect(!selector.matches(1_999, in: markup, budget: &budget))
        #expect(!deep.matches(1_999, in: markup, budget: &budget) && budget <= 0)
    }

    @Test(
        "the font shorthand sets its longhands, resetting the line height it does not name; a system font or var() stays unread"
    )
    func fontShorthand() {
        #expect(
            CSSScanner.fontShorthand("italic bold 25px/2 'PT Sans', sans-serif") == [
                "font-style": "italic", "font-weight": "bold", "font-size": "25px", "line-height": "2",
                "font-family": "'PT Sans', sans-serif",
            ])
        #expect(CSSScanner.fontShorthand("700 1.5em / 1.2 Lato")?["line-height"] == "1.2")
        #expect(CSSScanner.fontShorthand("16px \"Brand Sans\"")?["line-height"] == "normal")
        #expect(CSSScanner.fontShorthand("menu") == nil && CSSScanner.fontShorthand("var(--font)") == nil)
        #expect(CSSScanner.fontShorthand("bold Lato") == nil)
        // In a rule, the shorthand's longhands stand in its place: a later longhand wins.
        let usage = CSSScanner.usages(".a { line-height: 3; font: 20px Lato; line-height: 1.5 }", file: "a.css").usages
        #expect(usage.first?.pointSize == 20 && usage.first?.lineHeight == .multiplier(1.5))
        let reset = CSSScanner.usages(".a { line-height: 3; font: 20px/normal Lato }", file: "a.css").usages
        #expect(reset.first?.lineHeight == .normal)
    }

    @Test("a linked sheet's @imports style the document before it, relative to it, each once")
    func imports() throws {
        let folder = NSTemporaryDirectory() + "inkbox-imports-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/styles/parts", withIntermediateDirectories: true)
        for (path, text) in [
            "styles/index.css": "@import 'parts/base.css';\n@import url(\"parts/slide.css\") screen;\n",
            "styles/parts/base.css": "@import './slide.css';\nbody { font: 25px/2 'Brand', sans-serif; }\n",
            "styles/parts/slide.css": ".slide h2 { font-size: 50px; line-height: 1; }\n",
            "index.html": #"<link rel="stylesheet" href="styles/index.css"><body><div class="slide"><h2>Ég</h2></div>"#,
        ] {
            try text.write(toFile: folder + "/" + path, atomically: true, encoding: .utf8)
        }
        #expect(
            CSSScanner.sheet("@import 'a.css' screen; @import url(b.css); .x { }", file: "s.css").imports == [
                "a.css", "b.css",
            ])
        let usages = AppScan(root: folder).usages
        #expect(usages.count == 1)
        let heading = try #require(usages.first)
        #expect(heading.file == "index.html" && heading.font == .name("Brand") && heading.pointSize == 50)
        #expect(
            heading.lineHeight == .multiplier(1) && heading.via == "styles/parts/base.css:2, styles/parts/slide.css:1")
    }

    @Test(
        "a rule no document links, ending in one class, takes the texts of the template elements of that class where each is known"
    )
    func templateTexts() throws {
        let folder = NSTemporaryDirectory() + "inkbox-template-texts-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/src/scss", withIntermediateDirectories: true)
        for (path, text) in [
            "src/scss/_nav.scss": """
            .nav { .nav__link { font-family: 'Brand'; font-size: 12px; text-transform: uppercase; } }
            .flag__text { font-family: 'Brand'; font-size: 28px; }
            .empty__text { font-family: 'Brand'; font-size: 28px; }
            .who__text { font-family: 'Brand'; font-size: 28px; }
            .many { font-family: 'Brand'; font-size: 28px; }
            """,
            "src/index.html": """
            <nav><a href="#" class="nav__link">About</a> <a class="nav__link active" href="#">Contact</a></nav>
            """,
            "src/Flag.vue": """
            <template><span class="flag__text">Soon...</span><span class="flag__text">{{ blockId }}</span>
            <span class="who__text">{{ name }}</span></template>
            <script>export default { data() { return { blockId: 0, name: '' } } }</script>
            """,
            // Past 64 elements, a class's texts are not known whole.
            "src/list.html": String(repeating: "<li class=\"many\">Item</li>\n", count: 65),
        ] {
            try text.write(toFile: folder + "/" + path, atomically: true, encoding: .utf8)
        }
        let usages = AppScan(root: folder).usages
        let texts = usages.map { [$0.text] + $0.translations.map(\.text) }
        // `blockId` is a number (`data()`): its digits; `name` is not known.
        #expect(texts == [["About", "Contact"], ["Soon...", "0123456789.-"], [nil], [nil], [nil]])
        #expect(usages.first?.note == "its text is that of the 2 template elements of class .nav__link")
    }

    @Test(
        "a scan: each element with text styled by the sheets its document links and holds; unmatched rules stay rules")
    func scan() throws {
        let folder = NSTemporaryDirectory() + "inkbox-documents-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/public/css", withIntermediateDirectories: true)
        try """
        body { font-family: "Brand", serif; font-size: 16px; }
        .day { font-size: 14px; }
        .day span { line-height: 1; overflow: hidden; }
        .day span:hover { line-height: 0.5; }
        .later { font-size: 30px; }
        button { font-family: Brand; }
        """.write(toFile: folder + "/public/css/site.css", atomically: true, encoding: .utf8)
        try """
        <html lang="fr"><head><link rel="stylesheet" href="/css/site.css">
        <style>.note { font-size: 12px }</style></head>
        <body><div class="day"><span>Été</span></div>
        <p>One</p><p>Two</p><p class="note" style="line-height: 2">Small</p>
        <p style="font-family: sans-serif">Platform</p>
        <h1>Titre</h1>
        <button>Go</button><textarea>typed</textarea></body></html>
        """.write(toFile: folder + "/public/index.html", atomically: true, encoding: .utf8)
        let usages = AppScan(root: folder).usages.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        #expect(usages.map(\.file) == ["public/css/site.css"] + Array(repeating: "public/index.html", count: 5))
        // `.later` matches no element of the document: read as a rule, as without one.
        #expect(usages[0].kind == .css(selector: ".later") && usages[0].line == 5)
        // The span: body's family, .day's size, `.day span`'s line height and cut (its :hover not).
        let span = usages[1]
        #expect(span.kind == .fontReference("<span>") && span.line == 3 && span.text == "Été")
        #expect(span.font == .name("Brand") && span.pointSize == 14 && span.lineHeight == .multiplier(1))
        #expect(span.overflow == .hidden)
        #expect(span.via == "public/css/site.css:1, public/css/site.css:2, public/css/site.css:3")
        // The two plain paragraphs are one usage with both texts; the note has its own style.
        #expect(usages[2].kind == .fontReference("<p> and 1 more alike") && usages[2].text == "One")
        #expect(usages[2].translations.map(\.text) == ["Two"] && usages[2].pointSize == 16)
        #expect(usages[3].kind == .fontReference(#"<p class="note">"#) && usages[3].pointSize == 12)
        #expect(
            usages[3].lineHeight == .multiplier(2)
                && usages[3].via == "public/css/site.css:1, public/index.html:2, public/index.html:4")
        // The browser's styles under the project's: a heading's 2em; a button's own 13.33 px
        // (not inherited), its family the project's; a text area's the system font, not listed.
        #expect(usages[4].kind == .fontReference("<h1>") && usages[4].pointSize == 32)
        #expect(usages[4].via == "public/css/site.css:1, the browser's h1")
        #expect(usages[5].kind == .fontReference("<button>") && usages[5].font == .name("Brand"))
        #expect(usages[5].pointSize.map { abs($0 - 13.333333) < 1e-6 } == true)
        // Alike elements of other documents join them: a page that links the same sheet.
        try #"<link rel="stylesheet" href="css/site.css"><p>Three</p><p>One</p>"#.write(
            toFile: folder + "/public/page.html", atomically: true, encoding: .utf8)
        let joined = AppScan(root: folder).usages.filter { $0.kind.description.hasPrefix("<p> and ") }
        #expect(joined.map(\.kind.description) == ["<p> and 3 more alike"])
        #expect(Set(joined.flatMap { [$0.text ?? ""] + $0.translations.map(\.text) }) == ["One", "Two", "Three"])
        // In a Tailwind site, a document without utility classes (a design mockup with its own
        // `<style>`) is read so too; one with them is read by its classes.
        try #"{ "devDependencies": { "tailwindcss": "^3.4.1" } }"#.write(
            toFile: folder + "/package.json", atomically: true, encoding: .utf8)
        try "module.exports = { content: ['./public/**/*.html'] }".write(
            toFile: folder + "/tailwind.config.js", atomically: true, encoding: .utf8)
        try #"<link rel="stylesheet" href="css/site.css"><p class="text-xl leading-none">Four</p>"#.write(
            toFile: folder + "/public/page.html", atomically: true, encoding: .utf8)
        let tailwind = AppScan(root: folder).usages.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        #expect(tailwind.filter { $0.file == "public/index.html" }.map(\.kind) == usages.dropFirst().map(\.kind))
        #expect(tailwind.filter { $0.file == "public/index.html" }.first?.text == "Été")
        let classed = tailwind.filter { $0.file == "public/page.html" }
        #expect(classed.map(\.kind) == [.fontReference(#"<p class="text-xl leading-none">"#)])
        #expect(classed.first?.lineHeight == .multiplier(1) && classed.first?.text == "Four")
    }
}
