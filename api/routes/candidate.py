"""The candidate side, used by the bot and ``chat`` with the service token and X-Telegram-User-Id."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.candidate_deps import CandidateCaller, CandidateRoute, CandidateSession, CandidateTurn, SessionTurn
from api.deps import Caller, Ctx, Db, OwnTelegramId, ServiceOnly, visible_to
from api.errors import ApiError, problem_responses
from api.services import candidates, integrity, turn
from api.services.explain import related_for
from api.services.reports import current_summary, summary_for
from api.services.sessions import current_view, question_deadline, refresh_status, start_session
from api.services.texts import text
from api.services.wire import candidate_fields, to_wire
from api.store import candidates as candidate_store
from api.store import sessions as store
from api.store.models import Candidate
from api.store.turns import attach, turn_state

router = APIRouter(tags=["candidate"], route_class=CandidateRoute)


# The candidate's turns first: routes are matched in the order they are declared (api/app.py).


def _json(result: BaseModel, status: int = 200) -> Response:
    """``result`` as FastAPI answers a route's ``response_model`` (its JSON by alias, ``application/json``,
    with ``status``), serialised once: a route that returns the model has FastAPI validate it against
    that model again, and wrap that in a traced "serialization" step (bench/bench_turn_calls.py, about 30
    Python calls a request). The route keeps its ``response_model``: the OpenAPI document is the same."""
    return Response(result.model_dump_json(by_alias=True), status, media_type="application/json")


@router.post(
    "/v1/sessions/{session_id}/answers",
    response_model=schemas.AnswerResult,
    responses={
        202: {"model": schemas.ReadingOut, "description": "read, not recorded: the reading to confirm"},
        **problem_responses(409, 422),
    },
)
async def answer(body: schemas.AnswerIn, call: SessionTurn) -> Response:
    """Grade and record an answer: 200 only when it is recorded (or replayed: a repeated idempotency key
    returns the first result). 202: a typed answer read by the rules waits for the candidate's
    confirmation (``ReadingOut``; send ``confirm`` with its id to record it as read, judged by when it
    arrived). Not recorded: 422 ``unreadable``; 409 ``session_over``, ``not_current``, ``moved_on``,
    ``vanished``, ``already_answered`` or ``reading_gone`` — each with the ``prompt`` to show. Whether it
    is on time is decided by when it arrived, not by when its turn to be processed came."""
    async with call.transaction() as db:
        result = await _answer(call, db, call.session_id, body)
    return result if isinstance(result, JSONResponse) else _json(result)


async def _answer(
    call: CandidateCaller, db: AsyncSession, session_id: str, body: schemas.AnswerIn
) -> schemas.AnswerResult | JSONResponse:
    ctx = call.ctx
    state = await turn_state(db, session_id, body.idempotency_key, body.question_id)
    session = visible_to(Caller(telegram_id=call.telegram_id), state.session)  # locked, as CandidateSession
    try:
        arrived = call.arrived
        result = await turn.answer_turn(
            ctx, db, session, body, arrived, state.replay_seq, state.candidate, state.hints_seen
        )
        if isinstance(result, schemas.ReadingOut):
            return JSONResponse(result.model_dump(mode="json"), status_code=202)
        return result
    except IntegrityError:  # a concurrent request recorded this position first
        await db.rollback()
        attach(db, session)  # kept out of ``db`` by ``turn_state``: read again there
        await db.refresh(session)  # as the request that recorded it first left it
        earlier = await store.answer_by_key(db, session.id, body.idempotency_key)
        if earlier is None:
            turn.count(ctx, turn.Outcome.REFUSED)
            raise turn.TurnRefused(
                409,
                "this question was already answered",
                reason="already_answered",
                prompt=text("refused_already_answered", session.language),
            ) from None
        turn.count(ctx, turn.Outcome.REPLAYED)
        return await turn.answer_result(ctx, db, session, earlier, replayed=True)


@router.get(
    "/v1/sessions/{session_id}/current",
    response_model=schemas.CurrentQuestion,
)
async def current(caller: SessionTurn) -> Response:
    """The question to show now, or the final report once the session is over.

    The first fetch starts the clock: the first question's timer and the total time limit count from
    the moment it is served, not from when the session was opened (time spent reading the rules is
    free). Later fetches change nothing. Each later question's timer starts when it is served (in the
    result of the answer or skip before it)."""
    async with caller.own_session(caller.session_id, lock=True) as call:
        session, ctx, db = call.session, call.ctx, call.db
        await turn.serve_current(ctx, db, session, ctx.now())
        report = None if session.status == "active" else await summary_for(ctx, db, session, recruiter=False)
        view = current_view(ctx, session, report)
    return _json(view)


@router.post(
    "/v1/sessions",
    status_code=201,
    response_model=schemas.SessionSummary,
    responses=problem_responses(403, 409, 410),
)
async def create_session(body: schemas.SessionCreate, call: CandidateTurn) -> Response:
    """Start an interview (from an invite token) or a practice; an open one of that mode is resumed."""
    ctx, telegram_id = call.ctx, call.telegram_id
    async with call.transaction() as db:
        # the start's writes end with its commit (on SQLite, other writers wait for this); a new candidate
        # is stored only there when the start resumes a session, so the commit is inside the retry too
        try:
            session, resumed = await start_session(ctx, db, body, telegram_id, ctx.now())
            await db.commit()
        except IntegrityError:  # a concurrent start stored the candidate or opened one first: resume it
            await db.rollback()
            session, resumed = await start_session(ctx, db, body, telegram_id, ctx.now())
            await db.commit()
        # a session started now has no answers yet: nothing to read
        summary = await summary_for(
            ctx, db, session, recruiter=False, resumed=resumed, answers=None if resumed else []
        )
    return _json(summary, 200 if resumed else 201)


@router.get("/v1/candidates/{telegram_id}/sessions", response_model=schemas.SessionList)
async def candidate_sessions(telegram_id: OwnTelegramId, ctx: Ctx, db: Db) -> schemas.SessionList:
    """The candidate's open and past sessions, newest first (to resume after any restart)."""
    items = []
    for session in await store.candidate_sessions(db, telegram_id):
        items.append(await current_summary(ctx, db, session, recruiter=False))
    return schemas.SessionList(items=items)


@router.get("/v1/candidates/{telegram_id}/notebook", response_model=list[schemas.NotebookEntry])
async def candidate_notebook(telegram_id: OwnTelegramId, db: Db) -> list[schemas.NotebookEntry]:
    """The mistake notebook: questions to review and when each is due."""
    return await candidates.notebook_entries(db, telegram_id)


@router.get("/v1/deadlines", response_model=schemas.DeadlineList, dependencies=[ServiceOnly])
async def deadlines(ctx: Ctx, db: Db) -> schemas.DeadlineList:
    """Every open session's current question with a deadline (service token only): the bot arms its
    timers from these when it starts, so a restart or another replica loses no "time is up"."""
    items = []
    for session in await store.timed_open_sessions(db):
        deadline = question_deadline(session)
        if deadline is None or session.position >= len(session.plan):
            continue
        items.append(
            schemas.DeadlineOut(
                telegram_id=session.candidate_id,
                session_id=session.id,
                position=session.position,
                question_id=session.plan[session.position],
                deadline=deadline,
                language=session.language,
            )
        )
    return schemas.DeadlineList(items=items)


@router.delete(
    "/v1/sessions/{session_id}/readings/{pending_id}", status_code=204, responses=problem_responses(409)
)
async def discard_reading(pending_id: schemas.PendingId, session_id: str, caller: CandidateTurn) -> Response:
    """ "重新作答": the reading waiting under ``pending_id`` is dropped and nothing is recorded; the
    question stays open, on its own clock. An id that waits no more changes nothing and is a ``409``
    ``reading_gone``, as its confirmation is: the bot then does not ask again for an answer already
    given (a second tap, or a tap after a new answer replaced the reading)."""
    async with caller.own_session(session_id, lock=True) as call:
        if not await turn.discard_reading(call.db, call.session, pending_id):
            raise turn.reading_gone(call.session.language)
        await call.db.commit()
        return Response(status_code=204)


@router.post(
    "/v1/sessions/{session_id}/hint",
    response_model=schemas.HintOut,
    responses=problem_responses(409),
)
async def hint(caller: SessionTurn) -> schemas.HintOut:
    """Practice only: the next hint; each one lowers the question's score."""
    async with caller.own_session(caller.session_id, lock=True) as call:
        return await turn.hint_turn(call.ctx, call.db, call.session, call.ctx.now())


@router.post(
    "/v1/sessions/{session_id}/rating",
    response_model=schemas.NotebookEntry,
    responses=problem_responses(409),
)
async def rating(body: schemas.RatingIn, call: CandidateSession) -> schemas.NotebookEntry:
    """Review sessions: the candidate rates their answer (again, hard, good, easy) and FSRS schedules
    the card's next review from it (once per answer)."""
    return await candidates.rate_review(call.db, call.session, body, call.ctx.now())


@router.post(
    "/v1/sessions/{session_id}/skip",
    response_model=schemas.AnswerResult,
    responses=problem_responses(409),
)
async def skip(call: CandidateSession, body: schemas.SkipIn | None = None) -> schemas.AnswerResult:
    """Skip the current question (recorded, not scored)."""
    session, ctx, db = call.session, call.ctx, call.db
    try:
        return await turn.skip_question(ctx, db, session, body or schemas.SkipIn(), ctx.now())
    except IntegrityError:
        await db.rollback()
        raise ApiError(409, "this question was already answered") from None


@router.post(
    "/v1/sessions/{session_id}/finish",
    response_model=schemas.SessionSummary,
    responses=problem_responses(409),
)
async def finish(caller: SessionTurn) -> schemas.SessionSummary:
    """End the session now; unanswered questions score nothing."""
    async with caller.own_session(caller.session_id, lock=True) as call:
        session, ctx, db = call.session, call.ctx, call.db
        await turn.finish_session(ctx, db, session, ctx.now())
        return await summary_for(ctx, db, session, recruiter=False)


@router.get(
    "/v1/sessions/{session_id}/related",
    response_model=schemas.RelatedOut,
    responses=problem_responses(409),
)
async def related(
    session_id: str,
    caller: CandidateTurn,
    k: Annotated[int, Query(ge=1, le=10)] = 3,
    question_id: str | None = None,
    position: Annotated[int | None, Query(ge=0, le=10_000, description="0-based, as in the session")] = None,
) -> schemas.RelatedOut:
    """The explanation of the last answered (or skipped) question — or of ``question_id`` or the one at
    ``position`` (``/explain N``), when it has been answered — with related questions and explanations
    from the index (up to ``k`` of each, above a relevance floor), each cited by question id.

    The key of a question not yet answered is never shown: 409 with ``reason: unanswered`` (answer or
    skip it first). Interviews show nothing while in progress (409, ``reason: interview``) unless the
    reveal policy is ``each``; once over, the explanation follows the reveal policy (none for
    ``never``) and the related material is shown. Explanations are in the candidate's current language."""
    async with caller.own_session(session_id, lock=False) as call:
        session, ctx = call.session, call.ctx
        refresh_status(session, ctx.now())
        return await related_for(ctx, call.db, session, k=k, question_id=question_id, position=position)


def _candidate_out(candidate: Candidate) -> schemas.CandidateOut:
    return to_wire(schemas.CandidateOut, candidate, **candidate_fields(candidate))


@router.get("/v1/candidates/{telegram_id}", response_model=schemas.CandidateOut)
async def get_candidate(telegram_id: OwnTelegramId, db: Db) -> schemas.CandidateOut:
    """The candidate as the API knows them, with their language (404 before their first contact)."""
    candidate = await candidate_store.get_candidate(db, telegram_id)
    if candidate is None:
        raise ApiError(404, "no such candidate")
    return _candidate_out(candidate)


@router.patch(
    "/v1/candidates/{telegram_id}", response_model=schemas.CandidateOut, responses=problem_responses(422)
)
async def update_candidate(
    telegram_id: OwnTelegramId, body: schemas.CandidateUpdate, ctx: Ctx, db: Db
) -> schemas.CandidateOut:
    """Set the candidate's language (``/lang``): kept across bot restarts and replicas, used from now on
    for grading rationales and explanations, also in the sessions in progress. A session start no
    longer overrides a language chosen here. ``timezone`` (``/settings``): the zone the bot shows times
    in (422 for a zone the IANA database does not know)."""
    if body.language is not None:
        candidate = await candidate_store.set_candidate_language(db, telegram_id, body.language, ctx.now())
    else:
        candidate = await candidate_store.upsert_candidate(db, telegram_id)
    if body.timezone is not None:
        candidate.timezone = body.timezone
    return _candidate_out(candidate)


@router.post(
    "/v1/candidates/{telegram_id}/signals", response_model=schemas.SignalOut, responses=problem_responses(422)
)
async def signal(telegram_id: OwnTelegramId, body: schemas.SignalIn, ctx: Ctx, db: Db) -> schemas.SignalOut:
    """What the bot saw of a message: ``forwarded`` (refused in an open interview, and flagged on the
    current question's answer) or ``edited`` (the answer sent with ``idempotency_key`` keeps its text and
    grade; the edit is kept and flagged). Integrity flags never change a grade."""
    return await integrity.record_signal(ctx, db, telegram_id, body)
