/*
 * A big module is read in parts on several threads, each into a module of its
 * own that shares the names and shapes of the whole (see
 * hloa_interner_share, hloa_shape_table_view). The parts are then joined in
 * text order and the computation references resolved across them.
 *
 * A cut goes between two top-level computations when one is near where the
 * parts would be even; else (a module most of which is one computation, as
 * ENTRY often is) between two instruction lines of a body. The part after
 * such a cut starts with the rest of the body (its head) and the part before
 * ends with the start of it (its tail). Operands a head names but does not
 * define, control predecessors a segment does not define, and names two
 * segments both define are settled when the segments are joined, and the
 * computation is finished then.
 *
 * A part is read exactly as the whole would read those bytes, provided
 * nothing crosses a cut: no error recovery, no header or inline computation
 * (named after the computations before it) after the first cut, no ENTRY
 * seen twice, no computation defined twice, and a cut inside a body indeed
 * inside one, with the names of its segments meeting as in the whole. When
 * any of that fails, or the names outgrow what was reserved, the parts are
 * dropped and the module is read again on one thread: the result never
 * depends on the parts.
 *
 * The reading itself is parse.c's; the parser state the two share is in
 * parser.h.
 */
#define _GNU_SOURCE /* memrchr */
#include "hloasync/parse.h"

#include "hloasync/parallel.h"
#include "parser.h"
#include "hloasync/lookahead.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

enum { PART_MIN_BYTES = 4 << 20 }; /* smaller parts cost more in threads than they save */

typedef struct part {
    hloa_module m;           /* the part's computations; arena, names and shapes are views */
    parser p;                /* reads the part */
    hloa_diags diags;        /* anything here means the part does not stand on its own */
    hloa_offsets directives; /* "hlo-async:" comments of the part */
    int seen_entry;          /* ENTRY computations in the part */
} part;

/* Can a part start at text[i]: a line that starts a top-level computation? */
static int starts_computation_line(const char *t, uint32_t i, uint32_t end)
{
    if (t[i] == '%')
        return 1;
    if (end - i > 6 && memcmp(t + i, "ENTRY ", 6) == 0)
        return 1;
    if (!hloa_ident_start((unsigned char)t[i]))
        return 0;
    uint32_t j = hloa_ident_end(t, i, end);
    if (j - i == 6 && memcmp(t + i, "module", 6) == 0)
        return 0; /* MLIR text */
    return j + 1 < end && t[j] == ' ' && (t[j + 1] == '(' || t[j + 1] == '{');
}

/*
 * A cut is just after a '}' alone on its line (the '\n' that ends it goes to
 * the next part, whose first token then starts a line) followed, past blank
 * lines, by a line that starts a computation. Is the '}' at text[brace] one?
 */
static int cut_at(const char *t, uint32_t brace, uint32_t end)
{
    uint32_t i = brace + 1;
    while (i < end && (t[i] == '\n' || t[i] == ' ' || t[i] == '\t'))
        i++;
    return i < end && t[i - 1] == '\n' && starts_computation_line(t, i, end);
}

/* The first cut at or after from and before to, or 0. */
static uint32_t cut_after(const char *t, uint32_t from, uint32_t to, uint32_t end)
{
    for (const char *q = t + from; (q = hloa_find(q, (size_t)(t + to - q), "\n}\n", 3)); q += 2)
        if (cut_at(t, (uint32_t)(q - t) + 1, end))
            return (uint32_t)(q - t) + 2;
    return 0;
}

/* The last cut after from and before to, found backwards line by line, or 0. */
static uint32_t cut_before(const char *t, uint32_t from, uint32_t to, uint32_t end)
{
    while (to > from + 2) {
        const char *nl = memrchr(t + from, '\n', to - from);
        if (!nl)
            return 0;
        uint32_t i = (uint32_t)(nl - t);
        if (i >= from + 2 && t[i - 1] == '}' && t[i - 2] == '\n' && cut_at(t, i - 1, end))
            return i;
        to = i;
    }
    return 0;
}

/* The cut between computations in [lo, hi) nearest to at, or 0. */
static uint32_t nearest_cut(const char *t, uint32_t at, uint32_t lo, uint32_t hi, uint32_t end)
{
    uint32_t after = cut_after(t, at, hi, end), before = cut_before(t, lo, at, end);
    return !after || (before && at - before < after - at) ? before : after;
}

/*
 * The lines of a text, estimated from samples (a count would cost a read of
 * the whole text): most lines are instructions, so the lines tell how many
 * names a part makes, and what it costs to read (each costs about as much as
 * LINE_COST bytes, so a stretch of short lines costs more than its size says;
 * a computation, counted by its closing '}' line, costs COMPUTATION_COST more:
 * its signature, and finishing it).
 */
enum { SAMPLES = 64, SAMPLE_BYTES = 16 << 10, LINE_COST = 110, COMPUTATION_COST = 160 };

typedef struct text_sample {
    uint32_t begin, end;
    double lines[SAMPLES + 1]; /* estimated lines before stretch i, of SAMPLES even ones */
    double comps[SAMPLES + 1]; /* estimated computation ends before stretch i */
} text_sample;

static uint32_t stretch_start(const text_sample *s, uint32_t i)
{
    return s->begin + (uint32_t)((uint64_t)(s->end - s->begin) * i / SAMPLES);
}

static void sample_text(text_sample *s, const char *t, uint32_t begin, uint32_t end)
{
    s->begin = begin;
    s->end = end;
    s->lines[0] = s->comps[0] = 0;
    for (uint32_t i = 0; i < SAMPLES; i++) {
        uint32_t b = stretch_start(s, i), e = stretch_start(s, i + 1);
        uint32_t probe = e - b < SAMPLE_BYTES ? e - b : SAMPLE_BYTES, lines = 0, comps = 0;
        for (const char *q = t + b; (q = memchr(q, '\n', (size_t)(t + b + probe - q))); q++) {
            lines++;
            comps += q[1] == '}'; /* the text's padding follows its last byte */
        }
        double scale = probe ? (double)(e - b) / probe : 0.0;
        s->lines[i + 1] = s->lines[i] + lines * scale;
        s->comps[i + 1] = s->comps[i] + comps * scale;
    }
}

/* Estimated lines in [s->begin, at). */
static double lines_before(const text_sample *s, uint32_t at)
{
    uint32_t i = (uint32_t)((uint64_t)(at - s->begin) * SAMPLES / (s->end - s->begin + 1));
    uint32_t b = stretch_start(s, i), e = stretch_start(s, i + 1);
    return s->lines[i] + (e > b ? (s->lines[i + 1] - s->lines[i]) * (at - b) / (e - b) : 0.0);
}

/* Where the reading cost of [s->begin, at) is the fraction f of the whole text's. */
static uint32_t even_cost_point(const text_sample *s, double f)
{
#define COST(i)                                                                              \
    ((double)(stretch_start(s, i) - s->begin) + LINE_COST * s->lines[i] +                        \
     COMPUTATION_COST * s->comps[i])
    double want = COST(SAMPLES) * f;
    uint32_t i = 0;
    while (i + 1 < SAMPLES && COST(i + 1) < want)
        i++;
    double stretch = COST(i + 1) - COST(i), into = stretch > 0 ? (want - COST(i)) / stretch : 0;
#undef COST
    uint32_t b = stretch_start(s, i), e = stretch_start(s, i + 1);
    return b + (uint32_t)(into * (e - b));
}

/* Can a part start at text[i], a line's start: an instruction line `  ROOT? name = `? */
static int starts_instruction_line(const char *t, uint32_t i, uint32_t end)
{
    if (i >= end || (t[i] != ' ' && t[i] != '\t'))
        return 0;
    while (i < end && (t[i] == ' ' || t[i] == '\t'))
        i++;
    if (end - i > 5 && memcmp(t + i, "ROOT ", 5) == 0)
        i += 5;
    i += i < end && t[i] == '%';
    uint32_t j = hloa_ident_end(t, i, end);
    return j > i && end - j > 3 && memcmp(t + j, " = ", 3) == 0;
}

/* The first cut inside a body after from: the start of an instruction line, or 0. */
static uint32_t body_cut_after(const char *t, uint32_t from, uint32_t end)
{
    for (const char *q = t + from; (q = memchr(q, '\n', (size_t)(t + end - q))); q++)
        if (starts_instruction_line(t, (uint32_t)(q - t) + 1, end))
            return (uint32_t)(q - t) + 1;
    return 0;
}

static void parse_part(void *ctx, size_t k)
{
    part *pt = &((part *)ctx)[k];
    parser *p = &pt->p;
    hloa_parser_read_region(p, &pt->seen_entry);
    /* What the part needs no more goes now, not when the slowest part is done
       (a cut body's names are looked up when it is joined). */
    if (!p->part.continues && !p->part.ended_open)
        hloa_names_drop(&p->names);
    hloa_source_done_with(p->m->src, p->handed_back, p->m->region.end);
}

/* Did every part read as the whole would? */
static int parts_stand_alone(part *parts, uint32_t n)
{
    int entries = 0;
    for (uint32_t k = 0; k < n; k++) {
        const hloa_module *pm = &parts[k].m;
        if (parts[k].diags.list.len || parts[k].p.errors || (k && pm->has_header))
            return 0;
        /* A cut meant to be inside a body must have been inside one. */
        if (parts[k].p.part.cut_unsafe || (k && parts[k].p.part.continues != parts[k - 1].p.part.ended_open))
            return 0;
        entries += parts[k].seen_entry;
        for (uint32_t i = 0; k && i < pm->n_comps; i++)
            if (pm->comps[i]->inline_body)
                return 0;
    }
    return entries <= 1 && !hloa_interner_full(&parts[0].m.names);
}

/* Moves the parts into m, in text order; 0 when a computation name repeats across parts. */
static int join_parts(hloa_module *m, part *parts, uint32_t n)
{
    const hloa_module *first = &parts[0].m;
    m->name = first->name;
    m->has_header = first->has_header;
    m->is_scheduled = first->is_scheduled;
    /* The first instruction tells: the first part that read one (part 0 may end before it). */
    m->percent_names = first->percent_names;
    for (uint32_t k = 0; k < n; k++)
        if (parts[k].p.told_percent) {
            m->percent_names = parts[k].m.percent_names;
            break;
        }
    m->header_off = first->header_off;
    m->header_end = first->header_end;
    m->attrs = first->attrs;
    m->n_attrs = first->n_attrs;
    uint32_t comps = 0;
    for (uint32_t k = 0; k < n; k++) {
        comps += parts[k].m.n_comps;
        m->sugared_starts += parts[k].m.sugared_starts;
    }
    /* The first part's table is the module's (the others index nothing: see parse_parts);
       with room for the wrappers desugaring adds, it is not rebuilt then. */
    hloa_module *first_pm = &parts[0].m;
    for (uint32_t k = 0; k < n; k++) {
        m->operand_shapes |= parts[k].m.operand_shapes;
        m->attr_keys |= parts[k].m.attr_keys;
    }
    hloa_table_release(&m->comps_by_name);
    m->comps_by_name = first_pm->comps_by_name; /* its ids are the same indexes in m */
    first_pm->comps_by_name = (hloa_table){0};
    for (uint32_t i = 0; i < first_pm->n_comps; i++)
        hloa_module_append_comp(m, first_pm->comps[i]);
    hloa_module_reserve_comps(m, comps + m->sugared_starts);
    for (uint32_t k = 1; k < n; k++) {
        hloa_module *pm = &parts[k].m;
        for (uint32_t i = 0; i < pm->n_comps; i++) {
            /* Each computation record, then its slot, is asked for a few steps ahead. */
            if (i + 16 < pm->n_comps)
                __builtin_prefetch(pm->comps[i + 16]);
            if (i + 8 < pm->n_comps)
                hloa_module_prefetch_comp(m, pm->comps[i + 8]->name);
            hloa_comp *c = pm->comps[i];
            if (hloa_module_find_comp(m, c->name))
                return 0;
            hloa_module_add_comp(m, c);
        }
    }
    for (uint32_t k = 0; k < n; k++)
        hloa_module_note_instr_names(m, parts[k].m.instr_names, parts[k].m.n_instr_names);
    return 1;
}

/* The segment of part k of the computation cut after part first. */
static segment *segment_of(part *parts, uint32_t first, uint32_t k)
{
    return k == first ? &parts[k].p.part.tail : &parts[k].p.part.head;
}

static int by_sym(const void *a, const void *b)
{
    hloa_sym x = ((const def_entry *)a)->sym, y = ((const def_entry *)b)->sym;
    return (x > y) - (x < y);
}

/* The instruction the segment of part k defines as s, or NULL. */
static hloa_instr *segment_def(part *parts, uint32_t first, uint32_t k, hloa_sym s)
{
    const segment *seg = segment_of(parts, first, k);
    def_entry e = hloa_names_get(&parts[k].p.names, s);
    if (e.gen == seg->gen)
        return e.instr;
    /* A later computation of the part may have defined the name again (sorted by sym). */
    def_entry key = {s, 0, NULL};
    const def_entry *hit =
        seg->shadowed.len ? bsearch(&key, seg->shadowed.items, seg->shadowed.len,
                                    sizeof(def_entry), by_sym)
                          : NULL;
    return hit ? hit->instr : NULL;
}

/* Do the segments of parts i and j both define some name? (Only names of both parts can.) */
static int defined_twice(part *parts, uint32_t first, uint32_t i, uint32_t j)
{
    const hloa_module *a = &parts[i].m, *b = &parts[j].m;
    uint32_t bytes = (a->n_instr_names < b->n_instr_names ? a->n_instr_names : b->n_instr_names) / 8;
    for (uint32_t w = 0; w < bytes; w++)
        for (unsigned both = a->instr_names[w] & b->instr_names[w]; both; both &= both - 1) {
            hloa_sym s = w * 8 + (hloa_sym)__builtin_ctz(both);
            if (segment_def(parts, first, i, s) && segment_def(parts, first, j, s))
                return 1;
        }
    return 0;
}

/*
 * Joins the segments of the computation cut after part first and closed in
 * part last: its operands and control predecessors are found across them,
 * and it is finished as the whole would finish it. 0 when the whole would
 * report anything about it (the module is then read again).
 */
static int join_cut_computation(hloa_module *m, part *parts, uint32_t first, uint32_t last)
{
    /* segment_def searches the hidden definitions of any segment: all sorted first. */
    for (uint32_t i = first; i <= last; i++) {
        segment *seg = segment_of(parts, first, i);
        if (seg->shadowed.len > 1)
            qsort(seg->shadowed.items, seg->shadowed.len, sizeof(def_entry), by_sym);
    }
    for (uint32_t i = first; i <= last; i++)
        for (uint32_t j = i + 1; j <= last; j++)
            if (defined_twice(parts, first, i, j))
                return 0;
    size_t total = 0;
    for (uint32_t j = first; j <= last; j++) {
        segment *seg = segment_of(parts, first, j);
        total += seg->list.len;
        for (size_t k = 0; k < seg->pending.len; k++) {
            pending_operand *u = &seg->pending.items[k];
            hloa_instr *def = NULL;
            for (uint32_t i = j; !def && i-- > first;)
                def = segment_def(parts, first, i, u->name);
            if (!def || def->generated || !u->user ||
                (u->written && def->shape && !hloa_shape_compatible(u->written, def->shape)))
                return 0;
            u->user->operands[u->slot] = def;
            def->n_users++;
        }
        for (size_t k = 0; k < seg->preds.len; k++) {
            hloa_instr *def = NULL;
            for (uint32_t i = first; !def && i <= last; i++)
                def = i == j ? NULL : segment_def(parts, first, i, seg->preds.items[k].name);
            if (!def || def->generated) /* the text cannot name a get-tuple-element of `x#i` */
                return 0;
        }
    }
    hloa_comp *c = parts[first].p.part.tail.comp, *stand_in = parts[last].p.part.head.comp;
    if (!total || total > UINT32_MAX)
        return 0;
    c->n_instrs = (uint32_t)total;
    c->instrs = hloa_arena_alloc(&m->arena, total * sizeof(hloa_instr *));
    uint32_t at = 0;
    for (uint32_t j = first; j <= last; j++) {
        segment *seg = segment_of(parts, first, j);
        /* Their parent and index are set when the computation is settled below. */
        if (seg->list.len)
            memcpy(c->instrs + at, seg->list.items, seg->list.len * sizeof(hloa_instr *));
        at += (uint32_t)seg->list.len;
    }
    c->body_close = stand_in->body_close;
    c->end = stand_in->end;
    c->thread = stand_in->thread;
    hloa_parser_settle_computation(&parts[last].p, c); /* into m's arena: see joining */
    return parts[last].diags.list.len == 0;
}

/* Joins every computation a cut goes through; 0 when one of them does not join. */
static int join_cut_computations(hloa_module *m, part *parts, uint32_t n)
{
    for (uint32_t first = 0; first < n; first++) {
        if (!parts[first].p.part.ended_open)
            continue;
        uint32_t last = first + 1;
        while (last < n && parts[last].p.part.tail_is_head)
            last++;
        if (last >= n || !parts[last].p.part.head.closed ||
            !join_cut_computation(m, parts, first, last))
            return 0;
        first = last - 1; /* the part that closed it may end inside another body */
    }
    return 1;
}

/*
 * What is left of the join once the parts are read, on two threads: the cut
 * computations (settling a big ENTRY is most of it), and beside them the
 * computation table, then the references to computations in it. The two
 * touch different fields of the instructions and computations; only the
 * first allocates from the module's arena, and only the second looks up
 * computations. Missing computations are reported afterwards, when the
 * parents of the cut computations' instructions are set.
 */
typedef struct joining {
    hloa_module *m;
    part *parts;
    uint32_t n;
    int cuts_joined, comps_joined;
} joining;

static void join_side(void *ctx, size_t i)
{
    joining *j = ctx;
    if (i == 0) {
        j->cuts_joined = join_cut_computations(j->m, j->parts, j->n);
        return;
    }
    j->comps_joined = join_parts(j->m, j->parts, j->n);
    /* References are resolved against the whole module. */
    for (uint32_t k = 0; k < j->n && j->comps_joined; k++)
        j->parts[k].p.part.missing_comps = hloa_parser_link_comp_refs(&j->parts[k].p);
}

static void release_part(part *pt)
{
    hloa_parser_release(&pt->p);
    free(pt->directives.items);
    hloa_diags_release(&pt->diags);
    hloa_module_release(&pt->m);
}

/*
 * Reads m in the n parts that ends[] end; 0 when they do not stand alone (m is
 * then to be read again: it holds names and shapes the parts made).
 */
static int parse_parts(hloa_module *m, hloa_diags *diags, const text_sample *sample,
                       const uint32_t *ends, const uint8_t *in_body, uint32_t n, int *errors)
{
    pthread_mutex_t shapes_lock = PTHREAD_MUTEX_INITIALIZER;
    /* A name for about every line (an instruction, or a computation), with some to spare;
       at least what hloa_module_init reserved. A part with more names than its range of
       symbols is read again alone. */
    double lines[HLOA_MAX_JOBS], all_lines = 0;
    for (uint32_t k = 0; k < n; k++) {
        lines[k] = lines_before(sample, ends[k]) - (k ? lines_before(sample, ends[k - 1]) : 0);
        all_lines += lines[k];
    }
    uint32_t size = m->region.end - m->region.begin, names = (uint32_t)(all_lines * 9 / 8) + 4096;
    uint32_t room = hloa_interner_share(&m->names, names > size / 128 ? names : size / 128);
    part *parts = hloa_xzeroed(n, sizeof(*parts));
    uint32_t first = m->names.n_syms;
    for (uint32_t k = 0; k < n; k++) {
        hloa_module *pm = &parts[k].m;
        hloa_arena_init(&pm->arena);
        /* Ranges as the parts' lines; the last takes what is left. */
        uint32_t range = k + 1 == n ? m->names.n_syms + room - first
                                    : (uint32_t)(room * (all_lines > 0 ? lines[k] / all_lines
                                                                       : 1.0 / n));
        hloa_interner_view(&pm->names, &m->names, first, range, &pm->arena);
        first += range;
        hloa_shape_table_view(&pm->shapes, &m->shapes, &pm->arena, &shapes_lock);
        pm->src = m->src;
        pm->region = (hloa_region){k ? ends[k - 1] : m->region.begin, ends[k]};
        hloa_arena_expect(&pm->arena, pm->region.end - pm->region.begin);
        hloa_diags_init(&parts[k].diags);
        hloa_parser_init(&parts[k].p, pm, &parts[k].diags, &parts[k].directives);
        /* The first part indexes computations by name, as the whole would (it may hold
           inline bodies, named after the computations before them), in a table sized for
           the whole module's: the module takes it over. The others only list theirs. */
        parts[k].p.part.unindexed = k > 0;
        if (k == 0)
            hloa_module_reserve_comps(pm, (uint32_t)(sample->comps[SAMPLES] * 1.25) + 64);
        if (k && in_body[k - 1]) {
            parts[k - 1].p.part.may_end_open = 1;
            parts[k].p.part.continues = 1;
            parts[k].p.lx.pos--; /* from the '\n' before: the first token starts a line */
        }
    }
    hloa_parallel_for(n, (int)n, parse_part, parts);
    int ok = parts_stand_alone(parts, n);
    if (ok) {
        joining j = {m, parts, n, 0, 0};
        for (uint32_t k = 0; k < n; k++) {
            parts[k].p.m = m; /* from now on, names and computations are the whole module's */
            hloa_module_take_spans_apart(m, &parts[k].m); /* the parts are in text order */
        }
        hloa_parallel_for(2, 2, join_side, &j);
        ok = j.comps_joined && j.cuts_joined;
    }
    if (ok) {
        int seen_entry = 0;
        hloa_offsets directives = {0};
        for (uint32_t k = 0; k < n; k++) {
            parser *p = &parts[k].p;
            seen_entry += parts[k].seen_entry;
            HLOA_VEC_APPEND(directives, parts[k].directives.items, parts[k].directives.len);
            p->d = diags;
            if (p->part.missing_comps)
                hloa_parser_report_missing_comps(p);
            *errors += p->errors;
            hloa_arena_adopt(&m->arena, &parts[k].m.arena);
        }
        *errors += hloa_parser_find_entry(m, seen_entry, diags);
        m->n_directives = (uint32_t)directives.len;
        m->directives =
            hloa_arena_memdup(&m->arena, directives.items, directives.len, sizeof(uint32_t));
        free(directives.items);
    }
    for (uint32_t k = 0; k < n; k++)
        release_part(&parts[k]);
    free(parts);
    pthread_mutex_destroy(&shapes_lock);
    /* No malloc_trim: what the parts' threads freed is taken again by the checks' threads
       (their malloc arenas are reused), which then fault in less fresh memory. */
    return ok;
}

int hloa_parse_module_jobs(hloa_module *m, hloa_diags *diags, int jobs)
{
    uint32_t size = m->region.end - m->region.begin;
    uint32_t n = jobs > 1 ? size / PART_MIN_BYTES : 0;
    return hloa_parse_module_in_parts(m, diags, n < (uint32_t)jobs ? (int)n : jobs, NULL);
}

int hloa_parse_module_in_parts(hloa_module *m, hloa_diags *diags, int parts, int *parts_used)
{
    int unused;
    if (!parts_used)
        parts_used = &unused;
    *parts_used = 1;
    uint32_t ends[HLOA_MAX_JOBS], n = 0;
    uint8_t in_body[HLOA_MAX_JOBS];
    const char *t = m->src->text;
    uint32_t begin = m->region.begin, end = m->region.end, size = end - begin;
    if (parts > HLOA_MAX_JOBS)
        parts = HLOA_MAX_JOBS;
    /* Parts this much uneven cost less than joining a cut body (and looking farther for a
       cut between computations costs a scan of the text). */
    uint32_t slack = parts > 1 ? size / (uint32_t)parts / 8 : 0;
    text_sample sample;
    sample_text(&sample, t, begin, end);
    for (int k = 1; k < parts; k++) {
        uint32_t from = even_cost_point(&sample, (double)k / parts);
        uint32_t lo = n ? ends[n - 1] : begin;
        if (from < lo)
            from = lo;
        uint32_t cut = nearest_cut(t, from, from - lo > slack ? from - slack : lo,
                                   end - from > slack ? from + slack : end, end);
        in_body[n] = !cut;
        if (!cut)
            cut = body_cut_after(t, from, end);
        if (!cut) {
            in_body[n] = 0;
            cut = nearest_cut(t, from, lo, end, end);
        }
        if (!cut)
            break;
        ends[n++] = cut;
    }
    if (n == 0)
        return hloa_parse_module(m, diags);
    ends[n++] = end;
    int errors = 0;
    if (parse_parts(m, diags, &sample, ends, in_body, n, &errors)) {
        *parts_used = (int)n;
        return errors;
    }
    /* Read again from scratch: the parts left names and shapes behind. */
    const hloa_source *src = m->src;
    hloa_region region = m->region;
    hloa_module_release(m);
    hloa_module_init(m, src, region);
    return hloa_parse_module(m, diags);
}
