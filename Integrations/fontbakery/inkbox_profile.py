"""inkbox inside fontbakery: a profile whose check runs `inkbox audit` on each font and fails
where a platform's line box cuts its glyphs, naming the glyphs, the sizes, the platforms and
the `inkbox fix` command that stops it.

    fontbakery check-profile Integrations/fontbakery/inkbox_profile.py Fonts/ipaexg.ttf

The check runs the `inkbox` on PATH, or the one the INKBOX environment variable names; the
platforms are INKBOX_PLATFORMS (default ios,android,web: iOS UILabel, Android TextView, the web
with `overflow: hidden`), the items inkbox's probe set (accents above, descenders below, the
usual punctuation), the top and bottom edges only (a side is a matter of insets). A font inkbox
cannot read, or no inkbox at all, fails: what was not measured is never a pass.
"""
import json
import os
import shutil
import subprocess

from fontbakery.prelude import FAIL, PASS, Message, check

PLATFORMS = os.environ.get("INKBOX_PLATFORMS", "ios,android,web")
# The worst glyphs named per platform and edge; more are counted.
NAMED = 6


def _audit(path):
    """inkbox's JSON for one font, or an error message."""
    inkbox = os.environ.get("INKBOX") or shutil.which("inkbox")
    if not inkbox:
        return None, "inkbox is not on PATH (set INKBOX to its path)"
    command = [inkbox, "audit", "--set", "probe", "--edges", "vertical", "--platform", PLATFORMS,
               "--format", "json", path]
    try:
        run = subprocess.run(command, capture_output=True, text=True, timeout=600, check=False)
    except (OSError, subprocess.TimeoutExpired) as error:
        return None, f"inkbox could not run: {error}"
    if run.returncode not in (0, 1):
        return None, f"inkbox could not audit it (exit {run.returncode}): {run.stderr.strip()[:500]}"
    try:
        return json.loads(run.stdout), None
    except ValueError as error:
        return None, f"inkbox's report is not JSON: {error}"


def _cuts(face):
    """Per platform label: sizes cut, and per edge each glyph's worst cut (amount, size, unit)."""
    cuts = {}
    for result in face.get("results", []):
        clipped = [glyph for glyph in result.get("clipped", []) if glyph.get("severity") == "error"]
        if not clipped:
            continue
        entry = cuts.setdefault(result["platform"], {"sizes": [], "unit": result.get("unit", ""),
                                                     "top": {}, "bottom": {}})
        entry["sizes"].append(result["pointSize"])
        for glyph in clipped:
            for edge in ("top", "bottom"):
                amount = glyph.get(edge, 0)
                if amount > entry[edge].get(glyph["char"], (0, 0))[0]:
                    entry[edge][glyph["char"]] = (amount, result["pointSize"])
    return cuts


def _number(value):
    return f"{value:g}"


@check(
    id="com.github.inkbox/clipping",
    rationale="""
        A UILabel on iOS, an Android TextView and a web box with `overflow: hidden` draw text into
        a box the size of the font's line, which each platform takes from its own table (hhea,
        OS/2 typo under USE_TYPO_METRICS, the CSS line box). Where a glyph's ink reaches past that
        line, as accents above capitals and descenders do in many fonts, the platform cuts it off.
        inkbox measures each glyph's exact outline extremes with FreeType and puts them in each
        platform's line box at the sizes apps use; this check fails where ink is cut by more than
        a faint sliver, and names the glyphs, sizes and platforms. `inkbox fix` writes a copy
        whose vertical metrics hold the ink (a family given together gets one plan).
    """,
    proposal=[
        "https://github.com/fonttools/fontbakery/issues/2652",
        "https://github.com/fonttools/fontbakery/issues/3071",
        "https://github.com/fonttools/fontspector/issues/210",
    ],
)
def check_inkbox_clipping(font):
    """Glyphs cut by a platform's line box (inkbox)."""
    report, problem = _audit(font.file)
    if problem:
        yield FAIL, Message("not-measured", f"{font.file}: {problem}")
        return
    errors = report.get("errors") or []
    if errors or not report.get("fonts"):
        yield FAIL, Message("not-measured", f"{font.file}: inkbox could not read it: {errors}")
        return
    failed = False
    for face in report["fonts"]:
        name = face.get("postScriptName") or face.get("family") or font.file
        for platform, cut in _cuts(face).items():
            failed = True
            lines = [f"{name} is cut on {platform} at {len(cut['sizes'])} sizes "
                     f"({', '.join(_number(size) for size in cut['sizes'])} {cut['unit']}):"]
            for edge in ("top", "bottom"):
                worst = sorted(cut[edge].items(), key=lambda item: -item[1][0])
                if not worst:
                    continue
                named = ", ".join(f"{char} +{amount:.2f} {cut['unit']} at {_number(size)}"
                                  for char, (amount, size) in worst[:NAMED])
                more = f" and {len(worst) - NAMED} more" if len(worst) > NAMED else ""
                lines.append(f"  {edge}: {named}{more}")
            lines.append(f"  fix: inkbox fix --platform {PLATFORMS} --set probe {font.file} -o FIXED.ttf")
            yield FAIL, Message(f"cut-{platform}", "\n".join(lines))
    if not failed:
        yield PASS, f"No glyph of inkbox's probe set is cut on {PLATFORMS}."


PROFILE = {
    "name": "inkbox",
    # This file holds the check as well as the profile: fontbakery loads it by its path.
    "check_definitions": [__file__],
    "sections": {"inkbox: glyphs cut by platforms' line boxes": ["com.github.inkbox/clipping"]},
}
