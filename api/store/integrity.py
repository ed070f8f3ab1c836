"""Band keys of free-text answers (api/services/integrity/_signals.py): stored per answer, looked up by the
``(org_id, question_id, band_key)`` index — the similarity check never reads every answer."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from api.store.models import Answer, AnswerBand


def add_bands(db: AsyncSession, answer: Answer, org_id: str, keys: Sequence[str], session_id: str) -> None:
    db.add_all(
        AnswerBand(
            org_id=org_id,
            question_id=answer.question_id,
            band_key=key,
            answer=answer,
            session_id=session_id,
        )
        for key in keys
    )


async def band_neighbours(
    db: AsyncSession, org_id: str, question_id: str, keys: Sequence[str], session_id: str, limit: int
) -> Sequence[Answer]:
    """Answers of other sessions of the organisation to the same question sharing a band key (newest
    first, at most ``limit``)."""
    sharing = (
        select(AnswerBand.answer_seq)
        .where(
            AnswerBand.org_id == org_id,
            AnswerBand.question_id == question_id,
            AnswerBand.band_key.in_(list(keys)),
            AnswerBand.session_id != session_id,
        )
        .distinct()
        .order_by(AnswerBand.answer_seq.desc())
        .limit(limit)
    )
    return (await db.scalars(select(Answer).where(Answer.seq.in_(sharing)))).all()
