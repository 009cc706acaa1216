/* hlo-async rules / explain: print the rule table (rules.def), with the settings in effect. */
#include "options.h"
#include "commands.h"
#include "config.h"
#include "hloasync/diag.h"
#include "hloasync/emit.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const hloa_command_help rules_help = {
    "rules",
    "hlo-async rules [--format=text|json] [--select=RULES] [--ignore=RULES]\n"
    "                       [--error|--warning|--note=RULES]\n"
    "                       [--config=FILE | --isolated] [PATH]",
    "Lists every rule id with its severity and summary. The severity is the one\n"
    "in effect for PATH (default: the current directory): the nearest config file\n"
    "above it (.hlo-async.toml, or pyproject.toml with [tool.hlo-async]), then the\n"
    "options, as 'hlo-async verify' applies them; 'off' for a rule that is not\n"
    "checked. --format=json gives one object: \"tool\", \"config\" (the config file\n"
    "read, or null) and \"rules\", each rule's id, severity, default_severity, scope\n"
    "(what its check looks at), summary, explanation and url (its documentation).\n"
    "\n"
    "  -f, --format=FMT        text (default) or json\n"
    "      --select, --ignore, --error, --warning, --note, --config, --isolated\n"
    "                          as for 'hlo-async verify'\n"
    "  -h, --help              this text\n",
    NULL,
};

/* What a rule is reported at: its severity, or "off". */
static const char *effective(const hloa_rule_settings *s, int r)
{
    return s->on[r] ? hloa_severity_name((hloa_severity)s->severity[r]) : "off";
}

/* {"tool", "rules": [...]}: one shape with verify's and chains' documents. */
static int print_json(const hloa_rule_settings *s)
{
    cJSON *doc = cJSON_CreateObject();
    hloa_json_add_tool(doc);
    if (s->config)
        cJSON_AddStringToObject(doc, "config", s->config);
    else
        cJSON_AddNullToObject(doc, "config");
    cJSON *list = cJSON_AddArrayToObject(doc, "rules");
    for (int i = 0; i < HLOA_RULE_COUNT; i++) {
        cJSON *r = cJSON_CreateObject();
        cJSON_AddStringToObject(r, "id", hloa_rules[i].id);
        cJSON_AddStringToObject(r, "severity", effective(s, i));
        cJSON_AddStringToObject(r, "default_severity", hloa_severity_name(hloa_rules[i].severity));
        cJSON_AddStringToObject(r, "scope", hloa_scope_name(hloa_rules[i].scope));
        cJSON_AddStringToObject(r, "summary", hloa_rules[i].summary);
        cJSON_AddStringToObject(r, "explanation", hloa_rules[i].explanation);
        char url[512];
        hloa_rule_url((hloa_rule)i, url, sizeof(url));
        cJSON_AddStringToObject(r, "url", url);
        cJSON_AddItemToArray(list, r);
    }
    char *text = hloa_json_print(doc, 0);
    cJSON_Delete(doc);
    puts(text);
    free(text);
    return 0;
}

/* The settings for path as verify would find them for a file there (a directory: a file in it). */
static const hloa_rule_settings *settings_for(hloa_configs *configs, const char *path, char *err,
                                             size_t err_size)
{
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        size_t n = strlen(path) + 3;
        char *inside = hloa_xmalloc(n);
        snprintf(inside, n, "%s/x", path);
        const hloa_rule_settings *s = hloa_configs_for(configs, inside, NULL, err, err_size);
        free(inside);
        return s;
    }
    return hloa_configs_for(configs, path, NULL, err, err_size);
}

int hloa_cmd_rules(int argc, char **argv)
{
    hloa_options o;
    int rc = hloa_options_parse(&o, argc, argv, HLOA_OPT_FORMAT | HLOA_OPT_RULES, &rules_help);
    if (!rc && o.format != HLOA_FMT_TEXT && o.format != HLOA_FMT_JSON) {
        rc = hloa_usage_error("rules", "--format must be text or json");
    } else if (!rc && o.n_files > 1) {
        rc = hloa_usage_error("rules", "at most one PATH");
    }
    if (rc) {
        hloa_options_release(&o);
        return rc == 1 ? 0 : 2;
    }
    hloa_configs configs;
    hloa_configs_init(&configs, &o.rules, o.config, o.isolated);
    char err[HLOA_CONFIG_ERROR_MAX];
    const hloa_rule_settings *s = settings_for(&configs, o.n_files ? o.files[0] : ".", err,
                                               sizeof(err));
    if (!s) {
        fprintf(stderr, "%s\n", err);
        rc = 2;
    } else if (o.format == HLOA_FMT_JSON) {
        rc = print_json(s);
    } else {
        for (int i = 0; i < HLOA_RULE_COUNT; i++)
            printf("%-30s %-8s %s\n", hloa_rules[i].id, effective(s, i), hloa_rules[i].summary);
        if (s->config)
            fprintf(stderr, "hlo-async: rule settings from %s\n", s->config);
    }
    hloa_configs_release(&configs);
    hloa_options_release(&o);
    return rc;
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
        char why[256];
        hloa_unknown_rule(argv[1], strlen(argv[1]), why, sizeof(why));
        return hloa_usage_error("explain", "%s", why);
    }
    printf("%s (%s): %s\n\n", hloa_rules[r].id, hloa_severity_name(hloa_rules[r].severity),
           hloa_rules[r].summary);
    fputs(hloa_rules[r].explanation, stdout);
    char url[512];
    hloa_rule_url((hloa_rule)r, url, sizeof(url));
    printf("\nDocumentation: %s\n", url); /* the docs/ the explanation names are beside it */
    return 0;
}
