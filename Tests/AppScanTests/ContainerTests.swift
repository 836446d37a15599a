import FontValues
import LineBoxAnalysis
import Testing

@testable import AppScan

/// What cuts the ink past a text's line box, as each source declares it (issue 40): one rule per
/// construct, each read where its framework's source says it cuts.
@Suite("What cuts: each container rule, as the source declares it")
struct ContainerTests {
    /// The first usage of a one-rule sheet: its cut, why, and its padding.
    private func css(_ declarations: String, nested: String? = nil) -> (ViewOverflow?, String?, Edges) {
        let sheet =
            nested.map { ".outer { \($0) .inner { font-family: Lato; font-size: 20px; \(declarations) } }" }
            ?? ".a { font-family: Lato; font-size: 20px; \(declarations) }"
        let usage = CSSScanner.usages(sheet, file: "a.css").usages.last
        return (usage?.overflow, usage?.overflowReason, usage?.padding ?? .zero)
    }

    @Test(
        "CSS: overflow other than visible, contain: paint and background-clip: text cut; their padding is room",
        arguments: [
            "overflow: hidden", "overflow: clip", "overflow: auto", "overflow-y: scroll", "overflow: visible hidden",
        ])
    func cssCuts(declaration: String) {
        let (overflow, reason, _) = css(declaration + ";")
        #expect(overflow == .hidden && reason?.hasPrefix("overflow") == true)
    }

    @Test("CSS's shorthand order, shared by --padding: 1 to 4 values, the missing ones repeated")
    func shorthandOrder() {
        #expect(Edges.cssOrder([1]).map { [$0.top, $0.right, $0.bottom, $0.left] } == [1, 1, 1, 1])
        #expect(Edges.cssOrder([1, 2, 3]).map { [$0.top, $0.right, $0.bottom, $0.left] } == [1, 2, 3, 2])
        #expect(Edges.cssOrder([Int]()) == nil && Edges.cssOrder([1, 2, 3, 4, 5]) == nil)
    }

    @Test("CSS: padding, logical padding and overflow-clip-margin are room before the cut")
    func cssPadding() {
        #expect(css("overflow: hidden; padding: 4px 8px;").2 == Edges(top: 4, bottom: 4, left: 8, right: 8))
        #expect(css("overflow: hidden; padding: 1px 2px 3px 4px;").2 == Edges(top: 1, bottom: 3, left: 4, right: 2))
        #expect(css("overflow: hidden; padding-block: 0.5em;").2.top == 10)
        #expect(css("overflow: clip; overflow-clip-margin: 2px; padding-top: 1rem;").2.top == 18)
        #expect(css("contain: paint;").0 == .hidden && css("contain: strict;").0 == .hidden)
        #expect(css("background-clip: text; -webkit-text-fill-color: transparent;").1 == "background-clip: text")
        // Padding without a cut is no room: nothing cuts anyway.
        #expect(css("padding: 4px;").2 == .zero)
    }

    @Test("CSS: text-box (shorthand or longhands) trims the rule's box; an edge inkbox does not model skips it")
    func cssTextBox() {
        func usage(_ declarations: String) -> TextUsage? {
            CSSScanner.usages(".a { font-family: Lato; font-size: 20px; \(declarations) }", file: "a.css").usages.last
        }
        let shorthand = usage("overflow: hidden; text-box: trim-both cap alphabetic;")
        #expect(shorthand?.textBox == TextBox(over: .cap, under: .alphabetic))
        #expect(shorthand?.overflowReason == "overflow: hidden, text-box: trim-both cap alphabetic")
        #expect(usage("text-box-trim: trim-start; text-box-edge: cap;")?.textBox == TextBox(over: .cap, under: nil))
        #expect(usage("line-height: 1;")?.textBox == nil)
        #expect(usage("text-box: trim-both ex alphabetic;")?.skipped != nil)
        #expect(usage("text-box: sideways;")?.skipped != nil)
    }

    @Test("CSS: a rule that cuts nothing spills, and says what would; a clipping rule around it cuts at its own box")
    func cssVisible() {
        // Nothing declared: the web's default (visible) decides, or --overflow.
        let (overflow, reason, _) = css("line-height: 1;")
        #expect(overflow == nil && reason?.contains("overflow: hidden would cut it") == true)
        #expect(css("overflow: visible;").0 == .visible)
        let nested = css("line-height: 1;", nested: "overflow: hidden;")
        #expect(nested.0 == nil && nested.1?.contains("a rule it is nested in clips at its own box") == true)
        let alone = css("text-overflow: ellipsis; -webkit-line-clamp: 2;")
        #expect(alone.0 == nil && alone.1?.contains("cut nothing without it") == true)
    }

    @Test("Compose: a clip among the Text's modifiers cuts; a Card around it cuts at its own bounds; else nothing")
    func compose() {
        let usages = ComposeScanner.usages(
            """
            val a = TextStyle(fontFamily = Brand, fontSize = 12.sp)
            Text("a", style = TextStyle(fontFamily = Brand, fontSize = 13.sp), modifier = Modifier.clip(RectangleShape))
            Text("b", modifier = Modifier.padding(4.dp).clipToBounds(), style = TextStyle(fontFamily = Brand, fontSize = 14.sp))
            Text("c", style = TextStyle(fontFamily = Brand, fontSize = 15.sp), modifier = Modifier.graphicsLayer(clip = true))
            Card(shape = RoundedCornerShape(8.dp)) {
                Column { Text("d", style = TextStyle(fontFamily = Brand, fontSize = 16.sp)) }
            }
            Surface { Text("e", style = TextStyle(fontFamily = Brand, fontSize = 17.sp)) }
            Text("f", style = TextStyle(fontFamily = Brand, fontSize = 18.sp))
            """, file: "A.kt")
        #expect(usages.map(\.pointSize) == [12, 13, 14, 15, 16, 17, 18])
        #expect(usages.map(\.overflow) == [nil, .hidden, .hidden, .hidden, nil, nil, nil])
        #expect(usages[4].overflowReason?.hasPrefix("a Card around it clips at its own bounds") == true)
        #expect(usages[5].overflowReason?.hasPrefix("a Surface around it") == true)
        #expect(usages[6].overflowReason == nil && usages[6].text == "f")
    }

    @Test(
        "Compose: the literal paddings after a Text's clip are room before the cut; an offset after it leaves none",
        arguments: [
            ("Modifier.clip(CircleShape).padding(all = 16.dp)", Edges(top: 16, bottom: 16, left: 16, right: 16)),
            (
                "Modifier.padding(8.dp).clip(shape).padding(horizontal = 24.dp).padding(vertical = 12.dp)",
                Edges(top: 12, bottom: 12, left: 24, right: 24)
            ),
            (
                "Modifier.clip(r).clickable { go() }.thenIf(on) { padding(40.dp) }.padding(10.dp, 6.dp)",
                Edges(top: 6, bottom: 6, left: 10, right: 10)
            ),
            ("Modifier.clip(r).padding(2.dp, 3.dp, 4.dp, 5.dp)", Edges(top: 3, bottom: 5, left: 2, right: 4)),
            ("Modifier.clip(r).padding(top = 4.dp, start = 2.dp)", Edges(top: 4, bottom: 0, left: 2, right: 0)),
            ("Modifier.clipToBounds().padding(pad)", Edges.zero),
            ("Modifier.clip(r).padding(8.dp).offset(y = 4.dp)", Edges.zero),
            ("Modifier.padding(8.dp).clip(r)", Edges.zero),
        ])
    func composePaddingInsideClip(modifier: String, room: Edges) {
        let usage = ComposeScanner.usages(
            "Text(\"a\", style = TextStyle(fontFamily = Brand, fontSize = 13.sp), modifier = \(modifier))",
            file: "A.kt"
        ).first
        #expect(usage?.overflow == .hidden)
        #expect(usage?.padding == room)
    }

    @Test("Flutter: a ClipRect, ClipRRect, ClipOval or ClipPath whose child is the Text cuts; one further out does not")
    func flutter() {
        let usages = FlutterScanner.usages(
            """
            final a = ClipRect(child: Text('a', style: TextStyle(fontFamily: 'Brand', fontSize: 12)));
            final b = ClipRRect(borderRadius: r, child: Text('b', style: TextStyle(fontFamily: 'Brand', fontSize: 13)));
            final c = ClipRect(child: Padding(padding: p, child: Text('c', style: TextStyle(fontFamily: 'Brand', fontSize: 14))));
            final d = Container(clipBehavior: Clip.hardEdge, child: Text('d', style: TextStyle(fontFamily: 'Brand', fontSize: 15)));
            final e = Container(clipBehavior: Clip.none, child: Text('e', style: TextStyle(fontFamily: 'Brand', fontSize: 16)));
            final f = Text('f', style: TextStyle(fontFamily: 'Brand', fontSize: 17));
            """, file: "lib/a.dart")
        #expect(usages.map(\.pointSize) == [12, 13, 14, 15, 16, 17])
        #expect(usages.map(\.overflow) == [.hidden, .hidden, nil, nil, nil, nil])
        #expect(usages[0].overflowReason == "a ClipRect around the Text, at its bounds")
        #expect(usages[2].overflowReason?.hasPrefix("a ClipRect around it clips at its own bounds") == true)
        #expect(usages[3].overflowReason?.hasPrefix("a Container around it") == true)
        #expect(usages[4].overflowReason == nil)
    }

    @Test(
        "SwiftUI: .clipped() and .clipShape cut at the Text's frame, .frame(height:) is that frame, .fixedSize() hugs"
    )
    func swiftUI() {
        let usages = SwiftScanner.usages(
            """
            Text("a").font(.custom("Brand", size: 12)).clipped()
            Text("b")
                .frame(height: 20)
                .font(Font.custom("Brand", size: 13))
                .clipShape(Capsule())
            Text("c").padding(4).font(.custom("Brand", size: 14)).clipped()
            Text("d").font(.custom("Brand", size: 15)).fixedSize()
            Text("e").font(.custom("Brand", size: 16)).frame(height: 30, alignment: .top).clipped()
            Text(title).font(.custom("Brand", size: 17)).frame(height: 24)
            VStack { }.font(.custom("Brand", size: 18)).clipped()
            """, file: "A.swift")
        #expect(usages.map(\.pointSize) == [12, 13, 14, 15, 16, 17, 18])
        #expect(usages.map(\.overflow) == [.hidden, .hidden, nil, nil, nil, nil, nil])
        #expect(usages[0].overflowReason == ".clipped cuts at the Text's frame")
        #expect(usages[1].overflowReason == ".frame(height: 20).clipShape cuts at that frame")
        #expect(usages.map(\.height) == [nil, 20, nil, nil, nil, 24, nil])
        #expect(usages[2].overflowReason?.hasPrefix("a .clipped around it cuts at a frame the source does not") == true)
        #expect(usages.map(\.sides) == [.unstated, .unstated, .unstated, .hugs, .unstated, .unstated, .unstated])
        #expect(usages.map(\.text) == ["a", "b", "c", "d", "e", nil, nil])
        // A reference to a style takes the context of the Text it is given to.
        let references = SwiftScanner.fontReferences(
            SourceText(#"Text("f").font(.brandTitle).frame(height: 18).clipped()"#, .swift))
        #expect(references.first?.context.height == 18 && references.first?.context.overflow == .hidden)
    }

    @Test("Android: a TextView cuts at its bounds; its top and bottom padding are room where its height wraps the text")
    func android() throws {
        let usages = try AndroidScanner.usages(
            """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
              <TextView android:fontFamily="@font/brand" android:textSize="12sp" android:paddingTop="4dp"
                android:paddingBottom="2dp" android:paddingLeft="8dp" android:layout_height="wrap_content" />
              <TextView android:fontFamily="@font/brand" android:textSize="13sp" android:padding="6dp"
                android:paddingTop="1dp" />
              <TextView android:fontFamily="@font/brand" android:textSize="14sp" android:paddingVertical="3dp" />
              <TextView android:fontFamily="@font/brand" android:textSize="15sp" android:paddingTop="4dp"
                android:layout_height="20dp" />
            </LinearLayout>
            """, file: "res/layout/a.xml", strings: [:])
        #expect(usages.map(\.pointSize) == [12, 13, 14, 15])
        #expect(usages.allSatisfy { $0.overflow == nil && $0.platform.defaultOverflow == .hidden })
        #expect(
            usages.map(\.padding) == [
                Edges(top: 4, bottom: 2), Edges(top: 6, bottom: 6), Edges(top: 3, bottom: 3), .zero,
            ])
    }

    @Test(
        "the judgement: past a view that cuts, an error beyond its padding and a note within; where nothing cuts, a warning"
    )
    func judgement() {
        let cuts = Judgement(faint: 0.1, sides: .unstated, overflow: .hidden, room: Edges(top: 2, bottom: 0))
        #expect(cuts.judge(.top, 1.5)?.rule == .paddingRoom && cuts.judge(.top, 2.5)?.rule == .clips)
        #expect(cuts.judge(.top, 2.05)?.rule == .faintInk && cuts.judge(.bottom, 0.5)?.rule == .clips)
        let spills = Judgement(faint: 0.1, sides: .hugs, overflow: .visible)
        #expect(spills.judge(.top, 3)?.severity == .warning && spills.judge(.left, 3)?.rule == .spills)
        #expect(spills.judge(.top, 0.05)?.rule == .faintInk)
        // The platform's own text view, where nothing says: a UILabel cuts, a CSS box does not.
        #expect(Platform.ios.defaultOverflow == .hidden && Platform.android.defaultOverflow == .hidden)
        #expect([Platform.web, .compose, .flutter].allSatisfy { $0.defaultOverflow == .visible })
    }
}

/// Text shown in capitals is checked in capitals (issue 40): its text upper-cased, or, where the
/// text is not known, its languages' capitals.
@Suite("Capitals: textAllCaps, text-transform and upper-casing")
struct CapitalsTests {
    @Test(
        "Android textAllCaps (framework and AppCompat), CSS text-transform (own or inherited), Kotlin and Dart upper-casing"
    )
    func declared() throws {
        let layout = try AndroidScanner.usages(
            """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto">
              <Button android:fontFamily="@font/brand" android:textSize="14sp" android:textAllCaps="true" />
              <TextView android:fontFamily="@font/brand" android:textSize="14sp" app:textAllCaps="true" />
              <TextView android:fontFamily="@font/brand" android:textSize="14sp" />
              <Button android:fontFamily="@font/brand" android:textSize="14sp" />
              <com.google.android.material.button.MaterialButton android:fontFamily="@font/brand"
                android:textSize="14sp" app:textAllCaps="false" />
            </LinearLayout>
            """, file: "res/layout/a.xml", strings: [:])
        #expect(layout.map(\.allCaps) == [true, true, false, false, false])
        // A Button that does not say: capitals by the framework's, AppCompat's and Material
        // Components' themes, not Material 3's; its strings count in capitals too, its
        // characters as written.
        #expect(layout.map(\.themeCapitals) == [false, false, false, true, false])
        let css = CSSScanner.usages(
            """
            .a { font-family: Lato; font-size: 12px; text-transform: uppercase; }
            .b { text-transform: UPPERCASE; .c { font-family: Lato; font-size: 13px; } }
            .d { font-family: Lato; font-size: 14px; text-transform: capitalize; }
            """, file: "a.css"
        ).usages.filter { $0.pointSize != nil }
        #expect(css.map(\.allCaps) == [true, true, false])
        let compose = ComposeScanner.usages(
            """
            Text("Menu".uppercase(), style = TextStyle(fontFamily = Brand, fontSize = 12.sp))
            Text(text = title.uppercase(), style = TextStyle(fontFamily = Brand, fontSize = 13.sp))
            Text("Menu", style = TextStyle(fontFamily = Brand, fontSize = 14.sp))
            """, file: "A.kt")
        #expect(compose.map(\.allCaps) == [true, true, false])
        #expect(compose.map(\.text) == ["Menu", nil, "Menu"])
        let flutter = FlutterScanner.usages(
            "final a = Text('Menu'.toUpperCase(), style: TextStyle(fontFamily: 'Brand', fontSize: 12));", file: "a.dart"
        )
        #expect(flutter.map(\.allCaps) == [true] && flutter.first?.text == "Menu")
        let reactNative = ReactNativeScanner.usages(
            SourceText(
                """
                const s = StyleSheet.create({ label: { fontFamily: 'Brand', fontSize: 12 } });
                const A = () => <Text style={s.label}>{title.toUpperCase()}</Text>;
                const B = () => <Text style={s.label}>{title.toLocaleUpperCase('tr')}</Text>;
                const C = () => <Text style={s.label}>{title}</Text>;
                """, .javascript), file: "A.tsx")
        // Each Text on iOS and on Android.
        #expect(reactNative.map(\.allCaps) == [true, true, true, true, false, false])
    }

    @Test("a language's capitals: every letter upper-cased, ß as SS, no lower-case letter")
    func capitals() throws {
        let capitals = Set(Exemplars.capitals(forLanguages: ["de"]))
        #expect(capitals.contains("Ä") && capitals.contains("S") && !capitals.contains("ä") && !capitals.contains("ß"))
        #expect(CharacterChoice.capitals(["de"]).selection == .capitals(["de"]))
    }
}
