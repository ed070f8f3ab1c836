"""A member of a multiple choice's set named again after a correction word, to be weighed: "LPIPS
MS-SSIM IS. wait IS uses an Inception classifier but no real images, so yes it counts".

The correction ("wait", "等等", "actually") opens a clause that names one option of the set already listed
and goes on about it: it takes the set back only as far as that member. The pass read the correction as
taking the whole set back and chose the member alone (C), a reading the candidate did not mean. Where
the last clause keeps the member ("so yes it counts", "但还是算") the set is read whole, to confirm;
otherwise ("so no it doesn't count", "…" with no close) the member alone is no answer: the pass's reading
stands only if it is more than that member (a denial of it, "wait C is wrong", leaves A、B as before).
"""

from __future__ import annotations

import itertools
import re

from bank.grading.choice._mention_pass import ChoiceReading
from bank.grading.mentions._choice_marks import only_filler
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

_KEPT = re.compile(rf"(?:{lexicon.MEMBER_KEPT})[\s.。!！]*$", re.I)
_DENIED = re.compile(r"[不没非别]|\b(?:no|not|never|nope)\b|n't\b", re.I)
_PAUSE = re.compile(r"[\s,，:：]*")


def rethought_reading(
    text: str, mentions: list[Mention], reading: ChoiceReading, *, single: bool = False
) -> ChoiceReading | None:
    """The reading of a set whose member is weighed again after a correction word: the set where the last
    clause keeps it, none where the pass read that member alone; None where ``text`` is no such answer or
    the pass's ``reading`` stands. On a ``single`` choice only the member kept is read ("A B. wait B
    doesn't hurt, counts": both, no one answer), which the pass read as B let go (A, graded right)."""
    weighed = _weighed_each(text, mentions)
    if weighed is not None:  # "B C A. wait A counts, B doesn't": the members kept, to confirm (none: asked)
        return ChoiceReading(set(weighed))
    thought = _rethought(text, mentions)
    if thought is None:
        return None
    named, member, kept = thought
    if kept:
        return ChoiceReading(set(named))
    return ChoiceReading() if reading.letters <= member and not single else None


def _rethought(text: str, mentions: list[Mention]) -> tuple[frozenset[str], frozenset[str], bool] | None:
    """``(set, member, kept)`` where a correction word is followed by a member of the set listed before it
    and words about that member alone; None otherwise."""
    for hit in reversed(lexicon.find(text, lexicon.CORRECTIONS)):
        before = [mention for mention in mentions if mention.end <= hit.start]
        after = [mention for mention in mentions if mention.start >= hit.end]
        if len(before) < 2 or not after:
            continue
        gaps = [text[: before[0].start], *(text[a.end : b.start] for a, b in itertools.pairwise(before))]
        if not all(only_filler(gap) for gap in [*gaps, text[before[-1].end : hit.start]]):
            return None  # the set before it is a plain list: "A B C." not "A B 不对 C."
        member = after[0]
        if _PAUSE.fullmatch(text, hit.end, member.start) is None:
            return None  # "wait, so D": not the member named right after the word
        named = frozenset().union(*(mention.labels for mention in before))
        if not member.labels < named or any(other.labels != member.labels for other in after):
            return None  # another option after it: a correction to that one, the pass's
        said = text[member.end :].strip(" \t,，.。!！")
        if not said:
            return None  # "A B C. wait C": the member alone chosen over the set, as the pass reads
        clause = re.split(r"[,，;；.。…!！]", said)[-1]
        kept = _KEPT.search(said) is not None and not _DENIED.search(clause)
        return named, member.labels, kept
    return None


_IN = re.compile(rf"\s*(?:{alternation(lexicon.MEMBER_WEIGHED_IN)})[\s.。!！]*", re.I)
_OUT = re.compile(rf"\s*(?:{alternation(lexicon.MEMBER_WEIGHED_OUT)})[\s.。!！]*", re.I)
_CLAUSE_END = re.compile(r"[,，;；.。!！]|$")
_UNSURE = re.compile(r"[?？]")


def _weighed_each(text: str, mentions: list[Mention]) -> frozenset[str] | None:
    """The set with the members kept and less those let go, where after a correction word two options or
    more are each named in a clause of their own and kept or let go in it, nothing else said; none where
    one is left open after another is weighed ("B. wait A no, C maybe", "…, C yes?"); None otherwise."""
    for hit in reversed(lexicon.find(text, lexicon.CORRECTIONS)):
        before = [mention for mention in mentions if mention.end <= hit.start]
        after = [mention for mention in mentions if mention.start >= hit.end]
        if not before or len(after) < 2:  # "B. wait A no, C yes": a set of one is weighed against too
            return None
        gaps = [text[: before[0].start], *(text[a.end : b.start] for a, b in itertools.pairwise(before))]
        if not all(only_filler(gap) for gap in [*gaps, text[before[-1].end : hit.start]]):
            return None
        named = frozenset().union(*(mention.labels for mention in before))
        let_go: set[str] = set()
        taken: set[str] = set()
        start = hit.end
        for member in after:
            if len(member.labels) != 1:
                return None
            if _PAUSE.fullmatch(text, start, member.start) is None:
                return None  # something said before the member: not a clause of its own
            end = _CLAUSE_END.search(text, member.end)
            end_at = end.start() if end else len(text)
            if _OUT.fullmatch(text, member.end, end_at):
                let_go |= member.labels
            elif _IN.fullmatch(text, member.end, end_at):
                taken |= member.labels  # one outside the set kept: added to it ("…, D counts too")
            else:  # "…, C maybe", "…, C yes?": weighed, then one left open (none read)
                unsure = _UNSURE.search(text, member.end, end_at + 1) or lexicon.has(
                    text[member.end : end_at], (*lexicon.TENTATIVE, *lexicon.HEDGES, *lexicon.DOUBTS)
                )
                return frozenset() if (let_go or taken) and unsure else None
            start = min(end_at + 1, len(text))
        if start < len(text) and text[start:].strip(" \t,，;；.。!！"):
            return None  # something said after the last clause
        if len({label for member in after for label in member.labels}) < len(after):
            return frozenset()  # a member weighed twice: which verdict stands is not said
        return (named | taken) - let_go
    return None
