"""The fonts every engine comparison draws from: Debian font packages by category (serif, italic,
sans, CJK, Thai, Arabic, Devanagari; TrueType hinted and unhinted, CFF), picked with a fixed seed.

Used by scripts/web-compare --wide (Chromium) and scripts/skia-compare (skparagraph, Android's
Skia metrics). Each harness keeps its own list of the fonts its model was tuned on.
"""
import os
import random

SEED = 2026

D = "/usr/share/fonts"
# From the Debian packages pool-packages.txt lists (installed by the scripts that use the pool).
POOL = {
    "serif": [f"{D}/truetype/liberation2/LiberationSerif-Regular.ttf", f"{D}/truetype/freefont/FreeSerif.ttf",
              f"{D}/opentype/urw-base35/C059-Roman.otf", f"{D}/opentype/urw-base35/P052-Roman.otf",
              f"{D}/truetype/noto/NotoSerif-Regular.ttf", f"{D}/truetype/dejavu/DejaVuSerif.ttf",
              f"{D}/truetype/gentium/Gentium-R.ttf", f"{D}/opentype/stix/STIXGeneral-Regular.otf",
              f"{D}/opentype/urw-base35/NimbusRoman-Regular.otf", f"{D}/opentype/urw-base35/URWBookman-Light.otf"],
    "italic": [f"{D}/truetype/liberation2/LiberationSans-Italic.ttf", f"{D}/truetype/crosextra/Carlito-Italic.ttf",
               f"{D}/truetype/freefont/FreeSansOblique.ttf", f"{D}/truetype/noto/NotoSerif-Italic.ttf",
               f"{D}/opentype/urw-base35/P052-Italic.otf", f"{D}/truetype/dejavu/DejaVuSerif-Italic.ttf",
               f"{D}/truetype/roboto/unhinted/RobotoTTF/Roboto-Italic.ttf", f"{D}/opentype/urw-base35/NimbusSans-Italic.otf",
               f"{D}/truetype/liberation2/LiberationSerif-Italic.ttf"],
    "sans": [f"{D}/truetype/liberation2/LiberationSans-Regular.ttf", f"{D}/truetype/crosextra/Carlito-Regular.ttf",
             f"{D}/truetype/freefont/FreeSans.ttf", f"{D}/opentype/urw-base35/NimbusSans-Regular.otf",
             f"{D}/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf", f"{D}/truetype/dejavu/DejaVuSansCondensed.ttf",
             f"{D}/opentype/urw-base35/URWGothic-Book.otf", f"{D}/truetype/noto/NotoSans-Bold.ttf",
             f"{D}/truetype/liberation2/LiberationMono-Regular.ttf", f"{D}/truetype/dejavu/DejaVuSansMono.ttf",
             f"{D}/truetype/freefont/FreeMono.ttf"],
    "cjk": [f"{D}/opentype/ipafont-gothic/ipag.ttf", f"{D}/opentype/ipafont-mincho/ipam.ttf",
            f"{D}/truetype/unfonts-core/UnDotum.ttf", f"{D}/truetype/unfonts-core/UnBatang.ttf",
            f"{D}/opentype/noto/NotoSansCJK-Regular.ttc"],
    "thai": [f"{D}/truetype/noto/NotoSansThai-Regular.ttf", f"{D}/truetype/noto/NotoSerifThai-Regular.ttf",
             f"{D}/truetype/noto/NotoLoopedThai-Regular.ttf"],
    "arabic": [f"{D}/truetype/noto/NotoNaskhArabic-Regular.ttf", f"{D}/truetype/noto/NotoSansArabic-Regular.ttf",
               f"{D}/truetype/noto/NotoKufiArabic-Regular.ttf"],
    "devanagari": [f"{D}/truetype/noto/NotoSansDevanagari-Regular.ttf", f"{D}/truetype/noto/NotoSerifDevanagari-Regular.ttf"],
}

def pick_fonts(count):
    """`count` fonts: one from each category in turn, picked with the seed, until enough."""
    rng = random.Random(SEED)
    pools = {name: [p for p in paths if os.path.exists(p)] for name, paths in POOL.items()}
    for paths in pools.values():
        rng.shuffle(paths)
    chosen = []
    while len(chosen) < count and any(pools.values()):
        for name in POOL:
            if pools[name] and len(chosen) < count:
                chosen.append(pools[name].pop())
    return chosen
