"""Two spellings of what the reader already reads: a place counted from the list's tail in other
words ("从尾巴往前第三个", "从末尾数第二个": "倒数第…") or from its head ("从头往后第二个": "第…"), and a
figure with formal numerals mixed into ordinary ones ("一拾六", "一佰二拾八": 16, 128) — never the
formal numeral inside a word ("收拾", "拾取"), never a place of another thing ("第三层").
"""

from __future__ import annotations

from bank.grading import grade
from bank.grading.text._zh_numerals import chinese_numerals
from bank.model import QuestionType, Status
from tests.helpers.curated import curated_catalog

SINGLES = [q for q in curated_catalog() if q.status is Status.ACTIVE and q.type is QuestionType.SINGLE]
PLAINS = [q for q in SINGLES if len(q.options) in (4, 5) and q.key in q.options][:6]
PLACES = "一二三四五"
TAILS = ("从尾巴往前", "从尾巴往前数", "从末尾数", "由尾部往前", "从最后面往前")
HEADS = ("从头往后", "从开头数", "从最前面数")


def test_a_place_from_the_tail_is_counted_from_the_last_option() -> None:
    assert len(PLAINS) >= 6
    for question in PLAINS:
        labels = sorted(question.options)
        for tail in TAILS:
            for back, label in enumerate(reversed(labels)):
                answer = f"{tail}第{PLACES[back]}个"
                result = grade(question, answer)
                read = result.understood.choices == [label]
                assert read and result.needs_confirmation, (question.id, answer)


def test_a_place_from_the_head_is_counted_from_the_first_option() -> None:
    for question in PLAINS[:4]:
        for head in HEADS:
            for place, label in enumerate(sorted(question.options)):
                answer = f"{head}第{PLACES[place]}个"
                assert grade(question, answer).understood.choices == [label], (question.id, answer)


def test_a_place_of_another_thing_or_denied_is_no_choice() -> None:
    for question in PLAINS[:4]:
        second_last = sorted(question.options)[-2]
        for answer in ("从尾巴往前第二层", "不是从尾巴往前第二个", "从末尾数第二阶段"):
            chosen = grade(question, answer).understood.choices or []
            assert second_last not in chosen, (question.id, answer)


def test_formal_numerals_mixed_into_ordinary_ones_are_the_figure() -> None:
    for text, figure in (
        ("一拾六", "16"),
        ("选一拾六", "选16"),
        ("一佰二拾八", "128"),
        ("三拾二", "32"),
        ("一拾六个", "16个"),
        ("壹拾陆", "16"),
    ):
        assert chinese_numerals(text) == figure, text


def test_a_formal_numeral_inside_a_word_is_no_figure() -> None:
    for text in ("收拾一下", "拾取", "他收拾好了", "捡拾", "队伍", "大陆"):
        assert "1" not in chinese_numerals(text) and "10" not in chinese_numerals(text), text
