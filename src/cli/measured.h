/*
 * chains --measured: the profile of a run read once, the modules it embeds as
 * inputs, and each module's join to it (profile/join.c) chosen and checked.
 */
#ifndef HLOASYNC_CLI_MEASURED_H
#define HLOASYNC_CLI_MEASURED_H

#include "input.h"
#include "hloasync/join.h"

/* Reads the profile o->measured names into run (initialized here): 0, or 2 said on stderr. */
int hloa_measured_load(const hloa_options *o, hloa_run *run);

/* The run's modules that ran (have events) and embed their HloProto, in the run's order:
   how many, their indexes in *modules (heap). */
uint32_t hloa_measured_embedded(const hloa_run *run, uint32_t **modules);

/* The input of an embedded module: "PROFILE#name" its name. 0, or 2 said on stderr. */
int hloa_measured_input(const hloa_run *run, uint32_t module, const hloa_options *o,
                        hloa_input *in);

/*
 * Joins the module of timeline t to the run: to the run's module `module`
 * when given (not HLOA_RUN_NONE), else to the one of the module's name whose
 * events match best. NULL, or a message (heap) saying how the module does
 * not match: no module of its name ran, or events name instructions it lacks.
 * j->t is NULL when nothing was joined.
 */
char *hloa_measured_join(const hloa_run *run, const char *path, uint32_t module,
                         const hloa_timeline *t, hloa_arena *arena, hloa_join *j);

#endif
