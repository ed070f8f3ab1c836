"""A fill written as a diff of the blank's line: "- out = ____" then "+ out = flash_attn_func(…)".

The "-" line is the question's own line with its blank, the "+" line the same line filled: the fill is
what the "+" line holds where the "-" line has the blank, and a "-" line is never part of it (read as
code, the two lines glued are no fill at all). Only a diff of the blank's own lines is read so:

* a "-" line that is another line of the question's code, or the blank's line with another fill in it
  ("- out = f(q)"), changes what the question does not ask: asked again;
* a "+" line that changes the line elsewhere than the blank, several "+" lines that fill it
  differently, a "-" line with no "+" line after it, or a "+" line before any "-" line: asked again;
* on a question of several blanks, the diffs fill the blanks in their order, each "-" line the line of
  its blank; one diff of a line every blank shares ('"device": "____"') is one fill said once, read as
  the readers read a fill written once.

Lines that are not the diff's — a remark ("（两处都一样）"), the question's code quoted as context, a
fence — are kept around the fills as written (a remark is still read by the readers) or dropped (the
question's own code, a fence, a diff's header). A comment closing the "+" line stays with its fill.
"""

from __future__ import annotations

import re

from bank.grading.code._blank_fills import blank_lines
from bank.grading.code._code import without_comment
from bank.model import Question, stem_code

# a diff's line: its sign, then the line ("-  out = ____", "+out = f(x)"); not "--" / "++" (a header or a
# dash pause) nor "-1" (a figure filled)
_SIGNED = re.compile(r"^\s*(?P<sign>[-+])(?![-+])\s?(?P<line>.*?)\s*$")
_HEADER = re.compile(r"^\s*(?:---|\+\+\+|@@.*@@|```\w*)\s*$|^\s*@@")
_BLANK = re.compile(r"_{3,}")
_TAIL = re.compile(r"[\s,;]*$")  # the stem line's closing comma ('"device": "____",'), left off or not


def _spaceless(text: str) -> str:
    return re.sub(r"\s+", "", text)


def _flexible(text: str) -> str:
    """A pattern for ``text`` with any spacing between its characters."""
    return r"\s*".join(re.escape(char) for char in _spaceless(text))


def _blank_sides(line: str) -> tuple[str, str] | None:
    """The text before and after a line's one blank; None when it has none or several."""
    parts = _BLANK.split(line)
    return (parts[0], _TAIL.sub("", parts[1])) if len(parts) == 2 else None


def _filled(line: str, sides: tuple[str, str]) -> str | None:
    """What ``line`` holds where the blank of ``sides``'s line is (its closing comment kept), or None
    when the line differs from it elsewhere."""
    code = without_comment(line)
    comment = line[len(code) :] if line.startswith(code) else ""
    code = _TAIL.sub("", code)
    found = re.fullmatch(rf"{_flexible(sides[0])}\s*(?P<fill>.*?)\s*{_flexible(sides[1])}", code, re.S)
    if found is None or not found.group("fill").strip():
        return None
    return found.group("fill").strip() + comment


def diff_fill(question: Question, answer: str) -> str | None:
    """``answer`` with its diff written as the fills it gives (a remark beside it kept); "" when it is
    a diff that cannot be read so (asked again); None when it holds no diff of the question's code."""
    if "+" not in answer or "-" not in answer:
        return None
    lines = answer.splitlines()
    signed = [_SIGNED.match(line) for line in lines]
    if not any(match and match["sign"] == "+" for match in signed):
        return None
    blanks = [sides for line in blank_lines(question.stem) if (sides := _blank_sides(line))]
    code = {_spaceless(line) for line in stem_code(question.stem).splitlines() if line.strip()}
    minus = [match["line"] for match in signed if match and match["sign"] == "-"]
    if not any(_of_the_code(line, blanks, code) for line in minus):
        return None  # "- nvme" in a list: no line of the question's code
    hunks: list[tuple[tuple[str, str], list[str]]] = []
    kept: list[str | int] = []  # the answer's other lines, and where each diff stood
    for line, match in zip(lines, signed, strict=True):
        if _HEADER.match(line) or (match is None and _spaceless(line) in code):
            continue  # a fence, a header, or the question's code quoted as context
        if match is None:
            kept.append(line)
        elif match["sign"] == "-":
            sides = _blank_sides(match["line"])
            if sides is None or not _is_blank_line(match["line"], blanks):
                return ""  # another line changed, or the blank's line with another fill in it
            hunks.append((sides, []))
            kept.append(len(hunks) - 1)
        elif not hunks:
            return ""  # a line added before any blank's line
        else:
            hunks[-1][1].append(match["line"])
    fills = []
    for sides, added in hunks:
        filled = {_filled(line, sides) for line in added}
        if len(filled) != 1 or None in filled:
            return ""  # no "+" line, one changing more than the blank, or fills that disagree
        fills.append(filled.pop() or "")
    if not _in_order(hunks, blanks):
        return ""
    return "\n".join(fills[line] if isinstance(line, int) else line for line in kept).strip()


def _of_the_code(line: str, blanks: list[tuple[str, str]], code: set[str]) -> bool:
    """Whether a "-" line is a line of the question's code: its blank's line, filled or not, or another."""
    return (
        _is_blank_line(line, blanks)
        or _spaceless(line) in code
        or any(_filled(line, each) for each in blanks)
    )


def _is_blank_line(line: str, blanks: list[tuple[str, str]]) -> bool:
    sides = _blank_sides(line)
    return sides is not None and any(_same_sides(sides, each) for each in blanks)


def _same_sides(sides: tuple[str, str], stem: tuple[str, str]) -> bool:
    return _spaceless(sides[0]) == _spaceless(stem[0]) and _spaceless(sides[1]) == _spaceless(stem[1])


def _in_order(hunks: list[tuple[tuple[str, str], list[str]]], blanks: list[tuple[str, str]]) -> bool:
    """Whether the diffs fill the blanks in order, each its own blank's line; or one diff fills a line
    that every blank shares (a fill said once)."""
    if len(hunks) == len(blanks):
        return all(_same_sides(sides, blank) for (sides, _), blank in zip(hunks, blanks, strict=True))
    return len(hunks) == 1 and all(_same_sides(hunks[0][0], blank) for blank in blanks)
