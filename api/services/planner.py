"""Drawing a session's question plan through retrieval (disputed questions never in interviews)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from api.services.ports import QuestionIndex
from bank.catalog import Catalog


async def draw_plan(
    index: QuestionIndex,
    catalog: Catalog,
    *,
    count: int,
    topics: Sequence[str] = (),
    types: Sequence[str] = (),
    exclude_ids: Sequence[str] = (),
    first: Sequence[str] = (),
    seed: int | None = None,
) -> list[str]:
    """``first`` (e.g. due notebook cards) then questions picked for the topics, active and servable only."""
    plan = [qid for qid in dict.fromkeys(first) if _servable(catalog, qid)][:count]
    wanted = count - len(plan)
    if wanted > 0:
        query = " ".join(topics).strip() or None
        picked = await asyncio.to_thread(
            index.pick,
            query,
            wanted,
            types=list(types) or None,
            statuses=("active",),
            exclude_ids=[*exclude_ids, *plan],
            seed=seed,
        )
        plan += [qid for qid in picked if _servable(catalog, qid) and qid not in plan][:wanted]
    if len(plan) < count and exclude_ids:  # everything fresh is used up: allow repeats
        picked = await asyncio.to_thread(
            index.pick,
            " ".join(topics).strip() or None,
            count - len(plan),
            types=list(types) or None,
            statuses=("active",),
            exclude_ids=plan,
            seed=seed,
        )
        plan += [qid for qid in picked if _servable(catalog, qid) and qid not in plan]
    return plan[:count]


def _servable(catalog: Catalog, question_id: str) -> bool:
    question = catalog.get(question_id)
    return question is not None and question.scorable
