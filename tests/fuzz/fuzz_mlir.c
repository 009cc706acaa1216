/*
 * Fuzz target: the MLIR front end's pieces (issue 31) on hostile bytes: the
 * lexer over the whole input, the type reader at every place a type may
 * start, and the syntax reader over the whole. Properties: tokens lie inside
 * the input and lexing always moves on; a type read ends inside the input, a
 * refusal says why; functions and errors lie inside the input, and an input
 * read with no error has no diagnostic. Then the whole of `verify` and
 * `chains` on the input read as MLIR (mlir_build.c, the mlir-* rules, every
 * rule after them): no crash, no sanitizer report.
 */
#include "fuzz_common.h" /* FUZZ_CHECK */

#include "hloasync/mlir.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

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
        hloa_mlir_token t = hloa_mlir_lex_next(&lx);
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
    hloa_mlir_syntax syn;
    uint32_t errors = hloa_mlir_read(text, 0, end, &arena, &syn, &diags);
    FUZZ_CHECK(errors == syn.errors && (errors > 0) == (diags.list.len > 0), "errors and diagnostics agree");
    for (uint32_t f = 0; f < syn.n_funcs; f++)
        FUZZ_CHECK(syn.funcs[f].end <= end && syn.funcs[f].off <= syn.funcs[f].end, "a function outside");
    for (size_t k = 0; k < diags.list.len; k++)
        FUZZ_CHECK(diags.list.items[k].off <= end, "an error outside the input");
    hloa_diags_release(&diags);
    hloa_shape_table_release(&table);
    hloa_arena_release(&arena);
    free(text);
    hloa_source src;
    hloa_source_init_mem(&src, "fuzz.mlir", (const char *)data, size);
    fuzz_verify(&src, HLOA_LANG_MLIR);
    fuzz_chains(&src, HLOA_LANG_MLIR);
    hloa_source_release(&src);
    return 0;
}
