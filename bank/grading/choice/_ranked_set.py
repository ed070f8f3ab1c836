"""A ranking on a multiple choice ("A > E > C", "ppl > 重复 n-gram > lang_score > 长度"): an order of
options says how much each is liked, not which are chosen. It chooses every option it ranks only when
the answer says so ("A > E > C，三个都选", "四个都能用：ppl > … > 长度": a count of every option, the order
after it); else it is asked again, never read as its first option (blind batch 85). A ranking is a run
of items joined by ">" in one clause, each item naming an option and nothing else, or an item no option
reader knows ("ppl") beside such items; a comparison ("head_dim > 256", "C 支持 > 4k") is none. On a
single choice the first option ranked is the answer, which the mention pass reads already.
"""

from __future__ import annotations

import re

from bank.grading.mentions._choice_marks import only_filler
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._zh_numerals import numeral_value

# items joined by ">" (not an arrow "->", "=>" nor "≥" written ">=")
_SIGN = r"(?<![-=—–~])[>＞](?!=)"
_CHAIN = re.compile(rf"[^>＞\n,，;；:：。]+(?:{_SIGN}[^>＞\n,，;；:：。]+)+")
_FIGURE = re.compile(r"\s*[\d.%％]+\s*[A-Za-z]*\s*$")
_EVERY = re.compile(lexicon.RANKED_ALL_CHOSEN, re.I)
# a question anywhere ("A > D，都选？"): the set is asked of the reader, not said; asked again
_ASKED = re.compile(r"[?？]|吗|\bor\b", re.I)
_LONGEST = 24  # an item longer than this is a clause, not an option named to be ranked


def ranked_set(text: str, mentions: list[Mention], options: dict[str, str]) -> set[str] | None:
    """The options ``text`` ranks when it says every one ranked is chosen; an empty set (asked again)
    for a ranking that says nothing of that; None when ``text`` ranks nothing."""
    chain = _CHAIN.search(text)
    if chain is None:
        return None
    every = _EVERY.search(text)
    items = _items(chain, every)
    labels: set[str] = set()
    unread = 0
    for start, end in items:
        inside = [m for m in mentions if start <= m.start and m.end <= end]
        item = text[start:end]
        if not item.strip() or _FIGURE.match(item) or len(inside) > 1 or len(item.strip()) > _LONGEST:
            return None  # "> 256", "B 和 C > D": a comparison, no ranking of single options
        unread += not inside
        labels |= inside[0].labels if inside else set()
    apart = [m for m in mentions if m.start < chain.start() or m.end > chain.end()]
    if len(items) - unread < 2 or (apart and not labels & set().union(*(m.labels for m in apart))):
        return None  # "A ＞ C，B D 不算": the other options said of apart, read as before
    if every is None:
        return set()
    rest = text[: min(chain.start(), every.start())] + " " + text[max(chain.end(), every.end()) :]
    if chain.end() <= every.start():
        rest += " " + text[chain.end() : every.start()]
    if _ASKED.search(text) or not only_filler(rest):
        return set()  # "A > E > C，都选，C 不确定", "A > E，都选？": more said, or asked, asked again
    count = every.group("count")
    said = numeral_value(count) if count else len(items)
    if said != len(items) or len(labels) != len(items) - unread:
        return set()  # "A > E > C，两个都选": which two?
    if not unread:
        return labels
    return set(options) if said == len(options) else set()  # "四个都能用：ppl > …": every option


def _items(chain: re.Match[str], every: re.Match[str] | None) -> list[tuple[int, int]]:
    """The spans of the items ``chain`` ranks, the last one ending where a word of every one chosen
    begins ("A > E 都选")."""
    spans, start = [], chain.start()
    for sign in re.finditer(_SIGN, chain.group(0)):
        spans.append((start, chain.start() + sign.start()))
        start = chain.start() + sign.end()
    closing = every.start() if every is not None and start <= every.start() < chain.end() else chain.end()
    spans.append((start, closing))
    return spans
