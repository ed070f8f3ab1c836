"""An in-memory ``QuestionIndex`` (the port in ``api.services.ports``) for service and route unit tests.

Honest rather than canned: it indexes the records the real index stores (``retrieval.documents``:
same texts, same metadata), filters with the real :class:`~retrieval.index.Filters`, ranks with the
real BM25 (``retrieval.lexical``, jieba segmentation) and resolves topic requests with the real
``match_tags``. What it leaves out is exactly what unit tests must not need: the embedding model and
Chroma. So ids, filters, statuses, exclusions and seeded draws behave as in the real index, while
rankings are lexical: questions sharing words with the query first, then — as dense retrieval always
has nearest neighbours — the other admitted questions in id order, so a search returns ``k`` results
whenever the filters admit ``k`` questions, like the real one.

``stored_pick`` / ``stored_related`` answer from memory where the real index can (a draw without a
topic; related material of public questions asked for the public bank alone) and None where it must
read the store or embed, so the services take the same path on the fake as in production.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from bank.model import Question, QuestionType, Status
from retrieval import _search
from retrieval.documents import PUBLIC_OWNER, explanation_document, question_document, snippet
from retrieval.index import Filters, Hit, IndexReport, Related, UnknownQuestionError
from retrieval.lexical import LexicalIndex, tokenize
from retrieval.topics import match_tags, strip_request


@functools.cache
def _tokens(text: str) -> tuple[str, ...]:
    """``tokenize(text)``, segmented once per distinct text in a process: ``_rebuild`` indexes every
    question again at each organisation bank synced or dropped, and segmenting the same curated texts
    over and over was most of its time (the tokens depend on the text alone: jieba's one dictionary)."""
    return tuple(tokenize(text))


class FakeQuestionIndex:
    """Questions and explanations in memory, searched lexically; deterministic for a given bank."""

    def __init__(self, questions: Iterable[Question] = ()) -> None:
        # taken by every read too: the app syncs from its indexing thread while requests search (a
        # search between a rebuild's new texts and its new lexical index found ids it had no text for)
        self._lock = threading.RLock()
        self.calls: list[str] = []  # method names, in call order (a test may check what was asked)
        self.healthy = True  # set False to see the service report the index as unreachable
        self._texts: dict[str, str] = {}
        self._explanations: dict[str, str] = {}
        self._meta: dict[str, dict[str, Any]] = {}
        self._questions = LexicalIndex([], [], [])
        self._explained = LexicalIndex([], [], [])
        self._synced: dict[str, str] = {}  # question id -> content hashes, as last synced
        self._public: list[Question] = []
        self._org_banks: dict[str, tuple[str, list[Question]]] = {}  # bank id -> (owner, questions)
        self.sync(questions)
        self.calls.clear()

    # ------------------------------------------------------------------ sync

    @staticmethod
    def _fingerprint(questions: Iterable[Question]) -> dict[str, str]:
        documents = (question_document(q) for q in questions)
        return {d.question_id: f"{d.text_hash}:{d.meta_hash}" for d in documents}

    def needs_sync(self, questions: Iterable[Question]) -> bool:
        self.calls.append("needs_sync")
        return self._fingerprint(questions) != self._synced

    def sync(self, questions: Iterable[Question], progress: bool = False) -> IndexReport:
        self.calls.append("sync")
        bank = list(questions)
        if len({q.id for q in bank}) != len(bank):
            raise ValueError("a question id appears twice")
        before = self._synced
        with self._lock:
            self._public = bank
            self._rebuild()
            self._synced = self._fingerprint(bank)
        report = IndexReport(embedded=0)
        report.added = sum(1 for qid in self._synced if qid not in before)
        report.updated = sum(1 for qid, h in self._synced.items() if qid in before and before[qid] != h)
        report.unchanged = len(self._synced) - report.added - report.updated
        report.removed = sum(1 for qid in before if qid not in self._synced)
        return report

    def sync_bank(
        self,
        bank_id: str,
        owner: str,
        questions: Iterable[Question],
        progress: Any = None,
        on_searchable: Any = None,
    ) -> IndexReport:
        """An organisation bank (owner in its metadata), kept apart from the public bank's sync."""
        self.calls.append("sync_bank")
        with self._lock:
            self._org_banks[bank_id] = (owner, list(questions))
            self._rebuild()
        if on_searchable is not None:
            on_searchable()
        return IndexReport(added=len(self._org_banks[bank_id][1]))

    def drop_bank(self, bank_id: str) -> int:
        self.calls.append("drop_bank")
        with self._lock:
            _, removed = self._org_banks.pop(bank_id, ("", []))
            self._rebuild()
        return len(removed)

    def forget_org_banks(self) -> None:
        """Back to the public bank alone (the unit tier shares one index between its tests)."""
        with self._lock:
            if self._org_banks:
                self._org_banks.clear()
                self._rebuild()

    def _rebuild(self) -> None:
        everyone = [("public", q) for q in self._public]
        everyone += [(owner, q) for owner, questions in self._org_banks.values() for q in questions]
        self._texts, self._explanations, self._meta = {}, {}, {}
        for owner, question in everyone:
            document = question_document(question, owner)
            self._texts[question.id] = document.text
            self._meta[question.id] = {
                "question_id": question.id,
                "type": document.metadata["type"],
                "status": document.metadata["status"],
                "topics": tuple(document.metadata.get("topics", ())),
                "owner": owner,
                "bank": question.bank,
            }
            explanation = explanation_document(question, owner)
            if explanation is not None:
                self._explanations[question.id] = explanation.text
        ids = list(self._texts)
        self._questions = LexicalIndex(
            ids,
            [
                [*_tokens(self._texts[i]), *(t for topic in self._meta[i]["topics"] for t in _tokens(topic))]
                for i in ids
            ],
            [self._meta[i] for i in ids],
        )
        explained = list(self._explanations)
        self._explained = LexicalIndex(
            explained,
            [list(_tokens(self._explanations[i])) for i in explained],
            [self._meta[i] for i in explained],
        )

    # ------------------------------------------------------------------ read

    def ping(self) -> bool:
        self.calls.append("ping")
        return self.healthy

    def warm(self, *, model: bool = True) -> None:
        """Nothing to load: the lexical indexes are built at sync; recorded so a test sees it asked."""
        self.calls.append("warm")

    def count(self) -> int:
        with self._lock:
            return len(self._texts)

    def known_topics(self) -> list[str]:
        with self._lock:
            return sorted({t for meta in self._meta.values() for t in meta["topics"]})

    def search(
        self,
        query: str,
        k: int = 5,
        *,
        types: Iterable[QuestionType | str] | None = None,
        topics: Iterable[str] | None = None,
        statuses: Iterable[Status | str] | None = ("active",),
        exclude_ids: Iterable[str] = (),
        owners: Iterable[str] | None = None,
        banks: Iterable[str] | None = None,
        mode: str | None = None,
    ) -> list[Hit]:
        """BM25 over stem, options and topics; a question id typed as the query comes first."""
        self.calls.append("search")
        filters = Filters.of(
            types=types, topics=topics, statuses=statuses, exclude_ids=exclude_ids, owners=owners, banks=banks
        )
        with self._lock:
            return self._search(query, k, filters)

    def _search(self, query: str, k: int, filters: Filters) -> list[Hit]:
        query = query.strip()
        if not query or k <= 0:
            return []
        exact = [t for t in query.lower().split() if t in self._meta and filters.accept(self._meta[t])]
        ranked = [(qid, 1.0) for qid in exact]
        mask = self._questions.table.mask(filters)
        ranked += [
            (qid, s)
            for qid, s in self._questions.search(query, k + len(exact), mask=mask)
            if qid not in exact
        ]
        ranked += self._padding(self._questions, filters, {qid for qid, _ in ranked}, k - len(ranked))
        return [self._hit(qid, score) for qid, score in ranked[:k]]

    @staticmethod
    def _padding(
        index: LexicalIndex, filters: Filters, taken: set[str], wanted: int
    ) -> list[tuple[str, float]]:
        """Admitted questions sharing no word, in id order, scored 0 (dense retrieval always finds some)."""
        if wanted <= 0:
            return []
        rest = [qid for qid in index.table.admitted(filters) if qid not in taken]
        return [(qid, 0.0) for qid in rest[:wanted]]

    def _hit(self, qid: str, score: float) -> Hit:
        meta = self._meta[qid]
        return Hit(qid, score, snippet(self._texts[qid]), meta["type"], meta["topics"], lexical_score=score)

    def related(
        self,
        question_id: str,
        k: int = 5,
        *,
        statuses: Iterable[Status | str] | None = ("active",),
        owners: Iterable[str] | None = None,
        exclude_ids: Iterable[str] = (),
    ) -> list[Related]:
        """Questions, then explanations of other questions, sharing the most words with the question."""
        self.calls.append("related")
        with self._lock:
            return self._related(
                question_id,
                k,
                Filters.of(statuses=statuses, exclude_ids=[question_id, *exclude_ids], owners=owners),
            )

    def _related(self, question_id: str, k: int, filters: Filters) -> list[Related]:
        if question_id not in self._texts:
            raise UnknownQuestionError(question_id)
        text = self._texts[question_id]
        items: list[Related] = []
        for kind, index, texts, chars in (
            ("question", self._questions, self._texts, 120),
            ("explanation", self._explained, self._explanations, 300),
        ):
            found = index.search(text, k, mask=index.table.mask(filters))
            found += self._padding(index, filters, {qid for qid, _ in found}, k - len(found))
            items += [Related(kind, qid, score, snippet(texts[qid], chars)) for qid, score in found]  # type: ignore[arg-type]
        return items

    def stored_related(
        self,
        question_ids: Sequence[str],
        k: int = 5,
        *,
        statuses: Iterable[Status | str] | None = ("active",),
        owners: Iterable[str] | None = None,
        exclude_ids: Iterable[str] = (),
    ) -> dict[str, list[Related]] | None:
        """What ``related`` answers of each of ``question_ids``, or None where the real index's lists kept
        at indexing cannot say and Chroma must (an owner other than the public bank or none named, a
        question that is not the public bank's or not held) — or while a sync rebuilds (the real index
        never waits for the store on an event loop either)."""
        self.calls.append("stored_related")
        excluded = list(exclude_ids)
        filters = Filters.of(statuses=statuses, owners=owners, exclude_ids=excluded)
        if not filters.owners or any(owner != PUBLIC_OWNER for owner in filters.owners):
            return None
        if not self._lock.acquire(blocking=False):
            return None
        try:
            if any(self._meta.get(qid, {}).get("owner") != PUBLIC_OWNER for qid in question_ids):
                return None
            return {
                qid: self._related(
                    qid, k, Filters.of(statuses=statuses, owners=owners, exclude_ids=[qid, *excluded])
                )
                for qid in question_ids
            }
        finally:
            self._lock.release()

    def pick(
        self,
        topic_query: str | None,
        count: int,
        *,
        types: Iterable[QuestionType | str] | None = None,
        statuses: Iterable[Status | str] | None = ("active",),
        exclude_ids: Iterable[str] = (),
        owners: Iterable[str] | None = None,
        banks: Iterable[str] | None = None,
        seed: int | None = None,
    ) -> list[str]:
        """As the real index: a seeded draw in id order without a topic; tagged questions first with one."""
        self.calls.append("pick")
        filters = Filters.of(
            types=types, statuses=statuses, exclude_ids=exclude_ids, owners=owners, banks=banks
        )
        if count <= 0:
            return []
        with self._lock:
            return self._pick(topic_query, count, filters, seed)

    def stored_pick(
        self,
        topic_query: str | None,
        count: int,
        *,
        types: Iterable[QuestionType | str] | None = None,
        statuses: Iterable[Status | str] | None = ("active",),
        exclude_ids: Iterable[str] = (),
        owners: Iterable[str] | None = None,
        banks: Iterable[str] | None = None,
        seed: int | None = None,
    ) -> list[str] | None:
        """What ``pick`` answers, or None where the real index would not draw on an event loop: a topic
        (a query to embed), a catalog over its limit, a sync rebuilding (a catalog not read yet)."""
        self.calls.append("stored_pick")
        filters = Filters.of(
            types=types, statuses=statuses, exclude_ids=exclude_ids, owners=owners, banks=banks
        )
        if topic_query and topic_query.strip():
            return None
        if not self._lock.acquire(blocking=False):
            return None
        try:
            if len(self._texts) > _search.STORED_PICK_MAX:
                return None
            return self._draw(count, filters, seed)
        finally:
            self._lock.release()

    def _pick(self, topic_query: str | None, count: int, filters: Filters, seed: int | None) -> list[str]:
        topic = strip_request(topic_query) if topic_query and topic_query.strip() else ""
        if not topic:
            return self._draw(count, filters, seed)
        tags = sorted(match_tags(topic, self.known_topics()))
        chosen = (
            [h.question_id for h in self._search(topic, count, filters.with_topics(tags))] if tags else []
        )
        if len(chosen) < count:
            others = replace(filters, topics=(), exclude_ids=(*filters.exclude_ids, *chosen))
            chosen += [h.question_id for h in self._search(topic, count - len(chosen), others)]
        return chosen[:count]

    def _draw(self, count: int, filters: Filters, seed: int | None) -> list[str]:
        """A draw without a topic: the real index's (``retrieval._search._draw``) over these questions."""
        return _search._draw(self._questions.table, count, filters, seed)
