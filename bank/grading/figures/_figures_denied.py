"""A calculation's figure denied in a clause of its own: after a comma, a full stop or in brackets ("464
GB，不对", "464 GB。错了。", "464 GB（不是）"), asked of oneself and answered no ("464GB对不对？
不对"), said to be no conclusion ("464 GB（不是最终结果）", as "不是最终 464 GB" before it is,
``_calc``), together with the figures listed before it ("11.47M 和 98.7% 都不对", "464 GB 都不对"),
or called wrong after a turn or a pointer to it ("464 GB 不过不对", "464 GB，但这是错的", "464 GB 那是
错误做法").
Neither is an answer given: the figure is ruled out as "464 GB 不对" is (``_calc``), and a correction
after it ("464 GB，不对，232 GB") still reads the figure it turns to.

The denial must close its clause: "464 GB，不对吗" asks, "464 GB，错不了" affirms, "464 GB，不对称的…" says
something else; none of them rules the figure out. A list is the figures joined by "和", "、", a comma
and the like, with nothing else between them; "都" said after it denies each one.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon

_DENIED = re.compile(
    # closing its clause, after a comma or a full stop too: "464 GB，不对", "464 GB。错了。", "11.47M 不是，…"
    rf"\s*[,，。（(]?\s*(?:{lexicon.RESULT_DENIED}|{lexicon.FIGURES_DENIED_CLOSING}){lexicon.FIGURES_DENIED_CLAUSE_END}"
    # or "都" after the list the figure opens: "11.47M 和 98.7% 都不对", "464 GB 都错"
    rf"|(?:{lexicon.FIGURES_JOINED}{lexicon.FIGURE_IN_LIST})*\s*[,，]?\s*(?:{lexicon.FIGURES_DENIED_ALL})\s*(?:是)?\s*"
    rf"(?:{lexicon.FIGURES_DENIED_CLOSING}){lexicon.FIGURES_DENIED_CLAUSE_END}"
    # or asked of oneself and answered no: "464GB对不对？不对", "464 GB, right? no"
    rf"|(?:{lexicon.FIGURE_SELF_ASKED})(?:{lexicon.FIGURE_SELF_ANSWERED_NO}){lexicon.FIGURES_DENIED_CLAUSE_END}"
    # or called wrong after a turn or a pointer to it: "464 GB 不过不对", "464 GB 那是错误做法"
    rf"|\s*[,，。]?\s*(?=\S)(?:{lexicon.FIGURE_CALLED_LEADS})(?:{lexicon.FIGURE_CALLED_WRONG})"
    rf"{lexicon.FIGURES_DENIED_CLAUSE_END}"
    # or any short question of it closing the answer, denied: "464GB keep it? no", "464 GB 左右？不"
    rf"|[^?？\d\n]{{0,24}}[?？]+\s*(?:{lexicon.FIGURE_SELF_ANSWERED_NO}|不)\s*[.。!！]*\s*$",
    re.I,
)


def denied_closing(text: str, end: int) -> bool:
    """Whether the figure ending at ``end`` in ``text`` is denied in a clause of its own after it."""
    return _DENIED.match(text, end) is not None
