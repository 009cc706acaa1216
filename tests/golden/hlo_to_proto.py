#!/usr/bin/env python3
"""HLO text (as XLA's HloModule::ToString prints it) -> a binary HloProto, by hand.

No protobuf package: the wire format is written here from the schemas
(xla/service/hlo.proto, xla/xla_data.proto; field numbers beside each use).
It reads the subset of HLO text the fixtures of testdata/hloproto/ are written
in (names with '%', operand shapes, the attributes XLA prints) and writes what
XLA's HloModule::ToProto would: ids, operand ids, called computation ids,
control predecessor ids and, for a module written is_scheduled=true, the
schedule (HloScheduleProto) in text order.

  hlo_to_proto.py IN.hlo OUT.pb [--bare] [--xz | --gz]
      --bare: a bare HloModuleProto (default: an HloProto wrapping it)
  hlo_to_proto.py --all TESTDATA_DIR [FUZZ_SEEDS_DIR]
      writes every fixture of TESTDATA_DIR/hloproto/ (see FIXTURES) and, when
      given, the fuzz target's seeds; --check instead of --all compares them
"""
import gzip
import io
import lzma
import os
import re
import struct
import sys

# ---- wire format (https://protobuf.dev/programming-guides/encoding/) ----


sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from pbwire import f_bytes, f_double, f_float, f_int, f_packed, key, varint  # noqa: E402,F401


# ---- HLO text -> values ----

ELEM = {"pred": 1, "s8": 2, "s16": 3, "s32": 4, "s64": 5, "u8": 6, "u16": 7, "u32": 8, "u64": 9,
        "f16": 10, "f32": 11, "f64": 12, "c64": 15, "bf16": 16, "token": 17, "c128": 18,
        "f8e5m2": 19, "f8e4m3fn": 20, "s4": 21, "u4": 22, "opaque": 14}


def split_top(s, sep=","):
    """Pieces of s between top-level separators (not inside (), {}, [] or quotes)."""
    out, depth, cur, quote, i = [], 0, "", False, 0
    while i < len(s):
        c = s[i]
        if quote:
            cur += c
            if c == "\\":
                cur += s[i + 1]
                i += 1
            elif c == '"':
                quote = False
        elif c == '"':
            quote, cur = True, cur + c
        elif c in "({[":
            depth, cur = depth + 1, cur + c
        elif c in ")}]":
            depth, cur = depth - 1, cur + c
        elif c == sep and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
        i += 1
    if cur.strip():
        out.append(cur.strip())
    return out


def unquote(s):
    assert s[0] == '"' and s[-1] == '"', s
    return s[1:-1].encode().decode("unicode_escape").encode("latin-1")


def ints(s):
    return [int(x) for x in re.findall(r"-?\d+", s)]


def shape_proto(s):
    """ShapeProto: element_type 2, dimensions 3, tuple_shapes 4, layout 5, is_dynamic_dimension 6."""
    s = s.strip()
    if s.startswith("("):
        inner = s[1:s.rindex(")")]
        return f_int(2, 13) + b"".join(f_bytes(4, shape_proto(e)) for e in split_top(inner))
    m = re.fullmatch(r"(\w+)\[([^\]]*)\](\{.*\})?", s)
    assert m, s
    out = f_int(2, ELEM[m.group(1)])
    dims = [d for d in m.group(2).split(",") if d]
    out += f_packed(3, [int(d.lstrip("<=")) for d in dims])
    if any(d.startswith("<=") for d in dims):
        out += f_packed(6, [1 if d.startswith("<=") else 0 for d in dims])
    if m.group(3):
        out += f_bytes(5, layout_proto(m.group(3)[1:-1]))
    elif dims and m.group(1) not in ("token", "opaque"):
        out += f_bytes(5, layout_proto(",".join(str(i) for i in reversed(range(len(dims))))))
    return out


def layout_proto(s):
    """LayoutProto: minor_to_major 1, tiles 6 (dimensions 1), element_size_in_bits 7,
    memory_space 8, dynamic_shape_metadata_prefix_bytes 15, tail_padding_alignment 16."""
    order, _, extras = s.partition(":")
    out = f_packed(1, ints(order))
    for t in re.findall(r"T\(([^)]*)\)", extras):
        out += f_bytes(6, f_packed(1, [-(1 << 63) if x == "*" else int(x) for x in t.split(",")]))
    for letter, number in (("E", 7), ("S", 8), ("M", 15), ("L", 16)):
        m = re.search(letter + r"\((\d+)\)", extras)
        if m:
            out += f_int(number, int(m.group(1)))
    return out


def program_shape(params, result):
    """ProgramShapeProto: parameters 1, result 2, parameter_names 3."""
    return b"".join(f_bytes(1, shape_proto(p)) for p in params) + f_bytes(2, shape_proto(result))


def metadata(s):
    """OpMetadata: op_type 1, op_name 2, source_file 3, source_line 4, deduplicated_name 12,
    stack_frame_id 15, scheduling_name 16, source_end_line 17, source_column 18,
    source_end_column 19."""
    numbers = {"op_type": 1, "op_name": 2, "source_file": 3, "source_line": 4,
               "deduplicated_name": 12, "scheduling_name": 16, "source_end_line": 17,
               "source_column": 18, "source_end_column": 19, "stack_frame_id": 15}
    out = b""
    for k, v in re.findall(r'(\w+)=("(?:[^"\\]|\\.)*"|-?\d+)', s):
        out += f_bytes(numbers[k], unquote(v)) if v.startswith('"') else f_int(numbers[k], int(v))
    return out


def frontend_attributes(s):
    """FrontendAttributes: map 1 (key 1, value 2)."""
    out = b""
    for item in split_top(s[1:-1]):
        k, _, v = item.partition("=")
        out += f_bytes(1, f_bytes(1, k) + f_bytes(2, unquote(v) if v.startswith('"') else v))
    return out


def replica_groups(v):
    """ReplicaGroup (replica_ids 1) in field 49, or CollectiveDeviceListProto (87) with an
    IotaReplicaGroupListProto (num_replica_groups 1, num_devices_per_group 2,
    iota_reshape_dims 3, iota_transpose_perm 4) for the [G,N]<=[dims]T(perm) form."""
    m = re.fullmatch(r"\[(\d+),(\d+)\]<=\[([\d,]*)\](?:T\(([\d,]*)\))?", v)
    if m:
        iota = f_int(1, int(m.group(1))) + f_int(2, int(m.group(2))) + f_packed(3, ints(m.group(3)))
        if m.group(4):
            iota += f_packed(4, ints(m.group(4)))
        return f_bytes(87, f_bytes(2, iota))
    return b"".join(f_bytes(49, f_packed(1, ints(g))) for g in split_top(v[1:-1])) or b""


def literal(shape, text):
    """LiteralProto: shape 1, preds 2, s32s 4, s64s 5, u32s 6, f32s 8, f64s 9, bf16s 13."""
    elem = re.match(r"\w+", shape).group(0)
    out = f_bytes(1, shape_proto(shape))
    if text == "{...}":
        return out
    values = [v.strip() for v in text.strip("{}").split(",") if v.strip()]
    if elem == "pred":
        return out + f_packed(2, [1 if v == "true" else 0 for v in values])
    if elem in ("s32", "s64", "u32"):
        return out + f_packed({"s32": 4, "s64": 5, "u32": 6}[elem], [int(v) for v in values])
    if elem == "f32":
        return out + f_bytes(8, b"".join(struct.pack("<f", float(v)) for v in values))
    if elem == "f64":
        return out + f_bytes(9, b"".join(struct.pack("<d", float(v)) for v in values))
    if elem == "bf16":
        return out + f_bytes(13, b"".join(struct.pack("<f", float(v))[2:] for v in values))
    raise ValueError("literal of " + shape)


def window(v):
    """Window: dimensions 1 (WindowDimension: size 1, stride 2, padding_low 3, padding_high 4,
    window_dilation 5, base_dilation 6, window_reversal 7); XLA writes stride and dilations
    of 1 explicitly."""
    parts = dict(p.split("=") for p in v[1:-1].split())
    sizes = [int(x) for x in parts["size"].split("x")]
    n = len(sizes)

    def each(key, default):
        return [int(x) for x in parts[key].split("x")] if key in parts else [default] * n
    stride, lhs, rhs, rev = each("stride", 1), each("lhs_dilate", 1), each("rhs_dilate", 1), \
        each("rhs_reversal", 0)
    pads = [tuple(int(y) for y in x.split("_")) for x in parts["pad"].split("x")] \
        if "pad" in parts else [(0, 0)] * n
    out = b""
    for i in range(n):
        d = f_int(1, sizes[i]) + f_int(2, stride[i])
        d += (f_int(3, pads[i][0]) if pads[i][0] else b"") + (f_int(4, pads[i][1]) if pads[i][1] else b"")
        d += f_int(5, rhs[i]) + f_int(6, lhs[i]) + (f_int(7, 1) if rev[i] else b"")
        out += f_bytes(1, d)
    return out


def dim_labels(v):
    """ConvolutionDimensionNumbers from 'b01f_01io->b01f' (field numbers in dims.c)."""
    lhs, rest = v.split("_", 1)
    rhs, out_labels = rest.split("->")

    def side(labels, a, an, b, bn, spatial):
        d = f_int(an, labels.index(a)) + f_int(bn, labels.index(b))
        digits = sorted((c, i) for i, c in enumerate(labels) if c.isdigit())
        return d + f_packed(spatial, [i for _, i in digits])
    return side(lhs, "b", 7, "f", 8, 11) + side(rhs, "i", 3, "o", 4, 6) + \
        side(out_labels, "b", 9, "f", 10, 12)


# HloInstructionProto's fields of one value: key=true, key=N, key=WORD (field numbers)
FLAGS = {"use_global_device_ids": 71, "is_stable": 60, "is_host_transfer": 47,
         "indices_are_sorted": 67, "unique_indices": 69, "custom_call_has_side_effect": 65,
         "largest": 85}
INTS = {"index": 13, "channel_id": 26, "cross_program_prefetch_index": 80,
        "feature_group_count": 50, "batch_group_count": 58, "k": 81}
WORDS = {"kind": 11, "direction": 63, "type": 72}

INSTR_LINE = re.compile(r"(ROOT )?%([\w.\-]+) = (.+?) ([a-z][\w\-]*)\((.*)$")


def split_instr(rest):
    """'operands), attrs' -> (operands text, attrs text): the ')' that closes the operands."""
    depth = 1
    quote = False
    for i, c in enumerate(rest):
        if quote:
            quote = c != '"' or rest[i - 1] == "\\"
        elif c == '"':
            quote = True
        elif c in "({[":
            depth += 1
        elif c in ")}]":
            depth -= 1
            if depth == 0:
                return rest[:i], rest[i + 1:].lstrip(", ")
    raise ValueError(rest)


class Module:
    def __init__(self, text):
        self.comps = []  # (name, entry, thread, [instr dicts])
        self.header = {}
        self.missing_operand = False  # a fixture of a corrupt module: one operand id names nothing
        self.parse(text)

    def parse(self, text):
        comp = None
        for line in text.splitlines():
            if not line.strip() or line.lstrip().startswith("//"):
                continue
            if line.startswith("HloModule "):
                parts = split_top(line[len("HloModule "):])
                self.name = parts[0]
                for p in parts[1:]:
                    k, _, v = p.partition("=")
                    self.header[k] = v
            elif line.startswith("}"):
                m = re.search(r'execution_thread="([^"]*)"', line)
                comp["thread"] = m.group(1) if m else ""
                comp = None
            elif line.endswith("{") and comp is None:
                m = re.match(r"(ENTRY )?%([\w.\-]+) \((.*)\) -> (.*) \{$", line)
                comp = {"name": m.group(2), "entry": bool(m.group(1)), "instrs": []}
                self.comps.append(comp)
            else:
                m = INSTR_LINE.match(line.strip())
                assert m, line
                operands, attrs = split_instr(m.group(5))
                comp["instrs"].append({"root": bool(m.group(1)), "name": m.group(2),
                                       "shape": m.group(3), "opcode": m.group(4),
                                       "operands": operands, "attrs": split_top(attrs)})

    def to_proto(self, bare=False):
        comp_ids = {c["name"]: i + 1 for i, c in enumerate(self.comps)}
        next_id = [100]
        comps = b""
        schedule = b""
        for c in self.comps:
            ids = {}
            for ins in c["instrs"]:
                ids[ins["name"]] = next_id[0]
                next_id[0] += 1
            body = b""
            root = ids[c["instrs"][-1]["name"]]
            params = {}
            for ins in c["instrs"]:
                body += f_bytes(2, self.instr(ins, ids, comp_ids))
                if ins["root"]:
                    root = ids[ins["name"]]
                if ins["opcode"] == "parameter":
                    params[int(ins["operands"])] = ins["shape"]
            result = next(i["shape"] for i in c["instrs"] if ids[i["name"]] == root)
            out = f_bytes(1, c["name"]) + body
            out += f_bytes(4, program_shape([params[k] for k in sorted(params)], result))
            out += f_int(5, comp_ids[c["name"]]) + f_int(6, root)
            if c.get("thread"):
                out += f_bytes(8, c["thread"])
            comps += f_bytes(3, out)
            if self.header.get("is_scheduled") == "true" and not c["name"].startswith("fused"):
                seq = f_packed(1, [ids[i["name"]] for i in c["instrs"]])
                schedule += f_bytes(1, f_int(1, comp_ids[c["name"]]) + f_bytes(2, seq))
        entry = next(c for c in self.comps if c["entry"])
        module = f_bytes(1, self.name) + f_bytes(2, entry["name"]) + comps
        layout = self.header.get("entry_computation_layout")
        if layout:
            m = re.fullmatch(r"\{\((.*)\)->(.*)\}", layout)
            module += f_bytes(4, program_shape(split_top(m.group(1)), m.group(2)))
        module += f_int(6, comp_ids[entry["name"]])
        if schedule:
            module += f_bytes(7, schedule)
        if "replica_count" in self.header or "num_partitions" in self.header:
            module += f_bytes(15, f_int(1, int(self.header.get("replica_count", 1))) +
                              f_int(2, int(self.header.get("num_partitions", 1))))
        if "frontend_attributes" in self.header:
            module += f_bytes(19, frontend_attributes(self.header["frontend_attributes"]))
        return module if bare else f_bytes(1, module)

    def instr(self, ins, ids, comp_ids):
        """HloInstructionProto: name 1, opcode 2, shape 3, id 35, operand_ids 36, ..."""
        op = ins["opcode"]
        out = f_bytes(1, ins["name"]) + f_bytes(2, op) + f_bytes(3, shape_proto(ins["shape"]))
        if op == "parameter":
            out += f_int(9, int(ins["operands"]))
        elif op == "constant":
            out += f_bytes(8, literal(ins["shape"], ins["operands"]))
        else:
            names = re.findall(r"%([\w.\-]+)", ins["operands"])
            operand_ids = [ids[n] for n in names]
            if operand_ids and self.missing_operand:
                operand_ids[-1], self.missing_operand = 999999, False
            out += f_packed(36, operand_ids)
        called = []
        dot = b""  # DotDimensionNumbers: one message for all four lists
        gather = scatter = b""  # Gather/ScatterDimensionNumbers: one message each
        for a in ins["attrs"]:
            k, _, v = a.partition("=")
            if k in FLAGS:
                out += f_int(FLAGS[k], 1)
            elif k in INTS:
                out += f_int(INTS[k], int(v))
            elif k in WORDS:
                out += f_bytes(WORDS[k], v)
            elif k in ("dimensions", "iota_dimension"):
                out += f_packed(14, ints(v))
            elif k == "slice":
                for lo_hi in re.findall(r"\[([^\]]*)\]", v):
                    p = ints(lo_hi) + [1]
                    out += f_bytes(17, f_int(1, p[0]) + f_int(2, p[1]) + f_int(3, p[2]))
            elif k == "dynamic_slice_sizes":
                out += f_packed(20, ints(v))
            elif k == "padding":
                pc = b""
                for d in v.split("x"):
                    p = [int(x) for x in d.split("_")] + [0]
                    pc += f_bytes(1, f_int(1, p[0]) + f_int(2, p[1]) + f_int(3, p[2]))
                out += f_bytes(21, pc)
            elif k == "replica_groups":
                out += replica_groups(v)
            elif k == "source_target_pairs":
                for pair in split_top(v[1:-1]):
                    s, t = ints(pair)
                    out += f_bytes(52, f_int(1, s) + f_int(2, t))
            elif k in ("lhs_batch_dims", "lhs_contracting_dims", "rhs_batch_dims",
                       "rhs_contracting_dims"):
                n = {"lhs_contracting_dims": 1, "rhs_contracting_dims": 2, "lhs_batch_dims": 3,
                     "rhs_batch_dims": 4}[k]
                dot += f_packed(n, ints(v))
            elif k == "window":
                out += f_bytes(15, window(v))
            elif k == "dim_labels":
                out += f_bytes(16, dim_labels(v))
            elif k == "operand_precision":
                names = {"default": 0, "high": 1, "highest": 2}
                out += f_bytes(51, f_packed(1, [names[x] for x in v[1:-1].split(",")]))
            elif k in ("offset_dims", "collapsed_slice_dims", "start_index_map"):
                gather += f_packed({"offset_dims": 1, "collapsed_slice_dims": 2,
                                    "start_index_map": 3}[k], ints(v))
            elif k in ("update_window_dims", "inserted_window_dims", "scatter_dims_to_operand_dims"):
                scatter += f_packed({"update_window_dims": 1, "inserted_window_dims": 2,
                                     "scatter_dims_to_operand_dims": 3}[k], ints(v))
            elif k == "index_vector_dim":
                if op == "gather":
                    gather += f_int(4, int(v))
                else:
                    scatter += f_int(4, int(v))
            elif k == "slice_sizes":
                out += f_packed(34, ints(v))
            elif k == "custom_call_target":
                out += f_bytes(28, unquote(v))
            elif k == "schedule":
                out += f_int(76, {"SCHEDULE_LATEST": 1, "SCHEDULE_EARLIEST": 2}[v])
            elif k == "api_version":
                out += f_int(77, {"API_VERSION_STATUS_RETURNING": 2,
                                  "API_VERSION_STATUS_RETURNING_UNIFIED": 3,
                                  "API_VERSION_TYPED_FFI": 4}[v])
            elif k == "async_execution_thread":
                out += f_bytes(79, unquote(v))
            elif k in ("calls", "to_apply", "select", "scatter", "true_computation",
                       "false_computation"):
                called.append(v.lstrip("%"))
            elif k in ("condition", "body"):
                called.append((k, v.lstrip("%")))
            elif k in ("branch_computations", "called_computations"):
                called += re.findall(r"%([\w.\-]+)", v)
            elif k == "sharding":
                if v == "{replicated}":
                    out += f_bytes(40, f_int(1, 0))
                elif v == "{manual}":
                    out += f_bytes(40, f_int(1, 4))
                else:
                    out += f_bytes(40, f_int(1, 1) + f_packed(4, ints(v)))
            elif k == "frontend_attributes":
                out += f_bytes(68, frontend_attributes(v))
            elif k == "control-predecessors":
                out += f_packed(37, [ids[n] for n in re.findall(r"%([\w.\-]+)", v)])
            elif k == "metadata":
                out += f_bytes(7, metadata(v))
            elif k == "backend_config":
                out += f_bytes(43, unquote(v) if v.startswith('"') else v)
            else:
                raise ValueError(f"attribute {k} of {ins['name']}")
        if dot:
            out += f_bytes(30, dot)
        if gather:
            out += f_bytes(33, gather)
        if scatter:
            out += f_bytes(48, scatter)
        # a while calls its body first, then its condition (kBodyComputationIndex = 0)
        loop = dict(c for c in called if isinstance(c, tuple))
        if loop:
            called = [loop["body"], loop["condition"]]
        out += f_packed(38, [comp_ids[c] for c in called])
        return out + f_int(35, ids[ins["name"]])


def write(data, path, compress=None):
    if compress == "xz":
        data = lzma.compress(data, preset=6)
    elif compress == "gz":
        buf = io.BytesIO()
        with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0, filename="") as g:
            g.write(data)
        data = buf.getvalue()
    with open(path, "wb") as f:
        f.write(data)


# testdata/hloproto/NAME.hlo -> (the proto's file name, bare HloModuleProto?, compression)
FIXTURES = [
    ("fsdp_step", "fsdp_step.hlo.pb", False, None),
    ("fsdp_step", "fsdp_step.hlo.pb.xz", False, "xz"),
    ("loop_pipelined", "loop_pipelined.hlo.pb.gz", False, "gz"),
    ("tpu_offload", "tpu_offload.pb", True, None),
    ("unpaired_done", "unpaired_done.hlo.pb", False, None),
    ("gpu_conv", "gpu_conv.hlo.pb", False, None),
]


def fixtures(testdata):
    """{path: bytes} of every generated file under testdata/hloproto/."""
    d = os.path.join(testdata, "hloproto")
    out = {}
    for name, target, bare, compress in FIXTURES:
        module = Module(open(os.path.join(d, name + ".hlo")).read()).to_proto(bare)
        out[os.path.join(d, target)] = (module, compress)
    good = Module(open(os.path.join(d, "fsdp_step.hlo")).read()).to_proto()
    bad = os.path.join(d, "bad")
    out[os.path.join(bad, "truncated.hlo.pb")] = (good[: len(good) * 2 // 3], None)
    out[os.path.join(bad, "not_a_proto.hlo.pb")] = (b"HloModule m\n\nENTRY %e () -> f32[] {}\n", None)
    out[os.path.join(bad, "truncated.hlo.pb.xz")] = (lzma.compress(good)[:-20], None)
    # an operand id that names no instruction of its computation
    broken = Module(open(os.path.join(d, "fsdp_step.hlo")).read())
    broken.missing_operand = True
    out[os.path.join(bad, "unknown_operand.hlo.pb")] = (broken.to_proto(), None)
    return out


def main(argv):
    if argv[0] in ("--all", "--check"):
        files = fixtures(argv[1])
        if len(argv) > 2:  # the fuzz target's seeds: each fixture's message, uncompressed
            for path, (data, compress) in list(files.items()):
                if "bad" not in path:
                    seed = os.path.basename(path).split(".")[0] + ("-bare" if path.endswith(".pb")
                                                                   and "hlo.pb" not in path else "")
                    files[os.path.join(argv[2], seed + ".pb")] = (data, None)
        stale = []
        for path, (data, compress) in sorted(files.items()):
            if argv[0] == "--all":
                os.makedirs(os.path.dirname(path), exist_ok=True)
                write(data, path, compress)
            else:
                buf = path + ".check"
                write(data, buf, compress)
                same = open(buf, "rb").read() == open(path, "rb").read() if os.path.exists(path) else False
                os.remove(buf)
                if not same:
                    stale.append(path)
        if stale:
            print("stale (run hlo_to_proto.py --all):", *stale, sep="\n  ")
            return 1
        return 0
    compress = "xz" if "--xz" in argv else "gz" if "--gz" in argv else None
    args = [a for a in argv if not a.startswith("--")]
    write(Module(open(args[0]).read()).to_proto("--bare" in argv), args[1], compress)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
