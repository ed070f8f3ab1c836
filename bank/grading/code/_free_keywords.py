"""A keyword the question accepts with either value is free: leaving it out is right too.

When a code question's own fills accept one call with a boolean keyword set to ``True`` and to
``False`` (seed001-17 accepts ``cp.checkpoint(_inner, x, use_reentrant=False)`` and ``…=True``), the
call without that keyword means one of the two, whichever the library's default is, and both are
right: the call without it is accepted as well. This reads only the question's data, not a table of
library defaults (they change between versions); a keyword accepted with one value only stays
required, and partial credit still goes to a call that leaves it out.
"""

from __future__ import annotations

import ast
from collections import defaultdict

from bank.grading.code._canonical_code import canonical


def _call(code: str) -> ast.Call | None:
    try:
        tree = ast.parse(code.strip(), mode="eval")
    except (SyntaxError, ValueError):
        return None
    return tree.body if isinstance(tree.body, ast.Call) else None


def without_free_keywords(fills: list[str]) -> list[str]:
    """The calls among ``fills`` with each keyword they accept both ``True`` and ``False`` for left out."""
    values: dict[tuple[str, str], set[bool]] = defaultdict(set)
    forms: dict[tuple[str, str], str] = {}
    for fill in fills:
        call = _call(fill)
        if call is None:
            continue
        for keyword in call.keywords:
            if not (isinstance(keyword.value, ast.Constant) and isinstance(keyword.value.value, bool)):
                continue
            rest = [other for other in call.keywords if other is not keyword]
            bare = ast.unparse(ast.Call(call.func, call.args, rest))
            group = (canonical(bare), keyword.arg or "")
            values[group].add(keyword.value.value)
            forms.setdefault(group, bare)
    return [forms[group] for group, seen in values.items() if seen == {True, False}]
