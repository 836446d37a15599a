#!/usr/bin/env python3
"""Writes Tests/LineBoxAnalysisTests/Golden/skia.json: one-line boxes Skia itself lays out for the
bundled fonts (skia-python, pinned in scripts/skia-compare-support/requirements.txt, with its own
Skia and FreeType), beside the fonts' vertical metrics as fontTools reads them. Flutter:
skparagraph's baseline and line height (`Paragraph.AlphabeticBaseline`, `Paragraph.Height`) per
size and `TextStyle.height`. Android: `Paint.getFontMetricsInt` as hwui rounds Skia's metrics (top
floored, ascent and descent rounded, bottom ceiled) per size and density. The analysis tests
rebuild each box from the metrics alone; scripts/skia-compare checks the same on fonts from Debian
packages. Run scripts/regenerate-golden rather than this file."""
import json
import sys
from pathlib import Path

import skia
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "skia-compare-support"))
from compare import font_metrics_int, probe, skparagraph_box  # noqa: E402

OUT = ROOT / "Tests" / "LineBoxAnalysisTests" / "Golden" / "skia.json"
FONTS = ["DejaVuSans.ttf", "Cantarell-Regular.otf", "Lato-Regular.ttf", "ipaexg.ttf", "NotoSans-Regular.ttf",
         "NotoSansThai-Regular.ttf", "NotoSansArabic-Regular.ttf", "Roboto-Regular.ttf", "Inter-roman.var.ttf"]
SIZES = [11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 28, 32, 40]
HEIGHTS = [None, 0.9, 1, 1.15, 1.25, 1.3, 1.5, 2]
DENSITIES = [1, 2.625, 3]


def metrics(path):
    font = TTFont(path, lazy=True)
    hhea, os2, head = font["hhea"], font["OS/2"], font["head"]
    return {"unitsPerEm": head.unitsPerEm, "hheaAscender": hhea.ascent, "hheaDescender": hhea.descent,
            "hheaLineGap": hhea.lineGap, "typoAscender": os2.sTypoAscender, "typoDescender": os2.sTypoDescender,
            "typoLineGap": os2.sTypoLineGap, "useTypoMetrics": bool(os2.fsSelection & (1 << 7)),
            "winAscent": os2.usWinAscent, "winDescent": os2.usWinDescent, "headYMin": head.yMin, "headYMax": head.yMax,
            "underlinePosition": font["post"].underlinePosition, "underlineThickness": font["post"].underlineThickness}


def paragraph(typeface, character, size, height):
    baseline, line_height = skparagraph_box(typeface, character, size, height, {})
    return {"size": size, "height": height, "baseline": baseline, "lineHeight": line_height}


def main():
    fonts = []
    for name in FONTS:
        path = ROOT / "Fonts" / name
        typeface = skia.Typeface.MakeFromFile(str(path), 0)
        character = probe(typeface)
        fonts.append({"file": name, "metrics": metrics(path),
                      "flutter": [paragraph(typeface, character, s, h) for h in HEIGHTS for s in SIZES],
                      "android": [{"size": s, "density": d, **font_metrics_int(typeface, s, d)}
                                  for d in DENSITIES for s in SIZES]})
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps({"generator": f"skia-python {skia.__version__}", "fonts": fonts}) + "\n")


if __name__ == "__main__":
    main()
