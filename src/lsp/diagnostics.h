/* A document's diagnostics as LSP publishes them (textDocument/publishDiagnostics). */
#ifndef HLOASYNC_LSP_DIAGNOSTICS_H
#define HLOASYNC_LSP_DIAGNOSTICS_H

#include "analysis.h"

#include <cjson/cJSON.h>

/* The params of publishDiagnostics for doc's analysis. */
cJSON *hloa_lsp_diagnostics_json(hloa_lsp_doc *doc, int utf8);
/* The diagnostic of doc's analysis whose range holds or touches [b, e) first after from, or -1. */
long hloa_lsp_diagnostic_at(const hloa_lsp_analysis *an, uint32_t b, uint32_t e, size_t from);

#endif
