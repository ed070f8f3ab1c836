"""An option bounding a figure, named in a clause bounding it the other way (``_bound_across``).

"变长 packing 支持，checkpointing 也行；任意 mask 不行，head_dim 上限 256" on seed002-32 (key BD; C reads
"支持 head_dim > 256") had been read as B、C、D: C, denied by its bound, was taken as chosen for being
named. A bound across the option's own rules it out; a bound the same way, or one both allow, a
hedge or anything else in the clause leaves it to the other rules.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._bound_across import bounded_across
from bank.grading.mentions._mentions import Mention
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}
OPTIONS = {"A": "支持 head_dim > 256", "B": "延迟 8 ms 以下", "C": "至少 4 GB", "D": "支持 head_dim 128"}


def _said(text: str, name: str, label: str) -> bool:
    start = text.index(name)
    mention = Mention(start=start, end=start + len(name), labels=frozenset({label}), kind="identifier")
    return bounded_across(text, mention, OPTIONS)


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("head_dim 上限 256", "head_dim", "A"),
        ("head_dim 最多 128 吧", "head_dim", "A"),
        ("head_dim ≤ 256", "head_dim", "A"),
        ("延迟 > 8 ms", "延迟", "B"),
        ("显存最大 2 GB", "显存", "C"),
        ("显存 < 4 GB，别的都行", "显存", "C"),
    ],
)
def test_a_bound_across_the_options_rules_it_out(text: str, name: str, label: str) -> None:
    assert _said(text, name, label)


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("head_dim 上限 512", "head_dim", "A"),  # 300 is allowed by both
        ("head_dim 至少 512", "head_dim", "A"),  # the same way as the option
        ("head_dim 上限 256 GB", "head_dim", "A"),  # another unit
        ("head_dim 上限不是 256", "head_dim", "A"),  # a denial of the bound
        ("head_dim 上限 256 好像", "head_dim", "A"),  # a hedge after it
        ("head_dim 上限 256 的两倍", "head_dim", "A"),  # more than the figure
        ("head_dim 上限 256", "head_dim", "D"),  # the option bounds nothing
        ("显存最大 8 GB", "显存", "C"),  # 4 to 8 GB allowed by both
        ("延迟至少 8 ms", "延迟", "B"),  # 8 ms itself allowed by both
        ("延迟 > 8", "延迟", "B"),  # no unit against the option's ms
    ],
)
def test_anything_else_rules_nothing_out(text: str, name: str, label: str) -> None:
    assert not _said(text, name, label)


def test_the_labelled_answer_reads_the_key_to_confirm() -> None:
    graded = grade(
        QUESTIONS["seed002-32"], "变长 packing 支持，checkpointing 也行；任意 mask 不行，head_dim 上限 256"
    )
    assert graded.understood.choices == ["B", "D"]
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "head_dim 上限 256",  # only C denied: no choice
        "B C D，head_dim 上限 512",  # C chosen, its bound allowed
        "B C D，head_dim 上限 256",  # C chosen first, then denied: never the key
        "变长 packing 支持，head_dim 上限 256",  # B alone
    ],
)
def test_neighbours_are_never_the_key(answer: str) -> None:
    assert grade(QUESTIONS["seed002-32"], answer).verdict is not Verdict.CORRECT
