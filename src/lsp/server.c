/*
 * The server's loop: read a message, answer it, check the documents whose
 * edits have settled. One thread: a request is answered against the text
 * the client sent before it, checked first if an edit is waiting. Messages
 * already sent are read ahead, so that a $/cancelRequest behind the request
 * it cancels is seen before the work is done, and again after a check the
 * request waited for (the one long wait: a second on a big dump).
 */
#include "diagnostics.h"
#include "features.h"
#include "protocol.h"
#include "rpc.h"
#include "transport.h"

#include "hloasync/perf_table.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* How long an edit waits for the next before the document is checked (clangd: 50..500 ms). */
enum { DEBOUNCE_MS = 200, READ_AHEAD = 64 };

typedef enum { UNINITIALIZED, RUNNING, SHUT_DOWN } lifecycle;

typedef struct server {
    const hloa_lsp_pipeline *p;
    hloa_lsp_reader in;
    hloa_rpc_out out;
    FILE *log;
    lifecycle state;
    hloa_lsp_docs docs;
    hloa_lsp_config config;
    hloa_rpc_msg queue[READ_AHEAD]; /* read, not yet handled */
    size_t head, n_queued;
    int ended;       /* the input ended */
    int exit_status; /* -1: no exit yet */
} server;

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* ---- settings ---- */

static void set_string(char **slot, const cJSON *v)
{
    free(*slot);
    *slot = cJSON_IsString(v) && *v->valuestring ? hloa_xstrdup(v->valuestring) : NULL;
}

/* Says a problem of the settings to the user and the log. */
static void warn_user(server *s, const char *what)
{
    fprintf(s->log, "lsp: %s\n", what);
    cJSON *params = cJSON_CreateObject();
    cJSON_AddNumberToObject(params, "type", 2); /* Warning */
    cJSON_AddStringToObject(params, "message", what);
    hloa_rpc_notify(&s->out, "window/showMessage", params);
}

/* Is path a regular file, or nothing at all (the reader says so)? Not a FIFO, a device. */
static int is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) != 0 || S_ISREG(st.st_mode);
}

/* Reads the settings object (ours, or one holding ours as "hlo-async"). */
static void read_settings(server *s, const cJSON *obj)
{
    const cJSON *ours = cJSON_GetObjectItemCaseSensitive(obj, "hlo-async");
    if (cJSON_IsObject(ours))
        obj = ours;
    if (!cJSON_IsObject(obj))
        return;
    hloa_lsp_config *c = &s->config;
    const cJSON *v;
    if ((v = cJSON_GetObjectItemCaseSensitive(obj, "profile")))
        set_string(&c->profile, v);
    if ((v = cJSON_GetObjectItemCaseSensitive(obj, "perfTable")))
        set_string(&c->perf_table, v);
    if ((v = cJSON_GetObjectItemCaseSensitive(obj, "config")))
        set_string(&c->config, v);
    if (c->config && !is_file(c->config)) {
        warn_user(s, "hlo-async: setting 'config': not a regular file (no config file is read)");
        set_string(&c->config, NULL);
    }
    if (c->perf_table && !is_file(c->perf_table)) {
        /* a FIFO or a device would hold the server up; a missing file is said below */
        warn_user(s, "hlo-async: setting 'perfTable': not a regular file");
        set_string(&c->perf_table, NULL);
    }
    if ((v = cJSON_GetObjectItemCaseSensitive(obj, "inlayHints")))
        c->inlay_hints = !cJSON_IsFalse(v);
    char why[1024];
    hloa_perf_tables_free(c->tables);
    c->tables = NULL;
    if (hloa_hw_parse(c->profile ? c->profile : "h100", &c->hw, why, sizeof(why))) {
        char msg[1200];
        snprintf(msg, sizeof(msg), "hlo-async: setting 'profile': %s (h100 is used)", why);
        warn_user(s, msg);
        hloa_hw_default(&c->hw);
    }
    if (c->perf_table && c->hw.xla_device &&
        hloa_perf_tables_load(&c->tables, c->perf_table, c->hw.xla_device, why, sizeof(why))) {
        char msg[1200];
        snprintf(msg, sizeof(msg), "hlo-async: setting 'perfTable': %s", why);
        warn_user(s, msg);
        hloa_perf_tables_free(c->tables);
        c->tables = NULL;
    }
    c->hw.tables = c->tables;
}

/* ---- documents ---- */

static void publish(server *s, hloa_lsp_doc *doc)
{
    hloa_rpc_notify(&s->out, "textDocument/publishDiagnostics",
                    hloa_lsp_diagnostics_json(doc, s->config.utf8));
}

/* Checks doc's text (when not checked yet) and publishes what was found: 1 when it checked
   (it took a while: what the client sent meanwhile is read after it, see doc_request). */
static int check(server *s, hloa_lsp_doc *doc)
{
    doc->due_ms = 0;
    if (doc->an)
        return 0;
    /* said before and after, as clangd logs its builds: a client's log shows what a slow
       answer waited for */
    fprintf(s->log, "lsp: checking %s (version %lld)\n", doc->uri, (long long)doc->version);
    int64_t began = now_ms();
    doc->an = hloa_lsp_analyze(doc, s->p, &s->config);
    fprintf(s->log, "lsp: checked %s (version %lld) in %lld ms: %zu diagnostics\n", doc->uri,
            (long long)doc->version, (long long)(now_ms() - began), doc->an->diags.list.len);
    publish(s, doc);
    return 1;
}

/* The document params.textDocument.uri names, or NULL (the reply is the caller's). */
static hloa_lsp_doc *named_doc(server *s, const cJSON *params)
{
    const cJSON *td = cJSON_GetObjectItemCaseSensitive(params, "textDocument");
    const char *uri = hloa_lsp_string(td, "uri");
    return uri ? hloa_lsp_docs_find(&s->docs, uri) : NULL;
}

static void did_open(server *s, const cJSON *params)
{
    cJSON *td = cJSON_GetObjectItemCaseSensitive(params, "textDocument");
    const char *uri = hloa_lsp_string(td, "uri");
    cJSON *text = cJSON_GetObjectItemCaseSensitive(td, "text");
    if (!uri || !cJSON_IsString(text)) {
        fprintf(s->log, "lsp: didOpen without a textDocument's uri and text: ignored\n");
        return;
    }
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(td, "version");
    size_t len = strlen(text->valuestring);
    if (len > HLOA_SOURCE_MAX)
        fprintf(s->log, "lsp: %s: %zu bytes, more than this tool reads: read as empty\n", uri, len);
    /* the text is taken from the message, not copied (an 80 MB dump) */
    char *bytes = text->valuestring;
    text->valuestring = NULL;
    hloa_lsp_doc *doc =
        hloa_lsp_docs_open(&s->docs, uri, hloa_lsp_language(hloa_lsp_string(td, "languageId")),
                           cJSON_IsNumber(v) ? (int64_t)v->valuedouble : 0, bytes, len);
    check(s, doc);
}

/* One change of didChange: a range and its text, or the whole text. 0, or -1 said in the log. */
static int apply_change(server *s, hloa_lsp_doc *doc, const cJSON *change)
{
    const char *text = hloa_lsp_string(change, "text");
    if (!text) {
        fprintf(s->log, "lsp: %s: a content change without text: ignored\n", doc->uri);
        return -1;
    }
    const cJSON *range = cJSON_GetObjectItemCaseSensitive(change, "range");
    uint32_t b = 0, e = doc->src.len;
    if (range && hloa_lsp_read_range(doc, range, s->config.utf8, &b, &e)) {
        fprintf(s->log, "lsp: %s: a content change with a bad range: ignored\n", doc->uri);
        return -1;
    }
    if (hloa_lsp_doc_edit(doc, b, e, text, strlen(text))) {
        fprintf(s->log, "lsp: %s: an edit would make it too big: ignored\n", doc->uri);
        return -1;
    }
    return 0;
}

static void did_change(server *s, const cJSON *params)
{
    hloa_lsp_doc *doc = named_doc(s, params);
    const cJSON *changes = cJSON_GetObjectItemCaseSensitive(params, "contentChanges");
    if (!doc || !cJSON_IsArray(changes)) {
        fprintf(s->log, "lsp: didChange of a document not open, or without contentChanges\n");
        return;
    }
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(
        cJSON_GetObjectItemCaseSensitive(params, "textDocument"), "version");
    if (cJSON_IsNumber(v))
        doc->version = (int64_t)v->valuedouble;
    const cJSON *c;
    cJSON_ArrayForEach(c, changes)
    {
        apply_change(s, doc, c);
    }
    hloa_lsp_doc_forget(doc);
    doc->due_ms = now_ms() + DEBOUNCE_MS;
}

static void did_save(server *s, const cJSON *params)
{
    hloa_lsp_doc *doc = named_doc(s, params);
    if (!doc)
        return;
    hloa_lsp_doc_forget(doc); /* its config file may have changed with it */
    check(s, doc);
}

static void did_close(server *s, const cJSON *params)
{
    hloa_lsp_doc *doc = named_doc(s, params);
    if (!doc)
        return;
    cJSON *p = cJSON_CreateObject(); /* what was shown for it goes, as clangd does */
    cJSON_AddStringToObject(p, "uri", doc->uri);
    cJSON_AddArrayToObject(p, "diagnostics");
    hloa_lsp_docs_close(&s->docs, doc);
    hloa_rpc_notify(&s->out, "textDocument/publishDiagnostics", p);
}

/* New settings: every open document is checked with them. */
static void did_change_configuration(server *s, const cJSON *params)
{
    read_settings(s, cJSON_GetObjectItemCaseSensitive(params, "settings"));
    for (size_t i = 0; i < s->docs.list.len; i++) {
        hloa_lsp_doc_forget(s->docs.list.items[i]);
        check(s, s->docs.list.items[i]);
    }
}

/* ---- lifecycle ---- */

static cJSON *capabilities(server *s, const cJSON *params)
{
    const cJSON *enc = cJSON_GetObjectItemCaseSensitive(
        cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(params, "capabilities"),
                                         "general"),
        "positionEncodings");
    const cJSON *e;
    cJSON_ArrayForEach(e, enc)
    {
        if (cJSON_IsString(e) && !strcmp(e->valuestring, "utf-8"))
            s->config.utf8 = 1; /* bytes, as the IR counts: no conversion at all */
    }
    cJSON *r = cJSON_CreateObject();
    cJSON *caps = cJSON_AddObjectToObject(r, "capabilities");
    cJSON_AddStringToObject(caps, "positionEncoding", s->config.utf8 ? "utf-8" : "utf-16");
    cJSON *sync = cJSON_AddObjectToObject(caps, "textDocumentSync");
    cJSON_AddBoolToObject(sync, "openClose", 1);
    cJSON_AddNumberToObject(sync, "change", 2); /* incremental */
    cJSON_AddBoolToObject(cJSON_AddObjectToObject(sync, "save"), "includeText", 0);
    cJSON_AddBoolToObject(caps, "definitionProvider", 1);
    cJSON_AddBoolToObject(caps, "referencesProvider", 1);
    cJSON_AddBoolToObject(caps, "hoverProvider", 1);
    cJSON_AddBoolToObject(caps, "documentSymbolProvider", 1);
    cJSON_AddBoolToObject(caps, "workspaceSymbolProvider", 1);
    cJSON_AddBoolToObject(caps, "foldingRangeProvider", 1);
    cJSON *ca = cJSON_AddObjectToObject(caps, "codeActionProvider");
    cJSON *kinds = cJSON_AddArrayToObject(ca, "codeActionKinds");
    cJSON_AddItemToArray(kinds, cJSON_CreateString("quickfix"));
    cJSON_AddItemToArray(kinds, cJSON_CreateString("refactor.rewrite"));
    cJSON_AddBoolToObject(caps, "inlayHintProvider", 1);
    cJSON *info = cJSON_AddObjectToObject(r, "serverInfo");
    cJSON_AddStringToObject(info, "name", "hlo-async");
    cJSON_AddStringToObject(info, "version", HLOA_VERSION);
    return r;
}

/* ---- requests on a document ---- */

/* Is a $/cancelRequest for id among the messages read ahead? */
static int cancelled(server *s, const cJSON *id)
{
    for (size_t i = 1; i < s->n_queued; i++) {
        const hloa_rpc_msg *q = &s->queue[(s->head + i) % READ_AHEAD];
        if (q->kind == HLOA_RPC_NOTIFICATION && !strcmp(q->method, "$/cancelRequest") &&
            hloa_rpc_id_equal(cJSON_GetObjectItemCaseSensitive(q->params, "id"), id))
            return 1;
    }
    return 0;
}

/* Is a change or close of doc among the messages read ahead? */
static int changed(server *s, const hloa_lsp_doc *doc)
{
    for (size_t i = 1; i < s->n_queued; i++) {
        const hloa_rpc_msg *q = &s->queue[(s->head + i) % READ_AHEAD];
        if (q->kind != HLOA_RPC_NOTIFICATION ||
            (strcmp(q->method, "textDocument/didChange") && strcmp(q->method, "textDocument/didClose")))
            continue;
        const char *uri = hloa_lsp_string(
            cJSON_GetObjectItemCaseSensitive(q->params, "textDocument"), "uri");
        if (uri && !strcmp(uri, doc->uri))
            return 1;
    }
    return 0;
}

static void read_ahead(server *s);

/*
 * The request m waited for a check (of doc, or of every document: NULL), a
 * second on a big dump, in which this one thread read nothing: is it still
 * to be answered? What came meanwhile is read first. A $/cancelRequest for it
 * gets RequestCancelled; a change of its document, ContentModified (the
 * answer would be of a text the client no longer has: LSP 3.17, as clangd
 * does). 0 when the error was sent.
 */
static int still_wanted(server *s, const hloa_rpc_msg *m, const hloa_lsp_doc *doc)
{
    read_ahead(s);
    if (cancelled(s, m->id)) {
        hloa_rpc_error(&s->out, m->id, HLOA_RPC_CANCELLED,
                       "%s: cancelled while it waited for a check", m->method);
        return 0;
    }
    for (size_t i = 0; i < s->docs.list.len; i++) {
        const hloa_lsp_doc *d = s->docs.list.items[i];
        if ((!doc || d == doc) && changed(s, d)) {
            hloa_rpc_error(&s->out, m->id, HLOA_RPC_CONTENT_MODIFIED,
                           "%s: %s changed while it was checked: ask again", m->method, d->uri);
            return 0;
        }
    }
    return 1;
}


typedef cJSON *(*doc_handler)(const hloa_lsp_request *r);

static const struct {
    const char *method;
    doc_handler fn;
    int positioned; /* params.position is read */
} doc_requests[] = {
    {"textDocument/definition", hloa_lsp_definition, 1},
    {"textDocument/references", hloa_lsp_references, 1},
    {"textDocument/hover", hloa_lsp_hover, 1},
    {"textDocument/documentSymbol", hloa_lsp_document_symbols, 0},
    {"textDocument/foldingRange", hloa_lsp_folding_ranges, 0},
    {"textDocument/codeAction", hloa_lsp_code_actions, 0},
    {"textDocument/inlayHint", hloa_lsp_inlay_hints, 0},
};

static void doc_request(server *s, const hloa_rpc_msg *m, size_t k)
{
    hloa_lsp_doc *doc = cJSON_IsObject(m->params) ? named_doc(s, m->params) : NULL;
    if (!doc) {
        hloa_rpc_error(&s->out, m->id, HLOA_RPC_INVALID_PARAMS,
                       "%s: params.textDocument.uri names no open document", m->method);
        return;
    }
    hloa_lsp_request r = {doc, m->params, &s->config, s->p, 0};
    if (doc_requests[k].positioned &&
        hloa_lsp_read_position(doc, cJSON_GetObjectItemCaseSensitive(m->params, "position"),
                               s->config.utf8, &r.off)) {
        hloa_rpc_error(&s->out, m->id, HLOA_RPC_INVALID_PARAMS,
                       "%s: params.position is no Position", m->method);
        return;
    }
    /* an edit still waiting is checked first: the answer is of this text */
    if (check(s, doc) && !still_wanted(s, m, doc))
        return;
    hloa_rpc_reply(&s->out, m->id, doc_requests[k].fn(&r));
}

static void request(server *s, const hloa_rpc_msg *m)
{
    if (s->state == UNINITIALIZED && strcmp(m->method, "initialize")) {
        hloa_rpc_error(&s->out, m->id, HLOA_RPC_NOT_INITIALIZED, "the server is not initialized");
        return;
    }
    if (s->state == SHUT_DOWN) {
        hloa_rpc_error(&s->out, m->id, HLOA_RPC_INVALID_REQUEST,
                       "the server is shut down: only exit is read");
        return;
    }
    if (cancelled(s, m->id)) {
        hloa_rpc_error(&s->out, m->id, HLOA_RPC_CANCELLED, "%s: cancelled", m->method);
        return;
    }
    if (!strcmp(m->method, "initialize")) {
        if (s->state != UNINITIALIZED) {
            hloa_rpc_error(&s->out, m->id, HLOA_RPC_INVALID_REQUEST, "initialize was sent twice");
            return;
        }
        s->state = RUNNING;
        cJSON *result = capabilities(s, m->params);
        read_settings(s, cJSON_GetObjectItemCaseSensitive(m->params, "initializationOptions"));
        hloa_rpc_reply(&s->out, m->id, result);
        return;
    }
    if (!strcmp(m->method, "shutdown")) {
        s->state = SHUT_DOWN;
        hloa_rpc_reply(&s->out, m->id, NULL);
        return;
    }
    if (!strcmp(m->method, "workspace/symbol")) {
        int waited = 0;
        for (size_t i = 0; i < s->docs.list.len; i++)
            waited |= check(s, s->docs.list.items[i]);
        if (waited && !still_wanted(s, m, NULL))
            return;
        const char *q = cJSON_IsObject(m->params) ? hloa_lsp_string(m->params, "query") : NULL;
        hloa_rpc_reply(&s->out, m->id,
                       hloa_lsp_workspace_symbols(s->docs.list.items, s->docs.list.len, q ? q : "",
                                                  s->config.utf8));
        return;
    }
    for (size_t k = 0; k < sizeof(doc_requests) / sizeof(doc_requests[0]); k++)
        if (!strcmp(m->method, doc_requests[k].method)) {
            doc_request(s, m, k);
            return;
        }
    hloa_rpc_error(&s->out, m->id, HLOA_RPC_METHOD_NOT_FOUND, "no method '%s'", m->method);
}

static void notification(server *s, const hloa_rpc_msg *m)
{
    if (!strcmp(m->method, "exit")) {
        s->exit_status = s->state == SHUT_DOWN ? 0 : 1;
        return;
    }
    if (s->state != RUNNING)
        return; /* before initialize and after shutdown, notifications are dropped */
    static const struct {
        const char *method;
        void (*fn)(server *s, const cJSON *params);
    } notes[] = {
        {"textDocument/didOpen", did_open},
        {"textDocument/didChange", did_change},
        {"textDocument/didSave", did_save},
        {"textDocument/didClose", did_close},
        {"workspace/didChangeConfiguration", did_change_configuration},
    };
    for (size_t k = 0; k < sizeof(notes) / sizeof(notes[0]); k++)
        if (!strcmp(m->method, notes[k].method)) {
            if (cJSON_IsObject(m->params))
                notes[k].fn(s, m->params);
            else
                fprintf(s->log, "lsp: %s without params: ignored\n", m->method);
            return;
        }
    /* initialized, and $/ notifications (cancellations are read where requests are) */
    if (strcmp(m->method, "initialized") && strncmp(m->method, "$/", 2))
        fprintf(s->log, "lsp: notification '%s' not handled\n", m->method);
}

static void handle(server *s, hloa_rpc_msg *m)
{
    switch (m->kind) {
    case HLOA_RPC_INVALID:
        fprintf(s->log, "lsp: %s\n", m->why);
        /* a notification that went wrong has no one to answer; anything else gets an error */
        if (m->error == HLOA_RPC_PARSE_ERROR || !cJSON_IsObject(m->root) ||
            cJSON_GetObjectItemCaseSensitive(m->root, "id") ||
            !cJSON_GetObjectItemCaseSensitive(m->root, "method"))
            hloa_rpc_error(&s->out, m->id, m->error, "%s", m->why);
        break;
    case HLOA_RPC_RESPONSE:
        break; /* the server asks the client nothing that needs an answer */
    case HLOA_RPC_REQUEST:
        request(s, m);
        break;
    case HLOA_RPC_NOTIFICATION:
        notification(s, m);
        break;
    }
}

/* Reads one message into the queue: 1, or 0 at the end of input. */
static int read_one(server *s)
{
    char *body;
    size_t n;
    if (s->ended || !hloa_lsp_read(&s->in, &body, &n)) {
        s->ended = 1;
        return 0;
    }
    hloa_rpc_parse(body, n, &s->queue[(s->head + s->n_queued) % READ_AHEAD]);
    free(body);
    s->n_queued++;
    return 1;
}

/* Reads what the client has sent already, so that a cancellation behind a request is seen. */
static void read_ahead(server *s)
{
    while (s->n_queued < READ_AHEAD && !s->ended && hloa_lsp_reader_pending(&s->in))
        read_one(s);
}

/* The soonest an edit waits until, or -1. */
static int64_t next_due(const server *s)
{
    int64_t due = -1;
    for (size_t i = 0; i < s->docs.list.len; i++) {
        int64_t d = s->docs.list.items[i]->due_ms;
        if (d && (due < 0 || d < due))
            due = d;
    }
    return due;
}

static void check_due(server *s)
{
    int64_t now = now_ms();
    for (size_t i = 0; i < s->docs.list.len; i++)
        if (s->docs.list.items[i]->due_ms && s->docs.list.items[i]->due_ms <= now)
            check(s, s->docs.list.items[i]);
}

int hloa_lsp_serve(const hloa_lsp_pipeline *p, int in_fd, int out_fd, FILE *log, const char *pre,
                   size_t pre_len)
{
    server *s = hloa_xcalloc(1, sizeof(*s));
    s->p = p;
    s->log = log;
    s->exit_status = -1;
    s->out.fd = out_fd;
    s->out.log = log;
    s->config.inlay_hints = 1;
    hloa_hw_default(&s->config.hw);
    hloa_lsp_reader_init(&s->in, in_fd, pre, pre_len, log);
    while (s->exit_status < 0) {
        if (!s->n_queued) {
            int64_t due = next_due(s);
            int wait = due < 0 ? -1 : (int)(due - now_ms() > 0 ? due - now_ms() : 0);
            if (!s->ended && !hloa_lsp_reader_ready(&s->in, wait)) {
                check_due(s);
                continue;
            }
            if (!read_one(s))
                break;
        }
        read_ahead(s);
        hloa_rpc_msg *m = &s->queue[s->head];
        handle(s, m);
        hloa_rpc_msg_release(m);
        s->head = (s->head + 1) % READ_AHEAD;
        s->n_queued--;
    }
    if (s->exit_status < 0)
        fprintf(log, "lsp: the input ended without an exit notification\n");
    int status = s->exit_status == 0 ? 0 : 1;
    while (s->n_queued) {
        hloa_rpc_msg_release(&s->queue[s->head]);
        s->head = (s->head + 1) % READ_AHEAD;
        s->n_queued--;
    }
    hloa_lsp_docs_release(&s->docs);
    hloa_lsp_reader_release(&s->in);
    hloa_perf_tables_free(s->config.tables);
    free(s->config.profile);
    free(s->config.perf_table);
    free(s->config.config);
    free(s);
    return status;
}
