"""On a single choice, a turn to another option closing the answer, after the one first named was
ruled out ("D. 哦 cudnn.deterministic 只管 cuDNN 不是全局开关，换 C"; "只改 logit_scale？不对，那个跟
长度没关系。改位置编码").

- The first named, then ruled out by a reason with no correction word between, reads as both chosen and
  ruled out (contradicted); a clause of its own closing the answer on a turn to one other letter ("，换
  C") settles it: that letter, to confirm. A turn asked ("换 C？"), denied after ("换 C 也不对") or back
  to the same letter is no settling.
- Every option named only ruled out, and the answer closing on a clause of its own that turns to an
  option by its words ("。改位置编码"): that clause alone, read by what it means, names the option (it
  must be one, and not one ruled out), to confirm.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_TURN = rf"(?:{alternation(lexicon.SWITCHED_TO)})"
_TO_LETTER = re.compile(
    rf"[,，;；。.!！]\s*(?:{alternation(lexicon.SWITCH_LEADS)})?\s*{_TURN}\s*(?:选)?\s*(?P<letter>[A-H])\s*[吧。.!！]*$"
)
_TO_WORDS = re.compile(
    rf"(?:[,，;；。!！]|\.(?!\S))\s*(?P<clause>{_TURN}\s*(?:成|为)?\s*[^,，;；。.!！?？\n]+?)\s*[。.!！]*$"
)
_UNSURE = re.compile(rf"{alternation((*lexicon.TENTATIVE, *lexicon.DOUBTS))}|[不没别吗呢?？]")


def settled_by_turn(answer: str, letters: set[str], contradicted: set[str]) -> bool:
    """Whether a contradiction is settled by a turn to the one letter read, closing ``answer``."""
    turned = _TO_LETTER.search(answer)
    return bool(turned and letters == {turned["letter"]} and not letters & contradicted)


def turned_clause(answer: str) -> str | None:
    """The clause closing ``answer`` on a turn to an option by its words ("改位置编码"), or None; never
    one hedged, denied or asked."""
    turned = _TO_WORDS.search(answer)
    if (
        turned is None
        or _UNSURE.search(turned["clause"])
        or re.search(r"(?<![A-Za-z])[A-H](?![A-Za-z])", turned["clause"])
    ):
        return None
    return turned["clause"]
