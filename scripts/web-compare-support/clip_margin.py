"""inkbox's `overflow: clip` with `overflow-clip-margin` advice in real browsers (scripts/clip-margin-check).

For each font and size, the characters below sit in one-line blocks with `line-height: 1`, three
times: `overflow: visible`, `overflow: hidden`, and `overflow: clip` with the margin inkbox's web
advice gives for that engine's model (`advice.overflowClipMargin` of `inkbox audit --platform web
--overflow hidden`). Whatever differs from the visible page was cut. With the margin nothing may
be cut; without it something must be, or the check proves nothing. Each is done twice: as the
blocks are, and trimmed with `text-box: trim-both cap alphabetic` (inkbox's `--text-box`), where
inkbox's verdicts (its errors) are also compared with what the engine cut. Each engine says
whether it implements `text-box` (Firefox ESR 153 does not, and inkbox's firefox-linux ignores it).
"""
import json
import subprocess
import sys
from pathlib import Path

import browsers
from compare import CUT_PROBE, CUT_SIZES as SIZES, differing, page

# Beside the probe's tall and deep glyphs, glyphs near a trimmed edge: cap-high and overshooting
# (O, S) above the cap height, round bottoms below the baseline, ascenders and figures.
CHARS = CUT_PROBE + "HOSoxdbkl0"


TRIM = "trim-both cap alphabetic"


def advice(inkbox, engine, font, size, text_box):
    """inkbox's advised margin and the characters it says are cut (errors)."""
    command = [inkbox, "audit", font, "--face", "0", "--platform", "web", "--overflow", "hidden",
               *browsers.INKBOX_MODEL[engine].split(), "--chars", CHARS, "--size", str(size),
               "--line-height-multiple", "1", "--text-box", text_box, "--format", "json"]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"inkbox failed on {font}: {run.stderr}")
    result = json.loads(run.stdout)["fonts"][0]["results"][0]
    cut = {c["char"] for c in result["clipped"] if c["severity"] == "error"}
    return result["advice"].get("overflowClipMargin"), cut


def supports_text_box(engine, work):
    """Whether the engine implements `text-box`: an `@supports` rule widens a black bar."""
    html = (f"<!doctype html><style>body{{margin:0}}div{{width:10px;height:10px;background:#000}}"
            f"@supports (text-box: {TRIM}){{div{{width:50px}}}}</style><body><div></div>")
    return engine.screenshot(html, 100, 20, 1, work / "supports.png").getpixel((30, 5)) < 128


def main():
    inkbox, workdir = sys.argv[1:3]
    fonts = [str(Path(font).resolve()) for font in sys.argv[3:]]
    failures, hidden_cut = [], 0
    agreement = {}  # (engine, text-box): [agree, counted]
    for engine_name in ("chromium", "firefox"):
        engine = browsers.make(engine_name)
        work = Path(workdir).resolve() / engine_name
        work.mkdir(parents=True, exist_ok=True)
        try:
            print(f"{engine.version()}: text-box {'implemented' if supports_text_box(engine, work) else 'not implemented'}")
            for text_box in ("normal", TRIM):
                declaration = "" if text_box == "normal" else f";text-box:{text_box}"
                tally = agreement.setdefault((engine_name, text_box), [0, 0])
                for font in fonts:
                    for size in SIZES:
                        advised, predicted = advice(inkbox, engine_name, font, size, text_box)
                        overflows = {"visible": "visible", "hidden": "hidden"}
                        if advised is not None:
                            overflows["clip"] = f"clip;overflow-clip-margin:{advised:g}px"
                        shots = {}
                        for label, overflow in overflows.items():
                            html, width, height, slot_w, slot_h = page(font, size, "1", CHARS, overflow + declaration)
                            name = f"{Path(font).stem}-{size}-{label}{'-trim' if declaration else ''}.png"
                            shots[label] = engine.screenshot(html, width, height, 1, work / name)
                        hidden = differing(shots["visible"], shots["hidden"], CHARS, slot_w, slot_h)
                        clipped = differing(shots["visible"], shots["clip"], CHARS, slot_w, slot_h) if advised is not None else []
                        hidden_cut += len(hidden)
                        tally[0] += sum((c in hidden) == (c in predicted) for c in CHARS)
                        tally[1] += len(CHARS)
                        print(f"{engine_name:8s} {text_box:24s} {Path(font).name:24s} {size:3d}px  overflow: hidden cuts "
                              f"{len(hidden):2d} {''.join(hidden):20s} inkbox {''.join(c for c in CHARS if c in predicted):20s} "
                              f"clip margin {advised if advised is not None else '-'}: cuts {len(clipped)} {''.join(clipped)}",
                              flush=True)
                        where = f"{engine_name} {Path(font).name} {size}px text-box {text_box}"
                        if hidden and advised is None:
                            failures.append(f"{where}: cut, and no margin advised")
                        if clipped:
                            failures.append(f"{where}: still cut with overflow-clip-margin: {advised:g}px: {''.join(clipped)}")
        finally:
            engine.close()
    for (engine_name, text_box), (agree, counted) in agreement.items():
        print(f"clip-margin-check: {engine_name} text-box {text_box}: inkbox's verdicts agree with the cut on "
              f"{agree}/{counted} glyphs")
    if hidden_cut == 0:
        failures.append("nothing was cut by overflow: hidden: the check proves nothing")
    for failure in failures:
        print("clip-margin-check: " + failure, file=sys.stderr)
    if failures:
        sys.exit(1)
    print(f"clip-margin-check: {hidden_cut} glyphs cut by overflow: hidden, none with the advised overflow-clip-margin")


if __name__ == "__main__":
    main()
