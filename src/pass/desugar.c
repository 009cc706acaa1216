/*
 * Desugaring: each sugared chain becomes what XLA's parser builds of it.
 * For `name = S X-start(o0..), attrs`:
 *   - a computation `async_wrapped`, inserted before the computation that
 *     holds the start: parameters `async_param`, one per parameter the chain
 *     binds (X's fixed arity, and what its updates and done bind, counted:
 *     wrapper.c), and `ROOT X(params...)` with X's own attributes, copied
 *     byte for byte where they stand together in the text;
 *   - the start becomes `async-start(o0..), calls=%async_wrapped, ...` where
 *     sharding, control-predecessors and async_execution_thread stay on the
 *     start only and the common attributes (metadata, backend_config,
 *     frontend_attributes, statistics, origin) stay and are also copied;
 *   - X-update/X-done become async-update/async-done;
 *   - call-start(...), to_apply=%c becomes async-start(...), calls=%c where
 *     XLA accepts c as the async computation itself (wrapper.c), else the
 *     wrapper XLA makes, whose root calls c; fusion-start likewise wraps
 *     its fusion.
 * Names follow XLA's NameUniquer: base, base.1, base.2, ... unique in the
 * module. The module is left as XLA's parser leaves it: each async-start's
 * thread is given to what it runs (hloa_async_threads_settle).
 */
#include "hloasync/async.h"
#include "hloasync/passes.h"
#include "hloasync/print.h"
#include "hloasync/lookahead.h"

#include "wrapper.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct namer_base {
    const char *base; /* a base name handed out before (a constant or an opcode name) */
    int comp;         /* names a computation rather than an instruction */
    int next;         /* the suffix to try first next time */
} namer_base;

typedef struct namer {
    hloa_module *m;  /* names are interned here, and noted as instruction names */
    HLOA_VEC(namer_base) bases; /* XLA's NameUniquer keeps a next suffix per base name */
} namer;

static void namer_init(namer *nm, hloa_module *m)
{
    memset(nm, 0, sizeof(*nm));
    nm->m = m;
}

static void namer_release(namer *nm)
{
    free(nm->bases.items);
}

/* Writes ".k" after the base in buf[0, n) (nothing for k = 0); returns the length. */
static size_t suffixed(char *buf, size_t n, int k)
{
    if (!k)
        return n;
    char digits[12];
    int nd = 0;
    for (unsigned v = (unsigned)k; v; v /= 10)
        digits[nd++] = (char)('0' + v % 10);
    buf[n++] = '.';
    while (nd)
        buf[n++] = digits[--nd];
    return n;
}

/*
 * base, base.1, base.2, ...: the first not taken (by instructions, or by
 * computations when comp). The search resumes where it stopped for the same
 * base, so naming n wrappers costs O(n), not O(n^2).
 */
static hloa_sym unique(namer *nm, const char *base, int comp)
{
    namer_base *b = NULL;
    for (size_t i = 0; i < nm->bases.len && !b; i++)
        if (nm->bases.items[i].comp == comp && !strcmp(nm->bases.items[i].base, base))
            b = &nm->bases.items[i];
    if (!b) {
        namer_base nb = {base, comp, 0};
        HLOA_VEC_PUSH(nm->bases, nb);
        b = &nm->bases.items[nm->bases.len - 1];
    }
    /* base + ".k", formatted by hand: a module with thousands of wrappers names each part. */
    char buf[160];
    size_t n = strlen(base);
    if (n > sizeof(buf) - 16)
        n = sizeof(buf) - 16;
    memcpy(buf, base, n);
    for (int k = b->next;; k++) {
        size_t len = suffixed(buf, n, k);
        uint32_t known = nm->m->names.n_syms;
        /* Most likely a new name: the recent-name cache would only be filled, not asked. */
        hloa_sym s = hloa_intern_new_hashed(&nm->m->names, buf, len, hloa_hash_bytes(buf, len));
        /* A name new to the table names nothing yet: only a known one needs looking up. */
        if (s < known &&
            (comp ? hloa_module_find_comp(nm->m, s) != NULL : hloa_module_names_instr(nm->m, s)))
            continue;
        if (!comp)
            hloa_module_note_instr_name(nm->m, s);
        b->next = k + 1;
        /* The next wrapper asks for base.k+1: its slot in the name table (too big to
           stay in cache) is fetched while this wrapper is built. */
        hloa_intern_prefetch(&nm->m->names, buf, suffixed(buf, n, k + 1));
        return s;
    }
}

static hloa_instr *new_instr(hloa_module *m, const hloa_instr *like)
{
    hloa_instr *in = hloa_arena_calloc(&m->arena, 1, sizeof(*in));
    in->generated = 1;
    in->wrapped_opcode = HLOA_OP_UNKNOWN;
    /* Problems found in generated code are reported on the user's sugared line. */
    hloa_instr_copy_spans(in, like);
    return in;
}

/* Wrappers go before the computation that uses them, moved there all at once at the end. */
typedef struct placements {
    HLOA_VEC(hloa_comp *) comps;
    HLOA_VEC(hloa_comp *) before;
} placements;

/* Where a wrapper's text goes: at the start of the line of the computation it precedes, so
   that computation's header keeps its indentation. */
static uint32_t insertion_point(const hloa_module *m, const hloa_comp *holder)
{
    const char *t = m->src->text;
    uint32_t at = holder->off;
    while (at > m->region.begin && (t[at - 1] == ' ' || t[at - 1] == '\t'))
        at--;
    return at > m->region.begin && t[at - 1] != '\n' ? holder->off : at;
}

/*
 * The wrapped attributes of a start (X's own): whether they stand together in
 * the text with nothing of the start's between them, and where they begin
 * and end. Together, they move to the wrapper's root byte for byte, line
 * breaks and all, and resugar puts them back the same.
 */
typedef struct wrapped_attrs {
    uint32_t n;          /* attributes that move to the root */
    int together;        /* no start-only or shared attribute between the first and last */
    uint32_t first, last; /* attribute indices of the first and last that move */
} wrapped_attrs;

static wrapped_attrs find_wrapped(const hloa_attr *attrs, uint32_t n, uint16_t x)
{
    wrapped_attrs w = {0, 1, 0, 0};
    for (uint32_t i = 0; i < n; i++)
        if (hloa_attr_placement(attrs[i].key, x) == HLOA_ON_WRAPPED) {
            if (!w.n) w.first = i;
            w.last = i;
            w.n++;
        }
    w.together = w.n == w.last - w.first + 1 || !w.n;
    return w;
}

/* The wrapper's text: printed, with the root's own attributes as the user wrote them. */
static void print_wrapper(hloa_strbuf *text, hloa_module *m, hloa_comp *w, const hloa_attr *orig,
                          const wrapped_attrs *wa, uint16_t x, const hloa_print_style *st)
{
    hloa_instr *root = w->root;
    if (!wa->n || !wa->together) {
        hloa_print_comp(text, m, w, st);
        return;
    }
    /* The shared attributes before X's printed by the printer; X's spliced in verbatim after
       them, then the shared ones after X's, in the order of the text. */
    hloa_attr *all = root->attrs;
    uint16_t n_all = root->n_attrs, before = 0;
    while (before < n_all && hloa_attr_placement(all[before].key, x) != HLOA_ON_WRAPPED)
        before++;
    root->n_attrs = before;
    hloa_print_comp(text, m, w, st);
    root->n_attrs = n_all;
    const char *t = m->src->text;
    uint32_t b = orig[wa->first].key_off, e = orig[wa->last].val_off + orig[wa->last].val_len;
    /* The root is the last line before the closing brace. */
    size_t close = text->len;
    while (close > 0 && text->buf[close - 1] != '}')
        close--;
    size_t line_end = close > 1 ? close - 2 : 0; /* the '\n' before '}' */
    hloa_strbuf tail = HLOA_STRBUF_INIT;
    hloa_strbuf_add(&tail, text->buf + line_end, text->len - line_end);
    text->len = line_end;
    hloa_strbuf_add(text, ", ", 2);
    hloa_strbuf_add(text, t + b, e - b);
    for (uint16_t i = (uint16_t)(before + wa->n); i < n_all; i++) {
        uint32_t n;
        const char *k = hloa_name(m, all[i].key, &n);
        hloa_strbuf_add(text, ", ", 2);
        hloa_strbuf_add(text, k, n);
        hloa_strbuf_addc(text, '=');
        hloa_strbuf_add(text, all[i].val, all[i].val_len);
    }
    hloa_strbuf_add(text, tail.buf, tail.len);
    hloa_strbuf_release(&tail);
}

/*
 * Builds the wrapper computation of a sugared start (X-start, or call-start
 * where the call cannot be direct) and rewires the start to call it. ch is the
 * start's chain, for the parameters its updates bind.
 */
static int desugar_start(hloa_module *m, namer *nm, placements *moves, hloa_instr *s,
                         const hloa_chain *ch, hloa_editor *ed, const hloa_print_style *st,
                         hloa_diags *d)
{
    uint16_t x = s->sugar == HLOA_SUGAR_CALL ? HLOA_OP_CALL : s->wrapped_opcode;
    hloa_spans sp;
    hloa_instr_spans(m, s, &sp);
    if (!hloa_async_tuple_ok(s->shape)) {
        uint32_t b, e;
        hloa_instr_shape_span(m, s, &b, &e);
        return hloa_diag_error(d, HLOA_RULE_ASYNC_START_SHAPE, b, e,
                               "'%s-start' needs the async tuple shape ((operands...), output, "
                               "state...) to be desugared",
                               hloa_opcodes[x].name);
    }
    const hloa_shape *bound = s->shape->elems[0];
    for (uint32_t i = 0; i < s->n_operands; i++) {
        const hloa_instr *op = s->operands[i];
        if ((!op || !op->shape) && i >= bound->n)
            return hloa_diag_error(d, HLOA_RULE_MISSING_SHAPE, sp.operands_off, sp.operands_end,
                                   "the shape of operand %u is not known, so it cannot be a "
                                   "parameter of the wrapped computation",
                                   i);
    }
    hloa_comp *target = x == HLOA_OP_CALL     ? hloa_called_by(s, HLOA_SYM_TO_APPLY)
                        : x == HLOA_OP_FUSION ? hloa_called_by(s, HLOA_SYM_CALLS)
                                              : NULL;
    wrapper_sig sig;
    if (wrapper_signature(m, s, x, target, ch, &m->arena, &sig))
        return hloa_diag_error(d, HLOA_RULE_ASYNC_CALLS, s->opcode_off,
                               s->opcode_off + s->opcode_len,
                               "'%s-start' names no computation with known parameter and result "
                               "shapes, so the computation it runs cannot be made",
                               hloa_opcodes[x].name);
    uint32_t n = sig.n;
    hloa_comp *holder = s->parent->outer ? s->parent->outer : s->parent;

    /* The wrapper: parameters, then the root X. */
    hloa_comp *w = hloa_arena_calloc(&m->arena, 1, sizeof(*w));
    w->name = unique(nm, "async_wrapped", 1);
    w->thread = hloa_async_thread(m, s);
    w->generated = 1;
    w->outer = w;
    w->off = w->end = holder->off;
    w->name_off = s->off;
    w->n_instrs = n + 1;
    w->instrs = hloa_arena_calloc(&m->arena, n + 1, sizeof(hloa_instr *));
    w->n_params = n;
    w->params = w->instrs;
    hloa_instr *root = new_instr(m, s);
    for (uint32_t i = 0; i < n; i++) {
        hloa_instr *p = new_instr(m, s);
        p->opcode = HLOA_OP_PARAMETER;
        p->param_number = (int32_t)i;
        p->name = unique(nm, "async_param", 0);
        p->shape = sig.params[i];
        p->parent = w;
        p->index = i;
        p->n_users = 1;
        p->users = hloa_arena_memdup(&m->arena, &root, 1, sizeof(hloa_instr *));
        w->instrs[i] = p;
    }
    root->opcode = (uint8_t)x;
    root->name = unique(nm, hloa_opcodes[x].name, 0);
    root->shape = sig.root;
    root->is_root = 1;
    root->parent = w;
    root->index = n;
    root->n_operands = n;
    root->operands = hloa_arena_memdup(&m->arena, w->instrs, n, sizeof(hloa_instr *));
    w->instrs[n] = root;
    w->root = root;

    /* Split the attributes; X's computation references move with X's attributes. Counted
       first: each side gets an array of its own size, and X shares the one written when it
       takes every attribute (the common case; a big module has thousands of wrappers). */
    const hloa_attr *orig = s->attrs;
    uint32_t n_orig = s->n_attrs, thread_at = UINT32_MAX, ns = 0, nr = 0;
    for (uint32_t i = 0; i < n_orig; i++) {
        hloa_placement pl = hloa_attr_placement(orig[i].key, x);
        nr += pl != HLOA_ON_START;
        ns += pl != HLOA_ON_WRAPPED;
    }
    /* Every entry is written below (the start's last by calls=): no clearing. */
    hloa_attr *start_attrs = hloa_arena_alloc(&m->arena, (ns + 1) * sizeof(hloa_attr));
    hloa_attr *root_attrs =
        nr == n_orig ? s->attrs : hloa_arena_alloc(&m->arena, nr * sizeof(hloa_attr));
    for (uint32_t i = 0, r = 0, k = 0; i < n_orig; i++) {
        hloa_placement pl = hloa_attr_placement(orig[i].key, x);
        if (pl != HLOA_ON_START && root_attrs != orig)
            root_attrs[r++] = orig[i];
        if (pl != HLOA_ON_WRAPPED)
            start_attrs[k++] = orig[i];
        if (orig[i].key == HLOA_SYM_ASYNC_EXECUTION_THREAD)
            thread_at = i;
    }
    root->attrs = root_attrs;
    root->n_attrs = nr;
    root->called = s->called;
    root->n_called = s->n_called;
    hloa_comp_note_kinds(w, &m->arena);
    uint32_t wn;
    const char *wname = hloa_name(m, w->name, &wn);
    hloa_attr calls = {HLOA_SYM_CALLS, s->off, s->off, 0, NULL};
    /* "%name" or "name", put together by hand: printf was a tenth of desugaring a big module. */
    char *val = hloa_arena_alloc(&m->arena, wn + 2);
    uint32_t vn = 0;
    if (st->percent)
        val[vn++] = '%';
    memcpy(val + vn, wname, wn);
    val[vn + wn] = '\0';
    calls.val = val;
    calls.val_len = vn + wn;
    start_attrs[ns++] = calls;
    hloa_module_note_attr_key(m, HLOA_SYM_CALLS);
    s->attrs = start_attrs;
    s->n_attrs = ns;
    s->called = hloa_arena_memdup(&m->arena, &w, 1, sizeof(hloa_comp *));
    s->n_called = 1;
    w->n_callers = 1; /* the start's former callees are the root's now: their counts hold */
    s->sugar = HLOA_SUGAR_NONE;
    s->parent->kinds |= HLOA_HAS_CALLS;
    hloa_module_add_comp(m, w);
    HLOA_VEC_PUSH(moves->comps, w);
    HLOA_VEC_PUSH(moves->before, holder);
    if (!ed)
        return 0;

    wrapped_attrs wa = find_wrapped(orig, n_orig, x);
    hloa_strbuf text = HLOA_STRBUF_INIT;
    print_wrapper(&text, m, w, orig, &wa, x, st);
    hloa_strbuf_addc(&text, '\n');
    hloa_editor_insert(ed, insertion_point(m, holder), text.buf, text.len);
    hloa_strbuf_release(&text);
    hloa_editor_replace(ed, s->opcode_off, s->opcode_len, "async-start", 11);
    /* calls= takes the place of X's first attribute, the line break before it kept; X's
       others are removed. */
    int placed = 0;
    for (uint32_t i = 0; i < n_orig; i++) {
        if (hloa_attr_placement(orig[i].key, x) != HLOA_ON_WRAPPED)
            continue;
        uint32_t e = orig[i].val_off + orig[i].val_len;
        if (!placed) {
            const char *first = hloa_arena_printf(&m->arena, "calls=%s", calls.val);
            uint32_t b = orig[i].key_off,
                     to = wa.together ? orig[wa.last].val_off + orig[wa.last].val_len : e;
            hloa_editor_replace(ed, b, to - b, first, strlen(first));
            placed = 1;
            if (wa.together)
                break;
        } else {
            uint32_t b = hloa_attr_text_begin(orig, i, sp.operands_end);
            hloa_editor_replace(ed, b, e - b, "", 0);
        }
    }
    if (!placed) {
        /* No attribute of X: after the thread (XLA prints it first), else after the operands. */
        const char *calls_text = hloa_arena_printf(&m->arena, ", calls=%s", calls.val);
        uint32_t at = thread_at != UINT32_MAX ? orig[thread_at].val_off + orig[thread_at].val_len
                                              : sp.operands_end;
        hloa_editor_insert(ed, at, calls_text, strlen(calls_text));
    }
    return 0;
}

/* call-start(...), to_apply=%c -> async-start(...), calls=%c: the computation is called directly. */
static void desugar_call_start(hloa_module *m, hloa_instr *s, hloa_editor *ed)
{
    hloa_attr *a = hloa_instr_attr(s, HLOA_SYM_TO_APPLY);
    if (a) {
        a->key = HLOA_SYM_CALLS;
        hloa_module_note_attr_key(m, HLOA_SYM_CALLS);
        if (ed)
            hloa_editor_replace(ed, a->key_off, 8, "calls", 5);
    }
    s->sugar = HLOA_SUGAR_NONE;
    if (ed)
        hloa_editor_replace(ed, s->opcode_off, s->opcode_len, "async-start", 11);
}

/* The chains of a module with X-start sugar, found when the first such start asks. */
typedef struct sugar_chains {
    hloa_chains chains;
    int found;
    size_t next;   /* chains come one per start in text order, as the starts are met */
    hloa_trace trace; /* for the updates and dones, set up when the first asks */
    int traced;
} sugar_chains;

static int leads_to_start(hloa_module *m, sugar_chains *sc, hloa_instr *link)
{
    if (!sc->traced) {
        hloa_trace_init(&sc->trace, m);
        sc->traced = 1;
    }
    return hloa_trace_start(&sc->trace, link) != NULL;
}

static const hloa_chain *chain_of(hloa_module *m, sugar_chains *sc, const hloa_instr *s)
{
    if (!sc->found) {
        hloa_chains_find(m, &sc->chains);
        sc->found = 1;
    }
    for (size_t i = sc->next; i < sc->chains.len; i++)
        if (sc->chains.items[i].start == s) {
            sc->next = i + 1;
            return &sc->chains.items[i];
        }
    return NULL;
}

int hloa_desugar(hloa_module *m, hloa_editor *ed, hloa_diags *d)
{
    namer nm;
    namer_init(&nm, m);
    placements pl = {0};
    sugar_chains sc = {0};
    hloa_print_style st = hloa_print_style_of(m);
    int errors = 0;
    hloa_module_reserve_comps(m, m->n_comps + m->sugared_starts); /* a wrapper for each */
    /* Walk a snapshot: wrappers are inserted into m->comps as we go. */
    uint32_t n = m->n_comps;
    hloa_comp **comps = hloa_xmalloc((n ? n : 1) * sizeof(*comps));
    if (n)
        memcpy(comps, m->comps, n * sizeof(*comps));
    for (uint32_t c = 0; c < n; c++) {
        hloa_comp *comp = comps[c];
        hloa_scan scan = hloa_comp_scan(comp, HLOA_HAS_SUGAR);
        for (uint32_t i = 0; i < scan.n; i++) {
            hloa_instr *in = hloa_scan_at(&scan, i);
            if (!in || in->sugar == HLOA_SUGAR_NONE || in->broken)
                continue;
            if (in->opcode == HLOA_OP_ASYNC_START && in->sugar == HLOA_SUGAR_CALL &&
                direct_call_ok(m, in, hloa_called_by(in, HLOA_SYM_TO_APPLY))) {
                desugar_call_start(m, in, ed);
            } else if (in->opcode == HLOA_OP_ASYNC_START) {
                const hloa_chain *ch = in->sugar == HLOA_SUGAR_OP ? chain_of(m, &sc, in) : NULL;
                if (desugar_start(m, &nm, &pl, in, ch, ed, &st, d) == 0)
                    comp->marked_kinds[i] |= HLOA_HAS_CALLS; /* it calls its wrapper now */
                else
                    errors++;
            } else {
                /* X-update / X-done keep their operands and attributes; X stays in wrapped_opcode.
                   One that leads back to no start is left as written: no start, no X to name. */
                in->sugar = HLOA_SUGAR_NONE;
                if (ed && leads_to_start(m, &sc, in)) {
                    const char *op = in->opcode == HLOA_OP_ASYNC_UPDATE ? "async-update" : "async-done";
                    hloa_editor_replace(ed, in->opcode_off, in->opcode_len, op, strlen(op));
                }
            }
        }
    }
    free(comps);
    if (sc.found)
        hloa_chains_release(&sc.chains);
    if (sc.traced)
        hloa_trace_release(&sc.trace);
    hloa_module_move_comps(m, pl.comps.items, pl.before.items, (uint32_t)pl.comps.len);
    if (!m->is_mlir)
        hloa_async_threads_settle(m); /* as XLA's parser leaves the module */
    free(pl.comps.items);
    free(pl.before.items);
    namer_release(&nm);
    return errors;
}
