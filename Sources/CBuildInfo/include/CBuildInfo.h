#ifndef INKBOX_CBUILDINFO_H
#define INKBOX_CBUILDINFO_H

/// The commit inkbox was built from, as scripts/package passes it (-Xcc -DINKBOX_COMMIT="..."),
/// or "" for a plain `swift build`.
const char *inkbox_build_commit(void);

#endif
