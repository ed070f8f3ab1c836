"""Slips of spelling on a bare answer (blind batch 73): "Ture" (seed002-41, true) and "fasle" (seed002-47,
false) as the whole answer are the mark misspelt, bare; "xuan B, …" (seed000-01) is 选 typed in pinyin,
read to confirm; "（ｂ）～" (seed002-18) is the bracketed letter with a wave dash of tone, bare as "b～".
Only a fixed list of slips, never a likeness: other words, or a slip inside a sentence, read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.text._spelling import pinyin_choice, truth_stretched, truth_typo_fixed, voiced_commas
from bank.model import Question
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}
TRUE_CLAIM = QUESTIONS["seed002-41"]
FALSE_CLAIM = QUESTIONS["seed002-47"]


def test_the_claims_are_what_the_slips_answer() -> None:
    assert grade(TRUE_CLAIM, "true").verdict is Verdict.CORRECT
    assert grade(FALSE_CLAIM, "false").verdict is Verdict.CORRECT


@pytest.mark.parametrize(
    ("answer", "claim"),
    [
        ("Ture", TRUE_CLAIM),
        ("ture!", TRUE_CLAIM),
        ("treu", TRUE_CLAIM),
        ("fasle", FALSE_CLAIM),
        ("FLASE。", FALSE_CLAIM),
        ("fales", FALSE_CLAIM),
    ],
)
def test_a_misspelt_mark_alone_is_the_mark_bare(answer: str, claim: Question) -> None:
    result = grade(claim, answer)
    assert result.verdict is Verdict.CORRECT and not result.needs_confirmation, answer


@pytest.mark.parametrize("answer", ["trie", "files", "tune", "fase", "flask", "Ture because"])
def test_other_words_are_no_mark(answer: str) -> None:
    assert grade(TRUE_CLAIM, answer).verdict is not Verdict.CORRECT, answer
    assert grade(FALSE_CLAIM, answer).verdict is not Verdict.CORRECT, answer


def test_the_slip_is_fixed_only_as_the_whole_answer() -> None:
    assert truth_typo_fixed("Ture") == "true"
    assert truth_typo_fixed("fasle！") == "false！"
    assert truth_typo_fixed("ture story") == "ture story"


@pytest.mark.parametrize(
    "answer", ["xuan B, reduce-overhead 要写进 mode 里才算", "xuan B", "wo xuan b", "xuanB"]
)
def test_pinyin_choosing_is_read_to_confirm(answer: str) -> None:
    result = grade(QUESTIONS["seed000-01"], answer)
    assert result.understood.choices == ["B"] and result.needs_confirmation, answer


@pytest.mark.parametrize(
    ("text", "expected"), [("xuan Bert", "xuan Bert"), ("xuan", "xuan"), ("ok xuan B", "ok xuan B")]
)
def test_pinyin_is_read_only_opening_before_a_letter(text: str, expected: str) -> None:
    assert pinyin_choice(text) == expected


@pytest.mark.parametrize("answer", ["（ｂ）～", "(B)~", "【B】～"])
def test_a_bracketed_letter_with_a_wave_dash_is_bare(answer: str) -> None:
    result = grade(QUESTIONS["seed002-18"], answer)
    assert result.understood.choices == ["B"] and not result.needs_confirmation, answer


def test_a_wave_after_a_particle_is_still_more_than_bare() -> None:
    assert grade(QUESTIONS["seed002-18"], "(B)吧~").needs_confirmation


# blind batch 75: 对/错 typed in pinyin as the whole answer ("dui de", seed002-41) is read to confirm; a true
# or false word with a letter held down ("yess", seed002-49) is that word, bare.
@pytest.mark.parametrize(
    ("answer", "claim"),
    [
        ("dui de", TRUE_CLAIM),
        ("duide", TRUE_CLAIM),
        ("Dui!", TRUE_CLAIM),
        ("shi de", TRUE_CLAIM),
        ("bu dui", FALSE_CLAIM),
        ("budui。", FALSE_CLAIM),
        ("cuo le", FALSE_CLAIM),
    ],
)
def test_a_pinyin_mark_alone_is_read_to_confirm(answer: str, claim: Question) -> None:
    result = grade(claim, answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, answer


@pytest.mark.parametrize("answer", ["bu dui", "budui", "cuo"])
def test_a_pinyin_denial_is_never_the_true_mark(answer: str) -> None:
    assert grade(TRUE_CLAIM, answer).verdict is Verdict.INCORRECT, answer


@pytest.mark.parametrize(
    "answer", ["dui bu dui", "dui ba", "dui ma", "duibudui", "dui de ba", "wo jue de dui"]
)
def test_pinyin_asking_or_more_is_not_read(answer: str) -> None:
    assert grade(TRUE_CLAIM, answer).verdict is Verdict.INVALID, answer
    assert grade(FALSE_CLAIM, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("answer", "claim"),
    [
        ("yess", TRUE_CLAIM),
        ("YESSS!", TRUE_CLAIM),
        ("yeees", TRUE_CLAIM),
        ("truee", TRUE_CLAIM),
        ("nooo", FALSE_CLAIM),
        ("Falsse。", FALSE_CLAIM),
        ("nopeee", FALSE_CLAIM),
    ],
)
def test_a_stretched_mark_alone_is_the_mark_bare(answer: str, claim: Question) -> None:
    result = grade(claim, answer)
    assert result.verdict is Verdict.CORRECT and not result.needs_confirmation, answer


@pytest.mark.parametrize("answer", ["yesn't", "nos", "yessir", "nooon", "noes"])
def test_a_stretched_word_is_read_only_as_the_whole_word(answer: str) -> None:
    assert grade(TRUE_CLAIM, answer).verdict is not Verdict.CORRECT, answer
    assert grade(FALSE_CLAIM, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("text", ["yess no", "noo yes", "yess because", "trueee story"])
def test_a_stretched_word_inside_more_is_left_as_typed(text: str) -> None:
    assert truth_stretched(text) == text


# blind batch 75: a comma said to a phone's voice input and written out ("gqa逗号swiglu", seed000-16) parts
# the options as "，" does, read to confirm (a word, not a conjunction).
@pytest.mark.parametrize(
    ("answer", "chosen"),
    [("gqa逗号swiglu", ["A", "D"]), ("A逗号D", ["A", "D"]), ("A 逗号 D 逗号 E", ["A", "D", "E"])],
)
def test_a_voiced_comma_parts_the_options_to_confirm(answer: str, chosen: list[str]) -> None:
    result = grade(QUESTIONS["seed000-16"], answer)
    assert result.understood.choices == chosen and result.needs_confirmation, answer


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A逗号D", "A，D"),
        ("用逗号隔开", "用逗号隔开"),
        ("加个逗号", "加个逗号"),
        ("逗号的位置", "逗号的位置"),
        ("逗号", "逗号"),
        ("AD逗号", "AD逗号"),
        ("是逗号吗", "是逗号吗"),
    ],
)
def test_a_comma_named_is_left_as_typed(text: str, expected: str) -> None:
    assert voiced_commas(text) == expected


def test_a_voiced_comma_keeps_a_hedge_and_a_denial() -> None:
    assert grade(QUESTIONS["seed000-16"], "A逗号B逗号C逗号D逗号E吧 C可能").verdict is not Verdict.CORRECT
    assert grade(QUESTIONS["seed002-38"], "A逗号B逗号C 不选D").verdict is not Verdict.CORRECT
