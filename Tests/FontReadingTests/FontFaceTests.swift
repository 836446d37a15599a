import FontFixtures
import FontValues
import Foundation
import Testing

@testable import FontReading

/// FreeType's `FT_Outline_Get_BBox` works on our 26.6 copy of the unscaled outline, so curve
/// extrema are found to 1/64 font unit; fontTools' BoundsPen solves them in floating point.
/// On-curve extrema (most of them) are whole units in both and compare exactly.
private let inkTolerance = 1.0 / 64

/// At a variable instance, FreeType sums gvar deltas in 16.16 fixed point and rounds each
/// point to a whole unit; fontTools sums in floating point before rounding. A point within
/// a rounding step of a half unit can land one unit apart (the issue allows one font unit).
private func tolerance(for golden: GoldenFace) -> Double {
    golden.location == nil ? inkTolerance : 1
}

private func open(_ golden: GoldenFace) throws -> FontFace {
    var variation = VariationRequest.defaultInstance
    if let instance = golden.variation?.instance { variation = .namedInstance(instance) }
    if let axes = golden.variation?.axes {
        variation = .axes(axes.sorted { $0.key < $1.key }.map { AxisValue(tag: $0.key, value: $0.value) })
    }
    return try FontFace(path: FontFixture.path(of: golden.file), faceIndex: golden.faceIndex, variation: variation)
}

@Suite("FontFace against fontTools")
struct FontFaceGoldenTests {
    @Test("raw vertical metrics match exactly", arguments: GoldenDocument.shared.faces)
    func metrics(golden: GoldenFace) throws {
        let face = try open(golden)
        let expected = golden.metrics
        #expect(
            face.metrics
                == VerticalMetrics(
                    unitsPerEm: expected.unitsPerEm,
                    hhea: .init(
                        ascender: expected.hhea.ascender, descender: expected.hhea.descender,
                        lineGap: expected.hhea.lineGap),
                    typo: expected.typo.map {
                        .init(
                            ascender: $0.ascender, descender: $0.descender, lineGap: $0.lineGap,
                            useTypoMetrics: $0.useTypoMetrics)
                    },
                    win: expected.win.map { .init(ascent: $0.ascent, descent: $0.descent) },
                    head: .init(
                        xMin: expected.head.xMin, yMin: expected.head.yMin, xMax: expected.head.xMax,
                        yMax: expected.head.yMax),
                    capHeight: expected.capHeight,
                    xHeight: expected.xHeight,
                    underline: expected.underline.map { .init(position: $0.position, thickness: $0.thickness) }))
    }

    @Test("names, weight and glyph count match", arguments: GoldenDocument.shared.faces)
    func names(golden: GoldenFace) throws {
        let description = try open(golden).info
        #expect(description.family == golden.family)
        #expect(description.style == golden.style)
        #expect(description.typographicFamily == golden.typographicFamily)
        #expect(description.typographicSubfamily == golden.typographicSubfamily)
        #expect(description.weightClass == golden.weightClass)
        #expect(description.glyphCount == golden.glyphCount)
        #expect(description.faceIndex == golden.faceIndex)
        if let postScriptName = golden.postScriptName {
            #expect(description.postScriptName == postScriptName)
        }
    }

    @Test("axes, named instances and the measured location match", arguments: GoldenDocument.shared.faces)
    func designSpace(golden: GoldenFace) throws {
        let description = try open(golden).info
        let axes = golden.axes ?? []
        #expect(description.axes.map(\.tag) == axes.map(\.tag))
        #expect(description.axes.map(\.minimum) == axes.map(\.min))
        #expect(description.axes.map(\.defaultValue) == axes.map(\.default))
        #expect(description.axes.map(\.maximum) == axes.map(\.max))
        #expect(description.namedInstances.map(\.name) == (golden.namedInstances ?? []).map(\.name))
        #expect(
            description.namedInstances.map {
                Dictionary(uniqueKeysWithValues: $0.coordinates.map { ($0.tag, $0.value) })
            }
                == (golden.namedInstances ?? []).map(\.coordinates))
        if let location = golden.location {
            let measured = (description.variation ?? []).map { ($0.tag, $0.value) }
            #expect(Dictionary(uniqueKeysWithValues: measured) == location)
        } else {
            #expect(description.variation == nil)
        }
    }

    @Test("cmap lookups match for the Latin set", arguments: GoldenDocument.shared.faces)
    func cmap(golden: GoldenFace) throws {
        let face = try open(golden)
        let expected = Dictionary(uniqueKeysWithValues: golden.latinCmap.map { ($0[0], $0[1]) })
        for (codepoint, glyph) in expected {
            #expect(face.glyphID(for: Unicode.Scalar(UInt32(codepoint))!) == UInt32(glyph), "U+\(codepoint)")
        }
        for codepoint in [0x20...0x7E, 0xA0...0xFF, 0x100...0x17F].joined() where expected[codepoint] == nil {
            #expect(face.glyphID(for: Unicode.Scalar(UInt32(codepoint))!) == nil, "U+\(codepoint)")
        }
        #expect(face.mappedCharacters().count == golden.mappedCount)
    }

    @Test("ink bounds of every glyph match BoundsPen", arguments: GoldenDocument.shared.faces)
    func inkBounds(golden: GoldenFace) throws {
        let face = try open(golden)
        #expect(golden.inkBounds.count == face.glyphCount)
        var mismatches: [String] = []
        let scaled = Set(golden.scaledComposites)
        for entry in golden.inkBounds {
            let glyph = UInt32(entry[0])
            let allowed = scaled.contains(Int(glyph)) ? max(0.5, tolerance(for: golden)) : tolerance(for: golden)
            let measured = try face.inkBounds(glyphID: glyph)
            if entry.count == 1 {
                if measured != nil {
                    mismatches.append("glyph \(glyph): expected no ink, got \(String(describing: measured))")
                }
                continue
            }
            guard let measured else {
                mismatches.append("glyph \(glyph): expected ink \(entry.dropFirst()), got none")
                continue
            }
            let pairs = zip([measured.xMin, measured.yMin, measured.xMax, measured.yMax], entry.dropFirst())
            if pairs.contains(where: { abs($0 - $1) > allowed }) {
                mismatches.append("glyph \(glyph): expected \(Array(entry.dropFirst())), got \(measured)")
            }
        }
        #expect(mismatches.count == 0, "\(mismatches.count) glyphs differ, for example \(mismatches.prefix(5))")
    }

    @Test(
        "every glyph's advance is hmtx's, as fontTools reads it (at an instance, with HVAR)",
        arguments: GoldenDocument.shared.faces)
    func advances(golden: GoldenFace) throws {
        let face = try open(golden)
        #expect(golden.advances.count == face.glyphCount)
        let differing = golden.advances.indices.filter {
            abs(face.advance(glyphID: UInt32($0)) - golden.advances[$0]) > 0
        }
        #expect(differing.isEmpty, "\(differing.count) advances differ, for example glyphs \(differing.prefix(5))")
    }
}

@Suite("FontFace")
struct FontFaceTests {
    @Test("ink bounds are outline extrema, not the stored control box")
    func inkIsNotControlBox() throws {
        let golden = try #require(GoldenDocument.shared.faces.first { $0.file == FontFixture.trueType.rawValue })
        let control = try #require(golden.controlBounds)
        let face = try FontFace(path: FontFixture.trueType.path)
        var differing = 0
        for entry in golden.inkBounds where entry.count == 5 {
            guard let box = control[String(Int(entry[0]))] else { continue }
            let controlValues = box.map(Double.init)
            let inkValues = Array(entry.dropFirst())
            guard zip(controlValues, inkValues).contains(where: { abs($0 - $1) > 1 }) else { continue }
            differing += 1
            let measured = try #require(try face.inkBounds(glyphID: UInt32(entry[0])))
            let ours = [measured.xMin, measured.yMin, measured.xMax, measured.yMax]
            #expect(zip(ours, inkValues).allSatisfy { abs($0 - $1) <= inkTolerance })
            #expect(zip(ours, controlValues).contains { abs($0 - $1) > 1 })
        }
        // 61 simple glyphs of DejaVu Sans 2.37 have off-curve points more than a unit past the curve.
        #expect(differing >= 50)
    }

    @Test("a collection has every face, and each is its own")
    func collection() throws {
        #expect(try FontFace.faceCount(atPath: FontFixture.collection.path) == 2)
        #expect(try FontFace.faceCount(atPath: FontFixture.cff.path) == 1)
        let bold = try FontFace(path: FontFixture.collection.path, faceIndex: 1)
        #expect(bold.info.postScriptName == "Cantarell-Bold")
        #expect(bold.info.faceCount == 2)
    }

    @Test("languages' capitals measure as those characters would, each the face maps, with no script sets")
    func capitalsMeasured() throws {
        let face = try FontFace(path: FontFixture.shaping.path)
        let capitals = Exemplars.capitals(forLanguages: ["de", "fr"])
        // Asked twice: the second answer comes from the list kept for these languages.
        for _ in 0..<2 {
            #expect(try face.measure(.capitals(["de", "fr"])) == face.measure(.characters(capitals)))
        }
        #expect(try face.measure(.capitals(["de", "fr"])).sets.isEmpty)
        #expect(try face.measure(.languages(["de", "fr"])).sets.isEmpty == false)
    }

    @Test("shared ink is kept per run for the faces declared, reused, and dropped after the last face")
    func sharedInk() throws {
        let path = FontFixture.collection.path
        let regular = try FontFace(path: path, faceIndex: 0)
        let bold = try FontFace(path: path, faceIndex: 1)
        let alone = try regular.measure(.allMappedCharacters)
        let shared = SharedInk()
        let key = SharedInk.Key(
            path: path, tables: try #require(FontFileStructure.outlineTablesKey(path, faceIndex: 0)),
            variation: [])
        // Undeclared files are not kept: nothing to drop later.
        _ = try regular.measure(.allMappedCharacters, sharedInk: shared)
        #expect(shared.known(key) == nil)
        shared.expect(3, of: path)
        #expect(try regular.measure(.allMappedCharacters, sharedInk: shared) == alone)
        #expect(shared.known(key)?.count == Set(alone.glyphs.compactMap(\.glyphID)).count)
        // The same outlines again: every glyph's ink comes from the cache, and is the same.
        #expect(try FontFace(path: path, faceIndex: 0).measure(.allMappedCharacters, sharedInk: shared) == alone)
        // Bold's outlines are its own, under its own key.
        #expect(try bold.measure(.allMappedCharacters, sharedInk: shared) == bold.measure(.allMappedCharacters))
        shared.done(with: path)
        shared.done(with: path)
        #expect(shared.known(key)?.isEmpty == false)
        shared.done(with: path)
        #expect(shared.known(key) == nil)
        // Another run's cache knows nothing of this one.
        let other = SharedInk()
        other.expect(1, of: path)
        #expect(other.known(key)?.isEmpty == true)
    }

    @Test("a named instance can be chosen by PostScript-like spelling and without spaces")
    func instanceSpelling() throws {
        let byName = try FontFace(path: FontFixture.variable.path, variation: .namedInstance("Semi Bold"))
        let squeezed = try FontFace(path: FontFixture.variable.path, variation: .namedInstance("semibold"))
        #expect(byName.info.variation == [AxisValue(tag: "wght", value: 600)])
        #expect(squeezed.info.variation == byName.info.variation)
        #expect(byName.info.postScriptName == "Inter-SemiBold")
        #expect(byName.info.instanceName == "Semi Bold")
        let between = try FontFace(
            path: FontFixture.variable.path, variation: .axes([AxisValue(tag: "wght", value: 650)]))
        #expect(between.info.instanceName == nil)
    }

    @Test("two instances of a variable font have different ink")
    func instancesDiffer() throws {
        let thin = try FontFace(path: FontFixture.variable.path, variation: .namedInstance("Thin"))
        let black = try FontFace(path: FontFixture.variable.path, variation: .namedInstance("Black"))
        let glyph = try #require(thin.glyphID(for: "o"))
        let thinInk = try #require(try thin.inkBounds(glyphID: glyph))
        let blackInk = try #require(try black.inkBounds(glyphID: glyph))
        #expect(blackInk.xMax - blackInk.xMin > thinInk.xMax - thinInk.xMin)
    }

    @Test("measure lists unmapped characters as missing and drops duplicates")
    func missingCharacters() throws {
        let face = try FontFace(path: FontFixture.cff.path)
        let measurement = try face.measure(.characters(Array("qq\u{4E00}É".unicodeScalars)))
        #expect(measurement.glyphs.map(\.character) == ["q", "É"])
        #expect(measurement.missing == ["\u{4E00}"])
    }

    @Test("a space has no ink")
    func spaceHasNoInk() throws {
        let face = try FontFace(path: FontFixture.trueType.path)
        let space = try #require(face.glyphID(for: " "))
        #expect(try face.inkBounds(glyphID: space) == nil)
    }
}

@Suite("Hinted ink")
struct HintedInkTests {
    @Test(
        "light hinting at a small pixel size lands on the 26.6 pixel grid and stays near the exact ink",
        arguments: [FontFixture.trueType, .cff, .useTypoMetrics])
    func lightHinting(fixture: FontFixture) throws {
        let face = try FontFace(path: fixture.path)
        let unitsPerPixel = Double(face.metrics.unitsPerEm) / 12
        for character in "xÉjq".unicodeScalars {
            let glyph = try #require(face.glyphID(for: character))
            let exact = try #require(try face.inkBounds(glyphID: glyph))
            let hinted = try #require(try face.hintedInkBounds(glyphID: glyph, pixelSize: 12))
            for value in [hinted.yMin, hinted.yMax] {
                let subpixels = value / unitsPerPixel * 64
                #expect(abs(subpixels - subpixels.rounded()) < 1e-6)
            }
            // Hinting moves an edge by at most a pixel and a half at 12 px.
            #expect(abs(hinted.yMax - exact.yMax) <= 1.5 * unitsPerPixel)
            #expect(abs(hinted.yMin - exact.yMin) <= 1.5 * unitsPerPixel)
        }
        // The x-height is snapped to a whole pixel.
        let xGlyph = try #require(face.glyphID(for: "x"))
        let x = try #require(try face.hintedInkBounds(glyphID: xGlyph, pixelSize: 12))
        #expect(abs(x.yMax / unitsPerPixel - (x.yMax / unitsPerPixel).rounded()) < 1e-6)
    }

    @Test("full hinting runs the font's instructions: it lands elsewhere than light hinting, near the exact ink")
    func fullHinting() throws {
        let face = try FontFace(path: FontFixture.trueType.path)
        var differs = 0
        for pixelSize in [11.0, 13, 15, 17, 20] {
            let unitsPerPixel = Double(face.metrics.unitsPerEm) / pixelSize
            for character in "xÉjqgy".unicodeScalars {
                let glyph = try #require(face.glyphID(for: character))
                let exact = try #require(try face.inkBounds(glyphID: glyph))
                let light = try #require(try face.hintedInkBounds(glyphID: glyph, pixelSize: pixelSize))
                let full = try #require(try face.hintedInkBounds(glyphID: glyph, pixelSize: pixelSize, hinting: .full))
                #expect(abs(full.yMax - exact.yMax) <= 1.5 * unitsPerPixel)
                #expect(abs(full.yMin - exact.yMin) <= 1.5 * unitsPerPixel)
                if full != light { differs += 1 }
                // Measured again, the cache keeps the two hintings apart.
                #expect(try face.cachedHintedInkBounds(glyphID: glyph, pixelSize: pixelSize, hinting: .light) == light)
                #expect(try face.cachedHintedInkBounds(glyphID: glyph, pixelSize: pixelSize, hinting: .full) == full)
            }
        }
        #expect(differs > 0)
    }

    @Test("hinted measurement keeps the glyphs and missing characters, and does not disturb unhinted ink")
    func hintedMeasurement() throws {
        let face = try FontFace(path: FontFixture.trueType.path)
        let measurement = try face.measure(.characters(Array("Éj\u{4E00}".unicodeScalars)))
        let hinted = try face.hinted(measurement, pixelSize: 16)
        #expect(hinted.glyphs.map(\.glyphID) == measurement.glyphs.map(\.glyphID))
        #expect(hinted.missing == measurement.missing)
        #expect(try face.measure(.characters(Array("Éj".unicodeScalars))).glyphs == measurement.glyphs)
    }
}

@Suite("Measuring on several threads")
struct SplitMeasurementTests {
    @Test(
        "a big selection split among threads gives the same glyphs, in the same order",
        arguments: ["ipaexg.ttf", "DejaVuSans.ttf"])
    func split(file: String) throws {
        let face = try FontFace(path: FontFixture.path(of: file))
        let whole = try face.measure(.allGlyphs)
        #expect(whole.glyphs.count >= 4096)  // big enough to be split
        for workers in [2, 3] {
            #expect(try face.measure(.allGlyphs, workers: workers) == whole)
        }
        #expect(try face.measure(.allMappedCharacters, workers: 2) == face.measure(.allMappedCharacters))
    }
}
