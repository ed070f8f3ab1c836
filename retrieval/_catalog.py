"""BM25 and the in-memory catalog of indexed questions, rebuilt when another sync changed the index.

One :class:`~retrieval.lexical.LexicalIndex` serves both: BM25 over question, topic and explanation
tokens, and per question its filterable metadata (type, status, topics) with a numpy table for
filtering and drawing. It is built by streaming the tokens stored in the lexicon collection, so no
process segments the bank twice; a reader checks the stored fingerprint at most every
``LEXICAL_RECHECK_S`` seconds to notice a sync made by another process (in a thread, for a reader on the
event loop).
"""

from __future__ import annotations

import logging
from typing import Any

from retrieval._collections import PAGE, Collections, iter_metadatas, topics_of
from retrieval._rechecked import Rechecked
from retrieval.documents import EXPLANATION_SUFFIX, owner_of
from retrieval.lexical import LexicalIndex, PostingsBuilder, tokenize

LEXICAL_RECHECK_S = 2.0  # how often a reader looks for a sync made by another process

log = logging.getLogger("retrieval")


class LexicalCatalog:
    """Thread-safe. A reader on the event loop (``peek``) never reads the store nor waits for a read
    (``retrieval._rechecked``)."""

    def __init__(self, collections: Collections):
        self._collections = collections
        self._index: Rechecked[LexicalIndex] = Rechecked(
            lambda: (collections.version(), None),
            lambda _: self._build(),
            every_s=LEXICAL_RECHECK_S,
            name="lexical-recheck",
        )

    def invalidate(self) -> None:
        self._index.invalidate()

    def get(self) -> LexicalIndex:
        """The current lexical index (rebuilt when the stored fingerprint changed)."""
        return self._index.get()

    def peek(self) -> LexicalIndex | None:
        """The current lexical index without reading the store nor waiting for a read (a recheck started
        in a thread when one is due), or None when none was built yet."""
        return self._index.peek()

    def by_id(self) -> dict[str, dict[str, Any]]:
        """Question id → its filterable metadata (question_id, type, status, topics)."""
        return self.get().by_id

    def _build(self) -> LexicalIndex:
        questions, lexicon = self._collections.questions, self._collections.lexicon
        ids: list[str] = []
        metadatas: list[dict[str, Any]] = []
        for record_id, meta in iter_metadatas(questions):
            ids.append(record_id)
            metadatas.append(
                {
                    "question_id": record_id,
                    "type": meta.get("type"),
                    "status": meta.get("status"),
                    "topics": topics_of(meta),
                    "owner": owner_of(meta),
                    "bank": meta.get("bank"),
                }
            )
        position = {record_id: i for i, record_id in enumerate(ids)}
        builder = PostingsBuilder(len(ids))
        topic_tokens: dict[str, list[str]] = {}
        for i, meta in enumerate(metadatas):
            for topic in meta["topics"]:
                if topic not in topic_tokens:
                    topic_tokens[topic] = tokenize(topic)
                builder.add(i, topic_tokens[topic])
        segmented: set[int] = set()
        offset = 0
        while True:
            page = lexicon.get(include=["documents"], limit=PAGE, offset=offset)
            for record_id, text in zip(page["ids"], page["documents"] or [], strict=False):
                doc = position.get(record_id.removesuffix(EXPLANATION_SUFFIX))
                if doc is not None:
                    builder.add(doc, (text or "").split())
                    if not record_id.endswith(EXPLANATION_SUFFIX):
                        segmented.add(doc)
            if len(page["ids"]) < PAGE:
                break
            offset += PAGE
        unsegmented = [ids[i] for i in range(len(ids)) if i not in segmented]
        for start in range(0, len(unsegmented), PAGE):  # indexed before the lexicon existed
            got = questions.get(ids=unsegmented[start : start + PAGE], include=["documents"])
            for record_id, text in zip(got["ids"], got["documents"] or [], strict=False):
                builder.add(position[record_id], tokenize(text or ""))
        return LexicalIndex.from_postings(ids, metadatas, builder)
