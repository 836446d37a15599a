#include "CBuildInfo.h"

#ifndef INKBOX_COMMIT
#define INKBOX_COMMIT ""
#endif

const char *inkbox_build_commit(void) { return INKBOX_COMMIT; }
