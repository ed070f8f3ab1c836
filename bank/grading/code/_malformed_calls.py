"""Calls that would raise before computing anything, told apart from the call they resemble.

The canonical form reads every int as a float (``x * 2`` is ``x * 2.0``) and folds arithmetic of
figures (``4 / 2`` is 2.0), and it drops keywords written at their defaults. Two things that raise
would then read as the key:

- A float where torch takes an int: a dimension or a size (``k.unsqueeze(4 / 2)``,
  ``.transpose(-1.0, -2.0)``, ``dim=2.0``) is a TypeError, whatever the value; ``4 // 2`` and ``2``
  are ints and stay accepted. Only where the type is known: a size or dimension method's positional
  arguments and the dimension keywords of any call.
- An argument given twice (``causal=False, causal=True``; ``0.0, …, dropout_p=0.0`` after the
  positional one; ``x=1, **{'x': 2}``): a SyntaxError or a TypeError, so the call never runs.

Such a call is wrapped in a marker no answer can spell, so it never equals a key's call.
"""

from __future__ import annotations

import ast
import operator
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

_DIMENSION_METHODS = frozenset({
    "unsqueeze", "squeeze", "transpose", "permute", "view", "reshape", "flatten", "unflatten", "chunk",
    "split", "size", "expand", "repeat", "narrow", "select", "movedim", "swapaxes", "swapdims", "unbind",
    "roll", "flip", "tril", "triu", "new_zeros", "new_ones", "new_empty", "tile", "repeat_interleave",
})  # fmt: skip
_DIMENSION_KEYWORDS = frozenset({
    "dim", "dims", "axis", "dim0", "dim1", "start_dim", "end_dim", "diagonal", "chunks", "sections",
    "shifts", "repeats", "source", "destination",
})  # fmt: skip
_ARITHMETIC: dict[type[ast.operator], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
    ast.Pow: operator.pow, ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod,
}  # fmt: skip
MARKER = "<raises>"


def _value(node: ast.expr) -> object:
    """A figure expression's value with Python's own types (an int stays an int); None otherwise."""
    if (
        isinstance(node, ast.Constant)
        and isinstance(node.value, int | float)
        and not isinstance(node.value, bool)
    ):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        inner = _value(node.operand)
        return None if inner is None else -inner if isinstance(node.op, ast.USub) else inner  # type: ignore[operator]
    if isinstance(node, ast.BinOp) and type(node.op) in _ARITHMETIC:
        left, right = _value(node.left), _value(node.right)
        if left is None or right is None or (isinstance(node.op, ast.Pow) and abs(right) > 64):  # type: ignore[arg-type]
            return None
        try:
            return _ARITHMETIC[type(node.op)](left, right)
        except (ZeroDivisionError, OverflowError, ValueError):
            return None
    if isinstance(node, ast.Tuple | ast.List):
        values = [_value(item) for item in node.elts]
        return next((value for value in values if isinstance(value, float)), 0 if values else None)
    return None


def float_where_int(call: ast.Call) -> bool:
    """Whether the call, as written, passes a float figure where torch takes an int."""
    name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
    typed = [*(call.args if name in _DIMENSION_METHODS else [])]
    typed += [keyword.value for keyword in call.keywords if keyword.arg in _DIMENSION_KEYWORDS]
    return any(isinstance(_value(arg), float) for arg in typed)


def given_twice(call: ast.Call, signature: Sequence[str]) -> bool:
    """Whether an argument is given twice: a keyword repeated, in a literal ``**{…}`` too, or a
    keyword naming a parameter the positional arguments already fill."""
    names = [keyword.arg for keyword in call.keywords if keyword.arg]
    for keyword in call.keywords:
        if keyword.arg is None and isinstance(keyword.value, ast.Dict):
            names += [
                key.value
                for key in keyword.value.keys
                if isinstance(key, ast.Constant) and isinstance(key.value, str)
            ]
    if not any(isinstance(arg, ast.Starred) for arg in call.args):
        names += list(signature[: len(call.args)])
    return any(count > 1 for count in Counter(names).values())


def marked(call: ast.expr) -> ast.expr:
    """The call wrapped in the marker: equal to no key's call."""
    return ast.Call(ast.Name(MARKER, ast.Load()), [call], [])
