/*
 * The devices of a collective's groups (ir/devices.c) in each group mode and
 * each form XLA prints, and the overlap of two collectives' groups.
 */
#include "hloasync/async.h"

#include "helpers.h"

#include <criterion/criterion.h>
#include <stdio.h>

/* The groups of instruction c of a module with header and the collective written as op,
   as text "{0,1},{2,3}" into out; -1 when unknown. */
static int groups_text(const char *header, const char *op, char *out, size_t size)
{
    char text[1024];
    snprintf(text, sizeof(text),
             "HloModule m%s\n%%sum { %%x = f32[] parameter(0)\n %%y = f32[] parameter(1)\n"
             " ROOT %%s = f32[] add(%%x, %%y) }\nENTRY %%e { %%p = f32[8] parameter(0)\n"
             " ROOT %%c = f32[8] %s }\n",
             header, op);
    parsed p;
    parse_text(&p, text);
    cr_assert_eq(p.errors, 0, "%s", text);
    hloa_device_groups g;
    int rc = hloa_device_groups_of(&p.m, find_instr(&p, "c"), &g);
    size_t at = 0;
    out[0] = '\0';
    for (uint32_t k = 0; !rc && k < g.n_groups && at + 32 < size; k++) {
        at += (size_t)snprintf(out + at, size - at, "%s{", k ? "," : "");
        for (uint32_t j = g.start.items[k]; j < g.start.items[k + 1] && at + 32 < size; j++)
            at += (size_t)snprintf(out + at, size - at, "%s%lld", j > g.start.items[k] ? "," : "",
                                   (long long)g.ids.items[j]);
        at += (size_t)snprintf(out + at, size - at, "}");
    }
    if (!rc)
        hloa_device_groups_release(&g);
    parsed_release(&p);
    return rc;
}

Test(devices, each_group_mode)
{
    char s[512];
    /* cross-replica: replica ids, in each partition (device = replica x 2 + partition) */
    cr_assert_eq(groups_text(", replica_count=2, num_partitions=2",
                             "all-reduce(%p), replica_groups={{0,1}}, to_apply=%sum", s, sizeof(s)), 0);
    cr_assert_str_eq(s, "{0,2},{1,3}");
    /* cross-partition: partition ids, in each replica */
    cr_assert_eq(groups_text(", replica_count=2, num_partitions=2",
                             "all-reduce(%p), channel_id=1, replica_groups={{0,1}}, to_apply=%sum",
                             s, sizeof(s)),
                 0);
    cr_assert_str_eq(s, "{0,1},{2,3}");
    /* replicas and partitions */
    cr_assert_eq(groups_text(", replica_count=2, num_partitions=2",
                             "all-reduce(%p), channel_id=1, replica_groups={{0},{1}}, "
                             "use_global_device_ids=false, to_apply=%sum",
                             s, sizeof(s)),
                 0);
    cr_assert_str_eq(s, "{0,1},{2,3}");
    /* device ids, an iota list transposed */
    cr_assert_eq(groups_text(", num_partitions=4",
                             "all-reduce(%p), channel_id=1, replica_groups=[2,2]<=[2,2]T(1,0), "
                             "use_global_device_ids=true, to_apply=%sum",
                             s, sizeof(s)),
                 0);
    cr_assert_str_eq(s, "{0,2},{1,3}");
    /* none written: every replica; with device ids, every device */
    cr_assert_eq(groups_text(", replica_count=3", "all-reduce(%p), replica_groups={}, to_apply=%sum",
                             s, sizeof(s)),
                 0);
    cr_assert_str_eq(s, "{0,1,2}");
    cr_assert_eq(groups_text(", replica_count=2, num_partitions=2",
                             "all-reduce(%p), channel_id=1, replica_groups={}, "
                             "use_global_device_ids=true, to_apply=%sum",
                             s, sizeof(s)),
                 0);
    cr_assert_str_eq(s, "{0,1,2,3}");
    /* a permute: its pairs, in each replica */
    cr_assert_eq(groups_text(", replica_count=2, num_partitions=2",
                             "collective-permute(%p), channel_id=1, source_target_pairs={{0,1}}", s,
                             sizeof(s)),
                 0);
    cr_assert_str_eq(s, "{0,1},{2,3}");
    /* forms not read: mesh groups, an iota list that does not add up */
    cr_assert_eq(groups_text("", "all-reduce(%p), replica_groups=mesh['x'=2] {'x'}, to_apply=%sum", s,
                             sizeof(s)),
                 -1);
    cr_assert_eq(groups_text("", "all-reduce(%p), replica_groups=[2,4]<=[6], to_apply=%sum", s,
                             sizeof(s)),
                 -1);
}

Test(devices, overlap_is_the_most_devices_two_groups_share)
{
    hloa_device_groups a = {0}, b = {0};
    int64_t ai[] = {0, 1, 2, 3}, bi[] = {0, 2, 1, 3, 7};
    uint32_t as[] = {0, 2, 4}, bs[] = {0, 2, 4, 5};
    for (size_t i = 0; i < 4; i++)
        HLOA_VEC_PUSH(a.ids, ai[i]);
    for (size_t i = 0; i < 5; i++)
        HLOA_VEC_PUSH(b.ids, bi[i]);
    for (size_t i = 0; i < 3; i++)
        HLOA_VEC_PUSH(a.start, as[i]);
    for (size_t i = 0; i < 4; i++)
        HLOA_VEC_PUSH(b.start, bs[i]);
    a.n_groups = 2;
    b.n_groups = 3;
    /* {0,1},{2,3} against {0,2},{1,3},{7}: one device each */
    cr_assert_eq(hloa_device_groups_overlap(&a, &b), 1);
    cr_assert_eq(hloa_device_groups_overlap(&a, &a), 2);
    hloa_device_groups_release(&a);
    hloa_device_groups_release(&b);
}

Test(devices, forms_a_dump_should_not_hold)
{
    char s[512];
    static const char *const unknown[] = {
        "[2,4]<=[2,4]T(0)",  /* a permutation of the wrong length */
        "[2,4]<=[0,8]",      /* a dimension of 0 */
        "[2,4]<=[2,4]T(0,7)", /* a permutation out of range */
        "[0,4]<=[4]",        /* no groups */
    };
    for (size_t i = 0; i < sizeof(unknown) / sizeof(unknown[0]); i++) {
        char op[256];
        snprintf(op, sizeof(op), "all-reduce(%%p), channel_id=1, replica_groups=%s, "
                                 "use_global_device_ids=true, to_apply=%%sum",
                 unknown[i]);
        int rc = groups_text(", num_partitions=8", op, s, sizeof(s));
        cr_assert_eq(rc, -1, "%s: %s", unknown[i], s);
    }
    /* a cross-partition group with no channel of its own: the permute's pairs without a
       channel are replica ids, in each partition */
    cr_assert_eq(groups_text(", replica_count=2, num_partitions=2",
                             "collective-permute(%p), source_target_pairs={{0,1}}", s, sizeof(s)),
                 0);
    cr_assert_str_eq(s, "{0,2},{1,3}");
    /* too many devices to list */
    cr_assert_eq(groups_text(", replica_count=2000000", "all-reduce(%p), to_apply=%sum", s, sizeof(s)),
                 -1);
    /* counts whose product passes int64, an iota whose dimensions do, a group that takes
       every partition 64 times past a million devices, an id far past the devices: unknown,
       found before anything that large is listed */
    cr_assert_eq(groups_text(", replica_count=4611686018427387904, num_partitions=4",
                             "all-reduce(%p), to_apply=%sum", s, sizeof(s)),
                 -1);
    cr_assert_eq(groups_text(", num_partitions=8",
                             "all-reduce(%p), channel_id=1, replica_groups=[1,2]<=[4294967296,"
                             "4294967296]T(1,0), use_global_device_ids=true, to_apply=%sum",
                             s, sizeof(s)),
                 -1);
    cr_assert_eq(groups_text(", num_partitions=64",
                             "all-reduce(%p), channel_id=1, replica_groups=[1,1048576]<=[1048576], "
                             "use_global_device_ids=false, to_apply=%sum",
                             s, sizeof(s)),
                 -1);
    cr_assert_eq(groups_text(", num_partitions=1048576",
                             "all-reduce(%p), channel_id=1, replica_groups={{1048575}}, "
                             "use_global_device_ids=false, to_apply=%sum",
                             s, sizeof(s)),
                 -1);
}

Test(devices, none_written_in_each_mode)
{
    char s[512];
    /* a channel: every partition, in each replica */
    cr_assert_eq(groups_text(", replica_count=2, num_partitions=2",
                             "all-reduce(%p), channel_id=1, replica_groups={}, to_apply=%sum", s,
                             sizeof(s)),
                 0);
    cr_assert_str_eq(s, "{0,1},{2,3}");
    /* global ids false: every replica, each with every partition */
    cr_assert_eq(groups_text(", replica_count=2, num_partitions=2",
                             "all-reduce(%p), channel_id=1, use_global_device_ids=false, "
                             "to_apply=%sum",
                             s, sizeof(s)),
                 0);
    cr_assert_str_eq(s, "{0,1,2,3}");
    /* counts that are no positive number count 1 */
    cr_assert_eq(groups_text(", replica_count=0", "all-reduce(%p), to_apply=%sum", s, sizeof(s)), 0);
    cr_assert_str_eq(s, "{0}");
    /* ids past a million are no devices to list */
    cr_assert_eq(groups_text("", "all-reduce(%p), replica_groups={{0,99999999}}, to_apply=%sum", s,
                             sizeof(s)),
                 0);
    cr_assert_str_eq(s, "{0,1048576}");
}
