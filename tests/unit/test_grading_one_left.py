"""An elimination closing on "the one left", and a refusal to compute: read only as said (issue 30).

Found on blind batch 70 (seed000-03, key C): "Q 和 KV 对调的那个不对，77 那个也不对，768 是 SD1.5 的……
剩下那个" rules out D, A and B by their content, only B's by a figure the reader finds; as served the
model of meaning read the clause "768 是 SD1.5 的" as B, to confirm — the one option the candidate had
just ruled out. And "要看 capacity factor，这个没法算" (seed002-10: it cannot be worked out, no answer)
was read as B by meaning. An answer closing on "剩下那个" is now read as the one left only when the
options named before leave exactly one; else it is asked again, with no option named before chosen
and nothing proposed by meaning. Saying it cannot be computed ("没法算") proposes nothing either.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [question for question in curated_catalog() if question.servable]
QUESTIONS = {question.id: question for question in BANK}
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE and len(q.options) >= 4]
RIGHT, WRONG, NONE = Verdict.CORRECT, Verdict.INCORRECT, Verdict.INVALID

Similarity = Callable[[Sequence[str], Sequence[str]], list[list[float]]]


def _leaning_to(option: str) -> Similarity:
    """A model of meaning that finds every clause closest to ``option``."""
    return lambda texts, options: [[0.9 if text == option else 0.8 for text in options] for _ in texts]


# (question, answer, leaning to (an option's label, or "" for the rules alone), verdict, reading)
READINGS = [
    # the batch-70 sentence: D and A ruled out by content the reader does not find, B by its figure
    ("seed000-03", "Q 和 KV 对调的那个不对，77 那个也不对，768 是 SD1.5 的……剩下那个", "", NONE, ""),
    ("seed000-03", "Q 和 KV 对调的那个不对，77 那个也不对，768 是 SD1.5 的……剩下那个", "B", NONE, ""),
    ("seed000-03", "Q 和 KV 对调的那个不对，77 那个也不对，768 是 SD1.5 的……剩下那个", "C", NONE, ""),
    ("seed000-03", "77 那个不对，768 是 SD1.5 的，剩下那个", "B", NONE, ""),
    ("seed000-03", "A、B 都不对，剩下那个", "C", NONE, ""),  # two left: which?
    # the nearest right ones: every other option named, the one left read (to confirm)
    ("seed000-03", "A、B、D 都不对，剩下那个", "", RIGHT, "C"),
    ("seed000-03", "A、B、D 都不对，剩下那个", "B", RIGHT, "C"),
    ("seed000-03", "A 不对，B 是 SD1.5 的，D 反了，剩下那个", "", RIGHT, "C"),
    # the nearest wrong one stays wrong
    ("seed000-03", "A、C、D 都不对，剩下那个", "", WRONG, "B"),
    # an option named before it called right or left in doubt is not set aside: two are left, asked
    # again (it had read the key, to confirm, past "D 对")
    ("seed000-03", "A 不对，B 不对，D 对，剩下那个", "", NONE, ""),
    ("seed000-03", "A 不对，B 不对，D 对，剩下那个", "C", NONE, ""),
    ("seed000-03", "A 不对，B 不对，D 也行，剩下那个", "", NONE, ""),
    ("seed000-03", "A 不对，B 不对，D 不确定，剩下那个", "", NONE, ""),
    # ... or held open, offered or asked about without being ruled out: two are left (it had read the key,
    # to confirm, past "D 吧", "D 对吗", "D 好像也行")
    ("seed000-03", "A 不对，B 不对，D 吧，剩下那个", "", NONE, ""),
    ("seed000-03", "A 不对，B 不对，D 对吗，剩下那个", "", NONE, ""),
    ("seed000-03", "A 不对，B 不对，D 对？剩下那个", "C", NONE, ""),
    ("seed000-03", "A 不对，B 不对，D 好像也行，剩下那个", "", NONE, ""),
    ("seed000-03", "A 不对，B 不对，D 可能，剩下那个", "", NONE, ""),
    # ... ruled out in words that start as praise does ("可以排除"), it is set aside: the one left
    ("seed000-03", "A 不对，B 不对，D 可以排除，剩下那个", "", RIGHT, "C"),
    ("seed000-03", "A 不对，B 不对，D 不行，剩下那个", "", RIGHT, "C"),
    # ... ruled out with a hedge, or a hedge beside another option's rule-out: set aside all the same
    ("seed000-03", "A 不对，B 不对，D 好像不对，剩下那个", "", RIGHT, "C"),
    ("seed000-03", "A 不对，B 不对，D 应该不行吧，剩下那个", "", RIGHT, "C"),
    ("seed000-03", "A 好像不对，B 不对，D 反了，剩下那个", "", RIGHT, "C"),
    # cannot be computed: no answer, nothing proposed
    ("seed002-10", "要看 capacity factor，这个没法算", "", NONE, ""),
    ("seed002-10", "要看 capacity factor，这个没法算", "B", NONE, ""),
    ("seed002-10", "这个没法算", "A", NONE, ""),
    ("seed002-10", "capacity factor 没给，无法计算", "B", NONE, ""),
]


@pytest.mark.parametrize(("qid", "answer", "leaning", "verdict", "reading"), READINGS)
def test_the_reading(qid: str, answer: str, leaning: str, verdict: Verdict, reading: str) -> None:
    question = QUESTIONS[qid]
    similarity = _leaning_to(question.options[leaning]) if leaning else None
    graded = grade(question, answer, similarity=similarity)
    assert (graded.verdict, graded.reading) == (verdict, reading), graded.rationale
    assert graded.needs_confirmation is (verdict is not NONE)


def _others(question: Question) -> list[str]:
    return sorted(set(question.options) - set(question.key))


def test_the_one_left_is_read_only_when_every_other_is_named_on_every_single_choice() -> None:
    assert len(SINGLES) >= 20
    for question in SINGLES:
        first, second, *_ = others = _others(question)
        key = question.options[question.key_text]
        named_all = "、".join(others) + " 都不对，剩下那个"
        graded = grade(question, named_all, similarity=_leaning_to(question.options[second]))
        assert (graded.verdict, graded.reading) == (RIGHT, question.key_text), (question.id, named_all)
        # one ruled out by its text, one described by it, the rest not named: the one left is not known,
        # whatever the model leans to (the key, or the option described)
        described = f"{question.options[first]} 那个不对，{question.options[second]} 是老版本的……剩下那个"
        for leaning in (key, question.options[second]):
            graded = grade(question, described, similarity=_leaning_to(leaning))
            assert graded.verdict is NONE, (question.id, described, graded.reading)
        # every other named, one of them called right: not the one left, whatever the model leans to
        *ruled_out, kept = others
        for said in ("对", "吧", "对吗"):  # called right, offered, asked about
            praised = "，".join(f"{letter} 不对" for letter in ruled_out) + f"，{kept} {said}，剩下那个"
            for leaning in (key, question.options[kept]):
                graded = grade(question, praised, similarity=_leaning_to(leaning))
                assert graded.verdict is NONE, (question.id, praised, graded.reading)
