"""A set, then something the rules cannot name said only possibly out or in at the close (blind batch 77):
"ABC 吧，IS 那个可能不算" and "A B C D 都有吧，top-1 可能不支持" were read as the key, correct to confirm,
where the candidate keeps a member open (a hedge, convention 5 of seen/blind-16.yaml's header) or doubts an
option outside the set: which, the rules cannot tell, so the answer is asked again. Said of an option
found ("C 可能不支持"), the set is a hedge as before; said of nothing ("ABC，可能"), a tentative set.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

MULTIS = [q for q in curated_catalog() if q.servable and q.type is QuestionType.MULTI and len(q.key) >= 2]
UNREAD = "量子退火那个"  # names no option of any question


@pytest.mark.parametrize(
    "closing", ["{u}可能不算", "{u} 可能不支持", "{u}也许不对", "{u}可能也算", "{u} 说不定不需要"]
)
@pytest.mark.parametrize("lead", ["{k}", "{k} 吧", "{k} 都有吧"])
def test_an_unread_member_said_possibly_out_or_in_is_asked_again(lead: str, closing: str) -> None:
    assert len(MULTIS) >= 8
    for question in MULTIS:
        key = "".join(sorted(question.key))
        answer = f"{lead.format(k=key)}，{closing.format(u=UNREAD)}"
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (question.id, answer, graded.reading)


def test_a_member_found_and_said_possibly_out_is_a_hedge() -> None:
    for question in MULTIS:
        key = sorted(question.key)
        answer = f"{''.join(key)} 吧，{key[-1]} 可能不支持"
        graded = grade(question, answer)
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.INCORRECT, True), (question.id, answer)


def test_the_set_alone_or_said_possibly_of_nothing_is_read() -> None:
    for question in MULTIS:
        key = "".join(sorted(question.key))
        for answer in (f"{key} 吧", f"{key}，可能"):
            graded = grade(question, answer)
            assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), answer
