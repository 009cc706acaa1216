/*
 * Rule settings: which rules are on and at what severity, as a project's
 * config file (config.h) and the command line ask, ruff's way:
 *
 *   select = [...]   the rules that run (replaces the set; default: all)
 *   ignore = [...]   taken out of it
 *   error/warning/note = [...]   a rule's severity instead of its default
 *
 * A rule is named by its id, 'all', or a prefix ending in '*' ('async-*').
 * Within one source the more specific name wins (an id over a prefix, a
 * longer prefix over a shorter one, a prefix over 'all'), and ignore wins a
 * tie with select: ignore = ["async-*"] with select = ["async-thread"] leaves
 * async-thread on. Two severities given a rule by equally specific names are
 * an error.
 *
 * The file's choice is applied first, then the command line's: a --select
 * replaces the file's set, an --ignore takes from it, a severity flag wins over
 * the file's. 'syntax' is always on and an error: nothing past it is read.
 */
#ifndef HLOASYNC_SETTINGS_H
#define HLOASYNC_SETTINGS_H

#include "hloasync/diag.h"

#include <stddef.h>
#include <stdint.h>

/* The lists of one source (a config file, or the command line). */
typedef enum hloa_rule_list {
    HLOA_LIST_SELECT,
    HLOA_LIST_IGNORE,
    HLOA_LIST_ERROR,
    HLOA_LIST_WARNING,
    HLOA_LIST_NOTE,
    HLOA_LIST_COUNT
} hloa_rule_list;

/*
 * What one source asks. Per rule and list, the specificity of the most
 * specific name that put it there (0: none): 'all' 1, a prefix 2 + its
 * length, an id 255.
 */
typedef struct hloa_rule_choice {
    int has_select;                       /* a select list was given: it replaces the set */
    uint8_t select[HLOA_RULE_COUNT];      /* named by select */
    uint8_t ignore[HLOA_RULE_COUNT];      /* named by ignore */
    uint8_t severity_by[HLOA_RULE_COUNT]; /* named by error, warning or note */
    uint8_t severity[HLOA_RULE_COUNT];    /* then: the hloa_severity asked for */
    uint8_t show_from;                    /* 'severity': the lowest hloa_severity shown, + 1 (0: unset) */
} hloa_rule_choice;

/* What applies to one input file. */
typedef struct hloa_rule_settings {
    uint8_t on[HLOA_RULE_COUNT];       /* the rule is checked and reported */
    uint8_t severity[HLOA_RULE_COUNT]; /* its hloa_severity */
    const char *config;                /* the config file read for it, or NULL */
    hloa_severity show_from;           /* diagnostics below it are counted, not shown */
} hloa_rule_settings;

/* "select", "ignore", "error", "warning", "note": the key and the flag's name. */
const char *hloa_rule_list_name(hloa_rule_list l);

void hloa_rule_choice_init(hloa_rule_choice *c);

/* "unknown rule 'x' (did you mean 'y'?)" for len bytes at name, in why. */
void hloa_unknown_rule(const char *name, size_t len, char *why, size_t why_size);

/*
 * Adds one name (len bytes at sel: an id, 'all' or 'prefix*') to list l of
 * c. Returns 0, or -1 with a message in why (no location) when it names no
 * rule, turns 'syntax' off or into less than an error, or gives a rule a
 * second severity as specifically as the first.
 */
int hloa_rule_choice_add(hloa_rule_choice *c, hloa_rule_list l, const char *sel, size_t len,
                         char *why, size_t why_size);

/* The display floor named by len bytes at word ("note", "warning", "error"): 0, or -1 with why. */
int hloa_rule_choice_show_from(hloa_rule_choice *c, const char *word, size_t len, char *why,
                               size_t why_size);
/* Default settings, then file's choice, then cli's (either may be NULL). */
void hloa_rule_settings_resolve(hloa_rule_settings *s, const hloa_rule_choice *file,
                                const hloa_rule_choice *cli);

/* Every rule on at its default severity. */
void hloa_rule_settings_default(hloa_rule_settings *s);

/*
 * Drops the diagnostics d->list[first..] of rules that are off and gives the
 * rest their set severity (the counts follow).
 */
void hloa_rule_settings_apply(const hloa_rule_settings *s, hloa_diags *d, size_t first);

/* Is rule on? (s NULL: every rule is.) */
static inline int hloa_rule_on(const hloa_rule_settings *s, hloa_rule rule)
{
    return !s || s->on[rule];
}

#endif
