#!/usr/bin/env python3
"""Compares inkbox's web (chrome-linux) verdicts at the sides of a text box with headless Chromium.

Each glyph of the Latin set the font maps, and each word of WORDS the font can draw, is put in its
own shrink-to-fit box (`position: absolute; width: max-content; white-space: nowrap`), at a whole
pixel, with a line height of 3 so the top and bottom never clip: once with `overflow: visible` and
once with `overflow: hidden`. Chromium screenshots both pages; the columns that differ left of
the box's middle were cut at its left side, those right of it at its right side. inkbox predicts
the same (`inkbox audit --platform web --edges horizontal`). A side whose exact ink lies within
0.1 px of it is not counted: anti-aliasing decides those, not the box.

Usage: horizontal.py INKBOX CHROMIUM WORKDIR TUNED_FONTS -- FONT...
Prints one row per font and size, then agreement over the untuned fonts and the tuned ones,
and writes every disagreement to WORKDIR/horizontal/disagreements.json.
"""
import json
import math
import os
import subprocess
import sys
from pathlib import Path

from PIL import ImageChops

from compare import LATIN, screenshot, summarize

SIZES = [12, 20, 36]
WORDS = ["fly", "jump", "fjord", "gif", "office", "Ajax", "quickly", "leaf", "javascript", "Of", "Tf", "yf", "jj", "ff",
         "Wolf", "Vejle", "half", "If", "kerf", "elf", "ßf", "Jörg", "Ærø", "yuzu", "fjäll"]
COLUMNS = 12


def audit(inkbox, font, size, items):
    """inkbox's verdicts for glyphs (`items` None) or the words: a list of (label, text, clips
    left, clips right, margin left, margin right), margins in px from each side (exact ink)."""
    base = [inkbox, "audit", font, "--face", "0", "--platform", "web", "--overflow", "hidden", "--engine", "chrome-linux", "--edges", "horizontal",
            "--size", str(size), "--width", "hug", "--format", "json"]
    command = base + (["--chars", "".join(LATIN)] if items is None else [a for word in items for a in ("--text", word)])
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"inkbox failed on {font}: {run.stderr}")
    report = json.loads(run.stdout)["fonts"][0]
    result = report["results"][0]
    scale = size / report["unitsPerEm"]
    if items is None:
        clipped = {c["char"]: c for c in result["clipped"] if c["severity"] == "error"}
        entries = [(g["char"], g["char"], g["inkBounds"], g["advance"], False) for g in report["glyphs"]]
    else:
        clipped = {c["string"]: c for c in result["clipped"] if c["severity"] == "error"}
        entries = [(s["index"], s["text"], s["inkBounds"], s["advance"], s["rightToLeft"]) for s in report["strings"]
                   if not s["missing"] and not s["fallbacks"]]
    cases = []
    for key, text, ink, advance, rtl in entries:
        if ink is None:
            continue
        # The box's sides as docs/line-box-models.md, "Sides of a text view", gives them for the
        # web: the advances rounded up to 1/64 px, the clip's right edge rounded to a pixel. Used
        # only to leave out sides the ink all but touches; the verdicts are inkbox's own.
        content = advance * scale
        width = math.floor(math.ceil(content * 64 - 1e-9) / 64 + 0.5)
        left_side, right_side = (content - width, content) if rtl else (0, width)
        found = clipped.get(key, {})
        cases.append((text, found.get("left", 0) > 0, found.get("right", 0) > 0,
                      abs(ink["xMin"] * scale - left_side), abs(right_side - ink["xMax"] * scale)))
    return cases


def page(font, size, cases, overflow, slot_w):
    slot_h = size * 4
    cells = []
    for index, (text, *_rest) in enumerate(cases):
        x, y = (index % COLUMNS) * slot_w + 2 * size, (index // COLUMNS) * slot_h
        escaped = text.replace("&", "&amp;").replace("<", "&lt;")
        cells.append(f'<div class="c" style="left:{x}px;top:{y}px">{escaped}</div>')
    css = (f"@font-face{{font-family:T;src:url('file://{font}')}}"
           "html,body{margin:0;background:#fff}"
           f".c{{position:absolute;font:{size}px T;line-height:3;overflow:{overflow};width:max-content;"
           "white-space:nowrap;padding:0;color:#000}")
    rows = (len(cases) + COLUMNS - 1) // COLUMNS
    return (f"<!doctype html><meta charset=utf-8><style>{css}</style><body>{''.join(cells)}",
            COLUMNS * slot_w, rows * slot_h, slot_h)


def compare(chromium, work, font, size, cases, slot_w, label):
    """Per case: (cut at the left, cut at the right, columns cut left, columns cut right)."""
    shots = {}
    for overflow in ("visible", "hidden"):
        html, width, height, slot_h = page(font, size, cases, overflow, slot_w)
        shots[overflow] = screenshot(chromium, html, width, height, work / f"{Path(font).stem}-{label}-{size}-{overflow}.png")
    difference = ImageChops.difference(shots["visible"], shots["hidden"]).point(lambda value: 255 if value > 0 else 0)
    cuts = []
    for index in range(len(cases)):
        left = (index % COLUMNS) * slot_w + 2 * size
        top = (index // COLUMNS) * slot_h
        cell = difference.crop((left - 2 * size, top, left - 2 * size + slot_w, top + slot_h))
        box = cell.getbbox()
        if box is None:
            cuts.append((False, False, 0, 0))
            continue
        # Columns with a difference, relative to the box's left side (2 * size into the cell): the
        # clip keeps everything inside the box, so a difference is left of it or right of it.
        columns = [x - 2 * size for x in range(cell.width) if cell.crop((x, 0, x + 1, cell.height)).getbbox()]
        cut_left = [c for c in columns if c < 0]
        cut_right = [c for c in columns if c >= 0]
        cuts.append((bool(cut_left), bool(cut_right), len(cut_left), len(cut_right)))
    return cuts


def main():
    separator = sys.argv.index("--")
    inkbox, chromium, workdir, tuned = sys.argv[1:5]
    fonts = [os.path.abspath(f) for f in sys.argv[separator + 1:]]
    tuned = {os.path.basename(f) for f in tuned.split(",") if f}
    work = Path(workdir).resolve() / "horizontal"
    work.mkdir(parents=True, exist_ok=True)
    totals = {True: [0, 0, 0], False: [0, 0, 0]}  # tuned?: agree, counted, near a side
    disagreements = []
    for font in fonts:
        is_tuned = os.path.basename(font) in tuned
        for size in SIZES:
            agree = counted = near = cut_sides = 0
            for label, items, slot_w in (("glyphs", None, size * 6), ("words", WORDS, size * 16)):
                cases = audit(inkbox, font, size, items)
                if not cases:
                    continue
                for case, cut in zip(cases, compare(chromium, work, font, size, cases, slot_w, label)):
                    text, predicted_left, predicted_right, margin_left, margin_right = case
                    for side, predicted, seen, margin, columns in (("left", predicted_left, cut[0], margin_left, cut[2]),
                                                                  ("right", predicted_right, cut[1], margin_right, cut[3])):
                        if margin <= 0.1:
                            near += 1
                            continue
                        counted += 1
                        cut_sides += seen
                        if predicted == seen:
                            agree += 1
                        else:
                            disagreements.append((Path(font).name, size, text, side, predicted, seen, columns, round(margin, 3)))
            for slot, value in enumerate((agree, counted, near)):
                totals[is_tuned][slot] += value
            print(f"{Path(font).name:32s} {size:3d}px {agree:4d}/{counted:4d} sides agree "
                  f"({agree / max(counted, 1):6.1%}), {cut_sides:3d} cut in Chromium, {near:3d} within 0.1 px"
                  f"{'  (tuned)' if is_tuned else ''}", flush=True)
    summarize(totals, "side verdicts", work, disagreements)


if __name__ == "__main__":
    main()
