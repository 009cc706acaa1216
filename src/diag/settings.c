/* Rule settings (settings.h): selectors, the order sources apply in, and applying them. */
#include "hloasync/settings.h"

#include "hloasync/strbuf.h"

#include <stdio.h>
#include <string.h>

const char *hloa_rule_list_name(hloa_rule_list l)
{
    static const char *const names[HLOA_LIST_COUNT] = {
        "select", "ignore", "error", "warning", "note",
    };
    return l < HLOA_LIST_COUNT ? names[l] : "?";
}

void hloa_unknown_rule(const char *name, size_t len, char *why, size_t why_size)
{
    char word[64];
    snprintf(word, sizeof(word), "%.*s", (int)(len < 63 ? len : 63), name);
    for (char *c = word; *c; c++) /* PAIR-USER is pair-user typed with caps lock */
        if (*c >= 'A' && *c <= 'Z')
            *c = (char)(*c - 'A' + 'a');
    const char *ids[HLOA_RULE_COUNT];
    for (int r = 0; r < HLOA_RULE_COUNT; r++)
        ids[r] = hloa_rules[r].id;
    const char *near = hloa_closest(word, ids, HLOA_RULE_COUNT);
    if (near)
        snprintf(why, why_size, "unknown rule '%.*s' (did you mean '%s'?)", (int)len, name, near);
    else
        snprintf(why, why_size, "unknown rule '%.*s' (see 'hlo-async rules')", (int)len, name);
}

void hloa_rule_choice_init(hloa_rule_choice *c)
{
    memset(c, 0, sizeof(*c));
}

/*
 * How specifically sel names rules (settings.h): 'all' 1, a prefix 2 + its
 * length, an id 255; 0 when it is none of these.
 */
static uint8_t specificity(const char *sel, size_t len)
{
    if (len == 3 && !memcmp(sel, "all", 3))
        return 1;
    if (len > 1 && sel[len - 1] == '*')
        return (uint8_t)(len - 1 < 200 ? 2 + len - 1 : 202);
    return 255;
}

static int names(const char *sel, size_t len, uint8_t spec, int rule)
{
    const char *id = hloa_rules[rule].id;
    if (spec == 1)
        return 1;
    if (spec < 255)
        return !strncmp(id, sel, len - 1) && strlen(id) >= len - 1;
    return strlen(id) == len && !memcmp(id, sel, len);
}

int hloa_rule_choice_add(hloa_rule_choice *c, hloa_rule_list l, const char *sel, size_t len,
                         char *why, size_t why_size)
{
    uint8_t spec = specificity(sel, len);
    int n = 0;
    for (int r = 0; r < HLOA_RULE_COUNT; r++)
        n += names(sel, len, spec, r);
    if (!n || (len && memchr(sel, '*', len - 1))) { /* '*' only ends a prefix */
        hloa_unknown_rule(sel, len, why, why_size);
        return -1;
    }
    /* Named on its own, 'syntax' cannot be lessened; 'all' or a prefix just leave it be. */
    if (spec == 255 && names(sel, len, spec, HLOA_RULE_SYNTAX) && l != HLOA_LIST_SELECT &&
        l != HLOA_LIST_ERROR) {
        snprintf(why, why_size,
                 "rule 'syntax' cannot be %s: nothing past a syntax error is read",
                 l == HLOA_LIST_IGNORE ? "ignored" : "made less than an error");
        return -1;
    }
    static const uint8_t severity_of[HLOA_LIST_COUNT] = {
        [HLOA_LIST_ERROR] = HLOA_SEV_ERROR,
        [HLOA_LIST_WARNING] = HLOA_SEV_WARNING,
        [HLOA_LIST_NOTE] = HLOA_SEV_NOTE,
    };
    for (int r = 0; r < HLOA_RULE_COUNT; r++) {
        if (!names(sel, len, spec, r))
            continue;
        if (l == HLOA_LIST_SELECT || l == HLOA_LIST_IGNORE) {
            uint8_t *by = l == HLOA_LIST_SELECT ? &c->select[r] : &c->ignore[r];
            if (spec > *by)
                *by = spec;
            continue;
        }
        uint8_t sev = severity_of[l];
        if (c->severity_by[r] == spec && c->severity[r] != sev) {
            snprintf(why, why_size, "rule '%s' is made both %s and %s by names as specific",
                     hloa_rules[r].id, hloa_severity_name((hloa_severity)c->severity[r]),
                     hloa_severity_name((hloa_severity)sev));
            return -1;
        }
        if (spec >= c->severity_by[r]) {
            c->severity_by[r] = spec;
            c->severity[r] = sev;
        }
    }
    if (l == HLOA_LIST_SELECT)
        c->has_select = 1;
    return 0;
}

void hloa_rule_settings_default(hloa_rule_settings *s)
{
    for (int r = 0; r < HLOA_RULE_COUNT; r++) {
        s->on[r] = 1;
        s->severity[r] = (uint8_t)hloa_rules[r].severity;
    }
    s->config = NULL;
}

static void apply_choice(hloa_rule_settings *s, const hloa_rule_choice *c)
{
    for (int r = 0; r < HLOA_RULE_COUNT; r++) {
        if (c->has_select)
            s->on[r] = c->select[r] > c->ignore[r];
        else if (c->ignore[r])
            s->on[r] = 0;
        if (c->severity_by[r])
            s->severity[r] = c->severity[r];
    }
}

int hloa_rule_choice_show_from(hloa_rule_choice *c, const char *word, size_t len, char *why,
                               size_t why_size)
{
    for (int sev = HLOA_SEV_NOTE; sev <= HLOA_SEV_ERROR; sev++) {
        const char *name = hloa_severity_name((hloa_severity)sev);
        if (strlen(name) == len && !memcmp(name, word, len)) {
            c->show_from = (uint8_t)(sev + 1);
            return 0;
        }
    }
    snprintf(why, why_size, "unknown severity '%.*s' (note, warning or error)", (int)len, word);
    return -1;
}

void hloa_rule_settings_resolve(hloa_rule_settings *s, const hloa_rule_choice *file,
                                const hloa_rule_choice *cli)
{
    hloa_rule_settings_default(s);
    if (file)
        apply_choice(s, file);
    if (cli)
        apply_choice(s, cli);
    s->on[HLOA_RULE_SYNTAX] = 1;
    s->severity[HLOA_RULE_SYNTAX] = HLOA_SEV_ERROR;
    s->show_from = HLOA_SEV_NOTE;
    if (file && file->show_from)
        s->show_from = (hloa_severity)(file->show_from - 1);
    if (cli && cli->show_from)
        s->show_from = (hloa_severity)(cli->show_from - 1);
}

void hloa_rule_settings_apply(const hloa_rule_settings *s, hloa_diags *d, size_t first)
{
    for (size_t i = first; i < d->list.len; i++) {
        hloa_diag *dg = &d->list.items[i];
        if (dg->dropped)
            continue;
        if (!s->on[dg->rule]) {
            hloa_diags_drop(d, i);
            continue;
        }
        hloa_severity sev = (hloa_severity)s->severity[dg->rule];
        if (sev != dg->severity) {
            d->counts[dg->severity] -= 1 + dg->more;
            d->counts[sev] += 1 + dg->more;
            dg->severity = sev;
        }
    }
}
