import Foundation

/// The fixture fonts in `Fonts/`, named for what they exercise. `Fonts/README.md` gives each
/// one's source, license and how it was made.
public enum FontFixture: String, CaseIterable, Sendable {
    /// DejaVu Sans: TrueType (quadratic) outlines; many glyphs whose control box exceeds their ink.
    case trueType = "DejaVuSans.ttf"
    /// Cantarell Regular: CFF (cubic) outlines.
    case cff = "Cantarell-Regular.otf"
    /// Cantarell Regular in a WOFF (zlib) container.
    case woff = "Cantarell-Regular.woff"
    /// Cantarell Regular and Bold in one OpenType collection.
    case collection = "Cantarell-RegularBold.otc"
    /// Inter (roman): variable TrueType with a wght axis and nine named instances.
    case variable = "Inter-roman.var.ttf"
    /// Lato Regular: USE_TYPO_METRICS set, typo metrics different from hhea.
    case useTypoMetrics = "Lato-Regular.ttf"
    /// Lato Regular in a WOFF2 (brotli, transformed glyf) container.
    case woff2 = "Lato-Regular.woff2"
    /// IPAex Gothic: a Japanese font whose hhea box is shorter than its accents and descenders.
    case clipsOnIOS = "ipaexg.ttf"
    /// Noto Sans: GPOS marks for Vietnamese stacks and decomposed accents.
    case shaping = "NotoSans-Regular.ttf"
    /// Noto Sans Thai: marks above and below.
    case thai = "NotoSansThai-Regular.ttf"
    /// Noto Sans Italic: ink past the advances on both sides (f, j, y).
    case italic = "NotoSans-Italic.ttf"
    /// Noto Sans Hebrew: right-to-left letters and points.
    case hebrew = "NotoSansHebrew-Regular.ttf"
    /// Noto Sans Arabic: right-to-left joining forms.
    case arabic = "NotoSansArabic-Regular.ttf"
    /// Roboto Regular: Android's sans-serif (a device's font, given to `scan` with `--fonts`).
    case androidSystem = "Roboto-Regular.ttf"
    /// misc-fixed 6x13: a bitmap-only (PCF) face with no outlines.
    case bitmapOnly = "6x13-ISO8859-1.pcf.gz"

    /// The `Fonts/` folder of this checkout.
    public static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // FontFixtures
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Fonts")

    /// The absolute path of this fixture.
    public var path: String { Self.directory.appendingPathComponent(rawValue).path }

    /// The absolute path of any file in `Fonts/`.
    public static func path(of file: String) -> String { directory.appendingPathComponent(file).path }
}
