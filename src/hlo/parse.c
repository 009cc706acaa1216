/*
 * Recursive-descent parser for HLO text (reference/hlo-grammar.md). Each
 * function starts with the grammar rule it reads. Errors are reported and
 * the parser resynchronises at the next line that starts an instruction or
 * a computation; it never stops at the first error.
 *
 * Names in scope (define, look up, the scopes of computations and inline
 * bodies) are names.c's. The fast path is hlo/quick.c's: at a few points
 * the grammar asks a byte reader (hloa_quick_*) to read a plain piece of a
 * line, and reads it token by token when the reader returns 0. Without the
 * readers (hloa_parse_module_by_grammar) this is the whole parser.
 */
#include "hloasync/parse.h"

#include "hloasync/lex.h"
#include "quick.h"
#include "parser.h"
#include "tokens.h"
#include "hloasync/lookahead.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { HAND_BACK_EVERY = 2 << 20 }; /* bytes read before the text behind is handed back */

/* ---- tokens ---- */

/* advance(), after an operand list or an attribute, where a byte reader may make the token. */
static void advance_after_item(parser *p)
{
    if (!hloa_quick_next(p))
        advance(p);
}

static hloa_token peek(const parser *p)
{
    hloa_lexer copy = p->lx;
    return hloa_lex_next(&copy);
}

/*
 * The kind of the next token, cheaply: '=', '(' and '{' right after the
 * current token on the same line are read from the bytes; anything else
 * takes a full peek.
 */
static int peek_kind(const parser *p)
{
    const char *t = text(p);
    uint32_t i = p->lx.pos;
    while (i < p->lx.end && (t[i] == ' ' || t[i] == '\t'))
        i++;
    if (i < p->lx.end) {
        if (t[i] == '=')
            return HLOA_TK_EQ;
        if (t[i] == '(')
            return HLOA_TK_LPAREN;
        if (t[i] == '{')
            return HLOA_TK_LBRACE;
    }
    return peek(p).kind;
}

/* A syntax error inside the shape parser counts as ours. */
static const hloa_shape *parse_shape(parser *p)
{
    uint32_t before = p->d->counts[HLOA_SEV_ERROR];
    const hloa_shape *s = hloa_shape_parse(&p->sp, &p->tok, p->depth);
    p->errors += (int)(p->d->counts[HLOA_SEV_ERROR] - before);
    return s;
}

/*
 * Recovery: skip to the next token that starts a line and can start an
 * instruction or computation (or closes one), outside any bracket opened
 * after the error.
 */
static void synchronize(parser *p)
{
    int depth = 0;
    for (;;) {
        hloa_token t = p->tok;
        if (t.kind == HLOA_TK_EOF)
            return;
        if ((t.flags & HLOA_TF_NEWLINE) && depth <= 0 &&
            (t.kind == HLOA_TK_NAME || t.kind == HLOA_TK_IDENT || t.kind == HLOA_TK_ATTR_NAME ||
             t.kind == HLOA_TK_RBRACE))
            return;
        depth += hloa_tok_bracket(t.kind);
        advance(p);
    }
}

/* ---- names ---- */

/* Names the computation (and instruction, when name.len) in diagnostics reported next. */
static void set_context(parser *p, const hloa_comp *c, hloa_token name)
{
    uint32_t n = 0;
    const char *s = c ? hloa_name(p->m, c->name, &n) : NULL;
    hloa_diags_set_context(p->d, s, n, name.len ? text(p) + name.off : NULL, name.len);
}

/*
 * Names are copied into the arena when first seen: the source text can then be
 * handed back while the module is built (see hloa_source_done_with) without
 * every later lookup of an early name reading the text again.
 */
static hloa_sym name_sym(parser *p, hloa_token t)
{
    return hloa_intern_copy(&p->m->names, text(p) + t.off, t.len);
}

static inline hloa_instr *lookup(parser *p, hloa_sym s)
{
    return hloa_names_lookup(&p->names, s);
}

/*
 * The instruction a name written in the text refers to. The get-tuple-elements
 * made for `x#i` (new_element) are in scope under their names too, to keep the
 * names of a computation unique, but as in XLA the text cannot name them.
 */
static inline hloa_instr *lookup_written(parser *p, hloa_sym s)
{
    hloa_instr *in = lookup(p, s);
    return in && !in->generated ? in : NULL;
}

/*
 * In the head of a part that starts inside a computation's body, names the
 * parts before define are not known yet (outside it, in inline bodies and
 * once the body is closed, they are never needed).
 */
static inline int in_head(const parser *p)
{
    return p->part.continues && !p->part.head.closed && p->names.gen == p->part.head.gen;
}

/* spelled: the name's bytes in the text, or NULL (for the byte readers' cache) */
static void define(parser *p, hloa_sym s, hloa_instr *in, const char *spelled)
{
    if (p->part.continues && p->part.head.closed) {
        /* The join asks what the head defined: keep what this definition hides. */
        def_entry old = hloa_names_get(&p->names, s);
        if (old.gen == p->part.head.gen)
            HLOA_VEC_PUSH(p->part.head.shadowed, old);
    }
    hloa_quick_defined(p, s, in, spelled);
    hloa_module_note_instr_name(p->m, s);
    hloa_names_define(&p->names, s, in, p->inline_depth > 0);
}

/* The symbol of an attribute key, noted in the module (see hloa_module_note_attr_key). */
static hloa_sym attr_key(parser *p, hloa_token t)
{
    hloa_sym sym = hloa_intern_copy(&p->m->names, text(p) + t.off, t.len);
    hloa_module_note_attr_key(p->m, sym);
    return sym;
}

/* A fresh name "base", "base.1", ... not defined in the current computation. */
static hloa_sym unique_name(parser *p, const char *base)
{
    hloa_sym s = hloa_intern_copy(&p->m->names, base, strlen(base));
    for (int k = 1; lookup(p, s); k++) {
        hloa_strbuf_clear(&p->scratch);
        hloa_strbuf_addf(&p->scratch, "%s.%d", base, k);
        s = hloa_intern_copy(&p->m->names, p->scratch.buf, p->scratch.len);
    }
    return s;
}

/* ---- instructions ---- */

static void append_instr(hloa_comp *comp, instr_vec *list, hloa_instr *in)
{
    in->parent = comp;
    in->index = (uint32_t)list->len;
    HLOA_VEC_PUSH(*list, in);
}

static int parse_instruction_body(parser *p, hloa_comp *comp, instr_vec *list, hloa_instr *in,
                                  hloa_spans *sp);
static hloa_comp *parse_inline_computation(parser *p);

/*
 * A reference is interned later, in a batch (intern_comp_refs): a call names
 * a computation defined far back in the file, and in a big module looking it
 * up waits for memory at each step, unless the steps are asked for ahead.
 * The computation named by the token t is resolved once the module is read.
 */
static void add_comp_ref(parser *p, hloa_instr *in, hloa_token t)
{
    comp_ref r = {in,
                  (uint32_t)p->called.len,
                  0,
                  hloa_tok_begin(t),
                  hloa_tok_end(t),
                  t.off,
                  t.len,
                  hloa_hash_bytes(text(p) + t.off, t.len)};
    HLOA_VEC_PUSH(p->comp_refs, r);
    HLOA_VEC_PUSH(p->called, NULL);
}

/* Interns the names of the references read since the last call; before their text is
   handed back, and before they are resolved. */
static void intern_comp_refs(parser *p)
{
    enum { AHEAD = 4 }; /* names between the steps of a lookup (see hloa_intern_prefetch_step) */
    comp_ref *refs = p->comp_refs.items;
    size_t n = p->comp_refs.len;
    /* A batch is thousands of references: its first few go without their loads asked for. */
    for (size_t i = p->comp_refs_named; i < n; i++) {
        if (i + 3 * AHEAD < n)
            hloa_intern_prefetch_step(&p->m->names, refs[i + 3 * AHEAD].hash, 0);
        if (i + 2 * AHEAD < n)
            hloa_intern_prefetch_step(&p->m->names, refs[i + 2 * AHEAD].hash, 1);
        if (i + AHEAD < n)
            hloa_intern_prefetch_step(&p->m->names, refs[i + AHEAD].hash, 2);
        refs[i].name = hloa_intern_copy_hashed(&p->m->names, text(p) + refs[i].name_off,
                                               refs[i].len, refs[i].hash);
    }
    p->comp_refs_named = n;
}

/* name_list ::= '{' (name (',' name)*)? '}'   (computation or instruction names) */
static int parse_name_list(parser *p, hloa_instr *in, int computations)
{
    if (expect(p, HLOA_TK_LBRACE, "'{'"))
        return -1;
    uint32_t count = 0;
    size_t preds = p->pred_refs.len;
    const char *want = computations ? "a computation name" : "an instruction name";
    while (p->tok.kind != HLOA_TK_RBRACE) {
        if (count) {
            if (p->tok.kind != HLOA_TK_COMMA) {
                want = "',' or '}'";
                goto fail;
            }
            advance(p);
        }
        hloa_token t = p->tok;
        if (t.kind != HLOA_TK_NAME && t.kind != HLOA_TK_IDENT)
            goto fail;
        if (computations) {
            add_comp_ref(p, in, t);
        } else {
            pred_ref r = {name_sym(p, t), hloa_tok_begin(t), hloa_tok_end(t)};
            HLOA_VEC_PUSH(p->pred_refs, r);
        }
        count++;
        advance(p);
    }
    advance(p);
    return 0;
fail:
    p->pred_refs.len = preds; /* an instruction with a broken list gets no predecessors */
    return unexpected(p, want);
}

/*
 * attr_literal ::= '(' (attr_literal (',' attr_literal)* ','?)? ')' | shape literal
 * The literal= of a custom-call, as XLA's ParseLiteral reads an attribute
 * literal: each element of a tuple says its own shape.
 */
static int parse_attr_literal(parser *p)
{
    if (p->tok.kind != HLOA_TK_LPAREN) {
        const hloa_shape *s = parse_shape(p);
        return s ? hloa_literal_parse(p, s) : -1;
    }
    if (++p->depth > HLOA_MAX_DEPTH)
        return error_at(p, p->tok.off, p->tok.off + 1, HLOA_RULE_SYNTAX,
                        "maximum nesting depth exceeded");
    advance(p);
    while (p->tok.kind != HLOA_TK_RPAREN) {
        if (parse_attr_literal(p) ||
            (p->tok.kind != HLOA_TK_RPAREN && expect(p, HLOA_TK_COMMA, "',' or ')'")))
            return -1;
    }
    advance(p);
    p->depth--;
    return 0;
}

/* XLA reads literal= on a custom-call only (custom-call-start passes its attributes on). */
static int reads_literal(const hloa_instr *in)
{
    return in->opcode == HLOA_OP_CUSTOM_CALL ||
           (in->opcode == HLOA_OP_ASYNC_START && in->wrapped_opcode == HLOA_OP_CUSTOM_CALL);
}

/*
 * attr_value ::= atom+   an atom is a token or a balanced bracket group; the
 * value ends at a top-level ',' or closing bracket, or at a token that starts
 * a new line. backend_config dicts are read in raw mode.
 */
static int parse_attr_value(parser *p, hloa_instr *in, hloa_attr *a)
{
    a->val_off = hloa_tok_begin(p->tok);
    a->val = text(p) + a->val_off;
    if (in && hloa_is_comp_ref_key(a->key)) {
        hloa_token t = p->tok;
        if (t.kind == HLOA_TK_NAME || t.kind == HLOA_TK_IDENT) {
            add_comp_ref(p, in, t);
            advance(p);
            a->val_len = p->lx.last_end - a->val_off;
            return 0;
        }
        if (t.kind == HLOA_TK_LBRACE) {
            hloa_comp *c = parse_inline_computation(p);
            if (!c)
                return -1;
            HLOA_VEC_PUSH(p->called, c);
            c->n_callers++; /* one too many if the instruction's list is dropped: harmless */
            a->val_len = p->lx.last_end - a->val_off;
            return 0;
        }
        return unexpected(p, "a computation name");
    }
    if (in && (a->key == HLOA_SYM_BRANCH_COMPUTATIONS || a->key == HLOA_SYM_CALLED_COMPUTATIONS ||
               a->key == HLOA_SYM_CONTROL_PREDECESSORS)) {
        if (parse_name_list(p, in, a->key != HLOA_SYM_CONTROL_PREDECESSORS))
            return -1;
        a->val_len = p->lx.last_end - a->val_off;
        return 0;
    }
    if (a->key == HLOA_SYM_LITERAL && in && reads_literal(in)) {
        if (parse_attr_literal(p))
            return -1;
        a->val_len = p->lx.last_end - a->val_off;
        return 0;
    }
    /* A thread is a string, as XLA reads it: the passes copy it into generated text. */
    if (a->key == HLOA_SYM_ASYNC_EXECUTION_THREAD && p->tok.kind != HLOA_TK_STRING)
        return unexpected(p, "a thread name string");
    if (a->key == HLOA_SYM_BACKEND_CONFIG && p->tok.kind == HLOA_TK_LBRACE) {
        p->lx.pos = p->tok.off;
        p->tok = hloa_lex_raw_dict(&p->lx);
        if (p->tok.kind == HLOA_TK_ERROR)
            return unexpected(p, "a dict");
        advance(p);
        a->val_len = p->lx.last_end - a->val_off;
        return 0;
    }
    char stack[HLOA_MAX_DEPTH + 1];
    int depth = 0, atoms = 0, after_key = 0;
    for (;;) {
        hloa_token t = p->tok;
        int k = t.kind;
        /* `key={...}` inside a value (frontend attributes) is a JSON-ish dict: raw mode. */
        if (after_key && k == HLOA_TK_LBRACE) {
            p->lx.pos = t.off;
            p->tok = t = hloa_lex_raw_dict(&p->lx);
            k = t.kind;
        }
        after_key = k == HLOA_TK_ATTR_NAME;
        int closer = hloa_tok_bracket(k) < 0;
        /* After the first atom, a value goes on with no space in between ([2,4]<=[8],
           b01f_01io->b01f) or with a bracket group (literal=s32[2]{0} {1, 2},
           replica_groups=mesh['a'=4] {'a'}); a plain token after a space ends it. */
        int opener = hloa_tok_bracket(k) > 0;
        if (depth == 0 && (k == HLOA_TK_COMMA || closer || k == HLOA_TK_EOF ||
                           (atoms && (t.flags & HLOA_TF_NEWLINE)) ||
                           (atoms && (t.flags & HLOA_TF_SPACE) && !opener))) {
            if (!atoms)
                return unexpected(p, "an attribute value");
            break;
        }
        if (k == HLOA_TK_ERROR)
            return unexpected(p, "an attribute value");
        if (k == HLOA_TK_EOF)
            return error_at(p, a->val_off, a->val_off + 1, HLOA_RULE_SYNTAX,
                            "unclosed bracket in the value of an attribute");
        if (depth == 0 && opener) {
            /* Most groups (metadata, sharding, dimensions) hold only plain tokens: skip the bytes. */
            uint32_t after = hloa_lex_skip_plain_group(&p->lx, t.off);
            if (after) {
                atoms++;
                p->lx.pos = after;
                advance(p);
                continue;
            }
        }
        if (opener) {
            if (depth == HLOA_MAX_DEPTH)
                return error_at(p, t.off, t.off + 1, HLOA_RULE_SYNTAX,
                                "maximum nesting depth exceeded");
            stack[depth++] = k == HLOA_TK_LBRACE   ? HLOA_TK_RBRACE
                             : k == HLOA_TK_LPAREN ? HLOA_TK_RPAREN
                                                   : HLOA_TK_RBRACKET;
        } else if (closer) {
            if (stack[depth - 1] != k)
                return unexpected(p, hloa_tok_kind_name(stack[depth - 1]));
            depth--;
        }
        if (depth == 0)
            atoms++;
        advance(p);
        /* Nothing continues a string outside brackets: "a"b is a string and a stray word. */
        if (depth == 0 && k == HLOA_TK_STRING)
            break;
    }
    a->val_len = p->lx.last_end - a->val_off;
    return 0;
}

/* Text an MLIR printer writes: `module @name ...` or `func.func ...` at the start of a line. */
static int at_mlir_text(const parser *p)
{
    if (!(p->tok.flags & HLOA_TF_NEWLINE) && p->tok.off != p->m->region.begin)
        return 0;
    const char *s = text(p) + p->tok.off;
    size_t left = p->m->region.end - p->tok.off;
    return (left > 8 && (!memcmp(s, "module @", 8) || !memcmp(s, "module {", 8))) ||
           (left > 10 && !memcmp(s, "func.func ", 10));
}

/* An integer of an attribute's value past int64 (hloa_past_int64), reported: XLA refuses it
   where the IR's readers would saturate it. backend_config's JSON and the strings of
   metadata and frontend attributes hold numbers that are no attribute's integers. */
static int int_out_of_range(parser *p, const hloa_attr *a)
{
    uint32_t b, e;
    if (a->key == HLOA_SYM_BACKEND_CONFIG || a->key == HLOA_SYM_METADATA ||
        a->key == HLOA_SYM_FRONTEND_ATTRIBUTES || !hloa_past_int64(a->val, a->val_len, &b, &e))
        return 0;
    uint32_t kn;
    const char *k = hloa_name(p->m, a->key, &kn);
    return error_at(p, a->val_off + b, a->val_off + e, HLOA_RULE_SYNTAX,
                    "integer %.*s in %.*s is out of range (at most 2^63-1)",
                    (int)(e - b < 40 ? e - b : 40), a->val + b, (int)kn, k);
}

/* attributes ::= (',' ATTR_NAME attr_value)* */
static int parse_attributes(parser *p, hloa_instr *in)
{
    size_t base = p->attrs.len;
    while (p->tok.kind == HLOA_TK_COMMA) {
        hloa_attr fast;
        if (hloa_quick_attr(p, in, base, &fast)) {
            if (in && hloa_is_comp_ref_key(fast.key)) { /* `to_apply=%f`: the name's bytes */
                int percent = fast.val[0] == '%';
                add_comp_ref(p, in,
                             (hloa_token){.kind = percent ? HLOA_TK_NAME : HLOA_TK_IDENT,
                                          .flags = percent ? HLOA_TF_PERCENT : 0,
                                          .off = fast.val_off + (uint32_t)percent,
                                          .len = fast.val_len - (uint32_t)percent});
            }
            if (int_out_of_range(p, &fast))
                return -1;
            HLOA_VEC_PUSH(p->attrs, fast);
            continue;
        }
        advance(p);
        hloa_token t = p->tok;
        if (t.kind != HLOA_TK_ATTR_NAME)
            return unexpected(p, "an attribute (name=value)");
        hloa_attr a = {attr_key(p, t), t.off, 0, 0, NULL};
        for (size_t i = base; i < p->attrs.len; i++)
            if (p->attrs.items[i].key == a.key)
                return error_at(p, t.off, t.off + t.len, HLOA_RULE_SYNTAX,
                                "attribute '%.*s' already exists", (int)t.len, text(p) + t.off);
        advance(p);
        if (parse_attr_value(p, in, &a) || int_out_of_range(p, &a))
            return -1;
        HLOA_VEC_PUSH(p->attrs, a);
    }
    return 0;
}

/*
 * XLA's ParseOpcode has no sugar for these: X-start, X-update and X-done of
 * them are unknown opcodes (the first-class forms are what it reads).
 */
static const struct {
    uint8_t wrapped;     /* X */
    const char *forms;   /* its async form, for the message */
} no_sugar[] = {
    {HLOA_OP_ALL_GATHER, "all-gather-start/all-gather-done"},
    {HLOA_OP_ALL_REDUCE, "all-reduce-start/all-reduce-done"},
    {HLOA_OP_COLLECTIVE_PERMUTE, "collective-permute-start/collective-permute-done"},
    {HLOA_OP_COPY, "copy-start/copy-done"},
    {HLOA_OP_RECV, "recv/recv-done"},
    {HLOA_OP_SEND, "send/send-done"},
};

/*
 * Resolves an opcode token; handles X-start/X-update/X-done sugar (rules R1,
 * R2). Sugar XLA refuses is reported and sets p->refused: the instruction is
 * read on as one of an unknown opcode, kept with its operands (its neighbours
 * see whom it uses) and marked broken, so that no check guesses about it.
 */
static void resolve_opcode(parser *p, hloa_instr *in, hloa_token t)
{
    const char *s = text(p) + t.off;
    in->wrapped_opcode = HLOA_OP_UNKNOWN;
    int op = hloa_opcode_lookup(s, t.len);
    if (op >= 0) {
        in->opcode = (uint16_t)op;
        return;
    }
    static const struct {
        const char *suffix;
        uint16_t opcode;
    } suffixes[] = {
        {"-start", HLOA_OP_ASYNC_START},
        {"-update", HLOA_OP_ASYNC_UPDATE},
        {"-done", HLOA_OP_ASYNC_DONE},
    };
    for (size_t i = 0; i < sizeof(suffixes) / sizeof(suffixes[0]); i++) {
        size_t n = strlen(suffixes[i].suffix);
        if (t.len <= n || memcmp(s + t.len - n, suffixes[i].suffix, n) != 0)
            continue;
        int base = hloa_opcode_lookup(s, t.len - (uint32_t)n);
        if (base < 0)
            continue;
        for (size_t k = 0; k < sizeof(no_sugar) / sizeof(no_sugar[0]); k++)
            if (no_sugar[k].wrapped == base) {
                in->opcode = HLOA_OP_UNKNOWN;
                p->refused = 1;
                error_at(p, t.off, t.off + t.len, HLOA_RULE_SYNTAX,
                         "'%.*s' is not an opcode: XLA has no async sugar for %s; %s are its "
                         "async form",
                         (int)t.len, s, hloa_opcodes[base].name, no_sugar[k].forms);
                return;
            }
        in->opcode = suffixes[i].opcode;
        in->wrapped_opcode = (uint16_t)base;
        in->sugar = in->wrapped_opcode == HLOA_OP_CALL ? HLOA_SUGAR_CALL : HLOA_SUGAR_OP;
        p->m->sugared_starts += in->sugar == HLOA_SUGAR_OP && in->opcode == HLOA_OP_ASYNC_START;
        return;
    }
    in->opcode = HLOA_OP_UNKNOWN;
    error_at(p, t.off, t.off + t.len, HLOA_RULE_UNKNOWN_OPCODE, "unknown opcode '%.*s'",
             (int)t.len, s);
}

/* Does the current token start the next instruction (`name =` or ROOT at a line start)? */
static int at_instruction_start(const parser *p)
{
    if (!(p->tok.flags & HLOA_TF_NEWLINE))
        return 0;
    if (p->tok.kind == HLOA_TK_ATTR_NAME || tok_is(p, p->tok, "ROOT"))
        return 1;
    return (p->tok.kind == HLOA_TK_NAME || p->tok.kind == HLOA_TK_IDENT) &&
           peek_kind(p) == HLOA_TK_EQ;
}

/*
 * The get-tuple-element XLA's parser makes for the `#index` of an operand
 * `x#...#index` (parse_element_operand), keyed by that path in the names of the
 * computation. Named as XLA names it, the path with '_' for '#' (x_1_0),
 * unique in the computation; generated, with the spans of the path as
 * written, where diagnostics about it point; before its user, as XLA puts it.
 */
static hloa_instr *new_element(parser *p, hloa_comp *comp, instr_vec *list, hloa_instr *tuple,
                               int64_t index, hloa_token index_tok, hloa_sym key, uint32_t off,
                               uint32_t end)
{
    hloa_instr *g = hloa_arena_calloc(&p->m->arena, 1, sizeof(*g));
    g->generated = 1;
    g->opcode = HLOA_OP_GET_TUPLE_ELEMENT;
    g->wrapped_opcode = HLOA_OP_UNKNOWN;
    const hloa_shape *ts = tuple->shape;
    g->shape = ts ? ts->elems[index] : NULL; /* unknown when the tuple's is not written */
    g->off = off;
    g->end = end;
    g->opcode_off = off;
    g->opcode_len = (uint16_t)(end - off < UINT16_MAX ? end - off : UINT16_MAX);
    uint32_t after = off + g->opcode_len;
    hloa_spans sp = {off, off, off, off, after, after};
    hloa_instr_set_spans(p->m, g, &sp);
    g->n_operands = 1;
    g->operands = hloa_arena_memdup(&p->m->arena, &tuple, 1, sizeof(tuple));
    tuple->n_users++; /* counted for hloa_instr_fill_users, as an operand list does */
    const char *v = hloa_arena_printf(&p->m->arena, "%lld", (long long)index);
    hloa_attr a = {hloa_intern_copy(&p->m->names, "index", 5), index_tok.off, index_tok.off,
                   (uint32_t)strlen(v), v};
    hloa_module_note_attr_key(p->m, a.key);
    g->n_attrs = 1;
    g->attrs = hloa_arena_memdup(&p->m->arena, &a, 1, sizeof(a));
    uint32_t n;
    const char *k = hloa_name(p->m, key, &n);
    char *base = hloa_arena_strndup(&p->m->arena, k, n);
    for (char *c = base; *c; c++)
        if (*c == '#')
            *c = '_';
    g->name = unique_name(p, base);
    define(p, g->name, g, NULL);
    define(p, key, g, NULL);
    append_instr(comp, list, g);
    return g;
}

/*
 * operand ::= shape? name ('#' INT)+   (the name read and def its definition, '#' current)
 * XLA's compact get-tuple-element: `p#1#0` is element 0 of element 1 of p,
 * each step an instruction made once per computation (new_element). A written
 * shape is that of the last element. Problems are reported as XLA's parser
 * finds them and the operand is then undefined.
 */
static int parse_element_operand(parser *p, hloa_comp *comp, instr_vec *list, hloa_token name,
                                 hloa_instr *def, const hloa_shape *written, uint32_t shape_off)
{
    uint32_t b = hloa_tok_begin(name), e = hloa_tok_end(name);
    const char *t = text(p);
    /* Its base, and elements made of it, may be in the parts before: read the module whole. */
    p->part.cut_unsafe |= in_head(p);
    if (!def && !in_head(p))
        error_at(p, b, e, HLOA_RULE_UNDEFINED_NAME, "operand '%.*s' is not defined%s",
                 (int)name.len, t + name.off, " in this computation");
    hloa_strbuf key = HLOA_STRBUF_INIT;
    hloa_strbuf_add(&key, t + name.off, name.len);
    hloa_instr *cur = def;
    while (p->tok.kind == HLOA_TK_HASH) {
        advance(p);
        hloa_token it = p->tok;
        int64_t index;
        if (it.kind != HLOA_TK_INT || hloa_tok_int(t, it, &index)) {
            hloa_strbuf_release(&key);
            return unexpected(p, "a tuple index after '#'");
        }
        advance(p);
        uint32_t of = e; /* the path so far: [b, of) */
        e = hloa_tok_end(it);
        if (!cur)
            continue;
        const hloa_shape *ts = cur->shape;
        if (index < 0 || (ts && (ts->kind != HLOA_SHAPE_TUPLE || (uint64_t)index >= ts->n))) {
            hloa_strbuf_clear(&p->scratch);
            if (ts)
                hloa_shape_print(&p->scratch, ts);
            if (index < 0)
                error_at(p, b, e, HLOA_RULE_SYNTAX,
                         "'%.*s' takes element %lld of '%.*s': a tuple index is not negative",
                         (int)(e - b), t + b, (long long)index, (int)(of - b), t + b);
            else if (ts->kind != HLOA_SHAPE_TUPLE)
                error_at(p, b, e, HLOA_RULE_SYNTAX,
                         "'%.*s' takes element %lld of '%.*s', which is not a tuple: its shape "
                         "is %s",
                         (int)(e - b), t + b, (long long)index, (int)(of - b), t + b,
                         p->scratch.buf);
            else
                error_at(p, b, e, HLOA_RULE_SYNTAX,
                         "'%.*s' takes element %lld of '%.*s', which has %u element%s: %s",
                         (int)(e - b), t + b, (long long)index, (int)(of - b), t + b, ts->n,
                         ts->n == 1 ? "" : "s", p->scratch.buf);
            cur = NULL;
            continue;
        }
        hloa_strbuf_addf(&key, "#%lld", (long long)index);
        hloa_sym ks = hloa_intern_copy(&p->m->names, key.buf, key.len);
        hloa_instr *g = lookup(p, ks);
        cur = g ? g : new_element(p, comp, list, cur, index, it, ks, b, e);
    }
    hloa_strbuf_release(&key);
    if (cur && written && cur->shape && !hloa_shape_compatible(written, cur->shape)) {
        hloa_strbuf_clear(&p->scratch);
        hloa_shape_print(&p->scratch, written);
        hloa_strbuf_adds(&p->scratch, " vs ");
        hloa_shape_print(&p->scratch, cur->shape);
        hloa_diag *dg = hloa_diag_add(
            p->d, HLOA_RULE_OPERAND_SHAPE, shape_off, e,
            "declared operand shape is not compatible with the shape of '%.*s' (%s)",
            (int)(e - b), t + b, p->scratch.buf);
        hloa_diag_related(p->d, dg, def->off, "'%.*s' is defined here", (int)name.len,
                          t + name.off);
        p->errors++;
    }
    HLOA_VEC_PUSH(p->ops, cur);
    return 0;
}

/* operand ::= shape? name | shape? opcode operands   (nested, no attributes) */
static int parse_operand(parser *p, hloa_comp *comp, instr_vec *list)
{
    if (at_instruction_start(p))
        return error_at(p, p->lx.last_end, p->lx.last_end + 1, HLOA_RULE_SYNTAX,
                        "expected ')' to close the operand list before the next instruction");
    const hloa_shape *written = NULL;
    uint32_t shape_off = hloa_tok_begin(p->tok);
    if (hloa_shape_starts(&p->lx, p->tok)) {
        written = parse_shape(p);
        if (!written)
            return -1;
        p->m->operand_shapes = 1;
    }
    hloa_token t = p->tok;
    if (t.kind == HLOA_TK_IDENT && peek_kind(p) == HLOA_TK_LPAREN) {
        /* A nested instruction: it is placed before the one that uses it. */
        hloa_instr *nested = hloa_arena_calloc(&p->m->arena, 1, sizeof(*nested));
        nested->anonymous = 1;
        nested->shape = written;
        nested->off = shape_off;
        hloa_spans sp = {.name_off = t.off,
                         .shape_off = shape_off,
                         .shape_end = written ? p->lx.last_end : shape_off};
        if (parse_instruction_body(p, comp, list, nested, &sp))
            return -1;
        nested->end = p->lx.last_end;
        hloa_instr_set_spans(p->m, nested, &sp);
        hloa_strbuf_clear(&p->scratch);
        uint32_t n;
        const char *op = hloa_opcode_name(nested, p->m, &n);
        char base[128];
        snprintf(base, sizeof(base), "%.*s.anon", (int)(n < 100 ? n : 100), op);
        nested->name = unique_name(p, base);
        p->part.cut_unsafe |= in_head(p); /* unique in this part, maybe not in the whole */
        define(p, nested->name, nested, NULL);
        append_instr(comp, list, nested);
        HLOA_VEC_PUSH(p->ops, nested);
        return 0;
    }
    if (t.kind != HLOA_TK_NAME && t.kind != HLOA_TK_IDENT)
        return unexpected(p, "an operand name");
    hloa_sym s = name_sym(p, t);
    hloa_instr *def = lookup_written(p, s);
    uint32_t b = hloa_tok_begin(t), e = hloa_tok_end(t);
    advance(p);
    if (p->tok.kind == HLOA_TK_HASH)
        return parse_element_operand(p, comp, list, t, def, written, shape_off);
    if (!def && in_head(p)) {
        pending_operand u = {NULL, (uint32_t)p->ops.len, s, written};
        HLOA_VEC_PUSH(p->part.head.pending, u);
    } else if (!def) {
        error_at(p, b, e, HLOA_RULE_UNDEFINED_NAME, "operand '%.*s' is not defined%s", (int)t.len,
                 text(p) + t.off, " in this computation");
    } else if (written && def->shape && !hloa_shape_compatible(written, def->shape)) {
        hloa_strbuf_clear(&p->scratch);
        hloa_shape_print(&p->scratch, written);
        hloa_strbuf_adds(&p->scratch, " vs ");
        hloa_shape_print(&p->scratch, def->shape);
        hloa_diag *dg = hloa_diag_add(
            p->d, HLOA_RULE_OPERAND_SHAPE, shape_off, e,
            "declared operand shape is not compatible with the shape of '%.*s' (%s)", (int)t.len,
            text(p) + t.off, p->scratch.buf);
        hloa_diag_related(p->d, dg, def->off, "'%.*s' is defined here", (int)t.len,
                          text(p) + t.off);
        p->errors++;
    }
    HLOA_VEC_PUSH(p->ops, def);
    return 0;
}

/* operands ::= '(' (operand (',' operand)*)? ')' */
static int parse_operands(parser *p, hloa_comp *comp, instr_vec *list, hloa_instr *in,
                          hloa_spans *sp)
{
    size_t base = p->ops.len;
    sp->operands_off = p->tok.off;
    if (++p->depth > HLOA_MAX_DEPTH)
        return error_at(p, p->tok.off, p->tok.off + 1, HLOA_RULE_SYNTAX,
                        "maximum nesting depth exceeded");
    if (!hloa_quick_operands(p)) {
        if (expect(p, HLOA_TK_LPAREN, "'('"))
            return -1;
        while (p->tok.kind != HLOA_TK_RPAREN) {
            if (p->ops.len > base && expect(p, HLOA_TK_COMMA, "',' or ')'"))
                return -1;
            if (parse_operand(p, comp, list))
                return -1;
        }
    }
    sp->operands_end = p->tok.off + 1;
    advance_after_item(p);
    p->depth--;
    size_t n = p->ops.len - base;
    if (n > UINT32_MAX / 2)
        return unexpected(p, "fewer operands");
    in->n_operands = (uint32_t)n;
    in->operands = hloa_arena_memdup(&p->m->arena, HLOA_VEC_AT(p->ops, base), n, sizeof(hloa_instr *));
    for (size_t k = 0; k < n; k++)
        if (in->operands[k])
            in->operands[k]->n_users++; /* counted for hloa_instr_fill_users */
    /* The operands left for the join are found in this list (nested lists took theirs). */
    for (size_t i = p->part.head.pending.len;
         i-- > 0 && !p->part.head.pending.items[i].user && p->part.head.pending.items[i].slot >= base;) {
        p->part.head.pending.items[i].user = in;
        p->part.head.pending.items[i].slot -= (uint32_t)base;
    }
    p->ops.len = base;
    return 0;
}

/*
 * instruction_body ::= opcode operands attribute*
 *   parameter takes '(' INT ')', constant '(' literal ')'
 */
static int parse_after_opcode(parser *p, hloa_comp *comp, instr_vec *list, hloa_instr *in,
                              hloa_spans *sp);

static int parse_instruction_body(parser *p, hloa_comp *comp, instr_vec *list, hloa_instr *in,
                                  hloa_spans *sp)
{
    hloa_token op = p->tok;
    if (op.kind != HLOA_TK_IDENT)
        return unexpected(p, "an opcode");
    if (op.len > UINT16_MAX)
        return error_at(p, op.off, op.off + op.len, HLOA_RULE_SYNTAX,
                        "an opcode of %u bytes: no opcode is longer than %u", op.len,
                        (unsigned)UINT16_MAX);
    in->opcode_off = op.off;
    in->opcode_len = (uint16_t)op.len;
    resolve_opcode(p, in, op);
    advance(p);
    return parse_after_opcode(p, comp, list, in, sp);
}

/* What follows the opcode (current token: the one after it). */
static int parse_after_opcode(parser *p, hloa_comp *comp, instr_vec *list, hloa_instr *in,
                              hloa_spans *sp)
{
    if (in->opcode == HLOA_OP_PARAMETER) {
        sp->operands_off = p->tok.off;
        if (hloa_quick_parameter_number(p, in, sp))
            return 0;
        if (expect(p, HLOA_TK_LPAREN, "'('"))
            return -1;
        hloa_token n = p->tok;
        int64_t number;
        if (n.kind != HLOA_TK_INT || hloa_tok_int(text(p), n, &number) || number < 0 ||
            number > INT32_MAX)
            return unexpected(p, "a parameter number");
        in->param_number = (int32_t)number;
        advance(p);
        sp->operands_end = p->tok.off + 1;
        if (expect(p, HLOA_TK_RPAREN, "')'"))
            return -1;
    } else if (in->opcode == HLOA_OP_CONSTANT) {
        sp->operands_off = p->tok.off;
        size_t before = p->d->list.len;
        int rc = expect(p, HLOA_TK_LPAREN, "'('") || hloa_literal_parse(p, in->shape);
        if (!rc)
            sp->operands_end = p->tok.off + 1;
        if (rc || expect(p, HLOA_TK_RPAREN, "')'")) {
            /* What XLA builds of a literal it refuses is moot: no constant-scalar-fill. */
            for (size_t i = before; i < p->d->list.len; i++)
                if (p->d->list.items[i].rule == HLOA_RULE_CONSTANT_SCALAR_FILL)
                    hloa_diags_drop(p->d, i);
            return -1;
        }
    } else if (parse_operands(p, comp, list, in, sp)) {
        return -1;
    }
    return 0;
}

/* Checks made once the whole instruction is read. */
static void check_instruction(parser *p, const hloa_instr *in, const hloa_spans *sp)
{
    const hloa_opcode_info *info = &hloa_opcodes[in->opcode];
    uint32_t ol = in->opcode_len;
    const char *os = text(p) + in->opcode_off;
    if (!in->shape && (info->flags & HLOA_OPF_NEEDS_SHAPE))
        error_at(p, in->opcode_off, in->opcode_off + ol, HLOA_RULE_MISSING_SHAPE,
                 "'%.*s' needs an explicit result shape", (int)ol, os);
    int arity = info->arity, late = 0;
    if (in->sugar == HLOA_SUGAR_OP && in->opcode == HLOA_OP_ASYNC_START) {
        /* X-start may bind fewer and leave the rest to its updates (XLA makes stand-ins). */
        arity = hloa_opcodes[in->wrapped_opcode].arity;
        late = 1;
    }
    if (in->opcode != HLOA_OP_PARAMETER && in->opcode != HLOA_OP_CONSTANT && arity >= 0 &&
        (late ? in->n_operands > (uint32_t)arity : in->n_operands != (uint32_t)arity))
        error_at(p, sp->operands_off, sp->operands_end, HLOA_RULE_SYNTAX,
                 late ? "'%.*s' binds at most %d operand%s, but has %u"
                      : "'%.*s' expects %d operand%s, but has %u", (int)ol, os, arity,
                 arity == 1 ? "" : "s", in->n_operands);
}

/* The first instruction of the first computation tells whether the text writes names with
   '%'; in a part that starts inside a body, the head's first may be it (see join_parts,
   hlo/parts.c). An inline body's first instruction inside it does not. */
static void note_percent_names(parser *p, const hloa_comp *comp, const instr_vec *list,
                               hloa_token name)
{
    if (!p->told_percent && list->len == 0 && p->m->n_comps <= 1 &&
        !(p->part.continues && comp != p->part.head.comp)) {
        p->m->percent_names = (name.flags & HLOA_TF_PERCENT) != 0;
        p->told_percent = 1;
    }
}

/*
 * Moves what was read of in onto the stacks (attributes from attr_base,
 * called computations from called_base, references from ref_base) into its
 * record; rc is how reading it went, and what this returns.
 */
static int keep_attrs_and_called(parser *p, hloa_instr *in, size_t attr_base, size_t called_base,
                                 size_t ref_base, int rc)
{
    size_t na = p->attrs.len - attr_base, nc = p->called.len - called_base;
    if (na > HLOA_MAX_ATTRS || nc > HLOA_MAX_ATTRS) {
        /* The record counts them in 16 bits; no dump comes near. */
        if (!rc)
            rc = error_at(p, in->off, in->end, HLOA_RULE_SYNTAX,
                          "an instruction with %zu attributes and %zu computation references: "
                          "at most %d of each are read",
                          na, nc, HLOA_MAX_ATTRS);
        na = nc = 0;
        size_t kept = ref_base; /* its references were to slots of the dropped list */
        for (size_t i = ref_base; i < p->comp_refs.len; i++)
            if (p->comp_refs.items[i].instr != in)
                p->comp_refs.items[kept++] = p->comp_refs.items[i];
        p->comp_refs.len = kept;
        /* Those kept moved down: intern them again rather than skip one (it does no harm). */
        if (p->comp_refs_named > ref_base)
            p->comp_refs_named = ref_base;
    }
    in->n_attrs = (uint16_t)na;
    in->attrs = hloa_arena_memdup(&p->m->arena, HLOA_VEC_AT(p->attrs, attr_base), na,
                                  sizeof(hloa_attr));
    /* A channel_id is read by a check of the whole module (check/channels.c): a copy keeps
       it from bringing back every page of a big dump's text, handed back by then. */
    for (size_t k = 0; k < na; k++)
        if (in->attrs[k].key == HLOA_SYM_CHANNEL_ID)
            in->attrs[k].val =
                hloa_arena_strndup(&p->m->arena, in->attrs[k].val, in->attrs[k].val_len);
    in->n_called = (uint16_t)nc;
    in->called = hloa_arena_memdup(&p->m->arena, HLOA_VEC_AT(p->called, called_base), nc,
                                   sizeof(hloa_comp *));
    p->attrs.len = attr_base;
    p->called.len = called_base;
    /* Pending references hold stack positions; make them relative to this instruction. */
    for (size_t i = ref_base; i < p->comp_refs.len; i++)
        if (p->comp_refs.items[i].instr == in)
            p->comp_refs.items[i].slot -= (uint32_t)called_base;
    return rc;
}

/* Names in (its name token and that name's hash) and defines it, unless its computation
   has an instruction of that name already. */
static void define_instruction(parser *p, hloa_instr *in, hloa_token name, uint32_t name_hash,
                               const hloa_spans *sp)
{
    in->name = hloa_intern_new_hashed(&p->m->names, text(p) + name.off, name.len, name_hash);
    hloa_instr *prev = lookup(p, in->name);
    if (prev && prev->generated) {
        /* A get-tuple-element made for `x#i` (new_element) has the name: it takes another. */
        uint32_t n;
        const char *s = hloa_name(p->m, prev->name, &n);
        prev->name = unique_name(p, hloa_arena_strndup(&p->m->arena, s, n));
        define(p, prev->name, prev, NULL);
        prev = NULL;
    }
    if (!prev) {
        define(p, in->name, in, text(p) + name.off);
        return;
    }
    uint32_t n;
    const char *s = hloa_name(p->m, in->name, &n);
    hloa_diag *dg = hloa_diag_add(p->d, HLOA_RULE_DUPLICATE_NAME, sp->name_off, hloa_tok_end(name),
                                  "instruction '%.*s' is already defined in this computation",
                                  (int)n, s);
    hloa_spans prev_sp;
    hloa_instr_spans(p->m, prev, &prev_sp);
    hloa_diag_related(p->d, dg, prev_sp.name_off, "previous definition of '%.*s' is here", (int)n,
                      s);
    p->errors++;
}

/*
 * instruction ::= 'ROOT'? name '=' shape? instruction_body
 * An instruction with an error after its name is still defined and kept
 * (marked broken) so that its users do not report it as undefined.
 */
static int parse_instruction(parser *p, hloa_comp *comp, instr_vec *list)
{
    hloa_instr *in = hloa_arena_calloc(&p->m->arena, 1, sizeof(*in));
    in->off = hloa_tok_begin(p->tok);
    if (tok_is(p, p->tok, "ROOT")) {
        in->is_root = 1;
        advance(p);
    }
    hloa_token name = p->tok;
    hloa_spans sp = {.name_off = hloa_tok_begin(name)};
    int plain = 0;
    if (name.kind == HLOA_TK_ATTR_NAME) {
        advance(p);
    } else if (name.kind == HLOA_TK_NAME || name.kind == HLOA_TK_IDENT) {
        plain = hloa_quick_prefix(p, name, in, &sp);
        if (!plain) {
            advance(p);
            if (expect(p, HLOA_TK_EQ, "'=' after the instruction name"))
                return -1;
        }
    } else {
        return unexpected(p, "an instruction");
    }
    /* Interned after the body: by then the slot of this (new) name is in cache. */
    uint32_t name_hash = hloa_intern_prefetch(&p->m->names, text(p) + name.off, name.len);
    set_context(p, comp, name);
    note_percent_names(p, comp, list, name);
    size_t attr_base = p->attrs.len, called_base = p->called.len, ref_base = p->comp_refs.len;
    int rc = 0, outer_refused = p->refused; /* of the instruction whose inline body this is in */
    p->refused = 0;
    if (plain) {
        resolve_opcode(p, in, (hloa_token){.kind = HLOA_TK_IDENT, .off = in->opcode_off,
                                          .len = in->opcode_len});
        rc = parse_after_opcode(p, comp, list, in, &sp);
    } else {
        sp.shape_off = sp.shape_end = hloa_tok_begin(p->tok);
        if (hloa_shape_starts(&p->lx, p->tok)) {
            in->shape = parse_shape(p);
            sp.shape_end = p->lx.last_end;
            rc = in->shape ? 0 : -1;
        }
        if (!rc)
            rc = parse_instruction_body(p, comp, list, in, &sp);
    }
    if (!rc)
        rc = parse_attributes(p, in);
    if (!rc && !(p->tok.flags & HLOA_TF_NEWLINE) && p->tok.kind != HLOA_TK_EOF &&
        p->tok.kind != HLOA_TK_RBRACE)
        rc = unexpected(p, "',' and an attribute, or the end of the instruction");
    if (p->refused)
        rc = -1; /* reported; the line is read, so nothing is skipped */
    p->refused = outer_refused;
    in->end = p->lx.last_end;
    hloa_instr_set_spans(p->m, in, &sp);
    rc = keep_attrs_and_called(p, in, attr_base, called_base, ref_base, rc);
    in->broken = rc != 0;
    define_instruction(p, in, name, name_hash, &sp);
    if (!rc)
        check_instruction(p, in, &sp);
    append_instr(comp, list, in);
    set_context(p, comp, (hloa_token){0});
    return rc;
}

/* Does the current token start a computation (ENTRY, or a name followed by '(' or '{')? */
static int at_computation_start(const parser *p)
{
    if (!(p->tok.flags & HLOA_TF_NEWLINE))
        return 0;
    if (tok_is(p, p->tok, "ENTRY"))
        return 1;
    if (p->tok.kind != HLOA_TK_NAME && p->tok.kind != HLOA_TK_IDENT)
        return 0;
    /* Asked at every instruction line: its ` = ` answers first (the padding follows end). */
    const char *t = text(p);
    if (t[p->lx.pos] == ' ' && t[p->lx.pos + 1] == '=')
        return 0;
    int next = peek_kind(p);
    return next == HLOA_TK_LPAREN || next == HLOA_TK_LBRACE;
}

/* ---- computations ---- */

static void resolve_control_preds(parser *p, size_t base)
{
    for (size_t i = base; i < p->pred_refs.len; i++) {
        pred_ref *r = &p->pred_refs.items[i];
        if (!lookup_written(p, r->name)) {
            uint32_t n;
            const char *s = hloa_name(p->m, r->name, &n);
            error_at(p, r->off, r->end, HLOA_RULE_UNDEFINED_NAME,
                     "control predecessor '%.*s' is not defined in this computation", (int)n, s);
        }
    }
    p->pred_refs.len = base;
}

/* Checks and freezes a computation whose instructions are in c->instrs. */
void hloa_parser_settle_computation(parser *p, hloa_comp *c)
{
    hloa_instr *root = NULL;
    int64_t max_param = -1;
    c->kinds = 0;
    p->marked.len = 0;
    p->marked_kinds.len = 0;
    p->params.len = 0;
    /* One visit per instruction (a big computation does not fit in cache), the parameters
       kept for the passes over them below. */
    for (uint32_t i = 0; i < c->n_instrs; i++) {
        hloa_instr *in = c->instrs[i];
        /* Already so, except in a body cut into parts: joined here, not in a visit of its own. */
        in->parent = c;
        in->index = i;
        hloa_instr_fill_users(in, &p->m->arena);
        uint8_t kinds = hloa_instr_kinds(in);
        c->kinds |= kinds;
        if (kinds) {
            HLOA_VEC_PUSH(p->marked, in);
            HLOA_VEC_PUSH(p->marked_kinds, kinds);
        }
        if (in->is_root) {
            if (root) {
                hloa_diag *dg =
                    hloa_diag_add(p->d, HLOA_RULE_SYNTAX, in->off, in->off + 4,
                                  "one computation should have only one ROOT");
                hloa_diag_related(p->d, dg, root->off, "the first ROOT is here");
                p->errors++;
                in->is_root = 0;
            } else {
                root = in;
            }
        }
        if (in->opcode == HLOA_OP_PARAMETER) {
            HLOA_VEC_PUSH(p->params, in);
            if (!in->broken && in->param_number > max_param)
                max_param = in->param_number;
        }
    }
    if (!root && c->n_instrs) {
        root = c->instrs[c->n_instrs - 1];
        root->is_root = 1;
    }
    c->root = root;
    c->n_marked = (uint32_t)p->marked.len;
    c->marked =
        hloa_arena_memdup(&p->m->arena, p->marked.items, p->marked.len, sizeof(hloa_instr *));
    c->marked_kinds = hloa_arena_memdup(&p->m->arena, p->marked_kinds.items, p->marked.len, 1);
    if (max_param >= (int64_t)c->n_instrs) {
        /* A parameter number no list of this size can reach: leave params empty. */
        hloa_instr *in = NULL;
        for (size_t i = 0; i < p->params.len; i++)
            if (p->params.items[i]->param_number == max_param)
                in = p->params.items[i];
        hloa_spans sp;
        hloa_instr_spans(p->m, in, &sp);
        error_at(p, sp.operands_off, sp.operands_end, HLOA_RULE_SYNTAX,
                 "parameter number %lld leaves gaps: the computation has only %u instructions",
                 (long long)max_param, c->n_instrs);
        max_param = -1;
    }
    c->n_params = (uint32_t)(max_param + 1);
    c->params = hloa_arena_calloc(&p->m->arena, c->n_params, sizeof(hloa_instr *));
    for (size_t i = 0; i < p->params.len && max_param >= 0; i++) {
        hloa_instr *in = p->params.items[i];
        if (in->broken)
            continue;
        hloa_instr **slot = &c->params[in->param_number];
        if (*slot) {
            hloa_spans sp, first;
            hloa_instr_spans(p->m, in, &sp);
            hloa_instr_spans(p->m, *slot, &first);
            hloa_diag *dg =
                hloa_diag_add(p->d, HLOA_RULE_SYNTAX, sp.operands_off, sp.operands_end,
                              "duplicate parameter number %lld", (long long)in->param_number);
            hloa_diag_related(p->d, dg, first.operands_off, "parameter %lld is also here",
                              (long long)in->param_number);
            p->errors++;
            continue;
        }
        *slot = in;
    }
    for (uint32_t i = 0; i < c->n_params; i++)
        if (!c->params[i]) {
            error_at(p, c->name_off, c->body_open, HLOA_RULE_SYNTAX,
                     "parameter number %u is missing from this computation", i);
            break;
        }
    if (c->result_shape && root && root->shape &&
        !hloa_shape_compatible(c->result_shape, root->shape)) {
        hloa_strbuf_clear(&p->scratch);
        hloa_shape_print(&p->scratch, c->result_shape);
        hloa_strbuf_adds(&p->scratch, ", is not compatible with that of its root instruction, ");
        hloa_shape_print(&p->scratch, root->shape);
        uint32_t n;
        const char *s = hloa_name(p->m, c->name, &n);
        error_at(p, c->name_off, c->body_open, HLOA_RULE_SYNTAX, "shape of computation '%.*s', %s",
                 (int)n, s, p->scratch.buf);
    }
}

static void finish_computation(parser *p, hloa_comp *c, instr_vec *list)
{
    c->n_instrs = (uint32_t)list->len;
    c->instrs = hloa_arena_memdup(&p->m->arena, list->items, list->len, sizeof(hloa_instr *));
    hloa_parser_settle_computation(p, c);
}

/* Moves the control predecessors from base on that this part does not define to preds. */
static void keep_preds(parser *p, size_t base, segment *seg)
{
    for (size_t i = base; i < p->pred_refs.len; i++)
        if (!lookup_written(p, p->pred_refs.items[i].name))
            HLOA_VEC_PUSH(seg->preds, p->pred_refs.items[i]);
    p->pred_refs.len = base;
}

/*
 * Reads instructions into list up to the '}' that closes the body, or the end
 * of the text. `continued`: the body started before the text does, so it is
 * not empty however few instructions list has.
 */
static void read_instructions(parser *p, hloa_comp *c, instr_vec *list, int continued)
{
    while (p->tok.kind != HLOA_TK_RBRACE && p->tok.kind != HLOA_TK_EOF &&
           !((list->len || continued) && at_computation_start(p))) {
        hloa_token start = p->tok;
        /* Every few MB, let the source drop the text already read (a big dump need not
           stay resident while its IR is built; what a pass reads again comes back), and
           stop a part whose names ran out (it is read again: see parse_parts, hlo/parts.c). */
        if (start.off - p->handed_back >= HAND_BACK_EVERY) {
            uint32_t upto = start.off - HAND_BACK_EVERY / 2;
            intern_comp_refs(p);
            hloa_source_done_with(p->m->src, p->handed_back, upto);
            p->handed_back = upto;
            if (hloa_interner_full(&p->m->names))
                break;
        }
        if (parse_instruction(p, c, list)) {
            synchronize(p);
            if (start.off == p->tok.off)
                advance(p);
        }
    }
}

/*
 * After read_instructions: the '}' closes the body of c, whose instructions
 * are in list and whose control predecessors are pred_refs from pred_base.
 * A body cut by the part's end or start is kept for the join instead of
 * being finished here (seg: the part's head, when c is its stand-in).
 */
static int close_body(parser *p, hloa_comp *c, instr_vec *list, size_t pred_base, segment *seg)
{
    if (p->tok.kind == HLOA_TK_EOF && p->part.may_end_open && !p->inline_depth && c == p->top) {
        p->part.ended_open = 1;
        p->part.tail_is_head = seg != NULL;
        if (!seg) {
            seg = &p->part.tail;
            *seg = (segment){.comp = c, .list = *list, .gen = p->names.gen};
        }
        keep_preds(p, pred_base, seg);
        return 0;
    }
    c->body_close = p->tok.off;
    int rc = 0;
    if (p->tok.kind != HLOA_TK_RBRACE)
        rc = unexpected(p, "'}' to close the computation");
    else
        advance(p);
    if (seg) {
        keep_preds(p, pred_base, seg);
        seg->closed = 1;
        return rc;
    }
    resolve_control_preds(p, pred_base);
    if (!list->len && !rc)
        error_at(p, c->body_open, c->body_close + 1, HLOA_RULE_SYNTAX,
                 "a computation needs at least one instruction");
    finish_computation(p, c, list);
    if (p->spare_list.items) {
        free(list->items);
    } else {
        p->spare_list = *list;
        p->spare_list.len = 0;
    }
    return rc;
}

/* instruction_list ::= '{' instruction+ '}'   (the '{' is current) */
static int parse_body(parser *p, hloa_comp *c)
{
    size_t pred_base = p->pred_refs.len;
    uint32_t outer = hloa_names_open(&p->names);
    c->body_open = p->tok.off;
    set_context(p, c, (hloa_token){0});
    advance(p);
    /* Most computations are a few lines: the storage of the last one's list saves a few
       reallocs each (a nested body starts empty, the outer one holding the spare). */
    instr_vec list = p->spare_list;
    p->spare_list = (instr_vec){0};
    read_instructions(p, c, &list, 0);
    int rc = close_body(p, c, &list, pred_base, NULL);
    hloa_names_close(&p->names, outer);
    set_context(p, NULL, (hloa_token){0});
    return rc;
}

static hloa_comp *new_comp(parser *p, hloa_sym name, uint32_t off)
{
    hloa_comp *c = hloa_arena_calloc(&p->m->arena, 1, sizeof(*c));
    c->name = name;
    c->thread = HLOA_SYM_MAIN;
    c->off = off;
    c->name_off = off;
    return c;
}

static void register_comp(parser *p, hloa_comp *c)
{
    if (p->part.unindexed) {
        hloa_module_append_comp(p->m, c); /* a name defined twice is found at the join */
        return;
    }
    hloa_comp *prev = hloa_module_find_comp(p->m, c->name);
    if (prev && !c->inline_body) {
        uint32_t n;
        const char *s = hloa_name(p->m, c->name, &n);
        hloa_diag *dg = hloa_diag_add(p->d, HLOA_RULE_DUPLICATE_NAME, c->name_off,
                                      c->name_off + n, "computation '%.*s' is already defined",
                                      (int)n, s);
        hloa_diag_related(p->d, dg, prev->name_off, "previous definition of '%.*s' is here",
                          (int)n, s);
        p->errors++;
    }
    hloa_module_add_comp(p->m, c);
}

/* inline_computation ::= '{' instruction+ '}'   named "_", "_.1", ... */
static hloa_comp *parse_inline_computation(parser *p)
{
    hloa_sym name = hloa_intern_copy(&p->m->names, "_", 1);
    for (int k = 1; hloa_module_find_comp(p->m, name); k++) {
        char buf[32];
        snprintf(buf, sizeof(buf), "_.%d", k);
        name = hloa_intern_copy(&p->m->names, buf, strlen(buf));
    }
    if (p->depth + 1 > HLOA_MAX_DEPTH) {
        error_at(p, p->tok.off, p->tok.off + 1, HLOA_RULE_SYNTAX, "maximum nesting depth exceeded");
        return NULL;
    }
    hloa_comp *c = new_comp(p, name, p->tok.off);
    c->inline_body = 1;
    c->outer = p->top;
    size_t mark = hloa_names_open_inline(&p->names);
    p->inline_depth++;
    p->depth++;
    int rc = parse_body(p, c);
    p->depth--;
    p->inline_depth--;
    hloa_names_close_inline(&p->names, mark);
    c->end = p->lx.last_end;
    /* Listed after the computation that holds it; printers skip it (it is in the attribute). */
    register_comp(p, c);
    return rc ? NULL : c;
}

/* param_list_to_shape ::= '(' (param (',' param)*)? ')' '->' shape     param ::= NAME ':' shape */
static int parse_signature(parser *p, hloa_comp *c)
{
    if (hloa_quick_signature(p, c))
        return 0;
    advance(p); /* '(' */
    int count = 0;
    while (p->tok.kind != HLOA_TK_RPAREN) {
        if (count++ && expect(p, HLOA_TK_COMMA, "',' or ')'"))
            return -1;
        if (p->tok.kind != HLOA_TK_COLON_NAME)
            return unexpected(p, "a parameter 'name: shape'");
        advance(p);
        if (!parse_shape(p))
            return -1;
    }
    advance(p);
    if (expect(p, HLOA_TK_ARROW, "'->'"))
        return -1;
    c->result_shape = parse_shape(p);
    return c->result_shape ? 0 : -1;
}

static int parse_computation_end(parser *p, hloa_comp *c, int rc);

/* computation ::= 'ENTRY'? name param_list_to_shape? instruction_list computation_end */
static int parse_computation(parser *p, int *seen_entry)
{
    uint32_t off = hloa_tok_begin(p->tok);
    int is_entry = 0;
    if (tok_is(p, p->tok, "ENTRY")) {
        is_entry = 1;
        advance(p);
    }
    hloa_token name = p->tok;
    if (name.kind != HLOA_TK_NAME && name.kind != HLOA_TK_IDENT)
        return unexpected(p, "a computation name");
    advance(p);
    /* Interned after the signature: by then the slot of this (new) name is in cache. */
    uint32_t name_hash = hloa_intern_prefetch(&p->m->names, text(p) + name.off, name.len);
    hloa_comp *c = new_comp(p, 0, off);
    c->name_off = hloa_tok_begin(name);
    c->outer = c;
    p->top = c;
    c->is_entry = (uint8_t)is_entry;
    if (is_entry && (*seen_entry)++) {
        error_at(p, off, off + 5, HLOA_RULE_SYNTAX, "expects only one ENTRY");
        c->is_entry = 0;
    }
    int rc = p->tok.kind == HLOA_TK_LPAREN ? parse_signature(p, c) : 0;
    c->name = hloa_intern_new_hashed(&p->m->names, text(p) + name.off, name.len, name_hash);
    if (rc)
        return -1;
    if (p->tok.kind != HLOA_TK_LBRACE)
        return unexpected(p, "'{' to open the computation body");
    /* Register first so later references and duplicates see it in text order. */
    register_comp(p, c);
    return parse_computation_end(p, c, parse_body(p, c));
}

/*
 * The rest of a computation (its instructions of this part are read):
 * computation_end ::= (',' 'execution_thread=' STRING)?
 */
static int parse_computation_end(parser *p, hloa_comp *c, int rc)
{
    if (!rc && p->tok.kind == HLOA_TK_COMMA) {
        advance(p);
        hloa_token k = p->tok;
        if (k.kind != HLOA_TK_ATTR_NAME || name_sym(p, k) != HLOA_SYM_EXECUTION_THREAD)
            return unexpected(p, "execution_thread=");
        advance(p);
        if (p->tok.kind != HLOA_TK_STRING)
            return unexpected(p, "a thread name string");
        c->thread = hloa_intern(&p->m->names, text(p) + p->tok.off + 1, p->tok.len - 2);
        if (!c->thread)
            c->thread = hloa_intern_copy(&p->m->names, "\"\"", 2);
        advance(p);
    }
    c->end = p->lx.last_end;
    return rc;
}

/*
 * A part that starts inside a top-level computation's body reads the rest of
 * it into its head, under a stand-in computation that the join replaces
 * with the one the parts before began.
 */
static int parse_continued_computation(parser *p)
{
    hloa_comp *c = new_comp(p, 0, p->tok.off);
    c->outer = c;
    p->top = c;
    uint32_t outer = hloa_names_open(&p->names);
    p->part.head = (segment){.comp = c, .gen = p->names.gen};
    read_instructions(p, c, &p->part.head.list, 1);
    int rc = close_body(p, c, &p->part.head.list, 0, &p->part.head);
    hloa_names_close(&p->names, outer);
    return p->part.ended_open ? rc : parse_computation_end(p, c, rc);
}

/* ---- module ---- */

/*
 * stack_frame_index ::= ('FileNames' | 'FunctionNames' | 'FileLocations' | 'StackFrames')
 *                       (INT (STRING | '{' sub_attrs '}'))*
 */
static int parse_stack_frames(parser *p)
{
    advance(p);
    while (p->tok.kind == HLOA_TK_INT) {
        advance(p);
        if (p->tok.kind == HLOA_TK_STRING) {
            advance(p);
        } else if (p->tok.kind == HLOA_TK_LBRACE) {
            advance(p);
            if (skip_balanced(p, HLOA_TK_RBRACE))
                return -1;
            advance(p);
        } else {
            return unexpected(p, "a string or '{'");
        }
    }
    return 0;
}

static int is_stack_frame_keyword(const parser *p)
{
    return tok_is(p, p->tok, "FileNames") || tok_is(p, p->tok, "FunctionNames") ||
           tok_is(p, p->tok, "FileLocations") || tok_is(p, p->tok, "StackFrames");
}

/* module ::= 'HloModule' name (',' ATTR_NAME attr_value)* */
static int parse_header(parser *p)
{
    p->m->header_off = p->tok.off;
    advance(p);
    hloa_token name = p->tok;
    if (name.kind != HLOA_TK_NAME && name.kind != HLOA_TK_IDENT &&
        name.kind != HLOA_TK_COLON_NAME)
        return unexpected(p, "a module name");
    p->m->name = name_sym(p, name);
    p->m->has_header = 1;
    advance(p);
    if (parse_attributes(p, NULL))
        return -1;
    for (size_t i = 0; i < p->attrs.len; i++) {
        const hloa_attr *a = &p->attrs.items[i];
        if (a->key == HLOA_SYM_IS_SCHEDULED)
            p->m->is_scheduled = a->val_len == 4 && !memcmp(a->val, "true", 4);
    }
    p->m->header_end = p->lx.last_end;
    p->m->n_attrs = (uint32_t)p->attrs.len;
    p->m->attrs = hloa_arena_memdup(&p->m->arena, p->attrs.items, p->attrs.len, sizeof(hloa_attr));
    p->attrs.len = 0;
    return 0;
}

int hloa_parser_link_comp_refs(parser *p)
{
    int missing = 0;
    intern_comp_refs(p);
    for (size_t i = 0; i < p->comp_refs.len; i++) {
        /* The references of a big module are scattered over its table and instructions. */
        if (i + 8 < p->comp_refs.len) {
            hloa_module_prefetch_comp(p->m, p->comp_refs.items[i + 8].name);
            __builtin_prefetch(p->comp_refs.items[i + 8].instr);
        }
        comp_ref *r = &p->comp_refs.items[i];
        hloa_comp *c = hloa_module_find_comp(p->m, r->name);
        missing += !c;
        if (r->slot < r->instr->n_called) {
            r->instr->called[r->slot] = c;
            if (c)
                c->n_callers++;
        }
    }
    return missing;
}

void hloa_parser_report_missing_comps(parser *p)
{
    for (size_t i = 0; i < p->comp_refs.len; i++) {
        comp_ref *r = &p->comp_refs.items[i];
        if (hloa_module_find_comp(p->m, r->name))
            continue;
        uint32_t cn = 0, in = 0;
        const char *cs = r->instr->parent ? hloa_name(p->m, r->instr->parent->name, &cn) : NULL;
        const char *is = hloa_name(p->m, r->instr->name, &in);
        hloa_diags_set_context(p->d, cs, cn, is, in);
        uint32_t n;
        const char *s = hloa_name(p->m, r->name, &n);
        error_at(p, r->off, r->end, HLOA_RULE_UNDEFINED_NAME,
                 "computation '%.*s' is not defined in this module", (int)n, s);
    }
    hloa_diags_set_context(p->d, NULL, 0, NULL, 0);
}

void hloa_parser_init(parser *p, hloa_module *m, hloa_diags *diags, hloa_offsets *directives)
{
    memset(p, 0, sizeof(*p));
    p->m = m;
    p->d = diags;
    p->handed_back = m->region.begin;
    hloa_lex_init(&p->lx, m->src->text, m->region.begin, m->region.end);
    p->lx.directives = directives;
    p->sp = (hloa_shape_parser){&m->shapes, &p->lx, diags};
    hloa_strbuf_init(&p->scratch);
    hloa_names_init(&p->names, &m->names);
    hloa_quick_init(p);
}

static void segment_release(segment *seg)
{
    free(seg->list.items);
    free(seg->preds.items);
    free(seg->pending.items);
    free(seg->shadowed.items);
    memset(seg, 0, sizeof(*seg));
}

void hloa_parser_release(parser *p)
{
    hloa_names_release(&p->names);
    hloa_quick_release(p);
    segment_release(&p->part.head);
    segment_release(&p->part.tail);
    free(p->ops.items);
    free(p->attrs.items);
    free(p->called.items);
    free(p->marked.items);
    free(p->marked_kinds.items);
    free(p->params.items);
    free(p->spare_list.items);
    free(p->comp_refs.items);
    free(p->pred_refs.items);
    hloa_strbuf_release(&p->scratch);
}

/* module ::= header? (computation | stack_frame_index)*   (of p->m->region; counts ENTRY) */
void hloa_parser_read_region(parser *p, int *seen_entry)
{
    hloa_module *m = p->m;
    advance(p);
    if (p->part.continues && parse_continued_computation(p)) {
        synchronize(p);
        if (p->tok.kind == HLOA_TK_RBRACE)
            advance(p);
    }
    if (tok_is(p, p->tok, "HloModule") && parse_header(p))
        synchronize(p);
    if (p->tok.kind == HLOA_TK_EOF && !m->has_header && !p->part.continues)
        error_at(p, p->tok.off, p->tok.off, HLOA_RULE_SYNTAX,
                 "expected 'HloModule' or a computation, found end of input");
    while (p->tok.kind != HLOA_TK_EOF && !hloa_interner_full(&m->names)) {
        uint32_t at = p->tok.off;
        if ((m->n_comps || m->has_header) && tok_is(p, p->tok, "HloModule")) {
            error_at(p, at, at + p->tok.len, HLOA_RULE_SYNTAX,
                     "a second 'HloModule' header; separate the modules of a file by "
                     "'// -----' lines (--split-input-file for a file of 16 MB or more)");
            break;
        }
        if (m->n_comps && at_mlir_text(p)) {
            error_at(p, at, at + 6, HLOA_RULE_MLIR_TEXT,
                     "an MLIR module follows the HLO module; it is not checked");
            break;
        }
        int rc = is_stack_frame_keyword(p) ? parse_stack_frames(p)
                                           : parse_computation(p, seen_entry);
        if (rc) {
            synchronize(p);
            if (p->tok.kind == HLOA_TK_RBRACE || p->tok.off == at)
                advance(p);
        }
    }
    intern_comp_refs(p); /* while their text is at hand */
}

/*
 * The entry computation: the one written ENTRY, else the last top-level one.
 * A module with no computation at all has none: XLA's parser refuses it, and
 * so do we (1 error reported to d, else 0).
 */
int hloa_parser_find_entry(hloa_module *m, int seen_entry, hloa_diags *d)
{
    for (uint32_t i = 0; i < m->n_comps && !seen_entry; i++)
        m->comps[i]->is_entry = 0;
    for (uint32_t i = m->n_comps; i-- > 0;) {
        hloa_comp *c = m->comps[i];
        if (c->is_entry || (!seen_entry && !c->inline_body)) {
            c->is_entry = 1;
            m->entry = c;
            break;
        }
    }
    if (!m->has_header && m->entry)
        m->name = 0;
    if (m->entry || (!m->has_header && !m->n_comps && m->region.end == m->region.begin))
        return 0;
    if (m->has_header) {
        uint32_t len = 0;
        const char *name = m->name ? hloa_name(m, m->name, &len) : "";
        hloa_diags_set_context(d, NULL, 0, NULL, 0);
        hloa_diag_add(d, HLOA_RULE_SYNTAX, m->header_off, m->header_off + 9,
                      "module '%.*s' has no computation: it needs an entry computation",
                      (int)len, name);
        return 1;
    }
    return 0;
}

/* The module as one parser reads it; quick: with the byte readers. */
static int parse_module(hloa_module *m, hloa_diags *diags, int quick)
{
    parser p;
    hloa_offsets directives = {0};
    hloa_parser_init(&p, m, diags, &directives);
    if (!quick)
        hloa_quick_release(&p);
    int seen_entry = 0;
    hloa_parser_read_region(&p, &seen_entry);
    if (hloa_parser_link_comp_refs(&p))
        hloa_parser_report_missing_comps(&p);
    p.errors += hloa_parser_find_entry(m, seen_entry, diags);
    m->n_directives = (uint32_t)directives.len;
    m->directives = hloa_arena_memdup(&m->arena, directives.items, directives.len, sizeof(uint32_t));
    free(directives.items);
    hloa_parser_release(&p);
    return p.errors;
}

int hloa_parse_module(hloa_module *m, hloa_diags *diags)
{
    return parse_module(m, diags, 1);
}

int hloa_parse_module_by_grammar(hloa_module *m, hloa_diags *diags)
{
    return parse_module(m, diags, 0);
}

int hloa_region_is_blank(const hloa_source *src, hloa_region r)
{
    hloa_lexer lx;
    hloa_lex_init(&lx, src->text, r.begin, r.end);
    return hloa_lex_next(&lx).kind == HLOA_TK_EOF;
}
