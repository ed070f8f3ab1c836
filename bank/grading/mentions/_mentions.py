"""Where an answer names options: a *mention*, and the answer's text as the mentions are found in it.

A *mention* is a span of the answer that names one or more options: by letter (``_letter_mentions``),
by the option's text (``_option_text_mentions``), by its figure (``_value_mentions``) or by its place
(``_ordinal_mentions``); names and paraphrases are found in ``_names`` and ``_paraphrase``. Finding a
mention says nothing yet about whether the candidate commits to it — ``_choice`` decides that from
the words around it (a commit marker, a negation, a correction). The rules are deliberately
whole-token: a letter inside a word or an identifier ("Bad", "A100", "F.softmax"), a number inside
another number ("32" in "1/32", "35GB" in "135GB") and anything inside markup or code never name an
option.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from bank.grading.mentions._ordinal_words import ordinal_words
from bank.grading.numbers._numbers import MEASURED_UNIT
from bank.grading.text._ellipsis import one_ellipsis
from bank.grading.text._letter_symbols import stem_letters
from bank.grading.text._text import PUNCTUATION, simplified

LABELS = "ABCDEFGH"


@dataclass(frozen=True)
class Mention:
    start: int
    end: int
    labels: frozenset[str]  # may name letters that are not options ("E" on A–D): reported, never graded
    kind: str  # letter | option | value | share | converted | ordinal | paraphrase | nearest


_INVISIBLE = re.compile(r"[\u200b-\u200f\u2060\ufeff\ufe0e\ufe0f]")
_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9]*(?:\s[^<>]{0,200})?/?>")
# capital option letters alone in angle brackets, as the whole answer ("<C>", "<ABDE>"): no tag formats
# nothing, so they are read as round brackets ("<b>B</b>", "<s>B</s>" are still tags)
_LETTERS_IN_ANGLES = re.compile(r"\s*<[A-H]{1,8}>\s*")
_EMPHASIS = re.compile(r"\*\*|__|~~")
_FENCE = re.compile(r"```[A-Za-z0-9_+-]*\n?(.*?)```", re.S)
_INLINE = re.compile(r"`([^`\n]+)`")


_BRACED_POWER = re.compile(r"\^\{([^{}]+)\}")


_TWO_WAY = re.compile(r"<-+>|←+→")


def prepare(answer: str) -> tuple[str, list[bool]]:
    """The answer as read (NFKC, simplified Chinese, markup removed) and which characters are code.

    HTML tags and Markdown emphasis are formatting: removed, so ``<b>B</b>`` reads as ``B`` and a
    letter inside a tag's attributes is gone. Code spans stay in the text (an option may be code)
    but their characters are marked, so that a letter in code is never a choice — except a span
    holding nothing but a letter, which is only formatting (```B```).

    The reader's rules prepare the same answer about ten times in one grade: it is prepared once and
    kept, and each caller gets its own list of marks."""
    text, code = _prepared(answer)
    return text, list(code)


@lru_cache(maxsize=4096)
def _prepared(answer: str) -> tuple[str, tuple[bool, ...]]:
    text = one_ellipsis(stem_letters(simplified(unicodedata.normalize("NFKC", _INVISIBLE.sub("", answer)))))
    text = ordinal_words(text)  # "从下往上数第二个": a place in words the ordinals below read
    text = _BRACED_POWER.sub(r"^(\1)", text)  # "2^{-h/4}": LaTeX's group is the option's "2^(-h/4)"
    text = _TWO_WAY.sub("↔", text)  # "A <-> B", "A ←→ B": a two-way arrow, never a change to B
    if _LETTERS_IN_ANGLES.fullmatch(text):
        text = text.replace("<", "(").replace(">", ")")  # brackets, not "less than" ("<C" compares C)
    text = _EMPHASIS.sub(" ", _TAG.sub(" ", text))
    if "个" in text:  # what the pattern cannot match without; it is tried at every character otherwise
        text = MEASURED_UNIT.sub("", text)  # "35 个 GB": a figure and its unit, not the letters G and B
    code = [False] * len(text)
    out = list(text)
    for pattern in (_FENCE, _INLINE):
        for match in pattern.finditer(text):
            body = match.group(1).strip()
            if code[match.start()] or re.fullmatch(r"[A-Ha-h]", body):
                out[match.start()] = out[match.end() - 1] = " "
                continue
            body_start = match.start(1) if pattern is _FENCE else match.start() + 1
            for index in range(match.start(), match.end()):
                code[index] = True
                if out[index] == "`" or match.start() <= index < body_start:
                    out[index] = " "  # the fence and its language tag are not part of the answer
    return "".join(out), tuple(code)


@lru_cache(maxsize=4096)
def canon_option(option: str) -> str:
    """The option's text as an answer is normalised: quotes and dashes in one form ("Euler–Maruyama" as
    "Euler-Maruyama", the hyphen an answer's en dash becomes)."""
    folded = simplified(unicodedata.normalize("NFKC", option.replace("`", ""))).translate(PUNCTUATION)
    return one_ellipsis(folded).strip()
