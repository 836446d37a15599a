"""inkbox's `overflow: clip` with `overflow-clip-margin` advice in real browsers (scripts/clip-margin-check).

For each font and size, the characters below sit in one-line blocks with `line-height: 1`, three
times: `overflow: visible`, `overflow: hidden`, and `overflow: clip` with the margin inkbox's web
advice gives for that engine's model (`advice.overflowClipMargin` of `inkbox audit --platform web
--overflow hidden`). Whatever differs from the visible page was cut. With the margin nothing may
be cut; without it something must be, or the check proves nothing.
"""
import json
import subprocess
import sys
from pathlib import Path

import browsers
from compare import CUT_PROBE as CHARS, CUT_SIZES as SIZES, differing, page


def margin(inkbox, engine, font, size):
    command = [inkbox, "audit", font, "--face", "0", "--platform", "web", "--overflow", "hidden",
               *browsers.INKBOX_MODEL[engine].split(), "--chars", CHARS, "--size", str(size),
               "--line-height-multiple", "1", "--format", "json"]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"inkbox failed on {font}: {run.stderr}")
    return json.loads(run.stdout)["fonts"][0]["results"][0]["advice"].get("overflowClipMargin")


def main():
    inkbox, workdir = sys.argv[1:3]
    fonts = [str(Path(font).resolve()) for font in sys.argv[3:]]
    failures, hidden_cut = [], 0
    for engine_name in ("chromium", "firefox"):
        engine = browsers.make(engine_name)
        work = Path(workdir).resolve() / engine_name
        work.mkdir(parents=True, exist_ok=True)
        try:
            print(engine.version())
            for font in fonts:
                for size in SIZES:
                    advised = margin(inkbox, engine_name, font, size)
                    overflows = {"visible": "visible", "hidden": "hidden"}
                    if advised is not None:
                        overflows["clip"] = f"clip;overflow-clip-margin:{advised:g}px"
                    shots = {}
                    for label, overflow in overflows.items():
                        html, width, height, slot_w, slot_h = page(font, size, "1", CHARS, overflow)
                        shots[label] = engine.screenshot(html, width, height, 1, work / f"{Path(font).stem}-{size}-{label}.png")
                    hidden = differing(shots["visible"], shots["hidden"], CHARS, slot_w, slot_h)
                    clipped = differing(shots["visible"], shots["clip"], CHARS, slot_w, slot_h) if advised is not None else []
                    hidden_cut += len(hidden)
                    print(f"{engine_name:8s} {Path(font).name:24s} {size:3d}px  overflow: hidden cuts {len(hidden):2d} "
                          f"{''.join(hidden):20s} clip margin {advised if advised is not None else '-'}: cuts {len(clipped)} {''.join(clipped)}",
                          flush=True)
                    if hidden and advised is None:
                        failures.append(f"{engine_name} {Path(font).name} {size}px: cut, and no margin advised")
                    if clipped:
                        failures.append(f"{engine_name} {Path(font).name} {size}px: still cut with "
                                        f"overflow-clip-margin: {advised:g}px: {''.join(clipped)}")
        finally:
            engine.close()
    if hidden_cut == 0:
        failures.append("nothing was cut by overflow: hidden: the check proves nothing")
    for failure in failures:
        print("clip-margin-check: " + failure, file=sys.stderr)
    if failures:
        sys.exit(1)
    print(f"clip-margin-check: {hidden_cut} glyphs cut by overflow: hidden, none with the advised overflow-clip-margin")


if __name__ == "__main__":
    main()
