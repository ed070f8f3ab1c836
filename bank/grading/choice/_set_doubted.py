"""On a multiple choice, a set named and then, after a pause, a doubt said of the whole of it and nothing
more ("A、C，不确定", "ABCDE，没把握", "AC 吧，但不确定"): the set is kept open, a hedge (incorrect, to
confirm), never the set chosen. A doubt said of letters named right before it without a pause ("A、C 不
确定", ``_doubted_together``), of one letter after the set ("ABD，C 不确定": C left out), a doubt kept ("…，
不确定但也选") or a doubt followed by more words ("…，不确定对不对") are read as before.

One more option named after the set and a pause, said only to be possible ("B D，C 说不准", "A、D, B
maybe", "B D（C 说不准）"), is a member kept open: the answer is a hedge (convention 5 of blind-16.yaml's
header), shown with that member, never the set without it. One added with "也" and offered with "吧"
("A、B，D 也算吧", "A、B（D 也要吧）") is the same hedge, read on the options' mentions (``_member_open``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from bank.grading.choice._mention_pass import ChoiceReading
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._list_words import LETTER_RUN

_WHOLE_SET_DOUBTED = re.compile(
    rf"\s*(?:(?:{alternation(lexicon.SOFT_PARTICLES)})\s*)?[,，;；。.…~]+\s*"
    rf"(?:(?:{alternation(lexicon.SET_DOUBT_LEADS)})\s*)*(?:{alternation(lexicon.SET_DOUBTS)})"
    rf"\s*(?:{alternation(lexicon.SOFT_PARTICLES)})?[\s。.!！~…]*$",
    re.I,
)
_MEMBER_KEPT_OPEN = re.compile(
    rf"\s*(?:(?:{alternation(lexicon.SOFT_PARTICLES)})\s*)?(?:[,，;；。.…~]+|[(（])\s*(?P<member>[A-H]+)(?![A-Za-z])"
    rf"\s*(?:(?:{alternation(lexicon.MEMBER_KEPT_OPEN_BY)})\s*)*(?:{alternation(lexicon.MEMBER_KEPT_OPEN)})"
    rf"\s*(?:{alternation(lexicon.SOFT_PARTICLES)})?[\s)）。.!！~…]*$",
    re.I,
)


# a member of the set named again after a pause, then doubted ("ABDE，A 不确定", "ABDE，A 待定"): chosen and
# kept open at once
# A turn may open that clause ("ACB，但是 B 我不确定", "ADC，不过我拿不准 C"): the member is still
# doubted, not let go; read without the turn, the doubt took the member out and read the set without it
_TURN = rf"(?:(?:{lexicon.TURNED_REFUSAL_LEADS})\s*[,，]?\s*)?"
_DOUBT = rf"(?:(?:{alternation(lexicon.SET_DOUBT_LEADS)})\s*)*(?:{alternation(lexicon.SET_DOUBTS)})"
_MEMBER_DOUBTED = re.compile(
    rf"\s*(?:(?:{alternation(lexicon.SOFT_PARTICLES)})\s*)?(?:[,，;；。.…~]+|[(（])\s*{_TURN}"
    rf"(?:(?P<member>[A-H]+)(?![A-Za-z])\s*{_DOUBT}|{_DOUBT}\s*(?P<after>[A-H]+)(?![A-Za-z]))"
    rf"\s*(?:{alternation(lexicon.SOFT_PARTICLES)})?[\s)）。.!！~…]*$",
    re.I,
)


def _member_kept_open(lettered: str, reading: ChoiceReading) -> ChoiceReading:
    """``reading`` held open, with the member, when ``lettered`` closes on one more option said only to
    be possible after the set and a pause, or on a member of the set doubted ("ABDE，A 不确定": convention
    5 of blind-16.yaml's header, as "A、D，C 不确定但也选" is labelled; one left out of the set and doubted,
    "ABDE，C 不确定", is only doubted, not chosen)."""
    runs = list(LETTER_RUN.finditer(lettered))
    if not reading.letters or len(runs) < 2:
        return reading
    named = {letter for run in runs[:-1] for letter in run.group(0)}
    doubted = _MEMBER_DOUBTED.match(lettered, runs[-2].end())
    if (
        doubted
        and _SET_ALONE.fullmatch(lettered, 0, runs[-2].end())
        and set(doubted.group("member") or doubted.group("after")) <= named
    ):
        return replace(reading, letters=reading.letters | named, hedged=True)
    kept = _MEMBER_KEPT_OPEN.match(lettered, runs[-2].end())
    member = set(kept.group("member")) if kept else set()
    if not member or member & named:
        return reading
    return replace(reading, letters=reading.letters | member, hedged=True)


# the set alone before it: letters, their links and pauses ("B D", "A、B、D", "ABD")
# ("A and C", "A + C" are a bare set: convention 8 of blind-16.yaml's header)
_SET_ALONE = re.compile(
    rf"\s*[A-H]+(?:\s*(?:[、,，/&+]|{alternation(lexicon.LETTER_LINKS_ALL)}|\band\b)?\s*[A-H]+)*\s*", re.I
)
_MEMBER_REFUSED = re.compile(
    rf"\s*[,，;；。.…~]+\s*(?P<member>[A-H])(?![A-Za-z])\s*(?:我\s*)?(?:{alternation(lexicon.SET_DOUBTS)})"
    rf"\s*(?:{alternation(lexicon.MEMBER_DOUBT_OBJECTS)})?\s*[,，]?\s*(?:(?:{alternation(lexicon.MEMBER_REFUSAL_LEADS)})\s*)*"
    rf"(?:{alternation(lexicon.MEMBER_REFUSED)})\s*(?:{alternation(lexicon.MEMBER_REFUSED_OBJECTS)})?\s*[了吧呢啊]*[\s。.!！~…]*$",
    re.I,
)


# the set, a pause, and a doubt in English of a part of it ("ABCDE, though I'm a bit shaky on the 8k one")
_PART_DOUBTED_EN = re.compile(
    rf"\s*(?:[,，;；.]+|[(（])\s*(?:(?:{alternation(lexicon.PART_DOUBT_LEADS_EN)})\s+)*"
    rf"(?:{alternation(lexicon.PART_DOUBTS_EN)})\s+(?P<of>\S.*?)[\s)）]*$",
    re.I,
)

_REST_EN = re.compile(rf"\s*(?:{alternation(lexicon.REST_LEFT_OUT_EN)})[\s.!?]*", re.I)


def _part_doubted(lettered: str, reading: ChoiceReading) -> ChoiceReading:
    """``reading`` held open when the set alone is followed by a doubt in English of a part of it ("A and
    C, unsure about C"); an option outside the set doubted so ("ABD, not sure about C", "ABD (not sure
    about C)") is only doubted, not chosen: left out of the reading, which the mentions made of it."""
    runs = [run for run in LETTER_RUN.finditer(lettered) if _SET_ALONE.fullmatch(lettered, 0, run.end())]
    doubted = _PART_DOUBTED_EN.match(lettered, runs[-1].end()) if runs else None
    if doubted is None:
        return reading
    named = {letter.upper() for run in runs for letter in run.group(0)}  # not the letters of "and"
    if _REST_EN.fullmatch(doubted.group("of")):
        return reading  # "AE, not sure about the rest": those left out, only doubted
    outside = re.fullmatch(r"\s*([A-H])(?![A-Za-z])[\s.!?]*", doubted.group("of"))
    if outside and outside.group(1).upper() not in named:
        return replace(reading, letters=reading.letters - {outside.group(1).upper()})
    return replace(reading, hedged=True)


def member_refused(lettered: str) -> ChoiceReading | None:
    """The set alone, its one more option left out, when ``lettered`` is a set, a pause, and that option
    doubted then refused ("B D，C 不确定但不选"); None otherwise."""
    runs = list(LETTER_RUN.finditer(lettered))
    if len(runs) < 2 or not _SET_ALONE.fullmatch(lettered, 0, runs[-2].end()):
        return None
    refused = _MEMBER_REFUSED.match(lettered, runs[-2].end())
    named = {letter.upper() for run in runs[:-1] for letter in run.group(0)}
    if refused is None or refused.group("member").upper() in named:
        return None
    return ChoiceReading(named, negated={refused.group("member").upper()})


def set_doubted(lettered: str, reading: ChoiceReading) -> ChoiceReading:
    """``reading`` held open when ``lettered`` closes on a doubt of the whole set after a pause; the set
    alone when it closes on one more option doubted, then refused."""
    refused = member_refused(lettered)
    if refused is not None:
        return refused
    if not reading.letters:
        return reading
    # the member kept open is shown even where the answer was already held open by a word of its own
    # ("ABD，C 说不定": 说不定 is tentative too): the reading shows what the candidate named
    reading = _part_doubted(lettered, _member_kept_open(lettered, reading))
    if reading.hedged:
        return reading
    ends = [found.end() for found in LETTER_RUN.finditer(lettered)]
    if not ends or not _WHOLE_SET_DOUBTED.match(lettered, ends[-1]):
        return reading
    return replace(reading, hedged=True)
