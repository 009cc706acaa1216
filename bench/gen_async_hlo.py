#!/usr/bin/env python3
"""Writes a large, realistic, async-heavy HLO module for benchmarking hlo-async.

One scheduled module of SIZE megabytes shaped like an optimized GPU/TPU dump:
thousands of computations (fusions, reducers, async wrappers, late-bound
callees), and an entry computation whose layers use every kind of async op:
sugared collectives (reduce-scatter-start, all-to-all-start), generic chains
with a wrapper computation, late-bound call-start/call-update/call-done (the
update binding an operand and the output), first-class pairs (all-gather,
all-reduce, collective-permute, copy with memory spaces, send/recv), tiled layouts T(8,128)(2,1), long
backend_config JSON and metadata. The module verifies with no errors, so the
benchmark measures the common path; it is not clean: its layers keep all-gathers,
reduce-scatters and all-reduces over the same devices in flight together (async-cross-rank
warnings: 20 a computation, then one saying how many more) and leave
all-reduces exposed (async-exposed notes: 20 a computation, then one saying
how many more). tests/cli/run_output.py holds this paragraph to the output.

Usage: gen_async_hlo.py SIZE_MB OUTPUT [--seed N]   (standard library only)
"""
import random
import sys


def layer(i, rng, out):
    """Appends the computations of layer i to out; returns the entry lines of the layer."""
    d = rng.choice([1024, 2048, 4096])
    b = 16
    t = f"bf16[{b},{d}]{{1,0:T(8,128)(2,1)}}"
    f = f"f32[{b},{d}]{{1,0:T(8,128)}}"
    meta = (f'metadata={{op_type="dot_general" op_name="jit(train_step)/jit(main)/transformer/layer_{i}/'
            f'mlp/dot_general" source_file="/workspace/model/layers.py" source_line={100 + i % 900}}}')
    cfg = ('backend_config={"operation_queue_id":"0","wait_on_operation_queues":[],'
           '"fusion_backend_config":{"kind":"__triton_gemm","triton_gemm_config":{"block_m":"64",'
           f'"block_n":"128","block_k":"32","split_k":"1","num_stages":"{2 + i % 3}","num_warps":"4",'
           '"num_ctas":"1"}},"force_earliest_schedule":false,"reification_cost":[]}')
    coll = ('backend_config={"operation_queue_id":"0","wait_on_operation_queues":[],'
            '"collective_backend_config":{"is_sync":false,"no_parallel_custom_call":false},'
            '"force_earliest_schedule":false}')
    out.append(f"""%fused_computation.{i} (param_0.{i}: bf16[{b},{d}], param_1.{i}: bf16[{b},{d}]) -> bf16[{b},{d}] {{
  %param_0.{i} = {t} parameter(0)
  %param_1.{i} = {t} parameter(1)
  %multiply.{i} = {t} multiply({t} %param_0.{i}, {t} %param_1.{i})
  %constant.{i} = bf16[] constant(0.5)
  %broadcast.{i} = {t} broadcast(bf16[] %constant.{i}), dimensions={{}}
  ROOT %add.{i} = {t} add({t} %multiply.{i}, {t} %broadcast.{i})
}}

%region_add.{i} (x.{i}: f32[], y.{i}: f32[]) -> f32[] {{
  %x.{i} = f32[] parameter(0)
  %y.{i} = f32[] parameter(1)
  ROOT %sum.{i} = f32[] add(f32[] %x.{i}, f32[] %y.{i})
}}

%all_reduce_wrapper.{i} (p.{i}: f32[{b},{d}]) -> f32[{b},{d}] {{
  %p.{i} = {f} parameter(0)
  ROOT %all-reduce.{i} = {f} all-reduce({f} %p.{i}), channel_id={3 * i + 1}, replica_groups=[1,8]<=[8], use_global_device_ids=true, to_apply=%region_add.{i}
}}

%late_callee.{i} (a.{i}: f32[{b},{d}], s.{i}: f32[]) -> (f32[{b},{d}]) {{
  %a.{i} = {f} parameter(0)
  %s.{i} = f32[] parameter(1)
  %bs.{i} = {f} broadcast(f32[] %s.{i}), dimensions={{}}
  %scaled.{i} = {f} multiply({f} %a.{i}, {f} %bs.{i})
  ROOT %out.{i} = ({f}) tuple({f} %scaled.{i})
}}
""")
    x = f"%x.{i}"
    return [
        f"  %x.{i} = {t} parameter({i}), {meta}",
        f"  %fusion.{i} = {t} fusion({t} %x.{i}, {t} %x.{i}), kind=kCustom, calls=%fused_computation.{i}, {meta}, {cfg}",
        f"  %convert.{i} = {f} convert({t} %fusion.{i}), {meta}",
        f"  %ag-start.{i} = ({f}, f32[{8 * b},{d}]{{1,0:T(8,128)}}) all-gather-start({f} %convert.{i}), channel_id={3 * i + 2}, replica_groups=[1,8]<=[8], dimensions={{0}}, use_global_device_ids=true, {meta}, {coll}",
        f"  %rs-start.{i} = (({f}), f32[2,{d}]{{1,0:T(2,128)}}) reduce-scatter-start({f} %convert.{i}), channel_id={3 * i + 3}, replica_groups=[1,8]<=[8], use_global_device_ids=true, dimensions={{0}}, to_apply=%region_add.{i}, {meta}, {coll}",
        f"  %ar-start.{i} = (({f}), {f}, s32[]) async-start({f} %convert.{i}), calls=%all_reduce_wrapper.{i}, {meta}",
        f"  %call-start.{i} = (({f}), (), s32[]) call-start({f} %convert.{i}), to_apply=%late_callee.{i}",
        f"  %scale.{i} = f32[] constant({1 + i % 7})",
        f"  %call-update.{i} = (({f}, f32[]), ({f}), s32[]) call-update((({f}), (), s32[]) %call-start.{i}, f32[] %scale.{i})",
        f"  %cs.{i} = ({f.replace('T(8,128)', 'T(8,128)S(1)')}, {f}, u32[]) copy-start({f} %convert.{i}), {coll}",
        f"  %cp-start.{i} = ({f}, {f}, u32[], u32[]) collective-permute-start({f} %convert.{i}), channel_id={100_000_000 + i}, source_target_pairs={{{{0,1}},{{1,2}},{{2,3}},{{3,0}}}}, {meta}",
        f"  %work.{i} = {t} multiply({t} %fusion.{i}, {t} %x.{i}), {meta}",
        f"  %ag-done.{i} = f32[{8 * b},{d}]{{1,0:T(8,128)}} all-gather-done(({f}, f32[{8 * b},{d}]{{1,0:T(8,128)}}) %ag-start.{i}), {meta}",
        f"  %rs-done.{i} = f32[2,{d}]{{1,0:T(2,128)}} reduce-scatter-done((({f}), f32[2,{d}]{{1,0:T(2,128)}}) %rs-start.{i}), {meta}",
        f"  %ar-done.{i} = {f} async-done((({f}), {f}, s32[]) %ar-start.{i}), {meta}",
        f"  %call-done.{i} = ({f}) call-done((({f}, f32[]), ({f}), s32[]) %call-update.{i})",
        f"  %cd.{i} = {f.replace('T(8,128)', 'T(8,128)S(1)')} copy-done(({f.replace('T(8,128)', 'T(8,128)S(1)')}, {f}, u32[]) %cs.{i})",
        f"  %cp-done.{i} = {f} collective-permute-done(({f}, {f}, u32[], u32[]) %cp-start.{i})",
        f"  %gte.{i} = {f} get-tuple-element(({f}) %call-done.{i}), index=0",
        f"  %sum.{i}.0 = {f} add({f} %ar-done.{i}, {f} %gte.{i}), {meta}",
        f"  %sum.{i}.1 = {f} add({f} %sum.{i}.0, {f} %cp-done.{i}), {meta}",
        f"  %keep.{i} = (f32[{8 * b},{d}]{{1,0:T(8,128)}}, f32[2,{d}]{{1,0:T(2,128)}}, {f}, {f.replace('T(8,128)', 'T(8,128)S(1)')}, {t}) tuple(%ag-done.{i}, %rs-done.{i}, %sum.{i}.1, %cd.{i}, %work.{i})",
    ]


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    target = float(sys.argv[1]) * 1e6
    path = sys.argv[2]
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 1
    rng = random.Random(seed)
    comps, entry, keeps = [], [], []
    size, i = 0, 0
    while size < target:
        block = []
        lines = layer(i, rng, block)
        comps.extend(block)
        entry.extend(lines)
        keeps.append(f"%keep.{i}")
        size += sum(len(x) for x in block) + sum(len(x) + 1 for x in lines)
        i += 1
    with open(path, "w") as f:
        f.write("HloModule jit_train_step, is_scheduled=true, num_partitions=8\n\n")
        for c in comps:
            f.write(c)
            f.write("\n")
        f.write(f"ENTRY %main.{i} {{\n")
        f.write("\n".join(entry))
        f.write("\n  ROOT %done = () tuple()\n}\n")


if __name__ == "__main__":
    main()
