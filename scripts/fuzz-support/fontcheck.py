"""Judges inkbox fix's copies for scripts/fuzz without inkbox: fontTools (pinned in
scripts/golden/requirements.txt) and ots-sanitize (Debian's opentype-sanitizer).

A worker: reads "INPUT<TAB>COPY" lines on standard input and answers one line each, "ok" or
"bad: why". A copy is bad when a checker accepts the input (every table decompiles; every
checksum holds; ots-sanitize passes) and refuses the copy. A mutant the checkers already refuse
says nothing about the patcher, so its copy is not judged on that check."""
import io
import shutil
import subprocess
import sys
import warnings

from fontTools.ttLib import TTCollection, TTFont

warnings.simplefilter("ignore")
OTS = shutil.which("ots-sanitize")


def faces(path, checksums):
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:4] == b"ttcf":
        return TTCollection(io.BytesIO(data), checkChecksums=checksums).fonts
    return [TTFont(io.BytesIO(data), checkChecksums=checksums)]


def decompiles(path):
    try:
        for font in faces(path, 0):
            for tag in font.keys():
                if tag != "GlyphOrder":
                    font[tag]
        return None
    except Exception as error:  # fontTools raises many kinds; any of them is a refusal
        return f"{type(error).__name__}: {str(error)[:200]}"


def checksums_hold(path):
    try:
        faces(path, 2)
        return None
    except Exception as error:
        return f"checksum: {str(error)[:200]}"


def ots(path):
    if OTS is None:
        return None
    run = subprocess.run([OTS, path, "/dev/null"], capture_output=True, timeout=60)
    return None if run.returncode == 0 else "ots-sanitize: " + run.stderr.decode("utf-8", "replace").strip()[-200:]


def judge(source, copy):
    for check in (decompiles, checksums_hold, ots):
        if check(source) is None:
            problem = check(copy)
            if problem is not None:
                return "bad: " + problem.replace("\n", " ")
    return "ok"


for line in sys.stdin:
    source, _, copy = line.rstrip("\n").partition("\t")
    try:
        answer = judge(source, copy)
    except Exception as error:
        answer = f"bad: the checker failed: {error}"
    print(answer, flush=True)
