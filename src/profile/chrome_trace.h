/*
 * The Chrome trace reader's one knob, for the tests and the fuzzer: how many
 * bytes it reads at a time (at most). Reading a few bytes at a time makes
 * every token of a small document straddle the end of the buffer, the case a
 * big trace meets once a megabyte.
 */
#ifndef HLOA_PROFILE_CHROME_TRACE_H
#define HLOA_PROFILE_CHROME_TRACE_H

#include <stddef.h>

extern size_t hloa_chrome_trace_chunk; /* 1 MB unless a test says otherwise */

#endif
