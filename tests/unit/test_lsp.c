/*
 * The language server's pieces that a transcript reaches only roughly:
 * UTF-16 positions over UTF-8 text (lsp/position.c), edits applied to a
 * document in place (lsp/document.c), URIs, the framing of the base
 * protocol (lsp/transport.c) and the JSON-RPC envelope (lsp/rpc.c).
 */
#include "lsp/document.h"
#include "lsp/position.h"
#include "lsp/rpc.h"
#include "lsp/transport.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

/* "a µ 𝄞 b\r\nx\n\xff y\n": µ two bytes, one unit; 𝄞 four bytes, two units; \xff one of each. */
static const char text[] = "a \xc2\xb5 \xf0\x9d\x84\x9e b\r\nx\n\xff y\n";

static uint32_t off(const hloa_lsp_lines *l, uint32_t line, uint32_t ch, int utf8)
{
    return hloa_lsp_offset(l, text, sizeof(text) - 1, line, ch, utf8);
}

Test(lsp_position, utf16_to_bytes_and_back)
{
    hloa_lsp_lines l = {0};
    hloa_lsp_lines_build(&l, text, sizeof(text) - 1);
    cr_assert_eq(l.n, 4); /* three newlines: the empty line after the last is the fourth */
    cr_assert_eq(off(&l, 0, 2, 0), 2);  /* µ */
    cr_assert_eq(off(&l, 0, 3, 0), 4);  /* after µ (2 bytes, 1 unit) */
    cr_assert_eq(off(&l, 0, 4, 0), 5);  /* 𝄞 */
    cr_assert_eq(off(&l, 0, 5, 0), 5);  /* inside 𝄞's surrogate pair: before it */
    cr_assert_eq(off(&l, 0, 6, 0), 9);  /* after 𝄞 (4 bytes, 2 units) */
    cr_assert_eq(off(&l, 0, 8, 0), 11); /* 'b' ... */
    cr_assert_eq(off(&l, 0, 99, 0), 11); /* past the line's end: before its \r\n */
    cr_assert_eq(off(&l, 2, 1, 0), 16);  /* \xff is one unit */
    cr_assert_eq(off(&l, 9, 0, 0), sizeof(text) - 1); /* past the last line: the end */
    cr_assert_eq(off(&l, 0, 6, 1), 6);   /* utf-8: bytes */
    cr_assert_eq(off(&l, 0, 99, 1), 11);
    uint32_t line, ch;
    hloa_lsp_position(&l, text, sizeof(text) - 1, 9, &line, &ch, 0);
    cr_assert(line == 0 && ch == 6);
    hloa_lsp_position(&l, text, sizeof(text) - 1, 14, &line, &ch, 0);
    cr_assert(line == 1 && ch == 1);
    hloa_lsp_position(&l, text, sizeof(text) - 1, 18, &line, &ch, 0);
    cr_assert(line == 2 && ch == 3);
    hloa_lsp_position(&l, text, sizeof(text) - 1, 9, &line, &ch, 1);
    cr_assert(line == 0 && ch == 9);
    hloa_lsp_position(&l, text, sizeof(text) - 1, 1000, &line, &ch, 0); /* clamped to the end */
    cr_assert(line == 3 && ch == 0);
    /* every offset at a character's start goes there and back */
    for (uint32_t o = 0; o < sizeof(text) - 1; o++) {
        if (((unsigned char)text[o] & 0xc0) == 0x80 || text[o] == '\n' || text[o] == '\r')
            continue;
        hloa_lsp_position(&l, text, sizeof(text) - 1, o, &line, &ch, 0);
        cr_assert_eq(off(&l, line, ch, 0), o, "offset %u", o);
    }
    hloa_lsp_lines_release(&l);
}

/* A truncated sequence, overlong ones, one past U+10FFFF, a byte that starts none, a
   surrogate's half: each counts one unit a byte; € (three bytes) counts one. */
Test(lsp_position, malformed_utf8)
{
    static const char bad[] = "\xe2\x82 \xc0\xaf \xf4\x90\x80\x80 \xe0\x80\x80 \xf0\x80\x80\x80 "
                              "\xf8 \xe2\x82\xac \xc3( z";
    hloa_lsp_lines l = {0};
    hloa_lsp_lines_build(&l, bad, sizeof(bad) - 1);
    uint32_t line, ch;
    hloa_lsp_position(&l, bad, sizeof(bad) - 1, sizeof(bad) - 2, &line, &ch, 0);
    cr_assert_eq(ch, sizeof(bad) - 2 - 2); /* € is three bytes and one unit */
    cr_assert_eq(hloa_lsp_offset(&l, bad, sizeof(bad) - 1, 0, ch, 0), sizeof(bad) - 2);
    hloa_lsp_lines_release(&l);
}

Test(lsp_document, edits_in_place)
{
    hloa_lsp_docs docs = {0};
    char *t = strdup("one\ntwo\nthree\n");
    hloa_lsp_doc *d = hloa_lsp_docs_open(&docs, "file:///tmp/a%20b.hlo", HLOA_LANG_HLO, 1, t,
                                         strlen(t));
    cr_assert_str_eq(d->path, "/tmp/a b.hlo");
    cr_assert_eq(hloa_lsp_docs_find(&docs, "file:///tmp/a%20b.hlo"), d);
    cr_assert_null(hloa_lsp_docs_find(&docs, "file:///other"));
    const hloa_lsp_lines *l = hloa_lsp_doc_lines(d);
    cr_assert_eq(l->n, 4);
    /* "two" -> "2\n2": a line more */
    uint32_t b = hloa_lsp_offset(l, d->src.text, d->src.len, 1, 0, 0);
    cr_assert_eq(hloa_lsp_doc_edit(d, b, b + 3, "2\n2", 3), 0);
    cr_assert_str_eq(d->src.text, "one\n2\n2\nthree\n");
    cr_assert_eq(hloa_lsp_doc_lines(d)->n, 5);
    /* a deletion across lines, then an insertion at the end */
    cr_assert_eq(hloa_lsp_doc_edit(d, 1, 6, "", 0), 0);
    cr_assert_str_eq(d->src.text, "o2\nthree\n");
    cr_assert_eq(hloa_lsp_doc_edit(d, d->src.len, d->src.len, "end", 3), 0);
    cr_assert_str_eq(d->src.text, "o2\nthree\nend");
    for (int i = 0; i < HLOA_SOURCE_PADDING; i++)
        cr_assert_eq(d->src.text[d->src.len + i], 0); /* the padding the lexer reads */
    /* a big insertion grows the buffer */
    char *big = malloc(200000);
    memset(big, 'x', 200000);
    cr_assert_eq(hloa_lsp_doc_edit(d, 0, 0, big, 200000), 0);
    cr_assert_eq(d->src.len, 200000 + 12);
    cr_assert_eq(memcmp(d->src.text + 200000, "o2\nthree\nend", 12), 0);
    free(big);
    /* reopened: the new text wins */
    hloa_lsp_docs_open(&docs, "file:///tmp/a%20b.hlo", HLOA_LANG_MLIR, 2, strdup("x"), 1);
    cr_assert_eq(docs.list.len, 1);
    cr_assert_str_eq(d->src.text, "x");
    hloa_lsp_docs_open(&docs, "untitled:Untitled-1", HLOA_LANG_AUTO, 1, strdup(""), 0);
    cr_assert_null(docs.list.items[1]->path);
    hloa_lsp_docs_close(&docs, d);
    cr_assert_eq(docs.list.len, 1);
    hloa_lsp_docs_release(&docs);
}

Test(lsp_document, uris_and_languages)
{
    char *p = hloa_lsp_uri_path("file://localhost/a/%C2%B5.hlo");
    cr_assert_str_eq(p, "/a/\xc2\xb5.hlo");
    free(p);
    cr_assert_null(hloa_lsp_uri_path("file://host/a.hlo"));
    cr_assert_null(hloa_lsp_uri_path("https://x/a.hlo"));
    p = hloa_lsp_uri_path("file:///a/%zz%00b"); /* not escapes: kept as written */
    cr_assert_str_eq(p, "/a/%zz%00b");
    free(p);
    char *u = hloa_lsp_path_uri("/a b/\xc2\xb5-x_y.hlo");
    cr_assert_str_eq(u, "file:///a%20b/%C2%B5-x_y.hlo");
    free(u);
    cr_assert_eq(hloa_lsp_language("hlo"), HLOA_LANG_HLO);
    cr_assert_eq(hloa_lsp_language("mlir"), HLOA_LANG_MLIR);
    cr_assert_eq(hloa_lsp_language("plaintext"), HLOA_LANG_AUTO);
    cr_assert_eq(hloa_lsp_language(NULL), HLOA_LANG_AUTO);
}

/* Escapes in either case of hex digit; a '%' not followed by two is kept, at the end too;
   a path's unreserved characters stay as they are. */
Test(lsp_document, uri_escapes_in_either_case)
{
    char *p = hloa_lsp_uri_path("file:///Q/%c2%b5%2a%4A%g1%7");
    cr_assert_str_eq(p, "/Q/\xc2\xb5*J%g1%7");
    free(p);
    p = hloa_lsp_uri_path("file:///a%");
    cr_assert_str_eq(p, "/a%");
    free(p);
    char *u = hloa_lsp_path_uri("/Za~9/%:");
    cr_assert_str_eq(u, "file:///Za~9/%25%3A");
    free(u);
}

/* The bodies of every message in bytes, as the reader hands them over, joined by '|'. */
static char *read_all(const char *bytes, size_t n)
{
    FILE *log = fopen("/dev/null", "w");
    hloa_lsp_reader r;
    hloa_lsp_reader_init(&r, -1, bytes, n, log);
    static char out[1 << 21];
    out[0] = 0;
    char *body;
    size_t len;
    while (hloa_lsp_read(&r, &body, &len)) {
        cr_assert_eq(strlen(body), len);
        strcat(out, "|");
        strncat(out, body, 64);
        free(body);
    }
    hloa_lsp_reader_release(&r);
    fclose(log);
    return out;
}

Test(lsp_transport, framing)
{
    const char ok[] = "Content-Length: 2\r\n\r\n{}content-length:3\r\nContent-Type: x\r\n\r\n[1]"
                      "Content-Length: 1\n\n5  \r\n";
    cr_assert_str_eq(read_all(ok, sizeof(ok) - 1), "|{}|[1]|5");
    /* no length, a length that is none, too big; a body shorter than said: what follows is
       found again */
    const char bad[] = "X: 1\r\n\r\nContent-Length: -1\r\n\r\nContent-Length: 9999999999999\r\n\r\n"
                       "Content-Length: 2 x\r\n\r\nContent-Length: 1\r\n\r\nabcContent-Length: 1\r\n\r\nz";
    cr_assert_str_eq(read_all(bad, sizeof(bad) - 1), "|a|z");
    /* the input ends inside a header, inside a body */
    cr_assert_str_eq(read_all("Content-Len", 11), "");
    cr_assert_str_eq(read_all("Content-Length: 5\r\n\r\nab", 23), "");
    /* a header block that never ends */
    static char huge[3 * HLOA_LSP_MAX_HEADER];
    memset(huge, 'h', sizeof(huge));
    memcpy(huge + sizeof(huge) - 25, "Content-Length: 1\r\n\r\nq", 23);
    cr_assert_str_eq(read_all(huge, sizeof(huge) - 2), "|q");
    /* a body of a megabyte and more is handed over whole, and what follows it still read */
    size_t n = (1 << 20) + 10;
    char *big = malloc(n + 64);
    int h = sprintf(big, "Content-Length: %zu\r\n\r\n", n);
    memset(big + h, 'b', n);
    memcpy(big + h + n, "Content-Length: 1\r\n\r\nc", 23);
    char *got = read_all(big, (size_t)h + n + 23);
    cr_assert_eq(strlen(got), 1 + 64 + 2);
    cr_assert_str_eq(got + 65, "|c");
    free(big);
}

static hloa_rpc_kind kind_of(const char *s, int *error)
{
    hloa_rpc_msg m;
    hloa_rpc_parse(s, strlen(s), &m);
    hloa_rpc_kind k = m.kind;
    *error = m.error;
    hloa_rpc_msg_release(&m);
    return k;
}

Test(lsp_rpc, envelope)
{
    int e;
    cr_assert_eq(kind_of("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\"}", &e), HLOA_RPC_REQUEST);
    cr_assert_eq(kind_of("{\"jsonrpc\":\"2.0\",\"id\":\"x\",\"method\":\"m\",\"params\":[]}", &e),
                 HLOA_RPC_REQUEST);
    cr_assert_eq(kind_of("{\"jsonrpc\":\"2.0\",\"method\":\"m\"}", &e), HLOA_RPC_NOTIFICATION);
    cr_assert_eq(kind_of("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}", &e), HLOA_RPC_RESPONSE);
    cr_assert_eq(kind_of("{", &e), HLOA_RPC_INVALID);
    cr_assert_eq(e, HLOA_RPC_PARSE_ERROR);
    cr_assert_eq(kind_of("{\"jsonrpc\":2,\"method\":\"m\"}", &e), HLOA_RPC_INVALID);
    cr_assert_eq(e, HLOA_RPC_INVALID_REQUEST);
    cr_assert_eq(kind_of("{\"jsonrpc\":\"2.0\",\"id\":true,\"method\":\"m\"}", &e), HLOA_RPC_INVALID);
    cr_assert_eq(kind_of("{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"m\"}", &e), HLOA_RPC_INVALID);
    cr_assert_eq(kind_of("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"params\":\"p\"}", &e),
                 HLOA_RPC_INVALID);
    cJSON *a = cJSON_Parse("[1, \"1\", 1.0, null]");
    cr_assert(hloa_rpc_id_equal(cJSON_GetArrayItem(a, 0), cJSON_GetArrayItem(a, 2)));
    cr_assert(!hloa_rpc_id_equal(cJSON_GetArrayItem(a, 0), cJSON_GetArrayItem(a, 1)));
    cr_assert(!hloa_rpc_id_equal(cJSON_GetArrayItem(a, 3), cJSON_GetArrayItem(a, 3)));
    cJSON_Delete(a);
}
