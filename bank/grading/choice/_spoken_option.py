"""On a single choice whose options are code, an option's code said aloud to a phone's voice input,
its punctuation written out as words ("先调 torch 点 use deterministic algorithms 括号 true，分号，然后再
compile，mode 等于 max autotune").

The answer is parted into pieces of code said aloud and the words between them; every word between
must only order the steps (``SPOKEN_CODE_LINKS``: "先调", "然后再"), and every piece with a name in it
must spell a piece of the option's code (``_spoken_symbols``), one piece at least with a symbol said.
The one option whose code every piece spells is the answer, to confirm. None or several, or a word
that says more ("不是 torch 点 …", "不用"): on options that are all code, a symbol of code said is asked
again (what the answer means of that code is not known) unless the answer names a letter too; elsewhere
the answer is left to the readers.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._spoken_symbols import CODE_SAID, SAID_BETWEEN, spells

_SAID = alternation(lexicon.SPOKEN_SYMBOLS)
# a symbol said, a Chinese character of no symbol said, a pause typed, anything else
_PART = re.compile(rf"(?P<said>{_SAID})|(?P<word>[\u4e00-\u9fff])|(?P<pause>[，,、;；。])|(?P<rest>.)", re.S)
_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])")
_LINK = re.compile(rf"(?:{alternation(lexicon.SPOKEN_CODE_LINKS)})+")


def spoken_option(answer: str, options: dict[str, str]) -> str | None:
    """The one option whose code ``answer`` says aloud piece by piece (see the module); "" when it says
    code aloud that is no one option's, on options that are all code (asked again: what is meant of it
    is not known, "不是 torch 点 …"); else None."""
    if not SAID_BETWEEN.search(answer):
        return None
    coded = all(text.strip().startswith("`") for text in options.values())
    said = _said_option(answer, options)
    if said is not None or _LETTER.search(answer):
        return said  # "mode 等于 max autotune 那个也能减 overhead 吧 A": the letter, as the readers read it
    return "" if coded and CODE_SAID.search(answer) else None


def _said_option(answer: str, options: dict[str, str]) -> str | None:
    pieces, words, piece, word = [], [], "", ""
    for part in _PART.finditer(answer):
        if part.lastgroup == "word":
            word += part.group()
            continue
        if word:
            words.append(word)
        if part.lastgroup == "pause" or word:
            pieces.append(piece)
            piece = ""
        word = ""
        if part.lastgroup != "pause":
            piece += part.group()
    pieces.append(piece)
    words.append(word)
    if any(word and not _LINK.fullmatch(word) for word in words):
        return None  # "不是 torch 点 …": more is said than the steps' order
    pieces = [piece.strip() for piece in pieces if re.search(r"[A-Za-z0-9]", piece)]
    if not any(SAID_BETWEEN.search(piece) for piece in pieces):
        return None
    codes = {label: text.replace("`", "") for label, text in options.items()}
    holding = [
        label for label, code in codes.items() if all(spells(piece, code, within=True) for piece in pieces)
    ]
    return holding[0] if len(holding) == 1 else None
