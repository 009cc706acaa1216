/*
 * Fuzz target: the language server's message reader and everything behind
 * it. The input is what a client writes to the server's standard input
 * (framed messages, or any bytes): the server reads it to the end, answers
 * into /dev/null, and must neither crash, hang nor leak.
 */
#include "cli/commands.h"

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *log;
    static int out = -1;
    if (!log) {
        log = fopen("/dev/null", "w");
        out = open("/dev/null", O_WRONLY);
    }
    int status =
        hloa_lsp_serve(hloa_lsp_verify_pipeline(1), -1, out, log, (const char *)data, size);
    if (status != 0 && status != 1)
        __builtin_trap(); /* 0 after shutdown and exit, else 1 */
    return 0;
}
