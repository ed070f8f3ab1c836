"""A comparison of literals alone in a code answer ("0 == 1", "2 > 1", "'a' != 'b'") is the constant
Python makes of it, for any run: the same argument as ``False`` or ``True`` written out. Anything with
a name in it, None, or a string ordered against a number is kept as written: no guess at a value."""

from __future__ import annotations

import ast
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
