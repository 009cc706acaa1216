/* A growable byte buffer for building output text (heap owned, NUL kept). */
#ifndef HLOASYNC_STRBUF_H
#define HLOASYNC_STRBUF_H

#include <stddef.h>
#include <stdio.h>

typedef struct hloa_strbuf {
    char *buf;  /* always NUL-terminated once anything was added */
    size_t len; /* bytes used, without the NUL */
    size_t cap; /* bytes allocated */
} hloa_strbuf;

#define HLOA_STRBUF_INIT {0}

void hloa_strbuf_init(hloa_strbuf *sb);
void hloa_strbuf_release(hloa_strbuf *sb);
void hloa_strbuf_clear(hloa_strbuf *sb);
void hloa_strbuf_grow(hloa_strbuf *sb, size_t extra);
void hloa_strbuf_add(hloa_strbuf *sb, const char *s, size_t n);
void hloa_strbuf_adds(hloa_strbuf *sb, const char *s);
void hloa_strbuf_addc(hloa_strbuf *sb, char c);
void hloa_strbuf_addf(hloa_strbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* s[0, n) as XML text or attribute value: & < > " escaped, control bytes and bytes past ASCII
   dropped (SVG, whatever a name holds). */
void hloa_strbuf_add_xml(hloa_strbuf *sb, const char *s, size_t n);
/* A decimal integer: shapes print thousands of them, and printf is slow at it. */
void hloa_strbuf_addi(hloa_strbuf *sb, long long v);
/* The first occurrence of needle[0, m) in hay[0, n), or NULL (memmem, which C11 lacks). */
const char *hloa_find(const char *hay, size_t n, const char *needle, size_t m);
/* The one of names[0..n) that word is most likely a typo of, or NULL ("did you mean"). */
const char *hloa_closest(const char *word, const char *const *names, size_t n);
/* Takes the buffer out; the strbuf is left empty. Never NULL. */
char *hloa_strbuf_detach(hloa_strbuf *sb, size_t *len);
/* The whole file at path, NUL-terminated (heap), its length in *len; NULL with *why (the
   system's reason it cannot be opened, "read error", or "too large": past max bytes). */
char *hloa_read_whole_file(const char *path, size_t max, size_t *len, const char **why);
/* A stream writing into memory (open_memstream): *buf and *len once it is closed. */
FILE *hloa_memstream(char **buf, size_t *len);

#endif
