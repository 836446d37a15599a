import DesignTokens
import FontValues
import Foundation
import LineBoxAnalysis
import Testing

@testable import AppScan

/// Text drawn through a design system is checked where it is drawn (issue 41).
@Suite("Design systems: styles and the views that take them")
struct DesignSystemTests {
    /// A minimal SwiftUI project: a style enum, a view that takes it, and the screens that call it.
    private static let files = [
        "DesignSystem/AppTextStyle.swift": """
        import SwiftUI

        enum AppTextStyle {
            case title, headline
            case body
            case caption(Bool)

            var font: Font {
                switch self {
                case .title, .headline:
                    return .custom("Brand-Bold", size: 28)
                case .body:
                    return Font.custom("Brand-Regular", size: 17)
                default:
                    return .body
                }
            }
        }
        """,
        "DesignSystem/BrandText.swift": """
        import SwiftUI

        struct BrandText: View {
            let text: String
            let style: AppTextStyle

            init(_ text: String, style: AppTextStyle) {
                self.text = text
                self.style = style
            }

            var body: some View {
                Text(text).font(style.font)
            }
        }
        """,
        "DesignSystem/Modifiers.swift": """
        import SwiftUI

        extension View {
            func textStyle(_ style: AppTextStyle, color: Color = .primary) -> some View {
                self.font(style.font).foregroundColor(color)
            }
        }
        """,
        "Screens/Settings.swift": """
        import SwiftUI

        struct Settings: View {
            var body: some View {
                Text("Réglages").textStyle(.headline).clipped()
            }
        }
        """,
        "Screens/Home.swift": """
        import SwiftUI

        struct Home: View {
            var style: AppTextStyle = .body
            var body: some View {
                VStack {
                    BrandText("Ångström", style: .title)
                    BrandText(item.name, style: AppTextStyle.body)
                        .frame(height: 14)
                        .clipped()
                    // BrandText("old", style: .headline)
                    BrandText("passed on", style: style)
                    Text("x").font(AppTextStyle.headline.font)
                }
            }
        }
        """,
    ]

    @Test(
        "a style worked out case by case: switch self, a switch on another member, a size from another enum's member"
    )
    func computedStyles() throws {
        let folder = NSTemporaryDirectory() + "inkbox-computed-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
        import SwiftUI

        enum Scale {
            case large, small
            var points: CGFloat {
                switch self {
                case .large: return 24
                case .small: return 13
                }
            }
        }

        enum Typo {
            case heading, note
            case caption
            var scale: Scale {
                return switch self {
                case .heading: .large
                default: .small
                }
            }
            var isBold: Bool { self == .heading }
            var weight: Weight { switch self { case .heading: .bold
                case .note, .caption: .regular } }
            var font: Font {
                switch weight {
                case .bold: .custom("Brand-Bold", fixedSize: scale.points)
                case .regular: .custom("Brand-Regular", size: self.scale.points)
                }
            }
        }

        struct TypoModifier: ViewModifier {
            private let typo: Typo
            init(_ typo: Typo) { self.typo = typo }
            func body(content: Content) -> some View { content.font(typo.font) }
        }

        extension View {
            func typo(_ typo: Typo) -> some View {
                modifier(TypoModifier(typo))
            }
        }

        struct Screen: View {
            var body: some View {
                Text("Ÿes").modifier(TypoModifier(.heading))
                Text("note").modifier(TypoModifier(Typo.note))
                Text("forwarded").typo(.heading)
            }
        }
        """.write(toFile: folder + "/Typo.swift", atomically: true, encoding: .utf8)
        let usages = AppScan(root: folder).usages
        // The two calls, and the case no call names, at the property that makes its font; the
        // property's literal templates stand no longer.
        // A View function that passes its style on to the modifier is one too.
        #expect(
            usages.map(\.kind.description) == [
                "Typo.caption", "TypoModifier(.heading)", "TypoModifier(.note)", ".typo(.heading)",
            ])
        #expect(
            usages.map(\.font) == [
                .name("Brand-Regular"), .name("Brand-Bold"), .name("Brand-Regular"), .name("Brand-Bold"),
            ])
        #expect(usages.map(\.pointSize) == [13, 24, 13, 24])
        #expect(usages.map(\.line) == [25, 47, 48, 49])
        #expect(usages.last?.text == "forwarded")
    }

    @Test(
        "a switch of literals makes each case a font; each call of a view that takes the style is a usage at the call")
    func swiftUI() throws {
        let folder = NSTemporaryDirectory() + "inkbox-design-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, text) in Self.files {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        let all = AppScan(root: folder).usages
        let cases = SwiftDesignSystem.caseFonts(SourceText(Self.files["DesignSystem/AppTextStyle.swift"] ?? "", .swift))
        #expect(cases.map(\.name) == ["title", "headline", "body"] && cases.map(\.line) == [11, 11, 13])
        // The cases referred to stand no longer as usages of their own; the calls do, at their lines.
        // A modifier function that takes the style: `.textStyle(.headline)` on the Text it is chained to.
        let settings = all.filter { $0.file == "Screens/Settings.swift" }
        #expect(settings.map(\.kind.description) == [".textStyle(.headline)"])
        #expect(settings.first?.text == "Réglages" && settings.first?.overflow == .hidden)
        #expect(settings.first?.font == .name("Brand-Bold") && settings.first?.line == 5)
        let usages = all.filter { $0.file != "Screens/Settings.swift" }
        #expect(usages.map(\.file) == Array(repeating: "Screens/Home.swift", count: 3))
        #expect(usages.map(\.line) == [7, 8, 13])
        #expect(usages.map(\.font) == [.name("Brand-Bold"), .name("Brand-Regular"), .name("Brand-Bold")])
        #expect(usages.map(\.pointSize) == [28, 17, 28])
        #expect(
            usages.map(\.kind.description) == [
                "BrandText(style: .title)", "BrandText(style: .body)", ".font(AppTextStyle.headline.font)",
            ])
        #expect(usages.map(\.text) == ["Ångström", nil, "x"])
        #expect(
            usages.map(\.via)
                == Array(repeating: "DesignSystem/AppTextStyle.swift:11", count: 3).enumerated().map {
                    $0.offset == 1 ? "DesignSystem/AppTextStyle.swift:13" : $0.element
                })
        // The call's own modifiers: its frame and clip.
        #expect(usages[1].height == 14 && usages[1].overflow == .hidden)
    }

    @Test(
        "a UIKit subclass of a generic label that sets its font from its style; sizes of locals, arithmetic, Body's size"
    )
    func uiKitLabelStyle() throws {
        let usages = try Self.scan([
            "Style/LabelStyle.swift": """
            import UIKit

            enum Metrics {
                private static let standard: CGFloat = 16.0
                static func baseSize() -> CGFloat {
                    // Body is 17 at Large; one less, kept between half and one and a half the standard.
                    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: UIFont.TextStyle.body).pointSize - 1.0
                    let smallest: CGFloat = 0.5 * standard
                    return min(max(smallest, body), 1.5 * standard)
                }
            }

            enum LabelStyle: StyledLabelType {
                case title
                case body
                case caption
                case special(CGFloat)

                var font: UIFont {
                    let base = Metrics.baseSize()
                    var bold = "Brand-Bold"
                    if UIAccessibility.isBoldTextEnabled {
                        bold = "Brand-Black"
                    }
                    switch self {
                    case .title: return UIFont(name: bold, size: base + 10.0)!
                    case .body: return UIFont(name: "Brand-Regular", size: base)!
                    case .caption: return UIFont(name: "Brand-Regular", size: (base - 4) * 1)!
                    case let .special(size): return UIFont(name: bold, size: size)!
                    }
                }
            }
            """,
            "Style/StyledLabel.swift": """
            import UIKit

            protocol StyledLabelType { var font: UIFont { get } }

            class StyledLabel<T: StyledLabelType>: UILabel {
                private let type: T
                init(_ type: T, numberOfLines: Int = 0) {
                    self.type = type
                    super.init(frame: .zero)
                    font = self.type.font
                }
            }

            final class Label: StyledLabel<LabelStyle> {}
            """,
            "Screens/Home.swift": """
            import UIKit

            final class Home: UIView {
                let title = Label(.title)
                let body = Label(.body, numberOfLines: 2)
                let other = UILabel()
                let attributes: [NSAttributedString.Key: Any] = [.font: LabelStyle.title.font, .kern: 1]
            }
            """,
        ])
        let home = usages.filter { $0.file == "Screens/Home.swift" }
        // The calls, and an attributes dictionary's font.
        #expect(home.map(\.kind.description) == ["Label(.title)", "Label(.body)", ".font: LabelStyle.title.font"])
        #expect(home.map(\.line) == [4, 5, 7])
        // The declared name before Bold Text's: the path of default settings.
        #expect(home.map(\.font) == [.name("Brand-Bold"), .name("Brand-Regular"), .name("Brand-Bold")])
        // Body at Large (17) less one, within 8 and 24: 16.
        #expect(home.map(\.pointSize) == [26, 16, 26])
        #expect(home.map(\.via) == Array(repeating: "Style/LabelStyle.swift:19", count: 3))
        // Dynamic Type: Body's size at each category (14 at xSmall to 53 at AX5) less one, clamped to 8...24, plus 10.
        let title: [Double] = [23, 24, 25, 26, 28, 30, 32, 34, 34, 34, 34, 34]
        #expect(home.first?.scaling == .dynamicTypeSizes(title))
        #expect(
            home.first?.scaling?.textSizes(api: 34).map { $0.drawn(26) }
                == title.enumerated().filter { $0.offset != 3 }.map(\.element))
        // The case no call names stands at the property; the one with a value is no case of its own.
        let style = usages.filter { $0.file == "Style/LabelStyle.swift" }
        #expect(style.map(\.kind.description) == ["LabelStyle.caption"] && style.map(\.pointSize) == [12])
    }

    @Test(
        "BonMot styles: a type's static members holding a font made by a helper, used wherever code names them; XcodeGen's UIAppFonts"
    )
    func bonMotStyles() throws {
        let scan = try Self.appScan([
            "project.yml": """
            targets:
              App:
                info:
                  properties:
                    UIAppFonts:
                      [
                        Brand-Bold.otf,
                        "Fonts/Brand-Regular.otf",
                      ]
            """,
            "Style/TextStyles.swift": """
            import BonMot
            typealias TextStyles = StringStyle
            extension TextStyles {
              static var h1: StringStyle {
                let font = UIFont.brandBold(size: 31)
                let style = StringStyle(
                  .font(font),
                  .lineSpacing(34.10 - font.lineHeight),
                  .adapt(.control)
                )
                return style
              }
              static var p: StringStyle {
                let font = UIFont.brandRegular(size: 16)
                return StringStyle(.font(font))
              }
              static var pBold: StringStyle { TextStyles.p.byAdding(.font(UIFont.brandBold(size: 16))) }
              static var pLink: StringStyle { TextStyles.p.byAdding([.underline(.single, nil)]) }
            }
            extension UIFont {
              static func brandBold(size: CGFloat) -> UIFont {
                return UIFont(name: "Brand-Bold", size: size)!
              }
              static func brandRegular(size: CGFloat) -> UIFont {
                return UIFont(name: "Brand-Regular", size: size)!
              }
              static func brandBlack(size: CGFloat) -> UIFont {
                return UIFont(name: "Brand-Black", size: size)!
              }
            }
            """,
            "Style/Kind.swift": """
            enum Kind {
              case banner
              var font: UIFont {
                switch self {
                case .banner: return UIFont.brandBlack(size: 20)
                }
              }
            }
            """,
            "Screens/Home.swift": """
            import BonMot
            final class HomeView: UIView {
              func update() {
                let style = TextStyles.h1.byAdding(.color(.red))
                title.attributedText = "Réglages".styled(with: style)
                body.attributedText = "x".styled(with: TextStyles.p)
                let placeholder = TextStyles.p.byAdding([
                  .font(UIFont.boldSystemFont(ofSize: 14.0))
                ])
                bold.attributedText = "y".styled(with: TextStyles.pBold)
                banner.font = Kind.banner.font
              }
            }
            """,
        ])
        let home = scan.usages.filter { $0.file == "Screens/Home.swift" }.sorted { $0.line < $1.line }
        // A style given a font of its own right after is that font's (line 8), not the member's (line 7).
        #expect(home.map(\.line) == [4, 6, 8, 10, 11])
        #expect(
            home.map(\.kind.description) == [
                "TextStyles.h1", "TextStyles.p", "UIFont.systemFont(ofSize:)", "TextStyles.pBold",
                ".font = Kind.banner.font",
            ])
        #expect(home.map(\.pointSize) == [31, 16, 14, 16, 20])
        #expect(home.map(\.font).prefix(2) == [.name("Brand-Bold"), .name("Brand-Regular")])
        #expect(home.suffix(2).map(\.font) == [.name("Brand-Bold"), .name("Brand-Black")])
        #expect(home.first?.via == "Style/TextStyles.swift:4")
        // The members used stand no longer at their definitions, nor the helpers' templates (an
        // enum case's helper's either); the one nobody names (`pLink`, its base's font) does.
        let style = scan.usages.filter { $0.file == "Style/TextStyles.swift" }
        #expect(
            style.map(\.kind.description) == ["TextStyles.pLink"],
            "\(style.map { ($0.line, $0.kind.description, $0.skipped) })")
        #expect(style.map(\.font) == [.name("Brand-Regular")])
        // XcodeGen's spec registers both files (a path keeps its last component).
        #expect(scan.appFonts.isSuperset(of: ["Brand-Bold.otf", "Brand-Regular.otf"]))
        #expect(
            XcodeGenScanner.appFonts("a:\n  UIAppFonts:\n    - 'A.ttf'\n    - B.otf # bold\n  UILaunch: x\n") == [
                "A.ttf", "B.otf",
            ])
        #expect(XcodeGenScanner.appFonts("UIAppFonts: [A.ttf, B.ttf]") == ["A.ttf", "B.ttf"])
        #expect(XcodeGenScanner.appFonts("name: App") == nil)
    }

    @Test(
        "a copy of Compose Material 3's own style for a slot is Material 3's scale with the copy's arguments over it, however the default typography is reached"
    )
    func composeMaterialCopies() throws {
        let screen = """
            @Composable fun Screen() {
                Text("Ágj", style = MaterialTheme.typography.bodyLarge)
                Text("Ágj", style = MaterialTheme.typography.titleSmall)
                Text("Ágj", style = MaterialTheme.typography.labelSmall)
            }
            """
        let family =
            "val Inter = FontFamily(Font(R.font.inter_regular), Font(R.font.inter_medium, FontWeight.Medium))\n"
        let named = try Self.scan([
            "ui/Type.kt": family + """
                val defaultTypography = Typography()
                val AppTypography = Typography(
                    bodyLarge = defaultTypography.bodyLarge.copy(fontFamily = Inter),
                    titleSmall = Typography().titleSmall.copy(fontFamily = Inter, fontSize = 15.sp),
                    labelSmall = other.labelSmall.copy(fontFamily = Inter),
                )
                val other = AppTypography()
                """,
            "ui/Screen.kt": screen,
        ]).filter { $0.file == "ui/Screen.kt" }
        let receiver = try Self.scan([
            "ui/Type.kt": family + """
                val AppTypography = Typography().run {
                    copy(
                        bodyLarge = bodyLarge.copy(fontFamily = Inter),
                        titleSmall = titleSmall.copy(fontFamily = Inter, fontSize = 15.sp),
                        labelSmall = labelSmall.copy(fontFamily = Inter, fontWeight = FontWeight.Medium),
                    )
                }
                """,
            "ui/Screen.kt": screen,
        ]).filter { $0.file == "ui/Screen.kt" }
        // androidx.compose.material3's TypeScale tokens: bodyLarge 16/24 sp at 400, titleSmall 14/20 at 500,
        // labelSmall 11/16 at 500.
        #expect(named.map(\.pointSize) == [16, 15, nil])
        #expect(named.prefix(2).map(\.lineHeight) == [.fixed(24), .fixed(20)])
        #expect(
            named.map(\.font) == [
                .fileNamed("inter_regular", family: "@font/inter_regular"),
                .fileNamed("inter_medium", family: "@font/inter_medium"), nil,
            ])
        // A copy of a typography that is not Material's default is not read.
        #expect(named.last?.skipped == .computed("labelSmall (copied)"))
        #expect(receiver.map(\.pointSize) == [16, 15, 11])
        #expect(receiver.map(\.lineHeight) == [.fixed(24), .fixed(20), .fixed(16)])
        #expect(receiver.first?.note == "Material 3's bodyLarge with the copy's arguments")
        // Material 2's Typography has other slots and another scale: its copies stay computed.
        let material2 = try Self.scan([
            "ui/Type.kt": "import androidx.compose.material.Typography\n" + family + """
                val AppTypography = Typography(body1 = Typography().body1.copy(fontFamily = Inter))
                """,
            "ui/Screen.kt": """
            import androidx.compose.material.MaterialTheme
            @Composable fun Screen() { Text("Ágj", style = MaterialTheme.typography.body1) }
            """,
        ]).filter { $0.file == "ui/Screen.kt" }
        #expect(material2.map(\.skipped) == [.computed("body1 (copied)")])
        // Through an extension of the file that copies a style, with or without a copy after it.
        let copier = try Self.scan([
            "ui/Type.kt": family + """
                private val base = Typography()
                private fun TextStyle.inter(): TextStyle = copy(fontFamily = Inter, fontSize = 30.sp)
                val AppTypography = base.copy(
                    bodyLarge = base.bodyLarge.inter().copy(fontSize = 18.sp),
                    titleSmall = base.titleSmall.inter(),
                    labelSmall = base.labelSmall.bold().copy(fontSize = 18.sp),
                )
                """,
            "ui/Screen.kt": screen,
        ]).filter { $0.file == "ui/Screen.kt" }
        #expect(copier.map(\.pointSize) == [18, 30, nil])
        #expect(copier.prefix(2).map(\.lineHeight) == [.fixed(24), .fixed(20)])
        #expect(copier.first?.font == .fileNamed("inter_regular", family: "@font/inter_regular"))
        // `bold()` is no extension of the file: not read.
        #expect(copier.last?.skipped == .computed("labelSmall (ui/Type.kt)"))
    }

    @Test("a Compose app that makes no Typography draws Material's own: its uses are listed as Material's default")
    func composeMaterialWithoutTypography() throws {
        let usages = try Self.scan([
            "app/ui/Screen.kt": """
            import androidx.compose.material3.MaterialTheme
            @Composable fun Screen() {
                Text("Ágj", style = MaterialTheme.typography.headlineSmall)
                Text("Ágj")
            }
            """
        ])
        // The Text with no style is Material's too, and the platform font's: not the project's to list.
        #expect(usages.map(\.line) == [3])
        #expect(usages.first?.unresolved == .materialDefault(slot: "headlineSmall"))
    }

    @Test("a project's own `object Theme` (Compose has none) is its theme, not Material's")
    func projectObjectNamedTheme() throws {
        let usages = try Self.scan([
            "app/ui/Typography.kt": """
            data class AppTypography(
                val title: TextStyle = TextStyle(fontFamily = FontFamily(Font(R.font.brand_bold)), fontSize = 16.sp),
                val body: TextStyle = TextStyle(fontFamily = FontFamily(Font(R.font.brand_regular)), fontSize = 14.sp),
            )
            val LocalTextStyle = staticCompositionLocalOf { AppTypography() }
            object Theme {
                val typography: AppTypography
                    @Composable @ReadOnlyComposable get() = LocalTextStyle.current
            }
            """,
            "app/ui/Screen.kt": """
            @Composable fun Screen() {
                Text(text = "Ágj", style = Theme.typography.title)
            }
            """,
        ])
        let screen = try #require(usages.first { $0.file == "app/ui/Screen.kt" })
        #expect(screen.kind.description == "Theme.typography.title")
        #expect(screen.font == .fileNamed("brand_bold", family: "@font/brand_bold"))
        #expect(screen.pointSize == 16)
        #expect(screen.via == "app/ui/Typography.kt:2")
    }

    @Test("a Compose name for a platform family (val Brand = FontFamily.SansSerif) is that family, in another file too")
    func composePlatformFamilyNames() throws {
        let families = ComposeScanner.families(
            SourceText(
                """
                val Brand = FontFamily.SansSerif
                val Quote: FontFamily = FontFamily.Serif // for now
                val Wide = FontFamily.SansSerif.let { it }
                val Mine = FontFamily.Brand
                """, .kotlin))
        #expect(families == ["Brand": .platform("FontFamily.SansSerif"), "Quote": .platform("FontFamily.Serif")])
        let usages = try Self.scan([
            "app/src/main/java/ui/Font.kt":
                "val Brand = FontFamily.SansSerif\nval Wide = FontFamily.SansSerif.let { it }",
            "app/src/main/java/ui/Screen.kt": """
            @Composable fun Screen() {
                Text("Ágj", style = TextStyle(fontFamily = Brand, fontWeight = FontWeight.Bold, fontSize = 16.sp))
                Text("Ágj", style = TextStyle(fontFamily = Wide, fontSize = 16.sp))
            }
            """,
        ])
        #expect(usages.count == 2)
        // Drawn as FontFamily.SansSerif is: Roboto, at the style's weight, from the device's fonts.
        #expect(usages.first?.font?.label == "FontFamily.SansSerif (Roboto 700)")
        #expect(usages.first?.unresolved == .platformFamily("FontFamily.SansSerif"))
        #expect(usages.first?.skipped == nil)
        // Not a plain alias: not read, and said so.
        #expect(usages.last?.skipped == .undefinedFamily("Wide"))
    }

    @Test(
        "a Compose family made in a try block or a lazy one's branch is that family, not the platform fallback around it"
    )
    func composeFamilyInTryBlock() {
        let families = ComposeScanner.families(
            SourceText(
                """
                val Orbitron = try {
                    FontFamily(Font(R.font.orbitron_regular, FontWeight.Normal), Font(R.font.orbitron_bold, FontWeight.Bold))
                } catch (e: Exception) {
                    FontFamily.Default
                }
                val Grotesk = try { FontFamily(Font(R.font.grotesk)) } catch (e: Exception) { FontFamily.SansSerif }
                val Logged = try {
                    Log.d("fonts", "loading")
                    FontFamily(Font(R.font.logged))
                } catch (e: Exception) { FontFamily.Default }
                val retry = FontFamily(Font(R.font.retry))
                val Lazy: FontFamily by lazy {
                    if (isTesting) {
                        FontFamily.SansSerif
                    } else {
                        try {
                            FontFamily(Font(R.font.lazy_regular))
                        } catch (e: Exception) {
                            FontFamily.SansSerif
                        }
                    }
                }
                val Themed = if (dark) { FontFamily(Font(R.font.dark)) } else { FontFamily(Font(R.font.light)) }
                """, .kotlin))
        typealias Face = ShippedFamily.Face
        #expect(
            families["Orbitron"]
                == .faces([
                    Face(resource: "orbitron_regular", weight: 400, italic: false),
                    Face(resource: "orbitron_bold", weight: 700, italic: false),
                ]))
        #expect(families["Grotesk"] == .faces([Face(resource: "grotesk", weight: 400, italic: false)]))
        // A try block that does something else first is not read as a family.
        #expect(families["Logged"] == nil)
        #expect(families["retry"] == .faces([Face(resource: "retry", weight: 400, italic: false)]))
        // A test's fallback is the platform's family: the app's branch is the one read.
        #expect(families["Lazy"] == .faces([Face(resource: "lazy_regular", weight: 400, italic: false)]))
        // Two families of the project, one chosen at run time: neither is the name's.
        #expect(families["Themed"] == nil)
        #expect(families.count == 4)
    }

    @Test(
        "a Compose Typography the project names and uses by its name: its own slots, Material's default where it sets none"
    )
    func composeNamedTypography() throws {
        let usages = try Self.scan([
            "app/src/main/java/ui/Type.kt": """
            val Brand = FontFamily(Font(R.font.brand))
            val AppTypography = Typography(
                bodyLarge = TextStyle(fontFamily = Brand, fontSize = 16.sp),
            )
            val Display = Typography(bodyLarge = TextStyle(fontFamily = Brand, fontSize = 30.sp))
            val Unused = Typography(bodyLarge = TextStyle(fontFamily = Brand, fontSize = 40.sp))
            val Defaults = Typography()
            val Copied = Typography(titleSmall = Display.bodyLarge.copy(fontSize = 12.sp))
            """,
            "app/src/main/java/ui/Screen.kt": """
            @Composable fun Screen() {
                Text("Ágj", style = AppTypography.bodyLarge)
                Text("Ágj", style = AppTypography.bodyLarge.copy(fontSize = 20.sp))
                Text("Ágj", style = AppTypography.labelSmall)
                Text("Ágj", style = Display.bodyLarge)
                Text("Ágj", style = MaterialTheme.typography.bodyLarge)
                Text("Ágj", style = AppTypography.bodyLarge.fontSize.let { TextStyle() })
                Text("Ágj", style = Defaults.bodyLarge)
            }
            """,
        ])
        let screen = usages.filter { $0.file.hasSuffix("Screen.kt") }
        #expect(screen.map(\.line) == [2, 3, 4, 5, 6])
        #expect(screen.map(\.pointSize) == [16, 20, nil, 30, 16])
        #expect(
            screen.map(\.via) == [
                "app/src/main/java/ui/Type.kt:3", "app/src/main/java/ui/Type.kt:3", nil,
                "app/src/main/java/ui/Type.kt:5", "app/src/main/java/ui/Type.kt:3",
            ])
        #expect(screen[2].unresolved == .materialDefault(slot: "labelSmall"))
        // A named Typography nothing uses stands as its own usage; the used ones no longer do.
        // `Copied`'s copy of another's slot is a style of its own, not a use of `Display` (not read).
        #expect(usages.filter { $0.file.hasSuffix("Type.kt") }.map(\.line) == [6, 8])
        #expect(usages.last?.skipped == .computed("bodyLarge (copied)"))
    }

    @Test("a file saved with Windows line ends is read as one with Unix ones: a CRLF pubspec keeps its fonts")
    func windowsLineEnds() throws {
        let usages = try Self.scan([
            "pubspec.yaml": "name: app\r\nflutter:\r\n  fonts:\r\n    - family: Brand\r\n      fonts:\r\n"
                + "        - asset: assets/fonts/Brand-Bold.ttf\r\n          weight: 700\r\n",
            "lib/main.dart": "Widget b() => Text('Éa',\r\n  style: TextStyle(fontFamily: 'Brand', fontSize: 20));\r\n",
        ])
        #expect(usages.map(\.line) == [2])
        // The pubspec's asset, not a family looked for by name.
        #expect(usages.first?.font == .fileNamed("Brand-Bold", family: "Brand"))
    }

    @Test(
        "a file's type by its name and folder is never its extension's: a Windows runner's manifest is no Android one")
    func placedTypesByName() throws {
        #expect(ScanIndex.type(name: "AndroidManifest.xml", ext: "xml", folder: "main") == "manifest")
        #expect(ScanIndex.type(name: "runner.exe.manifest", ext: "manifest", folder: "runner") == nil)
        #expect(ScanIndex.type(name: "a.layout", ext: "layout", folder: "layout") == nil)
        #expect(ScanIndex.type(name: "a.pubspec", ext: "pubspec", folder: "lib") == nil)
        #expect(ScanIndex.type(name: "a.dart", ext: "dart", folder: "lib") == "dart")
        // Not XML, as an AndroidManifest.xml would be an error: not read at all.
        let scan = try Self.appScan(["windows/runner/runner.exe.manifest": "not XML\n"])
        #expect(scan.filesRead == 0)
        #expect(!scan.errors.contains { $0.file.hasSuffix("runner.exe.manifest") })
    }

    @Test(
        "a Compose Text that names its own family where no theme sets its slot is Material 3's style for it with the Text's arguments"
    )
    func composeOwnFamilyOverMaterialDefault() throws {
        let usages = try Self.scan([
            "app/ui/Type.kt": "import androidx.compose.material3.Typography\nval Typography = Typography()\n",
            "app/ui/Fonts.kt": "val Brand = FontFamily(Font(R.font.brand_bold, FontWeight.Bold))\n",
            "app/ui/Screen.kt": """
            import androidx.compose.material3.MaterialTheme
            import androidx.compose.material3.Text
            @Composable fun Screen() {
                Text("Ágj", fontSize = 24.sp, fontFamily = Brand, fontWeight = FontWeight.Bold)
                Text("Ágj", fontSize = 24.sp)
                Text("Ágj", style = MaterialTheme.typography.titleSmall.copy(fontFamily = Brand))
            }
            """,
        ]).filter { $0.file == "app/ui/Screen.kt" }
        // The one in the platform font (its size alone set) is not the project's to list.
        #expect(usages.map(\.line) == [4, 6])
        // bodyLarge: 16/24 sp at 400, the Text's size and weight over it; titleSmall: 14/20 at 500.
        #expect(usages.map(\.pointSize) == [24, 14])
        #expect(usages.map(\.lineHeight) == [.fixed(24), .fixed(20)])
        let brand = FontName.fileNamed("brand_bold", family: "@font/brand_bold")
        #expect(usages.map(\.font) == [brand, brand])
        #expect(usages.first?.note?.contains("Material 3's bodyLarge with its own arguments") == true)
    }

    /// Writes `files` under a new folder and scans it.
    private static func scan(_ files: [String: String]) throws -> [TextUsage] { try appScan(files).usages }

    /// Writes `files` under a new folder and scans it: the whole scan.
    private static func appScan(_ files: [String: String]) throws -> AppScan {
        let folder = NSTemporaryDirectory() + "inkbox-themes-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, text) in files {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        return AppScan(root: folder)
    }

    @Test("apps in one tree that declare the same members: each use takes its own app's, the nearest by folder")
    func sameMembersInApps() throws {
        // Two apps' sources alike but for their fonts and sizes (a size a static value in a type's
        // body on one line).
        func app(_ folder: String, _ brand: String, display: Int, body: Int) -> [String: String] {
            [
                folder + "/ios/Typography.swift": """
                import SwiftUI
                extension Font {
                    static let display = Font.custom("\(brand)-Bold", size: \(display))
                }
                enum Size { static let body: CGFloat = \(body) }
                enum AppFont {
                    static var body: Font { .custom("\(brand)-Regular", size: Size.body) }
                }
                """,
                folder + "/ios/Screen.swift": """
                import SwiftUI
                struct Screen: View {
                    var body: some View {
                        Text("Title").font(.display)
                        Text("Body").font(AppFont.body)
                    }
                }
                """,
            ]
        }
        let usages = try Self.scan(
            app("shop", "Shop", display: 28, body: 17).merging(app("admin/app", "Admin", display: 22, body: 13)) {
                a, _ in a
            }
        ).filter { $0.file.hasSuffix("Screen.swift") }.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        #expect(
            usages.map(\.file) == Array(repeating: "admin/app/ios/Screen.swift", count: 2)
                + Array(repeating: "shop/ios/Screen.swift", count: 2))
        #expect(
            usages.map(\.font) == [
                .name("Admin-Bold"), .name("Admin-Regular"), .name("Shop-Bold"), .name("Shop-Regular"),
            ])
        #expect(usages.map(\.pointSize) == [22, 13, 28, 17])
        #expect(
            usages.map { $0.via?.split(separator: ":").first } == [
                "admin/app/ios/Typography.swift", "admin/app/ios/Typography.swift", "shop/ios/Typography.swift",
                "shop/ios/Typography.swift",
            ])
        // The nearest of several: the most folders shared, then the fewest deep, the first of equals.
        let files = ["a/b/x.swift", "a/y.swift", "a/c/z.swift", "q/w.swift"]
        #expect(AppScan.nearest(files, file: { $0 }, to: "a/b/d/use.swift") == "a/b/x.swift")
        #expect(AppScan.nearest(files, file: { $0 }, to: "a/e/use.swift") == "a/y.swift")
        #expect(AppScan.nearest(files, file: { $0 }, to: "r/use.swift") == "a/y.swift")
        #expect(AppScan.nearest(files, file: { $0 }, to: "q/w.swift") == "q/w.swift")
    }

    @Test(
        "Dart extension members that copy a style (textstyle_extensions' and the project's own) are copies; a local typed as a style is a name for it"
    )
    func dartStyleExtensions() throws {
        let usages = try Self.scan([
            "lib/styles.dart": """
            import 'package:textstyle_extensions/textstyle_extensions.dart';
            class TextStyles {
              static const TextStyle brand = TextStyle(fontFamily: 'Brand', fontWeight: FontWeight.w400);
              static TextStyle get Body1 => brand.size(14);
              static TextStyle get H1 => brand.bold.size(20).textHeight(1.2);
              static TextStyle get Focus => H1.italic;
            }
            """,
            "lib/own.dart": """
            extension Sizes on TextStyle {
              /// Larger.
              TextStyle get big => copyWith(fontSize: 30);
              TextStyle withSize(double value) => copyWith(fontSize: value);
              TextStyle spaced(double v) => copyWith(letterSpacing: v);
              TextStyle get loose => spaced(2);
            }
            """,
            "lib/page.dart": """
            import 'styles.dart';
            class Page extends StatelessWidget {
              Widget build(BuildContext context) {
                TextStyle header = TextStyles.H1.textColor(Colors.white);
                return Column(children: [
                  Text('Éa', style: TextStyles.Body1.textColor(Colors.white)),
                  Text('Éb', style: header),
                  Text('Éc', style: TextStyles.Focus.withSize(18)),
                  Text('Éd', style: TextStyles.Body1.big.loose),
                  Text('Ée', style: TextStyle(fontWeight: FontWeight.bold).copyWith(color: Colors.red)),
                ]);
              }
            }
            """,
        ])
        // The styles are used, so stand no longer at their declarations; `FontWeight.bold` is no copy.
        #expect(usages.map(\.file) == Array(repeating: "lib/page.dart", count: 4))
        #expect(usages.map(\.line) == [6, 7, 8, 9])
        #expect(usages.map(\.text) == ["Éa", "Éb", "Éc", "Éd"])
        #expect(usages.map(\.pointSize) == [14, 20, 18, 30])
        #expect(usages.map { $0.weight?.value } == [400, 700, 700, 400])
        #expect(usages[1].lineHeight == .multiplier(1.2))
        #expect(usages.allSatisfy { $0.font == .name("Brand") })
    }

    @Test("a file of more copies of one kind than are read says so, though the styles it uses stand no longer")
    func cappedStyleCopies() throws {
        for copy in ["copyWith(fontSize: 12)", "size(12)"] {
            let lines = (0...AppScan.usageLimit).map { "var s\($0) = T.brand.\(copy);" }
            let scan = try Self.appScan([
                "lib/a.dart": """
                import 'package:textstyle_extensions/textstyle_extensions.dart';
                class T { static const TextStyle brand = TextStyle(fontFamily: 'Brand', fontSize: 10); }
                \(lines.joined(separator: "\n"))
                """
            ])
            // The base is used, so the copies read are the limit's worth of usages: no more are read.
            #expect(scan.usages.count == AppScan.usageLimit, "\(copy)")
            #expect(
                scan.errors.map(\.message) == [
                    "more than \(AppScan.usageLimit) text styles of one kind in one file (the limit): the rest are not checked"
                ], "\(copy)")
        }
    }

    @Test(
        "a style argument given a style's name alone is a use of it; a local name for the theme's styles is the theme"
    )
    func namedStyleArguments() throws {
        let usages = try Self.scan([
            "app/theme/Type.kt": """
            val Brand = FontFamily(Font(R.font.brand))
            val SmallHeading = TextStyle(fontSize = 16.sp, fontFamily = Brand)
            val Base = TextStyle(fontFamily = Brand)
            val AppTypography = Typography(
                titleLarge = TextStyle(fontFamily = Brand, fontSize = 22.sp),
                bodyLarge = Base.copy(fontSize = 16.sp, lineHeight = 24.sp),
            )
            """,
            "app/Screen.kt": """
            import androidx.compose.material3.MaterialTheme
            import androidx.compose.material3.Text
            @Composable fun Screen(style: TextStyle) {
                val typography = MaterialTheme.typography
                Text("Éa", style = SmallHeading)
                Text("Éb", style = typography.titleLarge)
                Text("Éc", style = style)
                Text("Éd", style = SmallHeading.copy(fontSize = 20.sp))
                val isSmall = style == SmallHeading
                Text("Éj", style = typography.bodyLarge.copy(lineHeight = 28.sp))
            }
            @Composable fun Other() {
                val title = MaterialTheme.typography.titleLarge
                Text("Ék", style = title)
                Text(
                    "Él",
                    style =
                        MaterialTheme.typography.titleLarge
                )
            }
            """,
            "lib/styles.dart": """
            const kTitle = TextStyle(fontFamily: 'Brand', fontSize: 20);
            final theme = ThemeData(textTheme: TextTheme(bodyLarge: TextStyle(fontFamily: 'Brand', fontSize: 18)));
            """,
            "lib/screen.dart": """
            Widget b(BuildContext context) {
              final theme = Theme.of(context).textTheme;
              final large = Theme.of(context)
                  .textTheme
                  .bodyLarge!
                  .copyWith(color: Colors.white);
              return Column(children: [
                Text('Ée', style: kTitle),
                Text('Éf', style: kTitle.copyWith(fontSize: 24)),
                Text('Ég', style: theme.bodyLarge?.apply(color: Colors.red)),
                Text('Éh', style: theme.bodyLarge?.apply(fontSizeFactor: 2)),
                Text(
                  'Éi',
                  style: Theme.of(context)
                      .textTheme
                      .bodyLarge
                      ?.copyWith(fontSize: 30),
                ),
                Text('Ém', style: large),
              ]);
            }
            """,
        ])
        let screen = usages.filter { $0.file == "app/Screen.kt" }
        #expect(screen.map(\.line) == [5, 6, 8, 10, 14, 18])
        #expect(screen.map(\.text) == ["Éa", "Éb", "Éd", "Éj", "Ék", "Él"])
        #expect(screen.map(\.pointSize) == [16, 22, 20, 16, 22, 22])
        // A slot given a name is used where a style argument names it, with that Text's text.
        #expect(screen[4].kind == .fontReference("title (MaterialTheme.typography.titleLarge)"))
        // A copy of a slot that is itself a copy: the slot's style with what this copy sets.
        #expect(screen[3].lineHeight == .fixed(28) && screen[3].font == screen.first?.font)
        #expect(
            screen.map(\.kind) == [
                .fontReference("SmallHeading"), .fontReference("typography.titleLarge"), .composeTextStyle,
                .fontReference("typography.bodyLarge.copy(...)"),
                .fontReference("title (MaterialTheme.typography.titleLarge)"),
                .fontReference("MaterialTheme.typography.titleLarge"),
            ])
        // Used, the declarations stand no longer as usages of their own (a slot only copied stays).
        #expect(usages.filter { $0.file == "app/theme/Type.kt" }.map(\.line) == [6])
        let dart = usages.filter { $0.file.hasPrefix("lib/") }
        // A copy that only paints is the style; one that scales it is not read.
        // A chain as `dart format` breaks it is read as one.
        #expect(dart.map(\.text) == ["Ée", "Éf", "Ég", "Éi", "Ém"] && dart.map(\.pointSize) == [20, 24, 18, 30, 18])
        #expect(dart[2].kind == .fontReference("theme.bodyLarge"))
        #expect(dart[3].kind == .fontReference("textTheme.bodyLarge.copyWith(...)"))
        #expect(dart.last?.kind == .fontReference("large (textTheme.bodyLarge.copyWith(...))"))
        #expect(dart.allSatisfy { $0.font == .name("Brand") })
    }

    @Test(
        "a Compose project's own typography: its class, its instance, and uses through the theme object, a CompositionLocal, a local name"
    )
    func composeTypography() throws {
        let usages = try Self.scan([
            "ui/theme/AppTypography.kt": """
            data class AppTypography(
                val body: TextStyle,
                val caption: TextStyle,
                val label: TextStyle,
            )

            val appTypography = AppTypography(
                body = TextStyle(
                    fontFamily = FontFamily(Font(R.font.brand_regular)),
                    fontSize = 16.sp,
                    lineHeight = 20.sp,
                    lineHeightStyle = LineHeightStyle(
                        alignment = LineHeightStyle.Alignment.Center,
                        trim = LineHeightStyle.Trim.None,
                    ),
                ),
                caption = TextStyle(fontFamily = FontFamily(Font(R.font.brand_bold)), fontSize = 12.sp),
                label = captionBase.copy(letterSpacing = 1.sp),
            )

            val LocalAppTypography = staticCompositionLocalOf<AppTypography> { appTypography }

            object AppTheme {
                val typography: AppTypography
                    @Composable get() = LocalAppTypography.current
            }
            """,
            "ui/Screen.kt": """
            @Composable
            fun Screen() {
                Text("Ünïcode", style = AppTheme.typography.body)
                Text(text = "small", style = LocalAppTypography.current.caption)
                val type = AppTheme.typography
                Text("label", style = type.label)
                Text("material", style = MaterialTheme.typography.bodyLarge)  // Material's
                // Text("old", style = AppTheme.typography.body)
                Text("bold", style = AppTheme.typography.body.copy(fontSize = 18.sp))
                val size = AppTheme.typography.body.fontSize  // a property of it: no style
                Text("object", style = Type.title)
                Text("default", style = LocalDefaults.current.big)
            }
            """,
            "ui/theme/Type.kt": """
            object TypeInternal {
                val title: TextStyle = TextStyle(fontFamily = FontFamily(Font(R.font.brand_bold)), fontSize = 24.sp)
                val note: TextStyle = TextStyle(fontFamily = FontFamily(Font(R.font.brand_regular)), fontSize = 10.sp)
            }
            val Type: TypeInternal
                @Composable get() = LocalType.current
            data class Defaults(
                val big: TextStyle = TextStyle(fontFamily = FontFamily(Font(R.font.brand_bold)), fontSize = 30.sp),
                val small: TextStyle = TextStyle(fontFamily = FontFamily(Font(R.font.brand_bold)), fontSize = 9.sp),
            )
            val LocalDefaults = staticCompositionLocalOf { Defaults() }
            """,
        ])
        // Material's own, where the project makes no Typography of Material's: its default (the platform font).
        let material = usages.filter { $0.file == "ui/Screen.kt" && $0.line == 7 }
        #expect(material.map(\.unresolved) == [.materialDefault(slot: "bodyLarge")])
        let screen = usages.filter { $0.file == "ui/Screen.kt" && $0.line != 7 }
        #expect(
            screen.map(\.kind.description) == [
                "AppTheme.typography.body", "LocalAppTypography.current.caption", "type.label",
                "AppTheme.typography.body.copy(...)", "Type.title", "LocalDefaults.current.big",
            ])
        #expect(screen.map(\.line) == [3, 4, 6, 9, 11, 12])
        #expect(
            screen.map(\.font) == [
                .fileNamed("brand_regular", family: "@font/brand_regular"),
                .fileNamed("brand_bold", family: "@font/brand_bold"), nil,
                .fileNamed("brand_regular", family: "@font/brand_regular"),
                .fileNamed("brand_bold", family: "@font/brand_bold"),
                .fileNamed("brand_bold", family: "@font/brand_bold"),
            ])
        // A copy's arguments over the style's; an object's members, or a class's defaults when no
        // call sets them, are its one instance.
        #expect(screen.map(\.pointSize) == [16, 12, nil, 18, 24, 30])
        #expect(screen.map(\.text) == ["Ünïcode", "small", "label", "bold", "object", "default"])
        #expect(screen[4].via == "ui/theme/Type.kt:2")
        #expect(screen.first?.via == "ui/theme/AppTypography.kt:8")
        // The style's own LineHeightStyle, not the command line's.
        #expect(screen.first?.lineHeightStyle == ComposeOptions(alignment: .center, trim: .none))
        // A copy of a style the project does not define is computed.
        #expect(screen[2].skipped == .computed("label (ui/theme/AppTypography.kt)"))
        // The styles referred to stand no longer as usages of their own; the one nothing names does.
        #expect(usages.filter { $0.file != "ui/Screen.kt" }.map(\.line) == [3, 9])
    }

    @Test(
        "SwiftGen's font accessors: a generated FontConvertible's font(size:) and swiftUIFont(...) are its literal calls"
    )
    func swiftGenFonts() throws {
        let scan = try Self.appScan([
            "Generated/Fonts.swift": """
            internal enum FontFamily {
              internal enum Poppins {
                internal static let bold = FontConvertible(name: "Poppins-Bold", family: "Poppins", path: "Poppins-Bold.ttf")
                internal static let semiBold = BrandFont(name: "Poppins-SemiBold", family: "Poppins", path: "Poppins-SemiBold.ttf")
                internal static let all: [FontConvertible] = [bold, semiBold]
              }
            }
            internal struct FontConvertible {
              internal func register() {
                guard let url = url else { return }
                CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
              }
            }
            """,
            "Views/Title.swift": """
            struct Title: View {
                var body: some View {
                    Text("Ångström").font(FontFamily.Poppins.bold.swiftUIFont(size: 28))
                    Text("fixed").font(FontFamily.Poppins.semiBold.swiftUIFont(fixedSize: 12))
                    Text("caption").font(FontFamily.Poppins.bold.swiftUIFont(size: 11, relativeTo: .caption))
                    Text("unknown").font(FontFamily.Poppins.thin.swiftUIFont(size: 11))
                    Text("computed").font(FontFamily.Poppins.bold.swiftUIFont(size: base + 2))
                }
                func setUp(_ label: UILabel) {
                    label.text = "Quay"
                    label.font = FontFamily.Poppins.bold.font(size: 17)
                }
            }
            """,
        ])
        let usages = scan.usages
        #expect(usages.map(\.line) == [3, 4, 5, 7, 11])
        #expect(
            usages.map(\.font) == [
                .name("Poppins-Bold"), .name("Poppins-SemiBold"), .name("Poppins-Bold"), nil, .name("Poppins-Bold"),
            ])
        #expect(usages.map(\.pointSize) == [28, 12, 11, nil, 17])
        let (bold, semiBold) = ("Generated/Fonts.swift:3", "Generated/Fonts.swift:4")
        #expect(usages.map(\.via) == [bold, semiBold, bold, bold, bold])
        // Font.custom's scaling: with the body, with its text style, not at all for a fixed size or a UIFont.
        #expect(usages.map(\.scaling) == [.dynamicType(.body), nil, .dynamicType(.caption1), .dynamicType(.body), nil])
        #expect(usages.map(\.text) == ["Ångström", "fixed", "caption", "computed", "Quay"])
        #expect(usages[3].skipped == .computed("the font size"))
        #expect(usages[0].kind.description == "FontFamily.Poppins.bold.swiftUIFont(size: 28)")
    }

    @Test(
        "a style enum whose cases map to a configuration of a SwiftGen font and a size, through a view that takes it and a Text modifier"
    )
    func swiftGenStyleConfig() throws {
        let usages = try Self.scan([
            "Generated/Fonts.swift": """
            public enum FontFamily {
              public enum Inter {
                public static let regular = FontConvertible(name: "Inter", family: "Inter", path: "Inter.ttf")
                public static let semiBold = FontConvertible(name: "Inter_Semi-Bold", family: "Inter", path: "Inter.ttf")
              }
            }
            """,
            // The enum's cases and the extension that maps them are in files of their own.
            "Config/AppFont.swift":
                "public enum AppFont: CaseIterable {\n    // Content\n    case title\n    case body\n}\n",
            "Config/AppFontConfig.swift": """
            public struct AppFontConfig {
                public let font: FontConvertible
                public let size: CGFloat
                public let lineHeight: CGFloat
            }
            public extension AppFont {
                var config: AppFontConfig {
                    switch self {
                    case .title:
                        return AppFontConfig(font: FontFamily.Inter.semiBold, size: 28, lineHeight: 32)
                    case .body:
                        return AppFontConfig(font: FontFamily.Inter.regular, size: 17, lineHeight: 24)
                    }
                }
            }
            """,
            "Components/AppText.swift": """
            public struct AppText: View {
                private let text: Text
                public init(_ text: String?, style: AppFont) {
                    self.text = Self.build(text ?? "", style: style)
                }
                public init(_ text: String?, tint: Color) {
                    self.text = Text(text ?? "").foregroundColor(tint)
                }
                public var body: some View { text }
                private static func build(_ text: String, style: AppFont) -> Text {
                    let font = FontBuilder.font(style: style)
                    return Text(verbatim: text).font(font)
                }
            }
            public extension Text {
                func appFont(_ style: AppFont) -> Text {
                    self.font(FontBuilder.font(style: style))
                }
            }
            enum BadgeKind { case new, old }
            struct Badge: View {
                init(kind: BadgeKind) {}
                var body: some View { Text("badge").font(.body) }
            }
            """,
            "Screen.swift": """
            struct Screen: View {
                var body: some View {
                    AppText("Ångström", style: .title)
                    Text("jump").appFont(.body)
                    AppText("tinted", tint: .red)
                    Badge(kind: .new)
                }
            }
            """,
        ]).filter { $0.file == "Screen.swift" }
        // A view whose initializer takes a type whose cases map to fonts draws in the case's font (U);
        // one taking anything else is no design system's (`tint:`, `BadgeKind`).
        #expect(usages.map(\.line) == [3, 4])
        #expect(usages.map(\.font) == [.name("Inter_Semi-Bold"), .name("Inter")])
        #expect(usages.map(\.pointSize) == [28, 17])
        #expect(usages.map(\.text) == ["Ångström", "jump"])
        #expect(usages.map(\.via) == ["Config/AppFontConfig.swift:7", "Config/AppFontConfig.swift:7"])
    }

    @Test(
        "a family that falls back (fontFamily ?: chango, family ?? 'Brand') is read at its fallback; a val given a call of a family function another file makes is that family"
    )
    func familyFallbacks() throws {
        let usages = try Self.scan([
            "src/commonMain/composeResources/font/Chango_Regular.ttf": "",
            "src/commonMain/kotlin/Type.kt": """
            @Composable expect fun changoFontFamily(): FontFamily
            @Composable fun AppTypography(fontFamily: FontFamily?): Typography {
                val chango = changoFontFamily()
                return Typography(
                    displayLarge = TextStyle(fontFamily = fontFamily ?: chango, fontSize = 57.sp),
                    displayMedium = TextStyle(fontFamily = chango, fontSize = 45.sp),
                    displaySmall = TextStyle(fontFamily = fontFamily, fontSize = 36.sp),
                )
            }
            """,
            "src/androidMain/kotlin/Type.android.kt": """
            @Composable actual fun changoFontFamily(): FontFamily = FontFamily(Font(Res.font.Chango_Regular))
            """,
            "lib/styles.dart":
                "TextStyle title(String? family) => TextStyle(fontFamily: family ?? 'Brand', fontSize: 20);\n",
        ])
        let kotlin = usages.filter { $0.file == "src/commonMain/kotlin/Type.kt" }
        #expect(kotlin.map(\.line) == [5, 6, 7])
        let files = kotlin.map { usage -> String? in
            guard case .file(let path, _)? = usage.font else { return nil }
            return (path as NSString).lastPathComponent
        }
        #expect(files == ["Chango_Regular.ttf", "Chango_Regular.ttf", nil])
        #expect(kotlin.last?.skipped == .computed("fontFamily"))
        #expect(usages.filter { $0.file == "lib/styles.dart" }.map(\.font) == [.name("Brand")])
    }

    @Test("a Compose family loaded through an enum of font files (Compose Multiplatform's expect fun) is that file")
    func composeFontEnum() throws {
        let usages = try Self.scan([
            "designsystem/FontResource.kt": """
            enum class FontResource(val resName: String) {
                Brand("brand_medium.ttf"),
                Notes("notes.txt"),
            }
            expect fun fontFamilyResource(fontResource: FontResource): FontFamily?
            fun tintOf(fontResource: FontResource): Color = Color.Red
            """,
            "designsystem/Type.kt": """
            @Composable
            fun typography(): Typography {
                val brand = fontFamilyResource(FontResource.Brand)
                val notes = fontFamilyResource(FontResource.Notes)
                val tinted = tintOf(FontResource.Brand)
                val interval = fontFamilyResource(FontResource.Brand)
                return Typography(
                    bodyLarge = TextStyle(fontFamily = brand, fontSize = 16.sp),
                    bodySmall = TextStyle(fontFamily = notes, fontSize = 12.sp),
                    labelSmall = TextStyle(fontFamily = tinted, fontSize = 11.sp),
                )
            }
            """,
        ])
        #expect(usages.map(\.line) == [8, 9, 10])
        #expect(usages.map(\.font) == [.fileNamed("brand_medium", family: "@font/brand_medium"), nil, nil])
        // A case whose literal is no font file, and a function that returns no FontFamily, load nothing.
        #expect(usages.dropFirst().map(\.skipped) == [.computed("fontFamily"), .computed("fontFamily")])
        // `val ` and `fun ` end no name: `interval = ...` assigns, `myfun x(...)` declares nothing.
        #expect(ComposeFontLoads.calls(SourceText("interval = f(A.B)", .kotlin)).isEmpty)
        let functions = "fun f(a: A): FontFamily = x\nfun g(): Font = y\nmyfun h(): FontFamily = z"
        #expect(ComposeFontLoads.familyFunctions(SourceText(functions, .kotlin)) == ["f"])
    }

    @Test(
        "a Compose typography interface's instance is an object implementing it; a TextStyle extension that copies is a copy"
    )
    func composeTypographyObjects() throws {
        let usages = try Self.scan([
            "design/Typography.kt": """
            interface BrandTypography {
                val title: TextStyle
                val body: TextStyle
                val caption: TextStyle
            }

            object UI {
                val typo: BrandTypography
                    @Composable get() = LocalBrandTypography.current
            }

            class BrandDesign : Design {
                override fun typography(): BrandTypography {
                    val brand = FontFamily(Font(R.font.brand_regular), Font(R.font.brand_bold, FontWeight.Bold))
                    val title = 40.sp
                    return object : BrandTypography {
                        override val title = TextStyle(fontFamily = brand, fontSize = title)
                        override val body: TextStyle = TextStyle(fontFamily = brand, fontSize = 16.sp)
                        override val caption = body.copy(fontSize = 12.sp)
                    }
                }
            }

            fun TextStyle.style(
                color: Color = UI.colors.text,
                fontWeight: FontWeight = FontWeight.Bold,
            ) = this.copy(color = color, fontWeight = fontWeight)

            fun TextStyle.tinted(color: Color): TextStyle {
                return copy(color = color)
            }
            """,
            "app/Screen.kt": """
            @Composable
            fun Screen() {
                Text("Title", style = UI.typo.title)
                Text("Bold", style = UI.typo.body.style(color = Red))
                Text("Regular", style = UI.typo.body.style(Red, FontWeight.Normal))
                Text("Named", style = UI.typo.body.style(fontWeight = FontWeight.Normal))
                Text("Tinted", style = UI.typo.body.tinted(Red))
                Text("Copied", style = UI.typo.caption)
                val alpha = UI.typo.body.fontSize  // a property: no style
            }
            """,
        ])
        let screen = usages.filter { $0.file == "app/Screen.kt" }
        #expect(screen.map(\.line) == [3, 4, 5, 6, 7, 8])
        #expect(
            screen.map(\.kind.description) == [
                "UI.typo.title", "UI.typo.body.style(...)", "UI.typo.body.style(...)", "UI.typo.body.style(...)",
                "UI.typo.body.tinted(...)", "UI.typo.caption",
            ])
        // The object's members, their named values read (`fontSize = title`, the local `40.sp`).
        #expect(screen.map(\.pointSize) == [40, 16, 16, 16, 16, 12])
        // The copier's default weight (Bold) unless the call gives one, by position or by name.
        #expect(screen.map { $0.weight?.value } == [nil, 700, 400, 400, nil, nil])
        #expect(
            screen.map(\.font).prefix(3) == [
                .fileNamed("brand_regular", family: "@font/brand_regular"),
                .fileNamed("brand_bold", family: "@font/brand_bold"),
                .fileNamed("brand_regular", family: "@font/brand_regular"),
            ])
        #expect(screen.first?.via == "design/Typography.kt:17")
        // A member the object sets as a copy of another is that copy.
        #expect(screen.last?.font == .fileNamed("brand_regular", family: "@font/brand_regular"))
        #expect(screen.allSatisfy { $0.skipped == nil })
    }

    @Test(
        "a Compose style's family that is its function's parameter: the default, or the one value the app's calls pass"
    )
    func composeFamilyParameters() throws {
        let usages = try Self.scan([
            "core/Type.kt": """
            expect fun brandFamily(): FontFamily

            fun appTypography(fontFamily: FontFamily?): Typography = Typography(
                bodyLarge = TextStyle(fontFamily = fontFamily, fontSize = 16.sp),
            )

            fun captionStyle(family: FontFamily = FontFamily(Font(R.font.brand_bold))) = TextStyle(
                fontFamily = family,
                fontSize = 12.sp,
            )

            fun mixedStyle(family: FontFamily) = TextStyle(fontFamily = family, fontSize = 10.sp)

            fun unrelated(family: FontFamily = FontFamily(Font(R.font.brand_bold))) {
                log(family)
            }

            val after = TextStyle(fontFamily = family, fontSize = 9.sp)
            """,
            "android/Type.android.kt": """
            actual fun brandFamily(): FontFamily = FontFamily(Font(R.font.brand_regular))
            """,
            "core/Theme.kt": """
            @Composable
            fun AppTheme(
                fontFamily: FontFamily? = brandFamily(),
                content: @Composable () -> Unit,
            ) {
                MaterialTheme(typography = appTypography(fontFamily), content = content)
            }

            @Preview(showBackground = true)
            @Composable
            internal fun TypePreview() {
                listOf(FontFamily.Serif).forEach { family ->
                    Text("Body", style = appTypography(family).bodyLarge)
                }
            }

            val a = mixedStyle(FontFamily(Font(R.font.brand_regular)))
            val b = mixedStyle(FontFamily(Font(R.font.brand_bold)))
            """,
            "app/Screen.kt": """
            @Composable
            fun Screen() {
                Text("Éj", style = MaterialTheme.typography.bodyLarge)
            }
            """,
        ])
        let screen = usages.first { $0.file == "app/Screen.kt" }
        // Through AppTheme's default, the preview's call left out.
        #expect(screen?.font == .fileNamed("brand_regular", family: "@font/brand_regular"))
        #expect(screen?.pointSize == 16)
        let type = usages.filter { $0.file == "core/Type.kt" }
        // (bodyLarge, used, stands no longer as a usage of its own.)
        #expect(type.map(\.line) == [7, 12, 18])
        // A parameter's own default; callers that pass different families leave it computed; a
        // name after a function's body is no parameter of it.
        #expect(type.first?.font == .fileNamed("brand_bold", family: "@font/brand_bold"))
        #expect(type.dropFirst().map(\.skipped) == [.computed("fontFamily"), .computed("fontFamily")])
    }

    @Test(
        "a Compose text composable's default style is the style of each call that passes none, where the wrapper is seen"
    )
    func composeWrapperDefaults() throws {
        let usages = try Self.scan([
            "ui/theme/Type.kt": """
            package app.ui.theme
            data class AppTypography(val body: TextStyle, val caption: TextStyle)
            val appTypography = AppTypography(
                body = TextStyle(fontFamily = FontFamily(Font(R.font.brand)), fontSize = 16.sp),
                caption = TextStyle(fontFamily = FontFamily(Font(R.font.brand)), fontSize = 12.sp),
            )
            object AppTheme { val typography: AppTypography get() = appTypography }
            """,
            "ui/components/Text.kt": """
            package app.ui.components
            @Composable
            fun Text(text: String, modifier: Modifier = Modifier, style: TextStyle = AppTheme.typography.body) {
                BasicText(text, modifier, style)
            }
            @Composable
            fun Text(text: AnnotatedString, modifier: Modifier = Modifier, style: TextStyle = AppTheme.typography.body) {
                BasicText(text, modifier, style)
            }
            """,
            "ui/Screen.kt": """
            package app.ui
            import app.ui.components.Text
            @Composable
            fun Screen() {
                Text("Défaut")
                Text(text = "named", modifier = Modifier.padding(4.dp))
                Text("caption", style = AppTheme.typography.caption)
                Text("in order", Modifier, AppTheme.typography.caption)
            }
            """,
            "ui/Material.kt": """
            package app.other
            import androidx.compose.material3.Text
            @Composable
            fun Other() { Text("Material's own") }
            """,
        ])
        let screen = usages.filter { $0.file == "ui/Screen.kt" }
        #expect(
            screen.map(\.kind.description) == [
                "Text(style = default)", "Text(style = default)", "AppTheme.typography.caption",
                "AppTheme.typography.caption",
            ])
        #expect(screen.map(\.line) == [5, 6, 7, 8])
        #expect(screen.map(\.pointSize) == [16, 16, 12, 12])
        #expect(screen.map(\.text) == ["Défaut", "named", "caption", "in order"])
        #expect(screen.first?.via == "ui/components/Text.kt:3, ui/theme/Type.kt:4")
        // The defaults in the signatures stand no longer as usages; Material's Text is not the wrapper.
        #expect(usages.allSatisfy { $0.file == "ui/Screen.kt" })
    }

    @Test(
        "a Compose Text with no style takes MaterialTheme's bodyLarge, or the slot its Material 3 component gives it, with its own size over it; another library's theme is not its theme"
    )
    func composeDefaultTextStyles() throws {
        let usages = try Self.scan([
            "core/theme/Type.kt": """
            import androidx.compose.material3.Typography
            val Brand = FontFamily(Font(R.font.brand))
            val AppTypography = Typography(
                headlineSmall = TextStyle(fontFamily = Brand, fontSize = 24.sp),
                titleLarge = TextStyle(fontFamily = Brand, fontSize = 22.sp),
                titleSmall = TextStyle(fontFamily = Brand, fontSize = 13.sp),
                bodyLarge = TextStyle(fontFamily = Brand, fontSize = 17.sp),
                bodyMedium = TextStyle(fontFamily = Brand, fontSize = 14.sp),
                labelLarge = TextStyle(fontFamily = Brand, fontSize = 15.sp),
                labelMedium = TextStyle(fontFamily = Brand, fontSize = 12.sp),
            )
            """,
            "wear/Type.kt": """
            import androidx.wear.compose.material3.Typography
            val WearTypography = Typography(bodyLarge = AppTypography.bodyLarge, titleLarge = TextStyle(fontSize = 30.sp))
            """,
            "app/Screen.kt": """
            import androidx.compose.material3.AlertDialog
            import androidx.compose.material3.MaterialTheme
            import androidx.compose.material3.Text
            @Composable fun Screen() {
                Scaffold(topBar = { TopAppBar(title = { Text("Title") }) }) {
                    Column {
                        Text("Body")
                        Text(text = "Big", fontSize = 20.sp)
                        Button(onClick = {}) { Text("Save") }
                        OutlinedTextField(value = "", onValueChange = {}, label = { Text("Label") }, supportingText = { Text("Help") }); TextField(value = "", onValueChange = {}, textStyle = MaterialTheme.typography.titleSmall)
                        Text("styled", style = MaterialTheme.typography.titleSmall)
                        NavigationBar { NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { Text("Home") }) }
                        NavigationRail { NavigationRailItem(selected = true, onClick = {}, icon = {}, label = { Text("Rail") }) }
                        ModalDrawerSheet { NavigationDrawerItem(label = { Text("Drawer") }, selected = true, onClick = {}) }
                        FilterChip(selected = true, onClick = {}, label = { Text("Chip") })
                        ListItem(headlineContent = { Text("Row") }, supportingContent = { Text("Sub") })
                        ExtendedFloatingActionButton(text = { Text("Add") }, icon = {}, onClick = {})
                        Snackbar(action = { TextButton(onClick = {}) { Text("Undo") } }) {
                            Text("Saved")
                        }
                        DropdownMenuItem(text = { Text("Item") }, onClick = {})
                        MediumTopAppBar(title = { Text("Medium") })
                    }
                }
                AlertDialog(onDismissRequest = {}, title = { Text("Sure?") }, text = { Text("Gone") },
                    confirmButton = { TextButton(onClick = {}) { Text("OK") } })
            }
            """,
            "app/Old.kt": """
            import androidx.compose.material.Text
            @Composable fun Old() { Text("material 2: not read") }
            """,
        ]).filter { $0.file.hasPrefix("app/") }
        // A text field's value and label are bodyLarge (its supporting text bodySmall, Material's default
        // here, the platform font's: not listed); a field's own textStyle and the styled Text are references.
        #expect(
            usages.map(\.line) == [5, 7, 8, 9, 10, 10, 10, 11, 12, 13, 14, 15, 16, 16, 17, 18, 19, 21, 22, 25, 25, 26])
        #expect(
            usages.map(\.text) == [
                "Title", "Body", "Big", "Save", "Label", nil, nil, "styled", "Home", "Rail", "Drawer", "Chip", "Row",
                "Sub",
                "Add", "Undo", "Saved", "Item", "Medium", "Sure?", "Gone", "OK",
            ])
        #expect(
            usages.map(\.pointSize) == [
                22, 17, 20, 15, 17, 17, 13, 13, 12, 12, 17, 15, 17, 14, 15, 15, 14, 15, 24, 24, 14, 15,
            ])
        #expect(
            usages[4...6].map(\.kind) == [
                .fontReference("Text (OutlinedTextField label: MaterialTheme.typography.bodyLarge)"),
                .fontReference("OutlinedTextField (value: MaterialTheme.typography.bodyLarge)"),
                .fontReference("MaterialTheme.typography.titleSmall"),
            ])
        // A field cuts its value at its bounds; a Text in its label is not cut.
        #expect(usages[4...5].map(\.overflow) == [nil, .hidden])
        #expect(
            usages[12].kind == .fontReference("Text (ListItem headlineContent: MaterialTheme.typography.bodyLarge)"))
        #expect(usages[16].kind == .fontReference("Text (Snackbar content: MaterialTheme.typography.bodyMedium)"))
        #expect(
            usages[18].kind == .fontReference("Text (MediumTopAppBar title: MaterialTheme.typography.headlineSmall)"))
        #expect(usages[11].kind == .fontReference("Text (FilterChip label: MaterialTheme.typography.labelLarge)"))
        #expect(
            usages[9].kind == .fontReference("Text (NavigationRailItem label: MaterialTheme.typography.labelMedium)"))
        // A drawer item gives its label a colour only: the theme's bodyLarge.
        #expect(
            usages[10].kind == .fontReference("Text (NavigationDrawerItem label: MaterialTheme.typography.bodyLarge)"))
        #expect(usages.first?.kind == .fontReference("Text (TopAppBar title: MaterialTheme.typography.titleLarge)"))
        #expect(usages.last?.kind == .fontReference("Text (TextButton content: MaterialTheme.typography.labelLarge)"))
        #expect(usages.allSatisfy { $0.skipped == nil && $0.unresolved == nil })
    }

    @Test(
        "a Dart getter whose body returns a style (`static TextStyle get h1 { return base.copyWith(...); }`) is a named style"
    )
    func dartGetterBodies() throws {
        let usages = try Self.scan([
            "lib/text_styles.dart": """
            class AppTextStyle {
              static const _base = TextStyle(fontFamily: 'Brand', fontWeight: FontWeight.w400);

              static TextStyle get headline1 {
                return _base.copyWith(fontSize: 56, height: 1.2);
              }

              static TextStyle scaled(double factor) {
                return _base.copyWith(fontSize: 10 * factor);
              }
            }
            """,
            "lib/screen.dart": "Widget b() => Text('Éj', style: AppTextStyle.headline1);\n",
        ]).filter { $0.file == "lib/screen.dart" }
        #expect(usages.map(\.pointSize) == [56])
        #expect(usages.map(\.font) == [.name("Brand")])
        #expect(usages.first?.lineHeight == .multiplier(1.2))
    }

    @Test(
        "a Dart function that returns a style (at once, or as a switch's only default) is a named style, called; a case's return names nothing"
    )
    func dartStyleFunctions() throws {
        let usages = try Self.scan([
            "lib/text_styles.dart": """
            class Styles {
              static TextStyle body(BuildContext context) {
                switch (_theme(context).themeId) {
                  default:
                    return GoogleFonts.inter(color: _theme(context).text, fontWeight: FontWeight.w500, fontSize: 14);
                }
              }

              static TextStyle small(BuildContext context) => TextStyle(fontFamily: 'Brand', fontSize: 11, height: 1.2);
              static TextStyle get caption => small(null).copyWith(fontSize: 9);

              static TextStyle themed(BuildContext context) {
                switch (_theme(context).themeId) {
                  case "forest":
                    return TextStyle(fontFamily: 'Brand', fontSize: 12);
                  default:
                    return TextStyle(fontFamily: 'Brand', fontSize: 14);
                }
              }
            }
            """,
            "lib/screen.dart": """
            Widget build(BuildContext context) => Column(children: [
              Text('Éj', style: Styles.body(context)),
              Text('Éj', style: Styles.small(context)),
              Text('Éj', style: Styles.body(
                context,
              ).copyWith(fontSize: 20)),
              Text('Éj', style: Styles.themed(context)),
              Text('Éj', style: unknown(context).copyWith(fontSize: 20)),
              Text('Éj', style: Styles.caption),
            ]);
            """,
        ]).filter { $0.file == "lib/screen.dart" }
        #expect(usages.map(\.line) == [2, 3, 6, 9])
        #expect(
            usages.map(\.kind) == [
                .fontReference("Styles.body"), .fontReference("Styles.small"), .flutterTextStyle,
                .fontReference("Styles.caption"),
            ])
        // A getter that copies a function's style (`small(null).copyWith(fontSize: 9)`) is that copy.
        #expect(usages.map(\.pointSize) == [14, 11, 20, 9])
        #expect(usages.map { $0.weight?.value } == [500, nil, 500, nil])
        #expect(usages.map(\.skipped) == [nil, nil, nil, nil])
        #expect(usages[1].lineHeight == .multiplier(1.2))
    }

    @Test(
        "a TextTheme slot set to a name is the style the project declares by it, sizeless ones at Material 3's scale; an undeclared name stays computed"
    )
    func namedThemeSlots() throws {
        let usages = try Self.scan([
            "lib/text_styles.dart": """
            class AppTextStyles {
              static TextTheme textTheme = TextTheme(
                titleLarge: titleLarge,
                bodyLarge: bodyLarge,
                labelSmall: elsewhere.labelSmall,
              );

              static const TextStyle _common = TextStyle(fontFamily: 'Brand');

              static TextStyle get titleLarge => _common;

              static TextStyle get bodyLarge => _common.copyWith(fontSize: 16, height: 1.5);
            }
            """,
            "lib/app.dart": "final app = MaterialApp(theme: ThemeData(textTheme: AppTextStyles.textTheme));\n",
            "lib/screen.dart": """
            Widget build(BuildContext context) {
              final textTheme = Theme.of(context).textTheme;
              return Column(children: [
                Text('Éj', style: textTheme.titleLarge),
                Text('Éj', style: textTheme.titleLarge?.copyWith(fontWeight: FontWeight.w700)),
                Text('Éj', style: textTheme.bodyLarge),
                Text('Éj', style: textTheme.labelSmall),
              ]);
            }
            """,
        ]).filter { $0.file == "lib/screen.dart" }
        #expect(usages.map(\.line) == [4, 5, 6, 7])
        #expect(usages.map(\.font) == [.name("Brand"), .name("Brand"), .name("Brand"), nil])
        // titleLarge is Material 3's 22 x 1.27 in the slot's family, its copy too, with its own weight.
        #expect(usages.map(\.pointSize) == [22, 22, 16, nil])
        #expect(usages.map(\.lineHeight).prefix(3) == [.multiplier(1.27), .multiplier(1.27), .multiplier(1.5)])
        #expect(usages.map { $0.weight?.value }.prefix(2) == [400, 700])
        #expect(usages[0].via == "lib/text_styles.dart:3, lib/text_styles.dart:8")
        #expect(usages[3].skipped == .computed("labelSmall (lib/text_styles.dart)"))
    }

    @Test(
        "a name two packages declare with the same literal (generated `FontFamily.x`) is that literal; different ones are not"
    )
    func sameLiteralDeclarations() throws {
        let generated = "class FontFamily {\n  FontFamily._();\n\n  static const String brand = 'Brand';\n}\n"
        let usages = try Self.scan([
            "packages/ui/lib/gen/fonts.gen.dart": generated,
            "packages/game/lib/gen/fonts.gen.dart": generated,
            "packages/ui/lib/style.dart": "const style = TextStyle(fontFamily: FontFamily.brand, fontSize: 20);\n",
            "packages/ui/lib/other.dart": "const other = TextStyle(fontFamily: Names.x, fontSize: 20);\n",
            "packages/a/lib/names.dart": "class Names {\n  static const String x = 'A';\n}\n",
            "packages/b/lib/names.dart": "class Names {\n  static const String x = 'B';\n}\n",
        ])
        #expect(usages.map(\.file) == ["packages/ui/lib/other.dart", "packages/ui/lib/style.dart"])
        #expect(usages.map(\.font) == [nil, .name("Brand")])
        #expect(usages.first?.skipped != nil)
    }

    @Test("a Compose style's LineHeightStyle: named or in order, Default, anything else computed")
    func lineHeightStyle() {
        #expect(ComposeScanner.lineHeightStyle("LineHeightStyle.Default") == ComposeOptions())
        #expect(
            ComposeScanner.lineHeightStyle(
                "LineHeightStyle(LineHeightStyle.Alignment.Bottom, LineHeightStyle.Trim.FirstLineTop)")
                == ComposeOptions(alignment: .bottom, trim: .firstLineTop))
        #expect(
            ComposeScanner.lineHeightStyle("LineHeightStyle(trim = LineHeightStyle.Trim.LastLineBottom)")
                == ComposeOptions(alignment: .proportional, trim: .lastLineBottom))
        #expect(
            ComposeScanner.lineHeightStyle("LineHeightStyle(alignment = custom, trim = LineHeightStyle.Trim.None)")
                == nil)
        #expect(ComposeScanner.lineHeightStyle("style.lineHeightStyle") == nil)
    }

    @Test("a Flutter project's own text theme, reached through a function, a getter and a local name")
    func flutterTextTheme() throws {
        let usages = try Self.scan([
            "lib/theme/text_style.dart": """
            const String _family = 'Brand';
            const TextStyle body = TextStyle(fontFamily: _family, fontSize: 16, height: 1.25);
            const TextStyle small = components.TextStyles.caption;

            class AppTextTheme {
              final TextStyle body;
              final TextStyle small;
              const AppTextTheme({required this.body, required this.small});
            }

            AppTextTheme lightTextTheme = AppTextTheme(
              body: body.copyWith(color: Colors.black),
              small: small.copyWith(color: Colors.grey),
            );

            AppTextTheme getAppTextTheme(BuildContext context) => lightTextTheme;

            extension Styles on BuildContext {
              AppTextTheme get textStyles => lightTextTheme;
            }

            class AppTheme {
              static AppTextTheme of(BuildContext context) => lightTextTheme;
            }
            """,
            "lib/theme/components.dart": """
            class TextStyles {
              static const TextStyle caption = TextStyle(fontFamily: 'Brand', fontSize: 12);
            }
            """,
            "lib/screen.dart": """
            Widget build(BuildContext context) {
              final textTheme = getAppTextTheme(context);
              return Column(children: [
                Text('Ä', style: getAppTextTheme(context).body),
                Text('small', style: context.textStyles.small),
                Text('local', style: textTheme.small),
                Text('static', style: AppTheme.of(context).body),
                Text('tinted', style: textTheme.small.copyWith(color: Colors.red)),
                Text('not ours', style: Other.of(context).body),
                Text('bold', style: textTheme.small.copyWith(color: Colors.red, fontWeight: FontWeight.w700, height: 1.5)),
                Text('sized', style: textTheme.small.copyWith(fontSize: size)),
              ]);
            }
            """,
        ])
        let screen = usages.filter { $0.file == "lib/screen.dart" }
        #expect(
            screen.map(\.kind.description) == [
                "getAppTextTheme(context).body", "context.textStyles.small", "textTheme.small",
                "AppTheme.of(context).body", "textTheme.small.copyWith(...)", "textTheme.small.copyWith(...)",
                "textTheme.small.copyWith(...)",
            ])
        #expect(screen.map(\.line) == [4, 5, 6, 7, 8, 10, 11])
        #expect(screen.dropLast().map(\.font) == Array(repeating: .name("Brand"), count: 6))
        // `small` is a name given another style, behind a Dart import prefix; a copy that changes
        // only the colour is the style itself; one that sets a literal weight and height is it with them.
        #expect(screen.dropLast().map(\.pointSize) == [16, 12, 12, 16, 12, 12])
        #expect(screen[5].weight == FontWeight(value: 700) && screen[5].lineHeight == .multiplier(1.5))
        // The slot, then the style it copies (`small` names `components.TextStyles.caption`).
        let body = "lib/theme/text_style.dart:12, lib/theme/text_style.dart:2"
        let small = "lib/theme/text_style.dart:13, lib/theme/components.dart:2"
        #expect(screen.dropLast().map(\.via) == [body, small, small, body, small, small])
        // A size that is not a literal: skipped, said.
        #expect(screen.last?.skipped != nil && screen.last?.pointSize == nil)
    }

    @Test(
        "a Dart monorepo's app takes its text theme from its own package or one it imports, not a sibling app's as near"
    )
    func dartPackageThemes() throws {
        func theme(_ family: String) -> String {
            """
            class AppTextTheme {
              final TextStyle body;
              final TextStyle small;
              const AppTextTheme({required this.body, required this.small});
            }

            AppTextTheme textTheme = AppTextTheme(
              body: TextStyle(fontFamily: '\(family)', fontSize: 16),
              small: TextStyle(fontFamily: '\(family)', fontSize: 12),
            );

            AppTextTheme getAppTextTheme(BuildContext context) => textTheme;
            """
        }
        let use = "Widget build(BuildContext context) => Text('Ä', style: getAppTextTheme(context).body);\n"
        let usages = try Self.scan([
            "mobile/apps/auth/pubspec.yaml": "name: auth\n",
            "mobile/apps/auth/lib/theme.dart": theme("Auth"),
            "mobile/apps/auth/lib/screen.dart": "import 'package:ui/theme.dart';\n" + use,
            "mobile/apps/photos/pubspec.yaml": "name: photos\n",
            "mobile/apps/photos/lib/theme.dart": theme("Photos"),
            "mobile/apps/locker/pubspec.yaml": "name: 'locker'\n",
            "mobile/apps/locker/lib/screen.dart": "import \"package:ui/theme.dart\";\n" + use,
            "mobile/apps/other/pubspec.yaml": "name: other\n",
            "mobile/apps/other/lib/screen.dart": use,
            "mobile/packages/ui/pubspec.yaml": "name: ui\ndependencies:\n  flutter:\n    sdk: flutter\n",
            "mobile/packages/ui/lib/theme.dart": theme("Shared"),
        ]).filter { $0.file.hasSuffix("screen.dart") }
        #expect(
            usages.map(\.file) == [
                "mobile/apps/auth/lib/screen.dart", "mobile/apps/locker/lib/screen.dart",
                "mobile/apps/other/lib/screen.dart",
            ])
        // Its own package's theme first, then an imported package's; with neither, no sibling app's.
        #expect(usages.map(\.font) == [.name("Auth"), .name("Shared"), nil])
        #expect(usages.last?.skipped == .computed("body (no AppTextTheme the file's package reaches)"))
    }

    @Test("a use as near to two themes (a desktop and a mobile one, chosen at run time) is checked under each")
    func equallyNearThemes() throws {
        let usages = try Self.scan([
            "lib/desktop/theme.dart":
                "final desktop = ThemeData(textTheme: TextTheme(bodyMedium: TextStyle(fontFamily: 'Brand', fontSize: 14)));\n",
            "lib/mobile/theme.dart":
                "final mobile = ThemeData(textTheme: TextTheme(bodyMedium: TextStyle(fontFamily: 'Brand', fontSize: 16)));\n",
            "lib/pages/home.dart":
                "Widget home(BuildContext context) => Text('Éj', style: Theme.of(context).textTheme.bodyMedium);\n",
        ]).filter { $0.file == "lib/pages/home.dart" }
        #expect(usages.map(\.pointSize).sorted { ($0 ?? 0) < ($1 ?? 0) } == [14, 16])
        #expect(usages.allSatisfy { $0.skipped == nil && $0.text == "Éj" && $0.font == .name("Brand") })
        #expect(
            Set(usages.compactMap { $0.via?.split(separator: ":").first }) == [
                "lib/desktop/theme.dart", "lib/mobile/theme.dart",
            ])
    }

    @Test(
        "a Dart file takes the theme its package's other files import, a library's widget the theme of the app that uses it; a sibling app's, none"
    )
    func dartPackageReach() throws {
        let app = """
            final theme = ThemeData(textTheme: TextTheme(bodyMedium: TextStyle(fontFamily: 'Brand', fontSize: 15)));
            """
        let usages = try Self.scan([
            "pubspec.yaml": "name: game\n",
            "lib/main.dart": "import 'package:ui/theme.dart';\nvoid main() => runApp(App());\n",
            "lib/menu.dart": "Widget menu() => Text('Play');\n",
            "packages/ui/pubspec.yaml": "name: ui\n",
            "packages/ui/lib/theme.dart": app,
            "packages/widgets/pubspec.yaml": "name: widgets\n",
            "packages/widgets/lib/card.dart": "Widget card() => Text('Card');\n",
            "packages/ui/lib/uses.dart": "import 'package:widgets/card.dart';\n",
            "samples/crossword/pubspec.yaml": "name: crossword\n",
            "samples/crossword/lib/grid.dart": "Widget grid() => Text('Grid');\n",
        ]).filter { $0.kind == .fontReference("Text (DefaultTextStyle: textTheme.bodyMedium)") }
        // The sample app is drawn in Material's own theme, the platform font: not listed.
        #expect(usages.map(\.file) == ["lib/menu.dart", "packages/widgets/lib/card.dart"])
        #expect(usages.allSatisfy { $0.font == .name("Brand") && $0.pointSize == 15 })
    }

    @Test("a Dart size passed through a function that scales it is the literal times the factor, 1 when run-time")
    func dartSizeScalers() throws {
        let usages = try Self.scan([
            "lib/theme/platform_text.dart": """
            class PlatformTextConfig {
              static double factor() => Platform.isAndroid ? 0.95 : 1.0;

              static double adjustFontSize(double baseFontSize) {
                return baseFontSize * factor();
              }

              static double doubled(double size) => 2 * size;

              static double clamped(double size, double most) => min(size, most);
            }
            """,
            "lib/theme/text_style.dart": """
            final TextStyle a = TextStyle(fontFamily: 'Brand', fontSize: PlatformTextConfig.adjustFontSize(14), height: 17 / 14);
            final TextStyle b = TextStyle(fontFamily: 'Brand', fontSize: PlatformTextConfig.doubled(8));
            final TextStyle c = TextStyle(fontFamily: 'Brand', fontSize: PlatformTextConfig.clamped(8, 9));
            final TextStyle d = TextStyle(fontFamily: 'Brand', fontSize: PlatformTextConfig.adjustFontSize(size));
            """,
        ])
        #expect(usages.map(\.line) == [1, 2, 3, 4])
        #expect(usages.map(\.pointSize) == [14, 16, nil, nil])
        #expect(usages[0].lineHeight == .multiplier(17.0 / 14.0))
        #expect(usages.suffix(2).allSatisfy { $0.skipped != nil })
    }

    @Test("Flutter's ThemeData(fontFamily:) is the family of theme slots and styles that set a size and no family")
    func flutterThemeFamily() throws {
        let usages = try Self.scan([
            "app/lib/theme.dart": """
            const String kFamily = 'OpenSans';
            ThemeData theme() => ThemeData(
              useMaterial3: false,
              fontFamily: kFamily,
              textTheme: const TextTheme(
                bodyMedium: TextStyle(fontSize: 14.0),
              ),
              appBarTheme: AppBarTheme(titleTextStyle: TextStyle(fontWeight: FontWeight.bold)),
            );
            """,
            "app/lib/screen.dart": """
            Widget build(BuildContext context) => Column(children: [
              Text('Théme', style: Theme.of(context).textTheme.bodyMedium),
              Text('sized', style: TextStyle(fontSize: 20)),
              Text('own', style: TextStyle(fontFamily: 'Brand', fontSize: 12)),
              Text('alone', style: TextStyle(inherit: false, fontSize: 20)),
              Text('copied', style: Theme.of(context).textTheme.bodyMedium!.copyWith(fontWeight: FontWeight.bold)),
            ]);
            """,
            "other/lib/screen.dart": "Widget b() => Text('x', style: TextStyle(fontSize: 20));\n",
        ])
        // A style with no size (the app bar's) is no usage; one that does not inherit keeps the
        // platform font. A package's widgets are drawn under the app's theme: the nearest there is.
        // A copy of a theme slot takes the family too.
        #expect(usages.map(\.file) == Array(repeating: "app/lib/screen.dart", count: 4) + ["other/lib/screen.dart"])
        #expect(usages.map(\.line) == [2, 3, 4, 6, 1])
        #expect(
            usages.map(\.font) == [
                .name("OpenSans"), .name("OpenSans"), .name("Brand"), .name("OpenSans"), .name("OpenSans"),
            ])
        #expect(usages.map(\.pointSize) == [14, 20, 12, 14, 20])
        #expect(usages[3].weight?.value == 700)
        #expect(
            usages.map(\.via) == [
                "app/lib/theme.dart:6, app/lib/theme.dart:2", "app/lib/theme.dart:6, app/lib/theme.dart:2", nil,
                "app/lib/theme.dart:6, app/lib/theme.dart:2", "app/lib/theme.dart:6, app/lib/theme.dart:2",
            ])
        // A Text's own style with no family is merged over the theme's bodyMedium, at the Text.
        #expect(usages[1].kind == .fontReference("Text (DefaultTextStyle: textTheme.bodyMedium + its TextStyle)"))
    }

    @Test(
        "a google_fonts text theme given as a theme's textTheme gives its family, the slot's weight's file; a sibling app's theme is not a file's"
    )
    func googleFontsTextThemes() throws {
        let usages = try Self.scan([
            "apps/a/pubspec.yaml": "name: a\n",
            "apps/a/lib/screen.dart": """
            import 'package:ds/theme.dart';
            Widget b() => Scaffold(body: Column(children: [Text('Éa'), TextButton(onPressed: null, child: Text('Éb'))]));
            """,
            "packages/ds/pubspec.yaml": "name: ds\n",
            "packages/ds/lib/theme.dart": """
            ThemeData themed(ThemeData theme) => theme.copyWith(textTheme: GoogleFonts.sourceSansProTextTheme(theme.textTheme));
            """,
            "apps/b/pubspec.yaml": "name: b\n",
            "apps/b/lib/main.dart": "final theme = ThemeData(textTheme: GoogleFonts.robotoMonoTextTheme());\n",
            "apps/b/lib/screen.dart": "Widget c() => Scaffold(body: Text('Éc'));\n",
        ]).filter { $0.file.hasSuffix("screen.dart") }
        // Material 3's bodyMedium (400) and labelLarge (500) in the family, each its weight's
        // variant: Source Sans Pro has no 500, and 400 is the first of the two nearest.
        // App a takes the theme of the package it imports, not its sibling app's, nearer by folder.
        #expect(usages.map(\.file) == ["apps/a/lib/screen.dart", "apps/a/lib/screen.dart", "apps/b/lib/screen.dart"])
        #expect(
            usages.map(\.font) == [
                .fileNamed("SourceSansPro-Regular", family: "SourceSansPro"),
                .fileNamed("SourceSansPro-Regular", family: "SourceSansPro"),
                .fileNamed("RobotoMono-Regular", family: "RobotoMono"),
            ])
        #expect(
            usages.map(\.via) == [
                "packages/ds/lib/theme.dart:1", "packages/ds/lib/theme.dart:1", "apps/b/lib/main.dart:1",
            ])
    }

    @Test(
        "google_fonts' family of one variant (`GoogleFonts.x().fontFamily`), named in a theme or a style, is that variant's font at every weight"
    )
    func googleFontsVariantFamily() throws {
        let usages = try Self.scan([
            "app/lib/typography.dart": "final kFontFamily = GoogleFonts.openSans().fontFamily;\n",
            "app/lib/theme.dart": "final theme = ThemeData(fontFamily: kFontFamily);\n",
            "app/lib/screen.dart": """
            Widget b() => Column(children: [
              Text('Éa', style: TextStyle(fontSize: 20)),
              Text('Éb', style: TextStyle(fontSize: 20, fontWeight: FontWeight.bold)),
              Text('Éc', style: TextStyle(fontFamily: GoogleFonts.openSans(fontWeight: FontWeight.w700, fontStyle: FontStyle.italic).fontFamily!, fontSize: 12)),
              Text('Éd', style: TextStyle(fontFamily: GoogleFonts.openSans(fontWeight: weight).fontFamily, fontSize: 12)),
            ]);
            """,
        ]).filter { $0.file.hasSuffix("screen.dart") }
        // `OpenSans_regular` holds the regular font alone: the bold style is drawn from it, and says so.
        #expect(
            usages.map(\.font) == [
                .fileNamed("OpenSans-Regular", family: "OpenSans"), .fileNamed("OpenSans-Regular", family: "OpenSans"),
                .fileNamed("OpenSans-BoldItalic", family: "OpenSans"), nil,
            ])
        #expect(usages.map(\.via) == ["app/lib/theme.dart:1", "app/lib/theme.dart:1", nil, nil])
        #expect(usages[1].note?.contains("OpenSans_regular holds one font") == true)
        #expect(usages[0].note?.contains("holds one font") != true)
        #expect(usages[3].skipped == .computed("fontFamily or fontSize"))
        #expect(GoogleFonts.variant(ofFamily: "OpenSans_700italic")?.weight == FontWeight(value: 700, italic: true))
        #expect(GoogleFonts.variant(ofFamily: "OpenSans_italic")?.weight == FontWeight(value: 400, italic: true))
        #expect(GoogleFonts.variant(ofFamily: "Open_Sans_regular") == nil)
        #expect(GoogleFonts.variant(ofFamily: "OpenSans_950") == nil)
    }

    @Test("google_fonts' closest variant: the least weight distance, 2 more for the other slope, the first of equals")
    func googleFontsDrawnVariant() {
        // Lato: 100, 300, 400, 700, 900, each upright then italic (google_fonts 6.3.0).
        let asked: [(Int, Bool)] = [(600, false), (800, false), (500, true), (200, false), (900, true)]
        #expect(
            asked.map { GoogleFonts.drawnVariant(of: "Lato", asked: FontWeight(value: $0.0, italic: $0.1)) } == [
                FontWeight(value: 700), FontWeight(value: 700), FontWeight(value: 400, italic: true),
                FontWeight(value: 100), FontWeight(value: 900, italic: true),
            ])
        #expect(GoogleFonts.drawnVariant(of: "Lato", asked: nil) == FontWeight(value: 400))
        #expect(GoogleFonts.variantFamily("GoogleFonts.lato(fontWeight: FontWeight.w800).fontFamily") == "Lato_700")
        #expect(GoogleFonts.call("GoogleFonts.ibmPlexSans(")?.family == "IBMPlexSans")
        #expect(GoogleFonts.textTheme("GoogleFonts.ibmPlexSansTextTheme(") == "IBMPlexSans")
        // A family a later release dropped keeps the variants of the last pinned one that had it.
        #expect(GoogleFonts.drawnVariant(of: "SourceSansPro", asked: FontWeight(value: 800)) == FontWeight(value: 700))
        #expect(GoogleFonts.drawnVariant(of: "NoSuchFamily", asked: FontWeight(value: 800)) == nil)
        #expect(GoogleFonts.call("GoogleFonts.noSuchFamily(")?.family == "NoSuchFamily")
    }

    @Test("google_fonts' getFont('Open Sans', ...): the family its literal names, the style's other arguments read")
    func googleFontsGetFont() {
        let usages = FlutterScanner.usages(
            """
            Widget b() => Column(children: [
              Text('Éa', style: GoogleFonts.getFont('Oxygen', fontSize: 14, fontWeight: FontWeight.w700)),
              Text('Éb', style: GoogleFonts.getFont("Open Sans", fontSize: 12)),
              Text('Éc', style: GoogleFonts.getFont(family, fontSize: 12)),
            ]);
            """, file: "lib/screen.dart")
        #expect(
            usages.map(\.font) == [
                .fileNamed("Oxygen-Bold", family: "Oxygen"), .fileNamed("OpenSans-Regular", family: "OpenSans"), nil,
            ])
        #expect(usages.map(\.pointSize) == [14, 12, nil])
        // A family chosen at run time is computed, not a family named `GetFont` or `family`.
        #expect(usages.last?.skipped == .computed("fontFamily or fontSize"))
        #expect(GoogleFonts.variantFamily("GoogleFonts.getFont(family).fontFamily") == nil)
        #expect(GoogleFonts.call("GoogleFonts.getFont('Lato'")?.family == "Lato")
    }

    @Test(
        "a ThemeData's textTheme made in a local by a project function that copies a google_fonts text theme: its family, the copy's slots in it"
    )
    func textThemeFunctionThroughLocal() throws {
        let usages = try Self.scan([
            "lib/theme.dart": """
            TextTheme buildTextTheme() {
              TextTheme base = GoogleFonts.latoTextTheme();
              base = base.copyWith(
                bodyMedium: base.bodyMedium?.copyWith(fontSize: 16),
              );
              return base;
            }
            ThemeData buildDarkTheme() {
              final textTheme = buildTextTheme();
              return ThemeData(textTheme: textTheme);
            }
            """,
            "lib/screen.dart": """
            Widget b(BuildContext context) => Column(children: [
              Text('a', style: Theme.of(context).textTheme.bodyMedium?.copyWith(color: Colors.red)),
              Text('b', style: Theme.of(context).textTheme.bodyMedium?.copyWith(fontWeight: FontWeight.bold)),
              Text('c', style: Theme.of(context).textTheme.bodyMedium),
              Text('d', style: Theme.of(context).textTheme.titleSmall),
            ]);
            """,
        ]).filter { $0.file == "lib/screen.dart" }
        // bodyMedium is the copy's 16 over Material 3's; titleSmall, which no theme sets, is
        // Material 3's 14 at 500, drawn from Lato's 400.
        #expect(usages.map(\.line) == [2, 3, 4, 5])
        #expect(usages.map(\.pointSize) == [16, 16, 16, 14])
        #expect(
            usages.map(\.font) == [
                .fileNamed("Lato-Regular", family: "Lato"), .fileNamed("Lato-Bold", family: "Lato"),
                .fileNamed("Lato-Regular", family: "Lato"), .fileNamed("Lato-Regular", family: "Lato"),
            ])
        #expect(usages[0].via == "lib/theme.dart:4, lib/theme.dart:10")
        // A local is a declaration's value alone, not an assignment after other code on its line.
        for (code, value) in [
            ("  final t = make();\n", "make()"), ("  TextTheme t = a.b;\n", "a.b"), ("  f(); t = c;\n", nil),
        ] {
            #expect(ThemeFamily.localValue("t", before: code.endIndex, in: code) == value.map { Substring($0) })
        }
    }

    @Test(
        "a ThemeData's textTheme named by a top-level variable or a static member a file declares: the google_fonts family it holds"
    )
    func textThemeTopLevelVariable() throws {
        // A class's static member, named with its class or from inside it.
        for use in ["AppTheme.light", "light"] {
            let usages = try Self.scan([
                "lib/app_theme.dart": """
                class AppTheme {
                  static final TextTheme light = GoogleFonts.interTextTheme().copyWith(
                    bodySmall: const TextStyle(color: Colors.white),
                  );
                  static final ThemeData theme = ThemeData(textTheme: \(use));
                }
                """,
                "lib/home.dart": "Widget b(BuildContext context) => Text('Home');\n",
            ]).filter { $0.file == "lib/home.dart" }
            #expect(usages.map(\.font) == [.fileNamed("Inter-Regular", family: "Inter")])
        }
        let usages = try Self.scan([
            "lib/typography.dart": """
            final TextTheme lightTextTheme = GoogleFonts.poppinsTextTheme(
              Typography.material2021().black,
            );
            """,
            "lib/app_theme.dart": """
            class AppTheme {
              static final ThemeData lightTheme = ThemeData(
                useMaterial3: true,
                textTheme: lightTextTheme,
              );
            }
            """,
            "lib/login.dart": """
            Widget b(BuildContext context) {
              final textTheme = Theme.of(context).textTheme;
              return Text('Login', style: textTheme.headlineMedium);
            }
            """,
        ]).filter { $0.file == "lib/login.dart" }
        // Material 3's headlineMedium (28 at 400) in Poppins, which google_fonts draws.
        #expect(usages.map(\.line) == [3])
        #expect(usages.map(\.pointSize) == [28])
        #expect(usages.map(\.font) == [.fileNamed("Poppins-Regular", family: "Poppins")])
        #expect(usages.first?.via == "lib/app_theme.dart:2")
        // A declaration at a line's start, its head `final`, `var`, `const` or a text theme's type,
        // or a static member's, indented; not a function's local.
        for (code, value) in [
            ("final TextTheme t = make();\n", "make()"), ("const t = a.b;\n", "a.b"), ("  final t = c;\n", nil),
            ("f(); t = c;\n", nil), ("final x = 1;\n", nil), ("  static final TextTheme t = d;\n", "d"),
            ("\tstatic var t = e;\n", "e"), ("static final t = f;\n", nil), ("TextTheme t =\n    g();\n", "g()"),
            ("final t == h;\n", nil),
        ] {
            let source = SourceText(code, .dart)
            #expect(ThemeFamily.declaredValue("t", in: source) == value.map { Substring($0) })
        }
    }

    @Test(
        "a google_fonts text theme's copyWith replaces the slots it sets: a TextStyle there takes no theme family, and a replaced bodyMedium gives the theme none"
    )
    func googleThemeCopyReplacesSlots() throws {
        func scan(replacing slots: String) throws -> [TextUsage] {
            try Self.scan([
                "lib/text_theme.dart": """
                final textTheme = GoogleFonts.poppinsTextTheme().copyWith(
                  \(slots): const TextStyle(
                    color: Colors.white,
                    fontSize: 11,
                  ),
                );
                """,
                "lib/app_theme.dart": "final theme = ThemeData(\n  textTheme: textTheme,\n);\n",
                "lib/page.dart": """
                Widget b(BuildContext context) => Column(children: [
                  Text('a', style: Theme.of(context).textTheme.bodySmall),
                  Text('b', style: Theme.of(context).textTheme.bodyLarge),
                  Text('c'),
                ]);
                """,
            ]).filter { $0.file == "lib/page.dart" }
        }
        // bodySmall is replaced: not Poppins (its family is the platform's, not read: skipped);
        // bodyLarge and the DefaultTextStyle's bodyMedium keep the package's family.
        let kept = try scan(replacing: "bodySmall")
        #expect(kept.map(\.line) == [2, 3, 4])
        #expect(kept.first?.font == nil)
        #expect(kept.first?.skipped != nil)
        #expect(
            kept.dropFirst().map(\.font) == Array(repeating: .fileNamed("Poppins-Regular", family: "Poppins"), count: 2)
        )
        // bodyMedium replaced: the theme gives its files no family; no usage is Poppins.
        let replaced = try scan(replacing: "bodyMedium")
        #expect(!replaced.contains { $0.font == .fileNamed("Poppins-Regular", family: "Poppins") })
        #expect(
            GoogleFonts.replacedSlots(
                "GoogleFonts.latoTextTheme(base).copyWith(a: TextStyle(fontSize: 1), b: const TextStyle(), c: GoogleFonts.lato(), d: TextStyle(fontFamily: 'X'))"
            ) == ["a", "b"])
        #expect(GoogleFonts.replacedSlots("GoogleFonts.latoTextTheme(TextTheme(a: TextStyle()))").isEmpty)
    }

    @Test("a sizeless google_fonts slot takes Material 3's weight, and the variant the package draws for it")
    func googleFontsSizelessSlot() throws {
        let usages = try Self.scan([
            "lib/theme.dart": """
            final theme = ThemeData(textTheme: TextTheme(
              labelLarge: GoogleFonts.inter(),
              titleLarge: GoogleFonts.lato(),
            ));
            """
        ])
        // labelLarge is 14 at 500: Inter's Medium; titleLarge is 22 at 400, Lato's Regular.
        #expect(usages.map(\.line) == [2, 3])
        #expect(usages.map(\.pointSize) == [14, 22])
        #expect(
            usages.map(\.font) == [
                .fileNamed("Inter-Medium", family: "Inter"), .fileNamed("Lato-Regular", family: "Lato"),
            ])
        #expect(usages[0].note?.contains("the size and line height of Material 3's labelLarge") == true)
    }

    @Test("a ThemeData's own fontFamily is applied over the google_fonts text theme it is given beside")
    func googleFontsFamilyOverTextTheme() throws {
        let usages = try Self.scan([
            "app/lib/theme.dart": """
            final theme = ThemeData(fontFamily: GoogleFonts.openSans().fontFamily, textTheme: GoogleFonts.latoTextTheme());
            """,
            "app/lib/screen.dart": """
            Widget b() => Scaffold(body: Column(children: [Text('Éa'), TextButton(onPressed: null, child: Text('Éb'))]));
            """,
        ]).filter { $0.file.hasSuffix("screen.dart") }
        // Flutter's ThemeData applies its fontFamily over its textTheme: every slot in OpenSans_regular.
        #expect(usages.map(\.font) == Array(repeating: .fileNamed("OpenSans-Regular", family: "OpenSans"), count: 2))
        // A text theme beside no family of its own is the theme's family.
        let themes = ThemeFamily.themes(
            in: SourceText(
                "final theme = ThemeData(fontFamily: 'A', textTheme: GoogleFonts.latoTextTheme());\n"
                    + "final other = ThemeData(textTheme: GoogleFonts.latoTextTheme());\n", .dart),
            file: "t.dart")
        #expect(themes.map { $0.written.map(String.init) } == ["GoogleFonts.Lato", "'A'", nil])
        #expect(themes.map(\.line) == [2, 1, 2])
    }

    @Test(
        "a ThemeData family that is a parameter of the function making it is the parameter's default; one with none is unknown"
    )
    func flutterThemeParameterDefault() throws {
        let usages = try Self.scan([
            "app/lib/theme.dart": """
            const brand = 'Brand';

            ThemeData getLightTheme({String? fontFamily = brand}) {
              return ThemeData(
                fontFamily: fontFamily,
              );
            }
            """,
            "app/lib/screen.dart": "Widget b() => Text('Éj', style: TextStyle(fontSize: 20));\n",
            "other/lib/theme.dart": "ThemeData themed(String fontFamily) => ThemeData(fontFamily: fontFamily);\n",
            "other/lib/screen.dart": "Widget b() => Text('Éj', style: TextStyle(fontSize: 20));\n",
        ]).filter { $0.file.hasSuffix("screen.dart") }
        // The other app's family is its own, unknown here: skipped, not taken for the platform font.
        #expect(usages.map(\.file) == ["app/lib/screen.dart", "other/lib/screen.dart"])
        #expect(usages.map(\.font) == [.name("Brand"), nil])
        #expect(usages.map(\.via) == ["app/lib/theme.dart:4", nil])
        #expect(usages.map { $0.skipped == nil } == [true, false])
    }

    @Test(
        "a ThemeData whose typography or textTheme applies a family (`.apply(fontFamily:)`, inline or in the project function that makes it) gives that family"
    )
    func flutterAppliedFamily() throws {
        let usages = try Self.scan([
            "app/lib/theme.dart": "ThemeData theme(BuildContext c) => ThemeData(typography: appTypography(c));\n",
            "app/lib/text.dart": """
            const kFamily = 'Brand';
            Typography appTypography(BuildContext context) {
              final typography = Theme.of(context).typography;
              return typography.copyWith(
                black: typography.black.apply(fontFamily: kFamily, fontFamilyFallback: ['Emoji']),
                white: typography.white.apply(fontFamily: kFamily),
                englishLike: _convert(typography.englishLike, (style, _) => style),
              );
            }
            // A converter of each slot defines none; one slot set from another is not a converter.
            TextTheme _convert(TextTheme input, Converter converter) => TextTheme(
              bodyMedium: converter(input.bodyMedium, 'bodyMedium'),
              titleLarge: converter(input.titleLarge!, 'titleLarge'),
              bodyLarge: converter(input.bodySmall, 'bodyLarge'),
            );
            """,
            "app/lib/screen.dart": """
            Widget b(BuildContext context) => Column(children: [
              Text('sized', style: TextStyle(fontSize: 20)), Text('plain'),
              Text('title', style: Theme.of(context).textTheme.titleLarge),
              Text('large', style: Theme.of(context).textTheme.bodyLarge),
            ]);
            """,
            "web/lib/theme.dart":
                "ThemeData t(ThemeData base) => ThemeData(textTheme: base.textTheme.apply(fontFamily: 'Inline'));\n",
            "web/lib/screen.dart": "Widget b() => Text('sized', style: TextStyle(fontSize: 12));\n",
        ])
        #expect(usages.map(\.file) == Array(repeating: "app/lib/screen.dart", count: 4) + ["web/lib/screen.dart"])
        #expect(usages.map(\.font) == [.name("Brand"), .name("Brand"), .name("Brand"), nil, .name("Inline")])
        #expect(usages.map(\.pointSize) == [20, 14, 22, nil, 12])
        #expect(usages[3].skipped == .computed("bodyLarge (app/lib/text.dart)"))
        #expect(
            usages.map(\.via) == Array(repeating: "app/lib/theme.dart:1", count: 3) + [nil, "web/lib/theme.dart:1"])
    }

    @Test(
        "a Flutter Text with no style is drawn in its theme's bodyMedium, except in a component that sets its own; in the platform font it is not listed, in a family not known here it is skipped; a test's theme is none"
    )
    func flutterDefaultTextStyle() throws {
        let usages = try Self.scan([
            "app/lib/theme.dart": """
            ThemeData theme() => ThemeData(
              fontFamily: 'OpenSans',
              textTheme: const TextTheme(bodyMedium: TextStyle(fontSize: 14, height: 1.3)),
            );
            """,
            "app/lib/screen.dart": """
            Widget build(BuildContext context) => Scaffold(
              appBar: AppBar(title: Text('Title')),
              body: Column(children: [
                Text('Éj'),
                const Text.rich(TextSpan(text: 'rich')),
                Text('styled', style: TextStyle(fontSize: 20)),
                TextButton(onPressed: null, child: Text('label')),
                BrandAppBar(title: Text('wrapped')),
                RichText(text: TextSpan(text: 'x')),
                RichText(text: TextSpan(text: 'y', style: TextStyle(fontSize: 18))),
              ]),
            );
            """,
            "other/lib/theme.dart": "final t = TextTheme(bodyLarge: TextStyle(fontSize: 16));\n",
            "other/lib/screen.dart": "Widget b() => Text('platform font');\n",
        ])
        // A RichText merges no DefaultTextStyle: its style with no family is the platform font, not
        // listed. The AppBar's title and the button's label are slots no theme sets: Material 3's titleLarge
        // and labelLarge in the ThemeData's family. The other app's Text and its theme's bodyLarge
        // take the ThemeData family nearest them too (bodyMedium at Material 3's scale).
        #expect(
            usages.map(\.file) == Array(repeating: "app/lib/screen.dart", count: 5) + [
                "other/lib/screen.dart", "other/lib/theme.dart",
            ])
        #expect(usages.map(\.line) == [2, 4, 5, 6, 7, 1, 1])
        #expect(
            usages.map(\.kind) == [
                .fontReference("Text (AppBar title: textTheme.titleLarge)"),
                .fontReference("Text (DefaultTextStyle: textTheme.bodyMedium)"),
                .fontReference("Text (DefaultTextStyle: textTheme.bodyMedium)"),
                .fontReference("Text (DefaultTextStyle: textTheme.bodyMedium + its TextStyle)"),
                .fontReference("Text (TextButton child: textTheme.labelLarge)"),
                .fontReference("Text (DefaultTextStyle: textTheme.bodyMedium)"), .flutterTextStyle,
            ])
        #expect(usages.map(\.text) == ["Title", "Éj", "rich", "styled", "label", "platform font", nil])
        #expect(usages.map(\.font) == Array(repeating: .name("OpenSans"), count: 7))
        #expect(usages.map(\.pointSize) == [22, 14, 14, 20, 14, 14, 16])
        #expect(usages[0].lineHeight == .multiplier(1.27))
        #expect(usages[0].weight?.value == 400)
        #expect(usages[4].weight?.value == 500)
        #expect(usages[0].via == "app/lib/theme.dart:1")
        #expect(usages[1].lineHeight == .multiplier(1.3))
        #expect(usages[1].via == "app/lib/theme.dart:3, app/lib/theme.dart:1")
        // Flutter merges a Text's own style over its DefaultTextStyle: the size is the Text's, the
        // height bodyMedium's.
        #expect(usages[3].lineHeight == .multiplier(1.3))
        // With no family named anywhere, a Text with no style is the platform font's: not listed.
        let plain = try Self.scan([
            "lib/theme.dart":
                "ThemeData theme() => ThemeData(textTheme: TextTheme(bodyLarge: TextStyle(fontSize: 16)));\n",
            "lib/screen.dart": "Widget b() => AppBar(title: Text('platform font'));\n",
        ])
        #expect(plain.isEmpty)
        // Where the only ThemeData's family is a run-time value and no TextTheme is written, the
        // text is in the project's family, not known here: skipped as computed, never taken for
        // the platform font (and never left out).
        let chosen = try Self.scan([
            "lib/theme.dart": "ThemeData theme(String family) => ThemeData(fontFamily: family);\n",
            "lib/screen.dart": "Widget b(BuildContext c) => Text('x', style: Theme.of(c).textTheme.bodyLarge);\n",
        ])
        #expect(chosen.map(\.line) == [1])
        #expect(chosen.allSatisfy { $0.skipped != nil && $0.font == nil })
        // A test's theme, around the widget it pumps, is no theme the app ships.
        let tested = try Self.scan([
            "lib/screen.dart": "Widget b() => Scaffold(body: Text('platform font'));\n",
            "test/screen_test.dart": "void main() { MaterialApp(theme: ThemeData(fontFamily: 'Brand'), home: b()); }\n",
        ])
        #expect(tested.isEmpty)
    }

    @Test(
        "a Flutter Text's own TextStyle that names no family is merged over the slot it is drawn in: the family and what it leaves unset are the theme's"
    )
    func flutterMergedTextStyle() throws {
        let usages = try Self.scan([
            "lib/app_theme.dart": """
            class AppTheme {
              static const String fontName = 'WorkSans';
              static const TextTheme textTheme = TextTheme(bodyMedium: body2);
              static const TextStyle body2 = TextStyle(
                fontFamily: fontName, fontSize: 14, letterSpacing: 0.2, height: 1.3,
              );
            }
            """,
            "lib/main.dart": "Widget app() => MaterialApp(theme: ThemeData(textTheme: AppTheme.textTheme));\n",
            "lib/screen.dart": """
            Widget build(BuildContext context, double size) => Column(children: [
              Text(
                'Design Course',
                style: TextStyle(
                  fontWeight: FontWeight.w600,
                  fontSize: 22,
                ),
              ),
              Text('computed', style: TextStyle(fontSize: size)),
              Text('alone', style: TextStyle(inherit: false, fontSize: 20)),
              Text('own', style: TextStyle(fontFamily: 'Brand', fontSize: 12)),
            ]);
            """,
        ]).filter { $0.file == "lib/screen.dart" }
        // `inherit: false` merges nothing (the platform font: not listed); a family of its own makes
        // the literal its own usage. No ThemeData names a family: the one the theme's bodyMedium names.
        #expect(usages.map(\.line) == [2, 9, 11])
        #expect(
            usages.map(\.kind) == [
                .fontReference("Text (DefaultTextStyle: textTheme.bodyMedium + its TextStyle)"),
                .fontReference("Text (DefaultTextStyle: textTheme.bodyMedium + its TextStyle)"), .flutterTextStyle,
            ])
        #expect(usages.map(\.font) == [.name("WorkSans"), .name("WorkSans"), .name("Brand")])
        #expect(usages[0].pointSize == 22)
        #expect(usages[0].weight?.value == 600)
        #expect(usages[0].lineHeight == .multiplier(1.3))
        #expect(usages[0].text == "Design Course")
        #expect(usages[0].via == "lib/app_theme.dart:3")
        #expect(usages[1].skipped == .computed("fontFamily or fontSize"))
        // A slot that cannot be worked out leaves the literal its own usage, in the ThemeData's family.
        let computed = try Self.scan([
            "lib/theme.dart": """
            ThemeData theme(TextTheme base) => ThemeData(
              fontFamily: 'OpenSans', textTheme: TextTheme(bodyMedium: base.bodyMedium));
            """,
            "lib/screen.dart": "Widget b() => Text('x', style: TextStyle(fontSize: 20));\n",
        ]).filter { $0.file == "lib/screen.dart" }
        #expect(computed.map(\.kind) == [.flutterTextStyle])
        #expect(computed.map(\.font) == [.name("OpenSans")])
        #expect(computed.map(\.skipped) == [nil])
        // What the usage limit counts before resolving: a merged Text is one usage with its literal
        // (counted twice, a tree of 10,000 such Texts stopped reading, its theme unread).
        var index = ScanIndex()
        let text = "Widget b() => Column(children: [Text('a', style: TextStyle(fontSize: 20)), Text('b')]);\n"
        _ = try ScanIndex.readers["dart"]?(
            text, ScanFile(path: "/lib/s.dart", relative: "lib/s.dart", type: "dart"), &index)
        #expect(index.usagesToCome == 2)
    }

    @Test(
        "a Flutter text theme made of copies of Material's own slots (`base.bodyMedium?.copyWith(fontFamily: x)`) is Material 3's styles with the copies' arguments"
    )
    func flutterMaterialCopies() throws {
        let theme = """
            class HotelAppTheme {
              static TextTheme _buildTextTheme(TextTheme base) {
                const String fontName = 'WorkSans';
                return base.copyWith(
                  titleLarge: base.titleLarge?.copyWith(fontFamily: fontName),
                  bodyMedium: base.bodyMedium!.copyWith(fontFamily: fontName, letterSpacing: 0.2),
                  bodySmall: base.bodyLarge?.copyWith(fontFamily: fontName),
                  labelLarge: base.labelLarge?.copyWith(fontFamily: fontName),
                );
              }
              static ThemeData buildLightTheme() {
                final ThemeData base = ThemeData.light(USE);
                return base.copyWith(textTheme: _buildTextTheme(base.textTheme));
              }
            }
            """
        let screen = """
            Widget b(BuildContext context) => Column(children: [
              Text('Hôtel'),
              Text('sized', style: TextStyle(fontSize: 20)),
              Text('Big', style: Theme.of(context).textTheme.titleLarge),
              Text('small', style: Theme.of(context).textTheme.bodySmall),
            ]);
            """
        let material3 = try Self.scan([
            "lib/hotel/theme.dart": theme.replacingOccurrences(of: "USE", with: ""),
            "lib/hotel/screen.dart": screen,
        ])
        let uses = material3.filter { $0.file == "lib/hotel/screen.dart" }
        // Material 3's bodyMedium is 14 x 1.43, titleLarge 22 x 1.27; a copy of another slot
        // (`bodySmall: base.bodyLarge?...`) is not read.
        #expect(uses.map(\.line) == [2, 3, 4, 5])
        #expect(uses.map(\.font) == [.name("WorkSans"), .name("WorkSans"), .name("WorkSans"), nil])
        #expect(uses.map(\.pointSize) == [14, 20, 22, nil])
        #expect(uses.map(\.lineHeight) == [.multiplier(1.43), .multiplier(1.43), .multiplier(1.27), .normal])
        #expect(uses[3].skipped == .computed("bodyLarge (copied)"))
        #expect(uses[0].via == "lib/hotel/theme.dart:6")
        // A copy nothing uses is a usage of its own: Material 3's labelLarge, 14 x 1.43, weight 500.
        let own = material3.filter { $0.file == "lib/hotel/theme.dart" }
        #expect(own.map(\.line) == [8])
        #expect(own.map(\.pointSize) == [14])
        #expect(own.map(\.weight?.value) == [500])
        #expect(own.map(\.skipped) == [nil])
        // Material 2's scale is not read.
        let material2 = try Self.scan([
            "lib/hotel/theme.dart": theme.replacingOccurrences(of: "USE", with: ""),
            "lib/theme.dart": "ThemeData t() => ThemeData(useMaterial3: false);\n",
            "lib/hotel/screen.dart": screen,
        ]).filter { $0.file == "lib/hotel/screen.dart" }
        #expect(material2.allSatisfy { $0.font == nil || $0.skipped != nil })
    }

    @Test(
        "a Flutter Text with no style in an AppBar's title, a button, a ListTile, a chip or a DataTable takes the slot that component gives it, a text field's value its own, by Material version"
    )
    func flutterComponentSlots() throws {
        let theme = """
            ThemeData theme() => ThemeData(
              useMaterial3: USE,
              textTheme: const TextTheme(
                headlineSmall: TextStyle(fontFamily: 'Brand', fontSize: 24),
                titleLarge: TextStyle(fontFamily: 'Brand', fontSize: 22),
                titleMedium: TextStyle(fontFamily: 'Brand', fontSize: 16),
                titleSmall: TextStyle(fontFamily: 'Brand', fontSize: 13),
                bodyLarge: TextStyle(fontFamily: 'Brand', fontSize: 17),
                bodyMedium: TextStyle(fontFamily: 'Brand', fontSize: 14),
                labelLarge: TextStyle(fontFamily: 'Brand', fontSize: 15),
              ),
            );
            """
        let screen = """
            Widget build(BuildContext context) => Scaffold(
              appBar: AppBar(title: Text('Title'), actions: [TextButton(onPressed: null, child: Text('Save'))]),
              body: ListView(children: [
                ListTile(title: Text('Row'), subtitle: Row(children: [Icon(Icons.a), Text('Detail')])),
                ElevatedButton.icon(onPressed: null, icon: Icon(Icons.a), label: Text('Go')),
                Chip(label: Text('chip')),
              ]),
            );
            void ask(BuildContext context) => showDialog(context: context, builder: (c) => AlertDialog(
              title: Text('Sure?'), content: Text('Gone'),
            ));
            void done(BuildContext context) => ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text('Done')));
            Widget choose() => DropdownButton<String>(onChanged: null, items: ['a'].map((v) => DropdownMenuItem<String>(value: v, child: Text('Ñandú'))).toList());
            Widget styled() => DropdownButton<String>(style: TextStyle(fontSize: 30), onChanged: null, items: [DropdownMenuItem(child: Text('own'))]);
            Widget tabs() => TabBar(tabs: [Tab(text: 'Édition'), Tab(icon: Icon(Icons.a))]);
            Widget more() => TabBar(tabs: [Tab(child: Text('Aperçu'))]);
            Widget plain() => TabBar(labelStyle: TextStyle(fontSize: 20), tabs: [Tab(text: 'own')]);
            Widget menu() => PopupMenuButton<int>(itemBuilder: (c) => [PopupMenuItem<int>(value: 1, child: Text('Öffnen')), PopupMenuItem(textStyle: TextStyle(fontSize: 9), child: Text('own'))]);
            Widget option() => RadioListTile<int>(value: 1, groupValue: 1, onChanged: null, title: Text('Größe'));
            Widget warn() => TextButton(onPressed: null, child: Text('Löschen', style: const TextStyle(color: Colors.red)));
            Widget bold() => TextButton(onPressed: null, child: Text('own', style: TextStyle(color: Colors.red, fontWeight: FontWeight.w700)));
            Widget table() => DataTable(columns: [DataColumn(label: Text('Größe'))], rows: [DataRow(cells: [DataCell(Text('Ölkanne'))])]);
            Widget plainTable() => DataTable(headingTextStyle: TextStyle(fontSize: 9), columns: [DataColumn(label: Text('own'))], rows: []);
            Widget picked() => FilterChip(label: Text('own'), labelStyle: TextStyle(fontSize: 9), onSelected: null);
            Widget copyable() => SelectableText('Kopie');
            Widget field() => TextField(decoration: InputDecoration(labelText: 'own'));
            Widget red() => TextFormField(style: TextStyle(color: Colors.red));
            """
        for material3 in [true, false] {
            let usages = try Self.scan([
                "lib/theme.dart": theme.replacingOccurrences(of: "USE", with: "\(material3)"),
                "lib/screen.dart": screen,
            ]).filter { $0.file == "lib/screen.dart" }
            // Material 2's AppBar title and tabs are the primaryTextTheme's and its SnackBar's text a
            // theme of its own (not read); its ListTile title is titleMedium, a dialog's titleLarge and
            // titleMedium. A dropdown's items are its titleMedium, a tab's label titleSmall, a popup menu
            // item labelLarge (Material 2: titleMedium), a RadioListTile's title its ListTile's (a style
            // that only paints, a colour, keeps the slot; one that sets a weight is merged over it), unless the
            // DropdownButton sets a style, the TabBar a labelStyle or the item a textStyle. A chip's label
            // is labelLarge (Material 2: bodyLarge), a DataTable's column titleSmall and its cells
            // bodyMedium, unless the chip sets a labelStyle or the table its text styles; a
            // SelectableText is the DefaultTextStyle's, as a Text; a text field's value bodyLarge
            // (Material 2: titleMedium), its label not read.
            #expect(
                usages.map(\.line)
                    == (material3
                        ? [2, 2, 4, 4, 5, 6, 10, 10, 12, 13, 15, 16, 18, 19, 20, 21, 22, 22, 25, 26, 27]
                        : [2, 4, 4, 5, 6, 10, 10, 13, 18, 19, 20, 21, 22, 22, 25, 26, 27]),
                "\(material3)")
            #expect(
                usages.map(\.pointSize)
                    == (material3
                        ? [22, 15, 17, 14, 15, 15, 24, 14, 14, 16, 13, 13, 15, 17, 15, 15, 13, 14, 14, 17, 17]
                        : [15, 16, 14, 15, 17, 22, 16, 16, 16, 16, 15, 15, 13, 14, 14, 16, 16]),
                "\(material3)")
            #expect(usages.first { $0.line == 21 }?.weight?.value == 700)
            #expect(
                usages.map(\.text)
                    == (material3
                        ? [
                            "Title", "Save", "Row", "Detail", "Go", "chip", "Sure?", "Gone", "Done", "Ñandú", "Édition",
                            "Aperçu", "Öffnen", "Größe", "Löschen", "own", "Größe", "Ölkanne", "Kopie", nil, nil,
                        ]
                        : [
                            "Save", "Row", "Detail", "Go", "chip", "Sure?", "Gone", "Ñandú", "Öffnen", "Größe",
                            "Löschen", "own", "Größe", "Ölkanne", "Kopie", nil, nil,
                        ]))
            #expect(
                usages.first?.kind
                    == .fontReference(
                        material3
                            ? "Text (AppBar title: textTheme.titleLarge)"
                            : "Text (TextButton child: textTheme.labelLarge)"))
            #expect(
                usages.first { $0.text == "Row" }?.kind
                    == .fontReference("Text (ListTile title: textTheme.\(material3 ? "bodyLarge" : "titleMedium"))"))
        }
    }

    @Test(
        "a Flutter theme slot that sets a family and no size takes Material 3's type scale for it, its font variations kept; not in a Material 2 theme"
    )
    func flutterMaterial3Geometry() throws {
        let usages = try Self.scan([
            "app/lib/theme.dart": """
            const String kBrand = 'Brand';
            final theme = ThemeData(
              textTheme: const TextTheme(
                bodyMedium: TextStyle(fontFamily: kBrand),
                titleLarge: TextStyle(fontFamily: kBrand, fontWeight: FontWeight.w700, height: 1.1),
                labelSmall: TextStyle(fontFamily: kBrand, fontVariations: [FontVariation('wght', 800)]),
              ),
            );
            """,
            "app/lib/screen.dart": "Widget b(BuildContext c) => Text('Éj', style: Theme.of(c).textTheme.titleLarge);\n",
            "old/lib/theme.dart": """
            final theme = ThemeData(useMaterial3: false, textTheme: const TextTheme(bodyMedium: TextStyle(fontFamily: 'Old')));
            """,
        ])
        // bodyMedium 14 x 1.43, weight 400; labelSmall 11 x 1.45 at its own axes; titleLarge, used,
        // stands at its use: 22 under its own weight and height.
        let theme = usages.filter { $0.file == "app/lib/theme.dart" }
        #expect(theme.map(\.line) == [4, 6])
        #expect(theme.map(\.pointSize) == [14, 11])
        #expect(theme.map(\.lineHeight) == [.multiplier(1.43), .multiplier(1.45)])
        #expect(theme.map { $0.weight?.value } == [400, 500])
        #expect(theme.map(\.axes) == [[], [AxisValue(tag: "wght", value: 800)]])
        #expect(theme.map(\.skipped) == [nil, nil])
        #expect(theme.map(\.font) == [.name("Brand"), .name("Brand")])
        let use = try #require(usages.first { $0.file == "app/lib/screen.dart" })
        #expect(use.pointSize == 22 && use.lineHeight == .multiplier(1.1) && use.weight?.value == 700)
        #expect(use.font == .name("Brand") && use.skipped == nil)
        // A Material 2 theme's slot keeps no size.
        #expect(usages.first { $0.file == "old/lib/theme.dart" }?.skipped == .noPointSize)
    }

    @Test(
        "a copy of a text theme that sets slots is a theme of its own, one that only recolours them is none; in one file the literal slot wins over a copy of it"
    )
    func flutterThemeCopies() throws {
        let usages = try Self.scan([
            "lib/theme/app.dart": """
            TextTheme textTheme(Color c) => _base.copyWith(bodyMedium: _base.bodyMedium?.copyWith(color: c));
            const TextTheme _base = TextTheme(bodyMedium: TextStyle(fontFamily: 'Brand', fontSize: 14));
            """,
            "lib/studies/rally/app.dart": """
            TextTheme rally(TextTheme base) => base.copyWith(
              bodyMedium: TextStyle(fontFamily: 'Rally', fontSize: 15),
              bodyLarge: GoogleFonts.eczar(fontSize: 40),
            );
            """,
            "lib/studies/rally/login.dart":
                "Widget b(BuildContext c) => Text('Éj', style: Theme.of(c).textTheme.bodyMedium);\n",
            "lib/pages/home.dart": "Widget b(BuildContext c) => Text('Éj', style: Theme.of(c).textTheme.bodyMedium);\n",
            // A recolouring override sets no measure: no theme of its own, nearer as it is.
            "lib/pages/widgets/dark.dart": """
            Widget dark(BuildContext c, Widget child) => Theme(
              data: Theme.of(c).copyWith(textTheme: Theme.of(c).textTheme.copyWith(
                bodyMedium: Theme.of(c).textTheme.bodyMedium?.copyWith(color: Colors.white),
              )),
              child: child,
            );
            """,
        ])
        let uses = usages.filter { $0.file.hasSuffix("login.dart") || $0.file.hasSuffix("home.dart") }
        #expect(uses.map(\.file) == ["lib/pages/home.dart", "lib/studies/rally/login.dart"])
        #expect(uses.map(\.font) == [.name("Brand"), .name("Rally")])
        #expect(uses.map(\.via) == ["lib/theme/app.dart:2", "lib/studies/rally/app.dart:2"])
    }

    @Test(
        "a copy of the ambient text theme themes only under a Theme widget, for the files that build it; one passed elsewhere none"
    )
    func flutterAmbientCopies() throws {
        let usages = try Self.scan([
            "lib/theme/app.dart": """
            final ThemeData appTheme = ThemeData(
              textTheme: TextTheme(bodyMedium: TextStyle(fontFamily: 'Brand', fontSize: 14)),
            );
            """,
            // A value given to a Markdown style sheet: no theme for anyone, its own file included.
            "lib/pages/notes/markdown.dart": """
            Widget notes(BuildContext context) {
              final theme = Theme.of(context);
              return MarkdownBody(
                styleSheet: MarkdownStyleSheet.fromTheme(theme.copyWith(
                  textTheme: theme.textTheme.copyWith(bodyMedium: TextStyle(fontFamily: 'Brand', fontSize: 16)),
                )),
              );
            }
            """,
            "lib/pages/notes/list.dart":
                "Widget b(BuildContext c) => Text('Éj', style: Theme.of(c).textTheme.bodyMedium);\n",
            // An override of the subtree of the widget that makes it.
            "lib/plus/plus_theme.dart": """
            class PlusTheme extends StatelessWidget {
              const PlusTheme({super.key, required this.child});
              final Widget child;

              @override
              Widget build(BuildContext context) {
                final baseTheme = Theme.of(context);
                return Theme(
                  data: baseTheme.copyWith(
                    textTheme: baseTheme.textTheme.copyWith(
                      bodyMedium: TextStyle(fontFamily: 'Brand', fontSize: 18),
                    ),
                  ),
                  child: child,
                );
              }
            }
            """,
            "lib/plus/page.dart": """
            Widget page(BuildContext c) => PlusTheme(child: Text('Éj', style: Theme.of(c).textTheme.bodyMedium));
            """,
            "lib/plus/other.dart": "Widget b(BuildContext c) => Text('Éj', style: Theme.of(c).textTheme.bodyMedium);\n",
        ])
        let uses = usages.filter { $0.kind.description == "textTheme.bodyMedium" }
        #expect(uses.map(\.file) == ["lib/pages/notes/list.dart", "lib/plus/other.dart", "lib/plus/page.dart"])
        #expect(uses.map(\.pointSize) == [14, 14, 18])
        #expect(uses.map(\.via) == ["lib/theme/app.dart:2", "lib/theme/app.dart:2", "lib/plus/plus_theme.dart:11"])
    }

    @Test("a Flutter style's weight and slope pick the pubspec family's asset, as Skia's CSS matching does")
    func flutterWeights() throws {
        let usages = try Self.scan([
            "pubspec.yaml": """
            flutter:
              fonts:
                - family: Brand
                  fonts:
                    - asset: fonts/Brand-Regular.ttf
                    - asset: fonts/Brand-SemiBold.ttf
                      weight: 600
                    - asset: fonts/Brand-Italic.ttf
                      style: italic
            """,
            "lib/screen.dart": """
            const FontWeight _strong = FontWeight.w600;
            Widget b() => Column(children: [
              Text('a', style: TextStyle(fontFamily: 'Brand', fontSize: 12)),
              Text('b', style: TextStyle(fontFamily: 'Brand', fontSize: 12, fontWeight: FontWeight.bold)),
              Text('c', style: TextStyle(fontFamily: 'Brand', fontSize: 12, fontWeight: _strong)),
              Text('d', style: TextStyle(fontFamily: 'Brand', fontSize: 12, fontStyle: FontStyle.italic)),
              Text('e', style: TextStyle(fontFamily: 'Brand', fontSize: 12, fontWeight: FontWeight.w300)),
              Text('f', style: TextStyle(fontFamily: 'Brand', fontSize: 12, fontWeight: weight)),
            ]);
            """,
        ])
        #expect(
            usages.map(\.font) == [
                .fileNamed("Brand-Regular", family: "Brand"), .fileNamed("Brand-SemiBold", family: "Brand"),
                .fileNamed("Brand-SemiBold", family: "Brand"), .fileNamed("Brand-Italic", family: "Brand"),
                .fileNamed("Brand-Regular", family: "Brand"), .fileNamed("Brand-Regular", family: "Brand"),
            ])
        #expect(usages.map(\.skipped) == [nil, nil, nil, nil, nil, .computed("fontWeight")])
        #expect(
            FlutterScanner.pubspecFonts("  - family: A\n    fonts:\n      - asset: a.ttf\n        weight: 2000\n").map {
                $0.assets.map(\.weight)
            } == [[400]])
    }

    @Test(
        "a Flutter style made by a project function of a style and sizes, reached through typed members of a global"
    )
    func flutterStyleHelpers() throws {
        let usages = try Self.scan([
            "lib/styles/styles.dart": """
            AppStyle get $styles => AppScaffold.style;

            class AppStyle {
              AppStyle({this.scale = 1});
              final double scale;
              late final _Text text = _Text(scale);
            }

            class _Text {
              _Text(this._scale);
              final double _scale;

              final Map<String, TextStyle> _titleFonts = {
                'en': TextStyle(fontFamily: 'Tenor'),
                'zh': TextStyle(fontFamily: 'MaShanZheng'),
              };
              final Map<String, TextStyle> _contentFonts = {
                'en': TextStyle(fontFamily: 'Raleway'),
              };

              TextStyle _getFontForLocale(Map<String, TextStyle> fonts) {
                return fonts.entries.first.value;
              }

              TextStyle get titleFont => _getFontForLocale(_titleFonts);
              TextStyle get contentFont => _getFontForLocale(_contentFonts);

              late final TextStyle h1 = _createFont(titleFont, sizePx: 64, heightPx: 62);
              late final TextStyle body = _createFont(contentFont, sizePx: 16, heightPx: 26, spacingPc: 5);
              late final TextStyle bodyBold = _createFont(
                contentFont,
                sizePx: 16,
                weight: FontWeight.w700,
              );
              late final TextStyle caption = _createFont(contentFont, sizePx: 14).copyWith(fontStyle: FontStyle.italic);

              TextStyle _createFont(
                TextStyle style, {
                required double sizePx,
                double? heightPx,
                double? spacingPc,
                FontWeight? weight,
              }) {
                sizePx *= _scale;
                if (heightPx != null) {
                  heightPx *= _scale;
                }
                return style.copyWith(
                  fontSize: sizePx,
                  height: heightPx != null ? (heightPx / sizePx) : style.height,
                  letterSpacing: spacingPc != null ? sizePx * spacingPc * 0.01 : style.letterSpacing,
                  fontWeight: weight,
                );
              }
            }
            """,
            "lib/ui/page.dart": """
            Widget a() => Text('Éj', style: $styles.text.h1);
            Widget b() => Text('Éj', style: $styles.text.body.copyWith(color: Colors.red));
            Widget c() => Text('Éj', style: $styles.text.bodyBold.copyWith(fontSize: 20));
            Widget d() => SizedBox(height: $styles.text.body.fontSize! * 2);
            Widget e() => Text('Éj', style: $styles.text.caption);
            """,
        ])
        let page = usages.filter { $0.file == "lib/ui/page.dart" }
        #expect(page.map(\.line) == [1, 2, 3, 5])
        let fonts: [FontName?] = [.name("Tenor"), .name("Raleway"), .name("Raleway"), .name("Raleway")]
        #expect(page.map(\.font) == fonts)
        #expect(page.map(\.pointSize) == [64, 16, 20, 14])
        let heights: [TokenLineHeight] = [.multiplier(62.0 / 64), .multiplier(26.0 / 16), .normal, .normal]
        #expect(page.map(\.lineHeight) == heights)
        #expect(page.map(\.weight?.value) == [nil, nil, 700, 400])
        #expect(page.map(\.weight?.italic) == [nil, nil, false, true])
        #expect(page.map(\.via) == [28, 29, 30, 35].map { "lib/styles/styles.dart:\($0)" })
        // The styles the helper made, its template and the locale maps' entries they were made of
        // stand no longer; another locale's entry is listed, not checked.
        let declared = usages.filter { $0.file == "lib/styles/styles.dart" }
        #expect(declared.map(\.line) == [15])
        #expect(declared.map(\.skipped) == [.noPointSize])
    }

    @Test(
        "a Flutter text theme's slots made by the file's function of its parameters (`display(56, FontWeight.w700)` over `=> TextStyle(fontFamily: _display, fontSize: size)`), a `??` default decided by the call"
    )
    func flutterStyleFunctionsOfParameters() throws {
        let usages = try Self.scan([
            "lib/theme.dart": """
            abstract final class AppTypography {
              static const String _display = 'Manrope';
              static TextTheme textTheme() {
                TextStyle display(double size, FontWeight weight, {double? height}) =>
                    TextStyle(fontFamily: _display, fontSize: size, fontWeight: weight, height: height ?? 1.2);
                TextStyle body(double size, FontWeight weight) {
                  return TextStyle(fontFamily: 'Inter', fontSize: size, fontWeight: weight);
                }
                return TextTheme(
                  displayLarge: display(56, FontWeight.w700, height: 1.1),
                  titleLarge: display(20, FontWeight.w600),
                  bodyMedium: body(14, FontWeight.w400),
                  labelSmall: made(11),
                );
              }
            }
            ThemeData theme() => ThemeData(textTheme: AppTypography.textTheme());
            """,
            "lib/page.dart": """
            Widget a(BuildContext context) => Text('Big', style: Theme.of(context).textTheme.displayLarge);
            Widget b(BuildContext context) => Text('Title', style: Theme.of(context).textTheme.titleLarge);
            Widget c(BuildContext context) => Text('Body', style: Theme.of(context).textTheme.bodyMedium);
            Widget d(BuildContext context) => Text('Small', style: Theme.of(context).textTheme.labelSmall);
            """,
        ]).filter { $0.file == "lib/page.dart" }
        #expect(usages.map(\.line) == [1, 2, 3, 4])
        #expect(usages.prefix(3).map(\.font) == [.name("Manrope"), .name("Manrope"), .name("Inter")])
        #expect(usages.map(\.pointSize) == [56, 20, 14, nil])
        #expect(usages.prefix(2).map(\.lineHeight) == [.multiplier(1.1), .multiplier(1.2)])
        #expect(usages.map(\.weight?.value) == [700, 600, 400, nil])
        #expect(usages.first?.via == "lib/theme.dart:10")
        // A function the file does not declare makes a style not known here.
        #expect(usages.last?.skipped != nil)
    }
}

@Suite("React Native styles that name the project's constants")
struct ScriptConstantTests {
    private func write(_ files: [String: String], to folder: String) throws {
        for (path, text) in files {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
    }

    @Test(
        "a style value that names a constant (Fonts.regular, Fonts.sizes.title, theme.fonts.heading) is the literal it gives; one no constant gives, or several give differently, stays computed"
    )
    func constants() throws {
        let folder = NSTemporaryDirectory() + "inkbox-constants-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "src/theme/names.ts": "export const FONTS = { regular: 'Brand-Regular' };\n",
            "src/theme/fonts.ts": """
            import { FONTS } from './names';
            export const Fonts = {
              regular: 'Brand-Regular',
              sizes: { body: 16, title: 22 } as const,
            } as const;
            export const theme = { fonts: { heading: "Brand-Bold" } };
            export const look = { family: FONTS.regular };
            const other = { fonts: { accent: "Brand-Regular" } };
            const second = { fonts: { accent: "Brand-Bold" } };
            """,
            "src/Themed.tsx":
                "import { styles } from './Screen';\nexport const themed = (look: keyof typeof styles) => styles[look];\n",
            "src/Screen.tsx": """
            import { StyleSheet, Text } from 'react-native';
            import { Fonts, theme } from './theme/fonts';
            export const Screen = () => <Text style={styles.title}>Héllo</Text>;
            export const styles = StyleSheet.create({
              title: { fontFamily: Fonts.regular, fontSize: Fonts.sizes.title, lineHeight: 26 },
              heading: { fontFamily: theme.fonts.heading, fontSize: 20, color: colors.primary },
              reached: { fontFamily: fonts.heading, fontSize: 18 },
              ambiguous: { fontFamily: fonts.accent, fontSize: 20 },
              unknown: { fontFamily: Brand.missing, fontSize: 20 },
              chained: { fontFamily: look.family, fontSize: 12 },
            });
            """,
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS }
        #expect(usages.map(\.line) == [3, 6, 7, 8, 9, 10])
        #expect(
            usages.map(\.font) == [
                .name("Brand-Regular"), .name("Brand-Bold"), .name("Brand-Bold"), nil, nil, .name("Brand-Regular"),
            ])
        #expect(usages.map(\.pointSize) == [22, 20, 18, nil, nil, 12])
        #expect(usages.first?.lineHeight == .fixed(26) && usages.first?.text == "Héllo")
        // Where each value came from; a colour's constant is none of the style's; a constant that
        // names another (`look.family: FONTS.regular`, of a file that says `FONTS` only) is the one
        // it names.
        #expect(
            usages.map(\.via) == [
                "src/theme/fonts.ts:3, src/theme/fonts.ts:4", "src/theme/fonts.ts:6",
                "src/theme/fonts.ts:6", nil, nil, "src/theme/names.ts:1",
            ])
        #expect(usages[3...4].allSatisfy { $0.skipped == .computed("fontFamily") })
    }

    @Test(
        "a bare name is the constant the file imports (from any module) or declares by it, never another file's, and a name for another constant the one it names"
    )
    func bareNames() throws {
        let folder = NSTemporaryDirectory() + "inkbox-names-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "src/appConstants/fonts.ts": """
            export const fontRegular = "Brand-Regular";
            export const family = 'Else';
            export const FONTS = { BRAND: { BOLD: 'Brand-Bold' } };
            export const DEFAULT_FONT = FONTS.BRAND.BOLD;
            """,
            "src/Themed.tsx":
                "import { styles } from './Screen';\nexport const themed = (look: keyof typeof styles) => styles[look];\n",
            "src/Screen.tsx": """
            import { StyleSheet } from 'react-native';
            import { fontRegular, DEFAULT_FONT } from 'appConstants/fonts';
            const SIZE = 15;
            export const styles = StyleSheet.create({
              body: { fontFamily: fontRegular, fontSize: SIZE },
              param: { fontFamily: family, fontSize: 12 },
              bold: { fontFamily: DEFAULT_FONT, fontSize: 12 },
            });
            """,
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS }
        #expect(usages.map(\.font) == [.name("Brand-Regular"), nil, .name("Brand-Bold")])
        #expect(usages.first?.pointSize == 15 && usages.first?.via == "src/appConstants/fonts.ts:1, src/Screen.tsx:3")
        #expect(usages[1].skipped == .computed("fontFamily"))
        // A name for another constant (`DEFAULT_FONT = FONTS.BRAND.BOLD`) is the one it names.
        #expect(usages.last?.via == "src/appConstants/fonts.ts:3")
    }

    @Test("a script's constant ends with its line, a CRLF line too, where no semicolon ends it")
    func constantsOnCRLFLines() throws {
        let folder = NSTemporaryDirectory() + "inkbox-crlf-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "src/fonts.ts": "export const fontRegular = 'Brand-Regular'\r\nexport const SIZE = 15\r\n",
            "src/Screen.tsx":
                "import { StyleSheet, Text } from 'react-native'\r\nimport { fontRegular, SIZE } from './fonts'\r\n"
                + "export const Screen = () => <Text style={styles.body}>Hello</Text>\r\n"
                + "const styles = StyleSheet.create({\r\n  body: { fontFamily: fontRegular, fontSize: SIZE },\r\n})\r\n",
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS }
        #expect(usages.map(\.font) == [.name("Brand-Regular")])
        #expect(usages.first?.pointSize == 15 && usages.first?.via == "src/fonts.ts:1, src/fonts.ts:2")
    }

    @Test(
        "a spread of another file's sheet style (imported by a relative path) or of Platform.select is its entries in place, per platform; a spread style is a building block, not a usage"
    )
    func spreads() throws {
        let folder = NSTemporaryDirectory() + "inkbox-spreads-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "src/views/Styles.ts": """
            import { Platform, StyleSheet } from 'react-native';
            const defaultTextStyle = {
              textAlign: 'left',
              ...Platform.select({ android: { includeFontPadding: false } }),
            };
            export default StyleSheet.create({
              textBold: {
                ...defaultTextStyle,
                ...Platform.select({
                  ios: { fontFamily: 'Brand', fontWeight: '700' },
                  android: { fontFamily: 'Brand-Bold' },
                }),
              },
              separator: { height: 1 },
            });
            """,
            "src/Themed.tsx":
                "import { styles } from './Card';\nexport const themed = (look: keyof typeof styles) => styles[look];\n",
            "src/Card.tsx": """
            import { StyleSheet, Text } from 'react-native';
            import sharedStyles from './views/Styles';
            export const Card = () => <Text style={styles.title}>Title</Text>;
            export const styles = StyleSheet.create({
              title: { fontSize: 18, ...sharedStyles.textBold },
              line: { ...sharedStyles.separator, fontSize: 12 },
              later: { ...sharedStyles.textBold, fontSize: 13, fontFamily: 'Other' },
              missing: { ...elsewhere.text, fontSize: 12 },
            });
            """,
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages
        // The element and `later`; not `line` nor `missing` (no family), not Styles.ts's textBold (spread).
        #expect(
            usages.map { "\($0.file):\($0.line) \($0.platform.rawValue)" } == [
                "src/Card.tsx:3 react-native-ios", "src/Card.tsx:3 react-native-android",
                "src/Card.tsx:7 react-native-ios", "src/Card.tsx:7 react-native-android",
            ])
        #expect(
            usages[0].font == .name("Brand") && usages[0].weight == FontWeight(value: 700) && usages[0].pointSize == 18)
        #expect(usages[1].includeFontPadding == false && usages[1].pointSize == 18)
        if case .fileNamed(let asset, _)? = usages[1].font {
            #expect(asset == "Brand-Bold")
        } else {
            Issue.record("\(String(describing: usages[1].font))")
        }
        #expect(usages[0].via == "src/views/Styles.ts default.textBold, src/views/Styles.ts defaultTextStyle")
        // Entries after a spread win over it.
        #expect(usages[2].font == .name("Other") && usages[2].pointSize == 13)
    }

    @Test(
        "a style of a sheet its file exports and never names is listed where another file says its name or takes the sheet whole, not where none does"
    )
    func exportedSheets() throws {
        let folder = NSTemporaryDirectory() + "inkbox-exported-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func sheet(_ name: String, _ styles: [String], exported: String = "export const ") -> String {
            "import { StyleSheet } from 'react-native';\n\(exported)\(name) = StyleSheet.create({\n"
                + styles.map { "  \($0): { fontFamily: 'Brand', fontSize: 12 },\n" }.joined() + "});\n"
        }
        let files = [
            "src/Card.styles.ts": sheet("styles", ["title", "caption", "headerTitleLegacy", "h1"]),
            "src/Badge.styles.ts": sheet("badge", ["small", "large"]),
            "src/List.styles.ts": sheet("list", ["plain", "inset"]),
            "src/Header.styles.ts": sheet("header", ["oldTitle"], exported: "const ") + "export default header;\n",
            "src/Card.tsx": """
            import { styles } from './Card.styles';
            import { badge as chip } from './Badge.styles';
            import { list } from './List.styles';
            export const options = { headerTitleStyle: styles.title };
            const { caption } = styles;
            export const pick = (size: Size, look: Look) => [chip[size], list[look]];
            """,
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS }
        // Card's styles another file says, and `h1`, too short to be looked up, not
        // `headerTitleLegacy`, which no file says; Badge's and List's, whose sheets another takes
        // whole (under another name, or indexed); Header's, the default export's, whatever is said.
        #expect(
            usages.map { "\($0.file):\($0.line)" } == [
                "src/Badge.styles.ts:3", "src/Badge.styles.ts:4", "src/Card.styles.ts:3", "src/Card.styles.ts:4",
                "src/Card.styles.ts:6", "src/Header.styles.ts:3", "src/List.styles.ts:3", "src/List.styles.ts:4",
            ])
    }

    @Test(
        "a constant typed TextStyle (Ignite's `const $label: TextStyle = {...}`) is a style of its name; a family the app loads with expo-font (a required file, an @expo-google-fonts export) is that font on both platforms, reached through a theme's alias"
    )
    func typedStylesAndLoadedFonts() throws {
        let folder = NSTemporaryDirectory() + "inkbox-typed-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "assets/fonts/Brand-Medium.ttf": "not read here",
            "app/theme/typography.ts": """
            import {
              SpaceGrotesk_700Bold as spaceGroteskBold,
              SpaceGrotesk_300Light_Italic,
            } from "@expo-google-fonts/space-grotesk"
            export const customFontsToLoad = {
              brandMedium: require("../../assets/fonts/Brand-Medium.ttf"),
              'Brand-Black': require("../../assets/fonts/Brand-Black.otf"),
              spaceGroteskBold,
              lightItalic: SpaceGrotesk_300Light_Italic,
            }
            const fonts = {
              brand: { medium: "brandMedium", black: "Brand-Black" },
              grotesk: { bold: "spaceGroteskBold", light: "lightItalic" },
            }
            export const typography = { fonts, primary: fonts.brand, secondary: fonts.grotesk }
            """,
            "app/screens/Home.tsx": "import { $heading, $light, $black } from '../components/Button'\n",
            "app/components/Button.tsx": """
            import { Text, TextStyle, ViewStyle } from "react-native"
            import { typography } from "../theme/typography"
            export const Button = () => <Text style={[$label, $styleOverride]}>Go</Text>
            const $label: TextStyle = {
              fontFamily: typography.primary.medium,
              fontSize: 16,
              lineHeight: 20,
            }
            export const $heading: TextStyle = { fontFamily: typography.secondary.bold, fontSize: 24 }
            export const $light: TextStyle = { fontFamily: typography.secondary.light, fontSize: 12 }
            export const $black: TextStyle = { fontFamily: typography.fonts.brand.black, fontSize: 30 }
            const $row: ViewStyle = { fontFamily: "Brand", height: 4 }
            let $made: TextStyle = makeStyle()
            """,
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages
        #expect(usages.map(\.line) == [3, 3, 9, 9, 10, 10, 11, 11])
        #expect(usages.first?.text == "Go" && usages.first?.pointSize == 16 && usages.first?.lineHeight == .fixed(20))
        #expect(usages.first?.note?.contains("$styleOverride") == true)
        let brand = folder + "/app/theme/../../assets/fonts/Brand-Medium.ttf"
        #expect(usages.prefix(2).allSatisfy { $0.font == .file(path: brand, family: "brandMedium") })
        #expect(usages.first?.via == "app/theme/typography.ts:12")
        #expect(usages[2].font == .fileNamed("SpaceGrotesk-Bold", family: "spaceGroteskBold"))
        #expect(usages[3].font == .fileNamed("SpaceGrotesk-Bold", family: "spaceGroteskBold"))
        #expect(usages[4].font == .fileNamed("SpaceGrotesk-LightItalic", family: "lightItalic"))
        // Through the shorthand `{ fonts }`; a required file the project does not hold is looked for
        // by its name (among --fonts), and said missing where none is.
        #expect(usages[6].font == .fileNamed("Brand-Black", family: "Brand-Black") && usages[6].unresolved == nil)
        #expect(usages.allSatisfy { $0.kind != .fontReference("TextStyle $row") })
    }

    @Test("a plain object of styles an element names, or a plain object named whole, is a style as a sheet's is")
    func plainObjectStyles() throws {
        let code = SourceText(
            """
            import { Text, TextInput, View } from "react-native";
            export default function Post({ post }) {
              const inputStyle = { fontFamily: "Quicksand-Medium", fontSize: 16 };
              return (
                <View>
                  <Text style={styles.title}>{post.title}</Text>
                  <Text style={[styles.excerpt, { color: "red" }]} numberOfLines={2}>Hi</Text>
                  <TextInput style={inputStyle} placeholder="Name" />
                </View>
              );
            }
            const styles = {
              row: { flexDirection: "row" as const },
              title: { fontFamily: "Quicksand-Bold", fontSize: 16 },
              excerpt: { fontFamily: "Quicksand-Medium", fontSize: 14 },
            };
            const config = { fontFamily: "Unused", fontSize: 9 };
            """, .javascript)
        let usages = ReactNativeScanner.usages(code, file: "Post.tsx")
        #expect(usages.map(\.line) == [6, 6, 7, 7, 8, 8])
        #expect(
            usages.map { $0.font?.label } == [
                "Quicksand-Bold", "Quicksand-Bold", "Quicksand-Medium", "Quicksand-Medium", "Quicksand-Medium",
                "Quicksand-Medium",
            ])
        #expect(usages.map(\.pointSize) == [16, 16, 14, 14, 16, 16])
        #expect(usages[2].text == "Hi")
    }

    @Test(
        "expo-font's useFonts given its map in place; a Text component that picks from maps another file declares; NativeWind's classes on a React Native Text, at its rem, under its style"
    )
    func loadedInPlacePicksAndNativeWind() throws {
        let folder = NSTemporaryDirectory() + "inkbox-nativewind-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "assets/fonts/Rubik-Bold.ttf": "not read here",
            "assets/fonts/Rubik-Regular.ttf": "not read here",
            "package.json":
                #"{ "dependencies": { "react-native": "0.81.5", "nativewind": "^4.1.23", "tailwindcss": "^3.4.17" } }"#,
            "tailwind.config.js": """
            module.exports = {
              presets: [require("nativewind/preset")],
              theme: { extend: { fontFamily: { rubik: ['Rubik-Regular', 'sans-serif'], "rubik-bold": ["Rubik-Bold", "sans-serif"] } } },
            }
            """,
            "App.tsx": """
            import { useFonts } from "expo-font";
            export default function App() {
              const [loaded] = useFonts({
                RubikBold: require("./assets/fonts/Rubik-Bold.ttf"),
                "Rubik-Regular": require("./assets/fonts/Rubik-Regular.ttf"),
              });
            }
            """,
            "src/theme/typography.ts": """
            export const FONTS = { RubikBold: "RubikBold" } as const;
            export const VARIANTS: VariantMap = { RubikBold: { fontFamily: FONTS.RubikBold, fontWeight: "700" } };
            export const SIZES: SizeMap = { small: { fontSize: 12, lineHeight: 18 }, medium: { fontSize: 16, lineHeight: 22 } };
            """,
            "src/components/Text.tsx": """
            import { Text as RNText } from "react-native";
            import { SIZES, VARIANTS } from "@/src/theme/typography";
            export default function Text({ variant = "RubikBold", size = "medium", style, ...rest }) {
              return <RNText {...rest} style={[VARIANTS[variant], SIZES[size], style]} />;
            }
            """,
            "tsconfig.json": #"{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }"#,
            "src/screens/Home.tsx": """
            import { View } from "react-native";
            import Text from "@/src/components/Text";
            export default function Home() {
              return (
                <View>
                  <Text size="small">Picked</Text>
                  <Text>Defaults</Text>
                </View>
              );
            }
            """,
            "src/screens/Classes.tsx": """
            import { Text, View } from "react-native";
            export default function Classes() {
              return (
                <View>
                  <Text className="text-xl font-rubik-bold">Classes</Text>
                  <Text className="text-base">Platform</Text>
                  <Text className="font-rubik text-sm" style={{ fontSize: 20 }}>Over</Text>
                </View>
              );
            }
            """,
        ]
        try write(files, to: folder)
        let scan = AppScan(root: folder).usages
        let usages =
            scan.filter { $0.file == "src/screens/Home.tsx" } + scan.filter { $0.file == "src/screens/Classes.tsx" }
        #expect(usages.map(\.line) == [6, 6, 7, 7, 5, 5, 7, 7])
        let bold = folder + "/./assets/fonts/Rubik-Bold.ttf"
        // The picks by the element's props, else the component's defaults; on both platforms.
        #expect(usages.prefix(4).allSatisfy { $0.font == .file(path: bold, family: "RubikBold") })
        #expect(usages.prefix(4).map(\.pointSize) == [12, 12, 16, 16])
        #expect(usages.first?.lineHeight == .fixed(18))
        // NativeWind's rem is 14: text-xl is 1.25rem with a 1.75rem line; a generic family is none.
        #expect(usages[4].font?.label == "Rubik-Bold" && usages[4].pointSize == 17.5)
        #expect(usages[4].lineHeight == .fixed(24.5) && usages[4].text == "Classes")
        // The style over the classes, text-sm's line height kept.
        #expect(usages[6].pointSize == 20 && usages[6].lineHeight == .fixed(17.5))
        #expect(usages[6].font?.label == "Rubik-Regular")
        // A className where no package depends on NativeWind (nor Tailwind) styles nothing.
        try #"{ "dependencies": { "react-native": "0.81.5" } }"#.write(
            toFile: folder + "/package.json", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder + "/tailwind.config.js")
        #expect(AppScan(root: folder).usages.filter { $0.file == "src/screens/Classes.tsx" }.isEmpty)
        // A unitless line height is a multiple of the size (text-5xl's 1); another rem (inlineRem).
        let theme = TailwindTheme.project(major: 3, .init(), uno: false)
        #expect(
            TailwindClasses.nativeStyle("text-5xl", theme: theme, rem: 14) == ["fontSize: 42.0", "lineHeight: 42.0"])
        #expect(
            TailwindClasses.nativeStyle("text-xl font-bold uppercase", theme: theme, rem: 16) == [
                "fontSize: 20.0", "lineHeight: 28.0", "fontWeight: '700'", "textTransform: 'uppercase'",
            ])
    }

    @Test(
        "the project's Text that picks its style by props (Ignite's presets, weights and sizes) is checked at each element with the picks its props make, its default preset where it gives none, with the texts its translation key gives; react-native's Text is not, nor a web library's"
    )
    func presetComponents() throws {
        let folder = NSTemporaryDirectory() + "inkbox-presets-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "app/theme/typography.ts": """
            const fonts = { brand: { normal: "Brand-Regular", bold: "Brand-Bold" } }
            export const typography = { fonts, primary: fonts.brand }
            """,
            "app/components/Text.tsx": """
            import { StyleProp, Text as RNText, TextStyle } from "react-native"
            import { typography } from "../theme/typography"
            export function Text(props: TextProps) {
              const { weight, size, text, children, style: $styleOverride, ...rest } = props
              const preset: Presets = $presets[props.preset] ? props.preset : "default"
              const $styles: StyleProp<TextStyle> = [
                themed($presets[preset]),
                weight && $fontWeightStyles[weight],
                size && $sizeStyles[size],
                $styleOverride,
              ]
              return <RNText {...rest} style={$styles}>{text ?? children}</RNText>
            }
            const $sizeStyles = {
              xl: { fontSize: 24, lineHeight: 34 } satisfies TextStyle,
              sm: { fontSize: 16, lineHeight: 24 } satisfies TextStyle,
              xs: { fontSize: 12, lineHeight: 18 } satisfies TextStyle,
            }
            const $fontWeightStyles = Object.entries(typography.primary).reduce((acc, [weight, fontFamily]) => {
              return { ...acc, [weight]: { fontFamily } }
            }, {}) as Record<Weights, TextStyle>
            const $baseStyle: ThemedStyle<TextStyle> = (theme) => ({
              ...$sizeStyles.sm,
              ...$fontWeightStyles.normal,
              color: theme.colors.text,
            })
            const $presets = {
              default: $baseStyle,
              heading: [$baseStyle, { ...$sizeStyles.xl, ...$fontWeightStyles.bold }],
              caption: [$baseStyle, $sizeStyles.xs] satisfies StyleProp<TextStyle>,
            }
            """,
            "app/screens/Home.tsx": """
            import { TextStyle } from "react-native"
            import { Text } from "../components/Text"
            export const Home = () => (
              <>
                <Text preset="heading" text="Ångström" />
                <Text size="xs">Jump</Text>
                <Text
                  weight="bold"
                  style={$tall}
                />
                <Text preset={"caption"} tx={'home.caption'} />
                <Text
                  preset="caption" text={`$${total.toLocaleString()}`} />
              </>
            )
            const $tall: TextStyle = { lineHeight: 30 }
            """,
            "app/models/Totals.ts": "export interface Totals { total: number }\n",
            "app/screens/Native.tsx": """
            import { Text } from "react-native"
            export const Plain = () => <Text numberOfLines={1}>Plain</Text>
            """,
            "web/Page.tsx": """
            import { Text } from "@chakra-ui/react"
            export const Page = () => <Text style={{ fontFamily: "Inter", fontSize: 20 }}>Web</Text>
            """,
            "app/i18n/en.ts": """
            const en = { home: { caption: "Caption, short", other: "Other" } }
            export default en
            """,
            "app/i18n/fr.ts": """
            const fr: Translations = { home: { caption: "Légende" } }
            export default fr
            """,
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS }
        #expect(usages.allSatisfy { $0.file == "app/screens/Home.tsx" } && usages.map(\.line) == [5, 6, 7, 11, 12])
        #expect(
            usages.map(\.font) == [
                .name("Brand-Bold"), .name("Brand-Regular"), .name("Brand-Bold"), .name("Brand-Regular"),
                .name("Brand-Regular"),
            ])
        #expect(usages.map(\.pointSize) == [24, 12, 16, 12, 12])
        #expect(usages.map(\.lineHeight) == [.fixed(34), .fixed(18), .fixed(30), .fixed(18), .fixed(18)])
        // A translation key's text in each language (English's first); a `text={...}` read as a body.
        #expect(usages.map(\.text) == ["Ångström", "Jump", nil, "Caption, short", "$0123456789\u{A0}\u{202F}.,-"])
        #expect(usages[3].translations == [TokenText("Légende", language: "fr")])
        #expect(
            usages.map(\.kind) == [
                .fontReference("Text preset=\"heading\""), .fontReference("Text"), .fontReference("Text style={$tall}"),
                .fontReference("Text preset=\"caption\""), .fontReference("Text preset=\"caption\""),
            ])
        #expect(usages.first?.via?.contains("app/components/Text.tsx $presets.heading") == true)
        #expect(usages.first?.via?.contains("app/theme/typography.ts:1") == true)
    }

    @Test(
        "a React Native component of the project named as its file (UiText of UiText.tsx) that picks its Text's style by props is checked at each element, its parameters' defaults where a prop is not given; a component of no picks adds nothing"
    )
    func pickingComponents() throws {
        let folder = NSTemporaryDirectory() + "inkbox-wrappers-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "src/components/UiText.tsx": """
            import { memo } from "react";
            import { Text, TextProps, TextStyle } from "react-native";
            const variantStyles: Record<TextVariant, TextStyle> = {
              h1: { fontSize: 32, lineHeight: 40 },
              body: { fontSize: 14, lineHeight: 20 },
            };
            const weightStyles: Record<TextWeight, TextStyle> = {
              regular: { fontFamily: "Brand-Regular" },
              bold: { fontFamily: "Brand-Bold" },
            };
            export const UiText = memo(({ variant = "body", weight = "regular", style, children }: Props) => (
              <Text style={[variantStyles[variant], weightStyles[weight], style]}>{children}</Text>
            ));
            """,
            "src/components/Card.tsx": """
            import { View } from "react-native";
            export const Card = ({ children }) => <View>{children}</View>;
            """,
            "src/screens/Home.tsx": """
            import { StyleSheet } from "react-native";
            import { UiText } from "@/components/UiText";
            import { Card } from "../components/Card";
            export const Home = () => (
              <Card>
                <UiText variant="h1" weight="bold">Ågjy</UiText>
                <UiText>Body</UiText>
                <UiText weight="bold" style={styles.tight}>Tight</UiText>
              </Card>
            );
            const styles = StyleSheet.create({ tight: { lineHeight: 16 } });
            """,
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS }
        #expect(usages.allSatisfy { $0.file == "src/screens/Home.tsx" } && usages.map(\.line) == [6, 7, 8])
        #expect(usages.map(\.font) == [.name("Brand-Bold"), .name("Brand-Regular"), .name("Brand-Bold")])
        #expect(usages.map(\.pointSize) == [32, 14, 14])
        #expect(usages.map(\.lineHeight) == [.fixed(40), .fixed(20), .fixed(16)])
        #expect(usages.map(\.text) == ["Ågjy", "Body", "Tight"])
        #expect(
            usages.map(\.kind) == [
                .fontReference("UiText"), .fontReference("UiText"), .fontReference("UiText style={styles.tight}"),
            ])
        #expect(usages.first?.via?.contains("src/components/UiText.tsx variantStyles.h1") == true)
    }

    @Test(
        "a text component imported through a folder's index file (`import { AppText } from '../components'`) picks its style as one imported from its own file; another component of the index that names no family is no usage"
    )
    func pickingComponentsThroughIndexFiles() throws {
        let folder = NSTemporaryDirectory() + "inkbox-barrels-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "src/components/AppText.tsx": """
            import { Text } from "react-native";
            const variants = {
              title: { fontFamily: "Brand-Bold", fontSize: 28, lineHeight: 34 },
              body: { fontFamily: "Brand-Regular", fontSize: 15, lineHeight: 20 },
            };
            export default function AppText({ variant = "body", children }) {
              return <Text style={variants[variant]}>{children}</Text>;
            }
            """,
            "src/components/Card.tsx": """
            import { View } from "react-native";
            export default function Card({ children }) { return <View>{children}</View>; }
            """,
            "src/components/index.ts": """
            export { default as AppText } from './AppText';
            export { default as Card } from './Card';
            """,
            "src/screens/Home.tsx": """
            import { View } from "react-native";
            import { AppText, Card } from "../components";
            export const Home = () => (
              <Card>
                <AppText variant="title">Ågjy</AppText>
                <AppText>Body</AppText>
              </Card>
            );
            """,
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS }
        #expect(usages.map(\.line) == [5, 6])
        #expect(usages.map(\.font) == [.name("Brand-Bold"), .name("Brand-Regular")])
        #expect(usages.map(\.pointSize) == [28, 15])
        #expect(usages.map(\.text) == ["Ågjy", "Body"])
        #expect(usages.map(\.kind) == [.fontReference("AppText"), .fontReference("AppText")])
    }

    @Test("a tag whose name ends with Text is found by its bytes; a type, a word or a comparison that ends so is not")
    func textTags() {
        #expect("x = <AppText variant=\"h1\">".containsTag(endingWith: "Text"))
        #expect("(<Animated.Text style={s}>".containsTag(endingWith: "Text"))
        #expect("<Text>é</Text>".containsTag(endingWith: "Text"))
        #expect(!"import { TextStyle } from 'react-native'; const s: TextStyle = {};".containsTag(endingWith: "Text"))
        #expect(!"if (a < bText) { richText(); }".containsTag(endingWith: "Text"))
        #expect(!"<\(String(repeating: "a", count: 70))Text".containsTag(endingWith: "Text"))
    }

    @Test(
        "an object entry's key and value: a shorthand is its name, a quoted key unquoted; a spread, a method or a number is none"
    )
    func objectEntries() {
        let entries: [(Substring, String?, Substring?)] = [
            ("fonts", "fonts", "fonts"), ("  fonts\n ", "fonts", "fonts"), ("title: { a: 1 }", "title", "{ a: 1 }"),
            ("'title' :\n 'Å'", "title", "'Å'"), ("\"ü\": 2", "ü", "2"), ("é: 1", "é", "1"), ("...rest", nil, nil),
            ("1", nil, nil), ("method() { return 1 }", nil, nil), ("'font-family': 'x'", nil, nil),
            ("a ? b : c", nil, nil), ("key:", nil, nil), (":", nil, nil), ("", nil, nil),
        ]
        for (entry, key, value) in entries {
            let keyed = ScriptDeclarations.keyed(entry)
            #expect(keyed?.key == key && keyed?.value == value, "\(entry)")
        }
    }

    @Test(
        "an import statement binds its default, named and aliased names to the module's literal, on any lines, CRLF or not; one without a literal module binds none"
    )
    func importStatements() {
        let code = SourceText(
            """
            import React, { useState } from 'react';
            import Brand, {
              type Props,
              title as heading,
              Übersicht,
            } from\u{20}
              "./brand" ;
            import type { Theme } from './theme'\r
            import * as all from './all';
            import { a } from `./template`;
            import { b } from './esc\\aped';
            import 'side-effect';
            const notAnImport = "import x from './fake'";
            reimport x from './word';
            """, .javascript)
        let found = ScriptDeclarations.imports(code).mapValues { "\($0.module) \($0.name)" }
        #expect(
            found == [
                "React": "react default", "useState": "react useState", "Brand": "./brand default",
                "Props": "./brand Props", "heading": "./brand title", "Übersicht": "./brand Übersicht",
                "Theme": "./theme Theme",
            ])
    }

    @Test("a byte search finds what a naive one does: each needle of each text, from each start, ASCII or not")
    func byteSearch() {
        // The search looks for the needle's rarest byte first (`rarity`); a naive walk over the
        // bytes is the reference. Texts and needles mix common, rare and multi-byte characters,
        // needles at either end, repeated, overlapping and absent.
        let texts = [
            "", "a", "font", "fontfont", "ffont fonts", "<Text>é</Text>", "é(é)é", "aXbXcXd", "a.b.c", "((((",
            "const s = StyleSheet.create({ title: { fontFamily: 'Inter' } });", "日本語のテキスト、日本",
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            var needles = Set(["font", "X", "(", "é", "Text>", "日本", "zz", "((", "fontfont!", "'Inter' }"])
            for start in 0..<min(bytes.count, 12) {
                for length in 1...3 where start + length <= bytes.count {
                    if let needle = String(validating: bytes[start..<start + length], as: UTF8.self) {
                        needles.insert(needle)
                    }
                }
            }
            for needle in needles {
                let wanted = Array(needle.utf8)
                for from in text.indices + [text.endIndex] {
                    let skip = text.utf8.distance(from: text.startIndex, to: from)
                    let naive = (skip..<max(skip, bytes.count - wanted.count + 1)).first {
                        Array(bytes[$0..<$0 + wanted.count]) == wanted
                    }
                    let found = text.firstBytes(of: needle, from: from).map {
                        text.utf8.distance(from: text.startIndex, to: $0.lowerBound)
                    }
                    #expect(found == naive, "\(needle) in \(text) from \(skip)")
                }
            }
        }
    }

    @Test(
        "a text component that gives its Text (or `Text as RNText`) a style of its own (`style={[{ fontFamily: 'Brand' }, styles.base, style]}`) gives it to each element, beneath the element's style; its own Text is no usage, nor is a Text in `'System'`, the platform font"
    )
    func componentBaseStyles() throws {
        let folder = NSTemporaryDirectory() + "inkbox-base-styles-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "src/theme.ts": "export const fonts = { regular: 'Brand-Regular' };\n",
            "src/components/AppText.tsx": """
            import { Text, StyleSheet } from "react-native";
            import { fonts } from "../theme";
            export default function AppText({ style, ...props }) {
              return <Text {...props} style={[{ fontFamily: fonts.regular, fontSize: 16 }, styles.base, style]} />;
            }
            const styles = StyleSheet.create({ base: { lineHeight: 22 } });
            """,
            "src/components/Label.tsx": """
            import { Text } from "react-native";
            export const Label = ({ children }) => <Text numberOfLines={1}>{children}</Text>;
            """,
            "src/components/Caption.tsx": """
            import { Text as RNText } from "react-native";
            export const Caption = (props) => <RNText {...props} style={[{ fontFamily: "Brand-Bold" }, props.style]} />;
            """,
            "src/screens/Home.tsx": """
            import { StyleSheet, Text, View } from "react-native";
            import AppText from "../components/AppText";
            import { Label } from "../components/Label";
            import { Caption } from "../components/Caption";
            export const Home = () => (
              <View>
                <AppText style={styles.title}>Ågjy</AppText>
                <AppText>Plain</AppText>
                <Label>Platform</Label>
                <Caption style={styles.title}>Note</Caption>
                <Text style={{ fontFamily: "System", fontSize: 12 }}>System</Text>
              </View>
            );
            const styles = StyleSheet.create({ title: { fontSize: 28, lineHeight: 34 } });
            """,
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS }
        #expect(usages.allSatisfy { $0.file == "src/screens/Home.tsx" })
        #expect(usages.map(\.line) == [7, 8, 10])
        #expect(usages.map(\.font) == [.name("Brand-Regular"), .name("Brand-Regular"), .name("Brand-Bold")])
        #expect(usages.map(\.pointSize) == [28, 16, 28])
        #expect(usages.map(\.lineHeight) == [.fixed(34), .fixed(22), .fixed(34)])
        #expect(usages.map(\.text) == ["Ågjy", "Plain", "Note"])
        #expect(usages[1].via?.contains("src/components/AppText.tsx styles.base") == true)
    }

    @Test(
        "a React Native style's top and bottom padding, the most specific property first, even through a constant, is room inside the Text's bounds; one not a number gives none and says so"
    )
    func paddingRoom() throws {
        let folder = NSTemporaryDirectory() + "inkbox-padding-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "src/theme/spacing.ts": "export const spacing = { huge: 48 }\n",
            "src/Themed.tsx":
                "import { styles } from './Screen';\nexport const themed = (look: keyof typeof styles) => styles[look];\n",
            "src/Screen.tsx": """
            import { StyleSheet } from 'react-native';
            import { spacing } from './theme/spacing';
            export const styles = StyleSheet.create({
              header: { fontFamily: 'Brand', fontSize: 25, lineHeight: 24, paddingTop: spacing.huge, paddingVertical: 4 },
              chip: { fontFamily: 'Brand', fontSize: 12, padding: 6, paddingBottom: 2 },
              share: { fontFamily: 'Brand', fontSize: 12, paddingTop: '10%' },
            });
            export const Field = () => <TextInput style={styles.chip} />;
            export const Chip = () => <Text style={styles.chip}>Chip</Text>;
            """,
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages.filter { $0.platform == .reactNativeAndroid }
        // The chip's style is the TextInput's (line 8), whose field may cut at its text rect: its
        // padding is no room there.
        #expect(usages.map(\.line) == [4, 6, 8, 9])
        #expect(usages.map(\.padding) == [Edges(top: 48, bottom: 4), .zero, .zero, Edges(top: 6, bottom: 2)])
        #expect(usages.map(\.note) == [nil, "its top padding is not a number here: no room counted", nil, nil])
    }

    @Test(
        "Platform.select in a theme (of literals, of objects, of references to objects) or in a style gives each platform its own branch, else native, else default"
    )
    func platformSelect() throws {
        let folder = NSTemporaryDirectory() + "inkbox-select-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "app/theme/typography.ts": """
            import { Platform } from "react-native"
            const fonts = { inter: { bold: "Inter-Bold" }, roboto: { bold: "Roboto-Bold" } }
            export const typography = {
              primary: Platform.select({ ios: "Brand-iOS", android: "Brand_android" }),
              secondary: Platform.select({ ios: fonts.inter, android: fonts.roboto })!,
              code: Platform.select({ default: "Mono" }),
              heading: Platform.select({ ios: { bold: "Heading-iOS" }, native: { bold: "Heading" } }),
            }
            """,
            "app/Screen.tsx": """
            import { Platform, StyleSheet } from "react-native"
            import { typography } from "./theme/typography"
            export const styles = StyleSheet.create({
              a: { fontFamily: typography.primary, fontSize: 12 },
              b: { fontFamily: typography.secondary.bold, fontSize: 12 },
              c: { fontFamily: Platform.select({ ios: "Inline-iOS", android: typography.code }), fontSize: 12 },
              d: { fontFamily: typography.heading.bold, fontSize: 12 },
            })
            """,
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages
        let ios = usages.filter { $0.platform == .reactNativeIOS }
        let android = usages.filter { $0.platform == .reactNativeAndroid }
        #expect(ios.map { $0.font?.label } == ["Brand-iOS", "Inter-Bold", "Inline-iOS", "Heading-iOS"])
        #expect(android.map { $0.font?.label } == ["Brand_android", "Roboto-Bold", "Mono", "Heading"])
        #expect(usages.allSatisfy { $0.skipped == nil })
    }

    @Test(
        "Platform.OS === 'ios' ? a : b (==, !==, in parentheses, over lines) gives iOS and Android each their branch, in a style, a constant and a theme; a branch holding another condition stays computed"
    )
    func platformConditions() throws {
        let folder = NSTemporaryDirectory() + "inkbox-os-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "app/theme.ts": """
            import { Platform } from "react-native"
            export const FONT = Platform.OS === "ios" ? "Theme-iOS" : "Theme_android";
            export const theme = { heading: Platform.OS == 'android' ? FONT : "Heading-iOS" }
            """,
            "app/Screen.tsx": """
            import { Platform, StyleSheet, Text } from "react-native"
            import { FONT, theme } from "./theme"
            export const A = () => (
              <>
                <Text style={styles.a}>A</Text>
                <Text style={styles.b}>B</Text>
                <Text style={styles.c}>C</Text>
                <Text style={styles.d}>D</Text>
                <Text style={{ fontFamily: Platform.OS === 'ios' ? a?.b : 'Android', fontSize: 12 }}>E</Text>
              </>
            )
            const styles = StyleSheet.create({
              a: { fontFamily: (Platform.OS !== 'ios' ? 'Inline_android' : 'Inline-iOS'), fontSize: Platform.OS === 'ios' ? 17 : 16 },
              b: { fontFamily: FONT, fontSize: 12 },
              c: { fontFamily: theme.heading, fontSize: 12 },
              d: {
                fontFamily: Platform.OS === 'ios'
                  ? 'Lines-iOS'
                  : 'Lines_android',
                fontSize: 12,
              },
            })
            """,
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages
        let ios = usages.filter { $0.platform == .reactNativeIOS }
        let android = usages.filter { $0.platform == .reactNativeAndroid }
        #expect(ios.map { $0.font?.label } == ["Inline-iOS", "Theme-iOS", "Heading-iOS", "Lines-iOS", nil])
        #expect(
            android.map { $0.font?.label } == [
                "Inline_android", "Theme_android", "Theme_android", "Lines_android", nil,
            ])
        #expect(ios.map(\.pointSize) == [17, 12, 12, 12, nil])
        #expect(android.first?.pointSize == 16)
        #expect(usages.map(\.skipped).filter { $0 != nil }.count == 2)
        #expect(ios.last?.skipped == .computed("fontFamily"))
    }

    @Test(
        "a text component whose own style picks a constant by a prop (`fontFamily: font[weight]`) gives each element the member its prop names, else the prop's default"
    )
    func componentValuePicks() throws {
        let folder = NSTemporaryDirectory() + "inkbox-value-picks-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "src/theme.ts": "export const font = { regular: 'Brand-Regular', semibold: 'Brand-SemiBold' };\n",
            "src/components/AppText.tsx": """
            import { Text } from "react-native";
            import { font } from "../theme";
            export function AppText({ weight = 'regular', color = 'black', style, ...rest }) {
              return <Text {...rest} style={[{ fontFamily: font[weight], color }, style]} />;
            }
            """,
            "src/screens/Home.tsx": """
            import { StyleSheet, View } from "react-native";
            import { AppText } from "../components/AppText";
            export const Home = () => (
              <View>
                <AppText weight="semibold" style={styles.title}>Title</AppText>
                <AppText style={styles.title}>Body</AppText>
                <AppText weight="black" style={styles.title}>Unknown member</AppText>
              </View>
            );
            const styles = StyleSheet.create({ title: { fontSize: 20 } });
            """,
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS }
        #expect(usages.map(\.line) == [5, 6, 7])
        #expect(usages.map(\.font) == [.name("Brand-SemiBold"), .name("Brand-Regular"), nil])
        #expect(usages.map(\.skipped) == [nil, nil, .computed("fontFamily")])
        #expect(usages.first?.via?.contains("src/theme.ts:1") == true)
    }

    @Test(
        "a React Native Text with no size in one of React Native's views is drawn at the default 14; one in another Text inherits, one at a component's root or in a project's component is not known, and stays skipped"
    )
    func defaultSize() throws {
        let folder = NSTemporaryDirectory() + "inkbox-default-size-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "src/Screen.tsx": """
            import { StyleSheet, Text, View, FlatList } from "react-native"
            import { Card } from "./Card"
            export const A: React.FC<Props> = () => (
              <View style={styles.box}>
                <Text style={styles.plain}>Alone</Text>
                <Text style={styles.sized}>
                  Hello <Icon name="x" /> <Text style={styles.plain}>bold</Text>
                </Text>
                <>
                  <Text style={styles.plain} numberOfLines={1}>In a fragment</Text>
                </>
                <FlatList data={items} renderItem={({ item }) => <Text style={styles.plain}>{item}</Text>} />
                <Card><Text style={styles.plain}>In a card</Text></Card>
                <Text style={[styles.plain, { fontSize: 18 }]}>Sized here</Text>
              </View>
            )
            export const B = () => <Text style={styles.plain}>Root</Text>
            const styles = StyleSheet.create({
              box: { padding: 4 },
              plain: { fontFamily: "Brand" },
              sized: { fontFamily: "Brand", fontSize: 20 },
            })
            """
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS }
        #expect(usages.map(\.line) == [5, 6, 7, 10, 12, 13, 14, 17])
        #expect(usages.map(\.pointSize) == [14, 20, nil, 14, 14, nil, 18, nil])
        #expect(usages.map(\.skipped) == [nil, nil, .noPointSize, nil, nil, .noPointSize, nil, .noPointSize])
        #expect(usages.first?.note?.contains("React Native's default size, 14") == true)
    }

    @Test(
        "on Android, a React Native family named as a system family (monospace, sans-serif-medium) is that fonts.xml family at the weight asked; another name is the asset React Native looks for"
    )
    func androidSystemFamilies() throws {
        let folder = NSTemporaryDirectory() + "inkbox-rn-system-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "src/Themed.tsx":
                "import { styles } from './Screen';\nexport const themed = (look: keyof typeof styles) => styles[look];\n",
            "src/Screen.tsx": """
            import { Platform, StyleSheet, Text } from "react-native"
            export const styles = StyleSheet.create({
              mono: { fontFamily: Platform.OS === "ios" ? "Menlo" : "monospace", fontSize: 13 },
              medium: { fontFamily: "sans-serif-medium", fontSize: 16, fontWeight: "bold" },
              brand: { fontFamily: "Brand", fontSize: 16, fontWeight: "bold" },
            })
            """,
        ]
        try write(files, to: folder)
        let android = AppScan(root: folder).usages.filter { $0.platform == .reactNativeAndroid }
        #expect(android.map(\.line) == [3, 4, 5])
        #expect(
            android.map(\.font) == [
                .platform(PlatformFamily(declared: "monospace", family: "Droid Sans Mono", weight: 400)),
                .platform(PlatformFamily(declared: "sans-serif-medium", family: "Roboto", weight: 700)),
                .fileNamed("Brand_bold", family: "Brand"),
            ])
    }

    @Test(
        "a Platform.OS condition's branches end where its expression does (a comma, a semicolon, a line break, CRLF too, a bracket it did not open); strings may hold ? and :; another condition, optional chaining or a value not starting with Platform.OS is no choice"
    )
    func platformConditionBranches() {
        func read(_ value: String) -> [String]? {
            PlatformChoice.ternary(Substring(value)).map { $0.map { "\($0.key)=\($0.value)" } }
        }
        #expect(read("Platform.OS === 'ios' ? 'A' : 'B', fontSize: 12") == ["ios='A'", "default='B'"])
        #expect(read("Platform.OS != \"android\" ? f.a : f.b;\nexport const x = 1") == ["android=f.b", "default=f.a"])
        #expect(read("(Platform.OS == 'ios' ? 'a:b?' : { x: 1 }) }") == ["ios='a:b?'", "default={ x: 1 }"])
        #expect(read("Platform.OS === 'ios'\r\n  ? 'A'\r\n  : 'B'\r\nexport default x") == ["ios='A'", "default='B'"])
        #expect(read("Platform.OS === 'ios' ? a ? 'x' : 'y' : 'B'") == nil)
        #expect(read("Platform.OS === 'ios' ? a?.b : 'B'") == nil)
        #expect(read("Platform.OS === 'ios' && big ? 'A' : 'B'") == nil)
        #expect(read("'ios' === Platform.OS ? 'A' : 'B'") == nil)
        #expect(read("Platform.OS === 'ios' ? 'A'") == nil)
        #expect(read("Platform.OS === 'ios' ? 'A' : 'B") == nil)
    }

    @Test(
        "a React Native Text shown through a translation call ({I18n.t('key')}, {t(\"key\", {...})}) is checked with that key's text in each language of the app's JSON translations; a key none holds, or no literal key, leaves the characters the app shows"
    )
    func translationKeys() throws {
        let folder = NSTemporaryDirectory() + "inkbox-keys-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "src/locales/en.json": #"{ "greeting": { "title": "Hello, friend" }, "other": "Other" }"#,
            "src/locales/sv.json": #"{ "greeting": { "title": "Hej, %{count} vän {{name}}" }, "other": "Åter" }"#,
            "src/Screen.tsx": """
            import { StyleSheet, Text } from 'react-native';
            export const A = () => <Text style={styles.title}>{I18n.t('greeting.title')}</Text>;
            export const B = () => <Text style={styles.title}>{t("missing.key", { count: 2 })}</Text>;
            export const C = () => <Text style={styles.title}>{t(key)}</Text>;
            const styles = StyleSheet.create({ title: { fontFamily: 'Brand', fontSize: 20 } });
            """,
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS }
        #expect(usages.map(\.line) == [2, 3, 4])
        #expect(usages.map(\.text) == ["Hello, friend", nil, nil])
        // Placeholders the app fills at run time are not its characters.
        #expect(usages.first?.translations == [TokenText("Hej,  vän ", language: "sv")])
    }

    @Test(
        "StyleSheet.create of another renderer's package (@react-pdf/renderer, aphrodite) styles no React Native view; React Native's, a package named for it and the project's own do"
    )
    func otherRenderers() throws {
        let sheet = "const styles = StyleSheet.create({ t: { fontFamily: 'Brand', fontSize: 13 } });"
        let sources = [
            "@react-pdf/renderer", "aphrodite", "react-native", "react-native-unistyles", "./theme", "@/theme",
        ]
        var files: [String: String] = [:]
        for (number, module) in sources.enumerated() {
            files["src/P\(number).tsx"] = """
                import { Page, Text, StyleSheet } from "\(module)";
                export const P = () => <Page><Text style={styles.t}>{label}</Text></Page>;
                \(sheet)
                """
        }
        let folder = NSTemporaryDirectory() + "inkbox-renderers-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(files, to: folder)
        let read = Set(AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS }.map(\.file))
        #expect(read == ["src/P2.tsx", "src/P3.tsx", "src/P4.tsx", "src/P5.tsx"])
    }

    @Test(
        "a Text's body is its texts where the source gives them all: literals, a condition's branches, the operands of || and the right of &&, templates, escapes, and numbers (literals, .length, .toFixed, Math, names declared numbers)"
    )
    func elementTexts() throws {
        let cases: [(String, [String]?)] = [
            ("{busy ? 'Connexion...' : 'Se connecter'}", ["Connexion...", "Se connecter"]),
            (#"{isLoading ? 'Inscription...' : 'S\'inscrire'}"#, ["Inscription...", "S'inscrire"]),
            ("{a === 'x' ? '✕ Bourse' : b ? 'Crypto' : 'Tout'}", ["✕ Bourse", "Crypto", "Tout"]),
            ("{i < list.length - 1 ? \"Suivante\" : \"Voir\"}", ["Suivante", "Voir"]),
            ("Bravo !{'\\n'}Tes racines", ["Bravo !\nTes racines"]),
            ("{error && 'Échec'}", ["Échec"]),
            ("{name || 'Anonyme'}", nil),
            ("{label}", nil),
            ("\n    Streak : {count} jours\n  ", ["Streak : 0123456789.- jours"]),
            ("{quiz.questions?.length || 0} questions", ["0123456789.- questions"]),
            ("{price.toFixed(2)}€ &amp; {Math.round(p)}%", ["0123456789.-€ & 0123456789.-%"]),
            ("{current + 1}/{total}", ["0123456789.-/0123456789.-"]),
            ("{days === 1 ? 'Demain' : `Dans ${days}j`}", ["Demain", "Dans 0123456789.-j"]),
            ("{`Hi ${user.name}`}", nil),
            ("{`$${total.toLocaleString()}`}", ["$0123456789\u{A0}\u{202F}.,-"]),
        ]
        let numbers: Set<String> = ["count", "current", "total", "days"]
        for (body, expected) in cases {
            #expect(
                JSXTexts.texts(JSXTexts.body(Substring(body)), names: JSXTexts.Names(numbers: numbers)) == expected,
                "\(body)")
        }
        let declared = JSXTexts.declaredTypes(
            """
            type Props = { count: number; total?: number; numberOfLines: number; name: string }
            const [current, setCurrent] = useState(0);
            const [days, setDays] = useState<number>(() => 1);
            const [title, setTitle] = useState('');
            """)
        #expect(declared.numbers == ["count", "total", "numberOfLines", "current", "days"])
        #expect(declared.strings == ["name"])
        let vue = JSXTexts.declaredTypes(
            "const score = ref(0); const who = ref('x'); export default { data() { return { block: 1, label: 'a' } } }")
        #expect(vue.numbers == ["score", "block"])
        // Through the scan: a name another file declares a number, in an element whose style
        // resolves later (a constant), keeps its texts.
        let folder = NSTemporaryDirectory() + "inkbox-texts-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(
            [
                "src/types/shop.ts": "export interface Pack { bonus?: number; name: string }\n",
                "src/theme.ts": "export const Fonts = { bold: 'Brand-Bold' }\n",
                "src/Pack.tsx": """
                import { StyleSheet, Text } from 'react-native';
                import { Fonts } from './theme';
                export const A = ({ pack, busy }) => <Text style={styles.t}>{pack.bonus}% offert</Text>;
                export const B = ({ pack }) => <Text style={styles.t}>{pack.name}</Text>;
                export const C = ({ busy }) => <Text style={styles.t}>{busy ? 'Un' : 'Deux'}</Text>;
                const styles = StyleSheet.create({ t: { fontFamily: Fonts.bold, fontSize: 14 } });
                """,
            ], to: folder)
        let usages = AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS }
        #expect(usages.map(\.text) == ["0123456789.-% offert", nil, "Un"])
        #expect(usages.map(\.translations) == [[], [], [TokenText("Deux")]])
    }

    @Test(
        "a literal list's fields under .map and the props every caller of a component passes are a body's texts; a name bound to anything else is not"
    )
    func listAndPropTexts() throws {
        let folder = NSTemporaryDirectory() + "inkbox-names-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(
            [
                "src/Tabs.tsx": """
                import { StyleSheet, Text, View } from 'react-native';
                const TABS = [{ label: 'Accueil', icon: 'home' }, { label: 'Réglages', icon: 'cog' }];
                const SHOWN = TABS.filter(tab => tab.icon !== 'cog');
                export const KEYS: Key[][] = [[{ digit: '1' }, { digit: '2' }], [{ digit: '*', letters: 'ABC' }]];
                export const Tabs = ({ busy, users }) => (
                  <View>
                    {TABS.map(tab => <Text key={tab.icon} style={styles.t}>{tab.label}</Text>)}
                    {KEYS.map((row, i) => (
                      <View key={i}>{row.map(({ digit, letters }) => <Key key={digit} digit={digit} letters={letters} />)}</View>
                    ))}
                    <Row title="Notifications" />
                    <Row title={busy ? 'Patientez' : 'Valider'} subtitle={users[0].name} />
                    {users.map(user => <Text style={styles.t}>{user.name}</Text>)}
                    {SHOWN.map(tab => <Text style={styles.t}>{tab.label}</Text>)}
                  </View>
                );
                const styles = StyleSheet.create({ t: { fontFamily: 'Brand', fontSize: 14 } });
                """,
                "src/Key.tsx": """
                import { StyleSheet, Text } from 'react-native';
                export default function Key({ digit, letters }: Props) {
                  return <><Text style={styles.d}>{digit}</Text><Text style={styles.d}>{letters || ''}</Text></>;
                }
                const styles = StyleSheet.create({ d: { fontFamily: 'Brand', fontSize: 24 } });
                """,
                "src/Row.tsx": """
                import { StyleSheet, Text } from 'react-native';
                export const Row = (props: Props) => {
                  const { subtitle } = props;
                  return <><Text style={styles.r}>{props.title}</Text><Text style={styles.r}>{subtitle}</Text></>;
                };
                const styles = StyleSheet.create({ r: { fontFamily: 'Brand', fontSize: 16 } });
                """,
            ], to: folder)
        let usages = AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS }
        let texts = Dictionary(grouping: usages, by: \.file).mapValues {
            $0.map { [$0.text] + $0.translations.map(\.text) }
        }
        // A list filtered (sliced, sorted) holds some of its items: the list's texts.
        #expect(texts["src/Tabs.tsx"] == [["Accueil", "Réglages"], [nil], ["Accueil", "Réglages"]])
        #expect(texts["src/Key.tsx"] == [["1", "2", "*"], ["ABC"]])
        #expect(texts["src/Row.tsx"] == [["Notifications", "Patientez", "Valider"], [nil]])
        // A second component of the same name: whose calls they are is not known.
        try write(["src/other/Row.tsx": "export const Row = ({ title }) => <View>{title}</View>;\n"], to: folder)
        let again = AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS && $0.file == "src/Row.tsx" }
        #expect(again.map(\.text) == [nil, nil])
    }

    @Test(
        "an Animated.Text is a Text; a one-line TextInput centres its line in a fixed height; a style nothing in its file names, of a sheet that goes nowhere else, draws nothing and is no usage"
    )
    func elementsAndUnusedStyles() throws {
        let folder = NSTemporaryDirectory() + "inkbox-unused-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "src/Screen.tsx": """
            import { Animated, StyleSheet, Text, TextInput, TextStyle } from 'react-native';
            export const A = () => (
              <>
                <Animated.Text style={[styles.title, { opacity }]}>Title</Animated.Text>
                <TextInput style={styles.field} />
                <TextInput multiline style={styles.field} />
                <Input style={styles.input} />
              </>
            );
            const styles = StyleSheet.create({
              title: { fontFamily: 'Brand', fontSize: 20 },
              field: { fontFamily: 'Brand', fontSize: 15, height: 50 },
              input: { fontFamily: 'Brand', fontSize: 15 },
              unused: { fontFamily: 'Brand', fontSize: 15 },
            });
            const $label: TextStyle = { fontFamily: 'Brand', fontSize: 12 };
            const $base: TextStyle = { fontFamily: 'Brand', fontSize: 12 };
            export const $presets = { heading: { ...$base, fontSize: 24 } };
            """
        ]
        try write(files, to: folder)
        let usages = AppScan(root: folder).usages.filter { $0.platform == .reactNativeIOS }
        // `$base` is named (spread into `$presets`): a style of its own still; `unused` and `$label` are not.
        #expect(usages.map(\.line) == [4, 5, 6, 13, 17])
        #expect(usages.first?.kind == .fontReference("Animated.Text style={styles.title}"))
        #expect(usages.first?.text == "Title")
        #expect(usages.map(\.centredInHeight) == [false, true, false, false, false])
        // Another file's sheet style is the element's, spread in place, imported by a relative path
        // or a tsconfig's alias; one no file declares is said.
        try write(
            [
                "src/Card.style.ts": """
                import { StyleSheet } from 'react-native';
                export default StyleSheet.create({ price: { fontFamily: 'Brand', fontSize: 11, lineHeight: 11 } });
                """,
                "tsconfig.json": """
                {
                  // TypeScript's JSON: comments and trailing commas.
                  "compilerOptions": { "baseUrl": "./", "paths": { "@components/*": ["src/*"], }, },
                }
                """,
                "src/Card.tsx": """
                import { Text } from 'react-native';
                import cardStyles from './Card.style';
                import aliased from '@components/Card.style';
                import { theme } from 'some-package';
                export const Price = ({ from }) => <Text style={cardStyles.price}>{`€${from}`}</Text>;
                export const Other = () => <Text style={[aliased.price, theme.text]}>Autre</Text>;
                """,
            ], to: folder + "/imported")
        let imported = AppScan(root: folder + "/imported").usages.filter { $0.platform == .reactNativeIOS }
        #expect(imported.map { "\($0.file):\($0.line)" } == ["src/Card.tsx:5", "src/Card.tsx:6"])
        #expect(imported.map(\.lineHeight) == [.fixed(11), .fixed(11)])
        #expect(imported.map(\.note) == [nil, "checked without the styles no file declares: theme.text"])
    }
}
