"""Ellipses: the pause a typed "……", "..." or "。。。" makes (one "…" for every reader), and Python's
Ellipsis typed inside code ("k[..., None]", "'...id,...jd->...ij'"), which a code answer keeps as typed."""

from __future__ import annotations

import re

# "C。。。" trails off as "C..."; "B。。" is two stops, and so is "B.." (or "Ｂ．．") closing the answer
_ELLIPSIS = re.compile(r"(?:\.{3,}|\.{2}(?!\s*$)|。{3,}|…)+")
# three ASCII dots, no more, as Python writes its Ellipsis: in an index or a call after a bracket or a comma
# ("k[..., None]", "f(x, ...)"), or in an einsum's subscripts after a quote, a comma or an arrow
# ("'...id,...jd->...ij'"), and before a comma, a closing bracket or quote, or a subscript's letter; a
# pause closing words ("按 x、y 切...") is none
_PYTHON_ELLIPSIS = re.compile(r"(?<=[\[(,'\">])[ \t]*(?<![.…])\.\.\.(?![.…])(?=[ \t]*[,)\]'\"A-Za-z])")
_KEPT = "\ue000"  # a private-use character no fold touches, for the dots while the text is folded


def one_ellipsis(text: str) -> str:
    """ "……", "...", "。。。" as one "…": a dot before a letter is an identifier's, an ellipsis is not."""
    if ".." not in text and "…" not in text and "。。。" not in text:
        return text  # nothing to join (most texts): spared the pattern's scan of every character
    return _ELLIPSIS.sub("…", text)


def python_ellipses_kept(text: str) -> str:
    """``text`` with Python's Ellipsis typed in code set aside from the folds (``python_ellipses_back``)."""
    return _PYTHON_ELLIPSIS.sub(lambda match: match.group(0).replace("...", _KEPT), text)


def python_ellipses_back(text: str) -> str:
    """The Ellipses ``python_ellipses_kept`` set aside, as typed again."""
    return text.replace(_KEPT, "...")
