// swift-tools-version:6.0
// inkbox: which glyphs of a font will be cut off on screen, and how much room to give them.
// No package dependencies: SwiftPM cannot fetch packages where inkbox is built. FreeType is a
// system library (pkg-config freetype2).
import PackageDescription

let package = Package(
    name: "inkbox",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "inkbox", targets: ["inkbox"]),
        .library(name: "FontReading", targets: ["FontReading"]),
        .library(name: "LineBoxAnalysis", targets: ["LineBoxAnalysis"]),
        .library(name: "FontValues", targets: ["FontValues"]),
        .plugin(name: "InkboxCheck", targets: ["InkboxCheck"]),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // The WOFF2 reference library (C++, google/woff2): its pkg-config flags, and a C shim.
        .systemLibrary(
            name: "CWOFF2Library",
            pkgConfig: "libwoff2enc",
            providers: [.apt(["libwoff-dev"]), .brew(["woff2"])]
        ),
        .target(name: "CWOFF2", dependencies: ["CWOFF2Library"], linkerSettings: [.linkedLibrary("woff2dec")]),
        // Values with no C underneath: metrics, ink bounds, face descriptions, measurements,
        // outlines, character sets. The analysis is built on these alone.
        .target(name: "FontValues"),
        .target(name: "FontReading", dependencies: ["FontValues", "CFreeType", "CHarfBuzz"]),
        .target(name: "LineBoxAnalysis", dependencies: ["FontValues"]),
        // Byte-exact patches of a font file's vertical metrics (inkbox fix): sfnt, collections, WOFF,
        // and WOFF2 through the reference decoder and encoder.
        .target(name: "FontPatching", dependencies: ["FontValues", "CZlib", "CWOFF2"]),
        .target(name: "JSONText"),
        .target(name: "TextEscaping"),
        // Files named by untrusted inputs: regular files only, bounded, confined to the project root.
        .target(name: "InputFiles"),
        // inkbox.toml: a strict reader of the TOML it is written in, and the options it gives a command.
        .target(name: "ConfigFile", dependencies: ["InputFiles"]),
        .target(name: "TextSources", dependencies: ["JSONText", "InputFiles", "FontValues"]),
        // Token files to typography tokens, and nothing else.
        .target(name: "DesignTokens", dependencies: ["JSONText", "InputFiles", "FontValues"]),
        // The one path from a face to a verdict (measure, hint, audit, outlines), and what runs
        // it for tokens: the font index, the token check, the baseline.
        .target(
            name: "AuditPipeline",
            dependencies: [
                "FontReading", "FontPatching", "LineBoxAnalysis", "TextSources", "DesignTokens", "InputFiles",
                "FontValues", "JSONText",
            ]),
        // inkbox scan: the text styles an app's own sources declare, checked where they are declared.
        .target(
            name: "AppScan",
            dependencies: [
                "AuditPipeline", "DesignTokens", "LineBoxAnalysis", "TextSources", "InputFiles", "JSONText",
                "FontValues",
            ]),
        .target(
            name: "Generators",
            dependencies: ["FontReading", "LineBoxAnalysis", "AuditPipeline", "TextEscaping", "FontValues"]),
        // Pictures and pages for people: SVG of glyphs against a line box, the HTML reports.
        .target(
            name: "Reports",
            dependencies: [
                "FontValues", "LineBoxAnalysis", "TextEscaping", "JSONText", "FontReading", "TextSources",
                "DesignTokens", "AuditPipeline", "InputFiles", "AppScan",
            ]),
        // The commit a packaged build was made from (scripts/package defines it; empty otherwise).
        .target(name: "CBuildInfo"),
        // What the command line parses and prints with: option specs and their parsing into
        // settings, help pages, the console, exit codes. The command-line module runs commands.
        .target(
            name: "CommandOptions",
            dependencies: [
                "FontReading", "LineBoxAnalysis", "DesignTokens", "AuditPipeline", "Reports", "TextSources",
                "TextEscaping", "InputFiles", "FontValues",
            ]),
        .target(
            name: "InkboxCommandLine",
            dependencies: [
                "FontReading", "LineBoxAnalysis", "DesignTokens", "AuditPipeline", "AppScan", "Generators", "Reports",
                "TextSources", "TextEscaping", "InputFiles", "JSONText", "FontValues", "CBuildInfo", "ConfigFile",
                "CommandOptions",
            ]),
        .executableTarget(name: "inkbox", dependencies: ["InkboxCommandLine"]),
        // Seeded mutants and the oracle that judges a run: scripts/fuzz and the test suite's sample.
        .target(name: "Fuzzing", dependencies: ["JSONText", "TextSources", "InputFiles", "CZlib"]),
        .executableTarget(name: "inkbox-fuzz", dependencies: ["Fuzzing", "JSONText", "InputFiles"]),
        .plugin(
            name: "InkboxCheck",
            capability: .command(
                intent: .custom(
                    verb: "inkbox-check",
                    description: "Check the package's typography tokens with inkbox")),
            dependencies: ["inkbox"]
        ),
        .target(name: "FontFixtures", path: "Sources/FontFixtures"),
        .testTarget(
            name: "FontReadingTests", dependencies: ["FontReading", "FontFixtures", "TextSources", "FontValues"],
            resources: [.copy("Golden")]),
        .testTarget(
            name: "LineBoxAnalysisTests", dependencies: ["LineBoxAnalysis", "FontValues"], resources: [.copy("Golden")]),
        .testTarget(name: "DesignTokensTests", dependencies: ["DesignTokens", "JSONText", "LineBoxAnalysis"]),
        .testTarget(
            name: "AuditPipelineTests",
            dependencies: ["AuditPipeline", "FontFixtures", "InputFiles", "FontPatching", "FontValues", "Fuzzing"]),
        .testTarget(name: "GeneratorsTests", dependencies: ["Generators"]),
        .testTarget(
            name: "FuzzingTests",
            dependencies: ["Fuzzing", "InkboxCommandLine", "CommandOptions", "FontFixtures", "JSONText"]),
        .testTarget(name: "TextSourcesTests", dependencies: ["TextSources", "FontValues"]),
        .testTarget(
            name: "AppScanTests", dependencies: ["AppScan", "DesignTokens", "FontValues", "LineBoxAnalysis"],
            resources: [.copy("Golden")]),
        .testTarget(name: "FontValuesTests", dependencies: ["FontValues"]),
        .testTarget(name: "JSONTextTests", dependencies: ["JSONText"]),
        .testTarget(name: "TextEscapingTests", dependencies: ["TextEscaping"]),
        .testTarget(name: "InputFilesTests", dependencies: ["InputFiles"]),
        .testTarget(name: "ConfigFileTests", dependencies: ["ConfigFile"]),
        .testTarget(name: "FontPatchingTests", dependencies: ["FontPatching", "FontValues", "FontFixtures"]),
        .testTarget(name: "FontFixturesTests", dependencies: ["FontFixtures"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "LineBoxAnalysis", "FontValues"]),
        // Snapshots are read from the source tree (not a resource) so that recording can write them.
        .testTarget(
            name: "InkboxCommandLineTests",
            dependencies: [
                "InkboxCommandLine", "CommandOptions", "FontFixtures", "Generators", "Reports", "LineBoxAnalysis",
                "FontReading", "FontValues", "JSONText", "AuditPipeline", "TextEscaping", "ConfigFile",
            ],
            exclude: ["Snapshots"]),
    ]
)
