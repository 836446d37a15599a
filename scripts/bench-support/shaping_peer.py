"""The peer of `inkbox audit FONT --strings CATALOG --size 17`: the same work with uharfbuzz
and fontTools (pinned in scripts/golden/requirements.txt): shape every string, unite its glyphs'
exact ink (BoundsPen, cached per glyph) at their shaped positions, and count the strings whose
ink leaves the iOS line box at 17 pt, @3x. Usage: shaping_peer.py FONT CATALOG.json"""
import json
import math
import sys

import uharfbuzz as hb
from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont


def main(font_path, catalog_path):
    strings = [value for value in json.load(open(catalog_path, encoding="utf-8")).values()]
    blob = hb.Blob.from_file_path(font_path)
    font = hb.Font(hb.Face(blob))
    tt = TTFont(font_path, lazy=True)
    glyph_set, order = tt.getGlyphSet(), tt.getGlyphOrder()
    upm, hhea = tt["head"].unitsPerEm, tt["hhea"]
    cache = {}
    size, scale = 17, 3
    s = size / upm
    ascent, descent = hhea.ascent * s, abs(hhea.descent) * s
    line = ascent + descent
    height = math.ceil(line * scale - 1e-9) / scale
    top = math.floor(((height - line) / 2 + line - descent) * scale + 0.5 + 1e-9) / scale
    bottom = height - top
    clipped = 0
    for text in strings:
        buffer = hb.Buffer()
        buffer.add_str(text)
        buffer.guess_segment_properties()
        buffer.language = "vi"
        hb.shape(font, buffer)
        y_min, y_max, pen_y = math.inf, -math.inf, 0
        for info, position in zip(buffer.glyph_infos, buffer.glyph_positions):
            bounds = cache.get(info.codepoint)
            if bounds is None:
                pen = BoundsPen(glyph_set)
                glyph_set[order[info.codepoint]].draw(pen)
                bounds = cache[info.codepoint] = pen.bounds or ()
            if bounds:
                y = pen_y + position.y_offset
                y_min, y_max = min(y_min, bounds[1] + y), max(y_max, bounds[3] + y)
            pen_y += position.y_advance
        if y_max * s - top > 1e-9 or -y_min * s - bottom > 1e-9:
            clipped += 1
    print(f"{len(strings)} strings, {clipped} clip at {size} pt")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
