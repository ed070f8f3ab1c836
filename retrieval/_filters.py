"""Metadata filters on the indexed questions: one value, used as a Chroma ``where`` clause and as
an in-memory predicate (the lexical side, over-fetched dense results, the catalog)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from bank.model import QuestionType, Status
from retrieval.documents import owner_of, parse_types


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
    owners: tuple[str, ...] = ()  # any of ("public", an organisation id); empty: every owner
    banks: tuple[str, ...] = ()  # any of (index bank names); empty: every bank
    _types: frozenset[str] = field(init=False, repr=False, compare=False)
    _topics: frozenset[str] = field(init=False, repr=False, compare=False)
    _statuses: frozenset[str] = field(init=False, repr=False, compare=False)
    _excluded: frozenset[str] = field(init=False, repr=False, compare=False)
    _owners: frozenset[str] = field(init=False, repr=False, compare=False)
    _banks: frozenset[str] = field(init=False, repr=False, compare=False)

    @classmethod
    def of(
        cls,
        *,
        types: Iterable[QuestionType | str] | None = None,
        topics: Iterable[str] | None = None,
        statuses: Iterable[Status | str] | None = None,
        exclude_ids: Iterable[str] = (),
        owners: Iterable[str] | None = None,
        banks: Iterable[str] | None = None,
    ) -> Filters:
        return cls(
            types=tuple(parse_types(types) or ()),
            topics=tuple(_values(topics) or ()),
            statuses=tuple(_values(statuses) or ()),
            exclude_ids=tuple(dict.fromkeys(exclude_ids)),
            owners=tuple(_values(owners) or ()),
            banks=tuple(_values(banks) or ()) if banks is not None else (),
        )

    def with_topics(self, topics: Iterable[str]) -> Filters:
        return replace(self, topics=tuple(topics))

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
        if self.owners:
            clauses.append({"owner": {"$in": list(self.owners)}})
        if self.banks:
            clauses.append({"bank": {"$in": list(self.banks)}})
        if not clauses:
            return None
        return clauses[0] if len(clauses) == 1 else {"$and": clauses}

    def __post_init__(self) -> None:  # sets for accept(), which runs over the whole catalog
        object.__setattr__(self, "_types", frozenset(self.types))
        object.__setattr__(self, "_topics", frozenset(self.topics))
        object.__setattr__(self, "_statuses", frozenset(self.statuses))
        object.__setattr__(self, "_excluded", frozenset(self.exclude_ids))
        object.__setattr__(self, "_owners", frozenset(self.owners))
        object.__setattr__(self, "_banks", frozenset(self.banks))

    def accept(self, metadata: dict[str, Any]) -> bool:
        return (
            (not self._types or metadata.get("type") in self._types)
            and (not self._statuses or metadata.get("status") in self._statuses)
            and (not self._topics or not self._topics.isdisjoint(metadata.get("topics") or ()))
            and (not self._excluded or metadata.get("question_id") not in self._excluded)
            and (not self._owners or owner_of(metadata) in self._owners)
            and (not self._banks or metadata.get("bank") in self._banks)
        )
