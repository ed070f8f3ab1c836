"""The round on blind batch 42 (issue "Grading a typed answer"): answers meant plainly, read as meant.

- "（×）", "(对)", "【✓】": one true/false mark in one pair of brackets is the bare mark (labelled so);
  a hedge, an agreement, two marks or a mark with a word in the brackets is not.
- "11.47M | 98.7%", "11.47M｜98.7%": a bar between figures parts them as a slash does, so the answer
  reads as "11.47M / 98.7%" (bare, labelled so); two figures offered for one ("464 GB | 928 GB") are
  then alternatives, asked again, as with a slash, never correct.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import QuestionType

BANK = {question.id: question for question in Catalog.load()}
TRUEFALSE = [q for q in BANK.values() if q.type is QuestionType.TRUEFALSE]
BRACKETS = ["（{}）", "({})", "【{}】", "[{}]", "「{}」"]


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_bracketed_mark_is_bare(question):
    key_true = question.key_text == "true"
    right, wrong = ("✓", "×") if key_true else ("×", "✓")
    right_word, wrong_word = ("对", "错") if key_true else ("错", "对")
    for pair in BRACKETS:
        for mark in (right, right_word):
            graded = grade(question, pair.format(mark))
            assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, (pair, mark)
        for mark in (wrong, wrong_word, f"{right} {wrong}", f"{right}?", f"{right} 吧"):
            graded = grade(question, pair.format(mark))
            assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, (pair, mark)


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_bracketed_hedge_or_agreement_is_not_bare(question):
    for inner in ("不一定", "同意", "可能对", "也许错"):
        graded = grade(question, f"（{inner}）")
        assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, inner


@pytest.mark.parametrize("answer", ["11.47M | 98.7%", "11.47M｜98.7%", "11.47 M|98.7 %", "11.47M ｜ 98.7%"])
def test_figures_parted_by_a_bar_are_bare(answer):
    graded = grade(BANK["seed000-31"], answer)
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation


@pytest.mark.parametrize(
    ("qid", "answer"),
    [
        ("seed000-31", "11.47M | 22.94M | 98.7%"),  # two parameter counts offered: alternatives
        ("seed000-31", "22.94M | 97.3%"),
        ("seed000-31", "11.47M | 1.3%"),
        ("seed000-30", "464 GB | 928 GB"),
        ("seed000-30", "928 GB | 464 GB"),
    ],
)
def test_figures_parted_by_a_bar_never_make_a_wrong_answer_right(qid, answer):
    assert grade(BANK[qid], answer).verdict is not Verdict.CORRECT
    assert grade(BANK[qid], answer.replace("|", "/")).verdict is grade(BANK[qid], answer).verdict
