"""Related material computed when the public bank is indexed and kept with each question, so that
showing an explanation (every practice answer) asks Chroma nothing and embeds nothing.

``refresh`` runs at the end of every sync of the public bank: when the bank changed since the lists
were computed (``ibot_related_for`` on the questions collection names the fingerprint they belong
to), it ranks every public question's neighbours — questions and other questions' explanations — by
cosine similarity of the stored vectors (one numpy product, the same measure as the collections'
cosine space) and stores the best ``POOL`` of each kind in the question's metadata (``ibot_related``).

``RelatedTable.lookup`` answers ``QuestionIndex.related`` from those lists, with the same filters,
order, scores and snippets as the live query, whenever the result cannot differ from it: every
owner asked for is the public bank's (whose records the lists rank), and enough entries pass the
filters (otherwise — or for an organisation's question, or lists not computed yet — it answers
``None`` and the live query runs).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

import numpy as np

from retrieval._collections import META_FINGERPRINT, PAGE, Collections
from retrieval._filters import Filters
from retrieval._rechecked import Rechecked
from retrieval.documents import EXPLANATION_SUFFIX, PUBLIC_OWNER, owner_of, snippet

RELATED_KEY = "ibot_related"  # per question record: {"q": [[id, similarity], …], "e": […]}
META_RELATED_FOR = "ibot_related_for"  # on the questions collection: the fingerprint of those lists
POOL = 48  # neighbours kept per kind: enough for k plus the withheld questions of any open session
BLOCK_ROWS = 256  # questions ranked at once: 256 × 100,000 similarities is 100 MB
RECHECK_S = 2.0  # how often a reader without lists looks whether a sync has stored them since

log = logging.getLogger("retrieval")


def _public_records(collection: Any, include: list[str]) -> dict[str, dict[str, Any]]:
    """Record id → the ``include``d fields of every public record of ``collection``."""
    records: dict[str, dict[str, Any]] = {}
    offset = 0
    while True:
        page = collection.get(include=[*include, "metadatas"], limit=PAGE, offset=offset)
        for n, record_id in enumerate(page["ids"]):
            metadata = dict((page["metadatas"] or [])[n] or {})
            if owner_of(metadata) == PUBLIC_OWNER:
                records[record_id] = {"metadata": metadata, **{name: page[name][n] for name in include}}
        if len(page["ids"]) < PAGE:
            return records
        offset += PAGE


def _unit_rows(vectors: list[Any]) -> np.ndarray:
    matrix = np.asarray(vectors, dtype=np.float32).reshape(len(vectors), -1)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms == 0, 1, norms)


def computed_for(stored: dict[str, Any], bank: str) -> bool:
    """Whether the stored lists belong to the bank whose fingerprint is ``bank``."""
    return bool(bank) and stored.get(META_RELATED_FOR) == bank


def refresh(collections: Collections) -> bool:
    """Compute and store every public question's related lists, unless they belong to the bank as
    indexed now. True when they were (re)computed."""
    stored = collections.stored_metadata()
    bank = stored.get(META_FINGERPRINT)
    if not bank or computed_for(stored, bank):
        return False
    questions = _public_records(collections.questions, ["embeddings"])
    explanations = _public_records(collections.explanations, ["embeddings"])
    question_ids, explanation_ids = list(questions), list(explanations)
    if question_ids:
        q = _unit_rows([questions[i]["embeddings"] for i in question_ids])
        e = _unit_rows([explanations[i]["embeddings"] for i in explanation_ids]) if explanation_ids else None
        lists: list[Any] = []
        # a block of rows at a time: the whole product is n² similarities (37 GB at 100,000 questions)
        for start in range(0, len(question_ids), BLOCK_ROWS):
            block = q[start : start + BLOCK_ROWS]
            near_questions = block @ q.T
            near_explanations = block @ e.T if e is not None else np.zeros((len(block), 0), np.float32)
            for row, question_id in enumerate(question_ids[start : start + BLOCK_ROWS]):
                ranked = {
                    "q": _ranked(near_questions[row], question_ids, skip=question_id),
                    "e": _ranked(
                        near_explanations[row], explanation_ids, skip=question_id + EXPLANATION_SUFFIX
                    ),
                }
                lists.append({RELATED_KEY: json.dumps(ranked, separators=(",", ":"))})
        for start in range(0, len(question_ids), PAGE):  # metadata updates merge: other keys are kept
            collections.questions.update(
                ids=question_ids[start : start + PAGE], metadatas=lists[start : start + PAGE]
            )
    stored = collections.stored_metadata()
    if stored.get(META_FINGERPRINT) == bank:  # not re-synced meanwhile by another process
        collections.questions.modify(metadata={**stored, META_RELATED_FOR: bank})
    return True


def _ranked(similarities: np.ndarray, record_ids: list[str], *, skip: str) -> list[list[Any]]:
    """The ``POOL`` most similar records but ``skip``, most similar first, ties in record order (as a
    stable sort of every record would give, without sorting them all: one record at most is skipped)."""
    order = _best(similarities, POOL + 1)
    ranked = [[record_ids[i], round(float(similarities[i]), 6)] for i in order if record_ids[i] != skip]
    return ranked[:POOL]


def _best(similarities: np.ndarray, k: int) -> np.ndarray:
    """The indices of the ``k`` greatest similarities, greatest first, ties by index."""
    if len(similarities) > k:
        threshold = similarities[np.argpartition(-similarities, k - 1)[k - 1]]
        above = np.flatnonzero(similarities > threshold)
        ties = np.flatnonzero(similarities == threshold)[: k - len(above)]
        candidates = np.concatenate([above, ties])
    else:
        candidates = np.arange(len(similarities))
    return candidates[np.lexsort((candidates, -similarities[candidates]))]


# the related lists by question id and kind, and the texts of the records they name
Lists = tuple[dict[str, dict[str, list[list[Any]]]], dict[str, str]]


@dataclass(frozen=True)
class Related:
    kind: Literal["question", "explanation"]
    question_id: str  # the question the item belongs to (an explanation cites its question)
    score: float  # cosine similarity to the source question
    text: str  # a snippet of the related question's stem or of the explanation


# Of one kind, the entries of a question's list that pass every filter but the excluded ids, best first,
# and whether more may pass beyond them (the list was cut at POOL, or names a record the catalog lacks)
Accepted = tuple[tuple[Related, ...], bool]
ACCEPTED_KEPT = 20_000  # questions and filters remembered (then forgotten all at once)


class RelatedTable:
    """The stored lists of the public bank, read once per index version (thread-safe). A reader on the
    event loop never reads the store nor waits for a read: it takes the lists in memory, and when they
    are due for a recheck one starts in a thread (lists at most a recheck old, as before)."""

    def __init__(self, collections: Collections):
        self._collections = collections
        self._lists: Rechecked[Lists] = Rechecked(
            self._stored_version, self._load, every_s=RECHECK_S, name="related-lists-recheck"
        )
        # (question id, the filters but the excluded ids) -> the lists and the catalog it was read from,
        # and per kind what passes those filters: every explanation looks its question up again, and a
        # candidate's excluded ids (their withheld questions, different for each) are taken out of that
        self._accepted: dict[tuple[Any, ...], tuple[Lists, dict[str, Any], tuple[Accepted, ...]]] = {}

    def invalidate(self) -> None:
        self._lists.invalidate()

    def load(self) -> None:
        """Read the stored lists now rather than on the first lookup."""
        self._lists.get()

    def _current(self, *, read: bool = True) -> Lists | None:
        """The lists; checked against the store at most every RECHECK_S — unless ``read`` is False (safe
        on the event loop: nothing is read nor waited for), when the lists in memory are the answer (a
        recheck started in a thread when one is due), or None when none were read yet."""
        return self._lists.get() if read else self._lists.peek()

    def _stored_version(self) -> tuple[str, dict[str, Any]]:
        stored = self._collections.stored_metadata()
        return f"{stored.get(META_FINGERPRINT, '')}/{stored.get(META_RELATED_FOR, '')}", stored

    def _load(self, stored: dict[str, Any]) -> Lists:
        if not stored.get(META_RELATED_FOR) or stored.get(META_RELATED_FOR) != stored.get(META_FINGERPRINT):
            return {}, {}
        questions = _public_records(self._collections.questions, ["documents"])
        explanations = _public_records(self._collections.explanations, ["documents"])
        lists = {
            record_id: json.loads(record["metadata"][RELATED_KEY])
            for record_id, record in questions.items()
            if record["metadata"].get(RELATED_KEY)
        }
        texts = {record_id: snippet(record["documents"] or "") for record_id, record in questions.items()}
        texts |= {
            record_id: snippet(record["documents"] or "", 300) for record_id, record in explanations.items()
        }
        return lists, texts

    def lookup(
        self,
        question_id: str,
        k: int,
        filters: Filters,
        catalog: dict[str, dict[str, Any]],
        *,
        read: bool = True,
    ) -> list[Related] | None:
        """Up to ``k`` related questions and ``k`` explanations as the live query would find them, or None
        when the stored lists cannot say (see the module's docstring) — or, with ``read=False``, when
        saying would need a read of the store."""
        found = self.lookup_all([question_id], k, filters, catalog, read=read)
        return None if found is None else found[question_id]

    def lookup_all(
        self,
        question_ids: Sequence[str],
        k: int,
        filters: Filters,
        catalog: dict[str, dict[str, Any]],
        *,
        read: bool = True,
    ) -> dict[str, list[Related]] | None:
        """``lookup`` of each of ``question_ids`` with the same filters, against the same lists (a
        session's end explains all its answers at once: checked and found once for all of them); None
        when the lists cannot say for any one of them."""
        if not filters.owners or any(owner != PUBLIC_OWNER for owner in filters.owners):
            return None
        current = self._current(read=read)
        if current is None:
            return None
        excluded = frozenset(filters.exclude_ids)
        found: dict[str, list[Related]] = {}
        for question_id in question_ids:
            one = self._lookup(current, question_id, k, filters, catalog, excluded)
            if one is None:
                return None
            found[question_id] = one
        return found

    def _lookup(
        self,
        current: Lists,
        question_id: str,
        k: int,
        filters: Filters,
        catalog: dict[str, dict[str, Any]],
        excluded: frozenset[str],
    ) -> list[Related] | None:
        key = (question_id, filters.types, filters.topics, filters.statuses, filters.owners, filters.banks)
        kept = self._accepted.get(key)
        if kept is None or kept[0] is not current or kept[1] is not catalog:  # other lists or catalog
            accepted = _accepted(current, question_id, replace(filters, exclude_ids=()), catalog)
            if accepted is None:
                return None
            if len(self._accepted) >= ACCEPTED_KEPT:
                self._accepted.clear()
            kept = self._accepted[key] = (current, catalog, accepted)
        found: list[Related] = []
        for entries, more_beyond in kept[2]:
            taken = 0
            for entry in entries:
                if taken == k:
                    break
                if entry.question_id not in excluded:
                    found.append(entry)
                    taken += 1
            if taken < k and more_beyond:  # more may pass the filters beyond what the lists say
                return None
        return found


def _accepted(
    current: Lists, question_id: str, filters: Filters, catalog: dict[str, dict[str, Any]]
) -> tuple[Accepted, ...] | None:
    """Per kind, the entries of ``question_id``'s lists that pass ``filters`` (never the question itself),
    up to the first record the catalog does not hold (older or newer than the lists: beyond it, only
    Chroma can say); None when the lists do not hold the question."""
    lists, texts = current
    stored = lists.get(question_id)
    if stored is None:
        return None
    accepted: list[Accepted] = []
    for kind, key in (("question", "q"), ("explanation", "e")):
        entries: list[Related] = []
        more_beyond = len(stored[key]) >= POOL
        for record_id, similarity in stored[key]:
            related_id = record_id.removesuffix(EXPLANATION_SUFFIX)
            metadata = catalog.get(related_id)
            if metadata is None:
                more_beyond = True
                break
            if related_id != question_id and filters.accept(metadata):
                entries.append(Related(kind, related_id, float(similarity), texts.get(record_id, "")))  # type: ignore[arg-type]
        accepted.append((tuple(entries), more_beyond))
    return tuple(accepted)
