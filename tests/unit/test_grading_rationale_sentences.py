"""What the candidate reads of a grade: sentences joined as their language writes them, and a true/false
answer read back in the candidate's own words, not the verdict's."""

from __future__ import annotations

import re

import pytest

from bank.grading import Language, grade, sentences
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

ACTIVE = [question for question in curated_catalog() if question.status.value == "active"]
# answers each type refuses with a reason and then what it expects ("…chosen. Please reply…")
UNCLEAR = ("hmm", "not sure, true or false", "A? or B? no idea which", "both true and false", "✗")


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_rationale_of_several_sentences_reads_as_its_language_writes(language: Language) -> None:
    joined_badly = re.compile(r"[a-z)”][.:;!?][A-Z“]") if language == "en" else re.compile(r"[。！？；] ")
    rationales = {grade(q, answer, language).rationale for q in ACTIVE for answer in UNCLEAR}
    assert len(rationales) > 10  # the refusals of every type, not one
    bad = sorted(r for r in rationales if joined_badly.search(r))
    assert bad == [], bad[:5]


def test_sentences_follow_the_mark_that_ends_the_first() -> None:
    assert (
        sentences("No option was clearly chosen.", "Please reply.")
        == "No option was clearly chosen. Please reply."
    )
    assert sentences("没有找到明确选择的选项。", "请回复。") == "没有找到明确选择的选项。请回复。"
    assert sentences("正确：C。", "", "使用了 1 条提示。") == "正确：C。使用了 1 条提示。"


@pytest.mark.parametrize(
    ("answer", "language", "shown"),
    [
        ("对，因为…", "zh", "对"),
        ("我觉得是错的", "zh", "错"),
        ("I think it's true", "en", "true"),
        ("nope, false", "en", "false"),
    ],
)
def test_a_true_false_reading_is_the_candidates_word_not_a_verdict(
    answer: str, language: Language, shown: str
) -> None:
    for question in (q for q in ACTIVE if q.type is QuestionType.TRUEFALSE):
        got = grade(question, answer, language)
        assert got.reading == shown, (question.id, answer, got.reading)
        assert got.reading not in ("正确", "错误")  # "我理解你的答案是：正确" read as "your answer is right"
