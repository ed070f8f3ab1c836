"""The options said to be the only wrong ones on a multiple choice asking for the right ones: the rest
chosen, to confirm (``_only_said``). Blind batch 80: "only B, C and E are wrong" was read as B (a reading
not meant), "only C is wrong — <reason>" and "只有 A 不支持" were not read. "只有 A 和 C 是必须的" was read
as A alone; it is the set. Unsafe neighbours: a doubt, a hedge, another option or a turn after the denial,
"not only", "only X is right", a question.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}


def _reading(question_id: str, answer: str) -> tuple[list[str] | None, bool]:
    graded = grade(QUESTIONS[question_id], answer)
    return (
        graded.understood.choices if graded.verdict is not Verdict.INVALID else None
    ), graded.needs_confirmation


def test_the_only_wrong_ones_leave_the_rest_chosen() -> None:
    for question_id, answer, rest in [
        ("seed000-18", "only B, C and E are wrong", ["A", "D"]),
        ("seed000-18", "only B and E are incorrect", ["A", "C", "D"]),
        ("seed000-18", "只有 B、C 跟 E 不对", ["A", "D"]),
        ("seed000-18", "only B, C and E are wrong — B needs no mask change, E no MPI", ["A", "D"]),
        ("seed001-12", "only C is wrong — Euler–Maruyama integrates the SDE, not the probability-flow ODE",
         ["A", "B", "D", "E"]),
        ("seed002-36", "只有 A 不对，DeepSpeed 容量满了不会丢 token", ["B", "C", "D"]),
        ("seed002-32", "只有 A 不支持", ["B", "C", "D"]),  # "支持任意 attention mask": its own verb denied
        ("seed002-32", "只有 A 和 C 不支持", ["B", "D"]),
    ]:  # fmt: skip
        assert _reading(question_id, answer) == (rest, True), answer


def test_more_than_a_reason_after_it_is_not_read_as_the_rest() -> None:
    for question_id, answer, rest in [
        ("seed001-12", "only C is wrong, not sure", ["A", "B", "D", "E"]),
        ("seed001-12", "only C is wrong — but DDIM is also off", ["A", "B", "D", "E"]),
        ("seed001-12", "only C is wrong, maybe B too", ["A", "B", "D", "E"]),
        ("seed002-36", "只有 A 不对，B 也不确定", ["B", "C", "D"]),
        ("seed002-36", "只有 A 不对，其他都对吧", ["B", "C", "D"]),
        ("seed002-36", "只有 A 不对？", ["B", "C", "D"]),
        ("seed002-36", "只有 A 不对吗", ["B", "C", "D"]),
        ("seed002-36", "不只 A 不对", ["B", "C", "D"]),
        ("seed002-36", "not only A is wrong", ["B", "C", "D"]),
        ("seed002-32", "只有 A 不需要", ["B", "C", "D"]),  # no option opens on 需要: nothing of A denied
        ("seed002-32", "不只 A 不支持", ["B", "C", "D"]),
    ]:
        assert _reading(question_id, answer)[0] != rest, answer


def test_only_right_ones_are_the_set() -> None:
    for answer, chosen in [
        ("只有 A 和 C 是必须的", ["A", "C"]),
        ("只有 A、C 必须", ["A", "C"]),
        ("only A and C are required", ["A", "C"]),
        ("只有 A 和 C 是对的", ["A", "C"]),
    ]:
        assert _reading("seed002-39", answer) == (chosen, True), answer
    held = grade(QUESTIONS["seed002-39"], "只有 A 和 C 是必须的，C 不确定")  # a member doubted: held open
    assert (held.understood.choices, held.understood.hedged) == (["A", "C"], True)
    for answer in [
        "只有 A 和 C 是必须的吗",
        "不只 A 和 C 是必须的",
        "只有 A 和 C 不是必须的",
        "只有 A 和 C 是必须的？",
    ]:
        assert _reading("seed002-39", answer)[0] != ["A", "C"], answer
