/* The context a rule's check is given: reporting, scratch, and the facts built on demand. */
#include "hloasync/check.h"
#include "hloasync/timeline.h"

#include <stdarg.h>
#include <string.h>

void hloa_check_init(hloa_check *c, hloa_module *m, const hloa_chains *chains,
                     const hloa_verify_options *o, hloa_diags *d)
{
    memset(c, 0, sizeof(*c));
    c->m = m;
    c->chains = chains;
    c->options = o;
    c->d = d;
    hloa_strbuf_init(&c->sb[0]);
    hloa_strbuf_init(&c->sb[1]);
    hloa_arena_init(&c->scratch);
}

int hloa_check_release(hloa_check *c)
{
    if (c->built_shapes)
        hloa_shape_table_release(c->built_shapes);
    if (c->callers)
        hloa_callers_release(c->callers);
    if (c->trace)
        hloa_trace_release(c->trace);
    hloa_strbuf_release(&c->sb[0]);
    hloa_strbuf_release(&c->sb[1]);
    hloa_arena_release(&c->scratch);
    hloa_diags_set_context(c->d, NULL, 0, NULL, 0);
    return c->errors;
}

hloa_diag *hloa_check_report(hloa_check *c, hloa_rule rule, const hloa_instr *in, uint32_t b,
                             uint32_t e, const char *fmt, ...)
{
    if (hloa_rules[rule].severity == HLOA_SEV_ERROR) c->errors++;
    if (!hloa_rule_on(c->options->rules, rule))
        return NULL;
    uint32_t cn = 0, inn = 0;
    const char *cs = in && in->parent ? hloa_name(c->m, in->parent->name, &cn) : NULL;
    const char *is = in ? hloa_name(c->m, in->name, &inn) : NULL;
    hloa_diags_set_context(c->d, cs, cn, is, inn);
    va_list ap;
    va_start(ap, fmt);
    hloa_diag *dg = hloa_diag_addv(c->d, rule, b, e, fmt, ap);
    va_end(ap);
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

hloa_shape_table *hloa_check_shapes(hloa_check *c)
{
    if (!c->built_shapes) {
        c->built_shapes = hloa_arena_alloc(&c->scratch, sizeof(*c->built_shapes));
        hloa_shape_table_init(c->built_shapes, &c->scratch);
    }
    return c->built_shapes;
}

/*
 * Asked only where a rule meets an exception for async computations, so the
 * computations are looked through then, once: a module without such a case
 * never visits its async instructions here.
 */
int hloa_check_runs_async(hloa_check *c, const hloa_comp *comp)
{
    const hloa_module *m = c->m;
    if (!c->async_run) {
        c->async_run = hloa_arena_calloc(&c->scratch, m->n_comps + 1, 1);
        for (uint32_t k = 0; k < m->n_comps; k++) {
            hloa_scan scan = hloa_comp_scan(m->comps[k], HLOA_HAS_ASYNC);
            for (uint32_t i = 0; i < scan.n; i++) {
                const hloa_instr *in = hloa_scan_at(&scan, i);
                hloa_comp *callee =
                    in && in->opcode == HLOA_OP_ASYNC_START ? hloa_async_called(in) : NULL;
                if (callee) c->async_run[callee->index] = 1;
            }
        }
    }
    return c->async_run[comp->index];
}

const hloa_callers *hloa_check_callers(hloa_check *c)
{
    if (!c->callers) {
        c->callers = hloa_arena_alloc(&c->scratch, sizeof(*c->callers));
        hloa_callers_find(c->m, c->callers);
    }
    return c->callers;
}

struct hloa_timeline *hloa_check_timeline(hloa_check *c)
{
    if (!c->timeline) {
        c->timeline = hloa_arena_alloc(&c->scratch, sizeof(*c->timeline));
        hloa_timeline_build_from(c->m, c->chains, HLOA_TIMELINE_SPANS, &c->scratch, c->timeline);
    }
    return c->timeline;
}

hloa_trace *hloa_check_trace(hloa_check *c)
{
    if (!c->trace) {
        c->trace = hloa_arena_alloc(&c->scratch, sizeof(*c->trace));
        hloa_trace_init(c->trace, c->m);
    }
    return c->trace;
}

const char *hloa_check_comp_label(hloa_check *c, const hloa_chain *ch)
{
    const hloa_comp *w = ch->comp;
    if (!w->generated)
        return hloa_arena_printf(&c->scratch, "'%s'", hloa_check_name(c, w->name));
    /* No user wrote async_wrapped.3: a wrapper is named by what it calls, or what it runs. */
    const hloa_instr *root = w->root;
    if (root && (root->opcode == HLOA_OP_CALL || root->opcode == HLOA_OP_FUSION) &&
        root->n_called && root->called[0] && !root->called[0]->generated)
        return hloa_arena_printf(&c->scratch, "'%s'", hloa_check_name(c, root->called[0]->name));
    return hloa_arena_printf(&c->scratch, "the %s that '%s' runs",
                             root ? hloa_opcodes[root->opcode].name : "computation",
                             hloa_check_name(c, ch->start->name));
}
