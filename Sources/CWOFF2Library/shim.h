// The WOFF2 reference library's flags (pkg-config libwoff2enc, libwoff2dec) for the CWOFF2 shim;
// its headers are C++ and are included by the shim, not here.
