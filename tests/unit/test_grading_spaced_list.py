"""A list of options parted by spaces alone with an item between two of them that names none ("DDIM 什么
UniPC", "A B 指数积分 E"): the pass read the option after the unread word as no choice and kept the first
alone ("DDIM 什么 UniPC" read A, which on a key of A alone reads right). The candidate named more than was
read, so the answer is asked again, on a multiple and on a single choice. Not a list whose words between
are read where they are ("DDIM 和 UniPC", "A 对 E 对", "A 或者 E", "C 改成 D"), nor a clause between them.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._list_items import named_by_piece, spaced_unread
from bank.grading.mentions._mentions import Mention
from tests.helpers.curated import curated_catalog

_QUESTIONS = {question.id: question for question in curated_catalog()}
SAMPLERS = _QUESTIONS["seed001-12"]  # multi, ABDE: A DDIM, B DPM-Solver-2, D Exponential Integrator, E UniPC
INBATCH = _QUESTIONS["seed001-02"]  # single, C


@pytest.mark.parametrize(
    "answer",
    [
        "DDIM 什么 UniPC",
        "DDIM 采样 UniPC",
        "DDIM 指数积分 UniPC",
        "DDIM 什么 UniPC？",
        "A 什么 E",
        "A 指数积分 E",
        "A B 指数积分 E",
        "A B 什么 D E",
    ],
)
def test_an_unread_item_between_options_is_asked_again(answer: str) -> None:
    result = grade(SAMPLERS, answer)
    assert result.verdict is Verdict.INVALID and not result.reading, (answer, result)


@pytest.mark.parametrize("answer", ["A 什么 C", "温度系数 τ 过大 什么 未使用 LayerNorm", "B 采样 C"])
def test_on_a_single_choice_the_first_is_never_read_alone(answer: str) -> None:
    result = grade(INBATCH, answer)
    assert result.verdict is Verdict.INVALID and not result.reading, (answer, result)


@pytest.mark.parametrize(
    ("answer", "reading"),
    [
        ("DDIM UniPC", "A、E"),
        ("DDIM 和 UniPC", "A、E"),
        ("A 还有 E", "A、E"),
        ("A 对 E 对", "A、E"),
        ("DDIM、指数积分、UniPC", "A、D、E"),
        ("A B D E", "A、B、D、E"),
        ("A 加 B 加 D", "A、B、D"),
    ],
)
def test_a_spaced_list_of_options_is_read_as_before(answer: str, reading: str) -> None:
    assert grade(SAMPLERS, answer).reading == reading


@pytest.mark.parametrize(
    "text",
    [
        "A 或者 E",  # an alternative, read by the pass
        "C 改成 D",  # a correction
        "A 是 B 的一种 E",  # a clause between them, not an item
        "A 什么E",  # no space after: no spaced list
        "A，什么 E",  # a pause: clauses, read by the pass
        "A 不是 E",  # a denial
        "A 可能 E",  # a doubt
        "A 比 E",  # a comparison
        "A 就行 E",  # a clause said to suffice
        "D 整图捕获了自然就 B",  # a reason for the one before, with a clause's function word
        "D 整图一次性地捕获下来 B",  # a run longer than a name: a clause
    ],
)
def test_no_spaced_list_item(text: str) -> None:
    first = Mention(0, 1, frozenset({text[0]}), "letter")
    last = Mention(len(text) - 1, len(text), frozenset({text[-1]}), "letter")
    assert spaced_unread(text, [first, last], {}, {text[0]}, set()) is None  # the last dropped: still no item


OPTIONS = {"A": "DDIM", "E": "UniPC"}


def test_the_unread_item_is_named_when_the_option_after_it_is_dropped() -> None:
    text = "A 指数积分 E"
    mentions = [Mention(0, 1, frozenset({"A"}), "letter"), Mention(7, 8, frozenset({"E"}), "letter")]
    assert spaced_unread(text, mentions, OPTIONS, {"A"}, set()) == "指数积分"
    assert spaced_unread(text, mentions, OPTIONS, {"A", "E"}, set()) is None  # both kept: not this rule's
    assert spaced_unread(text, mentions, OPTIONS, {"E"}, set()) is None  # A let go for E: a turn, read
    assert spaced_unread(text, mentions, OPTIONS, {"A"}, {"E"}) is None  # E ruled out: read


def test_the_rest_of_the_option_before_is_no_item() -> None:
    # C "in-context 条件…", found on its first word: "条件和" is its own rest and a joint
    assert grade(_QUESTIONS["seed000-25"], "in-context 条件和 QK-Norm").reading == "C、D"


def test_a_word_read_as_letters_of_no_option_is_no_option_after() -> None:
    # "CF" of "D 退化成 CF" (A–D): collaborative filtering, D restated, not C and F
    assert grade(_QUESTIONS["seed001-10"], "D 退化成 CF").reading == "D"


@pytest.mark.parametrize(
    ("answer", "reading"),
    [("DDIM DPM-Solver UniPC", "A、B、E"), ("DDIM Exponential UniPC", "A、D、E")],
)
def test_an_item_opening_one_options_name_is_read_with_the_rest_to_confirm(answer: str, reading: str) -> None:
    result = grade(SAMPLERS, answer)
    assert result.reading == reading and result.needs_confirmation, (answer, result)


@pytest.mark.parametrize(
    ("item", "label"),
    [
        ("DPM-Solver", "B"),
        ("Exponential", "D"),
        ("Solver", None),
        ("SDE", None),
        ("DP", None),
        ("指数积分", None),
    ],
)
def test_only_the_opening_words_of_one_name_name_it(item: str, label: str | None) -> None:
    assert named_by_piece(item, SAMPLERS.options) == label


@pytest.mark.parametrize("answer", ["DDIM DPM-Solver UniPC？", "DDIM、DPM-Solver"])
def test_an_opening_piece_is_not_read_in_a_list_offered_or_not_spaced(answer: str) -> None:
    assert "B" not in grade(SAMPLERS, answer).reading, answer
