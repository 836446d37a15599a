#ifndef INKBOX_CFREETYPE_SHIM_H
#define INKBOX_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_TRUETYPE_IDS_H
#include FT_SFNT_NAMES_H
#include FT_MULTIPLE_MASTERS_H
#include FT_OUTLINE_H
#include FT_BBOX_H

#endif
