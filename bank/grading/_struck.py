"""An answer refused by a sign or struck through: not a bare answer, asked again.

"B 👎", "❌ B", "B 🚫" put a thumbs-down or a no-entry sign on what they follow; "~~B~~", "<s>B</s>",
"<del>B</del>" and "B̶" strike it through. Dropped as decoration (emoji are, elsewhere: "B 👍" is
bare), the answer would read as the bare key, with no confirmation. Which way the sign points is no
guess worth grading on: the candidate is asked again. The signs are data: a true/false question's
own marks (✗, ❌, ☒: "false") are left to its reader.
"""

from __future__ import annotations

import re

# refusing signs: thumbs down, no entry, prohibited, the "NG" button, a person gesturing no, crossed
# boxes and saltires, circled crosses, the "prohibited" ideograph
REFUSING_SIGNS = "👎🚫⛔🙅🆖☒☓🗙⛌⨯⊗ⓧ〤🈲❌✗"
_STRUCK = re.compile(
    r"~~[^~\n]+~~"  # Markdown
    r"|<(s|del|strike)>.*?</\1>"  # HTML
    # a single tilde pair around a word: "~B~" (not a range, "~400~500")
    r"|(?<!~)~(?=[^~\s\d])[^~\n\d]{1,20}(?<!\s)~(?!~)"
    r"|[\u0335\u0336\u0338]",  # a combining stroke or overlay: "B̶"
    re.I | re.S,
)


def refused_or_struck(answer: str, own_marks: str = "") -> bool:
    """Whether ``answer`` puts a refusing sign (other than ``own_marks``) or a strike-through on
    anything it says."""
    return _STRUCK.search(answer) is not None or any(
        sign in answer for sign in REFUSING_SIGNS if sign not in own_marks
    )
