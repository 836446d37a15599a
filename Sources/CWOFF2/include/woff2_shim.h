#ifndef INKBOX_WOFF2_SHIM_H
#define INKBOX_WOFF2_SHIM_H
// A C face for the WOFF2 reference library (google/woff2, C++), which Swift cannot call directly.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Decodes a WOFF2 file into `result` (at most `capacity` bytes). Returns the sfnt's size, or 0
/// when the file is not valid WOFF2 or does not fit.
size_t inkbox_woff2_decode(const uint8_t *data, size_t length, uint8_t *result, size_t capacity);

/// The size the decoded sfnt announces (bounded by the library), 0 when unknown.
size_t inkbox_woff2_decoded_size(const uint8_t *data, size_t length);

/// Encodes an sfnt as WOFF2 into `result` (at most `*result_length` bytes, set to the size
/// written). Returns 1 on success.
int inkbox_woff2_encode(const uint8_t *data, size_t length, uint8_t *result, size_t *result_length);

/// The most bytes encoding `length` bytes of sfnt can take.
size_t inkbox_woff2_max_encoded_size(const uint8_t *data, size_t length);

#ifdef __cplusplus
}
#endif

#endif
