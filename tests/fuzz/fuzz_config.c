/* Fuzz target: a config file, read as .hlo-async.toml and as pyproject.toml. */
#include "cli/config.h"

#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    for (int pyproject = 0; pyproject < 2; pyproject++) {
        hloa_rule_choice choice;
        int found;
        char err[HLOA_CONFIG_ERROR_MAX];
        if (hloa_config_parse("fuzz.toml", (const char *)data, size, pyproject, &choice, &found,
                              err, sizeof(err)) == 0) {
            hloa_rule_settings s;
            hloa_rule_settings_resolve(&s, found ? &choice : NULL, NULL);
            if (!s.on[HLOA_RULE_SYNTAX] || s.severity[HLOA_RULE_SYNTAX] != HLOA_SEV_ERROR)
                __builtin_trap(); /* syntax is always on and an error */
        } else if (!strstr(err, "error: ")) {
            __builtin_trap(); /* every refusal says where and why */
        }
    }
    return 0;
}
