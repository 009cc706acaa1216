/* Writing an output file so that it is never seen half-written. */
#ifndef HLOASYNC_WRITE_FILE_H
#define HLOASYNC_WRITE_FILE_H

#include "hloasync/source.h"

#include <stddef.h>

/*
 * Writes data to path atomically (temp file in the same directory, fsync,
 * rename; the mode of a file replaced kept). A device or pipe is written in
 * place. The temp file is removed when SIGINT, SIGTERM or SIGHUP ends the run.
 */
int hloa_write_file_atomic(const char *path, const char *data, size_t len, char *err,
                           size_t errlen);
/* The same, with fn writing the bytes to the file's descriptor (0, or an errno value). */
typedef int (*hloa_write_fn)(void *ctx, int fd);
int hloa_write_file_atomic_with(const char *path, hloa_write_fn fn, void *ctx, char *err,
                                size_t errlen);

/*
 * -i: replaces path, the regular file src was read from, the same way, keeping
 * its owner and group, extended attributes (ACLs among them) and mode. Refused
 * (-1, err says why, path untouched) when path is no longer the file src read
 * as it was (another inode, another size or time of last write: lines
 * appended while it was read stay), when it has other hard links (a rename
 * would leave them with the old text), or when what it was cannot be kept.
 */
int hloa_write_file_in_place(const char *path, const hloa_source *src, hloa_write_fn fn, void *ctx,
                             char *err, size_t errlen);

#endif
