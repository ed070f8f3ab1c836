"""A calculation typed as a Python expression ("2*48*2048*96*96*128*2/1e9  # GB"): read as the value
Python gives it, its unit the word after it or the comment closing its line ("…/1e6  # M" is 11.4688 M),
and read to confirm, as a chain of equalities is. With no unit anywhere it is a bare figure, and scores
as one does.

Only what is surely arithmetic is evaluated, by walking its tree (never ``eval``): figures, brackets and
``+ - * / ** //``, with a product, a power, or two kinds of operation in it. A lone "-" or "/" between two
figures is a range or a pair ("400-500 GB", "11.47/98.7", "2024/1/5"), "%" is a percent sign, and "^",
"×" are the calculation's own notation, read elsewhere. An expression whose result is stated after it
("2*48*…*2 B = 464 GB", "→ 232 GB") or left unfinished ("2*48*2048*96…") is kept as written: the figure
stated is the answer, and nothing is to be read of the rest; so is one after words that may say it
is no answer ("我先算 …", "不是 …"): only a label or a sign of equality may open its clause. A comment
holding a figure other than the result restated ("# ≈ 0.9867") is kept too: "# 2 bytes each" is no
unit.
"""

from __future__ import annotations

import ast
import math
import operator
import re
from collections.abc import Callable

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

# a run of figures and operators, from a figure or an opening bracket to a figure or a closing one; not
# glued to a name or a figure's notation before it ("fp16*2", "2×3*4", "-2*3")
_RUN = re.compile(r"(?<![A-Za-z0-9_.×^·*/+\-])[(\d.][\d.eE+\-*/() \t]*[\d)]")
_COMMENT = re.compile(r"(?:[ \t]+|(?<=[\d)]))#[ \t]*")
# what closes an expression's clause: a comma, a semicolon, an enumeration comma, a stop
_CLAUSE_END = re.compile(r"[,，;；、。!！?？]")
# what may open the clause before an expression: nothing, or a label or a sign of equality ("显存：",
# "KV cache = "), or a word offering it as an alternative ("464 GB 吧，或者 …": a hedge read as one); words
# before it ("不是 …", "我先算 …", "如果 fp32 就是 …") may say it is not the answer
_OPENING = re.compile(rf"(?:[^\n]*[=:：≈])?[ \t]*(?:(?:{alternation(lexicon.FIGURE_OFFERED_LEADS)})[ \t]+)?")
# after an expression in its clause: a result stated ("=", "≈", "→", "->", "=>", "~"), an ellipsis
# left unfinished, or the notation of a figure the run did not take ("×", "^", "x2")
_STATED_AFTER = re.compile(r"[=≈→~～…×^·]|->|\.\.|^\s*[xX*/+\-]|\d")
# a comment restating the result: a sign of equality, then a figure
_RESTATED = re.compile(r"^(?:[=≈~～]|约|->|→)")
_OPERATIONS: dict[type[ast.operator], Callable[[float, float], float]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Pow: operator.pow,
}
_SURELY_ARITHMETIC = (ast.Mult, ast.Pow, ast.FloorDiv)


def _value(node: ast.expr, kinds: list[type[ast.operator]]) -> float | None:
    """The figure ``node`` always is (each operation's kind put in ``kinds``); None for anything but
    figures and arithmetic, or a value no plain finite figure (a division by zero, an overflow)."""
    if (
        isinstance(node, ast.Constant)
        and isinstance(node.value, int | float)
        and not isinstance(node.value, bool)
    ):
        return float(node.value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        inner = _value(node.operand, kinds)
        return None if inner is None else -inner if isinstance(node.op, ast.USub) else inner
    if not isinstance(node, ast.BinOp) or type(node.op) not in _OPERATIONS:
        return None
    kinds.append(type(node.op))
    left, right = _value(node.left, kinds), _value(node.right, kinds)
    if left is None or right is None or (isinstance(node.op, ast.Pow) and abs(right) > 64):
        return None
    try:
        value = _OPERATIONS[type(node.op)](left, right)
    except (ZeroDivisionError, OverflowError, ValueError):
        return None
    return value if isinstance(value, float) and math.isfinite(value) else None


def evaluated(expression: str) -> float | None:
    """The positive value of ``expression`` when it is surely arithmetic; None otherwise."""
    try:
        tree = ast.parse(expression.strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    kinds: list[type[ast.operator]] = []
    try:
        value = _value(tree.body, kinds)
    except (RecursionError, OverflowError):  # brackets nested past Python's depth; a figure past a float
        return None
    sure = any(issubclass(kind, _SURELY_ARITHMETIC) for kind in kinds) or len(set(kinds)) > 1
    return value if value is not None and value > 0 and sure else None


def _written(value: float) -> str:
    """``value`` as a figure is written: whole, or to six significant digits, never in e-notation."""
    if value.is_integer() and value < 1e15:
        return str(int(value))
    places = max(0, 5 - math.floor(math.log10(value)))
    return f"{value:.{places}f}".rstrip("0").rstrip(".")


def _line(line: str) -> tuple[str, bool]:
    comment = _COMMENT.search(line)
    code, said = (line[: comment.start()], line[comment.end() :]) if comment else (line, "")
    if re.search(r"\d", said) and not _RESTATED.match(said):
        return line, False  # "# 2 bytes each": another figure, not the unit
    pieces, last, changed = [], 0, False
    for run in _RUN.finditer(code):
        before = _CLAUSE_END.split(code[last : run.start()])[-1]
        after = _CLAUSE_END.split(code[run.end() :], maxsplit=1)[0]
        opens = _OPENING.fullmatch(before) is not None
        value = evaluated(run.group()) if opens and not _STATED_AFTER.search(after) else None
        if value is not None:
            pieces += [code[last : run.start()], _written(value)]
            last, changed = run.end(), True
    if not changed:
        return line, False
    return "".join([*pieces, code[last:]]).rstrip() + (f" {said}" if said else ""), True


def python_values(text: str) -> tuple[str, bool]:
    """``text`` with each Python expression that is its clause's result written as its value, its
    comment's words (a unit, or the result restated) after it; and whether any was."""
    lines = [_line(line) for line in text.split("\n")]
    return "\n".join(line for line, _ in lines), any(changed for _, changed in lines)
