"""Names that say where a fill goes, not what it is: "两处 device 都写 nvme", "NamedSharding 里分别放
`P('x', None)` 和 `P(None, 'y')`", "nvme，然后 offload_optimizer 那个也是 nvme". A piece of the
answer that is a bare name standing around the blanks in the stem's code ("device", "NamedSharding",
"offload_optimizer") calls a blank; without those pieces, the rest is one fill per blank, or one fill
said to go in every blank ("都", "both"). A name that is itself a fill is kept.
"""

from __future__ import annotations

import re

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_KEY = re.compile(r"[\"']([A-Za-z_][A-Za-z0-9_]*)[\"']\s*:")  # a JSON or dict key: '"device":'
_STRING = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"")
_EVERY_BLANK = re.compile(r"都|均|一律|统一|两处|两个|\bboth\b|\beach\b|\bevery\b|\ball\b", re.I)


def _names(context: str) -> set[str]:
    """The code's names and keys, not the words inside its strings ("/nvme/deepspeed" names nothing)."""
    return set(_KEY.findall(context)) | set(_NAME.findall(_STRING.sub(" ", context)))


def without_blank_names(answer: str, pieces: list[str], count: int, contexts: list[str]) -> list[str] | None:
    """The pieces without the names of the blanks' own code, when what is left is one fill per blank
    or one fill the answer says is every blank's; else None."""
    names = {name.lower() for context in contexts for name in _names(context)}
    kept = [piece for piece in pieces if not (_NAME.fullmatch(piece) and piece.lower() in names)]
    if not kept or len(kept) == len(pieces):
        return None
    if len(kept) == count or (len(kept) == 1 and _EVERY_BLANK.search(answer)):
        return kept
    return None
