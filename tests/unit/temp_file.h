/* A temporary file of given bytes for the unit tests that read files. */
#ifndef HLOA_TEST_TEMP_FILE_H
#define HLOA_TEST_TEMP_FILE_H

#include <criterion/criterion.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Writes n bytes to a fresh file in $TMPDIR (else /tmp) named after tag; its name in path
   (cap bytes), which the caller unlinks. */
static inline void write_temp_file(char *path, size_t cap, const char *tag, const void *data,
                                   size_t n)
{
    const char *dir = getenv("TMPDIR");
    snprintf(path, cap, "%s/hloa-%s-XXXXXX", dir && *dir ? dir : "/tmp", tag);
    int fd = mkstemp(path);
    cr_assert(fd >= 0, "mkstemp %s: %s", path, strerror(errno));
    cr_assert_eq(write(fd, data, n), (ssize_t)n);
    close(fd);
}

#endif
