/*
 * The JSON-RPC envelope. Whatever a message holds, it is read into a kind
 * and an id the server can answer, so a bad one gets an error reply (or a
 * line in the log, when it has no id to answer) and the session goes on.
 */
#include "rpc.h"
#include "transport.h"

#include "hloasync/diag.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int hloa_rpc_id_ok(const cJSON *id)
{
    return cJSON_IsString(id) || cJSON_IsNumber(id);
}

int hloa_rpc_id_equal(const cJSON *a, const cJSON *b)
{
    if (cJSON_IsString(a) && cJSON_IsString(b))
        return !strcmp(a->valuestring, b->valuestring);
    return cJSON_IsNumber(a) && cJSON_IsNumber(b) && a->valuedouble == b->valuedouble;
}

static void invalid(hloa_rpc_msg *msg, int code, const char *why)
{
    msg->kind = HLOA_RPC_INVALID;
    msg->error = code;
    msg->why = why;
}

void hloa_rpc_parse(const char *body, size_t n, hloa_rpc_msg *msg)
{
    memset(msg, 0, sizeof(*msg));
    msg->root = cJSON_ParseWithLength(body, n);
    if (!msg->root) {
        invalid(msg, HLOA_RPC_PARSE_ERROR, "the message is not JSON");
        return;
    }
    if (!cJSON_IsObject(msg->root)) {
        invalid(msg, HLOA_RPC_INVALID_REQUEST, "the message is not a JSON object");
        return;
    }
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(msg->root, "id");
    if (id && hloa_rpc_id_ok(id))
        msg->id = id;
    const char *version = NULL;
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(msg->root, "jsonrpc");
    if (cJSON_IsString(v))
        version = v->valuestring;
    if (!version || strcmp(version, "2.0")) {
        invalid(msg, HLOA_RPC_INVALID_REQUEST, "the message is not JSON-RPC 2.0");
        return;
    }
    if (id && !cJSON_IsNull(id) && !msg->id) {
        invalid(msg, HLOA_RPC_INVALID_REQUEST, "an id is a string or a number");
        return;
    }
    const cJSON *method = cJSON_GetObjectItemCaseSensitive(msg->root, "method");
    msg->params = cJSON_GetObjectItemCaseSensitive(msg->root, "params");
    if (!method) {
        if (!id) {
            invalid(msg, HLOA_RPC_INVALID_REQUEST, "the message has no method and no id");
            return;
        }
        msg->kind = HLOA_RPC_RESPONSE;
        return;
    }
    if (!cJSON_IsString(method)) {
        invalid(msg, HLOA_RPC_INVALID_REQUEST, "a method is a string");
        return;
    }
    if (msg->params && !cJSON_IsObject(msg->params) && !cJSON_IsArray(msg->params)) {
        invalid(msg, HLOA_RPC_INVALID_REQUEST, "params are an object or an array");
        return;
    }
    msg->method = method->valuestring;
    msg->kind = msg->id ? HLOA_RPC_REQUEST : HLOA_RPC_NOTIFICATION;
    if (id && cJSON_IsNull(id)) { /* "id": null: a request we cannot answer by its id */
        invalid(msg, HLOA_RPC_INVALID_REQUEST, "an id is a string or a number");
        return;
    }
}

void hloa_rpc_msg_release(hloa_rpc_msg *msg)
{
    cJSON_Delete(msg->root);
    memset(msg, 0, sizeof(*msg));
}

void hloa_rpc_send(hloa_rpc_out *out, cJSON *msg)
{
    char *text = cJSON_PrintUnformatted(msg);
    cJSON_Delete(msg);
    if (!text)
        BUG("cannot print a reply");
    if (!out->broken && hloa_lsp_write(out->fd, text, strlen(text))) {
        fprintf(out->log, "lsp: the client's end of the output is closed\n");
        out->broken = 1;
    }
    free(text);
}

/* The id of a reply: the request's (a copy), or null. */
static cJSON *reply_to(const cJSON *id)
{
    cJSON *msg = cJSON_CreateObject();
    cJSON_AddStringToObject(msg, "jsonrpc", "2.0");
    cJSON_AddItemToObject(msg, "id", id ? cJSON_Duplicate(id, 0) : cJSON_CreateNull());
    return msg;
}

void hloa_rpc_reply(hloa_rpc_out *out, const cJSON *id, cJSON *result)
{
    cJSON *msg = reply_to(id);
    cJSON_AddItemToObject(msg, "result", result ? result : cJSON_CreateNull());
    hloa_rpc_send(out, msg);
}

void hloa_rpc_error(hloa_rpc_out *out, const cJSON *id, int code, const char *fmt, ...)
{
    char text[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof(text), fmt, ap);
    va_end(ap);
    hloa_utf8_repair(text);
    cJSON *msg = reply_to(id);
    cJSON *err = cJSON_AddObjectToObject(msg, "error");
    cJSON_AddNumberToObject(err, "code", code);
    cJSON_AddStringToObject(err, "message", text);
    hloa_rpc_send(out, msg);
}

void hloa_rpc_notify(hloa_rpc_out *out, const char *method, cJSON *params)
{
    cJSON *msg = cJSON_CreateObject();
    cJSON_AddStringToObject(msg, "jsonrpc", "2.0");
    cJSON_AddStringToObject(msg, "method", method);
    cJSON_AddItemToObject(msg, "params", params);
    hloa_rpc_send(out, msg);
}
