/* Writing an output file atomically: a temporary file beside it, synced, then renamed. */
#include "write_file.h"

#include "hloasync/arena.h"
#include "hloasync/source.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Writes to something that is not a regular file (a terminal, a pipe, /dev/full) in place. */
static int write_special(const char *path, hloa_write_fn fn, void *ctx, char *err, size_t errlen)
{
    int fd = open(path, O_WRONLY | O_TRUNC);
    if (fd < 0) {
        snprintf(err, errlen, "cannot open '%s': %s", path, strerror(errno));
        return -1;
    }
    int e = fn(ctx, fd);
    if (close(fd) != 0 && !e)
        e = errno;
    if (e) {
        snprintf(err, errlen, "cannot write '%s': %s", path, strerror(e));
        return -1;
    }
    return 0;
}

int hloa_write_file_atomic_with(const char *path, hloa_write_fn fn, void *ctx, char *err,
                                size_t errlen)
{
    struct stat target;
    if (stat(path, &target) == 0 && !S_ISREG(target.st_mode))
        return write_special(path, fn, ctx, err, errlen); /* never replace a device or pipe */
    size_t n = strlen(path);
    char *tmp = hloa_xmalloc(n + 32);
    snprintf(tmp, n + 32, "%s.tmpXXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        snprintf(err, errlen, "cannot create a temporary file beside '%s': %s", path,
                 strerror(errno));
        free(tmp);
        return -1;
    }
    struct stat st;
    if (stat(path, &st) == 0)
        fchmod(fd, st.st_mode & 07777);
    else
        fchmod(fd, 0644);
    int e = fn(ctx, fd);
    if (e) {
        snprintf(err, errlen, "cannot write '%s': %s", tmp, strerror(e));
        goto fail;
    }
    if (fsync(fd) != 0) {
        snprintf(err, errlen, "cannot sync '%s': %s", tmp, strerror(errno));
        goto fail;
    }
    if (close(fd) != 0) {
        fd = -1;
        snprintf(err, errlen, "cannot close '%s': %s", tmp, strerror(errno));
        goto fail;
    }
    fd = -1;
    if (rename(tmp, path) != 0) {
        snprintf(err, errlen, "cannot replace '%s': %s", path, strerror(errno));
        goto fail;
    }
    free(tmp);
    return 0;
fail:
    if (fd >= 0)
        close(fd);
    unlink(tmp);
    free(tmp);
    return -1;
}

typedef struct bytes {
    const char *data; /* what to write */
    size_t len;       /* bytes of data */
} bytes;

static int write_bytes(void *ctx, int fd)
{
    const bytes *b = ctx;
    return hloa_write_all(fd, b->data, b->len);
}

int hloa_write_file_atomic(const char *path, const char *data, size_t len, char *err,
                           size_t errlen)
{
    bytes b = {data, len};
    return hloa_write_file_atomic_with(path, write_bytes, &b, err, errlen);
}
