"""What a viewer may see of a session under its reveal policy: the one rule that answers, summaries,
transcripts, related material and the withheld-question filter all follow.

- Recruiters of the session's organisation see everything, always.
- Practice, and interviews with ``reveal: each``: each answer's grade and explanation come back with it.
- ``reveal: end``: nothing while the interview is in progress; everything once it is over.
- ``reveal: never``: the candidate never sees grades or explanations; related material from the index
  (which carries no grade of theirs) once the interview is over.
- Integrity signals (flags on answers, and their summary) are for recruiters only.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Protocol


class Revealing(Protocol):
    """What the rule reads of a session (a stored session, or a row of its columns)."""

    @property
    def mode(self) -> str: ...
    @property
    def reveal(self) -> str: ...
    @property
    def status(self) -> str: ...


@dataclass(frozen=True)
class Visibility:
    grades: bool  # verdicts, scores, rationales and explanations of the answers recorded so far
    each_answer: bool  # every answer's grade and explanation come back with the answer itself
    material: bool  # related questions and explanations from the index
    signals: bool = False  # integrity flags on the answers (recruiters only)


def visibility(session: Revealing, *, recruiter: bool) -> Visibility:
    return _visibility(session.mode, session.reveal, session.status, recruiter)


# A few combinations only (modes × policies × statuses × viewers), and an answer turn asks several
# times: each made once (``Visibility`` is frozen, so one object serves them all).
@functools.lru_cache(maxsize=256)
def _visibility(mode: str, reveal: str, status: str, recruiter: bool) -> Visibility:
    each_answer = mode == "practice" or reveal == "each"
    over = status != "active"
    return Visibility(
        grades=recruiter or each_answer or (reveal == "end" and over),
        each_answer=each_answer,
        material=recruiter or each_answer or over,
        signals=recruiter,
    )
