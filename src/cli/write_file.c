/*
 * Writing an output file atomically: a temporary file beside it, synced, then
 * renamed over it. The temporary file goes with the run when SIGINT, SIGTERM
 * or SIGHUP ends it. Replacing an input in place (-i) keeps what the file was:
 * owner, group, mode, extended attributes and so ACLs; it refuses a file that
 * changed since it was read and one with other hard links (a rename would
 * leave them with the old text).
 */
#include "write_file.h"

#include "hloasync/arena.h"
#include "hloasync/source.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/xattr.h>
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

/* The temporary file being written (NULL: none), for the signal handler to remove. */
static const char *volatile pending;
static const int cleanup_signals[] = {SIGINT, SIGTERM, SIGHUP};
static pthread_once_t handlers_once = PTHREAD_ONCE_INIT;

/* Async-signal-safe: removes the temporary file, then the signal does what it would have. */
static void on_signal(int sig)
{
    const char *tmp = pending;
    if (tmp)
        unlink(tmp);
    raise(sig); /* SA_RESETHAND: the default action, once this handler returns */
}

/* Catches the signals that end a run, but not one the caller ignores (nohup). */
static void install_handlers(void)
{
    for (size_t i = 0; i < sizeof(cleanup_signals) / sizeof(cleanup_signals[0]); i++) {
        struct sigaction old, sa;
        memset(&sa, 0, sizeof(sa));
        sa.sa_handler = on_signal;
        sa.sa_flags = SA_RESETHAND;
        sigemptyset(&sa.sa_mask);
        if (sigaction(cleanup_signals[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(cleanup_signals[i], &sa, NULL);
    }
}

/* The signals of cleanup_signals held back (how = SIG_BLOCK) or let through (SIG_UNBLOCK). */
static void hold_signals(int how)
{
    sigset_t set;
    sigemptyset(&set);
    for (size_t i = 0; i < sizeof(cleanup_signals) / sizeof(cleanup_signals[0]); i++)
        sigaddset(&set, cleanup_signals[i]);
    pthread_sigmask(how, &set, NULL);
}

/* A temporary file beside path, its name armed for the handler: its descriptor, or -1. */
static int make_temp(const char *path, char *tmp, size_t size)
{
    pthread_once(&handlers_once, install_handlers);
    snprintf(tmp, size, "%s.tmpXXXXXX", path);
    hold_signals(SIG_BLOCK); /* the name is armed before a signal can see the file */
    int fd = mkstemp(tmp);
    if (fd >= 0)
        pending = tmp;
    hold_signals(SIG_UNBLOCK);
    return fd;
}

/* Renames tmp over path (0, or the errno), or removes tmp (path NULL); disarms either way. */
static int settle_temp(const char *tmp, const char *path)
{
    hold_signals(SIG_BLOCK);
    int e = path && rename(tmp, path) != 0 ? errno : 0;
    if (!path || e)
        unlink(tmp);
    pending = NULL;
    hold_signals(SIG_UNBLOCK);
    return e;
}

/*
 * Copies every extended attribute of from to to (user.*, and
 * system.posix_acl_access: the ACL). 0, or an errno (a file system without
 * extended attributes has none to copy).
 */
static int keep_xattrs(int from, int to)
{
    ssize_t n = flistxattr(from, NULL, 0);
    char *names = hloa_xmalloc(n > 0 ? (size_t)n : 1);
    n = n > 0 ? flistxattr(from, names, (size_t)n) : n;
    int e = n < 0 && errno != ENOTSUP ? errno : 0;
    for (ssize_t at = 0; at < n && !e; at += (ssize_t)strlen(names + at) + 1) {
        ssize_t len = fgetxattr(from, names + at, NULL, 0);
        char *value = hloa_xmalloc(len > 0 ? (size_t)len : 1);
        len = len > 0 ? fgetxattr(from, names + at, value, (size_t)len) : len;
        if (len < 0 || fsetxattr(to, names + at, value, (size_t)len, 0) != 0)
            e = errno;
        free(value);
    }
    free(names);
    return e;
}

/*
 * What path is made of once replaced by the temporary file fd: owner and
 * group (as root; an owner may give its file a group it is in), extended
 * attributes and ACLs, then the mode (last: a chown clears set-id bits).
 * 0, or -1 with a message.
 */
static int keep_metadata(int fd, int src_fd, const struct stat *st, const char *path, char *err,
                         size_t errlen)
{
    /* to what it is already: always allowed, so no need to ask first */
    if (fchown(fd, st->st_uid, st->st_gid) != 0) {
        snprintf(err, errlen, "cannot keep the owner of '%s' (user %u, group %u): %s", path,
                 (unsigned)st->st_uid, (unsigned)st->st_gid, strerror(errno));
        return -1;
    }
    int e = keep_xattrs(src_fd, fd);
    if (e) {
        snprintf(err, errlen, "cannot keep the extended attributes (ACLs) of '%s': %s", path,
                 strerror(e));
        return -1;
    }
    fchmod(fd, st->st_mode & 07777);
    return 0;
}

/*
 * The one way a file is replaced: a temporary file beside path, written by
 * fn, synced and renamed. old is what path is (NULL: nothing yet); src, for
 * -i, the input path was read as (the file must still be that, and keeps its
 * owner, attributes and mode; else only the mode is kept).
 */
static int replace(const char *path, const struct stat *old, const hloa_source *src,
                   hloa_write_fn fn, void *ctx, char *err, size_t errlen)
{
    size_t n = strlen(path) + 32;
    char *tmp = hloa_xmalloc(n);
    int fd = make_temp(path, tmp, n);
    if (fd < 0) {
        snprintf(err, errlen, "cannot create a temporary file beside '%s': %s", path,
                 strerror(errno));
        free(tmp);
        return -1;
    }
    fchmod(fd, old ? old->st_mode & 07777 : 0644);
    int e = fn(ctx, fd);
    if (e) {
        snprintf(err, errlen, "cannot write '%s': %s", tmp, strerror(e));
        goto fail;
    }
    if (src && keep_metadata(fd, src->fd, old, path, err, errlen))
        goto fail;
    if (fsync(fd) != 0) {
        snprintf(err, errlen, "cannot sync '%s': %s", tmp, strerror(errno));
        goto fail;
    }
    e = close(fd) != 0 ? errno : 0;
    fd = -1;
    if (e) {
        snprintf(err, errlen, "cannot close '%s': %s", tmp, strerror(e));
        goto fail;
    }
    struct stat st;
    if (src && !hloa_source_is_at(src, path, &st)) {
        snprintf(err, errlen, "'%s' changed while it was read (written to since): not rewritten",
                 path);
        goto fail;
    }
    e = settle_temp(tmp, path);
    if (e) {
        snprintf(err, errlen, "cannot replace '%s': %s", path, strerror(e));
        free(tmp);
        return -1;
    }
    free(tmp);
    return 0;
fail:
    if (fd >= 0)
        close(fd);
    settle_temp(tmp, NULL);
    free(tmp);
    return -1;
}

int hloa_write_file_atomic_with(const char *path, hloa_write_fn fn, void *ctx, char *err,
                                size_t errlen)
{
    struct stat target;
    int exists = stat(path, &target) == 0;
    if (exists && !S_ISREG(target.st_mode))
        return write_special(path, fn, ctx, err, errlen); /* never replace a device or pipe */
    return replace(path, exists ? &target : NULL, NULL, fn, ctx, err, errlen);
}

int hloa_write_file_in_place(const char *path, const hloa_source *src, hloa_write_fn fn, void *ctx,
                             char *err, size_t errlen)
{
    struct stat st;
    if (!hloa_source_is_at(src, path, &st)) { /* gone too */
        snprintf(err, errlen, "'%s' changed while it was read (written to since): not rewritten",
                 path);
        return -1;
    }
    if (st.st_nlink > 1) {
        snprintf(err, errlen,
                 "'%s' has %lu hard links: -i would leave the others with the old text, so it is "
                 "not rewritten (write the result with -o and copy it over the file)",
                 path, (unsigned long)st.st_nlink);
        return -1;
    }
    return replace(path, &st, src, fn, ctx, err, errlen);
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
