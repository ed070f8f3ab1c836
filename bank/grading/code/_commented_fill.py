"""A code fill written as a comment or inside a docstring ("# BLOCK_SIZE: tl.constexpr",
'\"\"\"填: q @ k.unsqueeze(2).transpose(-2, -1) * scale\"\"\"'): read as the words it holds, and more
than a bare fill, so read to confirm (a comment may as well mark code left out as code kept).

A docstring standing on lines of its own is a comment said in Python's other way: its lines are read
as "#" comments ('def f(x, BLOCK_SIZE: tl.constexpr):\\n    \"\"\"必须是 constexpr\"\"\"' as the signature
with a remark under it), so the one reader of comments (``_code_remarks``) reads what it says of the
fill. When every line is then a comment, nothing is code: the comments' words are the answer, read by
the whole reader as any answer is ("# 不是 x" still denies x). A string inside a line (``x = \"\"\"…\"\"\"``)
is code, and a fill with a comment closing its line stays bare.
"""

from __future__ import annotations

import re

# a docstring on lines of its own: its quotes open a line (after its indent) and close one
_DOCSTRING = re.compile(
    r"^(?P<indent>[ \t]*)(?P<quote>\"\"\"|''')(?P<said>.*?)(?P=quote)[ \t]*$", re.M | re.S
)
# a comment line: "#" as Python writes it, "//" as C and JSON do
_COMMENT_LINE = re.compile(r"^[ \t]*(?:#+|//)[ \t]?")


def _as_comments(found: re.Match[str]) -> str:
    indent = found["indent"]
    lines = [line.strip() for line in found["said"].split("\n")]
    return "\n".join(f"{indent}# {line}" for line in lines if line)


def commented_fill(text: str) -> tuple[str, bool]:
    """``text`` with its docstrings as comments, and unwrapped when it is only comments; and whether
    either was so (the answer then is more than a bare fill)."""
    commented = _DOCSTRING.sub(_as_comments, text)
    lines = [line for line in commented.split("\n") if line.strip()]
    if not lines:
        return text, False
    if all(_COMMENT_LINE.match(line) for line in lines):
        said = "\n".join(_COMMENT_LINE.sub("", line, count=1) for line in lines)
        return (said, True) if said.strip() else (text, False)
    return commented, commented != text
