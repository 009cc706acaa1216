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

enum { UNKNOWN_RULE = -1, RULE_PREFIX = -2 }; /* suppression.rule[] other than a rule */

typedef struct suppression {
    uint32_t off;              /* the '//' of the comment */
    int n;                     /* rule ids listed */
    int rule[MAX_RULES];       /* rule enum, UNKNOWN_RULE, or RULE_PREFIX ('async-*') */
    uint32_t id_off[MAX_RULES], id_len[MAX_RULES]; /* where each id is written */
    uint8_t used[MAX_RULES];   /* dropped a diagnostic */
    const char *malformed;     /* why the comment is not a suppression, or NULL */
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

/* Does rule r's id start with the prefix text[0, n) (an id written 'async-*', without the '*')? */
static int has_prefix(int r, const char *text, uint32_t n)
{
    return strncmp(hloa_rules[r].id, text, n) == 0;
}

/* The rule an id names: its enum, RULE_PREFIX when it ends in '*' and some rule starts so. */
static int rule_of_id(const char *text, uint32_t n)
{
    if (n > 1 && text[n - 1] == '*') {
        for (int r = 0; r < HLOA_RULE_COUNT; r++)
            if (has_prefix(r, text, n - 1))
                return RULE_PREFIX;
        return UNKNOWN_RULE;
    }
    char id[64];
    uint32_t k = n < 63 ? n : 63;
    memcpy(id, text, k);
    id[k] = '\0';
    return hloa_rule_lookup(id);
}

/*
 * Reads the comment whose "hlo-async:" is at q: 0 when it is no directive (the
 * words stand inside a comment's prose, or in a string); else 1 with s filled,
 * s->malformed saying why when it is not `// hlo-async: ignore[rule, ...]`.
 */
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
    memset(s, 0, sizeof(*s));
    s->off = slash;
    s->target = -1;
    *own_line = !code;
    uint32_t p = q + 10;
    while (p < end && t[p] == ' ')
        p++;
    if (end - p < 7 || memcmp(t + p, "ignore[", 7)) {
        s->malformed = "malformed suppression: write // hlo-async: ignore[rule, ...]";
        return 1;
    }
    p += 7;
    for (;;) {
        while (p < end && (t[p] == ' ' || t[p] == ','))
            p++;
        if (p >= end || t[p] == '\n' || t[p] == ']')
            break;
        uint32_t b = p;
        while (p < end && is_id_char(t[p]))
            p++;
        if (p < end && t[p] == '*' && p > b)
            p++; /* a prefix, as --select takes one */
        if (p == b) {
            s->malformed = "malformed suppression: write // hlo-async: ignore[rule, ...]";
            return 1;
        }
        if (s->n < MAX_RULES) {
            s->rule[s->n] = rule_of_id(t + b, p - b);
            s->id_off[s->n] = b;
            s->id_len[s->n] = p - b;
            s->n++;
        }
    }
    if (p >= end || t[p] != ']')
        s->malformed = "malformed suppression: write // hlo-async: ignore[rule, ...]";
    else if (!s->n)
        s->malformed = "empty suppression: name the rules it drops, // hlo-async: ignore[rule, ...]";
    return 1;
}

/* Does the id r of s name the rule of a diagnostic? */
static int names_rule(const suppression *s, int r, const char *t, hloa_rule rule)
{
    if (s->rule[r] == RULE_PREFIX)
        return has_prefix((int)rule, t + s->id_off[r], s->id_len[r] - 1);
    return s->rule[r] == (int)rule;
}

/* Is a rule the id r of s names on for the file (a prefix: any of its rules)? */
static int names_a_rule_on(const suppression *s, int r, const char *t,
                           const hloa_rule_settings *rules)
{
    for (int k = 0; k < HLOA_RULE_COUNT; k++)
        if (names_rule(s, r, t, (hloa_rule)k) && hloa_rule_on(rules, (hloa_rule)k))
            return 1;
    return 0;
}

/* Reports id r of s, which names no rule, with the closest rule id when one is near. */
static void report_unknown(hloa_diags *d, const suppression *s, int r, const char *t)
{
    const char *ids[HLOA_RULE_COUNT];
    for (int k = 0; k < HLOA_RULE_COUNT; k++)
        ids[k] = hloa_rules[k].id;
    uint32_t b = s->id_off[r], n = s->id_len[r];
    char word[64];
    uint32_t k = n < 63 ? n : 63;
    memcpy(word, t + b, k);
    word[k] = '\0';
    const char *near = hloa_closest(word, ids, HLOA_RULE_COUNT);
    if (near)
        hloa_diag_add(d, HLOA_RULE_UNUSED_SUPPRESSION, b, b + n,
                      "unknown rule '%s' in a suppression (did you mean '%s'?)", word, near);
    else
        hloa_diag_add(d, HLOA_RULE_UNUSED_SUPPRESSION, b, b + n,
                      "unknown rule '%s' in a suppression (see 'hlo-async rules')", word);
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
                if (names_rule(s, r, t, dg->rule)) {
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
            hloa_diag_add(d, HLOA_RULE_UNUSED_SUPPRESSION, s->off, line_end(t, s->off, end), "%s",
                          s->malformed);
            continue;
        }
        for (int r = 0; r < s->n; r++) {
            uint32_t b = s->id_off[r], e = b + s->id_len[r];
            if (s->rule[r] == UNKNOWN_RULE)
                report_unknown(d, s, r, t);
            else if (!s->used[r] && names_a_rule_on(s, r, t, rules))
                hloa_diag_add(d, HLOA_RULE_UNUSED_SUPPRESSION, b, e,
                              "suppression of '%.*s' is unused: no such diagnostic %s",
                              (int)s->id_len[r], t + b,
                              s->target >= 0 ? "in this instruction" : "follows it");
        }
    }
    free(spans.items);
    free(next.items);
    free(sups.items);
}
