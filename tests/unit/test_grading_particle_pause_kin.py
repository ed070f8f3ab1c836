"""Every particle of mood before a pause offers the next option beside the first, as "啊" does.

"48 呀，64", "48 哦，64", "48 嘞，64" had been read as 64 alone and "32 呀，48" as 48 (the key): the first
option's clause closing on a particle other than "吧/呢/啊/吗/嘛/了" was taken as something said of it, so
the last option alone in its clause settled the answer (``_alternatives.weak``). The particles a pause
may follow (``_choice_marks.PARTICLE_PAUSE``, a full stop too) say nothing of the option: both are read,
which a single choice never grades right. A real correction ("48……哦不，64") still reads the second.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
QUESTIONS = {question.id: question for question in BANK}
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]
PARTICLES = ("呀", "哦", "嘞", "啦", "噢", "喔", "咯", "哈", "啊")


@pytest.mark.parametrize("particle", PARTICLES)
def test_both_figures_are_read_after_any_particle(particle: str) -> None:
    for answer, reading in (
        (f"48 {particle}，64", "B、C"),
        (f"32 {particle}，48", "A、B"),
        (f"32 {particle}。48", "A、B"),
    ):
        result = grade(QUESTIONS["seed000-04"], answer)
        assert (result.verdict, result.reading) == (Verdict.INCORRECT, reading), answer


@pytest.mark.parametrize("answer", ["48……哦不，64", "48 哦不，64", "48，哦不，64", "48 哦，不对，64"])
def test_a_real_correction_still_reads_the_second(answer: str) -> None:
    assert grade(QUESTIONS["seed000-04"], answer).reading == "C", answer


@pytest.mark.parametrize("answer", ["48 呀，64 不行", "48 哦，不是 64", "48 嘞", "48 哦"])
def test_the_first_stands_alone_or_with_the_second_ruled_out(answer: str) -> None:
    result = grade(QUESTIONS["seed000-04"], answer)
    assert (result.verdict, result.reading) == (Verdict.CORRECT, "B"), answer


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_another_option_then_the_key_after_a_particle_is_never_right(question: Question) -> None:
    key = question.key_text
    for other in question.options:
        if other == key:
            continue
        for particle in ("呀", "哦", "嘞"):
            answer = f"我觉得是 {other} {particle}，{key}"
            assert grade(question, answer).verdict is not Verdict.CORRECT, answer
