"""An option's content denied of another option, as a contrast (blind batch 51): "A 开的是
max-autotune 不是 reduce-overhead，D 没动 mode，C 后端不存在，所以第二个" rules A, D and C out and takes
the second. Before,
"不是 reduce-overhead" was read as ruling B out, so the closing "第二个" contradicted it and the answer was
read as no answer. The 不是 is said of A (the clause's subject, whose own content comes just before it):
B is neither chosen nor ruled out there. Looped over every single choice of the bank, with the siblings
that must not read correct: the same contrast closing on the wrong option, a key's content denied with
no subject ("不是 <key>，所以 <key's place>"), and the contrast alone (which chooses its subject).
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

SINGLE = [q for q in curated_catalog() if q.type is QuestionType.SINGLE]
PLACES = "一二三四五六七八"


def _place(question: Question, letter: str) -> str:
    return f"第{PLACES[sorted(question.options).index(letter)]}个"


def _pairs() -> list[tuple[Question, str, str]]:
    """(question, a wrong option, the key) for every wrong option of every single choice."""
    assert SINGLE, "no single choice to loop over"
    return [
        (q, other, q.key_text.strip())
        for q in SINGLE
        for other in sorted(q.options)
        if other != q.key_text.strip()
    ]


def test_the_blind_answer_reads_the_second_to_confirm() -> None:
    question = next(q for q in SINGLE if q.id == "seed000-01")
    answer = "A 开的是 max-autotune 不是 reduce-overhead，D 没动 mode，C 后端不存在，所以第二个"
    got = grade(question, answer)
    assert (got.verdict, got.needs_confirmation) == (Verdict.CORRECT, True)


def test_a_contrast_closed_by_the_keys_place_reads_correct_to_confirm() -> None:
    read = []
    for q, other, key in _pairs():
        got = grade(q, f"{other} 写的是 {q.options[other]} 不是 {q.options[key]}，所以{_place(q, key)}")
        assert got.verdict is not Verdict.CORRECT or got.needs_confirmation, q.id
        read.append(got.verdict is Verdict.CORRECT)
    assert sum(read) >= len(read) // 2, f"{sum(read)} of {len(read)}"  # 107 of 165 when written


def test_no_sibling_turns_a_wrong_answer_right() -> None:
    for q, other, key in _pairs():
        siblings = (
            f"{key} 写的是 {q.options[key]} 不是 {q.options[other]}，所以{_place(q, other)}",
            f"{other} 写的是 {q.options[other]} 不是 {q.options[key]}，所以{_place(q, other)}",
            f"{other} 写的是 {q.options[other]} 不是 {q.options[key]}",
            f"不是 {q.options[key]}，所以{_place(q, key)}",
            f"{other} 和 {key} 都不是 {q.options[key]}，所以{_place(q, key)}",
        )
        for answer in siblings:
            assert grade(q, answer).verdict is not Verdict.CORRECT, (q.id, answer)
