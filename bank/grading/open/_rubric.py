"""Open answers (short, design, derivation): which of the reference key points an answer covers.

Texts are compared as terms: ASCII words and Chinese words (jieba), after folding common
English technical words onto their Chinese equivalents (``cache`` → 缓存), so that either
language can cover a point. A key point is covered when enough of its weighted terms occur in
the answer; terms the question stem already contains weigh less, so that copying the question
covers little (an item made only of the stem's words is judged on them). This is a lexical check:
paraphrase it cannot see is what the LLM judge is for.

Two readings keep it from crediting the opposite of a point. An item whose substance is a figure
("每卡约 45 GB") is covered only by that figure, compared as a calculation part is (``_calc``); one
that talks of the same thing with another figure ("每卡约 11 GB") contradicts it. A bare number
("最大项权重为 1") must be stated too, and the item's words found as well. A figure the stem gives
("64 张卡" of "64 张 A100") is a premise, not the item's substance. Words the answer
denies ("不需要 activation checkpointing", ``_denied``) cover nothing, and an item they would have
covered is contradicted. A contradicted point is at most touched, never covered. An item that is
itself a negation ("do not shard the optimizer states") is read the same way: covered by an answer
that denies what it denies, contradicted by one that states it. And an item is contradicted by an
answer that keeps its topic words but claims the opposite ("τ→+∞" for "τ→0⁺", "同步" for "异步",
"ZeRO-1" for "ZeRO-3": ``_claims``).

Over 400 lines by a few: folding, weighting and coverage are one judgement of a key point, kept
together so that a term's weight is read where it is used.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from bank.grading.figures._calc import stated_figures, states_figure
from bank.grading.numbers._numbers import WrittenNumber, find_quantities, prepare
from bank.grading.open import _claims
from bank.grading.open._denied import split_denied
from bank.grading.open._japanese import japanese_words
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._text import normalise
from bank.grading.text._words import ITEM_LINKS, find
from bank.segmentation import jieba_loaded

COVERED_AT = 0.5  # share of a key point's items an answer must have for the point to count as covered
TOUCHED_CREDIT = 0.5  # a key point with some but not enough of its items
ITEM_FOUND_AT = 0.5  # share of an item's (weighted) words that must occur in the answer
STEM_WEIGHT = 0.3  # weight of a term the question stem already contains
CONTRADICTED_SHARE = COVERED_AT / 2  # at most this share for a point the answer contradicts: touched

_SYNONYMS = lexicon.RUBRIC_SYNONYMS
_FOLD = {variant: canonical for canonical, variants in _SYNONYMS.items() for variant in variants.split()}
# a canonical word holding one of its variants ("扩缩容" holds "缩容") stays itself: matched whole
# first, it is not folded again into "扩扩缩容"
_FOLD.update(
    {canonical: canonical for canonical in _SYNONYMS if any(variant in canonical for variant in _FOLD)}
)
_ASCII_WORD = re.compile(r"[a-z][a-z0-9_+-]*|\d+(?:\.\d+)?")
_FOLDABLE = re.compile(
    r"(?<![a-z0-9_-])("
    + "|".join(re.escape(word) for word in sorted(_FOLD, key=len, reverse=True))
    + r")(?![a-z0-9_])"
)
_ITEM_SPLIT = re.compile(r"[、，,；;/（）()]")
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")
_STOP_WORDS = frozenset(
    re.findall(r"\w+", "the a an of to in and or for is are be by with on as at that this it its from which")
)
_STOP_CHARS = frozenset(
    "的了和与及或在是把用将对等并随为由被按从到以而其之也都就再又还很更最一个些这那它他我你们中上下时后前内外成做即"
)
_STOP_BIGRAMS = lexicon.STOP_BIGRAMS
_NOTATION = re.compile(
    "|".join(re.escape(sign) for sign in sorted(lexicon.RUBRIC_NOTATION, key=len, reverse=True))
)
_BRACED = re.compile(r"([_^])\{([^{}]*)\}")  # "v_{argmax}", "e^{−Δ/τ}": the braces are only grouping
_LONE_SYMBOL = re.compile(r"(?<![\w/])[^\W\d_]\s*$")
_IDENTIFIER_PART = re.compile(r"[a-z][a-z0-9]+")
_ENGLISH = {
    variant: canonical for canonical, variants in lexicon.RUBRIC_WORDS.items() for variant in variants.split()
}


@dataclass(frozen=True)
class Coverage:
    covered: list[str]  # full credit
    missed: list[str]  # no credit: none of the point's items found
    shares: list[float]  # per key point, the share of its items found
    partly: list[str] = field(default_factory=list)  # touched, not covered: TOUCHED_CREDIT

    @property
    def score(self) -> float:
        """Mean credit per key point: 1 when covered, half when only touched (some item found), else 0."""
        if not self.shares:
            return 0.0
        credit = [
            1.0 if share >= COVERED_AT else TOUCHED_CREDIT if share > 0 else 0.0 for share in self.shares
        ]
        return sum(credit) / len(credit)


def _fold(text: str) -> str:
    text = normalise(text).lower()
    return _FOLDABLE.sub(lambda match: _FOLD[match.group(1)], text)


@lru_cache(maxsize=1)
def _segmenter() -> Callable[[str], list[str]] | None:
    """jieba's search-mode segmentation (its dictionary loads once, ~1 s), or None without jieba."""
    try:
        jieba = jieba_loaded()
    except ImportError:  # pragma: no cover - jieba is a dependency; character bigrams stand in
        return None
    segment: Callable[[str], list[str]] = jieba.lcut_for_search
    return segment


@lru_cache(maxsize=16384)
def _cjk_terms(run: str) -> frozenset[str]:
    """The words of one run of Chinese characters: a run recurs in many texts (an answer, its clauses,
    the segments compared with the options), and is segmented once."""
    segment = _segmenter()
    if segment is None:
        return frozenset({run} if len(run) == 1 else {run[i : i + 2] for i in range(len(run) - 1)})
    return frozenset(word for word in segment(run) if len(word) > 1 or word not in _STOP_CHARS)


@lru_cache(maxsize=4096)
def terms(text: str) -> frozenset[str]:
    """ASCII words and Chinese words of ``text``, English technical words folded onto Chinese."""
    text = _fold(text)
    found = {word for word in _ASCII_WORD.findall(text) if word not in _STOP_WORDS}
    for run in _CJK_RUN.findall(text):
        found.update(_cjk_terms(run))
    return frozenset(found - _STOP_BIGRAMS)


@lru_cache(maxsize=4096)
def rubric_terms(text: str) -> frozenset[str]:
    """``terms`` as the rubric compares an answer with its key points: math notation read as the words
    it stands for ("→ −∞" as "趋于负无穷", ``RUBRIC_NOTATION``), subscripts without their braces
    ("v_{argmax}" is "v_argmax"), an identifier's words with it ("offload_optimizer" says
    "offload" and "optimizer", "v_argmax" says "argmax"), and English words as the Chinese they
    stand for ("subtract the row max" says "每行减去最大值", ``RUBRIC_WORDS``): a symbolic, terse or
    English answer names the same things. Only the rubric reads so; the choice reader's ``terms``
    are its own."""
    text = japanese_words(text)
    text = _BRACED.sub(lambda match: match.group(1) + match.group(2).replace(" ", ""), text)
    text = _NOTATION.sub(_notation_words, text)
    found = set(terms(text))
    # only a word the answer writes as a word: "max_j" in "m_i = max_j s_ij" is an index's name, not
    # "subtract the row max"
    english = [word for word in found if (word.isascii() or word in _ENGLISH) and "_" not in word]
    for word in [word for word in found if "_" in word]:
        found.update(_FOLD.get(part, part) for part in _IDENTIFIER_PART.findall(word))
    for word in english:
        found.update(_english_words(word))
    return frozenset(found - _STOP_BIGRAMS)


def _english_words(word: str) -> frozenset[str]:
    """The Chinese words an English word of the answer stands for (``RUBRIC_WORDS``): the word's own,
    and those of each part of a hyphenated one ("per-expert", "non-max")."""
    parts = {word, *word.split("-")} if "-" in word else {word}
    found: set[str] = set()
    for part in parts:
        if part in _ENGLISH:
            found.update(_cjk_terms(_ENGLISH[part]))
        elif "-" in word and part in _FOLD:
            found.add(_FOLD[part])
    return frozenset(found)


def _notation_words(sign: re.Match[str]) -> str:
    # an arrow after a lone symbol ("τ→0⁺", not the quotient "…/τ → −∞") is the limit taken, the
    # question's premise, not an item's "趋于" ("权重趋于 0"): "τ→0，权重全变 0" says nothing of
    # weights tending anywhere
    if sign.group(0).startswith("→") and _LONE_SYMBOL.search(sign.string, 0, sign.start()):
        return sign.group(0)
    return f" {lexicon.RUBRIC_NOTATION[sign.group(0)]} "


def items(point: str) -> list[str]:
    """A key point's parts: its heading ('调度：…') and each listed item ('动态批处理、模态并行')."""
    return [item for item, _ in item_pieces(point)]


def item_pieces(point: str) -> list[tuple[str, str]]:
    """Each item of a key point with the piece of the list it comes from ("异步" of "异步或内存级分布式
    checkpoint"): the topic of an item that is only a claim."""
    heading, _, body = point.rpartition("：") if "：" in point else ("", "", point)
    parts = [(heading, heading)]
    for piece in _ITEM_SPLIT.split(body):
        start = 0
        for link in find(piece, ITEM_LINKS):
            parts.append((piece[start : link.start], piece))
            start = link.end
        parts.append((piece[start:], piece))
    return [(part.strip(), piece) for part, piece in parts if part and part.strip()]


def item_found(
    item: str, answer_terms: frozenset[str], stem_terms: frozenset[str], shared: frozenset[str] = frozenset()
) -> bool | None:
    """Whether the answer has enough of the item's words, one of them the item's own (not the stem's,
    nor, where the item has others, a word ``shared`` with the other key points: an answer that only
    repeats what every point says, "权重" or "最大", says nothing of this one); None when the stem
    already has them all (a heading that repeats the question: the point's other items judge it)."""
    return _words_found(rubric_terms(item), answer_terms, stem_terms, shared)


def _words_found(
    wanted: frozenset[str], answer_terms: frozenset[str], stem_terms: frozenset[str], shared: frozenset[str]
) -> bool | None:
    own = wanted - stem_terms
    if not own:
        return None
    weight = {term: STEM_WEIGHT if term in stem_terms else 1.0 for term in wanted}
    # fsum is exact, so the share does not depend on the sets' iteration order (their hash seed):
    # a plain sum of 0.3s rounds differently in another order and tips a share sitting on the bar
    found = math.fsum(weight[term] for term in wanted if term in answer_terms) / math.fsum(weight.values())
    telling = own - shared or own
    # and half of its words by count: the stem's words weigh less, so that copying the stem covers
    # little, but an item's own filler ("set" of "device set to nvme") does not cover it alone either
    counted = len(wanted & answer_terms) >= ITEM_FOUND_AT * len(wanted)
    return found >= ITEM_FOUND_AT and counted and bool(telling & answer_terms)


_DENIED_MARK = "¬"  # a denied word, as one of the words a text says: "¬分片" of "do not shard"


def _marked(words: frozenset[str]) -> frozenset[str]:
    return frozenset(_DENIED_MARK + word for word in words)


@lru_cache(maxsize=4096)
def said(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words ``text`` states and those it denies (``_denied``)."""
    kept, denied = split_denied(text)
    return rubric_terms(kept), rubric_terms(denied)


@dataclass(frozen=True)
class Reading:
    """What an open answer states: its words less those it denies, the denied words, its figures, and
    ``said``: the stated words with the denied ones marked, which an item that is a negation needs."""

    terms: frozenset[str]
    denied: frozenset[str]
    figures: list[WrittenNumber]
    said: frozenset[str]
    windows: tuple[_claims.Window, ...] = ()  # its stated clauses, each with its claims (``_claims``)

    @classmethod
    def of(cls, answer: str) -> Reading:
        kept, denied_text = split_denied(answer)
        stated, denied = rubric_terms(kept), rubric_terms(denied_text)
        windows = _claims.windows(kept, rubric_terms)
        return cls(stated, denied - stated, stated_figures(kept), stated | _marked(denied), windows)


def _item_terms(item: str) -> tuple[frozenset[str], frozenset[str]]:
    """An item's words as an answer's are read: what it states with what it denies marked, and the
    denied words themselves (none for an item that denies nothing, whose words are its terms)."""
    stated, denied = said(item)
    if not denied - stated:
        return rubric_terms(item), frozenset()
    return stated | _marked(denied), denied - stated


@lru_cache(maxsize=1024)
def _item_figures(item: str, stem: str) -> tuple[tuple[WrittenNumber, ...], str]:
    """The item's figures that the stem does not give (those are premises), and its words without them."""
    given = {(found.value, (found.unit or "").lower()) for found in find_quantities(stem)}
    text = prepare(item)
    figures = tuple(
        found for found in find_quantities(item) if (found.value, (found.unit or "").lower()) not in given
    )
    words = text
    for found in reversed(figures):
        words = words[: found.start] + " " + words[found.end :]
    return figures, words


def _item_reading(
    item: str,
    answer: Reading,
    stem: str,
    stem_terms: frozenset[str],
    shared: frozenset[str],
    rubric_figures: tuple[WrittenNumber, ...] = (),
    piece: str = "",
) -> tuple[bool | None, bool]:
    """(found, contradicted) for one item of a key point: contradicted too where the answer claims,
    on the item's topic, the opposite of what the item claims (``_claims``)."""
    found, contradicted = _words_reading(item, answer, stem, stem_terms, shared)
    if contradicted:
        return found, True
    claims = _claims.item_claims(item)
    if not claims.claims and not claims.figures:
        return found, False
    if not rubric_terms(claims.topic) and not claims.figures:  # only a claim ("异步"): its piece's topic
        claims = _claims.ItemClaims(claims.claims, (), _claims.item_claims(piece).topic)

    def on_topic(window: _claims.Window) -> bool:
        return _on_topic(claims, window, stem_terms)

    if _claims.contradicted(claims, on_topic, answer.windows, f"{item} {stem}", rubric_figures):
        return False, True
    return found, False


def _on_topic(claims: _claims.ItemClaims, window: _claims.Window, stem_terms: frozenset[str]) -> bool:
    """Whether a clause of the answer speaks of the item's topic: enough of its words, or, for an item
    made only of figures, one of them."""
    topic = rubric_terms(claims.topic)
    # a lone character is mostly what segmenting the item without its claim left over ("即" of "即硬注意力")
    topic = frozenset(term for term in topic if len(term) > 1 or term.isascii()) or topic
    if topic:
        own = topic - stem_terms
        if not own:
            return topic <= window.terms
        return len(topic & window.terms) >= ITEM_FOUND_AT * len(topic) and bool(own & window.terms)
    return any(states_figure(list(window.figures), figure, claims.topic) for figure in claims.figures)


def _words_reading(
    item: str, answer: Reading, stem: str, stem_terms: frozenset[str], shared: frozenset[str]
) -> tuple[bool | None, bool]:
    figures, words = _item_figures(item, stem)
    if figures:
        context = f"{item} {stem}"
        if not all(states_figure(answer.figures, figure, context) for figure in figures):
            said = item_found(words, answer.terms, stem_terms, shared)  # its words, with another figure
            return False, bool(said)
        if all(figure.unit for figure in figures):
            return True, False  # a measure ("45 GB") is the item's substance; a bare "1" is one of its words
    wanted, denied = _item_terms(item)
    if denied:  # a negation: found where the answer denies the same, contradicted where it states it
        found = _words_found(wanted, answer.said, stem_terms, shared)
        if found is not False:
            return found, False
        stated = _words_found(denied, answer.terms, stem_terms, shared)
        return False, denied <= answer.terms if stated is None else stated
    found = item_found(item, answer.terms, stem_terms, shared)
    if found or not (wanted - stem_terms or wanted) & answer.denied:
        return found, False
    return False, bool(item_found(item, answer.terms | answer.denied, stem_terms, shared))


def point_share(
    point: str,
    answer: Reading,
    stem: str,
    stem_terms: frozenset[str],
    shared: frozenset[str] = frozenset(),
    rubric_figures: tuple[WrittenNumber, ...] = (),
) -> float:
    """The share of the point's items the answer has (at most ``CONTRADICTED_SHARE`` when it contradicts
    one). A point made only of the stem's words ("nvme device" of "Which device value offloads … to
    NVMe?") is judged on those words: an item counts when the answer has every one of them."""
    pieces = item_pieces(point)
    parts = [item for item, _ in pieces]
    readings = [
        _item_reading(item, answer, stem, stem_terms, shared, rubric_figures, piece) for item, piece in pieces
    ]
    if all(found is None for found, _ in readings):
        readings = [(_stem_item(item, answer), False) for item in parts]
    judged = [found for found, _ in readings if found is not None]
    share = sum(judged) / len(judged) if judged else 0.0
    return min(share, CONTRADICTED_SHARE) if any(contradicted for _, contradicted in readings) else share


def _stem_item(item: str, answer: Reading) -> bool | None:
    wanted = _item_terms(item)[0]
    return wanted <= answer.said if wanted else None


def coverage(key_points: list[str], answer: str, stem: str) -> Coverage:
    stem_stated, stem_denied = said(stem)  # a stem that denies ("when is X not needed?") gives the denial
    reading, stem_terms = Reading.of(answer), rubric_terms(stem) | _marked(stem_denied - stem_stated)
    point_terms = [rubric_terms(point) for point in key_points]
    rubric_figures = tuple(
        figure for text in [stem, *key_points] for figure in find_quantities(text) if figure.unit
    )
    shares = []
    for index, point in enumerate(key_points):
        shared = frozenset().union(*(found for other, found in enumerate(point_terms) if other != index))
        shares.append(point_share(point, reading, stem, stem_terms, shared, rubric_figures))
    paired = list(zip(key_points, shares, strict=True))
    covered = [point for point, share in paired if share >= COVERED_AT]
    partly = [point for point, share in paired if 0 < share < COVERED_AT]
    missed = [point for point, share in paired if share == 0]
    return Coverage(covered, missed, shares, partly)


def speaks_of(answer: str, texts: list[str]) -> bool:
    """Whether ``answer`` says a term of any of ``texts`` (a question's stem, key, key points) longer than
    one character: a question back holding none asks of something else than the question's matter."""
    own = {term for term in terms(answer) if len(term) > 1}
    return any(own & terms(text) for text in texts)


def copies_stem(answer: str, stem: str) -> bool:
    """The answer is mostly the question's own words."""
    answer_terms = terms(answer)
    return len(answer_terms) >= 4 and len(answer_terms & terms(stem)) >= 0.85 * len(answer_terms)
