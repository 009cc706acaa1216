/*
 * Project config files: the rule settings (settings.h) of each input come
 * from the nearest config file above it, then the command line.
 *
 * From the input's directory up to the root, the first directory that holds
 * either file decides: `.hlo-async.toml` (its top-level keys), else a
 * `pyproject.toml` with a `[tool.hlo-async]` table (one without that table is
 * passed by, as ruff does). The keys are select, ignore, error, warning and
 * note, each an array of rule names; anything else in our table is an error
 * located in the file. Standard input is looked up from the directory of
 * --stdin-filename, else the current one.
 */
#ifndef HLOASYNC_CONFIG_H
#define HLOASYNC_CONFIG_H

#include "hloasync/arena.h"
#include "hloasync/settings.h"

#include <stddef.h>

/* Longest message of a config error: "path:line:col: error: ..." */
#define HLOA_CONFIG_ERROR_MAX 1024

typedef struct hloa_config_dir hloa_config_dir;
typedef struct hloa_config_file hloa_config_file;

/* The settings of one run's inputs, each config file read once. */
typedef struct hloa_configs {
    const hloa_rule_choice *cli; /* the command line's choice (NULL: none) */
    const char *forced;          /* --config=FILE: this file for every input, no search */
    int isolated;                /* --isolated: no config file at all */
    HLOA_VEC(hloa_config_dir *) dirs;   /* directories asked about, with their settings */
    HLOA_VEC(hloa_config_file *) files; /* config files read, with their settings */
} hloa_configs;

void hloa_configs_init(hloa_configs *c, const hloa_rule_choice *cli, const char *forced,
                       int isolated);
void hloa_configs_release(hloa_configs *c);

/*
 * The settings for input path ("-": standard input, named stdin_name or
 * NULL). NULL when the config file that applies cannot be read or is wrong:
 * err then holds a message located in it.
 */
const hloa_rule_settings *hloa_configs_for(hloa_configs *c, const char *path,
                                           const char *stdin_name, char *err, size_t err_size);

/*
 * Reads a config file into choice; is_pyproject: look in [tool.hlo-async]
 * (and *found says whether it has one). 0, or -1 with a located message in err.
 */
int hloa_config_read(const char *path, int is_pyproject, hloa_rule_choice *choice, int *found,
                     char *err, size_t err_size);
/* The same over len bytes of text already read (path only names it in messages). */
int hloa_config_parse(const char *path, const char *text, size_t len, int is_pyproject,
                      hloa_rule_choice *choice, int *found, char *err, size_t err_size);

#endif
