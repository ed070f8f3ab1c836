"""One option's letter typed two to five times and nothing else but closing punctuation or an emoji:
"cccc", "Bbb", "ＣＣ", "ａａ", "ＡＡ！", "DD 👍" — the letter said once, as bare as "c" (decided on 6
December: on a multiple choice too, the set of that one letter). Not when the repeated string is a word
of an option's text or of the stem ("BB" where an option reads "BB" or "使用 BB 缓存", "dd" where the stem
writes ``dd``): then it is that text, read as it stands. A letter held down ("BBBBBBBB…", six times or more)
is a key leant on, not an answer typed: it stays as it is. Anything beside the letters ("ccc 吧", "不是
ccc", "cccd") is read as it stands; an ellipsis after them trails off as after one letter ("ccc..." is
"c...", to confirm).
"""

from __future__ import annotations

import re
import unicodedata

from bank.model import Question

# the same letter, either case, two to five times, then only closing punctuation or emoji: what
# follows the letters is kept as it stands after the one letter ("CC 🛑" is "C 🛑", "ccc..." is "c...")
_RETYPED = re.compile(r"\s*(?P<letter>[A-Ha-h])(?i:(?P=letter)){1,4}(?P<rest>\s*[^A-Za-z0-9\s]*\s*)")
_CLOSING = re.compile(r"[\s。.!！…]*")


def closing_only(rest: str) -> bool:
    """Whether what follows the letters is closing punctuation and emoji only (nothing said after them:
    the letters stand as typed bare, "DD 👍" as "A.B.D 🙂" does)."""
    kept = "".join(char for char in rest if unicodedata.category(char) not in ("So", "Sk", "Mn", "Cf"))
    return _CLOSING.fullmatch(kept) is not None


def _own_word(question: Question, written: str) -> bool:
    """Whether ``written`` ("bb") is a word of the stem or of an option ("BB", "使用 BB 缓存": quoting it
    names that option as much as a letter), case aside."""
    word = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(written)}(?![A-Za-z0-9_])", re.I)
    return any(word.search(text) for text in (question.stem, *question.options.values()))


def retyped_letter(answer: str, question: Question) -> str:
    """``answer`` with a letter typed again ("cccc", "ＣＣ") said once ("c"); else as it is."""
    text = unicodedata.normalize("NFKC", answer)
    match = _RETYPED.fullmatch(text)
    if (
        match is None
        or not closing_only(match.group("rest"))
        or match.group("letter").upper() not in question.options
    ):
        return answer
    if _own_word(question, text[: match.start("rest")].strip()):
        return answer
    return match.group("letter") + match.group("rest").rstrip()
