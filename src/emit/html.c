/*
 * chains --format=html: one page that needs nothing but itself, as genhtml's
 * pages are attached to CI runs: its style and script (report/report.css and
 * report/report.js, built into the tool) and its data, the chains JSON
 * document, in one <script type="application/json"> block the script reads
 * and draws. No address outside the file: no font, no image, no script.
 */
#include "hloasync/emit.h"
#include "hloasync/strbuf.h"

#include "report_assets.h"

#include <cjson/cJSON.h>
#include <stdlib.h>

void hloa_report_html(hloa_strbuf *sb, const cJSON *doc, const char *title)
{
    hloa_strbuf_adds(sb, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                         "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                         "script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:\">\n"
                         "<title>");
    hloa_strbuf_adds(sb, title); /* the caller's words: no markup in them */
    hloa_strbuf_adds(sb, "</title>\n<style>\n");
    hloa_strbuf_adds(sb, hloa_report_report_css);
    hloa_strbuf_adds(sb, "</style>\n</head>\n<body>\n<noscript>This report draws itself with "
                         "JavaScript; its data is the JSON block below.</noscript>\n"
                         "<script type=\"application/json\" id=\"hloa-data\">");
    /* '<' only occurs inside the JSON's strings, where \u003c reads the same: no "</script>"
       or "<!--" of a name or a message can end the block. */
    char *json = hloa_json_print(doc, 1);
    for (const char *p = json, *q; *p; p = q) {
        for (q = p; *q && *q != '<'; q++)
            ;
        hloa_strbuf_add(sb, p, (size_t)(q - p));
        if (*q == '<') {
            hloa_strbuf_adds(sb, "\\u003c");
            q++;
        }
    }
    free(json);
    hloa_strbuf_adds(sb, "</script>\n<script>\n");
    hloa_strbuf_adds(sb, hloa_report_report_js);
    hloa_strbuf_adds(sb, "</script>\n</body>\n</html>\n");
}
