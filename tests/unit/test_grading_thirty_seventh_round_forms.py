"""The round on blind batch 37 (issue "Grading a typed answer"): a choice in another dress.

- Option letters in quotes ("‘b’", "“D”") are the letters, bare: the letter reader leaves a letter
  beside an apostrophe alone ("B's", "I'd"), so the quotes round a whole answer are taken off first.
- Letters each in its own pair of the same brackets ("〈A〉〈B〉〈D〉"), or in lenticular brackets
  ("〖B〗"), are bare as one pair round the answer is.
- A Heavenly Stem with "选项" after it ("丙选项") names an option as "丙项" does: a reading to confirm.
- "所有选项" (all the options) is every option, as "全选" is.
- Two one-word fills joined by a spaced "+" ("nvme + nvme") are one per blank; between code the
  plus stays an addition.
Each is looped over every question of its type: a wrong letter in the same dress is never right.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.covering import slice_of
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.key_text in q.options]
MULTIS = [q for q in BANK.values() if q.type is QuestionType.MULTI and set(q.key_text) <= set(q.options)]
STEMS = "甲乙丙丁戊己庚辛"


DRESSES = ("‘{}’", "“{}”", "'{}'", '"{}"', "〖{}〗")
DENIED_DRESSED = ("‘{}’ 不对", "不是“{}”", "“{}” is wrong", "'{}'？")
# a dress with the letter upper or lower case (lower: True), or a denial or a question (lower: None)
QUOTED = [(dress, lower) for lower in (False, True) for dress in DRESSES] + [
    (d, None) for d in DENIED_DRESSED
]
# Each question takes its key in every form, and every third of its other letters × forms (``slice_of``),
# from its own index: what the reader combines is the dress with the letter in it (either case: "'b'" beside
# "B's"), not with the question, so each question meets every letter and every form, its key in all of them
# (a denial of the key, "不是“D”", on every question), and any three questions in a row every letter × form.
QUOTED_SLICES = 3


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_a_letter_in_quotes_is_the_letter_bare(question: Question) -> None:
    keyed = [(question.key_text, form, lower) for form, lower in QUOTED]
    others = [
        (label, form, lower)
        for label in question.options
        if label != question.key_text
        for form, lower in QUOTED
    ]
    axes = (lambda case: case[0], lambda case: (case[1], case[2]))
    for label, form, lower in [*keyed, *slice_of(others, SINGLES.index(question), QUOTED_SLICES, axes)]:
        answer = form.format(label.lower() if lower else label)
        graded = grade(question, answer)
        right = lower is not None and label == question.key_text  # a denial or a question: never right
        assert (graded.verdict is Verdict.CORRECT) is right, (answer, graded.rationale)
        assert lower is None or graded.needs_confirmation is False, answer


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_a_stem_with_xuanxiang_names_its_option_to_confirm(question: Question) -> None:
    for index, label in enumerate(question.options):
        graded = grade(question, f"{STEMS[index]}选项")
        assert graded.understood is not None and graded.understood.choices == [label], graded.rationale
        assert (graded.verdict is Verdict.CORRECT) is (label == question.key_text)
        assert graded.needs_confirmation
        for denied in (f"{STEMS[index]}选项不对", f"不是{STEMS[index]}选项", f"{STEMS[index]}选项错了"):
            assert grade(question, denied).verdict is not Verdict.CORRECT, denied


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_letters_each_in_brackets_are_the_set_bare(question: Question) -> None:
    key = sorted(question.key_text)
    for opening, closing in ("〈〉", "()", "[]", "【】"):
        answer = "".join(f"{opening}{letter}{closing}" for letter in key)
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation is False, answer
        fewer = "".join(f"{opening}{letter}{closing}" for letter in key[:-1])
        assert grade(question, fewer).verdict is not Verdict.CORRECT, fewer
        others = [label for label in question.options if label not in key]
        more = "".join(f"{opening}{letter}{closing}" for letter in sorted([*key, *others[:1]]))
        assert not others or grade(question, more).verdict is not Verdict.CORRECT, more


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_all_the_options_is_every_option(question: Question) -> None:
    every = set(question.key_text) == set(question.options)
    for answer in ("所有选项", "所有的选项", "所有选项都对"):
        graded = grade(question, answer)
        assert (graded.verdict is Verdict.CORRECT) is every, (answer, graded.rationale)
        assert graded.understood is not None and graded.understood.choices == sorted(question.options)
    for answer in (
        "不是所有选项",
        "所有选项都不对",
        "并非所有选项都对",
        "所有选项？",
        "所有选项都对吗",
        "除了 B，所有选项",
    ):
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer


NVME = BANK["seed000-29"]  # two blanks, both "nvme"
SHARDINGS = BANK["seed000-27"]  # two blanks: P('x', None), P(None, 'y')


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        (NVME, "nvme + nvme", Verdict.CORRECT),
        (NVME, "'nvme' + 'nvme'", Verdict.CORRECT),
        (NVME, "nvme + cpu", Verdict.PARTIAL),
        (NVME, "none + cpu", Verdict.INCORRECT),
        (NVME, "nvme + nvme + nvme", Verdict.INCORRECT),
        (SHARDINGS, "P('x', None) + P(None, 'y')", Verdict.INCORRECT),
        (SHARDINGS, "(P('x', None)) + (P(None, 'y'))", Verdict.INCORRECT),
    ],
)
def test_one_word_fills_joined_by_a_spaced_plus_are_one_per_blank(
    question: Question, answer: str, verdict: Verdict
) -> None:
    graded = grade(question, answer)
    assert graded.verdict is verdict, graded.rationale


# An option's formula written alone, its Chinese words aside ("O(log n)" of "缩短为 O(log n)"), is the
# option's own term: bare, as "O(n²)" was; a one-word argument in brackets is the same ("O(log(n))").
# Words alone ("Gradient norm" of "Gradient norm 计算") stay a reading to confirm, as tuning labels it.
_CJK = re.compile(r"[\u4e00-\u9fff]+")


def test_an_options_formula_alone_is_bare() -> None:
    formulas = [
        (question, label, formula)
        for question in SINGLES
        for label, option in question.options.items()
        if _CJK.search(option)
        and re.search(r"[()^=²]", formula := _CJK.sub(" ", option.replace("`", "")).strip())
        and not re.search(r"[,，]", formula)  # a list of figures, not one formula
    ]
    read = 0
    for question, label, formula in formulas:
        graded = grade(question, formula)
        if graded.understood is not None and graded.understood.choices == [label]:
            read += 1
            assert graded.needs_confirmation is False, (question.id, formula)
            assert grade(question, f"{formula} 吧").needs_confirmation, (question.id, formula)
    assert read >= 5
    reading = BANK["seed001-03"]  # key A 不变; B 缩短为 O(log n)
    for answer in ("O(log(n))", "O(log n)"):
        graded = grade(reading, answer)
        assert graded.verdict is Verdict.INCORRECT and graded.needs_confirmation is False, answer
    assert grade(BANK["seed001-04"], "Gradient norm").needs_confirmation


# "项" (the item) after a paraphrase carries no choice, as "那项" and "一项" did: "梯度范数那项" is read as
# "梯度范数" is (jieba cuts "那项" after some words into "那" and "项").
@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_the_item_word_after_an_options_words_changes_nothing(question: Question) -> None:
    for label, option in question.options.items():
        text = option.replace("`", "").strip()
        alone = grade(question, text).understood
        if alone is None or alone.choices != [label]:
            continue
        for answer in (f"{text}那项", f"{text} 那项", f"{text}那一项"):
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.CORRECT or label == question.key_text, answer
        for denied in (f"{text}那项不对", f"不是{text}那项"):
            assert grade(question, denied).verdict is not Verdict.CORRECT, denied


def test_a_paraphrase_with_the_item_word_is_read_to_confirm() -> None:
    gradient = BANK["seed001-04"]  # key D: Gradient norm 计算
    for answer in ("梯度范数那项", "梯度范数那项，本地算完只同步一个标量"):
        graded = grade(gradient, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
    assert grade(gradient, "时延那项").verdict is Verdict.INVALID  # A's and B's: no one option


# Blanks counted in Chinese numerals ("空一 …，空二 …", "第一空", "第一处", "第一个空") are a reading to
# confirm, as all 22 such labels have it; the grade is the fills' own.
BLANKED = [q for q in BANK.values() if q.type is QuestionType.CODE and len(q.blanks) > 1 and q.servable]


@pytest.mark.parametrize("question", BLANKED, ids=lambda question: question.id)
def test_blanks_counted_in_chinese_numerals_are_read_to_confirm(question: Question) -> None:
    first, second = question.blanks[0], question.blanks[1]
    for one, two in (("空一", "空二"), ("第一空", "第二空"), ("第一处", "第二处"), ("第一个空", "第二个空")):
        graded = grade(question, f"{one} {first}，{two} {second}")
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (one, graded.rationale)
        wrong = grade(question, f"{one} {second}x，{two} {first}x")
        assert wrong.verdict is not Verdict.CORRECT, wrong.rationale
