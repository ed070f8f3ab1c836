"""A reason that names no option, then a conclusion that denies some and chooses the rest: the
conclusion read alone.

"ViT 上照样能 Grad-CAM，CAM 在 CNN 上当然有效，所以 C、E 都错，其余全选" had been asked again ("只排除了
CE"): the form "C、E 都错，其余全选" (options denied, then the rest affirmed) is read only when it opens
the answer. On a multiple choice, when the answer's last conclusion word ("所以", "因此") opens such a
form, and nothing before it names an option (no letter, figure, text or paraphrase the mention finder
knows), what came before is a reason: the conclusion is read alone. A reason that names an option is
the pass's to read, as before.
"""

from __future__ import annotations

import re

from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.choice._set_apart import THE_REST
from bank.grading.mentions import _mentions
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_CONCLUSION = re.compile(rf"(?:^|[,，;；。])\s*(?:{lexicon.CONCLUSIONS})\s*[,，]?\s*", re.I)
_DENIED_THEN_REST = re.compile(
    lexicon.DENIED_THEN_THE_REST + THE_REST + rf"(?:{alternation(lexicon.REST_AFFIRMED)})[\s。.!！]*$", re.I
)


def concluded_rest(answer: str, options: dict[str, str], stem: str) -> str | None:
    """The conclusion that denies some options and affirms the rest, after a reason naming none; None
    when the answer is not so."""
    found = list(_CONCLUSION.finditer(answer))
    if not found:
        return None
    head, tail = answer[: found[-1].start()], answer[found[-1].end() :]
    if not _DENIED_THEN_REST.match(tail):
        return None
    text, code = _mentions.prepare(head)
    if find_mentions(text, code, options, stem)[0]:
        return None  # "A 也不对，所以 C、E 都错，其余全选": the reason names an option
    return tail
