/* One SVG picture per module, into a directory (pictures.h). */
#include "pictures.h"

#include "write_file.h"

#include "hloasync/arena.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The file name of a path without its directory and its last extension ("a/b.hlo" -> "b"). */
static void stem(const char *path, char *out, size_t size)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    const char *dot = strrchr(base, '.');
    size_t n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
    snprintf(out, size, "%.*s", (int)n, base); /* cut to size */
}

static int taken(const hloa_pictures *p, const char *name)
{
    for (size_t i = 0; i < p->n; i++)
        if (!strcmp(p->items[i].name, name))
            return 1;
    return 0;
}

void hloa_pictures_add(hloa_pictures *p, const char *path, size_t k, size_t n_modules, char *data,
                       size_t len)
{
    char base[200], name[256];
    stem(path, base, sizeof(base));
    if (n_modules > 1)
        snprintf(name, sizeof(name), "%s.%zu.svg", base, k);
    else
        snprintf(name, sizeof(name), "%s.svg", base);
    /* two inputs of one stem (a/x.hlo, b/x.hlo): the later one numbered */
    for (int again = 2; taken(p, name); again++) {
        if (n_modules > 1)
            snprintf(name, sizeof(name), "%s-%d.%zu.svg", base, again, k);
        else
            snprintf(name, sizeof(name), "%s-%d.svg", base, again);
    }
    if (p->n == p->cap) {
        p->cap = p->cap ? 2 * p->cap : 8;
        p->items = hloa_xrealloc(p->items, p->cap * sizeof(hloa_picture));
    }
    p->items[p->n++] = (hloa_picture){hloa_xstrdup(name), data, len};
}

int hloa_pictures_to_dir(const char *output)
{
    struct stat st;
    size_t n = output ? strlen(output) : 0;
    return n && (output[n - 1] == '/' || (stat(output, &st) == 0 && S_ISDIR(st.st_mode)));
}

int hloa_pictures_write_dir(const hloa_pictures *p, const char *dir)
{
    if (mkdir(dir, 0777) && errno != EEXIST) {
        fprintf(stderr, "hlo-async: error: cannot make directory '%s': %s\n", dir, strerror(errno));
        return 2;
    }
    int status = 0;
    for (size_t i = 0; i < p->n; i++) {
        size_t dn = strlen(dir);
        char *path = hloa_xmalloc(dn + strlen(p->items[i].name) + 2);
        sprintf(path, "%s%s%s", dir, dir[dn - 1] == '/' ? "" : "/", p->items[i].name); /* dn > 0 */
        char err[512];
        if (hloa_write_file_atomic(path, p->items[i].data, p->items[i].len, err, sizeof(err))) {
            fprintf(stderr, "hlo-async: error: %s\n", err);
            status = 2;
        }
        free(path);
    }
    return status;
}

void hloa_pictures_release(hloa_pictures *p)
{
    for (size_t i = 0; i < p->n; i++) {
        free(p->items[i].name);
        free(p->items[i].data);
    }
    free(p->items);
    memset(p, 0, sizeof(*p));
}
