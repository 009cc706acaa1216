/* Printing IR as HLO text in XLA's dump style. */
#include "hloasync/print.h"

#include <string.h>

hloa_print_style hloa_print_style_of(const hloa_module *m)
{
    hloa_print_style st = {m->percent_names, m->operand_shapes, 0, "  "};
    for (uint32_t i = 0; i < m->n_comps && !st.signatures; i++)
        st.signatures = m->comps[i]->result_shape != NULL;
    return st;
}

static void print_name(hloa_strbuf *sb, const hloa_module *m, hloa_sym s,
                       const hloa_print_style *st)
{
    uint32_t n;
    const char *p = hloa_name(m, s, &n);
    if (st->percent)
        hloa_strbuf_addc(sb, '%');
    hloa_strbuf_add(sb, p, n);
}

static void print_opcode(hloa_strbuf *sb, const hloa_module *m, const hloa_instr *in)
{
    if (in->sugar != HLOA_SUGAR_NONE) {
        hloa_strbuf_adds(sb, hloa_opcodes[in->wrapped_opcode].name);
        hloa_strbuf_adds(sb, in->opcode == HLOA_OP_ASYNC_START    ? "-start"
                             : in->opcode == HLOA_OP_ASYNC_UPDATE ? "-update"
                                                                  : "-done");
        return;
    }
    uint32_t n;
    const char *s = hloa_opcode_name(in, m, &n);
    hloa_strbuf_add(sb, s, n);
}

void hloa_print_instr(hloa_strbuf *sb, const hloa_module *m, const hloa_instr *in,
                      const hloa_print_style *st)
{
    if (in->is_root)
        hloa_strbuf_adds(sb, "ROOT ");
    print_name(sb, m, in->name, st);
    hloa_strbuf_adds(sb, " = ");
    if (in->shape) {
        hloa_shape_print(sb, in->shape);
        hloa_strbuf_addc(sb, ' ');
    }
    print_opcode(sb, m, in);
    if (in->opcode == HLOA_OP_PARAMETER) {
        hloa_strbuf_addc(sb, '(');
        hloa_strbuf_addi(sb, in->param_number);
        hloa_strbuf_addc(sb, ')');
    } else if (in->opcode == HLOA_OP_CONSTANT && !in->generated) {
        hloa_spans sp;
        hloa_instr_spans(m, in, &sp);
        hloa_strbuf_add(sb, m->src->text + sp.operands_off, sp.operands_end - sp.operands_off);
    } else {
        hloa_strbuf_addc(sb, '(');
        for (uint32_t i = 0; i < in->n_operands; i++) {
            const hloa_instr *op = in->operands[i];
            if (i)
                hloa_strbuf_add(sb, ", ", 2);
            if (!op) {
                hloa_strbuf_adds(sb, "<undefined>");
                continue;
            }
            if (st->operand_shapes && op->shape) {
                hloa_shape_print(sb, op->shape);
                hloa_strbuf_addc(sb, ' ');
            }
            print_name(sb, m, op->name, st);
        }
        hloa_strbuf_addc(sb, ')');
    }
    for (uint32_t i = 0; i < in->n_attrs; i++) {
        const hloa_attr *a = &in->attrs[i];
        uint32_t n;
        const char *k = hloa_name(m, a->key, &n);
        hloa_strbuf_add(sb, ", ", 2);
        hloa_strbuf_add(sb, k, n);
        hloa_strbuf_addc(sb, '=');
        hloa_strbuf_add(sb, a->val, a->val_len);
    }
}

static void print_signature(hloa_strbuf *sb, const hloa_module *m, const hloa_comp *c)
{
    hloa_strbuf_add(sb, " (", 2);
    for (uint32_t i = 0; i < c->n_params; i++) {
        const hloa_instr *p = c->params[i];
        if (i)
            hloa_strbuf_add(sb, ", ", 2);
        uint32_t n;
        const char *s = p ? hloa_name(m, p->name, &n) : (n = 1, "_");
        hloa_strbuf_add(sb, s, n);
        hloa_strbuf_add(sb, ": ", 2);
        hloa_shape_print_no_layout(sb, p ? p->shape : NULL);
    }
    hloa_strbuf_add(sb, ") -> ", 5);
    hloa_shape_print_no_layout(sb, c->root ? c->root->shape : NULL);
}

void hloa_print_comp(hloa_strbuf *sb, const hloa_module *m, const hloa_comp *c,
                     const hloa_print_style *st)
{
    if (c->is_entry)
        hloa_strbuf_adds(sb, "ENTRY ");
    print_name(sb, m, c->name, st);
    /* A signature needs every parameter and root shape written. */
    int sig = st->signatures && c->root && c->root->shape;
    for (uint32_t i = 0; sig && i < c->n_params; i++)
        sig = c->params[i] && c->params[i]->shape;
    if (sig)
        print_signature(sb, m, c);
    hloa_strbuf_adds(sb, " {\n");
    for (uint32_t i = 0; i < c->n_instrs; i++) {
        hloa_strbuf_adds(sb, st->indent);
        hloa_print_instr(sb, m, c->instrs[i], st);
        hloa_strbuf_addc(sb, '\n');
    }
    hloa_strbuf_addc(sb, '}');
    if (c->thread != HLOA_SYM_MAIN) {
        uint32_t n;
        const char *t = hloa_name(m, c->thread, &n);
        hloa_strbuf_addf(sb, ", execution_thread=\"%.*s\"", (int)n, t);
    }
    hloa_strbuf_addc(sb, '\n');
}

void hloa_print_module(hloa_strbuf *sb, const hloa_module *m, const hloa_print_style *st)
{
    if (m->has_header) {
        uint32_t n;
        const char *s = hloa_name(m, m->name, &n);
        hloa_strbuf_adds(sb, "HloModule ");
        hloa_strbuf_add(sb, s, n);
        for (uint32_t i = 0; i < m->n_attrs; i++) {
            const hloa_attr *a = &m->attrs[i];
            const char *k = hloa_name(m, a->key, &n);
            hloa_strbuf_add(sb, ", ", 2);
            hloa_strbuf_add(sb, k, n);
            hloa_strbuf_addc(sb, '=');
            hloa_strbuf_add(sb, a->val, a->val_len);
        }
        hloa_strbuf_add(sb, "\n\n", 2);
    }
    for (uint32_t i = 0; i < m->n_comps; i++) {
        if (m->comps[i]->inline_body)
            continue; /* printed inside the attribute that holds it */
        if (i)
            hloa_strbuf_addc(sb, '\n');
        hloa_print_comp(sb, m, m->comps[i], st);
    }
}
