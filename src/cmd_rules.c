/* hlo-async rules / explain: print the rule table. */
#include "hloasync/commands.h"
#include "hloasync/diag.h"

#include <stdio.h>
#include <string.h>

int hloa_cmd_rules(int argc, char **argv)
{
    (void)argv;
    if (argc > 1) {
        if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
            puts("usage: hlo-async rules\n\nLists every rule id with its severity and summary.");
            return 0;
        }
        fprintf(stderr, "hlo-async rules: takes no arguments\n");
        return 2;
    }
    for (int i = 0; i < HLOA_RULE_COUNT; i++)
        printf("%-30s %-8s %s\n", hloa_rules[i].id, hloa_severity_name(hloa_rules[i].severity),
               hloa_rules[i].summary);
    return 0;
}

int hloa_cmd_explain(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: hlo-async explain RULE\n");
        return 2;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        puts("usage: hlo-async explain RULE\n\nExplains one rule (see 'hlo-async rules').");
        return 0;
    }
    int r = hloa_rule_lookup(argv[1]);
    if (r < 0) {
        fprintf(stderr, "hlo-async explain: unknown rule '%s' (see 'hlo-async rules')\n", argv[1]);
        return 2;
    }
    printf("%s (%s): %s\n\n", hloa_rules[r].id, hloa_severity_name(hloa_rules[r].severity),
           hloa_rules[r].summary);
    const char *text = hloa_rules[r].explanation;
    if (text)
        fputs(text, stdout);
    return 0;
}
