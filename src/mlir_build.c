/*
 * MLIR text -> the IR (issue 31): the spans of mlir_syntax.c given meaning.
 * A func.func is a computation, an operation an instruction named by its
 * result, a block argument a parameter; MHLO's async_start/update/done and
 * StableHLO's async_start/async_done become the IR's async-start/update/done,
 * so chain finding, verify, chains and every output format work on MLIR as
 * they do on HLO text. What only MLIR can get wrong (bundle types, futures,
 * async regions) is reported here, under the mlir-* rules.
 *
 *   func.func @f(%a: T) -> U attributes {execution_thread = "x"} { ... }
 *       -> computation f on thread x, %a parameter(0), root: what return returns
 *   %s = "mhlo.async_start"(%a) {called_computation = @f, execution_thread = "x"}
 *       : (T) -> !mhlo.async_bundle<...>
 *       -> s = ((T), U, ...) async-start(a), calls=f, async_execution_thread="x"
 *   %f = "stablehlo.async_start"(%a) ({ ^bb0(%b: T): one op; return }) : (T) -> !stablehlo.future<U>
 *       -> f = ((T), U) async-start(a), calls=<the region as an inline computation>
 *   %x:2 = op ...; use of %x#1  -> x = (A, B) op ...; an anonymous get-tuple-element
 *   every other region          -> an inline computation the op calls
 *
 * Values of an enclosing region are not followed into a nested one (the
 * operand is left unresolved, as HLO's computations cannot share values);
 * values of later blocks of a region are not block arguments of the first.
 */
#define _GNU_SOURCE /* memmem */
#include "hloasync/mlir.h"

#include "hloasync/async.h"
#include "hloasync/ir.h"
#include "hloasync/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What a value name stands for: an instruction, or result k of a multi-result one. */
typedef struct value {
    hloa_instr *instr; /* NULL: not defined (yet) */
    int32_t index;     /* the result's index; -1 for an op's only result, -2 for %x of %x:N
                          (the whole op; %x#k names its results) */
    hloa_comp *comp;   /* where it was defined */
} value;

/* A reference from an instruction to a function by symbol, resolved once all are read. */
typedef struct symbol_ref {
    hloa_instr *instr;
    uint32_t slot;    /* in instr->called */
    uint32_t off, len; /* the symbol in the text, '@' excluded */
} symbol_ref;

typedef HLOA_VEC(hloa_instr *) instr_vec;

typedef struct builder {
    hloa_module *m;
    hloa_diags *d;
    const char *t;
    int errors;
    value *values;            /* by symbol of the name (heap) */
    uint32_t n_values;        /* entries of values */
    HLOA_VEC(hloa_sym) defined; /* names defined in the regions open now, innermost last */
    HLOA_VEC(symbol_ref) refs;
    HLOA_VEC(hloa_attr) attrs;  /* scratch for one op */
    HLOA_VEC(hloa_comp *) declared; /* functions without a body: not computations */
    hloa_comp *top;           /* the function being built */
    uint32_t unnamed;         /* ops without results named so far */
    uint32_t regions;         /* region computations named with a number so far */
    hloa_strbuf scratch;
} builder;

/* ---- names, values and attributes ---- */

static hloa_sym intern(builder *b, uint32_t off, uint32_t len)
{
    return hloa_intern(&b->m->names, b->t + off, len);
}

/* Are the n bytes of s ASCII without NUL (and so UTF-8 as they are)? */
static int plain_ascii(const char *s, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        if ((unsigned char)s[i] >= 0x80 || !s[i])
            return 0;
    return 1;
}

/* A copy of the n bytes of s in the module's arena, made valid UTF-8 ('?' for the rest). */
static const char *repaired_copy(builder *b, const char *s, uint32_t n)
{
    char *copy = hloa_arena_strndup(&b->m->arena, s, n);
    for (uint32_t i = 0; i < n; i++)
        copy[i] = copy[i] ? copy[i] : '?';
    return hloa_utf8_repair(copy);
}

/* A name without its sigil and, quoted, without its quotes: %x -> x, @"a b" -> a b. */
static hloa_sym intern_name(builder *b, hloa_mlir_span s, int sigil)
{
    uint32_t off = s.off + (uint32_t)sigil, len = s.len - (uint32_t)sigil;
    if (len >= 2 && b->t[off] == '"') {
        off++, len -= 2;
        /* A quoted name may hold any byte: names go into JSON, which is UTF-8. */
        if (!plain_ascii(b->t + off, len))
            return hloa_intern(&b->m->names, repaired_copy(b, b->t + off, len), len);
    }
    return intern(b, off, len);
}

static value *value_slot(builder *b, hloa_sym s)
{
    if (s >= b->n_values) {
        uint32_t n = b->n_values ? b->n_values : 1024;
        while (n <= s)
            n *= 2;
        b->values = hloa_xreallocarray(b->values, n, sizeof(value));
        memset(b->values + b->n_values, 0, (n - b->n_values) * sizeof(value));
        b->n_values = n;
    }
    return &b->values[s];
}

/* The value name of a use (%x#1 -> x) and its result index (1; -1 without '#'). */
static hloa_sym use_name(builder *b, hloa_mlir_span s, int32_t *index)
{
    *index = -1;
    for (uint32_t i = 1; i < s.len; i++)
        if (b->t[s.off + i] == '#') {
            int32_t k = 0;
            for (uint32_t j = i + 1; j < s.len && k < 1000000; j++)
                k = k * 10 + (b->t[s.off + j] - '0');
            *index = k;
            return intern(b, s.off + 1, i - 1);
        }
    return intern(b, s.off + 1, s.len - 1);
}

static void set_context(builder *b, const hloa_comp *c, const hloa_instr *in)
{
    uint32_t cn = 0, n = 0;
    const char *cs = c ? hloa_name(b->m, c->name, &cn) : NULL;
    const char *is = in ? hloa_name(b->m, in->name, &n) : NULL;
    hloa_diags_set_context(b->d, cs, cn, is, n);
}

static void define(builder *b, hloa_mlir_span name, hloa_instr *in, int32_t index)
{
    hloa_sym s = intern_name(b, name, 1);
    value *v = value_slot(b, s);
    if (v->instr) {
        uint32_t n;
        const char *str = hloa_name(b->m, s, &n);
        hloa_diag *dg = hloa_diag_add(b->d, HLOA_RULE_DUPLICATE_NAME, name.off, name.off + name.len,
                                      "value '%%%.*s' is already defined", (int)n, str);
        hloa_diag_related(b->d, dg, v->instr->off, "previous definition of '%%%.*s' is here",
                          (int)n, str);
        b->errors++;
        return;
    }
    *v = (value){in, index, in->parent};
    HLOA_VEC_PUSH(b->defined, s);
    hloa_module_note_instr_name(b->m, s);
}

/* Forgets the names defined since mark (a region closes). */
static void forget(builder *b, size_t mark)
{
    while (b->defined.len > mark)
        b->values[b->defined.items[--b->defined.len]].instr = NULL;
}

static int span_is(const builder *b, hloa_mlir_span s, const char *word)
{
    size_t n = strlen(word);
    return s.len == n && !memcmp(b->t + s.off, word, n);
}

/* The type at span s as a shape (NULL when this tool does not read it). */
static hloa_mlir_type type_at(builder *b, hloa_mlir_span s, char *why, size_t whylen)
{
    uint32_t pos = s.off;
    return hloa_mlir_read_type(&b->m->shapes, b->t, &pos, s.off + s.len, why, whylen);
}

/* One type, or a tuple of several (results of an op, inputs of a function); () for none. */
static const hloa_shape *types_shape(builder *b, const hloa_mlir_span *types, uint32_t n)
{
    char why[128];
    if (n == 1)
        return type_at(b, types[0], why, sizeof(why)).shape;
    const hloa_shape *stack[16], **elems = n <= 16 ? stack : hloa_xcalloc(n, sizeof(*elems));
    const hloa_shape *s = NULL;
    uint32_t i = 0;
    for (; i < n && (elems[i] = type_at(b, types[i], why, sizeof(why)).shape); i++)
        ;
    if (i == n)
        s = hloa_shape_tuple(&b->m->shapes, elems, n);
    if (elems != stack)
        free(elems);
    return s;
}

/*
 * An MLIR attribute as an HLO one: the names this tool reads in HLO text take
 * their HLO keys (called_computation -> calls, execution_thread ->
 * async_execution_thread on an op, callee -> to_apply), replica groups
 * dense<[[0, 1]]> their HLO form {{0,1}}; the rest keep name and text.
 */
static hloa_attr convert_attr(builder *b, const hloa_mlir_attr *a)
{
    hloa_attr out = {0};
    out.key_off = a->key.off;
    out.val_off = a->value.off;
    out.val_len = a->value.len;
    out.val = b->t + a->value.off;
    static const struct {
        const char *mlir;
        hloa_sym key;
    } renamed[] = {
        {"called_computation", HLOA_SYM_CALLS},
        {"execution_thread", HLOA_SYM_ASYNC_EXECUTION_THREAD},
        {"callee", HLOA_SYM_TO_APPLY},
        {"called_computations", HLOA_SYM_CALLED_COMPUTATIONS},
        {"replica_groups", HLOA_SYM_REPLICA_GROUPS},
        {"dot_dimension_numbers", HLOA_SYM_LHS_CONTRACTING_DIMS},
    };
    /* A string may hold any byte: what reaches JSON (a thread's name) must be UTF-8. */
    if (out.val_len && out.val[0] == '"' && !plain_ascii(out.val, out.val_len))
        out.val = repaired_copy(b, out.val, out.val_len);
    out.key = intern_name(b, a->key, 0);
    for (size_t i = 0; i < sizeof(renamed) / sizeof(renamed[0]); i++)
        if (span_is(b, a->key, renamed[i].mlir))
            out.key = renamed[i].key;
    if (out.key == HLOA_SYM_REPLICA_GROUPS) {
        /* dense<[[0, 1], [2, 3]]> : tensor<2x2xi64> -> {{0,1},{2,3}} */
        hloa_strbuf_clear(&b->scratch);
        const char *v = out.val, *open = memchr(v, '<', out.val_len);
        for (uint32_t i = open ? (uint32_t)(open - v) + 1 : 0; i < out.val_len && v[i] != '>'; i++)
            if (v[i] == '[' || v[i] == ']')
                hloa_strbuf_addc(&b->scratch, v[i] == '[' ? '{' : '}');
            else if (v[i] != ' ' && v[i] != '\n')
                hloa_strbuf_addc(&b->scratch, v[i]);
        out.val = hloa_arena_strndup(&b->m->arena, b->scratch.len ? b->scratch.buf : "", b->scratch.len);
        out.val_len = (uint32_t)b->scratch.len;
    }
    if (out.key == HLOA_SYM_LHS_CONTRACTING_DIMS) {
        /* #stablehlo.dot<lhs_contracting_dimensions = [1], ...> -> {1} */
        const char *v = out.val, *k = memmem(v, out.val_len, "lhs_contracting_dimensions", 26);
        const char *open = k ? memchr(k, '[', out.val_len - (size_t)(k - v)) : NULL;
        const char *close = open ? memchr(open, ']', out.val_len - (size_t)(open - v)) : NULL;
        if (close) {
            char *t = hloa_arena_printf(&b->m->arena, "{%.*s}", (int)(close - open - 1), open + 1);
            out.val = t;
            out.val_len = (uint32_t)strlen(t);
        } else {
            /* A string may hold any byte: what reaches JSON (a thread's name) must be UTF-8. */
    if (out.val_len && out.val[0] == '"' && !plain_ascii(out.val, out.val_len))
        out.val = repaired_copy(b, out.val, out.val_len);
    out.key = intern_name(b, a->key, 0);
        }
    }
    hloa_module_note_attr_key(b->m, out.key);
    return out;
}

/* ---- operations ---- */

typedef enum async_kind { NOT_ASYNC, MHLO_ASYNC, STABLEHLO_ASYNC } async_kind;

/* The opcode of an MLIR op: async ops and the plain HLO ops whose name it spells. */
static uint8_t opcode_of(builder *b, hloa_mlir_span name, async_kind *kind)
{
    const char *s = b->t + name.off;
    uint32_t n = name.len, dot = 0;
    *kind = NOT_ASYNC;
    for (uint32_t i = 0; i < n; i++)
        if (s[i] == '.')
            dot = i + 1;
    int mhlo = dot == 5 && !memcmp(s, "mhlo.", 5), shlo = dot == 10 && !memcmp(s, "stablehlo.", 10);
    if (span_is(b, name, "func.call") || span_is(b, name, "call"))
        return HLOA_OP_CALL;
    if (!mhlo && !shlo)
        return HLOA_OP_UNKNOWN;
    static const struct {
        const char *name;
        uint8_t opcode;
    } async_ops[] = {
        {"async_start", HLOA_OP_ASYNC_START},
        {"async_update", HLOA_OP_ASYNC_UPDATE},
        {"async_done", HLOA_OP_ASYNC_DONE},
    };
    for (size_t i = 0; i < 3; i++)
        if (n - dot == strlen(async_ops[i].name) && !memcmp(s + dot, async_ops[i].name, n - dot)) {
            *kind = mhlo ? MHLO_ASYNC : STABLEHLO_ASYNC;
            return async_ops[i].opcode;
        }
    /* Ops spelled otherwise in HLO; the rest are HLO's names with '_' for '-'. */
    static const struct {
        const char *mlir, *hlo;
    } renamed[] = {{"dot_general", "dot"}, {"dot", "dot"}, {"cross-replica-sum", "all-reduce"}};
    char hlo[64];
    if (n - dot >= sizeof(hlo))
        return HLOA_OP_UNKNOWN;
    uint32_t len = n - dot;
    for (uint32_t i = dot; i < n; i++)
        hlo[i - dot] = s[i] == '_' ? '-' : s[i];
    for (size_t i = 0; i < sizeof(renamed) / sizeof(renamed[0]); i++)
        if (strlen(renamed[i].mlir) == n - dot && !memcmp(s + dot, renamed[i].mlir, n - dot)) {
            len = (uint32_t)strlen(renamed[i].hlo);
            memcpy(hlo, renamed[i].hlo, len);
        }
    int op = hloa_opcode_lookup(hlo, len);
    /* send, recv and the like are first-class pairs in HLO, one op in MLIR: not those. */
    if (op < 0 || (hloa_opcodes[op].family != HLOA_FAM_PLAIN &&
                   hloa_opcodes[op].family != HLOA_FAM_CONSTANT))
        return HLOA_OP_UNKNOWN;
    return (uint8_t)op;
}

static int is_return(builder *b, const hloa_mlir_op *op)
{
    static const char *const names[] = {"func.return", "return", "stablehlo.return", "mhlo.return"};
    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
        if (span_is(b, op->name, names[i]))
            return 1;
    return 0;
}

static hloa_instr *new_instr(builder *b, hloa_comp *c, hloa_sym name, uint32_t off, uint32_t end)
{
    hloa_instr *in = hloa_arena_calloc(&b->m->arena, 1, sizeof(*in));
    in->name = name;
    in->parent = c;
    in->off = off;
    in->end = end;
    in->wrapped_opcode = HLOA_OP_UNKNOWN;
    in->param_number = -1;
    return in;
}

/* An anonymous get-tuple-element of result index of producer, for a use %x#index at use. */
static hloa_instr *tuple_element(builder *b, hloa_comp *c, instr_vec *list, hloa_instr *producer,
                                 int32_t index, hloa_mlir_span use)
{
    hloa_instr *g = new_instr(b, c, intern(b, use.off + 1, use.len - 1), use.off, use.off + use.len);
    g->opcode = HLOA_OP_GET_TUPLE_ELEMENT;
    g->anonymous = 1;
    g->opcode_off = use.off;
    g->opcode_len = (uint16_t)(use.len < UINT16_MAX ? use.len : UINT16_MAX);
    g->n_operands = 1;
    g->operands = hloa_arena_alloc(&b->m->arena, sizeof(hloa_instr *));
    g->operands[0] = producer;
    producer->n_users++;
    const hloa_shape *ps = producer->shape;
    if (ps && ps->kind == HLOA_SHAPE_TUPLE && (uint32_t)index < ps->n)
        g->shape = ps->elems[index];
    g->n_attrs = 1;
    g->attrs = hloa_arena_calloc(&b->m->arena, 1, sizeof(hloa_attr));
    char *k = hloa_arena_printf(&b->m->arena, "%d", index);
    g->attrs[0] = (hloa_attr){hloa_intern_copy(&b->m->names, "index", 5), use.off, use.off,
                              (uint32_t)strlen(k), k};
    hloa_spans sp = {use.off, use.off, use.off, 0, use.off, use.off};
    hloa_instr_set_spans(b->m, g, &sp);
    HLOA_VEC_PUSH(*list, g);
    g->n_users = 1; /* the use it stands for */
    return g;
}

/* The instruction an operand use names in computation c (a get-tuple-element for %x#k). */
static hloa_instr *resolve_use(builder *b, hloa_comp *c, instr_vec *list, hloa_mlir_span use)
{
    int32_t index;
    hloa_sym s = use_name(b, use, &index);
    value *v = s < b->n_values ? &b->values[s] : NULL;
    if (!v || !v->instr) {
        hloa_diag_add(b->d, HLOA_RULE_UNDEFINED_NAME, use.off, use.off + use.len,
                      "value '%.*s' is not defined before this use", (int)use.len, b->t + use.off);
        b->errors++;
        return NULL;
    }
    if (v->comp != c)
        return NULL; /* a value of an enclosing region: see the top of the file */
    /* One result: %x and %x#0 are the op. %x of %x:N (index -2) is the op too. */
    int32_t k = index >= 0 ? index : v->index;
    if (v->index == -1 || k < 0 || !v->instr->shape || v->instr->shape->kind != HLOA_SHAPE_TUPLE)
        return v->instr->n_users++, v->instr;
    return tuple_element(b, c, list, v->instr, k, use);
}

static void build_region(builder *b, hloa_comp *c, const hloa_mlir_region *r, const hloa_mlir_span *arg_types);

/* A region of op as an inline computation called by in. */
static hloa_comp *region_comp(builder *b, hloa_instr *in, const hloa_mlir_region *r, uint32_t k)
{
    uint32_t n;
    const char *base = hloa_name(b->m, in->name, &n);
    hloa_comp *c = hloa_arena_calloc(&b->m->arena, 1, sizeof(*c));
    /* x.region, else x.region.N with N counted over the module (region values repeat
       their names: a probe from 1 for each would take quadratic time). */
    for (uint32_t i = k;; i = ++b->regions) {
        char *name = i ? hloa_arena_printf(&b->m->arena, "%.*s.region.%u", (int)n, base, i)
                       : hloa_arena_printf(&b->m->arena, "%.*s.region", (int)n, base);
        c->name = hloa_intern(&b->m->names, name, strlen(name));
        if (!hloa_module_find_comp(b->m, c->name))
            break;
    }
    c->thread = HLOA_SYM_MAIN;
    c->inline_body = 1;
    c->outer = b->top;
    c->off = c->name_off = c->body_open = r->off;
    c->end = r->end;
    c->body_close = r->end > r->off ? r->end - 1 : r->off;
    hloa_module_add_comp(b->m, c);
    c->n_callers = 1;
    build_region(b, c, r, r->arg_types);
    return c;
}

/* The spans of an op's text: its name, the result types, the opcode and '(' operands ')'. */
static void op_spans(builder *b, const hloa_mlir_op *op, hloa_instr *in, hloa_spans *sp)
{
    sp->name_off = op->n_results ? op->results[0].off : op->off;
    if (op->n_result_types) {
        const hloa_mlir_span *f = &op->result_types[0], *l = &op->result_types[op->n_result_types - 1];
        sp->shape_off = f->off;
        sp->shape_end = l->off + l->len;
    } else {
        sp->shape_off = sp->shape_end = in->opcode_off;
    }
    uint32_t open = op->generic ? op->name.off + op->name.len + 1 : 0, close = 0;
    if (op->n_operands) {
        const hloa_mlir_span *l = &op->operands[op->n_operands - 1];
        if (!op->generic)
            open = op->operands[0].off - 1;
        close = l->off + l->len;
        while (op->generic && close < op->end && b->t[close] != ')')
            close++;
        close++;
    } else {
        open = close = in->opcode_off + in->opcode_len;
        if (op->generic && b->t[open] == '(')
            close = open + 2;
    }
    sp->operands_off = open;
    sp->operands_end = close;
}

/* Adds a reference to the function named by the symbol text [off, off + len), '@' included. */
static void add_symbol_ref(builder *b, hloa_instr *in, uint32_t slot, uint32_t off, uint32_t len)
{
    symbol_ref r = {in, slot, off + 1, len - 1};
    if (r.len >= 2 && b->t[r.off] == '"')
        r.off++, r.len -= 2;
    HLOA_VEC_PUSH(b->refs, r);
}

/* The symbols @f in text [off, end), in order: n found, their spans in out (at most max). */
static uint32_t find_symbols(builder *b, uint32_t off, uint32_t end, hloa_mlir_span *out, uint32_t max)
{
    hloa_mlir_lexer lx;
    hloa_mlir_lex_init(&lx, b->t, off, end);
    uint32_t n = 0;
    for (hloa_mlir_token t; (t = hloa_mlir_lex_next(&lx)).kind != HLOA_MLIR_EOF &&
                            t.kind != HLOA_MLIR_ERROR;)
        if (t.kind == HLOA_MLIR_SYMBOL && n < max)
            out[n++] = (hloa_mlir_span){t.off, t.len};
    return n;
}

/* Attributes and called computations: symbols of calls/to_apply/called_computations, regions. */
static void attach_attrs_and_calls(builder *b, const hloa_mlir_op *op, hloa_instr *in, async_kind kind)
{
    b->attrs.len = 0;
    for (uint32_t i = 0; i < op->n_attrs; i++)
        HLOA_VEC_PUSH(b->attrs, convert_attr(b, &op->attrs[i]));
    /* func.call @f(...): the callee in the pretty form is no attribute */
    if (in->opcode == HLOA_OP_CALL && !op->generic) {
        hloa_mlir_span sym;
        if (find_symbols(b, op->name.off + op->name.len, op->end, &sym, 1))
            HLOA_VEC_PUSH(b->attrs, ((hloa_attr){HLOA_SYM_TO_APPLY, sym.off, sym.off, sym.len,
                                                 b->t + sym.off}));
        hloa_module_note_attr_key(b->m, HLOA_SYM_TO_APPLY);
    }
    /* A StableHLO start calls its region: calls= names it, as an inline body does in HLO. */
    int calls_region = kind == STABLEHLO_ASYNC && in->opcode == HLOA_OP_ASYNC_START && op->n_regions;
    if (calls_region) {
        uint32_t at = op->regions[0].off;
        HLOA_VEC_PUSH(b->attrs, ((hloa_attr){HLOA_SYM_CALLS, at, at, 0, ""}));
        hloa_module_note_attr_key(b->m, HLOA_SYM_CALLS);
    }
    /* A slot of called per function an attribute names (each of a list's), then one per
       region: a StableHLO start's one region is the computation its calls= (the last
       attribute) names. */
    HLOA_VEC(hloa_mlir_span) syms = {0};
    for (size_t i = 0; i < b->attrs.len; i++) {
        hloa_attr *a = &b->attrs.items[i];
        if (calls_region && a->key == HLOA_SYM_CALLS)
            continue;
        if (hloa_is_comp_ref_key(a->key)) {
            hloa_mlir_span s = {a->val_off, 0};
            find_symbols(b, a->val_off, a->val_off + a->val_len, &s, 1);
            HLOA_VEC_PUSH(syms, s);
        } else if (hloa_is_comp_list_key(a->key)) {
            hloa_mlir_span found[64];
            uint32_t n = find_symbols(b, a->val_off, a->val_off + a->val_len, found, 64);
            HLOA_VEC_APPEND(syms, found, n);
        }
    }
    uint32_t regions = calls_region ? 1 : op->n_regions;
    in->n_attrs = (uint16_t)(b->attrs.len < HLOA_MAX_ATTRS ? b->attrs.len : HLOA_MAX_ATTRS);
    in->attrs = hloa_arena_memdup(&b->m->arena, b->attrs.items, in->n_attrs, sizeof(hloa_attr));
    size_t total = syms.len + regions;
    in->n_called = (uint16_t)(total < HLOA_MAX_ATTRS ? total : HLOA_MAX_ATTRS);
    in->called = hloa_arena_calloc(&b->m->arena, in->n_called ? in->n_called : 1, sizeof(hloa_comp *));
    for (uint32_t k = 0; k < syms.len && k < in->n_called; k++)
        if (syms.items[k].len)
            add_symbol_ref(b, in, k, syms.items[k].off, syms.items[k].len);
    for (uint32_t r = 0; r < regions && syms.len + r < in->n_called; r++)
        in->called[syms.len + r] = region_comp(b, in, &op->regions[r], r);
    free(syms.items);
}

/* One op of a region of c: an instruction appended to list (and to the values). */
static void build_op(builder *b, hloa_comp *c, instr_vec *list, const hloa_mlir_op *op)
{
    async_kind kind;
    uint8_t opcode = opcode_of(b, op->name, &kind);
    hloa_sym name;
    if (op->n_results) {
        name = intern_name(b, op->results[0], 1);
    } else {
        char *s = hloa_arena_printf(&b->m->arena, "%.*s.%u", (int)op->name.len, b->t + op->name.off,
                                    ++b->unnamed);
        name = hloa_intern(&b->m->names, s, strlen(s));
    }
    hloa_instr *in = new_instr(b, c, name, op->off, op->end);
    set_context(b, c, in);
    in->opcode = opcode;
    in->opcode_off = op->name.off;
    in->opcode_len = (uint16_t)(op->name.len < UINT16_MAX ? op->name.len : UINT16_MAX);
    in->future = kind == STABLEHLO_ASYNC && opcode == HLOA_OP_ASYNC_START;
    in->broken = (unsigned)op->broken; /* the syntax error said it; checks would guess */
    if (in->future && op->n_regions != 1 && !op->broken) {
        uint32_t at = op->n_regions ? op->regions[1].off : op->name.off;
        hloa_diag_add(b->d, HLOA_RULE_MLIR_REGION_OP, at, at + (op->n_regions ? 1 : op->name.len),
                      op->n_regions ? "a stablehlo.async_start has one region; this is a second"
                                    : "a stablehlo.async_start needs a region: the op it runs");
    }
    in->shape = types_shape(b, op->result_types, op->n_result_types);
    if (!in->shape && kind != NOT_ASYNC && !op->broken) {
        char why[160] = "";
        uint32_t i = 0;
        for (; i < op->n_result_types && type_at(b, op->result_types[i], why, sizeof(why)).shape; i++)
            ;
        hloa_mlir_span at = i < op->n_result_types ? op->result_types[i] : op->name;
        hloa_diag_add(b->d, HLOA_RULE_SYNTAX, at.off, at.off + at.len, "%s",
                      why[0] ? why : "an async op must state its result type");
        b->errors++;
    }
    /* operands: get-tuple-elements of %x#k go before the op */
    in->n_operands = op->n_operands;
    in->operands = hloa_arena_calloc(&b->m->arena, op->n_operands ? op->n_operands : 1,
                                     sizeof(hloa_instr *));
    for (uint32_t i = 0; i < op->n_operands; i++)
        in->operands[i] = resolve_use(b, c, list, op->operands[i]);
    set_context(b, c, in);
    attach_attrs_and_calls(b, op, in, kind);
    set_context(b, c, in);
    hloa_spans sp;
    op_spans(b, op, in, &sp);
    hloa_instr_set_spans(b->m, in, &sp);
    HLOA_VEC_PUSH(*list, in);
    /* results: %x (one result or a tuple), %x:2 (used as %x#k), %a, %b (a tuple's elements) */
    for (uint32_t i = 0; i < op->n_results; i++)
        define(b, op->results[i], in,
               op->n_results > 1 ? (int32_t)i : op->n_result_values > 1 ? -2 : -1);
}

/* The root of a computation from its return: the value returned, or a tuple of several. */
static hloa_instr *root_of(builder *b, hloa_comp *c, instr_vec *list, const hloa_mlir_op *ret)
{
    if (ret->n_operands == 1)
        return resolve_use(b, c, list, ret->operands[0]);
    /* All results of one op, in order: that op (a multi-result collective, an async done). */
    int32_t index;
    hloa_sym first = ret->n_operands ? use_name(b, ret->operands[0], &index) : 0;
    value *v = first && first < b->n_values ? &b->values[first] : NULL;
    int whole = v && v->instr && v->comp == c && v->instr->shape &&
                v->instr->shape->kind == HLOA_SHAPE_TUPLE && v->instr->shape->n == ret->n_operands;
    for (uint32_t i = 0; whole && i < ret->n_operands; i++) {
        hloa_sym s = use_name(b, ret->operands[i], &index);
        value *w = s < b->n_values ? &b->values[s] : NULL;
        int32_t k = index >= 0 ? index : w ? w->index : -1;
        whole = w && w->instr == v->instr && k == (int32_t)i;
    }
    if (whole)
        return v->instr->n_users++, v->instr;
    hloa_instr *t = new_instr(b, c, hloa_intern_copy(&b->m->names, "return", 6), ret->off, ret->end);
    t->opcode = HLOA_OP_TUPLE;
    t->opcode_off = ret->name.off;
    t->opcode_len = (uint16_t)ret->name.len;
    t->n_operands = ret->n_operands;
    t->operands = hloa_arena_calloc(&b->m->arena, ret->n_operands ? ret->n_operands : 1,
                                    sizeof(hloa_instr *));
    const hloa_shape *stack[16], **elems =
        ret->n_operands <= 16 ? stack : hloa_xcalloc(ret->n_operands, sizeof(*elems));
    int known = 1;
    for (uint32_t i = 0; i < ret->n_operands; i++) {
        t->operands[i] = resolve_use(b, c, list, ret->operands[i]);
        known &= (elems[i] = t->operands[i] ? t->operands[i]->shape : NULL) != NULL;
    }
    t->shape = known ? hloa_shape_tuple(&b->m->shapes, elems, ret->n_operands) : NULL;
    if (elems != stack)
        free(elems);
    hloa_spans sp;
    op_spans(b, ret, t, &sp);
    sp.shape_off = sp.shape_end = t->opcode_off;
    hloa_instr_set_spans(b->m, t, &sp);
    HLOA_VEC_PUSH(*list, t);
    return t;
}

/* The instructions of c: its parameters (the first block's arguments), then its ops. */
static void build_region(builder *b, hloa_comp *c, const hloa_mlir_region *r, const hloa_mlir_span *arg_types)
{
    size_t mark = b->defined.len;
    instr_vec list = {0};
    char why[128];
    for (uint32_t i = 0; i < r->n_args; i++) {
        hloa_mlir_span a = r->args[i];
        hloa_instr *p = new_instr(b, c, intern_name(b, a, 1), a.off, a.off + a.len);
        p->opcode = HLOA_OP_PARAMETER;
        p->param_number = (int32_t)i;
        p->opcode_off = a.off;
        p->opcode_len = (uint16_t)a.len;
        p->shape = arg_types ? type_at(b, arg_types[i], why, sizeof(why)).shape : NULL;
        uint32_t te = arg_types ? arg_types[i].off + arg_types[i].len : a.off;
        hloa_spans sp = {a.off, arg_types ? arg_types[i].off : a.off, te, 0, te, te};
        hloa_instr_set_spans(b->m, p, &sp);
        p->end = te;
        HLOA_VEC_PUSH(list, p);
        define(b, a, p, -1);
    }
    hloa_instr *root = NULL;
    for (uint32_t i = 0; i < r->n_ops; i++) {
        const hloa_mlir_op *op = &r->ops[i];
        if (is_return(b, op)) {
            set_context(b, c, NULL);
            root = root_of(b, c, &list, op);
        } else {
            build_op(b, c, &list, op);
        }
    }
    c->n_instrs = (uint32_t)list.len;
    c->instrs = hloa_arena_memdup(&b->m->arena, list.items, list.len, sizeof(hloa_instr *));
    free(list.items);
    c->n_params = r->n_args;
    c->params = hloa_arena_calloc(&b->m->arena, c->n_params ? c->n_params : 1, sizeof(hloa_instr *));
    for (uint32_t i = 0, k = 0; i < c->n_instrs && k < c->n_params; i++)
        if (c->instrs[i]->opcode == HLOA_OP_PARAMETER)
            c->params[k++] = c->instrs[i];
    if (!root && c->n_instrs)
        root = c->instrs[c->n_instrs - 1];
    if (root) {
        root->is_root = 1;
        c->root = root;
    }
    forget(b, mark);
}

/* ---- functions ---- */

static hloa_comp *build_func(builder *b, const hloa_mlir_func *f)
{
    hloa_comp *c = hloa_arena_calloc(&b->m->arena, 1, sizeof(*c));
    c->name = intern_name(b, f->name, 0);
    c->thread = HLOA_SYM_MAIN;
    c->off = f->off;
    c->end = f->end;
    c->name_off = f->name.off - 1;
    c->body_open = f->has_body ? f->body.off : f->end;
    c->body_close = f->has_body && f->body.end > f->body.off ? f->body.end - 1 : f->end;
    c->outer = c;
    for (uint32_t i = 0; i < f->n_attrs; i++)
        if (span_is(b, f->attrs[i].key, "execution_thread")) {
            hloa_mlir_span v = f->attrs[i].value;
            if (v.len >= 2 && b->t[v.off] == '"')
                c->thread = intern_name(b, v, 0); /* "x" -> x, made UTF-8 */
        }
    c->result_shape = types_shape(b, f->result_types, f->n_results);
    hloa_comp *prev = hloa_module_find_comp(b->m, c->name);
    if (prev) {
        uint32_t n;
        const char *s = hloa_name(b->m, c->name, &n);
        set_context(b, NULL, NULL);
        hloa_diag *dg = hloa_diag_add(b->d, HLOA_RULE_DUPLICATE_NAME, f->name.off,
                                      f->name.off + f->name.len, "function '@%.*s' is already defined",
                                      (int)n, s);
        hloa_diag_related(b->d, dg, prev->name_off, "previous definition of '@%.*s' is here",
                          (int)n, s);
        b->errors++;
    }
    if (!f->has_body) {
        HLOA_VEC_PUSH(b->declared, c);
        return NULL;
    }
    hloa_module_add_comp(b->m, c);
    b->top = c;
    build_region(b, c, &f->body, f->body.arg_types);
    return c;
}

/* Finds every function a symbol names; those not found are undefined names. */
static void link_symbols(builder *b)
{
    for (size_t i = 0; i < b->refs.len; i++) {
        symbol_ref *r = &b->refs.items[i];
        hloa_comp *c = hloa_module_find_comp(b->m, intern(b, r->off, r->len));
        if (c) {
            r->instr->called[r->slot] = c;
            c->n_callers++;
            continue;
        }
        set_context(b, r->instr->parent, r->instr);
        int declared = 0;
        for (size_t k = 0; k < b->declared.len; k++)
            declared |= b->declared.items[k]->name == intern(b, r->off, r->len);
        hloa_diag_add(b->d, HLOA_RULE_UNDEFINED_NAME, r->off - 1, r->off + r->len,
                      declared ? "function '@%.*s' is declared without a body: nothing to run"
                               : "function '@%.*s' is not defined in this module",
                      (int)r->len, b->t + r->off);
        b->errors++;
    }
}

/* Users, the instructions passes look for, and in each computation's order. */
static void settle(builder *b)
{
    for (uint32_t i = 0; i < b->m->n_comps; i++) {
        hloa_comp *c = b->m->comps[i];
        for (uint32_t k = 0; k < c->n_instrs; k++) {
            c->instrs[k]->index = k;
            hloa_instr_fill_users(c->instrs[k], &b->m->arena);
        }
        hloa_comp_note_kinds(c, &b->m->arena);
    }
}

/* The entry computation: @main, else the last function. */
static void find_entry(builder *b)
{
    hloa_comp *entry = NULL;
    for (uint32_t i = 0; i < b->m->n_comps; i++) {
        hloa_comp *c = b->m->comps[i];
        uint32_t n;
        const char *s = hloa_name(b->m, c->name, &n);
        if (!c->inline_body && (!entry || !entry->is_entry))
            entry = c;
        if (!c->inline_body && n == 4 && !memcmp(s, "main", 4))
            c->is_entry = 1, entry = c;
    }
    for (uint32_t i = 0; i < b->m->n_comps; i++)
        b->m->comps[i]->is_entry = b->m->comps[i] == entry;
    b->m->entry = entry;
}

/* Offsets of the // comments that hold "hlo-async:" (suppressions), in order. */
static void find_directives(builder *b)
{
    HLOA_VEC(uint32_t) found = {0};
    const char *t = b->t, *end = t + b->m->region.end;
    for (const char *p = t + b->m->region.begin; (p = memmem(p, (size_t)(end - p), "hlo-async:", 10));
         p += 10) {
        const char *line = p;
        while (line > t + b->m->region.begin && line[-1] != '\n')
            line--;
        const char *c = memmem(line, (size_t)(p - line), "//", 2);
        if (c && (!found.len || found.items[found.len - 1] != (uint32_t)(c - t)))
            HLOA_VEC_PUSH(found, (uint32_t)(c - t));
    }
    b->m->n_directives = (uint32_t)found.len;
    b->m->directives = hloa_arena_memdup(&b->m->arena, found.items, found.len, sizeof(uint32_t));
    free(found.items);
}

int hloa_mlir_build_module(hloa_module *m, hloa_diags *d)
{
    builder b = {.m = m, .d = d, .t = m->src->text};
    hloa_strbuf_init(&b.scratch);
    hloa_arena syntax_arena;
    hloa_arena_init(&syntax_arena);
    hloa_mlir_syntax syn;
    b.errors = (int)hloa_mlir_read(b.t, m->region.begin, m->region.end, &syntax_arena, &syn, d);
    m->is_mlir = 1;
    if (syn.module_name.len) {
        m->name = intern_name(&b, syn.module_name, 0);
        m->has_header = 1;
        m->header_off = syn.module_name.off - 1;
    }
    m->is_scheduled = syn.scheduled;
    m->percent_names = 1;
    hloa_module_reserve_comps(m, syn.n_funcs + 16);
    for (uint32_t i = 0; i < syn.n_funcs; i++)
        build_func(&b, &syn.funcs[i]);
    link_symbols(&b);
    settle(&b);
    find_entry(&b);
    find_directives(&b);
    hloa_diags_set_context(d, NULL, 0, NULL, 0);
    if (!m->entry && !b.errors) {
        hloa_diag_add(d, HLOA_RULE_SYNTAX, m->region.begin, m->region.begin,
                      "expected a func.func with a body, found none");
        b.errors++;
    }
    /* Counted apart: a module with only these is well formed (chains draws it). */
    hloa_mlir_check_module(m, d);
    hloa_diags_set_context(d, NULL, 0, NULL, 0);
    free(b.values);
    free(b.defined.items);
    free(b.refs.items);
    free(b.attrs.items);
    free(b.declared.items);
    hloa_strbuf_release(&b.scratch);
    hloa_arena_release(&syntax_arena);
    return b.errors;
}
