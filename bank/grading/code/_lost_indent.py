"""A fill written with the stem's lines around it, its indentation lost in the chat
("if self.training and x.requires_grad:\nreturn cp.checkpoint(…)", every line flush left): as typed it
is no Python, and no fill is found in it.

The lines are read only where, stripped of their indentation, they are a run of the stem's own code
lines, one of them the line holding the one blank, its text before and after the blank kept: the
indentation is then the stem's, no other reading of the lines is possible, and what the candidate
filled is that line's fill. Lines that parse as typed are left as they are (their indentation may be
meant: a body moved out of its block means something else), and so are lines that copy the stem's
with any change, or fill more than one blank line.
"""

from __future__ import annotations

import ast
import re
import unicodedata

from bank.model import stem_code

_BLANK = re.compile(r"_{3,}")


def _lines(code: str) -> list[str]:
    """The code's lines stripped, their width folded and their spaces collapsed, as the answer's are
    normalised before they are read ("路径：" in the stem's comment is "路径:" in the answer)."""
    return [" ".join(unicodedata.normalize("NFKC", line).split()) for line in code.strip().splitlines()]


def _parses(code: str) -> bool:
    try:
        ast.parse(code)
    except (SyntaxError, ValueError):
        return False
    return True


def unindented_fill(piece: str, stem: str) -> str | None:
    """The fill of the stem's one blank line within ``piece``, when ``piece`` is a run of the stem's
    code lines with its indentation lost (and so no Python as typed); None otherwise."""
    lines = _lines(piece)
    if len(lines) < 2 or not all(lines) or _parses(piece.strip()):
        return None
    own = _lines(stem_code(stem))
    blanks = [index for index, line in enumerate(own) if _BLANK.search(line)]
    if len(blanks) != 1 or len(_BLANK.findall(own[blanks[0]])) != 1:
        return None
    before, after = _BLANK.split(own[blanks[0]])
    for start in range(max(0, blanks[0] - len(lines) + 1), blanks[0] + 1):
        run = own[start : start + len(lines)]
        at = blanks[0] - start
        if len(run) != len(lines) or run[:at] != lines[:at] or run[at + 1 :] != lines[at + 1 :]:
            continue
        line = lines[at]
        if line.startswith(before) and line.endswith(after) and len(line) > len(before) + len(after):
            return line[len(before) : len(line) - len(after)].strip() or None
    return None
