#!/usr/bin/env python3
"""Compares inkbox's web (chrome-linux) verdicts with what headless Chromium really clips.

For each font, size and line height, every character of the Latin set the font maps is put in
its own one-line block of that font, size and line height, twice: once with `overflow: visible`
and once with `overflow: hidden`. Chromium screenshots both pages; a glyph whose cell differs
between the two was cut by the clip. inkbox predicts the same from the font's metrics and exact
ink (`inkbox audit --platform web --engine chrome-linux`). Glyphs whose ink lies within 0.1 px of
an edge are not counted: hinting and anti-aliasing decide those, not the line box.

Usage: compare.py INKBOX CHROMIUM WORKDIR TUNED_FONTS [--hinting slight|none] -- FONT...
Prints one row per font, size and line height, then agreement over the untuned fonts.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

from PIL import Image, ImageChops

SIZES = [12, 16, 20, 28]
LINE_HEIGHTS = ["normal", "1", "1.2", "1.5"]
COLUMNS = 16
LATIN = [chr(c) for r in ((0x21, 0x7E), (0xA1, 0xFF), (0x100, 0x17F)) for c in range(r[0], r[1] + 1)
         if chr(c) not in "\u00ad"]


def run_inkbox(inkbox, font, size, line_height, hinting):
    command = [inkbox, "audit", font, "--face", "0", "--platform", "web", "--overflow", "hidden", "--engine", "chrome-linux",
               "--web-hinting", hinting, "--chars", "".join(LATIN), "--size", str(size), "--width", "hug", "--format", "json"]
    if line_height != "normal":
        command += ["--line-height-multiple", line_height]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"inkbox failed on {font}: {run.stderr}")
    return json.loads(run.stdout)["fonts"][0]


def inkbox_verdicts(inkbox, font, size, line_height, hinting="slight"):
    """{character: (inkbox says it clips, distance of its exact ink from the nearer edge in px)}.
    The verdict is inkbox's default model (hinted glyphs); the distance, which decides what is too
    close to an edge to count, is always measured on the exact outline."""
    # What inkbox says is cut: errors (faint ink is a note; the box hugs its text, as the page's does).
    clipped = {c["char"] for c in run_inkbox(inkbox, font, size, line_height, hinting)["results"][0]["clipped"]
               if c["severity"] == "error"}
    report = run_inkbox(inkbox, font, size, line_height, "none")
    result = report["results"][0]
    scale = size / report["unitsPerEm"]
    top, bottom = result["lineBox"]["top"], result["lineBox"]["bottom"]
    verdicts = {}
    for glyph in report["glyphs"]:
        ink = glyph["inkBounds"]
        if ink is None:
            continue
        margin_top = top - ink["yMax"] * scale
        margin_bottom = bottom + ink["yMin"] * scale
        verdicts[glyph["char"]] = (glyph["char"] in clipped, min(abs(margin_top), abs(margin_bottom)))
    return verdicts, result["lineBox"]["lineHeight"]


def page(font, size, line_height, characters, overflow, descriptors=""):
    """One cell per character; `descriptors` are added to the @font-face rule (metric overrides)."""
    slot_w, slot_h = size * 6, size * 5
    cells = []
    for index, character in enumerate(characters):
        x, y = (index % COLUMNS) * slot_w, (index // COLUMNS) * slot_h
        escaped = character.replace("&", "&amp;").replace("<", "&lt;")
        cells.append(f'<div class="c" style="left:{x}px;top:{y + 2 * size}px">{escaped}</div>')
    css = (f"@font-face{{font-family:T;src:url('file://{font}');{descriptors}}}"
           "html,body{margin:0;background:#fff}"
           f".c{{position:absolute;font:{size}px T;line-height:{line_height};overflow:{overflow};"
           f"width:{4 * size}px;padding-left:{size}px;white-space:nowrap;color:#000}}")
    rows = (len(characters) + COLUMNS - 1) // COLUMNS
    html = f"<!doctype html><meta charset=utf-8><style>{css}</style><body>{''.join(cells)}"
    return html, COLUMNS * slot_w, rows * slot_h, slot_w, slot_h


# The probe of the cut checks (font_face.py, clip_margin.py): tall accents, descenders and brackets.
CUT_PROBE = "ÉÅÇÖÜÑjqypgÿ|()[]{}"
CUT_SIZES = [12, 14, 16, 18, 20, 24, 32, 40]


def differing(visible, other, characters, slot_w, slot_h):
    """The characters whose cell of `page`'s grid differs between two screenshots of it."""
    difference = ImageChops.difference(visible, other)
    return [character for index, character in enumerate(characters)
            if difference.crop(((index % COLUMNS) * slot_w, (index // COLUMNS) * slot_h,
                                (index % COLUMNS + 1) * slot_w, (index // COLUMNS + 1) * slot_h)).getbbox() is not None]


def screenshot(chromium, html, width, height, path):
    source = path.with_suffix(".html")
    source.write_text(html, encoding="utf-8")
    subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--force-device-scale-factor=1", "--allow-file-access-from-files",
                    "--virtual-time-budget=4000", f"--window-size={width},{height}",
                    f"--screenshot={path}", source.as_uri()],
                   check=True, capture_output=True)
    return Image.open(path).convert("L")


def main():
    separator = sys.argv.index("--")
    inkbox, chromium, workdir, tuned = sys.argv[1:5]
    hinting = sys.argv[6] if separator > 5 and sys.argv[5] == "--hinting" else "slight"
    fonts = [os.path.abspath(f) for f in sys.argv[separator + 1:]]
    tuned = {os.path.basename(f) for f in tuned.split(",") if f}
    work = Path(workdir).resolve()
    work.mkdir(parents=True, exist_ok=True)
    totals = {True: [0, 0, 0], False: [0, 0, 0]}  # tuned?: agree, counted, near an edge
    disagreements = []
    for font in fonts:
        for size in SIZES:
            for line_height in LINE_HEIGHTS:
                verdicts, _ = inkbox_verdicts(inkbox, font, size, line_height, hinting)
                characters = sorted(verdicts)
                shots = {}
                for overflow in ("visible", "hidden"):
                    html, width, height, slot_w, slot_h = page(font, size, line_height, characters, overflow)
                    name = f"{Path(font).stem}-{size}-{line_height}-{overflow}.png"
                    shots[overflow] = screenshot(chromium, html, width, height, work / name)
                difference = ImageChops.difference(shots["visible"], shots["hidden"])
                agree = counted = near = 0
                for index, character in enumerate(characters):
                    x, y = (index % COLUMNS) * slot_w, (index // COLUMNS) * slot_h
                    cut = difference.crop((x, y, x + slot_w, y + slot_h)).getbbox() is not None
                    predicted, margin = verdicts[character]
                    if margin <= 0.1:
                        near += 1
                        continue
                    counted += 1
                    if predicted == cut:
                        agree += 1
                    else:
                        disagreements.append((Path(font).name, size, line_height, character, predicted, cut, round(margin, 3)))
                is_tuned = os.path.basename(font) in tuned
                for slot, value in enumerate((agree, counted, near)):
                    totals[is_tuned][slot] += value
                rate = agree / counted if counted else 1
                print(f"{Path(font).name:32s} {size:3d}px line-height {line_height:6s} "
                      f"{agree:4d}/{counted:4d} agree ({rate:6.1%}), {near:3d} within 0.1 px"
                      f"{'  (tuned)' if is_tuned else ''}", flush=True)
    summarize(totals, "glyph verdicts", work, disagreements)


def summarize(totals, noun, work, disagreements):
    """Agreement over the untuned fonts, then the tuned ones (`totals[tuned] = [agree, counted,
    near an edge]`), and every disagreement written to WORK/disagreements.json."""
    print()
    for is_tuned in (False, True):
        agree, counted, near = totals[is_tuned]
        if counted:
            label = "tuned fonts  " if is_tuned else "untuned fonts"
            print(f"{label}: {agree}/{counted} {noun} agree ({agree / counted:.2%}); {near} within 0.1 px not counted")
    (work / "disagreements.json").write_text(json.dumps(disagreements, ensure_ascii=False, indent=0))
    print(f"disagreements: {work / 'disagreements.json'} ({len(disagreements)})")


if __name__ == "__main__":
    main()
