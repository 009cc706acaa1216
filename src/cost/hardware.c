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

static const hloa_hw profiles[] = {
    /* name       tflops vector  hbm     link   host   latency */
    {"h100", 989.0, 67.0, 3350.0, 450.0, 64.0, 10.0},     /* H100 SXM5 */
    {"a100", 312.0, 19.5, 2039.0, 300.0, 32.0, 10.0},     /* A100 SXM4 80 GB */
    {"tpu-v5e", 197.0, 197.0, 819.0, 200.0, 32.0, 5.0},   /* Cloud TPU v5e, one chip */
    {"cpu", 7.37, 7.37, 460.8, 230.4, 460.8, 1.0},        /* AMD EPYC 9654, one socket */
};
enum { N_PROFILES = sizeof(profiles) / sizeof(profiles[0]) };

/* The keys of an override, each a field of hloa_hw, with its unit for --hw=list. */
static const struct key {
    const char *name;
    size_t offset;
    const char *what;
} keys[] = {
    {"tflops", offsetof(hloa_hw, tflops), "matrix peak (dot, convolution, GEMM), TFLOP/s"},
    {"vector_tflops", offsetof(hloa_hw, vector_tflops), "peak of every other op, TFLOP/s"},
    {"hbm_gbps", offsetof(hloa_hw, hbm_gbps), "device memory bandwidth, GB/s"},
    {"link_gbps", offsetof(hloa_hw, link_gbps), "interconnect, one direction, GB/s"},
    {"host_gbps", offsetof(hloa_hw, host_gbps), "host link (memory space S(5)), GB/s"},
    {"latency_us", offsetof(hloa_hw, latency_us), "fixed cost of a collective, send or recv, us"},
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
        /* Times and rates are positive; a latency may be 0. */
        int ok = vlen && vlen < sizeof(num) && !*end && !errno && isfinite(v) &&
                 (v > 0 || (v == 0 && !strcmp(k->name, "latency_us")));
        if (!ok) {
            snprintf(why, why_size, "%s needs a positive number, not '%.*s'", k->name,
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
    fprintf(out, "%-8s %8s %14s %9s %10s %10s %11s\n", "profile", "tflops", "vector_tflops",
            "hbm_gbps", "link_gbps", "host_gbps", "latency_us");
    for (int i = 0; i < N_PROFILES; i++) {
        const hloa_hw *h = &profiles[i];
        fprintf(out, "%-8s %8g %14g %9g %10g %10g %11g\n", h->name, h->tflops, h->vector_tflops,
                h->hbm_gbps, h->link_gbps, h->host_gbps, h->latency_us);
    }
    fprintf(out, "\nOverride any key after the profile: --hw=h100,link_gbps=400,latency_us=20\n");
    for (int i = 0; i < N_KEYS; i++)
        fprintf(out, "  %-14s %s\n", keys[i].name, keys[i].what);
}
