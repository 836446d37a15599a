#!/usr/bin/env python3
"""Writes Tests/FontReadingTests/Golden/shaping.json: strings shaped by uharfbuzz (pinned in
requirements.txt, with its own bundled HarfBuzz) and the union of each glyph's exact ink bounds
(fontTools BoundsPen) moved to its shaped position, and the pen's advance over the run: what a
view as wide as the text is made of. inkbox shapes with the system HarfBuzz on a
FreeType face and measures with FreeType; the two share no code.
Run scripts/regenerate-golden rather than this file."""
import io
import json
import unicodedata
from pathlib import Path

import uharfbuzz as hb
from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests" / "FontReadingTests" / "Golden" / "shaping.json"

# (font, axes or None, language or None, features, strings, what it exercises)
CASES = [
    ("NotoSans-Regular.ttf", None, "vi", [], ["CHỖ", "Ệ", "Ằng", "Việt Nam", "Nguyễn Ửỵ"], "Vietnamese stacked marks (GPOS)"),
    ("NotoSans-Regular.ttf", None, None, [], ["E\u0301", "É", "A\u030a\u0301", "Ω\u0301\u0345", "Й"], "decomposed marks"),
    ("NotoSans-Regular.ttf", None, None, ["liga=0"], ["office", "Übergrößen"], "a feature switched off"),
    ("NotoSansThai-Regular.ttf", None, "th", [], ["ปู่", "ฏู", "ญี่ปุ่น", "กำ"], "Thai marks above and below"),
    ("Inter-roman.var.ttf", {"wght": 700}, None, [], ["Éjy", "ÅÇ"], "a variable instance"),
    ("NotoSans-Italic.ttf", None, None, [], ["fly", "jump", "Af", "ff"], "italic overhangs past the advance (sides)"),
    ("NotoSansArabic-Regular.ttf", None, "ar", [], ["كتابي", "العربية"], "right-to-left joining (sides)"),
    ("NotoSansHebrew-Regular.ttf", None, "he", [], ["שלום", "עִבְרִית"], "right-to-left with points (sides)"),
]


def ink(font_path, axes, language, features, text):
    blob = hb.Blob.from_file_path(str(font_path))
    face = hb.Face(blob)
    font = hb.Font(face)
    if axes:
        font.set_variations(axes)
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    if language:
        buffer.language = language
    hb.shape(font, buffer, {f.split("=")[0]: bool(int(f.split("=")[1])) if "=" in f else True for f in features})
    ttfont = TTFont(font_path)
    if axes:
        saved = io.BytesIO()
        instancer.instantiateVariableFont(ttfont, axes).save(saved)
        saved.seek(0)
        ttfont = TTFont(saved)
    glyph_set = ttfont.getGlyphSet()
    order = ttfont.getGlyphOrder()
    pen_x = pen_y = 0
    union = None
    glyphs = []
    for info, position in zip(buffer.glyph_infos, buffer.glyph_positions):
        x, y = pen_x + position.x_offset, pen_y + position.y_offset
        glyphs.append([info.codepoint, info.cluster, x, y])
        pen_x += position.x_advance
        pen_y += position.y_advance
        pen = BoundsPen(glyph_set)
        glyph_set[order[info.codepoint]].draw(pen)
        if pen.bounds is None:
            continue
        moved = (pen.bounds[0] + x, pen.bounds[1] + y, pen.bounds[2] + x, pen.bounds[3] + y)
        union = moved if union is None else (min(union[0], moved[0]), min(union[1], moved[1]),
                                              max(union[2], moved[2]), max(union[3], moved[3]))
    return glyphs, union, pen_x


def buffer_direction(text):
    """HarfBuzz's guess of the run's direction, as inkbox's shaping makes it."""
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    return buffer.direction


def main():
    entries = []
    for font, axes, language, features, strings, exercises in CASES:
        for text in strings:
            glyphs, union, advance = ink(ROOT / "Fonts" / font, axes, language, features, text)
            entries.append({"file": font, "axes": axes, "language": language, "features": features, "text": text,
                            "nfc": unicodedata.normalize("NFC", text), "exercises": exercises,
                            "glyphs": glyphs, "inkBounds": list(union) if union else None, "advance": advance,
                            "rightToLeft": buffer_direction(text) == "rtl"})
    OUT.write_text(json.dumps({"generator": "scripts/golden/shaping.py", "harfbuzz": hb.__version__,
                               "runs": entries}, ensure_ascii=False, indent=1) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)} ({len(entries)} runs)")


if __name__ == "__main__":
    main()
