"""A clause that opens with an option's letter and gives a reason against it, before the answer goes on
to the options it chooses ("D 是数据竞争不是死锁，B 只影响协议选择；A、C"): the option is ruled out, and
the mention after the clause is the answer, as after "D 不对，".

Three reasons only, each said of the letter the clause opens with:

- a contrast that denies it the very property the question asks about: "D 是数据竞争不是死锁" of a stem
  asking for a deadlock, "A 是 max-autotune 不是 reduce-overhead" of a stem asking for reduce-overhead.
  The denied words must all be the stem's, and the words said instead must not be: "D 是死锁不是数据竞争"
  affirms the property and is not read here (it stays what it was, a mention of D);
- a limit, the option said to affect only something else ("B 只影响协议选择"), on a stem that does not
  itself ask what only does something;
- a denial of that property, all of its words the stem's ("B 不会死锁", ``PROPERTY_DENIALS``), perhaps
  with what the option does instead ("…只是慢", ``DONE_INSTEAD``).

The clause may close with a skip word ("…，pass"); it must be followed by a pause and the next option,
with no word but one choosing it between ("…；要 backend=…"), so a reason against the last option named,
or one followed by more said of it ("D 只影响读写顺序，也选；A、C"), is left to the readers before. But
where every option named is ruled out so, the last closing the answer, none is chosen ("B 不会死锁只是
慢，D 是 race 不是死锁"): each is ruled out, the last to the answer's end.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bank.grading.mentions._mentions import Mention
from bank.grading.open._paraphrase import terms
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

# a pause closing the reason: a comma or stop, or a dash ("D 只管 fullgraph —— so B"), which ends a
# clause as a comma does (one hyphen is kept: it joins names such as "max-autotune")
_PAUSE = r"(?:[,，;；。]|—+|-{2,})"
_WORD = r"(?:(?![,，;；。—]|-{2,}).)"  # a character of the clause, before its pause
_OPENS = re.compile(rf"(?:^|{_PAUSE})\s*$")  # the letter opens its clause
_CONTRAST = re.compile(  # "D 是数据竞争不是死锁", "D 说的是数据竞争不是死锁"
    rf"\s*(?:{alternation(lexicon.CONTRAST_SAYS)})?\s*是\s*(?P<own>{_WORD}+?)\s*(?:而)?不是\s*"
    rf"(?P<denied>{_WORD}+?)\s*(?={_PAUSE}|$)"
)
_LIMIT = re.compile(rf"\s*(?:{alternation(lexicon.ONLY_AFFECTS)}){_WORD}+(?={_PAUSE}|$)")
_DENIAL = re.compile(
    rf"\s*(?:{alternation(lexicon.PROPERTY_DENIALS)})\s*(?P<denied>{_WORD}+?)\s*"
    rf"(?:(?:{alternation(lexicon.DONE_INSTEAD)}){_WORD}*)?(?={_PAUSE}|$)"
)
_SKIP = re.compile(rf"\s*[,，]\s*(?:{lexicon.SKIPPED})\s*(?={_PAUSE})", re.I)
_END = re.compile(rf"\s*{_PAUSE}\s*")
_ONLY_ASKED = re.compile(lexicon.ONLY_ASKED, re.I)
# between the reason and the next option, no word but one choosing it, no pause ("…, pass;要 backend=…")
_CHOOSING = re.compile(alternation((*lexicon.CHOSEN_LEADS, *lexicon.PICKING, *lexicon.COMMITMENTS)), re.I)
_SAID_MORE = re.compile(rf"[\u4e00-\u9fff]|{_PAUSE}")
# a clause calling the option a distractor again, before the next option: more against it, no negation
_AGAINST_AGAIN = re.compile(
    rf"\s*(?:(?![不没非]){_WORD})*(?:{alternation(lexicon.SAID_AGAINST_AGAIN)})(?:(?![不没非]){_WORD})*\s*{_PAUSE}\s*"
)


@lru_cache(maxsize=256)
def _stem_read(words: frozenset[str]) -> tuple[frozenset[str], bool]:
    """The stem's words with the Chinese of those it writes in English ("死锁" of "deadlock"), and
    whether it asks what only does something ("哪些只影响性能")."""
    chinese = {chinese for chinese, english in lexicon.STEM_WORD_IN_CHINESE.items() if english in words}
    return words | chinese, any(_ONLY_ASKED.match(word) for word in words)


def reasons_against(text: str, mentions: list[Mention], stem_terms: frozenset[str]) -> dict[int, int]:
    """The mentions ruled out by the reason their clause gives against them, each with the end of that
    clause (its closing pause included)."""
    found: dict[int, int] = {}
    stem_words, only_asked = _stem_read(stem_terms)
    ends = [_reason_end(text, mentions, index, stem_words, only_asked) for index in range(len(mentions))]
    for index, end in enumerate(ends):
        if end is None or index == len(mentions) - 1:
            continue
        pause = _END.match(text, end)
        if pause is None or pause.end() >= len(text) or pause.end() > mentions[-1].start:
            continue
        following = next(later.start for later in mentions if later.start >= pause.end())
        again = _AGAINST_AGAIN.match(text, pause.end(), following)  # "…，出题人放进来当干扰；A、C"
        pause = again if again is not None and again.end() == following else pause
        if _SAID_MORE.search(_CHOOSING.sub("", text[pause.end() : following])):
            continue  # "D 只影响读写顺序，也选；A、C": more said of it before the next option
        found[index] = pause.end()
    last = ends[-1] if ends else None
    if last is not None and len(found) == len(mentions) - 1 and not _CLOSED.sub("", text[last:]):
        found[len(mentions) - 1] = len(text)  # "B 不会死锁只是慢，D 是 race 不是死锁": none chosen
    return found


_CLOSED = re.compile(r"[\s。.!！]+")


def _reason_end(
    text: str, mentions: list[Mention], index: int, stem_words: frozenset[str], only_asked: bool
) -> int | None:
    """The end of the reason against ``mentions[index]`` its clause opens with (see the module), or None."""
    mention = mentions[index]
    if mention.kind != "letter" or len(mention.labels) != 1:
        return None
    start = mentions[index - 1].end if index else 0
    if not _OPENS.search(text[start : mention.start]):
        return None
    contrast = _CONTRAST.match(text, mention.end)
    limit = None if contrast or only_asked else _LIMIT.match(text, mention.end)
    denial = None if contrast or limit else _DENIAL.match(text, mention.end)
    if contrast:
        denied, own = terms(contrast["denied"]), terms(contrast["own"])
        if not denied or not denied <= stem_words or own <= stem_words:
            return None
    if denial:  # a property of the stem's own words ("死锁"), not one of its characters ("超" of "超参数")
        denied = terms(denial["denied"])
        if not denied or not denied <= stem_words or all(len(term) < 2 for term in denied):
            return None
    reason = contrast or limit or denial
    if reason is None:
        return None
    skip = _SKIP.match(text, reason.end())
    return skip.end() if skip else reason.end()
