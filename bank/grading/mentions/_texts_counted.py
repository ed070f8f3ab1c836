"""Whether a count closing an answer follows an option's own text ("…、文档长度 3个都能用"): the count of
the list of options' texts it closes, as "A、B、D 3个" is of its letters (``_list_unmeant``), not a figure
of its own ("C，8 个", which ``_closing_count`` leaves to the readers).

Only an option's text found as the readers find it (``option_mentions``) right before the count, spaces
between: after a comma the figure may be a remark of the candidate's own, left to the readers as before.
"""

from __future__ import annotations

from collections.abc import Mapping

from bank.grading.mentions._mentions import prepare
from bank.grading.mentions._option_text_mentions import option_mentions


def after_option_text(text: str, position: int, options: Mapping[str, str]) -> bool:
    """Whether ``text`` holds an option's text of ``options`` ending right before ``position``."""
    before, _ = prepare(text[:position])
    end = len(before.rstrip())
    taken = [False] * len(before)
    return any(mention.end == end for mention in option_mentions(before, dict(options), taken))
