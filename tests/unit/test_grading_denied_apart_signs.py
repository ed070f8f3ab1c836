"""An option or a mark denied in a form the reader had read as its choice: a lone 不 typed apart from
its verb ("不 选 B"), a negation in LaTeX or logic ("$\\neg$ 对", "~B", "{C}^c"), a tick taken back
("B ✓ 不对"), a word saying it is not needed or scorned ("B is not required", "B 个鬼", "B no way"),
and 确实 denied ("不确实"). Each is asked again (or read as the denial), over every question served
of its type, never read as the option or the mark it denies; the plain forms still read."""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

_SERVED = [question for question in curated_catalog() if question.servable]
_SINGLES = [question for question in _SERVED if question.type is QuestionType.SINGLE]
_MULTIS = [question for question in _SERVED if question.type is QuestionType.MULTI]
_TRUEFALSE = [question for question in _SERVED if question.type is QuestionType.TRUEFALSE]

# {x}: each option's letter in turn; none of these chooses it
_DENYING = [
    "不 选 {x}",
    "我不 选 {x}",
    "不 要 {x}",
    "没 选 {x}",
    r"$\neg {x}$",
    r"$\lnot$ {x}",
    r"$\sim {x}$",
    "~{x}",
    "～ {x}",
    "{{{x}}}^c",
    r"$\{{{x}\}}^c$",
    "{x} ✓ 不对",
    "{x}✓，错",
    "{x} √ wrong",
    "{x} is not required",
    "{x} not required",
    "{x} isn't needed",
    "{x} not necessary",
    "{x} 个鬼",
    "{x}你个头",
    "{x} no way",
    "{x} - no way",
]
# ... and their neighbours that still choose it
_CHOOSING = ["选 {x}", "{x} ✓", "不选别的，选 {x}", r"$\text{{{x}}}$", "{x} ✓ 对"]


def _reading(question, answer: str) -> set[str]:
    graded = grade(question, answer)
    return set(graded.understood.choices or []) if graded.verdict is not Verdict.INVALID else set()


def test_a_denial_of_one_option_never_chooses_it() -> None:
    for question in _SINGLES:
        for letter in question.options:
            for form in _DENYING:
                answer = form.format(x=letter)
                graded = grade(question, answer)
                assert letter not in (graded.understood.choices or []) or graded.verdict is Verdict.INVALID, (
                    question.id,
                    answer,
                    graded.reading,
                )
                assert not (graded.verdict is Verdict.CORRECT and letter == question.key), (
                    question.id,
                    answer,
                )


def test_its_neighbours_still_choose_it() -> None:
    for question in _SINGLES:
        for form in _CHOOSING:
            answer = form.format(x=question.key)
            assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


def test_a_set_complemented_or_negated_is_never_the_set() -> None:
    for question in _MULTIS:
        letters = "".join(sorted(question.key))
        for answer in (
            "{" + ",".join(letters) + "}^c",
            r"$\{" + ",".join(letters) + r"\}^c$",
            f"~{letters}",
            rf"$\neg {letters}$",
            " ".join(f"{letter}✓" for letter in letters) + " 不对",
        ):
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
        assert grade(question, "{" + ",".join(letters) + "}").verdict is Verdict.CORRECT


def test_a_truth_mark_negated_is_not_the_mark() -> None:
    for question in _TRUEFALSE:
        mark = "对" if question.key == "true" else "错"
        for answer in (
            rf"$\neg$ {mark}",
            rf"$\lnot$ {mark}",
            f"~{mark}",
            r"$\sim$ " + mark,
            *(("不确实", "并不确实") if question.key == "true" else ()),
        ):
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.reading)
        if question.key == "true":
            assert grade(question, "确实").verdict is Verdict.CORRECT


def test_a_chosen_letter_negated_later_in_the_answer_is_asked_again() -> None:
    """Logic's "¬" before a letter past the answer's start ("AC，¬C", "A ¬C"): that option denied, never
    read with the rest; the set alone still reads."""
    for question in _MULTIS:
        letters = "".join(sorted(question.key))
        for letter in letters:
            rest = letters.replace(letter, "")
            for answer in (f"{letters}，¬{letter}", f"{rest} ¬{letter}", rf"{letters}, $\neg {letter}$"):
                graded = grade(question, answer)
                assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.reading)
        assert grade(question, letters).verdict is Verdict.CORRECT
