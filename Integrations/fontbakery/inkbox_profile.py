"""inkbox inside fontbakery: a profile whose check runs inkbox's clipping check on each font and
fails where a platform's line box cuts its glyphs, naming the glyphs, the sizes, the platforms and
the `inkbox fix` command that stops it.

    fontbakery check-profile Integrations/fontbakery/inkbox_profile.py Fonts/ipaexg.ttf

The check is inkbox's own (`inkbox fontspector-plugin --check inkbox/clipping FONT`, the one
fontspector runs through Integrations/fontspector): this profile only hands its statuses to
fontbakery. It runs the `inkbox` on PATH, or the one the INKBOX environment variable names; the
platforms are INKBOX_PLATFORMS (default ios,android,web). A font inkbox cannot read, or no inkbox
at all, fails: what was not measured is never a pass.
"""
import json
import os
import shutil
import subprocess

from fontbakery.prelude import ERROR, FAIL, FATAL, INFO, PASS, SKIP, WARN, Message, check

STATUSES = {"SKIP": SKIP, "INFO": INFO, "PASS": PASS, "WARN": WARN, "FAIL": FAIL, "FATAL": FATAL, "ERROR": ERROR}


def _statuses(path):
    """inkbox's subresults for one font (fontspector's CheckResult), or an error message."""
    inkbox = os.environ.get("INKBOX") or shutil.which("inkbox")
    if not inkbox:
        return None, "inkbox is not on PATH (set INKBOX to its path)"
    try:
        run = subprocess.run([inkbox, "fontspector-plugin", "--check", "inkbox/clipping", path],
                             capture_output=True, text=True, timeout=600, check=False)
    except (OSError, subprocess.TimeoutExpired) as error:
        return None, f"inkbox could not run: {error}"
    if run.returncode != 0:
        return None, f"inkbox could not check it (exit {run.returncode}): {run.stderr.strip()[:500]}"
    try:
        return json.loads(run.stdout)["subresults"], None
    except (ValueError, KeyError) as error:
        return None, f"inkbox's answer is not a check result: {error}"


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
    subresults, problem = _statuses(font.file)
    if problem:
        yield FAIL, Message("not-measured", f"{font.file}: {problem}")
        return
    for status in subresults:
        yield STATUSES.get(status.get("severity"), FAIL), Message(status.get("code", ""), status.get("message", ""))


PROFILE = {
    "name": "inkbox",
    # This file holds the check as well as the profile: fontbakery loads it by its path.
    "check_definitions": [__file__],
    "sections": {"inkbox: glyphs cut by platforms' line boxes": ["com.github.inkbox/clipping"]},
}
