"""The independent check of `inkbox fix` (scripts/fix-check): fontTools (pinned in
scripts/golden/requirements.txt) and ots-sanitize judge the fonts inkbox writes."""
import json
import math
import os
import struct
import subprocess
import sys
import tempfile

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

# The characters checked: accents above, descenders below (each fixture has them all).
CHARS = "ÉÅÇÖjqypg"
IOS_SIZES = [11, 12, 13, 15, 16, 17, 20, 22, 28, 34]
GDI_SIZES = [11, 12, 13, 15, 16, 19, 21, 24]
SCALE = 3
# Offsets of the fields inkbox may write (OpenType 1.9.1 "hhea", "OS/2", "head").
ALLOWED = {"hhea": [(4, 10)], "OS/2": [(68, 78)], "head": [(8, 12)]}
CASES = [
    # (fixture, platforms, policy[, characters other than CHARS])
    ("ipaexg.ttf", "ios", "--keep=line-height"),
    ("ipaexg.ttf", "ios,windows-gdi", "--grow"),
    ("Cantarell-Regular.otf", "ios,windows-gdi", "--keep=line-height"),
    ("Cantarell-RegularBold.otc", "ios,windows-gdi", "--keep=line-height"),
    ("Cantarell-Regular.woff", "ios,windows-gdi", "--grow"),
    ("Lato-Regular.woff2", "windows-gdi", "--keep=line-height", "ẪǺỹjqy"),
    ("Inter-roman.var.ttf", "ios,windows-gdi", "--keep=line-height"),
    ("DejaVuSans.ttf", "ios,windows-gdi", "--grow"),
    # Renamed: the name table is rewritten, every other table keeps its bytes.
    ("Lato-Regular.ttf", "windows-gdi", "--family=Latch", "ẪǺỹjqy"),
    ("Cantarell-RegularBold.otc", "ios,windows-gdi", "--rename=Fixed"),
]


def ceil_px(x):
    return math.ceil(x * SCALE - 1e-9) / SCALE


def round_px(x):
    return math.floor(x * SCALE + 0.5 + 1e-9) / SCALE


def ink(font, chars):
    glyph_set = font.getGlyphSet()
    cmap = font.getBestCmap()
    bounds = []
    for char in chars:
        name = cmap.get(ord(char))
        if name is None:
            continue
        pen = BoundsPen(glyph_set)
        glyph_set[name].draw(pen)
        if pen.bounds:
            bounds.append((char, pen.bounds[1], pen.bounds[3]))
    return bounds


def clips(font, platforms, chars):
    """What clips at the top or bottom by the documented iOS and GDI rules, from fontTools' values."""
    upm, hhea, os2 = font["head"].unitsPerEm, font["hhea"], font["OS/2"]
    found = []
    for char, y_min, y_max in ink(font, chars):
        if "ios" in platforms:
            for size in IOS_SIZES:
                s = size / upm
                ascent, descent = hhea.ascent * s, abs(hhea.descent) * s
                line = ascent + descent
                top = round_px((ceil_px(line) - line) / 2 + line - descent)
                bottom = ceil_px(line) - top
                if y_max * s - top > 1e-9 or -y_min * s - bottom > 1e-9:
                    found.append(f"ios {size} {char}")
        if "windows-gdi" in platforms:
            for size in GDI_SIZES:
                if y_max > os2.usWinAscent or -y_min > os2.usWinDescent:
                    found.append(f"windows-gdi {size} {char}")
    return found


def changed_outside_fields(tag, before, after):
    if before == after:
        return False
    if tag not in ALLOWED or len(before) != len(after):
        return True
    allowed = set()
    for start, end in ALLOWED[tag]:
        allowed.update(range(start, end))
    return any(a != b and i not in allowed for i, (a, b) in enumerate(zip(before, after)))


def main(inkbox):
    failures = []
    workdir = tempfile.mkdtemp(prefix="inkbox-fix-check-")
    for fixture, platforms, policy, *chars in CASES:
        chars = chars[0] if chars else CHARS
        source = os.path.join("Fonts", fixture)
        target = os.path.join(workdir, policy.strip("-").replace("=", "-") + "-" + fixture)
        # --keep-names: the copies are checked and thrown away, never given to anyone.
        run = subprocess.run([inkbox, "fix", "--keep-names", "--chars", chars, "--platform", platforms, policy,
                              "--format", "json", "-o", target, source], capture_output=True, text=True)
        report = json.loads(run.stdout)
        if run.returncode != 0:
            failures.append(f"{fixture}: inkbox fix exited {run.returncode}: {run.stderr.strip()}")
            continue
        faces = len(report["files"][0]["faces"])
        changes = sum(len(face["changes"]) for face in report["files"][0]["faces"])
        # ots-sanitize: each face (its usage: font_file [dest_font_file] [font_index]).
        for index in range(faces):
            ots = subprocess.run(["ots-sanitize", target, os.devnull, str(index)], capture_output=True, text=True)
            if ots.returncode != 0:
                failures.append(f"{fixture} face {index}: ots-sanitize: {(ots.stdout + ots.stderr).strip()}")
        for index in range(faces):
            before = TTFont(source, fontNumber=index, lazy=True)
            try:
                after = TTFont(target, fontNumber=index, lazy=True, checkChecksums=2)
                for tag in after.reader.keys():
                    after.reader[tag]  # reading verifies the table's checksum
            except Exception as error:  # noqa: BLE001 - any failure is the finding
                failures.append(f"{fixture} face {index}: fontTools: {error}")
                continue
            tags = set(before.reader.keys()) | set(after.reader.keys())
            for tag in sorted(tags):
                if tag not in before.reader or tag not in after.reader:
                    failures.append(f"{fixture} face {index}: table {tag} added or lost")
                elif tag == "name" and policy.startswith(("--family", "--rename")):
                    family = after["name"].getDebugName(16) or after["name"].getDebugName(1)
                    wanted = policy.split("=")[1] if policy.startswith("--family") else \
                        (before["name"].getDebugName(16) or before["name"].getDebugName(1)) + " " + policy.split("=")[1]
                    postscript = after["name"].getDebugName(6) or ""
                    if family != wanted or not postscript.startswith(wanted.replace(" ", "")):
                        failures.append(f"{fixture} face {index}: renamed to {family!r} / {postscript!r}, not {wanted!r}")
                elif changed_outside_fields(tag, before.reader[tag], after.reader[tag]):
                    failures.append(f"{fixture} face {index}: table {tag} changed beyond the metric fields")
            if before.reader.flavor is None:
                # head.checkSumAdjustment: 0xB1B0AFBA less the face's directory and table checksums.
                data = open(target, "rb").read()
                offset = before.reader.tables["head"].offset if faces == 1 else None
                directory = 0 if faces == 1 else struct.unpack(">I", data[12 + 4 * index:16 + 4 * index])[0]
                count = struct.unpack(">H", data[directory + 4:directory + 6])[0]
                total = sum(struct.unpack(">%dI" % (3 + 4 * count), data[directory:directory + 12 + 16 * count]))
                for record in range(count):
                    at = directory + 12 + 16 * record
                    tag, _, start, length = struct.unpack(">4sIII", data[at:at + 16])
                    table = bytearray(data[start:start + length] + b"\0" * (-length % 4))
                    if tag == b"head":
                        offset, stored = start, struct.unpack(">I", table[8:12])[0]
                        table[8:12] = b"\0\0\0\0"
                    total += sum(struct.unpack(">%dI" % (len(table) // 4), bytes(table)))
                if (0xB1B0AFBA - total) & 0xFFFFFFFF != stored:
                    failures.append(f"{fixture} face {index}: head.checkSumAdjustment {stored:#x} is not the face's sum")
            # The re-audit by fontTools: the default and every named instance.
            fonts = [("default", TTFont(target, fontNumber=index))]
            if "fvar" in fonts[0][1]:
                for instance in fonts[0][1]["fvar"].instances:
                    name = fonts[0][1]["name"].getDebugName(instance.subfamilyNameID)
                    fonts.append((name, instantiateVariableFont(TTFont(target), instance.coordinates)))
            for name, font in fonts:
                for clip in clips(font, platforms, chars):
                    failures.append(f"{fixture} face {index} ({name}): still clips: {clip}")
        if changes == 0:
            failures.append(f"{fixture}: nothing changed, so nothing was checked")
        print(f"fix-check: {fixture} {policy} on {platforms}: {faces} face(s), {changes} field change(s), checked")
    for failure in failures:
        print("fix-check: " + failure, file=sys.stderr)
    if failures:
        sys.exit(1)
    print("fix-check: every patched font opens with valid checksums, changes only its metric fields, passes "
          "ots-sanitize and holds its ink at every instance by fontTools' bounds")


if __name__ == "__main__":
    main(sys.argv[1])
