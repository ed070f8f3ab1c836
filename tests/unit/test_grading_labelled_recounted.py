"""A number labelling the answer on a choice of figures ("1) D" where A is 1), and an option said to count
after a correction of a set ("ACD. wait D counts"): what is meant is not known, asked again, on every
question of the type; the neighbours that say it ("1) 1", "wait, only D counts", "D counts too") read as
before."""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType, Status
from tests.helpers.curated import curated_catalog

ACTIVE = [q for q in curated_catalog() if q.status is Status.ACTIVE and q.type.is_choice]
FIGURED = [q for q in ACTIVE if all(option.strip().isdigit() for option in q.options.values())]
MULTI = [q for q in ACTIVE if q.type is QuestionType.MULTI]


def test_an_option_named_only_by_an_opening_label_is_not_read() -> None:
    assert FIGURED
    for question in FIGURED:
        for label, figure in question.options.items():
            if len(figure.strip()) > 2:
                continue  # a label numbers the answer's parts: one or two digits
            others = [other for other in question.options if other != label]
            for answer in (f"{figure}) {others[0]}", f"({figure}) {others[0]}", f"{figure}. {others[-1]}"):
                graded = grade(question, answer)
                assert label not in (graded.understood.choices or []), (question.id, answer, graded.reading)
            graded = grade(question, f"{figure}) {figure}")
            assert graded.understood.choices == [label], (question.id, figure, graded.reading)
            graded = grade(question, f"{figure}) {label}")
            assert graded.understood.choices == [label], (question.id, figure, graded.reading)


def test_a_list_of_figures_is_still_read_as_one() -> None:
    question = next(q for q in FIGURED if q.id == "seed002-12")  # 1, 3, 5, 10; key A
    assert grade(question, "1、10").understood.choices == ["A", "D"]
    assert grade(question, "1.5 和 3").verdict is not Verdict.CORRECT


def test_an_option_said_to_count_after_a_correction_asks_again() -> None:
    for question in MULTI:
        letters = sorted(question.options)
        whole, last = "".join(letters[:3]), letters[2]
        for answer in (
            f"{whole}. wait {last} counts",
            f"{whole}。等等，{last} 算",
            f"{whole}. no wait, {last} counts",
        ):
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INVALID, (question.id, answer, graded.reading)
        graded = grade(question, f"{whole}. wait {last} counts too")
        assert graded.understood.choices == letters[:3], (question.id, graded.reading)
        graded = grade(question, f"{whole}. wait, only {last} counts")
        assert graded.understood.choices == [last], (question.id, graded.reading)


def test_on_a_single_choice_the_correction_replaces() -> None:
    single = next(q for q in ACTIVE if q.type is QuestionType.SINGLE and set(q.options) >= {"A", "B"})
    assert grade(single, "A. wait B counts").understood.choices == ["B"]
