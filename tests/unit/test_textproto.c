/*
 * The protobuf text format reader (textproto.h): each form of the grammar,
 * the scalar readers, errors located at line:column, and bytes that are no
 * text format at all, which must come back as an error and never as a crash.
 */
#include "hloasync/textproto.h"

#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct doc {
    hloa_textproto tp;
    char why[256];
    int rc;
} doc;

static void read_doc(doc *d, const char *text)
{
    d->why[0] = '\0';
    d->rc = hloa_textproto_read(&d->tp, text, strlen(text), d->why, sizeof(d->why));
}

/* The bytes of a scalar or string as a NUL-terminated copy (tests only). */
static const char *text_of(const hloa_textproto_field *f)
{
    static char buf[256];
    cr_assert(f && f->kind != HLOA_TEXTPROTO_MESSAGE);
    snprintf(buf, sizeof(buf), "%.*s", (int)f->value_len, f->value);
    return buf;
}

static uint32_t count(hloa_textproto_msg m, const char *name)
{
    uint32_t n = 0;
    for (const hloa_textproto_field *f = hloa_textproto_find(m, name); f;
         f = hloa_textproto_next(m, f, name))
        n++;
    return n;
}

Test(textproto, scalars_of_every_kind)
{
    doc d;
    read_doc(&d, "i: 42 neg: -7 x: 0x1F o: 017 f: -2.5e-3 g: 1.5f h: .5 e: F32 t: true s: \"x y\"\n"
                 "inf: -inf nan: nan big: 9223372036854775807 over: 9223372036854775808\n");
    cr_assert_eq(d.rc, 0, "%s", d.why);
    hloa_textproto_msg m = d.tp.top;
    int64_t v;
    double x;
    int b;
    cr_assert_eq(hloa_textproto_int64(hloa_textproto_find(m, "i"), &v), 0);
    cr_expect_eq(v, 42);
    cr_assert_eq(hloa_textproto_int64(hloa_textproto_find(m, "neg"), &v), 0);
    cr_expect_eq(v, -7);
    cr_assert_eq(hloa_textproto_int64(hloa_textproto_find(m, "x"), &v), 0);
    cr_expect_eq(v, 0x1f);
    cr_assert_eq(hloa_textproto_int64(hloa_textproto_find(m, "o"), &v), 0);
    cr_expect_eq(v, 017);
    cr_assert_eq(hloa_textproto_int64(hloa_textproto_find(m, "big"), &v), 0);
    cr_expect_eq(v, INT64_MAX);
    cr_expect_eq(hloa_textproto_int64(hloa_textproto_find(m, "over"), &v), -1, "past int64");
    cr_expect_eq(hloa_textproto_int64(hloa_textproto_find(m, "f"), &v), -1, "a float is no int");
    cr_expect_eq(hloa_textproto_int64(hloa_textproto_find(m, "s"), &v), -1, "a string is no int");
    cr_expect_eq(hloa_textproto_int64(hloa_textproto_find(m, "missing"), &v), -1);
    cr_assert_eq(hloa_textproto_double(hloa_textproto_find(m, "f"), &x), 0);
    cr_expect_eq(x, -2.5e-3);
    cr_assert_eq(hloa_textproto_double(hloa_textproto_find(m, "g"), &x), 0);
    cr_expect_eq(x, 1.5);
    cr_assert_eq(hloa_textproto_double(hloa_textproto_find(m, "h"), &x), 0);
    cr_expect_eq(x, 0.5);
    cr_assert_eq(hloa_textproto_double(hloa_textproto_find(m, "i"), &x), 0);
    cr_expect_eq(x, 42.0);
    cr_assert_eq(hloa_textproto_double(hloa_textproto_find(m, "inf"), &x), 0);
    cr_expect(isinf(x) && x < 0);
    cr_assert_eq(hloa_textproto_double(hloa_textproto_find(m, "nan"), &x), 0);
    cr_expect(isnan(x));
    cr_expect_eq(hloa_textproto_double(hloa_textproto_find(m, "e"), &x), -1);
    cr_assert_eq(hloa_textproto_bool(hloa_textproto_find(m, "t"), &b), 0);
    cr_expect_eq(b, 1);
    cr_expect_eq(hloa_textproto_bool(hloa_textproto_find(m, "e"), &b), -1);
    const hloa_textproto_field *e = hloa_textproto_find(m, "e");
    cr_expect_eq(e->kind, HLOA_TEXTPROTO_SCALAR);
    cr_expect(hloa_textproto_is(e, "F32"));
    cr_expect_eq(hloa_textproto_find(m, "s")->kind, HLOA_TEXTPROTO_STRING);
    cr_expect_str_eq(text_of(hloa_textproto_find(m, "s")), "x y");
    hloa_textproto_release(&d.tp);
}

Test(textproto, messages_in_every_spelling)
{
    doc d;
    read_doc(&d, "a { x: 1 }\nb: { x: 2 }\nc < x: 3 >\nd: < x: 4 >\ne {}\n"
                 "f { g { h { x: 5 } } }\n");
    cr_assert_eq(d.rc, 0, "%s", d.why);
    static const char *const names[] = {"a", "b", "c", "d"};
    for (int i = 0; i < 4; i++) {
        const hloa_textproto_field *f = hloa_textproto_find(d.tp.top, names[i]);
        cr_assert(f && f->kind == HLOA_TEXTPROTO_MESSAGE, "%s", names[i]);
        cr_assert_eq(f->msg.n, 1);
        int64_t v;
        cr_assert_eq(hloa_textproto_int64(hloa_textproto_find(f->msg, "x"), &v), 0);
        cr_expect_eq(v, i + 1);
        cr_expect_eq(f->value, NULL);
    }
    const hloa_textproto_field *e = hloa_textproto_find(d.tp.top, "e");
    cr_expect(e->kind == HLOA_TEXTPROTO_MESSAGE && e->msg.n == 0);
    const hloa_textproto_field *f = hloa_textproto_find(d.tp.top, "f");
    f = hloa_textproto_find(hloa_textproto_find(f->msg, "g")->msg, "h");
    cr_expect(hloa_textproto_is(hloa_textproto_find(f->msg, "x"), "5"));
    cr_expect_eq(d.tp.top.n, 6, "nested fields stay in their messages");
    hloa_textproto_release(&d.tp);
}

Test(textproto, comments_separators_and_offsets)
{
    doc d;
    read_doc(&d, "# a header\n"
                 "a: 1, b: 2; # after a value\n"
                 "c # between a name and its message\n"
                 "{ d: 3, e: 4; }   # the last line has no newline");
    cr_assert_eq(d.rc, 0, "%s", d.why);
    cr_assert_eq(d.tp.top.n, 3);
    const hloa_textproto_field *c = hloa_textproto_find(d.tp.top, "c");
    cr_expect_eq(c->msg.n, 2);
    cr_expect(hloa_textproto_is(hloa_textproto_find(c->msg, "e"), "4"));
    /* the offset of a field is where its name starts: 'b' is the 7th byte of line 2 */
    cr_expect_eq(hloa_textproto_find(d.tp.top, "b")->off, strlen("# a header\na: 1, "));
    hloa_textproto_release(&d.tp);
}

Test(textproto, lists_are_repeated_fields)
{
    doc d;
    read_doc(&d, "a: [1, -2, 3.5] b: [] m: [{x: 1}, <x: 2>] m { x: 3 } s: [\"p\", 'q']\n"
                 "n [ { x: 4 } ]");
    cr_assert_eq(d.rc, 0, "%s", d.why);
    hloa_textproto_msg m = d.tp.top;
    cr_expect_eq(count(m, "a"), 3);
    cr_expect_eq(count(m, "b"), 0);
    cr_expect_eq(count(m, "m"), 3);
    cr_expect_eq(count(m, "s"), 2);
    cr_expect_eq(count(m, "n"), 1);
    const hloa_textproto_field *a = hloa_textproto_find(m, "a");
    a = hloa_textproto_next(m, a, "a");
    cr_expect(hloa_textproto_is(a, "-2"));
    int64_t x = 0, sum = 0;
    for (const hloa_textproto_field *f = hloa_textproto_find(m, "m"); f;
         f = hloa_textproto_next(m, f, "m"), sum += x)
        cr_assert_eq(hloa_textproto_int64(hloa_textproto_find(f->msg, "x"), &x), 0);
    cr_expect_eq(sum, 1 + 2 + 3);
    cr_expect_str_eq(text_of(hloa_textproto_next(m, hloa_textproto_find(m, "s"), "s")), "q");
    hloa_textproto_release(&d.tp);
}

Test(textproto, strings_escapes_quotes_and_joins)
{
    doc d;
    read_doc(&d, "a: \"tab\\t nl\\n q\\\" bs\\\\ hex\\x41 oct\\101 u\\u00e9 U\\U0001F600\"\n"
                 "b: 'it\\'s \"quoted\"'\n"
                 "c: \"ab\" 'cd'  # a comment between the pieces\n"
                 "   \"ef\"\n"
                 "e: \"\" f: 'x\\0y'");
    cr_assert_eq(d.rc, 0, "%s", d.why);
    hloa_textproto_msg m = d.tp.top;
    cr_expect_str_eq(text_of(hloa_textproto_find(m, "a")),
                     "tab\t nl\n q\" bs\\ hexA octA u\xc3\xa9 U\xf0\x9f\x98\x80");
    cr_expect_str_eq(text_of(hloa_textproto_find(m, "b")), "it's \"quoted\"");
    cr_expect_str_eq(text_of(hloa_textproto_find(m, "c")), "abcdef");
    cr_expect_eq(hloa_textproto_find(m, "e")->value_len, 0);
    const hloa_textproto_field *f = hloa_textproto_find(m, "f");
    cr_expect(f->value_len == 3 && !memcmp(f->value, "x\0y", 3), "a NUL byte is kept");
    hloa_textproto_release(&d.tp);
}

/* Every simple escape; octal escapes of one, two and three digits ended by what is no
   octal digit; \u escapes that make one, two and three bytes of UTF-8; hex digits in
   either case. */
Test(textproto, escapes_of_every_length)
{
    doc d;
    read_doc(&d, "a: \"\\a\\b\\f\\n\\r\\t\\v\\?\"\n"
                 "b: \"\\7 \\19\\1018\"\n"
                 "c: \"\\u0041\\u00E9\\u20ac\\xfF\"");
    cr_assert_eq(d.rc, 0, "%s", d.why);
    hloa_textproto_msg m = d.tp.top;
    cr_expect_str_eq(text_of(hloa_textproto_find(m, "a")), "\a\b\f\n\r\t\v?");
    cr_expect_str_eq(text_of(hloa_textproto_find(m, "b")), "\a \0019A8");
    cr_expect_str_eq(text_of(hloa_textproto_find(m, "c")), "A\xc3\xa9\xe2\x82\xac\xff");
    hloa_textproto_release(&d.tp);
    static const struct {
        const char *text, *why;
    } bad[] = {
        {"a: \"\\xg1\"", "1:5: bad escape '\\x' in a string"},
        {"a: \"\\\x01\"", "1:5: bad escape in a string"},
        {"a: \"\\\x80\"", "1:5: bad escape in a string"},
    };
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        read_doc(&d, bad[i].text);
        cr_expect_eq(d.rc, -1, "case %zu", i);
        cr_expect_str_eq(d.why, bad[i].why, "case %zu", i);
        hloa_textproto_release(&d.tp);
    }
}

Test(textproto, errors_are_located)
{
    static const struct {
        const char *text;
        const char *why;
    } cases[] = {
        {"a {\n  b: 1\n",
         "3:1: expected '}' to close the message opened at 1:3, found end of input"},
        {"a { b: 1 >", "1:10: expected '}' to close the message opened at 1:3, found '>'"},
        {"a < b: 1 }", "1:10: expected '>' to close the message opened at 1:3, found '}'"},
        {"a 1", "1:3: expected ':' or '{' after 'a', found '1'"},
        {"a: \"open\nb: 1", "1:4: string not closed on its line"},
        {"a: 'open", "1:4: string not closed on its line"},
        {"a: [1 2]", "1:7: expected ',' or ']' in the list opened at 1:4, found '2'"},
        {"a: [1,", "1:7: expected a value for 'a', found end of input"},
        {"a: -", "1:4: expected a number after '-', found end of input"},
        {"a: \"\\q\"", "1:5: unknown escape '\\q' in a string"},
        {"a: \"\\x\"", "1:5: bad escape '\\x' in a string"},
        {"a: \"\\ud800\"", "1:5: bad escape '\\u' in a string"},
        {"a: \"\\U00110000\"", "1:5: bad escape '\\U' in a string"},
        {"}", "1:1: expected a field name, found '}'"},
        {"a: 1\n\x01", "2:1: expected a field name, found byte 0x01"},
        {"a:", "1:3: expected a value for 'a', found end of input"},
        {"a: }", "1:4: expected a value for 'a', found '}'"},
        {"1: 2", "1:1: expected a field name, found '1'"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        doc d;
        read_doc(&d, cases[i].text);
        cr_expect_eq(d.rc, -1, "case %zu", i);
        cr_expect_str_eq(d.why, cases[i].why, "case %zu", i);
        hloa_textproto_release(&d.tp);
    }
}

Test(textproto, deep_nesting_is_refused_not_a_crash)
{
    enum { DEPTH = 100000 };
    char *text = malloc(DEPTH * 3 + 1);
    for (int i = 0; i < DEPTH; i++)
        memcpy(text + 3 * i, "a{ ", 3);
    text[DEPTH * 3] = '\0';
    doc d;
    read_doc(&d, text);
    cr_expect_eq(d.rc, -1);
    cr_expect(strstr(d.why, "nested deeper than"), "%s", d.why);
    hloa_textproto_release(&d.tp);
    free(text);
}

/* A tiny deterministic generator: the same garbage on every run. */
static uint32_t next_random(uint64_t *s)
{
    *s = *s * 6364136223846793005u + 1442695040888963407u;
    return (uint32_t)(*s >> 33);
}

/* Bytes from the grammar's alphabet and beyond, mixed: an error is fine, a crash is not. */
Test(textproto, garbage_reads_or_fails_with_a_location)
{
    static const char alphabet[] = "ab_9.-+e:{}<>[],;#\"'\\ \n\txu0\x01\xff";
    uint64_t seed = 1;
    char text[200];
    for (int round = 0; round < 20000; round++) {
        size_t n = next_random(&seed) % sizeof(text);
        for (size_t i = 0; i < n; i++)
            text[i] = alphabet[next_random(&seed) % (sizeof(alphabet) - 1)];
        hloa_textproto tp;
        char why[128] = "";
        if (hloa_textproto_read(&tp, text, n, why, sizeof(why)) != 0) {
            unsigned line, col;
            cr_assert_eq(sscanf(why, "%u:%u: ", &line, &col), 2, "round %d: '%s'", round, why);
            cr_assert(line >= 1 && col >= 1);
        }
        hloa_textproto_release(&tp);
    }
}

Test(textproto, numbers_at_their_edges)
{
    doc d;
    read_doc(&d, "a: -0x10 b: 0x1f c: 2F d: -1.5f e: f f: yes g: 0 h: - i: -x j: 1e5 k: 0X1F\n"
                 "m: { } n: \"7\"\n");
    cr_assert_eq(d.rc, -1, "'-' alone is no number: %s", d.why);
    hloa_textproto_release(&d.tp);
    read_doc(&d, "a: -0x10 b: 0x1f c: 2F d: -1.5f e: f f: yes g: 0 j: 1e5 k: 0X1F\n"
                 "m: { } n: \"7\"\n");
    cr_assert_eq(d.rc, 0, "%s", d.why);
    hloa_textproto_msg m = d.tp.top;
    int64_t v;
    double x;
    int b;
    cr_assert_eq(hloa_textproto_int64(hloa_textproto_find(m, "a"), &v), 0);
    cr_expect_eq(v, -16);
    cr_assert_eq(hloa_textproto_double(hloa_textproto_find(m, "b"), &x), 0);
    cr_expect_eq(x, 31.0, "a hex 'f' is a digit, not a suffix");
    cr_assert_eq(hloa_textproto_double(hloa_textproto_find(m, "k"), &x), 0);
    cr_expect_eq(x, 31.0);
    cr_assert_eq(hloa_textproto_double(hloa_textproto_find(m, "c"), &x), 0);
    cr_expect_eq(x, 2.0);
    cr_assert_eq(hloa_textproto_double(hloa_textproto_find(m, "d"), &x), 0);
    cr_expect_eq(x, -1.5);
    cr_expect_eq(hloa_textproto_double(hloa_textproto_find(m, "e"), &x), -1, "'f' alone");
    cr_assert_eq(hloa_textproto_double(hloa_textproto_find(m, "j"), &x), 0);
    cr_expect_eq(x, 1e5);
    cr_expect_eq(hloa_textproto_int64(hloa_textproto_find(m, "j"), &v), -1);
    cr_expect_eq(hloa_textproto_double(hloa_textproto_find(m, "m"), &x), -1, "a message");
    cr_expect_eq(hloa_textproto_double(hloa_textproto_find(m, "n"), &x), -1, "a string");
    cr_assert_eq(hloa_textproto_bool(hloa_textproto_find(m, "e"), &b), 0);
    cr_expect_eq(b, 0);
    cr_assert_eq(hloa_textproto_bool(hloa_textproto_find(m, "g"), &b), 0);
    cr_expect_eq(b, 0);
    cr_expect_eq(hloa_textproto_bool(hloa_textproto_find(m, "f"), &b), -1, "yes is no bool");
    cr_expect_eq(hloa_textproto_bool(hloa_textproto_find(m, "m"), &b), -1);
    cr_expect_eq(hloa_textproto_bool(NULL, &b), -1);
    hloa_textproto_release(&d.tp);
    /* a leading '.', with or without a sign; a number too long to be one; an int64 past
       its range; an identifier that is no number */
    read_doc(&d, "p: .5 q: -.25 r: 12345678901234567890123456789012345678901234567890123456789012345"
                 " s: 9223372036854775808 t: x5");
    cr_assert_eq(d.rc, 0, "%s", d.why);
    m = d.tp.top;
    cr_assert_eq(hloa_textproto_double(hloa_textproto_find(m, "p"), &x), 0);
    cr_expect_eq(x, 0.5);
    cr_assert_eq(hloa_textproto_double(hloa_textproto_find(m, "q"), &x), 0);
    cr_expect_eq(x, -0.25);
    cr_expect_eq(hloa_textproto_int64(hloa_textproto_find(m, "q"), &v), -1, "a fraction is no int64");
    cr_expect_eq(hloa_textproto_double(hloa_textproto_find(m, "r"), &x), -1, "65 digits");
    cr_expect_eq(hloa_textproto_int64(hloa_textproto_find(m, "s"), &v), -1, "2^63");
    cr_expect_eq(hloa_textproto_int64(hloa_textproto_find(m, "t"), &v), -1, "an identifier");
    hloa_textproto_release(&d.tp);
}
