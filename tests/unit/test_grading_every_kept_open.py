"""Every option chosen in the opening clause, then a clause that keeps the answer open (issue 30's
review of the reader rounds): "全选，才怪", "都对，骗你的", "…，同事说的", "…，应该吧", "…，eps 应该是
1e-6" (option C says 1e-5), "四个我都同意，长度凑数". Irony, a joke, someone else's word or a quote, a
hedge or a memory, or one option disputed ("凑数") is no commitment to every option:
asked again, never read as the key. A clause that only includes or explains reads as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
LLAMA = QUESTIONS["seed000-16"]  # five true statements of Llama 3: all five the key
FILTERS = QUESTIONS["seed002-38"]  # four document-quality signals: all four the key


def test_the_questions_are_the_ones_the_sentences_speak_of() -> None:
    assert LLAMA.key == "ABCDE" and FILTERS.key == "ABCD" and "1e-5" in LLAMA.options["C"]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (LLAMA, "全选，才怪"),  # irony
        (LLAMA, "都对，骗你的"),  # a joke
        (LLAMA, "全选，反话"),
        (LLAMA, "五项我都认可，才怪"),
        (LLAMA, "五项我都认可，骗你的"),
        (LLAMA, "五项我都认可，同事说的"),  # someone else's word
        (LLAMA, '全选，"全选"是同事的答案'),  # a quote
        (LLAMA, "五项我都认可，应该吧"),  # a hedge
        (LLAMA, "全选，eps 应该是 1e-6"),  # C disputed: it says 1e-5
        (LLAMA, "五项我都认可，eps 我记得是 1e-6"),
        (FILTERS, "四个我都同意，长度凑数"),  # D disputed
    ],
)
def test_a_clause_keeping_the_answer_open_is_asked_again(question: Question, answer: str) -> None:
    graded = grade(question, answer)
    assert graded.verdict is Verdict.INVALID, (question.id, answer, graded.verdict)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (LLAMA, "全选，包括 eps 那条"),  # includes
        (LLAMA, "全选，1e-5 没错"),  # C's own figure said right
        (LLAMA, "五项我都认可，Llama 3 全对得上"),  # explains
        (FILTERS, "四项都行，长度过短本身就是低质信号"),
    ],
)
def test_a_clause_that_only_includes_or_explains_reads_every_option(question: Question, answer: str) -> None:
    graded = grade(question, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), (question.id, answer)


# What the mend of the review left: one option dropped, "in theory", scorn, a skip, or a count that is
# not every option after the opening (the count and "全部" alone, a95eacd3, reached it too).
@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed002-38", "四项全部，D 算了吧"),
        ("seed002-38", "四个都能拿来评，D 算了吧"),
        ("seed002-38", "四个都能拿来评，理论上"),
        ("seed002-38", "四项都对，三项吧"),
        ("seed002-38", "四项全部，顶多三项"),
        ("seed002-38", "全选，三项吧"),
        ("seed000-16", "五项全部，假的"),
        ("seed000-16", "全选，别信"),
        ("seed000-16", "五项全部，想得美"),
        ("seed000-16", "五项全部，呵呵"),
        ("seed000-16", "全选，否"),
        ("seed000-16", "五项全部，跳过"),
    ],
)
def test_a_drop_scorn_or_another_count_after_every_option_keeps_it_open(question: str, answer: str) -> None:
    assert grade(QUESTIONS[question], answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed000-16", "五项全部，包括 eps 那条"),
        ("seed000-16", "五项全部，5 个都对"),
        ("seed000-16", "全选，这 5 个都是 Llama 3 的"),
        ("seed002-38", "全选，这四个都常用"),
        ("seed002-38", "四项全部，算是常见指标"),
        ("seed002-38", "全选，理论与实践都常用"),
    ],
)
def test_the_same_count_or_a_plain_reason_after_every_option_stands(question: str, answer: str) -> None:
    assert grade(QUESTIONS[question], answer).verdict is Verdict.CORRECT, answer
