"""Wrong answers a red team of templated answers (templates x questions x keys and wrong options) found
graded correct after the rounds on blind-89, each pinned as a class over several questions:

- a belief denied before the commitment ("我不认为是 B", "I don't think it's B");
- another option kept as likely after the one read ("B, A is just as likely", "B，但 A 也一样可能", "B,
  could be A"), on a condition ("gotta be B — unless the question means A"), or under a second appeal
  to a reading ("按题意 B，按字面 A");
- the option doubted or denied after it ("B? really?", "B 比 A 靠谱吧，也不一定", "B sounds right but it
  isn't", "B, obviously not"), or no option chosen after all ("…，但题目有问题，没法选");
- a true/false mark with the other kept open ("对，也许错", "true, unless it's false") or denied after it
  ("true, obviously not"), a need denied ("doesn't have to be true"), a bare denial after "对吧" / "错吧";
- an option added in brackets with conviction ("AD (and B, obviously)"), a code fill compared with
  another ("x 比 y 靠谱": y only measured against), a figure offered after a particle ("464 GB 吧，或者
  928 GB").

Beside each, the neighbours that must keep their reading: the appeal to intent alone, the option
denied before another, the conviction with no denial, the comparison that prefers the key.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

SINGLES = ("seed000-01", "seed000-04", "seed001-03", "seed002-05")
TRUTHS = ("seed002-41", "seed002-42", "seed002-45", "seed002-47")  # keys true, false, true, false


def _question(question_id: str) -> Question:
    question = curated_catalog().get(question_id)
    assert question is not None
    return question


def _wrong(question: Question) -> str:
    return next(label for label in question.options if label not in question.key)


NOT_CORRECT_SINGLE = (
    "我不认为是 {K}",
    "我不觉得答案是 {K}",
    "I don't think it's {K}",
    "I don't believe the answer is {K}",
    "{K}, {W} is just as likely",
    "{K}，但 {W} 也一样可能",
    "{K}, could be {W}",
    "按题意 {K}，按字面 {W}",
    "按出题人的意思 {K}，按常识 {W}",
    "gotta be {K} — unless the question means {W}",
    "{K}? really?",
    "gotta be {K}? doubt it",
    "{K} 比 {W} 靠谱吧，也不一定",
    "{K} sounds right but it isn't",
    "{K} is the one I'd never pick",
    "{K}, obviously not",
    "按理说是 {K}，但题目有问题，没法选",
    "{K}，不过没有正确答案",
)
KEPT_SINGLE = (
    "按题意 {K}",
    "题目有歧义，不过按题意 {K}",
    "我不认为是 {W}，是 {K}",
    "{K}, obviously",
    "按题意 {K}，按字面也是 {K}",
    "{K} 比 {W} 靠谱",
    "it could be {K}",
)


@pytest.mark.parametrize("template", NOT_CORRECT_SINGLE)
def test_single_choice_not_meant_is_never_correct(template: str) -> None:
    for question_id in SINGLES:
        question = _question(question_id)
        answer = template.format(K=question.key, W=_wrong(question))
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question_id, answer)


@pytest.mark.parametrize("template", KEPT_SINGLE)
def test_single_choice_neighbours_keep_the_key(template: str) -> None:
    for question_id in SINGLES:
        question = _question(question_id)
        answer = template.format(K=question.key, W=_wrong(question))
        graded = grade(question, answer)
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), (question_id, answer)


NOT_CORRECT_TRUTH = (
    "{T}, maybe {F}",
    "{T}，可能{F}",
    "{T}, unless it's {F}",
    "{T}, could be {F}",
    "{T}, obviously not",
    "{T}，显然不是",
    "{T} obviously... not. {F}",
    "{T}. NOT.",
    "doesn't have to be {T}",
    "hard pass on {T}",
    "错吧，不",
)
_MARKS = {True: ("true", "false"), False: ("false", "true")}
_CHINESE_MARKS = {True: ("对", "错"), False: ("错", "对")}


def _truth_key(question: Question) -> bool:
    return question.key.strip().lower() == "true"


@pytest.mark.parametrize("template", NOT_CORRECT_TRUTH)
def test_truth_not_meant_is_never_correct(template: str) -> None:
    for question_id in TRUTHS:
        question = _question(question_id)
        for said, other in (_MARKS[_truth_key(question)], _CHINESE_MARKS[_truth_key(question)]):
            answer = template.format(T=said, F=other)
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question_id, answer)


@pytest.mark.parametrize(
    ("answer", "truth"),
    [
        ("对吧，不", False),
        ("对吧？不", False),
        ("true, maybe", True),
        ("对，当然不是错的", True),
        ("false? no", True),
    ],
)
def test_truth_neighbours_keep_their_reading(answer: str, truth: bool) -> None:
    for question_id in TRUTHS:
        question = _question(question_id)
        expected = Verdict.CORRECT if _truth_key(question) is truth else Verdict.INCORRECT
        assert grade(question, answer).verdict is expected, (question_id, answer)


@pytest.mark.parametrize(
    ("question_id", "answer", "verdict"),
    [
        ("seed000-18", "AD (and B, obviously)", Verdict.INVALID),
        ("seed000-18", "AD（还有 B，显然）", Verdict.INVALID),
        ("seed000-19", "BC (and A, of course)", Verdict.INVALID),
        ("seed000-18", "AD (and D, obviously)", Verdict.CORRECT),
        ("seed000-18", "AD (and B)", Verdict.INCORRECT),
        ("seed000-28", "BLOCK_SIZE: int 比 BLOCK_SIZE: tl.constexpr 靠谱", Verdict.INCORRECT),
        ("seed000-28", "`BLOCK_SIZE: int` 比 `BLOCK_SIZE: tl.constexpr` 好", Verdict.INCORRECT),
        ("seed000-28", "BLOCK_SIZE: tl.constexpr 比 BLOCK_SIZE: int 靠谱", Verdict.CORRECT),
        ("seed000-29", "cpu, cpu 比 nvme, nvme 靠谱", Verdict.INCORRECT),
        ("seed000-30", "464 GB 吧，或者 928 GB", Verdict.INCORRECT),
        ("seed000-30", "464 GB 吧，或者 2*48*2048*96*96*128*4/1e9 GB", Verdict.INCORRECT),
        ("seed000-30", "464 GB 吧", Verdict.CORRECT),
        ("seed000-30", "464 GB 吧，或者说 0.464 TB", Verdict.CORRECT),
    ],
)
def test_sets_fills_and_figures(question_id: str, answer: str, verdict: Verdict) -> None:
    assert grade(_question(question_id), answer).verdict is verdict
