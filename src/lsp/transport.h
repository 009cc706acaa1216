/*
 * LSP's base protocol: messages framed by a header block ("Content-Length:
 * N\r\n", other fields ignored, then "\r\n") and N bytes of JSON.
 */
#ifndef HLOASYNC_LSP_TRANSPORT_H
#define HLOASYNC_LSP_TRANSPORT_H

#include <stddef.h>
#include <stdio.h>

/* The biggest body read: a 4 GB document escaped is no document this tool reads. */
#define HLOA_LSP_MAX_BODY ((size_t)1 << 32)
/* The biggest header block: a few fields. */
#define HLOA_LSP_MAX_HEADER 8192

typedef struct hloa_lsp_reader {
    int fd;     /* where bytes come from, -1: only the bytes given at init */
    char *buf;  /* bytes read and not yet taken (heap) */
    size_t len; /* bytes in buf */
    size_t pos; /* first byte not taken */
    size_t cap; /* allocated bytes of buf */
    int eof;    /* the fd gave its last byte */
    FILE *log;  /* where framing problems are said */
} hloa_lsp_reader;

/* Reads from fd, after the n bytes at pre (NULL: none). */
void hloa_lsp_reader_init(hloa_lsp_reader *r, int fd, const char *pre, size_t n, FILE *log);
void hloa_lsp_reader_release(hloa_lsp_reader *r);
/*
 * The next message's body (heap, NUL-terminated, *n bytes): 1; 0 at the end
 * of input. A header block without a usable Content-Length is logged and
 * skipped up to the next "Content-Length:" line; a body cut by the end of
 * input is logged and dropped.
 */
int hloa_lsp_read(hloa_lsp_reader *r, char **body, size_t *n);
/* Is a whole message buffered, or bytes waiting on the fd within timeout_ms (-1: forever)? */
int hloa_lsp_reader_ready(hloa_lsp_reader *r, int timeout_ms);
/* Is a whole message buffered after reading, without waiting, what the fd holds? */
int hloa_lsp_reader_pending(hloa_lsp_reader *r);
/* Writes one framed message: 0, or -1 when the fd is gone. */
int hloa_lsp_write(int fd, const char *body, size_t n);

#endif
