"""A short negated clause after the one option of a single choice (issue "Grading a typed answer").

"B 不合适", "B 没有道理", "B 不过关", "B 不留", "B 没留", "B 不一定" and "-B" were read as B, to confirm: on a
question keyed B, a wrong answer (B denied or struck) turned right. A short clause after the chosen option
that holds a negation the reader does not understand asks again now; one that affirms in a negation's
characters ("B 没错", "B 不会错", "B 毋庸置疑", "B, no doubt") still reads B, and so does a clause naming
another option ("B，不是 A", "B，A 不对", "B，因为 A 不支持 fp8"), whose negation is of that one. Looped
over every single choice by its key letter.
"""

from __future__ import annotations

import re

from bank.grading import Verdict, grade
from bank.grading.checks._negated_after import negated_after
from bank.grading.choice._choice import stem_asks
from bank.grading.text import _lexicon as lexicon
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

SINGLES = [q for q in curated_catalog() if q.servable and q.type is QuestionType.SINGLE]
DENIED = ("没有道理", "不过关", "不留", "没留", "不一定", "不太行吧", "is not right", "isn't it")
# calling B faulty: a denial on a stem asking the right one, the answer on one asking the wrong one or a fault
FAULTY = ("不合适", "不支持", "不合理", "is not supported")
# "没问题", "没毛病" on a stem asking what fails deny B's fault (asked again): tried on one question below
KEPT = ("没错", "不会错", "毋庸置疑", "错不了", "无疑", "非常确定", "不解释", "毫不犹豫", "no doubt")


def test_there_are_single_choices_to_loop_over() -> None:
    assert len(SINGLES) >= 10


def test_the_key_followed_by_a_short_negation_is_asked_again() -> None:
    for question in SINGLES:
        for index, denied in enumerate(DENIED):  # a space or a comma between, in turn (half the grades)
            answer = f"{question.key}{' ' if index % 2 else '，'}{denied}"
            result = grade(question, answer)
            assert result.verdict is Verdict.INVALID, (question.id, answer, result)


def test_the_key_called_faulty_is_asked_again_unless_the_stem_asks_a_fault() -> None:
    for question in SINGLES:
        asks_fault = not stem_asks(question.stem)[1] or re.search(lexicon.FAULT_ASKED, question.stem, re.I)
        for faulty in FAULTY:
            answer = f"{question.key} {faulty}"
            if asks_fault:  # "B 不支持" on "哪项会导致 capture 失败？": read as before
                said = negated_after(answer, [str(question.key)], question.options, question.stem)
                assert not said, (question.id, answer)
            else:
                result = grade(question, answer)
                assert result.verdict is Verdict.INVALID, (question.id, answer, result)


def test_a_turn_then_a_doubt_reads_the_key_to_confirm() -> None:
    for question in SINGLES:
        for doubted in ("不过不确定", "但不太确定"):
            answer = f"{question.key}，{doubted}"
            result = grade(question, answer)
            assert result.understood.choices == [question.key], (question.id, answer, result)
            assert result.needs_confirmation, (question.id, answer)


def test_the_key_struck_by_a_minus_is_asked_again_a_bullet_is_not() -> None:
    for question in SINGLES:
        for struck in (f"-{question.key}", f"−{question.key}"):
            assert grade(question, struck).verdict is Verdict.INVALID, (question.id, struck)
        for kept in (f"- {question.key}", f"-{question.key}-"):
            assert grade(question, kept).verdict is Verdict.CORRECT, (question.id, kept)


def test_the_key_affirmed_in_a_negation_s_characters_still_reads() -> None:
    for question in SINGLES:
        for kept in KEPT:
            answer = (
                f"{question.key}, {kept}" if kept.isascii() else f"{question.key} {kept}"
            )  # "A no": an article
            result = grade(question, answer)
            assert result.verdict is Verdict.CORRECT, (question.id, answer, result)


def test_the_key_said_fine_still_reads_where_the_stem_asks_the_right_one() -> None:
    question = next(q for q in SINGLES if q.id == "seed000-01")
    for kept in ("没问题", "没毛病", "没有错"):
        assert grade(question, f"{question.key} {kept}").verdict is Verdict.CORRECT, kept


def test_a_negation_the_stem_says_answers_it() -> None:
    question = next(q for q in SINGLES if q.id == "seed001-04")  # "…哪项指标几乎不受 PCIe 带宽限制？"
    assert grade(question, f"{question.key} 不受影响").verdict is Verdict.CORRECT
    assert grade(question, f"{question.key} 不合适").verdict is Verdict.INVALID


def test_a_negation_of_another_option_still_reads_the_key() -> None:
    for question in SINGLES:
        other = next(label for label in sorted(question.options) if label != question.key)
        for answer in (
            f"{question.key}，不是 {other}",
            f"{question.key} 不是 {other}",
            f"{question.key}，{other} 不对",
            f"{question.key}，因为 {other} 不支持 fp8",
        ):
            result = grade(question, answer)
            assert result.verdict is Verdict.CORRECT, (question.id, answer, result)


def test_the_key_kept_against_the_rest_or_contrasted_with_another_still_reads() -> None:
    for question in SINGLES:
        other = next(label for label in sorted(question.options) if label != question.key)
        for answer in (f"选 {question.key}，不选别的", f"{question.key}，不用换一个"):
            result = grade(question, answer)
            assert result.verdict is Verdict.CORRECT, (question.id, answer, result)
        # a word said of another before, negated of the key: the contrast is read as before, never asked
        contrast = f"{other} 不稳，{question.key} 不留"  # "不留" is no word said of the other
        assert negated_after(contrast, [str(question.key)], question.options, question.stem), contrast
        contrast = f"{other} 超了，{question.key} 没超"
        assert not negated_after(contrast, [str(question.key)], question.options, question.stem), contrast


def test_a_bare_negation_closing_the_answer_restates_no_stem_word() -> None:
    # "B keep it? no", "D 留着？不": a bare reply closing the answer denies the option, even where a stem word
    # begins with it ("layer_norm", "不受"): asked again on every single choice, its stem given such a word
    for question in SINGLES:
        for extra in ("", " layer_norm", " 几乎不受影响", " nothing"):
            asked = question.model_copy(update={"stem": question.stem + extra})
            for closing in (
                "keep it? no",
                ", keep it? no",
                "keep? no",
                "留着？不",
                "stays? no",
                "keep it? 不",
            ):
                answer = f"{question.key} {closing}"
                result = grade(asked, answer)
                assert result.verdict is Verdict.INVALID, (question.id, extra, answer, result)
    question = next(
        q for q in SINGLES if q.id == "seed001-04"
    )  # the stem's "不受" with its word still answers
    assert grade(question, f"只有 {question.key} 不受影响").verdict is Verdict.CORRECT
