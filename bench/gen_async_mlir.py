#!/usr/bin/env python3
"""A big async-heavy MLIR module for the benchmark (issue 31).

Writes about MB megabytes of one MLIR module with CHAINS async chains, half
MHLO async bundles (start, update, done, calling a function of one
all-gather each) and half StableHLO futures (async_start with an all_reduce
region, async_done), in a scheduled @main whose other ops are element-wise
work, with loc(...) trailers and #loc aliases as JAX writes them.

With --generic, its pretty ops (the element-wise work, the reducers'
add and return) are written in the generic form mlir-opt
--mlir-print-op-generic prints, which MLIR's own parser reads without
StableHLO registered (mlir-opt --allow-unregistered-dialect).

Usage: gen_async_mlir.py MB PATH [CHAINS] [--generic]   (CHAINS defaults to 20000)
"""
import sys


def main():
    generic = "--generic" in sys.argv
    args = [a for a in sys.argv[1:] if a != "--generic"]
    mb, path = int(args[0]), args[1]
    chains = int(args[2]) if len(args) > 2 else 20000
    target = mb * 1_000_000
    out = open(path, "w")
    out.write("#loc1 = loc(\"model.py\":1:1)\n")
    out.write("module @bench attributes {mhlo.num_partitions = 8 : i32, mhlo.is_scheduled = true} {\n")
    bundle = ("!mhlo.async_bundle<tuple<tensor<256x128xbf16>>, tensor<2048x128xbf16>, tensor<i32>>")
    for i in range(chains // 2):
        out.write(f"  func.func private @ag{i}(%p: tensor<256x128xbf16>) -> tensor<2048x128xbf16> "
                  f"attributes {{execution_thread = \"main\"}} {{\n"
                  f"    %g = \"mhlo.all_gather\"(%p) {{all_gather_dim = 0 : i64, channel_handle = "
                  f"#mhlo.channel_handle<handle = {i + 1}, type = 0>, replica_groups = "
                  f"dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}} : "
                  f"(tensor<256x128xbf16>) -> tensor<2048x128xbf16>\n"
                  + ("    \"func.return\"(%g) : (tensor<2048x128xbf16>) -> ()\n  }\n" if generic else
                     "    return %g : tensor<2048x128xbf16>\n  }\n"))
    out.write("  func.func public @main(%x: tensor<256x128xbf16>, %y: tensor<64x64xf32>) -> "
              "tensor<64x64xf32> {\n")
    body_start = out.tell()
    per_chain = max(0, (target - body_start) // chains)
    filler = ("    %v{n} = stablehlo.multiply %v{p}, %y : tensor<64x64xf32> "
              "loc(\"model.py\":{line}:7)\n")
    if generic:
        filler = ("    %v{n} = \"stablehlo.multiply\"(%v{p}, %y) : (tensor<64x64xf32>, tensor<64x64xf32>) "
                  "-> tensor<64x64xf32> loc(\"model.py\":{line}:7)\n")
    n = 0
    size = body_start

    def put(text):
        nonlocal size
        out.write(text)
        size += len(text)

    def fill_to(goal):
        nonlocal n
        while size < goal:
            n += 1
            put(filler.format(n=n, p=n - 1, line=n % 5000))

    put("    %v0 = \"stablehlo.add\"(%y, %y) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>\n"
        if generic else "    %v0 = stablehlo.add %y, %y : tensor<64x64xf32>\n")
    reducer = ("            %s = stablehlo.add %l, %m : tensor<f32>\n"
               "            stablehlo.return %s : tensor<f32>\n")
    if generic:
        reducer = ("            %s = \"stablehlo.add\"(%l, %m) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n"
                   "            \"stablehlo.return\"(%s) : (tensor<f32>) -> ()\n")
    for c in range(chains):
        goal = body_start + (c + 1) * per_chain
        middle = body_start + c * per_chain + per_chain // 2
        if c % 2 == 0:
            k = c // 2
            put(f"    %s{c} = \"mhlo.async_start\"(%x) {{called_computation = @ag{k}, "
                f"execution_thread = \"main\"}} : (tensor<256x128xbf16>) -> {bundle} loc(#loc1)\n")
            fill_to(middle)
            put(f"    %u{c} = \"mhlo.async_update\"(%s{c}) : ({bundle}) -> {bundle}\n")
        else:
            put(f"    %s{c} = \"stablehlo.async_start\"(%y) ({{\n"
                f"      ^bb0(%a: tensor<64x64xf32>):\n"
                f"        %r = \"stablehlo.all_reduce\"(%a) ({{\n"
                f"          ^bb0(%l: tensor<f32>, %m: tensor<f32>):\n"
                + reducer +
                f"        }}) {{replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>}} "
                f": (tensor<64x64xf32>) -> tensor<64x64xf32>\n"
                f"        \"stablehlo.return\"(%r) : (tensor<64x64xf32>) -> ()\n"
                f"    }}) : (tensor<64x64xf32>) -> !stablehlo.future<tensor<64x64xf32>>\n")
            fill_to(middle)
        fill_to(goal)
        if c % 2 == 0:
            put(f"    %d{c} = \"mhlo.async_done\"(%u{c}) : ({bundle}) -> tensor<2048x128xbf16>\n")
        else:
            put(f"    %d{c} = \"stablehlo.async_done\"(%s{c}) : "
                f"(!stablehlo.future<tensor<64x64xf32>>) -> tensor<64x64xf32>\n")
    if generic:
        out.write(f"    \"func.return\"(%v{n}) : (tensor<64x64xf32>) -> ()\n  }}\n}}\n")
    else:
        out.write(f"    return %v{n} : tensor<64x64xf32>\n  }}\n}}\n")
    out.close()


if __name__ == "__main__":
    main()
