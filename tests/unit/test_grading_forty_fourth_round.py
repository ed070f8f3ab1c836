"""The round on blind batch 44 (issue "Grading a typed answer"): answers meant plainly, read as meant.

- "A,B,C,D 都要": a list of options closed by a word that takes or keeps every one of them ("都要",
  "全要", "都得选", "都勾上", "全部", …), as "都选" and "都对" already did, closes the list: its last
  item is chosen with the rest, not read as described by a clause of its own. A shorter or longer set,
  a denial ("都不要", "不一定要") or a question never reads as the key unasked. An item of such a list
  in an option's own words ("切优化器") is read to confirm, as before "都能用"; one in no option's words
  leaves the answer asked again, never the smaller set.
- "LPIPS, MS-SSIM, Inception Score 三个": a bare count closing a comma list ("三个", "两项", "一共两个",
  "三个都要") closes it as "这三个" did; the last item had been dropped, so that "A,B,C 两项" on a key of
  AB read AB (to confirm). A shorter or longer set, with its own count or the key's, is never correct;
  denied or asked, never correct unasked.
- "rollout 逐层乘、LRP 重写 GELU、Chefer 重归一化这三个" (batch 43's leftover; batches 13 and 23 too): a
  plain list whose every item names one option, saying more of it only in that option's own words, is
  read item by item; the first item's own words had made the items after it read as its description.
  An item in another option's words, denied ("无需", "未"), a wrong set, a count that is not the
  list's, or asked is never correct unasked.

The sweeps loop each closing word or counted form over every multiple choice × comma × frame (the key
closed whole; a set one short or one more; the key denied; asked); each word or form takes a slice of
that product (``tests/helpers/covering.py``), and the slices of consecutive words take all of it. What
the reader combines a closing word with is the list it closes — the question's letters (its key's
length), the comma ("，" makes each item a clause) — and the frame around the list, which holds the
word ("不一定要", "都要吗？"): each word meets every question, comma and frame (``slice_of`` checks it),
and every question × comma × frame is graded under some word. The word is matched at the answer's end
(``_list_words.LIST_CLOSING``), never against an option's text, so word × question × comma is not a
case of its own. The answers the round was written for are pinned below, each once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import NamedTuple

import pytest

from bank.grading import Grade, Verdict, grade
from bank.grading.open._rubric import terms
from bank.grading.text._lexicon import LIST_CLOSINGS
from bank.model import Question, QuestionType
from tests.helpers.covering import slice_of
from tests.helpers.curated import curated_catalog
from tests.unit.test_grading_mend_round import TRICKS

BANK = {question.id: question for question in curated_catalog()}
MULTI = [q for q in BANK.values() if q.type is QuestionType.MULTI and q.servable]
SINGLE = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.servable]
TAKING_ALL = LIST_CLOSINGS[LIST_CLOSINGS.index("都要") :]  # the words this round added
COMMAS = (",", ", ", "，")


def test_the_labelled_answer_is_the_whole_set_to_confirm():
    graded = grade(BANK["seed002-36"], "A,B,C,D 都要")
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
    assert graded.reading == "A、B、C、D"


@pytest.mark.parametrize("word", ["都能用", "全要", "都要"])
def test_an_item_in_an_options_own_words_before_such_a_word_is_read_to_confirm(word):
    graded = grade(TRICKS, f"激活重计算、bf16、切优化器，{word}")  # D: "ZeRO-3 切分优化器状态"
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, word
    for unread in ("梯度累加", "FlashAttention"):  # no option's: never the smaller set
        assert grade(TRICKS, f"激活重计算、bf16、{unread}，{word}").verdict is Verdict.INVALID, (unread, word)


def _wrong_sets(question: Question) -> list[list[str]]:
    """The key's letters one short (either end) and one more (the first option outside it)."""
    key, labels = sorted(question.key_text), sorted(question.options)
    wrong = [key[:-1], key[1:]] if len(key) > 1 else []
    return wrong + [sorted([*key, extra]) for extra in labels if extra not in key][:1]


class Case(NamedTuple):
    """One answer of a sweep, with the values it takes on the sweep's axes."""

    question: Question
    comma: str
    frame: str  # what the answer says of the letters: closed whole, another set, denied, asked
    answer: str
    asked: bool = False  # a question back: never correct unasked (correct to confirm is fine)


def _not_read_whole(closed: Callable[[str, int], str], index: int, slices: int) -> list[str]:
    """The answers, on the multiple choices of this test's slice (``slice_of``: every question, each
    comma, over ``slices`` consecutive words or forms all three on every question), where the key's
    letters joined by a comma and closed by ``closed(letters, count)`` are not read correct."""
    assert MULTI, "no question to loop over"
    cases = [
        Case(q, comma, "whole", closed(comma.join(q.key_text.strip()), len(q.key_text)))
        for comma in COMMAS
        for q in MULTI
    ]
    mine = slice_of(cases, index, slices, (lambda case: case.question.id, lambda case: case.comma))
    return [
        case.answer for case in mine if _graded(case.question.id, case.answer).verdict is not Verdict.CORRECT
    ]


@cache
def _graded(question_id: str, answer: str) -> Grade:
    """``grade`` of a bank question, once per answer in this module: a denial that uses no closing word
    ("{L} 都不要") is the same answer under each word, and ``grade`` is a function of the question and the
    answer alone."""
    return grade(BANK[question_id], answer)


def _not_the_key(
    closed: Callable[[str, int], str], denials: Sequence[str], questions: Sequence[str]
) -> list[Case]:
    """Every answer that must not be read as the key, on every multiple choice and comma: another set
    closed by ``closed`` (with its own count or the key's), the key's letters and a denial (never
    correct), or a question (never unasked); each answer once, by question, then comma."""
    cases: dict[tuple[str, str], Case] = {}
    for question in MULTI:
        for comma in COMMAS:
            kinds = ("one short at the end", "one short at the start", "one more")
            for kind, wrong in zip(kinds, _wrong_sets(question), strict=False):
                for count, whose in ((len(wrong), "its own"), (len(question.key_text), "the key's")):
                    # "A,B,C 两项" on a key of AB: never AB
                    answer = closed(comma.join(wrong), count)
                    cases.setdefault(
                        (question.id, answer), Case(question, comma, f"{kind}, {whose} count", answer)
                    )
            named, said = comma.join(question.key_text), ZH_COUNTS[len(question.key_text)]
            for denied in denials:
                case = Case(question, comma, denied, denied.format(L=named, N=said))
                cases.setdefault((question.id, case.answer), case)
            for asked in questions:
                case = Case(question, comma, asked, asked.format(L=named, N=said), asked=True)
                cases.setdefault((question.id, case.answer), case)
    return list(cases.values())


def _read_as_the_key(cases: Sequence[Case]) -> list[str]:
    """The answers of ``cases`` read as the key that must not be: correct, or a question correct unasked."""
    found = []
    for case in cases:
        graded = _graded(case.question.id, case.answer)
        if graded.verdict is Verdict.CORRECT and not (case.asked and graded.needs_confirmation):
            found.append(case.answer)
    return found


WHOLE_SLICES = 3  # the key closed whole: each word or form every question, with one comma
NOT_THE_KEY_SLICES = {
    "word": 13,
    "form": 5,
}  # the product twice over among the 26 words, once among the 6 forms


def _slice(cases: Sequence[Case], index: int, slices: int) -> list[Case]:
    axes = (lambda case: case.question.id, lambda case: case.comma, lambda case: case.frame)
    return slice_of(cases, index, slices, axes)


@pytest.mark.parametrize("word", TAKING_ALL)
def test_a_list_closed_by_taking_every_item_is_the_whole_list(word):
    assert not _not_read_whole(lambda letters, _: f"{letters} {word}", TAKING_ALL.index(word), WHOLE_SLICES)


@pytest.mark.parametrize("word", TAKING_ALL)
def test_another_set_a_denial_or_a_question_is_never_the_key_unasked(word):
    denials = (f"{{L}} 不{word}", "{L} 都不要", f"{{L}} 不一定{word}", f"{{L}} 不是{word}")
    asked = (f"{{L}} {word}吗？", f"{{L}} {word}？", f"{{L}} 可能{word}")
    index = TAKING_ALL.index(word)
    cases = _not_the_key(lambda letters, _: f"{letters} {word}", denials, asked)
    assert not _read_as_the_key(_slice(cases, index, NOT_THE_KEY_SLICES["word"]))
    # two letters on a single choice: which question only sets the letters, so each word takes a slice
    # of every question × comma × order, every comma and order
    singles = []
    for comma in COMMAS:
        for question in SINGLE:
            other = sorted(set(question.options) - {question.key_text})[0]
            for first, second in ((question.key_text, other), (other, question.key_text)):
                singles.append(
                    (question, comma, first == question.key_text, f"{first}{comma}{second} {word}")
                )
    axes = (lambda case: case[1], lambda case: case[2])
    for question, _, _, answer in slice_of(singles, index, NOT_THE_KEY_SLICES["word"], axes):
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


ZH_COUNTS = "零一两三四五六七八"
COUNTED = ("{L} {N}个", "{L} {N}项", "{L} 一共{N}个", "{L} 共{N}条", "{L} {N}个都对", "{L} {N}个都要")


def test_the_labelled_list_of_texts_with_its_count_is_the_whole_set_to_confirm():
    graded = grade(BANK["seed001-15"], "LPIPS, MS-SSIM, Inception Score 三个")
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
    assert graded.reading == "A、B、C"


def test_the_set_a_bare_count_cut_to_the_key_is_never_correct():
    """The bare count had dropped the list's last item: "A,B,C 两项" on a key of AB read AB."""
    assert grade(BANK["seed002-37"], "A,B,C 两项").verdict is not Verdict.CORRECT


@pytest.mark.parametrize("form", COUNTED)
def test_a_list_closed_by_its_count_is_the_whole_list(form):
    assert not _not_read_whole(
        lambda letters, count: form.format(L=letters, N=ZH_COUNTS[count]), COUNTED.index(form), WHOLE_SLICES
    )


@pytest.mark.parametrize("form", COUNTED)
def test_another_set_counted_a_denial_or_a_question_is_never_the_key_unasked(form):
    denials = ("{L} {N}个都不对", "{L} {N}个都不要", "{L} 不是{N}个")
    asked = ("{L} {N}个吗", "{L} {N}个？", "{L} {N}个不确定")
    cases = _not_the_key(lambda letters, count: form.format(L=letters, N=ZH_COUNTS[count]), denials, asked)
    assert not _read_as_the_key(_slice(cases, COUNTED.index(form), NOT_THE_KEY_SLICES["form"]))


ITEMISED = [
    ("seed001-13", "rollout 逐层乘、LRP 重写 GELU、Chefer 重归一化这三个"),  # blind-43
    ("seed001-13", "rollout 逐层乘、LRP 重写 GELU、Chefer 守恒那三条"),  # blind-23
    ("seed002-38", "perplexity、lang_score、重复 n-gram、长度"),  # blind-13
    ("seed002-38", "PPL、lang_score、n-gram 重复率、文档长度，都能用"),
]


@pytest.mark.parametrize(("question", "answer"), ITEMISED)
def test_a_plain_list_naming_an_option_an_item_is_read_item_by_item_to_confirm(question, answer):
    graded = grade(BANK[question], answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, graded.reading


@pytest.mark.parametrize(
    "answer",
    [
        "rollout 无需逐层乘、LRP 重写 GELU、Chefer 重归一化",
        "rollout 逐层乘、LRP 未重写 GELU、Chefer 重归一化",
        "rollout 无法用于 ViT、LRP 重写 GELU、Chefer 重归一化",  # C's words on A's item
        "rollout 逐层乘、LRP 重写 GELU、Chefer 重归一化都不对",
        "rollout 逐层乘、LRP 重写 GELU、Chefer 重归一化吗",
        "rollout 逐层乘、Chefer 重归一化",
        "rollout 逐层乘、LRP 重写 GELU、Chefer 重归一化这两个",  # a count that is not the list's
        "rollout 逐层乘、LRP 重写 GELU、Chefer 重归一化，四个都对",
        "rollout 逐层乘、LRP 重写 GELU、Chefer 重归一化、Grad-CAM 无法用于 ViT",
    ],
)
def test_an_item_denied_or_in_another_options_words_or_a_wrong_set_is_never_the_key(answer):
    assert grade(BANK["seed001-13"], answer).verdict is not Verdict.CORRECT


SHORT_OPTIONS = [
    q for q in MULTI if len(q.key_text) > 1 and all(len(text) <= 20 for text in q.options.values())
]


@pytest.mark.parametrize("question", SHORT_OPTIONS, ids=lambda q: q.id)
def test_a_list_of_option_texts_is_never_the_key_unless_it_is_the_key_plainly(question):
    key, texts = (
        sorted(question.key_text),
        {label: text.strip("`") for label, text in question.options.items()},
    )
    for wrong in _wrong_sets(question):
        for closing in ("", "这{n}个", "，都能用"):
            answer = "、".join(texts[label] for label in wrong) + closing.format(n=len(wrong))
            assert grade(question, answer).verdict is not Verdict.CORRECT, answer
    listed = "、".join(texts[label] for label in key)
    for said in ("都不对", "都不行", "都不选"):
        assert grade(question, listed + said).verdict is not Verdict.CORRECT, listed + said
    for said in ("？", "吗", "可能吧", "不确定"):
        graded = grade(question, listed + said)
        assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, listed + said
    for other in sorted(set(texts) - set(key)):  # the first item said in another option's words
        foreign = sorted(terms(texts[other]) - set().union(*(terms(texts[label]) for label in key)))
        if foreign:
            answer = "、".join([f"{texts[key[0]]} {foreign[0]}", *(texts[label] for label in key[1:])])
            assert grade(question, answer).verdict is not Verdict.CORRECT, answer
