/*
 * One input file: its bytes (read once, whole), its display name, and a line
 * table built on first use to turn byte offsets into line:column.
 */
#ifndef HLOASYNC_SOURCE_H
#define HLOASYNC_SOURCE_H

#include "hloasync/arena.h"

#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

/* Offsets are 32-bit to keep the IR small; larger inputs are refused. */
#define HLOA_SOURCE_MAX ((size_t)UINT32_MAX - 64)
/* NUL bytes after the text: the lexer reads up to this far past the end. */
#define HLOA_SOURCE_PADDING 16

/* What a regular file was when it was read: -i replaces only that file, unchanged. */
typedef struct hloa_file_id {
    uint64_t dev, ino;   /* which file */
    int64_t size;        /* its bytes */
    int64_t mtime_sec;   /* when it was last written */
    int64_t mtime_nsec;  /* (every field 8 bytes: compared whole, no padding) */
} hloa_file_id;

typedef struct hloa_source {
    char *path;            /* name shown in diagnostics (heap) */
    char *text;            /* the bytes, followed by NUL padding (heap, or mapped read-only) */
    uint32_t len;          /* bytes of text without the padding */
    uint32_t *newlines_before; /* per HLOA_LINE_BLOCK bytes: '\n's before the block; lazily */
    uint32_t n_counted;        /* blocks counted so far (extended as diagnostics need) */
    size_t mapped;         /* bytes mapped when text is a file mapping (read-only), else 0 */
    int fd;                /* a regular file, kept open to see whether it changes (> 0), or 0 */
    int guard;             /* the mapping's slot in the SIGBUS guard (> 0), or 0 */
    hloa_file_id id;       /* the regular file as it was read (fd > 0) */
} hloa_source;

typedef struct hloa_region {
    uint32_t begin, end; /* [begin, end) of one module inside the source */
} hloa_region;

/*
 * path as every output format names it (heap): no "//", no "./", relative
 * when it lies below the working directory.
 */
char *hloa_display_path(const char *path);

/*
 * Reads path ("-" = standard input) whole. display names it in diagnostics
 * (NULL = path), as hloa_display_path writes it. Returns 0, or -1 with a
 * message in err (errno style text, or "binary file, not HLO text").
 *
 * A regular file is mapped (guarded against shrinking: bus_guard.h) and kept
 * open, so hloa_source_changed can tell whether it changed while it was read.
 * Anything else (standard input, a FIFO, a device) is read as a stream, up to
 * HLOA_SOURCE_MAX bytes, and refused as binary as soon as its first 8 KB hold
 * a NUL byte (/dev/zero after 8 KB, not 4 GB). A FIFO that no process opens
 * for writing within HLOA_FIFO_WAIT_MS is refused rather than waited for.
 */
#define HLOA_FIFO_WAIT_MS 5000
int hloa_source_load(hloa_source *src, const char *path, const char *display, char *err,
                     size_t errlen);
/*
 * Did the file change while it was read: its size or time of last write are
 * no longer those it was read with, or a page of it went missing (it shrank
 * under the mapping)? Always 0 for what was read as a stream.
 */
int hloa_source_changed(const hloa_source *src);
/*
 * Is path still the regular file src read, unchanged (the same device and
 * inode, size and time of last write, and not changed while read)? *st gets
 * what path is now.
 */
int hloa_source_is_at(const hloa_source *src, const char *path, struct stat *st);
/* Wraps a copy of a memory buffer (tests, fuzzers). */
void hloa_source_init_mem(hloa_source *src, const char *display, const char *text, size_t len);
void hloa_source_release(hloa_source *src);
/* Writes n bytes to fd, retrying short writes; 0, or the errno of the failure. */
int hloa_write_all(int fd, const char *p, size_t n);

/*
 * The reader is done with text[from, to) for now: a mapped file's whole pages
 * there are handed back to the kernel and read again from the page cache if
 * touched later, so a big input does not stay resident while its IR is built.
 * Contents never change; for text read into memory this does nothing.
 */
void hloa_source_done_with(const hloa_source *src, uint32_t from, uint32_t to);

/*
 * The pages of a mapped source that a pass reads again after the parser
 * handed them back (attribute text, read by the cost model): noted as read,
 * and handed back each time HLOA_REREAD_BATCH pages are noted and at the end,
 * so that a pass over a whole dump holds a bounded part of it.
 */
enum { HLOA_REREAD_BATCH = 1024 }; /* pages (4 MB of 4 KB pages) */
typedef struct hloa_rereads {
    const hloa_source *src;
    uint64_t *pages;    /* a bit per page read again; NULL when the source is not mapped */
    uint32_t page_size; /* bytes per page */
    uint32_t n_noted;   /* pages noted since the last hand-back (counted with repeats) */
} hloa_rereads;

/* Tracks src; the bits live in arena (a 100 MB file: 3 KB). */
void hloa_rereads_init(hloa_rereads *r, const hloa_source *src, hloa_arena *arena);
/* The pass read text[from, to). */
void hloa_rereads_note(hloa_rereads *r, uint32_t from, uint32_t to);
/* Hands back every page noted and forgets them. */
void hloa_rereads_hand_back(hloa_rereads *r);

/* 1-based line and column (bytes) of an offset. */
void hloa_source_linecol(hloa_source *src, uint32_t off, uint32_t *line, uint32_t *col);
/* Start and end (without newline) of the line holding off. */
void hloa_source_line_span(hloa_source *src, uint32_t off, uint32_t *begin, uint32_t *end);

/*
 * Module regions: the whole text, or with split set, the pieces between
 * lines that start with "// -----". Returns the count; *regions is heap owned.
 */
size_t hloa_source_regions(const hloa_source *src, int split, hloa_region **regions);

/*
 * Is the text several modules between '// -----' lines (a lit test file)?
 * Only a file under HLOA_SPLIT_LOOKS_UNDER bytes is looked at: dumps are
 * bigger and one module, and their pages are left for the threads that parse
 * them (a bigger lit file needs --split-input-file).
 */
#define HLOA_SPLIT_LOOKS_UNDER (16u << 20)
int hloa_source_has_separators(const hloa_source *src);
/*
 * One region at a time, for a reader that starts on the first module before
 * the last is found: the end of the region that starts at begin (0, or just
 * after a separator line), with *next set to where the region after it
 * starts, or to 0 when it is the last one.
 */
uint32_t hloa_source_region_from(const hloa_source *src, uint32_t begin, uint32_t *next);

#endif
