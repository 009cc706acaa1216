"""The protobuf wire format, written by hand (no protobuf package: PyPI is not
needed to make the fixtures): the fields the fixture scripts of the repository
write (tests/golden/hlo_to_proto.py, testdata/measured/gen_xspace.py,
testdata/xlaprof/make_fixtures.py). https://protobuf.dev/programming-guides/encoding/
"""
import struct


def varint(v):
    """v as a varint; a negative v as its two's complement in 64 bits (10 bytes), as int64 is."""
    v &= (1 << 64) - 1
    out = bytearray()
    while v >= 0x80:
        out.append(v & 0x7F | 0x80)
        v >>= 7
    out.append(v)
    return bytes(out)


def key(number, wire):
    return varint(number << 3 | wire)


def f_int(number, v):
    """A VARINT field: int32/64, uint32/64, bool, enum."""
    return key(number, 0) + varint(v)


def f_bytes(number, b):
    """A LEN field: a string (str is written as UTF-8), bytes or a nested message."""
    if isinstance(b, str):
        b = b.encode()
    return key(number, 2) + varint(len(b)) + b


def f_packed(number, values):
    """A packed repeated varint field; nothing for no values, as protobuf writes it."""
    return f_bytes(number, b"".join(varint(v) for v in values)) if values else b""


def f_float(number, v):
    return key(number, 5) + struct.pack("<f", v)


def f_double(number, v):
    return key(number, 1) + struct.pack("<d", v)
