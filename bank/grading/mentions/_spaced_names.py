"""An option's name joined by hyphens typed with spaces for them ("adaLN zero" of "使用 adaLN-Zero", blind
batch 75): written back as the option writes it before the answer is read, so that its words are read
whole as the option's name, not as a word and a number word ("zero" read as the figure 0). Only a name of
one option, matched whole; code's underscores and dots are no such names ("kl target" of "kl_target" is a
name read to confirm, ``_names``).
"""

from __future__ import annotations

import re
from functools import lru_cache

# an option's name joined by hyphens ("adaLN-Zero", "QK-Norm"), one token; not code's underscore or dot
# ("kl_target" typed "kl target" is a name read to confirm, ``_names``)
_JOINED_NAME = re.compile(r"(?<![\w\-.])[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+(?![\w\-.])")
_SEPARATOR = re.compile(r"-")
_SPACES = r"\s+"


def names_spaced(text: str, options: dict[str, str]) -> str:
    """``text`` with an option's hyphened name typed with spaces for its hyphens written as the option
    writes it ("adaLN zero" -> "adaLN-Zero"): read whole, not as a word and a number word ("zero" read
    as 0). Only a name of one option, matched whole and in any case."""
    for spaced, name in _spaced_names(tuple(options.items())):
        text = spaced.sub(name, text)
    return text


@lru_cache(maxsize=1024)
def _spaced_names(options: tuple[tuple[str, str], ...]) -> tuple[tuple[re.Pattern[str], str], ...]:
    """Each name one option alone writes with hyphens, as a pattern of it typed with spaces: built once
    per question's options, not for every answer graded."""
    owners: dict[str, set[str]] = {}
    for label, option in options:
        for name in _JOINED_NAME.findall(option):
            owners.setdefault(name, set()).add(label)
    found = []
    for name, labels in owners.items():
        if len(labels) == 1:
            parts = [re.escape(part) for part in _SEPARATOR.split(name)]
            found.append((re.compile(rf"(?<![\w\-]){_SPACES.join(parts)}(?![\w\-])", re.I), name))
    return tuple(found)
