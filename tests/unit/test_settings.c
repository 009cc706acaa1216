/* The TOML reader, rule settings and config files (toml.h, settings.h, config.h). */
#include "cli/config.h"
#include "hloasync/settings.h"
#include "hloasync/strbuf.h"
#include "cli/toml.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- toml ---- */

/* What a read visited, one line per visit: "a.b = kind text @line:col". */
typedef struct visits {
    char log[4096];
    size_t len;
} visits;

static void log_value(visits *v, const hloa_toml_value *x)
{
    static const char *const kinds[] = {"string", "array", "table", "table-array", "other"};
    v->len += (size_t)snprintf(v->log + v->len, sizeof(v->log) - v->len, "%s", kinds[x->kind]);
    if (x->kind == HLOA_TOML_STRING)
        v->len += (size_t)snprintf(v->log + v->len, sizeof(v->log) - v->len, " '%s'", x->string);
    if (x->kind == HLOA_TOML_ARRAY) {
        v->len += (size_t)snprintf(v->log + v->len, sizeof(v->log) - v->len, " [");
        for (uint32_t i = 0; i < x->n_items; i++) {
            log_value(v, &x->items[i]);
            v->len += (size_t)snprintf(v->log + v->len, sizeof(v->log) - v->len, ";");
        }
        v->len += (size_t)snprintf(v->log + v->len, sizeof(v->log) - v->len, "]");
    }
}

static int record(void *ctx, const char *const *path, int depth, const hloa_toml_value *x,
                  hloa_toml_pos at)
{
    visits *v = ctx;
    for (int i = 0; i < depth; i++)
        v->len += (size_t)snprintf(v->log + v->len, sizeof(v->log) - v->len, "%s%s",
                                   i ? "." : "", path[i]);
    v->len += (size_t)snprintf(v->log + v->len, sizeof(v->log) - v->len, " = ");
    log_value(v, x);
    v->len += (size_t)snprintf(v->log + v->len, sizeof(v->log) - v->len, " @%u:%u\n", at.line,
                               at.col);
    return 0;
}

static int read_toml(const char *text, visits *v, hloa_toml_error *err)
{
    memset(v, 0, sizeof(*v));
    memset(err, 0, sizeof(*err));
    return hloa_toml_read(text, strlen(text), record, v, err);
}

Test(toml, keys_tables_and_values)
{
    visits v;
    hloa_toml_error err;
    int rc = read_toml("# top\n"
                       "a = \"x\\ty\\u00e9\" # comment\n"
                       "[tool . \"hlo-async\"]\n"
                       "select = [ 'lit\\eral', # first\n"
                       "  \"b\",\n"
                       "]\n"
                       "n.m = 1979-05-27 07:32:00Z\n"
                       "[[arr]]\n"
                       "t = { x = [1, {y = 2}], z = true }\n",
                       &v, &err);
    cr_assert_eq(rc, 0, "%u:%u %s", err.pos.line, err.pos.col, err.message);
    cr_assert_str_eq(v.log, "a = string 'x\ty\xc3\xa9' @2:1\n"
                            "tool.hlo-async = table @3:1\n"
                            "tool.hlo-async.select = array [string 'lit\\eral';string 'b';] @4:1\n"
                            "tool.hlo-async.n.m = other @7:1\n"
                            "arr = table-array @8:1\n"
                            "arr.t = table @9:1\n"
                            "arr.t.x = array [other;table;] @9:7\n"
                            "arr.t.z = other @9:25\n");
}

Test(toml, multi_line_strings_hide_what_looks_like_tables)
{
    visits v;
    hloa_toml_error err;
    int rc = read_toml("d = \"\"\"\n[tool.hlo-async]\nselect = [\"x\"] \\\n   \"\"\"\n"
                       "e = '''two\n''quotes'''''\n"
                       "f = \"\"\"a\"\"\"\"\n",
                       &v, &err);
    cr_assert_eq(rc, 0, "%u:%u %s", err.pos.line, err.pos.col, err.message);
    cr_assert_str_eq(v.log, "d = string '[tool.hlo-async]\nselect = [\"x\"] ' @1:1\n"
                            "e = string 'two\n''quotes''' @5:1\n"
                            "f = string 'a\"' @7:1\n");
}

Test(toml, errors_are_located)
{
    static const struct {
        const char *text;
        uint32_t line, col;
        const char *message;
    } cases[] = {
        {"a = \"open\n", 1, 5, "string is not closed on its line"},
        {"a = [1, 2\nb = 3\n", 2, 1, "expected ',' or ']' in an array"},
        {"[tool\n", 1, 6, "expected ']' to close a table header"},
        {"x\n", 1, 2, "expected '=' after a key"},
        {"a = 1 b\n", 1, 7, "expected the end of the line, found 'b'"},
        {"a = ,\n", 1, 5, "expected a value"},
        {"a = \"\\q\"\n", 1, 6, "unknown escape in a string"},
        {"a = \"\"\"never", 1, 5, "string is not closed"},
        {"a = {b = 1 c = 2}\n", 1, 12, "expected ',' or '}' in an inline table"},
        {"a = \"\\u12g4\"\n", 1, 6, "\\u needs 4 hexadecimal digits"},
        {"a = \"\\U0011FFFF\"\n", 1, 6, "escape names no Unicode scalar value"},
        {"a = \"\\uD800\"\n", 1, 6, "escape names no Unicode scalar value"},
        {"a = \"\\U0000DFFF\"\n", 1, 6, "escape names no Unicode scalar value"},
        {"a = \"\\", 1, 6, "unknown escape in a string"},
        {"\"\"\"k\"\"\" = 1\n", 1, 1, "a key cannot be a multi-line string"},
        {"['''t''']\n", 1, 2, "a key cannot be a multi-line string"},
        {"= 1\n", 1, 1, "expected a key"},
        {"a.\"b = 1\n", 1, 3, "string is not closed on its line"},
        {"[a.\"b]\n", 1, 4, "string is not closed on its line"},
        {"a = 1 # c\n[t] x\n", 2, 5, "expected the end of the line, found 'x'"},
        {"a =", 1, 4, "expected a value"},
        /* a backslash and blanks that do not end the line: no escape */
        {"n = \"\"\"tail \\  \"\"\"\n", 1, 13, "unknown escape in a string"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        visits v;
        hloa_toml_error err;
        cr_assert_eq(read_toml(cases[i].text, &v, &err), -1, "case %zu", i);
        cr_expect_str_eq(err.message, cases[i].message, "case %zu", i);
        cr_expect_eq(err.pos.line, cases[i].line, "case %zu: line %u", i, err.pos.line);
        cr_expect_eq(err.pos.col, cases[i].col, "case %zu: col %u", i, err.pos.col);
    }
}

/*
 * Escapes of every length of UTF-8, CRLF lines, a BOM (not a line), tabs,
 * quoted keys, dates, and a backslash ending a line of a multi-line string
 * (it trims the line break and the blanks after it, tabs and CRLF too).
 */
Test(toml, escapes_line_ends_and_keys)
{
    visits v;
    hloa_toml_error err;
    int rc = read_toml("\xEF\xBB\xBF"
                       "a = \"\\u0041\\u00e9\\u20AC\\U0001F600\\b\\f\\r\\e\\\"\\\\\"\r\n"
                       "\t'lit key'.\"q\" =\t\"\"\r\n"
                       "[\"quoted table\" . 'x']\r\n"
                       "d = 1979-05-27 07:32:00\r\n"
                       "e = 1979-05-27\n"
                       "m = \"\"\"one \\   \r\n    two\\\n\t three\"\"\"\n",
                       &v, &err);
    cr_assert_eq(rc, 0, "%u:%u %s", err.pos.line, err.pos.col, err.message);
    cr_assert_str_eq(v.log, "a = string 'A\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\b\f\r\033\"\\' @1:1\n"
                            "lit key.q = string '' @2:2\n"
                            "quoted table.x = table @3:1\n"
                            "quoted table.x.d = other @4:1\n"
                            "quoted table.x.e = other @5:1\n"
                            "quoted table.x.m = string 'one twothree' @6:1\n");
}

/* The visitor's non-zero return stops the reading with it. */
static int stop_at_b(void *ctx, const char *const *path, int depth, const hloa_toml_value *x,
                     hloa_toml_pos at)
{
    (void)x, (void)at;
    int *seen = ctx;
    (*seen)++;
    return depth == 1 && !strcmp(path[0], "b") ? 7 : 0;
}

Test(toml, the_visitor_stops_the_reading)
{
    int seen = 0;
    hloa_toml_error err;
    static const char text[] = "a = 1\nb = [1, 2]\nc = 3\n";
    cr_assert_eq(hloa_toml_read(text, sizeof(text) - 1, stop_at_b, &seen, &err), 7);
    cr_assert_eq(seen, 2, "c is never read");
}

Test(toml, an_unprintable_byte_is_named_by_its_code)
{
    static const char text[] = "a = 1\0\n";
    visits v = {0};
    hloa_toml_error err;
    cr_assert_eq(hloa_toml_read(text, sizeof(text) - 1, record, &v, &err), -1);
    cr_assert_str_eq(err.message, "expected the end of the line, found byte 0x00");
    cr_assert_eq(err.pos.col, 6);
}

Test(toml, deep_nesting_is_an_error_not_a_crash)
{
    char text[1024] = "a = ";
    size_t n = strlen(text);
    for (int i = 0; i < 500; i++)
        text[n++] = '[';
    text[n] = '\0';
    visits v;
    hloa_toml_error err;
    cr_assert_eq(read_toml(text, &v, &err), -1);
    cr_assert(strstr(err.message, "nested more than"), "%s", err.message);
}

/* ---- settings ---- */

static int add(hloa_rule_choice *c, hloa_rule_list l, const char *sel, char *why)
{
    return hloa_rule_choice_add(c, l, sel, strlen(sel), why, 256);
}

Test(settings, more_specific_names_win_within_a_source)
{
    hloa_rule_choice c;
    hloa_rule_choice_init(&c);
    char why[256];
    cr_assert_eq(add(&c, HLOA_LIST_SELECT, "all", why), 0);
    cr_assert_eq(add(&c, HLOA_LIST_IGNORE, "async-*", why), 0);
    cr_assert_eq(add(&c, HLOA_LIST_SELECT, "async-thread", why), 0);
    cr_assert_eq(add(&c, HLOA_LIST_ERROR, "all", why), 0);
    cr_assert_eq(add(&c, HLOA_LIST_NOTE, "async-thread", why), 0);
    hloa_rule_settings s;
    hloa_rule_settings_resolve(&s, &c, NULL);
    cr_assert(s.on[HLOA_RULE_ASYNC_THREAD], "the id beats the prefix");
    cr_assert(!s.on[HLOA_RULE_ASYNC_CALLS], "the prefix beats 'all'");
    cr_assert(s.on[HLOA_RULE_PAIR_USER]);
    cr_assert_eq(s.severity[HLOA_RULE_ASYNC_THREAD], HLOA_SEV_NOTE);
    cr_assert_eq(s.severity[HLOA_RULE_UNKNOWN_OPCODE], HLOA_SEV_ERROR);
}

Test(settings, ignore_wins_a_tie_and_the_command_line_wins_over_the_file)
{
    hloa_rule_choice file, cli;
    hloa_rule_choice_init(&file);
    hloa_rule_choice_init(&cli);
    char why[256];
    cr_assert_eq(add(&file, HLOA_LIST_SELECT, "pair-user", why), 0);
    cr_assert_eq(add(&file, HLOA_LIST_IGNORE, "pair-user", why), 0);
    cr_assert_eq(add(&file, HLOA_LIST_WARNING, "async-calls", why), 0);
    hloa_rule_settings s;
    hloa_rule_settings_resolve(&s, &file, NULL);
    cr_assert(!s.on[HLOA_RULE_PAIR_USER]);
    cr_assert(!s.on[HLOA_RULE_ASYNC_CALLS], "select replaced the set");
    cr_assert(s.on[HLOA_RULE_SYNTAX], "syntax is always on");
    cr_assert_eq(add(&cli, HLOA_LIST_SELECT, "all", why), 0);
    cr_assert_eq(add(&cli, HLOA_LIST_IGNORE, "async-thread", why), 0);
    hloa_rule_settings_resolve(&s, &file, &cli);
    cr_assert(s.on[HLOA_RULE_PAIR_USER] && s.on[HLOA_RULE_ASYNC_CALLS]);
    cr_assert(!s.on[HLOA_RULE_ASYNC_THREAD]);
    cr_assert_eq(s.severity[HLOA_RULE_ASYNC_CALLS], HLOA_SEV_WARNING, "the file's severity stays");
    cr_assert_eq(add(&cli, HLOA_LIST_ERROR, "async-calls", why), 0);
    hloa_rule_settings_resolve(&s, &file, &cli);
    cr_assert_eq(s.severity[HLOA_RULE_ASYNC_CALLS], HLOA_SEV_ERROR);
}

Test(settings, wrong_names_are_refused)
{
    hloa_rule_choice c;
    hloa_rule_choice_init(&c);
    char why[256];
    cr_assert_eq(add(&c, HLOA_LIST_IGNORE, "async-nope", why), -1);
    cr_assert_str_eq(why, "unknown rule 'async-nope' (see 'hlo-async rules')");
    cr_assert_eq(add(&c, HLOA_LIST_IGNORE, "nothing-*", why), -1);
    cr_assert_eq(add(&c, HLOA_LIST_IGNORE, "a*ync-state", why), -1);
    cr_assert_eq(add(&c, HLOA_LIST_IGNORE, "syntax", why), -1);
    cr_assert(strstr(why, "cannot be ignored"), "%s", why);
    cr_assert_eq(add(&c, HLOA_LIST_WARNING, "syntax", why), -1);
    cr_assert_eq(add(&c, HLOA_LIST_IGNORE, "all", why), 0, "'all' leaves syntax be");
    cr_assert_eq(add(&c, HLOA_LIST_WARNING, "pair-user", why), 0);
    cr_assert_eq(add(&c, HLOA_LIST_ERROR, "pair-user", why), -1);
    cr_assert(strstr(why, "both warning and error"), "%s", why);
}

Test(settings, apply_drops_and_reweighs_diagnostics)
{
    hloa_rule_choice c;
    hloa_rule_choice_init(&c);
    char why[256];
    cr_assert_eq(add(&c, HLOA_LIST_IGNORE, "unknown-opcode", why), 0);
    cr_assert_eq(add(&c, HLOA_LIST_WARNING, "undefined-name", why), 0);
    hloa_rule_settings s;
    hloa_rule_settings_resolve(&s, &c, NULL);
    hloa_diags d;
    hloa_diags_init(&d);
    hloa_diag_add(&d, HLOA_RULE_UNKNOWN_OPCODE, 0, 1, "a");
    hloa_diag_add(&d, HLOA_RULE_UNDEFINED_NAME, 2, 3, "b");
    hloa_diag_add(&d, HLOA_RULE_DUPLICATE_NAME, 4, 5, "c");
    hloa_rule_settings_apply(&s, &d, 0);
    hloa_diags_sort(&d);
    cr_assert_eq(d.list.len, 2);
    cr_assert_eq(d.list.items[0].severity, HLOA_SEV_WARNING);
    cr_assert_eq(d.counts[HLOA_SEV_ERROR], 1);
    cr_assert_eq(d.counts[HLOA_SEV_WARNING], 1);
    hloa_diags_release(&d);
}

/* ---- config files ---- */

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f, "%s", path);
    fputs(text, f);
    fclose(f);
}

Test(config, pyproject_table_with_decoys)
{
    char dir[] = "/tmp/hloa-config-XXXXXX";
    cr_assert_not_null(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof(path), "%s/pyproject.toml", dir);
    write_file(path, "[project]\ndescription = \"\"\"\n[tool.hlo-async]\nignore = [\"x\"]\n\"\"\"\n"
                     "[tool.ruff]\nselect = [\"E\"]\n"
                     "[tool.hlo-async]\nignore = [\"async-thread\"]\n");
    hloa_rule_choice c;
    int found;
    char err[HLOA_CONFIG_ERROR_MAX];
    cr_assert_eq(hloa_config_read(path, 1, &c, &found, err, sizeof(err)), 0, "%s", err);
    cr_assert(found);
    cr_assert(c.ignore[HLOA_RULE_ASYNC_THREAD] && !c.has_select);

    write_file(path, "[tool.hlo-async]\nignore = [\"async-thread\"]\nselct = []\n");
    cr_assert_eq(hloa_config_read(path, 1, &c, &found, err, sizeof(err)), -1);
    cr_assert(strstr(err, "pyproject.toml:3:1: error: unknown key 'selct'"), "%s", err);

    write_file(path, "[tool.black]\nline-length = 100\n");
    cr_assert_eq(hloa_config_read(path, 1, &c, &found, err, sizeof(err)), 0, "%s", err);
    cr_assert(!found, "no [tool.hlo-async] table: passed by");
    unlink(path);
    rmdir(dir);
}

Test(config, nearest_file_decides_and_is_read_once)
{
    char dir[] = "/tmp/hloa-config-XXXXXX";
    cr_assert_not_null(mkdtemp(dir));
    char path[512], sub[300];
    snprintf(sub, sizeof(sub), "%s/sub", dir);
    cr_assert_eq(mkdir(sub, 0755), 0);
    snprintf(path, sizeof(path), "%s/.hlo-async.toml", dir);
    write_file(path, "ignore = [\"pair-*\"]\n");
    snprintf(path, sizeof(path), "%s/pyproject.toml", sub);
    write_file(path, "[tool.other]\nx = 1\n");
    hloa_rule_choice cli;
    hloa_rule_choice_init(&cli);
    hloa_configs cs;
    hloa_configs_init(&cs, &cli, NULL, 0);
    char err[HLOA_CONFIG_ERROR_MAX], input[512];
    snprintf(input, sizeof(input), "%s/a.hlo", sub);
    const hloa_rule_settings *s = hloa_configs_for(&cs, input, NULL, err, sizeof(err));
    cr_assert_not_null(s, "%s", err);
    cr_assert(!s->on[HLOA_RULE_PAIR_USER], "the pyproject.toml without our table is passed by");
    cr_assert(strstr(s->config, ".hlo-async.toml"), "%s", s->config);
    snprintf(input, sizeof(input), "%s/b.hlo", dir);
    cr_assert_eq(hloa_configs_for(&cs, input, NULL, err, sizeof(err)), s, "one file, one read");
    hloa_configs_release(&cs);

    hloa_configs_init(&cs, &cli, NULL, 1);
    s = hloa_configs_for(&cs, input, NULL, err, sizeof(err));
    cr_assert(s && s->on[HLOA_RULE_PAIR_USER] && !s->config, "--isolated reads no file");
    hloa_configs_release(&cs);
    unlink(path);
    snprintf(path, sizeof(path), "%s/.hlo-async.toml", dir);
    unlink(path);
    rmdir(sub);
    rmdir(dir);
}

Test(settings, did_you_mean)
{
    static const char *const names[] = {"verify", "desugar", "resugar", "chains", "format", "check"};
    cr_assert_str_eq(hloa_closest("verfy", names, 6), "verify");
    cr_assert_str_eq(hloa_closest("formt", names, 6), "format");
    cr_assert_str_eq(hloa_closest("chek", names, 6), "check");
    cr_assert_str_eq(hloa_closest("resguar", names, 6), "resugar", "a transposition is one edit");
    cr_assert_null(hloa_closest("frobnicate", names, 6), "a guess is no suggestion");
    char why[256];
    hloa_unknown_rule("async-thred", 11, why, sizeof(why));
    cr_assert_str_eq(why, "unknown rule 'async-thred' (did you mean 'async-thread'?)");
}

Test(config, wrong_tables_keys_and_values_are_located)
{
    static const struct {
        int pyproject;
        const char *text;
        const char *error;
    } cases[] = {
        {1, "tool = { hlo-async = { ignore = [\"async-thred\"] } }\n",
         "t.toml:1:34: error: unknown rule 'async-thred' (did you mean 'async-thread'?)"},
        {1, "[[tool.hlo-async]]\nignore = []\n",
         "t.toml:1:1: error: [[tool.hlo-async]] must be a table: write [tool.hlo-async]"},
        {1, "[tool]\nhlo-async = 1\n", "t.toml:2:1: error: tool.hlo-async must be a table"},
        {1, "[tool.hlo-async.select]\nx = 1\n",
         "t.toml:1:1: error: 'select' must be an array of rule names, like [\"async-thread\"]"},
        {0, "ignore = [\"pair-user\", 3]\n",
         "t.toml:1:24: error: 'ignore' must list rule names as strings"},
        {0, "ignore = []\nignore = [\"pair-user\"]\n", "t.toml:2:1: error: 'ignore' is given twice"},
        {0, "[rules]\nignore = []\n", "t.toml:1:1: error: unknown key 'rules'"},
        {0, "warning = [\"pair-user\"]\nerror = [\"pair-user\"]\n",
         "t.toml:2:10: error: rule 'pair-user' is made both warning and error"},
        {0, "ignore = [\"syntax\"]\n", "t.toml:1:11: error: rule 'syntax' cannot be ignored"},
        {0, "ignore = [\"a\"\n", "t.toml:2:1: error: expected ',' or ']' in an array"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        hloa_rule_choice c;
        int found;
        char err[HLOA_CONFIG_ERROR_MAX] = "";
        const char *text = cases[i].text;
        cr_assert_eq(hloa_config_parse("t.toml", text, strlen(text), cases[i].pyproject, &c, &found,
                                       err, sizeof(err)),
                     -1, "case %zu", i);
        cr_expect(!strncmp(err, cases[i].error, strlen(cases[i].error)), "case %zu: %s", i, err);
    }
}

/* Past HLOA_DIAG_LIMIT a diagnostic is counted (by severity, and as dropped) but not
   stored, whether reported or appended from another list. */
Test(diags, past_the_limit_counted_not_stored)
{
    hloa_diags d, more;
    hloa_diags_init(&d);
    hloa_diags_init(&more);
    for (int i = 0; i < HLOA_DIAG_LIMIT; i++)
        cr_assert_not_null(hloa_diag_add(&d, HLOA_RULE_UNDEFINED_NAME, 0, 1, "x%d", i));
    hloa_diag *over = hloa_diag_add(&d, HLOA_RULE_UNDEFINED_NAME, 0, 1, "one more");
    cr_assert_null(over);
    hloa_diag_stands_for(&d, over, 5); /* a dropped one stands for nothing */
    cr_assert_eq(d.list.len, HLOA_DIAG_LIMIT);
    cr_assert_eq(d.dropped, 1);
    cr_assert_eq(d.counts[HLOA_SEV_ERROR], HLOA_DIAG_LIMIT + 1);
    hloa_diag_add(&more, HLOA_RULE_UNDEFINED_NAME, 2, 3, "appended");
    hloa_diag_add(&more, HLOA_RULE_UNDEFINED_NAME, 4, 5, "appended too");
    hloa_diags_append(&d, &more);
    cr_assert_eq(d.list.len, HLOA_DIAG_LIMIT);
    cr_assert_eq(d.dropped, 3);
    cr_assert_eq(d.counts[HLOA_SEV_ERROR], HLOA_DIAG_LIMIT + 3);
    hloa_diags_release(&d);
}

/* Messages are made UTF-8: overlong forms, surrogates and code points past U+10FFFF
   become '?' a byte, the first and last code points of each length stay. */
Test(diags, messages_are_made_utf8_at_the_edges_of_each_length)
{
    static const struct {
        const char *in, *out;
    } cases[] = {
        {"\xe0\x80\x80", "???"},                       /* overlong three bytes */
        {"\xe0\xa0\x80", "\xe0\xa0\x80"},              /* U+0800 */
        {"\xed\x9f\xbf", "\xed\x9f\xbf"},              /* U+D7FF, below the surrogates */
        {"\xf0\x80\x80\x80", "????"},                  /* overlong four bytes */
        {"\xf0\x90\x80\x80", "\xf0\x90\x80\x80"},      /* U+10000 */
        {"\xf4\x8f\xbf\xbf", "\xf4\x8f\xbf\xbf"},      /* U+10FFFF */
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        char buf[16];
        snprintf(buf, sizeof(buf), "%s", cases[i].in);
        cr_expect_str_eq(hloa_utf8_repair(buf), cases[i].out, "case %zu", i);
    }
}
