import Testing

@testable import AppScan

/// What `SourceText` keeps as code: the text with its comments blanked, and what of it lies in
/// string literals.
private func code(_ source: String, _ language: SourceLanguage) -> (text: String, inStrings: String) {
    let lexed = SourceText(source, language)
    var inStrings = ""
    for index in lexed.text.indices where !lexed.isCode(index) { inStrings.append(lexed.text[index]) }
    return (lexed.text, inStrings)
}

@Suite("Source text: comments blanked, strings apart from code")
struct SourceTextTests {
    @Test("Swift: line, block, nested and doc comments blanked with their lines and columns kept")
    func swiftComments() {
        let lexed = code("a // b(\n/* c /* d */ e */ f\n/// g\nh", .swift)
        #expect(lexed.text == "a      \n                  f\n     \nh")
        #expect(lexed.inStrings.isEmpty)
    }

    @Test("Swift: strings, escapes, interpolation (code), multi-line and raw strings")
    func swiftStrings() {
        let source = ##"""
            x("a\"b", "c\(f("d"))e", """
            m"n
            """, #"r"\(s)"#, ##"t"#u"##)
            """##
        // The interpolation's own string ("d") is a string; f( is code.
        #expect(code(source, .swift).inStrings == ##"a\"bcde"## + "\nm\"n\n" + ##"r"\(s)t"#u"##)
    }

    @Test("Kotlin: templates are code, raw strings have no escapes, character literals are strings")
    func kotlinStrings() {
        let source = ##"""
            val a = "x${b("y")}z$c" + """r\
            s""" + 'q' // t
            """##
        let lexed = code(source, .kotlin)
        #expect(lexed.inStrings == "xyzr\\\nsq")
        #expect(lexed.text.hasSuffix("'q'     "))
    }

    @Test("Dart: single, double and triple quotes, raw strings, $name and ${} interpolation")
    func dartStrings() {
        let source = ##"""
            f('a$b', "c${d('e')}", r'g$h', '''i
            j''')
            """##
        #expect(code(source, .dart).inStrings == "aceg$hi\nj")
    }

    @Test(
        "JavaScript: quotes without templates, backquoted templates with ${} across lines, JSX text's apostrophes, comments that do not nest"
    )
    func javascriptStrings() {
        let source = ##"""
            f('a$b', "c", `d${g('e')}
            h`, r'i') /* j /* */ k
            <Text>Don't</Text>
            """##
        let lexed = code(source, .javascript)
        // `r'i'` is a string after a word: JSX text, not a raw string (JavaScript has none).
        #expect(lexed.inStrings == "a$bcde\nh")
        #expect(lexed.text.contains("k\n<Text>Don't</Text>"))
    }

    @Test("a marker in a comment or a string is no occurrence; one in an interpolation is")
    func markers() {
        let source = SourceText(
            ##"""
            // UIFont(name: "Old", size: 9)
            let s = "UIFont(name: \"X\", size: 9)"
            let t = """
            UIFont(name: "Y", size: 9)
            """
            let u = "\(UIFont(name: "Z", size: 9))"
            let v = UIFont(name: "W", size: 9)
            """##, .swift)
        let found = source.codeRanges(of: "UIFont(name:").map { source.lines.line(of: $0.lowerBound) }
        #expect(found == [6, 7])
    }
}

/// Code in comments and strings is no usage, in every language the scanners read as code (issue 40).
@Suite("Scanners read code, not comments or strings")
struct CodeNotCommentsTests {
    @Test("Swift: a font call in a line, block or doc comment, a string, a multi-line or raw string is no usage")
    func swift() {
        let usages = SwiftScanner.usages(
            ##"""
            // old: UIFont(name: "Lato-Regular", size: 9)
            /* let a = UIFont(name: "Lato-Regular", size: 9)
               /* nested */ Text("a").font(.custom("Lato", size: 9)) */
            /// Use `Font.custom("Lato", size: 9)` for captions.
            let sample = "UIFont(name: \"Lato-Regular\", size: 9)"
            let snippet = """
                Text("b").font(.custom("Lato", size: 9))
                """
            let raw = #"UIFont.systemFont(ofSize: 9)"#
            let real = UIFont(name: "Lato-Regular", size: 17) // was UIFont(name: "Old", size: 9)
            """##, file: "A.swift")
        #expect(usages.map(\.line) == [10])
        #expect(usages.first?.font == .name("Lato-Regular") && usages.first?.pointSize == 17)
    }

    @Test("Kotlin: a style in a comment, KDoc or string is no usage; a ) in a trailing comment ends nothing")
    func kotlin() {
        let usages = ComposeScanner.usages(
            ##"""
            // val Old = TextStyle(fontFamily = Brand, fontSize = 9.sp)
            /** Body: TextStyle(fontFamily = Brand, fontSize = 9.sp) */
            val doc = "TextStyle(fontFamily = Brand, fontSize = 9.sp)"
            val raw = """
                TextStyle(fontFamily = Brand, fontSize = 9.sp)
            """
            val Body = TextStyle(
                fontFamily = Brand, // the brand's (regular)
                fontSize = 14.sp,
            )
            """##, file: "Type.kt")
        #expect(usages.map(\.line) == [7])
        #expect(usages.first?.pointSize == 14)
    }

    @Test("Dart: a style in a doc comment, a block comment or a string is no usage")
    func dart() {
        let usages = FlutterScanner.usages(
            ##"""
            /// final old = TextStyle(fontFamily: 'Lato', fontSize: 9);
            /* const a = TextStyle(fontFamily: 'Lato', fontSize: 9); */
            const sample = 'TextStyle(fontFamily: "Lato", fontSize: 9)';
            const block = '''
            TextStyle(fontFamily: 'Lato', fontSize: 9)
            ''';
            const raw = r'TextStyle(fontFamily: "Lato", fontSize: 9)';
            const body = TextStyle(fontFamily: 'Lato', fontSize: 16); // not TextStyle(fontSize: 9)
            """##, file: "lib/a.dart")
        #expect(usages.map(\.line) == [8])
        #expect(usages.first?.pointSize == 16)
    }
}
