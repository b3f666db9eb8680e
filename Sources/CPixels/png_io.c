// PNG through libpng, kept in C: libpng reports errors with longjmp, which must land in a frame
// that called setjmp (Swift can't), so each call is one function here. No PNG or zlib code of
// our own: libpng writes and reads the file, zlib compresses.
#include "CPixels.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

struct write_state {
    duosim_png_sink sink;
    void *context;
    int failed;
};

struct failure {
    jmp_buf jump;
    const char *message;
};

static void on_error(png_structp png, png_const_charp message) {
    struct failure *failure = png_get_error_ptr(png);
    (void)message;  // libpng's text may name internals; the caller says what failed
    longjmp(failure->jump, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void on_write(png_structp png, png_bytep data, png_size_t length) {
    struct write_state *state = png_get_io_ptr(png);
    if (!state->failed && !state->sink(state->context, data, length)) {
        state->failed = 1;
        png_error(png, "write");
    }
}

static void on_flush(png_structp png) { (void)png; }

const char *duosim_png_write(
    const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t stride, int channels, int level, int filters,
    duosim_png_sink sink, void *context) {
    if (width == 0 || height == 0 || (channels != 3 && channels != 4)) return "an empty picture";
    struct failure failure = {.message = "libpng couldn't write the picture"};
    struct write_state state = {.sink = sink, .context = context, .failed = 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &failure, on_error, on_warning);
    if (!png) return "out of memory";
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        return "out of memory";
    }
    // volatile: read after a longjmp.
    const char *volatile result = 0;
    if (setjmp(failure.jump)) {
        result = state.failed ? "the picture's bytes couldn't be kept" : failure.message;
    } else {
        png_set_write_fn(png, &state, on_write, on_flush);
        png_set_compression_level(png, level);
        png_set_filter(png, 0, filters == 1 ? PNG_FILTER_SUB : filters == 2 ? PNG_FILTER_UP : PNG_ALL_FILTERS);
        png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
                     PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
        png_write_info(png, info);
        for (uint32_t row = 0; row < height; row++) png_write_row(png, pixels + (size_t)row * stride);
        png_write_end(png, NULL);
    }
    png_destroy_write_struct(&png, &info);
    return result;
}

struct read_state {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
};

static void on_read(png_structp png, png_bytep data, png_size_t length) {
    struct read_state *state = png_get_io_ptr(png);
    if (length > state->count - state->offset) png_error(png, "truncated");
    memcpy(data, state->bytes + state->offset, length);
    state->offset += length;
}

const char *duosim_png_read(
    const uint8_t *bytes, size_t count, uint64_t max_pixels, uint8_t **pixels, uint32_t *width, uint32_t *height) {
    *pixels = NULL;
    *width = 0;
    *height = 0;
    if (count < 8 || png_sig_cmp(bytes, 0, 8) != 0) return "not a PNG file";
    struct failure failure = {.message = "not a PNG file libpng can read (damaged or cut short)"};
    struct read_state state = {.bytes = bytes, .count = count, .offset = 0};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &failure, on_error, on_warning);
    if (!png) return "out of memory";
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        return "out of memory";
    }
    uint8_t *volatile buffer = NULL;
    png_bytep *volatile rows = NULL;
    const char *volatile result = 0;
    if (setjmp(failure.jump)) {
        free(buffer);
        free(rows);
        buffer = NULL;
        result = failure.message;
    } else {
        png_set_read_fn(png, &state, on_read);
        png_read_info(png, info);
        uint32_t w = png_get_image_width(png, info), h = png_get_image_height(png, info);
        if ((uint64_t)w * h > max_pixels) {
            failure.message = "too large a picture";
            png_error(png, "size");
        }
        // Whatever the file holds, as 8-bit RGBA.
        png_set_expand(png);
        png_set_strip_16(png);
        png_set_gray_to_rgb(png);
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
        png_set_interlace_handling(png);
        png_read_update_info(png, info);
        buffer = malloc((size_t)w * h * 4);
        if (!buffer) {
            failure.message = "out of memory";
            png_error(png, "memory");
        }
        rows = malloc(sizeof(png_bytep) * (h ? h : 1));
        if (!rows) {
            failure.message = "out of memory";
            png_error(png, "memory");
        }
        for (uint32_t row = 0; row < h; row++) rows[row] = buffer + (size_t)row * w * 4;
        png_read_image(png, rows);
        free(rows);
        rows = NULL;
        png_read_end(png, NULL);
        *width = w;
        *height = h;
    }
    png_destroy_read_struct(&png, &info, NULL);
    *pixels = buffer;
    return result;
}
