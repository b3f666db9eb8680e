#ifndef DUOSIM_CNCURSES_SHIM_H
#define DUOSIM_CNCURSES_SHIM_H

// The wide-character API is only visible when the header itself asks for it.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <langinfo.h>
// Debian keeps the wide-character header in ncursesw/; Homebrew's pkg-config file may point
// straight into that folder instead.
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif
#include <termios.h>
#include <unistd.h>

// Globals and macros Swift can't import, as functions.
static inline WINDOW *duosim_stdscr(void) { return stdscr; }
static inline int duosim_lines(void) { return LINES; }
static inline int duosim_cols(void) { return COLS; }
static inline int duosim_untouch_stdscr(void) { return untouchwin(stdscr); }
static inline int duosim_colors(void) { return COLORS; }
static inline int duosim_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t duosim_a_bold(void) { return A_BOLD; }
static inline attr_t duosim_a_dim(void) { return A_DIM; }
static inline attr_t duosim_a_reverse(void) { return A_REVERSE; }
static inline attr_t duosim_a_underline(void) { return A_UNDERLINE; }
static inline attr_t duosim_a_normal(void) { return A_NORMAL; }
static inline mmask_t duosim_mouse_mask(void) {
    return BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | REPORT_MOUSE_POSITION | BUTTON4_PRESSED
        | BUTTON5_PRESSED;
}
/// The wheel turned up (button 4) or down (button 5).
static inline mmask_t duosim_wheel_up(void) { return BUTTON4_PRESSED; }
static inline mmask_t duosim_wheel_down(void) { return BUTTON5_PRESSED; }
static inline mmask_t duosim_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t duosim_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t duosim_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t duosim_report_position(void) { return REPORT_MOUSE_POSITION; }
static inline int duosim_key_f(int n) { return KEY_F(n); }

/// Starts ncurses on the standard streams; NULL (rather than exiting) when TERM is unusable.
static inline SCREEN *duosim_newterm(void) { return newterm(NULL, stdout, stdin); }

/// Draws one cell: a character with attributes and a colour pair.
static inline int duosim_put_cell(int row, int col, wchar_t ch, attr_t attrs, short pair) {
    cchar_t cell;
    wchar_t text[2] = { ch, 0 };
    setcchar(&cell, text, attrs, pair, NULL);
    return mvadd_wch(row, col, &cell);
}

/// Draws one cell holding a character and up to four combining characters after it (`count`
/// wide characters in all, at most five); the character's own width decides the cells it takes.
static inline int duosim_put_text(int row, int col, const wchar_t *chars, int count, attr_t attrs, short pair) {
    cchar_t cell;
    wchar_t text[6] = { 0 };
    for (int i = 0; i < count && i < 5; i++) text[i] = chars[i];
    setcchar(&cell, text, attrs, pair, NULL);
    return mvadd_wch(row, col, &cell);
}

/// Whether the locale's character set is UTF-8.
static inline int duosim_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    if (!codeset) return 0;
    return (codeset[0] == 'U' || codeset[0] == 'u') && (codeset[1] == 'T' || codeset[1] == 't') &&
           (codeset[2] == 'F' || codeset[2] == 'f');
}


#include <string.h>

/// Whether the terminal moves the cursor with ANSI `ESC [ row ; column H` (xterm and its kin),
/// so duosim can send its own frames after ncurses has drawn the first.
/// Whether the terminal can draw a screen: move the cursor anywhere (`cup`) and clear (`clear`).
/// `dumb` and the hard-copy types can't; their UI would be unreadable.
static inline int duosim_can_draw_screen(void) {
    const char *cup = tigetstr("cup");
    const char *clear = tigetstr("clear");
    return cup != NULL && cup != (const char *)-1 && clear != NULL && clear != (const char *)-1;
}

static inline int duosim_cup_is_ansi(void) {
    const char *cup = tigetstr("cup");
    if (cup == NULL || cup == (const char *)-1) return 0;
    return strcmp(cup, "\x1b[%i%p1%d;%p2%dH") == 0;
}

/// Writes an escape sequence straight to the terminal.
static inline void duosim_write_escape(const char *text) {
    ssize_t ignored = write(STDOUT_FILENO, text, strlen(text));
    (void)ignored;
}

#endif
