/*
 * Preloaded by run_filesystem.py into hlo-async: once the tool maps the file
 * HLOA_TEST_SHRINK names, the file is cut to 4096 bytes before the tool reads
 * a byte of it. The change the other checks race for (a truncate from outside
 * while the file is mapped) made certain, at the earliest moment it can come:
 * before the first 8 KB are looked at for NUL bytes.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
    static void *(*real)(void *, size_t, int, int, int, off_t);
    if (!real)
        *(void **)&real = dlsym(RTLD_NEXT, "mmap");
    void *p = real(addr, len, prot, flags, fd, off);
    const char *path = getenv("HLOA_TEST_SHRINK");
    struct stat mapped, named;
    if (p != MAP_FAILED && fd >= 0 && path && fstat(fd, &mapped) == 0 && stat(path, &named) == 0 &&
        mapped.st_dev == named.st_dev && mapped.st_ino == named.st_ino && named.st_size > 4096) {
        if (truncate(path, 4096) != 0)
            abort(); /* the test would check nothing */
    }
    return p;
}
