"""Code equal to the key up to where a scalar factor stands: "torch.einsum(…, q, k).mul(D ** -0.5)",
"(q * scale) @ k[:, :, None].mT", "scale * (q @ k.unsqueeze(2).mT)" for "torch.einsum(…, q, k) * scale".

A scalar is what the stem's code makes one: a name unpacked from a shape ("B, n_q, L, D = q.shape"),
taken from ``.size(…)`` or a literal figure, or assigned arithmetic of those and figures ("scale = D **
-0.5", "g = n_q // n_kv"). Multiplying by a scalar commutes with a product, a matrix product and an
einsum, so the factors are pulled out of them and compared as a set; a division by a scalar power is
the multiplication by its reciprocal ("/ D ** 0.5" is "* D ** -0.5"), and an expression the stem names
is its name ("D ** -0.5" is ``scale``). Nothing else is moved: a tensor factor ("var ** -0.5" of a
tensor, a mask) stays where it is written, and a scalar added, subtracted or divided by stays what it
is ("+ scale", "/ scale" are other values).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Set
from functools import lru_cache

from bank.grading.code._blank_fills import blank_lines
from bank.grading.code._canonical_code import _Canonical, _dotted
from bank.grading.code._stated_ranks import from_the_back

_ASSIGNED = re.compile(r"^\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*=(?!=)\s*([^#\n]+?)\s*(?:#.*)?$", re.M)
_FROM_SHAPE = re.compile(r"^[A-Za-z_][\w.]*\.(?:shape|size\(\s*-?\d*\s*\))(?:\[\s*-?\d+\s*\])?$")
_ARITHMETIC = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Pow, ast.Mod)


def _tree(code: str) -> ast.expr | None:
    try:
        tree = ast.parse(code, mode="eval")
    except (SyntaxError, ValueError):
        return None
    body = _Canonical().visit(tree).body
    return body if isinstance(body, ast.expr) else None


def _made_of(node: ast.AST, scalars: Set[str]) -> bool:
    """Arithmetic of figures and scalar names only."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, int | float) and not isinstance(node.value, bool)
    if isinstance(node, ast.Name):
        return node.id in scalars
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, ast.USub | ast.UAdd) and _made_of(node.operand, scalars)
    if isinstance(node, ast.BinOp):
        return (
            isinstance(node.op, _ARITHMETIC)
            and _made_of(node.left, scalars)
            and _made_of(node.right, scalars)
        )
    return False


@lru_cache(maxsize=256)
def stem_scalars(stem: str) -> tuple[frozenset[str], tuple[tuple[str, str], ...]]:
    """The stem's scalar names, and the expressions it names ((dump of the expression, name))."""
    scalars: set[str] = set()
    named: list[tuple[str, str]] = []
    for match in _ASSIGNED.finditer(stem):
        targets = [name.strip() for name in match.group(1).split(",")]
        value = match.group(2).strip()
        if _FROM_SHAPE.match(value) or (len(targets) == 1 and re.fullmatch(r"\d+", value)):
            scalars.update(targets)
            continue
        tree = _tree(value)
        if (
            len(targets) == 1
            and tree is not None
            and _made_of(tree, scalars)
            and not isinstance(tree, ast.Name)
        ):
            scalars.add(targets[0])
            if not isinstance(tree, ast.Constant):
                named.append((ast.dump(tree), targets[0]))
    return frozenset(scalars), tuple(named)


class _Named(ast.NodeTransformer):
    """Divisions by a scalar as products by its reciprocal, then the stem's named expressions by name."""

    def __init__(self, scalars: frozenset[str], named: tuple[tuple[str, str], ...]) -> None:
        self.scalars, self.named = scalars, dict(named)

    def visit(self, node: ast.AST) -> ast.AST:
        node = super().visit(node)
        name = self.named.get(ast.dump(node)) if isinstance(node, ast.expr) else None
        return ast.Name(name, ast.Load()) if name else node

    def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.op, ast.Div) and _made_of(node.right, self.scalars):
            inverse = _reciprocal(node.right)
            if isinstance(node.left, ast.Constant) and node.left.value == 1:
                return self.visit(inverse)  # "1 / D ** 0.5" is "D ** -0.5"
            named = self.visit(inverse)
            assert isinstance(named, ast.expr)
            return ast.BinOp(node.left, ast.Mult(), named)
        return node


def _reciprocal(node: ast.expr) -> ast.expr:
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
        power = node.right
        if isinstance(power, ast.UnaryOp) and isinstance(power.op, ast.USub):
            return ast.BinOp(node.left, ast.Pow(), power.operand)
        return ast.BinOp(node.left, ast.Pow(), ast.UnaryOp(ast.USub(), power))
    return ast.BinOp(node, ast.Pow(), ast.UnaryOp(ast.USub(), ast.Constant(1.0)))


def _pulled(node: ast.expr, scalars: frozenset[str]) -> tuple[list[str], ast.expr | None]:
    """The scalar factors of a product (their dumps) and what is left of it."""
    if _made_of(node, scalars):
        return [ast.dump(node)], None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult | ast.MatMult):
        left, right = _pulled(node.left, scalars), _pulled(node.right, scalars)
        cores = [core for core in (left[1], right[1]) if core is not None]
        if isinstance(node.op, ast.MatMult) and len(cores) < 2:
            return [], node
        core = ast.BinOp(cores[0], node.op, cores[1]) if len(cores) == 2 else cores[0] if cores else None
        return left[0] + right[0], core
    if (
        isinstance(node, ast.Call)
        and _dotted(node.func) == "torch.einsum"
        and not node.keywords
        and node.args
    ):
        factors, args = [], [node.args[0]]
        for arg in node.args[1:]:
            found, core = _pulled(arg, scalars)
            if core is None:
                return [], node
            factors += found
            args.append(core)
        return factors, ast.Call(node.func, args, [])
    return [], node


@lru_cache(maxsize=1024)
def scaled_form(code: str, stem: str) -> str | None:
    """``code``'s form with its scalar factors pulled out of its products, or None when the stem makes no
    scalar or the code is no expression (an assignment keeps its target). Cached: each answer compares
    its form with every accepted fill's, which would otherwise be parsed again for every answer."""
    scalars, named = stem_scalars(stem)
    if not scalars:
        return None
    assigned = re.match(r"\s*([A-Za-z_]\w*)\s*=(?!=)(.*)", code, re.S)
    target, value = assigned.groups() if assigned else ("", code)
    tree = _tree(value.strip())
    if tree is None:
        return None
    normal = _Named(scalars, named).visit(tree)
    assert isinstance(normal, ast.expr)
    factors, core = _pulled(normal, scalars)
    shown = ast.dump(core) if core is not None else ""
    return f"{target}={shown}*{sorted(factors)}"


def scaled_alike(piece: str, fills: list[str], stem: str) -> bool:
    """Whether the piece equals an accepted fill (or the stem's one blank line filled with it) once the
    stem's scalar factors are pulled out of both, and axes counted from the front of a tensor whose rank
    the stem states are counted from the back ("k.unsqueeze(2).transpose(3, 4)" of a 4-D k)."""
    given = scaled_form(from_the_back(piece, stem) or piece, stem)
    if given is None:
        return False
    lines = blank_lines(stem)
    around = re.split(r"_{3,}", lines[0], maxsplit=1) if len(lines) == 1 else []
    filled = [around[0] + fill + around[1] for fill in fills] if len(around) == 2 else []
    return any(scaled_form(fill, stem) == given for fill in [*fills, *filled])
