import Foundation
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
}
