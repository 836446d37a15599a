#!/usr/bin/env python3
"""Writes Tests/FontReadingTests/Golden/fonttools.json: what fontTools (pinned in
requirements.txt) reads from every fixture face in Fonts/: names, raw vertical metrics,
design space, the cmap for the Latin set and the exact ink bounds (BoundsPen) of every glyph.

FreeType is what inkbox uses; fontTools shares no code with it, so agreement is evidence.
Run scripts/regenerate-golden rather than this file directly.
"""
import io
import json
import sys
from pathlib import Path

import fontTools
from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parents[2]
FONTS = ROOT / "Fonts"
OUT = ROOT / "Tests" / "FontReadingTests" / "Golden" / "fonttools.json"

# (file, face index, variation: None, {"instance": name} or {"axes": {tag: value}}, what it exercises)
FACES = [
    ("DejaVuSans.ttf", 0, None, "TrueType outlines (quadratic); control box differs from ink"),
    ("Cantarell-Regular.otf", 0, None, "CFF outlines (cubic)"),
    ("Cantarell-Regular.woff", 0, None, "WOFF (zlib) container"),
    ("Cantarell-RegularBold.otc", 0, None, "collection, first face"),
    ("Cantarell-RegularBold.otc", 1, None, "collection, second face"),
    ("Inter-roman.var.ttf", 0, None, "variable TrueType at its default instance"),
    ("Inter-roman.var.ttf", 0, {"instance": "Bold"}, "variable TrueType at a named instance"),
    ("Inter-roman.var.ttf", 0, {"axes": {"wght": 250}}, "variable TrueType at axis values between instances"),
    ("Lato-Regular.ttf", 0, None, "USE_TYPO_METRICS set, typo differs from hhea"),
    ("Lato-Regular.woff2", 0, None, "WOFF2 (brotli, transformed glyf)"),
    ("ipaexg.ttf", 0, None, "a CJK font whose hhea box is shorter than its Latin glyphs"),
    ("NotoSans-Italic.ttf", 0, None, "an italic whose ink reaches past its advances (sides)"),
    ("Roboto-Regular.ttf", 0, None, "Android's sans-serif, a device font scan checks platform families against"),
]

LATIN = [c for r in ((0x20, 0x7E), (0xA0, 0xFF), (0x100, 0x17F)) for c in range(r[0], r[1] + 1)]


def name(font, name_id):
    table = font["name"]
    record = table.getName(name_id, 3, 1, 0x409) or table.getName(name_id, 1, 0, 0)
    if record is None:
        for candidate in table.names:
            if candidate.nameID == name_id and candidate.platformID in (0, 3):
                record = candidate
                break
    return record.toUnicode() if record is not None else None


def metrics(font):
    head, hhea = font["head"], font["hhea"]
    os2 = font["OS/2"] if "OS/2" in font else None
    return {
        "unitsPerEm": head.unitsPerEm,
        "hhea": {"ascender": hhea.ascent, "descender": hhea.descent, "lineGap": hhea.lineGap},
        "typo": None if os2 is None else {
            "ascender": os2.sTypoAscender, "descender": os2.sTypoDescender,
            "lineGap": os2.sTypoLineGap, "useTypoMetrics": bool(os2.fsSelection & (1 << 7))},
        "win": None if os2 is None else {"ascent": os2.usWinAscent, "descent": os2.usWinDescent},
        "head": {"xMin": head.xMin, "yMin": head.yMin, "xMax": head.xMax, "yMax": head.yMax},
        "capHeight": os2.sCapHeight if os2 is not None and os2.version >= 2 else None,
        "xHeight": os2.sxHeight if os2 is not None and os2.version >= 2 else None,
        "underline": None if "post" not in font else {
            "position": font["post"].underlinePosition, "thickness": font["post"].underlineThickness},
    }


def ink_bounds(font):
    glyph_set = font.getGlyphSet()
    result = []
    for glyph_id, glyph_name in enumerate(font.getGlyphOrder()):
        pen = BoundsPen(glyph_set)
        glyph_set[glyph_name].draw(pen)
        if pen.bounds is None:
            result.append([glyph_id])
            continue
        x_min, y_min, x_max, y_max = (float(v) for v in pen.bounds)
        # FreeType places composite TrueType glyphs by their phantom points; only x moves.
        shift = composite_origin_shift(font, glyph_name)
        result.append([glyph_id, x_min + shift, y_min, x_max + shift, y_max])
    return result


def composite_origin_shift(font, glyph_name):
    """How far FreeType moves a composite TrueType glyph sideways from its raw coordinates:
    it puts the origin at phantom point pp1 = xMin - lsb (hmtx), so a composite whose hmtx
    side bearing disagrees with its stored xMin moves by lsb - xMin (freetype
    src/truetype/ttgload.c). Only x changes."""
    if "glyf" not in font or not font["glyf"][glyph_name].isComposite():
        return 0
    return font["hmtx"][glyph_name][1] - font["glyf"][glyph_name].xMin


def placed_by_component(font, glyph_name):
    """True for a composite with a USE_MY_METRICS component: its phantom points, and so its
    x placement, come from that component, which composite_origin_shift does not model
    (it holds for every fixture, as the tests show, but not for all of Roboto's italics)."""
    if "glyf" not in font or not font["glyf"][glyph_name].isComposite():
        return False
    return any(component.flags & 0x200 for component in font["glyf"][glyph_name].components)


def scaled_composites(font):
    """Composite glyphs with a scaled or transformed component, at any depth (superscripts,
    fractions, Roboto's U+2015 made of an emdash made of a scaled minus): FreeType transforms the
    component's points in whole font units and rounds each one, so their extrema can sit up to half
    a unit from fontTools' exact ones (freetype src/truetype/ttgload.c)."""
    if "glyf" not in font:
        return []
    glyf = font["glyf"]

    def transformed(glyph_name, depth=0):
        glyph = glyf[glyph_name]
        return depth < 16 and glyph.isComposite() and any(
            hasattr(component, "transform") or transformed(component.glyphName, depth + 1)
            for component in glyph.components)

    return [glyph_id for glyph_id, glyph_name in enumerate(font.getGlyphOrder()) if transformed(glyph_name)]


def control_bounds(font):
    """glyf header boxes (control boxes) of simple TrueType glyphs, keyed by glyph id."""
    if "glyf" not in font:
        return None
    glyf = font["glyf"]
    boxes = {}
    for glyph_id, glyph_name in enumerate(font.getGlyphOrder()):
        glyph = glyf[glyph_name]
        if glyph.numberOfContours > 0:
            boxes[glyph_id] = [glyph.xMin, glyph.yMin, glyph.xMax, glyph.yMax]
    return boxes


def describe(path, index, variation, exercises):
    font = TTFont(path, fontNumber=index) if path.suffix in (".ttc", ".otc") else TTFont(path)
    entry = {
        "file": path.name,
        "faceIndex": index,
        "variation": variation,
        "exercises": exercises,
        "family": name(font, 1),
        "style": name(font, 2),
        "typographicFamily": name(font, 16),
        "typographicSubfamily": name(font, 17),
        "weightClass": font["OS/2"].usWeightClass if "OS/2" in font else None,
        "glyphCount": font["maxp"].numGlyphs,
    }
    if "fvar" in font:
        entry["axes"] = [{"tag": a.axisTag, "min": a.minValue, "default": a.defaultValue, "max": a.maxValue}
                         for a in font["fvar"].axes]
        entry["namedInstances"] = [{"name": name(font, i.subfamilyNameID), "coordinates": i.coordinates}
                                   for i in font["fvar"].instances]
        location = {a.axisTag: a.defaultValue for a in font["fvar"].axes}
        if variation and "instance" in variation:
            match = [i for i in font["fvar"].instances if name(font, i.subfamilyNameID) == variation["instance"]]
            location.update(match[0].coordinates)
        elif variation and "axes" in variation:
            location.update(variation["axes"])
        entry["location"] = location
        # instantiateVariableFont applies gvar, HVAR and MVAR; saving the static instance
        # rounds varied coordinates to whole units (otRound), as FreeType does for unscaled
        # outlines.
        # The head table is not varied (no MVAR tag names it): keep the file's own, before
        # saving recalculates its box.
        raw_head = {k: getattr(font["head"], k) for k in ("xMin", "yMin", "xMax", "yMax")}
        buffer = io.BytesIO()
        instancer.instantiateVariableFont(font, location).save(buffer)
        buffer.seek(0)
        font = TTFont(buffer)
    else:
        entry["postScriptName"] = name(font, 6)
    cmap = font.getBestCmap() or {}
    entry["metrics"] = metrics(font)
    if "location" in entry:
        entry["metrics"]["head"] = raw_head
    entry["latinCmap"] = [[c, font.getGlyphID(cmap[c])] for c in LATIN if c in cmap]
    entry["mappedCount"] = len(cmap)
    entry["inkBounds"] = ink_bounds(font)
    # hmtx advance widths (at a variable instance, with HVAR applied by the instancer): where
    # the right side of a one-glyph view lies.
    entry["advances"] = [font["hmtx"][glyph_name][0] for glyph_name in font.getGlyphOrder()]
    entry["controlBounds"] = control_bounds(font)
    entry["scaledComposites"] = scaled_composites(font)
    return entry


def main():
    faces = [describe(FONTS / file, index, variation, exercises) for file, index, variation, exercises in FACES]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    document = {"generator": "scripts/golden/generate.py", "fontTools": fontTools.version, "faces": faces}
    OUT.write_text(json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)} ({len(faces)} faces, fontTools {fontTools.version})", file=sys.stderr)


if __name__ == "__main__":
    main()
