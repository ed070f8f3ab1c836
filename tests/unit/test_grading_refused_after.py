"""Review of the typed-answer reader (issue 30): an option named, then refused by the candidate with a
subject or an adverb ("B，我不选", "B，反正我不会选"), called debatable, backwards or nonsense ("B 有待商榷",
"B 是反的", "B 太扯了"), or a list of letters so called ("A，C，D 都扯"): read as the key to confirm before,
now ruled out — on every choice question, never the key. Nearest right sentences keep their reading: "B，
我选", "<other> 反了，<key>", "<key>，我不选 <other>" (the refusal said of the option after it, as "别选"
is).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType, Status
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}
SINGLES = sorted((q for q in BANK.values() if q.type is QuestionType.SINGLE), key=lambda q: q.id)
MULTIS = sorted((q for q in BANK.values() if q.type is QuestionType.MULTI), key=lambda q: q.id)
REFUSED = (
    "{}，我不选",
    "{}，反正我不选",
    "{}，我不会选",
    "{}，我肯定不选",
    "{} 有待商榷",
    "{} 值得商榷",
    "{} 是反的",
    "{} 反了",
    "{} 太扯了",
    "{} 扯淡",
    "{} 扯",
)


def test_the_loops_have_questions() -> None:
    assert len(SINGLES) >= 20 and len(MULTIS) >= 5


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_a_key_refused_or_called_wrong_after_it_is_never_read(question) -> None:
    for form in REFUSED:
        answer = form.format(question.key)
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT and question.key not in graded.understood.choices, answer


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_a_list_of_the_key_called_wrong_together_is_never_read(question) -> None:
    listed = "，".join(question.key)
    for word in ("都扯", "都有待商榷", "都是反的", "都太扯了"):
        answer = f"{listed} {word}"
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_the_nearest_right_sentences_keep_the_key(question) -> None:
    other = next(label for label in question.options if label != question.key)
    key = question.key
    for answer in (f"{key}，我选", f"{other} 反了，{key}", f"{key}，我不选 {other}"):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.understood.choices == [question.key], answer
