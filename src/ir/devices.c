/*
 * The devices a collective's groups take (async.h, hloa_device_groups), as
 * XLA's GetParticipatingDevicesGroups finds them with the default device
 * assignment (device = replica x num_partitions + partition): replica_groups
 * written as lists or iota lists, read in the collective's group mode
 * (cross-replica without a channel, cross-partition with one,
 * replicas-and-partitions with use_global_device_ids=false, device ids with
 * true); none written: every replica or partition; a collective-permute: a
 * group per source-target pair.
 */
#include "hloasync/async.h"

#include "hloasync/arena.h"
#include "hloasync/strbuf.h"

#include <stdlib.h>
#include <string.h>

/* Devices past this are not listed: the groups are "unknown". */
enum { MAX_DEVICES = 1 << 20, MAX_IOTA_DIMS = 16 };

void hloa_module_device_counts(const hloa_module *m, int64_t *replicas, int64_t *partitions)
{
    *replicas = *partitions = 1;
    for (uint32_t i = 0; i < m->n_attrs; i++) {
        int64_t v;
        if (hloa_attr_int(&m->attrs[i], &v) || v < 1)
            continue;
        v = v <= MAX_DEVICES ? v : MAX_DEVICES + 1; /* "more than a million": their product
                                                       stays far inside int64 */
        if (m->attrs[i].key == HLOA_SYM_REPLICA_COUNT)
            *replicas = v;
        else if (m->attrs[i].key == HLOA_SYM_NUM_PARTITIONS)
            *partitions = v;
    }
}

/* The integers of s[0, n), up to max, into out, each at most MAX_DEVICES; how many. */
static uint32_t ints(const char *s, size_t n, int64_t *out, uint32_t max)
{
    uint32_t k = hloa_read_ints(s, n, out, max);
    for (uint32_t i = 0; i < k; i++)
        out[i] = out[i] < MAX_DEVICES ? out[i] : MAX_DEVICES;
    return k;
}

/* {{0,1},{2,3}}: 0, or -1 when it is no list of lists. */
static int read_lists(const char *s, size_t n, hloa_device_groups *w)
{
    for (size_t i = 1; i < n; i++) {
        if (s[i] != '{')
            continue;
        HLOA_VEC_PUSH(w->start, (uint32_t)w->ids.len);
        for (i++; i < n && s[i] != '}'; i++) {
            if (s[i] < '0' || s[i] > '9')
                continue;
            int64_t v = 0;
            for (; i < n && s[i] >= '0' && s[i] <= '9'; i++)
                v = v < MAX_DEVICES ? v * 10 + (s[i] - '0') : MAX_DEVICES;
            HLOA_VEC_PUSH(w->ids, v);
            i--;
        }
        if (i == n || w->ids.len > MAX_DEVICES)
            return -1;
    }
    HLOA_VEC_PUSH(w->start, (uint32_t)w->ids.len);
    return 0;
}

/* [G,S]<=[d0,d1,...]T(p0,p1,...): 0, or -1. */
static int read_iota(const char *s, size_t n, hloa_device_groups *w)
{
    int64_t gs[2], dims[MAX_IOTA_DIMS], perm[MAX_IOTA_DIMS], stride[MAX_IOTA_DIMS];
    const char *close = memchr(s, ']', n);
    const char *le = hloa_find(s, n, "<=[", 3);
    if (!close || !le || ints(s, (size_t)(close - s), gs, 2) != 2)
        return -1;
    const char *d = le + 3, *dend = memchr(d, ']', n - (size_t)(d - s));
    if (!dend)
        return -1;
    uint32_t nd = ints(d, (size_t)(dend - d), dims, MAX_IOTA_DIMS);
    const char *t = dend + 1 < s + n && dend[1] == 'T' ? dend + 2 : NULL;
    uint32_t np = t ? ints(t, n - (size_t)(t - s), perm, MAX_IOTA_DIMS) : nd;
    int64_t total = 1;
    for (uint32_t k = nd; k-- > 0;) {
        if (!t)
            perm[k] = k;
        if (dims[k] < 1 || perm[k] >= (int64_t)nd || total > MAX_DEVICES)
            return -1;
        stride[k] = total;
        total *= dims[k];
    }
    if (!nd || np != nd || gs[0] < 1 || gs[1] < 1 || gs[0] * gs[1] != total || total > MAX_DEVICES)
        return -1;
    for (int64_t i = 0; i < total; i++) {
        if (i % gs[1] == 0)
            HLOA_VEC_PUSH(w->start, (uint32_t)w->ids.len);
        int64_t rest = i, id = 0;
        for (uint32_t k = nd; k-- > 0;) {
            id += (rest % dims[perm[k]]) * stride[perm[k]];
            rest /= dims[perm[k]];
        }
        HLOA_VEC_PUSH(w->ids, id);
    }
    HLOA_VEC_PUSH(w->start, (uint32_t)w->ids.len);
    return 0;
}

static void add_group(hloa_device_groups *g)
{
    HLOA_VEC_PUSH(g->start, (uint32_t)g->ids.len);
}

int hloa_device_groups_written(const hloa_attr *a, hloa_device_groups *w)
{
    memset(w, 0, sizeof(*w));
    int ok = 0;
    if (a && a->val_len > 1 && a->val[0] == '[')
        ok = read_iota(a->val, a->val_len, w);
    else if (a && a->val_len > 1 && a->val[0] == '{')
        ok = read_lists(a->val, a->val_len, w);
    else if (a && a->val_len > 1)
        ok = -1; /* mesh[...] groups: not read here */
    if (ok) {
        hloa_device_groups_release(w);
        return -1;
    }
    w->n_groups = w->start.len ? (uint32_t)w->start.len - 1 : 0;
    return 0;
}

int hloa_device_groups_of(const hloa_module *m, const hloa_instr *in, hloa_device_groups *g)
{
    memset(g, 0, sizeof(*g));
    int64_t replicas, partitions;
    hloa_module_device_counts(m, &replicas, &partitions);
    if (replicas * partitions > MAX_DEVICES)
        return -1;
    int channel = hloa_instr_attr(in, HLOA_SYM_CHANNEL_ID) != NULL;
    int global = hloa_attr_bool(hloa_instr_attr(in, HLOA_SYM_USE_GLOBAL_DEVICE_IDS));
    int permute = in->opcode == HLOA_OP_COLLECTIVE_PERMUTE ||
                  in->opcode == HLOA_OP_COLLECTIVE_PERMUTE_START;
    hloa_device_groups w;
    int ok = hloa_device_groups_written(
        hloa_instr_attr(in, permute ? HLOA_SYM_SOURCE_TARGET_PAIRS : HLOA_SYM_REPLICA_GROUPS), &w);
    if (!ok && w.ids.len == 0) { /* none written ({} or no attribute): all of the mode's ids */
        free(w.start.items);
        memset(&w.start, 0, sizeof(w.start));
        HLOA_VEC_PUSH(w.start, 0);
        int64_t n = channel && global < 0 ? partitions : replicas;
        for (int64_t i = 0; i < n; i++)
            HLOA_VEC_PUSH(w.ids, i);
        HLOA_VEC_PUSH(w.start, (uint32_t)w.ids.len);
        if (global == 1) { /* flattened ids without groups: every device */
            w.ids.len = 0;
            for (int64_t i = 0; i < replicas * partitions; i++)
                HLOA_VEC_PUSH(w.ids, i);
            w.start.items[1] = (uint32_t)w.ids.len;
        }
    }
    for (size_t k = 0; !ok && k + 1 < w.start.len; k++) {
        const int64_t *ids = w.ids.items + w.start.items[k];
        uint32_t size = w.start.items[k + 1] - w.start.items[k];
        /* what this group adds, counted before it is listed */
        int64_t copies = global == 1 ? 1 : channel && global < 0 ? replicas : partitions;
        if ((int64_t)g->ids.len + copies * size > MAX_DEVICES) {
            ok = -1;
            break;
        }
        if (global == 1) { /* device ids */
            add_group(g);
            for (uint32_t j = 0; j < size; j++)
                HLOA_VEC_PUSH(g->ids, ids[j]);
        } else if (channel && global == 0) { /* replicas x every partition */
            add_group(g);
            for (uint32_t j = 0; j < size; j++)
                for (int64_t p = 0; p < partitions; p++)
                    HLOA_VEC_PUSH(g->ids, ids[j] * partitions + p);
        } else if (channel) { /* partitions, in each replica */
            for (int64_t r = 0; r < replicas; r++) {
                add_group(g);
                for (uint32_t j = 0; j < size; j++)
                    HLOA_VEC_PUSH(g->ids, r * partitions + ids[j]);
            }
        } else { /* replicas, in each partition */
            for (int64_t p = 0; p < partitions; p++) {
                add_group(g);
                for (uint32_t j = 0; j < size; j++)
                    HLOA_VEC_PUSH(g->ids, ids[j] * partitions + p);
            }
        }
    }
    /* ids written past the devices make devices past the million the overlap can index */
    for (size_t i = 0; !ok && i < g->ids.len; i++)
        ok = g->ids.items[i] > MAX_DEVICES ? -1 : 0;
    hloa_device_groups_release(&w);
    add_group(g); /* the end of the last */
    g->n_groups = (uint32_t)g->start.len - 1;
    if (ok || !g->n_groups) {
        hloa_device_groups_release(g);
        return -1;
    }
    return 0;
}

void hloa_device_groups_release(hloa_device_groups *g)
{
    free(g->ids.items);
    free(g->start.items);
    memset(g, 0, sizeof(*g));
}

int64_t hloa_device_groups_overlap(const hloa_device_groups *a, const hloa_device_groups *b)
{
    int64_t most_id = 0;
    for (size_t i = 0; i < a->ids.len; i++)
        most_id = a->ids.items[i] > most_id ? a->ids.items[i] : most_id;
    /* each device's group in a (the last that holds it), then for each group of b the
       devices it shares with each group of a */
    uint32_t *group_of = hloa_xcalloc((size_t)most_id + 1, sizeof(uint32_t));
    for (uint32_t k = 0; k < a->n_groups; k++)
        for (uint32_t j = a->start.items[k]; j < a->start.items[k + 1]; j++)
            group_of[a->ids.items[j]] = k + 1;
    uint32_t *count = hloa_xcalloc(a->n_groups + 1, sizeof(uint32_t));
    int64_t best = 0;
    for (uint32_t k = 0; k < b->n_groups; k++) {
        for (uint32_t j = b->start.items[k]; j < b->start.items[k + 1]; j++) {
            int64_t d = b->ids.items[j];
            uint32_t ga = d >= 0 && d <= most_id ? group_of[d] : 0;
            if (ga && ++count[ga] > best)
                best = count[ga];
        }
        for (uint32_t j = b->start.items[k]; j < b->start.items[k + 1]; j++) {
            int64_t d = b->ids.items[j];
            if (d >= 0 && d <= most_id && group_of[d])
                count[group_of[d]] = 0;
        }
    }
    free(group_of);
    free(count);
    return best;
}
