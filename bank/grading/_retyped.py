"""One option's letter typed three to five times and nothing else: "cccc", "Bbb", "DDD。" — the letter
said once, as bare as "c" (the fifty-seventh blind batch labels them so). A letter typed twice ("bb",
"cc") stays as it is: two letters read as a name or an abbreviation as often as an answer. The letter A
repeated ("aaaa", "Aaa") is a cry ("啊啊啊") as much as a choice: never read as A, it stays no answer;
so does a letter held down ("BBBBBBBB…", six times or more: a key leant on, not an answer typed).
Anything beside the letters ("ccc 吧", "不是 ccc", "cccd") is read as it stands; an ellipsis after them trails
off as after one letter ("ccc..." is "c...", to confirm).
"""

from __future__ import annotations

import re

# the same letter, either case, three to five times; a closing stop or exclamation adds nothing, an
# ellipsis trails off ("bbb..." is "b...", read to confirm as that is)
_RETYPED = re.compile(r"\s*(?P<letter>[B-Hb-h])(?i:(?P=letter)){2,4}\s*(?P<closing>[。.!！…]*)\s*")
_TRAILING_OFF = re.compile(r"\.\.|…")


def retyped_letter(answer: str) -> str:
    """``answer`` with a letter typed again and again ("cccc") said once ("c"); else as it is."""
    match = _RETYPED.fullmatch(answer)
    if match is None:
        return answer
    closing = match.group("closing")
    return match.group("letter") + (closing if _TRAILING_OFF.search(closing) else "")
