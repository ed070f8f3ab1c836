"""A chain of second thoughts closed on one option, on a single choice: "D → 不对 cudnn 那个只管 cudnn；A →
compile 根本没这个参数；最后 C", "D… 不对 …。C？ 也不像。还是 B 吧，几何级数", "cliprange 吧…不对 cliprange 管
ratio。kl_target 吧…嗯 还是 kl_target".

Each option tried before is let go in its own stretch (a correction or a denial between it and the next
option named: "不对", "也不像", "没这个参数"), and the last clause opens on a closing word ("最后", "还是",
"嗯 还是") and names the one option: that option is the answer, read to confirm. The mention pass had kept
an option named again in a reason ("不对 cudnn 那个…": D), or held two open.

Not read (the pass reads it as before, or asks again): a closing clause that goes on about the option
("最后 C 也不对"), is asked or hedged ("还是 B？", "最后 C 吧？不确定", "…，不过不确定"), or a reason after
it that names another option or denies; an option before it that was only asked ("C？还是 B": C or B),
or not let go at all ("A，B，最后 C" lists them).

Nor is the close ever passed over for an option before it ("B。最后 C" had read B), nor a close labelled as
the quantity asked ("int8 50%，比例 D", "50%，比值 75%" had read C): ``close_passed_over``, asked again.
"""

from __future__ import annotations

import itertools
import re

from bank.grading.mentions._mentions import Mention
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

# the closing clause: after a clause break, an interjection maybe, the closing word, then the option
_LEAD = re.compile(
    rf"(?:^|[,，;；。.!！?？…\n]|\.{{3}})\s*(?:(?:{alternation(lexicon.CHAIN_CLOSE_INTERJECTIONS)})\s*[,，]?\s*)?"
    rf"(?:{alternation(lexicon.CHAIN_CLOSE_LEADS)})\s*[:：]?\s*$",
    re.I,
)
# the closing clause labelled as the quantity asked ("50%，比例 D", "…，比值 75%"): the figure so labelled
_LABELLED = re.compile(
    rf"(?:[,，;；。.!！\n]|\.{{3}})\s*(?:{alternation(lexicon.CLOSE_LABELS)})\s*(?:[:：=]\s*)?$",
    re.I,
)
# after the option: a particle and the end, or a reason of its own after a comma (checked below)
_TAIL = re.compile(r"\s*(?:[吧了啦啊呀])?\s*(?:[,，]\s*(?P<reason>[^?？]*?))?[\s。.!！]*$")
# what a reason after the close may not say: a denial, a doubt, a hedge, a turn
_AGAINST = (
    *lexicon.CORRECTIONS,
    *lexicon.TURN_DENIALS,
    *lexicon.DOUBTS,
    *lexicon.HEDGES,
    *lexicon.TENTATIVE,
    "不过",
    "但",
    "but",
)
_LET_GO = (*lexicon.CORRECTIONS, *lexicon.CHAIN_LET_GO)


def _denies(reason: str) -> bool:
    return bool(re.search(r"[不没非别]|\bno\b|\bnot\b", reason, re.I)) or lexicon.has(reason, _AGAINST)


def close_passed_over(text: str, mentions: list[Mention], letters: set[str]) -> bool:
    """Whether the answer ends on a closing clause naming one option ("B。最后 C", "A 不对，B 那个只管 cudnn；
    最后 C") that the reading of a single choice (``letters``) leaves out for another named before it:
    the answer's last word is never dropped for an earlier option (the pass reads "最后" before a letter as
    no commitment, and kept B); asked again. Not where the close is denied or doubted ("B。最后 C 也不对")."""
    if len(mentions) < 2 or not letters or mentions[-1].labels & letters:
        return False
    close = mentions[-1]
    tail = _TAIL.fullmatch(text, close.end)
    if tail is None or _denies(tail.group("reason") or ""):
        return False
    before = text[: close.start]
    return _LEAD.search(before) is not None or _LABELLED.search(before) is not None


def chain_closed(text: str, mentions: list[Mention]) -> frozenset[str] | None:
    """The option a chain of let-go options closes on, or None where ``text`` is no such chain."""
    if len(mentions) < 2:
        return None
    close = mentions[-1]
    if not _LEAD.search(text[: close.start]):
        return None
    tail = _TAIL.fullmatch(text, close.end)
    if tail is None:
        return None
    if _denies(tail.group("reason") or ""):
        return None  # "还是 B 吧，不过不确定", "最后 C，A 也行"
    tried = [mention for mention in mentions[:-1] if mention.labels != close.labels]
    if not tried:
        return None  # "kl_target 吧…还是 kl_target": no chain, the pass reads it
    runs = [[mentions[0]]]  # the same option named again in a row ("D → 不对 cudnn 那个…"): one stretch
    for mention in mentions[1:]:
        if mention.labels == runs[-1][-1].labels:
            runs[-1].append(mention)
        else:
            runs.append([mention])
    for run, following in itertools.pairwise(runs):
        if run[0].labels != close.labels and not lexicon.has(text[run[0].end : following[0].start], _LET_GO):
            return None  # "A，B，最后 C", "C？还是 B": not let go
    return close.labels
