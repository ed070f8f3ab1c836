"""An option's denial set apart from it by an adverb or a comma, or said in words POST_NEGATION lacks:
"B 其实不对", "B 真的不对", "B，是错的", "B——才怪", "B 当然错了", "B 不成立", "B 有误", "B 是陷阱",
"B 可排除", "B 不考虑", "B is false", "B can be ruled out".

The denial opens the text after the option (a comma may come first) and closes its clause, with
nothing but adverbs before it: it has no subject of its own, so it is said of the option, which is
ruled out. Its match stands where POST_NEGATION's does: a group it lacks (``both``, ``all``) is read as
unmatched (``groupdict().get``).
"""

from __future__ import annotations

import re

from bank.grading.decisions._part_denied import part_denied
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_DENIED_APART = re.compile(
    # after its closing quote or bracket ("「B」是错的"), a comma or a full stop ("B。不准确"), a colon, a
    # dash ("B——才怪"), an arrow or a spaced "=" ("B -> ×"; "scheduler=false" is an option's own setting);
    # the option pointed at again by a pointer and a word for what it is ("B，那段代码不对", as "B，那个不对")
    rf"^\s*[」〉}}”’】』\"'\]]*\s*[,，;；。:：(（.…—–―-]*\s*(?:(?:->|→|=>|(?<=\s)=(?=\s))\s*)?(?:(?:{lexicon.APART_ADVERBS}|{lexicon.POINTED_AGAIN})\s*)*(?:{lexicon.APART_DENIALS})"
    # closing its clause: not "is false by default", a value the option sets
    r"(?=\s*(?:[的了吧啊呢哦呀。.!！,，;；?？…)）\n]|$))"
    # nor naming the wrong one after it ("B，那个不对的是 A": A is, WRONG_ONE_NAMED)
    r"(?!\s*的\s*就?\s*[是为])"
    # and not taken back in the next clause: "B 看着不对，其实对" (it only looked wrong)
    rf"(?!\s*[,，]\s*(?:{lexicon.BUT_THEN})?\s*(?:{alternation(lexicon.IN_FACT)})\s*(?:是)?\s*(?:对|正确)(?:的)?\s*(?:[。.!！]|$))",
    re.I,
)

# a comma, a full stop or a dash, then a bare take-back ("A，不对，…还是 C", "B——不对，…还是 A"): read as
# a correction (RETRACT), as before
_TAKE_BACK = re.compile(rf"^\s*(?:[,，;；。]|[—–―-]+)\s*(?:{alternation(lexicon.BARE_TAKE_BACKS)})$")


def denied_apart(after: str, *, then: bool = False) -> re.Match[str] | None:
    """The denial opening ``after`` (the text after an option), set apart from it or in words of its
    own; None when there is none, or it is a bare take-back after a comma. ``then``: whether another
    option is named after it: a stance closing ``after`` takes that option as its object ("B，我不同意
    A"). A stance against a saying, then another option denied ("B，我不同意那种说法，A 肯定不行") still
    denies the option before it: the saying may be that option's ("…，A 也不对" says it was wrong too),
    so the answer is asked again rather than read."""
    denial = _DENIED_APART.match(after) or part_denied(after)  # "A 的参数压根不存在"
    if denial is None or _TAKE_BACK.match(denial.group(0)):
        return None
    if then and denial.groupdict().get("stance") and not after[denial.end() :].strip():
        return None  # "B，我不同意 A": said of A (a denial in words of its own has no stance)
    return denial


# a figure compared, not stated: "不到一半", "超过 4 倍", "偏差 > 0", "bias never reaches 0" (before it);
# "一半都不到", "4 倍以上", "4 倍多", "128 多条", "一半的一半" (after it)
_COMPARED_BEFORE = re.compile(
    rf"(?:(?:{lexicon.COMPARED_BEFORE})\s*(?:{lexicon.CUT_VERBS})?|"  # "不到砍一半": less than half
    # a figure taken of another: "一半的一半" (a quarter), "50% 的一半", "砍一半再砍一半"
    r"(?:一半|(?<![A-Za-z\d.])[\d.]+\s*[%％倍]|分之[一二三四五六七八九十]+)\s*"
    rf"(?:的|[,，]?\s*(?:再|又)\s*(?:{lexicon.CUT_VERBS})?))\s*$",
    re.I,
)
_COMPARED_AFTER = re.compile(
    rf"^\s*(?:多\s*(?:{alternation(lexicon.COMPARED_MEASURES)})|(?:{lexicon.COMPARED_AFTER})"
    r"(?=\s*(?:[的吧啊呢。.!！,，;；?？…)）\n]|$))"
    # worked on: "2 的 6 次方减 32" (32), "464 GB 除以 2" ("加" joins options: "A 加 D")
    rf"|(?:{lexicon.WORKED_ON})\s*(?:\d|$))"
)


# a comparison closing on a denial of the whole list ("8、>16 都不行", "8 和大于 16 的都不对", "8 和 16
# 以上都不对", "16 以上也不对"): said of every item joined before the compared figure, and of it
_DENIED_TOGETHER = rf"\s*的?\s*[都也均全]?\s*(?:{alternation(lexicon.LETTERS_DENIED)}|太[大小多少高低])"
_BOUND_DENIED = re.compile(rf"^\s*(?:{lexicon.COMPARED_AFTER}){_DENIED_TOGETHER}")
_DENIED_AFTER_COMPARED = re.compile(rf"^{_DENIED_TOGETHER}")
_JOINED_THEN_COMPARED = re.compile(
    rf"\s*(?:{alternation(lexicon.ITEM_LINKS)}|{alternation(lexicon.LIST_JOINS)}|、|\band\b|&)\s*"
    rf"(?:{lexicon.COMPARED_BEFORE})?\s*"
)


# the standard a comparison measures by ("都比 4bit 理论值 35 还小", "比 48 大"): "比" opening the clause's
# comparison, the figure, then the measure it is short of or beyond
_THAN_BEFORE = re.compile(r"(?<![对相占无])比(?![例如较方起])[^,，;；。!！?？:：]*$")
_THAN_AFTER = re.compile(rf"^\s*(?:{alternation(lexicon.COMPARED_THAN_AFTER)})")


def compared(before: str, after: str) -> bool:
    """Whether the option between ``before`` and ``after`` (a figure) is compared, not stated."""
    return bool(
        _COMPARED_BEFORE.search(before)
        or _COMPARED_AFTER.match(after)
        or _BOUND_DENIED.match(after)
        or (_THAN_BEFORE.search(before) and _THAN_AFTER.match(after))
    )


def denied_with_the_compared(text: str, mentions: list[Mention], index: int) -> set[str]:
    """The options of the list joined before the compared figure ``mentions[index]`` when a denial of
    them all closes on it ("8、>16 都不行": 8 too); else none."""
    before = text[mentions[index - 1].end : mentions[index].start] if index else ""
    after = text[mentions[index].end : mentions[index + 1].start if index + 1 < len(mentions) else len(text)]
    bounded = _BOUND_DENIED.match(after) or (
        _COMPARED_BEFORE.search(before) and _DENIED_AFTER_COMPARED.match(after)
    )
    if not index or not bounded or not _JOINED_THEN_COMPARED.fullmatch(before):
        return set()
    denied = set(mentions[index - 1].labels)
    while index > 1 and _JOINED_THEN_COMPARED.fullmatch(
        text, mentions[index - 2].end, mentions[index - 1].start
    ):
        index -= 1
        denied |= mentions[index - 1].labels
    return denied
