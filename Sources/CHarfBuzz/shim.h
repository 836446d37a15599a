#ifndef INKBOX_CHARFBUZZ_SHIM_H
#define INKBOX_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ft.h>

#endif
