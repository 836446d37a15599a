"""`inkbox generate css --font-face` against headless Chromium (scripts/font-face-check)."""
import re
import subprocess
import sys
from pathlib import Path

from compare import CUT_PROBE as CHARS, CUT_SIZES as SIZES, differing, page, screenshot


def overrides(inkbox, font):
    css = subprocess.run([inkbox, "generate", "css", "--font-face", "--chars", CHARS, font],
                         check=True, capture_output=True, text=True).stdout
    found = dict(re.findall(r"(ascent-override|descent-override|line-gap-override): ([0-9.]+%);", css))
    assert len(found) == 3, css
    return "".join(f"{name}:{value};" for name, value in found.items()), found


def cut(chromium, work, font, size, descriptors, label):
    shots = {}
    for overflow in ("visible", "hidden"):
        html, width, height, slot_w, slot_h = page(font, size, "normal", CHARS, overflow, descriptors)
        shots[overflow] = screenshot(chromium, html, width, height, work / f"{Path(font).stem}-{size}-{label}-{overflow}.png")
    return differing(shots["visible"], shots["hidden"], CHARS, slot_w, slot_h)


def main():
    inkbox, chromium, workdir = sys.argv[1:4]
    work = Path(workdir).resolve()
    work.mkdir(parents=True, exist_ok=True)
    failures, plain_cut = [], 0
    for font in sys.argv[4:]:
        descriptors, values = overrides(inkbox, font)
        for size in SIZES:
            plain = cut(chromium, work, font, size, "", "plain")
            fixed = cut(chromium, work, font, size, descriptors, "overrides")
            plain_cut += len(plain)
            print(f"{Path(font).name:28s} {size:3d}px  cut without overrides: {len(plain):2d} {''.join(plain):20s} "
                  f"with {values['ascent-override']}/{values['descent-override']}/{values['line-gap-override']}: {len(fixed):2d} {''.join(fixed)}")
            if fixed:
                failures.append(f"{Path(font).name} {size}px: still cut with the overrides: {''.join(fixed)}")
    if plain_cut == 0:
        failures.append("nothing was cut without the overrides: the check proves nothing")
    for failure in failures:
        print("font-face-check: " + failure, file=sys.stderr)
    if failures:
        sys.exit(1)
    print(f"font-face-check: {plain_cut} cut glyphs without the overrides, none with them")


if __name__ == "__main__":
    main()
