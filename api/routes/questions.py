"""The bank, through retrieval (recruiters, and the bot with the service token)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from api import schemas
from api.deps import AnyCaller, Ctx, Db
from api.errors import ApiError
from api.services.questions import org_questions, question_detail, question_out, search_visible

router = APIRouter(prefix="/v1/questions", tags=["questions"])


@router.get("/search", response_model=schemas.SearchResults)
async def search(
    caller: AnyCaller,
    ctx: Ctx,
    db: Db,
    q: Annotated[str, Query(min_length=1, max_length=500)],
    k: Annotated[int, Query(ge=1, le=50)] = 5,
    type: Annotated[list[schemas.QuestionTypeName] | None, Query()] = None,
    topic: Annotated[list[str] | None, Query()] = None,
) -> schemas.SearchResults:
    """Semantic search over the public bank and, for a recruiter, the organisation's own banks."""
    org_id = caller.org.id if caller.org is not None else None
    found = await search_visible(ctx, db, org_id, q, k, types=type, topics=topic)
    items = [
        schemas.SearchHit(
            question_id=hit.question_id,
            score=float(hit.score),
            snippet=hit.snippet,
            question=question_out(question),
        )
        for hit, question in found
    ]
    return schemas.SearchResults(items=items)


@router.get("/{question_id}", response_model=schemas.QuestionDetail | schemas.QuestionOut)
async def get_question(
    question_id: str, caller: AnyCaller, ctx: Ctx, db: Db
) -> schemas.QuestionDetail | schemas.QuestionOut:
    """A question: recruiters see its key, explanation and errata (their organisation's bank questions
    too); candidates only what is shown, of the public bank."""
    org_id = caller.org.id if caller.org is not None else None
    question = (await org_questions(ctx, db, org_id, [question_id])).get(question_id)
    if question is None:
        raise ApiError(404, "no such question")
    return question_detail(question) if caller.is_recruiter else question_out(question)
