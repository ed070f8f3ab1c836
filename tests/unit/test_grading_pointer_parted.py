"""An option pointed at by its words, then a space and a clause ("grad norm 那个 本来就在gpu上算", blind
batch 79) reads as with a comma after the pointer (``_spaced_stops``): the option, to confirm. Not after
a word wanting what follows ("选那个 …"), nor before a word leaning back ("… 那个 吧"); a denial after
it ("… 那个 肯定不是", "D，肯定不是": an adverb that only insists) takes the option back, asked again.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.text._spaced_stops import spaced_stops
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
PCIE = QUESTIONS["seed001-04"]  # D "Gradient norm 计算" (key), A "All-gather 时延"


def test_the_space_after_a_pointer_is_a_stop() -> None:
    for pointer in ("那个", "那项", "的那个"):
        answer = f"grad norm {pointer} 本来就在gpu上算"
        assert spaced_stops(answer) == answer.replace(f"{pointer} ", f"{pointer}，"), answer
    for kept in ("选那个 本来就在gpu上算", "grad norm 那个 吧", "那个 本来就在gpu上算"):
        assert spaced_stops(kept) == kept, kept


def test_the_option_pointed_at_is_read_to_confirm() -> None:
    for answer, verdict in (
        ("grad norm 那个 本来就在gpu上算", Verdict.CORRECT),
        ("all-gather 那个 本来就在gpu上算", Verdict.INCORRECT),
    ):
        graded = grade(PCIE, answer)
        assert graded.verdict is verdict, (answer, graded)
        assert graded.needs_confirmation, answer


def test_a_denial_after_the_option_is_asked_again() -> None:
    for denial in ("不对", "肯定不是", "当然不是", "并不是", "我不选"):
        for named in ("grad norm 那个 ", "D，", "grad norm 那个，"):
            answer = named + denial
            assert grade(PCIE, answer).verdict is Verdict.INVALID, answer
