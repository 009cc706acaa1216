/* An instruction's name and line as the renderers of the schedule print them. */
#ifndef HLOASYNC_EMIT_INSTR_TEXT_H
#define HLOASYNC_EMIT_INSTR_TEXT_H

#include "hloasync/ir.h"
#include "hloasync/source.h"

static inline const char *name_of(const hloa_module *m, const hloa_instr *in, uint32_t *len)
{
    return hloa_name(m, in->name, len);
}

static inline uint32_t line_of(hloa_source *src, const hloa_instr *in)
{
    uint32_t line, col;
    hloa_source_linecol(src, in->off, &line, &col);
    return line;
}

#endif
