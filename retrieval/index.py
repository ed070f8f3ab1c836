"""The question index: a thin facade over Chroma collections kept in step with the bank.

The work is done by private modules, each with one concern:

* :mod:`retrieval._collections`: the three collections (questions, explanations, BM25 tokens),
  what is stored about them, and whether they were built with this embedding model;
* :mod:`retrieval._sync`: incremental sync and rebuild (content hashes, a bank fingerprint);
* :mod:`retrieval._catalog`: BM25 and the in-memory catalog of filterable metadata;
* :mod:`retrieval._search`: hybrid search, related material and drawing questions;
* :mod:`retrieval._filters`: metadata filters as a Chroma ``where`` clause and as a predicate.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from bank.model import Question, QuestionType, Status
from retrieval import lexical
from retrieval._catalog import LexicalCatalog
from retrieval._collections import Collections, Kind, RetrievalError, StaleIndexError
from retrieval._filters import Filters
from retrieval._search import DEFAULT_MODE, Hit, Related, Searcher, SearchMode, UnknownQuestionError
from retrieval._sync import IndexReport, Synchroniser, fingerprint
from retrieval.embeddings import TextEmbeddings

if TYPE_CHECKING:
    from chromadb.api import ClientAPI
    from langchain_chroma import Chroma
    from langchain_core.vectorstores import VectorStoreRetriever

__all__ = [
    "DEFAULT_MODE",
    "Filters",
    "Hit",
    "IndexReport",
    "QuestionIndex",
    "Related",
    "RetrievalError",
    "SearchMode",
    "StaleIndexError",
    "UnknownQuestionError",
]


class QuestionIndex:
    """Search, topic selection and related material over the bank, from Chroma.

    Methods are synchronous and safe to call from several threads (the API runs them in a
    thread pool); :meth:`sync` is serialised.
    """

    def __init__(
        self,
        client: ClientAPI,
        embeddings: TextEmbeddings,
        *,
        mode: SearchMode = DEFAULT_MODE,
        prefix: str = "ibot",
    ):
        self.mode: SearchMode = mode
        self._collections = Collections(client, embeddings, prefix)
        self._catalog = LexicalCatalog(self._collections)
        self._sync = Synchroniser(self._collections, self._catalog)
        self._search = Searcher(self._collections, self._catalog)

    @property
    def embeddings(self) -> TextEmbeddings:
        return self._collections.embeddings

    @property
    def embedder(self) -> str:
        return self._collections.embedder

    @property
    def questions_name(self) -> str:
        return self._collections.questions_name

    @property
    def query_cache(self) -> int:
        """How many query embeddings are kept (0: none; benchmarks measure the model every time)."""
        return self._search.query_cache

    @query_cache.setter
    def query_cache(self, size: int) -> None:
        self._search.query_cache = size

    # ------------------------------------------------------------------ health

    def ping(self) -> bool:
        """True when the store answers and the index's collections exist (for /readyz)."""
        return self._collections.ping()

    def count(self) -> int:
        return int(self._collections.questions.count())

    def warm(self, *, model: bool = True) -> None:
        """Build the lexical side and read the related lists now rather than on the first query; load the
        embedding model too unless ``model=False`` (the API: answers never embed, searches load it)."""
        if model:
            self.embeddings.embed_query("warm up")
        self._catalog.get()
        self._search.related_table.load()
        # jieba's dictionary is loaded now (the catalog segments with it): keep the table the CLI's
        # search reads, so the first search on this machine does not write it (retrieval/_dictionary.py)
        lexical.keep_dictionary_table()

    # ------------------------------------------------------------------ sync

    def fingerprint(self, questions: Iterable[Question]) -> str:
        return fingerprint(questions, self.embedder)

    def needs_sync(self, questions: Iterable[Question]) -> bool:
        """Whether the index differs from ``questions`` (no embedding: hashes only)."""
        return self._sync.needs_sync(questions)

    def sync(self, questions: Iterable[Question], progress: bool = False) -> IndexReport:
        """Bring the index in step with ``questions``: embed what is new or changed, delete what is gone.

        Unchanged questions are not re-embedded (content hashes); a question whose metadata alone
        changed (status, topics, difficulty…) has its metadata updated in place.
        """
        return self._sync.sync(questions, progress=progress)

    def rebuild(self, questions: Iterable[Question], progress: bool = False) -> IndexReport:
        """Drop the collections and embed every question again."""
        return self._sync.rebuild(questions, progress=progress)

    def sync_bank(
        self,
        bank_id: str,
        owner: str,
        questions: Iterable[Question],
        progress: Callable[[int, int], None] | None = None,
        on_searchable: Callable[[], None] | None = None,
    ) -> IndexReport:
        """Keep one organisation bank (its question ids, ``owner`` in their metadata) in step with
        ``questions``; :meth:`sync` (the public bank) never touches it. Only new or changed texts are
        embedded; ``on_searchable()`` is called once its questions can be searched and drawn."""
        return self._sync.sync_bank(bank_id, owner, questions, progress, on_searchable)

    def drop_bank(self, bank_id: str) -> int:
        """Remove one organisation bank's records; the number of questions removed."""
        return self._sync.drop_bank(bank_id)

    # ------------------------------------------------------------------ read

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
        mode: SearchMode | None = None,
    ) -> list[Hit]:
        """The ``k`` questions that best answer ``query`` (Chinese or English), best first.

        ``types`` / ``topics`` (any of) / ``statuses`` filter on metadata (``statuses=None``: all),
        ``owners`` / ``banks`` (any of) on whose questions they are (``None``: everyone's);
        a question id typed as the query comes first. ``mode`` overrides the index's search mode.
        """
        filters = Filters.of(
            types=types,
            topics=topics,
            statuses=statuses,
            exclude_ids=exclude_ids,
            owners=owners,
            banks=banks,
        )
        return self._search.search(query, k, filters, mode or self.mode)

    def related(
        self,
        question_id: str,
        k: int = 5,
        *,
        statuses: Iterable[Status | str] | None = ("active",),
        owners: Iterable[str] | None = None,
        exclude_ids: Iterable[str] = (),
    ) -> list[Related]:
        """Up to ``k`` related questions, then up to ``k`` explanations of other questions, none of them
        about a question of ``exclude_ids``.

        Each kind is ordered best first; the question's own explanation is not repeated. Raises
        :class:`UnknownQuestionError` for an id the index does not hold.
        """
        filters = Filters.of(statuses=statuses, owners=owners, exclude_ids=exclude_ids)
        return self._search.related(question_id, k, filters)

    def stored_related(
        self,
        question_ids: Sequence[str],
        k: int = 5,
        *,
        statuses: Iterable[Status | str] | None = ("active",),
        owners: Iterable[str] | None = None,
        exclude_ids: Iterable[str] = (),
    ) -> dict[str, list[Related]] | None:
        """What :meth:`related` answers of each of ``question_ids`` with the same filters, when every one
        can be answered from memory without reading the store (the lists kept at indexing, checked
        recently, looked at once for all: a session's end explains all its answers at once) — safe to
        call on an event loop; else None."""
        filters = Filters.of(statuses=statuses, owners=owners, exclude_ids=exclude_ids)
        return self._search.stored_related(question_ids, k, filters)

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
        """What :meth:`pick` answers with the same arguments, when it can be answered from memory without
        reading the store: a draw without a topic (none to embed), the catalog in memory — safe to call
        on an event loop; else None."""
        filters = Filters.of(
            types=types, statuses=statuses, exclude_ids=exclude_ids, owners=owners, banks=banks
        )
        return self._search.stored_pick(topic_query, count, filters, seed)

    def known_topics(self) -> list[str]:
        """Every topic tag of the indexed bank, as last synced."""
        return self._search.known_topics()

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
        """``count`` question ids for an interview or practice round.

        With a topic ("FlashAttention", "给我出几道 LoRA 的题"): the most relevant questions tagged
        with a topic the request names, then the most relevant others; without one, a random
        draw (reproducible with ``seed``).
        """
        filters = Filters.of(
            types=types, statuses=statuses, exclude_ids=exclude_ids, owners=owners, banks=banks
        )
        return self._search.pick(topic_query, count, filters, self.mode, seed)

    # ------------------------------------------------------------------ LangChain

    def vectorstore(self, kind: Kind = "questions") -> Chroma:
        """The LangChain vector store over one collection (for chains that want one)."""
        return self._collections.vectorstore(kind)

    def as_retriever(self, kind: Kind = "explanations", **kwargs: Any) -> VectorStoreRetriever:
        """A LangChain retriever, e.g. bank explanations as grounding for an LLM judge."""
        return self.vectorstore(kind).as_retriever(**kwargs)
