/* The reporting context shared by the verification passes. */
#include "hloasync/check.h"

#include <stdarg.h>

void hloa_check_init(hloa_check *c, hloa_module *m, hloa_diags *d)
{
    c->m = m;
    c->d = d;
    c->errors = 0;
    hloa_strbuf_init(&c->sb[0]);
    hloa_strbuf_init(&c->sb[1]);
    hloa_arena_init(&c->scratch);
}

int hloa_check_release(hloa_check *c)
{
    hloa_strbuf_release(&c->sb[0]);
    hloa_strbuf_release(&c->sb[1]);
    hloa_arena_release(&c->scratch);
    hloa_diags_set_context(c->d, NULL, 0, NULL, 0);
    return c->errors;
}

hloa_diag *hloa_check_report(hloa_check *c, hloa_rule rule, const hloa_instr *in, uint32_t b,
                             uint32_t e, const char *fmt, ...)
{
    uint32_t cn = 0, inn = 0;
    const char *cs = in && in->parent ? hloa_name(c->m, in->parent->name, &cn) : NULL;
    const char *is = in ? hloa_name(c->m, in->name, &inn) : NULL;
    hloa_diags_set_context(c->d, cs, cn, is, inn);
    va_list ap;
    va_start(ap, fmt);
    hloa_diag *dg = hloa_diag_addv(c->d, rule, b, e, fmt, ap);
    va_end(ap);
    if (hloa_rules[rule].severity == HLOA_SEV_ERROR) c->errors++;
    return dg;
}

const char *hloa_check_name(hloa_check *c, hloa_sym s)
{
    uint32_t n;
    const char *p = hloa_name(c->m, s, &n);
    return hloa_arena_strndup(&c->scratch, p, n);
}

const char *hloa_check_shape(hloa_check *c, int slot, const hloa_shape *s)
{
    hloa_strbuf *sb = &c->sb[slot & 1];
    hloa_strbuf_clear(sb);
    if (s)
        hloa_shape_print(sb, s);
    else
        hloa_strbuf_adds(sb, "(unknown)");
    return sb->buf;
}
