/*
 * Fuzz target: Chrome trace JSON read into a run (profile/chrome_trace.c).
 * The first byte sets how many bytes the reader takes at a time (1 to 64), so
 * every token meets the end of the buffer somewhere; the rest is the document.
 */
#include "hloasync/instream.h"
#include "hloasync/run.h"
#include "profile/chrome_trace.h"

#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    hloa_chrome_trace_chunk = 1 + data[0] % 64;
    hloa_run run;
    hloa_run_init(&run);
    hloa_instream *in = hloa_instream_open_mem(data + 1, size - 1);
    char err[512];
    if (hloa_read_chrome_trace_stream(in, "fuzz.json", &run, err, sizeof err)) {
        if (strncmp(err, "fuzz.json: ", 11))
            __builtin_trap(); /* every refusal names the file */
    } else {
        for (size_t i = 0; i < run.n_events; i++) {
            const hloa_run_event *e = &run.events[i];
            if (!(e->start_us >= 0) || !(e->dur_us >= 0) || e->stream >= run.n_streams ||
                (e->module != HLOA_RUN_NONE && e->module >= run.n_modules) ||
                e->kind > HLOA_RUN_HOST)
                __builtin_trap(); /* times from the first event, indexes in range */
        }
    }
    hloa_instream_close(in);
    hloa_run_release(&run);
    return 0;
}
