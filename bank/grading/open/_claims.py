"""What a key point's item claims, and whether an answer claims the opposite of it on the same topic.

The rubric covers an item by its words; a candidate who believes the opposite uses the same words
("τ→+∞ 时…" for "τ→0⁺ 时…", "同步 checkpoint" for "异步 checkpoint", "ZeRO-1" for "ZeRO-3", "≥ 0.03"
for "≤ 0.03", "每个参数约 4 字节" for "…16 字节"). So an item's claim-bearing parts are read apart from
its topic words: limits and directions, bounds on a figure, figures with their units, cards counted,
ZeRO stages, one side of a pair of opposites (``_lexicon``), and a thing kept rather than taken
out. The answer is read clause by clause (its windows): an item is contradicted when a clause on the
item's topic states the other side of one of its claims, and no clause on that topic states the
item's own. Either side stated somewhere on the topic lets the answer stand (a correct answer often
names the alternative it rejects: "用异步 checkpoint，同步写会阻塞训练"); a contradicted item holds
the point at "touched", as a contradicting figure or a denial does.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from bank.grading.figures._calc import states_figure
from bank.grading.numbers._numbers import WrittenNumber, find_quantities
from bank.grading.numbers._units import dimension_of
from bank.grading.text import _lexicon as words
from bank.grading.text._text import normalise

Claims = dict[str, frozenset[str]]  # kind ("opp3", "limit", "bound:0.03", "stage" …) -> the values stated

_WINDOW_END = re.compile(r"[、，,；;。\n：:（）()!！?？]|\.(?=\s|$)")
_ASCII_WORD = re.compile(r"[a-z][a-z \-]*")
_KEPT = "kept"
_REMOVED = "removed"


def _alternatives(pattern: str) -> list[str]:
    """The top-level alternatives of a pattern (a "|" inside a group stays with its group)."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(pattern):
        if char == "(" and (index == 0 or pattern[index - 1] != "\\"):
            depth += 1
        elif char == ")" and pattern[index - 1] != "\\":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(pattern[start:index])
            start = index + 1
    return [*parts, pattern[start:]]


def _bounded(pattern: str) -> str:
    """The pattern with each all-ASCII word of it matched as a whole word ("max" not in "softmax")."""
    return "|".join(
        rf"(?<![a-z0-9_]){part}(?![a-z0-9_])" if _ASCII_WORD.fullmatch(part) else part
        for part in _alternatives(pattern)
    )


def _sides(sides: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?P<s{index}>{_bounded(side)})" for index, side in enumerate(sides)), re.I)


_OPPOSITES = [_sides(group) for group in words.OPPOSITES]
_REMOVAL = re.compile(_bounded(words.REMOVALS), re.I)
_NUMBER = r"\d+(?:\.\d+)?"
_TARGET = (
    r"(?P<inf>[+-−–]?\s*(?:∞|infinity|inf(?![a-z])|无穷大?)|[正负]无穷大?)"
    rf"|(?P<num>[-−]?{_NUMBER})(?:\s*[+⁺⁻])?(?![\d./_|a-z(])"
)
_LIMIT = re.compile(rf"(?:{_bounded(words.LIMIT_LEADS)})\s*(?:{_TARGET})", re.I)
_BOUND_BEFORE = re.compile(
    rf"(?:(?P<up>{_bounded(words.UPPER_BEFORE)})|(?P<lo>{_bounded(words.LOWER_BEFORE)}))"
    rf"\s*(?:约|大约|about|~)?\s*(?P<n>{_NUMBER})",
    re.I,
)
_BOUND_AFTER = re.compile(
    rf"(?<![\d.])(?P<n>{_NUMBER})\s*(?:%|[^\s\d，,。；;、]{{0,6}}?)\s*"
    rf"(?:(?P<up>{_bounded(words.UPPER_AFTER)})|(?P<lo>{_bounded(words.LOWER_AFTER)})(?!\d))",
    re.I,
)
_STAGE = re.compile(words.STAGES, re.I)
_CARDS = re.compile(words.CARDS, re.I)


def _limit_value(match: re.Match[str]) -> str:
    infinite = match.group("inf")
    if infinite:
        return "-inf" if infinite.lstrip()[0] in "-−–负" else "+inf"
    return f"{float(match.group('num').replace('−', '-')):g}"


def _found(text: str) -> list[tuple[str, str, int, int]]:
    """Every claim of ``text`` as (kind, value, start, end)."""
    found = []
    for index, pattern in enumerate(_OPPOSITES):
        for match in pattern.finditer(text):
            side = next(name for name, value in match.groupdict().items() if value is not None)
            found.append((f"opp{index}", side, match.start(), match.end()))
    for match in _LIMIT.finditer(text):
        found.append(("limit", _limit_value(match), match.start(), match.end()))
    for pattern in (_BOUND_BEFORE, _BOUND_AFTER):
        for match in pattern.finditer(text):
            kind = f"bound:{float(match.group('n')):g}"
            found.append((kind, "upper" if match.group("up") else "lower", match.start(), match.end()))
    for match in _STAGE.finditer(text):
        found.append(("stage", match.group(1) or match.group(2), match.start(), match.end()))
    for match in _CARDS.finditer(text):
        found.append(("cards", f"{float(match.group(1)):g}", match.start(), match.end()))
    for match in _REMOVAL.finditer(text):
        found.append(("removal", _REMOVED, match.start(), match.end()))
    return found


def _claims(found: list[tuple[str, str, int, int]]) -> Claims:
    claims: dict[str, set[str]] = {}
    for kind, value, _, _ in found:
        claims.setdefault(kind, set()).add(value)
    return {kind: frozenset(values) for kind, values in claims.items()}


@dataclass(frozen=True)
class Window:
    """One clause of an answer: its words, its claims, its figures."""

    terms: frozenset[str]
    claims: Claims
    figures: tuple[WrittenNumber, ...]


def windows(text: str, terms: Callable[[str], frozenset[str]]) -> tuple[Window, ...]:
    """The clauses of an answer's stated text (what it denies is read elsewhere)."""
    found = []
    for clause in _WINDOW_END.split(normalise(text)):
        if clause.strip():
            claims = _claims(_found(clause))
            found.append(Window(terms(clause), claims, tuple(find_quantities(clause))))
    return tuple(found)


@dataclass(frozen=True)
class ItemClaims:
    """An item's claims, its figures with a unit, and its topic: its words without the claims."""

    claims: Claims
    figures: tuple[WrittenNumber, ...]
    topic: str


@lru_cache(maxsize=1024)
def item_claims(item: str) -> ItemClaims:
    text = normalise(item)
    found = _found(text)
    figures = tuple(figure for figure in find_quantities(text) if figure.unit)
    spans = [(start, end) for *_, start, end in found] + [(figure.start, figure.end) for figure in figures]
    topic = text
    for start, end in sorted(spans, reverse=True):
        topic = topic[:start] + " " + topic[end:]
    claims = _claims(found)
    if "removal" in claims:  # an item that takes a thing out itself: the kept/removed reading is not its
        del claims["removal"]
    elif claims or topic.strip():
        claims["removal"] = frozenset({_KEPT})
    return ItemClaims(claims, figures, topic)


def _window_values(window: Window, kind: str) -> frozenset[str]:
    if kind == "removal":
        return window.claims.get("removal", frozenset({_KEPT}))
    return window.claims.get(kind, frozenset())


def contradicted(
    item: ItemClaims,
    on_topic: Callable[[Window], bool],
    answer: tuple[Window, ...],
    context: str,
    rubric_figures: tuple[WrittenNumber, ...],
) -> bool:
    """Whether the answer states, on the item's topic, the other side of one of the item's claims and
    never the item's own. A figure is opposed by another of its dimension that no key point (nor the
    stem) gives: the rubric's own figures stand side by side in a correct answer."""
    # a clause that qualifies its subject with a pair the item does not use ("最大位置权重趋于 1" against
    # "权重趋于 0", said of the other positions) speaks of another case
    opposites = {kind for kind in item.claims if kind.startswith("opp")}
    topical = [
        window
        for window in answer
        if on_topic(window) and {kind for kind in window.claims if kind.startswith("opp")} <= opposites
    ]
    if not topical:
        return False
    for kind, values in item.claims.items():
        stated = frozenset().union(*(_window_values(window, kind) for window in topical))
        if stated - values and not values <= stated:  # one of its values left out, another put in
            return True
    for figure in item.figures:
        dimension = dimension_of(figure.unit, context)
        if any(states_figure(list(window.figures), figure, context) for window in topical):
            continue
        others = (
            found
            for window in topical
            for found in window.figures
            if found.unit and dimension_of(found.unit, context) == dimension
        )
        if any(
            not any(states_figure([found], given, context) for given in rubric_figures) for found in others
        ):
            return True
    return False
