"""A letter glossed by English words, then a Chinese denial ("D micro batch 肯定不是", "Ⓒ warmup lr 不行，
Ⓓ gather 才对", "B（micro batch）不对"): the denial is said of the option the letter names. Read past the
gloss, "B micro batch 肯定不是" had read B on a key B, and "Ⓒ warmup lr 不行，…" read C. A gloss then an
affirmation ("C warmup lr 才对") still names the option (or is asked again), and plain letters read as
before.
"""

from __future__ import annotations

from bank.grading import grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

SINGLE = [q for q in curated_catalog() if q.servable and q.type == QuestionType.SINGLE]
DENIED = ["{k} micro batch 肯定不是", "{k} warmup lr 不行", "{k}（micro batch）不对", "{k} gather 不对吧"]


def _circled(label: str) -> str:
    return chr(ord("Ⓐ") + ord(label) - ord("A"))


def test_a_glossed_letter_denied_is_never_read_as_chosen() -> None:
    for question in SINGLE:
        key = str(question.key)
        other = next(label for label in "ABCD" if label != key)
        answers = [template.format(k=key) for template in DENIED]
        answers += [
            f"{key} warmup lr 不行，{other} gather 才对",
            f"{_circled(key)} warmup lr 不行，{_circled(other)} gather 才对",
        ]
        for answer in answers:
            graded = grade(question, answer)
            assert graded.verdict.value != "correct", (question.id, answer, graded)
            assert key not in (graded.understood.choices or []), (question.id, answer, graded)


def test_a_glossed_letter_affirmed_or_a_plain_denial_reads_as_before() -> None:
    for question in SINGLE:
        key = str(question.key)
        other = next(label for label in "ABCD" if label != key)
        for answer in [
            f"{key} warmup lr 才对",
            f"{other} micro batch 不行，{key} 对",
            f"{other} 不行，{key} 才对",
        ]:
            graded = grade(question, answer)
            # the key, or asked again ("A warmup lr" may be the article "a" before the words)
            assert (graded.understood.choices or []) in ([key], []), (question.id, answer, graded)
        for answer in [f"{other} warmup lr 才对", f"{key} 不行，{other} 才对"]:
            graded = grade(question, answer)
            assert graded.verdict.value != "correct", (question.id, answer, graded)
