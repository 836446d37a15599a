#!/usr/bin/env python3
"""Writes Tests/AppScanTests/Golden/font-size-keywords.json: the computed size, in CSS pixels, that
Firefox ESR (Gecko) and WebKitGTK give each absolute font-size keyword (`xx-small` to
`xxx-large`) with the default font size, on a root that sets its own size (keywords follow the
user's default, not the root's). inkbox's CSS reader takes them from this data's engines
(`CSSScanner.keywordSizes`); the AppScan tests compare. The engines are driven as scripts/web-compare
drives them (web-compare-support/browsers.py).
Usage: font_size_keywords.py [WORKDIR]"""
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "web-compare-support"))
import browsers  # noqa: E402

OUT = ROOT / "Tests" / "AppScanTests" / "Golden" / "font-size-keywords.json"
KEYWORDS = ["xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large"]
PAGE = ("<!doctype html><meta charset=utf-8><style>html{font-size:20px}</style>"
        + "".join(f'<div style="font-size:{k}">x</div>' for k in KEYWORDS))
MEASURE = "[...document.querySelectorAll('div')].map(d => parseFloat(getComputedStyle(d).fontSize))"


def main():
    work = Path(sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="inkbox-keywords-"))
    work.mkdir(parents=True, exist_ok=True)
    engines = {"firefox": browsers.make("firefox"), "webkit": browsers.make("webkit")}
    sizes, versions = {}, {}
    try:
        for engine, browser in engines.items():
            measured = browser.evaluate(PAGE, 800, 600, 1, work / f"{engine}.json", MEASURE)
            sizes[engine] = dict(zip(KEYWORDS, measured))
            versions[engine] = browser.version()
    finally:
        for browser in engines.values():
            browser.close()
    OUT.write_text(json.dumps({"engines": versions, "sizes": sizes}, indent=1) + "\n")


if __name__ == "__main__":
    main()
