"""Units a calculation answer may carry, each as (dimension, factor to the base unit).

A unit string can mean different things by context — ``B`` is bytes in a memory question and
billions in a parameter count, ``G``/``M``/``K``/``T`` likewise — so a unit resolves against the
dimension the question expects. A byte unit is read as it is written: "GB" is decimal, "GiB" binary
(432 GB is 7 % short of 464 GB, whatever GiB figure it echoes). Only a bare prefix ("432G") says
neither; :func:`byte_readings` gives it both readings, the binary one to be confirmed. Bits ("gigabits",
"Gbit", and the bit symbol "Gb") are an eighth of a byte: a unit that differs by a factor is not the unit
asked, and "464 Gb" is 58 GB, never 464 GB (bits are never read as bytes; the figure is confirmed).
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon

Reading = tuple[str, float]  # (dimension, factor)

_K, _M, _G, _T, _P = 1e3, 1e6, 1e9, 1e12, 1e15
_BYTES = {"b": 1.0, "byte": 1.0, "bytes": 1.0, "字节": 1.0}
# The Chinese names of the decimal byte units ("464 千兆字节" is 464 GB): read as their unit, and
# shown for confirmation, since 千兆 also names a gigabit (a network's speed).
WORDED_BYTES = {"千字节": 1e3, "兆字节": 1e6, "千兆字节": 1e9, "吉字节": 1e9, "太字节": 1e12}
_BYTES.update(WORDED_BYTES)
for _prefix, _word, _power in (
    ("k", "kilo", 1),
    ("m", "mega", 2),
    ("g", "giga", 3),
    ("t", "tera", 4),
    ("p", "peta", 5),
):
    _BYTES[_prefix + "b"] = 1000.0**_power
    _BYTES[_prefix + "ib"] = 1024.0**_power
    _BYTES[_word + "byte"] = _BYTES[_word + "bytes"] = 1000.0**_power  # "464 gigabytes"
    _BYTES[_word[:2] + "bibyte"] = _BYTES[_word[:2] + "bibytes"] = 1024.0**_power  # "432 gibibytes"
    # Bits, an eighth of a byte: "464 gigabits" is 58 GB, not a right figure in another unit
    _BYTES[_prefix + "bit"] = _BYTES[_word + "bit"] = _BYTES[_word + "bits"] = 1000.0**_power / 8
_BYTES.update({"bit": 1 / 8, "bits": 1 / 8, "比特": 1 / 8})

_COUNT = {
    "k": _K, "千": _K, "thousand": _K, "万": 1e4, "m": _M, "百万": _M, "million": _M, "mn": _M,
    "千万": 1e7, "亿": 1e8, "b": _G, "g": _G, "bn": _G, "billion": _G, "十亿": _G,
    "t": _T, "万亿": _T, "trillion": _T,
}  # fmt: skip
_TIME = {
    "ns": 1e-9, "纳秒": 1e-9, "us": 1e-6, "μs": 1e-6, "µs": 1e-6, "微秒": 1e-6, "ms": 1e-3, "毫秒": 1e-3,
    "s": 1.0, "sec": 1.0, "秒": 1.0, "second": 1.0, "seconds": 1.0, "min": 60.0, "分钟": 60.0,
    "minutes": 60.0, "h": 3600.0, "hr": 3600.0, "hour": 3600.0, "hours": 3600.0, "小时": 3600.0,
    "天": 86400.0, "day": 86400.0, "days": 86400.0,
}  # fmt: skip
_FLOPS = {"flop": 1.0, "flops": 1.0}
for _prefix, _factor in (("k", _K), ("m", _M), ("g", _G), ("t", _T), ("p", _P), ("e", 1e18)):
    _FLOPS[_prefix + "flop"] = _factor
    _FLOPS[_prefix + "flops"] = _factor
_RATIO = {"×": 1.0, "x": 1.0, "倍": 1.0, "times": 1.0, "fold": 1.0}
_PERCENT = {"%": 0.01, "％": 0.01, "percent": 0.01, "个百分点": 0.01, "‰": 0.001}

_TABLE: dict[str, list[Reading]] = {}
for _dimension, _units in (
    ("bytes", _BYTES),
    ("count", _COUNT),
    ("time", _TIME),
    ("flops", _FLOPS),
    ("ratio", _RATIO),
    ("fraction", _PERCENT),
):
    for _name, _value in _units.items():
        _TABLE.setdefault(_name, []).append((_dimension, _value))
for _name, _factor in list(_BYTES.items()):
    if _name not in ("byte", "bytes", "字节"):
        _TABLE[_name + "/s"] = [("bytes/s", _factor)]

UNIT_PATTERN = "|".join(re.escape(name) for name in sorted(_TABLE, key=len, reverse=True))


def resolve(unit: str | None, expected: str | None = None) -> Reading | None:
    """The reading of ``unit`` in the ``expected`` dimension if it has one, else its first reading; a
    bit symbol ("Gb", "Mb") reads as bits, whatever the case-blind table says of "gb"."""
    if unit is None:
        return None
    name = unit.strip().lower()
    if expected == "bytes" and len(name) == 1 and name in "kmgtp":
        return ("bytes", 1000.0 ** ("kmgtp".index(name) + 1))  # "464G" in a memory question
    readings = _TABLE.get(name)
    if not readings:
        return None
    if bit_symbol(unit):  # "464 Gb": gigabits, an eighth of the bytes "gb" names, never bytes
        return ("bytes", _BYTES[name] / 8)
    for reading in readings:
        if reading[0] == expected:
            return reading
    return readings[0]


def byte_readings(unit: str, factor: float) -> list[tuple[float, bool]]:
    """(factor, certain) for each reading of a byte unit: a written unit (GB, GiB, gigabytes) as it is;
    a bare prefix ("432G") decimal, and also binary, a reading to be confirmed, never taken silently; a
    bit symbol ("Gb") as bits only, to be confirmed (never as bytes: "464 Gb" is not 464 GB)."""
    name = unit.strip().lower()
    if len(name) == 1 and name in "kmgtp":
        return [(factor, True), (1024.0 ** ("kmgtp".index(name) + 1), False)]
    if bit_symbol(unit):
        return [(factor, False)]  # bits already (``resolve``): the figure confirmed
    if unit.strip() == "b":  # "4.64e11 b": bytes as people type them, or the bit's symbol? confirmed
        return [(factor, False)]
    return [(factor, True)]


# "464 Gb": the symbol of gigabits, read as bits and confirmed, though sometimes typed for GB: a wrong
# figure in bytes is never made right by it (an all-lower-case "464 gb" is read as GB, as people write it)
_BIT_SYMBOL = re.compile(r"[KMGTP]b")


def bit_symbol(unit: str | None) -> bool:
    """Whether ``unit`` is a bit symbol ("Gb"): bits, never read bare."""
    return unit is not None and _BIT_SYMBOL.fullmatch(unit.strip()) is not None


def dimension_of(unit: str | None, context: str = "") -> str | None:
    """The dimension a question's unit means; ``B`` and the bare prefixes are settled by context."""
    if unit is None:
        return None
    readings = _TABLE.get(unit.strip().lower())
    if not readings:
        return "other:" + unit.strip().lower()
    dimensions = [dimension for dimension, _ in readings]
    if "bytes" in dimensions and "count" in dimensions:
        memory = re.search(lexicon.MEMORY_WORDS, context, re.I)
        return "bytes" if memory else "count"
    return dimensions[0]
