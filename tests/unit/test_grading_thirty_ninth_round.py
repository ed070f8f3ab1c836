"""The round on blind batch 39 (issue "Grading a typed answer"): answers meant plainly, read as meant.

- "a/b/d": on a multiple choice, letters joined by a slash alone are the set, bare (blind-16's
  convention for a bare set, and every such label since); spaced ("a / c") too since the round on
  batch 48 (the two spaced labels, batches 10 and 48, read them bare); asked ("A/C？") they are still
  read to confirm, and on a single choice a slash is still a hedge, never correct.
- "P('x', None) 以及 P(None, 'y')": on several blanks, 以及 joins the fills as 和 does, bare.
- "C 不用改 softmax，剩下四个全要": a change said not needed, with its object, denies the option's
  claim (no correction of the answer), so the rest are chosen (to confirm); "C 不用改" alone is still
  a correction's word, and an option asked about ("C 不对吗，剩下四个全要") is left out of nothing.
- "T=1，预测层直接做 soft CE": a two-word term of the stem ("soft cross-entropy") written by its
  capitals after the same word ("soft CE") is the term, not the letters C and E; "CE" alone still is.
Each has its negative siblings, looped over every question of the type where it makes sense.
"""

from __future__ import annotations

import re
from itertools import combinations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Scoring
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.key_text in q.options]
MULTIS = [q for q in BANK.values() if q.type is QuestionType.MULTI and set(q.key_text) <= set(q.options)]


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_slashed_letters_on_a_multiple_choice_are_the_set_bare(question: Question) -> None:
    key = sorted(question.key_text)
    for letters in ("/".join(key), "/".join(key).lower()):
        graded = grade(question, letters)
        assert graded.verdict is Verdict.CORRECT, (letters, graded.rationale)
        assert not graded.needs_confirmation, letters
        for asked in (f"{letters}？", f"{letters} 吗", f"{letters} 不对", f"不是 {letters}"):
            graded = grade(question, asked)
            assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, asked
    spaced = grade(question, " / ".join(key))
    assert spaced.verdict is Verdict.CORRECT and not spaced.needs_confirmation, spaced.rationale
    for size in range(1, len(question.options) + 1):
        for chosen in combinations(sorted(question.options), size):
            if set(chosen) != set(key):
                assert grade(question, "/".join(chosen)).verdict is not Verdict.CORRECT, chosen


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_slashed_letters_on_a_single_choice_stay_a_hedge(question: Question) -> None:
    for other in sorted(set(question.options) - {question.key_text}):
        for answer in (f"{question.key_text}/{other}", f"{other}/{question.key_text}".lower()):
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.CORRECT, answer


BLANKED = [q for q in BANK.values() if q.type is QuestionType.CODE and len(q.blanks) > 1]


@pytest.mark.parametrize("question", BLANKED, ids=lambda question: question.id)
def test_fills_joined_by_yiji_are_bare(question: Question) -> None:
    for joined in (" 以及 ".join(question.blanks), "以及".join(question.blanks)):
        graded = grade(question, joined)
        assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, (joined, graded.rationale)
        for asked in (f"{joined}？", f"{joined} 不对", f"不是 {joined}"):
            graded = grade(question, asked)
            assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, asked
    if len(set(question.blanks)) > 1:  # (one fill said once is every blank's when they are the same)
        swapped = " 以及 ".join(reversed(question.blanks))
        assert grade(question, swapped).verdict is not Verdict.CORRECT, swapped
        alone = grade(question, f"{question.blanks[0]} 以及")
        assert alone.verdict is not Verdict.CORRECT, alone.rationale


def _one_left_out(question: Question) -> list[tuple[str, str]]:
    """Every option of a multiple choice with one word of its own text (of no other option, not the
    stem's), to be said not needed after a change verb."""
    found = []
    for label, text in sorted(question.options.items()):
        others = " ".join(t for other, t in question.options.items() if other != label) + question.stem
        word = next((w for w in re.findall(r"[A-Za-z][A-Za-z_]{3,}", text) if w not in others), None)
        if word is not None:
            found.append((label, word))
    return found


PAGED = BANK["seed000-23"]  # A, B, D, E right; C "需要修改 attention softmax"
NUMERALS = "零一二三四五六七八"


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("C 不用改 softmax，剩下四个全要", Verdict.CORRECT),
        ("C 不需要改 softmax，剩下的都选", Verdict.CORRECT),
        ("C 无需修改 softmax，其余都对", Verdict.CORRECT),
        ("C 不用改 softmax，剩下三个全要", Verdict.INVALID),  # the count left is wrong
        ("C 不用改，剩下四个全要", Verdict.INVALID),  # "不用改" alone may keep C
        ("C 不用改成 B，剩下四个全要", Verdict.INVALID),
        ("C 不用改 softmax 吗，剩下四个全要", Verdict.INVALID),
        ("C 不对吗，剩下四个全要", Verdict.INVALID),
        ("C 不对？剩下四个全要", Verdict.INVALID),
        ("C 不用改 softmax，剩下四个也许全要", Verdict.INVALID),
        ("C 需要改 softmax，剩下四个全要", Verdict.INCORRECT),
    ],
)
def test_a_change_said_not_needed_leaves_its_option_out(answer: str, verdict: Verdict) -> None:
    graded = grade(PAGED, answer)
    assert graded.verdict is verdict, graded.rationale
    assert verdict is not Verdict.CORRECT or graded.needs_confirmation


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_every_option_said_not_needed_then_the_rest(question: Question) -> None:
    for label, word in _one_left_out(question):
        rest = f"剩下{NUMERALS[len(question.options) - 1]}个全要"
        right = set(question.options) - {label} == set(question.key_text)
        for answer in (f"{label} 不用改 {word}，{rest}", f"{label} 不需要改 {word}，其余都选"):
            graded = grade(question, answer)
            if graded.verdict is Verdict.CORRECT:
                assert right and graded.needs_confirmation, answer
        for asked in (f"{label} 不用改 {word} 吗，{rest}", f"{label} 不用改 {word}？其余都选"):
            assert grade(question, asked).verdict is not Verdict.CORRECT, asked


DISTIL = BANK["seed002-12"]  # soft cross-entropy at T: A "1", B "3", C "5", D "10"
SOFT_CE = Question(  # the same term in a stem whose options C and E are the key
    id="fx-soft-ce",
    bank="fx",
    type=QuestionType.MULTI,
    stem="预测层蒸馏用 soft cross-entropy 时，以下哪些说法正确？",
    options={
        "A": "温度越高越好",
        "B": "只能用于分类",
        "C": "温度软化分布",
        "D": "不需要教师",
        "E": "可与 MSE 组合",
    },
    key="CE",
    scoring=Scoring.ALL_OR_NOTHING,
    points=2,
)


@pytest.mark.parametrize(("label", "value"), sorted(DISTIL.options.items()))
def test_a_stem_term_by_its_capitals_is_no_pair_of_letters(label: str, value: str) -> None:
    for answer in (f"T={value}，预测层直接做 soft CE", f"T={value}，用 soft CE"):
        graded = grade(DISTIL, answer)
        assert graded.understood is not None and graded.understood.choices == [label], graded.rationale
        assert (graded.verdict is Verdict.CORRECT) is (label == DISTIL.key_text), answer
    for denied in (f"T={value} 不对，soft CE", f"T 不是 {value}，soft CE", f"T={value}，CE"):
        assert grade(DISTIL, denied).verdict is not Verdict.CORRECT, denied
    assert grade(DISTIL, "soft CE").verdict is not Verdict.CORRECT


def test_letters_not_after_the_terms_word_are_still_letters() -> None:
    assert grade(SOFT_CE, "CE").verdict is Verdict.CORRECT
    assert grade(SOFT_CE, "C、E").verdict is Verdict.CORRECT
    for answer in ("soft CE", "用 soft CE", "soft CE 就行"):
        assert grade(SOFT_CE, answer).verdict is not Verdict.CORRECT, answer
