"""A figure whose value the answer asks: "2/64 是多少来着…", "2/64 等于多少？", "2 除以 64 几", "2/64 = ?".

The candidate names an expression and asks (or has not yet worked out) what it comes to: no result is
stated, so the figure is a step, never the option its value happens to be ("2/64" alone names 1/32,
asked it names nothing). What follows the figure within its clause asks its value: at most a few words
of what it is ("的比例", "个专家"), a word linking it to its value ("是", "等于", "算出来是"), the words
asking ("多少", "几", "啥") and what may close them ("来着", "呢"), then the clause ends; or an equals
sign followed by a question mark. A result given after it is read as before ("2/64 是多少？1/32",
"2/64，就是 1/32"); a figure offered with a question mark ("1/32？") or recalled ("是 1/32 来着") asks no
value and is left to the readers, to confirm. A negation or an alternative between the figure and the
asking ("1/32 没啥", "1/32 还是多少来着") is no question about its value.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon

_VALUE_ASKED_AFTER = re.compile(
    r"\s*[)）]*\s*[^\d,，;；。.!！?？…=＝≈没不无还或]{0,8}?\s*"
    rf"(?:(?:{lexicon.VALUE_ASKED_LINKS})\s*)?(?:{lexicon.alternation(lexicon.VALUE_ASKED_WORDS)})\s*(?:{lexicon.VALUE_ASKED_CLOSES})?"
    r"(?=\s*(?:[?？…,，;；。.!！\n]|$))"
    r"|\s*[)）]*\s*(?:[=＝≈]|约?等于)\s*[?？]",
)


def value_asked(text: str, end: int) -> bool:
    """Whether the figure ending at ``end`` is followed, in its clause, by a question about its value."""
    return _VALUE_ASKED_AFTER.match(text, end) is not None
