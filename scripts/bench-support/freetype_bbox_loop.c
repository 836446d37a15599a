/* The bare peer of `inkbox audit --set glyphs`: FreeType's own load + exact bbox over every
 * glyph of one face, and nothing else. inkbox cannot be faster than this; the benchmark
 * reports how close it comes. Usage: freetype_bbox_loop FONT [FACE] */
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_BBOX_H
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s FONT [FACE]\n", argv[0]); return 64; }
    FT_Library library;
    FT_Face face;
    if (FT_Init_FreeType(&library)) return 2;
    if (FT_New_Face(library, argv[1], argc > 2 ? atol(argv[2]) : 0, &face)) return 2;
    long inked = 0, yMax = -100000, yMin = 100000;
    for (FT_Long glyph = 0; glyph < face->num_glyphs; glyph++) {
        if (FT_Load_Glyph(face, (FT_UInt)glyph, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) return 2;
        FT_Outline *outline = &face->glyph->outline;
        if (outline->n_points == 0) continue;
        FT_BBox box;
        if (FT_Outline_Get_BBox(outline, &box)) return 2;
        inked++;
        if (box.yMax > yMax) yMax = box.yMax;
        if (box.yMin < yMin) yMin = box.yMin;
    }
    FT_Int major, minor, patch;
    FT_Library_Version(library, &major, &minor, &patch);
    printf("%ld glyphs, %ld with ink, yMin %ld, yMax %ld; FreeType %d.%d.%d\n",
           (long)face->num_glyphs, inked, yMin, yMax, major, minor, patch);
    FT_Done_Face(face);
    FT_Done_FreeType(library);
    return 0;
}
