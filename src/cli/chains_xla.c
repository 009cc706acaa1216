/*
 * chains --xla-schedule and --emit-pgle: XLA's profiles of one module.
 *
 *   --xla-schedule=FILE  load -> parse -> desugar -> timeline in time -> XLA's
 *                        ScheduleProto beside it (xlaprof/) -> text or JSON
 *   --emit-pgle=FILE     the same module, --measured's run joined to it
 *                        (profile/join.c) -> its PGLE costs
 *                        (profile/pgle_costs.c) -> XLA's profile, written
 *                        atomically (binary for *.pb and *.binpb, else text)
 */
#include "chains.h"
#include "write_file.h"

#include "hloasync/emit.h"
#include "hloasync/join.h"
#include "hloasync/pgle.h"
#include "hloasync/protowire.h"
#include "hloasync/run.h"
#include "hloasync/xla_schedule.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --xla-schedule: the comparison into out. 0, or 2 said on stderr. */
static int xla_schedule(const hloa_options *o, hloa_input *in, const hloa_timeline *t, FILE *out)
{
    char why[512];
    hloa_xla_schedule *s;
    if (hloa_xla_schedule_load(&s, o->xla_schedule, why, sizeof(why))) {
        fprintf(stderr, "hlo-async chains: error: --xla-schedule: %s\n", why);
        return 2;
    }
    hloa_arena a;
    hloa_arena_init(&a);
    hloa_xs_beside b;
    hloa_xs_beside_build(s, t, &a, &b);
    if (o->format == HLOA_FMT_JSON) {
        cJSON *doc = hloa_xla_schedule_json(&in->src, t, s, &b);
        char *text = hloa_json_print(doc, 0);
        fprintf(out, "%s\n", text);
        free(text);
        cJSON_Delete(doc);
    } else {
        hloa_xla_schedule_text(out, &in->src, t, s, &b);
    }
    int status = 0;
    if (!b.n_comps_matched) {
        fprintf(stderr,
                "hlo-async chains: warning: --xla-schedule: no computation of %s is in %s (module "
                "'%.*s'): it is the schedule of another module\n",
                in->src.path, s->path, (int)s->module_name_len,
                s->module_name ? s->module_name : "");
    }
    hloa_arena_release(&a);
    hloa_xla_schedule_free(s);
    return status;
}

/* --emit-pgle: the run's PGLE profile of the module, written; a line said into out. */
static int emit_pgle(const hloa_options *o, const hloa_module *m, const hloa_timeline *t, FILE *out)
{
    char err[512];
    hloa_run run;
    hloa_run_init(&run);
    if (hloa_read_run(o->measured, &run, err, sizeof(err))) {
        fprintf(stderr, "hlo-async chains: error: --measured: %s\n", err);
        hloa_run_release(&run);
        return 2;
    }
    uint32_t n;
    const char *name = m->name ? hloa_name(m, m->name, &n) : (n = 0, "");
    uint32_t k = hloa_join_find_module(&run, name, n);
    int status = 0;
    hloa_arena a;
    hloa_arena_init(&a);
    hloa_join j;
    if (k != HLOA_RUN_NONE)
        hloa_join_build(&run, k, t, &a, &j);
    if (k == HLOA_RUN_NONE || (j.named && !j.matched)) {
        fprintf(stderr,
                "hlo-async chains: error: --emit-pgle: %s ran no module '%.*s' whose instructions "
                "it names: no profile written\n",
                o->measured, (int)n, name);
        status = 2;
    } else {
        hloa_pgle_cost *costs;
        size_t n_costs = hloa_pgle_costs_of_run(&j, &a, &costs);
        hloa_strbuf sb = HLOA_STRBUF_INIT;
        int binary = hloa_pb_is_binary(o->emit_pgle, "", 0); /* by its name */
        hloa_pgle_write(&sb, costs, n_costs, binary);
        if (hloa_write_file_atomic(o->emit_pgle, sb.buf ? sb.buf : "", sb.len, err, sizeof(err))) {
            fprintf(stderr, "hlo-async chains: error: --emit-pgle: %s\n", err);
            status = 2;
        } else {
            fprintf(out, "%s: PGLE profile of module '%.*s' from %s: %zu costs (%s)\n",
                    o->emit_pgle, (int)n, name, o->measured, n_costs, binary ? "binary" : "text");
        }
        hloa_strbuf_release(&sb);
    }
    hloa_arena_release(&a);
    hloa_run_release(&run);
    return status;
}

int hloa_chains_xla(hloa_options *o)
{
    if (o->n_files != 1)
        return hloa_usage_error("chains", "--xla-schedule and --emit-pgle read one module file "
                                          "(%d given)",
                                o->n_files);
    if (o->format != HLOA_FMT_TEXT && o->format != HLOA_FMT_JSON)
        return hloa_usage_error("chains", "--xla-schedule writes text or json");
    if (o->emit_pgle && !o->measured)
        return hloa_usage_error("chains", "--emit-pgle writes the profile of a run: name the run "
                                          "with --measured=FILE");
    hloa_input in;
    if (hloa_input_open(&in, o->files[0], o))
        return 2;
    hloa_module m;
    hloa_timeline t;
    int status = hloa_chains_one_module(o, o->xla_schedule ? "--xla-schedule" : "--emit-pgle",
                                        &in, &m, &t);
    int has_module = status != 2;
    if (!status) {
        char *text = NULL;
        size_t len = 0;
        FILE *out = hloa_memstream(&text, &len);
        if (o->xla_schedule)
            status = xla_schedule(o, &in, &t, out);
        if (!status && o->emit_pgle)
            status = emit_pgle(o, &m, &t, out);
        fclose(out);
        if (!status && hloa_chains_write_output(o->output, text, len))
            status = 2;
        free(text);
    }
    if (has_module)
        hloa_module_release(&m);
    hloa_input_close(&in);
    return status;
}
