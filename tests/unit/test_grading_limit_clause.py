"""An option's verdict against a limit said alone in the clause after its own, which holds only its unit
and the figure worked out for it ("64 heads → 12.9GB，超了；48 heads → 9.66GB，刚好塞得下"): the verdict is
that option's. It was read as C, the option opening the answer, though said to be over the limit. The
readers of such verdicts (``_figure_verdicts``: the one within; ``_judged_over``: every option read failing,
asked again) find the clause in one place (``_limit_clause``) and share one list of failure verdicts.
Not a clause that says more than the verdict ("48，再大就爆了": of what is bigger), nor one naming another
option, nor a verdict held open ("…刚好塞得下吧？").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._limit_clause import OVER, limit_clause, said
from bank.grading.mentions._mentions import Mention
from tests.helpers.curated import curated_catalog

HEADS = next(
    question for question in curated_catalog() if question.id == "seed000-04"
)  # 32, 48 (key), 64, 80


@pytest.mark.parametrize(
    "answer",
    [
        "64 heads → 12.9GB，超了；48 heads → 9.66GB，刚好塞得下",
        "64 头 12.9G，超了；48 头 9.66G，够用",
        "80 头要 16G，放不下；64 头要 12.9G，也放不下；48 头要 9.7G，放得下",
    ],
)
def test_the_one_judged_within_in_the_next_clause_is_read(answer: str) -> None:
    result = grade(HEADS, answer)
    assert result.understood.choices == ["B"], (answer, result)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "64 heads → 12.9GB，超了",
        "64 heads → 12.9GB，超了；48 heads → 9.66GB",
        "64 heads → 12.9GB，超了；48 heads → 9.66GB，刚好塞得下吧？",
        "64 → 12.9GB，超了；48 → 9.66GB，也超了",
        "48 头 9.66G，爆显存",
        "48 heads → 9.66GB, would OOM",
        "48 heads → 9.66GB，超了",
    ],
)
def test_options_judged_over_are_never_read(answer: str) -> None:
    result = grade(HEADS, answer)
    assert result.verdict is not Verdict.CORRECT, (answer, result)
    assert "B" not in (result.understood.choices or []) or result.verdict is Verdict.INVALID


def test_a_clause_saying_more_than_the_verdict_is_not_carried() -> None:
    text = "48，再大就爆了"
    clause = limit_clause(text, [Mention(0, 2, frozenset({"B"}), "option")], 0)
    assert clause is not None and not clause.carried
    assert grade(HEADS, text).understood.choices == ["B"]


def test_a_clause_naming_another_option_is_not_carried() -> None:
    text = "48 头 9.66G，64 超了"
    mentions = [Mention(0, 2, frozenset({"B"}), "option"), Mention(11, 13, frozenset({"C"}), "option")]
    clause = limit_clause(text, mentions, 0)
    assert clause is not None and not clause.carried


@pytest.mark.parametrize("verdict", ["超了", "OOM", "会爆", "太大了", "won't fit", "超 10G 了", "放不下"])
def test_one_list_of_failure_verdicts(verdict: str) -> None:
    assert said(OVER, f"48 {verdict}")
    assert not said(OVER, f"48 不会{verdict}") or verdict == "放不下"
