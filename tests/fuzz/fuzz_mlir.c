/*
 * Fuzz target: the MLIR front end's pieces (issue 31) on hostile bytes: the
 * lexer over the whole input, the type reader at every place a type may
 * start, and the syntax reader over the whole. Properties: tokens lie inside
 * the input and lexing always moves on; a type read ends inside the input, a
 * refusal says why; functions and errors lie inside the input, and an input
 * read with no error has no diagnostic. Then the whole of `verify` and
 * `chains` on the input read as MLIR (mlir/build.c, the mlir-* rules, every
 * rule after them): no crash, no sanitizer report; and read in parts on
 * several threads, the module is the one read whole.
 */
#include "fuzz_common.h" /* FUZZ_CHECK */
#include "module_digest.h"

#include "hloasync/mlir.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The digest of the input built as MLIR in `parts` parts (1: whole). */
static char *built_in_parts(const hloa_source *src, int parts)
{
    hloa_module m;
    hloa_module_init(&m, src, (hloa_region){0, src->len});
    hloa_diags d;
    hloa_diags_init(&d);
    int errors = hloa_mlir_build_module_in_parts(&m, &d, parts, NULL);
    hloa_diags_sort(&d);
    char *digest = module_digest(&m, errors, &d);
    hloa_module_release(&m);
    hloa_diags_release(&d);
    return digest;
}

/* What the syntax reader told, checked as it tells it: spans inside, begins with ends. */
typedef struct told {
    uint32_t end;
    int ops, regions, funcs; /* open now */
} told;

static void span_inside(const told *t, hloa_mlir_span s)
{
    FUZZ_CHECK(s.off + s.len <= t->end, "a span past the end");
}

static void on_module_header(void *ctx, hloa_mlir_span name, int scheduled)
{
    (void)scheduled;
    span_inside(ctx, name);
}

static void on_func_begin(void *ctx, const hloa_mlir_func *f)
{
    told *t = ctx;
    span_inside(t, f->name);
    for (uint32_t i = 0; i < f->n_args; i++)
        span_inside(t, f->arg_types[i]);
    t->funcs++;
}

static void on_func_end(void *ctx, const hloa_mlir_func *f)
{
    told *t = ctx;
    FUZZ_CHECK(t->funcs-- > 0 && f->end <= t->end && f->off <= f->end, "a function outside");
}

static void on_op_begin(void *ctx, const hloa_mlir_op *op)
{
    told *t = ctx;
    span_inside(t, op->name);
    t->ops++;
}

static void on_op_end(void *ctx, const hloa_mlir_op *op)
{
    told *t = ctx;
    FUZZ_CHECK(t->ops-- > 0 && op->end <= t->end, "an op outside");
    for (uint32_t i = 0; i < op->n_operands; i++)
        span_inside(t, op->operands[i]);
    for (uint32_t i = 0; i < op->n_result_types; i++)
        span_inside(t, op->result_types[i]);
}

static void on_region_begin(void *ctx, const hloa_mlir_region *r)
{
    told *t = ctx;
    for (uint32_t i = 0; i < r->n_args; i++)
        span_inside(t, r->args[i]);
    t->regions++;
}

static void on_region_end(void *ctx, const hloa_mlir_region *r)
{
    told *t = ctx;
    FUZZ_CHECK(t->regions-- > 0 && r->end <= t->end, "a region outside");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > (1u << 20))
        return 0;
    /* the text with the NUL padding every source has */
    char *text = malloc(size + HLOA_SOURCE_PADDING);
    if (!text)
        return 0;
    memcpy(text, data, size);
    memset(text + size, 0, HLOA_SOURCE_PADDING);
    uint32_t end = (uint32_t)size;
    hloa_mlir_lexer lx;
    hloa_mlir_lex_init(&lx, text, 0, end);
    uint32_t last = 0;
    for (;;) {
        hloa_mlir_token t;
        hloa_mlir_lex_next(&lx, &t);
        FUZZ_CHECK(t.off + t.len <= end, "a token past the end");
        if (t.kind == HLOA_MLIR_EOF)
            break;
        FUZZ_CHECK(t.len > 0 && t.off >= last, "the lexer did not move on");
        last = t.off + t.len;
    }
    hloa_arena arena;
    hloa_arena_init(&arena);
    hloa_shape_table table;
    hloa_shape_table_init(&table, &arena);
    /* a type read at each start of a word: where the op reader will ask for one */
    for (uint32_t i = 0; i < end; i++) {
        if (i && text[i - 1] != ' ' && text[i - 1] != ':' && text[i - 1] != '(')
            continue;
        char why[160] = "";
        uint32_t pos = i;
        hloa_mlir_type ty = hloa_mlir_read_type(&table, text, &pos, end, why, sizeof(why));
        if (ty.shape)
            FUZZ_CHECK(pos > i && pos <= end, "a type read past the end");
        else
            FUZZ_CHECK(why[0] && pos == i, "a type refused without a reason");
    }
    hloa_diags diags;
    hloa_diags_init(&diags);
    told t = {end, 0, 0, 0};
    hloa_offsets directives = {0};
    hloa_mlir_visitor v = {&t,          on_module_header, on_func_begin,   on_func_end,
                           on_op_begin, on_op_end,        on_region_begin, on_region_end,
                           &directives, NULL,            NULL,           NULL};
    uint32_t errors = hloa_mlir_read(text, 0, end, HLOA_MLIR_AT_TOP, 0, &v, &diags, NULL);
    FUZZ_CHECK((errors > 0) == (diags.list.len > 0), "errors and diagnostics agree");
    for (size_t k = 0; k < directives.len; k++)
        FUZZ_CHECK(directives.items[k] + 1 < end && text[directives.items[k]] == '/' &&
                       (!k || directives.items[k - 1] < directives.items[k]),
                   "a suppression comment noted out of order or where there is none");
    free(directives.items);
    FUZZ_CHECK(!t.ops && !t.regions && !t.funcs, "a begin without its end");
    for (size_t k = 0; k < diags.list.len; k++)
        FUZZ_CHECK(diags.list.items[k].off <= end, "an error outside the input");
    hloa_diags_release(&diags);
    hloa_shape_table_release(&table);
    hloa_arena_release(&arena);
    free(text);
    hloa_source src;
    hloa_source_init_mem(&src, "fuzz.mlir", (const char *)data, size);
    /* read in parts (mlir/parts.c), the module is the one read whole */
    char *whole = built_in_parts(&src, 1);
    for (int parts = 2; parts <= 3; parts++) {
        char *split = built_in_parts(&src, parts);
        FUZZ_CHECK(!strcmp(whole, split), "read in parts, the module differs from the whole");
        free(split);
    }
    free(whole);
    fuzz_verify(&src, HLOA_LANG_MLIR);
    fuzz_chains(&src, HLOA_LANG_MLIR);
    hloa_source_release(&src);
    return 0;
}
