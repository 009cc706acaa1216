/* The IR: opcode table, module lifetime, lookups, users, structural equality. */
#include "hloasync/ir.h"
#include "hloasync/parallel.h"

#include "hloasync/hash.h"
#include "hloasync/lex.h"

#include "hloasync/lookahead.h"
#include "hloasync/strbuf.h"

#include <pthread.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const hloa_opcode_info hloa_opcodes[HLOA_OP_COUNT] = {
#define OP(e, name, arity, family, flags)                                                          \
    [HLOA_OP_##e] = {name, arity, HLOA_FAM_##family, (flags) ? HLOA_OPF_NEEDS_SHAPE : 0},
#define NEEDS_SHAPE 1
#include "hloasync/opcodes.def"
#undef NEEDS_SHAPE
#undef OP
    [HLOA_OP_UNKNOWN] = {"unknown", -1, HLOA_FAM_PLAIN, 0},
};

/* An instruction keeps its opcodes in a byte each, and the record is 96 bytes on 64-bit
   machines (hloa_instr's comment says why that matters). */
_Static_assert(HLOA_OP_COUNT <= 256, "opcodes must fit hloa_instr.opcode");
_Static_assert(sizeof(void *) != 8 || sizeof(hloa_instr) == 96, "hloa_instr grew");

/* First-class pairs, start and done. */
static const uint16_t pairs[][2] = {
    {HLOA_OP_COPY_START, HLOA_OP_COPY_DONE},
    {HLOA_OP_ALL_REDUCE_START, HLOA_OP_ALL_REDUCE_DONE},
    {HLOA_OP_ALL_GATHER_START, HLOA_OP_ALL_GATHER_DONE},
    {HLOA_OP_COLLECTIVE_PERMUTE_START, HLOA_OP_COLLECTIVE_PERMUTE_DONE},
    {HLOA_OP_SEND, HLOA_OP_SEND_DONE},
    {HLOA_OP_RECV, HLOA_OP_RECV_DONE},
};

uint16_t hloa_opcode_pair(uint16_t op)
{
    for (size_t i = 0; i < sizeof(pairs) / sizeof(pairs[0]); i++) {
        if (pairs[i][0] == op)
            return pairs[i][1];
        if (pairs[i][1] == op)
            return pairs[i][0];
    }
    return HLOA_OP_UNKNOWN;
}

uint16_t hloa_opcode_collective(uint16_t op)
{
    switch (op) {
    case HLOA_OP_ALL_REDUCE_START:
        return HLOA_OP_ALL_REDUCE;
    case HLOA_OP_ALL_GATHER_START:
        return HLOA_OP_ALL_GATHER;
    case HLOA_OP_COLLECTIVE_PERMUTE_START:
        return HLOA_OP_COLLECTIVE_PERMUTE;
    case HLOA_OP_ALL_REDUCE:
    case HLOA_OP_ALL_GATHER:
    case HLOA_OP_COLLECTIVE_PERMUTE:
    case HLOA_OP_REDUCE_SCATTER:
    case HLOA_OP_ALL_TO_ALL:
    case HLOA_OP_RAGGED_ALL_TO_ALL:
    case HLOA_OP_COLLECTIVE_BROADCAST:
        return op;
    default:
        return HLOA_OP_UNKNOWN;
    }
}

/*
 * Opcode spellings: every instruction looks its opcode up, and this small
 * table stays in cache where the module's name table would not. An opcode's
 * key is its spelling's first and last 8 bytes (hloa_name_key), which are the
 * whole spelling up to 16 bytes; its id in the table is opcode + 1.
 */
static struct opcode_key {
    uint64_t head, tail; /* hloa_name_key's words */
    uint32_t len;        /* bytes of the spelling */
    uint32_t hash;       /* the key's mix, high half */
} opcode_keys[HLOA_OP_UNKNOWN + 1];
static hloa_table opcodes_by_name;

static uint32_t opcode_hash(const void *owner, uint32_t id)
{
    (void)owner;
    return opcode_keys[id].hash;
}

static void init_opcodes_by_name(void)
{
    hloa_table_init(&opcodes_by_name, HLOA_OP_UNKNOWN);
    for (int op = 0; op < HLOA_OP_UNKNOWN; op++) {
        const char *name = hloa_opcodes[op].name;
        struct opcode_key *k = &opcode_keys[op + 1];
        k->len = (uint32_t)strlen(name);
        k->hash = (uint32_t)(hloa_name_key(name, k->len, &k->head, &k->tail) >> 32);
        hloa_table_probe pr = hloa_table_probe_end(&opcodes_by_name, k->hash);
        hloa_table_add(&opcodes_by_name, &pr, (uint32_t)op + 1, opcode_hash, NULL);
    }
}

int hloa_opcode_lookup(const char *s, uint32_t n)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, init_opcodes_by_name);
    uint64_t head, tail;
    uint32_t hash = (uint32_t)(hloa_name_key(s, n, &head, &tail) >> 32);
    hloa_table_probe pr = hloa_table_probe_start(&opcodes_by_name, hash);
    for (uint32_t id; (id = hloa_table_probe_next(&opcodes_by_name, &pr)) != 0;) {
        const struct opcode_key *k = &opcode_keys[id];
        if (k->head == head && k->tail == tail && k->len == n &&
            hloa_name_rest_equal(hloa_opcodes[id - 1].name, s, n))
            return (int)id - 1;
    }
    return -1;
}

static const char *const well_known[] = {
#define SYM(e, s) s,
#include "hloasync/syms.def"
#undef SYM
};

void hloa_module_init(hloa_module *m, const hloa_source *src, hloa_region region)
{
    memset(m, 0, sizeof(*m));
    hloa_arena_init(&m->arena);
    hloa_arena_expect(&m->arena, region.end - region.begin); /* the IR is about the text's size */
    hloa_interner_init(&m->names, &m->arena);
    hloa_shape_table_init(&m->shapes, &m->arena);
    m->src = src;
    m->region = region;
    /* Fixed symbols: opcode k is symbol k + 1, then the well-known names. */
    for (int op = 0; op < HLOA_OP_UNKNOWN; op++) {
        const char *s = hloa_opcodes[op].name;
        if (hloa_intern(&m->names, s, strlen(s)) != hloa_opcode_sym((hloa_opcode)op))
            BUG("opcode symbols out of order");
    }
    for (size_t i = 0; i < sizeof(well_known) / sizeof(well_known[0]); i++)
        if (hloa_intern(&m->names, well_known[i], strlen(well_known[i])) !=
            HLOA_SYM_OPCODES_END + 1 + i)
            BUG("well-known symbols out of order");
    /* Dumps have a name for every 40 to 400 bytes, 85 commonly: most never rehash. */
    hloa_interner_reserve(&m->names, (region.end - region.begin) / 128);
}

void hloa_module_release(hloa_module *m)
{
    free(m->spans_apart.items);
    free(m->instr_names);
    hloa_table_release(&m->comps_by_name);
    free(m->comps);
    hloa_shape_table_release(&m->shapes);
    if (m->names.shared) /* a part's module (hlo/parts.c, mlir/parts.c) */
        hloa_interner_view_release(&m->names);
    else
        hloa_interner_release(&m->names);
    hloa_arena_release(&m->arena);
    memset(m, 0, sizeof(*m));
}

const char *hloa_opcode_name(const hloa_instr *in, const hloa_module *m, uint32_t *len)
{
    if (in->opcode == HLOA_OP_UNKNOWN && !in->generated) {
        *len = in->opcode_len;
        return m->src->text + in->opcode_off;
    }
    const char *s = hloa_opcodes[in->opcode].name;
    *len = (uint32_t)strlen(s);
    return s;
}

hloa_attr *hloa_instr_attr(const hloa_instr *in, hloa_sym key)
{
    for (uint32_t i = 0; i < in->n_attrs; i++)
        if (in->attrs[i].key == key)
            return &in->attrs[i];
    return NULL;
}

int hloa_attr_has_word(const hloa_attr *a, const char *word, size_t n)
{
    static const char before[] = "{,% \t\r\n", after[] = "=,} \t\r\n";
    for (size_t i = 0; i + n <= a->val_len; i++)
        if (memcmp(a->val + i, word, n) == 0 &&
            (i == 0 || memchr(before, a->val[i - 1], sizeof(before) - 1)) &&
            (i + n == a->val_len || memchr(after, a->val[i + n], sizeof(after) - 1)))
            return 1;
    return 0;
}

/* Up to max integers of a text, in order ("{1,2}", "[\"1\"]", "3x3"); returns how many. */
uint32_t hloa_read_ints(const char *s, size_t n, int64_t *out, uint32_t max)
{
    uint32_t k = 0;
    for (size_t i = 0; i < n && k < max;) {
        if (s[i] < '0' || s[i] > '9') {
            i++;
            continue;
        }
        int64_t v = 0;
        while (i < n && s[i] >= '0' && s[i] <= '9') {
            v = v < INT64_MAX / 10 ? v * 10 + (s[i] - '0') : INT64_MAX;
            i++;
        }
        out[k++] = v;
    }
    return k;
}

int hloa_simple_atoi(const char *s, size_t n, int64_t *out)
{
    char buf[32];
    if (n == 0 || n >= sizeof(buf))
        return 0;
    memcpy(buf, s, n);
    buf[n] = '\0';
    char *end;
    errno = 0;
    long long v = strtoll(buf, &end, 10);
    end += strspn(end, " \t");
    *out = v;
    return end != buf && !*end && !errno && strpbrk(buf, "0123456789");
}

/* Does c end a name of a name list (a '%' only starts one)? */
static int separates(char c, int before_name)
{
    return c && strchr(before_name ? "{},% \t\n\r" : "{}, \t\n\r", c) != NULL;
}

int hloa_attr_next_name(const hloa_attr *a, uint32_t *pos, const char **name, uint32_t *len)
{
    const char *v = a->val;
    uint32_t i = *pos, n = a->val_len;
    while (i < n && separates(v[i], 1))
        i++;
    uint32_t b = i;
    while (i < n && !separates(v[i], 0))
        i++;
    *pos = i;
    *name = v + b;
    *len = i - b;
    return i > b;
}

int hloa_instr_has_frontend_attr(const hloa_instr *in, const char *key)
{
    const hloa_attr *a = hloa_instr_attr(in, HLOA_SYM_FRONTEND_ATTRIBUTES);
    return a && hloa_attr_has_word(a, key, strlen(key));
}

/* The end of a quoted string starting at s[i] == '"' within n bytes, after its closing quote. */
static size_t skip_quoted(const char *s, size_t i, size_t n)
{
    for (i++; i < n && s[i] != '"'; i++)
        if (s[i] == '\\')
            i++;
    return i < n ? i + 1 : n;
}

static size_t skip_blanks(const char *s, size_t i, size_t n)
{
    while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n'))
        i++;
    return i;
}

const char *hloa_instr_frontend_attr(const hloa_instr *in, const char *key, uint32_t *len)
{
    const hloa_attr *a = hloa_instr_attr(in, HLOA_SYM_FRONTEND_ATTRIBUTES);
    size_t key_len = strlen(key);
    if (!a || !hloa_find(a->val, a->val_len, key, key_len))
        return NULL; /* most instructions' attributes name other keys: no reading */
    /* {k1="v1", "k2"="v2", k3={...}}: keys bare or quoted; values quoted, dicts or bare. */
    const char *s = a->val;
    size_t n = a->val_len, i = skip_blanks(s, 0, n);
    if (i < n && s[i] == '{')
        i++;
    while (i < n) {
        i = skip_blanks(s, i, n);
        size_t kb = i, ke;
        if (i < n && s[i] == '"') {
            i = skip_quoted(s, i, n);
            kb++;
            ke = i - 1; /* i is past the opening quote at least */
        } else {
            while (i < n && s[i] != '=' && s[i] != ',' && s[i] != '}' && s[i] != ' ')
                i++;
            ke = i;
        }
        i = skip_blanks(s, i, n);
        if (i >= n || s[i] != '=')
            return NULL;
        i = skip_blanks(s, i + 1, n);
        size_t vb = i, ve;
        if (i < n && s[i] == '"') {
            i = skip_quoted(s, i, n);
            vb++;
            ve = i > vb ? i - 1 : vb;
        } else if (i < n && s[i] == '{') {
            /* A dict XLA's parser takes whole (ParseJsonDict): up to its closing brace. */
            int depth = 0;
            for (; i < n; i++) {
                if (s[i] == '"')
                    i = skip_quoted(s, i, n) - 1;
                else if (s[i] == '{')
                    depth++;
                else if (s[i] == '}' && --depth == 0)
                    break;
            }
            i = i < n ? i + 1 : n;
            ve = i;
        } else {
            while (i < n && s[i] != ',' && s[i] != '}')
                i++;
            ve = i;
            while (ve > vb && (s[ve - 1] == ' ' || s[ve - 1] == '\n'))
                ve--;
        }
        if (ke - kb == key_len && !memcmp(s + kb, key, key_len)) {
            *len = (uint32_t)(ve - vb);
            return s + vb;
        }
        i = skip_blanks(s, i, n);
        if (i < n && s[i] == ',')
            i++;
        else
            break;
    }
    return NULL;
}

/* Room in the bitmap for symbols below n (a multiple of 8 after the call). */
static void grow_instr_names(hloa_module *m, uint32_t n)
{
    if (n <= m->n_instr_names)
        return;
    uint32_t bits = m->n_instr_names ? m->n_instr_names : 4096;
    while (bits < n)
        bits *= 2;
    m->instr_names = hloa_xrealloc(m->instr_names, bits / 8);
    memset(m->instr_names + m->n_instr_names / 8, 0, (bits - m->n_instr_names) / 8);
    m->n_instr_names = bits;
}

void hloa_module_note_instr_name(hloa_module *m, hloa_sym s)
{
    grow_instr_names(m, s + 1);
    m->instr_names[s / 8] |= (uint8_t)(1u << (s % 8));
}

void hloa_module_note_instr_names(hloa_module *m, const uint8_t *bits, uint32_t n)
{
    grow_instr_names(m, n);
    for (uint32_t i = 0; i < n / 8; i++)
        m->instr_names[i] |= bits[i];
}

int hloa_module_names_instr(const hloa_module *m, hloa_sym s)
{
    return s < m->n_instr_names && (m->instr_names[s / 8] >> (s % 8) & 1);
}

/*
 * Computations by name: the table's ids are their index + 1 in m->comps.
 * A table indexed by symbol would spend a pointer on every instruction name too.
 */
static uint32_t comp_hash(const void *owner, uint32_t id)
{
    return hloa_hash_sym(((const hloa_module *)owner)->comps[id - 1]->name);
}

/* The computation named name, or NULL with *pr at the end of the walk (a table there). */
static hloa_comp *find_comp(const hloa_module *m, hloa_sym name, hloa_table_probe *pr)
{
    const hloa_table *t = &m->comps_by_name;
    *pr = hloa_table_probe_start(t, hloa_hash_sym(name));
    for (uint32_t id; (id = hloa_table_probe_next(t, pr)) != 0;)
        if (m->comps[id - 1]->name == name)
            return m->comps[id - 1];
    return NULL;
}

hloa_comp *hloa_module_find_comp(const hloa_module *m, hloa_sym name)
{
    hloa_table_probe pr;
    return m->comps_by_name.slots ? find_comp(m, name, &pr) : NULL;
}

void hloa_module_prefetch_comp(const hloa_module *m, hloa_sym name)
{
    const hloa_table *t = &m->comps_by_name;
    if (t->slots)
        __builtin_prefetch(&t->slots[hloa_hash_sym(name) & t->mask]);
}

void hloa_module_reserve_comps(hloa_module *m, uint32_t n)
{
    if (!m->comps_by_name.slots)
        hloa_table_init(&m->comps_by_name, n);
    else
        hloa_table_reserve(&m->comps_by_name, n, n, comp_hash, m);
    if (n > m->cap_comps) {
        m->cap_comps = n;
        m->comps = hloa_xreallocarray(m->comps, m->cap_comps, sizeof(*m->comps));
    }
}

/* Finds c by its name, unless a computation of that name is found already: a duplicate
   name keeps finding the first definition. */
static void index_comp(hloa_module *m, const hloa_comp *c)
{
    if (!m->comps_by_name.slots)
        hloa_table_init(&m->comps_by_name, 64);
    hloa_table_probe pr;
    if (!find_comp(m, c->name, &pr))
        hloa_table_add(&m->comps_by_name, &pr, c->index + 1, comp_hash, m);
}

void hloa_module_add_comp(hloa_module *m, hloa_comp *c)
{
    hloa_module_append_comp(m, c);
    index_comp(m, c);
}

void hloa_module_append_comp(hloa_module *m, hloa_comp *c)
{
    if (m->n_comps == m->cap_comps) {
        m->cap_comps = m->cap_comps ? m->cap_comps * 2 : 64;
        m->comps = hloa_xreallocarray(m->comps, m->cap_comps, sizeof(*m->comps));
    }
    c->index = m->n_comps;
    m->comps[m->n_comps++] = c;
}

typedef struct comp_move {
    uint32_t from, to, seq; /* index of the computation moved, of the one it goes before */
} comp_move;

static int by_destination(const void *a, const void *b)
{
    const comp_move *x = a, *y = b;
    if (x->to != y->to)
        return x->to < y->to ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

void hloa_module_move_comps(hloa_module *m, hloa_comp *const *comps, hloa_comp *const *before,
                            uint32_t n)
{
    if (!n)
        return;
    comp_move *moves = hloa_xreallocarray(NULL, n, sizeof(*moves));
    uint8_t *moving = hloa_xcalloc(m->n_comps, 1);
    hloa_comp **order = hloa_xreallocarray(NULL, m->n_comps, sizeof(*order));
    for (uint32_t i = 0; i < n; i++) {
        moves[i] = (comp_move){comps[i]->index, before[i]->index, i};
        moving[comps[i]->index] = 1;
    }
    /* Desugaring makes them in order already: the sort is for other callers. */
    hloa_sort_unless_in_order(moves, n, sizeof(*moves), by_destination);
    uint32_t k = 0, out = 0;
    for (uint32_t j = 0; j < m->n_comps; j++) {
        for (; k < n && moves[k].to == j; k++)
            order[out++] = m->comps[moves[k].from];
        if (!moving[j])
            order[out++] = m->comps[j];
    }
    if (out != m->n_comps)
        BUG("a computation was moved before one that is moved too");
    for (uint32_t j = 0; j < m->n_comps; j++) {
        m->comps[j] = order[j];
        m->comps[j]->index = j;
    }
    /* The ids of the table are indexes, which moved. */
    hloa_table_release(&m->comps_by_name);
    hloa_table_init(&m->comps_by_name, m->n_comps);
    for (uint32_t j = 0; j < m->n_comps; j++)
        index_comp(m, m->comps[j]);
    free(order);
    free(moving);
    free(moves);
}

/* ---- spans ---- */

/* The entry of spans_apart for an instruction at off (the table is kept sorted by off). */
static const struct hloa_spans_apart *find_apart(const hloa_module *m, uint32_t off)
{
    size_t lo = 0, hi = m->spans_apart.len;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (m->spans_apart.items[mid].off < off)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == m->spans_apart.len || m->spans_apart.items[lo].off != off)
        BUG("an instruction's spans are missing");
    return &m->spans_apart.items[lo];
}

/*
 * The gaps, as HLO writes an instruction: name, shape, opcode, operands. MLIR
 * writes the result types last (`%x = op(%a) {...} : (...) -> type`): there
 * shape_gap is shape_off - operands_end and opcode_gap the types' length.
 */
void hloa_instr_spans(const hloa_module *m, const hloa_instr *in, hloa_spans *s)
{
    if (in->spans_apart) {
        *s = find_apart(m, in->off)->spans;
        return;
    }
    s->name_off = in->off + in->name_gap;
    s->opcode_off = in->opcode_off;
    s->operands_off = in->opcode_off + in->opcode_len + in->operands_gap;
    s->operands_end = s->operands_off + in->operands_len;
    if (m->is_mlir) {
        s->shape_off = s->operands_end + in->shape_gap;
        s->shape_end = s->shape_off + in->opcode_gap;
    } else {
        s->shape_off = in->off + in->shape_gap;
        s->shape_end = in->opcode_off - in->opcode_gap;
    }
}

void hloa_instr_set_spans(hloa_module *m, hloa_instr *in, const hloa_spans *s)
{
    /* Unsigned: a span out of order gives a huge gap, as one too far apart does. */
    uint32_t name_gap = s->name_off - in->off;
    uint32_t operands_gap = s->operands_off - (in->opcode_off + in->opcode_len);
    uint32_t operands_len = s->operands_end - s->operands_off;
    uint32_t shape_gap = m->is_mlir ? s->shape_off - s->operands_end : s->shape_off - in->off;
    uint32_t opcode_gap = m->is_mlir ? s->shape_end - s->shape_off : in->opcode_off - s->shape_end;
    int ok = (name_gap | shape_gap | opcode_gap | operands_gap) <= UINT8_MAX &&
             operands_len <= UINT16_MAX;
    in->spans_apart = !ok;
    if (ok) {
        in->name_gap = (uint8_t)name_gap;
        in->shape_gap = (uint8_t)shape_gap;
        in->opcode_gap = (uint8_t)opcode_gap;
        in->operands_gap = (uint8_t)operands_gap;
        in->operands_len = (uint16_t)operands_len;
        return;
    }
    in->name_gap = in->shape_gap = in->opcode_gap = in->operands_gap = 0;
    in->operands_len = 0;
    /* In text order but for nested operand instructions, which end before their user:
       a few steps back at most. */
    HLOA_VEC_GROW(m->spans_apart, 1);
    struct hloa_spans_apart *a = m->spans_apart.items;
    size_t i = m->spans_apart.len++;
    for (; i > 0 && a[i - 1].off > in->off; i--)
        a[i] = a[i - 1];
    a[i] = (struct hloa_spans_apart){in->off, *s};
    a[i].spans.opcode_off = in->opcode_off;
}

void hloa_instr_copy_spans(hloa_instr *to, const hloa_instr *from)
{
    to->off = from->off;
    to->end = from->end;
    to->opcode_off = from->opcode_off;
    to->opcode_len = from->opcode_len;
    to->name_gap = from->name_gap;
    to->shape_gap = from->shape_gap;
    to->opcode_gap = from->opcode_gap;
    to->operands_gap = from->operands_gap;
    to->operands_len = from->operands_len;
    to->spans_apart = from->spans_apart;
}

void hloa_module_take_spans_apart(hloa_module *m, hloa_module *from)
{
    if (!from->spans_apart.len)
        return;
    if (!m->spans_apart.len) { /* the first: taken whole, not copied */
        free(m->spans_apart.items);
        m->spans_apart = from->spans_apart;
        memset(&from->spans_apart, 0, sizeof(from->spans_apart));
        return;
    }
    HLOA_VEC_GROW(m->spans_apart, from->spans_apart.len);
    memcpy(m->spans_apart.items + m->spans_apart.len, from->spans_apart.items,
           from->spans_apart.len * sizeof(*from->spans_apart.items));
    m->spans_apart.len += from->spans_apart.len;
    free(from->spans_apart.items);
    memset(&from->spans_apart, 0, sizeof(from->spans_apart));
}

void hloa_instr_operand_span(const hloa_module *m, const hloa_instr *in, uint32_t i, uint32_t *b,
                             uint32_t *e)
{
    hloa_spans sp;
    hloa_instr_spans(m, in, &sp);
    *b = sp.operands_off;
    *e = sp.operands_end;
    if (in->generated || sp.operands_end <= sp.operands_off)
        return;
    hloa_lexer lx;
    hloa_lex_init(&lx, m->src->text, sp.operands_off + 1, sp.operands_end - 1);
    uint32_t index = 0, begin = UINT32_MAX, last = 0;
    int depth = 0;
    for (;;) {
        hloa_token t = hloa_lex_next(&lx);
        if (t.kind == HLOA_TK_EOF || t.kind == HLOA_TK_ERROR)
            break;
        if (depth == 0 && t.kind == HLOA_TK_COMMA) {
            if (index == i)
                break;
            index++;
            begin = UINT32_MAX;
            continue;
        }
        depth += hloa_tok_bracket(t.kind);
        if (index == i) {
            if (begin == UINT32_MAX)
                begin = hloa_tok_begin(t);
            last = hloa_tok_end(t);
        }
    }
    if (begin != UINT32_MAX) {
        *b = begin;
        *e = last;
    }
}

void hloa_instr_shape_span(const hloa_module *m, const hloa_instr *in, uint32_t *b, uint32_t *e)
{
    hloa_spans sp;
    hloa_instr_spans(m, in, &sp);
    if (sp.shape_end > sp.shape_off) {
        *b = sp.shape_off;
        *e = sp.shape_end;
    } else {
        *b = in->opcode_off;
        *e = in->opcode_off + in->opcode_len;
    }
}

uint8_t hloa_instr_kinds(const hloa_instr *in)
{
    uint8_t k = in->n_called ? HLOA_HAS_CALLS : 0;
    if (in->sugar != HLOA_SUGAR_NONE)
        k |= HLOA_HAS_SUGAR;
    switch (hloa_opcodes[in->opcode].family) {
    case HLOA_FAM_ASYNC_START:
    case HLOA_FAM_ASYNC_UPDATE:
    case HLOA_FAM_ASYNC_DONE:
        k |= HLOA_HAS_ASYNC;
        break;
    case HLOA_FAM_PAIR_START:
    case HLOA_FAM_PAIR_DONE:
        k |= HLOA_HAS_PAIR;
        break;
    default:
        break;
    }
    return k;
}

/* The kinds of a computation's instructions [from, to), settled as they go when asked. */
typedef struct kinds_pass {
    hloa_comp *c;
    uint8_t *kinds;  /* per instruction */
    size_t ranges;
    int settle;      /* set each instruction's index and parent too */
} kinds_pass;

static void kinds_of_range(void *ctx, size_t r)
{
    const kinds_pass *kp = ctx;
    uint32_t n = kp->c->n_instrs;
    uint32_t from = (uint32_t)((uint64_t)n * r / kp->ranges);
    uint32_t to = (uint32_t)((uint64_t)n * (r + 1) / kp->ranges);
    for (uint32_t i = from; i < to; i++) {
        hloa_instr *in = kp->c->instrs[i];
        if (kp->settle) {
            in->index = i;
            in->parent = kp->c;
        }
        kp->kinds[i] = hloa_instr_kinds(in);
    }
}

/* One visit of each instruction (the one that misses the cache), on up to jobs threads. */
static void note_kinds(hloa_comp *c, hloa_arena *arena, int settle, int jobs)
{
    enum { RANGE_MIN = 1 << 16 }; /* fewer instructions are visited faster than threads start */
    uint8_t stack[4096];
    uint8_t *kinds = c->n_instrs <= sizeof(stack) ? stack : hloa_xmalloc(c->n_instrs);
    size_t ranges = c->n_instrs / RANGE_MIN, most = jobs > 1 ? (size_t)jobs : 1;
    ranges = ranges < 1 ? 1 : ranges > most ? most : ranges;
    kinds_pass kp = {c, kinds, ranges, settle};
    if (ranges == 1)
        kinds_of_range(&kp, 0);
    else
        hloa_parallel_for(ranges, (int)ranges, kinds_of_range, &kp);
    uint8_t k = 0;
    uint32_t n = 0;
    for (uint32_t i = 0; i < c->n_instrs; i++) {
        k |= kinds[i];
        n += kinds[i] != 0;
    }
    c->kinds = k;
    c->n_marked = n;
    c->marked = n ? hloa_arena_alloc(arena, n * sizeof(hloa_instr *)) : NULL;
    c->marked_kinds = n ? hloa_arena_alloc(arena, n) : NULL;
    for (uint32_t i = 0, j = 0; i < c->n_instrs; i++) {
        if (kinds[i]) {
            c->marked_kinds[j] = kinds[i];
            c->marked[j++] = c->instrs[i];
        }
    }
    if (kinds != stack)
        free(kinds);
}

void hloa_comp_note_kinds(hloa_comp *c, hloa_arena *arena)
{
    note_kinds(c, arena, 0, 1);
}

void hloa_comp_settle(hloa_comp *c, hloa_arena *arena, int jobs)
{
    note_kinds(c, arena, 1, jobs);
}

/* An array of n_users entries for in, to be filled from n_users = 0. */
static void alloc_users(hloa_instr *in, hloa_arena *arena)
{
    in->users = in->n_users ? hloa_arena_alloc(arena, in->n_users * sizeof(hloa_instr *)) : NULL;
    in->n_users = 0;
}

/* Appends in to the users of each of its operands. */
static void add_user(hloa_instr *in)
{
    for (uint32_t k = 0; k < in->n_operands; k++) {
        hloa_instr *op = in->operands[k];
        /* An instruction using the same operand twice is one user. */
        if (op && !(op->n_users && op->users[op->n_users - 1] == in))
            op->users[op->n_users++] = in;
    }
}

void hloa_instr_fill_users(hloa_instr *in, hloa_arena *arena)
{
    /* In order, each array exists before the first user appends to it. */
    alloc_users(in, arena);
    add_user(in);
}

void hloa_instr_add_user(hloa_instr *operand, hloa_instr *user, hloa_arena *arena)
{
    uint32_t n = operand->n_users;
    if (n && operand->users[n - 1] == user)
        return;
    if ((n & (n - 1)) == 0) { /* 0, 1, 2, 4, ...: full */
        hloa_instr **grown = hloa_arena_alloc(arena, (n ? 2 * (size_t)n : 1) * sizeof(*grown));
        if (n)
            memcpy(grown, operand->users, n * sizeof(*grown));
        operand->users = grown;
    }
    operand->users[operand->n_users++] = user;
}

static int by_address(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t) * (hloa_instr *const *)a, y = (uintptr_t) * (hloa_instr *const *)b;
    return (x > y) - (x < y);
}

void hloa_instrs_users_in_text_order(hloa_instr **ins, size_t n)
{
    if (!n)
        return;
    qsort(ins, n, sizeof(hloa_instr *), by_address);
    for (size_t i = 0; i < n; i++) {
        hloa_instr *in = ins[i];
        if (i && ins[i - 1] == in)
            continue;
        /* a stable partition through a copy: those before it, then the others */
        hloa_instr **was = hloa_xcalloc(in->n_users, sizeof(hloa_instr *));
        memcpy(was, in->users, in->n_users * sizeof(hloa_instr *));
        uint32_t k = 0;
        for (int after = 0; after < 2; after++)
            for (uint32_t j = 0; j < in->n_users; j++)
                if ((was[j]->off >= in->off) == after)
                    in->users[k++] = was[j];
        free(was);
    }
}

/* ---- structural equality ---- */

static int same_name(const hloa_module *a, hloa_sym x, const hloa_module *b, hloa_sym y)
{
    uint32_t nx, ny;
    const char *sx = hloa_name(a, x, &nx), *sy = hloa_name(b, y, &ny);
    return nx == ny && memcmp(sx, sy, nx) == 0;
}

/* Compares attribute values, ignoring white space and comments outside strings. */
static int same_value(const char *a, uint32_t na, const char *b, uint32_t nb)
{
    uint32_t i = 0, j = 0;
    for (;;) {
        while (i < na && strchr(" \t\r\n", a[i]))
            i++;
        while (j < nb && strchr(" \t\r\n", b[j]))
            j++;
        if (i == na || j == nb)
            return i == na && j == nb;
        if (a[i] != b[j])
            return 0;
        if (a[i] == '"' || a[i] == '\'') {
            char q = a[i];
            i++, j++;
            while (i < na && j < nb && a[i] == b[j] && a[i] != q) {
                if (a[i] == '\\' && i + 1 < na && j + 1 < nb) {
                    if (a[i + 1] != b[j + 1])
                        return 0;
                    i++, j++;
                }
                i++, j++;
            }
            if (i == na || j == nb || a[i] != b[j])
                return 0;
        }
        i++, j++;
    }
}

#define DIFF(...) (snprintf(why, whylen, __VA_ARGS__), 0)

static int same_instr(const hloa_instr *x, const hloa_module *a, const hloa_instr *y,
                      const hloa_module *b, char *why, size_t whylen)
{
    uint32_t nl;
    const char *nm = hloa_name(a, x->name, &nl);
    if (!same_name(a, x->name, b, y->name))
        return DIFF("instruction '%.*s' is named differently", (int)nl, nm);
    uint32_t ox, oy;
    const char *sx = hloa_opcode_name(x, a, &ox), *sy = hloa_opcode_name(y, b, &oy);
    if (ox != oy || memcmp(sx, sy, ox) || x->wrapped_opcode != y->wrapped_opcode ||
        x->sugar != y->sugar)
        return DIFF("instruction '%.*s': opcode differs", (int)nl, nm);
    if (x->is_root != y->is_root)
        return DIFF("instruction '%.*s': ROOT differs", (int)nl, nm);
    if (!hloa_shape_equal_deep(x->shape, y->shape))
        return DIFF("instruction '%.*s': shape differs", (int)nl, nm);
    if (x->n_operands != y->n_operands)
        return DIFF("instruction '%.*s': operand count differs", (int)nl, nm);
    for (uint32_t k = 0; k < x->n_operands; k++)
        if (!x->operands[k] || !y->operands[k] ||
            !same_name(a, x->operands[k]->name, b, y->operands[k]->name))
            return DIFF("instruction '%.*s': operand %u differs", (int)nl, nm, k);
    if (x->opcode == HLOA_OP_PARAMETER && x->param_number != y->param_number)
        return DIFF("instruction '%.*s': parameter number differs", (int)nl, nm);
    if (x->n_attrs != y->n_attrs)
        return DIFF("instruction '%.*s': attribute count differs", (int)nl, nm);
    for (uint32_t k = 0; k < x->n_attrs; k++) {
        const hloa_attr *p = &x->attrs[k], *q = &y->attrs[k];
        if (!same_name(a, p->key, b, q->key) ||
            !same_value(p->val, p->val_len, q->val, q->val_len))
            return DIFF("instruction '%.*s': attribute %u differs", (int)nl, nm, k);
    }
    if (x->n_called != y->n_called)
        return DIFF("instruction '%.*s': called computations differ", (int)nl, nm);
    for (uint32_t k = 0; k < x->n_called; k++)
        if (!x->called[k] != !y->called[k] ||
            (x->called[k] && !same_name(a, x->called[k]->name, b, y->called[k]->name)))
            return DIFF("instruction '%.*s': called computation %u differs", (int)nl, nm, k);
    return 1;
}

int hloa_module_equal(const hloa_module *a, const hloa_module *b, char *why, size_t whylen)
{
    if (a->has_header != b->has_header || (a->has_header && !same_name(a, a->name, b, b->name)))
        return DIFF("module header differs");
    if (a->is_scheduled != b->is_scheduled)
        return DIFF("is_scheduled differs");
    if (a->n_comps != b->n_comps)
        return DIFF("computation count differs (%u vs %u)", a->n_comps, b->n_comps);
    for (uint32_t c = 0; c < a->n_comps; c++) {
        const hloa_comp *x = a->comps[c], *y = b->comps[c];
        uint32_t nl;
        const char *nm = hloa_name(a, x->name, &nl);
        if (!same_name(a, x->name, b, y->name))
            return DIFF("computation %u is named differently", c);
        if (x->is_entry != y->is_entry || !same_name(a, x->thread, b, y->thread))
            return DIFF("computation '%.*s': entry or thread differs", (int)nl, nm);
        /* XLA prints a signature without layouts: only the instructions' shapes keep them. */
        if (!hloa_shape_compatible(x->result_shape, y->result_shape))
            return DIFF("computation '%.*s': result shape differs", (int)nl, nm);
        if (x->n_instrs != y->n_instrs)
            return DIFF("computation '%.*s': instruction count differs", (int)nl, nm);
        for (uint32_t i = 0; i < x->n_instrs; i++)
            if (!same_instr(x->instrs[i], a, y->instrs[i], b, why, whylen))
                return 0;
    }
    return 1;
}
