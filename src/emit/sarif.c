/*
 * SARIF 2.1.0 for GitHub code scanning, built with cJSON: every rule in
 * tool.driver.rules (not only those that fired), results with physical
 * locations whose URIs are relative to the repository root (%SRCROOT%), and
 * related locations for the notes. Columns are 1-based bytes; endColumn is
 * the column after the last character, as SARIF defines it.
 */
#include "hloasync/emit.h"

#include <cjson/cJSON.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The repository root: the nearest directory upwards from the working directory with .git. */
static char *find_root(void)
{
    char dir[PATH_MAX];
    if (!getcwd(dir, sizeof(dir)))
        return NULL;
    char probe[PATH_MAX + 8];
    for (;;) {
        struct stat st;
        snprintf(probe, sizeof(probe), "%s/.git", dir);
        if (stat(probe, &st) == 0)
            break;
        char *slash = strrchr(dir, '/');
        if (!slash || slash == dir) {
            if (!getcwd(dir, sizeof(dir))) /* no repository: the working directory */
                return NULL;
            break;
        }
        *slash = '\0';
    }
    size_t n = strlen(dir);
    char *root = hloa_xmalloc(n + 2);
    memcpy(root, dir, n);
    root[n] = '/';
    root[n + 1] = '\0';
    return root;
}

/* Percent-encodes what may not stand in a URI path. */
static char *uri_escape(const char *path)
{
    size_t n = strlen(path);
    char *out = hloa_xmalloc(3 * n + 1), *q = out;
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
            strchr("/-._~", *p))
            *q++ = (char)*p;
        else
            q += sprintf(q, "%%%02X", *p);
    }
    *q = '\0';
    return out;
}

struct hloa_sarif {
    cJSON *doc;     /* the whole log */
    cJSON *results; /* runs[0].results */
    char *root;     /* repository root with a final '/', or NULL */
};

static cJSON *text_object(const char *text)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "text", text);
    return o;
}

/* The rule's id in CamelCase, as SARIF's reportingDescriptor.name. */
static char *camel(const char *id)
{
    char *s = hloa_xmalloc(strlen(id) + 1), *q = s;
    int up = 1;
    for (const char *p = id; *p; p++) {
        if (*p == '-') {
            up = 1;
            continue;
        }
        *q++ = up && *p >= 'a' && *p <= 'z' ? (char)(*p - 'a' + 'A') : *p;
        up = 0;
    }
    *q = '\0';
    return s;
}

static const char *level_of(hloa_severity s)
{
    return s == HLOA_SEV_ERROR ? "error" : s == HLOA_SEV_WARNING ? "warning" : "note";
}

hloa_sarif *hloa_sarif_new(void)
{
    hloa_sarif *s = hloa_xmalloc(sizeof(*s));
    s->root = find_root();
    s->doc = cJSON_CreateObject();
    cJSON_AddStringToObject(s->doc, "$schema", "https://json.schemastore.org/sarif-2.1.0.json");
    cJSON_AddStringToObject(s->doc, "version", "2.1.0");
    cJSON *run = cJSON_CreateObject();
    cJSON_AddItemToArray(cJSON_AddArrayToObject(s->doc, "runs"), run);
    cJSON *driver = cJSON_AddObjectToObject(cJSON_AddObjectToObject(run, "tool"), "driver");
    cJSON_AddStringToObject(driver, "name", "hlo-async");
    cJSON_AddStringToObject(driver, "semanticVersion", HLOA_VERSION);
    cJSON_AddStringToObject(driver, "informationUri", hloa_doc_url());
    cJSON *rules = cJSON_AddArrayToObject(driver, "rules");
    for (int i = 0; i < HLOA_RULE_COUNT; i++) {
        cJSON *r = cJSON_CreateObject();
        char *name = camel(hloa_rules[i].id);
        const char *help = hloa_rules[i].explanation;
        cJSON_AddStringToObject(r, "id", hloa_rules[i].id);
        cJSON_AddStringToObject(r, "name", name);
        cJSON_AddItemToObject(r, "shortDescription", text_object(hloa_rules[i].summary));
        cJSON_AddItemToObject(r, "fullDescription",
                              text_object(help ? help : hloa_rules[i].summary));
        cJSON_AddItemToObject(r, "help", text_object(help ? help : hloa_rules[i].summary));
        char url[512];
        hloa_rule_url((hloa_rule)i, url, sizeof(url));
        cJSON_AddStringToObject(r, "helpUri", url);
        cJSON_AddStringToObject(cJSON_AddObjectToObject(r, "defaultConfiguration"), "level",
                                level_of(hloa_rules[i].severity));
        cJSON_AddItemToArray(rules, r);
        free(name);
    }
    if (s->root) {
        char *uri = uri_escape(s->root);
        char *file_uri = hloa_xmalloc(strlen(uri) + 8);
        sprintf(file_uri, "file://%s", uri);
        cJSON *bases = cJSON_AddObjectToObject(run, "originalUriBaseIds");
        cJSON_AddStringToObject(cJSON_AddObjectToObject(bases, "%SRCROOT%"), "uri", file_uri);
        free(uri);
        free(file_uri);
    }
    cJSON_AddStringToObject(run, "columnKind", "unicodeCodePoints");
    s->results = cJSON_AddArrayToObject(run, "results");
    return s;
}

/* artifactLocation of a path: repository-relative when it lies in the repository. */
static cJSON *artifact(const hloa_sarif *s, const char *path)
{
    cJSON *a = cJSON_CreateObject();
    char abs[PATH_MAX];
    const char *rel = path;
    if (s->root && realpath(path, abs) && !strncmp(abs, s->root, strlen(s->root)))
        rel = abs + strlen(s->root);
    else if (s->root && path[0] != '/' && !strncmp(path, "./", 2))
        rel = path + 2;
    char *uri = uri_escape(rel);
    if (rel[0] == '/') { /* outside the root: an absolute file URI */
        char *file = hloa_xmalloc(strlen(uri) + 8);
        sprintf(file, "file://%s", uri);
        cJSON_AddStringToObject(a, "uri", file);
        free(file);
    } else {
        cJSON_AddStringToObject(a, "uri", uri);
        if (s->root)
            cJSON_AddStringToObject(a, "uriBaseId", "%SRCROOT%");
    }
    free(uri);
    return a;
}

static cJSON *location(const hloa_sarif *s, hloa_source *src, uint32_t off, uint32_t end,
                       const char *message)
{
    uint32_t line, col, eline, ecol;
    hloa_source_linecol(src, off, &line, &col);
    hloa_source_linecol(src, end > off ? end : off + 1, &eline, &ecol);
    cJSON *loc = cJSON_CreateObject();
    cJSON *phys = cJSON_AddObjectToObject(loc, "physicalLocation");
    cJSON_AddItemToObject(phys, "artifactLocation", artifact(s, src->path));
    cJSON *region = cJSON_AddObjectToObject(phys, "region");
    cJSON_AddNumberToObject(region, "startLine", line);
    cJSON_AddNumberToObject(region, "startColumn", col);
    cJSON_AddNumberToObject(region, "endLine", eline);
    cJSON_AddNumberToObject(region, "endColumn", ecol);
    if (message)
        cJSON_AddItemToObject(loc, "message", text_object(message));
    return loc;
}

void hloa_sarif_add_file(hloa_sarif *s, hloa_source *src, const hloa_diags *d)
{
    for (size_t i = 0; i < d->list.len; i++) {
        const hloa_diag *dg = &d->list.items[i];
        cJSON *r = cJSON_CreateObject();
        cJSON_AddStringToObject(r, "ruleId", hloa_rules[dg->rule].id);
        cJSON_AddNumberToObject(r, "ruleIndex", dg->rule);
        cJSON_AddStringToObject(r, "level", level_of(dg->severity));
        cJSON_AddItemToObject(r, "message", text_object(dg->message));
        cJSON *locs = cJSON_AddArrayToObject(r, "locations");
        cJSON_AddItemToArray(locs, location(s, src, dg->off, dg->end, NULL));
        if (dg->n_related) {
            cJSON *rel = cJSON_AddArrayToObject(r, "relatedLocations");
            for (uint32_t k = 0; k < dg->n_related; k++) {
                cJSON *l = location(s, src, dg->related[k].off, dg->related[k].off + 1,
                                    dg->related[k].message);
                cJSON_AddNumberToObject(l, "id", k);
                cJSON_AddItemToArray(rel, l);
            }
        }
        cJSON_AddItemToArray(s->results, r);
    }
}

char *hloa_sarif_finish(hloa_sarif *s, const char *const *failures, size_t n_failures)
{
    /* Whether the run completed: a log of a run that failed must not read as "no results"
       (code scanning would close the open alerts). */
    cJSON *run = cJSON_GetArrayItem(cJSON_GetObjectItem(s->doc, "runs"), 0);
    cJSON *inv = cJSON_CreateObject();
    cJSON_AddItemToArray(cJSON_AddArrayToObject(run, "invocations"), inv);
    cJSON_AddBoolToObject(inv, "executionSuccessful", n_failures == 0);
    if (n_failures) {
        cJSON *notes = cJSON_AddArrayToObject(inv, "toolExecutionNotifications");
        for (size_t i = 0; i < n_failures; i++) {
            cJSON *n = cJSON_CreateObject();
            cJSON_AddStringToObject(n, "level", "error");
            cJSON_AddItemToObject(n, "message", text_object(failures[i]));
            cJSON_AddItemToArray(notes, n);
        }
    }
    char *text = hloa_json_print(s->doc, 0);
    cJSON_Delete(s->doc);
    free(s->root);
    free(s);
    return text;
}
