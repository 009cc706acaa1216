/*
 * Reads a profile into a run (run.h) and prints what the run holds: the
 * driver of the profile tests and of the reader's benchmark row (bench/),
 * which time the reader alone, without a module to join.
 *
 * Usage: read_profile FILE [--events]
 * Prints "FORMAT: N events, N streams, N modules"; --events adds one line an
 * event: kind, device, stream, start and duration (µs), op, module, program
 * id, scheduling group, stream annotation, is_pipelined. Exit 2 when the
 * file cannot be read, with the reader's message.
 */
#include "hloasync/run.h"

#include <stdio.h>
#include <string.h>

static void put_name(const hloa_run *run, hloa_sym sym)
{
    uint32_t n = 0;
    const char *s = sym ? hloa_run_name_str(run, sym, &n) : "-";
    printf("\t%.*s", sym ? (int)n : 1, s);
}

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3 || (argc == 3 && strcmp(argv[2], "--events"))) {
        fprintf(stderr, "usage: read_profile FILE [--events]\n");
        return 2;
    }
    hloa_run run;
    hloa_run_init(&run);
    char err[512];
    if (hloa_read_chrome_trace(argv[1], &run, err, sizeof err)) {
        fprintf(stderr, "read_profile: %s\n", err);
        hloa_run_release(&run);
        return 2;
    }
    printf("%s: %zu events, %u streams, %u modules\n", run.format, run.n_events, run.n_streams,
           run.n_modules);
    static const char *const kinds[] = {"kernel", "op", "module", "host"};
    for (size_t i = 0; argc == 3 && i < run.n_events; i++) {
        const hloa_run_event *e = &run.events[i];
        const hloa_run_stream *s = &run.streams[e->stream];
        printf("%s", kinds[e->kind]);
        put_name(&run, s->device);
        put_name(&run, s->name);
        printf("\t%.3f\t%.3f", e->start_us, e->dur_us);
        put_name(&run, e->op);
        const hloa_run_module *m = e->module == HLOA_RUN_NONE ? NULL : &run.modules[e->module];
        put_name(&run, m ? m->name : 0);
        printf("\t%lld\t%d", m ? (long long)m->program_id : -1LL, e->scheduling_group);
        put_name(&run, e->stream_annotation);
        printf("\t%d\n", e->is_pipelined);
    }
    hloa_run_release(&run);
    return 0;
}
