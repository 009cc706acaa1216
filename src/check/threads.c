/*
 * Execution threads of callers (XLA's CheckCallableInstructionThreadName): a
 * while, conditional or fusion runs the computations it calls on its own
 * thread, so they are on the thread of the caller's computation. XLA's
 * default verifier asks no more (call, custom-call and to_apply only under an
 * option), and an async-start's thread is given to what it runs, as deep as
 * it goes (desugar settles it), so a callee of an async computation is on
 * the start's thread. Async ops are async-thread's concern.
 */
#include "hloasync/check.h"
#include "checks.h"

/* The attribute of in that names comp (to_apply=, body=, branch_computations=, ...), or
   NULL. */
static const hloa_attr *naming_attr(const hloa_check *c, const hloa_instr *in, const hloa_comp *comp)
{
    uint32_t n;
    const char *name = hloa_name(c->m, comp->name, &n);
    for (uint32_t k = 0; k < in->n_attrs; k++) {
        const hloa_attr *a = &in->attrs[k];
        if ((hloa_is_comp_ref_key(a->key) || hloa_is_comp_list_key(a->key)) &&
            hloa_attr_has_word(a, name, n))
            return a;
    }
    return NULL;
}

/* The callers whose threads XLA's default verifier compares. */
static int checked_caller(uint16_t op)
{
    return op == HLOA_OP_WHILE || op == HLOA_OP_CONDITIONAL || op == HLOA_OP_FUSION;
}

static void check_caller(hloa_check *c, const hloa_instr *in)
{
    const hloa_comp *parent = in->parent;
    for (uint32_t k = 0; k < in->n_called; k++) {
        const hloa_comp *callee = in->called[k];
        if (!callee || callee->thread == parent->thread)
            continue;
        /* An inline body takes its caller's thread: it cannot write one. */
        if (callee->inline_body)
            continue;
        const hloa_attr *a = naming_attr(c, in, callee);
        uint32_t b = a ? a->key_off : in->opcode_off;
        uint32_t e = a ? a->val_off + a->val_len : in->opcode_off + in->opcode_len;
        hloa_diag *dg = hloa_check_report(
            c, HLOA_RULE_CALL_THREAD, in, b, e,
            "%s '%s' calls '%s' on execution thread \"%s\" from a computation on \"%s\": "
            "a called computation runs on its caller's thread",
            hloa_opcodes[in->opcode].name, hloa_check_name(c, in->name),
            hloa_check_name(c, callee->name), hloa_check_name(c, callee->thread),
            hloa_check_name(c, parent->thread));
        hloa_diag_related(c->d, dg, callee->name_off, "'%s' is defined here",
                          hloa_check_name(c, callee->name));
    }
}

void hloa_check_caller_threads(hloa_check *c, const hloa_subject *s)
{
    (void)s;
    const hloa_module *m = c->m;
    for (uint32_t i = 0; i < m->n_comps; i++) {
        const hloa_comp *comp = m->comps[i];
        for (uint32_t j = 0; j < comp->n_instrs; j++) {
            const hloa_instr *in = comp->instrs[j];
            if (in->n_called && checked_caller(in->opcode))
                check_caller(c, in);
        }
    }
}
