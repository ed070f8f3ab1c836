"""What a candidate reads after answering: the verdict, the answer as it was read, the key, the rubric
and a short takeaway — one vocabulary for both languages.

Truth values are 对/错 (True/False) and verdicts 正确/错误 (Correct/Incorrect), so "❌ 错误 · 你的答案：对 ·
参考答案：错" never reads as a contradiction; keys come without the bank's symbols or English glosses;
long keys (a design question's model answer, a config block) wait for /explain instead of flooding the
chat.
"""

from __future__ import annotations

import re

from api.schemas import AnswerResult, ErratumOut, Explanation, QuestionOut, plural
from bot.keyboards import Button, DoneCb, Keyboard
from bot.render import clip, escape, inline
from bot.texts import Raw, t

TAKEAWAY_MAX = 200  # as candidates know it from quiz apps (and Telegram's quiz explanations)
SHORT_KEY = 12  # a key this short (letters, a number) is named in the erratum's sentence
KEY_INLINE_MAX = 160  # a longer key (or one with code or several lines) is shown by /explain only
VERDICT_MARKS = {"correct": "✅", "incorrect": "❌", "partial": "🟡"}
_TRUTH_KEYS = {"true": True, "false": False, "√ 正确 (true)": True, "× 错误 (false)": False}
# The curated banks' words for an erratum side that is no text (bank/data/CURATION.md): never a key
NO_TEXT = frozenset({"(none)", "(removed)"})
_LISTED_LETTERS = re.compile(r"[A-H](?:\s*[、,，]\s*[A-H])+")
_BLANK = re.compile(r"空 (\d+)：(`[^`]*`)")
_BLANKS_KEY = re.compile(r"空 \d+：`[^`]*`(?:；空 \d+：`[^`]*`)*")
CJK = re.compile(r"[\u3400-\u9fff]")


def points_text(value: float) -> str:
    return f"{value:g}"


def truth_word(value: bool, lang: str) -> str:
    return t(lang, "answer_true" if value else "answer_false")


def shown_key(key: str, lang: str) -> str:
    """A key as the candidate reads it: a truth value in the bot's words (the API's "√ 正确 (true)"),
    option letters as one run ("A、B、D" as ABD), a fill-in's blanks (the API's "空 1：`…`；空 2：`…`",
    ``Question.key_text``) labelled in English."""
    truth = _TRUTH_KEYS.get(key.strip())
    if truth is not None:
        return truth_word(truth, lang)
    if _LISTED_LETTERS.fullmatch(key.strip()):  # a curated erratum's source key "A、B、D", as keys read
        return re.sub(r"[^A-H]", "", key)
    if lang == "en" and _BLANKS_KEY.fullmatch(key.strip()):
        return "; ".join(f"blank {n}: {fill}" for n, fill in _BLANK.findall(key))
    return key


def short_key(key: str) -> bool:
    """Whether a key fits on the verdict's own line (else /explain shows it, code and all)."""
    return len(key) <= KEY_INLINE_MAX and "\n" not in key.strip() and "```" not in key


def erratum_line(erratum: ErratumOut, lang: str) -> str | None:
    """An erratum as the candidate reads it: one plain sentence when it changed the key, else nothing
    (a corrected stem, option or explanation is simply what they read; the curator's notes on the
    source stay with the recruiter)."""
    if erratum.field != "key":
        return None
    # The sides as the key line says a key (对/错, not the stored true/false); a marker is no key at all
    source, corrected = (shown_key(side.strip(), lang) for side in (erratum.source, erratum.corrected))
    named = [
        0 < len(side) <= SHORT_KEY and "\n" not in side and side not in NO_TEXT
        for side in (source, corrected)
    ]
    if named[1] and source == "(none)":
        return t(lang, "erratum_key_added", corrected=corrected)
    if all(named):
        return t(lang, "erratum_key", source=source, corrected=corrected)
    return t(lang, "erratum_key_rewritten")


def explanation_head(explained: Explanation, lang: str, long_key: str) -> list[str]:
    """An explanation's heading, the one rendering of it (``/explain`` and the end's "all explanations"):
    a disputed key's warning before the key, so it never reads as the answer; the key (a long one is
    replaced by ``long_key``, its caller showing it elsewhere); an erratum that changed the key."""
    head = [t(lang, "disputed")] if explained.disputed else []
    key = shown_key(explained.key, lang) if explained.key else ""
    errata = [line for line in (erratum_line(e, lang) for e in explained.errata) if line]
    if not key:
        return head + errata
    line = t(lang, "key_line", key=Raw(inline(key) if short_key(key) else long_key)).rstrip()
    if not short_key(key) and not long_key:  # the long key follows at once: its line heads it, last
        return [*head, *errata, line]
    return [*head, line, *errata]


def answer_label(q: QuestionOut | None, value: str, lang: str) -> str:
    """The answer as the candidate gave it: letters, or 对/错 for a true/false question."""
    if (q is not None and q.type == "truefalse") or value in ("true", "false"):
        return truth_word(value == "true", lang)
    return value


def shown_verdict(result: AnswerResult) -> str | None:
    """The verdict the candidate may see now (None while the reveal policy withholds it)."""
    return result.verdict if result.revealed and result.recorded and not result.timed_out else None


def answered_keyboard(lang: str, answer: str, verdict: str | None = None) -> Keyboard:
    """The label left on an answered question: the answer, marked with its verdict when it is shown
    (never a ✔ on a wrong answer)."""
    mark = VERDICT_MARKS.get(verdict or "", "")
    label = (mark + " " if mark else "") + t(lang, "your_answer", answer=answer)
    return [[Button(label, DoneCb().pack())]]


def takeaway(explanation: str) -> str:
    """The explanation's first paragraph in whole sentences (a list or a second paragraph is /explain's;
    an explanation that is a list gives its first item, without the list's mark)."""
    first = re.split(r"\n\s*\n|\n\s*[-*•] |\n\s*\d+[.)、] ", explanation.strip(), maxsplit=1)[0]
    return clip(re.sub(r"^(?:[-*•]|\d+[.)、])\s+", "", first), TAKEAWAY_MAX)


def rubric_lines(result: AnswerResult, lang: str) -> list[str]:
    """Each key point as the grade counted it: ✔ full credit, ◐ part credit, ✘ none — so that a score
    above zero never comes with every point ✘; the legend explains ◐ when it appears. An answer that
    met none of them says so in one line rather than a column of ✘."""
    if result.rubric and not any(p.covered or p.partly for p in result.rubric):
        n = len(result.rubric)
        return [t(lang, "rubric_none", n=n, points=plural(n, "key point", "key points"))]
    marks = [("✔ " if p.covered else "◐ " if p.partly else "✘ ") for p in result.rubric]
    lines = [mark + escape(clip(p.point, 120)) for mark, p in zip(marks, result.rubric, strict=True)]
    if any(p.partly and not p.covered for p in result.rubric):
        lines.append(t(lang, "rubric_legend"))
    return lines


def _rationale_shown(result: AnswerResult, q: QuestionOut | None, lang: str) -> bool:
    """The grader's one line, where it adds to the verdict: not for a graded choice or true/false answer
    (the key line says it, without "incorrect: the statement is false"), not after "correct" unless hints
    cost something, and not in English when it quotes the bank's Chinese labels. An unreadable or
    ungraded answer always has it: it says what is accepted, or why the key is disputed."""
    if not result.rationale or (result.verdict == "correct" and not result.hints_used):
        return False
    graded = result.verdict in ("incorrect", "partial")
    if graded and q is not None and q.type in ("single", "multi", "truefalse") and not result.hints_used:
        return False
    return not (lang == "en" and CJK.search(result.rationale))


def result_reply_html(
    result: AnswerResult,
    lang: str,
    question: QuestionOut | None = None,
    typed: bool = False,
    with_takeaway: bool = True,
) -> str:
    """The verdict with a short takeaway (the full explanation is one /explain away); ``typed``: the
    answer was typed, so it is echoed as it was read; ``with_takeaway`` False: a quiz poll showed it."""
    echo = answer_label(question, result.read_as, lang) if typed and result.read_as else None
    if result.timed_out:  # late: neither right nor wrong, whatever the reveal policy
        return t(lang, "time_ran_out" if result.skipped else "answer_late")
    if not result.revealed or result.verdict is None:
        if result.skipped:
            return t(lang, "skipped")
        return t(lang, "recorded_as", answer=echo) if echo else t(lang, "verdict_recorded")
    head = t(lang, "skipped") if result.skipped else t(lang, f"verdict_{result.verdict}")
    if result.points_awarded is not None and result.points and result.recorded:
        awarded, points = points_text(result.points_awarded), points_text(result.points)
        head += "  " + t(lang, "score_line", score=awarded, points=points)
    lines = [head]
    if echo:
        lines.append(t(lang, "read_as", answer=echo))
    if result.rubric:
        lines += rubric_lines(result, lang)
    elif _rationale_shown(result, question, lang):
        lines.append(inline(result.rationale or ""))
    explained = result.explanation
    said = (result.rationale or "") if _rationale_shown(result, question, lang) else ""
    if explained is not None:
        key = shown_key(explained.key, lang)
        if result.verdict != "correct" and key and key not in said:
            shown = Raw(inline(key)) if short_key(key) else t(lang, "key_in_explain")
            lines.append(t(lang, "key_line", key=Raw(shown)))
        if explained.explanation.strip() and with_takeaway:
            lines.append(t(lang, "takeaway", text=takeaway(explained.explanation)))
    if not result.recorded:  # unreadable: nothing kept, the same question stays open
        lines.append(t(lang, "answer_again"))
    return "\n".join(lines)
