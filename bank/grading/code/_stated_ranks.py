"""Axes counted from the front, on a tensor whose number of axes the stem states: with the stem's
"# k: [B, 8, L, D]", "k.unsqueeze(2).transpose(3, 4)" swaps the last two axes of a 5-D tensor, as
"k.unsqueeze(2).transpose(-2, -1)" does, and is rewritten so before it is compared with the key. On
such a tensor a new axis is put at one place however it is written: "k.unsqueeze(-3)",
"k[:, :, None, :, :]" and "k[..., None, :, :]" of a 4-D k are all "k.unsqueeze(2)" ("k[:, :, None]"),
and the last two axes swapped before a new axis put ahead of them ("k.transpose(-2, -1).unsqueeze(2)")
or by a ``permute`` that moves no other ("k.unsqueeze(2).permute(0, 1, 2, 4, 3)") are swapped after it.

A rank is known only as the stem's code states it before the blank: a shape in a comment ("q: [B, 32,
L, D]", several to a comment) or a name assigned a ``reshape``/``view`` to so many sizes. Any other
assignment to the name forgets its rank (a reshaped q is no longer the q of the comment). From a known
rank, ``unsqueeze`` and indexing by ``None``, whole slices and ``...`` count the axes they add; any
other call or indexing leaves the rank unknown, and an axis counted from the front or from the back is
then left as written ("k.transpose(2, 3)" of a 4-D k swaps its last two, of a 5-D one it does not;
"k.unsqueeze(-3)" of a 4-D k is "k.unsqueeze(2)", of a 3-D one "k.unsqueeze(1)"). A place out of range
or more slices than axes raise: they are left as written, never made the valid form.
"""

from __future__ import annotations

import ast
import copy
import re
from functools import lru_cache

from bank.grading.code._einsum_ellipsis import written_out
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


def _signed(node: ast.AST) -> int | None:
    """A literal integer, negative ones too ("-3" is parsed as a minus and 3)."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _constant(node.operand)
        return -inner if inner is not None else None
    return _constant(node)


def _whole(item: ast.AST) -> bool:
    return isinstance(item, ast.Slice) and not (item.lower or item.upper or item.step)


def _view_items(node: ast.Subscript) -> list[ast.expr] | None:
    """The items of an index of whole slices, ``None`` and one ``...`` at most; None for any other."""
    index = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
    dots = [item for item in index if isinstance(item, ast.Constant) and item.value is Ellipsis]
    added = [item for item in index if _added(item)]
    whole = [item for item in index if _whole(item)]
    return list(index) if len(dots) <= 1 and len(dots) + len(added) + len(whole) == len(index) else None


class _FromTheBack(ast.NodeTransformer):
    def __init__(self, ranks: dict[str, int]) -> None:
        self.ranks, self.changed = ranks, False

    def rank(self, node: ast.AST) -> int | None:
        if isinstance(node, ast.Name):
            return self.ranks.get(node.id)
        if isinstance(node, ast.Attribute) and node.attr == "mT":  # the last two swapped: at least 2-D
            base = self.rank(node.value)
            return base if base is not None and base >= 2 else None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.keywords:
            base = self.rank(node.func.value)
            if base is None:
                return None
            if node.func.attr == "unsqueeze" and len(node.args) == 1:
                axis = _signed(node.args[0])
                return base + 1 if axis is not None and -base - 1 <= axis <= base else None
            return base if node.func.attr in _SAME_RANK else None
        if isinstance(node, ast.Subscript):
            base, index = self.rank(node.value), _view_items(node)
            if base is None or index is None or len([item for item in index if _whole(item)]) > base:
                return None  # another index, or more slices than axes (it raises)
            return base + len([item for item in index if _added(item)])
        return None

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        func = node.func
        einsum = (func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")) == "einsum"
        if einsum and (written := written_out(node, self.rank)) is not None:
            self.changed = True  # "'...id,...jd->...ij'" of known ranks, with its "..." written out
            return written
        if isinstance(func, ast.Attribute) and func.attr == "unsqueeze" and len(node.args) == 1:
            # a new axis counted from the back of a known rank is at the place counted from the front
            axis, rank = _signed(node.args[0]), self.rank(func.value)
            if not node.keywords and axis is not None and rank is not None and -rank - 1 <= axis < 0:
                node.args = [ast.Constant(axis + rank + 1)]
                self.changed = True
            place = _signed(node.args[0])
            return self.swap_last(
                node, func.value, [place] if place is not None and not node.keywords else []
            )
        if isinstance(func, ast.Attribute) and func.attr == "permute" and not node.keywords:
            return self.permuted(node, func.value)
        if not (isinstance(func, ast.Attribute) and func.attr == "transpose" and len(node.args) == 2):
            return node
        axes = [_constant(arg) for arg in node.args]
        rank = self.rank(func.value)
        if node.keywords or rank is None or not all(axis is not None and 0 <= axis < rank for axis in axes):
            return node
        node.args = [ast.UnaryOp(ast.USub(), ast.Constant(rank - axis)) for axis in axes if axis is not None]
        self.changed = True
        return node

    def permuted(self, node: ast.Call, value: ast.expr) -> ast.expr:
        """A ``permute`` that keeps every axis of a known rank in place but the last two, swapped
        ("k.unsqueeze(2).permute(0, 1, 2, 4, 3)"), as ``transpose(-2, -1)``; any other is left."""
        rank = self.rank(value)
        args = (
            node.args[0].elts
            if len(node.args) == 1 and isinstance(node.args[0], ast.Tuple | ast.List)
            else node.args
        )
        order = [_constant(arg) for arg in args]
        if rank is None or rank < 2 or order != [*range(rank - 2), rank - 1, rank - 2]:
            return node
        self.changed = True
        swapped = ast.Attribute(value=value, attr="transpose", ctx=ast.Load())
        return ast.Call(
            swapped, [ast.UnaryOp(ast.USub(), ast.Constant(2)), ast.UnaryOp(ast.USub(), ast.Constant(1))], []
        )

    def viewed(self, node: ast.Subscript) -> ast.AST:
        """An index of whole slices, ``None`` and ``...`` on a known rank, as its new axes' places
        counted from the front and nothing after the last: the slices a rank leaves implicit are
        written out for ``...`` or dropped at the end ("k[..., None, :, :]" of a 4-D k is "k[:, :, None]")."""
        self.generic_visit(node)
        rank, index = self.rank(node.value), _view_items(node)
        if rank is None or index is None or not isinstance(node.ctx, ast.Load):
            return node
        implicit = rank - len([item for item in index if _whole(item)])
        if implicit < 0:
            return node  # more slices than axes: it raises, and is no view of k
        dots = next((at for at, item in enumerate(index) if _ellipsis(item)), len(index))
        items = [*index[:dots], *(ast.Slice() for _ in range(implicit)), *index[dots + 1 :]]
        while items and _whole(items[-1]):
            items.pop()
        if [ast.dump(item) for item in items] == [ast.dump(item) for item in index]:
            return node
        self.changed = True
        if not items:
            return node.value  # "k[...]", "k[:, :]": k itself
        index_node = items[0] if len(items) == 1 else ast.Tuple(items, ast.Load())
        return ast.Subscript(value=node.value, slice=index_node, ctx=ast.Load())

    def visit_Subscript(self, node: ast.Subscript) -> ast.AST:
        viewed = self.viewed(node)
        if not isinstance(viewed, ast.Subscript):
            return viewed
        index = _view_items(viewed)
        places = [at for at, item in enumerate(index or []) if _added(item)]
        return self.swap_last(
            viewed, viewed.value, places if index and not any(map(_ellipsis, index)) else []
        )

    def swap_last(self, node: ast.expr, value: ast.expr, places: list[int]) -> ast.expr:
        """``t.transpose(-2, -1)`` given new axes before its last two (``.unsqueeze(2)``, ``[:, :, None]``
        of a 4-D t) as the same axes given first and then the last two swapped: the same tensor, in
        the form of the key ("k.transpose(-2, -1).unsqueeze(2)" is "k.unsqueeze(2).transpose(-2, -1)")."""
        inner = _last_two_swapped(value)
        rank = self.rank(inner) if inner is not None else None
        if inner is None or rank is None or not places or not all(0 <= place <= rank - 2 for place in places):
            return node
        self.changed = True
        given = copy.copy(node)
        if isinstance(given, ast.Call) and isinstance(given.func, ast.Attribute):
            given.func = ast.Attribute(value=inner, attr=given.func.attr, ctx=ast.Load())
        elif isinstance(given, ast.Subscript):
            given.value = inner
        swapped = ast.Attribute(value=given, attr="transpose", ctx=ast.Load())
        return ast.Call(
            swapped, [ast.UnaryOp(ast.USub(), ast.Constant(2)), ast.UnaryOp(ast.USub(), ast.Constant(1))], []
        )


def _last_two_swapped(node: ast.expr) -> ast.expr | None:
    """What ``node`` swaps the last two axes of (``t.mT``, ``t.transpose(-2, -1)`` or ``(-1, -2)``)."""
    if isinstance(node, ast.Attribute) and node.attr == "mT":
        return node.value
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "transpose":
        axes = sorted(_signed(arg) or 0 for arg in node.args)
        return node.func.value if axes == [-2, -1] and len(node.args) == 2 and not node.keywords else None
    return None


def _added(item: ast.AST) -> bool:
    return isinstance(item, ast.Constant) and item.value is None


def _ellipsis(item: ast.AST) -> bool:
    return isinstance(item, ast.Constant) and item.value is Ellipsis


def from_the_back(code: str, stem: str) -> str | None:
    """``code`` with the axes its transposes count from the front counted from the back, and the new
    axes it puts counted from the front, where the stem states the tensor's rank; None when it has no
    such transpose, ``unsqueeze`` or index."""
    ranks = dict(stated_ranks(stem))
    if not ranks or not any(
        mark in code for mark in ("transpose", "unsqueeze", "[", "permute", ".mT", "...")
    ):
        return None
    try:
        tree = ast.parse(code.strip(), mode="eval")
    except SyntaxError:
        return None
    turned = _FromTheBack(ranks)
    tree = turned.visit(tree)
    return ast.unparse(tree) if turned.changed else None
