/*
 * The lexer. A character-class table (SQLite style) picks the branch; the
 * token is the byte span, so nothing is copied. Number-like tokens follow
 * XLA's order: DECIMAL, DIM_LABELS, DXD, PAD, INT. The byte scans it runs
 * over long runs (names, strings, plain bracket groups) are scan.h's.
 */
#include "hloasync/lex.h"

#include "hloasync/arena.h"
#include "hloasync/strbuf.h"

#include "scan.h"

#include <ctype.h>
#include <pthread.h>
#include <stddef.h>
#include <string.h>

enum {
    CC_OTHER,   /* not allowed outside strings */
    CC_SPACE,   /* ' ' '\t' '\r' */
    CC_NEWLINE, /* '\n' */
    CC_ALPHA,   /* [A-Za-z_] */
    CC_DIGIT,   /* [0-9] */
    CC_MINUS,   /* - */
    CC_PERCENT, /* % */
    CC_QUOTE,   /* " ' */
    CC_SLASH,   /* / */
    CC_DOT,     /* . */
    CC_LT,      /* < */
    CC_QMARK,   /* ? */
    CC_PUNCT,   /* single-byte tokens */
    CC_NUL,     /* end of the buffer, or a stray NUL byte */
};

static unsigned char char_class[256];
static unsigned char is_ident[256];     /* [A-Za-z0-9_.-] */
static unsigned char punct_kind[256];   /* token kind of a CC_PUNCT byte */
static unsigned char number_more[256];  /* can continue a number-like token after digits */
static unsigned char space_flags[256];  /* HLOA_TF_* a white-space byte sets; 0 for the rest */
static unsigned char group_class[256];  /* GC_* of a byte inside a plain bracket group */

enum {
    GC_OTHER,  /* ends the byte scan: the tokens must tell */
    GC_PLAIN,  /* [A-Za-z0-9_], white space, ',' ':' */
    GC_OPEN,   /* { ( [ */
    GC_CLOSE,  /* } ) ] */
    GC_QUOTE,  /* " */
    GC_EQ,     /* = : a dict right after it is read in raw mode */
    GC_LT,     /* < : only as part of <= */
    GC_WORD,   /* - . : inside a word that starts with a letter (may-alias), else a number's */
    GC_SLASH,  /* / : only as the start of a block comment */
};

static void init_tables(void)
{
    for (int c = 0; c < 256; c++) {
        unsigned char cc = CC_OTHER;
        if (c == ' ' || c == '\t' || c == '\r')
            cc = CC_SPACE;
        else if (c == '\n')
            cc = CC_NEWLINE;
        else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')
            cc = CC_ALPHA;
        else if (c >= '0' && c <= '9')
            cc = CC_DIGIT;
        char_class[c] = cc;
        is_ident[c] = cc == CC_ALPHA || cc == CC_DIGIT || c == '.' || c == '-';
    }
    char_class['-'] = CC_MINUS;
    char_class['%'] = CC_PERCENT;
    char_class['"'] = char_class['\''] = CC_QUOTE;
    char_class['/'] = CC_SLASH;
    char_class['.'] = CC_DOT;
    char_class['<'] = CC_LT;
    char_class['?'] = CC_QMARK;
    char_class[0] = CC_NUL;
    space_flags[' '] = space_flags['\t'] = space_flags['\r'] = HLOA_TF_SPACE;
    space_flags['\n'] = HLOA_TF_SPACE | HLOA_TF_NEWLINE;
    for (int c = 0; c < 256; c++)
        if (char_class[c] == CC_ALPHA || char_class[c] == CC_DIGIT || char_class[c] == CC_SPACE ||
            char_class[c] == CC_NEWLINE || c == ',' || c == ':')
            group_class[c] = GC_PLAIN;
    group_class['{'] = group_class['('] = group_class['['] = GC_OPEN;
    group_class['}'] = group_class[')'] = group_class[']'] = GC_CLOSE;
    group_class['"'] = GC_QUOTE;
    group_class['='] = GC_EQ;
    group_class['<'] = GC_LT;
    group_class['-'] = group_class['.'] = GC_WORD;
    group_class['/'] = GC_SLASH;
    for (const char *m = ".eE_xbfio?-"; *m; m++)
        number_more[(unsigned char)*m] = 1;
    static const struct {
        char c;
        unsigned char kind;
    } puncts[] = {
        {'=', HLOA_TK_EQ},       {',', HLOA_TK_COMMA},    {':', HLOA_TK_COLON},
        {'*', HLOA_TK_STAR},     {'#', HLOA_TK_HASH},     {'+', HLOA_TK_PLUS},
        {'~', HLOA_TK_TILDE},    {'[', HLOA_TK_LBRACKET}, {']', HLOA_TK_RBRACKET},
        {'{', HLOA_TK_LBRACE},   {'}', HLOA_TK_RBRACE},   {'(', HLOA_TK_LPAREN},
        {')', HLOA_TK_RPAREN},
    };
    for (size_t i = 0; i < sizeof(puncts) / sizeof(puncts[0]); i++) {
        char_class[(unsigned char)puncts[i].c] = CC_PUNCT;
        punct_kind[(unsigned char)puncts[i].c] = puncts[i].kind;
    }
}

void hloa_lex_init(hloa_lexer *lx, const char *text, uint32_t begin, uint32_t end)
{
    static pthread_once_t tables_once = PTHREAD_ONCE_INIT;
    pthread_once(&tables_once, init_tables);
    lx->text = text;
    lx->directives = NULL;
    lx->pos = begin;
    lx->end = end;
    lx->last_end = begin;
    lx->error = NULL;
}

/* Rare paths stay out of hloa_lex_next, so the common tokens need no register spills. */
#define NOINLINE __attribute__((noinline))

static inline int isdig(unsigned char c)
{
    return c >= '0' && c <= '9';
}

/* Number-like matchers: each returns the length of its longest match at p, or 0. */

static size_t digits(const unsigned char *p, const unsigned char *e)
{
    const unsigned char *q = p;
    while (q < e && isdig(*q))
        q++;
    return (size_t)(q - p);
}

/* -?(D+|D+.D*|D*.D+)[eE][+-]?D+  |  -?(D+.D*|D*.D+) */
static size_t match_decimal(const unsigned char *p, const unsigned char *e)
{
    const unsigned char *q = p;
    if (q < e && *q == '-')
        q++;
    size_t ip = digits(q, e);
    q += ip;
    int dot = 0;
    size_t fp = 0;
    if (q < e && *q == '.') {
        fp = digits(q + 1, e);
        if (ip == 0 && fp == 0)
            return 0;
        dot = 1;
        q += 1 + fp;
    } else if (ip == 0) {
        return 0;
    }
    if (q < e && (*q == 'e' || *q == 'E')) {
        const unsigned char *r = q + 1;
        if (r < e && (*r == '+' || *r == '-'))
            r++;
        size_t ep = digits(r, e);
        if (ep)
            return (size_t)(r + ep - p);
    }
    return dot ? (size_t)(q - p) : 0;
}

static size_t run_of(const unsigned char *p, const unsigned char *e, const char *set)
{
    const unsigned char *q = p;
    while (q < e && (isdig(*q) || (*q && strchr(set, *q))))
        q++;
    return (size_t)(q - p);
}

/* [0-9bf?]{2,}_[0-9io?]{2,}->[0-9bf?]{2,} */
static size_t match_dim_labels(const unsigned char *p, const unsigned char *e)
{
    const unsigned char *q = p;
    size_t n = run_of(q, e, "bf?");
    if (n < 2 || q + n >= e || q[n] != '_')
        return 0;
    q += n + 1;
    n = run_of(q, e, "io?");
    if (n < 2 || q + n + 1 >= e || q[n] != '-' || q[n + 1] != '>')
        return 0;
    q += n + 2;
    n = run_of(q, e, "bf?");
    if (n < 2)
        return 0;
    return (size_t)(q + n - p);
}

/* [0-9]+(x[0-9]+)+ */
static size_t match_dxd(const unsigned char *p, const unsigned char *e)
{
    size_t n = digits(p, e);
    if (!n)
        return 0;
    const unsigned char *q = p + n;
    int groups = 0;
    while (q + 1 < e && *q == 'x' && isdig(q[1])) {
        q += 1 + digits(q + 1, e);
        groups++;
    }
    return groups ? (size_t)(q - p) : 0;
}

/* -?D+_-?D+(_D+)? */
static size_t match_pad_dim(const unsigned char *p, const unsigned char *e)
{
    const unsigned char *q = p;
    if (q < e && *q == '-')
        q++;
    size_t n = digits(q, e);
    if (!n)
        return 0;
    q += n;
    if (q >= e || *q != '_')
        return 0;
    q++;
    if (q < e && *q == '-')
        q++;
    n = digits(q, e);
    if (!n)
        return 0;
    q += n;
    if (q + 1 < e && *q == '_' && isdig(q[1]))
        q += 1 + digits(q + 1, e);
    return (size_t)(q - p);
}

static size_t match_pad(const unsigned char *p, const unsigned char *e)
{
    size_t n = match_pad_dim(p, e);
    if (!n)
        return 0;
    const unsigned char *q = p + n;
    while (q < e && *q == 'x') {
        size_t m = match_pad_dim(q + 1, e);
        if (!m)
            break;
        q += 1 + m;
    }
    return (size_t)(q - p);
}

/* nan, nan(0x...) after an optional '-' already skipped */
static size_t match_nan(const unsigned char *p, const unsigned char *e)
{
    if (e - p < 3 || memcmp(p, "nan", 3) != 0)
        return 0;
    const unsigned char *q = p + 3;
    if (q + 3 < e && q[0] == '(' && q[1] == '0' && q[2] == 'x') {
        const unsigned char *r = q + 3;
        while (r < e && ((*r >= '0' && *r <= '9') || (*r >= 'a' && *r <= 'f') ||
                         (*r >= 'A' && *r <= 'F')))
            r++;
        if (r > q + 3 && r < e && *r == ')')
            q = r + 1;
    }
    if (q < e && is_ident[*q] && *q != '(')
        return 0;
    return (size_t)(q - p);
}

/*
 * A token value built with one 8-byte store for kind, flags and off: built
 * field by field, the caller's 8-byte load of the returned struct could not
 * be forwarded from the byte stores and stalled on every token.
 */
static inline hloa_token token(int kind, int flags, uint32_t off, uint32_t len)
{
    _Static_assert(offsetof(hloa_token, kind) == 0 && offsetof(hloa_token, flags) == 1 &&
                       offsetof(hloa_token, off) == 4 && offsetof(hloa_token, len) == 8,
                   "token layout");
    hloa_token t;
    uint64_t head = (uint64_t)(uint8_t)kind | (uint64_t)(uint8_t)flags << 8 | (uint64_t)off << 32;
    memcpy(&t, &head, sizeof(head));
    t.len = len;
    return t;
}

static hloa_token make(hloa_lexer *lx, int kind, uint32_t off, uint32_t len, int flags)
{
    lx->pos = off + len;
    return token(kind, flags, off, len);
}

static hloa_token error(hloa_lexer *lx, uint32_t off, uint32_t len, const char *msg, int flags)
{
    lx->error = msg;
    lx->pos = off + len;
    return token(HLOA_TK_ERROR, flags, off, len);
}

/* Digits, '-', '?' and '.' start numbers, dim labels, DXD and PAD tokens. */
NOINLINE static hloa_token lex_number(hloa_lexer *lx, uint32_t off, int flags)
{
    const unsigned char *p = (const unsigned char *)lx->text + off;
    const unsigned char *e = (const unsigned char *)lx->text + lx->end;
    size_t n;
    /* Fast path: plain digits followed by a byte no longer token can continue with. */
    if (isdig(*p)) {
        const unsigned char *q = p + 1;
        while (q < e && isdig(*q))
            q++;
        if (q == e || !number_more[*q])
            return make(lx, HLOA_TK_INT, off, (uint32_t)(q - p), flags);
    }
    if (*p == '-') {
        if (e - p >= 4 && memcmp(p, "-inf", 4) == 0 && !(e - p > 4 && is_ident[p[4]]))
            return make(lx, HLOA_TK_DECIMAL, off, 4, flags);
        if ((n = match_nan(p + 1, e)) != 0)
            return make(lx, HLOA_TK_DECIMAL, off, (uint32_t)n + 1, flags);
    }
    if ((n = match_decimal(p, e)) != 0)
        return make(lx, HLOA_TK_DECIMAL, off, (uint32_t)n, flags);
    if ((n = match_dim_labels(p, e)) != 0)
        return make(lx, HLOA_TK_DIM_LABELS, off, (uint32_t)n, flags);
    if ((n = match_dxd(p, e)) != 0)
        return make(lx, HLOA_TK_DXD, off, (uint32_t)n, flags);
    if ((n = match_pad(p, e)) != 0)
        return make(lx, HLOA_TK_PAD, off, (uint32_t)n, flags);
    const unsigned char *q = p + (*p == '-');
    if ((n = digits(q, e)) != 0)
        return make(lx, HLOA_TK_INT, off, (uint32_t)(q + n - p), flags);
    if (*p == '?')
        return make(lx, HLOA_TK_QUESTION, off, 1, flags);
    if (*p == '-')
        return error(lx, off, 1, "unexpected '-'", flags);
    return error(lx, off, 1, "unexpected '.'", flags);
}

NOINLINE static hloa_token lex_string(hloa_lexer *lx, uint32_t off, int flags)
{
    const char *t = lx->text;
    char quote = t[off];
    uint32_t i = off + 1, end = lx->end;
    for (;;) {
        i = hloa_scan_find_any(t, i, end, '"', '\'', '\\', '\0');
        if (i >= end)
            return error(lx, off, 1, "unterminated string", flags);
        char c = t[i];
        if (c == quote)
            return make(lx, HLOA_TK_STRING, off, i + 1 - off, flags);
        if (c == '\\') {
            if (i + 1 >= end)
                return error(lx, off, 1, "unterminated string", flags);
            i += 2;
            continue;
        }
        if (c == '\0')
            return error(lx, i, 1, "NUL byte in string", flags);
        i++;
    }
}

/* Comments and stray bytes: the rare paths, kept out of hloa_lex_next. */
void hloa_note_directive(hloa_offsets *dir, const char *text, uint32_t from, uint32_t end)
{
    if (dir && end - from > 12 && hloa_find(text + from, end - from, "hlo-async:", 10) &&
        (!dir->len || dir->items[dir->len - 1] < from))
        HLOA_VEC_PUSH(*dir, from);
}

/*
 * A comment at i: an ERROR token, or an EOF token meaning "skipped, go on"
 * whose off is where to go on and whose flags are the flags so far (values,
 * not pointers, so the caller's position stays in a register).
 */
NOINLINE static hloa_token lex_slash(hloa_lexer *lx, uint32_t i, int flags)
{
    const unsigned char *t = (const unsigned char *)lx->text;
    uint32_t end = lx->end;
    if (i + 1 < end && t[i + 1] == '/') {
        const char *nl = memchr(t + i, '\n', end - i);
        uint32_t e = nl ? (uint32_t)(nl - (const char *)t) : end;
        hloa_note_directive(lx->directives, lx->text, i, e);
        return token(HLOA_TK_EOF, flags | HLOA_TF_SPACE, e, 0);
    }
    if (i + 1 < end && t[i + 1] == '*') {
        uint32_t j = i + 2;
        while (j + 1 < end && !(t[j] == '*' && t[j + 1] == '/')) {
            if (t[j] == '\n')
                flags |= HLOA_TF_NEWLINE;
            j++;
        }
        if (j + 1 >= end)
            return error(lx, i, 2, "unterminated comment", flags);
        return token(HLOA_TK_EOF, flags | HLOA_TF_SPACE, j + 2, 0);
    }
    return error(lx, i, 1, "unexpected '/'", flags);
}

NOINLINE static hloa_token lex_other(hloa_lexer *lx, uint32_t i, int flags)
{
    unsigned char c = (unsigned char)lx->text[i];
    if (c == 0)
        return error(lx, i, 1, "NUL byte in input", flags);
    if (c >= 0x80)
        return error(lx, i, 1, "unexpected non-ASCII byte", flags);
    return error(lx, i, 1, "unexpected character", flags);
}

/* A word that may be dim labels (`b01f_01io->b01f`) or a nan, ending at j otherwise. */
NOINLINE static hloa_token lex_word_rare(hloa_lexer *lx, uint32_t i, uint32_t j, int flags)
{
    const unsigned char *t = (const unsigned char *)lx->text;
    uint32_t end = lx->end;
    /* `b01f_01io->b01f`: the greedy scan stopped at '>' after a '-' */
    if (t[j] == '>' && t[j - 1] == '-') {
        size_t n = match_dim_labels(t + i, t + end);
        if (n)
            return make(lx, HLOA_TK_DIM_LABELS, i, (uint32_t)n, flags);
    }
    if (t[i] == 'n' && match_nan(t + i, t + end))
        return make(lx, HLOA_TK_DECIMAL, i, (uint32_t)match_nan(t + i, t + end), flags);
    return make(lx, HLOA_TK_IDENT, i, j - i, flags);
}

/* An identifier, attribute name or parameter name starting at i. */
static hloa_token lex_word(hloa_lexer *lx, uint32_t i, int flags)
{
    const unsigned char *t = (const unsigned char *)lx->text;
    uint32_t end = lx->end;
    /* The byte at end is never an identifier byte (NUL padding, or a region's "//"). */
    uint32_t j = hloa_scan_ident_end(t, i + 1);
    if (j > end)
        j = end;
    unsigned char next = j < end ? t[j] : 0;
    if (next == ':') {
        lx->pos = j + 1;
        return token(HLOA_TK_COLON_NAME, flags, i, j - i);
    }
    if (next == '=') {
        lx->pos = j + 1;
        return token(HLOA_TK_ATTR_NAME, flags, i, j - i);
    }
    if ((next == '>' && t[j - 1] == '-') || t[i] == 'n')
        return lex_word_rare(lx, i, j, flags);
    return make(lx, HLOA_TK_IDENT, i, j - i, flags);
}

static hloa_token lex_percent(hloa_lexer *lx, uint32_t i, int flags)
{
    const unsigned char *t = (const unsigned char *)lx->text;
    uint32_t end = lx->end, j = hloa_scan_ident_end(t, i + 1);
    if (j > end)
        j = end;
    if (j == i + 1)
        return error(lx, i, 1, "expected a name after '%'", flags);
    flags |= HLOA_TF_PERCENT;
    if (j < end && t[j] == ':') {
        lx->pos = j + 1;
        return token(HLOA_TK_COLON_NAME, flags, i + 1, j - i - 1);
    }
    return make(lx, HLOA_TK_NAME, i + 1, j - i - 1, flags);
}

hloa_token hloa_lex_next(hloa_lexer *lx)
{
    const unsigned char *t = (const unsigned char *)lx->text;
    uint32_t i = lx->pos, end = lx->end;
    int flags = 0;
    lx->last_end = i;
    for (;;) {
        /* White space, the commonest thing between tokens; it stops at the padding. */
        for (unsigned char f; (f = space_flags[t[i]]) != 0; i++)
            flags |= f;
        if (i >= end)
            return make(lx, HLOA_TK_EOF, end, 0, flags);
        unsigned char c = t[i];
        switch (char_class[c]) {
        case CC_ALPHA:
            return lex_word(lx, i, flags);
        case CC_PERCENT:
            return lex_percent(lx, i, flags);
        case CC_PUNCT:
            return make(lx, punct_kind[c], i, 1, flags);
        case CC_DIGIT:
        case CC_QMARK:
            return lex_number(lx, i, flags);
        case CC_MINUS:
            if (i + 1 < end && t[i + 1] == '>')
                return make(lx, HLOA_TK_ARROW, i, 2, flags);
            return lex_number(lx, i, flags);
        case CC_QUOTE:
            return lex_string(lx, i, flags);
        case CC_SLASH: {
            hloa_token tk = lex_slash(lx, i, flags);
            if (tk.kind == HLOA_TK_ERROR)
                return tk;
            i = tk.off;
            flags = tk.flags;
            continue;
        }
        case CC_DOT:
            if (i + 2 < end && t[i + 1] == '.' && t[i + 2] == '.')
                return make(lx, HLOA_TK_DOTS, i, 3, flags);
            return lex_number(lx, i, flags);
        case CC_LT:
            if (i + 1 < end && t[i + 1] == '=')
                return make(lx, HLOA_TK_LEQ, i, 2, flags);
            return error(lx, i, 1, "unexpected '<'", flags);
        default:
            return lex_other(lx, i, flags);
        }
    }
}

uint32_t hloa_ident_end(const char *text, uint32_t pos, uint32_t end)
{
    uint32_t j = hloa_scan_ident_end((const unsigned char *)text, pos);
    return j < end ? j : end;
}

uint32_t hloa_lex_ident_end(const hloa_lexer *lx, uint32_t pos)
{
    return hloa_ident_end(lx->text, pos, lx->end);
}

uint32_t hloa_lex_skip_plain_group(const hloa_lexer *lx, uint32_t open)
{
    /* Words never fail to lex, and neither do integers without '-' or '.'. */
    const unsigned char *t = (const unsigned char *)lx->text;
    unsigned char closers[64];
    int depth = 0;
    for (uint32_t i = open, end = lx->end; i < end; i++) {
        unsigned char c = t[i];
        switch (group_class[c]) {
        case GC_PLAIN: {
            uint32_t j = hloa_scan_plain_end(t, i + 1);
            i = (j < end ? j : end) - 1;
            continue;
        }
        case GC_OPEN:
            if (depth == (int)sizeof(closers))
                return 0;
            closers[depth++] = c == '{' ? '}' : c == '(' ? ')' : ']';
            continue;
        case GC_CLOSE:
            if (depth == 0 || closers[depth - 1] != c)
                return 0;
            if (--depth == 0)
                return i + 1;
            continue;
        case GC_QUOTE:
            i = hloa_scan_find_any(lx->text, i + 1, end, '"', '\\', '\0', '"');
            if (i >= end || t[i] != '"')
                return 0;
            continue;
        case GC_EQ: {
            uint32_t j = i + 1;
            while (j < end && (t[j] == ' ' || t[j] == '\t'))
                j++;
            if (j < end && t[j] == '{')
                return 0; /* key={...}: a raw-mode dict */
            continue;
        }
        case GC_LT:
            if (i + 1 >= end || t[i + 1] != '=')
                return 0;
            i++;
            continue;
        case GC_WORD: {
            if (c == '-' && t[i + 1] == '>' && !is_ident[t[i - 1]]) {
                i++; /* an arrow, as in entry_computation_layout's (...)->(...) */
                continue;
            }
            /* One IDENT when its word starts with a letter (input_output_alias's may-alias);
               a number (-1, 1.5, 1e-3) is left to the tokens, which check it. */
            uint32_t w = i;
            while (w > open && is_ident[t[w - 1]])
                w--;
            if (char_class[t[w]] != CC_ALPHA)
                return 0;
            uint32_t j = hloa_scan_ident_end(t, i + 1);
            i = (j < end ? j : end) - 1;
            continue;
        }
        case GC_SLASH: { /* a block comment is space, as the lexer reads it (index=5 in tuples) */
            if (i + 1 >= end || t[i + 1] != '*')
                return 0;
            uint32_t j = i + 2;
            while (j + 1 < end && !(t[j] == '*' && t[j + 1] == '/'))
                j++;
            if (j + 1 >= end)
                return 0;
            i = j + 1;
            continue;
        }
        default:
            return 0;
        }
    }
    return 0;
}

hloa_token hloa_lex_raw_dict(hloa_lexer *lx)
{
    const char *t = lx->text;
    uint32_t off = lx->pos, i = off, end = lx->end;
    uint32_t depth = 0;
    lx->last_end = off;
    while (i < end) {
        /* Jump to the next byte that matters: a brace or a quote. */
        i = hloa_scan_find_any(t, i, end, '{', '}', '"', '"');
        if (i >= end)
            break;
        if (t[i] == '{') {
            depth++;
        } else if (t[i] == '}') {
            if (--depth == 0)
                return make(lx, HLOA_TK_RAW_DICT, off, i + 1 - off, 0);
        } else {
            uint32_t j = i + 1;
            while ((j = hloa_scan_find_any(t, j, end, '"', '\\', '\\', '\\')) < end && t[j] == '\\')
                j += 2;
            if (j >= end)
                return error(lx, i, 1, "unterminated string", 0);
            i = j;
        }
        i++;
    }
    return error(lx, off, 1, "unterminated '{'", 0);
}

int hloa_tok_int(const char *text, hloa_token t, int64_t *value)
{
    const char *p = text + t.off, *e = p + t.len;
    int neg = *p == '-';
    p += neg;
    uint64_t v = 0;
    for (; p < e; p++) {
        uint64_t d = (uint64_t)(*p - '0');
        if (v > (UINT64_MAX - d) / 10)
            return -1;
        v = v * 10 + d;
    }
    if (neg) {
        if (v > (uint64_t)INT64_MAX + 1)
            return -1;
        *value = v == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)v;
    } else {
        *value = (int64_t)v; /* XLA bit-casts values above INT64_MAX */
    }
    return 0;
}

int hloa_past_int64(const char *v, uint32_t n, uint32_t *b, uint32_t *e)
{
    for (uint32_t i = 0; n >= 19 && i < n; i++) {
        if (v[i] == '"') { /* a string: to its closing quote */
            for (i++; i < n && v[i] != '"'; i++)
                i += v[i] == '\\';
            continue;
        }
        if (v[i] < '0' || v[i] > '9')
            continue;
        uint32_t start = i;
        int word = start && (isalpha((unsigned char)v[start - 1]) || v[start - 1] == '_' ||
                             v[start - 1] == '.');
        while (i < n && v[i] >= '0' && v[i] <= '9')
            i++;
        uint32_t z = start;
        while (z + 1 < i && v[z] == '0')
            z++; /* leading zeros */
        if (!word && (i - z > 19 || (i - z == 19 && memcmp(v + z, "9223372036854775807", 19) > 0))) {
            *b = start, *e = i;
            return 1;
        }
        i--;
    }
    return 0;
}

const char *hloa_tok_kind_name(int kind)
{
    static const char *const names[] = {
        [HLOA_TK_EOF] = "end of input",    [HLOA_TK_ERROR] = "invalid token",
        [HLOA_TK_NAME] = "name",           [HLOA_TK_IDENT] = "identifier",
        [HLOA_TK_ATTR_NAME] = "attribute", [HLOA_TK_COLON_NAME] = "parameter name",
        [HLOA_TK_INT] = "integer",         [HLOA_TK_DECIMAL] = "number",
        [HLOA_TK_STRING] = "string",       [HLOA_TK_DIM_LABELS] = "dim labels",
        [HLOA_TK_DXD] = "window size",     [HLOA_TK_PAD] = "padding",
        [HLOA_TK_RAW_DICT] = "dict",       [HLOA_TK_EQ] = "'='",
        [HLOA_TK_COMMA] = "','",           [HLOA_TK_COLON] = "':'",
        [HLOA_TK_STAR] = "'*'",            [HLOA_TK_QUESTION] = "'?'",
        [HLOA_TK_HASH] = "'#'",            [HLOA_TK_PLUS] = "'+'",
        [HLOA_TK_TILDE] = "'~'",           [HLOA_TK_LBRACKET] = "'['",
        [HLOA_TK_RBRACKET] = "']'",        [HLOA_TK_LBRACE] = "'{'",
        [HLOA_TK_RBRACE] = "'}'",          [HLOA_TK_LPAREN] = "'('",
        [HLOA_TK_RPAREN] = "')'",          [HLOA_TK_ARROW] = "'->'",
        [HLOA_TK_LEQ] = "'<='",            [HLOA_TK_DOTS] = "'...'",
    };
    if (kind < 0 || kind >= (int)(sizeof(names) / sizeof(names[0])) || !names[kind])
        return "token";
    return names[kind];
}
