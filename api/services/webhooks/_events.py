"""Session events, written to the outbox in the transaction of the change that caused them.

Session events are named where they happen: a session opened notes ``started``, and
``InterviewSession.close``, the one way a session leaves ``active`` (finished, expired on a deadline
noticed anywhere, abandoned), notes its new status (``NotesEvents``). The unit of work takes what the
flushed rows noted (``install_session_events`` hooks the app's sessions) and adds the event and one
delivery per subscribed webhook to the same transaction, so what is announced is exactly what was
committed, and a rolled-back change announces nothing. With an LRS configured
(``IBOT_XAPI_URL``), the same hooks write the xAPI statements (``attempted``, ``answered`` for each
answer recorded, ``completed``; ``_xapi``) beside them, for practice outside an organisation too (which
has no webhook events). Other events go through ``outbox.record`` (``invite.exhausted``). Each
committed event wakes the delivery worker of this process.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from sqlalchemy import event, select
from sqlalchemy.orm import Session

from api.context import ServiceContext
from api.services.outbox import WRITTEN, session_links, write_event, write_statement
from api.services.questions import session_questions
from api.services.reports import summarize, wants_ability
from api.services.scoring import estimate, load_parameters_sync
from api.services.sessions import write_completion
from api.services.webhooks import _xapi as xapi
from api.store.models import Answer, Candidate, InterviewSession, Invite, NotesEvents
from api.store.sessions import AnswerPoints

_PENDING = "webhook_pending"  # Session.info: session events seen by a flush, written after it
# the event a session's move to a status sends (webhooks: an organisation's interviews only)
STATUS_EVENTS = {"finished": "session.finished", "expired": "session.expired"}
STARTED = "session.started"
ANSWERED = "answer.recorded"  # not a webhook event: the xAPI ``answered`` statement


def session_data(ctx: ServiceContext, db: Session, session: InterviewSession) -> dict[str, Any]:
    """The session summary a recruiter reads (``GET /v1/sessions/{id}``), the candidate, and links."""
    with db.no_autoflush:
        # plain rows of what the summary counts (not whole answers, whose explanations it never reads)
        answers = [
            AnswerPoints(*row)
            for row in db.execute(
                select(*(getattr(Answer, name) for name in AnswerPoints._fields))
                .where(Answer.session_id == session.id)
                .order_by(Answer.position, Answer.seq)
            )
        ]
        title = (
            db.execute(select(Invite.title).where(Invite.id == session.invite_id)).scalar_one_or_none()
            if session.invite_id
            else None
        )
        candidate = db.get(Candidate, session.candidate_id)
        ability = (
            estimate(
                load_parameters_sync(db, session.org_id, [answer.question_id for answer in answers]),
                answers,
                session_questions(ctx, session),
            )
            if wants_ability(session, True) and session.org_id
            else None
        )
    summary = summarize(ctx, session, answers, recruiter=True, title=title or "", ability=ability)
    return {
        "session": summary.model_dump(mode="json"),
        "candidate": {
            "telegram_id": session.candidate_id,
            "name": candidate.name if candidate else "",
            "username": candidate.username if candidate else "",
        },
        "links": session_links(ctx, session.id),
    }


def _collect(db: Session, _context: Any) -> None:
    """The events the flushed changes noted (``NotesEvents``), in the order they were noted."""
    found: list[tuple[str, InterviewSession | Answer]] = db.info.setdefault(_PENDING, [])
    for obj in (*db.new, *db.dirty):
        if isinstance(obj, InterviewSession):
            for noted in obj.take_noted():
                kind = STARTED if noted == "started" else STATUS_EVENTS.get(noted)
                if kind:
                    found.append((kind, obj))
        elif isinstance(obj, Answer) and "recorded" in obj.take_noted():
            found.append((ANSWERED, obj))  # an xAPI statement


def _writer(ctx: ServiceContext) -> Callable[[Session, Any], None]:
    def _write(db: Session, _context: Any) -> None:
        pending = db.info.pop(_PENDING, [])
        for event_type, obj in pending:
            if isinstance(obj, Answer):
                if ctx.settings.xapi_url:
                    _answer_statement(ctx, db, obj)
                continue
            if obj.org_id and obj.mode == "interview":  # the data is made only when a webhook wants it
                data = functools.partial(session_data, ctx, db, obj)
                write_event(db, obj.org_id, event_type, data, ctx.now())
                if event_type == "session.finished":  # a test an ATS sent: tell it (Greenhouse's PATCH)
                    write_completion(db, obj, ctx.now())
            if ctx.settings.xapi_url:
                _session_statement(ctx, db, event_type, obj)

    return _write


def _title(db: Session, session: InterviewSession) -> str:
    if not session.invite_id:
        return ""
    with db.no_autoflush:
        return (
            db.execute(select(Invite.title).where(Invite.id == session.invite_id)).scalar_one_or_none() or ""
        )


def _session_statement(ctx: ServiceContext, db: Session, event_type: str, session: InterviewSession) -> None:
    learner = xapi.actor_name(ctx.service_token, session.candidate_id)
    if event_type == "session.started":
        verb, statement = (
            "attempted",
            xapi.attempted(ctx.settings, session, _title(db, session), learner=learner),
        )
    elif event_type == "session.finished":
        verb, statement = (
            "completed",
            xapi.completed(ctx.settings, session, _title(db, session), learner=learner),
        )
    else:
        return
    write_statement(db, session, xapi.EVENT_TYPES[verb], xapi.body(statement), ctx.now())


def _answer_statement(ctx: ServiceContext, db: Session, answer: Answer) -> None:
    session = next(
        (
            o
            for o in db.identity_map.values()
            if isinstance(o, InterviewSession) and o.id == answer.session_id
        ),
        None,
    )
    if session is None:
        with db.no_autoflush:
            session = db.execute(
                select(InterviewSession).where(InterviewSession.id == answer.session_id)
            ).scalar_one_or_none()
    if session is None:
        return
    learner = xapi.actor_name(ctx.service_token, session.candidate_id)
    statement = xapi.answered(ctx.settings, session, answer, _title(db, session), learner=learner)
    write_statement(db, session, xapi.EVENT_TYPES["answered"], xapi.body(statement), ctx.now())


def _forget(db: Session, *_args: Any) -> None:
    """A rollback: nothing it undid is announced, neither what was flushed nor what was only noted."""
    db.info.pop(_PENDING, None)
    db.info.pop(WRITTEN, None)
    for obj in db.identity_map.values():
        if isinstance(obj, NotesEvents):
            obj.take_noted()


def install_session_events(ctx: ServiceContext, wake: Callable[[], None]) -> None:
    """Hook the outbox into every session of ``ctx.sessions`` (a class of this app's own, so other apps
    in the process, e.g. tests, are untouched)."""

    class OutboxSession(Session):
        pass

    def _committed(db: Session) -> None:
        if db.info.pop(WRITTEN, False):
            wake()

    event.listen(OutboxSession, "after_flush", _collect)
    event.listen(OutboxSession, "after_flush_postexec", _writer(ctx))
    event.listen(OutboxSession, "after_commit", _committed)
    event.listen(OutboxSession, "after_rollback", _forget)
    ctx.sessions.configure(sync_session_class=OutboxSession)
