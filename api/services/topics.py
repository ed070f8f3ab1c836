"""Topic filters: the bank's own topic names, with free-text topics resolved through retrieval."""

from __future__ import annotations

import asyncio

from api.context import ServiceContext


def known_topics(ctx: ServiceContext) -> set[str]:
    return {topic for question in ctx.catalog for topic in question.topics}


async def resolve_topics(ctx: ServiceContext, topics: list[str]) -> list[str]:
    """Keep each topic as given; a topic the bank does not name is also mapped, through the index,
    to the topics of the questions nearest to it (so "大模型推理加速" finds ``inference``)."""
    known = known_topics(ctx)
    resolved: list[str] = []
    for topic in (t.strip() for t in topics):
        if not topic:
            continue
        resolved.append(topic)
        if topic in known:
            continue
        hits = await asyncio.to_thread(ctx.index.search, topic, 3)
        for hit in hits:
            question = ctx.catalog.get(hit.question_id)
            if question is not None and question.topics:
                resolved.append(question.topics[0])
    return list(dict.fromkeys(resolved))
