"""A quantity said to be none, on a single choice whose one option is zero: "没有偏差", "毫无偏差",
"偏差都没了", "一点偏差都没有", "无偏", "一点都不偏" for a stem ending "…参数偏差为：" with an option "0".

The quantity is what the stem asks for: the run of Chinese right before the "为" / "是" / "等于" that
ends the stem, or any ending of it of two characters or more ("偏差", "参数偏差"); the first character
of its last two stands for it after a "not" ("不偏", "无偏"). The none said of it is written as the
figure ("偏差为 0"), which the figure readers then read as any figure: confirmed, hedged, corrected
or contradicted as one would be.

It is read only where it states: the phrase closes its clause (no "吗", no "？", no word after it but a
particle of mood: "没偏差啊");
nothing before it in the answer denies, asks, doubts, hedges, conditions or says nearly none ("不是没有
偏差", "如果没有偏差", "几乎没有偏差"); nothing after it denies, doubts or turns ("没有偏差，这不可能").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import lru_cache

from bank.grading.mentions._value_mentions import value_of
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

# the stem asks for a quantity: "…则聚合后参数偏差为：", "…的误差是多少？"
_ASKED_FOR = re.compile(
    rf"([\u4e00-\u9fff]{{2,}}?)\s*(?:{alternation(lexicon.ASKED_FOR)})\s*(?:多少|多大)?\s*[:：?？。]?\s*$"
)
# the phrase closes its clause: a particle of completion and one of mood at most ("没偏差啊", "没偏差了哦";
# not a question's "呢"), taken with it (the figure then written bare, as "对啊" is the mark), then a mark
# (not a question's) or the end
_MOOD = alternation(
    particle for particle in lexicon.MOOD_PARTICLES if particle not in lexicon.QUESTION_PARTICLES
)
_END = rf"\s*(?:了|啦)?\s*(?:{_MOOD})?(?=\s*(?:[^\w\s?？]|$))"
_BEFORE_FORBIDS = re.compile(r"[不没非未别?？]|吗")
_AFTER_FORBIDS = re.compile(rf"[不没非未别错?？]|{alternation(lexicon.ZERO_FORBIDDEN_AFTER)}")


def _alternation(words: Iterable[str]) -> str:
    return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))


@lru_cache(maxsize=256)
def _said_none(stem: str) -> tuple[re.Pattern[str], str] | None:
    """The pattern of the none said of the quantity the stem asks for, and the quantity's name."""
    asked = _ASKED_FOR.search(stem.strip())
    if asked is None:
        return None
    run = asked.group(1)
    noun = _alternation(run[-length:] for length in range(2, min(len(run), 6) + 1))
    first = re.escape(run[-2])
    pattern = re.compile(
        rf"(?P<q>{noun})\s*(?:{_alternation(lexicon.NONE_AFTER)}){_END}"  # "偏差没有了"
        rf"|一(?:点儿?|丁点儿?|丝)\s*(?:的)?\s*(?P<l>{noun})\s*(?:{_alternation(lexicon.NONE_AFTER)}){_END}"
        rf"|(?:{_alternation(lexicon.NONE_BEFORE)})\s*(?P<n>{noun}){_END}"  # "毫无偏差"
        rf"|(?:{_alternation(lexicon.NOT_AT_ALL)})\s*{first}{_END}"  # "一点都不偏", "无偏"
    )
    return pattern, run[-2:]


def _zero_option(options: Mapping[str, str]) -> str | None:
    zeros = [text for text in options.values() if (value := value_of(text)) is not None and value.value == 0]
    return zeros[0].strip() if len(zeros) == 1 else None


def zero_said(answer: str, options: Mapping[str, str], stem: str) -> str:
    """The answer with the none it says of the asked quantity written as the zero option's figure
    ("没有偏差" → "偏差为 0"), where the module's rule reads it; else the answer as it is."""
    zero = _zero_option(options)
    said = _said_none(stem) if zero is not None else None
    if said is None:
        return answer
    pattern, name = said
    found = pattern.search(answer)
    if found is None:
        return answer
    before, after = answer[: found.start()], answer[found.end() :]
    if _BEFORE_FORBIDS.search(before) or _AFTER_FORBIDS.search(after):
        return answer
    words = (*lexicon.HEDGES, *lexicon.DOUBTS, *lexicon.ASKING, *lexicon.NEAR_NONE)
    if lexicon.has(before, words) or lexicon.has(answer, (*lexicon.HEDGES, *lexicon.DOUBTS)):
        return answer
    quantity = found.group("q") or found.group("l") or found.group("n") or name
    return f"{before}{quantity}为 {zero}{after}"
