"""The blank's whole line written with a type annotation the stem's line does not carry ("out:
torch.Tensor = flash_attn_func(…)" where the stem reads "out = ____"): in a function (or at the top of
a module) an annotation on an assignment changes nothing the code computes, so the line is read as
the plain assignment, its value compared as the fill. In a class body it may make a field (a
dataclass's), so there it is read as written.

A parameter's annotation said in words ("BLOCK_SIZE（类型标成 constexpr）", "BLOCK_SIZE annotated as
tl.constexpr") is that parameter written with it ("BLOCK_SIZE: constexpr"); a bare type the accepted
fill qualifies ("constexpr" of its "tl.constexpr") is that one — the same type named without its
module. Any other word (a denial, a doubt, "吧") leaves the words as they were read before.
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache

from bank.grading.text._lexicon import ANNOTATED_AS, alternation
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


_WORDED = re.compile(
    rf"\s*`?(?P<name>[A-Za-z_]\w*)`?\s*[,，(（]?\s*(?:{alternation(ANNOTATED_AS)})\s*[:：]?\s*"
    r"`?(?P<type>[A-Za-z_][\w.]*)`?\s*[)）]?\s*[。.]?\s*",
    re.I,
)
_ANNOTATED = re.compile(r"\s*(?P<name>[A-Za-z_]\w*)\s*:\s*(?P<type>[A-Za-z_][\w.]*)\s*")


def worded_annotation(answer: str, fills: list[str]) -> str | None:
    """The parameter an answer annotates in words ("BLOCK_SIZE（类型标成 constexpr）"), written as code
    ("BLOCK_SIZE: tl.constexpr" when an accepted fill qualifies the bare type so); else None."""
    worded = _WORDED.fullmatch(answer)
    if worded is None:
        return None
    name, kind = worded["name"], worded["type"]
    for fill in fills:
        annotated = _ANNOTATED.fullmatch(fill)
        if annotated and annotated["name"] == name and annotated["type"].endswith(f".{kind}"):
            return f"{name}: {annotated['type']}"  # "constexpr": tl.constexpr named without its module
    return f"{name}: {kind}"
