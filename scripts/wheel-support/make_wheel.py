#!/usr/bin/env python3
"""Writes a platform wheel from a package tarball (scripts/package): the Python package in
wheel-support/inkbox_fonts, the tarball's bin/inkbox and lib/inkbox/ under inkbox_fonts/_bin/, its licences in
the dist-info. The tag is manylinux_MAJOR_MINOR for the C library version the package needs.

Usage: make_wheel.py TARBALL GLIBC OUTDIR      (prints the wheel's path)
"""
import base64
import hashlib
import os
import stat
import sys
import tarfile
import zipfile


def main():
    tarball, glibc, outdir = sys.argv[1], sys.argv[2], sys.argv[3]
    here = os.path.dirname(os.path.abspath(__file__))
    archive = tarfile.open(tarball)
    members = [m for m in archive.getmembers() if m.isfile()]
    root = members[0].name.split("/")[0]
    version = root.split("-")[1]
    machine = root.rsplit("-", 1)[1]
    tag = f"py3-none-manylinux_{glibc.replace('.', '_')}_{machine}"
    # "inkbox" on PyPI is another project (an unrelated SDK): this one is inkbox-fonts.
    dist_info = f"inkbox_fonts-{version}.dist-info"
    files = []  # (name in the wheel, bytes, executable)
    for name in sorted(os.listdir(os.path.join(here, "inkbox_fonts"))):
        if name.endswith(".py"):
            with open(os.path.join(here, "inkbox_fonts", name), "rb") as source:
                files.append((f"inkbox_fonts/{name}", source.read(), False))
    for member in members:
        relative = member.name[len(root) + 1:]
        data = archive.extractfile(member).read()
        if relative.startswith(("bin/", "lib/")):
            files.append((f"inkbox_fonts/_bin/{relative}", data, bool(member.mode & stat.S_IXUSR)))
        elif relative.startswith("LICENSES/"):
            files.append((f"{dist_info}/licenses/{relative[len('LICENSES/'):]}", data, False))
    readme = archive.extractfile(f"{root}/README.md").read().decode()
    metadata = (
        "Metadata-Version: 2.1\nName: inkbox-fonts\nVersion: " + version + "\n"
        "Summary: Which glyphs of a font are cut off on screen, and how much room stops it\n"
        "Home-page: https://github.com/inkbox/inkbox\nRequires-Python: >=3.8\n"
        "Description-Content-Type: text/markdown\n\n" + readme)
    files.append((f"{dist_info}/METADATA", metadata.encode(), False))
    files.append((f"{dist_info}/WHEEL",
                  f"Wheel-Version: 1.0\nGenerator: inkbox scripts/wheel\nRoot-Is-Purelib: false\nTag: {tag}\n".encode(),
                  False))
    files.append((f"{dist_info}/entry_points.txt", b"[console_scripts]\ninkbox = inkbox_fonts:main\n", False))
    record = ""
    for name, data, _ in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record += f"{name},sha256={digest},{len(data)}\n"
    record += f"{dist_info}/RECORD,,\n"
    files.append((f"{dist_info}/RECORD", record.encode(), False))
    os.makedirs(outdir, exist_ok=True)
    path = os.path.join(outdir, f"inkbox_fonts-{version}-{tag}.whl")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as wheel:
        for name, data, executable in files:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = ((0o755 if executable else 0o644) | stat.S_IFREG) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
    print(path)


if __name__ == "__main__":
    main()
