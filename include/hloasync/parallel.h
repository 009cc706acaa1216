/*
 * Running independent work items on several threads. The modules of a
 * --split-input-file run share nothing (each has its own arena, interner and
 * diagnostics), so they are verified or rewritten side by side and their
 * results joined in text order afterwards.
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

#endif
