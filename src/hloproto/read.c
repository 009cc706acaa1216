/*
 * An HloProto read as a module: rendered to HLO text (render.c), and the
 * text read by the HLO parser, so that every rule, the chains and the cost
 * model see exactly what they see of a text dump.
 */
#include "hloasync/hloproto.h"
#include "hloasync/parse.h"

#include <stdio.h>
#include <string.h>

int hloa_hloproto_name(const char *path)
{
    static const char *const suffixes[] = {".pb", ".pb.xz", ".pb.gz", ".pbz"};
    size_t n = strlen(path);
    for (size_t i = 0; i < sizeof(suffixes) / sizeof(suffixes[0]); i++) {
        size_t k = strlen(suffixes[i]);
        if (n > k && !strcmp(path + n - k, suffixes[i]))
            return 1;
    }
    return 0;
}

int hloa_hloproto_read(const uint8_t *bytes, size_t len, const char *display, hloa_source *src,
                       hloa_module *m, hloa_diags *diags, char *err, size_t errlen)
{
    hloa_strbuf text = HLOA_STRBUF_INIT;
    if (hloa_hloproto_to_text(bytes, len, &text, err, errlen)) {
        hloa_strbuf_release(&text);
        return -1;
    }
    if (text.len > HLOA_SOURCE_MAX) {
        hloa_strbuf_release(&text);
        snprintf(err, errlen, "its HLO text is larger than 4 GB");
        return -1;
    }
    hloa_source_init_mem(src, display, text.buf, text.len);
    hloa_strbuf_release(&text);
    hloa_region whole = {0, src->len};
    hloa_module_init(m, src, whole);
    hloa_parse_module(m, diags);
    return 0;
}
