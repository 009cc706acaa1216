/*
 * Streams read decompressed (instream.h): plain, gzip (several members) and xz
 * in memory and from files, compressed here with zlib and liblzma themselves;
 * truncated and corrupt data are errors, never a short read taken as the end.
 */
#include "hloasync/instream.h"
#include "temp_file.h"

#include <criterion/criterion.h>
#include <lzma.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

/* A text long enough to take several blocks of the reader (64 KB). */
static char *sample(size_t *len)
{
    size_t n = 300000;
    char *t = malloc(n);
    for (size_t i = 0; i < n; i++)
        t[i] = (char)('a' + (i * 7 + i / 1000) % 26);
    *len = n;
    return t;
}

static size_t gzip_into(const char *text, size_t len, uint8_t *out, size_t cap)
{
    z_stream z = {0};
    cr_assert_eq(deflateInit2(&z, 6, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY), Z_OK);
    z.next_in = (Bytef *)text;
    z.avail_in = (uInt)len;
    z.next_out = out;
    z.avail_out = (uInt)cap;
    cr_assert_eq(deflate(&z, Z_FINISH), Z_STREAM_END);
    size_t n = z.total_out;
    deflateEnd(&z);
    return n;
}

static size_t xz_into(const char *text, size_t len, uint8_t *out, size_t cap)
{
    size_t pos = 0;
    cr_assert_eq(lzma_easy_buffer_encode(1, LZMA_CHECK_CRC64, NULL, (const uint8_t *)text, len,
                                         out, &pos, cap),
                 LZMA_OK);
    return pos;
}

/* Everything the stream gives, read in odd-sized pieces; -1 when it reported an error. */
static long read_whole(hloa_instream *s, char *out, size_t cap)
{
    size_t n = 0;
    for (;;) {
        size_t piece = 1 + (n * 31) % 9000;
        if (piece > cap - n)
            piece = cap - n;
        ssize_t got = hloa_instream_read(s, out + n, piece);
        if (got < 0)
            return -1;
        if (got == 0 && piece)
            return (long)n;
        n += (size_t)got;
        if (n == cap)
            return (long)n;
    }
}

Test(instream, plain_gzip_and_xz_in_memory)
{
    size_t len;
    char *text = sample(&len);
    size_t cap = len + 4096;
    uint8_t *packed = malloc(2 * cap);
    char *back = malloc(cap);

    hloa_instream *s = hloa_instream_open_mem(text, len);
    cr_assert_eq(hloa_instream_compression(s), HLOA_PLAIN);
    cr_assert_eq(read_whole(s, back, cap), (long)len);
    cr_assert(!memcmp(back, text, len));
    hloa_instream_close(s);

    /* two gzip members, as `cat a.gz b.gz` makes: read as one stream */
    size_t half = len / 2;
    size_t n1 = gzip_into(text, half, packed, cap);
    size_t n2 = gzip_into(text + half, len - half, packed + n1, cap);
    s = hloa_instream_open_mem(packed, n1 + n2);
    cr_assert_eq(hloa_instream_compression(s), HLOA_GZIP);
    cr_assert_eq(read_whole(s, back, cap), (long)len);
    cr_assert(!memcmp(back, text, len));
    hloa_instream_close(s);

    size_t nx = xz_into(text, len, packed, 2 * cap);
    s = hloa_instream_open_mem(packed, nx);
    cr_assert_eq(hloa_instream_compression(s), HLOA_XZ);
    cr_assert_eq(read_whole(s, back, cap), (long)len);
    cr_assert(!memcmp(back, text, len));
    hloa_instream_close(s);
    free(text), free(packed), free(back);
}

Test(instream, truncated_and_corrupt_data_are_errors)
{
    size_t len;
    char *text = sample(&len);
    size_t cap = len + 4096;
    uint8_t *packed = malloc(cap);
    char *back = malloc(cap);
    size_t n = gzip_into(text, len, packed, cap);
    for (int kind = 0; kind < 2; kind++) {
        if (kind == 1)
            n = xz_into(text, len, packed, cap);
        hloa_instream *s = hloa_instream_open_mem(packed, n - n / 3);
        cr_assert_eq(read_whole(s, back, cap), -1, "a truncated stream (%d)", kind);
        cr_assert(strstr(hloa_instream_error(s), "truncated") ||
                      strstr(hloa_instream_error(s), "corrupt"),
                  "%s", hloa_instream_error(s));
        hloa_instream_close(s);
        packed[n / 2] ^= 0x55;
        s = hloa_instream_open_mem(packed, n);
        cr_assert_eq(read_whole(s, back, cap), -1, "a corrupt stream (%d)", kind);
        hloa_instream_close(s);
    }
    free(text), free(packed), free(back);
}

Test(instream, slurp_files_with_a_limit)
{
    size_t len;
    char *text = sample(&len);
    uint8_t *packed = malloc(len);
    size_t n = xz_into(text, len, packed, len);
    char path[512];
    write_temp_file(path, sizeof path, "instream", packed, n);

    unsigned char *bytes;
    size_t got;
    char err[256];
    cr_assert_eq(hloa_instream_slurp(path, len, &bytes, &got, err, sizeof err), 0, "%s", err);
    cr_assert(got == len && !memcmp(bytes, text, len) && bytes[len] == 0);
    free(bytes);
    cr_assert_eq(hloa_instream_slurp(path, len - 1, &bytes, &got, err, sizeof err), -1);
    cr_assert(strstr(err, "more than") && !bytes);
    unlink(path);
    cr_assert_eq(hloa_instream_slurp(path, len, &bytes, &got, err, sizeof err), -1);
    cr_assert(strstr(err, path), "%s", err);
    cr_assert_null(hloa_instream_open("/", err, sizeof err));
    cr_assert(strstr(err, "directory"), "%s", err);
    free(text), free(packed);
}

/* A file past a limit of between one and two of the reader's 1 MB steps: refused
   as too long once the one byte past the limit is read, not cut at the limit. */
Test(instream, slurp_refuses_a_file_past_a_limit_between_its_steps)
{
    size_t len = (3u << 20) / 2, limit = (5u << 20) / 4;
    char *text = malloc(len);
    memset(text, 'x', len);
    char path[512];
    write_temp_file(path, sizeof path, "instream", text, len);
    unsigned char *bytes;
    size_t got;
    char err[256];
    cr_assert_eq(hloa_instream_slurp(path, limit, &bytes, &got, err, sizeof err), -1);
    cr_assert(strstr(err, "more than 1310720 bytes") && !bytes, "%s", err);
    cr_assert_eq(hloa_instream_slurp(path, len, &bytes, &got, err, sizeof err), 0, "%s", err);
    cr_assert(got == len && !memcmp(bytes, text, len));
    free(bytes);
    unlink(path);
    free(text);
}

/* Standard input shorter than any magic number, ended by its writer: plain text,
   read whole. */
Test(instream, a_short_standard_input_is_plain_text)
{
    int p[2];
    cr_assert_eq(pipe(p), 0);
    cr_assert_eq(write(p[1], "%x", 2), 2);
    close(p[1]);
    cr_assert_eq(dup2(p[0], STDIN_FILENO), STDIN_FILENO);
    close(p[0]);
    char err[256];
    hloa_instream *s = hloa_instream_open("-", err, sizeof err);
    cr_assert_not_null(s, "%s", err);
    cr_assert_eq(hloa_instream_compression(s), HLOA_PLAIN);
    char buf[8];
    cr_assert_eq(hloa_instream_read(s, buf, sizeof buf), 2);
    cr_assert(!memcmp(buf, "%x", 2));
    cr_assert_eq(hloa_instream_read(s, buf, sizeof buf), 0);
    hloa_instream_close(s);
}
