"""Lexical retrieval: jieba word segmentation + BM25 (rank-bm25), for acronyms, ids and exact terms.

Segmentation is tuned for the bank's mixed text: Chinese words from jieba's search mode,
English identifiers split at case and digit boundaries as well as kept whole
(``FlashAttention2`` → ``flashattention2``, ``flashattention``, ``flash``, ``attention``), and
single Chinese characters and function words dropped.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Callable, Sequence
from typing import Any

import jieba
import numpy as np
from rank_bm25 import BM25Okapi

jieba.setLogLevel(logging.WARNING)
MIN_PHRASE, MAX_PHRASE = 3, 40  # characters of a query looked up verbatim
_jieba_lock = threading.Lock()
_jieba_ready = False

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


def _ensure_jieba() -> None:
    global _jieba_ready
    if not _jieba_ready:
        with _jieba_lock:
            if not _jieba_ready:
                jieba.initialize()
                _jieba_ready = True


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


class LexicalIndex:
    """BM25 over a fixed set of documents; rebuilt (cheaply) whenever the collection changes."""

    def __init__(self, ids: Sequence[str], texts: Sequence[str], metadatas: Sequence[dict[str, Any]]):
        self.ids = list(ids)
        self.metadatas = list(metadatas)
        self._flat = {record_id: flatten(text) for record_id, text in zip(self.ids, texts, strict=True)}
        corpus = [tokenize(text) for text in texts]
        self._bm25 = BM25Okapi(corpus) if any(corpus) else None

    def __len__(self) -> int:
        return len(self.ids)

    def search(
        self,
        query: str,
        limit: int,
        accept: Callable[[dict[str, Any]], bool] | None = None,
    ) -> list[tuple[str, float]]:
        """The best ``limit`` (id, BM25 score) pairs; documents sharing no term (score 0) are dropped."""
        terms = tokenize(query)
        if self._bm25 is None or not terms:
            return []
        scores = np.asarray(self._bm25.get_scores(terms), dtype=np.float64)
        order = np.argsort(-scores, kind="stable")
        hits: list[tuple[str, float]] = []
        for position in order:
            score = float(scores[position])
            if score <= 0.0:
                break
            if accept is None or accept(self.metadatas[position]):
                hits.append((self.ids[position], score))
                if len(hits) >= limit:
                    break
        return hits

    def verbatim(self, phrase: str, candidates: Sequence[str]) -> list[str]:
        """Those of ``candidates`` whose text contains ``phrase`` as typed (case and spacing aside).

        Short phrases only (an identifier, an acronym, a name): ``limit_all_gathers``, ``MAML``.
        """
        flat = flatten(phrase)
        if not MIN_PHRASE <= len(flat) <= MAX_PHRASE:
            return []
        return [record_id for record_id in candidates if flat in self._flat.get(record_id, "")]
