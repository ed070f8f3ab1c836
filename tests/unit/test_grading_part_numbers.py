"""An answer's own part numbers ("①11.47 ②98.7%", "(1) 11.47M (2) 98.7%", "1) …", "1. …") are numbers of
parts, never figures nor digits of the figure after them: "①11.47 ②98.7%" on seed000-31 (blind batch
86) had been read 111.47 and 298.7 %. A figure that really starts with 1 is kept whole."""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

_QUESTIONS = {q.id: q for q in curated_catalog()}
LORA = _QUESTIONS["seed000-31"]  # 11.47 M (unit required), 98.7 %
KV = _QUESTIONS["seed000-30"]  # 464 GB


def _read(answer: str) -> list[float]:
    return [number.value for number in grade(LORA, answer).understood.numbers or []]


def test_numbered_parts_read_their_figures_alone() -> None:
    for first, second in (
        ("①", "②"),
        ("❶", "❷"),
        ("(1)", "(2)"),
        ("1)", "2)"),
        ("1.", "2."),
        ("（1）", "（2）"),
    ):
        for gap in ("", " ") if first != "1." else (" ",):  # "1.11.47M" is no part number
            answer = f"{first}{gap}11.47M {second}{gap}98.7%"
            graded = grade(LORA, answer)
            assert graded.verdict is Verdict.CORRECT, answer
            assert sorted(_read(answer)) == [11.47, 98.7], answer


def test_a_circled_part_number_is_never_a_digit_of_its_figure() -> None:
    graded = grade(LORA, "①11.47 ②98.7%")  # no unit on the first: half of its part, as "11.47 98.7%"
    assert (graded.verdict, graded.score, graded.needs_confirmation) == (Verdict.PARTIAL, 0.75, False)
    for answer in ("①11.47M", "(1) 11.47M", "1) 11.47M", "②98.7%", "(2) 98.7%"):
        assert len(_read(answer)) == 1 and graded.verdict is not Verdict.CORRECT, answer
    for answer in ("①1.47M ②98.7%", "①111.47M ②98.7%", "① 11.47M ② 97.3%"):
        assert grade(LORA, answer).verdict is Verdict.PARTIAL, answer  # a wrong figure stays wrong


def test_figures_that_start_with_one_are_kept_whole() -> None:
    for answer, expected in (
        ("11.47M 98.7%", [11.47, 98.7]),
        ("1.5 11.47M", [1.5, 11.47]),  # "1.5" is a figure, not a part "1."
        ("1 11.47M 98.7%", [11.47, 98.7]),
    ):
        assert sorted(_read(answer)) == sorted(expected), answer
    assert grade(KV, "(1) 464 GB").verdict is Verdict.CORRECT
    assert grade(KV, "1) 232 GB").verdict is Verdict.INCORRECT
    assert grade(KV, "①464GB").verdict is Verdict.CORRECT
