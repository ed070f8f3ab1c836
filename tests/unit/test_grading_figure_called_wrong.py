"""A calculation's figure then called wrong after a turn or a pointer to it ("464 GB 不过不对", "464 GB
那是错误做法", "464 GB，但这是错的"), turned back to after another ("232 GB，不对，×2 = 464 GB，不过还是
232"), or realized under a setting ("232 GB，哦 fp32 下 = 464 GB") read the key's figure as the answer.
Now the first two are asked again, and the realization under a setting takes nothing back. Looped over
every calculation question of one part, with its own key figure and a wrong one (half of it).
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

CALC = [q for q in curated_catalog() if q.servable and q.type is QuestionType.CALC and len(q.numeric) == 1]

ASKED_AGAIN = (
    "{key} 不过不对",
    "{key} 那是错误做法",
    "{key}，但这是错的",
    "{key}，不过这个不对",
    "{key}，那是错的",
    "{wrong}，不对，×2 = {key}，不过还是 {wrong_bare}",
    "{key}，不过还是 {wrong}",
    "{wrong}，但还是 {key}",
)
# a remark after the figure, or a correction to it: read as before
READ_KEY = (
    "{key}，不过要看 batch",
    "{key}，这是对的",
    "{wrong} 不过不对，应该是 {key}",
    "{wrong}，哦 ×2 = {key}",
)
NOT_KEY = (
    "{wrong}，哦 fp32 下 = {key}",
    "{wrong}，哦 按 fp32 的话 {key}",
    "{key}，但是错误的做法会得到 {wrong}",
)


def _figures(question: Question) -> dict[str, str]:
    part = question.numeric[0]
    half = f"{part.value / 2:g}"
    return {"key": f"{part.value:g} {part.unit}", "wrong": f"{half} {part.unit}", "wrong_bare": half}


def test_a_figure_called_wrong_or_turned_back_from_is_asked_again() -> None:
    assert CALC
    for question in CALC:
        for template in ASKED_AGAIN:
            answer = template.format(**_figures(question))
            result = grade(question, answer)
            assert result.verdict is Verdict.INVALID, (question.id, answer, result)


def test_a_remark_or_correction_after_the_figure_still_reads() -> None:
    for question in CALC:
        for template in READ_KEY:
            answer = template.format(**_figures(question))
            assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)
        for template in NOT_KEY:
            answer = template.format(**_figures(question))
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
