/*
 * JSON-RPC 2.0 over the transport: what a message is (request, notification,
 * response), and the replies, errors and notifications the server sends.
 */
#ifndef HLOASYNC_LSP_RPC_H
#define HLOASYNC_LSP_RPC_H

#include <cjson/cJSON.h>
#include <stddef.h>
#include <stdio.h>

/* JSON-RPC's and LSP's error codes. */
enum {
    HLOA_RPC_PARSE_ERROR = -32700,
    HLOA_RPC_INVALID_REQUEST = -32600,
    HLOA_RPC_METHOD_NOT_FOUND = -32601,
    HLOA_RPC_INVALID_PARAMS = -32602,
    HLOA_RPC_INTERNAL_ERROR = -32603,
    HLOA_RPC_NOT_INITIALIZED = -32002,
    HLOA_RPC_REQUEST_FAILED = -32803,
    HLOA_RPC_CANCELLED = -32800,
    HLOA_RPC_CONTENT_MODIFIED = -32801,
};

typedef enum hloa_rpc_kind {
    HLOA_RPC_REQUEST,      /* method and id */
    HLOA_RPC_NOTIFICATION, /* method, no id */
    HLOA_RPC_RESPONSE,     /* id, no method: a reply to a request of ours */
    HLOA_RPC_INVALID,      /* error and message say why (id: as far as it was read) */
} hloa_rpc_kind;

typedef struct hloa_rpc_msg {
    cJSON *root; /* the parsed body (owned), or NULL */
    hloa_rpc_kind kind;
    const cJSON *id;    /* in root, or NULL */
    const char *method; /* in root, or NULL */
    cJSON *params;      /* in root, or NULL */
    int error;          /* HLOA_RPC_INVALID: the code */
    const char *why;    /* HLOA_RPC_INVALID: the message */
} hloa_rpc_msg;

/* Reads a body (n bytes, NUL after them). */
void hloa_rpc_parse(const char *body, size_t n, hloa_rpc_msg *msg);
void hloa_rpc_msg_release(hloa_rpc_msg *msg);

typedef struct hloa_rpc_out {
    int fd;     /* where messages go */
    FILE *log;  /* where what could not be sent is said */
    int broken; /* the fd is gone: nothing more is sent */
} hloa_rpc_out;

/* Sends msg (taken, its "jsonrpc" member first) framed. */
void hloa_rpc_send(hloa_rpc_out *out, cJSON *msg);
/* A reply to id with result (taken; NULL: null). */
void hloa_rpc_reply(hloa_rpc_out *out, const cJSON *id, cJSON *result);
/* An error reply to id (NULL: null). */
void hloa_rpc_error(hloa_rpc_out *out, const cJSON *id, int code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* A notification (params taken). */
void hloa_rpc_notify(hloa_rpc_out *out, const char *method, cJSON *params);
/* Is this id one a request may have (a string or a number)? */
int hloa_rpc_id_ok(const cJSON *id);
/* Do two ids name the same request? */
int hloa_rpc_id_equal(const cJSON *a, const cJSON *b);

#endif
