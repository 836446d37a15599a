"""The fontTools peer of `inkbox audit --set glyphs FONT --face N`: the same work in
fontTools (pinned in scripts/golden/requirements.txt): open the face, exact ink bounds of
every glyph with BoundsPen, then the iOS line box and every glyph's overflow at the ten
iOS text-style sizes at @3x. Prints one summary line per size."""
import math
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

SIZES = [11, 12, 13, 15, 16, 17, 20, 22, 28, 34]
SCALE = 3


def ceil_px(x):
    return math.ceil(x * SCALE - 1e-9) / SCALE


def round_px(x):
    return math.floor(x * SCALE + 0.5 + 1e-9) / SCALE


def main(path, face_index):
    font = TTFont(path, fontNumber=face_index, lazy=True)
    upm, hhea = font["head"].unitsPerEm, font["hhea"]
    glyph_set = font.getGlyphSet()
    ink = []
    for name in font.getGlyphOrder():
        pen = BoundsPen(glyph_set)
        glyph_set[name].draw(pen)
        if pen.bounds is not None:
            ink.append((pen.bounds[1], pen.bounds[3]))
    for size in SIZES:
        s = size / upm
        ascent, descent = hhea.ascent * s, abs(hhea.descent) * s
        line = ascent + descent
        height = ceil_px(line)
        top = round_px((height - line) / 2 + line - descent)
        bottom = height - top
        clipped = sum(1 for y_min, y_max in ink if y_max * s - top > 1e-9 or -y_min * s - bottom > 1e-9)
        print(f"{size} pt: {clipped} of {len(ink)} glyphs clip")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 0)
