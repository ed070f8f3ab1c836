"""One way of finding the words the readers understand (``_lexicon``'s lists) in an answer.

Every reader (choices, true/false, figures, code) asks the same questions of an answer — where
does it correct itself, where does it hedge, where does a stated reason begin — and answers them
from these lists, so that "不对，应该是…" or "也有可能" means the same for a letter, a figure and a
fill. A phrase is found as words, never inside one: a Chinese phrase must start and end on jieba's
word boundaries ("对" is not found in "对于" or "相对"), an English phrase on word boundaries
("so" is not in "also", "a" is not in "bad").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

# the lists themselves are data in ``_lexicon``: a reader says ``lexicon.HEDGES`` beside ``lexicon.find``
from bank.grading.text._lexicon import *  # noqa: F403
from bank.grading.text._lexicon import (
    ALTERNATIVES,
    ASKING,
    COMMITMENTS,
    CORRECTIONS,
    DECISIONS,
    DISMISSALS,
    DOUBTS,
    HEDGES,
    OPEN_TOGETHER,
    REASONS,
    RULE_OUT,
    TENTATIVE,
    TURN_DENIALS,
    TURN_STATEMENTS,
    VOIDING_CLAUSE,
    alternation,
)
from bank.segmentation import jieba_loaded

_LATIN = re.compile(r"[a-z]")
_HAN = re.compile(r"[\u4e00-\u9fff]")


@dataclass(frozen=True)
class WordSpan:
    start: int
    end: int
    word: str


@lru_cache(maxsize=1)
def _segmenter() -> object:
    return jieba_loaded()


@lru_cache(maxsize=16384)
def _widths(block: str) -> tuple[int, ...]:
    """The lengths of jieba's words in one of its blocks (a run of Chinese, letters and digits, or what
    stands between two): jieba cuts each block on its own, so a block is cut once, wherever it recurs —
    in the answer before and after its numerals are written in digits, in its clauses, in other answers."""
    return tuple(len(word) for word in _segmenter().cut(block))  # type: ignore[attr-defined]


@lru_cache(maxsize=4096)
def boundaries(text: str) -> frozenset[int]:
    """The offsets at which a word starts or ends in ``text`` (jieba for Chinese, runs of letters or
    digits for the rest): a phrase is found only between two of them."""
    cuts = {0, len(text)}
    offset = 0
    for block in _segmenter().re_han_default.split(text):  # type: ignore[attr-defined]  # jieba's own blocks
        for width in _widths(block):
            offset += width
            cuts.add(offset)
    for match in re.finditer(r"[A-Za-z]+|\d+", text):  # jieba joins "it's" and "a1": split them again
        cuts.update((match.start(), match.end()))
    return frozenset(cuts)


def words_cut(text: str) -> list[WordSpan]:
    """jieba's words of ``text`` (between two of ``boundaries``), in text order."""
    cuts = sorted(boundaries(text))
    return [WordSpan(start, end, text[start:end]) for start, end in pairwise(cuts)]


def in_dictionary(word: str) -> bool:
    """Whether jieba's dictionary holds ``word`` (not a word its model made up for a run it did not know)."""
    return bool(_segmenter().get_FREQ(word))  # type: ignore[attr-defined]


@lru_cache(maxsize=128)
def _longest_first(words: tuple[str, ...]) -> tuple[tuple[str, bool, bool], ...]:
    """The words longest first, each with whether it has Latin edges and whether it is a phrase of
    three characters or more without Latin letters: computed once per word list."""
    out = []
    for word in sorted(set(words), key=len, reverse=True):
        latin_edges = bool(_LATIN.match(word[0])) or bool(_LATIN.match(word[-1]))
        phrase = len(word) >= 3 and not latin_edges and not any(_LATIN.match(char) for char in word)
        out.append((word, latin_edges, phrase))
    return tuple(out)


@lru_cache(maxsize=128)
def _any_of(words: tuple[str, ...]) -> re.Pattern[str]:
    """One search for whether any of ``words`` occurs at all: most lists occur nowhere in a clause, and
    one pass of the regex engine says so for the whole list at once. The words are written as a tree of
    their shared beginnings ("不对|不是" as "不(?:对|是)"), so that at each character the engine tries
    each first character once, not every word; a word ends a branch, since only whether one occurs is
    asked (a longer word that begins with it occurs only where it does)."""
    tree: dict[str, dict] = {}  # a character -> the tree of what may follow it
    for word in words:
        node = tree
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}  # a word ends here
    return re.compile(_branches(tree))


def _branches(node: dict[str, dict]) -> str:
    if "" in node or not node:
        return ""  # a word ends here (or the list is empty, as the empty alternation was): found
    ways = [re.escape(char) + _branches(rest) for char, rest in node.items()]
    return ways[0] if len(ways) == 1 else "(?:" + "|".join(ways) + ")"


def find(text: str, words: Iterable[str]) -> list[WordSpan]:
    """Where ``words`` occur in ``text`` as words (case-blind), the longest first where two overlap,
    in text order."""
    return list(_found(text, tuple(words)))


@lru_cache(maxsize=8192)
def _found(text: str, words: tuple[str, ...]) -> tuple[WordSpan, ...]:
    """``find``'s answer, kept per text and word list: a grade asks the same list of the same clause
    several times over (every reader asks where it corrects itself, where it hedges)."""
    folded = text.casefold()
    if _any_of(words).search(folded) is None:
        return ()
    cuts: frozenset[int] | None = None  # segmented only once a word occurs where jieba must decide
    taken = [False] * len(text)
    found: list[WordSpan] = []
    for word, latin_edges, phrase in _longest_first(tuple(words)):
        start = folded.find(word)
        while start != -1:
            end = start + len(word)
            if phrase:
                on_words = True  # a phrase of three characters or more is not part of a longer word
            elif latin_edges:  # an English word: no letter may touch it; a Chinese last character
                # ends it as Chinese words end ("maybe 也" before "选": "maybe 也选")
                on_words = not (start and folded[start - 1].isalnum()) and not (
                    end < len(folded) and folded[end].isalnum() and not _HAN.match(word[-1])
                )
            else:
                cuts = boundaries(text) if cuts is None else cuts
                on_words = start in cuts and end in cuts
            if on_words and not any(taken[start:end]):
                found.append(WordSpan(start, end, text[start:end]))
                for index in range(start, end):
                    taken[index] = True
            start = folded.find(word, start + 1)
    return tuple(sorted(found, key=lambda hit: hit.start))


_NUMERAL_CHARS = frozenset("零〇一二两三四五六七八九十百千万亿")


@lru_cache(maxsize=1)
def _numeral_words() -> tuple[str, ...]:
    every = (*CORRECTIONS, *TURN_DENIALS, *HEDGES, *DOUBTS, *ASKING, *RULE_OUT, *COMMITMENTS, *ALTERNATIVES,
             *OPEN_TOGETHER, *TENTATIVE, *DECISIONS, *DISMISSALS, *REASONS)  # fmt: skip
    return tuple(word for word in every if _NUMERAL_CHARS & set(word))


def numeral_phrases(text: str) -> list[tuple[int, int]]:
    """Spans of the lexicon's phrases that hold a numeral ("二选一", "两者之一"): never a figure."""
    return [(hit.start, hit.end) for hit in find(text, _numeral_words())]


def has(text: str, words: Iterable[str]) -> bool:
    return bool(find(text, words))


_COMMIT_AFTER_DENIAL = re.compile(
    rf"^[\s,，.。!！?？:：;；…-]*(?:{alternation(TURN_STATEMENTS)}|\d|`)",
    re.I,
)


_CLAUSE_END = frozenset(",，.。?？!！;；:：…")
# after a withdrawal, not a colon: "划掉：C" lists what is struck
_WITHDRAWAL_ENDS = frozenset(",，.。!！;；…")


def last_correction(text: str) -> int | None:
    """Where the answer's last correction ends (what follows is its answer), or None.

    A correction is a correction word ("哦不对", "wait", "actually") or a denial followed by a new
    statement ("不对，应该是 …", "no, it's …") or standing alone as a clause ("464GB？不对，…"); a
    denial that closes the answer ("464GB 不对") corrects nothing."""
    ends = [hit.end for hit in find(text, CORRECTIONS)]
    for hit in find(text, TURN_DENIALS):
        if hit.start == 0:
            continue  # "不对，…" opening the answer is the answer ("false"), not a correction
        follows = text[hit.end :].lstrip(" ")[:1]  # "464GB? no — 232GB": a dash after the denial too
        precedes = text[: hit.start].rstrip()[-1:]  # "false — no, true": a dash before it too
        alone = (precedes in _CLAUSE_END or precedes == "-") and (follows in _CLAUSE_END or follows == "-")
        denies_what_follows = hit.word == "不是" and text[hit.end : hit.end + 1] not in _CLAUSE_END
        if denies_what_follows:
            continue  # "（不是 `a`）", "不是 464GB": a rule-out of what follows, not a correction
        if alone or _COMMIT_AFTER_DENIAL.match(text[hit.end :]):  # "464GB？不对，…", "不对，应该是 …"
            ends.append(hit.end)
    for hit in find(text, VOIDING_CLAUSE):  # "232GB，作废，464GB": a clause of its own voids what came before
        precedes = text[: hit.start].rstrip()[-1:]
        follows = text[hit.end :].lstrip(" 了吧啊")[:1]  # "作废了。"
        if precedes and precedes in _CLAUSE_END and follows in _WITHDRAWAL_ENDS:
            ends.append(hit.end)
    ends = [end for end in ends if text[end:].strip(" ,，.。!！?？:：;；…")]
    return max(ends) if ends else None
