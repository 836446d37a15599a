import DesignTokens

/// A family of fonts the app ships, each with the weight and slope its declaration gives it: a
/// Compose `FontFamily(Font(R.font.x, FontWeight.Bold), ...)`, an Android `res/font/` font-family
/// XML (`<font android:font="@font/x" android:fontWeight="700" />`) or a Flutter pubspec family
/// (`- asset: x.ttf` with `weight: 700`); or one whose fonts a provider downloads. Each platform picks the font a weight draws with by its own rule.
enum ShippedFamily: Equatable {
    /// The fonts it ships, each a `res/font` resource (a Flutter asset path) with the weight and
    /// slope its declaration gives.
    case faces([Face])
    /// Only fonts a provider downloads (`Font(googleFont = GoogleFont("Lato"))`, an XML family's
    /// `fontProviderQuery`): no file ships. The family the provider is asked for, when the source names it.
    case downloadable(family: String?)
    /// No font of its own: a project name for a platform family, `val Brand = FontFamily.SansSerif`
    /// (the Compose constant it names).
    case platform(String)

    struct Face: Equatable {
        var resource: String
        var weight: Int
        var italic: Bool
    }

    /// The font drawn with `weight` as CSS Fonts 4 matches it, which Compose's `FontMatcher` and
    /// Flutter's font manager (Skia's `matchStyleCSS3`, H: flutter engine `txt`
    /// `TypefaceFontStyleSet::matchStyle`) both follow: an exact weight and slope; else among the
    /// faces of that slope (all, if none has it) the nearest weight, lighter first below 400,
    /// heavier first above 500, and from 400 to 500 heavier up to 500, then lighter, then above
    /// 500. No weight asks for 400 upright.
    func matchingFont(for weight: FontWeight?) -> String? {
        guard case .faces(let faces) = self else { return nil }
        let wanted = weight?.value ?? 400
        let italic = weight?.italic ?? false
        if let exact = faces.first(where: { $0.weight == wanted && $0.italic == italic }) { return exact.resource }
        let sameSlope = faces.filter { $0.italic == italic }
        let candidates = sameSlope.isEmpty ? faces : sameSlope
        func closest(preferBelow: Bool, in range: ClosedRange<Int>) -> Face? {
            let inRange = candidates.filter { range.contains($0.weight) }
            let below = inRange.filter { $0.weight < wanted }.max { $0.weight < $1.weight }
            let above = inRange.filter { $0.weight > wanted }.min { $0.weight < $1.weight }
            if let same = inRange.first(where: { $0.weight == wanted }) { return same }
            return preferBelow ? below ?? above : above ?? below
        }
        let face: Face? =
            if wanted < 400 {
                closest(preferBelow: true, in: 0...1000)
            } else if wanted > 500 {
                closest(preferBelow: false, in: 0...1000)
            } else {
                closest(preferBelow: false, in: 0...500) ?? closest(preferBelow: false, in: 500...1000)
            }
        return face?.resource
    }

    /// The font an Android view draws `weight` with (`android:textStyle`, `textFontWeight`), as
    /// minikin's `FontFamily::getClosestMatch` chooses: the least of |weight/100 - wanted/100|
    /// plus 2 when the slope differs, the first font on a tie (H: frameworks/minikin
    /// `FontFamily.cpp`, `computeMatch`). No weight asks for 400 upright.
    func androidFont(for weight: FontWeight?) -> (resource: String, fakeBold: Bool)? {
        guard case .faces(let faces) = self else { return nil }
        let wanted = weight?.value ?? 400
        let italic = weight?.italic ?? false
        var best: (face: Face, score: Int)?
        for face in faces {
            let score = abs(face.weight / 100 - wanted / 100) + (face.italic == italic ? 0 : 2)
            if best == nil || score < best?.score ?? 0 { best = (face, score) }
        }
        // Minikin emboldens a font 200 or more lighter than a wanted 600 or heavier (computeFakery).
        return best.map { ($0.face.resource, wanted >= 600 && wanted - $0.face.weight >= 200) }
    }
}
