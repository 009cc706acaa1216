/*
 * The HLO lexer: tokens are (kind, offset, length) into the source buffer; it
 * never allocates. Grammar of the tokens: reference/hlo-grammar.md section 1.
 */
#ifndef HLOASYNC_LEX_H
#define HLOASYNC_LEX_H

#include <stddef.h>
#include <stdint.h>

typedef enum hloa_tok_kind {
    HLOA_TK_EOF,
    HLOA_TK_ERROR,      /* lexer->error says why */
    HLOA_TK_NAME,       /* %foo.1 (the text excludes the '%') */
    HLOA_TK_IDENT,      /* foo, opcodes, keywords, element types */
    HLOA_TK_ATTR_NAME,  /* foo= (the text excludes the '=') */
    HLOA_TK_COLON_NAME, /* foo: or %foo: in parameter lists (text excludes '%' and ':') */
    HLOA_TK_INT,        /* -?[0-9]+ */
    HLOA_TK_DECIMAL,    /* 1.5, 1e3, nan, -nan, nan(0x1), -inf */
    HLOA_TK_STRING,     /* "..." or '...' including the quotes */
    HLOA_TK_DIM_LABELS, /* b01f_01io->b01f */
    HLOA_TK_DXD,        /* 3x3 */
    HLOA_TK_PAD,        /* 0_0x1_1 */
    HLOA_TK_RAW_DICT,   /* {...} read in raw mode (backend_config) */
    HLOA_TK_EQ,         /* = */
    HLOA_TK_COMMA,      /* , */
    HLOA_TK_COLON,      /* : */
    HLOA_TK_STAR,       /* * */
    HLOA_TK_QUESTION,   /* ? */
    HLOA_TK_HASH,       /* # */
    HLOA_TK_PLUS,       /* + */
    HLOA_TK_TILDE,      /* ~ */
    HLOA_TK_LBRACKET,   /* [ */
    HLOA_TK_RBRACKET,   /* ] */
    HLOA_TK_LBRACE,     /* { */
    HLOA_TK_RBRACE,     /* } */
    HLOA_TK_LPAREN,     /* ( */
    HLOA_TK_RPAREN,     /* ) */
    HLOA_TK_ARROW,      /* -> */
    HLOA_TK_LEQ,        /* <= */
    HLOA_TK_DOTS,       /* ... */
} hloa_tok_kind;

enum {
    HLOA_TF_NEWLINE = 1, /* a line break precedes the token */
    HLOA_TF_SPACE = 2,   /* white space or a comment precedes the token */
    HLOA_TF_PERCENT = 4, /* NAME/COLON_NAME written with a leading '%' */
};

typedef struct hloa_token {
    uint8_t kind;  /* hloa_tok_kind */
    uint8_t flags; /* HLOA_TF_* */
    uint32_t off;  /* first byte of the token's text */
    uint32_t len;  /* bytes of the text */
} hloa_token;

/* Offsets of `//` comments that mention "hlo-async:" (suppressions), in text order. */
typedef struct hloa_offsets {
    uint32_t *items; /* heap */
    size_t len, cap; /* used and allocated entries */
} hloa_offsets;

/* A lexer passed the `//` comment text[from, end): noted in dir (when not NULL) if it
   mentions "hlo-async:", so nobody reads the text again for them. A comment lexed again
   after a look back is noted once: offsets only ever grow. (Both lexers, HLO and MLIR.) */
void hloa_note_directive(hloa_offsets *dir, const char *text, uint32_t from, uint32_t end);

typedef struct hloa_lexer {
    const char *text;  /* the whole source buffer, HLOA_SOURCE_PADDING NUL bytes after it */
    hloa_offsets *directives; /* where to note "hlo-async:" comments, or NULL */
    uint32_t pos;      /* next byte to read */
    uint32_t end;      /* end of the region being lexed */
    uint32_t last_end; /* end of the token returned before the current one */
    const char *error; /* message of the last ERROR token */
} hloa_lexer;

void hloa_lex_init(hloa_lexer *lx, const char *text, uint32_t begin, uint32_t end);
hloa_token hloa_lex_next(hloa_lexer *lx);
/*
 * Reads a JSON-ish dict in raw mode: pos must be at '{'; braces are counted
 * and double-quoted strings skipped until the matching '}'.
 */
hloa_token hloa_lex_raw_dict(hloa_lexer *lx);

/*
 * The offset just after the bracket group that opens at `open` ('{', '(' or
 * '['), when a byte scan can tell that lexing it would give only plain
 * tokens (words, integers, strings without escapes, punctuation) in matched
 * brackets: no error, comment, raw-mode dict or deep nesting. Otherwise 0,
 * and the caller reads the group token by token.
 */
uint32_t hloa_lex_skip_plain_group(const hloa_lexer *lx, uint32_t open);

/* The end of the identifier bytes [A-Za-z0-9_.-] that start at pos (at most lx->end). */
uint32_t hloa_lex_ident_end(const hloa_lexer *lx, uint32_t pos);
/* The same in text[pos, end) without a lexer (text NUL-padded as a source's is). */
uint32_t hloa_ident_end(const char *text, uint32_t pos, uint32_t end);
/* Can c start a word the lexer reads as an identifier ([A-Za-z_])? */
static inline int hloa_ident_start(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

/* +1 for '(' '[' '{', -1 for ')' ']' '}', 0 for any other token kind. */
static inline int hloa_tok_bracket(int kind)
{
    if (kind == HLOA_TK_LPAREN || kind == HLOA_TK_LBRACKET || kind == HLOA_TK_LBRACE)
        return 1;
    if (kind == HLOA_TK_RPAREN || kind == HLOA_TK_RBRACKET || kind == HLOA_TK_RBRACE)
        return -1;
    return 0;
}

/* Source span of a token, including a leading '%' and a trailing '=' or ':'. */
static inline uint32_t hloa_tok_begin(hloa_token t)
{
    return t.off - ((t.flags & HLOA_TF_PERCENT) ? 1 : 0);
}
static inline uint32_t hloa_tok_end(hloa_token t)
{
    return t.off + t.len + (t.kind == HLOA_TK_ATTR_NAME || t.kind == HLOA_TK_COLON_NAME);
}

/* Value of an INT token; -1 when it overflows (as XLA: uint64 bit-cast to int64). */
int hloa_tok_int(const char *text, hloa_token t, int64_t *value);
/* The first integer of v[0, n) past int64 (19 digits and more, not inside a quoted string
   or a word such as a name): 1 with its span [*b, *e), else 0. */
int hloa_past_int64(const char *v, uint32_t n, uint32_t *b, uint32_t *e);
const char *hloa_tok_kind_name(int kind);

#endif
