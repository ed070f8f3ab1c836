"""A starred split the stem's code has already unpacked into names, read as those names.

``flash_attn_func(*qkv.unbind(2), causal=True)`` where the stem's code says ``q, k, v = qkv.unbind(2)``
above the blank passes the same three tensors as ``flash_attn_func(q, k, v, causal=True)``: the split
is computed again from the same tensor, in the same order. Only where that must hold:

- the stem's code unpacks that very expression (read as the canonical code reads it) into plain names,
  on one line above the blank, and binds none of those names anywhere else (a ``q = q * s`` later
  would make ``q`` another tensor than the split's first part);
- the expression splits a name the stem's code binds once, on a line above that one, with a method
  that only splits (``unbind``, ``chunk``, ``split``, ``tensor_split``): no random draw, no state.

Anything else (another dim, another tensor, a split the stem does not write, a name bound twice) stays
as written and is compared as it is.
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache

from bank.grading.code._canonical_code import tree_form
from bank.model import stem_code

# a tensor's methods that only split it into views, the same ones on every call
_SPLITTING_METHODS = frozenset({"unbind", "chunk", "split", "tensor_split"})
_BLANK = "____"


def _dump(node: ast.expr) -> str:
    """The expression's canonical form, as a fill's is compared (``tree_form``; an unparsed node always
    parses again, the fallback is never taken)."""
    code = ast.unparse(node)
    return tree_form(code) or code


def _binds(line: str, name: str) -> bool:
    """Whether ``line`` may bind ``name``: an assignment to it, a loop, a parameter, an ``as``, a
    walrus. Read as text, so that a line that does not parse alone (``for q in qs:``) still counts."""
    word = rf"(?<![\w.]){re.escape(name)}(?!\w)"
    return bool(
        re.search(rf"{word}\s*(?:[-+*/@%&|^]|//|\*\*|>>|<<)?=(?!=)", line)  # "q = …", "q += …", "q, k = …"
        or re.search(rf"{word}\s*,[^=]*=(?!=)|,\s*{word}\s*(?:,[^=]*)?=(?!=)", line)
        or re.search(rf"\b(?:for|as|def|lambda|global|nonlocal)\b.*{word}", line)
        or re.search(rf"{word}\s*:=", line)
    )


def _unpackings(stem: str) -> dict[str, list[str]]:
    """The canonical expression -> the names the stem's code unpacks it into, where that is safe."""
    return {expression: list(names) for expression, names in _stem_unpackings(stem)}


@lru_cache(maxsize=256)
def _stem_unpackings(stem: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``_unpackings``, read once per question: every starred fill would parse the stem's code again."""
    lines = stem_code(stem).splitlines()
    blank = next((index for index, line in enumerate(lines) if _BLANK in line), None)
    if blank is None:
        return ()
    found: dict[str, list[str]] = {}
    for index, line in enumerate(lines[:blank]):
        try:
            body = ast.parse(line.strip()).body
        except (SyntaxError, ValueError):
            continue
        if len(body) != 1 or not isinstance(statement := body[0], ast.Assign) or len(statement.targets) != 1:
            continue
        target, value = statement.targets[0], statement.value
        if not isinstance(target, ast.Tuple) or not all(isinstance(name, ast.Name) for name in target.elts):
            continue
        names = [name.id for name in target.elts if isinstance(name, ast.Name)]
        if not (
            isinstance(value, ast.Call)
            and isinstance(value.func, ast.Attribute)
            and value.func.attr in _SPLITTING_METHODS
            and isinstance(source := value.func.value, ast.Name)
            and source.id not in names
        ):
            continue
        others = [other for position, other in enumerate(lines) if position != index]
        if any(_binds(other, name) for other in others for name in names):
            continue  # a name bound again: it may not be the split's part where the blank is
        bound = [position for position, other in enumerate(lines) if _binds(other, source.id)]
        if len(bound) != 1 or bound[0] >= index:
            continue  # the tensor split must be one tensor, bound once before the split
        found[_dump(value)] = names
    return tuple((expression, tuple(names)) for expression, names in found.items())


def unstarred(code: str, stem: str) -> str | None:
    """``code`` with each starred split the stem unpacked written as its names; None when it has none."""
    try:
        tree = ast.parse(code.strip())
    except (SyntaxError, ValueError):
        return None
    unpackings = _unpackings(stem) if "*" in code else {}
    changed = False
    for node in ast.walk(tree) if unpackings else ():
        if not isinstance(node, ast.Call):
            continue
        args: list[ast.expr] = []
        for arg in node.args:
            names = unpackings.get(_dump(arg.value)) if isinstance(arg, ast.Starred) else None
            if names is None:
                args.append(arg)
                continue
            args.extend(ast.Name(id=name, ctx=ast.Load()) for name in names)
            changed = True
        node.args = args
    return ast.unparse(tree) if changed else None
