/*
 * A profile of a run, whichever format holds it (run.h): told by its first
 * bytes once decompressed, never by its name. A Chrome trace JSON begins
 * with '{' or '[' (after blanks); an XSpace is a protobuf message whose first
 * field is a plane (field 1, length-delimited: the byte 0x0a) or, in an
 * empty space, nothing.
 */
#include "hloasync/instream.h"
#include "hloasync/run.h"

#include <stdio.h>
#include <string.h>

enum { PEEK = 64 };

int hloa_read_run(const char *path, hloa_run *run, char *err, size_t errlen)
{
    if (!strcmp(path, "-")) { /* its first bytes, once read, are gone: no reader could start */
        snprintf(err, errlen, "-: a profile is read from a file, not from standard input");
        return -1;
    }
    hloa_instream *s = hloa_instream_open(path, err, errlen);
    if (!s)
        return -1;
    unsigned char head[PEEK];
    ssize_t n = hloa_instream_read(s, head, sizeof head);
    if (n < 0)
        snprintf(err, errlen, "%s: %s", path, hloa_instream_error(s));
    hloa_instream_close(s);
    if (n < 0)
        return -1;
    ssize_t i = 0;
    while (i < n && (head[i] == ' ' || head[i] == '\t' || head[i] == '\n' || head[i] == '\r'))
        i++;
    if ((n > 0 && i == n) || (i < n && (head[i] == '{' || head[i] == '[')))
        return hloa_read_chrome_trace(path, run, err, errlen); /* JSON, or blanks: says why */
    return hloa_read_xspace(path, run, err, errlen);
}
