"""A rule-out word ("排除", "不选", "excluded") said of the options named before it.

- Closing a list joined by commas ("A，B，D 排除", "A, C, D excluded"), it rules out every item, as
  after "、" ("A、B、D 排除"): no item of the list is chosen. A plain denial after a comma ("A，B 不对")
  is not such a word: there the first option may be the answer, and is read as before.
  Not after a set named otherwise ("B D，C 不选", "B、D，C 不选", "BD，C 不选"): that comma is a pause
  after the set, and only the option after it is ruled out.
- Closing the clause of the options before it, then a pause ("B C D 都不选，A"), it is said of those
  options only: the option after the pause is not ruled out with them, it is the correction.
- Opening a list ("排除 A 和 D"), it is said of the options up to a new clause that names the set left to
  choose among ("排除 A 和 D，B C 之间我选 B"): the list ends at the pause, and that set is not ruled out.
"""

from __future__ import annotations

import re

from bank.grading.choice._list_items import joined_before
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import CHOICE_SET_AMONG, CHOICE_SET_CLOSINGS, SET_UNDECIDED, alternation

_COMMA_JOINT = re.compile(
    rf"\s*(?:[,，、]|{alternation(lexicon.LIST_JOINS)}|\band\b|&)\s*", re.I
)  # "A，B，D", "A, C and D"
_SAID_OF_ALL = re.compile(rf"\s*(?:{alternation(lexicon.SAID_OF_ALL)})?\s*", re.I)  # "B C D 都不选"
_PAUSE = re.compile(r"\s*[,，;；。.]\s*")
_COMMA = re.compile(r"\s*[,，]\s*")
_PAUSE_IN = re.compile(r"[,，;；。]")
_SET_JOINT = re.compile(rf"\s*(?:[、/&+]|{alternation(lexicon.PART_LINKS)})?\s*")  # "B C", "B、C", "B 和 C"


def _any(words: tuple[str, ...]) -> str:
    return "(?:" + "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True)) + ")"


_SET_CLOSING = re.compile(r"\s*" + _any(CHOICE_SET_CLOSINGS))
# the set's closing word, then the option chosen from it ("B C 之间 B", "BC 里面，我觉得是 B")
_FROM_THE_SET = re.compile(
    r"\s*"
    + _any(CHOICE_SET_AMONG)
    + rf"\s*[,，:：]?\s*(?:{alternation(lexicon.FROM_SET_LEADS)})?\s*(?:选|是)?\s*"
)


def _opens_with_rule_out(after: str) -> bool:
    hits = lexicon.find(after, lexicon.RULE_OUT)
    return bool(hits) and _SAID_OF_ALL.fullmatch(after[: hits[0].start]) is not None


def ruled_out_with_commas(text: str, mentions: list[Mention], index: int, after: str) -> list[Mention]:
    """The options listed with commas before ``mentions[index]`` when a rule-out word follows it."""
    if not _opens_with_rule_out(after) or _pause_after_a_set(text, mentions, index):
        return []
    return joined_before(text, mentions, index, _COMMA_JOINT)


def _pause_after_a_set(text: str, mentions: list[Mention], index: int) -> bool:
    """Whether the comma before ``mentions[index]`` closes a set named otherwise than by commas."""
    if index == 0 or not _COMMA.fullmatch(text[mentions[index - 1].end : mentions[index].start]):
        return False
    previous = mentions[index - 1]
    if previous.kind == "letter" and len(previous.labels) > 1:
        return True  # "BD，C 不选"
    return (
        index > 1
        and all(mention.kind == "letter" for mention in mentions[index - 2 : index])
        and _SET_JOINT.fullmatch(text[mentions[index - 2].end : previous.start]) is not None
    )  # "B D，C 不选", "B、D，C 不选"


def closes_the_clause_before(before: str) -> bool:
    """Whether ``before`` (the text between two mentions) is a rule-out word said of the first, then a
    pause: "B C D 都不选，A" rules out B, C and D, not A."""
    hits = lexicon.find(before, lexicon.RULE_OUT)
    return (
        bool(hits)
        and _SAID_OF_ALL.fullmatch(before[: hits[-1].start]) is not None
        and _PAUSE.fullmatch(before[hits[-1].end :]) is not None
    )


def _set_last(text: str, mentions: list[Mention], index: int) -> int:
    """The last item of the set of options opened by ``mentions[index]``, each joined by a joint alone."""
    last = index
    for mention in mentions[index + 1 :]:
        if not _SET_JOINT.fullmatch(text[mentions[last].end : mention.start]):
            break
        last += 1
    return last


def _set_end(text: str, mentions: list[Mention], index: int) -> int:
    return mentions[_set_last(text, mentions, index)].end


def _set_closed_at(text: str, mentions: list[Mention], index: int) -> int | None:
    """Where the set of options opened by ``mentions[index]`` is closed as the set chosen among: two
    options or more, by letter ("max-autotune 里…" names no set)."""
    items = mentions[index : _set_last(text, mentions, index) + 1]
    if len(frozenset().union(*(item.labels for item in items))) < 2 or any(i.kind != "letter" for i in items):
        return None
    closing = _SET_CLOSING.match(text, items[-1].end)
    return closing.end() if closing else None


def opens_a_choice_set(text: str, mentions: list[Mention], index: int, before: str) -> bool:
    """Whether ``mentions[index]``, after a pause, opens the set the answer goes on to choose among
    ("排除 A 和 D，B C 之间我选 B", "…，B、C 里选 B"): a new clause, which ends the rule-out list."""
    return across_a_pause(before) and _set_closed_at(text, mentions, index) is not None


def runs_on(before: str, after_a_run_on: bool) -> bool:
    """Whether a rule-out list goes on past its clause at this item: across a pause ("排除 A 和 D，B C"),
    or joined to an item that did ("…，B C": C too)."""
    return after_a_run_on or across_a_pause(before)


def across_a_pause(before: str) -> bool:
    """Whether a list goes on across a pause ("排除 A 和 D，B C"): a rule-out list run on past its clause."""
    return bool(_PAUSE_IN.search(before))


def named_as_the_set(text: str, mentions: list[Mention]) -> set[int]:
    """The mentions naming the set chosen among, in a clause after one that ruled options out, when the
    option chosen from it follows ("排除 A，B C 之间 B 更合理"): they name the options in play, not the
    choice."""
    named: set[int] = set()
    for index in range(len(mentions)):
        last = _set_last(text, mentions, index)
        after_a_clause = index > 0 and across_a_pause(text[mentions[index - 1].end : mentions[index].start])
        chosen_next = last + 1 < len(mentions) and chosen_from_the_set(
            text[mentions[last].end : mentions[last + 1].start]
        )  # "B C 之间我选 B", never "A 和 B 里挑一个……还是 B？"
        if after_a_clause and index not in named and chosen_next and _set_closed_at(text, mentions, index):
            named |= set(range(index, last + 1))
    return named


def chosen_from_the_set(before: str) -> bool:
    """Whether ``before``, the text between the set chosen among and the next option, is only the set's
    closing word ("B C 之间 B 更合理", "BC 里面，B"): that option is the one chosen from the set."""
    return _FROM_THE_SET.fullmatch(before) is not None


def undecided_between(text: str, mentions: list[Mention]) -> bool:
    """Whether the answer closes on a set of options said open ("B C 之间我选不出来", "排除 A，B 和 C
    都有可能"): no option named after the set, and what follows it doubts or hedges."""
    for index in range(len(mentions)):
        end = _set_closed_at(text, mentions, index)
        if end is not None and all(mention.start < end for mention in mentions):
            tail = text[_set_end(text, mentions, index) :]
            return lexicon.has(tail, (*lexicon.DOUBTS, *lexicon.HEDGES, *SET_UNDECIDED))
    return False
