/*
 * Running independent work items on several threads: the one place where
 * threads are made. The files of a run, the modules of a --split-input-file
 * file, the parts of one big module and the checks of one module share
 * nothing they write (each has its own arena, interner or diagnostics), so
 * they are handed out here and their results joined in order by the caller.
 */
#ifndef HLOASYNC_PARALLEL_H
#define HLOASYNC_PARALLEL_H

#include <stddef.h>

/* Upper bound on worker threads, whatever -j asks for. */
enum { HLOA_MAX_JOBS = 64 };

/* The processors this process may run on (at least 1, at most HLOA_MAX_JOBS). */
int hloa_online_jobs(void);

/*
 * Calls fn(ctx, i) once for every i in [0, n), on up to jobs threads (the
 * caller's included), and returns when all calls have returned. Items are
 * handed out in increasing order; fn must not touch what another item uses.
 */
void hloa_parallel_for(size_t n, int jobs, void (*fn)(void *ctx, size_t i), void *ctx);

/*
 * The same for items found one at a time, while earlier ones are worked on:
 * take(ctx) returns the next item, or NULL when there is none left, and is
 * called by one thread at a time; work(ctx, item) is called on each item
 * outside that lock. Returns when every item is done.
 */
void hloa_parallel_stream(int jobs, void *(*take)(void *ctx), void (*work)(void *ctx, void *item),
                          void *ctx);

#endif
