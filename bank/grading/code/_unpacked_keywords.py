"""Keywords passed from a literal dict: ``f(x, **{'use_reentrant': False})`` is the call
``f(x, use_reentrant=False)`` for any ``f`` — Python binds the same keyword to the same value,
evaluated in the same order. Only a dict whose keys are all plain string literals that are
identifiers, none repeated and none also passed by name (a repeat raises, which the rewrite would
hide), is unpacked; ``**{**d}``, ``**{k: v}`` and ``**d`` stay as they are."""

from __future__ import annotations

import ast
import keyword


def unpacked(keywords: list[ast.keyword]) -> list[ast.keyword]:
    """``keywords`` with each ``**{'name': value}`` written as ``name=value``."""
    names = {item.arg for item in keywords if item.arg}
    out: list[ast.keyword] = []
    for item in keywords:
        keys = _literal_names(item)
        if keys is None or len(set(keys)) != len(keys) or names & set(keys):
            out.append(item)
            continue
        names |= set(keys)
        out.extend(
            ast.keyword(arg=key, value=value)
            for key, value in zip(keys, item.value.values, strict=True)  # type: ignore[attr-defined]
        )
    return out


def _literal_names(item: ast.keyword) -> list[str] | None:
    if item.arg is not None or not isinstance(item.value, ast.Dict):
        return None
    keys = []
    for key in item.value.keys:
        if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
            return None
        if not key.value.isidentifier() or keyword.iskeyword(key.value):
            return None
        keys.append(key.value)
    return keys
