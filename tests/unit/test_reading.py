"""The reader's shared pieces: the one normal form, Chinese numerals, words found as words, the
last correction, and which answers carry a reading to confirm."""

from __future__ import annotations

import pytest

from bank.grading import grade
from bank.grading.text._text import normal
from bank.grading.text._words import CORRECTIONS, find, last_correction
from tests.helpers.curated import curated_catalog


@pytest.mark.parametrize(
    ("raw", "read"),
    [
        ("十六", "16"),
        ("约两百六十条", "约260条"),
        ("四百六十四 GB", "464 GB"),
        ("一百二十八维", "128维"),
        ("选一个", "选一个"),  # an article
        ("一样", "一样"),  # inside a word
        ("第二个", "第二个"),  # an ordinal, read elsewhere
        ("1147 万", "1147 万"),  # a multiplier of a figure
        ("２３　ＧＢ", "23 GB"),  # width and an ideographic space
    ],
)
def test_chinese_numerals_standing_as_numbers_become_digits(raw: str, read: str) -> None:
    assert normal(raw, numerals=True) == read


def test_normal_form_keeps_indentation_and_case() -> None:
    assert normal("  “B”  ……\r\n    x  =  1  ") == '"B" …\n    x = 1'


def test_words_are_found_on_word_boundaries_only() -> None:
    assert [hit.word for hit in find("我 actually 选 C", CORRECTIONS)] == ["actually"]
    assert find("factually C", CORRECTIONS) == []
    assert [hit.word for hit in find("对不对我不知道", ["对不对", "不对", "对"])] == ["对不对"]


@pytest.mark.parametrize(
    ("text", "after"),
    [
        ("464GB？不对，应该是 232GB", " 应该是 232GB"),
        ("对，哦不对，是错的", "，是错的"),
        ("464 GB. Wait, actually 232 GB", " 232 GB"),
    ],
)
def test_the_last_correction_is_where_the_answer_resumes(text: str, after: str) -> None:
    cut = last_correction(text)
    assert cut is not None and text[cut:].lstrip("，, ") == after.lstrip("，, ")


@pytest.mark.parametrize("text", ["464GB 不对", "不对", "B 不对"])
def test_a_closing_or_opening_denial_corrects_nothing(text: str) -> None:
    assert last_correction(text) is None


@pytest.mark.parametrize(
    ("question", "answer", "confirm", "reading"),
    [
        ("seed000-01", "B", False, "B"),
        ("seed000-01", "答案：b", False, "B"),
        ("seed000-01", "选 B。理由：A、C、D 都不是", True, "B"),
        ("seed000-18", "A、D", False, "A、D"),
        ("seed002-43", "错", False, "错"),
        ("seed002-43", "错，因为更大的 reward 模型也会过拟合", True, "错"),
        ("seed000-30", "464 GB", False, "464 GB"),
        ("seed000-30", "464GB？不对，应该是 232GB", True, "232GB"),
        ("seed000-28", "BLOCK_SIZE: tl.constexpr", False, "BLOCK_SIZE: tl.constexpr"),
    ],
)
def test_only_bare_committed_answers_skip_the_confirmation(
    question: str, answer: str, confirm: bool, reading: str
) -> None:
    result = grade(curated_catalog()[question], answer)
    assert (result.needs_confirmation, result.reading) == (confirm, reading)


@pytest.mark.parametrize("answer", ["", "/start", "不知道", "对不对我不知道"])
def test_what_is_not_recorded_or_gives_up_never_waits_for_confirmation(answer: str) -> None:
    result = grade(curated_catalog()["seed002-43"], answer)
    assert not result.needs_confirmation
