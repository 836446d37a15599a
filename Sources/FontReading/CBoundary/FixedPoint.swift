internal import CFreeType

// Every fixed-point conversion of the package lives in this file.

/// 16.16 fixed point (`FT_Fixed`, used for variation coordinates) to a Double.
func doubleFromFixed16(_ value: FT_Fixed) -> Double { Double(value) / 65536 }

/// A Double to 16.16 fixed point, or nil when it does not fit (hostile command-line input).
func fixed16(from value: Double) -> FT_Fixed? {
    let scaled = (value * 65536).rounded()
    guard scaled.isFinite, scaled >= Double(Int32.min), scaled <= Double(Int32.max) else { return nil }
    return FT_Fixed(scaled)
}

/// Outlines loaded with `FT_LOAD_NO_SCALE` hold whole font units. Before measuring, their
/// points are moved to 26.6 (times 64) so that `FT_Outline_Get_BBox`, which works in whole
/// units of its input, finds curve extrema to 1/64 of a font unit instead of rounding them
/// to whole units.
let inkSubunitShift: FT_Pos = 6
let inkSubunitsPerFontUnit: Double = 64

/// `FT_LOAD_TARGET_LIGHT`, a C macro Swift cannot import: `FT_LOAD_TARGET_(FT_RENDER_MODE_LIGHT)`,
/// the render mode shifted into bits 16 to 19 (freetype `include/freetype/freetype.h`).
// swift-format-ignore: AlwaysUseLowerCamelCase
// Named as the C macro it stands for.
let FT_LOAD_TARGET_LIGHT_FLAG = Int((Int32(FT_RENDER_MODE_LIGHT.rawValue) & 15) << 16)
/// `FT_LOAD_TARGET_NORMAL`: `FT_LOAD_TARGET_(FT_RENDER_MODE_NORMAL)`, which is 0.
// swift-format-ignore: AlwaysUseLowerCamelCase
// Named as the C macro it stands for.
let FT_LOAD_TARGET_NORMAL_FLAG = Int((Int32(FT_RENDER_MODE_NORMAL.rawValue) & 15) << 16)
