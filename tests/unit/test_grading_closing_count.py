"""A count closing a multiple-choice answer that is not the number of options read (``_closing_count``).

Found at the fourth stop on what was left: "A、B、D，就这俩" on a question keyed ABD was read as ABD,
correct to confirm, and "A、D，就这仨" on one keyed AD as AD: the closing count was let go, so a set the
candidate did not quite say could be graded right. Asked again now, over every multiple choice, for a
list of letters and a list of the options' own words; a count that matches, and a list closed with no
count ("就这几个", "就这些"), still read as the set, to confirm.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._closing_count import count_unmeant
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

SERVABLE = [q for q in curated_catalog() if q.servable]
MULTIS = [q for q in SERVABLE if q.type is QuestionType.MULTI and 2 <= len(q.key) <= 4]
# each count said as a candidate would say it, the wrong one first
SAID = {
    2: ("就这俩", "就这两个", "一共两个", "这俩"),
    3: ("就这仨", "就这三个", "一共三个", "这三个"),
    4: ("就这四个",),
}
PLAIN = re.compile(r"[、,，;；。()（）]")


def _wrong(count: int) -> int:
    return 3 if count == 2 else 2


def test_the_sentences_are_asked_again() -> None:
    by_id = {q.id: q for q in SERVABLE}
    for qid, answer in (("seed000-18", "A、D，就这仨"), ("seed001-15", "A、B、C，就这俩")):
        graded = grade(by_id[qid], answer)
        assert graded.verdict is Verdict.INVALID and not graded.needs_confirmation, (qid, answer)


@pytest.mark.parametrize("form", range(4))
def test_a_count_that_is_not_the_list_s_is_asked_again(form: int) -> None:
    assert len(MULTIS) >= 10
    for question in MULTIS:
        said = SAID[_wrong(len(question.key))]
        answer = f"{'、'.join(sorted(question.key))}，{said[form % len(said)]}"
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (question.id, answer, graded.reading)


@pytest.mark.parametrize("form", range(4))
def test_the_list_s_own_count_reads_the_set(form: int) -> None:
    for question in MULTIS:
        said = SAID[len(question.key)]
        answer = f"{'、'.join(sorted(question.key))}，{said[form % len(said)]}"
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT, (question.id, answer, graded.rationale)
        assert graded.understood.choices == sorted(question.key), (question.id, answer)


@pytest.mark.parametrize("closing", ["就这几个", "就这些", "都选"])
def test_a_list_closed_with_no_count_reads_the_set(closing: str) -> None:
    for question in MULTIS:
        answer = f"{'、'.join(sorted(question.key))}，{closing}"
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (question.id, answer)


def _by_content(question: Question) -> str | None:
    texts = [question.options[label] for label in sorted(question.key)]
    return None if any(PLAIN.search(text) for text in texts) else "、".join(texts)


def test_a_list_of_the_options_words_counted_otherwise_is_asked_again() -> None:
    listed = [(q, said) for q in MULTIS if (said := _by_content(q))]
    assert len(listed) >= 3, "the options' words hold commas: the loop checks little"
    for question, said in listed:
        wrong = grade(question, f"{said}，{SAID[_wrong(len(question.key))][0]}")
        assert wrong.verdict is Verdict.INVALID, (question.id, said, wrong.reading)
        right = grade(question, f"{said}，{SAID[len(question.key)][0]}")
        assert right.verdict is Verdict.CORRECT, (question.id, said, right.rationale)


def test_a_figure_counting_a_list_of_the_options_words_right_after_it_is_its_count() -> None:
    """ "…、文档长度 3个都能用" on four: the figure and its measure word right after the last option's text
    count the list, as "A、B、D 3个" counts its letters; it was let go as a figure of its own."""
    listed = [(q, said) for q in MULTIS if (said := _by_content(q))]
    assert len(listed) >= 3, "the options' words hold commas: the loop checks little"
    for question, said in listed:
        count = len(question.key)
        for wrong in (count - 1, count + 1):
            graded = grade(question, f"{said} {wrong}个都能用")
            assert graded.verdict is Verdict.INVALID, (question.id, wrong, graded.reading)
        for closing in (f" {count}个都能用", "都能用", f" {count}个"):
            graded = grade(question, f"{said}{closing}")
            assert graded.verdict is Verdict.CORRECT, (question.id, closing, graded.rationale)
            assert graded.understood.choices == sorted(question.key), (question.id, closing)


@pytest.mark.parametrize(
    ("text", "chosen"),
    [
        ("C，8 个", ["C"]),  # a figure, not a count of options
        ("选 B，排除了两个", ["B"]),  # a count inside a clause
        ("A、B、C，就这几个", ["A", "B", "C"]),  # no count
        ("A、B、D 这三个都选", ["A", "B", "D"]),  # its own count
        ("DDIM、UniPC，8 个", ["A", "B"]),  # after a comma: a figure of the candidate's, the readers'
        ("DDIM、UniPC 2个都能用", ["A", "B"]),  # the list of texts' own count
    ],
)
def test_what_is_no_closing_count_of_another_number_is_left_to_the_readers(
    text: str, chosen: list[str]
) -> None:
    assert not count_unmeant(text, chosen, {"A": "DDIM", "B": "UniPC", "C": "perplexity", "D": "文档长度"})


# counts in words the numeral reader makes digits ("四个" is "4个" by the count check), the wrong ones by size
_IN_WORDS = {2: ("三个", "四项"), 3: ("四个", "共四个"), 4: ("三个", "三条")}
_OWN_IN_WORDS = {2: "两个", 3: "三个", 4: "四个"}


@pytest.mark.parametrize("joined", ["、", " ", "，"])
def test_a_count_in_words_not_the_list_s_is_asked_again(joined: str) -> None:
    """ "A、B、D，四个" on seed000-17 (key ABD) was read as ABD to confirm: "四个" had become "4个", which
    reads as a figure ("C，8 个"). Over every multiple choice, each wrong count in words, the list joined
    three ways; the list's own count still reads the set."""
    for question in MULTIS:
        listed = joined.join(sorted(question.key))
        for count in _IN_WORDS[len(question.key)]:
            graded = grade(question, f"{listed}，{count}")
            assert graded.verdict is Verdict.INVALID, (question.id, listed, count, graded.reading)
        right = grade(question, f"{listed}，{_OWN_IN_WORDS[len(question.key)]}")
        assert right.verdict is Verdict.CORRECT, (question.id, listed, right.rationale)
        assert right.understood.choices == sorted(question.key), (question.id, listed)


# every count in words by its value: one not the set's size asks again, as "四个" after three letters does
_EVERY_IN_WORDS = {
    1: ("一个", "一项"),
    2: ("两个", "二个", "俩"),
    3: ("三个", "仨"),
    4: ("四个",),
    5: ("五个", "五项"),
    6: ("六个",),
    7: ("七个",),
    8: ("八个",),
    9: ("九个",),
    10: ("十个",),
}


@pytest.mark.parametrize("joined", ["、", ""])
def test_every_count_in_words_is_checked_against_the_set(joined: str) -> None:
    """ "A、B、D，一个", "ABD，五个", "ABD，六个" on seed001-13 (key ABD) were read as ABD to confirm: only
    两/俩/仨/三/四 were read as counts. Over every multiple choice, every count from one to ten: the set's
    own size reads the key, to confirm; any other asks again."""
    for question in MULTIS:
        listed = joined.join(sorted(question.key))
        for value, counts in _EVERY_IN_WORDS.items():
            for count in counts:
                graded = grade(question, f"{listed}，{count}")
                if value == len(question.key):
                    assert graded.verdict is Verdict.CORRECT, (question.id, listed, count, graded.rationale)
                    assert graded.understood.choices == sorted(question.key), (question.id, count)
                else:
                    assert graded.verdict is Verdict.INVALID, (question.id, listed, count, graded.reading)


@pytest.mark.parametrize(
    ("answer", "reading"),
    [
        ("A、B、D，三个", ["A", "B", "D"]),  # its own count
        ("A、B、D，4个", ["A", "B", "D"]),  # a digit: a figure, to confirm, as before
        ("第一、二、四个", ["A", "B", "D"]),  # ordinals: the count is one more of them
        ("第一、第二、第四个", ["A", "B", "D"]),
        ("ABD 一个不少", ["A", "B", "D"]),  # "not one missing": no count closing the set
        ("A、B、D，就这几个", ["A", "B", "D"]),  # no count
    ],
)
def test_a_count_in_words_that_fits_keeps_the_reading(answer: str, reading: list[str]) -> None:
    question = next(q for q in SERVABLE if q.id == "seed000-17")  # key ABD, five options
    graded = grade(question, answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, reading), answer


def test_a_count_that_is_its_list_s_own_says_nothing_more_than_the_list() -> None:
    """blind-24's "psum 也能分片吧，B C D 三个" (seed000-19, key BC): three is the size of B C D; the reader
    reads the list as it reads it without the count, so the count asks nothing again."""
    question = next(q for q in SERVABLE if q.id == "seed000-19")
    counted, alone = (grade(question, f"psum 也能分片吧，B C D{tail}") for tail in (" 三个", ""))
    assert (counted.verdict, counted.understood.choices) == (alone.verdict, alone.understood.choices)
    assert grade(question, "psum 也能分片吧，B C D 四个").verdict is Verdict.INVALID
