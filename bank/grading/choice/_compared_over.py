"""One option compared with another: how each comparison between two options named next to each other
is read, in one place for the whole answer ("B 比 C 靠谱", "5 比 1 对的可能性高", "1 对的概率比 5 低",
"B beats C", "B is worse than C", "B over C", "B > C", "1 优于 5").

- The option measured against (after "比", "than", "beats") is never chosen by what is said after it
  ("A 比 D 对：…" does not say D is right, "1 比 5 对的可能性低" does not say 5 is right).
- One ranked lower ("B 比 C 差", "1 比 5 可能性低", "B is worse than C") is not chosen either: the question
  may ask for the worse one, so the answer is asked again unless it commits elsewhere.
- One preferred is chosen, to confirm: at the opening of the answer by the pass's opening rule, in a
  clause of its own after other words ("Hinton 原版用 T 大一些，5 比 1 更像蒸馏") by ``preferred_over``;
  not a comparison asked ("B 比 C 好吗？"), nor one said inside a condition, a denial or someone's claim
  (the clause must open on the option itself).
- The comparisons together must leave one best option ("1 比 5 好，5 比 3 好": 1). A later one that
  reverses an earlier one ("1 比 5 好，5 比 1 更好"), or prefers another option as much ("…，10 比 5 也
  好"), leaves none: the earlier one is never kept, and the answer is asked again. After a correction
  word ("…，不对，5 比 1 好") only the comparisons after it stand, and the last counts, to confirm.
- A comparison with nothing after it ("A 比 C", "1 比 5？") says neither way: ``compared_alone``, asked again.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from bank.grading.mentions._choice_marks import only_filler, takes_back
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon

_LIKELIHOOD = lexicon.COMPARED_LIKELIHOOD
# between the two options: "比" alone ("5 比 1"), or after the attribute compared ("1 对的可能性比 5")
_THAN = re.compile(
    rf"\s*(?P<attribute>{_LIKELIHOOD})?\s*(?:要|还)?\s*(?:(?P<denied>{lexicon.COMPARED_DENIED})\s*比|比)\s*(?:起)?\s*"
    rf"|\s*(?P<short>{lexicon.COMPARED_SHORT_OF})\s*"
)
_BETTER = re.compile(rf"\s*{lexicon.COMPARED_BETTER}")
_WORSE = re.compile(rf"\s*(?:{lexicon.WORSE})")
# after the option compared with: the attribute, unless said before "比", then higher or lower
_LIKELIER = re.compile(rf"\s*(?:{_LIKELIHOOD})\s*{lexicon.COMPARED_HIGHER}")
_LESS_LIKELY = re.compile(rf"\s*(?:{_LIKELIHOOD})\s*{lexicon.COMPARED_LOWER}")
_HIGHER = re.compile(rf"\s*{lexicon.COMPARED_HIGHER}")
_LOWER = re.compile(rf"\s*{lexicon.COMPARED_LOWER}")
# a size stated, closing its clause ("5 比 1 大", "大一些吧"), not the start of a word ("大多数")
_SIZE = re.compile(
    rf"\s*(?:{lexicon.alternation(lexicon.COMPARED_THAN_AFTER)})\s*(?:{lexicon.COMPARED_BY})?"
    r"\s*[吧啊呀呢的了]*\s*(?=[,，;；。.!！?？\n]|$)"
)
_BEATS = re.compile(rf"\s*(?:{lexicon.COMPARED_BEATS_EN}|{lexicon.COMPARED_BEATS_ZH})\s*", re.I)
_OVER = re.compile(rf"\s*(?:{lexicon.COMPARED_OVER_EN})\s+", re.I)
_LOSES = re.compile(
    rf"\s*(?:{lexicon.COMPARED_LOSES_EN}|{lexicon.COMPARED_DENIED_EN}|{lexicon.COMPARED_LOSES_ZH})\s*", re.I
)
# the clause the option opens: after the last stop or comma before it
_CLAUSE_OPENS = re.compile(r"[,，;；。.!！?？:：…\n]")
# a turn opening the clause ("…，但 5 比 1 更好", "…, but D beats B"): the clause is still its own
_TURN = re.compile(lexicon.PREFERENCE_TURNS, re.I)
# where the comparison's sentence ends, and a question closing it ("…更靠谱吗", "…靠谱？")
# two options and "比" alone, on the text with every option written as its letter
_ALONE = re.compile(r"^\s*[A-H]\s*比\s*[A-H][\s?？。.!！]*$", re.I)
_SENTENCE_END = re.compile(r"[。.!！;；\n]")
_ASKED = re.compile(r"[吗么嘛]\s*$")
# options joined into one side of a comparison ("B 和 E 比 C", "B、E 比 C")
_JOINED = re.compile(rf"\s*(?:、|{lexicon.alternation(lexicon.LIST_JOINS)}|\band\b)\s*", re.I)


@dataclass(frozen=True)
class _Compared:
    first: int  # the index of the option before "比" / "than"
    second: int  # the index of the option it is measured against
    first_preferred: bool  # "B 比 C 靠谱" (True), "B 比 C 差" (False)

    def preferred(self, mentions: Sequence[Mention]) -> frozenset[str]:
        return mentions[self.first if self.first_preferred else self.second].labels

    def other(self, mentions: Sequence[Mention]) -> frozenset[str]:
        return mentions[self.second if self.first_preferred else self.first].labels


def _comparison(text: str, mentions: Sequence[Mention], index: int) -> _Compared | None:
    """The comparison ``mentions[index]`` opens with the next option named, or None."""
    if index + 1 >= len(mentions):
        return None
    mention, other = mentions[index], mentions[index + 1]
    if mention.labels == other.labels:
        return None  # "ABDE 比 ABCDE 对" compares two sets; "C 比 C" nothing
    than = _THAN.fullmatch(text, mention.end, other.start)
    if than:
        if than["attribute"]:  # "1 对的可能性比 5 低": higher or lower alone says which
            higher, lower = _HIGHER, _LOWER
        else:  # "5 比 1 高" compares sizes: the attribute must be said after ("5 比 1 对的可能性高")
            higher, lower = _LIKELIER, _LESS_LIKELY
        if _BETTER.match(text, other.end) or higher.match(text, other.end):
            # "1 不比 5 好", "1 没有 5 靠谱": not better, neither chosen
            return _Compared(index, index + 1, not (than["denied"] or than["short"]))
        if _WORSE.match(text, other.end) or lower.match(text, other.end):
            return _Compared(index, index + 1, False)
        if _SIZE.match(text, other.end):  # "5 比 1 大": a size stated, neither option chosen
            return _Compared(index, index + 1, False)
        return None
    if _BEATS.fullmatch(text, mention.end, other.start) or (
        _OVER.fullmatch(text, mention.end, other.start) and not _figures(text, mention, other)
    ):
        return _Compared(index, index + 1, True)
    if _LOSES.fullmatch(text, mention.end, other.start):
        return _Compared(index, index + 1, False)
    return None


def _asked(text: str, other: Mention) -> bool:
    """Whether the sentence of a comparison closing on ``other`` is a question ("…靠谱？", "…，对吗？"), or
    its clause closes on a question particle ("…更靠谱吗，…"; not a reason after it: "…靠谱，p=16 嘛")."""
    end = _SENTENCE_END.search(text, other.end)
    if "?" in text[other.end : end.start() if end else len(text)].replace("？", "?"):
        return True
    end = _CLAUSE_OPENS.search(text, other.end)
    return bool(_ASKED.search(text[other.end : end.start() if end else len(text)]))


def measured(text: str, before: Mention, mention: Mention) -> bool:
    """Whether ``mention`` follows ``before`` as what it is compared with ("A 比 D", "B beats C")."""
    if before.labels == mention.labels:
        return False
    gap = (text, before.end, mention.start)
    than = _THAN.fullmatch(*gap)
    if than and than["short"]:  # "A 没有 D 靠谱" compares; "ABC 没有 D" leaves D out
        return bool(_BETTER.match(text, mention.end) or _WORSE.match(text, mention.end))
    return bool(than or _BEATS.fullmatch(*gap) or _LOSES.fullmatch(*gap))


def _figures(text: str, *mentions: Mention) -> bool:
    """Whether any of ``mentions`` is written with a digit ("15 over 31" is a fraction)."""
    return any(re.search(r"\d", text[mention.start : mention.end]) for mention in mentions)


def _comparisons(text: str, mentions: Sequence[Mention]) -> list[_Compared]:
    found = (_comparison(text, mentions, index) for index in range(len(mentions) - 1))
    return [compared for compared in found if compared is not None]


def _opens_clause(text: str, mentions: Sequence[Mention], index: int) -> int | None:
    """The index of the first option of the clause ``mentions[index]`` closes with the options joined before
    it ("B 和 E 比 C"), when that clause opens on them (after a stop, a comma or nothing but filler): a
    comparison said as the candidate's own, not inside someone's claim, a condition or a denial."""
    first = index
    while first > 0 and _JOINED.fullmatch(text, mentions[first - 1].end, mentions[first].start):
        first -= 1
    before = text[: mentions[first].start]
    opened = list(_CLAUSE_OPENS.finditer(before))
    lead = _TURN.sub(" ", before[opened[-1].end() :] if opened else before)  # "…，但 5 比 1 更好"
    return first if only_filler(lead) else None


def _standing(text: str, mentions: Sequence[Mention], comparisons: list[_Compared]) -> list[_Compared]:
    """The comparisons the answer ends on: those after the last correction word between two of them ("1
    比 5 好，不对，5 比 1 好": the second alone)."""
    for place in range(len(comparisons) - 1, 0, -1):
        earlier, later = comparisons[place - 1], comparisons[place]
        if takes_back(text[mentions[earlier.second].end : mentions[later.first].start]):
            return comparisons[place:]
    return comparisons


def not_chosen_by_comparison(text: str, mentions: Sequence[Mention], index: int) -> bool:
    """Whether ``mentions[index]`` is measured against another, ranked below one, or preferred by a
    comparison that is asked, taken back by a correction, or not the answer's one best (another
    comparison of its own ranks it lower, reverses it, or prefers another option as much): what is said
    after it is then no choice of it (``_mention_pass`` sets it aside; one best is left to the pass)."""
    if index > 0 and measured(text, mentions[index - 1], mentions[index]):
        return True  # "A 比 D 对得多的多": D is what A is measured against, whatever is said after it
    comparisons = _comparisons(text, mentions)
    for compared in comparisons:
        if index == compared.second or (index == compared.first and not compared.first_preferred):
            return True  # "A 比 D 对": D; "1 比 5 可能性低": neither
    own = next((compared for compared in comparisons if compared.first == index), None)
    if own is None:
        return False
    if _asked(text, mentions[own.second]):
        return True  # "B beats D?", "1 比 5 好吗": a comparison asked chooses nothing
    standing = _standing(text, mentions, comparisons)
    if own not in standing:  # taken back; one said in someone's claim or a condition is left to the pass
        return _opens_clause(text, mentions, index) is not None
    # one before it said in someone's claim does not stand ("老师说 1 比 5 好，我觉得 5 比 1 好"); any
    # after it may undo it, whoever says it (never the first one kept)
    standing = [
        compared
        for compared in standing
        if compared.first >= index or _opens_clause(text, mentions, compared.first) is not None
    ]
    preferred = {compared.preferred(mentions) for compared in standing}
    below = {compared.other(mentions) for compared in standing}
    # "1 比 5 好，5 比 3 好": 1 alone; "1 比 5 好，5 比 1 更好", "1 比 5 好，10 比 5 也好": no one best
    return preferred - below != {own.preferred(mentions)}


def preferred_over(text: str, mentions: Sequence[Mention], index: int) -> bool:
    """Whether ``mentions[index]`` opens a clause, after other words, that prefers it over the next option
    named ("5 比 1 更像蒸馏")."""
    compared = _comparison(text, mentions, index)
    return bool(compared and compared.first_preferred) and (
        preferred_together(text, mentions, index) == mentions[index].labels
    )


def preferred_together(text: str, mentions: Sequence[Mention], index: int) -> frozenset[str]:
    """The options preferred by the comparison whose clause, after other words, ``mentions[index]``
    closes: that option and the ones joined before it ("…，B 和 E 比 C 有把握": B and E), or the one it is
    ranked below ("…，C 不如 E": E); else none."""
    compared = _comparison(text, mentions, index)
    if compared is None:
        return frozenset()
    other = mentions[index + 1]
    if any(other.labels & more.labels for place, more in enumerate(mentions) if place != index + 1):
        return frozenset()  # "1 比 5 好，5 也行": the one measured against is named again, which wins?
    first = _opens_clause(text, mentions, index)
    if first is None or not _CLAUSE_OPENS.search(text, 0, mentions[first].start):
        return frozenset()  # the comparison opening the answer is read already; one after words: its own
    if _asked(text, other):
        return frozenset()
    if not compared.first_preferred:
        return other.labels
    return frozenset().union(*(mention.labels for mention in mentions[first : index + 1]))


def compared_open(text: str, mentions: Sequence[Mention]) -> frozenset[str]:
    """Every option preferred by a comparison in a clause of its own after other words: on a multiple
    choice, one not committed to as well is held open beside the set ("A、D 肯定，B 和 E 比 C 有把握")."""
    return frozenset().union(*(preferred_together(text, mentions, index) for index in range(len(mentions))))


def compared_alone(lettered: str) -> bool:
    """Whether ``lettered`` (every option written as its letter) is only a comparison of two options with
    nothing said of either ("A 比 C", "1 比 5？"): neither is chosen."""
    return _ALONE.match(lettered) is not None
