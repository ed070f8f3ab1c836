"""An option said after "not only" ("不是只能 A", "并非只有 48", "不仅仅是 A", "A，但不只是 A", "not just A"):
one right answer among more, the others unsaid. On a single choice it commits to none; on a multiple choice
it leaves the set open. Where the options read are only those said after it, the answer is asked again;
"不仅 A，B 也对" names the others and is read as it was (two options on a single choice: a hedge).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from bank.grading.mentions._letter_mentions import letters_named
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import normalise

_NOT_ONLY = re.compile(
    rf"(?:(?:{alternation(lexicon.NOT_ONLY_NEGATIONS)})\s*(?:{alternation(lexicon.NOT_ONLY_WORDS)})"
    rf"|(?:{alternation(lexicon.NOT_ONLY_FUSED)}))\s*(?:{alternation(lexicon.NOT_ONLY_LINKS)})?\s*"
    r"(?P<said>[^,，;；。.!！?？\n]*)",
    re.I,
)

# what may stand beside the option said ("而已", "这个", "对"): more is a reason ("不仅因为 A 省显存")
_REST_LIMIT = 4
_LETTER = re.compile(r"(?<![a-z])[a-z](?![a-z])")


def not_only(text: str, read: Iterable[str], options: Mapping[str, str]) -> bool:
    """Whether every option read (``read``) is one said after "not only" in ``text`` (see the module)."""
    read = set(read)
    if not read:
        return False
    said: set[str] = set()
    for found in _NOT_ONLY.finditer(text):
        folded = normalise(found["said"]).casefold()
        named = {
            label
            for label, option in options.items()
            if option.strip() and normalise(option).casefold() in folded
        }
        rest = folded
        for label in named:
            rest = rest.replace(normalise(options[label]).casefold(), " ")
        letters = letters_named(rest.upper(), "".join(options))
        rest = _LETTER.sub(" ", rest)
        if len(re.sub(r"\s", "", rest)) <= _REST_LIMIT:  # the option and a word at most ("而已", "一个")
            said |= named | letters
    return read <= said
