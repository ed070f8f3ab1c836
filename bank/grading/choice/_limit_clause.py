"""The clause that judges an option against a limit, and the verdicts said in it: one finder for the
readers of such verdicts, ``_figure_verdicts`` (each option judged, the one within read) and
``_judged_over`` (every option read said to fail: asked again).

An option's clause runs from the pause before it to the pause after it ("取 48 就超 10G 了", "64 头要 12.9G
超了"). When its own clause holds nothing after it but its unit and the figure worked out for it ("64 heads
→ 12.9GB，超了；48 heads → 9.66GB，刚好塞得下"), the verdict is the next clause's, if that clause is only the
verdict ("超了", "就爆了", "刚好塞得下") and names no option: "48，再大就爆了" says nothing of 48's own size.
After more figures ("48，9.66G，9.7G，爆显存") only a failure is carried: a figure between may be another's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._words import has

BREAK = re.compile(r"[,，;；。!！?？\n]|\.(?!\d)")  # not the point of "12.9G"
# found inside a word too ("64 头超了" is cut "头超 / 了"), never after a negation ("没超了", "不够用")
# nor inside an English word ("benefits" is no "fits")
OVER = re.compile(rf"(?<![没不A-Za-z])(?:{alternation(lexicon.OVER_LIMIT)}|{lexicon.OVER_FIGURE})", re.I)
WITHIN = re.compile(rf"(?<![没不A-Za-z])(?:{alternation(lexicon.WITHIN_LIMIT)})", re.I)
# a negation before the verdict in its clause ("也不在 10G 以内", "并非以内", "不太够用"): no verdict
_NEGATED = re.compile(lexicon.VERDICT_NEGATED, re.I)
_NOT_NEGATED = re.compile(alternation(lexicon.VERDICT_NOT_NEGATED))  # "不过 48 以内", "差不多 12.9G"
_ASKED = re.compile(r"([\u4e00-\u9fff])[不没]\1")  # "64 够不够", "超没超": asked, not said
_DENIED_AFTER = lexicon.LIMIT_VERDICT_DENIED_AFTER  # "说 64 超了是错的"

_UNIT = rf"(?:{alternation(lexicon.JUDGED_TAILS)}|[A-Za-z]{{0,3}})"
_FIGURE = r"~?\d+(?:\.\d+)?\s*[A-Za-z]{0,3}"
# after the option in its clause: its unit, a condition, the figure worked out for it; nothing more
_WORKED_TAIL = re.compile(
    rf"\s*{_UNIT}?\s*(?:{alternation(lexicon.JUDGED_CONDITIONS)})?"
    rf"(?:\s*(?:{alternation(lexicon.JUDGED_WORKED)})?\s*{_FIGURE})?\s*",
    re.I,
)
# the next clause saying only the verdict ("超了", "就爆了", "刚好塞得下")
_VERDICT_ALONE = re.compile(
    rf"\s*{lexicon.JUDGED_LEADS}\s*(?:{alternation(lexicon.JUDGED_JUST)})?\s*(?:已经)?\s*"
    rf"(?:{OVER.pattern}|{WITHIN.pattern})\s*[了啦的吧啊呀]*\s*",
    re.I,
)

_WORKED_ALONE = re.compile(rf"\s*(?:{alternation(lexicon.JUDGED_WORKED)})?\s*{_FIGURE}\s*", re.I)
_WORKED_VERDICT = re.compile(rf"{_WORKED_ALONE.pattern}{_VERDICT_ALONE.pattern}", re.I)


@dataclass(frozen=True)
class LimitClause:
    before: str  # its clause before the option ("取 ")
    after: str  # its own clause after the option ("头要 12.9G 超了")
    carried: str  # the next clause, when that is the option's verdict ("超了"); else ""
    close: str  # the mark closing what is said of it ("？" of "48 头以内？"), or ""

    @property
    def said(self) -> str:
        """What is said of the option, the option itself blanked out."""
        return f"{self.before} {self.after}" + (f"，{self.carried}" if self.carried else "")


def limit_clause(text: str, mentions: list[Mention], index: int) -> LimitClause | None:
    """What ``text`` says of its ``index``-th mention against a limit (see the module); None when another
    option is named in the same clause after it: the verdict may be that one's."""
    mention = mentions[index]
    found = [match.end() for match in BREAK.finditer(text, 0, mention.start)]
    start = found[-1] if found else 0
    pause = BREAK.search(text, mention.end)
    end = pause.start() if pause else len(text)
    if any(mention.end <= other.start < end for other in mentions[index + 1 :]):
        return None
    after, carried = text[mention.end : end], ""
    if pause and _WORKED_TAIL.fullmatch(after):
        # the next clause is its verdict; or the figure worked out for it, the verdict closing that clause
        # or one after more figures ("48，9.66G，爆显存", "48，9.66G 爆显存": said to fail two clauses on)
        at = pause.end()
        while True:
            following = BREAK.search(text, at)
            stop = following.start() if following else len(text)
            if any(at <= other.start < stop for other in mentions):
                break
            # past more than one figure ("48，9.66G，9.7G，爆显存"), only a failure is carried: a figure
            # between may be another option's, and a failure only rules the option out
            farther = at > pause.end()
            closing = text[at:stop]
            if (_VERDICT_ALONE.fullmatch(closing) or _WORKED_VERDICT.fullmatch(closing)) and (
                not farther or said(OVER, closing)
            ):
                carried, end = text[pause.end() : stop], stop
                break
            if not following or not _WORKED_ALONE.fullmatch(closing):
                break
            at = following.end()
    return LimitClause(text[start : mention.start], after, carried, text[end : end + 1])


def said(verdict: re.Pattern[str], clause: str) -> bool:
    """Whether ``clause`` says ``verdict`` (``OVER``, ``WITHIN``) with no negation before it ("48 头也不在
    以内", "48 不会 OOM"), no denial after it ("64 超了是错的") and not asked as A-not-A ("64 够不够")."""
    if _ASKED.search(clause):
        return False
    clause = _NOT_NEGATED.sub(lambda found: " " * len(found.group()), clause)
    return any(
        _NEGATED.search(clause, 0, found.start()) is None and not has(clause[found.end() :], _DENIED_AFTER)
        for found in verdict.finditer(clause)
    )
