"""A figure's digits grouped by spaces: "463 856 467 968 字节" is one number, 463,856,467,968 bytes.

A calculation's result may be written with its thousands set apart by spaces (or thin spaces, which
NFKC makes spaces by the time this reads): the groups are one number when the first holds one to three
digits and every one after it exactly three, as a comma groups them ("463,856,467,968"). The reader
had taken the last group alone ("968 字节"), a wrong figure the candidate never wrote. Digits parted
by spaces in any other way ("463 8564 67968 字节") are no figure the reader can tell: one number, or
several? Where such a run closes the answer's figures (no digit after it), its last group would be the
figure read: the answer is asked again. Before another figure ("48 2048 96 相乘 = 463.9 GB": factors
listed) the run is left as it is written, its groups read as before.
"""

from __future__ import annotations

import re

# digits parted by single spaces, no other digit, decimal point or comma touching the run ("A100 80G",
# "fp16 2 字节": a name's digits open no run), nor an operator: "1/2 464 GB" is half of 464 GB, "2^10
# 24" no thousands; a comma or point after it that no digit follows closes a clause ("11 468 800，98.7%").
# Taken whole or not at all: its first groups alone ("11 468") are no run.
_SPACED_RUN = re.compile(r"(?<![A-Za-z0-9_.,/^*×÷])\d++(?: \d++)++(?![\d/^*×÷]|[.,]\d)")
_THOUSANDS = re.compile(r"[1-9]\d{0,2}(?: \d{3})+")  # "0 464": no thousands (0.464?)


def digit_groups_joined(text: str) -> str | None:
    """``text`` with each run of digits grouped in thousands by spaces written with commas
    ("463,856,467,968"), which the figures' reader takes as one number; None when the answer's last
    run of digits parted by spaces is grouped in any other way and no digit follows it (asked again)."""
    if " " not in text:
        return text
    runs = list(_SPACED_RUN.finditer(text))
    if not runs:
        return text
    last = runs[-1]
    if _THOUSANDS.fullmatch(last.group(0)) is None and not _DIGIT.search(text, last.end()):
        return None
    return _SPACED_RUN.sub(_joined, text)


def _joined(run: re.Match[str]) -> str:
    return run.group(0).replace(" ", ",") if _THOUSANDS.fullmatch(run.group(0)) else run.group(0)


_DIGIT = re.compile(r"\d")
