"""An item of a plain list of options that names none ("梯度检查点、ZeRO-3、序列并行" where 序列并行
is no option the reader can find): on a multiple choice the candidate chose something the reading
would drop, so no set is offered and the answer is asked again — never the smaller set, as for an
item added with "再加个" (``_additions``).

Only a plain list: items joined by "、", "/", "+" or "和", with no comma, no reason, no sentence
punctuation and no denial, doubt, question or exception in any item; words that close the list
("都对", "这三个") are no item.
"""

from __future__ import annotations

import re

from bank.grading import _words as lexicon
from bank.grading._every import _counted
from bank.grading._list_words import LIST_CLOSINGS
from bank.grading._mentions import Mention

_SEPARATOR = re.compile(r"\s*(?:[、/+&]|以及|和|跟|与|及)\s*", re.I)
# a comma may open a clause of its own ("A、C，CUDA Graph 只是可选的优化"): no plain list has one
_SENTENCE = re.compile(r"[,，。;；:：?？!！\n]|\.(?!\d)")
_NOT_PLAIN = re.compile(
    r"[不没别非错吗除只]|其余|剩下|可能|也许|好像|\b(?:not|no|maybe|perhaps|unsure|except|but|only)\b", re.I
)
# a count opening a list, with a colon: "四个：", "3 项:"
_COUNT_LEAD = re.compile(r"(?P<count>\d+|[两二三四五六七八])\s*(?:个|项|条|种|样)\s*[:：]\s*")
_PARTICLES = re.compile(r"[\s的了吧呢啊呀哦嘛]+")
_MAX_ITEM = 24  # characters: a longer item is a clause, not a name


def _items(text: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for cut in _SEPARATOR.finditer(text):
        spans.append((start, cut.start()))
        start = cut.end()
    spans.append((start, len(text)))
    return [(a, b) for a, b in spans if text[a:b].strip()]


def _closing(item: str) -> bool:
    """Words that close the list and name nothing ("都对", "这三个")."""
    for hit in sorted(lexicon.find(item, LIST_CLOSINGS), key=lambda hit: -hit.start):
        item = item[: hit.start] + " " + item[hit.end :]
    return not _PARTICLES.sub("", item)


# a clause after the list that takes every item of it, and says nothing else that could leave one out:
# "…，都能用", "…，全要", "…，Gopher 规则里全都有", "…，一个不落"
_TAKES_ALL = re.compile(
    r"^[^,，;；。不没别非错吗除只?？]{0,12}?(?:都|全|全都|全部|统统|一个不落|一个不少)"
    r"[^,，;；。不没别非错吗除只?？]{0,10}$"
)


def without_count_lead(text: str) -> str:
    """``text`` without a count opening its list with a colon ("四个：DDIM、DPM-Solver-2、…") when the
    count is the number of the list's items; else ``text`` as it is."""
    lead = _COUNT_LEAD.match(text)
    if lead and _counted(lead.group("count")) == len(_items(text[lead.end() :])):
        return text[lead.end() :]
    return text


def unread_item(text: str, mentions: list[Mention]) -> str | None:
    """The first item of a plain list (see the module) that holds no mention of an option, else None;
    the list may be followed by one clause taking all of it ("ppl、语言分、长度，都能用")."""
    body = text.strip().rstrip("。.!！")
    body = without_count_lead(body)  # "四个：DDIM、…、UniPC": the list's own size said first, no item
    head, comma, closing = body.rpartition("，") if "，" in body else body.rpartition(",")
    if comma and head and _TAKES_ALL.match(closing.strip()) and not _SENTENCE.search(head):
        body = head.rstrip()  # the list alone: its closing clause names no option
    if (
        not mentions
        or _SENTENCE.search(body)
        or _NOT_PLAIN.search(body)
        or lexicon.has(body, lexicon.REASONS)
    ):
        return None
    items = _items(body)
    if len(items) < 2 or any(end - start > _MAX_ITEM for start, end in items):
        return None
    offset = text.index(body)
    for start, end in items:
        named = any(m.start < end + offset and m.end > start + offset for m in mentions)
        if not named and not _closing(body[start:end]):
            return body[start:end].strip()
    return None


def joined_before(text: str, mentions: list[Mention], index: int, joint: re.Pattern[str]) -> list[Mention]:
    """The mentions joined to ``mentions[index]`` before it, each gap a joint alone ("A、B、D 排除":
    A and B): a denial after the last item is said of every item of the list."""
    joined = []
    while index > 0 and joint.fullmatch(text[mentions[index - 1].end : mentions[index].start]):
        index -= 1
        joined.append(mentions[index])
    return joined
