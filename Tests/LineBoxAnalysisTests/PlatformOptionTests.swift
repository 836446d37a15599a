import FontValues
import Testing

@testable import LineBoxAnalysis

@Suite("Platform options, declared once")
struct PlatformOptionTests {
    private func option(_ name: String) throws -> PlatformOption {
        try #require(Platform.options.first { $0.name == name })
    }

    @Test("every option is declared once, for the platforms it shapes, in its platform's order")
    func declarations() {
        let names = Platform.options.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(Platform.options.allSatisfy { !$0.platforms.isEmpty && $0.help.contains("Default") })
        #expect(names.first == "--ios-placement" && names.last == "--rn-line-height-span")
    }

    @Test("an enum option's value list, default and error come from its cases")
    func choice() throws {
        let engine = try option("--engine")
        // audit and fix take all too (AuditRequest expands it); the engines themselves parse here.
        #expect(engine.valueName == "chrome-linux|firefox-linux|webkit-linux|chrome-mac|safari-ios|windows|all")
        #expect(try option("--web-hinting").valueName == "slight|full|none")
        #expect(
            engine.expected == "chrome-linux or firefox-linux or webkit-linux or chrome-mac or safari-ios or windows")
        #expect(engine.help.hasSuffix("Default chrome-linux."))
        var options = PlatformOptions()
        #expect(engine.parse("safari-ios", into: &options) == nil && options.web.engine == .safariIOS)
        #expect(engine.parse("firefox", into: &options) == .invalid && options.web.engine == .safariIOS)
    }

    @Test("numbers and flags: their range, on and off")
    func values() throws {
        var options = PlatformOptions()
        #expect(try option("--density").parse("3", into: &options) == nil && options.density == 3)
        #expect(try option("--density").parse("9", into: &options) == .invalid)
        #expect(try option("--include-font-padding").parse("off", into: &options) == nil)
        #expect(options.android.includeFontPadding == false)
        #expect(try option("--include-font-padding").parse("maybe", into: &options) == .invalid)
    }

    @Test("the strut: its options need it, and --strut-font keeps a path without reading any file")
    func strut() throws {
        var options = PlatformOptions()
        #expect(
            try option("--strut-size").parse("20", into: &options)
                == .needs("'--strut-size' needs '--flutter-strut on' or '--flutter-strut force'"))
        #expect(try option("--strut-size").parse("0", into: &options) == .invalid)  // checked before the strut
        #expect(try option("--flutter-strut").parse("force", into: &options) == nil)
        #expect(try option("--strut-font").parse("/nonexistent/strut.ttf", into: &options) == nil)
        #expect(options.flutter.strut?.fontPath == "/nonexistent/strut.ttf" && options.flutter.strut?.font == nil)
        #expect(options.flutter.strut?.force == true)
    }

    @Test("what a report says of each platform's options")
    func described() {
        var settings = AuditSettings()
        settings.platform = .compose
        #expect(
            settings.platform.describedOptions(settings).map(\.key)
                == [
                    "density", "includeFontPadding", "elegantTextHeight", "fallbackLineSpacing", "lineHeightAlignment",
                    "lineHeightTrim",
                ])
        #expect(settings.platform.describedOptions(settings)[1].value == .flag(false))  // Compose: off by default
        settings.platform = .windowsGDI
        #expect(settings.platform.describedOptions(settings).isEmpty)
    }
}
