"""A Markdown table marking options, read one option a line ("B：✓") for the reader of graded lines, as
the ninety-first blind batch labels tables. Three shapes are read:

- a column of marks beside the options ("| B | ✓ |", "| 35GB | 70B×0.5B | ✓ |", "| C | 能 |"): each row
  its own mark, the other columns (a working, a gloss) left aside;
- a ✓ column and a ✗ column ("| 选项 | ✓ | ✗ |") with one of them filled on each row (x, ●): the mark of
  the column filled;
- the options as the head over one row of marks ("| A | B | C |\\n|---|---|---|\\n| ✗ | ✓ | ✗ |").

Two rows ticked on a single choice are a hedge between them ("B 或 C"): never the right one. A task
list ("- [x] A\\n- [ ] B") is read alike, each box its item's mark (``checked_items``).

Each row's first cell (the head's, in the third shape) must name one option (``_rule_ticks.tied``), each
option once. A row kept open ("| E | ? |") beside rows ticked is a hedge ("A、B、D，E 也有可能"). Asked
again ("", never a guess): a row kept open with none ticked, a name hedged ("B 吧"), an option named by no
row's cell or by two rows, a ✓/✗ head with words of its own ("✓ 能捕获 | ✗ 会失败": which is the ask?),
both or neither column filled, and a column of marks headed by a condition ("PCIe 受限", "不会 OOM") where
the condition or the question's ask carries a denial: "PCIe 受限 ✓" on "哪项不受 PCIe 限制" says the
opposite of the ask, and a reader cannot tell which way each head leans. None: no shape here (the caller
writes the table as it did before, or keeps it as typed).
"""

from __future__ import annotations

import re

from bank.grading.choice._rule_ticks import tied
from bank.grading.text import _lexicon as lexicon
from bank.grading.text import _words as words
from bank.grading.text._markdown import MarkReaders
from bank.model import Question, QuestionType

_RIGHT = rf"[{lexicon.LETTER_TICKS}]|{lexicon.LINE_RIGHT}|{lexicon.TABLE_RIGHT}"
_WRONG = rf"[{lexicon.LETTER_CROSSES}]|{lexicon.TABLE_WRONG}|{lexicon.LINE_WRONG}"
# a cell of marks: the mark alone, or with an aside in brackets after it ("✗（加载不会自动回 fp32）")
_ASIDE = r"(?P<aside>\s*[(（][^()（）]*[)）])?"
_RIGHT_CELL = re.compile(rf"(?:{_RIGHT})[。.!！]?{_ASIDE}", re.I)
_WRONG_CELL = re.compile(rf"(?:{_WRONG})[。.!！]?{_ASIDE}", re.I)
_OPEN_CELL = re.compile(rf"(?:{lexicon.LINE_OPEN})", re.I)
_FILLED = re.compile(rf"[{lexicon.TABLE_FILLS}]")
# a ✓ head or a ✗ head, with what words follow it ("✓ 能捕获"); "✓/✗" is one head of marks, not a ✓ head
_RIGHT_HEAD = re.compile(rf"(?:{_RIGHT})(?P<words>\s+\S.*)?", re.I)
_WRONG_HEAD = re.compile(rf"(?:{_WRONG})(?P<words>\s+\S.*)?", re.I)
# a head's words once those saying only "marks" are dropped; what is left of truth words alone ("对?")
_NEUTRAL = re.compile(
    rf"{lexicon.alternation(lexicon.TABLE_NEUTRAL_HEADS)}|[{lexicon.LETTER_TICKS}{lexicon.LETTER_CROSSES}]"
    r"|[\s?？/:：|、,，()（）-]",
    re.I,
)
_TRUTH_WORDS = re.compile(rf"(?:{_RIGHT}|{_WRONG})+", re.I)
_DENIAL = re.compile(lexicon.TABLE_DENIALS, re.I)
_SENTENCES = re.compile(r"[。；;\n]")
_LETTER = re.compile(r"[A-H]")
# a name asked or hedged ("B 吧", "C?"): its option is written alone ("B：✓"), the doubt would be lost
_HEDGED = re.compile(rf"{lexicon.MARK_HEDGED}|{lexicon.LINE_OPEN}", re.I)
_STANDING_LETTER = re.compile(r"(?<![A-Za-z0-9_])[A-H](?![A-Za-z0-9_])")
# a task list's box: checked, left empty, or asked ("- [?] D": kept open); any other is not read
_BOXES = {"x": "✓", "X": "✓", "✓": "✓", "✔": "✓", " ": "✗", "": "✗", "?": "?", "？": "?"}


def marked_rows(head: list[str] | None, body: list[list[str]], question: Question) -> str | None:
    """The table's marks as lines "B：✓" (see the module's rule), "" when they cannot be read safely,
    None when the table has no shape of marks read here."""
    rows = _across(head, body) or _ticked_columns(head, body) or _mark_column(head, body, question.stem)
    if rows is None or rows == []:
        return None if rows is None else ""
    return _written(rows, question)


def checked_items(items: list[tuple[str, str]], question: Question) -> str:
    """A task list's items ("- [x] A", "- [ ] τ 过大") as lines "A：✓", each box its item's mark ("- [?] D"
    keeps D open, as a table's "?" does); checked boxes of bare letters only ("- [x] A\n- [x] C") are the
    bare set, as letters carrying only a tick are; "" for a box of any other mark."""
    if any(box not in _BOXES for _, box in items):
        return ""
    one = question.type is QuestionType.MULTI or len(items) == 1  # two boxes on a single choice: a hedge
    if one and all(_BOXES[box] == "✓" and _LETTER.fullmatch(name) for name, box in items):
        return "、".join(name for name, _ in items)
    return _written([(name, _BOXES[box]) for name, box in items], question)


def _written(rows: list[tuple[str, str]], question: Question) -> str:
    """Each row's option and mark, one a line ("B：✓"); "" when a row is kept open or not one option's."""
    lines: list[str] = []
    named: set[str] = set()
    kept_open: list[str] = []
    for name, mark in rows:
        if _HEDGED.search(name):
            return ""  # "- [x] B 吧": hedged, never a choice read without its doubt
        letters = tied(name, question.options, question.stem)
        if len(letters) != 1 or letters & named:
            return ""
        named |= letters
        if _OPEN_CELL.fullmatch(mark):
            kept_open += letters
        else:
            lines.append(f"{next(iter(letters))}：{_plain_mark(mark)}")
    ticked = [line[0] for line in lines if line[2] == "✓"]
    if kept_open:  # "| E | ? |": E kept open beside those ticked, a hedge ("A、B、D，E 也有可能")
        return f"{'、'.join(ticked)}，{'、'.join(kept_open)} {lexicon.TABLE_KEPT_OPEN}" if ticked else ""
    if question.type is QuestionType.SINGLE and len(ticked) > 1:
        return " 或 ".join(ticked)  # "| B | ✓ |\n| C | ✓ |" on a single choice: B or C, a hedge
    return "\n".join(lines)


def _plain_mark(cell: str) -> str:
    """The cell's mark as a tick or a cross, its aside kept ("✗（…）")."""
    for mark, pattern in (("✓", _RIGHT_CELL), ("✗", _WRONG_CELL)):
        matched = pattern.fullmatch(cell)
        if matched:
            return mark + (matched.group("aside") or "")
    return cell  # kept open: read above


def _is_mark(cell: str) -> bool:
    return any(pattern.fullmatch(cell) for pattern in (_RIGHT_CELL, _WRONG_CELL, _OPEN_CELL))


def _across(head: list[str] | None, body: list[list[str]]) -> list[tuple[str, str]] | None:
    """The options as the head, one row of marks under them."""
    if head is None or len(body) != 1 or any(_is_mark(cell) for cell in head):
        return None
    if not all(_is_mark(cell) for cell in body[0]):
        return None
    return list(zip(head, body[0], strict=True))


def _ticked_columns(head: list[str] | None, body: list[list[str]]) -> list[tuple[str, str]] | None:
    """A ✓ column and a ✗ column, one of them filled on each row; [] when they are, but not readably."""
    if head is None or len(head) < 3:
        return None
    right = [
        (index, found) for index, cell in enumerate(head[1:], 1) if (found := _RIGHT_HEAD.fullmatch(cell))
    ]
    wrong = [
        (index, found) for index, cell in enumerate(head[1:], 1) if (found := _WRONG_HEAD.fullmatch(cell))
    ]
    if len(right) != 1 or len(wrong) != 1:
        return None
    (tick, tick_head), (cross, cross_head) = right[0], wrong[0]
    if tick_head.group("words") or cross_head.group("words"):
        return []  # "✓ 能捕获 | ✗ 会失败": the heads' own words may be the ask or its opposite
    rows = []
    for row in body:
        ticked, crossed = _filled(row[tick], _WRONG_CELL), _filled(row[cross], _RIGHT_CELL)
        if ticked is None or crossed is None or ticked == crossed:
            return []  # both filled or neither, a cell of words, a cross under ✓ or a tick under ✗
        if not all(_plain_aside(cell) for index, cell in enumerate(row) if index not in (0, tick, cross)):
            return []
        rows.append((row[0], "✓" if ticked else "✗"))
    return rows


def _filled(cell: str, other: re.Pattern[str]) -> bool | None:
    """Whether the cell is filled (True) or empty (False); None for words, or the other column's mark."""
    if not cell:
        return False
    return True if _FILLED.fullmatch(cell) and not other.fullmatch(cell) else None


def _mark_column(head: list[str] | None, body: list[list[str]], stem: str) -> list[tuple[str, str]] | None:
    """The one column of marks beside the options (never the first); [] when its head is a condition
    that may say the question's ask or its opposite."""
    columns = [index for index in range(1, len(body[0])) if all(_is_mark(row[index]) for row in body)]
    if len(columns) != 1:
        return None
    column = columns[0]
    condition = _NEUTRAL.sub(" ", head[column]).strip() if head else ""
    if condition and not _TRUTH_WORDS.fullmatch(condition.replace(" ", "")):  # "对?", "对/错": no condition
        asked = _SENTENCES.split(stem.strip())[-1]
        if _DENIAL.search(condition) or _DENIAL.search(asked):
            return []
    if not all(
        _plain_aside(cell) for row in body for index, cell in enumerate(row) if index not in (0, column)
    ):
        return []
    return [(row[0], row[column]) for row in body]


def _plain_aside(cell: str) -> bool:
    """Whether a cell left aside (a working, a gloss: "70B×0.5B", "无此参数") says nothing of the choice:
    no hedge or doubt ("不确定", "大概"), no option's letter standing alone ("同 C", "其实 C"); a working may
    convert ("换成 GiB"), so a word of correction alone is no turn."""
    if _HEDGED.search(cell) or _STANDING_LETTER.search(cell):
        return False
    return not words.has(cell, (*words.HEDGES, *words.TENTATIVE, *words.DOUBTS))


# what the Markdown writer (``text._markdown``) is given to read a choice's marks with
MARKS = MarkReaders(rows=marked_rows, items=checked_items)
