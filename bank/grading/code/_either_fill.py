"""Two code fills offered as each right ("x 或 y 都行", "`x` 或者 `y` 都可以"): not a hedge between them
but two answers, each to be graded — right when both are, a hedge when either is not. Only the fills,
a link between them and the closing words of ``EITHER_FILL_FINE``: any other word ("吧", "不确定")
leaves it a hedge. The second may be only a keyword of the first ("f(x, a=False) 或 a=True 都行"): the
first with that keyword's value changed.
"""

from __future__ import annotations

import ast
import re

from bank.grading.code._code import code_like
from bank.grading.text._lexicon import EITHER_FILL_FINE, HEDGE_LINKS, alternation

_CLOSED = re.compile(
    rf"(?P<fills>.+?)\s*[,，]?\s*(?:{alternation(EITHER_FILL_FINE)})\s*[。.!！~～]*\s*", re.I | re.S
)
_LINK = re.compile(rf"\s+(?:{alternation(HEDGE_LINKS)})\s+|\s*(?:{alternation(HEDGE_LINKS)})\s*(?=[`\w(])")
_KEYWORD = re.compile(r"(?P<name>[A-Za-z_]\w*)\s*=\s*(?P<value>[^=,()\[\]{}]+)")
_CJK = re.compile(r"[\u3400-\u9fff]")


def _with_keyword(call: str, keyword: re.Match[str]) -> str | None:
    """``call`` with its keyword ``name`` given ``value`` instead; None when it has no such keyword."""
    try:
        node = ast.parse(call, mode="eval").body
        value = ast.parse(keyword["value"].strip(), mode="eval").body
    except (SyntaxError, ValueError):
        return None
    if not isinstance(node, ast.Call):
        return None
    found = [each for each in node.keywords if each.arg == keyword["name"]]
    if len(found) != 1:
        return None
    found[0].value = value
    return ast.unparse(node)


def either_fills(answer: str) -> list[str] | None:
    """The fills of an answer that offers two or more as each right, the keyword-only ones filled out
    from the fill before; None when the answer is not only that."""
    closed = _CLOSED.fullmatch(answer.strip())
    if closed is None:
        return None
    parts = [part.strip().strip("`").strip() for part in _LINK.split(closed["fills"])]
    if len(parts) < 2 or any(not part or _CJK.search(part) or not code_like(part) for part in parts):
        return None
    fills = parts[:1]
    for part in parts[1:]:
        keyword = _KEYWORD.fullmatch(part)
        if keyword is not None:
            whole = _with_keyword(fills[0], keyword)
            if whole is None:
                return None  # a keyword the first fill does not pass: no fill of its own
            part = whole
        fills.append(part)
    return fills
