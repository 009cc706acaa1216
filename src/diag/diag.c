/* Collecting and sorting diagnostics. Rendering lives in emit_*.c. */
#include "hloasync/diag.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void hloa_diags_init(hloa_diags *d)
{
    memset(d, 0, sizeof(*d));
    hloa_arena_init(&d->arena);
}

void hloa_diags_release(hloa_diags *d)
{
    hloa_arena_release(&d->arena);
    free(d->list.items);
    memset(d, 0, sizeof(*d));
}

static const char *copy_string(hloa_arena *a, const char *s)
{
    return s ? hloa_arena_strndup(a, s, strlen(s)) : NULL;
}

/* dg's strings and related places, copied into a (from an arena about to be released). */
static void copy_into(hloa_arena *a, hloa_diag *dg)
{
    dg->message = copy_string(a, dg->message);
    dg->computation = copy_string(a, dg->computation);
    dg->instruction = copy_string(a, dg->instruction);
    if (!dg->n_related)
        return;
    hloa_related *rel = hloa_arena_alloc(a, dg->n_related * sizeof(*rel));
    for (uint32_t k = 0; k < dg->n_related; k++)
        rel[k] = (hloa_related){copy_string(a, dg->related[k].message), dg->related[k].off};
    dg->related = rel;
}

/* Fewer diagnostics than this are copied rather than their arena's blocks adopted: a module
   of a split file with a note or two would otherwise keep a block of its own to the end. */
enum { COPY_BELOW = 256 };

void hloa_diags_append(hloa_diags *d, hloa_diags *from)
{
    for (int s = 0; s < 3; s++)
        d->counts[s] += from->counts[s];
    d->dropped += from->dropped;
    int copy = from->list.len < COPY_BELOW;
    for (size_t i = 0; i < from->list.len; i++) {
        hloa_diag dg = from->list.items[i];
        if (dg.dropped)
            continue;
        if (d->list.len >= HLOA_DIAG_LIMIT) {
            d->dropped++;
            continue;
        }
        dg.seq = (uint32_t)d->list.len;
        if (copy)
            copy_into(&d->arena, &dg);
        HLOA_VEC_PUSH(d->list, dg);
    }
    if (!copy)
        hloa_arena_adopt(&d->arena, &from->arena);
    hloa_diags_release(from);
}

static int by_location(const void *a, const void *b)
{
    const hloa_diag *x = a, *y = b;
    if (x->off != y->off)
        return x->off < y->off ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

void hloa_diags_drop(hloa_diags *d, size_t i)
{
    hloa_diag *dg = &d->list.items[i];
    if (!dg->dropped) {
        dg->dropped = 1;
        d->counts[dg->severity] -= 1 + dg->more;
    }
}

void hloa_diags_sort(hloa_diags *d)
{
    size_t kept = 0;
    for (size_t i = 0; i < d->list.len; i++)
        if (!d->list.items[i].dropped)
            d->list.items[kept++] = d->list.items[i];
    d->list.len = kept;
    if (d->list.len > 1)
        qsort(d->list.items, d->list.len, sizeof(hloa_diag), by_location);
}

char *hloa_utf8_repair(char *s)
{
    unsigned char *p = (unsigned char *)s;
    while (p && *p) {
        int n = *p < 0x80 ? 1 : (*p & 0xE0) == 0xC0 && *p >= 0xC2 ? 2
                : (*p & 0xF0) == 0xE0 ? 3 : (*p & 0xF8) == 0xF0 && *p <= 0xF4 ? 4 : 0;
        for (int k = 1; k < n; k++)
            if ((p[k] & 0xC0) != 0x80)
                n = 0;
        /* no overlong three-byte forms, no surrogates, nothing past U+10FFFF */
        if ((n == 3 && ((*p == 0xE0 && p[1] < 0xA0) || (*p == 0xED && p[1] >= 0xA0))) ||
            (n == 4 && ((*p == 0xF0 && p[1] < 0x90) || (*p == 0xF4 && p[1] >= 0x90))))
            n = 0;
        if (!n) {
            *p++ = '?';
            continue;
        }
        p += n;
    }
    return s;
}

hloa_diag *hloa_diag_addv(hloa_diags *d, hloa_rule rule, uint32_t off, uint32_t end,
                          const char *fmt, va_list ap)
{
    hloa_severity sev = hloa_rules[rule].severity;
    d->counts[sev]++;
    if (d->list.len >= HLOA_DIAG_LIMIT) {
        d->dropped++;
        return NULL;
    }
    char *msg = hloa_utf8_repair(hloa_arena_vprintf(&d->arena, fmt, ap));
    hloa_diag diag = {
        .rule = rule,
        .severity = sev,
        .message = msg,
        .off = off,
        .end = end > off ? end : off,
        .computation = d->ctx_computation
                           ? hloa_utf8_repair(hloa_arena_strndup(&d->arena, d->ctx_computation,
                                                           d->ctx_computation_len))
                           : NULL,
        .instruction = d->ctx_instruction
                           ? hloa_utf8_repair(hloa_arena_strndup(&d->arena, d->ctx_instruction,
                                                           d->ctx_instruction_len))
                           : NULL,
        .seq = (uint32_t)d->list.len,
    };
    HLOA_VEC_PUSH(d->list, diag);
    return &d->list.items[d->list.len - 1];
}

void hloa_diag_stands_for(hloa_diags *d, hloa_diag *diag, uint32_t more)
{
    if (!diag)
        return;
    diag->more = more;
    d->counts[diag->severity] += more;
}

hloa_diag *hloa_diag_add(hloa_diags *d, hloa_rule rule, uint32_t off, uint32_t end,
                         const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    hloa_diag *diag = hloa_diag_addv(d, rule, off, end, fmt, ap);
    va_end(ap);
    return diag;
}

int hloa_diag_error(hloa_diags *d, hloa_rule rule, uint32_t off, uint32_t end, const char *fmt,
                    ...)
{
    va_list ap;
    va_start(ap, fmt);
    hloa_diag_addv(d, rule, off, end, fmt, ap);
    va_end(ap);
    return -1;
}

void hloa_diag_related(hloa_diags *d, hloa_diag *diag, uint32_t off, const char *fmt, ...)
{
    if (!diag)
        return;
    va_list ap;
    va_start(ap, fmt);
    char *msg = hloa_utf8_repair(hloa_arena_vprintf(&d->arena, fmt, ap));
    va_end(ap);
    hloa_related *rel = hloa_arena_alloc(&d->arena, (diag->n_related + 1) * sizeof(*rel));
    if (diag->n_related)
        memcpy(rel, diag->related, diag->n_related * sizeof(*rel));
    rel[diag->n_related++] = (hloa_related){msg, off};
    diag->related = rel;
}

const char *hloa_severity_name(hloa_severity s)
{
    switch (s) {
    case HLOA_SEV_NOTE:
        return "note";
    case HLOA_SEV_WARNING:
        return "warning";
    case HLOA_SEV_ERROR:
        return "error";
    }
    return "error";
}
