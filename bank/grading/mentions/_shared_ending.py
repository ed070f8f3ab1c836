"""Two options whose texts share an ending, named with the ending said once ("precision/recall@k" for
"Precision@k" and "Recall@k", "fp16 和 bf16 AMP" for "fp16 AMP" and "bf16 AMP"): each is named, as
"precision@k/recall@k" names both.

Read before, only the option spelled whole was found ("recall@k"), and the slash joining the bare
"precision" to it was taken for one between the option before and that one: "LPIPS, MS-SSIM and IS —
precision/recall@k both need a real reference set" was read as a hedge. The ending said once is
written out on the first head; nothing else changes. Only where both heads and the ending are the
options' own texts (spacing and case free), the ending opening on a word's boundary, joined by a slash,
"、", "&", "和", "与", "and" or "or" (an "or" stays one: "precision or recall@k" offers both), and only
on options that are names: code and figures share endings that are no word ("')`", ".5%").
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import combinations

_JOINERS = r"(?:/|、|&|和|与|\band\b|\bor\b)"


# an option that is a name: words, not code nor a figure ("`torch.save(…)`", "0.5%")
_NAME = re.compile(r"[^\W\d_][\w\- ]*@?[\w\- ]*")
# the shared ending opens on a mark or a space, and holds a word: "@k", " AMP", " 时延"
_ENDING = re.compile(r"[@\s][^\W_]+")


def _ending(first: str, second: str) -> str:
    """The ending both texts share, opening where a word does ("@k", " AMP"), or ""."""
    if not (_NAME.fullmatch(first) and _NAME.fullmatch(second)):
        return ""
    size = 0
    while size < min(len(first), len(second)) and first[-1 - size].lower() == second[-1 - size].lower():
        size += 1
    while size and size < len(first) and not _ENDING.fullmatch(first[-size:]):
        size -= 1  # "ll@k" of "precision@k": the ending opens on its boundary, "@k"
    return first[-size:] if size and size < min(len(first), len(second)) else ""


def _spaced(text: str) -> str:
    return r"\s*".join(re.escape(part) for part in text.split())


@lru_cache(maxsize=256)
def _patterns(options: tuple[str, ...]) -> tuple[tuple[re.Pattern[str], str], ...]:
    found = []
    for first, second in combinations(options, 2):
        ending = _ending(first, second)
        if not ending:
            continue
        heads = [text[: len(text) - len(ending)].strip() for text in (first, second)]
        if not all(heads) or heads[0].lower() == heads[1].lower():
            continue
        for one, other in (heads, heads[::-1]):
            pattern = re.compile(
                rf"(?<![A-Za-z0-9_])(?P<one>{_spaced(one)})(?P<joint>\s*{_JOINERS}\s*)(?P<other>{_spaced(other)})"
                rf"(?P<ending>\s*{_spaced(ending)})(?![A-Za-z0-9_])",
                re.I,
            )
            found.append((pattern, ending.strip()))
    return tuple(found)


def ending_shared(text: str, options: dict[str, str]) -> str:
    """``text`` with each ending two options share, said once after both heads, written after the first
    too ("precision/recall@k" → "precision@k/recall@k")."""
    for pattern, ending in _patterns(tuple(options.values())):
        glued = ending if ending[0].isascii() and not ending[0].isalnum() else f" {ending}"  # "@k", " AMP"
        text = pattern.sub(rf"\g<one>{_escaped(glued)}\g<joint>\g<other>\g<ending>", text)
    return text


def _escaped(text: str) -> str:
    """``text`` as a replacement template writes it: its backslashes doubled."""
    return text.replace("\\", "\\\\")
