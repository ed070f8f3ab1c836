"""Reading the index: hybrid search (dense + BM25 + verbatim hits, fused), related material, drawing.

Dense queries ask Chroma for ids and distances only and filter against the in-memory catalog
(Chroma materialises metadata slowly and pre-filters in time proportional to what a filter admits).
"""

from __future__ import annotations

import random
import re
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal

import numpy as np

from bank.model import QUESTION_ID
from retrieval._catalog import LexicalCatalog
from retrieval._collections import META_TOPICS, Collections, documents_of, topics_of
from retrieval._filters import Filters
from retrieval.documents import EXPLANATION_SUFFIX, snippet
from retrieval.lexical import MAX_PHRASE, MIN_PHRASE, contains_phrase, flatten
from retrieval.related_table import Related, RelatedTable
from retrieval.table import QuestionTable
from retrieval.topics import match_tags, strip_request

if TYPE_CHECKING:  # Chroma is imported where a client is made (retrieval.store)
    from chromadb.api.models.Collection import Collection

SearchMode = Literal["dense", "lexical", "hybrid"]
DEFAULT_MODE: SearchMode = "hybrid"
RRF_K = 60  # reciprocal rank fusion constant (Cormack et al.)
POSTFILTER_FACTOR = 4  # filtered dense queries first over-fetch unfiltered and filter in memory
QUERY_CACHE = 256  # query embeddings kept per index
VERBATIM_CANDIDATES = 20  # best lexical hits checked for the query as typed
IDS_RESTRICTION_MAX = 20_000  # beyond this many admitted questions, Chroma filters with `where` instead
# A draw on the event loop (``stored_pick``) from a catalog of at most this many questions: about 0.5 ms
# of filtering and sampling at this size, a turn's CPU; beyond it each draw would hold up every other
# request for milliseconds, and the worker thread lets the loop run between its switches.
STORED_PICK_MAX = 10_000


class UnknownQuestionError(KeyError):
    """The question id is not in the index."""


@dataclass(frozen=True)
class Hit:
    question_id: str
    score: float  # higher is better; comparable within one result list (cosine, BM25 or RRF)
    snippet: str
    type: str
    topics: tuple[str, ...] = ()
    dense_score: float | None = None  # cosine similarity of query and question, when dense ran
    lexical_score: float | None = None  # BM25 score, when the question matched lexically


def fuse(rankings: Sequence[Sequence[Hit]]) -> list[Hit]:
    """Reciprocal rank fusion; a question found by several rankings keeps every component score."""
    scores: dict[str, float] = {}
    first: dict[str, Hit] = {}
    dense_scores: dict[str, float | None] = {}
    lexical_scores: dict[str, float | None] = {}
    for ranking in rankings:
        for rank, hit in enumerate(ranking, start=1):
            scores[hit.question_id] = scores.get(hit.question_id, 0.0) + 1.0 / (RRF_K + rank)
            first.setdefault(hit.question_id, hit)
            if hit.dense_score is not None:
                dense_scores[hit.question_id] = hit.dense_score
            if hit.lexical_score is not None:
                lexical_scores[hit.question_id] = hit.lexical_score
    order = sorted(scores, key=lambda qid: -scores[qid])
    return [
        replace(
            first[qid],
            score=scores[qid],
            dense_score=dense_scores.get(qid),
            lexical_score=lexical_scores.get(qid),
        )
        for qid in order
    ]


class Searcher:
    """Search, related material and drawing; thread-safe (the API calls it from a thread pool)."""

    def __init__(self, collections: Collections, catalog: LexicalCatalog):
        self._collections = collections
        self._catalog = catalog
        self._vector_lock = threading.Lock()
        self._vectors: OrderedDict[str, list[float]] = OrderedDict()
        self.query_cache = QUERY_CACHE  # 0 disables it (benchmarks measure the model every time)
        self.related_table = RelatedTable(collections)  # computed at sync: no query per explanation

    # ------------------------------------------------------------------ dense side

    def query_vector(self, query: str) -> list[float]:
        """The query's embedding; recent ones are kept (pick() searches twice, topics repeat)."""
        with self._vector_lock:
            vector = self._vectors.get(query)
            if vector is not None:
                self._vectors.move_to_end(query)
                return vector
        vector = self._collections.embeddings.embed_query(query)
        with self._vector_lock:
            self._vectors[query] = vector
            while len(self._vectors) > self.query_cache:
                self._vectors.popitem(last=False)
        return vector

    def nearest(
        self, collection: Collection, vector: Sequence[float], limit: int, filters: Filters
    ) -> list[tuple[str, float, dict[str, Any]]]:
        """(record id, cosine similarity, question metadata) of the nearest records passing ``filters``.

        Over-fetches unfiltered and filters against the catalog; when too few survive, restricts
        Chroma to the admitted ids (few) or passes the ``where`` clause (many).
        """
        if limit <= 0:
            return []
        catalog = self._catalog.by_id()
        embedding = np.asarray([vector], dtype=np.float32)

        def query(n: int, **restriction: Any) -> tuple[list[tuple[str, float]], int]:
            result = collection.query(
                query_embeddings=embedding, n_results=n, include=["distances"], **restriction
            )
            ids = result["ids"][0]
            distances = (result["distances"] or [[]])[0]
            return [(rid, 1.0 - float(d)) for rid, d in zip(ids, distances, strict=False)], len(ids)

        def question_meta(record_id: str) -> dict[str, Any]:
            qid = record_id.removesuffix(EXPLANATION_SUFFIX)
            meta = catalog.get(qid)
            if meta is None:  # indexed by another process since this catalog was read
                got = self._collections.questions.get(ids=[qid], include=["metadatas"])
                meta = dict((got["metadatas"] or [{}])[0] or {}) if got["ids"] else {"question_id": qid}
            return meta

        wanted = limit if filters == Filters() else limit * POSTFILTER_FACTOR
        rows, returned = query(wanted)
        accepted = [(rid, sim, m) for rid, sim in rows if filters.accept(m := question_meta(rid))]
        if len(accepted) >= limit or returned < wanted:  # enough, or the collection is exhausted
            return accepted[:limit]
        admitted = self._catalog.get().table.admitted(filters)
        if not admitted:
            return []
        if len(admitted) <= IDS_RESTRICTION_MAX:
            suffix = EXPLANATION_SUFFIX if collection.name == self._collections.explanations_name else ""
            rows, _ = query(limit, ids=[f"{qid}{suffix}" for qid in admitted])
        else:
            rows, _ = query(limit, where=filters.where())
        return [(rid, sim, m) for rid, sim in rows if filters.accept(m := question_meta(rid))][:limit]

    def _dense(self, query: str, limit: int, filters: Filters) -> list[Hit]:
        vector = self.query_vector(query)
        return [
            Hit(
                question_id=record_id,
                score=similarity,
                snippet="",  # filled in for the hits returned
                type=str(meta.get("type", "")),
                topics=topics_of(meta),
                dense_score=similarity,
            )
            for record_id, similarity, meta in self.nearest(
                self._collections.questions, vector, limit, filters
            )
        ]

    # ------------------------------------------------------------------ lexical side

    def _lexical(self, query: str, limit: int, filters: Filters) -> list[Hit]:
        lexical = self._catalog.get()
        mask = None if filters == Filters() else lexical.table.mask(filters)
        hits = []
        for record_id, score in lexical.search(query, limit, mask=mask):
            meta = lexical.by_id[record_id]
            hits.append(
                Hit(
                    question_id=record_id,
                    score=score,
                    snippet="",  # filled in for the hits returned
                    type=str(meta.get("type", "")),
                    topics=tuple(meta.get("topics") or ()),
                    lexical_score=score,
                )
            )
        return hits

    def _verbatim(self, query: str, candidates: list[str]) -> set[str]:
        """Those candidates whose question or explanation contains the (short) query as typed."""
        if not candidates or not MIN_PHRASE <= len(flatten(query)) <= MAX_PHRASE:
            return set()
        texts = documents_of(self._collections.questions, candidates)
        explanations = documents_of(
            self._collections.explanations, [f"{q}{EXPLANATION_SUFFIX}" for q in candidates]
        )
        for record_id, text in explanations.items():
            qid = record_id.removesuffix(EXPLANATION_SUFFIX)
            texts[qid] = f"{texts.get(qid, '')}\n{text}"
        return {qid for qid, text in texts.items() if contains_phrase(text, query)}

    def _exact(self, query: str, where: dict[str, Any] | None) -> list[Hit]:
        """Question ids typed as the query, when they exist and pass the filters."""
        tokens = [t for t in re.split(r"[\s,，;；、]+", query.strip().lower()) if t]
        ids = [t for t in tokens if QUESTION_ID.match(t) and re.search(r"\d", t) and re.search(r"[-_]", t)]
        if not ids:
            return []
        found = self._collections.questions.get(ids=ids, where=where, include=["documents", "metadatas"])
        by_id: dict[str, tuple[str, dict[str, Any]]] = {
            record_id: (text or "", dict(meta or {}))
            for record_id, text, meta in zip(
                found["ids"], found["documents"] or [], found["metadatas"] or [], strict=False
            )
        }
        hits = []
        for qid in ids:
            if qid in by_id:
                text, meta = by_id[qid]
                hits.append(Hit(qid, 1.0, snippet(text), str(meta.get("type", "")), topics_of(meta)))
        return hits

    def _with_snippets(self, hits: list[Hit]) -> list[Hit]:
        missing = [h.question_id for h in hits if not h.snippet]
        if not missing:
            return hits
        texts = documents_of(self._collections.questions, missing)
        return [h if h.snippet else replace(h, snippet=snippet(texts.get(h.question_id, ""))) for h in hits]

    # ------------------------------------------------------------------ public operations

    def search(self, query: str, k: int, filters: Filters, mode: SearchMode) -> list[Hit]:
        query = query.strip()
        if not query or k <= 0:
            return []
        self._collections.check_usable()
        pool = max(4 * k, 40)
        exact = self._exact(query, filters.where())
        dense = self._dense(query, pool, filters) if mode in ("dense", "hybrid") else []
        lexical = self._lexical(query, pool, filters) if mode in ("lexical", "hybrid") else []
        if mode == "hybrid":
            # third ranking: lexical hits containing the query verbatim (identifiers, names, acronyms)
            verbatim = self._verbatim(query, [h.question_id for h in lexical[:VERBATIM_CANDIDATES]])
            ranked = fuse([dense, lexical, [h for h in lexical if h.question_id in verbatim]])
        else:
            ranked = dense or lexical
        seen = {h.question_id for h in exact}
        return self._with_snippets((exact + [h for h in ranked if h.question_id not in seen])[:k])

    def stored_related(
        self, question_ids: Sequence[str], k: int, filters: Filters
    ) -> dict[str, list[Related]] | None:
        """``related`` of each question from memory (the lists kept at indexing, against one look at the
        catalog), or None when any of them needs the store."""
        catalog = self._catalog.peek()
        if self._collections.stale or catalog is None:
            return None
        return self.related_table.lookup_all(question_ids, k, filters, catalog.by_id, read=False)

    def related(self, question_id: str, k: int, filters: Filters) -> list[Related]:
        self._collections.check_usable()
        stored = self.related_table.lookup(question_id, k, filters, self._catalog.by_id())
        if stored is not None:
            return stored
        questions, explanations = self._collections.questions, self._collections.explanations
        found = questions.get(ids=[question_id], include=["embeddings"])
        embeddings = found.get("embeddings")
        if not found["ids"] or embeddings is None or len(embeddings) == 0:
            raise UnknownQuestionError(question_id)
        vector = [float(x) for x in embeddings[0]]
        filters = replace(filters, exclude_ids=(*filters.exclude_ids, question_id))
        items: list[Related] = []
        near = self.nearest(questions, vector, k, filters)
        texts = documents_of(questions, [record_id for record_id, _, _ in near])
        for record_id, similarity, _ in near:
            items.append(Related("question", record_id, similarity, snippet(texts.get(record_id, ""))))
        near = self.nearest(explanations, vector, k, filters)
        texts = documents_of(explanations, [record_id for record_id, _, _ in near])
        for record_id, similarity, _ in near:
            qid = record_id.removesuffix(EXPLANATION_SUFFIX)
            items.append(Related("explanation", qid, similarity, snippet(texts.get(record_id, ""), 300)))
        return items

    def known_topics(self) -> list[str]:
        """Every topic tag in the index (organisation banks' too: drawing filters by owner anyway)."""
        stored = str(self._collections.stored_metadata().get(META_TOPICS, ""))
        return sorted({*(t for t in stored.split(",") if t), *self._catalog.get().table.topics})

    def stored_pick(
        self, topic_query: str | None, count: int, filters: Filters, seed: int | None
    ) -> list[str] | None:
        """``pick`` without a topic from the catalog in memory (no store read, no query to embed), or
        None when it needs either, or when the catalog is too large to draw from on an event loop."""
        if topic_query and topic_query.strip():
            return None
        catalog = self._catalog.peek()
        if self._collections.stale or catalog is None or len(catalog.table) > STORED_PICK_MAX:
            return None
        return _draw(catalog.table, count, filters, seed)

    def pick(
        self, topic_query: str | None, count: int, filters: Filters, mode: SearchMode, seed: int | None
    ) -> list[str]:
        if count <= 0:
            return []
        self._collections.check_usable()
        topic = strip_request(topic_query) if topic_query and topic_query.strip() else ""
        if not topic:
            return _draw(self._catalog.get().table, count, filters, seed)
        tags = sorted(match_tags(topic, self.known_topics()))
        chosen = (
            [h.question_id for h in self.search(topic, count, filters.with_topics(tags), mode)]
            if tags
            else []
        )
        if len(chosen) < count:
            others = replace(filters, topics=(), exclude_ids=(*filters.exclude_ids, *chosen))
            chosen += [h.question_id for h in self.search(topic, count - len(chosen), others, mode)]
        return chosen[:count]


def _draw(table: QuestionTable, count: int, filters: Filters, seed: int | None) -> list[str]:
    """A draw without a topic: ``count`` of the questions passing ``filters``, at random (reproducible
    with ``seed``)."""
    if count <= 0:
        return []
    pool = table.admitted(filters)  # in id order
    return random.Random(seed).sample(pool, min(count, len(pool)))
