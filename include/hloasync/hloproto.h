/*
 * XLA's binary HloProto and HloModuleProto (xla/service/hlo.proto) as an
 * input: the front end of src/hloproto/. A proto is rendered to HLO text as
 * XLA's HloModule::ToString prints it (names with '%', operand shapes,
 * layouts, the schedule's order, the attributes in XLA's order), and that
 * text is read by the HLO parser like any dump. Diagnostics of a proto
 * input therefore point into its rendering, which `hlo-async text FILE`
 * prints (docs/inputs.md), and instruction names are XLA's own, which is
 * what a profile (hlo_op) and a PGLE profile name.
 *
 * The bytes are those of the message (decompressed already: instream.h
 * reads .xz and gzip). Both an HloProto (field 1 holds the module) and a bare
 * HloModuleProto are read, told apart by their fields; an HloSnapshot's
 * HloProto is the caller's to unwrap.
 */
#ifndef HLOASYNC_HLOPROTO_H
#define HLOASYNC_HLOPROTO_H

#include "hloasync/diag.h"
#include "hloasync/ir.h"
#include "hloasync/source.h"
#include "hloasync/strbuf.h"

#include <stddef.h>
#include <stdint.h>

/*
 * Appends the HLO text of the HloProto or HloModuleProto bytes[0, len) to
 * out. Returns 0, or -1 with the reason in err (corrupt or truncated wire
 * data, no computation, an operand or a called computation whose id names
 * nothing), out then holding whatever was rendered before.
 */
int hloa_hloproto_to_text(const uint8_t *bytes, size_t len, hloa_strbuf *out, char *err,
                          size_t errlen);

/*
 * The rendering of an HloProto as an input's text: *src holds it under the
 * name display (hloa_source_release frees it). 0, or -1 with the reason in
 * err (as hloa_hloproto_to_text, or a text past HLOA_SOURCE_MAX) and *src
 * untouched.
 */
int hloa_hloproto_source(const uint8_t *bytes, size_t len, const char *display,
                         hloa_source *src, char *err, size_t errlen);

/*
 * The module of an HloProto, read whole: *src gets its rendering under the
 * name display (diagnostics say display:line:col of that text), *m the
 * module parsed from it (hloa_module_init'ed here), diags what the parser
 * reported. Returns 0, or -1 with the reason in err and src and m left
 * released (nothing to free). Otherwise the caller releases m, then src:
 *
 *   hloa_source src; hloa_module m; hloa_diags d; char err[256];
 *   hloa_diags_init(&d);
 *   if (hloa_hloproto_read(bytes, len, "step.hlo.pb", &src, &m, &d, err, sizeof err) == 0) {
 *       ... m.name, m.comps ...
 *       hloa_module_release(&m);
 *       hloa_source_release(&src);
 *   }
 *   hloa_diags_release(&d);
 */
int hloa_hloproto_read(const uint8_t *bytes, size_t len, const char *display, hloa_source *src,
                       hloa_module *m, hloa_diags *diags, char *err, size_t errlen);

/* An instruction of an HloModuleProto: its computation's id and name, its own id and name. */
typedef struct hloa_hloproto_id {
    int64_t comp_id, id;    /* HloComputationProto.id, HloInstructionProto.id */
    const char *comp_name;  /* into the bytes read, comp_name_len bytes */
    size_t comp_name_len;
    const char *name;       /* likewise */
    size_t name_len;
} hloa_hloproto_id;

/*
 * Every instruction of the HloProto or HloModuleProto bytes[0, len), for files
 * that name them by id (XLA's ScheduleProto): *ids (heap, free() it; the names
 * point into bytes) and their count in *n, in the proto's order. 0, or -1
 * with the reason in err.
 */
int hloa_hloproto_ids(const uint8_t *bytes, size_t len, hloa_hloproto_id **ids, size_t *n,
                      char *err, size_t errlen);

/*
 * Is a file of this name an HloProto by its name: *.pb, *.pb.xz, *.pb.gz,
 * *.pbz (XLA's --xla_dump_hlo_as_proto writes *.hlo.pb; nsys-jax keeps them
 * as *.hlo.pb.xz)?
 */
int hloa_hloproto_name(const char *path);

#endif
