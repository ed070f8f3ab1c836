"""A ratio named closes a calculation toward a choice whose options are percentages ("int8 ≈ 65 GiB，
fp16 ≈ 130 GiB，比值 50%", blind batch 80): the figure after "比值"/"之比"/"占比"/"比例", the answer's last,
is the one worked out, a reading to confirm (``_worked_figure``). Asked, denied, bounded, said roughly,
held beside another figure, or with an intermediate equal to another option: no such reading.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
SHARE = QUESTIONS["seed001-08"]  # int8 over fp16: A 25%, B 37.5%, C 50% (key), D 75%

WORKINGS = ("int8 一参数 1 byte → 70B ≈ 65 GiB，fp16 ≈ 130 GiB，", "fp16 130 GiB，int8 65 GiB，", "")
LEADS = ("比值", "之比", "占比", "比例", "比值是")


def test_the_ratio_worked_out_is_read() -> None:
    for working in WORKINGS:
        for lead in LEADS:
            answer = f"{working}{lead} 50%"
            result = grade(SHARE, answer)
            assert result.verdict is Verdict.CORRECT, answer
            assert result.understood.choices == ["C"], answer
            assert result.needs_confirmation, answer
            other = grade(SHARE, f"{working}{lead} 25%")  # another option's figure: that option
            assert other.understood.choices == ["A"] and other.verdict is Verdict.INCORRECT, answer


def test_unsafe_neighbours_are_not_read_as_the_key() -> None:
    working = WORKINGS[0]
    for lead in LEADS[:4]:  # "比值是 50%？" was read to confirm before this rule
        for answer in (
            f"{working}{lead} 50%？",  # asked
            f"{working}{lead}不是 50%",  # denied
            f"{working}{lead} 50% 以下",  # a bound
            f"{working}{lead} 50% 还是 25%",  # two held open
            f"int8 {lead} 50%，int4 {lead} 25%",  # another case last
            f"如果是 int4，{lead} 25%",  # a condition
            f"{working}{lead} 50% 吗",
        ):
            result = grade(SHARE, answer)
            assert result.verdict is not Verdict.CORRECT, answer
