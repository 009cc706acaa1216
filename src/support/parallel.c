/* A work queue of n items drained by a few threads; see parallel.h. */
#include "hloasync/parallel.h"

#include "hloasync/arena.h"

#include <pthread.h>
#include <stdatomic.h>
#include <unistd.h>

typedef struct work_queue {
    void (*fn)(void *ctx, size_t i); /* what to do with an item */
    void *ctx;                       /* its argument */
    size_t n;                        /* items */
    atomic_size_t next;              /* first item nobody has taken */
} work_queue;

int hloa_online_jobs(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    if (n < 1)
        return 1;
    return n > HLOA_MAX_JOBS ? HLOA_MAX_JOBS : (int)n;
}

static void drain(work_queue *w)
{
    for (;;) {
        size_t i = atomic_fetch_add(&w->next, 1);
        if (i >= w->n)
            return;
        w->fn(w->ctx, i);
    }
}

static void *worker(void *arg)
{
    drain(arg);
    /* Spare arena blocks are per thread: hand this thread's back before it ends. */
    hloa_arena_free_spares();
    return NULL;
}

void hloa_parallel_for(size_t n, int jobs, void (*fn)(void *ctx, size_t i), void *ctx)
{
    work_queue w = {fn, ctx, n, 0};
    if (jobs > HLOA_MAX_JOBS)
        jobs = HLOA_MAX_JOBS;
    if ((size_t)jobs > n)
        jobs = (int)n;
    pthread_t threads[HLOA_MAX_JOBS];
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    /* As deep as the main thread's usual stack: the parser recurses (to a bound). */
    pthread_attr_setstacksize(&attr, 16 << 20);
    int started = 0;
    /* A thread that cannot be started leaves its share to the others. */
    while (started < jobs - 1 && pthread_create(&threads[started], &attr, worker, &w) == 0)
        started++;
    pthread_attr_destroy(&attr);
    drain(&w);
    for (int t = 0; t < started; t++)
        pthread_join(threads[t], NULL);
}

typedef struct stream {
    void *(*take)(void *ctx);
    void (*work)(void *ctx, void *item);
    void *ctx;
    pthread_mutex_t lock; /* held while an item is taken */
} stream;

static void drain_stream(void *arg, size_t thread)
{
    (void)thread;
    stream *s = arg;
    for (;;) {
        pthread_mutex_lock(&s->lock);
        void *item = s->take(s->ctx);
        pthread_mutex_unlock(&s->lock);
        if (!item)
            return;
        s->work(s->ctx, item);
    }
}

void hloa_parallel_stream(int jobs, void *(*take)(void *ctx), void (*work)(void *ctx, void *item),
                          void *ctx)
{
    stream s = {take, work, ctx, PTHREAD_MUTEX_INITIALIZER};
    hloa_parallel_for((size_t)(jobs < 1 ? 1 : jobs), jobs, drain_stream, &s);
    pthread_mutex_destroy(&s.lock);
}
