/*
 * JAX's explicit async collectives, as JAX lowers them today: custom-calls
 * "X-start" and "X-done" (X: all-gather, all-reduce, reduce-scatter,
 * all-to-all, collective-permute) whose start carries its collective as JSON
 * (frontend_attributes={async_collective_config="{...}"}, else its
 * backend_config). XLA's AsyncCollectiveCustomCallRewriter, the first pass
 * of XLA:GPU, pairs each done with its start through the values' allowed
 * intermediaries and makes them an async collective. Here: which custom-call
 * is which, the pairing, the config as XLA's ParseAsyncCollectiveConfig
 * reads it, and the collective XLA makes of a pair (for the cost model).
 */
#include "hloasync/async.h"

#include "hloasync/strbuf.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
    const char *name;
    uint16_t opcode;
} kinds[] = {
    {"all-gather", HLOA_OP_ALL_GATHER},
    {"all-reduce", HLOA_OP_ALL_REDUCE},
    {"reduce-scatter", HLOA_OP_REDUCE_SCATTER},
    {"all-to-all", HLOA_OP_ALL_TO_ALL},
    {"collective-permute", HLOA_OP_COLLECTIVE_PERMUTE},
};

uint16_t hloa_custom_collective(const hloa_instr *in, int *is_done)
{
    if (in->opcode != HLOA_OP_CUSTOM_CALL)
        return HLOA_OP_UNKNOWN;
    uint32_t n;
    const char *s = hloa_attr_string(hloa_instr_attr(in, HLOA_SYM_CUSTOM_CALL_TARGET), &n);
    if (!s)
        return HLOA_OP_UNKNOWN;
    int done = n > 5 && !memcmp(s + n - 5, "-done", 5);
    if (!done && !(n > 6 && !memcmp(s + n - 6, "-start", 6)))
        return HLOA_OP_UNKNOWN;
    size_t base = n - (done ? 5 : 6);
    for (size_t k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++)
        if (strlen(kinds[k].name) == base && !memcmp(kinds[k].name, s, base)) {
            if (is_done)
                *is_done = done;
            return kinds[k].opcode;
        }
    return HLOA_OP_UNKNOWN;
}

/* Is in the start a done of this kind looks for, in the done's computation? */
static int is_start_for(const hloa_instr *in, const void *done)
{
    const hloa_instr *d = done;
    int is_done = 1;
    uint16_t k = hloa_custom_collective(in, &is_done);
    return k != HLOA_OP_UNKNOWN && !is_done && in->parent == d->parent &&
           k == hloa_custom_collective(d, NULL);
}

hloa_instr *hloa_custom_collective_start(hloa_trace *t, hloa_instr *done, int *via_loop)
{
    *via_loop = 0;
    if (!done->n_operands)
        return NULL;
    hloa_instr *start = hloa_trace_to(t, done->operands[0], is_start_for, done);
    *via_loop = start && (t->via_parameter || t->via_while);
    return start;
}

/* ---- the config ---- */

const char *const hloa_collective_config_keys[HLOA_CFG_N] = {
    "all_gather_dimension", "scatter_dimension", "split_dimension",
    "concat_dimension",     "split_count",       "channel_id",
};

static int hex_digit(char c)
{
    return c >= '0' && c <= '9' ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
}

/*
 * The escape at v[*i] == '\\' of a quoted value, resolved: the byte it stands
 * for, *i at its last byte. HLO text: \" and \\ (any \c is c). MLIR text
 * writes a byte as two hex digits as well (its printer writes " as \22), and
 * \n and \t.
 */
static char unescape(int mlir, const char *v, uint32_t n, uint32_t *i)
{
    char c = v[++*i];
    if (!mlir)
        return c;
    int hi = hex_digit(c), lo = *i + 1 < n ? hex_digit(v[*i + 1]) : -1;
    if (hi >= 0 && lo >= 0)
        return ++*i, (char)(hi << 4 | lo);
    return c == 'n' ? '\n' : c == 't' ? '\t' : c;
}

/* The config's text unquoted (the frontend attribute's escapes), on the heap. */
static char *config_text(const hloa_module *m, const hloa_instr *start, int *found)
{
    uint32_t n;
    const char *v = hloa_instr_frontend_attr(start, "async_collective_config", &n);
    int quoted = v != NULL;
    if (!v) {
        const hloa_attr *b = hloa_instr_attr(start, HLOA_SYM_BACKEND_CONFIG);
        v = b ? hloa_attr_string(b, &n) : NULL;
        quoted = v != NULL;
        if (b && !v)
            v = b->val, n = b->val_len; /* a JSON object written bare */
    }
    *found = v != NULL;
    char *out = hloa_xmalloc((size_t)(v ? n : 0) + 1);
    size_t w = 0;
    for (uint32_t i = 0; v && i < n; i++)
        out[w++] = quoted && v[i] == '\\' && i + 1 < n ? unescape(m->is_mlir, v, n, &i) : v[i];
    out[w] = '\0';
    return out;
}

/* An integer JSON number (jsoncpp's asInt64 of it), into *v. */
static int json_int(const cJSON *x, int64_t *v)
{
    /* the range test first: casting a double out of int64's range is undefined */
    if (!cJSON_IsNumber(x) || !(x->valuedouble >= -0x1p63 && x->valuedouble < 0x1p63) ||
        x->valuedouble != (double)(int64_t)x->valuedouble)
        return 0;
    *v = (int64_t)x->valuedouble;
    return 1;
}

static void refuse(hloa_collective_config *cfg, const char *why)
{
    if (!cfg->error)
        cfg->error = why;
}

static void read_groups(const cJSON *groups, hloa_collective_config *cfg)
{
    cfg->has_groups = 1;
    if (!cJSON_IsArray(groups)) {
        refuse(cfg, "replica_groups is no array (XLA: RET_CHECK)");
        return;
    }
    const cJSON *g;
    cJSON_ArrayForEach(g, groups)
    {
        if (!cJSON_IsArray(g)) {
            refuse(cfg, "a replica group is no array (XLA: RET_CHECK)");
            return;
        }
        HLOA_VEC_PUSH(cfg->groups.start, (uint32_t)cfg->groups.ids.len);
        const cJSON *id;
        cJSON_ArrayForEach(id, g)
        {
            int64_t v;
            if (!json_int(id, &v)) {
                refuse(cfg, "a replica group holds something that is no integer");
                return;
            }
            HLOA_VEC_PUSH(cfg->groups.ids, v);
        }
        cfg->groups.n_groups++;
    }
    HLOA_VEC_PUSH(cfg->groups.start, (uint32_t)cfg->groups.ids.len);
}

static void read_pairs(const cJSON *pairs, hloa_collective_config *cfg)
{
    cfg->has_pairs = 1;
    if (!cJSON_IsArray(pairs)) {
        refuse(cfg, "permutation is no array (XLA: RET_CHECK)");
        return;
    }
    const cJSON *p;
    cJSON_ArrayForEach(p, pairs)
    {
        int64_t a, b;
        if (!cJSON_IsArray(p) || cJSON_GetArraySize(p) != 2) {
            refuse(cfg, "a permutation entry is no pair [source, target] (XLA: RET_CHECK)");
            return;
        }
        if (!json_int(cJSON_GetArrayItem(p, 0), &a) || !json_int(cJSON_GetArrayItem(p, 1), &b)) {
            refuse(cfg, "a permutation pair holds something that is no integer");
            return;
        }
        HLOA_VEC_PUSH(cfg->pairs, a);
        HLOA_VEC_PUSH(cfg->pairs, b);
    }
}

int hloa_collective_config_read(const hloa_module *m, const hloa_instr *start,
                                hloa_collective_config *cfg)
{
    memset(cfg, 0, sizeof(*cfg));
    cfg->tiled = -1;
    int found;
    char *text = config_text(m, start, &found);
    cfg->written = (uint8_t)found;
    if (!text[strspn(text, " \t\r\n")]) { /* none, or empty: every default (XLA) */
        free(text);
        return 0;
    }
    cJSON *root = cJSON_Parse(text);
    free(text);
    if (!cJSON_IsObject(root)) {
        cJSON_Delete(root);
        cfg->error = "it is no JSON object (XLA: \"Failed to parse collective op config JSON\")";
        return -1;
    }
    for (int k = 0; k < HLOA_CFG_N; k++) {
        const cJSON *x = cJSON_GetObjectItemCaseSensitive(root, hloa_collective_config_keys[k]);
        cfg->has[k] = x && json_int(x, &cfg->value[k]);
        if (x && !cfg->has[k])
            refuse(cfg, k == HLOA_CFG_CHANNEL_ID ? "channel_id is no integer"
                                                 : "a dimension or split_count is no integer");
    }
    const cJSON *tiled = cJSON_GetObjectItemCaseSensitive(root, "tiled");
    if (tiled)
        cfg->tiled = (int8_t)cJSON_IsTrue(tiled);
    cfg->use_global_device_ids =
        (uint8_t)cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(root, "use_global_device_ids"));
    const cJSON *groups = cJSON_GetObjectItemCaseSensitive(root, "replica_groups");
    if (groups)
        read_groups(groups, cfg);
    const cJSON *pairs = cJSON_GetObjectItemCaseSensitive(root, "permutation");
    if (pairs)
        read_pairs(pairs, cfg);
    cJSON_Delete(root);
    return cfg->error ? -1 : 0;
}

void hloa_collective_config_release(hloa_collective_config *cfg)
{
    hloa_device_groups_release(&cfg->groups);
    free(cfg->pairs.items);
    memset(cfg, 0, sizeof(*cfg));
}

/* ---- the collective XLA makes of a pair ---- */

/* "{{0,1},{2,3}}" of groups or pairs, in arena. */
static const char *nested_text(hloa_arena *a, const int64_t *ids, const uint32_t *start, uint32_t n,
                               uint32_t *len)
{
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    hloa_strbuf_addf(&sb, "{");
    for (uint32_t g = 0; g < n; g++) {
        hloa_strbuf_addf(&sb, "%s{", g ? "," : "");
        for (uint32_t j = start[g]; j < start[g + 1]; j++)
            hloa_strbuf_addf(&sb, "%s%lld", j > start[g] ? "," : "", (long long)ids[j]);
        hloa_strbuf_addf(&sb, "}");
    }
    hloa_strbuf_addf(&sb, "}");
    *len = (uint32_t)sb.len;
    const char *s = hloa_arena_strndup(a, sb.buf, sb.len);
    hloa_strbuf_release(&sb);
    return s;
}

static void add_attr(hloa_attr *attrs, uint16_t *n, hloa_sym key, const char *val, uint32_t len,
                     uint32_t at)
{
    attrs[*n] = (hloa_attr){.key = key, .key_off = at, .val_off = at, .val_len = len, .val = val};
    ++*n;
}

hloa_instr *hloa_custom_collective_as_xla(const hloa_instr *start, const hloa_instr *done,
                                          uint16_t opcode, const hloa_collective_config *cfg,
                                          hloa_arena *a)
{
    hloa_instr *x = hloa_arena_memdup(a, start, 1, sizeof(*start));
    x->opcode = (uint8_t)opcode;
    x->shape = done->shape ? done->shape : start->shape; /* XLA takes the done's */
    x->n_users = 0;
    x->users = NULL;
    x->n_called = 0;
    hloa_attr *attrs = hloa_arena_alloc(a, 6 * sizeof(hloa_attr));
    uint16_t n = 0;
    uint32_t len;
    if (cfg->has_groups && cfg->groups.n_groups) {
        const char *v = nested_text(a, cfg->groups.ids.items, cfg->groups.start.items,
                                    cfg->groups.n_groups, &len);
        add_attr(attrs, &n, HLOA_SYM_REPLICA_GROUPS, v, len, start->opcode_off);
    }
    if (opcode == HLOA_OP_COLLECTIVE_PERMUTE && cfg->pairs.len) {
        uint32_t np = (uint32_t)(cfg->pairs.len / 2);
        uint32_t *at = hloa_arena_alloc(a, (np + 1) * sizeof(uint32_t));
        for (uint32_t k = 0; k <= np; k++)
            at[k] = 2 * k;
        const char *v = nested_text(a, cfg->pairs.items, at, np, &len);
        add_attr(attrs, &n, HLOA_SYM_SOURCE_TARGET_PAIRS, v, len, start->opcode_off);
    }
    int dim = opcode == HLOA_OP_ALL_GATHER       ? HLOA_CFG_ALL_GATHER_DIM
              : opcode == HLOA_OP_REDUCE_SCATTER ? HLOA_CFG_SCATTER_DIM
              : opcode == HLOA_OP_ALL_TO_ALL     ? HLOA_CFG_SPLIT_DIM
                                                 : -1;
    if (dim >= 0 && cfg->has[dim]) {
        const char *v = hloa_arena_printf(a, "{%lld}", (long long)cfg->value[dim]);
        add_attr(attrs, &n, HLOA_SYM_DIMENSIONS, v, (uint32_t)strlen(v), start->opcode_off);
    }
    if (cfg->use_global_device_ids && opcode != HLOA_OP_COLLECTIVE_PERMUTE)
        add_attr(attrs, &n, HLOA_SYM_USE_GLOBAL_DEVICE_IDS, "true", 4, start->opcode_off);
    if (cfg->has[HLOA_CFG_CHANNEL_ID]) {
        const char *v = hloa_arena_printf(a, "%lld", (long long)cfg->value[HLOA_CFG_CHANNEL_ID]);
        add_attr(attrs, &n, HLOA_SYM_CHANNEL_ID, v, (uint32_t)strlen(v), start->opcode_off);
    }
    x->attrs = attrs;
    x->n_attrs = n;
    return x;
}
