/*
 * A small TOML reader, enough to find one table in a pyproject.toml written by
 * anyone: comments, [tables] and [[arrays of tables]], bare, quoted and dotted
 * keys, basic, literal and multi-line strings (escapes resolved), arrays and
 * inline tables, nested. Numbers, booleans and dates are read as words
 * (kind OTHER) without checking their form, and it does not check what TOML
 * forbids across lines (a key or table defined twice): the caller checks what
 * it reads.
 *
 * The reader calls back for every table header and every key = value (the
 * keys of inline tables too), with the full path of the key; strings and
 * arrays live until the callback returns.
 */
#ifndef HLOASYNC_TOML_H
#define HLOASYNC_TOML_H

#include <stddef.h>
#include <stdint.h>

typedef enum hloa_toml_kind {
    HLOA_TOML_STRING,
    HLOA_TOML_ARRAY,
    HLOA_TOML_TABLE,       /* a [header] or an inline { } table */
    HLOA_TOML_TABLE_ARRAY, /* a [[header]] */
    HLOA_TOML_OTHER,       /* a number, boolean or date */
} hloa_toml_kind;

/* A position in the text, both 1-based (columns count bytes). */
typedef struct hloa_toml_pos {
    uint32_t line, col;
} hloa_toml_pos;

typedef struct hloa_toml_value {
    hloa_toml_kind kind;
    hloa_toml_pos pos;                   /* where the value (or header) starts */
    const char *string;                  /* STRING: its text, NUL-terminated */
    const struct hloa_toml_value *items; /* ARRAY: its items */
    uint32_t n_items;
} hloa_toml_value;

/*
 * One table header or key = value. path[0..depth) is the full key (the
 * table's segments, then the key's); key_pos is where the key (or header) is
 * written. Returns 0 to go on, anything else stops the reading with that value.
 */
typedef int hloa_toml_visit(void *ctx, const char *const *path, int depth,
                            const hloa_toml_value *v, hloa_toml_pos key_pos);

typedef struct hloa_toml_error {
    hloa_toml_pos pos;
    char message[160];
} hloa_toml_error;

/*
 * Reads len bytes of text. Returns 0, -1 on a syntax error (err says where and
 * what), or the visitor's non-zero return.
 */
int hloa_toml_read(const char *text, size_t len, hloa_toml_visit *visit, void *ctx,
                   hloa_toml_error *err);

#endif
