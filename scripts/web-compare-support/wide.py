#!/usr/bin/env python3
"""The web model against headless Chromium on fonts picked at random from Debian font packages.

For each font a seeded sample of its characters (Latin, and its own script's letters; no
combining marks, which Chromium would draw on a dotted circle) is put in one-line blocks at sizes
11 to 40 px, line heights normal, 1, 1.15, 1.25, 1.5 and two fixed px values that fall between
pixels, at device pixel ratios 1 and 2. Each block is drawn twice, with `overflow: visible` and
`overflow: hidden`; a character whose cell differs was cut. inkbox predicts the same
(`inkbox audit --platform web --engine chrome-linux`). Characters whose exact ink lies within
0.1 px of an edge are not counted: anti-aliasing decides those.

Fonts are picked by pool.py (serif, italic, CJK, Thai, Arabic, Devanagari, TrueType hinted and
unhinted, CFF) with a fixed seed. TUNED names the fonts the model was tuned on; agreement is
reported for them and for every other font separately.

Usage: wide.py INKBOX CHROMIUM WORKDIR [--fonts N] [--jobs N] [--only NAME ...]
       wide.py --report WORKDIR/wide.json      (the summary of a run again)
Writes WORKDIR/wide.json (every verdict) and prints agreement per font, then overall.
"""
import json
import os
import random
import subprocess
import sys
import unicodedata
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from fontTools.ttLib import TTFont
from PIL import Image, ImageChops

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pool import SEED, pick_fonts  # noqa: E402

SIZES = [11, 13, 15, 17, 20, 24, 32, 40]
MULTIPLES = ["normal", "1", "1.15", "1.25", "1.5"]
SIZE_GROUPS = [[11, 13, 15, 17], [20, 24], [32, 40]]
COLUMNS = 24
SAMPLE = 48

# Seen while building or tuning the web model's vertical rules: reported apart from the others.
# DejaVu Sans and IPAex Gothic (the first model) and the fonts it was then checked on (Lato,
# Cantarell, Inter, Roboto, Liberation Serif, Noto Sans, Carlito); Noto Sans and Open Sans Italic
# (the sides); the four fonts the clip-snapping and faint-ink rules were tuned on (2026-11).
TUNED = {"DejaVuSans.ttf", "ipaexg.ttf", "Lato-Regular.ttf", "Cantarell-Regular.otf", "Inter-roman.var.ttf",
         "Roboto-Regular.ttf", "LiberationSerif-Regular.ttf", "NotoSans-Regular.ttf", "Carlito-Regular.ttf",
         "NotoSans-Italic.ttf", "OpenSans-Italic.ttf",
         "FreeSerif.ttf", "Carlito-Italic.ttf", "NotoSansThai-Regular.ttf", "C059-Roman.otf"}

LATIN = [chr(c) for r in ((0x21, 0x7E), (0xC0, 0xFF), (0x100, 0x17F)) for c in range(r[0], r[1] + 1)]
SCRIPTS = [(0x0E01, 0x0E2E), (0x0621, 0x064A), (0x0905, 0x0939), (0x3041, 0x3096), (0x30A1, 0x30FA),
           (0x4E00, 0x4E80), (0xAC00, 0xAC40)]
ALWAYS = "ÅÉÄÖÜŸÇjgpqyQ|"


def characters(font):
    """A seeded sample of the characters the font maps: no marks, no spaces."""
    cmap = TTFont(font, fontNumber=0, lazy=True).getBestCmap()
    candidates = [c for c in LATIN if ord(c) in cmap]
    for low, high in SCRIPTS:
        candidates += [chr(c) for c in range(low, high + 1) if c in cmap]
    candidates = [c for c in dict.fromkeys(candidates)
                  if not unicodedata.category(c).startswith(("M", "Z", "C"))]
    rng = random.Random(f"{SEED}:{os.path.basename(font)}")
    always = [c for c in ALWAYS if c in candidates]
    rest = [c for c in candidates if c not in always]
    rng.shuffle(rest)
    return always + rest[:max(0, SAMPLE - len(always))]


def line_heights(size):
    """Each line height as (label, inkbox arguments, CSS value)."""
    heights = [(m, ([] if m == "normal" else ["--line-height-multiple", m]), m) for m in MULTIPLES]
    for px in (size * 1.25, round(size * 1.1 + 0.3, 2)):
        heights.append((f"{px:g}px", ["--line-height", f"{px:g}"], f"{px:g}px"))
    return heights


def run_inkbox(inkbox, font, sizes, arguments, dpr, chars, hinting):
    command = [inkbox, "audit", font, "--face", "0", "--platform", "web", "--engine", "chrome-linux", "--dpr", str(dpr),
               "--chars", "".join(chars), "--sizes", ",".join(str(s) for s in sizes), "--edges", "vertical",
               "--format", "json"] + arguments
    if hinting:
        command += ["--web-hinting", hinting]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"inkbox failed on {font}: {run.stderr}")
    return json.loads(run.stdout)["fonts"][0]


def predictions(inkbox, font, sizes, arguments, dpr, chars):
    """{size: {character: (inkbox says it clips, distance of its exact ink from the nearer edge in px,
    what inkbox says with exact outlines, the line box's top and bottom edges)}}."""
    hinted = run_inkbox(inkbox, font, sizes, arguments, dpr, chars, None)
    exact = run_inkbox(inkbox, font, sizes, arguments, dpr, chars, "none")
    by_size = {}
    for index, size in enumerate(sizes):
        clipped = {c["char"] for c in hinted["results"][index]["clipped"] if c["severity"] == "error"}
        exactly = {c["char"] for c in exact["results"][index]["clipped"] if c["severity"] == "error"}
        result = exact["results"][index]
        scale = size / exact["unitsPerEm"]
        top, bottom = result["lineBox"]["top"], result["lineBox"]["bottom"]
        verdicts = {}
        for glyph in exact["glyphs"]:
            ink = glyph["inkBounds"]
            if ink is None or glyph["char"] not in chars:
                continue
            margin = min(abs(top - ink["yMax"] * scale), abs(bottom + ink["yMin"] * scale))
            verdicts[glyph["char"]] = (glyph["char"] in clipped, margin, glyph["char"] in exactly, top, bottom)
        by_size[size] = verdicts
    return by_size


def page(font, blocks, chars, overflow):
    """One row of cells per (size, line height) block; returns the HTML, its size and each cell's box."""
    cells, boxes, y = [], [], 0
    width = 0
    for size, css in blocks:
        slot_w, slot_h = size * 3, int(size * 3.5)
        for index, character in enumerate(chars):
            x = (index % COLUMNS) * slot_w
            top = y + (index // COLUMNS) * slot_h
            escaped = character.replace("&", "&amp;").replace("<", "&lt;")
            cells.append(f'<div class="c" style="left:{x}px;top:{top + size}px;font-size:{size}px;line-height:{css};'
                         f'width:{2 * size}px;padding-left:{size // 2}px">{escaped}</div>')
            boxes.append((x, top, x + slot_w, top + slot_h))
        rows = (len(chars) + COLUMNS - 1) // COLUMNS
        y += rows * slot_h
        width = max(width, COLUMNS * slot_w)
    css = (f"@font-face{{font-family:T;src:url('file://{font}');}}html,body{{margin:0;background:#fff}}"
           f".c{{position:absolute;font-family:T;overflow:{overflow};white-space:nowrap;color:#000}}")
    return f"<!doctype html><meta charset=utf-8><style>{css}</style><body>{''.join(cells)}", width, y, boxes


def screenshot(chromium, html, width, height, dpr, path):
    source = path.with_suffix(".html")
    source.write_text(html, encoding="utf-8")
    subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    f"--force-device-scale-factor={dpr}", "--allow-file-access-from-files",
                    "--virtual-time-budget=4000", f"--window-size={width},{height}",
                    f"--screenshot={path}", source.as_uri()], check=True, capture_output=True)
    return Image.open(path).convert("L")


def compare_font(inkbox, chromium, work, font):
    chars = characters(font)
    rows = []
    for dpr in (1, 2):
        for group in SIZE_GROUPS:
            shared = {m: predictions(inkbox, font, group, ([] if m == "normal" else ["--line-height-multiple", m]), dpr, chars)
                      for m in MULTIPLES}
            blocks, predicted = [], []
            for size in group:
                for label, arguments, css in line_heights(size):
                    blocks.append((size, css))
                    verdicts = shared[label][size] if label in shared else \
                        predictions(inkbox, font, [size], arguments, dpr, chars)[size]
                    predicted.append((size, label, verdicts))
            shots = {}
            for overflow in ("visible", "hidden"):
                html, width, height, boxes = page(font, blocks, chars, overflow)
                name = f"{Path(font).stem}-{dpr}x-{group[0]}-{overflow}.png"
                shots[overflow] = screenshot(chromium, html, width, height, dpr, work / name)
            difference = ImageChops.difference(shots["visible"], shots["hidden"])
            cell = 0
            for size, label, verdicts in predicted:
                for character in chars:
                    x0, y0, x1, y1 = boxes[cell]
                    cell += 1
                    if character not in verdicts:
                        continue
                    cut = difference.crop((x0 * dpr, y0 * dpr, x1 * dpr, y1 * dpr)).getbbox() is not None
                    says, margin, exactly, top, bottom = verdicts[character]
                    rows.append({"font": os.path.basename(font), "dpr": dpr, "size": size, "lineHeight": label,
                                 "char": character, "inkbox": says, "chromium": cut, "margin": round(margin, 3),
                                 "exact": exactly, "top": top, "bottom": bottom, "path": font})
    print(f"  {os.path.basename(font)}: {len(rows)} verdicts", file=sys.stderr, flush=True)
    return rows


def main():
    if sys.argv[1] == "--report":
        report(json.loads(Path(sys.argv[2]).read_text()))
        return
    inkbox, chromium, workdir = sys.argv[1:4]
    options = sys.argv[4:]
    count = int(options[options.index("--fonts") + 1]) if "--fonts" in options else 38
    jobs = int(options[options.index("--jobs") + 1]) if "--jobs" in options else 2
    fonts = pick_fonts(count)
    if "--only" in options:
        wanted = set(options[options.index("--only") + 1:])
        fonts = [f for f in fonts if os.path.basename(f) in wanted]
    work = Path(workdir).resolve()
    work.mkdir(parents=True, exist_ok=True)
    with ThreadPoolExecutor(jobs) as pool:
        results = list(pool.map(lambda f: compare_font(inkbox, chromium, work, f), fonts))
    rows = [row for font_rows in results for row in font_rows]
    (work / "wide.json").write_text(json.dumps(rows, ensure_ascii=False))
    report(rows)


def report(rows):
    counted = [r for r in rows if r["margin"] > 0.1]
    per_font = {}
    for row in counted:
        entry = per_font.setdefault(row["font"], [0, 0])
        entry[0] += row["inkbox"] == row["chromium"]
        entry[1] += 1
    for name, (agree, total) in sorted(per_font.items(), key=lambda item: item[1][0] / item[1][1]):
        mark = "  (tuned)" if name in TUNED else ""
        print(f"{name:40s} {agree:5d}/{total:5d} agree ({agree / total:7.2%}){mark}")
    for label, tuned in (("unseen fonts", False), ("tuned fonts ", True)):
        subset = [r for r in counted if (r["font"] in TUNED) == tuned]
        if subset:
            agree = sum(r["inkbox"] == r["chromium"] for r in subset)
            fonts = len({r["font"] for r in subset})
            worst = min((a / t for n, (a, t) in per_font.items() if (n in TUNED) == tuned), default=1)
            print(f"{label}: {agree}/{len(subset)} verdicts agree ({agree / len(subset):.2%}) over {fonts} fonts, "
                  f"the worst font {worst:.2%}; {len(rows) - len(counted)} within 0.1 px of an edge not counted overall")


if __name__ == "__main__":
    main()
