/* Writing an output file so that it is never seen half-written. */
#ifndef HLOASYNC_WRITE_FILE_H
#define HLOASYNC_WRITE_FILE_H

#include <stddef.h>

/* Writes data to path atomically (temp file in the same directory, fsync, rename). */
int hloa_write_file_atomic(const char *path, const char *data, size_t len, char *err,
                           size_t errlen);
/* The same, with fn writing the bytes to the file's descriptor (0, or an errno value). */
typedef int (*hloa_write_fn)(void *ctx, int fd);
int hloa_write_file_atomic_with(const char *path, hloa_write_fn fn, void *ctx, char *err,
                                size_t errlen);

#endif
