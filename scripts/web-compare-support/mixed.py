#!/usr/bin/env python3
"""Compares inkbox's web line box for lines that mix fonts with headless Chromium's layout.

Each case is a one-line block whose font-family lists a primary and a fallback font, holding
"ab" plus characters only the fallback draws (or that the primary draws decomposed). Chromium
reports the block's height and where the baseline sits (an empty inline-block on it); inkbox
predicts both from `audit --platform web --fallback` (`mixedLineBoxes`, else `lineBox`).

Usage: mixed.py INKBOX CHROMIUM WORKDIR
"""
import html
import json
import re
import subprocess
import sys
from pathlib import Path

FONTS = Path(__file__).resolve().parents[2] / "Fonts"
FILES = {"Lato": "Lato-Regular.ttf", "IPAex": "ipaexg.ttf", "Noto": "NotoSans-Regular.ttf",
         "Thai": "NotoSansThai-Regular.ttf", "DejaVu": "DejaVuSans.ttf", "Cantarell": "Cantarell-Regular.otf"}
PAIRS = [("Lato", "IPAex", "日本"), ("IPAex", "Noto", "ỖẫΩ"), ("IPAex", "Thai", "ปู่"), ("Cantarell", "IPAex", "日本"),
         ("DejaVu", "Thai", "ปู่"), ("Lato", "Thai", "ปู่"), ("Cantarell", "Thai", "ปู่")]
CASES = [dict(primary=p, fallback=f, text=t, size=s, line=l)
         for s in (13, 17, 24) for l in ("normal", "1.5") for p, f, t in PAIRS]


def chromium_layout(chromium, workdir):
    faces = "".join(f"@font-face{{font-family:{name};src:url(file://{FONTS / file});}}" for name, file in FILES.items())
    blocks = "".join(
        f'<div id="{i}" style="font-family:{c["primary"]},{c["fallback"]};font-size:{c["size"]}px;'
        f'line-height:{c["line"]}">ab{c["text"]}<span></span></div>' for i, c in enumerate(CASES))
    script = ("<script>document.fonts.ready.then(() => { const out = [];"
              f"for (let i = 0; i < {len(CASES)}; i++) {{ const d = document.getElementById(i).getBoundingClientRect();"
              "const s = document.getElementById(i).querySelector('span').getBoundingClientRect();"
              "out.push([d.height, s.bottom - d.top]); }"
              "document.body.setAttribute('data-out', JSON.stringify(out)); });</script>")
    page = Path(workdir).resolve() / "mixed.html"
    page.write_text(f"<html><head><style>{faces} body{{margin:0}} div{{white-space:nowrap}}"
                    f" span{{display:inline-block;width:1px;height:0}}</style></head><body>{blocks}{script}</body></html>")
    dom = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                          "--virtual-time-budget=5000", "--dump-dom", page.as_uri()],
                         capture_output=True, text=True, timeout=120).stdout
    found = re.search(r'data-out="([^"]*)"', dom)
    if not found:
        sys.exit("Chromium did not lay the page out")
    return json.loads(html.unescape(found.group(1)))


def inkbox_box(inkbox, case):
    command = [inkbox, "audit", str(FONTS / FILES[case["primary"]]), "--fallback", str(FONTS / FILES[case["fallback"]]),
               "--text", "ab" + case["text"], "--platform", "web", "--overflow", "hidden", "--size", str(case["size"]), "--format", "json"]
    if case["line"] != "normal":
        command += ["--line-height-multiple", case["line"]]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"inkbox failed: {run.stderr}")
    result = json.loads(run.stdout)["fonts"][0]["results"][0]
    box = result["mixedLineBoxes"][0] if result["mixedLineBoxes"] else result["lineBox"]
    return [box["top"] + box["bottom"], box["top"]]


def main():
    inkbox, chromium, workdir = sys.argv[1:4]
    Path(workdir).mkdir(parents=True, exist_ok=True)
    measured = chromium_layout(chromium, workdir)
    agree = 0
    print("primary   fallback  size line    chromium height/baseline  inkbox")
    for case, (height, baseline) in zip(CASES, measured):
        model = inkbox_box(inkbox, case)
        ok = abs(model[0] - height) <= 1 / 64 and abs(model[1] - baseline) <= 1 / 64
        agree += ok
        print(f'{case["primary"]:9} {case["fallback"]:9} {case["size"]:4} {case["line"]:7} {height:8g} / {baseline:<8g}'
              f'        {model[0]:g} / {model[1]:g}  {"ok" if ok else "DIFFERS"}')
    print(f"mixed-font lines: {agree} of {len(CASES)} agree with Chromium in height and baseline (within 1/64 px)")


if __name__ == "__main__":
    main()
