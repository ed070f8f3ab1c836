"""Review of the check that an answer is the candidate's own (050d5871; issue "Grading a typed
answer"). A report said otherwise was read as the key, to confirm, on every single choice: another's
answer named as such ("老师的答案是 B", "GPT 给的答案是 B"), a report closing the answer after the copula
or in brackets ("B 是书上说的", "B（网上说的）"), and hearsay with no one named ("听说是 B", "据说是 B", "B，
听说的"): now asked again as "老师说选 B" is. And a report agreed with in a clause of the candidate's own
("网上都说 B，确实是 B", "老师说选 B，没错", "…，同意", "…，我认同") was asked again, though it commits as
"…，我也选 B" does: now read. Agreement asked ("…，没错吧？", "…，同意吗") is still asked again.

A withdrawal said otherwise was read as the answer: of what was said above ("B。以上作废"), after giving
up ("B，算了作废"), going on to start over ("B，作废重来", "B，划掉吧"), or in other words ("B，不算数",
"B，取消"): now asked again. And another option struck after the answer ("B，C 作废", "选 B，A 和 C 划掉",
"A、D，B 作废") was asked again as a withdrawal, though "B，作废 C" was read: now read by the readers,
while the answer struck alone ("B 作废", "选 B 作废") is still asked again.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import active_questions, wrong_options

SINGLE = [q for q in active_questions(QuestionType.SINGLE) if len(q.options) >= 3]
REPORTED = ("老师的答案是 {}", "GPT 给的答案是 {}", "网上的答案是 {}", "{} 是书上说的", "{}（网上说的）",
            "听说是 {}", "据说是 {}", "听别人说是 {}", "{}，听说的", "{}，我听说的", "老师说选 {}，没错吧？",
            "老师说选 {}，同意吗")  # fmt: skip
AGREED = ("网上都说 {0}，确实是 {0}", "老师说选 {0}，没错", "老师说选 {0}，同意", "老师说选 {0}，我认同",
          "老师说选 {0}，没错，就是 {0}")  # fmt: skip


def test_there_are_questions_to_loop_over() -> None:
    assert len(SINGLE) >= 20


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_a_report_or_hearsay_of_the_key_is_asked_again(question: Question) -> None:
    key = question.key_text.strip()
    for answer in (form.format(key) for form in REPORTED):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (answer, graded.reading)


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_a_report_agreed_with_in_a_clause_of_ones_own_is_read(question: Question) -> None:
    key, wrong = question.key_text.strip(), wrong_options(question)[0]
    for form in AGREED:
        graded = grade(question, form.format(key))
        assert graded.verdict is Verdict.CORRECT and graded.reading == key, (form, graded.rationale)
        assert grade(question, form.format(wrong)).verdict is not Verdict.CORRECT, form  # the nearest wrong
    own = grade(question, f"网上说选 {wrong}，确实是 {key}")
    assert own.verdict is Verdict.CORRECT and own.reading == key


WITHDRAWN = ("{}。以上作废", "{}，以上都作废", "{}，算了作废", "{}，作废重来", "{}，划掉吧", "{}，不算数",
             "{}，取消", "{} 作废", "选 {} 作废", "{}，作废")  # fmt: skip


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_the_key_withdrawn_is_asked_again(question: Question) -> None:
    key = question.key_text.strip()
    for answer in (form.format(key) for form in WITHDRAWN):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (answer, graded.reading)


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_another_option_struck_after_the_key_leaves_the_key(question: Question) -> None:
    key = question.key_text.strip()
    first, second = wrong_options(question)[:2]
    for answer in (f"{key}，{first} 作废", f"选 {key}，{first} 和 {second} 划掉", f"{key}，作废 {first}"):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.reading == key, (answer, graded.rationale)
    wrong = grade(question, f"{first}，{key} 作废")
    assert wrong.verdict is not Verdict.CORRECT  # the key struck after a wrong one: never the key
