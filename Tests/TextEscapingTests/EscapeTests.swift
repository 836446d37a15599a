import Testing
import TextEscaping

@Suite("Escaping per output language")
struct EscapeTests {
    @Test("terminal: controls, separators and bidi overrides shown, a backslash doubled")
    func terminal() {
        #expect(Escape.terminal("Noto Sans") == "Noto Sans")
        #expect(Escape.terminal("a\u{1B}[31mb") == "a\\u{1b}[31mb")
        #expect(Escape.terminal("x\u{202E}y") == "x\\u{202e}y")
        #expect(Escape.terminal("C:\\fonts") == "C:\\\\fonts")
    }

    @Test("Swift string literals and comments cannot be ended by what they hold")
    func swift() {
        #expect(Escape.swiftString("say \"hi\"\\") == "\"say \\\"hi\\\"\\\\\"")
        #expect(Escape.swiftComment("one\ntwo") == "one\\u{a}two")
    }

    @Test("Markdown cells: no link, image, tag, code span, emphasis, mention or new cell from a name")
    func markdown() {
        #expect(Escape.markdownCell("text.heading-ja") == "text\\.heading-ja")
        #expect(
            Escape.markdownCell("[x](http://e.vil) | <img src=x> `a` *b* @team")
                == "\\[x\\](http\\://e\\.vil) \\| &lt;img src=x&gt; \\`a\\` \\*b\\* \\@team")
        #expect(Escape.markdownCell("one\ntwo") == "one\\\\u{a}two")
    }

    @Test("CSS strings and comments")
    func css() {
        #expect(Escape.cssString("a\"b</style>") == "\"a\\22 b\\3c /style\\3e \"")
        #expect(Escape.cssComment("x */ y") == "x * / y")
    }

    @Test("XML text, comments, HTML and Android strings")
    func xml() {
        #expect(Escape.xmlText("<a & 'b'>\n") == "&lt;a &amp; &#39;b&#39;&gt;&#10;")
        #expect(Escape.xmlText("\u{1}") == "\u{FFFD}")
        #expect(Escape.xmlComment("a--b-") == "a- -b- ")
        #expect(Escape.htmlText("a\nb") == "a\\u{a}b")
        #expect(Escape.androidString("@it's") == "\\@it\\&#39;s")
    }

    @Test("GitHub workflow commands: data and properties")
    func github() {
        #expect(Escape.githubData("50%\r\nok") == "50%25%0D%0Aok")
        #expect(Escape.githubProperty("a:b,c") == "a%3Ab%2Cc")
    }
}
