/*
 * Minimal-diff editing: a list of replacements and insertions at byte
 * offsets of the original text. Applying them copies every other byte
 * unchanged, so comments, CHECK lines and spacing survive a rewrite.
 */
#ifndef HLOASYNC_EDIT_H
#define HLOASYNC_EDIT_H

#include "hloasync/arena.h"
#include "hloasync/source.h"
#include "hloasync/strbuf.h"

#include <stdint.h>

typedef struct hloa_edit {
    uint32_t off;      /* first byte replaced (or the insertion point) */
    uint32_t len;      /* bytes replaced; 0 inserts */
    const char *text;  /* replacement (arena) */
    uint32_t text_len; /* bytes of text */
    uint32_t seq;      /* order of insertions at the same offset */
} hloa_edit;

typedef struct hloa_editor {
    hloa_arena arena;         /* replacement texts */
    HLOA_VEC(hloa_edit) edits; /* in the order they were made */
} hloa_editor;

void hloa_editor_init(hloa_editor *ed);
void hloa_editor_release(hloa_editor *ed);
void hloa_editor_replace(hloa_editor *ed, uint32_t off, uint32_t len, const char *text,
                         size_t text_len);
void hloa_editor_insert(hloa_editor *ed, uint32_t off, const char *text, size_t text_len);
/* Moves the edits of from after those of ed, as if made on ed; from is released. */
void hloa_editor_append(hloa_editor *ed, hloa_editor *from);
/*
 * Appends text[0, len) with the edits applied to out. Edits must not
 * overlap (an overlap is a bug in the pass that made them).
 */
void hloa_editor_apply(hloa_editor *ed, const char *text, uint32_t len, hloa_strbuf *out);
/*
 * Writes the source's text with the edits applied to fd, without building it
 * in memory (a rewritten 100 MB dump would be another 100 MB of fresh pages)
 * and handing back the source text behind what is written; 0, or the errno
 * of the write that failed.
 */
int hloa_editor_write(hloa_editor *ed, const hloa_source *src, int fd);
/* Does any edit change the bytes it covers? */
int hloa_editor_changes(hloa_editor *ed, const char *text);

/*
 * Appends a unified diff (3 lines of context) of what the edits change in
 * text[0, len) to out, with the given file names in the header; returns 0
 * when nothing changes (and appends nothing), 1 otherwise.
 */
int hloa_editor_diff(hloa_editor *ed, const char *text, uint32_t len, const char *old_name,
                     const char *new_name, hloa_strbuf *out);

#endif
