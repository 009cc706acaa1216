/*
 * The document store. A document's text is an hloa_source of its own, so
 * the front ends read it as they read a file, and each edit moves the bytes
 * after it once (an 80 MB dump: a memmove, no copy of the whole).
 */
#include "document.h"
#include "analysis.h"

#include "hloasync/strbuf.h"

#include <stdlib.h>
#include <string.h>

static int hex(int c)
{
    return c >= '0' && c <= '9'   ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
}

char *hloa_lsp_uri_path(const char *uri)
{
    if (strncmp(uri, "file://", 7))
        return NULL;
    const char *p = uri + 7;
    if (*p != '/') { /* file://host/path: the host is ours only when empty or localhost */
        if (strncmp(p, "localhost/", 10))
            return NULL;
        p += 9;
    }
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    for (; *p; p++) {
        int a, b;
        if (*p == '%' && (a = hex(p[1])) >= 0 && (b = hex(p[2])) >= 0 && (a || b)) {
            hloa_strbuf_addc(&sb, (char)(a * 16 + b));
            p += 2;
        } else
            hloa_strbuf_addc(&sb, *p);
    }
    return hloa_strbuf_detach(&sb, NULL);
}

char *hloa_lsp_path_uri(const char *path)
{
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    hloa_strbuf_adds(&sb, "file://");
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
            strchr("/-._~", *p))
            hloa_strbuf_addc(&sb, (char)*p);
        else
            hloa_strbuf_addf(&sb, "%%%02X", *p);
    }
    return hloa_strbuf_detach(&sb, NULL);
}

hloa_input_lang hloa_lsp_language(const char *language_id)
{
    if (language_id && !strcmp(language_id, "hlo"))
        return HLOA_LANG_HLO;
    if (language_id && !strcmp(language_id, "mlir"))
        return HLOA_LANG_MLIR;
    return HLOA_LANG_AUTO;
}

hloa_lsp_doc *hloa_lsp_docs_find(hloa_lsp_docs *d, const char *uri)
{
    for (size_t i = 0; i < d->list.len; i++)
        if (!strcmp(d->list.items[i]->uri, uri))
            return d->list.items[i];
    return NULL;
}

void hloa_lsp_doc_forget(hloa_lsp_doc *doc)
{
    hloa_lsp_analysis_free(doc->an);
    doc->an = NULL;
}

/* Makes room for len bytes and the padding; the padding is zeroed. */
static void reserve(hloa_lsp_doc *doc, size_t len)
{
    if (len + HLOA_SOURCE_PADDING > doc->cap) {
        doc->cap = len + HLOA_SOURCE_PADDING + 65536; /* typing grows it a page at a time */
        doc->src.text = hloa_xrealloc(doc->src.text, doc->cap);
    }
}

static void text_changed(hloa_lsp_doc *doc, size_t len)
{
    doc->src.len = (uint32_t)len;
    memset(doc->src.text + len, 0, HLOA_SOURCE_PADDING);
    free(doc->src.newlines_before); /* the source's own line table, for the renderers */
    doc->src.newlines_before = NULL;
    doc->src.n_counted = 0;
    doc->lines_ok = 0;
    hloa_lsp_doc_forget(doc);
}

hloa_lsp_doc *hloa_lsp_docs_open(hloa_lsp_docs *d, const char *uri, hloa_input_lang lang,
                                 int64_t version, char *text, size_t len)
{
    hloa_lsp_doc *doc = hloa_lsp_docs_find(d, uri);
    if (doc) { /* opened twice: the second text wins, as a reopen would */
        hloa_lsp_doc_forget(doc);
        free(doc->src.text);
    } else {
        doc = hloa_xcalloc(1, sizeof(*doc));
        doc->uri = hloa_xstrdup(uri);
        doc->path = hloa_lsp_uri_path(uri);
        doc->src.path = hloa_xstrdup(doc->path ? doc->path : uri);
        HLOA_VEC_PUSH(d->list, doc);
    }
    doc->lang = lang;
    doc->version = version;
    doc->src.text = text;
    doc->cap = 0;
    if (len > HLOA_SOURCE_MAX)
        len = 0; /* too big for the IR's offsets: an empty text, said by the caller */
    reserve(doc, len);
    doc->due_ms = 0;
    text_changed(doc, len);
    return doc;
}

void hloa_lsp_docs_close(hloa_lsp_docs *d, hloa_lsp_doc *doc)
{
    for (size_t i = 0; i < d->list.len; i++)
        if (d->list.items[i] == doc) {
            memmove(d->list.items + i, d->list.items + i + 1, (d->list.len - i - 1) * sizeof(doc));
            d->list.len--;
            break;
        }
    hloa_lsp_doc_forget(doc);
    hloa_lsp_lines_release(&doc->lines);
    hloa_source_release(&doc->src);
    free(doc->uri);
    free(doc->path);
    free(doc);
}

void hloa_lsp_docs_release(hloa_lsp_docs *d)
{
    while (d->list.len)
        hloa_lsp_docs_close(d, d->list.items[d->list.len - 1]);
    free(d->list.items);
    memset(d, 0, sizeof(*d));
}

int hloa_lsp_doc_edit(hloa_lsp_doc *doc, uint32_t b, uint32_t e, const char *s, size_t n)
{
    size_t len = doc->src.len;
    if (len - (e - b) + n > HLOA_SOURCE_MAX)
        return -1;
    size_t new_len = len - (e - b) + n;
    reserve(doc, new_len);
    memmove(doc->src.text + b + n, doc->src.text + e, len - e);
    memcpy(doc->src.text + b, s, n);
    text_changed(doc, new_len);
    return 0;
}

const hloa_lsp_lines *hloa_lsp_doc_lines(hloa_lsp_doc *doc)
{
    if (!doc->lines_ok) {
        hloa_lsp_lines_build(&doc->lines, doc->src.text, doc->src.len);
        doc->lines_ok = 1;
    }
    return &doc->lines;
}
