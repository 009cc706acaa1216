/*
 * Which front end reads a module: HLO text (parse.c and its parts) or MLIR
 * (mlir_*.c), both into the same IR, so that every pass after them works on
 * either. A module is MLIR when --input=mlir says so, or, by default, when
 * its text starts like MLIR (hloa_mlir_sniff).
 */
#include "hloasync/mlir.h"
#include "hloasync/parse.h"

#include <string.h>

static int is_word_byte(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '.' || c == '$' || c == '-';
}

/* Does the text at i start with word, whole? */
static int starts_with_word(const char *t, uint32_t i, uint32_t end, const char *word)
{
    size_t n = strlen(word);
    return end - i >= n && !memcmp(t + i, word, n) && (end - i == n || !is_word_byte(t[i + n]));
}

int hloa_mlir_sniff(const char *t, uint32_t begin, uint32_t end)
{
    uint32_t i = begin;
    for (;;) {
        while (i < end && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r'))
            i++;
        if (end - i >= 2 && t[i] == '/' && t[i + 1] == '/') {
            while (i < end && t[i] != '\n')
                i++;
            continue;
        }
        break;
    }
    if (starts_with_word(t, i, end, "module") || starts_with_word(t, i, end, "func.func"))
        return 1;
    if (end - i >= 3 && !memcmp(t + i, "{-#", 3))
        return 1;
    /* the generic form of any op: "builtin.module"() ..., "func.func"() ..., "sdy.mesh"() */
    if (i < end && t[i] == '"') {
        uint32_t k = i + 1;
        while (k < end && is_word_byte(t[k]))
            k++;
        return k > i + 1 && end - k >= 2 && t[k] == '"' && t[k + 1] == '(';
    }
    /* an op at the top with a symbol, maybe after keywords and strings on its line:
       sdy.mesh @mesh = <...>, gpu.module @kernels {, util.global private mutable @x,
       memref.global "private" constant @g, llvm.func internal @f, tt.func public @k */
    if (i < end && ((t[i] >= 'a' && t[i] <= 'z') || (t[i] >= 'A' && t[i] <= 'Z'))) {
        uint32_t k = i, dots = 0;
        while (k < end && is_word_byte(t[k]))
            dots += t[k++] == '.';
        while (dots && k < end && t[k] != '@') {
            while (k < end && (t[k] == ' ' || t[k] == '\t'))
                k++;
            if (k < end && t[k] == '@')
                break;
            uint32_t word = k;
            if (k < end && t[k] == '"') { /* a string without escapes */
                for (k++; k < end && t[k] != '"' && t[k] != '\\' && t[k] != '\n'; k++)
                    ;
                if (k >= end || t[k] != '"')
                    return 0;
                k++;
            } else {
                while (k < end && is_word_byte(t[k]) && t[k] != '.')
                    k++;
            }
            if (k == word || (k < end && t[k] != ' ' && t[k] != '\t' && t[k] != '@'))
                return 0;
        }
        return dots && k < end && t[k] == '@';
    }
    /* #alias = ... or !alias = ... (an attribute alias: #loc1 = loc(...), #map =
       affine_map<...>; a type alias: !t = tensor<4xf32>) */
    if (i < end && (t[i] == '#' || t[i] == '!')) {
        uint32_t k = i + 1;
        while (k < end && is_word_byte(t[k]))
            k++;
        while (k < end && (t[k] == ' ' || t[k] == '\t'))
            k++;
        return k > i + 1 && k < end && t[k] == '=';
    }
    return 0;
}

/* Is the text after blanks and // comments HLO's module header (or nothing)? */
static int starts_hlo_header(const char *t, uint32_t i, uint32_t end)
{
    for (;;) {
        while (i < end && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r'))
            i++;
        if (end - i < 2 || t[i] != '/' || t[i + 1] != '/')
            return starts_with_word(t, i, end, "HloModule");
        while (i < end && t[i] != '\n')
            i++;
    }
}

/* A file named *.mlir holds MLIR, whatever its first op (or none: an empty module), unless
   it starts as HLO text does. */
static int mlir_by_name(const hloa_source *src, hloa_region r)
{
    size_t n = strlen(src->path);
    return n > 5 && !strcmp(src->path + n - 5, ".mlir") &&
           !starts_hlo_header(src->text, r.begin, r.end);
}

int hloa_region_is_mlir(const hloa_source *src, hloa_region r, hloa_input_lang lang)
{
    return lang == HLOA_LANG_MLIR ||
           (lang == HLOA_LANG_AUTO &&
            (hloa_mlir_sniff(src->text, r.begin, r.end) || mlir_by_name(src, r)));
}

int hloa_read_module(hloa_module *m, hloa_diags *diags, int jobs, hloa_input_lang lang)
{
    if (hloa_region_is_mlir(m->src, m->region, lang))
        return hloa_mlir_build_module(m, diags, jobs);
    return hloa_parse_module_jobs(m, diags, jobs);
}
