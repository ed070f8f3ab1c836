"""The one rule of what a viewer may see of a session (api/services/explain/_visibility.py), over every mode,
reveal policy and status, for the candidate and for a recruiter of the organisation."""

from __future__ import annotations

import pytest

from api.services.explain._visibility import Visibility, visibility
from api.store.models import InterviewSession

OVER = ["finished", "expired", "abandoned"]


def session(mode: str, reveal: str, status: str) -> InterviewSession:
    return InterviewSession(mode=mode, reveal=reveal, status=status, plan=["q1", "q2"], position=1)


@pytest.mark.parametrize("reveal", ["each", "end", "never"])
@pytest.mark.parametrize("status", ["active", *OVER])
def test_practice_shows_everything_as_answered(reveal: str, status: str) -> None:
    assert visibility(session("practice", reveal, status), recruiter=False) == Visibility(True, True, True)


@pytest.mark.parametrize("status", ["active", *OVER])
def test_reveal_each_shows_every_grade_with_its_answer(status: str) -> None:
    assert visibility(session("interview", "each", status), recruiter=False) == Visibility(True, True, True)


def test_reveal_end_hides_everything_until_the_interview_is_over() -> None:
    shown = visibility(session("interview", "end", "active"), recruiter=False)
    assert shown == Visibility(grades=False, each_answer=False, material=False)


@pytest.mark.parametrize("status", OVER)
def test_reveal_end_shows_everything_once_over_but_never_with_the_answer(status: str) -> None:
    shown = visibility(session("interview", "end", status), recruiter=False)
    assert shown == Visibility(grades=True, each_answer=False, material=True)


@pytest.mark.parametrize("status", ["active", *OVER])
def test_reveal_never_never_shows_the_candidate_a_grade(status: str) -> None:
    shown = visibility(session("interview", "never", status), recruiter=False)
    assert not shown.grades and not shown.each_answer
    assert shown.material == (status != "active")  # the index's material carries no grade of theirs


@pytest.mark.parametrize("mode", ["interview", "practice"])
@pytest.mark.parametrize("reveal", ["each", "end", "never"])
@pytest.mark.parametrize("status", ["active", *OVER])
def test_recruiters_see_grades_and_material_always(mode: str, reveal: str, status: str) -> None:
    shown = visibility(session(mode, reveal, status), recruiter=True)
    assert shown.grades and shown.material
    assert shown.each_answer == visibility(session(mode, reveal, status), recruiter=False).each_answer
