/// Who a face is: its file, index, names and design space.
public struct FaceInfo: Sendable, Equatable {
    public var file: String
    public var faceIndex: Int
    /// How many faces the file holds (1 unless it is a collection).
    public var faceCount: Int
    /// Name ID 1, then the `family_name` FreeType reports when the name table lacks it.
    public var family: String
    /// Name ID 2, likewise.
    public var style: String
    /// Name ID 6 as FreeType reports it (`FT_Get_Postscript_Name`); for a named instance
    /// of a variable font, the instance's PostScript name. What `UIFont.fontName` returns.
    public var postScriptName: String?
    /// Name ID 16 (typographic family), nil when absent.
    public var typographicFamily: String?
    /// Name ID 17 (typographic subfamily), nil when absent.
    public var typographicSubfamily: String?
    /// OS/2 `usWeightClass`, nil when the face has no OS/2 table.
    public var weightClass: Int?
    /// OS/2 `fsSelection` bit 0 (ITALIC), else `head.macStyle` bit 1.
    public var isItalic: Bool
    public var glyphCount: Int
    /// The variation axes; empty for a static font.
    public var axes: [VariationAxis]
    /// The named instances; empty for a static font.
    public var namedInstances: [NamedInstance]
    /// The axis values the face is measured at (tag and user-space value, in `fvar` order);
    /// nil for a static font.
    public var variation: [AxisValue]?
    /// The named instance at exactly those axis values, if there is one.
    /// The style as measured: the named instance at a variable font's coordinates, else the
    /// typographic subfamily, else the subfamily.
    public var measuredStyle: String { instanceName ?? typographicSubfamily ?? style }

    /// The weight as measured: the `wght` coordinate of a variable font, else `usWeightClass`.
    public var measuredWeight: Int? {
        if let wght = variation?.first(where: { $0.tag == "wght" }) { return Int(wght.value.rounded()) }
        return weightClass
    }

    public var instanceName: String? {
        guard let variation else { return nil }
        return namedInstances.first { $0.coordinates == variation }?.name
    }

    public init(
        file: String, faceIndex: Int, faceCount: Int, family: String, style: String,
        postScriptName: String?, typographicFamily: String?, typographicSubfamily: String?,
        weightClass: Int?, isItalic: Bool, glyphCount: Int, axes: [VariationAxis],
        namedInstances: [NamedInstance], variation: [AxisValue]?
    ) {
        self.file = file
        self.faceIndex = faceIndex
        self.faceCount = faceCount
        self.family = family
        self.style = style
        self.postScriptName = postScriptName
        self.typographicFamily = typographicFamily
        self.typographicSubfamily = typographicSubfamily
        self.weightClass = weightClass
        self.isItalic = isItalic
        self.glyphCount = glyphCount
        self.axes = axes
        self.namedInstances = namedInstances
        self.variation = variation
    }
}

/// One `fvar` axis.
public struct VariationAxis: Sendable, Equatable {
    public var tag: String
    public var name: String
    public var minimum: Double
    public var defaultValue: Double
    public var maximum: Double
    public init(tag: String, name: String, minimum: Double, defaultValue: Double, maximum: Double) {
        self.tag = tag
        self.name = name
        self.minimum = minimum
        self.defaultValue = defaultValue
        self.maximum = maximum
    }
}

/// One `fvar` named instance: its subfamily name and its coordinates in axis order.
public struct NamedInstance: Sendable, Equatable {
    public var name: String
    public var postScriptName: String?
    public var coordinates: [AxisValue]
    public init(name: String, postScriptName: String?, coordinates: [AxisValue]) {
        self.name = name
        self.postScriptName = postScriptName
        self.coordinates = coordinates
    }
}

/// An axis tag with a user-space value, e.g. `wght` 700.
public struct AxisValue: Sendable, Hashable {
    public var tag: String
    public var value: Double
    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }
}

/// Which point of a variable font's design space to measure.
public enum VariationRequest: Sendable, Hashable {
    /// The default instance (every axis at its default).
    case defaultInstance
    /// A named instance, by subfamily name (`Bold`, `Semi Bold`) or PostScript name,
    /// compared without case.
    case namedInstance(String)
    /// Explicit axis values; axes not named stay at their default.
    case axes([AxisValue])
    /// Axis values as a text engine applies them to whatever face it draws with: each of the
    /// face's axes at its default, then at the last value asked for it pinned to its range; axes
    /// the face lacks, and a face with none, ignored (H: Skia `SkTypeface_FreeType::Scanner::
    /// computeAxisValues`, which Flutter's `fontVariations` reach).
    case pinnedAxes([AxisValue])
}
