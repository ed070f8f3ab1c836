"""The round on blind batch 42 (issue "Grading a typed answer"): answers meant plainly, read as meant.

- "（×）", "(对)", "【✓】": one true/false mark in one pair of brackets is the bare mark (labelled so);
  a hedge, an agreement, two marks or a mark with a word in the brackets is not.
- "11.47M | 98.7%", "11.47M｜98.7%": a bar between figures parts them as a slash does, so the answer
  reads as "11.47M / 98.7%" (bare, labelled so); two figures offered for one ("464 GB | 928 GB") are
  then alternatives, asked again, as with a slash, never correct.
- "四样全有", "都有": every option said to be there (a count in 样 or 种, the number of options); asked,
  denied, miscounted or said to have a fault, it is not all.
- "cpu ＆ nvme": a spaced ampersand parts two blank fills, as a spaced slash does.
- "LPIPS / MS-SSIM / Inception Score": names parted by a spaced slash are a bare set on a multiple
  choice (as slashed letters are); a single choice still reads the slash as a hedge.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
TRUEFALSE = [q for q in BANK.values() if q.type is QuestionType.TRUEFALSE]
BRACKETS = ["（{}）", "({})", "【{}】", "[{}]", "「{}」"]


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_bracketed_mark_is_bare(question):
    right, wrong = ("✓", "×") if question.truth else ("×", "✓")
    right_word, wrong_word = ("对", "错") if question.truth else ("错", "对")
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


MULTIS = [q for q in BANK.values() if q.type is QuestionType.MULTI and set(q.key_text) <= set(q.options)]
ALL_KEYED = [q for q in MULTIS if set(q.key_text) == set(q.options)]
COUNTS = {2: "两", 3: "三", 4: "四", 5: "五", 6: "六"}


def test_there_are_all_keyed_multiple_choices():
    assert ALL_KEYED


@pytest.mark.parametrize("question", ALL_KEYED, ids=lambda q: q.id)
def test_every_option_said_to_be_there(question):
    count = COUNTS[len(question.options)]
    for answer in (f"{count}样全有", f"{count}样都有", f"{count}种都有", f"{count}个全有", "都有", "全有"):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
        assert graded.understood.choices == sorted(question.options), answer


@pytest.mark.parametrize("question", MULTIS, ids=lambda q: q.id)
def test_every_option_there_asked_denied_miscounted_or_faulted_is_not_all(question):
    count = COUNTS[len(question.options)]
    wrong_count = COUNTS[len(question.options) - 1]
    for answer in (
        f"{count}样全有吗", f"{count}样全有？", f"{count}样全没有", f"{count}样都有坑",
        f"{wrong_count}样全有", "一样", f"{count}样都有毛病",
    ):  # fmt: skip
        graded = grade(question, answer)
        assert sorted(graded.understood.choices or []) != sorted(question.options), answer
        assert graded.verdict is not Verdict.CORRECT, answer
    # "有问题", "有可能" are read by the question's words, as "四个都…" always were ("潜在原因有"):
    # the count in 样 reads as the count in 个, nothing more
    for each in ("都有问题", "都有可能"):  # "可能导致的副作用有": "都有可能" answers it
        said, counted = grade(question, f"{count}样{each}"), grade(question, f"{count}个{each}")
        assert (said.verdict, said.understood.choices) == (counted.verdict, counted.understood.choices)


MULTI_BLANK = [q for q in BANK.values() if q.type is QuestionType.CODE and len(q.blanks) > 1]
WRONG_FILL = {"seed000-27": "P('y', None)", "seed000-29": "cpu"}


def test_there_are_multi_blank_questions_with_a_wrong_fill():
    assert MULTI_BLANK and {q.id for q in MULTI_BLANK} <= set(WRONG_FILL)


@pytest.mark.parametrize("question", MULTI_BLANK, ids=lambda q: q.id)
def test_fills_parted_by_a_spaced_ampersand_are_one_per_blank(question):
    for amp in (" & ", " ＆ ", "  &  "):
        graded = grade(question, amp.join(question.blanks))
        assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, amp
        for index in range(len(question.blanks)):  # one blank wrong: partial, never correct
            fills = list(question.blanks)
            fills[index] = WRONG_FILL[question.id]
            if fills == list(question.blanks):
                continue
            graded = grade(question, amp.join(fills))
            assert graded.verdict is Verdict.PARTIAL and not graded.needs_confirmation, (amp, fills)


@pytest.mark.parametrize("question", MULTI_BLANK, ids=lambda q: q.id)
def test_an_ampersand_unspaced_doubled_or_past_the_blanks_is_not_a_separator(question):
    fills = list(question.blanks)
    for answer in (
        "&".join(fills), " && ".join(fills), " & ".join([*fills, WRONG_FILL[question.id]]),
        " & ".join(fills[:1]) + " & ",
    ):  # fmt: skip
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer


SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.key_text in q.options]


@pytest.mark.parametrize(
    ("qid", "answer"),
    [("seed001-15", "LPIPS / MS-SSIM / Inception Score"), ("seed000-19", "with_sharding_constraint / pjit")],
)
def test_names_parted_by_a_spaced_slash_are_a_bare_set_on_a_multiple_choice(qid, answer):
    graded = grade(BANK[qid], answer)
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation


@pytest.mark.parametrize("answer", ["pjit / psum", "pjit / nn.scan", "with_sharding_constraint / psum"])
def test_a_slashed_set_with_a_wrong_name_is_never_correct(answer):
    assert grade(BANK["seed000-19"], answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize("question", SINGLES, ids=lambda q: q.id)
def test_a_single_choice_still_reads_a_slash_as_a_hedge(question):
    key = question.options[question.key_text].strip("`")
    for letter, option in question.options.items():
        if letter == question.key_text:
            continue
        for answer in (f"{key} / {option.strip('`')}", f"{option.strip('`')} / {key}"):
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, answer
