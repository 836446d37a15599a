#!/usr/bin/env python3
"""The web model against a real engine (Chromium, Firefox or WebKitGTK: browsers.py) on fonts picked
at random from Debian font packages.

For each font a seeded sample of its characters (Latin, and its own script's letters; no
combining marks, which a browser would draw on a dotted circle) is put in one-line blocks at sizes
11 to 40 px, line heights normal, 1, 1.15, 1.25, 1.5 and two fixed px values that fall between
pixels, at device pixel ratios 1 and 2. Each block is drawn twice, with `overflow: visible` and
`overflow: hidden`; a character whose cell differs was cut. inkbox predicts the same
(`inkbox audit --platform web --engine chrome-linux`, firefox-linux, or webkit-linux with full
hinting as WebKitGTK draws under xvfb: browsers.INKBOX_MODEL; or the options --model gives).
Characters whose exact ink lies within 0.1 px of an edge are not counted: anti-aliasing decides those.

Fonts are picked by pool.py (serif, italic, CJK, Thai, Arabic, Devanagari, TrueType hinted and
unhinted, CFF) with a fixed seed. TUNED names, per engine, the fonts its model was tuned on;
agreement is reported for them and for every other font separately.

Usage: wide.py INKBOX CHROMIUM WORKDIR [--engine chromium|firefox|webkit] [--model "INKBOX OPTIONS"]
               [--fonts N] [--jobs N] [--min-agreement PERCENT] [--only NAME ...]
       wide.py --report WORKDIR/ENGINE/wide.json      (the summary of a run again)
Writes WORKDIR/ENGINE/wide.json (every verdict) and prints agreement per font, then overall.
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
from PIL import ImageChops

sys.path.insert(0, str(Path(__file__).resolve().parent))
import browsers  # noqa: E402
from pool import SEED, pick_fonts  # noqa: E402

SIZES = [11, 13, 15, 17, 20, 24, 32, 40]
MULTIPLES = ["normal", "1", "1.15", "1.25", "1.5"]
SIZE_GROUPS = [[11, 13, 15, 17], [20, 24], [32, 40]]
COLUMNS = 24
SAMPLE = 48

# Fonts seen while building or tuning each engine's model, reported apart from the others.
# chrome-linux: DejaVu Sans and IPAex Gothic (the first model) and the fonts it was then checked on
# (Lato, Cantarell, Inter, Roboto, Liberation Serif, Noto Sans, Carlito); Noto Sans and Open Sans
# Italic (the sides); the four fonts the clip-snapping and faint-ink rules were tuned on (2026-11).
CHROMIUM_TUNED = {"DejaVuSans.ttf", "ipaexg.ttf", "Lato-Regular.ttf", "Cantarell-Regular.otf", "Inter-roman.var.ttf",
                  "Roboto-Regular.ttf", "LiberationSerif-Regular.ttf", "NotoSans-Regular.ttf", "Carlito-Regular.ttf",
                  "NotoSans-Italic.ttf", "OpenSans-Italic.ttf",
                  "FreeSerif.ttf", "Carlito-Italic.ttf", "NotoSansThai-Regular.ttf", "C059-Roman.otf"}
# firefox-linux: the fonts whose screenshots and layout (block height, baseline, MaxAscent and
# MaxDescent read through vertical-align) the Gecko rules were found on (2026-12). webkit-linux: the
# three whose layout showed WebKit's whole CSS pixels, and the two its full hinting was found on.
TUNED = {
    "chromium": CHROMIUM_TUNED,
    "firefox": {"FreeSerif.ttf", "NimbusSans-Italic.otf", "NotoSans-Bold.ttf", "NotoSansCJK-Regular.ttc",
                "Carlito-Regular.ttf", "LiberationSans-Regular.ttf", "DejaVuSerif.ttf", "UnBatang.ttf",
                "Roboto-Regular.ttf"},
    "webkit": {"FreeSerif.ttf", "NotoSans-Bold.ttf", "NimbusSans-Italic.otf", "LiberationSans-Regular.ttf",
               "Gentium-R.ttf"},
}

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


def run_inkbox(inkbox, font, sizes, arguments, dpr, chars, model, hinting):
    command = [inkbox, "audit", font, "--face", "0", "--platform", "web", "--overflow", "hidden", "--dpr", str(dpr),
               "--chars", "".join(chars), "--sizes", ",".join(str(s) for s in sizes), "--edges", "vertical",
               "--format", "json"] + model + arguments
    if hinting:
        command += ["--web-hinting", hinting]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"inkbox failed on {font}: {run.stderr}")
    return json.loads(run.stdout)["fonts"][0]


def predictions(inkbox, font, sizes, arguments, dpr, chars, model):
    """{size: {character: (inkbox says it clips, distance of its exact ink from the nearer edge in px,
    what inkbox says with exact outlines, the line box's top and bottom edges)}}."""
    hinted = run_inkbox(inkbox, font, sizes, arguments, dpr, chars, model, None)
    exact = run_inkbox(inkbox, font, sizes, arguments, dpr, chars, model, "none")
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


def compare_font(inkbox, browser, model, work, font):
    chars = characters(font)
    rows = []
    for dpr in (1, 2):
        for group in SIZE_GROUPS:
            shared = {m: predictions(inkbox, font, group, ([] if m == "normal" else ["--line-height-multiple", m]), dpr,
                                     chars, model) for m in MULTIPLES}
            blocks, predicted = [], []
            for size in group:
                for label, arguments, css in line_heights(size):
                    blocks.append((size, css))
                    verdicts = shared[label][size] if label in shared else \
                        predictions(inkbox, font, [size], arguments, dpr, chars, model)[size]
                    predicted.append((size, label, verdicts))
            shots = {}
            for overflow in ("visible", "hidden"):
                html, width, height, boxes = page(font, blocks, chars, overflow)
                name = f"{Path(font).stem}-{dpr}x-{group[0]}-{overflow}.png"
                try:
                    shots[overflow] = browser.screenshot(html, width, height, dpr, work / name)
                except browsers.FontNotLoaded as refused:
                    print(f"  {os.path.basename(font)}: not counted: {refused}", file=sys.stderr, flush=True)
                    return []
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
                                 "char": character, "inkbox": says, "browser": cut, "margin": round(margin, 3),
                                 "exact": exactly, "top": top, "bottom": bottom, "path": font})
    print(f"  {os.path.basename(font)}: {len(rows)} verdicts", file=sys.stderr, flush=True)
    return rows


def main():
    if sys.argv[1] == "--report":
        rows = json.loads(Path(sys.argv[2]).read_text())
        report(rows, TUNED[rows[0]["engine"]] if rows else set())
        return
    inkbox, chromium, workdir = sys.argv[1:4]
    options = sys.argv[4:]

    def value(name, default):
        return options[options.index(name) + 1] if name in options else default
    count = int(value("--fonts", 38))
    jobs = int(value("--jobs", 2))
    browser = browsers.make(value("--engine", "chromium"), chromium)
    # The inkbox options that model the engine as it runs here, unless --model gives others.
    model = value("--model", browsers.INKBOX_MODEL[browser.name]).split()
    fonts = pick_fonts(count)
    if "--only" in options:
        wanted = set(options[options.index("--only") + 1:])
        fonts = [f for f in fonts if os.path.basename(f) in wanted]
    work = Path(workdir).resolve() / browser.name
    work.mkdir(parents=True, exist_ok=True)
    print(f"{browser.version()} against inkbox {' '.join(model)}", flush=True)
    try:
        with ThreadPoolExecutor(jobs) as pool:
            results = list(pool.map(lambda f: compare_font(inkbox, browser, model, work, f), fonts))
    finally:
        browser.close()
    rows = [dict(row, engine=browser.name) for font_rows in results for row in font_rows]
    (work / "wide.json").write_text(json.dumps(rows, ensure_ascii=False))
    agreement = report(rows, TUNED[browser.name])
    # CI runs a sample and fails it below a floor.
    floor = float(value("--min-agreement", 0))
    if agreement * 100 < floor:
        sys.exit(f"{browser.name}: {agreement:.2%} of verdicts agree, below --min-agreement {floor}%")


def report(rows, tuned_fonts):
    counted = [r for r in rows if r["margin"] > 0.1]
    per_font = {}
    for row in counted:
        entry = per_font.setdefault(row["font"], [0, 0])
        entry[0] += row["inkbox"] == row["browser"]
        entry[1] += 1
    for name, (agree, total) in sorted(per_font.items(), key=lambda item: item[1][0] / item[1][1]):
        mark = "  (tuned)" if name in tuned_fonts else ""
        print(f"{name:40s} {agree:5d}/{total:5d} agree ({agree / total:7.2%}){mark}")
    for label, tuned in (("unseen fonts", False), ("tuned fonts ", True)):
        subset = [r for r in counted if (r["font"] in tuned_fonts) == tuned]
        if subset:
            agree = sum(r["inkbox"] == r["browser"] for r in subset)
            fonts = len({r["font"] for r in subset})
            worst = min((a / t for n, (a, t) in per_font.items() if (n in tuned_fonts) == tuned), default=1)
            print(f"{label}: {agree}/{len(subset)} verdicts agree ({agree / len(subset):.2%}) over {fonts} fonts, "
                  f"the worst font {worst:.2%}; {len(rows) - len(counted)} within 0.1 px of an edge not counted overall")
    return sum(r["inkbox"] == r["browser"] for r in counted) / max(1, len(counted))


if __name__ == "__main__":
    main()
