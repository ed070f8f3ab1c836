"""A choice answer that reasons option by option and closes on an arrow to a bare set of letters
("A 可以，C 不行 → BD", "… => B"): the letters after the arrow are the answer, whatever the reasoning
named on the way (read for confirmation). The arrow must close the answer: "→ BD 吧" or "→ BD？"
keeps it open and is read as before, and so is "A → B" with no reasoning clause before the arrow;
certainty after the letters ("→ C 没跑", "→ C 稳了") says them surely, not a doubt or another option. The
arrow may lead to what is left after the reasoning ruled the others out ("psum 是归约不是切分，scan 也不管
shard → 剩 B C"): the letters after "剩" are the set it closes on, as after a bare arrow."""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_SUMMED_UP = re.compile(
    r"\S.*?[,，;；。].*?(?:→|->|=>|⇒)\s*"
    rf"(?:(?:{alternation(lexicon.LEFT_AFTER_ARROW)})\s*)?(?P<letters>[A-H](?:[\s、,，和与]*[A-H])*)"
    rf"(?:\s*(?:{lexicon.CERTAIN_OF_IT})\s*[了啦的啊呀哈]?)?[\s。.!！]*$",  # "→ C 没跑": said sure of
    re.S,
)


def summed_up(lettered: str, labels: set[str]) -> set[str] | None:
    """The letters an arrow closing the answer leads to, when they are all options."""
    found = _SUMMED_UP.fullmatch(lettered.strip())
    if found is None:
        return None
    letters = set(re.findall(r"[A-H]", found.group("letters")))
    return letters if letters <= labels else None
