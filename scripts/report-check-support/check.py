#!/usr/bin/env python3
"""Opens each page in headless Chromium, screenshots it, and fails when Chromium logs a console
message (a script error, a resource that failed to load) or the screenshot is blank.
Usage: check.py CHROMIUM OUTDIR PAGE..."""
import subprocess
import sys
from pathlib import Path

from PIL import Image


def main():
    chromium, outdir, pages = sys.argv[1], Path(sys.argv[2]).resolve(), sys.argv[3:]
    failed = False
    for page in pages:
        path = Path(page).resolve()
        shot = outdir / (path.name + ".png")
        run = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                              "--enable-logging=stderr", "--v=0", "--window-size=1200,1600",
                              "--virtual-time-budget=3000", f"--screenshot={shot}", path.as_uri()],
                             capture_output=True, text=True)
        console = [line for line in run.stderr.splitlines()
                   if "CONSOLE" in line or "Failed to load resource" in line or "Uncaught" in line]
        image = Image.open(shot).convert("L")
        histogram = image.histogram()
        inked = sum(histogram[:200])  # pixels clearly darker than the white page
        blank = inked < 500
        verdict = "ok" if not console and not blank and run.returncode == 0 else "FAIL"
        failed |= verdict != "ok"
        print(f"{verdict:4s} {path.name}: {len(console)} console messages, {inked} inked pixels, screenshot {shot}")
        for line in console:
            print("     " + line)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
