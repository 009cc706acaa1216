/* The HTML report's style and script (report/), built into the tool by report/embed.py. */
#ifndef HLOASYNC_EMIT_REPORT_ASSETS_H
#define HLOASYNC_EMIT_REPORT_ASSETS_H

extern const char hloa_report_report_css[]; /* report/report.css, NUL-terminated */
extern const char hloa_report_report_js[];  /* report/report.js, NUL-terminated */

#endif
