/*
 * A reader of the protobuf text format into a tree that knows no schema: a
 * message is a list of fields, a field a name and either a scalar (a number,
 * an identifier such as an enum value or true, or a string) or a message.
 * What a field means, and whether a number fits it, is the caller's business
 * (hloa_textproto_int64 and friends read a scalar when it is asked for).
 *
 * The grammar it reads:
 *   message ::= (field (',' | ';')?)*
 *   field   ::= name ':' scalar | name ':'? ('{' message '}' | '<' message '>')
 *             | name ':'? '[' (value (',' value)*)? ']'   (one field a value)
 *   value   ::= scalar | '{' message '}' | '<' message '>'
 *   scalar  ::= '-'? (number | identifier) | string+     (adjacent strings join)
 * with '#' comments to the end of a line wherever a space may stand, and
 * strings in single or double quotes with C escapes (\n \x41 \101 \u00e9 ...).
 *
 * Memory: the fields live in the document's arena; a name and a scalar point
 * into the text when they can (so the text must outlive the document) and into
 * the arena when a string's escapes were decoded. Neither is NUL-terminated.
 */
#ifndef HLOASYNC_TEXTPROTO_H
#define HLOASYNC_TEXTPROTO_H

#include "hloasync/arena.h"

#include <stddef.h>
#include <stdint.h>

typedef enum hloa_textproto_kind {
    HLOA_TEXTPROTO_SCALAR,  /* a number or an identifier, as written ("-1.5e3", "F32", "true") */
    HLOA_TEXTPROTO_STRING,  /* a quoted string, its escapes decoded */
    HLOA_TEXTPROTO_MESSAGE, /* a nested message */
} hloa_textproto_kind;

typedef struct hloa_textproto_field hloa_textproto_field;

/* A message: its fields in text order (a repeated field is several fields of one name). */
typedef struct hloa_textproto_msg {
    const hloa_textproto_field *fields;
    uint32_t n;
} hloa_textproto_msg;

struct hloa_textproto_field {
    const char *name;       /* the field's name, name_len bytes */
    const char *value;      /* a scalar's or string's value_len bytes; NULL for a message */
    hloa_textproto_msg msg; /* a message's fields */
    uint32_t name_len;
    uint32_t value_len;
    uint32_t off; /* byte offset of the name: where an error about the field points */
    uint8_t kind; /* hloa_textproto_kind */
};

typedef struct hloa_textproto {
    hloa_arena arena;       /* every field and every decoded string */
    hloa_textproto_msg top; /* the fields of the text's top-level message */
} hloa_textproto;

/*
 * Reads len bytes of text into doc (which it initialises). Returns 0, or -1
 * with a one-line reason "LINE:COL: expected '}' ..." in why (doc then holds
 * nothing; release it all the same).
 */
int hloa_textproto_read(hloa_textproto *doc, const char *text, size_t len, char *why,
                        size_t why_size);
void hloa_textproto_release(hloa_textproto *doc);

/* The first field called name in m, or NULL. */
const hloa_textproto_field *hloa_textproto_find(hloa_textproto_msg m, const char *name);
/*
 * The next field called name after f, which is a field of m, or NULL:
 *   for (f = hloa_textproto_find(m, "x"); f; f = hloa_textproto_next(m, f, "x"))
 */
const hloa_textproto_field *hloa_textproto_next(hloa_textproto_msg m,
                                                const hloa_textproto_field *f, const char *name);
/* The last field called name in m, or NULL: a singular field written twice is its last, as
   protobuf reads it. */
const hloa_textproto_field *hloa_textproto_last(hloa_textproto_msg m, const char *name);
/* Is f (non-NULL) a scalar or string whose bytes are s? */
int hloa_textproto_is(const hloa_textproto_field *f, const char *s);

/*
 * A scalar read as a number or a truth value: 0 and the value in *out, or -1
 * when f is NULL, not a scalar or not one of these (an int64 in decimal, hex
 * 0x.. or octal 0..; a double, also inf and nan; true/false, True/False, t/f, 1/0).
 */
int hloa_textproto_int64(const hloa_textproto_field *f, int64_t *out);
int hloa_textproto_double(const hloa_textproto_field *f, double *out);
int hloa_textproto_bool(const hloa_textproto_field *f, int *out);

#endif
