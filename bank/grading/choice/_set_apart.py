"""On a multiple choice asking what holds, options named first and set apart by what is said of them,
then the rest affirmed ("D 和 E 要真实分布，其余都行", "A、C 得另配 tokenizer，别的都可以"): every option
but those set apart. What is said of them must neither affirm nor include them ("也", "可以", "对"), so
"A 和 B 也行，其余都行" is no such answer; read on the text with every option written as its letters."""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

# "the rest" closing an answer on the options it named first, counted or not, before what the rest are
# said to be: "剩下的都", "其余三个", "the others" (``_choice`` reads the denied ones before it too)
THE_REST = (
    rf"(?:{alternation(lexicon.OTHERS)})\s*"
    rf"(?:[几两三四五六\d]\s*(?:{alternation(lexicon.ORDINAL_UNITS_SHORT)}))?\s*(?:{alternation(lexicon.ALL_OF)})?\s*"
)
_SET_APART_THEN_REST = re.compile(
    rf"^\s*([A-H](?:\s*(?:[、,，和与/]|\band\b)?\s*[A-H])*)\s*(?:{alternation(lexicon.THESE_FEW)})?\s*"
    r"(?P<said>(?-i:[^A-H,，;；。])+?)\s*[,，;；]\s*"
    + THE_REST
    + rf"(?:{alternation(lexicon.REST_FINE)})[\s。.!！]*$",
    re.I,
)
# what, said of the options named first, would affirm or include them rather than set them apart
_AFFIRMS = re.compile(
    rf"(?<!{lexicon.AFFIRMING_NEGATED})(?:{lexicon.AFFIRMING})",  # "存疑不选" sets apart: "选" is negated
    re.I,
)


def set_apart_then_rest(lettered: str) -> re.Match[str] | None:
    """The match whose first group names the options set apart, when the rest are affirmed after them."""
    found = _SET_APART_THEN_REST.match(lettered)
    return found if found is not None and not _AFFIRMS.search(found.group("said")) else None
