"""The question messages the bot sent (candidate side, service token and X-Telegram-User-Id): quiz polls
and timed questions, so that a vote or a typed answer is tied to the question it answered."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path

from api import schemas
from api.candidate_deps import CandidateRoute, CandidateSession
from api.deps import CandidateId, Db
from api.errors import problem_responses
from api.services import sessions

router = APIRouter(tags=["candidate"], route_class=CandidateRoute)
PollId = Annotated[str, Path(min_length=1, max_length=64, pattern=r"^[\x21-\x7e]+$")]


@router.post(
    "/v1/sessions/{session_id}/shown",
    status_code=201,
    response_model=schemas.ShownOut,
    responses=problem_responses(409),
)
async def record_shown(call: CandidateSession, body: schemas.ShownIn) -> schemas.ShownOut:
    """A question message the bot sent: its chat message id (an answer typed before it is not an answer
    to it) and, for a practice quiz poll, the poll's id and the answer each option gives. Recording the
    same message again returns the first record. Polls are refused in interviews (409)."""
    return await sessions.record_shown(call.db, call.session, body)


@router.get("/v1/polls/{poll_id}", response_model=schemas.ShownOut, responses=problem_responses(404))
async def poll(poll_id: PollId, telegram_id: CandidateId, db: Db) -> schemas.ShownOut:
    """The session, position and question a quiz poll asks, and the answer each option gives: a vote
    (which Telegram reports with the poll's id only) is then answered like a button (404: unknown, or
    another candidate's poll)."""
    return await sessions.poll_of(db, telegram_id, poll_id)
