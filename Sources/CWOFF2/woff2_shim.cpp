// The WOFF2 reference library behind a C interface; no C++ exception crosses it.
#include "woff2_shim.h"

#include <woff2/decode.h>
#include <woff2/encode.h>
#include <woff2/output.h>

#include <cstdio>
#include <mutex>
#include <fcntl.h>
#include <unistd.h>

namespace {
/// The encoder reports "Compressed N to M." on standard error; inkbox's standard error is for
/// inkbox's own messages, so the report goes to /dev/null while the encoder runs. One encoder
/// runs at a time, so that the descriptor saved is always the real standard error.
std::mutex encoding;

struct QuietStandardError {
    std::lock_guard<std::mutex> lock{encoding};
    int saved = -1;
    QuietStandardError() {
        std::fflush(stderr);
        int null = open("/dev/null", O_WRONLY);
        if (null < 0) return;
        saved = dup(2);
        if (saved >= 0) dup2(null, 2);
        close(null);
    }
    ~QuietStandardError() {
        std::fflush(stderr);
        if (saved >= 0) {
            dup2(saved, 2);
            close(saved);
        }
    }
};
}

extern "C" size_t inkbox_woff2_decoded_size(const uint8_t *data, size_t length) {
    try {
        return woff2::ComputeWOFF2FinalSize(data, length);
    } catch (...) {
        return 0;
    }
}

extern "C" size_t inkbox_woff2_decode(const uint8_t *data, size_t length, uint8_t *result, size_t capacity) {
    try {
        woff2::WOFF2MemoryOut out(result, capacity);
        if (!woff2::ConvertWOFF2ToTTF(data, length, &out)) return 0;
        return out.Size();
    } catch (...) {
        return 0;
    }
}

extern "C" size_t inkbox_woff2_max_encoded_size(const uint8_t *data, size_t length) {
    try {
        return woff2::MaxWOFF2CompressedSize(data, length);
    } catch (...) {
        return 0;
    }
}

extern "C" int inkbox_woff2_encode(const uint8_t *data, size_t length, uint8_t *result, size_t *result_length) {
    try {
        QuietStandardError quiet;
        return woff2::ConvertTTFToWOFF2(data, length, result, result_length) ? 1 : 0;
    } catch (...) {
        return 0;
    }
}
