"""A list denied whole, one item of which names no option ("1、2、3 都不对" on options 1, 3, 5, 10): no
member of it is chosen, on every choice whose options are figures; a list whose items all name options,
and an option chosen outside the list, read as before."""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType, Status
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.status is Status.ACTIVE and q.type.is_choice]
FIGURED = [q for q in BANK if all(option.strip().isdigit() for option in q.options.values())]
_UNLISTED = "9999"  # no option's figure on any of them


def test_the_bank_has_choices_of_bare_figures() -> None:
    assert any(q.id == "seed002-12" for q in FIGURED)


def test_a_denied_list_with_a_figure_no_option_holds_chooses_none_of_it() -> None:
    for question in FIGURED:
        for label, figure in question.options.items():
            for denial in ("都不对", "都错", "不对", "排除", "都不可能"):
                for answer in (
                    f"{figure}、{_UNLISTED}、{figure} {denial}",
                    f"{figure}、{_UNLISTED} 和 {figure}{denial}",
                ):
                    graded = grade(question, answer)
                    assert label not in (graded.understood.choices or []), (
                        question.id,
                        answer,
                        graded.reading,
                    )
            answer = f"{figure}，{_UNLISTED}，{_UNLISTED}1 都不对"
            assert label not in (grade(question, answer).understood.choices or []), (question.id, answer)


def test_an_option_chosen_beside_the_denied_list_is_still_read() -> None:
    for question in FIGURED:
        if question.type is not QuestionType.SINGLE:
            continue
        key = question.key_text
        figure = question.options[key]
        answer = f"{_UNLISTED}、{_UNLISTED}1 都不对，选 {figure}"
        graded = grade(question, answer)
        assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, [key]), (question.id, answer)


def test_a_denied_list_of_options_alone_reads_as_before() -> None:
    question = next(q for q in FIGURED if q.id == "seed002-12")  # key A
    assert grade(question, "3、5、10 都不对，选 1").verdict is Verdict.CORRECT
    assert grade(question, "1、3 都不对").verdict is Verdict.INVALID
