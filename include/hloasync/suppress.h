/*
 * Inline suppressions: `// hlo-async: ignore[rule-a, rule-b]` on the line
 * before an instruction, or at the end of a line of the instruction, drops
 * those rules' diagnostics located in that instruction. A suppression that
 * drops nothing is itself reported (unused-suppression), unless its rule is
 * off for this file (settings.h): that rule reports nothing anyway, and the
 * comment matters again where it is on.
 */
#ifndef HLOASYNC_SUPPRESS_H
#define HLOASYNC_SUPPRESS_H

#include "hloasync/diag.h"
#include "hloasync/ir.h"
#include "hloasync/settings.h"

/* Applies the suppressions written in m's text to the diagnostics d->list[first..]. */
void hloa_apply_suppressions(const hloa_module *m, hloa_diags *d, size_t first,
                             const hloa_rule_settings *rules);

#endif
