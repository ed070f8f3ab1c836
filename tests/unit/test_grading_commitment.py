"""One rule for choices: an option counts only when the answer commits to it (issue 11).

Each row is a typed answer the issue names (or one of its close relatives) with the reading a fair
grader gives it. ``None`` as the expected letters means the answer is ``invalid`` — re-asked,
never guessed.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.choice_questions import CODE_OPTIONS as SINGLE
from tests.helpers.choice_questions import FRACTIONS, MULTI, SIZES, WORDS

CASES = [
    # letters standing alone or marked as the answer
    (SINGLE, "B", "B"),
    (SINGLE, "b", "B"),
    (SINGLE, "Ｂ", "B"),
    (SINGLE, "选B", "B"),
    (SINGLE, "答案是 B", "B"),
    (SINGLE, "(B)", "B"),
    (SINGLE, "I think b", "B"),
    (SINGLE, "A good answer would be B", "B"),
    (SINGLE, "B，因为 A 会 autotune 很久", "B"),
    # letters inside words, identifiers, markup or code are not choices
    (SINGLE, "Bad answer", None),
    (SINGLE, "BAD ANSWER", None),
    (SINGLE, "a bad idea", None),
    (SINGLE, "用 A100 跑", None),
    (SINGLE, "C++ 里不会这样", None),
    (SINGLE, "`x = A`", None),
    (SINGLE, '<a href="B">link</a>', None),
    (SINGLE, "```python\nB = 1\n```", None),
    (SINGLE, "<b>B</b>", "B"),
    (SINGLE, "`B`", "B"),
    # negations and corrections
    (SINGLE, "B 不对，选A", "A"),
    (SINGLE, "B，不对，A", "A"),
    (SINGLE, "选B。哦不，应该选A", "A"),
    (SINGLE, "A, not B", "A"),
    (SINGLE, "不是 B", None),
    (SINGLE, "not A", None),
    # ordinals
    (SINGLE, "第二个", "B"),
    (SINGLE, "我选第二个选项", "B"),
    (SINGLE, "the second option", "B"),
    (SINGLE, "I'd go with the second one", "B"),
    # option values: whole numbers with their units only
    (FRACTIONS, "1/32", "A"),
    (FRACTIONS, "32", None),
    (FRACTIONS, "3/32", None),
    (FRACTIONS, "1/320", None),
    (SIZES, "35GB", "A"),
    (SIZES, "35 GB", "A"),
    (SIZES, "135GB", None),
    (SIZES, "35MB", None),
    (SIZES, "35.5GB", None),
    # paraphrases of one option's text
    (WORDS, "不会变", "A"),
    (WORDS, "保持不变", "A"),
    (WORDS, "变了", None),
    # multi: a set in any order and separator
    (MULTI, "ACD", "ACD"),
    (MULTI, "D,C,A", "ACD"),
    (MULTI, "DCA", "ACD"),
    (MULTI, "A+C+D", "ACD"),
    (MULTI, "cab", None),
    (MULTI, "第一个、第三个和第四个", "ACD"),
    (MULTI, "B 和 D 都不对，选 A C", "AC"),
]


@pytest.mark.parametrize(("question", "answer", "letters"), CASES, ids=[case[1] for case in CASES])
def test_a_choice_counts_only_when_committed(question: Question, answer: str, letters: str | None) -> None:
    result = grade(question, answer)
    if letters is None:
        assert result.verdict is Verdict.INVALID, (answer, result.understood)
        assert "例如" in result.rationale  # the prompt says what is accepted
    else:
        assert result.verdict is not Verdict.INVALID, (answer, result.rationale)
        assert "".join(result.understood.choices or []) == letters, (answer, result.understood)


def test_the_invalid_prompt_names_what_is_accepted_in_english() -> None:
    result = grade(SINGLE, "Bad answer", "en")
    assert result.verdict is Verdict.INVALID
    assert "option letter" in result.rationale and "full text" in result.rationale
