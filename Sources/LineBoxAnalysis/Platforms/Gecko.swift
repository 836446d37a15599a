import FontValues

/// Firefox on Linux (Gecko over FreeType): a one-line block's box, as Gecko computes it in app
/// units (60 per CSS pixel) from FreeType's scaled size metrics (docs/line-box-models.md, "Web",
/// firefox-linux).
enum Gecko {
    /// App units per CSS pixel (`AppUnitsPerCSSPixel`, H).
    static let appUnitsPerCSSPixel = 60.0

    /// The line box in device pixels: `top` from the clip's top edge to the painted baseline,
    /// `bottom` from it to the clip's bottom edge, the font's ascent and descent.
    ///
    /// - The inline box is the font's `MaxAscent` and `MaxDescent` (`metrics`); the line height
    ///   (`normal`: `emHeight + internalLeading + externalLeading`, `GetNormalLineHeight`;
    ///   a number times the font size, or a length, each rounded to app units) less that box is
    ///   the leading, split `leading / 2` above in integer app units and the rest below
    ///   (layout `nsLineLayout.cpp`, H; not floored to a pixel as Blink does).
    /// - The glyphs are painted at the layout baseline rounded to a device pixel, half up
    ///   (`nsLayoutUtils::GetSnappedBaselineY`, `gfxContext::UserToDevicePixelSnapped`, H).
    /// - The `overflow` clip is the padding box with each edge rounded to a device pixel, half up
    ///   (`DisplayItemClip`, `NSRectToSnappedRect`, M), for a block whose top lies on a pixel.
    /// - Fallback fonts do not change the box (U: under `line-height: normal` Gecko's text frames
    ///   of other fonts can extend the line; not modelled).
    static func lineBox(_ input: LineInput) -> LineBox {
        let ratio = input.options.web.devicePixelRatio
        let perDevicePixel = (appUnitsPerCSSPixel / ratio).rounded()  // AppUnitsPerDevPixel
        let font = metrics(input.metrics, pixels: input.size * ratio)
        let ascent = font.ascent * perDevicePixel
        let descent = font.descent * perDevicePixel
        let line: Double
        switch input.lineHeight {
        case .natural: line = font.normalLineHeight * perDevicePixel
        case .fixed(let pixels): line = (pixels * appUnitsPerCSSPixel).rounded()
        case .multiple(let factor): line = (factor * (input.size * appUnitsPerCSSPixel).rounded()).rounded()
        }
        // C++ integer division: truncated toward zero, in app units.
        let halfLeading = ((line - (ascent + descent)) / 2).rounded(.towardZero)
        let baseline = roundHalfUp((halfLeading + ascent) / perDevicePixel)
        let clipBottom = roundHalfUp(line / perDevicePixel)
        return LineBox(
            top: baseline / ratio, bottom: (clipBottom - baseline) / ratio, lineHeight: line / perDevicePixel / ratio,
            ascent: font.ascent / ratio, descent: font.descent / ratio)
    }

    /// `nsFontMetrics::MaxAscent`, `MaxDescent` and the normal line height, in whole device
    /// pixels, from `gfxFT2FontBase::InitMetrics` (H: gecko `gfx/thebes/gfxFT2FontBase.cpp`,
    /// `gfx/src/nsFontMetrics.cpp`):
    /// - FreeType's size metrics at `pixels` ppem: the face's ascender, descender and height
    ///   (FreeType's table choice) scaled with 16.16 fixed-point `y_scale`, the ascender rounded
    ///   up and the descender down to whole pixels (`ft_recompute_scaled_metrics`,
    ///   GRID_FIT_METRICS; measured for TrueType fonts too, whatever their head flags);
    /// - under USE_TYPO_METRICS (or a zero ascender and descender) the typo ascender and
    ///   descender, rounded; the line height is the typo box (with its gap) whenever
    ///   `sTypoAscender` is not 0, else FreeType's height, and at least the ascent plus descent;
    /// - the normal line height is then that, rounded (`emHeight + internal + external leading`),
    ///   or 1.2 em when both leadings are 0 (`GetNormalLineHeight`).
    /// - the descent is at least what the underline needs (`underlineDescent`).
    static func metrics(_ metrics: VerticalMetrics, pixels: Double) -> (
        ascent: Double, descent: Double, normalLineHeight: Double
    ) {
        let upem = metrics.unitsPerEm
        let size = Int((min(max(pixels, 0), 100_000) * 64).rounded())  // FT_Set_Char_Size in 26.6
        let scale = divFix(size, upem)
        // FreeType's FT_Face ascender, descender and height: its table, its sign (font units are integers).
        let face = PlatformMetrics.freeType(metrics)
        let (ascender, descender) = (Int(face.ascent), -Int(face.descent))
        var maxAscent = Double(pixCeil(mulFix(ascender, scale))) / 64
        var maxDescent = -Double(pixFloor(mulFix(descender, scale))) / 64
        var lineHeight = Double(pixRound(mulFix(ascender - descender + Int(face.lineGap), scale))) / 64
        let yScale = Double(scale) / 65536 / 64
        if let typo = metrics.typo, typo.ascender != 0 {
            lineHeight = Double(typo.ascender - typo.descender + typo.lineGap) * yScale
            if typo.useTypoMetrics || (maxAscent == 0 && maxDescent == 0) {
                maxAscent = roundHalfUp(Double(typo.ascender) * yScale)
                maxDescent = roundHalfUp(-Double(typo.descender) * yScale)
            }
        }
        let maxHeight = maxAscent + maxDescent
        let descent = max(underlineDescent(metrics, yScale: yScale, maxAscent, maxDescent), roundHalfUp(maxDescent))
        let emHeight = roundHalfUp(Double(upem) * yScale)
        let internalLeading = roundHalfUp(maxHeight - emHeight)
        lineHeight = roundHalfUp(max(lineHeight, maxHeight))
        let externalLeading = lineHeight - internalLeading - emHeight
        let normal = internalLeading == 0 && externalLeading == 0 ? roundHalfUp(emHeight * 1.2) : lineHeight
        return (roundHalfUp(maxAscent), descent, normal)
    }

    /// The descent that holds the underline (`ComputeMaxDescent`): its offset below the baseline
    /// and its size, each rounded, after `gfxFont::SanitizeMetrics` has moved an underline that
    /// reaches past the descent up inside it (at least 1 px thick, 1 px below the baseline).
    /// Without `post` values, Pango's: 1/14 em thick, right below the baseline.
    private static func underlineDescent(
        _ metrics: VerticalMetrics, yScale: Double, _ maxAscent: Double, _ maxDescent: Double
    ) -> Double {
        var size: Double
        var offset: Double
        if let underline = metrics.underline, underline.position != 0, underline.thickness != 0 {
            (size, offset) = (Double(underline.thickness) * yScale, Double(underline.position) * yScale)
        } else {
            size = Double(metrics.unitsPerEm) * yScale / 14
            offset = -size
        }
        guard maxAscent >= 1 else { return 0 }  // no underline is drawn
        size = max(1, size)
        offset = min(offset, -1)
        if size - offset > maxDescent {
            if size > maxDescent { size = max(maxDescent, 1) }
            offset = size - maxDescent
        }
        if size > maxAscent { size = maxAscent }
        return roundHalfUp(-offset) + roundHalfUp(size)
    }

    /// `FT_MulFix`: `a * b / 65536`, rounded half away from zero.
    static func mulFix(_ a: Int, _ b: Int) -> Int {
        let product = a.magnitude * b.magnitude
        let rounded = Int((product + 0x8000) >> 16)
        return (a < 0) != (b < 0) ? -rounded : rounded
    }

    /// `FT_DivFix`: `a * 65536 / b`, rounded half away from zero; `b` is positive.
    static func divFix(_ a: Int, _ b: Int) -> Int {
        guard b > 0 else { return 0 }
        let quotient = Int(((a.magnitude << 16) + UInt(b) / 2) / UInt(b))
        return a < 0 ? -quotient : quotient
    }

    static func pixCeil(_ x: Int) -> Int { (x + 63) & ~63 }
    static func pixFloor(_ x: Int) -> Int { x & ~63 }
    static func pixRound(_ x: Int) -> Int { (x + 32) & ~63 }
}
