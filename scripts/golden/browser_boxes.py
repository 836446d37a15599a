#!/usr/bin/env python3
"""Writes Tests/LineBoxAnalysisTests/Golden/browsers.json: how Firefox ESR (Gecko) and WebKitGTK lay
out a one-line block for the bundled fonts, beside the fonts' vertical metrics as fontTools reads
them: the block's height and its text's layout baseline (an empty inline-block's top), in CSS
pixels, per font, size, line height and device pixel ratio. The analysis tests rebuild each from
the metrics alone. The engines are driven as scripts/web-compare drives them
(web-compare-support/browsers.py); it needs firefox-esr, gir1.2-webkit2-4.1, python3-gi-cairo and
xvfb, which `scripts/web-compare --wide --engine firefox|webkit` installs.
Usage: browser_boxes.py [WORKDIR]"""
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "web-compare-support"))
sys.path.insert(0, str(ROOT / "scripts" / "golden"))
import browsers  # noqa: E402
from fontTools.ttLib import TTFont  # noqa: E402
from skia_boxes import FONTS, metrics  # noqa: E402
from compare import PROBES  # noqa: E402  (skia-compare's probe characters; skia_boxes puts it on the path)

OUT = ROOT / "Tests" / "LineBoxAnalysisTests" / "Golden" / "browsers.json"
SIZES = [11, 13, 15, 17, 20, 24, 32, 40]
HEIGHTS = ["normal", "1", "1.15", "1.25", "1.5"]
MEASURE = ("[...document.querySelectorAll('.c')].map(d => { const r = d.getBoundingClientRect(), "
           "b = d.querySelector('.b').getBoundingClientRect(); return [r.height, b.top - r.top]; })")


def cases():
    """(size, CSS line-height, inkbox's line height): multiples, and two px values between pixels."""
    for size in SIZES:
        for height in HEIGHTS:
            yield size, height, height
        for px in (size * 1.25, round(size * 1.1 + 0.3, 2)):
            yield size, f"{px:g}px", f"{px:g}px"


def page(font):
    # One character the font maps, so that no fallback font takes part in the line.
    cmap = TTFont(font, lazy=True).getBestCmap()
    character = next((c for c in PROBES if ord(c) in cmap), "A")
    cells = "".join(f'<div class=c style="font-size:{size}px;line-height:{css}">{character}<span class=b></span></div>'
                    for size, css, _ in cases())
    style = (f"@font-face{{font-family:T;src:url('file://{font}')}}body{{margin:0}}"
             ".c{font-family:T;white-space:nowrap}.b{display:inline-block;width:0;height:0}")
    return f"<!doctype html><meta charset=utf-8><style>{style}</style>{cells}"


def main():
    work = Path(sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="inkbox-browser-golden-"))
    work.mkdir(parents=True, exist_ok=True)
    engines = {"firefox": browsers.make("firefox"), "webkit": browsers.make("webkit")}
    fonts = []
    try:
        for name in FONTS:
            path = ROOT / "Fonts" / name
            entry = {"file": name, "metrics": metrics(path)}
            for engine, browser in engines.items():
                boxes = []
                for dpr in (1, 2):
                    measured = browser.evaluate(page(path), 1200, 2000, dpr, work / f"{engine}-{dpr}.json", MEASURE)
                    for (size, _, height), (block, baseline) in zip(cases(), measured):
                        boxes.append({"size": size, "lineHeight": height, "dpr": dpr, "height": block,
                                      "baseline": baseline})
                entry[engine] = boxes
            fonts.append(entry)
        versions = {engine: browser.version() for engine, browser in engines.items()}
    finally:
        for browser in engines.values():
            browser.close()
    OUT.write_text(json.dumps({"engines": versions, "fonts": fonts}) + "\n")


if __name__ == "__main__":
    main()
