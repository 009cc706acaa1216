/* The lexer of MLIR's textual form (see mlir.h for the tokens). */
#include "hloasync/mlir.h"

#include <string.h>

/* Character classes, one table lookup per byte (as SQLite's tokenizer does). */
enum {
    C_LETTER = 1,  /* a-z A-Z */
    C_DIGIT = 2,   /* 0-9 */
    C_BARE = 4,    /* _ $ . after the first byte of a bare-id */
    C_SUFFIX = 8,  /* $ . _ - in a suffix-id */
    C_BLANK = 16,  /* space, tab, CR, LF */
    C_PUNCT = 32,  /* ( ) { } [ ] < > , : = ? * + | */
    C_HEX = 64,    /* 0-9 a-f A-F */
};

/* By byte; bytes 128-255 (UTF-8) are in no class. */
static const unsigned char classes[256] = {
     0,  0,  0,  0,  0,  0,  0,  0,  0, 16, 16,  0,  0, 16,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,
    16,  0,  0,  0, 12,  0,  0,  0, 32, 32, 32, 32, 32,  8, 12,  0,
    66, 66, 66, 66, 66, 66, 66, 66, 66, 66, 32,  0, 32, 32, 32, 32,
     0, 65, 65, 65, 65, 65, 65,  1,  1,  1,  1,  1,  1,  1,  1,  1,
     1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1, 32,  0, 32,  0, 12,
     0, 65, 65, 65, 65, 65, 65,  1,  1,  1,  1,  1,  1,  1,  1,  1,
     1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1, 32, 32, 32,  0,  0,
};

static int is(char c, unsigned cls)
{
    return classes[(unsigned char)c] & cls;
}

static int is_letter(char c)
{
    return is(c, C_LETTER);
}

static int is_digit(char c)
{
    return is(c, C_DIGIT);
}

/* bare-id: (letter | '_') (letter | digit | [_$.])* */
static uint32_t bare_id(const char *t, uint32_t i, uint32_t end)
{
    uint32_t b = i;
    if (i >= end || !(is_letter(t[i]) || t[i] == '_'))
        return 0;
    for (i++; i < end && is(t[i], C_LETTER | C_DIGIT | C_BARE); i++)
        ;
    return i - b;
}

/* suffix-id (after % ^): digit+ | (letter | [$._-]) (letter | digit | [$._-])* */
static uint32_t suffix_id(const char *t, uint32_t i, uint32_t end)
{
    uint32_t b = i;
    if (i < end && is_digit(t[i])) {
        while (i < end && is_digit(t[i]))
            i++;
        return i - b;
    }
    if (i >= end || !is(t[i], C_LETTER | C_SUFFIX))
        return 0;
    for (i++; i < end && is(t[i], C_LETTER | C_SUFFIX | C_DIGIT); i++)
        ;
    return i - b;
}

/* A string's bytes from its opening quote at i, or 0 when it is not closed on its line. */
static uint32_t string_len(const char *t, uint32_t i, uint32_t end)
{
    for (uint32_t j = i + 1; j < end; j++) {
        if (t[j] == '\\' && j + 1 < end)
            j++;
        else if (t[j] == '"')
            return j + 1 - i;
        else if (t[j] == '\n')
            return 0;
    }
    return 0;
}

/* A number: 0x hex, or digits with an optional fraction and exponent (is_float set). */
static uint32_t number_len(const char *t, uint32_t i, uint32_t end, int *is_float)
{
    uint32_t b = i;
    *is_float = 0;
    if (t[i] == '0' && i + 2 < end && t[i + 1] == 'x' && is(t[i + 2], C_HEX)) {
        for (i += 2; i < end && is(t[i], C_HEX); i++)
            ;
        return i - b;
    }
    while (i < end && is_digit(t[i]))
        i++;
    if (i + 1 < end && t[i] == '.' && is_digit(t[i + 1])) {
        *is_float = 1;
        for (i++; i < end && is_digit(t[i]); i++)
            ;
    } else if (i < end && t[i] == '.') {
        *is_float = 1; /* "1." */
        i++;
    }
    if (i < end && (t[i] == 'e' || t[i] == 'E')) {
        uint32_t j = i + 1;
        if (j < end && (t[j] == '+' || t[j] == '-'))
            j++;
        if (j < end && is_digit(t[j])) {
            *is_float = 1;
            for (i = j; i < end && is_digit(t[i]); i++)
                ;
        }
    }
    return i - b;
}

uint32_t hloa_mlir_value_len(const char *t, uint32_t i, uint32_t end)
{
    if (i >= end || t[i] != '%')
        return 0;
    uint32_t n = suffix_id(t, i + 1, end);
    if (!n)
        return 0;
    n++;
    if (i + n + 1 < end && t[i + n] == '#' && is_digit(t[i + n + 1])) /* %x#1 */
        for (n++; i + n < end && is_digit(t[i + n]); n++)
            ;
    return n;
}

void hloa_mlir_lex_init(hloa_mlir_lexer *lx, const char *text, uint32_t begin, uint32_t end)
{
    lx->text = text;
    lx->pos = begin;
    lx->end = end;
    lx->directives = NULL;
}

/* The kind of the token at text[i] (not a blank), its bytes in *len. */
static hloa_mlir_kind kind_at(const char *t, uint32_t i, uint32_t end, uint32_t *len)
{
    uint32_t n;
    *len = 1; /* an error's, a punctuation's */
    char c = t[i];
    switch (c) {
    case '%':
        n = hloa_mlir_value_len(t, i, end);
        return n ? (*len = n, HLOA_MLIR_VALUE) : HLOA_MLIR_ERROR;
    case '^':
        n = suffix_id(t, i + 1, end);
        return n ? (*len = n + 1, HLOA_MLIR_BLOCK) : HLOA_MLIR_ERROR;
    case '@':
        n = i + 1 < end && t[i + 1] == '"' ? string_len(t, i + 1, end) : bare_id(t, i + 1, end);
        return n ? (*len = n + 1, HLOA_MLIR_SYMBOL) : HLOA_MLIR_ERROR;
    case '#':
        if (i + 2 < end && t[i + 1] == '-' && t[i + 2] == '}')
            return *len = 3, HLOA_MLIR_RESOURCE_CLOSE;
        n = bare_id(t, i + 1, end);
        return n ? (*len = n + 1, HLOA_MLIR_ATTR_ID) : HLOA_MLIR_ERROR;
    case '!':
        n = bare_id(t, i + 1, end);
        return n ? (*len = n + 1, HLOA_MLIR_TYPE_ID) : HLOA_MLIR_ERROR;
    case '"':
        n = string_len(t, i, end);
        return n ? (*len = n, HLOA_MLIR_STRING) : HLOA_MLIR_ERROR;
    case '{':
        if (i + 2 < end && t[i + 1] == '-' && t[i + 2] == '#')
            return *len = 3, HLOA_MLIR_RESOURCE_OPEN;
        return HLOA_MLIR_PUNCT;
    case '-':
        *len = i + 1 < end && t[i + 1] == '>' ? 2 : 1;
        return HLOA_MLIR_PUNCT;
    default:
        break;
    }
    if (is_digit(c)) {
        int is_float;
        *len = number_len(t, i, end, &is_float);
        return is_float ? HLOA_MLIR_FLOAT : HLOA_MLIR_INTEGER;
    }
    if ((n = bare_id(t, i, end)) != 0)
        return *len = n, HLOA_MLIR_BARE;
    return is(c, C_PUNCT) ? HLOA_MLIR_PUNCT : HLOA_MLIR_ERROR;
}

hloa_mlir_kind hloa_mlir_lex_next(hloa_mlir_lexer *lx, hloa_mlir_token *tok)
{
    const char *t = lx->text;
    uint32_t end = lx->end, i = lx->pos;
    for (;;) { /* blanks and // comments */
        while (i < end && is(t[i], C_BLANK))
            i++;
        if (i + 1 < end && t[i] == '/' && t[i + 1] == '/') {
            uint32_t from = i;
            while (i < end && t[i] != '\n')
                i++;
            hloa_note_directive(lx->directives, t, from, i);
            continue;
        }
        break;
    }
    uint32_t len = 0;
    hloa_mlir_kind kind = i < end ? kind_at(t, i, end, &len) : HLOA_MLIR_EOF;
    lx->pos = i + len;
    tok->kind = kind;
    /* off and len in one store: the parser reads them as one (a span), and a load of
       what two stores wrote waits for both to reach the cache. */
    hloa_mlir_span where = {i, len};
    memcpy(&tok->off, &where, sizeof(where));
    return kind;
}

const char *hloa_mlir_kind_name(hloa_mlir_kind kind)
{
    static const char *const names[] = {
        [HLOA_MLIR_EOF] = "end of input",   [HLOA_MLIR_ERROR] = "invalid token",
        [HLOA_MLIR_VALUE] = "value",        [HLOA_MLIR_SYMBOL] = "symbol",
        [HLOA_MLIR_BLOCK] = "block",        [HLOA_MLIR_ATTR_ID] = "attribute",
        [HLOA_MLIR_TYPE_ID] = "type",       [HLOA_MLIR_BARE] = "identifier",
        [HLOA_MLIR_INTEGER] = "integer",    [HLOA_MLIR_FLOAT] = "number",
        [HLOA_MLIR_STRING] = "string",      [HLOA_MLIR_PUNCT] = "punctuation",
        [HLOA_MLIR_RESOURCE_OPEN] = "'{-#'", [HLOA_MLIR_RESOURCE_CLOSE] = "'#-}'",
    };
    return (unsigned)kind < sizeof(names) / sizeof(names[0]) ? names[kind] : "token";
}
