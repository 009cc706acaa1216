/*
 * Positions as LSP counts them: a line and a character in UTF-16 code units
 * (or in bytes, when the client chose "utf-8"), to and from the byte offsets
 * the IR and the diagnostics hold.
 */
#ifndef HLOASYNC_LSP_POSITION_H
#define HLOASYNC_LSP_POSITION_H

#include <stdint.h>

typedef struct hloa_lsp_lines {
    uint32_t *start; /* byte offset of each line's first byte (heap) */
    uint32_t n;      /* lines: newlines + 1 */
} hloa_lsp_lines;

/* The lines of text[0, len): each '\n' ends one. */
void hloa_lsp_lines_build(hloa_lsp_lines *l, const char *text, uint32_t len);
void hloa_lsp_lines_release(hloa_lsp_lines *l);
/*
 * The offset of (line, character): a line past the end is the end of the
 * text, a character past the line's end (before its '\r\n' or '\n') that end,
 * one inside a character (a surrogate pair's second half) before it.
 */
uint32_t hloa_lsp_offset(const hloa_lsp_lines *l, const char *text, uint32_t len, uint32_t line,
                         uint32_t character, int utf8);
/* The line and character of an offset (clamped to the text). */
void hloa_lsp_position(const hloa_lsp_lines *l, const char *text, uint32_t len, uint32_t off,
                       uint32_t *line, uint32_t *character, int utf8);

#endif
