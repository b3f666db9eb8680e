#ifndef DUOSIM_CPNG_SHIM_H
#define DUOSIM_CPNG_SHIM_H

// libpng: PNG files written and read for the pictures (Sources/Pixels, through CPixels' shims,
// which keep libpng's longjmp on the C side).
#include <png.h>

#endif
