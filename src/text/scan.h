/*
 * Byte scans over long runs of the text (names, strings and dicts, plain
 * bracket groups), 16 bytes at a time with SSE2 and byte by byte otherwise;
 * both give the same offsets. The lexer (lex.c) is their only user. The text
 * is followed by NUL padding (source.h), so a scan may read past its end.
 */
#ifndef HLOASYNC_SRC_SCAN_H
#define HLOASYNC_SRC_SCAN_H

#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>

/* 0xFF in each byte of x that is [A-Za-z0-9]: unsigned range checks as signed
   compares after shifting each range to start at -128. */
static inline __m128i hloa_scan_alnum(__m128i x)
{
    __m128i alpha = _mm_cmplt_epi8(
        _mm_add_epi8(_mm_or_si128(x, _mm_set1_epi8(0x20)), _mm_set1_epi8((char)(0x80 - 'a'))),
        _mm_set1_epi8(-128 + 26));
    __m128i digit =
        _mm_cmplt_epi8(_mm_add_epi8(x, _mm_set1_epi8((char)(0x80 - '0'))), _mm_set1_epi8(-128 + 10));
    return _mm_or_si128(alpha, digit);
}
#endif

/* [A-Za-z0-9]: the scalar twin of hloa_scan_alnum. */
static inline int hloa_scan_is_alnum(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* [A-Za-z0-9_.-]: a byte of an identifier. */
static inline int hloa_scan_is_ident(unsigned char c)
{
    return hloa_scan_is_alnum(c) || c == '_' || c == '.' || c == '-';
}

/* [A-Za-z0-9_], white space, ',' ':': a byte a plain bracket group runs over. */
static inline int hloa_scan_is_plain(unsigned char c)
{
    return hloa_scan_is_alnum(c) || c == '_' || c == ' ' || c == '\t' || c == '\r' || c == '\n' ||
           c == ',' || c == ':';
}

/*
 * The offset of the first byte in [i, end) equal to a, b, c or d, or end.
 * Strings and dicts are long runs of bytes that do not matter: 16 at a time.
 * The text is followed by NUL padding, so reading past end is safe.
 */
static inline uint32_t hloa_scan_find_any(const char *text, uint32_t i, uint32_t end, char a, char b, char c,
                                char d)
{
#if defined(__SSE2__)
    const __m128i va = _mm_set1_epi8(a), vb = _mm_set1_epi8(b), vc = _mm_set1_epi8(c),
                  vd = _mm_set1_epi8(d);
    for (; i < end; i += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(text + i));
        __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, va), _mm_cmpeq_epi8(x, vb)),
                                   _mm_or_si128(_mm_cmpeq_epi8(x, vc), _mm_cmpeq_epi8(x, vd)));
        unsigned mask = (unsigned)_mm_movemask_epi8(hit);
        if (mask) {
            i += (uint32_t)__builtin_ctz(mask);
            return i < end ? i : end;
        }
    }
    return end;
#else
    for (; i < end; i++)
        if (text[i] == a || text[i] == b || text[i] == c || text[i] == d)
            return i;
    return end;
#endif
}

/* The end of the run of identifier bytes [A-Za-z0-9_.-] that starts at j. */
static inline uint32_t hloa_scan_ident_end(const unsigned char *t, uint32_t j)
{
#if defined(__SSE2__)
    /* Names are 10-20 bytes: classify 16 at a time (the NUL padding stops the run). */
    const __m128i under = _mm_set1_epi8('_'), dot = _mm_set1_epi8('.'), minus = _mm_set1_epi8('-');
    for (;; j += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(t + j));
        __m128i other = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, under), _mm_cmpeq_epi8(x, dot)),
                                     _mm_cmpeq_epi8(x, minus));
        unsigned in = (unsigned)_mm_movemask_epi8(_mm_or_si128(hloa_scan_alnum(x), other));
        if (in != 0xFFFF)
            return j + (uint32_t)__builtin_ctz(~in);
    }
#else
    while (hloa_scan_is_ident(t[j]))
        j++;
    return j;
#endif
}

/* The end of the run of plain group bytes that starts at j (words, digits, white space, ',' ':'). */
static inline uint32_t hloa_scan_plain_end(const unsigned char *t, uint32_t j)
{
#if defined(__SSE2__)
    /* Metadata and dimension lists are long runs of these: 16 at a time (NUL padding stops it). */
    for (;; j += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(t + j));
        __m128i punct = _mm_or_si128(
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('_')),
                                      _mm_cmpeq_epi8(x, _mm_set1_epi8(' '))),
                         _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(',')),
                                      _mm_cmpeq_epi8(x, _mm_set1_epi8(':')))),
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('\n')),
                                      _mm_cmpeq_epi8(x, _mm_set1_epi8('\t'))),
                         _mm_cmpeq_epi8(x, _mm_set1_epi8('\r'))));
        unsigned in = (unsigned)_mm_movemask_epi8(_mm_or_si128(hloa_scan_alnum(x), punct));
        if (in != 0xFFFF)
            return j + (uint32_t)__builtin_ctz(~in);
    }
#else
    while (hloa_scan_is_plain(t[j]))
        j++;
    return j;
#endif
}

#endif
