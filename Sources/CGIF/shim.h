#ifndef DUOSIM_CGIF_SHIM_H
#define DUOSIM_CGIF_SHIM_H

// giflib: the GIF animations (Sources/Pixels).
#include <gif_lib.h>

#endif
