/* hlo-async rules / explain: print the rule table (rules.def). */
#include "hloasync/commands.h"
#include "hloasync/diag.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char rules_usage[] =
    "usage: hlo-async rules [--format=text|json]\n"
    "\n"
    "Lists every rule id with its severity and summary; --format=json gives each\n"
    "rule's id, severity, scope (what its check looks at), summary and explanation.";

static int print_json(void)
{
    cJSON *list = cJSON_CreateArray();
    for (int i = 0; i < HLOA_RULE_COUNT; i++) {
        cJSON *r = cJSON_CreateObject();
        cJSON_AddStringToObject(r, "id", hloa_rules[i].id);
        cJSON_AddStringToObject(r, "severity", hloa_severity_name(hloa_rules[i].severity));
        cJSON_AddStringToObject(r, "scope", hloa_scope_name(hloa_rules[i].scope));
        cJSON_AddStringToObject(r, "summary", hloa_rules[i].summary);
        cJSON_AddStringToObject(r, "explanation", hloa_rules[i].explanation);
        cJSON_AddItemToArray(list, r);
    }
    char *doc = cJSON_Print(list);
    cJSON_Delete(list);
    if (!doc) return 2;
    puts(doc);
    free(doc);
    return 0;
}

int hloa_cmd_rules(int argc, char **argv)
{
    int json = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            puts(rules_usage);
            return 0;
        }
        if (!strcmp(argv[i], "--format=json") || !strcmp(argv[i], "--format=text")) {
            json = !strcmp(argv[i], "--format=json");
            continue;
        }
        fprintf(stderr, "hlo-async rules: unknown argument '%s'\n%s\n", argv[i], rules_usage);
        return 2;
    }
    if (json) return print_json();
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
    fputs(hloa_rules[r].explanation, stdout);
    return 0;
}
