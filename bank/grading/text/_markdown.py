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
from collections.abc import Callable
from typing import NamedTuple

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._latex import latex_plain
from bank.model import Question, QuestionType

# "**对**", "*B 吧*": the whole answer wrapped by one emphasis, not holding its marker again
_WRAPPED = re.compile(r"(\*\*|\*)(?!\s)([^*]+?)(?<!\s)\1", re.S)
_CELL_EMPHASIS = re.compile(r"(\*\*|\*)(?!\s)([^*|]+?)(?<!\s)\1")
_LETTER = re.compile(r"[A-Ha-h]")
_ROW = re.compile(r"\s*\|(.*)\|\s*")
_RULE_CELL = re.compile(r"\s*:?-+:?\s*")
# a line after a table that concludes it: an arrow, or a word of conclusion ("所以 48")
_CLOSING = re.compile(
    rf"\s*(?:→|->|=>|⇒|(?:{lexicon.CONCLUSIONS})(?![A-Za-z]))\s*(?P<said>\S.*)", re.I | re.S
)
# a label in bold at a line's start, its colon inside the stars or after them ("**Answer:**", "**答案**：")
_BOLD_LABEL = re.compile(
    r"^\*\*(?P<label>[^*\n:：]{1,24}?)\s*(?:(?P<colon>[:：])\s*\*\*|\*\*\s*(?P<after>[:：]))", re.M
)
_TASK = re.compile(r"\s*[-*+]\s+\[(?P<box>[^\]]?)\]\s*(?P<item>\S.*)")
# "~~B~~": struck through, not crossing itself ("~~ ~~")
_STRUCK = re.compile(r"~~(?![\s~])([^~\n]+?)(?<![\s~])~~")
_STOPS_AGAIN = re.compile(r"\s*，(?:\s*，)*\s*")
_BULLET = re.compile(r"\s*([-*•·])\s+(\S.*)")
# a word of truth filling a mark's cell ("| IS | 是 |") is that cell's tick or cross, as "| C | ✓ |" is
_RIGHT_CELL = re.compile(rf"(?:{lexicon.LINE_RIGHT})[。.!！]?", re.I)
_WRONG_CELL = re.compile(rf"(?:{lexicon.LINE_WRONG})[。.!！]?", re.I)


class MarkReaders(NamedTuple):
    """How a choice's marks are read, given by the caller (``choice._table_marks``): this layer parses
    the Markdown, the choice layer ties each row to its option. Each gives "" for marks not read safely,
    the rows' reader None for a table of no shape it reads."""

    rows: Callable[[list[str] | None, list[list[str]], Question], str | None]
    items: Callable[[list[tuple[str, str]], Question], str]


def markup_plain(text: str, question: Question, marks: MarkReaders | None = None) -> str | None:
    """``text`` with its math written out, and on an answer that is no open one, with Markdown emphasis
    round the whole of it dropped; on a choice, a table or a bullet list written one item a line. None
    for a table whose marks cannot be read safely (``_table_marks``): asked again."""
    if question.type is not QuestionType.TRUEFALSE:  # on true/false, a bold label is its own say (blind-91)
        # "**Answer:** 32": the label as typed plain ("Answer: 32"), its stars not read as a power ("** 32")
        text = _BOLD_LABEL.sub(lambda bold: bold["label"] + (bold["colon"] or bold["after"]), text)
    if question.type is QuestionType.CODE:
        return text  # code keeps its dollars and its stars
    text = latex_plain(text, products=question.type is QuestionType.CALC)  # a product: its value
    if question.type.is_open:
        return text  # an open answer's table or list is its own argument, read by the rubric as typed
    if question.type.is_choice:
        table = _table_lines(text, question, marks)
        table = _task_lines(text, question, marks) if table is None else table
        if table == "":
            return None
        text = table or _bullet_lines(text) or _struck_plain(text)
    wrapped = _WRAPPED.fullmatch(text.strip())
    return wrapped.group(2) if wrapped else text


def _table_lines(text: str, question: Question, marks: MarkReaders | None) -> str | None:
    """The rows of a Markdown table, one a line with its cells parted by a space ("A ✓"), its head and
    rule dropped, or the conclusion after it ("→ **48**"); "" when its marks cannot be read safely; None
    unless every line is a row of the same count of cells, two or more of them."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    rows = [_ROW.fullmatch(line) for line in lines]
    drawn = next((index for index, row in enumerate(rows) if row is None), len(rows))
    if 2 <= drawn < len(rows) and all(row is None for row in rows[drawn:]):
        closing = _CLOSING.match("\n".join(lines[drawn:]))
        # "| 48 | 9.7 GB | ✓ |…\n\n→ **48**": the table only tests a condition, the answer is what it then
        # names, said as a conclusion (more than the bare answer: to confirm)
        return f"所以 {closing.group('said')}" if closing else None
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
    head = [_CELL_EMPHASIS.sub(r"\2", cell) for cell in cells[0]] if rules else None
    marked = marks.rows(head, plain, question) if marks else None
    if marked is not None:
        return marked
    if not all(all(row) for row in plain):
        return ""  # "| A GQA | ✓ | |": a row with an empty cell, in no shape read: which does it mark?
    for row in plain:
        row[1] = "✓" if _RIGHT_CELL.fullmatch(row[1]) else "✗" if _WRONG_CELL.fullmatch(row[1]) else row[1]
    # a row led by a letter is written "B：✓", a line the reader of graded lines reads or, marked otherwise
    # ("A：受 PCIe 限制"), asks again about; a row led by a name is written "IS ✓", as a list of ticked
    # names is
    return "\n".join(
        (f"{row[0]}：" if _LETTER.fullmatch(row[0]) else f"{row[0]} ")
        + row[1]
        + "".join(f"，{cell}" for cell in row[2:])
        for row in plain
    )


def _task_lines(text: str, question: Question, marks: MarkReaders | None) -> str | None:
    """A GitHub task list ("- [x] A\n- [ ] B"), each item with its box, read by ``marks.items``; None
    unless every line is an item of one."""
    items = [_TASK.fullmatch(line) for line in text.strip().splitlines() if line.strip()]
    if not marks or not items or any(item is None for item in items):
        return None
    return marks.items([(item.group("item").strip(), item.group("box")) for item in items if item], question)


def _struck_plain(text: str) -> str:
    """Options struck through ("~~C~~ ~~E~~ 其余都选"), said struck out in words ("划掉 C，划掉 E，其余都选"):
    ruled out, never chosen; what follows them is read as it is after any other ruling out."""
    if not _STRUCK.search(text):
        return text
    said = _STRUCK.sub(lambda struck: f"，{lexicon.STRUCK_SAID} {struck.group(1)}，", text)
    return _STOPS_AGAIN.sub("，", said).strip(" ，")


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
