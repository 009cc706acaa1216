/*
 * What a collective costs (collective.c): where its replica groups sit, within
 * one host or across hosts, and how long it takes there.
 */
#ifndef HLOASYNC_COST_COLLECTIVE_H
#define HLOASYNC_COST_COLLECTIVE_H

#include "hloasync/cost.h"

/*
 * The cost of a collective (all-reduce, all-gather, reduce-scatter, all-to-all,
 * collective-permute, collective-broadcast and their starts) into c: its group,
 * the hosts it spans, the bytes each device sends and its time.
 */
void hloa_collective_cost(const hloa_cost_model *cm, const hloa_instr *in, hloa_cost *c);

#endif
