/*
 * Inline suppressions (see suppress.h). The lexer notes the `//` comments
 * that mention "hlo-async:" (hloa_module.directives); each is tied to the
 * instruction it annotates (the next instruction for a comment on a line of
 * its own, else the instruction on whose line it stands).
 */
#include "hloasync/suppress.h"

#include "hloasync/strbuf.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_RULES = 32 };

typedef struct suppression {
    uint32_t off;              /* the '//' of the comment */
    int n;                     /* rule ids listed */
    int rule[MAX_RULES];       /* rule enum, or -1 for an unknown id */
    uint32_t id_off[MAX_RULES], id_len[MAX_RULES]; /* where each id is written */
    uint8_t used[MAX_RULES];   /* dropped a diagnostic */
    int malformed;             /* no closing ']' */
    int target;                /* index into the span table, or -1 */
} suppression;

typedef struct span {
    uint32_t off, end; /* an instruction's text */
    int first;         /* first suppression of this instruction, -1 if none */
} span;

static int by_off(const void *a, const void *b)
{
    const span *x = a, *y = b;
    return x->off < y->off ? -1 : x->off > y->off;
}

static int is_id_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

/* Reads `// hlo-async: ignore[ids]` whose "hlo-async:" is at q; 0 if it is not one. */
static int read_comment(const char *t, uint32_t begin, uint32_t q, uint32_t end, suppression *s,
                        int *own_line)
{
    uint32_t ls = q;
    while (ls > begin && t[ls - 1] != '\n')
        ls--;
    uint32_t slash = q;
    while (slash > ls && (t[slash - 1] == ' ' || t[slash - 1] == '\t'))
        slash--;
    if (slash < ls + 2 || t[slash - 1] != '/' || t[slash - 2] != '/')
        return 0;
    slash -= 2;
    int quotes = 0, code = 0;
    for (uint32_t i = ls; i < slash; i++) {
        quotes += t[i] == '"';
        code |= t[i] != ' ' && t[i] != '\t';
    }
    if (quotes % 2)
        return 0; /* inside a string */
    uint32_t p = q + 10;
    while (p < end && t[p] == ' ')
        p++;
    if (end - p < 7 || memcmp(t + p, "ignore[", 7))
        return 0;
    p += 7;
    memset(s, 0, sizeof(*s));
    s->off = slash;
    s->target = -1;
    *own_line = !code;
    for (;;) {
        while (p < end && (t[p] == ' ' || t[p] == ','))
            p++;
        if (p >= end || t[p] == '\n' || t[p] == ']')
            break;
        uint32_t b = p;
        while (p < end && is_id_char(t[p]))
            p++;
        if (p == b) {
            s->malformed = 1;
            return 1;
        }
        if (s->n < MAX_RULES) {
            char id[64];
            uint32_t n = p - b < 63 ? p - b : 63;
            memcpy(id, t + b, n);
            id[n] = '\0';
            s->rule[s->n] = hloa_rule_lookup(id);
            s->id_off[s->n] = b;
            s->id_len[s->n] = p - b;
            s->n++;
        }
    }
    s->malformed = p >= end || t[p] != ']';
    return 1;
}

/* Index of the last span starting at or before off; -1 if none. */
static int span_at(const span *spans, int n, uint32_t off)
{
    int lo = 0, hi = n - 1, found = -1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (spans[mid].off <= off) {
            found = mid;
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    return found;
}

/* End of the line holding off. */
static uint32_t line_end(const char *t, uint32_t off, uint32_t end)
{
    while (off < end && t[off] != '\n')
        off++;
    return off;
}

void hloa_apply_suppressions(const hloa_module *m, hloa_diags *d, size_t first,
                             const hloa_rule_settings *rules)
{
    const char *t = m->src->text;
    uint32_t begin = m->region.begin, end = m->region.end;
    HLOA_VEC(suppression) sups = {0};
    HLOA_VEC(int) next = {0}; /* next suppression of the same instruction */
    /* The lexer noted the comments that mention "hlo-async:"; only those are read. */
    for (uint32_t k = 0; k < m->n_directives; k++) {
        uint32_t c = m->directives[k], e = c;
        while (e < end && t[e] != '\n')
            e++;
        const char *hit = hloa_find(t + c, e - c, "hlo-async:", 10);
        suppression s;
        int own_line;
        if (hit && read_comment(t, begin, (uint32_t)(hit - t), end, &s, &own_line)) {
            s.target = own_line ? -2 : -3; /* resolved below */
            HLOA_VEC_PUSH(sups, s);
            HLOA_VEC_PUSH(next, -1);
        }
    }
    if (!sups.len)
        return;

    HLOA_VEC(span) spans = {0};
    for (uint32_t c = 0; c < m->n_comps; c++)
        for (uint32_t i = 0; i < m->comps[c]->n_instrs; i++) {
            const hloa_instr *in = m->comps[c]->instrs[i];
            if (!in->generated && !in->anonymous) {
                span sp = {in->off, in->end, -1};
                HLOA_VEC_PUSH(spans, sp);
            }
        }
    if (spans.len > 1)
        qsort(spans.items, spans.len, sizeof(span), by_off);
    int ns = (int)spans.len;
    for (size_t k = 0; k < sups.len; k++) {
        suppression *s = &sups.items[k];
        int own_line = s->target == -2, at = span_at(spans.items, ns, s->off);
        s->target = -1;
        if (own_line) {
            /* The next instruction after the comment. */
            if (at + 1 < ns)
                s->target = at + 1;
        } else if (at >= 0 && s->off <= line_end(t, spans.items[at].end, end)) {
            s->target = at;
        }
        if (s->target >= 0 && !s->malformed) { /* a malformed one suppresses nothing */
            next.items[k] = spans.items[s->target].first;
            spans.items[s->target].first = (int)k;
        }
    }
    /* Drop each diagnostic that a suppression of its instruction names. */
    for (size_t i = first; i < d->list.len; i++) {
        hloa_diag *dg = &d->list.items[i];
        int at = span_at(spans.items, ns, dg->off);
        if (dg->dropped || at < 0 || dg->off > spans.items[at].end)
            continue;
        for (int k = spans.items[at].first; k >= 0; k = next.items[k]) {
            suppression *s = &sups.items[k];
            for (int r = 0; r < s->n; r++)
                if (s->rule[r] == (int)dg->rule) {
                    s->used[r] = 1;
                    if (!dg->dropped)
                        hloa_diags_drop(d, i);
                }
        }
    }
    hloa_diags_set_context(d, NULL, 0, NULL, 0);
    for (size_t k = 0; k < sups.len; k++) {
        suppression *s = &sups.items[k];
        if (s->malformed) {
            hloa_diag_add(d, HLOA_RULE_UNUSED_SUPPRESSION, s->off, line_end(t, s->off, end),
                          "malformed suppression: write // hlo-async: ignore[rule, ...]");
            continue;
        }
        for (int r = 0; r < s->n; r++) {
            uint32_t b = s->id_off[r], e = b + s->id_len[r];
            if (s->rule[r] < 0)
                hloa_diag_add(d, HLOA_RULE_UNUSED_SUPPRESSION, b, e,
                              "unknown rule '%.*s' in a suppression (see 'hlo-async rules')",
                              (int)s->id_len[r], t + b);
            else if (!s->used[r] && hloa_rule_on(rules, (hloa_rule)s->rule[r]))
                hloa_diag_add(d, HLOA_RULE_UNUSED_SUPPRESSION, b, e,
                              "suppression of '%s' is unused: no such diagnostic %s",
                              hloa_rules[s->rule[r]].id,
                              s->target >= 0 ? "in this instruction" : "follows it");
        }
    }
    free(spans.items);
    free(next.items);
    free(sups.items);
}
