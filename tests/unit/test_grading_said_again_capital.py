"""An option of a multiple-choice set said again in English after the set ("A、D, A out") or asked of
("A、D，A？") had the set read whole, to confirm: the capital A was taken for the article before "out"
and never seen as said again, and a bare question mark after an option counted as saying nothing of
it. Where the set was the key, an answer that takes A out was graded correct. Both are asked again
now; A said again and affirmed ("A、D, A for sure") and an article in a reason ("A、D. A cache grows
…" is no option) read as before where they did.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.model import QuestionType, Status
from tests.helpers.grading_questions import read_correct

WITH_A = [
    q
    for q in Catalog.load()
    if q.status is Status.ACTIVE and q.type is QuestionType.MULTI and q.key_text.strip().startswith("A")
]


@pytest.mark.parametrize(
    "template", ["{K}, A out", "{K}, A is out", "{K}，A?", "{K}，A？", "{K}, A?", "{K}, A dropped"]
)
def test_a_said_again_out_or_asked_is_never_correct(template: str) -> None:
    assert WITH_A
    assert read_correct(WITH_A, template) == []


@pytest.mark.parametrize("template", ["{K}", "{K}，A 对", "{K}, A for sure"])
def test_a_said_again_and_affirmed_reads(template: str) -> None:
    assert read_correct(WITH_A, template) == [q.id for q in WITH_A]
