"""The question index: Chroma collections kept in step with the bank.

* ``<prefix>_questions``: stem + options per question, metadata ``question_id``, ``type``,
  ``topics`` (list), ``difficulty``, ``bank``, ``status``, ``source``, ``language`` and the
  content hashes that make :meth:`QuestionIndex.sync` incremental.
* ``<prefix>_explanations``: explanation, key points and (open questions) the reference answer,
  with the same metadata, one record ``<question id>#explanation`` per question that has any.
* ``<prefix>_lexicon``: the jieba segmentation of every record above (same ids), written when the
  record is embedded, so that any process rebuilds BM25 without segmenting the bank again. Its
  vectors are a 1-d placeholder: it is read, never queried.

The questions collection's metadata records the schema version, the embedding model and a
fingerprint of the whole bank as last synced, so :meth:`QuestionIndex.needs_sync` is cheap and an
index built with another model is never queried with this one.
"""

from __future__ import annotations

import contextlib
import hashlib
import random
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

import numpy as np
from chromadb.api import ClientAPI
from chromadb.api.models.Collection import Collection
from chromadb.errors import NotFoundError
from langchain_chroma import Chroma
from langchain_core.embeddings import Embeddings
from langchain_core.vectorstores import VectorStoreRetriever

from bank.model import QUESTION_ID, Question, QuestionType, Status
from retrieval.documents import (
    EXPLANATION_SUFFIX,
    SCHEMA_VERSION,
    IndexDocument,
    explanation_document,
    parse_types,
    question_document,
    snippet,
)
from retrieval.embeddings import chroma_embedding_function, embedder_id
from retrieval.lexical import (
    MAX_PHRASE,
    MIN_PHRASE,
    LexicalIndex,
    PostingsBuilder,
    contains_phrase,
    flatten,
    tokenize,
)
from retrieval.topics import match_tags, strip_request

SearchMode = Literal["dense", "lexical", "hybrid"]
DEFAULT_MODE: SearchMode = "hybrid"
RRF_K = 60  # reciprocal rank fusion constant (Cormack et al.)
EMBED_BATCH = 32  # documents per call to the embedding model
WRITE_BATCH = 512  # records per Chroma upsert (per-call overhead dominates small writes)
PAGE = 2000  # records per Chroma get() page
LEXICAL_RECHECK_S = 2.0  # how often a reader looks for a sync made by another process

_META_SCHEMA = "ibot_schema"
_META_EMBEDDER = "ibot_embedder"
_META_FINGERPRINT = "ibot_fingerprint"
_META_COUNT = "ibot_count"
_META_TOPICS = "ibot_topics"
_OPTIONAL_KEYS = ("topics",)  # metadata keys that may be absent (set to None to delete on update)
POSTFILTER_FACTOR = 4  # filtered dense queries first over-fetch unfiltered and filter in memory
QUERY_CACHE = 256  # query embeddings kept per index
VERBATIM_CANDIDATES = 20  # best lexical hits checked for the query as typed
IDS_RESTRICTION_MAX = 20_000  # beyond this many admitted questions, Chroma filters with `where` instead


class IndexError_(RuntimeError):
    """Base class of the index's own errors."""


class StaleIndexError(IndexError_):
    """The index was built with another embedding model: it must be rebuilt before it is queried."""


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


@dataclass(frozen=True)
class Related:
    kind: Literal["question", "explanation"]
    question_id: str  # the question the item belongs to (an explanation cites its question)
    score: float  # cosine similarity to the source question
    text: str  # a snippet of the related question's stem or of the explanation


@dataclass
class IndexReport:
    added: int = 0
    updated: int = 0
    unchanged: int = 0
    removed: int = 0
    embedded: int = 0  # documents embedded (questions and explanations)
    metadata_only: int = 0  # documents whose metadata changed but whose text did not
    rebuilt: bool = False
    seconds: float = 0.0

    @property
    def total(self) -> int:
        return self.added + self.updated + self.unchanged

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.removed or self.rebuilt)


@dataclass
class _Plan:
    embed: list[IndexDocument] = field(default_factory=list)
    update_meta: list[IndexDocument] = field(default_factory=list)
    delete: list[str] = field(default_factory=list)
    changed_questions: set[str] = field(default_factory=set)


def _fingerprint(documents: Iterable[IndexDocument], embedder: str) -> str:
    hasher = hashlib.sha256(f"{SCHEMA_VERSION}\x00{embedder}\x00".encode())
    for line in sorted(f"{d.id}:{d.text_hash}:{d.meta_hash}" for d in documents):
        hasher.update(line.encode())
        hasher.update(b"\n")
    return hasher.hexdigest()


def _values(items: Iterable[Any] | None) -> list[str] | None:
    if items is None:
        return None
    values = [items] if isinstance(items, str) else list(items)
    return [str(getattr(v, "value", v)) for v in values] or None


@dataclass(frozen=True)
class Filters:
    """Metadata filters, as a Chroma ``where`` clause and as a predicate (for the lexical side)."""

    types: tuple[str, ...] = ()
    topics: tuple[str, ...] = ()  # any of
    statuses: tuple[str, ...] = ()  # empty: every status
    exclude_ids: tuple[str, ...] = ()
    _types: frozenset[str] = field(init=False, repr=False, compare=False)
    _topics: frozenset[str] = field(init=False, repr=False, compare=False)
    _statuses: frozenset[str] = field(init=False, repr=False, compare=False)
    _excluded: frozenset[str] = field(init=False, repr=False, compare=False)

    @classmethod
    def of(
        cls,
        *,
        types: Iterable[QuestionType | str] | None = None,
        topics: Iterable[str] | None = None,
        statuses: Iterable[Status | str] | None = None,
        exclude_ids: Iterable[str] = (),
    ) -> Filters:
        return cls(
            types=tuple(parse_types(types) or ()),
            topics=tuple(_values(topics) or ()),
            statuses=tuple(_values(statuses) or ()),
            exclude_ids=tuple(dict.fromkeys(exclude_ids)),
        )

    def with_topics(self, topics: Iterable[str]) -> Filters:
        return Filters(self.types, tuple(topics), self.statuses, self.exclude_ids)

    def where(self) -> dict[str, Any] | None:
        clauses: list[dict[str, Any]] = []
        if self.types:
            clauses.append({"type": {"$in": list(self.types)}})
        if self.topics:
            ors: list[dict[str, Any]] = [{"topics": {"$contains": t}} for t in self.topics]
            clauses.append(ors[0] if len(ors) == 1 else {"$or": ors})
        if self.statuses:
            clauses.append({"status": {"$in": list(self.statuses)}})
        if self.exclude_ids:
            clauses.append({"question_id": {"$nin": list(self.exclude_ids)}})
        if not clauses:
            return None
        return clauses[0] if len(clauses) == 1 else {"$and": clauses}

    def __post_init__(self) -> None:  # sets for accept(), which runs over the whole catalog
        object.__setattr__(self, "_types", frozenset(self.types))
        object.__setattr__(self, "_topics", frozenset(self.topics))
        object.__setattr__(self, "_statuses", frozenset(self.statuses))
        object.__setattr__(self, "_excluded", frozenset(self.exclude_ids))

    def accept(self, metadata: dict[str, Any]) -> bool:
        return (
            (not self._types or metadata.get("type") in self._types)
            and (not self._statuses or metadata.get("status") in self._statuses)
            and (not self._topics or not self._topics.isdisjoint(metadata.get("topics") or ()))
            and (not self._excluded or metadata.get("question_id") not in self._excluded)
        )


class QuestionIndex:
    """Search, topic selection and related material over the bank, from Chroma.

    Methods are synchronous and safe to call from several threads (the API runs them in a
    thread pool); :meth:`sync` is serialised.
    """

    def __init__(
        self,
        client: ClientAPI,
        embeddings: Embeddings,
        *,
        mode: SearchMode = DEFAULT_MODE,
        prefix: str = "ibot",
    ):
        self.client = client
        self.embeddings = embeddings
        self.mode: SearchMode = mode
        self.embedder = embedder_id(embeddings)
        self.questions_name = f"{prefix}_questions"
        self.explanations_name = f"{prefix}_explanations"
        self.lexicon_name = f"{prefix}_lexicon"
        self._ef = chroma_embedding_function(embeddings)
        self._write_lock = threading.RLock()
        self._lexical_lock = threading.Lock()
        self._vector_lock = threading.Lock()
        self._vectors: OrderedDict[str, list[float]] = OrderedDict()
        self.query_cache = QUERY_CACHE  # 0 disables it (benchmarks measure the model every time)
        self._lexical: LexicalIndex | None = None
        self._lexical_fingerprint: str | None = None
        self._lexical_checked = 0.0
        self._stale = False
        self._attach()

    # ------------------------------------------------------------------ collections

    def _attach(self) -> None:
        self._stale = False
        self._questions = self._open(self.questions_name)
        self._explanations = self._open(self.explanations_name)
        self._lexicon = self.client.get_or_create_collection(
            self.lexicon_name, embedding_function=None, metadata={"ibot_role": "bm25 tokens"}
        )
        stored = self._questions.metadata or {}
        if stored.get(_META_EMBEDDER) not in (None, self.embedder):
            self._stale = True
        self._stores: dict[str, Chroma] = {}
        self._invalidate_lexical()

    def _open(self, name: str) -> Collection:
        try:
            return self.client.get_collection(name, embedding_function=self._ef)  # type: ignore[arg-type]
        except NotFoundError:
            pass
        except ValueError as error:
            if "Embedding function conflict" not in str(error):
                raise
            self._stale = True  # built by another embedding function: readable, not queryable
            return self.client.get_collection(name, embedding_function=None)
        return self.client.get_or_create_collection(
            name,
            embedding_function=self._ef,  # type: ignore[arg-type]
            configuration={"hnsw": {"space": "cosine"}},
            metadata=self._collection_metadata(fingerprint="", count=0, topics=""),
        )

    def _vectorstore(self, name: str) -> Chroma:
        return Chroma(
            client=self.client,
            collection_name=name,
            embedding_function=self.embeddings,
            create_collection_if_not_exists=False,
        )

    def _collection_metadata(self, *, fingerprint: str, count: int, topics: str) -> dict[str, Any]:
        return {
            _META_SCHEMA: SCHEMA_VERSION,
            _META_EMBEDDER: self.embedder,
            _META_FINGERPRINT: fingerprint,
            _META_COUNT: count,
            _META_TOPICS: topics,
        }

    def _stored_metadata(self) -> dict[str, Any]:
        """The questions collection's metadata as stored now (another process may have synced)."""
        try:
            fresh = self.client.get_collection(self.questions_name, embedding_function=None)
        except NotFoundError:
            return {}
        return dict(fresh.metadata or {})

    def _check_usable(self) -> None:
        if self._stale:
            raise StaleIndexError(
                f"the index was built with another embedding model than {self.embedder!r}; "
                "rebuild it (interview-bot index)"
            )

    def vectorstore(self, kind: Literal["questions", "explanations"] = "questions") -> Chroma:
        """The LangChain vector store over one collection (for chains that want one)."""
        if kind not in self._stores:
            name = self.questions_name if kind == "questions" else self.explanations_name
            self._stores[kind] = self._vectorstore(name)
        return self._stores[kind]

    def as_retriever(
        self, kind: Literal["questions", "explanations"] = "explanations", **kwargs: Any
    ) -> VectorStoreRetriever:
        """A LangChain retriever, e.g. bank explanations as grounding for an LLM judge."""
        return self.vectorstore(kind).as_retriever(**kwargs)

    # ------------------------------------------------------------------ health

    def ping(self) -> bool:
        """True when the store answers and the index's collections exist (for /readyz)."""
        try:
            self.client.heartbeat()
            names = {getattr(c, "name", c) for c in self.client.list_collections()}
        except Exception:
            return False
        return {self.questions_name, self.explanations_name, self.lexicon_name} <= names

    def count(self) -> int:
        return int(self._questions.count())

    # ------------------------------------------------------------------ sync

    @staticmethod
    def _documents(
        questions: Iterable[Question],
    ) -> tuple[dict[str, IndexDocument], dict[str, IndexDocument]]:
        question_docs: dict[str, IndexDocument] = {}
        explanation_docs: dict[str, IndexDocument] = {}
        for question in questions:
            if question.id in question_docs:
                raise ValueError(f"question id {question.id!r} appears twice")
            question_docs[question.id] = question_document(question)
            explanation = explanation_document(question)
            if explanation is not None:
                explanation_docs[explanation.id] = explanation
        return question_docs, explanation_docs

    def fingerprint(self, questions: Iterable[Question]) -> str:
        question_docs, explanation_docs = self._documents(questions)
        return _fingerprint([*question_docs.values(), *explanation_docs.values()], self.embedder)

    def needs_sync(self, questions: Iterable[Question]) -> bool:
        """Whether the index differs from ``questions`` (no embedding: hashes only)."""
        stored = self._stored_metadata()
        if self._stale or stored.get(_META_EMBEDDER) not in (None, self.embedder):
            return True
        return stored.get(_META_FINGERPRINT) != self.fingerprint(questions)

    def _existing(self, collection: Collection) -> dict[str, tuple[str, str]]:
        return {
            record_id: (str(metadata.get("text_hash", "")), str(metadata.get("meta_hash", "")))
            for record_id, metadata in self._iter_metadatas(collection)
        }

    @staticmethod
    def _plan(wanted: dict[str, IndexDocument], existing: dict[str, tuple[str, str]]) -> _Plan:
        plan = _Plan()
        for record_id, document in wanted.items():
            hashes = existing.get(record_id)
            if hashes is None or hashes[0] != document.text_hash:
                plan.embed.append(document)
            elif hashes[1] != document.meta_hash:
                plan.update_meta.append(document)
            else:
                continue
            plan.changed_questions.add(document.question_id)
        plan.delete = [record_id for record_id in existing if record_id not in wanted]
        return plan

    def rebuild(self, questions: Iterable[Question], progress: bool = False) -> IndexReport:
        """Drop the collections and embed every question again."""
        with self._write_lock:
            self._drop()
            report = self.sync(questions, progress=progress)
            report.rebuilt = True
            return report

    def _drop(self) -> None:
        for name in (self.questions_name, self.explanations_name, self.lexicon_name):
            with contextlib.suppress(NotFoundError):
                self.client.delete_collection(name)
        self._attach()

    def sync(self, questions: Iterable[Question], progress: bool = False) -> IndexReport:
        """Bring the index in step with ``questions``: embed what is new or changed, delete what is gone.

        Unchanged questions are not re-embedded (content hashes); a question whose metadata alone
        changed (status, topics, difficulty…) has its metadata updated in place.
        """
        started = time.perf_counter()
        with self._write_lock:
            report = IndexReport()
            question_docs, explanation_docs = self._documents(questions)
            fingerprint = _fingerprint([*question_docs.values(), *explanation_docs.values()], self.embedder)
            if not self._stale and self._stored_metadata().get(_META_FINGERPRINT) == fingerprint:
                report.unchanged = len(question_docs)  # the fast path: nothing to read or write
                report.seconds = time.perf_counter() - started
                return report
            if self._stale:
                self._drop()
                report.rebuilt = True
            existing_questions = self._existing(self._questions)
            question_plan = self._plan(question_docs, existing_questions)
            explanation_plan = self._plan(explanation_docs, self._existing(self._explanations))
            plans = (question_plan, explanation_plan)
            if any(plan.embed or plan.update_meta or plan.delete for plan in plans):
                # An interrupted sync leaves an empty fingerprint behind: needs_sync() then says so.
                self._questions.modify(metadata=self._collection_metadata(fingerprint="", count=0, topics=""))

            changed = question_plan.changed_questions | explanation_plan.changed_questions
            removed = [qid for qid in existing_questions if qid not in question_docs]
            report.added = sum(1 for qid in question_docs if qid not in existing_questions)
            report.updated = len({qid for qid in changed if qid in existing_questions})
            report.unchanged = len(question_docs) - report.added - report.updated
            report.removed = len(removed)

            work = [(self._questions, d) for d in question_plan.embed]
            work += [(self._explanations, d) for d in explanation_plan.embed]
            self._embed(work, progress)
            report.embedded = len(work)

            for collection, plan in (
                (self._questions, question_plan),
                (self._explanations, explanation_plan),
            ):
                if plan.update_meta:
                    collection.update(
                        ids=[d.id for d in plan.update_meta],
                        metadatas=[{**dict.fromkeys(_OPTIONAL_KEYS), **d.metadata} for d in plan.update_meta],
                    )
                for start in range(0, len(plan.delete), PAGE):
                    collection.delete(ids=plan.delete[start : start + PAGE])
                    self._lexicon.delete(ids=plan.delete[start : start + PAGE])
            report.metadata_only = len(question_plan.update_meta) + len(explanation_plan.update_meta)

            topics = sorted({t for d in question_docs.values() for t in d.metadata.get("topics", ())})
            final = self._collection_metadata(
                fingerprint=fingerprint, count=len(question_docs), topics=",".join(topics)
            )
            if self._stored_metadata() != final:
                self._questions.modify(metadata=final)
                self._invalidate_lexical()
        report.seconds = time.perf_counter() - started
        return report

    def _embed(self, work: list[tuple[Collection, IndexDocument]], progress: bool) -> None:
        """Embed in small batches (a smooth progress bar), write to Chroma in large ones (far faster)."""
        if not work:
            return

        def run(advance: Callable[[int], None]) -> None:
            pending: dict[str, list[tuple[IndexDocument, list[float]]]] = {}
            collections = {c.name: c for c, _ in work}

            def flush(name: str) -> None:
                rows = pending.pop(name, [])
                if rows:
                    ids = [d.id for d, _ in rows]
                    collections[name].upsert(
                        ids=ids,
                        embeddings=[vector for _, vector in rows],  # type: ignore[arg-type]
                        documents=[d.text for d, _ in rows],
                        metadatas=[d.metadata for d, _ in rows],
                    )
                    # segmented once, here: any process rebuilds BM25 from the stored tokens
                    self._lexicon.upsert(
                        ids=ids,
                        embeddings=[[1.0]] * len(ids),  # type: ignore[arg-type]
                        documents=[" ".join(tokenize(d.text)) for d, _ in rows],
                    )

            for start in range(0, len(work), EMBED_BATCH):
                batch = work[start : start + EMBED_BATCH]
                vectors = self.embeddings.embed_documents([d.text for _, d in batch])
                for (collection, document), vector in zip(batch, vectors, strict=True):
                    rows = pending.setdefault(collection.name, [])
                    rows.append((document, vector))
                    if len(rows) >= WRITE_BATCH:
                        flush(collection.name)
                advance(len(batch))
            for name in list(pending):
                flush(name)

        if not progress:
            run(lambda _n: None)
            return
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        columns = (
            TextColumn("[bold]embedding"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            TimeRemainingColumn(),
        )
        with Progress(*columns, console=Console(stderr=True), transient=False) as bar:
            task = bar.add_task("embedding", total=len(work))
            run(lambda n: bar.advance(task, n))

    # ------------------------------------------------------------------ search

    def _invalidate_lexical(self) -> None:
        with self._lexical_lock:
            self._lexical = None
            self._lexical_fingerprint = None
            self._lexical_checked = 0.0

    def _iter_metadatas(self, collection: Collection) -> Iterator[tuple[str, dict[str, Any]]]:
        offset = 0
        while True:
            page = collection.get(include=["metadatas"], limit=PAGE, offset=offset)
            ids = page["ids"]
            for record_id, metadata in zip(ids, page["metadatas"] or [], strict=False):
                yield record_id, dict(metadata or {})
            if len(ids) < PAGE:
                return
            offset += PAGE

    def _lexical_index(self) -> LexicalIndex:
        """BM25 over question, topics and explanation tokens, rebuilt when the stored fingerprint changes.

        Its per-question metadata (type, status, topics) doubles as an in-memory catalog for
        filtering and :meth:`pick`. Built by streaming the stored tokens page by page.
        """
        with self._lexical_lock:
            now = time.monotonic()
            if self._lexical is not None and now - self._lexical_checked < LEXICAL_RECHECK_S:
                return self._lexical
            fingerprint = str(self._stored_metadata().get(_META_FINGERPRINT, ""))
            self._lexical_checked = now
            if self._lexical is not None and fingerprint == self._lexical_fingerprint:
                return self._lexical
            ids: list[str] = []
            metadatas: list[dict[str, Any]] = []
            for record_id, meta in self._iter_metadatas(self._questions):
                ids.append(record_id)
                metadatas.append(
                    {
                        "question_id": record_id,
                        "type": meta.get("type"),
                        "status": meta.get("status"),
                        "topics": self._topics(meta),
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
                page = self._lexicon.get(include=["documents"], limit=PAGE, offset=offset)
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
                got = self._questions.get(ids=unsegmented[start : start + PAGE], include=["documents"])
                for record_id, text in zip(got["ids"], got["documents"] or [], strict=False):
                    builder.add(position[record_id], tokenize(text or ""))
            self._lexical = LexicalIndex.from_postings(ids, metadatas, builder)
            self._lexical_fingerprint = fingerprint
            return self._lexical

    def warm(self) -> None:
        """Load the embedding model and build the lexical side now rather than on the first query."""
        self.embeddings.embed_query("warm up")
        self._lexical_index()

    def _verbatim(self, query: str, candidates: list[str]) -> set[str]:
        """Those candidates whose question or explanation contains the (short) query as typed."""
        if not candidates or not MIN_PHRASE <= len(flatten(query)) <= MAX_PHRASE:
            return set()
        texts: dict[str, str] = {}
        questions = self._questions.get(ids=candidates, include=["documents"])
        for record_id, text in zip(questions["ids"], questions["documents"] or [], strict=False):
            texts[record_id] = text or ""
        explanation_ids = [f"{qid}{EXPLANATION_SUFFIX}" for qid in candidates]
        explanations = self._explanations.get(ids=explanation_ids, include=["documents"])
        for record_id, text in zip(explanations["ids"], explanations["documents"] or [], strict=False):
            qid = record_id.removesuffix(EXPLANATION_SUFFIX)
            texts[qid] = f"{texts.get(qid, '')}\n{text or ''}"
        return {qid for qid, text in texts.items() if contains_phrase(text, query)}

    def _with_snippets(self, hits: list[Hit]) -> list[Hit]:
        missing = [h.question_id for h in hits if not h.snippet]
        if not missing:
            return hits
        texts = self._documents_of(self._questions, missing)
        return [h if h.snippet else replace(h, snippet=snippet(texts.get(h.question_id, ""))) for h in hits]

    def _exact(self, query: str, where: dict[str, Any] | None) -> list[Hit]:
        tokens = [t for t in re.split(r"[\s,，;；、]+", query.strip().lower()) if t]
        ids = [t for t in tokens if QUESTION_ID.match(t) and re.search(r"\d", t) and re.search(r"[-_]", t)]
        if not ids:
            return []
        found = self._questions.get(ids=ids, where=where, include=["documents", "metadatas"])
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
                hits.append(Hit(qid, 1.0, snippet(text), str(meta.get("type", "")), self._topics(meta)))
        return hits

    @staticmethod
    def _topics(metadata: dict[str, Any]) -> tuple[str, ...]:
        return tuple(str(t) for t in metadata.get("topics") or ())

    def _catalog(self) -> dict[str, dict[str, Any]]:
        """Question id → its filterable metadata (question_id, type, status, topics), held in memory."""
        return self._lexical_index().by_id

    def _nearest(
        self, collection: Collection, vector: Sequence[float], limit: int, filters: Filters
    ) -> list[tuple[str, float, dict[str, Any]]]:
        """(record id, cosine similarity, question metadata) of the nearest records passing ``filters``.

        Chroma materialises metadata slowly and pre-filters in time proportional to what a filter
        admits, so the query asks for ids and distances only, over-fetches, and filters against
        the in-memory catalog; when too few survive, it restricts Chroma to the admitted ids (few)
        or passes the ``where`` clause (many).
        """
        if limit <= 0:
            return []
        catalog = self._catalog()
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
                got = self._questions.get(ids=[qid], include=["metadatas"])
                meta = dict((got["metadatas"] or [{}])[0] or {}) if got["ids"] else {"question_id": qid}
            return meta

        wanted = limit if filters == Filters() else limit * POSTFILTER_FACTOR
        rows, returned = query(wanted)
        accepted = [(rid, sim, m) for rid, sim in rows if filters.accept(m := question_meta(rid))]
        if len(accepted) >= limit or returned < wanted:  # enough, or the collection is exhausted
            return accepted[:limit]
        admitted = self._lexical_index().table.admitted(filters)
        if not admitted:
            return []
        if len(admitted) <= IDS_RESTRICTION_MAX:
            suffix = EXPLANATION_SUFFIX if collection.name == self.explanations_name else ""
            rows, _ = query(limit, ids=[f"{qid}{suffix}" for qid in admitted])
        else:
            rows, _ = query(limit, where=filters.where())
        return [(rid, sim, m) for rid, sim in rows if filters.accept(m := question_meta(rid))][:limit]

    def _query_vector(self, query: str) -> list[float]:
        """The query's embedding; recent ones are kept (pick() searches twice, topics repeat)."""
        with self._vector_lock:
            vector = self._vectors.get(query)
            if vector is not None:
                self._vectors.move_to_end(query)
                return vector
        vector = self.embeddings.embed_query(query)
        with self._vector_lock:
            self._vectors[query] = vector
            while len(self._vectors) > self.query_cache:
                self._vectors.popitem(last=False)
        return vector

    def _dense(self, query: str, limit: int, filters: Filters) -> list[Hit]:
        vector = self._query_vector(query)
        return [
            Hit(
                question_id=record_id,
                score=similarity,
                snippet="",  # filled in for the hits returned
                type=str(meta.get("type", "")),
                topics=self._topics(meta),
                dense_score=similarity,
            )
            for record_id, similarity, meta in self._nearest(self._questions, vector, limit, filters)
        ]

    def _lexical_hits(self, query: str, limit: int, filters: Filters) -> list[Hit]:
        lexical = self._lexical_index()
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

    @staticmethod
    def _fuse(rankings: Sequence[Sequence[Hit]]) -> list[Hit]:
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

    def search(
        self,
        query: str,
        k: int = 5,
        *,
        types: Iterable[QuestionType | str] | None = None,
        topics: Iterable[str] | None = None,
        statuses: Iterable[Status | str] | None = ("active",),
        exclude_ids: Iterable[str] = (),
        mode: SearchMode | None = None,
    ) -> list[Hit]:
        """The ``k`` questions that best answer ``query`` (Chinese or English), best first.

        ``types`` / ``topics`` (any of) / ``statuses`` filter on metadata (``statuses=None``: all);
        a question id typed as the query comes first. ``mode`` overrides the index's search mode.
        """
        filters = Filters.of(types=types, topics=topics, statuses=statuses, exclude_ids=exclude_ids)
        return self._search(query, k, filters, mode or self.mode)

    def _search(self, query: str, k: int, filters: Filters, mode: SearchMode) -> list[Hit]:
        query = query.strip()
        if not query or k <= 0:
            return []
        self._check_usable()
        pool = max(4 * k, 40)
        exact = self._exact(query, filters.where())
        dense = self._dense(query, pool, filters) if mode in ("dense", "hybrid") else []
        lexical = self._lexical_hits(query, pool, filters) if mode in ("lexical", "hybrid") else []
        if mode == "hybrid":
            # third ranking: lexical hits containing the query verbatim (identifiers, names, acronyms)
            verbatim = self._verbatim(query, [h.question_id for h in lexical[:VERBATIM_CANDIDATES]])
            ranked = self._fuse([dense, lexical, [h for h in lexical if h.question_id in verbatim]])
        else:
            ranked = dense or lexical
        seen = {h.question_id for h in exact}
        return self._with_snippets((exact + [h for h in ranked if h.question_id not in seen])[:k])

    # ------------------------------------------------------------------ related

    def related(
        self, question_id: str, k: int = 5, *, statuses: Iterable[Status | str] | None = ("active",)
    ) -> list[Related]:
        """Up to ``k`` related questions, then up to ``k`` explanations of other questions.

        Each kind is ordered best first; the question's own explanation is not repeated.
        """
        self._check_usable()
        found = self._questions.get(ids=[question_id], include=["embeddings"])
        embeddings = found.get("embeddings")
        if not found["ids"] or embeddings is None or len(embeddings) == 0:
            raise UnknownQuestionError(question_id)
        vector = [float(x) for x in embeddings[0]]
        filters = Filters.of(statuses=statuses, exclude_ids=[question_id])
        items: list[Related] = []
        questions = self._nearest(self._questions, vector, k, filters)
        texts = self._documents_of(self._questions, [record_id for record_id, _, _ in questions])
        for record_id, similarity, _ in questions:
            items.append(Related("question", record_id, similarity, snippet(texts.get(record_id, ""))))
        explanations = self._nearest(self._explanations, vector, k, filters)
        texts = self._documents_of(self._explanations, [record_id for record_id, _, _ in explanations])
        for record_id, similarity, _ in explanations:
            qid = record_id.removesuffix(EXPLANATION_SUFFIX)
            items.append(Related("explanation", qid, similarity, snippet(texts.get(record_id, ""), 300)))
        return items

    @staticmethod
    def _documents_of(collection: Collection, ids: list[str]) -> dict[str, str]:
        if not ids:
            return {}
        got = collection.get(ids=ids, include=["documents"])
        return {
            record_id: text or "" for record_id, text in zip(got["ids"], got["documents"] or [], strict=False)
        }

    # ------------------------------------------------------------------ pick

    def known_topics(self) -> list[str]:
        stored = str(self._stored_metadata().get(_META_TOPICS, ""))
        return [t for t in stored.split(",") if t]

    def pick(
        self,
        topic_query: str | None,
        count: int,
        *,
        types: Iterable[QuestionType | str] | None = None,
        statuses: Iterable[Status | str] | None = ("active",),
        exclude_ids: Iterable[str] = (),
        seed: int | None = None,
    ) -> list[str]:
        """``count`` question ids for an interview or practice round.

        With a topic ("FlashAttention", "给我出几道 LoRA 的题"): the most relevant questions tagged
        with a topic the request names, then the most relevant others; without one, a random
        draw (reproducible with ``seed``).
        """
        if count <= 0:
            return []
        self._check_usable()
        filters = Filters.of(types=types, statuses=statuses, exclude_ids=exclude_ids)
        topic = strip_request(topic_query) if topic_query and topic_query.strip() else ""
        if not topic:
            pool = self._lexical_index().table.admitted(filters)  # in id order
            return random.Random(seed).sample(pool, min(count, len(pool)))
        tags = sorted(match_tags(topic, self.known_topics()))
        chosen = (
            [h.question_id for h in self._search(topic, count, filters.with_topics(tags), self.mode)]
            if tags
            else []
        )
        if len(chosen) < count:
            others = Filters(filters.types, (), filters.statuses, (*filters.exclude_ids, *chosen))
            chosen += [h.question_id for h in self._search(topic, count - len(chosen), others, self.mode)]
        return chosen[:count]


def collection_names(prefix: str = "ibot") -> Sequence[str]:
    return (f"{prefix}_questions", f"{prefix}_explanations", f"{prefix}_lexicon")
