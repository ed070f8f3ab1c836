"""Integrity signals, the pure part: each detector takes what the service saw and returns a flag
(``{"kind", "detail"}``) or nothing. Flags are evidence for a recruiter to weigh, never a verdict: no
detector reads or changes a grade.

- ``fast``: a long answer that arrived sooner after the question was shown than typing allows.
- ``quick_correct``: a correct answer to a long question in less time than reading it takes.
- ``similar``: token 3-shingles of a free-text answer, a MinHash signature of them, and LSH band keys
  stored with the answer, so near-identical answers are found by an indexed lookup of equal band keys
  (never a scan of every answer) and confirmed by the exact Jaccard similarity of the shingles.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from typing import Any

from api.catalogue import console_word

Flag = dict[str, Any]

KINDS = ("forwarded", "edited", "fast", "similar", "quick_correct")
FREE_TEXT_TYPES = frozenset({"code", "calc", "short", "design", "derivation"})

SHINGLE = 3  # tokens per shingle
HASHES = 32  # MinHash functions: 8 bands of 4 rows
ROWS = 4
BANDS = HASHES // ROWS
_PRIME = (1 << 61) - 1
_MASK = (1 << 64) - 1
# fixed (a, b) pairs for h_i(x) = (a·x + b) mod p: the same in every process, so stored keys stay valid
_COEFFICIENTS = [
    (
        int.from_bytes(hashlib.blake2b(f"a{i}".encode(), digest_size=8).digest(), "big") % (_PRIME - 1) + 1,
        int.from_bytes(hashlib.blake2b(f"b{i}".encode(), digest_size=8).digest(), "big") % _PRIME,
    )
    for i in range(HASHES)
]
# a word, a number, one CJK character, or one punctuation mark: code and Chinese prose alike
_TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?|[\u3400-\u9fff\uf900-\ufaff]|[^\w\s]")


def flag(kind: str, detail: str, **facts: Any) -> Flag:
    """A flag as stored and sent: its kind, one readable sentence, and the figures behind it."""
    return {"kind": kind, "detail": detail, **facts}


def detail_words(kind: str, **values: object) -> str:
    """The ``kind`` flag's sentence as stored and sent, in English (the catalogue holds it with its
    Chinese, which the console shows: ``api.catalogue.flag_detail``)."""
    return console_word(f"flag_detail_{kind}", "en", **values)


_WHITESPACE_RUN = re.compile(r"\s+")


def typed_chars(answer: str) -> int:
    """Characters a person would have to type (whitespace runs count once)."""
    return len(_WHITESPACE_RUN.sub(" ", answer.strip()))


def fast_flag(answer: str, elapsed_s: float, *, min_chars: int, chars_per_s: float) -> Flag | None:
    """``fast`` when at least ``min_chars`` arrived at more than ``chars_per_s`` since the question was
    shown (the time includes reading the question, so the real typing rate was higher still)."""
    chars = typed_chars(answer)
    if chars < min_chars:
        return None
    rate = chars / max(elapsed_s, 0.001)
    if rate <= chars_per_s:
        return None
    return flag(
        "fast",
        detail_words(
            "fast", chars=chars, seconds=f"{elapsed_s:.1f}", rate=round(rate), limit=f"{chars_per_s:g}"
        ),
        chars=chars,
        seconds=round(elapsed_s, 3),
    )


def quick_correct_flag(
    verdict: str, question_chars: int, elapsed_s: float, *, min_chars: int, reading_chars_per_s: float
) -> Flag | None:
    """``quick_correct`` when a question of at least ``min_chars`` was answered correctly sooner than
    reading it at ``reading_chars_per_s`` takes."""
    if verdict != "correct" or question_chars < min_chars:
        return None
    reading_s = question_chars / reading_chars_per_s
    if elapsed_s >= reading_s:
        return None
    return flag(
        "quick_correct",
        detail_words(
            "quick_correct", seconds=f"{elapsed_s:.1f}", chars=question_chars, reading=f"{reading_s:.0f}"
        ),
        seconds=round(elapsed_s, 3),
        question_chars=question_chars,
    )


def tokens(text: str) -> list[str]:
    """The answer's tokens, case- and width-folded: reformatting or re-spacing changes nothing."""
    return _TOKEN.findall(unicodedata.normalize("NFKC", text).lower())


def shingles(text: str) -> set[str]:
    words = tokens(text)
    if len(words) < SHINGLE:
        return {" ".join(words)} if words else set()
    return {" ".join(words[i : i + SHINGLE]) for i in range(len(words) - SHINGLE + 1)}


def jaccard(a: set[str], b: set[str]) -> float:
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)


def minhash(shingle_set: set[str]) -> list[int]:
    hashed = [int.from_bytes(hashlib.blake2b(s.encode(), digest_size=8).digest(), "big") for s in shingle_set]
    return [min((a * x + b) % _PRIME for x in hashed) & _MASK for a, b in _COEFFICIENTS]


def band_keys(signature: list[int]) -> list[str]:
    """One key per band of ``ROWS`` hashes: two answers sharing any key are candidates (LSH). With 8
    bands of 4, answers with Jaccard 0.8 share a band with probability 0.98, those at 0.3 with 0.06."""
    keys = []
    for band in range(BANDS):
        rows = signature[band * ROWS : (band + 1) * ROWS]
        digest = hashlib.blake2b(repr(rows).encode(), digest_size=8).hexdigest()
        keys.append(f"{band}:{digest}")
    return keys


def comparable(question_type: str, answer: str, *, min_tokens: int) -> bool:
    """Only free-text answers long enough to be evidence: short ones coincide by nature."""
    return question_type in FREE_TEXT_TYPES and len(tokens(answer)) >= min_tokens


def similar_flag(other_session: str, similarity: float, threshold: float) -> Flag:
    return flag(
        "similar",
        detail_words(
            "similar", share=f"{similarity:.0%}", threshold=f"{threshold:.0%}", session=other_session
        ),
        session_id=other_session,
        similarity=round(similarity, 4),
    )


def summary(flags_by_answer: list[list[Flag]]) -> dict[str, int]:
    """How many answers of a session carry each kind of flag (kinds with none left out)."""
    counts = dict.fromkeys(KINDS, 0)
    for flags in flags_by_answer:
        for kind in {f["kind"] for f in flags}:
            counts[kind] = counts.get(kind, 0) + 1
    return {kind: n for kind, n in counts.items() if n}
