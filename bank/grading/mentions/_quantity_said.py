"""A figure said to be a quantity the question does not ask for, or two figures for the one it asks
(issue "Grading a typed answer"): "464 GB 是参数显存，KV cache 是 232 GB" read 464 GB, "11.47M，98.7% 是保存
比例" read 98.7 % as the saving asked, "local batch_size 是 64，每卡 16" read 16. The answer's own figure is
the one it says is the asked quantity's; said of another, or beside another figure said of something, which
figure answers is unclear: asked again, as "35 GB 是 fp8 的" (``_other_case``) is.

- A figure then a copula and a quantity's name ending the clause ("是参数显存", "是保存比例"), the name not
  the stem's (as written, or each of its words in a clause of the stem that asks).
- The asked quantity named and given a figure ("KV cache 是 232 GB", "local batch_size 是 64"), and another
  figure in a clause of its own said of something ("每卡 16", "参数是 350 GB"): not a step of a calculation,
  not an approximation ("约 432 GiB"), not a figure the stem gives, not after a correction (read as such).
"""

from __future__ import annotations

import re
from functools import lru_cache

from bank.grading.mentions._value_mentions import in_calculation
from bank.grading.numbers._numbers import DECIMAL
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._words import last_correction
from bank.model import Question

_FIGURE = r"(?<![\d.A-Za-z_])(?P<figure>\d+(?:\.\d+)?)\s*(?:[A-Za-z%×]{1,4}(?![A-Za-z])|倍)?"
_COPULA = rf"\s*(?:{alternation(lexicon.QUANTITY_COPULAS)})\s*"
_CLAUSE_END = r"(?=\s*[,，;；。.!！?？\n]|\s*$)"
_FIGURE_IS = re.compile(
    rf"{_FIGURE}\s*[,，]?{_COPULA}(?P<what>[^\d,，;；。!！?？\n]{{1,16}}?(?:{alternation(lexicon.QUANTITY_HEADS)}))\s*的?{_CLAUSE_END}",
    re.I,
)
_IS_FIGURE = re.compile(
    rf"(?:^|[,，;；。])\s*(?P<what>[^\d,，;；。!！?？\n=:：]{{2,24}}?){_COPULA}{_FIGURE}{_CLAUSE_END}", re.I
)
_SAID_OF = re.compile(
    rf"(?:^|[,，;；。])\s*(?P<what>[^\d,，;；。!！?？\n]{{2,24}}?)\s*(?:{_COPULA})?{_FIGURE}", re.I
)
_PARTS = re.compile(r"[A-Za-z_]+|[\u4e00-\u9fff]+")
_ASKING = re.compile(alternation(lexicon.QUANTITY_ASKED))
_NOT_A_NAME = re.compile(
    alternation(
        (*lexicon.RIGHT_WORDS, *lexicon.ANSWER_NOUNS, *lexicon.APPROXIMATE, *lexicon.APPROXIMATE_AFTER)
    ),
    re.I,
)


_UNSAID = re.compile(r"\s+|的")
_STEM_CLAUSE = re.compile(r"[,，;；。:：\n]")


def _flat(text: str) -> str:
    return _UNSAID.sub("", text).casefold()


@lru_cache(maxsize=256)
def _stem_read(stem: str) -> tuple[str, tuple[str, ...], frozenset[str]]:
    """The stem flattened, its clauses that ask for a quantity (flattened), and the figures it gives."""
    asked = tuple(_flat(clause) for clause in _STEM_CLAUSE.split(stem) if _ASKING.search(clause))
    return _flat(stem), asked, frozenset(DECIMAL.findall(stem))


def said_of_another(question: Question, text: str) -> bool:
    """Whether ``text`` (normalised) gives a figure to a quantity the question does not ask for, or gives
    the asked one a figure and another figure beside it."""
    stem, asked, given = _stem_read(question.stem)

    def asked_for(what: str) -> bool:
        parts = [part.casefold() for part in _PARTS.findall(what.replace("的", " "))]
        return bool(parts) and any(all(part in clause for part in parts) for clause in asked)

    for said in _FIGURE_IS.finditer(text):
        what = said["what"]
        if not _NOT_A_NAME.search(what) and _flat(what) not in stem and not asked_for(what):
            return True  # "464 GB 是参数显存", "98.7% 是保存比例"
    if last_correction(text) is not None:
        return False
    for named in _IS_FIGURE.finditer(text):
        if not asked_for(named["what"]) or in_calculation(text, named.start("figure"), named.end()):
            continue
        for other in _SAID_OF.finditer(text):
            figure = other["figure"]
            if (
                other.start() != named.start()
                and float(figure) != float(named["figure"])
                and figure not in given
                and not _NOT_A_NAME.search(other["what"])
                and not in_calculation(text, other.start("figure"), other.end())
            ):
                return True  # "local batch_size 是 64，每卡 16", "KV cache 是 232 GB" after "464 GB 是…"
    return False
