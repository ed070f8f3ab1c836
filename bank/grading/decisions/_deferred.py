"""An answer that leaves the call to the interviewer ("你说对就对吧", "你说 B 就 B", "听你的", "你说了算"):
not the candidate's own, asked again on a closed question whatever it would read (``_not_own``).

"你说对就对吧" was read as true, to confirm: its word "对" was taken for the candidate's mark, though the
answer says only that the interviewer's word goes. The shape is "你说 X 就 X" (a word said again after
"就"), or a word of ``DEFERRALS`` anywhere in the answer.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_DEFERRED = re.compile(
    rf"(?:{alternation(lexicon.DEFERRING)})\s*(?P<said>[^\s,，;；。.!！?？]{{1,6}}?)\s*就\s*(?:是\s*)?(?P=said)"
    rf"|(?:{alternation(lexicon.DEFERRALS)})(?![义位制时])",  # not "你定义的 mask" (you define)
    re.I,
)


def deferred(text: str) -> bool:
    """Whether ``text`` leaves the call to the interviewer (see the module)."""
    return _DEFERRED.search(text) is not None
