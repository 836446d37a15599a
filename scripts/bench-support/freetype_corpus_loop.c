/* The bare peer of `inkbox audit DIR --set all` over a corpus: FreeType's own load + exact bbox
 * over every glyph of every face named on standard input ("FILE<TAB>FACE" per line), nothing
 * else. The corpus benchmark runs two of these at once, one per core, on alternate faces.
 * Usage: freetype_corpus_loop < faces.tsv */
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_BBOX_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    FT_Library library;
    if (FT_Init_FreeType(&library)) return 2;
    char line[8192];
    long faces = 0, glyphs = 0, inked = 0;
    while (fgets(line, sizeof line, stdin)) {
        char *tab = strchr(line, '\t');
        if (!tab) continue;
        *tab = 0;
        FT_Face face;
        if (FT_New_Face(library, line, atol(tab + 1), &face)) continue;
        for (FT_Long glyph = 0; glyph < face->num_glyphs; glyph++) {
            glyphs++;
            if (FT_Load_Glyph(face, (FT_UInt)glyph, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) continue;
            FT_Outline *outline = &face->glyph->outline;
            if (face->glyph->format != FT_GLYPH_FORMAT_OUTLINE || outline->n_points == 0) continue;
            FT_BBox box;
            if (FT_Outline_Get_BBox(outline, &box) == 0) inked++;
        }
        FT_Done_Face(face);
        faces++;
    }
    printf("%ld faces, %ld glyphs, %ld with ink\n", faces, glyphs, inked);
    FT_Done_FreeType(library);
    return 0;
}
