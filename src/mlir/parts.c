/*
 * A big MLIR module is read in parts on several threads, each part by a
 * builder of its own (mlir/build.c) into a module that shares the names and
 * shapes of the whole (hloa_interner_view, hloa_shape_table_view), and the
 * parts are then joined in text order. As hlo/parts.c does for HLO text.
 *
 * A cut goes at the start of a line: one that starts a func.func (the part
 * after it starts between functions), or one that starts an op at the
 * indentation of its function's first op (it starts inside that body). A
 * body a cut goes through is joined from its pieces: its instructions in
 * order, the operands a piece names from the pieces before found there, and
 * its return's root.
 *
 * A part is read exactly as the whole would read those bytes, provided
 * nothing crosses a cut: each part ends where the next one starts (a cut
 * meant to be between two top-level ops of a body is one), no part reports
 * anything, no name a piece of a body defines was defined by a piece before,
 * every operand a piece did not find is found before it, no function is
 * defined twice, and the names fit in what was reserved. When any of that
 * fails, the module is read again on one thread: the result never depends on
 * the parts. What the whole reading counts over the module (the numbers in
 * the names of ops without results and of regions) is counted at the join.
 */
#define _GNU_SOURCE /* memmem */
#include "builder.h"

#include "hloasync/parallel.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

enum { PART_MIN_BYTES = 4 << 20 }; /* smaller parts cost more in threads than they save */

typedef struct part {
    hloa_module m;         /* the part's names and shapes are views of the whole's */
    uint32_t aliases_begin, aliases_end; /* a later part: the module's aliases, read first */
    hloa_diags diags;      /* anything here means the part does not stand on its own */
    mlir_builder b;
    hloa_mlir_place start, ended;
    int last;              /* the text's last part: it ends as the whole does */
    uint32_t errors;
} part;

static void read_part(void *ctx, size_t k)
{
    part *pt = &((part *)ctx)[k];
    hloa_mlir_visitor v = mlir_builder_visitor(&pt->b);
    if (pt->aliases_end) { /* the aliases at the module's top, which its types may name */
        hloa_mlir_visitor aliases_only = v;
        aliases_only.directives = NULL; /* the first part notes those comments */
        pt->errors = hloa_mlir_read(pt->b.t, pt->aliases_begin, pt->aliases_end, HLOA_MLIR_AT_TOP, 0,
                                    &aliases_only, &pt->diags, NULL);
    }
    if (pt->start == HLOA_MLIR_IN_BODY || pt->start == HLOA_MLIR_IN_TOP_BODY)
        mlir_builder_start_in_body(&pt->b);
    pt->errors += hloa_mlir_read(pt->b.t, pt->m.region.begin, pt->m.region.end, pt->start, !pt->last,
                                 &v, &pt->diags, &pt->ended);
}

/* ---- where to cut ---- */

/* Is the line at text[i] an op at the top on one line with a symbol (sdy.mesh @mesh = <...>)? */
static int top_op_line(const char *t, uint32_t i, uint32_t next)
{
    uint32_t k = i, dots = 0;
    while (k < next && ((t[k] >= 'a' && t[k] <= 'z') || (t[k] >= 'A' && t[k] <= 'Z') || t[k] == '_' ||
                        t[k] == '.' || (k > i && t[k] >= '0' && t[k] <= '9')))
        dots += t[k++] == '.';
    return dots && !(k - i == 9 && !memcmp(t + i, "func.func", 9)) && memchr(t + k, '@', next - k);
}

/* Where the module's leading alias lines ('!t = ...', '#a = ...'), comments, blank lines and
   one-line ops with a symbol (a Shardy mesh) end: a later part reads them first, for the
   aliases. begin when there are none. */
static uint32_t aliases_end(const char *t, uint32_t begin, uint32_t end)
{
    uint32_t last = begin;
    for (uint32_t l = begin, k = 0; l < end && k < 65536; k++) {
        uint32_t i = l;
        while (i < end && (t[i] == ' ' || t[i] == '\t'))
            i++;
        const char *nl = memchr(t + i, '\n', end - i);
        uint32_t next = nl ? (uint32_t)(nl - t) + 1 : end;
        int blank = i >= end || t[i] == '\n' || (t[i] == '/' && i + 1 < end && t[i + 1] == '/');
        if (!blank && t[i] != '!' && !(t[i] == '#' && !(i + 1 < end && t[i + 1] == '-')) &&
            !top_op_line(t, i, next))
            break;
        if (!blank)
            last = next; /* an alias's line (one line: a longer one reads the module whole) */
        l = next;
    }
    return last;
}

static uint32_t indent_of(const char *t, uint32_t line, uint32_t end)
{
    uint32_t i = line;
    while (i < end && (t[i] == ' ' || t[i] == '\t'))
        i++;
    return i - line;
}

static int line_starts_with(const char *t, uint32_t i, uint32_t end, const char *word)
{
    size_t n = strlen(word);
    return end - i > n && !memcmp(t + i, word, n) && (t[i + n] == ' ' || t[i + n] == '\n');
}

/* The start of the line after the one holding i, or end. */
static uint32_t next_line(const char *t, uint32_t i, uint32_t end)
{
    const char *nl = memchr(t + i, '\n', end - i);
    return nl ? (uint32_t)(nl - t) + 1 : end;
}

/* Does the module start with 'module' or its generic form (after comments, aliases and blank
   lines)? */
static int has_module_header(const char *t, uint32_t begin, uint32_t end)
{
    for (uint32_t l = begin, k = 0; l < end && k < 4096; l = next_line(t, l, end), k++) {
        uint32_t i = l + indent_of(t, l, end);
        if (i >= end || t[i] == '\n' || t[i] == '#' || (t[i] == '/' && i + 1 < end && t[i + 1] == '/'))
            continue;
        return line_starts_with(t, i, end, "module") ||
               (end - i > 16 && !memcmp(t + i, "\"builtin.module\"", 16));
    }
    return 0;
}

/* Does a nested module start a line: a second module (one inside the module), or any module
   when the text does not open with one (it comes after other ops at the top)? Its functions
   are its own symbol table: parts, which do not know where they are in it, would name them
   otherwise, and a part cut after it could not tell whether it is still open. */
static int has_nested_module(const char *t, uint32_t begin, uint32_t end, int in_module)
{
    int seen = !in_module;
    const char *e = t + end;
    for (const char *at = t + begin; (at = memmem(at, (size_t)(e - at), "module", 6)) != NULL;
         at += 6) {
        int generic = at - (t + begin) >= 9 && !memcmp(at - 9, "\"builtin.", 9);
        const char *l = generic ? at - 9 : at;
        while (l > t + begin && (l[-1] == ' ' || l[-1] == '\t'))
            l--;
        int starts = (l == t + begin || l[-1] == '\n') && e - at > 6 &&
                     (generic ? at[6] == '"' : at[6] == ' ' || at[6] == '{');
        if (starts && seen++)
            return 1;
    }
    return 0;
}

enum { WINDOW_LINES = 256 };

/*
 * The first cut after from: a line starting a func.func, or a line starting a
 * value's op at the least indentation of such lines in the window after from
 * (most likely its body's top level: a cut deeper makes the parts fail to
 * join, and the module is read whole). Its place in *place; 0 when there is
 * none before end.
 */
static uint32_t cut_after(const char *t, uint32_t from, uint32_t end, int in_module,
                          hloa_mlir_place *place)
{
    uint32_t body = UINT32_MAX, l = next_line(t, from, end);
    for (uint32_t k = 0, w = l; k < WINDOW_LINES && w < end; k++, w = next_line(t, w, end)) {
        uint32_t ind = indent_of(t, w, end);
        if (w + ind < end && t[w + ind] == '%' && ind < body)
            body = ind;
    }
    /* after an op of the body at the same indentation, not its first */
    int after_op = 0;
    for (; l < end; l = next_line(t, l, end)) {
        uint32_t ind = indent_of(t, l, end);
        if (line_starts_with(t, l + ind, end, "func.func")) {
            *place = in_module ? HLOA_MLIR_IN_MODULE : HLOA_MLIR_AT_TOP;
            return l;
        }
        int op = ind == body && l + ind < end && t[l + ind] == '%';
        if (op && after_op) {
            *place = in_module ? HLOA_MLIR_IN_BODY : HLOA_MLIR_IN_TOP_BODY;
            return l;
        }
        after_op = op;
    }
    return 0;
}

/* ---- joining ---- */

/* The value a piece of the body cut after part first defines before part j, or NULL. */
static const mlir_value *defined_before(part *parts, uint32_t first, uint32_t j, hloa_sym s)
{
    for (uint32_t i = j; i-- > first;) {
        const mlir_value *v = mlir_builder_find_value(&parts[i].b, s);
        if (v)
            return v;
    }
    return NULL;
}

enum { LATE_RETURN_MAX = 16 }; /* values a late return may name (more: the module is read whole) */

/*
 * The root of a late return of part j, made in its builder with the values it
 * names from before part j taken in as the body's own (return_found said they
 * all are), and then as they were: the builder's table is looked up by later
 * joins.
 */
static hloa_instr *late_root_of(part *parts, uint32_t first, uint32_t j, const mlir_late_return *lr,
                                mlir_instr_vec *list)
{
    mlir_builder *b = &parts[j].b;
    mlir_value saved[LATE_RETURN_MAX];
    hloa_sym syms[LATE_RETURN_MAX];
    uint32_t n = lr->op.n_operands; /* at most LATE_RETURN_MAX (return_found) */
    for (uint32_t i = 0; i < n; i++) {
        int32_t index;
        syms[i] = mlir_builder_use_name(b, lr->op.operands[i], &index);
        mlir_value *v = mlir_builder_value(b, syms[i]);
        saved[i] = *v;
        /* What the piece found itself, else what the parts before define. */
        const mlir_value *def =
            lr->found[i].instr ? &lr->found[i] : defined_before(parts, first, j, syms[i]);
        *v = (mlir_value){def->instr, def->index, b->body, b->head};
    }
    hloa_instr *root = mlir_builder_root_of(b, b->head, list, &lr->op);
    for (uint32_t i = n; i-- > 0;)
        *mlir_builder_value(b, syms[i]) = saved[i];
    return root;
}

/* Are all of a late return's values defined, here or before? */
static int return_found(part *parts, uint32_t first, uint32_t j, const mlir_late_return *r)
{
    mlir_builder *b = &parts[j].b;
    if (r->op.n_operands > LATE_RETURN_MAX)
        return 0;
    for (uint32_t i = 0; i < r->op.n_operands; i++) {
        int32_t index;
        hloa_sym s = mlir_builder_use_name(b, r->op.operands[i], &index);
        if (!r->found[i].instr && !defined_before(parts, first, j, s))
            return 0;
    }
    return 1;
}

/*
 * The piece of the body in part j: its instructions after those of the parts
 * before, with what it named from them made now where the whole reading made
 * it. 0 when the whole reading would report something.
 */
static int join_piece(part *parts, uint32_t first, uint32_t j, mlir_instr_vec *list,
                      hloa_instr **root)
{
    mlir_builder *b = &parts[j].b;
    for (size_t i = 0; i < b->head_defs.len; i++)
        if (defined_before(parts, first, j, b->head_defs.items[i]))
            return 0; /* defined twice */
    mlir_instr_vec piece = b->head_closed ? b->head_list : b->frames.items[0].list;
    size_t u = 0, r = 0;
    hloa_instr *late_root = NULL;
    for (size_t i = 0; i <= piece.len; i++) {
        for (; u < b->pending.len && b->pending.items[u].at <= i; u++) {
            const mlir_pending_use *p = &b->pending.items[u];
            const mlir_value *v = defined_before(parts, first, j, p->name);
            if (!v)
                return 0; /* not defined before its use */
            if (p->in_region) { /* a value of the enclosing body inside a region: not followed */
                v->instr->used_in_region = 1;
                continue;
            }
            mlir_value here = {v->instr, v->index, b->body, b->head}; /* the body's, as read whole */
            p->user->operands[p->slot] =
                mlir_builder_use_value(b, b->head, list, &here, p->index, p->use, p->user);
        }
        for (; r < b->late_returns.len && b->late_returns.items[r].at <= i; r++) {
            const mlir_late_return *lr = &b->late_returns.items[r];
            if (!return_found(parts, first, j, lr))
                return 0;
            late_root = late_root_of(parts, first, j, lr, list);
        }
        if (i < piece.len)
            HLOA_VEC_PUSH(*list, piece.items[i]);
    }
    if (b->head_closed)
        *root = b->head_late_root ? late_root : b->head_root;
    return 1;
}

/* Joins the body cut after part first (where its function starts) up to the part closing it. */
static int join_body(part *parts, uint32_t first, uint32_t n, uint32_t *last)
{
    mlir_frame *tail = &parts[first].b.frames.items[0];
    hloa_comp *c = tail->comp;
    /* The joined body's instructions go straight into the module's arena, room for as many
       as the pieces can make (their own, a tuple element per use of a piece before, a late
       return's): no list of the whole body grown on the heap, then copied there, both in
       the peak memory. */
    size_t bound = tail->list.len;
    for (uint32_t k = first + 1; k < n; k++) {
        const mlir_builder *b = &parts[k].b;
        bound += (b->head_closed ? b->head_list.len : b->frames.items[0].list.len) + b->pending.len +
                 b->late_returns.len * (LATE_RETURN_MAX + 1);
        if (b->head_closed)
            break;
    }
    mlir_instr_vec list = {hloa_arena_alloc(&parts[first].b.m->arena, (bound ? bound : 1) * sizeof(hloa_instr *)),
                           tail->list.len, bound};
    if (tail->list.len)
        memcpy(list.items, tail->list.items, tail->list.len * sizeof(hloa_instr *));
    free(tail->list.items);
    tail->list = (mlir_instr_vec){0};
    hloa_instr *root = NULL;
    uint32_t j = first + 1;
    int ok = 1;
    for (; ok && j < n; j++) {
        mlir_builder *b = &parts[j].b;
        ok = join_piece(parts, first, j, &list, &root);
        /* The piece's instructions, and the regions inside it, are c's. */
        for (size_t k = 0; ok && k < b->comps.len; k++)
            if (b->comps.items[k].comp->outer == b->head)
                b->comps.items[k].comp->outer = c;
        if (b->head_closed) {
            if (b->head->thread != HLOA_SYM_MAIN) /* a generic function's, after its body */
                c->thread = b->head->thread;
            c->end = b->head_end;
            c->body_close = b->head_body_end > 0 ? b->head_body_end - 1 : b->head_end;
            break;
        }
    }
    *last = j;
    /* (settling c makes the pieces' instructions c's.) */
    if (ok && j < n)
        mlir_builder_settle_comp(&parts[first].b, c, list.items, (uint32_t)list.len, tail->n_params,
                                 root);
    return ok && j < n;
}

/* Did every part read as the whole would read its bytes? */
static int parts_stand_alone(part *parts, uint32_t n, const hloa_module *m)
{
    for (uint32_t k = 0; k < n; k++) {
        if (parts[k].errors || parts[k].diags.list.len || parts[k].b.errors)
            return 0;
        /* (A part ends inside a body only between two of its top-level ops.) */
        if (k && parts[k].start != parts[k - 1].ended)
            return 0;
    }
    return !hloa_interner_full(&m->names);
}

/* Adds the parts' computations to m in order, as the whole reading adds them; 0 on a
   function defined twice. */
static int join_comps(mlir_builder *mb, part *parts, uint32_t n)
{
    for (uint32_t k = 0; k < n; k++)
        for (size_t i = 0; i < parts[k].b.unnamed_instrs.len; i++) {
            hloa_instr *in = parts[k].b.unnamed_instrs.items[i];
            in->name = mlir_builder_unnamed_name(mb, in);
        }
    for (uint32_t k = 0; k < n; k++)
        for (size_t i = 0; i < parts[k].b.comps.len; i++) {
            const mlir_made_comp *mc = &parts[k].b.comps.items[i];
            hloa_comp *c = mc->comp;
            if (mc->region) {
                c->name = mlir_builder_region_name(mb, mc->owner, mc->k, c->name);
            } else if (hloa_module_find_comp(mb->m, c->name)) {
                return 0;
            }
            if (mc->declared)
                HLOA_VEC_PUSH(mb->declared, c);
            else
                hloa_module_add_comp(mb->m, c);
        }
    return 1;
}

static int join_parts(hloa_module *m, part *parts, uint32_t n, mlir_builder *mb)
{
    const hloa_module *first = &parts[0].m;
    m->name = first->name;
    m->has_header = first->has_header;
    m->header_off = first->header_off;
    m->is_scheduled = first->is_scheduled;
    for (uint32_t k = 0; k < n; k++) {
        /* a generic module says it after its body: in its last part */
        m->is_scheduled |= parts[k].m.is_scheduled;
        m->attr_keys |= parts[k].m.attr_keys;
        hloa_module_note_instr_names(m, parts[k].m.instr_names, parts[k].m.n_instr_names);
        hloa_module_take_spans_apart(m, &parts[k].m); /* the parts are in text order */
        parts[k].b.m = m; /* from now on, names and computations are the whole module's */
    }
    if (!join_comps(mb, parts, n))
        return 0;
    for (uint32_t k = 0; k < n; k++) {
        part *pt = &parts[k];
        int open = pt->ended == HLOA_MLIR_IN_BODY || pt->ended == HLOA_MLIR_IN_TOP_BODY;
        /* A body is joined from the part its function starts in: the parts it goes on into
           are passed over, so a part here starts at the top or closes the body it starts in. */
        if (open) {
            uint32_t last;
            if (!join_body(parts, k, n, &last))
                return 0;
            k = last - 1; /* the part closing it may end inside another body */
        }
    }
    for (uint32_t k = 0; k < n; k++) {
        HLOA_VEC_APPEND(mb->refs, parts[k].b.refs.items, parts[k].b.refs.len);
        HLOA_VEC_APPEND(mb->directives, parts[k].b.directives.items, parts[k].b.directives.len);
        HLOA_VEC_APPEND(mb->async_ops, parts[k].b.async_ops.items, parts[k].b.async_ops.len);
        HLOA_VEC_APPEND(mb->executes, parts[k].b.executes.items, parts[k].b.executes.len);
        HLOA_VEC_APPEND(mb->top_symbols, parts[k].b.top_symbols.items, parts[k].b.top_symbols.len);
        HLOA_VEC_APPEND(mb->alias_names, parts[k].b.alias_names.items, parts[k].b.alias_names.len);
        HLOA_VEC_APPEND(mb->alias_values, parts[k].b.alias_values.items, parts[k].b.alias_values.len);
    }
    mb->aliases = (hloa_mlir_aliases){mb->alias_names.items, mb->alias_values.items,
                                      (uint32_t)mb->alias_names.len};
    return 1;
}

static void release_part(part *pt)
{
    mlir_builder_release(&pt->b);
    hloa_diags_release(&pt->diags);
    hloa_module_release(&pt->m); /* its names are released already: the join needs them whole */
}

/*
 * About how many names the text [begin, end) defines: an op (a line, mostly)
 * defines one, some two (a block's arguments), so its lines counted in 16
 * windows of 64 KB spread over it, and half as many again. A reserve of a name per 40 bytes would do as well but holds a
 * table twice the size: what the names of a 50 MB module cost counts in its
 * peak memory. A part denser in names than this is read again whole.
 */
static uint32_t names_estimate(const char *t, uint32_t begin, uint32_t end)
{
    enum { WINDOWS = 16, WINDOW = 64 << 10 };
    uint64_t size = end - begin, sampled = 0, lines = 0;
    for (uint32_t k = 0; k < WINDOWS; k++) {
        uint32_t from = begin + (uint32_t)(size * k / WINDOWS);
        uint32_t to = end - from > WINDOW ? from + WINDOW : end;
        for (const char *p = t + from, *e = t + to; (p = memchr(p, '\n', (size_t)(e - p))) != NULL; p++)
            lines++;
        sampled += to - from;
    }
    uint64_t names = sampled ? size * lines / sampled * 3 / 2 + 4096 : 4096;
    return names < UINT32_MAX / 2 ? (uint32_t)names : UINT32_MAX / 2;
}

static int read_parts(hloa_module *m, hloa_diags *d, const uint32_t *ends,
                      const hloa_mlir_place *starts, uint32_t n, int *errors)
{
    pthread_mutex_t shapes_lock = PTHREAD_MUTEX_INITIALIZER;
    /* A part with more names than its range of symbols is read again alone. */
    uint32_t size = m->region.end - m->region.begin;
    uint32_t room = hloa_interner_share(&m->names, names_estimate(m->src->text, m->region.begin,
                                                                  m->region.end));
    part *parts = hloa_xzeroed(n, sizeof(*parts));
    uint32_t first = m->names.n_syms;
    uint32_t top = aliases_end(m->src->text, m->region.begin, m->region.end);
    for (uint32_t k = 0; k < n; k++) {
        part *pt = &parts[k];
        hloa_module *pm = &pt->m;
        hloa_arena_init(&pm->arena);
        pm->src = m->src;
        pm->is_mlir = 1; /* its spans are packed as MLIR writes them */
        pm->region = (hloa_region){k ? ends[k - 1] : m->region.begin, ends[k]};
        hloa_arena_expect(&pm->arena, pm->region.end - pm->region.begin);
        uint32_t range = k + 1 == n ? m->names.n_syms + room - first
                                    : (uint32_t)((uint64_t)room * (pm->region.end - pm->region.begin) / size);
        hloa_interner_view(&pm->names, &m->names, first, range, &pm->arena);
        first += range;
        hloa_shape_table_view(&pm->shapes, &m->shapes, &pm->arena, &shapes_lock);
        hloa_diags_init(&pt->diags);
        mlir_builder_init(&pt->b, pm, &pt->diags);
        pt->b.in_part = 1;
        pt->start = starts[k];
        pt->last = k + 1 == n;
        pt->aliases_begin = m->region.begin;
        pt->aliases_end = k && top > m->region.begin ? top : 0;
    }
    hloa_parallel_for(n, (int)n, read_part, parts);
    int ok = parts_stand_alone(parts, n, m);
    for (uint32_t k = 0; k < n; k++) /* the names are whole again */
        hloa_interner_view_release(&parts[k].m.names);
    mlir_builder mb;
    mlir_builder_init(&mb, m, d);
    hloa_arena_expect(&mb.value_arena, 0); /* the join's names: a late return's few */
    for (uint32_t k = 0; k < n; k++) /* a body cut in parts is settled as it is joined */
        parts[k].b.jobs = (int)n;
    /* The parts' IR is the module's before the join (which allocates there too): the unused
       ends of their newest blocks go back now, not after the peak. Should the join fail,
       the module is released whole and read again. */
    for (uint32_t k = 0; ok && k < n; k++)
        hloa_arena_adopt(&m->arena, &parts[k].m.arena);
    if (ok)
        ok = join_parts(m, parts, n, &mb);
    if (ok) {
        mlir_builder_finish_module(&mb);
        *errors = mb.errors;
    }
    mlir_builder_release(&mb);
    for (uint32_t k = 0; k < n; k++)
        release_part(&parts[k]);
    free(parts);
    pthread_mutex_destroy(&shapes_lock);
    return ok;
}

int mlir_parts_for(const hloa_module *m, int jobs)
{
    uint32_t n = jobs > 1 ? (m->region.end - m->region.begin) / PART_MIN_BYTES : 0;
    return n < (uint32_t)jobs ? (int)n : jobs;
}

int mlir_read_in_parts(hloa_module *m, hloa_diags *d, int parts, int *errors)
{
    const char *t = m->src->text;
    uint32_t begin = m->region.begin, end = m->region.end, size = end - begin;
    uint32_t want = parts > 1 ? (uint32_t)parts : 0;
    if (want > HLOA_MAX_JOBS)
        want = HLOA_MAX_JOBS;
    if (want < 2)
        return 0;
    uint32_t ends[HLOA_MAX_JOBS], n = 0;
    hloa_mlir_place starts[HLOA_MAX_JOBS];
    starts[0] = HLOA_MLIR_AT_TOP;
    int in_module = has_module_header(t, begin, end);
    if (has_nested_module(t, begin, end, in_module))
        return 0;
    for (uint32_t k = 1; k < want; k++) {
        uint32_t from = begin + (uint32_t)((uint64_t)size * k / want);
        if (n && from < ends[n - 1])
            from = ends[n - 1];
        uint32_t cut = cut_after(t, from, end, in_module, &starts[n + 1]);
        if (!cut)
            break;
        ends[n++] = cut;
    }
    if (n == 0)
        return 0;
    ends[n++] = end;
    if (read_parts(m, d, ends, starts, n, errors))
        return (int)n;
    /* Read again from scratch: the parts left names and shapes behind. */
    const hloa_source *src = m->src;
    hloa_region region = m->region;
    hloa_module_release(m);
    hloa_module_init(m, src, region);
    m->is_mlir = 1;
    m->percent_names = 1;
    return 0;
}
