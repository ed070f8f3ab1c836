"""Questions: search through the hybrid retrieval (topic, type and status filters), and one question
with its key, explanation, errata, status note, item statistics across the organisation and its calibrated
difficulty and discrimination (± standard error)."""

from __future__ import annotations

from fastapi import APIRouter, Request
from starlette.responses import Response

from api.console.auth import User
from api.console.pages import page
from api.console.params import choice, text
from api.deps import Ctx, Db
from api.errors import ApiError
from api.services.banks import topic_counts
from api.services.questions import org_questions, question_detail, search_visible
from api.services.scoring import (
    item_stats,
    org_cohort,
    question_parameters,
    session_scores,
    strong_threshold,
)
from bank.model import QuestionType, Status

router = APIRouter(prefix="/console/questions", include_in_schema=False)
TYPES = tuple(kind.value for kind in QuestionType)
STATUSES = tuple(status.value for status in Status)
RESULTS = 30


@router.get("")
async def search(request: Request, ctx: Ctx, db: Db, user: User) -> Response:
    query = text(request, "q", 500).strip()
    topic = text(request, "topic", 100) or None
    kind = choice(request, "type", TYPES)
    status = choice(request, "status", STATUSES)
    statuses = (status,) if status else STATUSES
    if query:
        found = [
            match.question
            for match in await search_visible(
                ctx,
                db,
                user.org_id,
                query,
                RESULTS,
                types=[kind] if kind else None,
                topics=[topic] if topic else None,
                statuses=statuses,
            )
        ]
    else:
        found = [
            question
            for question in ctx.catalog
            if (not kind or question.type.value == kind)
            and (not topic or topic in question.topics)
            and question.status.value in statuses
        ][:200]
    return page(
        request,
        "questions.html",
        user=user,
        questions=found,
        q=query,
        topic=topic or "",
        kind=kind or "",
        status=status or "",
        topics=topic_counts(ctx.catalog),
        types=TYPES,
        statuses=STATUSES,
    )


@router.get("/{question_id}")
async def one_question(request: Request, question_id: str, ctx: Ctx, db: Db, user: User) -> Response:
    question = (await org_questions(ctx, db, user.org_id, [question_id])).get(question_id)
    if question is None:  # nor another organisation's
        raise ApiError(404, "no such question")
    scope = org_cohort(user.org_id)  # read from the kept sums: a few rows, however many sessions
    threshold = strong_threshold(await session_scores(db, scope))
    stats = await item_stats(db, scope, threshold, question_id=question_id)
    parameters, calibration = await question_parameters(db, user.org_id, question_id)
    return page(
        request,
        "question.html",
        user=user,
        question=question,
        detail=question_detail(question),
        stats=stats[0] if stats else None,
        parameters=parameters,
        calibration=calibration,
    )
