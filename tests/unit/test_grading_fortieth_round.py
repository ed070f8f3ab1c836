"""The round on blind batch 40 (issue "Grading a typed answer"): answers meant plainly, read as meant.

- "(C) logQ 修正", "（A）1/32": a bracketed letter before its own option's text, or the remark its option
  alone gives in brackets, is the letter, bare; before another option's text, asked or hedged, it is not.
- "nvme 跟 nvme": on several blanks, 跟 joins the fills as 和 and 以及 do, bare.
- "选 A 跟 D", "选 A 和 C", "选 b c": 选 before letters joined by a word or a space is a sentence, read
  to confirm (as labelled since blind batch 26); the bare set ("A 跟 D", "选AD") stays bare.
Each has its negative siblings, looped over every question of the type where it makes sense.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import read_correct

BANK = {question.id: question for question in curated_catalog()}
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.key_text in q.options]
MULTIS = [q for q in BANK.values() if q.type is QuestionType.MULTI and set(q.key_text) <= set(q.options)]
CHOICES = SINGLES + MULTIS
# a remark its option alone gives in brackets after a word: "未对采样概率做修正（logQ 修正）"
_REMARK = re.compile(r"（([^()（）]+)）")
GLOSSED = [
    (q, label, remark)
    for q in CHOICES
    for label, text in sorted(q.options.items())
    for remark in _REMARK.findall(text)
    if sum(remark in other for other in q.options.values()) == 1
]


def _bare_correct(question: Question, answer: str) -> bool:
    graded = grade(question, answer)
    return graded.verdict is Verdict.CORRECT and not graded.needs_confirmation


# the key written after its letter ("A 1/32") reads bare: the letter in brackets before it must too (an
# option's text opening with a denial, "(A) 不变", is left: the choice reader takes 不 after it as one)
PLAIN = [
    q
    for q in SINGLES
    if _bare_correct(q, f"{q.key_text} {q.options[q.key_text]}")
    and not re.match(r"[不没无非]", q.options[q.key_text])
]


@pytest.mark.parametrize("question", PLAIN, ids=lambda question: question.id)
def test_a_bracketed_letter_before_its_own_text_is_bare(question: Question) -> None:
    key, text = question.key_text, question.options[question.key_text]
    for answer in (f"（{key}）{text}", f"({key}) {text}", f"【{key}】{text}"):
        assert _bare_correct(question, answer), (answer, grade(question, answer).rationale)
        for asked in (f"{answer}？", f"{answer} 吧", f"不是 {answer}", f"{answer}，不确定"):
            assert not _bare_correct(question, asked), asked
    for other in sorted(set(question.options) - {key}):
        for answer in (f"（{other}）{text}", f"({key}) {question.options[other]}", f"（{other}）"):
            assert grade(question, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize(("question", "label", "remark"), GLOSSED, ids=lambda item: getattr(item, "id", None))
def test_a_bracketed_letter_before_its_remark_is_bare(question: Question, label: str, remark: str) -> None:
    graded = grade(question, f"({label}) {remark}")
    assert graded.understood is not None and graded.understood.choices == [label], graded.rationale
    assert not graded.needs_confirmation, remark
    assert (graded.verdict is Verdict.CORRECT) is (question.key_text == label)
    for asked in (f"({label}) {remark}？", f"不是 ({label}) {remark}", f"({label}) {remark} 吧"):
        assert not _bare_correct(question, asked), asked
    for other in sorted(set(question.options) - {label}):
        graded = grade(question, f"({other}) {remark}")  # another letter before it: a hedge, at most
        assert graded.needs_confirmation or graded.verdict is not Verdict.CORRECT, (other, remark)


def test_the_logq_remark_reads_its_option() -> None:
    question = BANK["seed001-02"]  # C "未对采样概率做修正（logQ 修正）"
    assert _bare_correct(question, "(C) logQ 修正")
    assert _bare_correct(question, "（C）logQ 修正")
    assert grade(question, "(C) 采样偏差").needs_confirmation  # a word of its own, not the remark
    assert grade(question, "(D) logQ 修正").verdict is not Verdict.CORRECT


TWO_BLANKS = [q for q in BANK.values() if q.type is QuestionType.CODE and len(q.blanks) > 1]


@pytest.mark.parametrize("question", TWO_BLANKS, ids=lambda question: question.id)
def test_fills_joined_by_gen_are_bare(question: Question) -> None:
    for joined in (" 跟 ".join(question.blanks), "跟".join(question.blanks)):
        assert _bare_correct(question, joined), (joined, grade(question, joined).rationale)
        for asked in (f"{joined}？", f"{joined} 吧", f"不是 {joined}"):
            assert not _bare_correct(question, asked), asked
    if len(set(question.blanks)) > 1:  # (one fill said once is every blank's when they are the same)
        swapped = " 跟 ".join(reversed(question.blanks))
        assert grade(question, swapped).verdict is not Verdict.CORRECT, swapped
    alone = grade(question, f"{question.blanks[0]} 跟")
    assert not (alone.verdict is Verdict.CORRECT and not alone.needs_confirmation), alone.rationale


def test_gen_fills_on_the_offload_question() -> None:
    question = BANK["seed000-29"]  # both blanks "nvme"
    assert _bare_correct(question, "nvme 跟 nvme")
    graded = grade(question, "cpu 跟 nvme")
    assert graded.verdict is Verdict.PARTIAL and graded.score == 0.5


@pytest.mark.parametrize("question", [q for q in MULTIS if len(q.key_text) == 2], ids=lambda q: q.id)
def test_xuan_before_letters_joined_by_a_word_is_to_confirm(question: Question) -> None:
    first, second = sorted(question.key_text)
    for answer in (f"选 {first} 跟 {second}", f"选 {first} 和 {second}", f"选 {first} {second}".lower()):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (answer, graded.rationale)
    for bare in (f"{first} 跟 {second}", f"选{first}{second}", f"选 {first}、{second}"):
        assert _bare_correct(question, bare), bare
    for other in sorted(set(question.options) - {first, second}):
        assert grade(question, f"选 {other} 跟 {second}").verdict is not Verdict.CORRECT, other


def test_xuan_with_joined_letters_never_makes_a_single_choice_right() -> None:
    assert read_correct(SINGLES, "选 {K}")  # the loop below runs over questions that read their key
    for question in SINGLES:
        for other in sorted(set(question.options) - {question.key_text}):
            answer = f"选 {question.key_text} 跟 {other}"
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


NUMERALS = "零一二三四五六七八"


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_options_ruled_out_then_the_rest_chosen_by_a_verb_before_it(question: Question) -> None:
    """The rest chosen by 选 before them ("排除 D、E，选剩下三个"), counted or not (to confirm)."""
    out = sorted(set(question.options) - set(question.key_text))
    if not out:
        return  # every option is the key: nothing to rule out
    left = NUMERALS[len(question.key_text)]
    ruled = "、".join(out)
    for answer in (f"排除 {ruled}，选剩下{left}个", f"{ruled} 不对，选剩下的", f"排除 {ruled}，选其余的"):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (answer, graded.rationale)
    wrong_count = NUMERALS[len(question.key_text) - 1]
    for answer in (
        f"排除 {ruled}，选剩下{wrong_count}个",
        f"排除 {ruled}，选剩下{left}个？",
        f"排除 {ruled}，不选剩下的",
        f"排除 {ruled}，也许选剩下的",
    ):
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer
    for label in question.key_text:  # ruling out a right option instead: never right
        others = "、".join(sorted({*out[1:], label}))
        assert grade(question, f"排除 {others}，选剩下的").verdict is not Verdict.CORRECT, others


GQA = BANK["seed001-16"]  # key torch.einsum('bkgid,bkjd->bkgij', q, k) * scale


@pytest.mark.parametrize(
    ("subscripts", "right"),
    [
        ("bkgxd,bkyd->bkgxy", True),  # i, j renamed one to one: the same contraction
        ("zkgad,zkbd->zkgab", True),
        # blind-40's "bkgad,bkbd->bkgab" (labelled correct) reuses b, the batch's letter, for the key
        # position: k's diagonal, and b twice in the output (numpy and torch reject it): not the key's
        ("bkgad,bkbd->bkgab", False),
        ("bkgxd,bkyd->bkgyx", False),  # the output's last two swapped: softmax over the queries
        ("bkgid,bkid->bkgi", False),  # one length letter for both: the diagonal only
    ],
)
def test_an_einsum_renaming_is_right_only_when_one_to_one(subscripts: str, right: bool) -> None:
    answer = f"torch.einsum('{subscripts}', q, k) * scale"
    assert (grade(GQA, answer).verdict is Verdict.CORRECT) is right, answer
