"""The bank's topics, with how many questions each holds per type (for building invites)."""

from __future__ import annotations

from fastapi import APIRouter

from api import schemas
from api.deps import AnyCaller, Ctx, Db
from api.services.banks import invite_bank_questions, invite_banks, topic_counts

router = APIRouter(prefix="/v1/topics", tags=["questions"])


@router.get("", response_model=schemas.TopicList)
async def list_topics(caller: AnyCaller, ctx: Ctx, db: Db) -> schemas.TopicList:
    """Every topic an interview can draw from: active questions, counted per question type — of the
    public bank and, for a recruiter, every bank of the organisation."""
    if caller.org is None:
        counts = topic_counts(ctx.catalog)
    else:
        counts = topic_counts(
            await invite_bank_questions(ctx, db, await invite_banks(ctx, db, caller.org.id, None))
        )
    items = [schemas.TopicOut(topic=t.topic, questions=t.questions, types=t.types) for t in counts]
    return schemas.TopicList(items=items)
