/*
 * The attributes that describe how an instruction walks its operands'
 * dimensions, as XLA prints them: a window (window_util::ToString), a
 * convolution's dim_labels, gather and scatter dimension numbers, and the
 * operand precisions of a dot or convolution.
 *
 * Field numbers: xla/xla_data.proto. Window: dimensions 1, each
 * WindowDimension size 1, stride 2, padding_low 3, padding_high 4,
 * window_dilation 5, base_dilation 6, window_reversal 7.
 * ConvolutionDimensionNumbers: kernel_input_feature_dimension 3,
 * kernel_output_feature_dimension 4, kernel_spatial_dimensions 6,
 * input_batch_dimension 7, input_feature_dimension 8, output_batch_dimension 9,
 * output_feature_dimension 10, input_spatial_dimensions 11,
 * output_spatial_dimensions 12. GatherDimensionNumbers: offset_dims 1,
 * collapsed_slice_dims 2, start_index_map 3, index_vector_dim 4,
 * operand_batching_dims 5, start_indices_batching_dims 6.
 * ScatterDimensionNumbers: update_window_dims 1, inserted_window_dims 2,
 * scatter_dims_to_operand_dims 3, index_vector_dim 4, input_batching_dims 5,
 * scatter_indices_batching_dims 6. PrecisionConfig: operand_precision 1.
 */
#include "proto.h"

#include <string.h>

enum { MAX_LABELS = 64 }; /* dimensions a dim_labels string spells; more print as '?' */

/* The value of each WindowDimension field k (1..7) of every dimension, one list a field. */
typedef struct window_dims {
    int64_t v[8][MAX_LABELS];
    int n;
} window_dims;

static int read_window(hp_ctx *c, hp_str w, window_dims *d)
{
    hloa_pb r = hp_msg(w);
    hp_str dim;
    int k;
    memset(d, 0, sizeof(*d));
    while ((k = hloa_hp_next_msg(&r, 1, &dim)) > 0 && d->n < MAX_LABELS) {
        int64_t v[8] = {0};
        hloa_hp_small_ints(dim, v, 7);
        for (int k2 = 1; k2 <= 7; k2++)
            d->v[k2][d->n] = v[k2];
        d->n++;
    }
    return k < 0 ? hloa_hp_fail(c, "corrupt window") : 0;
}

/* " key=a x b x c" of field k when some dimension's value is not dflt */
static void window_part(hloa_strbuf *out, const window_dims *d, int k, int64_t dflt,
                        const char *key)
{
    int differs = 0;
    for (int i = 0; i < d->n; i++)
        differs |= d->v[k][i] != dflt;
    if (!differs)
        return;
    hloa_strbuf_addf(out, " %s=", key);
    for (int i = 0; i < d->n; i++) {
        if (i)
            hloa_strbuf_addc(out, 'x');
        hloa_strbuf_addi(out, d->v[k][i]);
    }
}

int hloa_hp_window(hp_ctx *c, hloa_strbuf *out, hp_str w)
{
    window_dims d;
    if (read_window(c, w, &d))
        return -1;
    if (!d.n)
        return 0;
    hloa_strbuf_adds(out, ", window={size=");
    for (int i = 0; i < d.n; i++) {
        if (i)
            hloa_strbuf_addc(out, 'x');
        hloa_strbuf_addi(out, d.v[1][i]);
    }
    window_part(out, &d, 2, 1, "stride");
    int pad = 0;
    for (int i = 0; i < d.n; i++)
        pad |= d.v[3][i] || d.v[4][i];
    if (pad) {
        hloa_strbuf_adds(out, " pad=");
        for (int i = 0; i < d.n; i++)
            hloa_strbuf_addf(out, "%s%lld_%lld", i ? "x" : "", (long long)d.v[3][i],
                             (long long)d.v[4][i]);
    }
    window_part(out, &d, 6, 1, "lhs_dilate");
    window_part(out, &d, 5, 1, "rhs_dilate");
    window_part(out, &d, 7, 0, "rhs_reversal");
    hloa_strbuf_addc(out, '}');
    return 0;
}

/* One side of dim_labels: the letter of each dimension, its spatial ones numbered. */
static void labels(hloa_strbuf *out, hp_str dn, uint32_t first, char a, uint32_t second, char b,
                   uint32_t spatial)
{
    char l[MAX_LABELS];
    int64_t x = -1, y = -1;
    int n_spatial = 0;
    int64_t sp[MAX_LABELS];
    hloa_pb r = hp_msg(dn);
    hloa_pb_field f;
    while (hloa_pb_next(&r, &f) > 0) {
        if (f.number == first && f.wire == HLOA_PB_VARINT)
            x = hloa_pb_int64(&f);
        else if (f.number == second && f.wire == HLOA_PB_VARINT)
            y = hloa_pb_int64(&f);
    }
    hp_ints it = hloa_hp_ints_of(dn, spatial);
    for (int64_t v; n_spatial < MAX_LABELS - 2 && hloa_hp_ints_next(&it, &v) > 0;)
        sp[n_spatial++] = v;
    int rank = n_spatial + 2;
    memset(l, '?', sizeof(l));
    if (x < 0) /* a dimension left out of the proto is dimension 0 */
        x = 0;
    if (y < 0)
        y = 0;
    if (x < rank)
        l[x] = a;
    if (y < rank)
        l[y] = b;
    for (int j = 0; j < n_spatial; j++)
        if (sp[j] >= 0 && sp[j] < rank)
            l[sp[j]] = j < 10 ? (char)('0' + j) : '?';
    hloa_strbuf_add(out, l, (size_t)rank);
}

void hloa_hp_dim_labels(hloa_strbuf *out, hp_str dn)
{
    hloa_strbuf_adds(out, ", dim_labels=");
    labels(out, dn, 7, 'b', 8, 'f', 11);
    hloa_strbuf_addc(out, '_');
    labels(out, dn, 3, 'i', 4, 'o', 6);
    hloa_strbuf_adds(out, "->");
    labels(out, dn, 9, 'b', 10, 'f', 12);
}

/* ", key={a,b}" of a repeated field; an empty list only when always is set */
static int list(hp_ctx *c, hloa_strbuf *out, hp_str msg, uint32_t number, const char *key,
                int always)
{
    size_t at = out->len;
    hloa_strbuf_addf(out, ", %s={", key);
    size_t inner = out->len;
    if (hloa_hp_ints(c, out, msg, number, ","))
        return -1;
    if (out->len == inner && !always) {
        out->len = at;
        out->buf[at] = 0;
        return 0;
    }
    hloa_strbuf_addc(out, '}');
    return 0;
}

static int64_t int_field(hp_str msg, uint32_t number)
{
    hloa_pb r = hp_msg(msg);
    hloa_pb_field f;
    int64_t v = 0;
    while (hloa_pb_next(&r, &f) > 0)
        if (f.number == number && f.wire == HLOA_PB_VARINT)
            v = hloa_pb_int64(&f);
    return v;
}

/* Gather's or scatter's dimension numbers: the lists of fields 1, 2, 3 (always), 5 and 6 (when
   not empty), then index_vector_dim (4). */
static int dnums(hp_ctx *c, hloa_strbuf *out, hp_str dn, const char *const keys[7])
{
    for (uint32_t k = 1; k <= 6; k++)
        if (k != 4 && list(c, out, dn, k, keys[k], k <= 3))
            return -1;
    hloa_strbuf_addf(out, ", index_vector_dim=%lld", (long long)int_field(dn, 4));
    return 0;
}

int hloa_hp_gather(hp_ctx *c, hloa_strbuf *out, hp_str dn)
{
    static const char *const keys[7] = {NULL, "offset_dims", "collapsed_slice_dims",
                                        "start_index_map", NULL, "operand_batching_dims",
                                        "start_indices_batching_dims"};
    return dnums(c, out, dn, keys);
}

int hloa_hp_scatter(hp_ctx *c, hloa_strbuf *out, hp_str dn)
{
    static const char *const keys[7] = {NULL, "update_window_dims", "inserted_window_dims",
                                        "scatter_dims_to_operand_dims", NULL, "input_batching_dims",
                                        "scatter_indices_batching_dims"};
    return dnums(c, out, dn, keys);
}

void hloa_hp_precision(hloa_strbuf *out, hp_str pc)
{
    static const char *const names[] = {"default", "high", "highest"};
    int64_t p[MAX_LABELS];
    int n = 0, any = 0;
    hp_ints it = hloa_hp_ints_of(pc, 1);
    while (n < MAX_LABELS && hloa_hp_ints_next(&it, &p[n]) > 0)
        any |= p[n++] != 0;
    if (!any) /* all default: XLA prints nothing */
        return;
    hloa_strbuf_adds(out, ", operand_precision={");
    for (int i = 0; i < n; i++) {
        if (i)
            hloa_strbuf_addc(out, ',');
        hloa_strbuf_adds(out, p[i] >= 0 && p[i] < 3 ? names[p[i]] : "default");
    }
    hloa_strbuf_addc(out, '}');
}
