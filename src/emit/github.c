/*
 * GitHub Actions workflow commands, one line per diagnostic:
 *   ::error file=F,line=L,col=C,endLine=L2,endColumn=C2,title=hlo-async (rule)::message
 * with the escaping of actions/toolkit (message: % CR LF; properties also : ,).
 */
#include "hloasync/emit.h"

#include "hloasync/strbuf.h"

static void escape(hloa_strbuf *sb, const char *s, int property)
{
    for (; *s; s++) {
        switch (*s) {
        case '%':
            hloa_strbuf_adds(sb, "%25");
            break;
        case '\r':
            hloa_strbuf_adds(sb, "%0D");
            break;
        case '\n':
            hloa_strbuf_adds(sb, "%0A");
            break;
        case ':':
            hloa_strbuf_adds(sb, property ? "%3A" : ":");
            break;
        case ',':
            hloa_strbuf_adds(sb, property ? "%2C" : ",");
            break;
        default:
            hloa_strbuf_addc(sb, *s);
        }
    }
}

void hloa_emit_github(FILE *out, hloa_source *src, const hloa_diags *d)
{
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    for (size_t i = 0; i < d->list.len; i++) {
        const hloa_diag *dg = &d->list.items[i];
        uint32_t line, col, eline, ecol;
        hloa_source_linecol(src, dg->off, &line, &col);
        hloa_source_linecol(src, dg->end > dg->off ? dg->end : dg->off + 1, &eline, &ecol);
        static const char *const cmd[] = {"notice", "warning", "error"};
        hloa_strbuf_clear(&sb);
        hloa_strbuf_addf(&sb, "::%s file=", cmd[dg->severity]);
        escape(&sb, src->path, 1);
        hloa_strbuf_addf(&sb, ",line=%u,col=%u,endLine=%u,endColumn=%u,title=", line, col, eline,
                         ecol);
        escape(&sb, "hlo-async (", 1);
        escape(&sb, hloa_rules[dg->rule].id, 1);
        escape(&sb, ")", 1);
        hloa_strbuf_adds(&sb, "::");
        escape(&sb, dg->message, 0);
        for (uint32_t k = 0; k < dg->n_related; k++) {
            uint32_t rl, rc;
            hloa_source_linecol(src, dg->related[k].off, &rl, &rc);
            hloa_strbuf_addf(&sb, "%%0A%u:%u: ", rl, rc);
            escape(&sb, dg->related[k].message, 0);
        }
        hloa_strbuf_addc(&sb, '\n');
        fwrite(sb.buf, 1, sb.len, out);
    }
    hloa_strbuf_release(&sb);
}
