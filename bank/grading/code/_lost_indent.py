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
import itertools
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


def filled_stem_lines(answer: str, stem: str) -> str | None:
    """The fills of the stem's blank lines, when ``answer`` is the stem's code around them: its lines, in
    the stem's order, each one of the stem's lines as written or a blank line filled (its text before
    and after the blank kept), indented as the stem's or all flush left, the last filled line followed
    at most by a lone ``pass`` ("if …:\\n    out = f(…)", "with mesh:\\n    a = …P('x', None)…\\n    b = …",
    "out = f(…)\\npass"; blind batch 86). One blank's fill as it is; several numbered "(1) x (2) y", as
    their bare fills are written. None when any line is not the stem's (its own code around a fill),
    when a blank is left unfilled, or when the ``pass`` may be the fill itself (a blank line with no text
    around its blank)."""
    body = _FENCE.fullmatch(answer.strip())
    raw = [line for line in (body.group(1) if body else answer).strip("\n").splitlines() if line.strip()]
    lines = _lines("\n".join(raw))
    passed = len(lines) > 1 and lines[-1] == "pass"
    if passed:
        raw, lines = raw[:-1], lines[:-1]
    if len(lines) < 2 - passed:
        return None
    own_raw = [line for line in stem_code(stem).splitlines() if line.strip()]
    own = _lines("\n".join(own_raw))
    if len(own) != len(own_raw):
        return None
    fills: dict[int, str] = {}
    places: list[int] = []
    at = 0
    for line in lines:
        place = next((index for index in range(at, len(own)) if _fits(own[index], line)), None)
        if place is None:
            return None
        if _BLANK.search(own[place]):
            before, after = _BLANK.split(own[place])
            fills[place] = line[len(before) : len(line) - len(after)].strip()
        places.append(place)
        at = place + 1
    blanks = [index for index, line in enumerate(own) if _BLANK.search(line)]
    if sorted(fills) != blanks:
        return None
    if passed and (places[-1] not in fills or fills[places[-1]] == "pass" or not _framed(own[places[-1]])):
        return None  # the pass after no fill, or after a fill that is a pass: which is the fill?
    if not _indented_alike([_indent(raw[i]) for i in range(len(raw))], [_indent(own_raw[p]) for p in places]):
        return None
    ordered = [fills[index] for index in blanks]
    if len(ordered) == 1:
        return ordered[0]
    return " ".join(f"({number}) {fill}" for number, fill in enumerate(ordered, start=1))


_FENCE = re.compile(r"```[A-Za-z]*\n?(.*?)\n?```", re.S)


def _fits(own: str, line: str) -> bool:
    """``line`` is the stem's line ``own`` as written or, ``own`` holding one blank, with it filled."""
    if not _BLANK.search(own):
        return own == line
    if len(_BLANK.findall(own)) != 1:
        return False
    before, after = _BLANK.split(own)
    fill = line[len(before) : len(line) - len(after)] if len(line) > len(before) + len(after) else ""
    return line.startswith(before) and line.endswith(after) and bool(fill.strip()) and "___" not in fill


def _framed(own: str) -> bool:
    """A blank with the line's text around it ("out = ____"): its fill an expression, never a ``pass``."""
    return any(part.strip() for part in _BLANK.split(own))


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _indented_alike(given: list[int], own: list[int]) -> bool:
    """The answer's indentation all flush left, or ordered as the stem's lines are (deeper where the
    stem's is deeper, level where it is level)."""
    if not any(given):
        return True
    return all(
        (a < b) == (c < d) and (a == b) == (c == d)
        for (a, c), (b, d) in itertools.combinations(zip(given, own, strict=True), 2)
    )
