/*
 * The hardware profiles of the cost model (--hw) and their overrides.
 * Every number is a public peak figure; docs/cost-model.md names the source
 * of each, and says which are assumptions where no figure is published.
 */
#include "hloasync/cost.h"

#include "hloasync/strbuf.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/*
 * Peaks from the vendors' pages; the efficiencies, kernel_us, latency_us and
 * step_us of GPUs calibrated on XLA's measured H100 tables (docs/cost-model.md
 * says how); the across-host figures of h100, h200 and b200 are XLA's own SoL
 * configuration for H100 and B200 (sol_gpu_cost_model.cc: its figures x 0.45).
 */
#define GPU_LATENCY .matrix_efficiency = 0.7, .kernel_us = 1, .gemm_us = 5, \
                    .link_efficiency = 0.55, .latency_us = 20, .step_us = 1.5, .gpus_per_host = 8, \
                    .max_in_flight = 1
#define H100_NETWORK .nic_gbps = 25.002, .rtt_us = 31.0005, .launch_us = 45, .chunk_prep_us = 6.003
#define B200_NETWORK .nic_gbps = 50.004, .rtt_us = 21.0015, .launch_us = 45, .chunk_prep_us = 2.0025
/* TPUs: ICI reaches every chip of a pod, and their collectives are not launched kernels. */
#define TPU_LATENCY .matrix_efficiency = 0.7, .kernel_us = 1, .gemm_us = 0, \
                    .link_efficiency = 0.7, .latency_us = 5, .step_us = 1, .max_in_flight = 1
static const hloa_hw profiles[] = {
    {.name = "h100", .xla_device = "sm_90", .tflops = 989, .tf32_tflops = 494.7,
     .fp8_tflops = 1979, .vector_tflops = 67, .hbm_gbps = 3350, .link_gbps = 450,
     .host_gbps = 64, GPU_LATENCY, H100_NETWORK},
    {.name = "h200", .xla_device = "sm_90", .tflops = 989, .tf32_tflops = 494.7,
     .fp8_tflops = 1979, .vector_tflops = 67, .hbm_gbps = 4800, .link_gbps = 450,
     .host_gbps = 64, GPU_LATENCY, H100_NETWORK},
    {.name = "b200", .xla_device = "sm_100_B200", .tflops = 2250, .tf32_tflops = 1100,
     .fp8_tflops = 4500, .vector_tflops = 75, .hbm_gbps = 7700, .link_gbps = 900,
     .host_gbps = 64, GPU_LATENCY, B200_NETWORK},
    {.name = "a100", .tflops = 312, .tf32_tflops = 156, .fp8_tflops = 624, .vector_tflops = 19.5,
     .hbm_gbps = 2039, .link_gbps = 300, .host_gbps = 32, GPU_LATENCY, H100_NETWORK},
    {.name = "tpu-v4", .tflops = 275, .tf32_tflops = 275, .fp8_tflops = 275, .vector_tflops = 275,
     .hbm_gbps = 1200, .link_gbps = 90, .host_gbps = 15, TPU_LATENCY, .gpus_per_host = 4096,
     .nic_gbps = 6.25, .rtt_us = 30, .launch_us = 10, .chunk_prep_us = 0},
    {.name = "tpu-v5e", .tflops = 197, .tf32_tflops = 197, .fp8_tflops = 393,
     .vector_tflops = 197, .hbm_gbps = 819, .link_gbps = 100, .host_gbps = 15, TPU_LATENCY,
     .gpus_per_host = 256, .nic_gbps = 3.125, .rtt_us = 30, .launch_us = 10, .chunk_prep_us = 0},
    {.name = "tpu-v5p", .tflops = 459, .tf32_tflops = 459, .fp8_tflops = 918,
     .vector_tflops = 459, .hbm_gbps = 2765, .link_gbps = 200, .host_gbps = 15, TPU_LATENCY,
     .gpus_per_host = 8960, .nic_gbps = 6.25, .rtt_us = 30, .launch_us = 10, .chunk_prep_us = 0},
    {.name = "tpu-v6e", .tflops = 918, .tf32_tflops = 918, .fp8_tflops = 1836,
     .vector_tflops = 918, .hbm_gbps = 1638, .link_gbps = 200, .host_gbps = 32, TPU_LATENCY,
     .gpus_per_host = 256, .nic_gbps = 12.5, .rtt_us = 30, .launch_us = 10, .chunk_prep_us = 0},
    {.name = "cpu", .tflops = 7.37, .tf32_tflops = 7.37, .fp8_tflops = 7.37, .vector_tflops = 7.37,
     .matrix_efficiency = 1, .hbm_gbps = 460.8, .link_gbps = 230.4, .link_efficiency = 1,
     .latency_us = 1, .host_gbps = 460.8, .gpus_per_host = 4096, .nic_gbps = 25, .rtt_us = 10,
     .launch_us = 1, .chunk_prep_us = 0, .max_in_flight = 0},
};
#undef GPU_LATENCY
#undef H100_NETWORK
#undef B200_NETWORK
#undef TPU_LATENCY
enum { N_PROFILES = sizeof(profiles) / sizeof(profiles[0]) };

/* How a key's value may be: any positive number, also 0, or a share (0, 1]. */
enum { POSITIVE, NOT_NEGATIVE, SHARE };

/* The keys of an override, each a field of hloa_hw, with its unit for --hw=list. */
static const struct key {
    const char *name;
    size_t offset;
    uint8_t range;
    const char *what;
} keys[] = {
#define KEY(f, range, what) {#f, offsetof(hloa_hw, f), range, what}
    KEY(tflops, POSITIVE, "matrix peak, bf16/f16 (dot, convolution, GEMM), TFLOP/s"),
    KEY(tf32_tflops, POSITIVE, "matrix peak of f32 dots (TF32), TFLOP/s"),
    KEY(fp8_tflops, POSITIVE, "matrix peak of fp8 and int8 dots, TFLOP/s"),
    KEY(vector_tflops, POSITIVE, "peak of every other op, TFLOP/s"),
    KEY(matrix_efficiency, SHARE, "share of a matrix peak a large GEMM reaches"),
    KEY(hbm_gbps, POSITIVE, "device memory bandwidth, GB/s"),
    KEY(kernel_us, NOT_NEGATIVE, "launching a kernel, us"),
    KEY(gemm_us, NOT_NEGATIVE, "fixed cost of a GEMM beyond the launch, us"),
    KEY(link_gbps, POSITIVE, "interconnect within a host, one direction, GB/s"),
    KEY(link_efficiency, SHARE, "share of link_gbps a large collective reaches"),
    KEY(latency_us, NOT_NEGATIVE, "fixed cost of a collective within a host, send, recv, us"),
    KEY(step_us, NOT_NEGATIVE, "latency of each ring step within a host, us"),
    KEY(host_gbps, POSITIVE, "host link (memory space S(5)), GB/s"),
    KEY(gpus_per_host, POSITIVE, "devices of one host; larger groups cross the NICs"),
    KEY(nic_gbps, POSITIVE, "the NIC of each device, one direction, GB/s"),
    KEY(rtt_us, NOT_NEGATIVE, "network round trip, us"),
    KEY(launch_us, NOT_NEGATIVE, "launch of a collective across hosts, us"),
    KEY(chunk_prep_us, NOT_NEGATIVE, "preparing each 4 MiB chunk across hosts, us"),
    KEY(max_in_flight, NOT_NEGATIVE, "async collectives in flight at once (0: any)"),
#undef KEY
};
enum { N_KEYS = sizeof(keys) / sizeof(keys[0]) };

void hloa_hw_default(hloa_hw *hw)
{
    *hw = profiles[0];
}

/* The index of the name word[0, len) among names, or -1 with "no WHAT 'word' (did you mean...)". */
static int lookup(const char *const *names, int n, const char *word, size_t len, const char *what,
                  char *why, size_t why_size)
{
    for (int i = 0; i < n; i++)
        if (strlen(names[i]) == len && !memcmp(names[i], word, len))
            return i;
    char w[64];
    snprintf(w, sizeof(w), "%.*s", (int)(len < 63 ? len : 63), word);
    const char *near = hloa_closest(w, names, (size_t)n);
    if (near)
        snprintf(why, why_size, "no %s '%s' (did you mean '%s'?)", what, w, near);
    else
        snprintf(why, why_size, "no %s '%s' (--hw=list shows them)", what, w);
    return -1;
}

int hloa_hw_parse(const char *spec, hloa_hw *hw, char *why, size_t why_size)
{
    const char *profile_names[N_PROFILES], *key_names[N_KEYS];
    for (int i = 0; i < N_PROFILES; i++)
        profile_names[i] = profiles[i].name;
    for (int i = 0; i < N_KEYS; i++)
        key_names[i] = keys[i].name;
    size_t len = strcspn(spec, ",");
    int base = lookup(profile_names, N_PROFILES, spec, len, "hardware profile", why, why_size);
    if (base < 0)
        return -1;
    *hw = profiles[base];
    for (const char *p = spec + len; *p == ',';) {
        p++;
        size_t n = strcspn(p, ",");
        const char *eq = memchr(p, '=', n);
        size_t klen = eq ? (size_t)(eq - p) : n;
        int ki = lookup(key_names, N_KEYS, p, klen, "hardware key", why, why_size);
        if (ki < 0)
            return -1;
        const struct key *k = &keys[ki];
        char num[64] = "";
        size_t vlen = eq ? n - klen - 1 : 0;
        if (eq && vlen < sizeof(num))
            memcpy(num, eq + 1, vlen);
        char *end;
        errno = 0;
        double v = strtod(num, &end);
        int ok = vlen && vlen < sizeof(num) && !*end && !errno && isfinite(v) &&
                 (v > 0 || (v == 0 && k->range == NOT_NEGATIVE)) && (k->range != SHARE || v <= 1);
        if (!ok) {
            snprintf(why, why_size, "%s needs %s, not '%.*s'", k->name,
                     k->range == SHARE          ? "a share in (0, 1]"
                     : k->range == NOT_NEGATIVE ? "a number of at least 0"
                                                : "a positive number",
                     (int)(vlen < 40 ? vlen : 40), eq ? eq + 1 : "");
            return -1;
        }
        *(double *)(void *)((char *)hw + k->offset) = v;
        p += n;
    }
    return 0;
}

void hloa_hw_list(FILE *out)
{
    fprintf(out, "%-8s %7s %7s %7s %7s %6s %6s %6s %8s %7s\n", "profile", "tflops", "tf32",
            "fp8", "vector", "hbm", "link", "host", "per_host", "nic");
    for (int i = 0; i < N_PROFILES; i++) {
        const hloa_hw *h = &profiles[i];
        fprintf(out, "%-8s %7g %7g %7g %7g %6g %6g %6g %8g %7g\n", h->name, h->tflops,
                h->tf32_tflops, h->fp8_tflops, h->vector_tflops, h->hbm_gbps, h->link_gbps,
                h->host_gbps, h->gpus_per_host, h->nic_gbps);
    }
    fprintf(out, "\nOverride any key after the profile: --hw=h100,link_gbps=400,latency_us=20\n");
    for (int i = 0; i < N_KEYS; i++)
        fprintf(out, "  %-18s %s (h100: %g)\n", keys[i].name, keys[i].what,
                hloa_hw_key_value(&profiles[0], (size_t)i));
}

size_t hloa_hw_n_keys(void)
{
    return N_KEYS;
}

const char *hloa_hw_key_name(size_t i)
{
    return keys[i].name;
}

double hloa_hw_key_value(const hloa_hw *hw, size_t i)
{
    return *(const double *)(const void *)((const char *)hw + keys[i].offset);
}
