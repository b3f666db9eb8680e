#ifndef DUOSIM_CFREETYPE_SHIM_H
#define DUOSIM_CFREETYPE_SHIM_H

// FreeType: glyphs rasterised for the pictures (Sources/Pixels). Its headers are reached
// through ft2build.h, which pkg-config's freetype2 puts on the include path.
#include <stdint.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_SYNTHESIS_H
#include FT_ADVANCES_H

// The load flags Swift can't import (function-like macros).
static inline int32_t duosim_ft_load_light(void) { return FT_LOAD_TARGET_LIGHT; }
static inline int32_t duosim_ft_load_no_scale(void) { return FT_LOAD_NO_SCALE; }
static inline int32_t duosim_ft_render_normal(void) { return FT_RENDER_MODE_NORMAL; }

#endif
