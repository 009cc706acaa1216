/*
 * Diagnostics: collected per input file, never fatal. Library code reports
 * with hloa_diag_error() & co., which return -1 so a caller can write
 * `return hloa_diag_error(...)`. Messages start lowercase, have no final
 * period and quote names: async-done operand 'x.1' is not an async-start.
 */
#ifndef HLOASYNC_DIAG_H
#define HLOASYNC_DIAG_H

#include "hloasync/arena.h"
#include "hloasync/source.h"

#include <stdarg.h>
#include <stdint.h>

typedef enum hloa_severity { HLOA_SEV_NOTE, HLOA_SEV_WARNING, HLOA_SEV_ERROR } hloa_severity;

/*
 * What a rule's check looks at, each subject once (verify.c). In this order the
 * driver appends the checks' reports, so diagnostics at one offset read as
 * the scopes one after the other would report them.
 */
typedef enum hloa_scope {
    HLOA_SCOPE_TEXT,        /* reported while the text is read: no check of its own */
    HLOA_SCOPE_INSTRUCTION, /* every async-start/update/done */
    HLOA_SCOPE_CHAIN,       /* every async chain (start -> update* -> done) */
    HLOA_SCOPE_COMPUTATION, /* every computation an async chain runs, with its first chain */
    HLOA_SCOPE_PAIR,        /* every first-class start or done (copy-start, send, ...) */
    HLOA_SCOPE_MODULE,      /* the module, once */
    HLOA_SCOPE_SCHEDULE,    /* a scheduled module (is_scheduled=true), once */
    HLOA_SCOPE_COUNT
} hloa_scope;

typedef enum hloa_rule {
#define RULE(e, id, sev, scope, check, summary, explanation) HLOA_RULE_##e,
#include "hloasync/rules.def"
#undef RULE
    HLOA_RULE_COUNT
} hloa_rule;

typedef struct hloa_rule_info {
    const char *id;          /* stable kebab-case id */
    hloa_severity severity;  /* default severity */
    hloa_scope scope;        /* what its check looks at */
    const char *summary;     /* one line */
    const char *explanation; /* paragraphs with a bad and a good example */
} hloa_rule_info;

extern const hloa_rule_info hloa_rules[HLOA_RULE_COUNT];
/* -1 when id names no rule. */
int hloa_rule_lookup(const char *id);
/*
 * Where a rule is documented: HLOA_DOC_URL/docs/rules.md#ID (the build's doc_url, by
 * default the installed copy), in buf; and the tool's documentation, .../README.md.
 */
void hloa_rule_url(hloa_rule rule, char *buf, size_t size);
const char *hloa_doc_url(void);
/* "text", "instruction", "chain", ... */
const char *hloa_scope_name(hloa_scope s);
const char *hloa_severity_name(hloa_severity s);

typedef struct hloa_related {
    const char *message; /* e.g. "chain starts here" */
    uint32_t off;        /* byte offset in the source */
} hloa_related;

typedef struct hloa_diag {
    hloa_rule rule;         /* which rule fired */
    hloa_severity severity; /* from the rule table */
    const char *message;    /* owned by the diags arena */
    uint32_t off, end;      /* primary byte span [off, end) */
    const char *computation; /* enclosing computation name, or NULL */
    const char *instruction; /* instruction name, or NULL */
    hloa_related *related;  /* related locations, shown as notes */
    uint32_t n_related;     /* entries of related */
    uint32_t seq;           /* report order, keeps the sort stable */
    uint32_t more;          /* findings it stands for beyond itself (a capped check's "N more"), counted */
    uint8_t dropped;        /* suppressed: removed by the next sort */
} hloa_diag;

/* Enough for any honest file; the rest is counted but not stored. */
#define HLOA_DIAG_LIMIT 10000

typedef struct hloa_diags {
    hloa_arena arena;            /* messages and names of the diagnostics */
    HLOA_VEC(hloa_diag) list;    /* in report order until sorted */
    uint32_t counts[3];          /* by severity, including dropped ones */
    uint32_t dropped;            /* reported beyond HLOA_DIAG_LIMIT */
    const char *ctx_computation; /* context copied into new diagnostics */
    uint32_t ctx_computation_len;
    const char *ctx_instruction;
    uint32_t ctx_instruction_len;
} hloa_diags;

void hloa_diags_init(hloa_diags *d);
void hloa_diags_release(hloa_diags *d);
/*
 * Moves the diagnostics of from (its messages included) after those of d, as
 * if they had been reported to d; from is released.
 */
void hloa_diags_append(hloa_diags *d, hloa_diags *from);
/* Removes dropped diagnostics and sorts the rest by location. */
void hloa_diags_sort(hloa_diags *d);
/* Suppresses diagnostic i: it no longer counts and is removed by the next sort. */
void hloa_diags_drop(hloa_diags *d, size_t i);

/* Sets the computation/instruction named in diagnostics reported next (NULL clears).
   Inline: the parser sets it for every instruction. */
static inline void hloa_diags_set_context(hloa_diags *d, const char *comp, uint32_t comp_len,
                                          const char *instr, uint32_t instr_len)
{
    d->ctx_computation = comp;
    d->ctx_computation_len = comp_len;
    d->ctx_instruction = instr;
    d->ctx_instruction_len = instr_len;
}

/*
 * Makes the NUL-terminated s valid UTF-8 in place (returns it): a byte that
 * starts no well-formed sequence becomes '?'. Messages quote names from the
 * input, and a quoted MLIR symbol may hold any byte; JSON and SARIF are UTF-8.
 */
char *hloa_utf8_repair(char *s);

/* Reports rule at [off, end); returns the new diagnostic (NULL when dropped). */
hloa_diag *hloa_diag_add(hloa_diags *d, hloa_rule rule, uint32_t off, uint32_t end,
                         const char *fmt, ...) __attribute__((format(printf, 5, 6)));
hloa_diag *hloa_diag_addv(hloa_diags *d, hloa_rule rule, uint32_t off, uint32_t end,
                          const char *fmt, va_list ap) __attribute__((format(printf, 5, 0)));
/* Same, returning -1 for `return hloa_diag_error(...)`. */
int hloa_diag_error(hloa_diags *d, hloa_rule rule, uint32_t off, uint32_t end, const char *fmt,
                    ...) __attribute__((format(printf, 5, 6)));
/*
 * A check that stops reporting one by one says so in one last diagnostic; this
 * makes it stand for more findings beyond itself, so the counts (the summary,
 * the exit status) hold them all (no-op on NULL).
 */
void hloa_diag_stands_for(hloa_diags *d, hloa_diag *diag, uint32_t more);
/* Adds a related location to a diagnostic (no-op on NULL). */
void hloa_diag_related(hloa_diags *d, hloa_diag *diag, uint32_t off, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

#endif
