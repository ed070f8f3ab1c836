"""A comparison of literals alone in a code answer ("0 == 1", "2 > 1", "'a' != 'b'") is the constant
Python makes of it, for any run: the same argument as ``False`` or ``True`` written out; and so is
arithmetic of figures alone ("-1 / 2" is -0.5, "2 ** 10" is 1024): ``D ** (-1 / 2)`` is ``D ** -0.5``.
Anything with a name in it, None, or a string ordered against a number is kept as written: no guess at
a value."""

from __future__ import annotations

import ast
import math
import operator
from collections.abc import Callable
from typing import Any

_COMPARISONS: dict[type[ast.cmpop], Callable[[Any, Any], Any]] = {
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
}


def folded(node: ast.Compare) -> ast.expr:
    """``node`` as the constant it always is, or ``node`` itself when it holds anything but literals."""
    values = [node.left, *node.comparators]
    literals: list[Any] = [value.value for value in values if isinstance(value, ast.Constant)]
    if len(literals) != len(values) or not all(
        isinstance(literal, (int, float, str)) for literal in literals
    ):
        return node  # a name, a call, None, bytes, Ellipsis: kept
    result = True
    for op, left, right in zip(node.ops, literals, literals[1:], strict=False):
        compare = _COMPARISONS.get(type(op))
        if compare is None or isinstance(left, str) != isinstance(right, str):
            return node  # "is", "in", or a string against a number: kept
        result = result and bool(compare(left, right))
    return ast.Constant(result)


_ARITHMETIC: dict[type[ast.operator], Callable[[float, float], float]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
}  # not "//" or "%": what they make of a float is another question than of an int


def _figure(node: ast.expr) -> float | None:
    """A literal figure, signed ("-1" is a minus before 1 in the tree); None for anything else."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        inner = _figure(node.operand)
        return None if inner is None else -inner if isinstance(node.op, ast.USub) else inner
    if (
        isinstance(node, ast.Constant)
        and isinstance(node.value, int | float)
        and not isinstance(node.value, bool)
    ):
        return float(node.value)
    return None


def computed(node: ast.BinOp) -> ast.expr:
    """``node`` as the figure it always is when both sides are figures (a negative one as a minus before
    its size, as Python writes "-0.5"); ``node`` itself otherwise, or when the value is no plain finite
    figure (a complex root, an overflow, a division by zero)."""
    left, right, compute = _figure(node.left), _figure(node.right), _ARITHMETIC.get(type(node.op))
    if left is None or right is None or compute is None or (isinstance(node.op, ast.Pow) and abs(right) > 64):
        return node
    try:
        value = compute(left, right)
    except (ZeroDivisionError, OverflowError, ValueError):
        return node
    if not isinstance(value, float) or not math.isfinite(value):
        return node
    if value < 0:
        return ast.UnaryOp(op=ast.USub(), operand=ast.Constant(-value))
    return ast.Constant(value)
