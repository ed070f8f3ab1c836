"""A fill said once with how many times it goes ("nvme × 2", "cpu x3", "两处都填 nvme" is read elsewhere):
on a question of that many blanks, the same fill in every blank, in the blanks' order. A count other
than the number of blanks is no such answer (read as written)."""

from __future__ import annotations

import re

_TIMES = re.compile(r"\s*(?P<fill>\S(?:.*\S)?)\s*(?:[×*]|\bx)\s*(?P<count>\d)\s*")


def repeated_fill(answer: str, blanks: int) -> str | None:
    """``answer`` written one fill per blank ("nvme; nvme") when it is a fill times ``blanks``, else None."""
    match = _TIMES.fullmatch(answer)
    if blanks < 2 or not match or int(match.group("count")) != blanks:
        return None
    fill = match.group("fill")
    if re.search(r"[×*]|\bx\s*\d", fill):
        return None  # "2 × 48 × 2": a product, not a fill repeated
    return "; ".join([fill] * blanks)
