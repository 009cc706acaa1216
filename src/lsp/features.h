/*
 * The requests on a document, one file a feature: each is given the request
 * (a checked document, its params, the settings) and returns its result
 * (NULL: null), or sets *error to an error code.
 */
#ifndef HLOASYNC_LSP_FEATURES_H
#define HLOASYNC_LSP_FEATURES_H

#include "analysis.h"
#include "document.h"

#include <cjson/cJSON.h>

typedef struct hloa_lsp_request {
    hloa_lsp_doc *doc;             /* the document named, checked (doc->an set) */
    const cJSON *params;           /* the request's params */
    const hloa_lsp_config *config; /* the client's settings */
    const hloa_lsp_pipeline *p;    /* verify's pipeline (a rewrite reads the text afresh) */
    uint32_t off;                  /* params.position as an offset, when it has one */
} hloa_lsp_request;

/* navigate.c: textDocument/definition and textDocument/references. */
cJSON *hloa_lsp_definition(const hloa_lsp_request *r);
cJSON *hloa_lsp_references(const hloa_lsp_request *r);
/* hover.c: textDocument/hover. */
cJSON *hloa_lsp_hover(const hloa_lsp_request *r);
/* symbols.c: textDocument/documentSymbol, textDocument/foldingRange, and workspace/symbol over
   the open documents (checked first by the caller). */
cJSON *hloa_lsp_document_symbols(const hloa_lsp_request *r);
cJSON *hloa_lsp_folding_ranges(const hloa_lsp_request *r);
cJSON *hloa_lsp_workspace_symbols(hloa_lsp_doc *const *docs, size_t n, const char *query, int utf8);
/* actions.c: textDocument/codeAction. */
cJSON *hloa_lsp_code_actions(const hloa_lsp_request *r);
/* hints.c: textDocument/inlayHint. */
cJSON *hloa_lsp_inlay_hints(const hloa_lsp_request *r);

#endif
