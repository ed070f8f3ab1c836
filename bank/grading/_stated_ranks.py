"""Axes counted from the front, on a tensor whose number of axes the stem states: with the stem's
"# k: [B, 8, L, D]", "k.unsqueeze(2).transpose(3, 4)" swaps the last two axes of a 5-D tensor, as
"k.unsqueeze(2).transpose(-2, -1)" does, and is rewritten so before it is compared with the key.

A rank is known only as the stem's code states it before the blank: a shape in a comment ("q: [B, 32,
L, D]", several to a comment) or a name assigned a ``reshape``/``view`` to so many sizes. Any other
assignment to the name forgets its rank (a reshaped q is no longer the q of the comment). From a known
rank, ``unsqueeze`` and indexing by ``None`` and whole slices count the axes they add; any other call
or indexing leaves the rank unknown, and an axis counted from the front is then left as written
("k.transpose(2, 3)" of a 4-D k swaps its last two, of a 5-D one it does not).
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache

from bank.model import stem_code

# "q: [B, 32, L, D]" in a comment: the name and its sizes
_SHAPE = re.compile(r"\b([A-Za-z_]\w*)\s*:\s*\[([^\[\]]+)\]")
# a plain assignment's targets, one name or several unpacked ("B, n_q, L, D = q.shape")
_ASSIGNED = re.compile(r"^\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*=(?!=)\s*(.+?)\s*$")
_RESIZES = ("reshape", "view")
# calls that keep a tensor's number of axes
_SAME_RANK = ("transpose", "contiguous", "float", "half", "clone", "detach")


def _resized(value: str) -> int | None:
    """The number of sizes a ``reshape``/``view`` assigns ("q.reshape(B, n_kv, g, L, D)": 5)."""
    try:
        tree = ast.parse(value, mode="eval").body
    except SyntaxError:
        return None
    if not (
        isinstance(tree, ast.Call)
        and isinstance(tree.func, ast.Attribute)
        and tree.func.attr in _RESIZES
        and tree.args
        and not tree.keywords
        and not any(isinstance(arg, ast.Starred) for arg in tree.args)
    ):
        return None
    if len(tree.args) == 1 and isinstance(tree.args[0], ast.Tuple | ast.List):
        return len(tree.args[0].elts)
    return len(tree.args)


@lru_cache(maxsize=256)
def stated_ranks(stem: str) -> tuple[tuple[str, int], ...]:
    """The names whose number of axes the stem's code states before its blank."""
    ranks: dict[str, int] = {}
    for line in stem_code(stem).splitlines():
        if "___" in line:
            break
        code, _, comment = line.partition("#")
        assigned = _ASSIGNED.match(code)
        if assigned:
            targets = [name.strip() for name in assigned.group(1).split(",")]
            for name in targets:
                ranks.pop(name, None)
            resized = _resized(assigned.group(2)) if len(targets) == 1 else None
            if resized:
                ranks[targets[0]] = resized
        for name, sizes in _SHAPE.findall(comment):
            ranks[name] = len([size for size in sizes.split(",") if size.strip()])
    return tuple(ranks.items())


def _constant(node: ast.AST) -> int | None:
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    return None


class _FromTheBack(ast.NodeTransformer):
    def __init__(self, ranks: dict[str, int]) -> None:
        self.ranks, self.changed = ranks, False

    def rank(self, node: ast.AST) -> int | None:
        if isinstance(node, ast.Name):
            return self.ranks.get(node.id)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.keywords:
            base = self.rank(node.func.value)
            if base is None:
                return None
            if node.func.attr == "unsqueeze" and len(node.args) == 1:
                axis = _constant(node.args[0])
                return base + 1 if axis is not None and 0 <= axis <= base else None
            return base if node.func.attr in _SAME_RANK else None
        if isinstance(node, ast.Subscript):
            base = self.rank(node.value)
            index = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
            whole = [item for item in index if isinstance(item, ast.Slice)]
            added = [item for item in index if isinstance(item, ast.Constant) and item.value is None]
            if base is None or len(whole) + len(added) != len(index) or len(whole) > base:
                return None
            if any(item.lower or item.upper or item.step for item in whole):
                return None
            return base + len(added)
        return None

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        func = node.func
        if not (isinstance(func, ast.Attribute) and func.attr == "transpose" and len(node.args) == 2):
            return node
        axes = [_constant(arg) for arg in node.args]
        rank = self.rank(func.value)
        if node.keywords or rank is None or not all(axis is not None and 0 <= axis < rank for axis in axes):
            return node
        node.args = [ast.UnaryOp(ast.USub(), ast.Constant(rank - axis)) for axis in axes if axis is not None]
        self.changed = True
        return node


def from_the_back(code: str, stem: str) -> str | None:
    """``code`` with the axes its transposes count from the front counted from the back, where the
    stem states the tensor's rank; None when it has no such transpose."""
    ranks = dict(stated_ranks(stem))
    if not ranks or "transpose" not in code:
        return None
    try:
        tree = ast.parse(code.strip(), mode="eval")
    except SyntaxError:
        return None
    turned = _FromTheBack(ranks)
    tree = turned.visit(tree)
    return ast.unparse(tree) if turned.changed else None
