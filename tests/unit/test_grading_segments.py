"""Where an answer is cut into the pieces each restated option is looked for in: at separators outside
brackets and quotes, in one scan (``bank.grading.choice._choice_mentions._segments``)."""

from __future__ import annotations

import pytest

from bank.grading.choice._choice_mentions import _segments


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        ("甲，乙和丙", ["甲", "乙", "丙"]),
        ("（甲、乙）和丙", ["（甲、乙）", "丙"]),
        ("'x，y'，z", ["'x，y'", "z"]),
        ("A and B (C, 'D, E') and F", ["A ", " B (C, 'D, E') ", " F"]),
        ("brand and band", ["brand ", " band"]),
        ("a) ，b", ["a) ", "b"]),  # a closing bracket with nothing open changes nothing
        ('"a，b', ['"a，b']),  # an unclosed quote holds the rest
        ("", [""]),
    ],
)
def test_separators_cut_only_outside_brackets_and_quotes(text: str, pieces: list[str]) -> None:
    assert [text[start:end] for start, end in _segments(text)] == pieces
