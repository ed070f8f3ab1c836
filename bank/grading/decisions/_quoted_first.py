"""An answer opening on another's answer quoted, a teammate's or a chatbot's ("GPT 说 B，我觉得 C", "同事说
512，我记得是 128 条，C", "师兄说 A、C，我跟他一样"), on a choice, a true/false claim, a figure or a fill.

Read whole, the quoted answer is one more option named: blind batch 89 read "GPT 说对，…，错" as both true
and false, and "同事说 512，…，C" as a report, asked again. The quoted answer is never chosen by quoting
it. What follows the quote's clause is the candidate's own: an answer there is the answer (read to
confirm); a clause that only adopts the quote ("我跟他一样", "我同意", "我也这么觉得") chooses the quoted
answer (read to confirm). Anything else is left to the whole answer's readers ("Claude 跟我说是 D，
我半信半疑": a report, asked again).

The rest is read alone only where it cannot lean on the quote: not when it adds to, takes from or sums
it ("…，C 也对", "…，再加 D", "…，它漏了 E", "…，都对"), is another's word or asked ("…，但老师说 B 才对"),
is a bare item that may be the quote's next one ("网上说 11.47M，98.7%"), or only says the quote again
with nothing of the candidate's ("Claude 跟我说是 D，固定斜率，我半信半疑"). On a true/false claim after a
quote of "false", a bare judgement may be of the claim or of the quote ("GPT 说错，我觉得不对"): read only
when it calls the quote wrong and answers true ("…，我觉得他记错了，对"), or agrees and answers false
("…，所以错", "…，我也觉得错"); else asked again.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bank.grading.decisions._not_own import REPORT_OPENS, REPORTER, not_own_words, owned
from bank.grading.results._grades import invalid
from bank.grading.results._messages import message
from bank.grading.results._types import Grade, Language, Verdict
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question, QuestionType

# the report, its clause (what was said), then the rest after the clause's stop
_QUOTED = re.compile(
    rf"^{REPORT_OPENS}\s*[:：]?\s*(?P<said>[^,，;；。!！?？\n]+?)\s*[,，;；。!！\n]+\s*(?P<rest>\S.*)$",
    re.I | re.S,
)
# a fill's code has its own commas and semicolons: its quote ends at a full-width stop only
_QUOTED_FILL = re.compile(
    rf"^{REPORT_OPENS}\s*[:：]?\s*(?P<said>[^，；。！？\n]+?)\s*[，；。！\n]+\s*(?P<rest>\S.*)$",
    re.I | re.S,
)
_ADOPTION = (
    rf"^\s*(?:(?:{alternation(lexicon.ADOPTION_LEADS)})\s*)*(?:{alternation(lexicon.ADOPTIONS)})"
    rf"\s*(?:{alternation(lexicon.ADOPTION_CLOSES)})?"
)
_ADOPTED = re.compile(rf"{_ADOPTION}[\s,，。.!！~]*$", re.I)
# the same, opening the rest before more is said ("我同意，另外 B 也对")
_ADOPTED_FIRST = re.compile(rf"{_ADOPTION}\s*[,，;；。]", re.I)
_LEANS = re.compile(alternation(lexicon.LEANING_ON_QUOTE), re.I)
_QUOTE_WRONG = re.compile(rf"(?:它|{REPORTER})\s*(?:{alternation(lexicon.QUOTE_WRONG)})", re.I)
_CONCLUDED = re.compile(rf"^\s*(?:{lexicon.CONCLUSIONS})(?![A-Za-z])", re.I)
_ALSO = re.compile(r"^\s*我?\s*也")
# words of the candidate's own, not only a bare item after the quote's (which may be the quote's next one)
_WORDED = re.compile(r"[\u4e00-\u9fff]|[A-Za-z]{4,}")
_TYPES = (
    QuestionType.SINGLE,
    QuestionType.MULTI,
    QuestionType.TRUEFALSE,
    QuestionType.CALC,
    QuestionType.CODE,
)


def quoted_first(
    question: Question, text: str, language: Language, regrade: Callable[[str], Grade]
) -> Grade | None:
    """The grade of ``text`` by its own words after another's answer quoted first (``regrade`` grades
    them as a whole answer), read to confirm; None when it quotes no one first, or what follows cannot
    be read apart from the quote."""
    if question.type not in _TYPES:
        return None
    quoted = (_QUOTED_FILL if question.type is QuestionType.CODE else _QUOTED).match(text)
    if quoted is None:
        return None
    said, rest = quoted.group("said"), quoted.group("rest")
    if _ADOPTED.match(rest):  # "师兄说 A、C，我跟他一样": the quoted answer, adopted
        graded = regrade(said)
    elif question.type.is_choice and _ADOPTED_FIRST.match(rest) and _LEANS.search(rest):
        return invalid(question, message("no_choice", language), language)  # "GPT 说 A，我同意，另外 B 也对"
    elif not_own_words(rest) or not _WORDED.search(rest):
        # "…，但老师说 B 才对", "…，但是否 B 才对": another's again, or asked; "网上说 11.47M，98.7%": the
        # quote's second item
        return None
    else:
        graded, quote = regrade(rest), regrade(said)
        truefalse = question.type is QuestionType.TRUEFALSE
        # "GPT 说错，我觉得不对": of the claim, or of GPT? Read only when the quote is called wrong and the
        # answer is "true" ("队友说这是错的，我觉得他记错了，对"); else asked again
        # ("文档说不支持，所以错" concludes from it: false)
        if truefalse and quote.understood.truth is False:
            wrong = graded.understood.truth is True and _QUOTE_WRONG.search(rest)
            agreed = _CONCLUDED.match(rest) or _ALSO.match(rest)  # "…，所以错", "我同学说错，我也觉得错"
            if not wrong and not (graded.understood.truth is False and agreed):
                return invalid(question, message("reported", language), language)
        elif _LEANS.search(rest) or (truefalse and quote.understood.truth is None):
            return None
        # the quote said on and doubted ("Claude 跟我说是 D，固定斜率，我半信半疑"): not the candidate's own;
        # concluded from ("文档说 128，所以 C") or said again as theirs ("…，我也记得是 4MB"), it is
        if graded.reading == quote.reading and not owned(rest) and not _CONCLUDED.match(rest):
            return None
    if graded.verdict is Verdict.INVALID or not graded.reading:  # "…，no idea": no answer of theirs read
        return None
    return graded.model_copy(update={"needs_confirmation": True})
