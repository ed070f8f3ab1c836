"""Lexical retrieval: jieba word segmentation + BM25, for acronyms, identifiers and exact terms.

Segmentation is tuned for the bank's mixed text: Chinese words from jieba's search mode,
English identifiers split at case and digit boundaries as well as kept whole
(``FlashAttention2`` → ``flashattention2``, ``flashattention``, ``flash``, ``attention``), and
single Chinese characters and function words dropped. Documents are segmented once, when they
are indexed (the tokens are stored with them in Chroma), so a new process only counts them.
"""

from __future__ import annotations

import logging
import re
import sqlite3
import threading
from array import array
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from bank.segmentation import jieba_loaded, jieba_module, load_dictionary
from retrieval import _dictionary
from retrieval.table import QuestionTable

jieba = jieba_module()  # its dictionary loaded by the first segmentation (bank.segmentation)
MIN_PHRASE, MAX_PHRASE = 3, 40  # characters of a query looked up verbatim
_jieba_lock = threading.Lock()
_jieba_ready = False
_table_directory: Path | None = None  # set: jieba's dictionary is looked up in a table, not loaded
log = logging.getLogger(__name__)

_SPACES = re.compile(r"\s+")
_CJK = re.compile(r"[\u3400-\u9fff]")
_ASCII_WORD = re.compile(r"[a-z0-9][a-z0-9_.+-]*", re.IGNORECASE)
_CAMEL = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+(?:\.\d+)?[a-zA-Z]?")
_NUMBER = re.compile(r"\d+(?:\.\d+)*[a-z]?")
_STOP_ASCII_WORDS = """a an and are as at be by can do does for from how i in is it of on or the to what when
which with why me give some about question questions"""
_STOP_CJK_WORDS = """以下 哪些 哪个 哪项 哪种 下列 什么 怎么 怎样 如何 是否 可以 应该 使用 采用 时候 关于 一个
给我 几道 出题 题目 问题 说法 正确 错误 约为 多少"""
_STOP_ASCII = frozenset(_STOP_ASCII_WORDS.split())
_STOP_CJK = frozenset(_STOP_CJK_WORDS.split())


def prefer_dictionary_table(directory: Path | None = None) -> None:
    """For a process that segments only a few short texts (the CLI's ``search``): look jieba's words up
    in a table (:mod:`retrieval._dictionary`, under ``directory``, default the user's cache directory)
    instead of loading its whole dictionary; the first such process writes the table. Call it before
    the first segmentation; segmentation is the same either way."""
    global _table_directory
    _table_directory = directory or _dictionary.cache_directory()


def keep_dictionary_table(directory: Path | None = None) -> Path | None:
    """Write the table :func:`prefer_dictionary_table` reads (under ``directory``, default the user's
    cache directory) when it is not there yet, from jieba's dictionary, loaded here if it is not: the
    service calls it after start-up, so the first ``interview-bot search`` on a machine does not pay for
    writing it. Returns the table's path (None: no dictionary to key on, or it could not be written)."""
    path = _dictionary.table_path(jieba, directory or _dictionary.cache_directory())
    if path is None or path.exists():
        return path
    jieba_loaded()
    try:
        _dictionary.write_table(path, jieba.dt.FREQ.items(), jieba.dt.total)
    except (OSError, sqlite3.Error):
        log.info("could not write jieba's dictionary table %s", path, exc_info=True)
        return None
    return path


def _ensure_jieba() -> None:
    global _jieba_ready
    if not _jieba_ready:
        with _jieba_lock:
            if not _jieba_ready:
                _initialize_jieba()
                _jieba_ready = True


def _initialize_jieba() -> None:
    path = None if _table_directory is None else _dictionary.table_path(jieba, _table_directory)
    if path is None:
        jieba_loaded()
        return
    if load_dictionary(jieba.dt, lambda: _dictionary.open_table(path)):
        return
    try:
        _dictionary.write_table(path, jieba.dt.FREQ.items(), jieba.dt.total)
    except (OSError, sqlite3.Error):
        log.info("could not write jieba's dictionary table %s", path, exc_info=True)  # next search retries


def _ascii_terms(word: str) -> list[str]:
    lowered = word.lower().strip("._+-")
    if not lowered:
        return []
    terms = [lowered]
    if not _NUMBER.fullmatch(lowered):
        parts = [
            m.group(0).lower() for piece in re.split(r"[_.+-]", word) if piece for m in _CAMEL.finditer(piece)
        ]
        # split only into real words: "FlashAttention2" yes, "LoRA" / "ZeRO" / "PyTorch" no
        if len(parts) > 1 and all(len(p) >= 3 or p.isdigit() for p in parts):
            terms += parts
            joined = "".join(p for p in parts if not p[0].isdigit())
            if joined and joined != lowered:
                terms.append(joined)  # "flashattention" for "FlashAttention2"
    return [t for t in dict.fromkeys(terms) if t not in _STOP_ASCII]


def tokenize(text: str) -> list[str]:
    _ensure_jieba()
    tokens: list[str] = []
    for piece in jieba.cut_for_search(text):
        piece = piece.strip()
        if not piece:
            continue
        if _CJK.search(piece):
            if len(piece) > 1 and piece not in _STOP_CJK:
                tokens.append(piece)
        elif _ASCII_WORD.fullmatch(piece):
            tokens.extend(_ascii_terms(piece))
    return tokens


def flatten(text: str) -> str:
    """Lower case, whitespace collapsed: the form in which a typed phrase is looked up verbatim."""
    return _SPACES.sub(" ", text.lower()).strip()


def contains_phrase(text: str, phrase: str) -> bool:
    """Whether ``text`` contains a short ``phrase`` as typed (case and spacing aside)."""
    flat = flatten(phrase)
    return MIN_PHRASE <= len(flat) <= MAX_PHRASE and flat in flatten(text)


class PostingsBuilder:
    """Collects (term, document, count) postings a record at a time; a document may take several."""

    def __init__(self, documents: int):
        self.vocabulary: dict[str, int] = {}
        self.terms, self.docs, self.freqs = array("i"), array("i"), array("f")
        self.lengths = np.zeros(documents, dtype=np.float32)

    def add(self, doc: int, words: Sequence[str]) -> None:
        self.lengths[doc] += len(words)
        counts = Counter(words)
        vocabulary = self.vocabulary
        self.terms.extend([vocabulary.setdefault(word, len(vocabulary)) for word in counts])
        self.docs.extend([doc] * len(counts))
        self.freqs.extend(counts.values())


class LexicalIndex:
    """Okapi BM25 over pre-segmented documents, as a term → postings table in numpy.

    Memory and query time grow with the postings of the query's terms only, not with the number
    of documents (rank-bm25 scores every document per term, which is too slow at 100k). IDF is
    Lucene's ``log(1 + (N - df + 0.5) / (df + 0.5))``, always positive, so a document scores above
    zero exactly when it shares a term with the query — and only those are returned.
    """

    def __init__(
        self,
        ids: Sequence[str],
        tokens: Iterable[Sequence[str]],
        metadatas: Sequence[dict[str, Any]],
        *,
        k1: float = 1.5,
        b: float = 0.75,
    ):
        builder = PostingsBuilder(len(ids))
        count = 0
        for doc, words in enumerate(tokens):
            if doc >= len(ids):
                raise ValueError("more token lists than ids")
            builder.add(doc, words)
            count += 1
        if count != len(ids):
            raise ValueError("ids and tokens differ in length")
        self._setup(ids, metadatas, builder, k1, b)

    @classmethod
    def from_postings(
        cls,
        ids: Sequence[str],
        metadatas: Sequence[dict[str, Any]],
        builder: PostingsBuilder,
        *,
        k1: float = 1.5,
        b: float = 0.75,
    ) -> LexicalIndex:
        index = cls.__new__(cls)
        index._setup(ids, metadatas, builder, k1, b)
        return index

    def _setup(
        self,
        ids: Sequence[str],
        metadatas: Sequence[dict[str, Any]],
        builder: PostingsBuilder,
        k1: float,
        b: float,
    ) -> None:
        self.ids = list(ids)
        self.metadatas = list(metadatas)
        self.by_id = dict(zip(self.ids, self.metadatas, strict=True))
        self.table = QuestionTable(self.ids, self.metadatas)  # same row order as the postings
        self._vocabulary = builder.vocabulary
        documents = max(len(self.ids), 1)
        # one posting per (term, document): records of the same document add up
        key = np.frombuffer(builder.terms, dtype=np.int32).astype(np.int64) * documents
        key += np.frombuffer(builder.docs, dtype=np.int32)
        unique, inverse = np.unique(key, return_inverse=True)
        tf = np.bincount(inverse, weights=np.frombuffer(builder.freqs, dtype=np.float32)).astype(np.float32)
        term = (unique // documents).astype(np.int32)
        self._docs = (unique % documents).astype(np.int32)
        self._indptr = np.searchsorted(term, np.arange(len(self._vocabulary) + 1)).astype(np.int64)
        doc_lengths = builder.lengths
        average = float(doc_lengths.mean()) if len(doc_lengths) and doc_lengths.mean() > 0 else 1.0
        norm = k1 * (1.0 - b + b * doc_lengths[self._docs] / average)
        df = np.diff(self._indptr).astype(np.float32)
        idf = np.log1p((len(self.ids) - df + 0.5) / (df + 0.5))
        posting_idf = np.repeat(idf, np.diff(self._indptr))
        self._weights = (posting_idf * tf * (k1 + 1.0) / (tf + norm)).astype(np.float32)

    def __len__(self) -> int:
        return len(self.ids)

    def scores(self, query_terms: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
        """(document positions, BM25 scores) of the documents sharing a term with the query."""
        slices = [
            (self._indptr[t], self._indptr[t + 1])
            for t in (self._vocabulary.get(term) for term in dict.fromkeys(query_terms))
            if t is not None
        ]
        if not slices:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
        docs = np.concatenate([self._docs[a:z] for a, z in slices])
        weights = np.concatenate([self._weights[a:z] for a, z in slices])
        positions, inverse = np.unique(docs, return_inverse=True)
        return positions, np.bincount(inverse, weights=weights).astype(np.float32)

    def search(
        self,
        query: str,
        limit: int,
        accept: Callable[[dict[str, Any]], bool] | None = None,
        *,
        mask: np.ndarray | None = None,
    ) -> list[tuple[str, float]]:
        """The best ``limit`` (id, BM25 score) pairs; documents sharing no term are never returned.

        ``mask`` (a boolean per document) and ``accept`` (a predicate on its metadata) filter.
        """
        positions, scores = self.scores(tokenize(query))
        if mask is not None:
            keep = mask[positions]
            positions, scores = positions[keep], scores[keep]
        hits: list[tuple[str, float]] = []
        for i in np.lexsort((positions, -scores)):
            position = int(positions[i])
            if accept is None or accept(self.metadatas[position]):
                hits.append((self.ids[position], float(scores[i])))
                if len(hits) >= limit:
                    break
        return hits
