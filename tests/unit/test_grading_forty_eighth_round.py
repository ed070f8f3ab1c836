"""The round on blind batch 48 (issue "Grading a typed answer"): answers meant plainly, read as meant.

- "不能，VAE 对 fp16 很敏感": 对 before an object and what closes it ("很敏感", "来说", "有影响", "做")
  is a preposition (towards, for), no verdict; after a word that leads a verdict ("我觉得对", "也对")
  or standing as its clause ("对，它对精度很敏感") it is the mark. Read as the mark, it had graded a
  wrong answer correct.
- "不是╳", "不是✗", "不是错", "并非 ×": a mark under a plain negation is its opposite, to confirm;
  "不是√", "不是对": false. Read as the mark, "不是╳" had been false, bare.
Each has its negative siblings, looped over every true/false question, both keys.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.decisions._invalid import gave_up
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
TRUEFALSE = [q for q in BANK.values() if q.type is QuestionType.TRUEFALSE]


def _truth(question: Question, answer: str) -> bool | None:
    return grade(question, answer).understood.truth


# --- 对 as a preposition --------------------------------------------------------------------------------

PREPOSITIONS = [  # a denial, then a clause whose 对 is a preposition
    ("不能", "VAE 对 fp16 很敏感"),  # blind-48
    ("不行", "模型对精度很敏感"),
    ("不成立", "它对显存有影响"),
    ("no", "这个对 batch size 非常敏感"),
    ("不会", "先对权重做量化再说"),
]


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_preposition_after_a_denial_adds_no_mark(question: Question) -> None:
    # the denial is read against the claim (a negative claim denied is true): the clause's 对 never
    # makes it true where the denial alone is not
    for denial, clause in PREPOSITIONS:
        if _truth(question, denial) is not True:
            assert _truth(question, f"{denial}，{clause}") is not True, clause


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_preposition_alone_is_no_verdict(question: Question) -> None:
    for answer in ("VAE 对 fp16 很敏感", "对 VAE 来说", "它对精度有影响", "对 fp16 很敏感，不能存"):
        assert _truth(question, answer) is not True, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_the_verdict_beside_a_preposition_is_still_read(question: Question) -> None:
    for answer, truth in (
        ("对，它对精度很敏感", True),
        ("我觉得对，VAE 对 fp16 不敏感", True),
        ("对 VAE 来说，这个说法是对的", True),
        ("对于 VAE 来说，对", True),
        ("针对这个场景来说，错", False),
        ("对 VAE 来说，不成立", False),
        ("对不对我不太确定", None),
        ("也对", True),
    ):
        assert _truth(question, answer) is truth, answer


# --- a mark under a plain negation ----------------------------------------------------------------------


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_negated_mark_is_its_opposite_to_confirm(question: Question) -> None:
    for mark, truth in (
        *((mark, True) for mark in ("╳", "✗", "×", "x", "错", "错误", "F", "false")),
        *((mark, False) for mark in ("√", "✓", "对", "正确", "T", "true")),
    ):
        for answer in (f"不是{mark}", f"并非 {mark}", f"不是{mark}。", f"不是 {mark}，理由见题干"):
            graded = grade(question, answer)
            assert graded.understood.truth is truth, answer
            assert graded.needs_confirmation, answer
            assert (graded.verdict is Verdict.CORRECT) == (truth == question.truth), answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_mark_not_negated_is_still_the_mark(question: Question) -> None:
    for answer, truth in (("╳", False), ("✗", False), ("不是的", False), ("不对", False), ("√", True)):
        graded = grade(question, answer)
        assert graded.understood.truth is truth and not graded.needs_confirmation, answer
    # a negation of something other than the mark: the mark is not turned
    assert _truth(question, "不是 fp16 的问题，错") is False


# --- a give-up said as never having done it, or not knowing what is asked -------------------------------

GIVE_UPS = [
    "这个环境变量我从没调过，不知道默认多少",  # blind-48
    "NCCL 的默认 buffsize 我从没查过",  # blind-39
    "TinyBERT 原文没读过",  # blind-30
    "这种环境变量默认值我背不下来",  # blind-24
    "这个我得查文档，不太记得了",  # blind-25
    "论文附录里应该有写，但我真没印象",  # blind-39
    "不知道选哪个",
    "这个我没跑过",
]


# every question a plain give-up ("不知道") is incorrect on (not one whose source is cut off, say)
GIVING_UP_COUNTS = [q for q in BANK.values() if grade(q, "不知道").verdict is Verdict.INCORRECT]


@pytest.mark.parametrize("question", GIVING_UP_COUNTS, ids=lambda q: q.id)
def test_a_give_up_in_other_words_is_incorrect(question: Question) -> None:
    for answer in GIVE_UPS:
        assert grade(question, answer).verdict is Verdict.INCORRECT, answer


@pytest.mark.parametrize(
    "answer",
    [
        "B，这篇论文我没读过",  # an option named: no give-up
        "默认 4MB，不过我从没调过",  # a figure
        "对，虽然我没跑过",  # a mark
        "不知道默认是不是 4MB",  # a figure, doubted
        "不知道对不对",  # a mark asked about
        "不知道多少 head 放得下，选 B",
    ],
)
def test_an_answer_beside_a_give_up_is_no_give_up(answer: str) -> None:
    assert not gave_up(answer)


# --- letters joined by a spaced slash, on a multiple choice: the set, bare --------------------------------

MULTIS = [q for q in BANK.values() if q.type is QuestionType.MULTI and set(q.key_text) <= set(q.options)]


@pytest.mark.parametrize("question", MULTIS, ids=lambda q: q.id)
def test_letters_joined_by_a_spaced_slash_are_the_set_bare(question: Question) -> None:
    key = sorted(question.key_text)
    for joint in (" / ", "/ ", " /"):
        graded = grade(question, joint.join(key))
        assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, joint
    # hedged, or a word after: to confirm, as before
    assert grade(question, " / ".join(key) + " 吧").needs_confirmation
    assert grade(question, f"{key[0]} / 不确定").verdict is not Verdict.CORRECT or len(key) == 1


@pytest.mark.parametrize(
    "question", [q for q in BANK.values() if q.type is QuestionType.SINGLE], ids=lambda q: q.id
)
def test_a_spaced_slash_on_a_single_choice_is_still_a_hedge(question: Question) -> None:
    wrong = next(letter for letter in sorted(question.options) if letter != question.key_text)
    assert grade(question, f"{question.key_text} / {wrong}").verdict is not Verdict.CORRECT


# --- a filler before a one-character true/false mark: still bare ------------------------------------------


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_filler_before_a_one_character_mark_is_bare(question: Question) -> None:
    for answer, truth in (
        ("嗯呐，对", True),
        ("嗯对", True),
        ("嗯嗯是", True),
        ("嗯，错", False),
        ("哦 错", False),
    ):
        graded = grade(question, answer)
        assert graded.understood.truth is truth and not graded.needs_confirmation, answer
    # more than the one character ("对的", "没错"), a tag or a question after it: a sentence, to confirm
    for answer in ("嗯呐，对的", "嗯，没错", "嗯，对吧", "嗯嗯对的吧", "嗯，不对"):
        assert grade(question, answer).needs_confirmation, answer
    assert grade(question, "嗯对？").understood.truth is None


# --- "没毛病" beside another mark: a sentence; an exclamation sign closing a mark: bare -----------------


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_nothing_wrong_beside_another_mark_is_a_sentence(question: Question) -> None:
    for answer in ("yeah 没毛病", "✓✓✓ 没毛病", "对 没毛病", "√，没毛病"):
        graded = grade(question, answer)
        assert graded.understood.truth is True and graded.needs_confirmation, answer
    alone = grade(question, "没毛病")
    assert alone.understood.truth is True and not alone.needs_confirmation


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_an_exclamation_sign_after_a_mark_is_a_tone(question: Question) -> None:
    for answer, truth in (("错误❗", False), ("错❗❗", False), ("对‼", True), ("正确❕", True)):
        graded = grade(question, answer)
        assert graded.understood.truth is truth and not graded.needs_confirmation, answer
    assert grade(question, "错误❗不过要看情况").needs_confirmation


# --- a circled digit inside 第…个: the place it names --------------------------------------------------

SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.key_text in q.options]


@pytest.mark.parametrize("question", SINGLES, ids=lambda q: q.id)
def test_a_circled_digit_between_di_and_ge_is_its_place(question: Question) -> None:
    place = sorted(question.options).index(question.key_text)
    circled = chr(0x2460 + place)
    for answer in (f"第{circled}个", f"第 {circled} 项", f"第{circled}"):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
    for answer in (f"第{circled}个不对", f"不是第{circled}个"):
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer
    wrong = chr(0x2460 + (place + 1) % len(question.options))
    assert grade(question, f"第{wrong}个").verdict is not Verdict.CORRECT
