/*
 * The measured run's store (run.h): growing arrays and the run's names.
 * Streams and modules are few (devices x streams, a handful of programs), so
 * they are found by a walk; events are many and only appended.
 */
#include "hloasync/run.h"

#include <stdlib.h>
#include <string.h>

void hloa_run_init(hloa_run *run)
{
    memset(run, 0, sizeof *run);
    hloa_arena_init(&run->arena);
    hloa_interner_init(&run->names, &run->arena);
}

void hloa_run_release(hloa_run *run)
{
    free(run->events);
    free(run->streams);
    free(run->modules);
    hloa_interner_release(&run->names);
    hloa_arena_release(&run->arena);
    memset(run, 0, sizeof *run);
}

hloa_sym hloa_run_name(hloa_run *run, const char *s, size_t n)
{
    return n ? hloa_intern_copy(&run->names, s, n) : 0;
}

const char *hloa_run_name_str(const hloa_run *run, hloa_sym sym, uint32_t *len)
{
    *len = run->names.syms[sym].len;
    return run->names.syms[sym].str;
}

#define GROW(arr, n, cap)                                                                  \
    do {                                                                                   \
        if ((n) == (cap)) {                                                                \
            (cap) = (cap) ? 2 * (cap) : 64;                                                \
            (arr) = hloa_xreallocarray((arr), (cap), sizeof *(arr));                       \
        }                                                                                  \
    } while (0)

uint32_t hloa_run_stream_of(hloa_run *run, int64_t device_id, int64_t line_id)
{
    for (uint32_t i = run->n_streams; i-- > 0;)
        if (run->streams[i].device_id == device_id && run->streams[i].line_id == line_id)
            return i;
    GROW(run->streams, run->n_streams, run->cap_streams);
    run->streams[run->n_streams] = (hloa_run_stream){0, 0, device_id, line_id};
    return run->n_streams++;
}

uint32_t hloa_run_module_of(hloa_run *run, hloa_sym name, int64_t program_id)
{
    for (uint32_t i = 0; i < run->n_modules; i++) {
        hloa_run_module *m = &run->modules[i];
        int same_id = program_id != -1 && m->program_id == program_id;
        int same_name = name && m->name == name;
        if ((same_id && (!name || !m->name || same_name)) ||
            (same_name && (program_id == -1 || m->program_id == -1))) {
            if (!m->name)
                m->name = name;
            if (m->program_id == -1)
                m->program_id = program_id;
            return i;
        }
    }
    GROW(run->modules, run->n_modules, run->cap_modules);
    run->modules[run->n_modules] = (hloa_run_module){name, program_id, NULL, 0};
    return run->n_modules++;
}

void hloa_run_module_proto(hloa_run *run, uint32_t module, const void *bytes, size_t len)
{
    uint8_t *copy = hloa_arena_alloc(&run->arena, len ? len : 1);
    memcpy(copy, bytes, len);
    run->modules[module].hlo_proto = copy;
    run->modules[module].hlo_proto_len = len;
}

void hloa_run_add_event(hloa_run *run, const hloa_run_event *ev)
{
    GROW(run->events, run->n_events, run->cap_events);
    run->events[run->n_events++] = *ev;
}

void hloa_run_split_module_name(const char *s, size_t len, size_t *name_len, int64_t *id)
{
    *name_len = len;
    *id = -1;
    if (len < 3 || s[len - 1] != ')')
        return;
    size_t open = len - 1;
    while (open > 0 && s[open - 1] >= '0' && s[open - 1] <= '9')
        open--;
    if (open == 0 || open == len - 1 || s[open - 1] != '(')
        return;
    uint64_t v = 0;
    for (size_t i = open; i < len - 1; i++)
        v = v * 10 + (uint64_t)(s[i] - '0');
    *name_len = open - 1;
    *id = (int64_t)v;
}

const char *hloa_run_hlo_text_name(const char *s, size_t len, size_t *name_len)
{
    size_t i = len && s[0] == '%';
    size_t j = i;
    while (j < len && s[j] != ' ')
        j++;
    *name_len = j - i;
    return s + i;
}
