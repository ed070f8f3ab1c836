"""An option of a chosen set named again, on a multiple choice, in a later clause that neither affirms
it nor chooses it anew ("A、D，A 除外", "A、D 里 A 不要", "A、D without A", "A、D，A 多选了", "A、D, A
out", "A、D，A？"): what is said of it there may well take it out of the set, in words no list of denials
can hold all of. The set is not read (the option is contradicted, asked again): never the whole set,
which would turn the set the candidate meant, without that option, into the key. Said again and
affirmed ("A、D，A 对", "A、D，A 和 D 都对"), chosen anew after a correction ("A、C……C 不对，改成 A、E")
or glossed at once ("A（GQA）") the set is read as before.
"""

from __future__ import annotations

import re

from bank.grading.choice._set_contrast import against_chosen_set
from bank.grading.decisions._set_words_denied import set_words_denied
from bank.grading.mentions._choice_marks import JOINED, POST_AFFIRM, only_filler, takes_back
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._words import find, words_cut

_PAUSE = re.compile(r"[,，;；。!！?？…\n]|\.(?!\d)")
_LAST_PAUSE = re.compile(rf".*(?:{_PAUSE.pattern})", re.S)  # up to the last pause
# an option glossed at once by another of its names ("A（GQA）", "A. 使用 GQA", "A：GQA"): one mention
_GLOSS = re.compile(r"\s*[(（\[【:：.．]?\s*")
_COMPARED = re.compile(rf"(?:{lexicon.SAID_AGAIN_COMPARED})\s*$", re.I)
_MINUS = re.compile(r"[-−－]\s*$")
_SURE = re.compile(rf"\s*(?:{lexicon.SAID_AGAIN_SURE})", re.I)
_DENYING = re.compile(lexicon.SAID_AGAIN_DENYING, re.I)
_DOUBTING = re.compile(lexicon.SAID_AGAIN_DOUBTING, re.I)
_SAID_FINE = re.compile(alternation(lexicon.SAID_FINE))
# chosen anew, not under a negation ("改成 A、E", "选 A 和 D"; not "别选 A", "不选 A")
_CHOSEN_ANEW = re.compile(rf"(?<![不别没勿莫])(?:{lexicon.SAID_AGAIN_CHOSEN})\s*[:：]?\s*$", re.I)


# a capital A standing alone: after the set is named, the option said again ("A、D, A out"), which the
# finders of mentions take for the English article before a word
_CAPITAL_A = re.compile(r"(?<![A-Za-z0-9_.'’#$\\])A(?![A-Za-z0-9_'’#$])")


def _with_capital_a(text: str, mentions: list[Mention], letters: set[str]) -> list[Mention]:
    """``mentions`` and each capital A named again after a first mention of A that no mention covers."""
    named = [m for m in mentions if m.kind == "letter" and "A" in m.labels]
    if "A" not in letters or not named:
        return mentions
    found = [
        Mention(match.start(), match.end(), frozenset("A"), "letter")
        for match in _CAPITAL_A.finditer(text, named[0].end)
        if not any(m.start <= match.start() < m.end for m in mentions)
    ]
    return sorted([*mentions, *found], key=lambda m: m.start) if found else mentions


def said_again(
    text: str, mentions: list[Mention], letters: set[str], options: dict[str, str] | None = None
) -> set[str]:
    """The options of ``letters`` that a later mention names again with words that do not affirm them
    (words of the option's own text, in ``options``, gloss it: "A、D。A 是 GQA")."""
    mentions = _with_capital_a(text, mentions, letters)
    seen: set[str] = set()
    again: set[str] = set()
    first = 0
    while first < len(mentions):
        last = first  # options joined into one subject ("A 和 D 都对"): what is said is said of all
        while last + 1 < len(mentions) and JOINED.fullmatch(
            text[mentions[last].end : mentions[last + 1].start]
        ):
            last += 1
        group = mentions[first : last + 1]
        # by its letter: an option's own words said again mostly give a reason ("B、C、D，psum 也跟分片有关")
        # and in capitals: a lower-case one is as often a formula's variable ("O(seq·d/P)")
        lettered = set().union(
            *(
                m.labels
                for m in group
                if m.kind == "letter" and text[m.start : m.end].strip("()（） ").isupper()
            )
        )
        repeated = lettered & seen & letters
        own = " ".join((options or {}).get(label, "") for label in repeated)
        if (
            repeated
            and not _glossed(text, mentions, first)
            and not _affirmed(text, mentions, first, last)
            and not (first == last and _glossed_in_own_words(text, mentions, last, own))
            and not (
                first > 0 and against_chosen_set(text, mentions[first - 1], mentions[first])
            )  # "ACD 而不是 AC"
        ):
            again |= repeated
        seen |= lettered  # options named first in words are reasoned about, then chosen by letter
        first = last + 1
    return again | set_words_denied(text, mentions, letters, options)  # "A、D，FlashAttention 不对"


# between the set and its place word ("A、D，后者…"), and between two place words ("前者和后者都对")
_PLACE_GAP = re.compile(r"[\s,，;；。、:：.]*")
_PLACES_JOINED = re.compile(rf"\s*(?:{alternation(lexicon.LIST_JOINS)}|、)?\s*$", re.I)
_ONE_PLACE = lexicon.SET_PLACE_ENDINGS  # "前一个": a place only before a word said of it, not "前一个版本"
# a doubt between the set and its place word: "A、D, not sure about the latter"
_DOUBTED_BEFORE = re.compile(rf"{_PLACE_GAP.pattern}(?:{lexicon.SET_PLACE_DOUBTED_BEFORE})\s*", re.I)


def named_by_place(text: str, mentions: list[Mention], letters: set[str]) -> set[str]:
    """The set, when an option of it is named again by its place in it right after the set ("A 和 D，后者
    没把握", "A、D，前者不确定") with words that do not affirm it: which one is meant, and whether it stays,
    is asked again; "A、D，后者最稳" affirms it. After another option or pair ("不选 B、E，后者…",
    "Ulysses 和 Ring 比，前者…") the place is in that one; "前者后者都对" is said of the whole set."""
    named = [mention.labels for mention in mentions[-2:]]
    if len(letters) < 2 or not named or not all(labels <= letters for labels in named):
        return set()
    at = mentions[-1].end
    while hits := find(text[at:], lexicon.SET_ANAPHORS):
        if _PLACE_GAP.fullmatch(text[at : at + hits[0].start]) is None:
            if _DOUBTED_BEFORE.fullmatch(text[at : at + hits[0].start]):
                return set(letters)  # "A、D, not sure about the latter"
            break
        last = 0
        while last + 1 < len(hits) and _PLACES_JOINED.match(
            text[at + hits[last].end : at + hits[last + 1].start]
        ):
            last += 1
        start = at + hits[last].end
        stop = _PAUSE.search(text, start)
        tail = text[start : stop.start() if stop else len(text)]
        sure = _SURE.match(tail) and not _DENYING.search(tail)
        doubted = bool(find(tail, (*lexicon.DOUBTS, *lexicon.HEDGES))) or _DOUBTING.search(tail) is not None
        # "后面那个 64 不确定", "后面那个我不确定": after "那个" a doubt or a denial is of the place
        denied = _DENYING.search(_SAID_FINE.sub(" ", tail))  # "没问题" affirms
        kept = hits[last].word.endswith(lexicon.SET_PLACE_POINTED) and (doubted or denied)
        if hits[last].word.endswith(_ONE_PLACE) and not kept and not _said_of_place(tail):
            break
        if doubted or not (only_filler(tail) or POST_AFFIRM.match(tail) or sure):
            return set(letters)
        at = stop.end() if stop else len(text)
    return set()


def _said_of_place(tail: str) -> bool:
    """Whether ``tail``, after "前一个"/"后一个", is said of that option (nothing, a verdict, a doubt, a
    denial), not the rest of a noun ("前一个版本的 DeepSpeed")."""
    said = tail.strip()
    return (
        not said
        or said.startswith(
            (*lexicon.NEGATION_OPENINGS, *lexicon.SET_PLACE_SAID_OF, *lexicon.DOUBTS, *lexicon.HEDGES)
        )
        or any(pattern.match(said) for pattern in (POST_AFFIRM, _SURE, _DENYING, _DOUBTING))
    )


def _glossed(text: str, mentions: list[Mention], first: int) -> bool:
    """The option just named, named at once by another of its names ("A（GQA）")."""
    previous, mention = (mentions[first - 1], mentions[first]) if first else (None, None)
    return (
        previous is not None
        and mention is not None
        and previous.labels == mention.labels
        and previous.kind != mention.kind
        and _GLOSS.fullmatch(text, previous.end, mention.start) is not None
    )


# a gloss after the option said again: a copula or an opening bracket, then words of its own text
_GLOSS_LEAD = re.compile(rf"\s*(?:[(（【\[:：=]|{alternation(lexicon.SAID_AGAIN_GLOSS_COPULAS)})\s*")
_GLOSS_WORD = re.compile(r"[A-Za-z0-9_.\-]+|[\u4e00-\u9fff]+")


def _glossed_in_own_words(text: str, mentions: list[Mention], last: int, own: str) -> bool:
    """Whether ``mentions[last]``, an option said again, is glossed in words of its own text ``own`` and
    nothing more up to the next option named ("A、D。A 是 GQA", "A、D，A（GQA）" of "使用 GQA（grouped-query
    attention）"): named again to say which it is, chosen as before; a word not of its text ("A 是 MQA",
    "A 是 GQA 吗", "A 是 GQA，不对") says something else of it."""
    end = mentions[last + 1].start if last + 1 < len(mentions) else len(text)
    tail = text[mentions[last].end : end].rstrip(" \t\n,，;；。.!！、")
    lead = _GLOSS_LEAD.match(tail)
    if lead is None or not lead.group(0).strip() or not own.strip():
        return False
    rest = tail[lead.end() :].strip().rstrip(")）】]").strip()
    words = _GLOSS_WORD.findall(rest)
    own_words = {word.lower() for word in _GLOSS_WORD.findall(own)}
    own_chinese = _gloss_words(own)
    return (
        bool(words)
        and not _GLOSS_WORD.sub("", rest).strip()
        and all(
            word.lower() in own_words
            if word.isascii()
            else all(span.word in own_chinese for span in words_cut(word))
            for word in words
        )
    )


def _gloss_words(own: str) -> set[str]:
    """jieba's Chinese words of an option's text ``own`` that may gloss it: whole words of two characters
    or more, never a negation, doubt or hedge ("不" of "不一致" denies it, "不一致" may too)."""
    return {
        span.word
        for span in words_cut(own)
        if len(span.word) >= 2
        and not span.word.isascii()
        and not span.word.startswith(lexicon.NEGATION_OPENINGS)
        and span.word not in lexicon.DOUBTS
        and span.word not in lexicon.HEDGES
    }


def _affirmed(text: str, mentions: list[Mention], first: int, last: int) -> bool:
    """Whether the clause naming ``mentions[first:last + 1]`` again says no more than that they are
    chosen: chosen anew (a correction, read as before), or nothing before them but filler and nothing
    after but filler or an affirmation ("A 对", "A 最稳"; never a denial of any kind after it)."""
    before = text[mentions[first - 1].end if first else 0 : mentions[first].start]
    paused = _LAST_PAUSE.match(before)
    head = before[paused.end() :] if paused else before
    if takes_back(before) or _CHOSEN_ANEW.search(before) or _COMPARED.search(head):
        return True  # chosen anew, read as the correction it is; "…，B 跟 D 比差远了": said of B
    if not only_filler(head) or _MINUS.search(head):
        return False  # "A、D，不含 A", "A、D -A"
    stop = _PAUSE.search(text, mentions[last].end)
    end = min(
        stop.start() if stop else len(text),
        mentions[last + 1].start if last + 1 < len(mentions) else len(text),
    )
    tail = text[mentions[last].end : end]  # up to the next option named: "选 B D" says nothing of B
    if only_filler(tail) and stop is not None and end == stop.start() and stop.group(0) in "?？":
        return False  # "A、D，A？": asked of it, not affirmed
    if _DOUBTING.search(tail):
        return False  # "A、D, D not", "A、D, D maybe": filler words alone, but no affirmation
    sure = _SURE.match(tail) and not _DENYING.search(tail)
    return only_filler(tail) or POST_AFFIRM.match(tail) is not None or bool(sure)
