/*
 * MLIR text -> the IR (issue 31): the visits of mlir/syntax.c given meaning,
 * as they come. A func.func is a computation, an operation an instruction
 * named by its result, a block argument a parameter; MHLO's
 * async_start/update/done and StableHLO's async_start/async_done become the
 * IR's async-start/update/done, so chain finding, verify, chains and every
 * output format work on MLIR as they do on HLO text. What only MLIR can get
 * wrong (bundle types, futures, async regions) is checked after, by
 * mlir/async_rules.c.
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
 * A big module is read in parts (mlir/parts.c); what a part cannot know is
 * recorded for the join (see mlir/builder.h).
 */
#define _GNU_SOURCE /* memmem */
#include "builder.h"

#include "hloasync/async.h"
#include "hloasync/ir.h"
#include "hloasync/lookahead.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum async_kind { NOT_ASYNC, MHLO_ASYNC, STABLEHLO_ASYNC, ASYNC_DIALECT } async_kind;

/* ---- attributes ---- */

/* dense<[[0, 1], [2, 3]]> : tensor<2x2xi64> -> {{0,1},{2,3}}, HLO's replica groups */
static void hlo_replica_groups(mlir_builder *b, hloa_attr *out)
{
    hloa_strbuf_clear(&b->scratch);
    const char *v = out->val, *open = memchr(v, '<', out->val_len);
    for (uint32_t i = open ? (uint32_t)(open - v) + 1 : 0; i < out->val_len && v[i] != '>'; i++)
        if (v[i] == '[' || v[i] == ']')
            hloa_strbuf_addc(&b->scratch, v[i] == '[' ? '{' : '}');
        else if (v[i] != ' ' && v[i] != '\n')
            hloa_strbuf_addc(&b->scratch, v[i]);
    out->val = hloa_arena_strndup(&b->m->arena, b->scratch.len ? b->scratch.buf : "", b->scratch.len);
    out->val_len = (uint32_t)b->scratch.len;
}

/*
 * #stablehlo.dot<lhs_contracting_dimensions = [1], ...> -> {1}, HLO's
 * lhs_contracting_dims; 0 when the value names none.
 */
static int hlo_contracting_dims(mlir_builder *b, hloa_attr *out)
{
    const char *v = out->val, *k = memmem(v, out->val_len, "lhs_contracting_dimensions", 26);
    const char *open = k ? memchr(k, '[', out->val_len - (size_t)(k - v)) : NULL;
    const char *close = open ? memchr(open, ']', out->val_len - (size_t)(open - v)) : NULL;
    if (!close)
        return 0;
    char *t = hloa_arena_printf(&b->m->arena, "{%.*s}", (int)(close - open - 1), open + 1);
    out->val = t;
    out->val_len = (uint32_t)strlen(t);
    return 1;
}

/*
 * An MLIR attribute as an HLO one: the names this tool reads in HLO text take
 * their HLO keys (called_computation -> calls, execution_thread ->
 * async_execution_thread on an op, callee -> to_apply), replica groups and
 * dot dimensions their HLO form; the rest keep name and text.
 */
/* The value of an attribute alias a value names whole (replica_groups = #groups), else v. */
static hloa_mlir_span attr_alias_value(mlir_builder *b, hloa_mlir_span v)
{
    if (v.len < 2 || b->t[v.off] != '#' || memchr(b->t + v.off, '<', v.len))
        return v;
    for (size_t k = b->attr_alias_names.len; k-- > 0;) { /* the latest definition */
        hloa_mlir_span n = b->attr_alias_names.items[k];
        if (n.len == v.len && !memcmp(b->t + n.off, b->t + v.off, v.len))
            return b->attr_alias_values.items[k];
    }
    if (b->in_part)
        b->errors++; /* maybe an alias the part did not see: the whole reading tells */
    return v;
}

static hloa_attr convert_attr(mlir_builder *b, const hloa_mlir_attr *a)
{
    hloa_attr out = {0};
    hloa_mlir_span value = attr_alias_value(b, a->value);
    out.key_off = a->key.off;
    out.val_off = value.off;
    out.val_len = value.len;
    out.val = b->t + value.off;
    static const struct {
        const char *mlir;
        hloa_sym key;
    } renamed[] = {
        {"called_computation", HLOA_SYM_CALLS},
        {"execution_thread", HLOA_SYM_ASYNC_EXECUTION_THREAD},
        {"callee", HLOA_SYM_TO_APPLY},
        {"called_computations", HLOA_SYM_CALLED_COMPUTATIONS},
        {"call_target_name", HLOA_SYM_CUSTOM_CALL_TARGET},
        {"replica_groups", HLOA_SYM_REPLICA_GROUPS},
        {"dot_dimension_numbers", HLOA_SYM_LHS_CONTRACTING_DIMS},
        /* XLA's translator makes it HLO's frontend_attributes, whose value text reads as
           HLO's does (a dict of quoted strings) */
        {"mhlo.frontend_attributes", HLOA_SYM_FRONTEND_ATTRIBUTES},
    };
    /* A string may hold any byte: what reaches JSON (a thread's name) must be UTF-8. */
    if (out.val_len && out.val[0] == '"' && !mlir_builder_plain_ascii(out.val, out.val_len))
        out.val = mlir_builder_repaired_copy(b, out.val, out.val_len);
    out.key = 0;
    for (size_t i = 0; i < sizeof(renamed) / sizeof(renamed[0]) && !out.key; i++)
        if (mlir_builder_span_is(b, a->key, renamed[i].mlir))
            out.key = renamed[i].key;
    if (out.key == HLOA_SYM_REPLICA_GROUPS)
        hlo_replica_groups(b, &out);
    /* Dimension numbers without contracting dims keep their MLIR name. */
    if (!out.key || (out.key == HLOA_SYM_LHS_CONTRACTING_DIMS && !hlo_contracting_dims(b, &out)))
        out.key = mlir_builder_intern_name(b, a->key, 0);
    hloa_module_note_attr_key(b->m, out.key);
    return out;
}

/* ---- operations ---- */

/* The opcode of an MLIR op: async ops and the plain HLO ops whose name it spells. */
static uint8_t opcode_of(mlir_builder *b, hloa_mlir_span name, async_kind *kind)
{
    const char *s = b->t + name.off;
    uint32_t n = name.len, dot = 0;
    *kind = NOT_ASYNC;
    for (uint32_t i = 0; i < n; i++)
        if (s[i] == '.')
            dot = i + 1;
    int mhlo = dot == 5 && !memcmp(s, "mhlo.", 5), shlo = dot == 10 && !memcmp(s, "stablehlo.", 10);
    if (mlir_builder_span_is(b, name, "func.call") || mlir_builder_span_is(b, name, "call"))
        return HLOA_OP_CALL;
    if (mlir_builder_span_is(b, name, "async.execute") || mlir_builder_span_is(b, name, "async.await")) {
        *kind = ASYNC_DIALECT; /* MLIR's async dialect: a start of its region, and its done */
        return name.len == 13 ? HLOA_OP_ASYNC_START : HLOA_OP_ASYNC_DONE;
    }
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
    } renamed[] = {{"dot_general", "dot"},
                   {"dot", "dot"},
                   {"cross-replica-sum", "all-reduce"},
                   {"optimization_barrier", "opt-barrier"}};
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

static int is_return(mlir_builder *b, hloa_mlir_span name)
{
    static const char *const names[] = {"func.return", "return", "stablehlo.return", "mhlo.return",
                                        "async.yield", "async.return"};
    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
        if (mlir_builder_span_is(b, name, names[i]))
            return 1;
    return 0;
}

/* What an op's name means: from the slot of its key when the name is there, else worked out. */
static const mlir_op_name *meaning_of(mlir_builder *b, hloa_mlir_span name)
{
    const char *s = b->t + name.off;
    uint64_t head, tail;
    uint64_t key = hloa_name_key(s, name.len, &head, &tail);
    mlir_op_name *e = &b->op_names[key >> 32 & (MLIR_OP_NAMES - 1)];
    if (e->text && e->len == name.len && !memcmp(e->text, s, name.len))
        return e;
    async_kind kind;
    uint8_t opcode = opcode_of(b, name, &kind);
    *e = (mlir_op_name){s, name.len, opcode, (uint8_t)kind, (uint8_t)is_return(b, name)};
    return e;
}

static hloa_instr *new_instr(mlir_builder *b, hloa_comp *c, hloa_sym name, uint32_t off, uint32_t end)
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

/*
 * Result index of an async.execute (its async tuple ((values in), values out)):
 * 0 its token, k its k-th value, as what it carries.
 */
static const hloa_shape *execute_result(mlir_builder *b, const hloa_instr *exec, int32_t index)
{
    const hloa_shape *s = exec->shape, *out = s && s->kind == HLOA_SHAPE_TUPLE && s->n == 2 ? s->elems[1] : NULL;
    if (index == 0) {
        hloa_shape token = {.kind = HLOA_SHAPE_ARRAY, .elem = HLOA_ELEM_TOKEN};
        return hloa_shape_intern(&b->m->shapes, &token);
    }
    if (!out)
        return NULL;
    if (out->kind != HLOA_SHAPE_TUPLE) /* one value */
        return index == 1 ? out : NULL;
    return (uint32_t)index - 1 < out->n ? out->elems[index - 1] : NULL;
}

/* An anonymous get-tuple-element of result index of producer, for a use %x#index at use. */
static hloa_instr *tuple_element(mlir_builder *b, hloa_comp *c, mlir_instr_vec *list,
                                 hloa_instr *producer, int32_t index, hloa_mlir_span use)
{
    hloa_instr *g = new_instr(b, c, mlir_builder_intern(b, use.off, use.len), use.off, use.off + use.len);
    g->opcode = HLOA_OP_GET_TUPLE_ELEMENT;
    g->anonymous = 1;
    g->opcode_off = use.off;
    g->opcode_len = (uint16_t)(use.len < UINT16_MAX ? use.len : UINT16_MAX);
    g->n_operands = 1;
    g->operands = hloa_arena_alloc(&b->m->arena, sizeof(hloa_instr *));
    g->operands[0] = producer;
    hloa_instr_add_user(producer, g, &b->m->arena);
    const hloa_shape *ps = producer->shape;
    if (producer->execute && producer->opcode == HLOA_OP_ASYNC_START)
        g->shape = execute_result(b, producer, index);
    else if (ps && ps->kind == HLOA_SHAPE_TUPLE && (uint32_t)index < ps->n)
        g->shape = ps->elems[index];
    g->n_attrs = 1;
    g->attrs = hloa_arena_calloc(&b->m->arena, 1, sizeof(hloa_attr));
    char *k = hloa_arena_printf(&b->m->arena, "%d", index);
    g->attrs[0] = (hloa_attr){hloa_intern_copy(&b->m->names, "index", 5), use.off, use.off,
                              (uint32_t)strlen(k), k};
    hloa_spans sp = {use.off, use.off, use.off, 0, use.off, use.off};
    hloa_instr_set_spans(b->m, g, &sp);
    HLOA_VEC_PUSH(*list, g);
    return g;
}

/* The region being built now. */
static mlir_frame *top_frame(mlir_builder *b)
{
    return &b->frames.items[b->frames.len - 1];
}

/* The blocks of frame f, made when first needed. */
static hloa_mlir_cfg *blocks_of(mlir_builder *b, mlir_frame *f)
{
    if (!f->cfg) {
        f->cfg = hloa_xcalloc(1, sizeof(*f->cfg));
        hloa_sym label = f->label.len ? mlir_builder_intern(b, f->label.off, f->label.len) : 0;
        hloa_mlir_cfg_init(f->cfg, f->off, label, f->label);
    }
    return f->cfg;
}

/* The block of f read now. */
static uint32_t current_block(const mlir_frame *f)
{
    return f->cfg ? hloa_mlir_cfg_current(f->cfg) : 0;
}

/* The block of f that holds the text at off. */
static uint32_t block_of(const mlir_frame *f, uint32_t off)
{
    return f->cfg ? hloa_mlir_cfg_block_at(f->cfg, off) : 0;
}

/*
 * A use of v, defined in an enclosing region: inside the region of a
 * StableHLO async_start between the two, that is mlir-region-op (the region
 * is isolated from above: what it runs on comes in as its block arguments).
 * Each open op owns the frame after its own (frames[i + 1] is a region of
 * ops[i]).
 */
static void captured(mlir_builder *b, const mlir_value *v, hloa_mlir_span use)
{
    size_t j = b->frames.len;
    while (j > 0 && b->frames.items[j - 1].comp != v->comp)
        j--;
    if (!j)
        return;
    for (size_t i = j - 1; i < b->ops.len; i++) {
        hloa_instr *start = b->ops.items[i].in;
        if (!start || !start->future)
            continue;
        uint32_t n;
        const char *sn = hloa_name(b->m, start->name, &n);
        hloa_diag *dg = hloa_diag_add(
            b->d, HLOA_RULE_MLIR_REGION_OP, use.off, use.off + use.len,
            "'%.*s' is defined outside the region of '%.*s': a stablehlo.async_start's region is "
            "isolated from above; pass it as an operand and take it as a block argument",
            (int)use.len, b->t + use.off, (int)n, sn);
        hloa_diag_related(b->d, dg, v->instr->off, "'%.*s' is defined here", (int)use.len,
                          b->t + use.off);
        start->region_captures = 1;
        return;
    }
}

hloa_instr *mlir_builder_resolve_use(mlir_builder *b, hloa_comp *c, mlir_instr_vec *list,
                                     hloa_mlir_span use, hloa_instr *user, uint32_t slot)
{
    int32_t index;
    hloa_sym name = mlir_builder_use_name(b, use, &index);
    const mlir_value *v = mlir_builder_find_value(b, name);
    if (!v && b->head_open) {
        /* Maybe defined before the part, in the body it starts inside: see at the join
           (where, in the body's instructions: a use inside a region is only looked for). */
        mlir_pending_use u = {user, use, name, index, slot, c != b->head,
                              (uint32_t)b->frames.items[0].list.len};
        HLOA_VEC_PUSH(b->pending, u);
        /* Inside a StableHLO start's region, that is a capture the whole reading reports
           with where the value is defined, which the part does not know: read whole. */
        for (size_t i = 0; c != b->head && i < b->ops.len; i++)
            if (b->ops.items[i].in && b->ops.items[i].in->future)
                b->errors++;
        return NULL;
    }
    if (!v) { /* maybe defined later in a block that dominates this one (not at a join: a late
                 return's values are all found) */
        mlir_frame *f = top_frame(b);
        mlir_forward_use u = {user, use, name, index, slot, (uint32_t)b->frames.len,
                              current_block(f), (uint32_t)list->len, 1};
        HLOA_VEC_PUSH(b->forward, u);
        b->errors += b->in_part; /* its region may end in another part: read whole */
        return NULL;
    }
    /* the frame of v's region: this one, or one enclosing it (none: a join's late return) */
    size_t j = b->frames.len;
    while (j > 1 && b->frames.items[j - 1].comp != v->comp)
        j--;
    mlir_frame *g = j ? &b->frames.items[j - 1] : NULL;
    uint32_t def_block = g ? block_of(g, v->instr->off) : 0, use_block = g ? current_block(g) : 0;
    if (def_block != use_block) {
        hloa_mlir_cfg_check(blocks_of(b, g),
                            (mlir_dom_check){user, v->instr, use, def_block, use_block});
    }
    if (v->comp != c) { /* a value of an enclosing region: see the top of the file */
        v->instr->used_in_region = 1; /* used there (an execute awaited in another's body) */
        captured(b, v, use);
        return NULL;
    }
    return mlir_builder_use_value(b, c, list, v, index, use, user);
}

hloa_instr *mlir_builder_use_value(mlir_builder *b, hloa_comp *c, mlir_instr_vec *list,
                                   const mlir_value *v, int32_t index, hloa_mlir_span use,
                                   hloa_instr *user)
{
    /* One result: %x and %x#0 are the op. %x of %x:N (index -2) is the op too. */
    int32_t k = index >= 0 ? index : v->index;
    hloa_instr *used = v->instr;
    if (!(v->index == -1 || k < 0 || !used->shape || used->shape->kind != HLOA_SHAPE_TUPLE))
        used = tuple_element(b, c, list, used, k, use);
    if (user) /* users in the order of the instructions: operands are resolved in text order */
        hloa_instr_add_user(used, user, &b->m->arena);
    return used;
}

/*
 * The region computation's name, as a user would say it: "region of %x" (an
 * op's first region), "region 2 of %x" (its second); taken already (%x names
 * ops in two functions), "... (N)" with N counted over the module (a probe
 * from 1 for each would take quadratic time). No MLIR symbol or value name
 * has a blank: no clash.
 */
static hloa_sym region_candidate(mlir_builder *b, const hloa_instr *in, uint32_t k, uint32_t attempt)
{
    uint32_t n;
    const char *base = hloa_name(b->m, in->name, &n);
    hloa_strbuf *sb = &b->scratch;
    hloa_strbuf_clear(sb);
    hloa_strbuf_adds(sb, "region ");
    if (k) {
        hloa_strbuf_addi(sb, k + 1);
        hloa_strbuf_addc(sb, ' ');
    }
    hloa_strbuf_adds(sb, "of ");
    hloa_strbuf_add(sb, base, n);
    if (attempt) {
        hloa_strbuf_adds(sb, " (");
        hloa_strbuf_addi(sb, attempt);
        hloa_strbuf_addc(sb, ')');
    }
    return hloa_intern_copy(&b->m->names, sb->buf, sb->len);
}

hloa_sym mlir_builder_region_name(mlir_builder *b, const hloa_instr *in, uint32_t k, hloa_sym first)
{
    for (uint32_t attempt = 0;; attempt = ++b->regions + 1) {
        hloa_sym s = !attempt && first ? first : region_candidate(b, in, k, attempt);
        if (!hloa_module_find_comp(b->m, s))
            return s;
    }
}

hloa_sym mlir_builder_unnamed_name(mlir_builder *b, const hloa_instr *in)
{
    hloa_strbuf *sb = &b->scratch;
    hloa_strbuf_clear(sb);
    hloa_strbuf_add(sb, b->t + in->opcode_off, in->opcode_len);
    hloa_strbuf_addc(sb, '.');
    hloa_strbuf_addi(sb, ++b->unnamed);
    return hloa_intern_copy(&b->m->names, sb->buf, sb->len);
}

/* Adds c to the module in order; a part records it to be added at the join. */
static void add_comp(mlir_builder *b, hloa_comp *c, int declared, const hloa_instr *owner, uint32_t k)
{
    if (b->in_part) {
        mlir_made_comp mc = {c, (uint8_t)declared, owner != NULL, owner, k};
        HLOA_VEC_PUSH(b->comps, mc);
    } else if (declared) {
        HLOA_VEC_PUSH(b->declared, c);
    } else {
        hloa_module_add_comp(b->m, c);
    }
}

/* Region k of in as an inline computation called by in. */
static hloa_comp *region_comp(mlir_builder *b, hloa_instr *in, const hloa_mlir_region *r, uint32_t k)
{
    hloa_comp *c = hloa_arena_calloc(&b->m->arena, 1, sizeof(*c));
    /* A part names it at the join (the numbers count over the module); its first
       candidate is interned here, on the part's thread, when the op is named already
       (an op without results is named at the join). */
    if (!b->in_part)
        c->name = mlir_builder_region_name(b, in, k, 0);
    else if (in->name)
        c->name = region_candidate(b, in, k, 0);
    c->thread = HLOA_SYM_MAIN;
    c->inline_body = 1;
    c->outer = b->top;
    c->off = c->name_off = c->body_open = r->off;
    c->n_callers = 1;
    add_comp(b, c, 0, in, k);
    return c;
}

/* The spans of an op's text: its name, the result types, the opcode and '(' operands ')'. */
static void op_spans(mlir_builder *b, const hloa_mlir_op *op, hloa_instr *in, hloa_spans *sp)
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

/* A symbol s of the module open now: s itself in the outermost, else named after the nested
   modules around it (see mlir_builder.scope). */
static hloa_sym scoped_in(mlir_builder *b, hloa_sym scope, hloa_sym s)
{
    if (!scope)
        return s;
    uint32_t n, k;
    const char *prefix = hloa_name(b->m, scope, &k), *name = hloa_name(b->m, s, &n);
    hloa_strbuf_clear(&b->scratch);
    hloa_strbuf_add(&b->scratch, prefix, k);
    hloa_strbuf_add(&b->scratch, name, n);
    return hloa_intern_copy(&b->m->names, b->scratch.buf, b->scratch.len);
}

/* Adds a reference to the function named by the symbol text [off, off + len), '@' included. */
static void add_symbol_ref(mlir_builder *b, hloa_instr *in, uint32_t slot, uint32_t off, uint32_t len)
{
    mlir_symbol_ref r = {in, slot, off + 1, len - 1, b->scope_sym};
    if (r.len >= 2 && b->t[r.off] == '"')
        r.off++, r.len -= 2;
    HLOA_VEC_PUSH(b->refs, r);
}

/* The symbols @f in text [off, end), in order: n found, their spans in out (at most max). */
static uint32_t find_symbols(mlir_builder *b, uint32_t off, uint32_t end, hloa_mlir_span *out,
                             uint32_t max)
{
    hloa_mlir_lexer lx;
    hloa_mlir_lex_init(&lx, b->t, off, end);
    uint32_t n = 0;
    hloa_mlir_token t;
    for (hloa_mlir_kind k; (k = hloa_mlir_lex_next(&lx, &t)) != HLOA_MLIR_EOF && k != HLOA_MLIR_ERROR;)
        if (t.kind == HLOA_MLIR_SYMBOL && n < max)
            out[n++] = (hloa_mlir_span){t.off, t.len};
    return n;
}

/* Has b->attrs an attribute of key? */
static int has_attr(const mlir_builder *b, hloa_sym key)
{
    for (size_t i = 0; i < b->attrs.len; i++)
        if (b->attrs.items[i].key == key)
            return 1;
    return 0;
}

/* Adds attribute key = text (copied) to b->attrs, located at off. */
static void add_made_attr(mlir_builder *b, hloa_sym key, uint32_t off, const char *text)
{
    uint32_t n = (uint32_t)strlen(text);
    hloa_attr a = {key, off, off, n, hloa_arena_strndup(&b->m->arena, text, n)};
    HLOA_VEC_PUSH(b->attrs, a);
    hloa_module_note_attr_key(b->m, key);
}

/*
 * What the cost model reads of a dot or a convolution, where the MLIR text
 * says it otherwise than HLO: the pretty dot_general's 'contracting_dims =
 * [1] x [0]' (its lhs's: lhs_contracting_dims={1}), a plain dot's (its lhs's
 * last dim), and a convolution's '[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]'
 * in 'dim_numbers = ' or '#stablehlo.conv<...>' (dim_labels=b01f_01io->b01f).
 */
static void dot_and_conv_dims(mlir_builder *b, const hloa_mlir_op *op, hloa_instr *in)
{
    const char *t = b->t, *from = t + op->name.off + op->name.len, *end = t + op->end;
    char out[128];
    uint32_t n = 0;
    if (in->opcode == HLOA_OP_DOT && !has_attr(b, HLOA_SYM_LHS_CONTRACTING_DIMS)) {
        const char *k = memmem(from, (size_t)(end - from), "contracting_dims", 16);
        const char *open = k ? memchr(k, '[', (size_t)(end - k)) : NULL;
        const char *close = open ? memchr(open, ']', (size_t)(end - open)) : NULL;
        if (close && close - open < 100) {
            snprintf(out, sizeof(out), "{%.*s}", (int)(close - open - 1), open + 1);
        } else if (op->name.len >= 4 && !memcmp(t + op->name.off + op->name.len - 4, ".dot", 4) &&
                   in->n_operands && in->operands[0] && in->operands[0]->shape &&
                   in->operands[0]->shape->kind == HLOA_SHAPE_ARRAY && in->operands[0]->shape->n) {
            snprintf(out, sizeof(out), "{%u}", in->operands[0]->shape->n - 1);
        } else {
            return;
        }
        add_made_attr(b, HLOA_SYM_LHS_CONTRACTING_DIMS, op->name.off, out);
    } else if (in->opcode == HLOA_OP_CONVOLUTION && !has_attr(b, HLOA_SYM_DIM_LABELS)) {
        const char *k = memmem(from, (size_t)(end - from), "]x[", 3);
        const char *open = k ? k : NULL;
        while (open && open > from && open[-1] != '[' && open - k > -100)
            open--;
        const char *arrow = k ? memmem(k, (size_t)(end - k), "]->[", 4) : NULL;
        const char *close = arrow ? memchr(arrow + 4, ']', (size_t)(end - arrow - 4)) : NULL;
        if (!open || open == from || !close || close - open > 100)
            return;
        for (const char *c = open; c < close && n + 1 < sizeof(out); c++) {
            if (*c == ']' && c[1] == 'x')
                out[n++] = '_', c += 2;
            else if (*c == '-' && c[1] == '>')
                out[n++] = '-', out[n++] = '>', c += 2;
            else if (*c != ',' && *c != ' ' && *c != '[' && *c != ']')
                out[n++] = *c;
        }
        out[n] = '\0';
        add_made_attr(b, HLOA_SYM_DIM_LABELS, op->name.off, out);
    }
}

/*
 * The target of a custom_call written pretty (stablehlo.custom_call @"all-gather-start"(...)):
 * its first symbol, which no attribute holds, as HLO's custom_call_target="...".
 */
static void custom_call_target(mlir_builder *b, const hloa_mlir_op *op)
{
    hloa_mlir_lexer lx;
    hloa_mlir_token t;
    hloa_mlir_lex_init(&lx, b->t, op->name.off + op->name.len, op->end);
    if (hloa_mlir_lex_next(&lx, &t) != HLOA_MLIR_SYMBOL)
        return;
    /* @"x": the string as written, at its place; @x: made one (a symbol is '@' and a byte) */
    int quoted = b->t[t.off + 1] == '"';
    char *v = quoted ? hloa_arena_printf(&b->m->arena, "%.*s", (int)t.len - 1, b->t + t.off + 1)
                     : hloa_arena_printf(&b->m->arena, "\"%.*s\"", (int)t.len - 1, b->t + t.off + 1);
    add_made_attr(b, HLOA_SYM_CUSTOM_CALL_TARGET, t.off + (uint32_t)quoted, v);
}

/*
 * Attributes and called computations: symbols of calls/to_apply/
 * called_computations, then the regions built (regions[0, n_regions)).
 */
static void attach_attrs_and_calls(mlir_builder *b, const hloa_mlir_op *op, hloa_instr *in,
                                   async_kind kind, hloa_comp *const *regions, uint32_t n_regions)
{
    b->attrs.len = 0;
    for (uint32_t i = 0; i < op->n_attrs; i++)
        HLOA_VEC_PUSH(b->attrs, convert_attr(b, &op->attrs[i]));
    if (in->opcode == HLOA_OP_DOT || in->opcode == HLOA_OP_CONVOLUTION)
        dot_and_conv_dims(b, op, in);
    if (in->opcode == HLOA_OP_CUSTOM_CALL && !op->generic)
        custom_call_target(b, op);
    /* func.call @f(...): the callee in the pretty form is no attribute */
    if (in->opcode == HLOA_OP_CALL && !op->generic) {
        hloa_mlir_span sym;
        if (find_symbols(b, op->name.off + op->name.len, op->end, &sym, 1))
            HLOA_VEC_PUSH(b->attrs, ((hloa_attr){HLOA_SYM_TO_APPLY, sym.off, sym.off, sym.len,
                                                 b->t + sym.off}));
        hloa_module_note_attr_key(b->m, HLOA_SYM_TO_APPLY);
    }
    /* A StableHLO start calls its region: calls= names it, as an inline body does in HLO. */
    int calls_region = (kind == STABLEHLO_ASYNC || kind == ASYNC_DIALECT) &&
                       in->opcode == HLOA_OP_ASYNC_START && op->n_regions;
    if (calls_region) {
        uint32_t at = op->region_off[0];
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
    in->n_attrs = (uint16_t)(b->attrs.len < HLOA_MAX_ATTRS ? b->attrs.len : HLOA_MAX_ATTRS);
    in->attrs = hloa_arena_memdup(&b->m->arena, b->attrs.items, in->n_attrs, sizeof(hloa_attr));
    size_t total = syms.len + n_regions;
    in->n_called = (uint16_t)(total < HLOA_MAX_ATTRS ? total : HLOA_MAX_ATTRS);
    in->called = in->n_called ? hloa_arena_calloc(&b->m->arena, in->n_called, sizeof(hloa_comp *)) : NULL;
    for (uint32_t k = 0; k < syms.len && k < in->n_called; k++)
        if (syms.items[k].len)
            add_symbol_ref(b, in, k, syms.items[k].off, syms.items[k].len);
    for (uint32_t r = 0; r < n_regions && syms.len + r < in->n_called; r++)
        in->called[syms.len + r] = regions[r];
    free(syms.items);
}

/* The open op's instruction gets its name (a region is named after it; its end needs it). */
static void name_open_op(mlir_builder *b, mlir_open_op *o)
{
    if (!o->name_len)
        return;
    o->in->name = hloa_intern_new_hashed_in_place(&b->m->names, b->t + o->name_off, o->name_len,
                                                  o->name_hash);
    o->name_len = 0;
}

/* results, name: the instruction (named when first needed, see name_open_op) */
static void on_op_begin(void *ctx, const hloa_mlir_op *op)
{
    mlir_builder *b = ctx;
    mlir_open_op o = {.kind = NOT_ASYNC, .regions_mark = b->region_comps.len};
    hloa_comp *c = b->frames.len ? top_frame(b)->comp : NULL;
    const mlir_op_name *meaning = c ? meaning_of(b, op->name) : NULL;
    if (meaning && !meaning->is_return) {
        async_kind kind = (async_kind)meaning->kind;
        uint8_t opcode = meaning->opcode;
        hloa_instr *in = new_instr(b, c, 0, op->off, op->off);
        in->opcode = opcode;
        in->opcode_off = op->name.off;
        in->opcode_len = (uint16_t)(op->name.len < UINT16_MAX ? op->name.len : UINT16_MAX);
        in->future = kind == STABLEHLO_ASYNC && opcode == HLOA_OP_ASYNC_START;
        in->bundle = kind == MHLO_ASYNC;
        in->execute = kind == ASYNC_DIALECT;
        hloa_mlir_span r = op->n_results ? op->results[0] : (hloa_mlir_span){0, 0};
        if (r.len > 1 && b->t[r.off + 1] != '"') {
            /* A new name, most likely: its slot is loaded while the op is read. Names keep
               their '%': what diagnostics, chains and traces print is what the text says. */
            o.name_off = r.off, o.name_len = r.len;
            o.name_hash = hloa_intern_prefetch(&b->m->names, b->t + o.name_off, o.name_len);
        } else if (op->n_results)
            in->name = mlir_builder_intern_name(b, r, 0);
        else if (b->in_part)
            HLOA_VEC_PUSH(b->unnamed_instrs, in); /* numbered over the module, at the join */
        else
            in->name = mlir_builder_unnamed_name(b, in);
        o.in = in;
        o.kind = (uint8_t)kind;
    }
    HLOA_VEC_PUSH(b->ops, o);
}

/* The root of a return whose values are not all found here: made at the join. */
static void late_return(mlir_builder *b, mlir_frame *f, const hloa_mlir_op *ret)
{
    /* What root_of reads of the op: its name, place and operands. */
    mlir_late_return lr = {{.name = ret->name, .off = ret->off, .end = ret->end,
                            .n_operands = ret->n_operands, .generic = ret->generic},
                           NULL, (uint32_t)f->list.len};
    lr.op.operands = hloa_arena_memdup(&b->m->arena, ret->operands, ret->n_operands,
                                       sizeof(hloa_mlir_span));
    mlir_value *found = hloa_arena_calloc(&b->m->arena, ret->n_operands ? ret->n_operands : 1,
                                          sizeof(mlir_value));
    for (uint32_t i = 0; i < ret->n_operands; i++) {
        int32_t index;
        const mlir_value *v = mlir_builder_find_value(b, mlir_builder_use_name(b, ret->operands[i], &index));
        if (v)
            found[i] = *v;
    }
    lr.found = found;
    HLOA_VEC_PUSH(b->late_returns, lr);
}

/* A return of the body the part starts inside, naming a value of the parts before? */
static int returns_from_before(mlir_builder *b, const mlir_frame *f, const hloa_mlir_op *ret)
{
    if (!b->head_open || f != &b->frames.items[0])
        return 0;
    for (uint32_t i = 0; i < ret->n_operands; i++) {
        int32_t index;
        if (!mlir_builder_find_value(b, mlir_builder_use_name(b, ret->operands[i], &index)))
            return 1;
    }
    return 0;
}

/* An op at the module's top (sdy.mesh @mesh = <...>, "sdy.mesh"() <{sym_name = "mesh"}>):
   passed over, its symbol kept so that references to it resolve. */
static void top_op(mlir_builder *b, const hloa_mlir_op *op)
{
    hloa_mlir_span sym = {0, 0};
    for (uint32_t i = 0; i < op->n_attrs && !sym.len; i++)
        if (mlir_builder_span_is(b, op->attrs[i].key, "sym_name") && op->attrs[i].value.len >= 2)
            sym = (hloa_mlir_span){op->attrs[i].value.off - 1, op->attrs[i].value.len + 1};
    if (!sym.len && !op->generic)
        find_symbols(b, op->name.off + op->name.len, op->end, &sym, 1);
    if (sym.len > 1) /* @name or @"name" ('@' before the quotes of a sym_name stands in) */
        HLOA_VEC_PUSH(b->top_symbols, scoped_in(b, b->scope_sym, mlir_builder_intern_name(b, sym, 1)));
}

/* How many of a generic async.execute's operands are tokens: its operand segment sizes'
   first (operand_segment_sizes = array<i32: 1, 2>, operandSegmentSizes in MLIR 17+). */
static uint32_t generic_dependencies(mlir_builder *b, const hloa_mlir_op *op)
{
    for (uint32_t i = 0; i < op->n_attrs; i++) {
        hloa_mlir_span k = op->attrs[i].key, v = op->attrs[i].value;
        if (!mlir_builder_span_is(b, k, "operand_segment_sizes") && !mlir_builder_span_is(b, k, "operandSegmentSizes"))
            continue;
        const char *colon = memchr(b->t + v.off, ':', v.len);
        uint32_t n = 0, j = colon ? (uint32_t)(colon - b->t) + 1 : v.off + v.len;
        while (j < v.off + v.len && b->t[j] == ' ')
            j++;
        while (j < v.off + v.len && b->t[j] >= '0' && b->t[j] <= '9' && n < 1000000)
            n = n * 10 + (uint32_t)(b->t[j++] - '0');
        return n;
    }
    return 0;
}

/*
 * An async.execute becomes the async-start of its region, its shape the async
 * tuple ((values in), values out); an async.await the done of what it awaits.
 * The dialect's types are checked now (mlir/async_dialect.c); whether
 * anything awaits an execute, once the module is whole.
 */
static void async_dialect_op(mlir_builder *b, const hloa_mlir_op *op, hloa_instr *in)
{
    char why[128];
    /* An operand from before a part: its types are known at the join only, where these
       checks are not made again: the module is read whole. */
    for (uint32_t i = 0; b->in_part && i < in->n_operands; i++)
        if (!in->operands[i]) {
            b->errors++;
            return;
        }
    if (in->opcode == HLOA_OP_ASYNC_DONE) {
        hloa_mlir_span at = op->generic && op->n_operand_types ? op->operand_types[0]
                            : op->n_result_types               ? op->result_types[0]
                                                               : op->name;
        hloa_mlir_type declared = at.len && at.off != op->name.off ? mlir_builder_type_at(b, at, why, sizeof(why))
                                                                   : (hloa_mlir_type){0};
        /* the pretty form names its operand's type; the generic one its result's after it */
        uint32_t n_results = op->generic ? op->n_result_types : op->n_results;
        const hloa_shape *result = op->generic ? in->shape : declared.shape;
        if (!op->generic && declared.async_kind == HLOA_MLIR_ASYNC_TOKEN)
            in->shape = hloa_shape_tuple(&b->m->shapes, NULL, 0);
        hloa_mlir_check_await(b->m, b->d, in, declared, at, n_results, result);
        /* Only the await of an execute of this body is its done: one of a token or value
           from elsewhere (an argument, a call, a region's result) is checked by its type
           alone, its start where the text does not show. */
        const hloa_instr *v = in->n_operands ? in->operands[0] : NULL;
        if (v && v->opcode == HLOA_OP_GET_TUPLE_ELEMENT && v->anonymous) /* %t of '%t, %v =' */
            v = v->operands[0];
        if (!v || !v->execute || v->opcode != HLOA_OP_ASYNC_START)
            in->opcode = HLOA_OP_UNKNOWN;
        return;
    }
    uint32_t deps = op->generic ? generic_dependencies(b, op) : op->n_dependencies;
    if (deps > in->n_operands)
        deps = in->n_operands;
    /* the values it makes: its result types that are !async.value (the token's is implied) */
    const hloa_shape *stack[16];
    uint32_t n = 0;
    for (uint32_t i = 0; i < op->n_result_types && n < 16; i++) {
        hloa_mlir_type t = mlir_builder_type_at(b, op->result_types[i], why, sizeof(why));
        if (t.async_kind == HLOA_MLIR_ASYNC_VALUE && t.shape)
            stack[n++] = t.shape;
    }
    const hloa_shape *values = n == 1 ? stack[0] : hloa_shape_tuple(&b->m->shapes, stack, n);
    const hloa_comp *body = hloa_async_called(in);
    const hloa_shape *ins[64];
    uint32_t m = 0;
    for (uint32_t i = deps; i < in->n_operands && m < 64; i++, m++) {
        const hloa_instr *o = in->operands[i];
        ins[m] = o && o->shape ? o->shape
                 : body && m < body->n_params && body->params[m] ? body->params[m]->shape
                                                                 : NULL;
        if (!ins[m])
            break;
    }
    if (m == in->n_operands - deps) {
        const hloa_shape *tuple[2] = {hloa_shape_tuple(&b->m->shapes, ins, m), values};
        in->shape = hloa_shape_tuple(&b->m->shapes, tuple, 2);
    }
    hloa_mlir_check_execute(b->m, b->d, in, deps, values, b->last_yield);
    HLOA_VEC_PUSH(b->executes, in);
}

/* The type at `at`, operand or result k of op, is of the kind MLIR's op wants: mlir-async-type. */
static void want_kind(mlir_builder *b, const hloa_mlir_op *op, hloa_mlir_span at, uint32_t k, int group)
{
    char why[128];
    uint8_t kind = mlir_builder_type_at(b, at, why, sizeof(why)).async_kind;
    if (group ? kind == HLOA_MLIR_ASYNC_GROUP : kind == HLOA_MLIR_ASYNC_TOKEN || kind == HLOA_MLIR_ASYNC_VALUE)
        return;
    hloa_diag_add(b->d, HLOA_RULE_MLIR_ASYNC_TYPE, at.off, at.off + at.len,
                  "'%.*s' is no %s here (MLIR: '%.*s' op %s #%u must be %s)", (int)at.len, b->t + at.off,
                  group ? "!async.group" : "!async.token or !async.value", (int)op->name.len,
                  b->t + op->name.off, group ? "result" : "operand", k,
                  group ? "async group type" : "async value type or async token type");
}

/*
 * The kinds of type the dialect's ops take (AsyncOps.td), where the text writes them: a pretty
 * async.execute's values ('%v as %a: !async.value<T>') are tokens or values, as is what an
 * async.add_to_group adds; an async.create_group makes a group.
 */
static void async_declared_kinds(mlir_builder *b, const hloa_mlir_op *op, const hloa_instr *in)
{
    const hloa_comp *body = in->execute && !op->generic ? hloa_async_called(in) : NULL;
    for (uint32_t i = 0; body && i < body->n_params; i++) {
        hloa_spans sp;
        hloa_instr_spans(b->m, body->params[i], &sp);
        want_kind(b, op, (hloa_mlir_span){sp.shape_off, sp.shape_end - sp.shape_off},
                  op->n_dependencies + i, 0);
    }
    int add = mlir_builder_span_is(b, op->name, "async.add_to_group");
    if (!add && !mlir_builder_span_is(b, op->name, "async.create_group"))
        return;
    /* what add_to_group adds: the type after ':', a generic op's first input; the group made */
    const hloa_mlir_span *types = add && op->generic ? op->operand_types : op->result_types;
    uint32_t n = add && op->generic ? op->n_operand_types : op->n_result_types;
    if (n)
        want_kind(b, op, types[0], 0, !add);
    else
        hloa_diag_add(b->d, HLOA_RULE_MLIR_ASYNC_TYPE, op->name.off, op->name.off + op->name.len,
                      add ? "an async.add_to_group adds a token or a value to a group, and is given "
                            "none (MLIR: expected 2 operands)"
                          : "an async.create_group makes a group, and has no result (MLIR: requires "
                            "one result)");
}

/* The n types at spans as the dialect's types, in the module's arena. */
static hloa_mlir_type *async_types(mlir_builder *b, const hloa_mlir_span *spans, uint32_t n)
{
    char why[128];
    hloa_mlir_type *t = hloa_arena_calloc(&b->m->arena, n ? n : 1, sizeof(*t));
    for (uint32_t i = 0; i < n; i++)
        t[i] = mlir_builder_type_at(b, spans[i], why, sizeof(why));
    return t;
}

/* An async.func (MLIR's async dialect): its signature, checked and kept for its calls. A part
   leaves it to the whole reading, which sees its calls and its body's returns. */
static void async_func_begin(mlir_builder *b, const hloa_mlir_func *f)
{
    b->async_func = 0;
    if (!mlir_builder_span_is(b, (hloa_mlir_span){f->off, 10}, "async.func"))
        return;
    if (b->in_part) {
        b->errors++;
        return;
    }
    hloa_mlir_async_sig sig = {f->name, async_types(b, f->arg_types, f->n_args),
                               async_types(b, f->result_types, f->n_results),
                               hloa_arena_memdup(&b->m->arena, f->result_types, f->n_results,
                                                 sizeof(hloa_mlir_span)),
                               f->n_args, f->n_results};
    mlir_builder_set_context(b, NULL, NULL);
    hloa_mlir_check_async_func(b->m, b->d, &sig);
    HLOA_VEC_PUSH(b->async_funcs, sig);
    b->async_func = (uint32_t)b->async_funcs.len;
}

/* A return ending an async.func's body gives its values; an async.return is in one, an
   async.yield in an async.execute (the op whose region ends: the innermost open). */
static void async_return(mlir_builder *b, const hloa_mlir_op *op)
{
    if (mlir_builder_span_is(b, op->name, "async.yield")) {
        const hloa_instr *owner = b->ops.len ? b->ops.items[b->ops.len - 1].in : NULL;
        if (!owner || !owner->execute)
            hloa_diag_add(b->d, HLOA_RULE_MLIR_ASYNC_TYPE, op->name.off, op->name.off + op->name.len,
                          "an async.yield ends the body of an async.execute, and this is not one "
                          "(MLIR: expects parent op 'async.execute')");
        return;
    }
    int own = b->async_func && b->frames.len == 1;
    if (!own && !mlir_builder_span_is(b, op->name, "async.return"))
        return;
    if (!own || mlir_builder_span_is(b, op->name, "func.return")) {
        hloa_diag_add(b->d, HLOA_RULE_MLIR_ASYNC_FUNC, op->name.off, op->name.off + op->name.len,
                      own ? "a func.return ends a func.func, not an async.func: 'return' or "
                            "async.return ends this one (MLIR: expects parent op 'func.func')"
                          : "an async.return ends the body of an async.func, and this is not one "
                            "(MLIR: expects parent op 'async.func')");
        return;
    }
    /* the types of what it gives: a pretty op's after ':', a generic one's inputs */
    const hloa_mlir_span *types = op->generic ? op->operand_types : op->result_types;
    uint32_t n = op->generic ? op->n_operand_types : op->n_result_types;
    const hloa_shape *given[64];
    char why[128];
    n = n < 64 ? n : 64;
    for (uint32_t i = 0; i < n; i++)
        given[i] = mlir_builder_type_at(b, types[i], why, sizeof(why)).shape;
    hloa_mlir_check_async_return(b->m, b->d, &b->async_funcs.items[b->async_func - 1], op->name,
                                 given, types, n);
}

/* An async.call: kept by name, checked against its callee when the module is whole. */
static void async_call(mlir_builder *b, const hloa_mlir_op *op, const hloa_instr *in)
{
    if (b->in_part) {
        b->errors++;
        return;
    }
    hloa_mlir_span sym = {0, 0};
    hloa_mlir_async_call c = {in, sym, async_types(b, op->result_types, op->n_result_types),
                              hloa_arena_memdup(&b->m->arena, op->result_types, op->n_result_types,
                                                sizeof(hloa_mlir_span)),
                              op->n_result_types};
    /* @f after the name, or the generic form's callee = @f */
    uint32_t from = op->name.off + op->name.len, to = op->end;
    for (uint32_t i = 0; i < op->n_attrs; i++)
        if (mlir_builder_span_is(b, op->attrs[i].key, "callee"))
            from = op->attrs[i].value.off, to = from + op->attrs[i].value.len;
    if (find_symbols(b, from, to, &sym, 1))
        c.callee = (hloa_mlir_span){sym.off + 1, sym.len - 1};
    HLOA_VEC_PUSH(b->async_calls, c);
}

static void on_op_end(void *ctx, const hloa_mlir_op *op)
{
    mlir_builder *b = ctx;
    mlir_open_op o = b->ops.items[--b->ops.len];
    hloa_comp *const *regions = HLOA_VEC_AT(b->region_comps, o.regions_mark);
    uint32_t n_regions = (uint32_t)(b->region_comps.len - o.regions_mark);
    b->region_comps.len = o.regions_mark;
    mlir_frame *f = b->frames.len ? top_frame(b) : NULL;
    if (!b->frames.len && !b->head_open)
        top_op(b, op);
    if (!f || !f->comp)
        return;
    hloa_comp *c = f->comp;
    if (!o.in) { /* a return */
        if (mlir_builder_span_is(b, op->name, "async.yield")) /* its execute ends next: told where */
            b->last_yield = (hloa_mlir_span){op->name.off, op->name.len};
        mlir_builder_set_context(b, c, NULL);
        async_return(b, op);
        int late = returns_from_before(b, f, op);
        if (late)
            late_return(b, f, op);
        f->root = late ? NULL : mlir_builder_root_of(b, c, &f->list, op);
        if (f == &b->frames.items[0] && b->head_open)
            b->head_late_root = late;
        return;
    }
    hloa_instr *in = o.in;
    async_kind kind = (async_kind)o.kind;
    in->end = op->end;
    mlir_builder_set_op_context(b, c, &o);
    in->broken = (unsigned)op->broken; /* the syntax error said it; checks would guess */
    if (in->future && op->n_regions != 1 && !op->broken) {
        uint32_t at = op->n_regions ? op->region_off[1] : op->name.off;
        hloa_diag_add(b->d, HLOA_RULE_MLIR_REGION_OP, at, at + (op->n_regions ? 1 : op->name.len),
                      op->n_regions ? "a stablehlo.async_start has one region; this is a second"
                                    : "a stablehlo.async_start needs a region: the op it runs");
    }
    in->shape = mlir_builder_types_shape(b, op->result_types, op->n_result_types);
    if (!in->future) /* a start's future is the mlir-* rules' */
        in->holds_future = mlir_builder_check_future_types(b, op->result_types, op->n_result_types) != 0;
    if (!in->shape && kind != NOT_ASYNC && !op->broken) {
        char why[160] = "";
        uint32_t i = 0;
        for (; i < op->n_result_types && mlir_builder_type_at(b, op->result_types[i], why, sizeof(why)).shape; i++)
            ;
        hloa_mlir_span at = i < op->n_result_types ? op->result_types[i] : op->name;
        hloa_diag_add(b->d, HLOA_RULE_SYNTAX, at.off, at.off + at.len, "%s",
                      why[0] ? why : "an async op must state its result type");
        b->errors++;
    }
    /* operands: get-tuple-elements of %x#k go before the op */
    in->n_operands = op->n_operands;
    in->operands = op->n_operands ? hloa_arena_alloc(&b->m->arena, op->n_operands * sizeof(hloa_instr *))
                                  : NULL;
    for (uint32_t i = 0; i < op->n_operands; i++)
        in->operands[i] = mlir_builder_resolve_use(b, c, &f->list, op->operands[i], in, i);
    for (uint32_t i = 0; i < op->n_successors; i++) { /* the blocks it branches to */
        hloa_mlir_span s = op->successors[i];
        hloa_mlir_cfg_branch(blocks_of(b, f), mlir_builder_intern(b, s.off, s.len), s);
        b->errors += b->in_part; /* blocks are read whole */
    }
    mlir_builder_set_op_context(b, c, &o);
    attach_attrs_and_calls(b, op, in, kind, regions, n_regions);
    if (in->future || (in->bundle && in->opcode != HLOA_OP_ASYNC_DONE))
        HLOA_VEC_PUSH(b->async_ops, in);
    if (in->execute && !op->broken)
        async_dialect_op(b, op, in);
    else if (mlir_builder_span_is(b, op->name, "async.call"))
        async_call(b, op, in);
    else if (kind == STABLEHLO_ASYNC && in->opcode == HLOA_OP_ASYNC_DONE && !op->broken &&
             op->n_operand_types) /* the generic form's: StableHLO defines no other */
        hloa_mlir_check_done(b->m, &b->aliases, b->d, op->operand_types[0]);
    if (!op->broken && op->name.len > 6 && !memcmp(b->t + op->name.off, "async.", 6))
        async_declared_kinds(b, op, in);
    hloa_spans sp;
    op_spans(b, op, in, &sp);
    hloa_instr_set_spans(b->m, in, &sp);
    if (in->future && !in->broken)
        hloa_mlir_check_future(b->m, &b->aliases, in); /* now, while its region is in cache */
    HLOA_VEC_PUSH(f->list, in);
    /* Its name last: its slot in the names table, asked for when the op began, has had
       the whole op's reading to arrive. */
    name_open_op(b, &o);
    /* results: %x (one result or a tuple), %x:2 (used as %x#k), %a, %b (a tuple's elements) */
    for (uint32_t i = 0; i < op->n_results; i++)
        mlir_builder_define(b, op->results[i], i == 0 ? in->name : 0, in,
               op->n_results > 1 ? (int32_t)i : op->n_result_values > 1 ? -2 : -1);
}

hloa_instr *mlir_builder_root_of(mlir_builder *b, hloa_comp *c, mlir_instr_vec *list,
                                 const hloa_mlir_op *ret)
{
    if (ret->n_operands == 1)
        return mlir_builder_resolve_use(b, c, list, ret->operands[0], NULL, 0);
    /* All results of one op, in order: that op (a multi-result collective, an async done). */
    int32_t index;
    const mlir_value *v = ret->n_operands
                        ? mlir_builder_find_value(b, mlir_builder_use_name(b, ret->operands[0], &index))
                        : NULL;
    int whole = v && v->comp == c && v->instr->shape &&
                v->instr->shape->kind == HLOA_SHAPE_TUPLE && v->instr->shape->n == ret->n_operands;
    for (uint32_t i = 0; whole && i < ret->n_operands; i++) {
        const mlir_value *w = mlir_builder_find_value(b, mlir_builder_use_name(b, ret->operands[i], &index));
        int32_t k = index >= 0 ? index : w ? w->index : -1;
        whole = w && w->instr == v->instr && k == (int32_t)i;
    }
    if (whole)
        return v->instr;
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
        t->operands[i] = mlir_builder_resolve_use(b, c, list, ret->operands[i], t, i);
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

/* ---- regions and functions ---- */

void mlir_builder_finish_comp(mlir_builder *b, hloa_comp *c, mlir_instr_vec *list,
                              uint32_t n_params, hloa_instr *root)
{
    mlir_builder_settle_comp(b, c, hloa_arena_memdup(&b->m->arena, list->items, list->len, sizeof(hloa_instr *)),
                             (uint32_t)list->len, n_params, root);
}

void mlir_builder_settle_comp(mlir_builder *b, hloa_comp *c, hloa_instr **instrs, uint32_t n,
                              uint32_t n_params, hloa_instr *root)
{
    c->n_instrs = n;
    c->instrs = instrs;
    c->n_params = n_params;
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
    hloa_comp_settle(c, &b->m->arena, b->jobs);
}

/*
 * A block's arguments, instructions of f: its parameters (entry 1, a function's
 * entry 2: its types were checked with its signature), else parameters with no
 * number, which no caller passes (a branch does).
 */
static void define_args(mlir_builder *b, mlir_frame *f, const hloa_mlir_span *args,
                        const hloa_mlir_span *types, uint32_t n, int entry)
{
    char why[128];
    for (uint32_t i = 0; i < n; i++) {
        hloa_mlir_span a = args[i], ty = types[i];
        hloa_instr *p = new_instr(b, f->comp, mlir_builder_intern_name(b, a, 0), a.off, a.off + a.len);
        p->opcode = HLOA_OP_PARAMETER;
        p->param_number = entry ? (int32_t)i : -1;
        p->opcode_off = a.off;
        p->opcode_len = (uint16_t)a.len;
        hloa_mlir_type t = mlir_builder_type_at(b, ty, why, sizeof(why));
        p->shape = t.shape;
        p->holds_future = t.future != 0; /* started by a caller, or where the text does not show */
        if (t.not_tensor && entry != 2)
            mlir_builder_check_future_types(b, &ty, 1);
        uint32_t te = ty.off + ty.len;
        hloa_spans sp = {a.off, ty.off, te, 0, te, te};
        hloa_instr_set_spans(b->m, p, &sp);
        p->end = te;
        HLOA_VEC_PUSH(f->list, p);
        mlir_builder_define(b, a, p->name, p, -1);
    }
}

/* The region's computation (none for one not built), its parameters the block's arguments. */
static void on_region_begin(void *ctx, const hloa_mlir_region *r)
{
    mlir_builder *b = ctx;
    hloa_comp *c = NULL;
    if (r->of_func) {
        c = b->func;
    } else if (b->ops.len) {
        mlir_open_op *o = &b->ops.items[b->ops.len - 1];
        uint32_t k = o->regions_seen++;
        if (o->in)
            name_open_op(b, o);
        /* A StableHLO start runs its one region: a second is not built (mlir-region-op). */
        if (o->in && (!o->in->future || k == 0)) {
            c = region_comp(b, o->in, r, k);
            HLOA_VEC_PUSH(b->region_comps, c);
        }
    }
    mlir_frame f = {c, {0}, NULL, b->defined.len, r->n_args, r->off, r->label, NULL};
    if (b->spare_lists.len)
        f.list = b->spare_lists.items[--b->spare_lists.len];
    HLOA_VEC_PUSH(b->frames, f);
    if (c)
        define_args(b, top_frame(b), r->args, r->arg_types, r->n_args, r->of_func ? 2 : 1);
}

/* A block after a region's first: its label, its arguments (parameters with no number). */
static void on_block_begin(void *ctx, const hloa_mlir_block *blk)
{
    mlir_builder *b = ctx;
    mlir_frame *f = top_frame(b);
    b->errors += b->in_part; /* blocks are read whole */
    if (!f->comp)
        return;
    hloa_mlir_cfg_block(blocks_of(b, f), mlir_builder_intern(b, blk->label.off, blk->label.len), blk->label);
    define_args(b, f, blk->args, blk->arg_types, blk->n_args, 0);
}

/*
 * The region of frame f (popped, at depth) is whole: its blocks' dominators
 * found, the uses in other blocks than their values' checked, and the uses
 * waiting for it (its forward uses) resolved, or passed to the region around
 * it, or undefined at a function's end.
 */
static void resolve_blocks(mlir_builder *b, mlir_frame *f, uint32_t depth)
{
    hloa_mlir_cfg *g = f->cfg;
    if (g)
        b->errors += hloa_mlir_cfg_finish(g, b->m, f->comp, b->d);
    size_t first = b->forward.len, kept = 0;
    while (first > 0 && b->forward.items[first - 1].depth == depth)
        first--;
    mlir_instr_vec made = {0}, moved = {0}, used = {0};
    HLOA_VEC(uint32_t) made_at = {0};
    for (size_t i = first; i < b->forward.len; i++) {
        mlir_forward_use u = b->forward.items[i];
        const mlir_value *v = mlir_builder_find_value(b, u.name);
        if (v && v->comp == f->comp) {
            uint32_t def_block = block_of(f, v->instr->off);
            if (def_block == u.block || !hloa_mlir_cfg_dominates(g, def_block, u.block)) {
                hloa_mlir_not_dominated(b->m, b->d, f->comp, u.user, v->instr, u.use,
                                        def_block == u.block);
                b->errors++;
            } else if (u.direct) {
                size_t n = made.len;
                hloa_instr *in =
                    mlir_builder_use_value(b, f->comp, &made, v, u.index, u.use, u.user);
                for (; n < made.len; n++) /* a tuple element goes before the user */
                    HLOA_VEC_PUSH(made_at, u.at);
                if (u.user) {
                    u.user->operands[u.slot] = in;
                    HLOA_VEC_PUSH(used, v->instr); /* (in, or a tuple element of it) */
                } else if (!f->root) {
                    f->root = in;
                }
            }
        } else if (depth > 1) { /* (a region of a built op's: the one around it is built) */
            /* used inside this region, of the one around it: checked there */
            u.depth--;
            u.block = current_block(&b->frames.items[depth - 2]);
            u.direct = 0;
            b->forward.items[first + kept++] = u;
        } else {
            mlir_builder_set_context(b, f->comp, u.user);
            hloa_diag_add(b->d, HLOA_RULE_UNDEFINED_NAME, u.use.off, u.use.off + u.use.len,
                          "value '%.*s' is not defined before this use", (int)u.use.len,
                          b->t + u.use.off);
            b->errors++;
        }
    }
    b->forward.len = first + kept;
    if (made.len) { /* the tuple elements in among the region's instructions */
        for (size_t i = 0, k = 0; i <= f->list.len; i++) {
            for (; k < made.len && made_at.items[k] <= i; k++)
                HLOA_VEC_PUSH(moved, made.items[k]);
            if (i < f->list.len)
                HLOA_VEC_PUSH(moved, f->list.items[i]);
        }
        free(f->list.items);
        f->list = moved;
    }
    hloa_instrs_users_in_text_order(used.items, used.len);
    free(used.items);
    free(made.items);
    free(made_at.items);
    if (g) {
        hloa_mlir_cfg_release(g);
        free(g);
        f->cfg = NULL;
    }
}

static void on_region_end(void *ctx, const hloa_mlir_region *r)
{
    mlir_builder *b = ctx;
    mlir_frame f = b->frames.items[--b->frames.len];
    resolve_blocks(b, &f, (uint32_t)b->frames.len + 1);
    if (b->head_open && b->frames.len == 0) {
        /* The body the part started inside: joined with the parts before. */
        b->head_list = f.list;
        b->head_root = f.root;
        b->head_closed = 1;
        b->head_open = 0;
        mlir_builder_forget(b, f.mark);
        b->body++;
        return;
    }
    if (f.comp) {
        mlir_builder_finish_comp(b, f.comp, &f.list, f.n_params, f.root);
        if (!r->of_func) {
            f.comp->end = r->end;
            f.comp->body_close = r->end > r->off ? r->end - 1 : r->off;
        }
    }
    mlir_builder_forget(b, f.mark);
    if (b->frames.len == 0) /* a function's body */
        b->body++;
    f.list.len = 0;
    HLOA_VEC_PUSH(b->spare_lists, f.list);
}

/* A function's execution_thread attribute, if it has one: its computation's thread. */
static void set_thread(mlir_builder *b, hloa_comp *c, const hloa_mlir_func *f)
{
    for (uint32_t i = 0; i < f->n_attrs; i++)
        if (mlir_builder_span_is(b, f->attrs[i].key, "execution_thread")) {
            hloa_mlir_span v = f->attrs[i].value;
            if (v.len >= 2 && b->t[v.off] == '"')
                c->thread = mlir_builder_intern_name(b, v, 0); /* "x" -> x, made UTF-8 */
        }
}

static void on_func_begin(void *ctx, const hloa_mlir_func *f)
{
    mlir_builder *b = ctx;
    hloa_comp *c = hloa_arena_calloc(&b->m->arena, 1, sizeof(*c));
    c->name = scoped_in(b, b->scope_sym, mlir_builder_intern_name(b, f->name, 0));
    if (b->scope_sym && f->has_body)
        HLOA_VEC_PUSH(b->nested_comps, c);
    c->thread = HLOA_SYM_MAIN;
    c->off = f->off;
    c->end = f->off;
    c->name_off = f->name.off - 1;
    c->body_open = f->has_body ? f->body_off : f->off;
    c->outer = c;
    set_thread(b, c, f);
    c->result_shape = mlir_builder_types_shape(b, f->result_types, f->n_results);
    mlir_builder_check_future_types(b, f->arg_types, f->n_args);
    mlir_builder_check_future_types(b, f->result_types, f->n_results);
    hloa_comp *prev = b->in_part ? NULL : hloa_module_find_comp(b->m, c->name);
    if (prev) { /* a part's are found at the join */
        uint32_t n;
        const char *s = hloa_name(b->m, c->name, &n);
        mlir_builder_set_context(b, NULL, NULL);
        hloa_diag *dg = hloa_diag_add(b->d, HLOA_RULE_DUPLICATE_NAME, f->name.off,
                                      f->name.off + f->name.len, "function '@%.*s' is already defined",
                                      (int)n, s);
        hloa_diag_related(b->d, dg, prev->name_off, "previous definition of '@%.*s' is here",
                          (int)n, s);
        b->errors++;
    }
    add_comp(b, c, !f->has_body, NULL, 0);
    async_func_begin(b, f);
    b->func = c;
    if (f->has_body)
        b->top = c;
}

static void on_func_end(void *ctx, const hloa_mlir_func *f)
{
    mlir_builder *b = ctx;
    hloa_comp *c = b->func;
    if (c == b->head) { /* the body the part started inside */
        b->head_end = f->end;
        b->head_body_end = f->body_end;
        set_thread(b, c, f); /* a generic function's, after its body: taken at the join */
        return;
    }
    c->end = f->end;
    c->body_close = f->has_body && f->body_end > f->body_off ? f->body_end - 1 : f->end;
    set_thread(b, c, f); /* a generic function's attributes come after its body */
}

static void on_alias(void *ctx, hloa_mlir_span name, hloa_mlir_span value, int type)
{
    mlir_builder *b = ctx;
    if (!type) { /* read where an op's attribute names one whole */
        HLOA_VEC_PUSH(b->attr_alias_names, name);
        HLOA_VEC_PUSH(b->attr_alias_values, value);
        return;
    }
    HLOA_VEC_PUSH(b->alias_names, name);
    HLOA_VEC_PUSH(b->alias_values, value);
    b->aliases = (hloa_mlir_aliases){b->alias_names.items, b->alias_values.items,
                                     (uint32_t)b->alias_names.len};
    /* A type read before under this name is read again */
    if (b->types_cap)
        memset(b->types, 0, b->types_cap * sizeof(*b->types));
    b->types_len = 0;
}

/* A nested module opens (its name a symbol of the module around it) or closes. */
static void on_nested_module(void *ctx, hloa_mlir_span name, int open)
{
    mlir_builder *b = ctx;
    if (!open) {
        b->scope.len = b->scope_marks.items[--b->scope_marks.len];
    } else {
        HLOA_VEC_PUSH(b->scope_marks, (uint32_t)b->scope.len);
        uint32_t n;
        /* the name as the header gives it: without its '@', quoted or not. Not one of the
           top symbols a call may name: a module is no function ('func.call @inner' is an
           error in MLIR: it does not reference a valid function). */
        hloa_sym s = name.len ? mlir_builder_intern_name(b, name, 0) : 0;
        if (s) {
            const char *str = hloa_name(b->m, s, &n);
            hloa_strbuf_add(&b->scope, str, n);
        } else { /* no symbol, no clash: 'module 2::@f' (no symbol has a blank) */
            hloa_strbuf_adds(&b->scope, "module ");
            hloa_strbuf_addi(&b->scope, ++b->unnamed_modules);
        }
        hloa_strbuf_adds(&b->scope, "::@");
    }
    b->scope_sym = b->scope.len ? hloa_intern_copy(&b->m->names, b->scope.buf, b->scope.len) : 0;
}

static void on_module_header(void *ctx, hloa_mlir_span name, int scheduled)
{
    mlir_builder *b = ctx;
    if (name.len) {
        b->m->name = mlir_builder_intern_name(b, name, 0);
        b->m->has_header = 1;
        b->m->header_off = name.off - 1;
    }
    b->m->is_scheduled = scheduled;
}

hloa_mlir_visitor mlir_builder_visitor(mlir_builder *b)
{
    return (hloa_mlir_visitor){b,           on_module_header, on_func_begin,   on_func_end,
                               on_op_begin, on_op_end,        on_region_begin, on_region_end,
                               &b->directives, on_alias,      on_block_begin,
                               on_nested_module};
}

void mlir_builder_start_in_body(mlir_builder *b)
{
    hloa_comp *c = hloa_arena_calloc(&b->m->arena, 1, sizeof(*c));
    c->thread = HLOA_SYM_MAIN;
    c->outer = c;
    b->head = b->func = b->top = c;
    b->head_open = 1;
    mlir_frame f = {c, {0}, NULL, 0, 0, 0, {0, 0}, NULL};
    HLOA_VEC_PUSH(b->frames, f);
}

void mlir_builder_init(mlir_builder *b, hloa_module *m, hloa_diags *d)
{
    memset(b, 0, sizeof(*b));
    b->m = m;
    b->d = d;
    b->t = m->src->text;
    b->jobs = 1;
    b->body = 1; /* a value page's zeros are no body's */
    hloa_strbuf_init(&b->scratch);
    hloa_strbuf_init(&b->scope);
    hloa_arena_init(&b->value_arena);
    /* A value for about every 100 bytes of text */
    hloa_arena_expect(&b->value_arena, (m->region.end - m->region.begin) / 100 * sizeof(mlir_value));
}

void mlir_builder_release(mlir_builder *b)
{
    /* Its blocks are not kept for the next arena: no module's IR fits them, and kept they
       would stay in the peak memory of the checks that follow. */
    hloa_arena_free(&b->value_arena);
    free(b->value_pages);
    free(b->defined.items);
    free(b->refs.items);
    free(b->attrs.items);
    free(b->declared.items);
    for (size_t i = 0; i < b->frames.len; i++) {
        free(b->frames.items[i].list.items);
        if (b->frames.items[i].cfg) /* a part's body left open */
            hloa_mlir_cfg_release(b->frames.items[i].cfg);
        free(b->frames.items[i].cfg);
    }
    free(b->forward.items);
    free(b->frames.items);
    for (size_t i = 0; i < b->spare_lists.len; i++)
        free(b->spare_lists.items[i].items);
    free(b->spare_lists.items);
    free(b->async_ops.items);
    free(b->ops.items);
    free(b->region_comps.items);
    free(b->types);
    free(b->head_list.items);
    free(b->comps.items);
    free(b->unnamed_instrs.items);
    free(b->pending.items);
    free(b->head_defs.items);
    free(b->late_returns.items);
    free(b->directives.items);
    free(b->alias_names.items);
    free(b->alias_values.items);
    free(b->attr_alias_names.items);
    free(b->attr_alias_values.items);
    free(b->top_symbols.items);
    free(b->executes.items);
    free(b->async_funcs.items);
    free(b->async_calls.items);
    hloa_strbuf_release(&b->scratch);
    hloa_strbuf_release(&b->scope);
    free(b->scope_marks.items);
    free(b->nested_comps.items);
}

/* ---- the module ---- */

/* Is s the name of a function declared without a body, or of another op at the top? */
static int declared_symbol(const mlir_builder *b, hloa_sym s, int *bodiless)
{
    for (size_t k = 0; k < b->declared.len; k++)
        if (b->declared.items[k]->name == s)
            return *bodiless = 1;
    for (size_t k = 0; k < b->top_symbols.len; k++)
        if (b->top_symbols.items[k] == s)
            return 1;
    return 0;
}

/*
 * Finds every function a symbol names. What MLIR's verifiers check is an
 * error when not found: a func.call's callee (a function, maybe a
 * declaration: then it runs nothing this module shows) and an async op's
 * called_computation (a function with a body: it is what runs). Other
 * references (a custom_call's called_computations) are not checked by
 * StableHLO or MHLO: one to nothing in the module is left out.
 */
static void link_symbols(mlir_builder *b)
{
    for (size_t i = 0; i < b->refs.len; i++) {
        mlir_symbol_ref *r = &b->refs.items[i];
        hloa_sym s = scoped_in(b, r->scope, mlir_builder_intern(b, r->off, r->len));
        hloa_comp *c = hloa_module_find_comp(b->m, s);
        if (c) {
            r->instr->called[r->slot] = c;
            c->n_callers++;
            continue;
        }
        int bodiless = 0, known = declared_symbol(b, s, &bodiless);
        int op = r->instr->opcode;
        int async = op == HLOA_OP_ASYNC_START || op == HLOA_OP_ASYNC_UPDATE || op == HLOA_OP_ASYNC_DONE;
        if ((op == HLOA_OP_CALL && known) || (!async && op != HLOA_OP_CALL))
            continue;
        mlir_builder_set_context(b, r->instr->parent, r->instr);
        hloa_diag_add(b->d, HLOA_RULE_UNDEFINED_NAME, r->off - 1, r->off + r->len,
                      bodiless ? "function '@%.*s' is declared without a body: nothing to run"
                               : "function '@%.*s' is not defined in this module",
                      (int)r->len, b->t + r->off);
        b->errors++;
    }
    /* the references left out: each instruction's calls are the functions found */
    for (size_t i = 0; i < b->refs.len; i++) {
        hloa_instr *in = b->refs.items[i].instr;
        uint16_t k = 0;
        for (uint16_t j = 0; j < in->n_called; j++)
            if (in->called[j])
                in->called[k++] = in->called[j];
        in->n_called = k;
    }
}

/* The instructions passes look for, and in each computation's order and parent (a body cut
   into parts has pieces made by other builders; users are filled as operands are resolved). */
/* The entry computation: @main, else the last function; of the outermost module, unless only
   nested modules have functions. */
static void find_entry(mlir_builder *b)
{
    hloa_comp *entry = NULL;
    uint8_t *nested = hloa_xcalloc(b->m->n_comps ? b->m->n_comps : 1, 1);
    for (size_t i = 0; i < b->nested_comps.len; i++)
        nested[b->nested_comps.items[i]->index] = 1;
    for (int outer = 1; outer >= 0 && !entry; outer--)
        for (uint32_t i = 0; i < b->m->n_comps; i++) {
            hloa_comp *c = b->m->comps[i];
            uint32_t n;
            const char *s = hloa_name(b->m, c->name, &n);
            if (c->inline_body || (outer && nested[i]))
                continue;
            if (!entry || !entry->is_entry)
                entry = c;
            if (n == 4 && !memcmp(s, "main", 4))
                c->is_entry = 1, entry = c;
        }
    free(nested);
    for (uint32_t i = 0; i < b->m->n_comps; i++)
        b->m->comps[i]->is_entry = b->m->comps[i] == entry;
    b->m->entry = entry;
}

/* Each async.call against the async.func it names, found by the symbol of its name. */
static void check_async_calls(mlir_builder *b)
{
    if (!b->async_calls.len)
        return;
    hloa_sym *syms = hloa_xzeroed(b->async_funcs.len + 1, sizeof(*syms)), max = 0;
    for (size_t k = 0; k < b->async_funcs.len; k++) {
        syms[k] = mlir_builder_intern(b, b->async_funcs.items[k].name.off, b->async_funcs.items[k].name.len);
        max = syms[k] > max ? syms[k] : max;
    }
    /* by symbol: the first of a name (a second is duplicate-name) */
    uint32_t *func_of = hloa_xzeroed((size_t)max + 1, sizeof(*func_of));
    for (size_t k = b->async_funcs.len; k-- > 0;)
        func_of[syms[k]] = (uint32_t)k + 1;
    for (size_t i = 0; i < b->async_calls.len; i++) {
        const hloa_mlir_async_call *call = &b->async_calls.items[i];
        int bodiless = 0;
        hloa_sym s = call->callee.len ? mlir_builder_intern(b, call->callee.off, call->callee.len) : 0;
        uint32_t f = s && s <= max ? func_of[s] : 0;
        int other = s && (hloa_module_find_comp(b->m, s) || declared_symbol(b, s, &bodiless));
        hloa_mlir_check_async_call(b->m, b->d, call, f ? &b->async_funcs.items[f - 1] : NULL, other);
    }
    free(func_of);
    free(syms);
}

void mlir_builder_finish_module(mlir_builder *b)
{
    link_symbols(b);
    find_entry(b);
    b->m->n_directives = (uint32_t)b->directives.len;
    b->m->directives =
        hloa_arena_memdup(&b->m->arena, b->directives.items, b->directives.len, sizeof(uint32_t));
    hloa_diags_set_context(b->d, NULL, 0, NULL, 0);
    /* (An empty text, or one of comments alone, is an empty module, as mlir-opt reads it.) */
    hloa_mlir_check_ops(b->m, &b->aliases, b->d, b->async_ops.items, b->async_ops.len);
    hloa_mlir_check_unawaited(b->m, b->d, b->executes.items, b->executes.len);
    check_async_calls(b);
    hloa_diags_set_context(b->d, NULL, 0, NULL, 0);
}
