"""Letters written as emoji or enclosed symbols, read as the letters they show."""

from __future__ import annotations

import re

# Letters written as symbols: squared (🄰), negative circled (🅐) and negative squared (🅰, 🅱) capitals,
# each block running A to Z; circled ones (Ⓐ, ⓐ) are letters under NFKC already.
_LETTER_BLOCKS = (0x1F130, 0x1F150, 0x1F170)
_REGIONAL_A = 0x1F1E6  # 🇦 … 🇿: a letter alone, two of them a flag ("🇨🇳")
_REGIONAL = f"{chr(_REGIONAL_A)}-{chr(_REGIONAL_A + 25)}"
_LETTER_SYMBOL = re.compile(
    "[" + "".join(f"{chr(start)}-{chr(start + 25)}" for start in _LETTER_BLOCKS) + "]"
    f"|(?<![{_REGIONAL}])[{_REGIONAL}](?![{_REGIONAL}])"
)


def _letter_of(match: re.Match[str]) -> str:
    code = ord(match.group())
    start = next((block for block in (*_LETTER_BLOCKS, _REGIONAL_A) if block <= code <= block + 25), code)
    return chr(ord("A") + code - start)


def letter_symbols(text: str) -> str:
    """Letters written as emoji or enclosed symbols ("🅱️", "🇧", "🅐") as the letters they show; a pair
    of regional indicators is a flag, not two letters."""
    return _LETTER_SYMBOL.sub(_letter_of, text)
