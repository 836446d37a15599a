#!/usr/bin/env python3
"""Checks `inkbox audit --format json` against fontTools on fonts that are not fixtures:
every raw metric exactly, every glyph's ink bounds within one font unit, and every iOS
overflow against the documented formula, recomputed here from fontTools' hhea values and
the ink inkbox reported.
Run scripts/crosscheck rather than this file.  Usage: crosscheck.py INKBOX FONT..."""
import json
import math
import subprocess
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

from generate import composite_origin_shift, placed_by_component

SCALE = 3


def ceil_px(x):
    return math.ceil(x * SCALE - 1e-9) / SCALE


def round_px(x):
    return math.floor(x * SCALE + 0.5 + 1e-9) / SCALE


def expected_metrics(font):
    head, hhea = font["head"], font["hhea"]
    os2 = font["OS/2"] if "OS/2" in font else None
    return {
        "hhea": {"ascender": hhea.ascent, "descender": hhea.descent, "lineGap": hhea.lineGap},
        "typo": None if os2 is None else {"ascender": os2.sTypoAscender, "descender": os2.sTypoDescender,
                                          "lineGap": os2.sTypoLineGap,
                                          "useTypoMetrics": bool(os2.fsSelection & 128)},
        "win": None if os2 is None else {"ascent": os2.usWinAscent, "descent": os2.usWinDescent},
        "head": {"xMin": head.xMin, "yMin": head.yMin, "xMax": head.xMax, "yMax": head.yMax},
        "capHeight": os2.sCapHeight if os2 is not None and os2.version >= 2 else None,
        "xHeight": os2.sxHeight if os2 is not None and os2.version >= 2 else None,
    }


def check(inkbox, path):
    run = subprocess.run([inkbox, "audit", "--set", "glyphs", "--face", "0", "--format", "json", path],
                         capture_output=True, text=True)
    if run.returncode not in (0, 1):
        return f"inkbox exited {run.returncode}: {run.stderr.strip()}"
    report = json.loads(run.stdout)["fonts"][0]
    font = TTFont(path, fontNumber=0, lazy=True)
    problems = []
    metrics = {k: v for k, v in report["metrics"].items()}
    if metrics != expected_metrics(font):
        problems.append(f"metrics differ: inkbox {metrics} fontTools {expected_metrics(font)}")
    if report["unitsPerEm"] != font["head"].unitsPerEm:
        problems.append("unitsPerEm differs")
    glyph_set = font.getGlyphSet()
    order = font.getGlyphOrder()
    worst = 0.0
    unplaced = 0
    ink = []
    for glyph in report["glyphs"]:
        pen = BoundsPen(glyph_set)
        name = order[glyph["glyphId"]]
        glyph_set[name].draw(pen)
        ours = glyph["inkBounds"]
        if (pen.bounds is None) != (ours is None):
            problems.append(f"glyph {glyph['glyphId']}: ink {ours} vs fontTools {pen.bounds}")
            continue
        if ours is None:
            continue
        shift = composite_origin_shift(font, name)
        theirs = (pen.bounds[0] + shift, pen.bounds[1], pen.bounds[2] + shift, pen.bounds[3])
        pairs = list(zip((ours["xMin"], ours["yMin"], ours["xMax"], ours["yMax"]), theirs))
        if placed_by_component(font, name) and max(abs(a - b) for a, b in pairs[0::2]) > 1:
            pairs = pairs[1::2]  # x placed by the USE_MY_METRICS component: compare y only
            unplaced += 1
        delta = max(abs(a - b) for a, b in pairs)
        worst = max(worst, delta)
        if delta > 1:
            problems.append(f"glyph {glyph['glyphId']}: ink {ours} vs fontTools {theirs}")
        ink.append((glyph["glyphId"], ours["yMin"], ours["yMax"]))
    upm, hhea = font["head"].unitsPerEm, font["hhea"]
    bumped = (report["postScriptName"] or "") == "Helvetica" or (report["postScriptName"] or "").startswith(("Helvetica-", "Times-"))
    for result in report["results"]:
        size = result["pointSize"]
        s = size / upm
        ascent, descent = hhea.ascent * s, abs(hhea.descent) * s
        if bumped:
            ascent += 0.15 * (ascent + descent)
        line = ascent + descent
        height = ceil_px(line)
        top = round_px((height - line) / 2 + line - descent)
        bottom = height - top
        expected = {gid: (max(0, y_max * s - top), max(0, -y_min * s - bottom)) for gid, y_min, y_max in ink
                    if y_max * s - top > 1e-9 or -y_min * s - bottom > 1e-9}
        got = {c["glyphId"]: (c["top"], c["bottom"]) for c in result["clipped"]}
        if set(got) != set(expected):
            problems.append(f"{size} pt: {len(got)} clipped, formula says {len(expected)}")
            continue
        off = max((abs(got[g][0] - expected[g][0]) + abs(got[g][1] - expected[g][1]) for g in got), default=0)
        if off > 0.0002:  # JSON rounds points to 1/10000
            problems.append(f"{size} pt: overflow off by {off:.6f} pt")
    summary = f"{len(report['glyphs'])} glyphs, largest ink difference {worst:.4f} units"
    if unplaced:
        summary += f" ({unplaced} USE_MY_METRICS composites placed differently in x, compared in y)"
    return ("FAIL " + "; ".join(problems[:5])) if problems else "ok   " + summary


def main():
    inkbox, fonts = sys.argv[1], sys.argv[2:]
    failed = 0
    for path in fonts:
        verdict = check(inkbox, path)
        failed += not verdict.startswith("ok")
        print(f"{verdict}  {path}", flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
