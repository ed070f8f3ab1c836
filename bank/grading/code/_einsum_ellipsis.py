"""An einsum's "..." written out, where the stem states its operands' ranks: with a 5-D q and a 4-D k,
"torch.einsum('...id,...jd->...ij', q, k.unsqueeze(2))" is "torch.einsum('abcid,abjd->abcij', q, k)".

"..." stands for an operand's axes its letters do not name, aligned from the last (as broadcasting
aligns them) and shared by every operand and the output: each is given a letter of its own. An axis one
operand only adds (``unsqueeze``, an index by ``None``) that lands on such a shared axis is broadcast
against the others, so the operand is the same without it: the axis and its letter are dropped ("k[:,
:, None]" under "..." is k). An operand whose rank is not known, an equation without an output, more
letters than axes, or "..." in only some operands leave the call as written: never made a valid form.
"""

from __future__ import annotations

import ast
from collections.abc import Callable

_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _added_axis(node: ast.expr, rank: Callable[[ast.AST], int | None]) -> tuple[ast.expr, int] | None:
    """The operand without the one axis it adds, and that axis's place: ``t.unsqueeze(p)`` (p counted
    from the front) or ``t[:, :, None]`` (whole slices then one None)."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "unsqueeze"
        and len(node.args) == 1
        and not node.keywords
        and isinstance(node.args[0], ast.Constant)
        and type(node.args[0].value) is int
        and node.args[0].value >= 0
    ):
        return node.func.value, node.args[0].value
    if isinstance(node, ast.Subscript):
        index = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        nones = [at for at, item in enumerate(index) if isinstance(item, ast.Constant) and item.value is None]
        whole = [
            item
            for item in index
            if isinstance(item, ast.Slice) and not (item.lower or item.upper or item.step)
        ]
        if len(nones) == 1 and len(whole) == len(index) - 1 and rank(node.value) is not None:
            return node.value, nones[0]
    return None


def written_out(node: ast.Call, rank: Callable[[ast.AST], int | None]) -> ast.Call | None:
    """``node``, an einsum call with "..." in its equation, with the "..." written out; else None."""
    if not node.args or node.keywords or not isinstance(node.args[0], ast.Constant):
        return None
    equation = node.args[0].value
    if not isinstance(equation, str) or "..." not in equation or "->" not in equation:
        return None
    inputs, output = equation.replace(" ", "").split("->", 1)
    terms, operands = inputs.split(","), list(node.args[1:])
    if len(terms) != len(operands) or not all("..." in term for term in [*terms, output]):
        return None
    ranks = [rank(operand) for operand in operands]
    widths = [
        r - len(term.replace("...", "")) if r is not None and term.count("...") == 1 else None
        for term, r in zip(terms, ranks, strict=True)
    ]
    if any(width is None or width < 0 for width in widths) or output.count("...") != 1:
        return None
    used = set(equation)
    fresh = [letter for letter in _LETTERS if letter not in used]
    longest = max(width or 0 for width in widths)
    if longest > len(fresh):
        return None
    shared = fresh[:longest]  # the "..." axes, aligned from the last
    new_terms = []
    for index, (term, width) in enumerate(zip(terms, widths, strict=True)):
        mine = shared[longest - (width or 0) :]
        letters = term.replace("...", "".join(mine))
        added = _added_axis(operands[index], rank)
        if added is not None and added[1] < len(letters) and letters[added[1]] in mine:
            letters = letters[: added[1]] + letters[added[1] + 1 :]  # broadcast: the operand without it
            operands[index] = added[0]
        new_terms.append(letters)
    out = output.replace("...", "".join(shared))
    return ast.Call(node.func, [ast.Constant(",".join(new_terms) + "->" + out), *operands], [])
