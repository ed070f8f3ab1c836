"""An item added to a set said before it: "adaLN-Zero、patch=2，再加个 QK-Norm", "pjit、
with_sharding_constraint，psum 也能算一个".

The addition word (``ADDITIONS`` opening the item's clause, ``ADDED_AFTER`` closing it) commits to
the item as firmly as the list before it: an option it names is chosen with the rest. An addition
whose item names no option the reader can find is not a smaller answer: the candidate chose
something the reading would drop, so no set is offered and the answer is asked again.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bank.grading.mentions._mentions import Mention
from bank.grading.open._distinct import told_apart
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import ADDED_AFTER, ADDITIONS, alternation
from bank.grading.text._list_words import ADDITION_WITHHELD

_CLAUSE_END = re.compile(r"[,，;；。.!！?？\n]")
_ITEM_MARKS = " \t,，、;；。.!！?？:：\n"
_ASKED = re.compile(
    rf"\s*(?:{alternation(lexicon.ITEM_ASKED)})?\s*[?？]"
)  # the item's clause asks rather than adds


def adds(before: str, after: str) -> bool:
    """Whether the mention between ``before`` and ``after`` (the text to the neighbouring mentions) is
    added to the set: an addition word closes ``before`` or opens ``after``."""
    if _ASKED.match(after):
        return False  # "要不要再加个 C？不加": the addition asked about, then decided
    lead = before.rstrip()
    opening = [hit for hit in lexicon.find(lead, ADDITIONS) if hit.end == len(lead)]
    if opening:
        # "不用再加 D", "要不要再配 D": the addition withheld (denied, asked, held open) adds nothing
        return not any(ADDITION_WITHHELD.search(lead, 0, hit.start) for hit in opening)
    trailing = after.lstrip()
    if _ALSO_NEEDED.match(trailing):
        return True  # "C，A 也要，…": A wanted as well, the clause closing on it ("A 也要改" goes on)
    return any(hit.start == 0 for hit in lexicon.find(trailing, ADDED_AFTER))


def added_as_fine(text: str, mentions: Sequence[Mention], hit: lexicon.WordSpan) -> bool:
    """Whether the hedge ``hit`` is "也行" said of the option just before it, closing its clause ("B；D
    也行"): on a multiple choice the option is added, as "D 也可以" adds it, not held open."""
    return (
        hit.word in lexicon.ALSO_FINE
        and any(m.end <= hit.start and not text[m.end : hit.start].strip() for m in mentions)
        and _CLAUSE_CLOSED.match(text, hit.end) is not None
    )


_CLAUSE_CLOSED = re.compile(r"\s*(?:[,，;；。.!！]|$)")
_ONLY_BEFORE = re.compile(rf"(?:{alternation(lexicon.ONLY)})\s*$")
_ALSO_NEEDED = re.compile(rf"也\s*(?:{lexicon.NEEDED})\s*(?:吧|的)?\s*(?:[,，;；。!！]|$)")


def unread_addition(
    text: str, mentions: list[Mention], options: dict[str, str] | None = None, stem: str = ""
) -> str | None:
    """The first item ``text`` adds in a clause of its own that holds no mention of an option (so
    what the candidate added would be dropped), or None. Past a stated reason, "加上" is reasoning;
    before a later choice it is a step towards it. With ``options``, an item that restates in its own
    words an option already named before it, and denies nothing, adds nothing unread ("C 和 A：算力
    ≥ 8.9，外加矩阵尺寸对齐": A's alignment, A named already)."""
    reasons = [hit.start for hit in lexicon.find(text, lexicon.REASONS)]
    first_reason = min(reasons, default=len(text))
    for hit in lexicon.find(text, ADDITIONS):
        if hit.start >= first_reason or text[: hit.start].strip(_ITEM_MARKS) == "":
            continue  # an answer opening with "加上…" adds to nothing before it
        prior = text[: hit.start].rstrip(" \t")
        if prior[-1:] not in _ITEM_MARKS and not any(mention.end == len(prior) for mention in mentions):
            continue  # "scale 加上 shift": inside a clause, no addition to the set ("A、E 再加个 D" is)
        stop = _CLAUSE_END.search(text, hit.end)
        end = stop.start() if stop else len(text)
        if any(mention.start >= end for mention in mentions) or _ASKED.match(text, end):
            continue  # "…，再加 scale 也就 36 左右，所以选 A": the answer goes on to its choice
        if not any(hit.end <= mention.start < end for mention in mentions):
            item = text[hit.end : end].strip(_ITEM_MARKS)
            if options and item and _named_before(item, mentions, hit.start, options, stem):
                continue
            return item or hit.word
    linked = _linked_unread(text, mentions, options, stem)
    if linked:
        return linked
    for hit in lexicon.find(text, ADDED_AFTER):
        if hit.start >= first_reason or text[hit.end :].strip(_ITEM_MARKS + "吧呢啊"):
            continue  # the word closes the answer's last clause ("…，psum 也能算一个")
        if _ONLY_BEFORE.search(text, 0, hit.start):
            continue  # "…，top-2 也只算一个": what the item counts for, restricted, adds nothing
        starts = [match.end() for match in _CLAUSE_END.finditer(text, 0, hit.start)]
        start = max(starts, default=0)
        if start == 0:
            continue  # the only clause: nothing before it to add to
        if not any(start <= mention.start < hit.start for mention in mentions):
            return text[start : hit.start].strip(_ITEM_MARKS) or hit.word
    return None


# what keeps an item after a link back from the set: it is asked, denied, turned, conditioned or doubted
# ("A、E，还有问题吗", "A E，还有 D 不对" is read by the readers, its D named)
_LINK_KEPT_BACK = re.compile(
    rf"{lexicon.CLAIM_DENIALS}|{lexicon.TURNS}|{lexicon.CONDITIONS}|[别错?？]|"
    rf"{alternation(lexicon.ASKING_ENDS)}",
    re.I,
)


def reason_starts(text: str) -> list[int]:
    """Where the words of ``REASONS`` stand in ``text``, but inside a link of ``ADDITION_LINKS`` ("as" of
    "…, as well as QK-Norm" adds an item, it gives no reason)."""
    links = lexicon.find(text, lexicon.ADDITION_LINKS)
    return [
        reason.start
        for reason in lexicon.find(text, lexicon.REASONS)
        if not any(link.start <= reason.start < link.end for link in links)
    ]


def _linked_unread(
    text: str, mentions: list[Mention], options: dict[str, str] | None, stem: str
) -> str | None:
    """The item a link of ``ADDITION_LINKS`` adds after the set in a clause naming no option, the
    answer going on to none ("adaLN-Zero，patch 取 2，还有 QK norm"), or None: the link follows an option
    named or a list mark, and nothing from it to the answer's end keeps the item back."""
    first_reason = min(reason_starts(text), default=len(text))
    for hit in lexicon.find(text, lexicon.ADDITION_LINKS):
        if hit.start >= first_reason or not any(mention.end <= hit.start for mention in mentions):
            continue  # no set said before the link
        prior = text[: hit.start].rstrip(" \t")
        if prior[-1:] not in "、,，;；" and not any(mention.end == len(prior) for mention in mentions):
            continue  # "跟 PCIe 还有关系": inside a clause, no item joined to the set
        if any(mention.end > hit.end for mention in mentions):
            continue  # "…，还有 D", "…，还有 D 不对": the option named, the readers' to read
        rest = text[hit.end :]
        stop = _CLAUSE_END.search(text, hit.end)
        item = text[hit.end : stop.start() if stop else len(text)].strip(_ITEM_MARKS)
        if not item or _LINK_KEPT_BACK.search(rest) or lexicon.has(rest, lexicon.HELD_OPEN):
            continue
        if options and _named_before(item, mentions, hit.start, options, stem):
            continue  # the item restates in its own words an option already named
        return item
    return None


_DENIES = re.compile(r"[不没无未非别]|\bnot?\b|n't\b", re.I)


def _named_before(item: str, mentions: list[Mention], start: int, options: dict[str, str], stem: str) -> bool:
    """Whether ``item`` tells apart, by its own words and with no denial, an option named before
    ``start``."""
    if _DENIES.search(item):
        return False
    before = {label for mention in mentions if mention.end <= start for label in mention.labels}
    closest = told_apart(item, options, stem)
    if closest not in before:
        return False
    # its names and figures all the option's own: "外加 GEMM 输入是三维的" is not A's "二维输入矩阵", nor
    # "外加 Ampere 架构" C's "≥ 8.9（Ada、Hopper …）"
    own = {token.lower() for token in _NAMES_AND_FIGURES.findall(options[closest])}
    if _FIGURE_OR_TURN.search(item):
        return (
            False  # "外加 GEMM 输入高能被 16 整除" (A's 8 and 16 swapped), "外加 Ada 或更早": said otherwise
        )
    return all(token.lower() in own for token in _NAMES_AND_FIGURES.findall(item))


_NAMES_AND_FIGURES = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?|[零一二两三四五六七八九十百千万]")
# a figure of its own, an alternative or a bound the other way: the option's words said of something else
_FIGURE_OR_TURN = re.compile(rf"(?<![A-Za-z_\d.])\d|{alternation(lexicon.ADDITION_SAID_OTHERWISE)}", re.I)
