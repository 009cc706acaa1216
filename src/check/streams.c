/*
 * Stream annotations (frontend attribute _xla_stream_annotation), as XLA:GPU
 * reads them: ExplicitStreamAnnotationAsyncWrapper turns each annotated
 * instruction of a computation that is neither fused nor run by an async op
 * into an async call on that stream, and stream assignment parses the value
 * of every async start with CHECK(absl::SimpleAtoi)
 * (execution_stream_assignment.cc): anything but an int32 or "collective"
 * aborts the compiler. Annotations on async ops and collectives (which XLA
 * makes async) take effect there; one inside a fused computation or an async
 * op's computation stays where it is to no effect, and a call is inlined
 * first, annotation and all, unless it says inlineable="false".
 *
 *   stream-annotation-value    a value XLA's stream assignment aborts on
 *   stream-annotation-ignored  an annotation XLA passes over or loses
 */
#include "hloasync/check.h"

#include "checks.h"

#include <string.h>
#include <strings.h>

static const char KEY[] = "_xla_stream_annotation";

/* Is v[0, n) what absl::SimpleAtoi reads as an int32 (blanks around, a sign), or
   "collective" in any case? */
int hloa_stream_is_collective(const char *v, uint32_t n)
{
    return n == 10 && !strncasecmp(v, "collective", 10);
}

static int valid_stream(const char *v, uint32_t n)
{
    if (hloa_stream_is_collective(v, n))
        return 1;
    int64_t x;
    return hloa_simple_atoi(v, n, &x) && x >= INT32_MIN && x <= INT32_MAX;
}

/* Is comp fused, or called (at any depth) only from fused computations? */
static int under_fusion(const hloa_callers *callers, const hloa_comp *comp, int depth)
{
    const hloa_caller *k = hloa_callers_of(callers, comp);
    if (!k || depth > 64)
        return 0;
    for (; k; k = k->next)
        if (k->instr->opcode != HLOA_OP_FUSION && !under_fusion(callers, k->instr->parent, depth + 1))
            return 0;
    return 1;
}

/* Why XLA does not wrap in on a stream, or NULL when it does. */
static const char *passed_over(hloa_check *c, const hloa_instr *in)
{
    const hloa_comp *p = in->parent;
    if (under_fusion(hloa_check_callers(c), p, 0))
        return "it is inside a fused computation, which keeps no stream of its own: annotate "
               "the fusion (or the call) that runs it";
    if (hloa_check_runs_async(c, p))
        return "it is inside a computation an async op runs, which the wrapper passes over: "
               "annotate the call before it is made async";
    if (in->opcode != HLOA_OP_CALL || hloa_instr_attr(in, HLOA_SYM_BACKEND_CONFIG))
        return NULL;
    uint32_t n;
    const char *v = hloa_instr_frontend_attr(in, "inlineable", &n);
    if (v && ((n == 5 && !memcmp(v, "false", 5)) || (n == 8 && !memcmp(v, "xla_late", 8))))
        return NULL;
    return "the call will be inlined before streams are assigned, and its annotation with it: "
           "add inlineable=\"false\" as JAX's compute_on does";
}

void hloa_check_streams(hloa_check *c, const hloa_subject *s)
{
    (void)s;
    const hloa_module *m = c->m;
    if (!hloa_module_may_have_attr(m, HLOA_SYM_FRONTEND_ATTRIBUTES))
        return;
    for (uint32_t i = 0; i < m->n_comps; i++)
        for (uint32_t j = 0; j < m->comps[i]->n_instrs; j++) {
            const hloa_instr *in = m->comps[i]->instrs[j];
            uint32_t n;
            const char *v = in->parent->generated ? NULL : hloa_instr_frontend_attr(in, KEY, &n);
            if (!v) /* a wrapper desugar made holds the instruction of a call-start's line */
                continue;
            const hloa_attr *a = hloa_instr_attr(in, HLOA_SYM_FRONTEND_ATTRIBUTES);
            uint32_t at = a->val_off + (uint32_t)(v - a->val);
            const char *why = passed_over(c, in);
            if (why) {
                hloa_check_report(c, HLOA_RULE_STREAM_ANNOTATION_IGNORED, in, at, at + n,
                                  "XLA:GPU ignores the stream annotation of '%s': %s",
                                  hloa_check_name(c, in->name), why);
            } else if (!valid_stream(v, n)) {
                hloa_check_report(c, HLOA_RULE_STREAM_ANNOTATION_VALUE, in, at, at + n,
                                  "stream annotation '%.*s' of '%s' is no stream id (an int32, "
                                  "or \"collective\"): XLA:GPU's stream assignment aborts on it",
                                  (int)(n < 40 ? n : 40), v, hloa_check_name(c, in->name));
            }
        }
}
