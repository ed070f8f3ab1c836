"""Operands a call takes packed or bare alike, written one way for the canonical form of code.

- ``f(*[x, y])`` passes ``x, y``: a starred literal list or tuple is its items.
- ``torch.einsum(eq, [a, b])`` is ``torch.einsum(eq, a, b)``: torch takes the operands as one list or
  tuple too (numpy's and jax's ``einsum`` do not: theirs are left as written).
- ``P(('x',), None)`` is ``P('x', None)``: a dimension of a ``PartitionSpec`` sharded over a tuple of one
  mesh axis is sharded over that axis (a tuple of two axes, or an empty one, is another spec).
"""

from __future__ import annotations

import ast


def plain_operands(callee: str | None, args: list[ast.expr]) -> list[ast.expr]:
    """``args`` of a call of ``callee`` with the operands packed as the library allows unpacked."""
    args = _spliced(args)
    packed = args[1] if callee == "torch.einsum" and len(args) == 2 else None
    if isinstance(packed, ast.List | ast.Tuple) and not any(isinstance(i, ast.Starred) for i in packed.elts):
        return [args[0], *packed.elts]
    if callee == "P":
        return [_one_axis(arg) for arg in args]
    return args


def _one_axis(arg: ast.expr) -> ast.expr:
    if isinstance(arg, ast.Tuple) and len(arg.elts) == 1:
        axis = arg.elts[0]
        return axis if isinstance(axis, ast.Constant) and isinstance(axis.value, str) else arg
    return arg


def _spliced(args: list[ast.expr]) -> list[ast.expr]:
    """``f(*[x, y])`` passes ``x, y``: a starred literal list or tuple is its items."""
    out: list[ast.expr] = []
    for arg in args:
        literal = isinstance(arg, ast.Starred) and isinstance(arg.value, ast.List | ast.Tuple)
        out.extend(arg.value.elts if literal else [arg])  # type: ignore[attr-defined]
    return out
