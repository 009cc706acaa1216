/* chains --measured (measured.h): the profile, its modules, and each module's join. */
#include "measured.h"

#include "hloasync/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int hloa_measured_load(const hloa_options *o, hloa_run *run)
{
    char err[4096 + 256];
    hloa_run_init(run);
    if (hloa_read_run(o->measured, run, err, sizeof err)) {
        fprintf(stderr, "hlo-async chains: error: --measured: %s\n", err);
        return 2;
    }
    return 0;
}

uint32_t hloa_measured_embedded(const hloa_run *run, uint32_t **modules)
{
    uint8_t *ran = hloa_xcalloc(run->n_modules + 1, 1);
    for (size_t i = 0; i < run->n_events; i++)
        if (run->events[i].module != HLOA_RUN_NONE)
            ran[run->events[i].module] = 1;
    *modules = hloa_xmalloc((run->n_modules + 1) * sizeof **modules);
    uint32_t n = 0;
    for (uint32_t m = 0; m < run->n_modules; m++)
        if (ran[m] && run->modules[m].hlo_proto)
            (*modules)[n++] = m;
    free(ran);
    return n;
}

static void module_label(const hloa_run *run, uint32_t module, hloa_strbuf *sb)
{
    uint32_t len = 0;
    const char *s = run->modules[module].name
                        ? hloa_run_name_str(run, run->modules[module].name, &len)
                        : "";
    hloa_strbuf_addf(sb, "'%.*s'", (int)len, s);
}

int hloa_measured_input(const hloa_run *run, uint32_t module, const hloa_options *o,
                        hloa_input *in)
{
    memset(in, 0, sizeof *in);
    const hloa_run_module *rm = &run->modules[module];
    uint32_t len = 0;
    const char *name = rm->name ? hloa_run_name_str(run, rm->name, &len) : "";
    hloa_strbuf display = HLOA_STRBUF_INIT;
    hloa_strbuf_addf(&display, "%s#%.*s", o->measured, (int)len, name);
    char why[512];
    int r = hloa_input_of_hloproto(in, rm->hlo_proto, rm->hlo_proto_len, display.buf, why,
                                   sizeof why);
    if (r)
        fprintf(stderr, "hlo-async chains: error: --measured: %s: %s\n", display.buf, why);
    hloa_strbuf_release(&display);
    if (r)
        return 2;
    hloa_diags_init(&in->diags);
    in->lang = HLOA_LANG_HLO;
    return 0;
}

/* Is a better than b: more events matched, then fewer names missing. */
static int better(const hloa_join *a, const hloa_join *b)
{
    if (a->matched != b->matched)
        return a->matched > b->matched;
    return a->n_missing < b->n_missing;
}

char *hloa_measured_join(const hloa_run *run, const char *path, uint32_t module,
                         const hloa_timeline *t, hloa_arena *arena, hloa_join *j)
{
    const hloa_module *m = t->m;
    uint32_t len = 0;
    const char *name = m->has_header ? hloa_name(m, m->name, &len) : "";
    memset(j, 0, sizeof *j);
    if (module != HLOA_RUN_NONE) {
        hloa_join_build(run, module, t, arena, j);
    } else {
        for (uint32_t k = 0; k < run->n_modules; k++) {
            uint32_t n;
            if (!run->modules[k].name)
                continue;
            const char *s = hloa_run_name_str(run, run->modules[k].name, &n);
            if (n != len || memcmp(s, name, n))
                continue;
            hloa_join candidate;
            hloa_join_build(run, k, t, arena, &candidate);
            if (!j->t || better(&candidate, j))
                *j = candidate;
        }
    }
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    if (!j->t) {
        hloa_strbuf_addf(&sb, "module '%.*s' did not run in the profile %s; it ran", (int)len, name,
                         path);
        const char *sep = " ";
        for (uint32_t k = 0; k < run->n_modules; k++) {
            if (!run->modules[k].name)
                continue;
            hloa_strbuf_adds(&sb, sep);
            module_label(run, k, &sb);
            sep = ", ";
        }
        if (!strcmp(sep, " "))
            hloa_strbuf_adds(&sb, " no module it names");
        return sb.buf;
    }
    if (j->n_missing) {
        hloa_strbuf_addf(&sb,
                         "module '%.*s' does not match the profile %s: %llu of %llu events name "
                         "instructions it lacks:",
                         (int)len, name, path, (unsigned long long)(j->named - j->matched),
                         (unsigned long long)j->named);
        for (uint32_t i = 0; i < j->n_missing && i < 10; i++)
            hloa_strbuf_addf(&sb, " '%.*s'", (int)j->missing_len[i], j->missing[i]);
        if (j->n_missing > 10)
            hloa_strbuf_addf(&sb, " and %u more", j->n_missing - 10);
        return sb.buf;
    }
    return NULL;
}
