/* The subcommands; each returns the process exit status (see cli/options.h). */
#ifndef HLOASYNC_COMMANDS_H
#define HLOASYNC_COMMANDS_H

int hloa_cmd_verify(int argc, char **argv);
int hloa_cmd_desugar(int argc, char **argv);
int hloa_cmd_resugar(int argc, char **argv);
int hloa_cmd_chains(int argc, char **argv);
int hloa_cmd_rules(int argc, char **argv);
int hloa_cmd_explain(int argc, char **argv);
int hloa_cmd_text(int argc, char **argv);

#endif
