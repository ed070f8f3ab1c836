"""The bank, through retrieval (recruiters, and the bot with the service token)."""

from __future__ import annotations

import asyncio
from typing import Annotated

from fastapi import APIRouter, Query

from api import schemas
from api.deps import AnyCaller, Ctx
from api.errors import ApiError
from api.services.questions import question_detail, question_out

router = APIRouter(prefix="/v1/questions", tags=["questions"])


@router.get("/search", response_model=schemas.SearchResults)
async def search(
    caller: AnyCaller,
    ctx: Ctx,
    q: Annotated[str, Query(min_length=1, max_length=500)],
    k: Annotated[int, Query(ge=1, le=50)] = 5,
    type: Annotated[list[schemas.QuestionTypeName] | None, Query()] = None,
    topic: Annotated[list[str] | None, Query()] = None,
) -> schemas.SearchResults:
    """Semantic search over the question bank."""
    hits = await asyncio.to_thread(ctx.index.search, q, k, types=type, topics=topic)
    items = []
    for hit in hits:
        question = ctx.catalog.get(hit.question_id)
        items.append(
            schemas.SearchHit(
                question_id=hit.question_id,
                score=float(hit.score),
                snippet=hit.snippet,
                question=question_out(question) if question else None,
            )
        )
    return schemas.SearchResults(items=items)


@router.get("/{question_id}", response_model=schemas.QuestionDetail | schemas.QuestionOut)
async def get_question(
    question_id: str, caller: AnyCaller, ctx: Ctx
) -> schemas.QuestionDetail | schemas.QuestionOut:
    """A question: recruiters see its key, explanation and errata; candidates only what is shown."""
    question = ctx.catalog.get(question_id)
    if question is None:
        raise ApiError(404, "no such question")
    return question_detail(question) if caller.is_recruiter else question_out(question)
