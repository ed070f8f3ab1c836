"""A comment typed after "//", as C and JSON write one ("x  // 换了下标名而已", '"nvme"  // param'): read
as the "#" comment Python writes, so the fill before it is read alone and the words after it as a
comment's, by the one reader of comments (``_code_remarks``).

"//" is floor division in Python, so "x // n" stays code. A "//" opens a comment only when the line
before it stands alone as code and what follows it is prose: Chinese words, English words no expression
holds ("// goes to cpu"), or one name the question's code never names ("// param"; "// scale" is an
operand where the code holds ``scale``).
"""

from __future__ import annotations

import re

from bank.grading.code._canonical_code import tree_form

_SLASHES = re.compile(r"(?<=\s)//")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_QUOTED = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"")
_WORDS = re.compile(r"[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*)+[\s.!?]*")
_NAME = re.compile(r"[A-Za-z_]\w*")


def _prose(said: str, stem: str) -> bool:
    said = said.strip()
    if _CJK.search(_QUOTED.sub("", said)):
        return True  # Chinese outside a string: words, never an operand
    if _WORDS.fullmatch(said):
        return tree_form(said) is None  # "goes to cpu"; not "x if y else z"
    if _NAME.fullmatch(said):  # one name: an operand only if the question's code holds it
        return re.search(rf"(?<![\w.]){re.escape(said)}(?!\w)", stem) is None
    return False


def _line(line: str, stem: str) -> str:
    for slashes in reversed(list(_SLASHES.finditer(line))):  # the last first: "n // 2  // 整除"
        before, said = line[: slashes.start()], line[slashes.end() :]
        if before.strip() and tree_form(before) is not None and _prose(said, stem):
            return f"{before}#{said}"
    return line


def slashed_comments(text: str, stem: str) -> str:
    """``text`` with each "//" that closes a line of code with prose written as "#"."""
    if "//" not in text:
        return text
    return "\n".join(_line(line, stem) for line in text.split("\n"))
