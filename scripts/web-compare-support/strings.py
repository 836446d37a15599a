#!/usr/bin/env python3
"""Compares inkbox's web (chrome-linux) verdicts on shaped strings with real headless Chromium.

Like compare.py, but each cell holds one of inkbox's built-in language samples (`--samples all`:
Vietnamese, Thai, Devanagari, Arabic, Hebrew, Greek, Cyrillic and worst-case combining stacks) in
its own language (`lang`), shaped by Chromium's HarfBuzz. Strings with characters the font lacks
are skipped (Chromium would fall back to a system font), and so are strings whose exact ink lies
within 0.1 px of an edge.

Usage: strings.py INKBOX CHROMIUM WORKDIR -- FONT...
"""
import json
import os
import subprocess
import sys
from pathlib import Path

from PIL import ImageChops

from compare import LINE_HEIGHTS, SIZES, screenshot

COLUMNS = 4


def audit(inkbox, font, size, line_height):
    command = [inkbox, "audit", font, "--face", "0", "--platform", "web", "--overflow", "hidden", "--engine", "chrome-linux", "--samples", "all",
               "--size", str(size), "--width", "hug", "--format", "json"]
    if line_height != "normal":
        command += ["--line-height-multiple", line_height]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"inkbox failed on {font}: {run.stderr}")
    report = json.loads(run.stdout)["fonts"][0]
    result = report["results"][0]
    clipped = {c["string"] for c in result["clipped"] if c["severity"] == "error"}
    scale = size / report["unitsPerEm"]
    top, bottom = result["lineBox"]["top"], result["lineBox"]["bottom"]
    cases = []
    for string in report["strings"]:
        ink = string["inkBounds"]
        if string["missing"] or ink is None:
            continue
        margin = min(abs(top - ink["yMax"] * scale), abs(bottom + ink["yMin"] * scale))
        cases.append((string["text"], string["language"], string["index"] in clipped, margin))
    return cases


def page(font, size, line_height, cases, overflow):
    slot_w, slot_h = size * 16, size * 5
    cells = []
    for index, (text, language, _, _) in enumerate(cases):
        x, y = (index % COLUMNS) * slot_w, (index // COLUMNS) * slot_h
        escaped = text.replace("&", "&amp;").replace("<", "&lt;")
        lang = f' lang="{language}"' if language else ""
        cells.append(f'<div class="c"{lang} style="left:{x}px;top:{y + 2 * size}px">{escaped}</div>')
    css = (f"@font-face{{font-family:T;src:url('file://{font}')}}"
           "html,body{margin:0;background:#fff}"
           f".c{{position:absolute;font:{size}px T;line-height:{line_height};overflow:{overflow};"
           f"width:{14 * size}px;padding-left:{size}px;white-space:nowrap;color:#000}}")
    rows = (len(cases) + COLUMNS - 1) // COLUMNS
    return (f"<!doctype html><meta charset=utf-8><style>{css}</style><body>{''.join(cells)}",
            COLUMNS * slot_w, rows * slot_h, slot_w, slot_h)


def main():
    separator = sys.argv.index("--")
    inkbox, chromium, workdir = sys.argv[1:4]
    fonts = [os.path.abspath(f) for f in sys.argv[separator + 1:]]
    work = Path(workdir).resolve() / "strings"
    work.mkdir(parents=True, exist_ok=True)
    agree_total = counted_total = near_total = 0
    disagreements = []
    for font in fonts:
        for size in SIZES:
            for line_height in LINE_HEIGHTS:
                cases = audit(inkbox, font, size, line_height)
                if not cases:
                    continue
                shots = {}
                for overflow in ("visible", "hidden"):
                    html, width, height, slot_w, slot_h = page(font, size, line_height, cases, overflow)
                    shots[overflow] = screenshot(chromium, html, width, height,
                                                 work / f"{Path(font).stem}-{size}-{line_height}-{overflow}.png")
                difference = ImageChops.difference(shots["visible"], shots["hidden"])
                agree = counted = near = 0
                for index, (text, language, predicted, margin) in enumerate(cases):
                    if margin <= 0.1:
                        near += 1
                        continue
                    x, y = (index % COLUMNS) * slot_w, (index // COLUMNS) * slot_h
                    cut = difference.crop((x, y, x + slot_w, y + slot_h)).getbbox() is not None
                    counted += 1
                    if predicted == cut:
                        agree += 1
                    else:
                        disagreements.append((Path(font).name, size, line_height, text, language, predicted, cut,
                                              round(margin, 3)))
                agree_total, counted_total, near_total = agree_total + agree, counted_total + counted, near_total + near
                print(f"{Path(font).name:32s} {size:3d}px line-height {line_height:6s} "
                      f"{agree:3d}/{counted:3d} strings agree, {near:2d} within 0.1 px", flush=True)
    print(f"\nstrings: {agree_total}/{counted_total} verdicts agree ({agree_total / max(counted_total, 1):.2%}); "
          f"{near_total} within 0.1 px not counted")
    (work / "disagreements.json").write_text(json.dumps(disagreements, ensure_ascii=False, indent=0))
    print(f"disagreements: {work / 'disagreements.json'} ({len(disagreements)})")


if __name__ == "__main__":
    main()
