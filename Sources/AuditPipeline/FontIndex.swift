import DesignTokens
import FontReading
import FontValues
import Foundation
import InputFiles
import TextSources

/// One face found under `--fonts`, described by its name table.
public struct IndexedFace: Sendable, Equatable {
    public var file: String
    public var faceIndex: Int
    /// Typographic family (name ID 16), else family (ID 1).
    public var family: String
    public var style: String
    public var postScriptName: String?
    /// OS/2 usWeightClass (400 when absent).
    public var weight: Int
    public var italic: Bool
    /// The `wght` axis range of a variable font.
    public var weightAxis: ClosedRange<Double>?
    /// Lowercased names this face answers to: typographic family, family, PostScript name.
    var names: Set<String>
    /// A variable font's named instance (`Bold`), found by its PostScript name (`FontIndex.instances`).
    public var instance: String?
}

/// How a token's family and weight became a face.
public struct FontResolution: Sendable, Equatable {
    public var file: String
    public var faceIndex: Int
    public var variation: VariationRequest
    /// How the family and weight were resolved, for reports.
    public var matched: String

    public init(file: String, faceIndex: Int, variation: VariationRequest, matched: String) {
        self.file = file
        self.faceIndex = faceIndex
        self.variation = variation
        self.matched = matched
    }
}

/// The faces of every font file under some directories, searched recursively, for resolving
/// token families (docs/design-tokens.md, "Mapping a family name to a font file").
public struct FontIndex: Sendable {
    public private(set) var faces: [IndexedFace] = []
    /// The named instances of the variable faces, each by its PostScript name (the `fvar`
    /// instance's own, else the one Adobe's rule makes: `Inter-Bold`, `instanceName`): what
    /// `UIFont(name:)`, `Font.custom` and SwiftGen's generated code call an instance by. Looked
    /// for only where no face answers to a name.
    public private(set) var instances: [IndexedFace] = []
    /// Each instance's position by its name as `squeezed` compares it, the first of a name.
    private var instanceNames: [String: Int] = [:]
    /// The positions of the faces that answer to each name (`IndexedFace.names`), and to each
    /// name as `squeezed` compares it, in order: a family is looked up, not compared with every
    /// face's names (a system's thousand fonts, asked for each name no face has).
    private var namedFaces: [String: [Int]] = [:]
    private var squeezedFaces: [String: [Int]] = [:]
    /// Font files that could not be read (reported; the others are indexed).
    public private(set) var errors: [FontReadingError] = []
    /// What the directory search passed over (unreadable folders, links back into a folder).
    public private(set) var skipped: [SkippedFile] = []
    /// What the project's read rule refused (`Project`): input errors, never read.
    public private(set) var refused: [InputFileError] = []
    /// Explicit mappings from `--font-map`, tried first.
    public var map: [FontMapEntry] = []

    /// Indexes every font file under `directories` (`FontFileSearch`, leaving out what
    /// `excluding` matches, under `project`'s read rule).
    public init(directories: [String], excluding: [String] = [], project: Project = Project()) {
        let (files, skipped, refused) = FontFileSearch.expand(directories, excluding: excluding, project: project)
        self.skipped = skipped
        self.refused = refused
        for file in files { add(file.path) }
    }

    /// The same index with only the faces of `files` (and the same font map): what a platform
    /// that draws only some of the project's fonts resolves against, without opening them again.
    public func keeping(files: Set<String>) -> FontIndex {
        var kept = self
        kept.faces = faces.filter { files.contains($0.file) }
        (kept.namedFaces, kept.squeezedFaces) = ([:], [:])
        for position in kept.faces.indices { kept.indexNames(of: position) }
        kept.instances = instances.filter { files.contains($0.file) }
        kept.instanceNames = [:]
        for (position, instance) in kept.instances.enumerated() {
            for name in instance.names where kept.instanceNames[kept.squeezed(name)] == nil {
                kept.instanceNames[kept.squeezed(name)] = position
            }
        }
        return kept
    }

    private mutating func add(_ file: String) {
        do {
            let list = try FontFace.distinctFaces(atPath: file)
            if let error = list.overLimitError { errors.append(error) }
            for index in list.faces {
                let description = try FontFace(path: file, faceIndex: index).info
                let family = description.typographicFamily ?? description.family
                var names: Set<String> = [family.lowercased(), description.family.lowercased()]
                if let postScript = description.postScriptName { names.insert(postScript.lowercased()) }
                let axis = description.axes.first { $0.tag == "wght" }
                faces.append(
                    IndexedFace(
                        file: file, faceIndex: index, family: family,
                        style: description.typographicSubfamily ?? description.style,
                        postScriptName: description.postScriptName, weight: description.weightClass ?? 400,
                        italic: description.isItalic, weightAxis: axis.map { $0.minimum...$0.maximum }, names: names))
                indexNames(of: faces.count - 1)
                for instance in description.namedInstances {
                    let name = instance.postScriptName ?? Self.instanceName(family: family, subfamily: instance.name)
                    let weight = instance.coordinates.first(where: { $0.tag == "wght" }).map(\.value).flatMap {
                        $0.isFinite ? $0 : nil
                    }
                    let slant = instance.coordinates.first { $0.tag == "slnt" }?.value ?? 0
                    let italic = instance.coordinates.first { $0.tag == "ital" }?.value ?? 0
                    instances.append(
                        IndexedFace(
                            file: file, faceIndex: index, family: family, style: instance.name, postScriptName: name,
                            weight: weight.map { Int(min(max($0, 1), 1_000).rounded()) } ?? description.weightClass
                                ?? 400,
                            italic: italic >= 1 || slant < 0 || instance.name.lowercased().contains("italic"),
                            weightAxis: nil, names: [name.lowercased()], instance: instance.name))
                    let key = squeezed(name.lowercased())
                    if instanceNames[key] == nil { instanceNames[key] = instances.count - 1 }
                }
            }
        } catch {
            errors.append(error)
        }
    }

    private mutating func indexNames(of position: Int) {
        for name in faces[position].names {
            namedFaces[name, default: []].append(position)
            if squeezedFaces[squeezed(name)]?.last != position {
                squeezedFaces[squeezed(name), default: []].append(position)
            }
        }
    }

    /// The faces at the positions of some lists, in order, each once.
    private func orderedFaces(_ lists: [Int]?...) -> [IndexedFace] {
        Set(lists.flatMap { $0 ?? [] }).sorted().map { faces[$0] }
    }

    /// The PostScript name of a named instance that names none: the family and the instance's
    /// subfamily, each with only its ASCII letters and digits, joined by a hyphen (`Inter-Bold`,
    /// `Inter-ExtraBoldItalic`; H: Adobe Technical Note #5902, "PostScript Name Generation for
    /// Variation Fonts", which FreeType's `FT_Get_Postscript_Name` follows; the note's prefix is
    /// name ID 25 where the font has one, taken here to be the family, U). Lookups compare names
    /// without spaces, hyphens and underscores, so `Inter_Extra-Bold` (as SwiftGen writes the names
    /// CoreText gives such instances, seen in anytype-swift) finds it too.
    static func instanceName(family: String, subfamily: String) -> String {
        func kept(_ text: String) -> String {
            String(
                text.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        }
        return kept(family) + "-" + kept(subfamily)
    }

    /// Families whose names say "whatever the platform has": skipped, never resolved.
    public static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "-apple-system",
        "blinkmacsystemfont", "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded", "emoji", "math",
    ]

    /// The face for the first family in `families` that is available, at `weight`.
    ///
    /// A static face of exactly that weight wins, then a variable face whose `wght` axis
    /// covers it (set to that value), then the nearest weight (CSS font matching, simplified:
    /// the smallest difference, ties to the heavier face above 500 and the lighter below),
    /// saying so. Italic faces are preferred for italic weights and avoided otherwise.
    public func resolve(families: [String], weight: FontWeight) -> Result<FontResolution, TokenResolutionError> {
        var skipped: [String] = []
        for family in families {
            let key = family.lowercased()
            // The font map names what a generic family is where the project says (`--font-map`).
            if let mapped = map.first(where: { $0.matches(family: key, weight: weight) }) {
                return .success(
                    FontResolution(
                        file: mapped.file, faceIndex: mapped.faceIndex, variation: mapped.variation,
                        matched: prefix(skipped) + "'\(family)' \(weight.value) from the font map"))
            }
            if Self.genericFamilies.contains(key) {
                skipped.append("'\(family)' (generic)")
                continue
            }
            // The faces that answer to the name, or to it without its spaces, hyphens and
            // underscores; else those whose names compare equal so.
            var candidates = orderedFaces(namedFaces[key], namedFaces[squeezed(key)])
            if candidates.isEmpty { candidates = orderedFaces(squeezedFaces[squeezed(key)]) }
            if candidates.isEmpty, let position = instanceNames[squeezed(key)] {
                let instance = instances[position]
                return .success(
                    FontResolution(
                        file: instance.file, faceIndex: instance.faceIndex,
                        variation: .namedInstance(instance.style),
                        matched: prefix(skipped) + "'\(family)': \(describe(instance)), a named instance"))
            }
            guard !candidates.isEmpty else {
                // A file named for the family that could not be read (a corrupt copy): that file,
                // so that the check names it and why, not "not found".
                if let broken = errors.first(where: { squeezed(Self.stem($0.path)) == squeezed(key) }) {
                    return .success(
                        FontResolution(
                            file: broken.path, faceIndex: 0, variation: .defaultInstance,
                            matched: prefix(skipped) + "'\(family)': the file named so, which could not be read"))
                }
                skipped.append("'\(family)' (not found)")
                continue
            }
            let sameSlope = candidates.filter { $0.italic == weight.italic }
            let slopeNote =
                sameSlope.isEmpty ? (weight.italic ? ", no italic face: upright used" : ", only italic faces") : ""
            if !sameSlope.isEmpty { candidates = sameSlope }
            let lead = prefix(skipped) + "'\(family)' \(weight.value)"
            if let exact = candidates.first(where: { $0.weightAxis == nil && $0.weight == weight.value }) {
                return .success(
                    FontResolution(
                        file: exact.file, faceIndex: exact.faceIndex, variation: .defaultInstance,
                        matched: "\(lead): \(describe(exact))\(slopeNote)"))
            }
            if let variable = candidates.first(where: { $0.weightAxis?.contains(Double(weight.value)) == true }) {
                return .success(
                    FontResolution(
                        file: variable.file, faceIndex: variable.faceIndex,
                        variation: .axes([AxisValue(tag: "wght", value: Double(weight.value))]),
                        matched: "\(lead): \(describe(variable)) at wght=\(weight.value)\(slopeNote)"))
            }
            let nearest = candidates.min { nearness($0, weight.value) < nearness($1, weight.value) }
            if let nearest {
                let available = nearestWeight(nearest, weight.value)
                let variation: VariationRequest =
                    nearest.weightAxis == nil
                    ? .defaultInstance : .axes([AxisValue(tag: "wght", value: Double(available))])
                return .success(
                    FontResolution(
                        file: nearest.file, faceIndex: nearest.faceIndex, variation: variation,
                        matched: "\(lead): no such weight, nearest \(available): \(describe(nearest))\(slopeNote)"))
            }
        }
        let generic = !families.isEmpty && families.allSatisfy { Self.genericFamilies.contains($0.lowercased()) }
        return .failure(
            TokenResolutionError(
                message: generic
                    ? "only generic families (" + families.map { "'\($0)'" }.joined(separator: ", ")
                        + "): the platform picks the font; a --font-map entry names one to check"
                    : "no font for " + families.map { "'\($0)'" }.joined(separator: ", ")
                        + (faces.isEmpty && map.isEmpty ? " (no fonts indexed: pass --fonts DIR)" : "")
                        + (skipped.isEmpty ? "" : " (" + skipped.joined(separator: ", ") + ")"),
                genericOnly: generic))
    }

    /// The faces of every family in the list that resolves, in order and without repeats: the
    /// first draws the text and the others are its fallback chain, as a CSS `font-family` list
    /// and the token formats' family arrays mean (docs/design-tokens.md).
    public func resolveChain(families: [String], weight: FontWeight) -> [FontResolution] {
        var chain: [FontResolution] = []
        for family in families {
            guard case .success(let found) = resolve(families: [family], weight: weight),
                !chain.contains(where: {
                    $0.file == found.file && $0.faceIndex == found.faceIndex && $0.variation == found.variation
                })
            else { continue }
            chain.append(found)
        }
        return chain
    }

    private func prefix(_ skipped: [String]) -> String {
        skipped.isEmpty ? "" : skipped.joined(separator: ", ") + " skipped; "
    }

    private func describe(_ face: IndexedFace) -> String {
        "\(URL(fileURLWithPath: face.file).lastPathComponent) face \(face.faceIndex) (\(face.family) \(face.style))"
    }

    private func squeezed(_ name: String) -> String { name.filter { $0 != " " && $0 != "-" && $0 != "_" } }

    /// A file's name without its folder and extension, lower-cased: `Fonts/OpenSans-Regular.ttf` is
    /// `opensans-regular`.
    private static func stem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return (name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name).lowercased()
    }

    private func nearestWeight(_ face: IndexedFace, _ wanted: Int) -> Int {
        guard let axis = face.weightAxis else { return face.weight }
        return Int(min(max(Double(wanted), axis.lowerBound), axis.upperBound).rounded())
    }

    /// Smaller is nearer; on a tie, heavier wins above 500 and lighter at or below.
    private func nearness(_ face: IndexedFace, _ wanted: Int) -> Double {
        let available = nearestWeight(face, wanted)
        let distance = Double(abs(available - wanted))
        let preferred = wanted > 500 ? available > wanted : available < wanted
        return distance * 2 + (preferred ? 0 : 1)
    }
}

/// A family that no indexed face or map entry answers to.
public struct TokenResolutionError: Error, Sendable, Equatable {
    public var message: String
    /// Every family named is generic (`monospace`, `system-ui`): the platform's choice, which no
    /// file given stands for. Never measured, and so never an error: unresolved.
    public var genericOnly = false
}

/// One `--font-map` entry: a family (and optionally a weight and slope) to a file.
///
/// File format: `{"fonts": [{"family": "Inter", "weight": 600, "italic": false,
/// "file": "fonts/Inter.var.ttf", "face": 0, "instance": "Semi Bold"}]}`; `axes`
/// (`{"wght": 600}`) may replace `instance`; `weight`, `italic`, `face` are optional.
/// Relative paths are relative to the map file, and every file must resolve to a regular file
/// inside the project root (`ProjectRoot`), as catalogs named in token files must.
public struct FontMapEntry: Sendable, Equatable {
    public var family: String
    public var weight: Int?
    public var italic: Bool?
    public var file: String
    public var faceIndex: Int
    public var variation: VariationRequest

    public init(
        family: String, weight: Int? = nil, italic: Bool? = nil, file: String, faceIndex: Int = 0,
        variation: VariationRequest = .defaultInstance
    ) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.file = file
        self.faceIndex = faceIndex
        self.variation = variation
    }

    public func matches(family key: String, weight wanted: FontWeight) -> Bool {
        family.lowercased() == key && (weight == nil || weight == wanted.value)
            && (italic == nil || italic == wanted.italic)
    }

    /// Reads a font map file; every problem is one error naming the file.
    public static func read(_ path: String, root projectRoot: ProjectRoot) throws(TokenError) -> [FontMapEntry] {
        let root = try TokenReader.readJSON(path, kind: "font map")
        guard case .array(let entries)? = root["fonts"] else {
            throw TokenError(file: path, line: 1, path: nil, message: "a font map needs a \"fonts\" array")
        }
        var result: [FontMapEntry] = []
        for (index, entry) in entries.enumerated() {
            guard let family = entry["family"]?.string, let file = entry["file"]?.string else {
                throw TokenError(
                    file: path, line: nil, path: "fonts[\(index)]", message: "needs \"family\" and \"file\"")
            }
            var variation = VariationRequest.defaultInstance
            if let instance = entry["instance"]?.string { variation = .namedInstance(instance) }
            if let axes = entry["axes"]?.members {
                variation = .axes(
                    axes.compactMap { member in
                        if case .number(let value) = member.value { return AxisValue(tag: member.key, value: value) }
                        return nil
                    })
            }
            var weight: Int?
            if case .number(let value)? = entry["weight"] { weight = Int(value) }
            var italic: Bool?
            if case .bool(let value)? = entry["italic"] { italic = value }
            var face = 0
            if case .number(let value)? = entry["face"], value >= 0, value < 65536 { face = Int(value) }
            let resolved: String
            do { resolved = try projectRoot.confine(file, namedIn: path) } catch {
                throw TokenError(file: path, line: nil, path: "fonts[\(index)]", message: "\(error)")
            }
            result.append(
                FontMapEntry(
                    family: family, weight: weight, italic: italic, file: resolved, faceIndex: face,
                    variation: variation))
        }
        return result
    }
}
