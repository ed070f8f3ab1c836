"""What the service needs from retrieval, as a port: ``retrieval.open_index`` provides the real one,
``tests/helpers/fake_index.py`` an in-memory one (lexical only, no embedding model, no Chroma).

The service depends on this protocol only, never on ``retrieval.index.QuestionIndex`` itself, so a
unit test can hand ``create_app`` the fake.

``owners`` restricts to the questions of those owners (``"public"``: the curated bank; an organisation
id: its own banks); ``banks`` to those banks (index bank names: ``seed000``…, an organisation bank's id).
``sync`` keeps the public bank in step and never touches organisation banks; ``sync_bank`` and
``drop_bank`` manage one organisation bank each.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Literal, Protocol


class ScoredLike(Protocol):
    """A question the index found, with how well it matched: what a hit and a related item share."""

    @property
    def question_id(self) -> str: ...

    @property
    def score(self) -> float: ...


class HitLike(ScoredLike, Protocol):
    """One search result (``retrieval.Hit``)."""

    @property
    def snippet(self) -> str: ...


class RelatedLike(ScoredLike, Protocol):
    """One related item (``retrieval.Related``): a question, or another question's explanation."""

    @property
    def kind(self) -> Literal["question", "explanation"]: ...

    @property
    def text(self) -> str: ...


class QuestionIndex(Protocol):
    """Search, drawing and related material over the bank; synchronous, safe from several threads.

    ``statuses`` filters on question status (``None``: every status); ``related`` raises a
    ``KeyError`` for an id the index does not hold.

    ``stored_related`` and ``stored_pick`` are the same answers from memory, safe to call on an event
    loop: exactly what ``related`` (of each id) and ``pick`` would answer with the same arguments, or
    None when answering needs the store or an embedding (the caller then goes the long way, in a
    worker thread).
    """

    def sync(self, questions: Iterable[Any], progress: bool = False) -> Any: ...

    def needs_sync(self, questions: Iterable[Any]) -> bool: ...

    def warm(self, *, model: bool = True) -> None:
        """Load now what the first queries would load (``model=False``: not the embedding model)."""

    def search(
        self,
        query: str,
        k: int = 5,
        *,
        types: Iterable[Any] | None = None,
        topics: Iterable[str] | None = None,
        statuses: Iterable[Any] | None = ("active",),
        exclude_ids: Iterable[str] = (),
        owners: Iterable[str] | None = None,
        banks: Iterable[str] | None = None,
    ) -> Sequence[HitLike]: ...

    def related(
        self,
        question_id: str,
        k: int = 5,
        *,
        owners: Iterable[str] | None = None,
        exclude_ids: Iterable[str] = (),
    ) -> Sequence[RelatedLike]: ...

    def stored_related(
        self,
        question_ids: Sequence[str],
        k: int = 5,
        *,
        owners: Iterable[str] | None = None,
        exclude_ids: Iterable[str] = (),
    ) -> Mapping[str, Sequence[RelatedLike]] | None: ...

    def pick(
        self,
        topic_query: str | None,
        count: int,
        *,
        types: Iterable[Any] | None = None,
        statuses: Iterable[Any] | None = ("active",),
        exclude_ids: Iterable[str] = (),
        owners: Iterable[str] | None = None,
        banks: Iterable[str] | None = None,
        seed: int | None = None,
    ) -> list[str]: ...

    def stored_pick(
        self,
        topic_query: str | None,
        count: int,
        *,
        types: Iterable[Any] | None = None,
        statuses: Iterable[Any] | None = ("active",),
        exclude_ids: Iterable[str] = (),
        owners: Iterable[str] | None = None,
        banks: Iterable[str] | None = None,
        seed: int | None = None,
    ) -> list[str] | None: ...

    def sync_bank(
        self,
        bank_id: str,
        owner: str,
        questions: Iterable[Any],
        progress: Callable[[int, int], None] | None = None,
        on_searchable: Callable[[], None] | None = None,
    ) -> Any: ...

    def drop_bank(self, bank_id: str) -> int: ...

    def ping(self) -> bool: ...

    def count(self) -> int: ...
