/* The rule table (rows in rules.def) as data, and the names of its columns' values. */
#include "hloasync/diag.h"

#include <stdio.h>
#include <string.h>

const hloa_rule_info hloa_rules[HLOA_RULE_COUNT] = {
#define RULE(e, id, sev, scope, check, summary, explanation)                                       \
    {id, HLOA_SEV_##sev, HLOA_SCOPE_##scope, summary, explanation},
#include "hloasync/rules.def"
#undef RULE
};

int hloa_rule_lookup(const char *id)
{
    for (int i = 0; i < HLOA_RULE_COUNT; i++)
        if (strcmp(hloa_rules[i].id, id) == 0)
            return i;
    return -1;
}

void hloa_rule_url(hloa_rule rule, char *buf, size_t size)
{
    snprintf(buf, size, "%s/docs/rules.md#%s", HLOA_DOC_URL, hloa_rules[rule].id);
}

const char *hloa_doc_url(void)
{
    return HLOA_DOC_URL "/README.md";
}

const char *hloa_scope_name(hloa_scope s)
{
    static const char *const names[HLOA_SCOPE_COUNT] = {
        "text", "instruction", "chain", "computation", "pair", "module", "schedule",
    };
    return s < HLOA_SCOPE_COUNT ? names[s] : "?";
}
