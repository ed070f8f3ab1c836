"""What an answer says against the option it names, so that naming it is no choice (issue 30).

- The option's letter turned against itself right after it ("B 不能说对", "B 说对也不对", "B的相反"), or
  the whole taken back by a closing clause of its own ("A、D 都要满足，其实不对"): the options named are
  ruled out and none is chosen — asked again. "B 说得对", "B，不过不确定" are read as before.
- A give-up closing the answer after what it named ("B，算了不答了", "B，不答了"): a give-up, on every
  closed type. "B，算了" alone puts the answer off (``_went_back``), and "B，不知道" is a doubt.
- An option said to differ from the answer ("跟随机初始化有区别", "不同于 B"), or a name in an option's
  text said used where the option says it is not ("塔顶用了 LayerNorm" of "未使用 LayerNorm", "做了 logQ
  修正" of "未对采样概率做修正（logQ 修正）"): not a mention of that option at all. The name alone
  ("LayerNorm?"), negated too ("缺 LayerNorm") or prescribed ("要做 logQ 修正") is.

The words are ``_lexicon``'s.
"""

from __future__ import annotations

import re
from itertools import pairwise

from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_ENDS = r"\s*(?:[吧啊呀呢哦了])?[\s。.!！…~]*"
_PAUSE = r"[,，;；。.…!！~—\s]"
# right after the last option named, or after it and a clause that names none, set apart by a pause
_TURNED = re.compile(
    rf"\s*(?:[,，]\s*)?(?:{alternation(lexicon.LETTER_TURNED)}){_ENDS}"
    rf"|[^A-Za-z]*?{_PAUSE}\s*(?:{alternation(lexicon.CLOSING_TAKEN_BACK)}){_ENDS}",
    re.I,
)
# several options named: only a clause of its own, after a comma or a stop, takes them all back
_CLOSING = re.compile(
    rf"[^A-Za-z,，;；。!！]*[,，;；。!！]\s*(?:{alternation(lexicon.CLOSING_TAKEN_BACK)}){_ENDS}", re.I
)
_DECLINED = re.compile(
    rf"\S.*?{_PAUSE}+\s*(?:算了\s*[,，]?\s*)?(?:{alternation(lexicon.DECLINED_CLOSINGS)}){_ENDS}$"
    rf"|\S.*?{_PAUSE}+\s*算了\s*[,，]?\s*(?:{alternation(lexicon.GIVE_UPS)}){_ENDS}$",
    re.I | re.S,
)
_DIFFERS_AFTER = re.compile(rf"\s*(?:{alternation(lexicon.DIFFERS_SAID)})")
_DIFFERS_LEAD = re.compile(rf"(?:{alternation(lexicon.DIFFERS_LEADS)})\s*$")
_DIFFERS_BEFORE = re.compile(rf"(?:{alternation(lexicon.DIFFERS_BEFORE)})\s*$")
_NEGATION = alternation(lexicon.OPTION_NEGATIONS)
_USED = re.compile(rf"(?:{alternation(lexicon.USE_AFFIRMED)})\s*$")
_LISTED = re.compile(r"[\s、/+&和与及]*")
_CLAUSE = re.compile(r"[,，;；。!！?？\n]")


def turned_at_close(text: str, mentions: list[Mention]) -> bool:
    """Whether what follows the last option named turns the options named against themselves."""
    if not mentions:
        return False
    one = all(mention.labels == mentions[0].labels for mention in mentions)  # one option, said once or more
    listed = all(_LISTED.fullmatch(text, a.end, b.start) for a, b in pairwise(mentions))
    if one or listed:  # "A、B、C、D、E 不能说对": the list as one
        return _TURNED.fullmatch(text, mentions[-1].end) is not None
    return _CLOSING.fullmatch(text, mentions[-1].end) is not None  # "选A，B 其实不对": B's, read as before


def declined_at_close(text: str) -> bool:
    """Whether the answer closes by declining to answer, after something else said (see the module)."""
    return _DECLINED.fullmatch(text.strip()) is not None


def parted(text: str, mentions: list[Mention], options: dict[str, str]) -> tuple[list[Mention], set[str]]:
    """The mentions that name their options, and the options of those that do not (``_unmeant``)."""
    kept = [mention for mention in mentions if not _unmeant(text, mention, options)]
    if len(kept) == len(mentions):
        return mentions, set()
    return kept, set(options) & set().union(*(mention.labels for mention in mentions if mention not in kept))


def _unmeant(text: str, mention: Mention, options: dict[str, str]) -> bool:
    """Whether ``mention`` is said to differ from the answer, or names a negated part of its option's
    text without the negation (see the module): no mention of the option."""
    before = text[: mention.start]
    if _DIFFERS_BEFORE.search(before) or (
        _DIFFERS_LEAD.search(before) and _DIFFERS_AFTER.match(text, mention.end)
    ):
        return True
    if mention.kind != "identifier":
        return False
    name = re.escape(text[mention.start : mention.end])
    negated = re.compile(rf"(?:{_NEGATION})[^,，;；。]*?{name}", re.I)  # "未对采样概率做修正（logQ 修正）"
    if not any(negated.search(options.get(label, "")) for label in mention.labels):
        return False
    clause = _CLAUSE.split(before)[-1] + _CLAUSE.split(text[mention.start :])[0]
    if re.search(_NEGATION, clause):  # "没用 LayerNorm", "LayerNorm 没加？", "缺 LayerNorm": its option
        return False
    return _USED.search(before) is not None  # "塔顶用了 LayerNorm"; "LayerNorm?" is read as before
