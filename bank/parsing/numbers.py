"""The first figure (number and unit) in a bank's answer text, e.g. ``464GB`` or ``约1.2%``."""

from __future__ import annotations

import re
from dataclasses import dataclass

_FIGURE = re.compile(
    r"(?P<value>[-+]?\d+(?:,\d{3})*(?:\.\d+)?(?:[eE][-+]?\d+)?)\s*"
    r"(?P<unit>[KMGTP]i?B|[KMGTP]B|B|%|[KMBT](?![A-Za-z])|×|x(?![A-Za-z])|ms|s|GB/s|TFLOPS)?"
)


@dataclass(frozen=True)
class Figure:
    value: float
    unit: str | None


def parse_figure(text: str) -> Figure | None:
    match = _FIGURE.search(text)
    if match is None:
        return None
    value = float(match.group("value").replace(",", ""))
    return Figure(value=value, unit=match.group("unit") or None)
