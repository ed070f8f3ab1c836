"""The blank's whole line written with a type annotation the stem's line does not carry ("out:
torch.Tensor = flash_attn_func(…)" where the stem reads "out = ____"): in a function (or at the top of
a module) an annotation on an assignment changes nothing the code computes, so the line is read as
the plain assignment, its value compared as the fill. In a class body it may make a field (a
dataclass's), so there it is read as written.
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache

from bank.model import stem_code

_PLAIN_BLANK = re.compile(r"(?P<target>[A-Za-z_][\w.]*)\s*=\s*_{3,}\s*(?:#.*)?")


@lru_cache(maxsize=256)
def _plain_targets(stem: str) -> frozenset[str]:
    """The names the stem's blank lines assign plainly ("out = ____"), outside a class body."""
    lines = stem_code(stem).splitlines()
    targets = set()
    for index, line in enumerate(lines):
        match = _PLAIN_BLANK.fullmatch(line.strip())
        if match is None:
            continue
        indent = len(line) - len(line.lstrip())
        enclosing = next(
            (
                above.strip()
                for above in reversed(lines[:index])
                if above.strip() and len(above) - len(above.lstrip()) < indent
            ),
            "",
        )
        if not enclosing.startswith("class "):
            targets.add(match.group("target"))
    return frozenset(targets)


def unannotated(piece: str, stem: str) -> str | None:
    """``piece`` as the plain assignment ("out = f(x)") when it is the annotated one ("out: T = f(x)")
    of a name a blank's line assigns plainly; else None."""
    if ":" not in piece or "=" not in piece:
        return None
    try:
        tree = ast.parse(piece.strip())
    except (SyntaxError, ValueError):
        return None
    if len(tree.body) != 1 or not isinstance(node := tree.body[0], ast.AnnAssign) or node.value is None:
        return None
    target = ast.unparse(node.target)
    if target not in _plain_targets(stem):
        return None
    return f"{target} = {ast.unparse(node.value)}"
