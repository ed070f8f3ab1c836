"""Verdicts against a limit said in English ("64 的话 total 12.9 GB，over budget 了；48 是 9.7 GB, fits"):
the option said over is let go, the one said to fit is the choice (to confirm). It was read as C (64), the
option opening the answer: "over budget" and "fits" were not in the lists of verdicts (``_lexicon``'s
``OVER_LIMIT``, ``WITHIN_LIMIT``) that ``_figure_verdicts`` reads, and "total" / "是" before the figure
worked out for an option were not heard as working it out. Never read: the verdicts the other way round,
one held open ("fits?"), both over, an option asked over then chosen ("64 over budget? 不会，选 64"), nor
"fits" inside another word ("benefits"). Looped over every single choice whose options are all figures.
"""

from __future__ import annotations

import re

from bank.grading import Verdict, grade
from bank.grading.mentions._value_mentions import value_of
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

_PLAIN = re.compile(r"\d+(?:\.\d+)?\s*[A-Za-z%×]{0,2}")  # a figure, maybe with its unit

FIGURED = [
    q
    for q in curated_catalog()
    if q.servable
    and q.type is QuestionType.SINGLE
    and len(q.options) >= 3
    and all(value_of(text) is not None and _PLAIN.fullmatch(text.strip()) for text in q.options.values())
    and len({text.strip() for text in q.options.values()}) == len(q.options)
]


def _pair(question: Question) -> tuple[str, str]:
    key = question.options[str(question.key)]
    other = next(text for label, text in sorted(question.options.items()) if label != question.key)
    return key.strip(), other.strip()


def test_there_are_questions() -> None:
    assert len(FIGURED) >= 3 and any(q.id == "seed000-04" for q in FIGURED), [q.id for q in FIGURED]


def test_the_one_said_to_fit_is_read() -> None:
    for q in FIGURED:
        k, x = _pair(q)
        for answer in (
            f"{x} 的话 total 12.9 GB，over budget 了；{k} 是 9.7 GB, fits",
            f"{x} is 12.9 GB, over budget; {k} is 9.7 GB, fits",
            f"{x} over budget, {k} fits",
            f"{k} 的话 total 9.7 GB，fits；{x} 是 12.9 GB, over the limit",
            f"{x} 的话超了，{k} 放得下",
        ):
            result = grade(q, answer)
            assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (q.id, answer, result)


def test_never_read_the_other_way_or_held_open() -> None:
    for q in FIGURED:
        k, x = _pair(q)
        for answer in (
            f"{k} 的话 total 9.7 GB，over budget 了；{x} 是 12.9 GB, fits",  # the key said over
            f"{x} 的话 total 12.9 GB，over budget 了；{k} 是 9.7 GB, fits?",  # held open
            f"{x} 的话 total 12.9 GB，over budget 了；{k} 是 9.7 GB, 也 over budget 了",
            f"{k} over budget? 不会，选 {x}",
            f"{k} within budget? no, {x} within budget",
        ):
            result = grade(q, answer)
            assert result.verdict is not Verdict.CORRECT, (q.id, answer, result)


def test_fits_inside_another_word_is_no_verdict() -> None:
    from bank.grading.choice._limit_clause import OVER, WITHIN, said

    assert not said(WITHIN, "48 benefits") and said(WITHIN, "48 fits")
    assert not said(OVER, "48 is a walkover limit") and said(OVER, "48 is over budget")
