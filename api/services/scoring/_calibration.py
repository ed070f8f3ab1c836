"""Calibration per organisation: item parameters from its finished interviews, and every finished
interview's ability re-read on the new scale — in the background, never on an answer turn.

``CalibrationWorker`` looks every ``IBOT_CALIBRATION_INTERVAL_S`` for organisations with finished
interviews their latest calibration has not seen, and recalibrates each (``calibrate_org``): the answers
that count (``ability.counts``: graded, on time, to questions active now) form a sessions × questions
matrix; ``bank.irt.calibrate_best`` fits Rasch, or 2PL where the data carries it, with the public bank's
difficulty ratings as priors; the parameters replace the organisation's previous ones, and each finished
interview's θ ± SE is rewritten (``session_abilities``, which the sessions table sorts by) — all in one
transaction, so a reader sees one scale or the other, never a mix.
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from collections.abc import Awaitable
from typing import Any

import numpy as np
from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from api.context import ServiceContext
from api.services.periodic import PeriodicJob
from api.services.questions import org_questions
from api.services.scoring._ability import Parameters, counts, estimate, prior_for, scale_name, score_of
from api.store.models import Answer, Calibration, InterviewSession, ItemParameter, SessionAbility
from api.store.sessions import AnswerPoints
from bank.irt.calibration import calibrate_best

log = logging.getLogger(__name__)
FINISHED = (InterviewSession.mode == "interview", InterviewSession.status == "finished")


async def latest_calibration(db: AsyncSession, org_id: str) -> Calibration | None:
    query = (
        select(Calibration).where(Calibration.org_id == org_id).order_by(Calibration.number.desc()).limit(1)
    )
    return await db.scalar(query)


async def question_parameters(
    db: AsyncSession, org_id: str, question_id: str
) -> tuple[ItemParameter | None, Calibration | None]:
    """A question's parameters on the organisation's scale, and the calibration they come from."""
    found = await db.get(ItemParameter, (org_id, question_id))
    return found, await latest_calibration(db, org_id) if found is not None else None


async def due_orgs(db: AsyncSession) -> list[str]:
    """Organisations whose finished interviews are not all in their latest calibration."""
    finished = (
        select(InterviewSession.org_id, func.count().label("n"))
        .where(InterviewSession.org_id.is_not(None), *FINISHED)
        .group_by(InterviewSession.org_id)
        .subquery()
    )
    latest = (
        select(Calibration.org_id, func.max(Calibration.number).label("number"))
        .group_by(Calibration.org_id)
        .subquery()
    )
    seen = (
        select(Calibration.org_id, Calibration.sessions)
        .join(latest, (latest.c.org_id == Calibration.org_id) & (latest.c.number == Calibration.number))
        .subquery()
    )
    query = (
        select(finished.c.org_id)
        .outerjoin(seen, seen.c.org_id == finished.c.org_id)
        .where((seen.c.sessions.is_(None)) | (seen.c.sessions != finished.c.n))
    )
    return [str(org_id) for org_id in (await db.scalars(query)).all()]


async def calibrate_org(ctx: ServiceContext, db: AsyncSession, org_id: str) -> Calibration | None:
    """Recalibrate one organisation and rescore its finished interviews (in ``db``'s transaction).
    None when no answer counts yet."""
    sessions = (
        await db.scalars(select(InterviewSession).where(InterviewSession.org_id == org_id, *FINISHED))
    ).all()
    by_session: dict[str, list[AnswerPoints]] = defaultdict(list)
    if sessions:
        found = await db.execute(
            select(*(getattr(Answer, name) for name in AnswerPoints._fields))
            .join(InterviewSession, InterviewSession.id == Answer.session_id)
            .where(InterviewSession.org_id == org_id, *FINISHED)
        )
        for found_row in found:
            by_session[found_row[0]].append(AnswerPoints(*found_row))
    question_ids = sorted({a.question_id for answers in by_session.values() for a in answers})
    questions = await org_questions(ctx, db, org_id, question_ids)
    counted = {
        session_id: [a for a in answers if _counts(a, questions)]
        for session_id, answers in by_session.items()
    }
    items = sorted({a.question_id for answers in counted.values() for a in answers})
    if not items:
        return None
    column = {qid: n for n, qid in enumerate(items)}
    answering = [sid for sid, answers in counted.items() if answers]
    matrix = np.full((len(answering), len(items)), np.nan)
    for row, session_id in enumerate(answering):
        for answer in counted[session_id]:
            matrix[row, column[answer.question_id]] = score_of(answer)
    priors = [prior_for(questions.get(qid)) for qid in items]
    fit = await asyncio.to_thread(calibrate_best, matrix, priors)

    previous = await latest_calibration(db, org_id)
    calibration = Calibration(
        org_id=org_id,
        number=(previous.number + 1) if previous else 1,
        model=fit.model,
        sessions=len(sessions),
        answers=int(np.sum(~np.isnan(matrix))),
        items=len(items),
        created_at=ctx.now(),
    )
    db.add(calibration)
    await db.flush()
    await db.execute(delete(ItemParameter).where(ItemParameter.org_id == org_id))
    db.add_all(
        ItemParameter(
            org_id=org_id,
            question_id=qid,
            calibration_seq=calibration.seq,
            a=float(fit.a[n]),
            b=float(fit.b[n]),
            se_a=float(fit.se_a[n]),
            se_b=float(fit.se_b[n]),
            responses=int(fit.responses[n]),
        )
        for n, qid in enumerate(items)
    )
    parameters = Parameters(
        scale_name(calibration), {qid: (float(fit.a[n]), float(fit.b[n])) for n, qid in enumerate(items)}
    )
    await db.execute(delete(SessionAbility).where(SessionAbility.org_id == org_id))
    for session in sessions:
        ability = estimate(parameters, by_session.get(session.id, []), questions)
        if ability is not None:
            db.add(
                SessionAbility(
                    session_id=session.id,
                    org_id=org_id,
                    theta=ability.theta,
                    se=ability.se,
                    scale=ability.scale,
                )
            )
    await db.flush()
    return calibration


def _counts(answer: AnswerPoints, questions: Any) -> bool:
    return counts(answer, questions.get(answer.question_id))


async def refresh_due(ctx: ServiceContext) -> list[str]:
    """Recalibrate every organisation that is due, each in its own transaction; their ids."""
    async with ctx.sessions() as db:
        due = await due_orgs(db)
    done = []
    for org_id in due:
        try:
            async with ctx.sessions.begin() as db:
                await calibrate_org(ctx, db, org_id)
            done.append(org_id)
        except Exception:  # another replica's calibration won the number, or the store hiccuped: next pass
            log.exception("calibration of an organisation failed")
    return done


class CalibrationWorker(PeriodicJob):
    """Runs :func:`refresh_due` every ``IBOT_CALIBRATION_INTERVAL_S``."""

    name = "calibration"

    def run_pass(self) -> Awaitable[list[str]]:
        return refresh_due(self.ctx)

    def interval_s(self) -> float:
        return self.ctx.settings.calibration_interval_s
