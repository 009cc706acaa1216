/* The lexer: every token kind of reference/hlo-grammar.md section 1. */
#include "hloasync/lex.h"
#include "hloasync/source.h"

#include <criterion/criterion.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* A copy of s[0, n) followed by the NUL padding the lexer may read (as a source has). */
static const char *padded(const char *s, size_t n)
{
    static char buf[4096];
    cr_assert_lt(n + HLOA_SOURCE_PADDING, sizeof(buf));
    memcpy(buf, s, n);
    memset(buf + n, 0, HLOA_SOURCE_PADDING);
    return buf;
}

/* Lexes s whole into kinds[], returns the count (EOF not counted). */
static int lex_all(const char *s, int *kinds, hloa_token *toks, int max)
{
    hloa_lexer lx;
    hloa_lex_init(&lx, padded(s, strlen(s)), 0, (uint32_t)strlen(s));
    int n = 0;
    for (;;) {
        hloa_token t = hloa_lex_next(&lx);
        if (t.kind == HLOA_TK_EOF || n == max)
            return n;
        if (toks)
            toks[n] = t;
        kinds[n++] = t.kind;
        if (t.kind == HLOA_TK_ERROR)
            return n;
    }
}

static void expect_single(const char *s, int kind, uint32_t len)
{
    int kinds[4];
    hloa_token toks[4];
    int n = lex_all(s, kinds, toks, 4);
    cr_assert_eq(n, 1, "'%s' lexed into %d tokens", s, n);
    cr_assert_eq(kinds[0], kind, "'%s': kind %d, want %d", s, kinds[0], kind);
    cr_assert_eq(toks[0].len, len, "'%s': len %u, want %u", s, toks[0].len, len);
}

Test(lex, names_and_identifiers)
{
    expect_single("%foo.1-bar", HLOA_TK_NAME, 9);
    expect_single("foo.1-bar", HLOA_TK_IDENT, 9);
    expect_single("all-reduce-start", HLOA_TK_IDENT, 16);
    expect_single("kind=", HLOA_TK_ATTR_NAME, 4);
    expect_single("control-predecessors=", HLOA_TK_ATTR_NAME, 20);
    expect_single("Arg_0.1:", HLOA_TK_COLON_NAME, 7);
    expect_single("%Arg_0.1:", HLOA_TK_COLON_NAME, 7);
}

Test(lex, percent_flag_and_span)
{
    int kinds[2];
    hloa_token t[2];
    lex_all("%x.1", kinds, t, 2);
    cr_assert(t[0].flags & HLOA_TF_PERCENT);
    cr_assert_eq(hloa_tok_begin(t[0]), 0);
    cr_assert_eq(hloa_tok_end(t[0]), 4);
}

Test(lex, integers_with_64_bit_edges)
{
    const char *src = "18446744073709551615 -9223372036854775808 9223372036854775807";
    int kinds[4];
    hloa_token t[4];
    cr_assert_eq(lex_all(src, kinds, t, 4), 3);
    int64_t v;
    cr_assert_eq(hloa_tok_int(src, t[0], &v), 0);
    cr_assert_eq(v, -1, "uint64 max bit-casts to -1 as in XLA");
    cr_assert_eq(hloa_tok_int(src, t[1], &v), 0);
    cr_assert_eq(v, INT64_MIN);
    cr_assert_eq(hloa_tok_int(src, t[2], &v), 0);
    cr_assert_eq(v, INT64_MAX);
    const char *big = "18446744073709551616 -9223372036854775809";
    cr_assert_eq(lex_all(big, kinds, t, 4), 2);
    cr_assert_eq(hloa_tok_int(big, t[0], &v), -1, "2^64 overflows");
    cr_assert_eq(hloa_tok_int(big, t[1], &v), -1, "below INT64_MIN overflows");
}

Test(lex, decimals_and_special_floats)
{
    expect_single("1.5", HLOA_TK_DECIMAL, 3);
    expect_single("1.", HLOA_TK_DECIMAL, 2);
    expect_single(".5", HLOA_TK_DECIMAL, 2);
    expect_single("1e10", HLOA_TK_DECIMAL, 4);
    expect_single("-2.5E-3", HLOA_TK_DECIMAL, 7);
    expect_single("nan", HLOA_TK_DECIMAL, 3);
    expect_single("-nan", HLOA_TK_DECIMAL, 4);
    expect_single("nan(0x7f)", HLOA_TK_DECIMAL, 9);
    expect_single("nan(0xAF)", HLOA_TK_DECIMAL, 9);
    expect_single("-inf", HLOA_TK_DECIMAL, 4);
    expect_single("inf", HLOA_TK_IDENT, 3);
    expect_single("42", HLOA_TK_INT, 2);
    expect_single("-42", HLOA_TK_INT, 3);
}

Test(lex, window_padding_and_dim_label_tokens)
{
    expect_single("3x3", HLOA_TK_DXD, 3);
    expect_single("1x2x1", HLOA_TK_DXD, 5);
    expect_single("0_0x1_1", HLOA_TK_PAD, 7);
    expect_single("-1_2_0x0_0_1", HLOA_TK_PAD, 12);
    expect_single("b01f_01io->b01f", HLOA_TK_DIM_LABELS, 15);
    expect_single("0bf_0io->0bf", HLOA_TK_DIM_LABELS, 12);
    expect_single("??_io->??", HLOA_TK_DIM_LABELS, 9);
}

Test(lex, punctuation)
{
    int kinds[16];
    int n = lex_all("= , : * ? # + ~ [ ] { } ( ) -> <= ...", kinds, NULL, 16);
    int want[] = {HLOA_TK_EQ,       HLOA_TK_COMMA,    HLOA_TK_COLON,    HLOA_TK_STAR,
                  HLOA_TK_QUESTION, HLOA_TK_HASH,     HLOA_TK_PLUS,     HLOA_TK_TILDE,
                  HLOA_TK_LBRACKET, HLOA_TK_RBRACKET, HLOA_TK_LBRACE,   HLOA_TK_RBRACE,
                  HLOA_TK_LPAREN,   HLOA_TK_RPAREN,   HLOA_TK_ARROW,    HLOA_TK_LEQ};
    cr_assert_eq(n, 16);
    for (int i = 0; i < 16; i++)
        cr_assert_eq(kinds[i], want[i], "token %d", i);
    int k[2];
    cr_assert_eq(lex_all("...", k, NULL, 2), 1);
    cr_assert_eq(k[0], HLOA_TK_DOTS);
}

Test(lex, strings_with_escapes_spanning_lines)
{
    expect_single("\"a\\\"b\"", HLOA_TK_STRING, 6);
    expect_single("'it\\'s'", HLOA_TK_STRING, 7);
    expect_single("\"line one\nline two\"", HLOA_TK_STRING, 19);
    int k[2];
    cr_assert_eq(lex_all("\"unterminated", k, NULL, 2), 1);
    cr_assert_eq(k[0], HLOA_TK_ERROR);
}

Test(lex, comments_anywhere_and_newline_flag)
{
    int kinds[4];
    hloa_token t[4];
    int n = lex_all("a /* x\ny */ b // c\n d", kinds, t, 4);
    cr_assert_eq(n, 3);
    cr_assert_eq(t[1].flags & HLOA_TF_NEWLINE, HLOA_TF_NEWLINE, "newline inside a block comment");
    cr_assert_eq(t[2].flags & HLOA_TF_NEWLINE, HLOA_TF_NEWLINE);
    cr_assert_eq(t[0].flags & HLOA_TF_NEWLINE, 0);
    int k[2];
    cr_assert_eq(lex_all("/* never closed", k, NULL, 2), 1);
    cr_assert_eq(k[0], HLOA_TK_ERROR);
}

Test(lex, invalid_bytes_are_errors)
{
    const char *bad[] = {"@", "!", ";", "\x80", "<", "/"};
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        int k[2];
        cr_assert_eq(lex_all(bad[i], k, NULL, 2), 1);
        cr_assert_eq(k[0], HLOA_TK_ERROR, "'%s' must not lex", bad[i]);
    }
    char nul[3] = {'a', '\0', 'b'};
    hloa_lexer lx;
    hloa_lex_init(&lx, padded(nul, 3), 0, 3);
    cr_assert_eq(hloa_lex_next(&lx).kind, HLOA_TK_IDENT);
    cr_assert_eq(hloa_lex_next(&lx).kind, HLOA_TK_ERROR, "a NUL byte is an error");
    char in_string[5] = {'"', 'a', '\0', 'b', '"'};
    hloa_lex_init(&lx, padded(in_string, 5), 0, 5);
    hloa_token t = hloa_lex_next(&lx);
    cr_assert_eq(t.kind, HLOA_TK_ERROR, "a NUL byte in a string is an error");
    cr_assert_str_eq(lx.error, "NUL byte in string");
    cr_assert_eq(t.off, 2, "located at the NUL byte");
}

Test(lex, raw_dict_skips_strings_with_braces)
{
    const char *s = "{\"a\":\"}{\",\"b\":{\"c\":[1,2]}} tail";
    hloa_lexer lx;
    hloa_lex_init(&lx, padded(s, strlen(s)), 0, (uint32_t)strlen(s));
    hloa_token t = hloa_lex_raw_dict(&lx);
    cr_assert_eq(t.kind, HLOA_TK_RAW_DICT);
    cr_assert_eq(t.len, strlen(s) - 5);
    cr_assert_eq(hloa_lex_next(&lx).kind, HLOA_TK_IDENT);
    hloa_lex_init(&lx, padded("{\"a\":1", 6), 0, 6);
    cr_assert_eq(hloa_lex_raw_dict(&lx).kind, HLOA_TK_ERROR, "unterminated dict");
}

Test(lex, region_end_is_respected)
{
    const char *s = "abc def";
    hloa_lexer lx;
    hloa_lex_init(&lx, padded(s, strlen(s)), 0, 3);
    hloa_token t = hloa_lex_next(&lx);
    cr_assert_eq(t.len, 3);
    cr_assert_eq(hloa_lex_next(&lx).kind, HLOA_TK_EOF);
}

/* Offset after the group at 0 of s, or 0 when the bytes cannot tell. */
static uint32_t skip_group(const char *s)
{
    hloa_lexer lx;
    hloa_lex_init(&lx, padded(s, strlen(s)), 0, (uint32_t)strlen(s));
    return hloa_lex_skip_plain_group(&lx, 0);
}

Test(lex, plain_groups_are_skipped_by_their_bytes)
{
    cr_assert_eq(skip_group("{op_name=\"a/b}c\" source_line=12}, x"), 32);
    cr_assert_eq(skip_group("{devices=[2,1]<=[2] last_tile_dim_replicate}"), 44);
    cr_assert_eq(skip_group("[2,4]<=[8]"), 5, "the group ends at its own ']'");
    cr_assert_eq(skip_group("{{0,1},{2,3}}"), 13);
    cr_assert_eq(skip_group("{\n  a=1\n}"), 9, "line breaks inside brackets are plain");
    /* A module header's input_output_alias and entry_computation_layout. */
    cr_assert_eq(skip_group("{ {0}: (0, {}, may-alias), {1}: (1, {0}, must-alias) }"), 54);
    cr_assert_eq(skip_group("{(s32[], /*index=1*/bf16[8]{0})->(s32[])}"), 41);
}

Test(lex, plain_runs_of_every_length_end_at_the_first_other_byte)
{
    /* The scan skips plain bytes 16 at a time: at every length, the group must end at
       its own '}', and a byte the tokens must read must stop it wherever it stands. */
    const char *plain = "aZ_09 \t\r\n,:bY8_ zzAA99,,::qQ\n1_x  Lm,k:9a0Z_Q1w2e3r4t5y6u7i8o9p";
    const char stoppers[] = {'.', '-', '%', '@', '\x80', '\xff', '/', '\\', '\'', '<', '*'};
    for (size_t n = 0; n < strlen(plain); n++) {
        char s[160];
        snprintf(s, sizeof(s), "{%.*s}", (int)n, plain);
        cr_assert_eq(skip_group(s), n + 2, "a plain run of %zu bytes", n);
        /* '.' and '-' belong to a word that starts with a letter (one IDENT); after
           anything else they may start a number, which only the tokens can check. */
        size_t w = n;
        while (w > 0 && (isalnum((unsigned char)plain[w - 1]) || plain[w - 1] == '_'))
            w--;
        int in_word = w < n && (isalpha((unsigned char)plain[w]) || plain[w] == '_');
        for (size_t k = 0; k < sizeof(stoppers); k++) {
            snprintf(s, sizeof(s), "{%.*s%c%s}", (int)n, plain, stoppers[k], plain + n);
            int word_byte = stoppers[k] == '.' || stoppers[k] == '-';
            cr_assert_eq(skip_group(s), word_byte && in_word ? strlen(plain) + 3 : 0,
                         "byte 0x%02x after %zu plain bytes", (unsigned char)stoppers[k], n);
        }
    }
}

Test(lex, groups_the_tokens_must_read_are_not_skipped)
{
    const char *token_path[] = {
        "{a={b=1}}",          /* key={...} is a raw-mode dict */
        "{a= {b}}",           /* ... also after a space */
        "{x=1.5}",            /* '.' and '-' start numbers that can fail to lex */
        "{x=-1}",
        "{[}]",               /* mismatched brackets: a located error */
        "{\"a\\\"b\"}",       /* escapes */
        "{a<b}",              /* '<' only as '<=' */
        "{// c\n}",           /* line comments */
        "{/* c}",             /* an unterminated block comment */
        "{a/b}",              /* '/' outside a comment */
        "{1e-3}",             /* '-' and '.' in a word that starts with a digit: a number */
        "{x=a->b}",           /* '-' then '>' after a word: dimension labels, or an error */
        "{'a'}",              /* single quotes */
        "{a",                 /* unclosed */
        "{\"unterminated}",
        "{%x}",
    };
    for (size_t i = 0; i < sizeof(token_path) / sizeof(token_path[0]); i++)
        cr_assert_eq(skip_group(token_path[i]), 0, "'%s' must be read token by token", token_path[i]);
    char deep[200] = {0};
    for (int i = 0; i < 70; i++)
        deep[i] = '(', deep[70 + i] = ')';
    cr_assert_eq(skip_group(deep), 0, "deep nesting is left to the parser's depth limit");
}

Test(lex, names_of_every_length_end_at_the_first_other_byte)
{
    /* The identifier scan reads 16 bytes at a time: check it at every length and on
       every kind of byte that can end a name, against a plain byte-by-byte reading. */
    const char *body = "aZ_.-09zA9.b-c_dEfGhIjKlMnOpQrStUvWxYz0123456789";
    const char enders[] = {' ', ',', '(', ')', '=', ':', '\n', '"', '{', '/', '@', '\x80', '\xff', '\0'};
    for (size_t n = 1; n < strlen(body); n++)
        for (size_t e = 0; e < sizeof(enders); e++) {
            char s[128];
            s[0] = '%';
            memcpy(s + 1, body, n);
            s[n + 1] = enders[e];
            s[n + 2] = 'x';
            hloa_lexer lx;
            hloa_lex_init(&lx, padded(s, n + 3), 0, (uint32_t)(n + 3));
            hloa_token t = hloa_lex_next(&lx);
            cr_assert_eq(t.kind, enders[e] == ':' ? HLOA_TK_COLON_NAME : HLOA_TK_NAME);
            cr_assert_eq(t.len, n, "name of %zu bytes before byte %#x read as %u", n,
                         (unsigned char)enders[e], t.len);
        }
}

/* The tokens of s, as "kind/len kind/len ...", errors included (at most 16). */
static void tokens_of(const char *s, char *out, size_t n)
{
    int kinds[16];
    hloa_token toks[16];
    int k = lex_all(s, kinds, toks, 16);
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < k && len < n; i++)
        len += (size_t)snprintf(out + len, n - len, "%s%s/%u", i ? " " : "",
                                hloa_tok_kind_name(kinds[i]), toks[i].len);
}

/*
 * The forms of numbers, window sizes, paddings, dim labels and NaNs at their
 * edges, comments of both kinds, and dicts: each lexes into the tokens given.
 */
Test(lex, edge_forms_of_every_token)
{
    static const struct {
        const char *text, *tokens;
    } cases[] = {
        {"-.5", "number/3"},
        {"1.e5", "number/4"},
        {"1e+5", "number/4"},
        {"1E-5", "number/4"},
        {"2e", "integer/1 identifier/1"},
        {"-.", "invalid token/1"},
        {"01_oi->10", "dim labels/9"},
        {"b0f_io->bf", "dim labels/10"}, /* digits belong to each part */
        {"bf_i->bf", "identifier/5 invalid token/1"},
        {"bf_io-bf", "identifier/8"},
        {"bf_io->b", "identifier/6 invalid token/1"},
        {"?" "?_?" "?->?" "?", "dim labels/9"}, /* split: no trigraph */
        {"3x3", "window size/3"},
        {"3x", "integer/1 identifier/1"},
        {"1_2", "padding/3"},
        {"-1_-2_3x0_0", "padding/11"},
        {"1_2x", "padding/3 identifier/1"},
        {"1_", "integer/1 identifier/1"},
        {"1_-", "integer/1 identifier/2"},
        {"nan", "number/3"},
        {"-nan", "number/4"},
        {"nan(0x7f)", "number/9"},
        {"nan(0x)", "number/3 '('/1 integer/1 identifier/1 ')'/1"},
        {"nan(0x7f", "number/3 '('/1 window size/3 identifier/1"},
        {"nanx", "identifier/4"},
        {"-inf", "number/4"},
        {"-infinity", "invalid token/1"},
        {"a /* b */ c", "identifier/1 identifier/1"},
        {"a /* never closed", "identifier/1 invalid token/2"},
        {"a / b", "identifier/1 invalid token/1"},
        {"{a=b}", "'{'/1 attribute/1 identifier/1 '}'/1"},
        {"->", "'->'/2"},
        {"-", "invalid token/1"},
        {"..", "invalid token/1"},
        {"...", "'...'/3"},
        {"?", "'?'/1"},
        {"\"a\\\"b\"", "string/6"},
        {"\"a\\", "invalid token/1"},
        {"\"a\0b\"", "invalid token/1"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        char got[512];
        tokens_of(cases[i].text, got, sizeof(got));
        cr_expect_str_eq(got, cases[i].tokens, "case %zu: '%s' gives '%s'", i, cases[i].text, got);
    }
    cr_assert_str_eq(hloa_tok_kind_name(-1), "token");
    cr_assert_str_eq(hloa_tok_kind_name(1000), "token");
}
