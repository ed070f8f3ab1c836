"""Drawing a session's question plan through retrieval.

Interviews draw active questions only (disputed ones never). Practice prefers active questions and
fills a round the active ones cannot with disputed ones, which are flagged and never carded."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from api.services.ports import QuestionIndex
from bank.catalog import Catalog

ACTIVE = ("active",)


async def draw_plan(
    index: QuestionIndex,
    catalog: Catalog,
    *,
    count: int,
    topics: Sequence[str] = (),
    types: Sequence[str] = (),
    exclude_ids: Sequence[str] = (),
    first: Sequence[str] = (),
    never_ids: Sequence[str] = (),
    fill_statuses: Sequence[Sequence[str]] = (),
    seed: int | None = None,
) -> list[str]:
    """``first`` (e.g. due notebook cards), then active questions picked for the topics, avoiding
    ``exclude_ids`` (recently seen) unless nothing else is left, then ``fill_statuses`` in order.
    ``never_ids`` are never drawn, not even when nothing else is left."""
    query = " ".join(topics).strip() or None
    never = list(dict.fromkeys(never_ids))
    plan = [qid for qid in dict.fromkeys(first) if qid not in never and _allowed(catalog, qid, ACTIVE)]
    plan = plan[:count]

    async def pick(statuses: Sequence[str], exclude: Sequence[str]) -> None:
        wanted = count - len(plan)
        if wanted <= 0:
            return
        picked = await asyncio.to_thread(
            index.pick,
            query,
            wanted,
            types=list(types) or None,
            statuses=tuple(statuses),
            exclude_ids=[*exclude, *never, *plan],
            seed=seed,
        )
        plan.extend(
            [
                qid
                for qid in dict.fromkeys(picked)
                if qid not in plan and qid not in never and _allowed(catalog, qid, statuses)
            ]
        )

    await pick(ACTIVE, exclude_ids)
    if exclude_ids:
        await pick(ACTIVE, ())  # every fresh question is used up: allow repeats
    for statuses in fill_statuses:
        await pick(statuses, exclude_ids)
    return plan[:count]


def _allowed(catalog: Catalog, question_id: str, statuses: Sequence[str]) -> bool:
    question = catalog.get(question_id)
    return question is not None and question.servable and question.status.value in statuses
