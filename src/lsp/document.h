/*
 * The open documents: each one's text as the client last sent it (edits
 * applied in place), its language, version and lines, and what was found in
 * it (analysis.h) until the next edit.
 */
#ifndef HLOASYNC_LSP_DOCUMENT_H
#define HLOASYNC_LSP_DOCUMENT_H

#include "position.h"

#include "hloasync/arena.h"
#include "hloasync/parse.h"
#include "hloasync/source.h"

#include <stdint.h>

struct hloa_lsp_analysis;

typedef struct hloa_lsp_doc {
    char *uri;                    /* as the client names it (heap) */
    char *path;                   /* the file it is, for its config file; NULL: not a file:// URI */
    hloa_input_lang lang;         /* from its languageId, else AUTO: sniffed as verify does */
    int64_t version;              /* the client's */
    hloa_source src;              /* the text (heap, NUL padded) and its display name */
    size_t cap;                   /* allocated bytes of src.text */
    hloa_lsp_lines lines;         /* of the text, when lines_ok */
    int lines_ok;                 /* lines is that of the current text */
    struct hloa_lsp_analysis *an; /* what the last check found in this text, NULL: not checked */
    int64_t due_ms;               /* an edit waits for a check until then (0: none due) */
} hloa_lsp_doc;

typedef struct hloa_lsp_docs {
    HLOA_VEC(hloa_lsp_doc *) list; /* in the order opened */
} hloa_lsp_docs;

/* The file a file:// URI names (heap), percent escapes decoded; NULL for another scheme. */
char *hloa_lsp_uri_path(const char *uri);
/* A file:// URI of a path (heap). */
char *hloa_lsp_path_uri(const char *path);
/* The language of a languageId: hlo, mlir, or AUTO for anything else. */
hloa_input_lang hloa_lsp_language(const char *language_id);

hloa_lsp_doc *hloa_lsp_docs_find(hloa_lsp_docs *d, const char *uri);
/* Opens (or reopens) uri with text (taken: heap, len bytes, room for the padding or not). */
hloa_lsp_doc *hloa_lsp_docs_open(hloa_lsp_docs *d, const char *uri, hloa_input_lang lang,
                                 int64_t version, char *text, size_t len);
void hloa_lsp_docs_close(hloa_lsp_docs *d, hloa_lsp_doc *doc);
void hloa_lsp_docs_release(hloa_lsp_docs *d);
/* Replaces text[b, e) by the n bytes at s (b <= e <= len); its check is dropped. -1 when the
   text would grow past HLOA_SOURCE_MAX. */
int hloa_lsp_doc_edit(hloa_lsp_doc *doc, uint32_t b, uint32_t e, const char *s, size_t n);
/* The document's lines, built when the text changed. */
const hloa_lsp_lines *hloa_lsp_doc_lines(hloa_lsp_doc *doc);
/* The analysis of the document goes (an edit made it stale). */
void hloa_lsp_doc_forget(hloa_lsp_doc *doc);

#endif
