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
from dataclasses import replace
from itertools import pairwise

from bank.grading.choice._compared_over import measured
from bank.grading.choice._every import _counted
from bank.grading.mentions._mentions import Mention
from bank.grading.open._rubric import terms
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import (
    ITEM_REFUSED,
    ITEM_WITHHELD,
    ITEM_WITHHELD_LEADS,
    LIST_CLOSINGS,
    alternation,
)
from bank.grading.text._list_words import LIST_CLOSING, LIST_COUNTED

_SEPARATOR = re.compile(rf"\s*(?:[、/+&]|{alternation(lexicon.ITEM_SEPARATORS)})\s*", re.I)
# a comma may open a clause of its own ("A、C，CUDA Graph 只是可选的优化"): no plain list has one
_SENTENCE = re.compile(r"[,，。;；:：?？!！\n]|\.(?!\d)")
_NOT_PLAIN = re.compile(rf"[不没别非错吗除只]|{lexicon.NOT_PLAIN}", re.I)
# a count opening a list, with a colon: "四个：", "3 项:"
_COUNT_LEAD = re.compile(
    rf"(?P<count>\d+|[两二三四五六七八])\s*(?:{alternation(lexicon.COUNT_LEAD_UNITS)})\s*[:：]\s*"
)
_COUNT = re.compile(r"\d+|[两俩二三四五六七八]")
_LACKS = re.compile(r"[无未缺免]|\bnot?\b|n't\b", re.I)  # beyond _NOT_PLAIN: "无需", "未做", "缺少"
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
# a clause adding one more item as right too ("8k 也对", "eps 也是对的"): nothing said of the list before
# it. Not one ruling an item out ("…，UniPC 不算"): the list is read with it, as it was
_ALSO_ADDED = re.compile(
    rf"^[^,，;；。不没别非错吗除只?？]{{1,16}}?\s*(?:{alternation(lexicon.ALSO_SAME)})\s*(?:是)?\s*"
    rf"(?:{alternation((*lexicon.ALSO_AFFIRMED, *lexicon.ALSO_HOLDS))})\s*[的了啊]?\s*[。.!！]*$"
)
_COUNTED_AGAIN = lexicon.LIST_COUNT_CLOSING.replace("(?P<count>", "(?:")  # its group named once
_TAKES_ALL = re.compile(
    rf"^[^,，;；。不没别非错吗除只?？]{{0,12}}?(?:{alternation(lexicon.TAKES_ALL)})"
    r"[^,，;；。不没别非错吗除只?？]{0,10}$"
    rf"|^(?:{lexicon.LIST_COUNT_CLOSING})[\s。.!！]*$"  # "…，这三个": the list counted, no item of it
    # the list counted, then where all of it is ("…，这四个 Gopher / RefinedWeb 的规则里都有"): the place
    # says nothing of one item, so the list is taken whole (its count is checked where it is read)
    rf"|^(?:{_COUNTED_AGAIN})[^,，;；。不没别非错吗除只?？]{{0,30}}?"
    rf"(?:{alternation(lexicon.TAKES_ALL)})[^,，;；。不没别非错吗除只?？]{{0,10}}$"
)


_WITHHELD = re.compile(
    r"^\s*(?P<item>[^,，;；。!！?？:：]{1,24}?)\s*"
    rf"(?:{alternation(ITEM_WITHHELD_LEADS)})?\s*(?:(?P<doubted>{alternation(ITEM_WITHHELD)})|{alternation(ITEM_REFUSED)})"
    r"\s*[吧呢啊了哈]*\s*[。.!！…]*\s*$"
)
_CLAUSE_BREAK = re.compile(r"[,，;；。!！?？:：\n]")


def withheld(text: str, *, refused: bool = False) -> tuple[str, str] | None:
    """(the list, the withheld item) when ``text`` is a clause and then one that doubts an item
    ("…，eps 不敢选"), or with ``refused`` refuses it too ("…，eps 不选"); else None. The list is one
    clause: no break inside it."""
    cut = max(text.rfind(","), text.rfind("，"))
    if cut <= 0:
        return None
    head, match = text[:cut].strip(), _WITHHELD.match(text[cut + 1 :])
    if not head or match is None or _CLAUSE_BREAK.search(head) or not (refused or match.group("doubted")):
        return None
    return head, match.group("item").strip()


def without_count_lead(text: str) -> str:
    """``text`` without a count opening its list with a colon ("四个：DDIM、DPM-Solver-2、…") when the
    count is the number of the list's items; else ``text`` as it is."""
    lead = _COUNT_LEAD.match(text)
    if lead and _counted(lead.group("count")) == len(_items(text[lead.end() :])):
        return text[lead.end() :]
    return text


def unread_item(text: str, mentions: list[Mention]) -> str | None:
    """The first item of a plain list (see the module) that holds no mention of an option, else None;
    the list may be followed by one clause taking all of it ("ppl、语言分、长度，都能用"). A list that is
    one sentence of several, parted by semicolons ("varlen 和 checkpoint 都行；任意 mask 不行，…"), is
    one too: the sentences after it say something else of other options, and the reading kept the
    list's first item alone."""
    found = _unread_in(text, mentions) or english_unread(text, mentions)
    if found is not None or not _SENTENCES.search(text):
        return found
    for sentence in _SENTENCES.finditer(text):
        start, end = sentence.span()
        inside = [
            replace(m, start=m.start - start, end=m.end - start) for m in mentions if start <= m.start < end
        ]
        found = _unread_in(text[start:end], inside)
        if found:
            return found  # the first sentence's item: the later ones are not read
    return found


_SENTENCES = re.compile(r"[^;；]+(?=[;；])|(?<=[;；])[^;；]+")
# an English list opening the answer: items parted by commas, the last joined by "and" ("ppl, lang-id score,
# dup n-gram ratio, and length too — …"), up to the first pause that is no comma
_EN_LEAD = re.compile(r"[^;；。!！?？:：—–\n]*?(?=\s*(?:[;；。!！?？:：—–\n]|\.(?!\d)|\s-\s|$))")
_EN_COMMA = re.compile(r"\s*,\s*")
_EN_LAST = re.compile(r"\s*,?\s*\b(?:and|&)\s+(?=[^,]*$)", re.I)


def english_unread(text: str, mentions: list[Mention]) -> str | None:
    """The first item of an English list opening the answer (``_EN_LEAD``, ``_EN_LAST``) that names no
    option, else None: "ppl, lang-id score, dup n-gram ratio, and length too" had been read as A alone,
    the items the reader could not find dropped. A list only of short items, none denied, doubted or
    given a reason; without the "and" a comma may part clauses ("A, obviously") and nothing is said."""
    lead = _EN_LEAD.match(text)
    last = _EN_LAST.search(lead.group(0)) if lead else None
    if lead is None or last is None or "," not in lead.group(0)[: last.start() + 1]:
        return None
    body = lead.group(0)
    if _NOT_PLAIN.search(body) or _LACKS.search(body) or lexicon.has(body, lexicon.REASONS):
        return None
    spans, start = [], 0
    for cut in _EN_COMMA.finditer(body, 0, last.start()):
        spans.append((start, cut.start()))
        start = cut.end()
    spans += [(start, last.start()), (last.end(), len(body))]
    if len(spans) < 3 or any(not body[a:b].strip() or b - a > _MAX_ITEM for a, b in spans):
        return None
    for start, end in spans:
        if not any(m.start < end and m.end > start for m in mentions):
            return body[start:end].strip()
    return None


def _unread_in(text: str, mentions: list[Mention]) -> str | None:
    body = text.strip().rstrip("。.!！")
    body = without_count_lead(body)  # "四个：DDIM、…、UniPC": the list's own size said first, no item
    head, comma, closing = body.rpartition("，") if "，" in body else body.rpartition(",")
    if comma and head and _TAKES_ALL.match(closing.strip()) and not _SENTENCE.search(head):
        body = head.rstrip()  # the list alone: its closing clause names no option
    elif comma and head and not _SENTENCE.search(head) and _counted_closing(closing, len(_items(head))):
        body = head.rstrip()  # "…、Chefer 守恒，就这三条": the list alone, closed by its own count
    elif comma and head and not _SENTENCE.search(head) and _ALSO_ADDED.match(closing.strip()):
        body = head.rstrip()  # "…，8k 也对": one more item said right too after it, the list read alone
    elif withheld(body, refused=True):
        body = head.rstrip()  # "…，eps 不敢选", "…，eps 不选": the list, an item withheld after it
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


# A list parted by spaces alone ("DDIM 指数积分 UniPC", "A 什么 E"): the words between and after its
# items that are no item of their own, each read where it is (a joint, "对", "肯定", "或者", a particle)
_SPACED_WORDS = frozenset(
    word.lower()
    for word in (
        *lexicon.ITEM_SEPARATORS,
        *lexicon.SEGMENT_LINKS,
        *lexicon.LETTER_SET_WORDS,
        *lexicon.ADDED_BEFORE_COPULA,
        *lexicon.SAID_RIGHT,
        *lexicon.SURELY,
        *lexicon.ALTERNATIVES,
        *lexicon.ADDITIONS,
        *lexicon.ADDITIONS_ASKED,
        *lexicon.EITHER,
        *lexicon.EITHER_THEN,
        *lexicon.SPACED_READ,
        *lexicon.SUFFICES_CLOSING,
        "and",
        "plus",
    )
)
_SPACED_CUT = re.compile(r"[\s、/+&]+")
_SPACED_CLOSE = re.compile(r"[\s。.!！?？…~～]*$")
# an item of such a list: a word of letters or Chinese, no sign ("→", "|", "✓")
_ITEM_WORD = re.compile(r"[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff.-]{0,23}")
# a Chinese run with a clause's function word, or longer than a name, says something of the option
# before it ("Ⓓ fullgraph 整图捕获了自然就 reduce overhead": a reason, D chosen), no item of the list
_CLAUSE_RUN = re.compile(r"[了就是会把被让要能在着过]|[\u4e00-\u9fff]{7}")


def spaced_unread(
    text: str, mentions: list[Mention], options: dict[str, str], chosen: set[str], ruled: set[str]
) -> str | None:
    """The item of a list parted by spaces that names no option ("DDIM 什么 UniPC", "A B 指数积分 E") when
    the pass dropped the option after it, else None. The pass read that option as no choice, neither
    ``chosen`` nor ``ruled`` (out, or contradicted), and kept the ones before it alone ("DDIM 什么 UniPC"
    read A, right on a key of A alone): the candidate named more, so the answer is asked again. An item
    is one word standing alone between two options, spaces either side, that the reader reads nowhere
    (a joint, "对", a correction or a comparison is read) and is no rest of the option before it; a gap
    of several words is a clause. A list
    with a pause, a denial, a doubt or a reason outside its options is read by the pass, as it was."""
    if len({label for mention in mentions for label in mention.labels}) < 2:
        return None
    close = _SPACED_CLOSE.search(text)
    end = close.start() if close else len(text)
    outside = "".join(text[a:b] for a, b in _outside(mentions, mentions[0].start, end) if a < b)
    if not re.search(r"\s", outside) or _SENTENCE.search(outside) or _NOT_PLAIN.search(outside):
        return None
    if _LACKS.search(outside) or lexicon.has(outside, lexicon.REASONS):
        return None
    reached = 0
    for mention, following in pairwise(mentions):
        reached = max(reached, mention.end)
        gap = text[reached : following.start]
        if measured(text, mention, following):
            continue  # "B beats D", "B clearly beats D": a comparison, read by ``_compared_over``
        own = " ".join(options.get(label, "") for label in mention.labels).lower()
        unread = [word for word in _SPACED_CUT.split(gap) if word and not _spaced_known(word, own)]
        if len(unread) > 1 or (unread and not _ITEM_WORD.fullmatch(unread[0])):
            return None  # a clause said between them, or a sign ("→", "|"), not an item
        if unread and _CLAUSE_RUN.search(unread[0]):
            return None
        # the next one names options only: "CF" (C and no option F) is a word, not two letters
        dropped = mention.labels <= chosen and not following.labels & (chosen | ruled)
        dropped = dropped and following.labels <= options.keys()
        if unread and dropped and gap[:1].isspace() and gap[-1:].isspace():
            return unread[0]
    return None


def _spaced_known(word: str, own: str) -> bool:
    """Whether ``word`` of a spaced list is no item: a word read where it is, alone or glued to another
    ("之外再加上"), or the rest of ``own``, the text of the option named before it ("in-context 条件和"
    of "in-context 条件", the mention found on its first word)."""
    for hit in sorted(lexicon.find(word, _SPACED_WORDS), key=lambda hit: -hit.start):
        word = word[: hit.start] + word[hit.end :]
    for piece in sorted(_OWN_WORD.findall(word.lower()), key=len, reverse=True):
        if piece in own if not piece.isascii() else piece in _OWN_WORD.findall(own):
            word = word.lower().replace(piece, "", 1)
    return not word or word.lower() in _SPACED_WORDS or _closing(word)


def named_by_piece(item: str, options: dict[str, str]) -> str | None:
    """The one option whose text opens with the words of ``item``, whole words, names and figures only,
    one of three letters or more among them ("DPM-Solver" of "DPM-Solver-2"); else None. A word from
    inside a text ("Solver", "LayerNorm" of "未使用 LayerNorm") names no option, and Chinese is left out:
    a run of it is found inside too many texts."""
    pieces = _OWN_WORD.findall(item.lower())
    if (
        not item.isascii()
        or not pieces
        or _OWN_WORD.sub("", item.lower()).strip("-–_ ")
        or len(max(pieces, key=len)) < 3
    ):
        return None
    holding = [
        label for label, text in options.items() if _OWN_WORD.findall(text.lower())[: len(pieces)] == pieces
    ]
    return holding[0] if len(holding) == 1 else None


def _counted_closing(closing: str, items: int) -> bool:
    """Whether ``closing`` only closes a list of ``items`` items with their count ("就这三条", "这 3 个")."""
    counts = _COUNT.findall(closing)
    return bool(LIST_CLOSING.match(closing)) and bool(counts) and all(_counted(c) == items for c in counts)


def joined_before(
    text: str,
    mentions: list[Mention],
    index: int,
    joint: re.Pattern[str],
    options: dict[str, str] | None = None,
) -> list[Mention]:
    """The mentions joined to ``mentions[index]`` before it, each gap a joint alone ("A、B、D 排除":
    A and B), or a joint and words of the next item's own option ("任意 mask 和 >256 的 head_dim 不行"):
    a denial after the last item is said of every item of the list."""
    joined = []
    while index > 0 and joins(
        text[mentions[index - 1].end : mentions[index].start], mentions[index], joint, options
    ):
        index -= 1
        joined.append(mentions[index])
    return joined


# a word of an option's text: a name or figure, a comparison sign, a run of Chinese
_OWN_WORD = re.compile(r"[A-Za-z0-9_.]+|[<>≤≥=]|[\u4e00-\u9fff]+")


def joins(
    gap: str, following: Mention, joint: re.Pattern[str], options: dict[str, str] | None = None
) -> bool:
    """Whether ``gap`` joins the mention before it to ``following`` as one subject: a joint alone, or
    a joint and then only words of ``following``'s own option, said before the words the reader took
    for it (">256 的" of "head_dim > 256"): a modifier of the next item, never another option's word."""
    if joint.fullmatch(gap):
        return True
    lead = joint.match(gap)
    own = " ".join((options or {}).get(label, "") for label in following.labels).lower()
    if not lead or not lead.group(0).strip() or not own.strip():
        return False
    rest = _PARTICLES.sub(" ", gap[lead.end() :]).lower()
    words = _OWN_WORD.findall(rest)
    own_words = set(_OWN_WORD.findall(own))
    return (
        bool(words)
        and not _OWN_WORD.sub("", rest).strip()
        # a name or figure is one of the option's whole words ("25" is no word of "256"); Chinese, a piece
        and all(word in own_words if word.isascii() else word in own for word in words)
    )


def named_whole(text: str, mentions: list[Mention], options: dict[str, str]) -> set[str] | None:
    """The options a plain list names item by item ("rollout 逐层乘、LRP 重写 GELU、Chefer 重归一化这三个",
    "PPL、lang_score、n-gram 重复率、文档长度"), each item naming one option and saying more of it only in
    that option's own words; None when the answer is no such list. Read whole: an item's own words had
    made the items after it read as its description, and the set came out short."""
    body = text.strip().rstrip("。.!！")
    body = without_count_lead(body)
    head, comma, closing = body.rpartition("，") if "，" in body else body.rpartition(",")
    tail = ""
    if comma and head and _TAKES_ALL.match(closing.strip()):
        body, tail = head.rstrip(), closing  # "…，都能用": the list alone
    listed = LIST_COUNTED.sub("", LIST_CLOSING.sub("", body, count=1), count=1)  # "…这三个", "…三个"
    body, tail = listed, body[len(listed) :] + tail
    if _SENTENCE.search(body) or _NOT_PLAIN.search(body) or _LACKS.search(body):
        return None  # "rollout 无需逐层乘": the item denies what it names
    if lexicon.has(body, lexicon.REASONS):
        return None
    items = _items(body)
    if len(items) < 2 or any(end - start > _MAX_ITEM for start, end in items):
        return None
    if any(_counted(count) != len(items) for count in _COUNT.findall(tail)):
        return None  # "…、UniPC 4个都能用" of five items: the count is not the list's
    offset, named = text.index(body), set()
    for start, end in ((a + offset, b + offset) for a, b in items):
        inside = [m for m in mentions if m.start >= start and m.end <= end]
        across = [m for m in mentions if m.start < end and m.end > start and m not in inside]
        if not inside or across or len({m.labels for m in inside}) != 1 or len(inside[0].labels) != 1:
            return None
        [label] = inside[0].labels
        if label not in options:
            return None
        rest = "".join(text[a:b] for a, b in _outside(inside, start, end))
        said = terms(_PARTICLES.sub(" ", rest))
        if said and not said & terms(options[label]):
            return None  # "PPL 太慢": more than the option's words, not an item naming it
        named.add(label)
    return named


def _outside(inside: list[Mention], start: int, end: int) -> list[tuple[int, int]]:
    """The spans of ``start``..``end`` that no mention of ``inside`` covers."""
    spans, at = [], start
    for mention in sorted(inside, key=lambda m: m.start):
        spans.append((at, mention.start))
        at = max(at, mention.end)
    return [*spans, (at, end)]
