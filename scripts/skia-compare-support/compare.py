#!/usr/bin/env python3
"""inkbox's Flutter and Android one-line boxes against Skia itself (skia-python, pinned).

Flutter: `skia.textlayout` is skparagraph, the engine Flutter lays text out with. One paragraph
per font, size, `TextStyle.height` and setting (VARIANTS: even leading, struts) holds one character
the font maps; its height (`Paragraph.Height`) and baseline (`AlphabeticBaseline`) are the line box
`inkbox audit --platform flutter --flutter-metrics android` predicts (top = baseline, top + bottom =
height).

Android: hwui draws with Skia over FreeType, so `Paint.getFontMetricsInt` is `skia.Font(typeface,
size x density).getMetrics()` rounded as AOSP's `libs/hwui/jni/Paint.cpp` does (top floored,
ascent and descent rounded, bottom ceiled). A one-line TextView's box is top..bottom with
includeFontPadding on (widened to ascent and descent where they pass it, as StaticLayout does with
fallbackLineSpacing) and ascent..descent with it off: what `inkbox audit --platform android`
predicts in device pixels.

Fonts come from web-compare-support/pool.py with its seed. TUNED names the fonts the Flutter and
Android rules were tuned on; agreement is reported for them and for the others apart.

Usage: compare.py INKBOX [--fonts N (default 30)] [--only NAME ...]
Prints every disagreement, then agreement per font and overall; exits 1 if any box differs.
"""
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import skia
from skia import textlayout

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web-compare-support"))
from pool import pick_fonts  # noqa: E402

SIZES = [11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 28, 32, 36, 40]
HEIGHTS = [None, 0.9, 1, 1.15, 1.2, 1.25, 1.3, 1.5, 2]
DENSITIES = [1, 2, 2.625, 3]
# Fonts seen while building or tuning the Flutter and Android line boxes: the bundled ones, and the
# first five of the pool, on which skparagraph's float arithmetic (the .5 ties) and StaticLayout's
# widening of the font padding were found (2026-12).
TUNED = {"DejaVuSans.ttf", "ipaexg.ttf", "Lato-Regular.ttf", "Roboto-Regular.ttf", "NotoSans-Regular.ttf",
         "FreeSerif.ttf", "NimbusSans-Italic.otf", "NotoSans-Bold.ttf", "NotoSansCJK-Regular.ttc",
         "NotoSansArabic-Regular.ttf"}
PROBES = "AHxあ가กअا"


def probe(typeface):
    """One character the font maps, so no fallback font takes part in the line."""
    for character in PROBES:
        if typeface.unicharToGlyph(ord(character)):
            return character
    return None


def inkbox_boxes(inkbox, font, character, platform, arguments):
    command = [inkbox, "audit", font, "--face", "0", "--platform", platform, "--chars", character,
               "--sizes", ",".join(str(s) for s in SIZES), "--format", "json"] + arguments
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"inkbox failed on {font}: {run.stderr.strip()}")
    return {r["pointSize"]: r["lineBox"] for r in json.loads(run.stdout)["fonts"][0]["results"]}


# Paragraph settings beyond TextStyle.height: (label, inkbox arguments, what they set in skparagraph).
# A strut takes the text's own font and size (StrutStyle.fromTextStyle).
VARIANTS = [
    ("plain", [], {}),
    ("even leading", ["--flutter-leading", "even"], {"half_leading": True}),
    ("strut leading 0.5", ["--flutter-strut", "on", "--strut-leading", "0.5"], {"strut": {"leading": 0.5}}),
    ("forced strut 1.3", ["--flutter-strut", "force", "--strut-height", "1.3"],
     {"strut": {"force": True, "height": 1.3}}),
    ("forced even strut 1.3", ["--flutter-strut", "force", "--strut-height", "1.3", "--flutter-leading", "even"],
     {"strut": {"force": True, "height": 1.3}, "half_leading": True}),
]


def skparagraph_box(typeface, character, size, height, settings):
    provider = textlayout.TypefaceFontProvider()
    provider.registerTypeface(typeface, "Probe")
    collection = textlayout.FontCollection()
    collection.setDefaultFontManager(provider)
    style = textlayout.TextStyle()
    style.setFontFamilies(["Probe"])
    style.setFontSize(size)
    if height is not None:
        style.setHeight(height)
        style.setHeightOverride(True)
    style.setHalfLeading(settings.get("half_leading", False))
    paragraph_style = textlayout.ParagraphStyle()
    paragraph_style.setTextStyle(style)
    if "strut" in settings:
        strut = textlayout.StrutStyle()
        strut.setStrutEnabled(True)
        strut.setFontFamilies(["Probe"])
        strut.setFontSize(size)
        strut.setLeading(settings["strut"].get("leading", -1))
        if "height" in settings["strut"]:
            strut.setHeight(settings["strut"]["height"])
            strut.setHeightOverride(True)
        strut.setHalfLeading(settings.get("half_leading", False))
        strut.setForceStrutHeight(settings["strut"].get("force", False))
        paragraph_style.setStrutStyle(strut)
    builder = textlayout.ParagraphBuilder(paragraph_style, collection, skia.Unicodes.ICU.Make())
    builder.pushStyle(style)
    builder.addText(character)
    paragraph = builder.Build()
    paragraph.layout(10_000)
    return paragraph.AlphabeticBaseline, paragraph.Height


def font_metrics_int(typeface, size, density):
    """`Paint.getFontMetricsInt` in device pixels, Skia's signs: hwui's rounding of Skia's metrics."""
    m = skia.Font(typeface, size * density).getMetrics()
    return {"top": math.floor(m.fTop), "ascent": math.floor(m.fAscent + 0.5), "descent": math.floor(m.fDescent + 0.5),
            "bottom": math.ceil(m.fBottom)}


def android_box(typeface, size, density, padding):
    """StaticLayout's one line over Skia's metrics, in device pixels above and below the baseline."""
    metrics = font_metrics_int(typeface, size, density)
    ascent, descent = -metrics["ascent"], metrics["descent"]
    if not padding:
        return ascent, descent
    # With fallbackLineSpacing (the default since API 28) StaticLayout widens top and bottom to
    # the ascent and descent where these pass the head box ("avoiding unexpected clipping").
    return max(-metrics["top"], ascent), max(metrics["bottom"], descent)


def compare_font(inkbox, font):
    typeface = skia.Typeface.MakeFromFile(font, 0)
    character = probe(typeface)
    rows = []
    if typeface is None or character is None:
        return rows
    name = os.path.basename(font)
    for label, options, settings in VARIANTS:
        for height in HEIGHTS:
            arguments = ["--flutter-metrics", "android"] + options
            arguments += [] if height is None else ["--line-height-multiple", str(height)]
            predicted = inkbox_boxes(inkbox, font, character, "flutter", arguments)
            for size in SIZES:
                baseline, total = skparagraph_box(typeface, character, size, height, settings)
                box = predicted[size]
                agree = abs(box["top"] - baseline) < 1e-3 and round(box["top"] + box["bottom"], 3) == round(total, 3)
                rows.append({"font": name, "engine": "skparagraph", "size": size, "height": height, "variant": label,
                             "agree": agree, "inkbox": (box["top"], box["top"] + box["bottom"]),
                             "skia": (baseline, total)})
    for density in DENSITIES:
        for padding in (True, False):
            predicted = inkbox_boxes(inkbox, font, character, "android", ["--density", str(density), "--include-font-padding",
                                                               "on" if padding else "off"])
            for size in SIZES:
                box = predicted[size]
                mine = (round(box["top"] * density), round(box["bottom"] * density))
                theirs = android_box(typeface, size, density, padding)
                rows.append({"font": name, "engine": "android", "size": size, "density": density,
                             "padding": padding, "agree": mine == theirs, "inkbox": mine, "skia": theirs})
    return rows


def main():
    inkbox = sys.argv[1]
    options = sys.argv[2:]
    count = int(options[options.index("--fonts") + 1]) if "--fonts" in options else 30
    fonts = pick_fonts(count)
    if "--only" in options:
        wanted = options[options.index("--only") + 1:]
        fonts = [f for f in fonts if os.path.basename(f) in wanted] + [f for f in wanted if os.path.exists(f)]
    rows = []
    for font in fonts:
        rows += compare_font(inkbox, font)
    for row in rows:
        if not row["agree"]:
            where = f"{row['size']} px, height {row['height']}, {row['variant']}" if row["engine"] == "skparagraph" else \
                f"{row['size']} dp at density {row['density']}, includeFontPadding {row['padding']}"
            print(f"  differs  {row['engine']:<11} {row['font']:<34} {where}: inkbox {row['inkbox']}, skia {row['skia']}")
    failed = False
    for engine in ("skparagraph", "android"):
        print(f"{engine}: one-line boxes equal to Skia's (skia-python {skia.__version__})")
        for tuned in (True, False):
            subset = [r for r in rows if r["engine"] == engine and (r["font"] in TUNED) == tuned]
            if not subset:
                continue
            fonts_in = sorted({r["font"] for r in subset})
            agree = sum(r["agree"] for r in subset)
            label = "tuned" if tuned else "unseen"
            print(f"  {label:<7} {agree}/{len(subset)} boxes on {len(fonts_in)} fonts ({100 * agree / len(subset):.2f}%)")
            failed = failed or agree != len(subset)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
