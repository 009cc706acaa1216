/*
 * The files a command reads: operands expanded (directories to the HLO files
 * below them), each loaded with its module regions, and every module of a
 * file handed to a command's function on the threads of parallel.h.
 */
#ifndef HLOASYNC_INPUT_H
#define HLOASYNC_INPUT_H

#include "options.h"
#include "hloasync/diag.h"
#include "hloasync/source.h"

/*
 * Is the file an HLO text dump? By name, *.hlo and *.hlo.txt; by name and
 * first bytes, a *.txt whose text starts (after blank lines and // comments)
 * with "HloModule": XLA's before/after-optimizations and per-pass dumps, not
 * their buffer-assignment and memory-usage companions.
 */
int hloa_is_hlo_file(const char *path);
/* The same, or an MLIR file by name (*.mlir), for the commands that read MLIR. */
int hloa_is_input_file(const char *path, int mlir);

/*
 * The files a command reads, in place of o->files: a directory stands for
 * the HLO files below it (hloa_is_hlo_file, sorted, hidden entries skipped;
 * symlinks followed, each directory read at most once, by device and inode,
 * with a warning on stderr for a symlink that leads to one read already or
 * being read, a loop; only regular files, so a FIFO or a device below it is
 * skipped); with --force-exclude, a named file that is not HLO is skipped
 * too; no operand at all means standard input, unless it is a terminal.
 * Returns 0, or 2 with the message in err for the caller to print (and put
 * in a report): no operand and a terminal, or a directory without HLO files
 * (unless --allow-empty).
 */
#define HLOA_COLLECT_ERROR_MAX (4096 + 160)
int hloa_collect_inputs(hloa_options *o, const char *command, char *err, size_t errlen);

/* One input file and the module regions in it. */
typedef struct hloa_input {
    hloa_source src;       /* the bytes */
    hloa_diags diags;      /* everything found in this file */
    hloa_region *regions;  /* modules (one unless --split-input-file), once found (heap) */
    size_t n_regions;      /* entries of regions */
    size_t n_modules;      /* regions that hold a module (not blank) */
    hloa_input_lang lang;  /* --input: how its modules are read */
    int hloproto;          /* its text is the rendering of an HloProto: read, never rewritten */
} hloa_input;

/* Loads path (no regions yet); on failure prints "hlo-async: error: cannot read ..." and
   returns 2. */
int hloa_input_open(hloa_input *in, const char *path, const hloa_options *o);
/* The same, but the message ("cannot read ...") goes to err for the caller to print. */
#define HLOA_INPUT_ERROR_MAX (4096 + 320) /* a path and the reason */
int hloa_input_read(hloa_input *in, const char *path, const hloa_options *o, char *err,
                    size_t errlen);
/* The text of an input that is an HloProto's module (bytes), shown as display: 0, or -1 with
   the reason in why (in->src is then not set). The caller clears in and sets its diags. */
int hloa_input_of_hloproto(hloa_input *in, const uint8_t *bytes, size_t len, const char *display,
                           char *why, size_t whylen);
/* 0 when in's file is as it was read; else 2 with "cannot read 'F': file changed while it was
   read" in err (it shrank, grew or was written to: what was read may be a mix). */
int hloa_input_changed(const hloa_input *in, char *err, size_t errlen);
void hloa_input_close(hloa_input *in);
/* Is in read as modules between '// -----' lines? With --split-input-file, or when it has them. */
int hloa_input_split(const hloa_input *in, const hloa_options *o);
/* Is region r no module at all: blank text between two '// -----' lines? */
int hloa_input_region_is_blank(const hloa_input *in, size_t r);

/*
 * What a command does with one module: region of in, on jobs threads of its
 * own; returns its results (heap), which hloa_input_each_module collects.
 */
typedef void *(*hloa_module_fn)(const void *ctx, const hloa_input *in, hloa_region region,
                                int jobs);
/*
 * Calls fn for every module of in (split: the regions between '// -----'
 * lines, blank ones skipped; else the whole text) on up to jobs threads, a
 * lone module getting all of them. The regions are found as the threads take
 * them: the first module starts before the last separator is found, and each
 * page is read once, by the thread that parses it. Sets in->regions; *results
 * (heap) gets fn's results in text order, NULL for a blank region. Returns
 * the count of regions.
 */
size_t hloa_input_each_module(hloa_input *in, int split, int jobs, hloa_module_fn fn,
                              const void *ctx, void ***results);
/*
 * The same, each result handed to fold(acc, result) in text order as soon as
 * it and those before it are done (NULL for a blank region), rather than all
 * kept to the end: a split file of many modules holds the results of those in
 * flight, not of every module. fold runs on one thread at a time.
 */
size_t hloa_input_fold_modules(hloa_input *in, int split, int jobs, hloa_module_fn fn,
                               const void *ctx, void (*fold)(void *acc, void *result), void *acc);

#endif
