/*
 * The custom-calls that only carry metadata: sharding annotations, the
 * boundaries of manually partitioned regions and Shardy's round-trip markers.
 * No kernel ever runs for one: XLA's ShardingRemover (sharding_remover.cc)
 * and SPMD partitioner (spmd_partitioner.cc, custom_call_handler.cc) replace
 * Sharding, SPMDFullToShardShape and SPMDShardToFullShape with their operand,
 * the partitioner removes the shard barriers (shard_barrier_partitioner.h),
 * and Shardy's import turns every xla.sdy.* target back into an sdy op or an
 * attribute (xla/service/spmd/shardy/constants.h). Some of them XLA also lets
 * an async value pass through (IsAllowedAsyncIntermediaryCustomCall).
 */
#include "hloasync/async.h"

#include <string.h>

static const struct {
    const char *target;
    uint8_t intermediary; /* XLA's IsAllowedAsyncIntermediaryCustomCall takes it */
} metadata_targets[] = {
    {"Sharding", 1},
    {"LocalToGlobalShape", 1},
    {"GlobalToLocalShape", 1},
    {"xla.sdy.LocalToGlobalShape", 1},
    {"xla.sdy.GlobalToLocalShape", 1},
    {"xla.sdy.FuncResultSharding", 1},
    {"SPMDFullToShardShape", 0},
    {"SPMDShardToFullShape", 0},
    {"ShardBarrierFrom", 0},
    {"ShardBarrierTo", 0},
};

/* Shardy's round-trip markers share this prefix (xla.sdy.ShardingGroup, .PropagationBarrier,
   ...): the import reads each back into Shardy's IR. */
static const char SDY_PREFIX[] = "xla.sdy.";

int hloa_metadata_custom_call(const hloa_instr *in, int *intermediary)
{
    *intermediary = 0;
    if (in->opcode != HLOA_OP_CUSTOM_CALL)
        return 0;
    uint32_t n;
    const char *s = hloa_attr_string(hloa_instr_attr(in, HLOA_SYM_CUSTOM_CALL_TARGET), &n);
    if (!s)
        return 0;
    for (size_t i = 0; i < sizeof(metadata_targets) / sizeof(metadata_targets[0]); i++)
        if (strlen(metadata_targets[i].target) == n && !memcmp(metadata_targets[i].target, s, n)) {
            *intermediary = metadata_targets[i].intermediary;
            return 1;
        }
    return n > sizeof(SDY_PREFIX) - 1 && !memcmp(s, SDY_PREFIX, sizeof(SDY_PREFIX) - 1);
}
