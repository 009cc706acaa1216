/* Fuzz target: XLA's PGLE profile (--pgle), text and binary, read, looked up and written back. */
#include "hloasync/pgle.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    for (int binary = -1; binary <= 1; binary++) {
        hloa_pgle *p = NULL;
        char why[512];
        if (hloa_pgle_read(&p, "fuzz.pb", data, size, binary, why, sizeof(why))) {
            if (!strstr(why, "fuzz.pb"))
                __builtin_trap(); /* every refusal names the file */
            continue;
        }
        for (uint32_t i = 0; i < p->n_costs; i++) /* the last entry of a name is what is found */
            if (p->costs[i].us == p->costs[i].us &&
                memcmp(&p->costs[i].us, &(double){hloa_pgle_cost_us(p, p->costs[i].name, p->costs[i].name_len)}, 8)) {
                uint32_t later = 0;
                for (uint32_t k = i + 1; k < p->n_costs; k++)
                    later |= p->costs[k].name_len == p->costs[i].name_len &&
                             !memcmp(p->costs[k].name, p->costs[i].name, p->costs[i].name_len);
                if (!later)
                    __builtin_trap();
            }
        for (uint32_t i = 0; i < p->n_latencies; i++)
            if (!hloa_pgle_has_source(p, p->latencies[i].source, p->latencies[i].source_len))
                __builtin_trap();
        /* what is written reads back as the same costs */
        hloa_strbuf sb = HLOA_STRBUF_INIT;
        hloa_pgle_write(&sb, p->costs, p->n_costs, binary == 1);
        hloa_pgle *q = NULL;
        if (hloa_pgle_read(&q, "back", sb.buf ? sb.buf : "", sb.len, binary == 1, why, sizeof(why)))
            __builtin_trap();
        if (q->n_costs != p->n_costs)
            __builtin_trap();
        for (uint32_t i = 0; i < q->n_costs; i++)
            if (memcmp(&q->costs[i].us, &p->costs[i].us, sizeof(double)) &&
                !(isnan(q->costs[i].us) && isnan(p->costs[i].us)))
                __builtin_trap();
        hloa_pgle_free(q);
        hloa_strbuf_release(&sb);
        hloa_pgle_free(p);
    }
    return 0;
}
