/*
 * An input read as a stream of bytes, decompressed as it is read: plain, gzip
 * (one member or several, as gzip and Python's gzip write them) or xz (as XLA's
 * dumps and nsys-jax archive them), told apart by their first bytes, never by
 * the file's name. For inputs too big to hold (a profile's trace of hundreds of
 * MB) and for binary inputs (protobuf) that the text loader refuses.
 */
#ifndef HLOASYNC_INSTREAM_H
#define HLOASYNC_INSTREAM_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

typedef enum hloa_compression {
    HLOA_PLAIN,
    HLOA_GZIP,
    HLOA_XZ,
} hloa_compression;

typedef struct hloa_instream hloa_instream;

/*
 * Opens path ("-" = standard input) and reads its first bytes to tell its
 * compression. NULL with a message in err when it cannot be opened or is a
 * directory. A FIFO is opened without waiting for a writer (one with none
 * reads as empty).
 */
hloa_instream *hloa_instream_open(const char *path, char *err, size_t errlen);
/* The same over len bytes of memory (tests, fuzzers); the bytes must outlive the stream. */
hloa_instream *hloa_instream_open_mem(const void *bytes, size_t len);

/*
 * Reads up to n decompressed bytes into buf: how many (fewer only at the
 * end), 0 at the end, -1 on an error (a read error, corrupt or truncated
 * compressed data), then described by hloa_instream_error.
 */
ssize_t hloa_instream_read(hloa_instream *s, void *buf, size_t n);
const char *hloa_instream_error(const hloa_instream *s);
hloa_compression hloa_instream_compression(const hloa_instream *s);
void hloa_instream_close(hloa_instream *s);

/*
 * Reads path whole, decompressed, into *bytes (malloc'd, followed by one NUL
 * byte not counted in *len). Refuses more than limit decompressed bytes.
 * 0, or -1 with "path: why" in err.
 */
int hloa_instream_slurp(const char *path, size_t limit, unsigned char **bytes, size_t *len,
                        char *err, size_t errlen);

#endif
