"""Drawing a session's question plan through retrieval.

Interviews draw active questions only (disputed ones never), from the banks the invite names. Practice
prefers active questions and fills a round the active ones cannot with disputed ones, which are flagged
and never carded."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from api.services.ports import QuestionIndex
from api.services.questions import PUBLIC_OWNER, QuestionSource

ACTIVE = ("active",)
Lookup = Callable[[Sequence[str]], Awaitable[QuestionSource]]  # ids -> the questions the viewer may see


async def draw_plan(
    index: QuestionIndex,
    source: QuestionSource | Lookup,
    *,
    count: int,
    topics: Sequence[str] = (),
    types: Sequence[str] = (),
    exclude_ids: Sequence[str] = (),
    first: Sequence[str] = (),
    never_ids: Sequence[str] = (),
    fill_statuses: Sequence[Sequence[str]] = (),
    owners: Sequence[str] = (PUBLIC_OWNER,),
    banks: Sequence[str] | None = None,
    seed: int | None = None,
) -> list[str]:
    """``first`` (e.g. due notebook cards), then active questions picked for the topics, avoiding
    ``exclude_ids`` (recently seen) unless nothing else is left, then ``fill_statuses`` in order.
    ``never_ids`` are never drawn, not even when nothing else is left, and never two questions with the
    same content (``Question.content``: type, stem and options), whatever their ids: the first drawn
    stays, and another is drawn in the copy's place.

    Only questions of ``owners`` (the public bank, the organisation) are drawn, and of ``banks`` (index
    bank names) when given; every id the index returns is checked again against ``source`` (the
    questions the viewer may see, or an async lookup of them by id)."""
    lookup = _as_lookup(source)
    query = " ".join(topics).strip() or None
    never = list(dict.fromkeys(never_ids))
    known = await lookup(list(dict.fromkeys(first)))
    plan: list[str] = []
    contents: set[str] = set()  # a question's copy (a bank uploaded beside its export) is never drawn too
    copies: list[str] = []  # ids left out as copies of a question drawn: not asked for again

    def add(qid: str, found: QuestionSource, statuses: Sequence[str]) -> None:
        question = found.get(qid)
        if question is None or len(plan) >= count or qid in plan or qid in never:
            return
        if not (question.servable and question.status.value in statuses):
            return
        if question.content in contents:
            copies.append(qid)
            return
        contents.add(question.content)
        plan.append(qid)

    for qid in dict.fromkeys(first):
        add(qid, known, ACTIVE)

    async def pick(statuses: Sequence[str], exclude: Sequence[str]) -> None:
        while (wanted := count - len(plan)) > 0:
            picked = await _picked(
                index,
                query,
                wanted,
                types=list(types) or None,
                statuses=tuple(statuses),
                exclude_ids=[*exclude, *never, *plan, *copies],
                owners=tuple(owners),
                banks=tuple(banks) if banks is not None else None,
                seed=seed,
            )
            found = await lookup(picked)
            left_out = len(copies)
            for qid in dict.fromkeys(picked):
                add(qid, found, statuses)
            if len(copies) == left_out:  # no copy in the way: the index has given what it has
                return

    await pick(ACTIVE, exclude_ids)
    if exclude_ids:
        await pick(ACTIVE, ())  # every fresh question is used up: allow repeats
    for statuses in fill_statuses:
        await pick(statuses, exclude_ids)
    return plan[:count]


async def _picked(index: QuestionIndex, query: str | None, count: int, **filters: Any) -> list[str]:
    """``index.pick``: from memory when the index can draw there (a draw without a topic: no store read,
    no query to embed), else in a worker thread (a hop costing a session's start some 500-900 Python
    calls of the event loop's, bench/bench_turn_calls.py)."""
    picked = index.stored_pick(query, count, **filters)
    if picked is not None:
        return picked
    return await asyncio.to_thread(index.pick, query, count, **filters)


def _as_lookup(source: QuestionSource | Lookup) -> Lookup:
    if callable(source):
        return source

    async def lookup(_ids: Sequence[str]) -> QuestionSource:
        return source

    return lookup
