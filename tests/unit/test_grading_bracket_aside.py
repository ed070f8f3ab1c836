"""A bracketed aside after a set's last letter ruling out another option (blind batch 73, seed002-38, key
ABCD, D "文档长度"): "A，B，C（长度不算）" had its C read as described by the bracket and left out ("A、B"),
a set the candidate never chose. A bracket that is only a denial of words naming other options is said of
them: the set stays A、B、C. Its neighbours read as before: a bracket naming the letter's own option or
none denies it, one adding or glossing another option is no denial.
"""

from __future__ import annotations

import pytest

from bank.grading import grade
from bank.grading.decisions._bracket_aside import aside_about_another
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}
QUALITY = QUESTIONS["seed002-38"]  # A perplexity, B lang_score, C 重复 n-gram 比例, D 文档长度; key ABCD


@pytest.mark.parametrize(
    "answer",
    [
        "A，B，C（长度不算）",
        "A，B，C (长度不算)",
        "A，B，C（长度不对）",
        "A，B；C（文档长度排除）",
        "C，B，A（长度不算）",
        "A，B，C（D 不算）",
        "A，B，C（文档长度不算）",
    ],
)
def test_an_aside_ruling_out_another_option_keeps_the_set(answer: str) -> None:
    result = grade(QUALITY, answer)
    assert result.understood.choices == ["A", "B", "C"] and result.needs_confirmation, (
        answer,
        result.reading,
    )


@pytest.mark.parametrize(
    ("answer", "unmeant"),
    [
        ("A，B，C（不算）", ["A", "B", "C"]),  # C itself not counted
        ("A，B，C（n-gram 不算）", ["A", "B", "C"]),  # C's own words denied
        ("A，B，C（长度也算）", ["A", "B", "C"]),  # D added, not ruled out
        ("A，B，C（长度是 D）", ["A", "B", "C", "D"]),  # D glossed, not chosen
        ("A，B，C（D 也算）", ["A", "B", "C"]),
        ("A，B，C（D 也不是不对）", ["A", "B", "C"]),  # D kept open, a denial denied
        ("A，B，C（长度也不是不对）", ["A", "B", "C"]),
    ],
)
def test_its_neighbours_are_not_read_as_the_set_with_the_letter(answer: str, unmeant: list[str]) -> None:
    assert grade(QUALITY, answer).understood.choices != unmeant, answer


@pytest.mark.parametrize(
    ("after", "labels", "expected"),
    [
        ("(长度不算)", frozenset("C"), True),
        ("(D 不算)", frozenset("C"), True),
        ("(长度不算)", frozenset("D"), False),
        ("(不算)", frozenset("C"), False),
        ("(长度也算)", frozenset("C"), False),
        ("长度不算", frozenset("C"), False),  # no bracket: a clause of its own, read as before
    ],
)
def test_only_a_bracket_denying_others_is_an_aside(
    after: str, labels: frozenset[str], expected: bool
) -> None:
    assert aside_about_another(after, labels, QUALITY.options) is expected
