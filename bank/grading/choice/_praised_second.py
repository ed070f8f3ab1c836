"""On a single choice, one option said something of, then another praised ("A 没有，C 好", "1 不，5
挺好", "A 好，C 也不错"): the praised second option is never dropped for the first, which opens the
answer and would otherwise be taken as committed.

- The first denied by a bare word ("不", "没有", "没", "不对"): the praised one is the answer.
- The first praised too ("A 好，C 好", "A 没问题，C 好"): both kept, a hedge.
- Nothing said of the first ("A，C 好"), or a question closing it ("…，C 好？"): no reading, asked
  again. Anything else said of the first ("64 会 OOM，48 可以") is left to the other readers.

Also read here, for the same reason (the option opening the answer would stand alone): a lone option
followed by a bare "没有" / "没" / "不" ("1 没有": denied, or nothing said), and a comparison with nothing
after it ("A 比 C", "1 比 5？", by the comparisons' own ``compared_alone``): neither chooses anything,
asked again. Read on the text with every option written as its letters.
"""

from __future__ import annotations

import re

from bank.grading.choice._compared_over import compared_alone
from bank.grading.choice._mention_pass import ChoiceReading
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_CLOSE = r"[\s。.!！~～]*"
_PRAISE = (
    rf"(?:{alternation(lexicon.KEPT_ADVERBS)})*\s*"
    rf"(?:{alternation((*lexicon.PRAISES, *lexicon.PRAISED_SECOND))})(?:的)?\s*[吧啊呀哦]?"
)
_PRAISED_AFTER = re.compile(
    r"^\s*(?P<first>[A-H])\s*(?P<said>(?-i:[^A-H,，;；。.!！?？])*?)\s*[,，;；]\s*"
    rf"(?P<second>[A-H])\s*(?P<praise>{_PRAISE})(?P<asked>\s*[?？吗么]?){_CLOSE}$",
    re.I,
)
_DENIED = re.compile(rf"(?:{alternation(lexicon.DENIED_BEFORE_PRAISED)})\s*[了吧啊呀]?")
# the first kept by any word that keeps it ("A 是对的，C 也不错", "A 选，C 好"): both kept, a hedge
_KEPT_FIRST = re.compile(
    rf"(?:{alternation(lexicon.KEPT_ADVERBS)})*\s*"
    rf"(?:{alternation((*lexicon.PRAISES, *lexicon.PRAISED_SECOND, *lexicon.KEPT_SAID))})"
    r"(?:的)?\s*[吧啊呀哦]?"
)
_LONE_DENIED = re.compile(rf"^\s*[A-H]\s*(?:{alternation(lexicon.LONE_DENIALS)}){_CLOSE}$", re.I)


def praised_second(lettered: str, labels: set[str]) -> ChoiceReading | None:
    """The reading of ``lettered`` when it is one of the shapes above; None when it is not."""
    lone = _LONE_DENIED.match(lettered)
    if lone:  # ruled out, so that no reader by meaning takes the option named back up
        return ChoiceReading(negated=set(re.findall(r"[A-H]", lettered.upper())) & labels)
    if compared_alone(lettered):
        return ChoiceReading()
    found = _PRAISED_AFTER.match(lettered)
    if found is None:
        return None
    first, second = found.group("first").upper(), found.group("second").upper()
    if first == second or first not in labels:
        return None
    said = found.group("said").strip()
    if found.group("asked").strip() or second not in labels:
        # "A 没有，C 好？": asked, not said; "A 不，E 好" of four options: praised what is not one
        return ChoiceReading(negated={first}) if _DENIED.fullmatch(said) else ChoiceReading()
    if _DENIED.fullmatch(said):
        return ChoiceReading({second}, negated={first})
    if _KEPT_FIRST.fullmatch(said):
        return ChoiceReading({first, second}, hedged=True)
    # nothing said of the first ("A，C 好"): which one is meant is not said; a reason said of it
    # ("64 会 OOM，48 可以") is left to the readers of reasons
    return None if said else ChoiceReading()
