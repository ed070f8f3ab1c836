"""Markup typed around an answer, written out before it is read: LaTeX math (``_latex``), and Markdown —
emphasis wrapping the whole answer ("**对**", "*ppo.cliprange*": the bare answer, as "**B**" is), a
table marking each option one a row ("| A | ✗ |\\n| B | ✓ |": the lines "A ✗\\nB ✓", read by the reader of
graded lines and of ticks) and a bullet list ("- A\\n- B": the lines "A\\nB").

A table's head (the row before its ``|---|`` rule) and the rule are no answer: dropped. Only a table
every line of which is a row is written out, and only a list every line of which is a bullet with the
same mark: anything around it (a heading, a reason) is more than the table or the list, and stays as
typed, to be read (or asked again) as a sentence is. Emphasis inside the answer ("**B** —— 理由") is
the mention reader's; here only emphasis round the whole of it, which then says nothing more.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._latex import latex_plain

# "**对**", "*B 吧*": the whole answer wrapped by one emphasis, not holding its marker again
_WRAPPED = re.compile(r"(\*\*|\*)(?!\s)([^*]+?)(?<!\s)\1", re.S)
_CELL_EMPHASIS = re.compile(r"(\*\*|\*)(?!\s)([^*|]+?)(?<!\s)\1")
_LETTER = re.compile(r"[A-Ha-h]")
_ROW = re.compile(r"\s*\|(.*)\|\s*")
_RULE_CELL = re.compile(r"\s*:?-+:?\s*")
_BULLET = re.compile(r"\s*([-*•·])\s+(\S.*)")
# a word of truth filling a mark's cell ("| IS | 是 |") is that cell's tick or cross, as "| C | ✓ |" is
_RIGHT_CELL = re.compile(rf"(?:{lexicon.LINE_RIGHT})[。.!！]?", re.I)
_WRONG_CELL = re.compile(rf"(?:{lexicon.LINE_WRONG})[。.!！]?", re.I)


def markup_plain(text: str, *, choice: bool, opened: bool, calc: bool = False) -> str:
    """``text`` with its math written out (on a calculation, a product of figures as Python writes it),
    and on an answer that is no open one, with Markdown emphasis round the whole of it dropped; on a
    choice, a table or a bullet list written one item a line."""
    text = latex_plain(text, products=calc)
    if opened:
        return text  # an open answer's table or list is its own argument, read by the rubric as typed
    if choice:
        text = _table_lines(text) or _bullet_lines(text) or text
    wrapped = _WRAPPED.fullmatch(text.strip())
    return wrapped.group(2) if wrapped else text


def _table_lines(text: str) -> str | None:
    """The rows of a Markdown table, one a line with its cells parted by a space ("A ✓"), its head and
    rule dropped; None unless every line is a row of the same count of cells, two or more of them."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    rows = [_ROW.fullmatch(line) for line in lines]
    if len(rows) < 2 or any(row is None for row in rows):
        return None
    cells = [[cell.strip() for cell in row.group(1).split("|")] for row in rows if row]
    if len({len(row) for row in cells}) != 1 or len(cells[0]) < 2:
        return None
    rules = [index for index, row in enumerate(cells) if all(_RULE_CELL.fullmatch(cell) for cell in row)]
    if rules and rules != [1]:
        return None  # a rule anywhere but under the head: not a table's shape
    body = cells[2:] if rules else cells  # the head names the columns, not an option
    if not body:
        return None
    plain = [[_CELL_EMPHASIS.sub(r"\2", cell) for cell in row] for row in body]  # "**fail**": the mark
    for row in plain:
        row[1] = "✓" if _RIGHT_CELL.fullmatch(row[1]) else "✗" if _WRONG_CELL.fullmatch(row[1]) else row[1]
    # a row led by a letter is written "B：✓", a line the reader of graded lines reads or, unmarked ("B："
    # for an empty cell) or marked otherwise ("A：受 PCIe 限制"), asks again about (never the first
    # letter of the table); a row led by a name is written "IS ✓", as a list of ticked names is
    return "\n".join(
        (f"{row[0]}：" if _LETTER.fullmatch(row[0]) or not all(row) else f"{row[0]} ")
        + (row[1] if all(row) else "")
        + "".join(f"，{cell}" for cell in row[2:] if all(row))
        for row in plain
    )


def _bullet_lines(text: str) -> str | None:
    """The items of a bullet list, one a line, its marks dropped; None unless every line is an item
    with the same mark, two or more of them."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    items = [_BULLET.fullmatch(line) for line in lines]
    if len(items) < 2 or any(item is None for item in items):
        return None
    if len({item.group(1) for item in items if item}) != 1:
        return None
    return "\n".join(item.group(2).strip() for item in items if item)
