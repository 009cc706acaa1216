/*
 * The one index from names to positions in a computation (ir/positions.c)
 * that the control-edge check, the scheduling-group check, the cost model's
 * why and the comparison share; and the order hloa_comps_callees_first gives.
 */
#include "hloasync/async.h"

#include "helpers.h"

#include <criterion/criterion.h>
#include <string.h>

static const char *two_comps =
    "HloModule m\n"
    "%f (x: f32[]) -> f32[] {\n"
    "  %x = f32[] parameter(0)\n"
    "  %a = f32[] negate(%x)\n"
    "  ROOT %b = f32[] negate(%a), control-predecessors={%x, a, %gone}\n"
    "}\n"
    "ENTRY %e (p: f32[]) -> f32[] {\n"
    "  %p = f32[] parameter(0)\n"
    "  ROOT %c = f32[] call(%p), to_apply=%f\n"
    "}\n";

static int64_t at(const hloa_positions *p, const char *name)
{
    return hloa_position_of(p, name, (uint32_t)strlen(name));
}

/* text parsed into x, p indexing its first computation. */
static void index_first(parsed *x, hloa_positions *p, const char *text)
{
    parse_text(x, text);
    hloa_positions_init(p, &x->m);
    hloa_positions_set(p, x->m.comps[0]);
}

Test(positions, names_of_the_computation_set_only)
{
    parsed x;
    hloa_positions p;
    index_first(&x, &p, two_comps);
    cr_assert_eq(at(&p, "x"), 0);
    cr_assert_eq(at(&p, "a"), 1);
    cr_assert_eq(at(&p, "b"), 2);
    cr_assert_eq(at(&p, "p"), -1, "a name of another computation");
    cr_assert_eq(at(&p, "never"), -1, "a name the module never interned");
    /* the next computation: the first one's names are forgotten */
    hloa_positions_set(&p, x.m.comps[1]);
    cr_assert_eq(at(&p, "a"), -1);
    cr_assert_eq(at(&p, "p"), 0);
    cr_assert_eq(at(&p, "c"), 1);
    hloa_positions_release(&p);
    parsed_release(&x);
}

Test(positions, a_name_list_in_turn)
{
    parsed x;
    hloa_positions p;
    index_first(&x, &p, two_comps);
    const hloa_attr *a = hloa_instr_attr(find_instr(&x, "b"), HLOA_SYM_CONTROL_PREDECESSORS);
    cr_assert(a);
    uint32_t pos = 0;
    int64_t got[4], k;
    size_t n = 0;
    while (n < 4 && hloa_positions_next(&p, a, &pos, &k))
        got[n++] = k;
    cr_assert_eq(n, 3);
    cr_assert_eq(got[0], 0);
    cr_assert_eq(got[1], 1);
    cr_assert_eq(got[2], -1, "a name no instruction has");
    hloa_positions_release(&p);
    parsed_release(&x);
}

Test(positions, a_name_written_twice_is_at_its_first_place)
{
    parsed x;
    hloa_positions p;
    index_first(&x, &p,
                "HloModule m\nENTRY %e (p: f32[]) -> f32[] {\n  %p = f32[] parameter(0)\n"
                "  %d = f32[] negate(%p)\n  %d = f32[] negate(%p)\n  ROOT %r = f32[] negate(%d)\n}\n");
    cr_assert_eq(at(&p, "d"), 1);
    hloa_positions_release(&p);
    parsed_release(&x);
}

Test(positions, callees_come_before_their_callers)
{
    /* e calls g and f; f calls g; g calls f back (a cycle, bad input) */
    parsed x;
    parse_text(&x, "HloModule m\n"
                   "%g (x: f32[]) -> f32[] {\n  %x = f32[] parameter(0)\n"
                   "  ROOT %r = f32[] call(%x), to_apply=%f\n}\n"
                   "%f (x: f32[]) -> f32[] {\n  %x = f32[] parameter(0)\n"
                   "  ROOT %r = f32[] call(%x), to_apply=%g\n}\n"
                   "%h (x: f32[]) -> f32[] {\n  %x = f32[] parameter(0)\n  ROOT %r = f32[] negate(%x)\n}\n"
                   "ENTRY %e (p: f32[]) -> f32[] {\n  %p = f32[] parameter(0)\n"
                   "  %a = f32[] call(%p), to_apply=%f\n"
                   "  ROOT %b = f32[] call(%a), to_apply=%h\n}\n");
    uint8_t seen[8] = {0};
    hloa_comp_list order = {0};
    hloa_comps_callees_first(x.m.entry, seen, NULL, &order);
    cr_assert_eq(order.len, 4);
    const char *names[4];
    for (size_t i = 0; i < 4; i++) {
        uint32_t n;
        names[i] = hloa_name(&x.m, order.items[i]->name, &n);
    }
    cr_assert(!strncmp(names[0], "g", 1), "%s", names[0]); /* g's call back to f is cut */
    cr_assert(!strncmp(names[1], "f", 1), "%s", names[1]);
    cr_assert(!strncmp(names[2], "h", 1), "%s", names[2]);
    cr_assert_eq(order.items[3], x.m.entry);
    /* asked again: all seen, nothing more */
    order.len = 0;
    hloa_comps_callees_first(x.m.entry, seen, NULL, &order);
    cr_assert_eq(order.len, 0);
    free(order.items);
    parsed_release(&x);
}
