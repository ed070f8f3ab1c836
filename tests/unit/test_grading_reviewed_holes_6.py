"""Review 60's holes, closed: an answer beside a sign whose name refuses or doubts ("B 🛑", "B 🤔",
"☐ B"), or struck through in a form the strike reader missed ("<s class=x>B</s>", "～～B～～", "B⃠"),
is asked again, never read as the bare answer.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import QuestionType, Status
from tests.helpers.grading_questions import read_correct

BANK = {question.id: question for question in Catalog.load() if question.status is Status.ACTIVE}
CHOICES = [q for q in BANK.values() if q.type in (QuestionType.SINGLE, QuestionType.MULTI)]
KEY_TRUE = [
    q
    for q in BANK.values()
    if q.type is QuestionType.TRUEFALSE and q.key_text.strip() in ("正确", "对", "true")
]
CODE = [q for q in BANK.values() if q.type is QuestionType.CODE]

# review 60, sections 1 and 1b: signs of refusal or doubt, dropped as decoration (no confirmation)
SIGNED = [
    "{K} ✕",
    "{K}✕",
    "{K} ╳",
    "{K} 🛑",
    "{K} 🗑️",
    "{K} 💀",
    "{K} 🤡",
    "{K} 🤔",
    "{K} ❓",
    "☐ {K}",
    "{K} 📵",
]
# and strike-throughs the reader did not know: attributes, a style, full-width tildes, overlays
STRUCK = [
    "<strike >{K}</strike>",
    "<s class=x>{K}</s>",
    '<span style="text-decoration:line-through">{K}</span>',
    "～～{K}～～",
    "{K}\u0337",
    "{K}\u20e0",
    "{K}\u0305",
]


@pytest.mark.parametrize("template", SIGNED + STRUCK)
def test_signed_or_struck_key_on_every_choice(template: str) -> None:
    assert read_correct(CHOICES, template) == []


@pytest.mark.parametrize("template", ["对 🛑", "～～对～～", "对 ╳", "true 🤔", "☐ 对"])
def test_signed_or_struck_true_on_every_key_true_question(template: str) -> None:
    assert read_correct(KEY_TRUE, template) == []


@pytest.mark.parametrize("template", ["{K} 🤔", "{K} 🛑", "☐ {K}"])
def test_signed_code_on_every_code_question(template: str) -> None:
    assert read_correct(CODE, template) == []


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed000-30", "464 GB ✕"),
        ("seed000-30", "☐ 464 GB"),
        ("seed000-30", "～～464 GB～～"),
        ("seed000-18", "- [ ] A\n- [ ] D"),  # unticked task boxes
    ],
)
def test_signed_struck_or_unticked_figure_or_set(question_id: str, answer: str) -> None:
    assert grade(BANK[question_id], answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize("template", ["{K} 👍", "{K} ✅", "☑ {K}", "{K} ✓"])
def test_ticked_or_approved_key_still_reads_bare(template: str) -> None:
    correct = [
        q.id for q in CHOICES if grade(q, template.format(K=q.key_text.strip())).verdict is Verdict.CORRECT
    ]
    assert correct == [q.id for q in CHOICES]
