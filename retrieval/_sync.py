"""Keeping the collections in step with the bank: embed what is new or changed, delete what is gone.

Every record carries a hash of its text (what the embedding depends on) and of its metadata; the
questions collection carries a fingerprint of the whole bank, so an unchanged bank costs one read
and a question whose metadata alone changed (status, topics…) is updated in place, not re-embedded.
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bank.model import Question
from retrieval import related_table
from retrieval._catalog import LexicalCatalog
from retrieval._collections import META_EMBEDDER, META_FINGERPRINT, PAGE, Collections, iter_metadatas
from retrieval.documents import (
    PUBLIC_OWNER,
    SCHEMA_VERSION,
    IndexDocument,
    explanation_document,
    owner_of,
    question_document,
)
from retrieval.lexical import tokenize
from retrieval.shipped_vectors import shipped

if TYPE_CHECKING:  # Chroma is imported where a client is made (retrieval.store)
    from chromadb.api.models.Collection import Collection

EMBED_BATCH = 64  # documents per call to the embedding model (which spreads them over the cores)
WRITE_BATCH = 512  # records per Chroma upsert (per-call overhead dominates small writes)
_OPTIONAL_KEYS = ("topics",)  # metadata keys that may be absent (set to None to delete on update)


@dataclass
class IndexReport:
    added: int = 0
    updated: int = 0
    unchanged: int = 0
    removed: int = 0
    embedded: int = 0  # documents embedded by the model (questions and explanations)
    reused: int = 0  # documents whose vector was shipped with the repository (retrieval.shipped_vectors)
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


def documents(
    questions: Iterable[Question], owner: str = PUBLIC_OWNER
) -> tuple[dict[str, IndexDocument], dict[str, IndexDocument]]:
    """The question records and explanation records for ``questions``, by record id."""
    question_docs: dict[str, IndexDocument] = {}
    explanation_docs: dict[str, IndexDocument] = {}
    for question in questions:
        if question.id in question_docs:
            raise ValueError(f"question id {question.id!r} appears twice")
        question_docs[question.id] = question_document(question, owner)
        explanation = explanation_document(question, owner)
        if explanation is not None:
            explanation_docs[explanation.id] = explanation
    return question_docs, explanation_docs


def fingerprint(questions: Iterable[Question], embedder: str) -> str:
    question_docs, explanation_docs = documents(questions)
    return _fingerprint([*question_docs.values(), *explanation_docs.values()], embedder)


def _fingerprint(docs: Iterable[IndexDocument], embedder: str) -> str:
    hasher = hashlib.sha256(f"{SCHEMA_VERSION}\x00{embedder}\x00".encode())
    for line in sorted(f"{d.id}:{d.text_hash}:{d.meta_hash}" for d in docs):
        hasher.update(line.encode())
        hasher.update(b"\n")
    return hasher.hexdigest()


def _existing(collection: Collection, *, bank: str | None = None) -> dict[str, tuple[str, str]]:
    """Record id → (text hash, metadata hash) of the public bank's records, or of one organisation bank's."""
    where = {"bank": bank} if bank is not None else None
    return {
        record_id: (str(metadata.get("text_hash", "")), str(metadata.get("meta_hash", "")))
        for record_id, metadata in iter_metadatas(collection, where)
        if bank is not None or owner_of(metadata) == PUBLIC_OWNER
    }


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


class Synchroniser:
    """Writes to the collections; serialised (one sync at a time per index object)."""

    def __init__(self, collections: Collections, catalog: LexicalCatalog):
        self._collections = collections
        self._catalog = catalog
        self._lock = threading.RLock()

    def needs_sync(self, questions: Iterable[Question]) -> bool:
        c = self._collections
        stored = c.stored_metadata()
        if c.stale or stored.get(META_EMBEDDER) not in (None, c.embedder):
            return True
        wanted = fingerprint(questions, c.embedder)
        return stored.get(META_FINGERPRINT) != wanted or not related_table.computed_for(stored, wanted)

    def rebuild(self, questions: Iterable[Question], progress: bool = False) -> IndexReport:
        with self._lock:
            self._drop()
            report = self.sync(questions, progress=progress)
            report.rebuilt = True
            return report

    def _drop(self) -> None:
        self._collections.drop()
        self._catalog.invalidate()

    def sync(self, questions: Iterable[Question], progress: bool = False) -> IndexReport:
        started = time.perf_counter()
        c = self._collections
        with self._lock:
            report = IndexReport()
            question_docs, explanation_docs = documents(questions)
            wanted = _fingerprint([*question_docs.values(), *explanation_docs.values()], c.embedder)
            if not c.stale and c.stored_metadata().get(META_FINGERPRINT) == wanted:
                report.unchanged = len(question_docs)  # the fast path: nothing to read or write
                related_table.refresh(c)  # unless already computed for this bank (one read)
                report.seconds = time.perf_counter() - started
                return report
            if c.stale:
                self._drop()
                report.rebuilt = True
            existing_questions = _existing(c.questions)
            question_plan = _plan(question_docs, existing_questions)
            explanation_plan = _plan(explanation_docs, _existing(c.explanations))
            plans = (question_plan, explanation_plan)
            if any(plan.embed or plan.update_meta or plan.delete for plan in plans):
                # An interrupted sync leaves an empty fingerprint behind: needs_sync() then says so.
                c.questions.modify(metadata=c.collection_metadata(fingerprint="", count=0, topics=""))

            changed = question_plan.changed_questions | explanation_plan.changed_questions
            removed = [qid for qid in existing_questions if qid not in question_docs]
            report.added = sum(1 for qid in question_docs if qid not in existing_questions)
            report.updated = len({qid for qid in changed if qid in existing_questions})
            report.unchanged = len(question_docs) - report.added - report.updated
            report.removed = len(removed)

            self._apply(question_plan, explanation_plan, report, progress)

            topics = sorted({t for d in question_docs.values() for t in d.metadata.get("topics", ())})
            final = c.collection_metadata(
                fingerprint=wanted, count=len(question_docs), topics=",".join(topics)
            )
            if c.stored_metadata() != final:
                c.questions.modify(metadata=final)
                self._catalog.invalidate()
            related_table.refresh(c)
        report.seconds = time.perf_counter() - started
        return report

    def _apply(
        self,
        question_plan: _Plan,
        explanation_plan: _Plan,
        report: IndexReport,
        progress: bool,
        on_progress: Callable[[int, int], None] | None = None,
    ) -> None:
        """Embed what the plans say, update metadata in place, delete what is gone."""
        c = self._collections
        work = [(c.questions, d) for d in question_plan.embed]
        work += [(c.explanations, d) for d in explanation_plan.embed]
        report.reused = self._embed(work, progress, on_progress)
        report.embedded = len(work) - report.reused
        for collection, plan in ((c.questions, question_plan), (c.explanations, explanation_plan)):
            if plan.update_meta:
                collection.update(
                    ids=[d.id for d in plan.update_meta],
                    metadatas=[{**dict.fromkeys(_OPTIONAL_KEYS), **d.metadata} for d in plan.update_meta],
                )
            for start in range(0, len(plan.delete), PAGE):
                collection.delete(ids=plan.delete[start : start + PAGE])
                c.lexicon.delete(ids=plan.delete[start : start + PAGE])
        report.metadata_only = len(question_plan.update_meta) + len(explanation_plan.update_meta)

    def sync_bank(
        self,
        bank_id: str,
        owner: str,
        questions: Iterable[Question],
        on_progress: Callable[[int, int], None] | None = None,
        on_searchable: Callable[[], None] | None = None,
    ) -> IndexReport:
        """Bring one organisation bank's records in step with ``questions`` (owner ``owner``): only its new
        or changed texts are embedded, its records no longer wanted are deleted, nothing else is read
        or touched.

        Questions first: once they are written the bank can be searched and drawn from
        (``on_searchable()``; ``on_progress(done, total)`` follows them); then the explanations."""
        started = time.perf_counter()
        c = self._collections
        with self._lock:
            c.check_usable()
            question_docs, explanation_docs = documents(questions, owner)
            strays = [d.id for d in question_docs.values() if d.metadata.get("bank") != bank_id]
            if strays:
                raise ValueError(f"questions of another bank given to bank {bank_id}: {strays[:3]}")
            existing_questions = _existing(c.questions, bank=bank_id)
            question_plan = _plan(question_docs, existing_questions)
            explanation_plan = _plan(explanation_docs, _existing(c.explanations, bank=bank_id))
            report = IndexReport()
            changed = question_plan.changed_questions | explanation_plan.changed_questions
            report.added = sum(1 for qid in question_docs if qid not in existing_questions)
            report.updated = len({qid for qid in changed if qid in existing_questions})
            report.unchanged = len(question_docs) - report.added - report.updated
            report.removed = sum(1 for qid in existing_questions if qid not in question_docs)
            self._apply(question_plan, _Plan(), report, False, on_progress)
            if report.changed or report.metadata_only:
                c.new_generation()
                self._catalog.invalidate()
            if on_searchable is not None:
                on_searchable()
            later = IndexReport()
            self._apply(_Plan(), explanation_plan, later, False)
            report.embedded += later.embedded
            report.reused += later.reused
            report.metadata_only += later.metadata_only
            if later.embedded or later.reused or later.metadata_only or explanation_plan.delete:
                c.new_generation()
                self._catalog.invalidate()
        report.seconds = time.perf_counter() - started
        return report

    def drop_bank(self, bank_id: str) -> int:
        """Delete one organisation bank's records; the number of questions removed."""
        c = self._collections
        with self._lock:
            question_ids = [record_id for record_id, _ in iter_metadatas(c.questions, {"bank": bank_id})]
            explanation_ids = [
                record_id for record_id, _ in iter_metadatas(c.explanations, {"bank": bank_id})
            ]
            for collection, ids in ((c.questions, question_ids), (c.explanations, explanation_ids)):
                for start in range(0, len(ids), PAGE):
                    collection.delete(ids=ids[start : start + PAGE])
                    c.lexicon.delete(ids=ids[start : start + PAGE])
            if question_ids or explanation_ids:
                c.new_generation()
                self._catalog.invalidate()
        return len(question_ids)

    def _embed(
        self,
        work: list[tuple[Collection, IndexDocument]],
        progress: bool,
        on_progress: Callable[[int, int], None] | None = None,
    ) -> int:
        """Embed in small batches (a smooth progress bar), write to Chroma in large ones (far faster).

        A vector shipped with the repository for the same model and text is used as it is; the number
        of such documents is returned."""
        if not work:
            return 0
        lexicon = self._collections.lexicon
        reused = 0

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
                    lexicon.upsert(
                        ids=ids,
                        embeddings=[[1.0]] * len(ids),  # type: ignore[arg-type]
                        documents=[" ".join(tokenize(d.text)) for d, _ in rows],
                    )

            for start in range(0, len(work), EMBED_BATCH):
                batch = work[start : start + EMBED_BATCH]
                vectors, found = self._vectors([d.text for _, d in batch])
                nonlocal reused
                reused += found
                for (collection, document), vector in zip(batch, vectors, strict=True):
                    rows = pending.setdefault(collection.name, [])
                    rows.append((document, vector))
                    if len(rows) >= WRITE_BATCH:
                        flush(collection.name)
                advance(len(batch))
            for name in list(pending):
                flush(name)

        if not progress:
            done = 0

            def advance(count: int) -> None:
                nonlocal done
                done += count
                if on_progress is not None:
                    on_progress(done, len(work))

            run(advance)
            return reused
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
        return reused

    def _vectors(self, texts: list[str]) -> tuple[list[list[float]], int]:
        """The vectors of ``texts``: shipped ones where they exist, the model's for the rest; and how
        many were shipped."""
        c = self._collections
        found = shipped().lookup(c.embedder, texts)
        missing = [i for i, vector in enumerate(found) if vector is None]
        vectors: list[list[float]] = [[] if v is None else v.tolist() for v in found]
        if missing:
            fresh = c.embeddings.embed_documents([texts[i] for i in missing])
            for i, vector in zip(missing, fresh, strict=True):
                vectors[i] = list(vector)
        return vectors, len(texts) - len(missing)
