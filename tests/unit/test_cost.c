/*
 * The cost model (cost.c, hardware.c) and the schedule in time (estimate.c),
 * against figures worked out by hand in the comments.
 */
#include "hloasync/cost.h"
#include "hloasync/passes.h"
#include "hloasync/perf_table.h"
#include "hloasync/timeline.h"

#include "cost/clock.h"

#include "helpers.h"
#include "spans.h"

#include <criterion/criterion.h>
#include <math.h>

/* The cost of instruction name of a module text, on hw (h100 when NULL). */
static hloa_cost cost_of(const char *text, const char *name, const char *hw_spec)
{
    parsed p;
    parse_text(&p, text);
    cr_assert_eq(p.errors, 0, "the test module parses");
    hloa_hw hw;
    char why[128];
    cr_assert_eq(hloa_hw_parse(hw_spec ? hw_spec : "h100", &hw, why, sizeof(why)), 0, "%s", why);
    hloa_arena a;
    hloa_arena_init(&a);
    hloa_cost_model cm;
    hloa_cost_model_init(&cm, &p.m, &hw, &a);
    hloa_instr *in = find_instr(&p, name);
    cr_assert(in, "instruction %s", name);
    hloa_cost c;
    hloa_cost_instr(&cm, in, &c);
    hloa_arena_release(&a);
    parsed_release(&p);
    return c;
}

static int64_t group_of(const char *header, const char *attrs)
{
    char text[1024];
    snprintf(text, sizeof(text),
             "HloModule m%s\n%%sum { %%x = f32[] parameter(0)\n %%y = f32[] parameter(1)\n"
             " ROOT %%s = f32[] add(%%x, %%y) }\n"
             "ENTRY %%e { %%p = f32[8] parameter(0)\n"
             " ROOT %%ar = f32[8] all-reduce(%%p), to_apply=%%sum%s }\n",
             header, attrs);
    return cost_of(text, "ar", NULL).group;
}

#define near(a, b) (fabs((double)(a) - (b)) <= 1e-9 * fabs((double)(b)) + 1e-9)

Test(cost, dot_flops)
{
    /* 2 x (1024 x 1024 result elements) x 1024 contracting = 2 147 483 648 */
    hloa_cost c = cost_of("HloModule m\nENTRY %e {\n"
                          "  %a = f32[1024,1024] parameter(0)\n"
                          "  %b = f32[1024,1024] parameter(1)\n"
                          "  ROOT %d = f32[1024,1024] dot(%a, %b), lhs_contracting_dims={1}, "
                          "rhs_contracting_dims={0}\n}\n",
                          "d", NULL);
    cr_assert_eq(c.flops, 2147483648.0);
    cr_assert_eq(c.bytes, 3.0 * 4194304, "two operands read, the result written: 3 x 4 MiB");
    /* f32 runs as TF32: 2^31 FLOP / 494.7e6 FLOP/us / 0.7 (matrix_efficiency) = 6.2014 us,
       above 12 MiB / 3350e3 B/us = 3.7562 us; plus the launch (1 us) and a GEMM's 5 us */
    cr_assert(near(c.us, 1 + 5 + 2147483648.0 / 494.7e6 / 0.7), "%f", c.us);
    cr_assert_eq(c.stream, HLOA_STREAM_COMPUTE);
}

Test(cost, dot_with_batch_and_several_contracting_dims)
{
    /* [4,32,16,8] x [4,16,8,64] contracting {2,3} (16 x 8): 2 x (4 x 32 x 64) x 128 */
    hloa_cost c = cost_of("HloModule m\nENTRY %e {\n"
                          "  %a = bf16[4,32,16,8] parameter(0)\n"
                          "  %b = bf16[4,16,8,64] parameter(1)\n"
                          "  ROOT %d = bf16[4,32,64] dot(%a, %b), lhs_batch_dims={0}, "
                          "lhs_contracting_dims={2,3}, rhs_batch_dims={0}, "
                          "rhs_contracting_dims={1,2}\n}\n",
                          "d", NULL);
    cr_assert_eq(c.flops, 2.0 * 4 * 32 * 64 * 128);
}

Test(cost, all_reduce_256_mib_over_8_on_h100)
{
    /* latency + 2 (n-1) steps + 2 x 7/8 x 256 MiB / achieved link:
       20 + 14 x 1.5 + 469 762 048 B / (450e3 x 0.55) B/us = 1939.0285 us */
    hloa_cost c = cost_of("HloModule m, num_partitions=8\n"
                          "%sum { %x = f32[] parameter(0)\n %y = f32[] parameter(1)\n"
                          " ROOT %s = f32[] add(%x, %y) }\n"
                          "ENTRY %e {\n  %p = f32[67108864] parameter(0)\n"
                          "  ROOT %ar = f32[67108864] all-reduce(%p), channel_id=1, "
                          "replica_groups=[1,8]<=[8], use_global_device_ids=true, to_apply=%sum\n}\n",
                          "ar", NULL);
    cr_assert_eq(c.group, 8);
    cr_assert_eq(c.link_bytes, 2.0 * 7 / 8 * 268435456);
    cr_assert_eq(c.hosts, 1, "eight GPUs of one host");
    cr_assert(near(c.us, 20 + 14 * 1.5 + 469762048.0 / (450e3 * 0.55)), "%f", c.us);
    cr_assert_eq(c.stream, HLOA_STREAM_COLLECTIVE);
    /* the same on a100 (300 GB/s) and with the link overridden to 400 GB/s */
    c = cost_of("HloModule m\n%sum { %x = f32[] parameter(0)\n %y = f32[] parameter(1)\n"
                " ROOT %s = f32[] add(%x, %y) }\n"
                "ENTRY %e {\n  %p = f32[67108864] parameter(0)\n"
                "  ROOT %ar = f32[67108864] all-reduce(%p), replica_groups={{0,1,2,3,4,5,6,7}}, "
                "to_apply=%sum\n}\n",
                "ar", "h100,link_gbps=400,latency_us=20");
    cr_assert(near(c.us, 20 + 14 * 1.5 + 469762048.0 / (400e3 * 0.55)), "%f", c.us);
}

Test(cost, gather_scatter_permute_formulas)
{
    const char *mod = "HloModule m, num_partitions=4\n"
                      "%sum { %x = f32[] parameter(0)\n %y = f32[] parameter(1)\n"
                      " ROOT %s = f32[] add(%x, %y) }\n"
                      "ENTRY %e {\n  %p = f32[1024] parameter(0)\n"
                      "  %ag = f32[4096] all-gather(%p), channel_id=1, replica_groups={{0,1,2,3}}, "
                      "dimensions={0}, use_global_device_ids=true\n"
                      "  %rs = f32[256] reduce-scatter(%p), channel_id=2, replica_groups={{0,1,2,3}}, "
                      "dimensions={0}, use_global_device_ids=true, to_apply=%sum\n"
                      "  %a2a = f32[1024] all-to-all(%p), channel_id=3, replica_groups={{0,1,2,3}}, "
                      "dimensions={0}\n"
                      "  %cp = f32[1024] collective-permute(%p), channel_id=4, "
                      "source_target_pairs={{0,1},{1,2}}\n"
                      "  ROOT %t = (f32[4096], f32[256], f32[1024], f32[1024]) tuple(%ag, %rs, %a2a, %cp)\n}\n";
    /* all-gather: (n-1)/n of the gathered 4 x 4 KiB; reduce-scatter and all-to-all: (n-1)/n of
       the operand's 4 KiB; collective-permute: the operand */
    cr_assert_eq(cost_of(mod, "ag", NULL).link_bytes, 3.0 / 4 * 16384);
    cr_assert_eq(cost_of(mod, "rs", NULL).link_bytes, 3.0 / 4 * 4096);
    cr_assert_eq(cost_of(mod, "a2a", NULL).link_bytes, 3.0 / 4 * 4096);
    cr_assert_eq(cost_of(mod, "cp", NULL).link_bytes, 4096);
}

Test(cost, replica_group_forms)
{
    cr_assert_eq(group_of("", ", replica_groups={{0,1},{2,3}}"), 2);
    cr_assert_eq(group_of("", ", replica_groups={{0,1,2,3,4,5,6,7,8,9,10,11}}"), 12);
    cr_assert_eq(group_of(", replica_count=4", ", replica_groups={}"), 4, "cross-replica, all of them");
    cr_assert_eq(group_of(", replica_count=4", ""), 4, "no groups: all replicas");
    cr_assert_eq(group_of("", ", replica_groups=[2,4]<=[8]"), 4, "iota: 2 groups of 4");
    cr_assert_eq(group_of("", ", replica_groups=[4,2]<=[2,4]T(1,0)"), 2, "iota transposed");
    cr_assert_eq(group_of("", ", replica_groups=mesh['x'=4,'y'=2] {'x'}"), 4);
    cr_assert_eq(group_of("", ", replica_groups=mesh['x'=4,'y'=2] {'x','y'}"), 8);
    /* forms a dump should not hold: the group size falls back, never a crash */
    cr_assert_eq(group_of("", ", replica_groups=[8]<=[8]"), 8, "one number: one group of it");
    cr_assert_eq(group_of(", replica_count=4", ", replica_groups=[]<=[8]"), 4, "no numbers: all");
    cr_assert_eq(group_of(", replica_count=4", ", replica_groups=mesh['x'=4]"), 4,
                 "a mesh without axes: all");
    cr_assert_eq(group_of("", ", replica_groups=mesh['x'=4,'y'=2] {'z', y, 'x'}"), 4,
                 "unknown and unquoted axes count nothing");
    cr_assert_eq(group_of(", replica_count=3", ", replica_groups=xyz"), 3, "an unknown form: all");
    cr_assert_eq(group_of(", replica_count=0, num_partitions=x", ""), 1,
                 "counts that are no positive number count 1");
    cr_assert_eq(group_of("", ", replica_groups={{12,3},{4,5}}"), 2, "numbers, not digits");
    /* with a channel: cross-partition (global ids not written), cross-replica-and-partition
       (false: each group spans the partitions too), flattened ids (true) */
    cr_assert_eq(group_of(", num_partitions=8", ", channel_id=1, replica_groups={}"), 8);
    cr_assert_eq(group_of(", replica_count=2, num_partitions=4",
                          ", channel_id=1, replica_groups={{0,1}}, use_global_device_ids=false"),
                 8);
    cr_assert_eq(group_of(", replica_count=2, num_partitions=4",
                          ", channel_id=1, replica_groups={}, use_global_device_ids=true"),
                 8);
    cr_assert_eq(group_of(", replica_count=2, num_partitions=4",
                          ", channel_id=1, replica_groups={}, use_global_device_ids=false"),
                 8);
}

Test(cost, fusion_counts_its_body_flops_and_its_boundary_bytes)
{
    /* body: multiply and add of f32[256,256], 65 536 x (3 + 7) FLOPs (XLA's H100 op profile);
       the product stays inside: bytes are the two parameters and the result, 3 x 256 KiB */
    hloa_cost c = cost_of("HloModule m\n"
                          "%f { %a = f32[256,256] parameter(0)\n %b = f32[256,256] parameter(1)\n"
                          " %m = f32[256,256] multiply(%a, %b)\n"
                          " ROOT %s = f32[256,256] add(%m, %a) }\n"
                          "ENTRY %e {\n  %x = f32[256,256] parameter(0)\n"
                          "  %y = f32[256,256] parameter(1)\n"
                          "  ROOT %fu = f32[256,256] fusion(%x, %y), kind=kLoop, calls=%f\n}\n",
                          "fu", NULL);
    cr_assert_eq(c.flops, 10.0 * 65536);
    cr_assert_eq(c.bytes, 3.0 * 262144);
    cr_assert(near(c.us, 1 + 3.0 * 262144 / 3350e3), "memory-bound, and launched: %f", c.us);
}

Test(cost, convolution_flops_from_dim_labels)
{
    /* 7x7 window, 3 input features: 2 x (1 x 112 x 112 x 64) x (7 x 7 x 3) = 236 027 904 */
    hloa_cost c = cost_of("HloModule m\nENTRY %e {\n"
                          "  %i = f32[1,230,230,3] parameter(0)\n"
                          "  %k = f32[7,7,3,64] parameter(1)\n"
                          "  ROOT %c = f32[1,112,112,64] convolution(%i, %k), window={size=7x7 stride=2x2}, "
                          "dim_labels=b01f_01io->b01f\n}\n",
                          "c", NULL);
    cr_assert_eq(c.flops, 236027904.0);
    /* depthwise, feature_group_count=32: the kernel's i is 1: 2 x (96 x 32 x 112 x 112) x 9 */
    c = cost_of("HloModule m\nENTRY %e {\n"
                "  %i = f32[96,32,112,112] parameter(0)\n"
                "  %k = f32[32,1,3,3] parameter(1)\n"
                "  ROOT %c = f32[96,32,112,112] convolution(%i, %k), window={size=3x3 pad=1_1x1_1}, "
                "dim_labels=bf01_oi01->bf01, feature_group_count=32\n}\n",
                "c", NULL);
    cr_assert_eq(c.flops, 2.0 * 96 * 32 * 112 * 112 * 9);
}

Test(cost, reduce_window_and_elementwise)
{
    const char *mod = "HloModule m\n"
                      "%max { %x = f32[] parameter(0)\n %y = f32[] parameter(1)\n"
                      " ROOT %s = f32[] maximum(%x, %y) }\n"
                      "ENTRY %e {\n  %p = f32[8,8] parameter(0)\n  %z = f32[] constant(0)\n"
                      "  %r = f32[8] reduce(%p, %z), dimensions={1}, to_apply=%max\n"
                      "  %w = f32[4,4] reduce-window(%p, %z), window={size=2x2 stride=2x2}, to_apply=%max\n"
                      "  %t = f32[8,8] tanh(%p)\n"
                      "  %q = (f32[8], f32[8]) tuple(%r, %r)\n"
                      "  %g = f32[8] get-tuple-element((f32[8], f32[8]) %q), index=0\n"
                      "  ROOT %o = (f32[8], f32[4,4], f32[8,8]) tuple(%r, %w, %t)\n}\n";
    cr_assert_eq(cost_of(mod, "r", NULL).flops, 64, "one op per input element");
    cr_assert_eq(cost_of(mod, "w", NULL).flops, 16 * 4, "output x window");
    cr_assert_eq(cost_of(mod, "t", NULL).flops, 64 * 467, "f32 tanh: 467 FLOPs an element");
    cr_assert_eq(cost_of(mod, "t", NULL).bytes, 2 * 256);
    hloa_cost free_op = cost_of(mod, "q", NULL);
    cr_assert_eq(free_op.us, 0);
    cr_assert_eq(free_op.stream, HLOA_STREAM_NONE, "a tuple moves nothing");
}

Test(cost, gemm_custom_call_reads_dot_dims_from_backend_config)
{
    /* cuBLAS: result (f32[8192,768], s8[workspace]); 2 x 8192 x 768 x 768 */
    hloa_cost c = cost_of(
        "HloModule m\nENTRY %e {\n  %a = f32[8192,768] parameter(0)\n  %b = f32[768,768] parameter(1)\n"
        "  ROOT %g = (f32[8192,768], s8[4194304]) custom-call(%a, %b), "
        "custom_call_target=\"__cublas$gemm\", backend_config=\"{\\\"alpha_real\\\":1,"
        "\\\"dot_dimension_numbers\\\":{\\\"lhs_contracting_dimensions\\\":[\\\"1\\\"],"
        "\\\"rhs_contracting_dimensions\\\":[\\\"0\\\"]}}\"\n}\n",
        "g", NULL);
    cr_assert_eq(c.flops, 2.0 * 8192 * 768 * 768);
    /* a custom call without dot dimension numbers only moves its bytes */
    c = cost_of("HloModule m\nENTRY %e {\n  %a = f32[64] parameter(0)\n"
                "  ROOT %g = f32[64] custom-call(%a), custom_call_target=\"my_kernel\"\n}\n",
                "g", NULL);
    cr_assert_eq(c.flops, 0);
    cr_assert_eq(c.bytes, 512);
    /* one that only carries a sharding runs no kernel at all */
    c = cost_of("HloModule m\nENTRY %e {\n  %a = f32[64] parameter(0)\n"
                "  ROOT %g = f32[64] custom-call(%a), custom_call_target=\"Sharding\"\n}\n",
                "g", NULL);
    cr_assert_eq(c.bytes, 0);
    cr_assert_eq(c.us, 0);
    cr_assert_eq(c.stream, HLOA_STREAM_NONE);
}

Test(cost, copies_to_host_memory_take_the_host_link)
{
    const char *mod = "HloModule m\nENTRY %e {\n  %a = bf16[1024,2048]{1,0} parameter(0)\n"
                      "  %h = (bf16[1024,2048]{1,0:S(5)}, bf16[1024,2048]{1,0}, u32[]) copy-start(%a)\n"
                      "  %hd = bf16[1024,2048]{1,0:S(5)} copy-done(%h)\n"
                      "  %d = (bf16[1024,2048]{1,0:S(1)}, bf16[1024,2048]{1,0}, u32[]) copy-start(%a)\n"
                      "  ROOT %dd = bf16[1024,2048]{1,0:S(1)} copy-done(%d)\n}\n";
    /* 4 MiB over the 64 GB/s host link = 65.536 us; a device copy reads and writes it */
    hloa_cost h = cost_of(mod, "h", NULL), d = cost_of(mod, "d", NULL);
    cr_assert(h.host);
    cr_assert(near(h.us, 4194304.0 / 64e3), "%f", h.us);
    cr_assert(!d.host);
    cr_assert(near(d.us, 2 * 4194304.0 / 3350e3), "%f", d.us);
    cr_assert_eq(cost_of(mod, "hd", NULL).us, 0, "the done takes no time of its own");
}

Test(cost, hardware_profiles_and_overrides)
{
    hloa_hw hw;
    char why[128];
    cr_assert_eq(hloa_hw_parse("a100", &hw, why, sizeof(why)), 0);
    cr_assert_eq(hw.tflops, 312);
    cr_assert_eq(hloa_hw_parse("tpu-v5e,hbm_gbps=1000,latency_us=0", &hw, why, sizeof(why)), 0);
    cr_assert_eq(hw.hbm_gbps, 1000);
    cr_assert_eq(hw.latency_us, 0);
    cr_assert_str_eq(hw.name, "tpu-v5e");
    cr_assert_eq(hloa_hw_parse("h10", &hw, why, sizeof(why)), -1);
    cr_assert_str_eq(why, "no hardware profile 'h10' (did you mean 'h100'?)");
    cr_assert_eq(hloa_hw_parse("h100,link=4", &hw, why, sizeof(why)), -1);
    cr_assert(strstr(why, "no hardware key 'link'"), "%s", why);
    cr_assert_eq(hloa_hw_parse("h100,tflops=-1", &hw, why, sizeof(why)), -1);
    cr_assert_str_eq(why, "tflops needs a positive number, not '-1'");
    cr_assert_eq(hloa_hw_parse("h100,tflops", &hw, why, sizeof(why)), -1);
    cr_assert_eq(hloa_hw_parse("h100,tflops=1e999", &hw, why, sizeof(why)), -1);
}

/* ---- the schedule in time ---- */

typedef struct timed {
    parsed p;
    hloa_timeline t;
} timed;

static void estimate(timed *x, const char *text)
{
    parse_and_estimate(&x->p, &x->t, text);
}

Test(estimate, exposed_is_what_the_compute_in_between_does_not_cover)
{
    /* ar: all-reduce of f32[1048576] over 8 = 20 + 14 x 1.5 + 7 340 032 / 247.5e3 = 70.6567 us.
       m1 covers 1 + 3 x 4 MiB / 3350e3 = 4.7562 us; exposed 65.9005 us.
       m2 comes after the done: it covers nothing. */
    timed x;
    estimate(&x, "HloModule m, is_scheduled=true, num_partitions=8\n"
                 "%sum { %x = f32[] parameter(0)\n %y = f32[] parameter(1)\n"
                 " ROOT %s = f32[] add(%x, %y) }\n"
                 "ENTRY %e {\n  %p = f32[1048576] parameter(0)\n  %q = f32[1024,1024] parameter(1)\n"
                 "  %ar = f32[1048576] all-reduce-start(%p), channel_id=1, replica_groups=[1,8]<=[8], "
                 "use_global_device_ids=true, to_apply=%sum\n"
                 "  %m1 = f32[1024,1024] multiply(%q, %q)\n"
                 "  %ard = f32[1048576] all-reduce-done(%ar)\n"
                 "  %m2 = f32[1024,1024] multiply(%m1, %m1)\n"
                 "  ROOT %t = (f32[1048576], f32[1024,1024]) tuple(%ard, %m2)\n}\n");
    cr_assert_eq(x.t.n_comps, 1);
    const hloa_estimate *e = &x.t.comps[0].ops[0].est;
    double async = 20 + 14 * 1.5 + 7340032.0 / 247.5e3, m = 1 + 3 * 4194304.0 / 3350e3;
    cr_assert(near(e->async_us, async), "%f", e->async_us);
    cr_assert(near(e->covered_us, m), "%f", e->covered_us);
    cr_assert(near(e->exposed_us, async - m), "%f", e->exposed_us);
    cr_assert(near(e->begin_us, 0));
    cr_assert(near(e->end_us, async), "the done completes when the all-reduce does");
    cr_assert_eq(e->bytes, 4194304, "the buffer the start's shape holds");
    const hloa_totals *tt = &x.t.totals;
    cr_assert(near(tt->compute_us, 2 * m));
    cr_assert(near(tt->communication_us, async));
    cr_assert(near(tt->exposed_us, async - m));
    cr_assert(near(tt->wall_us, 2 * m + async - m));
    cr_assert(near(hloa_hidden_fraction(tt), m / async));
    cr_assert_eq(x.t.comps[0].bytes_peak, 4194304);
    cr_assert_eq(x.t.comps[0].bytes_peak_at, 2, "position of the start");
    parsed_release(&x.p);
}

Test(estimate, while_multiplies_its_body_by_known_trip_count)
{
    /* body: one multiply of f32[1024,1024] = 1 + 12 MiB / 3350e3 us; condition: a compare of
       two scalars, 1 + 9 bytes / 3350e3 us; trip count 5: 5 x (body + condition) */
    const char *head = "HloModule m\n"
                       "%body { %s = (s32[], f32[1024,1024]) parameter(0)\n"
                       " %i = s32[] get-tuple-element(%s), index=0\n"
                       " %v = f32[1024,1024] get-tuple-element(%s), index=1\n"
                       " %w = f32[1024,1024] multiply(%v, %v)\n"
                       " ROOT %r = (s32[], f32[1024,1024]) tuple(%i, %w) }\n"
                       "%cond { %s = (s32[], f32[1024,1024]) parameter(0)\n"
                       " %i = s32[] get-tuple-element(%s), index=0\n"
                       " %n = s32[] constant(5)\n"
                       " ROOT %c = pred[] compare(%i, %n), direction=LT }\n"
                       "ENTRY %e { %a = (s32[], f32[1024,1024]) parameter(0)\n"
                       " ROOT %l = (s32[], f32[1024,1024]) while(%a), condition=%cond, body=%body";
    char text[2048];
    snprintf(text, sizeof(text), "%s%s }\n", head,
             ", backend_config={\"known_trip_count\":{\"n\":\"5\"}}");
    timed x;
    estimate(&x, text);
    double body = 1 + 3 * 4194304.0 / 3350e3, cond = 1 + 9 / 3350e3;
    cr_assert(near(x.t.totals.compute_us, 5 * (body + cond)), "%f", x.t.totals.compute_us);
    cr_assert_eq(x.t.totals.untripped, 0);
    parsed_release(&x.p);
    snprintf(text, sizeof(text), "%s }\n", head);
    estimate(&x, text);
    cr_assert(near(x.t.totals.compute_us, body + cond), "once without a trip count");
    cr_assert_eq(x.t.totals.untripped, 1, "and it says so");
    parsed_release(&x.p);
}

Test(estimate, a_sugared_collective_costs_its_wrapped_op)
{
    /* reduce-scatter-start of f32[8192] (32 KiB) over 4: 20 + 3 x 1.5 + 3/4 x 32768 / 247.5e3
       us, on the collectives stream; the async tuple ((f32[8192]), f32[2048]) holds 40 KiB */
    timed x;
    estimate(&x, "HloModule m, is_scheduled=true\n"
                 "%sum { %x = f32[] parameter(0)\n %y = f32[] parameter(1)\n"
                 " ROOT %s = f32[] add(%x, %y) }\n"
                 "ENTRY %e {\n  %p = f32[8192] parameter(0)\n"
                 "  %rs = ((f32[8192]), f32[2048]) reduce-scatter-start(%p), "
                 "replica_groups={{0,1,2,3}}, dimensions={0}, to_apply=%sum\n"
                 "  ROOT %d = f32[2048] reduce-scatter-done(%rs)\n}\n");
    const hloa_estimate *e = &x.t.comps[0].ops[0].est;
    cr_assert(near(e->async_us, 20 + 3 * 1.5 + 0.75 * 32768 / 247.5e3), "%f", e->async_us);
    cr_assert_eq(e->stream, HLOA_STREAM_COLLECTIVE);
    cr_assert_eq(e->bytes, 40960);
    cr_assert(near(e->exposed_us, e->async_us), "nothing covers it");
    parsed_release(&x.p);
}

Test(estimate, call_takes_its_computation_and_conditional_its_longest_branch)
{
    /* over 3350e3 B/us, each kernel launched (1 us): small, a negate of f32[1024] reads and
       writes 2 x 4 KiB; big, a negate of f32[1048576] (2 x 4 MiB) and a slice of it (4 MiB +
       4 KiB); small2 only the slice */
    timed x;
    estimate(&x, "HloModule m\n"
                 "%small { %a = f32[1024] parameter(0)\n ROOT %n = f32[1024] negate(%a) }\n"
                 "%big { %a = f32[1048576] parameter(0)\n"
                 " %n = f32[1048576] negate(%a)\n ROOT %r = f32[1024] slice(%n), slice={[0:1024]} }\n"
                 "%small2 { %a = f32[1048576] parameter(0)\n ROOT %r = f32[1024] slice(%a), slice={[0:1024]} }\n"
                 "ENTRY %e {\n  %p = pred[] parameter(0)\n  %v = f32[1024] parameter(1)\n"
                 "  %w = f32[1048576] parameter(2)\n"
                 "  %c = f32[1024] call(%v), to_apply=%small\n"
                 "  ROOT %k = f32[1024] conditional(%p, %w, %w), true_computation=%big, "
                 "false_computation=%small2\n}\n");
    double small = 1 + 8192 / 3350e3, big = 2 + (3 * 4194304.0 + 4096) / 3350e3;
    cr_assert(near(x.t.totals.compute_us, small + big), "%f", x.t.totals.compute_us);
    parsed_release(&x.p);
}

Test(cost, backend_config_numbers)
{
    parsed p;
    parse_text(&p, "HloModule m\nENTRY %e {\n  %a = f32[8] parameter(0)\n"
                   "  %b = f32[8] negate(%a), backend_config={\"known_trip_count\":{\"n\":\"12\"}}\n"
                   "  %c = f32[8] negate(%a), backend_config={\"known_trip_count\":{\"n\":\"x\"}}\n"
                   "  ROOT %d = f32[8] negate(%a)\n}\n");
    cr_assert_eq(hloa_backend_config_number(find_instr(&p, "b"), "known_trip_count"), 12);
    cr_assert_eq(hloa_backend_config_number(find_instr(&p, "c"), "known_trip_count"), -1,
                 "no number close after the key");
    cr_assert_eq(hloa_backend_config_number(find_instr(&p, "d"), "known_trip_count"), -1,
                 "no backend_config");
    parsed_release(&p);
}

Test(estimate, spans_only_gives_each_op_the_figures_of_the_whole_timeline, .timeout = 120)
{
    const char *testdata = getenv("HLOA_TESTDATA");
    cr_assert_not_null(testdata);
    int files = walk_hlo_files(testdata, spans_agree);
    cr_assert_gt(files, 100, "%d files", files);
    cr_assert_gt(scheduled_ops_compared, 40, "ops of scheduled modules with compute in between: %d",
                 scheduled_ops_compared);
    fprintf(stderr, "# %d files, %d ops, %d with compute in their spans\n", files, ops_compared,
            scheduled_ops_compared);
}

Test(cost, matrix_peak_by_element_type)
{
    /* 2 x 4096^3 = 137 438 953 472 FLOPs: compute-bound at every peak. bf16 at 989, f32 as TF32
       at 494.7, fp8 at 1979 TFLOP/s, each / 0.7, + 6 us (launch and a GEMM's fixed cost) */
    static const struct {
        const char *type;
        double peak;
    } rows[] = {{"bf16", 989}, {"f32", 494.7}, {"f8e4m3fn", 1979}, {"s8", 1979}, {"f64", 67}};
    for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
        char text[512];
        snprintf(text, sizeof(text),
                 "HloModule m\nENTRY %%e {\n  %%a = %s[4096,4096] parameter(0)\n"
                 "  %%b = %s[4096,4096] parameter(1)\n  ROOT %%d = f32[4096,4096] dot(%%a, %%b), "
                 "lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}\n",
                 rows[i].type, rows[i].type);
        hloa_cost c = cost_of(text, "d", NULL);
        cr_assert(near(c.us, 6 + 137438953472.0 / (rows[i].peak * 1e6) / 0.7), "%s: %f",
                  rows[i].type, c.us);
    }
}

Test(cost, in_place_dynamic_update_slice_fusion_moves_the_update)
{
    /* the fusion updates a f32[1048576] buffer (4 MiB) with f32[1024] (4 KiB) in place: it reads
       the update and the index and writes the update, 4096 + 4 + 4096 bytes, not the buffer */
    hloa_cost c = cost_of("HloModule m\n"
                          "%f { %buf = f32[1048576] parameter(0)\n %u = f32[1024] parameter(1)\n"
                          " %i = s32[] parameter(2)\n"
                          " ROOT %d = f32[1048576] dynamic-update-slice(%buf, %u, %i) }\n"
                          "ENTRY %e {\n  %b = f32[1048576] parameter(0)\n  %u = f32[1024] parameter(1)\n"
                          "  %i = s32[] parameter(2)\n"
                          "  ROOT %fu = f32[1048576] fusion(%b, %u, %i), kind=kLoop, calls=%f\n}\n",
                          "fu", NULL);
    cr_assert_eq(c.bytes, 4096 + 4 + 4096);
    /* the same body with the buffer computed inside is no update in place: all of it moves */
    c = cost_of("HloModule m\n"
                "%f { %p = f32[1048576] parameter(0)\n %buf = f32[1048576] negate(%p)\n"
                " %u = f32[1024] parameter(1)\n %i = s32[] parameter(2)\n"
                " ROOT %d = f32[1048576] dynamic-update-slice(%buf, %u, %i) }\n"
                "ENTRY %e {\n  %b = f32[1048576] parameter(0)\n  %u = f32[1024] parameter(1)\n"
                "  %i = s32[] parameter(2)\n"
                "  ROOT %fu = f32[1048576] fusion(%b, %u, %i), kind=kLoop, calls=%f\n}\n",
                "fu", NULL);
    cr_assert_eq(c.bytes, 2 * 4194304.0 + 4096 + 4);
}

Test(cost, latency_metadata_is_the_time_xla_takes)
{
    const char *mod = "HloModule m\nENTRY %e {\n  %a = f32[1024] parameter(0)\n"
                      "  %c = f32[1024] custom-call(%a), custom_call_target=\"mosaic_gpu_v2\", "
                      "frontend_attributes={latency_metadata=\"30000\"}\n"
                      "  %x = f32[1024] negate(%a), frontend_attributes={_xla_other=\"1\","
                      "latency_metadata=\"2500\"}\n"
                      "  ROOT %y = f32[1024] negate(%a), frontend_attributes={latency_metadata=\"1e3\"}\n}\n";
    cr_assert(near(cost_of(mod, "c", NULL).us, 30), "30 000 ns");
    cr_assert(near(cost_of(mod, "x", NULL).us, 2.5), "beside another attribute");
    cr_assert(near(cost_of(mod, "y", NULL).us, 1 + 8192 / 3350e3),
              "what XLA does not read as an integer is ignored");
}

/* The cost of collective "c" of a module with num_partitions=n and hw; its operands %p
   (f32[2097152], 8 MiB) and %q (f32[131072]). */
static hloa_cost collective_of(int n, const char *op, const char *hw)
{
    char text[2048];
    snprintf(text, sizeof(text),
             "HloModule m, num_partitions=%d\n"
             "%%sum { %%x = f32[] parameter(0)\n %%y = f32[] parameter(1)\n"
             " ROOT %%s = f32[] add(%%x, %%y) }\n"
             "ENTRY %%e {\n  %%p = f32[2097152] parameter(0)\n  %%q = f32[131072] parameter(1)\n"
             "  %s\n}\n",
             n, op);
    return cost_of(text, "c", hw);
}

Test(cost, collectives_across_hosts_take_xla_sol_model)
{
    /* an all-gather of 8 MiB over 16 devices in one group: two hosts of eight, each whole
       (world level): N = 2, C = 1, G = 16, g = 8; m = 8 MiB / 16 = 524 288 B. With XLA's test
       constants (100 GB/s NICs, 100 us for round trip, chunk and launch) and no memory term:
       (524288 / 100e3 x 1.025 + 1 x 100 + 100) x 15/8 + 100 = 485.076 us */
    const char *t100 = "h100,hbm_gbps=1e9,nic_gbps=100,rtt_us=100,chunk_prep_us=100,launch_us=100";
    hloa_cost c = collective_of(16,
                                "ROOT %c = f32[2097152] all-gather(%q), channel_id=1, "
                                "replica_groups=[1,16]<=[16], use_global_device_ids=true, "
                                "dimensions={0}",
                                t100);
    cr_assert_eq(c.hosts, 2);
    /* its memory term: (3n-1)/n of the 8 MiB it transfers, at 1e9 GB/s */
    cr_assert(near(c.us, (524288 / 100e3 * 1.025 + 200) * 15 / 8 + 100 + 47 * 524288 / 1e12),
              "%f", c.us);
    /* an all-reduce twice the rounds: (5.24288 x 1.025 + 200) x 15/8 x 2 + 100 */
    c = collective_of(16,
                      "ROOT %c = f32[2097152] all-reduce(%p), channel_id=1, "
                      "replica_groups=[1,16]<=[16], use_global_device_ids=true, to_apply=%sum",
                      t100);
    cr_assert(near(c.us, (524288 / 100e3 * 1.025 + 200) * 15 / 8 * 2 + 100 + 2 * 8388608 / 1e12),
              "%f", c.us);
    /* pairs across two hosts ({0,8}, ...): partly, N = the group size 2 (XLA's reading),
       C = 8 groups: G = 2, g = 1, m = 4 MiB: 4194304/100e3 x 1.025 + 100 + 100, + 100 */
    c = collective_of(16,
                      "ROOT %c = f32[2097152] all-reduce(%p), channel_id=1, "
                      "replica_groups={{0,8},{1,9},{2,10},{3,11},{4,12},{5,13},{6,14},{7,15}}, "
                      "use_global_device_ids=true, to_apply=%sum",
                      t100);
    cr_assert_eq(c.hosts, 2);
    cr_assert(near(c.us, (4194304 / 100e3 * 1.025 + 200) * 1 * 2 + 100 + 2 * 8388608 / 1e12),
              "%f", c.us);
    /* all-to-all over 32: N = 4, G = 32, g = 8: 24 peers off-host, each
       floor(8 MiB / 31) = 270 600 B: 24 x (2.706 x 1.025 + 200) + 100 */
    c = collective_of(32,
                      "ROOT %c = f32[2097152] all-to-all(%p), channel_id=1, "
                      "replica_groups=[1,32]<=[32], dimensions={0}",
                      t100);
    cr_assert_eq(c.hosts, 4);
    cr_assert(near(c.us, 24 * (270600 / 100e3 * 1.025 + 200) + 100 + 2 * 8388608 / 1e12), "%f",
              c.us);
    /* a permute from 0 to 8 crosses hosts: a send/recv, m = 8 MiB: 2 chunks of 4 MiB */
    c = collective_of(16,
                      "ROOT %c = f32[2097152] collective-permute(%p), channel_id=1, "
                      "source_target_pairs={{0,8}}",
                      t100);
    cr_assert_eq(c.hosts, 2);
    cr_assert(near(c.us, 8388608 / 100e3 * 1.025 + 2 * 100 + 100 + 100 + 2 * 8388608 / 1e12), "%f",
              c.us);
    /* within one host, the same permute ({0,1}) costs the link: 20 + 1.5 + 8 MiB / 247.5e3 */
    c = collective_of(16,
                      "ROOT %c = f32[2097152] collective-permute(%p), channel_id=1, "
                      "source_target_pairs={{0,1},{8,9}}",
                      NULL);
    cr_assert_eq(c.hosts, 1);
    cr_assert(near(c.us, 21.5 + 8388608 / 247.5e3), "%f", c.us);
}

Test(cost, placement_reads_group_ids_as_xla_does)
{
    /* [2,8]<=[16]: {0..7}, {8..15}: one host each */
    cr_assert_eq(collective_of(16, "ROOT %c = f32[2097152] all-reduce(%p), channel_id=1, "
                                   "replica_groups=[2,8]<=[16], use_global_device_ids=true, "
                                   "to_apply=%sum",
                               NULL)
                     .hosts,
                 1);
    /* [8,2]<=[2,8]T(1,0): {0,8}, {1,9}, ...: two hosts */
    cr_assert_eq(collective_of(16, "ROOT %c = f32[2097152] all-reduce(%p), channel_id=1, "
                                   "replica_groups=[8,2]<=[2,8]T(1,0), use_global_device_ids=true, "
                                   "to_apply=%sum",
                               NULL)
                     .hosts,
                 2);
    /* no groups, 16 partitions across partitions: devices 0..15 */
    cr_assert_eq(collective_of(16, "ROOT %c = f32[2097152] all-reduce(%p), channel_id=1, "
                                   "to_apply=%sum",
                               NULL)
                     .hosts,
                 2);
    /* an iota list past what the reader lists (its dimensions' product past int64, or fifty
       million devices): the group's size as written, its devices from 0, nothing listed */
    cr_assert_eq(collective_of(16, "ROOT %c = f32[2097152] all-reduce(%p), channel_id=1, "
                                   "replica_groups=[1,2]<=[4294967296,4294967296]T(1,0), "
                                   "use_global_device_ids=true, to_apply=%sum",
                               NULL)
                     .hosts,
                 1);
    cr_assert_eq(collective_of(16, "ROOT %c = f32[2097152] all-reduce(%p), channel_id=1, "
                                   "replica_groups=[1,50000000]<=[10000,5000]T(1,0), "
                                   "use_global_device_ids=true, to_apply=%sum",
                               NULL)
                     .hosts,
                 6250000);
    /* gpus_per_host=16 takes all of them into one host */
    cr_assert_eq(collective_of(16, "ROOT %c = f32[2097152] all-reduce(%p), channel_id=1, "
                                   "replica_groups=[8,2]<=[2,8]T(1,0), use_global_device_ids=true, "
                                   "to_apply=%sum",
                               "h100,gpus_per_host=16")
                     .hosts,
                 1);
}

Test(cost, new_profiles_and_key_ranges)
{
    hloa_hw hw;
    char why[160];
    static const char *const names[] = {"h100", "h200", "b200", "a100", "tpu-v4", "tpu-v5e",
                                        "tpu-v5p", "tpu-v6e", "cpu"};
    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        cr_assert_eq(hloa_hw_parse(names[i], &hw, why, sizeof(why)), 0, "%s", why);
        cr_assert_gt(hw.tflops, 0);
        cr_assert_gt(hw.link_gbps * hw.link_efficiency, 0, "%s", names[i]);
        cr_assert_gt(hw.matrix_efficiency, 0, "%s", names[i]);
    }
    cr_assert_eq(hloa_hw_parse("h100,link_efficiency=1.5", &hw, why, sizeof(why)), -1);
    cr_assert_str_eq(why, "link_efficiency needs a share in (0, 1], not '1.5'");
    cr_assert_eq(hloa_hw_parse("h100,rtt_us=-1", &hw, why, sizeof(why)), -1);
    cr_assert_str_eq(why, "rtt_us needs a number of at least 0, not '-1'");
    cr_assert_eq(hloa_hw_parse("h100,max_in_flight=0,kernel_us=0", &hw, why, sizeof(why)), 0);
    cr_assert_eq(hw.max_in_flight, 0);
    cr_assert_str_eq(hloa_hw_key_name(0), "tflops");
    cr_assert_eq(hloa_hw_key_value(&hw, 0), 989);
}

/* Estimates text on hw (a --hw spec). */
static void estimate_on(timed *x, const char *text, const char *spec)
{
    parse_text(&x->p, text);
    cr_assert_eq(x->p.errors, 0);
    hloa_desugar(&x->p.m, NULL, &x->p.diags);
    hloa_timeline_build(&x->p.m, &x->p.m.arena, &x->t);
    hloa_hw hw;
    char why[128];
    cr_assert_eq(hloa_hw_parse(spec, &hw, why, sizeof(why)), 0, "%s", why);
    hloa_timeline_estimate(&x->t, &hw, &x->p.m.arena);
}

/* Two all-reduces of 4 MiB over 8 started together, 4.7562 us of compute, then both dones. */
static const char two_in_flight[] =
    "HloModule m, is_scheduled=true, num_partitions=8\n"
    "%sum { %x = f32[] parameter(0)\n %y = f32[] parameter(1)\n"
    " ROOT %s = f32[] add(%x, %y) }\n"
    "ENTRY %e {\n  %p = f32[1048576] parameter(0)\n  %q = f32[1024,1024] parameter(1)\n"
    "  %ar1 = f32[1048576] all-reduce-start(%p), channel_id=1, replica_groups=[1,8]<=[8], "
    "use_global_device_ids=true, to_apply=%sum\n"
    "  %ar2 = f32[1048576] all-reduce-start(%p), channel_id=2, replica_groups=[1,8]<=[8], "
    "use_global_device_ids=true, to_apply=%sum\n"
    "  %m1 = f32[1024,1024] multiply(%q, %q)\n"
    "  %ard1 = f32[1048576] all-reduce-done(%ar1)\n"
    "  %ard2 = f32[1048576] all-reduce-done(%ar2)\n"
    "  ROOT %t = (f32[1048576], f32[1048576], f32[1024,1024]) tuple(%ard1, %ard2, %m1)\n}\n";

Test(estimate, one_clock_keeps_one_collective_in_flight)
{
    /* A = 70.6567 us each, C = 4.7562 us of compute. One place in flight: ar2 waits for ar1
       and runs from A to 2A; ard1 waits A - C, ard2 then waits A: 2A - C in all, where
       waits counted apart would say 2 (A - C) */
    timed x;
    estimate_on(&x, two_in_flight, "h100");
    double a = 20 + 14 * 1.5 + 7340032.0 / 247.5e3, c = 1 + 3 * 4194304.0 / 3350e3;
    const hloa_timeline_comp *tc = &x.t.comps[0];
    const hloa_estimate *e1 = &tc->ops[0].est, *e2 = &tc->ops[1].est;
    cr_assert(near(e1->exposed_us, a - c), "%f", e1->exposed_us);
    cr_assert(near(e2->exposed_us, a), "%f", e2->exposed_us);
    cr_assert(near(e2->queued_us, a), "ar2 waited for ar1: %f", e2->queued_us);
    cr_assert_eq(e2->queued_behind, 0);
    cr_assert(near(x.t.totals.exposed_us, 2 * a - c));
    cr_assert(near(x.t.totals.wall_us, 2 * a));
    cr_assert_eq(tc->ops[1].why.factor, HLOA_WHY_QUEUED);
    cr_assert_eq(tc->ops[0].why.factor, HLOA_WHY_PINNED,
                 "p just before ar1 (a parameter between), t just after ard1 (a done between)");
    char text[256];
    hloa_why_text(NULL, &x.p.m, tc, &tc->ops[0], text, sizeof(text));
    cr_assert_str_eq(text, "operand 'p' just before the start; first user 't' just after the done");
    hloa_why_text(NULL, &x.p.m, tc, &tc->ops[1], text, sizeof(text));
    cr_assert_str_eq(text, "another collective in flight: it waits 70.7 us for 'ar1'");
    parsed_release(&x.p);
}

Test(estimate, collectives_in_flight_together_share_the_link)
{
    /* no limit: both run at half the link and finish at 2A; ard1 waits 2A - C, ard2 nothing */
    timed x;
    estimate_on(&x, two_in_flight, "h100,max_in_flight=0");
    double a = 20 + 14 * 1.5 + 7340032.0 / 247.5e3, c = 1 + 3 * 4194304.0 / 3350e3;
    const hloa_timeline_comp *tc = &x.t.comps[0];
    cr_assert(near(tc->ops[0].est.exposed_us, 2 * a - c), "%f", tc->ops[0].est.exposed_us);
    cr_assert(near(tc->ops[1].est.exposed_us, 0));
    cr_assert(near(tc->ops[0].est.shared_us, 2 * a));
    cr_assert_eq(tc->ops[0].est.shared_with, 1);
    cr_assert_eq(tc->ops[0].why.factor, HLOA_WHY_SHARED);
    cr_assert_eq(tc->ops[1].why.factor, HLOA_WHY_HIDDEN);
    cr_assert(near(x.t.totals.exposed_us, 2 * a - c));
    parsed_release(&x.p);
}

Test(estimate, why_names_the_place_a_start_or_done_could_move_to)
{
    timed x;
    estimate_on(&x,
                "HloModule m, is_scheduled=true, num_partitions=8\n"
                "%sum { %x = f32[] parameter(0)\n %y = f32[] parameter(1)\n"
                " ROOT %s = f32[] add(%x, %y) }\n"
                "ENTRY %e {\n  %p = f32[1048576] parameter(0)\n  %q = f32[1024,1024] parameter(1)\n"
                "  %m0 = f32[1024,1024] multiply(%q, %q)\n"
                "  %ar = f32[1048576] all-reduce-start(%p), channel_id=1, replica_groups=[1,8]<=[8], "
                "use_global_device_ids=true, to_apply=%sum\n"
                "  %m1 = f32[1024,1024] multiply(%m0, %q)\n"
                "  %ard = f32[1048576] all-reduce-done(%ar)\n"
                "  %m2 = f32[1024,1024] multiply(%m1, %q)\n"
                "  %n = f32[1048576] negate(%ard)\n"
                "  %cp = f32[1048576] collective-permute-start(%p), channel_id=2, "
                "source_target_pairs={{0,1}}, control-predecessors={%m2}\n"
                "  %cpd = f32[1048576] collective-permute-done(%cp)\n"
                "  ROOT %t = (f32[1048576], f32[1024,1024], f32[1048576]) tuple(%n, %m2, %cpd)\n}\n",
                "h100");
    const hloa_timeline_comp *tc = &x.t.comps[0];
    const hloa_async_op *ar = &tc->ops[0], *cp = &tc->ops[1];
    char text[256];
    /* m0 could cover ar from above, m2 from below */
    cr_assert_eq(ar->why.factor, HLOA_WHY_SCHEDULE);
    hloa_why_text(NULL, &x.p.m, tc, ar, text, sizeof(text));
    cr_assert_str_eq(text, "the start could move up to just after 'p'; the done down to just "
                           "before 'n'");
    double m = 1 + 3 * 4194304.0 / 3350e3;
    cr_assert(near(ar->why.slack_us, 3 * m), "m0, m1 and m2: %f", ar->why.slack_us);
    cr_assert(near(ar->est.covered_us, m));
    /* cp: held after m2 by a control edge, nothing between start and done */
    cr_assert_eq(cp->why.after, find_instr(&x.p, "m2"));
    cr_assert(cp->why.after_is_control);
    cr_assert_eq(cp->why.factor, HLOA_WHY_NO_WORK);
    hloa_why_text(NULL, &x.p.m, tc, cp, text, sizeof(text));
    cr_assert_str_eq(text, "only no-op work between start and done");
    parsed_release(&x.p);
}

Test(estimate, why_reads_control_edges_in_both_timelines)
{
    const char *text =
        "HloModule m, is_scheduled=true, num_partitions=8\n"
        "%sum { %x = f32[] parameter(0)\n %y = f32[] parameter(1)\n"
        " ROOT %s = f32[] add(%x, %y) }\n"
        "ENTRY %e {\n  %p = f32[8] parameter(0)\n  %q = f32[1024,1024] parameter(1)\n"
        "  %m0 = f32[1024,1024] multiply(%q, %q)\n"
        "  %a = f32[8] all-reduce-start(%p), channel_id=1, replica_groups=[1,8]<=[8], "
        "use_global_device_ids=true, to_apply=%sum, control-predecessors={%m0}\n"
        "  %w = f32[8] negate(%p)\n"
        "  %ad = f32[8] all-reduce-done(%a)\n"
        "  %m1 = f32[1024,1024] multiply(%q, %q), control-predecessors={%ad, %w}\n"
        "  ROOT %t = (f32[8], f32[1024,1024], f32[8]) tuple(%ad, %m1, %w)\n}\n";
    for (int spans = 0; spans < 2; spans++) {
        parsed p;
        parse_text(&p, text);
        cr_assert_eq(p.errors, 0);
        hloa_desugar(&p.m, NULL, &p.diags);
        hloa_chains chains;
        hloa_chains_find(&p.m, &chains);
        hloa_timeline t;
        hloa_timeline_build_from(&p.m, &chains, spans ? HLOA_TIMELINE_SPANS : HLOA_TIMELINE_FULL,
                                 &p.m.arena, &t);
        hloa_hw hw;
        hloa_hw_default(&hw);
        hloa_timeline_estimate(&t, &hw, &p.m.arena);
        const hloa_async_op *op = &t.comps[0].ops[0];
        /* m0 before the start and m1 after the done by control edges; w, 1 us, covers little */
        cr_assert_eq(op->why.factor, HLOA_WHY_PINNED, "spans %d", spans);
        cr_assert(op->why.after_is_control && op->why.before_is_control);
        char words[256];
        hloa_why_text(NULL, &p.m, &t.comps[0], op, words, sizeof(words));
        cr_assert_str_eq(words, "control edge from 'm0' just before the start; control edge to "
                                "'m1' just after the done");
        cr_assert_eq(op->why.slack_us < 0, spans, "slack is known in the whole timeline only");
        /* a short buffer takes what fits */
        hloa_why_text(NULL, &p.m, &t.comps[0], op, words, 12);
        cr_assert_str_eq(words, "control edg");
        hloa_chains_release(&chains);
        parsed_release(&p);
    }
}

Test(cost, collective_forms_a_dump_should_not_hold)
{
    /* each a time, never a crash; where the groups cannot be read, the mode's devices */
    static const char *const forms[] = {
        "replica_groups=[2,4]<=[0]",         "replica_groups=[2,4]<=[8]T(1)",
        "replica_groups=[0,8]<=[8]",         "replica_groups={{}}",
        "replica_groups=[4,4]<=[8]",         "replica_groups=[2,4]<=[2,4]T(0,5)",
        "replica_groups=[2]",                "replica_groups={{3,12},{4,5}}",
        "replica_groups=[2,4]<=[-8]",        "replica_groups=[2,4]<=[2,4]T(1,0)",
    };
    for (size_t i = 0; i < sizeof(forms) / sizeof(forms[0]); i++) {
        char op[256];
        snprintf(op, sizeof(op),
                 "ROOT %%c = f32[2097152] all-reduce(%%p), channel_id=1, %s, "
                 "use_global_device_ids=true, to_apply=%%sum",
                 forms[i]);
        hloa_cost c = collective_of(16, op, NULL);
        cr_assert(c.us > 0 && isfinite(c.us), "%s: %f", forms[i], c.us);
        cr_assert_geq(c.hosts, 1, "%s", forms[i]);
    }
    /* {{3,12}}: devices of hosts 0 and 1 */
    cr_assert_eq(collective_of(16, "ROOT %c = f32[2097152] all-reduce(%p), channel_id=1, "
                                   "replica_groups={{3,12},{4,5}}, use_global_device_ids=true, "
                                   "to_apply=%sum",
                               NULL)
                     .hosts,
                 2);
    /* pairs a dump should not hold: nothing crosses */
    static const char *const pairs[] = {"{{0}}", "{}", "{{0,1},{}}"};
    for (size_t i = 0; i < sizeof(pairs) / sizeof(pairs[0]); i++) {
        char op[256];
        snprintf(op, sizeof(op),
                 "ROOT %%c = f32[2097152] collective-permute(%%p), channel_id=1, "
                 "source_target_pairs=%s",
                 pairs[i]);
        hloa_cost c = collective_of(16, op, NULL);
        cr_assert(c.us > 0 && isfinite(c.us), "%s", pairs[i]);
    }
    /* groups of 3 over hosts of 8 (3 groups do not divide 8): G rounds down, stays at least 2 */
    hloa_cost c = collective_of(24,
                                "ROOT %c = f32[2097152] all-gather(%q), channel_id=1, "
                                "replica_groups={{0,8,16},{1,9,17}}, use_global_device_ids=true, "
                                "dimensions={0}",
                                NULL);
    cr_assert_eq(c.hosts, 3);
    cr_assert(c.us > 0 && isfinite(c.us));
    /* an all-gather-start's result is the tuple's last element; a ragged all-to-all sends its
       operand 0 */
    c = collective_of(16,
                      "%s = (f32[131072], f32[2097152]) all-gather-start(%q), channel_id=1, "
                      "replica_groups=[1,16]<=[16], use_global_device_ids=true, dimensions={0}\n"
                      "  ROOT %c = f32[2097152] all-gather-done(%s)",
                      NULL);
    cr_assert_eq(c.us, 0, "the done takes no time of its own");
}

/* XLA's tables for sm_90 in a few rows: an all-gather of 32 KiB over 8, GEMMs of 256^3. */
static const char small_tables[] =
    "entries { key: \"sm_90\" value {\n"
    "  entries { instruction { opcode: \"all-gather\" shape { element_type: F32 dimensions: 8192 }\n"
    "    channel_id: 1 use_global_device_ids: true\n"
    "    iota_collective_device_list { num_replica_groups: 1 num_devices_per_group: 8\n"
    "      iota_reshape_dims: 8 iota_transpose_perm: 0 } }\n"
    "    network_throughput_bytes_per_sec: 3276800000 }\n"
    "  entries { b: 1 m: 256 n: 256 k: 256\n"
    "    flops { key: \"bf16xbf16->bf16\" value: 6710886400000 } }\n"
    "} }\n";

/* The cost of name in text on h100 with small_tables loaded. */
static hloa_cost cost_with_tables(const char *text, const char *name)
{
    hloa_perf_tables *tables = NULL;
    char why[256];
    cr_assert_eq(hloa_perf_tables_read(&tables, "t.txtpb", small_tables, sizeof(small_tables) - 1,
                                       "sm_90", why, sizeof(why)),
                 0, "%s", why);
    parsed p;
    parse_text(&p, text);
    cr_assert_eq(p.errors, 0);
    hloa_hw hw;
    hloa_hw_default(&hw);
    hw.tables = tables;
    hloa_arena a;
    hloa_arena_init(&a);
    hloa_cost_model cm;
    hloa_cost_model_init(&cm, &p.m, &hw, &a);
    hloa_cost c;
    hloa_cost_instr(&cm, find_instr(&p, name), &c);
    hloa_arena_release(&a);
    parsed_release(&p);
    hloa_perf_tables_free(tables);
    return c;
}

Test(cost, perf_tables_answer_before_the_model)
{
    /* 32 KiB at 3.2768 GB/s: 10 us, for the sync op and for a start (the tuple's result) */
    const char *ag = "HloModule m, num_partitions=8\nENTRY %e {\n  %p = f32[1024] parameter(0)\n"
                     "  %s = (f32[1024], f32[8192]) all-gather-start(%p), channel_id=1, "
                     "replica_groups=[1,8]<=[8], use_global_device_ids=true, dimensions={0}\n"
                     "  %g = f32[8192] all-gather(%p), channel_id=2, replica_groups=[1,8]<=[8], "
                     "use_global_device_ids=true, dimensions={0}\n"
                     "  %r = f32[8192] all-gather(%p), channel_id=3, "
                     "replica_groups=[2,4]<=[8], use_global_device_ids=true, dimensions={0}\n"
                     "  ROOT %d = f32[8192] all-gather-done(%s)\n}\n";
    cr_assert(near(cost_with_tables(ag, "s").us, 10), "%f", cost_with_tables(ag, "s").us);
    cr_assert(near(cost_with_tables(ag, "g").us, 10));
    /* groups of 4: the fallback's nearest group size is 8's row (snapped within [2, 8]) */
    cr_assert(cost_with_tables(ag, "r").us > 0);
    /* a dot of 256^3 at 6.7108864 TFLOP/s: 5 us; a GEMM custom call read from its config */
    const char *mm = "HloModule m\nENTRY %e {\n  %a = bf16[256,256] parameter(0)\n"
                     "  %b = bf16[256,256] parameter(1)\n"
                     "  %d = bf16[256,256] dot(%a, %b), lhs_contracting_dims={1}, "
                     "rhs_contracting_dims={0}\n"
                     "  %g = (bf16[256,256], s8[1024]) custom-call(%a, %b), "
                     "custom_call_target=\"__cublas$lt$matmul\", backend_config={\"gemm_backend_config\":"
                     "{\"dot_dimension_numbers\":{\"lhs_contracting_dimensions\":[\"1\"],"
                     "\"rhs_contracting_dimensions\":[\"0\"],\"lhs_batch_dimensions\":[],"
                     "\"rhs_batch_dimensions\":[]}}}\n"
                     "  %x = bf16[256,256] custom-call(%a, %b), custom_call_target=\"foo\"\n"
                     "  %fa = f32[256,256] parameter(2)\n"
                     "  %f = f32[256,256] dot(%fa, %fa), lhs_contracting_dims={1}, "
                     "rhs_contracting_dims={0}\n"
                     "  ROOT %t = (bf16[256,256], bf16[256,256]) tuple(%d, %x)\n}\n";
    cr_assert(near(cost_with_tables(mm, "d").us, 5), "%f", cost_with_tables(mm, "d").us);
    cr_assert(near(cost_with_tables(mm, "g").us, 5), "%f", cost_with_tables(mm, "g").us);
    /* no GEMM config, and a type the table lacks: the model */
    cr_assert(near(cost_with_tables(mm, "x").us, 1 + 3.0 * 131072 / 3350e3));
    cr_assert(cost_with_tables(mm, "f").us > 5);
}

Test(cost, shapes_and_attributes_at_the_edges)
{
    /* an in-place update through a bitcast of the parameter, in a tuple root beside another */
    hloa_cost c = cost_of("HloModule m\n"
                          "%f { %buf = f32[1024,1024] parameter(0)\n %u = f32[1024] parameter(1)\n"
                          " %i = s32[] parameter(2)\n %v = f32[1048576] bitcast(%buf)\n"
                          " %d = f32[1048576] dynamic-update-slice(%v, %u, %i)\n"
                          " %n = f32[1024] negate(%u)\n"
                          " ROOT %t = (f32[1048576], f32[1024]) tuple(%d, %n) }\n"
                          "ENTRY %e {\n  %b = f32[1024,1024] parameter(0)\n  %u = f32[1024] parameter(1)\n"
                          "  %i = s32[] parameter(2)\n"
                          "  ROOT %fu = (f32[1048576], f32[1024]) fusion(%b, %u, %i), kind=kLoop, calls=%f\n}\n",
                          "fu", NULL);
    /* read: the update and the index; written: the update and the negate's 4 KiB */
    cr_assert_eq(c.bytes, 4096 + 4 + 4096 + 4096);
    /* a convolution without dim_labels, or with labels that name no output feature: 2 x output */
    c = cost_of("HloModule m\nENTRY %e {\n  %i = f32[1,8,8,3] parameter(0)\n  %k = f32[3,3,3,4] parameter(1)\n"
                "  ROOT %c = f32[1,6,6,4] convolution(%i, %k), window={size=3x3}\n}\n",
                "c", NULL);
    cr_assert_eq(c.flops, 2.0 * 144);
    c = cost_of("HloModule m\nENTRY %e {\n  %i = f32[1,8,8,3] parameter(0)\n  %k = f32[3,3,3,4] parameter(1)\n"
                "  ROOT %c = f32[1,6,6,4] convolution(%i, %k), window={size=3x3}, dim_labels=b01f_01ii->b01f\n}\n",
                "c", NULL);
    cr_assert_eq(c.flops, 2.0 * 144);
    /* a latency_metadata past int64 is no integer XLA reads */
    c = cost_of("HloModule m\nENTRY %e {\n  %a = f32[8] parameter(0)\n"
                "  ROOT %n = f32[8] negate(%a), frontend_attributes={latency_metadata=\"99999999999999999999999\"}\n}\n",
                "n", NULL);
    cr_assert(near(c.us, 1 + 64 / 3350e3), "%f", c.us);
    /* starts across hosts: an all-gather-start transfers its result, the tuple's last element;
       a collective-permute-start its operand */
    const char *t100 = "h100,hbm_gbps=1e9,nic_gbps=100,rtt_us=100,chunk_prep_us=100,launch_us=100";
    c = collective_of(16,
                      "ROOT %c = (f32[131072], f32[2097152]) all-gather-start(%q), channel_id=1, "
                      "replica_groups=[1,16]<=[16], use_global_device_ids=true, dimensions={0}",
                      t100);
    cr_assert(near(c.us, (524288 / 100e3 * 1.025 + 200) * 15 / 8 + 100 + 47 * 524288 / 1e12), "%f",
              c.us);
    c = collective_of(16,
                      "ROOT %c = (f32[2097152], f32[2097152]) collective-permute-start(%p), channel_id=1, "
                      "source_target_pairs={{0,8}}",
                      t100);
    cr_assert(near(c.us, 8388608 / 100e3 * 1.025 + 2 * 100 + 100 + 100 + 3 * 8388608 / 1e12), "%f",
              c.us);
}

/* Estimates text on h100 though its names do not all resolve (what verify reports). */
static void estimate_with_errors(timed *x, const char *text)
{
    parse_text(&x->p, text);
    hloa_desugar(&x->p.m, NULL, &x->p.diags);
    hloa_timeline_build(&x->p.m, &x->p.m.arena, &x->t);
    hloa_hw hw;
    hloa_hw_default(&hw);
    hloa_timeline_estimate(&x->t, &hw, &x->p.m.arena);
}

Test(estimate, why_with_edges_that_place_nothing)
{
    /* control predecessors before an operand, in another computation, or unknown place the
       start no later; an op without a done is last in its computation */
    timed x;
    estimate_with_errors(&x,
                "HloModule m, is_scheduled=true, num_partitions=8\n"
                "%sum { %x = f32[] parameter(0)\n %y = f32[] parameter(1)\n"
                " ROOT %s = f32[] add(%x, %y) }\n"
                "%other { %z = f32[8] parameter(0)\n ROOT %o = f32[8] negate(%z) }\n"
                "ENTRY %e {\n  %p = f32[8] parameter(0)\n  %m0 = f32[8] negate(%p)\n"
                "  %a = f32[8] all-reduce-start(%m0), channel_id=1, replica_groups=[1,8]<=[8], "
                "use_global_device_ids=true, to_apply=%sum, control-predecessors={%p, %o, %zz}\n"
                "  %m1 = f32[8] negate(%p), control-predecessors={%a}\n"
                "  %ad = f32[8] all-reduce-done(%a)\n"
                "  %c = f32[8] all-reduce-start(%p), channel_id=2, replica_groups=[1,8]<=[8], "
                "use_global_device_ids=true, to_apply=%sum\n"
                "  ROOT %n = f32[8] negate(%ad)\n}\n");
    const hloa_timeline_comp *tc = &x.t.comps[0];
    const hloa_async_op *a = &tc->ops[0], *c = &tc->ops[1];
    cr_assert_eq(a->why.after, find_instr(&x.p, "m0"), "the operand, not the edges");
    cr_assert(!a->why.after_is_control);
    cr_assert_eq(a->why.before, find_instr(&x.p, "n"));
    cr_assert_null(c->done);
    cr_assert(c->why.done_pinned, "no done: nothing to move");
    char words[256];
    hloa_why_text(NULL, &x.p.m, tc, a, words, sizeof(words));
    cr_assert(strlen(words) > 0);
    parsed_release(&x.p);
}

Test(estimate, the_clock_queues_shares_and_catches_up)
{
    hloa_clock k;
    /* one place: three collectives of 10 us started at 0 run one after another */
    hloa_clock_init(&k, 4, 1);
    for (uint32_t i = 0; i < 3; i++)
        hloa_clock_start(&k, i, 0, 10, 1, 1);
    cr_assert_eq(k.ops[2].queued_behind, 1, "behind the last in line, not the one running");
    cr_assert(near(hloa_clock_finish(&k, 2, 0), 30));
    cr_assert(near(k.ops[0].finish_us, 10) && near(k.ops[1].finish_us, 20));
    cr_assert(near(k.ops[2].queued_us, 20));
    cr_assert(near(hloa_clock_finish(&k, 3, 5), 5), "an op never started: now");
    /* no limit: two link users share it (10 and 20 us: the first ends at 20, the second at
       30), an async computation beside them runs at its own pace */
    hloa_clock_release(&k);
    hloa_clock_init(&k, 3, 0);
    hloa_clock_start(&k, 0, 0, 10, 1, 1);
    hloa_clock_start(&k, 1, 0, 20, 1, 1);
    hloa_clock_start(&k, 2, 0, 5, 0, 0);
    cr_assert(near(hloa_clock_finish(&k, 2, 1), 5));
    cr_assert(near(hloa_clock_finish(&k, 0, 0), 20));
    cr_assert(near(hloa_clock_finish(&k, 1, 25), 30));
    cr_assert_eq(k.ops[0].shared_with, 1);
    cr_assert_eq(k.ops[1].shared_with, 0);
    /* a start long after the last finish: the streams catch up idle */
    hloa_clock_start(&k, 2, 100, 4, 0, 0);
    cr_assert(near(hloa_clock_finish(&k, 2, 100), 104));
    hloa_clock_release(&k);
}

Test(cost, elementwise_flops_by_type_as_xla_profiles_them)
{
    /* XLA's H100 profile: exp costs 102 FLOPs an element in f16, 79 in f32 (and bf16), 376 in
       f64; an op it does not list, or a type it has no column for, 3 */
    static const struct {
        const char *op, *type;
        double per_element;
    } rows[] = {{"exponential", "f16", 102}, {"exponential", "f32", 79},
                {"exponential", "bf16", 79}, {"exponential", "f64", 376},
                {"add", "s32", 3},           {"maximum", "f32", 3}};
    for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
        char text[512];
        snprintf(text, sizeof(text),
                 "HloModule m\nENTRY %%e {\n  %%a = %s[1024] parameter(0)\n"
                 "  ROOT %%x = %s[1024] %s(%%a%s)\n}\n",
                 rows[i].type, rows[i].type, rows[i].op,
                 strcmp(rows[i].op, "exponential") ? ", %a" : "");
        cr_expect_eq(cost_of(text, "x", NULL).flops, 1024 * rows[i].per_element, "%s %s",
                     rows[i].op, rows[i].type);
    }
}

Test(cost, backend_config_flags)
{
    parsed p;
    parse_text(&p, "HloModule m\nENTRY %e {\n  %a = f32[8] parameter(0)\n"
                   "  %t = f32[8] negate(%a), backend_config={\"is_pipelined\":true}\n"
                   "  %f = f32[8] negate(%a), backend_config={\"is_pipelined\": false}\n"
                   "  %q = f32[8] negate(%a), backend_config={\"is_pipelined\":\"true\"}\n"
                   "  %y = f32[8] negate(%a), backend_config={\"is_pipelined\":yes}\n"
                   "  %s = f32[8] negate(%a), backend_config={\"is_pipelined\"}\n"
                   "  %w = f32[8] negate(%a), backend_config={\"is_pipelined\"  :  true}\n"
                   "  %k = f32[8] negate(%a), backend_config={\"known_trip_count\":"
                   "{\"a_very_long_key\":\"5\"}}\n"
                   "  %e = f32[8] negate(%a), backend_config=\"is_pipelined\"\n"
                   "  ROOT %n = f32[8] negate(%a)\n}\n");
    cr_expect_eq(hloa_backend_config_flag(find_instr(&p, "t"), "is_pipelined"), 1);
    cr_expect_eq(hloa_backend_config_flag(find_instr(&p, "f"), "is_pipelined"), 0);
    cr_expect_eq(hloa_backend_config_flag(find_instr(&p, "q"), "is_pipelined"), 1, "quoted");
    cr_expect_eq(hloa_backend_config_flag(find_instr(&p, "y"), "is_pipelined"), -1, "no bool");
    cr_expect_eq(hloa_backend_config_flag(find_instr(&p, "s"), "is_pipelined"), -1, "no value");
    cr_expect_eq(hloa_backend_config_flag(find_instr(&p, "w"), "is_pipelined"), -1,
                 "the value further than a quote, a colon and a space");
    cr_expect_eq(hloa_backend_config_flag(find_instr(&p, "n"), "is_pipelined"), -1, "none");
    cr_expect_eq(hloa_backend_config_number(find_instr(&p, "k"), "known_trip_count"), -1,
                 "the number further than 16 characters from the key");
    cr_expect_eq(hloa_backend_config_flag(find_instr(&p, "e"), "is_pipelined"), -1,
                 "the key ends the config");
    parsed_release(&p);
}

Test(cost, flops_of_odd_dots_convolutions_windows_and_ffts)
{
    /* a contracting dim the operand lacks counts nothing: 2 x 16 result elements */
    hloa_cost c = cost_of("HloModule m\nENTRY %e {\n  %a = f32[4,4] parameter(0)\n"
                          "  %b = f32[4,4] parameter(1)\n"
                          "  ROOT %d = f32[4,4] dot(%a, %b), lhs_contracting_dims={7}, "
                          "rhs_contracting_dims={0}\n}\n",
                          "d", NULL);
    cr_expect_eq(c.flops, 2.0 * 16);
    /* convolutions whose labels have no '_', put 'o' past the kernel's rank, or name a
       kernel dim of 0: 2 x output */
    static const char *const conv[] = {
        "f32[3,3,3,4] parameter(1)\n  ROOT %c = f32[1,6,6,4] convolution(%i, %k), "
        "window={size=3x3}, dim_labels=b01f",
        "f32[3,3,3,4] parameter(1)\n  ROOT %c = f32[1,6,6,4] convolution(%i, %k), "
        "window={size=3x3}, dim_labels=b01f_01i23o->b01f",
        "f32[3,3,3,0] parameter(1)\n  ROOT %c = f32[1,6,6,4] convolution(%i, %k), "
        "window={size=3x3}, dim_labels=b01f_01io->b01f",
        "(f32[3,3,3,4]) parameter(1)\n  ROOT %c = f32[1,6,6,4] convolution(%i, %k), "
        "window={size=3x3}, dim_labels=b01f_01io->b01f",
    };
    for (size_t i = 0; i < sizeof(conv) / sizeof(conv[0]); i++) {
        char text[512];
        snprintf(text, sizeof(text),
                 "HloModule m\nENTRY %%e {\n  %%i = f32[1,8,8,3] parameter(0)\n  %%k = %s\n}\n",
                 conv[i]);
        cr_expect_eq(cost_of(text, "c", NULL).flops, 2.0 * 144, "%zu", i);
    }
    /* a window whose size ends the attribute, and one with no size: 1 element a window */
    const char *rw = "HloModule m\n"
                     "%max { %x = f32[] parameter(0)\n %y = f32[] parameter(1)\n"
                     " ROOT %s = f32[] maximum(%x, %y) }\n"
                     "ENTRY %e {\n  %p = f32[8,8] parameter(0)\n  %z = f32[] constant(0)\n"
                     "  %w = f32[7,7] reduce-window(%p, %z), window={size=2x2}, to_apply=%max\n"
                     "  ROOT %v = f32[8,8] reduce-window(%p, %z), window={stride=1x1}, "
                     "to_apply=%max\n}\n";
    cr_expect_eq(cost_of(rw, "w", NULL).flops, 49 * 4);
    cr_expect_eq(cost_of(rw, "v", NULL).flops, 64);
    /* 5 N log2 N per transform of the last dim; one of length 1 (or a scalar) costs its
       elements */
    const char *fft = "HloModule m\nENTRY %e {\n  %a = c64[8,16] parameter(0)\n"
                      "  %f = c64[8,16] fft(%a), fft_type=FFT, fft_length={16}\n"
                      "  %b = c64[8,1] parameter(1)\n"
                      "  %g = c64[8,1] fft(%b), fft_type=FFT, fft_length={1}\n"
                      "  %s = c64[] parameter(2)\n"
                      "  ROOT %h = c64[] fft(%s), fft_type=FFT, fft_length={}\n}\n";
    cr_expect_eq(cost_of(fft, "f", NULL).flops, 5.0 * 128 * 4);
    cr_expect_eq(cost_of(fft, "g", NULL).flops, 8);
    cr_expect_eq(cost_of(fft, "h", NULL).flops, 1);
}

Test(cost, latency_metadata_xla_ignores)
{
    /* a negative time, and frontend attributes without latency_metadata: the model's time */
    const char *mod = "HloModule m\nENTRY %e {\n  %a = f32[8] parameter(0)\n"
                      "  %n = f32[8] negate(%a), frontend_attributes={latency_metadata=\"-5\"}\n"
                      "  ROOT %o = f32[8] negate(%a), frontend_attributes={other=\"5\"}\n}\n";
    hloa_cost c = cost_of(mod, "n", NULL);
    cr_expect(near(c.us, 1 + 64 / 3350e3), "%f", c.us);
    cr_expect_eq(c.source, HLOA_SOURCE_MODEL);
    c = cost_of(mod, "o", NULL);
    cr_expect(near(c.us, 1 + 64 / 3350e3), "%f", c.us);
    cr_expect_eq(c.source, HLOA_SOURCE_MODEL);
}

Test(cost, dots_and_windows_of_unusual_shapes)
{
    /* a dot of a tuple (bad input) contracts nothing it can name, at the bf16 peak:
       2 x 16 FLOPs / 989e6 FLOP/us / 0.7, under the launch and a GEMM's fixed cost */
    const char *dot = "HloModule m\nENTRY %e {\n  %a = (f32[4,4]) parameter(0)\n"
                      "  %b = f32[4,4] parameter(1)\n"
                      "  ROOT %d = f32[4,4] dot(%a, %b), lhs_contracting_dims={1}, "
                      "rhs_contracting_dims={0}\n}\n";
    hloa_cost c = cost_of(dot, "d", NULL);
    cr_expect_eq(c.flops, 2.0 * 16);
    double bytes = c.bytes;
    cr_expect(near(c.us, 1 + 5 + fmax(32 / 989e6 / 0.7, bytes / 3350e3)), "%f", c.us);
    /* nor does the table know it: the model's time */
    cr_expect(near(cost_with_tables(dot, "d").us, c.us));
    /* an empty GEMM the table knows takes no time */
    c = cost_with_tables("HloModule m\nENTRY %e {\n  %a = bf16[0,256] parameter(0)\n"
                         "  %b = bf16[256,256] parameter(1)\n"
                         "  ROOT %d = bf16[0,256] dot(%a, %b), lhs_contracting_dims={1}, "
                         "rhs_contracting_dims={0}\n}\n",
                         "d");
    cr_expect_eq(c.us, 0);
    cr_expect_eq(c.source, HLOA_SOURCE_PERF_TABLE);
    /* convolution labels without an arrow name no output feature: 2 x output */
    c = cost_of("HloModule m\nENTRY %e {\n  %i = f32[1,8,8,3] parameter(0)\n"
                "  %k = f32[3,3,3,4] parameter(1)\n"
                "  ROOT %c = f32[1,6,6,4] convolution(%i, %k), window={size=3x3}, dim_labels=b01f_01io\n}\n",
                "c", NULL);
    cr_expect_eq(c.flops, 2.0 * 144);
    /* a reduce-window without a window: one element a window */
    c = cost_of("HloModule m\n"
                "%max { %x = f32[] parameter(0)\n %y = f32[] parameter(1)\n"
                " ROOT %s = f32[] maximum(%x, %y) }\n"
                "ENTRY %e {\n  %p = f32[8,8] parameter(0)\n  %z = f32[] constant(0)\n"
                "  ROOT %v = f32[8,8] reduce-window(%p, %z), to_apply=%max\n}\n",
                "v", NULL);
    cr_expect_eq(c.flops, 64);
}
