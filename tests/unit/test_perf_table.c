/*
 * XLA's perf tables (hloasync/perf_table.h) on small tables written here, in both
 * of XLA's schemas: exact hits, snapping to the nearer power of two (a tie
 * goes up), clamping to [1 KiB, 1 GiB], the fallback for other groups, the
 * collective-permute patterns, GEMMs on and between grid points, and the
 * errors a wrong device or a broken file gives. Every expected time is worked
 * out from the rates the test wrote, as bytes / rate or 2 b m n k / FLOP/s.
 */
#include "hloasync/perf_table.h"

#include "hloasync/ir.h"
#include "hloasync/shape.h"
#include "hloasync/strbuf.h"
#include "temp_file.h"

#include <criterion/criterion.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define KIB 1024.0
#define MIB (1024.0 * 1024.0)
#define GIB (1024.0 * 1024.0 * 1024.0)
#define near(a, b) (fabs((a) - (b)) <= 1e-9 * fabs(b) + 1e-12)

/* Writes text to a fresh temporary file in $TMPDIR (else /tmp); its path in path (removed by
   the caller with unlink). */
static void write_temp(char path[512], const char *text)
{
    write_temp_file(path, 512, "perf", text, strlen(text));
}

/* One HloInstructionProfile of a rank-1 shape over iota groups n_groups x group_size. */
static void profile(hloa_strbuf *sb, const char *op, const char *elem, long long elements,
                    int n_groups, int group_size, long long rate)
{
    hloa_strbuf_addf(sb,
                     "    entries {\n      instruction {\n        opcode: \"%s\"\n"
                     "        shape { element_type: %s dimensions: %lld\n"
                     "                layout { minor_to_major: 0 } }\n"
                     "        channel_id: 1\n"
                     "        iota_collective_device_list { num_replica_groups: %d "
                     "num_devices_per_group: %d iota_reshape_dims: %d iota_transpose_perm: 0 }\n"
                     "      }\n      network_throughput_bytes_per_sec: %lld\n    }\n",
                     op, elem, elements, n_groups, group_size, n_groups * group_size, rate);
}

/* A collective-permute profile of 256 f32 (1 KiB) with the pairs written as given. */
static void permute(hloa_strbuf *sb, const char *pairs, long long rate)
{
    hloa_strbuf_addf(sb,
                     "    entries {\n      instruction {\n        opcode: \"collective-permute\"\n"
                     "        shape { element_type: F32 dimensions: 256 }\n%s      }\n"
                     "      fingerprint: \"0123\"\n      network_throughput_bytes_per_sec: %lld\n"
                     "    }\n",
                     pairs, rate);
}

/* The all-reduce f32 1x8 rows: size in bytes and rate in bytes/s (the 2 GiB row is never used). */
static const struct {
    double bytes;
    long long rate;
} ar_rows[] = {{KIB, 1000000000}, {2 * MIB, 20000000000}, {4 * MIB, 40000000000},
               {GIB, 300000000000}, {2 * GIB, 999000000000}};
enum { N_AR = sizeof(ar_rows) / sizeof(ar_rows[0]) };
static const long long bf16_rate = 55000000000, r24_rate = 33000000000, rs_rate = 7000000000;
static const long long one_way_rate = 11000000000, mutual_rate = 12000000000,
                       ring_rate = 13000000000, inter_rate = 99000000000;

static double rate_of(double bytes)
{
    for (int i = 0; i < N_AR; i++)
        if (ar_rows[i].bytes == bytes)
            return (double)ar_rows[i].rate;
    cr_assert_fail("no row of %.0f bytes", bytes);
    return 0;
}

/* A DeviceHloInstructionProfiles of two devices, sm_test holding the rows above. */
static char *collective_table(void)
{
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    hloa_strbuf_adds(&sb, "# proto-message: xla.gpu.DeviceHloInstructionProfiles\n\n"
                          "entries {\n  key: \"sm_test\"\n  value {\n");
    for (int i = 0; i < N_AR; i++)
        profile(&sb, "all-reduce", "F32", (long long)(ar_rows[i].bytes / 4), 1, 8, ar_rows[i].rate);
    /* later than the f32 row of 4 MiB: the fallback of 8 devices keeps this one */
    profile(&sb, "all-reduce", "BF16", (long long)(4 * MIB / 2), 1, 8, bf16_rate);
    profile(&sb, "all-reduce", "F32", (long long)(4 * MIB / 4), 2, 4, r24_rate);
    /* a reduce-scatter's shape is its result: it moves 32 f32 x 8 devices = 1 KiB */
    profile(&sb, "reduce-scatter", "F32", 32, 1, 8, rs_rate);
    permute(&sb, "        source_target_pairs { source: 0 target: 4 }\n"
                 "        source_target_pairs { source: 1 target: 5 }\n", one_way_rate);
    permute(&sb, "        source_target_pairs { target: 1 }\n" /* proto3: source 0 unwritten */
                 "        source_target_pairs { source: 1 }\n", mutual_rate);
    permute(&sb, "        source_target_pairs { target: 1 }\n"
                 "        source_target_pairs { source: 1 target: 2 }\n"
                 "        source_target_pairs { source: 2 }\n", ring_rate);
    /* crosses hosts of 8: must not stand for the one-way pattern within a host */
    permute(&sb, "        source_target_pairs { source: 0 target: 8 }\n", inter_rate);
    hloa_strbuf_adds(&sb, "  }\n}\nentries {\n  key: \"other\"\n  value {\n");
    profile(&sb, "all-to-all", "F32", 256, 1, 8, 1);
    hloa_strbuf_adds(&sb, "  }\n}\n");
    return hloa_strbuf_detach(&sb, NULL);
}

static hloa_perf_tables *load_text(const char *text, const char *device)
{
    char path[512], why[256];
    write_temp(path, text);
    hloa_perf_tables *t = NULL;
    int rc = hloa_perf_tables_load(&t, path, device, why, sizeof(why));
    unlink(path);
    cr_assert_eq(rc, 0, "%s", why);
    return t;
}

static hloa_perf_tables *load_collectives(void)
{
    char *text = collective_table();
    hloa_perf_tables *t = load_text(text, "sm_test");
    free(text);
    return t;
}

static double all_reduce(const hloa_perf_tables *t, int op, int groups, int size, int elem,
                         double bytes)
{
    return hloa_perf_tables_collective_us(t, op, groups, size, 0, elem, bytes);
}

Test(perf_table, exact_hits_are_bytes_over_throughput)
{
    hloa_perf_tables *t = load_collectives();
    for (int i = 0; i < N_AR - 1; i++) {
        double us = all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 8, HLOA_ELEM_F32, ar_rows[i].bytes);
        cr_expect(near(us, ar_rows[i].bytes / (double)ar_rows[i].rate * 1e6), "row %d: %g", i, us);
    }
    /* reduce-scatter keyed by its operand's bytes, 8 times its result */
    double us = hloa_perf_tables_collective_us(t, HLOA_OP_REDUCE_SCATTER, 1, 8, 0, HLOA_ELEM_F32,
                                               KIB);
    cr_expect(near(us, KIB / (double)rs_rate * 1e6), "%g", us);
    hloa_perf_tables_free(t);
}

Test(perf_table, sizes_snap_to_the_nearer_power_of_two_ties_up)
{
    hloa_perf_tables *t = load_collectives();
    /* 3 MiB is as far from 2 MiB as from 4 MiB: XLA's Closest picks the larger */
    double us = all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 8, HLOA_ELEM_F32, 3 * MIB);
    cr_expect(near(us, 3 * MIB / rate_of(4 * MIB) * 1e6), "%g", us);
    /* a byte less is nearer 2 MiB; the time is still its own bytes over that rate */
    us = all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 8, HLOA_ELEM_F32, 3 * MIB - 1);
    cr_expect(near(us, (3 * MIB - 1) / rate_of(2 * MIB) * 1e6), "%g", us);
    hloa_perf_tables_free(t);
}

Test(perf_table, sizes_clamp_to_one_kib_and_one_gib)
{
    hloa_perf_tables *t = load_collectives();
    double us = all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 8, HLOA_ELEM_F32, 100);
    cr_expect(near(us, 100 / rate_of(KIB) * 1e6), "below 1 KiB: %g", us);
    /* 3 GiB snaps to 4 GiB, then to the 1 GiB bound: the 2 GiB row is never read */
    us = all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 8, HLOA_ELEM_F32, 3 * GIB);
    cr_expect(near(us, 3 * GIB / rate_of(GIB) * 1e6), "above 1 GiB: %g", us);
    us = all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 8, HLOA_ELEM_F32, 2 * GIB);
    cr_expect(near(us, 2 * GIB / rate_of(GIB) * 1e6), "at 2 GiB: %g", us);
    hloa_perf_tables_free(t);
}

Test(perf_table, other_groups_and_types_take_the_fallback)
{
    hloa_perf_tables *t = load_collectives();
    double b = 4 * MIB;
    /* 1x4 is no key of the exact map: the fallback's row of 4 devices is the 2x4 one */
    double us = all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 4, HLOA_ELEM_F32, b);
    cr_expect(near(us, b / (double)r24_rate * 1e6), "1x4: %g", us);
    /* 3 devices: as far from 2 as from 4, so 4 */
    us = all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 3, HLOA_ELEM_F32, b);
    cr_expect(near(us, b / (double)r24_rate * 1e6), "1x3: %g", us);
    /* 16 devices clamp to 8, whose fallback row is the last one read: the bf16 one */
    us = all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 16, HLOA_ELEM_F32, b);
    cr_expect(near(us, b / (double)bf16_rate * 1e6), "1x16: %g", us);
    /* an f16 all-reduce has no exact key (dtype counts for it), so the fallback too */
    us = all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 8, HLOA_ELEM_F16, b);
    cr_expect(near(us, b / (double)bf16_rate * 1e6), "f16: %g", us);
    /* an all-reduce-start asks the exact map with its own opcode and never finds it */
    us = all_reduce(t, HLOA_OP_ALL_REDUCE_START, 1, 8, HLOA_ELEM_F32, b);
    cr_expect(near(us, b / (double)bf16_rate * 1e6), "start: %g", us);
    /* while the sync op with the same groups and type hits its exact f32 row */
    us = all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 8, HLOA_ELEM_F32, b);
    cr_expect(near(us, b / rate_of(b) * 1e6), "exact: %g", us);
    /* no row of 2 devices at all, no all-gather at all, and no collective */
    cr_expect_eq(all_reduce(t, HLOA_OP_ALL_REDUCE, 4, 2, HLOA_ELEM_F32, b), -1);
    cr_expect_eq(all_reduce(t, HLOA_OP_ALL_GATHER, 1, 8, HLOA_ELEM_F32, b), -1);
    cr_expect_eq(all_reduce(t, HLOA_OP_ADD, 1, 8, HLOA_ELEM_F32, b), -1);
    cr_expect_eq(all_reduce(NULL, HLOA_OP_ALL_REDUCE, 1, 8, HLOA_ELEM_F32, b), -1);
    hloa_perf_tables_free(t);
}

Test(perf_table, permutes_go_by_pattern_only)
{
    hloa_perf_tables *t = load_collectives();
    static const struct {
        int pattern;
        const long long *rate;
    } cases[] = {{HLOA_PERMUTE_ONE_WAY, &one_way_rate},
                 {HLOA_PERMUTE_TWO_WAY_ALL_MUTUAL, &mutual_rate},
                 {HLOA_PERMUTE_TWO_WAY_HAS_NON_MUTUAL, &ring_rate}};
    for (int i = 0; i < 3; i++) {
        /* 600 bytes: nearer 512 than 1024, then up to the 1 KiB bound */
        double us = hloa_perf_tables_collective_us(t, HLOA_OP_COLLECTIVE_PERMUTE_START, 0, 0,
                                                   cases[i].pattern, HLOA_ELEM_F32, 600);
        cr_expect(near(us, 600 / (double)*cases[i].rate * 1e6), "pattern %d: %g", i, us);
    }
    /* 64 KiB: the pattern has no row there, and a permute has no fallback */
    cr_expect_eq(hloa_perf_tables_collective_us(t, HLOA_OP_COLLECTIVE_PERMUTE, 0, 0,
                                                HLOA_PERMUTE_ONE_WAY, HLOA_ELEM_F32, 64 * KIB),
                 -1);
    hloa_perf_tables_free(t);
}

Test(perf_table, permute_patterns_of_pairs)
{
    static const int64_t one_way[][2] = {{0, 4}, {1, 5}}, mutual[][2] = {{0, 1}, {1, 0}},
                         ring[][2] = {{0, 1}, {1, 2}, {2, 0}}, across[][2] = {{0, 8}, {8, 0}};
    cr_expect_eq(hloa_perf_tables_permute_pattern(one_way, 2, 8), HLOA_PERMUTE_ONE_WAY);
    cr_expect_eq(hloa_perf_tables_permute_pattern(mutual, 2, 8), HLOA_PERMUTE_TWO_WAY_ALL_MUTUAL);
    cr_expect_eq(hloa_perf_tables_permute_pattern(ring, 3, 8),
                 HLOA_PERMUTE_TWO_WAY_HAS_NON_MUTUAL);
    cr_expect_eq(hloa_perf_tables_permute_pattern(across, 2, 8),
                 HLOA_PERMUTE_TWO_WAY_ALL_MUTUAL | HLOA_PERMUTE_INTER_HOST);
    cr_expect_eq(hloa_perf_tables_permute_pattern(one_way, 2, 4),
                 HLOA_PERMUTE_ONE_WAY | HLOA_PERMUTE_INTER_HOST);
    cr_expect_eq(hloa_perf_tables_permute_pattern(one_way, 0, 8), -1);
}

/* ---- GEMMs ---- */

/* FLOP/s of the test's grid: each dimension at 512 adds its own share, so no two agree. */
static long long grid_flops(int m, int k, int n, int f32)
{
    return (1000000000000LL + (m == 512) * 1000000000000LL + (k == 512) * 2000000000000LL +
            (n == 512) * 4000000000000LL) /
           (f32 ? 2 : 1);
}

/* A GemmPerfTable of b = 1 and m, k, n in {256, 512}, keyed bf16 and f32 (or f32 only). */
static char *gemm_table(int with_bf16)
{
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    hloa_strbuf_adds(&sb, "# proto-message: xla.GemmPerfTable\nentries {\n  key: \"sm_test\"\n"
                          "  value {\n");
    for (int m = 256; m <= 512; m *= 2)
        for (int k = 256; k <= 512; k *= 2)
            for (int n = 256; n <= 512; n *= 2) {
                hloa_strbuf_addf(&sb, "    entries {\n      b: 1\n      m: %d\n      n: %d\n"
                                      "      k: %d\n", m, n, k);
                if (with_bf16)
                    hloa_strbuf_addf(&sb, "      flops { key: \"bf16xbf16->bf16\" value: %lld }\n",
                                     grid_flops(m, k, n, 0));
                hloa_strbuf_addf(&sb, "      flops { key: \"f32xf32->f32\" value: %lld }\n    }\n",
                                 grid_flops(m, k, n, 1));
            }
    hloa_strbuf_adds(&sb, "  }\n}\n");
    return hloa_strbuf_detach(&sb, NULL);
}

static hloa_perf_tables *load_gemms(int with_bf16)
{
    char *text = gemm_table(with_bf16);
    hloa_perf_tables *t = load_text(text, "sm_test");
    free(text);
    return t;
}

#define BF16 HLOA_ELEM_BF16, HLOA_ELEM_BF16, HLOA_ELEM_BF16

Test(perf_table, gemm_on_a_grid_point_is_the_table_value)
{
    hloa_perf_tables *t = load_gemms(1);
    double us = hloa_perf_tables_gemm_us(t, 1, 512, 512, 256, BF16);
    double flops = 2.0 * 512 * 512 * 256;
    cr_expect(near(us, flops / (double)grid_flops(512, 256, 512, 0) * 1e6), "%g", us);
    us = hloa_perf_tables_gemm_us(t, 1, 256, 512, 512, HLOA_ELEM_F32, HLOA_ELEM_F32,
                                  HLOA_ELEM_F32);
    cr_expect(near(us, 2.0 * 256 * 512 * 512 / (double)grid_flops(256, 512, 512, 1) * 1e6), "%g",
              us);
    hloa_perf_tables_free(t);
}

Test(perf_table, gemm_between_points_weighs_corners_by_distance)
{
    hloa_perf_tables *t = load_gemms(1);
    /*
     * m = 300 between 256 (1e12 FLOP/s) and 512 (2e12), k = n = 256 on the grid:
     * squared distances 44^2 = 1936 and 212^2 = 44944, weights 1/1937 and 1/44945,
     * rate = (1e12/1937 + 2e12/44945) / (1/1937 + 1/44945) = 1.0413165e12 FLOP/s,
     * time = 2 * 300 * 256 * 256 / 1.0413165e12 s = 39 321 600 / 1.0413165e12 s
     *      = 37.7614 us (a plain linear interpolation would say 37.0).
     */
    double us = hloa_perf_tables_gemm_us(t, 1, 300, 256, 256, BF16);
    cr_expect(fabs(us - 37.7614) < 1e-3, "%.6f", us);
    /* below the grid: every corner clamps to 256, time grows with m alone */
    us = hloa_perf_tables_gemm_us(t, 1, 100, 256, 256, BF16);
    cr_expect(near(us, 2.0 * 100 * 256 * 256 / (double)grid_flops(256, 256, 256, 0) * 1e6), "%g",
              us);
    /* m = 1000 needs a corner at 1024, which this table lacks */
    cr_expect_eq(hloa_perf_tables_gemm_us(t, 1, 1000, 256, 256, BF16), -1);
    hloa_perf_tables_free(t);
}

Test(perf_table, gemm_of_a_missing_type_takes_the_bf16_fallback)
{
    hloa_perf_tables *t = load_gemms(1);
    /*
     * f16 is not a key: its sizes count bytes (2 a value), which lands on the bf16
     * grid point 256^3, and the FLOPs are counted from the byte sizes too: 2^3
     * times the bf16 time, as XLA estimates it.
     */
    double f16 = hloa_perf_tables_gemm_us(t, 1, 256, 256, 256, HLOA_ELEM_F16, HLOA_ELEM_F16,
                                          HLOA_ELEM_F16);
    double bf16 = hloa_perf_tables_gemm_us(t, 1, 256, 256, 256, BF16);
    cr_expect(near(f16, 8 * bf16), "%g vs %g", f16, bf16);
    cr_expect_eq(hloa_perf_tables_gemm_us(t, 1, 256, 256, 256, HLOA_ELEM_F16, HLOA_ELEM_F16,
                                          HLOA_ELEM_TOKEN),
                 -1, "an output of no bytes");
    hloa_perf_tables_free(t);
    t = load_gemms(0);
    cr_expect_eq(hloa_perf_tables_gemm_us(t, 1, 256, 256, 256, BF16), -1, "no bf16 rows");
    hloa_perf_tables_free(t);
}

Test(perf_table, one_set_holds_both_files)
{
    char *c = collective_table(), *g = gemm_table(1), p1[512], p2[512], why[256];
    write_temp(p1, c);
    write_temp(p2, g);
    hloa_perf_tables *t = NULL;
    cr_assert_eq(hloa_perf_tables_load(&t, p1, "sm_test", why, sizeof(why)), 0, "%s", why);
    cr_assert_eq(hloa_perf_tables_load(&t, p2, "sm_test", why, sizeof(why)), 0, "%s", why);
    cr_expect_gt(all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 8, HLOA_ELEM_F32, 4 * MIB), 0);
    cr_expect_gt(hloa_perf_tables_gemm_us(t, 1, 256, 256, 256, BF16), 0);
    hloa_perf_tables_free(t);
    unlink(p1);
    unlink(p2);
    free(c);
    free(g);
}

/* ---- errors ---- */

static int load_fails(const char *text, const char *device, char *why, size_t why_size,
                      char path[512])
{
    write_temp(path, text);
    hloa_perf_tables *t = NULL;
    int rc = hloa_perf_tables_load(&t, path, device, why, why_size);
    hloa_perf_tables_free(t);
    unlink(path);
    return rc;
}

Test(perf_table, a_missing_device_names_the_ones_there)
{
    char *text = collective_table(), path[512], why[256], want[1024];
    cr_assert_eq(load_fails(text, "sm_90", why, sizeof(why), path), -1);
    snprintf(want, sizeof(want), "%s: no entries for device 'sm_90' (it has: sm_test, other)",
             path);
    cr_expect_str_eq(why, want);
    free(text);
}

Test(perf_table, a_broken_file_is_located)
{
    char path[512], why[256], want[1024];
    cr_assert_eq(load_fails("entries {\n  key: \"sm_test\"\n", "sm_test", why, sizeof(why), path),
                 -1);
    snprintf(want, sizeof(want),
             "%s:3:1: expected '}' to close the message opened at 1:9, found end of input", path);
    cr_expect_str_eq(why, want);
    cr_assert_eq(load_fails("entries { key: \"sm_test\" value { entries { nothing: 1 } } }",
                            "sm_test", why, sizeof(why), path),
                 -1);
    snprintf(want, sizeof(want),
             "%s: the entries of device 'sm_test' hold no collective or GEMM timing", path);
    cr_expect_str_eq(why, want);
    hloa_perf_tables *t = NULL;
    cr_assert_eq(hloa_perf_tables_load(&t, "/nonexistent/table.txtpb", "sm_90", why, sizeof(why)),
                 -1);
    cr_expect_str_eq(why, "/nonexistent/table.txtpb: No such file or directory");
    cr_expect_eq(t, NULL);
}

Test(perf_table, entries_it_cannot_read_are_left_out)
{
    /* every entry but the last of each kind is one XLA could not use: none answers, none
       stops the load; the good all-reduce (1 KiB at 1 024 000 B/s: 1000 us) and the good GEMM
       (2 x 256^3 at 33 554 432 000 000 FLOP/s: 1 us) do */
    static const char text[] =
        "entries { key: \"sm_90\" value {\n"
        "  entries: 7\n"
        "  entries { }\n"
        "  entries { instruction: 5 }\n"
        "  entries { instruction { opcode: \"add\" shape { element_type: F32 dimensions: 256 } } }\n"
        "  entries { instruction { opcode: \"all-reduce-start\" shape { element_type: F32 dimensions: 256 } } }\n"
        "  entries { instruction { opcode: \"all-reduce\" } }\n"
        "  entries { instruction { opcode: \"all-reduce\" shape { element_type: TOKEN dimensions: 256 } } }\n"
        "  entries { instruction { opcode: \"all-reduce\" shape { element_type: F32 dimensions: -1 } } }\n"
        "  entries { instruction { opcode: \"all-reduce\" shape { element_type: F32 dimensions: 2 dimensions: 128 } } }\n"
        "  entries { instruction { opcode: \"all-reduce\" shape { element_type: F32 dimensions: 256 } }\n"
        "    network_throughput_bytes_per_sec: x }\n"
        "  entries { instruction { opcode: \"all-reduce\" shape { element_type: F32 dimensions: 256 } } }\n"
        "  entries { instruction { opcode: \"all-reduce\" shape { element_type: F32 dimensions: 256 }\n"
        "    iota_collective_device_list { num_replica_groups: 0 num_devices_per_group: 8 } } }\n"
        "  entries { instruction { opcode: \"all-reduce\" shape { element_type: F32 dimensions: 256 }\n"
        "    iota_collective_device_list { num_replica_groups: 1 num_devices_per_group: 8\n"
        "      iota_reshape_dims: 0 } } }\n"
        "  entries { instruction { opcode: \"all-reduce\" shape { element_type: F32 dimensions: 256 }\n"
        "    iota_collective_device_list { num_replica_groups: 1 num_devices_per_group: 8\n"
        "      iota_reshape_dims: 4 } } }\n"
        "  entries { instruction { opcode: \"all-reduce\" shape { element_type: F32 dimensions: 256 }\n"
        "    iota_collective_device_list { num_replica_groups: 1 num_devices_per_group: 8\n"
        "      iota_reshape_dims: 2 iota_reshape_dims: 4 iota_transpose_perm: 0 } } }\n"
        "  entries { instruction { opcode: \"all-reduce\" shape { element_type: F32 dimensions: 256 }\n"
        "    iota_collective_device_list { num_replica_groups: 1 num_devices_per_group: 8\n"
        "      iota_reshape_dims: 2 iota_reshape_dims: 4 iota_transpose_perm: 0 iota_transpose_perm: 0 } } }\n"
        "  entries { instruction { opcode: \"all-reduce\" shape { element_type: F32 dimensions: 256 }\n"
        "    iota_collective_device_list { num_replica_groups: 1 num_devices_per_group: 8\n"
        "      iota_reshape_dims: 8 iota_transpose_perm: 3 } } }\n"
        "  entries { instruction { opcode: \"collective-permute\" shape { element_type: F32 dimensions: 256 }\n"
        "    source_target_pairs: 3 } network_throughput_bytes_per_sec: 1 }\n"
        "  entries { instruction { opcode: \"collective-permute\" shape { element_type: F32 dimensions: 256 }\n"
        "    source_target_pairs { source: x } } network_throughput_bytes_per_sec: 1 }\n"
        "  entries { instruction { opcode: \"collective-permute\" shape { element_type: F32 dimensions: 256 } }\n"
        "    network_throughput_bytes_per_sec: 1 }\n"
        "  entries { instruction { opcode: \"all-reduce\" shape { element_type: F32 dimensions: 256 }\n"
        "    iota_collective_device_list { num_replica_groups: 1 num_devices_per_group: 8\n"
        "      iota_reshape_dims: 8 iota_transpose_perm: 0 } }\n"
        "    network_throughput_bytes_per_sec: 1024000 }\n"
        "  entries { b: x flops { key: \"bf16xbf16->bf16\" value: 1 } }\n"
        "  entries { b: -1 flops { key: \"bf16xbf16->bf16\" value: 1 } }\n"
        "  entries { b: 1 m: 256 n: 256 k: 256 flops: 3 flops { value: 1 }\n"
        "    flops { key: 5 value: 1 } flops { key: \"bf16\" value: 1 }\n"
        "    flops { key: \"bf16xbf16xbf16->bf16\" value: 1 } flops { key: \"zzxbf16->bf16\" value: 1 }\n"
        "    flops { key: \"bf16xzz->bf16\" value: 1 } flops { key: \"bf16xbf16->zz\" value: 1 }\n"
        "    flops { key: \"f32xf32->f32\" value: x } }\n"
        "  entries { b: 1 m: 256 n: 256 k: 256 flops { key: \"bf16xbf16->bf16\" value: 33554432000000 } }\n"
        "} }\n"
        "entries { key: \"sm_90\" }\n"
        "entries { value { } }\n";
    hloa_perf_tables *t = NULL;
    char why[256];
    cr_assert_eq(hloa_perf_tables_read(&t, "t.txtpb", text, sizeof(text) - 1, "sm_90", why,
                                       sizeof(why)),
                 0, "%s", why);
    cr_assert(near(hloa_perf_tables_collective_us(t, HLOA_OP_ALL_REDUCE, 1, 8, 0, HLOA_ELEM_F32, KIB),
                   1000.0));
    cr_assert(near(hloa_perf_tables_gemm_us(t, 1, 256, 256, 256, HLOA_ELEM_BF16, HLOA_ELEM_BF16,
                                            HLOA_ELEM_BF16),
                   1.0));
    cr_assert_eq(hloa_perf_tables_collective_us(t, HLOA_OP_COLLECTIVE_PERMUTE, 1, 2, 0, HLOA_ELEM_F32, KIB), -1);
    cr_assert_eq(hloa_perf_tables_collective_us(t, HLOA_OP_ADD, 1, 8, 0, HLOA_ELEM_F32, KIB), -1);
    cr_assert_eq(hloa_perf_tables_collective_us(t, HLOA_OP_ALL_REDUCE, 0, 8, 0, HLOA_ELEM_F32, KIB), -1);
    cr_assert_eq(hloa_perf_tables_collective_us(t, HLOA_OP_ALL_REDUCE, 1, 8, 0, HLOA_ELEM_F32, -1), -1);
    cr_assert_eq(hloa_perf_tables_collective_us(NULL, HLOA_OP_ALL_REDUCE, 1, 8, 0, HLOA_ELEM_F32, KIB), -1);
    cr_assert_eq(hloa_perf_tables_gemm_us(NULL, 1, 256, 256, 256, HLOA_ELEM_BF16, HLOA_ELEM_BF16,
                                          HLOA_ELEM_BF16), -1);
    hloa_perf_tables_free(t);
    /* a device whose entries hold nothing usable */
    static const char empty[] = "entries { key: \"sm_90\" value { entries { } } }\n";
    t = NULL;
    cr_assert_eq(hloa_perf_tables_read(&t, "e.txtpb", empty, sizeof(empty) - 1, "sm_90", why,
                                       sizeof(why)),
                 -1);
    cr_assert_str_eq(why, "e.txtpb: the entries of device 'sm_90' hold no collective or GEMM timing");
    hloa_perf_tables_free(t);
}

/* ---- profiles XLA could not rebuild a module from, one at a time ---- */

/* The tables of text, which must load for sm_90. */
static hloa_perf_tables *read_ok(const char *text, size_t len)
{
    hloa_perf_tables *t = NULL;
    char why[256];
    cr_assert_eq(hloa_perf_tables_read(&t, "ok.txtpb", text, len, "sm_90", why, sizeof(why)), 0,
                 "%s", why);
    return t;
}

/* The table text (released) loads nothing for sm_90: the device's entries hold no timing. */
static void holds_no_timing(hloa_strbuf *text, size_t i)
{
    hloa_perf_tables *t = NULL;
    char why[256];
    cr_expect_eq(hloa_perf_tables_read(&t, "b.txtpb", text->buf, text->len, "sm_90", why,
                                       sizeof(why)),
                 -1, "entry %zu was read", i);
    cr_expect_str_eq(why, "b.txtpb: the entries of device 'sm_90' hold no collective or GEMM timing",
                     "entry %zu", i);
    hloa_perf_tables_free(t);
    hloa_strbuf_release(text);
}

#define AR_F32 "opcode: \"all-reduce\" shape { element_type: F32 dimensions: 256 }\n"
#define IOTA(x) "iota_collective_device_list { " x " }\n"

Test(perf_table, each_unusable_profile_alone_leaves_the_device_without_timings)
{
    /* each instruction, the only entry of its device, is one XLA's Spec or its interpolators
       refuse; the load must say the device holds nothing (and not answer from it) */
    static const char *const bad[] = {
        "opcode: 5 shape { element_type: F32 dimensions: 256 }",
        "opcode: \"no-such-op\" shape { element_type: F32 dimensions: 256 }",
        "opcode: \"ragged-all-to-all\" shape { element_type: F32 dimensions: 256 }",
        "opcode: \"collective-broadcast\" shape { element_type: F32 dimensions: 256 }",
        "opcode: \"all-reduce\" shape: 3",
        "opcode: \"all-reduce\" shape { element_type: \"F32\" dimensions: 256 }",
        "opcode: \"all-reduce\" shape { element_type: ZZ dimensions: 256 }",
        "opcode: \"all-reduce\" shape { element_type: FAR_TOO_LONG_A_NAME dimensions: 256 }",
        "opcode: \"all-reduce\" shape { element_type: F32 }",
        "opcode: \"all-reduce\" shape { element_type: F32 dimensions: 2000000000000 }",
        AR_F32 "iota_collective_device_list: 3",
        AR_F32 IOTA("num_devices_per_group: 8"),
        AR_F32 IOTA("num_replica_groups: 1"),
        AR_F32 IOTA("num_replica_groups: 1 num_devices_per_group: 0"),
        AR_F32 IOTA("num_replica_groups: 70000 num_devices_per_group: 1"),
        /* nine reshape dims: more than the rank XLA's iota lists allow here */
        AR_F32 IOTA("num_replica_groups: 1 num_devices_per_group: 1 iota_reshape_dims: 1 "
                    "iota_reshape_dims: 1 iota_reshape_dims: 1 iota_reshape_dims: 1 "
                    "iota_reshape_dims: 1 iota_reshape_dims: 1 iota_reshape_dims: 1 "
                    "iota_reshape_dims: 1 iota_reshape_dims: 1"),
        AR_F32 IOTA("num_replica_groups: 1 num_devices_per_group: 8 iota_reshape_dims: x"),
        AR_F32 IOTA("num_replica_groups: 1 num_devices_per_group: 8 iota_reshape_dims: 16"),
        AR_F32 IOTA("num_replica_groups: 1 num_devices_per_group: 8 iota_reshape_dims: 4 "
                    "iota_reshape_dims: 4"),
        AR_F32 IOTA("num_replica_groups: 1 num_devices_per_group: 8 iota_reshape_dims: 8 "
                    "iota_transpose_perm: 0 iota_transpose_perm: 0"),
        AR_F32 IOTA("num_replica_groups: 1 num_devices_per_group: 8 iota_reshape_dims: 8 "
                    "iota_transpose_perm: x"),
        AR_F32 IOTA("num_replica_groups: 1 num_devices_per_group: 8 iota_reshape_dims: 8 "
                    "iota_transpose_perm: -1"),
        /* 2 x 2 devices of a list of 8 */
        AR_F32 IOTA("num_replica_groups: 1 num_devices_per_group: 8 iota_reshape_dims: 2 "
                    "iota_reshape_dims: 2 iota_transpose_perm: 0 iota_transpose_perm: 1"),
        /* groups {0, 8}, {1, 9}, ...: neither the contiguous groups nor within one host */
        AR_F32 IOTA("num_replica_groups: 8 num_devices_per_group: 2 iota_reshape_dims: 2 "
                    "iota_reshape_dims: 8 iota_transpose_perm: 1 iota_transpose_perm: 0"),
        /* a broken pair ends the list, however many good ones follow */
        "opcode: \"collective-permute\" shape { element_type: F32 dimensions: 256 }\n"
        "source_target_pairs: 3 source_target_pairs { source: 0 target: 1 }",
        "opcode: \"collective-permute\" shape { element_type: F32 dimensions: 256 }\n"
        "source_target_pairs { source: 0 target: x }",
    };
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        hloa_strbuf sb = HLOA_STRBUF_INIT;
        hloa_strbuf_addf(&sb,
                         "entries { key: \"sm_90\" value { entries { instruction { %s }\n"
                         "  network_throughput_bytes_per_sec: 1000 } } }\n",
                         bad[i]);
        holds_no_timing(&sb, i);
    }
}

Test(perf_table, gemm_entries_it_cannot_read_alone_leave_nothing)
{
    static const char *const bad[] = {
        "b: 9223372036854775807 m: 256 n: 256 k: 256 flops { key: \"bf16xbf16->bf16\" value: 1 }",
        "b: 1 m: 256 n: 256 k: 256 flops { key: \"xbf16->bf16\" value: 1 }",
    };
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        hloa_strbuf sb = HLOA_STRBUF_INIT;
        hloa_strbuf_addf(&sb, "entries { key: \"sm_90\" value { entries { %s } } }\n", bad[i]);
        holds_no_timing(&sb, i);
    }
}

Test(perf_table, a_device_whose_value_is_no_message_has_no_entries)
{
    static const char text[] = "entries { key: \"sm_90\" value: 3 }\n";
    hloa_perf_tables *t = NULL;
    char why[256];
    cr_assert_eq(hloa_perf_tables_read(&t, "v.txtpb", text, sizeof(text) - 1, "sm_90", why,
                                       sizeof(why)),
                 -1);
    cr_expect_str_eq(why, "v.txtpb: no entries for device 'sm_90' (it has: none)");
    cr_expect_eq(t, NULL);
}

/* One all-reduce profile of 1 KiB f32 on the iota list given, at rate bytes/s, for sm_90. */
static void iota_profile(hloa_strbuf *sb, const char *iota, long long rate)
{
    hloa_strbuf_addf(sb,
                     "  entries { instruction { " AR_F32 IOTA("%s") "}\n"
                     "    network_throughput_bytes_per_sec: %lld }\n",
                     iota, rate);
}

Test(perf_table, iota_lists_plain_and_transposed)
{
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    hloa_strbuf_adds(&sb, "entries { key: \"sm_90\" value {\n");
    /* no reshape dims: the plain list 0..7, one group of 8 */
    iota_profile(&sb, "num_replica_groups: 1 num_devices_per_group: 8", 2048000);
    /* 2 x 4 transposed: groups {0, 2, 4, 6} and {1, 3, 5, 7}, not the contiguous ones an
       exact query names, but each in one host: a fallback row of 4 devices only */
    iota_profile(&sb, "num_replica_groups: 2 num_devices_per_group: 4 iota_reshape_dims: 4 "
                      "iota_reshape_dims: 2 iota_transpose_perm: 1 iota_transpose_perm: 0",
                 4096000);
    /* read later, a contiguous 1 x 4: its fallback row of 4 devices replaces the one above */
    iota_profile(&sb, "num_replica_groups: 1 num_devices_per_group: 4", 1024000);
    hloa_strbuf_adds(&sb, "} }\n");
    hloa_perf_tables *t = read_ok(sb.buf, sb.len);
    /* 1 KiB at 2 048 000 B/s: 500 us */
    cr_expect(near(all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 8, HLOA_ELEM_F32, KIB), 500.0));
    /* 2 x 4 has no exact row: the fallback of 4 devices, the last read, 1000 us */
    cr_expect(near(all_reduce(t, HLOA_OP_ALL_REDUCE, 2, 4, HLOA_ELEM_F32, KIB), 1000.0));
    cr_expect(near(all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 4, HLOA_ELEM_F32, KIB), 1000.0));
    hloa_perf_tables_free(t);
    hloa_strbuf_release(&sb);
}

Test(perf_table, a_row_without_its_rate_answers_nothing)
{
    /* two rows of XLA's own GB200 tables lack their throughput or FLOP/s: read, never used */
    static const char text[] =
        "entries { key: \"sm_90\" value {\n"
        "  entries { instruction { " AR_F32 IOTA("num_replica_groups: 1 num_devices_per_group: 8") "} }\n"
        "  entries { b: 1 m: 256 n: 256 k: 256 flops { key: \"f32xf32->f32\" } }\n"
        "} }\n";
    hloa_perf_tables *t = read_ok(text, sizeof(text) - 1);
    cr_expect_eq(all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 8, HLOA_ELEM_F32, KIB), -1);
    cr_expect_eq(hloa_perf_tables_gemm_us(t, 1, 256, 256, 256, HLOA_ELEM_F32, HLOA_ELEM_F32,
                                          HLOA_ELEM_F32),
                 -1);
    hloa_perf_tables_free(t);
}

Test(perf_table, collective_queries_outside_the_tables)
{
    hloa_perf_tables *t = load_collectives();
    /* no opcode at all, and collectives XLA's tables never hold */
    cr_expect_eq(all_reduce(t, -1, 1, 8, HLOA_ELEM_F32, KIB), -1);
    cr_expect_eq(all_reduce(t, HLOA_OP_COUNT, 1, 8, HLOA_ELEM_F32, KIB), -1);
    cr_expect_eq(all_reduce(t, HLOA_OP_RAGGED_ALL_TO_ALL, 1, 8, HLOA_ELEM_F32, KIB), -1);
    cr_expect_eq(all_reduce(t, HLOA_OP_COLLECTIVE_BROADCAST, 1, 8, HLOA_ELEM_F32, KIB), -1);
    cr_expect_eq(all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 0, HLOA_ELEM_F32, KIB), -1);
    /* nothing to move takes no time; more bytes than an int64 holds still clamp to 1 GiB */
    cr_expect_eq(all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 8, HLOA_ELEM_F32, 0), 0);
    double huge = 1e30;
    double us = all_reduce(t, HLOA_OP_ALL_REDUCE, 1, 8, HLOA_ELEM_F32, huge);
    cr_expect(near(us, huge / rate_of(GIB) * 1e6), "%g", us);
    /* no host size: no pattern */
    static const int64_t pairs[][2] = {{0, 1}};
    cr_expect_eq(hloa_perf_tables_permute_pattern(pairs, 1, 0), -1);
    hloa_perf_tables_free(t);
}

Test(perf_table, gemm_queries_outside_the_grid)
{
    hloa_perf_tables *t = load_gemms(1);
    for (int d = 0; d < 4; d++) { /* a negative size in any place */
        int64_t s[4] = {1, 256, 256, 256};
        s[d] = -1;
        cr_expect_eq(hloa_perf_tables_gemm_us(t, s[0], s[1], s[2], s[3], BF16), -1, "%d", d);
    }
    /* operands of no bytes key no row: the bf16 fallback, sizes counted in the output's bytes */
    double bf16 = hloa_perf_tables_gemm_us(t, 1, 256, 256, 256, BF16);
    double tok = hloa_perf_tables_gemm_us(t, 1, 256, 256, 256, HLOA_ELEM_TOKEN, HLOA_ELEM_TOKEN,
                                          HLOA_ELEM_BF16);
    cr_expect(near(tok, 8 * bf16), "%g vs %g", tok, bf16);
    /* no output type, and sizes whose bytes overflow, give no answer */
    cr_expect_eq(hloa_perf_tables_gemm_us(t, 1, 256, 256, 256, HLOA_ELEM_BF16, HLOA_ELEM_BF16,
                                          HLOA_ELEM_COUNT),
                 -1);
    for (int d = 1; d < 4; d++) {
        int64_t s[4] = {1, 256, 256, 256};
        s[d] = INT64_MAX / 2;
        cr_expect_eq(hloa_perf_tables_gemm_us(t, s[0], s[1], s[2], s[3], HLOA_ELEM_F16,
                                              HLOA_ELEM_F16, HLOA_ELEM_F16),
                     -1, "%d", d);
    }
    hloa_perf_tables_free(t);
}

Test(perf_table, gemm_far_beyond_the_grid_uses_its_last_point)
{
    /* only the grid's far corner, b = 4 and m = k = n = 4096: every larger size clamps there,
       and 2 b m n k no longer fits an int64 but is still counted */
    static const char text[] = "entries { key: \"sm_90\" value { entries { b: 4 m: 4096 n: 4096 "
                               "k: 4096 flops { key: \"f32xf32->f32\" value: 1000000000000 } } } }\n";
    hloa_perf_tables *t = read_ok(text, sizeof(text) - 1);
    double big = 1099511627776.0; /* 2^40 */
    double us = hloa_perf_tables_gemm_us(t, 4, (int64_t)big, (int64_t)big, (int64_t)big,
                                         HLOA_ELEM_F32, HLOA_ELEM_F32, HLOA_ELEM_F32);
    cr_expect(near(us, 2.0 * 4 * big * big * big / 1e12 * 1e6), "%g", us);
    us = hloa_perf_tables_gemm_us(t, 4, INT64_MAX, 4096, 4096, HLOA_ELEM_F32, HLOA_ELEM_F32,
                                  HLOA_ELEM_F32);
    cr_expect(near(us, 2.0 * 4 * (double)INT64_MAX * 4096 * 4096 / 1e12 * 1e6), "%g", us);
    hloa_perf_tables_free(t);
}

Test(perf_table, a_mixed_type_gemm_is_no_bf16_fallback)
{
    /* only "bf16xf32->bf16": it answers its own type, but is no row of the bf16 fallback */
    static const char text[] = "entries { key: \"sm_90\" value { entries { b: 1 m: 256 n: 256 "
                               "k: 256 flops { key: \"bf16xf32->bf16\" value: 33554432000000 } } } }\n";
    hloa_perf_tables *t = read_ok(text, sizeof(text) - 1);
    cr_expect(near(hloa_perf_tables_gemm_us(t, 1, 256, 256, 256, HLOA_ELEM_BF16, HLOA_ELEM_F32,
                                            HLOA_ELEM_BF16),
                   1.0));
    cr_expect_eq(hloa_perf_tables_gemm_us(t, 1, 128, 128, 128, HLOA_ELEM_F16, HLOA_ELEM_F16,
                                          HLOA_ELEM_BF16),
                 -1);
    hloa_perf_tables_free(t);
}
